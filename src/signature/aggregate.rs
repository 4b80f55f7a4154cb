//! Aggregation (§2.8): sums of public keys and of signatures, kept in projective coordinates
//! while they grow so that each addition costs no inversion.
//!
//! Aggregation needs no secret and no check beyond the inputs' own: the sum of points of the
//! prime-order subgroup stays in it. Inputs are public, so the sums may take variable time.

use core::fmt;

use super::encoding::write_hex;
use super::variant::SignatureGroup;
use super::{Error, PublicKey, Signature, Variant};
use crate::curve::{Affine, Curve, Projective};

/// A sum of public keys, for [`fast_aggregate_verify`](super::Scheme::fast_aggregate_verify)
/// style verification against a pre-aggregated key.
///
/// Only sound for keys whose holders proved possession of their secret (the proof-of-possession
/// scheme): otherwise a rogue key can cancel the others.
///
/// ```
/// use bls381::signature::min_pk::{AggregatePublicKey, Pop, SecretKey};
///
/// let sks: Vec<_> = (1..=3u8).map(|i| SecretKey::key_gen(&[i; 32], b"").unwrap()).collect();
/// let pks: Vec<_> = sks.iter().map(|sk| sk.public_key()).collect();
/// let agg = AggregatePublicKey::aggregate(&pks).unwrap();
/// let sigs: Vec<_> = sks.iter().map(|sk| Pop::sign(sk, b"block")).collect();
/// let sig = Pop::aggregate(&sigs).unwrap();
/// assert!(Pop::verify(&agg.to_public_key(), b"block", &sig).is_ok());
/// assert_eq!(Pop::fast_aggregate_verify(&pks, b"block", &sig), Ok(()));
/// ```
pub struct AggregatePublicKey<V: Variant> {
    point: Projective<V::Pk>,
}

impl<V: Variant> AggregatePublicKey<V> {
    /// The aggregate of one key.
    pub fn from_public_key(pk: &PublicKey<V>) -> Self {
        AggregatePublicKey {
            point: Projective::from(&pk.point),
        }
    }

    /// The sum of `pks`; [`Error::EmptyInput`] for an empty list (the draft's aggregation
    /// needs n ≥ 1). Variable time (inputs are public): with `alloc`, large lists are summed
    /// pairwise in affine coordinates, one batch inversion per level.
    pub fn aggregate(pks: &[PublicKey<V>]) -> Result<Self, Error> {
        if pks.is_empty() {
            return Err(Error::EmptyInput);
        }
        Ok(AggregatePublicKey {
            point: sum_vartime_split(pks, |pk| &pk.point),
        })
    }

    /// Adds one key.
    pub fn add_public_key(&mut self, pk: &PublicKey<V>) {
        self.point = self.point.add_mixed(&pk.point);
    }

    /// Adds another aggregate.
    pub fn add_aggregate(&mut self, other: &Self) {
        self.point = self.point.add(&other.point);
    }

    /// The sum as a public key (one inversion). It may be the identity, which every
    /// verification refuses ([`Error::IdentityPublicKey`]).
    pub fn to_public_key(&self) -> PublicKey<V> {
        PublicKey::from_point_unchecked(self.point.to_affine())
    }

    /// Decodes an aggregate key as [`PublicKey::from_bytes`] does (KeyValidate included).
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error> {
        PublicKey::from_bytes(bytes).map(|pk| Self::from_public_key(&pk))
    }

    /// The compressed encoding of [`to_public_key`](Self::to_public_key).
    pub fn to_bytes(&self) -> <V::Pk as SignatureGroup>::Compressed {
        self.to_public_key().to_bytes()
    }

    /// The uncompressed encoding of [`to_public_key`](Self::to_public_key).
    pub fn to_uncompressed(&self) -> <V::Pk as SignatureGroup>::Uncompressed {
        self.to_public_key().to_uncompressed()
    }
}

/// A sum of signatures: the aggregate signature of §2.8.
///
/// ```
/// use bls381::signature::min_pk::{AggregateSignature, Basic, SecretKey};
///
/// let sk1 = SecretKey::key_gen(&[1u8; 32], b"").unwrap();
/// let sk2 = SecretKey::key_gen(&[2u8; 32], b"").unwrap();
/// let mut agg = AggregateSignature::from_signature(&Basic::sign(&sk1, b"one"));
/// agg.add_signature(&Basic::sign(&sk2, b"two"));
/// let sig = agg.to_signature();
/// let pks = [sk1.public_key(), sk2.public_key()];
/// # #[cfg(feature = "alloc")]
/// assert!(Basic::aggregate_verify(&pks, &[b"one", b"two"], &sig).is_ok());
/// assert!(AggregateSignature::aggregate(&[]).is_err());
/// ```
pub struct AggregateSignature<V: Variant> {
    point: Projective<V::Sig>,
}

impl<V: Variant> AggregateSignature<V> {
    /// The aggregate of one signature.
    pub fn from_signature(sig: &Signature<V>) -> Self {
        AggregateSignature {
            point: Projective::from(&sig.point),
        }
    }

    /// Aggregate (§2.8): the sum of `sigs`; [`Error::EmptyInput`] for an empty list.
    /// Variable time, summed as in [`AggregatePublicKey::aggregate`].
    pub fn aggregate(sigs: &[Signature<V>]) -> Result<Self, Error> {
        if sigs.is_empty() {
            return Err(Error::EmptyInput);
        }
        Ok(AggregateSignature {
            point: sum_vartime_split(sigs, |sig| &sig.point),
        })
    }

    /// Adds one signature.
    pub fn add_signature(&mut self, sig: &Signature<V>) {
        self.point = self.point.add_mixed(&sig.point);
    }

    /// Adds another aggregate.
    pub fn add_aggregate(&mut self, other: &Self) {
        self.point = self.point.add(&other.point);
    }

    /// The sum as a signature (one inversion).
    pub fn to_signature(&self) -> Signature<V> {
        Signature::from_point_unchecked(self.point.to_affine())
    }

    /// Decodes an aggregate signature as [`Signature::from_bytes`] does.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error> {
        Signature::from_bytes(bytes).map(|sig| Self::from_signature(&sig))
    }

    /// The compressed encoding of [`to_signature`](Self::to_signature).
    pub fn to_bytes(&self) -> <V::Sig as SignatureGroup>::Compressed {
        self.to_signature().to_bytes()
    }

    /// The uncompressed encoding of [`to_signature`](Self::to_signature).
    pub fn to_uncompressed(&self) -> <V::Sig as SignatureGroup>::Uncompressed {
        self.to_signature().to_uncompressed()
    }
}

/// [`sum_vartime`] of the points of `items`; with `parallel`, large inputs in parts summed on
/// the caller's pool.
fn sum_vartime_split<C: Curve, T: Sync>(
    items: &[T],
    point: impl Fn(&T) -> &Affine<C> + Sync + Send,
) -> Projective<C> {
    #[cfg(feature = "parallel")]
    if let Some(chunk) = crate::parallel::chunk_len(items.len(), SUM_PARALLEL_MIN, usize::MAX) {
        return crate::parallel::reduce_chunks(
            items.len(),
            chunk,
            |q| sum_vartime(items[q].iter().map(&point)),
            |a, b| a.add(&b),
        )
        .unwrap_or(Projective::identity());
    }
    sum_vartime(items.iter().map(point))
}

/// Points per task of a parallel aggregation: an affine tree-sum addition costs about 0.2 µs
/// in G1 and 0.6 µs in G2, so a task of 512 is worth 100–300 µs.
#[cfg(feature = "parallel")]
pub(crate) const SUM_PARALLEL_MIN: usize = 512;

/// The sum of public points (the inputs of aggregation are public), in variable time.
fn sum_vartime<'a, C: Curve>(points: impl Iterator<Item = &'a Affine<C>>) -> Projective<C> {
    #[cfg(feature = "alloc")]
    {
        crate::curve::sum_vartime(points)
    }
    #[cfg(not(feature = "alloc"))]
    {
        points.fold(Projective::identity(), |acc, p| acc.add_mixed(p))
    }
}

macro_rules! aggregate_traits {
    ($ty:ident, $name:literal, $to:ident) => {
        impl<V: Variant> Clone for $ty<V> {
            fn clone(&self) -> Self {
                *self
            }
        }

        impl<V: Variant> Copy for $ty<V> {}

        /// Equality of the sums (projective representatives compared by cross-multiplication).
        impl<V: Variant> PartialEq for $ty<V> {
            fn eq(&self, other: &Self) -> bool {
                self.point == other.point
            }
        }

        impl<V: Variant> Eq for $ty<V> {}

        /// The compressed encoding of the sum, in hex.
        impl<V: Variant> fmt::Debug for $ty<V> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(concat!($name, "("))?;
                write_hex(f, self.to_bytes().as_ref())?;
                f.write_str(")")
            }
        }

        impl<V: Variant> From<$ty<V>> for Projective<V::$to> {
            fn from(agg: $ty<V>) -> Self {
                agg.point
            }
        }
    };
}
aggregate_traits!(AggregatePublicKey, "AggregatePublicKey", Pk);
aggregate_traits!(AggregateSignature, "AggregateSignature", Sig);
