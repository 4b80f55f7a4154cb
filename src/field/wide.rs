//! Unreduced (768-bit) Fp2 and Fp6 values for lazy reduction (Aranha–Karabina–Longa–Gebotys–
//! López, EUROCRYPT 2011, §3; carried further by Longa, ePrint 2022/367): products are
//! accumulated double-width and Montgomery-reduced once per output coefficient instead of once
//! per product.
//!
//! # The bound every value here keeps
//!
//! A wide component `t` is a 768-bit integer with `t < p·2^384`; it stands for the Fp element
//! (in Montgomery form) `t·2^-384 mod p`, which is what `fp_redc` returns, and `fp_redc` needs
//! exactly that bound. The kernels' outputs keep it (`fp2_mul_wide`, `fp2_sqr_wide`: each
//! component `< p·2^384`), and so do `add_wide` / `sub_wide` below, which work modulo `p·2^384`
//! (a multiple of p, so the represented element is unchanged): a sum of two values below
//! `p·2^384` is below `2p·2^384`, so one conditional subtraction of `p` from the high half brings
//! it back, and a difference that borrows gets `p` added to its high half. Every operation on
//! wide values is one of these, so the bound holds by induction and no caller needs to count
//! additions.

use super::modular::{self, add_wide, sub_wide};
use crate::backend;
use crate::backend::layout::{Fp, Fp2, Fp2Wide, Fp6, Fp6Wide};
use crate::params::P;

impl Fp2Wide {
    /// Zero (a placeholder the kernels overwrite).
    pub(crate) const ZERO: Fp2Wide = Fp2Wide {
        c0: [0; 12],
        c1: [0; 12],
    };

    /// The unreduced product `a·b`.
    #[inline(always)]
    pub(crate) fn mul(a: &Fp2, b: &Fp2) -> Fp2Wide {
        let mut w = Fp2Wide::ZERO;
        w.set_mul(a, b);
        w
    }

    /// The unreduced square `a²`.
    #[inline(always)]
    pub(crate) fn square(a: &Fp2) -> Fp2Wide {
        let mut w = Fp2Wide::ZERO;
        w.set_square(a);
        w
    }

    /// `self ← a·b`, written by the kernel in place.
    #[inline(always)]
    pub(crate) fn set_mul(&mut self, a: &Fp2, b: &Fp2) {
        backend::fp2_mul_wide_into(
            &mut self.c0,
            &mut self.c1,
            &a.c0.0,
            &a.c1.0,
            &b.c0.0,
            &b.c1.0,
        );
    }

    /// `self ← a²`, written by the kernel in place.
    #[inline(always)]
    pub(crate) fn set_square(&mut self, a: &Fp2) {
        backend::fp2_sqr_wide_into(&mut self.c0, &mut self.c1, &a.c0.0, &a.c1.0);
    }

    /// `self + rhs` (mod p·2^384 per component).
    #[inline(always)]
    pub(crate) fn add(&self, rhs: &Fp2Wide) -> Fp2Wide {
        let mut r = *self;
        r.add_assign(rhs);
        r
    }

    /// `self − rhs` (mod p·2^384 per component).
    #[inline(always)]
    pub(crate) fn sub(&self, rhs: &Fp2Wide) -> Fp2Wide {
        let mut r = *self;
        r.sub_assign(rhs);
        r
    }

    /// `self · (u + 1) = (c0 − c1) + (c0 + c1)u`.
    #[inline(always)]
    pub(crate) fn mul_by_nonresidue(&self) -> Fp2Wide {
        let mut r = *self;
        r.mul_by_nonresidue_assign();
        r
    }

    // The in-place operations below stay out of line and work on the caller's memory: inlined,
    // they multiplied the size of every tower product (Fp6 `mul_wide` was 21 kB of code) and the
    // Miller loop ran from instruction-cache misses; returned by value, every result was copied
    // (`memcpy` for the larger ones). As calls on pointers they cost a few cycles each.

    /// `self += rhs` (mod p·2^384 per component).
    #[inline(never)]
    pub(crate) fn add_assign(&mut self, rhs: &Fp2Wide) {
        add_wide(&mut self.c0, &rhs.c0, &P);
        add_wide(&mut self.c1, &rhs.c1, &P);
    }

    /// `self −= rhs` (mod p·2^384 per component).
    #[inline(never)]
    pub(crate) fn sub_assign(&mut self, rhs: &Fp2Wide) {
        sub_wide(&mut self.c0, &rhs.c0, &P);
        sub_wide(&mut self.c1, &rhs.c1, &P);
    }

    /// `self −= a + b`, the Karatsuba correction, in one call.
    #[inline(never)]
    pub(crate) fn sub_assign2(&mut self, a: &Fp2Wide, b: &Fp2Wide) {
        sub_wide(&mut self.c0, &a.c0, &P);
        sub_wide(&mut self.c1, &a.c1, &P);
        sub_wide(&mut self.c0, &b.c0, &P);
        sub_wide(&mut self.c1, &b.c1, &P);
    }

    /// `self += rhs · (u + 1)`, i.e. `(c0 + r0 − r1, c1 + r0 + r1)`, in one pass that leaves
    /// `rhs` untouched (Granger–Scott's `a² + ξ·b²`; two calls and a store of `ξ·rhs` before).
    #[inline(never)]
    pub(crate) fn add_mul_by_nonresidue_assign(&mut self, rhs: &Fp2Wide) {
        sub_wide(&mut self.c0, &rhs.c1, &P);
        add_wide(&mut self.c0, &rhs.c0, &P);
        add_wide(&mut self.c1, &rhs.c0, &P);
        add_wide(&mut self.c1, &rhs.c1, &P);
    }

    /// `self ← self · (u + 1)`.
    #[inline(never)]
    pub(crate) fn mul_by_nonresidue_assign(&mut self) {
        let c0 = self.c0;
        sub_wide(&mut self.c0, &self.c1, &P);
        add_wide(&mut self.c1, &c0, &P);
    }

    /// One Montgomery reduction per component.
    #[inline(always)]
    pub(crate) fn reduce(&self) -> Fp2 {
        let mut r = Fp2::ZERO;
        self.reduce_into(&mut r);
        r
    }

    /// One Montgomery reduction per component, into `out`.
    #[inline(always)]
    pub(crate) fn reduce_into(&self, out: &mut Fp2) {
        backend::fp_redc_into(&mut out.c0.0, &self.c0);
        backend::fp_redc_into(&mut out.c1.0, &self.c1);
    }

    /// `out ← 3·t − 2·x` for `t` the reduction of `self`: the last step of the Granger–Scott
    /// and Karabina squarings, one fused kernel call per component where the backend has one.
    #[inline(always)]
    pub(crate) fn reduce_three_t_minus_two_x_into(&self, x: &Fp2, out: &mut Fp2) {
        redc3::<false>(&mut out.c0.0, &self.c0, &x.c0.0);
        redc3::<false>(&mut out.c1.0, &self.c1, &x.c1.0);
    }

    /// `out ← 3·t + 2·x` for `t` the reduction of `self`.
    #[inline(always)]
    pub(crate) fn reduce_three_t_plus_two_x_into(&self, x: &Fp2, out: &mut Fp2) {
        redc3::<true>(&mut out.c0.0, &self.c0, &x.c0.0);
        redc3::<true>(&mut out.c1.0, &self.c1, &x.c1.0);
    }
}

impl Fp6Wide {
    /// Zero (a placeholder the kernels overwrite).
    pub(crate) const ZERO: Fp6Wide = Fp6Wide {
        c0: Fp2Wide::ZERO,
        c1: Fp2Wide::ZERO,
        c2: Fp2Wide::ZERO,
    };

    /// Six Montgomery reductions.
    #[inline(always)]
    pub(crate) fn reduce(&self) -> Fp6 {
        let mut r = Fp6::ZERO;
        self.reduce_into(&mut r);
        r
    }

    /// Six Montgomery reductions, into `out`.
    #[inline(always)]
    pub(crate) fn reduce_into(&self, out: &mut Fp6) {
        self.c0.reduce_into(&mut out.c0);
        self.c1.reduce_into(&mut out.c1);
        self.c2.reduce_into(&mut out.c2);
    }
}

/// The Miller loop's doubling step in one kernel call, where the backend has it (`false`
/// elsewhere, having written nothing): `t` = [X, Y, 2Z] of a point of the twist becomes its
/// double and `l` its tangent line evaluated at `p` = [6·xP, −yP], with the lazy reductions
/// the kernel's exact arithmetic allows. The composition (the portable path and the kernel's
/// test oracle) is the pairing layer's `G2Homogeneous::double_eval`; this is only the field
/// layer's door to the kernel.
#[inline(always)]
pub(crate) fn g2_double_line(t: &mut [Fp2; 3], l: &mut [Fp2; 3], p: &[Fp; 2]) -> bool {
    backend::g2_double_line(t, l, p)
}

/// The Miller loop's addition step (T + Q for `q` = [x, y] affine, the line through them
/// evaluated at `p`) in one kernel call, as [`g2_double_line`]; its composition is the pairing
/// layer's `G2Homogeneous::add_eval`.
#[inline(always)]
pub(crate) fn g2_add_line(t: &mut [Fp2; 3], l: &mut [Fp2; 3], q: &[Fp2; 2], p: &[Fp; 2]) -> bool {
    backend::g2_add_line(t, l, q, p)
}

/// The doubling of a point of G2's twist, `a` = [X, Y, Z] homogeneous, into `r` in one kernel
/// call where the backend has it (`false` elsewhere, having written nothing); its composition
/// is the curve layer's `group_law::double_a0`.
#[inline(always)]
pub(crate) fn g2_double(r: &mut [Fp2; 3], a: &[Fp2; 3]) -> bool {
    backend::g2_double(r, a)
}

/// The complete addition of two points of G2's twist, homogeneous, into `r` in one kernel call,
/// as [`g2_double`]; its composition is the curve layer's `group_law::add`.
#[inline(always)]
pub(crate) fn g2_add(r: &mut [Fp2; 3], a: &[Fp2; 3], b: &[Fp2; 3]) -> bool {
    backend::g2_add(r, a, b)
}

/// `r ← 3·t·R⁻¹ ∓ 2·x mod p` (`t < p·2^384`, `x < p`; `+` when `PLUS`) through the backend's
/// fused kernel, or composed from the reduction and the closing step of Granger–Scott (ePrint
/// 2009/565, §3.2), `t + 2·(t ∓ x)`, where it has none.
#[inline(always)]
fn redc3<const PLUS: bool>(r: &mut [u64; 6], t: &[u64; 12], x: &[u64; 6]) {
    let fused = if PLUS {
        backend::fp_redc3_add2(r, t, x)
    } else {
        backend::fp_redc3_sub2(r, t, x)
    };
    if !fused {
        *r = three_t_two_x::<PLUS>(&backend::fp_redc(t), x);
    }
}

/// `3·t ∓ 2·x mod p` for `t, x < p`, as `t + 2·(t ∓ x)`.
#[inline(always)]
fn three_t_two_x<const PLUS: bool>(t: &[u64; 6], x: &[u64; 6]) -> [u64; 6] {
    let u = if PLUS {
        modular::add(t, x, &P)
    } else {
        modular::sub(t, x, &P)
    };
    modular::add(&modular::add(&u, &u, &P), t, &P)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::{big, from_big, limbs, rng};

    /// The composed `3·t·R⁻¹ ∓ 2·x` (what every backend without the fused kernel runs) and the
    /// selected backend's against big integers, on the edge values of t and x and random pairs.
    #[test]
    fn fused_reduction_matches_big_integers() {
        let mut rng = rng("wide::fused_reduction_matches_big_integers");
        let p = big(&P);
        let bound = &p << 384usize;
        let rinv = (num_bigint::BigUint::from(1u8) << 384usize).modpow(&(&p - 2u8), &p);
        let mut ts: std::vec::Vec<[u64; 12]> = std::vec![[0; 12], from_big(&(&bound - 1u8))];
        ts.push(from_big(&((&p - 1u8) * (&p - 1u8))));
        let mut xs: std::vec::Vec<[u64; 6]> = std::vec![[0; 6], from_big(&(&p - 1u8))];
        for _ in 0..crate::test_util::iters(2000) {
            ts.push(from_big(&(big(&limbs::<12>(&mut rng)) % &bound)));
            xs.push(crate::test_util::below(&mut rng, &P));
        }
        for (i, t) in ts.iter().enumerate() {
            let x = &xs[(i * 7 + 1) % xs.len()];
            let three_t = big(t) * &rinv * 3u8 % &p;
            let two_x = big(x) * 2u8;
            let sub: [u64; 6] = from_big(&((&three_t + &p * 2u8 - &two_x) % &p));
            let add: [u64; 6] = from_big(&((&three_t + &two_x) % &p));
            let red = crate::backend::portable::fp_redc(t);
            assert_eq!(three_t_two_x::<false>(&red, x), sub, "{t:x?} {x:x?}");
            assert_eq!(three_t_two_x::<true>(&red, x), add, "{t:x?} {x:x?}");
            let mut r = [0; 6];
            redc3::<false>(&mut r, t, x);
            assert_eq!(r, sub, "{} {t:x?} {x:x?}", backend::backend());
            redc3::<true>(&mut r, t, x);
            assert_eq!(r, add, "{} {t:x?} {x:x?}", backend::backend());
        }
    }
}
