//! Hashing many messages at once, to affine points: each chunk of messages is hashed four at a
//! time (one SSWU map of their 8 field elements) and made affine with one shared inversion;
//! with the `parallel` feature the chunks run on the caller's rayon pool.

use alloc::vec;
use alloc::vec::Vec;

use super::map_g1::E1Iso;
use super::map_g2::E2Iso;
use super::sswu::SswuCurve;
use super::{from_map, hash_from, hash_to_field_fixed, sswu};
use crate::curve::{Affine, Projective};
use crate::curve::{G1Affine, G2Affine};
use crate::field::Field;
use crate::parallel;

/// Messages per task: a hash costs about 60 µs to G1 and 190 µs to G2.
const G1_PARALLEL_MIN: usize = 4;
const G2_PARALLEL_MIN: usize = 2;

/// Messages hashed together: their 8 field elements fill the 8 lanes of one SSWU map's square
/// roots.
const GROUP: usize = 4;

fn hash_batch<S: SswuCurve, M: AsRef<[u8]> + Sync>(
    msgs: &[M],
    dst: &[u8],
    min: usize,
) -> Vec<Affine<S::Curve>> {
    let run = |msgs: &[M]| {
        let mut p = vec![Projective::identity(); msgs.len()];
        let mut groups = msgs.chunks_exact(GROUP);
        let mut out = p.chunks_exact_mut(GROUP);
        for (m, o) in (&mut groups).zip(&mut out) {
            hash_many::<S, M, { 2 * GROUP }>(m, dst, o);
        }
        for (m, o) in groups.remainder().iter().zip(out.into_remainder()) {
            *o = hash_from::<S>(&hash_to_field_fixed(m.as_ref(), dst));
        }
        let mut q = vec![Affine::identity(); p.len()];
        Projective::batch_normalize(&p, &mut q);
        q
    };
    // The parts are cut at whole groups, so that only the last one has a shorter tail.
    let groups = msgs.len().div_ceil(GROUP);
    let parts = parallel::parts(groups, min.div_ceil(GROUP));
    if parts == 1 {
        return run(msgs);
    }
    let chunks = parallel::map_range(parts, 1, |k| {
        let r = parallel::range(groups, parts, k);
        run(&msgs[GROUP * r.start..(GROUP * r.end).min(msgs.len())])
    });
    chunks.concat()
}

/// `hash_to_curve` of each of the messages in `msgs` (`msgs.len() · 2 = N`) under `dst`, into
/// `out`: their N field elements through one N-wide SSWU map (whose square roots then run in
/// the 8 lanes of IFMA for N = 8, see `field::pow`), then each message's points as
/// [`hash_from`]'s ([`from_map`]).
fn hash_many<S: SswuCurve, M: AsRef<[u8]>, const N: usize>(
    msgs: &[M],
    dst: &[u8],
    out: &mut [Projective<S::Curve>],
) {
    debug_assert!(msgs.len() * 2 == N && out.len() == msgs.len());
    let mut u = [S::F::ZERO; N];
    for (u, m) in u.chunks_exact_mut(2).zip(msgs) {
        u.copy_from_slice(&hash_to_field_fixed::<S::F, 2>(m.as_ref(), dst));
    }
    let q = sswu::map_to_curve::<S, N>(&u);
    for (p, q) in out.iter_mut().zip(q.chunks_exact(2)) {
        *p = from_map::<S>(&q[0], &q[1]);
    }
}

/// [`hash_to_g1`](super::hash_to_g1) of every message under `dst`, as affine points (one
/// inversion per chunk rather than one per point), in order.
///
/// ```
/// use bls381::hash_to_curve::{hash_to_g1, hash_to_g1_batch};
/// let dst = b"QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_";
/// let v = hash_to_g1_batch(&[&b"abc"[..], b""], dst);
/// assert_eq!(v[0], hash_to_g1(b"abc", dst).to_affine());
/// assert_eq!(v[1], hash_to_g1(b"", dst).to_affine());
/// ```
pub fn hash_to_g1_batch<M: AsRef<[u8]> + Sync>(msgs: &[M], dst: &[u8]) -> Vec<G1Affine> {
    hash_batch::<E1Iso, M>(msgs, dst, G1_PARALLEL_MIN)
}

/// [`hash_to_g2`](super::hash_to_g2) of every message under `dst`, as affine points, in order.
///
/// ```
/// use bls381::hash_to_curve::{hash_to_g2, hash_to_g2_batch};
/// let dst = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
/// let v = hash_to_g2_batch(&[b"abc"], dst);
/// assert_eq!(v, [hash_to_g2(b"abc", dst).to_affine()]);
/// ```
pub fn hash_to_g2_batch<M: AsRef<[u8]> + Sync>(msgs: &[M], dst: &[u8]) -> Vec<G2Affine> {
    hash_batch::<E2Iso, M>(msgs, dst, G2_PARALLEL_MIN)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::fp_lanes::force_ifma;
    use crate::hash_to_curve::{hash_to_g1, hash_to_g2};
    use rand::Rng;

    /// The batches of 0 to 13 random messages (some empty) equal the hashes one by one, with
    /// the IFMA lanes off and, where the CPU has them, on (the results must not depend on it;
    /// a test toggling the switch meanwhile can only make both runs scalar).
    #[test]
    fn batches_match_single_hashes() {
        let mut rng = crate::test_util::rng("hash_to_curve::batches_match_single_hashes");
        let dst = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
        for n in 0..=13usize {
            let msgs: Vec<Vec<u8>> = (0..n)
                .map(|i| {
                    let len = if i % 3 == 0 {
                        0
                    } else {
                        1 + (rng.next_u64() % 80) as usize
                    };
                    let mut m = vec![0u8; len];
                    rng.fill_bytes(&mut m);
                    m
                })
                .collect();
            let g1: Vec<G1Affine> = msgs
                .iter()
                .map(|m| hash_to_g1(m, dst).to_affine())
                .collect();
            let g2: Vec<G2Affine> = msgs
                .iter()
                .map(|m| hash_to_g2(m, dst).to_affine())
                .collect();
            for ifma in [false, true] {
                if !force_ifma(ifma) {
                    std::eprintln!("note: no AVX-512 IFMA on this CPU; scalar path only");
                    continue;
                }
                assert_eq!(hash_to_g1_batch(&msgs, dst), g1, "G1, n = {n}, IFMA {ifma}");
                assert_eq!(hash_to_g2_batch(&msgs, dst), g2, "G2, n = {n}, IFMA {ifma}");
            }
        }
    }
}
