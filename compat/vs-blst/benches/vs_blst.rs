//! The facade against the real blst, operation by operation, timed in alternation in one
//! process: each round takes one sample of each library (their order alternating), a sample
//! runs the operation in a loop calibrated to about 20 ms, and the ratio is the median of the
//! per-round ratios (facade / blst, below 1: the facade is faster). Each operation first checks
//! that both libraries return the same result.
//!
//! `cargo bench --bench vs_blst -- [--rounds N] [substring ...]`; with the default features
//! each library uses its threads (blst its pool, the facade the rayon pool: set
//! `RAYON_NUM_THREADS`), with `--no-default-features --features single` both run on one thread.

use std::hint::black_box;
use std::time::{Duration, Instant};

use facade::MultiPoint as _;

const DST: &[u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";

/// One operation: its name and a closure per library.
struct Op {
    name: String,
    facade: Box<dyn FnMut()>,
    real: Box<dyn FnMut()>,
}

fn op(name: impl Into<String>, facade: impl FnMut() + 'static, real: impl FnMut() + 'static) -> Op {
    Op {
        name: name.into(),
        facade: Box::new(facade),
        real: Box::new(real),
    }
}

/// SplitMix64 with a fixed seed: the same inputs every run.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
}

/// Iterations of `f` that take about `target`.
fn calibrate(f: &mut dyn FnMut(), target: Duration) -> u32 {
    let mut n = 1u32;
    loop {
        let t = Instant::now();
        for _ in 0..n {
            f();
        }
        let e = t.elapsed();
        if e >= target / 4 || n >= 1 << 20 {
            let per = e.as_secs_f64() / f64::from(n);
            return ((target.as_secs_f64() / per).ceil() as u32).max(1);
        }
        n *= 4;
    }
}

fn sample(f: &mut dyn FnMut(), iters: u32) -> f64 {
    let t = Instant::now();
    for _ in 0..iters {
        f();
    }
    t.elapsed().as_secs_f64() / f64::from(iters)
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn fmt_time(s: f64) -> String {
    if s >= 1e-3 {
        format!("{:.3} ms", s * 1e3)
    } else if s >= 1e-6 {
        format!("{:.2} µs", s * 1e6)
    } else {
        format!("{:.1} ns", s * 1e9)
    }
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

fn cpu() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let field = |k: &str| {
        info.lines()
            .find(|l| l.starts_with(k))
            .and_then(|l| l.split(':').nth(1))
            .map(|s| s.trim().to_string())
            .unwrap_or_default()
    };
    format!(
        "{} (family {}, model {})",
        field("model name"),
        field("cpu family"),
        field("model\t")
    )
}

fn ops(rng: &mut Rng) -> Vec<Op> {
    use facade::min_pk as F;
    use real::min_pk as R;
    let mut v = Vec::new();

    // Keys, messages and signatures, made by blst and converted.
    let n = 64;
    let sks_r: Vec<R::SecretKey> = (0..n)
        .map(|_| R::SecretKey::key_gen(&rng.bytes(32), &[]).unwrap())
        .collect();
    let sks_f: Vec<F::SecretKey> = sks_r
        .iter()
        .map(|k| F::SecretKey::from_bytes(&k.to_bytes()).unwrap())
        .collect();
    let pks_r: Vec<R::PublicKey> = sks_r.iter().map(|k| k.sk_to_pk()).collect();
    let pks_f: Vec<F::PublicKey> = sks_f.iter().map(|k| k.sk_to_pk()).collect();
    let msgs: Vec<Vec<u8>> = (0..n).map(|_| rng.bytes(32)).collect();
    let sigs_r: Vec<R::Signature> = sks_r
        .iter()
        .zip(&msgs)
        .map(|(k, m)| k.sign(m, DST, &[]))
        .collect();
    let sigs_f: Vec<F::Signature> = sks_f
        .iter()
        .zip(&msgs)
        .map(|(k, m)| k.sign(m, DST, &[]))
        .collect();
    assert!(
        sigs_r
            .iter()
            .zip(&sigs_f)
            .all(|(a, b)| a.compress() == b.compress())
    );

    {
        let (kr, kf, m) = (sks_r[0].clone(), sks_f[0].clone(), msgs[0].clone());
        let m2 = m.clone();
        v.push(op(
            "sign (min-pk, 32-byte message)",
            move || {
                black_box(kf.sign(black_box(&m), DST, &[]));
            },
            move || {
                black_box(kr.sign(black_box(&m2), DST, &[]));
            },
        ));
    }
    {
        let (pr, pf, sr, sf, m) = (pks_r[0], pks_f[0], sigs_r[0], sigs_f[0], msgs[0].clone());
        assert_eq!(
            format!("{:?}", sr.verify(true, &m, DST, &[], &pr, true)),
            format!("{:?}", sf.verify(true, &m, DST, &[], &pf, true))
        );
        let m2 = m.clone();
        v.push(op(
            "verify (min-pk, signature and key checked)",
            move || {
                black_box(sf.verify(true, black_box(&m), DST, &[], &pf, true));
            },
            move || {
                black_box(sr.verify(true, black_box(&m2), DST, &[], &pr, true));
            },
        ));
    }
    for k in [8usize, 64] {
        let ms: Vec<Vec<u8>> = msgs[..k].to_vec();
        let prs = pks_r[..k].to_vec();
        let pfs = pks_f[..k].to_vec();
        let ar = R::AggregateSignature::aggregate(&sigs_r[..k].iter().collect::<Vec<_>>(), false)
            .unwrap()
            .to_signature();
        let af = F::AggregateSignature::aggregate(&sigs_f[..k].iter().collect::<Vec<_>>(), false)
            .unwrap()
            .to_signature();
        let ms2 = ms.clone();
        v.push(op(
            format!("aggregate_verify x{k} (distinct messages)"),
            move || {
                let m: Vec<&[u8]> = ms.iter().map(|m| m.as_slice()).collect();
                let p: Vec<&F::PublicKey> = pfs.iter().collect();
                assert_eq!(
                    af.aggregate_verify(true, &m, DST, &p, false),
                    facade::BLST_ERROR::BLST_SUCCESS
                );
            },
            move || {
                let m: Vec<&[u8]> = ms2.iter().map(|m| m.as_slice()).collect();
                let p: Vec<&R::PublicKey> = prs.iter().collect();
                assert_eq!(
                    ar.aggregate_verify(true, &m, DST, &p, false),
                    real::BLST_ERROR::BLST_SUCCESS
                );
            },
        ));
    }
    {
        let m = msgs[0].clone();
        let sr: Vec<R::Signature> = sks_r.iter().map(|k| k.sign(&m, DST, &[])).collect();
        let sf: Vec<F::Signature> = sks_f.iter().map(|k| k.sign(&m, DST, &[])).collect();
        let ar = R::AggregateSignature::aggregate(&sr.iter().collect::<Vec<_>>(), false)
            .unwrap()
            .to_signature();
        let af = F::AggregateSignature::aggregate(&sf.iter().collect::<Vec<_>>(), false)
            .unwrap()
            .to_signature();
        let (prs, pfs, m2) = (pks_r.clone(), pks_f.clone(), m.clone());
        v.push(op(
            "fast_aggregate_verify x64",
            move || {
                let p: Vec<&F::PublicKey> = pfs.iter().collect();
                assert_eq!(
                    af.fast_aggregate_verify(true, &m, DST, &p),
                    facade::BLST_ERROR::BLST_SUCCESS
                );
            },
            move || {
                let p: Vec<&R::PublicKey> = prs.iter().collect();
                assert_eq!(
                    ar.fast_aggregate_verify(true, &m2, DST, &p),
                    real::BLST_ERROR::BLST_SUCCESS
                );
            },
        ));
    }
    for k in [16usize, 64] {
        let rands_r: Vec<real::blst_scalar> = (0..k)
            .map(|_| real::blst_scalar {
                b: rng.bytes(32).try_into().unwrap(),
            })
            .collect();
        let rands_f: Vec<facade::blst_scalar> = rands_r
            .iter()
            .map(|r| facade::blst_scalar { b: r.b })
            .collect();
        let (ms, prs, pfs, srs, sfs) = (
            msgs[..k].to_vec(),
            pks_r[..k].to_vec(),
            pks_f[..k].to_vec(),
            sigs_r[..k].to_vec(),
            sigs_f[..k].to_vec(),
        );
        let ms2 = ms.clone();
        v.push(op(
            format!("verify_multiple_aggregate_signatures x{k} (64-bit blinding)"),
            move || {
                let m: Vec<&[u8]> = ms.iter().map(|m| m.as_slice()).collect();
                let p: Vec<&F::PublicKey> = pfs.iter().collect();
                let s: Vec<&F::Signature> = sfs.iter().collect();
                assert_eq!(
                    F::Signature::verify_multiple_aggregate_signatures(
                        &m, DST, &p, false, &s, true, &rands_f, 64
                    ),
                    facade::BLST_ERROR::BLST_SUCCESS
                );
            },
            move || {
                let m: Vec<&[u8]> = ms2.iter().map(|m| m.as_slice()).collect();
                let p: Vec<&R::PublicKey> = prs.iter().collect();
                let s: Vec<&R::Signature> = srs.iter().collect();
                assert_eq!(
                    R::Signature::verify_multiple_aggregate_signatures(
                        &m, DST, &p, false, &s, true, &rands_r, 64
                    ),
                    real::BLST_ERROR::BLST_SUCCESS
                );
            },
        ));
    }
    {
        let bytes = sigs_r[1].compress();
        v.push(op(
            "signature decompression + subgroup check (96 bytes)",
            move || {
                black_box(F::Signature::sig_validate(black_box(&bytes), true).unwrap());
            },
            move || {
                black_box(R::Signature::sig_validate(black_box(&bytes), true).unwrap());
            },
        ));
    }
    // Multi-scalar multiplication through MultiPoint, as revm's EIP-2537 MSM and blstrs call it.
    for (npoints, g2) in [(4096usize, false), (1024, true)] {
        let scalars = rng.bytes(32 * npoints);
        if !g2 {
            let pts_r: Vec<real::blst_p1_affine> =
                (0..npoints).map(|i| pks_r[i % n].into()).collect();
            let pts_r = {
                // Distinct points: multiples of the keys.
                let j: Vec<real::blst_p1> = pts_r
                    .iter()
                    .enumerate()
                    .map(|(i, p)| {
                        let mut a = real::blst_p1::default();
                        let k = (i as u64 + 3).to_le_bytes();
                        unsafe {
                            real::blst_p1_from_affine(&mut a, p);
                            real::blst_p1_mult(&mut a, &a, k.as_ptr(), 64);
                        }
                        a
                    })
                    .collect();
                real::p1_affines::from(&j)
            };
            let pts_f: Vec<facade::blst_p1_affine> = pts_r
                .as_slice()
                .iter()
                .map(|p| unsafe {
                    core::mem::transmute::<real::blst_p1_affine, facade::blst_p1_affine>(*p)
                })
                .collect();
            let (mut ar, mut af) = (
                real::blst_p1_affine::default(),
                facade::blst_p1_affine::default(),
            );
            unsafe {
                real::blst_p1_to_affine(&mut ar, &pts_r.mult(&scalars, 255));
                facade::blst_p1_to_affine(&mut af, &pts_f.as_slice().mult(&scalars, 255));
                assert_eq!(
                    core::mem::transmute::<facade::blst_p1_affine, real::blst_p1_affine>(af),
                    ar
                );
            }
            let s2 = scalars.clone();
            v.push(op(
                format!("MultiPoint::mult G1 x{npoints} (255-bit scalars)"),
                move || {
                    black_box(pts_f.as_slice().mult(&scalars, 255));
                },
                move || {
                    black_box(pts_r.mult(&s2, 255));
                },
            ));
        } else {
            let pts_r: Vec<real::blst_p2> = (0..npoints)
                .map(|i| {
                    let mut a = real::blst_p2::default();
                    let k = (i as u64 + 3).to_le_bytes();
                    unsafe {
                        real::blst_p2_mult(&mut a, real::blst_p2_generator(), k.as_ptr(), 64)
                    };
                    a
                })
                .collect();
            let pts_r = real::p2_affines::from(&pts_r);
            let pts_f: Vec<facade::blst_p2_affine> = pts_r
                .as_slice()
                .iter()
                .map(|p| unsafe {
                    core::mem::transmute::<real::blst_p2_affine, facade::blst_p2_affine>(*p)
                })
                .collect();
            let s2 = scalars.clone();
            v.push(op(
                format!("MultiPoint::mult G2 x{npoints} (255-bit scalars)"),
                move || {
                    black_box(pts_f.as_slice().mult(&scalars, 255));
                },
                move || {
                    black_box(pts_r.mult(&s2, 255));
                },
            ));
        }
    }
    // The raw calls of blstrs's hot paths.
    {
        let p: real::blst_p1_affine = pks_r[2].into();
        let q: real::blst_p1_affine = pks_r[3].into();
        let (mut pj, mut qj) = (real::blst_p1::default(), real::blst_p1::default());
        unsafe {
            real::blst_p1_from_affine(&mut pj, &p);
            real::blst_p1_from_affine(&mut qj, &q);
            real::blst_p1_double(&mut pj, &pj);
        }
        let (pf, qf) = unsafe {
            (
                core::mem::transmute::<real::blst_p1, facade::blst_p1>(pj),
                core::mem::transmute::<real::blst_p1, facade::blst_p1>(qj),
            )
        };
        v.push(op(
            "blst_p1_add_or_double (latency chain)",
            move || {
                let mut acc = pf;
                for _ in 0..64 {
                    unsafe { facade::blst_p1_add_or_double(&mut acc, &acc, &qf) };
                }
                black_box(acc);
            },
            move || {
                let mut acc = pj;
                for _ in 0..64 {
                    unsafe { real::blst_p1_add_or_double(&mut acc, &acc, &qj) };
                }
                black_box(acc);
            },
        ));
        let k = rng.bytes(32);
        let k2 = k.clone();
        v.push(op(
            "blst_p1_mult (255-bit scalar, Jacobian in and out)",
            move || {
                let mut out = facade::blst_p1::default();
                unsafe { facade::blst_p1_mult(&mut out, &pf, k.as_ptr(), 255) };
                black_box(out);
            },
            move || {
                let mut out = real::blst_p1::default();
                unsafe { real::blst_p1_mult(&mut out, &pj, k2.as_ptr(), 255) };
                black_box(out);
            },
        ));
    }
    {
        let a = {
            let mut f = real::blst_fp::default();
            unsafe { real::blst_fp_from_bendian(&mut f, rng.bytes(48).as_ptr()) };
            f
        };
        let af: facade::blst_fp = unsafe { core::mem::transmute(a) };
        v.push(op(
            "blst_fp_mul (latency chain of 64)",
            move || {
                let mut x = af;
                for _ in 0..64 {
                    unsafe { facade::blst_fp_mul(&mut x, &x, &af) };
                }
                black_box(x);
            },
            move || {
                let mut x = a;
                for _ in 0..64 {
                    unsafe { real::blst_fp_mul(&mut x, &x, &a) };
                }
                black_box(x);
            },
        ));
    }
    {
        let p: real::blst_p1_affine = pks_r[4].into();
        let q: real::blst_p2_affine = sigs_r[4].into();
        let (pf, qf): (facade::blst_p1_affine, facade::blst_p2_affine) = unsafe {
            (
                core::mem::transmute::<real::blst_p1_affine, facade::blst_p1_affine>(p),
                core::mem::transmute::<real::blst_p2_affine, facade::blst_p2_affine>(q),
            )
        };
        v.push(op(
            "pairing (blst_miller_loop + blst_final_exp)",
            move || {
                let mut f = facade::blst_fp12::default();
                unsafe {
                    facade::blst_miller_loop(&mut f, &qf, &pf);
                    facade::blst_final_exp(&mut f, &f);
                }
                black_box(f);
            },
            move || {
                let mut f = real::blst_fp12::default();
                unsafe {
                    real::blst_miller_loop(&mut f, &q, &p);
                    real::blst_final_exp(&mut f, &f);
                }
                black_box(f);
            },
        ));
    }
    v
}

fn main() {
    let mut args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let mut rounds = 11usize;
    if let Some(i) = args.iter().position(|a| a == "--rounds") {
        rounds = args[i + 1].parse().unwrap();
        args.drain(i..i + 2);
    }
    let threads = if cfg!(feature = "single") {
        "one thread each (blst no-threads, facade without `threads`)".to_string()
    } else {
        format!(
            "blst's pool, the facade on rayon ({} threads)",
            rayon::current_num_threads()
        )
    };
    let load_before = loadavg();
    let t0 = Instant::now();
    let mut rng = Rng(0x626c_7374);
    let mut all = ops(&mut rng);
    all.retain(|o| args.is_empty() || args.iter().any(|a| o.name.contains(a.as_str())));
    println!("- CPU: {}", cpu());
    println!("- threads: {threads}");
    println!(
        "- method: {rounds} rounds, each one sample (~20 ms loop) per library in alternating order; ratio = median of the per-round ratios"
    );
    println!();
    println!("| operation | facade median | blst median | facade / blst | spread |");
    println!("| --- | ---: | ---: | ---: | ---: |");
    for o in all.iter_mut() {
        let target = Duration::from_millis(20);
        let nf = calibrate(&mut *o.facade, target);
        let nr = calibrate(&mut *o.real, target);
        let (mut tf, mut tr, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
        for r in 0..rounds {
            let (f, b) = if r % 2 == 0 {
                let f = sample(&mut *o.facade, nf);
                (f, sample(&mut *o.real, nr))
            } else {
                let b = sample(&mut *o.real, nr);
                (sample(&mut *o.facade, nf), b)
            };
            tf.push(f);
            tr.push(b);
            ratios.push(f / b);
        }
        let mut sorted = ratios.clone();
        let m = median(&mut ratios);
        sorted.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let spread = (sorted[3 * rounds / 4] - sorted[rounds / 4]) / 2.0 / m * 100.0;
        println!(
            "| {} | {} | {} | **{:.2}** | ±{:.0}% |",
            o.name,
            fmt_time(median(&mut tf)),
            fmt_time(median(&mut tr)),
            m,
            spread
        );
    }
    println!();
    println!(
        "- load average before: {load_before}, after: {}; run time {:.0} s",
        loadavg(),
        t0.elapsed().as_secs_f64()
    );
}
