//! Multi-scalar multiplication beside blst's single-thread Pippenger, one criterion group per
//! size so the ratio comes from one run:
//!
//! `cargo bench --bench msm -- --warm-up-time 1 --measurement-time 5`
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use std::hint::black_box;

use bls381::{G1Projective, G2Projective};
use criterion::{criterion_group, criterion_main, Criterion};

mod msm_common;
use msm_common::*;

fn msm(c: &mut Criterion) {
    for n in [64usize, 1024, 4096] {
        let (points, scalars, bpoints, bscalars) = g1_inputs(n, n as u64);
        let mut blst = BlstG1::new(&bpoints, &bscalars);
        let mut g = c.benchmark_group(format!("g1_msm_{n}"));
        g.sample_size(10);
        g.bench_function("bls381", |t| {
            t.iter(|| G1Projective::msm_vartime(black_box(&points), black_box(&scalars)))
        });
        g.bench_function("blst", |t| t.iter(|| blst.run()));
        g.finish();
    }
    for n in [64usize, 1024] {
        let (points, scalars, bpoints, bscalars) = g2_inputs(n, n as u64);
        let mut blst = BlstG2::new(&bpoints, &bscalars);
        let mut g = c.benchmark_group(format!("g2_msm_{n}"));
        g.sample_size(10);
        g.bench_function("bls381", |t| {
            t.iter(|| G2Projective::msm_vartime(black_box(&points), black_box(&scalars)))
        });
        g.bench_function("blst", |t| t.iter(|| blst.run()));
        g.finish();
    }
}

criterion_group!(benches, msm);
criterion_main!(benches);
