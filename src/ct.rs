//! Declassification: the few places where a bit computed from a secret is public by design, and
//! the code branches on it.
//!
//! * KeyGen retries when SK = 0 (draft-irtf-cfrg-bls-signature-05 §2.3; probability 2⁻²⁵⁵);
//! * a decoded secret key is either returned or refused (`Result`), so its validity is part of
//!   the output.
//!
//! Everything before such a point is constant time; the branch itself reveals the bit and nothing
//! else. [`declassify`] is where that happens, so that the constant-time check
//! (`examples/ct_check`, valgrind memcheck with the secrets marked undefined) can tell an
//! intended branch from a leak: with the `ct-check` feature (never needed in production) it marks
//! the bit *defined* through a memcheck client request, the ctgrind equivalent of BoringSSL's
//! `CONSTTIME_DECLASSIFY`. Without the feature it is `bool::from`.

use subtle::Choice;

/// The value of `c`, which the caller asserts may be made public (see the module comment).
#[inline(always)]
pub(crate) fn declassify(c: Choice) -> bool {
    #[cfg(all(feature = "ct-check", target_arch = "x86_64"))]
    {
        let mut byte = c.unwrap_u8();
        valgrind::make_mem_defined(core::slice::from_mut(&mut byte));
        byte != 0
    }
    #[cfg(not(all(feature = "ct-check", target_arch = "x86_64")))]
    {
        bool::from(c)
    }
}

#[cfg(all(feature = "ct-check", target_arch = "x86_64"))]
#[allow(unsafe_code)]
mod valgrind {
    /// `VG_USERREQ_TOOL_BASE('M','C') + 2` = `VG_USERREQ__MAKE_MEM_DEFINED` (memcheck.h).
    const MAKE_MEM_DEFINED: u64 = (((b'M' as u64) << 24) | ((b'C' as u64) << 16)) + 2;

    /// `VALGRIND_MAKE_MEM_DEFINED(buf, len)`: the "magic sequence" of valgrind.h (amd64), the
    /// same as `examples/ct_check/valgrind.rs`. Outside valgrind it is a no-op: rdi is rotated by
    /// 3 + 13 + 61 + 51 = 128 bits, and `xchg rbx, rbx` exchanges a register with itself.
    #[inline(never)]
    pub(super) fn make_mem_defined(buf: &mut [u8]) {
        let args: [u64; 6] = [
            MAKE_MEM_DEFINED,
            buf.as_mut_ptr() as u64,
            buf.len() as u64,
            0,
            0,
            0,
        ];
        // SAFETY: the sequence leaves every register but rdx (declared) and rdi (declared
        // clobbered) unchanged and touches no memory natively; under valgrind it makes valgrind
        // read the six words at rax and update its shadow state of `buf` (not its contents). Not
        // `nomem`: the compiler must treat `buf` as read, so the request is not reordered.
        unsafe {
            core::arch::asm!(
                "rol rdi, 3",
                "rol rdi, 13",
                "rol rdi, 61",
                "rol rdi, 51",
                "xchg rbx, rbx",
                inout("rdx") 0u64 => _,
                in("rax") args.as_ptr(),
                inout("rdi") 0u64 => _,
                options(nostack),
            );
        }
    }
}
