//! What the group law needs of a coordinate field: Fp for G1, Fp2 for G2. Every algorithm of
//! this module is written once against this trait.

use core::fmt;

use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

use crate::field::{Fp, Fp2};

mod sealed {
    pub trait Sealed {}
}

/// The field of a curve's coordinates (implemented by [`Fp`] and `Fp2` only).
///
/// The methods forward to the field's own constant-time implementations; they exist so that
/// the group law, scalar multiplication and encodings are written once for G1 and G2.
pub trait BaseField:
    sealed::Sealed
    + Copy
    + Default
    + fmt::Debug
    + ConditionallySelectable
    + ConstantTimeEq
    + PartialEq
    + Send
    + Sync
    + 'static
{
    /// Zero.
    const ZERO: Self;
    /// One.
    const ONE: Self;
    /// Length of the big-endian encoding.
    const BYTES: usize;

    /// `self + rhs`.
    fn add(&self, rhs: &Self) -> Self;
    /// `self - rhs`.
    fn sub(&self, rhs: &Self) -> Self;
    /// `-self`.
    fn neg(&self) -> Self;
    /// `2·self`.
    fn double(&self) -> Self;
    /// `self · rhs`.
    fn mul(&self, rhs: &Self) -> Self;
    /// `self²`.
    fn square(&self) -> Self;
    /// Whether `self` is zero.
    fn is_zero(&self) -> Choice;
    /// The inverse, `None` for zero (constant time).
    fn invert(&self) -> CtOption<Self>;
    /// A square root if one exists (constant time; the root `bls12_381` returns).
    fn sqrt(&self) -> CtOption<Self>;
    /// The zcash "sign" of a coordinate: whether it is the larger of `{y, -y}`.
    fn lexicographically_largest(&self) -> Choice;
    /// Writes the big-endian encoding into `out` (`out.len() == BYTES`).
    fn write_be(&self, out: &mut [u8]);
    /// Reads a big-endian encoding (`bytes.len() == BYTES`); `None` unless canonical.
    fn read_be(bytes: &[u8]) -> CtOption<Self>;
    /// Inverts every non-zero element in place with one inversion; zeros stay zero.
    fn batch_invert(v: &mut [Self]) -> Choice;

    /// `3·self`.
    #[inline]
    fn triple(&self) -> Self {
        self.double().add(self)
    }
}

impl sealed::Sealed for Fp {}

impl BaseField for Fp {
    const ZERO: Fp = Fp::ZERO;
    const ONE: Fp = Fp::ONE;
    const BYTES: usize = 48;

    #[inline(always)]
    fn add(&self, rhs: &Fp) -> Fp {
        Fp::add(self, rhs)
    }
    #[inline(always)]
    fn sub(&self, rhs: &Fp) -> Fp {
        Fp::sub(self, rhs)
    }
    #[inline(always)]
    fn neg(&self) -> Fp {
        Fp::neg(self)
    }
    #[inline(always)]
    fn double(&self) -> Fp {
        Fp::double(self)
    }
    #[inline(always)]
    fn mul(&self, rhs: &Fp) -> Fp {
        Fp::mul(self, rhs)
    }
    #[inline(always)]
    fn square(&self) -> Fp {
        Fp::square(self)
    }
    #[inline(always)]
    fn is_zero(&self) -> Choice {
        Fp::is_zero(self)
    }
    fn invert(&self) -> CtOption<Fp> {
        Fp::invert(self)
    }
    fn sqrt(&self) -> CtOption<Fp> {
        Fp::sqrt(self)
    }
    fn lexicographically_largest(&self) -> Choice {
        Fp::lexicographically_largest(self)
    }
    fn write_be(&self, out: &mut [u8]) {
        out.copy_from_slice(&self.to_bytes());
    }
    fn read_be(bytes: &[u8]) -> CtOption<Fp> {
        let mut b = [0u8; 48];
        b.copy_from_slice(bytes);
        Fp::from_bytes(&b)
    }
    fn batch_invert(v: &mut [Fp]) -> Choice {
        Fp::batch_invert(v)
    }
}

impl sealed::Sealed for Fp2 {}

impl BaseField for Fp2 {
    const ZERO: Fp2 = Fp2::ZERO;
    const ONE: Fp2 = Fp2::ONE;
    const BYTES: usize = 96;

    #[inline(always)]
    fn add(&self, rhs: &Fp2) -> Fp2 {
        Fp2::add(self, rhs)
    }
    #[inline(always)]
    fn sub(&self, rhs: &Fp2) -> Fp2 {
        Fp2::sub(self, rhs)
    }
    #[inline(always)]
    fn neg(&self) -> Fp2 {
        Fp2::neg(self)
    }
    #[inline(always)]
    fn double(&self) -> Fp2 {
        Fp2::double(self)
    }
    #[inline(always)]
    fn mul(&self, rhs: &Fp2) -> Fp2 {
        Fp2::mul(self, rhs)
    }
    #[inline(always)]
    fn square(&self) -> Fp2 {
        Fp2::square(self)
    }
    #[inline(always)]
    fn is_zero(&self) -> Choice {
        Fp2::is_zero(self)
    }
    fn invert(&self) -> CtOption<Fp2> {
        Fp2::invert(self)
    }
    fn sqrt(&self) -> CtOption<Fp2> {
        Fp2::sqrt(self)
    }
    fn lexicographically_largest(&self) -> Choice {
        Fp2::lexicographically_largest(self)
    }
    fn write_be(&self, out: &mut [u8]) {
        out.copy_from_slice(&self.to_bytes());
    }
    fn read_be(bytes: &[u8]) -> CtOption<Fp2> {
        let mut b = [0u8; 96];
        b.copy_from_slice(bytes);
        Fp2::from_bytes(&b)
    }
    fn batch_invert(v: &mut [Fp2]) -> Choice {
        Fp2::batch_invert(v)
    }
}
