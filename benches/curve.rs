//! G1 and G2 beside blst, one criterion group per operation so the ratio comes from one run.
//!
//! `cargo bench --bench curve -- --warm-up-time 1 --measurement-time 3`
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use std::hint::black_box;

use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
use blst::*;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::{rngs::StdRng, SeedableRng};

macro_rules! bench_group {
    (
        $fn_name:ident, $label:literal, $aff:ident, $proj:ident, $cn:literal, $un:literal,
        $bp:ident, $ba:ident, $bdeser:ident, $buncomp:ident, $bfromaff:ident,
        $badd:ident, $badda:ident, $bdbl:ident, $bmult:ident, $baing:ident, $bsk:ident
    ) => {
        fn $fn_name(c: &mut Criterion) {
            let mut rng = StdRng::seed_from_u64(1);
            let k = Scalar::random(&mut rng);
            let k2 = Scalar::random(&mut rng);
            let p = $proj::generator() * k;
            let q = $proj::generator() * k2;
            let qa = $aff::from(q);
            let pa = $aff::from(p);
            let comp = pa.to_compressed();

            let deser = |a: &$aff| {
                let mut out = $ba::default();
                // SAFETY: reads an uncompressed encoding from a live array, writes one point.
                unsafe { $bdeser(&mut out, a.to_uncompressed().as_ptr()) };
                out
            };
            let to_p = |a: &$ba| {
                let mut out = $bp::default();
                // SAFETY: valid pointers to initialised points.
                unsafe { $bfromaff(&mut out, a) };
                out
            };
            let (bpa, bqa) = (deser(&pa), deser(&qa));
            let (bp, bq) = (to_p(&bpa), to_p(&bqa));
            let kb = k.to_bytes();
            let sk = {
                let mut s = blst_scalar::default();
                // SAFETY: reads 32 bytes from a live array.
                unsafe { blst_scalar_from_lendian(&mut s, kb.as_ptr()) };
                s
            };

            let mut g = c.benchmark_group(concat!($label, "_add"));
            g.bench_function("bls381", |t| t.iter(|| black_box(p) + black_box(q)));
            g.bench_function("blst", |t| {
                t.iter(|| {
                    let mut r = $bp::default();
                    // SAFETY: valid pointers to initialised points.
                    unsafe { $badd(&mut r, black_box(&bp), black_box(&bq)) };
                    r
                })
            });
            g.finish();

            let mut g = c.benchmark_group(concat!($label, "_add_mixed"));
            g.bench_function("bls381", |t| {
                t.iter(|| black_box(p).add_mixed(black_box(&qa)))
            });
            g.bench_function("blst", |t| {
                t.iter(|| {
                    let mut r = $bp::default();
                    // SAFETY: as above.
                    unsafe { $badda(&mut r, black_box(&bp), black_box(&bqa)) };
                    r
                })
            });
            g.finish();

            let mut g = c.benchmark_group(concat!($label, "_double"));
            g.bench_function("bls381", |t| t.iter(|| black_box(p).double()));
            g.bench_function("blst", |t| {
                t.iter(|| {
                    let mut r = $bp::default();
                    // SAFETY: as above.
                    unsafe { $bdbl(&mut r, black_box(&bp)) };
                    r
                })
            });
            g.finish();

            let mut g = c.benchmark_group(concat!($label, "_mul"));
            g.bench_function("bls381", |t| t.iter(|| black_box(p) * black_box(k2)));
            g.bench_function("bls381_vartime", |t| {
                t.iter(|| black_box(p).mul_vartime(black_box(&k2)))
            });
            let k2b = k2.to_bytes();
            g.bench_function("blst", |t| {
                t.iter(|| {
                    let mut r = $bp::default();
                    // SAFETY: blst reads 32 scalar bytes (255 bits) from a live array.
                    unsafe { $bmult(&mut r, black_box(&bp), black_box(k2b.as_ptr()), 255) };
                    r
                })
            });
            g.finish();

            let mut g = c.benchmark_group(concat!($label, "_mul_by_generator"));
            let _ = $proj::mul_by_generator(&k);
            g.bench_function("bls381", |t| {
                t.iter(|| $proj::mul_by_generator(black_box(&k)))
            });
            g.bench_function("blst", |t| {
                t.iter(|| {
                    let mut r = $bp::default();
                    // SAFETY: valid pointers; blst multiplies its own generator.
                    unsafe { $bsk(&mut r, black_box(&sk)) };
                    r
                })
            });
            g.finish();

            let mut g = c.benchmark_group(concat!($label, "_subgroup_check"));
            g.bench_function("bls381", |t| t.iter(|| black_box(pa).is_torsion_free()));
            g.bench_function("blst", |t| {
                // SAFETY: reads one initialised point.
                t.iter(|| unsafe { $baing(black_box(&bpa)) })
            });
            g.finish();

            let mut g = c.benchmark_group(concat!($label, "_decompress_checked"));
            g.bench_function("bls381", |t| {
                t.iter(|| $aff::from_compressed(black_box(&comp)))
            });
            g.bench_function("blst", |t| {
                t.iter(|| {
                    let mut r = $ba::default();
                    // SAFETY: reads $cn bytes from a live array; writes and reads one point.
                    unsafe {
                        let e = $buncomp(&mut r, black_box(comp.as_ptr()));
                        (e, $baing(&r))
                    }
                })
            });
            g.finish();

            let mut g = c.benchmark_group(concat!($label, "_decompress_unchecked"));
            g.bench_function("bls381", |t| {
                t.iter(|| $aff::from_compressed_unchecked(black_box(&comp)))
            });
            g.bench_function("blst", |t| {
                t.iter(|| {
                    let mut r = $ba::default();
                    // SAFETY: reads $cn bytes from a live array; writes one point.
                    unsafe { $buncomp(&mut r, black_box(comp.as_ptr())) }
                })
            });
            g.finish();
            let _ = $un;
        }
    };
}

bench_group!(
    bench_g1,
    "g1",
    G1Affine,
    G1Projective,
    48,
    96,
    blst_p1,
    blst_p1_affine,
    blst_p1_deserialize,
    blst_p1_uncompress,
    blst_p1_from_affine,
    blst_p1_add_or_double,
    blst_p1_add_or_double_affine,
    blst_p1_double,
    blst_p1_mult,
    blst_p1_affine_in_g1,
    blst_sk_to_pk_in_g1
);
bench_group!(
    bench_g2,
    "g2",
    G2Affine,
    G2Projective,
    96,
    192,
    blst_p2,
    blst_p2_affine,
    blst_p2_deserialize,
    blst_p2_uncompress,
    blst_p2_from_affine,
    blst_p2_add_or_double,
    blst_p2_add_or_double_affine,
    blst_p2_double,
    blst_p2_mult,
    blst_p2_affine_in_g2,
    blst_sk_to_pk_in_g2
);

criterion_group!(benches, bench_g1, bench_g2);
criterion_main!(benches);
