//! bls381: the BLS12-381 pairing-friendly curve.
#![no_std]
#![deny(unsafe_code)]
#![warn(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(any(feature = "std", test))]
extern crate std;

mod macros;

pub mod backend;
pub mod curve;
pub mod field;
pub mod hash_to_curve;

pub use backend::backend;
pub use curve::{G1Affine, G1Projective, G2Affine, G2Projective};
pub use field::Fr as Scalar;

#[cfg(test)]
mod test_util;
