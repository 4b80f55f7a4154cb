//! Batch verification of independent signatures with random blinding, as one multi-pairing
//! (the method and its 64-bit security argument are documented on
//! [`Scheme::batch_verify`](super::Scheme::batch_verify)).
//!
//! Cost for n sets with distinct messages: n hashes, n blindings by 64-bit scalars in G1, the
//! blinded sum Σ rᵢ·σᵢ by an interleaved multi-scalar multiplication (one shared run of 64
//! doublings instead of one per signature), n + 1 Miller-loop pairs and one final
//! exponentiation. Sets that share a message share its hash; in min_pk also its pair, the
//! keys' blinded sum taken by the same interleaved multiplication as the signatures'.

use alloc::vec::Vec;
use core::ops::Range;

use rand_core::CryptoRng;

use super::variant::SignatureGroup;
use super::verify::{check_lists, hash_each, neg_generator, verdict};
#[cfg(feature = "parallel")]
use super::verify::{mul_options, verdict_of};
use super::{Error, PublicKey, Signature, Variant};
use crate::curve::{Affine, Curve, Projective};
use crate::curve::{G1Affine, G2Affine};
use crate::field::Fr as Scalar;
#[cfg(feature = "parallel")]
use crate::pairing::miller_loop_vartime_serial;

/// A uniform blinding scalar in [1, 2⁶⁴).
fn blinding<R: CryptoRng + ?Sized>(rng: &mut R) -> u64 {
    loop {
        let r = rng.next_u64();
        if r != 0 {
            return r;
        }
    }
}

/// `r·P` for a public 64-bit `r`, skipping the multiplication for the unblinded r = 1.
fn blind<C: Curve>(p: &Projective<C>, r: u64) -> Projective<C> {
    if r == 1 {
        *p
    } else {
        p.mul_vartime(&Scalar::from(r))
    }
}

pub(crate) fn batch_verify<V: Variant, M: AsRef<[u8]>, R: CryptoRng + ?Sized>(
    pks: &[PublicKey<V>],
    msgs: &[M],
    sigs: &[Signature<V>],
    dst: &[u8],
    augment: bool,
    rng: &mut R,
) -> Result<(), Error> {
    check_lists(pks, &[msgs.len(), sigs.len()])?;
    let n = pks.len();
    // r₁ = 1: see the security argument on `Scheme::batch_verify`.
    let r: Vec<u64> = (0..n)
        .map(|i| if i == 0 { 1 } else { blinding(rng) })
        .collect();

    let sig_points: Vec<Affine<V::Sig>> = sigs.iter().map(|s| s.point).collect();
    let sigma = sum_of_multiples_split(&sig_points, &r).to_affine();

    // Sets with the same hashed message (for the augmented scheme: the same key and message)
    // become neighbours; each run is hashed once.
    let prefix: Vec<Option<<V::Pk as SignatureGroup>::Compressed>> = pks
        .iter()
        .map(|pk| augment.then(|| pk.to_bytes()))
        .collect();
    let key = |i: usize| (prefix[i].as_ref().map(|b| b.as_ref()), msgs[i].as_ref());
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_unstable_by(|&a, &b| key(a).cmp(&key(b)));
    let runs: Vec<&[usize]> = order.chunk_by(|&a, &b| key(a) == key(b)).collect();

    let set = Sets {
        pks,
        runs: &runs,
        r: &r,
        sigma: &sigma,
        dst,
        augment,
    };
    #[cfg(feature = "parallel")]
    if let Some(chunk) = crate::parallel::chunk_len(runs.len() + 1, BATCH_PARALLEL_MIN, 16) {
        // Runs hashed, blinded and Miller-looped chunk by chunk on the caller's pool, one
        // final exponentiation. (Slices of the messages, so that `M` need not be `Sync`.)
        let msgs: Vec<&[u8]> = msgs.iter().map(AsRef::as_ref).collect();
        let f = crate::parallel::reduce_chunks(
            runs.len() + 1,
            chunk,
            |q| miller_loop_vartime_serial(&set.pairs(&msgs, q)),
            mul_options,
        );
        return verdict_of(f.flatten());
    }
    verdict(&set.pairs(msgs, 0..runs.len() + 1))
}

/// Runs of sets per task of a parallel batch verification: a run costs at least a hash and
/// a Miller loop pair (about 375 µs in min_pk).
#[cfg(feature = "parallel")]
const BATCH_PARALLEL_MIN: usize = 2;

/// A batch verification's sets grouped into runs of one message, with their blinding scalars
/// and the blinded sum of the signatures.
struct Sets<'a, V: Variant> {
    pks: &'a [PublicKey<V>],
    runs: &'a [&'a [usize]],
    r: &'a [u64],
    sigma: &'a Affine<V::Sig>,
    dst: &'a [u8],
    augment: bool,
}

impl<V: Variant> Sets<'_, V> {
    /// The Miller-loop pairs of the runs in `q`; index `runs.len()` stands for (−G, σ).
    fn pairs<M: AsRef<[u8]>>(&self, msgs: &[M], q: Range<usize>) -> Vec<(G1Affine, G2Affine)> {
        let (pks, r, dst, augment) = (self.pks, self.r, self.dst, self.augment);
        let runs = &self.runs[q.start.min(self.runs.len())..q.end.min(self.runs.len())];
        let mut pairs: Vec<(G1Affine, G2Affine)> = if V::BLIND_PK {
            // min_pk: ∏ over runs of e(Σ rᵢ·PKᵢ, H(m)), the keys blinded in G1.
            let hashes = hash_each(
                runs.iter().map(|run| (&pks[run[0]], msgs[run[0]].as_ref())),
                dst,
                augment,
            );
            let mut keys = Vec::with_capacity(runs.len());
            for run in runs {
                keys.push(if let [j] = run[..] {
                    blind(&Projective::from(&pks[j].point), r[j])
                } else {
                    // Many signers of one message (an attestation): one shared run of doublings.
                    let points: Vec<Affine<V::Pk>> = run.iter().map(|&j| pks[j].point).collect();
                    let scalars: Vec<u64> = run.iter().map(|&j| r[j]).collect();
                    sum_of_multiples_split(&points, &scalars)
                });
            }
            let hashes = normalize(&hashes);
            let keys = normalize(&keys);
            keys.iter()
                .zip(&hashes)
                .map(|(pk, h)| V::pair(pk, h))
                .collect()
        } else {
            // min_sig: ∏ e(PKᵢ, rᵢ·H(mᵢ)), the hashes blinded in G1 (the keys are in G2).
            let hashes = hash_each(
                runs.iter().map(|run| (&pks[run[0]], msgs[run[0]].as_ref())),
                dst,
                augment,
            );
            let mut blinded = Vec::with_capacity(runs.len());
            let mut keys = Vec::with_capacity(runs.len());
            for (run, h) in runs.iter().zip(&hashes) {
                for &j in run.iter() {
                    blinded.push(blind(h, r[j]));
                    keys.push(pks[j].point);
                }
            }
            let blinded = normalize(&blinded);
            keys.iter()
                .zip(&blinded)
                .map(|(pk, h)| V::pair(pk, h))
                .collect()
        };
        if q.contains(&self.runs.len()) {
            pairs.push(V::pair(&neg_generator::<V>(), self.sigma));
        }
        pairs
    }
}

/// [`sum_of_multiples`], in parts of at least [`SUM_PARALLEL_MIN`] points on the caller's
/// pool when the input is large enough (with `parallel`).
fn sum_of_multiples_split<C: Curve>(points: &[Affine<C>], scalars: &[u64]) -> Projective<C> {
    #[cfg(feature = "parallel")]
    if let Some(chunk) = crate::parallel::chunk_len(points.len(), SUM_PARALLEL_MIN, usize::MAX) {
        return crate::parallel::reduce_chunks(
            points.len(),
            chunk,
            |q| sum_of_multiples(&points[q.clone()], &scalars[q]),
            |a, b| a.add(&b),
        )
        .unwrap_or(Projective::identity());
    }
    sum_of_multiples(points, scalars)
}

/// Points per task of a parallel [`sum_of_multiples`]: about 25 µs each in G2 and 10 µs in
/// G1, plus 64 shared doublings per task.
#[cfg(feature = "parallel")]
const SUM_PARALLEL_MIN: usize = 16;

/// Affine forms with one shared inversion.
fn normalize<C: Curve>(p: &[Projective<C>]) -> Vec<Affine<C>> {
    let mut out = alloc::vec![Affine::identity(); p.len()];
    Projective::batch_normalize(p, &mut out);
    out
}

/// wNAF width of the multi-scalar multiplication: digits odd in (−8, 8), tables P, 3P, 5P, 7P.
/// For 64-bit scalars width 4 minimises table building plus additions (≈ 3 + 64/5 additions
/// per point, against ≈ 7 + 64/6 for width 5).
const W: u32 = 4;
/// Table entries per point.
const ODD: usize = 1 << (W - 2);
/// Digits of a 64-bit scalar's wNAF (one more than its bits, for the final carry).
const DIGITS: usize = 65;

/// The width-W NAF of `k` (Solinas, DCC 2000, §4): k = Σ dᵢ2ⁱ, dᵢ odd with |dᵢ| < 2^(W−1) or 0,
/// and the number of digits used.
fn wnaf(k: u64) -> ([i8; DIGITS], usize) {
    let mut naf = [0i8; DIGITS];
    let mut k = k as i128;
    let mut len = 0;
    while k != 0 {
        if k & 1 == 1 {
            let mut d = (k & ((1 << W) - 1)) as i8;
            if d >= 1 << (W - 1) {
                d -= 1 << W;
            }
            naf[len] = d;
            k -= d as i128;
        }
        k >>= 1;
        len += 1;
    }
    (naf, len)
}

/// Σ kᵢ·Pᵢ for public 64-bit kᵢ: Straus's interleaving (Straus, AMM 1964; with wNAF digits as in
/// Möller, SAC 2001), one run of doublings shared by every point. Variable time.
pub(crate) fn sum_of_multiples<C: Curve>(points: &[Affine<C>], scalars: &[u64]) -> Projective<C> {
    let mut direct = Projective::identity();
    let mut tables: Vec<[Projective<C>; ODD]> = Vec::with_capacity(points.len());
    let mut nafs: Vec<[i8; DIGITS]> = Vec::with_capacity(points.len());
    let mut top = 0;
    for (p, &k) in points.iter().zip(scalars) {
        // The unblinded set (k = 1) and any k = 0 need no table.
        if k <= 1 {
            if k == 1 {
                direct = direct.add_mixed(p);
            }
            continue;
        }
        let p = Projective::from(p);
        let p2 = p.double();
        let mut t = [p; ODD];
        for m in 1..ODD {
            t[m] = t[m - 1].add(&p2);
        }
        tables.push(t);
        let (naf, len) = wnaf(k);
        nafs.push(naf);
        top = top.max(len);
    }
    let mut acc = Projective::identity();
    for i in (0..top).rev() {
        acc = acc.double();
        for (t, naf) in tables.iter().zip(&nafs) {
            let d = naf[i];
            if d > 0 {
                acc = acc.add(&t[(d / 2) as usize]);
            } else if d < 0 {
                acc = acc.add(&-t[(-d / 2) as usize]);
            }
        }
    }
    acc.add(&direct)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curve::{G1Projective, G2Projective};
    use crate::test_util::rng;
    use rand::Rng;

    #[test]
    fn wnaf_recombines() {
        let mut rng = rng("wnaf_recombines");
        for n in 0..10_000 {
            let k = match n {
                0 => 0,
                1 => 1,
                2 => u64::MAX,
                3 => 1 << 63,
                _ => rng.next_u64() >> (n % 64),
            };
            let (naf, len) = wnaf(k);
            let mut acc: i128 = 0;
            for d in naf[..len].iter().rev() {
                assert!(*d == 0 || (d % 2 != 0 && d.abs() < 8));
                acc = 2 * acc + *d as i128;
            }
            assert_eq!(acc, k as i128);
            assert!(len == 0 || naf[len - 1] != 0);
        }
    }

    #[test]
    fn sum_of_multiples_matches_scalar_multiplication() {
        let mut rng = rng("sum_of_multiples_matches_scalar_multiplication");
        for n in [0usize, 1, 2, 5, 17] {
            let p1: Vec<_> = (0..n)
                .map(|_| G1Affine::from(G1Projective::generator() * Scalar::random(&mut rng)))
                .collect();
            let p2: Vec<_> = (0..n)
                .map(|_| G2Affine::from(G2Projective::generator() * Scalar::random(&mut rng)))
                .collect();
            let k: Vec<u64> = (0..n)
                .map(|i| match i {
                    0 => 1,
                    1 => 0,
                    2 => u64::MAX,
                    _ => rng.next_u64(),
                })
                .collect();
            let want1: G1Projective = p1.iter().zip(&k).map(|(p, k)| p * Scalar::from(*k)).sum();
            let want2: G2Projective = p2.iter().zip(&k).map(|(p, k)| p * Scalar::from(*k)).sum();
            assert_eq!(sum_of_multiples(&p1, &k), want1);
            assert_eq!(sum_of_multiples(&p2, &k), want2);
        }
    }
}
