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
// LLVM splits a carry chain whose second operand is a constant into compares and SETBs, so the
// constants p and 2^384 − p are read through `black_box`ed references to statics: opaque to the
// optimiser, they stay memory operands of ADC. (`core::arch::x86_64::_addcarry_u64` does as well
// without the trick, but calling it outside `unsafe` needs Rust 1.87, above this crate's MSRV.)

/// `a + b + c` with carry in and out.
#[inline(always)]
fn adc(a: u64, b: u64, c: bool) -> (u64, bool) {
    let (s, c1) = a.overflowing_add(b);
    let (s, c2) = s.overflowing_add(c as u64);
    (s, c1 | c2)
}

/// `a − b − c` with borrow in and out.
#[inline(always)]
fn sbb(a: u64, b: u64, c: bool) -> (u64, bool) {
    let (d, b1) = a.overflowing_sub(b);
    let (d, b2) = d.overflowing_sub(c as u64);
    (d, b1 | b2)
}

/// 2^384 − p: adding it carries out of six limbs exactly when the value is at least p.
const NEG_P: [u64; 6] = {
    let mut n = [0u64; 6];
    let mut borrow = false;
    let mut i = 0;
    while i < 6 {
        let (d, b1) = 0u64.overflowing_sub(P[i]);
        let (d, b2) = d.overflowing_sub(borrow as u64);
        n[i] = d;
        borrow = b1 | b2;
        i += 1;
    }
    n
};

static NEG_P_STATIC: [u64; 6] = NEG_P;
static P_STATIC: [u64; 6] = P;

/// `x − p` if `x ≥ p`, else `x`, on the six limbs of `x` starting at `OFF` (the whole of a
/// narrow value, or the high half of a wide one); needs `x < 2p`. Computed as `x + (2^384 − p)`,
/// whose carry out is `x ≥ p`.
#[inline(always)]
fn reduce_once<const N: usize, const OFF: usize>(x: &mut [u64; N]) {
    let neg_p: &[u64; 6] = core::hint::black_box(&NEG_P_STATIC);
    let mut t = [0u64; 6];
    let mut carry = false;
    for i in 0..6 {
        (t[i], carry) = adc(x[OFF + i], neg_p[i], carry);
    }
    let take = 0u64.wrapping_sub(carry as u64);
    for i in 0..6 {
        x[OFF + i] = (t[i] & take) | (x[OFF + i] & !take);
    }
}

/// Adds `p` to the six limbs of `x` starting at `OFF` when `borrow`, dropping the carry out
/// (which exactly cancels the borrow that made `x` wrap).
#[inline(always)]
fn add_p_if<const N: usize, const OFF: usize>(x: &mut [u64; N], borrow: bool) {
    let p: &[u64; 6] = core::hint::black_box(&P_STATIC);
    let mask = 0u64.wrapping_sub(borrow as u64);
    let mut carry = false;
    for i in 0..6 {
        (x[OFF + i], carry) = adc(x[OFF + i], p[i] & mask, carry);
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

use super::fp::Fp;
use super::fp2::Fp2;

/// An Fp2 element as two unreduced 768-bit components (see the module doc for the bound).
#[derive(Copy, Clone)]
pub(crate) struct Fp2Wide {
    pub(crate) c0: [u64; 12],
    pub(crate) c1: [u64; 12],
}

impl Fp2Wide {
    /// The unreduced product `a·b`.
    #[inline(always)]
    pub(crate) fn mul(a: &Fp2, b: &Fp2) -> Fp2Wide {
        let (c0, c1) = backend::fp2_mul_wide(&a.c0.0, &a.c1.0, &b.c0.0, &b.c1.0);
        Fp2Wide { c0, c1 }
    }

    /// The unreduced square `a²`.
    #[inline(always)]
    pub(crate) fn square(a: &Fp2) -> Fp2Wide {
        let (c0, c1) = backend::fp2_sqr_wide(&a.c0.0, &a.c1.0);
        Fp2Wide { c0, c1 }
    }

    /// `self + rhs` (mod p·2^384 per component).
    #[inline(always)]
    pub(crate) fn add(&self, rhs: &Fp2Wide) -> Fp2Wide {
        let mut r = *self;
        add_wide(&mut r.c0, &rhs.c0);
        add_wide(&mut r.c1, &rhs.c1);
        r
    }

    /// `self − rhs` (mod p·2^384 per component).
    #[inline(always)]
    pub(crate) fn sub(&self, rhs: &Fp2Wide) -> Fp2Wide {
        let mut r = *self;
        sub_wide(&mut r.c0, &rhs.c0);
        sub_wide(&mut r.c1, &rhs.c1);
        r
    }

    /// `self · (u + 1) = (c0 − c1) + (c0 + c1)u`.
    #[inline(always)]
    pub(crate) fn mul_by_nonresidue(&self) -> Fp2Wide {
        let mut r = *self;
        sub_wide(&mut r.c0, &self.c1);
        add_wide(&mut r.c1, &self.c0);
        r
    }

    /// One Montgomery reduction per component.
    #[inline(always)]
    pub(crate) fn reduce(&self) -> Fp2 {
        Fp2 {
            c0: Fp(backend::fp_redc(&self.c0)),
            c1: Fp(backend::fp_redc(&self.c1)),
        }
    }
}

/// An Fp6 element with unreduced Fp2 coefficients.
#[derive(Copy, Clone)]
pub(crate) struct Fp6Wide {
    pub(crate) c0: Fp2Wide,
    pub(crate) c1: Fp2Wide,
    pub(crate) c2: Fp2Wide,
}

impl Fp6Wide {
    /// `self + rhs`.
    #[inline(always)]
    pub(crate) fn add(&self, rhs: &Fp6Wide) -> Fp6Wide {
        Fp6Wide {
            c0: self.c0.add(&rhs.c0),
            c1: self.c1.add(&rhs.c1),
            c2: self.c2.add(&rhs.c2),
        }
    }

    /// `self − rhs`.
    #[inline(always)]
    pub(crate) fn sub(&self, rhs: &Fp6Wide) -> Fp6Wide {
        Fp6Wide {
            c0: self.c0.sub(&rhs.c0),
            c1: self.c1.sub(&rhs.c1),
            c2: self.c2.sub(&rhs.c2),
        }
    }

    /// `self · v`: (c0, c1, c2) ↦ (ξ·c2, c0, c1), as v³ = ξ = u + 1.
    #[inline(always)]
    pub(crate) fn mul_by_v(&self) -> Fp6Wide {
        Fp6Wide {
            c0: self.c2.mul_by_nonresidue(),
            c1: self.c0,
            c2: self.c1,
        }
    }

    /// Six Montgomery reductions.
    #[inline(always)]
    pub(crate) fn reduce(&self) -> super::fp6::Fp6 {
        super::fp6::Fp6 {
            c0: self.c0.reduce(),
            c1: self.c1.reduce(),
            c2: self.c2.reduce(),
        }
    }
}
