//! Decoding many keys or signatures at once, with every check of the single decoders; with
//! the `parallel` feature the work runs on the caller's rayon pool.

use alloc::vec::Vec;

use super::{Error, PublicKey, Signature, Variant};
use crate::parallel;

/// Encodings per task: one decoding with its subgroup check costs 40–90 µs, so a task of
/// four outweighs the wake-up of a thread.
const DECODE_PARALLEL_MIN: usize = 4;

impl<V: Variant> PublicKey<V> {
    /// [`from_bytes`](Self::from_bytes) (KeyValidate included) on every encoding: one result
    /// per input, in order. Never panics, whatever the bytes.
    ///
    /// ```
    /// use bls381::signature::{min_pk::{PublicKey, SecretKey}, Error};
    /// let pk = SecretKey::key_gen(&[1; 32], b"").unwrap().public_key();
    /// let mut id = [0u8; 48];
    /// id[0] = 0xc0;
    /// let v = PublicKey::from_bytes_batch(&[&pk.to_bytes()[..], &id, &[1, 2, 3]]);
    /// assert_eq!(v, [Ok(pk), Err(Error::IdentityPublicKey), Err(Error::BadEncoding)]);
    /// // All or nothing:
    /// let all: Result<Vec<PublicKey>, Error> = v.into_iter().collect();
    /// assert!(all.is_err());
    /// ```
    pub fn from_bytes_batch<B: AsRef<[u8]> + Sync>(encodings: &[B]) -> Vec<Result<Self, Error>> {
        parallel::map(encodings, DECODE_PARALLEL_MIN, |b| {
            Self::from_bytes(b.as_ref())
        })
    }
}

impl<V: Variant> Signature<V> {
    /// [`from_bytes`](Self::from_bytes) (subgroup check included) on every encoding: one
    /// result per input, in order. Never panics, whatever the bytes.
    ///
    /// ```
    /// use bls381::signature::{min_pk::{Pop, SecretKey, Signature}, Error};
    /// let sig = Pop::sign(&SecretKey::key_gen(&[1; 32], b"").unwrap(), b"m");
    /// let v = Signature::from_bytes_batch(&[sig.to_bytes(), [0; 96]]);
    /// assert_eq!(v, [Ok(sig), Err(Error::BadEncoding)]);
    /// ```
    pub fn from_bytes_batch<B: AsRef<[u8]> + Sync>(encodings: &[B]) -> Vec<Result<Self, Error>> {
        parallel::map(encodings, DECODE_PARALLEL_MIN, |b| {
            Self::from_bytes(b.as_ref())
        })
    }
}
