//! Batched affine point addition: many independent additions sharing one field inversion
//! (Montgomery's trick), with every exceptional pair classified before the batch.

use core::ops::Mul;

use alloc::vec;
use alloc::vec::Vec;

use crate::curve::point::{Affine, Curve, Projective};
use crate::field::fp_lanes::{self, FpLaneKernel, FpLanes, X8Raw};
use crate::field::{Field, Fp};

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
    /// The 8-lane path's (empty until it runs).
    lanes: LaneScratch,
}

/// Scratch of the 8-lane path, [`Lanes8`].
#[derive(Default)]
struct LaneScratch {
    /// The chunk's chords and tangents (positions in the chunk), lane j of group g taking
    /// the (8g + j)-th.
    act: Vec<u32>,
    /// Their denominators, padded with ones to whole groups.
    den: Vec<Fp>,
    /// `after[g]`: per lane, the product of the denominators of groups g+1.., in lanes.
    after: Vec<X8Raw>,
    /// Group g's denominators in lanes.
    den_lanes: Vec<X8Raw>,
}

impl<N: Field> Batch<N> {
    pub(super) fn new() -> Self {
        Batch {
            after: vec![N::ONE; BATCH],
            norms: vec![N::ONE; BATCH],
            kinds: vec![Kind::Zero; BATCH],
            lanes: LaneScratch::default(),
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
    // G1 with AVX-512 IFMA: the same additions, 8 at a time.
    if F::from_fp(Fp::ZERO).is_some() && fp_lanes::ifma_available() {
        let done = fp_lanes::run_ifma(Lanes8 {
            pts: &mut *pts,
            ops,
            kinds: &mut s.kinds,
            s: &mut s.lanes,
        });
        if done.is_some() {
            return;
        }
    }
    batch_add_scalar(pts, ops, s);
}

/// [`batch_add`] one addition at a time (every field, and Fp without IFMA).
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

/// [`batch_add`] over Fp in 8 lanes (`field::fp_lanes`): per chunk, the chords and tangents
/// are dealt to 8 lanes (lane j takes the j-th, (j+8)-th, … of them), each lane runs its own
/// suffix-product chain of denominators, one scalar inversion of the 8 chains' product serves
/// all (each lane's inverse from prefix and suffix products of the 8 totals), then the slopes
/// and the new points are computed 8 at a time. The classification is the scalar path's and the
/// results are canonical, so they are the scalar path's bit for bit; the exceptional kinds are
/// done as there. Only ever run with `F = Fp` (the conversions are the identity there).
struct Lanes8<'a, F> {
    pts: &'a mut [Aff<F>],
    ops: &'a [Op],
    kinds: &'a mut Vec<Kind>,
    s: &'a mut LaneScratch,
}

#[inline(always)]
fn fp<F: Field>(x: &F) -> Fp {
    x.to_fp().unwrap_or(Fp::ZERO)
}

impl<F: Field> FpLaneKernel for Lanes8<'_, F> {
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
                    s.den.push(fp(&den));
                }
            }
            let n = s.act.len();
            let groups = n.div_ceil(8);
            s.den.resize(8 * groups, Fp::ONE);
            s.after.resize(groups, [[0; 8]; 8]);
            s.den_lanes.resize(groups, [[0; 8]; 8]);

            // Bounds (`fp_lanes`' rules): loaded values are below 2^32·p < 2^413; a product
            // of two values below 2^414 is below 2^412 + p < 2^413. So every chain value, every
            // inverse and λ stay below 2^413.
            let mut acc = f.load(&[Fp::ONE; 8]);
            for g in (0..groups).rev() {
                let d = f.load(&core::array::from_fn(|j| s.den[8 * g + j]));
                s.den_lanes[g] = f.spill(&d);
                s.after[g] = f.spill(&acc);
                acc = f.mul(&acc, &d);
            }
            // One inversion for the 8 chains: lane j's is 1/(t₀⋯t₇) · Π_{k≠j} t_k.
            let t = f.store(&acc);
            let mut pre = [Fp::ONE; 8];
            for j in 1..8 {
                pre[j] = pre[j - 1] * t[j - 1];
            }
            // Never zero: each factor is a non-zero denominator or one.
            let mut suf = (pre[7] * t[7]).invert().unwrap_or(Fp::ZERO);
            let mut invs = [Fp::ZERO; 8];
            for j in (0..8).rev() {
                invs[j] = suf * pre[j];
                suf *= t[j];
            }
            let mut inv = f.load(&invs);

            let mut res = [(Fp::ZERO, Fp::ZERO); 8];
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
                            // A tangent enters as the chord to (x₁, y₁ + 3x₁²): its numerator
                            // is then y₂ − y₁ = 3x₁² like the chords' (rare: scalar).
                            let mut x1 = [Fp::ZERO; 8];
                            let mut y1 = [Fp::ZERO; 8];
                            let mut x2 = [Fp::ZERO; 8];
                            let mut y2 = [Fp::ZERO; 8];
                            for j in 0..8.min(n - 8 * g) {
                                let op = &chunk[s.act[8 * g + j] as usize];
                                let a = &pts[op.a as usize];
                                (x1[j], y1[j]) = (fp(&a.x), fp(&a.y));
                                if kinds[s.act[8 * g + j] as usize] == Kind::Add {
                                    let b = &pts[op.b as usize];
                                    (x2[j], y2[j]) = (fp(&b.x), fp(&b.y));
                                } else {
                                    (x2[j], y2[j]) = (x1[j], y1[j] + x1[j].square().triple());
                                }
                            }
                            let dinv = f.mul(&inv, &f.reload(&s.after[g]));
                            inv = f.mul(&inv, &f.reload(&s.den_lanes[g]));
                            let (x1, y1, x2) = (f.load(&x1), f.load(&y1), f.load(&x2));
                            // y₂ − y₁ + 2^32·p < 2^33·p < 2^414: λ stays below 2^413.
                            let num = f.sub(&f.load(&y2), &y1, 32);
                            let lambda = f.mul(&num, &dinv);
                            // x₃ = λ² − x₁ − x₂ + 2^33·p (x₁ + x₂ < 2^33·p) < 2^413 + 2^33·p,
                            // below 2^34·p (> 1.6·2^414) and 2^415.
                            let x3 = f.sub2(&f.square(&lambda), &x1, &x2, 33);
                            // x₁ − x₃ + 2^34·p < 5·2^32·p < 2^415, times λ < 2^413: below
                            // 2^413 again; y₃ < 2^413 + 2^32·p < 2^414.
                            let y3 = f.sub(&f.mul(&lambda, &f.sub(&x1, &x3, 34)), &y1, 32);
                            let (x3, y3) = (f.store(&x3), f.store(&y3));
                            res = core::array::from_fn(|j| (x3[j], y3[j]));
                        }
                        let (x, y) = res[next % 8];
                        next += 1;
                        Aff {
                            x: F::from_fp(x).unwrap_or(F::ZERO),
                            y: F::from_fp(y).unwrap_or(F::ZERO),
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
    use crate::curve::{G1Affine, G1Projective};
    use crate::field::fp_lanes::{run_emulated, run_ifma_if_cpu};
    use rand::Rng;

    /// `n` ops over `2n` inputs in the tree pattern (op i reads 2i and 2i+1 and writes i, which
    /// only earlier ops read), the pairs drawn from every kind, plus copies.
    fn random_ops(n: usize, rng: &mut impl Rng) -> (Vec<Aff<Fp>>, Vec<Op>) {
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
        let mut pts: Vec<Aff<Fp>> = aff.iter().map(Aff::from_affine).collect();
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
        (pts, ops)
    }

    fn same(a: &[Aff<Fp>], b: &[Aff<Fp>]) -> bool {
        a.len() == b.len()
            && a.iter()
                .zip(b)
                .all(|(p, q)| p.inf == q.inf && (p.inf || (p.x == q.x && p.y == q.y)))
    }

    /// The 8-lane path (emulated, and with IFMA where the CPU has it) against the scalar one,
    /// at sizes around the lane width and the batch size.
    #[test]
    fn lanes_match_scalar_batch_add() {
        let mut rng = crate::test_util::rng("batch_affine::lanes_match_scalar_batch_add");
        let sizes = (0..=20).chain([63, 64, 65, 511, 512, 513, 1100]);
        for n in sizes {
            let (pts, ops) = random_ops(n, &mut rng);
            let mut want = pts.clone();
            let mut batch = Batch::<Fp>::new();
            batch_add_scalar(&mut want, &ops, &mut batch);
            // The scalar results are the group law's.
            for (i, op) in ops.iter().enumerate() {
                let a = pts[op.a as usize].to_projective::<crate::curve::G1>();
                let sum = if op.b == COPY {
                    a
                } else {
                    a + pts[op.b as usize].to_projective()
                };
                assert_eq!(want[i].to_projective(), sum, "n = {n}, op {i}");
            }
            let mut emu = pts.clone();
            run_emulated(Lanes8 {
                pts: &mut emu,
                ops: &ops,
                kinds: &mut batch.kinds,
                s: &mut batch.lanes,
            });
            assert!(same(&emu, &want), "emulation, n = {n}");
            let mut ifma = pts.clone();
            let ran = run_ifma_if_cpu(Lanes8 {
                pts: &mut ifma,
                ops: &ops,
                kinds: &mut batch.kinds,
                s: &mut batch.lanes,
            });
            if ran.is_some() {
                assert!(same(&ifma, &want), "IFMA, n = {n}");
            } else if n == 0 {
                std::eprintln!("note: no AVX-512 IFMA on this CPU; only the emulation is tested");
            }
        }
    }
}
