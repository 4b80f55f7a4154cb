//! bls381-kzg beside c-kzg and rust_eth_kzg, one table from one run.
//!
//! ```text
//! cargo run --release --manifest-path kzgbench/Cargo.toml -- [--threads 1,2] [--precompute 0,8]
//!     [--rounds N] [--min-ms MS] [FILTER...]
//! ```
//!
//! Method: for each operation the three libraries run in every round, their order rotating
//! between rounds, so drift and the machine's other tenants hit all of them alike; a sample is
//! the wall time per call of enough calls to last `--min-ms` (default 40 ms, at least one
//! call). Printed: each library's median, and each ratio as the median of the per-round ratios
//! (paired samples). Before timing, every operation checks that the three libraries return
//! the same bytes. bls381-kzg and rust_eth_kzg run on a rayon pool of each `--threads` size
//! (`ThreadPool::install`); c-kzg has no threads, so its column is the same code at every
//! size. `--precompute` sets the fixed-base tables: 0 is none for all three; a non-zero value
//! is c-kzg's precompute (its tables, 8192·2^(p−1)·96 bytes: 96 MiB at 8), rust_eth_kzg's
//! width 8 (the same 96 MiB) and bls381-kzg's tables (14.5 MiB whatever the value).

use std::hint::black_box;
use std::time::Instant;

use kzgbench::{random_blob, rek_context, BYTES_PER_BLOB};
use rand::RngExt;

struct Args {
    threads: Vec<usize>,
    precompute: Vec<u64>,
    rounds: usize,
    min_ms: f64,
    filters: Vec<String>,
}

fn args() -> Args {
    let mut a = Args {
        threads: vec![1, 2],
        precompute: vec![0, 8],
        rounds: 9,
        min_ms: 40.0,
        filters: vec![],
    };
    let mut it = std::env::args().skip(1);
    let list = |s: Option<String>| -> Vec<u64> {
        s.expect("a comma-separated list")
            .split(',')
            .map(|t| t.parse().expect("a number"))
            .collect()
    };
    while let Some(s) = it.next() {
        match s.as_str() {
            "--threads" => a.threads = list(it.next()).into_iter().map(|t| t as usize).collect(),
            "--precompute" => a.precompute = list(it.next()),
            "--rounds" => a.rounds = it.next().and_then(|r| r.parse().ok()).expect("--rounds N"),
            "--min-ms" => a.min_ms = it.next().and_then(|r| r.parse().ok()).expect("--min-ms MS"),
            "--help" | "-h" => {
                println!("kzgbench [--threads 1,2] [--precompute 0,8] [--rounds N] [--min-ms MS] [FILTER...]");
                std::process::exit(0);
            }
            f => a.filters.push(f.to_string()),
        }
    }
    a
}

type Op<'a> = Box<dyn Fn() -> Vec<u8> + Sync + 'a>;

struct Row<'a> {
    name: String,
    ops: [Op<'a>; 3],
}

const LIBS: [&str; 3] = ["bls381-kzg", "c-kzg", "rust_eth_kzg"];

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn flat(cells: &[Vec<u8>], proofs: &[Vec<u8>]) -> Vec<u8> {
    cells.iter().chain(proofs).flatten().copied().collect()
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

fn cpu() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            let get = |k: &str| {
                s.lines()
                    .find(|l| l.starts_with(k))
                    .and_then(|l| l.split(':').nth(1))
                    .map(|v| v.trim().to_string())
            };
            Some(format!(
                "{} (family {}, model {})",
                get("model name")?,
                get("cpu family")?,
                get("model\t")?
            ))
        })
        .unwrap_or_else(|| "?".into())
}

/// Times one row: (medians in ms per library, ratio of library 0 to 1 and to 2).
fn time_row(row: &Row<'_>, rounds: usize, min_ms: f64) -> ([f64; 3], [f64; 2]) {
    // Agreement first (also the warm-up).
    let outs: Vec<Vec<u8>> = row.ops.iter().map(|f| f()).collect();
    for (lib, o) in LIBS.iter().zip(&outs).skip(1) {
        assert!(
            *o == outs[0],
            "{}: {} and {} disagree",
            row.name,
            LIBS[0],
            lib
        );
    }
    let reps: Vec<usize> = row
        .ops
        .iter()
        .map(|f| {
            let t = Instant::now();
            black_box(f());
            let ms = t.elapsed().as_secs_f64() * 1e3;
            ((min_ms / ms.max(1e-6)).ceil() as usize).clamp(1, 10_000)
        })
        .collect();
    let mut samples = [vec![], vec![], vec![]];
    for r in 0..rounds {
        for j in 0..3 {
            let lib = (r + j) % 3;
            let t = Instant::now();
            for _ in 0..reps[lib] {
                black_box(row.ops[lib]());
            }
            samples[lib].push(t.elapsed().as_secs_f64() * 1e3 / reps[lib] as f64);
        }
    }
    let mut r1: Vec<f64> = (0..rounds).map(|i| samples[0][i] / samples[1][i]).collect();
    let mut r2: Vec<f64> = (0..rounds).map(|i| samples[0][i] / samples[2][i]).collect();
    let meds = [
        median(&mut samples[0].clone()),
        median(&mut samples[1].clone()),
        median(&mut samples[2].clone()),
    ];
    (meds, [median(&mut r1), median(&mut r2)])
}

fn main() {
    let args = args();
    println!("# KZG: bls381-kzg, c-kzg 2.1.8, rust_eth_kzg 0.10.0");
    println!();
    println!("- CPU: {}", cpu());
    println!("- bls381 backend: {}", bls381::backend());
    println!("- load average before: {}", loadavg());
    println!(
        "- method: {} rounds, libraries in rotating order, sample >= {} ms; median per library, ratios = median of per-round ratios",
        args.rounds, args.min_ms
    );
    println!();
    println!("| operation | threads | precompute | bls381-kzg ms | c-kzg ms | rust_eth_kzg ms | vs c-kzg | vs rust_eth_kzg |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    let mut rng = kzgbench::rng("kzgbench");
    let blobs: Vec<Box<[u8; BYTES_PER_BLOB]>> = (0..64).map(|_| random_blob(&mut rng)).collect();
    let mut present: Vec<u64> = (0..128).collect();
    // A random half of the cells, ascending.
    for i in (1..present.len()).rev() {
        let j = rng.random_range(0..=i);
        present.swap(i, j);
    }
    present.truncate(64);
    present.sort_unstable();

    for &p in &args.precompute {
        let ours = bls381_kzg::ethereum_kzg_settings(p);
        let ck = c_kzg::ethereum_kzg_settings(p);
        let rek_owned = rek_context(p);
        let rek = &rek_owned;
        let b: Vec<bls381_kzg::Blob> = blobs.iter().map(|x| bls381_kzg::Blob::new(**x)).collect();
        let cb: Vec<c_kzg::Blob> = blobs.iter().map(|x| c_kzg::Blob::new(**x)).collect();
        let commitments: Vec<bls381_kzg::Bytes48> = b
            .iter()
            .map(|x| ours.blob_to_kzg_commitment(x).unwrap().to_bytes())
            .collect();
        let proofs: Vec<bls381_kzg::Bytes48> = b
            .iter()
            .zip(&commitments)
            .map(|(x, c)| ours.compute_blob_kzg_proof(x, c).unwrap().to_bytes())
            .collect();
        let ccs: Vec<c_kzg::Bytes48> = commitments
            .iter()
            .map(|c| c_kzg::Bytes48::new(**c))
            .collect();
        let cps: Vec<c_kzg::Bytes48> = proofs.iter().map(|c| c_kzg::Bytes48::new(**c)).collect();
        let (cells, cell_proofs) = ours.compute_cells_and_kzg_proofs(&b[0]).unwrap();
        let cell_proofs: Vec<bls381_kzg::Bytes48> =
            cell_proofs.iter().map(|p| p.to_bytes()).collect();
        let ccells: Vec<c_kzg::Cell> = cells
            .iter()
            .map(|c| c_kzg::Cell::new(c.to_bytes()))
            .collect();
        let ccell_proofs: Vec<c_kzg::Bytes48> = cell_proofs
            .iter()
            .map(|c| c_kzg::Bytes48::new(**c))
            .collect();
        let all: Vec<u64> = (0..128).collect();
        let half_cells: Vec<bls381_kzg::Cell> =
            present.iter().map(|&i| cells[i as usize].clone()).collect();
        let chalf: Vec<c_kzg::Cell> = present.iter().map(|&i| ccells[i as usize]).collect();
        let cell_commitments = vec![commitments[0]; 128];
        let ccell_commitments = vec![ccs[0]; 128];

        let yes = |ok: bool| vec![ok as u8];
        let mut rows: Vec<Row<'_>> = vec![
            Row {
                name: "blob_to_kzg_commitment".into(),
                ops: [
                    Box::new(|| ours.blob_to_kzg_commitment(&b[1]).unwrap().to_vec()),
                    Box::new(|| ck.blob_to_kzg_commitment(&cb[1]).unwrap().to_vec()),
                    Box::new(|| rek.blob_to_kzg_commitment(&blobs[1]).unwrap().to_vec()),
                ],
            },
            Row {
                name: "compute_blob_kzg_proof".into(),
                ops: [
                    Box::new(|| {
                        ours.compute_blob_kzg_proof(&b[1], &commitments[1])
                            .unwrap()
                            .to_vec()
                    }),
                    Box::new(|| ck.compute_blob_kzg_proof(&cb[1], &ccs[1]).unwrap().to_vec()),
                    Box::new(|| {
                        rek.compute_blob_kzg_proof(&blobs[1], &commitments[1])
                            .unwrap()
                            .to_vec()
                    }),
                ],
            },
            Row {
                name: "verify_blob_kzg_proof".into(),
                ops: [
                    Box::new(|| {
                        yes(ours
                            .verify_blob_kzg_proof(&b[1], &commitments[1], &proofs[1])
                            .unwrap())
                    }),
                    Box::new(|| yes(ck.verify_blob_kzg_proof(&cb[1], &ccs[1], &cps[1]).unwrap())),
                    Box::new(|| {
                        yes(rek
                            .verify_blob_kzg_proof(&blobs[1], &commitments[1], &proofs[1])
                            .is_ok())
                    }),
                ],
            },
        ];
        for n in [1usize, 8, 64] {
            let (b, cb, blobs) = (&b, &cb, &blobs);
            let (commitments, proofs, ccs, cps) = (&commitments, &proofs, &ccs, &cps);
            rows.push(Row {
                name: format!("verify_blob_kzg_proof_batch {n}"),
                ops: [
                    Box::new(move || {
                        yes(ours
                            .verify_blob_kzg_proof_batch(&b[..n], &commitments[..n], &proofs[..n])
                            .unwrap())
                    }),
                    Box::new(move || {
                        yes(ck
                            .verify_blob_kzg_proof_batch(&cb[..n], &ccs[..n], &cps[..n])
                            .unwrap())
                    }),
                    Box::new(move || {
                        yes(rek
                            .verify_blob_kzg_proof_batch(
                                blobs[..n].iter().map(|x| &**x).collect(),
                                commitments[..n].iter().map(|c| &**c).collect(),
                                proofs[..n].iter().map(|c| &**c).collect(),
                            )
                            .is_ok())
                    }),
                ],
            });
        }
        rows.push(Row {
            name: "compute_cells_and_kzg_proofs".into(),
            ops: [
                Box::new(|| {
                    let (c, p) = ours.compute_cells_and_kzg_proofs(&b[2]).unwrap();
                    flat(
                        &c.iter().map(|x| x.to_vec()).collect::<Vec<_>>(),
                        &p.iter().map(|x| x.to_vec()).collect::<Vec<_>>(),
                    )
                }),
                Box::new(|| {
                    let (c, p) = ck.compute_cells_and_kzg_proofs(&cb[2]).unwrap();
                    flat(
                        &c.iter().map(|x| x.to_bytes().to_vec()).collect::<Vec<_>>(),
                        &p.iter().map(|x| x.to_vec()).collect::<Vec<_>>(),
                    )
                }),
                Box::new(|| {
                    let (c, p) = rek.compute_cells_and_kzg_proofs(&blobs[2]).unwrap();
                    flat(
                        &c.iter().map(|x| x.to_vec()).collect::<Vec<_>>(),
                        &p.iter().map(|x| x.to_vec()).collect::<Vec<_>>(),
                    )
                }),
            ],
        });
        rows.push(Row {
            name: "recover_cells_and_kzg_proofs (64 of 128)".into(),
            ops: [
                Box::new(|| {
                    let (c, p) = ours
                        .recover_cells_and_kzg_proofs(&present, &half_cells)
                        .unwrap();
                    flat(
                        &c.iter().map(|x| x.to_vec()).collect::<Vec<_>>(),
                        &p.iter().map(|x| x.to_vec()).collect::<Vec<_>>(),
                    )
                }),
                Box::new(|| {
                    let (c, p) = ck.recover_cells_and_kzg_proofs(&present, &chalf).unwrap();
                    flat(
                        &c.iter().map(|x| x.to_bytes().to_vec()).collect::<Vec<_>>(),
                        &p.iter().map(|x| x.to_vec()).collect::<Vec<_>>(),
                    )
                }),
                Box::new(|| {
                    let (c, p) = rek
                        .recover_cells_and_kzg_proofs(
                            present.clone(),
                            half_cells.iter().map(|c| &**c).collect(),
                        )
                        .unwrap();
                    flat(
                        &c.iter().map(|x| x.to_vec()).collect::<Vec<_>>(),
                        &p.iter().map(|x| x.to_vec()).collect::<Vec<_>>(),
                    )
                }),
            ],
        });
        rows.push(Row {
            name: "verify_cell_kzg_proof_batch 128".into(),
            ops: [
                Box::new(|| {
                    yes(ours
                        .verify_cell_kzg_proof_batch(
                            &cell_commitments,
                            &all,
                            &cells[..],
                            &cell_proofs,
                        )
                        .unwrap())
                }),
                Box::new(|| {
                    yes(ck
                        .verify_cell_kzg_proof_batch(
                            &ccell_commitments,
                            &all,
                            &ccells,
                            &ccell_proofs,
                        )
                        .unwrap())
                }),
                Box::new(|| {
                    yes(rek
                        .verify_cell_kzg_proof_batch(
                            cell_commitments.iter().map(|c| &**c).collect(),
                            &all,
                            cells.iter().map(|c| &**c).collect(),
                            cell_proofs.iter().map(|c| &**c).collect(),
                        )
                        .is_ok())
                }),
            ],
        });
        rows.retain(|r| {
            args.filters.is_empty() || args.filters.iter().any(|f| r.name.contains(f.as_str()))
        });

        for &t in &args.threads {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(t)
                .build()
                .unwrap();
            pool.install(|| {
                for row in &rows {
                    let (m, r) = time_row(row, args.rounds, args.min_ms);
                    println!(
                        "| {} | {t} | {p} | {:.3} | {:.3} | {:.3} | **{:.2}** | **{:.2}** |",
                        row.name, m[0], m[1], m[2], r[0], r[1]
                    );
                }
            });
        }
    }
    println!();
    println!("- load average after: {}", loadavg());
    println!(
        "- precompute tables: bls381-kzg {:.1} MiB; c-kzg and rust_eth_kzg 96 MiB at 8",
        bls381_kzg::ethereum_kzg_settings(8).table_bytes() as f64 / (1 << 20) as f64
    );
}
