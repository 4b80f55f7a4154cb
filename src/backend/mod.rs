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

// The kernel modules are public but hidden: benches, fuzz targets and the constant-time checks call
// each backend directly, whatever the dispatcher picked. They are not part of the supported API.
#[doc(hidden)]
pub mod portable;

mod inversion;

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
        [Backend::Portable, Backend::X86_64Adx, Backend::Aarch64]
            .into_iter()
            .find(|b| b.name() == name)
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

/// The kernel ABI: one list, expanded into the `extern "C"` block and the safe wrappers of every
/// assembly backend, so the x86_64 and aarch64 declarations cannot drift apart.
///
/// Contracts shared by every implementation (portable included):
/// * limbs are little-endian u64; field elements in Montgomery form with R = 2^384 (Fp) or
///   R = 2^256 (Fr); inputs marked "< p" must be fully reduced, outputs are fully reduced;
/// * an output may alias any input;
/// * no branch and no memory address depends on the operand values.
#[cfg_attr(not(bls381_asm), allow(unused_macros))]
macro_rules! kernel_abi {
    () => {
        // SAFETY (for every kernel below): each export reads exactly the limbs its pointer
        // arguments' array types say and writes exactly its outputs, follows the platform C
        // calling convention (SysV AMD64 / AAPCS64), restores every callee-saved register and
        // touches no memory but its arguments and its own stack frame below the stack pointer
        // it was given. The wrappers pass references to live, properly sized arrays.
        extern "C" {
            fn bls381_fp_mul(r: *mut [u64; 6], a: *const [u64; 6], b: *const [u64; 6]);
            fn bls381_fp_sqr(r: *mut [u64; 6], a: *const [u64; 6]);
            fn bls381_fp_mul_wide(r: *mut [u64; 12], a: *const [u64; 6], b: *const [u64; 6]);
            fn bls381_fp_sqr_wide(r: *mut [u64; 12], a: *const [u64; 6]);
            fn bls381_fp_redc(r: *mut [u64; 6], t: *const [u64; 12]);
            fn bls381_fp2_mul(
                r0: *mut [u64; 6],
                r1: *mut [u64; 6],
                a0: *const [u64; 6],
                a1: *const [u64; 6],
                b0: *const [u64; 6],
                b1: *const [u64; 6],
            );
            fn bls381_fp2_sqr(
                r0: *mut [u64; 6],
                r1: *mut [u64; 6],
                a0: *const [u64; 6],
                a1: *const [u64; 6],
            );
            fn bls381_fp2_mul_wide(
                r0: *mut [u64; 12],
                r1: *mut [u64; 12],
                a0: *const [u64; 6],
                a1: *const [u64; 6],
                b0: *const [u64; 6],
                b1: *const [u64; 6],
            );
            fn bls381_fp2_sqr_wide(
                r0: *mut [u64; 12],
                r1: *mut [u64; 12],
                a0: *const [u64; 6],
                a1: *const [u64; 6],
            );
            fn bls381_fr_mul(r: *mut [u64; 4], a: *const [u64; 4], b: *const [u64; 4]);
            fn bls381_fr_sqr(r: *mut [u64; 4], a: *const [u64; 4]);
            fn bls381_fp_inverse(r: *mut [u64; 6], a: *const [u64; 6]);
            fn bls381_fr_inverse(r: *mut [u64; 4], a: *const [u64; 4]);
        }

        /// See [`portable::fp_mul`](crate::backend::portable::fp_mul).
        #[inline(always)]
        pub fn fp_mul(a: &[u64; 6], b: &[u64; 6]) -> [u64; 6] {
            let mut r = core::mem::MaybeUninit::<[u64; 6]>::uninit();
            // SAFETY: see the extern block; the kernel writes every limb of `r`, so it is
            // initialised when read (and no zeroing pass is paid for).
            unsafe {
                bls381_fp_mul(r.as_mut_ptr(), a, b);
                r.assume_init()
            }
        }

        /// See [`portable::fp_sqr`](crate::backend::portable::fp_sqr).
        #[inline(always)]
        pub fn fp_sqr(a: &[u64; 6]) -> [u64; 6] {
            let mut r = core::mem::MaybeUninit::<[u64; 6]>::uninit();
            // SAFETY: see the extern block; the kernel writes every limb of `r`, so it is
            // initialised when read (and no zeroing pass is paid for).
            unsafe {
                bls381_fp_sqr(r.as_mut_ptr(), a);
                r.assume_init()
            }
        }

        /// See [`portable::fp_mul_wide`](crate::backend::portable::fp_mul_wide).
        #[inline(always)]
        pub fn fp_mul_wide(a: &[u64; 6], b: &[u64; 6]) -> [u64; 12] {
            let mut r = core::mem::MaybeUninit::<[u64; 12]>::uninit();
            // SAFETY: see the extern block; the kernel writes every limb of `r`, so it is
            // initialised when read (and no zeroing pass is paid for).
            unsafe {
                bls381_fp_mul_wide(r.as_mut_ptr(), a, b);
                r.assume_init()
            }
        }

        /// See [`portable::fp_sqr_wide`](crate::backend::portable::fp_sqr_wide).
        #[inline(always)]
        pub fn fp_sqr_wide(a: &[u64; 6]) -> [u64; 12] {
            let mut r = core::mem::MaybeUninit::<[u64; 12]>::uninit();
            // SAFETY: see the extern block; the kernel writes every limb of `r`, so it is
            // initialised when read (and no zeroing pass is paid for).
            unsafe {
                bls381_fp_sqr_wide(r.as_mut_ptr(), a);
                r.assume_init()
            }
        }

        /// See [`portable::fp_redc`](crate::backend::portable::fp_redc).
        #[inline(always)]
        pub fn fp_redc(t: &[u64; 12]) -> [u64; 6] {
            let mut r = core::mem::MaybeUninit::<[u64; 6]>::uninit();
            // SAFETY: see the extern block; the kernel writes every limb of `r`, so it is
            // initialised when read (and no zeroing pass is paid for).
            unsafe {
                bls381_fp_redc(r.as_mut_ptr(), t);
                r.assume_init()
            }
        }

        /// See [`portable::fp2_mul`](crate::backend::portable::fp2_mul).
        #[inline(always)]
        pub fn fp2_mul(
            a0: &[u64; 6],
            a1: &[u64; 6],
            b0: &[u64; 6],
            b1: &[u64; 6],
        ) -> ([u64; 6], [u64; 6]) {
            let mut r0 = core::mem::MaybeUninit::<[u64; 6]>::uninit();
            let mut r1 = core::mem::MaybeUninit::<[u64; 6]>::uninit();
            // SAFETY: see the extern block; the kernel writes every limb of `r0` and `r1`.
            unsafe {
                bls381_fp2_mul(r0.as_mut_ptr(), r1.as_mut_ptr(), a0, a1, b0, b1);
                (r0.assume_init(), r1.assume_init())
            }
        }

        /// See [`portable::fp2_sqr`](crate::backend::portable::fp2_sqr).
        #[inline(always)]
        pub fn fp2_sqr(a0: &[u64; 6], a1: &[u64; 6]) -> ([u64; 6], [u64; 6]) {
            let mut r0 = core::mem::MaybeUninit::<[u64; 6]>::uninit();
            let mut r1 = core::mem::MaybeUninit::<[u64; 6]>::uninit();
            // SAFETY: see the extern block; the kernel writes every limb of `r0` and `r1`.
            unsafe {
                bls381_fp2_sqr(r0.as_mut_ptr(), r1.as_mut_ptr(), a0, a1);
                (r0.assume_init(), r1.assume_init())
            }
        }

        /// See [`portable::fp2_mul_wide`](crate::backend::portable::fp2_mul_wide).
        #[inline(always)]
        pub fn fp2_mul_wide(
            a0: &[u64; 6],
            a1: &[u64; 6],
            b0: &[u64; 6],
            b1: &[u64; 6],
        ) -> ([u64; 12], [u64; 12]) {
            let mut r0 = core::mem::MaybeUninit::<[u64; 12]>::uninit();
            let mut r1 = core::mem::MaybeUninit::<[u64; 12]>::uninit();
            // SAFETY: see the extern block; the kernel writes every limb of `r0` and `r1`.
            unsafe {
                bls381_fp2_mul_wide(r0.as_mut_ptr(), r1.as_mut_ptr(), a0, a1, b0, b1);
                (r0.assume_init(), r1.assume_init())
            }
        }

        /// See [`portable::fp2_sqr_wide`](crate::backend::portable::fp2_sqr_wide).
        #[inline(always)]
        pub fn fp2_sqr_wide(a0: &[u64; 6], a1: &[u64; 6]) -> ([u64; 12], [u64; 12]) {
            let mut r0 = core::mem::MaybeUninit::<[u64; 12]>::uninit();
            let mut r1 = core::mem::MaybeUninit::<[u64; 12]>::uninit();
            // SAFETY: see the extern block; the kernel writes every limb of `r0` and `r1`.
            unsafe {
                bls381_fp2_sqr_wide(r0.as_mut_ptr(), r1.as_mut_ptr(), a0, a1);
                (r0.assume_init(), r1.assume_init())
            }
        }

        /// [`fp_redc`] into the caller's array.
        #[inline(always)]
        pub fn fp_redc_into(r: &mut [u64; 6], t: &[u64; 12]) {
            // SAFETY: see the extern block.
            unsafe { bls381_fp_redc(r, t) };
        }

        /// [`fp2_mul_wide`] into the caller's arrays.
        #[inline(always)]
        pub fn fp2_mul_wide_into(
            r0: &mut [u64; 12],
            r1: &mut [u64; 12],
            a0: &[u64; 6],
            a1: &[u64; 6],
            b0: &[u64; 6],
            b1: &[u64; 6],
        ) {
            // SAFETY: see the extern block.
            unsafe { bls381_fp2_mul_wide(r0, r1, a0, a1, b0, b1) };
        }

        /// [`fp2_sqr_wide`] into the caller's arrays.
        #[inline(always)]
        pub fn fp2_sqr_wide_into(
            r0: &mut [u64; 12],
            r1: &mut [u64; 12],
            a0: &[u64; 6],
            a1: &[u64; 6],
        ) {
            // SAFETY: see the extern block.
            unsafe { bls381_fp2_sqr_wide(r0, r1, a0, a1) };
        }

        /// [`fp2_mul`] into the caller's arrays.
        #[inline(always)]
        pub fn fp2_mul_into(
            r0: &mut [u64; 6],
            r1: &mut [u64; 6],
            a0: &[u64; 6],
            a1: &[u64; 6],
            b0: &[u64; 6],
            b1: &[u64; 6],
        ) {
            // SAFETY: see the extern block.
            unsafe { bls381_fp2_mul(r0, r1, a0, a1, b0, b1) };
        }

        /// [`fp2_sqr`] into the caller's arrays.
        #[inline(always)]
        pub fn fp2_sqr_into(r0: &mut [u64; 6], r1: &mut [u64; 6], a0: &[u64; 6], a1: &[u64; 6]) {
            // SAFETY: see the extern block.
            unsafe { bls381_fp2_sqr(r0, r1, a0, a1) };
        }

        /// See [`portable::fr_mul`](crate::backend::portable::fr_mul).
        #[inline(always)]
        pub fn fr_mul(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
            let mut r = core::mem::MaybeUninit::<[u64; 4]>::uninit();
            // SAFETY: see the extern block; the kernel writes every limb of `r`, so it is
            // initialised when read (and no zeroing pass is paid for).
            unsafe {
                bls381_fr_mul(r.as_mut_ptr(), a, b);
                r.assume_init()
            }
        }

        /// See [`portable::fr_sqr`](crate::backend::portable::fr_sqr).
        #[inline(always)]
        pub fn fr_sqr(a: &[u64; 4]) -> [u64; 4] {
            let mut r = core::mem::MaybeUninit::<[u64; 4]>::uninit();
            // SAFETY: see the extern block; the kernel writes every limb of `r`, so it is
            // initialised when read (and no zeroing pass is paid for).
            unsafe {
                bls381_fr_sqr(r.as_mut_ptr(), a);
                r.assume_init()
            }
        }

        /// See [`portable::fp_inverse`](crate::backend::portable::fp_inverse).
        #[inline(always)]
        pub fn fp_inverse(a: &[u64; 6]) -> [u64; 6] {
            let mut r = core::mem::MaybeUninit::<[u64; 6]>::uninit();
            // SAFETY: see the extern block; the kernel writes every limb of `r`, so it is
            // initialised when read (and no zeroing pass is paid for).
            unsafe {
                bls381_fp_inverse(r.as_mut_ptr(), a);
                r.assume_init()
            }
        }

        /// See [`portable::fr_inverse`](crate::backend::portable::fr_inverse).
        #[inline(always)]
        pub fn fr_inverse(a: &[u64; 4]) -> [u64; 4] {
            let mut r = core::mem::MaybeUninit::<[u64; 4]>::uninit();
            // SAFETY: see the extern block; the kernel writes every limb of `r`, so it is
            // initialised when read (and no zeroing pass is paid for).
            unsafe {
                bls381_fr_inverse(r.as_mut_ptr(), a);
                r.assume_init()
            }
        }
    };
}
#[allow(unused_imports)]
pub(crate) use kernel_abi;

/// `x`, hidden from the optimiser. Masks derived from secret carries go through this before they
/// are used, so that LLVM cannot see they are all-zeros or all-ones and turn the masked
/// arithmetic back into a branch on the carry. On the assembly targets it is an empty `asm!`
/// block, which costs nothing: the value stays in its register (`black_box` costs a round trip
/// through the stack, on the critical path of every modular addition). Elsewhere `black_box`.
#[inline(always)]
pub(crate) fn opaque(x: u64) -> u64 {
    #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
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
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    {
        core::hint::black_box(x)
    }
}

/// Forwards a kernel call to the selected backend.
macro_rules! dispatch {
    ($name:ident($($arg:expr),*)) => {{
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
        portable::$name($($arg),*)
    }};
}

/// Montgomery product mod p (`a, b < p`).
#[inline(always)]
pub(crate) fn fp_mul(a: &[u64; 6], b: &[u64; 6]) -> [u64; 6] {
    dispatch!(fp_mul(a, b))
}

/// Montgomery square mod p (`a < p`).
#[inline(always)]
pub(crate) fn fp_sqr(a: &[u64; 6]) -> [u64; 6] {
    dispatch!(fp_sqr(a))
}

/// 384 x 384 -> 768-bit product.
#[inline(always)]
pub(crate) fn fp_mul_wide(a: &[u64; 6], b: &[u64; 6]) -> [u64; 12] {
    dispatch!(fp_mul_wide(a, b))
}

/// 384-bit -> 768-bit square.
#[inline(always)]
pub(crate) fn fp_sqr_wide(a: &[u64; 6]) -> [u64; 12] {
    dispatch!(fp_sqr_wide(a))
}

/// Montgomery reduction of `t < p * 2^384`.
#[inline(always)]
pub(crate) fn fp_redc(t: &[u64; 12]) -> [u64; 6] {
    dispatch!(fp_redc(t))
}

/// Montgomery reduction of `t < p * 2^384`, into `r`.
///
/// The `_into` forms write the kernel's output straight into the caller's arrays. Returned by
/// value, the output is copied right after the kernel's 8-byte stores, and the compiler makes
/// that copy with 16-byte loads, which cannot be forwarded from those stores: a stall of the
/// order of the kernel's own run time in the tower's inner products.
#[inline(always)]
pub(crate) fn fp_redc_into(r: &mut [u64; 6], t: &[u64; 12]) {
    dispatch!(fp_redc_into(r, t))
}

/// `3·t·R⁻¹ − 2·x mod p` (`t < p * 2^384`, `x < p`) into `r`: a reduction fused with the last
/// step of each Granger–Scott coefficient.
#[inline(always)]
pub(crate) fn fp_redc3_sub2(r: &mut [u64; 6], t: &[u64; 12], x: &[u64; 6]) {
    dispatch!(fp_redc3_sub2(r, t, x))
}

/// `3·t·R⁻¹ + 2·x mod p` (`t < p * 2^384`, `x < p`) into `r`.
#[inline(always)]
pub(crate) fn fp_redc3_add2(r: &mut [u64; 6], t: &[u64; 12], x: &[u64; 6]) {
    dispatch!(fp_redc3_add2(r, t, x))
}

/// The unreduced Fp6 product of `a` and `b` into `r` by a single kernel, where the selected
/// backend has one (x86_64); `false` where it has none (the caller composes it).
#[inline(always)]
pub(crate) fn fp6_mul_wide(
    r: &mut crate::field::wide::Fp6Wide,
    a: &crate::field::Fp6,
    b: &crate::field::Fp6,
) -> bool {
    #[cfg(bls381_asm = "x86_64")]
    if use_asm() {
        x86_64::fp6_mul_wide(r, a, b);
        return true;
    }
    let _ = (r, a, b);
    false
}

/// The cyclotomic squaring of `a` into `r` by a single kernel, where the selected backend has one
/// (x86_64); `false` where it has none, and the caller composes it from the kernels above.
#[inline(always)]
pub(crate) fn fp12_cyclotomic_sqr(r: &mut crate::field::Fp12, a: &crate::field::Fp12) -> bool {
    #[cfg(bls381_asm = "x86_64")]
    if use_asm() {
        x86_64::fp12_cyclotomic_sqr(r, a);
        return true;
    }
    let _ = (r, a);
    false
}

/// Fp2 product, unreduced (two values `< p * 2^384`), into `r0`, `r1`.
#[inline(always)]
pub(crate) fn fp2_mul_wide_into(
    r0: &mut [u64; 12],
    r1: &mut [u64; 12],
    a0: &[u64; 6],
    a1: &[u64; 6],
    b0: &[u64; 6],
    b1: &[u64; 6],
) {
    dispatch!(fp2_mul_wide_into(r0, r1, a0, a1, b0, b1))
}

/// Fp2 square, unreduced (two values `< p * 2^384`), into `r0`, `r1`.
#[inline(always)]
pub(crate) fn fp2_sqr_wide_into(
    r0: &mut [u64; 12],
    r1: &mut [u64; 12],
    a0: &[u64; 6],
    a1: &[u64; 6],
) {
    dispatch!(fp2_sqr_wide_into(r0, r1, a0, a1))
}

/// Fp2 product, reduced, into `r0`, `r1`.
#[inline(always)]
pub(crate) fn fp2_mul_into(
    r0: &mut [u64; 6],
    r1: &mut [u64; 6],
    a0: &[u64; 6],
    a1: &[u64; 6],
    b0: &[u64; 6],
    b1: &[u64; 6],
) {
    dispatch!(fp2_mul_into(r0, r1, a0, a1, b0, b1))
}

/// Fp2 square, reduced, into `r0`, `r1`.
#[inline(always)]
pub(crate) fn fp2_sqr_into(r0: &mut [u64; 6], r1: &mut [u64; 6], a0: &[u64; 6], a1: &[u64; 6]) {
    dispatch!(fp2_sqr_into(r0, r1, a0, a1))
}

/// Montgomery product mod r (`a, b < r`).
#[inline(always)]
pub(crate) fn fr_mul(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    dispatch!(fr_mul(a, b))
}

/// Montgomery square mod r (`a < r`).
#[inline(always)]
pub(crate) fn fr_sqr(a: &[u64; 4]) -> [u64; 4] {
    dispatch!(fr_sqr(a))
}

/// `a^-1 mod p` as a plain integer (`a < p`; 0 for 0). Constant time.
#[inline(always)]
pub(crate) fn fp_inverse(a: &[u64; 6]) -> [u64; 6] {
    dispatch!(fp_inverse(a))
}

/// `a^-1 mod r` as a plain integer (`a < r`; 0 for 0). Constant time.
#[inline(always)]
pub(crate) fn fr_inverse(a: &[u64; 4]) -> [u64; 4] {
    dispatch!(fr_inverse(a))
}

#[cfg(test)]
mod tests;
