//! AArch64 kernels (`asm/aarch64/`, AAPCS64), built from the same ABI list as x86_64.
#![allow(unsafe_code)]

super::kernel_abi!();

// The fused reduction + Granger–Scott step has no AArch64 kernel of its own: the reduction
// kernel, then the portable modular steps (what the x86_64 kernel does in registers).

/// See [`portable::fp_redc3_sub2`](crate::backend::portable::fp_redc3_sub2).
#[inline(always)]
pub fn fp_redc3_sub2(r: &mut [u64; 6], t: &[u64; 12], x: &[u64; 6]) {
    *r = super::portable::three_t_sub_two_x(&fp_redc(t), x);
}

/// See [`portable::fp_redc3_add2`](crate::backend::portable::fp_redc3_add2).
#[inline(always)]
pub fn fp_redc3_add2(r: &mut [u64; 6], t: &[u64; 12], x: &[u64; 6]) {
    *r = super::portable::three_t_add_two_x(&fp_redc(t), x);
}
