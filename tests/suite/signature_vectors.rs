//! BLS signature conformance: every Ethereum vector of ethereum/bls12-381-tests v0.1.2 (plus the
//! unreleased mask-bit deserialization cases) through `signature::min_pk` with the
//! proof-of-possession ciphersuite, and the cardano-base min-sig signature with augmentation
//! and invalid encodings. See `tests/vectors/*/README.md` for provenance and formats.
//!
//! Each handler counts its cases and asserts the count, so a vector folder that loses files
//! fails loudly instead of passing vacuously.

use crate::json;

use std::path::PathBuf;

use bls381::signature::{min_pk, min_sig, Error};
use json::Json;

fn vectors(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/vectors")
        .join(rel)
}

/// Every JSON file of a handler directory, parsed, with its case name (sorted for stable output).
fn cases(dir: &str) -> Vec<(String, Json)> {
    let mut out: Vec<(String, Json)> = std::fs::read_dir(vectors(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&p).unwrap();
            (name, Json::parse(&text))
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

fn hex(s: &str) -> Vec<u8> {
    let s = s.trim().trim_start_matches("0x");
    assert!(s.len().is_multiple_of(2), "odd hex length");
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

fn bool_of(j: &Json) -> bool {
    match j {
        Json::Bool(b) => *b,
        other => panic!("not a bool: {other:?}"),
    }
}

fn hexes(j: &Json) -> Vec<Vec<u8>> {
    j.arr().iter().map(|x| hex(x.str())).collect()
}

/// Decodes a list with the checked decoder; the first failure fails the list.
fn decode_all<T>(
    bytes: &[Vec<u8>],
    f: impl Fn(&[u8]) -> Result<T, Error>,
) -> Result<Vec<T>, Error> {
    bytes.iter().map(|b| f(b)).collect()
}

const ETH: &str = "eth-bls-tests/v0.1.2";

#[test]
fn eth_sign() {
    let mut n = 0;
    for (name, case) in cases(&format!("{ETH}/sign")) {
        let input = case.get("input");
        let sk = min_pk::SecretKey::from_bytes(&hex(input.get("privkey").str()));
        let msg = hex(input.get("message").str());
        match (sk, case.get("output")) {
            (Err(e), Json::Null) => assert_eq!(e, Error::InvalidSecretKey, "{name}"),
            (Ok(sk), Json::Str(want)) => {
                let sig = min_pk::Pop::sign(&sk, &msg);
                assert_eq!(sig.to_bytes().to_vec(), hex(want), "{name}");
                // The core entry point with the Pop tag is the same function.
                assert_eq!(sk.core_sign(&msg, min_pk::Pop::DST, b""), sig, "{name}");
                assert_eq!(min_pk::Pop::verify(&sk.public_key(), &msg, &sig), Ok(()));
            }
            (sk, out) => panic!("{name}: key {:?} against output {out:?}", sk.err()),
        }
        n += 1;
    }
    assert_eq!(n, 10);
    eprintln!("eth sign: {n} vectors passed");
}

#[test]
fn eth_verify() {
    let mut n = 0;
    for (name, case) in cases(&format!("{ETH}/verify")) {
        let input = case.get("input");
        let want = bool_of(case.get("output"));
        let pk = min_pk::PublicKey::from_bytes(&hex(input.get("pubkey").str()));
        let sig = min_pk::Signature::from_bytes(&hex(input.get("signature").str()));
        let msg = hex(input.get("message").str());
        let got = match (pk, sig) {
            (Ok(pk), Ok(sig)) => min_pk::Pop::verify(&pk, &msg, &sig),
            (Err(e), _) | (_, Err(e)) => Err(e),
        };
        assert_eq!(got.is_ok(), want, "{name}: {got:?}");
        n += 1;
    }
    assert_eq!(n, 29);
    eprintln!("eth verify: {n} vectors passed");
}

#[test]
fn eth_aggregate() {
    let mut n = 0;
    for (name, case) in cases(&format!("{ETH}/aggregate")) {
        let sigs = decode_all(&hexes(case.get("input")), min_pk::Signature::from_bytes)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let got = min_pk::AggregateSignature::aggregate(&sigs);
        match case.get("output") {
            Json::Null => assert_eq!(got, Err(Error::EmptyInput), "{name}"),
            Json::Str(want) => {
                let agg = got.unwrap_or_else(|e| panic!("{name}: {e}"));
                assert_eq!(agg.to_bytes().to_vec(), hex(want), "{name}");
                assert_eq!(min_pk::Pop::aggregate(&sigs), Ok(agg.to_signature()));
            }
            other => panic!("{name}: output {other:?}"),
        }
        n += 1;
    }
    assert_eq!(n, 6);
    eprintln!("eth aggregate: {n} vectors passed");
}

#[cfg(feature = "alloc")]
#[test]
fn eth_aggregate_verify() {
    let mut n = 0;
    for (name, case) in cases(&format!("{ETH}/aggregate_verify")) {
        let input = case.get("input");
        let want = bool_of(case.get("output"));
        let msgs = hexes(input.get("messages"));
        let got = decode_all(&hexes(input.get("pubkeys")), min_pk::PublicKey::from_bytes).and_then(
            |pks| {
                let sig = min_pk::Signature::from_bytes(&hex(input.get("signature").str()))?;
                min_pk::Pop::aggregate_verify(&pks, &msgs, &sig)
            },
        );
        assert_eq!(got.is_ok(), want, "{name}: {got:?}");
        n += 1;
    }
    assert_eq!(n, 5);
    eprintln!("eth aggregate_verify: {n} vectors passed");
}

#[test]
fn eth_fast_aggregate_verify() {
    let mut n = 0;
    for (name, case) in cases(&format!("{ETH}/fast_aggregate_verify")) {
        let input = case.get("input");
        let want = bool_of(case.get("output"));
        let msg = hex(input.get("message").str());
        let got = decode_all(&hexes(input.get("pubkeys")), min_pk::PublicKey::from_bytes).and_then(
            |pks| {
                let sig = min_pk::Signature::from_bytes(&hex(input.get("signature").str()))?;
                min_pk::Pop::fast_aggregate_verify(&pks, &msg, &sig)
            },
        );
        assert_eq!(got.is_ok(), want, "{name}: {got:?}");
        n += 1;
    }
    assert_eq!(n, 12);
    eprintln!("eth fast_aggregate_verify: {n} vectors passed");
}

#[cfg(feature = "alloc")]
#[test]
fn eth_batch_verify() {
    let mut rng = crate::common::rng("eth_batch_verify");
    let mut n = 0;
    for (name, case) in cases(&format!("{ETH}/batch_verify")) {
        let input = case.get("input");
        let want = bool_of(case.get("output"));
        let msgs = hexes(input.get("messages"));
        let got = decode_all(&hexes(input.get("pubkeys")), min_pk::PublicKey::from_bytes).and_then(
            |pks| {
                let sigs = decode_all(
                    &hexes(input.get("signatures")),
                    min_pk::Signature::from_bytes,
                )?;
                // Batch verification must agree with verifying each set alone.
                let each = pks
                    .iter()
                    .zip(&msgs)
                    .zip(&sigs)
                    .all(|((pk, m), s)| min_pk::Pop::verify(pk, m, s).is_ok());
                let batch = min_pk::Pop::batch_verify(&pks, &msgs, &sigs, &mut rng);
                assert_eq!(batch.is_ok(), each, "{name}");
                batch
            },
        );
        assert_eq!(got.is_ok(), want, "{name}: {got:?}");
        n += 1;
    }
    assert_eq!(n, 4);
    eprintln!("eth batch_verify: {n} vectors passed");
}

/// The deserialization cases test the encoding: `true` iff the bytes are a point of the
/// group. For G1 that is a public key except for the identity, which decodes but fails
/// KeyValidate (`IdentityPublicKey`) — the one case where the two notions differ.
fn deserialization(dir: &str, g1: bool) -> usize {
    let mut n = 0;
    for (name, case) in cases(dir) {
        let input = case.get("input");
        let want = bool_of(case.get("output"));
        let bytes = hex(input.get(if g1 { "pubkey" } else { "signature" }).str());
        let got = if g1 {
            match min_pk::PublicKey::from_bytes(&bytes) {
                Ok(pk) => {
                    assert_eq!(pk.to_bytes().to_vec(), bytes, "{name}");
                    Ok(())
                }
                Err(Error::IdentityPublicKey) => {
                    assert!(name.contains("infinity"), "{name}");
                    Ok(())
                }
                Err(e) => Err(e),
            }
        } else {
            min_pk::Signature::from_bytes(&bytes).map(|sig| {
                assert_eq!(sig.to_bytes().to_vec(), bytes, "{name}");
            })
        };
        assert_eq!(got.is_ok(), want, "{name}: {got:?}");
        // The same bytes in the other variant, where the group plays the other role.
        let other = if g1 {
            min_sig::Signature::from_bytes(&bytes).map(|_| ())
        } else {
            min_sig::PublicKey::from_bytes(&bytes)
                .map(|_| ())
                .or_else(|e| match e {
                    Error::IdentityPublicKey => Ok(()),
                    e => Err(e),
                })
        };
        assert_eq!(other.is_ok(), want, "{name} (min_sig): {other:?}");
        n += 1;
    }
    n
}

#[test]
fn eth_deserialization() {
    let g1 = deserialization(&format!("{ETH}/deserialization_G1"), true);
    let g2 = deserialization(&format!("{ETH}/deserialization_G2"), false);
    let g1x = deserialization(
        "eth-bls-tests/master-006855c-extra/deserialization_G1",
        true,
    );
    let g2x = deserialization(
        "eth-bls-tests/master-006855c-extra/deserialization_G2",
        false,
    );
    assert_eq!((g1, g2, g1x, g2x), (13, 15, 3, 3));
    eprintln!("eth deserialization: G1 {g1} + {g1x} extra, G2 {g2} + {g2x} extra vectors passed");
}

fn cardano_lines(file: &str) -> Vec<Vec<u8>> {
    let text = std::fs::read_to_string(vectors(&format!("cardano-base/{file}"))).unwrap();
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(hex)
        .collect()
}

#[test]
fn cardano_min_sig_aug() {
    let lines = cardano_lines("bls_sig_aug_test_vectors");
    assert_eq!(lines.len(), 2);
    let sig = min_sig::Signature::from_bytes(&lines[0]).unwrap();
    let pk = min_sig::PublicKey::from_bytes(&lines[1]).unwrap();
    // Upstream hashed to G1 under a tag that names G2 (see the README): an explicit-DST case.
    let dst = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_";
    let msg = b"blst is such a blast";
    let aug = b"Random value for test aug. ";
    assert_eq!(sig.core_verify(&pk, msg, dst, aug), Ok(()));
    // Augmentation is part of the hashed message: it is aug ‖ msg that was signed.
    let mut joined = aug.to_vec();
    joined.extend_from_slice(msg);
    assert_eq!(sig.core_verify(&pk, &joined, dst, b""), Ok(()));
    for (m, d, a) in [
        (&msg[..], &dst[..], &b"Random value for test aug."[..]),
        (&msg[..], min_sig::Basic::DST, &aug[..]),
        (&b"blst is such a blasT"[..], &dst[..], &aug[..]),
    ] {
        assert_eq!(
            sig.core_verify(&pk, m, d, a),
            Err(Error::VerificationFailed)
        );
    }
    eprintln!("cardano min-sig aug: 1 vector passed");
}

#[test]
fn cardano_invalid_encodings() {
    let lines = cardano_lines("serde_test_vectors");
    assert_eq!(lines.len(), 8);
    let expect = [
        Error::NotOnCurve,
        Error::NotOnCurve,
        Error::NotInSubgroup,
        Error::NotInSubgroup,
    ];
    for (i, bytes) in lines.iter().enumerate() {
        let want = expect[i % 4];
        let (a, b) = if i < 4 {
            (
                min_pk::PublicKey::from_bytes(bytes).err(),
                min_sig::Signature::from_bytes(bytes).err(),
            )
        } else {
            (
                min_sig::PublicKey::from_bytes(bytes).err(),
                min_pk::Signature::from_bytes(bytes).err(),
            )
        };
        assert_eq!((a, b), (Some(want), Some(want)), "line {}", i + 1);
        // The unchecked decoders skip the subgroup check only.
        let unchecked = if i < 4 {
            min_pk::PublicKey::from_bytes_unchecked(bytes).map(|pk| pk.validate())
        } else {
            min_sig::PublicKey::from_bytes_unchecked(bytes).map(|pk| pk.validate())
        };
        match want {
            Error::NotOnCurve => assert_eq!(unchecked, Err(Error::NotOnCurve)),
            _ => assert_eq!(unchecked, Ok(Err(Error::NotInSubgroup))),
        }
    }
    eprintln!("cardano invalid encodings: 8 vectors passed");
}
