//! Decoding many points at once: every encoding checked as by the single decoders (flags,
//! canonical coordinates, the curve, the subgroup), the work spread over the caller's rayon
//! pool with the `parallel` feature.

use alloc::vec::Vec;

use subtle::CtOption;

use super::{Affine, Curve, G1Affine, G2Affine};
use crate::parallel;

/// Encodings per task: one decoding with its subgroup check costs 40–90 µs, and the checks
/// run 8 at a time.
const DECODE_PARALLEL_MIN: usize = 8;

/// The decoded points that lie in the prime-order subgroup, checked 8 at a time (the IFMA
/// lanes of `Curve::is_torsion_free_many`); `None` for those that failed to decode or lie
/// outside.
fn subgroup_checked<C: Curve>(
    decoded: impl Iterator<Item = CtOption<Affine<C>>>,
) -> Vec<Option<Affine<C>>> {
    let decoded: Vec<CtOption<Affine<C>>> = decoded.collect();
    let points: Vec<Affine<C>> = decoded
        .iter()
        .map(|d| d.unwrap_or(Affine::identity()))
        .collect();
    let inside = C::is_torsion_free_many(&points);
    decoded
        .into_iter()
        .zip(inside)
        .map(|(d, t)| Option::from(d.and_then(|p| CtOption::new(p, t))))
        .collect()
}

macro_rules! batch_decoders {
    ($ty:ident, $g:literal, $c:literal, $u:literal) => {
        impl $ty {
            #[doc = concat!("[`from_compressed`](Self::from_compressed) on every encoding: one result per ",
                "input, in order, `None` for an invalid one (a bad encoding, off the curve, outside ", $g,
                "). Never panics. With the `parallel` feature the encodings are decoded on the ",
                "caller's rayon pool.")]
            ///
            /// ```
            #[doc = concat!("use bls381::", stringify!($ty), ";")]
            #[doc = concat!("let g = ", stringify!($ty), "::generator().to_compressed();")]
            #[doc = concat!("let bad = [0xffu8; ", $c, "];")]
            #[doc = concat!("let v = ", stringify!($ty), "::from_compressed_batch(&[g, bad]);")]
            #[doc = concat!("assert_eq!(v, [Some(", stringify!($ty), "::generator()), None]);")]
            /// ```
            pub fn from_compressed_batch(bytes: &[[u8; $c]]) -> Vec<Option<$ty>> {
                parallel::map_chunks(bytes, DECODE_PARALLEL_MIN, |chunk| {
                    subgroup_checked(chunk.iter().map(|b| Self::from_compressed_unchecked(b)))
                })
            }

            /// [`from_uncompressed`](Self::from_uncompressed) on every encoding, as
            /// [`from_compressed_batch`](Self::from_compressed_batch).
            pub fn from_uncompressed_batch(bytes: &[[u8; $u]]) -> Vec<Option<$ty>> {
                parallel::map_chunks(bytes, DECODE_PARALLEL_MIN, |chunk| {
                    subgroup_checked(chunk.iter().map(|b| {
                        Self::from_uncompressed_unchecked(b).and_then(|p| CtOption::new(p, p.is_on_curve()))
                    }))
                })
            }
        }
    };
}

batch_decoders!(G1Affine, "G1", 48, 96);
batch_decoders!(G2Affine, "G2", 96, 192);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curve::subgroup::tests::random_curve_point;
    use crate::field::fp_lanes::force_ifma;
    use crate::test_util::rng;
    use rand::Rng;

    /// Batches of 0 to 19 encodings — valid points, points of the curve outside the subgroup,
    /// the identity, corrupted bytes — decode as one by one, with the IFMA lanes off and on.
    #[test]
    fn batches_match_single_decoders() {
        let mut rng = rng("curve::batch::batches_match_single_decoders");
        for n in 0..20usize {
            let g1: Vec<G1Affine> = (0..n)
                .map(|i| match i % 4 {
                    0 => random_curve_point::<super::super::G1>(&mut rng).to_affine(),
                    1 => G1Affine::identity(),
                    _ => G1Affine::from(
                        G1Affine::generator() * crate::field::Fr::from(rng.next_u64()),
                    ),
                })
                .collect();
            let g2: Vec<G2Affine> = (0..n)
                .map(|i| match i % 4 {
                    0 => random_curve_point::<super::super::G2>(&mut rng).to_affine(),
                    1 => G2Affine::identity(),
                    _ => G2Affine::from(
                        G2Affine::generator() * crate::field::Fr::from(rng.next_u64()),
                    ),
                })
                .collect();
            let mut c1: std::vec::Vec<[u8; 48]> = g1.iter().map(|p| p.to_compressed()).collect();
            let mut u1: std::vec::Vec<[u8; 96]> = g1.iter().map(|p| p.to_uncompressed()).collect();
            let mut c2: std::vec::Vec<[u8; 96]> = g2.iter().map(|p| p.to_compressed()).collect();
            let mut u2: std::vec::Vec<[u8; 192]> = g2.iter().map(|p| p.to_uncompressed()).collect();
            for i in (0..n).filter(|i| i % 5 == 3) {
                c1[i][47] ^= 1;
                u1[i][95] ^= 1;
                c2[i][95] ^= 1;
                u2[i][0] ^= 0x20;
            }
            for ifma in [false, true] {
                if !force_ifma(ifma) {
                    continue;
                }
                let single = |o: CtOption<G1Affine>| Option::from(o);
                let want: std::vec::Vec<_> = c1
                    .iter()
                    .map(|b| single(G1Affine::from_compressed(b)))
                    .collect();
                assert_eq!(
                    G1Affine::from_compressed_batch(&c1),
                    want,
                    "G1 compressed, n = {n}"
                );
                let want: std::vec::Vec<_> = u1
                    .iter()
                    .map(|b| single(G1Affine::from_uncompressed(b)))
                    .collect();
                assert_eq!(
                    G1Affine::from_uncompressed_batch(&u1),
                    want,
                    "G1 uncompressed, n = {n}"
                );
                let want: std::vec::Vec<Option<G2Affine>> = c2
                    .iter()
                    .map(|b| Option::from(G2Affine::from_compressed(b)))
                    .collect();
                assert_eq!(
                    G2Affine::from_compressed_batch(&c2),
                    want,
                    "G2 compressed, n = {n}"
                );
                let want: std::vec::Vec<Option<G2Affine>> = u2
                    .iter()
                    .map(|b| Option::from(G2Affine::from_uncompressed(b)))
                    .collect();
                assert_eq!(
                    G2Affine::from_uncompressed_batch(&u2),
                    want,
                    "G2 uncompressed, n = {n}"
                );
            }
            // Outside points must have been met as such (the test is not vacuous).
            if n > 0 {
                assert!(G1Affine::from_compressed_batch(&c1)[0].is_none());
            }
        }
    }
}
