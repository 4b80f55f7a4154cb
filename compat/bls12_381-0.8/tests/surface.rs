//! The public surface of bls12_381 0.8 through this facade (the shared part, then the
//! `ff`/`group` 0.13 specifics).
#![cfg(all(feature = "pairings", feature = "alloc", feature = "bits"))]
// The operator matrix takes references on purpose: every owned/borrowed combination must compile.
#![allow(clippy::op_ref)]

use group::prime::PrimeCurveAffine as AffineTrait;

include!("../../shared/tests/surface.rs");

#[test]
fn generation_0_13_traits() {
    use group::prime::PrimeCurve;
    let _: <G1Projective as Curve>::AffineRepr = G1Affine::identity();
    let _: <G2Projective as PrimeCurve>::Affine = G2Affine::identity();
    // `random` takes the generator by value (`impl RngCore`), a reference being one too.
    let mut r = rng();
    let a = <Scalar as Field>::random(&mut r);
    let b = <Scalar as Field>::random(rng());
    assert_eq!(a, b);
}
