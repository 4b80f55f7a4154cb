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
#[cfg(feature = "parallel")]
pub(crate) fn final_exponentiation_is_one(f: &Fp12) -> bool {
    final_exp::final_exponentiation_is_one(f)
}
