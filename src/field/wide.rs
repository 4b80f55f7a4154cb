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

use crate::backend::{self, portable};

/// p.
const P: [u64; 6] = portable::P;

// Modular addition and subtraction on limbs, written so that LLVM emits ADC/SBB chains and one
// masked correction (the `u128` helpers of the portable backend cost a shift per limb to extract
// each carry, about a third more instructions in an Fp12 product). No branch and no index
// depends on the values.
//
// LLVM splits a carry chain whose second operand is a constant into compares and SETBs (off
// x86_64, where the chains are not written with the ADC/SBB intrinsics), so p is read through a
// `black_box`ed reference to a static: opaque to the optimiser, it stays a memory operand.

/// `a + b + c` with carry in and out (ADC on x86_64, through the intrinsic, which keeps the
/// carry in the flags between links of a chain).
#[inline(always)]
fn adc(a: u64, b: u64, c: bool) -> (u64, bool) {
    #[cfg(target_arch = "x86_64")]
    {
        let mut s = 0;
        let c = core::arch::x86_64::_addcarry_u64(c as u8, a, b, &mut s);
        (s, c != 0)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let (s, c1) = a.overflowing_add(b);
        let (s, c2) = s.overflowing_add(c as u64);
        (s, c1 | c2)
    }
}

/// `a − b − c` with borrow in and out (SBB on x86_64).
#[inline(always)]
fn sbb(a: u64, b: u64, c: bool) -> (u64, bool) {
    #[cfg(target_arch = "x86_64")]
    {
        let mut d = 0;
        let c = core::arch::x86_64::_subborrow_u64(c as u8, a, b, &mut d);
        (d, c != 0)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let (d, b1) = a.overflowing_sub(b);
        let (d, b2) = d.overflowing_sub(c as u64);
        (d, b1 | b2)
    }
}

/// All-ones when `c`, else zero, opaque to the optimiser ([`backend::opaque`]): without it LLVM
/// turns a masked selection or a masked load of p back into a branch on the carry
/// (`scripts/ct-check.sh` flags it).
#[inline(always)]
fn mask(c: bool) -> u64 {
    backend::opaque(0u64.wrapping_sub(c as u64))
}

static P_STATIC: [u64; 6] = P;

/// `x − p` if `x ≥ p`, else `x`, on the six limbs of `x` starting at `OFF` (the whole of a
/// narrow value, or the high half of a wide one); needs `x < 2p`. Subtracts p, then adds it
/// back under a mask if that borrowed: a masked selection between `x` and `x − p` instead was
/// vectorised by LLVM (general-purpose to SSE moves, shuffles and 16-byte stores, on the
/// critical path of every tower addition).
#[inline(always)]
fn reduce_once<const N: usize, const OFF: usize>(x: &mut [u64; N]) {
    let p: &[u64; 6] = core::hint::black_box(&P_STATIC);
    let mut borrow = false;
    for i in 0..6 {
        (x[OFF + i], borrow) = sbb(x[OFF + i], p[i], borrow);
    }
    add_p_if::<N, OFF>(x, borrow);
}

/// Adds `p` to the six limbs of `x` starting at `OFF` when `borrow`, dropping the carry out
/// (which exactly cancels the borrow that made `x` wrap).
#[inline(always)]
fn add_p_if<const N: usize, const OFF: usize>(x: &mut [u64; N], borrow: bool) {
    let p: &[u64; 6] = core::hint::black_box(&P_STATIC);
    let m = mask(borrow);
    let mut carry = false;
    for i in 0..6 {
        (x[OFF + i], carry) = adc(x[OFF + i], p[i] & m, carry);
    }
}

/// `a + b mod p` for `a, b < p` (p < 2^382: the sum cannot carry out of six limbs).
#[inline(always)]
pub(crate) fn add_mod_p(a: &[u64; 6], b: &[u64; 6]) -> [u64; 6] {
    let mut s = [0u64; 6];
    let mut carry = false;
    let mut i = 0;
    while i < 6 {
        (s[i], carry) = adc(a[i], b[i], carry);
        i += 1;
    }
    reduce_once::<6, 0>(&mut s);
    s
}

/// `a + b` without reduction, for `a, b < p`: below `2p < 2^382`. Only for factors of
/// `fp2_mul_wide`, whose contract takes coefficients below 2p: the Karatsuba sums of the Fp6
/// products then cost one carry chain instead of two and a masked correction.
#[inline(always)]
pub(crate) fn add_lazy(a: &[u64; 6], b: &[u64; 6]) -> [u64; 6] {
    let mut s = [0u64; 6];
    let mut carry = false;
    for i in 0..6 {
        (s[i], carry) = adc(a[i], b[i], carry);
    }
    s
}

/// `a − b mod p` for `a, b < p`.
#[inline(always)]
pub(crate) fn sub_mod_p(a: &[u64; 6], b: &[u64; 6]) -> [u64; 6] {
    let mut d = [0u64; 6];
    let mut borrow = false;
    let mut i = 0;
    while i < 6 {
        (d[i], borrow) = sbb(a[i], b[i], borrow);
        i += 1;
    }
    add_p_if::<6, 0>(&mut d, borrow);
    d
}

/// `a/2 mod p` for `a < p`: `(a + p)/2` when `a` is odd, `a/2` when even (`a + p < 2^383`: no
/// carry out).
#[inline(always)]
pub(crate) fn half_mod_p(a: &[u64; 6]) -> [u64; 6] {
    let mut x = *a;
    add_p_if::<6, 0>(&mut x, a[0] & 1 == 1);
    for i in 0..5 {
        x[i] = (x[i] >> 1) | (x[i + 1] << 63);
    }
    x[5] >>= 1;
    x
}

/// `a += b mod p·2^384` for `a, b < p·2^384` (the sum is below 2^766: no carry out).
#[inline(always)]
fn add_wide(a: &mut [u64; 12], b: &[u64; 12]) {
    let mut carry = false;
    for i in 0..12 {
        (a[i], carry) = adc(a[i], b[i], carry);
    }
    reduce_once::<12, 6>(a);
}

/// `a −= b mod p·2^384` for `a, b < p·2^384`.
#[inline(always)]
fn sub_wide(a: &mut [u64; 12], b: &[u64; 12]) {
    let mut borrow = false;
    for i in 0..12 {
        (a[i], borrow) = sbb(a[i], b[i], borrow);
    }
    add_p_if::<12, 6>(a, borrow);
}

use super::fp2::Fp2;

/// An Fp2 element as two unreduced 768-bit components (see the module doc for the bound).
#[derive(Copy, Clone)]
#[repr(C)] // two 12-word components in order: the x86_64 Fp6 product kernel writes them
pub(crate) struct Fp2Wide {
    pub(crate) c0: [u64; 12],
    pub(crate) c1: [u64; 12],
}

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
        add_wide(&mut self.c0, &rhs.c0);
        add_wide(&mut self.c1, &rhs.c1);
    }

    /// `self −= rhs` (mod p·2^384 per component).
    #[inline(never)]
    pub(crate) fn sub_assign(&mut self, rhs: &Fp2Wide) {
        sub_wide(&mut self.c0, &rhs.c0);
        sub_wide(&mut self.c1, &rhs.c1);
    }

    /// `self −= a + b`, the Karatsuba correction, in one call.
    #[inline(never)]
    pub(crate) fn sub_assign2(&mut self, a: &Fp2Wide, b: &Fp2Wide) {
        sub_wide(&mut self.c0, &a.c0);
        sub_wide(&mut self.c1, &a.c1);
        sub_wide(&mut self.c0, &b.c0);
        sub_wide(&mut self.c1, &b.c1);
    }

    /// `self += rhs · (u + 1)`, i.e. `(c0 + r0 − r1, c1 + r0 + r1)`, in one pass that leaves
    /// `rhs` untouched (Granger–Scott's `a² + ξ·b²`; two calls and a store of `ξ·rhs` before).
    #[inline(never)]
    pub(crate) fn add_mul_by_nonresidue_assign(&mut self, rhs: &Fp2Wide) {
        sub_wide(&mut self.c0, &rhs.c1);
        add_wide(&mut self.c0, &rhs.c0);
        add_wide(&mut self.c1, &rhs.c0);
        add_wide(&mut self.c1, &rhs.c1);
    }

    /// `self ← self · (u + 1)`.
    #[inline(never)]
    pub(crate) fn mul_by_nonresidue_assign(&mut self) {
        let c0 = self.c0;
        sub_wide(&mut self.c0, &self.c1);
        add_wide(&mut self.c1, &c0);
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
    /// and Karabina squarings, one fused kernel call per component.
    #[inline(always)]
    pub(crate) fn reduce_three_t_minus_two_x_into(&self, x: &Fp2, out: &mut Fp2) {
        backend::fp_redc3_sub2(&mut out.c0.0, &self.c0, &x.c0.0);
        backend::fp_redc3_sub2(&mut out.c1.0, &self.c1, &x.c1.0);
    }

    /// `out ← 3·t + 2·x` for `t` the reduction of `self`.
    #[inline(always)]
    pub(crate) fn reduce_three_t_plus_two_x_into(&self, x: &Fp2, out: &mut Fp2) {
        backend::fp_redc3_add2(&mut out.c0.0, &self.c0, &x.c0.0);
        backend::fp_redc3_add2(&mut out.c1.0, &self.c1, &x.c1.0);
    }
}

/// An Fp6 element with unreduced Fp2 coefficients.
#[derive(Copy, Clone)]
#[repr(C)] // 72 words, c0 first (see Fp2Wide)
pub(crate) struct Fp6Wide {
    pub(crate) c0: Fp2Wide,
    pub(crate) c1: Fp2Wide,
    pub(crate) c2: Fp2Wide,
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
    pub(crate) fn reduce(&self) -> super::fp6::Fp6 {
        let mut r = super::fp6::Fp6::ZERO;
        self.reduce_into(&mut r);
        r
    }

    /// Six Montgomery reductions, into `out`.
    #[inline(always)]
    pub(crate) fn reduce_into(&self, out: &mut super::fp6::Fp6) {
        self.c0.reduce_into(&mut out.c0);
        self.c1.reduce_into(&mut out.c1);
        self.c2.reduce_into(&mut out.c2);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::Fp;
    use crate::test_util::rng;

    #[test]
    fn half_mod_p_inverts_doubling() {
        let mut rng = rng("half_mod_p_inverts_doubling");
        let mut xs: std::vec::Vec<Fp> = (0..1000).map(|_| Fp::random(&mut rng)).collect();
        xs.extend([
            Fp::ZERO,
            Fp::ONE,
            -Fp::ONE,
            Fp(P_MINUS_1),
            Fp([1, 0, 0, 0, 0, 0]),
        ]);
        for x in xs {
            let h = Fp(half_mod_p(&x.0));
            assert_eq!(h + h, x);
            let y = Fp2::new(x, -x);
            assert_eq!(y.halve().double(), y);
        }
    }

    /// p − 1 as raw limbs (an even value, as a Montgomery representation).
    const P_MINUS_1: [u64; 6] = {
        let mut m = P;
        m[0] -= 1;
        m
    };
}
