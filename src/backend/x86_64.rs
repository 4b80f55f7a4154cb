//! x86_64 kernels (`asm/x86_64/`, SysV AMD64 ABI), every kernel of the table. They execute MULX,
//! ADCX and ADOX, so they are only called when the dispatcher found ADX, BMI1 and BMI2 (or was
//! told to assume them).
#![allow(unsafe_code)]

super::kernels::kernel_table!(asm_kernels, all);
use super::kernels::asm_kernels;
