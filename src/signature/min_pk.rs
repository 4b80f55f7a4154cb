//! *minimal-pubkey-size* BLS: public keys in G1 (48 bytes compressed), signatures and message
//! hashes in G2 (96 bytes). Ethereum's consensus layer uses [`Pop`] (DST
//! `BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_`); Zcash and Filecoin use this variant too.
//!
//! ```
//! use bls381::signature::min_pk::{AggregateSignature, Pop, SecretKey};
//!
//! let sks: Vec<_> = (0..4u8).map(|i| SecretKey::key_gen(&[i; 32], b"").unwrap()).collect();
//! let pks: Vec<_> = sks.iter().map(|sk| sk.public_key()).collect();
//! let sigs: Vec<_> = sks.iter().map(|sk| Pop::sign(sk, b"slot 42")).collect();
//! let agg = AggregateSignature::aggregate(&sigs).unwrap().to_signature();
//! assert_eq!(agg.to_bytes().len(), 96);
//! assert!(Pop::fast_aggregate_verify(&pks, b"slot 42", &agg).is_ok());
//! assert_eq!(Pop::DST, b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_");
//! ```

super::instantiate!(MinPk, pk = "48" / "96", sig = "96" / "192");
