/*
 * mont384.S: BLS12-381 base field Fp kernels for x86_64 (MULX/ADCX/ADOX).
 *
 *   p  = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
 *   n0 = -p^-1 mod 2^64 = 0x89f3fffcfffcfffd, R = 2^384. Limbs are little-endian uint64_t.
 *
 * C equivalents
 *   bls381_fp_mul (register convention: a and r in rdi, rsi, r8-r11, b's pointer in rcx)
 *       a, b < p: r = a b R^-1 mod p, fully reduced.
 *   bls381_fp_mul_mt: the same, with another reduction plan (below)
 *   bls381_fp_sqr (register convention: a and r in rdi, rsi, r8-r11)
 *       a < p: r = a^2 R^-1 mod p, fully reduced.
 *   void bls381_fp_mul_wide(uint64_t r[12], const uint64_t a[6], const uint64_t b[6]);
 *       r = a b exactly, for any 384-bit a, b.
 *   void bls381_fp_sqr_wide(uint64_t r[12], const uint64_t a[6]);
 *       r = a^2 exactly, for any 384-bit a.
 *   void bls381_fp_redc(uint64_t r[6], const uint64_t t[12]);
 *       t < p 2^384: r = t R^-1 mod p, fully reduced.
 *   void bls381_fp_redc3_sub2(uint64_t r[6], const uint64_t t[12], const uint64_t x[6]);
 *   void bls381_fp_redc3_add2(uint64_t r[6], const uint64_t t[12], const uint64_t x[6]);
 *       t < p 2^384, x < p: r = 3 t R^-1 - 2 x (resp. + 2 x) mod p, fully reduced: the
 *       last step of each coefficient of the cyclotomic squaring (Granger-Scott).
 *
 * Conventions (every kernel in this file)
 *   - SysV AMD64: arguments in rdi, rsi, rdx, rcx, r8, r9; no return value (but for the
 *     register-convention kernels below, called from Rust's inline assembly only). Leaf functions
 *     (but for the composite kernels fp6_mul_wide and fp12_cyclotomic_sqr, which call the
 *     others and need outputs apart from inputs): no calls, no branches (fully unrolled), no
 *     memory address depending on operand values; the final conditional subtraction selects
 *     with CMOVC.
 *   - Clobbers: rax, rcx, rdx, rsi, rdi, r8-r11 and the flags. The callee-saved rbx, rbp,
 *     r12-r15 a kernel uses are pushed and popped. No vector register is touched.
 *   - Memory: the arguments, the constant table below (RIP-relative) and scratch below the
 *     stack pointer (the 128-byte red zone, or a frame for the Fp2 kernels).
 *   - Loads: where registers allow, each limb of an input that a caller may just have stored
 *     (the left operand: x in x = x * y) is loaded once, into a register or as a row's
 *     multiplier; a store followed by one load of the same limb is forwarded at no cost, while
 *     repeated loads of it as memory operands measured up to 10% more latency in such chains.
 *   - Aliasing: outputs are stored only after the last read of every input, so any output may
 *     alias any input.
 *   - Register convention (fp_mul, fp_sqr, fr_mul, fr_sqr): a's limbs, low first, in rdi, rsi,
 *     r8, r9, r10, r11 (Fp) or rdi, rsi, r8, r9 (Fr), b's pointer (the products) in rcx; the
 *     result's limbs come back in a's registers, nothing is stored; rax, rcx, rdx (and r10,
 *     r11 for Fr) are clobbered. The Rust wrappers call them with `call` from `asm!`: a chain
 *     x = x * y keeps x in registers from call to call, where a value passed and returned
 *     through memory pays a store-to-load round trip at each end of every call.
 *   - Needs BMI2 (MULX) and ADX (ADCX/ADOX); the Rust dispatcher checks before calling.
 *
 * Arithmetic
 *   Products are rows of MULX with two carry chains: ADOX adds the low halves, ADCX the high
 *   halves; each chain ends by adding its last carry into the row's top word, which cannot
 *   overflow, so CF = OF = 0 afterwards. IMUL clobbers CF and OF: it is followed by
 *   `xor reg, reg`, which clears both. The same idiom starts every reduction round, to cut the
 *   dependency on the flags of the chains before it so consecutive rounds overlap.
 *
 *   Montgomery reduction (modulus q, n0 = -q^-1 mod 2^64) relies on the "no-carry" bound
 *   (Botrel, El Housni, ePrint 2022/1400): q's top limb is below 2^63 - 1, so the running value
 *   never needs an extra carry word. On top of it, most rounds add u0 qt, with the constant
 *   qt = q n0 (one limb longer than q), instead of m q with m = u0 n0. Both clear the low word
 *   u0, but qt = -1 mod 2^64: the multiplier is u0 itself (no IMUL on the critical path) and
 *   the lowest limb of qt needs no product (hi(u0 (2^64 - 1)) plus the carry out of the low
 *   word is exactly u0). The price is a one-word-wider accumulator and a larger final value:
 *   the last round(s) use m q, so that the result stays below 2q. The separate reductions and
 *   the Fr kernels use the mt rounds; the 6-limb products interleaved with their rows (fp_mul,
 *   fp2_sqr) reduce by m q in every round, which measured faster there (see the kernels). The
 *   worst case of each kernel, computed with exact integer arithmetic, is stated beside its
 *   final subtraction (constants: LOCAL(pt) = p n0, LOCAL(rt) = r n0).
 *
 * Kernels and register maps
 *   fp_mul       rows and reductions interleaved (CIOS): row i adds a[i] b (rdx = a[i] from its
 *                register, a3..a5 from the red zone where they wait; b read as memory operands
 *                from rcx), then reduction i by m = u0 n0 (every round: interleaved with the
 *                rows, the IMUL costs less than the wider accumulator of the mt rounds). The
 *                7-word accumulator rotates through rdi, rbx, rbp, r9-r13; r14/r15 take the
 *                MULX halves; rax is the zero (and the register cleared for the flags). Result
 *                below 1.10 p.
 *   fp_mul_mt    fp_mul with reductions 0..4 by mt (multiplier u0, no IMUL between one round
 *                and the next) and reduction 5 by m: faster on AMD Zen 5, slower on the Xeon
 *                (the Rust side picks by `backend::tuning`).
 *   fp_sqr       cross products a_i a_j (i < j) once, doubled on the CF chain while the OF
 *                chain adds the squares a_i^2 (21 MULX; a stored to red-zone slots 3..8 on
 *                entry); words 1..10 in rbx, rbp, r8-r15, word 11 in rcx, word 0 and words 6,
 *                7 in the red zone. Then the reduction of
 *                words 0..5 (five mt rounds, one m round; accumulator rsi + the word
 *                registers) and the addition of words 6..11: below 1.65 p. With every register
 *                taken, the carry-ins of zero are read from LOCAL(zero).
 *   fp_mul_wide  six rows into a 7-register window (rbx, rbp, r10-r14; r8/r9 MULX halves,
 *                rax zero); words 0..5 wait in the red zone until every input is read.
 *   fp_sqr_wide  the squaring of fp_sqr; r spilled to the red zone, rdi is the zero.
 *   fp_redc      words 0..5 in r9-r11, rbx, rbp, r12 (r13 spare, rax/rcx MULX halves, r8 zero),
 *                five mt rounds and one m round, + words 6..11 from memory: below 2.54 p, so
 *                two conditional subtractions.
 *   fp_redc3_*   fp_redc's reduction (x pointer in r15), then v = 3 t + 2x, or 3 t + 2p - 2x,
 *                in rax, rcx, rdx, rsi, r8, r14 (below 9.62 p < 2^384), reduced by conditional
 *                subtractions of 8p, 4p, 2p and p that alternate between the two register sets.
 *
 * Instruction counts (static = executed: no branches) and multiplications
 *   kernel                 instrs   MULX  IMUL   schoolbook count (MULX-equivalents)
 *   bls381_fp_mul             287     72     6   36 + 42 = 78
 *   bls381_fp_mul_mt          286     72     1   36 + 42 = 78
 *   bls381_fp_sqr             271     57     1   21 + 42 = 63
 *   bls381_fp_sqr_n           284     57     1   n x 63
 *   bls381_fp_mul_wide        155     36     0   36
 *   bls381_fp_sqr_wide        117     21     0   21
 *   bls381_fp_redc            197     36     1   42
 *   bls381_fp_redc3_sub2      272     36     1   42
 *   bls381_fp_redc3_add2      266     36     1   42
 *   The schoolbook counts: n^2 for a product, n(n+1)/2 for a square, n^2 + n for a reduction
 *   (n products and one IMUL per round). The mt rounds need n products and no IMUL.
 */
#include "macros.h"

RODATA
.p2align 6
LOCAL(zero):		/* a zero for the carry-in of adcx/adox */
	.quad	0x0000000000000000
LOCAL(p):		/* p */
	.quad	0xb9feffffffffaaab
	.quad	0x1eabfffeb153ffff
	.quad	0x6730d2a0f6b0f624
	.quad	0x64774b84f38512bf
	.quad	0x4b1ba7b6434bacd7
	.quad	0x1a0111ea397fe69a
LOCAL(n0):		/* n0 = -p^-1 mod 2^64 */
	.quad	0x89f3fffcfffcfffd
LOCAL(pt):		/* pt = p n0 (lowest limb 2^64 - 1) */
	.quad	0xffffffffffffffff
	.quad	0x6a4aaa14be07a407
	.quad	0x5d4f098d2923b9a3
	.quad	0x622385e49d0feeb0
	.quad	0x5fb6d192233b3b63
	.quad	0x2cffcd0f221a175b
	.quad	0x0e035b9b1e00bc8e
LOCAL(p2x):		/* 2 p */
	.quad	0x73fdffffffff5556
	.quad	0x3d57fffd62a7ffff
	.quad	0xce61a541ed61ec48
	.quad	0xc8ee9709e70a257e
	.quad	0x96374f6c869759ae
	.quad	0x340223d472ffcd34
LOCAL(p4x):		/* 4 p */
	.quad	0xe7fbfffffffeaaac
	.quad	0x7aaffffac54ffffe
	.quad	0x9cc34a83dac3d890
	.quad	0x91dd2e13ce144afd
	.quad	0x2c6e9ed90d2eb35d
	.quad	0x680447a8e5ff9a69
LOCAL(p8x):		/* 8 p */
	.quad	0xcff7fffffffd5558
	.quad	0xf55ffff58a9ffffd
	.quad	0x39869507b587b120
	.quad	0x23ba5c279c2895fb
	.quad	0x58dd3db21a5d66bb
	.quad	0xd0088f51cbff34d2

FUNCTION(bls381_fp_mul)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	movq	%r9, -8(%rsp)                             /* a3..a5 to the red zone */
	movq	%r10, -16(%rsp)
	movq	%r11, -24(%rsp)
	/* interleaved rows and reductions: by m = u0 n0, by m = u0 n0, by m = u0 n0, by m = u0 n0, by m = u0 n0, by m = u0 n0 */
	movq	%rdi, %rdx                                /* row 0: acc += a b[0] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	(%rcx), %rdi, %rbx
	mulxq	8(%rcx), %r14, %rbp
	adcxq	%r14, %rbx
	mulxq	16(%rcx), %r14, %r9
	adcxq	%r14, %rbp
	mulxq	24(%rcx), %r14, %r10
	adcxq	%r14, %r9
	mulxq	32(%rcx), %r14, %r11
	adcxq	%r14, %r10
	mulxq	40(%rcx), %r14, %r12
	adcxq	%r14, %r11
	adcxq	%rax, %r12
	movq	%rdi, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 0: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r14, %r15
	adcxq	%rdi, %r14                               /* CF = (u0 != 0) */
	adoxq	%r15, %rbx
	mulxq	LOCAL(p)+8(%rip), %r14, %r15
	adcxq	%r14, %rbx
	adoxq	%r15, %rbp
	mulxq	LOCAL(p)+16(%rip), %r14, %r15
	adcxq	%r14, %rbp
	adoxq	%r15, %r9
	mulxq	LOCAL(p)+24(%rip), %r14, %r15
	adcxq	%r14, %r9
	adoxq	%r15, %r10
	mulxq	LOCAL(p)+32(%rip), %r14, %r15
	adcxq	%r14, %r10
	adoxq	%r15, %r11
	mulxq	LOCAL(p)+40(%rip), %r14, %r15
	adcxq	%r14, %r11
	adoxq	%r15, %r12
	adcxq	%rax, %r12
	movq	%rsi, %rdx                                /* row 1: acc += a b[1] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	(%rcx), %r14, %r15
	adoxq	%r14, %rbx
	adcxq	%r15, %rbp
	mulxq	8(%rcx), %r14, %r15
	adoxq	%r14, %rbp
	adcxq	%r15, %r9
	mulxq	16(%rcx), %r14, %r15
	adoxq	%r14, %r9
	adcxq	%r15, %r10
	mulxq	24(%rcx), %r14, %r15
	adoxq	%r14, %r10
	adcxq	%r15, %r11
	mulxq	32(%rcx), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	40(%rcx), %r14, %r13
	adoxq	%r14, %r12
	adcxq	%rax, %r13
	adoxq	%rax, %r13
	movq	%rbx, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 1: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r14, %r15
	adcxq	%rbx, %r14                               /* CF = (u0 != 0) */
	adoxq	%r15, %rbp
	mulxq	LOCAL(p)+8(%rip), %r14, %r15
	adcxq	%r14, %rbp
	adoxq	%r15, %r9
	mulxq	LOCAL(p)+16(%rip), %r14, %r15
	adcxq	%r14, %r9
	adoxq	%r15, %r10
	mulxq	LOCAL(p)+24(%rip), %r14, %r15
	adcxq	%r14, %r10
	adoxq	%r15, %r11
	mulxq	LOCAL(p)+32(%rip), %r14, %r15
	adcxq	%r14, %r11
	adoxq	%r15, %r12
	mulxq	LOCAL(p)+40(%rip), %r14, %r15
	adcxq	%r14, %r12
	adoxq	%r15, %r13
	adcxq	%rax, %r13
	movq	%r8, %rdx                                 /* row 2: acc += a b[2] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	(%rcx), %r14, %r15
	adoxq	%r14, %rbp
	adcxq	%r15, %r9
	mulxq	8(%rcx), %r14, %r15
	adoxq	%r14, %r9
	adcxq	%r15, %r10
	mulxq	16(%rcx), %r14, %r15
	adoxq	%r14, %r10
	adcxq	%r15, %r11
	mulxq	24(%rcx), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	32(%rcx), %r14, %r15
	adoxq	%r14, %r12
	adcxq	%r15, %r13
	mulxq	40(%rcx), %r14, %rdi
	adoxq	%r14, %r13
	adcxq	%rax, %rdi
	adoxq	%rax, %rdi
	movq	%rbp, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 2: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r14, %r15
	adcxq	%rbp, %r14                               /* CF = (u0 != 0) */
	adoxq	%r15, %r9
	mulxq	LOCAL(p)+8(%rip), %r14, %r15
	adcxq	%r14, %r9
	adoxq	%r15, %r10
	mulxq	LOCAL(p)+16(%rip), %r14, %r15
	adcxq	%r14, %r10
	adoxq	%r15, %r11
	mulxq	LOCAL(p)+24(%rip), %r14, %r15
	adcxq	%r14, %r11
	adoxq	%r15, %r12
	mulxq	LOCAL(p)+32(%rip), %r14, %r15
	adcxq	%r14, %r12
	adoxq	%r15, %r13
	mulxq	LOCAL(p)+40(%rip), %r14, %r15
	adcxq	%r14, %r13
	adoxq	%r15, %rdi
	adcxq	%rax, %rdi
	movq	-8(%rsp), %rdx                            /* row 3: acc += a b[3] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	(%rcx), %r14, %r15
	adoxq	%r14, %r9
	adcxq	%r15, %r10
	mulxq	8(%rcx), %r14, %r15
	adoxq	%r14, %r10
	adcxq	%r15, %r11
	mulxq	16(%rcx), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	24(%rcx), %r14, %r15
	adoxq	%r14, %r12
	adcxq	%r15, %r13
	mulxq	32(%rcx), %r14, %r15
	adoxq	%r14, %r13
	adcxq	%r15, %rdi
	mulxq	40(%rcx), %r14, %rbx
	adoxq	%r14, %rdi
	adcxq	%rax, %rbx
	adoxq	%rax, %rbx
	movq	%r9, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 3: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r14, %r15
	adcxq	%r9, %r14                                /* CF = (u0 != 0) */
	adoxq	%r15, %r10
	mulxq	LOCAL(p)+8(%rip), %r14, %r15
	adcxq	%r14, %r10
	adoxq	%r15, %r11
	mulxq	LOCAL(p)+16(%rip), %r14, %r15
	adcxq	%r14, %r11
	adoxq	%r15, %r12
	mulxq	LOCAL(p)+24(%rip), %r14, %r15
	adcxq	%r14, %r12
	adoxq	%r15, %r13
	mulxq	LOCAL(p)+32(%rip), %r14, %r15
	adcxq	%r14, %r13
	adoxq	%r15, %rdi
	mulxq	LOCAL(p)+40(%rip), %r14, %r15
	adcxq	%r14, %rdi
	adoxq	%r15, %rbx
	adcxq	%rax, %rbx
	movq	-16(%rsp), %rdx                           /* row 4: acc += a b[4] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	(%rcx), %r14, %r15
	adoxq	%r14, %r10
	adcxq	%r15, %r11
	mulxq	8(%rcx), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	16(%rcx), %r14, %r15
	adoxq	%r14, %r12
	adcxq	%r15, %r13
	mulxq	24(%rcx), %r14, %r15
	adoxq	%r14, %r13
	adcxq	%r15, %rdi
	mulxq	32(%rcx), %r14, %r15
	adoxq	%r14, %rdi
	adcxq	%r15, %rbx
	mulxq	40(%rcx), %r14, %rbp
	adoxq	%r14, %rbx
	adcxq	%rax, %rbp
	adoxq	%rax, %rbp
	movq	%r10, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 4: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r14, %r15
	adcxq	%r10, %r14                               /* CF = (u0 != 0) */
	adoxq	%r15, %r11
	mulxq	LOCAL(p)+8(%rip), %r14, %r15
	adcxq	%r14, %r11
	adoxq	%r15, %r12
	mulxq	LOCAL(p)+16(%rip), %r14, %r15
	adcxq	%r14, %r12
	adoxq	%r15, %r13
	mulxq	LOCAL(p)+24(%rip), %r14, %r15
	adcxq	%r14, %r13
	adoxq	%r15, %rdi
	mulxq	LOCAL(p)+32(%rip), %r14, %r15
	adcxq	%r14, %rdi
	adoxq	%r15, %rbx
	mulxq	LOCAL(p)+40(%rip), %r14, %r15
	adcxq	%r14, %rbx
	adoxq	%r15, %rbp
	adcxq	%rax, %rbp
	movq	-24(%rsp), %rdx                           /* row 5: acc += a b[5] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	(%rcx), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	8(%rcx), %r14, %r15
	adoxq	%r14, %r12
	adcxq	%r15, %r13
	mulxq	16(%rcx), %r14, %r15
	adoxq	%r14, %r13
	adcxq	%r15, %rdi
	mulxq	24(%rcx), %r14, %r15
	adoxq	%r14, %rdi
	adcxq	%r15, %rbx
	mulxq	32(%rcx), %r14, %r15
	adoxq	%r14, %rbx
	adcxq	%r15, %rbp
	mulxq	40(%rcx), %r14, %r9
	adoxq	%r14, %rbp
	adcxq	%rax, %r9
	adoxq	%rax, %r9
	movq	%r11, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r14, %r15
	adcxq	%r11, %r14                               /* CF = (u0 != 0) */
	adoxq	%r15, %r12
	mulxq	LOCAL(p)+8(%rip), %r14, %r15
	adcxq	%r14, %r12
	adoxq	%r15, %r13
	mulxq	LOCAL(p)+16(%rip), %r14, %r15
	adcxq	%r14, %r13
	adoxq	%r15, %rdi
	mulxq	LOCAL(p)+24(%rip), %r14, %r15
	adcxq	%r14, %rdi
	adoxq	%r15, %rbx
	mulxq	LOCAL(p)+32(%rip), %r14, %r15
	adcxq	%r14, %rbx
	adoxq	%r15, %rbp
	mulxq	LOCAL(p)+40(%rip), %r14, %r15
	adcxq	%r14, %rbp
	adoxq	%r15, %r9
	adcxq	%rax, %r9
	/* result below 1.10 p: one conditional subtraction, into a's registers */
	movq	%rdi, %rax
	movq	%r9, %rcx
	movq	%r12, %rdi
	movq	%r13, %rsi
	movq	%rax, %r8
	movq	%rbx, %r9
	movq	%rbp, %r10
	movq	%rcx, %r11
	subq	LOCAL(p)(%rip), %rdi
	sbbq	LOCAL(p)+8(%rip), %rsi
	sbbq	LOCAL(p)+16(%rip), %r8
	sbbq	LOCAL(p)+24(%rip), %r9
	sbbq	LOCAL(p)+32(%rip), %r10
	sbbq	LOCAL(p)+40(%rip), %r11
	cmovcq	%r12, %rdi
	cmovcq	%r13, %rsi
	cmovcq	%rax, %r8
	cmovcq	%rbx, %r9
	cmovcq	%rbp, %r10
	cmovcq	%rcx, %r11
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp_mul)

FUNCTION(bls381_fp_mul_mt)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r14
	pushq	%r15
	movq	%r9, -8(%rsp)                             /* a3..a5 to the red zone */
	movq	%r10, -16(%rsp)
	movq	%r11, -24(%rsp)
	/* interleaved rows and reductions: by mt = m n0, by mt = m n0, by mt = m n0, by mt = m n0, by mt = m n0, by m = u0 n0 */
	movq	%rdi, %rdx                                /* row 0: acc += a b[0] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	(%rcx), %rdi, %rbx
	mulxq	8(%rcx), %r14, %rbp
	adcxq	%r14, %rbx
	mulxq	16(%rcx), %r14, %r9
	adcxq	%r14, %rbp
	mulxq	24(%rcx), %r14, %r10
	adcxq	%r14, %r9
	mulxq	32(%rcx), %r14, %r11
	adcxq	%r14, %r10
	mulxq	40(%rcx), %r14, %r12
	adcxq	%r14, %r11
	adcxq	%rax, %r12
	movq	%rdi, %rdx                                /* reduction 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax                                /* fresh flags: do not wait for the row's carry chains */
	mulxq	LOCAL(pt)+8(%rip), %r14, %r15
	adcxq	%rdx, %rbx                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%r14, %rbx
	adcxq	%r15, %rbp
	mulxq	LOCAL(pt)+16(%rip), %r14, %r15
	adoxq	%r14, %rbp
	adcxq	%r15, %r9
	mulxq	LOCAL(pt)+24(%rip), %r14, %r15
	adoxq	%r14, %r9
	adcxq	%r15, %r10
	mulxq	LOCAL(pt)+32(%rip), %r14, %r15
	adoxq	%r14, %r10
	adcxq	%r15, %r11
	mulxq	LOCAL(pt)+40(%rip), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	LOCAL(pt)+48(%rip), %r14, %rdi
	adoxq	%r14, %r12
	adcxq	%rax, %rdi
	adoxq	%rax, %rdi
	movq	%rsi, %rdx                                /* row 1: acc += a b[1] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	(%rcx), %r14, %r15
	adoxq	%r14, %rbx
	adcxq	%r15, %rbp
	mulxq	8(%rcx), %r14, %r15
	adoxq	%r14, %rbp
	adcxq	%r15, %r9
	mulxq	16(%rcx), %r14, %r15
	adoxq	%r14, %r9
	adcxq	%r15, %r10
	mulxq	24(%rcx), %r14, %r15
	adoxq	%r14, %r10
	adcxq	%r15, %r11
	mulxq	32(%rcx), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	40(%rcx), %r14, %r15
	adoxq	%r14, %r12
	adcxq	%r15, %rdi
	adoxq	%rax, %rdi
	movq	%rbx, %rdx                                /* reduction 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax                                /* fresh flags: do not wait for the row's carry chains */
	mulxq	LOCAL(pt)+8(%rip), %r14, %r15
	adcxq	%rdx, %rbp                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%r14, %rbp
	adcxq	%r15, %r9
	mulxq	LOCAL(pt)+16(%rip), %r14, %r15
	adoxq	%r14, %r9
	adcxq	%r15, %r10
	mulxq	LOCAL(pt)+24(%rip), %r14, %r15
	adoxq	%r14, %r10
	adcxq	%r15, %r11
	mulxq	LOCAL(pt)+32(%rip), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	LOCAL(pt)+40(%rip), %r14, %r15
	adoxq	%r14, %r12
	adcxq	%r15, %rdi
	mulxq	LOCAL(pt)+48(%rip), %r14, %rbx
	adoxq	%r14, %rdi
	adcxq	%rax, %rbx
	adoxq	%rax, %rbx
	movq	%r8, %rdx                                 /* row 2: acc += a b[2] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	(%rcx), %r14, %r15
	adoxq	%r14, %rbp
	adcxq	%r15, %r9
	mulxq	8(%rcx), %r14, %r15
	adoxq	%r14, %r9
	adcxq	%r15, %r10
	mulxq	16(%rcx), %r14, %r15
	adoxq	%r14, %r10
	adcxq	%r15, %r11
	mulxq	24(%rcx), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	32(%rcx), %r14, %r15
	adoxq	%r14, %r12
	adcxq	%r15, %rdi
	mulxq	40(%rcx), %r14, %r15
	adoxq	%r14, %rdi
	adcxq	%r15, %rbx
	adoxq	%rax, %rbx
	movq	%rbp, %rdx                                /* reduction 2: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax                                /* fresh flags: do not wait for the row's carry chains */
	mulxq	LOCAL(pt)+8(%rip), %r14, %r15
	adcxq	%rdx, %r9                                /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%r14, %r9
	adcxq	%r15, %r10
	mulxq	LOCAL(pt)+16(%rip), %r14, %r15
	adoxq	%r14, %r10
	adcxq	%r15, %r11
	mulxq	LOCAL(pt)+24(%rip), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	LOCAL(pt)+32(%rip), %r14, %r15
	adoxq	%r14, %r12
	adcxq	%r15, %rdi
	mulxq	LOCAL(pt)+40(%rip), %r14, %r15
	adoxq	%r14, %rdi
	adcxq	%r15, %rbx
	mulxq	LOCAL(pt)+48(%rip), %r14, %rbp
	adoxq	%r14, %rbx
	adcxq	%rax, %rbp
	adoxq	%rax, %rbp
	movq	-8(%rsp), %rdx                            /* row 3: acc += a b[3] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	(%rcx), %r14, %r15
	adoxq	%r14, %r9
	adcxq	%r15, %r10
	mulxq	8(%rcx), %r14, %r15
	adoxq	%r14, %r10
	adcxq	%r15, %r11
	mulxq	16(%rcx), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	24(%rcx), %r14, %r15
	adoxq	%r14, %r12
	adcxq	%r15, %rdi
	mulxq	32(%rcx), %r14, %r15
	adoxq	%r14, %rdi
	adcxq	%r15, %rbx
	mulxq	40(%rcx), %r14, %r15
	adoxq	%r14, %rbx
	adcxq	%r15, %rbp
	adoxq	%rax, %rbp
	movq	%r9, %rdx                                 /* reduction 3: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax                                /* fresh flags: do not wait for the row's carry chains */
	mulxq	LOCAL(pt)+8(%rip), %r14, %r15
	adcxq	%rdx, %r10                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%r14, %r10
	adcxq	%r15, %r11
	mulxq	LOCAL(pt)+16(%rip), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	LOCAL(pt)+24(%rip), %r14, %r15
	adoxq	%r14, %r12
	adcxq	%r15, %rdi
	mulxq	LOCAL(pt)+32(%rip), %r14, %r15
	adoxq	%r14, %rdi
	adcxq	%r15, %rbx
	mulxq	LOCAL(pt)+40(%rip), %r14, %r15
	adoxq	%r14, %rbx
	adcxq	%r15, %rbp
	mulxq	LOCAL(pt)+48(%rip), %r14, %r9
	adoxq	%r14, %rbp
	adcxq	%rax, %r9
	adoxq	%rax, %r9
	movq	-16(%rsp), %rdx                           /* row 4: acc += a b[4] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	(%rcx), %r14, %r15
	adoxq	%r14, %r10
	adcxq	%r15, %r11
	mulxq	8(%rcx), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	16(%rcx), %r14, %r15
	adoxq	%r14, %r12
	adcxq	%r15, %rdi
	mulxq	24(%rcx), %r14, %r15
	adoxq	%r14, %rdi
	adcxq	%r15, %rbx
	mulxq	32(%rcx), %r14, %r15
	adoxq	%r14, %rbx
	adcxq	%r15, %rbp
	mulxq	40(%rcx), %r14, %r15
	adoxq	%r14, %rbp
	adcxq	%r15, %r9
	adoxq	%rax, %r9
	movq	%r10, %rdx                                /* reduction 4: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax                                /* fresh flags: do not wait for the row's carry chains */
	mulxq	LOCAL(pt)+8(%rip), %r14, %r15
	adcxq	%rdx, %r11                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	LOCAL(pt)+16(%rip), %r14, %r15
	adoxq	%r14, %r12
	adcxq	%r15, %rdi
	mulxq	LOCAL(pt)+24(%rip), %r14, %r15
	adoxq	%r14, %rdi
	adcxq	%r15, %rbx
	mulxq	LOCAL(pt)+32(%rip), %r14, %r15
	adoxq	%r14, %rbx
	adcxq	%r15, %rbp
	mulxq	LOCAL(pt)+40(%rip), %r14, %r15
	adoxq	%r14, %rbp
	adcxq	%r15, %r9
	mulxq	LOCAL(pt)+48(%rip), %r14, %r10
	adoxq	%r14, %r9
	adcxq	%rax, %r10
	adoxq	%rax, %r10
	movq	-24(%rsp), %rdx                           /* row 5: acc += a b[5] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	(%rcx), %r14, %r15
	adoxq	%r14, %r11
	adcxq	%r15, %r12
	mulxq	8(%rcx), %r14, %r15
	adoxq	%r14, %r12
	adcxq	%r15, %rdi
	mulxq	16(%rcx), %r14, %r15
	adoxq	%r14, %rdi
	adcxq	%r15, %rbx
	mulxq	24(%rcx), %r14, %r15
	adoxq	%r14, %rbx
	adcxq	%r15, %rbp
	mulxq	32(%rcx), %r14, %r15
	adoxq	%r14, %rbp
	adcxq	%r15, %r9
	mulxq	40(%rcx), %r14, %r15
	adoxq	%r14, %r9
	adcxq	%r15, %r10
	adoxq	%rax, %r10
	movq	%r11, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r14, %r15
	adcxq	%r11, %r14                               /* CF = (u0 != 0) */
	adoxq	%r15, %r12
	mulxq	LOCAL(p)+8(%rip), %r14, %r15
	adcxq	%r14, %r12
	adoxq	%r15, %rdi
	mulxq	LOCAL(p)+16(%rip), %r14, %r15
	adcxq	%r14, %rdi
	adoxq	%r15, %rbx
	mulxq	LOCAL(p)+24(%rip), %r14, %r15
	adcxq	%r14, %rbx
	adoxq	%r15, %rbp
	mulxq	LOCAL(p)+32(%rip), %r14, %r15
	adcxq	%r14, %rbp
	adoxq	%r15, %r9
	mulxq	LOCAL(p)+40(%rip), %r14, %r15
	adcxq	%r14, %r9
	adoxq	%r15, %r10
	adcxq	%rax, %r10
	/* result below 1.64 p: one conditional subtraction, into a's registers */
	movq	%rdi, %rax
	movq	%r9, %rcx
	movq	%r10, %rdx
	movq	%r12, %rdi
	movq	%rax, %rsi
	movq	%rbx, %r8
	movq	%rbp, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	subq	LOCAL(p)(%rip), %rdi
	sbbq	LOCAL(p)+8(%rip), %rsi
	sbbq	LOCAL(p)+16(%rip), %r8
	sbbq	LOCAL(p)+24(%rip), %r9
	sbbq	LOCAL(p)+32(%rip), %r10
	sbbq	LOCAL(p)+40(%rip), %r11
	cmovcq	%r12, %rdi
	cmovcq	%rax, %rsi
	cmovcq	%rbx, %r8
	cmovcq	%rbp, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	popq	%r15
	popq	%r14
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp_mul_mt)

FUNCTION(bls381_fp_sqr)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	movq	%rdi, -32(%rsp)                           /* a to the red zone */
	movq	%rsi, -40(%rsp)
	movq	%r8, -48(%rsp)
	movq	%r9, -56(%rsp)
	movq	%r10, -64(%rsp)
	movq	%r11, -72(%rsp)
	/* t = a^2: t0 to the red zone, t1..t10 in registers, t11 in rcx */
	/* cross products a_i a_j, i < j */
	movq	-32(%rsp), %rdx
	xorl	%eax, %eax
	mulxq	-40(%rsp), %rbx, %rbp
	mulxq	-48(%rsp), %rax, %r8
	adcxq	%rax, %rbp
	mulxq	-56(%rsp), %rax, %r9
	adcxq	%rax, %r8
	mulxq	-64(%rsp), %rax, %r10
	adcxq	%rax, %r9
	mulxq	-72(%rsp), %rax, %r11
	adcxq	%rax, %r10
	adcxq	LOCAL(zero)(%rip), %r11
	movq	-40(%rsp), %rdx
	xorl	%eax, %eax
	mulxq	-48(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	-56(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	-64(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	-72(%rsp), %rax, %r12
	adoxq	%rax, %r11
	adcxq	LOCAL(zero)(%rip), %r12
	adoxq	LOCAL(zero)(%rip), %r12
	movq	-48(%rsp), %rdx
	xorl	%eax, %eax
	mulxq	-56(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	-64(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	-72(%rsp), %rax, %r13
	adoxq	%rax, %r12
	adcxq	LOCAL(zero)(%rip), %r13
	adoxq	LOCAL(zero)(%rip), %r13
	movq	-56(%rsp), %rdx
	xorl	%eax, %eax
	mulxq	-64(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	-72(%rsp), %rax, %r14
	adoxq	%rax, %r13
	adcxq	LOCAL(zero)(%rip), %r14
	adoxq	LOCAL(zero)(%rip), %r14
	movq	-64(%rsp), %rdx
	xorl	%eax, %eax
	mulxq	-72(%rsp), %rax, %r15
	adoxq	%rax, %r14
	adoxq	LOCAL(zero)(%rip), %r15
	/* double the cross products (CF chain), add the squares (OF chain) */
	xorl	%eax, %eax
	movq	-32(%rsp), %rdx
	mulxq	%rdx, %rax, %rcx
	movq	%rax, -8(%rsp)                            /* t0 */
	adcxq	%rbx, %rbx
	adoxq	%rcx, %rbx
	movq	-40(%rsp), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%rbp, %rbp
	adoxq	%rax, %rbp
	adcxq	%r8, %r8
	adoxq	%rcx, %r8
	movq	-48(%rsp), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r9, %r9
	adoxq	%rax, %r9
	adcxq	%r10, %r10
	adoxq	%rcx, %r10
	movq	-56(%rsp), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r11, %r11
	adoxq	%rax, %r11
	adcxq	%r12, %r12
	adoxq	%rcx, %r12
	movq	-64(%rsp), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r13, %r13
	adoxq	%rax, %r13
	adcxq	%r14, %r14
	adoxq	%rcx, %r14
	movq	-72(%rsp), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r15, %r15
	adoxq	%rax, %r15
	adcxq	LOCAL(zero)(%rip), %rcx
	adoxq	LOCAL(zero)(%rip), %rcx
	/* t6, t7 to the red zone (t8..t11 stay in r13, r14, r15, rcx); t0 back */
	movq	%r11, -16(%rsp)
	movq	%r12, -24(%rsp)
	movq	-8(%rsp), %rsi
	/* Montgomery reduction of t0..t5: five rounds by mt = m n0, one by m */
	movq	%rsi, %rdx                                /* round 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(pt)+8(%rip), %rax, %r12
	adcxq	%rdx, %rbx                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %rbx
	adcxq	%r12, %rbp
	mulxq	LOCAL(pt)+16(%rip), %rax, %r12
	adoxq	%rax, %rbp
	adcxq	%r12, %r8
	mulxq	LOCAL(pt)+24(%rip), %rax, %r12
	adoxq	%rax, %r8
	adcxq	%r12, %r9
	mulxq	LOCAL(pt)+32(%rip), %rax, %r12
	adoxq	%rax, %r9
	adcxq	%r12, %r10
	mulxq	LOCAL(pt)+40(%rip), %rax, %r11
	adoxq	%rax, %r10
	adcxq	LOCAL(zero)(%rip), %r11
	mulxq	LOCAL(pt)+48(%rip), %rax, %rsi
	adoxq	%rax, %r11
	adcxq	LOCAL(zero)(%rip), %rsi
	adoxq	LOCAL(zero)(%rip), %rsi
	movq	%rbx, %rdx                                /* round 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(pt)+8(%rip), %rax, %r12
	adcxq	%rdx, %rbp                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %rbp
	adcxq	%r12, %r8
	mulxq	LOCAL(pt)+16(%rip), %rax, %r12
	adoxq	%rax, %r8
	adcxq	%r12, %r9
	mulxq	LOCAL(pt)+24(%rip), %rax, %r12
	adoxq	%rax, %r9
	adcxq	%r12, %r10
	mulxq	LOCAL(pt)+32(%rip), %rax, %r12
	adoxq	%rax, %r10
	adcxq	%r12, %r11
	mulxq	LOCAL(pt)+40(%rip), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r12, %rsi
	mulxq	LOCAL(pt)+48(%rip), %rax, %rbx
	adoxq	%rax, %rsi
	adcxq	LOCAL(zero)(%rip), %rbx
	adoxq	LOCAL(zero)(%rip), %rbx
	movq	%rbp, %rdx                                /* round 2: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(pt)+8(%rip), %rax, %r12
	adcxq	%rdx, %r8                                /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r8
	adcxq	%r12, %r9
	mulxq	LOCAL(pt)+16(%rip), %rax, %r12
	adoxq	%rax, %r9
	adcxq	%r12, %r10
	mulxq	LOCAL(pt)+24(%rip), %rax, %r12
	adoxq	%rax, %r10
	adcxq	%r12, %r11
	mulxq	LOCAL(pt)+32(%rip), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r12, %rsi
	mulxq	LOCAL(pt)+40(%rip), %rax, %r12
	adoxq	%rax, %rsi
	adcxq	%r12, %rbx
	mulxq	LOCAL(pt)+48(%rip), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	LOCAL(zero)(%rip), %rbp
	adoxq	LOCAL(zero)(%rip), %rbp
	movq	%r8, %rdx                                 /* round 3: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(pt)+8(%rip), %rax, %r12
	adcxq	%rdx, %r9                                /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r9
	adcxq	%r12, %r10
	mulxq	LOCAL(pt)+16(%rip), %rax, %r12
	adoxq	%rax, %r10
	adcxq	%r12, %r11
	mulxq	LOCAL(pt)+24(%rip), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r12, %rsi
	mulxq	LOCAL(pt)+32(%rip), %rax, %r12
	adoxq	%rax, %rsi
	adcxq	%r12, %rbx
	mulxq	LOCAL(pt)+40(%rip), %rax, %r12
	adoxq	%rax, %rbx
	adcxq	%r12, %rbp
	mulxq	LOCAL(pt)+48(%rip), %rax, %r8
	adoxq	%rax, %rbp
	adcxq	LOCAL(zero)(%rip), %r8
	adoxq	LOCAL(zero)(%rip), %r8
	movq	%r9, %rdx                                 /* round 4: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(pt)+8(%rip), %rax, %r12
	adcxq	%rdx, %r10                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r10
	adcxq	%r12, %r11
	mulxq	LOCAL(pt)+16(%rip), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r12, %rsi
	mulxq	LOCAL(pt)+24(%rip), %rax, %r12
	adoxq	%rax, %rsi
	adcxq	%r12, %rbx
	mulxq	LOCAL(pt)+32(%rip), %rax, %r12
	adoxq	%rax, %rbx
	adcxq	%r12, %rbp
	mulxq	LOCAL(pt)+40(%rip), %rax, %r12
	adoxq	%rax, %rbp
	adcxq	%r12, %r8
	mulxq	LOCAL(pt)+48(%rip), %rax, %r9
	adoxq	%rax, %r8
	adcxq	LOCAL(zero)(%rip), %r9
	adoxq	LOCAL(zero)(%rip), %r9
	movq	%r10, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* round 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %rax, %r12
	adcxq	%r10, %rax                               /* CF = (u0 != 0) */
	adoxq	%r12, %r11
	mulxq	LOCAL(p)+8(%rip), %rax, %r12
	adcxq	%rax, %r11
	adoxq	%r12, %rsi
	mulxq	LOCAL(p)+16(%rip), %rax, %r12
	adcxq	%rax, %rsi
	adoxq	%r12, %rbx
	mulxq	LOCAL(p)+24(%rip), %rax, %r12
	adcxq	%rax, %rbx
	adoxq	%r12, %rbp
	mulxq	LOCAL(p)+32(%rip), %rax, %r12
	adcxq	%rax, %rbp
	adoxq	%r12, %r8
	mulxq	LOCAL(p)+40(%rip), %rax, %r12
	adcxq	%rax, %r8
	adoxq	%r12, %r9
	adcxq	LOCAL(zero)(%rip), %r9
	/* + t6..t11: the sum is below 1.65 p (t < p^2) */
	addq	-16(%rsp), %r11
	adcq	-24(%rsp), %rsi
	adcq	%r13, %rbx
	adcq	%r14, %rbp
	adcq	%r15, %r8
	adcq	%rcx, %r9
	movq	%r11, %rax
	movq	%rsi, %rcx
	movq	%r8, %rdx
	movq	%r9, %r12
	movq	%rax, %rdi
	movq	%rcx, %rsi
	movq	%rbx, %r8
	movq	%rbp, %r9
	movq	%rdx, %r10
	movq	%r12, %r11
	subq	LOCAL(p)(%rip), %rdi
	sbbq	LOCAL(p)+8(%rip), %rsi
	sbbq	LOCAL(p)+16(%rip), %r8
	sbbq	LOCAL(p)+24(%rip), %r9
	sbbq	LOCAL(p)+32(%rip), %r10
	sbbq	LOCAL(p)+40(%rip), %r11
	cmovcq	%rax, %rdi
	cmovcq	%rcx, %rsi
	cmovcq	%rbx, %r8
	cmovcq	%rbp, %r9
	cmovcq	%rdx, %r10
	cmovcq	%r12, %r11
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp_sqr)

FUNCTION(bls381_fp_sqr_n)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	movq	(%rdx), %rax
	movq	%rax, -32(%rsp)                           /* the count, in the red zone */
1:
	/* t = a^2: t0 to the red zone, t1..t10 in registers, t11 in rcx */
	/* cross products a_i a_j, i < j */
	movq	(%rsi), %rdx
	xorl	%eax, %eax
	mulxq	8(%rsi), %rbx, %rbp
	mulxq	16(%rsi), %rax, %r8
	adcxq	%rax, %rbp
	mulxq	24(%rsi), %rax, %r9
	adcxq	%rax, %r8
	mulxq	32(%rsi), %rax, %r10
	adcxq	%rax, %r9
	mulxq	40(%rsi), %rax, %r11
	adcxq	%rax, %r10
	adcxq	LOCAL(zero)(%rip), %r11
	movq	8(%rsi), %rdx
	xorl	%eax, %eax
	mulxq	16(%rsi), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	24(%rsi), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	32(%rsi), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	40(%rsi), %rax, %r12
	adoxq	%rax, %r11
	adcxq	LOCAL(zero)(%rip), %r12
	adoxq	LOCAL(zero)(%rip), %r12
	movq	16(%rsi), %rdx
	xorl	%eax, %eax
	mulxq	24(%rsi), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	32(%rsi), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	40(%rsi), %rax, %r13
	adoxq	%rax, %r12
	adcxq	LOCAL(zero)(%rip), %r13
	adoxq	LOCAL(zero)(%rip), %r13
	movq	24(%rsi), %rdx
	xorl	%eax, %eax
	mulxq	32(%rsi), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	40(%rsi), %rax, %r14
	adoxq	%rax, %r13
	adcxq	LOCAL(zero)(%rip), %r14
	adoxq	LOCAL(zero)(%rip), %r14
	movq	32(%rsi), %rdx
	xorl	%eax, %eax
	mulxq	40(%rsi), %rax, %r15
	adoxq	%rax, %r14
	adoxq	LOCAL(zero)(%rip), %r15
	/* double the cross products (CF chain), add the squares (OF chain) */
	xorl	%eax, %eax
	movq	(%rsi), %rdx
	mulxq	%rdx, %rax, %rcx
	movq	%rax, -8(%rsp)                            /* t0 */
	adcxq	%rbx, %rbx
	adoxq	%rcx, %rbx
	movq	8(%rsi), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%rbp, %rbp
	adoxq	%rax, %rbp
	adcxq	%r8, %r8
	adoxq	%rcx, %r8
	movq	16(%rsi), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r9, %r9
	adoxq	%rax, %r9
	adcxq	%r10, %r10
	adoxq	%rcx, %r10
	movq	24(%rsi), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r11, %r11
	adoxq	%rax, %r11
	adcxq	%r12, %r12
	adoxq	%rcx, %r12
	movq	32(%rsi), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r13, %r13
	adoxq	%rax, %r13
	adcxq	%r14, %r14
	adoxq	%rcx, %r14
	movq	40(%rsi), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r15, %r15
	adoxq	%rax, %r15
	adcxq	LOCAL(zero)(%rip), %rcx
	adoxq	LOCAL(zero)(%rip), %rcx
	/* t6, t7 to the red zone (t8..t11 stay in r13, r14, r15, rcx); t0 back */
	movq	%r11, -16(%rsp)
	movq	%r12, -24(%rsp)
	movq	-8(%rsp), %rsi
	/* Montgomery reduction of t0..t5: five rounds by mt = m n0, one by m */
	movq	%rsi, %rdx                                /* round 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(pt)+8(%rip), %rax, %r12
	adcxq	%rdx, %rbx                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %rbx
	adcxq	%r12, %rbp
	mulxq	LOCAL(pt)+16(%rip), %rax, %r12
	adoxq	%rax, %rbp
	adcxq	%r12, %r8
	mulxq	LOCAL(pt)+24(%rip), %rax, %r12
	adoxq	%rax, %r8
	adcxq	%r12, %r9
	mulxq	LOCAL(pt)+32(%rip), %rax, %r12
	adoxq	%rax, %r9
	adcxq	%r12, %r10
	mulxq	LOCAL(pt)+40(%rip), %rax, %r11
	adoxq	%rax, %r10
	adcxq	LOCAL(zero)(%rip), %r11
	mulxq	LOCAL(pt)+48(%rip), %rax, %rsi
	adoxq	%rax, %r11
	adcxq	LOCAL(zero)(%rip), %rsi
	adoxq	LOCAL(zero)(%rip), %rsi
	movq	%rbx, %rdx                                /* round 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(pt)+8(%rip), %rax, %r12
	adcxq	%rdx, %rbp                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %rbp
	adcxq	%r12, %r8
	mulxq	LOCAL(pt)+16(%rip), %rax, %r12
	adoxq	%rax, %r8
	adcxq	%r12, %r9
	mulxq	LOCAL(pt)+24(%rip), %rax, %r12
	adoxq	%rax, %r9
	adcxq	%r12, %r10
	mulxq	LOCAL(pt)+32(%rip), %rax, %r12
	adoxq	%rax, %r10
	adcxq	%r12, %r11
	mulxq	LOCAL(pt)+40(%rip), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r12, %rsi
	mulxq	LOCAL(pt)+48(%rip), %rax, %rbx
	adoxq	%rax, %rsi
	adcxq	LOCAL(zero)(%rip), %rbx
	adoxq	LOCAL(zero)(%rip), %rbx
	movq	%rbp, %rdx                                /* round 2: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(pt)+8(%rip), %rax, %r12
	adcxq	%rdx, %r8                                /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r8
	adcxq	%r12, %r9
	mulxq	LOCAL(pt)+16(%rip), %rax, %r12
	adoxq	%rax, %r9
	adcxq	%r12, %r10
	mulxq	LOCAL(pt)+24(%rip), %rax, %r12
	adoxq	%rax, %r10
	adcxq	%r12, %r11
	mulxq	LOCAL(pt)+32(%rip), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r12, %rsi
	mulxq	LOCAL(pt)+40(%rip), %rax, %r12
	adoxq	%rax, %rsi
	adcxq	%r12, %rbx
	mulxq	LOCAL(pt)+48(%rip), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	LOCAL(zero)(%rip), %rbp
	adoxq	LOCAL(zero)(%rip), %rbp
	movq	%r8, %rdx                                 /* round 3: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(pt)+8(%rip), %rax, %r12
	adcxq	%rdx, %r9                                /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r9
	adcxq	%r12, %r10
	mulxq	LOCAL(pt)+16(%rip), %rax, %r12
	adoxq	%rax, %r10
	adcxq	%r12, %r11
	mulxq	LOCAL(pt)+24(%rip), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r12, %rsi
	mulxq	LOCAL(pt)+32(%rip), %rax, %r12
	adoxq	%rax, %rsi
	adcxq	%r12, %rbx
	mulxq	LOCAL(pt)+40(%rip), %rax, %r12
	adoxq	%rax, %rbx
	adcxq	%r12, %rbp
	mulxq	LOCAL(pt)+48(%rip), %rax, %r8
	adoxq	%rax, %rbp
	adcxq	LOCAL(zero)(%rip), %r8
	adoxq	LOCAL(zero)(%rip), %r8
	movq	%r9, %rdx                                 /* round 4: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(pt)+8(%rip), %rax, %r12
	adcxq	%rdx, %r10                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r10
	adcxq	%r12, %r11
	mulxq	LOCAL(pt)+16(%rip), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r12, %rsi
	mulxq	LOCAL(pt)+24(%rip), %rax, %r12
	adoxq	%rax, %rsi
	adcxq	%r12, %rbx
	mulxq	LOCAL(pt)+32(%rip), %rax, %r12
	adoxq	%rax, %rbx
	adcxq	%r12, %rbp
	mulxq	LOCAL(pt)+40(%rip), %rax, %r12
	adoxq	%rax, %rbp
	adcxq	%r12, %r8
	mulxq	LOCAL(pt)+48(%rip), %rax, %r9
	adoxq	%rax, %r8
	adcxq	LOCAL(zero)(%rip), %r9
	adoxq	LOCAL(zero)(%rip), %r9
	movq	%r10, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* round 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %rax, %r12
	adcxq	%r10, %rax                               /* CF = (u0 != 0) */
	adoxq	%r12, %r11
	mulxq	LOCAL(p)+8(%rip), %rax, %r12
	adcxq	%rax, %r11
	adoxq	%r12, %rsi
	mulxq	LOCAL(p)+16(%rip), %rax, %r12
	adcxq	%rax, %rsi
	adoxq	%r12, %rbx
	mulxq	LOCAL(p)+24(%rip), %rax, %r12
	adcxq	%rax, %rbx
	adoxq	%r12, %rbp
	mulxq	LOCAL(p)+32(%rip), %rax, %r12
	adcxq	%rax, %rbp
	adoxq	%r12, %r8
	mulxq	LOCAL(p)+40(%rip), %rax, %r12
	adcxq	%rax, %r8
	adoxq	%r12, %r9
	adcxq	LOCAL(zero)(%rip), %r9
	/* + t6..t11: below 1.95 p for a < 2p; stored unreduced */
	addq	-16(%rsp), %r11
	adcq	-24(%rsp), %rsi
	adcq	%r13, %rbx
	adcq	%r14, %rbp
	adcq	%r15, %r8
	adcq	%rcx, %r9
	movq	%r11, (%rdi)
	movq	%rsi, 8(%rdi)
	movq	%rbx, 16(%rdi)
	movq	%rbp, 24(%rdi)
	movq	%r8, 32(%rdi)
	movq	%r9, 40(%rdi)
	movq	%rdi, %rsi                                /* the next square reads this one */
	decq	-32(%rsp)
	jnz	1b
	/* the last square (below 2p) back from r: one conditional subtraction */
	movq	(%rdi), %rax
	movq	8(%rdi), %rcx
	movq	16(%rdi), %rdx
	movq	24(%rdi), %rsi
	movq	32(%rdi), %r8
	movq	40(%rdi), %r9
	movq	%rax, %r10
	movq	%rcx, %r11
	movq	%rdx, %rbx
	movq	%rsi, %rbp
	movq	%r8, %r12
	movq	%r9, %r13
	subq	LOCAL(p)(%rip), %r10
	sbbq	LOCAL(p)+8(%rip), %r11
	sbbq	LOCAL(p)+16(%rip), %rbx
	sbbq	LOCAL(p)+24(%rip), %rbp
	sbbq	LOCAL(p)+32(%rip), %r12
	sbbq	LOCAL(p)+40(%rip), %r13
	cmovcq	%rax, %r10
	cmovcq	%rcx, %r11
	cmovcq	%rdx, %rbx
	cmovcq	%rsi, %rbp
	cmovcq	%r8, %r12
	cmovcq	%r9, %r13
	movq	%r10, (%rdi)
	movq	%r11, 8(%rdi)
	movq	%rbx, 16(%rdi)
	movq	%rbp, 24(%rdi)
	movq	%r12, 32(%rdi)
	movq	%r13, 40(%rdi)
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp_sqr_n)

FUNCTION(bls381_fp_mul_wide)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	movq	%rdx, %rcx
	movq	(%rcx), %rdx                              /* row 0: b[0] */
	xorl	%eax, %eax
	mulxq	(%rsi), %rbx, %rbp
	mulxq	8(%rsi), %r8, %r10
	adcxq	%r8, %rbp
	mulxq	16(%rsi), %r8, %r11
	adcxq	%r8, %r10
	mulxq	24(%rsi), %r8, %r12
	adcxq	%r8, %r11
	mulxq	32(%rsi), %r8, %r13
	adcxq	%r8, %r12
	mulxq	40(%rsi), %r8, %r14
	adcxq	%r8, %r13
	adcxq	%rax, %r14
	movq	%rbx, -8(%rsp)
	movq	8(%rcx), %rdx                             /* row 1: b[1] */
	xorl	%eax, %eax
	mulxq	(%rsi), %r8, %r9
	adoxq	%r8, %rbp
	adcxq	%r9, %r10
	mulxq	8(%rsi), %r8, %r9
	adoxq	%r8, %r10
	adcxq	%r9, %r11
	mulxq	16(%rsi), %r8, %r9
	adoxq	%r8, %r11
	adcxq	%r9, %r12
	mulxq	24(%rsi), %r8, %r9
	adoxq	%r8, %r12
	adcxq	%r9, %r13
	mulxq	32(%rsi), %r8, %r9
	adoxq	%r8, %r13
	adcxq	%r9, %r14
	mulxq	40(%rsi), %r8, %rbx
	adoxq	%r8, %r14
	adcxq	%rax, %rbx
	adoxq	%rax, %rbx
	movq	%rbp, -16(%rsp)
	movq	16(%rcx), %rdx                            /* row 2: b[2] */
	xorl	%eax, %eax
	mulxq	(%rsi), %r8, %r9
	adoxq	%r8, %r10
	adcxq	%r9, %r11
	mulxq	8(%rsi), %r8, %r9
	adoxq	%r8, %r11
	adcxq	%r9, %r12
	mulxq	16(%rsi), %r8, %r9
	adoxq	%r8, %r12
	adcxq	%r9, %r13
	mulxq	24(%rsi), %r8, %r9
	adoxq	%r8, %r13
	adcxq	%r9, %r14
	mulxq	32(%rsi), %r8, %r9
	adoxq	%r8, %r14
	adcxq	%r9, %rbx
	mulxq	40(%rsi), %r8, %rbp
	adoxq	%r8, %rbx
	adcxq	%rax, %rbp
	adoxq	%rax, %rbp
	movq	%r10, -24(%rsp)
	movq	24(%rcx), %rdx                            /* row 3: b[3] */
	xorl	%eax, %eax
	mulxq	(%rsi), %r8, %r9
	adoxq	%r8, %r11
	adcxq	%r9, %r12
	mulxq	8(%rsi), %r8, %r9
	adoxq	%r8, %r12
	adcxq	%r9, %r13
	mulxq	16(%rsi), %r8, %r9
	adoxq	%r8, %r13
	adcxq	%r9, %r14
	mulxq	24(%rsi), %r8, %r9
	adoxq	%r8, %r14
	adcxq	%r9, %rbx
	mulxq	32(%rsi), %r8, %r9
	adoxq	%r8, %rbx
	adcxq	%r9, %rbp
	mulxq	40(%rsi), %r8, %r10
	adoxq	%r8, %rbp
	adcxq	%rax, %r10
	adoxq	%rax, %r10
	movq	%r11, -32(%rsp)
	movq	32(%rcx), %rdx                            /* row 4: b[4] */
	xorl	%eax, %eax
	mulxq	(%rsi), %r8, %r9
	adoxq	%r8, %r12
	adcxq	%r9, %r13
	mulxq	8(%rsi), %r8, %r9
	adoxq	%r8, %r13
	adcxq	%r9, %r14
	mulxq	16(%rsi), %r8, %r9
	adoxq	%r8, %r14
	adcxq	%r9, %rbx
	mulxq	24(%rsi), %r8, %r9
	adoxq	%r8, %rbx
	adcxq	%r9, %rbp
	mulxq	32(%rsi), %r8, %r9
	adoxq	%r8, %rbp
	adcxq	%r9, %r10
	mulxq	40(%rsi), %r8, %r11
	adoxq	%r8, %r10
	adcxq	%rax, %r11
	adoxq	%rax, %r11
	movq	%r12, -40(%rsp)
	movq	40(%rcx), %rdx                            /* row 5: b[5] */
	xorl	%eax, %eax
	mulxq	(%rsi), %r8, %r9
	adoxq	%r8, %r13
	adcxq	%r9, %r14
	mulxq	8(%rsi), %r8, %r9
	adoxq	%r8, %r14
	adcxq	%r9, %rbx
	mulxq	16(%rsi), %r8, %r9
	adoxq	%r8, %rbx
	adcxq	%r9, %rbp
	mulxq	24(%rsi), %r8, %r9
	adoxq	%r8, %rbp
	adcxq	%r9, %r10
	mulxq	32(%rsi), %r8, %r9
	adoxq	%r8, %r10
	adcxq	%r9, %r11
	mulxq	40(%rsi), %r8, %r12
	adoxq	%r8, %r11
	adcxq	%rax, %r12
	adoxq	%rax, %r12
	movq	%r13, -48(%rsp)
	/* all inputs read: store (the output may alias them) */
	movq	%r14, 48(%rdi)
	movq	%rbx, 56(%rdi)
	movq	%rbp, 64(%rdi)
	movq	%r10, 72(%rdi)
	movq	%r11, 80(%rdi)
	movq	%r12, 88(%rdi)
	movq	-8(%rsp), %rsi
	movq	-16(%rsp), %rcx
	movq	-24(%rsp), %rdx
	movq	-32(%rsp), %r8
	movq	-40(%rsp), %r9
	movq	-48(%rsp), %rax
	movq	%rsi, (%rdi)
	movq	%rcx, 8(%rdi)
	movq	%rdx, 16(%rdi)
	movq	%r8, 24(%rdi)
	movq	%r9, 32(%rdi)
	movq	%rax, 40(%rdi)
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp_mul_wide)

FUNCTION(bls381_fp_sqr_wide)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	movq	%rdi, -8(%rsp)
	/* cross products a_i a_j, i < j */
	movq	(%rsi), %rdx
	xorl	%edi, %edi
	mulxq	8(%rsi), %rbx, %rbp
	mulxq	16(%rsi), %rax, %r8
	adcxq	%rax, %rbp
	mulxq	24(%rsi), %rax, %r9
	adcxq	%rax, %r8
	mulxq	32(%rsi), %rax, %r10
	adcxq	%rax, %r9
	mulxq	40(%rsi), %rax, %r11
	adcxq	%rax, %r10
	adcxq	%rdi, %r11
	movq	8(%rsi), %rdx
	xorl	%edi, %edi
	mulxq	16(%rsi), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	24(%rsi), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	32(%rsi), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	40(%rsi), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%rdi, %r12
	adoxq	%rdi, %r12
	movq	16(%rsi), %rdx
	xorl	%edi, %edi
	mulxq	24(%rsi), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	32(%rsi), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	40(%rsi), %rax, %r13
	adoxq	%rax, %r12
	adcxq	%rdi, %r13
	adoxq	%rdi, %r13
	movq	24(%rsi), %rdx
	xorl	%edi, %edi
	mulxq	32(%rsi), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	40(%rsi), %rax, %r14
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	adoxq	%rdi, %r14
	movq	32(%rsi), %rdx
	xorl	%edi, %edi
	mulxq	40(%rsi), %rax, %r15
	adoxq	%rax, %r14
	adoxq	%rdi, %r15
	/* double the cross products (CF chain), add the squares (OF chain) */
	xorl	%edi, %edi
	movq	(%rsi), %rdx
	mulxq	%rdx, %rax, %rcx
	movq	%rax, -16(%rsp)                           /* t0 */
	adcxq	%rbx, %rbx
	adoxq	%rcx, %rbx
	movq	8(%rsi), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%rbp, %rbp
	adoxq	%rax, %rbp
	adcxq	%r8, %r8
	adoxq	%rcx, %r8
	movq	16(%rsi), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r9, %r9
	adoxq	%rax, %r9
	adcxq	%r10, %r10
	adoxq	%rcx, %r10
	movq	24(%rsi), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r11, %r11
	adoxq	%rax, %r11
	adcxq	%r12, %r12
	adoxq	%rcx, %r12
	movq	32(%rsi), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r13, %r13
	adoxq	%rax, %r13
	adcxq	%r14, %r14
	adoxq	%rcx, %r14
	movq	40(%rsi), %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r15, %r15
	adoxq	%rax, %r15
	adcxq	%rdi, %rcx
	adoxq	%rdi, %rcx
	movq	-8(%rsp), %rdi
	movq	-16(%rsp), %rsi
	movq	%rsi, (%rdi)
	movq	%rbx, 8(%rdi)
	movq	%rbp, 16(%rdi)
	movq	%r8, 24(%rdi)
	movq	%r9, 32(%rdi)
	movq	%r10, 40(%rdi)
	movq	%r11, 48(%rdi)
	movq	%r12, 56(%rdi)
	movq	%r13, 64(%rdi)
	movq	%r14, 72(%rdi)
	movq	%r15, 80(%rdi)
	movq	%rcx, 88(%rdi)
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp_sqr_wide)

FUNCTION(bls381_fp_redc)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	movq	(%rsi), %r9
	movq	8(%rsi), %r10
	movq	16(%rsi), %r11
	movq	24(%rsi), %rbx
	movq	32(%rsi), %rbp
	movq	40(%rsi), %r12
	movq	%r9, %rdx                                 /* round 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r10                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %rbx
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+40(%rip), %rax, %r13
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	mulxq	LOCAL(pt)+48(%rip), %rax, %r9
	adoxq	%rax, %r13
	adcxq	%r8, %r9
	adoxq	%r8, %r9
	movq	%r10, %rdx                                /* round 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r11                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r11
	adcxq	%rcx, %rbx
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+48(%rip), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r8, %r10
	adoxq	%r8, %r10
	movq	%r11, %rdx                                /* round 2: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %rbx                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+48(%rip), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r8, %r11
	adoxq	%r8, %r11
	movq	%rbx, %rdx                                /* round 3: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %rbp                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %rbp
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+48(%rip), %rax, %rbx
	adoxq	%rax, %r11
	adcxq	%r8, %rbx
	adoxq	%r8, %rbx
	movq	%rbp, %rdx                                /* round 4: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r12                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %rbx
	mulxq	LOCAL(pt)+48(%rip), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%r8, %rbp
	adoxq	%r8, %rbp
	movq	%r12, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* round 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(p)(%rip), %rax, %rcx
	adcxq	%r12, %rax                               /* CF = (u0 != 0) */
	adoxq	%rcx, %r13
	mulxq	LOCAL(p)+8(%rip), %rax, %rcx
	adcxq	%rax, %r13
	adoxq	%rcx, %r9
	mulxq	LOCAL(p)+16(%rip), %rax, %rcx
	adcxq	%rax, %r9
	adoxq	%rcx, %r10
	mulxq	LOCAL(p)+24(%rip), %rax, %rcx
	adcxq	%rax, %r10
	adoxq	%rcx, %r11
	mulxq	LOCAL(p)+32(%rip), %rax, %rcx
	adcxq	%rax, %r11
	adoxq	%rcx, %rbx
	mulxq	LOCAL(p)+40(%rip), %rax, %rcx
	adcxq	%rax, %rbx
	adoxq	%rcx, %rbp
	adcxq	%r8, %rbp
	/* + t6..t11: the sum is below 2.54 p (t < p 2^384): two conditional subtractions */
	addq	48(%rsi), %r13
	adcq	56(%rsi), %r9
	adcq	64(%rsi), %r10
	adcq	72(%rsi), %r11
	adcq	80(%rsi), %rbx
	adcq	88(%rsi), %rbp
	movq	%r13, %rax
	movq	%r9, %rcx
	movq	%r10, %rdx
	movq	%r11, %rsi
	movq	%rbx, %r8
	movq	%rbp, %r14
	subq	LOCAL(p)(%rip), %rax
	sbbq	LOCAL(p)+8(%rip), %rcx
	sbbq	LOCAL(p)+16(%rip), %rdx
	sbbq	LOCAL(p)+24(%rip), %rsi
	sbbq	LOCAL(p)+32(%rip), %r8
	sbbq	LOCAL(p)+40(%rip), %r14
	cmovcq	%r13, %rax
	cmovcq	%r9, %rcx
	cmovcq	%r10, %rdx
	cmovcq	%r11, %rsi
	cmovcq	%rbx, %r8
	cmovcq	%rbp, %r14
	movq	%rax, %r13
	movq	%rcx, %r9
	movq	%rdx, %r10
	movq	%rsi, %r11
	movq	%r8, %rbx
	movq	%r14, %rbp
	subq	LOCAL(p)(%rip), %r13
	sbbq	LOCAL(p)+8(%rip), %r9
	sbbq	LOCAL(p)+16(%rip), %r10
	sbbq	LOCAL(p)+24(%rip), %r11
	sbbq	LOCAL(p)+32(%rip), %rbx
	sbbq	LOCAL(p)+40(%rip), %rbp
	cmovcq	%rax, %r13
	cmovcq	%rcx, %r9
	cmovcq	%rdx, %r10
	cmovcq	%rsi, %r11
	cmovcq	%r8, %rbx
	cmovcq	%r14, %rbp
	movq	%r13, (%rdi)
	movq	%r9, 8(%rdi)
	movq	%r10, 16(%rdi)
	movq	%r11, 24(%rdi)
	movq	%rbx, 32(%rdi)
	movq	%rbp, 40(%rdi)
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp_redc)

FUNCTION(bls381_fp_redc3_sub2)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	movq	%rdx, %r15                                /* x (rdx is the MULX multiplier) */
	movq	(%rsi), %r9
	movq	8(%rsi), %r10
	movq	16(%rsi), %r11
	movq	24(%rsi), %rbx
	movq	32(%rsi), %rbp
	movq	40(%rsi), %r12
	movq	%r9, %rdx                                 /* round 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r10                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %rbx
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+40(%rip), %rax, %r13
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	mulxq	LOCAL(pt)+48(%rip), %rax, %r9
	adoxq	%rax, %r13
	adcxq	%r8, %r9
	adoxq	%r8, %r9
	movq	%r10, %rdx                                /* round 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r11                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r11
	adcxq	%rcx, %rbx
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+48(%rip), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r8, %r10
	adoxq	%r8, %r10
	movq	%r11, %rdx                                /* round 2: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %rbx                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+48(%rip), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r8, %r11
	adoxq	%r8, %r11
	movq	%rbx, %rdx                                /* round 3: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %rbp                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %rbp
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+48(%rip), %rax, %rbx
	adoxq	%rax, %r11
	adcxq	%r8, %rbx
	adoxq	%r8, %rbx
	movq	%rbp, %rdx                                /* round 4: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r12                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %rbx
	mulxq	LOCAL(pt)+48(%rip), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%r8, %rbp
	adoxq	%r8, %rbp
	movq	%r12, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* round 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(p)(%rip), %rax, %rcx
	adcxq	%r12, %rax                               /* CF = (u0 != 0) */
	adoxq	%rcx, %r13
	mulxq	LOCAL(p)+8(%rip), %rax, %rcx
	adcxq	%rax, %r13
	adoxq	%rcx, %r9
	mulxq	LOCAL(p)+16(%rip), %rax, %rcx
	adcxq	%rax, %r9
	adoxq	%rcx, %r10
	mulxq	LOCAL(p)+24(%rip), %rax, %rcx
	adcxq	%rax, %r10
	adoxq	%rcx, %r11
	mulxq	LOCAL(p)+32(%rip), %rax, %rcx
	adcxq	%rax, %r11
	adoxq	%rcx, %rbx
	mulxq	LOCAL(p)+40(%rip), %rax, %rcx
	adcxq	%rax, %rbx
	adoxq	%rcx, %rbp
	adcxq	%r8, %rbp
	addq	48(%rsi), %r13
	adcq	56(%rsi), %r9
	adcq	64(%rsi), %r10
	adcq	72(%rsi), %r11
	adcq	80(%rsi), %rbx
	adcq	88(%rsi), %rbp
	/* t = t + t_hi below 2.54 p; v = 3 t + 2p - 2x below 9.62 p < 2^384 */
	movq	%r13, %rax
	movq	%r9, %rcx
	movq	%r10, %rdx
	movq	%r11, %rsi
	movq	%rbx, %r8
	movq	%rbp, %r14
	addq	%rax, %rax
	adcq	%rcx, %rcx
	adcq	%rdx, %rdx
	adcq	%rsi, %rsi
	adcq	%r8, %r8
	adcq	%r14, %r14
	addq	%r13, %rax
	adcq	%r9, %rcx
	adcq	%r10, %rdx
	adcq	%r11, %rsi
	adcq	%rbx, %r8
	adcq	%rbp, %r14
	addq	LOCAL(p2x)(%rip), %rax
	adcq	LOCAL(p2x)+8(%rip), %rcx
	adcq	LOCAL(p2x)+16(%rip), %rdx
	adcq	LOCAL(p2x)+24(%rip), %rsi
	adcq	LOCAL(p2x)+32(%rip), %r8
	adcq	LOCAL(p2x)+40(%rip), %r14
	subq	(%r15), %rax
	sbbq	8(%r15), %rcx
	sbbq	16(%r15), %rdx
	sbbq	24(%r15), %rsi
	sbbq	32(%r15), %r8
	sbbq	40(%r15), %r14
	subq	(%r15), %rax
	sbbq	8(%r15), %rcx
	sbbq	16(%r15), %rdx
	sbbq	24(%r15), %rsi
	sbbq	32(%r15), %r8
	sbbq	40(%r15), %r14
	/* v mod p: conditional subtractions of 8p, 4p, 2p, p */
	movq	%rax, %r13
	movq	%rcx, %r9
	movq	%rdx, %r10
	movq	%rsi, %r11
	movq	%r8, %rbx
	movq	%r14, %rbp
	subq	LOCAL(p8x)(%rip), %r13
	sbbq	LOCAL(p8x)+8(%rip), %r9
	sbbq	LOCAL(p8x)+16(%rip), %r10
	sbbq	LOCAL(p8x)+24(%rip), %r11
	sbbq	LOCAL(p8x)+32(%rip), %rbx
	sbbq	LOCAL(p8x)+40(%rip), %rbp
	cmovcq	%rax, %r13
	cmovcq	%rcx, %r9
	cmovcq	%rdx, %r10
	cmovcq	%rsi, %r11
	cmovcq	%r8, %rbx
	cmovcq	%r14, %rbp
	movq	%r13, %rax
	movq	%r9, %rcx
	movq	%r10, %rdx
	movq	%r11, %rsi
	movq	%rbx, %r8
	movq	%rbp, %r14
	subq	LOCAL(p4x)(%rip), %rax
	sbbq	LOCAL(p4x)+8(%rip), %rcx
	sbbq	LOCAL(p4x)+16(%rip), %rdx
	sbbq	LOCAL(p4x)+24(%rip), %rsi
	sbbq	LOCAL(p4x)+32(%rip), %r8
	sbbq	LOCAL(p4x)+40(%rip), %r14
	cmovcq	%r13, %rax
	cmovcq	%r9, %rcx
	cmovcq	%r10, %rdx
	cmovcq	%r11, %rsi
	cmovcq	%rbx, %r8
	cmovcq	%rbp, %r14
	movq	%rax, %r13
	movq	%rcx, %r9
	movq	%rdx, %r10
	movq	%rsi, %r11
	movq	%r8, %rbx
	movq	%r14, %rbp
	subq	LOCAL(p2x)(%rip), %r13
	sbbq	LOCAL(p2x)+8(%rip), %r9
	sbbq	LOCAL(p2x)+16(%rip), %r10
	sbbq	LOCAL(p2x)+24(%rip), %r11
	sbbq	LOCAL(p2x)+32(%rip), %rbx
	sbbq	LOCAL(p2x)+40(%rip), %rbp
	cmovcq	%rax, %r13
	cmovcq	%rcx, %r9
	cmovcq	%rdx, %r10
	cmovcq	%rsi, %r11
	cmovcq	%r8, %rbx
	cmovcq	%r14, %rbp
	movq	%r13, %rax
	movq	%r9, %rcx
	movq	%r10, %rdx
	movq	%r11, %rsi
	movq	%rbx, %r8
	movq	%rbp, %r14
	subq	LOCAL(p)(%rip), %rax
	sbbq	LOCAL(p)+8(%rip), %rcx
	sbbq	LOCAL(p)+16(%rip), %rdx
	sbbq	LOCAL(p)+24(%rip), %rsi
	sbbq	LOCAL(p)+32(%rip), %r8
	sbbq	LOCAL(p)+40(%rip), %r14
	cmovcq	%r13, %rax
	cmovcq	%r9, %rcx
	cmovcq	%r10, %rdx
	cmovcq	%r11, %rsi
	cmovcq	%rbx, %r8
	cmovcq	%rbp, %r14
	movq	%rax, (%rdi)
	movq	%rcx, 8(%rdi)
	movq	%rdx, 16(%rdi)
	movq	%rsi, 24(%rdi)
	movq	%r8, 32(%rdi)
	movq	%r14, 40(%rdi)
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp_redc3_sub2)

FUNCTION(bls381_fp_redc3_add2)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	movq	%rdx, %r15                                /* x (rdx is the MULX multiplier) */
	movq	(%rsi), %r9
	movq	8(%rsi), %r10
	movq	16(%rsi), %r11
	movq	24(%rsi), %rbx
	movq	32(%rsi), %rbp
	movq	40(%rsi), %r12
	movq	%r9, %rdx                                 /* round 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r10                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %rbx
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+40(%rip), %rax, %r13
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	mulxq	LOCAL(pt)+48(%rip), %rax, %r9
	adoxq	%rax, %r13
	adcxq	%r8, %r9
	adoxq	%r8, %r9
	movq	%r10, %rdx                                /* round 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r11                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r11
	adcxq	%rcx, %rbx
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+48(%rip), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r8, %r10
	adoxq	%r8, %r10
	movq	%r11, %rdx                                /* round 2: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %rbx                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+48(%rip), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r8, %r11
	adoxq	%r8, %r11
	movq	%rbx, %rdx                                /* round 3: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %rbp                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %rbp
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+48(%rip), %rax, %rbx
	adoxq	%rax, %r11
	adcxq	%r8, %rbx
	adoxq	%r8, %rbx
	movq	%rbp, %rdx                                /* round 4: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r12                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %rbx
	mulxq	LOCAL(pt)+48(%rip), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%r8, %rbp
	adoxq	%r8, %rbp
	movq	%r12, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* round 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(p)(%rip), %rax, %rcx
	adcxq	%r12, %rax                               /* CF = (u0 != 0) */
	adoxq	%rcx, %r13
	mulxq	LOCAL(p)+8(%rip), %rax, %rcx
	adcxq	%rax, %r13
	adoxq	%rcx, %r9
	mulxq	LOCAL(p)+16(%rip), %rax, %rcx
	adcxq	%rax, %r9
	adoxq	%rcx, %r10
	mulxq	LOCAL(p)+24(%rip), %rax, %rcx
	adcxq	%rax, %r10
	adoxq	%rcx, %r11
	mulxq	LOCAL(p)+32(%rip), %rax, %rcx
	adcxq	%rax, %r11
	adoxq	%rcx, %rbx
	mulxq	LOCAL(p)+40(%rip), %rax, %rcx
	adcxq	%rax, %rbx
	adoxq	%rcx, %rbp
	adcxq	%r8, %rbp
	addq	48(%rsi), %r13
	adcq	56(%rsi), %r9
	adcq	64(%rsi), %r10
	adcq	72(%rsi), %r11
	adcq	80(%rsi), %rbx
	adcq	88(%rsi), %rbp
	/* t = t + t_hi below 2.54 p; v = 3 t + 2x below 9.62 p < 2^384 */
	movq	%r13, %rax
	movq	%r9, %rcx
	movq	%r10, %rdx
	movq	%r11, %rsi
	movq	%rbx, %r8
	movq	%rbp, %r14
	addq	%rax, %rax
	adcq	%rcx, %rcx
	adcq	%rdx, %rdx
	adcq	%rsi, %rsi
	adcq	%r8, %r8
	adcq	%r14, %r14
	addq	%r13, %rax
	adcq	%r9, %rcx
	adcq	%r10, %rdx
	adcq	%r11, %rsi
	adcq	%rbx, %r8
	adcq	%rbp, %r14
	addq	(%r15), %rax
	adcq	8(%r15), %rcx
	adcq	16(%r15), %rdx
	adcq	24(%r15), %rsi
	adcq	32(%r15), %r8
	adcq	40(%r15), %r14
	addq	(%r15), %rax
	adcq	8(%r15), %rcx
	adcq	16(%r15), %rdx
	adcq	24(%r15), %rsi
	adcq	32(%r15), %r8
	adcq	40(%r15), %r14
	/* v mod p: conditional subtractions of 8p, 4p, 2p, p */
	movq	%rax, %r13
	movq	%rcx, %r9
	movq	%rdx, %r10
	movq	%rsi, %r11
	movq	%r8, %rbx
	movq	%r14, %rbp
	subq	LOCAL(p8x)(%rip), %r13
	sbbq	LOCAL(p8x)+8(%rip), %r9
	sbbq	LOCAL(p8x)+16(%rip), %r10
	sbbq	LOCAL(p8x)+24(%rip), %r11
	sbbq	LOCAL(p8x)+32(%rip), %rbx
	sbbq	LOCAL(p8x)+40(%rip), %rbp
	cmovcq	%rax, %r13
	cmovcq	%rcx, %r9
	cmovcq	%rdx, %r10
	cmovcq	%rsi, %r11
	cmovcq	%r8, %rbx
	cmovcq	%r14, %rbp
	movq	%r13, %rax
	movq	%r9, %rcx
	movq	%r10, %rdx
	movq	%r11, %rsi
	movq	%rbx, %r8
	movq	%rbp, %r14
	subq	LOCAL(p4x)(%rip), %rax
	sbbq	LOCAL(p4x)+8(%rip), %rcx
	sbbq	LOCAL(p4x)+16(%rip), %rdx
	sbbq	LOCAL(p4x)+24(%rip), %rsi
	sbbq	LOCAL(p4x)+32(%rip), %r8
	sbbq	LOCAL(p4x)+40(%rip), %r14
	cmovcq	%r13, %rax
	cmovcq	%r9, %rcx
	cmovcq	%r10, %rdx
	cmovcq	%r11, %rsi
	cmovcq	%rbx, %r8
	cmovcq	%rbp, %r14
	movq	%rax, %r13
	movq	%rcx, %r9
	movq	%rdx, %r10
	movq	%rsi, %r11
	movq	%r8, %rbx
	movq	%r14, %rbp
	subq	LOCAL(p2x)(%rip), %r13
	sbbq	LOCAL(p2x)+8(%rip), %r9
	sbbq	LOCAL(p2x)+16(%rip), %r10
	sbbq	LOCAL(p2x)+24(%rip), %r11
	sbbq	LOCAL(p2x)+32(%rip), %rbx
	sbbq	LOCAL(p2x)+40(%rip), %rbp
	cmovcq	%rax, %r13
	cmovcq	%rcx, %r9
	cmovcq	%rdx, %r10
	cmovcq	%rsi, %r11
	cmovcq	%r8, %rbx
	cmovcq	%r14, %rbp
	movq	%r13, %rax
	movq	%r9, %rcx
	movq	%r10, %rdx
	movq	%r11, %rsi
	movq	%rbx, %r8
	movq	%rbp, %r14
	subq	LOCAL(p)(%rip), %rax
	sbbq	LOCAL(p)+8(%rip), %rcx
	sbbq	LOCAL(p)+16(%rip), %rdx
	sbbq	LOCAL(p)+24(%rip), %rsi
	sbbq	LOCAL(p)+32(%rip), %r8
	sbbq	LOCAL(p)+40(%rip), %r14
	cmovcq	%r13, %rax
	cmovcq	%r9, %rcx
	cmovcq	%r10, %rdx
	cmovcq	%r11, %rsi
	cmovcq	%rbx, %r8
	cmovcq	%rbp, %r14
	movq	%rax, (%rdi)
	movq	%rcx, 8(%rdi)
	movq	%rdx, 16(%rdi)
	movq	%rsi, 24(%rdi)
	movq	%r8, 32(%rdi)
	movq	%r14, 40(%rdi)
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp_redc3_add2)

GNU_STACK_NOTE
