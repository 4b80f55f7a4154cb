//! Base- and scalar-field arithmetic beside blst's, one criterion group per operation so the
//! ratio comes from one run. blst is built with `force-adx`; bls381 gets no `-C target-cpu`
//! help: its kernels are picked at run time.
//!
//! `cargo bench --bench field` (add `-- --warm-up-time 1 --measurement-time 3` on a busy box).
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use std::hint::black_box;

use bls381::field::{Fp, Fr};
use blst::*;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::{rngs::StdRng, SeedableRng};

fn fp_pair(rng: &mut StdRng) -> (Fp, Fp, blst_fp, blst_fp) {
    let (a, b) = (Fp::random(rng), Fp::random(rng));
    (a, b, to_blst(&a), to_blst(&b))
}

fn to_blst(a: &Fp) -> blst_fp {
    let mut out = blst_fp::default();
    // SAFETY: reads 48 bytes from a live array, writes one blst_fp.
    unsafe { blst_fp_from_bendian(&mut out, a.to_bytes().as_ptr()) };
    out
}

fn fr_to_blst(a: &Fr) -> blst_fr {
    let mut s = blst_scalar::default();
    let mut out = blst_fr::default();
    // SAFETY: reads 32 bytes from a live array; writes into live out-parameters.
    unsafe {
        blst_scalar_from_lendian(&mut s, a.to_bytes().as_ptr());
        blst_fr_from_scalar(&mut out, &s);
    }
    out
}

fn bench_fp(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(1);
    let (a, b, ba, bb) = fp_pair(&mut rng);

    let mut g = c.benchmark_group("fp_mul");
    g.bench_function("bls381", |t| t.iter(|| black_box(a) * black_box(b)));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp::default();
            // SAFETY: valid pointers to initialised elements.
            unsafe { blst_fp_mul(&mut r, black_box(&ba), black_box(&bb)) };
            r
        })
    });
    g.finish();

    let mut g = c.benchmark_group("fp_sqr");
    g.bench_function("bls381", |t| t.iter(|| black_box(a).square()));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp::default();
            // SAFETY: as above.
            unsafe { blst_fp_sqr(&mut r, black_box(&ba)) };
            r
        })
    });
    g.finish();

    let mut g = c.benchmark_group("fp_add");
    g.bench_function("bls381", |t| t.iter(|| black_box(a) + black_box(b)));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp::default();
            // SAFETY: as above.
            unsafe { blst_fp_add(&mut r, black_box(&ba), black_box(&bb)) };
            r
        })
    });
    g.finish();

    let mut g = c.benchmark_group("fp_invert");
    g.bench_function("bls381", |t| t.iter(|| black_box(a).invert()));
    g.bench_function("bls381_fermat", |t| t.iter(|| black_box(a).invert_fermat()));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp::default();
            // SAFETY: as above.
            unsafe { blst_fp_inverse(&mut r, black_box(&ba)) };
            r
        })
    });
    g.finish();

    let sq = a.square();
    let bsq = to_blst(&sq);
    let mut g = c.benchmark_group("fp_sqrt");
    g.bench_function("bls381", |t| t.iter(|| black_box(sq).sqrt()));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp::default();
            // SAFETY: as above.
            unsafe { blst_fp_sqrt(&mut r, black_box(&bsq)) };
            r
        })
    });
    g.finish();
}

fn bench_fp2_kernels(c: &mut Criterion) {
    use bls381::backend;
    let mut rng = StdRng::seed_from_u64(2);
    let (a0, a1, ba0, ba1) = fp_pair(&mut rng);
    let (b0, b1, bb0, bb1) = fp_pair(&mut rng);
    let raw = |x: &Fp| x.to_raw_montgomery();
    let (a0, a1, b0, b1) = (raw(&a0), raw(&a1), raw(&b0), raw(&b1));
    let ba = blst_fp2 { fp: [ba0, ba1] };
    let bb = blst_fp2 { fp: [bb0, bb1] };

    // The kernels themselves, called directly (the tower's Fp2 type is benched in tower.rs).
    assert_eq!(
        backend::selected(),
        backend::NATIVE,
        "the CPU cannot run this build's kernels"
    );
    let mul = backend::native::fp2_mul;
    let sqr = backend::native::fp2_sqr;

    let mut g = c.benchmark_group("fp2_mul_kernel");
    g.bench_function("bls381", |t| {
        t.iter(|| {
            mul(
                black_box(&a0),
                black_box(&a1),
                black_box(&b0),
                black_box(&b1),
            )
        })
    });
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp2::default();
            // SAFETY: valid pointers to initialised elements.
            unsafe { blst_fp2_mul(&mut r, black_box(&ba), black_box(&bb)) };
            r
        })
    });
    g.finish();

    let mut g = c.benchmark_group("fp2_sqr_kernel");
    g.bench_function("bls381", |t| t.iter(|| sqr(black_box(&a0), black_box(&a1))));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp2::default();
            // SAFETY: as above.
            unsafe { blst_fp2_sqr(&mut r, black_box(&ba)) };
            r
        })
    });
    g.finish();
}

fn bench_fr(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(3);
    let (a, b) = (Fr::random(&mut rng), Fr::random(&mut rng));
    let (ba, bb) = (fr_to_blst(&a), fr_to_blst(&b));
    let mut g = c.benchmark_group("fr_mul");
    g.bench_function("bls381", |t| t.iter(|| black_box(a) * black_box(b)));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fr::default();
            // SAFETY: valid pointers to initialised elements.
            unsafe { blst_fr_mul(&mut r, black_box(&ba), black_box(&bb)) };
            r
        })
    });
    g.finish();

    let mut g = c.benchmark_group("fr_invert");
    g.bench_function("bls381", |t| t.iter(|| black_box(a).invert()));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fr::default();
            // SAFETY: as above.
            unsafe { blst_fr_inverse(&mut r, black_box(&ba)) };
            r
        })
    });
    g.finish();
}

/// The cost of run-time dispatch: the public (dispatched) Fp multiply against a direct call of
/// the kernel the dispatcher picked.
fn bench_dispatch(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(4);
    let (a, b) = (Fp::random(&mut rng), Fp::random(&mut rng));
    let (ra, rb) = (a.to_raw_montgomery(), b.to_raw_montgomery());
    assert_eq!(bls381::backend::selected(), bls381::backend::NATIVE);
    let mut g = c.benchmark_group("dispatch_fp_mul");
    // A dependent chain of 64 multiplications, so the call overhead is not hidden by
    // out-of-order overlap between independent iterations.
    g.bench_function("dispatched", |t| {
        t.iter(|| {
            let mut x = black_box(a);
            for _ in 0..64 {
                x *= b;
            }
            x
        })
    });
    g.bench_function("direct", |t| {
        t.iter(|| {
            let mut x = black_box(ra);
            for _ in 0..64 {
                x = bls381::backend::native::fp_mul(&x, &rb);
            }
            x
        })
    });
    g.finish();
}

criterion_group!(
    benches,
    bench_fp,
    bench_fp2_kernels,
    bench_fr,
    bench_dispatch
);
criterion_main!(benches);
