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
pub mod pairing;
pub mod signature;

pub use backend::backend;
pub use curve::{G1Affine, G1Projective, G2Affine, G2Projective};
pub use field::Fr as Scalar;
pub use pairing::{
    miller_loop, multi_miller_loop_unprepared, pairing, pairing_check, Gt, MillerLoopResult,
};
#[cfg(feature = "alloc")]
pub use pairing::{multi_miller_loop, G2Prepared};

#[cfg(test)]
mod test_util;
