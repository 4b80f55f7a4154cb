//! x86_64 kernels (`asm/x86_64/`, SysV AMD64 ABI). They execute MULX, ADCX and ADOX, so they are
//! only called when the dispatcher found ADX, BMI1 and BMI2 (or was told to assume them).
#![allow(unsafe_code)]

super::kernel_abi!();

// Kernels of this backend only (the AArch64 and portable backends compose the same function
// from their reduction and the portable modular steps).
extern "C" {
    fn bls381_fp_redc3_sub2(r: *mut [u64; 6], t: *const [u64; 12], x: *const [u64; 6]);
    fn bls381_fp_redc3_add2(r: *mut [u64; 6], t: *const [u64; 12], x: *const [u64; 6]);
    fn bls381_fp12_cyclotomic_sqr(r: *mut [u64; 72], a: *const [u64; 72]);
    fn bls381_fp6_mul_wide(r: *mut [u64; 72], a: *const [u64; 36], b: *const [u64; 36]);
}

use crate::field::wide::Fp6Wide;
use crate::field::{Fp12, Fp6};
const _: () = assert!(core::mem::size_of::<Fp12>() == 72 * 8);
const _: () = assert!(core::mem::size_of::<Fp6>() == 36 * 8);
const _: () = assert!(core::mem::size_of::<Fp6Wide>() == 72 * 8);

/// See [`portable::fp_redc3_sub2`](crate::backend::portable::fp_redc3_sub2).
#[inline(always)]
pub fn fp_redc3_sub2(r: &mut [u64; 6], t: &[u64; 12], x: &[u64; 6]) {
    // SAFETY: as for every kernel of `kernel_abi!`: the kernel reads the 12 limbs of `t` and
    // the 6 of `x`, writes the 6 of `r` (after its last read), follows SysV AMD64 and restores
    // the callee-saved registers; the references are live arrays of those sizes.
    unsafe { bls381_fp_redc3_sub2(r, t, x) };
}

/// See [`portable::fp_redc3_add2`](crate::backend::portable::fp_redc3_add2).
#[inline(always)]
pub fn fp_redc3_add2(r: &mut [u64; 6], t: &[u64; 12], x: &[u64; 6]) {
    // SAFETY: as for `fp_redc3_sub2`.
    unsafe { bls381_fp_redc3_add2(r, t, x) };
}

/// The Granger–Scott cyclotomic squaring of `a` into `r`: the composition of the kernels above
/// that `Fp12::cyclotomic_square` performs, as one kernel (no dispatch between the steps, the
/// wide sums in registers).
#[inline(always)]
pub fn fp12_cyclotomic_sqr(r: &mut Fp12, a: &Fp12) {
    // SAFETY: Fp12, Fp6 and Fp2 are repr(C) and Fp is a repr(transparent) [u64; 6], so an Fp12
    // is 72 consecutive u64 (size checked above) in the order the kernel expects (c0.c0.c0,
    // c0.c0.c1, c0.c1.c0, ...). `r` and `a` are a live `&mut` and `&`, hence distinct, as the
    // kernel requires (it writes the first outputs before reading the last inputs). It calls
    // only the kernels of this file's extern blocks and follows SysV AMD64 like them.
    unsafe {
        bls381_fp12_cyclotomic_sqr(
            r as *mut Fp12 as *mut [u64; 72],
            a as *const Fp12 as *const [u64; 72],
        )
    };
}

/// The unreduced Fp6 product of `a` and `b` into `r`: the Karatsuba composition of
/// `Fp6::mul_wide_into` as one kernel (six `fp2_mul_wide` calls, the sums in registers).
#[inline(always)]
pub(crate) fn fp6_mul_wide(r: &mut Fp6Wide, a: &Fp6, b: &Fp6) {
    // SAFETY: Fp6 (repr(C) over repr(C) Fp2 over repr(transparent) Fp) is 36 consecutive u64,
    // Fp6Wide (repr(C) over repr(C) Fp2Wide of two [u64; 12]) 72, in the order the kernel uses
    // (sizes checked above). `r` is a `&mut`, so distinct from `a` and `b`, as the kernel
    // requires. It calls only `bls381_fp2_mul_wide` and follows SysV AMD64.
    unsafe {
        bls381_fp6_mul_wide(
            r as *mut Fp6Wide as *mut [u64; 72],
            a as *const Fp6 as *const [u64; 36],
            b as *const Fp6 as *const [u64; 36],
        )
    };
}
