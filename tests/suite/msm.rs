//! Multi-scalar multiplication (`msm_vartime`) of G1 and G2 against the naive sum Σ kᵢ·Pᵢ (with
//! the crate's constant-time scalar multiplication) and against blst's Pippenger.
#![cfg(feature = "alloc")]
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use crate::common;

/// The suite for one group.
macro_rules! msm_suite {
    (
        $modname:ident, $aff:ident, $proj:ident, $cn:literal, $un:literal,
        blst: $bp:ident, $ba:ident, $bdeser:ident, $bcomp:ident, $bmsm:ident, $bscratch:ident,
        max_naive: $max:literal, blst_sizes: $blst_sizes:expr
    ) => {
        mod $modname {
            use super::common::{self, rng};
            use bls381::{$aff, $proj, Scalar};
            use rand::{rngs::StdRng, RngExt};

            fn naive(points: &[$aff], scalars: &[Scalar]) -> $proj {
                points.iter().zip(scalars).map(|(p, k)| p * k).sum()
            }

            fn random_points(rng: &mut StdRng, n: usize) -> Vec<$aff> {
                // Random multiples of one random point, normalised together: cheap and
                // independent enough (the scalars are random too).
                let base = $proj::generator() * Scalar::random(&mut *rng);
                let mut proj = Vec::with_capacity(n);
                let mut acc = base;
                let step = base * Scalar::random(&mut *rng);
                for _ in 0..n {
                    proj.push(acc);
                    acc += step;
                }
                let mut aff = vec![$aff::identity(); n];
                $proj::batch_normalize(&proj, &mut aff);
                aff
            }

            fn random_scalars(rng: &mut StdRng, n: usize) -> Vec<Scalar> {
                (0..n).map(|_| Scalar::random(&mut *rng)).collect()
            }

            fn check(points: &[$aff], scalars: &[Scalar], what: &str) {
                let got = $proj::msm_vartime(points, scalars);
                let want = naive(points, scalars);
                assert_eq!(got, want, "{what}: n = {}", points.len());
            }

            #[test]
            fn random_sizes() {
                let mut rng = rng(concat!(stringify!($modname), "::random_sizes"));
                let points = random_points(&mut rng, $max);
                let scalars = random_scalars(&mut rng, $max);
                let mut sizes: Vec<usize> = (0..=40).collect();
                for k in 6..=12 {
                    let p = 1usize << k;
                    sizes.extend([p - 1, p, p + 1, p + p / 2]);
                }
                sizes.retain(|&n| n <= $max);
                sizes.sort_unstable();
                sizes.dedup();
                for n in sizes {
                    check(&points[..n], &scalars[..n], "random");
                }
            }

            #[test]
            fn empty_and_mismatched_lengths() {
                let mut rng = rng(concat!(stringify!($modname), "::mismatched"));
                let points = random_points(&mut rng, 20);
                let scalars = random_scalars(&mut rng, 20);
                assert_eq!($proj::msm_vartime(&[], &[]), $proj::identity());
                assert_eq!($proj::msm_vartime(&points, &[]), $proj::identity());
                assert_eq!($proj::msm_vartime(&[], &scalars), $proj::identity());
                // The shorter length wins, whichever it is.
                for (np, ns) in [(20, 7), (7, 20), (1, 20), (20, 1)] {
                    let m = np.min(ns);
                    assert_eq!(
                        $proj::msm_vartime(&points[..np], &scalars[..ns]),
                        naive(&points[..m], &scalars[..m]),
                        "{np} points, {ns} scalars"
                    );
                }
            }

            #[test]
            fn special_scalars_and_points() {
                let mut rng = rng(concat!(stringify!($modname), "::special"));
                let r_minus_1 = -Scalar::ONE;
                let specials = [
                    Scalar::ZERO,
                    Scalar::ONE,
                    Scalar::from(2u64),
                    r_minus_1,
                    -Scalar::from(2u64),
                    Scalar::from(u64::MAX),
                    // 2^128 − 1, 2^127 and the GLV/GLS boundary z² (= 2^127.7…)
                    Scalar::from_raw([u64::MAX, u64::MAX, 0, 0]),
                    Scalar::from_raw([0, 1 << 63, 0, 0]),
                    Scalar::from_raw([0x0000_0001_0000_0000, 0xac45_a401_0001_a402, 0, 0]),
                    Scalar::from_raw([0x0000_0000_ffff_ffff, 0xac45_a401_0001_a402, 0, 0]),
                    Scalar::from_raw([0xd201_0000_0001_0000, 0, 0, 0]),
                    Scalar::from_raw([0, 0, 1, 0]),
                ];
                for n in [1usize, 2, 3, 5, 17, 64, 200] {
                    let mut points = random_points(&mut rng, n);
                    let mut scalars: Vec<Scalar> = (0..n)
                        .map(|i| {
                            if i % 3 == 0 {
                                specials[rng.random_range(0..specials.len())]
                            } else {
                                Scalar::random(&mut rng)
                            }
                        })
                        .collect();
                    check(&points, &scalars, "specials mixed with random");
                    // Identity points here and there, with any scalar.
                    for i in (0..n).step_by(4) {
                        points[i] = $aff::identity();
                    }
                    check(&points, &scalars, "identity points");
                    for s in &specials {
                        scalars.iter_mut().for_each(|k| *k = *s);
                        check(&points, &scalars, "one special scalar everywhere");
                    }
                    let zeros = vec![Scalar::ZERO; n];
                    assert_eq!($proj::msm_vartime(&points, &zeros), $proj::identity());
                    let ids = vec![$aff::identity(); n];
                    let ks = random_scalars(&mut rng, n);
                    assert_eq!($proj::msm_vartime(&ids, &ks), $proj::identity());
                }
            }

            /// Inputs whose buckets receive equal or opposite points, so that the batched
            /// affine additions meet P + P (doubling) and P + (−P) (identity) in accumulation
            /// and in the running sums.
            #[test]
            fn repeated_and_opposite_points() {
                let mut rng = rng(concat!(stringify!($modname), "::repeated"));
                for n in [2usize, 3, 4, 7, 8, 33, 64, 129, 300, 1000] {
                    if n > $max {
                        continue;
                    }
                    let p = random_points(&mut rng, 1)[0];
                    let k = Scalar::random(&mut rng);
                    // The same point with the same scalar: every bucket doubles.
                    let same = vec![p; n];
                    check(&same, &vec![k; n], "same point, same scalar");
                    // The same point with random scalars, and with 1, 2, …, n.
                    check(&same, &random_scalars(&mut rng, n), "same point");
                    let small: Vec<Scalar> = (1..=n as u64).map(Scalar::from).collect();
                    check(&same, &small, "same point, scalars 1..n");
                    // P, −P, P, −P, … with equal scalars: each bucket sums to the identity,
                    // and the result is P or the identity.
                    let alt: Vec<$aff> = (0..n).map(|i| if i % 2 == 0 { p } else { -p }).collect();
                    check(&alt, &vec![k; n], "P and −P");
                    // P with k and −P with −k: equal contributions in opposite buckets.
                    let negk: Vec<Scalar> =
                        (0..n).map(|i| if i % 2 == 0 { k } else { -k }).collect();
                    check(&alt, &negk, "P with k, −P with −k");
                    // A few distinct points, each repeated, with equal and opposite scalars.
                    let few = random_points(&mut rng, 3);
                    let pts: Vec<$aff> = (0..n).map(|i| few[i % 3]).collect();
                    let ks: Vec<Scalar> = (0..n).map(|i| if i % 5 == 0 { -k } else { k }).collect();
                    check(&pts, &ks, "three points repeated");
                }
            }

            /// blst's `*s_mult_pippenger` (single thread, 255-bit scalars) on the same input,
            /// compared as compressed bytes, on both sides of every size where the window
            /// width changes (and of the Straus/Pippenger switch).
            #[test]
            fn against_blst() {
                let mut rng = rng(concat!(stringify!($modname), "::against_blst"));
                for n in $blst_sizes {
                    let points = random_points(&mut rng, n);
                    let mut scalars = random_scalars(&mut rng, n);
                    scalars[n / 2] = Scalar::ZERO;
                    scalars[0] = -Scalar::ONE;
                    let ours = $aff::from($proj::msm_vartime(&points, &scalars)).to_compressed();
                    assert_eq!(ours, blst_msm(&points, &scalars), "n = {n}");
                }
            }

            fn blst_msm(points: &[$aff], scalars: &[Scalar]) -> [u8; $cn] {
                use blst::*;
                let bpoints: Vec<$ba> = points
                    .iter()
                    .map(|p| {
                        let mut a = $ba::default();
                        let bytes: [u8; $un] = p.to_uncompressed();
                        // SAFETY: reads one uncompressed encoding, writes one affine point.
                        let e = unsafe { $bdeser(&mut a, bytes.as_ptr()) };
                        assert_eq!(e, BLST_ERROR::BLST_SUCCESS);
                        a
                    })
                    .collect();
                let bscalars: Vec<[u8; 32]> = scalars.iter().map(|k| k.to_bytes()).collect();
                let pptrs: Vec<*const $ba> = bpoints.iter().map(|p| p as *const $ba).collect();
                let sptrs: Vec<*const u8> = bscalars.iter().map(|s| s.as_ptr()).collect();
                // SAFETY: the scratch size is blst's own for this many points; every pointer
                // array holds `n` pointers to live points and 32-byte little-endian scalars.
                unsafe {
                    let words = $bscratch(points.len()) / std::mem::size_of::<limb_t>();
                    let mut scratch = vec![0 as limb_t; words.max(1)];
                    let mut out = $bp::default();
                    $bmsm(
                        &mut out,
                        pptrs.as_ptr(),
                        points.len(),
                        sptrs.as_ptr(),
                        255,
                        scratch.as_mut_ptr(),
                    );
                    let mut bytes = [0u8; $cn];
                    $bcomp(bytes.as_mut_ptr(), &out);
                    bytes
                }
            }

            #[test]
            fn matches_common_helpers() {
                // Keeps `common` used by both instantiations.
                let _ = common::r();
            }
        }
    };
}

msm_suite!(
    g1, G1Affine, G1Projective, 48, 96,
    blst: blst_p1, blst_p1_affine, blst_p1_deserialize, blst_p1_compress,
        blst_p1s_mult_pippenger, blst_p1s_mult_pippenger_scratch_sizeof,
    max_naive: 4096,
    // Straus up to 12 points; window widths 5, 6, 7, 8, 9, 10, 11, 12, 13, 15 from 13, 22, 69,
    // 212, 373, 692, 2485, 4661, 9077, 46197 points.
    blst_sizes: [
        2usize, 12, 13, 21, 22, 68, 69, 211, 212, 372, 373, 691, 692, 2484, 2485, 4660, 4661,
        9076, 9077
    ]
);

msm_suite!(
    g2, G2Affine, G2Projective, 96, 192,
    blst: blst_p2, blst_p2_affine, blst_p2_deserialize, blst_p2_compress,
        blst_p2s_mult_pippenger, blst_p2s_mult_pippenger_scratch_sizeof,
    max_naive: 1024,
    // Straus up to 6 points; window widths 5, 6, 7, 8, 9, 10, 11, 13 from 7, 11, 55, 106, 187,
    // 318, 631, 3707 points.
    blst_sizes: [
        2usize, 6, 7, 10, 11, 54, 55, 105, 106, 186, 187, 317, 318, 630, 631, 3706, 3707
    ]
);
