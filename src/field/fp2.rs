//! The quadratic extension Fp2 = Fp[u]/(u² + 1), the field of G2 coordinates.

use core::fmt;
use core::ops::{Add, Mul, Neg, Sub};

use rand_core::{Rng, TryRng};
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

use crate::backend::{self, portable};
use crate::macros::impl_field_ops;

use super::fp::{Fp, MODULUS};
use super::wide::{add_lazy, add_mod_p, half_mod_p, sub_mod_p};

/// An element `c0 + c1·u` of Fp2, with `u² = −1`; the layout of `bls12_381`'s and `blst`'s Fp2.
///
/// ```
/// use bls381::field::{Fp, Fp2};
/// let u = Fp2::new(Fp::zero(), Fp::one());
/// assert_eq!(u * u, -Fp2::one());
/// assert_eq!(u.invert().unwrap(), -u);
/// ```
#[derive(Copy, Clone)]
// repr(C): the coefficients in order, no padding (as in blst and bls12_381); the x86_64
// cyclotomic squaring kernel reads an Fp12 as 72 consecutive limbs.
#[repr(C)]
pub struct Fp2 {
    /// The coefficient of 1.
    pub c0: Fp,
    /// The coefficient of u.
    pub c1: Fp,
}

/// (p − 3)/4: `a^((p−3)/4)` starts the square root (ePrint 2012/685, Algorithm 9).
const P_MINUS_3_OVER_4: [u64; 6] = [
    0xee7f_bfff_ffff_eaaa,
    0x07aa_ffff_ac54_ffff,
    0xd9cc_34a8_3dac_3d89,
    0xd91d_d2e1_3ce1_44af,
    0x92c6_e9ed_90d2_eb35,
    0x0680_447a_8e5f_f9a6,
];
/// (p − 1)/2.
const P_MINUS_1_OVER_2: [u64; 6] = [
    0xdcff_7fff_ffff_d555,
    0x0f55_ffff_58a9_ffff,
    0xb398_6950_7b58_7b12,
    0xb23b_a5c2_79c2_895f,
    0x258d_d3db_21a5_d66b,
    0x0d00_88f5_1cbf_f34d,
];

impl Fp2 {
    /// Zero.
    pub const ZERO: Fp2 = Fp2 {
        c0: Fp::ZERO,
        c1: Fp::ZERO,
    };
    /// One.
    pub const ONE: Fp2 = Fp2 {
        c0: Fp::ONE,
        c1: Fp::ZERO,
    };

    /// `c0 + c1·u`.
    #[inline]
    pub const fn new(c0: Fp, c1: Fp) -> Fp2 {
        Fp2 { c0, c1 }
    }

    /// Zero.
    #[inline]
    pub const fn zero() -> Fp2 {
        Fp2::ZERO
    }

    /// One.
    #[inline]
    pub const fn one() -> Fp2 {
        Fp2::ONE
    }

    /// Whether this is zero.
    #[inline]
    pub fn is_zero(&self) -> Choice {
        self.c0.is_zero() & self.c1.is_zero()
    }

    /// `self + rhs`.
    #[inline(never)]
    pub fn add(&self, rhs: &Fp2) -> Fp2 {
        Fp2 {
            c0: Fp(add_mod_p(&self.c0.0, &rhs.c0.0)),
            c1: Fp(add_mod_p(&self.c1.0, &rhs.c1.0)),
        }
    }

    /// `self + rhs` with coefficients left below 2p (not reduced): not a valid element, only a
    /// factor for the wide product [`Fp2Wide::set_mul`](super::wide::Fp2Wide::set_mul), whose
    /// kernel takes that range.
    #[inline(always)]
    pub(crate) fn add_lazy(&self, rhs: &Fp2) -> Fp2 {
        Fp2 {
            c0: Fp(add_lazy(&self.c0.0, &rhs.c0.0)),
            c1: Fp(add_lazy(&self.c1.0, &rhs.c1.0)),
        }
    }

    /// `self − rhs`.
    #[inline(never)]
    pub fn sub(&self, rhs: &Fp2) -> Fp2 {
        Fp2 {
            c0: Fp(sub_mod_p(&self.c0.0, &rhs.c0.0)),
            c1: Fp(sub_mod_p(&self.c1.0, &rhs.c1.0)),
        }
    }

    /// `−self`.
    #[inline]
    pub const fn neg(&self) -> Fp2 {
        Fp2 {
            c0: Fp(portable::neg_mod(&self.c0.0, &MODULUS)),
            c1: Fp(portable::neg_mod(&self.c1.0, &MODULUS)),
        }
    }

    /// `2·self`.
    #[inline]
    pub fn double(&self) -> Fp2 {
        self.add(self)
    }

    // The in-place forms below write their result through `self` instead of returning it. A
    // result returned by value is copied right after the callee's 8-byte stores, and the
    // compiler copies with 16-byte loads, which cannot be forwarded from those stores: a stall
    // per load, of the order of the whole operation, where the tower's hot paths finish.

    /// `self ← ξ·self = (c0 − c1) + (c0 + c1)·u`, in place.
    #[inline(never)]
    pub(crate) fn mul_by_nonresidue_assign(&mut self) {
        let c0 = sub_mod_p(&self.c0.0, &self.c1.0);
        let c1 = add_mod_p(&self.c0.0, &self.c1.0);
        self.c0.0 = c0;
        self.c1.0 = c1;
    }

    /// `self ← a + b`, in place.
    #[inline(never)]
    pub(crate) fn set_add(&mut self, a: &Fp2, b: &Fp2) {
        self.c0.0 = add_mod_p(&a.c0.0, &b.c0.0);
        self.c1.0 = add_mod_p(&a.c1.0, &b.c1.0);
    }

    /// `self ← self − a − b`, in place.
    #[inline(never)]
    pub(crate) fn sub2_assign(&mut self, a: &Fp2, b: &Fp2) {
        self.c0.0 = sub_mod_p(&sub_mod_p(&self.c0.0, &a.c0.0), &b.c0.0);
        self.c1.0 = sub_mod_p(&sub_mod_p(&self.c1.0, &a.c1.0), &b.c1.0);
    }

    /// `self / 2`, in constant time (an addition of p chosen by a mask, and a shift).
    #[inline(never)]
    pub(crate) fn halve(&self) -> Fp2 {
        Fp2 {
            c0: Fp(half_mod_p(&self.c0.0)),
            c1: Fp(half_mod_p(&self.c1.0)),
        }
    }

    /// `self · rhs` (Karatsuba on unreduced products, two reductions: one kernel call).
    #[inline]
    pub fn mul(&self, rhs: &Fp2) -> Fp2 {
        let mut r = Fp2::ZERO;
        backend::fp2_mul_into(
            &mut r.c0.0,
            &mut r.c1.0,
            &self.c0.0,
            &self.c1.0,
            &rhs.c0.0,
            &rhs.c1.0,
        );
        r
    }

    /// `self²` (complex squaring: `(c0 + c1)(c0 − c1) + 2·c0·c1·u`; one kernel call).
    #[inline]
    pub fn square(&self) -> Fp2 {
        let mut r = Fp2::ZERO;
        backend::fp2_sqr_into(&mut r.c0.0, &mut r.c1.0, &self.c0.0, &self.c1.0);
        r
    }

    /// `self · (u + 1)`, the cubic non-residue ξ that defines Fp6: `(c0 − c1) + (c0 + c1)·u`.
    #[inline(never)]
    pub fn mul_by_nonresidue(&self) -> Fp2 {
        Fp2 {
            c0: Fp(sub_mod_p(&self.c0.0, &self.c1.0)),
            c1: Fp(add_mod_p(&self.c0.0, &self.c1.0)),
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
    pub const fn conjugate(&self) -> Fp2 {
        Fp2 {
            c0: self.c0,
            c1: Fp(portable::neg_mod(&self.c1.0, &MODULUS)),
        }
    }

    /// `self^p`, which in Fp2 is the conjugate (u^p = −u as p ≡ 3 mod 4).
    #[inline]
    pub const fn frobenius_map(&self) -> Fp2 {
        self.conjugate()
    }

    /// The norm `c0² + c1²` (= `self · conjugate(self)`), with one reduction for both squares.
    #[inline]
    pub(crate) fn norm(&self) -> Fp {
        // Each square is below p², so the sum is below 2p² < p·2^384, as fp_redc needs.
        let s = portable::wide_add(
            &backend::fp_sqr_wide(&self.c0.0),
            &backend::fp_sqr_wide(&self.c1.0),
        );
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

    /// `self^by` for a public exponent (little-endian limbs); the time depends on the exponent
    /// only, never on `self`.
    pub fn pow_vartime(&self, by: &[u64]) -> Fp2 {
        let mut res = Fp2::ONE;
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

    /// `self^e` for a fixed public exponent with a 4-bit window: the table index comes from the
    /// exponent, never from `self`, so the time does not depend on `self`.
    fn pow_fixed(&self, e: &[u64; 6]) -> Fp2 {
        let mut table = [Fp2::ONE; 16];
        for i in 1..16 {
            table[i] = table[i - 1] * self;
        }
        let mut res = Fp2::ONE;
        let mut started = false;
        for limb in e.iter().rev() {
            for nibble in (0..16).rev() {
                let w = ((limb >> (4 * nibble)) & 15) as usize;
                if started {
                    for _ in 0..4 {
                        res = res.square();
                    }
                }
                if w != 0 {
                    res = if started { res * table[w] } else { table[w] };
                    started = true;
                }
            }
        }
        res
    }

    /// A square root, if one exists, in constant time: the root `bls12_381` returns (Adj and
    /// Rodríguez-Henríquez, ePrint 2012/685, Algorithm 9, made branch-free).
    pub fn sqrt(&self) -> CtOption<Fp2> {
        // a1 = a^((p−3)/4), α = a1²·a = a^((p−1)/2), x0 = a1·a = a^((p+1)/4).
        let a1 = self.pow_fixed(&P_MINUS_3_OVER_4);
        let alpha = a1.square() * self;
        let x0 = a1 * self;
        // α = −1 means x0² = α·a = −a, so x0·u is a root (Algorithm 9's α = −1 branch).
        let when_minus_one = Fp2 {
            c0: -x0.c1,
            c1: x0.c0,
        };
        // Otherwise (1 + α)^((p−1)/2)·x0 is. Both candidates are always computed.
        let general = (alpha + Fp2::ONE).pow_fixed(&P_MINUS_1_OVER_2) * x0;
        let root = Fp2::conditional_select(&general, &when_minus_one, alpha.ct_eq(&-Fp2::ONE));
        // a = 0 needs no case of its own: every value above is then 0, and 0² = 0.
        CtOption::new(root, root.square().ct_eq(self))
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

    /// A uniformly random element: c0, then c1, from [`Fp::random`] (the consumption of
    /// `bls12_381`).
    pub fn random<R: Rng + ?Sized>(rng: &mut R) -> Fp2 {
        Fp2 {
            c0: Fp::random(rng),
            c1: Fp::random(rng),
        }
    }

    /// [`Fp2::random`] for fallible generators.
    pub fn try_random<R: TryRng + ?Sized>(rng: &mut R) -> Result<Fp2, R::Error> {
        Ok(Fp2 {
            c0: Fp::try_random(rng)?,
            c1: Fp::try_random(rng)?,
        })
    }

    /// Inverts every non-zero element of `v` in place with one inversion (Montgomery's trick);
    /// zeros stay zero. Returns whether all were non-zero.
    pub fn batch_invert(v: &mut [Fp2]) -> Choice {
        super::batch_invert(v)
    }
}

impl super::Invertible for Fp2 {
    const ONE: Fp2 = Fp2::ONE;
    fn is_zero(&self) -> Choice {
        Fp2::is_zero(self)
    }
    fn invert(&self) -> CtOption<Self> {
        Fp2::invert(self)
    }
    fn mul(&self, rhs: &Self) -> Self {
        Fp2::mul(self, rhs)
    }
}

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

impl Default for Fp2 {
    fn default() -> Fp2 {
        Fp2::ZERO
    }
}

impl ConstantTimeEq for Fp2 {
    fn ct_eq(&self, other: &Fp2) -> Choice {
        self.c0.ct_eq(&other.c0) & self.c1.ct_eq(&other.c1)
    }
}

impl PartialEq for Fp2 {
    fn eq(&self, other: &Fp2) -> bool {
        bool::from(self.ct_eq(other))
    }
}

impl Eq for Fp2 {}

impl ConditionallySelectable for Fp2 {
    fn conditional_select(a: &Fp2, b: &Fp2, choice: Choice) -> Fp2 {
        Fp2 {
            c0: Fp::conditional_select(&a.c0, &b.c0, choice),
            c1: Fp::conditional_select(&a.c1, &b.c1, choice),
        }
    }
}

impl Neg for &Fp2 {
    type Output = Fp2;
    #[inline]
    fn neg(self) -> Fp2 {
        Fp2::neg(self)
    }
}

impl<'b> Add<&'b Fp2> for &Fp2 {
    type Output = Fp2;
    #[inline]
    fn add(self, rhs: &'b Fp2) -> Fp2 {
        Fp2::add(self, rhs)
    }
}

impl<'b> Sub<&'b Fp2> for &Fp2 {
    type Output = Fp2;
    #[inline]
    fn sub(self, rhs: &'b Fp2) -> Fp2 {
        Fp2::sub(self, rhs)
    }
}

impl<'b> Mul<&'b Fp2> for &Fp2 {
    type Output = Fp2;
    #[inline]
    fn mul(self, rhs: &'b Fp2) -> Fp2 {
        Fp2::mul(self, rhs)
    }
}

impl_field_ops!(Fp2);

impl<T: core::borrow::Borrow<Fp2>> core::iter::Sum<T> for Fp2 {
    fn sum<I: Iterator<Item = T>>(iter: I) -> Fp2 {
        iter.fold(Fp2::ZERO, |acc, x| acc + x.borrow())
    }
}

impl<T: core::borrow::Borrow<Fp2>> core::iter::Product<T> for Fp2 {
    fn product<I: Iterator<Item = T>>(iter: I) -> Fp2 {
        iter.fold(Fp2::ONE, |acc, x| acc * x.borrow())
    }
}
