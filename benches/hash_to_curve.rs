//! Hash-to-curve beside blst, one criterion group per operation so the ratio comes from one run:
//! hash (RO) and encode (NU) to G1 and G2 of a 32-byte message under Ethereum's DST, the maps of
//! one field element (EIP-2537 `MAP_FP_TO_G1` / `MAP_FP2_TO_G2`, blst_map_to_g1/g2), and
//! expand_message_xmd alone.
//!
//! `cargo bench --bench hash_to_curve -- --warm-up-time 1 --measurement-time 3`
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use std::hint::black_box;

use bls381::field::{Fp, Fp2};
use bls381::hash_to_curve::*;
use blst::*;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::{rngs::StdRng, SeedableRng};

const DST: &[u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
const MSG: [u8; 32] = [0x5a; 32];

fn blst_fp_of(x: &Fp) -> blst_fp {
    let mut out = blst_fp::default();
    // SAFETY: reads 48 bytes from a live array, writes one blst_fp.
    unsafe { blst_fp_from_bendian(&mut out, x.to_bytes().as_ptr()) };
    out
}

fn bench_hash(c: &mut Criterion) {
    let mut g = c.benchmark_group("hash_to_g1");
    g.bench_function("bls381", |t| {
        t.iter(|| hash_to_g1(black_box(&MSG), black_box(DST)))
    });
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut p = blst_p1::default();
            let (m, d) = (black_box(&MSG), black_box(DST));
            // SAFETY: live slices with their lengths; null aug of length 0.
            unsafe {
                blst_hash_to_g1(
                    &mut p,
                    m.as_ptr(),
                    m.len(),
                    d.as_ptr(),
                    d.len(),
                    std::ptr::null(),
                    0,
                )
            };
            p
        })
    });
    g.finish();

    let mut g = c.benchmark_group("hash_to_g2");
    g.bench_function("bls381", |t| {
        t.iter(|| hash_to_g2(black_box(&MSG), black_box(DST)))
    });
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut p = blst_p2::default();
            let (m, d) = (black_box(&MSG), black_box(DST));
            // SAFETY: as above.
            unsafe {
                blst_hash_to_g2(
                    &mut p,
                    m.as_ptr(),
                    m.len(),
                    d.as_ptr(),
                    d.len(),
                    std::ptr::null(),
                    0,
                )
            };
            p
        })
    });
    g.finish();

    let mut g = c.benchmark_group("encode_to_g1");
    g.bench_function("bls381", |t| {
        t.iter(|| encode_to_g1(black_box(&MSG), black_box(DST)))
    });
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut p = blst_p1::default();
            let (m, d) = (black_box(&MSG), black_box(DST));
            // SAFETY: as above.
            unsafe {
                blst_encode_to_g1(
                    &mut p,
                    m.as_ptr(),
                    m.len(),
                    d.as_ptr(),
                    d.len(),
                    std::ptr::null(),
                    0,
                )
            };
            p
        })
    });
    g.finish();

    let mut g = c.benchmark_group("encode_to_g2");
    g.bench_function("bls381", |t| {
        t.iter(|| encode_to_g2(black_box(&MSG), black_box(DST)))
    });
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut p = blst_p2::default();
            let (m, d) = (black_box(&MSG), black_box(DST));
            // SAFETY: as above.
            unsafe {
                blst_encode_to_g2(
                    &mut p,
                    m.as_ptr(),
                    m.len(),
                    d.as_ptr(),
                    d.len(),
                    std::ptr::null(),
                    0,
                )
            };
            p
        })
    });
    g.finish();
}

fn bench_map(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(7);
    let u = Fp::random(&mut rng);
    let bu = blst_fp_of(&u);
    let u2 = Fp2::random(&mut rng);
    let bu2 = blst_fp2 {
        fp: [blst_fp_of(&u2.c0), blst_fp_of(&u2.c1)],
    };

    let mut g = c.benchmark_group("map_to_g1");
    g.bench_function("bls381", |t| t.iter(|| map_to_g1(black_box(&u))));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut p = blst_p1::default();
            // SAFETY: live input element; null selects the one-element map.
            unsafe { blst_map_to_g1(&mut p, black_box(&bu), std::ptr::null()) };
            p
        })
    });
    g.finish();

    let mut g = c.benchmark_group("map_to_g2");
    g.bench_function("bls381", |t| t.iter(|| map_to_g2(black_box(&u2))));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut p = blst_p2::default();
            // SAFETY: as above.
            unsafe { blst_map_to_g2(&mut p, black_box(&bu2), std::ptr::null()) };
            p
        })
    });
    g.finish();
}

fn bench_expand(c: &mut Criterion) {
    // 256 bytes: what hash_to_g2 draws (two Fp2 elements).
    let mut g = c.benchmark_group("expand_message_xmd_256");
    g.bench_function("bls381", |t| {
        t.iter(|| {
            let mut out = [0u8; 256];
            expand_message_xmd(black_box(&MSG), black_box(DST), &mut out).unwrap();
            out
        })
    });
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut out = [0u8; 256];
            let (m, d) = (black_box(&MSG), black_box(DST));
            // SAFETY: blst writes 256 bytes into a live buffer of that size.
            unsafe {
                blst_expand_message_xmd(
                    out.as_mut_ptr(),
                    256,
                    m.as_ptr(),
                    m.len(),
                    d.as_ptr(),
                    d.len(),
                )
            };
            out
        })
    });
    g.finish();
}

criterion_group!(benches, bench_hash, bench_map, bench_expand);
criterion_main!(benches);
