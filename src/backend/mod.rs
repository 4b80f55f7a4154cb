//! Kernel selection.
//!
//! Everything above this module calls the safe functions here (`fp_mul`, `fp2_mul_wide`, ...),
//! which forward to the backend chosen once per process:
//!
//! * `"x86_64-adx"`: hand-written MULX/ADCX/ADOX kernels (`asm/x86_64/`), when the CPU has ADX,
//!   BMI1 and BMI2;
//! * `"aarch64"`: hand-written AArch64 kernels (`asm/aarch64/`);
//! * `"portable"`: the constant-time Rust reference (`portable.rs`), everywhere else and when the
//!   `asm` feature is off.
//!
//! The choice costs one load and one well-predicted branch per kernel call (measured in
//! `benches/field.rs`, group `dispatch`). All backends produce bit-identical results, so switching
//! between them mid-computation is harmless.
//!
//! The environment variable `BLS381_BACKEND` (read once, with the `std` feature) overrides the
//! detection, like OpenSSL's `OPENSSL_ia32cap`: `portable` disables the assembly, and
//! `x86_64-adx` / `aarch64` forces it even where CPU detection says no. The latter exists for
//! valgrind, whose emulated CPUID hides ADX while it executes ADX instructions; forcing a kernel
//! the CPU cannot run ends in SIGILL.
//!
//! Beside the kernels, `lanes.rs` holds the primitives of the 8-lane AVX-512 IFMA arithmetic
//! (`field::fp_lanes`, used by G1's batched affine additions in MSM), with a portable emulation
//! for the tests. It is used when the CPU has AVX-512F and IFMA and the backend is not the
//! portable one (forcing `portable` turns it off too); `BLS381_IFMA=off` (read once, with `std`)
//! turns it off for measurements, and `lanes::ifma_available()` reports it.

// The kernel modules are public but hidden: benches, fuzz targets and the constant-time checks call
// each backend directly, whatever the dispatcher picked. They are not part of the supported API.
#[doc(hidden)]
pub mod portable;

mod inversion;
mod kernels;
#[doc(hidden)]
pub mod lanes;
pub(crate) mod layout;
#[cfg(feature = "alloc")]
mod prefetch;
pub mod tuning;
#[cfg(feature = "alloc")]
pub(crate) use prefetch::prefetch;

#[doc(hidden)]
#[cfg(bls381_asm = "x86_64")]
pub mod x86_64;

#[doc(hidden)]
#[cfg(bls381_asm = "aarch64")]
pub mod aarch64;

#[doc(hidden)]
#[cfg(bls381_asm = "aarch64")]
pub use aarch64 as native;
#[doc(hidden)]
#[cfg(not(bls381_asm))]
pub use portable as native;
/// The assembly kernels this build contains (the portable ones when it has none), for benches
/// that call a kernel directly; only valid when [`selected()`] is [`NATIVE`].
#[doc(hidden)]
#[cfg(bls381_asm = "x86_64")]
pub use x86_64 as native;

/// The backend of [`native`].
#[doc(hidden)]
pub const NATIVE: Backend = ASM_BACKEND;

use core::sync::atomic::{AtomicU8, Ordering::Relaxed};

/// A set of arithmetic kernels.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Backend {
    /// The constant-time Rust implementation (u64 limbs, u128 products).
    Portable,
    /// MULX/ADCX/ADOX assembly; needs a CPU with ADX, BMI1 and BMI2.
    X86_64Adx,
    /// AArch64 assembly (MUL/UMULH).
    Aarch64,
}

impl Backend {
    /// Every backend, the portable one first.
    pub const ALL: [Backend; 3] = [Backend::Portable, Backend::X86_64Adx, Backend::Aarch64];

    /// The name [`backend()`] reports and `BLS381_BACKEND` accepts.
    pub const fn name(self) -> &'static str {
        match self {
            Backend::Portable => "portable",
            Backend::X86_64Adx => "x86_64-adx",
            Backend::Aarch64 => "aarch64",
        }
    }

    /// Parses a name as [`Backend::name`] writes it.
    pub fn from_name(name: &str) -> Option<Backend> {
        Backend::ALL.into_iter().find(|b| b.name() == name)
    }

    /// Whether this build contains the backend's kernels (the CPU may still lack the instructions).
    pub const fn is_compiled(self) -> bool {
        match self {
            Backend::Portable => true,
            Backend::X86_64Adx => cfg!(bls381_asm = "x86_64"),
            Backend::Aarch64 => cfg!(bls381_asm = "aarch64"),
        }
    }

    /// Whether this build contains the backend and this CPU can run it.
    pub fn is_available(self) -> bool {
        match self {
            Backend::Portable => true,
            #[cfg(bls381_asm = "x86_64")]
            Backend::X86_64Adx => {
                cpufeatures::new!(cpu_adx, "adx", "bmi1", "bmi2");
                cpu_adx::init().get()
            }
            // Every AArch64 CPU has MUL/UMULH: compiled means available.
            #[cfg(bls381_asm = "aarch64")]
            Backend::Aarch64 => true,
            #[allow(unreachable_patterns)]
            _ => false,
        }
    }
}

const UNSET: u8 = 0;
const PORTABLE: u8 = 1;
const ASM: u8 = 2;

static SELECTED: AtomicU8 = AtomicU8::new(UNSET);

/// The name of the backend in use: `"x86_64-adx"`, `"aarch64"` or `"portable"`.
///
/// ```
/// let name = bls381::backend();
/// assert!(["x86_64-adx", "aarch64", "portable"].contains(&name));
/// ```
pub fn backend() -> &'static str {
    selected().name()
}

/// The backend in use (see [`backend()`]).
pub fn selected() -> Backend {
    if use_asm() {
        ASM_BACKEND
    } else {
        Backend::Portable
    }
}

/// Makes every later call use `b`, whatever CPU detection says; `Err(())` if this build does
/// not contain `b`. Forcing assembly onto a CPU without its instructions ends in SIGILL: this
/// exists for tests, measurements and valgrind, not for production.
#[allow(clippy::result_unit_err)]
pub fn force(b: Backend) -> Result<(), ()> {
    if !b.is_compiled() {
        return Err(());
    }
    SELECTED.store(
        if b == Backend::Portable {
            PORTABLE
        } else {
            ASM
        },
        Relaxed,
    );
    Ok(())
}

#[cfg(bls381_asm = "x86_64")]
const ASM_BACKEND: Backend = Backend::X86_64Adx;
#[cfg(bls381_asm = "aarch64")]
const ASM_BACKEND: Backend = Backend::Aarch64;
#[cfg(not(bls381_asm))]
const ASM_BACKEND: Backend = Backend::Portable;

/// True when the assembly kernels are selected. One relaxed load and a predictable branch.
#[inline(always)]
fn use_asm() -> bool {
    if !cfg!(bls381_asm) {
        return false;
    }
    match SELECTED.load(Relaxed) {
        ASM => true,
        PORTABLE => false,
        _ => init(),
    }
}

#[cold]
#[inline(never)]
fn init() -> bool {
    let choice = from_env().unwrap_or_else(|| {
        if ASM_BACKEND.is_available() {
            ASM_BACKEND
        } else {
            Backend::Portable
        }
    });
    let asm = choice != Backend::Portable && choice.is_compiled();
    SELECTED.store(if asm { ASM } else { PORTABLE }, Relaxed);
    asm
}

#[cfg(feature = "std")]
fn from_env() -> Option<Backend> {
    extern crate std;
    let v = std::env::var("BLS381_BACKEND").ok()?;
    Backend::from_name(v.trim())
}

#[cfg(not(feature = "std"))]
fn from_env() -> Option<Backend> {
    None
}

/// `x`, hidden from the optimiser. Masks derived from secret carries go through this before they
/// are used, so that LLVM cannot see they are all-zeros or all-ones and turn the masked
/// arithmetic back into a branch on the carry. On the assembly targets it is an empty `asm!`
/// block, which costs nothing: the value stays in its register (`black_box` costs a round trip
/// through the stack, on the critical path of every modular addition). Elsewhere `black_box`.
#[inline(always)]
pub(crate) fn opaque(x: u64) -> u64 {
    #[cfg(all(any(target_arch = "x86_64", target_arch = "aarch64"), not(miri)))]
    {
        let mut x = x;
        // SAFETY: the block is empty: it reads and writes no memory, no stack and no flags, and
        // leaves the register holding `x` unchanged.
        #[allow(unsafe_code)]
        unsafe {
            core::arch::asm!("/* {0} */", inout(reg) x, options(pure, nomem, nostack, preserves_flags));
        }
        x
    }
    // Miri interprets no inline assembly.
    #[cfg(any(not(any(target_arch = "x86_64", target_arch = "aarch64")), miri))]
    {
        core::hint::black_box(x)
    }
}

/// Forwards a kernel call to the selected backend.
macro_rules! dispatch {
    ($name:ident($($arg:expr),*) else $fallback:block) => {{
        #[cfg(bls381_asm = "x86_64")]
        {
            if use_asm() {
                return x86_64::$name($($arg),*);
            }
        }
        #[cfg(bls381_asm = "aarch64")]
        {
            if use_asm() {
                return aarch64::$name($($arg),*);
            }
        }
        $fallback
    }};
    ($name:ident($($arg:expr),*)) => {
        dispatch!($name($($arg),*) else { portable::$name($($arg),*) })
    };
}

kernels::kernel_table!(dispatch_kernels, all);
use kernels::dispatch_kernels;

#[cfg(test)]
mod tests;
