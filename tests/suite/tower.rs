//! Fp2, Fp6 and Fp12 against blst (`blst_fp2_*`, `blst_fp12_*`: same Montgomery limbs, compared
//! limb for limb), bls12_381 (Fp2 square roots and signs), num-bigint (encodings, sgn0) and
//! reference formulas (schoolbook products, powering by p and |z|), through the public API on
//! every backend this machine can run.
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use crate::common;

use bls381::backend::{self, Backend};
use bls381::field::{Fp, Fp12, Fp2, Fp6};
use common::*;
use num_bigint::BigUint;
use rand::rngs::StdRng;
use subtle::{ConditionallySelectable, ConstantTimeEq};

const N: usize = 10_000;

/// |z| for z = −0xd201000000010000.
const Z_ABS: u64 = 0xd201_0000_0001_0000;

/// p as little-endian limbs (the Frobenius exponent).
const P_LIMBS: [u64; 6] = [
    0xb9fe_ffff_ffff_aaab,
    0x1eab_fffe_b153_ffff,
    0x6730_d2a0_f6b0_f624,
    0x6477_4b84_f385_12bf,
    0x4b1b_a7b6_434b_acd7,
    0x1a01_11ea_397f_e69a,
];

/// Runs `f` once per backend this machine can execute (the assembly, if built and supported,
/// and always the portable fallback). All backends give bit-identical results, so tests running
/// concurrently are unaffected by the switch.
fn on_every_backend(mut f: impl FnMut(Backend)) {
    let initial = backend::selected();
    for b in [Backend::X86_64Adx, Backend::Aarch64, Backend::Portable] {
        if b.is_available() {
            backend::force(b).unwrap();
            f(b);
        }
    }
    backend::force(initial).unwrap();
}

// ------------------------------------------------------------------ blst views

mod bl {
    use bls381::field::{Fp, Fp12, Fp2, Fp6};
    use blst::*;

    pub fn fp(x: &Fp) -> blst_fp {
        blst_fp {
            l: x.to_raw_montgomery(),
        }
    }
    pub fn fp2(x: &Fp2) -> blst_fp2 {
        blst_fp2 {
            fp: [fp(&x.c0), fp(&x.c1)],
        }
    }
    pub fn fp6(x: &Fp6) -> blst_fp6 {
        blst_fp6 {
            fp2: [fp2(&x.c0), fp2(&x.c1), fp2(&x.c2)],
        }
    }
    pub fn fp12(x: &Fp12) -> blst_fp12 {
        blst_fp12 {
            fp6: [fp6(&x.c0), fp6(&x.c1)],
        }
    }
    pub fn to_fp(x: &blst_fp) -> Fp {
        Fp::from_raw_unchecked(x.l)
    }
    pub fn to_fp2(x: &blst_fp2) -> Fp2 {
        Fp2::new(to_fp(&x.fp[0]), to_fp(&x.fp[1]))
    }
    pub fn to_fp6(x: &blst_fp6) -> Fp6 {
        Fp6::new(to_fp2(&x.fp2[0]), to_fp2(&x.fp2[1]), to_fp2(&x.fp2[2]))
    }
    pub fn to_fp12(x: &blst_fp12) -> Fp12 {
        Fp12::new(to_fp6(&x.fp6[0]), to_fp6(&x.fp6[1]))
    }

    macro_rules! binary {
        ($name:ident, $f:ident, $t:ident, $from:ident, $to:ident) => {
            pub fn $name(a: &$t, b: &$t) -> $t {
                let mut out = Default::default();
                // SAFETY: valid pointers to initialised blst values; blst writes one output.
                unsafe { $f(&mut out, &$from(a), &$from(b)) };
                $to(&out)
            }
        };
    }
    macro_rules! unary {
        ($name:ident, $f:ident, $t:ident, $from:ident, $to:ident) => {
            pub fn $name(a: &$t) -> $t {
                let mut out = Default::default();
                // SAFETY: valid pointers to an initialised blst value and an output slot.
                unsafe { $f(&mut out, &$from(a)) };
                $to(&out)
            }
        };
    }
    binary!(fp2_add, blst_fp2_add, Fp2, fp2, to_fp2);
    binary!(fp2_sub, blst_fp2_sub, Fp2, fp2, to_fp2);
    binary!(fp2_mul, blst_fp2_mul, Fp2, fp2, to_fp2);
    unary!(fp2_sqr, blst_fp2_sqr, Fp2, fp2, to_fp2);
    unary!(fp2_inverse, blst_fp2_inverse, Fp2, fp2, to_fp2);
    binary!(fp12_mul, blst_fp12_mul, Fp12, fp12, to_fp12);
    unary!(fp12_sqr, blst_fp12_sqr, Fp12, fp12, to_fp12);
    unary!(fp12_inverse, blst_fp12_inverse, Fp12, fp12, to_fp12);
    unary!(
        fp12_cyclotomic_sqr,
        blst_fp12_cyclotomic_sqr,
        Fp12,
        fp12,
        to_fp12
    );

    pub fn fp2_cneg(a: &Fp2, flag: bool) -> Fp2 {
        let mut out = blst_fp2::default();
        // SAFETY: as above.
        unsafe { blst_fp2_cneg(&mut out, &fp2(a), flag) };
        to_fp2(&out)
    }
    pub fn fp2_sqrt(a: &Fp2) -> Option<Fp2> {
        let mut out = blst_fp2::default();
        // SAFETY: as above.
        let ok = unsafe { blst_fp2_sqrt(&mut out, &fp2(a)) };
        ok.then(|| to_fp2(&out))
    }
    pub fn fp2_is_square(a: &Fp2) -> bool {
        // SAFETY: reads one initialised blst_fp2.
        unsafe { blst_fp2_is_square(&fp2(a)) }
    }
    pub fn fp12_conjugate(a: &Fp12) -> Fp12 {
        let mut x = fp12(a);
        // SAFETY: conjugates an initialised blst_fp12 in place.
        unsafe { blst_fp12_conjugate(&mut x) };
        to_fp12(&x)
    }
    pub fn fp12_frobenius_map(a: &Fp12, n: usize) -> Fp12 {
        let mut out = blst_fp12::default();
        // SAFETY: as above; blst requires 1 <= n <= 3, which the callers keep.
        unsafe { blst_fp12_frobenius_map(&mut out, &fp12(a), n) };
        to_fp12(&out)
    }
    /// blst's line product: the Fp6 argument holds the coefficients at indices 0, 1, 4.
    pub fn fp12_mul_by_xy00z0(a: &Fp12, c0: &Fp2, c1: &Fp2, c4: &Fp2) -> Fp12 {
        let mut out = blst_fp12::default();
        let line = blst_fp6 {
            fp2: [fp2(c0), fp2(c1), fp2(c4)],
        };
        // SAFETY: as above.
        unsafe { blst_fp12_mul_by_xy00z0(&mut out, &fp12(a), &line) };
        to_fp12(&out)
    }
}

/// bls12_381's Fp2 and Fp, whose types are unnamed but reachable through `MapToCurve`.
mod zk {
    use bls12_381::hash_to_curve::MapToCurve;
    use bls381::field::{Fp, Fp2};

    pub type ZkFp = <bls12_381::G1Projective as MapToCurve>::Field;
    pub type ZkFp2 = <bls12_381::G2Projective as MapToCurve>::Field;

    pub fn fp2(x: &Fp2) -> ZkFp2 {
        ZkFp2 {
            c0: ZkFp::from_bytes(&x.c0.to_bytes()).unwrap(),
            c1: ZkFp::from_bytes(&x.c1.to_bytes()).unwrap(),
        }
    }
    pub fn to_fp2(x: &ZkFp2) -> Fp2 {
        Fp2::new(
            Fp::from_bytes(&x.c0.to_bytes()).unwrap(),
            Fp::from_bytes(&x.c1.to_bytes()).unwrap(),
        )
    }
}

// ------------------------------------------------------------------ inputs

fn fp_of(x: &BigUint) -> Fp {
    Fp::from_bytes(&be::<48>(x)).unwrap()
}
fn fp_big(x: &Fp) -> BigUint {
    BigUint::from_bytes_be(&x.to_bytes())
}

/// Random Fp2 elements after edge cases built from Fp's edge values (0, 1, p − 1, powers of
/// two, …) in either or both coefficients.
fn fp2_inputs(rng: &mut StdRng, n: usize) -> Vec<Fp2> {
    let p = p();
    let edges: Vec<Fp> = edges(&p).iter().step_by(7).map(fp_of).collect();
    let mut v = Vec::new();
    for (i, a) in edges.iter().enumerate() {
        let b = edges[(i * 5 + 3) % edges.len()];
        v.push(Fp2::new(*a, Fp::zero()));
        v.push(Fp2::new(Fp::zero(), *a));
        v.push(Fp2::new(*a, b));
    }
    for _ in 0..n {
        v.push(Fp2::random(&mut *rng));
    }
    v
}

/// Random elements of the cyclotomic subgroup: `f^((p⁶ − 1)(p² + 1))`.
fn cyclotomic(rng: &mut StdRng) -> Fp12 {
    let f = Fp12::random(&mut *rng);
    let t = f.conjugate() * f.invert().unwrap();
    t.frobenius_map_n(2) * t
}

// ------------------------------------------------------------------ references

/// Schoolbook Fp6 product over Fp2 (v³ = ξ).
fn fp6_schoolbook(a: &Fp6, b: &Fp6) -> Fp6 {
    let (a, b) = ([a.c0, a.c1, a.c2], [b.c0, b.c1, b.c2]);
    let mut c = [Fp2::zero(); 5];
    for i in 0..3 {
        for j in 0..3 {
            c[i + j] += a[i] * b[j];
        }
    }
    Fp6::new(
        c[0] + c[3].mul_by_nonresidue(),
        c[1] + c[4].mul_by_nonresidue(),
        c[2],
    )
}

/// Schoolbook Fp12 product over Fp6 (w² = v).
fn fp12_schoolbook(a: &Fp12, b: &Fp12) -> Fp12 {
    let c0 = fp6_schoolbook(&a.c0, &b.c0) + fp6_schoolbook(&a.c1, &b.c1).mul_by_nonresidue();
    let c1 = fp6_schoolbook(&a.c0, &b.c1) + fp6_schoolbook(&a.c1, &b.c0);
    Fp12::new(c0, c1)
}

/// The dense element with the given coefficients at basis indices 0..5
/// (c0.c0, c0.c1, c0.c2, c1.c0, c1.c1, c1.c2).
fn dense(c: [Fp2; 6]) -> Fp12 {
    Fp12::new(Fp6::new(c[0], c[1], c[2]), Fp6::new(c[3], c[4], c[5]))
}

// ------------------------------------------------------------------ Fp2

#[test]
fn fp2_arithmetic_against_blst() {
    let mut rng = rng("fp2_arithmetic_against_blst");
    let xs = fp2_inputs(&mut rng, N);
    on_every_backend(|b| {
        for (i, a) in xs.iter().enumerate() {
            let c = xs[(i * 7 + 1) % xs.len()];
            let ctx = format!("{b:?}: a = {a:?}, c = {c:?}");
            assert_eq!(a + c, bl::fp2_add(a, &c), "add {ctx}");
            assert_eq!(a - c, bl::fp2_sub(a, &c), "sub {ctx}");
            assert_eq!(a * c, bl::fp2_mul(a, &c), "mul {ctx}");
            assert_eq!(a.square(), bl::fp2_sqr(a), "square {ctx}");
            assert_eq!(-a, bl::fp2_cneg(a, true), "neg {ctx}");
            assert_eq!(a.double(), bl::fp2_add(a, a), "double {ctx}");
            assert_eq!(a.conjugate(), Fp2::new(a.c0, -a.c1), "conjugate {ctx}");
            assert_eq!(a.frobenius_map(), a.conjugate(), "frobenius {ctx}");
            let xi = Fp2::new(Fp::one(), Fp::one());
            assert_eq!(
                a.mul_by_nonresidue(),
                bl::fp2_mul(a, &xi),
                "mul_by_nonresidue {ctx}"
            );
            assert_eq!(
                a.mul_by_fp(&c.c0),
                bl::fp2_mul(a, &Fp2::from(c.c0)),
                "mul_by_fp {ctx}"
            );
            let inv = a.invert();
            assert_eq!(
                bool::from(inv.is_some()),
                !bool::from(a.is_zero()),
                "invert {ctx}"
            );
            if let Some(inv) = Option::<Fp2>::from(inv) {
                assert_eq!(inv, bl::fp2_inverse(a), "invert {ctx}");
            }
            assert_eq!(
                bool::from(a.is_square()),
                bl::fp2_is_square(a),
                "is_square {ctx}"
            );
        }
    });
}

/// `Field::mul_add_mul` and `mul_sub_mul` on Fp2 (two products summed before one reduction)
/// against the two products reduced apart, on every backend.
#[test]
fn fp2_sums_of_two_products_against_separate_products() {
    use bls381::field::Field;
    let mut rng = rng("fp2_sums_of_two_products_against_separate_products");
    let xs = fp2_inputs(&mut rng, N / 4);
    on_every_backend(|bk| {
        for (i, a) in xs.iter().enumerate() {
            let [b, c, d] = [3, 5, 11].map(|k| xs[(i * k + 1) % xs.len()]);
            let ctx = format!("{bk:?}: {a:?} {b:?} {c:?} {d:?}");
            assert_eq!(a.mul_add_mul(&b, &c, &d), a * b + c * d, "add {ctx}");
            assert_eq!(a.mul_sub_mul(&b, &c, &d), a * b - c * d, "sub {ctx}");
            assert_eq!(a.mul_sub_mul(&b, a, &b), Fp2::zero(), "self {ctx}");
        }
    });
}

#[test]
fn fp2_sqrt_roots_against_bls12_381_and_blst() {
    let mut rng = rng("fp2_sqrt_is_bls12_381s_root");
    let mut xs = fp2_inputs(&mut rng, N);
    // Squares, including squares of elements of Fp and of u·Fp: their square roots take the
    // α = −1 branch of Algorithm 9 (an Fp non-square is an Fp2 square).
    for i in 0..N / 4 {
        let x = Fp2::random(&mut rng);
        xs.push(x.square());
        xs.push(Fp2::new(x.c0, Fp::zero()).square());
        xs.push(Fp2::new(Fp::zero(), x.c1).square());
        xs.push(Fp2::new(x.c0, Fp::zero()) * if i % 2 == 0 { Fp2::one() } else { -Fp2::one() });
    }
    let mut squares = 0;
    for a in &xs {
        let ours = Option::<Fp2>::from(a.sqrt_as_bls12_381());
        let theirs = Option::from(zk::fp2(a).sqrt()).map(|r| zk::to_fp2(&r));
        assert_eq!(ours, theirs, "sqrt_as_bls12_381 {a:?}");
        // The norm method's root: the same up to sign, and the same existence.
        let fast = Option::<Fp2>::from(a.sqrt());
        assert_eq!(fast.is_some(), ours.is_some(), "sqrt existence {a:?}");
        if let (Some(f), Some(o)) = (fast, ours) {
            assert!(f == o || f == -o, "sqrt {a:?}");
        }
        assert_eq!(
            ours.is_some(),
            bl::fp2_sqrt(a).is_some(),
            "sqrt existence vs blst {a:?}"
        );
        assert_eq!(ours.is_some(), bool::from(a.is_square()), "is_square {a:?}");
        if let Some(r) = ours {
            assert_eq!(r.square(), *a);
            squares += 1;
        }
    }
    assert!(
        squares > xs.len() / 2,
        "too few squares exercised: {squares}"
    );
}

#[test]
fn fp2_signs_against_bls12_381_and_rfc9380() {
    let mut rng = rng("fp2_signs_against_bls12_381_and_rfc9380");
    let p = p();
    for a in fp2_inputs(&mut rng, N) {
        let largest = bool::from(zk::fp2(&a).lexicographically_largest());
        assert_eq!(bool::from(a.lexicographically_largest()), largest, "{a:?}");
        // RFC 9380 §4.1, sgn0 for m = 2, on the canonical integers.
        let (x0, x1) = (fp_big(&a.c0), fp_big(&a.c1));
        let zero = BigUint::from(0u8);
        let sign0 = x0.bit(0);
        let want = sign0 || (x0 == zero && x1.bit(0));
        assert_eq!(bool::from(a.sgn0()), want, "sgn0 {a:?}");
        assert!(x0 < p && x1 < p);
    }
}

#[test]
fn fp2_encoding_round_trips_and_rejects_non_canonical() {
    let mut rng = rng("fp2_encoding_round_trips_and_rejects_non_canonical");
    let p = p();
    for a in fp2_inputs(&mut rng, N) {
        let bytes = a.to_bytes();
        assert_eq!(bytes[..48], a.c1.to_bytes(), "c1 first");
        assert_eq!(bytes[48..], a.c0.to_bytes());
        assert_eq!(Fp2::from_bytes(&bytes).unwrap(), a);
    }
    let top = (BigUint::from(1u8) << 384u32) - 1u8;
    let mut bad = vec![p.clone(), &p + 1u8, top.clone(), &p * 2u8];
    for _ in 0..1000 {
        bad.push(&p + below(&mut rng, &(&top - &p + 1u8)));
    }
    for (i, x) in bad.iter().enumerate() {
        let good = below(&mut rng, &p);
        let mut b = [0u8; 96];
        // Non-canonical c1, c0, or both.
        match i % 3 {
            0 => {
                b[..48].copy_from_slice(&be::<48>(x));
                b[48..].copy_from_slice(&be::<48>(&good));
            }
            1 => {
                b[..48].copy_from_slice(&be::<48>(&good));
                b[48..].copy_from_slice(&be::<48>(x));
            }
            _ => {
                b[..48].copy_from_slice(&be::<48>(x));
                b[48..].copy_from_slice(&be::<48>(x));
            }
        }
        assert!(
            bool::from(Fp2::from_bytes(&b).is_none()),
            "accepted {x:x} in case {}",
            i % 3
        );
    }
}

#[test]
fn fp2_field_laws_batch_inversion_and_formatting() {
    let mut rng = rng("fp2_field_laws_batch_inversion_and_formatting");
    for _ in 0..N {
        let (a, b, c) = (
            Fp2::random(&mut rng),
            Fp2::random(&mut rng),
            Fp2::random(&mut rng),
        );
        assert_eq!((a + b) * c, a * c + b * c);
        assert_eq!((a * b) * c, a * (b * c));
        assert_eq!(a * b, b * a);
        assert_eq!(a - a, Fp2::ZERO);
        assert_eq!(a + (-a), Fp2::zero());
        assert_eq!(a * Fp2::ONE, a);
        assert_eq!(a * a.invert().unwrap(), Fp2::one());
        assert_eq!(a.pow_vartime(&[3]), a * a * a);
        assert!(bool::from(a.ct_eq(&a)));
        assert_eq!(Fp2::conditional_select(&a, &b, 0.into()), a);
        assert_eq!(Fp2::conditional_select(&a, &b, 1.into()), b);
    }
    assert!(bool::from(Fp2::ZERO.invert().is_none()));
    assert_eq!(Fp2::default(), Fp2::ZERO);
    let mut v: Vec<Fp2> = (0..100).map(|_| Fp2::random(&mut rng)).collect();
    v[3] = Fp2::zero();
    v[99] = Fp2::zero();
    let orig = v.clone();
    assert!(!bool::from(Fp2::batch_invert(&mut v)));
    for (x, y) in orig.iter().zip(&v) {
        if bool::from(x.is_zero()) {
            assert!(bool::from(y.is_zero()));
        } else {
            assert_eq!(x * y, Fp2::one());
        }
    }
    let u = Fp2::new(Fp::zero(), Fp::one());
    let hex = |x: u8| format!("0x{}{x}", "0".repeat(95));
    assert_eq!(format!("{u:?}"), format!("{} + {}*u", hex(0), hex(1)));
    let a = Fp2::random(&mut rng);
    assert_eq!(
        format!("{a:?}"),
        format!("{:?}", zk::fp2(&a)),
        "Debug as bls12_381"
    );
}

// ------------------------------------------------------------------ Fp6

#[test]
fn fp6_against_schoolbook_and_powering() {
    let mut rng = rng("fp6_against_schoolbook_and_powering");
    on_every_backend(|backend| {
        for i in 0..N {
            let (a, b) = (Fp6::random(&mut rng), Fp6::random(&mut rng));
            let ctx = format!("{backend:?}: a = {a:?}, b = {b:?}");
            assert_eq!(a * b, fp6_schoolbook(&a, &b), "mul {ctx}");
            assert_eq!(a.square(), fp6_schoolbook(&a, &a), "square {ctx}");
            let v = Fp6::new(Fp2::zero(), Fp2::one(), Fp2::zero());
            assert_eq!(a.mul_by_nonresidue(), a * v, "mul_by_nonresidue {ctx}");
            assert_eq!(
                a.mul_by_1(&b.c1),
                a * Fp6::new(Fp2::zero(), b.c1, Fp2::zero()),
                "mul_by_1 {ctx}"
            );
            assert_eq!(
                a.mul_by_01(&b.c0, &b.c1),
                a * Fp6::new(b.c0, b.c1, Fp2::zero()),
                "mul_by_01 {ctx}"
            );
            assert_eq!(a * a.invert().unwrap(), Fp6::one(), "invert {ctx}");
            assert_eq!(a + b - b, a);
            assert_eq!(a.double(), a + a);
            assert_eq!(-a + a, Fp6::zero());
            if i % 500 == 0 {
                assert_eq!(
                    a.frobenius_map(),
                    a.pow_vartime(&P_LIMBS),
                    "frobenius {ctx}"
                );
            }
        }
    });
    assert!(bool::from(Fp6::zero().invert().is_none()));
    assert!(bool::from(Fp6::ZERO.is_zero()) && !bool::from(Fp6::ONE.is_zero()));
    let a = Fp6::random(&mut rng);
    assert_eq!(
        format!("{a:?}"),
        format!("{:?} + ({:?})*v + ({:?})*v^2", a.c0, a.c1, a.c2)
    );
    assert_eq!(Fp6::default(), Fp6::ZERO);
}

// ------------------------------------------------------------------ Fp12

#[test]
fn fp12_arithmetic_against_blst() {
    let mut rng = rng("fp12_arithmetic_against_blst");
    on_every_backend(|backend| {
        for _ in 0..N {
            let (a, b) = (Fp12::random(&mut rng), Fp12::random(&mut rng));
            let ctx = format!("{backend:?}: a = {a:?}, b = {b:?}");
            assert_eq!(a * b, bl::fp12_mul(&a, &b), "mul {ctx}");
            assert_eq!(a.square(), bl::fp12_sqr(&a), "square {ctx}");
            assert_eq!(a.invert().unwrap(), bl::fp12_inverse(&a), "invert {ctx}");
            assert_eq!(a.conjugate(), bl::fp12_conjugate(&a), "conjugate {ctx}");
            for n in 1..=3 {
                assert_eq!(
                    a.frobenius_map_n(n),
                    bl::fp12_frobenius_map(&a, n),
                    "frobenius^{n} {ctx}"
                );
            }
            assert_eq!(
                a.frobenius_map(),
                bl::fp12_frobenius_map(&a, 1),
                "frobenius {ctx}"
            );
            let (c0, c1, c4) = (b.c0.c0, b.c0.c1, b.c1.c1);
            assert_eq!(
                a.mul_by_014(&c0, &c1, &c4),
                bl::fp12_mul_by_xy00z0(&a, &c0, &c1, &c4),
                "mul_by_014 {ctx}"
            );
        }
    });
}

#[test]
fn fp12_against_schoolbook_and_field_laws() {
    let mut rng = rng("fp12_against_schoolbook_and_field_laws");
    for _ in 0..N / 10 {
        let (a, b, c) = (
            Fp12::random(&mut rng),
            Fp12::random(&mut rng),
            Fp12::random(&mut rng),
        );
        assert_eq!(a * b, fp12_schoolbook(&a, &b));
        assert_eq!((a + b) * c, a * c + b * c);
        assert_eq!((a * b) * c, a * (b * c));
        assert_eq!(a - b, a + (-b));
        assert_eq!(a.double(), a + a);
        assert_eq!(a * a.invert().unwrap(), Fp12::ONE);
        assert_eq!(a.pow_vartime(&[5]), a.square().square() * a);
        assert!(bool::from(a.ct_eq(&a)) && a != b);
        assert_eq!(Fp12::conditional_select(&a, &b, 1.into()), b);
    }
    assert!(bool::from(Fp12::ZERO.invert().is_none()));
    assert!(bool::from(Fp12::zero().is_zero()));
    assert_eq!(Fp12::default(), Fp12::zero());
    assert_eq!(Fp12::one(), Fp12::from(Fp::one()));
    let a = Fp12::random(&mut rng);
    assert_eq!(format!("{a:?}"), format!("{:?} + ({:?})*w", a.c0, a.c1));
}

#[test]
fn frobenius_is_powering_by_p() {
    let mut rng = rng("frobenius_is_powering_by_p");
    for _ in 0..10 {
        let a = Fp12::random(&mut rng);
        let ap = a.pow_vartime(&P_LIMBS);
        assert_eq!(a.frobenius_map(), ap);
        let x = Fp2::random(&mut rng);
        assert_eq!(x.frobenius_map(), x.pow_vartime(&P_LIMBS));
        // Frobenius^n is n Frobenius maps, for every n (including past the order, 12).
        let mut f = a;
        for n in 0..=26 {
            assert_eq!(a.frobenius_map_n(n), f, "frobenius^{n}");
            f = f.frobenius_map();
        }
        assert_eq!(a.frobenius_map_n(6), a.conjugate());
        assert_eq!(a.frobenius_map_n(12), a);
    }
}

#[test]
fn sparse_products_equal_dense_products() {
    let mut rng = rng("sparse_products_equal_dense_products");
    let z = Fp2::zero();
    on_every_backend(|backend| {
        for _ in 0..N {
            let f = Fp12::random(&mut rng);
            let [c0, c1, c4, d0, d1, d4] = core::array::from_fn(|_| Fp2::random(&mut rng));
            let l1 = dense([c0, c1, z, z, c4, z]);
            let l2 = dense([d0, d1, z, z, d4, z]);
            assert_eq!(
                f.mul_by_014(&c0, &c1, &c4),
                f * l1,
                "{backend:?} mul_by_014"
            );
            let ll = Fp12::mul_014_by_014(&c0, &c1, &c4, &d0, &d1, &d4);
            let prod = l1 * l2;
            assert_eq!(
                dense([ll[0], ll[1], ll[2], z, ll[3], ll[4]]),
                prod,
                "{backend:?} 014 x 014"
            );
            assert!(
                bool::from(prod.c1.c0.is_zero()),
                "a product of lines has no w term"
            );
            assert_eq!(f.mul_by_01245(&ll), f * prod, "{backend:?} mul_by_01245");
            // Any element with a zero w coefficient, not only line products.
            let [e0, e1, e2, e4, e5] = core::array::from_fn(|_| Fp2::random(&mut rng));
            assert_eq!(
                f.mul_by_01245(&[e0, e1, e2, e4, e5]),
                f * dense([e0, e1, e2, z, e4, e5])
            );
        }
    });
}

// ------------------------------------------------------------------ cyclotomic subgroup

#[test]
fn cyclotomic_squarings_equal_squaring_and_blst() {
    let mut rng = rng("cyclotomic_squarings_equal_squaring_and_blst");
    on_every_backend(|backend| {
        for i in 0..N / 10 {
            let f = cyclotomic(&mut rng);
            // In the subgroup: f^(p⁴ − p² + 1) = 1, i.e. f^(p⁴)·f = f^(p²).
            assert_eq!(f.frobenius_map_n(4) * f, f.frobenius_map_n(2));
            let s = f.cyclotomic_square();
            assert_eq!(s, f.square(), "{backend:?} {f:?}");
            assert_eq!(s, bl::fp12_cyclotomic_sqr(&f), "{backend:?} vs blst {f:?}");
            let n = i % 40;
            let mut want = f;
            for _ in 0..n {
                want = want.square();
            }
            assert_eq!(f.cyclotomic_square_n(n), want, "{backend:?} 2^{n}");
        }
    });
    let f = cyclotomic(&mut rng);
    for n in [63, 64, 100] {
        let mut want = f;
        for _ in 0..n {
            want = want.cyclotomic_square();
        }
        assert_eq!(f.cyclotomic_square_n(n), want, "2^{n}");
    }
}

#[test]
fn exp_by_z_is_powering_by_z() {
    let mut rng = rng("exp_by_z_is_powering_by_z");
    on_every_backend(|backend| {
        for _ in 0..200 {
            let f = cyclotomic(&mut rng);
            let want = f.pow_vartime(&[Z_ABS]).conjugate();
            assert_eq!(f.cyclotomic_exp_by_z(), want, "{backend:?} {f:?}");
            // z is negative: f^z · f^|z| = 1 on the subgroup.
            assert_eq!(want * f.pow_vartime(&[Z_ABS]), Fp12::one());
        }
    });
    assert_eq!(Fp12::one().cyclotomic_exp_by_z(), Fp12::one());
}
