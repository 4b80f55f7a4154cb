//! bls381's integration tests, one module per subject, in one test binary: a release build
//! compiles the library's generic code (curves, pairings, hashing) again for each test crate,
//! and one crate does that work once.
//!
//! Run one subject with a filter: `cargo test --release --test suite -- field::`.

#[path = "../common/mod.rs"]
mod common;
#[macro_use]
#[path = "../curve_common/mod.rs"]
mod curve_common;
#[path = "../h2c_support/json.rs"]
mod json;

mod curve_g1;
mod curve_g2;
mod eip2537_errors;
mod eip2537_vectors;
mod field;
mod hash_to_curve;
mod msm;
mod pairing;
mod parallel;
mod random;
mod secret_hygiene;
mod signature_blst;
mod signature_negative;
mod signature_vectors;
mod tower;
