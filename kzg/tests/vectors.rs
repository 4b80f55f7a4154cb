//! The 344 KZG reference tests (Ethereum consensus-specs `kzg-mainnet`, plus c-kzg's two
//! challenge suites) from `tests/vectors/kzg/`, read straight out of the upstream tarball
//! (kept byte-identical, checked against its SHA256SUMS), and the embedded trusted setup
//! checked against the file shipped with them.
//!
//! A case whose input does not even parse into the API's types (a blob of the wrong length)
//! counts as a failed call, as in c-kzg's own runner; `output: null` means the call must
//! return an error.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::PathBuf;

use bls381_kzg::{
    challenge, ethereum_kzg_settings, Blob, Bytes32, Bytes48, Cell, KzgSettings, BYTES_PER_CELL,
    BYTES_PER_FIELD_ELEMENT,
};
use serde_yaml::Value;
use sha2::{Digest, Sha256};

fn vectors_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors/kzg")
}

/// (path, contents) of every regular file in an uncompressed tar archive (ustar, with GNU
/// long names and pax `path` records).
fn untar(data: &[u8]) -> Vec<(String, Vec<u8>)> {
    let octal = |b: &[u8]| -> usize {
        let s = std::str::from_utf8(b)
            .unwrap()
            .trim_matches(|c: char| c == '\0' || c == ' ');
        if s.is_empty() {
            0
        } else {
            usize::from_str_radix(s, 8).unwrap()
        }
    };
    let cstr = |b: &[u8]| -> String {
        let end = b.iter().position(|&c| c == 0).unwrap_or(b.len());
        String::from_utf8(b[..end].to_vec()).unwrap()
    };
    let mut out = Vec::new();
    let mut pos = 0;
    let mut long_name: Option<String> = None;
    while pos + 512 <= data.len() {
        let h = &data[pos..pos + 512];
        if h.iter().all(|&b| b == 0) {
            break;
        }
        let size = octal(&h[124..136]);
        let kind = h[156];
        let body = &data[pos + 512..pos + 512 + size];
        pos += 512 + size.div_ceil(512) * 512;
        match kind {
            b'L' => long_name = Some(cstr(body)),
            b'x' => {
                // "len key=value\n" records.
                let text = String::from_utf8_lossy(body);
                for rec in text.lines() {
                    if let Some(p) = rec
                        .split_once(' ')
                        .and_then(|(_, kv)| kv.strip_prefix("path="))
                    {
                        long_name = Some(p.to_string());
                    }
                }
            }
            b'0' | 0 => {
                let name = long_name.take().unwrap_or_else(|| {
                    let (name, prefix) = (cstr(&h[0..100]), cstr(&h[345..500]));
                    if prefix.is_empty() {
                        name
                    } else {
                        format!("{prefix}/{name}")
                    }
                });
                out.push((name, body.to_vec()));
            }
            _ => long_name = None,
        }
    }
    out
}

fn hex_str(v: &Value) -> Option<&str> {
    v.as_str()
}

fn list(v: &Value) -> Vec<&Value> {
    v.as_sequence()
        .map(|s| s.iter().collect())
        .unwrap_or_default()
}

fn parse<T>(v: &Value, f: impl Fn(&str) -> Result<T, bls381_kzg::Error>) -> Option<T> {
    hex_str(v).and_then(|s| f(s).ok())
}

fn parse_list<T>(v: &Value, f: impl Fn(&str) -> Result<T, bls381_kzg::Error>) -> Option<Vec<T>> {
    list(v).into_iter().map(|x| parse(x, &f)).collect()
}

fn u64_list(v: &Value) -> Option<Vec<u64>> {
    list(v).into_iter().map(Value::as_u64).collect()
}

fn hex(bytes: &[u8]) -> String {
    let mut s = String::from("0x");
    for b in bytes {
        s.push_str(&format!("{b:02x}"));
    }
    s
}

/// The actual output of a case as YAML-comparable data (`None` for a failed call).
fn run(settings: &KzgSettings, function: &str, input: &Value) -> Result<Option<Value>, String> {
    let i = |k: &str| &input[k];
    let s = |x: String| Value::String(x);
    let seq = |v: Vec<String>| Value::Sequence(v.into_iter().map(Value::String).collect());
    Ok(match function {
        "blob_to_kzg_commitment" => parse(i("blob"), Blob::from_hex)
            .and_then(|b| settings.blob_to_kzg_commitment(&b).ok())
            .map(|c| s(hex(&c[..]))),
        "compute_kzg_proof" => (|| {
            let blob = parse(i("blob"), Blob::from_hex)?;
            let z = parse(i("z"), Bytes32::from_hex)?;
            let (p, y) = settings.compute_kzg_proof(&blob, &z).ok()?;
            Some(seq(vec![hex(&p[..]), hex(&y[..])]))
        })(),
        "compute_blob_kzg_proof" => (|| {
            let blob = parse(i("blob"), Blob::from_hex)?;
            let c = parse(i("commitment"), Bytes48::from_hex)?;
            let p = settings.compute_blob_kzg_proof(&blob, &c).ok()?;
            Some(s(hex(&p[..])))
        })(),
        "verify_kzg_proof" => (|| {
            let c = parse(i("commitment"), Bytes48::from_hex)?;
            let z = parse(i("z"), Bytes32::from_hex)?;
            let y = parse(i("y"), Bytes32::from_hex)?;
            let p = parse(i("proof"), Bytes48::from_hex)?;
            settings
                .verify_kzg_proof(&c, &z, &y, &p)
                .ok()
                .map(Value::Bool)
        })(),
        "verify_blob_kzg_proof" => (|| {
            let blob = parse(i("blob"), Blob::from_hex)?;
            let c = parse(i("commitment"), Bytes48::from_hex)?;
            let p = parse(i("proof"), Bytes48::from_hex)?;
            settings
                .verify_blob_kzg_proof(&blob, &c, &p)
                .ok()
                .map(Value::Bool)
        })(),
        "verify_blob_kzg_proof_batch" => (|| {
            let blobs = parse_list(i("blobs"), Blob::from_hex)?;
            let cs = parse_list(i("commitments"), Bytes48::from_hex)?;
            let ps = parse_list(i("proofs"), Bytes48::from_hex)?;
            settings
                .verify_blob_kzg_proof_batch(&blobs, &cs, &ps)
                .ok()
                .map(Value::Bool)
        })(),
        "compute_cells" => (|| {
            let blob = parse(i("blob"), Blob::from_hex)?;
            let cells = settings.compute_cells(&blob).ok()?;
            Some(seq(cells.iter().map(|c| hex(&c[..])).collect()))
        })(),
        "compute_cells_and_kzg_proofs" => (|| {
            let blob = parse(i("blob"), Blob::from_hex)?;
            let (cells, proofs) = settings.compute_cells_and_kzg_proofs(&blob).ok()?;
            Some(Value::Sequence(vec![
                seq(cells.iter().map(|c| hex(&c[..])).collect()),
                seq(proofs.iter().map(|p| hex(&p[..])).collect()),
            ]))
        })(),
        "recover_cells_and_kzg_proofs" => (|| {
            let idx = u64_list(i("cell_indices"))?;
            let cells = parse_list(i("cells"), Cell::from_hex)?;
            let (cells, proofs) = settings.recover_cells_and_kzg_proofs(&idx, &cells).ok()?;
            Some(Value::Sequence(vec![
                seq(cells.iter().map(|c| hex(&c[..])).collect()),
                seq(proofs.iter().map(|p| hex(&p[..])).collect()),
            ]))
        })(),
        "verify_cell_kzg_proof_batch" => (|| {
            let cs = parse_list(i("commitments"), Bytes48::from_hex)?;
            let idx = u64_list(i("cell_indices"))?;
            let cells = parse_list(i("cells"), Cell::from_hex)?;
            let ps = parse_list(i("proofs"), Bytes48::from_hex)?;
            settings
                .verify_cell_kzg_proof_batch(&cs, &idx, &cells, &ps)
                .ok()
                .map(Value::Bool)
        })(),
        "compute_challenge" => (|| {
            let blob = parse(i("blob"), Blob::from_hex)?;
            let c = parse(i("commitment"), Bytes48::from_hex)?;
            Some(s(hex(
                &challenge::compute_challenge(&blob, &c).to_bytes_be()
            )))
        })(),
        "compute_verify_cell_kzg_proof_batch_challenge" => (|| {
            let cs = parse_list(i("commitments"), Bytes48::from_hex)?;
            let rows = u64_list(i("commitment_indices"))?;
            let idx = u64_list(i("cell_indices"))?;
            let ps = parse_list(i("proofs"), Bytes48::from_hex)?;
            let cells: Vec<Cell> = list(i("cosets_evals"))
                .into_iter()
                .map(|evals| {
                    let mut cell = [0u8; BYTES_PER_CELL];
                    for (k, e) in list(evals).into_iter().enumerate() {
                        let b = bls381_kzg::hex_to_bytes(e.as_str()?).ok()?;
                        cell[k * BYTES_PER_FIELD_ELEMENT..(k + 1) * BYTES_PER_FIELD_ELEMENT]
                            .copy_from_slice(&b);
                    }
                    Some(Cell::new(cell))
                })
                .collect::<Option<_>>()?;
            let r = challenge::compute_verify_cell_kzg_proof_batch_challenge(
                &cs, &rows, &idx, &cells, &ps,
            );
            Some(s(hex(&r.to_bytes_be())))
        })(),
        other => return Err(format!("unknown function {other}")),
    })
}

/// Lowercases the hex strings of an expected output, recursively.
fn normalise(v: &Value) -> Value {
    match v {
        Value::String(s) => Value::String(s.to_lowercase()),
        Value::Sequence(s) => Value::Sequence(s.iter().map(normalise).collect()),
        other => other.clone(),
    }
}

fn load_cases() -> Vec<(String, Vec<u8>)> {
    let mut packed = Vec::new();
    std::fs::File::open(vectors_dir().join("consensus-spec-kzg-tests.tar.xz"))
        .expect("tests/vectors/kzg/consensus-spec-kzg-tests.tar.xz")
        .read_to_end(&mut packed)
        .unwrap();
    let mut tar = Vec::new();
    lzma_rs::xz_decompress(&mut std::io::BufReader::new(&packed[..]), &mut tar).unwrap();
    untar(&tar)
        .into_iter()
        .filter(|(name, _)| name.ends_with("data.yaml"))
        .collect()
}

#[test]
fn reference_tests() {
    let settings = ethereum_kzg_settings(0);
    let cases = load_cases();
    let mut per_function: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    for (name, yaml) in &cases {
        // tests/<function>/kzg-mainnet/<case>/data.yaml
        let parts: Vec<&str> = name.split('/').collect();
        let function = parts[parts.len() - 4];
        let data: Value = serde_yaml::from_slice(yaml).unwrap();
        let want = match &data["output"] {
            Value::Null => None,
            v => Some(normalise(v)),
        };
        match run(settings, function, &data["input"]) {
            Ok(got) if got == want => {}
            Ok(got) => failures.push(format!(
                "{name}: expected {}, got {}",
                summary(&want),
                summary(&got)
            )),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
        *per_function.entry(function.to_string()).or_default() += 1;
    }
    for (f, n) in &per_function {
        println!("{f}: {n}");
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(cases.len(), 344, "the archive holds 344 cases");
    assert_eq!(per_function.len(), 12);
    println!("{} reference tests passed", cases.len());
}

fn summary(v: &Option<Value>) -> String {
    match v {
        None => "an error".into(),
        Some(Value::Bool(b)) => b.to_string(),
        Some(Value::String(s)) => s.clone(),
        Some(Value::Sequence(s)) => format!("a list of {}", s.len()),
        Some(other) => format!("{other:?}"),
    }
}

/// The files are the upstream ones: their SHA-256 against the folder's SHA256SUMS.
#[test]
fn files_match_sha256sums() {
    let sums = std::fs::read_to_string(vectors_dir().join("SHA256SUMS")).unwrap();
    let mut n = 0;
    for line in sums.lines().filter(|l| !l.trim().is_empty()) {
        let (want, file) = line.split_once("  ").unwrap();
        let data = std::fs::read(vectors_dir().join(file.trim())).unwrap();
        let got: String = Sha256::digest(&data)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        assert_eq!(got, want, "{file}");
        n += 1;
    }
    assert_eq!(n, 2);
}

/// The embedded setup is the vectors' `trusted_setup.txt`, and every one of its points passes
/// the full checks (on the curve, in the subgroup) that the embedded load skips: loading the
/// file with all checks gives the same commitments and cell proofs as the default settings.
#[test]
fn embedded_setup_is_the_checked_file() {
    let file = std::fs::read_to_string(vectors_dir().join("trusted_setup.txt")).unwrap();
    let embedded = include_str!("../src/trusted_setup.txt");
    assert_eq!(file, embedded);
    let checked = KzgSettings::parse_kzg_trusted_setup(&file, 0).expect("every point checks");
    let default = ethereum_kzg_settings(0);
    let mut blob = Blob::default();
    for (i, b) in blob.chunks_exact_mut(32).enumerate() {
        b[31] = i as u8;
        b[20] = (i >> 3) as u8;
    }
    assert_eq!(
        checked.blob_to_kzg_commitment(&blob).unwrap(),
        default.blob_to_kzg_commitment(&blob).unwrap()
    );
    assert_eq!(
        checked.compute_cells_and_kzg_proofs(&blob).unwrap(),
        default.compute_cells_and_kzg_proofs(&blob).unwrap()
    );
}
