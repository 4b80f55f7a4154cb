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
    /// A square root if one exists, in constant time. Which of the two roots comes back is
    /// unspecified: point decoding fixes the sign itself.
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

/// 1/2 in Fp.
const TWO_INV: Fp = Fp::from_raw([
    0xdcff_7fff_ffff_d556,
    0x0f55_ffff_58a9_ffff,
    0xb398_6950_7b58_7b12,
    0xb23b_a5c2_79c2_895f,
    0x258d_d3db_21a5_d66b,
    0x0d00_88f5_1cbf_f34d,
]);

/// (p − 3)/4, the exponent of the inverse square root (p ≡ 3 mod 4).
const P_MINUS_3_OVER_4: [u64; 6] = [
    0xee7f_bfff_ffff_eaaa,
    0x07aa_ffff_ac54_ffff,
    0xd9cc_34a8_3dac_3d89,
    0xd91d_d2e1_3ce1_44af,
    0x92c6_e9ed_90d2_eb35,
    0x0680_447a_8e5f_f9a6,
];

impl BaseField for Fp2 {
    const ZERO: Fp2 = Fp2::ZERO;
    const ONE: Fp2 = Fp2::ONE;
    const BYTES: usize = 96;

    #[inline(always)]
    fn add(&self, rhs: &Fp2) -> Fp2 {
        // Coefficient-wise through the inlined Fp operations (a call per Fp2 addition costs
        // about as much as the addition).
        Fp2::new(self.c0.add(&rhs.c0), self.c1.add(&rhs.c1))
    }
    #[inline(always)]
    fn sub(&self, rhs: &Fp2) -> Fp2 {
        Fp2::new(self.c0.sub(&rhs.c0), self.c1.sub(&rhs.c1))
    }
    #[inline(always)]
    fn neg(&self) -> Fp2 {
        Fp2::new(self.c0.neg(), self.c1.neg())
    }
    #[inline(always)]
    fn double(&self) -> Fp2 {
        Fp2::new(self.c0.double(), self.c1.double())
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
    /// The "complex method" through the norm (Scott, "Implementing cryptographic pairings",
    /// Pairing 2007 §3.3; blst's `sqrt_fp2`): two exponentiations in Fp instead of the two in
    /// Fp2 of [`Fp2::sqrt`], whose particular root (kept for `bls12_381` compatibility) decoding
    /// does not need.
    fn sqrt(&self) -> CtOption<Fp2> {
        // s = √(a0² + a1²); t = (a0 + s)/2, or (a0 − s)/2 when that is zero (then a1 = 0).
        let s = self.norm().sqrt().unwrap_or(Fp::ZERO);
        let plus = self.c0 + s;
        let t = Fp::conditional_select(&plus, &(self.c0 - s), plus.is_zero()) * TWO_INV;
        // r = t^((p−3)/4) is 1/√t when t is a square; otherwise (r·t)² = −t.
        let r = t.pow_fixed(&P_MINUS_3_OVER_4);
        let x = Fp2::new(r * t, self.c1 * r * TWO_INV);
        // x² = a when t is a square, x² = −a otherwise, and then (x·u)² = a.
        let xu = Fp2::new(-x.c1, x.c0);
        let root = Fp2::conditional_select(&xu, &x, x.square().ct_eq(self));
        CtOption::new(root, root.square().ct_eq(self))
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
