//! AArch64 kernels (`asm/aarch64/`, AAPCS64): the common kernels of the table (the composite
//! ones are composed by the field layer here).
#![allow(unsafe_code)]

super::kernels::kernel_table!(asm_kernels, common);
use super::kernels::asm_kernels;
