//! Hash-to-curve conformance and differential tests:
//!
//! * every published vector: RFC 9380 Appendix J (the four BLS12-381 suites: u, Q0/Q1 or Q, P)
//!   and Appendix K (expand_message_xmd, including the > 255-byte DST of §5.3.3); Ethereum's
//!   `hash_to_G2`; EIP-2537 `MAP_FP_TO_G1` / `MAP_FP2_TO_G2` with their failure cases;
//!   cardano-base's over-long DST;
//! * against blst (`blst_hash_to_g1/g2`, `blst_encode_to_g1/g2`, `blst_map_to_g1/g2`,
//!   `blst_expand_message_xmd`), compared through compressed encodings, on random messages and
//!   on DSTs of every length 0..=300.
//!
//! The vector files live in `tests/vectors/` (see the README in each folder for provenance and
//! format; note that the JSON files write Fp2 elements as `c0,c1`, the zcash encoding as c1 || c0).
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use crate::common;
use crate::json;

use std::path::PathBuf;

use bls381::backend::{self, Backend};
use bls381::field::{Fp, Fp2, Fr};
use bls381::hash_to_curve::*;
use bls381::{G1Affine, G1Projective, G2Affine, G2Projective};
use json::Json;
use num_bigint::BigUint;
use rand::{rngs::StdRng, RngExt};

// ---------------------------------------------------------------------------------------------
// Reading the vectors

fn vector_path(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/vectors")
        .join(rel)
}

fn read_json(rel: &str) -> Json {
    let text = std::fs::read_to_string(vector_path(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
    Json::parse(&text)
}

fn hex(s: &str) -> Vec<u8> {
    let s = s.trim().trim_start_matches("0x");
    assert!(s.len().is_multiple_of(2), "odd hex length");
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

/// Big-endian hex of at most 48 bytes, left-padded.
fn be48(s: &str) -> [u8; 48] {
    let v = hex(s);
    assert!(v.len() <= 48);
    let mut out = [0u8; 48];
    out[48 - v.len()..].copy_from_slice(&v);
    out
}

fn fp(s: &str) -> Fp {
    Fp::from_bytes(&be48(s)).unwrap()
}

/// `"c0,c1"`, as the RFC and Ethereum JSON files write Fp2 elements.
fn fp2(s: &str) -> Fp2 {
    let (c0, c1) = s.split_once(',').expect("c0,c1");
    Fp2::new(fp(c0), fp(c1))
}

/// The zcash uncompressed encoding of the point with affine coordinates (x, y) given as JSON.
fn g1_uncompressed(p: &Json) -> [u8; 96] {
    let mut out = [0u8; 96];
    out[..48].copy_from_slice(&be48(p.get("x").str()));
    out[48..].copy_from_slice(&be48(p.get("y").str()));
    out
}

/// The zcash uncompressed G2 encoding (x.c1 || x.c0 || y.c1 || y.c0) of JSON `c0,c1` coordinates.
fn g2_uncompressed(p: &Json) -> [u8; 192] {
    let mut out = [0u8; 192];
    for (i, coord) in ["x", "y"].iter().enumerate() {
        let (c0, c1) = p.get(coord).str().split_once(',').unwrap();
        out[96 * i..96 * i + 48].copy_from_slice(&be48(c1));
        out[96 * i + 48..96 * i + 96].copy_from_slice(&be48(c0));
    }
    out
}

fn g1_bytes(p: &G1Projective) -> [u8; 96] {
    G1Affine::from(*p).to_uncompressed()
}

fn g2_bytes(p: &G2Projective) -> [u8; 192] {
    G2Affine::from(*p).to_uncompressed()
}

/// Runs `f` once per backend this machine can execute (the assembly, if built and supported, and
/// always the portable fallback), so the fallback never rots. All backends give bit-identical
/// results, so tests running concurrently are unaffected by the switch.
fn on_every_backend(mut f: impl FnMut(Backend)) {
    let initial = backend::selected();
    for b in [Backend::X86_64Adx, Backend::Aarch64, Backend::Portable] {
        if b.is_available() {
            backend::force(b).unwrap();
            f(b);
        }
    }
    backend::force(initial).unwrap();
}

// ---------------------------------------------------------------------------------------------
// RFC 9380 Appendix K: expand_message_xmd

#[test]
fn expand_message_xmd_rfc_vectors() {
    let mut count = 0;
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
            assert_eq!(
                out,
                hex(t.get("uniform_bytes").str()),
                "{file}: msg {:?}",
                t.get("msg")
            );
            count += 1;
        }
    }
    assert_eq!(count, 20);
    eprintln!("expand_message_xmd: {count} RFC 9380 vectors passed");
}

#[test]
fn expand_message_xmd_rejects_oversize_requests() {
    let mut out = vec![0u8; MAX_OUTPUT_LEN + 1];
    assert_eq!(
        expand_message_xmd(b"msg", b"DST", &mut out),
        Err(ExpandMsgError::TooManyBlocks)
    );
    let mut out = vec![0u8; 65536];
    assert_eq!(
        expand_message_xmd(b"msg", b"DST", &mut out),
        Err(ExpandMsgError::LengthOverflow)
    );
    // hash_to_field with more elements than 8160 bytes can carry.
    let mut u = vec![Fp::zero(); MAX_OUTPUT_LEN / 64 + 1];
    assert!(hash_to_field(b"msg", b"DST", &mut u).is_err());
    let mut u = vec![Fp::zero(); MAX_OUTPUT_LEN / 64];
    assert!(hash_to_field(b"msg", b"DST", &mut u).is_ok());
}

// ---------------------------------------------------------------------------------------------
// RFC 9380 Appendix J: the four suites

/// Runs one suite file; `ro` selects hash_to_curve (u0, u1, Q0, Q1) over encode_to_curve (u, Q).
fn suite<F, P>(
    file: &str,
    ro: bool,
    parse_u: impl Fn(&str) -> F,
    map: impl Fn(&F) -> P,
    hash: impl Fn(&[u8], &[u8]) -> P,
    point_bytes: impl Fn(&P) -> Vec<u8>,
    json_bytes: impl Fn(&Json) -> Vec<u8>,
) -> usize
where
    F: bls381::field::Field,
{
    let v = read_json(&format!("hash-to-curve/{file}"));
    let dst = v.get("dst").str().as_bytes().to_vec();
    let mut count = 0;
    for t in v.get("vectors").arr() {
        let msg = t.get("msg").str().as_bytes();
        let expected_u: Vec<F> = t.get("u").arr().iter().map(|s| parse_u(s.str())).collect();
        assert_eq!(expected_u.len(), if ro { 2 } else { 1 });
        let mut u = vec![F::default(); expected_u.len()];
        hash_to_field(msg, &dst, &mut u).unwrap();
        assert_eq!(u, expected_u, "{file}: u for msg {msg:?}");
        let qs: Vec<&Json> = if ro {
            vec![t.get("Q0"), t.get("Q1")]
        } else {
            vec![t.get("Q")]
        };
        for (ui, q) in u.iter().zip(qs) {
            assert_eq!(
                point_bytes(&map(ui)),
                json_bytes(q),
                "{file}: Q for msg {msg:?}"
            );
        }
        assert_eq!(
            point_bytes(&hash(msg, &dst)),
            json_bytes(t.get("P")),
            "{file}: P for {msg:?}"
        );
        count += 1;
    }
    assert_eq!(count, 5);
    count
}

#[test]
fn rfc9380_g1_suites() {
    on_every_backend(|backend| {
        let b = |p: &G1Projective| g1_bytes(p).to_vec();
        let j = |p: &Json| g1_uncompressed(p).to_vec();
        let ro = suite(
            "BLS12381G1_XMD_SHA-256_SSWU_RO_.json",
            true,
            fp,
            map_to_curve_g1,
            hash_to_g1,
            b,
            j,
        );
        let nu = suite(
            "BLS12381G1_XMD_SHA-256_SSWU_NU_.json",
            false,
            fp,
            map_to_curve_g1,
            encode_to_g1,
            b,
            j,
        );
        eprintln!("{backend:?}: G1: {ro} RO and {nu} NU vectors passed (u, Q, P)");
    });
}

#[test]
fn rfc9380_g2_suites() {
    on_every_backend(|backend| {
        let b = |p: &G2Projective| g2_bytes(p).to_vec();
        let j = |p: &Json| g2_uncompressed(p).to_vec();
        let ro = suite(
            "BLS12381G2_XMD_SHA-256_SSWU_RO_.json",
            true,
            fp2,
            map_to_curve_g2,
            hash_to_g2,
            b,
            j,
        );
        let nu = suite(
            "BLS12381G2_XMD_SHA-256_SSWU_NU_.json",
            false,
            fp2,
            map_to_curve_g2,
            encode_to_g2,
            b,
            j,
        );
        eprintln!("{backend:?}: G2: {ro} RO and {nu} NU vectors passed (u, Q, P)");
    });
}

// ---------------------------------------------------------------------------------------------
// Ethereum bls12-381-tests: hash_to_G2 (with the RFC 9380 test DST, see the folder's README)

#[test]
fn ethereum_hash_to_g2() {
    const DST: &[u8] = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
    let dir = vector_path("eth-bls-tests/v0.1.2/hash_to_G2");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let v = Json::parse(&std::fs::read_to_string(&path).unwrap());
        let msg = v.get("input").get("msg").str().as_bytes();
        let p = hash_to_g2(msg, DST);
        assert_eq!(
            g2_bytes(&p),
            g2_uncompressed(v.get("output")),
            "{}",
            path.display()
        );
        count += 1;
    }
    assert_eq!(count, 4);
    eprintln!("Ethereum hash_to_G2: {count} vectors passed");
}

// ---------------------------------------------------------------------------------------------
// EIP-2537 MAP_FP_TO_G1 / MAP_FP2_TO_G2

/// EIP-2537's field element encoding: 64 bytes big-endian, the top 16 zero, the value below p.
/// (The precompile's decoding is the caller's job; this is how a caller does it.) The error
/// strings are go-ethereum's, as the vector files record them.
fn eip2537_fp(b: &[u8]) -> Result<Fp, &'static str> {
    assert_eq!(b.len(), 64);
    if b[..16].iter().any(|x| *x != 0) {
        return Err("invalid field element top bytes");
    }
    Option::from(Fp::from_bytes(b[16..].try_into().unwrap())).ok_or("invalid fp.Element encoding")
}

fn eip2537_fp_out(x: &Fp) -> Vec<u8> {
    let mut out = vec![0u8; 16];
    out.extend_from_slice(&x.to_bytes());
    out
}

/// MAP_FP_TO_G1: 64 input bytes to 128 output bytes (x || y), or an error.
fn map_fp_to_g1_precompile(input: &[u8]) -> Result<Vec<u8>, &'static str> {
    if input.len() != 64 {
        return Err("invalid input length");
    }
    let u = eip2537_fp(input)?;
    let p = G1Affine::from(map_to_g1(&u));
    assert!(
        !bool::from(p.is_identity()),
        "identity needs the all-zero encoding; not in the vectors"
    );
    let raw = p.to_uncompressed();
    let (x, y) = (
        Fp::from_bytes(raw[..48].try_into().unwrap()),
        Fp::from_bytes(raw[48..].try_into().unwrap()),
    );
    Ok([eip2537_fp_out(&x.unwrap()), eip2537_fp_out(&y.unwrap())].concat())
}

/// MAP_FP2_TO_G2: 128 input bytes (c0 || c1) to 256 output bytes (x.c0 || x.c1 || y.c0 || y.c1).
fn map_fp2_to_g2_precompile(input: &[u8]) -> Result<Vec<u8>, &'static str> {
    if input.len() != 128 {
        return Err("invalid input length");
    }
    let c0 = eip2537_fp(&input[..64])?;
    let c1 = eip2537_fp(&input[64..])?;
    let p = G2Affine::from(map_to_g2(&Fp2::new(c0, c1)));
    assert!(!bool::from(p.is_identity()));
    let raw = p.to_uncompressed();
    let c = |i: usize| Fp::from_bytes(raw[48 * i..48 * (i + 1)].try_into().unwrap()).unwrap();
    // zcash order is x.c1, x.c0, y.c1, y.c0.
    Ok([c(1), c(0), c(3), c(2)]
        .iter()
        .flat_map(eip2537_fp_out)
        .collect())
}

fn eip2537(file: &str, fail_file: &str, run: impl Fn(&[u8]) -> Result<Vec<u8>, &'static str>) {
    let mut ok = 0;
    for t in read_json(&format!("eip-2537/{file}")).arr() {
        let out = run(&hex(t.get("Input").str())).unwrap();
        assert_eq!(out, hex(t.get("Expected").str()), "{}", t.get("Name").str());
        ok += 1;
    }
    let mut failed = 0;
    for t in read_json(&format!("eip-2537/{fail_file}")).arr() {
        let name = t.get("Name").str();
        let err = run(&hex(t.get("Input").str())).expect_err(name);
        assert_eq!(err, t.get("ExpectedError").str(), "{name}");
        failed += 1;
    }
    assert_eq!((ok, failed), (5, 5));
    eprintln!("EIP-2537 {file}: {ok} vectors passed, {failed} failure cases rejected");
}

#[test]
fn eip2537_map_fp_to_g1() {
    eip2537(
        "map_fp_to_G1_bls.json",
        "fail-map_fp_to_G1_bls.json",
        map_fp_to_g1_precompile,
    );
}

#[test]
fn eip2537_map_fp2_to_g2() {
    eip2537(
        "map_fp2_to_G2_bls.json",
        "fail-map_fp2_to_G2_bls.json",
        map_fp2_to_g2_precompile,
    );
}

// ---------------------------------------------------------------------------------------------
// cardano-base: hash_to_G1 with a 300-byte DST (RFC 9380 §5.3.3)

#[test]
fn cardano_large_dst() {
    let text = std::fs::read_to_string(vector_path("cardano-base/h2c_large_dst")).unwrap();
    let lines: Vec<Vec<u8>> = text.lines().map(hex).collect();
    let (msg, dst, expected) = (&lines[0], &lines[1], &lines[2]);
    assert_eq!(dst.len(), 300);
    let p = G1Affine::from(hash_to_g1(msg, dst));
    assert_eq!(p.to_compressed().to_vec(), *expected);
    eprintln!("cardano-base h2c_large_dst: 1 vector passed");
}

// ---------------------------------------------------------------------------------------------
// hash_to_field for the scalar field (L = 48), against a big-integer reduction

#[test]
fn hash_to_field_scalar_reduces_48_bytes() {
    let mut rng = common::rng("hash_to_field_scalar_reduces_48_bytes");
    let r = common::r();
    for _ in 0..50 {
        let msg = random_bytes(&mut rng, 64);
        let dst = random_bytes(&mut rng, 40);
        let mut s = [Fr::zero(); 3];
        hash_to_field(&msg, &dst, &mut s).unwrap();
        let mut okm = [0u8; 144];
        expand_message_xmd(&msg, &dst, &mut okm).unwrap();
        for (i, s) in s.iter().enumerate() {
            let want = BigUint::from_bytes_be(&okm[48 * i..48 * (i + 1)]) % &r;
            assert_eq!(BigUint::from_bytes_le(&s.to_bytes()), want);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Differential tests against blst

mod blst_ref {
    use blst::*;

    pub fn fp(x: &bls381::field::Fp) -> blst_fp {
        let mut out = blst_fp::default();
        // SAFETY: blst reads 48 bytes from a live array and writes one blst_fp.
        unsafe { blst_fp_from_bendian(&mut out, x.to_bytes().as_ptr()) };
        out
    }

    pub fn fp2(x: &bls381::field::Fp2) -> blst_fp2 {
        blst_fp2 {
            fp: [fp(&x.c0), fp(&x.c1)],
        }
    }

    pub fn p1_compressed(p: &blst_p1) -> [u8; 48] {
        let mut out = [0u8; 48];
        // SAFETY: writes 48 bytes into a live array; reads one initialised point.
        unsafe { blst_p1_compress(out.as_mut_ptr(), p) };
        out
    }

    pub fn p2_compressed(p: &blst_p2) -> [u8; 96] {
        let mut out = [0u8; 96];
        // SAFETY: writes 96 bytes into a live array; reads one initialised point.
        unsafe { blst_p2_compress(out.as_mut_ptr(), p) };
        out
    }

    pub fn hash_to_g1(msg: &[u8], dst: &[u8]) -> [u8; 48] {
        let mut p = blst_p1::default();
        // SAFETY: the pointers and lengths describe live slices (a null aug of length 0).
        unsafe {
            blst_hash_to_g1(
                &mut p,
                msg.as_ptr(),
                msg.len(),
                dst.as_ptr(),
                dst.len(),
                core::ptr::null(),
                0,
            )
        };
        p1_compressed(&p)
    }

    pub fn encode_to_g1(msg: &[u8], dst: &[u8]) -> [u8; 48] {
        let mut p = blst_p1::default();
        // SAFETY: as above.
        unsafe {
            blst_encode_to_g1(
                &mut p,
                msg.as_ptr(),
                msg.len(),
                dst.as_ptr(),
                dst.len(),
                core::ptr::null(),
                0,
            )
        };
        p1_compressed(&p)
    }

    pub fn hash_to_g2(msg: &[u8], dst: &[u8]) -> [u8; 96] {
        let mut p = blst_p2::default();
        // SAFETY: as above.
        unsafe {
            blst_hash_to_g2(
                &mut p,
                msg.as_ptr(),
                msg.len(),
                dst.as_ptr(),
                dst.len(),
                core::ptr::null(),
                0,
            )
        };
        p2_compressed(&p)
    }

    pub fn encode_to_g2(msg: &[u8], dst: &[u8]) -> [u8; 96] {
        let mut p = blst_p2::default();
        // SAFETY: as above.
        unsafe {
            blst_encode_to_g2(
                &mut p,
                msg.as_ptr(),
                msg.len(),
                dst.as_ptr(),
                dst.len(),
                core::ptr::null(),
                0,
            )
        };
        p2_compressed(&p)
    }

    pub fn map_to_g1(u: &bls381::field::Fp) -> [u8; 48] {
        let mut p = blst_p1::default();
        let u = fp(u);
        // SAFETY: live input element; a null second element selects the single-element map.
        unsafe { blst_map_to_g1(&mut p, &u, core::ptr::null()) };
        p1_compressed(&p)
    }

    pub fn map_to_g2(u: &bls381::field::Fp2) -> [u8; 96] {
        let mut p = blst_p2::default();
        let u = fp2(u);
        // SAFETY: as above.
        unsafe { blst_map_to_g2(&mut p, &u, core::ptr::null()) };
        p2_compressed(&p)
    }

    pub fn expand_message_xmd(msg: &[u8], dst: &[u8], len: usize) -> Vec<u8> {
        let mut out = vec![0u8; len];
        // SAFETY: blst writes `len` bytes into a live buffer of that size and reads live slices.
        unsafe {
            blst_expand_message_xmd(
                out.as_mut_ptr(),
                len,
                msg.as_ptr(),
                msg.len(),
                dst.as_ptr(),
                dst.len(),
            )
        };
        out
    }
}

fn random_bytes(rng: &mut StdRng, max_len: usize) -> Vec<u8> {
    let len = rng.random_range(0..=max_len);
    (0..len).map(|_| rng.random()).collect()
}

fn fixed_bytes(rng: &mut StdRng, len: usize) -> Vec<u8> {
    (0..len).map(|_| rng.random()).collect()
}

/// Every DST length from 0 to 300 (lengths above 255 take the §5.3.3 path), a random message
/// each, all four suites.
#[test]
fn blst_differential_every_dst_length() {
    let mut rng = common::rng("blst_differential_every_dst_length");
    for dst_len in 0..=300 {
        let dst = fixed_bytes(&mut rng, dst_len);
        let msg = random_bytes(&mut rng, 200);
        let ctx = format!("dst_len {dst_len}, msg {}", msg.len());
        assert_eq!(
            G1Affine::from(hash_to_g1(&msg, &dst)).to_compressed(),
            blst_ref::hash_to_g1(&msg, &dst),
            "{ctx}"
        );
        assert_eq!(
            G1Affine::from(encode_to_g1(&msg, &dst)).to_compressed(),
            blst_ref::encode_to_g1(&msg, &dst),
            "{ctx}"
        );
        assert_eq!(
            G2Affine::from(hash_to_g2(&msg, &dst)).to_compressed(),
            blst_ref::hash_to_g2(&msg, &dst),
            "{ctx}"
        );
        assert_eq!(
            G2Affine::from(encode_to_g2(&msg, &dst)).to_compressed(),
            blst_ref::encode_to_g2(&msg, &dst),
            "{ctx}"
        );
    }
}

#[test]
fn blst_differential_random_messages() {
    let mut rng = common::rng("blst_differential_random_messages");
    on_every_backend(|_| {
        for _ in 0..150 {
            let msg = random_bytes(&mut rng, 1000);
            let dst = random_bytes(&mut rng, 64);
            assert_eq!(
                G1Affine::from(hash_to_g1(&msg, &dst)).to_compressed(),
                blst_ref::hash_to_g1(&msg, &dst)
            );
            assert_eq!(
                G2Affine::from(hash_to_g2(&msg, &dst)).to_compressed(),
                blst_ref::hash_to_g2(&msg, &dst)
            );
        }
    });
}

#[test]
fn blst_differential_expand_message_xmd() {
    let mut rng = common::rng("blst_differential_expand_message_xmd");
    for _ in 0..500 {
        let msg = random_bytes(&mut rng, 300);
        let dst = random_bytes(&mut rng, 300);
        let len = rng.random_range(1..=1024);
        let mut out = vec![0u8; len];
        expand_message_xmd(&msg, &dst, &mut out).unwrap();
        assert_eq!(
            out,
            blst_ref::expand_message_xmd(&msg, &dst, len),
            "len {len}, dst {}",
            dst.len()
        );
    }
}

/// Field elements worth trying on their own: 0, ±1, ±2, (p ± 1)/2, and for G1 the roots of
/// Z·u² = −1, where SSWU takes its exceptional branch (tv2 = 0).
fn edge_fps() -> Vec<Fp> {
    let p = common::p();
    let mut v: Vec<Fp> = [
        BigUint::from(0u8),
        BigUint::from(1u8),
        BigUint::from(2u8),
        &p - 1u8,
        &p - 2u8,
        (&p - 1u8) >> 1,
        (&p + 1u8) >> 1,
    ]
    .iter()
    .map(|x| Fp::from_bytes(&common::be::<48>(x)).unwrap())
    .collect();
    // u² = −1/11: 11 is a non-square and −1 is one, so −1/11 is a square.
    let minus_inv_11 = -Fp::from_raw([11, 0, 0, 0, 0, 0]).invert().unwrap();
    let root = minus_inv_11.sqrt().unwrap();
    v.push(root);
    v.push(-root);
    v
}

#[test]
fn blst_differential_map_to_g1() {
    let mut rng = common::rng("blst_differential_map_to_g1");
    let mut inputs = edge_fps();
    inputs.extend((0..500).map(|_| Fp::random(&mut rng)));
    for u in &inputs {
        assert_eq!(
            G1Affine::from(map_to_g1(u)).to_compressed(),
            blst_ref::map_to_g1(u),
            "u = {u:?}"
        );
    }
}

#[test]
fn blst_differential_map_to_g2() {
    let mut rng = common::rng("blst_differential_map_to_g2");
    let edges = edge_fps();
    let mut inputs: Vec<Fp2> = Vec::new();
    for a in &edges {
        inputs.push(Fp2::new(*a, Fp::zero()));
        inputs.push(Fp2::new(Fp::zero(), *a));
        inputs.push(Fp2::new(*a, *a));
    }
    inputs.extend((0..300).map(|_| Fp2::random(&mut rng)));
    for u in &inputs {
        assert_eq!(
            G2Affine::from(map_to_g2(u)).to_compressed(),
            blst_ref::map_to_g2(u),
            "u = {u:?}"
        );
    }
}

/// The 16 elements u of Fp whose SSWU image on E1' lies in the kernel of the 11-isogeny (the
/// kernel's ten non-trivial points are rational; these u were found by solving the SSWU
/// equations for their x-coordinates). Their image on E1 is the identity, which the projective
/// isogeny must produce instead of the invalid (0 : 0 : 0).
const G1_KERNEL_PREIMAGES: [&str; 16] = [
    "0x146850b3bdc2495ed73bb803dfaa951a88abff0acb5c7aeac52b48f3c808e87ce3885b98ce916e17caef21a6cbc6b598",
    "0x0598c1367bbd9d3b73dfefb263a117bcdbcb4c7a282897d4a20589ad2ea80da73b23a465e2c291e7ef0fde593438f513",
    "0x0ec1d2551f80abe70136a7f42e52133ebddf9b619a88147ae422a98e57581f2b0961dc019c74599f12a1b5513649a2e8",
    "0x0b3f3f9519ff3ab349e4ffc214f99998a697b02358fcfe44830e29129f58d6f9154a23fd14dfa660a75d4aaec9b607c3",
    "0x0a92437e90bc473049ab549b4c4a145feb4fb5cd39f7ee85c11fa62a8f5317220b398be420ca5d8364d460f6ee1efd29",
    "0x0f6ece6ba8c39f6a0170531af7019877792795b7b98d2439a6112c76675ddf021372741a9089a27c552a9f0911e0ad82",
    "0x10683009c00edc5676a3d43b8b5ae8a68e75a32954f6a502e6acc1c11ed49bcaa7c843871e887ce9839920c2ff0f732f",
    "0x0998e1e079710a43d477d37ab7f0c430d601a85b9e8e6dbc808410dfd7dc5a5976e3bc7792cb83163665df3d00f0377c",
    "0x1377c0192d99508a317127abf17c64205c7aad448380027efb47ae73ea231dbd6ecd3f2841b63d309c35bb8fd13e48f0",
    "0x068951d10be6961019aa800a51cf48b707fc9e40700510406be9242d0c8dd866afdec0d66f9dc2cf1dc944702ec161bb",
    "0x0a2605e5991fcf3e63728a7a1468d79bacaa5f23f3816aadcd38efdd330c6d4f5bbf450f92156e0e23e16e3252bcd042",
    "0x0fdb0c04a060175be7a91d3c2ee2d53bb7ccec610003a81199f7e2c3c3a488d4c2ecbaef1f3e91f1961d91cdad42da69",
    "0x0854a3cb180882d5b1efc1c3cc5b3fb33b27cb739f1389986ca46e1c5cb5010d8a06fd781c63074868f316d95b8f8405",
    "0x11ac6e1f217763c4992be5f276f06d24294f801154718926fa8c648499fbf51694a5028694f0f8b7510be926a47026a6",
    "0x0a3bf00221e169b850c5268c3d1edd576732060760bc0c00ed0311dee8588b18130822d3027f8d142802d784ea194fca",
    "0x0fc521e8179e7ce1fa56812a062ccf7ffd45457d92c906be7a2dc0c20e586b0c0ba3dd2baed472eb91fc287b15e65ae1",
];

#[test]
fn map_to_g1_on_isogeny_kernel_is_identity() {
    for u in G1_KERNEL_PREIMAGES {
        let u = fp(u);
        assert!(bool::from(map_to_curve_g1(&u).is_identity()), "u = {u:?}");
        let p = map_to_g1(&u);
        assert!(bool::from(p.is_identity()));
        assert_eq!(
            G1Affine::from(p).to_compressed(),
            blst_ref::map_to_g1(&u),
            "u = {u:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Constant time, checked by instruction counts

/// Inputs for the constant-time probe: exceptional ones (0, a root of Z·u² = −1, an isogeny
/// kernel preimage, p − 1) and ordinary ones. All are built on every run, so runs differ only in
/// the index used.
fn ct_inputs() -> Vec<Fp> {
    let mut v = edge_fps();
    v.push(fp(G1_KERNEL_PREIMAGES[0]));
    v.extend(
        (1..4u64).map(|k| Fp::from_raw([k.wrapping_mul(0x9e37_79b9_7f4a_7c15), k, 3, 5, k, 1])),
    );
    v
}

/// The child side of `constant_time_instruction_counts`: runs one operation on the input
/// selected by `H2C_CT_PROBE=op:index`. Does nothing when the variable is unset.
#[test]
#[ignore]
fn ct_probe() {
    let Ok(spec) = std::env::var("H2C_CT_PROBE") else {
        return;
    };
    let (op, idx) = spec.split_once(':').unwrap();
    let idx: usize = idx.parse().unwrap();
    let inputs = std::hint::black_box(ct_inputs());
    let u = inputs[idx];
    let u2 = Fp2::new(inputs[idx], inputs[(idx + 3) % inputs.len()]);
    let msg = [inputs[idx].to_bytes()[47]; 32];
    match op {
        "map_to_g1" => drop(std::hint::black_box(map_to_g1(&u))),
        "map_to_g2" => drop(std::hint::black_box(map_to_g2(&u2))),
        "hash_to_g1" => drop(std::hint::black_box(hash_to_g1(&msg, b"DST"))),
        "hash_to_g2" => drop(std::hint::black_box(hash_to_g2(&msg, b"DST"))),
        _ => panic!("unknown op {op}"),
    }
}

/// Runs `ct_probe` under valgrind's callgrind for every input and requires the executed
/// instruction count not to depend on the input: a data-dependent branch anywhere on the path
/// (including one a compiler introduced into mask arithmetic) changes it. Needs valgrind, so it
/// is ignored by default: `cargo test --release --test suite -- --ignored hash_to_curve::constant_time`.
#[test]
#[ignore]
fn constant_time_instruction_counts() {
    if std::env::var("H2C_CT_PROBE").is_ok() {
        return;
    }
    if std::process::Command::new("valgrind")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("valgrind not found: skipped");
        return;
    }
    let exe = std::env::current_exe().unwrap();
    // The probe's name as the harness knows it: the module path without the crate's name.
    let probe = match module_path!().split_once("::") {
        Some((_, module)) => format!("{module}::ct_probe"),
        None => "ct_probe".to_string(),
    };
    let n = ct_inputs().len();
    for op in ["map_to_g1", "map_to_g2", "hash_to_g1", "hash_to_g2"] {
        let counts: Vec<u64> = (0..n)
            .map(|i| {
                let out = std::process::Command::new("valgrind")
                    // Count only inside the entry point (and everything it calls), not the test
                    // harness around it. (A toggle pattern matching nested functions too would
                    // switch counting off inside them.)
                    .args(["--tool=callgrind", "--callgrind-out-file=/dev/null"])
                    .arg(format!("--toggle-collect=bls381::hash_to_curve::{op}"))
                    .arg(&exe)
                    .args([
                        "--exact",
                        probe.as_str(),
                        "--ignored",
                        "--test-threads=1",
                        "--quiet",
                    ])
                    // Keep the index's width fixed so argument parsing costs the same.
                    .env("H2C_CT_PROBE", format!("{op}:{i:02}"))
                    // valgrind's CPUID hides ADX; run the kernels the parent runs.
                    .env("BLS381_BACKEND", bls381::backend())
                    .output()
                    .expect("valgrind runs");
                // A filter that matches nothing would count nothing, equally for every input.
                assert!(
                    String::from_utf8_lossy(&out.stdout).contains("1 passed"),
                    "{probe} did not run under valgrind"
                );
                let stderr = String::from_utf8_lossy(&out.stderr);
                let line = stderr
                    .lines()
                    .find(|l| l.contains("Collected :"))
                    .expect("callgrind summary");
                line.rsplit(':').next().unwrap().trim().parse().unwrap()
            })
            .collect();
        eprintln!("{op}: {counts:?}");
        assert!(
            counts.iter().all(|c| *c == counts[0]),
            "{op}: instruction count depends on the input"
        );
    }
}
