//! Multi-scalar multiplication over **fixed** bases, with precomputed tables: the commitment
//! keys of polynomial commitments (KZG's setup points), whose bases never change while the
//! scalars do.
//!
//! The table of a base P holds its shifts 2^(c·w)·P for every window w of the GLV
//! sub-scalars (128 bits, so ⌊128/c⌋ + 1 windows of c bits with Booth digits). With the shifts
//! stored, every window of every scalar falls into the *same* 2^(c−1) buckets: Σ kᵢPᵢ =
//! Σ_w Σᵢ d_w(kᵢ)·2^(cw)Pᵢ is a single bucket sum, so the windows' bucket reductions and the
//! c doublings between windows of Pippenger's method are gone (the fixed-base form of the
//! bucket method, Brickell–Gordon–McCurley–Wilson, EUROCRYPT 1992, as in Pippenger 1980 §4).
//! What remains is one batched affine addition per non-zero digit and one reduction of
//! 2^(c−1) buckets, the same building blocks (`batch_affine`, `pippenger::reduce`) as the
//! variable-base MSM. The endomorphism φ costs one multiplication per use, so only P's shifts
//! are stored and φ's come from them.
//!
//! Memory: (⌊128/c⌋ + 1) affine points (104 bytes) per base: 1.7 KiB per base at c = 8, the
//! width at which the additions are fewest for a few dozen bases; [`FixedBaseMsm::new`] takes
//! the width.
//!
//! Many MSMs over different tables ([`FixedBaseMsm::msm_batch_vartime`], e.g. the 128 MSMs of
//! 64 bases of FK20's multi-proofs) share their batches: every table's buckets sit side by
//! side in one structure and are reduced together, one inversion per batch of additions
//! whatever the size of each MSM.

use alloc::vec;
use alloc::vec::Vec;

use super::batch_affine::{tree_sum, Aff, Batch, Op};
use super::pippenger::{booth_digit, reduce, CHUNK};
use crate::curve::endomorphism::{decompose_glv, BETA};
use crate::curve::group_law::Jacobian;
use crate::curve::point::{Affine, Curve, Projective};
use crate::curve::G1;
use crate::field::Fr as Scalar;
use crate::parallel;

/// Bits of a GLV sub-scalar.
const SUB_BITS: usize = 128;

/// Precomputed shifts of fixed bases for [`msm_vartime`](FixedBaseMsm::msm_vartime) (G1).
///
/// ```
/// use bls381::curve::FixedBaseMsm;
/// use bls381::{G1Affine, G1Projective, Scalar};
/// let g = G1Projective::generator();
/// let bases = [G1Affine::from(g), G1Affine::from(g.double())];
/// let table = FixedBaseMsm::new(&bases, 8);
/// let k = [Scalar::from(3u64), Scalar::from(5u64)];
/// assert_eq!(table.msm_vartime(&k), g * Scalar::from(13u64));
/// assert_eq!(table.msm_vartime(&k), G1Projective::msm_vartime(&bases, &k));
/// ```
pub struct FixedBaseMsm<C: Curve> {
    c: usize,
    windows: usize,
    bases: usize,
    /// Entry i·windows + w: 2^(c·w)·Pᵢ.
    table: Vec<Aff<C::Base>>,
}

impl<C: Curve> core::fmt::Debug for FixedBaseMsm<C> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("FixedBaseMsm")
            .field("bases", &self.bases)
            .field("window", &self.c)
            .field("memory_bytes", &self.memory_bytes())
            .finish()
    }
}

impl<C: Curve> Clone for FixedBaseMsm<C> {
    fn clone(&self) -> Self {
        FixedBaseMsm {
            c: self.c,
            windows: self.windows,
            bases: self.bases,
            table: self.table.clone(),
        }
    }
}

impl<C: Curve> FixedBaseMsm<C> {
    /// The number of bases.
    pub fn len(&self) -> usize {
        self.bases
    }

    /// Whether there are no bases.
    pub fn is_empty(&self) -> bool {
        self.bases == 0
    }

    /// The window width c.
    pub fn window(&self) -> usize {
        self.c
    }

    /// The size of the table in bytes.
    pub fn memory_bytes(&self) -> usize {
        self.table.len() * core::mem::size_of::<Aff<C::Base>>()
    }

    /// The bytes a table of `bases` bases with window `c` takes (to choose c for a budget),
    /// saturating at `usize::MAX`.
    pub fn memory_bytes_for(bases: usize, c: usize) -> usize {
        let c = c.clamp(1, 20);
        bases
            .saturating_mul(SUB_BITS / c + 1)
            .saturating_mul(core::mem::size_of::<Aff<C::Base>>())
    }
}

/// The most bases of a table (an MSM entry names its base in 24 bits).
const MAX_BASES: usize = 1 << 24;

/// Bases per task of the parallel table construction.
const BUILD_MIN: usize = 64;

/// Sub-points (bases × 2) per task of a parallel split of one MSM.
const SPLIT_MIN_SUB_POINTS: usize = 512;

impl FixedBaseMsm<G1> {
    /// The table of shifts of `bases` for windows of `c` bits (clamped to 1..=20); c = 8 suits
    /// tens of bases, wider windows thousands (the reduction costs 2^c additions per MSM, the
    /// digits (bases · 2 · 128)/c). With `parallel`, built on the caller's rayon pool.
    ///
    /// # Panics
    /// With more than 2^24 bases (a table of 28 GiB at c = 8).
    pub fn new(bases: &[Affine<G1>], c: usize) -> Self {
        assert!(bases.len() <= MAX_BASES, "at most 2^24 bases per table");
        let c = c.clamp(1, 20);
        let windows = SUB_BITS / c + 1;
        let parts: Vec<Vec<Aff<_>>> =
            parallel::map_range(bases.len().div_ceil(BUILD_MIN), 1, |part| {
                let chunk = &bases[part * BUILD_MIN..((part + 1) * BUILD_MIN).min(bases.len())];
                let mut proj = Vec::with_capacity(chunk.len() * windows);
                for p in chunk {
                    let mut j = Jacobian::from_affine(p);
                    for w in 0..windows {
                        if w > 0 {
                            for _ in 0..c {
                                j = j.double();
                            }
                        }
                        proj.push(j.to_projective());
                    }
                }
                let mut aff = vec![Affine::<G1>::identity(); proj.len()];
                Projective::batch_normalize_in(&proj, &mut aff);
                aff.iter().map(Aff::from_affine).collect()
            });
        FixedBaseMsm {
            c,
            windows,
            bases: bases.len(),
            table: parts.concat(),
        }
    }

    /// Σ kᵢ·Pᵢ over the bases and `scalars` (paired as `zip`: extra elements of the longer
    /// side are ignored), for **public** scalars: the time depends on them. With `parallel`,
    /// large inputs are split over the caller's rayon pool.
    pub fn msm_vartime(&self, scalars: &[Scalar]) -> Projective<G1> {
        let n = self.bases.min(scalars.len());
        let parts = parallel::parts(2 * n, SPLIT_MIN_SUB_POINTS);
        if parts > 1 {
            let sums = parallel::map_range(parts, 1, |k| {
                let r = parallel::range(n, parts, k);
                msm_ranges(&[(self, &scalars[r.clone()], r.start)])[0]
            });
            return sums.iter().fold(Projective::identity(), |a, b| a.add(b));
        }
        msm_ranges(&[(self, &scalars[..n], 0)])[0]
    }

    /// `[tables[t].msm_vartime(scalars[t]) for t]`, computed together: the additions of all
    /// the MSMs share their batches (and their inversions), which is what makes many small
    /// MSMs cheap. With `parallel`, the tables are split over the caller's rayon pool.
    ///
    /// # Panics
    /// If `tables.len() != scalars.len()`.
    ///
    /// ```
    /// use bls381::curve::FixedBaseMsm;
    /// use bls381::{G1Affine, G1Projective, Scalar};
    /// let g = G1Projective::generator();
    /// let a = FixedBaseMsm::new(&[G1Affine::from(g)], 8);
    /// let b = FixedBaseMsm::new(&[G1Affine::from(g.double())], 8);
    /// let k = [Scalar::from(3u64)];
    /// let r = FixedBaseMsm::msm_batch_vartime(&[&a, &b], &[&k, &k]);
    /// assert_eq!(r, [g * Scalar::from(3u64), g * Scalar::from(6u64)]);
    /// ```
    pub fn msm_batch_vartime(tables: &[&Self], scalars: &[&[Scalar]]) -> Vec<Projective<G1>> {
        assert_eq!(tables.len(), scalars.len(), "one scalar slice per table");
        let work: usize = tables
            .iter()
            .zip(scalars)
            .map(|(t, k)| t.bases.min(k.len()))
            .sum();
        let parts = parallel::parts(2 * work, SPLIT_MIN_SUB_POINTS).min(tables.len().max(1));
        let jobs: Vec<Job<'_>> = tables
            .iter()
            .zip(scalars)
            .map(|(t, k)| (*t, &k[..t.bases.min(k.len())], 0))
            .collect();
        if parts > 1 {
            let out = parallel::map_range(parts, 1, |k| {
                msm_ranges(&jobs[parallel::range(jobs.len(), parts, k)])
            });
            return out.concat();
        }
        msm_ranges(&jobs)
    }
}

/// −φ(P) = (βx, −y): the image of P under [z²] on G1, the base of the GLV half b.
#[inline(always)]
fn neg_phi(p: &Aff<crate::field::Fp>) -> Aff<crate::field::Fp> {
    Aff {
        x: p.x.mul(&BETA),
        y: p.y.neg(),
        inf: p.inf,
    }
}

/// Most entries (non-zero digits) one [`msm_ranges_with`] sorts: its bucket offsets are `u32`.
const MAX_ENTRIES: usize = u32::MAX as usize;

/// Most buckets one [`msm_ranges_with`] indexes (`u32` bucket numbers).
const MAX_BUCKETS: usize = u32::MAX as usize;

/// Most jobs one [`msm_ranges_with`] encodes: an entry names its job in the 30 bits above 34.
const MAX_JOBS: usize = 1 << 30;

/// One MSM of [`msm_ranges`]: the table, the scalars, the index of the first one's base.
type Job<'a> = (&'a FixedBaseMsm<G1>, &'a [Scalar], usize);

/// The MSMs `(table, scalars, first base)`: Σⱼ scalars[j]·P_{first + j} for each, their
/// bucket sums side by side (table t's buckets t·2^(c−1)…) and reduced together.
fn msm_ranges(jobs: &[Job<'_>]) -> Vec<Projective<G1>> {
    msm_ranges_with(jobs, MAX_ENTRIES)
}

/// [`msm_ranges`] with at most `max_entries` entries (and [`MAX_BUCKETS`] buckets,
/// [`MAX_JOBS`] jobs) per bucket sort: larger inputs are split, by jobs or, for a single job,
/// by scalars, before any index could overflow its field.
fn msm_ranges_with(jobs: &[Job<'_>], max_entries: usize) -> Vec<Projective<G1>> {
    // A bound on the entries: each scalar has two halves of at most `windows` digits.
    let entries = jobs.iter().fold(0usize, |acc, (t, ks, _)| {
        acc.saturating_add(ks.len().saturating_mul(2 * t.windows))
    });
    let buckets = jobs
        .iter()
        .fold(0usize, |acc, (t, ..)| acc.saturating_add(1 << (t.c - 1)));
    // (Compared as u64: on 32-bit targets MAX_BUCKETS is usize::MAX, and clippy rejects a
    // usize comparison that is always false.)
    if entries > max_entries || buckets as u64 > MAX_BUCKETS as u64 || jobs.len() > MAX_JOBS {
        if let [(table, ks, first)] = jobs {
            if ks.len() > 1 {
                let (lo, hi) = ks.split_at(ks.len() / 2);
                let a = msm_ranges_with(&[(table, lo, *first)], max_entries);
                let b = msm_ranges_with(&[(table, hi, first + lo.len())], max_entries);
                return a.iter().zip(&b).map(|(a, b)| a.add(b)).collect();
            }
        } else {
            let (lo, hi) = jobs.split_at(jobs.len() / 2);
            let mut out = msm_ranges_with(lo, max_entries);
            out.extend(msm_ranges_with(hi, max_entries));
            return out;
        }
    }
    let Some(c) = jobs.first().map(|j| j.0.c) else {
        return Vec::new();
    };
    // Tables of different widths are reduced separately.
    if let Some(split) = jobs.iter().position(|j| j.0.c != c) {
        let mut out = msm_ranges_with(&jobs[..split], max_entries);
        out.extend(msm_ranges_with(&jobs[split..], max_entries));
        return out;
    }
    let nb = 1usize << (c - 1);
    let mut buckets = vec![Aff::IDENTITY; jobs.len() * nb];
    let mut batch = Batch::new();

    // Entries: (bucket, code), code = job << 34 | base << 10 | w << 2 | sub << 1 | sign (bit
    // fields, so that reading an entry back costs shifts, not divisions).
    let mut start = vec![0u32; jobs.len() * nb + 1];
    let mut entries: Vec<(u32, u64)> = Vec::new();
    for (t, (table, ks, first)) in jobs.iter().enumerate() {
        let w_count = table.windows;
        debug_assert!(first + ks.len() <= MAX_BASES && w_count <= 1 << 8);
        for (i, k) in ks.iter().enumerate() {
            let base = first + i;
            let halves = decompose_glv(k).map(|h| (h[1] as u128) << 64 | h[0] as u128);
            for (sub, &h) in halves.iter().enumerate() {
                if h == 0 {
                    continue;
                }
                let bits = 128 - h.leading_zeros() as usize;
                for w in 0..(bits / c + 1).min(w_count) {
                    let (d, neg) = booth_digit(h, w, c);
                    if d == 0 {
                        continue;
                    }
                    let b = (t * nb + d as usize - 1) as u32;
                    start[b as usize + 1] += 1;
                    let code = (t as u64) << 34
                        | (base as u64) << 10
                        | (w as u64) << 2
                        | (sub as u64) << 1
                        | neg as u64;
                    entries.push((b, code));
                }
            }
        }
    }
    let nbuckets = jobs.len() * nb;
    for b in 0..nbuckets {
        start[b + 1] += start[b];
    }
    let total = entries.len();
    let mut sorted = vec![0u64; total];
    {
        let mut pos: Vec<u32> = start[..nbuckets].to_vec();
        for &(b, code) in &entries {
            sorted[pos[b as usize] as usize] = code;
            pos[b as usize] += 1;
        }
    }
    drop(entries);
    let fetch = |code: u64| -> Aff<crate::field::Fp> {
        let neg = code & 1 == 1;
        let sub = (code >> 1) & 1;
        let w = ((code >> 2) & 0xff) as usize;
        let base = ((code >> 10) & 0xff_ffff) as usize;
        let t = (code >> 34) as usize;
        let table = jobs[t].0;
        let p = table.table[base * table.windows + w];
        let p = if sub == 1 { neg_phi(&p) } else { p };
        if neg {
            p.neg()
        } else {
            p
        }
    };

    // Bucket sums, CHUNK entries at a time (a bucket cut by a chunk boundary carries its
    // partial sum through `buckets`), each chunk's buckets summed as binary trees.
    let mut tmp: Vec<Aff<_>> = Vec::with_capacity(CHUNK + 64);
    let mut seg: Vec<(u32, u32, u32)> = Vec::new();
    let mut ops: Vec<Op> = Vec::with_capacity(CHUNK / 2 + 64);
    let mut b = 0usize;
    let mut e0 = 0usize;
    while e0 < total {
        let e1 = (e0 + CHUNK).min(total);
        tmp.clear();
        seg.clear();
        while b < nbuckets && (start[b] as usize) < e1 {
            let lo = (start[b] as usize).max(e0);
            let hi = (start[b + 1] as usize).min(e1);
            if hi > lo {
                let s = tmp.len() as u32;
                if !buckets[b].inf {
                    tmp.push(buckets[b]);
                }
                tmp.extend(sorted[lo..hi].iter().map(|&e| fetch(e)));
                seg.push((b as u32, s, tmp.len() as u32 - s));
            }
            if (start[b + 1] as usize) > e1 {
                break;
            }
            b += 1;
        }
        tree_sum(&mut tmp, &mut seg, &mut ops, &mut batch);
        for &(b, s, _) in &seg {
            buckets[b as usize] = tmp[s as usize];
        }
        e0 = e1;
    }
    reduce::<G1>(&mut buckets, jobs.len(), nb, &|_| nb, &mut batch)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::rng;

    fn random_bases(n: usize, rng: &mut impl rand::Rng) -> Vec<Affine<G1>> {
        (0..n)
            .map(|_| (Projective::<G1>::generator() * Scalar::random(&mut *rng)).to_affine())
            .collect()
    }

    /// Every width, against the variable-base MSM, with identities, repeated and opposite
    /// bases, zero and small scalars mixed in.
    #[test]
    fn matches_variable_base_msm() {
        let mut rng = rng("fixed_base::matches_variable_base_msm");
        for n in [0usize, 1, 2, 5, 33, 100] {
            let mut bases = random_bases(n, &mut rng);
            let mut ks: Vec<Scalar> = (0..n).map(|_| Scalar::random(&mut rng)).collect();
            if n >= 5 {
                bases[1] = Affine::identity();
                bases[3] = bases[2];
                bases[4] = -bases[0];
                ks[0] = Scalar::ZERO;
                ks[2] = Scalar::ONE;
                ks[3] = -Scalar::ONE;
                ks[4] = ks[0];
            }
            let want = Projective::<G1>::msm_vartime(&bases, &ks);
            for c in [1usize, 2, 5, 8, 11, 16] {
                let t = FixedBaseMsm::new(&bases, c);
                assert_eq!(t.msm_vartime(&ks), want, "n = {n}, c = {c}");
                assert_eq!(t.len(), n);
            }
        }
    }

    /// A batch of tables of different sizes and widths gives each table's MSM, and short
    /// scalar slices use the first bases only.
    #[test]
    fn batch_matches_single() {
        let mut rng = rng("fixed_base::batch_matches_single");
        let sets: Vec<Vec<Affine<G1>>> = [3usize, 64, 1, 17, 64]
            .iter()
            .map(|&n| random_bases(n, &mut rng))
            .collect();
        let tables: Vec<FixedBaseMsm<G1>> = sets
            .iter()
            .enumerate()
            .map(|(i, b)| FixedBaseMsm::new(b, if i == 2 { 4 } else { 8 }))
            .collect();
        let ks: Vec<Vec<Scalar>> = sets
            .iter()
            .map(|b| (0..b.len()).map(|_| Scalar::random(&mut rng)).collect())
            .collect();
        let mut short = ks.clone();
        short[1].truncate(10);
        let refs: Vec<&FixedBaseMsm<G1>> = tables.iter().collect();
        let kref: Vec<&[Scalar]> = short.iter().map(|k| k.as_slice()).collect();
        let got = FixedBaseMsm::msm_batch_vartime(&refs, &kref);
        for (i, g) in got.iter().enumerate() {
            let want = Projective::<G1>::msm_vartime(&sets[i], &short[i]);
            assert_eq!(*g, want, "table {i}");
        }
    }

    /// Bucket sorts cut to a few entries each (the guard that keeps the `u32` offsets and
    /// the job field from overflowing on huge batches) give the same results, for one job
    /// split by scalars and for many split by jobs.
    #[test]
    fn split_sorts_match() {
        let mut rng = rng("fixed_base::split_sorts_match");
        let bases = random_bases(20, &mut rng);
        let a = FixedBaseMsm::new(&bases, 8);
        let b = FixedBaseMsm::new(&bases[..7], 5);
        let ks: Vec<Scalar> = (0..20).map(|_| Scalar::random(&mut rng)).collect();
        let jobs: Vec<Job<'_>> = vec![(&a, &ks[..], 0), (&b, &ks[..7], 0), (&a, &ks[3..9], 3)];
        let want = msm_ranges(&jobs);
        assert_eq!(want[0], Projective::<G1>::msm_vartime(&bases, &ks));
        assert_eq!(
            want[2],
            Projective::<G1>::msm_vartime(&bases[3..9], &ks[3..9])
        );
        for max in [0, 1, 50, 300, 1000] {
            assert_eq!(msm_ranges_with(&jobs, max), want, "max {max}");
            assert_eq!(
                msm_ranges_with(&jobs[..1], max),
                want[..1],
                "one job, max {max}"
            );
        }
    }

    /// The size estimate saturates instead of overflowing.
    #[test]
    fn memory_estimate_saturates() {
        assert_eq!(
            FixedBaseMsm::<G1>::memory_bytes_for(usize::MAX, 8),
            usize::MAX
        );
        assert_eq!(
            FixedBaseMsm::<G1>::memory_bytes_for(10, 8),
            10 * 17 * core::mem::size_of::<Aff<crate::field::Fp>>()
        );
    }
}
