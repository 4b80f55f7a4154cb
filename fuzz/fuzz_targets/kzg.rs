//! The KZG layer (bls381-kzg) on arbitrary bytes against c-kzg: opening checks, blob proof
//! checks and cell batch checks built from the input (commitments, proofs, scalars, cells and
//! cell indices as given, so mostly invalid encodings and non-canonical elements), and the
//! index validation of recovery. Each call must give c-kzg's verdict (the same value, or an
//! error on both sides) and never panic. Both libraries load the embedded mainnet setup once
//! per process, before the first input.
#![no_main]

use bls381_kzg as ours;
use libfuzzer_sys::fuzz_target;

fn settings() -> (&'static ours::KzgSettings, &'static c_kzg::KzgSettings) {
    (
        ours::ethereum_kzg_settings(0),
        c_kzg::ethereum_kzg_settings(0),
    )
}

/// `n` bytes of `data` from `at`, cycled (zeros for empty data).
fn take<const N: usize>(data: &[u8], at: usize) -> [u8; N] {
    core::array::from_fn(|i| {
        if data.is_empty() {
            0
        } else {
            data[(at + i) % data.len()]
        }
    })
}

fn agree<E1: std::fmt::Debug, E2: std::fmt::Debug>(
    what: &str,
    a: Result<bool, E1>,
    b: Result<bool, E2>,
    data: &[u8],
) {
    match (&a, &b) {
        (Ok(x), Ok(y)) if x == y => {}
        (Err(_), Err(_)) => {}
        _ => panic!(
            "{what}: bls381-kzg {a:?}, c-kzg {b:?}, input {}",
            bls381_fuzz::hex(data)
        ),
    }
}

// The settings are built before the first input (libFuzzer's initialisation is not under its
// per-input timeout): with the sanitizer, bls381-kzg's FK20 tables take tens of seconds, which a
// niced run beside other work once stretched past the 60 s limit on the first input.
fuzz_target!(init: {
    let _ = settings();
}, |data: &[u8]| {
    let Some((&op, rest)) = data.split_first() else {
        return;
    };
    let (s, c) = settings();
    match op % 4 {
        0 => {
            let (cm, z, y, p) = (
                take::<48>(rest, 0),
                take::<32>(rest, 48),
                take::<32>(rest, 80),
                take::<48>(rest, 112),
            );
            agree(
                "verify_kzg_proof",
                s.verify_kzg_proof(&cm.into(), &z.into(), &y.into(), &p.into()),
                c.verify_kzg_proof(&cm.into(), &z.into(), &y.into(), &p.into()),
                data,
            );
        }
        1 => {
            // A blob of the input cycled; its field elements mostly non-canonical unless the
            // input keeps the top bytes small, which the fuzzer learns.
            let blob: Box<[u8; ours::BYTES_PER_BLOB]> = vec![0u8; ours::BYTES_PER_BLOB]
                .into_iter()
                .enumerate()
                .map(|(i, _)| {
                    if rest.len() > 96 {
                        rest[96 + i % (rest.len() - 96)]
                    } else {
                        0
                    }
                })
                .collect::<Vec<u8>>()
                .into_boxed_slice()
                .try_into()
                .unwrap();
            let (cm, p) = (take::<48>(rest, 0), take::<48>(rest, 48));
            agree(
                "verify_blob_kzg_proof",
                s.verify_blob_kzg_proof(&ours::Blob::new(*blob), &cm.into(), &p.into()),
                c.verify_blob_kzg_proof(&c_kzg::Blob::new(*blob), &cm.into(), &p.into()),
                data,
            );
        }
        2 => {
            // One or two cells with their indices, commitments and proofs.
            let n = 1 + (take::<1>(rest, 0)[0] as usize & 1);
            let idx: Vec<u64> = (0..n).map(|k| take::<1>(rest, 1 + k)[0] as u64).collect();
            let cms: Vec<[u8; 48]> = (0..n).map(|k| take::<48>(rest, 3 + 48 * k)).collect();
            let ps: Vec<[u8; 48]> = (0..n).map(|k| take::<48>(rest, 99 + 48 * k)).collect();
            let cells: Vec<[u8; ours::BYTES_PER_CELL]> = (0..n)
                .map(|k| take::<{ ours::BYTES_PER_CELL }>(rest, 195 + 2048 * k))
                .collect();
            agree(
                "verify_cell_kzg_proof_batch",
                s.verify_cell_kzg_proof_batch(
                    &cms.iter().map(|x| (*x).into()).collect::<Vec<_>>(),
                    &idx,
                    &cells
                        .iter()
                        .map(|x| ours::Cell::new(*x))
                        .collect::<Vec<_>>(),
                    &ps.iter().map(|x| (*x).into()).collect::<Vec<_>>(),
                ),
                c.verify_cell_kzg_proof_batch(
                    &cms.iter().map(|x| (*x).into()).collect::<Vec<_>>(),
                    &idx,
                    &cells
                        .iter()
                        .map(|x| c_kzg::Cell::new(*x))
                        .collect::<Vec<_>>(),
                    &ps.iter().map(|x| (*x).into()).collect::<Vec<_>>(),
                ),
                data,
            );
        }
        _ => {
            // Recovery's validation: indices from the input, zero cells (canonical). Valid
            // index sets (64+ ascending below 128) run the whole recovery on both.
            let idx: Vec<u64> = rest.iter().map(|&b| b as u64).take(140).collect();
            let cells = vec![ours::Cell::default(); idx.len()];
            let ccells = vec![c_kzg::Cell::default(); idx.len()];
            let a = s.recover_cells_and_kzg_proofs(&idx, &cells);
            let b = c.recover_cells_and_kzg_proofs(&idx, &ccells);
            match (&a, &b) {
                (Ok((x, p)), Ok((y, q))) => {
                    assert!(x
                        .iter()
                        .zip(y.iter())
                        .all(|(x, y)| x.to_bytes() == y.to_bytes()));
                    assert!(p.iter().zip(q.iter()).all(|(p, q)| **p == **q));
                }
                (Err(_), Err(_)) => {}
                _ => panic!(
                    "recover: bls381-kzg {:?}, c-kzg {:?}, indices {idx:?}",
                    a.as_ref().err(),
                    b.as_ref().err()
                ),
            }
        }
    }
});
