//! Fp and Fr (Scalar) against num-bigint, blst (`blst_fp_*`) and bls12_381 (`Scalar`), on random
//! inputs and edge cases, through the dispatched (public) API.
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use crate::common;

use bls381::field::{Field, Fp, Fr};
use common::*;
use num_bigint::BigUint;
use rand::Rng;
use subtle::ConstantTimeEq;

const N: usize = 100_000;

fn fp(x: &BigUint) -> Fp {
    Fp::from_bytes(&be::<48>(x)).unwrap()
}
fn fp_big(x: &Fp) -> BigUint {
    BigUint::from_bytes_be(&x.to_bytes())
}

fn fp_inputs(rng: &mut rand::rngs::StdRng, n: usize) -> Vec<BigUint> {
    let p = p();
    let mut v = edges(&p);
    for _ in 0..n {
        v.push(below(rng, &p));
    }
    v
}

/// blst's view of a field element, for differential checks.
mod blst_fp {
    use blst::*;

    pub fn from_be(b: &[u8; 48]) -> blst_fp {
        let mut out = blst_fp::default();
        // SAFETY: blst reads 48 bytes from a valid array and writes one blst_fp.
        unsafe { blst_fp_from_bendian(&mut out, b.as_ptr()) };
        out
    }
    pub fn to_be(a: &blst_fp) -> [u8; 48] {
        let mut out = [0u8; 48];
        // SAFETY: writes 48 bytes into a valid array.
        unsafe { blst_bendian_from_fp(out.as_mut_ptr(), a) };
        out
    }
    pub fn mul(a: &blst_fp, b: &blst_fp) -> blst_fp {
        let mut out = blst_fp::default();
        // SAFETY: valid pointers to initialised field elements.
        unsafe { blst_fp_mul(&mut out, a, b) };
        out
    }
    pub fn sqr(a: &blst_fp) -> blst_fp {
        let mut out = blst_fp::default();
        // SAFETY: as above.
        unsafe { blst_fp_sqr(&mut out, a) };
        out
    }
    pub fn add(a: &blst_fp, b: &blst_fp) -> blst_fp {
        let mut out = blst_fp::default();
        // SAFETY: as above.
        unsafe { blst_fp_add(&mut out, a, b) };
        out
    }
    pub fn sub(a: &blst_fp, b: &blst_fp) -> blst_fp {
        let mut out = blst_fp::default();
        // SAFETY: as above.
        unsafe { blst_fp_sub(&mut out, a, b) };
        out
    }
    pub fn inverse(a: &blst_fp) -> blst_fp {
        let mut out = blst_fp::default();
        // SAFETY: as above.
        unsafe { blst_fp_inverse(&mut out, a) };
        out
    }
    pub fn sqrt(a: &blst_fp) -> Option<blst_fp> {
        let mut out = blst_fp::default();
        // SAFETY: as above.
        let ok = unsafe { blst_fp_sqrt(&mut out, a) };
        ok.then_some(out)
    }
}

#[test]
fn fp_arithmetic_against_bigint_and_blst() {
    let mut rng = rng("fp_arithmetic_against_bigint_and_blst");
    let p = p();
    let xs = fp_inputs(&mut rng, N);
    for (i, x) in xs.iter().enumerate() {
        let y = if i % 3 == 0 {
            xs[(i * 7 + 1) % xs.len()].clone()
        } else {
            below(&mut rng, &p)
        };
        let (a, b) = (fp(x), fp(&y));
        let (ba, bb) = (blst_fp::from_be(&be(x)), blst_fp::from_be(&be(&y)));
        let ctx = format!("x = {x:x}, y = {y:x}");

        let prod = a * b;
        assert_eq!(fp_big(&prod), (x * &y) % &p, "mul {ctx}");
        assert_eq!(
            prod.to_bytes(),
            blst_fp::to_be(&blst_fp::mul(&ba, &bb)),
            "mul vs blst {ctx}"
        );
        let sq = a.square();
        assert_eq!(fp_big(&sq), (x * x) % &p, "square {ctx}");
        assert_eq!(
            sq.to_bytes(),
            blst_fp::to_be(&blst_fp::sqr(&ba)),
            "square vs blst {ctx}"
        );
        let sum = a + b;
        assert_eq!(fp_big(&sum), (x + &y) % &p, "add {ctx}");
        assert_eq!(
            sum.to_bytes(),
            blst_fp::to_be(&blst_fp::add(&ba, &bb)),
            "add vs blst {ctx}"
        );
        let diff = a - b;
        assert_eq!(fp_big(&diff), (x + &p - &y) % &p, "sub {ctx}");
        assert_eq!(
            diff.to_bytes(),
            blst_fp::to_be(&blst_fp::sub(&ba, &bb)),
            "sub vs blst {ctx}"
        );
        assert_eq!(fp_big(&-a), (&p - x) % &p, "neg {ctx}");
        assert_eq!(fp_big(&a.double()), (x * 2u8) % &p, "double {ctx}");
    }
}

#[test]
fn fp_invert_against_bigint_and_blst() {
    let mut rng = rng("fp_invert_against_bigint_and_blst");
    let p = p();
    for x in fp_inputs(&mut rng, 20_000) {
        let a = fp(&x);
        let inv = a.invert();
        if x == BigUint::from(0u8) {
            assert!(bool::from(inv.is_none()));
            assert!(bool::from(a.invert_fermat().is_none()));
            continue;
        }
        let inv = inv.unwrap();
        assert_eq!(fp_big(&inv), x.modpow(&(&p - 2u8), &p), "invert {x:x}");
        assert_eq!(
            inv.to_bytes(),
            blst_fp::to_be(&blst_fp::inverse(&blst_fp::from_be(&be(&x))))
        );
        assert_eq!(inv, a.invert_fermat().unwrap(), "fermat {x:x}");
    }
}

/// blst's Fr, for the inversion check.
mod blst_fr {
    use blst::*;

    /// x^-1 (0 for 0) through blst_fr_inverse, little-endian bytes in and out.
    pub fn inverse_le(x: &[u8; 32]) -> [u8; 32] {
        let (mut s, mut f, mut out) = (blst_scalar::default(), blst_fr::default(), [0u8; 32]);
        // SAFETY: blst reads and writes the 32-byte arrays and the initialised values above.
        unsafe {
            blst_scalar_from_lendian(&mut s, x.as_ptr());
            blst_fr_from_scalar(&mut f, &s);
            let a = f;
            blst_fr_inverse(&mut f, &a);
            blst_scalar_from_fr(&mut s, &f);
            blst_lendian_from_scalar(out.as_mut_ptr(), &s);
        }
        out
    }
}

/// Fp and Fr inversion on every backend this machine runs (the portable one and the assembly
/// one), 100 000 random inputs each plus the edge cases (0, 1, m - 1, 2^k, 2^k - 1, m - 2^k):
/// against blst's inverse and, through num-bigint, x * x^-1 = 1.
#[test]
fn invert_every_backend_against_bigint_and_blst() {
    use bls381::backend::{force, selected, Backend};
    let mut rng = rng("invert_every_backend_against_bigint_and_blst");
    let (p, r) = (p(), r());
    let with_sub = |m: &BigUint, mut v: Vec<BigUint>| {
        for k in 0..m.bits() - 1 {
            v.push(m - (BigUint::from(1u8) << k));
        }
        v
    };
    let mut xs = with_sub(&p, edges(&p));
    let mut ys = with_sub(&r, edges(&r));
    for _ in 0..N {
        xs.push(below(&mut rng, &p));
        ys.push(below(&mut rng, &r));
    }
    let before = selected();
    let mut backends = vec![Backend::Portable];
    if bls381::backend::NATIVE != Backend::Portable && bls381::backend::NATIVE.is_available() {
        backends.push(bls381::backend::NATIVE);
    }
    for b in backends {
        force(b).unwrap();
        for x in &xs {
            let inv = fp(x).invert();
            let want = blst_fp::to_be(&blst_fp::inverse(&blst_fp::from_be(&be(x))));
            let got = inv.map(|i| i.to_bytes()).unwrap_or([0; 48]);
            assert_eq!(got, want, "{} Fp invert {x:x}", b.name());
            let one = u8::from(*x != BigUint::from(0u8));
            assert_eq!(x * BigUint::from_bytes_be(&got) % &p, BigUint::from(one));
        }
        for y in &ys {
            let inv = fr(y).invert();
            let want = blst_fr::inverse_le(&le(y));
            let got = inv.map(|i| i.to_bytes()).unwrap_or([0; 32]);
            assert_eq!(got, want, "{} Fr invert {y:x}", b.name());
            let one = u8::from(*y != BigUint::from(0u8));
            assert_eq!(y * BigUint::from_bytes_le(&got) % &r, BigUint::from(one));
        }
    }
    force(before).unwrap();
}

/// The sums and differences of two products reduced once (`Field::mul_add_mul`,
/// `mul_sub_mul`) on every backend: all quadruples of edge values (the largest double-width
/// sums and every borrow), then random ones.
#[test]
fn fp_sums_of_two_products_against_bigint() {
    use bls381::backend::{force, selected, Backend};
    let mut rng = rng("fp_sums_of_two_products_against_bigint");
    let p = p();
    let all = edges(&p);
    let e: Vec<BigUint> = all[..7]
        .iter()
        .chain(all[7..].iter().step_by(47))
        .cloned()
        .collect();
    let mut quads = Vec::new();
    for a in &e {
        for b in &e {
            for c in &e {
                for d in [&e[0], &e[e.len() / 2], &e[e.len() - 1], a, b] {
                    quads.push([a.clone(), b.clone(), c.clone(), d.clone()]);
                }
            }
        }
    }
    for _ in 0..N / 4 {
        quads.push([(); 4].map(|_| below(&mut rng, &p)));
    }
    let before = selected();
    let mut backends = vec![Backend::Portable];
    if bls381::backend::NATIVE != Backend::Portable && bls381::backend::NATIVE.is_available() {
        backends.push(bls381::backend::NATIVE);
    }
    for bk in backends {
        force(bk).unwrap();
        for [a, b, c, d] in &quads {
            let ctx = format!("{}: {a:x} {b:x} {c:x} {d:x}", bk.name());
            let (x, y, z, w) = (fp(a), fp(b), fp(c), fp(d));
            let (ab, cd) = (a * b, c * d);
            assert_eq!(
                fp_big(&x.mul_add_mul(&y, &z, &w)),
                (&ab + &cd) % &p,
                "add {ctx}"
            );
            let want = (&ab + &p * &p - &cd) % &p;
            assert_eq!(fp_big(&x.mul_sub_mul(&y, &z, &w)), want, "sub {ctx}");
        }
    }
    force(before).unwrap();
}

#[test]
fn fp_sqrt_legendre_against_bigint_and_blst() {
    let mut rng = rng("fp_sqrt_legendre_against_bigint_and_blst");
    let p = p();
    let euler = (&p - 1u8) >> 1;
    for x in fp_inputs(&mut rng, 10_000) {
        let a = fp(&x);
        let e = x.modpow(&euler, &p);
        let want_legendre = if x == BigUint::from(0u8) {
            0
        } else if e == BigUint::from(1u8) {
            1
        } else {
            -1
        };
        assert_eq!(a.legendre(), want_legendre, "legendre {x:x}");
        assert_eq!(
            bool::from(a.is_square()),
            want_legendre >= 0,
            "is_square {x:x}"
        );
        let s = a.sqrt();
        let bs = blst_fp::sqrt(&blst_fp::from_be(&be(&x)));
        assert_eq!(
            bool::from(s.is_some()),
            want_legendre >= 0,
            "sqrt existence {x:x}"
        );
        assert_eq!(bs.is_some(), want_legendre >= 0);
        if let Some(root) = Option::<Fp>::from(s) {
            assert_eq!(root.square(), a);
            // The root bls12_381 returns: x^((p+1)/4).
            assert_eq!(
                fp_big(&root),
                x.modpow(&((&p + 1u8) >> 2), &p),
                "sqrt {x:x}"
            );
            assert_eq!(
                root.to_bytes(),
                blst_fp::to_be(&bs.unwrap()),
                "sqrt vs blst {x:x}"
            );
        }
    }
}

#[test]
fn fp_encoding_rejects_every_non_canonical_value() {
    let mut rng = rng("fp_encoding_rejects_every_non_canonical_value");
    let p = p();
    let top = (BigUint::from(1u8) << 384u32) - 1u8;
    let mut bad = vec![
        p.clone(),
        &p + 1u8,
        &p + 2u8,
        &p * 2u8,
        top.clone(),
        &top - 1u8,
    ];
    for k in 381..384 {
        bad.push(BigUint::from(1u8) << k);
    }
    for _ in 0..N {
        // Uniform in [p, 2^384).
        bad.push(&p + below(&mut rng, &(&top - &p + 1u8)));
    }
    for x in &bad {
        assert!(
            bool::from(Fp::from_bytes(&be(x)).is_none()),
            "accepted {x:x}"
        );
    }
    for x in fp_inputs(&mut rng, N) {
        let a = Fp::from_bytes(&be(&x)).unwrap();
        assert_eq!(a.to_bytes(), be::<48>(&x));
        assert_eq!(fp_big(&a), x);
    }
}

#[test]
fn fp_from_u768_reduces() {
    let mut rng = rng("fp_from_u768_reduces");
    let p = p();
    for _ in 0..N {
        let b: [u8; 96] = bytes(&mut rng);
        let limbs: [u64; 12] = core::array::from_fn(|i| {
            u64::from_be_bytes(b[96 - 8 * (i + 1)..96 - 8 * i].try_into().unwrap())
        });
        assert_eq!(
            fp_big(&Fp::from_u768(limbs)),
            BigUint::from_bytes_be(&b) % &p
        );
    }
    let max = [u64::MAX; 12];
    let want = ((BigUint::from(1u8) << 768u32) - 1u8) % &p;
    assert_eq!(fp_big(&Fp::from_u768(max)), want);
}

/// `from_okm` (RFC 9380 §5.2's 64-byte big-endian chunks) against the big-integer reduction,
/// on random chunks and the all-ones one (a mutant that misreads a limb's bytes was missed by
/// this file's tests before: only the hash-to-curve vectors reached it).
#[test]
fn fp_from_okm_reduces() {
    let mut rng = rng("fp_from_okm_reduces");
    let p = p();
    let mut okms: Vec<[u8; 64]> = (0..N).map(|_| bytes(&mut rng)).collect();
    okms.push([0xff; 64]);
    okms.push([0; 64]);
    for okm in okms {
        assert_eq!(
            fp_big(&Fp::from_okm(&okm)),
            BigUint::from_bytes_be(&okm) % &p,
            "{okm:02x?}"
        );
    }
}

#[test]
fn fp_field_laws_and_batch_inversion() {
    let mut rng = rng("fp_field_laws_and_batch_inversion");
    for _ in 0..10_000 {
        let (a, b, c) = (
            Fp::random(&mut rng),
            Fp::random(&mut rng),
            Fp::random(&mut rng),
        );
        assert_eq!((a + b) * c, a * c + b * c);
        assert_eq!((a * b) * c, a * (b * c));
        assert_eq!(a * b, b * a);
        assert_eq!(a - a, Fp::zero());
        assert_eq!(a + (-a), Fp::zero());
        assert_eq!(a * Fp::one(), a);
        assert!(bool::from(a.ct_eq(&a)));
    }
    let mut v: Vec<Fp> = (0..100).map(|_| Fp::random(&mut rng)).collect();
    v[10] = Fp::zero();
    v[57] = Fp::zero();
    let orig = v.clone();
    assert!(!bool::from(Fp::batch_invert(&mut v)));
    // All non-zero: true; all zero: false, and left zero.
    let mut w: Vec<Fp> = orig
        .iter()
        .filter(|x| !bool::from(x.is_zero()))
        .copied()
        .collect();
    let w0 = w.clone();
    assert!(bool::from(Fp::batch_invert(&mut w)));
    assert!(w0.iter().zip(&w).all(|(x, y)| x * y == Fp::one()));
    let mut z = vec![Fp::zero(); 3];
    assert!(!bool::from(Fp::batch_invert(&mut z)));
    assert!(z.iter().all(|x| bool::from(x.is_zero())));
    for (x, y) in orig.iter().zip(&v) {
        if bool::from(x.is_zero()) {
            assert!(bool::from(y.is_zero()));
        } else {
            assert_eq!(x * y, Fp::one());
        }
    }
}

#[test]
fn fp_debug_is_hex_of_canonical_value() {
    let one = Fp::one();
    assert_eq!(format!("{one:?}"), format!("0x{}1", "0".repeat(95)));
}

// ---------------------------------------------------------------- Fr

fn fr(x: &BigUint) -> Fr {
    Fr::from_bytes(&le::<32>(x)).unwrap()
}
fn fr_big(x: &Fr) -> BigUint {
    BigUint::from_bytes_le(&x.to_bytes())
}
fn zk(x: &Fr) -> bls12_381::Scalar {
    bls12_381::Scalar::from_bytes(&x.to_bytes()).unwrap()
}

#[test]
fn fr_arithmetic_against_bigint_and_bls12_381() {
    let mut rng = rng("fr_arithmetic_against_bigint_and_bls12_381");
    let r = r();
    let mut xs = edges(&r);
    for _ in 0..N {
        xs.push(below(&mut rng, &r));
    }
    for (i, x) in xs.iter().enumerate() {
        let y = if i % 3 == 0 {
            xs[(i * 7 + 1) % xs.len()].clone()
        } else {
            below(&mut rng, &r)
        };
        let (a, b) = (fr(x), fr(&y));
        let ctx = format!("x = {x:x}, y = {y:x}");
        assert_eq!(fr_big(&(a * b)), (x * &y) % &r, "mul {ctx}");
        assert_eq!(a.mul(&b), a * b, "const mul {ctx}");
        assert_eq!(
            (a * b).to_bytes(),
            (zk(&a) * zk(&b)).to_bytes(),
            "mul vs bls12_381 {ctx}"
        );
        assert_eq!(fr_big(&a.square()), (x * x) % &r, "square {ctx}");
        assert_eq!(fr_big(&(a + b)), (x + &y) % &r, "add {ctx}");
        assert_eq!(fr_big(&(a - b)), (x + &r - &y) % &r, "sub {ctx}");
        assert_eq!(fr_big(&-a), (&r - x) % &r, "neg {ctx}");
        assert_eq!(format!("{a:?}"), format!("{:?}", zk(&a)), "debug {ctx}");
        // The trait's default sums of two products (Fr has no double-width form).
        let (c, d) = (xs[(i * 5 + 2) % xs.len()].clone(), below(&mut rng, &r));
        let (ab, cd) = (x * &y, &c * &d);
        let (fc, fd) = (fr(&c), fr(&d));
        let want = (&ab + &cd) % &r;
        assert_eq!(
            fr_big(&Field::mul_add_mul(&a, &b, &fc, &fd)),
            want,
            "mul_add_mul {ctx}"
        );
        let want = (&ab + &r * &r - &cd) % &r;
        assert_eq!(
            fr_big(&Field::mul_sub_mul(&a, &b, &fc, &fd)),
            want,
            "mul_sub_mul {ctx}"
        );
    }
}

#[test]
fn fr_invert_sqrt_against_bls12_381() {
    let mut rng = rng("fr_invert_sqrt_against_bls12_381");
    let r = r();
    let mut xs = edges(&r);
    for _ in 0..5_000 {
        xs.push(below(&mut rng, &r));
    }
    for x in &xs {
        let a = fr(x);
        let inv = Option::<Fr>::from(a.invert());
        if *x == BigUint::from(0u8) {
            assert!(inv.is_none());
        } else {
            assert_eq!(
                fr_big(&inv.unwrap()),
                x.modpow(&(&r - 2u8), &r),
                "invert {x:x}"
            );
        }
        // The same root as bls12_381 (ff's Tonelli–Shanks), or the same absence of one.
        let ours = Option::<Fr>::from(a.sqrt()).map(|s| s.to_bytes());
        let theirs =
            Option::<bls12_381::Scalar>::from(ff::Field::sqrt(&zk(&a))).map(|s| s.to_bytes());
        assert_eq!(ours, theirs, "sqrt {x:x}");
    }
}

#[test]
fn fr_encodings() {
    let mut rng = rng("fr_encodings");
    let r = r();
    let top = (BigUint::from(1u8) << 256u32) - 1u8;
    for x in [r.clone(), &r + 1u8, top.clone(), &r * 2u8] {
        assert!(
            bool::from(Fr::from_bytes(&le(&x)).is_none()),
            "accepted {x:x}"
        );
    }
    for _ in 0..N {
        let x = &r + below(&mut rng, &(&top - &r + 1u8));
        assert!(
            bool::from(Fr::from_bytes(&le(&x)).is_none()),
            "accepted {x:x}"
        );
        let w: [u8; 64] = bytes(&mut rng);
        let ours = Fr::from_bytes_wide(&w);
        assert_eq!(fr_big(&ours), BigUint::from_bytes_le(&w) % &r);
        assert_eq!(
            ours.to_bytes(),
            bls12_381::Scalar::from_bytes_wide(&w).to_bytes()
        );
        let raw: [u64; 4] = core::array::from_fn(|_| rng.next_u64());
        let want = bls12_381::Scalar::from_raw(raw);
        assert_eq!(Fr::from_raw(raw).to_bytes(), want.to_bytes());
    }
    const C: Fr = Fr::from_raw([5, 0, 0, 0])
        .mul_const(&Fr::from_raw([7, 0, 0, 0]))
        .add_const(&Fr::ONE);
    assert_eq!(C, Fr::from(36));
    assert_eq!(Fr::ROOT_OF_UNITY.pow_vartime(&[1u64 << 32]), Fr::ONE);
    assert_eq!(Fr::ROOT_OF_UNITY * Fr::ROOT_OF_UNITY_INV, Fr::ONE);
    assert_eq!(Fr::TWO_INV.double(), Fr::ONE);
}
