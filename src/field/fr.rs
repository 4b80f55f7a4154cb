//! The scalar field Fr (r = 0x73eda753…00000001, 255 bits, the order of G1, G2 and Gt), in
//! Montgomery form with R = 2^256. Re-exported at the crate root as `Scalar`, with the API of
//! `bls12_381::Scalar`.

use rand_core::{Rng, TryRng};
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

use super::modular;
use crate::backend::{self, portable};
use crate::params::{R, R_INV, R_PLUS_1_OVER_2, R_R1, R_R2, R_R3, R_S, R_T_MINUS_1_OVER_2};

use crate::backend::layout::Fr;

impl Fr {
    /// Zero.
    pub const ZERO: Fr = Fr([0; 4]);
    /// One.
    pub const ONE: Fr = Fr(R_R1);
    /// The modulus r as a big-endian hex string (as `ff::PrimeField::MODULUS`).
    pub const MODULUS_HEX: &'static str =
        "0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001";
    /// Bit length of r.
    pub const NUM_BITS: u32 = 255;
    /// Bits that any value of the field can hold.
    pub const CAPACITY: u32 = 254;
    /// 2-adicity: r − 1 = 2^32 · t with t odd.
    pub const S: u32 = R_S;
    /// 7, the multiplicative generator `bls12_381` uses.
    pub const MULTIPLICATIVE_GENERATOR: Fr = Fr::from_raw([7, 0, 0, 0]);
    /// 1/2.
    pub const TWO_INV: Fr = Fr::from_raw(R_PLUS_1_OVER_2);
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
        Fr(portable::redc(
            &portable::mul_wide::<4, 8>(&val, &R_R2),
            &R,
            R_INV,
        ))
    }

    /// The integer `v` (any 128-bit value) as a scalar. (An inherent function, not a
    /// `From<u128>` impl: a second `From` integer impl would leave `Scalar::from(5)` without an
    /// inferable literal type and break code written against `From<u64>`, `bls12_381`'s only
    /// one.)
    ///
    /// ```
    /// use bls381::Scalar;
    /// assert_eq!(Scalar::from_u128(1 << 64), Scalar::from(1u64 << 32).square());
    /// ```
    pub const fn from_u128(v: u128) -> Fr {
        Fr::from_raw([v as u64, (v >> 64) as u64, 0, 0])
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
        portable::redc(&t, &R, R_INV)
    }

    /// Decodes 32 little-endian bytes; `None` unless the value is below r.
    pub fn from_bytes(bytes: &[u8; 32]) -> CtOption<Fr> {
        let limbs: [u64; 4] = core::array::from_fn(|i| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&bytes[8 * i..8 * i + 8]);
            u64::from_le_bytes(b)
        });
        let canonical = Choice::from(modular::borrows(&limbs, &R) as u8);
        let limbs = <[u64; 4]>::conditional_select(&[0; 4], &limbs, canonical);
        CtOption::new(Fr(backend::fr_mul(&limbs, &R_R2)), canonical)
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
        let a = Fr(portable::redc(
            &portable::mul_wide::<4, 8>(&lo, &R_R2),
            &R,
            R_INV,
        ));
        let b = Fr(portable::redc(
            &portable::mul_wide::<4, 8>(&hi, &R_R3),
            &R,
            R_INV,
        ));
        a.add_const(&b)
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

    /// `self · rhs` (the kernel the CPU supports).
    #[inline]
    pub fn mul(&self, rhs: &Fr) -> Fr {
        Fr(backend::fr_mul(&self.0, &rhs.0))
    }

    /// `self²` (the kernel the CPU supports).
    #[inline]
    pub fn square(&self) -> Fr {
        Fr(backend::fr_sqr(&self.0))
    }

    /// [`double`](Self::double), usable in `const` items (portable code).
    #[inline]
    pub const fn double_const(&self) -> Fr {
        self.add_const(self)
    }

    /// [`add`](Self::add), usable in `const` items (portable code).
    #[inline]
    pub const fn add_const(&self, rhs: &Fr) -> Fr {
        Fr(modular::konst::add(&self.0, &rhs.0, &R))
    }

    /// [`sub`](Self::sub), usable in `const` items (portable code).
    #[inline]
    pub const fn sub_const(&self, rhs: &Fr) -> Fr {
        Fr(modular::konst::sub(&self.0, &rhs.0, &R))
    }

    /// [`mul`](Self::mul), usable in `const` items (portable code).
    #[inline]
    pub const fn mul_const(&self, rhs: &Fr) -> Fr {
        Fr(portable::fr_mul(&self.0, &rhs.0))
    }

    /// [`square`](Self::square), usable in `const` items (portable code).
    #[inline]
    pub const fn square_const(&self) -> Fr {
        Fr(portable::fr_sqr(&self.0))
    }

    /// `self^by` in constant time with respect to `self` and `by`.
    pub fn pow(&self, by: &[u64; 4]) -> Fr {
        let mut res = Fr::ONE;
        for e in by.iter().rev() {
            for i in (0..64).rev() {
                res = res.square();
                let prod = res.mul(self);
                res.conditional_assign(&prod, Choice::from(((*e >> i) & 1) as u8));
            }
        }
        res
    }

    /// `self^by`; the time depends on `by` (use for public exponents only).
    pub fn pow_vartime(&self, by: &[u64]) -> Fr {
        super::pow_vartime(self, Fr::ONE, Fr::square, by)
    }

    /// The multiplicative inverse, or `None` for zero. Constant time (Pornin's binary GCD: the
    /// backend's kernel, `asm/*/inverse.S`, or the portable `backend/inversion.rs`).
    pub fn invert(&self) -> CtOption<Fr> {
        let v = backend::fr_inverse(&self.0);
        // v = (a·R)^-1, and v·R3/R = a^-1·R.
        CtOption::new(Fr(backend::fr_mul(&v, &R_R3)), !self.is_zero())
    }

    /// A square root if one exists, in constant time: Tonelli–Shanks as `ff`'s
    /// `sqrt_tonelli_shanks` performs it, so the same root is returned as `bls12_381` returns.
    pub fn sqrt(&self) -> CtOption<Fr> {
        let w = self.pow_vartime(&R_T_MINUS_1_OVER_2); // the exponent is public
        let mut v = Fr::S;
        let mut x = w.mul(self);
        let mut b = x.mul(&w);
        let mut z = Fr::ROOT_OF_UNITY;
        for max_v in (1..=Fr::S).rev() {
            let mut k = 1u32;
            let mut b2k = b.square();
            let mut j_less_than_v = Choice::from(1);
            for j in 2..max_v {
                let b2k_is_one = b2k.ct_eq(&Fr::ONE);
                let squared = Fr::conditional_select(&b2k, &z, b2k_is_one).square();
                b2k = Fr::conditional_select(&squared, &b2k, b2k_is_one);
                let new_z = Fr::conditional_select(&z, &squared, b2k_is_one);
                j_less_than_v &= !j.ct_eq(&v);
                k = u32::conditional_select(&j, &k, b2k_is_one);
                z = Fr::conditional_select(&z, &new_z, j_less_than_v);
            }
            let result = x.mul(&z);
            x = Fr::conditional_select(&result, &x, b.ct_eq(&Fr::ONE));
            z = z.square();
            b = b.mul(&z);
            v = k;
        }
        CtOption::new(x, x.square().ct_eq(self))
    }

    /// Inverts every non-zero element of `v` in place with one inversion; zeros stay zero.
    /// Returns whether all were non-zero.
    pub fn batch_invert(v: &mut [Fr]) -> Choice {
        super::batch_invert(v)
    }

    /// sgn0 (RFC 9380 §4.1): the parity of the canonical value.
    pub(crate) fn sgn0(&self) -> Choice {
        self.is_odd()
    }

    /// Whether the canonical value exceeds (r − 1)/2.
    pub(crate) fn lexicographically_largest(&self) -> Choice {
        // t > (r − 1)/2  ⇔  t − (r + 1)/2 does not borrow.
        !Choice::from(modular::borrows(&self.to_raw(), &R_PLUS_1_OVER_2) as u8)
    }

    /// The canonical value as 256 little-endian bits packed in four u64 (as
    /// `ff::PrimeFieldBits::to_le_bits` exposes them).
    pub fn to_le_bits_u64(&self) -> [u64; 4] {
        self.to_raw()
    }
}

super::impl_field!(
    Fr,
    bytes = 32,
    okm = 48,
    norm = Fr,
    to_be = to_bytes_be,
    from_be = from_bytes_be
);

super::impl_prime_field!(Fr, modulus = crate::params::R, to_be = to_bytes_be);

impl From<u64> for Fr {
    fn from(v: u64) -> Fr {
        Fr::from_raw([v, 0, 0, 0])
    }
}

/// Wipes the limbs (for scalars that hold secrets, e.g. [`SecretKey::to_scalar`]'s copy).
///
/// [`SecretKey::to_scalar`]: crate::signature::SecretKey::to_scalar
impl zeroize::Zeroize for Fr {
    fn zeroize(&mut self) {
        self.0.zeroize();
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::{big, exponent};

    /// The roots of unity and the generator constants recomputed from r: with r − 1 = 2^S·t,
    /// ROOT_OF_UNITY = 7^t, DELTA = 7^(2^S), TWO_INV·2 = 1.
    #[test]
    fn constants_from_r() {
        let r = big(&R);
        let t = (&r - 1u8) >> Fr::S as usize;
        let seven = Fr::MULTIPLICATIVE_GENERATOR;
        assert_eq!(seven, Fr::from(7u64));
        assert_eq!(Fr::ROOT_OF_UNITY, seven.pow_vartime(&exponent(&t)));
        assert_eq!(Fr::ROOT_OF_UNITY_INV * Fr::ROOT_OF_UNITY, Fr::ONE);
        assert_eq!(Fr::DELTA, seven.pow_vartime(&[1u64 << Fr::S]));
        assert_eq!(Fr::TWO_INV.double(), Fr::ONE);
        assert_eq!(Fr::MODULUS_HEX, format_hex(&r));
        // 7 generates Fr*: it is not a square, so ROOT_OF_UNITY has order exactly 2^S.
        assert_eq!(Fr::ROOT_OF_UNITY.pow_vartime(&[1 << (Fr::S - 1)]), -Fr::ONE);
    }

    fn format_hex(x: &num_bigint::BigUint) -> std::string::String {
        std::format!("0x{:064x}", x)
    }
}
