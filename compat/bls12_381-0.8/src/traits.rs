//! The trait implementations that differ between the `ff`/`group` 0.13 and 0.14 generations:
//! here the 0.13 ones (`random(impl RngCore)` on `rand_core` 0.6, `Curve::AffineRepr`,
//! `PrimeCurve::Affine`, `PrimeCurveAffine`).

use core::convert::Infallible;

use ff::Field;
use rand_core::RngCore;

use crate::Scalar;

/// A `rand_core` 0.6 generator seen as a `rand_core` 0.10 one, so that bls381's random
/// constructors read it: the same calls (`fill_bytes`, `next_u32`) in the same order, hence
/// the same values as `bls12_381` 0.8 draws from it.
struct Rng06<R>(R);

impl<R: RngCore> rand_core_010::TryRng for Rng06<R> {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok(self.0.next_u32())
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(self.0.next_u64())
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        self.0.fill_bytes(dst);
        Ok(())
    }
}

impl Field for Scalar {
    scalar_field_methods!();

    /// 64 bytes reduced mod q, as `bls12_381`.
    fn random(rng: impl RngCore) -> Self {
        Scalar(bls381::Scalar::random(&mut Rng06(rng)))
    }
}

#[cfg(feature = "groups")]
macro_rules! group_traits {
    ($affine:ident, $proj:ident) => {
        impl group::Group for $proj {
            type Scalar = Scalar;

            /// Draws exactly as `bls12_381` does (see `bls381`'s `Projective::random`), so
            /// seeded callers get the same points.
            fn random(rng: impl RngCore) -> Self {
                $proj(bls381::$proj::random(&mut Rng06(rng)))
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
        }

        impl group::Curve for $proj {
            type AffineRepr = $affine;

            fn batch_normalize(p: &[Self], q: &mut [Self::AffineRepr]) {
                Self::batch_normalize(p, q);
            }

            fn to_affine(&self) -> Self::AffineRepr {
                self.into()
            }
        }

        impl group::prime::PrimeCurve for $proj {
            type Affine = $affine;
        }

        impl group::prime::PrimeCurveAffine for $affine {
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
    fn random(rng: impl RngCore) -> Self {
        crate::Gt(bls381::Gt::random(&mut Rng06(rng)))
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
