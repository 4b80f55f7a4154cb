//! One operation of bls381-kzg in a loop, for profilers and instruction counts:
//! `cargo run --release -p bls381-kzg --example kzg_ops -- OP [ITERATIONS] [PRECOMPUTE]`, OP one
//! of commit, blob_proof, verify_blob, verify_batch64, cells_proofs, recover, verify_cells.
//! The setup is loaded before the loop (under callgrind, pass `--toggle-collect` on the op or
//! subtract a run with 0 iterations).

use bls381_kzg::{ethereum_kzg_settings, Blob, Bytes48, Cell};

fn blob(seed: u64) -> Blob {
    // Field elements below r: the top byte of each is kept under 0x73.
    let mut b = Blob::default();
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    for (i, byte) in b.iter_mut().enumerate() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        *byte = if i % 32 == 0 {
            (x as u8) & 0x3f
        } else {
            x as u8
        };
    }
    b
}

fn main() {
    let mut args = std::env::args().skip(1);
    let op = args.next().unwrap_or_else(|| "commit".into());
    let iters: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(10);
    let precompute: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(0);
    let t = std::time::Instant::now();
    let s = ethereum_kzg_settings(precompute);
    eprintln!(
        "setup (precompute {precompute}): {:.0} ms, tables {:.1} MiB",
        t.elapsed().as_secs_f64() * 1e3,
        s.table_bytes() as f64 / (1u64 << 20) as f64
    );
    let nblobs = if op == "verify_batch64" { 64 } else { 1 };
    let blobs: Vec<Blob> = (0..nblobs as u64).map(blob).collect();
    let coms: Vec<Bytes48> = blobs
        .iter()
        .map(|b| s.blob_to_kzg_commitment(b).unwrap().to_bytes())
        .collect();
    let proofs: Vec<Bytes48> = blobs
        .iter()
        .zip(&coms)
        .map(|(b, c)| s.compute_blob_kzg_proof(b, c).unwrap().to_bytes())
        .collect();
    let (cells, cproofs) = s.compute_cells_and_kzg_proofs(&blobs[0]).unwrap();
    let cproofs: Vec<Bytes48> = cproofs.iter().map(|p| p.to_bytes()).collect();
    let half: Vec<u64> = (0..128).step_by(2).collect();
    let half_cells: Vec<Cell> = half.iter().map(|&i| cells[i as usize].clone()).collect();
    let all: Vec<u64> = (0..128).collect();
    if let Some(inner) = op.strip_prefix("ab_") {
        // The same operation with and without the tables, alternating; medians.
        let t8 = ethereum_kzg_settings(8);
        let mut a = vec![];
        let mut b = vec![];
        for i in 0..iters {
            for (set, out) in [(s, &mut a), (t8, &mut b)] {
                let t = std::time::Instant::now();
                match inner {
                    "commit" => drop(set.blob_to_kzg_commitment(&blobs[0])),
                    "cells_proofs" => drop(set.compute_cells_and_kzg_proofs(&blobs[0])),
                    other => panic!("unknown op {other}"),
                }
                out.push(t.elapsed().as_secs_f64() * 1e3);
            }
            let _ = i;
        }
        a.sort_by(f64::total_cmp);
        b.sort_by(f64::total_cmp);
        eprintln!(
            "{inner}: no tables {:.2} ms, tables {:.2} ms (medians)",
            a[a.len() / 2],
            b[b.len() / 2]
        );
        return;
    }
    let t = std::time::Instant::now();
    for i in 0..iters {
        let b = &blobs[i % nblobs];
        match op.as_str() {
            "commit" => drop(s.blob_to_kzg_commitment(b)),
            "blob_proof" => drop(s.compute_blob_kzg_proof(b, &coms[i % nblobs])),
            "verify_blob" => assert!(s
                .verify_blob_kzg_proof(b, &coms[i % nblobs], &proofs[i % nblobs])
                .unwrap()),
            "verify_batch64" => assert!(s
                .verify_blob_kzg_proof_batch(&blobs, &coms, &proofs)
                .unwrap()),
            "cells_proofs" => drop(s.compute_cells_and_kzg_proofs(b)),
            "recover" => drop(s.recover_cells_and_kzg_proofs(&half, &half_cells)),
            "verify_cells" => assert!(s
                .verify_cell_kzg_proof_batch(&vec![coms[0]; 128], &all, &cells[..], &cproofs)
                .unwrap()),
            other => panic!("unknown op {other}"),
        }
    }
    eprintln!(
        "{op}: {:.3} ms per call",
        t.elapsed().as_secs_f64() * 1e3 / iters.max(1) as f64
    );
}
