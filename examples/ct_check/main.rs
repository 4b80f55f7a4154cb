//! ctgrind-style constant-time check (issue 12): every secret-handling operation runs under
//! valgrind's memcheck with its secret inputs marked *undefined*, so memcheck reports each
//! conditional branch ("Conditional jump or move depends on uninitialised value(s)") and each
//! memory address ("Use of uninitialised value of size 8") computed from them. Outputs are marked
//! defined again (declassified) before they are compared with the same operation on public inputs.
//!
//! Run it through `scripts/ct-check.sh`, which builds this example and runs it under
//! `valgrind --tool=memcheck --error-exitcode=…` once per compiled backend
//! (`BLS381_BACKEND=portable`, `BLS381_BACKEND=x86_64-adx`), then once with `--planted-leak`,
//! which must fail.
//!
//! ```text
//! ct_check [--planted-leak] [--only SUBSTRING] [--no-valgrind] [--list-backends]
//! ```
//!
//! What it proves and what it does not: memcheck sees the machine code actually executed, so
//! branches or table indexes introduced by the compiler, by the assembly or by a dependency are
//! caught, but only on the paths the chosen inputs take, and only for this build (compiler,
//! target features, profile). It does not see variable-latency instructions (division, or a
//! multiplier whose latency depends on its operands) — the kernels use none on secret data, and
//! `examples/dudect.rs` measures timing directly.
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

mod check;
mod curve;
mod field;
mod h2c;
mod inputs;
mod kernels;
mod pairing;
mod planted;
mod sig;
mod tower;
mod valgrind;

use std::process::ExitCode;

use bls381::backend::{self, Backend};
use rand::{rngs::StdRng, SeedableRng};

/// The one list of secret-handling operations not covered yet (SECURITY.md repeats it).
const PENDING: &[&str] =
    &["aarch64: the client request in valgrind.rs, and a run on an aarch64 host"];

// Cases: each module (`kernels`, `field`, `tower`, `curve`, `pairing`, `h2c`, `sig`, `planted`) has a
// `cases` function that pushes its own; a new layer adds a module and one call in `main`.

/// A case's body: draws its inputs from the generator and calls `check::ct` on each.
pub type Run = Box<dyn Fn(&mut StdRng)>;

/// One checked operation; memcheck's error count before and after it tells whether it leaked.
pub struct Case {
    /// The layer it belongs to, as the report groups them.
    pub group: &'static str,
    /// What it checks.
    pub name: String,
    /// The checked calls.
    pub run: Run,
}

impl std::fmt::Debug for Case {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.group, self.name)
    }
}

/// Appends a case.
pub fn add(cases: &mut Vec<Case>, group: &'static str, name: impl Into<String>, run: Run) {
    cases.push(Case {
        group,
        name: name.into(),
        run,
    });
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |f: &str| args.iter().any(|a| a == f);
    if flag("--list-backends") {
        for b in [Backend::Portable, Backend::X86_64Adx, Backend::Aarch64] {
            if b.is_compiled() {
                println!("{}", b.name());
            }
        }
        return ExitCode::SUCCESS;
    }
    if !cfg!(feature = "ct-check") {
        // Without the feature, the crate's declassification points (src/ct.rs) stay silent and
        // their intended branches would be reported as leaks.
        eprintln!("ct_check: build with `--features ct-check` (scripts/ct-check.sh does)");
        return ExitCode::from(2);
    }
    let planted = flag("--planted-leak");
    let only = args
        .iter()
        .position(|a| a == "--only")
        .and_then(|i| args.get(i + 1))
        .cloned();

    let under_valgrind = valgrind::running_on_valgrind();
    if !under_valgrind && !flag("--no-valgrind") {
        eprintln!(
            "ct_check: not running under valgrind, so nothing would be checked. Run \
             scripts/ct-check.sh (or pass --no-valgrind to run the cases natively)."
        );
        return ExitCode::from(2);
    }
    if let Ok(want) = std::env::var("BLS381_BACKEND") {
        if bls381::backend() != want.trim() {
            eprintln!(
                "ct_check: BLS381_BACKEND={want} requested but this build runs {} \
                 (compiled backends: see --list-backends)",
                bls381::backend()
            );
            return ExitCode::from(2);
        }
    }
    let selected = backend::selected();
    let seed: u64 = std::env::var("BLS381_TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(12);

    let mut cases = Vec::new();
    if planted {
        planted::cases(&mut cases);
    } else {
        if selected == Backend::Portable {
            kernels::portable_cases(&mut cases);
        } else {
            kernels::native_cases(&mut cases);
        }
        field::cases(&mut cases);
        tower::cases(&mut cases);
        curve::cases(&mut cases);
        pairing::cases(&mut cases);
        h2c::cases(&mut cases);
        sig::cases(&mut cases);
    }
    if let Some(s) = &only {
        cases.retain(|c| c.name.contains(s.as_str()) || c.group == s.as_str());
    }

    println!(
        "ct_check: backend {}, {}, seed {seed}{}",
        selected.name(),
        if under_valgrind {
            "under valgrind"
        } else {
            "NOT under valgrind (smoke run)"
        },
        if planted { ", planted leaks" } else { "" }
    );
    let mut rng = StdRng::seed_from_u64(seed);
    let mut leaking = Vec::new();
    for case in &cases {
        let before = valgrind::count_errors();
        (case.run)(&mut rng);
        let errors = valgrind::count_errors() - before;
        let status = if errors == 0 { "ok  " } else { "LEAK" };
        println!(
            "  {status} {:<7} {:<64} {errors} memcheck errors",
            case.group, case.name
        );
        if errors > 0 {
            leaking.push(case.name.clone());
        }
    }

    if planted {
        let caught = leaking.len();
        println!(
            "ct_check planted-leak: {caught} of {} planted leaks detected ({})",
            cases.len(),
            if caught == cases.len() && under_valgrind {
                "the detector works"
            } else {
                "DETECTOR BROKEN"
            }
        );
        return if caught == cases.len() && under_valgrind {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        };
    }
    println!(
        "ct_check {}: {} operations checked, {} leaking{}",
        selected.name(),
        cases.len(),
        leaking.len(),
        if leaking.is_empty() {
            String::new()
        } else {
            format!(": {}", leaking.join(", "))
        }
    );
    println!("ct_check not covered:");
    for p in PENDING {
        println!("  - {p}");
    }
    if leaking.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
