//! The trait implementations that differ between the `ff`/`group` 0.13 and 0.14 generations:
//! here the 0.14 ones (`try_random` on `rand_core` 0.10, `Curve::Affine`, `CurveAffine`,
//! marker `PrimeCurve`).

use ff::Field;
use rand_core::TryRng;

use crate::Scalar;

impl Field for Scalar {
    scalar_field_methods!();

    /// 64 bytes reduced mod q, as `bls12_381`.
    fn try_random<R: TryRng + ?Sized>(rng: &mut R) -> Result<Self, R::Error> {
        bls381::Scalar::try_random(rng).map(Scalar)
    }
}

#[cfg(feature = "groups")]
macro_rules! group_traits {
    ($affine:ident, $proj:ident) => {
        impl group::Group for $proj {
            type Scalar = Scalar;

            /// Draws exactly as `bls12_381` does (see `bls381`'s `Projective::random`), so
            /// seeded callers get the same points.
            fn try_random<R: TryRng + ?Sized>(rng: &mut R) -> Result<Self, R::Error> {
                bls381::$proj::try_random(rng).map($proj)
            }

            fn identity() -> Self {
                Self::identity()
            }

            fn generator() -> Self {
                Self::generator()
            }

            fn is_identity(&self) -> subtle::Choice {
                self.is_identity()
            }

            fn double(&self) -> Self {
                self.double()
            }

            fn mul_by_generator(scalar: &Scalar) -> Self {
                $proj(bls381::$proj::mul_by_generator(&scalar.0))
            }
        }

        impl group::Curve for $proj {
            type Affine = $affine;

            fn batch_normalize(p: &[Self], q: &mut [Self::Affine]) {
                Self::batch_normalize(p, q);
            }

            fn to_affine(&self) -> Self::Affine {
                self.into()
            }
        }

        impl group::prime::PrimeCurve for $proj {}

        impl group::CurveAffine for $affine {
            type Scalar = Scalar;
            type Curve = $proj;

            fn identity() -> Self {
                Self::identity()
            }

            fn generator() -> Self {
                Self::generator()
            }

            fn is_identity(&self) -> subtle::Choice {
                self.is_identity()
            }

            fn to_curve(&self) -> Self::Curve {
                self.into()
            }
        }
    };
}

#[cfg(feature = "groups")]
mod groups {
    use super::*;
    use crate::{G1Affine, G1Projective, G2Affine, G2Projective};

    group_traits!(G1Affine, G1Projective);
    group_traits!(G2Affine, G2Projective);
}

#[cfg(feature = "pairings")]
impl group::Group for crate::Gt {
    type Scalar = Scalar;

    /// A random element of Fp12 (12 × 96 bytes) through the final exponentiation, as
    /// `bls12_381`.
    fn try_random<R: TryRng + ?Sized>(rng: &mut R) -> Result<Self, R::Error> {
        bls381::Gt::try_random(rng).map(crate::Gt)
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
