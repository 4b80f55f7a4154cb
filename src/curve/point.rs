//! The point types shared by G1 and G2, their conversions, comparisons and operators.

use core::borrow::Borrow;
use core::fmt;
use core::iter::Sum;
use core::ops::{Add, Mul, Neg};

use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};

use crate::field::Field;
use crate::field::Fr as Scalar;

pub(crate) mod sealed {
    pub trait Sealed {}
}

/// A curve of BLS12-381: [`G1`](super::G1) (over Fp) or [`G2`](super::G2) (over Fp2).
///
/// The constants describe the curve; the methods are the algorithms whose shape differs
/// between the two groups (endomorphism dimension, subgroup test, cofactor), each assembled
/// from the generic building blocks of this module.
pub trait Curve:
    sealed::Sealed + Copy + Clone + fmt::Debug + Default + PartialEq + Eq + Send + Sync + 'static
{
    /// The coordinate field.
    type Base: Field;
    /// The constant b of y² = x³ + b.
    const B: Self::Base;
    /// x of the standard generator.
    const GENERATOR_X: Self::Base;
    /// y of the standard generator.
    const GENERATOR_Y: Self::Base;
    /// Name printed by `Debug` for affine points.
    const AFFINE_NAME: &'static str;
    /// Name printed by `Debug` for projective points.
    const PROJECTIVE_NAME: &'static str;

    /// `3b·x`, the only curve constant the complete formulas multiply by.
    fn mul_by_3b(x: &Self::Base) -> Self::Base;
    /// `2·P`, complete.
    fn double(p: &Projective<Self>) -> Projective<Self>;
    /// `P + Q`, complete.
    fn add(p: &Projective<Self>, q: &Projective<Self>) -> Projective<Self>;
    /// `k·P` in constant time (P in the prime-order subgroup).
    fn mul_ct(p: &Projective<Self>, k: &Scalar) -> Projective<Self>;
    /// `k·P` for a public `k` (P in the prime-order subgroup).
    fn mul_vartime(p: &Projective<Self>, k: &Scalar) -> Projective<Self>;
    /// `k·G` for the standard generator G, in constant time.
    fn mul_by_generator(k: &Scalar) -> Projective<Self>;
    /// Whether `p` lies in the prime-order subgroup (constant time).
    fn is_torsion_free(p: &Affine<Self>) -> Choice;
    /// Maps any point of the curve into the prime-order subgroup (RFC 9380 `clear_cofactor`).
    fn clear_cofactor(p: &Projective<Self>) -> Projective<Self>;
    /// [`is_torsion_free`](Self::is_torsion_free) of every point (8 at a time in AVX-512 IFMA
    /// lanes where the CPU has them).
    #[cfg(feature = "alloc")]
    fn is_torsion_free_many(points: &[Affine<Self>]) -> alloc::vec::Vec<Choice>;
    /// [`clear_cofactor`](Self::clear_cofactor) of every point, in place (8 at a time in
    /// AVX-512 IFMA lanes where the CPU has them).
    #[cfg(feature = "alloc")]
    fn clear_cofactor_many(points: &mut [Projective<Self>]);
    /// Σ kᵢ·Pᵢ for public inputs (see [`Projective::msm_vartime`]).
    #[cfg(feature = "alloc")]
    fn msm_vartime(points: &[Affine<Self>], scalars: &[Scalar]) -> Projective<Self>;
}

/// A point in affine coordinates (x, y), or the identity, stored as (0, 1) with the
/// `infinity` flag set (as `bls12_381` stores it).
///
/// Values are in the prime-order subgroup unless an `_unchecked` decoder was misused.
///
/// ```
/// use bls381::{G1Affine, G1Projective, Scalar};
/// let g = G1Affine::generator();
/// let p = G1Affine::from(g * Scalar::from(5u64));
/// assert!(bool::from(p.is_on_curve() & p.is_torsion_free()));
/// assert_eq!(G1Affine::from_compressed(&p.to_compressed()).unwrap(), p);
/// ```
pub struct Affine<C: Curve> {
    pub(crate) x: C::Base,
    pub(crate) y: C::Base,
    pub(crate) infinity: Choice,
}

/// A point in homogeneous projective coordinates (X : Y : Z), x = X/Z, y = Y/Z; the identity is
/// any (X : Y : 0), (0 : 1 : 0) when freshly made.
///
/// ```
/// use bls381::{G1Projective, Scalar};
/// let g = G1Projective::generator();
/// assert_eq!(g + g, g.double());
/// assert_eq!(g * Scalar::from(3u64) - g, g.double());
/// assert_eq!(g - g, G1Projective::identity());
/// ```
pub struct Projective<C: Curve> {
    pub(crate) x: C::Base,
    pub(crate) y: C::Base,
    pub(crate) z: C::Base,
}

impl<C: Curve> Clone for Affine<C> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<C: Curve> Copy for Affine<C> {}
impl<C: Curve> Clone for Projective<C> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<C: Curve> Copy for Projective<C> {}

impl<C: Curve> Affine<C> {
    /// The identity (point at infinity).
    ///
    /// ```
    /// use bls381::G1Affine;
    /// assert!(bool::from(G1Affine::identity().is_identity()));
    /// ```
    pub fn identity() -> Self {
        Affine {
            x: C::Base::ZERO,
            y: C::Base::ONE,
            infinity: Choice::from(1),
        }
    }

    /// The standard generator.
    ///
    /// ```
    /// use bls381::G1Affine;
    /// assert_eq!(hex(&G1Affine::generator().to_compressed()[..4]), "97f1d3a7");
    /// # fn hex(b: &[u8]) -> String { b.iter().map(|x| format!("{x:02x}")).collect() }
    /// ```
    pub fn generator() -> Self {
        Affine {
            x: C::GENERATOR_X,
            y: C::GENERATOR_Y,
            infinity: Choice::from(0),
        }
    }

    /// Whether this is the identity.
    pub fn is_identity(&self) -> Choice {
        self.infinity
    }

    /// Whether the point satisfies the curve equation (the identity does).
    ///
    /// ```
    /// use bls381::G1Affine;
    /// assert!(bool::from(G1Affine::generator().is_on_curve()));
    /// ```
    pub fn is_on_curve(&self) -> Choice {
        let lhs = self.y.square();
        let rhs = self.x.square().mul(&self.x).add(&C::B);
        lhs.ct_eq(&rhs) | self.infinity
    }

    /// Whether the point lies in the prime-order subgroup, by the endomorphism tests of Scott
    /// (ePrint 2021/1130): φ(P) = −\[z²\]P on G1, ψ(P) = \[z\]P on G2. Constant time.
    ///
    /// ```
    /// use bls381::G1Affine;
    /// assert!(bool::from(G1Affine::generator().is_torsion_free()));
    /// ```
    pub fn is_torsion_free(&self) -> Choice {
        C::is_torsion_free(self)
    }

    /// The same point in projective coordinates.
    pub fn to_curve(&self) -> Projective<C> {
        Projective::from(self)
    }
}

/// Points per task of a parallel [`Projective::batch_normalize`]: with about five
/// multiplications per point, a task of 512 costs 100–300 µs, against one inversion
/// (≈ 2 µs) and the wake-up of a thread.
const NORMALIZE_PARALLEL_MIN: usize = 512;

impl<C: Curve> Projective<C> {
    /// The identity (0 : 1 : 0).
    ///
    /// ```
    /// use bls381::G1Projective;
    /// let g = G1Projective::generator();
    /// assert_eq!(g + G1Projective::identity(), g);
    /// ```
    pub fn identity() -> Self {
        Projective {
            x: C::Base::ZERO,
            y: C::Base::ONE,
            z: C::Base::ZERO,
        }
    }

    /// The standard generator.
    pub fn generator() -> Self {
        Projective {
            x: C::GENERATOR_X,
            y: C::GENERATOR_Y,
            z: C::Base::ONE,
        }
    }

    /// Whether this is the identity.
    pub fn is_identity(&self) -> Choice {
        self.z.is_zero()
    }

    /// Whether the point satisfies Y²Z = X³ + bZ³ (the identity does).
    pub fn is_on_curve(&self) -> Choice {
        let lhs = self.y.square().mul(&self.z);
        let rhs = self
            .x
            .square()
            .mul(&self.x)
            .add(&self.z.square().mul(&self.z).mul(&C::B));
        lhs.ct_eq(&rhs) | self.z.is_zero()
    }

    /// Whether the point lies in the prime-order subgroup (see [`Affine::is_torsion_free`]).
    pub fn is_torsion_free(&self) -> Choice {
        C::is_torsion_free(&self.to_affine())
    }

    /// The affine form (one inversion).
    ///
    /// ```
    /// use bls381::{G1Affine, G1Projective};
    /// assert_eq!(G1Projective::generator().double().to_affine(),
    ///            G1Affine::from(G1Projective::generator() + G1Projective::generator()));
    /// ```
    pub fn to_affine(&self) -> Affine<C> {
        let zinv = self.z.invert().unwrap_or(C::Base::ZERO);
        let p = Affine {
            x: self.x.mul(&zinv),
            y: self.y.mul(&zinv),
            infinity: Choice::from(0),
        };
        Affine::conditional_select(&p, &Affine::identity(), zinv.is_zero())
    }

    /// Converts `p[i]` into `q[i]` with a single inversion (Montgomery's trick); with
    /// `parallel`, 1024 points or more in chunks on the caller's rayon pool, an inversion each.
    ///
    /// # Panics
    /// If `p.len() != q.len()` (as `bls12_381` does).
    ///
    /// ```
    /// use bls381::{G1Affine, G1Projective};
    /// let g = G1Projective::generator();
    /// let p = [g, G1Projective::identity(), g.double()];
    /// let mut q = [G1Affine::identity(); 3];
    /// G1Projective::batch_normalize(&p, &mut q);
    /// assert_eq!(q[2], G1Affine::from(g.double()));
    /// assert!(bool::from(q[1].is_identity()));
    /// ```
    pub fn batch_normalize(p: &[Self], q: &mut [Affine<C>]) {
        // With `parallel`, large inputs in chunks on the caller's pool, an inversion each.
        crate::parallel::split_pairs(p, q, NORMALIZE_PARALLEL_MIN, Self::batch_normalize_in)
    }

    /// [`batch_normalize`](Self::batch_normalize) over slices of any types that hold points
    /// (`AsRef`/`AsMut`), e.g. the newtypes of the `bls12_381` facades, without copying.
    ///
    /// # Panics
    /// If `p.len() != q.len()`.
    pub fn batch_normalize_in<P: AsRef<Self>, A: AsMut<Affine<C>>>(p: &[P], q: &mut [A]) {
        assert_eq!(p.len(), q.len());
        // q[i].x holds the product of the earlier Z's until the backward pass replaces it.
        let mut acc = C::Base::ONE;
        for (p, q) in p.iter().zip(q.iter_mut()) {
            let (p, q) = (p.as_ref(), q.as_mut());
            q.x = acc;
            acc = C::Base::conditional_select(&acc.mul(&p.z), &acc, p.is_identity());
        }
        acc = acc.invert().unwrap_or(C::Base::ZERO);
        for (p, q) in p.iter().rev().zip(q.iter_mut().rev()) {
            let (p, q) = (p.as_ref(), q.as_mut());
            let skip = p.is_identity();
            let zinv = q.x.mul(&acc);
            acc = C::Base::conditional_select(&acc.mul(&p.z), &acc, skip);
            let r = Affine {
                x: p.x.mul(&zinv),
                y: p.y.mul(&zinv),
                infinity: Choice::from(0),
            };
            *q = Affine::conditional_select(&r, &Affine::identity(), skip);
        }
    }

    /// `2·self`, complete (G1: Renes–Costello–Batina, ePrint 2015/1060, Algorithm 9; G2: the
    /// 3M + 5S doubling of ePrint 2010/363).
    pub fn double(&self) -> Self {
        C::double(self)
    }

    /// `self + rhs`, complete (Renes–Costello–Batina, ePrint 2015/1060, Algorithm 7).
    pub fn add(&self, rhs: &Self) -> Self {
        C::add(self, rhs)
    }

    /// `self + rhs` for an affine `rhs` (Renes–Costello–Batina, ePrint 2015/1060,
    /// Algorithm 8), with the identity handled by selection.
    pub fn add_mixed(&self, rhs: &Affine<C>) -> Self {
        super::group_law::add_mixed(self, rhs)
    }

    /// Maps any point of the curve into the prime-order subgroup; equal to `bls12_381`'s
    /// `clear_cofactor` (RFC 9380 h_eff): \[1 − z\]P on G1 (Wahby–Boneh, ePrint 2019/403 §5),
    /// Budroni–Pintore (ePrint 2017/419) on G2.
    ///
    /// ```
    /// use bls381::G1Projective;
    /// let p = G1Projective::generator().clear_cofactor();
    /// assert!(bool::from(p.is_torsion_free()));
    /// ```
    pub fn clear_cofactor(&self) -> Self {
        C::clear_cofactor(self)
    }

    /// `k·self` for a **public** scalar `k`: the time depends on `k` (wNAF). For P in the
    /// prime-order subgroup.
    ///
    /// ```
    /// use bls381::{G1Projective, Scalar};
    /// let g = G1Projective::generator();
    /// let k = Scalar::from(1234u64);
    /// assert_eq!(g.mul_vartime(&k), g * k);
    /// ```
    pub fn mul_vartime(&self, k: &Scalar) -> Self {
        C::mul_vartime(self, k)
    }

    /// `k·G` for the standard generator G, in constant time, with precomputed tables (the key
    /// generation and signing path).
    ///
    /// ```
    /// use bls381::{G1Projective, Scalar};
    /// let k = Scalar::from(7u64);
    /// assert_eq!(G1Projective::mul_by_generator(&k), G1Projective::generator() * k);
    /// ```
    pub fn mul_by_generator(k: &Scalar) -> Self {
        C::mul_by_generator(k)
    }
}

impl<C: Curve> AsRef<Projective<C>> for Projective<C> {
    fn as_ref(&self) -> &Projective<C> {
        self
    }
}
impl<C: Curve> AsMut<Affine<C>> for Affine<C> {
    fn as_mut(&mut self) -> &mut Affine<C> {
        self
    }
}

impl<C: Curve> Default for Affine<C> {
    fn default() -> Self {
        Affine::identity()
    }
}
impl<C: Curve> Default for Projective<C> {
    fn default() -> Self {
        Projective::identity()
    }
}

impl<C: Curve> fmt::Debug for Affine<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct(C::AFFINE_NAME)
            .field("x", &self.x)
            .field("y", &self.y)
            .field("infinity", &self.infinity)
            .finish()
    }
}
impl<C: Curve> fmt::Display for Affine<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}
impl<C: Curve> fmt::Debug for Projective<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct(C::PROJECTIVE_NAME)
            .field("x", &self.x)
            .field("y", &self.y)
            .field("z", &self.z)
            .finish()
    }
}
impl<C: Curve> fmt::Display for Projective<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

impl<C: Curve> ConstantTimeEq for Affine<C> {
    fn ct_eq(&self, other: &Self) -> Choice {
        // The identity equals the identity whatever coordinates it carries.
        (self.infinity & other.infinity)
            | (!self.infinity & !other.infinity & self.x.ct_eq(&other.x) & self.y.ct_eq(&other.y))
    }
}
impl<C: Curve> ConstantTimeEq for Projective<C> {
    fn ct_eq(&self, other: &Self) -> Choice {
        // Cross-multiplied: different representatives of one point are equal.
        let x1 = self.x.mul(&other.z);
        let x2 = other.x.mul(&self.z);
        let y1 = self.y.mul(&other.z);
        let y2 = other.y.mul(&self.z);
        let a = self.z.is_zero();
        let b = other.z.is_zero();
        (a & b) | (!a & !b & x1.ct_eq(&x2) & y1.ct_eq(&y2))
    }
}
impl<C: Curve> PartialEq for Affine<C> {
    fn eq(&self, other: &Self) -> bool {
        bool::from(self.ct_eq(other))
    }
}
impl<C: Curve> Eq for Affine<C> {}
impl<C: Curve> PartialEq for Projective<C> {
    fn eq(&self, other: &Self) -> bool {
        bool::from(self.ct_eq(other))
    }
}
impl<C: Curve> Eq for Projective<C> {}

impl<C: Curve> ConditionallySelectable for Affine<C> {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        Affine {
            x: C::Base::conditional_select(&a.x, &b.x, choice),
            y: C::Base::conditional_select(&a.y, &b.y, choice),
            infinity: Choice::conditional_select(&a.infinity, &b.infinity, choice),
        }
    }
}
impl<C: Curve> ConditionallySelectable for Projective<C> {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        Projective {
            x: C::Base::conditional_select(&a.x, &b.x, choice),
            y: C::Base::conditional_select(&a.y, &b.y, choice),
            z: C::Base::conditional_select(&a.z, &b.z, choice),
        }
    }
}

impl<'a, C: Curve> From<&'a Affine<C>> for Projective<C> {
    fn from(p: &'a Affine<C>) -> Self {
        Projective {
            x: p.x,
            y: p.y,
            z: C::Base::conditional_select(&C::Base::ONE, &C::Base::ZERO, p.infinity),
        }
    }
}
impl<C: Curve> From<Affine<C>> for Projective<C> {
    fn from(p: Affine<C>) -> Self {
        Projective::from(&p)
    }
}
impl<'a, C: Curve> From<&'a Projective<C>> for Affine<C> {
    fn from(p: &'a Projective<C>) -> Self {
        p.to_affine()
    }
}
impl<C: Curve> From<Projective<C>> for Affine<C> {
    fn from(p: Projective<C>) -> Self {
        p.to_affine()
    }
}

impl<C: Curve> Neg for &Affine<C> {
    type Output = Affine<C>;
    fn neg(self) -> Affine<C> {
        Affine {
            x: self.x,
            y: C::Base::conditional_select(&self.y.neg(), &C::Base::ONE, self.infinity),
            infinity: self.infinity,
        }
    }
}
impl<C: Curve> Neg for Affine<C> {
    type Output = Affine<C>;
    fn neg(self) -> Affine<C> {
        -&self
    }
}
impl<C: Curve> Neg for &Projective<C> {
    type Output = Projective<C>;
    fn neg(self) -> Projective<C> {
        Projective {
            x: self.x,
            y: self.y.neg(),
            z: self.z,
        }
    }
}
impl<C: Curve> Neg for Projective<C> {
    type Output = Projective<C>;
    fn neg(self) -> Projective<C> {
        -&self
    }
}

// The group operators in every owned/borrowed combination: +, − between projective points and
// with affine ones (mixed additions), and multiplication by a scalar on either side.
#[rustfmt::skip]
mod operators {
    use super::{Affine, Curve, Projective, Scalar};
    use crate::macros::{assignop, binop};

    binop!([C: Curve] Add, add, Projective<C>, Projective<C>, Projective<C>, |a, b| Projective::add(a, b));
    binop!([C: Curve] Sub, sub, Projective<C>, Projective<C>, Projective<C>, |a, b| Projective::add(a, &-b));
    binop!([C: Curve] Add, add, Projective<C>, Affine<C>, Projective<C>, |a, b| a.add_mixed(b));
    binop!([C: Curve] Sub, sub, Projective<C>, Affine<C>, Projective<C>, |a, b| a.add_mixed(&-b));
    binop!([C: Curve] Add, add, Affine<C>, Projective<C>, Projective<C>, |a, b| b.add_mixed(a));
    binop!([C: Curve] Sub, sub, Affine<C>, Projective<C>, Projective<C>, |a, b| (-b).add_mixed(a));
    binop!([C: Curve] Mul, mul, Projective<C>, Scalar, Projective<C>, |a, k| C::mul_ct(a, k));
    binop!([C: Curve] Mul, mul, Affine<C>, Scalar, Projective<C>, |a, k| C::mul_ct(&Projective::from(a), k));
    binop!([C: Curve] Mul, mul, Scalar, Projective<C>, Projective<C>, |k, a| C::mul_ct(a, k));
    binop!([C: Curve] Mul, mul, Scalar, Affine<C>, Projective<C>, |k, a| C::mul_ct(&Projective::from(a), k));

    assignop!([C: Curve] AddAssign, add_assign, Add, add, Projective<C>, Projective<C>);
    assignop!([C: Curve] SubAssign, sub_assign, Sub, sub, Projective<C>, Projective<C>);
    assignop!([C: Curve] AddAssign, add_assign, Add, add, Projective<C>, Affine<C>);
    assignop!([C: Curve] SubAssign, sub_assign, Sub, sub, Projective<C>, Affine<C>);
    assignop!([C: Curve] MulAssign, mul_assign, Mul, mul, Projective<C>, Scalar);
}

impl<C: Curve, T: Borrow<Projective<C>>> Sum<T> for Projective<C> {
    fn sum<I: Iterator<Item = T>>(iter: I) -> Self {
        iter.fold(Projective::identity(), |acc, p| acc.add(p.borrow()))
    }
}

/// The API whose types differ between G1 and G2 only in the coordinate field and the encoding
/// lengths: random sampling as `bls12_381` does it, and the zcash encodings. `$sqrt` is the
/// square root `bls12_381` takes (so seeded callers get the same points).
macro_rules! impl_group_api {
    ($g:ident, $field:ident, $sqrt:ident, compressed = $c:literal, uncompressed = $u:literal,
     $affine:literal, $projective:literal, $x:literal) => {
        impl Projective<$g> {
            #[doc = concat!("A random point of ", stringify!($g), " other than the identity, drawn as `bls12_381`'s")]
            #[doc = concat!("`Group::random` draws it, so that seeded callers get the same points: repeat { x ← `", stringify!($field), "::random`,")]
            #[doc = concat!("a sign from `next_u32() % 2`, y = `", stringify!($field), "::", stringify!($sqrt), "`(x³ + b) (that root, negated when")]
            /// the sign is odd), and if y exists, clear the cofactor } until the result is not the
            /// identity.
            ///
            /// The number of attempts depends on the random values (about two); nothing else does.
            ///
            /// ```
            #[doc = concat!("use bls381::", $projective, ";")]
            /// let mut rng = rand::rng();
            #[doc = concat!("let p = ", $projective, "::random(&mut rng);")]
            /// assert!(bool::from(p.is_torsion_free() & !p.is_identity()));
            /// ```
            pub fn random<R: rand_core::Rng + ?Sized>(rng: &mut R) -> Self {
                match Self::try_random(rng) {
                    Ok(p) => p,
                    Err(never) => match never {},
                }
            }

            /// [`random`](Self::random) for fallible generators.
            pub fn try_random<R: rand_core::TryRng + ?Sized>(rng: &mut R) -> Result<Self, R::Error> {
                loop {
                    let x = $field::try_random(rng)?;
                    let flip = rng.try_next_u32()? % 2 != 0;
                    let y: Option<$field> = (x.square() * x + $g::B).$sqrt().into();
                    if let Some(y) = y {
                        let y = if flip { -y } else { y };
                        let p = Projective { x, y, z: $field::ONE }.clear_cofactor();
                        if !bool::from(p.is_identity()) {
                            return Ok(p);
                        }
                    }
                }
            }
        }

        impl Affine<$g> {
            #[doc = concat!("The ", $c, "-byte compressed encoding: ", $x, ", with the C, I and S flags in the top")]
            /// bits.
            ///
            /// ```
            #[doc = concat!("use bls381::", $affine, ";")]
            #[doc = concat!("assert_eq!(", $affine, "::identity().to_compressed()[0], 0xc0);")]
            /// ```
            pub fn to_compressed(&self) -> [u8; $c] {
                let mut out = [0u8; $c];
                $crate::curve::encoding::write_compressed(self, &mut out);
                out
            }

            #[doc = concat!("The ", $u, "-byte uncompressed encoding: x ‖ y, with the I flag for the identity.")]
            ///
            /// ```
            #[doc = concat!("use bls381::", $affine, ";")]
            #[doc = concat!("let g = ", $affine, "::generator();")]
            #[doc = concat!("assert_eq!(", $affine, "::from_uncompressed(&g.to_uncompressed()).unwrap(), g);")]
            /// ```
            pub fn to_uncompressed(&self) -> [u8; $u] {
                let mut out = [0u8; $u];
                $crate::curve::encoding::write_uncompressed(self, &mut out);
                out
            }

            /// Decodes a compressed point, checking the flags, that x is canonical and on the
            #[doc = concat!("curve, and that the point is in ", stringify!($g), ". `None` for anything else; never panics.")]
            ///
            /// ```
            #[doc = concat!("use bls381::", $affine, ";")]
            #[doc = concat!("let g = ", $affine, "::generator();")]
            #[doc = concat!("assert_eq!(", $affine, "::from_compressed(&g.to_compressed()).unwrap(), g);")]
            #[doc = concat!("assert!(bool::from(", $affine, "::from_compressed(&[0xff; ", $c, "]).is_none()));")]
            /// ```
            pub fn from_compressed(bytes: &[u8; $c]) -> subtle::CtOption<Self> {
                $crate::curve::encoding::read_compressed(bytes)
            }

            /// [`from_compressed`](Self::from_compressed) without the subgroup check: only for
            /// trusted input.
            pub fn from_compressed_unchecked(bytes: &[u8; $c]) -> subtle::CtOption<Self> {
                $crate::curve::encoding::read_compressed_unchecked(bytes)
            }

            /// Decodes an uncompressed point, checking the flags, canonical coordinates, the
            #[doc = concat!("curve equation and membership of ", stringify!($g), ". `None` for anything else; never panics.")]
            pub fn from_uncompressed(bytes: &[u8; $u]) -> subtle::CtOption<Self> {
                $crate::curve::encoding::read_uncompressed(bytes)
            }

            /// [`from_compressed`](Self::from_compressed) over a slice of any length, saying why it
            /// rejects: the same points are accepted, and a rejection names the first check that
            /// failed (see [`DecodeError`](crate::curve::DecodeError) for the order).
            ///
            /// ```
            #[doc = concat!("use bls381::{DecodeError, ", $affine, "};")]
            #[doc = concat!("let g = ", $affine, "::generator();")]
            #[doc = concat!("assert_eq!(", $affine, "::decode_compressed(&g.to_compressed()), Ok(g));")]
            /// let mut bytes = g.to_compressed();
            /// bytes[0] |= 0x40; // the identity flag on a non-zero x
            #[doc = concat!("assert_eq!(", $affine, "::decode_compressed(&bytes), Err(DecodeError::InfinityNotZero));")]
            #[doc = concat!("assert_eq!(", $affine, "::decode_compressed(&bytes[1..]),")]
            #[doc = concat!("           Err(DecodeError::Length { expected: ", $c, ", got: ", $c, " - 1 }));")]
            /// ```
            pub fn decode_compressed(bytes: &[u8]) -> Result<Self, $crate::curve::DecodeError> {
                $crate::curve::encoding::decode_compressed(bytes)
            }

            /// [`from_uncompressed`](Self::from_uncompressed) over a slice of any length, saying
            /// why it rejects (as [`decode_compressed`](Self::decode_compressed)).
            ///
            /// ```
            #[doc = concat!("use bls381::{DecodeError, ", $affine, "};")]
            #[doc = concat!("let g = ", $affine, "::generator();")]
            #[doc = concat!("assert_eq!(", $affine, "::decode_uncompressed(&g.to_uncompressed()), Ok(g));")]
            /// let mut bytes = g.to_uncompressed();
            #[doc = concat!("bytes[", $u, " - 1] ^= 1; // y changed: off the curve")]
            #[doc = concat!("assert_eq!(", $affine, "::decode_uncompressed(&bytes), Err(DecodeError::NotOnCurve));")]
            /// ```
            pub fn decode_uncompressed(bytes: &[u8]) -> Result<Self, $crate::curve::DecodeError> {
                $crate::curve::encoding::decode_uncompressed(bytes)
            }

            /// [`from_uncompressed`](Self::from_uncompressed) without the on-curve and subgroup
            /// checks (as `bls12_381`): only for trusted input.
            pub fn from_uncompressed_unchecked(bytes: &[u8; $u]) -> subtle::CtOption<Self> {
                $crate::curve::encoding::read_uncompressed_unchecked(bytes)
            }
        }
    };
}
pub(crate) use impl_group_api;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curve::{G1, G2};

    /// Affine equality: the identity equals the identity whatever coordinates it carries, and
    /// never a point, even one with the very coordinates it carries.
    fn affine_equality<C: Curve>() {
        let g = Affine::<C>::generator();
        let o = Affine::<C>::identity();
        let mut o_at_g = g;
        o_at_g.infinity = Choice::from(1);
        let eq = |a: &Affine<C>, b: &Affine<C>| bool::from(a.ct_eq(b));
        assert!(eq(&g, &g) && eq(&o, &o) && eq(&o, &o_at_g) && eq(&o_at_g, &o));
        assert!(!eq(&g, &o) && !eq(&o, &g));
        assert!(!eq(&g, &o_at_g) && !eq(&o_at_g, &g));
        assert!(!eq(&g, &-g));
    }

    #[test]
    fn affine_equality_g1_g2() {
        affine_equality::<G1>();
        affine_equality::<G2>();
    }
}
