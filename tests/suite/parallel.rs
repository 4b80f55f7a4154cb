//! The `parallel` feature: every split operation gives the serial result on rayon pools of 1,
//! 2, 3 and 7 threads (one thread is the serial path itself), on random inputs with the seed
//! printed, at sizes around each threshold, with identities, zero scalars and invalid items.
#![cfg(feature = "parallel")]

use crate::common;

use bls381::hash_to_curve::{hash_to_g1, hash_to_g1_batch, hash_to_g2, hash_to_g2_batch};
use bls381::signature::{min_pk, min_sig, Error};
use bls381::{
    multi_miller_loop, multi_miller_loop_unprepared, pairing_check, G1Affine, G1Projective,
    G2Affine, G2Prepared, G2Projective, Scalar,
};
use rand::rngs::StdRng;
use rand::{Rng, RngExt, SeedableRng};

const THREADS: [usize; 4] = [1, 2, 3, 7];

fn pool(k: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(k)
        .build()
        .expect("a rayon pool")
}

/// `f()` on each pool, checked against the value on the one-thread pool (the serial path).
fn same_on_every_pool<T: PartialEq + std::fmt::Debug + Send>(what: &str, f: impl Fn() -> T + Sync) {
    let want = pool(1).install(&f);
    for k in THREADS {
        assert_eq!(pool(k).install(&f), want, "{what}: {k} threads");
    }
}

fn g1_points(rng: &mut StdRng, n: usize) -> Vec<G1Affine> {
    let p: Vec<G1Projective> = (0..n)
        .map(|_| G1Projective::generator() * Scalar::random(&mut *rng))
        .collect();
    let mut a = vec![G1Affine::identity(); n];
    G1Projective::batch_normalize(&p, &mut a);
    a
}

fn g2_points(rng: &mut StdRng, n: usize) -> Vec<G2Affine> {
    let p: Vec<G2Projective> = (0..n)
        .map(|_| G2Projective::generator() * Scalar::random(&mut *rng))
        .collect();
    let mut a = vec![G2Affine::identity(); n];
    G2Projective::batch_normalize(&p, &mut a);
    a
}

/// Scalars with zeros, ones, small and full-size values mixed in.
fn scalars(rng: &mut StdRng, n: usize) -> Vec<Scalar> {
    (0..n)
        .map(|i| match i % 11 {
            3 => Scalar::ZERO,
            5 => Scalar::ONE,
            7 => Scalar::from(rng.next_u64()),
            9 => -Scalar::ONE,
            _ => Scalar::random(&mut *rng),
        })
        .collect()
}

#[test]
fn msm_g1_matches_serial() {
    let mut rng = common::rng("parallel::msm_g1_matches_serial");
    // Around Straus' limit (12 points), the split threshold (64 sub-points) and the
    // parallel expansion (4096 points).
    for n in [
        0usize, 1, 2, 12, 13, 63, 64, 65, 200, 1000, 4095, 4096, 4097, 9000,
    ] {
        let mut points = g1_points(&mut rng, n);
        let mut ks = scalars(&mut rng, n);
        if n > 4 {
            points[1] = G1Affine::identity();
            points[2] = points[0]; // repeated points: doublings inside the batches
            points[4] = -points[0]; // opposite ones: identities inside the batches
            ks[2] = ks[0];
        }
        same_on_every_pool(&format!("G1 MSM of {n}"), || {
            G1Affine::from(G1Projective::msm_vartime(&points, &ks))
        });
        if n <= 200 {
            let naive: G1Projective = points.iter().zip(&ks).map(|(p, k)| p * k).sum();
            let got = pool(3).install(|| G1Projective::msm_vartime(&points, &ks));
            assert_eq!(got, naive, "G1 MSM of {n} against the naive sum");
        }
    }
    // All identities, all zero scalars, unequal lengths.
    let points = vec![G1Affine::identity(); 500];
    let ks = scalars(&mut rng, 500);
    same_on_every_pool("identities", || G1Projective::msm_vartime(&points, &ks));
    let points = g1_points(&mut rng, 500);
    let zeros = vec![Scalar::ZERO; 500];
    same_on_every_pool("zero scalars", || {
        bool::from(G1Projective::msm_vartime(&points, &zeros).is_identity())
    });
    same_on_every_pool("unequal lengths", || {
        G1Affine::from(G1Projective::msm_vartime(&points, &ks[..321]))
    });
}

#[test]
fn msm_g2_matches_serial() {
    let mut rng = common::rng("parallel::msm_g2_matches_serial");
    for n in [0usize, 1, 6, 7, 15, 16, 17, 100, 1500, 4097] {
        let mut points = g2_points(&mut rng, n);
        let ks = scalars(&mut rng, n);
        if n > 4 {
            points[1] = G2Affine::identity();
            points[3] = -points[0];
        }
        same_on_every_pool(&format!("G2 MSM of {n}"), || {
            G2Affine::from(G2Projective::msm_vartime(&points, &ks))
        });
        if n <= 100 {
            let naive: G2Projective = points.iter().zip(&ks).map(|(p, k)| p * k).sum();
            let got = pool(2).install(|| G2Projective::msm_vartime(&points, &ks));
            assert_eq!(got, naive, "G2 MSM of {n} against the naive sum");
        }
    }
}

#[test]
fn batch_normalize_matches_serial() {
    let mut rng = common::rng("parallel::batch_normalize_matches_serial");
    for n in [0usize, 1, 1023, 1024, 1025, 3000] {
        let mut p: Vec<G1Projective> = (0..n)
            .map(|_| G1Projective::generator() * Scalar::random(&mut rng))
            .collect();
        let mut q: Vec<G2Projective> = (0..n.min(1100))
            .map(|_| G2Projective::generator() * Scalar::random(&mut rng))
            .collect();
        if n > 10 {
            p[7] = G1Projective::identity();
            q[9] = G2Projective::identity();
        }
        same_on_every_pool(&format!("G1 batch_normalize of {n}"), || {
            let mut a = vec![G1Affine::identity(); p.len()];
            G1Projective::batch_normalize(&p, &mut a);
            a
        });
        same_on_every_pool(&format!("G2 batch_normalize of {n}"), || {
            let mut a = vec![G2Affine::identity(); q.len()];
            G2Projective::batch_normalize(&q, &mut a);
            a
        });
        let mut a = vec![G1Affine::identity(); p.len()];
        pool(7).install(|| G1Projective::batch_normalize(&p, &mut a));
        assert!(a.iter().zip(&p).all(|(a, p)| *a == G1Affine::from(p)));
    }
}

#[test]
#[should_panic]
fn batch_normalize_still_panics_on_unequal_lengths() {
    let p = vec![G1Projective::generator(); 3000];
    let mut a = vec![G1Affine::identity(); 2999];
    pool(2).install(|| G1Projective::batch_normalize(&p, &mut a));
}

/// Pairs whose product is 1 (e(aᵢ·g1, g2) · e(−aᵢ·g1, g2)), with identities mixed in.
fn pairs(rng: &mut StdRng, n: usize) -> Vec<(G1Affine, G2Affine)> {
    let g2 = g2_points(rng, n.div_ceil(2));
    let g1 = g1_points(rng, n.div_ceil(2));
    let mut v = Vec::with_capacity(n + 1);
    for i in 0..n.div_ceil(2) {
        v.push((g1[i], g2[i]));
        v.push((-g1[i], g2[i]));
    }
    v.truncate(n - n % 2);
    if n % 2 == 1 {
        v.push((G1Affine::identity(), g2[0]));
    }
    v
}

#[test]
fn pairings_match_serial() {
    let mut rng = common::rng("parallel::pairings_match_serial");
    for n in [0usize, 1, 2, 7, 8, 9, 16, 17, 33, 70] {
        let mut v = pairs(&mut rng, n);
        same_on_every_pool(&format!("pairing_check of {n}"), || pairing_check(&v));
        assert!(pool(2).install(|| pairing_check(&v)), "{n} pairs");
        if n > 3 {
            // One pair changed: the product is no longer 1, whatever the split.
            v[3].0 = G1Affine::generator();
            same_on_every_pool(&format!("failing pairing_check of {n}"), || {
                pairing_check(&v)
            });
            assert!(!pool(7).install(|| pairing_check(&v)));
        }
        let refs: Vec<(&G1Affine, &G2Affine)> = v.iter().map(|(p, q)| (p, q)).collect();
        same_on_every_pool(&format!("multi_miller_loop_unprepared of {n}"), || {
            multi_miller_loop_unprepared(&refs).final_exponentiation()
        });
        // The Fp12 values themselves agree (grouping does not change the product).
        same_on_every_pool(&format!("Miller loop value of {n}"), || {
            *multi_miller_loop_unprepared(&refs).as_fp12()
        });
        let prepared: Vec<G2Prepared> = v.iter().map(|(_, q)| G2Prepared::from(*q)).collect();
        let prefs: Vec<(&G1Affine, &G2Prepared)> =
            v.iter().zip(&prepared).map(|((p, _), q)| (p, q)).collect();
        same_on_every_pool(&format!("multi_miller_loop of {n}"), || {
            *multi_miller_loop(&prefs).as_fp12()
        });
    }
}

#[test]
fn batch_decoders_match_serial() {
    let mut rng = common::rng("parallel::batch_decoders_match_serial");
    for n in [0usize, 1, 7, 8, 9, 40] {
        let p1 = g1_points(&mut rng, n);
        let p2 = g2_points(&mut rng, n);
        let mut c1: Vec<[u8; 48]> = p1.iter().map(|p| p.to_compressed()).collect();
        let mut c2: Vec<[u8; 96]> = p2.iter().map(|p| p.to_compressed()).collect();
        let mut u1: Vec<[u8; 96]> = p1.iter().map(|p| p.to_uncompressed()).collect();
        let mut u2: Vec<[u8; 192]> = p2.iter().map(|p| p.to_uncompressed()).collect();
        for i in (0..n).step_by(3) {
            // Garbage, a flipped bit (off the curve or another point), random bytes.
            c1[i][i % 48] ^= 1 << (i % 8);
            c2[i][5] ^= 0x40;
            u1[i][95] ^= 1;
            rng.fill_bytes(&mut u2[i]);
        }
        same_on_every_pool("G1 compressed", || G1Affine::from_compressed_batch(&c1));
        same_on_every_pool("G2 compressed", || G2Affine::from_compressed_batch(&c2));
        same_on_every_pool("G1 uncompressed", || G1Affine::from_uncompressed_batch(&u1));
        same_on_every_pool("G2 uncompressed", || G2Affine::from_uncompressed_batch(&u2));
        let got = pool(3).install(|| G2Affine::from_compressed_batch(&c2));
        for (g, b) in got.iter().zip(&c2) {
            assert_eq!(*g, Option::from(G2Affine::from_compressed(b)));
        }
        // Keys and signatures: bytes of every length, identities, valid ones.
        let mut keys: Vec<Vec<u8>> = c1.iter().map(|b| b.to_vec()).collect();
        keys.push(vec![]);
        keys.push(vec![0xc0; 1]);
        let mut id = [0u8; 48];
        id[0] = 0xc0;
        keys.push(id.to_vec());
        same_on_every_pool("public keys", || min_pk::PublicKey::from_bytes_batch(&keys));
        let got = pool(2).install(|| min_pk::PublicKey::from_bytes_batch(&keys));
        for (g, b) in got.iter().zip(&keys) {
            assert_eq!(*g, min_pk::PublicKey::from_bytes(b));
        }
        assert_eq!(got[got.len() - 1], Err(Error::IdentityPublicKey));
        let sigs: Vec<&[u8]> = c2.iter().map(|b| &b[..]).chain([&[0u8; 3][..]]).collect();
        same_on_every_pool("signatures", || min_pk::Signature::from_bytes_batch(&sigs));
        same_on_every_pool("min_sig signatures", || {
            min_sig::Signature::from_bytes_batch(&c1)
        });
    }
}

#[test]
fn batch_hashing_matches_serial() {
    let mut rng = common::rng("parallel::batch_hashing_matches_serial");
    let dst = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
    for n in [0usize, 1, 3, 4, 5, 8, 9, 30] {
        let msgs: Vec<Vec<u8>> = (0..n)
            .map(|i| (0..(i * 7) % 100).map(|_| rng.random()).collect())
            .collect();
        same_on_every_pool("hash to G1", || hash_to_g1_batch(&msgs, dst));
        same_on_every_pool("hash to G2", || hash_to_g2_batch(&msgs, dst));
        let got = pool(7).install(|| hash_to_g2_batch(&msgs, dst));
        for (g, m) in got.iter().zip(&msgs) {
            assert_eq!(*g, hash_to_g2(m, dst).to_affine());
        }
        let got = pool(2).install(|| hash_to_g1_batch(&msgs, dst));
        for (g, m) in got.iter().zip(&msgs) {
            assert_eq!(*g, hash_to_g1(m, dst).to_affine());
        }
    }
}

struct Sets {
    sks: Vec<min_pk::SecretKey>,
    pks: Vec<min_pk::PublicKey>,
    msgs: Vec<Vec<u8>>,
}

fn sets(rng: &mut StdRng, n: usize, distinct: bool) -> Sets {
    let mut s = Sets {
        sks: vec![],
        pks: vec![],
        msgs: vec![],
    };
    for i in 0..n {
        let sk = min_pk::SecretKey::key_gen(&common::bytes::<32>(rng), b"").unwrap();
        s.pks.push(sk.public_key());
        s.sks.push(sk);
        // With repeats unless distinct: runs of one message in batch verification.
        let m = if distinct { i } else { i % 5 };
        s.msgs.push(format!("message {m}").into_bytes());
    }
    s
}

#[test]
fn batch_verify_matches_serial() {
    let mut rng = common::rng("parallel::batch_verify_matches_serial");
    let seed: u64 = rng.random();
    for n in [1usize, 2, 3, 4, 5, 17, 40] {
        for distinct in [true, false] {
            let s = sets(&mut rng, n, distinct);
            let mut sigs: Vec<min_pk::Signature> = s
                .sks
                .iter()
                .zip(&s.msgs)
                .map(|(sk, m)| min_pk::Pop::sign(sk, m))
                .collect();
            let run = |sigs: &[min_pk::Signature]| {
                let mut r = StdRng::seed_from_u64(seed);
                min_pk::Pop::batch_verify(&s.pks, &s.msgs, sigs, &mut r)
            };
            same_on_every_pool(&format!("batch_verify {n}"), || run(&sigs));
            assert_eq!(pool(3).install(|| run(&sigs)), Ok(()));
            // One invalid signature inside the batch, wherever it is.
            for bad in [0, n / 2, n - 1] {
                let keep = sigs[bad];
                sigs[bad] = min_pk::Pop::sign(&s.sks[bad], b"another message");
                same_on_every_pool(&format!("invalid batch_verify {n}"), || run(&sigs));
                for k in THREADS {
                    assert_eq!(
                        pool(k).install(|| run(&sigs)),
                        Err(Error::VerificationFailed),
                        "n = {n}, bad = {bad}, {k} threads"
                    );
                }
                sigs[bad] = keep;
            }
            // min_sig and the augmented scheme through the same code.
            let sks: Vec<min_sig::SecretKey> = (0..n)
                .map(|_| min_sig::SecretKey::key_gen(&common::bytes::<32>(&mut rng), b"").unwrap())
                .collect();
            let pks: Vec<min_sig::PublicKey> = sks.iter().map(|sk| sk.public_key()).collect();
            let sigs2: Vec<min_sig::Signature> = sks
                .iter()
                .zip(&s.msgs)
                .map(|(sk, m)| min_sig::Aug::sign(sk, m))
                .collect();
            same_on_every_pool(&format!("min_sig Aug batch_verify {n}"), || {
                let mut r = StdRng::seed_from_u64(seed);
                min_sig::Aug::batch_verify(&pks, &s.msgs, &sigs2, &mut r)
            });
            assert_eq!(
                pool(7).install(|| {
                    let mut r = StdRng::seed_from_u64(seed);
                    min_sig::Aug::batch_verify(&pks, &s.msgs, &sigs2, &mut r)
                }),
                Ok(())
            );
        }
    }
}

#[test]
fn aggregate_verify_matches_serial() {
    let mut rng = common::rng("parallel::aggregate_verify_matches_serial");
    for n in [1usize, 2, 3, 4, 5, 16, 17, 50] {
        let s = sets(&mut rng, n, true);
        let sigs: Vec<min_pk::Signature> = s
            .sks
            .iter()
            .zip(&s.msgs)
            .map(|(sk, m)| min_pk::Basic::sign(sk, m))
            .collect();
        let agg = min_pk::Basic::aggregate(&sigs).unwrap();
        same_on_every_pool(&format!("aggregate_verify {n}"), || {
            min_pk::Basic::aggregate_verify(&s.pks, &s.msgs, &agg)
        });
        assert_eq!(
            pool(2).install(|| min_pk::Basic::aggregate_verify(&s.pks, &s.msgs, &agg)),
            Ok(())
        );
        // A wrong aggregate (one signature left out).
        if n > 1 {
            let wrong = min_pk::Basic::aggregate(&sigs[1..]).unwrap();
            for k in THREADS {
                assert_eq!(
                    pool(k).install(|| min_pk::Basic::aggregate_verify(&s.pks, &s.msgs, &wrong)),
                    Err(Error::VerificationFailed),
                    "n = {n}, {k} threads"
                );
            }
        }
        // The augmented scheme in min_sig.
        let sks: Vec<min_sig::SecretKey> = (0..n)
            .map(|_| min_sig::SecretKey::key_gen(&common::bytes::<32>(&mut rng), b"").unwrap())
            .collect();
        let pks: Vec<min_sig::PublicKey> = sks.iter().map(|sk| sk.public_key()).collect();
        let sigs: Vec<min_sig::Signature> = sks
            .iter()
            .zip(&s.msgs)
            .map(|(sk, m)| min_sig::Aug::sign(sk, m))
            .collect();
        let agg = min_sig::Aug::aggregate(&sigs).unwrap();
        same_on_every_pool(&format!("min_sig Aug aggregate_verify {n}"), || {
            min_sig::Aug::aggregate_verify(&pks, &s.msgs, &agg)
        });
        assert_eq!(
            pool(3).install(|| min_sig::Aug::aggregate_verify(&pks, &s.msgs, &agg)),
            Ok(())
        );
    }
}

#[test]
fn key_aggregation_matches_serial() {
    let mut rng = common::rng("parallel::key_aggregation_matches_serial");
    // Around the split (1024 keys: two parts of 512).
    let sk = min_pk::SecretKey::key_gen(&common::bytes::<32>(&mut rng), b"").unwrap();
    let base = sk.public_key();
    for n in [1usize, 1023, 1024, 1025, 2500] {
        // Random keys as multiples of the generator, with one repeated key and a
        // cancelling pair, so the tree sums meet doublings and identities.
        let mut pts = g1_points(&mut rng, n);
        if n > 10 {
            pts[5] = pts[4];
            pts[7] = -pts[6];
        }
        let pks: Vec<min_pk::PublicKey> = pts
            .iter()
            .map(|p| min_pk::PublicKey::from_affine(*p).unwrap_or(base))
            .collect();
        same_on_every_pool(&format!("aggregate {n} keys"), || {
            min_pk::AggregatePublicKey::aggregate(&pks).unwrap()
        });
        let want: G1Projective = pks
            .iter()
            .map(|pk| G1Projective::from(pk.as_affine()))
            .sum();
        let got = pool(7).install(|| min_pk::AggregatePublicKey::aggregate(&pks).unwrap());
        assert_eq!(G1Projective::from(got), want);
    }
    // fast_aggregate_verify with enough keys for the split, valid and not.
    let n = 1100;
    let sks: Vec<min_pk::SecretKey> = (0..n)
        .map(|i| {
            min_pk::SecretKey::key_gen(&[(i % 251) as u8 + 1; 32], &(i as u32).to_le_bytes())
                .unwrap()
        })
        .collect();
    let pks: Vec<min_pk::PublicKey> = sks.iter().map(|sk| sk.public_key()).collect();
    let sigs: Vec<min_pk::Signature> = sks.iter().map(|sk| min_pk::Pop::sign(sk, b"m")).collect();
    let agg = min_pk::Pop::aggregate(&sigs).unwrap();
    let short = min_pk::Pop::aggregate(&sigs[1..]).unwrap();
    for k in THREADS {
        let p = pool(k);
        assert_eq!(
            p.install(|| min_pk::Pop::fast_aggregate_verify(&pks, b"m", &agg)),
            Ok(())
        );
        assert_eq!(
            p.install(|| min_pk::Pop::fast_aggregate_verify(&pks, b"m", &short)),
            Err(Error::VerificationFailed)
        );
        assert_eq!(
            p.install(|| min_pk::Pop::fast_aggregate_verify(&pks, b"x", &agg)),
            Err(Error::VerificationFailed)
        );
        let agg_sig = p.install(|| min_pk::AggregateSignature::aggregate(&sigs).unwrap());
        assert_eq!(agg_sig.to_signature(), agg);
    }
}
