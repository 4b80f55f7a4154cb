//! # `blst` (0.3.17 API) over `bls381`
//!
//! A drop-in replacement for the Rust bindings of [`blst`](https://docs.rs/blst/0.3.17),
//! version 0.3.17: the high-level `min_pk` and `min_sig` APIs, `MultiPoint`, `p1_affines` /
//! `p2_affines`, `Pairing`, and the raw `blst_*` functions of blst's `bindings.rs` with their
//! names, pointer signatures, `repr(C)` types (field elements in Montgomery form with blst's
//! R, Jacobian points) and semantics, computed by the `bls381` library. Switch a project over
//! without touching its code:
//!
//! ```toml
//! [patch.crates-io]
//! blst = { path = "path/to/bls381/compat/blst" }
//! ```
//!
//! ```
//! use blst::min_pk::SecretKey;
//! use blst::BLST_ERROR;
//!
//! let dst = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
//! let sk = SecretKey::key_gen(&[7u8; 32], &[]).unwrap();
//! let pk = sk.sk_to_pk();
//! let sig = sk.sign(b"message", dst, &[]);
//! assert_eq!(sig.verify(true, b"message", dst, &[], &pk, true), BLST_ERROR::BLST_SUCCESS);
//! ```
//!
//! The raw functions are `unsafe extern "C"` as blst's are, and (without the test-only
//! `__no_c_symbols` feature) exported under blst's C symbol names, so C code compiled against
//! `blst.h` links against them. All `unsafe` code lives in one module, `ffi`; every other
//! module is safe Rust over bls381's public API.
//!
//! The threaded calls of blst (`verify_multiple_aggregate_signatures`, `aggregate_verify`,
//! `MultiPoint` on many points, `miller_loop_n`) run on bls381's `parallel` code on the
//! caller's rayon pool with the default feature `threads`; the crate starts no pool of its own.

#![cfg_attr(docsrs, feature(doc_cfg))]
#![allow(clippy::too_many_arguments)]

mod ffi;
mod field;
mod impls;
mod keygen;
mod msm;
mod multi_point;
mod pairing;
mod point;
mod scalar;
mod sig;
mod types;
mod uniq;

pub use ffi::*;
pub use impls::{Pairing, print_bytes, uniq};
pub use multi_point::{MultiPoint, p1_affines, p2_affines};
pub use types::*;

/// Public keys in G1 (48 bytes compressed), signatures in G2 (96 bytes): Ethereum, Zcash,
/// Filecoin.
pub mod min_pk {
    crate::sig::sig_variant_impl!(
        blst_p1_affine,
        blst_p1,
        blst_p2_affine,
        blst_p2,
        bls381::curve::G1,
        bls381::curve::G2,
        48,
        96,
        96,
        192
    );
}

/// Public keys in G2 (96 bytes compressed), signatures in G1 (48 bytes).
pub mod min_sig {
    crate::sig::sig_variant_impl!(
        blst_p2_affine,
        blst_p2,
        blst_p1_affine,
        blst_p1,
        bls381::curve::G2,
        bls381::curve::G1,
        96,
        192,
        48,
        96
    );
}
