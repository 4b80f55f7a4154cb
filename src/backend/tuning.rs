//! Choices between two correct code paths that were measured to rank differently on different
//! CPUs. Every path computes the same bits; only the speed differs.
//!
//! [`Tuning::Default`] is what was measured fastest on the Intel Xeons of the project's machines
//! (Golden Cove class) and is kept for every CPU not measured otherwise; [`Tuning::Zen5`] is AMD
//! family 0x1A (Zen 5) and later, where two choices go the other way:
//!
//! * Fp multiplication's Montgomery reduction (`mont384.S`'s `fp_mul`): the rounds by u0·(p·n0)
//!   (no IMUL on the chain from one round to the next; `fp_mul_mt`) instead of the rounds by
//!   u0·n0·p, which were 7% faster on the Xeon (measured before the kernels took their values in
//!   registers) and are 4–6% slower on Zen 5; the same plan serves Fp2 squaring (`fp2_sqr_mt`);
//! * short runs of IFMA lane work between scalar work (`lanes::short_runs_available`), which
//!   cost about what they save on the Xeon and pay on Zen 5's full-width AVX-512.
//!
//! `BLS381_TUNING=default|zen5` (read once, with `std`) and [`force_tuning`] override the CPU's
//! answer, for tests and measurements.

use core::sync::atomic::{AtomicU8, Ordering::Relaxed};

/// A set of code choices (see the module documentation).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tuning {
    /// The choices measured on Intel Xeon; every CPU not listed otherwise.
    Default,
    /// AMD family 0x1A (Zen 5) and later.
    Zen5,
}

impl Tuning {
    /// The name `BLS381_TUNING` accepts.
    pub const fn name(self) -> &'static str {
        match self {
            Tuning::Default => "default",
            Tuning::Zen5 => "zen5",
        }
    }
}

const UNSET: u8 = 0;
const DEFAULT: u8 = 1;
const ZEN5: u8 = 2;

static TUNING: AtomicU8 = AtomicU8::new(UNSET);

/// The choices in use: the CPU's, unless `BLS381_TUNING` or [`force_tuning`] said otherwise.
///
/// ```
/// let t = bls381::backend::tuning::tuning();
/// assert!(["default", "zen5"].contains(&t.name()));
/// ```
#[inline(always)]
pub fn tuning() -> Tuning {
    match TUNING.load(Relaxed) {
        DEFAULT => Tuning::Default,
        ZEN5 => Tuning::Zen5,
        _ => init(),
    }
}

/// Whether the Zen 5 choices are in use: one relaxed load and a compare, for the kernels'
/// call sites.
#[inline(always)]
pub(crate) fn zen5() -> bool {
    tuning() == Tuning::Zen5
}

#[cold]
#[inline(never)]
fn init() -> Tuning {
    let t = from_env().unwrap_or_else(of_cpu);
    store(t);
    t
}

fn store(t: Tuning) {
    TUNING.store(
        match t {
            Tuning::Default => DEFAULT,
            Tuning::Zen5 => ZEN5,
        },
        Relaxed,
    );
}

/// Makes every later call use `t`'s choices; `None` returns to the CPU's (and
/// `BLS381_TUNING`'s).
pub fn force_tuning(t: Option<Tuning>) {
    match t {
        Some(t) => store(t),
        None => TUNING.store(UNSET, Relaxed),
    }
}

/// This CPU's choices: [`Tuning::Zen5`] for AMD family 0x1A or later (`cpuid` leaves 0 and 1).
pub fn of_cpu() -> Tuning {
    #[cfg(target_arch = "x86_64")]
    {
        use core::arch::x86_64::__cpuid;
        let vendor = __cpuid(0);
        // "AuthenticAMD", in the register order of leaf 0: ebx, edx, ecx.
        let amd = (vendor.ebx, vendor.edx, vendor.ecx) == (0x6874_7541, 0x6974_6e65, 0x444d_4163);
        let sig = __cpuid(1).eax;
        let base = (sig >> 8) & 0xf;
        let family = if base == 0xf {
            base + ((sig >> 20) & 0xff)
        } else {
            base
        };
        if amd && family >= 0x1a {
            return Tuning::Zen5;
        }
    }
    Tuning::Default
}

#[cfg(feature = "std")]
fn from_env() -> Option<Tuning> {
    extern crate std;
    match std::env::var("BLS381_TUNING").ok()?.trim() {
        "default" => Some(Tuning::Default),
        "zen5" => Some(Tuning::Zen5),
        _ => None,
    }
}

#[cfg(not(feature = "std"))]
fn from_env() -> Option<Tuning> {
    None
}
