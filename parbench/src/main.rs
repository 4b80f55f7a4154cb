//! Threaded benchmarks, one table from one run: bls381 with its `parallel` feature on rayon
//! pools of each requested size, beside blst's threaded Rust API (its own pool, one thread per
//! CPU the process may run on: `taskset -c 0` gives it one) and arkworks' `parallel` MSM (on the
//! same rayon pools as bls381).
//!
//! ```text
//! cargo run --release --manifest-path parbench/Cargo.toml -- [--threads 1,2] [--rounds N] [FILTER...]
//! taskset -c 0 target/release/parbench --threads 1      # blst with one thread
//! ```
//!
//! Method: every variant of an operation runs once per round, the order rotating between
//! rounds, so drift and the other tenants of the machine hit all of them alike; a sample is
//! the wall time of enough repetitions to last `--min-ms` (default 60 ms). Printed: the median
//! per variant, and each ratio as the median of the per-round ratios (paired samples). Before
//! timing, each operation checks that every library computes the same result. The `cpu/wall`
//! columns are the process's CPU time over wall time while that variant ran (from
//! `/proc/self/stat`): about 2 means two cores were busy — the check that blst's pool really
//! runs threaded.
//!
//! The `ceiling` column is the machine's own scaling for the same work: the operation cut into
//! p independent slices (p = the largest pool) run serially, each on its own one-thread pool,
//! all at once, against the whole on one thread. No split can beat it by much: it has no
//! serial part and no synchronisation, only what p busy cores cost each other (shared caches
//! and memory, the clock a package holds with all cores busy, a hypervisor's other tenants).
//! `of ceiling` is speed-up / ceiling: how much of what the machine gives the split keeps.
//!
//! Wall time is the only honest clock for threaded work, and it is what other processes on a
//! shared machine disturb most: the header prints the load average before and after.

use std::hint::black_box;
use std::time::Instant;

use bls381::signature::min_pk::{Pop, PublicKey, SecretKey, Signature};
use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
use rand::{rngs::StdRng, Rng, SeedableRng};

mod inputs;
use inputs::*;

const DST: &[u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";

struct Args {
    threads: Vec<usize>,
    rounds: usize,
    min_ms: f64,
    filters: Vec<String>,
    no_ark: bool,
    /// `--rounds` was given: every row runs that many (else the largest rows run fewer).
    rounds_given: bool,
    no_ceiling: bool,
}

fn args() -> Args {
    let mut a = Args {
        threads: vec![1, 2],
        rounds: 9,
        min_ms: 60.0,
        filters: vec![],
        no_ark: false,
        rounds_given: false,
        no_ceiling: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(s) = it.next() {
        match s.as_str() {
            "--threads" => {
                a.threads = it
                    .next()
                    .expect("--threads 1,2")
                    .split(',')
                    .map(|t| t.parse().expect("thread count"))
                    .collect()
            }
            "--rounds" => {
                a.rounds = it.next().and_then(|r| r.parse().ok()).expect("--rounds N");
                a.rounds_given = true;
            }
            "--min-ms" => a.min_ms = it.next().and_then(|r| r.parse().ok()).expect("--min-ms X"),
            "--no-ark" => a.no_ark = true,
            "--no-ceiling" => a.no_ceiling = true,
            "--bench" => {} // `cargo bench` passes it
            "--help" | "-h" => {
                println!(
                    "parbench [--threads 1,2] [--rounds N] [--min-ms X] [--no-ark] [--no-ceiling] [FILTER...]"
                );
                std::process::exit(0);
            }
            f => a.filters.push(f.to_string()),
        }
    }
    a
}

/// utime + stime of the whole process, in clock ticks (all threads).
fn cpu_ticks() -> u64 {
    let s = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let rest = s.rsplit_once(')').map(|(_, r)| r).unwrap_or("");
    let f: Vec<&str> = rest.split_whitespace().collect();
    // Fields 14 and 15 of stat(5); after the ")" field 3 is at index 0.
    let get = |i: usize| {
        f.get(i - 3)
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(0)
    };
    get(14) + get(15)
}

fn ticks_per_sec() -> f64 {
    100.0 // USER_HZ on Linux
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

fn cpu_name() -> String {
    let s = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let field = |k: &str| {
        s.lines()
            .find(|l| l.starts_with(k))
            .and_then(|l| l.split(':').nth(1))
            .map(|v| v.trim().to_string())
            .unwrap_or_default()
    };
    format!(
        "{} (family {}, model {}, stepping {})",
        field("model name"),
        field("cpu family"),
        field("model\t"),
        field("stepping")
    )
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    if v.is_empty() {
        return f64::NAN;
    }
    v[v.len() / 2]
}

/// One way of running an operation: "bls381@2", "blst", "ark@1", ... (in the order of the
/// table's columns) and its closure.
struct Variant<'a> {
    run: Box<dyn FnMut() + 'a>,
}

struct Measured {
    samples: Vec<f64>, // ms per operation, one per round
    util: f64,
}

fn measure(vs: &mut [Variant], rounds: usize, min_ms: f64) -> Vec<Measured> {
    // Warm-up and calibration: repetitions per sample so that it lasts min_ms.
    let reps: Vec<usize> = vs
        .iter_mut()
        .map(|v| {
            (v.run)();
            let t = Instant::now();
            (v.run)();
            let once = t.elapsed().as_secs_f64() * 1e3;
            ((min_ms / once).ceil() as usize).clamp(1, 100_000)
        })
        .collect();
    let mut out: Vec<Measured> = vs
        .iter()
        .map(|_| Measured {
            samples: vec![],
            util: 0.0,
        })
        .collect();
    let mut busy = vec![(0u64, 0f64); vs.len()];
    for r in 0..rounds {
        for k in 0..vs.len() {
            let i = (k + r) % vs.len();
            let c0 = cpu_ticks();
            let t = Instant::now();
            for _ in 0..reps[i] {
                (vs[i].run)();
            }
            let dt = t.elapsed().as_secs_f64();
            busy[i].0 += cpu_ticks() - c0;
            busy[i].1 += dt;
            out[i].samples.push(dt * 1e3 / reps[i] as f64);
        }
    }
    for (m, (ticks, wall)) in out.iter_mut().zip(busy) {
        m.util = ticks as f64 / ticks_per_sec() / wall;
    }
    out
}

fn paired(a: &Measured, b: &Measured) -> f64 {
    median(
        a.samples
            .iter()
            .zip(&b.samples)
            .map(|(x, y)| x / y)
            .collect(),
    )
}

struct Ctx {
    args: Args,
    pools: Vec<(usize, rayon::ThreadPool)>,
    /// One-thread pools, as many as the largest pool's threads, for the ceiling's slices.
    singles: Vec<rayon::ThreadPool>,
    blst_threads: usize,
    rows: Vec<String>,
    /// (operation, speed-up of the largest pool over the first, the ceiling if measured) for
    /// the projection.
    speedups: Vec<(String, f64, Option<f64>)>,
}

impl Ctx {
    fn wanted(&self, op: &str) -> bool {
        self.args.filters.is_empty() || self.args.filters.iter().any(|f| op.contains(f.as_str()))
    }

    /// The number of slices of the ceiling: the largest pool's threads (0: no ceiling).
    fn slices(&self) -> usize {
        if self.args.no_ceiling {
            return 0;
        }
        let p = self.singles.len();
        if p > 1 && self.args.threads[0] == 1 {
            p
        } else {
            0
        }
    }

    /// Runs the variants (bls381 per pool from `ours`, blst from `theirs` if any, arkworks per
    /// pool from `ark` if any, and the ceiling from `slice(k, p)`, which does slice k of p of
    /// the work serially) and prints one row.
    #[allow(clippy::type_complexity)]
    fn row<'a>(
        &mut self,
        op: &str,
        rounds: usize,
        ours: &'a (dyn Fn() + Sync),
        theirs: Option<Box<dyn FnMut() + 'a>>,
        ark: Option<&'a (dyn Fn() + Sync)>,
        slice: Option<&'a (dyn Fn(usize, usize) + Sync)>,
    ) {
        let pools: Vec<(usize, &rayon::ThreadPool)> =
            self.pools.iter().map(|(k, p)| (*k, p)).collect();
        let mut vs: Vec<Variant> = vec![];
        for &(_, pool) in &pools {
            vs.push(Variant {
                run: Box::new(move || pool.install(ours)),
            });
        }
        let p = self.slices();
        let has_ceiling = slice.is_some() && p > 1;
        if let (Some(slice), true) = (slice, has_ceiling) {
            let singles = &self.singles;
            vs.push(Variant {
                run: Box::new(move || fan_out(singles, p - 1, p, slice)),
            });
        }
        let has_blst = theirs.is_some();
        if let Some(t) = theirs {
            vs.push(Variant { run: t });
        }
        let has_ark = ark.is_some() && !self.args.no_ark;
        if let (Some(a), true) = (ark, has_ark) {
            for &(_, pool) in &pools {
                vs.push(Variant {
                    run: Box::new(move || pool.install(a)),
                });
            }
        }
        let m = measure(&mut vs, rounds, self.args.min_ms);
        let np = pools.len();
        let ours = &m[..np];
        let mut cells = vec![op.to_string()];
        for o in ours {
            cells.push(format!("{:.3}", median(o.samples.clone())));
        }
        // Speed-up of the largest pool over the first (1 thread when asked for).
        let ceiling = has_ceiling.then(|| paired(&ours[0], &m[np]));
        cells.push(if np > 1 {
            let s = paired(&ours[0], &ours[np - 1]);
            self.speedups.push((op.to_string(), s, ceiling));
            format!("{s:.2}x")
        } else {
            "-".into()
        });
        if let Some(c) = ceiling {
            let s = paired(&ours[0], &ours[np - 1]);
            cells.push(format!("{c:.2}x"));
            cells.push(format!("{:.0}%", 100.0 * s / c));
        } else {
            cells.extend(["-".into(), "-".into()]);
        }
        let np_c = np + usize::from(has_ceiling); // variants before blst's
        cells.push(format!("{:.2}", ours[np - 1].util));
        if has_blst {
            let b = &m[np_c];
            cells.push(format!("{:.3}", median(b.samples.clone())));
            cells.push(format!("{:.2}", b.util));
            // bls381 on a pool of blst's size against blst.
            let same = ours
                .iter()
                .zip(&pools)
                .find(|(_, (k, _))| *k == self.blst_threads);
            cells.push(match same {
                Some((o, _)) => format!("**{:.2}**", paired(o, b)),
                None => "-".into(),
            });
        } else {
            cells.extend(["-".into(), "-".into(), "-".into()]);
        }
        if has_ark {
            let a = &m[m.len() - np..];
            cells.push(format!("{:.3}", median(a[np - 1].samples.clone())));
            cells.push(format!("{:.2}", paired(&ours[np - 1], &a[np - 1])));
        } else {
            cells.extend(["-".into(), "-".into()]);
        }
        let line = format!("| {} |", cells.join(" | "));
        println!("{line}");
        self.rows.push(line);
    }
}

fn main() {
    let args = args();
    let blst_threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    let pools = args
        .threads
        .iter()
        .map(|&k| {
            let p = rayon::ThreadPoolBuilder::new()
                .num_threads(k)
                .build()
                .expect("a rayon pool");
            (k, p)
        })
        .collect();
    let load_before = loadavg();
    let start = Instant::now();
    println!("- CPU: {}", cpu_name());
    println!(
        "- bls381 {} backend {}; threads {:?} (rayon pools); blst: its own pool of {} thread(s) (available_parallelism)",
        env!("CARGO_PKG_VERSION"),
        bls381::backend(),
        args.threads,
        blst_threads
    );
    println!("- load average before: {load_before}");
    println!();
    let widest = args.threads.iter().copied().max().unwrap_or(1);
    let singles = (0..widest)
        .map(|_| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(1)
                .build()
                .expect("a rayon pool")
        })
        .collect();
    let mut ctx = Ctx {
        pools,
        singles,
        blst_threads,
        rows: vec![],
        speedups: vec![],
        args,
    };
    let t = ctx.args.threads.clone();
    let mut head = vec!["operation".to_string()];
    for k in &t {
        head.push(format!("bls381 {k}T ms"));
    }
    head.extend(
        [
            "speed-up",
            "ceiling",
            "of ceiling",
            "cpu/wall",
            "blst ms",
            "blst cpu/wall",
            "bls381/blst",
            "ark ms",
            "bls381/ark",
        ]
        .map(String::from),
    );
    println!("| {} |", head.join(" | "));
    println!("|{}", " ---: |".repeat(head.len()));

    msm_rows(&mut ctx);
    signature_rows(&mut ctx);

    println!();
    println!(
        "- ms = median over rounds of wall time per operation; speed-up = median of paired \
         ratios bls381@{}T / bls381@{}T; bls381/blst = paired ratio with bls381 on a pool of \
         blst's size ({} threads); bls381/ark = paired ratio at {} threads; cpu/wall = CPU \
         time over wall time (2 = both cores busy); ceiling = paired ratio of bls381@1T to \
         the same work cut into independent serial slices run at once, one per core (the \
         machine's own scaling), of ceiling = speed-up / ceiling",
        t[0],
        t[t.len() - 1],
        ctx.blst_threads,
        t[t.len() - 1]
    );
    amdahl(&ctx);
    println!(
        "- run time {:.0} s, load average before {load_before}, after {}",
        start.elapsed().as_secs_f64(),
        loadavg()
    );
}

/// The serial fraction implied by each measured speed-up (Karp–Flatt, CACM 1990: the
/// fraction f for which Amdahl's law gives the speed-up S on p threads,
/// f = (1/S − 1/p) / (1 − 1/p)), and Amdahl's projection 1 / (f + (1 − f)/N) to N cores.
/// f includes every loss seen on p threads (serial code, imbalance, synchronisation, shared
/// caches, the machine's other tenants), so the projection is a model, not a measurement.
/// Where the ceiling was measured, the code's own f is also given: Karp–Flatt on
/// p·S/ceiling, the speed-up the split would show on cores that did not slow each other down.
fn amdahl(ctx: &Ctx) {
    let t = &ctx.args.threads;
    if ctx.speedups.is_empty() || t[0] != 1 {
        return;
    }
    let p = t[t.len() - 1] as f64;
    let karp_flatt = |s: f64| ((1.0 / s - 1.0 / p) / (1.0 - 1.0 / p)).clamp(0.0, 1.0);
    let amdahl = |f: f64, n: f64| 1.0 / (f + (1.0 - f) / n);
    println!();
    println!(
        "Projection (Amdahl's law from the measured serial fraction; a model, not a measurement; \
         in parentheses, from the code's own fraction, without what the machine's {p} busy cores \
         cost each other):"
    );
    println!();
    println!("| operation | speed-up on {p} threads | ceiling | serial fraction f | code's f | 8 cores | 32 cores | 64 cores |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (op, s, c) in &ctx.speedups {
        let f = karp_flatt(*s);
        let fc = c.map(|c| karp_flatt((p * s / c).min(p)));
        let proj = |n: f64| match fc {
            Some(fc) => format!("{:.1}x ({:.1}x)", amdahl(f, n), amdahl(fc, n)),
            None => format!("{:.1}x", amdahl(f, n)),
        };
        println!(
            "| {op} | {s:.2}x | {} | {f:.3} | {} | {} | {} | {} |",
            c.map_or("-".into(), |c| format!("{c:.2}x")),
            fc.map_or("-".into(), |f| format!("{f:.3}")),
            proj(8.0),
            proj(32.0),
            proj(64.0)
        );
    }
}

/// Slices `0..=k` of `p`, slice j on the one-thread pool `singles[j]`, all at once (slice 0
/// from the calling thread, inside its pool; the others as jobs on their pools' waiting
/// threads, as a split's tasks reach the threads of a pool).
fn fan_out(
    singles: &[rayon::ThreadPool],
    k: usize,
    p: usize,
    slice: &(dyn Fn(usize, usize) + Sync),
) {
    if k == 0 {
        singles[0].install(|| slice(0, p));
        return;
    }
    singles[k].in_place_scope(|s| {
        s.spawn(move |_| slice(k, p));
        fan_out(singles, k - 1, p, slice);
    });
}

/// Slice `k` of `p` near-equal consecutive slices of `0..n`.
fn slice_range(n: usize, k: usize, p: usize) -> std::ops::Range<usize> {
    n * k / p..n * (k + 1) / p
}

fn rounds_for(ctx: &Ctx, log2: u32) -> usize {
    if ctx.args.rounds_given {
        ctx.args.rounds
    } else if log2 >= 18 {
        ctx.args.rounds.min(3)
    } else if log2 >= 16 {
        ctx.args.rounds.min(5)
    } else {
        ctx.args.rounds
    }
}

fn msm_rows(ctx: &mut Ctx) {
    for log2 in [10u32, 12, 14, 16, 18, 20] {
        let op = format!("G1 MSM 2^{log2}");
        if !ctx.wanted(&op) {
            continue;
        }
        let n = 1usize << log2;
        let inp = G1Inputs::new(n, log2 as u64);
        inp.check();
        let ours = || {
            black_box(G1Projective::msm_vartime(&inp.points, &inp.scalars));
        };
        let theirs = Box::new(|| {
            black_box(inp.blst());
        });
        let ark = || {
            let _ = black_box(inp.ark());
        };
        let slice = |k, p| {
            let r = slice_range(n, k, p);
            black_box(G1Projective::msm_vartime(
                &inp.points[r.clone()],
                &inp.scalars[r],
            ));
        };
        let r = rounds_for(ctx, log2);
        ctx.row(&op, r, &ours, Some(theirs), Some(&ark), Some(&slice));
    }
    for log2 in [10u32, 12, 14, 16, 18, 20] {
        let op = format!("G2 MSM 2^{log2}");
        if !ctx.wanted(&op) {
            continue;
        }
        let n = 1usize << log2;
        let inp = G2Inputs::new(n, 100 + log2 as u64);
        inp.check();
        let ours = || {
            black_box(G2Projective::msm_vartime(&inp.points, &inp.scalars));
        };
        let theirs = Box::new(|| {
            black_box(inp.blst());
        });
        let ark = || {
            let _ = black_box(inp.ark());
        };
        let slice = |k, p| {
            let r = slice_range(n, k, p);
            black_box(G2Projective::msm_vartime(
                &inp.points[r.clone()],
                &inp.scalars[r],
            ));
        };
        let r = rounds_for(ctx, log2 + 2);
        ctx.row(&op, r, &ours, Some(theirs), Some(&ark), Some(&slice));
    }
}

/// n signers, n distinct 32-byte messages, their signatures (bls381's and blst's, equal).
struct SigSets {
    pks: Vec<PublicKey>,
    msgs: Vec<[u8; 32]>,
    sig_bytes: Vec<[u8; 96]>,
    agg_bytes: [u8; 96],
    bpks: Vec<blst::min_pk::PublicKey>,
}

impl SigSets {
    fn new(n: usize, seed: u64) -> SigSets {
        let mut rng = StdRng::seed_from_u64(seed);
        let (mut pks, mut msgs, mut sigs, mut bpks) = (vec![], vec![], vec![], vec![]);
        for _ in 0..n {
            let mut ikm = [0u8; 32];
            rng.fill_bytes(&mut ikm);
            let sk = SecretKey::key_gen(&ikm, b"").unwrap();
            let bsk = blst::min_pk::SecretKey::key_gen(&ikm, b"").unwrap();
            let mut m = [0u8; 32];
            rng.fill_bytes(&mut m);
            let sig = Pop::sign(&sk, &m);
            assert_eq!(sig.to_bytes(), bsk.sign(&m, DST, &[]).compress());
            pks.push(sk.public_key());
            bpks.push(bsk.sk_to_pk());
            msgs.push(m);
            sigs.push(sig);
        }
        let agg_bytes = Pop::aggregate(&sigs).unwrap().to_bytes();
        SigSets {
            pks,
            msgs,
            sig_bytes: sigs.iter().map(|s| s.to_bytes()).collect(),
            agg_bytes,
            bpks,
        }
    }
}

fn signature_rows(ctx: &mut Ctx) {
    use blst::min_pk as b;
    use blst::BLST_ERROR::BLST_SUCCESS;
    for n in [16usize, 128, 1024] {
        let op = format!("batch_verify {n}");
        if !ctx.wanted(&op) {
            continue;
        }
        let s = SigSets::new(n, n as u64);
        let bpk_refs: Vec<&b::PublicKey> = s.bpks.iter().collect();
        let msg_refs: Vec<&[u8]> = s.msgs.iter().map(|m| m.as_slice()).collect();
        // Signatures arrive as bytes: decoded and subgroup-checked inside the timing on both
        // sides (blst: decompression, then `sigs_groupcheck = true` inside the call).
        let ours = || {
            let mut rng = StdRng::seed_from_u64(1);
            let sigs: Vec<Signature> = Signature::from_bytes_batch(&s.sig_bytes)
                .into_iter()
                .collect::<Result<_, _>>()
                .unwrap();
            assert!(Pop::batch_verify(&s.pks, &s.msgs, &sigs, &mut rng).is_ok());
        };
        let slice = |k, p| {
            let r = slice_range(n, k, p);
            let mut rng = StdRng::seed_from_u64(1);
            let sigs: Vec<Signature> = Signature::from_bytes_batch(&s.sig_bytes[r.clone()])
                .into_iter()
                .collect::<Result<_, _>>()
                .unwrap();
            assert!(Pop::batch_verify(&s.pks[r.clone()], &s.msgs[r], &sigs, &mut rng).is_ok());
        };
        let theirs = Box::new(|| {
            let mut rng = StdRng::seed_from_u64(1);
            let sigs: Vec<b::Signature> = s
                .sig_bytes
                .iter()
                .map(|x| b::Signature::from_bytes(x).unwrap())
                .collect();
            let refs: Vec<&b::Signature> = sigs.iter().collect();
            let rands: Vec<blst::blst_scalar> = (0..n)
                .map(|_| {
                    let mut sc = blst::blst_scalar::default();
                    sc.b[..8].copy_from_slice(&(rng.next_u64() | 1).to_le_bytes());
                    sc
                })
                .collect();
            let e = b::Signature::verify_multiple_aggregate_signatures(
                &msg_refs, DST, &bpk_refs, false, &refs, true, &rands, 64,
            );
            assert_eq!(e, BLST_SUCCESS);
        });
        ctx.row(
            &op,
            ctx.args.rounds,
            &ours,
            Some(theirs),
            None,
            Some(&slice),
        );
    }
    for n in [16usize, 128, 1024] {
        let op = format!("aggregate_verify {n}");
        if !ctx.wanted(&op) {
            continue;
        }
        let s = SigSets::new(n, 1000 + n as u64);
        let bpk_refs: Vec<&b::PublicKey> = s.bpks.iter().collect();
        let msg_refs: Vec<&[u8]> = s.msgs.iter().map(|m| m.as_slice()).collect();
        let ours = || {
            let sig = Signature::from_bytes(&s.agg_bytes).unwrap();
            assert!(Pop::aggregate_verify(&s.pks, &s.msgs, &sig).is_ok());
        };
        // The ceiling's slices, each with its own aggregate.
        let p = ctx.slices().max(1);
        let aggs: Vec<[u8; 96]> = (0..p)
            .map(|k| {
                let sigs: Vec<Signature> = s.sig_bytes[slice_range(n, k, p)]
                    .iter()
                    .map(|b| Signature::from_bytes(b).unwrap())
                    .collect();
                Pop::aggregate(&sigs).unwrap().to_bytes()
            })
            .collect();
        let slice = |k, p| {
            let r = slice_range(n, k, p);
            let sig = Signature::from_bytes(&aggs[k]).unwrap();
            assert!(Pop::aggregate_verify(&s.pks[r.clone()], &s.msgs[r], &sig).is_ok());
        };
        let theirs = Box::new(|| {
            let sig = b::Signature::from_bytes(&s.agg_bytes).unwrap();
            let e = sig.aggregate_verify(true, &msg_refs, DST, &bpk_refs, false);
            assert_eq!(e, BLST_SUCCESS);
        });
        ctx.row(
            &op,
            ctx.args.rounds,
            &ours,
            Some(theirs),
            None,
            Some(&slice),
        );
    }
    for n in [512usize, 8192] {
        let op = format!("fast_aggregate_verify {n}");
        if !ctx.wanted(&op) {
            continue;
        }
        // One message signed by n keys.
        let mut rng = StdRng::seed_from_u64(n as u64);
        let mut pks = vec![];
        let mut bpks = vec![];
        let mut sigs = vec![];
        let m = b"one message for everyone";
        for _ in 0..n {
            let mut ikm = [0u8; 32];
            rng.fill_bytes(&mut ikm);
            let sk = SecretKey::key_gen(&ikm, b"").unwrap();
            pks.push(sk.public_key());
            bpks.push(
                blst::min_pk::SecretKey::key_gen(&ikm, b"")
                    .unwrap()
                    .sk_to_pk(),
            );
            sigs.push(Pop::sign(&sk, m));
        }
        let agg = Pop::aggregate(&sigs).unwrap().to_bytes();
        let bpk_refs: Vec<&b::PublicKey> = bpks.iter().collect();
        let ours = || {
            let sig = Signature::from_bytes(&agg).unwrap();
            assert!(Pop::fast_aggregate_verify(&pks, m, &sig).is_ok());
        };
        let theirs = Box::new(|| {
            let sig = b::Signature::from_bytes(&agg).unwrap();
            assert_eq!(
                sig.fast_aggregate_verify(true, m, DST, &bpk_refs),
                BLST_SUCCESS
            );
        });
        ctx.row(&op, ctx.args.rounds, &ours, Some(theirs), None, None);
    }
    {
        let n = 128;
        let op = format!("decode+check {n} signatures");
        if ctx.wanted(&op) {
            let s = SigSets::new(n, 7);
            let ours = || {
                let v = Signature::from_bytes_batch(&s.sig_bytes);
                assert!(v.iter().all(|r| r.is_ok()));
            };
            // blst has no batch decoder: its serial loop (decompress + subgroup check).
            let theirs = Box::new(|| {
                for x in &s.sig_bytes {
                    let sig = b::Signature::from_bytes(x).unwrap();
                    assert_eq!(sig.validate(true), Ok(()));
                }
            });
            ctx.row(&op, ctx.args.rounds, &ours, Some(theirs), None, None);
        }
        let op = format!("hash to G2 x{n}");
        if ctx.wanted(&op) {
            let s = SigSets::new(4, 8);
            let msgs: Vec<[u8; 32]> = (0..n as u8).map(|i| [i; 32]).collect();
            let _ = s;
            let ours = || {
                black_box(bls381::hash_to_curve::hash_to_g2_batch(&msgs, DST));
            };
            // blst: a serial loop of hashes (no batch API), made affine one by one.
            let theirs = Box::new(|| {
                for m in &msgs {
                    let mut p = blst::blst_p2::default();
                    let mut a = blst::blst_p2_affine::default();
                    // SAFETY: pointers to live buffers of the given lengths.
                    unsafe {
                        blst::blst_hash_to_g2(
                            &mut p,
                            m.as_ptr(),
                            m.len(),
                            DST.as_ptr(),
                            DST.len(),
                            std::ptr::null(),
                            0,
                        );
                        blst::blst_p2_to_affine(&mut a, &p);
                    }
                    black_box(a);
                }
            });
            ctx.row(&op, ctx.args.rounds, &ours, Some(theirs), None, None);
        }
        let op = "batch_normalize G1 2^16".to_string();
        if ctx.wanted(&op) {
            let n = 1 << 16;
            let g = G1Projective::generator();
            let mut proj = Vec::with_capacity(n);
            let mut acc = g;
            for _ in 0..n {
                proj.push(acc);
                acc = acc.double() + g;
            }
            let bproj: Vec<blst::blst_p1> = proj
                .iter()
                .map(|p| {
                    let mut a = blst::blst_p1_affine::default();
                    let mut q = blst::blst_p1::default();
                    // SAFETY: a valid encoding into live structs.
                    unsafe {
                        blst::blst_p1_deserialize(
                            &mut a,
                            G1Affine::from(p).to_uncompressed().as_ptr(),
                        );
                        blst::blst_p1_from_affine(&mut q, &a);
                    }
                    q
                })
                .collect();
            let ours = || {
                let mut out = vec![G1Affine::identity(); n];
                G1Projective::batch_normalize(&proj, &mut out);
                black_box(out);
            };
            let theirs = Box::new(|| {
                black_box(blst::p1_affines::from(&bproj));
            });
            ctx.row(&op, ctx.args.rounds, &ours, Some(theirs), None, None);
        }
        let op = "G2 decode x128 (G2Affine::from_compressed_batch)".to_string();
        if ctx.wanted(&op) {
            let pts: Vec<[u8; 96]> = (1..=128u64)
                .map(|i| {
                    G2Affine::from(G2Projective::generator() * Scalar::from(i)).to_compressed()
                })
                .collect();
            let ours = || {
                let v = G2Affine::from_compressed_batch(&pts);
                assert!(v.iter().all(|p| p.is_some()));
            };
            ctx.row(&op, ctx.args.rounds, &ours, None, None, None);
        }
    }
}
