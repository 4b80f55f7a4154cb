//! Unreduced (768-bit) Fp2 and Fp6 values for lazy reduction (Aranha–Karabina–Longa–Gebotys–
//! López, EUROCRYPT 2011, §3; Longa, ePrint 2022/367, §3): products are accumulated double-width
//! and Montgomery-reduced once per output coefficient instead of once per product.
//!
//! # The bound every value here keeps
//!
//! A wide component `t` is a 768-bit integer with `t < p·2^384`; it stands for the Fp element
//! (in Montgomery form) `t·2^-384 mod p`, which is what `fp_redc` returns, and `fp_redc` needs
//! exactly that bound. The kernels' outputs keep it (`fp2_mul_wide`, `fp2_sqr_wide`: each
//! component `< p·2^384`), and so do `wide_add` / `wide_sub`, which work modulo `p·2^384`: a
//! multiple of p, so the represented element is unchanged. Every operation in this file is one
//! of those two, so the bound holds by induction and no caller needs to count additions.
//!
//! A narrow Fp element `x` (Montgomery form `x·R`) enters the wide domain as `x·2^384` (its limbs
//! in the high half), since `redc(x·2^384) = x`; `x < p` keeps the bound.

use crate::backend::{self, portable};

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
        let mut w = Fp2Wide {
            c0: [0; 12],
            c1: [0; 12],
        };
        backend::fp2_mul_wide_into(&mut w.c0, &mut w.c1, &a.c0.0, &a.c1.0, &b.c0.0, &b.c1.0);
        w
    }

    /// The unreduced square `a²`.
    #[inline(always)]
    pub(crate) fn square(a: &Fp2) -> Fp2Wide {
        let mut w = Fp2Wide {
            c0: [0; 12],
            c1: [0; 12],
        };
        backend::fp2_sqr_wide_into(&mut w.c0, &mut w.c1, &a.c0.0, &a.c1.0);
        w
    }

    /// `self + rhs` (mod p·2^384 per component).
    ///
    /// This and the two below stay out of line: inlined, they multiplied the size of every
    /// tower product (Fp6 `mul_wide` was 21 kB of code) and the Miller loop ran from the
    /// instruction cache's misses; as calls they cost a few cycles each.
    #[inline(never)]
    pub(crate) fn add(&self, rhs: &Fp2Wide) -> Fp2Wide {
        Fp2Wide {
            c0: portable::wide_add(&self.c0, &rhs.c0),
            c1: portable::wide_add(&self.c1, &rhs.c1),
        }
    }

    /// `self − rhs` (mod p·2^384 per component).
    #[inline(never)]
    pub(crate) fn sub(&self, rhs: &Fp2Wide) -> Fp2Wide {
        Fp2Wide {
            c0: portable::wide_sub(&self.c0, &rhs.c0),
            c1: portable::wide_sub(&self.c1, &rhs.c1),
        }
    }

    /// `self · (u + 1) = (c0 − c1) + (c0 + c1)u`.
    #[inline(never)]
    pub(crate) fn mul_by_nonresidue(&self) -> Fp2Wide {
        Fp2Wide {
            c0: portable::wide_sub(&self.c0, &self.c1),
            c1: portable::wide_add(&self.c0, &self.c1),
        }
    }

    /// One Montgomery reduction per component.
    #[inline(always)]
    pub(crate) fn reduce(&self) -> Fp2 {
        let mut r = Fp2::ZERO;
        backend::fp_redc_into(&mut r.c0.0, &self.c0);
        backend::fp_redc_into(&mut r.c1.0, &self.c1);
        r
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
