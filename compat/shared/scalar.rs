//! The scalar field $\mathbb{F}_q$ of BLS12-381,
//! `q = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001`, as a newtype over
//! [`bls381::Scalar`].
//!
//! The inherent arithmetic (`add`, `sub`, `mul`, `square`, `neg`, `double`, `from_raw`, …) is
//! `const fn`, evaluable in `const` items, and runs bls381's portable code; the operators and
//! the `ff` trait methods run bls381's dispatched kernels.

use ff::PrimeField;
use subtle::{Choice, CtOption};

#[cfg(feature = "bits")]
use ff::{FieldBits, PrimeFieldBits};

/// Represents an element of the scalar field $\mathbb{F}_q$ of the BLS12-381 elliptic
/// curve construction.
#[derive(Clone, Copy)]
#[repr(transparent)]
pub struct Scalar(pub(crate) bls381::Scalar);

impl_newtype!(Scalar, bls381::Scalar);

impl From<u64> for Scalar {
    fn from(val: u64) -> Scalar {
        Scalar(bls381::Scalar::from(val))
    }
}

impl Default for Scalar {
    #[inline]
    fn default() -> Self {
        Self::zero()
    }
}

#[cfg(feature = "zeroize")]
impl zeroize::DefaultIsZeroes for Scalar {}

impl_field_ops_forward!(Scalar);

impl Scalar {
    /// Returns zero, the additive identity.
    #[inline]
    pub const fn zero() -> Scalar {
        Scalar(bls381::Scalar::zero())
    }

    /// Returns one, the multiplicative identity.
    #[inline]
    pub const fn one() -> Scalar {
        Scalar(bls381::Scalar::one())
    }

    /// Doubles this field element.
    #[inline]
    pub const fn double(&self) -> Scalar {
        Scalar(bls381::Scalar::double_const(&self.0))
    }

    /// Attempts to convert a little-endian byte representation of
    /// a scalar into a `Scalar`, failing if the input is not canonical.
    pub fn from_bytes(bytes: &[u8; 32]) -> CtOption<Scalar> {
        bls381::Scalar::from_bytes(bytes).map(Scalar)
    }

    /// Converts an element of `Scalar` into a byte representation in
    /// little-endian byte order.
    pub fn to_bytes(&self) -> [u8; 32] {
        self.0.to_bytes()
    }

    /// Converts a 512-bit little endian integer into
    /// a `Scalar` by reducing by the modulus.
    pub fn from_bytes_wide(bytes: &[u8; 64]) -> Scalar {
        Scalar(bls381::Scalar::from_bytes_wide(bytes))
    }

    /// Converts from an integer represented in little endian
    /// into its (congruent) `Scalar` representation.
    pub const fn from_raw(val: [u64; 4]) -> Self {
        Scalar(bls381::Scalar::from_raw(val))
    }

    /// Squares this element.
    #[inline]
    pub const fn square(&self) -> Scalar {
        Scalar(bls381::Scalar::square_const(&self.0))
    }

    /// Exponentiates `self` by `by`, where `by` is a
    /// little-endian order integer exponent.
    ///
    /// Constant time in `self` and `by`.
    pub fn pow(&self, by: &[u64; 4]) -> Self {
        Scalar(self.0.pow(by))
    }

    /// Exponentiates `self` by `by`, where `by` is a
    /// little-endian order integer exponent.
    ///
    /// **This operation is variable time with respect
    /// to the exponent.** If the exponent is fixed,
    /// this operation is effectively constant time.
    pub fn pow_vartime(&self, by: &[u64; 4]) -> Self {
        Scalar(self.0.pow_vartime(by))
    }

    /// Computes the multiplicative inverse of this element,
    /// failing if the element is zero.
    pub fn invert(&self) -> CtOption<Self> {
        self.0.invert().map(Scalar)
    }

    /// Multiplies `rhs` by `self`, returning the result.
    #[inline]
    pub const fn mul(&self, rhs: &Self) -> Self {
        Scalar(bls381::Scalar::mul_const(&self.0, &rhs.0))
    }

    /// Subtracts `rhs` from `self`, returning the result.
    #[inline]
    pub const fn sub(&self, rhs: &Self) -> Self {
        Scalar(bls381::Scalar::sub_const(&self.0, &rhs.0))
    }

    /// Adds `rhs` to `self`, returning the result.
    #[inline]
    pub const fn add(&self, rhs: &Self) -> Self {
        Scalar(bls381::Scalar::add_const(&self.0, &rhs.0))
    }

    /// Negates `self`.
    #[inline]
    pub const fn neg(&self) -> Self {
        Scalar(bls381::Scalar::neg_const(&self.0))
    }
}

impl From<Scalar> for [u8; 32] {
    fn from(value: Scalar) -> [u8; 32] {
        value.to_bytes()
    }
}

impl From<&Scalar> for [u8; 32] {
    fn from(value: &Scalar) -> [u8; 32] {
        value.to_bytes()
    }
}

impl PrimeField for Scalar {
    type Repr = [u8; 32];

    fn from_repr(r: Self::Repr) -> CtOption<Self> {
        Self::from_bytes(&r)
    }

    fn to_repr(&self) -> Self::Repr {
        self.to_bytes()
    }

    fn is_odd(&self) -> Choice {
        Choice::from(self.to_bytes()[0] & 1)
    }

    const MODULUS: &'static str =
        "0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001";
    const NUM_BITS: u32 = 255;
    const CAPACITY: u32 = Self::NUM_BITS - 1;
    const TWO_INV: Self = Scalar(bls381::Scalar::TWO_INV);
    const MULTIPLICATIVE_GENERATOR: Self = Scalar(bls381::Scalar::MULTIPLICATIVE_GENERATOR);
    const S: u32 = 32;
    const ROOT_OF_UNITY: Self = Scalar(bls381::Scalar::ROOT_OF_UNITY);
    const ROOT_OF_UNITY_INV: Self = Scalar(bls381::Scalar::ROOT_OF_UNITY_INV);
    const DELTA: Self = Scalar(bls381::Scalar::DELTA);
}

#[cfg(all(feature = "bits", not(target_pointer_width = "64")))]
type ReprBits = [u32; 8];

#[cfg(all(feature = "bits", target_pointer_width = "64"))]
type ReprBits = [u64; 4];

#[cfg(feature = "bits")]
impl PrimeFieldBits for Scalar {
    type ReprBits = ReprBits;

    fn to_le_bits(&self) -> FieldBits<Self::ReprBits> {
        FieldBits::new(limbs(&self.to_bytes()))
    }

    fn char_le_bits() -> FieldBits<Self::ReprBits> {
        const MODULUS_LE: [u8; 32] = [
            0x01, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xfe, 0x5b, 0xfe, 0xff, 0x02, 0xa4,
            0xbd, 0x53, 0x05, 0xd8, 0xa1, 0x09, 0x08, 0xd8, 0x39, 0x33, 0x48, 0x7d, 0x9d, 0x29,
            0x53, 0xa7, 0xed, 0x73,
        ];
        FieldBits::new(limbs(&MODULUS_LE))
    }
}

/// 32 little-endian bytes as the platform's words, least significant first.
#[cfg(all(feature = "bits", target_pointer_width = "64"))]
fn limbs(bytes: &[u8; 32]) -> ReprBits {
    core::array::from_fn(|i| {
        let mut w = [0u8; 8];
        w.copy_from_slice(&bytes[8 * i..8 * i + 8]);
        u64::from_le_bytes(w)
    })
}

/// 32 little-endian bytes as the platform's words, least significant first.
#[cfg(all(feature = "bits", not(target_pointer_width = "64")))]
fn limbs(bytes: &[u8; 32]) -> ReprBits {
    core::array::from_fn(|i| {
        let mut w = [0u8; 4];
        w.copy_from_slice(&bytes[4 * i..4 * i + 4]);
        u32::from_le_bytes(w)
    })
}

impl_fold!(Sum, sum, Scalar, Self::zero(), +);
impl_fold!(Product, product, Scalar, Self::one(), *);
