//! What the `ff`/`group` 0.13 generation changes in the trait implementations that
//! compat/shared/traits.rs writes once: `random(impl RngCore)` on `rand_core` 0.6, no
//! `Group::mul_by_generator`, and the names of the curve traits (`Curve::AffineRepr`,
//! `PrimeCurve::Affine`, `PrimeCurveAffine`).

use core::convert::Infallible;

use rand_core::RngCore;

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

/// The random constructor of `Field` and `Group`: `random` on `rand_core` 0.6, bls381's own
/// (`$inner::random`) reading the generator through [`Rng06`], its value wrapped by `$wrap`.
macro_rules! random_fn {
    ($(#[$doc:meta])* $inner:ty => $wrap:path) => {
        $(#[$doc])*
        fn random(rng: impl rand_core::RngCore) -> Self {
            $wrap(<$inner>::random(&mut crate::traits::Rng06(rng)))
        }
    };
}

/// `group` 0.13's `Group` has no `mul_by_generator`.
#[cfg(feature = "groups")]
macro_rules! mul_by_generator_fn {
    ($proj:ident) => {};
}

#[macro_use]
#[path = "../../shared/traits.rs"]
mod shared;

#[cfg(feature = "groups")]
group_traits!(Curve::AffineRepr, PrimeCurve { type Affine; }, group::prime::PrimeCurveAffine);
