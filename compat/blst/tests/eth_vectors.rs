//! Every Ethereum BLS vector of ethereum/bls12-381-tests v0.1.2 (and the unreleased mask-bit
//! deserialization cases), from the repository's `tests/vectors/eth-bls-tests`, through the
//! facade's `min_pk` API used as Ethereum clients use blst (the proof-of-possession tag,
//! checks on). Each handler asserts its case count, so a missing folder cannot pass.

// The hash_to_G2 vectors go through the raw API.
#![allow(unsafe_code)]

use std::path::PathBuf;

use blst::min_pk::{AggregateSignature, PublicKey, SecretKey, Signature};
use blst::{BLST_ERROR, blst_p2, blst_p2_affine, blst_scalar};
use serde_json::Value;

const DST: &[u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";

fn cases(dir: &str) -> Vec<(String, Value)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/vectors/eth-bls-tests")
        .join(dir);
    let mut out: Vec<(String, Value)> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            (
                name,
                serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap(),
            )
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

fn hex(v: &Value) -> Vec<u8> {
    let s = v.as_str().unwrap().trim_start_matches("0x");
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

fn hexes(v: &Value) -> Vec<Vec<u8>> {
    v.as_array().unwrap().iter().map(hex).collect()
}

#[test]
fn sign() {
    let all = cases("v0.1.2/sign");
    for (name, case) in &all {
        let sk = SecretKey::from_bytes(&hex(&case["input"]["privkey"]));
        let msg = hex(&case["input"]["message"]);
        match (sk, &case["output"]) {
            (Err(e), Value::Null) => assert_eq!(e, BLST_ERROR::BLST_BAD_ENCODING, "{name}"),
            (Ok(sk), want) => {
                let sig = sk.sign(&msg, DST, &[]);
                assert_eq!(sig.compress().to_vec(), hex(want), "{name}");
                assert_eq!(
                    sig.verify(true, &msg, DST, &[], &sk.sk_to_pk(), true),
                    BLST_ERROR::BLST_SUCCESS
                );
            }
            (Err(e), out) => panic!("{name}: {e:?} against {out}"),
        }
    }
    assert_eq!(all.len(), 10);
}

#[test]
fn verify() {
    let all = cases("v0.1.2/verify");
    for (name, case) in &all {
        let i = &case["input"];
        let got = match (
            PublicKey::key_validate(&hex(&i["pubkey"])),
            Signature::from_bytes(&hex(&i["signature"])),
        ) {
            (Ok(pk), Ok(sig)) => {
                sig.verify(true, &hex(&i["message"]), DST, &[], &pk, true)
                    == BLST_ERROR::BLST_SUCCESS
            }
            _ => false,
        };
        assert_eq!(got, case["output"].as_bool().unwrap(), "{name}");
    }
    assert_eq!(all.len(), 29);
}

#[test]
fn aggregate() {
    let all = cases("v0.1.2/aggregate");
    for (name, case) in &all {
        let sigs: Vec<Signature> = hexes(&case["input"])
            .iter()
            .map(|b| Signature::from_bytes(b).unwrap())
            .collect();
        let refs: Vec<&Signature> = sigs.iter().collect();
        match (AggregateSignature::aggregate(&refs, true), &case["output"]) {
            (Err(e), Value::Null) => assert_eq!(e, BLST_ERROR::BLST_AGGR_TYPE_MISMATCH, "{name}"),
            (Ok(agg), want) => {
                assert_eq!(agg.to_signature().compress().to_vec(), hex(want), "{name}")
            }
            (Err(e), out) => panic!("{name}: {e:?} against {out}"),
        }
    }
    assert_eq!(all.len(), 6);
}

/// Keys decoded with KeyValidate, as Ethereum requires; any failure makes the case false.
fn keys(v: &Value) -> Option<Vec<PublicKey>> {
    hexes(v)
        .iter()
        .map(|b| PublicKey::key_validate(b).ok())
        .collect()
}

#[test]
fn aggregate_verify() {
    let all = cases("v0.1.2/aggregate_verify");
    for (name, case) in &all {
        let i = &case["input"];
        let msgs = hexes(&i["messages"]);
        let msgs: Vec<&[u8]> = msgs.iter().map(|m| m.as_slice()).collect();
        let got = match (
            keys(&i["pubkeys"]),
            Signature::from_bytes(&hex(&i["signature"])),
        ) {
            (Some(pks), Ok(sig)) => {
                let pks: Vec<&PublicKey> = pks.iter().collect();
                sig.aggregate_verify(true, &msgs, DST, &pks, true) == BLST_ERROR::BLST_SUCCESS
            }
            _ => false,
        };
        assert_eq!(got, case["output"].as_bool().unwrap(), "{name}");
    }
    assert_eq!(all.len(), 5);
}

#[test]
fn fast_aggregate_verify() {
    let all = cases("v0.1.2/fast_aggregate_verify");
    for (name, case) in &all {
        let i = &case["input"];
        let got = match (
            keys(&i["pubkeys"]),
            Signature::from_bytes(&hex(&i["signature"])),
        ) {
            (Some(pks), Ok(sig)) => {
                let pks: Vec<&PublicKey> = pks.iter().collect();
                sig.fast_aggregate_verify(true, &hex(&i["message"]), DST, &pks)
                    == BLST_ERROR::BLST_SUCCESS
            }
            _ => false,
        };
        assert_eq!(got, case["output"].as_bool().unwrap(), "{name}");
    }
    assert_eq!(all.len(), 12);
}

#[test]
fn batch_verify() {
    let all = cases("v0.1.2/batch_verify");
    for (name, case) in &all {
        let i = &case["input"];
        let msgs = hexes(&i["messages"]);
        let msgs: Vec<&[u8]> = msgs.iter().map(|m| m.as_slice()).collect();
        let sigs: Option<Vec<Signature>> = hexes(&i["signatures"])
            .iter()
            .map(|b| Signature::from_bytes(b).ok())
            .collect();
        let got = match (keys(&i["pubkeys"]), sigs) {
            (Some(pks), Some(sigs)) => {
                let pks: Vec<&PublicKey> = pks.iter().collect();
                let sigs: Vec<&Signature> = sigs.iter().collect();
                let rands: Vec<blst_scalar> = (0..sigs.len())
                    .map(|k| {
                        let mut b = [0u8; 32];
                        b[..8].copy_from_slice(
                            &(0x9e37_79b9_7f4a_7c15u64
                                ^ (k as u64 + 1).wrapping_mul(0xff51_afd7_ed55_8ccd))
                            .to_le_bytes(),
                        );
                        blst_scalar { b }
                    })
                    .collect();
                Signature::verify_multiple_aggregate_signatures(
                    &msgs, DST, &pks, false, &sigs, true, &rands, 64,
                ) == BLST_ERROR::BLST_SUCCESS
            }
            _ => false,
        };
        assert_eq!(got, case["output"].as_bool().unwrap(), "{name}");
    }
    assert_eq!(all.len(), 4);
}

#[test]
fn hash_to_g2() {
    let dst = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
    let all = cases("v0.1.2/hash_to_G2");
    for (name, case) in &all {
        let msg = case["input"]["msg"].as_str().unwrap().as_bytes();
        let mut p = blst_p2::default();
        let mut a = blst_p2_affine::default();
        let (mut x0, mut x1, mut y0, mut y1) = ([0u8; 48], [0u8; 48], [0u8; 48], [0u8; 48]);
        // SAFETY: every pointer points to a live value of its type, the lengths are the slices'.
        unsafe {
            blst::blst_hash_to_g2(
                &mut p,
                msg.as_ptr(),
                msg.len(),
                dst.as_ptr(),
                dst.len(),
                core::ptr::null(),
                0,
            );
            blst::blst_p2_to_affine(&mut a, &p);
            blst::blst_bendian_from_fp(x0.as_mut_ptr(), &a.x.fp[0]);
            blst::blst_bendian_from_fp(x1.as_mut_ptr(), &a.x.fp[1]);
            blst::blst_bendian_from_fp(y0.as_mut_ptr(), &a.y.fp[0]);
            blst::blst_bendian_from_fp(y1.as_mut_ptr(), &a.y.fp[1]);
        }
        let pair = |v: &Value| -> (Vec<u8>, Vec<u8>) {
            let s = v.as_str().unwrap();
            let (a, b) = s.split_once(',').unwrap();
            (hex(&Value::from(a)), hex(&Value::from(b)))
        };
        assert_eq!(
            pair(&case["output"]["x"]),
            (x0.to_vec(), x1.to_vec()),
            "{name}"
        );
        assert_eq!(
            pair(&case["output"]["y"]),
            (y0.to_vec(), y1.to_vec()),
            "{name}"
        );
    }
    assert_eq!(all.len(), 4);
}

#[test]
fn deserialization() {
    let mut n = 0;
    for dir in [
        "v0.1.2/deserialization_G1",
        "master-006855c-extra/deserialization_G1",
    ] {
        for (name, case) in cases(dir) {
            // Decoding and the subgroup check; the point at infinity decodes.
            let got = match PublicKey::from_bytes(&hex(&case["input"]["pubkey"])) {
                Ok(pk) => matches!(pk.validate(), Ok(()) | Err(BLST_ERROR::BLST_PK_IS_INFINITY)),
                Err(_) => false,
            };
            assert_eq!(got, case["output"].as_bool().unwrap(), "{name}");
            n += 1;
        }
    }
    for dir in [
        "v0.1.2/deserialization_G2",
        "master-006855c-extra/deserialization_G2",
    ] {
        for (name, case) in cases(dir) {
            let got = Signature::sig_validate(&hex(&case["input"]["signature"]), false).is_ok();
            assert_eq!(got, case["output"].as_bool().unwrap(), "{name}");
            n += 1;
        }
    }
    assert_eq!(n, 13 + 3 + 15 + 3);
}
