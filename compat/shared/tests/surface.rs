// The public surface of `bls12_381` as its documentation shows it, through the facade: the
// `const fn`s in `const` items, every inherent method, the operator matrix, the standard and
// `subtle` traits, `Debug`/`Display` strings, seeded randomness, pairings and the `group`
// crate's own test-suite. The values marked "bls12_381:" were printed by the zkcrypto crate.
// Included by each facade's tests/surface.rs, which names its generation's affine trait
// `AffineTrait` and adds the trait checks of that generation.

use core::ops::{Add, AddAssign, MulAssign, SubAssign};

use bls12_381::*;
use ff::{Field, PrimeField, PrimeFieldBits};
use group::{Curve, Group, GroupEncoding, UncompressedEncoding, WnafGroup};
use pairing::{Engine, MultiMillerLoop, PairingCurveAffine};
use rand_core::SeedableRng;
use rand_xorshift::XorShiftRng;
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};

/// The seed bls12_381's and jubjub's tests use.
const SEED: [u8; 16] = [
    0x59, 0x62, 0xbe, 0x5d, 0x76, 0x3d, 0x31, 0x8d, 0x17, 0xdb, 0x37, 0x32, 0x54, 0x06, 0xbc,
    0xe5,
];

fn rng() -> XorShiftRng {
    XorShiftRng::from_seed(SEED)
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

// The inherent `const fn`s in constant items, called by path as jubjub calls them (in method
// syntax the operator traits, when imported, take precedence, as with bls12_381).
const A: Scalar = Scalar::from_raw([0x1234, 0x5678, 0x9abc, 0xdef0]);
const B: Scalar = Scalar::neg(&Scalar::sub(
    &Scalar::mul(&Scalar::add(&Scalar::one().double(), &A), &A),
    &Scalar::zero(),
));
const C: Scalar = B.square();

#[test]
fn const_scalars() {
    let a = Scalar::from(0xdef0u64) * Scalar::from(2u64).pow_vartime(&[192, 0, 0, 0])
        + Scalar::from(0x9abcu64) * Scalar::from(2u64).pow_vartime(&[128, 0, 0, 0])
        + Scalar::from(0x5678u64) * Scalar::from(2u64).pow_vartime(&[64, 0, 0, 0])
        + Scalar::from(0x1234u64);
    assert_eq!(A, a);
    assert_eq!(B, -((Scalar::one() + Scalar::one() + a) * a));
    assert_eq!(C, B * B);
    // from_raw reduces any 256-bit value.
    assert_eq!(
        Scalar::from_raw([u64::MAX; 4]),
        Scalar::from(2u64).pow(&[256, 0, 0, 0]) - Scalar::one()
    );
}

#[test]
fn scalar_inherent() {
    let mut rng = rng();
    let x = Scalar::random(&mut rng);
    // bls12_381: the first scalar drawn from this seed.
    assert_eq!(format!("{x:?}"), "0x4ac0157f5447dc925c6ac59a8155ea3c9cb633856591766afd1383890bca62e4");
    assert_eq!(format!("{x}"), format!("{x:?}"));
    assert_eq!(Scalar::from_bytes(&x.to_bytes()).unwrap(), x);
    assert_eq!(<[u8; 32]>::from(x), x.to_bytes());
    assert_eq!(<[u8; 32]>::from(&x), x.to_bytes());
    assert!(bool::from(Scalar::from_bytes(&[0xff; 32]).is_none()));
    assert_eq!(x.invert().unwrap() * x, Scalar::one());
    assert!(bool::from(Scalar::zero().invert().is_none()));
    assert_eq!(x.pow(&[3, 0, 0, 0]), x * x * x);
    assert_eq!(x.pow_vartime(&[3, 0, 0, 0]), x.cube());
    assert_eq!(x.square(), x * x);
    assert_eq!(x.double(), x + x);
    assert_eq!(Scalar::add(&x, &x), x + x);
    assert_eq!(Scalar::sub(&x, &x), Scalar::zero());
    assert_eq!(Scalar::mul(&x, &Scalar::one()), x);
    assert_eq!(Scalar::neg(&x), -x);
    let mut wide = [0u8; 64];
    wide[..32].copy_from_slice(&x.to_bytes());
    assert_eq!(Scalar::from_bytes_wide(&wide), x);
    wide[32] = 1; // + 2^256
    assert_eq!(Scalar::from_bytes_wide(&wide), x + Scalar::from(2u64).pow(&[256, 0, 0, 0]));
    assert_eq!(Scalar::default(), Scalar::zero());
    assert_eq!(format!("{:?}", Scalar::one()), format!("0x{:064x}", 1));
    // Sum and Product over values and references.
    let v = [x, x.square(), Scalar::one()];
    assert_eq!(v.iter().sum::<Scalar>(), x + x * x + Scalar::one());
    assert_eq!(v.into_iter().product::<Scalar>(), x * x * x);
    // subtle.
    assert!(bool::from(x.ct_eq(&x)));
    assert_eq!(Scalar::conditional_select(&x, &Scalar::one(), Choice::from(1)), Scalar::one());
}

/// `T op U` in all four owned/borrowed combinations, and the assigning forms.
fn ops4<T, U, O>(a: T, b: U, op: impl Fn(T, U) -> O) -> [O; 1]
where
    T: Copy,
    U: Copy,
{
    [op(a, b)]
}

/// `t += u`, `t += &u`, `t -= u`, `t -= &u`, which leave `t` as it was.
fn add_sub_assign<T, U: Copy>(mut t: T, u: U) -> T
where
    T: AddAssign<U> + for<'a> AddAssign<&'a U> + SubAssign<U> + for<'a> SubAssign<&'a U>,
{
    t += u;
    t += &u;
    t -= u;
    t -= &u;
    t
}

/// `t *= k`, `t *= &k`.
fn mul_assign<T, K: Copy>(mut t: T, k: K) -> T
where
    T: MulAssign<K> + for<'a> MulAssign<&'a K>,
{
    t *= k;
    t *= &k;
    t
}

#[test]
fn operator_matrix() {
    let mut rng = rng();
    let (x, y) = (Scalar::random(&mut rng), Scalar::random(&mut rng));
    for (a, b) in [(x, y), (y, x)] {
        let s = a + b;
        assert!([a + b, a + &b, &a + b, &a + &b].iter().all(|v| *v == s));
        let d = a - b;
        assert!([a - b, a - &b, &a - b, &a - &b].iter().all(|v| *v == d));
        let m = a * b;
        assert!([a * b, a * &b, &a * b, &a * &b].iter().all(|v| *v == m));
        assert_eq!(mul_assign(add_sub_assign(a, b), b), a * b * b);
        assert_eq!(-a, -&a);
    }
    let _ = ops4(x, y, Add::add);

    macro_rules! group_ops {
        ($affine:ident, $proj:ident) => {{
            let p = <$proj as Group>::random(&mut rng);
            let q = <$proj as Group>::random(&mut rng);
            let qa = $affine::from(q);
            let k = Scalar::random(&mut rng);
            let sum = p.add(&q);
            for v in [p + q, p + &q, &p + q, &p + &q, p + qa, p + &qa, &p + qa, &p + &qa,
                      qa + p, qa + &p, &qa + p, &qa + &p, p.add_mixed(&qa)] {
                assert_eq!(v, sum);
            }
            let diff = p - q;
            for v in [p - &q, &p - q, &p - &q, p - qa, p - &qa, &p - qa, &p - &qa] {
                assert_eq!(v, diff);
            }
            for v in [qa - p, qa - &p, &qa - p, &qa - &p] {
                assert_eq!(v, -diff);
            }
            let kp = p * k;
            for v in [p * &k, &p * k, &p * &k, k * p, k * &p, &k * p, &k * &p] {
                assert_eq!(v, kp);
            }
            let kq = q * k;
            for v in [qa * k, qa * &k, &qa * k, &qa * &k, k * qa, k * &qa, &k * qa, &k * &qa] {
                assert_eq!(v, kq);
            }
            assert_eq!(mul_assign(add_sub_assign(add_sub_assign(p, q), qa), k), p * (k * k));
            assert_eq!(-p, -&p);
            assert_eq!($proj::from(-qa), -q);
            assert_eq!(-&qa, -qa);
            assert_eq!(p.double(), p + p);
            assert_eq!(<$proj as Group>::double(&p), p + p);
            assert_eq!([p, q].iter().sum::<$proj>(), p + q);
            assert_eq!([p, q].into_iter().sum::<$proj>(), p + q);
            assert_eq!($proj::from(&qa), q);
            assert_eq!($affine::from(&q), qa);
        }};
    }
    group_ops!(G1Affine, G1Projective);
    group_ops!(G2Affine, G2Projective);

    let g = <Gt as Group>::generator();
    let k = Scalar::random(&mut rng);
    let h = g * k;
    for v in [g * &k, &g * k, &g * &k] {
        assert_eq!(v, h);
    }
    let s = g + h;
    for v in [g + &h, &g + h, &g + &h] {
        assert_eq!(v, s);
    }
    let d = g - h;
    for v in [g - &h, &g - h, &g - &h] {
        assert_eq!(v, d);
    }
    assert_eq!(mul_assign(add_sub_assign(g, h), k), g * (k * k));
    assert_eq!(-g, -&g);
    assert_eq!(g.double(), g + g);
    assert_eq!([g, h].iter().sum::<Gt>(), s);
}

#[test]
fn prime_field() {
    assert_eq!(Scalar::MODULUS, "0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001");
    assert_eq!((Scalar::NUM_BITS, Scalar::CAPACITY, Scalar::S), (255, 254, 32));
    assert_eq!(Scalar::MULTIPLICATIVE_GENERATOR, Scalar::from(7u64));
    assert_eq!(Scalar::TWO_INV * Scalar::from(2u64), Scalar::ONE);
    assert_eq!(Scalar::ROOT_OF_UNITY * Scalar::ROOT_OF_UNITY_INV, Scalar::ONE);
    let mut r = Scalar::ROOT_OF_UNITY;
    for _ in 0..Scalar::S {
        assert_ne!(r, Scalar::ONE);
        r = r.square();
    }
    assert_eq!(r, Scalar::ONE);
    assert_eq!(Scalar::DELTA, Scalar::MULTIPLICATIVE_GENERATOR.pow_vartime(&[1 << 32, 0, 0, 0]));
    // bls12_381: 7^t.
    assert_eq!(format!("{:?}", Scalar::ROOT_OF_UNITY), "0x16a2a19edfe81f20d09b681922c813b4b63683508c2280b93829971f439f0d2b");
    // The root bls12_381 returns for 4 is q − 2.
    assert_eq!(Field::sqrt(&Scalar::from(4u64)).unwrap(), -Scalar::from(2u64));
    assert!(bool::from(Field::sqrt(&Scalar::MULTIPLICATIVE_GENERATOR).is_none()));
    let five = Scalar::from_str_vartime("5").unwrap();
    assert_eq!(five, Scalar::from(5u64));
    assert_eq!(Scalar::from_repr(five.to_repr()).unwrap(), five);
    assert_eq!(five.to_repr()[0], 5);
    assert!(bool::from(five.is_odd()) && bool::from(Scalar::ONE.double().is_even()));
    assert_eq!(Scalar::from_u128(1 << 100), Scalar::from(2u64).pow_vartime(&[100, 0, 0, 0]));
    assert!(Scalar::ZERO.is_zero_vartime() && bool::from(Scalar::ZERO.is_zero()));
    let (is_sq, r) = Scalar::sqrt_ratio(&Scalar::from(8u64), &Scalar::from(2u64));
    assert!(bool::from(is_sq) && r.square() == Scalar::from(4u64));
    // Bits, little-endian.
    let bits = five.to_le_bits();
    assert!(bits[0] && !bits[1] && bits[2] && !bits[3]);
    let modulus: Vec<bool> = Scalar::char_le_bits().iter().map(|b| *b).collect();
    assert!(modulus[0] && !modulus[1] && modulus[254] && !modulus[255]);
}

#[test]
fn points() {
    let mut rng = rng();
    let _ = Scalar::random(&mut rng);
    // bls12_381: the first G1 and G2 points drawn after one scalar from this seed.
    let p = G1Affine::from(<G1Projective as Group>::random(&mut rng));
    assert_eq!(hex(&p.to_compressed()), "8fb49027d3c8c2a39798ae045f39fe514b1e74a4814f681ef9c0f02992bd0add81b3e888bb3a454a090e6456257b15c7");
    let q = G2Affine::from(<G2Projective as Group>::random(&mut rng));
    assert_eq!(hex(&q.to_compressed()), "93a7f839779c3a02371115b57583994d866ad9309f86c5cec368412b3af860b75f67bde3abe074b8f23895d045d7979a0e3bbfe1377b9d42c9578f5fe5caca2654c9a75759de0e120ae558f8e79f2318cf33d018404c7130faf40863537661b1");
    let gt = <Gt as Group>::random(&mut rng);
    assert!(format!("{gt:?}").starts_with("Gt(0x0e45481c14e561930b8455c53a38709bbc1d1dd6b8fb12a222d1d86"));

    // Debug and Display strings (bls12_381's).
    assert_eq!(format!("{:?}", G1Affine::identity()), format!("G1Affine {{ x: 0x{:096x}, y: 0x{:096x}, infinity: Choice(1) }}", 0, 1));
    let g2 = "G2Affine { x: 0x024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8 + 0x13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e*u, y: 0x0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801 + 0x0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be*u, infinity: Choice(0) }";
    assert_eq!(format!("{:?}", G2Affine::generator()), g2);
    assert_eq!(format!("{}", G2Affine::generator()), g2);
    assert_eq!(format!("{:?}", G1Projective::generator()), "G1Projective { x: 0x17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb, y: 0x08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1, z: 0x000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001 }");
    let repr = GroupEncoding::to_bytes(&G1Affine::generator());
    assert_eq!(format!("{repr:?}"), "[151, 241, 211, 167, 49, 151, 215, 148, 38, 149, 99, 140, 79, 169, 172, 15, 195, 104, 140, 79, 151, 116, 185, 5, 161, 78, 58, 63, 23, 27, 172, 88, 108, 85, 232, 63, 249, 122, 26, 239, 251, 58, 240, 10, 219, 34, 198, 187]");
    assert_eq!(repr.as_ref(), &G1Affine::generator().to_compressed()[..]);
    assert!(<G1Affine as GroupEncoding>::Repr::default().as_ref().iter().all(|b| *b == 0));

    // Identity handling, checks, defaults.
    for (e, i) in [(G1Affine::identity().to_compressed()[0], 0xc0), (G1Affine::identity().to_uncompressed()[0], 0x40)] {
        assert_eq!(e, i);
    }
    assert!(bool::from(G1Affine::default().is_identity() & G1Projective::default().is_identity()));
    assert!(bool::from(G2Affine::default().is_identity() & G2Projective::default().is_identity()));
    assert!(bool::from(p.is_on_curve() & p.is_torsion_free() & q.is_on_curve() & q.is_torsion_free()));
    assert!(bool::from(G1Projective::from(p).is_on_curve() & G2Projective::from(q).is_on_curve()));
    assert_eq!(G1Affine::from_uncompressed(&p.to_uncompressed()).unwrap(), p);
    assert_eq!(G2Affine::from_compressed_unchecked(&q.to_compressed()).unwrap(), q);
    assert_eq!(G1Projective::generator().clear_cofactor(), G1Projective::generator() * Scalar::from_raw([0xd201_0000_0001_0001, 0, 0, 0]));
    // batch_normalize, with an identity in the batch.
    let ps = [G2Projective::from(q), G2Projective::identity(), G2Projective::generator().double()];
    let mut qs = [G2Affine::generator(); 3];
    G2Projective::batch_normalize(&ps, &mut qs);
    assert_eq!(qs, [q, G2Affine::identity(), G2Affine::from(G2Projective::generator().double())]);
    let mut qs2 = [G2Affine::identity(); 3];
    <G2Projective as Curve>::batch_normalize(&ps, &mut qs2);
    assert_eq!(qs2, qs);
    assert_eq!(ps[2].to_affine(), qs[2]);
    assert!(bool::from(p.ct_eq(&p)));
    assert_eq!(G1Affine::conditional_select(&p, &G1Affine::generator(), Choice::from(1)), G1Affine::generator());
    // Uncompressed encodings through the trait.
    let u = UncompressedEncoding::to_uncompressed(&q);
    assert_eq!(<G2Affine as UncompressedEncoding>::from_uncompressed(&u).unwrap(), q);
    assert_eq!(u.as_ref(), &q.to_uncompressed()[..]);
    assert_eq!(<G1Projective as WnafGroup>::recommended_wnaf_for_num_scalars(1631), 13);
    assert_eq!(<G2Projective as WnafGroup>::recommended_wnaf_for_num_scalars(1631), 13);
}

#[test]
#[should_panic]
fn batch_normalize_length_mismatch_panics() {
    let mut q = [G1Affine::identity(); 1];
    G1Projective::batch_normalize(&[G1Projective::generator(); 2], &mut q);
}

#[test]
fn pairings() {
    let mut rng = rng();
    let (g1, g2) = (G1Affine::generator(), G2Affine::generator());
    let gt = pairing(&g1, &g2);
    assert_eq!(gt, <Gt as Group>::generator());
    // bls12_381: the start of e(g1, g2).
    assert!(format!("{gt:?}").starts_with("Gt(0x1250ebd871fc0a92a7b2d83168d0d727272d441befa15c503dd8e90ce98db3e7b6d194f60839c508a84305aaca1789b6 + 0x089a1c5b46e5110b86750ec6a532348868a84045483c92b7af5af689452eafabf1a8943e50439f1d59882a98eaa017"));
    assert_eq!(format!("{gt}"), format!("{gt:?}"));
    let (a, b) = (Scalar::random(&mut rng), Scalar::random(&mut rng));
    let (ag1, bg2) = (G1Affine::from(g1 * a), G2Affine::from(g2 * b));
    assert_eq!(pairing(&ag1, &bg2), gt * (a * b));
    assert_eq!(<Bls12 as Engine>::pairing(&ag1, &bg2), gt * a * b);
    assert_eq!(ag1.pairing_with(&bg2), bg2.pairing_with(&ag1));
    // Identities.
    assert_eq!(pairing(&G1Affine::identity(), &g2), Gt::identity());
    assert_eq!(pairing(&g1, &G2Affine::identity()), Gt::identity());
    assert_eq!(Gt::default(), Gt::identity());
    assert!(bool::from(Gt::identity().is_identity()));
    // Multi-Miller loop, identities skipped, prepared identity allowed.
    let prepared = [G2Prepared::from(bg2), G2Prepared::from(G2Affine::identity()), G2Prepared::from(g2)];
    let minus = -G1Affine::from(g1 * (a * b));
    let terms = [(&ag1, &prepared[0]), (&g1, &prepared[1]), (&minus, &prepared[2]), (&G1Affine::identity(), &prepared[0])];
    let ml = multi_miller_loop(&terms);
    assert_eq!(ml.final_exponentiation(), Gt::identity());
    assert_eq!(<Bls12 as MultiMillerLoop>::multi_miller_loop(&terms[..1]).final_exponentiation(), pairing(&ag1, &bg2));
    let one = multi_miller_loop(&terms[..1]);
    let mut acc = MillerLoopResult::default();
    acc += one;
    acc += &one;
    assert_eq!((acc + one + &one).final_exponentiation(), pairing(&ag1, &bg2) * Scalar::from(4u64));
    assert_eq!((&one + one).final_exponentiation(), (&one + &one).final_exponentiation());
    assert_eq!(pairing::MillerLoopResult::final_exponentiation(&one), one.final_exponentiation());
    let _ = MillerLoopResult::conditional_select(&one, &acc, Choice::from(0));
    let _prepared_clone = prepared[0].clone();
    let _ = format!("{:?} {:?} {:?}", one, prepared[1], Bls12);
    assert_eq!(Gt::conditional_select(&gt, &Gt::identity(), Choice::from(1)), Gt::identity());
    assert!(bool::from(gt.ct_eq(&gt)));
}

#[test]
fn prime_group_and_engine_traits() {
    use group::prime::{PrimeCurve, PrimeCurveAffine, PrimeGroup};
    fn prime<G: PrimeCurve<Affine = A> + PrimeGroup, A: PrimeCurveAffine<Curve = G, Scalar = Scalar>>() {}
    prime::<G1Projective, G1Affine>();
    prime::<G2Projective, G2Affine>();
    fn engine<E: MultiMillerLoop<G1Affine = G1Affine, G2Prepared = G2Prepared, Result = MillerLoopResult, Gt = Gt>>() {}
    engine::<Bls12>();
    // The affine trait of the line, as the facade's tests/surface.rs names it: `AffineTrait`.
    assert_eq!(<G1Affine as AffineTrait>::generator().to_curve(), G1Projective::generator());
    assert!(bool::from(<G2Affine as AffineTrait>::identity().is_identity()));
}

#[test]
fn group_crate_test_suite() {
    group::tests::curve_tests::<G1Projective>();
    group::tests::curve_tests::<G2Projective>();
    group::tests::random_wnaf_tests::<G1Projective>();
    group::tests::random_wnaf_tests::<G2Projective>();
    group::tests::random_uncompressed_encoding_tests::<G1Projective>();
    group::tests::random_uncompressed_encoding_tests::<G2Projective>();
}

#[cfg(feature = "zeroize")]
#[test]
fn zeroize_is_default() {
    use zeroize::Zeroize;
    let mut rng = rng();
    let mut s = Scalar::random(&mut rng);
    s.zeroize();
    assert_eq!(s, Scalar::zero());
    let mut p = <G1Projective as Group>::random(&mut rng);
    p.zeroize();
    assert!(bool::from(p.is_identity()));
    let mut q = G2Affine::generator();
    q.zeroize();
    assert!(bool::from(q.is_identity()));
    let mut g = <Gt as Group>::generator();
    g.zeroize();
    assert_eq!(g, Gt::identity());
    let mut r = GroupEncoding::to_bytes(&G1Affine::generator());
    r.zeroize();
    assert!(r.as_ref().iter().all(|b| *b == 0));
}
