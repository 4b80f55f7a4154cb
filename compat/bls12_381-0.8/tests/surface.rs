//! The public surface of bls12_381 0.8 through this facade (the shared part, then the
//! `ff`/`group` 0.13 specifics).
#![cfg(all(feature = "pairings", feature = "alloc", feature = "bits"))]
// The operator matrix takes references on purpose: every owned/borrowed combination must compile.
#![allow(clippy::op_ref)]

include!("../../shared/tests/surface.rs");

#[test]
fn generation_0_13_traits() {
    use group::prime::{PrimeCurve, PrimeCurveAffine, PrimeGroup};
    fn prime<
        G: PrimeCurve<Affine = A> + PrimeGroup,
        A: PrimeCurveAffine<Curve = G, Scalar = Scalar>,
    >() {
    }
    prime::<G1Projective, G1Affine>();
    prime::<G2Projective, G2Affine>();
    fn engine<
        E: MultiMillerLoop<
            G1Affine = G1Affine,
            G2Prepared = G2Prepared,
            Result = MillerLoopResult,
            Gt = Gt,
        >,
    >() {
    }
    engine::<Bls12>();
    assert_eq!(
        <G1Affine as PrimeCurveAffine>::generator().to_curve(),
        G1Projective::generator()
    );
    assert!(bool::from(
        <G2Affine as PrimeCurveAffine>::identity().is_identity()
    ));
    let _: <G1Projective as Curve>::AffineRepr = G1Affine::identity();
    let _: <G2Projective as PrimeCurve>::Affine = G2Affine::identity();
    // `random` takes the generator by value (`impl RngCore`), a reference being one too.
    let mut r = rng();
    let a = <Scalar as Field>::random(&mut r);
    let b = <Scalar as Field>::random(rng());
    assert_eq!(a, b);
}
