//! The base field $\mathbb{F}_p$ and its quadratic extension $\mathbb{F}_{p^2}$, as `bls12_381`
//! exposes them: public types in a private module, so they cannot be named, but they are
//! reachable as `<G1Projective as MapToCurve>::Field` and `<G2Projective as MapToCurve>::Field`
//! (feature `experimental`), with the inherent methods and traits of `bls12_381`'s `Fp`/`Fp2`.
//!
//! Unlike `bls12_381`, only `zero`, `one`, `from_raw_unchecked` (and `Fp2::neg`, `conjugate`,
//! `frobenius_map`) are `const fn` here; nothing can name these types in a `const` item anyway.

use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

/// An element of $\mathbb{F}_p$, p = 0x1a0111ea…ffffaaab.
#[derive(Copy, Clone)]
#[repr(transparent)]
pub struct Fp(pub(crate) bls381::field::Fp);

impl_newtype!(Fp, bls381::field::Fp);

impl Default for Fp {
    fn default() -> Self {
        Fp::zero()
    }
}

#[cfg(feature = "zeroize")]
impl zeroize::DefaultIsZeroes for Fp {}

impl_field_ops_forward!(Fp);

impl Fp {
    /// Returns zero, the additive identity.
    #[inline]
    pub const fn zero() -> Fp {
        Fp(bls381::field::Fp::zero())
    }

    /// Returns one, the multiplicative identity.
    #[inline]
    pub const fn one() -> Fp {
        Fp(bls381::field::Fp::one())
    }

    /// Whether this element is zero.
    pub fn is_zero(&self) -> Choice {
        self.0.is_zero()
    }

    /// Attempts to convert a big-endian byte representation of
    /// a scalar into an `Fp`, failing if the input is not canonical.
    pub fn from_bytes(bytes: &[u8; 48]) -> CtOption<Fp> {
        bls381::field::Fp::from_bytes(bytes).map(Fp)
    }

    /// Converts an element of `Fp` into a byte representation in
    /// big-endian byte order.
    pub fn to_bytes(self) -> [u8; 48] {
        self.0.to_bytes()
    }

    /// Returns whether or not this element is strictly lexicographically
    /// larger than its negation.
    pub fn lexicographically_largest(&self) -> Choice {
        self.0.lexicographically_largest()
    }

    /// Constructs an element of `Fp` without checking that it is
    /// canonical (the limbs are the Montgomery form, little-endian).
    pub const fn from_raw_unchecked(v: [u64; 6]) -> Fp {
        Fp(bls381::field::Fp::from_raw_unchecked(v))
    }

    /// Although this is labeled "vartime", it is only
    /// variable time with respect to the exponent.
    pub fn pow_vartime(&self, by: &[u64; 6]) -> Self {
        Fp(self.0.pow_vartime(by))
    }

    /// A square root, if one exists: `self^((p+1)/4)`.
    pub fn sqrt(&self) -> CtOption<Self> {
        self.0.sqrt().map(Fp)
    }

    /// Computes the multiplicative inverse of this field
    /// element, returning None in the case that this element
    /// is zero.
    pub fn invert(&self) -> CtOption<Self> {
        self.0.invert().map(Fp)
    }

    /// `self + rhs`.
    #[inline]
    pub fn add(&self, rhs: &Fp) -> Fp {
        Fp(bls381::field::Fp::add(&self.0, &rhs.0))
    }

    /// `-self`.
    #[inline]
    pub fn neg(&self) -> Fp {
        Fp(bls381::field::Fp::neg(&self.0))
    }

    /// `self - rhs`.
    #[inline]
    pub fn sub(&self, rhs: &Fp) -> Fp {
        Fp(bls381::field::Fp::sub(&self.0, &rhs.0))
    }

    /// `self · rhs`.
    #[inline]
    pub fn mul(&self, rhs: &Fp) -> Fp {
        Fp(bls381::field::Fp::mul(&self.0, &rhs.0))
    }

    /// Squares this element.
    #[inline]
    pub fn square(&self) -> Self {
        Fp(bls381::field::Fp::square(&self.0))
    }
}

/// An element of $\mathbb{F}_{p^2} = \mathbb{F}_p[u]/(u^2 + 1)$, `c0 + c1·u`, with public
/// coefficients as in `bls12_381`.
#[derive(Copy, Clone, Default)]
pub struct Fp2 {
    /// The constant coefficient.
    pub c0: Fp,
    /// The coefficient of u.
    pub c1: Fp,
}

impl Fp2 {
    #[inline]
    pub(crate) fn inner(&self) -> bls381::field::Fp2 {
        bls381::field::Fp2::new(self.c0.0, self.c1.0)
    }

    #[inline]
    pub(crate) fn wrap(f: bls381::field::Fp2) -> Fp2 {
        Fp2 {
            c0: Fp(f.c0),
            c1: Fp(f.c1),
        }
    }
}

impl core::fmt::Debug for Fp2 {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{:?} + {:?}*u", self.c0, self.c1)
    }
}

#[cfg(feature = "zeroize")]
impl zeroize::DefaultIsZeroes for Fp2 {}

impl From<Fp> for Fp2 {
    fn from(f: Fp) -> Fp2 {
        Fp2 {
            c0: f,
            c1: Fp::zero(),
        }
    }
}

impl From<bls381::field::Fp2> for Fp2 {
    fn from(f: bls381::field::Fp2) -> Fp2 {
        Fp2::wrap(f)
    }
}

impl From<Fp2> for bls381::field::Fp2 {
    fn from(f: Fp2) -> bls381::field::Fp2 {
        f.inner()
    }
}

impl ConstantTimeEq for Fp2 {
    fn ct_eq(&self, other: &Self) -> Choice {
        self.c0.ct_eq(&other.c0) & self.c1.ct_eq(&other.c1)
    }
}

impl Eq for Fp2 {}
impl PartialEq for Fp2 {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        bool::from(self.ct_eq(other))
    }
}

impl ConditionallySelectable for Fp2 {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        Fp2 {
            c0: Fp::conditional_select(&a.c0, &b.c0, choice),
            c1: Fp::conditional_select(&a.c1, &b.c1, choice),
        }
    }
}

impl core::ops::Neg for &Fp2 {
    type Output = Fp2;

    #[inline]
    fn neg(self) -> Fp2 {
        self.neg()
    }
}

impl core::ops::Neg for Fp2 {
    type Output = Fp2;

    #[inline]
    fn neg(self) -> Fp2 {
        -&self
    }
}

impl_ref_binop!(Sub, sub, Fp2, Fp2, Fp2, |a, rhs| a.sub(rhs));
impl_ref_binop!(Add, add, Fp2, Fp2, Fp2, |a, rhs| a.add(rhs));
impl_ref_binop!(Mul, mul, Fp2, Fp2, Fp2, |a, rhs| a.mul(rhs));
impl_binops_additive!(Fp2, Fp2);
impl_binops_multiplicative!(Fp2, Fp2);

impl Fp2 {
    /// Returns zero, the additive identity.
    #[inline]
    pub const fn zero() -> Fp2 {
        Fp2 {
            c0: Fp::zero(),
            c1: Fp::zero(),
        }
    }

    /// Returns one, the multiplicative identity.
    #[inline]
    pub const fn one() -> Fp2 {
        Fp2 {
            c0: Fp::one(),
            c1: Fp::zero(),
        }
    }

    /// Whether this element is zero.
    pub fn is_zero(&self) -> Choice {
        self.c0.is_zero() & self.c1.is_zero()
    }

    /// Raises this element to p.
    #[inline(always)]
    pub fn frobenius_map(&self) -> Self {
        Fp2::wrap(self.inner().frobenius_map())
    }

    /// The conjugate `c0 − c1·u`.
    #[inline(always)]
    pub fn conjugate(&self) -> Self {
        Fp2 {
            c0: self.c0,
            c1: -self.c1,
        }
    }

    /// Multiplies by the non-residue `1 + u`.
    #[inline(always)]
    pub fn mul_by_nonresidue(&self) -> Fp2 {
        Fp2::wrap(self.inner().mul_by_nonresidue())
    }

    /// Returns whether or not this element is strictly lexicographically
    /// larger than its negation.
    #[inline]
    pub fn lexicographically_largest(&self) -> Choice {
        self.inner().lexicographically_largest()
    }

    /// Squares this element.
    pub fn square(&self) -> Fp2 {
        Fp2::wrap(bls381::field::Fp2::square(&self.inner()))
    }

    /// `self · rhs`.
    pub fn mul(&self, rhs: &Fp2) -> Fp2 {
        Fp2::wrap(bls381::field::Fp2::mul(&self.inner(), &rhs.inner()))
    }

    /// `self + rhs`.
    pub fn add(&self, rhs: &Fp2) -> Fp2 {
        Fp2::wrap(bls381::field::Fp2::add(&self.inner(), &rhs.inner()))
    }

    /// `self − rhs`.
    pub fn sub(&self, rhs: &Fp2) -> Fp2 {
        Fp2::wrap(bls381::field::Fp2::sub(&self.inner(), &rhs.inner()))
    }

    /// `−self`.
    pub fn neg(&self) -> Fp2 {
        Fp2::wrap(bls381::field::Fp2::neg(&self.inner()))
    }

    /// A square root, if one exists (the root `bls12_381` returns: Adj and
    /// Rodríguez-Henríquez, ePrint 2012/685, Algorithm 9).
    pub fn sqrt(&self) -> CtOption<Self> {
        self.inner().sqrt_as_bls12_381().map(Fp2::wrap)
    }

    /// Computes the multiplicative inverse of this field
    /// element, returning None in the case that this element
    /// is zero.
    pub fn invert(&self) -> CtOption<Self> {
        self.inner().invert().map(Fp2::wrap)
    }

    /// Although this is labeled "vartime", it is only
    /// variable time with respect to the exponent.
    pub fn pow_vartime(&self, by: &[u64; 6]) -> Self {
        Fp2::wrap(self.inner().pow_vartime(by))
    }
}
