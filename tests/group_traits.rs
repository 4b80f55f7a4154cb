//! The `ff`/`group`/`pairing` trait impls (feature `group`): generic code written only against
//! the traits, run on bls381's types and on `bls12_381`'s (the reference implementation of the
//! same traits) from the same seeded RNG, must give the same bytes; and the `group` crate's
//! own test-suite (`group::tests`) on G1 and G2. Seeds are printed (see `common::rng`).
//! `WnafGroup` and `MultiMillerLoop`, which the generic code uses, need `alloc`.
#![cfg(all(feature = "group", feature = "alloc"))]

mod common;

use common::rng;
use ff::{Field, PrimeField, PrimeFieldBits};
use group::{Curve, CurveAffine, Group, GroupEncoding, UncompressedEncoding, Wnaf, WnafGroup};
use pairing::{MillerLoopResult, MultiMillerLoop, PairingCurveAffine};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

const ROUNDS: usize = 16;

/// Two RNGs in the same state, one for each crate, from the printed seed.
fn twin_rngs(test: &str) -> (StdRng, StdRng) {
    let seed = rng(test).next_u64();
    (StdRng::seed_from_u64(seed), StdRng::seed_from_u64(seed))
}

fn enc<F: PrimeField<Repr = [u8; 32]>>(x: &F) -> Vec<u8> {
    x.to_repr().to_vec()
}

/// Every constant of `PrimeField`, as strings and bytes.
fn constants<F: PrimeField<Repr = [u8; 32]>>() -> (Vec<String>, Vec<[u8; 32]>) {
    let numbers = vec![
        F::MODULUS.to_string(),
        F::NUM_BITS.to_string(),
        F::CAPACITY.to_string(),
        F::S.to_string(),
    ];
    let elements = [
        F::ZERO,
        F::ONE,
        F::TWO_INV,
        F::MULTIPLICATIVE_GENERATOR,
        F::ROOT_OF_UNITY,
        F::ROOT_OF_UNITY_INV,
        F::DELTA,
    ];
    (numbers, elements.iter().map(|e| e.to_repr()).collect())
}

#[test]
fn prime_field_constants_are_bls12_381s() {
    assert_eq!(
        constants::<bls381::Scalar>(),
        constants::<bls12_381::Scalar>()
    );
    // What the constants promise, checked on the traits alone.
    let s = 1u64 << bls381::Scalar::S;
    assert_eq!(
        Field::pow_vartime(&bls381::Scalar::ROOT_OF_UNITY, [s]),
        bls381::Scalar::ONE
    );
    assert_eq!(
        bls381::Scalar::ROOT_OF_UNITY * bls381::Scalar::ROOT_OF_UNITY_INV,
        bls381::Scalar::ONE
    );
    assert_eq!(bls381::Scalar::TWO_INV.double(), bls381::Scalar::ONE);
    assert_eq!(
        bls381::Scalar::DELTA,
        Field::pow_vartime(&bls381::Scalar::MULTIPLICATIVE_GENERATOR, [s])
    );
}

/// Field arithmetic written only with `ff`'s traits; every intermediate value's encoding.
fn field_trace<F: PrimeFieldBits<Repr = [u8; 32]>>(rng: &mut StdRng) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let coeffs: Vec<F> = (0..9).map(|_| F::random(&mut *rng)).collect();
    let x = F::random(&mut *rng);
    // Horner's rule.
    let p = coeffs.iter().rev().fold(F::ZERO, |acc, c| acc * x + c);
    out.push(enc(&p));
    out.push(enc(&coeffs.iter().sum::<F>()));
    out.push(enc(&coeffs.iter().product::<F>()));
    out.push(enc(&x.square()));
    out.push(enc(&x.cube()));
    out.push(enc(&x.double()));
    out.push(enc(&-x));
    out.push(enc(&(x - p)));
    out.push(enc(&x.invert().unwrap()));
    out.push(enc(&Option::from(x.invert()).unwrap_or(F::ZERO)));
    assert!(bool::from(F::ZERO.invert().is_none()));
    let e = p.to_repr();
    let limbs: Vec<u64> = e
        .chunks(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    out.push(enc(&x.pow(&limbs)));
    out.push(enc(&x.pow_vartime(&limbs)));
    for v in [x, x.square(), F::MULTIPLICATIVE_GENERATOR, F::ZERO] {
        let r = v.sqrt();
        out.push(vec![r.is_some().unwrap_u8()]);
        out.push(enc(&r.unwrap_or(F::ZERO)));
        let (is_square, root) = F::sqrt_ratio(&v, &p);
        out.push(vec![is_square.unwrap_u8()]);
        out.push(enc(&root));
    }
    out.push(vec![x.is_odd().unwrap_u8(), x.is_zero().unwrap_u8()]);
    out.push(x.to_le_bits().iter().map(|b| *b as u8).collect());
    out.push(F::char_le_bits().iter().map(|b| *b as u8).collect());
    assert_eq!(F::from_repr(x.to_repr()).unwrap(), x);
    out.push(enc(&F::from_u128(u128::from_le_bytes(
        e[..16].try_into().unwrap(),
    ))));
    out.push(enc(
        &F::from_str_vartime("123456789012345678901234567890").unwrap()
    ));
    out
}

#[test]
fn generic_field_code_agrees_with_bls12_381() {
    let (mut ours, mut theirs) = twin_rngs("generic_field_code_agrees_with_bls12_381");
    for _ in 0..ROUNDS {
        assert_eq!(
            field_trace::<bls381::Scalar>(&mut ours),
            field_trace::<bls12_381::Scalar>(&mut theirs)
        );
    }
}

/// Σ kᵢ·Pᵢ by double-and-add over the scalars' bits, written only with the traits.
fn msm_by_bits<G: Group>(points: &[G], scalars: &[G::Scalar]) -> G
where
    G::Scalar: PrimeFieldBits,
{
    let bits: Vec<_> = scalars.iter().map(|k| k.to_le_bits()).collect();
    (0..<G::Scalar as PrimeField>::NUM_BITS as usize)
        .rev()
        .fold(G::identity(), |acc, i| {
            points
                .iter()
                .zip(&bits)
                .filter(|(_, b)| b[i])
                .fold(acc.double(), |acc, (p, _)| acc + p)
        })
}

/// Group arithmetic written only with `group`'s traits; every intermediate value's encoding.
fn group_trace<G>(rng: &mut StdRng) -> Vec<Vec<u8>>
where
    G: Curve + WnafGroup + GroupEncoding,
    G::Affine: UncompressedEncoding,
    G::Scalar: PrimeFieldBits,
{
    let mut out = Vec::new();
    let points: Vec<G> = (0..5).map(|_| G::random(&mut *rng)).collect();
    let scalars: Vec<G::Scalar> = (0..5).map(|_| G::Scalar::random(&mut *rng)).collect();
    let mut results = vec![
        msm_by_bits(&points, &scalars),
        points.iter().zip(&scalars).map(|(p, k)| *p * k).sum(),
        G::mul_by_generator(&scalars[0]),
        G::generator() * scalars[0],
        points[0] - points[1] + points[2].double(),
        -points[3],
        G::identity(),
        Wnaf::new().scalar(&scalars[1]).base(points[1]),
    ];
    let mut acc = points[4];
    acc += points[0];
    acc -= &points[1];
    acc *= scalars[2];
    acc += points[2].to_affine();
    results.push(acc);
    let mut affine = vec![G::Affine::identity(); results.len()];
    G::batch_normalize(&results, &mut affine);
    for (p, a) in results.iter().zip(&affine) {
        assert_eq!(p.to_affine(), *a);
        assert_eq!(a.to_curve(), *p);
        let c = p.to_bytes();
        assert_eq!(G::from_bytes(&c).unwrap(), *p);
        let u = a.to_uncompressed();
        assert_eq!(G::Affine::from_uncompressed(&u).unwrap(), *a);
        out.push(c.as_ref().to_vec());
        out.push(u.as_ref().to_vec());
        out.push((*a * scalars[3]).to_bytes().as_ref().to_vec());
        out.push(vec![p.is_identity().unwrap_u8()]);
    }
    out.push(vec![
        G::recommended_wnaf_for_num_scalars(scalars.len()) as u8
    ]);
    out
}

#[test]
fn generic_group_code_agrees_with_bls12_381() {
    let (mut ours, mut theirs) = twin_rngs("generic_group_code_agrees_with_bls12_381");
    for _ in 0..ROUNDS / 4 {
        assert_eq!(
            group_trace::<bls381::G1Projective>(&mut ours),
            group_trace::<bls12_381::G1Projective>(&mut theirs)
        );
        assert_eq!(
            group_trace::<bls381::G2Projective>(&mut ours),
            group_trace::<bls12_381::G2Projective>(&mut theirs)
        );
    }
}

/// A pairing computation written only with `pairing`'s traits: Gt values by their `Debug`
/// output, which bls381's `Gt` prints as `bls12_381`'s does.
fn pairing_trace<E: MultiMillerLoop>(rng: &mut StdRng) -> Vec<String> {
    let p = E::G1::random(&mut *rng).to_affine();
    let q = E::G2::random(&mut *rng).to_affine();
    let (a, b) = (E::Fr::random(&mut *rng), E::Fr::random(&mut *rng));
    let e = E::pairing(&p, &q);
    let ap = (p * a).to_affine();
    let bq = (q * b).to_affine();
    let eab = E::pairing(&ap, &bq);
    assert_eq!(eab, e * (a * b));
    assert_eq!(p.pairing_with(&q), e);
    assert_eq!(q.pairing_with(&p), e);
    let prepared = [E::G2Prepared::from(q), E::prepare_reusable_g2(bq)];
    let neg_ab_p = (-p * (a * b)).to_affine();
    let ml = E::multi_miller_loop(&[(&neg_ab_p, &prepared[0]), (&ap, &prepared[1])]);
    let ml2 = E::multi_miller_loop(&[(&p, &prepared[1])]);
    let mut ml_sum = ml;
    ml_sum += ml2;
    assert!(bool::from(ml.final_exponentiation().is_identity()));
    let gt = E::Gt::random(&mut *rng);
    vec![
        format!("{e:?}"),
        format!("{eab:?}"),
        format!("{:?}", ml2.final_exponentiation()),
        format!("{:?}", (ml + ml2).final_exponentiation()),
        format!("{:?}", ml_sum.final_exponentiation()),
        format!("{:?}", E::Gt::generator()),
        format!("{gt:?}"),
        format!("{:?}", gt.double() - e + E::Gt::generator() * a),
    ]
}

#[test]
fn generic_pairing_code_agrees_with_bls12_381() {
    let (mut ours, mut theirs) = twin_rngs("generic_pairing_code_agrees_with_bls12_381");
    for _ in 0..ROUNDS / 4 {
        assert_eq!(
            pairing_trace::<bls381::Bls12>(&mut ours),
            pairing_trace::<bls12_381::Bls12>(&mut theirs)
        );
    }
}

#[test]
fn group_crate_suite_g1() {
    group::tests::curve_tests::<bls381::G1Projective>();
    group::tests::random_wnaf_tests::<bls381::G1Projective>();
    group::tests::random_uncompressed_encoding_tests::<bls381::G1Projective>();
}

#[test]
fn group_crate_suite_g2() {
    group::tests::curve_tests::<bls381::G2Projective>();
    group::tests::random_wnaf_tests::<bls381::G2Projective>();
    group::tests::random_uncompressed_encoding_tests::<bls381::G2Projective>();
}

#[test]
fn encoding_types_are_all_zero_by_default() {
    let c = <bls381::G1Affine as GroupEncoding>::Repr::default();
    assert!(c.as_ref().iter().all(|&b| b == 0) && c.as_ref().len() == 48);
    let u = <bls381::G2Affine as UncompressedEncoding>::Uncompressed::default();
    assert!(u.as_ref().iter().all(|&b| b == 0) && u.as_ref().len() == 192);
    // The all-zero string is no valid encoding (the compression flag is unset).
    assert!(bool::from(bls381::G1Affine::from_bytes(&c).is_none()));
}
