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
//!   G2 inverts the Fp norms of its Fp2 denominators, so the batch runs in Fp.
//! * **Bucket reduction** by running sums Σ i·Bᵢ = Σᵢ Σⱼ≥ᵢ Bⱼ, the chains of every window and of
//!   several segments of each window advancing together, so that they too are batched affine
//!   additions.
//! * **Window width** from the number of sub-points and the bit length of the largest
//!   sub-scalar (small scalars get fewer windows), by the count of additions (see
//!   [`window_bits`]); **small inputs** (up to 24 sub-points) take interleaved wNAF instead.
//! * **Bounded memory**: at most [`CHUNK`] bucket entries are materialised at once whatever the
//!   digits (all points in one bucket included), and inputs beyond [`MAX_SUB_POINTS`] are cut
//!   into pieces.
//!
//! Everything here is variable time: only for public inputs.

use alloc::vec;
use alloc::vec::Vec;

use super::base_field::BaseField;
use super::group_law::Jacobian;
use super::point::{Affine, Curve, Projective};
use super::scalar_mul::{wnaf, WNAF};
use crate::field::{Fp, Fp2};
use crate::Scalar;

/// What batched affine addition needs of a coordinate field beyond [`BaseField`]: an element of
/// Fp, zero only with `self`, whose inverse yields `self`'s cheaply, so that batches invert in
/// Fp. For Fp it is the element itself; for Fp2 the norm c0² + c1² (1/a = conj(a)/N(a)), which
/// makes the batch cost 2S + 3M + 2M in Fp per element instead of three Fp2 multiplications.
pub(crate) trait NormField: BaseField {
    /// The element itself (Fp), its norm (Fp2).
    fn norm(&self) -> Fp;
    /// `1/self`, given `inv = 1/norm(self)`.
    fn inverse_from_norm(&self, inv: &Fp) -> Self;
    /// Whether `self` is zero, in variable time (no `subtle` barrier on this hot path).
    fn is_zero_vartime(&self) -> bool;
}

impl NormField for Fp {
    #[inline(always)]
    fn norm(&self) -> Fp {
        *self
    }
    #[inline(always)]
    fn inverse_from_norm(&self, inv: &Fp) -> Fp {
        *inv
    }
    #[inline(always)]
    fn is_zero_vartime(&self) -> bool {
        self.0 == [0; 6]
    }
}

impl NormField for Fp2 {
    #[inline(always)]
    fn norm(&self) -> Fp {
        Fp2::norm(self)
    }
    #[inline(always)]
    fn inverse_from_norm(&self, inv: &Fp) -> Fp2 {
        Fp2::new(self.c0 * inv, -(self.c1 * inv))
    }
    #[inline(always)]
    fn is_zero_vartime(&self) -> bool {
        self.c0.0 == [0; 6] && self.c1.0 == [0; 6]
    }
}

/// An affine point or the identity with a plain `bool` flag (variable time throughout).
#[derive(Clone, Copy, Debug)]
struct Aff<F> {
    x: F,
    y: F,
    inf: bool,
}

impl<F: BaseField> Aff<F> {
    const IDENTITY: Self = Aff {
        x: F::ZERO,
        y: F::ZERO,
        inf: true,
    };

    fn from_affine<C: Curve<Base = F>>(p: &Affine<C>) -> Self {
        Aff {
            x: p.x,
            y: p.y,
            inf: bool::from(p.infinity),
        }
    }

    #[inline]
    fn neg(&self) -> Self {
        Aff {
            x: self.x,
            y: self.y.neg(),
            inf: self.inf,
        }
    }

    fn to_projective<C: Curve<Base = F>>(self) -> Projective<C> {
        if self.inf {
            Projective::identity()
        } else {
            Projective {
                x: self.x,
                y: self.y,
                z: F::ONE,
            }
        }
    }
}

/// One addition of a batch: `pts[out] = pts[a] + pts[b]`, or `pts[out] = pts[a]` when `b` is
/// [`COPY`].
#[derive(Clone, Copy, Debug)]
struct Op {
    a: u32,
    b: u32,
    out: u32,
}

/// The `b` of an [`Op`] that copies.
const COPY: u32 = u32::MAX;

/// How a pair is added, decided before the batch so no denominator is ever zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// x₁ ≠ x₂: chord, λ = (y₂ − y₁)/(x₂ − x₁).
    Add,
    /// P + P with y ≠ 0: tangent, λ = 3x²/(2y).
    Double,
    /// P + (−P), or P + P with y = 0 (order 2, only off the subgroup): the identity.
    Zero,
    /// The result is `pts[a]` (b is the identity or the op copies).
    TakeA,
    /// The result is `pts[b]` (a is the identity).
    TakeB,
}

/// Additions per inversion. The batch's scratch (two Fp per addition) and its inputs stay in
/// L1/L2 while the inversion (≈ 50 multiplications) costs < 0.1 multiplication per addition.
const BATCH: usize = 512;

/// Reusable scratch of [`batch_add`].
struct Batch {
    /// `after[j]`: the product of the norms of the denominators of ops j+1.. of the chunk.
    after: Vec<Fp>,
    /// The norm of op j's denominator.
    norms: Vec<Fp>,
    kinds: Vec<Kind>,
}

impl Batch {
    fn new() -> Self {
        Batch {
            after: vec![Fp::ONE; BATCH],
            norms: vec![Fp::ONE; BATCH],
            kinds: vec![Kind::Zero; BATCH],
        }
    }
}

/// The kind of `a + b` and, for a chord or a tangent, its denominator.
#[inline(always)]
fn classify<F: NormField>(a: &Aff<F>, b: &Aff<F>) -> (Kind, F) {
    if a.inf {
        return (Kind::TakeB, F::ZERO);
    }
    if b.inf {
        return (Kind::TakeA, F::ZERO);
    }
    let dx = b.x.sub(&a.x);
    if !dx.is_zero_vartime() {
        (Kind::Add, dx)
    } else if !a.y.sub(&b.y).is_zero_vartime() || a.y.is_zero_vartime() {
        // Opposite points, or P = −P of order 2 (not in the prime-order subgroup).
        (Kind::Zero, F::ZERO)
    } else {
        (Kind::Double, a.y.double())
    }
}

/// Runs the independent additions `ops` over `pts`, [`BATCH`] at a time with one inversion
/// each (Montgomery's trick, Math. Comp. 1987 §10.3.1, on the suffix products so the results
/// come out first to last).
///
/// Ops are applied in order and each reads its inputs when it runs, so an op may overwrite the
/// input of an earlier op, never that of a later one; no op reads another op's output.
fn batch_add<F: NormField>(pts: &mut [Aff<F>], ops: &[Op], s: &mut Batch) {
    for chunk in ops.chunks(BATCH) {
        // Last to first: kinds, denominators' norms and their suffix products.
        let mut acc = Fp::ONE;
        let scratch = s
            .kinds
            .iter_mut()
            .zip(s.after.iter_mut())
            .zip(s.norms.iter_mut());
        for (op, ((kind, after), norm)) in chunk.iter().zip(scratch).rev() {
            let (k, den) = if op.b == COPY {
                (Kind::TakeA, F::ZERO)
            } else {
                classify(&pts[op.a as usize], &pts[op.b as usize])
            };
            *kind = k;
            *after = acc;
            if matches!(k, Kind::Add | Kind::Double) {
                let n = den.norm();
                *norm = n;
                acc = acc.mul(&n);
            }
        }
        // One inversion; never of zero (every factor is the norm of a non-zero element).
        let mut inv = acc.invert().unwrap_or(Fp::ZERO);
        // First to last: each inverse is inv · (later norms), then inv absorbs this norm.
        let scratch = s.kinds.iter().zip(s.after.iter()).zip(s.norms.iter());
        for (op, ((&kind, after), norm)) in chunk.iter().zip(scratch) {
            let a = pts[op.a as usize];
            let r = match kind {
                Kind::TakeA => a,
                Kind::TakeB => pts[op.b as usize],
                Kind::Zero => Aff::IDENTITY,
                kind => {
                    let ninv = inv.mul(after);
                    inv = inv.mul(norm);
                    // Affine chord and tangent (Hankerson–Menezes–Vanstone, "Guide to ECC",
                    // §3.1.2): x₃ = λ² − x₁ − x₂, y₃ = λ(x₁ − x₃) − y₁.
                    let (lambda, x2) = if kind == Kind::Add {
                        let b = &pts[op.b as usize];
                        let dinv = b.x.sub(&a.x).inverse_from_norm(&ninv);
                        (b.y.sub(&a.y).mul(&dinv), b.x)
                    } else {
                        let dinv = a.y.double().inverse_from_norm(&ninv);
                        (a.x.square().triple().mul(&dinv), a.x)
                    };
                    let x3 = lambda.square().sub(&a.x).sub(&x2);
                    let y3 = lambda.mul(&a.x.sub(&x3)).sub(&a.y);
                    Aff {
                        x: x3,
                        y: y3,
                        inf: false,
                    }
                }
            };
            pts[op.out as usize] = r;
        }
    }
}

/// Most entries materialised at once by the bucket accumulation (bounds its memory whatever
/// the distribution of digits).
const CHUNK: usize = 1 << 13;

/// Most sub-points (points after the endomorphism split) handled in one Pippenger instance;
/// longer inputs are cut in pieces whose results are added (bounds memory near 100 MB for G1,
/// 200 MB for G2, while costing little: the window stops widening past about 2^20 points).
const MAX_SUB_POINTS: usize = 1 << 20;

/// The signed Booth digit of window `w` (c bits) of `k`: bits c·w − 1 … c·w + c − 1 (bit −1 is
/// zero), d = Σ_{j<c−1} 2ʲ·b_{cw+j} + b_{cw−1} − 2^(c−1)·b_{cw+c−1} ∈ [−2^(c−1), 2^(c−1)]
/// (Booth 1951; blst's `booth_encode`). Returns (|d|, d < 0).
#[inline(always)]
fn booth_digit(k: u128, w: usize, c: usize) -> (u32, bool) {
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
    const WINDOW_OVERHEAD: usize = 24;
    let cost = |c: usize| {
        let w = bits / c + 1;
        let top = bits - (w - 1) * c; // bits of the top window: its digits are at most 2^top
        let buckets = (w - 1) * (1 << (c - 1)) + (1usize << top).min(1 << (c - 1));
        w * n + buckets + w * WINDOW_OVERHEAD
    };
    (1..=20).min_by_key(|&c| cost(c)).unwrap_or(1)
}

/// Σ kᵢ·Pᵢ over `min(points.len(), scalars.len())` pairs, for curve `C` whose scalars split
/// into `N` sub-scalars `split(k)` on the points `endo(j, P)` (endo(0, P) = P).
pub(crate) fn msm<C: Curve, const N: usize>(
    points: &[Affine<C>],
    scalars: &[Scalar],
    split: impl Fn(&Scalar) -> [u128; N],
    endo: impl Fn(usize, &Affine<C>) -> Affine<C>,
) -> Projective<C>
where
    C::Base: NormField,
{
    let n = points.len().min(scalars.len());
    if n * N <= STRAUS_MAX_SUB_POINTS {
        return straus(&points[..n], &scalars[..n], &split, &endo);
    }
    pippenger_pieces(&points[..n], &scalars[..n], &split, &endo, MAX_SUB_POINTS)
}

/// Pippenger on pieces of at most `max_sub_points` sub-points, their results added.
fn pippenger_pieces<C: Curve, const N: usize>(
    points: &[Affine<C>],
    scalars: &[Scalar],
    split: &impl Fn(&Scalar) -> [u128; N],
    endo: &impl Fn(usize, &Affine<C>) -> Affine<C>,
    max_sub_points: usize,
) -> Projective<C>
where
    C::Base: NormField,
{
    let n = points.len().min(scalars.len());
    let per_piece = (max_sub_points / N).max(1);
    let mut acc = Projective::identity();
    for start in (0..n).step_by(per_piece) {
        let end = (start + per_piece).min(n);
        // Expand into sub-points: the identity and zero sub-scalars contribute nothing.
        let mut pts = Vec::with_capacity((end - start) * N);
        let mut ks = Vec::with_capacity((end - start) * N);
        for (p, k) in points[start..end].iter().zip(&scalars[start..end]) {
            if bool::from(p.infinity) {
                continue;
            }
            for (j, kj) in split(k).into_iter().enumerate() {
                if kj != 0 {
                    let q = if j == 0 { *p } else { endo(j, p) };
                    pts.push(Aff::from_affine(&q));
                    ks.push(kj);
                }
            }
        }
        acc = acc.add(&pippenger::<C>(&pts, &ks));
    }
    acc
}

/// Inputs of up to this many sub-points (points × endomorphism dimension) take [`straus`]:
/// below it Pippenger's per-window overheads (inversions, the reduction) outweigh the shared
/// doublings it saves (measured crossing: about 14 points on G1, 6 on G2).
const STRAUS_MAX_SUB_POINTS: usize = 24;

/// Σ kᵢ·Pᵢ by interleaved width-5 wNAF (Straus, "Addition chains of vectors", AMM 1964; Möller,
/// SAC 2001): one run of doublings shared by every sub-scalar, and per point a table of the odd
/// multiples P, 3P, …, 15P, made affine together (one inversion) so that the endomorphism
/// images are cheap and the additions mixed.
fn straus<C: Curve, const N: usize>(
    points: &[Affine<C>],
    scalars: &[Scalar],
    split: &impl Fn(&Scalar) -> [u128; N],
    endo: &impl Fn(usize, &Affine<C>) -> Affine<C>,
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
    // One table and one wNAF per sub-scalar.
    let mut top = 0;
    let mut tables = Vec::with_capacity(subs.len());
    let mut nafs = Vec::with_capacity(subs.len());
    for &(t, j, kj) in &subs {
        let row = &base[t * ODD..(t + 1) * ODD];
        let table: [Affine<C>; ODD] =
            core::array::from_fn(|m| if j == 0 { row[m] } else { endo(j, &row[m]) });
        tables.push(table);
        let mut naf = [0i8; 130];
        top = top.max(wnaf(&[kj as u64, (kj >> 64) as u64], &mut naf));
        nafs.push(naf);
    }
    let mut acc = Projective::identity();
    for i in (0..top).rev() {
        acc = acc.double();
        for (naf, table) in nafs.iter().zip(&tables) {
            let d = naf[i];
            if d > 0 {
                acc = acc.add_mixed(&table[(d / 2) as usize]);
            } else if d < 0 {
                acc = acc.add_mixed(&-table[(-d / 2) as usize]);
            }
        }
    }
    acc
}

/// Σ kᵢ·Pᵢ for affine, non-identity `pts` and non-zero `ks` (Pippenger).
fn pippenger<C: Curve>(pts: &[Aff<C::Base>], ks: &[u128]) -> Projective<C>
where
    C::Base: NormField,
{
    let bits = ks
        .iter()
        .map(|k| 128 - k.leading_zeros() as usize)
        .max()
        .unwrap_or(0);
    if bits == 0 {
        return Projective::identity();
    }
    let c = window_bits(pts.len(), bits);
    pippenger_with(pts, ks, bits, c, CHUNK)
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
    C::Base: NormField,
{
    // W·c > bits, so the top window's Booth sign bit is zero and Σ d_w·2^(cw) = k.
    let windows = bits / c + 1;
    let nb = 1usize << (c - 1);
    // Window w's digits are at most 2^(bits − cw) in magnitude: the top one has fewer buckets.
    let used = |w: usize| {
        let r = bits - w * c;
        if r >= c {
            nb
        } else {
            nb.min(1 << r)
        }
    };

    let mut batch = Batch::new();
    let mut buckets = vec![Aff::<C::Base>::IDENTITY; windows * nb];
    accumulate(pts, ks, c, windows, chunk, &mut buckets, &mut batch);
    let sums = reduce::<C>(&mut buckets, windows, nb, &used, &mut batch);

    // Horner: Σ_w 2^(cw)·S_w, doubling in Jacobian coordinates (cheaper than projective).
    let mut acc = sums[windows - 1];
    for w in (0..windows - 1).rev() {
        let mut j = Jacobian::from_projective(&acc);
        for _ in 0..c {
            j = j.double();
        }
        acc = j.to_projective().add(&sums[w]);
    }
    acc
}

/// Sums the entries of every bucket of every window into `buckets[w·nb + |d| − 1]`.
///
/// Per group of windows: the (sub-point, window) pairs with a non-zero digit are counting-sorted
/// by bucket; then, [`CHUNK`] sorted entries at a time, each bucket's entries (and the partial
/// sum it already holds) are copied out and added as a binary tree, level by level across all
/// buckets, every level one run of batched affine additions.
fn accumulate<F: NormField>(
    pts: &[Aff<F>],
    ks: &[u128],
    c: usize,
    windows: usize,
    chunk: usize,
    buckets: &mut [Aff<F>],
    batch: &mut Batch,
) {
    let n = pts.len();
    let nb = 1usize << (c - 1);
    // Enough windows per group that a group has about `chunk` entries to sort.
    let group = (chunk / n.max(1)).clamp(1, windows);
    let mut codes: Vec<u32> = vec![0; n * group];
    let mut start: Vec<u32> = vec![0; group * nb + 1];
    let mut sorted: Vec<u32> = Vec::new();
    let mut tmp: Vec<Aff<F>> = Vec::with_capacity(chunk + 64);
    let mut seg: Vec<(u32, u32, u32)> = Vec::new(); // (bucket, start in tmp, length)
    let mut ops: Vec<Op> = Vec::with_capacity(chunk / 2 + 64);

    for w0 in (0..windows).step_by(group) {
        let g = group.min(windows - w0);
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
                    let bucket = &buckets[w0 * nb + b];
                    if !bucket.inf {
                        tmp.push(*bucket);
                    }
                    for &e in &sorted[lo..hi] {
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
                buckets[w0 * nb + b as usize] = tmp[s as usize];
            }
            e0 = e1;
        }
    }
}

/// Reduces every segment `(_, start, len)` of `tmp` to its sum at `tmp[start]` (length 1):
/// pairs (2j, 2j+1) → j level by level, all levels' additions of all segments batched.
fn tree_sum<F: NormField>(
    tmp: &mut [Aff<F>],
    seg: &mut [(u32, u32, u32)],
    ops: &mut Vec<Op>,
    batch: &mut Batch,
) {
    loop {
        ops.clear();
        for (_, s, len) in seg.iter_mut() {
            let (s, l) = (*s, *len);
            if l < 2 {
                continue;
            }
            let h = l / 2;
            for j in 0..h {
                ops.push(Op {
                    a: s + 2 * j,
                    b: s + 2 * j + 1,
                    out: s + j,
                });
            }
            if l % 2 == 1 {
                ops.push(Op {
                    a: s + l - 1,
                    b: COPY,
                    out: s + h,
                });
            }
            *len = l - h;
        }
        if ops.is_empty() {
            return;
        }
        batch_add(tmp, ops, batch);
    }
}

/// Σᵢ i·B_{w,i} for every window w, by running sums advanced together across windows and
/// across segments of each window, so each step is one batch of affine additions.
///
/// Segment s of a window holds buckets s·L+1 … s·L+L; its chain yields run_s = Σ Bᵢ and
/// tot_s = Σ (i − s·L)·Bᵢ, and Σᵢ i·Bᵢ = Σ_s tot_s + L·Σ_s s·run_s.
fn reduce<C: Curve>(
    buckets: &mut Vec<Aff<C::Base>>,
    windows: usize,
    nb: usize,
    used: &impl Fn(usize) -> usize,
    batch: &mut Batch,
) -> Vec<Projective<C>>
where
    C::Base: NormField,
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

impl<C: Curve> Projective<C> {
    /// Σ kᵢ·Pᵢ for **public** points and scalars: the time depends on them. Pippenger's bucket
    /// method on the GLV (G1) / GLS (G2) halves or quarters of the scalars, with signed
    /// windows and batched affine additions (one inversion per batch); interleaved wNAF for a
    /// handful of points (`src/curve/msm.rs` explains the choices). Single-threaded; needs the
    /// `alloc` feature.
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
        C::Base: NormField,
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
        all_windows(Projective::<super::super::G1>::generator());
    }

    #[test]
    fn all_windows_g2() {
        all_windows(Projective::<super::super::G2>::generator());
    }

    /// Straus, Pippenger in one piece and Pippenger cut into pieces of 2, 7 and 64 sub-points
    /// agree with the naive sum (G1 split: k = a + b·z² on P and −φ(P)).
    #[test]
    fn straus_and_pieces_g1() {
        use super::super::endomorphism::{decompose_glv, BETA};
        use super::super::G1;
        use crate::test_util::rng;
        let mut rng = rng("msm::straus_and_pieces_g1");
        let split = |k: &Scalar| decompose_glv(k).map(|h| (h[1] as u128) << 64 | h[0] as u128);
        let endo = |_: usize, p: &Affine<G1>| Affine::<G1> {
            x: p.x * BETA,
            y: -p.y,
            infinity: p.infinity,
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
