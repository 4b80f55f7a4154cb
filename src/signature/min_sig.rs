//! *minimal-signature-size* BLS: signatures and message hashes in G1 (48 bytes compressed),
//! public keys in G2 (96 bytes). Ciphersuites `BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_{NUL,AUG,POP}_`.
//!
//! ```
//! use bls381::signature::min_sig::{Basic, SecretKey};
//!
//! let sk = SecretKey::key_gen(&[1u8; 32], b"").unwrap();
//! let sig = Basic::sign(&sk, b"hello");
//! assert_eq!(sig.to_bytes().len(), 48);
//! assert_eq!(sk.public_key().to_bytes().len(), 96);
//! assert!(Basic::verify(&sk.public_key(), b"hello", &sig).is_ok());
//! assert_eq!(Basic::DST, b"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_");
//! ```

super::instantiate!(MinSig, pk = "96" / "192", sig = "48" / "96");
