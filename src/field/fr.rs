//! The scalar field Fr (r = 0x73eda753…00000001, 255 bits, the order of G1, G2 and Gt), in
//! Montgomery form with R = 2^256. Re-exported at the crate root as `Scalar`, with the API of
//! `bls12_381::Scalar`.

use core::fmt;
use core::ops::{Add, Mul, Neg, Sub};

use rand_core::{Rng, TryRng};
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

use crate::backend::{self, portable};
use crate::macros::impl_field_ops;

/// An element of the scalar field, in Montgomery form as four little-endian 64-bit limbs.
///
/// `add`, `sub`, `neg` and `double` are `const fn` (so dependents can compute constants with
/// them, as with `bls12_381`); `mul` and `square` use the kernels the CPU supports, like the
/// operators, and `mul_const` / `square_const` are their `const` forms (the portable code).
///
/// ```
/// use bls381::Scalar;
/// const THREE: Scalar = Scalar::from_raw([3, 0, 0, 0]);
/// assert_eq!(THREE * THREE.invert().unwrap(), Scalar::one());
/// ```
#[derive(Copy, Clone)]
#[repr(transparent)]
pub struct Fr(pub(crate) [u64; 4]);

/// r as little-endian limbs.
pub(crate) const MODULUS: [u64; 4] = portable::R;

/// 2^256 mod r.
const R1: [u64; 4] = [
    0x0000_0001_ffff_fffe,
    0x5884_b7fa_0003_4802,
    0x998c_4fef_ecbc_4ff5,
    0x1824_b159_acc5_056f,
];
/// 2^512 mod r.
const R2: [u64; 4] = [
    0xc999_e990_f3f2_9c6d,
    0x2b6c_edcb_8792_5c23,
    0x05d3_1496_7254_398f,
    0x0748_d9d9_9f59_ff11,
];
/// 2^768 mod r.
const R3: [u64; 4] = [
    0xc62c_1807_439b_73af,
    0x1b3e_0d18_8cf0_6990,
    0x73d1_3c71_c7b5_f418,
    0x6e2a_5bb9_c8db_33e9,
];

/// (t − 1)/2 where r − 1 = 2^32·t, t odd (for Tonelli–Shanks).
const T_MINUS_1_OVER_2: [u64; 4] = [
    0x7fff_2dff_7fff_ffff,
    0x04d0_ec02_a9de_d201,
    0x94ce_bea4_199c_ec04,
    0x0000_0000_39f6_d3a9,
];

impl Fr {
    /// Zero.
    pub const ZERO: Fr = Fr([0; 4]);
    /// One.
    pub const ONE: Fr = Fr(R1);
    /// The modulus r as a big-endian hex string (as `ff::PrimeField::MODULUS`).
    pub const MODULUS_HEX: &'static str =
        "0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001";
    /// Bit length of r.
    pub const NUM_BITS: u32 = 255;
    /// Bits that any value of the field can hold.
    pub const CAPACITY: u32 = 254;
    /// 2-adicity: r − 1 = 2^32 · t with t odd.
    pub const S: u32 = 32;
    /// 7, the multiplicative generator `bls12_381` uses.
    pub const MULTIPLICATIVE_GENERATOR: Fr = Fr::from_raw([7, 0, 0, 0]);
    /// 1/2.
    pub const TWO_INV: Fr = Fr::from_raw([
        0x7fff_ffff_8000_0001,
        0xa9de_d201_7fff_2dff,
        0x199c_ec04_04d0_ec02,
        0x39f6_d3a9_94ce_bea4,
    ]);
    /// 7^t, a primitive 2^32-th root of unity.
    pub const ROOT_OF_UNITY: Fr = Fr::from_raw([
        0x3829_971f_439f_0d2b,
        0xb636_8350_8c22_80b9,
        0xd09b_6819_22c8_13b4,
        0x16a2_a19e_dfe8_1f20,
    ]);
    /// The inverse of [`Fr::ROOT_OF_UNITY`].
    pub const ROOT_OF_UNITY_INV: Fr = Fr::from_raw([
        0x0fb4_d6e1_3cf1_9a78,
        0x6f67_d4a2_b566_f833,
        0xed4f_2f74_a35d_0168,
        0x0538_a6f6_6e19_c653,
    ]);
    /// 7^(2^32), generator of the t-order subgroup.
    pub const DELTA: Fr = Fr::from_raw([
        0x6c08_3479_5901_89d7,
        0xf650_2437_c6a0_9c00,
        0x43ca_b354_fabb_0062,
        0x0863_4d0a_a021_aaf8,
    ]);

    /// Zero.
    #[inline]
    pub const fn zero() -> Fr {
        Fr::ZERO
    }

    /// One.
    #[inline]
    pub const fn one() -> Fr {
        Fr::ONE
    }

    /// The integer `val` (little-endian limbs, any 256-bit value) reduced mod r.
    pub const fn from_raw(val: [u64; 4]) -> Fr {
        // val·R2 < 2^256·r: one reduction gives val·R mod r.
        Fr(redc8(&mul_wide4(&val, &R2)))
    }

    /// Builds an element from Montgomery-form limbs, which must already be below r.
    pub const fn from_raw_unchecked(limbs: [u64; 4]) -> Fr {
        Fr(limbs)
    }

    /// The Montgomery-form limbs.
    pub const fn to_raw_montgomery(&self) -> [u64; 4] {
        self.0
    }

    /// The canonical integer as little-endian limbs.
    pub const fn to_raw(&self) -> [u64; 4] {
        let t = [self.0[0], self.0[1], self.0[2], self.0[3], 0, 0, 0, 0];
        redc8(&t)
    }

    /// Decodes 32 little-endian bytes; `None` unless the value is below r.
    pub fn from_bytes(bytes: &[u8; 32]) -> CtOption<Fr> {
        let limbs: [u64; 4] = core::array::from_fn(|i| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&bytes[8 * i..8 * i + 8]);
            u64::from_le_bytes(b)
        });
        let mut borrow = 0;
        for i in 0..4 {
            borrow = portable::sbb(limbs[i], MODULUS[i], borrow).1;
        }
        let canonical = Choice::from(borrow as u8);
        let limbs = <[u64; 4]>::conditional_select(&[0; 4], &limbs, canonical);
        CtOption::new(Fr(backend::fr_mul(&limbs, &R2)), canonical)
    }

    /// The canonical value as 32 little-endian bytes.
    pub fn to_bytes(&self) -> [u8; 32] {
        let t = self.to_raw();
        let mut out = [0u8; 32];
        for i in 0..4 {
            out[8 * i..8 * i + 8].copy_from_slice(&t[i].to_le_bytes());
        }
        out
    }

    /// Decodes 32 big-endian bytes (the IETF/`blst` secret-key order); `None` unless below r.
    pub fn from_bytes_be(bytes: &[u8; 32]) -> CtOption<Fr> {
        let mut le = *bytes;
        le.reverse();
        Fr::from_bytes(&le)
    }

    /// The canonical value as 32 big-endian bytes.
    pub fn to_bytes_be(&self) -> [u8; 32] {
        let mut b = self.to_bytes();
        b.reverse();
        b
    }

    /// Reduces a 512-bit little-endian integer mod r.
    pub fn from_bytes_wide(bytes: &[u8; 64]) -> Fr {
        let limbs: [u64; 8] = core::array::from_fn(|i| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&bytes[8 * i..8 * i + 8]);
            u64::from_le_bytes(b)
        });
        Fr::from_u512(&limbs)
    }

    /// Reduces a 512-bit integer (little-endian limbs) mod r.
    pub const fn from_u512(limbs: &[u64; 8]) -> Fr {
        let lo = [limbs[0], limbs[1], limbs[2], limbs[3]];
        let hi = [limbs[4], limbs[5], limbs[6], limbs[7]];
        // lo·R2/R = lo·R and hi·R3/R = hi·2^256·R, each product below 2^256·r.
        let a = Fr(redc8(&mul_wide4(&lo, &R2)));
        let b = Fr(redc8(&mul_wide4(&hi, &R3)));
        Fr::add(&a, &b)
    }

    /// Reduces 48 big-endian bytes mod r (RFC 9380 `hash_to_field` with L = 48).
    pub fn from_okm(okm: &[u8; 48]) -> Fr {
        let mut wide = [0u8; 64];
        for (i, b) in okm.iter().rev().enumerate() {
            wide[i] = *b;
        }
        Fr::from_bytes_wide(&wide)
    }

    /// A uniformly random scalar: 64 random bytes reduced mod r (as `bls12_381` consumes them).
    pub fn random<R: Rng + ?Sized>(rng: &mut R) -> Fr {
        match Fr::try_random(rng) {
            Ok(x) => x,
            Err(never) => match never {},
        }
    }

    /// [`Fr::random`] for fallible generators.
    pub fn try_random<R: TryRng + ?Sized>(rng: &mut R) -> Result<Fr, R::Error> {
        let mut bytes = [0u8; 64];
        rng.try_fill_bytes(&mut bytes)?;
        Ok(Fr::from_bytes_wide(&bytes))
    }

    /// Whether this is zero.
    pub fn is_zero(&self) -> Choice {
        self.ct_eq(&Fr::ZERO)
    }

    /// Whether the canonical value is odd.
    pub fn is_odd(&self) -> Choice {
        Choice::from((self.to_raw()[0] & 1) as u8)
    }

    /// `2·self`.
    #[inline]
    pub const fn double(&self) -> Fr {
        self.add(self)
    }

    /// `self + rhs`.
    #[inline]
    pub const fn add(&self, rhs: &Fr) -> Fr {
        Fr(portable::add_mod(&self.0, &rhs.0, &MODULUS))
    }

    /// `self − rhs`.
    #[inline]
    pub const fn sub(&self, rhs: &Fr) -> Fr {
        Fr(portable::sub_mod(&self.0, &rhs.0, &MODULUS))
    }

    /// `−self`.
    #[inline]
    pub const fn neg(&self) -> Fr {
        Fr(portable::neg_mod(&self.0, &MODULUS))
    }

    /// `self · rhs` with the selected kernel (as the `*` operator); [`Fr::mul_const`] in `const`
    /// contexts.
    #[inline]
    pub fn mul(&self, rhs: &Fr) -> Fr {
        Fr(backend::fr_mul(&self.0, &rhs.0))
    }

    /// `self²` with the selected kernel; [`Fr::square_const`] in `const` contexts.
    #[inline]
    pub fn square(&self) -> Fr {
        Fr(backend::fr_sqr(&self.0))
    }

    /// `self · rhs`, usable in `const` items (the portable code).
    #[inline]
    pub const fn mul_const(&self, rhs: &Fr) -> Fr {
        Fr(portable::fr_mul(&self.0, &rhs.0))
    }

    /// `self²`, usable in `const` items (the portable code).
    #[inline]
    pub const fn square_const(&self) -> Fr {
        Fr(portable::fr_sqr(&self.0))
    }

    /// `self · rhs` with the selected kernel.
    #[inline]
    pub(crate) fn mul_fast(&self, rhs: &Fr) -> Fr {
        self.mul(rhs)
    }

    /// `self²` with the selected kernel.
    #[inline]
    pub(crate) fn square_fast(&self) -> Fr {
        self.square()
    }

    /// `self^by` in constant time with respect to `self` and `by`.
    pub fn pow(&self, by: &[u64; 4]) -> Fr {
        let mut res = Fr::ONE;
        for e in by.iter().rev() {
            for i in (0..64).rev() {
                res = res.square_fast();
                let prod = res.mul_fast(self);
                res.conditional_assign(&prod, Choice::from(((*e >> i) & 1) as u8));
            }
        }
        res
    }

    /// `self^by`; the time depends on `by` (use for public exponents only).
    pub fn pow_vartime(&self, by: &[u64]) -> Fr {
        let mut res = Fr::ONE;
        for e in by.iter().rev() {
            for i in (0..64).rev() {
                res = res.square_fast();
                if ((*e >> i) & 1) == 1 {
                    res = res.mul_fast(self);
                }
            }
        }
        res
    }

    /// The multiplicative inverse, or `None` for zero. Constant time (Pornin's binary GCD: the
    /// backend's kernel, `asm/*/inverse.S`, or the portable `backend/inversion.rs`).
    pub fn invert(&self) -> CtOption<Fr> {
        let v = backend::fr_inverse(&self.0);
        // v = (a·R)^-1, and v·R3/R = a^-1·R.
        CtOption::new(Fr(backend::fr_mul(&v, &R3)), !self.is_zero())
    }

    /// A square root if one exists, in constant time: Tonelli–Shanks as `ff`'s
    /// `sqrt_tonelli_shanks` performs it, so the same root is returned as `bls12_381` returns.
    pub fn sqrt(&self) -> CtOption<Fr> {
        let w = self.pow_vartime(&T_MINUS_1_OVER_2); // the exponent is public
        let mut v = Fr::S;
        let mut x = w.mul_fast(self);
        let mut b = x.mul_fast(&w);
        let mut z = Fr::ROOT_OF_UNITY;
        for max_v in (1..=Fr::S).rev() {
            let mut k = 1u32;
            let mut b2k = b.square_fast();
            let mut j_less_than_v = Choice::from(1);
            for j in 2..max_v {
                let b2k_is_one = b2k.ct_eq(&Fr::ONE);
                let squared = Fr::conditional_select(&b2k, &z, b2k_is_one).square_fast();
                b2k = Fr::conditional_select(&squared, &b2k, b2k_is_one);
                let new_z = Fr::conditional_select(&z, &squared, b2k_is_one);
                j_less_than_v &= !j.ct_eq(&v);
                k = u32::conditional_select(&j, &k, b2k_is_one);
                z = Fr::conditional_select(&z, &new_z, j_less_than_v);
            }
            let result = x.mul_fast(&z);
            x = Fr::conditional_select(&result, &x, b.ct_eq(&Fr::ONE));
            z = z.square_fast();
            b = b.mul_fast(&z);
            v = k;
        }
        CtOption::new(x, x.square_fast().ct_eq(self))
    }

    /// Inverts every non-zero element of `v` in place with one inversion; zeros stay zero.
    /// Returns whether all were non-zero.
    pub fn batch_invert(v: &mut [Fr]) -> Choice {
        super::batch_invert(v)
    }

    /// The canonical value as 256 little-endian bits packed in four u64 (as
    /// `ff::PrimeFieldBits::to_le_bits` exposes them).
    pub fn to_le_bits_u64(&self) -> [u64; 4] {
        self.to_raw()
    }
}

impl super::Invertible for Fr {
    const ONE: Fr = Fr::ONE;
    fn is_zero(&self) -> Choice {
        Fr::is_zero(self)
    }
    fn invert(&self) -> CtOption<Self> {
        Fr::invert(self)
    }
    fn mul(&self, rhs: &Self) -> Self {
        self.mul_fast(rhs)
    }
}

/// The 512-bit product of two 256-bit integers (const, portable).
const fn mul_wide4(a: &[u64; 4], b: &[u64; 4]) -> [u64; 8] {
    let mut r = [0u64; 8];
    let mut i = 0;
    while i < 4 {
        let mut carry = 0;
        let mut j = 0;
        while j < 4 {
            let (x, c) = portable::mac(r[i + j], a[j], b[i], carry);
            r[i + j] = x;
            carry = c;
            j += 1;
        }
        r[i + 4] = carry;
        i += 1;
    }
    r
}

/// Montgomery reduction `t / 2^256 mod r` for `t < r·2^256` (const, portable).
const fn redc8(t: &[u64; 8]) -> [u64; 4] {
    let mut t = *t;
    let mut top = 0;
    let mut i = 0;
    while i < 4 {
        let k = t[i].wrapping_mul(portable::R_INV);
        let mut carry = 0;
        let mut j = 0;
        while j < 4 {
            let (x, c) = portable::mac(t[i + j], k, MODULUS[j], carry);
            t[i + j] = x;
            carry = c;
            j += 1;
        }
        let (x, c) = portable::adc(t[i + 4], carry, top);
        t[i + 4] = x;
        top = c;
        i += 1;
    }
    portable::sub_if_geq([t[4], t[5], t[6], t[7]], &MODULUS)
}

impl fmt::Debug for Fr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0x")?;
        for b in self.to_bytes().iter().rev() {
            write!(f, "{b:02x}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Fr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl Default for Fr {
    fn default() -> Fr {
        Fr::ZERO
    }
}

impl From<u64> for Fr {
    fn from(v: u64) -> Fr {
        Fr::from_raw([v, 0, 0, 0])
    }
}

impl From<Fr> for [u8; 32] {
    fn from(v: Fr) -> [u8; 32] {
        v.to_bytes()
    }
}

impl<'a> From<&'a Fr> for [u8; 32] {
    fn from(v: &'a Fr) -> [u8; 32] {
        v.to_bytes()
    }
}

impl ConstantTimeEq for Fr {
    fn ct_eq(&self, other: &Fr) -> Choice {
        self.0.ct_eq(&other.0)
    }
}

impl PartialEq for Fr {
    fn eq(&self, other: &Fr) -> bool {
        bool::from(self.ct_eq(other))
    }
}

impl Eq for Fr {}

impl ConditionallySelectable for Fr {
    fn conditional_select(a: &Fr, b: &Fr, choice: Choice) -> Fr {
        Fr(<[u64; 4]>::conditional_select(&a.0, &b.0, choice))
    }
}

impl Neg for &Fr {
    type Output = Fr;
    #[inline]
    fn neg(self) -> Fr {
        Fr(portable::neg_mod_rt(&self.0, &MODULUS))
    }
}

impl<'b> Add<&'b Fr> for &Fr {
    type Output = Fr;
    #[inline]
    fn add(self, rhs: &'b Fr) -> Fr {
        Fr(portable::add_mod_rt(&self.0, &rhs.0, &MODULUS))
    }
}

impl<'b> Sub<&'b Fr> for &Fr {
    type Output = Fr;
    #[inline]
    fn sub(self, rhs: &'b Fr) -> Fr {
        Fr(portable::sub_mod_rt(&self.0, &rhs.0, &MODULUS))
    }
}

impl<'b> Mul<&'b Fr> for &Fr {
    type Output = Fr;
    #[inline]
    fn mul(self, rhs: &'b Fr) -> Fr {
        self.mul_fast(rhs)
    }
}

impl_field_ops!(Fr);

impl<T: core::borrow::Borrow<Fr>> core::iter::Sum<T> for Fr {
    fn sum<I: Iterator<Item = T>>(iter: I) -> Fr {
        iter.fold(Fr::ZERO, |acc, x| acc + x.borrow())
    }
}

impl<T: core::borrow::Borrow<Fr>> core::iter::Product<T> for Fr {
    fn product<I: Iterator<Item = T>>(iter: I) -> Fr {
        iter.fold(Fr::ONE, |acc, x| acc * x.borrow())
    }
}
