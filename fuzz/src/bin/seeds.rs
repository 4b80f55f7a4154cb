//! Writes the seed corpora of every target into `fuzz/seeds/<target>/`, from the vectors under
//! `tests/vectors/` and the boundary values of each input (0, 1, p − 1, r − 1, identities,
//! generators, sizes around the MSM algorithm switches, oversize DSTs, ...); `dropin`'s are
//! those of the targets whose layouts it reuses (see [`DropinInput`]), tagged.
//!
//! Run by `scripts/fuzz.sh` (after `cargo fuzz build`): `seeds <repo root> <output dir>`.
//! Every seed is checked to decode back, through the target's own `arbitrary` layout, to the
//! value it was encoded from, so the seeds cannot drift from the layouts.

// Linked for the coverage callbacks the fuzz build's instrumentation calls (not for its main).
extern crate libfuzzer_sys;

use arbitrary::{Arbitrary, Unstructured};
use bls381_fuzz::oracle::{consts, to_le};
use bls381_fuzz::*;
use num_bigint::BigUint;
use std::fmt::Debug;
use std::fs;
use std::path::{Path, PathBuf};

// The test suite's JSON reader (no dependency for reading the vector files).
#[path = "../../../tests/h2c_support/json.rs"]
#[allow(dead_code)]
mod json;
use json::Json;

/// The member `key` of a JSON object, if any.
fn member<'a>(v: &'a Json, key: &str) -> Option<&'a Json> {
    match v {
        Json::Obj(m) => m.get(key),
        _ => None,
    }
}

/// A JSON string's text, if it is one.
fn text(v: &Json) -> Option<&str> {
    match v {
        Json::Str(s) => Some(s),
        _ => None,
    }
}

struct Out {
    dir: PathBuf,
    count: usize,
    /// The seeds written, encoded (`dropin` takes them as its bodies).
    seeds: Vec<Vec<u8>>,
}

impl Out {
    fn new(root: &Path, target: &str) -> Out {
        let dir = root.join(target);
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("create the seed directory");
        Out {
            dir,
            count: 0,
            seeds: Vec::new(),
        }
    }

    /// Writes one seed after checking that the target decodes it back to `x`.
    fn put<T: Layout + for<'a> Arbitrary<'a> + PartialEq + Debug>(&mut self, x: &T) {
        let bytes = x.encode();
        let back = T::arbitrary_take_rest(Unstructured::new(&bytes)).expect("seed decodes");
        assert_eq!(&back, x, "seed does not decode to itself");
        assert!(
            bytes.len() >= T::size_hint(0).0,
            "seed shorter than the layout"
        );
        fs::write(self.dir.join(format!("seed-{:04}", self.count)), &bytes).expect("write a seed");
        self.count += 1;
        self.seeds.push(bytes);
    }
}

/// A deterministic stream of pseudo-random bytes (xorshift64*), for filler values.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn fill(&mut self, b: &mut [u8]) {
        for x in b.iter_mut() {
            *x = self.next() as u8;
        }
    }
    fn bytes<const N: usize>(&mut self) -> [u8; N] {
        let mut b = [0u8; N];
        self.fill(&mut b);
        b
    }
}

fn unhex(s: &str) -> Option<Vec<u8>> {
    let s = s.strip_prefix("0x").unwrap_or(s);
    if !s.len().is_multiple_of(2) || !s.bytes().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).ok())
        .collect()
}

/// Every JSON file below `dir` (recursively), parsed.
fn json_files(dir: &Path) -> Vec<(PathBuf, Json)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = fs::read_dir(&d) else { continue };
        let mut entries: Vec<_> = rd.flatten().map(|e| e.path()).collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "json") {
                if let Ok(t) = fs::read_to_string(&p) {
                    let v = Json::parse(&t);
                    out.push((p, v));
                }
            }
        }
    }
    out
}

/// Every string in a JSON value that is hex (with or without 0x), decoded.
fn hex_strings(v: &Json, out: &mut Vec<Vec<u8>>) {
    match v {
        Json::Str(s) => {
            if let Some(b) = unhex(s) {
                out.push(b);
            }
        }
        Json::Arr(a) => a.iter().for_each(|x| hex_strings(x, out)),
        Json::Obj(o) => o.values().for_each(|x| hex_strings(x, out)),
        _ => {}
    }
}

/// Boundary values below `m` (and a few at or above it, for the decoders).
fn edges(m: &BigUint) -> Vec<BigUint> {
    let one = BigUint::from(1u8);
    let mut v = vec![
        BigUint::from(0u8),
        one.clone(),
        BigUint::from(2u8),
        m - 1u8,
        m - 2u8,
        (m - 1u8) >> 1,
        (m + 1u8) >> 1,
        (&one << 384usize) % m,
        (&one << 256usize) % m,
    ];
    for k in [63usize, 64, 127, 128, 191, 192, 255, 256, 320, 380] {
        let x = (&one << k) - 1u8;
        if &x < m {
            v.push(x);
        }
    }
    v
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let repo = PathBuf::from(args.get(1).map(String::as_str).unwrap_or("."));
    let root = PathBuf::from(args.get(2).map(String::as_str).unwrap_or("fuzz/seeds"));
    let vectors = repo.join("tests/vectors");
    let c = consts();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);

    // Every hex string of the vectors, by length: point encodings, scalars, messages.
    let all_json = json_files(&vectors);
    let mut hexes = Vec::new();
    for (_, v) in &all_json {
        hex_strings(v, &mut hexes);
    }
    hexes.sort();
    hexes.dedup();
    let of_len =
        |n: usize| -> Vec<Vec<u8>> { hexes.iter().filter(|h| h.len() == n).cloned().collect() };
    let dat = |name: &str| {
        fs::read(vectors.join("serialization-zkcrypto").join(name)).unwrap_or_default()
    };

    // ---------------------------------------------------------------- kernels
    let mut out = Out::new(&root, "kernels");
    let e = edges(&c.p);
    for (i, a) in e.iter().enumerate() {
        for (j, b) in e.iter().enumerate().step_by(2) {
            let mut x = KernelInput::zero();
            x.a = to_le(a);
            x.b = to_le(b);
            x.c = to_le(&e[(i + j) % e.len()]);
            x.d = to_le(&e[(i * 3 + j + 1) % e.len()]);
            x.flip = ((i + j) % 2 * 0xf0) as u8;
            out.put(&x);
        }
    }
    for flip in [0u8, 0x0f, 0xff] {
        let mut x = KernelInput::zero();
        x.flip = flip;
        out.put(&x);
        x.a = [0xff; 48];
        x.b = [0xff; 48];
        x.c = [0xff; 48];
        x.d = [0xff; 48];
        out.put(&x);
    }
    let kernels = out.count;

    // ---------------------------------------------------------------- tower
    let mut out = Out::new(&root, "tower");
    let fill = |v: &BigUint| -> [u8; 576] {
        let mut b = [0u8; 576];
        for i in 0..12 {
            b[48 * i..48 * i + 48].copy_from_slice(&to_le::<48>(v));
        }
        b
    };
    for (i, v) in edges(&c.p).iter().enumerate() {
        let mut x = TowerInput::zero();
        x.a = fill(v);
        x.b = rng.bytes();
        x.misc = (i as u8).wrapping_mul(37);
        x.zmask = (i as u8).wrapping_mul(11);
        out.put(&x);
    }
    for zmask in 0..64u8 {
        let mut x = TowerInput::zero();
        x.a = rng.bytes();
        x.b = rng.bytes();
        x.misc = zmask.wrapping_mul(13);
        x.zmask = zmask | (zmask << 6);
        out.put(&x);
    }
    // One: coefficient 0 = 1, the rest 0; and the edge coefficients one at a time.
    let mut x = TowerInput::zero();
    x.a[0] = 1;
    x.b[0] = 1;
    out.put(&x);
    let tower = out.count;

    // ---------------------------------------------------------------- decode_g1 / decode_g2
    let mut decode_seeds = Vec::new();
    for (target, clen, ulen, cfile, ufile) in [
        (
            "decode_g1",
            48usize,
            96usize,
            "g1_compressed_valid_test_vectors.dat",
            "g1_uncompressed_valid_test_vectors.dat",
        ),
        (
            "decode_g2",
            96,
            192,
            "g2_compressed_valid_test_vectors.dat",
            "g2_uncompressed_valid_test_vectors.dat",
        ),
    ] {
        let mut out = Out::new(&root, target);
        let push = |mode: u8, b: &[u8], out: &mut Out| {
            if clen == 48 {
                let mut x = DecodeG1Input::zero();
                x.mode = mode;
                x.bytes[..b.len()].copy_from_slice(b);
                out.put(&x);
            } else {
                let mut x = DecodeG2Input::zero();
                x.mode = mode;
                x.bytes[..b.len()].copy_from_slice(b);
                out.put(&x);
            }
        };
        let (cd, ud) = (dat(cfile), dat(ufile));
        for k in [0usize, 1, 2, 3, 5, 8, 13, 100, 999] {
            if cd.len() >= (k + 1) * clen {
                push(0, &cd[k * clen..(k + 1) * clen], &mut out);
                push(2, &cd[k * clen..(k + 1) * clen], &mut out);
            }
            if ud.len() >= (k + 1) * ulen {
                push(1, &ud[k * ulen..(k + 1) * ulen], &mut out);
            }
        }
        // Encodings from the Ethereum, cardano, ... vectors of the right lengths.
        for h in of_len(clen).iter().take(200) {
            push(0, h, &mut out);
            push(0x80, h, &mut out);
        }
        for h in of_len(ulen).iter().take(200) {
            push(1, h, &mut out);
        }
        // Flag patterns on zero and on p (all eight flag combinations).
        let pb = oracle::to_be::<48>(&c.p);
        for flags in 0..8u8 {
            let mut b = vec![0u8; ulen];
            b[0] = flags << 5;
            push(0, &b[..clen], &mut out);
            push(1, &b, &mut out);
            b[ulen - 48..].copy_from_slice(&pb);
            b[clen - 48..clen].copy_from_slice(&pb);
            b[0] |= flags << 5;
            push(0, &b[..clen], &mut out);
            push(1, &b, &mut out);
        }
        // Random x coordinates: half lie on the curve (outside the subgroup, nearly always).
        for i in 0..16u8 {
            let mut b = vec![0u8; ulen];
            rng.fill(&mut b);
            b[0] = (b[0] & 0x1f) | 0x80;
            b[clen] = (i & 7) << 5;
            b[clen + 1] = i / 8;
            push(0, &b[..clen], &mut out);
            push(2, &b, &mut out);
        }
        println!("{target}: {} seeds", out.count);
        decode_seeds.push(out.seeds);
    }

    // ---------------------------------------------------------------- scalar_mul
    let mut out = Out::new(&root, "scalar_mul");
    let mut ks: Vec<[u8; 32]> = edges(&c.r).iter().map(to_le).collect();
    ks.push(to_le(&c.r));
    ks.push(to_le(&(&c.r + 1u8)));
    ks.push([0xff; 32]);
    for sk in of_len(32).iter().take(16) {
        let mut le = sk.clone();
        le.reverse();
        ks.push(le.try_into().unwrap());
    }
    for (i, k) in ks.iter().enumerate() {
        for group in 0..2u8 {
            let mut x = ScalarMulInput::zero();
            x.group = group;
            x.k = *k;
            x.a = ks[(i * 7 + 1) % ks.len()];
            x.b = ks[(i * 5 + 3) % ks.len()];
            x.flags = (i as u8) & 0x0f;
            out.put(&x);
        }
    }
    let scalar_mul = out.count;
    let scalar_mul_seeds = out.seeds;

    // ---------------------------------------------------------------- msm
    let mut out = Out::new(&root, "msm");
    for (i, n) in [
        0usize, 1, 2, 3, 5, 6, 7, 11, 12, 13, 23, 24, 25, 32, 33, 64, 100, 116,
    ]
    .into_iter()
    .enumerate()
    {
        for group in 0..2u8 {
            let mut x = MsmInput::zero();
            x.group = group | ((i as u8 & 3) << 1);
            for j in 0..n {
                let mut e = [0u8; MSM_ENTRY];
                rng.fill(&mut e);
                // Mostly plain points and scalars, with every special form present.
                e[0] = if j % 4 == 3 {
                    (j * 29 + i) as u8
                } else {
                    e[0] & 0x03
                };
                x.entries.extend_from_slice(&e);
            }
            out.put(&x);
        }
    }
    let msm = out.count;

    // ---------------------------------------------------------------- pairing
    let mut out = Out::new(&root, "pairing");
    for i in 0..32u8 {
        let mut x = PairingInput::zero();
        x.flags = i & 3;
        x.n = i >> 2;
        x.ab = rng.bytes();
        if i % 5 == 0 {
            // An identity on one side.
            x.ab[..32].fill(0);
        }
        if i % 3 == 0 {
            x.f = rng.bytes();
        } else if i % 3 == 1 {
            x.f[0] = 1;
        }
        out.put(&x);
    }
    let pairing = out.count;
    let pairing_seeds = out.seeds;

    // ---------------------------------------------------------------- hash_to_curve
    let mut out = Out::new(&root, "hash_to_curve");
    let h2c = |dst: &[u8], msg: &[u8], out_len: usize, out: &mut Out| {
        let mut x = H2cInput::zero();
        x.dst_len = (dst.len() % 256) as u8;
        x.flags = if dst.len() > 255 { 0x40 } else { 0 } | if out_len > 255 { 0x80 } else { 0 };
        x.flags |= (out.count % 4) as u8;
        x.out_len = (out_len % 256) as u8;
        x.data = Rest([dst, msg].concat());
        out.put(&x);
    };
    for (path, v) in &all_json {
        let name = path.to_string_lossy();
        if !name.contains("hash-to-curve") && !name.contains("h2c") && !name.contains("hash_to_G2")
        {
            continue;
        }
        let dst = member(v, "dst")
            .or_else(|| member(v, "DST"))
            .and_then(text)
            .unwrap_or("QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_")
            .as_bytes()
            .to_vec();
        let tests = match member(v, "vectors").or_else(|| member(v, "tests")) {
            Some(Json::Arr(a)) => Some(a),
            _ => None,
        };
        let msgs: Vec<(Vec<u8>, usize)> = match tests {
            Some(t) => t
                .iter()
                .filter_map(|t| {
                    let m = text(member(t, "msg")?)?.as_bytes().to_vec();
                    let len = member(t, "len_in_bytes")
                        .and_then(text)
                        .and_then(|s| usize::from_str_radix(s.trim_start_matches("0x"), 16).ok())
                        .unwrap_or(64);
                    Some((m, len))
                })
                .collect(),
            None => {
                // Ethereum hash_to_G2: {"input": {"msg": ...}}.
                let m = member(v, "input")
                    .and_then(|i| member(i, "msg"))
                    .and_then(text)
                    .unwrap_or("");
                vec![(m.as_bytes().to_vec(), 64)]
            }
        };
        for (m, len) in msgs {
            h2c(&dst, &m, len.clamp(1, 511), &mut out);
        }
    }
    // Edge DSTs: empty, one byte, 255, 256 (oversize), long.
    for dl in [0usize, 1, 255, 256, 300] {
        let dst: Vec<u8> = (0..dl).map(|i| i as u8).collect();
        h2c(&dst, b"abc", 32, &mut out);
        h2c(&dst, b"", 511, &mut out);
    }
    let hash_to_curve = out.count;
    let hash_to_curve_seeds = out.seeds;

    // ---------------------------------------------------------------- signature
    let mut out = Out::new(&root, "signature");
    let sks = of_len(32);
    let sigs: Vec<Vec<u8>> = of_len(96).into_iter().chain(of_len(48)).collect();
    for i in 0..64usize {
        let mut x = SigInput::zero();
        x.flags = (i as u8).wrapping_mul(0x2b);
        x.n = i as u8;
        x.corrupt = (i / 2 % 8) as u8;
        for j in 0..4 {
            let k = if sks.is_empty() {
                vec![(i + j) as u8; 32]
            } else {
                sks[(i + j) % sks.len()].clone()
            };
            x.ikm[32 * j..32 * j + 32].copy_from_slice(&k);
        }
        if !sigs.is_empty() {
            let s = &sigs[i % sigs.len()];
            x.raw[..s.len()].copy_from_slice(s);
        }
        let m = if sks.is_empty() {
            vec![0x56; 32]
        } else {
            sks[(i * 7) % sks.len()].clone()
        };
        x.split = if i % 3 == 0 { 32 } else { (i * 11 % 64) as u8 };
        x.msgs = Rest([m.as_slice(), &m[..i % 32]].concat());
        out.put(&x);
    }
    let signature = out.count;

    // ---------------------------------------------------------------- kzg
    // Raw bytes (the target reads them as they come): each operation with valid points (the
    // generator, the identity) and small field elements, so the checks past decoding run.
    let kzg_dir = root.join("kzg");
    let _ = fs::remove_dir_all(&kzg_dir);
    fs::create_dir_all(&kzg_dir).expect("create the seed directory");
    let g = bls381::G1Affine::generator().to_compressed();
    let mut inf = [0u8; 48];
    inf[0] = 0xc0;
    let mut kzg = 0;
    for op in 0u8..4 {
        for (k, pt) in [g, inf].iter().enumerate() {
            let mut seed = vec![op];
            match op {
                0 => {
                    seed.extend_from_slice(pt);
                    seed.extend_from_slice(&[0u8; 64]);
                    seed.extend_from_slice(&g);
                }
                1 => {
                    seed.extend_from_slice(pt);
                    seed.extend_from_slice(&inf);
                    seed.extend_from_slice(&[0u8; 64]);
                }
                2 => {
                    seed.extend_from_slice(&[0, k as u8, 1]);
                    seed.extend_from_slice(pt);
                    seed.extend_from_slice(pt);
                    seed.extend_from_slice(&inf);
                    seed.extend_from_slice(&inf);
                    seed.extend_from_slice(&[0u8; 64]);
                }
                _ => seed.extend((0..64u8).map(|i| 2 * i + k as u8)),
            }
            fs::write(kzg_dir.join(format!("seed-{kzg:04}")), &seed).expect("write a seed");
            kzg += 1;
        }
    }

    // ---------------------------------------------------------------- dropin
    // The seeds of the targets whose layouts `dropin` reuses, each tagged with its surface
    // (every body was checked above to decode through its own layout).
    let mut out = Out::new(&root, "dropin");
    let [g1_seeds, g2_seeds] = <[Vec<Vec<u8>>; 2]>::try_from(decode_seeds).expect("two groups");
    for (surface, bodies) in [
        (0u8, g1_seeds),
        (1, g2_seeds),
        (2, scalar_mul_seeds),
        (3, pairing_seeds),
        (4, hash_to_curve_seeds),
    ] {
        for body in bodies {
            out.put(&DropinInput {
                surface,
                body: Rest(body),
            });
        }
    }
    let dropin = out.count;

    // ---------------------------------------------------------------- eip2537
    // Every input of the EIP's vectors (success and failure cases) in raw mode, for the
    // precompile its file is for; and structured inputs of each shape.
    let mut out = Out::new(&root, "eip2537");
    let files = [
        ("add_G1", 0u8),
        ("msm_G1", 1),
        ("mul_G1", 1),
        ("add_G2", 2),
        ("msm_G2", 3),
        ("mul_G2", 3),
        ("multiexp_G2", 3),
        ("pairing_check", 4),
        ("map_fp_to_G1", 5),
        ("map_fp2_to_G2", 6),
    ];
    for (path, v) in &all_json {
        let Some(dir) = path.parent().and_then(|d| d.file_name()) else {
            continue;
        };
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        let name = stem.trim_start_matches("fail-").trim_end_matches("_bls");
        let Some(&(_, which)) = files.iter().find(|(f, _)| *f == name) else {
            continue;
        };
        if dir != "eip-2537" {
            continue;
        }
        let Json::Arr(cases) = v else { continue };
        for case in cases {
            let input = member(case, "Input").and_then(text).and_then(unhex);
            // The 149 discount-table cases are all zeros: a few sizes suffice.
            let zeros = input.as_ref().is_some_and(|i| i.iter().all(|b| *b == 0));
            let size_ok = input
                .as_ref()
                .is_some_and(|i| [0, 160, 288, 160 * 128, 160 * 129, 288 * 2].contains(&i.len()));
            if let Some(input) = input.filter(|_| !zeros || size_ok) {
                out.put(&Eip2537Input {
                    which,
                    mode: 0,
                    pos: [0; 2],
                    val: 0,
                    body: Rest(input),
                });
            }
        }
    }
    for which in 0..7u8 {
        for (i, ctrls) in [
            &[0u8, 0][..],
            &[0, 5],
            &[0, 6],
            &[4, 4],
            &[4, 5, 4, 6],
            &[3, 0],
            &[0, 0o40, 0o50, 0o60, 0o70, 3, 0o10],
            &[
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            ],
        ]
        .iter()
        .enumerate()
        {
            let mut body = Vec::new();
            for &c in ctrls.iter() {
                body.push(c);
                body.extend_from_slice(&rng.bytes::<32>());
            }
            for mode in [1u8, 3, 5] {
                out.put(&Eip2537Input {
                    which,
                    mode,
                    pos: [(i * 37) as u8, 0],
                    val: (1u8 << (i % 8)) | 1,
                    body: Rest(body.clone()),
                });
            }
        }
    }
    let eip2537 = out.count;

    // ---------------------------------------------------------------- dropin_blst
    // Raw bytes in the target's layout (`sk ‖ scalar ‖ fp₀ ‖ fp₁ ‖ nbits ‖ npoints ‖ seven
    // lengths ‖ ikm, info, msg, dst, aug, pk, sig`): secret keys, keys and signatures of the
    // vectors where the decoders read them (48-byte keys with 96-byte signatures and the
    // reverse, so both variants see valid encodings), bit lengths around the endomorphism
    // thresholds and the byte boundaries.
    let blst_dir = root.join("dropin_blst");
    let _ = fs::remove_dir_all(&blst_dir);
    fs::create_dir_all(&blst_dir).expect("create the seed directory");
    let (sk32, enc48, enc96) = (of_len(32), of_len(48), of_len(96));
    let pick = |v: &[Vec<u8>], i: usize, n: usize| -> Vec<u8> {
        v.get(i % v.len().max(1))
            .cloned()
            .unwrap_or_else(|| vec![i as u8; n])
    };
    let mut dropin_blst = 0;
    for i in 0..48usize {
        let mut seed = Vec::new();
        seed.extend(pick(&sk32, i, 32));
        seed.extend(pick(&sk32, i + 1, 32));
        seed.extend(pick(&enc48, i, 48));
        seed.extend(pick(&enc48, i + 2, 48));
        let nbits = [1u16, 8, 64, 143, 144, 150, 175, 176, 200, 253, 255, 256][i % 12];
        seed.extend(nbits.to_le_bytes());
        seed.push((i % 9) as u8);
        let (pk, sig) = if i % 2 == 0 {
            (pick(&enc48, i, 48), pick(&enc96, i, 96))
        } else {
            (pick(&enc96, i, 96), pick(&enc48, i, 48))
        };
        let ikm = pick(&sk32, i + 3, 32);
        let msg = format!("message {i}").into_bytes();
        let dst: &[u8] = if i % 3 == 0 {
            b""
        } else {
            b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_"
        };
        let fields: [&[u8]; 7] = [
            &ikm,
            b"info",
            &msg,
            dst,
            if i % 4 == 1 { b"aug" } else { b"" },
            &pk,
            &sig,
        ];
        seed.extend(fields.iter().map(|f| f.len() as u8));
        for f in fields {
            seed.extend(f);
        }
        fs::write(blst_dir.join(format!("seed-{dropin_blst:04}")), &seed).expect("write a seed");
        dropin_blst += 1;
    }

    println!(
        "kernels: {kernels}, tower: {tower}, scalar_mul: {scalar_mul}, msm: {msm}, \
         pairing: {pairing}, hash_to_curve: {hash_to_curve}, signature: {signature}, \
         dropin: {dropin}, eip2537: {eip2537}, kzg: {kzg}, dropin_blst: {dropin_blst} seeds"
    );
}
