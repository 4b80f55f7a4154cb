//! # `bls12_381` (0.8 API) over `bls381`
//!
//! A drop-in replacement for the zkcrypto [`bls12_381`](https://docs.rs/bls12_381/0.8) crate,
//! version 0.8: the same items, methods, operators, trait implementations (`ff` 0.13,
//! `group` 0.13, `pairing` 0.23, `rand_core` 0.6, `digest` 0.9), Cargo features, encodings
//! and observable behaviour, computed by the `bls381` library. Switch a project over without
//! touching its code:
//!
//! ```toml
//! [patch.crates-io]
//! bls12_381 = { path = "path/to/bls381/compat/bls12_381-0.8" }
//! ```
//!
//! * This implementation does not require the Rust standard library.
//! * All operations are constant time unless explicitly noted.
//! * The types are newtypes over bls381's (`From` converts both ways at no cost), for the
//!   bls381 API beyond this one (signatures, multi-scalar multiplication, `pairing_check`, …).

#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

// The modules and public items both lines share (the lints are in Cargo.toml's [lints]).
include!("../../shared/crate_root.rs");

// What this line's generation of the trait crates changes, and its hash_to_curve API.
mod traits;

#[cfg(feature = "experimental")]
pub mod hash_to_curve;
