//! One MSM in a loop, for instruction counts under callgrind (A/B decisions on a noisy machine):
//! `valgrind --tool=callgrind target/release/deps/msm_ops-* <op> <points> [iterations]` with
//! `<op>` one of `g1`, `g2`, `blst_g1`, `blst_g2`.
//!
//! `<op>` = `ratio_g1` or `ratio_g2` instead alternates bls381 and blst `iterations` times and
//! prints the medians of their on-CPU times (`/proc/thread-self/schedstat`, Linux) and of the
//! paired ratios: a steadier figure than wall time on a loaded machine.
//!
//! `check_g1` / `check_g2` compare the two results (compressed bytes) once, for sizes too large
//! for the test suite (`msm_ops check_g1 1048576`).
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use std::hint::black_box;

use bls381::{G1Affine, G1Projective, G2Affine, G2Projective};

mod msm_common;
use msm_common::*;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (op, n, iters) = match args.as_slice() {
        [_, op, n, rest @ ..] if !op.starts_with('-') => (
            op.clone(),
            n.parse::<usize>().unwrap_or(64),
            rest.first().and_then(|s| s.parse().ok()).unwrap_or(1usize),
        ),
        _ => return, // `cargo bench` runs every bench target: do nothing without arguments.
    };
    match op.as_str() {
        "ratio_g1" => {
            let (points, scalars, bpoints, bscalars) = g1_inputs(n, 1);
            let mut blst = BlstG1::new(&bpoints, &bscalars);
            ratio(
                iters,
                || {
                    black_box(G1Projective::msm_vartime(&points, &scalars));
                },
                || {
                    black_box(blst.run());
                },
            );
        }
        "ratio_g2" => {
            let (points, scalars, bpoints, bscalars) = g2_inputs(n, 1);
            let mut blst = BlstG2::new(&bpoints, &bscalars);
            ratio(
                iters,
                || {
                    black_box(G2Projective::msm_vartime(&points, &scalars));
                },
                || {
                    black_box(blst.run());
                },
            );
        }
        "check_g1" => {
            let (points, scalars, bpoints, bscalars) = g1_inputs(n, 1);
            let ours = G1Affine::from(G1Projective::msm_vartime(&points, &scalars));
            let theirs = BlstG1::new(&bpoints, &bscalars).run();
            let mut bytes = [0u8; 48];
            // SAFETY: writes 48 bytes into a live array from an initialised point.
            unsafe { blst::blst_p1_compress(bytes.as_mut_ptr(), &theirs) };
            assert_eq!(
                ours.to_compressed(),
                bytes,
                "G1 MSM of {n} points differs from blst"
            );
            println!("G1 MSM of {n} points: equal to blst");
        }
        "check_g2" => {
            let (points, scalars, bpoints, bscalars) = g2_inputs(n, 1);
            let ours = G2Affine::from(G2Projective::msm_vartime(&points, &scalars));
            let theirs = BlstG2::new(&bpoints, &bscalars).run();
            let mut bytes = [0u8; 96];
            // SAFETY: writes 96 bytes into a live array from an initialised point.
            unsafe { blst::blst_p2_compress(bytes.as_mut_ptr(), &theirs) };
            assert_eq!(
                ours.to_compressed(),
                bytes,
                "G2 MSM of {n} points differs from blst"
            );
            println!("G2 MSM of {n} points: equal to blst");
        }
        "g1" | "blst_g1" => {
            let (points, scalars, bpoints, bscalars) = g1_inputs(n, 1);
            let mut blst = BlstG1::new(&bpoints, &bscalars);
            for _ in 0..iters {
                if op == "g1" {
                    black_box(G1Projective::msm_vartime(&points, &scalars));
                } else {
                    black_box(blst.run());
                }
            }
        }
        "g2" | "blst_g2" => {
            let (points, scalars, bpoints, bscalars) = g2_inputs(n, 1);
            let mut blst = BlstG2::new(&bpoints, &bscalars);
            for _ in 0..iters {
                if op == "g2" {
                    black_box(G2Projective::msm_vartime(&points, &scalars));
                } else {
                    black_box(blst.run());
                }
            }
        }
        _ => eprintln!("unknown op {op}"),
    }
}

/// Nanoseconds this thread has spent on a CPU (Linux; 0 elsewhere).
fn on_cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next().and_then(|t| t.parse().ok()))
        .unwrap_or(0)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Alternates `ours` and `theirs`, paired samples of on-CPU time; each sample repeats the
/// operation enough times to last ≥ 40 ms (schedstat advances by scheduler ticks).
fn ratio(rounds: usize, mut ours: impl FnMut(), mut theirs: impl FnMut()) {
    let start = std::time::Instant::now();
    ours();
    theirs();
    let once = start.elapsed().as_secs_f64() / 2.0;
    let reps = ((0.04 / once).ceil() as usize).max(1);
    let (mut a, mut b, mut r) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..rounds.max(1) {
        let t0 = on_cpu_ns();
        (0..reps).for_each(|_| ours());
        let t1 = on_cpu_ns();
        (0..reps).for_each(|_| theirs());
        let t2 = on_cpu_ns();
        let (x, y) = ((t1 - t0) as f64, (t2 - t1) as f64);
        a.push(x / 1e6 / reps as f64);
        b.push(y / 1e6 / reps as f64);
        r.push(x / y);
    }
    println!(
        "bls381 {:.3} ms  blst {:.3} ms  ratio {:.3} (median of {} paired on-CPU samples)",
        median(a),
        median(b),
        median(r),
        rounds.max(1)
    );
}
