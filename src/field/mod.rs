//! Finite fields: the base field [`Fp`], the scalar field [`Fr`] (re-exported as
//! [`Scalar`](crate::Scalar)), and the extension tower above Fp, with the one trait, [`Field`],
//! that the algorithms written once for several fields (the group law of G1 and G2, the SSWU
//! map, batched affine additions, batch inversion) are written against.
//!
//! Every piece of field arithmetic lives here: the constant-time modular additions
//! (`modular.rs`), lazy reduction (`wide.rs`), exponentiation by fixed exponents (`pow.rs`) and
//! square roots (`sqrt.rs`). The element types' memory layout is the backend's
//! (`backend/layout.rs`), which the kernels read.

mod cyclotomic;
#[cfg(feature = "alloc")]
mod fft;
mod fp;
mod fp12;
mod fp2;
mod fp6;
// Its one user, MSM's batched affine additions, needs `alloc`.
#[cfg(feature = "alloc")]
pub(crate) mod fp_lanes;
// The same, for Fp2 over fp_lanes.
#[cfg(feature = "alloc")]
pub(crate) mod fp2_lanes;
// Fp6 and Fp12 over fp2_lanes, for the Miller loops in lanes.
#[cfg(feature = "alloc")]
pub(crate) mod fp12_lanes;
mod fr;
pub(crate) mod modular;
#[cfg(feature = "alloc")]
mod poly;
pub(crate) mod pow;
pub(crate) mod sqrt;
pub(crate) mod wide;

pub use crate::backend::layout::{Fp, Fp12, Fp2, Fp6, Fr};
/// The cache hint of the backend, for the curve layer's scattered gathers (MSM).
#[cfg(feature = "alloc")]
pub(crate) use crate::backend::prefetch;
#[cfg(feature = "alloc")]
pub use fft::{bit_reverse, bit_reverse_permute, root_of_unity, Domain, FftElement};
#[cfg(feature = "alloc")]
pub use poly::{batch_invert_vartime, evaluate_lagrange, vanishing_polynomial};

use core::fmt;
use core::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Fp {}
    impl Sealed for super::Fp2 {}
    impl Sealed for super::Fr {}
}

/// A field the generic algorithms of the crate run over: [`Fp`] (G1's coordinates), [`Fp2`]
/// (G2's) and [`Fr`] (scalars). Sealed: implemented by those three only.
///
/// The operators are the field's; every method is constant time except those named
/// `*_vartime`.
///
/// ```
/// use bls381::field::{Field, Fp, Fp2};
///
/// // x³ + 4 on E (over Fp) and 4(1 + u) on the twist (over Fp2), written once.
/// fn rhs<F: Field>(x: F, b: F) -> F {
///     x.square() * x + b
/// }
/// let four = Fp::one().double().double();
/// assert_eq!(rhs(Fp::zero(), four), four);
/// assert_eq!(rhs(Fp2::one(), Fp2::zero()), Fp2::one());
/// ```
pub trait Field:
    sealed::Sealed
    + Copy
    + Default
    + fmt::Debug
    + ConditionallySelectable
    + ConstantTimeEq
    + PartialEq
    + Eq
    + Send
    + Sync
    + 'static
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Neg<Output = Self>
    + for<'a> Add<&'a Self, Output = Self>
    + for<'a> Sub<&'a Self, Output = Self>
    + for<'a> Mul<&'a Self, Output = Self>
    + AddAssign
    + SubAssign
    + MulAssign
    + for<'a> AddAssign<&'a Self>
    + for<'a> SubAssign<&'a Self>
    + for<'a> MulAssign<&'a Self>
{
    /// Zero.
    const ZERO: Self;
    /// One.
    const ONE: Self;
    /// Length of the canonical big-endian encoding ([`write_be`](Self::write_be)).
    const BYTES: usize;
    /// Uniform bytes `hash_to_field` reads per element, m·L (RFC 9380 §5.1, k = 128).
    const OKM_BYTES: usize;

    /// The field where [`norm`](Self::norm) lands: Fp for Fp and Fp2, Fr for Fr.
    type Norm: Field;

    /// `2·self`.
    fn double(&self) -> Self;
    /// `self²`.
    fn square(&self) -> Self;
    /// `self^(2^n)`: `n` squarings (Fp runs them in one kernel where the backend has it).
    #[inline]
    fn square_n(&self, n: u32) -> Self {
        let mut x = *self;
        for _ in 0..n {
            x = x.square();
        }
        x
    }
    /// `3·self`.
    #[inline]
    fn triple(&self) -> Self {
        self.double() + *self
    }
    /// `self·b + c·d`, reduced once where the field has double-width products (Fp, Fp2: lazy
    /// reduction, Aranha–Karabina–Longa–Gebotys–López, EUROCRYPT 2011, §3), so the formulas'
    /// sums of two products cost one reduction instead of two; the result is the same element.
    ///
    /// ```
    /// use bls381::field::{Field, Fp2};
    /// let (a, b) = (Fp2::one().double(), Fp2::one().double().double());
    /// assert_eq!(a.mul_add_mul(&b, &b, &b), a * b + b * b);
    /// assert_eq!(a.mul_sub_mul(&b, &b, &b), a * b - b * b);
    /// ```
    #[inline(always)]
    fn mul_add_mul(&self, b: &Self, c: &Self, d: &Self) -> Self {
        *self * b + *c * d
    }
    /// `self·b − c·d`, as [`mul_add_mul`](Self::mul_add_mul).
    #[inline(always)]
    fn mul_sub_mul(&self, b: &Self, c: &Self, d: &Self) -> Self {
        *self * b - *c * d
    }
    /// Whether `self` is zero.
    fn is_zero(&self) -> Choice;
    /// Whether `self` is zero, in variable time (for public values on hot paths).
    fn is_zero_vartime(&self) -> bool;
    /// The inverse, `None` for zero.
    fn invert(&self) -> CtOption<Self>;
    /// A square root, if one exists. Which of the two comes back is the field's cheapest (for
    /// Fp2 the norm method's, not `Fp2::sqrt`'s): callers that care fix the sign themselves.
    fn sqrt(&self) -> CtOption<Self>;
    /// sgn0 of RFC 9380 §4.1.
    fn sgn0(&self) -> Choice;
    /// Whether `self` is the larger of `{self, −self}` in the zcash order of point compression.
    fn lexicographically_largest(&self) -> Choice;
    /// Writes the canonical big-endian encoding into `out` (`out.len() == BYTES`).
    ///
    /// # Panics
    ///
    /// If `out.len()` is not `BYTES`.
    fn write_be(&self, out: &mut [u8]);
    /// Reads a big-endian encoding; `None` unless `bytes` is `BYTES` long and canonical.
    fn read_be(bytes: &[u8]) -> CtOption<Self>;
    /// The element of `okm` (`OKM_BYTES` long), each L-byte chunk read big-endian and reduced
    /// (RFC 9380 §5.2 steps 6–8).
    ///
    /// # Panics
    ///
    /// If `okm.len()` is not `OKM_BYTES`.
    fn from_okm(okm: &[u8]) -> Self;
    /// An element of [`Norm`](Self::Norm) that is zero only with `self` and whose inverse gives
    /// `self`'s cheaply ([`inverse_from_norm`](Self::inverse_from_norm)): `self` itself for Fp
    /// and Fr, `c0² + c1²` for Fp2. Batches then invert in the smaller field.
    fn norm(&self) -> Self::Norm;
    /// `1/self`, given `inv = 1/norm(self)`.
    fn inverse_from_norm(&self, inv: &Self::Norm) -> Self;

    /// `Some(self)` when `Self` is [`Fp`], `None` otherwise: generic code takes Fp-only paths
    /// with it (the 8-lane IFMA arithmetic of `fp_lanes`, in the batched affine additions of
    /// MSM) without specialisation. For Fp the conversions inline to nothing.
    #[doc(hidden)]
    #[inline(always)]
    fn to_fp(&self) -> Option<Fp> {
        None
    }
    /// The inverse of [`to_fp`](Self::to_fp): `Some(x)` when `Self` is [`Fp`].
    #[doc(hidden)]
    #[inline(always)]
    fn from_fp(x: Fp) -> Option<Self> {
        let _ = x;
        None
    }

    /// `Some(self)` when `Self` is [`Fp2`], `None` otherwise: as [`to_fp`](Self::to_fp), for
    /// G2's batched affine additions in 8 lanes of Fp (`fp2_lanes`).
    #[doc(hidden)]
    #[inline(always)]
    fn to_fp2(&self) -> Option<Fp2> {
        None
    }
    /// The inverse of [`to_fp2`](Self::to_fp2): `Some(x)` when `Self` is [`Fp2`].
    #[doc(hidden)]
    #[inline(always)]
    fn from_fp2(x: Fp2) -> Option<Self> {
        let _ = x;
        None
    }

    /// Inverts every non-zero element of `v` in place with one inversion (Montgomery's trick);
    /// zeros stay zero. Returns whether all were non-zero.
    fn batch_invert(v: &mut [Self]) -> Choice {
        batch_invert(v)
    }
}

/// `impl Field` for a field type from its inherent methods of the same names (and
/// `to_be`/`from_be` for the encodings, `from_okm` over an `OKM_BYTES` array).
macro_rules! impl_field {
    ($t:ident, bytes = $bytes:literal, okm = $okm:literal, norm = $norm:ident,
     to_be = $to_be:ident, from_be = $from_be:ident $(, extra = { $($extra:tt)* })?) => {
        impl $crate::field::Field for $t {
            const ZERO: $t = $t::ZERO;
            const ONE: $t = $t::ONE;
            const BYTES: usize = $bytes;
            const OKM_BYTES: usize = $okm;
            type Norm = $norm;

            #[inline(always)]
            fn double(&self) -> $t {
                $t::double(self)
            }
            #[inline(always)]
            fn square(&self) -> $t {
                $t::square(self)
            }
            #[inline(always)]
            fn is_zero(&self) -> subtle::Choice {
                $t::is_zero(self)
            }
            #[inline(always)]
            fn is_zero_vartime(&self) -> bool {
                $t::is_zero_vartime(self)
            }
            fn invert(&self) -> subtle::CtOption<$t> {
                $t::invert(self)
            }
            fn sqrt(&self) -> subtle::CtOption<$t> {
                $t::sqrt(self)
            }
            fn sgn0(&self) -> subtle::Choice {
                $t::sgn0(self)
            }
            fn lexicographically_largest(&self) -> subtle::Choice {
                $t::lexicographically_largest(self)
            }
            fn write_be(&self, out: &mut [u8]) {
                out.copy_from_slice(&self.$to_be());
            }
            fn read_be(bytes: &[u8]) -> subtle::CtOption<$t> {
                // The length is public: branching on it leaks nothing.
                match <&[u8; $bytes]>::try_from(bytes) {
                    Ok(b) => $t::$from_be(b),
                    Err(_) => subtle::CtOption::new($t::ZERO, subtle::Choice::from(0)),
                }
            }
            fn from_okm(okm: &[u8]) -> $t {
                // The documented panic on a wrong length (a caller's bug: every length is fixed
                // by the suite); the crate's own callers pass exactly OKM_BYTES.
                let okm: &[u8; $okm] = okm.try_into().expect("OKM_BYTES bytes");
                $t::from_okm(okm)
            }
            #[inline(always)]
            fn norm(&self) -> $norm {
                $t::norm(self)
            }
            #[inline(always)]
            fn inverse_from_norm(&self, inv: &$norm) -> $t {
                $t::inverse_from_norm(self, inv)
            }
            $($($extra)*)?
        }
    };
}
use impl_field;

/// What the prime fields Fp and Fr share beyond [`impl_field!`]: the additive methods on the
/// limbs modulo `$m` (run time, and `neg_const` for `const` items), the trivial norm of
/// [`Field::norm`], `Debug`/`Display` as the big-endian hex of the canonical value (as
/// `bls12_381` prints them), the constant-time traits on the limbs, and the operators.
macro_rules! impl_prime_field {
    ($t:ident, modulus = $m:path, to_be = $to_be:ident) => {
        impl $t {
            /// `self + rhs`.
            #[inline]
            pub fn add(&self, rhs: &$t) -> $t {
                $t($crate::field::modular::add(&self.0, &rhs.0, &$m))
            }

            /// `self − rhs`.
            #[inline]
            pub fn sub(&self, rhs: &$t) -> $t {
                $t($crate::field::modular::sub(&self.0, &rhs.0, &$m))
            }

            /// `−self`.
            #[inline]
            pub fn neg(&self) -> $t {
                $t($crate::field::modular::neg(&self.0, &$m))
            }

            /// [`neg`](Self::neg), usable in `const` items (portable code).
            #[inline]
            pub const fn neg_const(&self) -> $t {
                $t($crate::field::modular::konst::neg(&self.0, &$m))
            }

            /// `2·self`.
            #[inline]
            pub fn double(&self) -> $t {
                self.add(self)
            }

            /// Whether this is zero, in variable time (public values on hot paths).
            #[inline(always)]
            pub(crate) fn is_zero_vartime(&self) -> bool {
                self.0.iter().all(|&l| l == 0)
            }

            /// The element itself: a prime field is its own "norm field" ([`Field::norm`]).
            #[inline(always)]
            pub(crate) fn norm(&self) -> $t {
                *self
            }

            /// `1/self` given `inv = 1/self`.
            #[inline(always)]
            pub(crate) fn inverse_from_norm(&self, inv: &$t) -> $t {
                *inv
            }
        }

        impl core::fmt::Debug for $t {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(f, "0x")?;
                for b in self.$to_be() {
                    write!(f, "{b:02x}")?;
                }
                Ok(())
            }
        }

        impl core::fmt::Display for $t {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Debug::fmt(self, f)
            }
        }

        impl subtle::ConstantTimeEq for $t {
            fn ct_eq(&self, other: &$t) -> subtle::Choice {
                subtle::ConstantTimeEq::ct_eq(&self.0[..], &other.0[..])
            }
        }

        impl subtle::ConditionallySelectable for $t {
            fn conditional_select(a: &$t, b: &$t, choice: subtle::Choice) -> $t {
                $t(subtle::ConditionallySelectable::conditional_select(
                    &a.0, &b.0, choice,
                ))
            }
        }

        $crate::macros::impl_field_ops!($t, add, sub, mul, neg);
    };
}
use impl_prime_field;

/// Montgomery's trick (Math. Comp. 1987, §10.3.1): inverts every non-zero element of `v` in
/// place with one inversion and 3(n−1) multiplications; zeros stay zero (skipped by selection,
/// not by branching). Returns whether every element was non-zero.
pub(crate) fn batch_invert<F: Field>(v: &mut [F]) -> Choice {
    #[cfg(feature = "alloc")]
    {
        let mut prefix = alloc::vec::Vec::with_capacity(v.len());
        batch_invert_with(v, &mut prefix)
    }
    #[cfg(not(feature = "alloc"))]
    {
        let mut all = Choice::from(1);
        for x in v.iter_mut() {
            let inv = x.invert();
            all &= inv.is_some();
            *x = inv.unwrap_or(*x);
        }
        all
    }
}

#[cfg(feature = "alloc")]
fn batch_invert_with<F: Field>(v: &mut [F], prefix: &mut alloc::vec::Vec<F>) -> Choice {
    let mut acc = F::ONE;
    let mut all = Choice::from(1);
    for x in v.iter() {
        prefix.push(acc);
        let z = x.is_zero();
        all &= !z;
        // Multiply by 1 in place of a zero so the running product stays invertible.
        acc = F::conditional_select(&(acc * x), &acc, z);
    }
    let mut inv = acc.invert().unwrap_or(F::ONE);
    for (x, p) in v.iter_mut().zip(prefix.iter()).rev() {
        let z = x.is_zero();
        let new_x = inv * p;
        inv = F::conditional_select(&(inv * *x), &inv, z);
        *x = F::conditional_select(&new_x, x, z);
    }
    all
}

/// `x^by` for a public exponent (little-endian limbs), by square and multiply: the time depends
/// on the exponent only.
pub(crate) fn pow_vartime<F: Copy + Mul<Output = F>>(
    x: &F,
    one: F,
    sqr: fn(&F) -> F,
    by: &[u64],
) -> F {
    let mut res = one;
    for e in by.iter().rev() {
        for i in (0..64).rev() {
            res = sqr(&res);
            if ((*e >> i) & 1) == 1 {
                res = res * *x;
            }
        }
    }
    res
}

/// What every extension field of the tower (Fp2 over Fp, Fp6 over Fp2, Fp12 over Fp6) does
/// coefficient by coefficient: the constants and constructors, the zero test, `+ − neg double` (with the inlining attribute given:
/// `#[inline(always)]` for Fp2, whose additions sit in the inner loops of the G2 formulas),
/// random sampling (each coefficient in order, as `bls12_381` draws them), `pow_vartime`, the
/// constant-time traits, and the operators from the type's `add`, `sub`, `mul` and `neg`.
macro_rules! impl_extension {
    ($t:ident over $sub:ident { $c0:ident $(, $c:ident)+ } = $basis:literal, #[$inline:meta]) => {
        impl $t {
            /// Zero.
            pub const ZERO: $t = $t { $c0: $sub::ZERO, $($c: $sub::ZERO,)+ };
            /// One.
            pub const ONE: $t = $t { $c0: $sub::ONE, $($c: $sub::ZERO,)+ };

            #[doc = $basis]
            #[inline]
            pub const fn new($c0: $sub, $($c: $sub),+) -> $t {
                $t { $c0, $($c),+ }
            }

            /// Zero.
            #[inline]
            pub const fn zero() -> $t {
                $t::ZERO
            }

            /// One.
            #[inline]
            pub const fn one() -> $t {
                $t::ONE
            }

            /// Whether this is zero.
            #[inline]
            pub fn is_zero(&self) -> subtle::Choice {
                let mut z = self.$c0.is_zero();
                $(z &= self.$c.is_zero();)+
                z
            }

            /// `self + rhs`.
            #[$inline]
            pub fn add(&self, rhs: &$t) -> $t {
                $t { $c0: self.$c0.add(&rhs.$c0), $($c: self.$c.add(&rhs.$c),)+ }
            }

            /// `self − rhs`.
            #[$inline]
            pub fn sub(&self, rhs: &$t) -> $t {
                $t { $c0: self.$c0.sub(&rhs.$c0), $($c: self.$c.sub(&rhs.$c),)+ }
            }

            /// `−self`.
            #[$inline]
            pub fn neg(&self) -> $t {
                $t { $c0: self.$c0.neg(), $($c: self.$c.neg(),)+ }
            }

            /// `2·self`.
            #[$inline]
            pub fn double(&self) -> $t {
                self.add(self)
            }

            /// `self^by` for a public exponent (little-endian limbs); the time depends on the
            /// exponent only, never on `self`.
            pub fn pow_vartime(&self, by: &[u64]) -> $t {
                $crate::field::pow_vartime(self, $t::ONE, $t::square, by)
            }

            #[doc = concat!("A uniformly random element: each coefficient in order from [`", stringify!($sub), "::random`].")]
            pub fn random<R: rand_core::Rng + ?Sized>(rng: &mut R) -> $t {
                match $t::try_random(rng) {
                    Ok(x) => x,
                    Err(never) => match never {},
                }
            }

            #[doc = concat!("[`", stringify!($t), "::random`] for fallible generators.")]
            pub fn try_random<R: rand_core::TryRng + ?Sized>(rng: &mut R) -> Result<$t, R::Error> {
                Ok($t { $c0: $sub::try_random(rng)?, $($c: $sub::try_random(rng)?,)+ })
            }
        }

        $crate::macros::impl_ct_fields!($t { $c0, $($c),+ });
        $crate::macros::impl_field_ops!($t, add, sub, mul, neg);
    };
}
use impl_extension;

#[cfg(test)]
mod tests {
    use super::*;

    /// `read_be` answers `None` for every length but `BYTES` (it used to panic), and reads
    /// back what `write_be` wrote at the right length.
    #[test]
    fn read_be_refuses_wrong_lengths() {
        fn check<F: Field>(x: F) {
            let mut buf = [0u8; 200];
            x.write_be(&mut buf[..F::BYTES]);
            assert_eq!(Option::from(F::read_be(&buf[..F::BYTES])), Some(x));
            for len in [0, 1, F::BYTES - 1, F::BYTES + 1, 200] {
                assert!(
                    bool::from(F::read_be(&buf[..len]).is_none()),
                    "length {len}"
                );
            }
        }
        check(Fp::ONE.double());
        check(Fp2::ONE.double());
        check(Fr::ONE.double());
    }
}
