//! The pairing against its algebra (bilinearity, non-degeneracy, inverses, identities), against
//! itself (multi-Miller loops, prepared and unprepared paths, `pairing_check`), and against blst
//! and `bls12_381` on random points, limb for limb. Seeds are printed (see `common::rng`).
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use crate::common;

use bls381::field::{Fp12, Fp6};
use bls381::{
    miller_loop, multi_miller_loop_unprepared, pairing, pairing_check, G1Affine, G1Projective,
    G2Affine, G2Projective, Gt, MillerLoopResult, Scalar,
};
#[cfg(feature = "alloc")]
use bls381::{multi_miller_loop, G2Prepared};
use common::rng;
use rand::rngs::StdRng;

fn g1(rng: &mut StdRng) -> G1Affine {
    G1Affine::from(G1Projective::generator() * Scalar::random(rng))
}

fn g2(rng: &mut StdRng) -> G2Affine {
    G2Affine::from(G2Projective::generator() * Scalar::random(rng))
}

/// The twelve Fp coefficients in tower order, as Montgomery limbs (blst's representation).
fn limbs(f: &Fp12) -> [[u64; 6]; 12] {
    let fp6 = |c: &Fp6| [c.c0.c0, c.c0.c1, c.c1.c0, c.c1.c1, c.c2.c0, c.c2.c1];
    let (a, b) = (fp6(&f.c0), fp6(&f.c1));
    core::array::from_fn(|i| if i < 6 { a[i] } else { b[i - 6] }.to_raw_montgomery())
}

/// `f^k` by square-and-multiply over the canonical bits of k (the reference for `Gt * k`).
fn pow_vartime(f: &Fp12, k: &Scalar) -> Fp12 {
    let mut acc = Fp12::ONE;
    for limb in k.to_raw().iter().rev() {
        for i in (0..64).rev() {
            acc = acc.square();
            if (limb >> i) & 1 == 1 {
                acc *= f;
            }
        }
    }
    acc
}

/// A random element of the cyclotomic subgroup that is (overwhelmingly likely) not in Gt.
fn cyclotomic_not_gt(rng: &mut StdRng) -> Fp12 {
    let f = Fp12::random(rng);
    let t = f.conjugate() * f.invert().unwrap();
    t.frobenius_map_n(2) * t
}

mod bl {
    use blst::*;

    pub fn p1(p: &bls381::G1Affine) -> blst_p1_affine {
        let mut out = blst_p1_affine::default();
        let bytes = p.to_uncompressed();
        // SAFETY: reads 96 bytes from a valid array, writes one point.
        let e = unsafe { blst_p1_deserialize(&mut out, bytes.as_ptr()) };
        assert_eq!(e, BLST_ERROR::BLST_SUCCESS);
        out
    }

    pub fn p2(q: &bls381::G2Affine) -> blst_p2_affine {
        let mut out = blst_p2_affine::default();
        let bytes = q.to_uncompressed();
        // SAFETY: reads 192 bytes from a valid array, writes one point.
        let e = unsafe { blst_p2_deserialize(&mut out, bytes.as_ptr()) };
        assert_eq!(e, BLST_ERROR::BLST_SUCCESS);
        out
    }

    pub fn fp12(f: &bls381::field::Fp12) -> blst_fp12 {
        let l = super::limbs(f);
        let mut out = blst_fp12::default();
        for (i, x) in l.iter().enumerate() {
            out.fp6[i / 6].fp2[(i % 6) / 2].fp[i % 2].l = *x;
        }
        out
    }

    pub fn limbs(f: &blst_fp12) -> [[u64; 6]; 12] {
        core::array::from_fn(|i| f.fp6[i / 6].fp2[(i % 6) / 2].fp[i % 2].l)
    }

    pub fn pairing(p: &bls381::G1Affine, q: &bls381::G2Affine) -> [[u64; 6]; 12] {
        let (p, q) = (p1(p), p2(q));
        let mut ml = blst_fp12::default();
        let mut out = blst_fp12::default();
        // SAFETY: valid pointers to initialised points and field elements.
        unsafe {
            blst_miller_loop(&mut ml, &q, &p);
            blst_final_exp(&mut out, &ml);
        }
        limbs(&out)
    }

    pub fn final_exp(f: &bls381::field::Fp12) -> [[u64; 6]; 12] {
        let f = fp12(f);
        let mut out = blst_fp12::default();
        // SAFETY: as above.
        unsafe { blst_final_exp(&mut out, &f) };
        limbs(&out)
    }
}

mod zk {
    pub fn pairing(p: &bls381::G1Affine, q: &bls381::G2Affine) -> bls12_381::Gt {
        let p = bls12_381::G1Affine::from_uncompressed(&p.to_uncompressed()).unwrap();
        let q = bls12_381::G2Affine::from_uncompressed(&q.to_uncompressed()).unwrap();
        bls12_381::pairing(&p, &q)
    }
}

#[test]
fn generator_is_e_g1_g2_for_everyone() {
    let (p, q) = (G1Affine::generator(), G2Affine::generator());
    let g = pairing(&p, &q);
    assert_eq!(g, Gt::generator());
    assert_eq!(limbs(g.as_fp12()), bl::pairing(&p, &q));
    assert_eq!(format!("{g:?}"), format!("{:?}", zk::pairing(&p, &q)));
    assert!(!bool::from(g.is_identity()));
}

#[test]
fn agrees_with_blst_and_bls12_381() {
    let mut rng = rng("agrees_with_blst_and_bls12_381");
    for _ in 0..24 {
        let (p, q) = (g1(&mut rng), g2(&mut rng));
        let e = pairing(&p, &q);
        assert_eq!(limbs(e.as_fp12()), bl::pairing(&p, &q));
        assert_eq!(format!("{e:?}"), format!("{:?}", zk::pairing(&p, &q)));
        assert_eq!(format!("{e}"), format!("{e:?}"));
    }
}

#[test]
fn final_exponentiation_agrees_with_blst() {
    let mut rng = rng("final_exponentiation_agrees_with_blst");
    for _ in 0..24 {
        let f = Fp12::random(&mut rng);
        let ours = MillerLoopResult::from_fp12(f).final_exponentiation();
        assert_eq!(limbs(ours.as_fp12()), bl::final_exp(&f));
        assert!(bool::from(ours.is_torsion_free()));
    }
    assert_eq!(
        MillerLoopResult::default().final_exponentiation(),
        Gt::identity()
    );
}

#[test]
fn bilinear() {
    let mut rng = rng("bilinear");
    for _ in 0..6 {
        let (p, q) = (g1(&mut rng), g2(&mut rng));
        let (a, b) = (Scalar::random(&mut rng), Scalar::random(&mut rng));
        let e = pairing(&p, &q);
        let ap = G1Affine::from(p * a);
        let bq = G2Affine::from(q * b);
        let abp = G1Affine::from(p * (a * b));
        let abq = G2Affine::from(q * (a * b));
        let eab = pairing(&ap, &bq);
        assert_eq!(eab, e * (a * b));
        assert_eq!(eab, pairing(&abp, &q));
        assert_eq!(eab, pairing(&p, &abq));
        assert_eq!(pairing(&ap, &q), e * a);
        // e(P1 + P2, Q) = e(P1, Q) + e(P2, Q)
        let p2 = g1(&mut rng);
        let sum = G1Affine::from(G1Projective::from(p) + p2);
        assert_eq!(pairing(&sum, &q), e + pairing(&p2, &q));
    }
}

#[test]
fn non_degenerate_and_inverses() {
    let mut rng = rng("non_degenerate_and_inverses");
    for _ in 0..6 {
        let (p, q) = (g1(&mut rng), g2(&mut rng));
        let e = pairing(&p, &q);
        assert_ne!(e, Gt::identity());
        assert_eq!(e + pairing(&-p, &q), Gt::identity());
        assert_eq!(pairing(&p, &-q), -e);
        assert_eq!(pairing(&-p, &-q), e);
        assert_eq!(e * -Scalar::ONE, -e);
        assert_eq!(e * Scalar::ZERO, Gt::identity());
    }
}

#[test]
fn identities_pair_to_one() {
    let mut rng = rng("identities_pair_to_one");
    let (p, q) = (g1(&mut rng), g2(&mut rng));
    let (o1, o2) = (G1Affine::identity(), G2Affine::identity());
    assert_eq!(pairing(&o1, &q), Gt::identity());
    assert_eq!(pairing(&p, &o2), Gt::identity());
    assert_eq!(pairing(&o1, &o2), Gt::identity());
    for (a, b) in [(&o1, &q), (&p, &o2), (&o1, &o2)] {
        assert_eq!(miller_loop(a, b).final_exponentiation(), Gt::identity());
        #[cfg(feature = "alloc")]
        {
            let prepared = G2Prepared::from(*b);
            assert_eq!(
                multi_miller_loop(&[(a, &prepared)]).final_exponentiation(),
                Gt::identity()
            );
        }
        // blst agrees (it pairs identities to 1 as well).
        assert_eq!(limbs(&Fp12::ONE), bl::pairing(a, b));
    }
    // Identity terms leave the other terms' product unchanged.
    let e = pairing(&p, &q);
    #[cfg(feature = "alloc")]
    {
        let qp = G2Prepared::from(q);
        let o2p = G2Prepared::from(o2);
        assert_eq!(
            multi_miller_loop(&[(&o1, &qp), (&p, &qp), (&p, &o2p)]).final_exponentiation(),
            e
        );
        assert_eq!(
            multi_miller_loop(&[]).final_exponentiation(),
            Gt::identity()
        );
    }
    assert_eq!(
        multi_miller_loop_unprepared(&[(&o1, &q), (&p, &q), (&p, &o2)]).final_exponentiation(),
        e
    );
    assert_eq!(
        multi_miller_loop_unprepared(&[]).final_exponentiation(),
        Gt::identity()
    );
}

#[test]
fn multi_miller_loops_equal_products_of_pairings() {
    let mut rng = rng("multi_miller_loops_equal_products_of_pairings");
    let ps: Vec<G1Affine> = (0..40).map(|_| g1(&mut rng)).collect();
    let qs: Vec<G2Affine> = (0..40).map(|_| g2(&mut rng)).collect();
    let es: Vec<Gt> = ps.iter().zip(&qs).map(|(p, q)| pairing(p, q)).collect();
    #[cfg(feature = "alloc")]
    let prepared: Vec<G2Prepared> = qs.iter().map(|q| G2Prepared::from(*q)).collect();
    // 1..=16 (one batch), then past the batch size of the unprepared loop.
    for n in (0..=16).chain([17, 31, 32, 33, 40]) {
        let expected: Gt = es[..n].iter().sum();
        let unprepared: Vec<(&G1Affine, &G2Affine)> = ps[..n].iter().zip(&qs[..n]).collect();
        let a = multi_miller_loop_unprepared(&unprepared).final_exponentiation();
        assert_eq!(a, expected, "unprepared, n = {n}");
        #[cfg(feature = "alloc")]
        {
            let prep: Vec<(&G1Affine, &G2Prepared)> = ps[..n].iter().zip(&prepared[..n]).collect();
            let b = multi_miller_loop(&prep).final_exponentiation();
            assert_eq!(b, expected, "prepared, n = {n}");
        }
        // The sum of single Miller loops is the same product.
        let c: MillerLoopResult = unprepared
            .iter()
            .fold(MillerLoopResult::default(), |acc, (p, q)| {
                acc + miller_loop(p, q)
            });
        assert_eq!(c.final_exponentiation(), expected, "sum of loops, n = {n}");
    }
}

#[cfg(feature = "alloc")]
#[test]
fn prepared_and_unprepared_agree() {
    let mut rng = rng("prepared_and_unprepared_agree");
    for _ in 0..8 {
        let (p, q) = (g1(&mut rng), g2(&mut rng));
        let prepared = G2Prepared::from(q);
        let a = multi_miller_loop(&[(&p, &prepared)]);
        let b = miller_loop(&p, &q);
        // The same lines in the same order: equal before the final exponentiation too.
        assert_eq!(a.as_fp12(), b.as_fp12());
        assert_eq!(a.final_exponentiation(), pairing(&p, &q));
        let mut c = a;
        c += b;
        c += &b;
        assert_eq!(
            c.final_exponentiation(),
            pairing(&p, &q) * Scalar::from(3u64)
        );
    }
}

#[test]
fn pairing_check_verifies_products() {
    let mut rng = rng("pairing_check_verifies_products");
    let (g1g, g2g) = (G1Affine::generator(), G2Affine::generator());
    assert!(pairing_check::<G1Affine, G2Affine>(&[]));
    assert!(pairing_check(&[(&g1g, &G2Affine::identity())]));
    assert!(pairing_check(&[(G1Affine::identity(), g2g)]));
    assert!(pairing_check(&[(g1g, G2Affine::identity())]));
    assert!(!pairing_check(&[(g1g, g2g)]));
    for n in [1usize, 2, 3, 8, 16, 17, 40] {
        // Σ e(aᵢ·g1, bᵢ·g2) + e(−Σ aᵢbᵢ·g1, g2) = 0
        let mut terms = Vec::new();
        let mut s = Scalar::ZERO;
        for _ in 0..n {
            let (a, b) = (Scalar::random(&mut rng), Scalar::random(&mut rng));
            s += a * b;
            terms.push((G1Affine::from(g1g * a), G2Affine::from(g2g * b)));
        }
        terms.push((G1Affine::from(g1g * -s), g2g));
        // Identities anywhere change nothing.
        terms.insert(n / 2, (G1Affine::identity(), g2(&mut rng)));
        terms.push((g1(&mut rng), G2Affine::identity()));
        assert!(pairing_check(&terms), "n = {n}");
        let refs: Vec<(&G1Affine, &G2Affine)> = terms.iter().map(|(p, q)| (p, q)).collect();
        assert!(pairing_check(&refs), "n = {n}, by reference");
        // Any perturbation breaks it.
        let k = n / 3;
        let (p, q) = terms[k];
        terms[k] = (G1Affine::from(G1Projective::from(p) + g1g), q);
        assert!(!pairing_check(&terms), "n = {n}, perturbed");
    }
}

#[test]
fn gt_scalar_multiplication_matches_pow() {
    let mut rng = rng("gt_scalar_multiplication_matches_pow");
    let g = Gt::random(&mut rng);
    let mut ks: Vec<Scalar> = (0..24).map(|_| Scalar::random(&mut rng)).collect();
    ks.extend([
        Scalar::ZERO,
        Scalar::ONE,
        -Scalar::ONE,
        -Scalar::from(2u64),
        Scalar::from(0xd201_0000_0001_0000u64),
        -Scalar::from(0xd201_0000_0001_0000u64),
        Scalar::from(u64::MAX),
    ]);
    for k in ks {
        let expected = pow_vartime(g.as_fp12(), &k);
        assert_eq!(*(g * k).as_fp12(), expected);
        assert_eq!(
            *(Gt::generator() * k).as_fp12(),
            pow_vartime(Gt::generator().as_fp12(), &k)
        );
        let mut h = g;
        h *= k;
        assert_eq!(h, g * k);
    }
    assert_eq!(Gt::identity() * Scalar::random(&mut rng), Gt::identity());
}

#[test]
fn gt_group_law() {
    let mut rng = rng("gt_group_law");
    let (a, b) = (Gt::random(&mut rng), Gt::random(&mut rng));
    assert_eq!(a + b, b + a);
    assert_eq!(a - b + b, a);
    assert_eq!(a.double(), a + a);
    assert_eq!(a.double(), a * Scalar::from(2u64));
    assert_eq!(-(-a), a);
    assert_eq!(a + Gt::identity(), a);
    assert_eq!(Gt::default(), Gt::identity());
    let mut c = a;
    c += b;
    c -= &b;
    assert_eq!(c, a);
    assert_eq!([a, b, -a].iter().sum::<Gt>(), b);
    assert_eq!(Fp12::from(a), *a.as_fp12());
    assert!(bool::from(Gt::identity().is_identity()));
    assert_eq!(Gt::from_fp12(*a.as_fp12()).unwrap(), a);
}

#[test]
fn gt_membership() {
    let mut rng = rng("gt_membership");
    for _ in 0..8 {
        let e = pairing(&g1(&mut rng), &g2(&mut rng));
        assert!(bool::from(e.is_torsion_free()));
        assert!(bool::from(Gt::random(&mut rng).is_torsion_free()));
        let f = Fp12::random(&mut rng);
        assert!(!bool::from(Gt::from_fp12_unchecked(f).is_torsion_free()));
        assert!(bool::from(Gt::from_fp12(f).is_none()));
        // In the cyclotomic subgroup but (overwhelmingly likely) not of order r.
        let c = cyclotomic_not_gt(&mut rng);
        assert!(!bool::from(Gt::from_fp12_unchecked(c).is_torsion_free()));
    }
    assert!(bool::from(Gt::identity().is_torsion_free()));
    assert!(bool::from(Gt::generator().is_torsion_free()));
    assert!(!bool::from(
        Gt::from_fp12_unchecked(Fp12::ZERO).is_torsion_free()
    ));
    assert!(!bool::from(
        Gt::from_fp12_unchecked(-Fp12::ONE).is_torsion_free()
    ));
}

/// `Gt::to_bytes` is blst's `blst_bendian_from_fp12`; `from_bytes` inverts it on Gt and
/// rejects non-canonical coefficients and elements outside Gt.
#[test]
fn gt_bytes() {
    let mut rng = rng("gt_bytes");
    let mut elements = vec![Gt::identity(), Gt::generator(), -Gt::generator()];
    for _ in 0..6 {
        elements.push(pairing(&g1(&mut rng), &g2(&mut rng)));
        elements.push(Gt::random(&mut rng));
    }
    for e in &elements {
        let bytes = e.to_bytes();
        let mut want = [0u8; 576];
        let f = bl::fp12(e.as_fp12());
        // SAFETY: writes 576 bytes into a valid array from an initialised field element.
        unsafe { blst::blst_bendian_from_fp12(want.as_mut_ptr(), &f) };
        assert_eq!(bytes, want);
        assert_eq!(Gt::from_bytes(&bytes).unwrap(), *e);
        // Each coefficient replaced by itself + p (the same element, not canonically written)
        // or by p.
        for k in 0..12 {
            let x = num_bigint::BigUint::from_bytes_be(&bytes[48 * k..48 * (k + 1)]);
            for v in [&x + common::p(), common::p()] {
                let mut b = bytes;
                b[48 * k..48 * (k + 1)].copy_from_slice(&common::be::<48>(&v));
                assert!(bool::from(Gt::from_bytes(&b).is_none()), "coefficient {k}");
            }
        }
    }
    // Outside Gt: zero, −1, random Fp12 elements, cyclotomic elements of other orders.
    let mut outside = vec![Fp12::ZERO, -Fp12::ONE];
    for _ in 0..6 {
        outside.push(Fp12::random(&mut rng));
        outside.push(cyclotomic_not_gt(&mut rng));
    }
    for f in outside {
        let b = Gt::from_fp12_unchecked(f).to_bytes();
        assert!(bool::from(Gt::from_bytes(&b).is_none()), "{f:?}");
    }
    // Arbitrary bytes: rejected (overwhelmingly likely), never a panic.
    for _ in 0..20 {
        let b: [u8; 576] = common::bytes(&mut rng);
        assert!(bool::from(Gt::from_bytes(&b).is_none()));
    }
}
