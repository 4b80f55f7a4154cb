//! The per-CPU cycle table: every headline operation of bls381 beside blst's, measured in the
//! same run on the same inputs.
//!
//! ```text
//! cargo run --release -p cycles                 # the whole table
//! cargo run --release -p cycles -- --markdown   # the same, as Markdown (README)
//! cargo run --release -p cycles -- fp g2        # only operations whose name contains "fp" or "g2"
//! cargo run --release -p cycles -- --help
//! cargo run --release -p cycles --features peers -- --peers   # with arkworks and zkcrypto
//! ```
//!
//! A package of its own rather than an example of bls381, so that building it does not build
//! bls381's test and bench dependencies.
//!
//! Method: each operation runs in a loop of n iterations (n calibrated so one sample takes about
//! `SAMPLE_TIME`), after a warm-up; the samples of bls381 and blst are taken in pairs (in
//! alternating order) so that frequency drift and noisy neighbours hit both, and in rounds over
//! all operations so that each operation's samples span the whole run; the table shows the
//! medians and the median of the paired ratios.

mod counter;
mod cpu;
mod ops;
#[cfg(feature = "peers")]
mod peers;

use std::fmt::Write as _;
use std::io::IsTerminal as _;
use std::time::{Duration, Instant};

use rand::{rngs::StdRng, SeedableRng};

use counter::Counter;
use ops::{Runner, OPS};

/// Target length of one sample.
const SAMPLE_TIME: Duration = Duration::from_millis(2);
/// Minimum warm-up per closure before calibration.
const WARM_UP: Duration = Duration::from_millis(20);
const DEFAULT_SAMPLES: usize = 21;

const USAGE: &str = "\
usage: cargo run --release -p cycles -- [OPTIONS] [FILTER...]

Prints, for each operation, bls381's cycles and nanoseconds per operation beside blst's cycles
for the same operation measured in the same run, and the ratio bls381/blst (< 1: bls381 faster).

  FILTER            only operations whose name contains one of these (case-insensitive)
  --markdown        print the table as Markdown (for the README)
  --samples N       samples per library and operation, median taken (default 21)
  --counter NAME    auto (default), perf (perf_event_open cycles), tsc (rdtsc / CNTVCT_EL0),
                    time (Instant x measured core clock)
  --core-cycles     print core cycles: counter ticks x the core cycles per tick measured
                    during the run (rdtsc ticks at the nominal clock, not the core's)
  --peers           add arkworks' and zkcrypto's columns (build with --features peers)
  --list            list the operations, then exit
  -h, --help        this text

Environment: BLS381_BACKEND=portable|x86_64-adx|aarch64 overrides the kernel choice.
";

struct Args {
    markdown: bool,
    core_cycles: bool,
    peers: bool,
    samples: usize,
    counter: counter::Choice,
    list: bool,
    filters: Vec<String>,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        markdown: false,
        core_cycles: false,
        peers: false,
        samples: DEFAULT_SAMPLES,
        counter: counter::Choice::Auto,
        list: false,
        filters: Vec::new(),
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let mut value = |name: &str| {
            inline
                .clone()
                .or_else(|| it.next())
                .ok_or(format!("{name} needs a value"))
        };
        match flag.as_str() {
            "-h" | "--help" => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            "--markdown" => a.markdown = true,
            "--core-cycles" => a.core_cycles = true,
            "--peers" if cfg!(feature = "peers") => a.peers = true,
            "--peers" => {
                return Err(
                    "--peers needs the peer crates: cargo run --release -p cycles \
                            --features peers -- --peers"
                        .into(),
                )
            }
            "--list" => a.list = true,
            "--samples" => {
                a.samples = value("--samples")?
                    .parse()
                    .ok()
                    .filter(|&n| n >= 1)
                    .ok_or("--samples needs a positive integer")?;
            }
            "--counter" => {
                let v = value("--counter")?;
                a.counter = counter::Choice::parse(&v).ok_or(format!("unknown counter {v:?}"))?;
            }
            "--bench" => {} // passed by `cargo bench`-style runners; harmless
            f if f.starts_with('-') => return Err(format!("unknown option {f}")),
            _ => a.filters.push(arg.to_lowercase()),
        }
    }
    Ok(a)
}

fn main() {
    let args = parse_args().unwrap_or_else(|e| {
        eprintln!("error: {e}\n\n{USAGE}");
        std::process::exit(2);
    });
    let selected: Vec<&ops::Op> = OPS
        .iter()
        .filter(|op| {
            let name = op.name.to_lowercase();
            args.filters.is_empty() || args.filters.iter().any(|f| name.contains(f.as_str()))
        })
        .collect();
    if args.list {
        for op in OPS {
            println!("{:<28} {}", op.name, op.note);
        }
        return;
    }
    if selected.is_empty() {
        let names: Vec<&str> = OPS.iter().map(|op| op.name).collect();
        eprintln!(
            "no operation matches {:?}; operations: {}",
            args.filters,
            names.join(", ")
        );
        std::process::exit(2);
    }
    let started = Instant::now();

    // Spinning for the clock estimate also wakes the core up before anything is measured.
    let core_hz = counter::core_clock_hz(Duration::from_millis(40));
    let counter = Counter::open(args.counter, core_hz).unwrap_or_else(|e| {
        eprintln!("error: counter {:?}: {e}", args.counter);
        std::process::exit(2);
    });
    let load = cpu::load_average();
    print_header(&args, &counter, core_hz, load);

    // Inputs first, then a warm-up and calibration of every closure, then the samples in
    // rounds over all operations: each operation's samples are spread over the whole run, so
    // its medians describe the machine over that time rather than over one moment of it.
    let mut rng = StdRng::seed_from_u64(0x5eed_b153_0381);
    let mut rows: Vec<Row> = selected
        .iter()
        .map(|op| Row::new(op, (op.setup)(&mut rng), args.peers))
        .collect();
    let progress = std::io::stderr().is_terminal();
    let mut retaken = 0;
    // The core clock against the counter once per round, so that --core-cycles and the footer
    // describe the run rather than its first moment. About 0.2 ms of adds each.
    let chain_n = ((core_hz * 2e-4 / 8.0) as u64).max(1000);
    let mut per_tick = Vec::with_capacity(args.samples);
    for s in 0..args.samples {
        if progress {
            eprint!("\rround {}/{} ", s + 1, args.samples);
        }
        for row in &mut rows {
            let k = row.libs.len();
            for j in 0..k {
                // Alternate the order in each round (with two libraries: which goes first).
                let lib = &mut row.libs[if s % 2 == 0 { j } else { k - 1 - j }];
                let (t, ns, r) = sample(&counter, &mut lib.run, lib.iters);
                lib.ticks.push(t);
                lib.nanos.push(ns);
                retaken += r;
            }
        }
        if let Some(f) = counter::core_cycles_per_tick(&counter, chain_n) {
            per_tick.push(f);
        }
    }
    if progress {
        eprint!("\r{:20}\r", "");
    }
    let core = CoreCycles::from(&mut per_tick);
    let scale = match (&core, args.core_cycles) {
        (Some(c), true) => c.median,
        _ => counter.cycles_per_tick,
    };

    let table = Table {
        markdown: args.markdown,
        peers: args.peers,
    };
    table.head();
    let mut disagree: [Vec<&str>; LIBS.len()] = Default::default();
    for row in &mut rows {
        // Checked once, before timing, on the very inputs that were timed.
        let mut name = row.op.name.to_string();
        for lib in row.libs.iter().filter(|l| !l.agree) {
            disagree[lib.index].push(row.op.name);
        }
        if row.libs.iter().any(|l| !l.agree) {
            name.push_str(" (!)");
        }
        table.row(&name, &row.summary(scale));
    }
    print_footer(
        &args,
        &counter,
        load,
        &selected,
        &disagree,
        retaken,
        core.as_ref(),
        scale,
        started.elapsed(),
    );
    // A wrong result makes the timing meaningless (and is a bug in one of the libraries): fail,
    // so that CI notices.
    if disagree.iter().any(|d| !d.is_empty()) {
        std::process::exit(1);
    }
}

/// The columns' libraries: bls381, blst, then the optional peers.
#[cfg(feature = "peers")]
const LIBS: [&str; 4] = ["bls381", "blst", peers::NAMES[0], peers::NAMES[1]];
#[cfg(not(feature = "peers"))]
const LIBS: [&str; 4] = ["bls381", "blst", "arkworks", "zkcrypto"];

/// The core cycles per counter tick measured in each round (see `--core-cycles`).
struct CoreCycles {
    median: f64,
    min: f64,
    max: f64,
    rounds: usize,
}

impl CoreCycles {
    fn from(v: &mut [f64]) -> Option<CoreCycles> {
        if v.is_empty() {
            return None;
        }
        let (median, _, _) = quartiles(v);
        Some(CoreCycles {
            median,
            min: v[0],
            max: v[v.len() - 1],
            rounds: v.len(),
        })
    }
}

/// One library's result for one operation (medians over the samples).
#[derive(Clone, Copy)]
struct Measured {
    cycles: f64,
    ns: f64,
    /// Half the interquartile range of the cycle samples, relative to the median.
    spread: f64,
}

/// How many times a sample is re-taken when the scheduler ran another task in its middle.
const RETAKES: usize = 8;

/// One library's column of one operation: its closure, its iteration count per sample, and the
/// samples taken so far (counter ticks and nanoseconds per operation).
struct Lib {
    /// Index into [`LIBS`].
    index: usize,
    run: ops::Runner,
    /// Whether it computed bls381's result (always for bls381 itself).
    agree: bool,
    iters: u64,
    ticks: Vec<f64>,
    nanos: Vec<f64>,
}

/// One operation: bls381 first, blst second, then the peers that have the operation.
struct Row<'a> {
    op: &'a ops::Op,
    libs: Vec<Lib>,
}

/// A row's figures: per column of [`LIBS`], the measurement and (except bls381's) the median
/// of the paired ratios bls381/that library; `None` where the library has no such operation.
struct Summary {
    libs: [Option<(Measured, f64)>; LIBS.len()],
}

impl<'a> Row<'a> {
    fn new(op: &'a ops::Op, pair: ops::Pair, with_peers: bool) -> Row<'a> {
        // bls381's result is the reference: each other column says whether it matched.
        let mut libs = vec![(0, pair.ours, true), (1, pair.blst, pair.agree)];
        if with_peers {
            for (i, p) in [(2, pair.peers.ark), (3, pair.peers.zk)] {
                if let Some(p) = p {
                    libs.push((i, p.run, p.agree));
                }
            }
        }
        let libs = libs
            .into_iter()
            .map(|(index, mut run, agree)| Lib {
                index,
                iters: calibrate(&mut run),
                run,
                agree,
                ticks: Vec::new(),
                nanos: Vec::new(),
            })
            .collect();
        Row { op, libs }
    }

    /// The medians of every library and the medians of the paired per-round ratios
    /// bls381/library: drift within a round (a neighbour on the host, a clock change) hits
    /// both samples of the pair and cancels. `scale` is core cycles per counter tick.
    fn summary(&mut self, scale: f64) -> Summary {
        let ours = self.libs[0].ticks.clone();
        let mut out = Summary {
            libs: Default::default(),
        };
        for lib in &mut self.libs {
            let mut ratios: Vec<f64> = ours.iter().zip(&lib.ticks).map(|(a, b)| a / b).collect();
            let ratio = quartiles(&mut ratios).0;
            let (t, q1, q3) = quartiles(&mut lib.ticks);
            let (ns, _, _) = quartiles(&mut lib.nanos);
            let m = Measured {
                cycles: t * scale,
                ns,
                spread: (q3 - q1) / 2.0 / t,
            };
            out.libs[lib.index] = Some((m, ratio));
        }
        out
    }
}

/// One sample of `n` runs of `f`: (counter ticks per operation, nanoseconds per operation,
/// number of re-takes because the thread was preempted).
fn sample(c: &Counter, f: &mut Runner, n: u64) -> (f64, f64, usize) {
    // Keep the first undisturbed of up to RETAKES attempts, else the least disturbed; give up
    // retaking once this sample has cost 5 sample times (long operations).
    let mut best: Option<(u64, f64, f64)> = None;
    let mut retaken = 0;
    let began = Instant::now();
    for _ in 0..RETAKES {
        let w0 = counter::runqueue_wait_ns();
        let t0 = Instant::now();
        let c0 = c.read();
        f(n);
        let c1 = c.read();
        let e = t0.elapsed();
        let waited = match (w0, counter::runqueue_wait_ns()) {
            (Some(a), Some(b)) => b.saturating_sub(a),
            _ => 0,
        };
        // Whatever the retakes leave, the time spent waiting for a CPU is taken out.
        let w = waited as f64;
        let ticks = c1.wrapping_sub(c0) as f64 - w * c.ticks_per_wait_ns;
        let cand = (waited, ticks.max(0.0), e.as_nanos() as f64 - w);
        if best.is_none_or(|b| cand.0 < b.0) {
            best = Some(cand);
        }
        // Undisturbed: waited less than 1% of the sample.
        if (waited as u128) * 100 <= e.as_nanos() || began.elapsed() > 5 * SAMPLE_TIME {
            break;
        }
        retaken += 1;
    }
    let (_, t, ns) = best.unwrap();
    (t / n as f64, ns / n as f64, retaken)
}

/// Warms `f` up for at least `WARM_UP`, then returns the iteration count of one sample.
fn calibrate(f: &mut Runner) -> u64 {
    let start = Instant::now();
    let mut n = 1u64;
    loop {
        let t = Instant::now();
        f(n);
        let e = t.elapsed();
        if e >= SAMPLE_TIME / 4 && start.elapsed() >= WARM_UP {
            let per_op = e.as_secs_f64() / n as f64;
            return ((SAMPLE_TIME.as_secs_f64() / per_op) as u64).max(1);
        }
        if e < SAMPLE_TIME / 4 {
            n *= 2;
        }
    }
}

/// (median, first quartile, third quartile).
fn quartiles(v: &mut [f64]) -> (f64, f64, f64) {
    v.sort_by(f64::total_cmp);
    let at = |q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.25), at(0.75))
}

struct Table {
    markdown: bool,
    peers: bool,
}

/// The columns without peers; with them, each peer's cycles and ratio come before "spread".
const HEADERS: [&str; 6] = [
    "operation",
    "bls381 cycles/op",
    "bls381 ns/op",
    "blst cycles/op",
    "bls381/blst",
    "spread",
];
const WIDTHS: [usize; 6] = [28, 17, 13, 15, 12, 7];

impl Table {
    /// (header, width) of every column.
    fn columns(&self) -> Vec<(String, usize)> {
        let mut c: Vec<(String, usize)> = HEADERS
            .iter()
            .zip(WIDTHS)
            .map(|(h, w)| (h.to_string(), w))
            .collect();
        if self.peers {
            let spread = c.pop().unwrap();
            for name in &LIBS[2..] {
                c.push((format!("{name} cycles/op"), 19));
                c.push((format!("bls381/{name}"), 16));
            }
            c.push(spread);
        }
        c
    }

    fn print(&self, cells: &[String]) {
        if self.markdown {
            println!("| {} |", cells.join(" | "));
        } else {
            let cols = self.columns();
            let mut line = format!("{:<w$}", cells[0], w = cols[0].1);
            for (c, (_, w)) in cells.iter().zip(&cols).skip(1) {
                write!(line, " {c:>w$}").unwrap();
            }
            println!("{}", line.trim_end());
        }
    }

    fn head(&self) {
        let cols = self.columns();
        let names: Vec<String> = cols.iter().map(|c| c.0.clone()).collect();
        self.print(&names);
        if self.markdown {
            let align: Vec<String> = (0..cols.len())
                .map(|i| if i == 0 { "---" } else { "---:" }.to_string())
                .collect();
            println!("| {} |", align.join(" | "));
        } else {
            let width: usize = cols.iter().map(|c| c.1 + 1).sum::<usize>() - 1;
            println!("{}", "-".repeat(width));
        }
    }

    /// A ratio, bold in Markdown where bls381 is faster by at least the printed precision.
    fn ratio(&self, r: f64) -> String {
        if self.markdown && r < 0.995 {
            format!("**{r:.2}**")
        } else {
            format!("{r:.2}")
        }
    }

    fn row(&self, name: &str, s: &Summary) {
        let (ours, _) = s.libs[0].expect("bls381 is measured in every row");
        let (blst, blst_ratio) = s.libs[1].expect("blst is measured in every row");
        let mut cells = vec![
            name.to_string(),
            group(ours.cycles),
            group(ours.ns),
            group(blst.cycles),
            self.ratio(blst_ratio),
        ];
        if self.peers {
            for lib in &s.libs[2..] {
                match lib {
                    Some((m, r)) => cells.extend([group(m.cycles), self.ratio(*r)]),
                    None => cells.extend(["—".to_string(), "—".to_string()]),
                }
            }
        }
        let spread = s.libs.iter().flatten().map(|(m, _)| m.spread);
        cells.push(format!("±{:.0}%", 100.0 * spread.fold(0.0, f64::max)));
        self.print(&cells);
    }
}

/// A number with thousands separators; one decimal below 100.
fn group(x: f64) -> String {
    if x < 100.0 {
        return format!("{x:.1}");
    }
    let digits = format!("{:.0}", x);
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// bls381's version and, in a git checkout, the commit (with `+` if tracked files changed).
fn revision() -> String {
    // bls381's version, not this package's: read from the library's manifest at build time.
    let version = include_str!("../../Cargo.toml")
        .lines()
        .find_map(|l| l.strip_prefix("version = \"")?.strip_suffix('"'))
        .unwrap_or("?");
    let git = |args: &[&str]| {
        std::process::Command::new("git")
            .arg("-C")
            .arg(env!("CARGO_MANIFEST_DIR"))
            .args(args)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    match git(&["rev-parse", "--short=10", "HEAD"]) {
        Some(commit) => {
            let dirty = git(&["status", "--porcelain", "--untracked-files=no"])
                .is_some_and(|s| !s.is_empty());
            format!("{version}, commit {commit}{}", if dirty { "+" } else { "" })
        }
        None => version.to_string(),
    }
}

fn print_header(args: &Args, counter: &Counter, core_hz: f64, load: Option<f64>) {
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    let features: Vec<String> = cpu::features()
        .into_iter()
        .map(|(f, on)| format!("{f}{}", if on { "+" } else { "-" }))
        .collect();
    let load = load.map_or("unknown".into(), |l| {
        let note = if l > 0.5 * cpus as f64 {
            " (busy machine: expect noise)"
        } else {
            ""
        };
        format!("{l:.2} on {cpus} logical CPUs{note}")
    });
    let lines = [
        ("date", format!("{} (UTC)", cpu::today())),
        ("CPU", cpu::model()),
        (
            "features",
            if features.is_empty() {
                "(none probed on this architecture)".into()
            } else {
                features.join(" ")
            },
        ),
        ("bls381", revision()),
        (
            "backend",
            format!("{} (bls381::backend())", bls381::backend()),
        ),
        ("counter", counter.description.clone()),
        (
            "method",
            format!(
                "median of {} samples of ~{} ms per library and operation, taken in rounds over \
                 all operations (bls381 and blst samples paired, their order alternating), after \
                 a warm-up of >= {} ms; a sample during which the scheduler ran another task is \
                 re-taken (up to {} times), else its runqueue wait is subtracted",
                args.samples,
                SAMPLE_TIME.as_millis(),
                WARM_UP.as_millis(),
                RETAKES - 1
            ),
        ),
        ("load", load),
    ];
    let mut lines = lines.to_vec();
    lines.insert(
        6,
        (
            "cycles",
            if args.core_cycles {
                "core cycles = counter ticks x the core cycles per tick measured in every round \
                 (a chain of dependent adds timed by the counter; median under the table)"
                    .to_string()
            } else if counter.cycles_per_tick == 1.0 {
                format!(
                    "counter ticks; 1 tick = {:.2} core cycles at the start of the run (median \
                     over the run under the table; --core-cycles prints core cycles)",
                    core_hz / counter.ticks_per_second
                )
            } else {
                format!(
                    "counter ticks x {:.3} (core cycles at the start of the run; --core-cycles \
                     uses the median over the run)",
                    counter.cycles_per_tick
                )
            },
        ),
    );
    #[cfg(feature = "peers")]
    if args.peers {
        lines.push(("peers", peers::description()));
    }
    for (k, v) in lines {
        if args.markdown {
            println!("- {k}: {v}");
        } else {
            println!("{k:<9} {v}");
        }
    }
    for note in &counter.notes {
        if args.markdown {
            println!("- not used: {note}");
        } else {
            println!("{:<9} not used: {note}", "");
        }
    }
    println!();
}

#[allow(clippy::too_many_arguments)]
fn print_footer(
    args: &Args,
    counter: &Counter,
    load_before: Option<f64>,
    selected: &[&ops::Op],
    disagree: &[Vec<&str>; LIBS.len()],
    retaken: usize,
    core: Option<&CoreCycles>,
    scale: f64,
    elapsed: Duration,
) {
    println!();
    let ratios = if args.peers {
        "bls381/blst (and bls381/peer)"
    } else {
        "bls381/blst"
    };
    let mut notes = vec![format!(
        "cycles = {}; {ratios} = median of the per-round ratios of paired samples, < 1 means \
         bls381 is faster; spread = half the interquartile range of the samples, relative to the \
         median (the largest of the libraries)",
        if scale == 1.0 {
            "counter ticks".to_string()
        } else {
            format!("counter ticks x {scale:.3}")
        }
    )];
    if let Some(c) = core {
        notes.push(format!(
            "core cycles per counter tick: {:.3} (median of {} rounds, range {:.3}-{:.3}; a chain \
             of dependent adds timed by the counter){}",
            c.median,
            c.rounds,
            c.min,
            c.max,
            if args.core_cycles {
                ": the cycles columns are core cycles"
            } else if counter.cycles_per_tick == 1.0 && (c.median - 1.0).abs() > 0.02 {
                ": multiply the cycles columns by it for core cycles (or run with --core-cycles)"
            } else {
                ""
            }
        ));
    }
    if selected.iter().any(|op| op.name.ends_with("(latency)")) {
        notes.push(
            "(latency) rows: a dependent chain through the public API, each call's output the \
             next call's input (its rows without \"(latency)\" time independent calls: \
             throughput); both chains compared after 1000 steps before timing"
                .to_string(),
        );
    }
    for op in selected.iter().filter(|op| !op.note.is_empty()) {
        notes.push(format!("{}: {}", op.name, op.note));
    }
    #[cfg(feature = "peers")]
    if args.peers {
        notes.extend(peers::NOTES.iter().map(|n| n.to_string()));
        notes.push("—: the library has no such operation in its public API".into());
    }
    for (i, names) in disagree.iter().enumerate().filter(|(_, d)| !d.is_empty()) {
        notes.push(format!(
            "(!) bls381 and {} computed different results for: {}",
            LIBS[i],
            names.join(", ")
        ));
    }
    if retaken > 0 {
        notes.push(format!(
            "{retaken} samples re-taken because the scheduler preempted them \
             (/proc/thread-self/schedstat)"
        ));
    }
    let load_after = cpu::load_average();
    notes.push(format!(
        "run time {:.1} s{}",
        elapsed.as_secs_f64(),
        match (load_before, load_after) {
            (Some(a), Some(b)) => format!(", load average {a:.2} before, {b:.2} after"),
            _ => String::new(),
        }
    ));
    for n in notes {
        if args.markdown {
            println!("- {n}");
        } else {
            println!("{n}");
        }
    }
}
