//! Pippenger's bucket method with signed (Booth) windows, bucket entries summed by batched
//! affine additions and buckets reduced by running sums advanced in batches.

use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

use super::batch_affine::{batch_add, tree_sum, Aff, Batch, Op};
use crate::curve::group_law::Jacobian;
use crate::curve::point::{Affine, Curve, Projective};
use crate::field::prefetch;
use crate::field::Field;
use crate::field::Fr as Scalar;
use crate::parallel;

/// Most entries materialised at once by the bucket accumulation (bounds its memory whatever
/// the distribution of digits).
pub(super) const CHUNK: usize = 1 << 13;

/// Most sub-points (points after the endomorphism split) handled in one Pippenger instance;
/// longer inputs are cut in pieces whose results are added (bounds memory near 100 MB for G1,
/// 200 MB for G2, while costing little: the window stops widening past about 2^20 points).
pub(super) const MAX_SUB_POINTS: usize = 1 << 20;

/// The signed Booth digit of window `w` (c bits) of `k`: bits c·w − 1 … c·w + c − 1 (bit −1 is
/// zero), d = Σ_{j<c−1} 2ʲ·b_{cw+j} + b_{cw−1} − 2^(c−1)·b_{cw+c−1} ∈ [−2^(c−1), 2^(c−1)]
/// (Booth 1951; blst's `booth_encode`). Returns (|d|, d < 0).
#[inline(always)]
pub(super) fn booth_digit(k: u128, w: usize, c: usize) -> (u32, bool) {
    let mask = (1u128 << (c + 1)) - 1;
    let v = if w == 0 {
        (k << 1) & mask
    } else {
        (k >> (w * c - 1)) & mask
    } as u32;
    let neg = (v >> c) & 1 == 1;
    // (v >> 1) + (v & 1) with the top bit's weight 2^(c−1) turned into −2^(c−1).
    let d = ((v >> 1) + (v & 1)) as i32 - ((neg as i32) << c);
    (d.unsigned_abs(), neg)
}

/// The per-window overhead of [`window_bits`]'s model, in additions.
const WINDOW_OVERHEAD: usize = 24;

/// The window width for `n` sub-points of at most `bits` bits: the c minimising the number of
/// additions, about W·n for the accumulation and Σ_w (buckets of w) for the reduction, plus a
/// per-window overhead (inversions, sorting, doublings) worth `WINDOW_OVERHEAD` additions.
///
/// An accumulation adds each bucket's first entry for free and the reduction spends about two
/// additions per non-empty bucket and one per empty one, hence W·n + Σ buckets. Callgrind
/// agrees at the two benchmarked sizes (G1 4096 points, c = 9…13: 677, 615, 599, 606, 657
/// M instructions; G2 1024 points, c = 9…12: 480, 464, 442, 505 M: c = 11 both times, as here).
/// With random scalars (128-bit G1 halves, 64-bit G2 digits) the width grows at:
///
/// | c | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 15 | 17 |
/// |---|---|---|---|---|---|---|---|---|---|---|---|
/// | G1 points ≥ | 13 | 22 | 69 | 212 | 373 | 692 | 2485 | 4661 | 9077 | 46197 | 163957 |
/// | G2 points ≥ | 7 | 11 | 55 | 106 | 187 | 318 | 631 | – | 3707 | – | 46075 |
fn window_bits(n: usize, bits: usize) -> usize {
    let cost = |c: usize| {
        let w = bits / c + 1;
        let top = bits - (w - 1) * c; // bits of the top window: its digits are at most 2^top
        let buckets = (w - 1) * (1 << (c - 1)) + (1usize << top).min(1 << (c - 1));
        w * n + buckets + w * WINDOW_OVERHEAD
    };
    (1..=20).min_by_key(|&c| cost(c)).unwrap_or(1)
}

/// Pippenger on pieces of at most `max_sub_points` sub-points, their results added.
pub(super) fn pippenger_pieces<C: Curve, const N: usize>(
    points: &[Affine<C>],
    scalars: &[Scalar],
    split: &(impl Fn(&Scalar) -> [u128; N] + Sync),
    images: &(impl Fn(&Affine<C>) -> [Affine<C>; N] + Sync),
    max_sub_points: usize,
) -> Projective<C>
where
    C::Base: Field,
{
    let n = points.len().min(scalars.len());
    let per_piece = (max_sub_points / N).max(1);
    let mut acc = Projective::identity();
    for start in (0..n).step_by(per_piece) {
        let end = (start + per_piece).min(n);
        let (points, scalars) = (&points[start..end], &scalars[start..end]);
        if parallel::threads_for(end - start, EXPAND_PARALLEL_MIN_POINTS) > 1 {
            let (pts, ks) = expand_parallel(points, scalars, split, images);
            acc = acc.add(&pippenger::<C>(&pts, &ks));
            continue;
        }
        // Expand into sub-points: the identity and zero sub-scalars contribute nothing.
        let mut pts = Vec::with_capacity((end - start) * N);
        let mut ks = Vec::with_capacity((end - start) * N);
        for (p, k) in points.iter().zip(scalars) {
            if bool::from(p.infinity) {
                continue;
            }
            for (q, kj) in images(p).iter().zip(split(k)) {
                if kj != 0 {
                    pts.push(Aff::from_affine(q));
                    ks.push(kj);
                }
            }
        }
        acc = acc.add(&pippenger::<C>(&pts, &ks));
    }
    acc
}

/// Pippenger instances of at least this many sub-points split into tasks (when the pool has
/// more than one thread). Below it the MSM costs about a millisecond or less, and a split
/// would gain less than what waking a thread costs.
pub(super) const PARALLEL_MIN_SUB_POINTS: usize = 128;

/// Inputs of at least this many points are expanded into sub-points in parallel (below, the
/// expansion is a few hundred microseconds at most: not worth a task).
const EXPAND_PARALLEL_MIN_POINTS: usize = 4096;

/// Points per task of the parallel expansion.
const EXPAND_MIN: usize = 256;

/// The sub-points of `points` in a fixed layout, `N` per point, computed in parallel: entry
/// N·i + j is images(Pᵢ)\[j\] with sub-scalar j of kᵢ, or a zero sub-scalar for an identity
/// point (zero sub-scalars have no non-zero digit, so they never reach a bucket).
fn expand_parallel<C: Curve, const N: usize>(
    points: &[Affine<C>],
    scalars: &[Scalar],
    split: &(impl Fn(&Scalar) -> [u128; N] + Sync),
    images: &(impl Fn(&Affine<C>) -> [Affine<C>; N] + Sync),
) -> (Vec<Aff<C::Base>>, Vec<u128>)
where
    C::Base: Field,
{
    let (pts, ks) = parallel::join(
        || {
            parallel::map(points, EXPAND_MIN, |p| {
                if bool::from(p.infinity) {
                    [Aff::IDENTITY; N]
                } else {
                    images(p).map(|q| Aff::from_affine(&q))
                }
            })
        },
        || {
            parallel::map_range(points.len(), EXPAND_MIN, |i| {
                if bool::from(points[i].infinity) {
                    [0; N]
                } else {
                    split(&scalars[i])
                }
            })
        },
    );
    (pts.into_flattened(), ks.into_flattened())
}

/// Σ kᵢ·Pᵢ for affine `pts` and `ks` (Pippenger); zero scalars are skipped, identity points
/// only with zero scalars.
fn pippenger<C: Curve>(pts: &[Aff<C::Base>], ks: &[u128]) -> Projective<C>
where
    C::Base: Field,
{
    let bits = ks
        .iter()
        .map(|k| 128 - k.leading_zeros() as usize)
        .max()
        .unwrap_or(0);
    if bits == 0 {
        return Projective::identity();
    }
    let threads = parallel::threads_for(pts.len(), PARALLEL_MIN_SUB_POINTS);
    if threads > 1 {
        let plan = Plan::new(pts.len(), bits, threads);
        if plan.tasks() > 1 {
            return pippenger_split(pts, ks, bits, &plan, CHUNK);
        }
    }
    let c = window_bits(pts.len(), bits);
    pippenger_with(pts, ks, bits, c, CHUNK)
}

/// How one Pippenger instance is cut into tasks: window width `c`, the sub-points into
/// `points` consecutive parts and the windows into `windows` consecutive groups; task
/// (p, g) computes the window sums of group g over part p (its own buckets).
///
/// Windows are independent, so a window split costs nothing but the task itself; a point
/// split duplicates the buckets (each part fills and reduces its own), which is what lets
/// the work keep splitting when the threads outnumber the windows (about 9 for G1 and 5
/// for G2 at 2^16 sub-points). The same tiling as blst's (`mult_pippenger` in its
/// `pippenger.c`, points × windows), chosen here by the cost model of [`window_bits`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Plan {
    pub(super) c: usize,
    pub(super) points: usize,
    pub(super) windows: usize,
}

/// The cost, in additions, of starting a task (waking a thread, its buckets and sort
/// arrays): a guess of a few tens of microseconds, which keeps the splits coarse.
const TASK_OVERHEAD: usize = 256;

impl Plan {
    /// The plan minimising the estimated time on `threads` threads (≥ 2) for `n` sub-points of
    /// at most `bits` bits: a task over `ws` windows and `m` sub-points costs
    /// ws·(m + 2^(c−1) + WINDOW_OVERHEAD) additions (the model of [`window_bits`]), tasks run in
    /// rounds of `threads`, and the partial window sums are added serially at the end.
    pub(super) fn new(n: usize, bits: usize, threads: usize) -> Plan {
        let serial = window_bits(n, bits);
        let mut best = (
            usize::MAX,
            Plan {
                c: serial,
                points: 1,
                windows: 1,
            },
        );
        // Narrower windows pay when the points are split: down to the serial width of a part.
        let narrowest = window_bits(n.div_ceil(threads), bits)
            .saturating_sub(1)
            .max(1);
        for c in narrowest..=serial + 1 {
            let w = bits / c + 1;
            let nb = 1usize << (c - 1);
            for kp in 1..=threads.min(n) {
                let m = n.div_ceil(kp);
                for kw in 1..=w.min(threads) {
                    let rounds = (kp * kw).div_ceil(threads);
                    let task = w.div_ceil(kw) * (m + nb + WINDOW_OVERHEAD) + TASK_OVERHEAD;
                    // Each part's window sums: one projective addition (~3 affine) apiece.
                    let cost = rounds * task + 3 * kp * w;
                    if cost < best.0 {
                        best = (
                            cost,
                            Plan {
                                c,
                                points: kp,
                                windows: kw,
                            },
                        );
                    }
                }
            }
        }
        best.1
    }

    pub(super) fn tasks(&self) -> usize {
        self.points * self.windows
    }
}

/// [`pippenger_with`] cut into the tasks of `plan`, run on the current rayon pool.
pub(super) fn pippenger_split<C: Curve>(
    pts: &[Aff<C::Base>],
    ks: &[u128],
    bits: usize,
    plan: &Plan,
    chunk: usize,
) -> Projective<C>
where
    C::Base: Field,
{
    let c = plan.c;
    let windows = bits / c + 1;
    let groups = plan.windows.min(windows);
    let n = pts.len();
    let parts: Vec<Vec<Projective<C>>> = parallel::map_range(plan.points * groups, 1, |t| {
        let (p, g) = (parallel::range(n, plan.points, t / groups), t % groups);
        let ws = parallel::range(windows, groups, g);
        window_sums::<C>(&pts[p.clone()], &ks[p], bits, c, chunk, ws)
    });
    // S_w = Σ over the point parts; the groups of one part are its windows in order.
    let mut sums = vec![Projective::<C>::identity(); windows];
    for part in parts.chunks(groups) {
        for (s, t) in sums.iter_mut().zip(part.iter().flatten()) {
            *s = s.add(t);
        }
    }
    horner(&sums, c)
}

/// [`pippenger`] with `bits` ≥ the bit length of every scalar, window width `c` and at most
/// `chunk` entries materialised at once.
fn pippenger_with<C: Curve>(
    pts: &[Aff<C::Base>],
    ks: &[u128],
    bits: usize,
    c: usize,
    chunk: usize,
) -> Projective<C>
where
    C::Base: Field,
{
    // W·c > bits, so the top window's Booth sign bit is zero and Σ d_w·2^(cw) = k.
    let windows = bits / c + 1;
    horner(&window_sums::<C>(pts, ks, bits, c, chunk, 0..windows), c)
}

/// Σ_w 2^(cw)·S_w, doubling in Jacobian coordinates (cheaper than projective).
fn horner<C: Curve>(sums: &[Projective<C>], c: usize) -> Projective<C>
where
    C::Base: Field,
{
    let Some((top, rest)) = sums.split_last() else {
        return Projective::identity();
    };
    let mut acc = *top;
    for s in rest.iter().rev() {
        let mut j = Jacobian::from_projective(&acc);
        for _ in 0..c {
            j = j.double();
        }
        acc = j.to_projective().add(s);
    }
    acc
}

/// The window sums S_w = Σᵢ d_w(kᵢ)·Pᵢ for the windows `ws` (of width `c`, for scalars of at
/// most `bits` bits), in order.
fn window_sums<C: Curve>(
    pts: &[Aff<C::Base>],
    ks: &[u128],
    bits: usize,
    c: usize,
    chunk: usize,
    ws: Range<usize>,
) -> Vec<Projective<C>>
where
    C::Base: Field,
{
    let nb = 1usize << (c - 1);
    // Window w's digits are at most 2^(bits − cw) in magnitude: the top one has fewer buckets.
    let used = |w: usize| {
        let r = bits - (ws.start + w) * c;
        if r >= c {
            nb
        } else {
            nb.min(1 << r)
        }
    };

    if pts.is_empty() {
        return vec![Projective::identity(); ws.len()]; // an empty part of a split
    }
    let mut batch = Batch::new();
    let mut buckets = vec![Aff::<C::Base>::IDENTITY; ws.len() * nb];
    accumulate(pts, ks, c, ws.clone(), chunk, &mut buckets, &mut batch);
    reduce::<C>(&mut buckets, ws.len(), nb, &used, &mut batch)
}

/// How many sorted entries ahead [`accumulate`] prefetches the point it will gather: the
/// points are read in bucket order, scattered, and at 2^16 points and more beyond L2, where
/// the gather stalled on its misses (measured best of 8, 16, 32, 64 on Zen 4 at 2^16).
const PREFETCH: usize = 16;

/// Sums the entries of every bucket of the windows `ws` into `buckets[(w − ws.start)·nb + |d| − 1]`.
///
/// Per group of windows: the (sub-point, window) pairs with a non-zero digit are counting-sorted
/// by bucket; then, [`CHUNK`] sorted entries at a time, each bucket's entries (and the partial
/// sum it already holds) are copied out and added as a binary tree, level by level across all
/// buckets, every level one run of batched affine additions.
fn accumulate<F: Field>(
    pts: &[Aff<F>],
    ks: &[u128],
    c: usize,
    ws: Range<usize>,
    chunk: usize,
    buckets: &mut [Aff<F>],
    batch: &mut Batch<F::Norm>,
) {
    let n = pts.len();
    let nb = 1usize << (c - 1);
    // Enough windows per group that a group has about `chunk` entries to sort.
    let group = (chunk / n.max(1)).clamp(1, ws.len().max(1));
    let mut codes: Vec<u32> = vec![0; n * group];
    let mut start: Vec<u32> = vec![0; group * nb + 1];
    let mut sorted: Vec<u32> = Vec::new();
    let mut tmp: Vec<Aff<F>> = Vec::with_capacity(chunk + 64);
    let mut seg: Vec<(u32, u32, u32)> = Vec::new(); // (bucket, start in tmp, length)
    let mut ops: Vec<Op> = Vec::with_capacity(chunk / 2 + 64);

    for w0 in ws.clone().step_by(group) {
        let g = group.min(ws.end - w0);
        let first = (w0 - ws.start) * nb; // this group's first bucket
        let nbuckets = g * nb;
        // Counting sort of the entries by bucket; code = bucket << 1 | sign, +2 so 0 is "none".
        start[..=nbuckets].fill(0);
        for (gi, w) in (w0..w0 + g).enumerate() {
            let out = &mut codes[gi * n..(gi + 1) * n];
            for (code, &k) in out.iter_mut().zip(ks) {
                let (d, neg) = booth_digit(k, w, c);
                *code = if d == 0 {
                    0
                } else {
                    let b = gi * nb + d as usize - 1;
                    start[b + 1] += 1;
                    ((b as u32) << 1 | neg as u32) + 2
                };
            }
        }
        for b in 0..nbuckets {
            start[b + 1] += start[b];
        }
        let total = start[nbuckets] as usize;
        sorted.clear();
        sorted.resize(total, 0);
        {
            let mut pos: Vec<u32> = start[..nbuckets].to_vec();
            for codes in codes[..g * n].chunks_exact(n) {
                for (i, &code) in codes.iter().enumerate() {
                    if code != 0 {
                        let code = code - 2;
                        let b = (code >> 1) as usize;
                        sorted[pos[b] as usize] = (i as u32) << 1 | (code & 1);
                        pos[b] += 1;
                    }
                }
            }
        }
        // Chunks of the sorted entries; a bucket cut by a chunk boundary carries its partial
        // sum into the next chunk through `buckets`.
        let mut b = 0usize;
        let mut e0 = 0usize;
        while e0 < total {
            let e1 = (e0 + chunk).min(total);
            tmp.clear();
            seg.clear();
            while b < nbuckets && (start[b] as usize) < e1 {
                let lo = (start[b] as usize).max(e0);
                let hi = (start[b + 1] as usize).min(e1);
                if hi > lo {
                    let s = tmp.len() as u32;
                    let bucket = &buckets[first + b];
                    if !bucket.inf {
                        tmp.push(*bucket);
                    }
                    for (j, &e) in sorted[lo..hi].iter().enumerate() {
                        if let Some(&ahead) = sorted.get(lo + j + PREFETCH) {
                            prefetch(&pts[(ahead >> 1) as usize]);
                        }
                        let p = &pts[(e >> 1) as usize];
                        tmp.push(if e & 1 == 1 { p.neg() } else { *p });
                    }
                    seg.push((b as u32, s, tmp.len() as u32 - s));
                }
                if (start[b + 1] as usize) > e1 {
                    break; // the bucket continues in the next chunk
                }
                b += 1;
            }
            tree_sum(&mut tmp, &mut seg, &mut ops, batch);
            for &(b, s, _) in &seg {
                buckets[first + b as usize] = tmp[s as usize];
            }
            e0 = e1;
        }
    }
}

/// Σᵢ i·B_{w,i} for every window w, by running sums advanced together across windows and
/// across segments of each window, so each step is one batch of affine additions.
///
/// Segment s of a window holds buckets s·L+1 … s·L+L; its chain yields run_s = Σ Bᵢ and
/// tot_s = Σ (i − s·L)·Bᵢ, and Σᵢ i·Bᵢ = Σ_s tot_s + L·Σ_s s·run_s.
pub(super) fn reduce<C: Curve>(
    buckets: &mut Vec<Aff<C::Base>>,
    windows: usize,
    nb: usize,
    used: &impl Fn(usize) -> usize,
    batch: &mut Batch<<C::Base as Field>::Norm>,
) -> Vec<Projective<C>>
where
    C::Base: Field,
{
    // Steps cost an inversion each (≈ 50 multiplications) however few chains advance; each
    // segment costs three projective additions (≈ 36) at the end: (nb/S)·50 + 36·W·S is least
    // at S ≈ √(50·nb / (36·W)). Powers of two, so that the multiplication by L is doublings.
    let segs = ((50 * nb) / (36 * windows))
        .isqrt()
        .next_power_of_two()
        .clamp(1, nb);
    let len = nb / segs;
    let base = windows * nb;
    let run = |w: usize, s: usize| (base + 2 * (w * segs + s)) as u32;
    buckets.resize(base + 2 * windows * segs, Aff::IDENTITY);
    let mut ops = Vec::with_capacity(4 * windows * segs);
    for t in 0..=len {
        ops.clear();
        for w in 0..windows {
            for s in 0..segs {
                let r = run(w, s);
                // tot += run (before run moves on), then run += B_i, i from the top down.
                ops.push(Op {
                    a: r + 1,
                    b: r,
                    out: r + 1,
                });
                if t < len {
                    let i = s * len + (len - 1 - t);
                    if i < used(w) {
                        ops.push(Op {
                            a: r,
                            b: (w * nb + i) as u32,
                            out: r,
                        });
                        // The chain's next step reads bucket i − 1: one stream per chain, far
                        // more streams than the hardware prefetcher follows.
                        if i > s * len {
                            prefetch(&buckets[w * nb + i - 1]);
                        }
                    }
                }
            }
        }
        batch_add(buckets, &ops, batch);
    }
    (0..windows)
        .map(|w| {
            let mut acc = Projective::<C>::identity();
            let mut r = Projective::<C>::identity();
            let mut tot = Projective::<C>::identity();
            for s in (0..segs).rev() {
                let i = run(w, s) as usize;
                acc = acc.add(&r); // Σ_{s' > s} s'·run_{s'} built as a running sum
                r = r.add(&buckets[i].to_projective());
                tot = tot.add(&buckets[i + 1].to_projective());
            }
            // acc = Σ_s s·run_s; multiply by L (a power of two).
            let mut j = Jacobian::from_projective(&acc);
            for _ in 0..len.trailing_zeros() {
                j = j.double();
            }
            j.to_projective().add(&tot)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn booth_digits_recombine() {
        let ks = [
            0u128,
            1,
            u128::MAX >> 1,
            u128::MAX,
            0x5555_5555_5555_5555_5555_5555_5555_5555,
            0xd201_0000_0001_0000_d201_0000_0001_0000,
            (1 << 64) - 1,
        ];
        for k in ks {
            let bits = 128 - k.leading_zeros() as usize;
            for c in 1..=20 {
                let windows = bits / c + 1;
                // Σ d_w 2^(cw) in 129+ bits: track as (high, low) through i128 pieces.
                let mut acc: i128 = 0;
                let mut overflow_ok = true;
                for w in (0..windows).rev() {
                    let (d, neg) = booth_digit(k, w, c);
                    assert!(d <= 1 << (c - 1));
                    let d = if neg { -(d as i128) } else { d as i128 };
                    match acc.checked_mul(1 << c).and_then(|a| a.checked_add(d)) {
                        Some(a) => acc = a,
                        None => {
                            overflow_ok = false;
                            break;
                        }
                    }
                }
                if overflow_ok && k <= i128::MAX as u128 {
                    assert_eq!(acc, k as i128, "k = {k:#x}, c = {c}");
                }
            }
        }
    }

    /// Every window width and tiny chunks (buckets cut across chunks, the partial sums carried)
    /// against Σ kᵢ·Pᵢ by constant-time multiplication, on inputs with repeated and opposite
    /// points and equal scalars so that doublings and identities occur inside the batches.
    fn all_windows<C: Curve>(g: Projective<C>)
    where
        C::Base: Field,
    {
        use crate::test_util::rng;
        use rand::Rng;
        let mut rng = rng("msm::all_windows");
        let base: Vec<Projective<C>> = (0..6).map(|_| g * Scalar::random(&mut rng)).collect();
        let mut pts = Vec::new();
        let mut ks = Vec::new();
        for i in 0..40usize {
            let p = base[i % base.len()];
            let p = if i % 7 == 3 { -p } else { p };
            pts.push(Aff::from_affine(&p.to_affine()));
            let k = match i % 5 {
                0 => 0x1234_5678_9abc_def0_u128,
                1 => (rng.next_u64() as u128) << 64 | rng.next_u64() as u128,
                2 => rng.next_u64() as u128,
                3 => u128::MAX,
                _ => i as u128 + 1,
            };
            ks.push(k);
        }
        let want: Projective<C> = pts
            .iter()
            .zip(&ks)
            .map(|(p, k)| {
                p.to_projective::<C>() * Scalar::from_raw([*k as u64, (*k >> 64) as u64, 0, 0])
            })
            .sum();
        for c in 1..=16 {
            for chunk in [CHUNK, 64, 5] {
                let got = pippenger_with::<C>(&pts, &ks, 128, c, chunk);
                assert_eq!(got, want, "c = {c}, chunk = {chunk}");
            }
        }
    }

    #[test]
    fn all_windows_g1() {
        all_windows(Projective::<crate::curve::G1>::generator());
    }

    #[test]
    fn all_windows_g2() {
        all_windows(Projective::<crate::curve::G2>::generator());
    }

    /// Every tiling (window width, point parts, window groups, including more parts than
    /// sub-points and more groups than windows) gives the serial result; run on whatever pool
    /// the test runs in.
    fn split_matches_serial<C: Curve>(g: Projective<C>)
    where
        C::Base: Field,
    {
        use crate::test_util::rng;
        use rand::Rng;
        let mut rng = rng("msm::split_matches_serial");
        for n in [1usize, 2, 3, 37, 300] {
            let pts: Vec<Aff<C::Base>> = (0..n)
                .map(|_| Aff::from_affine(&(g * Scalar::random(&mut rng)).to_affine()))
                .collect();
            let mut ks: Vec<u128> = (0..n)
                .map(|_| (rng.next_u64() as u128) << 64 | rng.next_u64() as u128)
                .collect();
            ks[0] = 0; // a zero sub-scalar (as the parallel expansion makes for identities)
            let bits = 128;
            let want = pippenger_with::<C>(&pts, &ks, bits, window_bits(n, bits), CHUNK);
            for (c, points, windows) in [(1, 1, 1), (4, 2, 3), (7, 5, 1), (9, 1, 20), (13, 400, 2)]
            {
                let plan = Plan { c, points, windows };
                for chunk in [CHUNK, 7] {
                    let got = pippenger_split::<C>(&pts, &ks, bits, &plan, chunk);
                    assert_eq!(got, want, "n = {n}, {plan:?}, chunk = {chunk}");
                }
            }
        }
    }

    #[test]
    fn split_matches_serial_g1() {
        split_matches_serial(Projective::<crate::curve::G1>::generator());
    }

    #[test]
    fn split_matches_serial_g2() {
        split_matches_serial(Projective::<crate::curve::G2>::generator());
    }

    #[test]
    fn plans_are_sane() {
        for threads in [2usize, 3, 7, 16, 64] {
            for n in [128usize, 1000, 1 << 14, 1 << 17, 1 << 20] {
                for bits in [64usize, 128] {
                    let p = Plan::new(n, bits, threads);
                    assert!((1..=20).contains(&p.c), "{p:?}");
                    assert!(p.points >= 1 && p.points <= threads, "{p:?}");
                    assert!(p.windows >= 1 && p.windows <= bits / p.c + 1, "{p:?}");
                }
            }
        }
    }

    #[test]
    fn window_bits_is_sane() {
        for n in [1usize, 2, 10, 100, 1000, 10_000, 100_000, 1 << 20] {
            for bits in [1usize, 64, 128] {
                let c = window_bits(n, bits);
                assert!((1..=20).contains(&c));
            }
        }
    }
}
