//! Batched affine point addition: many independent additions sharing one field inversion
//! (Montgomery's trick), with every exceptional pair classified before the batch.

use core::ops::Mul;

use alloc::vec;
use alloc::vec::Vec;

use crate::curve::point::{Affine, Curve, Projective};
use crate::field::Field;

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
}

impl<N: Field> Batch<N> {
    pub(super) fn new() -> Self {
        Batch {
            after: vec![N::ONE; BATCH],
            norms: vec![N::ONE; BATCH],
            kinds: vec![Kind::Zero; BATCH],
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

/// Runs the independent additions `ops` over `pts`, [`BATCH`] at a time with one inversion
/// each (Montgomery's trick, Math. Comp. 1987 §10.3.1, on the suffix products so the results
/// come out first to last).
///
/// Ops are applied in order and each reads its inputs when it runs, so an op may overwrite the
/// input of an earlier op, never that of a later one; no op reads another op's output.
pub(super) fn batch_add<F: Field>(pts: &mut [Aff<F>], ops: &[Op], s: &mut Batch<F::Norm>) {
    for chunk in ops.chunks(BATCH) {
        // Last to first: kinds, denominators' norms and their suffix products.
        let mut acc = F::Norm::ONE;
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
