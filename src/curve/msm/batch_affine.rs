//! Batched affine point addition: many independent additions sharing one field inversion
//! (Montgomery's trick), with every exceptional pair classified before the batch.
//!
//! With AVX-512 IFMA (`field::fp_lanes`), the chords and tangents of a batch run 8 at a time in
//! lanes of Fp, for G1 and G2 alike through one driver ([`Lanes8`] over [`LaneField`]). For G2
//! (coordinates in Fp2) the chains and the one inversion are over the Fp norms N(d) = d₀² + d₁²
//! of the denominators, as in the scalar path; each op then takes d⁻¹ = conj(d)·N(d)⁻¹ (two
//! Fp lane products) and computes λ, x₃ and y₃ in Fp2 lanes (`field::fp2_lanes`, Karatsuba), λ
//! reduced in lanes once so that the products stay within their bounds. The results are
//! canonical and the scalar path's bit for bit.

use core::ops::Mul;

use alloc::vec;
use alloc::vec::Vec;

use crate::curve::point::{Affine, Curve, Projective};
use crate::field::fp2_lanes::{self, X8Fp2Raw};
use crate::field::fp_lanes::{self, FpLaneKernel, FpLanes, X8Raw};
use crate::field::{Field, Fp, Fp2};

/// An affine point or the identity with a plain `bool` flag (variable time throughout).
#[derive(Clone, Copy, Debug)]
pub(super) struct Aff<F> {
    pub(super) x: F,
    pub(super) y: F,
    pub(super) inf: bool,
}

impl<F: Field> Aff<F> {
    pub(super) const IDENTITY: Self = Aff {
        x: F::ZERO,
        y: F::ZERO,
        inf: true,
    };

    pub(super) fn from_affine<C: Curve<Base = F>>(p: &Affine<C>) -> Self {
        Aff {
            x: p.x,
            y: p.y,
            inf: bool::from(p.infinity),
        }
    }

    #[inline]
    pub(super) fn neg(&self) -> Self {
        Aff {
            x: self.x,
            y: self.y.neg(),
            inf: self.inf,
        }
    }

    pub(super) fn to_projective<C: Curve<Base = F>>(self) -> Projective<C> {
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
pub(super) struct Op {
    pub(super) a: u32,
    pub(super) b: u32,
    pub(super) out: u32,
}

/// The `b` of an [`Op`] that copies.
pub(super) const COPY: u32 = u32::MAX;

/// How a pair is added, decided before the batch so no denominator is ever zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
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

/// Additions per inversion. The batch's scratch (two norms per addition) and its inputs stay in
/// L1/L2 while the inversion (≈ 50 multiplications) costs < 0.1 multiplication per addition.
pub(super) const BATCH: usize = 512;

/// Reusable scratch of [`batch_add`].
pub(super) struct Batch<N> {
    /// `after[j]`: the product of the norms of the denominators of ops j+1.. of the chunk.
    after: Vec<N>,
    /// The norm of op j's denominator.
    norms: Vec<N>,
    kinds: Vec<Kind>,
    /// The 8-lane paths' (empty until they run): G1's and G2's.
    lanes: LaneScratch<Fp>,
    lanes2: LaneScratch<Fp2>,
}

/// Scratch of the 8-lane path, [`Lanes8`].
struct LaneScratch<S: LaneField> {
    /// The chunk's chords and tangents (positions in the chunk), lane j of group g taking
    /// the (8g + j)-th.
    act: Vec<u32>,
    /// Their denominators, padded with ones to whole groups.
    den: Vec<S>,
    /// `after[g]`: per lane, the product of the denominators' norms of groups g+1.., in lanes.
    after: Vec<X8Raw>,
    /// Group g's denominators (and norms) in lanes.
    den_lanes: Vec<S::Den>,
}

impl<S: LaneField> Default for LaneScratch<S> {
    fn default() -> Self {
        LaneScratch {
            act: Vec::new(),
            den: Vec::new(),
            after: Vec::new(),
            den_lanes: Vec::new(),
        }
    }
}

impl<N: Field> Batch<N> {
    pub(super) fn new() -> Self {
        Batch {
            after: vec![N::ONE; BATCH],
            norms: vec![N::ONE; BATCH],
            kinds: vec![Kind::Zero; BATCH],
            lanes: LaneScratch::default(),
            lanes2: LaneScratch::default(),
        }
    }
}

/// The kind of `a + b` and, for a chord or a tangent, its denominator.
#[inline(always)]
fn classify<F: Field>(a: &Aff<F>, b: &Aff<F>) -> (Kind, F) {
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

/// [`classify`] of an op's inputs (a copy takes `a`).
#[inline(always)]
fn classify_op<F: Field>(pts: &[Aff<F>], op: &Op) -> (Kind, F) {
    if op.b == COPY {
        (Kind::TakeA, F::ZERO)
    } else {
        classify(&pts[op.a as usize], &pts[op.b as usize])
    }
}

/// Runs the independent additions `ops` over `pts`, [`BATCH`] at a time with one inversion
/// each (Montgomery's trick, Math. Comp. 1987 §10.3.1, on the suffix products so the results
/// come out first to last).
///
/// Ops are applied in order and each reads its inputs when it runs, so an op may overwrite the
/// input of an earlier op, never that of a later one; no op reads another op's output.
pub(super) fn batch_add<F: Field>(pts: &mut [Aff<F>], ops: &[Op], s: &mut Batch<F::Norm>) {
    // G1 and G2 with AVX-512 IFMA: the same additions, 8 at a time.
    if fp_lanes::ifma_available() {
        let done = if F::from_fp(Fp::ZERO).is_some() {
            fp_lanes::run_ifma(Lanes8 {
                pts: &mut *pts,
                ops,
                kinds: &mut s.kinds,
                s: &mut s.lanes,
            })
        } else if F::from_fp2(Fp2::ZERO).is_some() {
            fp_lanes::run_ifma(Lanes8 {
                pts: &mut *pts,
                ops,
                kinds: &mut s.kinds,
                s: &mut s.lanes2,
            })
        } else {
            None
        };
        if done.is_some() {
            return;
        }
    }
    batch_add_scalar(pts, ops, s);
}

/// [`batch_add`] one addition at a time (every field, and Fp, Fp2 without IFMA).
fn batch_add_scalar<F: Field>(pts: &mut [Aff<F>], ops: &[Op], s: &mut Batch<F::Norm>) {
    for chunk in ops.chunks(BATCH) {
        // Last to first: kinds, denominators' norms and their suffix products.
        let mut acc = F::Norm::ONE;
        let scratch = s
            .kinds
            .iter_mut()
            .zip(s.after.iter_mut())
            .zip(s.norms.iter_mut());
        for (op, ((kind, after), norm)) in chunk.iter().zip(scratch).rev() {
            let (k, den) = classify_op(pts, op);
            *kind = k;
            *after = acc;
            if matches!(k, Kind::Add | Kind::Double) {
                let n = den.norm();
                *norm = n;
                acc = acc.mul(&n);
            }
        }
        // One inversion; never of zero (every factor is the norm of a non-zero element).
        let mut inv = acc.invert().unwrap_or(F::Norm::ZERO);
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

/// A coordinate field whose batched additions run in 8 lanes of Fp ([`Lanes8`]): Fp (G1) and
/// Fp2 (G2). The driver (dealing the ops to lanes, the chains of norms, the one inversion) is
/// shared; the field gives its denominators' norms and the chord in lanes.
trait LaneField: Field {
    /// 8 denominators (and what the second pass needs of them) spilled from lanes.
    type Den: Copy;
    /// A value of [`Den`](Self::Den) to size the scratch with.
    const DEN_ZERO: Self::Den;
    /// `x` when `F` is `Self` (the hidden `Field` hooks; zero otherwise, never reached).
    fn of<F: Field>(x: &F) -> Self;
    /// The inverse of [`of`](Self::of).
    fn to<F: Field>(self) -> F;
    /// 8 denominators loaded: spilled, and their norms in lanes (below 2^414).
    fn load_den<L: FpLanes>(f: L, d: &[Self; 8]) -> (Self::Den, L::E);
    /// The norms of spilled denominators (as `load_den` gave them).
    fn den_norm<L: FpLanes>(f: L, d: &Self::Den) -> L::E;
    /// The sums of 8 pairs `(x₁, y₁, x₂, y₂)` of chords whose denominators are `den` and the
    /// inverses of their norms `ninv` (lane values below 2^413); a tangent enters as the chord
    /// to (x₁, y₁ + 3x₁²), its numerator then y₂ − y₁ = 3x₁² like the chords'. Canonical, as the
    /// scalar path's.
    fn chords<L: FpLanes>(
        f: L,
        den: &Self::Den,
        ninv: &L::E,
        p: &[[Self; 8]; 4],
    ) -> ([Self; 8], [Self; 8]);
}

impl LaneField for Fp {
    type Den = X8Raw;
    const DEN_ZERO: X8Raw = [[0; 8]; 8];

    #[inline(always)]
    fn of<F: Field>(x: &F) -> Fp {
        x.to_fp().unwrap_or(Fp::ZERO)
    }
    #[inline(always)]
    fn to<F: Field>(self) -> F {
        F::from_fp(self).unwrap_or(F::ZERO)
    }
    #[inline(always)]
    fn load_den<L: FpLanes>(f: L, d: &[Fp; 8]) -> (X8Raw, L::E) {
        // Below 2^32·p < 2^413.
        let d = f.load(d);
        (f.spill(&d), d)
    }
    #[inline(always)]
    fn den_norm<L: FpLanes>(f: L, d: &X8Raw) -> L::E {
        f.reload(d)
    }
    #[inline(always)]
    fn chords<L: FpLanes>(
        f: L,
        _: &X8Raw,
        dinv: &L::E,
        [x1, y1, x2, y2]: &[[Fp; 8]; 4],
    ) -> ([Fp; 8], [Fp; 8]) {
        // Loaded values are below 2^32·p < 2^413, `dinv` below 2^413.
        let (x1, y1, x2) = (f.load(x1), f.load(y1), f.load(x2));
        // y₂ − y₁ + 2^32·p < 2^33·p < 2^414: λ stays below 2^413.
        let num = f.sub(&f.load(y2), &y1, 32);
        let lambda = f.mul(&num, dinv);
        // x₃ = λ² − x₁ − x₂ + 2^33·p (x₁ + x₂ < 2^33·p) < 2^413 + 2^33·p, below 2^34·p
        // (> 1.6·2^414) and 2^415.
        let x3 = f.sub2(&f.square(&lambda), &x1, &x2, 33);
        // x₁ − x₃ + 2^34·p < 5·2^32·p < 2^415, times λ < 2^413: below 2^413 again; y₃ <
        // 2^413 + 2^32·p < 2^414.
        let y3 = f.sub(&f.mul(&lambda, &f.sub(&x1, &x3, 34)), &y1, 32);
        (f.store(&x3), f.store(&y3))
    }
}

impl LaneField for Fp2 {
    /// The denominators and their norms.
    type Den = (X8Fp2Raw, X8Raw);
    const DEN_ZERO: Self::Den = ([[[0; 8]; 8]; 2], [[0; 8]; 8]);

    #[inline(always)]
    fn of<F: Field>(x: &F) -> Fp2 {
        x.to_fp2().unwrap_or(Fp2::ZERO)
    }
    #[inline(always)]
    fn to<F: Field>(self) -> F {
        F::from_fp2(self).unwrap_or(F::ZERO)
    }
    #[inline(always)]
    fn load_den<L: FpLanes>(f: L, d: &[Fp2; 8]) -> (Self::Den, L::E) {
        // d < 2^32·p < 2^413: its norm is below 2^411 + 2p.
        let d = fp2_lanes::load(f, d);
        let n = fp2_lanes::norm(f, &d);
        ((fp2_lanes::spill(f, &d), f.spill(&n)), n)
    }
    #[inline(always)]
    fn den_norm<L: FpLanes>(f: L, d: &Self::Den) -> L::E {
        f.reload(&d.1)
    }
    #[inline(always)]
    fn chords<L: FpLanes>(
        f: L,
        den: &Self::Den,
        ninv: &L::E,
        [x1, y1, x2, y2]: &[[Fp2; 8]; 4],
    ) -> ([Fp2; 8], [Fp2; 8]) {
        use fp2_lanes::{load, mul, reduce, square, store, sub, sub2};
        // Bounds (`fp2_lanes`' rules): d and the loaded values below 2^32·p < 2^413, so
        // 1/d = conj(d)/N(d) is below 2^413 and y₂ − y₁ + 2^32·p < 2^33·p below 2^414: λ below
        // 2^414, reduced below 2^32·p.
        let dinv = fp2_lanes::inverse_from_norm(f, &fp2_lanes::reload(f, &den.0), ninv);
        let (x1, y1, x2) = (load(f, x1), load(f, y1), load(f, x2));
        let lambda = reduce(f, &mul(f, &sub(f, &load(f, y2), &y1, 32), &dinv));
        // λ² < 2^413, so x₃ = λ² − x₁ − x₂ + 2^33·p < 2^413 + 2^33·p < 2^415 (x₁ + x₂ below
        // 2^33·p).
        let x3 = store(f, &sub2(f, &square(f, &lambda), &x1, &x2, 33));
        // x₁ − x₃ + 2^32·p < 2^33·p < 2^414 (x₃ reloaded canonical) times λ < 2^413: below
        // 2^414; y₃ = that − y₁ + 2^32·p < 2^415.
        let s = sub(f, &x1, &load(f, &x3), 32);
        let y3 = store(f, &sub(f, &mul(f, &s, &lambda), &y1, 32));
        (x3, y3)
    }
}

/// [`batch_add`] in 8 lanes of Fp (`field::fp_lanes`, `field::fp2_lanes`): per chunk, the
/// chords and tangents are dealt to 8 lanes (lane j takes the j-th, (j+8)-th, … of them), each
/// lane runs its own suffix-product chain of the denominators' norms, one scalar inversion of
/// the 8 chains' product serves all (each lane's inverse from prefix and suffix products of the
/// 8 totals), then the slopes and the new points are computed 8 at a time ([`LaneField`]). The
/// classification is the scalar path's and the results are canonical, so they are the scalar
/// path's bit for bit; the exceptional kinds are done as there. Only ever run with `F = S`.
struct Lanes8<'a, F, S: LaneField> {
    pts: &'a mut [Aff<F>],
    ops: &'a [Op],
    kinds: &'a mut Vec<Kind>,
    s: &'a mut LaneScratch<S>,
}

impl<F: Field, S: LaneField> FpLaneKernel for Lanes8<'_, F, S> {
    type Output = ();

    #[inline(always)]
    fn run<L: FpLanes>(self, f: L) {
        let Lanes8 { pts, ops, kinds, s } = self;
        for chunk in ops.chunks(BATCH) {
            // Classification, first to last (nothing is written before the second pass).
            s.act.clear();
            s.den.clear();
            for (j, (op, kind)) in chunk.iter().zip(kinds.iter_mut()).enumerate() {
                let (k, den) = classify_op(pts, op);
                *kind = k;
                if matches!(k, Kind::Add | Kind::Double) {
                    s.act.push(j as u32);
                    s.den.push(S::of(&den));
                }
            }
            let n = s.act.len();
            let groups = n.div_ceil(8);
            s.den.resize(8 * groups, S::ONE);
            s.after.resize(groups, [[0; 8]; 8]);
            s.den_lanes.resize(groups, S::DEN_ZERO);

            // Bounds (`fp_lanes`' rules): the norms are below 2^414 and the loaded ones below
            // 2^413; a product of two values below 2^414 is below 2^412 + p < 2^413. So every
            // chain value and every inverse stay below 2^413.
            let mut acc = f.load(&[Fp::ONE; 8]);
            for g in (0..groups).rev() {
                let (d, norm) = S::load_den(f, &core::array::from_fn(|j| s.den[8 * g + j]));
                s.den_lanes[g] = d;
                s.after[g] = f.spill(&acc);
                acc = f.mul(&acc, &norm);
            }
            // One inversion for the 8 chains: lane j's is 1/(t₀⋯t₇) · Π_{k≠j} t_k.
            let t = f.store(&acc);
            let mut pre = [Fp::ONE; 8];
            for j in 1..8 {
                pre[j] = pre[j - 1] * t[j - 1];
            }
            // Never zero: each factor is the norm of a non-zero denominator or one.
            let mut suf = (pre[7] * t[7]).invert().unwrap_or(Fp::ZERO);
            let mut invs = [Fp::ZERO; 8];
            for j in (0..8).rev() {
                invs[j] = suf * pre[j];
                suf *= t[j];
            }
            let mut inv = f.load(&invs);

            let mut res = [(S::ZERO, S::ZERO); 8];
            let mut next = 0;
            for (op, &kind) in chunk.iter().zip(kinds.iter()) {
                let r = match kind {
                    Kind::TakeA => pts[op.a as usize],
                    Kind::TakeB => pts[op.b as usize],
                    Kind::Zero => Aff::IDENTITY,
                    Kind::Add | Kind::Double => {
                        if next % 8 == 0 {
                            // The group's inputs are read now, before its first op: no op
                            // writes a later op's input, so they are the values the ops would
                            // read; the outputs are written at each op's turn.
                            let g = next / 8;
                            // A tangent enters as the chord to (x₁, y₁ + 3x₁²) (rare: scalar).
                            let mut p = [[S::ZERO; 8]; 4];
                            for j in 0..8.min(n - 8 * g) {
                                let op = &chunk[s.act[8 * g + j] as usize];
                                let a = &pts[op.a as usize];
                                let (x1, y1) = (S::of(&a.x), S::of(&a.y));
                                let (x2, y2) = if kinds[s.act[8 * g + j] as usize] == Kind::Add {
                                    let b = &pts[op.b as usize];
                                    (S::of(&b.x), S::of(&b.y))
                                } else {
                                    (x1, y1 + x1.square().triple())
                                };
                                (p[0][j], p[1][j], p[2][j], p[3][j]) = (x1, y1, x2, y2);
                            }
                            let ninv = f.mul(&inv, &f.reload(&s.after[g]));
                            inv = f.mul(&inv, &S::den_norm(f, &s.den_lanes[g]));
                            let (x3, y3) = S::chords(f, &s.den_lanes[g], &ninv, &p);
                            res = core::array::from_fn(|j| (x3[j], y3[j]));
                        }
                        let (x, y) = res[next % 8];
                        next += 1;
                        Aff {
                            x: x.to(),
                            y: y.to(),
                            inf: false,
                        }
                    }
                };
                pts[op.out as usize] = r;
            }
        }
    }
}

/// Reduces every segment `(_, start, len)` of `tmp` to its sum at `tmp[start]` (length 1):
/// pairs (2j, 2j+1) → j level by level, all levels' additions of all segments batched.
pub(super) fn tree_sum<F: Field>(
    tmp: &mut [Aff<F>],
    seg: &mut [(u32, u32, u32)],
    ops: &mut Vec<Op>,
    batch: &mut Batch<F::Norm>,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curve::point::Curve;
    use crate::curve::{G1Affine, G1Projective, G2Affine, G2Projective, G1, G2};
    use crate::field::fp_lanes::{run_emulated, run_ifma_if_cpu};
    use rand::Rng;

    /// `2n` G1 points: multiples of a random point in a random progression.
    fn points_g1(n: usize, rng: &mut impl Rng) -> Vec<Aff<Fp>> {
        let mut acc = G1Projective::generator() * crate::field::Fr::random(&mut *rng);
        let step = G1Projective::generator() * crate::field::Fr::random(&mut *rng);
        let proj: Vec<G1Projective> = (0..2 * n)
            .map(|_| {
                acc += step;
                acc
            })
            .collect();
        let mut aff = vec![G1Affine::identity(); 2 * n];
        G1Projective::batch_normalize(&proj, &mut aff);
        aff.iter().map(Aff::from_affine).collect()
    }

    /// The same in G2.
    fn points_g2(n: usize, rng: &mut impl Rng) -> Vec<Aff<Fp2>> {
        let mut acc = G2Projective::generator() * crate::field::Fr::random(&mut *rng);
        let step = G2Projective::generator() * crate::field::Fr::random(&mut *rng);
        let proj: Vec<G2Projective> = (0..2 * n)
            .map(|_| {
                acc += step;
                acc
            })
            .collect();
        let mut aff = vec![G2Affine::identity(); 2 * n];
        G2Projective::batch_normalize(&proj, &mut aff);
        aff.iter().map(Aff::from_affine).collect()
    }

    /// `n` ops over the `2n` inputs `pts` in the tree pattern (op i reads 2i and 2i+1 and
    /// writes i, which only earlier ops read), the pairs drawn from every kind, plus copies.
    fn random_ops<F: Field>(pts: &mut [Aff<F>], rng: &mut impl Rng) -> Vec<Op> {
        let n = pts.len() / 2;
        let mut ops = Vec::with_capacity(n);
        for i in 0..n {
            let (a, b) = (2 * i, 2 * i + 1);
            let mut op = Op {
                a: a as u32,
                b: b as u32,
                out: i as u32,
            };
            match rng.next_u32() % 10 {
                // Double, zero, take a (b the identity), take b, copy; else a chord.
                0 => pts[b] = pts[a],
                1 => pts[b] = pts[a].neg(),
                2 => pts[b] = Aff::IDENTITY,
                3 => pts[a] = Aff::IDENTITY,
                4 => op.b = COPY,
                5 => {
                    pts[a] = Aff::IDENTITY;
                    pts[b] = Aff::IDENTITY;
                }
                _ => {}
            }
            ops.push(op);
        }
        ops
    }

    fn same<F: Field>(a: &[Aff<F>], b: &[Aff<F>]) -> bool {
        a.len() == b.len()
            && a.iter()
                .zip(b)
                .all(|(p, q)| p.inf == q.inf && (p.inf || (p.x == q.x && p.y == q.y)))
    }

    /// The 8-lane path (emulated, and with IFMA where the CPU has it) against the scalar one,
    /// and the scalar one against the group law, on `pts` and `ops`.
    fn check_lanes<C: Curve<Base = S>, S: LaneField<Norm = Fp>>(
        pts: &[Aff<S>],
        ops: &[Op],
        batch: &mut Batch<Fp>,
        lanes: fn(&mut Batch<Fp>) -> &mut LaneScratch<S>,
    ) {
        let n = ops.len();
        let mut want = pts.to_vec();
        batch_add_scalar(&mut want, ops, batch);
        for (i, op) in ops.iter().enumerate() {
            let a = pts[op.a as usize].to_projective::<C>();
            let sum = if op.b == COPY {
                a
            } else {
                a + pts[op.b as usize].to_projective()
            };
            assert_eq!(want[i].to_projective(), sum, "n = {n}, op {i}");
        }
        let mut emu = pts.to_vec();
        let Batch { kinds, .. } = batch;
        let mut kinds = core::mem::take(kinds);
        run_emulated(Lanes8 {
            pts: &mut emu,
            ops,
            kinds: &mut kinds,
            s: lanes(batch),
        });
        assert!(same(&emu, &want), "emulation, n = {n}");
        let mut ifma = pts.to_vec();
        let ran = run_ifma_if_cpu(Lanes8 {
            pts: &mut ifma,
            ops,
            kinds: &mut kinds,
            s: lanes(batch),
        });
        batch.kinds = kinds;
        if ran.is_some() {
            assert!(same(&ifma, &want), "IFMA, n = {n}");
        } else if n == 0 {
            std::eprintln!("note: no AVX-512 IFMA on this CPU; only the emulation is tested");
        }
    }

    /// G1's lanes against the scalar path, at sizes around the lane width and the batch size.
    #[test]
    fn lanes_match_scalar_batch_add() {
        let mut rng = crate::test_util::rng("batch_affine::lanes_match_scalar_batch_add");
        let mut batch = Batch::<Fp>::new();
        for n in (0..=20).chain([63, 64, 65, 511, 512, 513, 1100]) {
            let mut pts = points_g1(n, &mut rng);
            let ops = random_ops(&mut pts, &mut rng);
            check_lanes::<G1, Fp>(&pts, &ops, &mut batch, |b| &mut b.lanes);
        }
    }

    /// G2's lanes (Fp2 over Fp lanes) against the scalar path, the same way.
    #[test]
    fn lanes_match_scalar_batch_add_g2() {
        let mut rng = crate::test_util::rng("batch_affine::lanes_match_scalar_batch_add_g2");
        let mut batch = Batch::<Fp>::new();
        for n in (0..=20).chain([63, 64, 65, 511, 512, 513, 1100]) {
            let mut pts = points_g2(n, &mut rng);
            let ops = random_ops(&mut pts, &mut rng);
            check_lanes::<G2, Fp2>(&pts, &ops, &mut batch, |b| &mut b.lanes2);
        }
    }
}
