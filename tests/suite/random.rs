//! The `random` constructors draw exactly as `bls12_381`'s `Field::random` / `Group::random` do
//! (the same bytes in the same order, the same square roots, the same rejections), so seeded
//! tests of code written against `bls12_381` see the same values through the drop-in facades.

use crate::common;

use rand::{rngs::StdRng, SeedableRng};

fn seeded(test: &str) -> (StdRng, StdRng) {
    let mut base = common::rng(test);
    let seed: [u8; 32] = common::bytes(&mut base);
    (StdRng::from_seed(seed), StdRng::from_seed(seed))
}

#[test]
fn scalar_random_as_bls12_381() {
    let (mut a, mut b) = seeded("scalar_random_as_bls12_381");
    for _ in 0..64 {
        let ours = bls381::Scalar::random(&mut a);
        let theirs = <bls12_381::Scalar as ff::Field>::random(&mut b);
        assert_eq!(ours.to_bytes(), theirs.to_bytes());
    }
}

#[test]
fn g1_random_as_bls12_381() {
    let (mut a, mut b) = seeded("g1_random_as_bls12_381");
    for _ in 0..32 {
        let ours = bls381::G1Projective::random(&mut a).to_affine();
        let theirs =
            bls12_381::G1Affine::from(<bls12_381::G1Projective as group::Group>::random(&mut b));
        assert_eq!(ours.to_uncompressed(), theirs.to_uncompressed());
    }
}

#[test]
fn g2_random_as_bls12_381() {
    let (mut a, mut b) = seeded("g2_random_as_bls12_381");
    for _ in 0..32 {
        let ours = bls381::G2Projective::random(&mut a).to_affine();
        let theirs =
            bls12_381::G2Affine::from(<bls12_381::G2Projective as group::Group>::random(&mut b));
        assert_eq!(ours.to_uncompressed(), theirs.to_uncompressed());
    }
}

#[test]
fn gt_random_as_bls12_381() {
    let (mut a, mut b) = seeded("gt_random_as_bls12_381");
    for _ in 0..4 {
        let ours = bls381::Gt::random(&mut a);
        let theirs = <bls12_381::Gt as group::Group>::random(&mut b);
        // Gt has no encoding; the Debug strings print every coefficient in full.
        assert_eq!(format!("{ours:?}"), format!("{theirs:?}"));
    }
}
