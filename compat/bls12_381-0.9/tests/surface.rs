//! The public surface of bls12_381 0.9 through this facade (the shared part, then the
//! `ff`/`group` 0.14 specifics).
#![cfg(all(feature = "pairings", feature = "alloc", feature = "bits"))]
// The operator matrix takes references on purpose: every owned/borrowed combination must compile.
#![allow(clippy::op_ref)]

use group::CurveAffine as AffineTrait;

include!("../../shared/tests/surface.rs");

/// A generator that always fails, for the `try_random` constructors.
struct Failing;

impl rand_core::TryRng for Failing {
    type Error = core::fmt::Error;
    fn try_next_u32(&mut self) -> Result<u32, core::fmt::Error> {
        Err(core::fmt::Error)
    }
    fn try_next_u64(&mut self) -> Result<u64, core::fmt::Error> {
        Err(core::fmt::Error)
    }
    fn try_fill_bytes(&mut self, _: &mut [u8]) -> Result<(), core::fmt::Error> {
        Err(core::fmt::Error)
    }
}

#[test]
fn generation_0_14_traits() {
    // pairing 0.24's `prepare_reusable_g2`.
    let (a, b) = (Scalar::random(&mut rng()), Scalar::from(3u64));
    let (p, q) = (
        G1Affine::from(G1Projective::generator() * a),
        G2Affine::from(G2Projective::generator() * b),
    );
    let prepared = <Bls12 as MultiMillerLoop>::prepare_reusable_g2(q);
    assert_eq!(
        <Bls12 as MultiMillerLoop>::multi_miller_loop(&[(&p, &prepared)]).final_exponentiation(),
        pairing(&p, &q)
    );
    assert_eq!(pairing(&p, &q), <Gt as Group>::generator() * (a * b));
    let _: <G1Projective as Curve>::Affine = G1Affine::identity();
    assert_eq!(
        <Scalar as Field>::try_random(&mut Failing),
        Err(core::fmt::Error)
    );
    assert!(matches!(
        <G1Projective as Group>::try_random(&mut Failing),
        Err(core::fmt::Error)
    ));
    assert!(matches!(
        <G2Projective as Group>::try_random(&mut Failing),
        Err(core::fmt::Error)
    ));
    assert!(matches!(
        <Gt as Group>::try_random(&mut Failing),
        Err(core::fmt::Error)
    ));
    let k = Scalar::random(&mut rng());
    assert_eq!(
        <G1Projective as Group>::mul_by_generator(&k),
        G1Projective::generator() * k
    );
    assert_eq!(
        <G2Projective as Group>::mul_by_generator(&k),
        G2Projective::generator() * k
    );
    assert_eq!(
        <Gt as Group>::mul_by_generator(&k),
        <Gt as Group>::generator() * k
    );
}
