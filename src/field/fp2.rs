//! The quadratic extension Fp2 = Fp[u]/(u² + 1), the field of G2 coordinates.

use core::fmt;

use subtle::{Choice, CtOption};

use super::{modular, sqrt, Fp};
use crate::backend;

use crate::backend::layout::{Fp2, Fp2Wide};

impl Fp2 {
    /// `self + rhs` with coefficients left below 2p (not reduced): not a valid element, only a
    /// factor for the wide product [`Fp2Wide::set_mul`](super::wide::Fp2Wide::set_mul), whose
    /// kernel takes that range.
    #[inline(always)]
    pub(crate) fn add_lazy(&self, rhs: &Fp2) -> Fp2 {
        Fp2 {
            c0: Fp(modular::add_lazy(&self.c0.0, &rhs.c0.0)),
            c1: Fp(modular::add_lazy(&self.c1.0, &rhs.c1.0)),
        }
    }

    // The in-place forms below write their result through `self` instead of returning it. A
    // result returned by value is copied right after the callee's 8-byte stores, and the
    // compiler copies with 16-byte loads, which cannot be forwarded from those stores: a stall
    // per load, of the order of the whole operation, where the tower's hot paths finish.

    /// `self ← ξ·self = (c0 − c1) + (c0 + c1)·u`, in place.
    #[inline(never)]
    pub(crate) fn mul_by_nonresidue_assign(&mut self) {
        let c0 = self.c0.sub(&self.c1);
        let c1 = self.c0.add(&self.c1);
        self.c0 = c0;
        self.c1 = c1;
    }

    /// `self ← a + b`, in place.
    #[inline(never)]
    pub(crate) fn set_add(&mut self, a: &Fp2, b: &Fp2) {
        self.c0 = a.c0.add(&b.c0);
        self.c1 = a.c1.add(&b.c1);
    }

    /// `self ← self − a − b`, in place.
    #[inline(never)]
    pub(crate) fn sub2_assign(&mut self, a: &Fp2, b: &Fp2) {
        self.c0 = self.c0.sub(&a.c0).sub(&b.c0);
        self.c1 = self.c1.sub(&a.c1).sub(&b.c1);
    }

    /// `self · rhs` (Karatsuba on unreduced products, two reductions: one kernel call).
    #[inline]
    pub fn mul(&self, rhs: &Fp2) -> Fp2 {
        let (c0, c1) = backend::fp2_mul(&self.c0.0, &self.c1.0, &rhs.c0.0, &rhs.c1.0);
        Fp2 {
            c0: Fp(c0),
            c1: Fp(c1),
        }
    }

    /// `self²` (complex squaring: `(c0 + c1)(c0 − c1) + 2·c0·c1·u`; one kernel call).
    #[inline]
    pub fn square(&self) -> Fp2 {
        let (c0, c1) = backend::fp2_sqr(&self.c0.0, &self.c1.0);
        Fp2 {
            c0: Fp(c0),
            c1: Fp(c1),
        }
    }

    /// `self · (u + 1)`, the cubic non-residue ξ that defines Fp6: `(c0 − c1) + (c0 + c1)·u`.
    #[inline(never)]
    pub fn mul_by_nonresidue(&self) -> Fp2 {
        Fp2 {
            c0: self.c0.sub(&self.c1),
            c1: self.c0.add(&self.c1),
        }
    }

    /// `self · x` for `x` in the base field (two Fp multiplications).
    #[inline]
    pub fn mul_by_fp(&self, x: &Fp) -> Fp2 {
        Fp2 {
            c0: self.c0 * x,
            c1: self.c1 * x,
        }
    }

    /// `c0 − c1·u`.
    #[inline]
    pub fn conjugate(&self) -> Fp2 {
        Fp2 {
            c0: self.c0,
            c1: self.c1.neg(),
        }
    }

    /// `self^p`, which in Fp2 is the conjugate (u^p = −u as p ≡ 3 mod 4).
    #[inline]
    pub fn frobenius_map(&self) -> Fp2 {
        self.conjugate()
    }

    /// The norm `c0² + c1²` (= `self · conjugate(self)`), with one reduction for both squares.
    #[inline]
    pub(crate) fn norm(&self) -> Fp {
        // Each square is below p², so the sum is below 2p² < p·2^384, as fp_redc needs.
        let mut s = backend::fp_sqr_wide(&self.c0.0);
        modular::add_wide_lazy(&mut s, &backend::fp_sqr_wide(&self.c1.0));
        Fp(backend::fp_redc(&s))
    }

    /// The multiplicative inverse, or `None` for zero: `conjugate / norm` with one constant-time
    /// Fp inversion.
    pub fn invert(&self) -> CtOption<Fp2> {
        self.norm().invert().map(|t| Fp2 {
            c0: self.c0 * t,
            c1: -(self.c1 * t),
        })
    }

    /// A square root, if one exists, in constant time, by the norm method over Fp (two Fp
    /// exponentiations; see `field/sqrt.rs`). Which of the two roots it returns is that
    /// method's; [`Fp2::sqrt_as_bls12_381`] returns `bls12_381`'s.
    pub fn sqrt(&self) -> CtOption<Fp2> {
        sqrt::fp2_sqrt(self)
    }

    /// The square root `bls12_381` returns, if one exists, in constant time (Adj and
    /// Rodríguez-Henríquez, ePrint 2012/685, Algorithm 9: two Fp2 exponentiations, about twice
    /// the work of [`Fp2::sqrt`]).
    pub fn sqrt_as_bls12_381(&self) -> CtOption<Fp2> {
        sqrt::fp2_sqrt_as_bls12_381(self)
    }

    /// Whether this is a square in Fp2 (zero counts): exactly when its norm is a square in Fp
    /// (the norm map is onto Fp and sends squares to squares).
    pub fn is_square(&self) -> Choice {
        self.norm().is_square()
    }

    /// Whether this is strictly larger than its negation in the order `bls12_381` uses for
    /// point compression: c1 decides, or c0 when c1 = 0.
    pub fn lexicographically_largest(&self) -> Choice {
        self.c1.lexicographically_largest()
            | (self.c1.is_zero() & self.c0.lexicographically_largest())
    }

    /// sgn0 of RFC 9380 §4.1 for m = 2: the parity of c0, or of c1 when c0 = 0.
    pub fn sgn0(&self) -> Choice {
        self.c0.sgn0() | (self.c0.is_zero() & self.c1.sgn0())
    }

    /// Decodes 96 bytes: c1 then c0, each 48 bytes big-endian; `None` unless both are below p.
    pub fn from_bytes(bytes: &[u8; 96]) -> CtOption<Fp2> {
        let mut b1 = [0u8; 48];
        let mut b0 = [0u8; 48];
        b1.copy_from_slice(&bytes[..48]);
        b0.copy_from_slice(&bytes[48..]);
        let c1 = Fp::from_bytes(&b1);
        let c0 = Fp::from_bytes(&b0);
        let ok = c0.is_some() & c1.is_some();
        CtOption::new(
            Fp2 {
                c0: c0.unwrap_or(Fp::ZERO),
                c1: c1.unwrap_or(Fp::ZERO),
            },
            ok,
        )
    }

    /// Encodes as 96 bytes: c1 then c0, each 48 bytes big-endian.
    pub fn to_bytes(&self) -> [u8; 96] {
        let mut out = [0u8; 96];
        out[..48].copy_from_slice(&self.c1.to_bytes());
        out[48..].copy_from_slice(&self.c0.to_bytes());
        out
    }

    /// Inverts every non-zero element of `v` in place with one inversion (Montgomery's trick);
    /// zeros stay zero. Returns whether all were non-zero.
    pub fn batch_invert(v: &mut [Fp2]) -> Choice {
        super::batch_invert(v)
    }

    /// Reduces 128 uniform bytes (RFC 9380 §5.2 with m = 2, L = 64): c0 from the first 64
    /// bytes, c1 from the last, each as [`Fp::from_okm`].
    pub fn from_okm(okm: &[u8; 128]) -> Fp2 {
        // Cannot fail: the two halves of 128 bytes are 64 bytes each.
        let (c0, c1) = okm.split_at(64);
        Fp2::new(
            Fp::from_okm(c0.try_into().expect("64 bytes")),
            Fp::from_okm(c1.try_into().expect("64 bytes")),
        )
    }

    /// Whether this is zero, in variable time.
    #[inline(always)]
    pub(crate) fn is_zero_vartime(&self) -> bool {
        self.c0.is_zero_vartime() && self.c1.is_zero_vartime()
    }

    /// `1/self` given `inv = 1/norm(self)`: `conjugate(self)·inv`.
    #[inline(always)]
    pub(crate) fn inverse_from_norm(&self, inv: &Fp) -> Fp2 {
        Fp2::new(self.c0 * inv, -(self.c1 * inv))
    }
}

super::impl_field!(
    Fp2,
    bytes = 96,
    okm = 128,
    norm = Fp,
    to_be = to_bytes,
    from_be = from_bytes,
    extra = {
        #[inline(always)]
        fn mul_add_mul(&self, b: &Fp2, c: &Fp2, d: &Fp2) -> Fp2 {
            // Both products written where they stay: `Fp2Wide::mul` returned by value went
            // through a temporary and a 192-byte `memcpy` each.
            let (mut acc, mut cd) = (Fp2Wide::ZERO, Fp2Wide::ZERO);
            acc.set_mul(self, b);
            cd.set_mul(c, d);
            acc.add_assign(&cd);
            acc.reduce()
        }
        #[inline(always)]
        fn mul_sub_mul(&self, b: &Fp2, c: &Fp2, d: &Fp2) -> Fp2 {
            let (mut acc, mut cd) = (Fp2Wide::ZERO, Fp2Wide::ZERO);
            acc.set_mul(self, b);
            cd.set_mul(c, d);
            acc.sub_assign(&cd);
            acc.reduce()
        }
        #[inline(always)]
        fn to_fp2(&self) -> Option<Fp2> {
            Some(*self)
        }
        #[inline(always)]
        fn from_fp2(x: Fp2) -> Option<Fp2> {
            Some(x)
        }
    }
);

impl From<Fp> for Fp2 {
    fn from(c0: Fp) -> Fp2 {
        Fp2 { c0, c1: Fp::ZERO }
    }
}

impl fmt::Debug for Fp2 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} + {:?}*u", self.c0, self.c1)
    }
}

super::impl_extension!(Fp2 over Fp { c0, c1 } = "`c0 + c1·u`", #[inline(always)]);
