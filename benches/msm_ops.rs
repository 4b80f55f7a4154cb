//! One MSM in a loop, for instruction counts under callgrind (A/B decisions on a noisy machine):
//! `valgrind --tool=callgrind target/release/deps/msm_ops-* <op> <points> [iterations]` with
//! `<op>` one of `g1`, `g2`, `blst_g1`, `blst_g2`.

use std::hint::black_box;

use bls381::{G1Projective, G2Projective};

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
