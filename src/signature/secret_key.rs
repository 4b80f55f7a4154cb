//! Secret keys: generation (§2.3 KeyGen), the 32-byte encoding, SkToPk (§2.4) and CoreSign
//! (§2.6), all in constant time; wiped on drop, never printed, never `Clone`d implicitly.

use core::fmt;
use core::marker::PhantomData;

use rand_core::CryptoRng;
use subtle::{Choice, ConstantTimeEq, CtOption};
use zeroize::{Zeroize, ZeroizeOnDrop};

use super::keygen::{self, MIN_IKM};
use super::verify::hash_message;
use super::{Error, PublicKey, Signature, Variant};
use crate::curve::Projective;
use crate::field::Fr as Scalar;

/// A BLS secret key: a scalar SK with 1 ≤ SK < r.
///
/// * Constant time: key generation, decoding, public-key derivation (a fixed-base
///   multiplication with precomputed tables) and signing (a GLV/GLS multiplication with
///   constant-time table scans) take the same time for every key.
/// * Wiped: [`Zeroize`] is implemented and runs on drop ([`ZeroizeOnDrop`]). Copies the
///   compiler makes on the stack during arithmetic are not reachable from safe Rust and are not
///   wiped; [`to_bytes`](Self::to_bytes) hands out a plain array that the caller owns and
///   should wipe.
/// * Never printed: `Debug` shows `SecretKey(<redacted>)`; there is no `Display`.
/// * Not `Clone` or `Copy`, so that copies are made only on purpose (through
///   [`to_bytes`](Self::to_bytes) / [`from_bytes`](Self::from_bytes)).
///
/// ```
/// use bls381::signature::min_pk::{Pop, SecretKey};
///
/// let sk = SecretKey::key_gen(&[7u8; 32], b"").unwrap();
/// let pk = sk.public_key();
/// let sig = Pop::sign(&sk, b"hello");
/// assert!(Pop::verify(&pk, b"hello", &sig).is_ok());
/// assert_eq!(format!("{sk:?}"), "SecretKey(<redacted>)");
/// ```
pub struct SecretKey<V: Variant> {
    sk: Scalar,
    _variant: PhantomData<V>,
}

impl<V: Variant> SecretKey<V> {
    fn from_scalar_unchecked(sk: Scalar) -> Self {
        SecretKey {
            sk,
            _variant: PhantomData,
        }
    }

    /// The key whose scalar is `sk`, checking 0 < SK in constant time
    /// ([`Error::InvalidSecretKey`] for zero): for keys computed as scalars (threshold shares,
    /// derivations).
    ///
    /// The byte orders differ between the two layers, as in `bls12_381` and blst: a
    /// [`Scalar`]'s `to_bytes`/`from_bytes` are little-endian, a secret key's
    /// [`to_bytes`](Self::to_bytes)/[`from_bytes`](Self::from_bytes) big-endian (the draft's
    /// and Ethereum's encoding; `Scalar::to_bytes_be` gives the same bytes). Convert between
    /// the two through this function and [`to_scalar`](Self::to_scalar), not through bytes.
    ///
    /// ```
    /// use bls381::signature::min_pk::SecretKey;
    /// use bls381::Scalar;
    ///
    /// let s = Scalar::from(12345u64);
    /// let sk = SecretKey::from_scalar(s).unwrap();
    /// assert_eq!(sk.to_scalar(), s);
    /// assert_eq!(sk.to_bytes(), s.to_bytes_be()); // big-endian; s.to_bytes() is little-endian
    /// assert!(SecretKey::from_scalar(Scalar::zero()).is_err());
    /// ```
    pub fn from_scalar(sk: Scalar) -> Result<Self, Error> {
        // One branch, on the verdict (public: it is the variant of the `Result`).
        if crate::ct::declassify(!sk.is_zero()) {
            Ok(Self::from_scalar_unchecked(sk))
        } else {
            Err(Error::InvalidSecretKey)
        }
    }

    /// The key's scalar SK. A copy of the secret: wipe it when done
    /// (`zeroize::Zeroizing<Scalar>` or `Zeroize::zeroize` on it). See
    /// [`from_scalar`](Self::from_scalar) for the byte orders.
    pub fn to_scalar(&self) -> Scalar {
        self.sk
    }

    /// KeyGen of draft-irtf-cfrg-bls-signature-05 §2.3: HKDF-SHA256 of the input keying
    /// material `ikm` (at least 32 bytes of secret randomness, else [`Error::IkmTooShort`])
    /// with the optional `key_info` (empty by default), reduced to a scalar in [1, r − 1].
    ///
    /// Deterministic: the same `ikm` and `key_info` give the same key (blst's `key_gen`).
    ///
    /// ```
    /// use bls381::signature::{min_pk::SecretKey, Error};
    ///
    /// let sk = SecretKey::key_gen(&[1u8; 32], b"").unwrap();
    /// assert_eq!(sk, SecretKey::key_gen(&[1u8; 32], b"").unwrap());
    /// assert_eq!(SecretKey::key_gen(&[1u8; 31], b"").err(), Some(Error::IkmTooShort));
    /// ```
    pub fn key_gen(ikm: &[u8], key_info: &[u8]) -> Result<Self, Error> {
        keygen::key_gen(ikm, key_info).map(Self::from_scalar_unchecked)
    }

    /// A fresh key: [`key_gen`](Self::key_gen) of 32 bytes from a cryptographic RNG, with an
    /// empty `key_info`. The IKM is wiped afterwards.
    ///
    /// ```
    /// use bls381::signature::min_pk::SecretKey;
    /// # use rand::SeedableRng;
    /// # let mut rng = rand::rngs::StdRng::seed_from_u64(1);
    /// let sk = SecretKey::generate(&mut rng);
    /// ```
    pub fn generate<R: CryptoRng + ?Sized>(rng: &mut R) -> Self {
        let mut ikm = [0u8; MIN_IKM];
        loop {
            rng.fill_bytes(&mut ikm);
            // 32 bytes of IKM meet KeyGen's only precondition, so this succeeds the first time.
            if let Ok(sk) = Self::key_gen(&ikm, b"") {
                ikm.zeroize();
                return sk;
            }
        }
    }

    /// Decodes 32 big-endian bytes (the encoding of the draft, blst and Ethereum), checking
    /// 0 < SK < r in constant time; [`Error::InvalidSecretKey`] otherwise (also for another
    /// length).
    ///
    /// ```
    /// use bls381::signature::{min_pk::SecretKey, Error};
    ///
    /// let mut b = [0u8; 32];
    /// assert_eq!(SecretKey::from_bytes(&b).err(), Some(Error::InvalidSecretKey));
    /// b[31] = 1;
    /// assert_eq!(SecretKey::from_bytes(&b).unwrap().to_bytes(), b);
    /// assert_eq!(SecretKey::from_bytes(&[0xff; 32]).err(), Some(Error::InvalidSecretKey));
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error> {
        let Ok(bytes) = <&[u8; 32]>::try_from(bytes) else {
            return Err(Error::InvalidSecretKey);
        };
        let sk: CtOption<Scalar> = Scalar::from_bytes_be(bytes);
        let ok: Choice = sk.is_some() & !sk.unwrap_or(Scalar::ZERO).is_zero();
        // One branch, on the verdict (public: it is the variant of the `Result`), after both
        // checks ran in constant time.
        if crate::ct::declassify(ok) {
            Ok(Self::from_scalar_unchecked(sk.unwrap_or(Scalar::ZERO)))
        } else {
            Err(Error::InvalidSecretKey)
        }
    }

    /// The 32-byte big-endian encoding. The array is a copy of the secret: wipe it when done
    /// (e.g. hold it in `zeroize::Zeroizing`).
    pub fn to_bytes(&self) -> [u8; 32] {
        self.sk.to_bytes_be()
    }

    /// SkToPk (§2.4): SK·G for the generator G of the public-key group, by the constant-time
    /// fixed-base multiplication of the curve layer.
    ///
    /// ```
    /// use bls381::signature::min_pk::SecretKey;
    /// let sk = SecretKey::key_gen(&[2u8; 32], b"").unwrap();
    /// assert!(sk.public_key().validate().is_ok());
    /// ```
    pub fn public_key(&self) -> PublicKey<V> {
        PublicKey::from_point_unchecked(Projective::<V::Pk>::mul_by_generator(&self.sk).to_affine())
    }

    /// CoreSign (§2.6) under the ciphersuite tag `dst`, of the message `aug ‖ msg`: SK·H(aug ‖
    /// msg). With an empty `aug` this is CoreSign itself; the schemes of
    /// [`Scheme`](super::Scheme) call it with their own tags (and the message-augmentation
    /// scheme with `aug` = the public key). Use it for ciphersuites outside the draft.
    ///
    /// Constant time in the key and the message (only the lengths show).
    ///
    /// ```
    /// use bls381::signature::min_pk::{Basic, SecretKey};
    /// let sk = SecretKey::key_gen(&[3u8; 32], b"").unwrap();
    /// assert_eq!(sk.core_sign(b"m", Basic::DST, b""), Basic::sign(&sk, b"m"));
    /// ```
    pub fn core_sign(&self, msg: &[u8], dst: &[u8], aug: &[u8]) -> Signature<V> {
        let h = hash_message::<V>(aug, msg, dst);
        Signature::from_point_unchecked((h * self.sk).to_affine())
    }
}

impl<V: Variant> Zeroize for SecretKey<V> {
    fn zeroize(&mut self) {
        self.sk.0.zeroize();
    }
}

impl<V: Variant> Drop for SecretKey<V> {
    fn drop(&mut self) {
        self.zeroize();
    }
}

impl<V: Variant> ZeroizeOnDrop for SecretKey<V> {}

impl<V: Variant> fmt::Debug for SecretKey<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SecretKey(<redacted>)")
    }
}

impl<V: Variant> ConstantTimeEq for SecretKey<V> {
    fn ct_eq(&self, other: &Self) -> Choice {
        self.sk.ct_eq(&other.sk)
    }
}

/// Compares in constant time.
impl<V: Variant> PartialEq for SecretKey<V> {
    fn eq(&self, other: &Self) -> bool {
        bool::from(self.ct_eq(other))
    }
}

impl<V: Variant> Eq for SecretKey<V> {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::signature::min_pk;

    /// Scalar ↔ key round trips, and the two byte orders side by side: a key's bytes are its
    /// scalar's big-endian bytes, the reverse of `Scalar::to_bytes`.
    #[test]
    fn scalar_round_trips_and_byte_orders() {
        let mut rng = crate::test_util::rng("scalar_round_trips_and_byte_orders");
        for _ in 0..100 {
            let s = Scalar::random(&mut rng);
            let sk = min_pk::SecretKey::from_scalar(s).unwrap();
            assert_eq!(sk.to_scalar(), s);
            let be = sk.to_bytes();
            let mut le = s.to_bytes();
            le.reverse();
            assert_eq!(be, le);
            assert_eq!(min_pk::SecretKey::from_bytes(&be).unwrap(), sk);
            assert_eq!(Scalar::from_bytes_be(&be).unwrap(), s);
        }
        assert_eq!(
            min_pk::SecretKey::from_scalar(Scalar::ZERO).err(),
            Some(Error::InvalidSecretKey)
        );
        assert!(min_pk::SecretKey::from_scalar(-Scalar::ONE).is_ok());
    }
}
