//! Base- and scalar-field arithmetic beside blst's, one criterion group per operation so the
//! ratio comes from one run. blst is built with `force-adx`; bls381 gets no `-C target-cpu`
//! help: its kernels are picked at run time.
//!
//! `cargo bench --bench field` (add `-- --warm-up-time 1 --measurement-time 3` on a busy box).
//!
//! Throughput groups (`fp_mul`, ...) time independent calls; the `*_latency` groups time a
//! dependent chain through the public API (`x = x * y` or `x = x.square()`, 64 per iteration,
//! blst in place: `blst_fp_mul(&mut x, &x, &y)`), the way Horner's rule, exponentiations and
//! formulas use the operations. `cargo bench --bench field -- --paired` skips criterion and
//! prints, for latency and throughput of the small operations, the median of paired ratios
//! bls381/blst from samples taken in rounds with alternating order (drift hits both libraries).

// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]
// The latency chains are written `x = x * y`, the form the issue measures (`x *= y` is the same
// code through `MulAssign`).
#![allow(clippy::assign_op_pattern)]

use std::hint::black_box;

use bls381::field::{Fp, Fp2, Fr};
use blst::*;
use criterion::{criterion_group, Criterion};
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

fn raw_fp(x: &Fp) -> blst_fp {
    blst_fp {
        l: x.to_raw_montgomery(),
    }
}
fn raw_fp2(x: &Fp2) -> blst_fp2 {
    blst_fp2 {
        fp: [raw_fp(&x.c0), raw_fp(&x.c1)],
    }
}
fn raw_fr(x: &Fr) -> blst_fr {
    blst_fr {
        l: x.to_raw_montgomery(),
    }
}

/// Dependent chains of `CHAIN` operations per iteration.
const CHAIN: usize = 64;

/// Latency: dependent chains through the public operators, blst's calls in place.
fn bench_latency(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(5);
    let (a, b) = (Fp::random(&mut rng), Fp::random(&mut rng));
    let (ba, bb) = (raw_fp(&a), raw_fp(&b));
    let (a2, b2) = (Fp2::random(&mut rng), Fp2::random(&mut rng));
    let (ba2, bb2) = (raw_fp2(&a2), raw_fp2(&b2));
    let (s, t) = (Fr::random(&mut rng), Fr::random(&mut rng));
    let (bs, bt) = (raw_fr(&s), raw_fr(&t));

    // Each macro use: one group, bls381's chain beside blst's.
    macro_rules! group {
        ($name:literal, $x0:expr, |$x:ident| $ours:expr, $bx0:expr, |$bx:ident| $theirs:expr) => {{
            let mut g = c.benchmark_group($name);
            g.bench_function("bls381", |it| {
                it.iter(|| {
                    let mut $x = black_box($x0);
                    for _ in 0..CHAIN {
                        $x = $ours;
                    }
                    $x
                })
            });
            g.bench_function("blst", |it| {
                it.iter(|| {
                    let mut $bx = black_box($bx0);
                    for _ in 0..CHAIN {
                        // SAFETY: valid pointers to initialised elements; blst allows the
                        // output to alias the inputs.
                        unsafe { $theirs };
                    }
                    $bx
                })
            });
            g.finish();
        }};
    }
    group!("fp_mul_latency", a, |x| x * b, ba, |x| blst_fp_mul(
        &mut x, &x, &bb
    ));
    group!("fp_sqr_latency", a, |x| x.square(), ba, |x| blst_fp_sqr(
        &mut x, &x
    ));
    group!("fp2_mul_latency", a2, |x| x * b2, ba2, |x| blst_fp2_mul(
        &mut x, &x, &bb2
    ));
    group!(
        "fp2_sqr_latency",
        a2,
        |x| x.square(),
        ba2,
        |x| blst_fp2_sqr(&mut x, &x)
    );
    group!("fr_mul_latency", s, |x| x * t, bs, |x| blst_fr_mul(
        &mut x, &x, &bt
    ));
    group!("fr_sqr_latency", s, |x| x.square(), bs, |x| blst_fr_sqr(
        &mut x, &x
    ));
}

criterion_group!(
    benches,
    bench_fp,
    bench_fp2_kernels,
    bench_fr,
    bench_latency,
    bench_dispatch
);

fn main() {
    if std::env::args().any(|a| a == "--paired") {
        paired::run();
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}

/// The x86_64 Fp2 kernels' symbols, for calls in place through raw pointers (the crate's own
/// wrappers take references, which cannot alias).
#[cfg(target_arch = "x86_64")]
mod direct {
    extern "C" {
        pub fn bls381_fp2_mul(
            r0: *mut [u64; 6],
            r1: *mut [u64; 6],
            a0: *const [u64; 6],
            a1: *const [u64; 6],
            b0: *const [u64; 6],
            b1: *const [u64; 6],
        );
        pub fn bls381_fp2_sqr(
            r0: *mut [u64; 6],
            r1: *mut [u64; 6],
            a0: *const [u64; 6],
            a1: *const [u64; 6],
        );
    }
}

/// `--paired`: latency and throughput of the small operations, bls381 beside blst, as medians
/// of paired ratios (criterion times one library after the other, which a noisy shared machine
/// turns into 5-10% swings of the ratio).
mod paired {
    use super::*;
    use std::time::Instant;

    /// Runs the operation `n` times.
    type Runner = Box<dyn FnMut(usize)>;

    struct Row {
        name: &'static str,
        ours: Runner,
        blst: Runner,
    }

    fn row(
        name: &'static str,
        ours: impl FnMut(usize) + 'static,
        blst: impl FnMut(usize) + 'static,
    ) -> Row {
        Row {
            name,
            ours: Box::new(ours),
            blst: Box::new(blst),
        }
    }

    /// Core clock in GHz: a chain of dependent register additions (one cycle each; not
    /// `add reg, imm`, which recent Intel cores fold at rename).
    fn core_ghz() -> f64 {
        let n: u64 = 50_000_000;
        let t = Instant::now();
        let mut x = black_box(0u64);
        let y = black_box(3u64);
        for _ in 0..n / 8 {
            // SAFETY: register-only arithmetic.
            unsafe {
                core::arch::asm!(
                    "add {0}, {1}", "add {0}, {1}", "add {0}, {1}", "add {0}, {1}",
                    "add {0}, {1}", "add {0}, {1}", "add {0}, {1}", "add {0}, {1}",
                    inout(reg) x, in(reg) y, options(nomem, nostack)
                )
            };
        }
        black_box(x);
        n as f64 / t.elapsed().as_nanos() as f64
    }

    fn median(v: &mut [f64]) -> f64 {
        v.sort_by(|a, b| a.partial_cmp(b).unwrap());
        v[v.len() / 2]
    }

    fn rows() -> Vec<Row> {
        let mut rng = StdRng::seed_from_u64(6);
        let (a, b) = (Fp::random(&mut rng), Fp::random(&mut rng));
        let (ba, bb) = (raw_fp(&a), raw_fp(&b));
        let (a2, b2) = (Fp2::random(&mut rng), Fp2::random(&mut rng));
        let (ba2, bb2) = (raw_fp2(&a2), raw_fp2(&b2));
        let (s, t) = (Fr::random(&mut rng), Fr::random(&mut rng));
        let (bs, bt) = (raw_fr(&s), raw_fr(&t));

        // The chains agree with blst's after 100 steps.
        let (mut x, mut bx) = (a, ba);
        let (mut y, mut by) = (a, ba);
        let (mut x2, mut bx2) = (a2, ba2);
        let (mut y2, mut by2) = (a2, ba2);
        let (mut u, mut bu) = (s, bs);
        let (mut v, mut bv) = (s, bs);
        for _ in 0..100 {
            x = x * b;
            y = y.square();
            x2 = x2 * b2;
            y2 = y2.square();
            u = u * t;
            v = v.square();
            // SAFETY: valid pointers to initialised elements (aliasing allowed).
            unsafe {
                blst_fp_mul(&mut bx, &bx, &bb);
                blst_fp_sqr(&mut by, &by);
                blst_fp2_mul(&mut bx2, &bx2, &bb2);
                blst_fp2_sqr(&mut by2, &by2);
                blst_fr_mul(&mut bu, &bu, &bt);
                blst_fr_sqr(&mut bv, &bv);
            }
        }
        assert_eq!(raw_fp(&x).l, bx.l);
        assert_eq!(raw_fp(&y).l, by.l);
        assert_eq!(raw_fp2(&x2).fp.map(|f| f.l), bx2.fp.map(|f| f.l));
        assert_eq!(raw_fp2(&y2).fp.map(|f| f.l), by2.fp.map(|f| f.l));
        assert_eq!(raw_fr(&u).l, bu.l);
        assert_eq!(raw_fr(&v).l, bv.l);

        macro_rules! lat {
            ($name:literal, $x0:expr, |$x:ident| $ours:expr, $bx0:expr, |$bx:ident| $theirs:expr) => {{
                let (x0, bx0) = ($x0, $bx0);
                row(
                    $name,
                    move |n| {
                        let mut $x = black_box(x0);
                        for _ in 0..n {
                            $x = $ours;
                        }
                        black_box($x);
                    },
                    move |n| {
                        let mut $bx = black_box(bx0);
                        for _ in 0..n {
                            // SAFETY: as above.
                            unsafe { $theirs };
                        }
                        black_box($bx);
                    },
                )
            }};
        }
        macro_rules! thr {
            ($name:literal, $ours:expr, $theirs:expr) => {{
                row(
                    $name,
                    move |n| {
                        for _ in 0..n {
                            black_box($ours);
                        }
                    },
                    move |n| {
                        for _ in 0..n {
                            black_box($theirs);
                        }
                    },
                )
            }};
        }
        let mut v = Vec::new();
        v.extend([
            lat!("Fp mul latency", a, |x| x * b, ba, |x| blst_fp_mul(
                &mut x, &x, &bb
            )),
            lat!("Fp sqr latency", a, |x| x.square(), ba, |x| blst_fp_sqr(
                &mut x, &x
            )),
            lat!("Fp2 mul latency", a2, |x| x * b2, ba2, |x| blst_fp2_mul(
                &mut x, &x, &bb2
            )),
            lat!(
                "Fp2 sqr latency",
                a2,
                |x| x.square(),
                ba2,
                |x| blst_fp2_sqr(&mut x, &x)
            ),
            lat!("Fr mul latency", s, |x| x * t, bs, |x| blst_fr_mul(
                &mut x, &x, &bt
            )),
            lat!("Fr sqr latency", s, |x| x.square(), bs, |x| blst_fr_sqr(
                &mut x, &x
            )),
            lat!("Fr sqr latency (x * x)", s, |x| x * x, bs, |x| blst_fr_sqr(
                &mut x, &x
            )),
        ]);
        // The Fp2 kernels called in place (output = left input) through raw pointers: the
        // Rust-level latency an API without copies around the call would reach (x86_64 kernels
        // only). Fp and Fr need no such row: their kernels take and return values in registers,
        // so the latency rows above have no copies around the call.
        #[cfg(target_arch = "x86_64")]
        if bls381::backend() == "x86_64-adx" {
            use direct::*;
            macro_rules! inplace {
                ($name:literal, $x0:expr, |$x:ident| $ours:expr, $bx0:expr, |$bx:ident| $theirs:expr) => {{
                    let (x0, bx0) = ($x0, $bx0);
                    row(
                        $name,
                        move |n| {
                            let mut $x = black_box(x0);
                            for _ in 0..n {
                                // SAFETY: the kernels allow the output to alias the inputs; the
                                // pointers are to live, initialised arrays of the right sizes.
                                unsafe { $ours };
                            }
                            black_box($x);
                        },
                        move |n| {
                            let mut $bx = black_box(bx0);
                            for _ in 0..n {
                                // SAFETY: as above.
                                unsafe { $theirs };
                            }
                            black_box($bx);
                        },
                    )
                }};
            }
            let ra2 = [a2.c0.to_raw_montgomery(), a2.c1.to_raw_montgomery()];
            let rb2 = [b2.c0.to_raw_montgomery(), b2.c1.to_raw_montgomery()];
            v.extend([
                inplace!(
                    "Fp2 mul latency (kernel in place)",
                    ra2,
                    |x| {
                        let (p0, p1) = (&mut x[0] as *mut [u64; 6], &mut x[1] as *mut [u64; 6]);
                        bls381_fp2_mul(p0, p1, p0, p1, &rb2[0], &rb2[1])
                    },
                    ba2,
                    |x| blst_fp2_mul(&mut x, &x, &bb2)
                ),
                inplace!(
                    "Fp2 sqr latency (kernel in place)",
                    ra2,
                    |x| {
                        let (p0, p1) = (&mut x[0] as *mut [u64; 6], &mut x[1] as *mut [u64; 6]);
                        bls381_fp2_sqr(p0, p1, p0, p1)
                    },
                    ba2,
                    |x| blst_fp2_sqr(&mut x, &x)
                ),
            ]);
        }
        v.extend([
            thr!("Fp mul", black_box(a) * black_box(b), {
                let mut r = blst_fp::default();
                // SAFETY: as above.
                unsafe { blst_fp_mul(&mut r, black_box(&ba), black_box(&bb)) };
                r
            }),
            thr!("Fp sqr", black_box(a).square(), {
                let mut r = blst_fp::default();
                // SAFETY: as above.
                unsafe { blst_fp_sqr(&mut r, black_box(&ba)) };
                r
            }),
            thr!("Fp2 mul", black_box(a2) * black_box(b2), {
                let mut r = blst_fp2::default();
                // SAFETY: as above.
                unsafe { blst_fp2_mul(&mut r, black_box(&ba2), black_box(&bb2)) };
                r
            }),
            thr!("Fp2 sqr", black_box(a2).square(), {
                let mut r = blst_fp2::default();
                // SAFETY: as above.
                unsafe { blst_fp2_sqr(&mut r, black_box(&ba2)) };
                r
            }),
            thr!("Fr mul", black_box(s) * black_box(t), {
                let mut r = blst_fr::default();
                // SAFETY: as above.
                unsafe { blst_fr_mul(&mut r, black_box(&bs), black_box(&bt)) };
                r
            }),
            thr!("Fr sqr", black_box(s).square(), {
                let mut r = blst_fr::default();
                // SAFETY: as above.
                unsafe { blst_fr_sqr(&mut r, black_box(&bs)) };
                r
            }),
        ]);
        v
    }

    /// Nanoseconds per operation of `n` runs.
    fn time(f: &mut Runner, n: usize) -> f64 {
        let t = Instant::now();
        f(n);
        t.elapsed().as_nanos() as f64 / n as f64
    }

    pub fn run() {
        let filter: Vec<String> = std::env::args()
            .skip(1)
            .filter(|a| !a.starts_with('-'))
            .collect();
        let rounds: usize = std::env::var("ROUNDS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(31);
        let cpu = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let field = |k: &str| {
            cpu.lines()
                .find(|l| l.starts_with(k))
                .and_then(|l| l.split(':').nth(1))
                .map(|v| v.trim().to_string())
                .unwrap_or_default()
        };
        let load = || {
            std::fs::read_to_string("/proc/loadavg")
                .unwrap_or_default()
                .trim()
                .to_string()
        };
        println!(
            "CPU: {} (family {}, model {}); backend {}; load before: {}",
            field("model name"),
            field("cpu family"),
            field("model\t"),
            bls381::backend(),
            load()
        );
        let ghz0 = core_ghz();
        let mut rows: Vec<Row> = rows()
            .into_iter()
            .filter(|r| filter.is_empty() || filter.iter().any(|f| r.name.contains(f.as_str())))
            .collect();
        // Warm up, and size each sample to about 1 ms.
        let ns: Vec<usize> = rows
            .iter_mut()
            .map(|r| {
                let _ = time(&mut r.ours, 20_000);
                let _ = time(&mut r.blst, 20_000);
                let per = time(&mut r.blst, 20_000);
                ((1e6 / per) as usize).max(100)
            })
            .collect();
        let mut samples: Vec<(Vec<f64>, Vec<f64>, Vec<f64>)> = vec![Default::default(); rows.len()];
        for round in 0..rounds {
            for (i, r) in rows.iter_mut().enumerate() {
                let (o, b) = if round % 2 == 0 {
                    let o = time(&mut r.ours, ns[i]);
                    (o, time(&mut r.blst, ns[i]))
                } else {
                    let b = time(&mut r.blst, ns[i]);
                    (time(&mut r.ours, ns[i]), b)
                };
                samples[i].0.push(o);
                samples[i].1.push(b);
                samples[i].2.push(o / b);
            }
        }
        let ghz1 = core_ghz();
        let ghz = (ghz0 + ghz1) / 2.0;
        println!(
            "core clock (dependent adds): {ghz0:.2} GHz before, {ghz1:.2} GHz after; {rounds} rounds of ~1 ms samples"
        );
        println!("| operation | bls381 ns | bls381 core cycles | blst ns | blst core cycles | bls381/blst (median of paired) |");
        println!("| --- | ---: | ---: | ---: | ---: | ---: |");
        for (r, (o, b, q)) in rows.iter().zip(samples.iter_mut()) {
            let (o, b) = (median(o), median(b));
            let mut qs = q.clone();
            qs.sort_by(|x, y| x.partial_cmp(y).unwrap());
            let (q1, q3) = (qs[qs.len() / 4], qs[3 * qs.len() / 4]);
            println!(
                "| {} | {:.1} | {:.0} | {:.1} | {:.0} | **{:.3}** ({:.3}-{:.3}) |",
                r.name,
                o,
                o * ghz,
                b,
                b * ghz,
                median(q),
                q1,
                q3
            );
        }
        println!("load after: {}", load());
    }
}
