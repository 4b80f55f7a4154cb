//! bls381: the BLS12-381 pairing-friendly curve, fast and constant time.
//!
//! - [`field`]: Fp, Fr ([`Scalar`]) and the Fp2/Fp6/Fp12 tower, on hand-written x86_64
//!   (MULX/ADCX/ADOX) and AArch64 Montgomery kernels picked at run time ([`backend()`]), or a
//!   portable constant-time Rust backend.
//! - [`curve`]: G1 and G2 ([`G1Projective`], [`G2Affine`], ...) with GLV/GLS scalar
//!   multiplication, fast subgroup checks, the zcash encodings, and `msm_vartime`.
//! - [`pairing`](mod@pairing): the optimal ate pairing, multi-Miller loops with one final exponentiation.
//! - [`hash_to_curve`]: RFC 9380 hashing to G1 and G2.
//! - [`eip2537`]: Ethereum's seven BLS12-381 precompiles on their byte formats, with their gas
//!   schedule (`alloc`).
//! - [`signature`]: BLS signatures (`min_pk` and `min_sig`, basic / augmented / proof of
//!   possession schemes), aggregation and batch verification.
//! - `traits` (feature `group`): the ff 0.14 / group 0.14 / pairing 0.24 traits on these types
//!   and the `Bls12` engine, for generic zk code.
//!
//! Secret-dependent work (scalar multiplication by `*`, inversion, square roots, key generation,
//! signing) is constant time; functions whose time depends on their inputs are named
//! `*_vartime` or documented as taking public data (see SECURITY.md). Decoders validate
//! everything the encodings' specifications require and never panic.
//!
//! ```
//! use bls381::{pairing, G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
//!
//! // Bilinearity: e(a·P, Q) = e(P, a·Q).
//! let a = Scalar::from(0x1234_5678u64);
//! let p = G1Affine::from(G1Projective::generator() * a);
//! let q = G2Affine::from(G2Projective::generator() * a);
//! assert_eq!(
//!     pairing(&p, &G2Affine::generator()),
//!     pairing(&G1Affine::generator(), &q)
//! );
//!
//! // Bytes in, validated points out.
//! assert_eq!(G1Affine::from_compressed(&p.to_compressed()).unwrap(), p);
//! ```
#![no_std]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(any(feature = "std", test))]
extern crate std;

mod ct;
mod macros;
mod parallel;
mod params;

pub mod backend;
pub mod curve;
#[cfg(feature = "alloc")]
pub mod eip2537;
pub mod field;
pub mod hash_to_curve;
pub mod pairing;
pub mod signature;
#[cfg(feature = "group")]
pub mod traits;

/// The RNG traits bls381's sampling takes (`rand_core` 0.10): `SecretKey::generate`,
/// `Scalar::random`, ... accept any `rand_core::CryptoRng` / `Rng` (e.g. `rand` 0.10's
/// `rand::rng()`); an RNG of another `rand_core` major version does not implement them.
pub use rand_core;
/// The constant-time types of the API (`Choice`, `CtOption`, `ConstantTimeEq`, ...).
pub use subtle;

pub use backend::backend;
pub use curve::{DecodeError, G1Affine, G1Projective, G2Affine, G2Projective};
pub use field::Fr as Scalar;
pub use pairing::{
    miller_loop, multi_miller_loop_unprepared, pairing, pairing_check, Gt, MillerLoopResult,
};
#[cfg(feature = "alloc")]
pub use pairing::{multi_miller_loop, G2Prepared};
#[cfg(feature = "group")]
pub use traits::Bls12;

#[cfg(test)]
mod test_util;

/// Every Rust snippet of README.md, compiled and run as a doctest (so the README's examples are
/// the ones a new user can paste). They use the default features (batch verification and MSM
/// need `alloc`), so they are skipped without them.
#[cfg(all(doctest, feature = "std"))]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
