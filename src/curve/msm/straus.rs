//! Small MSMs: interleaved wNAF with the endomorphism images (Straus's trick).

use alloc::vec;
use alloc::vec::Vec;

use crate::curve::group_law::Jacobian;
use crate::curve::point::{Affine, Curve, Projective};
use crate::curve::scalar_mul::{wnaf, WNAF};
use crate::field::Fr as Scalar;

/// Inputs of up to this many sub-points (points × endomorphism dimension) take [`straus`]:
/// below it Pippenger's per-window overheads (inversions, the reduction) outweigh the shared
/// doublings it saves (measured crossing on Zen 4: between 10 and 12 points on G1, 4 and 6
/// on G2).
pub(super) const STRAUS_MAX_SUB_POINTS: usize = 20;

/// Σ kᵢ·Pᵢ by interleaved width-5 wNAF (Straus, "Addition chains of vectors", AMM 1964; Möller,
/// SAC 2001): one run of doublings shared by every sub-scalar, and per point a table of the odd
/// multiples P, 3P, …, 15P, made affine together (one inversion) so that the endomorphism
/// images are cheap and the additions mixed (onto a Jacobian accumulator).
pub(super) fn straus<C: Curve, const N: usize>(
    points: &[Affine<C>],
    scalars: &[Scalar],
    split: &impl Fn(&Scalar) -> [u128; N],
    images: &impl Fn(&Affine<C>) -> [Affine<C>; N],
) -> Projective<C> {
    const ODD: usize = 1 << (WNAF - 2);
    // Tables of the points that matter, in projective form first.
    let mut proj = Vec::with_capacity(points.len() * ODD);
    let mut subs = Vec::with_capacity(points.len() * N);
    for (p, k) in points.iter().zip(scalars) {
        let ks = split(k);
        if bool::from(p.infinity) || ks.iter().all(|&kj| kj == 0) {
            continue;
        }
        let t = proj.len() / ODD;
        let p = Projective::from(p);
        let p2 = p.double();
        let mut m = p;
        for _ in 0..ODD {
            proj.push(m);
            m = m.add(&p2);
        }
        for (j, kj) in ks.into_iter().enumerate() {
            if kj != 0 {
                subs.push((t, j, kj));
            }
        }
    }
    let mut base = vec![Affine::identity(); proj.len()];
    Projective::batch_normalize(&proj, &mut base);
    // One table and one wNAF per sub-scalar; the images of a point's row are made once (the
    // sub-scalars of a point are consecutive in `subs`).
    let mut top = 0;
    let mut tables = Vec::with_capacity(subs.len());
    let mut nafs = Vec::with_capacity(subs.len());
    for point in subs.chunk_by(|a, b| a.0 == b.0) {
        let t = point[0].0;
        let odd = &base[t * ODD..(t + 1) * ODD];
        let imgs: [[Affine<C>; N]; ODD] = core::array::from_fn(|m| images(&odd[m]));
        for &(_, j, kj) in point {
            tables.push(core::array::from_fn::<_, ODD, _>(|m| imgs[m][j]));
            let mut naf = [0i8; 130];
            top = top.max(wnaf(&[kj as u64, (kj >> 64) as u64], &mut naf));
            nafs.push(naf);
        }
    }
    // A Jacobian accumulator: doublings 3M + 4S and mixed additions 7M + 4S, against 6M + 2S and
    // 11M for the complete homogeneous formulas; the points are public, so the additions'
    // exceptional cases are branches.
    let mut acc = Jacobian::<C>::identity();
    for i in (0..top).rev() {
        acc = acc.double();
        for (naf, table) in nafs.iter().zip(&tables) {
            let d = naf[i];
            if d > 0 {
                acc = acc.add_affine_vartime(&table[(d / 2) as usize]);
            } else if d < 0 {
                acc = acc.add_affine_vartime(&-table[(-d / 2) as usize]);
            }
        }
    }
    acc.to_projective()
}
