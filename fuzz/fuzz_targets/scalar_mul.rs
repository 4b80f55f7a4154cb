//! G1/G2 group law and scalar multiplication against blst: constant-time `P * k` (affine and
//! projective, both operand orders), `mul_vartime`, `mul_by_generator`, addition, mixed
//! addition, doubling, negation, subtraction and batch normalisation, on points `a·g` (the
//! identity for a = 0) and scalars from the whole range (0, 1, r − 1 reachable by the flip
//! bits); plus `Scalar::from_bytes` on the raw bytes against blst and bls12_381.
#![no_main]
#![allow(unsafe_code)]

use bls381::Scalar;
use bls381_fuzz::conv::*;
use bls381_fuzz::oracle::{below, consts, to_le};
use bls381_fuzz::{hex, pick_backend, ScalarMulInput};
use blst::*;
use libfuzzer_sys::fuzz_target;

macro_rules! group_checks {
    ($name:ident, $aff:ty, $proj:ty, $b:ty, $b_aff:ty, $mul:ident, $to_aff:ident, $from_b_aff:ident,
     $b_bytes:ident, $b_mult:ident, $b_add:ident, $b_add_aff:ident, $b_double:ident, $b_cneg:ident,
     $to_aff_raw:ident, $b_is_inf:ident, $gen:ident, $U:expr) => {
        fn $name(a: &[u8; 32], b: &[u8; 32], k: &Scalar, ctx: &str) {
            let (bp, bq) = ($mul(a), $mul(b));
            let p: $aff = $from_b_aff(&$to_aff(&bp));
            let q: $aff = $from_b_aff(&$to_aff(&bq));
            let (pp, qp) = (<$proj>::from(p), <$proj>::from(q));
            let kb = k.to_bytes();
            let bytes = |x: &$proj| -> [u8; $U] { x.to_affine().to_uncompressed() };
            let want = |x: &$b| -> [u8; $U] { $b_bytes(x) };
            unsafe {
                // k·P, every form.
                let mut kp = <$b>::default();
                blst::$b_mult(&mut kp, &bp, kb.as_ptr(), 255);
                let w = want(&kp);
                assert_eq!(bytes(&(p * k)), w, "affine * k: {ctx}");
                assert_eq!(bytes(&(pp * k)), w, "projective * k: {ctx}");
                assert_eq!(bytes(&(k * pp)), w, "k * projective: {ctx}");
                assert_eq!(bytes(&pp.mul_vartime(k)), w, "mul_vartime: {ctx}");
                let mut kg = <$b>::default();
                blst::$b_mult(&mut kg, blst::$gen(), kb.as_ptr(), 255);
                assert_eq!(
                    bytes(&<$proj>::mul_by_generator(k)),
                    want(&kg),
                    "mul_by_generator: {ctx}"
                );
                let mut pk = pp;
                pk *= k;
                assert_eq!(pk, p * k, "*= against *: {ctx}");
                // The group law.
                let mut s = <$b>::default();
                let mut bq_aff = <$b_aff>::default();
                blst::$b_add(&mut s, &bp, &bq);
                assert_eq!(bytes(&(pp + qp)), want(&s), "P + Q: {ctx}");
                blst::$to_aff_raw(&mut bq_aff, &bq);
                blst::$b_add_aff(&mut s, &bp, &bq_aff);
                assert_eq!(bytes(&pp.add_mixed(&q)), want(&s), "add_mixed: {ctx}");
                assert_eq!(bytes(&(pp + q)), want(&s), "projective + affine: {ctx}");
                assert_eq!(bytes(&(q + pp)), want(&s), "affine + projective: {ctx}");
                blst::$b_add(&mut s, &bp, &bp);
                assert_eq!(bytes(&(pp + pp)), want(&s), "P + P: {ctx}");
                blst::$b_double(&mut s, &bp);
                assert_eq!(bytes(&pp.double()), want(&s), "double: {ctx}");
                let mut nq = bq;
                blst::$b_cneg(&mut nq, true);
                assert_eq!(bytes(&(-qp)), want(&nq), "neg: {ctx}");
                assert_eq!(<$aff>::from(-qp), -q, "affine neg: {ctx}");
                blst::$b_add(&mut s, &bp, &nq);
                assert_eq!(bytes(&(pp - qp)), want(&s), "P - Q: {ctx}");
                assert_eq!(bytes(&(pp - q)), want(&s), "projective - affine: {ctx}");
                assert!(bool::from((pp - pp).is_identity()), "P - P: {ctx}");
                assert!(bool::from((pp + (-p)).is_identity()), "P + (-P): {ctx}");
                // Batch normalisation agrees with one-by-one.
                let v = [p * k, pp + qp, <$proj>::identity(), qp.double()];
                let mut out = [<$aff>::identity(); 4];
                <$proj>::batch_normalize(&v, &mut out);
                for (x, y) in v.iter().zip(&out) {
                    assert_eq!(x.to_affine(), *y, "batch_normalize: {ctx}");
                }
                // Membership of what we made.
                let kpa = (p * k).to_affine();
                assert!(
                    bool::from(kpa.is_on_curve() & kpa.is_torsion_free()),
                    "k·P membership: {ctx}"
                );
                assert_eq!(
                    bool::from(kpa.is_identity()),
                    blst::$b_is_inf(&kp),
                    "identity: {ctx}"
                );
            }
        }
    };
}

group_checks!(
    g1,
    bls381::G1Affine,
    bls381::G1Projective,
    blst_p1,
    blst_p1_affine,
    b_g1_mul,
    b_p1_affine,
    from_b_p1a,
    b_p1_bytes,
    blst_p1_mult,
    blst_p1_add_or_double,
    blst_p1_add_or_double_affine,
    blst_p1_double,
    blst_p1_cneg,
    blst_p1_to_affine,
    blst_p1_is_inf,
    blst_p1_generator,
    96
);
group_checks!(
    g2,
    bls381::G2Affine,
    bls381::G2Projective,
    blst_p2,
    blst_p2_affine,
    b_g2_mul,
    b_p2_affine,
    from_b_p2a,
    b_p2_bytes,
    blst_p2_mult,
    blst_p2_add_or_double,
    blst_p2_add_or_double_affine,
    blst_p2_double,
    blst_p2_cneg,
    blst_p2_to_affine,
    blst_p2_is_inf,
    blst_p2_generator,
    192
);

fuzz_target!(|input: ScalarMulInput| {
    let c = consts();
    let backend = pick_backend(input.flags >> 3 & 1);
    // Scalar decoding: accepted exactly below r.
    let ours: Option<Scalar> = Scalar::from_bytes(&input.k).into();
    let zk: Option<bls12_381::Scalar> = bls12_381::Scalar::from_bytes(&input.k).into();
    let fr_ok = unsafe { blst_scalar_fr_check(&blst_scalar { b: input.k }) };
    assert_eq!(
        ours.is_some(),
        fr_ok,
        "Scalar::from_bytes vs blst: {}",
        hex(&input.k)
    );
    assert_eq!(
        ours.is_some(),
        zk.is_some(),
        "Scalar::from_bytes vs bls12_381: {}",
        hex(&input.k)
    );

    let a = to_le::<32>(&below(&input.a, &c.r, input.flags & 1 == 1));
    let b = to_le::<32>(&below(&input.b, &c.r, input.flags & 2 == 2));
    let k = scalar(&below(&input.k, &c.r, input.flags & 4 == 4));
    let ctx = format!(
        "{backend:?} a={} b={} k={}",
        hex(&a),
        hex(&b),
        hex(&k.to_bytes())
    );
    if input.group & 1 == 0 {
        g1(&a, &b, &k, &ctx);
    } else {
        g2(&a, &b, &k, &ctx);
    }
});
