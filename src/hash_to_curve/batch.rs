//! Hashing many messages at once, to affine points: each chunk of messages is mapped four at a
//! time (one SSWU map of their 8 field elements), its cofactors cleared eight at a time, and
//! made affine with one shared inversion; with the `parallel` feature the chunks run on the
//! caller's rayon pool.

use alloc::vec;
use alloc::vec::Vec;

use super::hash_to_field::hash_to_field_parts;
use super::map_g1::E1Iso;
use super::map_g2::E2Iso;
use super::sswu::SswuCurve;
use super::{hash_to_field_fixed, sswu, sum_to_group, uncleared};
use crate::curve::Curve;
use crate::curve::{Affine, Projective};
use crate::curve::{G1Affine, G1Projective, G2Affine, G2Projective};
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
        let p = hash_all::<S, M>(msgs, |m| hash_to_field_fixed(m.as_ref(), dst));
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

/// `hash_to_curve` of every message, given its two field elements by `fields`, in order:
/// [`GROUP`] messages at a time through [`hash_many`], the tail one by one, then the cofactor
/// clearing of all of them (8 at a time in the IFMA lanes, see `curve::zchain_lanes`).
fn hash_all<S: SswuCurve, M>(
    msgs: &[M],
    fields: impl Fn(&M) -> [S::F; 2],
) -> Vec<Projective<S::Curve>> {
    let mut p = vec![Projective::identity(); msgs.len()];
    let mut groups = msgs.chunks_exact(GROUP);
    let mut out = p.chunks_exact_mut(GROUP);
    for (m, o) in (&mut groups).zip(&mut out) {
        hash_many::<S, M, { 2 * GROUP }>(m, &fields, o);
    }
    for (m, o) in groups.remainder().iter().zip(out.into_remainder()) {
        *o = uncleared::<S>(&fields(m));
    }
    S::Curve::clear_cofactor_many(&mut p);
    p
}

/// `hash_to_curve` of each of the messages in `msgs` (`msgs.len() · 2 = N`), given their field
/// elements by `fields`, into `out`: their N field elements through one N-wide SSWU map (whose
/// square roots then run in the 8 lanes of IFMA for N = 8, see `field::pow`), then each
/// message's two points added and taken through the isogeny; the cofactor is left to the
/// caller.
fn hash_many<S: SswuCurve, M, const N: usize>(
    msgs: &[M],
    fields: impl Fn(&M) -> [S::F; 2],
    out: &mut [Projective<S::Curve>],
) {
    debug_assert!(msgs.len() * 2 == N && out.len() == msgs.len());
    let mut u = [S::F::ZERO; N];
    for (u, m) in u.chunks_exact_mut(2).zip(msgs) {
        u.copy_from_slice(&fields(m));
    }
    let q = sswu::map_to_curve::<S, N>(&u);
    for (p, q) in out.iter_mut().zip(q.chunks_exact(2)) {
        *p = sum_to_group::<S>(&q[0], &q[1]);
    }
}

/// `hash_to_curve` under `dst` of each message given as two parts (its bytes are their
/// concatenation: the BLS message-augmentation scheme hashes PK ‖ msg), as projective points,
/// on this thread: for callers that split the work themselves.
pub(crate) fn hash_parts_to_g1(msgs: &[[&[u8]; 2]], dst: &[u8]) -> Vec<G1Projective> {
    hash_all::<E1Iso, _>(msgs, |m| hash_to_field_parts(m, dst))
}

/// [`hash_parts_to_g1`]'s G2 counterpart.
pub(crate) fn hash_parts_to_g2(msgs: &[[&[u8]; 2]], dst: &[u8]) -> Vec<G2Projective> {
    hash_all::<E2Iso, _>(msgs, |m| hash_to_field_parts(m, dst))
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

    /// Two-part messages hash as their concatenations (an empty first part as the second
    /// alone), for 0 to 9 messages, with the IFMA lanes off and on.
    #[test]
    fn parts_hash_as_concatenations() {
        let mut rng = crate::test_util::rng("hash_to_curve::parts_hash_as_concatenations");
        let dst = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
        let mut bytes = || {
            let mut m = vec![0u8; (rng.next_u64() % 3) as usize * 48];
            rng.fill_bytes(&mut m);
            m
        };
        for n in 0..=9usize {
            let msgs: Vec<[Vec<u8>; 2]> = (0..n).map(|_| [bytes(), bytes()]).collect();
            let parts: Vec<[&[u8]; 2]> = msgs.iter().map(|[a, m]| [&a[..], &m[..]]).collect();
            let whole: Vec<Vec<u8>> = msgs
                .iter()
                .map(|[a, m]| [&a[..], &m[..]].concat())
                .collect();
            for ifma in [false, true] {
                if !force_ifma(ifma) {
                    continue;
                }
                let (g1, g2) = (hash_parts_to_g1(&parts, dst), hash_parts_to_g2(&parts, dst));
                for (i, m) in whole.iter().enumerate() {
                    assert_eq!(g1[i], hash_to_g1(m, dst), "G1 {i} of {n}, IFMA {ifma}");
                    assert_eq!(g2[i], hash_to_g2(m, dst), "G2 {i} of {n}, IFMA {ifma}");
                }
            }
        }
    }
}
