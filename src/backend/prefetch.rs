//! A hint to the cache: fetch a value's cache lines before a loop reaches it.
//!
//! For gathers whose addresses are known ahead but scattered (MSM's bucket entries), where
//! out-of-order execution alone cannot keep enough misses in flight.

/// Asks the CPU to bring the cache lines of `x` into L1 (a hint: no effect on results, and
/// none at all where the target has no prefetch instruction).
#[inline(always)]
#[allow(unsafe_code)]
pub(crate) fn prefetch<T>(x: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use core::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        let p = (x as *const T).cast::<i8>();
        let last = core::mem::size_of::<T>().saturating_sub(1);
        // SAFETY: SSE is part of the x86_64 baseline, so the instruction exists on every CPU
        // this code runs on; a prefetch reads nothing architecturally and cannot fault, and
        // both addresses lie within the referenced value.
        unsafe {
            _mm_prefetch::<_MM_HINT_T0>(p);
            _mm_prefetch::<_MM_HINT_T0>(p.add(last));
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = x;
}
