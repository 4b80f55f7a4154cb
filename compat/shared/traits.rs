//! The `ff` and `group` trait implementations of `Scalar`, G1, G2 and `Gt`, written once for the
//! 0.13 and 0.14 generations of those crates. Each facade's `traits.rs` mounts this module after
//! defining what differs between them: the random constructors (`random_fn!`: `random` on
//! `rand_core` 0.6, `try_random` on 0.10) and `Group::mul_by_generator` (`mul_by_generator_fn!`,
//! 0.14 only); it then calls [`group_traits!`] with its generation's names of the curve traits.

use crate::Scalar;

impl ff::Field for Scalar {
    const ZERO: Self = Self::zero();
    const ONE: Self = Self::one();

    #[inline]
    fn square(&self) -> Self {
        Scalar(self.0 * self.0)
    }

    #[inline]
    fn double(&self) -> Self {
        Scalar(self.0 + self.0)
    }

    fn invert(&self) -> subtle::CtOption<Self> {
        self.invert()
    }

    fn sqrt_ratio(num: &Self, div: &Self) -> (subtle::Choice, Self) {
        ff::helpers::sqrt_ratio_generic(num, div)
    }

    /// Tonelli–Shanks exactly as `ff::helpers::sqrt_tonelli_shanks` runs it (so the same
    /// root as `bls12_381`), on bls381's kernels.
    fn sqrt(&self) -> subtle::CtOption<Self> {
        self.0.sqrt().map(Scalar)
    }

    fn is_zero_vartime(&self) -> bool {
        self.0.to_raw_montgomery() == [0; 4]
    }

    random_fn! {
        /// 64 bytes reduced mod q, as `bls12_381`.
        bls381::Scalar => Scalar
    }
}

/// `identity`, `generator` and `is_identity` of the `group` traits: the point types' inherent
/// ones.
#[cfg(feature = "groups")]
macro_rules! identity_methods {
    () => {
        fn identity() -> Self {
            Self::identity()
        }

        fn generator() -> Self {
            Self::generator()
        }

        fn is_identity(&self) -> subtle::Choice {
            self.is_identity()
        }
    };
}

/// `Group`, `Curve`, `PrimeCurve` and the affine curve trait of G1 and G2 under the names of the
/// facade's `group` generation: `Curve`'s affine type `$repr` (`AffineRepr` in 0.13, `Affine` in
/// 0.14), `PrimeCurve`'s own associated type if it has one (`type Affine;` in 0.13), and the
/// affine trait `$affine_trait` (`prime::PrimeCurveAffine` in 0.13, `CurveAffine` in 0.14).
#[cfg(feature = "groups")]
macro_rules! group_traits {
    (Curve::$repr:ident, PrimeCurve { $(type $prime_affine:ident;)? }, $affine_trait:path) => {
        group_traits!(@group G1Affine, G1Projective, $repr, [$($prime_affine)?], $affine_trait);
        group_traits!(@group G2Affine, G2Projective, $repr, [$($prime_affine)?], $affine_trait);
    };
    (@group $affine:ident, $proj:ident, $repr:ident, [$($prime_affine:ident)?], $affine_trait:path) => {
        impl group::Group for crate::$proj {
            type Scalar = crate::Scalar;

            random_fn! {
                /// Draws exactly as `bls12_381` does (see `bls381`'s `Projective::random`), so
                /// seeded callers get the same points.
                bls381::$proj => Self
            }

            identity_methods!();

            fn double(&self) -> Self {
                self.double()
            }

            mul_by_generator_fn!($proj);
        }

        impl group::Curve for crate::$proj {
            type $repr = crate::$affine;

            fn batch_normalize(p: &[Self], q: &mut [Self::$repr]) {
                Self::batch_normalize(p, q);
            }

            fn to_affine(&self) -> Self::$repr {
                self.into()
            }
        }

        impl group::prime::PrimeCurve for crate::$proj {
            $(type $prime_affine = crate::$affine;)?
        }

        impl $affine_trait for crate::$affine {
            type Scalar = crate::Scalar;
            type Curve = crate::$proj;

            identity_methods!();

            fn to_curve(&self) -> Self::Curve {
                self.into()
            }
        }
    };
}

#[cfg(feature = "pairings")]
impl group::Group for crate::Gt {
    type Scalar = Scalar;

    random_fn! {
        /// A random element of Fp12 (12 × 96 bytes) through the final exponentiation, as
        /// `bls12_381`.
        bls381::Gt => crate::Gt
    }

    fn identity() -> Self {
        Self::identity()
    }

    fn generator() -> Self {
        crate::pairings::gt_generator()
    }

    fn is_identity(&self) -> subtle::Choice {
        self.0.is_identity()
    }

    fn double(&self) -> Self {
        self.double()
    }
}
