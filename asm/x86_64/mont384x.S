/*
 * mont384x.S: BLS12-381 quadratic extension Fp2 = Fp[u]/(u^2 + 1) kernels for x86_64
 * (MULX/ADCX/ADOX). p, n0, R = 2^384 and the limb order as in mont384.S; an element is the
 * pair (x0, x1) = x0 + x1 u of Montgomery-form Fp elements.
 *
 * C equivalents
 *   void bls381_fp2_mul(uint64_t r0[6], uint64_t r1[6], const uint64_t a0[6],
 *                       const uint64_t a1[6], const uint64_t b0[6], const uint64_t b1[6]);
 *       inputs < p: r0 + r1 u = (a0 + a1 u)(b0 + b1 u) R^-1, fully reduced.
 *   void bls381_fp2_sqr(uint64_t r0[6], uint64_t r1[6], const uint64_t a0[6],
 *                       const uint64_t a1[6]);
 *       inputs < p: r0 + r1 u = (a0 + a1 u)^2 R^-1, fully reduced.
 *   void bls381_fp2_mul_wide(uint64_t r0[12], uint64_t r1[12], const uint64_t a0[6],
 *                            const uint64_t a1[6], const uint64_t b0[6], const uint64_t b1[6]);
 *       inputs < 2p (the unreduced sums of the Fp6 Karatsuba are allowed), exact:
 *       r0 = a0 b0 - a1 b1 (+ p 2^384 when negative), r1 = a0 b1 + a1 b0, computed as
 *       (a0 + a1)(b0 + b1) - a0 b0 - a1 b1 (Karatsuba). Both below p 2^384: the sums are below
 *       4p < 2^383 (six words, no carry), |r0| < 4p^2 and r1 < 8p^2 < p 2^384 as 8p < 2^384.
 *   void bls381_fp2_sqr_wide(uint64_t r0[12], uint64_t r1[12], const uint64_t a0[6],
 *                            const uint64_t a1[6]);
 *       inputs < p, exact: r0 = (a0 + a1)(a0 - a1 + p), r1 = 2 a0 a1.
 *   void bls381_fp6_mul_wide(uint64_t r[72], const uint64_t a[36], const uint64_t b[36]);
 *       a, b Fp6 elements (coefficients < p, c0.c0 first), r not overlapping them: r = the
 *       unreduced product, three Fp2 values of two components below p 2^384 each (Karatsuba
 *       over Fp2; r c0 first). Calls fp2_mul_wide, like the next one calls its kernels.
 *   void bls381_fp12_cyclotomic_sqr(uint64_t r[72], const uint64_t a[72]);
 *       a an Fp12 element (72 limbs, c0.c0.c0 first, coefficients < p), r not overlapping a:
 *       r = the Granger-Scott square of a, which is a^2 when a is in the cyclotomic subgroup.
 *       Not a leaf either: it calls fp2_sqr_wide, fp2_mul_wide (this file) and
 *       fp_redc3_sub2 / fp_redc3_add2 (mont384.S), with the stack pointer 16-byte aligned.
 *
 * Conventions (every kernel in this file)
 *   - SysV AMD64: arguments in rdi, rsi, rdx, rcx, r8, r9; no return value. Leaf functions
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
 * Kernels and register maps (all use a stack frame below the six saved registers: r0 and r1
 * at 0 and 8(%rsp), then the operand sums and the 12-word products)
 *   fp2_mul      a0 -> rdi, a1 -> rsi, b0/b1 stay in r8/r9. Frame: a0 + a1, b0 + b1 (below 2p:
 *                no reduction), t0 = a0 b0 and t1 = a1 b1 (rows by a0[i] / a1[i] into the
 *                window rbx, rbp, r10-r14; rax/rcx MULX halves, r15 zero), t2 = (a0 + a1)(b0 +
 *                b1) whose high half stays in registers. c1 = t2 - t0 - t1 and c0 = t0 - t1 + p^2 (in (0, 2p^2),
 *                so the reduction needs no sign handling), each reduced by five mt rounds and one
 *                m round: below 1.75 p, one conditional subtraction. 3 products + 2 reductions.
 *   fp2_sqr      frame: a0 + a1, a0 - a1 + p (in (0, 2p)), 2 a0. Then two interleaved Montgomery
 *                products as in fp_mul, every reduction by m (accumulator rbx, rbp, r8-r12, r15;
 *                r13/r14 halves; rax zero): r1 = (2 a0) a1 (below 1.20 p), r0 =
 *                (a0 + a1)(a0 - a1 + p) (below 1.41 p). 2 products + 2 reductions.
 *   fp2_mul_wide the products of fp2_mul; c0 = t0 - t1, then p added to its high half under the
 *                borrow mask (sbb rax, rax; and).
 *   fp2_sqr_wide the prologue of fp2_sqr, then the two 6x6 products; r0 is written as its words
 *                complete (every input has been read by then), r1 is copied from the frame.
 *   fp6_mul_wide r in rbx, a in rbp, b in r12. t_i = a_i b_i (i = 0, 1, 2) by fp2_mul_wide into the
 *                frame, then per output coefficient the product of the unreduced sums
 *                (a_i + a_j)(b_i + b_j) and its Karatsuba correction, summed in twelve registers
 *                modulo p 2^384 (as below) and stored into r.
 *   fp12_cyclotomic_sqr  r in rbx, a in rbp (callee-saved, so they survive the calls); a frame
 *                of three Fp2 wide values and 2a. Per Fp4 squaring (a + b s)^2: a^2 and b^2 by
 *                fp2_sqr_wide, 2a (unreduced, below 2p) and (2a) b by fp2_mul_wide, then
 *                a^2 + xi b^2 (and xi 2ab for the third pair) summed in twelve registers modulo
 *                p 2^384 (p 2^384 added per subtracted term, conditional subtractions of 2p and p
 *                on the high half), and the four output components by fp_redc3_*.
 *
 * Instruction counts (static = executed: no branches) and multiplications
 *   kernel                 instrs   MULX  IMUL   schoolbook count (MULX-equivalents)
 *   bls381_fp2_mul            846    180     2   3 x 36 + 2 x 42 = 192
 *   bls381_fp2_sqr            631    144    12   2 x 36 + 2 x 42 = 156
 *   bls381_fp2_mul_wide       541    108     0   3 x 36 = 108
 *   bls381_fp2_sqr_wide       367     72     0   2 x 36 = 72
 *   bls381_fp6_mul_wide      1116      0     0   calls: 6 fp2_mul_wide
 *   bls381_fp12_cyclotomic_sqr    861      0     0   calls: 6 fp2_sqr_wide, 3 fp2_mul_wide, 12 fp_redc3_*
 *   Schoolbook counts: 36 per 6x6 product, 42 per reduction (36 products + 6 IMUL).
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
LOCAL(p2):		/* p^2 */
	.quad	0x26aa00001c718e39
	.quad	0x7ced6b1d76382eab
	.quad	0x162c338362113cfd
	.quad	0x66bf91ed3e71b743
	.quad	0x292e85a87091a049
	.quad	0x1d68619c86185c7b
	.quad	0xf53149330978ef01
	.quad	0x50a62cfd16ddca6e
	.quad	0x66e59e49349e8bd0
	.quad	0xe2dc90e50e7046b4
	.quad	0x4bd278eaa22f25e9
	.quad	0x02a437a4b8c35fc7
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

FUNCTION(bls381_fp2_mul)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	subq	$400, %rsp
	movq	%rdi, (%rsp)                              /* r0 */
	movq	%rsi, 8(%rsp)                             /* r1 */
	movq	%rdx, %rdi                                /* a0 */
	movq	%rcx, %rsi                                /* a1; b0 in r8, b1 in r9 */
	movq	(%rdi), %rbx                              /* a0 + a1 (< 2p, no reduction) */
	movq	8(%rdi), %rbp
	movq	16(%rdi), %r10
	movq	24(%rdi), %r11
	movq	32(%rdi), %r12
	movq	40(%rdi), %r13
	addq	(%rsi), %rbx
	adcq	8(%rsi), %rbp
	adcq	16(%rsi), %r10
	adcq	24(%rsi), %r11
	adcq	32(%rsi), %r12
	adcq	40(%rsi), %r13
	movq	%rbx, 16(%rsp)
	movq	%rbp, 24(%rsp)
	movq	%r10, 32(%rsp)
	movq	%r11, 40(%rsp)
	movq	%r12, 48(%rsp)
	movq	%r13, 56(%rsp)
	movq	(%r8), %rbx                               /* b0 + b1 */
	movq	8(%r8), %rbp
	movq	16(%r8), %r10
	movq	24(%r8), %r11
	movq	32(%r8), %r12
	movq	40(%r8), %r13
	addq	(%r9), %rbx
	adcq	8(%r9), %rbp
	adcq	16(%r9), %r10
	adcq	24(%r9), %r11
	adcq	32(%r9), %r12
	adcq	40(%r9), %r13
	movq	%rbx, 64(%rsp)
	movq	%rbp, 72(%rsp)
	movq	%r10, 80(%rsp)
	movq	%r11, 88(%rsp)
	movq	%r12, 96(%rsp)
	movq	%r13, 104(%rsp)
	/* t0 = a0 b0 (rows by a0[i], b0 as the memory operands; a1 b1 likewise: see fp_mul) */
	movq	(%rdi), %rdx                              /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	(%r8), %rbx, %rbp
	mulxq	8(%r8), %rax, %r10
	adcxq	%rax, %rbp
	mulxq	16(%r8), %rax, %r11
	adcxq	%rax, %r10
	mulxq	24(%r8), %rax, %r12
	adcxq	%rax, %r11
	mulxq	32(%r8), %rax, %r13
	adcxq	%rax, %r12
	mulxq	40(%r8), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%rbx, 112(%rsp)
	movq	8(%rdi), %rdx                             /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	(%r8), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	8(%r8), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	16(%r8), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	24(%r8), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	32(%r8), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	40(%r8), %rax, %rbx
	adoxq	%rax, %r14
	adcxq	%r15, %rbx
	adoxq	%r15, %rbx
	movq	%rbp, 120(%rsp)
	movq	16(%rdi), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	(%r8), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	8(%r8), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	16(%r8), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	24(%r8), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	32(%r8), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	40(%r8), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%r15, %rbp
	adoxq	%r15, %rbp
	movq	%r10, 128(%rsp)
	movq	24(%rdi), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	(%r8), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	8(%r8), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	16(%r8), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	24(%r8), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	32(%r8), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	40(%r8), %rax, %r10
	adoxq	%rax, %rbp
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 136(%rsp)
	movq	32(%rdi), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	(%r8), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	8(%r8), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	16(%r8), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	24(%r8), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	32(%r8), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	40(%r8), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 144(%rsp)
	movq	40(%rdi), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	(%r8), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	8(%r8), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	16(%r8), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	24(%r8), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	32(%r8), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	40(%r8), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 152(%rsp)
	movq	%r14, 160(%rsp)
	movq	%rbx, 168(%rsp)
	movq	%rbp, 176(%rsp)
	movq	%r10, 184(%rsp)
	movq	%r11, 192(%rsp)
	movq	%r12, 200(%rsp)
	/* t1 = a1 b1 */
	movq	(%rsi), %rdx                              /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	(%r9), %rbx, %rbp
	mulxq	8(%r9), %rax, %r10
	adcxq	%rax, %rbp
	mulxq	16(%r9), %rax, %r11
	adcxq	%rax, %r10
	mulxq	24(%r9), %rax, %r12
	adcxq	%rax, %r11
	mulxq	32(%r9), %rax, %r13
	adcxq	%rax, %r12
	mulxq	40(%r9), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%rbx, 208(%rsp)
	movq	8(%rsi), %rdx                             /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	(%r9), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	8(%r9), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	16(%r9), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	24(%r9), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	32(%r9), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	40(%r9), %rax, %rbx
	adoxq	%rax, %r14
	adcxq	%r15, %rbx
	adoxq	%r15, %rbx
	movq	%rbp, 216(%rsp)
	movq	16(%rsi), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	(%r9), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	8(%r9), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	16(%r9), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	24(%r9), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	32(%r9), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	40(%r9), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%r15, %rbp
	adoxq	%r15, %rbp
	movq	%r10, 224(%rsp)
	movq	24(%rsi), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	(%r9), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	8(%r9), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	16(%r9), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	24(%r9), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	32(%r9), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	40(%r9), %rax, %r10
	adoxq	%rax, %rbp
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 232(%rsp)
	movq	32(%rsi), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	(%r9), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	8(%r9), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	16(%r9), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	24(%r9), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	32(%r9), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	40(%r9), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 240(%rsp)
	movq	40(%rsi), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	(%r9), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	8(%r9), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	16(%r9), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	24(%r9), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	32(%r9), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	40(%r9), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 248(%rsp)
	movq	%r14, 256(%rsp)
	movq	%rbx, 264(%rsp)
	movq	%rbp, 272(%rsp)
	movq	%r10, 280(%rsp)
	movq	%r11, 288(%rsp)
	movq	%r12, 296(%rsp)
	/* t2 = (a0 + a1)(b0 + b1); every input has been read */
	movq	64(%rsp), %rdx                            /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rbx, %rbp
	mulxq	24(%rsp), %rax, %r10
	adcxq	%rax, %rbp
	mulxq	32(%rsp), %rax, %r11
	adcxq	%rax, %r10
	mulxq	40(%rsp), %rax, %r12
	adcxq	%rax, %r11
	mulxq	48(%rsp), %rax, %r13
	adcxq	%rax, %r12
	mulxq	56(%rsp), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%rbx, 304(%rsp)
	movq	72(%rsp), %rdx                            /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	24(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	32(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	40(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	48(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	56(%rsp), %rax, %rbx
	adoxq	%rax, %r14
	adcxq	%r15, %rbx
	adoxq	%r15, %rbx
	movq	%rbp, 312(%rsp)
	movq	80(%rsp), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	24(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	32(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	40(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	48(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	56(%rsp), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%r15, %rbp
	adoxq	%r15, %rbp
	movq	%r10, 320(%rsp)
	movq	88(%rsp), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	24(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	32(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	40(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	48(%rsp), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	56(%rsp), %rax, %r10
	adoxq	%rax, %rbp
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 328(%rsp)
	movq	96(%rsp), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	24(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	32(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	40(%rsp), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	48(%rsp), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	56(%rsp), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 336(%rsp)
	movq	104(%rsp), %rdx                           /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	24(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	32(%rsp), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	40(%rsp), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	48(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	56(%rsp), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 344(%rsp)
	/* c1 = t2 - t0 - t1 (= a0 b1 + a1 b0 exactly) */
	movq	304(%rsp), %r13
	movq	312(%rsp), %rdi
	movq	320(%rsp), %rsi
	movq	328(%rsp), %r8
	movq	336(%rsp), %r9
	movq	344(%rsp), %rax
	subq	112(%rsp), %r13
	sbbq	120(%rsp), %rdi
	sbbq	128(%rsp), %rsi
	sbbq	136(%rsp), %r8
	sbbq	144(%rsp), %r9
	sbbq	152(%rsp), %rax
	sbbq	160(%rsp), %r14
	sbbq	168(%rsp), %rbx
	sbbq	176(%rsp), %rbp
	sbbq	184(%rsp), %r10
	sbbq	192(%rsp), %r11
	sbbq	200(%rsp), %r12
	subq	208(%rsp), %r13
	sbbq	216(%rsp), %rdi
	sbbq	224(%rsp), %rsi
	sbbq	232(%rsp), %r8
	sbbq	240(%rsp), %r9
	sbbq	248(%rsp), %rax
	sbbq	256(%rsp), %r14
	sbbq	264(%rsp), %rbx
	sbbq	272(%rsp), %rbp
	sbbq	280(%rsp), %r10
	sbbq	288(%rsp), %r11
	sbbq	296(%rsp), %r12
	movq	%r14, 352(%rsp)
	movq	%rbx, 360(%rsp)
	movq	%rbp, 368(%rsp)
	movq	%r10, 376(%rsp)
	movq	%r11, 384(%rsp)
	movq	%r12, 392(%rsp)
	/* r1 = c1 / 2^384 mod p: five rounds by mt = m n0, one by m; sum below 1.75 p */
	movq	%r13, %rdx                                /* round 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r10d, %r10d
	mulxq	LOCAL(pt)+8(%rip), %rbx, %rbp
	adcxq	%rdx, %rdi                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rbx, %rdi
	adcxq	%rbp, %rsi
	mulxq	LOCAL(pt)+16(%rip), %rbx, %rbp
	adoxq	%rbx, %rsi
	adcxq	%rbp, %r8
	mulxq	LOCAL(pt)+24(%rip), %rbx, %rbp
	adoxq	%rbx, %r8
	adcxq	%rbp, %r9
	mulxq	LOCAL(pt)+32(%rip), %rbx, %rbp
	adoxq	%rbx, %r9
	adcxq	%rbp, %rax
	mulxq	LOCAL(pt)+40(%rip), %rbx, %r11
	adoxq	%rbx, %rax
	adcxq	%r10, %r11
	mulxq	LOCAL(pt)+48(%rip), %rbx, %r13
	adoxq	%rbx, %r11
	adcxq	%r10, %r13
	adoxq	%r10, %r13
	movq	%rdi, %rdx                                /* round 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r10d, %r10d
	mulxq	LOCAL(pt)+8(%rip), %rbx, %rbp
	adcxq	%rdx, %rsi                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rbx, %rsi
	adcxq	%rbp, %r8
	mulxq	LOCAL(pt)+16(%rip), %rbx, %rbp
	adoxq	%rbx, %r8
	adcxq	%rbp, %r9
	mulxq	LOCAL(pt)+24(%rip), %rbx, %rbp
	adoxq	%rbx, %r9
	adcxq	%rbp, %rax
	mulxq	LOCAL(pt)+32(%rip), %rbx, %rbp
	adoxq	%rbx, %rax
	adcxq	%rbp, %r11
	mulxq	LOCAL(pt)+40(%rip), %rbx, %rbp
	adoxq	%rbx, %r11
	adcxq	%rbp, %r13
	mulxq	LOCAL(pt)+48(%rip), %rbx, %rdi
	adoxq	%rbx, %r13
	adcxq	%r10, %rdi
	adoxq	%r10, %rdi
	movq	%rsi, %rdx                                /* round 2: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r10d, %r10d
	mulxq	LOCAL(pt)+8(%rip), %rbx, %rbp
	adcxq	%rdx, %r8                                /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rbx, %r8
	adcxq	%rbp, %r9
	mulxq	LOCAL(pt)+16(%rip), %rbx, %rbp
	adoxq	%rbx, %r9
	adcxq	%rbp, %rax
	mulxq	LOCAL(pt)+24(%rip), %rbx, %rbp
	adoxq	%rbx, %rax
	adcxq	%rbp, %r11
	mulxq	LOCAL(pt)+32(%rip), %rbx, %rbp
	adoxq	%rbx, %r11
	adcxq	%rbp, %r13
	mulxq	LOCAL(pt)+40(%rip), %rbx, %rbp
	adoxq	%rbx, %r13
	adcxq	%rbp, %rdi
	mulxq	LOCAL(pt)+48(%rip), %rbx, %rsi
	adoxq	%rbx, %rdi
	adcxq	%r10, %rsi
	adoxq	%r10, %rsi
	movq	%r8, %rdx                                 /* round 3: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r10d, %r10d
	mulxq	LOCAL(pt)+8(%rip), %rbx, %rbp
	adcxq	%rdx, %r9                                /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rbx, %r9
	adcxq	%rbp, %rax
	mulxq	LOCAL(pt)+16(%rip), %rbx, %rbp
	adoxq	%rbx, %rax
	adcxq	%rbp, %r11
	mulxq	LOCAL(pt)+24(%rip), %rbx, %rbp
	adoxq	%rbx, %r11
	adcxq	%rbp, %r13
	mulxq	LOCAL(pt)+32(%rip), %rbx, %rbp
	adoxq	%rbx, %r13
	adcxq	%rbp, %rdi
	mulxq	LOCAL(pt)+40(%rip), %rbx, %rbp
	adoxq	%rbx, %rdi
	adcxq	%rbp, %rsi
	mulxq	LOCAL(pt)+48(%rip), %rbx, %r8
	adoxq	%rbx, %rsi
	adcxq	%r10, %r8
	adoxq	%r10, %r8
	movq	%r9, %rdx                                 /* round 4: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r10d, %r10d
	mulxq	LOCAL(pt)+8(%rip), %rbx, %rbp
	adcxq	%rdx, %rax                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rbx, %rax
	adcxq	%rbp, %r11
	mulxq	LOCAL(pt)+16(%rip), %rbx, %rbp
	adoxq	%rbx, %r11
	adcxq	%rbp, %r13
	mulxq	LOCAL(pt)+24(%rip), %rbx, %rbp
	adoxq	%rbx, %r13
	adcxq	%rbp, %rdi
	mulxq	LOCAL(pt)+32(%rip), %rbx, %rbp
	adoxq	%rbx, %rdi
	adcxq	%rbp, %rsi
	mulxq	LOCAL(pt)+40(%rip), %rbx, %rbp
	adoxq	%rbx, %rsi
	adcxq	%rbp, %r8
	mulxq	LOCAL(pt)+48(%rip), %rbx, %r9
	adoxq	%rbx, %r8
	adcxq	%r10, %r9
	adoxq	%r10, %r9
	movq	%rax, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* round 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%r10d, %r10d
	mulxq	LOCAL(p)(%rip), %rbx, %rbp
	adcxq	%rax, %rbx                               /* CF = (u0 != 0) */
	adoxq	%rbp, %r11
	mulxq	LOCAL(p)+8(%rip), %rbx, %rbp
	adcxq	%rbx, %r11
	adoxq	%rbp, %r13
	mulxq	LOCAL(p)+16(%rip), %rbx, %rbp
	adcxq	%rbx, %r13
	adoxq	%rbp, %rdi
	mulxq	LOCAL(p)+24(%rip), %rbx, %rbp
	adcxq	%rbx, %rdi
	adoxq	%rbp, %rsi
	mulxq	LOCAL(p)+32(%rip), %rbx, %rbp
	adcxq	%rbx, %rsi
	adoxq	%rbp, %r8
	mulxq	LOCAL(p)+40(%rip), %rbx, %rbp
	adcxq	%rbx, %r8
	adoxq	%rbp, %r9
	adcxq	%r10, %r9
	addq	352(%rsp), %r11
	adcq	360(%rsp), %r13
	adcq	368(%rsp), %rdi
	adcq	376(%rsp), %rsi
	adcq	384(%rsp), %r8
	adcq	392(%rsp), %r9
	movq	%r11, %rbx
	movq	%r13, %rbp
	movq	%rdi, %r10
	movq	%rsi, %r12
	movq	%r8, %r14
	movq	%r9, %rdx
	subq	LOCAL(p)(%rip), %rbx
	sbbq	LOCAL(p)+8(%rip), %rbp
	sbbq	LOCAL(p)+16(%rip), %r10
	sbbq	LOCAL(p)+24(%rip), %r12
	sbbq	LOCAL(p)+32(%rip), %r14
	sbbq	LOCAL(p)+40(%rip), %rdx
	cmovcq	%r11, %rbx
	cmovcq	%r13, %rbp
	cmovcq	%rdi, %r10
	cmovcq	%rsi, %r12
	cmovcq	%r8, %r14
	cmovcq	%r9, %rdx
	movq	8(%rsp), %rcx
	movq	%rbx, (%rcx)
	movq	%rbp, 8(%rcx)
	movq	%r10, 16(%rcx)
	movq	%r12, 24(%rcx)
	movq	%r14, 32(%rcx)
	movq	%rdx, 40(%rcx)
	/* c0 = t0 - t1 + p^2 (in (0, 2 p^2), congruent to a0 b0 - a1 b1) */
	movq	112(%rsp), %rbx
	movq	120(%rsp), %rbp
	movq	128(%rsp), %r10
	movq	136(%rsp), %r11
	movq	144(%rsp), %r12
	movq	152(%rsp), %r13
	movq	160(%rsp), %r14
	movq	168(%rsp), %rdi
	movq	176(%rsp), %rsi
	movq	184(%rsp), %r8
	movq	192(%rsp), %r9
	movq	200(%rsp), %rax
	subq	208(%rsp), %rbx
	sbbq	216(%rsp), %rbp
	sbbq	224(%rsp), %r10
	sbbq	232(%rsp), %r11
	sbbq	240(%rsp), %r12
	sbbq	248(%rsp), %r13
	sbbq	256(%rsp), %r14
	sbbq	264(%rsp), %rdi
	sbbq	272(%rsp), %rsi
	sbbq	280(%rsp), %r8
	sbbq	288(%rsp), %r9
	sbbq	296(%rsp), %rax
	addq	LOCAL(p2)(%rip), %rbx
	adcq	LOCAL(p2)+8(%rip), %rbp
	adcq	LOCAL(p2)+16(%rip), %r10
	adcq	LOCAL(p2)+24(%rip), %r11
	adcq	LOCAL(p2)+32(%rip), %r12
	adcq	LOCAL(p2)+40(%rip), %r13
	adcq	LOCAL(p2)+48(%rip), %r14
	adcq	LOCAL(p2)+56(%rip), %rdi
	adcq	LOCAL(p2)+64(%rip), %rsi
	adcq	LOCAL(p2)+72(%rip), %r8
	adcq	LOCAL(p2)+80(%rip), %r9
	adcq	LOCAL(p2)+88(%rip), %rax
	movq	%r14, 352(%rsp)
	movq	%rdi, 360(%rsp)
	movq	%rsi, 368(%rsp)
	movq	%r8, 376(%rsp)
	movq	%r9, 384(%rsp)
	movq	%rax, 392(%rsp)
	/* r0 = c0 / 2^384 mod p; sum below 1.75 p */
	movq	%rbx, %rdx                                /* round 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%esi, %esi
	mulxq	LOCAL(pt)+8(%rip), %r14, %rdi
	adcxq	%rdx, %rbp                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%r14, %rbp
	adcxq	%rdi, %r10
	mulxq	LOCAL(pt)+16(%rip), %r14, %rdi
	adoxq	%r14, %r10
	adcxq	%rdi, %r11
	mulxq	LOCAL(pt)+24(%rip), %r14, %rdi
	adoxq	%r14, %r11
	adcxq	%rdi, %r12
	mulxq	LOCAL(pt)+32(%rip), %r14, %rdi
	adoxq	%r14, %r12
	adcxq	%rdi, %r13
	mulxq	LOCAL(pt)+40(%rip), %r14, %r8
	adoxq	%r14, %r13
	adcxq	%rsi, %r8
	mulxq	LOCAL(pt)+48(%rip), %r14, %rbx
	adoxq	%r14, %r8
	adcxq	%rsi, %rbx
	adoxq	%rsi, %rbx
	movq	%rbp, %rdx                                /* round 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%esi, %esi
	mulxq	LOCAL(pt)+8(%rip), %r14, %rdi
	adcxq	%rdx, %r10                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%r14, %r10
	adcxq	%rdi, %r11
	mulxq	LOCAL(pt)+16(%rip), %r14, %rdi
	adoxq	%r14, %r11
	adcxq	%rdi, %r12
	mulxq	LOCAL(pt)+24(%rip), %r14, %rdi
	adoxq	%r14, %r12
	adcxq	%rdi, %r13
	mulxq	LOCAL(pt)+32(%rip), %r14, %rdi
	adoxq	%r14, %r13
	adcxq	%rdi, %r8
	mulxq	LOCAL(pt)+40(%rip), %r14, %rdi
	adoxq	%r14, %r8
	adcxq	%rdi, %rbx
	mulxq	LOCAL(pt)+48(%rip), %r14, %rbp
	adoxq	%r14, %rbx
	adcxq	%rsi, %rbp
	adoxq	%rsi, %rbp
	movq	%r10, %rdx                                /* round 2: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%esi, %esi
	mulxq	LOCAL(pt)+8(%rip), %r14, %rdi
	adcxq	%rdx, %r11                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%r14, %r11
	adcxq	%rdi, %r12
	mulxq	LOCAL(pt)+16(%rip), %r14, %rdi
	adoxq	%r14, %r12
	adcxq	%rdi, %r13
	mulxq	LOCAL(pt)+24(%rip), %r14, %rdi
	adoxq	%r14, %r13
	adcxq	%rdi, %r8
	mulxq	LOCAL(pt)+32(%rip), %r14, %rdi
	adoxq	%r14, %r8
	adcxq	%rdi, %rbx
	mulxq	LOCAL(pt)+40(%rip), %r14, %rdi
	adoxq	%r14, %rbx
	adcxq	%rdi, %rbp
	mulxq	LOCAL(pt)+48(%rip), %r14, %r10
	adoxq	%r14, %rbp
	adcxq	%rsi, %r10
	adoxq	%rsi, %r10
	movq	%r11, %rdx                                /* round 3: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%esi, %esi
	mulxq	LOCAL(pt)+8(%rip), %r14, %rdi
	adcxq	%rdx, %r12                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%r14, %r12
	adcxq	%rdi, %r13
	mulxq	LOCAL(pt)+16(%rip), %r14, %rdi
	adoxq	%r14, %r13
	adcxq	%rdi, %r8
	mulxq	LOCAL(pt)+24(%rip), %r14, %rdi
	adoxq	%r14, %r8
	adcxq	%rdi, %rbx
	mulxq	LOCAL(pt)+32(%rip), %r14, %rdi
	adoxq	%r14, %rbx
	adcxq	%rdi, %rbp
	mulxq	LOCAL(pt)+40(%rip), %r14, %rdi
	adoxq	%r14, %rbp
	adcxq	%rdi, %r10
	mulxq	LOCAL(pt)+48(%rip), %r14, %r11
	adoxq	%r14, %r10
	adcxq	%rsi, %r11
	adoxq	%rsi, %r11
	movq	%r12, %rdx                                /* round 4: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%esi, %esi
	mulxq	LOCAL(pt)+8(%rip), %r14, %rdi
	adcxq	%rdx, %r13                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%r14, %r13
	adcxq	%rdi, %r8
	mulxq	LOCAL(pt)+16(%rip), %r14, %rdi
	adoxq	%r14, %r8
	adcxq	%rdi, %rbx
	mulxq	LOCAL(pt)+24(%rip), %r14, %rdi
	adoxq	%r14, %rbx
	adcxq	%rdi, %rbp
	mulxq	LOCAL(pt)+32(%rip), %r14, %rdi
	adoxq	%r14, %rbp
	adcxq	%rdi, %r10
	mulxq	LOCAL(pt)+40(%rip), %r14, %rdi
	adoxq	%r14, %r10
	adcxq	%rdi, %r11
	mulxq	LOCAL(pt)+48(%rip), %r14, %r12
	adoxq	%r14, %r11
	adcxq	%rsi, %r12
	adoxq	%rsi, %r12
	movq	%r13, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* round 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%esi, %esi
	mulxq	LOCAL(p)(%rip), %r14, %rdi
	adcxq	%r13, %r14                               /* CF = (u0 != 0) */
	adoxq	%rdi, %r8
	mulxq	LOCAL(p)+8(%rip), %r14, %rdi
	adcxq	%r14, %r8
	adoxq	%rdi, %rbx
	mulxq	LOCAL(p)+16(%rip), %r14, %rdi
	adcxq	%r14, %rbx
	adoxq	%rdi, %rbp
	mulxq	LOCAL(p)+24(%rip), %r14, %rdi
	adcxq	%r14, %rbp
	adoxq	%rdi, %r10
	mulxq	LOCAL(p)+32(%rip), %r14, %rdi
	adcxq	%r14, %r10
	adoxq	%rdi, %r11
	mulxq	LOCAL(p)+40(%rip), %r14, %rdi
	adcxq	%r14, %r11
	adoxq	%rdi, %r12
	adcxq	%rsi, %r12
	addq	352(%rsp), %r8
	adcq	360(%rsp), %rbx
	adcq	368(%rsp), %rbp
	adcq	376(%rsp), %r10
	adcq	384(%rsp), %r11
	adcq	392(%rsp), %r12
	movq	%r8, %r14
	movq	%rbx, %rdi
	movq	%rbp, %rsi
	movq	%r10, %r9
	movq	%r11, %rax
	movq	%r12, %rcx
	subq	LOCAL(p)(%rip), %r14
	sbbq	LOCAL(p)+8(%rip), %rdi
	sbbq	LOCAL(p)+16(%rip), %rsi
	sbbq	LOCAL(p)+24(%rip), %r9
	sbbq	LOCAL(p)+32(%rip), %rax
	sbbq	LOCAL(p)+40(%rip), %rcx
	cmovcq	%r8, %r14
	cmovcq	%rbx, %rdi
	cmovcq	%rbp, %rsi
	cmovcq	%r10, %r9
	cmovcq	%r11, %rax
	cmovcq	%r12, %rcx
	movq	(%rsp), %r15
	movq	%r14, (%r15)
	movq	%rdi, 8(%r15)
	movq	%rsi, 16(%r15)
	movq	%r9, 24(%r15)
	movq	%rax, 32(%r15)
	movq	%rcx, 40(%r15)
	addq	$400, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp2_mul)

FUNCTION(bls381_fp2_sqr)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	subq	$160, %rsp
	movq	%rdi, (%rsp)                              /* r0 */
	movq	%rsi, 8(%rsp)                             /* r1 */
	movq	%rdx, %rdi                                /* a0 */
	movq	%rcx, %rsi                                /* a1 */
	movq	(%rdi), %rbx                              /* a0 + a1 (< 2p) */
	movq	8(%rdi), %rbp
	movq	16(%rdi), %r10
	movq	24(%rdi), %r11
	movq	32(%rdi), %r12
	movq	40(%rdi), %r13
	addq	(%rsi), %rbx
	adcq	8(%rsi), %rbp
	adcq	16(%rsi), %r10
	adcq	24(%rsi), %r11
	adcq	32(%rsi), %r12
	adcq	40(%rsi), %r13
	movq	%rbx, 16(%rsp)
	movq	%rbp, 24(%rsp)
	movq	%r10, 32(%rsp)
	movq	%r11, 40(%rsp)
	movq	%r12, 48(%rsp)
	movq	%r13, 56(%rsp)
	movq	(%rdi), %rbx                              /* a0 - a1 + p (in (0, 2p)) */
	movq	8(%rdi), %rbp
	movq	16(%rdi), %r10
	movq	24(%rdi), %r11
	movq	32(%rdi), %r12
	movq	40(%rdi), %r13
	subq	(%rsi), %rbx
	sbbq	8(%rsi), %rbp
	sbbq	16(%rsi), %r10
	sbbq	24(%rsi), %r11
	sbbq	32(%rsi), %r12
	sbbq	40(%rsi), %r13
	addq	LOCAL(p)(%rip), %rbx
	adcq	LOCAL(p)+8(%rip), %rbp
	adcq	LOCAL(p)+16(%rip), %r10
	adcq	LOCAL(p)+24(%rip), %r11
	adcq	LOCAL(p)+32(%rip), %r12
	adcq	LOCAL(p)+40(%rip), %r13
	movq	%rbx, 64(%rsp)
	movq	%rbp, 72(%rsp)
	movq	%r10, 80(%rsp)
	movq	%r11, 88(%rsp)
	movq	%r12, 96(%rsp)
	movq	%r13, 104(%rsp)
	movq	(%rdi), %rbx                              /* 2 a0 (< 2p) */
	movq	8(%rdi), %rbp
	movq	16(%rdi), %r10
	movq	24(%rdi), %r11
	movq	32(%rdi), %r12
	movq	40(%rdi), %r13
	addq	(%rdi), %rbx
	adcq	8(%rdi), %rbp
	adcq	16(%rdi), %r10
	adcq	24(%rdi), %r11
	adcq	32(%rdi), %r12
	adcq	40(%rdi), %r13
	movq	%rbx, 112(%rsp)
	movq	%rbp, 120(%rsp)
	movq	%r10, 128(%rsp)
	movq	%r11, 136(%rsp)
	movq	%r12, 144(%rsp)
	movq	%r13, 152(%rsp)
	/* r1 = 2 a0 a1 / 2^384 mod p (interleaved, each reduction by m = u0 n0) */
	movq	(%rsi), %rdx                              /* row 0: acc += a b[0] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	112(%rsp), %rbx, %rbp
	mulxq	120(%rsp), %r13, %r8
	adcxq	%r13, %rbp
	mulxq	128(%rsp), %r13, %r9
	adcxq	%r13, %r8
	mulxq	136(%rsp), %r13, %r10
	adcxq	%r13, %r9
	mulxq	144(%rsp), %r13, %r11
	adcxq	%r13, %r10
	mulxq	152(%rsp), %r13, %r12
	adcxq	%r13, %r11
	adcxq	%rax, %r12
	movq	%rbx, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 0: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r13, %r14
	adcxq	%rbx, %r13                               /* CF = (u0 != 0) */
	adoxq	%r14, %rbp
	mulxq	LOCAL(p)+8(%rip), %r13, %r14
	adcxq	%r13, %rbp
	adoxq	%r14, %r8
	mulxq	LOCAL(p)+16(%rip), %r13, %r14
	adcxq	%r13, %r8
	adoxq	%r14, %r9
	mulxq	LOCAL(p)+24(%rip), %r13, %r14
	adcxq	%r13, %r9
	adoxq	%r14, %r10
	mulxq	LOCAL(p)+32(%rip), %r13, %r14
	adcxq	%r13, %r10
	adoxq	%r14, %r11
	mulxq	LOCAL(p)+40(%rip), %r13, %r14
	adcxq	%r13, %r11
	adoxq	%r14, %r12
	adcxq	%rax, %r12
	movq	8(%rsi), %rdx                             /* row 1: acc += a b[1] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	112(%rsp), %r13, %r14
	adoxq	%r13, %rbp
	adcxq	%r14, %r8
	mulxq	120(%rsp), %r13, %r14
	adoxq	%r13, %r8
	adcxq	%r14, %r9
	mulxq	128(%rsp), %r13, %r14
	adoxq	%r13, %r9
	adcxq	%r14, %r10
	mulxq	136(%rsp), %r13, %r14
	adoxq	%r13, %r10
	adcxq	%r14, %r11
	mulxq	144(%rsp), %r13, %r14
	adoxq	%r13, %r11
	adcxq	%r14, %r12
	mulxq	152(%rsp), %r13, %r15
	adoxq	%r13, %r12
	adcxq	%rax, %r15
	adoxq	%rax, %r15
	movq	%rbp, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 1: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r13, %r14
	adcxq	%rbp, %r13                               /* CF = (u0 != 0) */
	adoxq	%r14, %r8
	mulxq	LOCAL(p)+8(%rip), %r13, %r14
	adcxq	%r13, %r8
	adoxq	%r14, %r9
	mulxq	LOCAL(p)+16(%rip), %r13, %r14
	adcxq	%r13, %r9
	adoxq	%r14, %r10
	mulxq	LOCAL(p)+24(%rip), %r13, %r14
	adcxq	%r13, %r10
	adoxq	%r14, %r11
	mulxq	LOCAL(p)+32(%rip), %r13, %r14
	adcxq	%r13, %r11
	adoxq	%r14, %r12
	mulxq	LOCAL(p)+40(%rip), %r13, %r14
	adcxq	%r13, %r12
	adoxq	%r14, %r15
	adcxq	%rax, %r15
	movq	16(%rsi), %rdx                            /* row 2: acc += a b[2] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	112(%rsp), %r13, %r14
	adoxq	%r13, %r8
	adcxq	%r14, %r9
	mulxq	120(%rsp), %r13, %r14
	adoxq	%r13, %r9
	adcxq	%r14, %r10
	mulxq	128(%rsp), %r13, %r14
	adoxq	%r13, %r10
	adcxq	%r14, %r11
	mulxq	136(%rsp), %r13, %r14
	adoxq	%r13, %r11
	adcxq	%r14, %r12
	mulxq	144(%rsp), %r13, %r14
	adoxq	%r13, %r12
	adcxq	%r14, %r15
	mulxq	152(%rsp), %r13, %rbx
	adoxq	%r13, %r15
	adcxq	%rax, %rbx
	adoxq	%rax, %rbx
	movq	%r8, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 2: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r13, %r14
	adcxq	%r8, %r13                                /* CF = (u0 != 0) */
	adoxq	%r14, %r9
	mulxq	LOCAL(p)+8(%rip), %r13, %r14
	adcxq	%r13, %r9
	adoxq	%r14, %r10
	mulxq	LOCAL(p)+16(%rip), %r13, %r14
	adcxq	%r13, %r10
	adoxq	%r14, %r11
	mulxq	LOCAL(p)+24(%rip), %r13, %r14
	adcxq	%r13, %r11
	adoxq	%r14, %r12
	mulxq	LOCAL(p)+32(%rip), %r13, %r14
	adcxq	%r13, %r12
	adoxq	%r14, %r15
	mulxq	LOCAL(p)+40(%rip), %r13, %r14
	adcxq	%r13, %r15
	adoxq	%r14, %rbx
	adcxq	%rax, %rbx
	movq	24(%rsi), %rdx                            /* row 3: acc += a b[3] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	112(%rsp), %r13, %r14
	adoxq	%r13, %r9
	adcxq	%r14, %r10
	mulxq	120(%rsp), %r13, %r14
	adoxq	%r13, %r10
	adcxq	%r14, %r11
	mulxq	128(%rsp), %r13, %r14
	adoxq	%r13, %r11
	adcxq	%r14, %r12
	mulxq	136(%rsp), %r13, %r14
	adoxq	%r13, %r12
	adcxq	%r14, %r15
	mulxq	144(%rsp), %r13, %r14
	adoxq	%r13, %r15
	adcxq	%r14, %rbx
	mulxq	152(%rsp), %r13, %rbp
	adoxq	%r13, %rbx
	adcxq	%rax, %rbp
	adoxq	%rax, %rbp
	movq	%r9, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 3: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r13, %r14
	adcxq	%r9, %r13                                /* CF = (u0 != 0) */
	adoxq	%r14, %r10
	mulxq	LOCAL(p)+8(%rip), %r13, %r14
	adcxq	%r13, %r10
	adoxq	%r14, %r11
	mulxq	LOCAL(p)+16(%rip), %r13, %r14
	adcxq	%r13, %r11
	adoxq	%r14, %r12
	mulxq	LOCAL(p)+24(%rip), %r13, %r14
	adcxq	%r13, %r12
	adoxq	%r14, %r15
	mulxq	LOCAL(p)+32(%rip), %r13, %r14
	adcxq	%r13, %r15
	adoxq	%r14, %rbx
	mulxq	LOCAL(p)+40(%rip), %r13, %r14
	adcxq	%r13, %rbx
	adoxq	%r14, %rbp
	adcxq	%rax, %rbp
	movq	32(%rsi), %rdx                            /* row 4: acc += a b[4] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	112(%rsp), %r13, %r14
	adoxq	%r13, %r10
	adcxq	%r14, %r11
	mulxq	120(%rsp), %r13, %r14
	adoxq	%r13, %r11
	adcxq	%r14, %r12
	mulxq	128(%rsp), %r13, %r14
	adoxq	%r13, %r12
	adcxq	%r14, %r15
	mulxq	136(%rsp), %r13, %r14
	adoxq	%r13, %r15
	adcxq	%r14, %rbx
	mulxq	144(%rsp), %r13, %r14
	adoxq	%r13, %rbx
	adcxq	%r14, %rbp
	mulxq	152(%rsp), %r13, %r8
	adoxq	%r13, %rbp
	adcxq	%rax, %r8
	adoxq	%rax, %r8
	movq	%r10, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 4: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r13, %r14
	adcxq	%r10, %r13                               /* CF = (u0 != 0) */
	adoxq	%r14, %r11
	mulxq	LOCAL(p)+8(%rip), %r13, %r14
	adcxq	%r13, %r11
	adoxq	%r14, %r12
	mulxq	LOCAL(p)+16(%rip), %r13, %r14
	adcxq	%r13, %r12
	adoxq	%r14, %r15
	mulxq	LOCAL(p)+24(%rip), %r13, %r14
	adcxq	%r13, %r15
	adoxq	%r14, %rbx
	mulxq	LOCAL(p)+32(%rip), %r13, %r14
	adcxq	%r13, %rbx
	adoxq	%r14, %rbp
	mulxq	LOCAL(p)+40(%rip), %r13, %r14
	adcxq	%r13, %rbp
	adoxq	%r14, %r8
	adcxq	%rax, %r8
	movq	40(%rsi), %rdx                            /* row 5: acc += a b[5] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	112(%rsp), %r13, %r14
	adoxq	%r13, %r11
	adcxq	%r14, %r12
	mulxq	120(%rsp), %r13, %r14
	adoxq	%r13, %r12
	adcxq	%r14, %r15
	mulxq	128(%rsp), %r13, %r14
	adoxq	%r13, %r15
	adcxq	%r14, %rbx
	mulxq	136(%rsp), %r13, %r14
	adoxq	%r13, %rbx
	adcxq	%r14, %rbp
	mulxq	144(%rsp), %r13, %r14
	adoxq	%r13, %rbp
	adcxq	%r14, %r8
	mulxq	152(%rsp), %r13, %r9
	adoxq	%r13, %r8
	adcxq	%rax, %r9
	adoxq	%rax, %r9
	movq	%r11, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r13, %r14
	adcxq	%r11, %r13                               /* CF = (u0 != 0) */
	adoxq	%r14, %r12
	mulxq	LOCAL(p)+8(%rip), %r13, %r14
	adcxq	%r13, %r12
	adoxq	%r14, %r15
	mulxq	LOCAL(p)+16(%rip), %r13, %r14
	adcxq	%r13, %r15
	adoxq	%r14, %rbx
	mulxq	LOCAL(p)+24(%rip), %r13, %r14
	adcxq	%r13, %rbx
	adoxq	%r14, %rbp
	mulxq	LOCAL(p)+32(%rip), %r13, %r14
	adcxq	%r13, %rbp
	adoxq	%r14, %r8
	mulxq	LOCAL(p)+40(%rip), %r13, %r14
	adcxq	%r13, %r8
	adoxq	%r14, %r9
	adcxq	%rax, %r9
	/* below 1.20 p; every input has been read */
	movq	%r12, %r10
	movq	%r15, %r11
	movq	%rbx, %r13
	movq	%rbp, %r14
	movq	%r8, %rax
	movq	%r9, %rcx
	subq	LOCAL(p)(%rip), %r10
	sbbq	LOCAL(p)+8(%rip), %r11
	sbbq	LOCAL(p)+16(%rip), %r13
	sbbq	LOCAL(p)+24(%rip), %r14
	sbbq	LOCAL(p)+32(%rip), %rax
	sbbq	LOCAL(p)+40(%rip), %rcx
	cmovcq	%r12, %r10
	cmovcq	%r15, %r11
	cmovcq	%rbx, %r13
	cmovcq	%rbp, %r14
	cmovcq	%r8, %rax
	cmovcq	%r9, %rcx
	movq	8(%rsp), %rdx
	movq	%r10, (%rdx)
	movq	%r11, 8(%rdx)
	movq	%r13, 16(%rdx)
	movq	%r14, 24(%rdx)
	movq	%rax, 32(%rdx)
	movq	%rcx, 40(%rdx)
	/* r0 = (a0 + a1)(a0 - a1 + p) / 2^384 mod p */
	movq	64(%rsp), %rdx                            /* row 0: acc += a b[0] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	16(%rsp), %rbx, %rbp
	mulxq	24(%rsp), %r13, %r8
	adcxq	%r13, %rbp
	mulxq	32(%rsp), %r13, %r9
	adcxq	%r13, %r8
	mulxq	40(%rsp), %r13, %r10
	adcxq	%r13, %r9
	mulxq	48(%rsp), %r13, %r11
	adcxq	%r13, %r10
	mulxq	56(%rsp), %r13, %r12
	adcxq	%r13, %r11
	adcxq	%rax, %r12
	movq	%rbx, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 0: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r13, %r14
	adcxq	%rbx, %r13                               /* CF = (u0 != 0) */
	adoxq	%r14, %rbp
	mulxq	LOCAL(p)+8(%rip), %r13, %r14
	adcxq	%r13, %rbp
	adoxq	%r14, %r8
	mulxq	LOCAL(p)+16(%rip), %r13, %r14
	adcxq	%r13, %r8
	adoxq	%r14, %r9
	mulxq	LOCAL(p)+24(%rip), %r13, %r14
	adcxq	%r13, %r9
	adoxq	%r14, %r10
	mulxq	LOCAL(p)+32(%rip), %r13, %r14
	adcxq	%r13, %r10
	adoxq	%r14, %r11
	mulxq	LOCAL(p)+40(%rip), %r13, %r14
	adcxq	%r13, %r11
	adoxq	%r14, %r12
	adcxq	%rax, %r12
	movq	72(%rsp), %rdx                            /* row 1: acc += a b[1] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	16(%rsp), %r13, %r14
	adoxq	%r13, %rbp
	adcxq	%r14, %r8
	mulxq	24(%rsp), %r13, %r14
	adoxq	%r13, %r8
	adcxq	%r14, %r9
	mulxq	32(%rsp), %r13, %r14
	adoxq	%r13, %r9
	adcxq	%r14, %r10
	mulxq	40(%rsp), %r13, %r14
	adoxq	%r13, %r10
	adcxq	%r14, %r11
	mulxq	48(%rsp), %r13, %r14
	adoxq	%r13, %r11
	adcxq	%r14, %r12
	mulxq	56(%rsp), %r13, %r15
	adoxq	%r13, %r12
	adcxq	%rax, %r15
	adoxq	%rax, %r15
	movq	%rbp, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 1: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r13, %r14
	adcxq	%rbp, %r13                               /* CF = (u0 != 0) */
	adoxq	%r14, %r8
	mulxq	LOCAL(p)+8(%rip), %r13, %r14
	adcxq	%r13, %r8
	adoxq	%r14, %r9
	mulxq	LOCAL(p)+16(%rip), %r13, %r14
	adcxq	%r13, %r9
	adoxq	%r14, %r10
	mulxq	LOCAL(p)+24(%rip), %r13, %r14
	adcxq	%r13, %r10
	adoxq	%r14, %r11
	mulxq	LOCAL(p)+32(%rip), %r13, %r14
	adcxq	%r13, %r11
	adoxq	%r14, %r12
	mulxq	LOCAL(p)+40(%rip), %r13, %r14
	adcxq	%r13, %r12
	adoxq	%r14, %r15
	adcxq	%rax, %r15
	movq	80(%rsp), %rdx                            /* row 2: acc += a b[2] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	16(%rsp), %r13, %r14
	adoxq	%r13, %r8
	adcxq	%r14, %r9
	mulxq	24(%rsp), %r13, %r14
	adoxq	%r13, %r9
	adcxq	%r14, %r10
	mulxq	32(%rsp), %r13, %r14
	adoxq	%r13, %r10
	adcxq	%r14, %r11
	mulxq	40(%rsp), %r13, %r14
	adoxq	%r13, %r11
	adcxq	%r14, %r12
	mulxq	48(%rsp), %r13, %r14
	adoxq	%r13, %r12
	adcxq	%r14, %r15
	mulxq	56(%rsp), %r13, %rbx
	adoxq	%r13, %r15
	adcxq	%rax, %rbx
	adoxq	%rax, %rbx
	movq	%r8, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 2: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r13, %r14
	adcxq	%r8, %r13                                /* CF = (u0 != 0) */
	adoxq	%r14, %r9
	mulxq	LOCAL(p)+8(%rip), %r13, %r14
	adcxq	%r13, %r9
	adoxq	%r14, %r10
	mulxq	LOCAL(p)+16(%rip), %r13, %r14
	adcxq	%r13, %r10
	adoxq	%r14, %r11
	mulxq	LOCAL(p)+24(%rip), %r13, %r14
	adcxq	%r13, %r11
	adoxq	%r14, %r12
	mulxq	LOCAL(p)+32(%rip), %r13, %r14
	adcxq	%r13, %r12
	adoxq	%r14, %r15
	mulxq	LOCAL(p)+40(%rip), %r13, %r14
	adcxq	%r13, %r15
	adoxq	%r14, %rbx
	adcxq	%rax, %rbx
	movq	88(%rsp), %rdx                            /* row 3: acc += a b[3] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	16(%rsp), %r13, %r14
	adoxq	%r13, %r9
	adcxq	%r14, %r10
	mulxq	24(%rsp), %r13, %r14
	adoxq	%r13, %r10
	adcxq	%r14, %r11
	mulxq	32(%rsp), %r13, %r14
	adoxq	%r13, %r11
	adcxq	%r14, %r12
	mulxq	40(%rsp), %r13, %r14
	adoxq	%r13, %r12
	adcxq	%r14, %r15
	mulxq	48(%rsp), %r13, %r14
	adoxq	%r13, %r15
	adcxq	%r14, %rbx
	mulxq	56(%rsp), %r13, %rbp
	adoxq	%r13, %rbx
	adcxq	%rax, %rbp
	adoxq	%rax, %rbp
	movq	%r9, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 3: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r13, %r14
	adcxq	%r9, %r13                                /* CF = (u0 != 0) */
	adoxq	%r14, %r10
	mulxq	LOCAL(p)+8(%rip), %r13, %r14
	adcxq	%r13, %r10
	adoxq	%r14, %r11
	mulxq	LOCAL(p)+16(%rip), %r13, %r14
	adcxq	%r13, %r11
	adoxq	%r14, %r12
	mulxq	LOCAL(p)+24(%rip), %r13, %r14
	adcxq	%r13, %r12
	adoxq	%r14, %r15
	mulxq	LOCAL(p)+32(%rip), %r13, %r14
	adcxq	%r13, %r15
	adoxq	%r14, %rbx
	mulxq	LOCAL(p)+40(%rip), %r13, %r14
	adcxq	%r13, %rbx
	adoxq	%r14, %rbp
	adcxq	%rax, %rbp
	movq	96(%rsp), %rdx                            /* row 4: acc += a b[4] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	16(%rsp), %r13, %r14
	adoxq	%r13, %r10
	adcxq	%r14, %r11
	mulxq	24(%rsp), %r13, %r14
	adoxq	%r13, %r11
	adcxq	%r14, %r12
	mulxq	32(%rsp), %r13, %r14
	adoxq	%r13, %r12
	adcxq	%r14, %r15
	mulxq	40(%rsp), %r13, %r14
	adoxq	%r13, %r15
	adcxq	%r14, %rbx
	mulxq	48(%rsp), %r13, %r14
	adoxq	%r13, %rbx
	adcxq	%r14, %rbp
	mulxq	56(%rsp), %r13, %r8
	adoxq	%r13, %rbp
	adcxq	%rax, %r8
	adoxq	%rax, %r8
	movq	%r10, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 4: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r13, %r14
	adcxq	%r10, %r13                               /* CF = (u0 != 0) */
	adoxq	%r14, %r11
	mulxq	LOCAL(p)+8(%rip), %r13, %r14
	adcxq	%r13, %r11
	adoxq	%r14, %r12
	mulxq	LOCAL(p)+16(%rip), %r13, %r14
	adcxq	%r13, %r12
	adoxq	%r14, %r15
	mulxq	LOCAL(p)+24(%rip), %r13, %r14
	adcxq	%r13, %r15
	adoxq	%r14, %rbx
	mulxq	LOCAL(p)+32(%rip), %r13, %r14
	adcxq	%r13, %rbx
	adoxq	%r14, %rbp
	mulxq	LOCAL(p)+40(%rip), %r13, %r14
	adcxq	%r13, %rbp
	adoxq	%r14, %r8
	adcxq	%rax, %r8
	movq	104(%rsp), %rdx                           /* row 5: acc += a b[5] */
	xorl	%eax, %eax                                /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	16(%rsp), %r13, %r14
	adoxq	%r13, %r11
	adcxq	%r14, %r12
	mulxq	24(%rsp), %r13, %r14
	adoxq	%r13, %r12
	adcxq	%r14, %r15
	mulxq	32(%rsp), %r13, %r14
	adoxq	%r13, %r15
	adcxq	%r14, %rbx
	mulxq	40(%rsp), %r13, %r14
	adoxq	%r13, %rbx
	adcxq	%r14, %rbp
	mulxq	48(%rsp), %r13, %r14
	adoxq	%r13, %rbp
	adcxq	%r14, %r8
	mulxq	56(%rsp), %r13, %r9
	adoxq	%r13, %r8
	adcxq	%rax, %r9
	adoxq	%rax, %r9
	movq	%r11, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* reduction 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(p)(%rip), %r13, %r14
	adcxq	%r11, %r13                               /* CF = (u0 != 0) */
	adoxq	%r14, %r12
	mulxq	LOCAL(p)+8(%rip), %r13, %r14
	adcxq	%r13, %r12
	adoxq	%r14, %r15
	mulxq	LOCAL(p)+16(%rip), %r13, %r14
	adcxq	%r13, %r15
	adoxq	%r14, %rbx
	mulxq	LOCAL(p)+24(%rip), %r13, %r14
	adcxq	%r13, %rbx
	adoxq	%r14, %rbp
	mulxq	LOCAL(p)+32(%rip), %r13, %r14
	adcxq	%r13, %rbp
	adoxq	%r14, %r8
	mulxq	LOCAL(p)+40(%rip), %r13, %r14
	adcxq	%r13, %r8
	adoxq	%r14, %r9
	adcxq	%rax, %r9
	/* below 1.41 p */
	movq	%r12, %r10
	movq	%r15, %r11
	movq	%rbx, %r13
	movq	%rbp, %r14
	movq	%r8, %rax
	movq	%r9, %rcx
	subq	LOCAL(p)(%rip), %r10
	sbbq	LOCAL(p)+8(%rip), %r11
	sbbq	LOCAL(p)+16(%rip), %r13
	sbbq	LOCAL(p)+24(%rip), %r14
	sbbq	LOCAL(p)+32(%rip), %rax
	sbbq	LOCAL(p)+40(%rip), %rcx
	cmovcq	%r12, %r10
	cmovcq	%r15, %r11
	cmovcq	%rbx, %r13
	cmovcq	%rbp, %r14
	cmovcq	%r8, %rax
	cmovcq	%r9, %rcx
	movq	(%rsp), %rdx
	movq	%r10, (%rdx)
	movq	%r11, 8(%rdx)
	movq	%r13, 16(%rdx)
	movq	%r14, 24(%rdx)
	movq	%rax, 32(%rdx)
	movq	%rcx, 40(%rdx)
	addq	$160, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp2_sqr)

FUNCTION(bls381_fp2_mul_wide)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	subq	$400, %rsp
	movq	%rdi, (%rsp)                              /* r0 */
	movq	%rsi, 8(%rsp)                             /* r1 */
	movq	%rdx, %rdi                                /* a0 */
	movq	%rcx, %rsi                                /* a1; b0 in r8, b1 in r9 */
	movq	(%rdi), %rbx                              /* a0 + a1 (< 2p, no reduction) */
	movq	8(%rdi), %rbp
	movq	16(%rdi), %r10
	movq	24(%rdi), %r11
	movq	32(%rdi), %r12
	movq	40(%rdi), %r13
	addq	(%rsi), %rbx
	adcq	8(%rsi), %rbp
	adcq	16(%rsi), %r10
	adcq	24(%rsi), %r11
	adcq	32(%rsi), %r12
	adcq	40(%rsi), %r13
	movq	%rbx, 16(%rsp)
	movq	%rbp, 24(%rsp)
	movq	%r10, 32(%rsp)
	movq	%r11, 40(%rsp)
	movq	%r12, 48(%rsp)
	movq	%r13, 56(%rsp)
	movq	(%r8), %rbx                               /* b0 + b1 */
	movq	8(%r8), %rbp
	movq	16(%r8), %r10
	movq	24(%r8), %r11
	movq	32(%r8), %r12
	movq	40(%r8), %r13
	addq	(%r9), %rbx
	adcq	8(%r9), %rbp
	adcq	16(%r9), %r10
	adcq	24(%r9), %r11
	adcq	32(%r9), %r12
	adcq	40(%r9), %r13
	movq	%rbx, 64(%rsp)
	movq	%rbp, 72(%rsp)
	movq	%r10, 80(%rsp)
	movq	%r11, 88(%rsp)
	movq	%r12, 96(%rsp)
	movq	%r13, 104(%rsp)
	/* t0 = a0 b0 (rows by a0[i], b0 as the memory operands; a1 b1 likewise: see fp_mul) */
	movq	(%rdi), %rdx                              /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	(%r8), %rbx, %rbp
	mulxq	8(%r8), %rax, %r10
	adcxq	%rax, %rbp
	mulxq	16(%r8), %rax, %r11
	adcxq	%rax, %r10
	mulxq	24(%r8), %rax, %r12
	adcxq	%rax, %r11
	mulxq	32(%r8), %rax, %r13
	adcxq	%rax, %r12
	mulxq	40(%r8), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%rbx, 112(%rsp)
	movq	8(%rdi), %rdx                             /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	(%r8), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	8(%r8), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	16(%r8), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	24(%r8), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	32(%r8), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	40(%r8), %rax, %rbx
	adoxq	%rax, %r14
	adcxq	%r15, %rbx
	adoxq	%r15, %rbx
	movq	%rbp, 120(%rsp)
	movq	16(%rdi), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	(%r8), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	8(%r8), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	16(%r8), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	24(%r8), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	32(%r8), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	40(%r8), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%r15, %rbp
	adoxq	%r15, %rbp
	movq	%r10, 128(%rsp)
	movq	24(%rdi), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	(%r8), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	8(%r8), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	16(%r8), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	24(%r8), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	32(%r8), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	40(%r8), %rax, %r10
	adoxq	%rax, %rbp
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 136(%rsp)
	movq	32(%rdi), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	(%r8), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	8(%r8), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	16(%r8), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	24(%r8), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	32(%r8), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	40(%r8), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 144(%rsp)
	movq	40(%rdi), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	(%r8), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	8(%r8), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	16(%r8), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	24(%r8), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	32(%r8), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	40(%r8), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 152(%rsp)
	movq	%r14, 160(%rsp)
	movq	%rbx, 168(%rsp)
	movq	%rbp, 176(%rsp)
	movq	%r10, 184(%rsp)
	movq	%r11, 192(%rsp)
	movq	%r12, 200(%rsp)
	/* t1 = a1 b1 */
	movq	(%rsi), %rdx                              /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	(%r9), %rbx, %rbp
	mulxq	8(%r9), %rax, %r10
	adcxq	%rax, %rbp
	mulxq	16(%r9), %rax, %r11
	adcxq	%rax, %r10
	mulxq	24(%r9), %rax, %r12
	adcxq	%rax, %r11
	mulxq	32(%r9), %rax, %r13
	adcxq	%rax, %r12
	mulxq	40(%r9), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%rbx, 208(%rsp)
	movq	8(%rsi), %rdx                             /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	(%r9), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	8(%r9), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	16(%r9), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	24(%r9), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	32(%r9), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	40(%r9), %rax, %rbx
	adoxq	%rax, %r14
	adcxq	%r15, %rbx
	adoxq	%r15, %rbx
	movq	%rbp, 216(%rsp)
	movq	16(%rsi), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	(%r9), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	8(%r9), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	16(%r9), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	24(%r9), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	32(%r9), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	40(%r9), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%r15, %rbp
	adoxq	%r15, %rbp
	movq	%r10, 224(%rsp)
	movq	24(%rsi), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	(%r9), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	8(%r9), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	16(%r9), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	24(%r9), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	32(%r9), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	40(%r9), %rax, %r10
	adoxq	%rax, %rbp
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 232(%rsp)
	movq	32(%rsi), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	(%r9), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	8(%r9), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	16(%r9), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	24(%r9), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	32(%r9), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	40(%r9), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 240(%rsp)
	movq	40(%rsi), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	(%r9), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	8(%r9), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	16(%r9), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	24(%r9), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	32(%r9), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	40(%r9), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 248(%rsp)
	movq	%r14, 256(%rsp)
	movq	%rbx, 264(%rsp)
	movq	%rbp, 272(%rsp)
	movq	%r10, 280(%rsp)
	movq	%r11, 288(%rsp)
	movq	%r12, 296(%rsp)
	/* t2 = (a0 + a1)(b0 + b1); every input has been read */
	movq	64(%rsp), %rdx                            /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rbx, %rbp
	mulxq	24(%rsp), %rax, %r10
	adcxq	%rax, %rbp
	mulxq	32(%rsp), %rax, %r11
	adcxq	%rax, %r10
	mulxq	40(%rsp), %rax, %r12
	adcxq	%rax, %r11
	mulxq	48(%rsp), %rax, %r13
	adcxq	%rax, %r12
	mulxq	56(%rsp), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%rbx, 304(%rsp)
	movq	72(%rsp), %rdx                            /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	24(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	32(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	40(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	48(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	56(%rsp), %rax, %rbx
	adoxq	%rax, %r14
	adcxq	%r15, %rbx
	adoxq	%r15, %rbx
	movq	%rbp, 312(%rsp)
	movq	80(%rsp), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	24(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	32(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	40(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	48(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	56(%rsp), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%r15, %rbp
	adoxq	%r15, %rbp
	movq	%r10, 320(%rsp)
	movq	88(%rsp), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	24(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	32(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	40(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	48(%rsp), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	56(%rsp), %rax, %r10
	adoxq	%rax, %rbp
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 328(%rsp)
	movq	96(%rsp), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	24(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	32(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	40(%rsp), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	48(%rsp), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	56(%rsp), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 336(%rsp)
	movq	104(%rsp), %rdx                           /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	24(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %rbx
	mulxq	32(%rsp), %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	40(%rsp), %rax, %rcx
	adoxq	%rax, %rbp
	adcxq	%rcx, %r10
	mulxq	48(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	56(%rsp), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 344(%rsp)
	/* c1 = t2 - t0 - t1 (= a0 b1 + a1 b0 exactly) */
	movq	304(%rsp), %r13
	movq	312(%rsp), %rdi
	movq	320(%rsp), %rsi
	movq	328(%rsp), %r8
	movq	336(%rsp), %r9
	movq	344(%rsp), %rax
	subq	112(%rsp), %r13
	sbbq	120(%rsp), %rdi
	sbbq	128(%rsp), %rsi
	sbbq	136(%rsp), %r8
	sbbq	144(%rsp), %r9
	sbbq	152(%rsp), %rax
	sbbq	160(%rsp), %r14
	sbbq	168(%rsp), %rbx
	sbbq	176(%rsp), %rbp
	sbbq	184(%rsp), %r10
	sbbq	192(%rsp), %r11
	sbbq	200(%rsp), %r12
	subq	208(%rsp), %r13
	sbbq	216(%rsp), %rdi
	sbbq	224(%rsp), %rsi
	sbbq	232(%rsp), %r8
	sbbq	240(%rsp), %r9
	sbbq	248(%rsp), %rax
	sbbq	256(%rsp), %r14
	sbbq	264(%rsp), %rbx
	sbbq	272(%rsp), %rbp
	sbbq	280(%rsp), %r10
	sbbq	288(%rsp), %r11
	sbbq	296(%rsp), %r12
	movq	8(%rsp), %rdx
	movq	%r13, (%rdx)
	movq	%rdi, 8(%rdx)
	movq	%rsi, 16(%rdx)
	movq	%r8, 24(%rdx)
	movq	%r9, 32(%rdx)
	movq	%rax, 40(%rdx)
	movq	%r14, 48(%rdx)
	movq	%rbx, 56(%rdx)
	movq	%rbp, 64(%rdx)
	movq	%r10, 72(%rdx)
	movq	%r11, 80(%rdx)
	movq	%r12, 88(%rdx)
	/* c0 = t0 - t1, plus p 2^384 if negative */
	movq	112(%rsp), %rbx
	movq	120(%rsp), %rbp
	movq	128(%rsp), %r10
	movq	136(%rsp), %r11
	movq	144(%rsp), %r12
	movq	152(%rsp), %r13
	movq	160(%rsp), %r14
	movq	168(%rsp), %rdi
	movq	176(%rsp), %rsi
	movq	184(%rsp), %r8
	movq	192(%rsp), %r9
	movq	200(%rsp), %rcx
	subq	208(%rsp), %rbx
	sbbq	216(%rsp), %rbp
	sbbq	224(%rsp), %r10
	sbbq	232(%rsp), %r11
	sbbq	240(%rsp), %r12
	sbbq	248(%rsp), %r13
	sbbq	256(%rsp), %r14
	sbbq	264(%rsp), %rdi
	sbbq	272(%rsp), %rsi
	sbbq	280(%rsp), %r8
	sbbq	288(%rsp), %r9
	sbbq	296(%rsp), %rcx
	sbbq	%rax, %rax                                /* all ones if t0 < t1 */
	movq	(%rsp), %rdx
	movq	%rbx, (%rdx)
	movq	%rbp, 8(%rdx)
	movq	%r10, 16(%rdx)
	movq	%r11, 24(%rdx)
	movq	%r12, 32(%rdx)
	movq	%r13, 40(%rdx)
	movq	LOCAL(p)(%rip), %rbx
	andq	%rax, %rbx
	movq	LOCAL(p)+8(%rip), %rbp
	andq	%rax, %rbp
	movq	LOCAL(p)+16(%rip), %r10
	andq	%rax, %r10
	movq	LOCAL(p)+24(%rip), %r11
	andq	%rax, %r11
	movq	LOCAL(p)+32(%rip), %r12
	andq	%rax, %r12
	movq	LOCAL(p)+40(%rip), %r13
	andq	%rax, %r13
	addq	%rbx, %r14
	adcq	%rbp, %rdi
	adcq	%r10, %rsi
	adcq	%r11, %r8
	adcq	%r12, %r9
	adcq	%r13, %rcx
	movq	%r14, 48(%rdx)
	movq	%rdi, 56(%rdx)
	movq	%rsi, 64(%rdx)
	movq	%r8, 72(%rdx)
	movq	%r9, 80(%rdx)
	movq	%rcx, 88(%rdx)
	addq	$400, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp2_mul_wide)

FUNCTION(bls381_fp2_sqr_wide)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	subq	$304, %rsp
	movq	%rdi, (%rsp)                              /* r0 */
	movq	%rsi, 8(%rsp)                             /* r1 */
	movq	%rdx, %rdi                                /* a0 */
	movq	%rcx, %rsi                                /* a1 */
	movq	(%rdi), %rbx                              /* a0 + a1 (< 2p) */
	movq	8(%rdi), %rbp
	movq	16(%rdi), %r10
	movq	24(%rdi), %r11
	movq	32(%rdi), %r12
	movq	40(%rdi), %r13
	addq	(%rsi), %rbx
	adcq	8(%rsi), %rbp
	adcq	16(%rsi), %r10
	adcq	24(%rsi), %r11
	adcq	32(%rsi), %r12
	adcq	40(%rsi), %r13
	movq	%rbx, 16(%rsp)
	movq	%rbp, 24(%rsp)
	movq	%r10, 32(%rsp)
	movq	%r11, 40(%rsp)
	movq	%r12, 48(%rsp)
	movq	%r13, 56(%rsp)
	movq	(%rdi), %rbx                              /* a0 - a1 + p (in (0, 2p)) */
	movq	8(%rdi), %rbp
	movq	16(%rdi), %r10
	movq	24(%rdi), %r11
	movq	32(%rdi), %r12
	movq	40(%rdi), %r13
	subq	(%rsi), %rbx
	sbbq	8(%rsi), %rbp
	sbbq	16(%rsi), %r10
	sbbq	24(%rsi), %r11
	sbbq	32(%rsi), %r12
	sbbq	40(%rsi), %r13
	addq	LOCAL(p)(%rip), %rbx
	adcq	LOCAL(p)+8(%rip), %rbp
	adcq	LOCAL(p)+16(%rip), %r10
	adcq	LOCAL(p)+24(%rip), %r11
	adcq	LOCAL(p)+32(%rip), %r12
	adcq	LOCAL(p)+40(%rip), %r13
	movq	%rbx, 64(%rsp)
	movq	%rbp, 72(%rsp)
	movq	%r10, 80(%rsp)
	movq	%r11, 88(%rsp)
	movq	%r12, 96(%rsp)
	movq	%r13, 104(%rsp)
	movq	(%rdi), %rbx                              /* 2 a0 (< 2p) */
	movq	8(%rdi), %rbp
	movq	16(%rdi), %r10
	movq	24(%rdi), %r11
	movq	32(%rdi), %r12
	movq	40(%rdi), %r13
	addq	(%rdi), %rbx
	adcq	8(%rdi), %rbp
	adcq	16(%rdi), %r10
	adcq	24(%rdi), %r11
	adcq	32(%rdi), %r12
	adcq	40(%rdi), %r13
	movq	%rbx, 112(%rsp)
	movq	%rbp, 120(%rsp)
	movq	%r10, 128(%rsp)
	movq	%r11, 136(%rsp)
	movq	%r12, 144(%rsp)
	movq	%r13, 152(%rsp)
	/* c1 = 2 a0 a1; every input has been read afterwards */
	movq	(%rsi), %rdx                              /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	112(%rsp), %rbx, %rbp
	mulxq	120(%rsp), %rax, %r10
	adcxq	%rax, %rbp
	mulxq	128(%rsp), %rax, %r11
	adcxq	%rax, %r10
	mulxq	136(%rsp), %rax, %r12
	adcxq	%rax, %r11
	mulxq	144(%rsp), %rax, %r13
	adcxq	%rax, %r12
	mulxq	152(%rsp), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%rbx, 160(%rsp)
	movq	8(%rsi), %rdx                             /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	112(%rsp), %rax, %r8
	adoxq	%rax, %rbp
	adcxq	%r8, %r10
	mulxq	120(%rsp), %rax, %r8
	adoxq	%rax, %r10
	adcxq	%r8, %r11
	mulxq	128(%rsp), %rax, %r8
	adoxq	%rax, %r11
	adcxq	%r8, %r12
	mulxq	136(%rsp), %rax, %r8
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	mulxq	144(%rsp), %rax, %r8
	adoxq	%rax, %r13
	adcxq	%r8, %r14
	mulxq	152(%rsp), %rax, %rbx
	adoxq	%rax, %r14
	adcxq	%r15, %rbx
	adoxq	%r15, %rbx
	movq	%rbp, 168(%rsp)
	movq	16(%rsi), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	112(%rsp), %rax, %r8
	adoxq	%rax, %r10
	adcxq	%r8, %r11
	mulxq	120(%rsp), %rax, %r8
	adoxq	%rax, %r11
	adcxq	%r8, %r12
	mulxq	128(%rsp), %rax, %r8
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	mulxq	136(%rsp), %rax, %r8
	adoxq	%rax, %r13
	adcxq	%r8, %r14
	mulxq	144(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r8, %rbx
	mulxq	152(%rsp), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%r15, %rbp
	adoxq	%r15, %rbp
	movq	%r10, 176(%rsp)
	movq	24(%rsi), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	112(%rsp), %rax, %r8
	adoxq	%rax, %r11
	adcxq	%r8, %r12
	mulxq	120(%rsp), %rax, %r8
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	mulxq	128(%rsp), %rax, %r8
	adoxq	%rax, %r13
	adcxq	%r8, %r14
	mulxq	136(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r8, %rbx
	mulxq	144(%rsp), %rax, %r8
	adoxq	%rax, %rbx
	adcxq	%r8, %rbp
	mulxq	152(%rsp), %rax, %r10
	adoxq	%rax, %rbp
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 184(%rsp)
	movq	32(%rsi), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	112(%rsp), %rax, %r8
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	mulxq	120(%rsp), %rax, %r8
	adoxq	%rax, %r13
	adcxq	%r8, %r14
	mulxq	128(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r8, %rbx
	mulxq	136(%rsp), %rax, %r8
	adoxq	%rax, %rbx
	adcxq	%r8, %rbp
	mulxq	144(%rsp), %rax, %r8
	adoxq	%rax, %rbp
	adcxq	%r8, %r10
	mulxq	152(%rsp), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 192(%rsp)
	movq	40(%rsi), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	112(%rsp), %rax, %r8
	adoxq	%rax, %r13
	adcxq	%r8, %r14
	mulxq	120(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r8, %rbx
	mulxq	128(%rsp), %rax, %r8
	adoxq	%rax, %rbx
	adcxq	%r8, %rbp
	mulxq	136(%rsp), %rax, %r8
	adoxq	%rax, %rbp
	adcxq	%r8, %r10
	mulxq	144(%rsp), %rax, %r8
	adoxq	%rax, %r10
	adcxq	%r8, %r11
	mulxq	152(%rsp), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 200(%rsp)
	movq	%r14, 208(%rsp)
	movq	%rbx, 216(%rsp)
	movq	%rbp, 224(%rsp)
	movq	%r10, 232(%rsp)
	movq	%r11, 240(%rsp)
	movq	%r12, 248(%rsp)
	/* c0 = (a0 + a1)(a0 - a1 + p), straight to r0 */
	movq	(%rsp), %rdi
	movq	64(%rsp), %rdx                            /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rbx, %rbp
	mulxq	24(%rsp), %rax, %r10
	adcxq	%rax, %rbp
	mulxq	32(%rsp), %rax, %r11
	adcxq	%rax, %r10
	mulxq	40(%rsp), %rax, %r12
	adcxq	%rax, %r11
	mulxq	48(%rsp), %rax, %r13
	adcxq	%rax, %r12
	mulxq	56(%rsp), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%rbx, (%rdi)
	movq	72(%rsp), %rdx                            /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %r8
	adoxq	%rax, %rbp
	adcxq	%r8, %r10
	mulxq	24(%rsp), %rax, %r8
	adoxq	%rax, %r10
	adcxq	%r8, %r11
	mulxq	32(%rsp), %rax, %r8
	adoxq	%rax, %r11
	adcxq	%r8, %r12
	mulxq	40(%rsp), %rax, %r8
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	mulxq	48(%rsp), %rax, %r8
	adoxq	%rax, %r13
	adcxq	%r8, %r14
	mulxq	56(%rsp), %rax, %rbx
	adoxq	%rax, %r14
	adcxq	%r15, %rbx
	adoxq	%r15, %rbx
	movq	%rbp, 8(%rdi)
	movq	80(%rsp), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %r8
	adoxq	%rax, %r10
	adcxq	%r8, %r11
	mulxq	24(%rsp), %rax, %r8
	adoxq	%rax, %r11
	adcxq	%r8, %r12
	mulxq	32(%rsp), %rax, %r8
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	mulxq	40(%rsp), %rax, %r8
	adoxq	%rax, %r13
	adcxq	%r8, %r14
	mulxq	48(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r8, %rbx
	mulxq	56(%rsp), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%r15, %rbp
	adoxq	%r15, %rbp
	movq	%r10, 16(%rdi)
	movq	88(%rsp), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %r8
	adoxq	%rax, %r11
	adcxq	%r8, %r12
	mulxq	24(%rsp), %rax, %r8
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	mulxq	32(%rsp), %rax, %r8
	adoxq	%rax, %r13
	adcxq	%r8, %r14
	mulxq	40(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r8, %rbx
	mulxq	48(%rsp), %rax, %r8
	adoxq	%rax, %rbx
	adcxq	%r8, %rbp
	mulxq	56(%rsp), %rax, %r10
	adoxq	%rax, %rbp
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 24(%rdi)
	movq	96(%rsp), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %r8
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	mulxq	24(%rsp), %rax, %r8
	adoxq	%rax, %r13
	adcxq	%r8, %r14
	mulxq	32(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r8, %rbx
	mulxq	40(%rsp), %rax, %r8
	adoxq	%rax, %rbx
	adcxq	%r8, %rbp
	mulxq	48(%rsp), %rax, %r8
	adoxq	%rax, %rbp
	adcxq	%r8, %r10
	mulxq	56(%rsp), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 32(%rdi)
	movq	104(%rsp), %rdx                           /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	16(%rsp), %rax, %r8
	adoxq	%rax, %r13
	adcxq	%r8, %r14
	mulxq	24(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r8, %rbx
	mulxq	32(%rsp), %rax, %r8
	adoxq	%rax, %rbx
	adcxq	%r8, %rbp
	mulxq	40(%rsp), %rax, %r8
	adoxq	%rax, %rbp
	adcxq	%r8, %r10
	mulxq	48(%rsp), %rax, %r8
	adoxq	%rax, %r10
	adcxq	%r8, %r11
	mulxq	56(%rsp), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 40(%rdi)
	movq	%r14, 48(%rdi)
	movq	%rbx, 56(%rdi)
	movq	%rbp, 64(%rdi)
	movq	%r10, 72(%rdi)
	movq	%r11, 80(%rdi)
	movq	%r12, 88(%rdi)
	movq	8(%rsp), %rdi
	movq	160(%rsp), %rax
	movq	168(%rsp), %rcx
	movq	176(%rsp), %rdx
	movq	184(%rsp), %rsi
	movq	192(%rsp), %r8
	movq	200(%rsp), %r9
	movq	%rax, (%rdi)
	movq	%rcx, 8(%rdi)
	movq	%rdx, 16(%rdi)
	movq	%rsi, 24(%rdi)
	movq	%r8, 32(%rdi)
	movq	%r9, 40(%rdi)
	movq	208(%rsp), %rax
	movq	216(%rsp), %rcx
	movq	224(%rsp), %rdx
	movq	232(%rsp), %rsi
	movq	240(%rsp), %r8
	movq	248(%rsp), %r9
	movq	%rax, 48(%rdi)
	movq	%rcx, 56(%rdi)
	movq	%rdx, 64(%rdi)
	movq	%rsi, 72(%rdi)
	movq	%r8, 80(%rdi)
	movq	%r9, 88(%rdi)
	addq	$304, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp2_sqr_wide)

FUNCTION(bls381_fp6_mul_wide)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	subq	$968, %rsp
	movq	%rdi, %rbx                                /* r (callee-saved across the kernel calls) */
	movq	%rsi, %rbp                                /* a */
	movq	%rdx, %r12                                /* b */
	/* t0 = a0 b0 */
	leaq	(%rsp), %rdi
	leaq	96(%rsp), %rsi
	leaq	(%rbp), %rdx
	leaq	48(%rbp), %rcx
	leaq	(%r12), %r8
	leaq	48(%r12), %r9
	call	SYM(bls381_fp2_mul_wide)
	/* t1 = a1 b1 */
	leaq	192(%rsp), %rdi
	leaq	288(%rsp), %rsi
	leaq	96(%rbp), %rdx
	leaq	144(%rbp), %rcx
	leaq	96(%r12), %r8
	leaq	144(%r12), %r9
	call	SYM(bls381_fp2_mul_wide)
	/* t2 = a2 b2 */
	leaq	384(%rsp), %rdi
	leaq	480(%rsp), %rsi
	leaq	192(%rbp), %rdx
	leaq	240(%rbp), %rcx
	leaq	192(%r12), %r8
	leaq	240(%r12), %r9
	call	SYM(bls381_fp2_mul_wide)
	/* (a1 + a2)(b1 + b2), the sums unreduced (below 2p) */
	movq	96(%rbp), %rax
	movq	104(%rbp), %rcx
	movq	112(%rbp), %rdx
	movq	120(%rbp), %rsi
	movq	128(%rbp), %rdi
	movq	136(%rbp), %r8
	addq	192(%rbp), %rax
	adcq	200(%rbp), %rcx
	adcq	208(%rbp), %rdx
	adcq	216(%rbp), %rsi
	adcq	224(%rbp), %rdi
	adcq	232(%rbp), %r8
	movq	%rax, 768(%rsp)
	movq	%rcx, 776(%rsp)
	movq	%rdx, 784(%rsp)
	movq	%rsi, 792(%rsp)
	movq	%rdi, 800(%rsp)
	movq	%r8, 808(%rsp)
	movq	144(%rbp), %rax
	movq	152(%rbp), %rcx
	movq	160(%rbp), %rdx
	movq	168(%rbp), %rsi
	movq	176(%rbp), %rdi
	movq	184(%rbp), %r8
	addq	240(%rbp), %rax
	adcq	248(%rbp), %rcx
	adcq	256(%rbp), %rdx
	adcq	264(%rbp), %rsi
	adcq	272(%rbp), %rdi
	adcq	280(%rbp), %r8
	movq	%rax, 816(%rsp)
	movq	%rcx, 824(%rsp)
	movq	%rdx, 832(%rsp)
	movq	%rsi, 840(%rsp)
	movq	%rdi, 848(%rsp)
	movq	%r8, 856(%rsp)
	movq	96(%r12), %rax
	movq	104(%r12), %rcx
	movq	112(%r12), %rdx
	movq	120(%r12), %rsi
	movq	128(%r12), %rdi
	movq	136(%r12), %r8
	addq	192(%r12), %rax
	adcq	200(%r12), %rcx
	adcq	208(%r12), %rdx
	adcq	216(%r12), %rsi
	adcq	224(%r12), %rdi
	adcq	232(%r12), %r8
	movq	%rax, 864(%rsp)
	movq	%rcx, 872(%rsp)
	movq	%rdx, 880(%rsp)
	movq	%rsi, 888(%rsp)
	movq	%rdi, 896(%rsp)
	movq	%r8, 904(%rsp)
	movq	144(%r12), %rax
	movq	152(%r12), %rcx
	movq	160(%r12), %rdx
	movq	168(%r12), %rsi
	movq	176(%r12), %rdi
	movq	184(%r12), %r8
	addq	240(%r12), %rax
	adcq	248(%r12), %rcx
	adcq	256(%r12), %rdx
	adcq	264(%r12), %rsi
	adcq	272(%r12), %rdi
	adcq	280(%r12), %r8
	movq	%rax, 912(%rsp)
	movq	%rcx, 920(%rsp)
	movq	%rdx, 928(%rsp)
	movq	%rsi, 936(%rsp)
	movq	%rdi, 944(%rsp)
	movq	%r8, 952(%rsp)
	leaq	576(%rsp), %rdi
	leaq	672(%rsp), %rsi
	leaq	768(%rsp), %rdx
	leaq	816(%rsp), %rcx
	leaq	864(%rsp), %r8
	leaq	912(%rsp), %r9
	call	SYM(bls381_fp2_mul_wide)
	/* c0 = t0 + xi (m - t1 - t2), xi (x + y u) = (x - y) + (x + y) u */
	movq	576(%rsp), %rax
	movq	584(%rsp), %rcx
	movq	592(%rsp), %rdx
	movq	600(%rsp), %rsi
	movq	608(%rsp), %rdi
	movq	616(%rsp), %r8
	movq	624(%rsp), %r9
	movq	632(%rsp), %r10
	movq	640(%rsp), %r11
	movq	648(%rsp), %r13
	movq	656(%rsp), %r14
	movq	664(%rsp), %r15
	subq	672(%rsp), %rax
	sbbq	680(%rsp), %rcx
	sbbq	688(%rsp), %rdx
	sbbq	696(%rsp), %rsi
	sbbq	704(%rsp), %rdi
	sbbq	712(%rsp), %r8
	sbbq	720(%rsp), %r9
	sbbq	728(%rsp), %r10
	sbbq	736(%rsp), %r11
	sbbq	744(%rsp), %r13
	sbbq	752(%rsp), %r14
	sbbq	760(%rsp), %r15
	subq	192(%rsp), %rax
	sbbq	200(%rsp), %rcx
	sbbq	208(%rsp), %rdx
	sbbq	216(%rsp), %rsi
	sbbq	224(%rsp), %rdi
	sbbq	232(%rsp), %r8
	sbbq	240(%rsp), %r9
	sbbq	248(%rsp), %r10
	sbbq	256(%rsp), %r11
	sbbq	264(%rsp), %r13
	sbbq	272(%rsp), %r14
	sbbq	280(%rsp), %r15
	addq	288(%rsp), %rax
	adcq	296(%rsp), %rcx
	adcq	304(%rsp), %rdx
	adcq	312(%rsp), %rsi
	adcq	320(%rsp), %rdi
	adcq	328(%rsp), %r8
	adcq	336(%rsp), %r9
	adcq	344(%rsp), %r10
	adcq	352(%rsp), %r11
	adcq	360(%rsp), %r13
	adcq	368(%rsp), %r14
	adcq	376(%rsp), %r15
	subq	384(%rsp), %rax
	sbbq	392(%rsp), %rcx
	sbbq	400(%rsp), %rdx
	sbbq	408(%rsp), %rsi
	sbbq	416(%rsp), %rdi
	sbbq	424(%rsp), %r8
	sbbq	432(%rsp), %r9
	sbbq	440(%rsp), %r10
	sbbq	448(%rsp), %r11
	sbbq	456(%rsp), %r13
	sbbq	464(%rsp), %r14
	sbbq	472(%rsp), %r15
	addq	480(%rsp), %rax
	adcq	488(%rsp), %rcx
	adcq	496(%rsp), %rdx
	adcq	504(%rsp), %rsi
	adcq	512(%rsp), %rdi
	adcq	520(%rsp), %r8
	adcq	528(%rsp), %r9
	adcq	536(%rsp), %r10
	adcq	544(%rsp), %r11
	adcq	552(%rsp), %r13
	adcq	560(%rsp), %r14
	adcq	568(%rsp), %r15
	addq	(%rsp), %rax
	adcq	8(%rsp), %rcx
	adcq	16(%rsp), %rdx
	adcq	24(%rsp), %rsi
	adcq	32(%rsp), %rdi
	adcq	40(%rsp), %r8
	adcq	48(%rsp), %r9
	adcq	56(%rsp), %r10
	adcq	64(%rsp), %r11
	adcq	72(%rsp), %r13
	adcq	80(%rsp), %r14
	adcq	88(%rsp), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	movq	%rax, (%rbx)
	movq	%rcx, 8(%rbx)
	movq	%rdx, 16(%rbx)
	movq	%rsi, 24(%rbx)
	movq	%rdi, 32(%rbx)
	movq	%r8, 40(%rbx)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	movq	%r15, %r8
	subq	LOCAL(p4x)(%rip), %rax
	sbbq	LOCAL(p4x)+8(%rip), %rcx
	sbbq	LOCAL(p4x)+16(%rip), %rdx
	sbbq	LOCAL(p4x)+24(%rip), %rsi
	sbbq	LOCAL(p4x)+32(%rip), %rdi
	sbbq	LOCAL(p4x)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r13, %rsi
	cmovcq	%r14, %rdi
	cmovcq	%r15, %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r13
	movq	%rdi, %r14
	movq	%r8, %r15
	subq	LOCAL(p2x)(%rip), %r9
	sbbq	LOCAL(p2x)+8(%rip), %r10
	sbbq	LOCAL(p2x)+16(%rip), %r11
	sbbq	LOCAL(p2x)+24(%rip), %r13
	sbbq	LOCAL(p2x)+32(%rip), %r14
	sbbq	LOCAL(p2x)+40(%rip), %r15
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r13
	cmovcq	%rdi, %r14
	cmovcq	%r8, %r15
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	movq	%r15, %r8
	subq	LOCAL(p)(%rip), %rax
	sbbq	LOCAL(p)+8(%rip), %rcx
	sbbq	LOCAL(p)+16(%rip), %rdx
	sbbq	LOCAL(p)+24(%rip), %rsi
	sbbq	LOCAL(p)+32(%rip), %rdi
	sbbq	LOCAL(p)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r13, %rsi
	cmovcq	%r14, %rdi
	cmovcq	%r15, %r8
	movq	%rax, 48(%rbx)
	movq	%rcx, 56(%rbx)
	movq	%rdx, 64(%rbx)
	movq	%rsi, 72(%rbx)
	movq	%rdi, 80(%rbx)
	movq	%r8, 88(%rbx)
	movq	576(%rsp), %rax
	movq	584(%rsp), %rcx
	movq	592(%rsp), %rdx
	movq	600(%rsp), %rsi
	movq	608(%rsp), %rdi
	movq	616(%rsp), %r8
	movq	624(%rsp), %r9
	movq	632(%rsp), %r10
	movq	640(%rsp), %r11
	movq	648(%rsp), %r13
	movq	656(%rsp), %r14
	movq	664(%rsp), %r15
	addq	672(%rsp), %rax
	adcq	680(%rsp), %rcx
	adcq	688(%rsp), %rdx
	adcq	696(%rsp), %rsi
	adcq	704(%rsp), %rdi
	adcq	712(%rsp), %r8
	adcq	720(%rsp), %r9
	adcq	728(%rsp), %r10
	adcq	736(%rsp), %r11
	adcq	744(%rsp), %r13
	adcq	752(%rsp), %r14
	adcq	760(%rsp), %r15
	subq	192(%rsp), %rax
	sbbq	200(%rsp), %rcx
	sbbq	208(%rsp), %rdx
	sbbq	216(%rsp), %rsi
	sbbq	224(%rsp), %rdi
	sbbq	232(%rsp), %r8
	sbbq	240(%rsp), %r9
	sbbq	248(%rsp), %r10
	sbbq	256(%rsp), %r11
	sbbq	264(%rsp), %r13
	sbbq	272(%rsp), %r14
	sbbq	280(%rsp), %r15
	subq	288(%rsp), %rax
	sbbq	296(%rsp), %rcx
	sbbq	304(%rsp), %rdx
	sbbq	312(%rsp), %rsi
	sbbq	320(%rsp), %rdi
	sbbq	328(%rsp), %r8
	sbbq	336(%rsp), %r9
	sbbq	344(%rsp), %r10
	sbbq	352(%rsp), %r11
	sbbq	360(%rsp), %r13
	sbbq	368(%rsp), %r14
	sbbq	376(%rsp), %r15
	subq	384(%rsp), %rax
	sbbq	392(%rsp), %rcx
	sbbq	400(%rsp), %rdx
	sbbq	408(%rsp), %rsi
	sbbq	416(%rsp), %rdi
	sbbq	424(%rsp), %r8
	sbbq	432(%rsp), %r9
	sbbq	440(%rsp), %r10
	sbbq	448(%rsp), %r11
	sbbq	456(%rsp), %r13
	sbbq	464(%rsp), %r14
	sbbq	472(%rsp), %r15
	subq	480(%rsp), %rax
	sbbq	488(%rsp), %rcx
	sbbq	496(%rsp), %rdx
	sbbq	504(%rsp), %rsi
	sbbq	512(%rsp), %rdi
	sbbq	520(%rsp), %r8
	sbbq	528(%rsp), %r9
	sbbq	536(%rsp), %r10
	sbbq	544(%rsp), %r11
	sbbq	552(%rsp), %r13
	sbbq	560(%rsp), %r14
	sbbq	568(%rsp), %r15
	addq	96(%rsp), %rax
	adcq	104(%rsp), %rcx
	adcq	112(%rsp), %rdx
	adcq	120(%rsp), %rsi
	adcq	128(%rsp), %rdi
	adcq	136(%rsp), %r8
	adcq	144(%rsp), %r9
	adcq	152(%rsp), %r10
	adcq	160(%rsp), %r11
	adcq	168(%rsp), %r13
	adcq	176(%rsp), %r14
	adcq	184(%rsp), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	movq	%rax, 96(%rbx)
	movq	%rcx, 104(%rbx)
	movq	%rdx, 112(%rbx)
	movq	%rsi, 120(%rbx)
	movq	%rdi, 128(%rbx)
	movq	%r8, 136(%rbx)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	movq	%r15, %r8
	subq	LOCAL(p4x)(%rip), %rax
	sbbq	LOCAL(p4x)+8(%rip), %rcx
	sbbq	LOCAL(p4x)+16(%rip), %rdx
	sbbq	LOCAL(p4x)+24(%rip), %rsi
	sbbq	LOCAL(p4x)+32(%rip), %rdi
	sbbq	LOCAL(p4x)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r13, %rsi
	cmovcq	%r14, %rdi
	cmovcq	%r15, %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r13
	movq	%rdi, %r14
	movq	%r8, %r15
	subq	LOCAL(p2x)(%rip), %r9
	sbbq	LOCAL(p2x)+8(%rip), %r10
	sbbq	LOCAL(p2x)+16(%rip), %r11
	sbbq	LOCAL(p2x)+24(%rip), %r13
	sbbq	LOCAL(p2x)+32(%rip), %r14
	sbbq	LOCAL(p2x)+40(%rip), %r15
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r13
	cmovcq	%rdi, %r14
	cmovcq	%r8, %r15
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	movq	%r15, %r8
	subq	LOCAL(p)(%rip), %rax
	sbbq	LOCAL(p)+8(%rip), %rcx
	sbbq	LOCAL(p)+16(%rip), %rdx
	sbbq	LOCAL(p)+24(%rip), %rsi
	sbbq	LOCAL(p)+32(%rip), %rdi
	sbbq	LOCAL(p)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r13, %rsi
	cmovcq	%r14, %rdi
	cmovcq	%r15, %r8
	movq	%rax, 144(%rbx)
	movq	%rcx, 152(%rbx)
	movq	%rdx, 160(%rbx)
	movq	%rsi, 168(%rbx)
	movq	%rdi, 176(%rbx)
	movq	%r8, 184(%rbx)
	/* (a0 + a2)(b0 + b2), the sums unreduced (below 2p) */
	movq	(%rbp), %rax
	movq	8(%rbp), %rcx
	movq	16(%rbp), %rdx
	movq	24(%rbp), %rsi
	movq	32(%rbp), %rdi
	movq	40(%rbp), %r8
	addq	192(%rbp), %rax
	adcq	200(%rbp), %rcx
	adcq	208(%rbp), %rdx
	adcq	216(%rbp), %rsi
	adcq	224(%rbp), %rdi
	adcq	232(%rbp), %r8
	movq	%rax, 768(%rsp)
	movq	%rcx, 776(%rsp)
	movq	%rdx, 784(%rsp)
	movq	%rsi, 792(%rsp)
	movq	%rdi, 800(%rsp)
	movq	%r8, 808(%rsp)
	movq	48(%rbp), %rax
	movq	56(%rbp), %rcx
	movq	64(%rbp), %rdx
	movq	72(%rbp), %rsi
	movq	80(%rbp), %rdi
	movq	88(%rbp), %r8
	addq	240(%rbp), %rax
	adcq	248(%rbp), %rcx
	adcq	256(%rbp), %rdx
	adcq	264(%rbp), %rsi
	adcq	272(%rbp), %rdi
	adcq	280(%rbp), %r8
	movq	%rax, 816(%rsp)
	movq	%rcx, 824(%rsp)
	movq	%rdx, 832(%rsp)
	movq	%rsi, 840(%rsp)
	movq	%rdi, 848(%rsp)
	movq	%r8, 856(%rsp)
	movq	(%r12), %rax
	movq	8(%r12), %rcx
	movq	16(%r12), %rdx
	movq	24(%r12), %rsi
	movq	32(%r12), %rdi
	movq	40(%r12), %r8
	addq	192(%r12), %rax
	adcq	200(%r12), %rcx
	adcq	208(%r12), %rdx
	adcq	216(%r12), %rsi
	adcq	224(%r12), %rdi
	adcq	232(%r12), %r8
	movq	%rax, 864(%rsp)
	movq	%rcx, 872(%rsp)
	movq	%rdx, 880(%rsp)
	movq	%rsi, 888(%rsp)
	movq	%rdi, 896(%rsp)
	movq	%r8, 904(%rsp)
	movq	48(%r12), %rax
	movq	56(%r12), %rcx
	movq	64(%r12), %rdx
	movq	72(%r12), %rsi
	movq	80(%r12), %rdi
	movq	88(%r12), %r8
	addq	240(%r12), %rax
	adcq	248(%r12), %rcx
	adcq	256(%r12), %rdx
	adcq	264(%r12), %rsi
	adcq	272(%r12), %rdi
	adcq	280(%r12), %r8
	movq	%rax, 912(%rsp)
	movq	%rcx, 920(%rsp)
	movq	%rdx, 928(%rsp)
	movq	%rsi, 936(%rsp)
	movq	%rdi, 944(%rsp)
	movq	%r8, 952(%rsp)
	leaq	576(%rsp), %rdi
	leaq	672(%rsp), %rsi
	leaq	768(%rsp), %rdx
	leaq	816(%rsp), %rcx
	leaq	864(%rsp), %r8
	leaq	912(%rsp), %r9
	call	SYM(bls381_fp2_mul_wide)
	/* c2 = m - t0 - t2 + t1 */
	movq	576(%rsp), %rax
	movq	584(%rsp), %rcx
	movq	592(%rsp), %rdx
	movq	600(%rsp), %rsi
	movq	608(%rsp), %rdi
	movq	616(%rsp), %r8
	movq	624(%rsp), %r9
	movq	632(%rsp), %r10
	movq	640(%rsp), %r11
	movq	648(%rsp), %r13
	movq	656(%rsp), %r14
	movq	664(%rsp), %r15
	subq	(%rsp), %rax
	sbbq	8(%rsp), %rcx
	sbbq	16(%rsp), %rdx
	sbbq	24(%rsp), %rsi
	sbbq	32(%rsp), %rdi
	sbbq	40(%rsp), %r8
	sbbq	48(%rsp), %r9
	sbbq	56(%rsp), %r10
	sbbq	64(%rsp), %r11
	sbbq	72(%rsp), %r13
	sbbq	80(%rsp), %r14
	sbbq	88(%rsp), %r15
	subq	384(%rsp), %rax
	sbbq	392(%rsp), %rcx
	sbbq	400(%rsp), %rdx
	sbbq	408(%rsp), %rsi
	sbbq	416(%rsp), %rdi
	sbbq	424(%rsp), %r8
	sbbq	432(%rsp), %r9
	sbbq	440(%rsp), %r10
	sbbq	448(%rsp), %r11
	sbbq	456(%rsp), %r13
	sbbq	464(%rsp), %r14
	sbbq	472(%rsp), %r15
	addq	192(%rsp), %rax
	adcq	200(%rsp), %rcx
	adcq	208(%rsp), %rdx
	adcq	216(%rsp), %rsi
	adcq	224(%rsp), %rdi
	adcq	232(%rsp), %r8
	adcq	240(%rsp), %r9
	adcq	248(%rsp), %r10
	adcq	256(%rsp), %r11
	adcq	264(%rsp), %r13
	adcq	272(%rsp), %r14
	adcq	280(%rsp), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	movq	%rax, 384(%rbx)
	movq	%rcx, 392(%rbx)
	movq	%rdx, 400(%rbx)
	movq	%rsi, 408(%rbx)
	movq	%rdi, 416(%rbx)
	movq	%r8, 424(%rbx)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	movq	%r15, %r8
	subq	LOCAL(p2x)(%rip), %rax
	sbbq	LOCAL(p2x)+8(%rip), %rcx
	sbbq	LOCAL(p2x)+16(%rip), %rdx
	sbbq	LOCAL(p2x)+24(%rip), %rsi
	sbbq	LOCAL(p2x)+32(%rip), %rdi
	sbbq	LOCAL(p2x)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r13, %rsi
	cmovcq	%r14, %rdi
	cmovcq	%r15, %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r13
	movq	%rdi, %r14
	movq	%r8, %r15
	subq	LOCAL(p)(%rip), %r9
	sbbq	LOCAL(p)+8(%rip), %r10
	sbbq	LOCAL(p)+16(%rip), %r11
	sbbq	LOCAL(p)+24(%rip), %r13
	sbbq	LOCAL(p)+32(%rip), %r14
	sbbq	LOCAL(p)+40(%rip), %r15
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r13
	cmovcq	%rdi, %r14
	cmovcq	%r8, %r15
	movq	%r9, 432(%rbx)
	movq	%r10, 440(%rbx)
	movq	%r11, 448(%rbx)
	movq	%r13, 456(%rbx)
	movq	%r14, 464(%rbx)
	movq	%r15, 472(%rbx)
	movq	672(%rsp), %rax
	movq	680(%rsp), %rcx
	movq	688(%rsp), %rdx
	movq	696(%rsp), %rsi
	movq	704(%rsp), %rdi
	movq	712(%rsp), %r8
	movq	720(%rsp), %r9
	movq	728(%rsp), %r10
	movq	736(%rsp), %r11
	movq	744(%rsp), %r13
	movq	752(%rsp), %r14
	movq	760(%rsp), %r15
	subq	96(%rsp), %rax
	sbbq	104(%rsp), %rcx
	sbbq	112(%rsp), %rdx
	sbbq	120(%rsp), %rsi
	sbbq	128(%rsp), %rdi
	sbbq	136(%rsp), %r8
	sbbq	144(%rsp), %r9
	sbbq	152(%rsp), %r10
	sbbq	160(%rsp), %r11
	sbbq	168(%rsp), %r13
	sbbq	176(%rsp), %r14
	sbbq	184(%rsp), %r15
	subq	480(%rsp), %rax
	sbbq	488(%rsp), %rcx
	sbbq	496(%rsp), %rdx
	sbbq	504(%rsp), %rsi
	sbbq	512(%rsp), %rdi
	sbbq	520(%rsp), %r8
	sbbq	528(%rsp), %r9
	sbbq	536(%rsp), %r10
	sbbq	544(%rsp), %r11
	sbbq	552(%rsp), %r13
	sbbq	560(%rsp), %r14
	sbbq	568(%rsp), %r15
	addq	288(%rsp), %rax
	adcq	296(%rsp), %rcx
	adcq	304(%rsp), %rdx
	adcq	312(%rsp), %rsi
	adcq	320(%rsp), %rdi
	adcq	328(%rsp), %r8
	adcq	336(%rsp), %r9
	adcq	344(%rsp), %r10
	adcq	352(%rsp), %r11
	adcq	360(%rsp), %r13
	adcq	368(%rsp), %r14
	adcq	376(%rsp), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	movq	%rax, 480(%rbx)
	movq	%rcx, 488(%rbx)
	movq	%rdx, 496(%rbx)
	movq	%rsi, 504(%rbx)
	movq	%rdi, 512(%rbx)
	movq	%r8, 520(%rbx)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	movq	%r15, %r8
	subq	LOCAL(p2x)(%rip), %rax
	sbbq	LOCAL(p2x)+8(%rip), %rcx
	sbbq	LOCAL(p2x)+16(%rip), %rdx
	sbbq	LOCAL(p2x)+24(%rip), %rsi
	sbbq	LOCAL(p2x)+32(%rip), %rdi
	sbbq	LOCAL(p2x)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r13, %rsi
	cmovcq	%r14, %rdi
	cmovcq	%r15, %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r13
	movq	%rdi, %r14
	movq	%r8, %r15
	subq	LOCAL(p)(%rip), %r9
	sbbq	LOCAL(p)+8(%rip), %r10
	sbbq	LOCAL(p)+16(%rip), %r11
	sbbq	LOCAL(p)+24(%rip), %r13
	sbbq	LOCAL(p)+32(%rip), %r14
	sbbq	LOCAL(p)+40(%rip), %r15
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r13
	cmovcq	%rdi, %r14
	cmovcq	%r8, %r15
	movq	%r9, 528(%rbx)
	movq	%r10, 536(%rbx)
	movq	%r11, 544(%rbx)
	movq	%r13, 552(%rbx)
	movq	%r14, 560(%rbx)
	movq	%r15, 568(%rbx)
	/* (a0 + a1)(b0 + b1), the sums unreduced (below 2p) */
	movq	(%rbp), %rax
	movq	8(%rbp), %rcx
	movq	16(%rbp), %rdx
	movq	24(%rbp), %rsi
	movq	32(%rbp), %rdi
	movq	40(%rbp), %r8
	addq	96(%rbp), %rax
	adcq	104(%rbp), %rcx
	adcq	112(%rbp), %rdx
	adcq	120(%rbp), %rsi
	adcq	128(%rbp), %rdi
	adcq	136(%rbp), %r8
	movq	%rax, 768(%rsp)
	movq	%rcx, 776(%rsp)
	movq	%rdx, 784(%rsp)
	movq	%rsi, 792(%rsp)
	movq	%rdi, 800(%rsp)
	movq	%r8, 808(%rsp)
	movq	48(%rbp), %rax
	movq	56(%rbp), %rcx
	movq	64(%rbp), %rdx
	movq	72(%rbp), %rsi
	movq	80(%rbp), %rdi
	movq	88(%rbp), %r8
	addq	144(%rbp), %rax
	adcq	152(%rbp), %rcx
	adcq	160(%rbp), %rdx
	adcq	168(%rbp), %rsi
	adcq	176(%rbp), %rdi
	adcq	184(%rbp), %r8
	movq	%rax, 816(%rsp)
	movq	%rcx, 824(%rsp)
	movq	%rdx, 832(%rsp)
	movq	%rsi, 840(%rsp)
	movq	%rdi, 848(%rsp)
	movq	%r8, 856(%rsp)
	movq	(%r12), %rax
	movq	8(%r12), %rcx
	movq	16(%r12), %rdx
	movq	24(%r12), %rsi
	movq	32(%r12), %rdi
	movq	40(%r12), %r8
	addq	96(%r12), %rax
	adcq	104(%r12), %rcx
	adcq	112(%r12), %rdx
	adcq	120(%r12), %rsi
	adcq	128(%r12), %rdi
	adcq	136(%r12), %r8
	movq	%rax, 864(%rsp)
	movq	%rcx, 872(%rsp)
	movq	%rdx, 880(%rsp)
	movq	%rsi, 888(%rsp)
	movq	%rdi, 896(%rsp)
	movq	%r8, 904(%rsp)
	movq	48(%r12), %rax
	movq	56(%r12), %rcx
	movq	64(%r12), %rdx
	movq	72(%r12), %rsi
	movq	80(%r12), %rdi
	movq	88(%r12), %r8
	addq	144(%r12), %rax
	adcq	152(%r12), %rcx
	adcq	160(%r12), %rdx
	adcq	168(%r12), %rsi
	adcq	176(%r12), %rdi
	adcq	184(%r12), %r8
	movq	%rax, 912(%rsp)
	movq	%rcx, 920(%rsp)
	movq	%rdx, 928(%rsp)
	movq	%rsi, 936(%rsp)
	movq	%rdi, 944(%rsp)
	movq	%r8, 952(%rsp)
	leaq	576(%rsp), %rdi
	leaq	672(%rsp), %rsi
	leaq	768(%rsp), %rdx
	leaq	816(%rsp), %rcx
	leaq	864(%rsp), %r8
	leaq	912(%rsp), %r9
	call	SYM(bls381_fp2_mul_wide)
	/* c1 = m - t0 - t1 + xi t2 */
	movq	576(%rsp), %rax
	movq	584(%rsp), %rcx
	movq	592(%rsp), %rdx
	movq	600(%rsp), %rsi
	movq	608(%rsp), %rdi
	movq	616(%rsp), %r8
	movq	624(%rsp), %r9
	movq	632(%rsp), %r10
	movq	640(%rsp), %r11
	movq	648(%rsp), %r13
	movq	656(%rsp), %r14
	movq	664(%rsp), %r15
	subq	(%rsp), %rax
	sbbq	8(%rsp), %rcx
	sbbq	16(%rsp), %rdx
	sbbq	24(%rsp), %rsi
	sbbq	32(%rsp), %rdi
	sbbq	40(%rsp), %r8
	sbbq	48(%rsp), %r9
	sbbq	56(%rsp), %r10
	sbbq	64(%rsp), %r11
	sbbq	72(%rsp), %r13
	sbbq	80(%rsp), %r14
	sbbq	88(%rsp), %r15
	subq	192(%rsp), %rax
	sbbq	200(%rsp), %rcx
	sbbq	208(%rsp), %rdx
	sbbq	216(%rsp), %rsi
	sbbq	224(%rsp), %rdi
	sbbq	232(%rsp), %r8
	sbbq	240(%rsp), %r9
	sbbq	248(%rsp), %r10
	sbbq	256(%rsp), %r11
	sbbq	264(%rsp), %r13
	sbbq	272(%rsp), %r14
	sbbq	280(%rsp), %r15
	addq	384(%rsp), %rax
	adcq	392(%rsp), %rcx
	adcq	400(%rsp), %rdx
	adcq	408(%rsp), %rsi
	adcq	416(%rsp), %rdi
	adcq	424(%rsp), %r8
	adcq	432(%rsp), %r9
	adcq	440(%rsp), %r10
	adcq	448(%rsp), %r11
	adcq	456(%rsp), %r13
	adcq	464(%rsp), %r14
	adcq	472(%rsp), %r15
	subq	480(%rsp), %rax
	sbbq	488(%rsp), %rcx
	sbbq	496(%rsp), %rdx
	sbbq	504(%rsp), %rsi
	sbbq	512(%rsp), %rdi
	sbbq	520(%rsp), %r8
	sbbq	528(%rsp), %r9
	sbbq	536(%rsp), %r10
	sbbq	544(%rsp), %r11
	sbbq	552(%rsp), %r13
	sbbq	560(%rsp), %r14
	sbbq	568(%rsp), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	movq	%rax, 192(%rbx)
	movq	%rcx, 200(%rbx)
	movq	%rdx, 208(%rbx)
	movq	%rsi, 216(%rbx)
	movq	%rdi, 224(%rbx)
	movq	%r8, 232(%rbx)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	movq	%r15, %r8
	subq	LOCAL(p4x)(%rip), %rax
	sbbq	LOCAL(p4x)+8(%rip), %rcx
	sbbq	LOCAL(p4x)+16(%rip), %rdx
	sbbq	LOCAL(p4x)+24(%rip), %rsi
	sbbq	LOCAL(p4x)+32(%rip), %rdi
	sbbq	LOCAL(p4x)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r13, %rsi
	cmovcq	%r14, %rdi
	cmovcq	%r15, %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r13
	movq	%rdi, %r14
	movq	%r8, %r15
	subq	LOCAL(p2x)(%rip), %r9
	sbbq	LOCAL(p2x)+8(%rip), %r10
	sbbq	LOCAL(p2x)+16(%rip), %r11
	sbbq	LOCAL(p2x)+24(%rip), %r13
	sbbq	LOCAL(p2x)+32(%rip), %r14
	sbbq	LOCAL(p2x)+40(%rip), %r15
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r13
	cmovcq	%rdi, %r14
	cmovcq	%r8, %r15
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	movq	%r15, %r8
	subq	LOCAL(p)(%rip), %rax
	sbbq	LOCAL(p)+8(%rip), %rcx
	sbbq	LOCAL(p)+16(%rip), %rdx
	sbbq	LOCAL(p)+24(%rip), %rsi
	sbbq	LOCAL(p)+32(%rip), %rdi
	sbbq	LOCAL(p)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r13, %rsi
	cmovcq	%r14, %rdi
	cmovcq	%r15, %r8
	movq	%rax, 240(%rbx)
	movq	%rcx, 248(%rbx)
	movq	%rdx, 256(%rbx)
	movq	%rsi, 264(%rbx)
	movq	%rdi, 272(%rbx)
	movq	%r8, 280(%rbx)
	movq	672(%rsp), %rax
	movq	680(%rsp), %rcx
	movq	688(%rsp), %rdx
	movq	696(%rsp), %rsi
	movq	704(%rsp), %rdi
	movq	712(%rsp), %r8
	movq	720(%rsp), %r9
	movq	728(%rsp), %r10
	movq	736(%rsp), %r11
	movq	744(%rsp), %r13
	movq	752(%rsp), %r14
	movq	760(%rsp), %r15
	subq	96(%rsp), %rax
	sbbq	104(%rsp), %rcx
	sbbq	112(%rsp), %rdx
	sbbq	120(%rsp), %rsi
	sbbq	128(%rsp), %rdi
	sbbq	136(%rsp), %r8
	sbbq	144(%rsp), %r9
	sbbq	152(%rsp), %r10
	sbbq	160(%rsp), %r11
	sbbq	168(%rsp), %r13
	sbbq	176(%rsp), %r14
	sbbq	184(%rsp), %r15
	subq	288(%rsp), %rax
	sbbq	296(%rsp), %rcx
	sbbq	304(%rsp), %rdx
	sbbq	312(%rsp), %rsi
	sbbq	320(%rsp), %rdi
	sbbq	328(%rsp), %r8
	sbbq	336(%rsp), %r9
	sbbq	344(%rsp), %r10
	sbbq	352(%rsp), %r11
	sbbq	360(%rsp), %r13
	sbbq	368(%rsp), %r14
	sbbq	376(%rsp), %r15
	addq	384(%rsp), %rax
	adcq	392(%rsp), %rcx
	adcq	400(%rsp), %rdx
	adcq	408(%rsp), %rsi
	adcq	416(%rsp), %rdi
	adcq	424(%rsp), %r8
	adcq	432(%rsp), %r9
	adcq	440(%rsp), %r10
	adcq	448(%rsp), %r11
	adcq	456(%rsp), %r13
	adcq	464(%rsp), %r14
	adcq	472(%rsp), %r15
	addq	480(%rsp), %rax
	adcq	488(%rsp), %rcx
	adcq	496(%rsp), %rdx
	adcq	504(%rsp), %rsi
	adcq	512(%rsp), %rdi
	adcq	520(%rsp), %r8
	adcq	528(%rsp), %r9
	adcq	536(%rsp), %r10
	adcq	544(%rsp), %r11
	adcq	552(%rsp), %r13
	adcq	560(%rsp), %r14
	adcq	568(%rsp), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r13
	adcq	LOCAL(p)+32(%rip), %r14
	adcq	LOCAL(p)+40(%rip), %r15
	movq	%rax, 288(%rbx)
	movq	%rcx, 296(%rbx)
	movq	%rdx, 304(%rbx)
	movq	%rsi, 312(%rbx)
	movq	%rdi, 320(%rbx)
	movq	%r8, 328(%rbx)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	movq	%r15, %r8
	subq	LOCAL(p4x)(%rip), %rax
	sbbq	LOCAL(p4x)+8(%rip), %rcx
	sbbq	LOCAL(p4x)+16(%rip), %rdx
	sbbq	LOCAL(p4x)+24(%rip), %rsi
	sbbq	LOCAL(p4x)+32(%rip), %rdi
	sbbq	LOCAL(p4x)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r13, %rsi
	cmovcq	%r14, %rdi
	cmovcq	%r15, %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r13
	movq	%rdi, %r14
	movq	%r8, %r15
	subq	LOCAL(p2x)(%rip), %r9
	sbbq	LOCAL(p2x)+8(%rip), %r10
	sbbq	LOCAL(p2x)+16(%rip), %r11
	sbbq	LOCAL(p2x)+24(%rip), %r13
	sbbq	LOCAL(p2x)+32(%rip), %r14
	sbbq	LOCAL(p2x)+40(%rip), %r15
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r13
	cmovcq	%rdi, %r14
	cmovcq	%r8, %r15
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	movq	%r15, %r8
	subq	LOCAL(p)(%rip), %rax
	sbbq	LOCAL(p)+8(%rip), %rcx
	sbbq	LOCAL(p)+16(%rip), %rdx
	sbbq	LOCAL(p)+24(%rip), %rsi
	sbbq	LOCAL(p)+32(%rip), %rdi
	sbbq	LOCAL(p)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r13, %rsi
	cmovcq	%r14, %rdi
	cmovcq	%r15, %r8
	movq	%rax, 336(%rbx)
	movq	%rcx, 344(%rbx)
	movq	%rdx, 352(%rbx)
	movq	%rsi, 360(%rbx)
	movq	%rdi, 368(%rbx)
	movq	%r8, 376(%rbx)
	addq	$968, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp6_mul_wide)

FUNCTION(bls381_fp12_cyclotomic_sqr)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	subq	$680, %rsp
	movq	%rdi, %rbx                                /* r (callee-saved across the kernel calls) */
	movq	%rsi, %rbp                                /* a */
	/* (g0 + g4 s)^2: g0' = 3 (g0^2 + xi g4^2) - 2 g0, g4' = 3 2 g0 g4 + 2 g4 */
	leaq	(%rsp), %rdi
	leaq	96(%rsp), %rsi
	leaq	(%rbp), %rdx
	leaq	48(%rbp), %rcx
	call	SYM(bls381_fp2_sqr_wide)
	leaq	192(%rsp), %rdi
	leaq	288(%rsp), %rsi
	leaq	384(%rbp), %rdx
	leaq	432(%rbp), %rcx
	call	SYM(bls381_fp2_sqr_wide)
	/* 2 g0, unreduced (below 2p: fp2_mul_wide's contract) */
	movq	(%rbp), %rax
	movq	8(%rbp), %rcx
	movq	16(%rbp), %rdx
	movq	24(%rbp), %rsi
	movq	32(%rbp), %rdi
	movq	40(%rbp), %r8
	addq	%rax, %rax
	adcq	%rcx, %rcx
	adcq	%rdx, %rdx
	adcq	%rsi, %rsi
	adcq	%rdi, %rdi
	adcq	%r8, %r8
	movq	%rax, 576(%rsp)
	movq	%rcx, 584(%rsp)
	movq	%rdx, 592(%rsp)
	movq	%rsi, 600(%rsp)
	movq	%rdi, 608(%rsp)
	movq	%r8, 616(%rsp)
	movq	48(%rbp), %rax
	movq	56(%rbp), %rcx
	movq	64(%rbp), %rdx
	movq	72(%rbp), %rsi
	movq	80(%rbp), %rdi
	movq	88(%rbp), %r8
	addq	%rax, %rax
	adcq	%rcx, %rcx
	adcq	%rdx, %rdx
	adcq	%rsi, %rsi
	adcq	%rdi, %rdi
	adcq	%r8, %r8
	movq	%rax, 624(%rsp)
	movq	%rcx, 632(%rsp)
	movq	%rdx, 640(%rsp)
	movq	%rsi, 648(%rsp)
	movq	%rdi, 656(%rsp)
	movq	%r8, 664(%rsp)
	leaq	384(%rsp), %rdi
	leaq	480(%rsp), %rsi
	leaq	576(%rsp), %rdx
	leaq	624(%rsp), %rcx
	leaq	384(%rbp), %r8
	leaq	432(%rbp), %r9
	call	SYM(bls381_fp2_mul_wide)
	/* a^2 + xi b^2 = (A0 + B0 - B1) + (A1 + B0 + B1) u, modulo p 2^384 */
	movq	(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rdx
	movq	24(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	40(%rsp), %r8
	movq	48(%rsp), %r9
	movq	56(%rsp), %r10
	movq	64(%rsp), %r11
	movq	72(%rsp), %r12
	movq	80(%rsp), %r13
	movq	88(%rsp), %r14
	addq	192(%rsp), %rax
	adcq	200(%rsp), %rcx
	adcq	208(%rsp), %rdx
	adcq	216(%rsp), %rsi
	adcq	224(%rsp), %rdi
	adcq	232(%rsp), %r8
	adcq	240(%rsp), %r9
	adcq	248(%rsp), %r10
	adcq	256(%rsp), %r11
	adcq	264(%rsp), %r12
	adcq	272(%rsp), %r13
	adcq	280(%rsp), %r14
	subq	288(%rsp), %rax
	sbbq	296(%rsp), %rcx
	sbbq	304(%rsp), %rdx
	sbbq	312(%rsp), %rsi
	sbbq	320(%rsp), %rdi
	sbbq	328(%rsp), %r8
	sbbq	336(%rsp), %r9
	sbbq	344(%rsp), %r10
	sbbq	352(%rsp), %r11
	sbbq	360(%rsp), %r12
	sbbq	368(%rsp), %r13
	sbbq	376(%rsp), %r14
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r12
	adcq	LOCAL(p)+32(%rip), %r13
	adcq	LOCAL(p)+40(%rip), %r14
	movq	%rax, (%rsp)
	movq	%rcx, 8(%rsp)
	movq	%rdx, 16(%rsp)
	movq	%rsi, 24(%rsp)
	movq	%rdi, 32(%rsp)
	movq	%r8, 40(%rsp)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r12, %rsi
	movq	%r13, %rdi
	movq	%r14, %r8
	subq	LOCAL(p2x)(%rip), %rax
	sbbq	LOCAL(p2x)+8(%rip), %rcx
	sbbq	LOCAL(p2x)+16(%rip), %rdx
	sbbq	LOCAL(p2x)+24(%rip), %rsi
	sbbq	LOCAL(p2x)+32(%rip), %rdi
	sbbq	LOCAL(p2x)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r12, %rsi
	cmovcq	%r13, %rdi
	cmovcq	%r14, %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r12
	movq	%rdi, %r13
	movq	%r8, %r14
	subq	LOCAL(p)(%rip), %r9
	sbbq	LOCAL(p)+8(%rip), %r10
	sbbq	LOCAL(p)+16(%rip), %r11
	sbbq	LOCAL(p)+24(%rip), %r12
	sbbq	LOCAL(p)+32(%rip), %r13
	sbbq	LOCAL(p)+40(%rip), %r14
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r12
	cmovcq	%rdi, %r13
	cmovcq	%r8, %r14
	movq	%r9, 48(%rsp)
	movq	%r10, 56(%rsp)
	movq	%r11, 64(%rsp)
	movq	%r12, 72(%rsp)
	movq	%r13, 80(%rsp)
	movq	%r14, 88(%rsp)
	movq	96(%rsp), %rax
	movq	104(%rsp), %rcx
	movq	112(%rsp), %rdx
	movq	120(%rsp), %rsi
	movq	128(%rsp), %rdi
	movq	136(%rsp), %r8
	movq	144(%rsp), %r9
	movq	152(%rsp), %r10
	movq	160(%rsp), %r11
	movq	168(%rsp), %r12
	movq	176(%rsp), %r13
	movq	184(%rsp), %r14
	addq	192(%rsp), %rax
	adcq	200(%rsp), %rcx
	adcq	208(%rsp), %rdx
	adcq	216(%rsp), %rsi
	adcq	224(%rsp), %rdi
	adcq	232(%rsp), %r8
	adcq	240(%rsp), %r9
	adcq	248(%rsp), %r10
	adcq	256(%rsp), %r11
	adcq	264(%rsp), %r12
	adcq	272(%rsp), %r13
	adcq	280(%rsp), %r14
	addq	288(%rsp), %rax
	adcq	296(%rsp), %rcx
	adcq	304(%rsp), %rdx
	adcq	312(%rsp), %rsi
	adcq	320(%rsp), %rdi
	adcq	328(%rsp), %r8
	adcq	336(%rsp), %r9
	adcq	344(%rsp), %r10
	adcq	352(%rsp), %r11
	adcq	360(%rsp), %r12
	adcq	368(%rsp), %r13
	adcq	376(%rsp), %r14
	movq	%rax, 96(%rsp)
	movq	%rcx, 104(%rsp)
	movq	%rdx, 112(%rsp)
	movq	%rsi, 120(%rsp)
	movq	%rdi, 128(%rsp)
	movq	%r8, 136(%rsp)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r12, %rsi
	movq	%r13, %rdi
	movq	%r14, %r8
	subq	LOCAL(p2x)(%rip), %rax
	sbbq	LOCAL(p2x)+8(%rip), %rcx
	sbbq	LOCAL(p2x)+16(%rip), %rdx
	sbbq	LOCAL(p2x)+24(%rip), %rsi
	sbbq	LOCAL(p2x)+32(%rip), %rdi
	sbbq	LOCAL(p2x)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r12, %rsi
	cmovcq	%r13, %rdi
	cmovcq	%r14, %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r12
	movq	%rdi, %r13
	movq	%r8, %r14
	subq	LOCAL(p)(%rip), %r9
	sbbq	LOCAL(p)+8(%rip), %r10
	sbbq	LOCAL(p)+16(%rip), %r11
	sbbq	LOCAL(p)+24(%rip), %r12
	sbbq	LOCAL(p)+32(%rip), %r13
	sbbq	LOCAL(p)+40(%rip), %r14
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r12
	cmovcq	%rdi, %r13
	cmovcq	%r8, %r14
	movq	%r9, 144(%rsp)
	movq	%r10, 152(%rsp)
	movq	%r11, 160(%rsp)
	movq	%r12, 168(%rsp)
	movq	%r13, 176(%rsp)
	movq	%r14, 184(%rsp)
	leaq	(%rbx), %rdi
	leaq	(%rsp), %rsi
	leaq	(%rbp), %rdx
	call	SYM(bls381_fp_redc3_sub2)
	leaq	48(%rbx), %rdi
	leaq	96(%rsp), %rsi
	leaq	48(%rbp), %rdx
	call	SYM(bls381_fp_redc3_sub2)
	leaq	384(%rbx), %rdi
	leaq	384(%rsp), %rsi
	leaq	384(%rbp), %rdx
	call	SYM(bls381_fp_redc3_add2)
	leaq	432(%rbx), %rdi
	leaq	480(%rsp), %rsi
	leaq	432(%rbp), %rdx
	call	SYM(bls381_fp_redc3_add2)
	/* (g3 + g2 s)^2: g1' = 3 (g3^2 + xi g2^2) - 2 g1, g5' = 3 2 g3 g2 + 2 g5 */
	leaq	(%rsp), %rdi
	leaq	96(%rsp), %rsi
	leaq	288(%rbp), %rdx
	leaq	336(%rbp), %rcx
	call	SYM(bls381_fp2_sqr_wide)
	leaq	192(%rsp), %rdi
	leaq	288(%rsp), %rsi
	leaq	192(%rbp), %rdx
	leaq	240(%rbp), %rcx
	call	SYM(bls381_fp2_sqr_wide)
	/* 2 g3, unreduced (below 2p: fp2_mul_wide's contract) */
	movq	288(%rbp), %rax
	movq	296(%rbp), %rcx
	movq	304(%rbp), %rdx
	movq	312(%rbp), %rsi
	movq	320(%rbp), %rdi
	movq	328(%rbp), %r8
	addq	%rax, %rax
	adcq	%rcx, %rcx
	adcq	%rdx, %rdx
	adcq	%rsi, %rsi
	adcq	%rdi, %rdi
	adcq	%r8, %r8
	movq	%rax, 576(%rsp)
	movq	%rcx, 584(%rsp)
	movq	%rdx, 592(%rsp)
	movq	%rsi, 600(%rsp)
	movq	%rdi, 608(%rsp)
	movq	%r8, 616(%rsp)
	movq	336(%rbp), %rax
	movq	344(%rbp), %rcx
	movq	352(%rbp), %rdx
	movq	360(%rbp), %rsi
	movq	368(%rbp), %rdi
	movq	376(%rbp), %r8
	addq	%rax, %rax
	adcq	%rcx, %rcx
	adcq	%rdx, %rdx
	adcq	%rsi, %rsi
	adcq	%rdi, %rdi
	adcq	%r8, %r8
	movq	%rax, 624(%rsp)
	movq	%rcx, 632(%rsp)
	movq	%rdx, 640(%rsp)
	movq	%rsi, 648(%rsp)
	movq	%rdi, 656(%rsp)
	movq	%r8, 664(%rsp)
	leaq	384(%rsp), %rdi
	leaq	480(%rsp), %rsi
	leaq	576(%rsp), %rdx
	leaq	624(%rsp), %rcx
	leaq	192(%rbp), %r8
	leaq	240(%rbp), %r9
	call	SYM(bls381_fp2_mul_wide)
	/* a^2 + xi b^2 = (A0 + B0 - B1) + (A1 + B0 + B1) u, modulo p 2^384 */
	movq	(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rdx
	movq	24(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	40(%rsp), %r8
	movq	48(%rsp), %r9
	movq	56(%rsp), %r10
	movq	64(%rsp), %r11
	movq	72(%rsp), %r12
	movq	80(%rsp), %r13
	movq	88(%rsp), %r14
	addq	192(%rsp), %rax
	adcq	200(%rsp), %rcx
	adcq	208(%rsp), %rdx
	adcq	216(%rsp), %rsi
	adcq	224(%rsp), %rdi
	adcq	232(%rsp), %r8
	adcq	240(%rsp), %r9
	adcq	248(%rsp), %r10
	adcq	256(%rsp), %r11
	adcq	264(%rsp), %r12
	adcq	272(%rsp), %r13
	adcq	280(%rsp), %r14
	subq	288(%rsp), %rax
	sbbq	296(%rsp), %rcx
	sbbq	304(%rsp), %rdx
	sbbq	312(%rsp), %rsi
	sbbq	320(%rsp), %rdi
	sbbq	328(%rsp), %r8
	sbbq	336(%rsp), %r9
	sbbq	344(%rsp), %r10
	sbbq	352(%rsp), %r11
	sbbq	360(%rsp), %r12
	sbbq	368(%rsp), %r13
	sbbq	376(%rsp), %r14
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r12
	adcq	LOCAL(p)+32(%rip), %r13
	adcq	LOCAL(p)+40(%rip), %r14
	movq	%rax, (%rsp)
	movq	%rcx, 8(%rsp)
	movq	%rdx, 16(%rsp)
	movq	%rsi, 24(%rsp)
	movq	%rdi, 32(%rsp)
	movq	%r8, 40(%rsp)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r12, %rsi
	movq	%r13, %rdi
	movq	%r14, %r8
	subq	LOCAL(p2x)(%rip), %rax
	sbbq	LOCAL(p2x)+8(%rip), %rcx
	sbbq	LOCAL(p2x)+16(%rip), %rdx
	sbbq	LOCAL(p2x)+24(%rip), %rsi
	sbbq	LOCAL(p2x)+32(%rip), %rdi
	sbbq	LOCAL(p2x)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r12, %rsi
	cmovcq	%r13, %rdi
	cmovcq	%r14, %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r12
	movq	%rdi, %r13
	movq	%r8, %r14
	subq	LOCAL(p)(%rip), %r9
	sbbq	LOCAL(p)+8(%rip), %r10
	sbbq	LOCAL(p)+16(%rip), %r11
	sbbq	LOCAL(p)+24(%rip), %r12
	sbbq	LOCAL(p)+32(%rip), %r13
	sbbq	LOCAL(p)+40(%rip), %r14
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r12
	cmovcq	%rdi, %r13
	cmovcq	%r8, %r14
	movq	%r9, 48(%rsp)
	movq	%r10, 56(%rsp)
	movq	%r11, 64(%rsp)
	movq	%r12, 72(%rsp)
	movq	%r13, 80(%rsp)
	movq	%r14, 88(%rsp)
	movq	96(%rsp), %rax
	movq	104(%rsp), %rcx
	movq	112(%rsp), %rdx
	movq	120(%rsp), %rsi
	movq	128(%rsp), %rdi
	movq	136(%rsp), %r8
	movq	144(%rsp), %r9
	movq	152(%rsp), %r10
	movq	160(%rsp), %r11
	movq	168(%rsp), %r12
	movq	176(%rsp), %r13
	movq	184(%rsp), %r14
	addq	192(%rsp), %rax
	adcq	200(%rsp), %rcx
	adcq	208(%rsp), %rdx
	adcq	216(%rsp), %rsi
	adcq	224(%rsp), %rdi
	adcq	232(%rsp), %r8
	adcq	240(%rsp), %r9
	adcq	248(%rsp), %r10
	adcq	256(%rsp), %r11
	adcq	264(%rsp), %r12
	adcq	272(%rsp), %r13
	adcq	280(%rsp), %r14
	addq	288(%rsp), %rax
	adcq	296(%rsp), %rcx
	adcq	304(%rsp), %rdx
	adcq	312(%rsp), %rsi
	adcq	320(%rsp), %rdi
	adcq	328(%rsp), %r8
	adcq	336(%rsp), %r9
	adcq	344(%rsp), %r10
	adcq	352(%rsp), %r11
	adcq	360(%rsp), %r12
	adcq	368(%rsp), %r13
	adcq	376(%rsp), %r14
	movq	%rax, 96(%rsp)
	movq	%rcx, 104(%rsp)
	movq	%rdx, 112(%rsp)
	movq	%rsi, 120(%rsp)
	movq	%rdi, 128(%rsp)
	movq	%r8, 136(%rsp)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r12, %rsi
	movq	%r13, %rdi
	movq	%r14, %r8
	subq	LOCAL(p2x)(%rip), %rax
	sbbq	LOCAL(p2x)+8(%rip), %rcx
	sbbq	LOCAL(p2x)+16(%rip), %rdx
	sbbq	LOCAL(p2x)+24(%rip), %rsi
	sbbq	LOCAL(p2x)+32(%rip), %rdi
	sbbq	LOCAL(p2x)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r12, %rsi
	cmovcq	%r13, %rdi
	cmovcq	%r14, %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r12
	movq	%rdi, %r13
	movq	%r8, %r14
	subq	LOCAL(p)(%rip), %r9
	sbbq	LOCAL(p)+8(%rip), %r10
	sbbq	LOCAL(p)+16(%rip), %r11
	sbbq	LOCAL(p)+24(%rip), %r12
	sbbq	LOCAL(p)+32(%rip), %r13
	sbbq	LOCAL(p)+40(%rip), %r14
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r12
	cmovcq	%rdi, %r13
	cmovcq	%r8, %r14
	movq	%r9, 144(%rsp)
	movq	%r10, 152(%rsp)
	movq	%r11, 160(%rsp)
	movq	%r12, 168(%rsp)
	movq	%r13, 176(%rsp)
	movq	%r14, 184(%rsp)
	leaq	96(%rbx), %rdi
	leaq	(%rsp), %rsi
	leaq	96(%rbp), %rdx
	call	SYM(bls381_fp_redc3_sub2)
	leaq	144(%rbx), %rdi
	leaq	96(%rsp), %rsi
	leaq	144(%rbp), %rdx
	call	SYM(bls381_fp_redc3_sub2)
	leaq	480(%rbx), %rdi
	leaq	384(%rsp), %rsi
	leaq	480(%rbp), %rdx
	call	SYM(bls381_fp_redc3_add2)
	leaq	528(%rbx), %rdi
	leaq	480(%rsp), %rsi
	leaq	528(%rbp), %rdx
	call	SYM(bls381_fp_redc3_add2)
	/* (g1 + g5 s)^2: g2' = 3 (g1^2 + xi g5^2) - 2 g2, g3' = 3 xi 2 g1 g5 + 2 g3 */
	leaq	(%rsp), %rdi
	leaq	96(%rsp), %rsi
	leaq	96(%rbp), %rdx
	leaq	144(%rbp), %rcx
	call	SYM(bls381_fp2_sqr_wide)
	leaq	192(%rsp), %rdi
	leaq	288(%rsp), %rsi
	leaq	480(%rbp), %rdx
	leaq	528(%rbp), %rcx
	call	SYM(bls381_fp2_sqr_wide)
	/* 2 g1, unreduced (below 2p: fp2_mul_wide's contract) */
	movq	96(%rbp), %rax
	movq	104(%rbp), %rcx
	movq	112(%rbp), %rdx
	movq	120(%rbp), %rsi
	movq	128(%rbp), %rdi
	movq	136(%rbp), %r8
	addq	%rax, %rax
	adcq	%rcx, %rcx
	adcq	%rdx, %rdx
	adcq	%rsi, %rsi
	adcq	%rdi, %rdi
	adcq	%r8, %r8
	movq	%rax, 576(%rsp)
	movq	%rcx, 584(%rsp)
	movq	%rdx, 592(%rsp)
	movq	%rsi, 600(%rsp)
	movq	%rdi, 608(%rsp)
	movq	%r8, 616(%rsp)
	movq	144(%rbp), %rax
	movq	152(%rbp), %rcx
	movq	160(%rbp), %rdx
	movq	168(%rbp), %rsi
	movq	176(%rbp), %rdi
	movq	184(%rbp), %r8
	addq	%rax, %rax
	adcq	%rcx, %rcx
	adcq	%rdx, %rdx
	adcq	%rsi, %rsi
	adcq	%rdi, %rdi
	adcq	%r8, %r8
	movq	%rax, 624(%rsp)
	movq	%rcx, 632(%rsp)
	movq	%rdx, 640(%rsp)
	movq	%rsi, 648(%rsp)
	movq	%rdi, 656(%rsp)
	movq	%r8, 664(%rsp)
	leaq	384(%rsp), %rdi
	leaq	480(%rsp), %rsi
	leaq	576(%rsp), %rdx
	leaq	624(%rsp), %rcx
	leaq	480(%rbp), %r8
	leaq	528(%rbp), %r9
	call	SYM(bls381_fp2_mul_wide)
	/* a^2 + xi b^2 = (A0 + B0 - B1) + (A1 + B0 + B1) u, modulo p 2^384 */
	movq	(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rdx
	movq	24(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	40(%rsp), %r8
	movq	48(%rsp), %r9
	movq	56(%rsp), %r10
	movq	64(%rsp), %r11
	movq	72(%rsp), %r12
	movq	80(%rsp), %r13
	movq	88(%rsp), %r14
	addq	192(%rsp), %rax
	adcq	200(%rsp), %rcx
	adcq	208(%rsp), %rdx
	adcq	216(%rsp), %rsi
	adcq	224(%rsp), %rdi
	adcq	232(%rsp), %r8
	adcq	240(%rsp), %r9
	adcq	248(%rsp), %r10
	adcq	256(%rsp), %r11
	adcq	264(%rsp), %r12
	adcq	272(%rsp), %r13
	adcq	280(%rsp), %r14
	subq	288(%rsp), %rax
	sbbq	296(%rsp), %rcx
	sbbq	304(%rsp), %rdx
	sbbq	312(%rsp), %rsi
	sbbq	320(%rsp), %rdi
	sbbq	328(%rsp), %r8
	sbbq	336(%rsp), %r9
	sbbq	344(%rsp), %r10
	sbbq	352(%rsp), %r11
	sbbq	360(%rsp), %r12
	sbbq	368(%rsp), %r13
	sbbq	376(%rsp), %r14
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r12
	adcq	LOCAL(p)+32(%rip), %r13
	adcq	LOCAL(p)+40(%rip), %r14
	movq	%rax, (%rsp)
	movq	%rcx, 8(%rsp)
	movq	%rdx, 16(%rsp)
	movq	%rsi, 24(%rsp)
	movq	%rdi, 32(%rsp)
	movq	%r8, 40(%rsp)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r12, %rsi
	movq	%r13, %rdi
	movq	%r14, %r8
	subq	LOCAL(p2x)(%rip), %rax
	sbbq	LOCAL(p2x)+8(%rip), %rcx
	sbbq	LOCAL(p2x)+16(%rip), %rdx
	sbbq	LOCAL(p2x)+24(%rip), %rsi
	sbbq	LOCAL(p2x)+32(%rip), %rdi
	sbbq	LOCAL(p2x)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r12, %rsi
	cmovcq	%r13, %rdi
	cmovcq	%r14, %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r12
	movq	%rdi, %r13
	movq	%r8, %r14
	subq	LOCAL(p)(%rip), %r9
	sbbq	LOCAL(p)+8(%rip), %r10
	sbbq	LOCAL(p)+16(%rip), %r11
	sbbq	LOCAL(p)+24(%rip), %r12
	sbbq	LOCAL(p)+32(%rip), %r13
	sbbq	LOCAL(p)+40(%rip), %r14
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r12
	cmovcq	%rdi, %r13
	cmovcq	%r8, %r14
	movq	%r9, 48(%rsp)
	movq	%r10, 56(%rsp)
	movq	%r11, 64(%rsp)
	movq	%r12, 72(%rsp)
	movq	%r13, 80(%rsp)
	movq	%r14, 88(%rsp)
	movq	96(%rsp), %rax
	movq	104(%rsp), %rcx
	movq	112(%rsp), %rdx
	movq	120(%rsp), %rsi
	movq	128(%rsp), %rdi
	movq	136(%rsp), %r8
	movq	144(%rsp), %r9
	movq	152(%rsp), %r10
	movq	160(%rsp), %r11
	movq	168(%rsp), %r12
	movq	176(%rsp), %r13
	movq	184(%rsp), %r14
	addq	192(%rsp), %rax
	adcq	200(%rsp), %rcx
	adcq	208(%rsp), %rdx
	adcq	216(%rsp), %rsi
	adcq	224(%rsp), %rdi
	adcq	232(%rsp), %r8
	adcq	240(%rsp), %r9
	adcq	248(%rsp), %r10
	adcq	256(%rsp), %r11
	adcq	264(%rsp), %r12
	adcq	272(%rsp), %r13
	adcq	280(%rsp), %r14
	addq	288(%rsp), %rax
	adcq	296(%rsp), %rcx
	adcq	304(%rsp), %rdx
	adcq	312(%rsp), %rsi
	adcq	320(%rsp), %rdi
	adcq	328(%rsp), %r8
	adcq	336(%rsp), %r9
	adcq	344(%rsp), %r10
	adcq	352(%rsp), %r11
	adcq	360(%rsp), %r12
	adcq	368(%rsp), %r13
	adcq	376(%rsp), %r14
	movq	%rax, 96(%rsp)
	movq	%rcx, 104(%rsp)
	movq	%rdx, 112(%rsp)
	movq	%rsi, 120(%rsp)
	movq	%rdi, 128(%rsp)
	movq	%r8, 136(%rsp)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r12, %rsi
	movq	%r13, %rdi
	movq	%r14, %r8
	subq	LOCAL(p2x)(%rip), %rax
	sbbq	LOCAL(p2x)+8(%rip), %rcx
	sbbq	LOCAL(p2x)+16(%rip), %rdx
	sbbq	LOCAL(p2x)+24(%rip), %rsi
	sbbq	LOCAL(p2x)+32(%rip), %rdi
	sbbq	LOCAL(p2x)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r12, %rsi
	cmovcq	%r13, %rdi
	cmovcq	%r14, %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r12
	movq	%rdi, %r13
	movq	%r8, %r14
	subq	LOCAL(p)(%rip), %r9
	sbbq	LOCAL(p)+8(%rip), %r10
	sbbq	LOCAL(p)+16(%rip), %r11
	sbbq	LOCAL(p)+24(%rip), %r12
	sbbq	LOCAL(p)+32(%rip), %r13
	sbbq	LOCAL(p)+40(%rip), %r14
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r12
	cmovcq	%rdi, %r13
	cmovcq	%r8, %r14
	movq	%r9, 144(%rsp)
	movq	%r10, 152(%rsp)
	movq	%r11, 160(%rsp)
	movq	%r12, 168(%rsp)
	movq	%r13, 176(%rsp)
	movq	%r14, 184(%rsp)
	/* xi 2ab = (C0 - C1) + (C0 + C1) u, into the slots of b^2 */
	movq	384(%rsp), %rax
	movq	392(%rsp), %rcx
	movq	400(%rsp), %rdx
	movq	408(%rsp), %rsi
	movq	416(%rsp), %rdi
	movq	424(%rsp), %r8
	movq	432(%rsp), %r9
	movq	440(%rsp), %r10
	movq	448(%rsp), %r11
	movq	456(%rsp), %r12
	movq	464(%rsp), %r13
	movq	472(%rsp), %r14
	subq	480(%rsp), %rax
	sbbq	488(%rsp), %rcx
	sbbq	496(%rsp), %rdx
	sbbq	504(%rsp), %rsi
	sbbq	512(%rsp), %rdi
	sbbq	520(%rsp), %r8
	sbbq	528(%rsp), %r9
	sbbq	536(%rsp), %r10
	sbbq	544(%rsp), %r11
	sbbq	552(%rsp), %r12
	sbbq	560(%rsp), %r13
	sbbq	568(%rsp), %r14
	addq	LOCAL(p)(%rip), %r9
	adcq	LOCAL(p)+8(%rip), %r10
	adcq	LOCAL(p)+16(%rip), %r11
	adcq	LOCAL(p)+24(%rip), %r12
	adcq	LOCAL(p)+32(%rip), %r13
	adcq	LOCAL(p)+40(%rip), %r14
	movq	%rax, 192(%rsp)
	movq	%rcx, 200(%rsp)
	movq	%rdx, 208(%rsp)
	movq	%rsi, 216(%rsp)
	movq	%rdi, 224(%rsp)
	movq	%r8, 232(%rsp)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r12, %rsi
	movq	%r13, %rdi
	movq	%r14, %r8
	subq	LOCAL(p)(%rip), %rax
	sbbq	LOCAL(p)+8(%rip), %rcx
	sbbq	LOCAL(p)+16(%rip), %rdx
	sbbq	LOCAL(p)+24(%rip), %rsi
	sbbq	LOCAL(p)+32(%rip), %rdi
	sbbq	LOCAL(p)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r12, %rsi
	cmovcq	%r13, %rdi
	cmovcq	%r14, %r8
	movq	%rax, 240(%rsp)
	movq	%rcx, 248(%rsp)
	movq	%rdx, 256(%rsp)
	movq	%rsi, 264(%rsp)
	movq	%rdi, 272(%rsp)
	movq	%r8, 280(%rsp)
	movq	384(%rsp), %rax
	movq	392(%rsp), %rcx
	movq	400(%rsp), %rdx
	movq	408(%rsp), %rsi
	movq	416(%rsp), %rdi
	movq	424(%rsp), %r8
	movq	432(%rsp), %r9
	movq	440(%rsp), %r10
	movq	448(%rsp), %r11
	movq	456(%rsp), %r12
	movq	464(%rsp), %r13
	movq	472(%rsp), %r14
	addq	480(%rsp), %rax
	adcq	488(%rsp), %rcx
	adcq	496(%rsp), %rdx
	adcq	504(%rsp), %rsi
	adcq	512(%rsp), %rdi
	adcq	520(%rsp), %r8
	adcq	528(%rsp), %r9
	adcq	536(%rsp), %r10
	adcq	544(%rsp), %r11
	adcq	552(%rsp), %r12
	adcq	560(%rsp), %r13
	adcq	568(%rsp), %r14
	movq	%rax, 288(%rsp)
	movq	%rcx, 296(%rsp)
	movq	%rdx, 304(%rsp)
	movq	%rsi, 312(%rsp)
	movq	%rdi, 320(%rsp)
	movq	%r8, 328(%rsp)
	movq	%r9, %rax
	movq	%r10, %rcx
	movq	%r11, %rdx
	movq	%r12, %rsi
	movq	%r13, %rdi
	movq	%r14, %r8
	subq	LOCAL(p)(%rip), %rax
	sbbq	LOCAL(p)+8(%rip), %rcx
	sbbq	LOCAL(p)+16(%rip), %rdx
	sbbq	LOCAL(p)+24(%rip), %rsi
	sbbq	LOCAL(p)+32(%rip), %rdi
	sbbq	LOCAL(p)+40(%rip), %r8
	cmovcq	%r9, %rax
	cmovcq	%r10, %rcx
	cmovcq	%r11, %rdx
	cmovcq	%r12, %rsi
	cmovcq	%r13, %rdi
	cmovcq	%r14, %r8
	movq	%rax, 336(%rsp)
	movq	%rcx, 344(%rsp)
	movq	%rdx, 352(%rsp)
	movq	%rsi, 360(%rsp)
	movq	%rdi, 368(%rsp)
	movq	%r8, 376(%rsp)
	leaq	192(%rbx), %rdi
	leaq	(%rsp), %rsi
	leaq	192(%rbp), %rdx
	call	SYM(bls381_fp_redc3_sub2)
	leaq	240(%rbx), %rdi
	leaq	96(%rsp), %rsi
	leaq	240(%rbp), %rdx
	call	SYM(bls381_fp_redc3_sub2)
	leaq	288(%rbx), %rdi
	leaq	192(%rsp), %rsi
	leaq	288(%rbp), %rdx
	call	SYM(bls381_fp_redc3_add2)
	leaq	336(%rbx), %rdi
	leaq	288(%rsp), %rsi
	leaq	336(%rbp), %rdx
	call	SYM(bls381_fp_redc3_add2)
	xorl	%r15d, %r15d                              /* (r15 is pushed with the others: six pushes keep the calls aligned) */
	addq	$680, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp12_cyclotomic_sqr)

GNU_STACK_NOTE
