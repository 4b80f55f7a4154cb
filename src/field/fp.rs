//! The base field Fp, p = 0x1a0111ea…ffffaaab (381 bits), in Montgomery form with R = 2^384.

use core::fmt;
use core::ops::{Add, Mul, Neg, Sub};

use rand_core::{Rng, TryRng};
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

use crate::backend::{self, portable};
use crate::macros::impl_field_ops;

/// An element of the BLS12-381 base field, stored in Montgomery form (`a·2^384 mod p`) as six
/// little-endian 64-bit limbs, always fully reduced — the representation `bls12_381` and `blst`
/// use, so values compare limb for limb.
///
/// ```
/// use bls381::field::Fp;
/// let two = Fp::one() + Fp::one();
/// assert_eq!(two * two.invert().unwrap(), Fp::one());
/// ```
#[derive(Copy, Clone)]
#[repr(transparent)]
pub struct Fp(pub(crate) [u64; 6]);

/// p as little-endian limbs.
pub(crate) const MODULUS: [u64; 6] = portable::P;

/// 2^384 mod p (the Montgomery form of 1).
const R1: [u64; 6] = [
    0x7609_0000_0002_fffd,
    0xebf4_000b_c40c_0002,
    0x5f48_9857_53c7_58ba,
    0x77ce_5853_7052_5745,
    0x5c07_1a97_a256_ec6d,
    0x15f6_5ec3_fa80_e493,
];
/// 2^768 mod p (converts into Montgomery form).
pub(crate) const R2: [u64; 6] = [
    0xf4df_1f34_1c34_1746,
    0x0a76_e6a6_09d1_04f1,
    0x8de5_476c_4c95_b6d5,
    0x67eb_88a9_939d_83c0,
    0x9a79_3e85_b519_952d,
    0x1198_8fe5_92ca_e3aa,
];
/// 2^1152 mod p (converts the high half of a 768-bit value, and fixes up inversion).
const R3: [u64; 6] = [
    0xed48_ac6b_d94c_a1e0,
    0x315f_831e_03a7_adf8,
    0x9a53_352a_615e_29dd,
    0x34c0_4e5e_921e_1761,
    0x2512_d435_6572_4728,
    0x0aa6_3460_9175_5d4d,
];

/// (p + 1) / 4, the square-root exponent (p ≡ 3 mod 4).
const P_PLUS_1_OVER_4: [u64; 6] = [
    0xee7f_bfff_ffff_eaab,
    0x07aa_ffff_ac54_ffff,
    0xd9cc_34a8_3dac_3d89,
    0xd91d_d2e1_3ce1_44af,
    0x92c6_e9ed_90d2_eb35,
    0x0680_447a_8e5f_f9a6,
];
/// (p − 1) / 2, the Euler-criterion exponent.
const P_MINUS_1_OVER_2: [u64; 6] = [
    0xdcff_7fff_ffff_d555,
    0x0f55_ffff_58a9_ffff,
    0xb398_6950_7b58_7b12,
    0xb23b_a5c2_79c2_895f,
    0x258d_d3db_21a5_d66b,
    0x0d00_88f5_1cbf_f34d,
];

impl Fp {
    /// Zero.
    pub const ZERO: Fp = Fp([0; 6]);
    /// One.
    pub const ONE: Fp = Fp(R1);

    /// Zero.
    #[inline]
    pub const fn zero() -> Fp {
        Fp::ZERO
    }

    /// One.
    #[inline]
    pub const fn one() -> Fp {
        Fp::ONE
    }

    /// Builds an element from its Montgomery-form limbs, which must already be below p.
    pub const fn from_raw_unchecked(limbs: [u64; 6]) -> Fp {
        Fp(limbs)
    }

    /// The integer `limbs` (little-endian, any value below 2^384) reduced mod p; usable in
    /// `const` items.
    pub const fn from_raw(limbs: [u64; 6]) -> Fp {
        // limbs * R2 < 2^384 * p, so one reduction gives limbs * R mod p.
        Fp(portable::fp_redc(&portable::fp_mul_wide(&limbs, &R2)))
    }

    /// The Montgomery-form limbs.
    pub const fn to_raw_montgomery(&self) -> [u64; 6] {
        self.0
    }

    /// The canonical integer value as little-endian limbs (out of Montgomery form).
    pub fn to_raw(&self) -> [u64; 6] {
        let mut t = [0u64; 12];
        t[..6].copy_from_slice(&self.0);
        backend::fp_redc(&t)
    }

    /// Whether this is zero.
    #[inline]
    pub fn is_zero(&self) -> Choice {
        self.ct_eq(&Fp::ZERO)
    }

    /// Decodes 48 big-endian bytes; `None` unless the value is below p.
    pub fn from_bytes(bytes: &[u8; 48]) -> CtOption<Fp> {
        let mut limbs = [0u64; 6];
        for (i, limb) in limbs.iter_mut().enumerate() {
            let mut b = [0u8; 8];
            b.copy_from_slice(&bytes[48 - 8 * (i + 1)..48 - 8 * i]);
            *limb = u64::from_be_bytes(b);
        }
        // Canonical iff limbs - p borrows.
        let mut borrow = 0;
        for i in 0..6 {
            borrow = portable::sbb(limbs[i], MODULUS[i], borrow).1;
        }
        let canonical = Choice::from(borrow as u8);
        // The multiplication needs an input below p: use zero in the rejected case.
        let limbs = <[u64; 6]>::conditional_select(&[0; 6], &limbs, canonical);
        CtOption::new(Fp(backend::fp_mul(&limbs, &R2)), canonical)
    }

    /// The canonical value as 48 big-endian bytes.
    pub fn to_bytes(&self) -> [u8; 48] {
        let t = self.to_raw();
        let mut out = [0u8; 48];
        for i in 0..6 {
            out[48 - 8 * (i + 1)..48 - 8 * i].copy_from_slice(&t[i].to_be_bytes());
        }
        out
    }

    /// Reduces a 768-bit little-endian integer mod p (the `hash_to_field` and `random` path).
    pub fn from_u768(limbs: [u64; 12]) -> Fp {
        let lo: [u64; 6] = [limbs[0], limbs[1], limbs[2], limbs[3], limbs[4], limbs[5]];
        let hi: [u64; 6] = [limbs[6], limbs[7], limbs[8], limbs[9], limbs[10], limbs[11]];
        // lo·R2/R = lo·R and hi·R3/R = hi·2^384·R; each product is below 2^384·p.
        let lo = backend::fp_redc(&backend::fp_mul_wide(&lo, &R2));
        let hi = backend::fp_redc(&backend::fp_mul_wide(&hi, &R3));
        Fp(lo) + Fp(hi)
    }

    /// Reduces 64 big-endian bytes mod p (as `hash_to_field` of RFC 9380 §5.2 requires).
    pub fn from_okm(okm: &[u8; 64]) -> Fp {
        let mut limbs = [0u64; 12];
        for (i, limb) in limbs.iter_mut().take(8).enumerate() {
            let mut b = [0u8; 8];
            b.copy_from_slice(&okm[64 - 8 * (i + 1)..64 - 8 * i]);
            *limb = u64::from_be_bytes(b);
        }
        Fp::from_u768(limbs)
    }

    /// A uniformly random element from 96 random bytes, read as `bls12_381` reads them (so
    /// seeded callers see the same values): the first 48 bytes, big-endian, are the low half and
    /// the last 48, big-endian, the high half of a 768-bit integer, reduced mod p.
    pub fn random<R: Rng + ?Sized>(rng: &mut R) -> Fp {
        match Fp::try_random(rng) {
            Ok(x) => x,
            Err(never) => match never {},
        }
    }

    /// [`Fp::random`] for fallible generators.
    pub fn try_random<R: TryRng + ?Sized>(rng: &mut R) -> Result<Fp, R::Error> {
        let mut bytes = [0u8; 96];
        rng.try_fill_bytes(&mut bytes)?;
        // Limb i of each half is its i-th 8-byte word from the end.
        let limbs: [u64; 12] = core::array::from_fn(|i| {
            let (half, i) = (48 * (i / 6), i % 6);
            let mut b = [0u8; 8];
            b.copy_from_slice(&bytes[half + 48 - 8 * (i + 1)..half + 48 - 8 * i]);
            u64::from_be_bytes(b)
        });
        Ok(Fp::from_u768(limbs))
    }

    /// Whether the canonical value exceeds (p − 1)/2, the "sign" that zcash point compression
    /// records.
    pub fn lexicographically_largest(&self) -> Choice {
        let t = self.to_raw();
        // t > (p-1)/2  <=>  t - ((p-1)/2 + 1) does not borrow.
        const HALF_PLUS_1: [u64; 6] = [
            0xdcff_7fff_ffff_d556,
            0x0f55_ffff_58a9_ffff,
            0xb398_6950_7b58_7b12,
            0xb23b_a5c2_79c2_895f,
            0x258d_d3db_21a5_d66b,
            0x0d00_88f5_1cbf_f34d,
        ];
        let mut borrow = 0;
        for i in 0..6 {
            borrow = portable::sbb(t[i], HALF_PLUS_1[i], borrow).1;
        }
        !Choice::from(borrow as u8)
    }

    /// sgn0 of RFC 9380 §4.1: the parity of the canonical value.
    pub fn sgn0(&self) -> Choice {
        Choice::from((self.to_raw()[0] & 1) as u8)
    }

    /// `self + rhs`.
    #[inline]
    pub fn add(&self, rhs: &Fp) -> Fp {
        Fp(portable::add_mod_rt(&self.0, &rhs.0, &MODULUS))
    }

    /// `self - rhs`.
    #[inline]
    pub fn sub(&self, rhs: &Fp) -> Fp {
        Fp(portable::sub_mod_rt(&self.0, &rhs.0, &MODULUS))
    }

    /// `-self`.
    #[inline]
    pub fn neg(&self) -> Fp {
        Fp(portable::neg_mod_rt(&self.0, &MODULUS))
    }

    /// `2·self`.
    #[inline]
    pub fn double(&self) -> Fp {
        self.add(self)
    }

    /// `self · rhs`.
    #[inline]
    pub fn mul(&self, rhs: &Fp) -> Fp {
        Fp(backend::fp_mul(&self.0, &rhs.0))
    }

    /// `self²`.
    #[inline]
    pub fn square(&self) -> Fp {
        Fp(backend::fp_sqr(&self.0))
    }

    /// `self^(2^n)`.
    #[inline]
    pub fn square_n(&self, n: u32) -> Fp {
        let mut x = *self;
        for _ in 0..n {
            x = x.square();
        }
        x
    }

    /// `self^by` for a public exponent (little-endian limbs); time depends on the exponent only.
    pub fn pow_vartime(&self, by: &[u64]) -> Fp {
        let mut res = Fp::ONE;
        for e in by.iter().rev() {
            for i in (0..64).rev() {
                res = res.square();
                if ((*e >> i) & 1) == 1 {
                    res *= self;
                }
            }
        }
        res
    }

    /// `self^e` for a fixed public exponent by a sliding window of 5 bits over the odd powers
    /// `self^1, self^3, …, self^31`: 375 squarings and 82 multiplications for the exponents used
    /// here (against 379 + 110 for 4-bit fixed windows). The schedule and the table index come from
    /// the exponent alone, so the time does not depend on `self`.
    pub(crate) fn pow_fixed(&self, e: &[u64; 6]) -> Fp {
        const W: usize = 5;
        let sq = self.square();
        let mut odd = [*self; 1 << (W - 1)];
        for i in 1..odd.len() {
            odd[i] = odd[i - 1] * sq;
        }
        let bit = |i: usize| (e[i / 64] >> (i % 64)) & 1;
        let mut res: Option<Fp> = None;
        let mut i = 384;
        while i > 0 {
            if bit(i - 1) == 0 {
                res = res.map(|r| r.square());
                i -= 1;
                continue;
            }
            // The longest window [j, i) of at most W bits that ends (at j) on a set bit.
            let mut j = i.saturating_sub(W);
            while bit(j) == 0 {
                j += 1;
            }
            let mut w = 0usize;
            for k in (j..i).rev() {
                w = (w << 1) | bit(k) as usize;
            }
            res = Some(match res {
                None => odd[w >> 1],
                Some(r) => r.square_n((i - j) as u32) * odd[w >> 1],
            });
            i = j;
        }
        res.unwrap_or(Fp::ONE)
    }

    /// The multiplicative inverse, or `None` for zero. Constant time (Pornin's binary GCD: the
    /// backend's kernel, `asm/*/inverse.S`, or the portable `backend/inversion.rs`).
    pub fn invert(&self) -> CtOption<Fp> {
        let v = backend::fp_inverse(&self.0);
        // v = (a·R)^-1; v·R3/R = a^-1·R.
        CtOption::new(Fp(backend::fp_mul(&v, &R3)), !self.is_zero())
    }

    /// The inverse by Fermat's little theorem (an addition chain of squarings and
    /// multiplications), kept as the reference the GCD inversion is measured against.
    pub fn invert_fermat(&self) -> CtOption<Fp> {
        const P_MINUS_2: [u64; 6] = [
            0xb9fe_ffff_ffff_aaa9,
            0x1eab_fffe_b153_ffff,
            0x6730_d2a0_f6b0_f624,
            0x6477_4b84_f385_12bf,
            0x4b1b_a7b6_434b_acd7,
            0x1a01_11ea_397f_e69a,
        ];
        CtOption::new(self.pow_fixed(&P_MINUS_2), !self.is_zero())
    }

    /// A square root, if one exists: `self^((p+1)/4)` (p ≡ 3 mod 4), the root `bls12_381`
    /// returns. Constant time.
    pub fn sqrt(&self) -> CtOption<Fp> {
        let s = self.pow_fixed(&P_PLUS_1_OVER_4);
        CtOption::new(s, s.square().ct_eq(self))
    }

    /// The Legendre symbol: 1 for a non-zero square, −1 for a non-square, 0 for zero.
    pub fn legendre(&self) -> i8 {
        let e = self.pow_fixed(&P_MINUS_1_OVER_2);
        let one = e.ct_eq(&Fp::ONE);
        let zero = e.is_zero();
        i8::conditional_select(&i8::conditional_select(&-1, &0, zero), &1, one)
    }

    /// Whether this is a square (zero counts as a square).
    pub fn is_square(&self) -> Choice {
        let e = self.pow_fixed(&P_MINUS_1_OVER_2);
        e.ct_eq(&Fp::ONE) | e.is_zero()
    }

    /// Inverts every non-zero element of `v` in place with one inversion (Montgomery's trick);
    /// zeros stay zero. Returns whether all were non-zero.
    pub fn batch_invert(v: &mut [Fp]) -> Choice {
        super::batch_invert(v)
    }
}

impl super::Invertible for Fp {
    const ONE: Fp = Fp::ONE;
    fn is_zero(&self) -> Choice {
        Fp::is_zero(self)
    }
    fn invert(&self) -> CtOption<Self> {
        Fp::invert(self)
    }
    fn mul(&self, rhs: &Self) -> Self {
        Fp::mul(self, rhs)
    }
}

impl fmt::Debug for Fp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0x")?;
        for b in self.to_bytes() {
            write!(f, "{b:02x}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Fp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl Default for Fp {
    fn default() -> Fp {
        Fp::ZERO
    }
}

impl ConstantTimeEq for Fp {
    fn ct_eq(&self, other: &Fp) -> Choice {
        self.0.ct_eq(&other.0)
    }
}

impl PartialEq for Fp {
    fn eq(&self, other: &Fp) -> bool {
        bool::from(self.ct_eq(other))
    }
}

impl Eq for Fp {}

impl ConditionallySelectable for Fp {
    fn conditional_select(a: &Fp, b: &Fp, choice: Choice) -> Fp {
        Fp(<[u64; 6]>::conditional_select(&a.0, &b.0, choice))
    }
}

impl Neg for &Fp {
    type Output = Fp;
    #[inline]
    fn neg(self) -> Fp {
        Fp::neg(self)
    }
}

impl<'b> Add<&'b Fp> for &Fp {
    type Output = Fp;
    #[inline]
    fn add(self, rhs: &'b Fp) -> Fp {
        Fp::add(self, rhs)
    }
}

impl<'b> Sub<&'b Fp> for &Fp {
    type Output = Fp;
    #[inline]
    fn sub(self, rhs: &'b Fp) -> Fp {
        Fp::sub(self, rhs)
    }
}

impl<'b> Mul<&'b Fp> for &Fp {
    type Output = Fp;
    #[inline]
    fn mul(self, rhs: &'b Fp) -> Fp {
        Fp::mul(self, rhs)
    }
}

impl_field_ops!(Fp);

impl<T: core::borrow::Borrow<Fp>> core::iter::Sum<T> for Fp {
    fn sum<I: Iterator<Item = T>>(iter: I) -> Fp {
        iter.fold(Fp::ZERO, |acc, x| acc + x.borrow())
    }
}

impl<T: core::borrow::Borrow<Fp>> core::iter::Product<T> for Fp {
    fn product<I: Iterator<Item = T>>(iter: I) -> Fp {
        iter.fold(Fp::ONE, |acc, x| acc * x.borrow())
    }
}
