//! Pairing operations beside blst's, one criterion group per operation so the ratio comes from
//! one run; single thread (blst is built with `no-threads` and its C entry points are called
//! directly, not the threaded Rust wrappers).
//!
//! * `miller_loop`: `miller_loop` against `blst_miller_loop`.
//! * `final_exponentiation`: against `blst_final_exp`.
//! * `pairing`: `pairing` against `blst_miller_loop` + `blst_final_exp`.
//! * `multi_pairing_{2,8,64}`: `multi_miller_loop_unprepared` + final exponentiation against
//!   `blst_miller_loop_n` (which batches 16 pairs per shared loop, as ours does) +
//!   `blst_final_exp`; `bls381_prepared` uses `multi_miller_loop` on `G2Prepared` values made
//!   outside the timing.
//! * `pairing_check_2`: `pairing_check` against `blst_miller_loop_n` + `blst_final_exp` +
//!   `blst_fp12_is_one`.
//! * `g2_prepare` (against `blst_precompute_lines`), `gt_mul` (blst has no Gt exponentiation),
//!   `gt_is_torsion_free` (against `blst_fp12_in_group`): context.
//!
//! `cargo bench --bench pairing` (add `-- --warm-up-time 1 --measurement-time 3` on a busy box).
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use std::hint::black_box;

use bls381::{
    miller_loop, multi_miller_loop, multi_miller_loop_unprepared, pairing, pairing_check, G1Affine,
    G1Projective, G2Affine, G2Prepared, G2Projective, Gt, Scalar,
};
use blst::*;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::{rngs::StdRng, SeedableRng};

fn points(rng: &mut StdRng, n: usize) -> (Vec<G1Affine>, Vec<G2Affine>) {
    let ps = (0..n)
        .map(|_| G1Affine::from(G1Projective::generator() * Scalar::random(&mut *rng)))
        .collect();
    let qs = (0..n)
        .map(|_| G2Affine::from(G2Projective::generator() * Scalar::random(&mut *rng)))
        .collect();
    (ps, qs)
}

fn to_blst_p1(p: &G1Affine) -> blst_p1_affine {
    let mut out = blst_p1_affine::default();
    // SAFETY: reads 96 bytes from a live array, writes one point.
    let e = unsafe { blst_p1_deserialize(&mut out, p.to_uncompressed().as_ptr()) };
    assert_eq!(e, BLST_ERROR::BLST_SUCCESS);
    out
}

fn to_blst_p2(q: &G2Affine) -> blst_p2_affine {
    let mut out = blst_p2_affine::default();
    // SAFETY: reads 192 bytes from a live array, writes one point.
    let e = unsafe { blst_p2_deserialize(&mut out, q.to_uncompressed().as_ptr()) };
    assert_eq!(e, BLST_ERROR::BLST_SUCCESS);
    out
}

fn blst_ml(q: &blst_p2_affine, p: &blst_p1_affine) -> blst_fp12 {
    let mut out = blst_fp12::default();
    // SAFETY: valid pointers to initialised points.
    unsafe { blst_miller_loop(&mut out, q, p) };
    out
}

fn blst_fe(f: &blst_fp12) -> blst_fp12 {
    let mut out = blst_fp12::default();
    // SAFETY: valid pointers to an initialised element.
    unsafe { blst_final_exp(&mut out, f) };
    out
}

/// `blst_miller_loop_n` over contiguous arrays (a null second pointer tells blst the arrays are
/// contiguous).
fn blst_ml_n(qs: &[blst_p2_affine], ps: &[blst_p1_affine]) -> blst_fp12 {
    let q: [*const blst_p2_affine; 2] = [qs.as_ptr(), std::ptr::null()];
    let p: [*const blst_p1_affine; 2] = [ps.as_ptr(), std::ptr::null()];
    let mut out = blst_fp12::default();
    // SAFETY: the arrays hold qs.len() = ps.len() initialised points.
    unsafe { blst_miller_loop_n(&mut out, q.as_ptr(), p.as_ptr(), qs.len()) };
    out
}

fn bench_single(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(1);
    let (ps, qs) = points(&mut rng, 1);
    let (p, q) = (ps[0], qs[0]);
    let (bp, bq) = (to_blst_p1(&p), to_blst_p2(&q));

    let mut g = c.benchmark_group("miller_loop");
    g.bench_function("bls381", |t| {
        t.iter(|| miller_loop(black_box(&p), black_box(&q)))
    });
    g.bench_function("blst", |t| {
        t.iter(|| blst_ml(black_box(&bq), black_box(&bp)))
    });
    g.finish();

    let f = miller_loop(&p, &q);
    let bf = blst_ml(&bq, &bp);
    let mut g = c.benchmark_group("final_exponentiation");
    g.bench_function("bls381", |t| t.iter(|| black_box(f).final_exponentiation()));
    g.bench_function("blst", |t| t.iter(|| blst_fe(black_box(&bf))));
    g.finish();

    let mut g = c.benchmark_group("pairing");
    g.bench_function("bls381", |t| {
        t.iter(|| pairing(black_box(&p), black_box(&q)))
    });
    g.bench_function("blst", |t| {
        t.iter(|| blst_fe(&blst_ml(black_box(&bq), black_box(&bp))))
    });
    g.finish();

    let mut g = c.benchmark_group("g2_prepare");
    g.bench_function("bls381", |t| t.iter(|| G2Prepared::from(black_box(q))));
    g.bench_function("blst", |t| {
        let mut lines = vec![blst_fp6::default(); 68];
        t.iter(|| {
            // SAFETY: `lines` holds the 68 line slots blst writes; `bq` is an initialised point.
            unsafe { blst_precompute_lines(lines.as_mut_ptr(), black_box(&bq)) };
            lines[67]
        })
    });
    g.finish();

    let e = pairing(&p, &q);
    let k = Scalar::random(&mut rng);
    let be = blst_fe(&bf);
    let mut g = c.benchmark_group("gt_mul");
    g.bench_function("bls381", |t| t.iter(|| black_box(e) * black_box(k)));
    g.finish();

    let mut g = c.benchmark_group("gt_is_torsion_free");
    g.bench_function("bls381", |t| t.iter(|| black_box(e).is_torsion_free()));
    g.bench_function("blst", |t| {
        // SAFETY: a valid pointer to an initialised element.
        t.iter(|| unsafe { blst_fp12_in_group(black_box(&be)) })
    });
    g.finish();
    let _: Gt = e;
}

fn bench_multi(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(2);
    for n in [2usize, 8, 64] {
        let (ps, qs) = points(&mut rng, n);
        let terms: Vec<(&G1Affine, &G2Affine)> = ps.iter().zip(&qs).collect();
        let prepared: Vec<G2Prepared> = qs.iter().map(|q| G2Prepared::from(*q)).collect();
        let pterms: Vec<(&G1Affine, &G2Prepared)> = ps.iter().zip(&prepared).collect();
        let bps: Vec<blst_p1_affine> = ps.iter().map(to_blst_p1).collect();
        let bqs: Vec<blst_p2_affine> = qs.iter().map(to_blst_p2).collect();

        let mut g = c.benchmark_group(format!("multi_pairing_{n}"));
        g.bench_function("bls381", |t| {
            t.iter(|| multi_miller_loop_unprepared(black_box(&terms)).final_exponentiation())
        });
        g.bench_function("bls381_prepared", |t| {
            t.iter(|| multi_miller_loop(black_box(&pterms)).final_exponentiation())
        });
        g.bench_function("blst", |t| {
            t.iter(|| blst_fe(&blst_ml_n(black_box(&bqs), black_box(&bps))))
        });
        g.finish();
    }

    // e(s·g1, g2) = e(g1, s·g2), checked as e(s·g1, g2)·e(−g1, s·g2) = 1.
    let s = Scalar::random(&mut rng);
    let terms = [
        (
            G1Affine::from(G1Projective::generator() * s),
            G2Affine::generator(),
        ),
        (
            -G1Affine::generator(),
            G2Affine::from(G2Projective::generator() * s),
        ),
    ];
    assert!(pairing_check(&terms));
    let bps: Vec<blst_p1_affine> = terms.iter().map(|t| to_blst_p1(&t.0)).collect();
    let bqs: Vec<blst_p2_affine> = terms.iter().map(|t| to_blst_p2(&t.1)).collect();
    let mut g = c.benchmark_group("pairing_check_2");
    g.bench_function("bls381", |t| t.iter(|| pairing_check(black_box(&terms))));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let f = blst_fe(&blst_ml_n(black_box(&bqs), black_box(&bps)));
            // SAFETY: a valid pointer to an initialised element.
            unsafe { blst_fp12_is_one(&f) }
        })
    });
    g.finish();
}

criterion_group!(benches, bench_single, bench_multi);
criterion_main!(benches);
