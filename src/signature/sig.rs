//! Signatures: a point of the signature group, decoded with the subgroup check (§2.9
//! `signature_subgroup_check`), and the Core verification algorithms (§2.7, §2.9) with an
//! explicit ciphersuite tag.

use core::fmt;
use core::hash::{Hash, Hasher};

#[cfg(feature = "alloc")]
use rand_core::CryptoRng;

use super::encoding::{check_subgroup, decode_unchecked, eq, write_hex};
use super::variant::SignatureGroup;
use super::verify;
use super::{Error, PublicKey, Variant};
use crate::curve::{Affine, Projective};
use crate::field::Fr as Scalar;

/// A BLS signature (or aggregate signature): a point of G2 ([`min_pk`](super::min_pk)) or G1
/// ([`min_sig`](super::min_sig)).
///
/// [`from_bytes`](Self::from_bytes) checks the encoding, the curve equation and membership of
/// the prime-order subgroup; the identity is a valid encoding (it verifies under no valid key).
/// [`from_bytes_unchecked`](Self::from_bytes_unchecked) skips the subgroup check for callers
/// that ran it before; every verification function trusts that its signature is in the
/// subgroup (as the types promise), so unchecked signatures must be
/// [`validate`](Self::validate)d before use.
///
/// ```
/// use bls381::signature::min_pk::{Pop, SecretKey, Signature};
///
/// let sk = SecretKey::key_gen(&[4u8; 32], b"").unwrap();
/// let sig = Pop::sign(&sk, b"msg");
/// let bytes: [u8; 96] = sig.to_bytes();
/// assert_eq!(Signature::from_bytes(&bytes).unwrap(), sig);
/// assert_eq!(Signature::from_bytes(&sig.to_uncompressed()).unwrap(), sig);
/// ```
pub struct Signature<V: Variant> {
    pub(crate) point: Affine<V::Sig>,
}

impl<V: Variant> Signature<V> {
    pub(crate) fn from_point_unchecked(point: Affine<V::Sig>) -> Self {
        Signature { point }
    }

    /// Decodes a compressed (96 bytes in min_pk, 48 in min_sig) or uncompressed (twice that)
    /// signature: canonical flags and coordinates, on the curve, in the prime-order subgroup.
    /// Never panics.
    ///
    /// ```
    /// use bls381::signature::{min_pk::Signature, Error};
    /// assert_eq!(Signature::from_bytes(&[0u8; 95]), Err(Error::BadEncoding));
    /// let mut id = [0u8; 96];
    /// id[0] = 0xc0;
    /// assert!(Signature::from_bytes(&id).is_ok()); // the identity is in the subgroup
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error> {
        let sig = Self::from_bytes_unchecked(bytes)?;
        sig.validate()?;
        Ok(sig)
    }

    /// Decodes like [`from_bytes`](Self::from_bytes) (canonical encoding, on the curve) but
    /// skips the subgroup check: only for bytes that were validated before (e.g. read back
    /// from one's own store).
    ///
    /// ```
    /// use bls381::signature::min_pk::{Pop, SecretKey, Signature};
    /// let sk = SecretKey::key_gen(&[4u8; 32], b"").unwrap();
    /// let stored = Pop::sign(&sk, b"m").to_uncompressed();
    /// let sig = Signature::from_bytes_unchecked(&stored).unwrap(); // no square root, no check
    /// assert!(sig.validate().is_ok()); // the skipped check, run when the bytes are untrusted
    /// ```
    pub fn from_bytes_unchecked(bytes: &[u8]) -> Result<Self, Error> {
        decode_unchecked::<V::Sig>(bytes).map(Self::from_point_unchecked)
    }

    /// The subgroup check that [`from_bytes_unchecked`](Self::from_bytes_unchecked) skipped
    /// (`signature_subgroup_check`, §2.9).
    pub fn validate(&self) -> Result<(), Error> {
        check_subgroup(&self.point)
    }

    /// A signature from a point of the curve, validated as by [`from_bytes`](Self::from_bytes).
    pub fn from_affine(point: Affine<V::Sig>) -> Result<Self, Error> {
        if !bool::from(point.is_on_curve()) {
            return Err(Error::NotOnCurve);
        }
        let sig = Self::from_point_unchecked(point);
        sig.validate()?;
        Ok(sig)
    }

    /// A signature from a projective point, validated as by [`from_affine`](Self::from_affine).
    pub fn from_projective(point: &Projective<V::Sig>) -> Result<Self, Error> {
        Self::from_affine(point.to_affine())
    }

    /// `k·σ`, in constant time (the result of a valid signature times a scalar is valid: no
    /// check).
    pub fn mul(&self, k: &Scalar) -> Self {
        Self::from_point_unchecked((self.point * k).to_affine())
    }

    /// `Σ cᵢ·σᵢ` for public coefficients, e.g. a threshold signature from `t` shares and their
    /// Lagrange coefficients at 0; in variable time (one multi-scalar multiplication: shares and
    /// coefficients are public) and with no subgroup check (valid signatures combine into a
    /// valid one). The pairs are `sigs.iter().zip(coeffs)`.
    ///
    /// ```
    /// use bls381::signature::min_pk::{Basic, SecretKey, Signature};
    /// use bls381::Scalar;
    ///
    /// // Shares of the key f(0) for f(x) = 5 + 3x, held by parties 1 and 2.
    /// let f = |x: u64| Scalar::from(5u64) + Scalar::from(3u64) * Scalar::from(x);
    /// let share = |x| SecretKey::from_scalar(f(x)).unwrap();
    /// let (s1, s2) = (Basic::sign(&share(1), b"m"), Basic::sign(&share(2), b"m"));
    /// // Lagrange at 0: l1 = 2, l2 = −1.
    /// let sig = Signature::linear_combination_vartime(&[s1, s2], &[Scalar::from(2u64), -Scalar::one()]);
    /// let pk = SecretKey::from_scalar(f(0)).unwrap().public_key();
    /// assert!(Basic::verify(&pk, b"m", &sig).is_ok());
    /// ```
    #[cfg(feature = "alloc")]
    pub fn linear_combination_vartime(sigs: &[Self], coeffs: &[Scalar]) -> Self {
        let points: alloc::vec::Vec<Affine<V::Sig>> = sigs.iter().map(|s| s.point).collect();
        Self::from_point_unchecked(Projective::msm_vartime(&points, coeffs).to_affine())
    }

    /// The point.
    pub fn as_affine(&self) -> &Affine<V::Sig> {
        &self.point
    }

    /// The compressed encoding (96 bytes in min_pk, 48 in min_sig).
    pub fn to_bytes(&self) -> <V::Sig as SignatureGroup>::Compressed {
        V::Sig::compress(&self.point)
    }

    /// The uncompressed encoding (192 bytes in min_pk, 96 in min_sig).
    pub fn to_uncompressed(&self) -> <V::Sig as SignatureGroup>::Uncompressed {
        V::Sig::uncompress(&self.point)
    }

    /// CoreVerify (§2.7) under the ciphersuite tag `dst`, of the message `aug ‖ msg`: whether
    /// e(PK, H(aug ‖ msg)) = e(G, signature), as one two-pair Miller loop and one final
    /// exponentiation. An identity key is refused ([`Error::IdentityPublicKey`]) whatever its
    /// origin; the subgroup membership of `pk` and of the signature is trusted (see the type
    /// docs). Variable time: every input is public.
    ///
    /// ```
    /// use bls381::signature::min_sig::{Basic, SecretKey};
    /// let sk = SecretKey::key_gen(&[5u8; 32], b"").unwrap();
    /// let sig = sk.core_sign(b"m", b"MY-TAG", b"prefix");
    /// assert!(sig.core_verify(&sk.public_key(), b"m", b"MY-TAG", b"prefix").is_ok());
    /// assert!(sig.core_verify(&sk.public_key(), b"m", Basic::DST, b"prefix").is_err());
    /// ```
    pub fn core_verify(
        &self,
        pk: &PublicKey<V>,
        msg: &[u8],
        dst: &[u8],
        aug: &[u8],
    ) -> Result<(), Error> {
        verify::verify::<V>(&pk.point, aug, msg, &self.point, dst)
    }

    /// CoreAggregateVerify (§2.9) under the tag `dst`: whether ∏ e(PKᵢ, H(msgᵢ)) =
    /// e(G, signature), as one multi-Miller loop and one final exponentiation. Needs at least
    /// one key and as many messages as keys; the messages need not be distinct (the basic
    /// scheme's [`aggregate_verify`](super::Scheme::aggregate_verify) adds that check).
    ///
    /// ```
    /// use bls381::signature::min_pk::{AggregateSignature, SecretKey};
    /// let sks: Vec<_> = (1..4u8).map(|i| SecretKey::key_gen(&[i; 32], b"").unwrap()).collect();
    /// let msgs = [b"a", b"b", b"c"];
    /// let sigs: Vec<_> = sks.iter().zip(&msgs).map(|(sk, m)| sk.core_sign(*m, b"T", b"")).collect();
    /// let agg = AggregateSignature::aggregate(&sigs).unwrap().to_signature();
    /// let pks: Vec<_> = sks.iter().map(|sk| sk.public_key()).collect();
    /// assert!(agg.core_aggregate_verify(&pks, &msgs, b"T").is_ok());
    /// ```
    #[cfg(feature = "alloc")]
    pub fn core_aggregate_verify<M: AsRef<[u8]>>(
        &self,
        pks: &[PublicKey<V>],
        msgs: &[M],
        dst: &[u8],
    ) -> Result<(), Error> {
        verify::aggregate_verify(pks, msgs, self, dst, false)
    }

    /// Batch verification of n independent (key, message, signature) sets under the tag
    /// `dst`, as one multi-pairing with random blinding: see
    /// [`Scheme::batch_verify`](super::Scheme::batch_verify) for the method and its security.
    #[cfg(feature = "alloc")]
    pub fn core_batch_verify<M: AsRef<[u8]>, R: CryptoRng + ?Sized>(
        pks: &[PublicKey<V>],
        msgs: &[M],
        sigs: &[Signature<V>],
        dst: &[u8],
        rng: &mut R,
    ) -> Result<(), Error> {
        super::batch::batch_verify(pks, msgs, sigs, dst, false, rng)
    }
}

impl<V: Variant> Clone for Signature<V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<V: Variant> Copy for Signature<V> {}

impl<V: Variant> PartialEq for Signature<V> {
    fn eq(&self, other: &Self) -> bool {
        eq(&self.point, &other.point)
    }
}

impl<V: Variant> Eq for Signature<V> {}

/// Hashes the compressed encoding.
impl<V: Variant> Hash for Signature<V> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.to_bytes().hash(state);
    }
}

/// `Signature(0x…)`, the compressed encoding in hex.
impl<V: Variant> fmt::Debug for Signature<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Signature(")?;
        write_hex(f, self.to_bytes().as_ref())?;
        f.write_str(")")
    }
}

/// Parses the `Debug` form's hex (with or without `0x`), compressed or uncompressed, validated
/// as by [`Signature::from_bytes`]; [`Error::BadEncoding`] for anything that is not hex.
impl<V: Variant> core::str::FromStr for Signature<V> {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self, Error> {
        let (b, n) = super::encoding::parse_hex(s).ok_or(Error::BadEncoding)?;
        Self::from_bytes(&b[..n])
    }
}

impl<V: Variant> From<Signature<V>> for Affine<V::Sig> {
    fn from(sig: Signature<V>) -> Self {
        sig.point
    }
}
