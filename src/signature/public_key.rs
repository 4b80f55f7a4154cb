//! Public keys: a point of the public-key group, decoded with KeyValidate (§2.5).

use core::fmt;
use core::hash::{Hash, Hasher};

use super::encoding::{decode_unchecked, eq, key_validate, write_hex};
use super::variant::SignatureGroup;
use super::{Error, Variant};
use crate::curve::{Affine, Projective};
use crate::field::Fr as Scalar;

/// A BLS public key: a point of G1 ([`min_pk`](super::min_pk)) or G2
/// ([`min_sig`](super::min_sig)).
///
/// [`from_bytes`](Self::from_bytes) accepts only what KeyValidate (§2.5) accepts: a canonical
/// encoding of a point of the prime-order subgroup other than the identity. Keys made by
/// [`from_bytes_unchecked`](Self::from_bytes_unchecked) skip the subgroup and identity checks,
/// for callers that validated the bytes before (a key cache); verification still rejects the
/// identity, but trusts the subgroup membership of every key it is given.
///
/// ```
/// use bls381::signature::min_pk::{PublicKey, SecretKey};
///
/// let pk = SecretKey::key_gen(&[9u8; 32], b"").unwrap().public_key();
/// let bytes: [u8; 48] = pk.to_bytes();
/// assert_eq!(PublicKey::from_bytes(&bytes).unwrap(), pk);
/// assert_eq!(PublicKey::from_bytes(&pk.to_uncompressed()).unwrap(), pk);
/// ```
pub struct PublicKey<V: Variant> {
    pub(crate) point: Affine<V::Pk>,
}

impl<V: Variant> PublicKey<V> {
    pub(crate) fn from_point_unchecked(point: Affine<V::Pk>) -> Self {
        PublicKey { point }
    }

    /// Decodes a compressed (48 bytes in min_pk, 96 in min_sig) or uncompressed (twice that)
    /// public key and runs KeyValidate: canonical flags and coordinates, on the curve, in the
    /// prime-order subgroup, not the identity. Never panics.
    ///
    /// ```
    /// use bls381::signature::{min_pk::PublicKey, Error};
    /// let mut b = [0u8; 48];
    /// assert_eq!(PublicKey::from_bytes(&b), Err(Error::BadEncoding)); // C flag missing
    /// b[0] = 0xc0;
    /// assert_eq!(PublicKey::from_bytes(&b), Err(Error::IdentityPublicKey));
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error> {
        let pk = Self::from_bytes_unchecked(bytes)?;
        pk.validate()?;
        Ok(pk)
    }

    /// Decodes like [`from_bytes`](Self::from_bytes) (canonical encoding, on the curve) but
    /// skips the subgroup and identity checks: only for bytes that were validated before.
    /// [`validate`](Self::validate) runs the skipped checks.
    ///
    /// ```
    /// use bls381::signature::{min_pk::PublicKey, Error};
    /// let mut id = [0u8; 48];
    /// id[0] = 0xc0;
    /// let pk = PublicKey::from_bytes_unchecked(&id).unwrap(); // decodes: a point of the curve
    /// assert_eq!(pk.validate(), Err(Error::IdentityPublicKey)); // but not a valid key
    /// ```
    pub fn from_bytes_unchecked(bytes: &[u8]) -> Result<Self, Error> {
        decode_unchecked::<V::Pk>(bytes).map(Self::from_point_unchecked)
    }

    /// KeyValidate (§2.5) on an already decoded key: not the identity, in the subgroup.
    pub fn validate(&self) -> Result<(), Error> {
        key_validate(&self.point)
    }

    /// A key from a point of the curve, validated as by [`from_bytes`](Self::from_bytes)
    /// (points built by the `_unchecked` decoders of the curve layer may lie off the curve).
    ///
    /// ```
    /// use bls381::signature::min_pk::PublicKey;
    /// use bls381::G1Affine;
    /// assert!(PublicKey::from_affine(G1Affine::generator()).is_ok());
    /// assert!(PublicKey::from_affine(G1Affine::identity()).is_err());
    /// ```
    pub fn from_affine(point: Affine<V::Pk>) -> Result<Self, Error> {
        if !bool::from(point.is_on_curve()) {
            return Err(Error::NotOnCurve);
        }
        let pk = Self::from_point_unchecked(point);
        pk.validate()?;
        Ok(pk)
    }

    /// A key from a projective point, validated as by [`from_affine`](Self::from_affine).
    pub fn from_projective(point: &Projective<V::Pk>) -> Result<Self, Error> {
        Self::from_affine(point.to_affine())
    }

    /// `k·PK`, in constant time; [`Error::IdentityPublicKey`] when `k` is zero (the only way
    /// to leave the valid keys).
    pub fn mul(&self, k: &Scalar) -> Result<Self, Error> {
        let p = (self.point * k).to_affine();
        if bool::from(p.is_identity()) {
            return Err(Error::IdentityPublicKey);
        }
        Ok(Self::from_point_unchecked(p))
    }

    /// `Σ cᵢ·PKᵢ` for public coefficients (the group key of a threshold scheme from `t` share
    /// keys and their Lagrange coefficients at 0), in variable time, as
    /// [`Signature::linear_combination_vartime`](super::Signature::linear_combination_vartime);
    /// [`Error::IdentityPublicKey`] if the sum is the identity.
    #[cfg(feature = "alloc")]
    pub fn linear_combination_vartime(pks: &[Self], coeffs: &[Scalar]) -> Result<Self, Error> {
        let points: alloc::vec::Vec<Affine<V::Pk>> = pks.iter().map(|k| k.point).collect();
        let p = Projective::msm_vartime(&points, coeffs).to_affine();
        if bool::from(p.is_identity()) {
            return Err(Error::IdentityPublicKey);
        }
        Ok(Self::from_point_unchecked(p))
    }

    /// The point.
    pub fn as_affine(&self) -> &Affine<V::Pk> {
        &self.point
    }

    /// The compressed encoding (48 bytes in min_pk, 96 in min_sig), as the draft's
    /// `point_to_pubkey` and the message-augmentation scheme use it.
    ///
    /// ```
    /// use bls381::signature::min_sig::SecretKey;
    /// let pk = SecretKey::key_gen(&[3u8; 32], b"").unwrap().public_key();
    /// let (c, u): ([u8; 96], [u8; 192]) = (pk.to_bytes(), pk.to_uncompressed());
    /// assert_eq!(c[0] & 0x80, 0x80); // the compression flag
    /// assert_eq!(u[..96].iter().skip(1).eq(c.iter().skip(1)), true); // same x
    /// ```
    pub fn to_bytes(&self) -> <V::Pk as SignatureGroup>::Compressed {
        V::Pk::compress(&self.point)
    }

    /// The uncompressed encoding (96 bytes in min_pk, 192 in min_sig): decodes without a
    /// square root.
    pub fn to_uncompressed(&self) -> <V::Pk as SignatureGroup>::Uncompressed {
        V::Pk::uncompress(&self.point)
    }
}

impl<V: Variant> Clone for PublicKey<V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<V: Variant> Copy for PublicKey<V> {}

impl<V: Variant> PartialEq for PublicKey<V> {
    fn eq(&self, other: &Self) -> bool {
        eq(&self.point, &other.point)
    }
}

impl<V: Variant> Eq for PublicKey<V> {}

/// Hashes the compressed encoding (equal keys have equal encodings).
impl<V: Variant> Hash for PublicKey<V> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.to_bytes().hash(state);
    }
}

/// `PublicKey(0x…)`, the compressed encoding in hex.
/// Parses the `Debug` form's hex (with or without `0x`), compressed or uncompressed, validated
/// as by [`PublicKey::from_bytes`]; [`Error::BadEncoding`] for anything that is not hex.
impl<V: Variant> core::str::FromStr for PublicKey<V> {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self, Error> {
        let (b, n) = super::encoding::parse_hex(s).ok_or(Error::BadEncoding)?;
        Self::from_bytes(&b[..n])
    }
}

impl<V: Variant> fmt::Debug for PublicKey<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PublicKey(")?;
        write_hex(f, self.to_bytes().as_ref())?;
        f.write_str(")")
    }
}

impl<V: Variant> From<PublicKey<V>> for Affine<V::Pk> {
    fn from(pk: PublicKey<V>) -> Self {
        pk.point
    }
}
