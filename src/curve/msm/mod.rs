//! Multi-scalar multiplication Σ kᵢ·Pᵢ for public points and scalars, written once for G1 and G2.
//!
//! The method is Pippenger's bucket method (Pippenger, "On the evaluation of powers and
//! monomials", SIAM J. Comput. 1980; the form of Bernstein–Doumen–Lange–Oosterwijk, "Faster
//! batch forgery identification", INDOCRYPT 2012, §4) with these refinements:
//!
//! * **Endomorphism split.** Each scalar is split with the curve's endomorphism first (G1: GLV,
//!   k = a + b·z², two 128-bit halves on P and −φ(P); G2: GLS, four 64-bit base-|z| digits on
//!   P, −ψ(P), ψ²(P), −ψ³(P); see `endomorphism.rs`). Twice (four times) as many points with
//!   half (a quarter of) the bits: the bucket accumulations stay the same in number, but there
//!   are half (a quarter) as many windows to reduce, so the best window is wider.
//! * **Signed digits.** Booth recoding of c+1 overlapping bits per window (Booth 1951; as in
//!   blst): digits in [−2^(c−1), 2^(c−1)], so 2^(c−1) buckets per window, a negative digit
//!   adding −P, which costs one negation in affine coordinates.
//! * **Batched affine bucket accumulation.** The entries of each bucket are summed as a binary
//!   tree, one level at a time across all buckets: every addition of a level is independent, so
//!   all their denominators are inverted together by Montgomery's trick (Montgomery, "Speeding
//!   the Pollard and elliptic curve methods of factorization", Math. Comp. 1987, §10.3.1): one
//!   field inversion per batch, about 5M + 1S per affine addition against 8M + 2S for the
//!   mixed XYZZ addition of blst. The exceptional pairs (equal points: a doubling with its own
//!   denominator 2y in the same batch; opposite points: the identity; the identity itself) are
//!   classified before the batch, so the result never depends on inputs being "random enough".
//!   G2 inverts the Fp norms of its Fp2 denominators, so the batch runs in Fp. With AVX-512
//!   IFMA both groups run the batch's additions 8 at a time in lanes (`batch_affine`).
//! * **Bucket reduction** by running sums Σ i·Bᵢ = Σᵢ Σⱼ≥ᵢ Bⱼ, the chains of every window and of
//!   several segments of each window advancing together, so that they too are batched affine
//!   additions.
//! * **Window width** from the number of sub-points and the bit length of the largest
//!   sub-scalar (small scalars get fewer windows), by the count of additions (see
//!   [`window_bits`]); **small inputs** (up to 20 sub-points) take interleaved wNAF instead,
//!   and a single point the variable-time scalar multiplication.
//! * **Bounded memory**: at most [`CHUNK`] bucket entries are materialised at once whatever the
//!   digits (all points in one bucket included), and inputs beyond [`MAX_SUB_POINTS`] are cut
//!   into pieces.
//!

mod batch_affine;
mod fixed_base;
mod pippenger;
mod straus;

use crate::curve::point::{Affine, Curve, Projective};
use crate::field::{Field, Fr as Scalar};
use pippenger::{pippenger_pieces, MAX_SUB_POINTS};
use straus::{straus, STRAUS_MAX_SUB_POINTS};

pub use fixed_base::FixedBaseMsm;

/// Σ kᵢ·Pᵢ over `min(points.len(), scalars.len())` pairs, for curve `C` whose scalars split
/// into `N` sub-scalars `split(k)` on the points `images(P)` (`images(P)[0] = P`; all at once,
/// so that an image can be made from another: G2's −ψ³(P) is ψ² of −ψ(P)).
pub(crate) fn msm<C: Curve, const N: usize>(
    points: &[Affine<C>],
    scalars: &[Scalar],
    split: impl Fn(&Scalar) -> [u128; N] + Sync,
    images: impl Fn(&Affine<C>) -> [Affine<C>; N] + Sync,
) -> Projective<C>
where
    C::Base: Field,
{
    let n = points.len().min(scalars.len());
    if n == 1 {
        // One point: the single multiplication's tables are affine without an inversion.
        return C::mul_vartime(&Projective::from(&points[0]), &scalars[0]);
    }
    if n * N <= STRAUS_MAX_SUB_POINTS {
        return straus(&points[..n], &scalars[..n], &split, &images);
    }
    pippenger_pieces(&points[..n], &scalars[..n], &split, &images, MAX_SUB_POINTS)
}

/// Below this many pairs a level of affine additions costs more than it saves: its one
/// inversion is worth about three projective mixed additions in G2 and six in G1, and each
/// affine addition saves about three quarters of one.
const SUM_MIN_PAIRS: usize = 8;

/// Σ Pᵢ of public points, in variable time: pairs added in affine coordinates level by level
/// (each level one run of [`batch_affine::batch_add`], its slopes sharing one inversion: about
/// 2M + 1S plus 3M for its share of the inversion per addition, against 11M for a complete
/// mixed addition), the last few points, too few for a level to pay, projectively.
pub(crate) fn sum_vartime<'a, C: Curve>(
    points: impl Iterator<Item = &'a Affine<C>>,
) -> Projective<C> {
    sum_vartime_pieces(points, SUM_MAX_POINTS)
}

/// Most points one level-by-level sum takes: a batch names its points by `u32` index (and
/// reserves `u32::MAX`), so longer inputs are summed in pieces of this many, then added.
const SUM_MAX_POINTS: usize = 1 << 31;

/// [`sum_vartime`] in pieces of at most `max` points.
fn sum_vartime_pieces<'a, C: Curve>(
    points: impl Iterator<Item = &'a Affine<C>>,
    max: usize,
) -> Projective<C> {
    let mut pts: alloc::vec::Vec<batch_affine::Aff<C::Base>> = points
        .filter(|p| !bool::from(p.is_identity()))
        .map(batch_affine::Aff::from_affine)
        .collect();
    let mut batch = batch_affine::Batch::new();
    let mut ops = alloc::vec::Vec::with_capacity(pts.len().min(max) / 2 + 1);
    pts.chunks_mut(max.clamp(1, SUM_MAX_POINTS))
        .map(|piece| sum_piece(piece, &mut batch, &mut ops))
        .fold(Projective::identity(), |acc, s| acc.add(&s))
}

/// Σ of `pts` (at most [`SUM_MAX_POINTS`], so every index fits an op), overwriting them.
fn sum_piece<C: Curve>(
    pts: &mut [batch_affine::Aff<C::Base>],
    batch: &mut batch_affine::Batch<<C::Base as Field>::Norm>,
    ops: &mut alloc::vec::Vec<batch_affine::Op>,
) -> Projective<C> {
    debug_assert!(pts.len() <= SUM_MAX_POINTS);
    let mut n = pts.len();
    // The casts below are exact: n ≤ 2^31.
    while n >= 2 * SUM_MIN_PAIRS {
        ops.clear();
        ops.extend((0..n / 2).map(|j| batch_affine::Op {
            a: 2 * j as u32,
            b: 2 * j as u32 + 1,
            out: j as u32,
        }));
        if n % 2 == 1 {
            ops.push(batch_affine::Op {
                a: n as u32 - 1,
                b: batch_affine::COPY,
                out: n as u32 / 2,
            });
        }
        batch_affine::batch_add(&mut pts[..n], ops, batch);
        n = n.div_ceil(2);
    }
    pts[..n]
        .iter()
        .fold(Projective::identity(), |acc, p| acc.add(&p.to_projective()))
}

impl<C: Curve> Projective<C> {
    /// Σ kᵢ·Pᵢ for **public** points and scalars: the time depends on them. Pippenger's bucket
    /// method on the GLV (G1) / GLS (G2) halves or quarters of the scalars, with signed
    /// windows and batched affine additions (one inversion per batch); interleaved wNAF for a
    /// handful of points (`src/curve/msm/` explains the choices). Needs the `alloc` feature;
    /// with `parallel`, inputs of 64 points or more (32 in G2) are split over the caller's
    /// rayon pool (by windows and by point parts), with the same result.
    ///
    /// The pairs are `points.iter().zip(scalars)`: when the lengths differ the extra elements of
    /// the longer slice are ignored (as blst's pointer-count interface and `Iterator::zip`),
    /// never a panic; empty input gives the identity. Identity points and zero scalars are
    /// allowed. The points must lie in the prime-order subgroup (every decoder but the
    /// `_unchecked` ones ensures it): the split uses the endomorphism's eigenvalue on it, so for
    /// other points the result is unspecified (as for [`mul_vartime`](Self::mul_vartime)).
    ///
    /// ```
    /// use bls381::{G1Affine, G1Projective, Scalar};
    /// let g = G1Projective::generator();
    /// let points = [G1Affine::from(g), G1Affine::from(g.double())];
    /// let scalars = [Scalar::from(3u64), Scalar::from(5u64)];
    /// assert_eq!(G1Projective::msm_vartime(&points, &scalars), g * Scalar::from(13u64));
    /// assert_eq!(G1Projective::msm_vartime(&points, &scalars[..1]), g * Scalar::from(3u64));
    ///
    /// use bls381::{G2Affine, G2Projective};
    /// let h = G2Projective::generator();
    /// let points = [G2Affine::from(h), G2Affine::identity()];
    /// assert_eq!(G2Projective::msm_vartime(&points, &scalars), h * Scalar::from(3u64));
    /// ```
    pub fn msm_vartime(points: &[Affine<C>], scalars: &[Scalar]) -> Self {
        C::msm_vartime(points, scalars)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// The level-by-level affine sum against plain additions, with doublings (repeated points),
    /// cancelling pairs (P, −P) and identities mixed in, at sizes around the level threshold.
    #[test]
    fn sum_vartime_matches_plain_addition() {
        use crate::curve::{G1Affine, G1Projective, G2Affine, G2Projective};
        let mut rng = crate::test_util::rng("msm::sum_vartime_matches_plain_addition");
        for n in [0usize, 1, 2, 15, 16, 17, 33, 64, 100] {
            let mut p1: Vec<G1Affine> = (0..n)
                .map(|_| G1Affine::from(G1Projective::generator() * Scalar::random(&mut rng)))
                .collect();
            let mut p2: Vec<G2Affine> = (0..n)
                .map(|_| G2Affine::from(G2Projective::generator() * Scalar::random(&mut rng)))
                .collect();
            if n >= 16 {
                p1[1] = p1[0];
                p2[1] = p2[0];
                p1[3] = -p1[2];
                p2[3] = -p2[2];
                p1[5] = G1Affine::identity();
                p2[5] = G2Affine::identity();
                p1[7] = p1[6];
                p2[9] = -p2[8];
            }
            let want1: G1Projective = p1.iter().map(G1Projective::from).sum();
            let want2: G2Projective = p2.iter().map(G2Projective::from).sum();
            assert_eq!(sum_vartime(p1.iter()), want1, "G1, n = {n}");
            assert_eq!(sum_vartime(p2.iter()), want2, "G2, n = {n}");
        }
        // Everything cancels.
        let g = G2Affine::generator();
        let pts: Vec<G2Affine> = (0..32).map(|i| if i % 2 == 0 { g } else { -g }).collect();
        assert!(bool::from(sum_vartime(pts.iter()).is_identity()));
    }

    /// The sum in pieces (the guard that keeps batch indices within u32 on inputs past 2^31
    /// points, here with small pieces) equals the sum in one piece.
    #[test]
    fn sum_vartime_in_pieces() {
        use crate::curve::{G1Affine, G1Projective};
        let mut rng = crate::test_util::rng("msm::sum_vartime_in_pieces");
        let pts: Vec<G1Affine> = (0..100)
            .map(|_| G1Affine::from(G1Projective::generator() * Scalar::random(&mut rng)))
            .collect();
        let want: G1Projective = pts.iter().map(G1Projective::from).sum();
        for max in [0, 1, 7, 16, 33, 99, 100, 1000] {
            assert_eq!(sum_vartime_pieces(pts.iter(), max), want, "pieces of {max}");
        }
    }

    /// MSM with the 8-lane IFMA batched additions against the scalar ones, on `n` points
    /// from sums of `bases` random multiples of the generator, with identity points and zero
    /// scalars mixed in (skipped, with a note, on a CPU without IFMA).
    fn msm_ifma_matches_scalar<C: Curve>(name: &str, bases: usize, sizes: &[usize])
    where
        Projective<C>: core::ops::Mul<Scalar, Output = Projective<C>>,
    {
        use crate::field::fp_lanes::force_ifma;
        let mut rng = crate::test_util::rng(name);
        let base: Vec<Projective<C>> = (0..bases)
            .map(|_| Projective::<C>::generator() * Scalar::random(&mut rng))
            .collect();
        for &n in sizes {
            let mut pts: Vec<Affine<C>> = (0..n)
                .map(|i| base[i % bases].add(&base[(i / bases) % bases]).to_affine())
                .collect();
            let mut ks: Vec<Scalar> = (0..n).map(|_| Scalar::random(&mut rng)).collect();
            for i in (0..n).step_by(5) {
                pts[i] = Affine::identity();
            }
            for i in (2..n).step_by(7) {
                ks[i] = Scalar::zero();
            }
            let _ = force_ifma(false);
            let want = Projective::<C>::msm_vartime(&pts, &ks);
            if !force_ifma(true) {
                std::eprintln!("note: no AVX-512 IFMA on this CPU; nothing to compare");
                return;
            }
            let got = Projective::<C>::msm_vartime(&pts, &ks);
            assert_eq!(got, want, "n = {n}");
            if n <= 100 {
                let naive = pts
                    .iter()
                    .zip(&ks)
                    .fold(Projective::identity(), |acc, (p, k)| {
                        acc.add(&(p.to_curve() * *k))
                    });
                assert_eq!(got, naive, "n = {n}");
            }
        }
    }

    #[test]
    fn g1_msm_ifma_matches_scalar() {
        msm_ifma_matches_scalar::<crate::curve::G1>(
            "msm::g1_msm_ifma_matches_scalar",
            64,
            &[1, 7, 8, 9, 100, 4096],
        );
    }

    #[test]
    fn g2_msm_ifma_matches_scalar() {
        msm_ifma_matches_scalar::<crate::curve::G2>(
            "msm::g2_msm_ifma_matches_scalar",
            32,
            &[1, 7, 8, 9, 100, 1024],
        );
    }

    /// Straus, Pippenger in one piece and Pippenger cut into pieces of 2, 7 and 64 sub-points
    /// agree with the naive sum (G1 split: k = a + b·z² on P and −φ(P)).
    #[test]
    fn straus_and_pieces_g1() {
        use crate::curve::endomorphism::{decompose_glv, BETA};
        use crate::curve::G1;
        use crate::test_util::rng;
        let mut rng = rng("msm::straus_and_pieces_g1");
        let split = |k: &Scalar| decompose_glv(k).map(|h| (h[1] as u128) << 64 | h[0] as u128);
        let endo = |p: &Affine<G1>| {
            [
                *p,
                Affine::<G1> {
                    x: p.x * BETA,
                    y: -p.y,
                    infinity: p.infinity,
                },
            ]
        };
        let g = Projective::<G1>::generator();
        for n in [0usize, 1, 2, 5, 30] {
            let mut points: Vec<Affine<G1>> = (0..n)
                .map(|_| (g * Scalar::random(&mut rng)).to_affine())
                .collect();
            let mut scalars: Vec<Scalar> = (0..n).map(|_| Scalar::random(&mut rng)).collect();
            if n > 2 {
                points[1] = Affine::identity();
                scalars[2] = Scalar::ZERO;
            }
            let want: Projective<G1> = points.iter().zip(&scalars).map(|(p, k)| p * k).sum();
            assert_eq!(
                straus(&points, &scalars, &split, &endo),
                want,
                "straus, n = {n}"
            );
            for max in [2, 7, 64, MAX_SUB_POINTS] {
                let got = pippenger_pieces(&points, &scalars, &split, &endo, max);
                assert_eq!(got, want, "pieces of {max}, n = {n}");
            }
        }
    }
}
