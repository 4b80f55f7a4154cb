//! Decoding many keys or signatures at once, with every check of the single decoders; with
//! the `parallel` feature the work runs on the caller's rayon pool.

use alloc::vec::Vec;

use super::variant::SignatureGroup;
use super::{Error, PublicKey, Signature, Variant};
use crate::curve::Affine;
use crate::parallel;

/// Encodings per task: one decoding with its subgroup check costs 40–90 µs, and the checks
/// run 8 at a time.
const DECODE_PARALLEL_MIN: usize = 8;

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
        parallel::map_chunks(encodings, DECODE_PARALLEL_MIN, |chunk| {
            let keys = chunk.iter().map(|b| {
                let pk = Self::from_bytes_unchecked(b.as_ref())?;
                if bool::from(pk.point.is_identity()) {
                    return Err(Error::IdentityPublicKey); // KeyValidate's first test
                }
                Ok(pk)
            });
            subgroup_checked(keys, |pk| pk.point)
        })
    }
}

/// The items that decoded and whose points lie in the prime-order subgroup, checked 8 at a
/// time (the IFMA lanes of `Curve::is_torsion_free_many`); the others' errors, in order, with
/// `NotInSubgroup` for those outside (the single decoders' last check).
fn subgroup_checked<T, C: SignatureGroup>(
    decoded: impl Iterator<Item = Result<T, Error>>,
    point: impl Fn(&T) -> Affine<C>,
) -> Vec<Result<T, Error>> {
    let decoded: Vec<Result<T, Error>> = decoded.collect();
    let points: Vec<Affine<C>> = decoded
        .iter()
        .map(|d| d.as_ref().map_or(Affine::identity(), &point))
        .collect();
    let inside = C::is_torsion_free_many(&points);
    decoded
        .into_iter()
        .zip(inside)
        .map(|(d, t)| {
            d.and_then(|x| {
                if bool::from(t) {
                    Ok(x)
                } else {
                    Err(Error::NotInSubgroup)
                }
            })
        })
        .collect()
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
        parallel::map_chunks(encodings, DECODE_PARALLEL_MIN, |chunk| {
            let sigs = chunk.iter().map(|b| Self::from_bytes_unchecked(b.as_ref()));
            subgroup_checked(sigs, |s| s.point)
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::curve::{G1Affine, G2Affine};
    use crate::field::fp_lanes::force_ifma;
    use crate::signature::{min_pk, min_sig, Error};
    use crate::test_util::rng;
    use rand::Rng;

    /// The compressed encoding of a random point of the whole curve (almost never in the
    /// subgroup): random x until one is on it.
    fn outside<const N: usize>(
        rng: &mut rand::rngs::StdRng,
        decode: impl Fn(&[u8; N]) -> bool,
    ) -> [u8; N] {
        loop {
            let mut b = [0u8; N];
            rng.fill_bytes(&mut b);
            b[0] = (b[0] & 0x1f) | 0x80;
            if N == 96 {
                b[48] &= 0x1f;
            }
            if decode(&b) {
                return b;
            }
        }
    }

    /// Batches of keys and signatures — valid, outside the subgroup, identities, corrupted,
    /// wrong lengths — decode as one by one, errors included, with the IFMA lanes off and on.
    #[test]
    fn batches_match_single_decoders() {
        let mut rng = rng("signature::batch_decode::batches_match_single_decoders");
        for n in 0..20usize {
            let mut g1: std::vec::Vec<std::vec::Vec<u8>> = std::vec::Vec::new();
            let mut g2: std::vec::Vec<std::vec::Vec<u8>> = std::vec::Vec::new();
            for i in 0..n {
                let k = crate::field::Fr::from(rng.next_u64());
                let (a, b) = match i % 5 {
                    0 => (
                        outside(&mut rng, |b| {
                            G1Affine::from_compressed_unchecked(b).is_some().into()
                        })
                        .to_vec(),
                        outside(&mut rng, |b| {
                            G2Affine::from_compressed_unchecked(b).is_some().into()
                        })
                        .to_vec(),
                    ),
                    1 => (
                        G1Affine::identity().to_compressed().to_vec(),
                        G2Affine::identity().to_compressed().to_vec(),
                    ),
                    2 => (std::vec![1, 2, 3], std::vec![0; 95]),
                    _ => (
                        G1Affine::from(G1Affine::generator() * k)
                            .to_compressed()
                            .to_vec(),
                        G2Affine::from(G2Affine::generator() * k)
                            .to_uncompressed()
                            .to_vec(),
                    ),
                };
                g1.push(a);
                g2.push(b);
            }
            for ifma in [false, true] {
                if !force_ifma(ifma) {
                    continue;
                }
                let want: std::vec::Vec<_> = g1
                    .iter()
                    .map(|b| min_pk::PublicKey::from_bytes(b))
                    .collect();
                assert_eq!(
                    min_pk::PublicKey::from_bytes_batch(&g1),
                    want,
                    "min_pk keys, n = {n}"
                );
                let want: std::vec::Vec<_> = g2
                    .iter()
                    .map(|b| min_pk::Signature::from_bytes(b))
                    .collect();
                assert_eq!(
                    min_pk::Signature::from_bytes_batch(&g2),
                    want,
                    "min_pk sigs, n = {n}"
                );
                let want: std::vec::Vec<_> = g2
                    .iter()
                    .map(|b| min_sig::PublicKey::from_bytes(b))
                    .collect();
                assert_eq!(
                    min_sig::PublicKey::from_bytes_batch(&g2),
                    want,
                    "min_sig keys, n = {n}"
                );
                let want: std::vec::Vec<_> = g1
                    .iter()
                    .map(|b| min_sig::Signature::from_bytes(b))
                    .collect();
                assert_eq!(
                    min_sig::Signature::from_bytes_batch(&g1),
                    want,
                    "min_sig sigs, n = {n}"
                );
                if n > 1 {
                    assert_eq!(want[0], Err(Error::NotInSubgroup));
                }
            }
        }
    }
}
