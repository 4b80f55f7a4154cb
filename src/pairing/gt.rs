//! Gt, the order-r subgroup of Fp12* where pairings take their values, written additively as
//! in `bls12_381`: `+` multiplies, `−` conjugates (the inverse on the cyclotomic subgroup),
//! `double` squares and `g * k` raises to the power k.

use core::borrow::Borrow;
use core::fmt;
use core::iter::Sum;
use core::ops::{Add, Mul, Neg, Sub};

use rand_core::{Rng, TryRng};
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

use crate::curve::decompose;
use crate::field::Fr as Scalar;
use crate::field::{Fp, Fp12, Fp2, Fp6};
use crate::macros::{impl_binops_additive, impl_binops_multiplicative};

use super::final_exp::final_exponentiation;

/// An element of Gt ⊂ Fp12*, the target group of the pairing, of prime order r.
///
/// Values made by the pairing functions, the group operations and [`Gt::from_fp12`] are in Gt;
/// [`Gt::from_fp12_unchecked`] trusts its caller, and on an element outside Gt the scalar
/// multiplication (which uses the Frobenius endomorphism, acting as `z` on Gt only) is
/// meaningless — check with [`Gt::is_torsion_free`] first.
///
/// ```
/// use bls381::{pairing, G1Affine, G2Affine, Gt, Scalar};
/// let g = Gt::generator();
/// assert_eq!(pairing(&G1Affine::generator(), &G2Affine::generator()), g);
/// let k = Scalar::from(5u64);
/// assert_eq!(g * k, g + g.double().double());
/// assert_eq!(g - g, Gt::identity());
/// assert!(bool::from(g.is_torsion_free()));
/// ```
#[derive(Copy, Clone, Debug)]
pub struct Gt(pub(crate) Fp12);

/// e(g1, g2) in Montgomery form, coefficient by coefficient (c0.c0.c0, c0.c0.c1, c0.c1.c0, …):
/// the value of `bls12_381::Gt::generator()` and of blst's `blst_final_exp(blst_miller_loop)`.
const GENERATOR: [[u64; 6]; 12] = [
    [
        0x1972_e433_a01f_85c5,
        0x97d3_2b76_fd77_2538,
        0xc8ce_546f_c96b_cdf9,
        0xcef6_3e73_66d4_0614,
        0xa611_3427_8184_3780,
        0x13f3_448a_3fc6_d825,
    ],
    [
        0xd263_31b0_2e9d_6995,
        0x9d68_a482_f779_7e7d,
        0x9c9b_2924_8d39_ea92,
        0xf480_1ca2_e131_07aa,
        0xa16c_0732_bdbc_b066,
        0x083c_a4af_ba36_0478,
    ],
    [
        0x59e2_61db_0916_b641,
        0x2716_b6f4_b23e_960d,
        0xc8e5_5b10_a0bd_9c45,
        0x0bdb_0bd9_9c4d_eda8,
        0x8cf8_9ebf_57fd_aac5,
        0x12d6_b792_9e77_7a5e,
    ],
    [
        0x5fc8_5188_b0e1_5f35,
        0x34a0_6e3a_8f09_6365,
        0xdb31_26a6_e02a_d62c,
        0xfc6f_5aa9_7d9a_990b,
        0xa12f_55f5_eb89_c210,
        0x1723_703a_926f_8889,
    ],
    [
        0x9358_8f29_7182_8778,
        0x43f6_5b86_11ab_7585,
        0x3183_aaf5_ec27_9fdf,
        0xfa73_d7e1_8ac9_9df6,
        0x64e1_76a6_a64c_99b0,
        0x179f_a78c_5838_8f1f,
    ],
    [
        0x672a_0a11_ca2a_ef12,
        0x0d11_b9b5_2aa3_f16b,
        0xa444_12d0_699d_056e,
        0xc01d_0177_221a_5ba5,
        0x66e0_cede_6c73_5529,
        0x05f5_a71e_9fdd_c339,
    ],
    [
        0xd30a_88a1_b062_c679,
        0x5ac5_6a5d_35fc_8304,
        0xd0c8_34a6_a81f_290d,
        0xcd54_30c2_da37_07c7,
        0xf0c2_7ff7_8050_0af0,
        0x0924_5da6_e2d7_2eae,
    ],
    [
        0x9f2e_0676_791b_5156,
        0xe2d1_c823_4918_fe13,
        0x4c9e_459f_3c56_1bf4,
        0xa3e8_5e53_b9d3_e3c1,
        0x820a_121e_21a7_0020,
        0x15af_6183_41c5_9acc,
    ],
    [
        0x7c95_658c_2499_3ab1,
        0x73eb_3872_1ca8_86b9,
        0x5256_d749_4774_34bc,
        0x8ba4_1902_ea50_4a8b,
        0x04a3_d3f8_0c86_ce6d,
        0x18a6_4a87_fb68_6eaa,
    ],
    [
        0xbb83_e71b_b920_cf26,
        0x2a52_77ac_92a7_3945,
        0xfc0e_e59f_94f0_46a0,
        0x7158_cdf3_7860_58f7,
        0x7cc1_061b_82f9_45f6,
        0x03f8_47aa_9fdb_e567,
    ],
    [
        0x8078_dba5_6134_e657,
        0x1cd7_ec9a_4399_8a6e,
        0xb1aa_599a_1a99_3766,
        0xc9a0_f62f_0842_ee44,
        0x8e15_9be3_b605_dffa,
        0x0c86_ba0d_4af1_3fc2,
    ],
    [
        0xe80f_f2a0_6a52_ffb1,
        0x7694_ca48_721a_906c,
        0x7583_183e_03b0_8514,
        0xf567_afdd_40ce_e4e2,
        0x9a6d_96d2_e526_a5fc,
        0x197e_9f49_861f_2242,
    ],
];

/// Builds an Fp12 from its twelve Fp coefficients in tower order.
const fn fp12_from_limbs(c: &[[u64; 6]; 12]) -> Fp12 {
    const fn fp2(c: &[[u64; 6]; 12], i: usize) -> Fp2 {
        Fp2::new(
            Fp::from_raw_unchecked(c[i]),
            Fp::from_raw_unchecked(c[i + 1]),
        )
    }
    Fp12::new(
        Fp6::new(fp2(c, 0), fp2(c, 2), fp2(c, 4)),
        Fp6::new(fp2(c, 6), fp2(c, 8), fp2(c, 10)),
    )
}

impl Gt {
    /// The identity, 1 ∈ Fp12.
    pub const fn identity() -> Gt {
        Gt(Fp12::ONE)
    }

    /// The generator e(g1, g2) of the standard generators, the value `bls12_381` and blst give.
    pub const fn generator() -> Gt {
        Gt(fp12_from_limbs(&GENERATOR))
    }

    /// Whether this is the identity.
    pub fn is_identity(&self) -> Choice {
        self.0.ct_eq(&Fp12::ONE)
    }

    /// `self + self` (the square in Fp12).
    pub fn double(&self) -> Gt {
        Gt(self.0.square())
    }

    /// A uniformly random element: a random non-zero Fp12 element through the final
    /// exponentiation, consuming randomness as `bls12_381`'s `Gt::random` does.
    pub fn random<R: Rng + ?Sized>(rng: &mut R) -> Gt {
        loop {
            let f = Fp12::random(rng);
            if !bool::from(f.is_zero()) {
                return Gt(final_exponentiation(&f));
            }
        }
    }

    /// [`Gt::random`] for fallible generators.
    pub fn try_random<R: TryRng + ?Sized>(rng: &mut R) -> Result<Gt, R::Error> {
        loop {
            let f = Fp12::try_random(rng)?;
            if !bool::from(f.is_zero()) {
                return Ok(Gt(final_exponentiation(&f)));
            }
        }
    }

    /// The Fp12 value.
    pub const fn as_fp12(&self) -> &Fp12 {
        &self.0
    }

    /// Wraps an Fp12 value without checking that it lies in Gt (see [`Gt`] for what that
    /// leaves undefined).
    pub const fn from_fp12_unchecked(f: Fp12) -> Gt {
        Gt(f)
    }

    /// `f` as an element of Gt, if it is one ([`Gt::is_torsion_free`]).
    pub fn from_fp12(f: Fp12) -> CtOption<Gt> {
        let g = Gt(f);
        CtOption::new(g, g.is_torsion_free())
    }

    /// The 576-byte encoding: the twelve Fp coefficients, 48 bytes big-endian each, in the
    /// order of `blst_bendian_from_fp12` (blst's, the only one of blst and `bls12_381`): the
    /// Fp2 coefficients of 1, w, w², w³, w⁴, w⁵ (Fp12 = Fp2\[w\]/(w⁶ − (1 + u))), i.e.
    /// c0.c0, c1.c0, c0.c1, c1.c1, c0.c2, c1.c2, each as its c0 ‖ c1. (The point encodings
    /// put an Fp2's c1 first; this one follows blst's Fp12 serialization instead.)
    ///
    /// ```
    /// use bls381::Gt;
    /// let g = Gt::generator();
    /// let bytes = g.to_bytes();
    /// assert_eq!(Gt::from_bytes(&bytes).unwrap(), g);
    /// assert_eq!(Gt::identity().to_bytes()[47], 1); // 1 = (1 + 0·u) + 0·w + …
    /// ```
    pub fn to_bytes(&self) -> [u8; 576] {
        let mut out = [0u8; 576];
        for (chunk, x) in out.chunks_exact_mut(48).zip(self.coefficients()) {
            chunk.copy_from_slice(&x.to_bytes());
        }
        out
    }

    /// Decodes [`to_bytes`](Self::to_bytes)'s encoding: `None` unless every coefficient is
    /// below p and the element lies in Gt ([`is_torsion_free`](Self::is_torsion_free)), so
    /// an accepted value is a valid group element. Constant time; never panics.
    ///
    /// ```
    /// use bls381::Gt;
    /// assert!(bool::from(Gt::from_bytes(&Gt::generator().to_bytes()).is_some()));
    /// assert!(bool::from(Gt::from_bytes(&[0u8; 576]).is_none())); // 0 is not in Gt
    /// let mut two = Gt::identity().to_bytes();
    /// two[47] = 2; // 2 ∈ Fp*, but of order p − 1, not r
    /// assert!(bool::from(Gt::from_bytes(&two).is_none()));
    /// ```
    pub fn from_bytes(bytes: &[u8; 576]) -> CtOption<Gt> {
        let mut ok = Choice::from(1);
        let mut c = [Fp::ZERO; 12];
        for (x, chunk) in c.iter_mut().zip(bytes.chunks_exact(48)) {
            let mut b = [0u8; 48];
            b.copy_from_slice(chunk);
            let v = Fp::from_bytes(&b);
            ok &= v.is_some();
            *x = v.unwrap_or(Fp::ZERO);
        }
        // c holds the coefficients of 1, w, …, w⁵: even powers are c0's, odd ones c1's.
        let fp2 = |k: usize| Fp2::new(c[2 * k], c[2 * k + 1]);
        let g = Gt(Fp12::new(
            Fp6::new(fp2(0), fp2(2), fp2(4)),
            Fp6::new(fp2(1), fp2(3), fp2(5)),
        ));
        CtOption::new(g, ok & g.is_torsion_free())
    }

    /// The twelve Fp coefficients in the order of [`to_bytes`](Self::to_bytes).
    fn coefficients(&self) -> [Fp; 12] {
        let f = &self.0;
        let fp2 = [f.c0.c0, f.c1.c0, f.c0.c1, f.c1.c1, f.c0.c2, f.c1.c2];
        core::array::from_fn(|i| {
            if i % 2 == 0 {
                fp2[i / 2].c0
            } else {
                fp2[i / 2].c1
            }
        })
    }

    /// Whether this lies in Gt, the order-r subgroup of Fp12*, in constant time: non-zero, in
    /// the cyclotomic subgroup (`f^(p⁴)·f = f^(p²)`, i.e. `f^Φ12(p) = 1`), and `f^p = f^z`
    /// there (Scott, ePrint 2021/1130, the GT test; p ≡ z mod r).
    pub fn is_torsion_free(&self) -> Choice {
        let f = &self.0;
        let cyclotomic = (f.frobenius_map_n(4) * f).ct_eq(&f.frobenius_map_n(2));
        // Only meaningful on the cyclotomic subgroup, which the conjunction requires anyway.
        let p_is_z = f.frobenius_map().ct_eq(&f.cyclotomic_exp_by_z());
        !f.is_zero() & cyclotomic & p_is_z
    }

    /// `self · k` (`self^k` in Fp12) in constant time.
    ///
    /// k = Σ kᵢ|z|ⁱ with kᵢ < 2⁶⁴ (r = z⁴ − z² + 1), and on Gt `g^(|z|ⁱ) = (g^(pⁱ))^((−1)ⁱ)` as
    /// p ≡ z mod r: a 4-dimensional multi-exponentiation by 64-bit exponents on Frobenius
    /// images, sharing 64 cyclotomic squarings (Galbraith–Scott, "Exponentiation in
    /// pairing-friendly groups using homomorphisms", Pairing 2008), with signed 4-bit
    /// windows (Booth recoding) and full-table scans.
    fn mul_scalar(&self, k: &Scalar) -> Gt {
        let digits = decompose(k).map(booth4);
        let t0 = window_table(&self.0);
        let tables = [
            t0,
            t0.map(|t| t.frobenius_map().conjugate()),
            t0.map(|t| t.frobenius_map_n(2)),
            t0.map(|t| t.frobenius_map_n(3).conjugate()),
        ];
        let mut acc = lookup(&tables[0], digits[0][WINDOWS - 1]);
        for (table, d) in tables.iter().zip(digits.iter()).skip(1) {
            acc *= lookup(table, d[WINDOWS - 1]);
        }
        for w in (0..WINDOWS - 1).rev() {
            acc = acc.cyclotomic_square_n(4);
            for (table, d) in tables.iter().zip(digits.iter()) {
                acc *= lookup(table, d[w]);
            }
        }
        Gt(acc)
    }
}

/// Signed 4-bit windows covering a 64-bit exponent plus the Booth carry: 17·4 ≥ 65.
const WINDOWS: usize = 17;

/// A Booth digit in −8..=8: magnitude and sign.
#[derive(Copy, Clone)]
struct Digit {
    abs: u8,
    neg: Choice,
}

/// The signed 4-bit Booth recoding of `k`: `k = Σ dᵢ·16ⁱ`, dᵢ = −8b₄ᵢ₊₃ + 4b₄ᵢ₊₂ + 2b₄ᵢ₊₁ +
/// b₄ᵢ + b₄ᵢ₋₁ (Booth, 1951; the recoding of Möller's fixed windows). Arithmetic only, no
/// branch on the bits.
fn booth4(k: u64) -> [Digit; WINDOWS] {
    core::array::from_fn(|i| {
        // Bits 4i − 1 ..= 4i + 3, with b₋₁ = 0 and bits from 64 on zero.
        let wide = (k as u128) << 1;
        let v = ((wide >> (4 * i)) & 0x1f) as i64;
        let d = (v >> 1) + (v & 1) - ((v >> 4) << 4);
        let mask = d >> 63;
        Digit {
            abs: ((d ^ mask) - mask) as u8,
            neg: Choice::from((mask & 1) as u8),
        }
    })
}

/// `f, f², …, f⁸`: even powers by cyclotomic squaring, odd ones by one multiplication.
fn window_table(f: &Fp12) -> [Fp12; 8] {
    let mut t = [*f; 8];
    for i in 1..8 {
        // t[i] = f^(i + 1)
        t[i] = if i % 2 == 1 {
            t[i / 2].cyclotomic_square()
        } else {
            t[i - 1] * f
        };
    }
    t
}

/// `table[|d| − 1]`, conjugated for d < 0, or 1 for d = 0, scanning every entry.
#[inline]
fn lookup(table: &[Fp12; 8], d: Digit) -> Fp12 {
    let mut r = Fp12::ONE;
    for (i, t) in table.iter().enumerate() {
        r.conditional_assign(t, d.abs.ct_eq(&(i as u8 + 1)));
    }
    Fp12::conditional_select(&r, &r.conjugate(), d.neg)
}

impl From<Gt> for Fp12 {
    fn from(g: Gt) -> Fp12 {
        g.0
    }
}

impl Default for Gt {
    fn default() -> Gt {
        Gt::identity()
    }
}

impl fmt::Display for Gt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl ConstantTimeEq for Gt {
    fn ct_eq(&self, other: &Gt) -> Choice {
        self.0.ct_eq(&other.0)
    }
}

impl ConditionallySelectable for Gt {
    fn conditional_select(a: &Gt, b: &Gt, choice: Choice) -> Gt {
        Gt(Fp12::conditional_select(&a.0, &b.0, choice))
    }
}

impl PartialEq for Gt {
    fn eq(&self, other: &Gt) -> bool {
        bool::from(self.ct_eq(other))
    }
}

impl Eq for Gt {}

impl Neg for &Gt {
    type Output = Gt;
    #[inline]
    fn neg(self) -> Gt {
        // Elements of Gt have norm 1 over Fp6: the inverse is the conjugate.
        Gt(self.0.conjugate())
    }
}

impl Neg for Gt {
    type Output = Gt;
    #[inline]
    fn neg(self) -> Gt {
        -&self
    }
}

// Gt is written additively: its `+` is the product in Fp12.
#[allow(clippy::suspicious_arithmetic_impl)]
impl<'b> Add<&'b Gt> for &Gt {
    type Output = Gt;
    #[inline]
    fn add(self, rhs: &'b Gt) -> Gt {
        Gt(self.0 * rhs.0)
    }
}

#[allow(clippy::suspicious_arithmetic_impl)]
impl<'b> Sub<&'b Gt> for &Gt {
    type Output = Gt;
    #[inline]
    fn sub(self, rhs: &'b Gt) -> Gt {
        Gt(self.0 * rhs.0.conjugate())
    }
}

impl<'b> Mul<&'b Scalar> for &Gt {
    type Output = Gt;
    fn mul(self, k: &'b Scalar) -> Gt {
        self.mul_scalar(k)
    }
}

impl_binops_additive!(Gt, Gt);
impl_binops_multiplicative!(Gt, Scalar);

impl<T: Borrow<Gt>> Sum<T> for Gt {
    fn sum<I: Iterator<Item = T>>(iter: I) -> Gt {
        iter.fold(Gt::identity(), |acc, x| acc + x.borrow())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn booth4_recombines() {
        let mut rng = crate::test_util::rng("booth4_recombines");
        let mut ks = std::vec![
            0,
            1,
            7,
            8,
            15,
            16,
            u64::MAX,
            u64::MAX - 1,
            1 << 63,
            0x8888_8888_8888_8888
        ];
        ks.extend((0..10_000).map(|_| rand::Rng::next_u64(&mut rng)));
        for k in ks {
            let mut acc: i128 = 0;
            for d in booth4(k).iter().rev() {
                assert!(d.abs <= 8);
                let v = if bool::from(d.neg) {
                    -(d.abs as i128)
                } else {
                    d.abs as i128
                };
                acc = acc * 16 + v;
            }
            assert_eq!(acc, k as i128);
        }
    }
}
