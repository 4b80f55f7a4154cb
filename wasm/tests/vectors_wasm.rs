//! The vector suites that need no reference implementation, for the wasm32 targets: every
//! Ethereum BLS vector (ethereum/bls12-381-tests v0.1.2 and the mask-bit extras) through
//! bls381's public `signature::min_pk` API and through this package's `api` layer (what the
//! JavaScript package calls), and RFC 9380's hash-to-curve and expand_message_xmd vectors.
//! The core's EIP-2537 vector suite (`tests/suite/eip2537_vectors.rs`) is included as it is.
//!
//! Run on wasm32-wasip1 under Node's WASI by `wasm/run-wasi.mjs` (see the README); they run
//! natively too. The files are read from `tests/vectors`, a link to the core's.
//! Each handler asserts its case count, so a folder that loses files fails loudly.

#[path = "../../tests/suite/eip2537_vectors.rs"]
mod eip2537_vectors;
#[path = "../../tests/h2c_support/json.rs"]
mod json;

use std::convert::Infallible;
use std::path::PathBuf;

use bls381::field::{Fp, Fp2};
use bls381::hash_to_curve::*;
use bls381::rand_core::{TryCryptoRng, TryRng};
use bls381::signature::{min_pk, Error};
use bls381::{G1Affine, G1Projective, G2Affine, G2Projective};
use bls381_wasm::api::{self, Status};
use json::Json;

fn vectors(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/vectors")
        .join(rel)
}

fn read_json(rel: &str) -> Json {
    let text = std::fs::read_to_string(vectors(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
    Json::parse(&text)
}

fn cases(dir: &str) -> Vec<(String, Json)> {
    let mut out: Vec<(String, Json)> = std::fs::read_dir(vectors(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            (name, Json::parse(&std::fs::read_to_string(&p).unwrap()))
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// Hex (optional 0x) to bytes; `None` for a string that is not hex.
fn try_hex(s: &str) -> Option<Vec<u8>> {
    let s = s.trim().trim_start_matches("0x");
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

fn hex(s: &str) -> Vec<u8> {
    try_hex(s).unwrap_or_else(|| panic!("not hex: {s:?}"))
}

fn hexes(j: &Json) -> Vec<Vec<u8>> {
    j.arr().iter().map(|x| hex(x.str())).collect()
}

fn bool_of(j: &Json) -> bool {
    match j {
        Json::Bool(b) => *b,
        other => panic!("not a bool: {other:?}"),
    }
}

fn decode_all<T>(
    bytes: &[Vec<u8>],
    f: impl Fn(&[u8]) -> Result<T, Error>,
) -> Result<Vec<T>, Error> {
    bytes.iter().map(|b| f(b)).collect()
}

fn concat(items: &[Vec<u8>]) -> (Vec<u8>, usize) {
    (items.concat(), items.first().map_or(0, Vec::len))
}

fn lens(msgs: &[Vec<u8>]) -> Vec<u8> {
    msgs.iter()
        .flat_map(|m| (m.len() as u32).to_le_bytes())
        .collect()
}

/// A deterministic generator for the blinding scalars (splitmix64): the tests need
/// reproducibility, not secrecy.
struct TestRng(u64);

impl TryRng for TestRng {
    type Error = Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok(self.try_next_u64()? as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        Ok(z ^ (z >> 31))
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for c in dst.chunks_mut(8) {
            let v = self.try_next_u64()?.to_le_bytes();
            c.copy_from_slice(&v[..c.len()]);
        }
        Ok(())
    }
}
impl TryCryptoRng for TestRng {}

const ETH: &str = "eth-bls-tests/v0.1.2";

#[test]
fn eth_sign() {
    let mut n = 0;
    for (name, case) in cases(&format!("{ETH}/sign")) {
        let input = case.get("input");
        let sk_bytes = hex(input.get("privkey").str());
        let msg = hex(input.get("message").str());
        let mut out = [0u8; 96];
        let via_api = api::sign(&sk_bytes, &msg, &mut out);
        match (min_pk::SecretKey::from_bytes(&sk_bytes), case.get("output")) {
            (Err(e), Json::Null) => {
                assert_eq!(e, Error::InvalidSecretKey, "{name}");
                assert_eq!(via_api, Err(Status::InvalidSecretKey), "{name}");
            }
            (Ok(sk), Json::Str(want)) => {
                let sig = min_pk::Pop::sign(&sk, &msg);
                assert_eq!(sig.to_bytes().to_vec(), hex(want), "{name}");
                assert_eq!(via_api, Ok(()), "{name}");
                assert_eq!(out.to_vec(), hex(want), "{name}");
                assert_eq!(min_pk::Pop::verify(&sk.public_key(), &msg, &sig), Ok(()));
            }
            (sk, out) => panic!("{name}: key {:?} against output {out:?}", sk.err()),
        }
        n += 1;
    }
    assert_eq!(n, 10);
}

#[test]
fn eth_verify() {
    let mut n = 0;
    for (name, case) in cases(&format!("{ETH}/verify")) {
        let input = case.get("input");
        let want = bool_of(case.get("output"));
        let (pk, sig, msg) = (
            hex(input.get("pubkey").str()),
            hex(input.get("signature").str()),
            hex(input.get("message").str()),
        );
        let got = match (
            min_pk::PublicKey::from_bytes(&pk),
            min_pk::Signature::from_bytes(&sig),
        ) {
            (Ok(pk), Ok(sig)) => min_pk::Pop::verify(&pk, &msg, &sig),
            (Err(e), _) | (_, Err(e)) => Err(e),
        };
        assert_eq!(got.is_ok(), want, "{name}: {got:?}");
        assert_eq!(api::verify(&sig, &msg, &pk).is_ok(), want, "{name} (api)");
        n += 1;
    }
    assert_eq!(n, 29);
}

#[test]
fn eth_aggregate() {
    let mut n = 0;
    for (name, case) in cases(&format!("{ETH}/aggregate")) {
        let raw = hexes(case.get("input"));
        let sigs = decode_all(&raw, min_pk::Signature::from_bytes).unwrap();
        let got = min_pk::AggregateSignature::aggregate(&sigs);
        let (bytes, stride) = concat(&raw);
        let mut out = [0u8; 96];
        let via_api = api::aggregate_signatures(&bytes, stride, &mut out);
        match case.get("output") {
            Json::Null => {
                assert_eq!(got, Err(Error::EmptyInput), "{name}");
                assert_eq!(via_api, Err(Status::EmptyInput), "{name}");
            }
            Json::Str(want) => {
                assert_eq!(got.unwrap().to_bytes().to_vec(), hex(want), "{name}");
                assert_eq!((via_api, out.to_vec()), (Ok(()), hex(want)), "{name}");
            }
            other => panic!("{name}: output {other:?}"),
        }
        n += 1;
    }
    assert_eq!(n, 6);
}

#[test]
fn eth_aggregate_verify() {
    let mut n = 0;
    for (name, case) in cases(&format!("{ETH}/aggregate_verify")) {
        let input = case.get("input");
        let want = bool_of(case.get("output"));
        let msgs = hexes(input.get("messages"));
        let raw_pks = hexes(input.get("pubkeys"));
        let sig = hex(input.get("signature").str());
        let got = decode_all(&raw_pks, min_pk::PublicKey::from_bytes).and_then(|pks| {
            min_pk::Pop::aggregate_verify(&pks, &msgs, &min_pk::Signature::from_bytes(&sig)?)
        });
        assert_eq!(got.is_ok(), want, "{name}: {got:?}");
        let (pks, stride) = concat(&raw_pks);
        let via_api = api::aggregate_verify(&sig, &msgs.concat(), &lens(&msgs), &pks, stride);
        assert_eq!(via_api.is_ok(), want, "{name} (api): {via_api:?}");
        n += 1;
    }
    assert_eq!(n, 5);
}

#[test]
fn eth_fast_aggregate_verify() {
    let mut n = 0;
    for (name, case) in cases(&format!("{ETH}/fast_aggregate_verify")) {
        let input = case.get("input");
        let want = bool_of(case.get("output"));
        let msg = hex(input.get("message").str());
        let raw_pks = hexes(input.get("pubkeys"));
        let sig = hex(input.get("signature").str());
        let got = decode_all(&raw_pks, min_pk::PublicKey::from_bytes).and_then(|pks| {
            min_pk::Pop::fast_aggregate_verify(&pks, &msg, &min_pk::Signature::from_bytes(&sig)?)
        });
        assert_eq!(got.is_ok(), want, "{name}: {got:?}");
        let (pks, stride) = concat(&raw_pks);
        let via_api = api::fast_aggregate_verify(&sig, &msg, &pks, stride);
        assert_eq!(via_api.is_ok(), want, "{name} (api): {via_api:?}");
        n += 1;
    }
    assert_eq!(n, 12);
}

#[test]
fn eth_batch_verify() {
    let mut rng = TestRng(2537);
    let mut n = 0;
    for (name, case) in cases(&format!("{ETH}/batch_verify")) {
        let input = case.get("input");
        let want = bool_of(case.get("output"));
        let msgs = hexes(input.get("messages"));
        let raw_pks = hexes(input.get("pubkeys"));
        let raw_sigs = hexes(input.get("signatures"));
        let got = decode_all(&raw_pks, min_pk::PublicKey::from_bytes).and_then(|pks| {
            let sigs = decode_all(&raw_sigs, min_pk::Signature::from_bytes)?;
            let each = pks
                .iter()
                .zip(&msgs)
                .zip(&sigs)
                .all(|((pk, m), s)| min_pk::Pop::verify(pk, m, s).is_ok());
            let batch = min_pk::Pop::batch_verify(&pks, &msgs, &sigs, &mut rng);
            assert_eq!(batch.is_ok(), each, "{name}");
            batch
        });
        assert_eq!(got.is_ok(), want, "{name}: {got:?}");
        let ((pks, ps), (sigs, ss)) = (concat(&raw_pks), concat(&raw_sigs));
        let seed = [n as u8; 32];
        let via_api = api::batch_verify(&pks, ps, &msgs.concat(), &lens(&msgs), &sigs, ss, &seed);
        assert_eq!(via_api.is_ok(), want, "{name} (api): {via_api:?}");
        n += 1;
    }
    assert_eq!(n, 4);
}

/// `true` iff the bytes are a point of the group (the identity included).
fn deserialization(dir: &str, g1: bool) -> usize {
    let mut n = 0;
    for (name, case) in cases(dir) {
        let key = if g1 { "pubkey" } else { "signature" };
        let want = bool_of(case.get("output"));
        let got = match try_hex(case.get("input").get(key).str()) {
            None => false,
            Some(b) => {
                let lib = if g1 {
                    match min_pk::PublicKey::from_bytes(&b) {
                        Ok(_) | Err(Error::IdentityPublicKey) => true,
                        Err(_) => false,
                    }
                } else {
                    min_pk::Signature::from_bytes(&b).is_ok()
                };
                let via_api = if g1 {
                    api::g1(&b).is_ok()
                } else {
                    api::g2(&b).is_ok()
                };
                assert_eq!(lib, via_api, "{name}: library and api layer disagree");
                lib
            }
        };
        assert_eq!(got, want, "{dir}/{name}");
        n += 1;
    }
    n
}

#[test]
fn eth_deserialization() {
    assert_eq!(
        deserialization(&format!("{ETH}/deserialization_G1"), true),
        13
    );
    assert_eq!(
        deserialization(&format!("{ETH}/deserialization_G2"), false),
        15
    );
    let extra = "eth-bls-tests/master-006855c-extra";
    assert_eq!(
        deserialization(&format!("{extra}/deserialization_G1"), true),
        3
    );
    assert_eq!(
        deserialization(&format!("{extra}/deserialization_G2"), false),
        3
    );
}

fn be48(s: &str) -> [u8; 48] {
    let v = hex(s);
    let mut out = [0u8; 48];
    out[48 - v.len()..].copy_from_slice(&v);
    out
}

fn fp(s: &str) -> Fp {
    Fp::from_bytes(&be48(s)).unwrap()
}

fn fp2(s: &str) -> Fp2 {
    let (c0, c1) = s.split_once(',').expect("c0,c1");
    Fp2::new(fp(c0), fp(c1))
}

fn g1_json(p: &Json) -> Vec<u8> {
    [be48(p.get("x").str()), be48(p.get("y").str())].concat()
}

fn g2_json(p: &Json) -> Vec<u8> {
    let mut out = Vec::new();
    for coord in ["x", "y"] {
        let (c0, c1) = p.get(coord).str().split_once(',').unwrap();
        out.extend(be48(c1));
        out.extend(be48(c0));
    }
    out
}

#[test]
fn eth_hash_to_g2() {
    const DST: &[u8] = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
    let mut n = 0;
    for (name, case) in cases(&format!("{ETH}/hash_to_G2")) {
        let msg = case.get("input").get("msg").str().as_bytes();
        let want = g2_json(case.get("output"));
        let p = G2Affine::from(hash_to_g2(msg, DST)).to_uncompressed();
        assert_eq!(p.to_vec(), want, "{name}");
        let mut out = [0u8; 192];
        assert_eq!(api::hash_to_g2(msg, DST, &mut out), Ok(()));
        assert_eq!(out.to_vec(), want, "{name} (api)");
        n += 1;
    }
    assert_eq!(n, 4);
}

/// One RFC 9380 suite file: u (hash_to_field), Q (map_to_curve) and P for each message.
fn suite<F: bls381::field::Field, P>(
    file: &str,
    ro: bool,
    parse_u: impl Fn(&str) -> F,
    map: impl Fn(&F) -> P,
    hash: impl Fn(&[u8], &[u8]) -> P,
    bytes: impl Fn(&P) -> Vec<u8>,
    json_bytes: impl Fn(&Json) -> Vec<u8>,
) -> usize {
    let v = read_json(&format!("hash-to-curve/{file}"));
    let dst = v.get("dst").str().as_bytes().to_vec();
    let mut n = 0;
    for t in v.get("vectors").arr() {
        let msg = t.get("msg").str().as_bytes();
        let want_u: Vec<F> = t.get("u").arr().iter().map(|s| parse_u(s.str())).collect();
        let mut u = vec![F::default(); if ro { 2 } else { 1 }];
        hash_to_field(msg, &dst, &mut u).unwrap();
        assert_eq!(u, want_u, "{file}: u for {msg:?}");
        let qs = if ro {
            vec![t.get("Q0"), t.get("Q1")]
        } else {
            vec![t.get("Q")]
        };
        for (ui, q) in u.iter().zip(qs) {
            assert_eq!(bytes(&map(ui)), json_bytes(q), "{file}: Q for {msg:?}");
        }
        assert_eq!(
            bytes(&hash(msg, &dst)),
            json_bytes(t.get("P")),
            "{file}: P for {msg:?}"
        );
        n += 1;
    }
    n
}

#[test]
fn rfc9380_suites() {
    let b1 = |p: &G1Projective| G1Affine::from(*p).to_uncompressed().to_vec();
    let b2 = |p: &G2Projective| G2Affine::from(*p).to_uncompressed().to_vec();
    let g1 = "BLS12381G1_XMD_SHA-256_SSWU_";
    let g2 = "BLS12381G2_XMD_SHA-256_SSWU_";
    let counts = [
        suite(
            &format!("{g1}RO_.json"),
            true,
            fp,
            map_to_curve_g1,
            hash_to_g1,
            b1,
            g1_json,
        ),
        suite(
            &format!("{g1}NU_.json"),
            false,
            fp,
            map_to_curve_g1,
            encode_to_g1,
            b1,
            g1_json,
        ),
        suite(
            &format!("{g2}RO_.json"),
            true,
            fp2,
            map_to_curve_g2,
            hash_to_g2,
            b2,
            g2_json,
        ),
        suite(
            &format!("{g2}NU_.json"),
            false,
            fp2,
            map_to_curve_g2,
            encode_to_g2,
            b2,
            g2_json,
        ),
    ];
    assert_eq!(counts, [5; 4]);
}

#[test]
fn rfc9380_expand_message_xmd() {
    let mut n = 0;
    for file in [
        "expand_message_xmd_SHA256_38.json",
        "expand_message_xmd_SHA256_256.json",
    ] {
        let v = read_json(&format!("hash-to-curve/{file}"));
        let dst = v.get("DST").str().as_bytes();
        for t in v.get("tests").arr() {
            let len =
                usize::from_str_radix(t.get("len_in_bytes").str().trim_start_matches("0x"), 16)
                    .unwrap();
            let mut out = vec![0u8; len];
            expand_message_xmd(t.get("msg").str().as_bytes(), dst, &mut out).unwrap();
            assert_eq!(out, hex(t.get("uniform_bytes").str()), "{file}");
            n += 1;
        }
    }
    assert_eq!(n, 20);
}

#[test]
fn api_errors_are_statuses_not_panics() {
    let mut pk = [0u8; 48];
    assert_eq!(
        api::get_public_key(&[1; 31], &mut pk),
        Err(Status::BadSecretKeyLength)
    );
    assert_eq!(
        api::get_public_key(&[0; 32], &mut pk),
        Err(Status::InvalidSecretKey)
    );
    assert_eq!(
        api::verify(&[0; 5], b"m", &[0; 5]),
        Err(Status::BadPointLength)
    );
    assert_eq!(
        api::aggregate_verify(&[0; 96], b"ab", &[3, 0, 0, 0], &[0; 48], 48),
        Err(Status::BadMessageLengths)
    );
    assert_eq!(
        api::aggregate_public_keys(&[], 0, &mut pk),
        Err(Status::EmptyInput)
    );
    let mut id = [0u8; 48];
    id[0] = 0xc0;
    assert_eq!(
        api::aggregate_public_keys(&id, 48, &mut pk),
        Err(Status::IdentityPublicKey)
    );
    let mut out = [0u8; 192];
    assert_eq!(api::hash_to_g2(b"m", b"", &mut out), Err(Status::EmptyDst));
    for code in 0..20 {
        assert!(!Status::message_of(code).is_empty());
    }
}
