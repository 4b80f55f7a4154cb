//! The groups G1 ⊂ E(Fp) and G2 ⊂ E'(Fp2) of BLS12-381, with the API of the `bls12_381` crate.
//!
//! E: y² = x³ + 4 over Fp and its sextic M-twist E': y² = x³ + 4(1 + u) over Fp2 share every
//! algorithm: the points are [`Affine<C>`] and [`Projective<C>`] for a curve marker `C`
//! ([`G1`] or [`G2`]), and the crate root names them `G1Affine`, `G1Projective`, `G2Affine`,
//! `G2Projective`.
//!
//! * Projective points are homogeneous (X : Y : Z), x = X/Z, y = Y/Z, identity (0 : 1 : 0),
//!   added with the complete formulas of Renes–Costello–Batina (ePrint 2015/1060), so P + P,
//!   P + (−P) and the identity need no special case and no branch.
//! * Internally, runs of doublings (multiplication by the curve parameter z, subgroup checks,
//!   cofactor clearing) use Jacobian coordinates, whose doubling is cheaper; their few
//!   exceptional additions are resolved by constant-time selection.
//! * Scalar multiplication splits the scalar with the endomorphisms (GLV for G1, 4-dimensional
//!   GLS for G2) and runs fixed signed windows with constant-time table scans (the five
//!   doublings of a window in Jacobian coordinates, the additions complete); the `*_vartime`
//!   variants use wNAF for public scalars; [`Projective::mul_by_generator`] uses per-window
//!   tables of the generator (built once, with `std`) and no doubling.
//! * Encodings are the zcash / IETF ones (compressed and uncompressed, three flag bits); G2
//!   decompression takes its square root through the norm (two exponentiations in Fp).
//!
//! All operations are constant time unless their name ends in `_vartime`.
//!
//! Points outside the prime-order subgroup can only be made with the `_unchecked` decoders;
//! for them the endomorphism-based scalar multiplication is not `k·P` (as in blst): check with
//! `is_torsion_free` first when the input is untrusted.

#[cfg(feature = "alloc")]
mod batch;
mod encoding;
mod endomorphism;
#[cfg(feature = "alloc")]
mod fft;
mod g1;
#[cfg(feature = "alloc")]
mod g1_lanes;
mod g2;
#[cfg(feature = "alloc")]
mod g2_double_lanes;
mod group_law;
mod lookup;
#[cfg(feature = "alloc")]
mod msm;
mod point;
mod scalar_mul;
mod subgroup;
#[cfg(feature = "alloc")]
mod zchain_lanes;

pub use encoding::DecodeError;
pub use g1::G1;
pub use g2::G2;
pub use point::{Affine, Curve, Projective};

#[cfg(feature = "alloc")]
pub use msm::FixedBaseMsm;

/// The sum of public points by batched affine additions (aggregation of keys and signatures).
#[cfg(feature = "alloc")]
pub(crate) use msm::sum_vartime;

/// The base-|z| split of a scalar, which Gt's scalar multiplication shares with G2's GLS.
pub(crate) use endomorphism::decompose;

/// ψ, whose image the Miller loop's G2 subgroup test compares with.
#[cfg(feature = "alloc")]
pub(crate) use endomorphism::psi_affine;

/// A point of G1 in affine coordinates.
pub type G1Affine = Affine<G1>;
/// A point of G1 in homogeneous projective coordinates.
pub type G1Projective = Projective<G1>;
/// A point of G2 in affine coordinates.
pub type G2Affine = Affine<G2>;
/// A point of G2 in homogeneous projective coordinates.
pub type G2Projective = Projective<G2>;
