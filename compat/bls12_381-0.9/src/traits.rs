//! What the `ff`/`group` 0.14 generation changes in the trait implementations that
//! compat/shared/traits.rs writes once: `try_random` on `rand_core` 0.10, `Group::mul_by_generator`,
//! and the names of the curve traits (`Curve::Affine`, `CurveAffine`, a marker `PrimeCurve`).

/// The random constructor of `Field` and `Group`: `try_random` on `rand_core` 0.10, bls381's own
/// (`$inner::try_random`), its value wrapped by `$wrap`.
macro_rules! random_fn {
    ($(#[$doc:meta])* $inner:ty => $wrap:path) => {
        $(#[$doc])*
        fn try_random<R: rand_core::TryRng + ?Sized>(rng: &mut R) -> Result<Self, R::Error> {
            <$inner>::try_random(rng).map($wrap)
        }
    };
}

/// `Group::mul_by_generator` of G1 and G2: bls381's (with its `std` feature, from precomputed
/// generator tables).
#[cfg(feature = "groups")]
macro_rules! mul_by_generator_fn {
    ($proj:ident) => {
        fn mul_by_generator(scalar: &crate::Scalar) -> Self {
            Self(bls381::$proj::mul_by_generator(&scalar.0))
        }
    };
}

#[macro_use]
#[path = "../../shared/traits.rs"]
mod shared;

#[cfg(feature = "groups")]
group_traits!(Curve::Affine, PrimeCurve {}, group::CurveAffine);
