//! Aggregation (§2.8): sums of public keys and of signatures, kept in projective coordinates
//! while they grow so that each addition costs no inversion.
//!
//! Aggregation needs no secret and no check beyond the inputs' own: the sum of points of the
//! prime-order subgroup stays in it. Inputs are public, so the sums may take variable time.

use core::fmt;
#[cfg(feature = "alloc")]
use core::ops::{Mul, Sub};

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

#[cfg(feature = "alloc")]
use subtle::Choice;

use super::encoding::write_hex;
use super::variant::SignatureGroup;
use super::{Error, PublicKey, Signature, Variant};
use crate::curve::{Affine, Curve, Projective};
#[cfg(feature = "alloc")]
use crate::field::Field;

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

/// Below this many pairs a level of affine additions costs more than it saves: its one
/// inversion is worth about three projective mixed additions in G2 and six in G1, and each
/// affine addition saves about three quarters of one.
#[cfg(feature = "alloc")]
const MIN_PAIRS: usize = 8;

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

/// The sum of public points, in variable time (the inputs of aggregation are public).
///
/// With `alloc` and at least 16 points, the points are added pairwise in affine coordinates,
/// level by level, each level's slopes sharing one inversion (Montgomery's trick): an affine
/// addition costs 2M + 1S plus 3M for its share of the batch inversion, against 11M for a
/// complete mixed addition (Renes–Costello–Batina). Exceptional pairs (P = Q, P = −Q) are
/// branched on. The last few points, too few for a level to pay, are added projectively.
fn sum_vartime<'a, C: Curve>(points: impl Iterator<Item = &'a Affine<C>>) -> Projective<C> {
    #[cfg(feature = "alloc")]
    {
        let mut pts: Vec<Affine<C>> = points
            .filter(|p| !bool::from(p.is_identity()))
            .copied()
            .collect();
        let mut inv: Vec<C::Base> = Vec::with_capacity(pts.len() / 2);
        while pts.len() >= 2 * MIN_PAIRS {
            let pairs = pts.len() / 2;
            inv.clear();
            // The slope's denominator: x₂ − x₁, or 2y₁ when the x agree (a doubling, or a pair
            // P, −P whose entry is unused).
            inv.extend(pts.chunks_exact(2).map(|pq| {
                if pq[0].x != pq[1].x {
                    pq[1].x.sub(&pq[0].x)
                } else {
                    pq[0].y.double()
                }
            }));
            C::Base::batch_invert(&mut inv);
            let mut out = 0;
            for i in 0..pairs {
                let (p, q) = (pts[2 * i], pts[2 * i + 1]);
                let lambda = if p.x != q.x {
                    q.y.sub(&p.y).mul(&inv[i])
                } else if p.y == q.y && !bool::from(p.y.is_zero()) {
                    p.x.square().triple().mul(&inv[i])
                } else {
                    // P + (−P) (or a point of order 2 doubled): the identity, dropped.
                    continue;
                };
                let x = lambda.square().sub(&p.x).sub(&q.x);
                let y = lambda.mul(&p.x.sub(&x)).sub(&p.y);
                // out ≤ i < 2i + 1: the pair was read before its slot is overwritten.
                pts[out] = Affine {
                    x,
                    y,
                    infinity: Choice::from(0),
                };
                out += 1;
            }
            if pts.len() % 2 == 1 {
                pts[out] = pts[pts.len() - 1];
                out += 1;
            }
            pts.truncate(out);
        }
        pts.iter()
            .fold(Projective::identity(), |acc, p| acc.add_mixed(p))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curve::{G1Affine, G1Projective, G2Affine, G2Projective};
    use crate::field::Fr as Scalar;
    use crate::test_util::rng;
    use std::vec::Vec;

    /// The tree sum against plain additions, with doublings (repeated points), cancelling
    /// pairs (P, −P) and identities mixed in, at sizes around the level threshold.
    #[test]
    fn sum_vartime_matches_plain_addition() {
        let mut rng = rng("sum_vartime_matches_plain_addition");
        for n in [0usize, 1, 2, 15, 16, 17, 33, 64, 100] {
            let mut p1: Vec<G1Affine> = (0..n)
                .map(|_| G1Affine::from(G1Projective::generator() * Scalar::random(&mut rng)))
                .collect();
            let mut p2: Vec<G2Affine> = (0..n)
                .map(|_| G2Affine::from(G2Projective::generator() * Scalar::random(&mut rng)))
                .collect();
            if n >= 16 {
                p1[1] = p1[0];
                p2[1] = p2[0];
                p1[3] = -p1[2];
                p2[3] = -p2[2];
                p1[5] = G1Affine::identity();
                p2[5] = G2Affine::identity();
                p1[7] = p1[6];
                p2[9] = -p2[8];
            }
            let want1: G1Projective = p1.iter().map(G1Projective::from).sum();
            let want2: G2Projective = p2.iter().map(G2Projective::from).sum();
            assert_eq!(sum_vartime(p1.iter()), want1, "G1, n = {n}");
            assert_eq!(sum_vartime(p2.iter()), want2, "G2, n = {n}");
        }
        // Everything cancels.
        let g = G2Affine::generator();
        let pts: Vec<G2Affine> = (0..32).map(|i| if i % 2 == 0 { g } else { -g }).collect();
        assert!(bool::from(sum_vartime(pts.iter()).is_identity()));
    }
}
