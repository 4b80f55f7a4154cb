//! Differential tests of `bls381::signature` against blst's safe API (`blst::min_pk` and
//! `blst::min_sig`), the two variants instantiated from one macro: identical key-generation,
//! public-key and signature bytes for every scheme, and identical accept/reject decisions for
//! decoding, verification, aggregate and fast aggregate verification and batch verification,
//! on random keys and messages and on corrupted inputs. Seeds are printed (`common::rng`).
//!
//! blst is driven with every check on (`key_validate`, `sig_validate`, `sig_groupcheck`,
//! `pk_validate`), which is what bls381's validating decoders promise.

use crate::common;

use rand::rngs::StdRng;
use rand::{Rng, RngExt};

/// Random bytes of a random length in `lo..=hi`.
fn random_bytes(rng: &mut StdRng, lo: usize, hi: usize) -> Vec<u8> {
    let mut v = vec![0u8; rng.random_range(lo..=hi)];
    rng.fill_bytes(&mut v);
    v
}

/// `bytes` with one random bit flipped (possibly a flag bit).
fn flip_bit(rng: &mut StdRng, bytes: &[u8]) -> Vec<u8> {
    let mut v = bytes.to_vec();
    let i = rng.random_range(0..v.len() * 8);
    v[i / 8] ^= 1 << (i % 8);
    v
}

/// Encodings worth decoding: random bytes with plausible flags (most x are not canonical or
/// not on the curve; those on it are almost never in the subgroup), valid encodings with a
/// flipped bit, truncated and extended ones, and the identity with stray bits.
fn corrupted(rng: &mut StdRng, valid: &[u8]) -> Vec<u8> {
    match rng.random_range(0..6) {
        0 => {
            let mut v = random_bytes(rng, valid.len(), valid.len());
            // C flag on for compressed lengths, clear for uncompressed; I and S random.
            v[0] = (v[0] & 0x7f) | if valid[0] & 0x80 != 0 { 0x80 } else { 0 };
            v[0] &= 0x9f | (rng.next_u32() as u8 & 0x60);
            // Keep x below p more often than not: clear the top non-flag bits.
            if rng.random_bool(0.7) {
                v[0] &= 0xe0 | 0x0f;
            }
            v
        }
        1 | 2 => flip_bit(rng, valid),
        3 => valid[..rng.random_range(0..valid.len())].to_vec(),
        4 => {
            let mut v = valid.to_vec();
            v.push(rng.next_u32() as u8);
            v
        }
        _ => {
            let mut v = vec![0u8; valid.len()];
            v[0] = (valid[0] & 0x80) | 0x40;
            let i = rng.random_range(0..v.len() * 8);
            v[i / 8] ^= 1 << (i % 8);
            v
        }
    }
}

macro_rules! differential {
    ($name:ident, $ours:ident, $theirs:ident) => {
        mod $name {
            use super::*;
            #[cfg(feature = "alloc")]
            use bls381::signature::$ours::{AggregatePublicKey, AggregateSignature};
            use bls381::signature::$ours::{Aug, Basic, Pop, PublicKey, SecretKey, Signature};
            use bls381::signature::Error;
            use blst::$theirs as b;
            use blst::BLST_ERROR;

            fn ok(e: BLST_ERROR) -> bool {
                e == BLST_ERROR::BLST_SUCCESS
            }

            fn keypair(rng: &mut StdRng) -> (SecretKey, b::SecretKey) {
                let ikm = random_bytes(rng, 32, 64);
                let info = random_bytes(rng, 0, 8);
                (
                    SecretKey::key_gen(&ikm, &info).unwrap(),
                    b::SecretKey::key_gen(&ikm, &info).unwrap(),
                )
            }

            fn blst_pk(pk: &PublicKey) -> b::PublicKey {
                b::PublicKey::key_validate(&pk.to_bytes()).unwrap()
            }

            #[test]
            fn keys_and_signatures_are_identical() {
                let mut rng = common::rng(concat!(stringify!($name), "::identical"));
                for i in 0..40 {
                    let (sk, bsk) = keypair(&mut rng);
                    assert_eq!(sk.to_bytes(), bsk.to_bytes());
                    let (pk, bpk) = (sk.public_key(), bsk.sk_to_pk());
                    assert_eq!(pk.to_bytes(), bpk.compress());
                    assert_eq!(pk.to_uncompressed(), bpk.serialize());
                    let msg = random_bytes(&mut rng, 0, if i % 4 == 0 { 300 } else { 40 });
                    let pkb = pk.to_bytes();
                    for (ours, dst, aug) in [
                        (Basic::sign(&sk, &msg), Basic::DST, &[][..]),
                        (Aug::sign(&sk, &msg), Aug::DST, &pkb[..]),
                        (Pop::sign(&sk, &msg), Pop::DST, &[][..]),
                        (Pop::pop_prove(&sk), Pop::POP_DST, &[][..]),
                    ] {
                        let m = if dst == Pop::POP_DST {
                            &pkb[..]
                        } else {
                            &msg[..]
                        };
                        let theirs = bsk.sign(m, dst, aug);
                        assert_eq!(ours.to_bytes(), theirs.compress());
                        assert_eq!(ours.to_uncompressed(), theirs.serialize());
                    }
                    // A tag outside the draft, with a prefix: the core entry points.
                    let dst = random_bytes(&mut rng, 0, 300);
                    let aug = random_bytes(&mut rng, 0, 20);
                    let sig = sk.core_sign(&msg, &dst, &aug);
                    assert_eq!(sig.to_bytes(), bsk.sign(&msg, &dst, &aug).compress());
                    assert!(sig.core_verify(&pk, &msg, &dst, &aug).is_ok());
                }
            }

            #[test]
            fn secret_key_decoding_agrees() {
                let mut rng = common::rng(concat!(stringify!($name), "::secret_key_decoding"));
                let r = common::be::<32>(&common::r());
                let mut cases: Vec<Vec<u8>> = vec![
                    vec![0; 32],
                    vec![0xff; 32],
                    r.to_vec(),
                    vec![],
                    vec![1; 31],
                    vec![1; 33],
                ];
                // r − d and r + d as integers (r ends in 0x01: r − 2 borrows).
                for d in [1u8, 2] {
                    cases.push(common::be::<32>(&(common::r() - d)).to_vec());
                    cases.push(common::be::<32>(&(common::r() + d)).to_vec());
                }
                let mut one = [0u8; 32];
                one[31] = 1;
                cases.push(one.to_vec());
                for _ in 0..200 {
                    let mut v = common::bytes::<32>(&mut rng);
                    v[0] &= 0x7f;
                    cases.push(v.to_vec());
                }
                for c in cases {
                    let ours = SecretKey::from_bytes(&c);
                    let theirs = b::SecretKey::from_bytes(&c);
                    assert_eq!(ours.is_ok(), theirs.is_ok(), "{c:02x?}");
                    if let (Ok(o), Ok(t)) = (ours, theirs) {
                        assert_eq!(o.to_bytes(), t.to_bytes());
                        assert_eq!(o.public_key().to_bytes(), t.sk_to_pk().compress());
                    } else {
                        assert_eq!(
                            SecretKey::from_bytes(&c).err(),
                            Some(Error::InvalidSecretKey)
                        );
                    }
                }
            }

            #[test]
            fn decoding_agrees_on_corrupted_bytes() {
                let mut rng = common::rng(concat!(stringify!($name), "::decoding"));
                let mut accepted = 0;
                let mut rejected = std::collections::BTreeMap::new();
                for _ in 0..600 {
                    let (sk, _) = keypair(&mut rng);
                    let pk = sk.public_key();
                    let sig = Pop::sign(&sk, &random_bytes(&mut rng, 0, 16));
                    let pk_valid = if rng.random_bool(0.5) {
                        pk.to_bytes().to_vec()
                    } else {
                        pk.to_uncompressed().to_vec()
                    };
                    let sig_valid = if rng.random_bool(0.5) {
                        sig.to_bytes().to_vec()
                    } else {
                        sig.to_uncompressed().to_vec()
                    };
                    let pk_bytes = corrupted(&mut rng, &pk_valid);
                    let ours = PublicKey::from_bytes(&pk_bytes);
                    let theirs = b::PublicKey::key_validate(&pk_bytes);
                    assert_eq!(ours.is_ok(), theirs.is_ok(), "pk {pk_bytes:02x?}: {ours:?}");
                    if let (Ok(o), Ok(t)) = (&ours, &theirs) {
                        assert_eq!(o.to_bytes(), t.compress());
                    }
                    let sig_bytes = if rng.random_bool(0.1) {
                        sig_valid.clone()
                    } else {
                        corrupted(&mut rng, &sig_valid)
                    };
                    let ours = Signature::from_bytes(&sig_bytes);
                    let theirs = b::Signature::sig_validate(&sig_bytes, false);
                    assert_eq!(
                        ours.is_ok(),
                        theirs.is_ok(),
                        "sig {sig_bytes:02x?}: {ours:?}"
                    );
                    match (&ours, &theirs) {
                        (Ok(o), Ok(t)) => {
                            assert_eq!(o.to_bytes(), t.compress());
                            accepted += 1;
                        }
                        (Err(e), _) => *rejected.entry(format!("{e:?}")).or_insert(0) += 1,
                        _ => unreachable!(),
                    }
                }
                eprintln!("signature decodings: {accepted} accepted, rejected {rejected:?}");
                assert!(accepted > 0 && rejected.len() >= 3, "{rejected:?}");
            }

            #[test]
            fn verification_agrees() {
                let mut rng = common::rng(concat!(stringify!($name), "::verification"));
                for _ in 0..40 {
                    let (sk, bsk) = keypair(&mut rng);
                    let (other, _) = keypair(&mut rng);
                    let msg = random_bytes(&mut rng, 0, 64);
                    let wrong_msg = flip_bit(&mut rng, &[&msg[..], b"x"].concat());
                    for (kind, dst) in [(0, Basic::DST), (1, Aug::DST), (2, Pop::DST)] {
                        let sign = |sk: &SecretKey, m: &[u8]| match kind {
                            0 => Basic::sign(sk, m),
                            1 => Aug::sign(sk, m),
                            _ => Pop::sign(sk, m),
                        };
                        let verify = |pk: &PublicKey, m: &[u8], s: &Signature| match kind {
                            0 => Basic::verify(pk, m, s),
                            1 => Aug::verify(pk, m, s),
                            _ => Pop::verify(pk, m, s),
                        };
                        let sig = sign(&sk, &msg);
                        let cases = [
                            (sk.public_key(), msg.clone(), sig),
                            (sk.public_key(), wrong_msg.clone(), sig),
                            (other.public_key(), msg.clone(), sig),
                            (sk.public_key(), msg.clone(), sign(&other, &msg)),
                        ];
                        for (i, (pk, m, s)) in cases.iter().enumerate() {
                            let ours = verify(pk, m, s);
                            let aug = if kind == 1 {
                                pk.to_bytes().to_vec()
                            } else {
                                vec![]
                            };
                            let bs = b::Signature::from_bytes(&s.to_bytes()).unwrap();
                            let theirs = bs.verify(true, m, dst, &aug, &blst_pk(pk), true);
                            assert_eq!(ours.is_ok(), ok(theirs), "scheme {kind} case {i}");
                            assert_eq!(ours.is_ok(), i == 0, "scheme {kind} case {i}: {ours:?}");
                            if i > 0 {
                                assert_eq!(ours, Err(Error::VerificationFailed));
                            }
                        }
                    }
                    // Proofs of possession.
                    let proof = Pop::pop_prove(&sk);
                    assert_eq!(Pop::pop_verify(&sk.public_key(), &proof), Ok(()));
                    assert_eq!(
                        Pop::pop_verify(&other.public_key(), &proof),
                        Err(Error::VerificationFailed)
                    );
                    let _ = bsk;
                }
            }

            #[cfg(feature = "alloc")]
            #[test]
            fn aggregates_agree() {
                let mut rng = common::rng(concat!(stringify!($name), "::aggregates"));
                for round in 0..12 {
                    let n = [1usize, 2, 3, 7, 16, 33][round % 6];
                    let keys: Vec<_> = (0..n).map(|_| keypair(&mut rng)).collect();
                    let pks: Vec<PublicKey> = keys.iter().map(|(sk, _)| sk.public_key()).collect();
                    let bpks: Vec<b::PublicKey> = pks.iter().map(blst_pk).collect();
                    let bpk_refs: Vec<&b::PublicKey> = bpks.iter().collect();
                    let msgs: Vec<Vec<u8>> = (0..n)
                        .map(|i| {
                            [
                                &(i as u32).to_be_bytes()[..],
                                &random_bytes(&mut rng, 0, 24),
                            ]
                            .concat()
                        })
                        .collect();
                    let msg_refs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();

                    // Aggregation: the same sums.
                    let sigs: Vec<Signature> = keys
                        .iter()
                        .zip(&msgs)
                        .map(|((sk, _), m)| Basic::sign(sk, m))
                        .collect();
                    let bsigs: Vec<b::Signature> = sigs
                        .iter()
                        .map(|s| b::Signature::from_bytes(&s.to_bytes()).unwrap())
                        .collect();
                    let bsig_refs: Vec<&b::Signature> = bsigs.iter().collect();
                    let agg = AggregateSignature::aggregate(&sigs).unwrap();
                    let bagg = b::AggregateSignature::aggregate(&bsig_refs, true).unwrap();
                    assert_eq!(agg.to_bytes(), bagg.to_signature().compress());
                    let apk = AggregatePublicKey::aggregate(&pks).unwrap();
                    let bapk = b::AggregatePublicKey::aggregate(&bpk_refs, true).unwrap();
                    assert_eq!(apk.to_bytes(), bapk.to_public_key().compress());

                    // Aggregate verification, valid and tampered.
                    let sig = agg.to_signature();
                    let mut swapped = msg_refs.clone();
                    if n > 1 {
                        swapped.swap(0, n - 1);
                    }
                    let short = &pks[..n - 1];
                    for (i, (pks_i, msgs_i)) in [(&pks[..], &msg_refs), (&pks[..], &swapped)]
                        .into_iter()
                        .enumerate()
                    {
                        let ours = Basic::aggregate_verify(pks_i, msgs_i, &sig);
                        let theirs = bagg.to_signature().aggregate_verify(
                            true,
                            msgs_i,
                            Basic::DST,
                            &bpk_refs,
                            true,
                        );
                        assert_eq!(ours.is_ok(), ok(theirs), "n {n} case {i}: {ours:?}");
                        assert_eq!(ours.is_ok(), i == 0 || n == 1);
                    }
                    assert_eq!(
                        Basic::aggregate_verify(short, &msg_refs, &sig),
                        Err(Error::LengthMismatch)
                    );
                    // The augmented scheme's aggregate, same messages allowed.
                    let same: Vec<&[u8]> = vec![b"same message"; n];
                    let asigs: Vec<Signature> = keys
                        .iter()
                        .map(|(sk, _)| Aug::sign(sk, b"same message"))
                        .collect();
                    let asig = Aug::aggregate(&asigs).unwrap();
                    assert_eq!(Aug::aggregate_verify(&pks, &same, &asig), Ok(()));
                    let augmented: Vec<Vec<u8>> = pks
                        .iter()
                        .map(|pk| [&pk.to_bytes()[..], b"same message"].concat())
                        .collect();
                    let aug_refs: Vec<&[u8]> = augmented.iter().map(|m| &m[..]).collect();
                    let basig = b::Signature::from_bytes(&asig.to_bytes()).unwrap();
                    assert!(ok(basig.aggregate_verify(
                        true,
                        &aug_refs,
                        Aug::DST,
                        &bpk_refs,
                        true
                    )));

                    // Fast aggregate verification of one message.
                    let psigs: Vec<Signature> =
                        keys.iter().map(|(sk, _)| Pop::sign(sk, &msgs[0])).collect();
                    let psig = Pop::aggregate(&psigs).unwrap();
                    let bpsig = b::Signature::from_bytes(&psig.to_bytes()).unwrap();
                    for (i, (pks_i, m)) in [
                        (&pks[..], &msgs[0][..]),
                        (&pks[..], &b"other"[..]),
                        (short, &msgs[0][..]),
                    ]
                    .into_iter()
                    .enumerate()
                    {
                        let ours = Pop::fast_aggregate_verify(pks_i, m, &psig);
                        let refs: Vec<&b::PublicKey> = bpk_refs[..pks_i.len()].to_vec();
                        let theirs = bpsig.fast_aggregate_verify(true, m, Pop::DST, &refs);
                        assert_eq!(ours.is_ok(), ok(theirs), "n {n} fast case {i}: {ours:?}");
                        assert_eq!(ours.is_ok(), i == 0);
                    }
                }
            }

            #[cfg(feature = "alloc")]
            #[test]
            fn batch_verification_agrees() {
                let mut rng = common::rng(concat!(stringify!($name), "::batch"));
                for round in 0..16 {
                    let n = [1usize, 2, 5, 16, 17, 40][round % 6];
                    let keys: Vec<_> = (0..n).map(|_| keypair(&mut rng)).collect();
                    let pks: Vec<PublicKey> = keys.iter().map(|(sk, _)| sk.public_key()).collect();
                    // Some messages repeat, exercising the shared-message path.
                    let msgs: Vec<Vec<u8>> = (0..n)
                        .map(|i| vec![(i % 3) as u8 * (round as u8 % 2); 1 + i % 5])
                        .collect();
                    let mut sigs: Vec<Signature> = keys
                        .iter()
                        .zip(&msgs)
                        .map(|((sk, _), m)| Pop::sign(sk, m))
                        .collect();
                    let tamper = round % 4;
                    match tamper {
                        1 => {
                            let i = rng.random_range(0..n);
                            sigs[i] = Pop::sign(&keys[i].0, b"something else");
                        }
                        2 if n > 1 => sigs.swap(0, n - 1),
                        3 => {
                            // Two invalid sets whose errors cancel in an unblinded sum.
                            let i = rng.random_range(0..n);
                            let j = (i + 1) % n;
                            if i != j && msgs[i] != msgs[j] {
                                let (a, b2) = (sigs[i], sigs[j]);
                                let sum = AggregateSignature::aggregate(&[a, b2])
                                    .unwrap()
                                    .to_signature();
                                // σᵢ' = σᵢ + σⱼ and σⱼ' = the identity: Σσ' = Σσ, yet both wrong.
                                sigs[i] = sum;
                                let mut id = [0u8; 2 * 48 + 48];
                                id[0] = 0xc0;
                                let id_len = sigs[j].to_bytes().len();
                                sigs[j] = Signature::from_bytes(&id[..id_len]).unwrap();
                            }
                        }
                        _ => {}
                    }
                    let ours = Pop::batch_verify(&pks, &msgs, &sigs, &mut rng);
                    let each = pks
                        .iter()
                        .zip(&msgs)
                        .zip(&sigs)
                        .all(|((pk, m), s)| Pop::verify(pk, m, s).is_ok());
                    let bpks: Vec<b::PublicKey> = pks.iter().map(blst_pk).collect();
                    let bpk_refs: Vec<&b::PublicKey> = bpks.iter().collect();
                    let bsigs: Vec<b::Signature> = sigs
                        .iter()
                        .map(|s| b::Signature::from_bytes(&s.to_bytes()).unwrap())
                        .collect();
                    let bsig_refs: Vec<&b::Signature> = bsigs.iter().collect();
                    let msg_refs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
                    let rands: Vec<blst::blst_scalar> = (0..n)
                        .map(|_| {
                            let mut s = blst::blst_scalar::default();
                            s.b[..8].copy_from_slice(&(rng.next_u64() | 1).to_le_bytes());
                            s
                        })
                        .collect();
                    let theirs = b::Signature::verify_multiple_aggregate_signatures(
                        &msg_refs,
                        Pop::DST,
                        &bpk_refs,
                        true,
                        &bsig_refs,
                        true,
                        &rands,
                        64,
                    );
                    assert_eq!(ours.is_ok(), each, "n {n} tamper {tamper}: {ours:?}");
                    assert_eq!(ours.is_ok(), ok(theirs), "n {n} tamper {tamper}");
                    // The Basic and Aug schemes batch through the same code with their tags.
                    if tamper == 0 {
                        let bs: Vec<Signature> = keys
                            .iter()
                            .zip(&msgs)
                            .map(|((sk, _), m)| Aug::sign(sk, m))
                            .collect();
                        assert_eq!(Aug::batch_verify(&pks, &msgs, &bs, &mut rng), Ok(()));
                        assert_eq!(
                            Basic::batch_verify(&pks, &msgs, &bs, &mut rng),
                            Err(Error::VerificationFailed)
                        );
                    }
                }
            }
        }
    };
}

differential!(min_pk, min_pk, min_pk);
differential!(min_sig, min_sig, min_sig);
