//! bls381::eip2537 beside revm-precompile's blst path, in one run: every precompile, the MSMs
//! at k = 1, 2, 8, 32, 128 pairs, the pairing check at k = 1, 2, 4, 8. Each row's samples
//! alternate the two sides (which one goes first alternates too); a sample runs enough calls
//! for about `--min-ms` milliseconds. With the `one-thread` feature (blst without its thread
//! pool) every call runs on the calling thread and samples are timed in its CPU time (a busy
//! machine's preemptions do not count); otherwise, or with `parallel` or `--wall`, in wall-clock
//! time. The table gives the median time per call of each side,
//! the median of the per-round ratios bls381/revm (below 1: bls381 faster) with its
//! interquartile range, and the throughput in Mgas/s (the call's gas over its median time).
//!
//!     cargo bench --bench vs_revm [--features one-thread|parallel] [-- [--rounds N] [--min-ms MS] [--wall] [FILTER...]]
//!
//! Both sides get the same inputs: valid ones (subgroup points, scalars below r, pairings
//! equal to 1), eight per row, cycled.

use std::hint::black_box;
use std::time::{Duration, Instant};

use bls381::eip2537::Precompile;
use eip2537_vs_revm::{compare, gen, revm};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

struct Args {
    rounds: usize,
    wall: bool,
    min: Duration,
    filters: Vec<String>,
}

fn args() -> Args {
    let mut a = Args {
        rounds: 21,
        wall: false,
        min: Duration::from_millis(3),
        filters: vec![],
    };
    let mut it = std::env::args().skip(1);
    while let Some(s) = it.next() {
        match s.as_str() {
            "--rounds" => a.rounds = it.next().and_then(|v| v.parse().ok()).expect("--rounds N"),
            "--min-ms" => {
                let ms: f64 = it.next().and_then(|v| v.parse().ok()).expect("--min-ms MS");
                a.min = Duration::from_secs_f64(ms / 1e3);
            }
            "--wall" => a.wall = true,
            "--bench" => {}
            f => a.filters.push(f.to_string()),
        }
    }
    a
}

fn name(p: Precompile) -> &'static str {
    match p {
        Precompile::G1Add => "G1ADD",
        Precompile::G1Msm => "G1MSM",
        Precompile::G2Add => "G2ADD",
        Precompile::G2Msm => "G2MSM",
        Precompile::PairingCheck => "PAIRING_CHECK",
        Precompile::MapFpToG1 => "MAP_FP_TO_G1",
        Precompile::MapFp2ToG2 => "MAP_FP2_TO_G2",
    }
}

/// Benchmark inputs: what a contract typically sends.
fn input(rng: &mut StdRng, p: Precompile, k: usize) -> Vec<u8> {
    use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
    match p {
        Precompile::G1Add => {
            let (a, b) = (
                G1Projective::random(&mut *rng),
                G1Projective::random(&mut *rng),
            );
            [gen::g1(&a.into()), gen::g1(&b.into())].concat()
        }
        Precompile::G2Add => {
            let (a, b) = (
                G2Projective::random(&mut *rng),
                G2Projective::random(&mut *rng),
            );
            [gen::g2(&a.into()), gen::g2(&b.into())].concat()
        }
        Precompile::G1Msm | Precompile::G2Msm => {
            let mut out = Vec::new();
            for _ in 0..k {
                if p == Precompile::G1Msm {
                    out.extend(gen::g1(&G1Affine::from(G1Projective::random(&mut *rng))));
                } else {
                    out.extend(gen::g2(&G2Affine::from(G2Projective::random(&mut *rng))));
                }
                out.extend(Scalar::random(&mut *rng).to_bytes_be());
            }
            out
        }
        Precompile::PairingCheck => {
            if k == 1 {
                // One pair of non-identity points: the answer is 0 whatever they are.
                gen::pairing_input(rng, 1, false)
            } else {
                gen::pairing_input(rng, k, true)
            }
        }
        Precompile::MapFpToG1 => gen::fp(rng),
        Precompile::MapFp2ToG2 => [gen::fp(rng), gen::fp(rng)].concat(),
    }
}

/// This thread's CPU time in seconds (time spent waiting for a core does not count).
fn cpu_time() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid timespec for the call to fill.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime");
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// The clock of the samples: this thread's CPU time when every call runs on it, else the wall
/// clock (revm's blst splits MSMs over its thread pool unless built without it; bls381 uses
/// its rayon pool with `parallel`).
static WALL: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn now() -> f64 {
    if WALL.load(std::sync::atomic::Ordering::Relaxed) {
        static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
        START.get_or_init(Instant::now).elapsed().as_secs_f64()
    } else {
        cpu_time()
    }
}

/// Seconds per call of `f` over `n` calls cycling through `inputs`.
fn time(n: usize, inputs: &[Vec<u8>], f: &dyn Fn(&[u8]) -> usize) -> f64 {
    let t = now();
    let mut acc = 0;
    for i in 0..n {
        acc += f(black_box(&inputs[i % inputs.len()]));
    }
    black_box(acc);
    (now() - t) / n as f64
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn quartiles(v: &mut [f64]) -> (f64, f64) {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    (v[v.len() / 4], v[(3 * v.len()) / 4])
}

fn cpu() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            let get = |k: &str| {
                s.lines()
                    .find(|l| l.starts_with(k))
                    .and_then(|l| l.split(':').nth(1))
                    .map(|v| v.trim().to_string())
            };
            Some(format!(
                "{} (family {}, model {})",
                get("model name")?,
                get("cpu family")?,
                get("model")?
            ))
        })
        .unwrap_or_else(|| "unknown".into())
}

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

fn main() {
    let args = args();
    let wall = args.wall || !cfg!(feature = "one-thread") || cfg!(feature = "parallel");
    WALL.store(wall, std::sync::atomic::Ordering::Relaxed);
    let rows: Vec<(Precompile, usize)> = [
        (Precompile::G1Add, 1),
        (Precompile::G2Add, 1),
        (Precompile::MapFpToG1, 1),
        (Precompile::MapFp2ToG2, 1),
    ]
    .into_iter()
    .chain([1, 2, 8, 32, 128].map(|k| (Precompile::G1Msm, k)))
    .chain([1, 2, 8, 32, 128].map(|k| (Precompile::G2Msm, k)))
    .chain([1, 2, 4, 8].map(|k| (Precompile::PairingCheck, k)))
    .filter(|(p, k)| {
        let label = format!("{} {k}", name(*p));
        args.filters.is_empty() || args.filters.iter().any(|f| label.contains(f.as_str()))
    })
    .collect();

    println!("- CPU: {}", cpu());
    println!("- bls381 backend: {}", bls381::backend());
    println!(
        "- revm-precompile 43 (blst{})",
        if cfg!(feature = "portable") {
            ", portable: its default"
        } else {
            ", non-portable"
        }
    );
    println!("- load average before: {}", load());
    println!(
        "- method: {} rounds per row, each one sample per side (alternating which goes first), a sample >= {:.1} ms; medians; ratio = median of per-round bls381/revm (IQR in brackets)",
        args.rounds,
        args.min.as_secs_f64() * 1e3
    );
    println!();
    println!("| precompile | k | gas | bls381 µs | revm µs | bls381/revm | bls381 Mgas/s | revm Mgas/s |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    let started = Instant::now();
    let mut rng = StdRng::seed_from_u64(2537);
    for (p, k) in rows {
        let inputs: Vec<Vec<u8>> = (0..8).map(|_| input(&mut rng, p, k)).collect();
        for i in &inputs {
            // Both sides agree on every benchmark input (and accept it).
            let v = compare(p, i).unwrap_or_else(|e| panic!("{e}"));
            assert!(v.is_ok(), "{} {k}: benchmark input refused", name(p));
        }
        let ours = move |i: &[u8]| p.run(i).map(|o| o.len()).unwrap_or(0);
        let theirs = move |i: &[u8]| revm(p, i).map(|o| o.0.len()).unwrap_or(0);
        // Calibrate: calls per sample for the slower side to fill `min`.
        let once = time(1, &inputs, &theirs).max(time(1, &inputs, &ours));
        let n = ((args.min.as_secs_f64() / once).ceil() as usize).clamp(1, 1 << 20);
        let _ = time(n, &inputs, &ours) + time(n, &inputs, &theirs);
        let (mut a, mut b, mut ratio) = (vec![], vec![], vec![]);
        for round in 0..args.rounds {
            let (x, y) = if round % 2 == 0 {
                let x = time(n, &inputs, &ours);
                (x, time(n, &inputs, &theirs))
            } else {
                let y = time(n, &inputs, &theirs);
                (time(n, &inputs, &ours), y)
            };
            a.push(x);
            b.push(y);
            ratio.push(x / y);
        }
        let (ta, tb) = (median(&mut a), median(&mut b));
        let r = median(&mut ratio);
        let (q1, q3) = quartiles(&mut ratio);
        let gas = p.gas(inputs[0].len()) as f64;
        println!(
            "| {} | {} | {} | {:.2} | {:.2} | **{:.2}** [{:.2}–{:.2}] | {:.0} | {:.0} |",
            name(p),
            if matches!(
                p,
                Precompile::G1Msm | Precompile::G2Msm | Precompile::PairingCheck
            ) {
                k.to_string()
            } else {
                "–".into()
            },
            gas,
            ta * 1e6,
            tb * 1e6,
            r,
            q1,
            q3,
            gas / ta / 1e6,
            gas / tb / 1e6,
        );
        let _ = rng.next_u32();
    }
    println!();
    println!(
        "- run time {:.1} s, load average after: {}",
        started.elapsed().as_secs_f64(),
        load()
    );
}
