//! # `bls12_381` (0.9 API) over `bls381`
//!
//! A drop-in replacement for the zkcrypto [`bls12_381`](https://docs.rs/bls12_381/0.9) crate,
//! version 0.9: the same items, methods, operators, trait implementations (`ff` 0.14,
//! `group` 0.14, `pairing` 0.24, `rand_core` 0.10, `digest` 0.10), Cargo features, encodings
//! and observable behaviour, computed by the `bls381` library. Switch a project over without
//! touching its code:
//!
//! ```toml
//! [patch.crates-io]
//! bls12_381 = { path = "path/to/bls381/compat/bls12_381-0.9" }
//! ```
//!
//! * This implementation does not require the Rust standard library.
//! * All operations are constant time unless explicitly noted.
//! * The types are newtypes over bls381's (`From` converts both ways at no cost), for the
//!   bls381 API beyond this one (signatures, multi-scalar multiplication, `pairing_check`, …).

#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![deny(rustdoc::broken_intra_doc_links)]
#![deny(missing_debug_implementations)]
#![deny(missing_docs)]
#![deny(unsafe_code)]
#![allow(clippy::suspicious_arithmetic_impl)]

#[cfg(feature = "alloc")]
extern crate alloc;

#[cfg(test)]
extern crate std;

// The operator macros of bls381 itself (one text for the library and the facades), then the
// facades' own (newtype forwarding).
#[macro_use]
#[allow(unused_macros)]
#[path = "../../../src/macros.rs"]
mod macros;
#[macro_use]
#[path = "../../shared/macros.rs"]
mod facade_macros;

#[path = "../../shared/notes/mod.rs"]
pub mod notes;

#[macro_use]
#[path = "../../shared/scalar.rs"]
mod scalar;

pub use scalar::Scalar;

#[cfg(feature = "groups")]
#[path = "../../shared/fields.rs"]
mod fp;

#[cfg(feature = "groups")]
#[path = "../../shared/groups.rs"]
mod groups;

#[cfg(feature = "groups")]
pub use groups::g1::{G1Affine, G1Projective};
#[cfg(feature = "groups")]
pub use groups::g2::{G2Affine, G2Projective};

#[cfg(feature = "pairings")]
#[path = "../../shared/pairings.rs"]
mod pairings;

#[cfg(feature = "pairings")]
pub use pairings::{Bls12, Gt, MillerLoopResult, pairing};

#[cfg(all(feature = "pairings", feature = "alloc"))]
pub use pairings::{G2Prepared, multi_miller_loop};

mod traits;

#[cfg(feature = "experimental")]
pub mod hash_to_curve;
