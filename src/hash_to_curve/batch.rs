//! Hashing many messages at once, to affine points: each chunk of messages is hashed and made
//! affine with one shared inversion; with the `parallel` feature the chunks run on the
//! caller's rayon pool.

use alloc::vec;
use alloc::vec::Vec;

use super::{hash_to_g1, hash_to_g2};
use crate::curve::{Affine, Curve, Projective};
use crate::curve::{G1Affine, G2Affine};
use crate::parallel;

/// Messages per task: a hash costs about 60 µs to G1 and 190 µs to G2.
const G1_PARALLEL_MIN: usize = 4;
const G2_PARALLEL_MIN: usize = 2;

fn hash_batch<C: Curve, M: AsRef<[u8]> + Sync>(
    msgs: &[M],
    dst: &[u8],
    min: usize,
    hash: impl Fn(&[u8], &[u8]) -> Projective<C> + Sync + Send,
) -> Vec<Affine<C>> {
    let run = |msgs: &[M]| {
        let p: Vec<Projective<C>> = msgs.iter().map(|m| hash(m.as_ref(), dst)).collect();
        let mut q = vec![Affine::identity(); p.len()];
        Projective::batch_normalize(&p, &mut q);
        q
    };
    let parts = parallel::parts(msgs.len(), min);
    if parts == 1 {
        return run(msgs);
    }
    let chunks = parallel::map_range(parts, 1, |k| {
        run(&msgs[parallel::range(msgs.len(), parts, k)])
    });
    chunks.concat()
}

/// [`hash_to_g1`] of every message under `dst`, as affine points (one inversion per chunk
/// rather than one per point), in order.
///
/// ```
/// use bls381::hash_to_curve::{hash_to_g1, hash_to_g1_batch};
/// let dst = b"QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_";
/// let v = hash_to_g1_batch(&[&b"abc"[..], b""], dst);
/// assert_eq!(v[0], hash_to_g1(b"abc", dst).to_affine());
/// assert_eq!(v[1], hash_to_g1(b"", dst).to_affine());
/// ```
pub fn hash_to_g1_batch<M: AsRef<[u8]> + Sync>(msgs: &[M], dst: &[u8]) -> Vec<G1Affine> {
    hash_batch(msgs, dst, G1_PARALLEL_MIN, hash_to_g1)
}

/// [`hash_to_g2`] of every message under `dst`, as affine points, in order.
///
/// ```
/// use bls381::hash_to_curve::{hash_to_g2, hash_to_g2_batch};
/// let dst = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
/// let v = hash_to_g2_batch(&[b"abc"], dst);
/// assert_eq!(v, [hash_to_g2(b"abc", dst).to_affine()]);
/// ```
pub fn hash_to_g2_batch<M: AsRef<[u8]> + Sync>(msgs: &[M], dst: &[u8]) -> Vec<G2Affine> {
    hash_batch(msgs, dst, G2_PARALLEL_MIN, hash_to_g2)
}
