//! BLS signatures (draft-irtf-cfrg-bls-signature-05) over BLS12-381: key generation, the basic,
//! message-augmentation and proof-of-possession schemes, aggregation and batch verification.
//!
//! Two variants, one implementation: [`min_pk`] (public keys in G1, signatures in G2: Ethereum,
//! Zcash, Filecoin) and [`min_sig`] (keys in G2, signatures in G1) are the generic types of
//! this module instantiated with [`MinPk`] and [`MinSig`]. Use them through those modules:
//!
//! ```
//! use bls381::signature::min_pk::{Pop, PublicKey, SecretKey, Signature};
//!
//! // Key generation from 32 bytes of secret randomness (draft §2.3 KeyGen).
//! let sk = SecretKey::key_gen(&[0x11; 32], b"").unwrap();
//! let pk = sk.public_key();
//!
//! // Ethereum's ciphersuite: BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_.
//! let sig = Pop::sign(&sk, b"attestation");
//! assert_eq!(Pop::verify(&pk, b"attestation", &sig), Ok(()));
//!
//! // Bytes in, validated values out (canonical encoding, on the curve, in the subgroup).
//! let pk = PublicKey::from_bytes(&pk.to_bytes()).unwrap();
//! let sig = Signature::from_bytes(&sig.to_bytes()).unwrap();
//! assert!(Pop::verify(&pk, b"attestation", &sig).is_ok());
//! ```
//!
//! # Safety properties
//!
//! * **Secrets**: [`SecretKey`] operations run in constant time (HKDF, the range check, the
//!   fixed-base and GLV/GLS scalar multiplications, hash to curve); the key is wiped on drop,
//!   printed as `<redacted>`, and not `Clone`.
//! * **Validation**: every decoder checks the encoding, the curve equation and the subgroup, and
//!   public keys are refused when they are the identity (KeyValidate). Each type has an
//!   explicit `from_bytes_unchecked` + `validate` split for callers that cache validation.
//!   Verification refuses an identity key whatever its origin, and trusts the types for
//!   subgroup membership.
//! * **No panics**: every input, including empty lists, lists of different lengths and bytes
//!   of any length, gives a value or an [`Error`].
//! * **Verification**: one multi-Miller loop and one final exponentiation per call (the
//!   variable-time [`pairing_check`](crate::pairing_check): verification inputs are public).
//!
//! Functions that need a heap (aggregate and batch verification, which hold n points) require
//! the `alloc` feature; the rest works in `no_std` without it.

mod aggregate;
#[cfg(feature = "alloc")]
mod batch;
#[cfg(feature = "alloc")]
mod batch_decode;
mod encoding;
mod error;
mod keygen;
mod public_key;
mod scheme;
mod secret_key;
mod sig;
mod variant;
mod verify;

pub mod min_pk;
pub mod min_sig;

pub use aggregate::{AggregatePublicKey, AggregateSignature};
pub use error::Error;
pub use public_key::PublicKey;
pub use scheme::{Aug, Basic, Pop, Scheme, SchemeKind};
pub use secret_key::SecretKey;
pub use sig::Signature;
pub use variant::{ByteArray, MinPk, MinSig, SignatureGroup, Variant};

/// The type aliases of one variant (the bodies of [`min_pk`] and [`min_sig`]), with the concrete
/// encoding types spelled out (rustdoc shows the generic methods' `<V::Pk as
/// SignatureGroup>::Compressed`, which is one of these arrays).
macro_rules! instantiate {
    ($v:ident, pk = $pkc:literal / $pku:literal, sig = $sigc:literal / $sigu:literal) => {
        use super::$v;

        /// A secret key ([`SecretKey`](super::SecretKey)): `to_bytes` gives `[u8; 32]`,
        /// big-endian.
        pub type SecretKey = super::SecretKey<$v>;
        #[doc = concat!("A public key ([`PublicKey`](super::PublicKey)): `to_bytes` gives `[u8; ", $pkc, "]`, `to_uncompressed` `[u8; ", $pku, "]`; `from_bytes` takes either length.")]
        pub type PublicKey = super::PublicKey<$v>;
        #[doc = concat!("A signature ([`Signature`](super::Signature)): `to_bytes` gives `[u8; ", $sigc, "]`, `to_uncompressed` `[u8; ", $sigu, "]`; `from_bytes` takes either length.")]
        pub type Signature = super::Signature<$v>;
        /// A sum of public keys ([`AggregatePublicKey`](super::AggregatePublicKey)).
        pub type AggregatePublicKey = super::AggregatePublicKey<$v>;
        /// A sum of signatures ([`AggregateSignature`](super::AggregateSignature)).
        pub type AggregateSignature = super::AggregateSignature<$v>;
        /// The basic scheme (draft §3.1), ciphersuite `…_RO_NUL_`.
        pub type Basic = super::Scheme<$v, super::Basic>;
        /// The message-augmentation scheme (draft §3.2), ciphersuite `…_RO_AUG_`.
        pub type Aug = super::Scheme<$v, super::Aug>;
        /// The proof-of-possession scheme (draft §3.3), ciphersuite `…_RO_POP_`.
        pub type Pop = super::Scheme<$v, super::Pop>;
    };
}
use instantiate;
