//! The Miller loop of the optimal ate pairing on BLS12-381: `f_{|z|,Q}(P)`, conjugated as
//! z < 0, over |z| = 0xd201000000010000 (63 doubling steps, 5 addition steps).
//!
//! * Q runs in homogeneous projective coordinates on the twist, and each doubling or addition
//!   step returns the coefficients of its line (Costello–Lange–Naehrig, ePrint 2009/615;
//!   the formulas of Aranha–Barreto–Longa–Ricardini, ePrint 2013/722, §4.3).
//! * A line has three Fp2 coefficients at tower indices 0, 1, 4: evaluating it at P scales two
//!   of them by P's coordinates (four Fp products; the constants 6 and −1 the formulas leave
//!   are folded into P once per loop).
//! * All pairs share one Fp12 squaring per step (the multi-Miller loop), and the lines of a
//!   step are multiplied together two by two before touching the accumulator: a line × line
//!   product (6 Fp2 products) then a product by that 5-sparse element (17), against 2 × 13 for
//!   two sparse products (Scott, "Pairing implementation revisited", ePrint 2019/077, as
//!   counted in Constantine's `multi_pairings.md`).
//! * A pair with an identity contributes lines equal to 1, chosen by constant-time selection,
//!   so the time depends only on the number of pairs.

use core::ops::{Add, AddAssign};

use subtle::{Choice, ConditionallySelectable};

use crate::field::{Fp, Fp12, Fp2, Fp6};
use crate::params::Z_ABS;

use super::final_exp::final_exponentiation;
use super::Gt;

/// The value of a Miller loop (or a product of them), before the final exponentiation.
///
/// Written additively like [`Gt`]: `a + b` multiplies in Fp12, so a product of pairings is
/// the sum of Miller loops followed by one
/// [`final_exponentiation`](MillerLoopResult::final_exponentiation). Values are not unique
/// (they carry factors the final exponentiation removes), hence no equality.
///
/// ```
/// use bls381::{miller_loop, pairing, G1Affine, G2Affine, Scalar};
/// let (p, q) = (G1Affine::generator(), G2Affine::generator());
/// let p2 = G1Affine::from(p * Scalar::from(2u64));
/// let sum = miller_loop(&p, &q) + miller_loop(&p, &q);
/// assert_eq!(sum.final_exponentiation(), pairing(&p2, &q));
/// ```
#[derive(Copy, Clone, Debug)]
pub struct MillerLoopResult(pub(crate) Fp12);

impl MillerLoopResult {
    /// Maps the value into Gt: `f^(3·(p¹² − 1)/r)`, the exponent `bls12_381` and blst use, so
    /// the results agree with theirs exactly. Constant time.
    pub fn final_exponentiation(&self) -> Gt {
        Gt(final_exponentiation(&self.0))
    }

    /// The Fp12 value.
    pub const fn as_fp12(&self) -> &Fp12 {
        &self.0
    }

    /// Wraps any non-zero Fp12 value, e.g. a Miller loop computed elsewhere, for the final
    /// exponentiation.
    pub const fn from_fp12(f: Fp12) -> MillerLoopResult {
        MillerLoopResult(f)
    }
}

impl Default for MillerLoopResult {
    fn default() -> MillerLoopResult {
        MillerLoopResult(Fp12::ONE)
    }
}

impl ConditionallySelectable for MillerLoopResult {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        MillerLoopResult(Fp12::conditional_select(&a.0, &b.0, choice))
    }
}

impl MillerLoopResult {
    /// The group operation: the product in Fp12.
    #[inline]
    fn combine(&self, rhs: &MillerLoopResult) -> MillerLoopResult {
        MillerLoopResult(self.0 * rhs.0)
    }
}

impl<'b> Add<&'b MillerLoopResult> for &MillerLoopResult {
    type Output = MillerLoopResult;
    #[inline]
    fn add(self, rhs: &'b MillerLoopResult) -> MillerLoopResult {
        self.combine(rhs)
    }
}

impl<'b> Add<&'b MillerLoopResult> for MillerLoopResult {
    type Output = MillerLoopResult;
    #[inline]
    fn add(self, rhs: &'b MillerLoopResult) -> MillerLoopResult {
        self.combine(rhs)
    }
}

impl Add<MillerLoopResult> for &MillerLoopResult {
    type Output = MillerLoopResult;
    #[inline]
    fn add(self, rhs: MillerLoopResult) -> MillerLoopResult {
        self.combine(&rhs)
    }
}

impl Add<MillerLoopResult> for MillerLoopResult {
    type Output = MillerLoopResult;
    #[inline]
    fn add(self, rhs: MillerLoopResult) -> MillerLoopResult {
        self.combine(&rhs)
    }
}

impl AddAssign<MillerLoopResult> for MillerLoopResult {
    #[inline]
    fn add_assign(&mut self, rhs: MillerLoopResult) {
        *self = self.combine(&rhs);
    }
}

impl<'b> AddAssign<&'b MillerLoopResult> for MillerLoopResult {
    #[inline]
    fn add_assign(&mut self, rhs: &'b MillerLoopResult) {
        *self = self.combine(rhs);
    }
}

/// The number of lines a Miller loop uses per pair: one per doubling (63) and addition (5).
#[cfg_attr(not(feature = "alloc"), allow(dead_code))] // used by `G2Prepared` (alloc)
pub(crate) const LINES: usize = 68;

/// The coefficients of a line through points of the twist, scaled so that it evaluates at P
/// as `ℓ(P) = c0 + c1·6xP·v − c4·yP·vw` (tower indices 0, 1, 4). Lines are only defined up to
/// a factor in Fp2, which the final exponentiation removes: the steps below pick the factor
/// that saves additions, and fold the constants 6 and −1 into P's coordinates once per loop.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Line {
    pub(crate) c0: Fp2,
    pub(crate) c1: Fp2,
    pub(crate) c4: Fp2,
}

/// A line evaluated at P: the coefficients of tower indices 0, 1 and 4.
pub(crate) type Evaluated = [Fp2; 3];

/// The evaluated line that is 1 (what a pair with an identity contributes).
const ONE_LINE: Evaluated = [Fp2::ONE, Fp2::ZERO, Fp2::ZERO];

/// P = (xP, yP) as the lines use it: `[6·xP, −yP]`.
#[derive(Copy, Clone, Debug)]
pub(crate) struct G1Scaled(pub(crate) [Fp; 2]);

impl G1Scaled {
    pub(crate) fn new(xp: &Fp, yp: &Fp) -> G1Scaled {
        let x2 = xp.double();
        G1Scaled([(x2 + x2).add(&x2), -yp])
    }
}

impl Line {
    /// `ℓ(P)`: `(c0, c1·6xP, c4·(−yP))`, into `out`.
    #[inline(always)]
    pub(crate) fn evaluate_into(&self, p: &G1Scaled, out: &mut Evaluated) {
        out[0] = self.c0;
        out[1] = self.c1.mul_by_fp(&p.0[0]);
        out[2] = self.c4.mul_by_fp(&p.0[1]);
    }
}

impl ConditionallySelectable for Line {
    fn conditional_select(a: &Line, b: &Line, choice: Choice) -> Line {
        Line {
            c0: Fp2::conditional_select(&a.c0, &b.c0, choice),
            c1: Fp2::conditional_select(&a.c1, &b.c1, choice),
            c4: Fp2::conditional_select(&a.c4, &b.c4, choice),
        }
    }
}

/// `l ← ONE_LINE` where `skip`, in constant time.
#[inline(always)]
fn select_line(l: &mut Evaluated, skip: Choice) {
    for (x, one) in l.iter_mut().zip(&ONE_LINE) {
        x.conditional_assign(one, skip);
    }
}

/// The running point T of the loop, a multiple of Q on the twist E': y² = x³ + 4ξ, in
/// homogeneous projective coordinates with a doubled third coordinate: (X : Y : Z) stands for
/// x = X/Z, y = Y/Z, and the array holds [X, Y, 2Z]. With Z̃ = 2Z, the constant of the
/// doubling, 3b'Z² = 12ξZ², is 3ξZ̃²: two additions fewer per doubling step.
#[derive(Copy, Clone, Debug)]
pub(crate) struct G2Homogeneous(pub(crate) [Fp2; 3]);

impl G2Homogeneous {
    /// The affine point (x, y): (x : y : 1), stored with 2Z = 2.
    pub(crate) fn from_affine(x: &Fp2, y: &Fp2) -> G2Homogeneous {
        G2Homogeneous([*x, *y, Fp2::ONE.double()])
    }

    /// T ← 2T, returning the tangent line at T.
    ///
    /// ABLR ePrint 2013/722, §4.3 (doubling, a = 0) with E = 3b'Z² = 3ξZ̃², F = 3E, times 4
    /// (the same projective point, and no halvings): X3 = 2XY(Y² − F),
    /// Y3 = (Y² + F)² − 12E², Z̃3 = 4·2·2Y³Z = 4Y²·2YZ̃; the tangent
    /// `(E − Y²) + 3X²·xP·v − 2YZ·yP·vw` (the line through T times w³·2y'Z², w³ moving it onto
    /// indices 0, 1, 4 of the M-twist), doubled: `2(E − Y²) + X²·6xP·v − 2YZ̃·yP·vw`.
    /// 3M + 6S.
    #[inline]
    pub(crate) fn double(&mut self) -> Line {
        let [x, y, z2] = self.0;
        let b = y.square(); // Y²
        let c = z2.square(); // Z̃² = 4Z²
        let e = {
            let t = c.mul_by_nonresidue();
            t.double() + t // 3ξZ̃² = 3b'Z²
        };
        let f = e.double() + e; // 3E
        let h = (y + z2).square() - (b + c); // 2YZ̃
        let j = x.square(); // X²
        let a = (x * y).double(); // 2XY
        let ee = e.double().square(); // 4E²
        self.0 = [
            a * (b - f),
            (b + f).square() - (ee.double() + ee),
            (b * h).double().double(),
        ];
        Line {
            c0: (e - b).double(),
            c1: j,
            c4: h,
        }
    }

    /// [`double`](Self::double) with the line evaluated at `p` into `out`: one kernel call
    /// where the backend has the step.
    #[inline(always)]
    pub(crate) fn double_eval(&mut self, p: &G1Scaled, out: &mut Evaluated) {
        if !crate::field::wide::g2_double_line(&mut self.0, out, &p.0) {
            self.double().evaluate_into(p, out);
        }
    }

    /// T ← T + Q for Q = (qx, qy) affine, returning the line through T and Q.
    ///
    /// ABLR ePrint 2013/722, §4.3 (mixed addition), on the representative (2X, 2Y, Z̃) of T
    /// (no halving of Z̃): with λ = O/L, O = 2Y − y₂Z̃, L = 2X − x₂Z̃, the line is
    /// `(x₂O − y₂L) − O·xP·v + L·yP·vw`; times −6, to evaluate like the doubling lines:
    /// `6(y₂L − x₂O) + O·6xP·v − 6L·yP·vw`. 11M + 2S.
    #[inline]
    pub(crate) fn add_affine(&mut self, q: &[Fp2; 2]) -> Line {
        let [x, y, z2] = self.0;
        let [qx, qy] = q;
        let (x2, y2) = (x.double(), y.double());
        let o = y2 - qy * z2;
        let l = x2 - qx * z2;
        let c = o.square();
        let d = l.square();
        let e = l * d;
        let f = z2 * c;
        let g = x2 * d;
        let h = e + f - g.double();
        self.0 = [l * h, o * (g - h) - y2 * e, (z2 * e).double()];
        let times6 = |t: Fp2| {
            let t2 = t.double();
            (t2 + t).double()
        };
        Line {
            c0: times6(qy * l - qx * o),
            c1: o,
            c4: times6(l),
        }
    }

    /// [`add_affine`](Self::add_affine) with the line evaluated at `p` into `out`: one kernel
    /// call where the backend has the step.
    #[inline(always)]
    pub(crate) fn add_eval(&mut self, q: &[Fp2; 2], p: &G1Scaled, out: &mut Evaluated) {
        if !crate::field::wide::g2_add_line(&mut self.0, out, q, &p.0) {
            self.add_affine(q).evaluate_into(p, out);
        }
    }
}

/// One pair's supply of lines, in loop order: a doubling line every step, an addition line
/// after it on the set bits of |z|. Each comes evaluated at the pair's G1 point, or as 1 when
/// the pair has an identity.
pub(crate) trait LineSource {
    /// The next doubling line, evaluated, into `out`.
    fn double(&mut self, out: &mut Evaluated);
    /// The next addition line, evaluated, into `out`.
    fn add(&mut self, out: &mut Evaluated);
}

/// Lines computed on the fly from Q (no storage).
#[derive(Copy, Clone, Debug)]
pub(crate) struct OnTheFly {
    t: G2Homogeneous,
    /// Q = [x, y].
    pub(crate) q: [Fp2; 2],
    pub(crate) p: G1Scaled,
    pub(crate) skip: Choice,
}

impl OnTheFly {
    /// The pair (P, Q) from affine coordinates; `skip` marks a pair with an identity, whose
    /// coordinates must still be those of some points of G1 and G2 (e.g. the generators), so
    /// that no step meets an exceptional case.
    pub(crate) fn new(xp: &Fp, yp: &Fp, qx: &Fp2, qy: &Fp2, skip: Choice) -> OnTheFly {
        OnTheFly {
            t: G2Homogeneous::from_affine(qx, qy),
            q: [*qx, *qy],
            p: G1Scaled::new(xp, yp),
            skip,
        }
    }
}

impl OnTheFly {
    /// After a whole loop, whether its running point shows Q in G2: T = \[|z|\]Q = −ψ(Q) with
    /// T ≠ O, the test of ePrint 2021/1130 §4 (as `curve::subgroup` runs it) on the loop's own
    /// T, for a public Q ≠ O on the curve.
    ///
    /// Sound for every such Q: the order of E'(Fp2) is odd, so a doubling step is wrong only on
    /// T = O, and an addition step only on T ∈ {O, Q, −Q}; each of these makes the step's Z̃ zero
    /// (Z̃3 = 4Y²·2YZ̃, Z̃3 = 2Z̃·L³ with L = 0 for T = ±Q), and a zero Z̃ stays zero. So a
    /// non-zero final Z̃ means every step was right and T = \[|z|\]Q. A Q in G2 never meets
    /// those cases (T = \[m\]Q with 1 ≤ m ≤ |z| < r, and m ± 1 ≢ 0 mod r past the start).
    #[cfg(feature = "alloc")] // its one caller, the checked multi-pairing, allocates
    pub(crate) fn ended_in_g2_vartime(&self) -> bool {
        let [x, y, z2] = self.t.0;
        if z2.is_zero_vartime() {
            return false;
        }
        let q = crate::curve::Affine {
            x: self.q[0],
            y: self.q[1],
            infinity: Choice::from(0),
        };
        let m = -crate::curve::psi_affine(&q);
        // (X : Y : Z̃/2) = (m.x, m.y): 2X = m.x·Z̃ and 2Y = m.y·Z̃.
        x.double() == m.x * z2 && y.double() == m.y * z2
    }
}

impl LineSource for OnTheFly {
    #[inline(always)]
    fn double(&mut self, out: &mut Evaluated) {
        self.t.double_eval(&self.p, out);
        select_line(out, self.skip);
    }

    #[inline(always)]
    fn add(&mut self, out: &mut Evaluated) {
        self.t.add_eval(&self.q, &self.p, out);
        select_line(out, self.skip);
    }
}

/// Lines read from a precomputed table (a `G2Prepared`).
#[cfg_attr(not(feature = "alloc"), allow(dead_code))] // used by `G2Prepared` (alloc)
#[derive(Clone, Debug)]
pub(crate) struct Precomputed<'a> {
    lines: core::slice::Iter<'a, Line>,
    p: G1Scaled,
    skip: Choice,
}

#[cfg_attr(not(feature = "alloc"), allow(dead_code))] // used by `G2Prepared` (alloc)
impl<'a> Precomputed<'a> {
    /// The pair (P, lines of Q); `skip` marks a pair with an identity.
    pub(crate) fn new(xp: &Fp, yp: &Fp, lines: &'a [Line], skip: Choice) -> Precomputed<'a> {
        debug_assert_eq!(lines.len(), LINES);
        Precomputed {
            lines: lines.iter(),
            p: G1Scaled::new(xp, yp),
            skip,
        }
    }

    #[inline(always)]
    fn next(&mut self, out: &mut Evaluated) {
        // Cannot fail: a G2Prepared is built only by `From<G2Affine>`, which stores the LINES
        // lines, and the loop asks for exactly that many.
        self.lines
            .next()
            .expect("68 lines")
            .evaluate_into(&self.p, out);
        select_line(out, self.skip);
    }
}

impl LineSource for Precomputed<'_> {
    #[inline(always)]
    fn double(&mut self, out: &mut Evaluated) {
        self.next(out);
    }

    #[inline(always)]
    fn add(&mut self, out: &mut Evaluated) {
        self.next(out);
    }
}

/// The lines of Q in loop order (the 68 a `G2Prepared` stores), handed to `sink` one by one.
#[cfg_attr(not(feature = "alloc"), allow(dead_code))] // used by `G2Prepared` (alloc)
pub(crate) fn lines_of(qx: &Fp2, qy: &Fp2, mut sink: impl FnMut(Line)) {
    let mut t = G2Homogeneous::from_affine(qx, qy);
    for i in (0..63).rev() {
        sink(t.double());
        if (Z_ABS >> i) & 1 == 1 {
            sink(t.add_affine(&[*qx, *qy]));
        }
    }
}

/// The accumulator f in one of two buffers: each product or square is written by its kernel
/// into the other buffer, so no 576-byte result is copied (a copy right after a kernel's
/// 8-byte stores reads them with wider loads, which stall on store forwarding).
struct PingPong {
    buf: [Fp12; 2],
    cur: usize,
}

impl PingPong {
    fn get(&self) -> &Fp12 {
        &self.buf[self.cur]
    }

    fn set(&mut self, f: Fp12) {
        self.buf[self.cur] = f;
    }

    /// f ← op(f), `op` writing its result into the other buffer.
    #[inline(always)]
    fn step(&mut self, op: impl FnOnce(&Fp12, &mut Fp12)) {
        let [b0, b1] = &mut self.buf;
        if self.cur == 0 {
            op(b0, b1);
        } else {
            op(b1, b0);
        }
        self.cur ^= 1;
    }
}

/// The accumulator f, and the lines not yet multiplied in: they come two by two.
struct Accumulator {
    f: PingPong,
    /// Whether f is still 1, so the first product is a copy.
    one: bool,
    lines: [Evaluated; 2],
    /// Whether `lines[0]` holds a line.
    pending: bool,
}

impl Accumulator {
    /// Where the next line goes.
    #[inline(always)]
    fn slot(&mut self) -> &mut Evaluated {
        &mut self.lines[self.pending as usize]
    }

    /// Multiplies in the line just written to [`slot`](Self::slot): every second line, the two
    /// are multiplied together first (one kernel call).
    #[inline(always)]
    fn absorb(&mut self) {
        if !self.pending {
            self.pending = true;
            return;
        }
        self.pending = false;
        if self.one {
            let [[c0, c1, c4], [d0, d1, d4]] = &self.lines;
            let z = Fp12::mul_014_by_014(c0, c1, c4, d0, d1, d4);
            self.f.set(Fp12::new(
                Fp6::new(z[0], z[1], z[2]),
                Fp6::new(Fp2::ZERO, z[3], z[4]),
            ));
        } else {
            let lines = &self.lines;
            self.f.step(|f, out| f.mul_by_lines_into(lines, out));
        }
        self.one = false;
    }

    /// Multiplies in the line left over by an odd count.
    #[inline(always)]
    fn flush(&mut self) {
        if !self.pending {
            return;
        }
        self.pending = false;
        let a = &self.lines[0];
        if self.one {
            self.f.set(Fp12::new(
                Fp6::new(a[0], a[1], Fp2::ZERO),
                Fp6::new(Fp2::ZERO, a[2], Fp2::ZERO),
            ));
        } else {
            self.f.step(|f, out| f.mul_by_line_into(a, out));
        }
        self.one = false;
    }
}

/// `∏ f_{|z|,Qᵢ}(Pᵢ)`, conjugated (z < 0): the multi-Miller loop over every source, one Fp12
/// squaring per step for all of them. The loop's shape depends only on `sources.len()`.
pub(crate) fn multi_miller_loop<S: LineSource>(sources: &mut [S]) -> Fp12 {
    let mut acc = Accumulator {
        f: PingPong {
            buf: [Fp12::ONE, Fp12::ZERO],
            cur: 0,
        },
        one: true,
        lines: [ONE_LINE; 2],
        pending: false,
    };
    for i in (0..63).rev() {
        if !acc.one {
            acc.f.step(Fp12::square_into);
        }
        let add = (Z_ABS >> i) & 1 == 1;
        for s in sources.iter_mut() {
            s.double(acc.slot());
            acc.absorb();
            if add {
                s.add(acc.slot());
                acc.absorb();
            }
        }
        acc.flush();
    }
    acc.f.get().conjugate()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::rng;

    /// The x86_64 doubling-step kernel against the composition it replaces, on random
    /// coordinates (the formulas are algebraic: any values) and on coefficients of 0, 1 and
    /// p − 1. Elsewhere there is no kernel and this checks nothing.
    #[test]
    fn double_line_kernel_matches_composition() {
        let mut rng = rng("double_line_kernel_matches_composition");
        let big = -Fp::ONE;
        let (b2, z2) = (Fp2::new(big, big), Fp2::ZERO);
        let mut cases = std::vec![
            ([b2, b2, b2], [big, big]),
            ([z2, z2, z2], [Fp::ZERO, Fp::ZERO]),
            ([Fp2::ONE, b2, Fp2::new(big, Fp::ZERO)], [Fp::ONE, big]),
        ];
        for _ in 0..crate::test_util::iters(3000) {
            let t = [0; 3].map(|_| Fp2::random(&mut rng));
            cases.push((t, [Fp::random(&mut rng), Fp::random(&mut rng)]));
        }
        let mut checked = 0;
        for (t, p) in cases {
            let (mut kt, mut kl) = (t, [Fp2::ZERO; 3]);
            if crate::field::wide::g2_double_line(&mut kt, &mut kl, &p) {
                let (mut ct, mut cl) = (G2Homogeneous(t), [Fp2::ZERO; 3]);
                ct.double().evaluate_into(&G1Scaled(p), &mut cl);
                assert_eq!((kt, kl), (ct.0, cl), "{t:?} {p:?}");
                checked += 1;
            }
        }
        if checked == 0 {
            std::eprintln!("double_line_kernel_matches_composition: no kernel selected");
        }
    }

    /// The addition-step kernel likewise (Q random too: the formulas are algebraic).
    #[test]
    fn add_line_kernel_matches_composition() {
        let mut rng = rng("add_line_kernel_matches_composition");
        let big = -Fp::ONE;
        let b2 = Fp2::new(big, big);
        let mut cases = std::vec![([b2; 3], [b2; 2], [big, big])];
        for _ in 0..crate::test_util::iters(3000) {
            let t = [0; 3].map(|_| Fp2::random(&mut rng));
            let q = [0; 2].map(|_| Fp2::random(&mut rng));
            cases.push((t, q, [Fp::random(&mut rng), Fp::random(&mut rng)]));
        }
        let mut checked = 0;
        for (t, q, p) in cases {
            let (mut kt, mut kl) = (t, [Fp2::ZERO; 3]);
            if crate::field::wide::g2_add_line(&mut kt, &mut kl, &q, &p) {
                let (mut ct, mut cl) = (G2Homogeneous(t), [Fp2::ZERO; 3]);
                ct.add_affine(&q).evaluate_into(&G1Scaled(p), &mut cl);
                assert_eq!((kt, kl), (ct.0, cl), "{t:?} {q:?} {p:?}");
                checked += 1;
            }
        }
        if checked == 0 {
            std::eprintln!("add_line_kernel_matches_composition: no kernel selected");
        }
    }

    #[test]
    fn loop_shape_counts_68_lines() {
        let (mut doublings, mut additions) = (0, 0);
        for i in (0..63).rev() {
            doublings += 1;
            additions += ((Z_ABS >> i) & 1) as usize;
        }
        assert_eq!((doublings, additions), (63, 5));
        assert_eq!(doublings + additions, LINES);
        assert_eq!(Z_ABS >> 63, 1);
    }
}
