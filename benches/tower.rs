//! Extension-field arithmetic beside blst's, one criterion group per operation so the ratio
//! comes from one run. blst is built with `force-adx`; bls381 picks its kernels at run time.
//!
//! `cargo bench --bench tower -- --warm-up-time 1 --measurement-time 3`
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use std::hint::black_box;

use bls381::field::{Fp, Fp12, Fp2, Fp6};
use blst::*;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::{rngs::StdRng, SeedableRng};

fn fp(x: &Fp) -> blst_fp {
    blst_fp {
        l: x.to_raw_montgomery(),
    }
}
fn fp2(x: &Fp2) -> blst_fp2 {
    blst_fp2 {
        fp: [fp(&x.c0), fp(&x.c1)],
    }
}
fn fp6(x: &Fp6) -> blst_fp6 {
    blst_fp6 {
        fp2: [fp2(&x.c0), fp2(&x.c1), fp2(&x.c2)],
    }
}
fn fp12(x: &Fp12) -> blst_fp12 {
    blst_fp12 {
        fp6: [fp6(&x.c0), fp6(&x.c1)],
    }
}

/// A random element of the cyclotomic subgroup.
fn cyclotomic(rng: &mut StdRng) -> Fp12 {
    let f = Fp12::random(rng);
    let t = f.conjugate() * f.invert().unwrap();
    t.frobenius_map_n(2) * t
}

fn bench_fp2(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(2);
    let (a, b) = (Fp2::random(&mut rng), Fp2::random(&mut rng));
    let (ba, bb) = (fp2(&a), fp2(&b));

    let mut g = c.benchmark_group("fp2_mul");
    g.bench_function("bls381", |t| t.iter(|| black_box(a) * black_box(b)));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp2::default();
            // SAFETY: valid pointers to initialised elements.
            unsafe { blst_fp2_mul(&mut r, black_box(&ba), black_box(&bb)) };
            r
        })
    });
    g.finish();

    let mut g = c.benchmark_group("fp2_sqr");
    g.bench_function("bls381", |t| t.iter(|| black_box(a).square()));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp2::default();
            // SAFETY: as above.
            unsafe { blst_fp2_sqr(&mut r, black_box(&ba)) };
            r
        })
    });
    g.finish();

    let mut g = c.benchmark_group("fp2_invert");
    g.bench_function("bls381", |t| t.iter(|| black_box(a).invert()));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp2::default();
            // SAFETY: as above.
            unsafe { blst_fp2_inverse(&mut r, black_box(&ba)) };
            r
        })
    });
    g.finish();

    let sq = a.square();
    let bsq = fp2(&sq);
    let mut g = c.benchmark_group("fp2_sqrt");
    g.bench_function("bls381", |t| t.iter(|| black_box(sq).sqrt()));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp2::default();
            // SAFETY: as above.
            unsafe { blst_fp2_sqrt(&mut r, black_box(&bsq)) }
        })
    });
    g.finish();
}

fn bench_fp12(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(12);
    let (a, b) = (Fp12::random(&mut rng), Fp12::random(&mut rng));
    let (ba, bb) = (fp12(&a), fp12(&b));
    let f = cyclotomic(&mut rng);
    let bf = fp12(&f);
    let [l0, l1, l4, m0, m1, m4] = core::array::from_fn(|_| Fp2::random(&mut rng));
    let bline = blst_fp6 {
        fp2: [fp2(&l0), fp2(&l1), fp2(&l4)],
    };
    let bline2 = blst_fp6 {
        fp2: [fp2(&m0), fp2(&m1), fp2(&m4)],
    };

    let mut g = c.benchmark_group("fp12_mul");
    g.bench_function("bls381", |t| t.iter(|| black_box(a) * black_box(b)));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp12::default();
            // SAFETY: valid pointers to initialised elements.
            unsafe { blst_fp12_mul(&mut r, black_box(&ba), black_box(&bb)) };
            r
        })
    });
    g.finish();

    let mut g = c.benchmark_group("fp12_sqr");
    g.bench_function("bls381", |t| t.iter(|| black_box(a).square()));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp12::default();
            // SAFETY: as above.
            unsafe { blst_fp12_sqr(&mut r, black_box(&ba)) };
            r
        })
    });
    g.finish();

    let mut g = c.benchmark_group("fp12_cyclotomic_sqr");
    g.bench_function("bls381", |t| t.iter(|| black_box(f).cyclotomic_square()));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp12::default();
            // SAFETY: as above.
            unsafe { blst_fp12_cyclotomic_sqr(&mut r, black_box(&bf)) };
            r
        })
    });
    g.finish();

    let mut g = c.benchmark_group("fp12_invert");
    g.bench_function("bls381", |t| t.iter(|| black_box(a).invert()));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp12::default();
            // SAFETY: as above.
            unsafe { blst_fp12_inverse(&mut r, black_box(&ba)) };
            r
        })
    });
    g.finish();

    let mut g = c.benchmark_group("fp12_frobenius");
    g.bench_function("bls381", |t| t.iter(|| black_box(a).frobenius_map()));
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp12::default();
            // SAFETY: as above; n = 1 is in blst's range 1..=3.
            unsafe { blst_fp12_frobenius_map(&mut r, black_box(&ba), 1) };
            r
        })
    });
    g.finish();

    // blst exports no exponentiation by z. Its nearest equivalent is the square-and-multiply
    // chain for |z| (63 cyclotomic squarings, 5 multiplications) built from its exports, which
    // is what its final exponentiation does internally (plus the call overhead measured here).
    let mut g = c.benchmark_group("fp12_exp_by_z");
    g.bench_function("bls381", |t| t.iter(|| black_box(f).cyclotomic_exp_by_z()));
    g.bench_function("blst_63sqr_5mul", |t| {
        t.iter(|| {
            let x = *black_box(&bf);
            let mut r = x;
            for bit in (0..63).rev() {
                let s = r;
                // SAFETY: valid pointers to initialised elements; blst allows ret to alias.
                unsafe { blst_fp12_cyclotomic_sqr(&mut r, &s) };
                if (0xd201_0000_0001_0000u64 >> bit) & 1 == 1 {
                    let s = r;
                    // SAFETY: as above.
                    unsafe { blst_fp12_mul(&mut r, &s, &x) };
                }
            }
            // SAFETY: conjugates an initialised element in place.
            unsafe { blst_fp12_conjugate(&mut r) };
            r
        })
    });
    g.finish();

    let mut g = c.benchmark_group("fp12_mul_by_014");
    g.bench_function("bls381", |t| {
        t.iter(|| black_box(a).mul_by_014(&l0, &l1, &l4))
    });
    g.bench_function("blst", |t| {
        t.iter(|| {
            let mut r = blst_fp12::default();
            // SAFETY: as above.
            unsafe { blst_fp12_mul_by_xy00z0(&mut r, black_box(&ba), black_box(&bline)) };
            r
        })
    });
    g.finish();

    // Two lines into the accumulator: merged first (6 + 17 Fp2 products) against one at a time.
    let mut g = c.benchmark_group("fp12_mul_by_two_lines");
    g.bench_function("bls381_merged", |t| {
        t.iter(|| {
            let ll = Fp12::mul_014_by_014(&l0, &l1, &l4, &m0, &m1, &m4);
            black_box(a).mul_by_01245(&ll)
        })
    });
    g.bench_function("bls381_twice", |t| {
        t.iter(|| {
            black_box(a)
                .mul_by_014(&l0, &l1, &l4)
                .mul_by_014(&m0, &m1, &m4)
        })
    });
    g.bench_function("blst_twice", |t| {
        t.iter(|| {
            let mut r = blst_fp12::default();
            let mut s = blst_fp12::default();
            // SAFETY: as above.
            unsafe {
                blst_fp12_mul_by_xy00z0(&mut s, black_box(&ba), &bline);
                blst_fp12_mul_by_xy00z0(&mut r, &s, &bline2);
            }
            r
        })
    });
    g.finish();
}

criterion_group!(benches, bench_fp2, bench_fp12);
criterion_main!(benches);
