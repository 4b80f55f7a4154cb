//! The per-CPU cycle table: every headline operation of bls381 beside blst's, measured in the
//! same run on the same inputs.
//!
//! ```text
//! cargo run --release -p cycles                 # the whole table
//! cargo run --release -p cycles -- --markdown   # the same, as Markdown (README)
//! cargo run --release -p cycles -- fp g2        # only operations whose name contains "fp" or "g2"
//! cargo run --release -p cycles -- --help
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
  --list            list the operations, then exit
  -h, --help        this text

Environment: BLS381_BACKEND=portable|x86_64-adx|aarch64 overrides the kernel choice.
";

struct Args {
    markdown: bool,
    samples: usize,
    counter: counter::Choice,
    list: bool,
    filters: Vec<String>,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        markdown: false,
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
    print_header(&args, &counter, load);

    // Inputs first, then a warm-up and calibration of every closure, then the samples in
    // rounds over all operations: each operation's samples are spread over the whole run, so
    // its medians describe the machine over that time rather than over one moment of it.
    let mut rng = StdRng::seed_from_u64(0x5eed_b153_0381);
    let mut rows: Vec<Row> = selected
        .iter()
        .map(|op| {
            let mut pair = (op.setup)(&mut rng);
            let iters = [calibrate(&mut pair.ours), calibrate(&mut pair.blst)];
            Row {
                op,
                pair,
                iters,
                ticks: Default::default(),
                nanos: Default::default(),
            }
        })
        .collect();
    let progress = std::io::stderr().is_terminal();
    let mut retaken = 0;
    for s in 0..args.samples {
        if progress {
            eprint!("\rround {}/{} ", s + 1, args.samples);
        }
        for row in &mut rows {
            for j in 0..2 {
                // Alternate which library goes first in each round.
                let k = if s % 2 == 0 { j } else { 1 - j };
                let f = if k == 0 {
                    &mut row.pair.ours
                } else {
                    &mut row.pair.blst
                };
                let (t, ns, r) = sample(&counter, f, row.iters[k]);
                row.ticks[k].push(t);
                row.nanos[k].push(ns);
                retaken += r;
            }
        }
    }
    if progress {
        eprint!("\r{:20}\r", "");
    }

    let table = Table {
        markdown: args.markdown,
    };
    table.head();
    let mut disagree = Vec::new();
    for row in &mut rows {
        // Checked once, before timing, on the very inputs that were timed.
        let name = if row.pair.agree {
            row.op.name.to_string()
        } else {
            disagree.push(row.op.name);
            format!("{} (!)", row.op.name)
        };
        let ([ours, theirs], ratio) = row.summary(&counter);
        table.row(&name, ours, ratio, theirs);
    }
    print_footer(
        &args,
        &counter,
        load,
        &selected,
        &disagree,
        retaken,
        started.elapsed(),
    );
    // A wrong result makes the timing meaningless (and is a bug in one of the libraries): fail,
    // so that CI notices.
    if !disagree.is_empty() {
        std::process::exit(1);
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

/// One operation: both closures, their iteration counts per sample, and the samples taken so
/// far (counter ticks and nanoseconds per operation; index 0 is bls381, 1 is blst).
struct Row<'a> {
    op: &'a ops::Op,
    pair: ops::Pair,
    iters: [u64; 2],
    ticks: [Vec<f64>; 2],
    nanos: [Vec<f64>; 2],
}

impl Row<'_> {
    /// The medians of both libraries and the median of the paired per-round ratios
    /// bls381/blst: drift within a round (a neighbour on the host, a clock change) hits both
    /// samples of the pair and cancels.
    fn summary(&mut self, c: &Counter) -> ([Measured; 2], f64) {
        let mut ratios: Vec<f64> = self.ticks[0]
            .iter()
            .zip(&self.ticks[1])
            .map(|(a, b)| a / b)
            .collect();
        let ratio = quartiles(&mut ratios).0;
        let m = std::array::from_fn(|k| {
            let (t, q1, q3) = quartiles(&mut self.ticks[k]);
            let (ns, _, _) = quartiles(&mut self.nanos[k]);
            Measured {
                cycles: t * c.cycles_per_tick,
                ns,
                spread: (q3 - q1) / 2.0 / t,
            }
        });
        (m, ratio)
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
}

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
    fn head(&self) {
        if self.markdown {
            println!("| {} |", HEADERS.join(" | "));
            println!("| --- | ---: | ---: | ---: | ---: | ---: |");
        } else {
            let mut line = format!("{:<w$}", HEADERS[0], w = WIDTHS[0]);
            for (h, w) in HEADERS.iter().zip(WIDTHS).skip(1) {
                write!(line, " {h:>w$}").unwrap();
            }
            println!("{line}");
            println!("{}", "-".repeat(line.len()));
        }
    }

    /// `ratio` is the median of the paired per-round ratios bls381/blst.
    fn row(&self, name: &str, ours: Measured, ratio: f64, blst: Measured) {
        let mut cells = [
            name.to_string(),
            group(ours.cycles),
            group(ours.ns),
            group(blst.cycles),
            format!("{ratio:.2}"),
            format!("±{:.0}%", 100.0 * ours.spread.max(blst.spread)),
        ];
        if self.markdown {
            // Bold where bls381 is faster by at least the printed precision.
            if ratio < 0.995 {
                cells[4] = format!("**{}**", cells[4]);
            }
            println!("| {} |", cells.join(" | "));
        } else {
            let mut line = format!("{:<w$}", cells[0], w = WIDTHS[0]);
            for (c, w) in cells.iter().zip(WIDTHS).skip(1) {
                write!(line, " {c:>w$}").unwrap();
            }
            println!("{line}");
        }
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

fn print_header(args: &Args, counter: &Counter, load: Option<f64>) {
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

fn print_footer(
    args: &Args,
    counter: &Counter,
    load_before: Option<f64>,
    selected: &[&ops::Op],
    disagree: &[&str],
    retaken: usize,
    elapsed: Duration,
) {
    println!();
    let mut notes = vec![format!(
        "cycles = {}; bls381/blst = median of the per-round ratios of paired samples, < 1 means \
         bls381 is faster; spread = half the interquartile range of the samples, relative to the \
         median (the larger of the two libraries)",
        if counter.cycles_per_tick == 1.0 {
            "counter ticks".to_string()
        } else {
            format!("counter ticks x {:.3}", counter.cycles_per_tick)
        }
    )];
    for op in selected.iter().filter(|op| !op.note.is_empty()) {
        notes.push(format!("{}: {}", op.name, op.note));
    }
    if !disagree.is_empty() {
        notes.push(format!(
            "(!) bls381 and blst computed different results for: {}",
            disagree.join(", ")
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
