//! AArch64 kernels (`asm/aarch64/`, AAPCS64), built from the same ABI list as x86_64.
#![allow(unsafe_code)]

super::kernel_abi!();
