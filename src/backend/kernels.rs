#![cfg_attr(not(bls381_asm), allow(unused_macros, unused_imports))]
//! The kernel table: every kernel of every backend, written once.
//!
//! [`kernel_table!`] hands the list to a generator macro, and each generator writes one view of
//! it, so none of them can drift from the others:
//!
//! * [`asm_kernels!`] (in `x86_64.rs` and `aarch64.rs`): the `extern "C"` declarations of the
//!   assembly exports (`bls381_<name>`) and their safe wrappers, in two forms, `name(inputs) ->
//!   outputs` and `name_into(outputs, inputs)` (the composite kernels only the second);
//! * [`portable_into!`] (in `portable.rs`): the `_into` forms of the hand-written portable
//!   kernels;
//! * [`dispatch_kernels!`] (in `mod.rs`): the functions the field layer calls, which forward to
//!   the backend picked at run time, and [`Kernels`](super::Kernels), one backend's kernels as
//!   function pointers, for the tests, the fuzz target and the constant-time check.
//!
//! An entry is `fn name / name_into(outputs; inputs)`; every operand is passed by reference.
//! The contract of every kernel, whatever its backend:
//!
//! * limbs are little-endian u64; field elements are in Montgomery form with R = 2^384 (Fp) or
//!   R = 2^256 (Fr); inputs marked "< p" must be fully reduced, outputs are fully reduced;
//! * an output may alias any input (the safe wrappers cannot express aliasing anyway), except
//!   where an entry says otherwise;
//! * no branch and no memory address depends on the operand values.
//!
//! The *common* kernels exist on every backend, the portable one included. The *composite*
//! kernels exist only where an assembly backend provides them (x86_64 today): their dispatch
//! function returns `false` elsewhere, and the caller composes the same result from the common
//! kernels (so the composition is also their test oracle).

/// Expands `$gen!` over the kernel list (see the module documentation).
macro_rules! kernel_table {
    ($gen:ident, $which:ident) => {
        $gen! {
            [$which]
            common {
                /// Montgomery product mod p: `a, b < p`; result `< p`.
                fn fp_mul / fp_mul_into(r: [u64; 6]; a: [u64; 6], b: [u64; 6]) [regs6, zen5];
                /// Montgomery square mod p: `a < p`; result `< p`.
                fn fp_sqr / fp_sqr_into(r: [u64; 6]; a: [u64; 6]) [regs6];
                /// The 768-bit product of two 384-bit integers (any values below 2^384).
                fn fp_mul_wide / fp_mul_wide_into(r: [u64; 12]; a: [u64; 6], b: [u64; 6]);
                /// The 768-bit square of a 384-bit integer.
                fn fp_sqr_wide / fp_sqr_wide_into(r: [u64; 12]; a: [u64; 6]);
                /// Montgomery reduction `t / 2^384 mod p` for `t < p·2^384`; result `< p`.
                fn fp_redc / fp_redc_into(r: [u64; 6]; t: [u64; 12]);
                /// Fp2 = Fp\[u\]/(u² + 1) product `(a0 + a1·u)(b0 + b1·u)`, Montgomery form, all
                /// inputs `< p`: Karatsuba on unreduced products, two reductions.
                fn fp2_mul / fp2_mul_into(
                    r0: [u64; 6], r1: [u64; 6];
                    a0: [u64; 6], a1: [u64; 6], b0: [u64; 6], b1: [u64; 6]
                ) [regs12];
                /// Fp2 square `(a0 + a1·u)²`: `(a0 + a1)(a0 − a1)` and `2·a0·a1`, reduced.
                fn fp2_sqr / fp2_sqr_into(r0: [u64; 6], r1: [u64; 6]; a0: [u64; 6], a1: [u64; 6])
                    [regs12, zen5];
                /// Unreduced Fp2 product: `(a0·b0 − a1·b1, a0·b1 + a1·b0)` as two 768-bit
                /// integers, each congruent mod p to the exact value and below `p·2^384`. The
                /// inputs may be below 2p, not only below p (the tower passes the unreduced
                /// Karatsuba sums of its Fp6 products): then `|a0·b0 − a1·b1| < 4p²` and
                /// `a0·b1 + a1·b0 < 8p²`, below `p·2^384` as `8p < 2^384`. The first component
                /// is `a0·b0 − a1·b1`, plus `p·2^384` when that is negative; the second is exact.
                fn fp2_mul_wide / fp2_mul_wide_into(
                    r0: [u64; 12], r1: [u64; 12];
                    a0: [u64; 6], a1: [u64; 6], b0: [u64; 6], b1: [u64; 6]
                );
                /// Unreduced Fp2 square: `((a0 + a1)(a0 − a1 + p), 2·a0·a1)`, exact, each below
                /// `p·2^384` (inputs `< p`).
                fn fp2_sqr_wide / fp2_sqr_wide_into(
                    r0: [u64; 12], r1: [u64; 12]; a0: [u64; 6], a1: [u64; 6]
                );
                /// Montgomery product mod r: `a, b < r`; result `< r`.
                fn fr_mul / fr_mul_into(r: [u64; 4]; a: [u64; 4], b: [u64; 4]) [regs4];
                /// Montgomery square mod r: `a < r`; result `< r`.
                fn fr_sqr / fr_sqr_into(r: [u64; 4]; a: [u64; 4]) [regs4];
                /// `a⁻¹ mod p` as a plain integer (not Montgomery form): `a < p`, 0 for 0.
                fn fp_inverse / fp_inverse_into(r: [u64; 6]; a: [u64; 6]);
                /// `a⁻¹ mod r` as a plain integer: `a < r`, 0 for 0.
                fn fr_inverse / fr_inverse_into(r: [u64; 4]; a: [u64; 4]);
            }
            composite {
                /// `n` Montgomery squarings mod p (`a < p`, `n ≥ 1`; result `< p`): the
                /// intermediate squares stay below 2p, unreduced, and in the kernel.
                fn fp_sqr_n(r: [u64; 6]; a: [u64; 6], n: u64);
                /// `3·t·R⁻¹ − 2·x mod p` (`t < p·2^384`, `x < p`): a reduction fused with the
                /// closing step of each Granger–Scott coefficient (ePrint 2009/565, §3.2).
                fn fp_redc3_sub2(r: [u64; 6]; t: [u64; 12], x: [u64; 6]);
                /// `3·t·R⁻¹ + 2·x mod p` (`t < p·2^384`, `x < p`).
                fn fp_redc3_add2(r: [u64; 6]; t: [u64; 12], x: [u64; 6]);
                /// The unreduced Fp6 product (Karatsuba over Fp2: six `fp2_mul_wide` with the
                /// sums in registers), as `Fp6::mul_wide_into` composes it.
                fn fp6_mul_wide(
                    r: crate::backend::layout::Fp6Wide;
                    a: crate::backend::layout::Fp6, b: crate::backend::layout::Fp6
                );
                /// The Granger–Scott cyclotomic squaring, as `Fp12::cyclotomic_square`
                /// composes it. The output must not alias the input (it writes the first
                /// outputs before it reads the last inputs; the safe wrapper's `&mut` and `&`
                /// guarantee it).
                fn fp12_cyclotomic_sqr(
                    r: crate::backend::layout::Fp12; a: crate::backend::layout::Fp12
                );
                /// The Fp12 product, as `Fp12::mul` composes it (18 Fp2 products, 12
                /// reductions, on exact integers).
                fn fp12_mul(
                    r: crate::backend::layout::Fp12;
                    a: crate::backend::layout::Fp12, b: crate::backend::layout::Fp12
                );
                /// The Fp12 square, as `Fp12::square` composes it.
                fn fp12_sqr(r: crate::backend::layout::Fp12; a: crate::backend::layout::Fp12);
                /// The product by a line `l[0] + l[1]·v + l[2]·vw`, as `Fp12::mul_by_014`
                /// composes it.
                fn fp12_mul_by_014(
                    r: crate::backend::layout::Fp12;
                    a: crate::backend::layout::Fp12, l: [crate::backend::layout::Fp2; 3]
                );
                /// The product by two lines (`l[0]`, `l[1]`, each as `fp12_mul_by_014`'s), as
                /// `Fp12::mul_by_01245` of `Fp12::mul_014_by_014` composes it.
                fn fp12_mul_by_lines(
                    r: crate::backend::layout::Fp12;
                    a: crate::backend::layout::Fp12, l: [[crate::backend::layout::Fp2; 3]; 2]
                );
                /// A Miller loop doubling step, as `G2Homogeneous::double_eval` composes it:
                /// `t` (X, Y, 2Z) is read, then overwritten with 2T; `l` receives the tangent
                /// line evaluated at `p` (6·xP, −yP).
                fn g2_double_line(
                    t: [crate::backend::layout::Fp2; 3], l: [crate::backend::layout::Fp2; 3];
                    p: [crate::backend::layout::Fp; 2]
                );
                /// The terms of Karabina's g4 from (g1, g2, g3, g5): `3g1² − 2g2 + ξg5²`, `4g3`
                /// and `2g1g5`, as `cyclotomic::Compressed::g4_terms` composes them.
                fn fp12_g4_fraction(
                    r: [crate::backend::layout::Fp2; 3]; a: [crate::backend::layout::Fp2; 4]
                );
                /// Karabina's decompression of (g1, g2, g3, g5) given g4 as `q[0]·q[1]`, as
                /// `cyclotomic::Compressed::finish` composes it.
                fn fp12_decompress(
                    r: crate::backend::layout::Fp12;
                    a: [crate::backend::layout::Fp2; 4], q: [crate::backend::layout::Fp2; 2]
                );
                /// A Miller loop addition step, as `G2Homogeneous::add_eval` composes it: `t`
                /// (X, Y, 2Z) is read, then overwritten with T + Q for `q` = (x, y) affine; `l`
                /// receives the line through T and Q evaluated at `p` (6·xP, −yP).
                fn g2_add_line(
                    t: [crate::backend::layout::Fp2; 3], l: [crate::backend::layout::Fp2; 3];
                    q: [crate::backend::layout::Fp2; 2], p: [crate::backend::layout::Fp; 2]
                );
                /// `r = 2a` for `a` = (X, Y, Z) on the twist, homogeneous, as
                /// `group_law::double_a0` composes it (the point part of `g2_double_line`).
                fn g2_double(
                    r: [crate::backend::layout::Fp2; 3]; a: [crate::backend::layout::Fp2; 3]
                );
                /// `r = a + b` for points of the twist, homogeneous, complete, as
                /// `group_law::add` composes it (Renes–Costello–Batina's Algorithm 7).
                fn g2_add(
                    r: [crate::backend::layout::Fp2; 3];
                    a: [crate::backend::layout::Fp2; 3], b: [crate::backend::layout::Fp2; 3]
                );
                /// Karabina's compressed squaring of (g1, g2, g3, g5), as
                /// `cyclotomic::Compressed::square` composes it.
                fn fp12_compressed_sqr(
                    r: [crate::backend::layout::Fp2; 4]; a: [crate::backend::layout::Fp2; 4]
                );
            }
        }
    };
}
pub(crate) use kernel_table;

/// The `extern "C"` block and the safe wrappers of an assembly backend: `[all]` for every kernel,
/// `[common]` for the common ones only.
macro_rules! asm_kernels {
    (
        [$which:ident]
        common { $(
            $(#[$m:meta])*
            fn $name:ident / $into:ident($($o:ident: $ot:ty),+; $($i:ident: $it:ty),+)
                $([$($regs:ident),+])?;
        )* }
        composite { $(
            $(#[$cm:meta])*
            fn $cname:ident($($co:ident: $cot:ty),+; $($ci:ident: $cit:ty),+);
        )* }
    ) => {
        mod ffi {
            // SAFETY (for every export below but the register-convention ones, whose calls
            // `asm_call!` states): each reads exactly the memory its pointer
            // arguments' types say and writes exactly its outputs (after its last read of an
            // input the output may alias, unless its entry says they must not alias), follows
            // the platform C calling convention (SysV AMD64 / AAPCS64), restores every
            // callee-saved register and touches no memory but its arguments and its own stack
            // frame below the stack pointer it was given. A composite kernel calls only other
            // kernels of this list, by direct calls of their hidden symbols.
            $(
                $crate::backend::kernels::asm_ffi!(
                    [$which $($(, $regs)+)?] $name($($o: $ot),+; $($i: $it),+)
                );
            )*
            $crate::backend::kernels::asm_composite_ffi!([$which] $(
                fn $cname($($co: $cot),+; $($ci: $cit),+);
            )*);
        }

        $(
            $(#[$m])*
            #[inline(always)]
            #[allow(unused_parens)]
            pub fn $name($($i: &$it),+) -> ($($ot),+) {
                $crate::backend::kernels::asm_call!(
                    [$which $($(, $regs)+)?] ffi::$name, ffi::$name::mt; $($o: $ot),+; $($i),+
                )
            }

            $(#[$m])*
            ///
            /// Written into the caller's arrays.
            #[inline(always)]
            pub fn $into($($o: &mut $ot,)+ $($i: &$it),+) {
                $crate::backend::kernels::asm_call_into!(
                    [$which $($(, $regs)+)?] ffi::$name, $name; $($o),+; $($i),+
                )
            }
        )*

        $crate::backend::kernels::asm_composite_wrappers!([$which] $(
            $(#[$cm])*
            fn $cname($($co: $cot),+; $($ci: $cit),+);
        )*);
    };
}
pub(crate) use asm_kernels;

/// One common kernel's declaration. On x86_64 (`[all]`) a kernel marked `[regs6]`, `[regs4]` or
/// `[regs12]` takes or returns its values in registers (`asm_call!`): it is declared without a
/// signature, as the symbol that `asm!` calls, never called from Rust as a C function; `zen5`
/// adds `bls381_<name>_mt`, its variant for `backend::tuning`'s Zen 5 choices.
macro_rules! asm_ffi {
    ([all, $regs:ident, zen5] $name:ident($($t:tt)*)) => {
        $crate::backend::kernels::asm_ffi!([all, $regs] $name($($t)*));
        pub(super) mod $name {
            extern "C" {
                #[link_name = concat!("bls381_", stringify!($name), "_mt")]
                pub(crate) fn mt();
            }
        }
    };
    ([all, $regs:ident] $name:ident($($t:tt)*)) => {
        extern "C" {
            #[link_name = concat!("bls381_", stringify!($name))]
            pub(super) fn $name();
        }
    };
    ([$which:ident $(, $regs:ident)*] $name:ident($($o:ident: $ot:ty),+; $($i:ident: $it:ty),+)) => {
        extern "C" {
            #[link_name = concat!("bls381_", stringify!($name))]
            pub(super) fn $name($($o: *mut $ot,)+ $($i: *const $it),+);
        }
    };
}
pub(crate) use asm_ffi;

/// One common kernel's value form. The x86_64 kernels marked `[regs6]` or `[regs4]` take `a`'s
/// limbs in rdi, rsi, r8, r9 (and r10, r11 for six) and `b`'s pointer (if any) in rcx, and
/// return the result's limbs in `a`'s registers (`mont384.S`'s header, "Register
/// convention"): a value the caller holds in registers goes in and comes out without a store
/// and a load at each end. The others read and write through pointers.
macro_rules! asm_call {
    // `zen5`: the `_mt` variant (`$alt`) under `backend::tuning`'s Zen 5 choices.
    ([all, $regs:ident, zen5] $f:path, $alt:path; $($rest:tt)*) => {
        if $crate::backend::tuning::zen5() {
            $crate::backend::kernels::asm_call!([all, $regs] $alt, $alt; $($rest)*)
        } else {
            $crate::backend::kernels::asm_call!([all, $regs] $f, $f; $($rest)*)
        }
    };
    // fp2_mul, fp2_sqr: the input pointers in rdx, rcx (and r8, r9), r0 back in rdi, rsi,
    // r8-r11 and r1 in rax, rcx, rdx, r12-r14 (mont384x.S, "Register convention").
    (
        [all, regs12] $f:path, $alt:path;
        $o0:ident: $ot0:ty, $o1:ident: $ot1:ty;
        $a0:ident, $a1:ident $(, $b0:ident, $b1:ident)?
    ) => {{
        let (r00, r01, r02, r03, r04, r05): (u64, u64, u64, u64, u64, u64);
        let (r10, r11, r12, r13, r14, r15): (u64, u64, u64, u64, u64, u64);
        // SAFETY: as for `@call` below, but for the registers: the kernel reads the arrays
        // behind rdx, rcx (and r8, r9), restores rbx, rbp and r15, and writes the registers
        // declared here (r12-r14 among them, as outputs).
        unsafe {
            core::arch::asm!(
                "call {k}",
                k = sym $f,
                inout("rdx") $a0.as_ptr() => r12,
                inout("rcx") $a1.as_ptr() => r11,
                inout("r8") $crate::backend::kernels::asm_call!(@second $($b0)?) => r02,
                inout("r9") $crate::backend::kernels::asm_call!(@second $($b1)?) => r03,
                lateout("rdi") r00,
                lateout("rsi") r01,
                lateout("r10") r04,
                lateout("r11") r05,
                lateout("rax") r10,
                lateout("r12") r13,
                lateout("r13") r14,
                lateout("r14") r15,
                options(pure, readonly),
            );
        }
        ([r00, r01, r02, r03, r04, r05], [r10, r11, r12, r13, r14, r15])
    }};
    ([all, regs6] $f:path, $alt:path; $o:ident: $ot:ty; $a:ident $(, $b:ident)?) => {
        $crate::backend::kernels::asm_call!(
            @call $f; $a $(, $b)?;
            [r0 "rdi", r1 "rsi", r2 "r8", r3 "r9", r4 "r10", r5 "r11"];
            ["rax", "rdx"]
        )
    };
    ([all, regs4] $f:path, $alt:path; $o:ident: $ot:ty; $a:ident $(, $b:ident)?) => {
        $crate::backend::kernels::asm_call!(
            @call $f; $a $(, $b)?;
            [r0 "rdi", r1 "rsi", r2 "r8", r3 "r9"];
            ["rax", "rdx", "r10", "r11"]
        )
    };
    // The call: `a`'s limbs in and the result's out of the listed registers, `b`'s pointer in
    // rcx, the other registers the kernel writes clobbered.
    (@call $f:path; $a:ident $(, $b:ident)?; [$($r:ident $reg:tt),+]; [$($c:tt),+]) => {{
        let [$(mut $r),+] = *$a;
        // SAFETY: the kernel (mont384.S, mont256.S: "Register convention") reads the registers
        // given and the array behind rcx (a live reference of the declared type) and its
        // RIP-relative constants, writes no memory but the stack below the pointer it is given
        // (the return address of the `call` and its red zone; the block is not `nostack`, so
        // the compiler keeps nothing there), restores rbx, rbp and r12-r15, touches no vector
        // register, and clobbers only the registers declared here and the flags (no
        // `preserves_flags`). It executes MULX/ADCX/ADOX: reached only when the dispatcher
        // selected this backend.
        unsafe {
            core::arch::asm!(
                "call {k}",
                k = sym $f,
                $(inout($reg) $r,)+
                inout("rcx") $crate::backend::kernels::asm_call!(@second $($b)?) => _,
                $(lateout($c) _,)+
                options(pure, readonly),
            );
        }
        [$($r),+]
    }};
    // rcx: the second input's pointer, or nothing the kernel reads (a square).
    (@second $b:ident) => {
        $b.as_ptr()
    };
    (@second) => {
        core::ptr::null::<u64>()
    };
    ([$which:ident $(, $regs:ident)*] $f:path, $alt:path; $($o:ident: $ot:ty),+; $($i:ident),+) => {{
        $(let mut $o = core::mem::MaybeUninit::<$ot>::uninit();)+
        // SAFETY: see the extern block; the references are live values of the declared types,
        // and the kernel writes every limb of each output, so each is initialised when read
        // (and no zeroing pass is paid for).
        unsafe {
            $f($($o.as_mut_ptr(),)+ $($i),+);
            ($($o.assume_init()),+)
        }
    }};
}
pub(crate) use asm_call;

/// One common kernel's `_into` form: the register-convention kernels' value stored, the others
/// called with the caller's arrays.
macro_rules! asm_call_into {
    ([all, $regs:ident $(, $z:ident)?] $f:path, $name:ident; $($o:ident),+; $($i:ident),+) => {
        ($(*$o),+) = $name($($i),+)
    };
    ([$which:ident $(, $regs:ident)*] $f:path, $name:ident; $($o:ident),+; $($i:ident),+) => {
        // SAFETY: see the extern block; the references are live values of the declared types.
        unsafe { $f($($o,)+ $($i),+) }
    };
}
pub(crate) use asm_call_into;

/// The composite kernels' declarations, for `[all]` only.
macro_rules! asm_composite_ffi {
    ([all] $(fn $cname:ident($($co:ident: $cot:ty),+; $($ci:ident: $cit:ty),+);)*) => {
        extern "C" {
            $(
                #[link_name = concat!("bls381_", stringify!($cname))]
                pub(super) fn $cname($($co: *mut $cot,)+ $($ci: *const $cit),+);
            )*
        }
    };
    ([common] $($t:tt)*) => {};
}
pub(crate) use asm_composite_ffi;

/// The composite kernels' safe wrappers, for `[all]` only.
macro_rules! asm_composite_wrappers {
    ([all] $(
        $(#[$cm:meta])*
        fn $cname:ident($($co:ident: $cot:ty),+; $($ci:ident: $cit:ty),+);
    )*) => {
        $(
            $(#[$cm])*
            #[inline(always)]
            pub fn $cname($($co: &mut $cot,)+ $($ci: &$cit),+) {
                // SAFETY: see the extern block. The layout types are `repr(C)` over
                // `repr(transparent)` limb arrays (`layout.rs` asserts their sizes), so each
                // reference points at the consecutive limbs the kernel reads or writes, and a
                // `&mut` output is distinct from every input.
                unsafe { ffi::$cname($($co,)+ $($ci),+) }
            }
        )*
    };
    ([common] $($t:tt)*) => {};
}
pub(crate) use asm_composite_wrappers;

/// The `_into` forms of the portable kernels, from their value forms. Out of line: the
/// dispatcher puts the portable fallback at every kernel call site, where a call is all the room
/// it should take (inlined, each site also carried the copies of the outputs).
macro_rules! portable_into {
    (
        [$which:ident]
        common { $(
            $(#[$m:meta])*
            fn $name:ident / $into:ident($($o:ident: $ot:ty),+; $($i:ident: $it:ty),+)
                $([$($regs:ident),+])?;
        )* }
        composite { $($t:tt)* }
    ) => {
        $(
            $(#[$m])*
            ///
            /// Written into the caller's arrays.
            #[inline(never)]
            #[allow(unused_parens)]
            pub fn $into($($o: &mut $ot,)+ $($i: &$it),+) {
                ($(*$o),+) = $name($($i),+);
            }
        )*
    };
}
pub(crate) use portable_into;

/// The dispatched kernels the field layer calls and the [`Kernels`](super::Kernels) table.
macro_rules! dispatch_kernels {
    (
        [$which:ident]
        common { $(
            $(#[$m:meta])*
            fn $name:ident / $into:ident($($o:ident: $ot:ty),+; $($i:ident: $it:ty),+)
                $([$($regs:ident),+])?;
        )* }
        composite { $(
            $(#[$cm:meta])*
            fn $cname:ident($($co:ident: $cot:ty),+; $($ci:ident: $cit:ty),+);
        )* }
    ) => {
        $(
            $(#[$m])*
            #[inline(always)]
            #[allow(dead_code, unused_parens)]
            pub(crate) fn $name($($i: &$it),+) -> ($($ot),+) {
                // With an assembly backend compiled in, the portable fallback is the `_into`
                // form, out of line, on copies of the inputs: inlined at every call site it
                // would take registers and code room from the path that runs, and references
                // to the caller's values would keep them in memory for the register-convention
                // kernels (`asm_call!`).
                #[cfg(bls381_asm)]
                {
                    dispatch!($name($($i),+) else {
                        $(let $i = *$i;)+
                        $(let mut $o = <$ot>::default();)+
                        portable::$into($(&mut $o,)+ $(&$i),+);
                        ($($o),+)
                    })
                }
                #[cfg(not(bls381_asm))]
                {
                    portable::$name($($i),+)
                }
            }

            $(#[$m])*
            ///
            /// Written into the caller's arrays: a value returned by copy is written right
            /// after the kernel's 8-byte stores and read back with 16-byte loads, which
            /// cannot be forwarded from them (a stall of the order of a kernel's run time
            /// in the tower's inner products).
            #[inline(always)]
            #[allow(dead_code)]
            pub(crate) fn $into($($o: &mut $ot,)+ $($i: &$it),+) {
                dispatch!($into($($o,)+ $($i),+))
            }
        )*

        $(
            $(#[$cm])*
            ///
            /// Returns `false`, having written nothing, where the selected backend has no such
            /// kernel: the caller then composes the result itself.
            #[inline(always)]
            pub(crate) fn $cname($($co: &mut $cot,)+ $($ci: &$cit),+) -> bool {
                #[cfg(bls381_asm = "x86_64")]
                if use_asm() {
                    x86_64::$cname($($co,)+ $($ci),+);
                    return true;
                }
                let _ = ($($co,)+ $($ci),+);
                false
            }
        )*

        /// One backend's kernels as function pointers (the composite ones `None` where the
        /// backend has none), for tests, fuzzing and measurements that call every backend this
        /// machine runs, whatever the dispatcher picked. Generated from the kernel table.
        #[doc(hidden)]
        #[allow(missing_docs, unused_parens)]
        #[derive(Clone, Copy, Debug)]
        pub struct Kernels {
            /// The backend's name ([`Backend::name`]).
            pub name: &'static str,
            $(
                pub $name: fn($(&$it),+) -> ($($ot),+),
                pub $into: fn($(&mut $ot,)+ $(&$it),+),
            )*
            $(
                pub $cname: Option<fn($(&mut $cot,)+ $(&$cit),+)>,
            )*
        }

        impl Kernels {
            /// The kernels of `b`, if this build contains them (the CPU may still lack the
            /// instructions: check [`Backend::is_available`] before calling them).
            pub fn of(b: Backend) -> Option<Kernels> {
                match b {
                    Backend::Portable => Some(Kernels {
                        name: b.name(),
                        $($name: portable::$name, $into: portable::$into,)*
                        $($cname: None,)*
                    }),
                    #[cfg(bls381_asm = "x86_64")]
                    Backend::X86_64Adx => Some(Kernels {
                        name: b.name(),
                        $($name: x86_64::$name, $into: x86_64::$into,)*
                        $($cname: Some(x86_64::$cname),)*
                    }),
                    #[cfg(bls381_asm = "aarch64")]
                    Backend::Aarch64 => Some(Kernels {
                        name: b.name(),
                        $($name: aarch64::$name, $into: aarch64::$into,)*
                        $($cname: None,)*
                    }),
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }

            /// The kernels of every backend this build contains and this CPU can run (the
            /// portable ones first). A backend forced with `BLS381_BACKEND` counts as runnable
            /// (valgrind hides ADX from CPUID while it executes it).
            #[cfg(any(feature = "std", test))]
            pub fn runnable() -> std::vec::Vec<Kernels> {
                extern crate std;
                let forced = from_env();
                Backend::ALL
                    .into_iter()
                    .filter(|&b| b.is_available() || forced == Some(b))
                    .filter_map(Kernels::of)
                    .collect()
            }
        }
    };
}
pub(crate) use dispatch_kernels;
