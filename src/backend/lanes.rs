//! Eight 64-bit lanes: the primitives of the AVX-512 IFMA arithmetic (`field::fp_lanes`), with a
//! portable emulation that computes the same bits.
//!
//! The field layer writes its 8-lane arithmetic once, generic over [`Lanes`]; this module holds
//! the only two implementations and the only `unsafe` of it:
//!
//! * [`Emu`]: `[u64; 8]` and `u128` products, everywhere (the reference of the tests);
//! * [`Ifma`] (x86_64, built with Rust 1.89 or later: `cfg(bls381_ifma)` from `build.rs`):
//!   `__m512i` and `vpmadd52luq`/`vpmadd52huq` (Gueron–Krasnov, "Accelerating big integer
//!   arithmetic using Intel IFMA extensions", ARITH 2016).
//!
//! The operations take the implementation by value as a token: an [`Ifma`] exists only inside
//! [`run_ifma`], after run-time detection, so safe code cannot execute an AVX-512 instruction
//! on a CPU without it. Every method is `#[inline(always)]`: the whole kernel (the
//! [`LaneKernel`]) inlines into `run_ifma`'s `#[target_feature]` body, where the intrinsics
//! inline in turn; a method left out of line would call each intrinsic through a function.
//!
//! IFMA is used only where [`ifma_available`] says so: the CPU has AVX-512F and AVX-512 IFMA
//! (`cpufeatures`, which also checks that the OS saves the zmm state), the backend in use is not
//! the portable one (`BLS381_BACKEND=portable` and `force(Backend::Portable)` turn it off with
//! the assembly), and neither `BLS381_IFMA=off` nor [`force_ifma`] turned it off.

use core::sync::atomic::{AtomicU8, Ordering::Relaxed};

/// Eight u64 lanes, as a token type: every operation takes `self`.
///
/// `madd52lo(c, a, b) = c + lo52(lo52(a)·lo52(b))` and `madd52hi(c, a, b) = c + ((lo52(a)·
/// lo52(b)) >> 52)`, lane by lane, wrapping mod 2^64, as `vpmadd52luq`/`vpmadd52huq` define
/// them; the shifts are lane-wise with a constant count below 64.
pub trait Lanes: Copy {
    /// Eight u64.
    type V: Copy;
    /// `x` in every lane.
    fn splat(self, x: u64) -> Self::V;
    /// The lanes `x[0..8]`.
    fn load(self, x: &[u64; 8]) -> Self::V;
    /// The lanes as an array.
    fn store(self, v: Self::V) -> [u64; 8];
    /// `a + b` (wrapping).
    fn add(self, a: Self::V, b: Self::V) -> Self::V;
    /// `a − b` (wrapping).
    fn sub(self, a: Self::V, b: Self::V) -> Self::V;
    /// `a & b`.
    fn and(self, a: Self::V, b: Self::V) -> Self::V;
    /// `a | b`.
    fn or(self, a: Self::V, b: Self::V) -> Self::V;
    /// `a ^ b`.
    fn xor(self, a: Self::V, b: Self::V) -> Self::V;
    /// `a >> N`, logical.
    fn shr<const N: u32>(self, a: Self::V) -> Self::V;
    /// `a >> N`, arithmetic (lanes as i64).
    fn sra<const N: u32>(self, a: Self::V) -> Self::V;
    /// `a << N`.
    fn shl<const N: u32>(self, a: Self::V) -> Self::V;
    /// `c + lo52(lo52(a)·lo52(b))`.
    fn madd52lo(self, c: Self::V, a: Self::V, b: Self::V) -> Self::V;
    /// `c + hi52(lo52(a)·lo52(b))`.
    fn madd52hi(self, c: Self::V, a: Self::V, b: Self::V) -> Self::V;
    /// Lane j: lane `idx[j]` of `a` for `idx[j] < 8`, lane `idx[j] − 8` of `b` below 16, else 0
    /// (the only operation that moves data between lanes).
    fn select2(self, a: Self::V, b: Self::V, idx: [u8; 8]) -> Self::V;
    /// Lane j shifted left by `n[j]` (below 64).
    fn shlv(self, a: Self::V, n: [u8; 8]) -> Self::V;
}

const M52: u64 = (1 << 52) - 1;

/// The portable emulation: the reference, bit for bit what [`Ifma`] computes.
#[derive(Copy, Clone, Debug, Default)]
pub struct Emu;

impl Lanes for Emu {
    type V = [u64; 8];
    #[inline(never)]
    fn splat(self, x: u64) -> [u64; 8] {
        [x; 8]
    }
    #[inline(never)]
    fn load(self, x: &[u64; 8]) -> [u64; 8] {
        *x
    }
    #[inline(never)]
    fn store(self, v: [u64; 8]) -> [u64; 8] {
        v
    }
    #[inline(never)]
    fn add(self, a: [u64; 8], b: [u64; 8]) -> [u64; 8] {
        core::array::from_fn(|i| a[i].wrapping_add(b[i]))
    }
    #[inline(never)]
    fn sub(self, a: [u64; 8], b: [u64; 8]) -> [u64; 8] {
        core::array::from_fn(|i| a[i].wrapping_sub(b[i]))
    }
    #[inline(never)]
    fn and(self, a: [u64; 8], b: [u64; 8]) -> [u64; 8] {
        core::array::from_fn(|i| a[i] & b[i])
    }
    #[inline(never)]
    fn or(self, a: [u64; 8], b: [u64; 8]) -> [u64; 8] {
        core::array::from_fn(|i| a[i] | b[i])
    }
    #[inline(never)]
    fn xor(self, a: [u64; 8], b: [u64; 8]) -> [u64; 8] {
        core::array::from_fn(|i| a[i] ^ b[i])
    }
    #[inline(never)]
    fn shr<const N: u32>(self, a: [u64; 8]) -> [u64; 8] {
        a.map(|x| x >> N)
    }
    #[inline(never)]
    fn sra<const N: u32>(self, a: [u64; 8]) -> [u64; 8] {
        a.map(|x| ((x as i64) >> N) as u64)
    }
    #[inline(never)]
    fn shl<const N: u32>(self, a: [u64; 8]) -> [u64; 8] {
        a.map(|x| x << N)
    }
    #[inline(never)]
    fn madd52lo(self, c: [u64; 8], a: [u64; 8], b: [u64; 8]) -> [u64; 8] {
        core::array::from_fn(|i| {
            let p = (a[i] & M52) as u128 * (b[i] & M52) as u128;
            c[i].wrapping_add(p as u64 & M52)
        })
    }
    #[inline(never)]
    fn madd52hi(self, c: [u64; 8], a: [u64; 8], b: [u64; 8]) -> [u64; 8] {
        core::array::from_fn(|i| {
            let p = (a[i] & M52) as u128 * (b[i] & M52) as u128;
            c[i].wrapping_add((p >> 52) as u64)
        })
    }
    #[inline(never)]
    fn select2(self, a: [u64; 8], b: [u64; 8], idx: [u8; 8]) -> [u64; 8] {
        idx.map(|i| match i {
            0..8 => a[i as usize],
            8..16 => b[i as usize - 8],
            _ => 0,
        })
    }
    #[inline(never)]
    fn shlv(self, a: [u64; 8], n: [u8; 8]) -> [u64; 8] {
        core::array::from_fn(|i| a[i] << n[i])
    }
}

/// AVX-512 IFMA, one `__m512i` per vector. Constructed only by [`run_ifma`] once the CPU is
/// known to have AVX-512F and IFMA: holding one is the proof every method's `unsafe` relies on.
#[cfg(bls381_ifma)]
#[derive(Copy, Clone, Debug)]
pub struct Ifma(());

#[cfg(bls381_ifma)]
#[allow(unsafe_code)]
// `build.rs` sets `bls381_ifma` from Rust 1.89, where the AVX-512 intrinsics are stable.
#[clippy::msrv = "1.89"]
mod ifma_impl {
    use super::{Ifma, Lanes};
    use core::arch::x86_64::*;

    // SAFETY (every block below): `self` is an `Ifma`, which exists only after `run_ifma`
    // checked that the CPU has AVX-512F and AVX-512 IFMA (and the OS the zmm state); the
    // intrinsics have no other precondition (no memory is read or written through pointers:
    // loads and stores are transmutes of values of the same size).
    impl Lanes for Ifma {
        type V = __m512i;
        #[inline(always)]
        fn splat(self, x: u64) -> __m512i {
            // SAFETY: see the impl.
            unsafe { _mm512_set1_epi64(x as i64) }
        }
        #[inline(always)]
        fn load(self, x: &[u64; 8]) -> __m512i {
            // SAFETY: [u64; 8] and __m512i have the same size and every bit pattern is valid.
            unsafe { core::mem::transmute::<[u64; 8], __m512i>(*x) }
        }
        #[inline(always)]
        fn store(self, v: __m512i) -> [u64; 8] {
            // SAFETY: as in `load`.
            unsafe { core::mem::transmute::<__m512i, [u64; 8]>(v) }
        }
        #[inline(always)]
        fn add(self, a: __m512i, b: __m512i) -> __m512i {
            // SAFETY: see the impl.
            unsafe { _mm512_add_epi64(a, b) }
        }
        #[inline(always)]
        fn sub(self, a: __m512i, b: __m512i) -> __m512i {
            // SAFETY: see the impl.
            unsafe { _mm512_sub_epi64(a, b) }
        }
        #[inline(always)]
        fn and(self, a: __m512i, b: __m512i) -> __m512i {
            // SAFETY: see the impl.
            unsafe { _mm512_and_si512(a, b) }
        }
        #[inline(always)]
        fn or(self, a: __m512i, b: __m512i) -> __m512i {
            // SAFETY: see the impl.
            unsafe { _mm512_or_si512(a, b) }
        }
        #[inline(always)]
        fn xor(self, a: __m512i, b: __m512i) -> __m512i {
            // SAFETY: see the impl.
            unsafe { _mm512_xor_si512(a, b) }
        }
        #[inline(always)]
        fn shr<const N: u32>(self, a: __m512i) -> __m512i {
            // SAFETY: see the impl.
            unsafe { _mm512_srli_epi64::<N>(a) }
        }
        #[inline(always)]
        fn sra<const N: u32>(self, a: __m512i) -> __m512i {
            // SAFETY: see the impl.
            unsafe { _mm512_srai_epi64::<N>(a) }
        }
        #[inline(always)]
        fn shl<const N: u32>(self, a: __m512i) -> __m512i {
            // SAFETY: see the impl.
            unsafe { _mm512_slli_epi64::<N>(a) }
        }
        #[inline(always)]
        fn madd52lo(self, c: __m512i, a: __m512i, b: __m512i) -> __m512i {
            // SAFETY: see the impl.
            unsafe { _mm512_madd52lo_epu64(c, a, b) }
        }
        #[inline(always)]
        fn madd52hi(self, c: __m512i, a: __m512i, b: __m512i) -> __m512i {
            // SAFETY: see the impl.
            unsafe { _mm512_madd52hi_epu64(c, a, b) }
        }
        #[inline(always)]
        fn select2(self, a: __m512i, b: __m512i, idx: [u8; 8]) -> __m512i {
            // Constant indices (every caller's) fold into the instruction's operands.
            let keep = idx.iter().rev().fold(0u8, |m, &i| m << 1 | (i < 16) as u8);
            let ix = idx.map(|i| u64::from(i & 15));
            // SAFETY: see the impl; [u64; 8] and __m512i have the same size.
            unsafe {
                let ix = core::mem::transmute::<[u64; 8], __m512i>(ix);
                _mm512_maskz_permutex2var_epi64(keep, a, ix, b)
            }
        }
        #[inline(always)]
        fn shlv(self, a: __m512i, n: [u8; 8]) -> __m512i {
            let n = n.map(u64::from);
            // SAFETY: see the impl; [u64; 8] and __m512i have the same size.
            unsafe { _mm512_sllv_epi64(a, core::mem::transmute::<[u64; 8], __m512i>(n)) }
        }
    }

    /// The kernel compiled with the features, so that the inlined intrinsics become single
    /// instructions.
    #[target_feature(enable = "avx512f,avx512ifma")]
    pub(super) fn run<K: super::LaneKernel>(k: K) -> K::Output {
        k.run(Ifma(()))
    }

    pub(super) fn call<K: super::LaneKernel>(k: K) -> K::Output {
        // SAFETY: both callers (`run_ifma`, `run_ifma_if_cpu`) checked `cpu_has_ifma()`.
        unsafe { run(k) }
    }
}

/// A computation over some [`Lanes`]: [`run_ifma`] runs it with [`Ifma`], tests with [`Emu`].
/// Implementations mark `run` `#[inline(always)]` (see the module's documentation).
pub trait LaneKernel {
    /// What the kernel returns.
    type Output;
    /// Runs the kernel on `lanes`.
    fn run<L: Lanes>(self, lanes: L) -> Self::Output;
}

/// Runs `k` with [`Ifma`] if [`ifma_available`], else returns `None` (the caller takes its
/// scalar path: the emulation is far slower than the scalar kernels).
#[inline]
pub fn run_ifma<K: LaneKernel>(k: K) -> Option<K::Output> {
    #[cfg(bls381_ifma)]
    {
        if ifma_available() && cpu_has_ifma() {
            return Some(ifma_impl::call(k));
        }
    }
    let _ = k;
    None
}

/// Runs `k` with [`Ifma`] whenever the CPU can, whatever [`ifma_available`] says: for tests
/// comparing it with [`Emu`] while other tests toggle the policy.
pub fn run_ifma_if_cpu<K: LaneKernel>(k: K) -> Option<K::Output> {
    #[cfg(bls381_ifma)]
    {
        if cpu_has_ifma() {
            return Some(ifma_impl::call(k));
        }
    }
    let _ = k;
    None
}

#[cfg(bls381_ifma)]
cpufeatures::new!(cpu_ifma, "avx512f", "avx512ifma");

/// Whether this CPU (and OS) can run [`Ifma`].
pub fn cpu_has_ifma() -> bool {
    #[cfg(bls381_ifma)]
    {
        cpu_ifma::get()
    }
    #[cfg(not(bls381_ifma))]
    {
        false
    }
}

const UNSET: u8 = 0;
const ON: u8 = 1;
const OFF: u8 = 2;

static IFMA: AtomicU8 = AtomicU8::new(UNSET);

/// Whether the IFMA paths are in use: the CPU has them, the backend is not the portable one,
/// and neither `BLS381_IFMA=off` nor [`force_ifma`]`(false)` turned them off.
pub fn ifma_available() -> bool {
    let on = match IFMA.load(Relaxed) {
        ON => true,
        OFF => false,
        _ => init(),
    };
    on && super::selected() != super::Backend::Portable
}

#[cold]
fn init() -> bool {
    let on = !env_off() && cpu_has_ifma();
    IFMA.store(if on { ON } else { OFF }, Relaxed);
    on
}

#[cfg(feature = "std")]
fn env_off() -> bool {
    extern crate std;
    std::env::var("BLS381_IFMA").is_ok_and(|v| v.trim() == "off")
}

#[cfg(not(feature = "std"))]
fn env_off() -> bool {
    false
}

/// Whether the *short* IFMA runs are in use: [`ifma_available`], with the Zen 5 choices
/// (`super::tuning`): a run of lane work as short as one point's chain, between scalar work, was
/// measured to pay there (G1 cofactor clearing in lanes took hash to G1 from 0.92 to 0.80 of
/// blst) and to cost about what it saves on an Intel Xeon (hash to G1 5% slower with it). The
/// long runs (batches, whole scalar multiplications) use the lanes on every CPU with IFMA.
pub fn short_runs_available() -> bool {
    super::tuning::zen5() && ifma_available()
}

/// Turns the IFMA paths on or off for every later call, for tests and measurements; `Err(())`
/// when asked for IFMA on a CPU without it.
#[allow(clippy::result_unit_err)]
pub fn force_ifma(on: bool) -> Result<(), ()> {
    if on && !cpu_has_ifma() {
        return Err(());
    }
    IFMA.store(if on { ON } else { OFF }, Relaxed);
    Ok(())
}
