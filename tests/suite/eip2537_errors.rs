//! Which error an EIP-2537 precompile reports when an input breaks several rules: the first
//! failed check in revm-precompile's order (lengths; the padding of both ADD points, or of every
//! pairing pair, first; MSM pairs one at a time; then point by point canonical coordinates,
//! the curve, the subgroup), though the subgroup checks of all points run together (in
//! parallel with the `parallel` feature, whose result must not depend on the pool: checked on
//! pools of 1, 2, 3 and 7 threads). Random points, the seed printed.
#![cfg(feature = "alloc")] // the eip2537 module needs alloc

use crate::common;

use bls381::eip2537::{self, Error};
use bls381::field::{Fp, Fp2};
use bls381::hash_to_curve::{map_to_curve_g1, map_to_curve_g2};
use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
use rand::rngs::StdRng;
use rand::RngExt;

fn g1(p: &G1Affine) -> Vec<u8> {
    let z = p.to_uncompressed();
    if bool::from(p.is_identity()) {
        return vec![0; 128];
    }
    [&[0u8; 16][..], &z[..48], &[0; 16], &z[48..]].concat()
}

fn g2(p: &G2Affine) -> Vec<u8> {
    let z = p.to_uncompressed();
    if bool::from(p.is_identity()) {
        return vec![0; 256];
    }
    [1, 0, 3, 2]
        .iter()
        .flat_map(|&i| [&[0u8; 16][..], &z[48 * i..48 * (i + 1)]].concat())
        .collect()
}

/// The faults an element can carry, each with the error it causes in group 1 or 2.
#[derive(Clone, Copy, Debug)]
enum Fault {
    Padding,
    NonCanonical,
    OffCurve,
    OffSubgroup,
}

impl Fault {
    const ALL: [Fault; 4] = [
        Fault::Padding,
        Fault::NonCanonical,
        Fault::OffCurve,
        Fault::OffSubgroup,
    ];

    fn error(self, g2: bool) -> Error {
        match (self, g2) {
            (Fault::Padding, _) => Error::InvalidPadding,
            (Fault::NonCanonical, _) => Error::NonCanonicalFieldElement,
            (Fault::OffCurve, false) => Error::G1NotOnCurve,
            (Fault::OffCurve, true) => Error::G2NotOnCurve,
            (Fault::OffSubgroup, false) => Error::G1NotInSubgroup,
            (Fault::OffSubgroup, true) => Error::G2NotInSubgroup,
        }
    }

    /// Applies the fault to an encoded point (`rng` for the off-subgroup replacement).
    fn apply(self, point: &mut [u8], rng: &mut StdRng) {
        let n = point.len();
        match self {
            Fault::Padding => point[64 * rng.random_range(0..n / 64) + rng.random_range(0..16)] = 1,
            Fault::NonCanonical => point[64 * rng.random_range(0..n / 64) + 16] = 0x1b,
            Fault::OffCurve => point[n - 1] ^= 1,
            Fault::OffSubgroup if n == 128 => {
                let p = G1Affine::from(map_to_curve_g1(&Fp::random(&mut *rng)));
                assert!(!bool::from(p.is_torsion_free()));
                point.copy_from_slice(&g1(&p));
            }
            Fault::OffSubgroup => {
                let p = G2Affine::from(map_to_curve_g2(&Fp2::random(&mut *rng)));
                assert!(!bool::from(p.is_torsion_free()));
                point.copy_from_slice(&g2(&p));
            }
        }
    }
}

/// The error of `f`, on every pool when built with `parallel` (the same on each).
fn on_every_pool(f: impl Fn() -> Result<Vec<u8>, Error> + Sync) -> Result<Vec<u8>, Error> {
    let want = f();
    #[cfg(feature = "parallel")]
    for k in [1, 2, 3, 7] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(k)
            .build()
            .unwrap();
        assert_eq!(pool.install(&f), want, "{k} threads");
    }
    want
}

/// An MSM of `k` valid pairs with faults at two pairs: the earlier pair's fault is reported
/// (a pair's own faults in the order padding, canonical, curve, subgroup).
#[test]
fn msm_first_faulty_pair() {
    let mut rng = common::rng("msm_first_faulty_pair");
    for g2_group in [false, true] {
        let (unit, point_len) = if g2_group { (288, 256) } else { (160, 128) };
        for _ in 0..24 {
            let k = rng.random_range(2..12);
            let mut input = Vec::new();
            for _ in 0..k {
                let s = Scalar::random(&mut rng);
                if g2_group {
                    input.extend(g2(&G2Projective::random(&mut rng).into()));
                } else {
                    input.extend(g1(&G1Projective::random(&mut rng).into()));
                }
                input.extend(s.to_bytes_be());
            }
            let (i, j) = (rng.random_range(0..k), rng.random_range(0..k));
            let (fi, fj) = (
                Fault::ALL[rng.random_range(0..4)],
                Fault::ALL[rng.random_range(0..4)],
            );
            fi.apply(&mut input[i * unit..i * unit + point_len], &mut rng);
            if j != i {
                fj.apply(&mut input[j * unit..j * unit + point_len], &mut rng);
            }
            let want = if j == i || i < j { fi } else { fj }.error(g2_group);
            let got = on_every_pool(|| {
                if g2_group {
                    eip2537::g2_msm(&input).map(|o| o.to_vec())
                } else {
                    eip2537::g1_msm(&input).map(|o| o.to_vec())
                }
            });
            assert_eq!(got, Err(want), "k = {k}, {fi:?} at {i}, {fj:?} at {j}");
        }
    }
}

/// The bytes of point n of a pairing input: G1 of pair n / 2 when n is even, G2 otherwise.
fn span(n: usize) -> core::ops::Range<usize> {
    let o = 384 * (n / 2) + if n.is_multiple_of(2) { 0 } else { 128 };
    o..o + if n.is_multiple_of(2) { 128 } else { 256 }
}

/// A pairing input with faults at two points: any padding fault wins (all pairs' padding is
/// checked first); otherwise the earlier point's (G1 of pair i before G2 of pair i).
#[test]
fn pairing_first_faulty_point() {
    let mut rng = common::rng("pairing_first_faulty_point");
    for _ in 0..48 {
        let k = rng.random_range(1..6);
        let mut input = Vec::new();
        for _ in 0..k {
            input.extend(g1(&G1Projective::random(&mut rng).into()));
            input.extend(g2(&G2Projective::random(&mut rng).into()));
        }
        let (a, b) = (rng.random_range(0..2 * k), rng.random_range(0..2 * k));
        let (fa, fb) = (
            Fault::ALL[rng.random_range(0..4)],
            Fault::ALL[rng.random_range(0..4)],
        );
        fa.apply(&mut input[span(a)], &mut rng);
        if b != a {
            fb.apply(&mut input[span(b)], &mut rng);
        }
        let want = match (fa, fb) {
            _ if b == a => fa.error(a % 2 == 1),
            (Fault::Padding, _) | (_, Fault::Padding) => Error::InvalidPadding,
            _ if a < b => fa.error(a % 2 == 1),
            _ => fb.error(b % 2 == 1),
        };
        let got = on_every_pool(|| eip2537::pairing_check(&input).map(|o| o.to_vec()));
        assert_eq!(got, Err(want), "k = {k}, {fa:?} at {a}, {fb:?} at {b}");
    }
}

/// Two points off their subgroup, at every pair of positions of 2 to 4 pairs (the random test
/// above meets the close positions rarely): the earlier one's error, also when a G2 point's
/// check runs apart because its G1 partner is the identity (pair 0's or the last pair's G1).
#[test]
fn pairing_subgroup_faults_in_input_order() {
    let mut rng = common::rng("pairing_subgroup_faults_in_input_order");
    for k in 2..=4usize {
        for identity in [None, Some(0), Some(k - 1)] {
            for a in 0..2 * k {
                for b in (0..2 * k).filter(|&b| b != a) {
                    if identity.is_some_and(|i| a == 2 * i || b == 2 * i) {
                        continue;
                    }
                    let mut input = Vec::new();
                    for i in 0..k {
                        let p = if identity == Some(i) {
                            G1Affine::identity()
                        } else {
                            G1Projective::random(&mut rng).into()
                        };
                        input.extend(g1(&p));
                        input.extend(g2(&G2Projective::random(&mut rng).into()));
                    }
                    Fault::OffSubgroup.apply(&mut input[span(a)], &mut rng);
                    Fault::OffSubgroup.apply(&mut input[span(b)], &mut rng);
                    let first = a.min(b);
                    let want = Fault::OffSubgroup.error(first % 2 == 1);
                    let got = on_every_pool(|| eip2537::pairing_check(&input).map(|o| o.to_vec()));
                    assert_eq!(
                        got,
                        Err(want),
                        "k = {k}, identity G1 at {identity:?}, faults at {a} and {b}"
                    );
                }
            }
        }
    }
}

/// G1ADD / G2ADD: the padding of both points first, then the first point, then the second.
/// Points off the subgroup are fine.
#[test]
fn add_order() {
    let mut rng = common::rng("add_order");
    for g2_group in [false, true] {
        let n = if g2_group { 256 } else { 128 };
        for _ in 0..32 {
            let mut input = Vec::new();
            for _ in 0..2 {
                if g2_group {
                    input.extend(g2(&G2Projective::random(&mut rng).into()));
                } else {
                    input.extend(g1(&G1Projective::random(&mut rng).into()));
                }
            }
            let faults = [Fault::Padding, Fault::NonCanonical, Fault::OffCurve];
            let (fa, fb) = (
                faults[rng.random_range(0..3)],
                faults[rng.random_range(0..3)],
            );
            fa.apply(&mut input[..n], &mut rng);
            fb.apply(&mut input[n..], &mut rng);
            let want = match (fa, fb) {
                (_, Fault::Padding) => Error::InvalidPadding,
                _ => fa.error(g2_group),
            };
            let got = if g2_group {
                eip2537::g2_add(&input).map(|o| o.to_vec())
            } else {
                eip2537::g1_add(&input).map(|o| o.to_vec())
            };
            assert_eq!(got, Err(want), "{fa:?}, {fb:?}");
            // Off the subgroup alone is no fault for the ADDs.
            let mut input = input.clone();
            Fault::OffSubgroup.apply(&mut input[..n], &mut rng);
            Fault::OffSubgroup.apply(&mut input[n..], &mut rng);
            let ok = if g2_group {
                eip2537::g2_add(&input).map(|o| o.to_vec())
            } else {
                eip2537::g1_add(&input).map(|o| o.to_vec())
            };
            assert!(ok.is_ok());
        }
    }
}

/// Valid MSM and pairing inputs give the same bytes on every pool (the parallel checks change
/// nothing but the time), and an MSM's result is Σ kᵢ·Pᵢ.
#[test]
fn valid_inputs_on_every_pool() {
    let mut rng = common::rng("valid_inputs_on_every_pool");
    for k in [1usize, 2, 5, 9] {
        let pts: Vec<G1Affine> = (0..k)
            .map(|_| G1Projective::random(&mut rng).into())
            .collect();
        let scs: Vec<Scalar> = (0..k).map(|_| Scalar::random(&mut rng)).collect();
        let input: Vec<u8> = pts
            .iter()
            .zip(&scs)
            .flat_map(|(p, s)| [g1(p), s.to_bytes_be().to_vec()].concat())
            .collect();
        let want: G1Projective = pts.iter().zip(&scs).map(|(p, s)| p * s).sum();
        let got = on_every_pool(|| eip2537::g1_msm(&input).map(|o| o.to_vec()));
        assert_eq!(got, Ok(g1(&want.into())), "k = {k}");
        let q = G2Affine::from(G2Projective::random(&mut rng));
        // Σ e(Pᵢ, Q) · e(−ΣPᵢ, Q) = 1.
        let sum: G1Projective = pts.iter().map(G1Projective::from).sum();
        let last = [g1(&G1Affine::from(-sum)), g2(&q)].concat();
        let pairs: Vec<u8> = pts
            .iter()
            .flat_map(|p| [g1(p), g2(&q)].concat())
            .chain(last)
            .collect();
        let got = on_every_pool(|| eip2537::pairing_check(&pairs).map(|o| o.to_vec()));
        assert_eq!(got.unwrap()[31], 1, "k = {k}");
    }
}

/// The seven addresses 0x0b..=0x11 in order, each the precompile that reports it, and nothing
/// on either side of the range or elsewhere.
#[test]
fn precompile_addresses() {
    use eip2537::Precompile;
    for (i, p) in Precompile::ALL.into_iter().enumerate() {
        assert_eq!(p.address(), 0x0b + i as u8);
        assert_eq!(Precompile::from_address(p.address()), Some(p));
    }
    for a in (0..=u8::MAX).filter(|a| !(0x0b..=0x11).contains(a)) {
        assert_eq!(Precompile::from_address(a), None, "address {a:#04x}");
    }
}
