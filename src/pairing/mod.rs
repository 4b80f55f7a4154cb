//! The optimal ate pairing e: G1 × G2 → Gt of BLS12-381, with the API of the `bls12_381` crate
//! (`pairing`, `multi_miller_loop`, `G2Prepared`, `MillerLoopResult`, `Gt`) plus what verifiers
//! need: an unprepared multi-Miller loop and [`pairing_check`].
//!
//! * Miller loop (`miller_loop.rs`): projective line formulas fused into the doubling and
//!   addition steps, sparse products by lines, lines merged two by two, one Fp12 squaring per
//!   step shared by all pairs; with AVX-512 IFMA, groups of eight on-the-fly pairs run a pair
//!   per lane instead (`miller_lanes.rs`, the same value).
//! * Final exponentiation (`final_exp.rs`): easy part by Frobenius and one inversion, hard
//!   part by Hayashida–Hayasaka–Teruya on compressed cyclotomic squarings.
//!
//! Everything is constant time except [`pairing_check`], whose inputs are public.
//!
//! ```
//! use bls381::{pairing, pairing_check, G1Affine, G2Affine, Gt, Scalar};
//! let (g1, g2) = (G1Affine::generator(), G2Affine::generator());
//! let (a, b) = (Scalar::from(6u64), Scalar::from(7u64));
//! let (ag1, bg2) = (G1Affine::from(g1 * a), G2Affine::from(g2 * b));
//! assert_eq!(pairing(&ag1, &bg2), Gt::generator() * (a * b));
//! // e(a·g1, b·g2) · e(−ab·g1, g2) = 1
//! let abg1 = G1Affine::from(g1 * -(a * b));
//! assert!(pairing_check(&[(ag1, bg2), (abg1, g2)]));
//! ```

mod final_exp;
mod gt;
#[cfg(feature = "alloc")]
mod miller_lanes;
mod miller_loop;
#[cfg(feature = "alloc")]
mod prepared;

pub use gt::Gt;
pub use miller_loop::MillerLoopResult;
#[cfg(feature = "alloc")]
pub use prepared::G2Prepared;

use core::borrow::Borrow;

use subtle::{Choice, ConditionallySelectable};

use crate::curve::{G1Affine, G2Affine};
use crate::field::Fp12;

use miller_loop::OnTheFly;

/// Pairs per batch of the allocation-free multi-Miller loops: their running points live on
/// the stack (about 9 kB); each further batch costs one more loop's worth of squarings.
const BATCH: usize = 16;

/// The optimal ate pairing e(P, Q), in constant time; `Gt::identity()` when either input is
/// the identity.
///
/// ```
/// use bls381::{pairing, G1Affine, G2Affine, Gt};
/// assert_eq!(pairing(&G1Affine::generator(), &G2Affine::generator()), Gt::generator());
/// assert_eq!(pairing(&G1Affine::identity(), &G2Affine::generator()), Gt::identity());
/// ```
pub fn pairing(p: &G1Affine, q: &G2Affine) -> Gt {
    miller_loop(p, q).final_exponentiation()
}

/// The Miller loop of e(P, Q) alone, lines computed on the fly (no allocation), in constant
/// time; 1 when either input is the identity.
///
/// ```
/// use bls381::{miller_loop, pairing, G1Affine, G2Affine};
/// let (p, q) = (G1Affine::generator(), G2Affine::generator());
/// assert_eq!(miller_loop(&p, &q).final_exponentiation(), pairing(&p, &q));
/// ```
pub fn miller_loop(p: &G1Affine, q: &G2Affine) -> MillerLoopResult {
    multi_miller_loop_unprepared(&[(p, q)])
}

/// The source of one pair's lines: identities are swapped for the generators (so no step
/// meets an exceptional case) and flagged, so the pair contributes lines equal to 1.
fn on_the_fly(p: &G1Affine, q: &G2Affine) -> OnTheFly {
    let skip = p.is_identity() | q.is_identity();
    let p = G1Affine::conditional_select(p, &G1Affine::generator(), skip);
    let q = G2Affine::conditional_select(q, &G2Affine::generator(), skip);
    OnTheFly::new(&p.x, &p.y, &q.x, &q.y, skip)
}

/// `Σ MillerLoop(Pᵢ, Qᵢ)` (the product in Fp12) with lines computed on the fly: one shared
/// Fp12 squaring per step for up to 16 pairs at a time, and no allocation. Constant time:
/// terms with an identity contribute 1 by selection, and the time depends only on the number
/// of terms.
///
/// ```
/// use bls381::{multi_miller_loop_unprepared, pairing, G1Affine, G2Affine};
/// let (p, q) = (G1Affine::generator(), G2Affine::generator());
/// let f = multi_miller_loop_unprepared(&[(&p, &q), (&-p, &q)]);
/// assert!(bool::from(f.final_exponentiation().is_identity()));
/// ```
pub fn multi_miller_loop_unprepared(terms: &[(&G1Affine, &G2Affine)]) -> MillerLoopResult {
    #[cfg(feature = "parallel")]
    if let Some(f) = split_miller_loop(terms, |t| unprepared_serial(t).0) {
        return MillerLoopResult(f);
    }
    unprepared_serial(terms)
}

/// A filler for the unused slots of a batch of on-the-fly Miller loops (the generators, skipped
/// or not as `skip` says; overwritten before use).
fn placeholder(skip: Choice) -> OnTheFly {
    let (p, q) = (G1Affine::generator(), G2Affine::generator());
    OnTheFly::new(&p.x, &p.y, &q.x, &q.y, skip)
}

/// The multi-Miller loop of on-the-fly sources: eight at a time in lanes where IFMA is in use
/// (`miller_lanes`, the same value), else the scalar loop.
fn on_the_fly_loop(sources: &mut [OnTheFly]) -> Fp12 {
    #[cfg(feature = "alloc")]
    return miller_lanes::multi_miller_loop(sources);
    #[cfg(not(feature = "alloc"))]
    miller_loop::multi_miller_loop(sources)
}

fn unprepared_serial(terms: &[(&G1Affine, &G2Affine)]) -> MillerLoopResult {
    let mut f = Fp12::ONE;
    let mut buf = [placeholder(Choice::from(1)); BATCH];
    for (k, batch) in terms.chunks(BATCH).enumerate() {
        for (s, (p, q)) in buf.iter_mut().zip(batch) {
            *s = on_the_fly(p, q);
        }
        let g = on_the_fly_loop(&mut buf[..batch.len()]);
        f = if k == 0 { g } else { f * g };
    }
    MillerLoopResult(f)
}

/// Pairs per task of a parallel Miller loop: a pair costs about 185 µs of a shared loop and
/// each task adds one loop's squarings (≈ 90 µs), so a task of four pays for itself even when
/// no other thread takes it (≤ 11% more work) and halves a verification of eight pairs when
/// one does.
#[cfg(feature = "parallel")]
const ML_PARALLEL_MIN: usize = 4;

/// `∏ miller(chunk)` over chunks of `terms` run on the caller's pool, or `None` (the serial
/// path's turn) when the input is too small for a split or the pool has one thread. Chunks
/// have at most [`BATCH`] terms, the serial path's own batches, so a large input costs no
/// more squarings split than serial; the product of Miller loop values does not depend on
/// how the terms were grouped, so the result is the serial one. The split depends only on
/// the number of terms and threads, never on their values (constant time is kept).
#[cfg(feature = "parallel")]
fn split_miller_loop<T: Sync>(
    terms: &[T],
    miller: impl Fn(&[T]) -> Fp12 + Sync + Send,
) -> Option<Fp12> {
    let chunk = crate::parallel::chunk_len(terms.len(), ML_PARALLEL_MIN, BATCH)?;
    crate::parallel::reduce_chunks(terms.len(), chunk, |r| miller(&terms[r]), |a, b| a * b)
}

/// `Σ MillerLoop(Pᵢ, Qᵢ)` over prepared G2 points, in constant time: terms with an identity on
/// either side contribute 1 by selection (as in `bls12_381`).
///
/// ```
/// use bls381::{multi_miller_loop, G1Affine, G2Affine, G2Prepared, Gt};
/// let (p, q) = (G1Affine::generator(), G2Affine::generator());
/// let q = G2Prepared::from(q);
/// let f = multi_miller_loop(&[(&p, &q), (&-p, &q)]);
/// assert_eq!(f.final_exponentiation(), Gt::identity());
/// ```
#[cfg(feature = "alloc")]
pub fn multi_miller_loop(terms: &[(&G1Affine, &G2Prepared)]) -> MillerLoopResult {
    #[cfg(feature = "parallel")]
    if let Some(f) = split_miller_loop(terms, |t| prepared_serial(t).0) {
        return MillerLoopResult(f);
    }
    prepared_serial(terms)
}

#[cfg(feature = "alloc")]
fn prepared_serial(terms: &[(&G1Affine, &G2Prepared)]) -> MillerLoopResult {
    let mut sources: alloc::vec::Vec<_> = terms
        .iter()
        .map(|(p, q)| {
            let skip = p.is_identity() | q.infinity;
            let p = G1Affine::conditional_select(p, &G1Affine::generator(), skip);
            miller_loop::Precomputed::new(&p.x, &p.y, &q.lines, skip)
        })
        .collect();
    MillerLoopResult(miller_loop::multi_miller_loop(&mut sources))
}

/// Whether `∏ e(Pᵢ, Qᵢ) = 1`, with one shared Miller loop and a single final exponentiation:
/// the verification equation of BLS signatures and KZG openings.
///
/// **Variable time**: for public inputs only. Terms with an identity are skipped by
/// branching, and the final comparison is folded into the last step of the exponentiation.
/// An empty product (or one of identities only) is 1. With `parallel`, 8 pairs or more are
/// Miller-looped in chunks on the caller's rayon pool (one final exponentiation).
///
/// The pairs hold points or references to points (anything that borrows as one):
/// `&[(G1Affine, G2Affine)]` as well as the `&[(&G1Affine, &G2Affine)]` of the multi-Miller
/// loops. Being generic, an empty array literal needs its types named:
/// `pairing_check::<G1Affine, G2Affine>(&[])`.
///
/// ```
/// use bls381::{pairing_check, G1Affine, G2Affine, Scalar};
/// let (g1, g2) = (G1Affine::generator(), G2Affine::generator());
/// let s = Scalar::from(42u64);
/// // e(s·g1, g2) = e(g1, s·g2)
/// let (sg1, sg2) = (G1Affine::from(g1 * s), G2Affine::from(g2 * s));
/// let terms = [(sg1, g2), (-g1, sg2)];
/// assert!(pairing_check(&terms));
/// assert!(!pairing_check(&terms[..1]));
/// // The same pairs by reference.
/// let minus_g1 = -g1;
/// assert!(pairing_check(&[(&sg1, &g2), (&minus_g1, &sg2)]));
/// ```
pub fn pairing_check<P: Borrow<G1Affine>, Q: Borrow<G2Affine>>(terms: &[(P, Q)]) -> bool {
    miller_loop_vartime(terms).is_none_or(|f| final_exp::final_exponentiation_is_one(&f))
}

/// `∏ MillerLoop(Pᵢ, Qᵢ)` over the terms without an identity, `None` if there is none; for
/// public inputs (identities are skipped by branching). With `parallel`, large inputs are
/// split over the caller's pool.
pub(crate) fn miller_loop_vartime<P: Borrow<G1Affine>, Q: Borrow<G2Affine>>(
    terms: &[(P, Q)],
) -> Option<Fp12> {
    #[cfg(feature = "parallel")]
    if terms.len() >= 2 * ML_PARALLEL_MIN && crate::parallel::threads() > 1 {
        // Copied out, so that the tasks need no `Sync` bound on the caller's types.
        let live: alloc::vec::Vec<(G1Affine, G2Affine)> = terms
            .iter()
            .map(|(p, q)| (*p.borrow(), *q.borrow()))
            .filter(|(p, q)| !bool::from(p.is_identity() | q.is_identity()))
            .collect();
        return match split_miller_loop(&live, |t| {
            miller_loop_vartime_serial(t).unwrap_or(Fp12::ONE)
        }) {
            Some(f) => Some(f),
            None => miller_loop_vartime_serial(&live),
        };
    }
    miller_loop_vartime_serial(terms)
}

/// Below this many pairs [`miller_loop_checking_g2_vartime`] applies (the scalar loop's
/// range: from 8 pairs the loop runs in IFMA lanes, which keep no running point).
#[cfg(feature = "alloc")]
pub(crate) const CHECKING_MAX_PAIRS: usize = 7;

/// `∏ MillerLoop(Pᵢ, Qᵢ)` over at most [`CHECKING_MAX_PAIRS`] pairs of public points, none the
/// identity, the Qᵢ on the curve but not yet known to be in G2, and whether each Qᵢ is in G2:
/// each loop's running point ends at \[|z|\]Qᵢ, the multiple the subgroup test needs, so the
/// test costs a comparison instead of 63 doublings (see
/// `OnTheFly::ended_in_g2_vartime`). The product means nothing unless every Qᵢ is in G2.
#[cfg(feature = "alloc")]
pub(crate) fn miller_loop_checking_g2_vartime(
    terms: &[(G1Affine, G2Affine)],
) -> (Fp12, alloc::vec::Vec<bool>) {
    assert!(terms.len() <= CHECKING_MAX_PAIRS);
    let mut buf = [placeholder(Choice::from(0)); CHECKING_MAX_PAIRS];
    for (s, (p, q)) in buf.iter_mut().zip(terms) {
        *s = OnTheFly::new(&p.x, &p.y, &q.x, &q.y, Choice::from(0));
    }
    let sources = &mut buf[..terms.len()];
    let f = miller_loop::multi_miller_loop(sources);
    (
        f,
        sources.iter().map(OnTheFly::ended_in_g2_vartime).collect(),
    )
}

/// The serial body of [`miller_loop_vartime`] (also each task's, so tasks never split again).
#[cfg_attr(not(feature = "parallel"), allow(dead_code))]
pub(crate) fn miller_loop_vartime_serial<P: Borrow<G1Affine>, Q: Borrow<G2Affine>>(
    terms: &[(P, Q)],
) -> Option<Fp12> {
    let mut f = Fp12::ONE;
    let mut buf = [placeholder(Choice::from(0)); BATCH];
    let mut n = 0;
    let mut any = false;
    let flush = |buf: &mut [OnTheFly], f: &mut Fp12, any: &mut bool| {
        let g = on_the_fly_loop(buf);
        *f = if *any { *f * g } else { g };
        *any = true;
    };
    for (p, q) in terms {
        let (p, q) = (p.borrow(), q.borrow());
        if bool::from(p.is_identity() | q.is_identity()) {
            continue;
        }
        buf[n] = OnTheFly::new(&p.x, &p.y, &q.x, &q.y, Choice::from(0));
        n += 1;
        if n == BATCH {
            flush(&mut buf, &mut f, &mut any);
            n = 0;
        }
    }
    if n > 0 {
        flush(&mut buf[..n], &mut f, &mut any);
    }
    any.then_some(f)
}

/// Whether `f` (a Miller loop value) maps to 1 in Gt, for public `f`.
#[cfg(feature = "alloc")]
pub(crate) fn final_exponentiation_is_one(f: &Fp12) -> bool {
    final_exp::final_exponentiation_is_one(f)
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::*;
    use crate::curve::G2Projective;
    use crate::field::Fr;
    use crate::test_util::rng;
    use alloc::vec::Vec;
    use num_bigint::BigUint;
    use rand::Rng;

    /// `k·P` by double-and-add with the complete formulas (right off the subgroup too).
    fn plain_mul(p: &G2Projective, k: &BigUint) -> G2Projective {
        let mut acc = G2Projective::identity();
        for i in (0..k.bits()).rev() {
            acc = acc.double();
            if k.bit(i) {
                acc += p;
            }
        }
        acc
    }

    /// A random point of the twist's whole group E'(Fp2), rarely in G2.
    fn curve_point(rng: &mut rand::rngs::StdRng) -> G2Affine {
        loop {
            let mut b = [0u8; 96];
            rng.fill_bytes(&mut b);
            b[0] = (b[0] & 0x1f) | 0x80;
            b[48] &= 0x1f;
            let p = G2Affine::from_compressed_unchecked(&b);
            if bool::from(p.is_some()) {
                return p.unwrap();
            }
        }
    }

    /// The Miller loop's own G2 test against `is_torsion_free` on points of G2, of the whole
    /// curve, of small order (13, 23, 2713: their running points meet O, ±Q mid-loop) and of
    /// order l·r, 1 to 7 pairs at a time; when every Q is in G2 the value is the plain loop's.
    #[test]
    fn miller_loop_checks_g2() {
        let mut rng = rng("pairing::miller_loop_checks_g2");
        let h2 = BigUint::parse_bytes(
            b"5d543a95414e7f1091d50792876a202cd91de4547085abaa68a205b2e5a7ddfa628f1cb4d9e82ef2\
              1537e293a6691ae1616ec6e786f0c70cf1c38e31c7238e5",
            16,
        )
        .unwrap();
        let r = BigUint::parse_bytes(
            b"73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001",
            16,
        )
        .unwrap();
        let order = &h2 * &r;
        let g2 = G2Projective::generator();
        let small = |rng: &mut rand::rngs::StdRng, l: u32, e: u32| loop {
            let k = &order / BigUint::from(l).pow(e);
            let p = plain_mul(&G2Projective::from(curve_point(rng)), &k);
            if !bool::from(p.is_identity()) {
                return p;
            }
        };
        let mut seen = [0usize; 2];
        for round in 0..12 {
            for n in 1..=CHECKING_MAX_PAIRS {
                let terms: Vec<(G1Affine, G2Affine)> = (0..n)
                    .map(|i| {
                        let p = G1Affine::from(G1Affine::generator() * Fr::random(&mut rng));
                        let in_g2 = G2Projective::from(g2 * Fr::random(&mut rng));
                        let q = match (round + i) % 6 {
                            0 | 1 => in_g2,
                            2 => G2Projective::from(curve_point(&mut rng)),
                            3 => small(&mut rng, 13, 2),
                            4 => small(&mut rng, [23, 2713][i % 2], [2, 1][i % 2]),
                            _ => small(&mut rng, 13, 2) + in_g2,
                        };
                        (p, G2Affine::from(q))
                    })
                    .collect();
                let (f, got) = miller_loop_checking_g2_vartime(&terms);
                let want: Vec<bool> = terms
                    .iter()
                    .map(|(_, q)| bool::from(q.is_torsion_free()))
                    .collect();
                assert_eq!(got, want, "round {round}, n = {n}");
                for w in &want {
                    seen[usize::from(*w)] += 1;
                }
                if want.iter().all(|&w| w) {
                    assert_eq!(Some(f), miller_loop_vartime_serial(&terms));
                }
            }
        }
        assert!(seen[0] > 50 && seen[1] > 50, "{seen:?}");
    }
}
