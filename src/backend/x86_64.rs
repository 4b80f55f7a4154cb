//! x86_64 kernels (`asm/x86_64/`, SysV AMD64 ABI). They execute MULX, ADCX and ADOX, so they are
//! only called when the dispatcher found ADX, BMI1 and BMI2 (or was told to assume them).
#![allow(unsafe_code)]

super::kernel_abi!();

// Kernels of this backend only (the AArch64 and portable backends compose the same function
// from their reduction and the portable modular steps).
extern "C" {
    fn bls381_fp_redc3_sub2(r: *mut [u64; 6], t: *const [u64; 12], x: *const [u64; 6]);
    fn bls381_fp_redc3_add2(r: *mut [u64; 6], t: *const [u64; 12], x: *const [u64; 6]);
}

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
