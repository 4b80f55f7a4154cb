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
 *   bls381_fp12_mul          2819      0     0   calls: 18 tw_mul2, 5 tw_redc2, 7 tw_redc3
 *   bls381_fp12_sqr          2225      0     0   calls: 12 tw_mul2, 4 tw_redc2, 8 tw_redc3
 *   bls381_fp12_mul_by_014   1419      0     0   calls: 13 tw_mul2, 12 tw_redc2
 *   bls381_fp12_mul_by_lines   3253      0     0   calls: 23 tw_mul2, 4 tw_redc1, 15 tw_redc2, 3 tw_redc3
 *   bls381_fp12_compressed_sqr    879      0     0   calls: 2 tw_mul2, 8 tw_redc3, 4 tw_sqr2_1p
 *   bls381_fp12_g4_fraction    485      0     0   calls: 1 tw_mul2, 1 tw_redc1, 1 tw_redc2, 2 tw_redc3, 2 tw_sqr2_1p
 *   bls381_fp12_decompress    488      0     0   calls: 3 tw_mul2, 1 tw_redc1, 1 tw_redc2, 2 tw_redc3, 1 tw_sqr2_1p
 *   bls381_g2_double_line    1401      0     0   calls: 3 tw_mul2, 2 tw_mulfp2, 8 tw_redc1, 10 tw_redc2, 2 tw_redc3, 3 tw_sqr2_1p, 2 tw_sqr2_2p, 1 tw_sqr2_4p
 *   bls381_tw_mul2            504    108     0   
 *   bls381_tw_mulfp2          275     72     0   
 *   bls381_tw_redc1           169     36     1   
 *   bls381_tw_redc2           187     36     1   
 *   bls381_tw_redc3           205     36     1   
 *   bls381_tw_sqr2_1p         323     72     0   
 *   bls381_tw_sqr2_2p         323     72     0   
 *   bls381_tw_sqr2_4p         323     72     0   
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
LOCAL(kp):		/* k p for k < 16 (the tower kernels' offsets) */
	.quad	0x0000000000000000
	.quad	0x0000000000000000
	.quad	0x0000000000000000
	.quad	0x0000000000000000
	.quad	0x0000000000000000
	.quad	0x0000000000000000
	.quad	0xb9feffffffffaaab
	.quad	0x1eabfffeb153ffff
	.quad	0x6730d2a0f6b0f624
	.quad	0x64774b84f38512bf
	.quad	0x4b1ba7b6434bacd7
	.quad	0x1a0111ea397fe69a
	.quad	0x73fdffffffff5556
	.quad	0x3d57fffd62a7ffff
	.quad	0xce61a541ed61ec48
	.quad	0xc8ee9709e70a257e
	.quad	0x96374f6c869759ae
	.quad	0x340223d472ffcd34
	.quad	0x2dfcffffffff0001
	.quad	0x5c03fffc13fbffff
	.quad	0x359277e2e412e26c
	.quad	0x2d65e28eda8f383e
	.quad	0xe152f722c9e30686
	.quad	0x4e0335beac7fb3ce
	.quad	0xe7fbfffffffeaaac
	.quad	0x7aaffffac54ffffe
	.quad	0x9cc34a83dac3d890
	.quad	0x91dd2e13ce144afd
	.quad	0x2c6e9ed90d2eb35d
	.quad	0x680447a8e5ff9a69
	.quad	0xa1fafffffffe5557
	.quad	0x995bfff976a3fffe
	.quad	0x03f41d24d174ceb4
	.quad	0xf6547998c1995dbd
	.quad	0x778a468f507a6034
	.quad	0x820559931f7f8103
	.quad	0x5bf9fffffffe0002
	.quad	0xb807fff827f7fffe
	.quad	0x6b24efc5c825c4d8
	.quad	0x5acbc51db51e707c
	.quad	0xc2a5ee4593c60d0c
	.quad	0x9c066b7d58ff679d
	.quad	0x15f8fffffffdaaad
	.quad	0xd6b3fff6d94bfffe
	.quad	0xd255c266bed6bafc
	.quad	0xbf4310a2a8a3833b
	.quad	0x0dc195fbd711b9e3
	.quad	0xb6077d67927f4e38
	.quad	0xcff7fffffffd5558
	.quad	0xf55ffff58a9ffffd
	.quad	0x39869507b587b120
	.quad	0x23ba5c279c2895fb
	.quad	0x58dd3db21a5d66bb
	.quad	0xd0088f51cbff34d2
	.quad	0x89f6fffffffd0003
	.quad	0x140bfff43bf3fffd
	.quad	0xa0b767a8ac38a745
	.quad	0x8831a7ac8fada8ba
	.quad	0xa3f8e5685da91392
	.quad	0xea09a13c057f1b6c
	.quad	0x43f5fffffffcaaae
	.quad	0x32b7fff2ed47fffd
	.quad	0x07e83a49a2e99d69
	.quad	0xeca8f3318332bb7a
	.quad	0xef148d1ea0f4c069
	.quad	0x040ab3263eff0206
	.quad	0xfdf4fffffffc5559
	.quad	0x5163fff19e9bfffc
	.quad	0x6f190cea999a938d
	.quad	0x51203eb676b7ce39
	.quad	0x3a3034d4e4406d41
	.quad	0x1e0bc510787ee8a1
	.quad	0xb7f3fffffffc0004
	.quad	0x700ffff04feffffc
	.quad	0xd649df8b904b89b1
	.quad	0xb5978a3b6a3ce0f8
	.quad	0x854bdc8b278c1a18
	.quad	0x380cd6fab1fecf3b
	.quad	0x71f2fffffffbaaaf
	.quad	0x8ebbffef0143fffc
	.quad	0x3d7ab22c86fc7fd5
	.quad	0x1a0ed5c05dc1f3b8
	.quad	0xd06784416ad7c6f0
	.quad	0x520de8e4eb7eb5d5
	.quad	0x2bf1fffffffb555a
	.quad	0xad67ffedb297fffc
	.quad	0xa4ab84cd7dad75f9
	.quad	0x7e86214551470677
	.quad	0x1b832bf7ae2373c7
	.quad	0x6c0efacf24fe9c70
	.quad	0xe5f0fffffffb0005
	.quad	0xcc13ffec63ebfffb
	.quad	0x0bdc576e745e6c1d
	.quad	0xe2fd6cca44cc1937
	.quad	0x669ed3adf16f209e
	.quad	0x86100cb95e7e830a
LOCAL(one):		/* R mod p (Montgomery's 1) */
	.quad	0x760900000002fffd
	.quad	0xebf4000bc40c0002
	.quad	0x5f48985753c758ba
	.quad	0x77ce585370525745
	.quad	0x5c071a97a256ec6d
	.quad	0x15f65ec3fa80e493

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

FUNCTION(bls381_fp12_mul)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	/* %rbx, %rbp: the inputs; %r12, %r13, %r14, %r15 saved too: the helpers clobber them */
	subq	$8440, %rsp
	movq	%rdi, 352(%rsp)                           /* r */
	movq	%rsi, %rbx                                /* a */
	movq	%rdx, %rbp                                /* b */
	leaq	368(%rsp), %rdi
	leaq	(%rbx), %rsi
	leaq	(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	560(%rsp), %rdi
	leaq	96(%rbx), %rsi
	leaq	96(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	752(%rsp), %rdi
	leaq	192(%rbx), %rsi
	leaq	192(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	96(%rbx), %rax
	movq	104(%rbx), %rcx
	movq	112(%rbx), %rdx
	movq	120(%rbx), %rsi
	movq	128(%rbx), %rdi
	movq	136(%rbx), %r8
	addq	192(%rbx), %rax
	adcq	200(%rbx), %rcx
	adcq	208(%rbx), %rdx
	adcq	216(%rbx), %rsi
	adcq	224(%rbx), %rdi
	adcq	232(%rbx), %r8
	movq	%rax, 944(%rsp)
	movq	%rcx, 952(%rsp)
	movq	%rdx, 960(%rsp)
	movq	%rsi, 968(%rsp)
	movq	%rdi, 976(%rsp)
	movq	%r8, 984(%rsp)
	movq	144(%rbx), %rax
	movq	152(%rbx), %rcx
	movq	160(%rbx), %rdx
	movq	168(%rbx), %rsi
	movq	176(%rbx), %rdi
	movq	184(%rbx), %r8
	addq	240(%rbx), %rax
	adcq	248(%rbx), %rcx
	adcq	256(%rbx), %rdx
	adcq	264(%rbx), %rsi
	adcq	272(%rbx), %rdi
	adcq	280(%rbx), %r8
	movq	%rax, 992(%rsp)
	movq	%rcx, 1000(%rsp)
	movq	%rdx, 1008(%rsp)
	movq	%rsi, 1016(%rsp)
	movq	%rdi, 1024(%rsp)
	movq	%r8, 1032(%rsp)
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
	movq	%rax, 1040(%rsp)
	movq	%rcx, 1048(%rsp)
	movq	%rdx, 1056(%rsp)
	movq	%rsi, 1064(%rsp)
	movq	%rdi, 1072(%rsp)
	movq	%r8, 1080(%rsp)
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
	movq	%rax, 1088(%rsp)
	movq	%rcx, 1096(%rsp)
	movq	%rdx, 1104(%rsp)
	movq	%rsi, 1112(%rsp)
	movq	%rdi, 1120(%rsp)
	movq	%r8, 1128(%rsp)
	leaq	1136(%rsp), %rdi
	leaq	944(%rsp), %rsi
	leaq	1040(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	192(%rbx), %rax
	adcq	200(%rbx), %rcx
	adcq	208(%rbx), %rdx
	adcq	216(%rbx), %rsi
	adcq	224(%rbx), %rdi
	adcq	232(%rbx), %r8
	movq	%rax, 1328(%rsp)
	movq	%rcx, 1336(%rsp)
	movq	%rdx, 1344(%rsp)
	movq	%rsi, 1352(%rsp)
	movq	%rdi, 1360(%rsp)
	movq	%r8, 1368(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	240(%rbx), %rax
	adcq	248(%rbx), %rcx
	adcq	256(%rbx), %rdx
	adcq	264(%rbx), %rsi
	adcq	272(%rbx), %rdi
	adcq	280(%rbx), %r8
	movq	%rax, 1376(%rsp)
	movq	%rcx, 1384(%rsp)
	movq	%rdx, 1392(%rsp)
	movq	%rsi, 1400(%rsp)
	movq	%rdi, 1408(%rsp)
	movq	%r8, 1416(%rsp)
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
	movq	%rax, 1424(%rsp)
	movq	%rcx, 1432(%rsp)
	movq	%rdx, 1440(%rsp)
	movq	%rsi, 1448(%rsp)
	movq	%rdi, 1456(%rsp)
	movq	%r8, 1464(%rsp)
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
	movq	%rax, 1472(%rsp)
	movq	%rcx, 1480(%rsp)
	movq	%rdx, 1488(%rsp)
	movq	%rsi, 1496(%rsp)
	movq	%rdi, 1504(%rsp)
	movq	%r8, 1512(%rsp)
	leaq	1520(%rsp), %rdi
	leaq	1328(%rsp), %rsi
	leaq	1424(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	96(%rbx), %rax
	adcq	104(%rbx), %rcx
	adcq	112(%rbx), %rdx
	adcq	120(%rbx), %rsi
	adcq	128(%rbx), %rdi
	adcq	136(%rbx), %r8
	movq	%rax, 1712(%rsp)
	movq	%rcx, 1720(%rsp)
	movq	%rdx, 1728(%rsp)
	movq	%rsi, 1736(%rsp)
	movq	%rdi, 1744(%rsp)
	movq	%r8, 1752(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	144(%rbx), %rax
	adcq	152(%rbx), %rcx
	adcq	160(%rbx), %rdx
	adcq	168(%rbx), %rsi
	adcq	176(%rbx), %rdi
	adcq	184(%rbx), %r8
	movq	%rax, 1760(%rsp)
	movq	%rcx, 1768(%rsp)
	movq	%rdx, 1776(%rsp)
	movq	%rsi, 1784(%rsp)
	movq	%rdi, 1792(%rsp)
	movq	%r8, 1800(%rsp)
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
	movq	%rax, 1808(%rsp)
	movq	%rcx, 1816(%rsp)
	movq	%rdx, 1824(%rsp)
	movq	%rsi, 1832(%rsp)
	movq	%rdi, 1840(%rsp)
	movq	%r8, 1848(%rsp)
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
	movq	%rax, 1856(%rsp)
	movq	%rcx, 1864(%rsp)
	movq	%rdx, 1872(%rsp)
	movq	%rsi, 1880(%rsp)
	movq	%rdi, 1888(%rsp)
	movq	%r8, 1896(%rsp)
	leaq	1904(%rsp), %rdi
	leaq	1712(%rsp), %rsi
	leaq	1808(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	2096(%rsp), %rdi
	leaq	288(%rbx), %rsi
	leaq	288(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	2288(%rsp), %rdi
	leaq	384(%rbx), %rsi
	leaq	384(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	2480(%rsp), %rdi
	leaq	480(%rbx), %rsi
	leaq	480(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	384(%rbx), %rax
	movq	392(%rbx), %rcx
	movq	400(%rbx), %rdx
	movq	408(%rbx), %rsi
	movq	416(%rbx), %rdi
	movq	424(%rbx), %r8
	addq	480(%rbx), %rax
	adcq	488(%rbx), %rcx
	adcq	496(%rbx), %rdx
	adcq	504(%rbx), %rsi
	adcq	512(%rbx), %rdi
	adcq	520(%rbx), %r8
	movq	%rax, 2672(%rsp)
	movq	%rcx, 2680(%rsp)
	movq	%rdx, 2688(%rsp)
	movq	%rsi, 2696(%rsp)
	movq	%rdi, 2704(%rsp)
	movq	%r8, 2712(%rsp)
	movq	432(%rbx), %rax
	movq	440(%rbx), %rcx
	movq	448(%rbx), %rdx
	movq	456(%rbx), %rsi
	movq	464(%rbx), %rdi
	movq	472(%rbx), %r8
	addq	528(%rbx), %rax
	adcq	536(%rbx), %rcx
	adcq	544(%rbx), %rdx
	adcq	552(%rbx), %rsi
	adcq	560(%rbx), %rdi
	adcq	568(%rbx), %r8
	movq	%rax, 2720(%rsp)
	movq	%rcx, 2728(%rsp)
	movq	%rdx, 2736(%rsp)
	movq	%rsi, 2744(%rsp)
	movq	%rdi, 2752(%rsp)
	movq	%r8, 2760(%rsp)
	movq	384(%rbp), %rax
	movq	392(%rbp), %rcx
	movq	400(%rbp), %rdx
	movq	408(%rbp), %rsi
	movq	416(%rbp), %rdi
	movq	424(%rbp), %r8
	addq	480(%rbp), %rax
	adcq	488(%rbp), %rcx
	adcq	496(%rbp), %rdx
	adcq	504(%rbp), %rsi
	adcq	512(%rbp), %rdi
	adcq	520(%rbp), %r8
	movq	%rax, 2768(%rsp)
	movq	%rcx, 2776(%rsp)
	movq	%rdx, 2784(%rsp)
	movq	%rsi, 2792(%rsp)
	movq	%rdi, 2800(%rsp)
	movq	%r8, 2808(%rsp)
	movq	432(%rbp), %rax
	movq	440(%rbp), %rcx
	movq	448(%rbp), %rdx
	movq	456(%rbp), %rsi
	movq	464(%rbp), %rdi
	movq	472(%rbp), %r8
	addq	528(%rbp), %rax
	adcq	536(%rbp), %rcx
	adcq	544(%rbp), %rdx
	adcq	552(%rbp), %rsi
	adcq	560(%rbp), %rdi
	adcq	568(%rbp), %r8
	movq	%rax, 2816(%rsp)
	movq	%rcx, 2824(%rsp)
	movq	%rdx, 2832(%rsp)
	movq	%rsi, 2840(%rsp)
	movq	%rdi, 2848(%rsp)
	movq	%r8, 2856(%rsp)
	leaq	2864(%rsp), %rdi
	leaq	2672(%rsp), %rsi
	leaq	2768(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	288(%rbx), %rax
	movq	296(%rbx), %rcx
	movq	304(%rbx), %rdx
	movq	312(%rbx), %rsi
	movq	320(%rbx), %rdi
	movq	328(%rbx), %r8
	addq	480(%rbx), %rax
	adcq	488(%rbx), %rcx
	adcq	496(%rbx), %rdx
	adcq	504(%rbx), %rsi
	adcq	512(%rbx), %rdi
	adcq	520(%rbx), %r8
	movq	%rax, 3056(%rsp)
	movq	%rcx, 3064(%rsp)
	movq	%rdx, 3072(%rsp)
	movq	%rsi, 3080(%rsp)
	movq	%rdi, 3088(%rsp)
	movq	%r8, 3096(%rsp)
	movq	336(%rbx), %rax
	movq	344(%rbx), %rcx
	movq	352(%rbx), %rdx
	movq	360(%rbx), %rsi
	movq	368(%rbx), %rdi
	movq	376(%rbx), %r8
	addq	528(%rbx), %rax
	adcq	536(%rbx), %rcx
	adcq	544(%rbx), %rdx
	adcq	552(%rbx), %rsi
	adcq	560(%rbx), %rdi
	adcq	568(%rbx), %r8
	movq	%rax, 3104(%rsp)
	movq	%rcx, 3112(%rsp)
	movq	%rdx, 3120(%rsp)
	movq	%rsi, 3128(%rsp)
	movq	%rdi, 3136(%rsp)
	movq	%r8, 3144(%rsp)
	movq	288(%rbp), %rax
	movq	296(%rbp), %rcx
	movq	304(%rbp), %rdx
	movq	312(%rbp), %rsi
	movq	320(%rbp), %rdi
	movq	328(%rbp), %r8
	addq	480(%rbp), %rax
	adcq	488(%rbp), %rcx
	adcq	496(%rbp), %rdx
	adcq	504(%rbp), %rsi
	adcq	512(%rbp), %rdi
	adcq	520(%rbp), %r8
	movq	%rax, 3152(%rsp)
	movq	%rcx, 3160(%rsp)
	movq	%rdx, 3168(%rsp)
	movq	%rsi, 3176(%rsp)
	movq	%rdi, 3184(%rsp)
	movq	%r8, 3192(%rsp)
	movq	336(%rbp), %rax
	movq	344(%rbp), %rcx
	movq	352(%rbp), %rdx
	movq	360(%rbp), %rsi
	movq	368(%rbp), %rdi
	movq	376(%rbp), %r8
	addq	528(%rbp), %rax
	adcq	536(%rbp), %rcx
	adcq	544(%rbp), %rdx
	adcq	552(%rbp), %rsi
	adcq	560(%rbp), %rdi
	adcq	568(%rbp), %r8
	movq	%rax, 3200(%rsp)
	movq	%rcx, 3208(%rsp)
	movq	%rdx, 3216(%rsp)
	movq	%rsi, 3224(%rsp)
	movq	%rdi, 3232(%rsp)
	movq	%r8, 3240(%rsp)
	leaq	3248(%rsp), %rdi
	leaq	3056(%rsp), %rsi
	leaq	3152(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	288(%rbx), %rax
	movq	296(%rbx), %rcx
	movq	304(%rbx), %rdx
	movq	312(%rbx), %rsi
	movq	320(%rbx), %rdi
	movq	328(%rbx), %r8
	addq	384(%rbx), %rax
	adcq	392(%rbx), %rcx
	adcq	400(%rbx), %rdx
	adcq	408(%rbx), %rsi
	adcq	416(%rbx), %rdi
	adcq	424(%rbx), %r8
	movq	%rax, 3440(%rsp)
	movq	%rcx, 3448(%rsp)
	movq	%rdx, 3456(%rsp)
	movq	%rsi, 3464(%rsp)
	movq	%rdi, 3472(%rsp)
	movq	%r8, 3480(%rsp)
	movq	336(%rbx), %rax
	movq	344(%rbx), %rcx
	movq	352(%rbx), %rdx
	movq	360(%rbx), %rsi
	movq	368(%rbx), %rdi
	movq	376(%rbx), %r8
	addq	432(%rbx), %rax
	adcq	440(%rbx), %rcx
	adcq	448(%rbx), %rdx
	adcq	456(%rbx), %rsi
	adcq	464(%rbx), %rdi
	adcq	472(%rbx), %r8
	movq	%rax, 3488(%rsp)
	movq	%rcx, 3496(%rsp)
	movq	%rdx, 3504(%rsp)
	movq	%rsi, 3512(%rsp)
	movq	%rdi, 3520(%rsp)
	movq	%r8, 3528(%rsp)
	movq	288(%rbp), %rax
	movq	296(%rbp), %rcx
	movq	304(%rbp), %rdx
	movq	312(%rbp), %rsi
	movq	320(%rbp), %rdi
	movq	328(%rbp), %r8
	addq	384(%rbp), %rax
	adcq	392(%rbp), %rcx
	adcq	400(%rbp), %rdx
	adcq	408(%rbp), %rsi
	adcq	416(%rbp), %rdi
	adcq	424(%rbp), %r8
	movq	%rax, 3536(%rsp)
	movq	%rcx, 3544(%rsp)
	movq	%rdx, 3552(%rsp)
	movq	%rsi, 3560(%rsp)
	movq	%rdi, 3568(%rsp)
	movq	%r8, 3576(%rsp)
	movq	336(%rbp), %rax
	movq	344(%rbp), %rcx
	movq	352(%rbp), %rdx
	movq	360(%rbp), %rsi
	movq	368(%rbp), %rdi
	movq	376(%rbp), %r8
	addq	432(%rbp), %rax
	adcq	440(%rbp), %rcx
	adcq	448(%rbp), %rdx
	adcq	456(%rbp), %rsi
	adcq	464(%rbp), %rdi
	adcq	472(%rbp), %r8
	movq	%rax, 3584(%rsp)
	movq	%rcx, 3592(%rsp)
	movq	%rdx, 3600(%rsp)
	movq	%rsi, 3608(%rsp)
	movq	%rdi, 3616(%rsp)
	movq	%r8, 3624(%rsp)
	leaq	3632(%rsp), %rdi
	leaq	3440(%rsp), %rsi
	leaq	3536(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	288(%rbx), %rax
	adcq	296(%rbx), %rcx
	adcq	304(%rbx), %rdx
	adcq	312(%rbx), %rsi
	adcq	320(%rbx), %rdi
	adcq	328(%rbx), %r8
	movq	%rax, 3824(%rsp)
	movq	%rcx, 3832(%rsp)
	movq	%rdx, 3840(%rsp)
	movq	%rsi, 3848(%rsp)
	movq	%rdi, 3856(%rsp)
	movq	%r8, 3864(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	336(%rbx), %rax
	adcq	344(%rbx), %rcx
	adcq	352(%rbx), %rdx
	adcq	360(%rbx), %rsi
	adcq	368(%rbx), %rdi
	adcq	376(%rbx), %r8
	movq	%rax, 3872(%rsp)
	movq	%rcx, 3880(%rsp)
	movq	%rdx, 3888(%rsp)
	movq	%rsi, 3896(%rsp)
	movq	%rdi, 3904(%rsp)
	movq	%r8, 3912(%rsp)
	movq	96(%rbx), %rax
	movq	104(%rbx), %rcx
	movq	112(%rbx), %rdx
	movq	120(%rbx), %rsi
	movq	128(%rbx), %rdi
	movq	136(%rbx), %r8
	addq	384(%rbx), %rax
	adcq	392(%rbx), %rcx
	adcq	400(%rbx), %rdx
	adcq	408(%rbx), %rsi
	adcq	416(%rbx), %rdi
	adcq	424(%rbx), %r8
	movq	%rax, 3920(%rsp)
	movq	%rcx, 3928(%rsp)
	movq	%rdx, 3936(%rsp)
	movq	%rsi, 3944(%rsp)
	movq	%rdi, 3952(%rsp)
	movq	%r8, 3960(%rsp)
	movq	144(%rbx), %rax
	movq	152(%rbx), %rcx
	movq	160(%rbx), %rdx
	movq	168(%rbx), %rsi
	movq	176(%rbx), %rdi
	movq	184(%rbx), %r8
	addq	432(%rbx), %rax
	adcq	440(%rbx), %rcx
	adcq	448(%rbx), %rdx
	adcq	456(%rbx), %rsi
	adcq	464(%rbx), %rdi
	adcq	472(%rbx), %r8
	movq	%rax, 3968(%rsp)
	movq	%rcx, 3976(%rsp)
	movq	%rdx, 3984(%rsp)
	movq	%rsi, 3992(%rsp)
	movq	%rdi, 4000(%rsp)
	movq	%r8, 4008(%rsp)
	movq	192(%rbx), %rax
	movq	200(%rbx), %rcx
	movq	208(%rbx), %rdx
	movq	216(%rbx), %rsi
	movq	224(%rbx), %rdi
	movq	232(%rbx), %r8
	addq	480(%rbx), %rax
	adcq	488(%rbx), %rcx
	adcq	496(%rbx), %rdx
	adcq	504(%rbx), %rsi
	adcq	512(%rbx), %rdi
	adcq	520(%rbx), %r8
	movq	%rax, 4016(%rsp)
	movq	%rcx, 4024(%rsp)
	movq	%rdx, 4032(%rsp)
	movq	%rsi, 4040(%rsp)
	movq	%rdi, 4048(%rsp)
	movq	%r8, 4056(%rsp)
	movq	240(%rbx), %rax
	movq	248(%rbx), %rcx
	movq	256(%rbx), %rdx
	movq	264(%rbx), %rsi
	movq	272(%rbx), %rdi
	movq	280(%rbx), %r8
	addq	528(%rbx), %rax
	adcq	536(%rbx), %rcx
	adcq	544(%rbx), %rdx
	adcq	552(%rbx), %rsi
	adcq	560(%rbx), %rdi
	adcq	568(%rbx), %r8
	movq	%rax, 4064(%rsp)
	movq	%rcx, 4072(%rsp)
	movq	%rdx, 4080(%rsp)
	movq	%rsi, 4088(%rsp)
	movq	%rdi, 4096(%rsp)
	movq	%r8, 4104(%rsp)
	movq	(%rbp), %rax
	movq	8(%rbp), %rcx
	movq	16(%rbp), %rdx
	movq	24(%rbp), %rsi
	movq	32(%rbp), %rdi
	movq	40(%rbp), %r8
	addq	288(%rbp), %rax
	adcq	296(%rbp), %rcx
	adcq	304(%rbp), %rdx
	adcq	312(%rbp), %rsi
	adcq	320(%rbp), %rdi
	adcq	328(%rbp), %r8
	movq	%rax, 4112(%rsp)
	movq	%rcx, 4120(%rsp)
	movq	%rdx, 4128(%rsp)
	movq	%rsi, 4136(%rsp)
	movq	%rdi, 4144(%rsp)
	movq	%r8, 4152(%rsp)
	movq	48(%rbp), %rax
	movq	56(%rbp), %rcx
	movq	64(%rbp), %rdx
	movq	72(%rbp), %rsi
	movq	80(%rbp), %rdi
	movq	88(%rbp), %r8
	addq	336(%rbp), %rax
	adcq	344(%rbp), %rcx
	adcq	352(%rbp), %rdx
	adcq	360(%rbp), %rsi
	adcq	368(%rbp), %rdi
	adcq	376(%rbp), %r8
	movq	%rax, 4160(%rsp)
	movq	%rcx, 4168(%rsp)
	movq	%rdx, 4176(%rsp)
	movq	%rsi, 4184(%rsp)
	movq	%rdi, 4192(%rsp)
	movq	%r8, 4200(%rsp)
	movq	96(%rbp), %rax
	movq	104(%rbp), %rcx
	movq	112(%rbp), %rdx
	movq	120(%rbp), %rsi
	movq	128(%rbp), %rdi
	movq	136(%rbp), %r8
	addq	384(%rbp), %rax
	adcq	392(%rbp), %rcx
	adcq	400(%rbp), %rdx
	adcq	408(%rbp), %rsi
	adcq	416(%rbp), %rdi
	adcq	424(%rbp), %r8
	movq	%rax, 4208(%rsp)
	movq	%rcx, 4216(%rsp)
	movq	%rdx, 4224(%rsp)
	movq	%rsi, 4232(%rsp)
	movq	%rdi, 4240(%rsp)
	movq	%r8, 4248(%rsp)
	movq	144(%rbp), %rax
	movq	152(%rbp), %rcx
	movq	160(%rbp), %rdx
	movq	168(%rbp), %rsi
	movq	176(%rbp), %rdi
	movq	184(%rbp), %r8
	addq	432(%rbp), %rax
	adcq	440(%rbp), %rcx
	adcq	448(%rbp), %rdx
	adcq	456(%rbp), %rsi
	adcq	464(%rbp), %rdi
	adcq	472(%rbp), %r8
	movq	%rax, 4256(%rsp)
	movq	%rcx, 4264(%rsp)
	movq	%rdx, 4272(%rsp)
	movq	%rsi, 4280(%rsp)
	movq	%rdi, 4288(%rsp)
	movq	%r8, 4296(%rsp)
	movq	192(%rbp), %rax
	movq	200(%rbp), %rcx
	movq	208(%rbp), %rdx
	movq	216(%rbp), %rsi
	movq	224(%rbp), %rdi
	movq	232(%rbp), %r8
	addq	480(%rbp), %rax
	adcq	488(%rbp), %rcx
	adcq	496(%rbp), %rdx
	adcq	504(%rbp), %rsi
	adcq	512(%rbp), %rdi
	adcq	520(%rbp), %r8
	movq	%rax, 4304(%rsp)
	movq	%rcx, 4312(%rsp)
	movq	%rdx, 4320(%rsp)
	movq	%rsi, 4328(%rsp)
	movq	%rdi, 4336(%rsp)
	movq	%r8, 4344(%rsp)
	movq	240(%rbp), %rax
	movq	248(%rbp), %rcx
	movq	256(%rbp), %rdx
	movq	264(%rbp), %rsi
	movq	272(%rbp), %rdi
	movq	280(%rbp), %r8
	addq	528(%rbp), %rax
	adcq	536(%rbp), %rcx
	adcq	544(%rbp), %rdx
	adcq	552(%rbp), %rsi
	adcq	560(%rbp), %rdi
	adcq	568(%rbp), %r8
	movq	%rax, 4352(%rsp)
	movq	%rcx, 4360(%rsp)
	movq	%rdx, 4368(%rsp)
	movq	%rsi, 4376(%rsp)
	movq	%rdi, 4384(%rsp)
	movq	%r8, 4392(%rsp)
	leaq	4400(%rsp), %rdi
	leaq	3824(%rsp), %rsi
	leaq	4112(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	4592(%rsp), %rdi
	leaq	3920(%rsp), %rsi
	leaq	4208(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	4784(%rsp), %rdi
	leaq	4016(%rsp), %rsi
	leaq	4304(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	3920(%rsp), %rax
	movq	3928(%rsp), %rcx
	movq	3936(%rsp), %rdx
	movq	3944(%rsp), %rsi
	movq	3952(%rsp), %rdi
	movq	3960(%rsp), %r8
	addq	4016(%rsp), %rax
	adcq	4024(%rsp), %rcx
	adcq	4032(%rsp), %rdx
	adcq	4040(%rsp), %rsi
	adcq	4048(%rsp), %rdi
	adcq	4056(%rsp), %r8
	movq	%rax, 4976(%rsp)
	movq	%rcx, 4984(%rsp)
	movq	%rdx, 4992(%rsp)
	movq	%rsi, 5000(%rsp)
	movq	%rdi, 5008(%rsp)
	movq	%r8, 5016(%rsp)
	movq	3968(%rsp), %rax
	movq	3976(%rsp), %rcx
	movq	3984(%rsp), %rdx
	movq	3992(%rsp), %rsi
	movq	4000(%rsp), %rdi
	movq	4008(%rsp), %r8
	addq	4064(%rsp), %rax
	adcq	4072(%rsp), %rcx
	adcq	4080(%rsp), %rdx
	adcq	4088(%rsp), %rsi
	adcq	4096(%rsp), %rdi
	adcq	4104(%rsp), %r8
	movq	%rax, 5024(%rsp)
	movq	%rcx, 5032(%rsp)
	movq	%rdx, 5040(%rsp)
	movq	%rsi, 5048(%rsp)
	movq	%rdi, 5056(%rsp)
	movq	%r8, 5064(%rsp)
	movq	4208(%rsp), %rax
	movq	4216(%rsp), %rcx
	movq	4224(%rsp), %rdx
	movq	4232(%rsp), %rsi
	movq	4240(%rsp), %rdi
	movq	4248(%rsp), %r8
	addq	4304(%rsp), %rax
	adcq	4312(%rsp), %rcx
	adcq	4320(%rsp), %rdx
	adcq	4328(%rsp), %rsi
	adcq	4336(%rsp), %rdi
	adcq	4344(%rsp), %r8
	movq	%rax, 5072(%rsp)
	movq	%rcx, 5080(%rsp)
	movq	%rdx, 5088(%rsp)
	movq	%rsi, 5096(%rsp)
	movq	%rdi, 5104(%rsp)
	movq	%r8, 5112(%rsp)
	movq	4256(%rsp), %rax
	movq	4264(%rsp), %rcx
	movq	4272(%rsp), %rdx
	movq	4280(%rsp), %rsi
	movq	4288(%rsp), %rdi
	movq	4296(%rsp), %r8
	addq	4352(%rsp), %rax
	adcq	4360(%rsp), %rcx
	adcq	4368(%rsp), %rdx
	adcq	4376(%rsp), %rsi
	adcq	4384(%rsp), %rdi
	adcq	4392(%rsp), %r8
	movq	%rax, 5120(%rsp)
	movq	%rcx, 5128(%rsp)
	movq	%rdx, 5136(%rsp)
	movq	%rsi, 5144(%rsp)
	movq	%rdi, 5152(%rsp)
	movq	%r8, 5160(%rsp)
	leaq	5168(%rsp), %rdi
	leaq	4976(%rsp), %rsi
	leaq	5072(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	3824(%rsp), %rax
	movq	3832(%rsp), %rcx
	movq	3840(%rsp), %rdx
	movq	3848(%rsp), %rsi
	movq	3856(%rsp), %rdi
	movq	3864(%rsp), %r8
	addq	4016(%rsp), %rax
	adcq	4024(%rsp), %rcx
	adcq	4032(%rsp), %rdx
	adcq	4040(%rsp), %rsi
	adcq	4048(%rsp), %rdi
	adcq	4056(%rsp), %r8
	movq	%rax, 5360(%rsp)
	movq	%rcx, 5368(%rsp)
	movq	%rdx, 5376(%rsp)
	movq	%rsi, 5384(%rsp)
	movq	%rdi, 5392(%rsp)
	movq	%r8, 5400(%rsp)
	movq	3872(%rsp), %rax
	movq	3880(%rsp), %rcx
	movq	3888(%rsp), %rdx
	movq	3896(%rsp), %rsi
	movq	3904(%rsp), %rdi
	movq	3912(%rsp), %r8
	addq	4064(%rsp), %rax
	adcq	4072(%rsp), %rcx
	adcq	4080(%rsp), %rdx
	adcq	4088(%rsp), %rsi
	adcq	4096(%rsp), %rdi
	adcq	4104(%rsp), %r8
	movq	%rax, 5408(%rsp)
	movq	%rcx, 5416(%rsp)
	movq	%rdx, 5424(%rsp)
	movq	%rsi, 5432(%rsp)
	movq	%rdi, 5440(%rsp)
	movq	%r8, 5448(%rsp)
	movq	4112(%rsp), %rax
	movq	4120(%rsp), %rcx
	movq	4128(%rsp), %rdx
	movq	4136(%rsp), %rsi
	movq	4144(%rsp), %rdi
	movq	4152(%rsp), %r8
	addq	4304(%rsp), %rax
	adcq	4312(%rsp), %rcx
	adcq	4320(%rsp), %rdx
	adcq	4328(%rsp), %rsi
	adcq	4336(%rsp), %rdi
	adcq	4344(%rsp), %r8
	movq	%rax, 5456(%rsp)
	movq	%rcx, 5464(%rsp)
	movq	%rdx, 5472(%rsp)
	movq	%rsi, 5480(%rsp)
	movq	%rdi, 5488(%rsp)
	movq	%r8, 5496(%rsp)
	movq	4160(%rsp), %rax
	movq	4168(%rsp), %rcx
	movq	4176(%rsp), %rdx
	movq	4184(%rsp), %rsi
	movq	4192(%rsp), %rdi
	movq	4200(%rsp), %r8
	addq	4352(%rsp), %rax
	adcq	4360(%rsp), %rcx
	adcq	4368(%rsp), %rdx
	adcq	4376(%rsp), %rsi
	adcq	4384(%rsp), %rdi
	adcq	4392(%rsp), %r8
	movq	%rax, 5504(%rsp)
	movq	%rcx, 5512(%rsp)
	movq	%rdx, 5520(%rsp)
	movq	%rsi, 5528(%rsp)
	movq	%rdi, 5536(%rsp)
	movq	%r8, 5544(%rsp)
	leaq	5552(%rsp), %rdi
	leaq	5360(%rsp), %rsi
	leaq	5456(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	3824(%rsp), %rax
	movq	3832(%rsp), %rcx
	movq	3840(%rsp), %rdx
	movq	3848(%rsp), %rsi
	movq	3856(%rsp), %rdi
	movq	3864(%rsp), %r8
	addq	3920(%rsp), %rax
	adcq	3928(%rsp), %rcx
	adcq	3936(%rsp), %rdx
	adcq	3944(%rsp), %rsi
	adcq	3952(%rsp), %rdi
	adcq	3960(%rsp), %r8
	movq	%rax, 5744(%rsp)
	movq	%rcx, 5752(%rsp)
	movq	%rdx, 5760(%rsp)
	movq	%rsi, 5768(%rsp)
	movq	%rdi, 5776(%rsp)
	movq	%r8, 5784(%rsp)
	movq	3872(%rsp), %rax
	movq	3880(%rsp), %rcx
	movq	3888(%rsp), %rdx
	movq	3896(%rsp), %rsi
	movq	3904(%rsp), %rdi
	movq	3912(%rsp), %r8
	addq	3968(%rsp), %rax
	adcq	3976(%rsp), %rcx
	adcq	3984(%rsp), %rdx
	adcq	3992(%rsp), %rsi
	adcq	4000(%rsp), %rdi
	adcq	4008(%rsp), %r8
	movq	%rax, 5792(%rsp)
	movq	%rcx, 5800(%rsp)
	movq	%rdx, 5808(%rsp)
	movq	%rsi, 5816(%rsp)
	movq	%rdi, 5824(%rsp)
	movq	%r8, 5832(%rsp)
	movq	4112(%rsp), %rax
	movq	4120(%rsp), %rcx
	movq	4128(%rsp), %rdx
	movq	4136(%rsp), %rsi
	movq	4144(%rsp), %rdi
	movq	4152(%rsp), %r8
	addq	4208(%rsp), %rax
	adcq	4216(%rsp), %rcx
	adcq	4224(%rsp), %rdx
	adcq	4232(%rsp), %rsi
	adcq	4240(%rsp), %rdi
	adcq	4248(%rsp), %r8
	movq	%rax, 5840(%rsp)
	movq	%rcx, 5848(%rsp)
	movq	%rdx, 5856(%rsp)
	movq	%rsi, 5864(%rsp)
	movq	%rdi, 5872(%rsp)
	movq	%r8, 5880(%rsp)
	movq	4160(%rsp), %rax
	movq	4168(%rsp), %rcx
	movq	4176(%rsp), %rdx
	movq	4184(%rsp), %rsi
	movq	4192(%rsp), %rdi
	movq	4200(%rsp), %r8
	addq	4256(%rsp), %rax
	adcq	4264(%rsp), %rcx
	adcq	4272(%rsp), %rdx
	adcq	4280(%rsp), %rsi
	adcq	4288(%rsp), %rdi
	adcq	4296(%rsp), %r8
	movq	%rax, 5888(%rsp)
	movq	%rcx, 5896(%rsp)
	movq	%rdx, 5904(%rsp)
	movq	%rsi, 5912(%rsp)
	movq	%rdi, 5920(%rsp)
	movq	%r8, 5928(%rsp)
	leaq	5936(%rsp), %rdi
	leaq	5744(%rsp), %rsi
	leaq	5840(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	368(%rsp), %rax
	movq	376(%rsp), %rcx
	movq	384(%rsp), %rdx
	movq	392(%rsp), %rsi
	movq	400(%rsp), %rdi
	movq	408(%rsp), %r8
	movq	416(%rsp), %r9
	movq	424(%rsp), %r10
	movq	432(%rsp), %r11
	movq	440(%rsp), %r12
	movq	448(%rsp), %r13
	movq	456(%rsp), %r14
	addq	1136(%rsp), %rax
	adcq	1144(%rsp), %rcx
	adcq	1152(%rsp), %rdx
	adcq	1160(%rsp), %rsi
	adcq	1168(%rsp), %rdi
	adcq	1176(%rsp), %r8
	adcq	1184(%rsp), %r9
	adcq	1192(%rsp), %r10
	adcq	1200(%rsp), %r11
	adcq	1208(%rsp), %r12
	adcq	1216(%rsp), %r13
	adcq	1224(%rsp), %r14
	addq	656(%rsp), %rax
	adcq	664(%rsp), %rcx
	adcq	672(%rsp), %rdx
	adcq	680(%rsp), %rsi
	adcq	688(%rsp), %rdi
	adcq	696(%rsp), %r8
	adcq	704(%rsp), %r9
	adcq	712(%rsp), %r10
	adcq	720(%rsp), %r11
	adcq	728(%rsp), %r12
	adcq	736(%rsp), %r13
	adcq	744(%rsp), %r14
	addq	848(%rsp), %rax
	adcq	856(%rsp), %rcx
	adcq	864(%rsp), %rdx
	adcq	872(%rsp), %rsi
	adcq	880(%rsp), %rdi
	adcq	888(%rsp), %r8
	adcq	896(%rsp), %r9
	adcq	904(%rsp), %r10
	adcq	912(%rsp), %r11
	adcq	920(%rsp), %r12
	adcq	928(%rsp), %r13
	adcq	936(%rsp), %r14
	subq	560(%rsp), %rax
	sbbq	568(%rsp), %rcx
	sbbq	576(%rsp), %rdx
	sbbq	584(%rsp), %rsi
	sbbq	592(%rsp), %rdi
	sbbq	600(%rsp), %r8
	sbbq	608(%rsp), %r9
	sbbq	616(%rsp), %r10
	sbbq	624(%rsp), %r11
	sbbq	632(%rsp), %r12
	sbbq	640(%rsp), %r13
	sbbq	648(%rsp), %r14
	subq	752(%rsp), %rax
	sbbq	760(%rsp), %rcx
	sbbq	768(%rsp), %rdx
	sbbq	776(%rsp), %rsi
	sbbq	784(%rsp), %rdi
	sbbq	792(%rsp), %r8
	sbbq	800(%rsp), %r9
	sbbq	808(%rsp), %r10
	sbbq	816(%rsp), %r11
	sbbq	824(%rsp), %r12
	sbbq	832(%rsp), %r13
	sbbq	840(%rsp), %r14
	subq	1232(%rsp), %rax
	sbbq	1240(%rsp), %rcx
	sbbq	1248(%rsp), %rdx
	sbbq	1256(%rsp), %rsi
	sbbq	1264(%rsp), %rdi
	sbbq	1272(%rsp), %r8
	sbbq	1280(%rsp), %r9
	sbbq	1288(%rsp), %r10
	sbbq	1296(%rsp), %r11
	sbbq	1304(%rsp), %r12
	sbbq	1312(%rsp), %r13
	sbbq	1320(%rsp), %r14
	movq	%rax, 6128(%rsp)
	movq	%rcx, 6136(%rsp)
	movq	%rdx, 6144(%rsp)
	movq	%rsi, 6152(%rsp)
	movq	%rdi, 6160(%rsp)
	movq	%r8, 6168(%rsp)
	movq	%r9, 6176(%rsp)
	movq	%r10, 6184(%rsp)
	movq	%r11, 6192(%rsp)
	movq	%r12, 6200(%rsp)
	movq	%r13, 6208(%rsp)
	movq	%r14, 6216(%rsp)
	movq	464(%rsp), %rax
	movq	472(%rsp), %rcx
	movq	480(%rsp), %rdx
	movq	488(%rsp), %rsi
	movq	496(%rsp), %rdi
	movq	504(%rsp), %r8
	movq	512(%rsp), %r9
	movq	520(%rsp), %r10
	movq	528(%rsp), %r11
	movq	536(%rsp), %r12
	movq	544(%rsp), %r13
	movq	552(%rsp), %r14
	addq	1136(%rsp), %rax
	adcq	1144(%rsp), %rcx
	adcq	1152(%rsp), %rdx
	adcq	1160(%rsp), %rsi
	adcq	1168(%rsp), %rdi
	adcq	1176(%rsp), %r8
	adcq	1184(%rsp), %r9
	adcq	1192(%rsp), %r10
	adcq	1200(%rsp), %r11
	adcq	1208(%rsp), %r12
	adcq	1216(%rsp), %r13
	adcq	1224(%rsp), %r14
	addq	1232(%rsp), %rax
	adcq	1240(%rsp), %rcx
	adcq	1248(%rsp), %rdx
	adcq	1256(%rsp), %rsi
	adcq	1264(%rsp), %rdi
	adcq	1272(%rsp), %r8
	adcq	1280(%rsp), %r9
	adcq	1288(%rsp), %r10
	adcq	1296(%rsp), %r11
	adcq	1304(%rsp), %r12
	adcq	1312(%rsp), %r13
	adcq	1320(%rsp), %r14
	subq	560(%rsp), %rax
	sbbq	568(%rsp), %rcx
	sbbq	576(%rsp), %rdx
	sbbq	584(%rsp), %rsi
	sbbq	592(%rsp), %rdi
	sbbq	600(%rsp), %r8
	sbbq	608(%rsp), %r9
	sbbq	616(%rsp), %r10
	sbbq	624(%rsp), %r11
	sbbq	632(%rsp), %r12
	sbbq	640(%rsp), %r13
	sbbq	648(%rsp), %r14
	subq	752(%rsp), %rax
	sbbq	760(%rsp), %rcx
	sbbq	768(%rsp), %rdx
	sbbq	776(%rsp), %rsi
	sbbq	784(%rsp), %rdi
	sbbq	792(%rsp), %r8
	sbbq	800(%rsp), %r9
	sbbq	808(%rsp), %r10
	sbbq	816(%rsp), %r11
	sbbq	824(%rsp), %r12
	sbbq	832(%rsp), %r13
	sbbq	840(%rsp), %r14
	subq	656(%rsp), %rax
	sbbq	664(%rsp), %rcx
	sbbq	672(%rsp), %rdx
	sbbq	680(%rsp), %rsi
	sbbq	688(%rsp), %rdi
	sbbq	696(%rsp), %r8
	sbbq	704(%rsp), %r9
	sbbq	712(%rsp), %r10
	sbbq	720(%rsp), %r11
	sbbq	728(%rsp), %r12
	sbbq	736(%rsp), %r13
	sbbq	744(%rsp), %r14
	subq	848(%rsp), %rax
	sbbq	856(%rsp), %rcx
	sbbq	864(%rsp), %rdx
	sbbq	872(%rsp), %rsi
	sbbq	880(%rsp), %rdi
	sbbq	888(%rsp), %r8
	sbbq	896(%rsp), %r9
	sbbq	904(%rsp), %r10
	sbbq	912(%rsp), %r11
	sbbq	920(%rsp), %r12
	sbbq	928(%rsp), %r13
	sbbq	936(%rsp), %r14
	movq	%rax, 6224(%rsp)
	movq	%rcx, 6232(%rsp)
	movq	%rdx, 6240(%rsp)
	movq	%rsi, 6248(%rsp)
	movq	%rdi, 6256(%rsp)
	movq	%r8, 6264(%rsp)
	movq	%r9, 6272(%rsp)
	movq	%r10, 6280(%rsp)
	movq	%r11, 6288(%rsp)
	movq	%r12, 6296(%rsp)
	movq	%r13, 6304(%rsp)
	movq	%r14, 6312(%rsp)
	movq	1904(%rsp), %rax
	movq	1912(%rsp), %rcx
	movq	1920(%rsp), %rdx
	movq	1928(%rsp), %rsi
	movq	1936(%rsp), %rdi
	movq	1944(%rsp), %r8
	movq	1952(%rsp), %r9
	movq	1960(%rsp), %r10
	movq	1968(%rsp), %r11
	movq	1976(%rsp), %r12
	movq	1984(%rsp), %r13
	movq	1992(%rsp), %r14
	addq	752(%rsp), %rax
	adcq	760(%rsp), %rcx
	adcq	768(%rsp), %rdx
	adcq	776(%rsp), %rsi
	adcq	784(%rsp), %rdi
	adcq	792(%rsp), %r8
	adcq	800(%rsp), %r9
	adcq	808(%rsp), %r10
	adcq	816(%rsp), %r11
	adcq	824(%rsp), %r12
	adcq	832(%rsp), %r13
	adcq	840(%rsp), %r14
	subq	368(%rsp), %rax
	sbbq	376(%rsp), %rcx
	sbbq	384(%rsp), %rdx
	sbbq	392(%rsp), %rsi
	sbbq	400(%rsp), %rdi
	sbbq	408(%rsp), %r8
	sbbq	416(%rsp), %r9
	sbbq	424(%rsp), %r10
	sbbq	432(%rsp), %r11
	sbbq	440(%rsp), %r12
	sbbq	448(%rsp), %r13
	sbbq	456(%rsp), %r14
	subq	560(%rsp), %rax
	sbbq	568(%rsp), %rcx
	sbbq	576(%rsp), %rdx
	sbbq	584(%rsp), %rsi
	sbbq	592(%rsp), %rdi
	sbbq	600(%rsp), %r8
	sbbq	608(%rsp), %r9
	sbbq	616(%rsp), %r10
	sbbq	624(%rsp), %r11
	sbbq	632(%rsp), %r12
	sbbq	640(%rsp), %r13
	sbbq	648(%rsp), %r14
	subq	848(%rsp), %rax
	sbbq	856(%rsp), %rcx
	sbbq	864(%rsp), %rdx
	sbbq	872(%rsp), %rsi
	sbbq	880(%rsp), %rdi
	sbbq	888(%rsp), %r8
	sbbq	896(%rsp), %r9
	sbbq	904(%rsp), %r10
	sbbq	912(%rsp), %r11
	sbbq	920(%rsp), %r12
	sbbq	928(%rsp), %r13
	sbbq	936(%rsp), %r14
	movq	%rax, 6320(%rsp)
	movq	%rcx, 6328(%rsp)
	movq	%rdx, 6336(%rsp)
	movq	%rsi, 6344(%rsp)
	movq	%rdi, 6352(%rsp)
	movq	%r8, 6360(%rsp)
	movq	%r9, 6368(%rsp)
	movq	%r10, 6376(%rsp)
	movq	%r11, 6384(%rsp)
	movq	%r12, 6392(%rsp)
	movq	%r13, 6400(%rsp)
	movq	%r14, 6408(%rsp)
	movq	2000(%rsp), %rax
	movq	2008(%rsp), %rcx
	movq	2016(%rsp), %rdx
	movq	2024(%rsp), %rsi
	movq	2032(%rsp), %rdi
	movq	2040(%rsp), %r8
	movq	2048(%rsp), %r9
	movq	2056(%rsp), %r10
	movq	2064(%rsp), %r11
	movq	2072(%rsp), %r12
	movq	2080(%rsp), %r13
	movq	2088(%rsp), %r14
	addq	752(%rsp), %rax
	adcq	760(%rsp), %rcx
	adcq	768(%rsp), %rdx
	adcq	776(%rsp), %rsi
	adcq	784(%rsp), %rdi
	adcq	792(%rsp), %r8
	adcq	800(%rsp), %r9
	adcq	808(%rsp), %r10
	adcq	816(%rsp), %r11
	adcq	824(%rsp), %r12
	adcq	832(%rsp), %r13
	adcq	840(%rsp), %r14
	addq	848(%rsp), %rax
	adcq	856(%rsp), %rcx
	adcq	864(%rsp), %rdx
	adcq	872(%rsp), %rsi
	adcq	880(%rsp), %rdi
	adcq	888(%rsp), %r8
	adcq	896(%rsp), %r9
	adcq	904(%rsp), %r10
	adcq	912(%rsp), %r11
	adcq	920(%rsp), %r12
	adcq	928(%rsp), %r13
	adcq	936(%rsp), %r14
	subq	464(%rsp), %rax
	sbbq	472(%rsp), %rcx
	sbbq	480(%rsp), %rdx
	sbbq	488(%rsp), %rsi
	sbbq	496(%rsp), %rdi
	sbbq	504(%rsp), %r8
	sbbq	512(%rsp), %r9
	sbbq	520(%rsp), %r10
	sbbq	528(%rsp), %r11
	sbbq	536(%rsp), %r12
	sbbq	544(%rsp), %r13
	sbbq	552(%rsp), %r14
	subq	656(%rsp), %rax
	sbbq	664(%rsp), %rcx
	sbbq	672(%rsp), %rdx
	sbbq	680(%rsp), %rsi
	sbbq	688(%rsp), %rdi
	sbbq	696(%rsp), %r8
	sbbq	704(%rsp), %r9
	sbbq	712(%rsp), %r10
	sbbq	720(%rsp), %r11
	sbbq	728(%rsp), %r12
	sbbq	736(%rsp), %r13
	sbbq	744(%rsp), %r14
	movq	%rax, 6416(%rsp)
	movq	%rcx, 6424(%rsp)
	movq	%rdx, 6432(%rsp)
	movq	%rsi, 6440(%rsp)
	movq	%rdi, 6448(%rsp)
	movq	%r8, 6456(%rsp)
	movq	%r9, 6464(%rsp)
	movq	%r10, 6472(%rsp)
	movq	%r11, 6480(%rsp)
	movq	%r12, 6488(%rsp)
	movq	%r13, 6496(%rsp)
	movq	%r14, 6504(%rsp)
	movq	1520(%rsp), %rax
	movq	1528(%rsp), %rcx
	movq	1536(%rsp), %rdx
	movq	1544(%rsp), %rsi
	movq	1552(%rsp), %rdi
	movq	1560(%rsp), %r8
	movq	1568(%rsp), %r9
	movq	1576(%rsp), %r10
	movq	1584(%rsp), %r11
	movq	1592(%rsp), %r12
	movq	1600(%rsp), %r13
	movq	1608(%rsp), %r14
	addq	560(%rsp), %rax
	adcq	568(%rsp), %rcx
	adcq	576(%rsp), %rdx
	adcq	584(%rsp), %rsi
	adcq	592(%rsp), %rdi
	adcq	600(%rsp), %r8
	adcq	608(%rsp), %r9
	adcq	616(%rsp), %r10
	adcq	624(%rsp), %r11
	adcq	632(%rsp), %r12
	adcq	640(%rsp), %r13
	adcq	648(%rsp), %r14
	subq	368(%rsp), %rax
	sbbq	376(%rsp), %rcx
	sbbq	384(%rsp), %rdx
	sbbq	392(%rsp), %rsi
	sbbq	400(%rsp), %rdi
	sbbq	408(%rsp), %r8
	sbbq	416(%rsp), %r9
	sbbq	424(%rsp), %r10
	sbbq	432(%rsp), %r11
	sbbq	440(%rsp), %r12
	sbbq	448(%rsp), %r13
	sbbq	456(%rsp), %r14
	subq	752(%rsp), %rax
	sbbq	760(%rsp), %rcx
	sbbq	768(%rsp), %rdx
	sbbq	776(%rsp), %rsi
	sbbq	784(%rsp), %rdi
	sbbq	792(%rsp), %r8
	sbbq	800(%rsp), %r9
	sbbq	808(%rsp), %r10
	sbbq	816(%rsp), %r11
	sbbq	824(%rsp), %r12
	sbbq	832(%rsp), %r13
	sbbq	840(%rsp), %r14
	movq	%rax, 6512(%rsp)
	movq	%rcx, 6520(%rsp)
	movq	%rdx, 6528(%rsp)
	movq	%rsi, 6536(%rsp)
	movq	%rdi, 6544(%rsp)
	movq	%r8, 6552(%rsp)
	movq	%r9, 6560(%rsp)
	movq	%r10, 6568(%rsp)
	movq	%r11, 6576(%rsp)
	movq	%r12, 6584(%rsp)
	movq	%r13, 6592(%rsp)
	movq	%r14, 6600(%rsp)
	movq	1616(%rsp), %rax
	movq	1624(%rsp), %rcx
	movq	1632(%rsp), %rdx
	movq	1640(%rsp), %rsi
	movq	1648(%rsp), %rdi
	movq	1656(%rsp), %r8
	movq	1664(%rsp), %r9
	movq	1672(%rsp), %r10
	movq	1680(%rsp), %r11
	movq	1688(%rsp), %r12
	movq	1696(%rsp), %r13
	movq	1704(%rsp), %r14
	addq	656(%rsp), %rax
	adcq	664(%rsp), %rcx
	adcq	672(%rsp), %rdx
	adcq	680(%rsp), %rsi
	adcq	688(%rsp), %rdi
	adcq	696(%rsp), %r8
	adcq	704(%rsp), %r9
	adcq	712(%rsp), %r10
	adcq	720(%rsp), %r11
	adcq	728(%rsp), %r12
	adcq	736(%rsp), %r13
	adcq	744(%rsp), %r14
	subq	464(%rsp), %rax
	sbbq	472(%rsp), %rcx
	sbbq	480(%rsp), %rdx
	sbbq	488(%rsp), %rsi
	sbbq	496(%rsp), %rdi
	sbbq	504(%rsp), %r8
	sbbq	512(%rsp), %r9
	sbbq	520(%rsp), %r10
	sbbq	528(%rsp), %r11
	sbbq	536(%rsp), %r12
	sbbq	544(%rsp), %r13
	sbbq	552(%rsp), %r14
	subq	848(%rsp), %rax
	sbbq	856(%rsp), %rcx
	sbbq	864(%rsp), %rdx
	sbbq	872(%rsp), %rsi
	sbbq	880(%rsp), %rdi
	sbbq	888(%rsp), %r8
	sbbq	896(%rsp), %r9
	sbbq	904(%rsp), %r10
	sbbq	912(%rsp), %r11
	sbbq	920(%rsp), %r12
	sbbq	928(%rsp), %r13
	sbbq	936(%rsp), %r14
	movq	%rax, 6608(%rsp)
	movq	%rcx, 6616(%rsp)
	movq	%rdx, 6624(%rsp)
	movq	%rsi, 6632(%rsp)
	movq	%rdi, 6640(%rsp)
	movq	%r8, 6648(%rsp)
	movq	%r9, 6656(%rsp)
	movq	%r10, 6664(%rsp)
	movq	%r11, 6672(%rsp)
	movq	%r12, 6680(%rsp)
	movq	%r13, 6688(%rsp)
	movq	%r14, 6696(%rsp)
	movq	2096(%rsp), %rax
	movq	2104(%rsp), %rcx
	movq	2112(%rsp), %rdx
	movq	2120(%rsp), %rsi
	movq	2128(%rsp), %rdi
	movq	2136(%rsp), %r8
	movq	2144(%rsp), %r9
	movq	2152(%rsp), %r10
	movq	2160(%rsp), %r11
	movq	2168(%rsp), %r12
	movq	2176(%rsp), %r13
	movq	2184(%rsp), %r14
	addq	2864(%rsp), %rax
	adcq	2872(%rsp), %rcx
	adcq	2880(%rsp), %rdx
	adcq	2888(%rsp), %rsi
	adcq	2896(%rsp), %rdi
	adcq	2904(%rsp), %r8
	adcq	2912(%rsp), %r9
	adcq	2920(%rsp), %r10
	adcq	2928(%rsp), %r11
	adcq	2936(%rsp), %r12
	adcq	2944(%rsp), %r13
	adcq	2952(%rsp), %r14
	addq	2384(%rsp), %rax
	adcq	2392(%rsp), %rcx
	adcq	2400(%rsp), %rdx
	adcq	2408(%rsp), %rsi
	adcq	2416(%rsp), %rdi
	adcq	2424(%rsp), %r8
	adcq	2432(%rsp), %r9
	adcq	2440(%rsp), %r10
	adcq	2448(%rsp), %r11
	adcq	2456(%rsp), %r12
	adcq	2464(%rsp), %r13
	adcq	2472(%rsp), %r14
	addq	2576(%rsp), %rax
	adcq	2584(%rsp), %rcx
	adcq	2592(%rsp), %rdx
	adcq	2600(%rsp), %rsi
	adcq	2608(%rsp), %rdi
	adcq	2616(%rsp), %r8
	adcq	2624(%rsp), %r9
	adcq	2632(%rsp), %r10
	adcq	2640(%rsp), %r11
	adcq	2648(%rsp), %r12
	adcq	2656(%rsp), %r13
	adcq	2664(%rsp), %r14
	subq	2288(%rsp), %rax
	sbbq	2296(%rsp), %rcx
	sbbq	2304(%rsp), %rdx
	sbbq	2312(%rsp), %rsi
	sbbq	2320(%rsp), %rdi
	sbbq	2328(%rsp), %r8
	sbbq	2336(%rsp), %r9
	sbbq	2344(%rsp), %r10
	sbbq	2352(%rsp), %r11
	sbbq	2360(%rsp), %r12
	sbbq	2368(%rsp), %r13
	sbbq	2376(%rsp), %r14
	subq	2480(%rsp), %rax
	sbbq	2488(%rsp), %rcx
	sbbq	2496(%rsp), %rdx
	sbbq	2504(%rsp), %rsi
	sbbq	2512(%rsp), %rdi
	sbbq	2520(%rsp), %r8
	sbbq	2528(%rsp), %r9
	sbbq	2536(%rsp), %r10
	sbbq	2544(%rsp), %r11
	sbbq	2552(%rsp), %r12
	sbbq	2560(%rsp), %r13
	sbbq	2568(%rsp), %r14
	subq	2960(%rsp), %rax
	sbbq	2968(%rsp), %rcx
	sbbq	2976(%rsp), %rdx
	sbbq	2984(%rsp), %rsi
	sbbq	2992(%rsp), %rdi
	sbbq	3000(%rsp), %r8
	sbbq	3008(%rsp), %r9
	sbbq	3016(%rsp), %r10
	sbbq	3024(%rsp), %r11
	sbbq	3032(%rsp), %r12
	sbbq	3040(%rsp), %r13
	sbbq	3048(%rsp), %r14
	movq	%rax, 6704(%rsp)
	movq	%rcx, 6712(%rsp)
	movq	%rdx, 6720(%rsp)
	movq	%rsi, 6728(%rsp)
	movq	%rdi, 6736(%rsp)
	movq	%r8, 6744(%rsp)
	movq	%r9, 6752(%rsp)
	movq	%r10, 6760(%rsp)
	movq	%r11, 6768(%rsp)
	movq	%r12, 6776(%rsp)
	movq	%r13, 6784(%rsp)
	movq	%r14, 6792(%rsp)
	movq	2192(%rsp), %rax
	movq	2200(%rsp), %rcx
	movq	2208(%rsp), %rdx
	movq	2216(%rsp), %rsi
	movq	2224(%rsp), %rdi
	movq	2232(%rsp), %r8
	movq	2240(%rsp), %r9
	movq	2248(%rsp), %r10
	movq	2256(%rsp), %r11
	movq	2264(%rsp), %r12
	movq	2272(%rsp), %r13
	movq	2280(%rsp), %r14
	addq	2864(%rsp), %rax
	adcq	2872(%rsp), %rcx
	adcq	2880(%rsp), %rdx
	adcq	2888(%rsp), %rsi
	adcq	2896(%rsp), %rdi
	adcq	2904(%rsp), %r8
	adcq	2912(%rsp), %r9
	adcq	2920(%rsp), %r10
	adcq	2928(%rsp), %r11
	adcq	2936(%rsp), %r12
	adcq	2944(%rsp), %r13
	adcq	2952(%rsp), %r14
	addq	2960(%rsp), %rax
	adcq	2968(%rsp), %rcx
	adcq	2976(%rsp), %rdx
	adcq	2984(%rsp), %rsi
	adcq	2992(%rsp), %rdi
	adcq	3000(%rsp), %r8
	adcq	3008(%rsp), %r9
	adcq	3016(%rsp), %r10
	adcq	3024(%rsp), %r11
	adcq	3032(%rsp), %r12
	adcq	3040(%rsp), %r13
	adcq	3048(%rsp), %r14
	subq	2288(%rsp), %rax
	sbbq	2296(%rsp), %rcx
	sbbq	2304(%rsp), %rdx
	sbbq	2312(%rsp), %rsi
	sbbq	2320(%rsp), %rdi
	sbbq	2328(%rsp), %r8
	sbbq	2336(%rsp), %r9
	sbbq	2344(%rsp), %r10
	sbbq	2352(%rsp), %r11
	sbbq	2360(%rsp), %r12
	sbbq	2368(%rsp), %r13
	sbbq	2376(%rsp), %r14
	subq	2480(%rsp), %rax
	sbbq	2488(%rsp), %rcx
	sbbq	2496(%rsp), %rdx
	sbbq	2504(%rsp), %rsi
	sbbq	2512(%rsp), %rdi
	sbbq	2520(%rsp), %r8
	sbbq	2528(%rsp), %r9
	sbbq	2536(%rsp), %r10
	sbbq	2544(%rsp), %r11
	sbbq	2552(%rsp), %r12
	sbbq	2560(%rsp), %r13
	sbbq	2568(%rsp), %r14
	subq	2384(%rsp), %rax
	sbbq	2392(%rsp), %rcx
	sbbq	2400(%rsp), %rdx
	sbbq	2408(%rsp), %rsi
	sbbq	2416(%rsp), %rdi
	sbbq	2424(%rsp), %r8
	sbbq	2432(%rsp), %r9
	sbbq	2440(%rsp), %r10
	sbbq	2448(%rsp), %r11
	sbbq	2456(%rsp), %r12
	sbbq	2464(%rsp), %r13
	sbbq	2472(%rsp), %r14
	subq	2576(%rsp), %rax
	sbbq	2584(%rsp), %rcx
	sbbq	2592(%rsp), %rdx
	sbbq	2600(%rsp), %rsi
	sbbq	2608(%rsp), %rdi
	sbbq	2616(%rsp), %r8
	sbbq	2624(%rsp), %r9
	sbbq	2632(%rsp), %r10
	sbbq	2640(%rsp), %r11
	sbbq	2648(%rsp), %r12
	sbbq	2656(%rsp), %r13
	sbbq	2664(%rsp), %r14
	movq	%rax, 6800(%rsp)
	movq	%rcx, 6808(%rsp)
	movq	%rdx, 6816(%rsp)
	movq	%rsi, 6824(%rsp)
	movq	%rdi, 6832(%rsp)
	movq	%r8, 6840(%rsp)
	movq	%r9, 6848(%rsp)
	movq	%r10, 6856(%rsp)
	movq	%r11, 6864(%rsp)
	movq	%r12, 6872(%rsp)
	movq	%r13, 6880(%rsp)
	movq	%r14, 6888(%rsp)
	movq	3632(%rsp), %rax
	movq	3640(%rsp), %rcx
	movq	3648(%rsp), %rdx
	movq	3656(%rsp), %rsi
	movq	3664(%rsp), %rdi
	movq	3672(%rsp), %r8
	movq	3680(%rsp), %r9
	movq	3688(%rsp), %r10
	movq	3696(%rsp), %r11
	movq	3704(%rsp), %r12
	movq	3712(%rsp), %r13
	movq	3720(%rsp), %r14
	addq	2480(%rsp), %rax
	adcq	2488(%rsp), %rcx
	adcq	2496(%rsp), %rdx
	adcq	2504(%rsp), %rsi
	adcq	2512(%rsp), %rdi
	adcq	2520(%rsp), %r8
	adcq	2528(%rsp), %r9
	adcq	2536(%rsp), %r10
	adcq	2544(%rsp), %r11
	adcq	2552(%rsp), %r12
	adcq	2560(%rsp), %r13
	adcq	2568(%rsp), %r14
	subq	2096(%rsp), %rax
	sbbq	2104(%rsp), %rcx
	sbbq	2112(%rsp), %rdx
	sbbq	2120(%rsp), %rsi
	sbbq	2128(%rsp), %rdi
	sbbq	2136(%rsp), %r8
	sbbq	2144(%rsp), %r9
	sbbq	2152(%rsp), %r10
	sbbq	2160(%rsp), %r11
	sbbq	2168(%rsp), %r12
	sbbq	2176(%rsp), %r13
	sbbq	2184(%rsp), %r14
	subq	2288(%rsp), %rax
	sbbq	2296(%rsp), %rcx
	sbbq	2304(%rsp), %rdx
	sbbq	2312(%rsp), %rsi
	sbbq	2320(%rsp), %rdi
	sbbq	2328(%rsp), %r8
	sbbq	2336(%rsp), %r9
	sbbq	2344(%rsp), %r10
	sbbq	2352(%rsp), %r11
	sbbq	2360(%rsp), %r12
	sbbq	2368(%rsp), %r13
	sbbq	2376(%rsp), %r14
	subq	2576(%rsp), %rax
	sbbq	2584(%rsp), %rcx
	sbbq	2592(%rsp), %rdx
	sbbq	2600(%rsp), %rsi
	sbbq	2608(%rsp), %rdi
	sbbq	2616(%rsp), %r8
	sbbq	2624(%rsp), %r9
	sbbq	2632(%rsp), %r10
	sbbq	2640(%rsp), %r11
	sbbq	2648(%rsp), %r12
	sbbq	2656(%rsp), %r13
	sbbq	2664(%rsp), %r14
	movq	%rax, 6896(%rsp)
	movq	%rcx, 6904(%rsp)
	movq	%rdx, 6912(%rsp)
	movq	%rsi, 6920(%rsp)
	movq	%rdi, 6928(%rsp)
	movq	%r8, 6936(%rsp)
	movq	%r9, 6944(%rsp)
	movq	%r10, 6952(%rsp)
	movq	%r11, 6960(%rsp)
	movq	%r12, 6968(%rsp)
	movq	%r13, 6976(%rsp)
	movq	%r14, 6984(%rsp)
	movq	3728(%rsp), %rax
	movq	3736(%rsp), %rcx
	movq	3744(%rsp), %rdx
	movq	3752(%rsp), %rsi
	movq	3760(%rsp), %rdi
	movq	3768(%rsp), %r8
	movq	3776(%rsp), %r9
	movq	3784(%rsp), %r10
	movq	3792(%rsp), %r11
	movq	3800(%rsp), %r12
	movq	3808(%rsp), %r13
	movq	3816(%rsp), %r14
	addq	2480(%rsp), %rax
	adcq	2488(%rsp), %rcx
	adcq	2496(%rsp), %rdx
	adcq	2504(%rsp), %rsi
	adcq	2512(%rsp), %rdi
	adcq	2520(%rsp), %r8
	adcq	2528(%rsp), %r9
	adcq	2536(%rsp), %r10
	adcq	2544(%rsp), %r11
	adcq	2552(%rsp), %r12
	adcq	2560(%rsp), %r13
	adcq	2568(%rsp), %r14
	addq	2576(%rsp), %rax
	adcq	2584(%rsp), %rcx
	adcq	2592(%rsp), %rdx
	adcq	2600(%rsp), %rsi
	adcq	2608(%rsp), %rdi
	adcq	2616(%rsp), %r8
	adcq	2624(%rsp), %r9
	adcq	2632(%rsp), %r10
	adcq	2640(%rsp), %r11
	adcq	2648(%rsp), %r12
	adcq	2656(%rsp), %r13
	adcq	2664(%rsp), %r14
	subq	2192(%rsp), %rax
	sbbq	2200(%rsp), %rcx
	sbbq	2208(%rsp), %rdx
	sbbq	2216(%rsp), %rsi
	sbbq	2224(%rsp), %rdi
	sbbq	2232(%rsp), %r8
	sbbq	2240(%rsp), %r9
	sbbq	2248(%rsp), %r10
	sbbq	2256(%rsp), %r11
	sbbq	2264(%rsp), %r12
	sbbq	2272(%rsp), %r13
	sbbq	2280(%rsp), %r14
	subq	2384(%rsp), %rax
	sbbq	2392(%rsp), %rcx
	sbbq	2400(%rsp), %rdx
	sbbq	2408(%rsp), %rsi
	sbbq	2416(%rsp), %rdi
	sbbq	2424(%rsp), %r8
	sbbq	2432(%rsp), %r9
	sbbq	2440(%rsp), %r10
	sbbq	2448(%rsp), %r11
	sbbq	2456(%rsp), %r12
	sbbq	2464(%rsp), %r13
	sbbq	2472(%rsp), %r14
	movq	%rax, 6992(%rsp)
	movq	%rcx, 7000(%rsp)
	movq	%rdx, 7008(%rsp)
	movq	%rsi, 7016(%rsp)
	movq	%rdi, 7024(%rsp)
	movq	%r8, 7032(%rsp)
	movq	%r9, 7040(%rsp)
	movq	%r10, 7048(%rsp)
	movq	%r11, 7056(%rsp)
	movq	%r12, 7064(%rsp)
	movq	%r13, 7072(%rsp)
	movq	%r14, 7080(%rsp)
	movq	3248(%rsp), %rax
	movq	3256(%rsp), %rcx
	movq	3264(%rsp), %rdx
	movq	3272(%rsp), %rsi
	movq	3280(%rsp), %rdi
	movq	3288(%rsp), %r8
	movq	3296(%rsp), %r9
	movq	3304(%rsp), %r10
	movq	3312(%rsp), %r11
	movq	3320(%rsp), %r12
	movq	3328(%rsp), %r13
	movq	3336(%rsp), %r14
	addq	2288(%rsp), %rax
	adcq	2296(%rsp), %rcx
	adcq	2304(%rsp), %rdx
	adcq	2312(%rsp), %rsi
	adcq	2320(%rsp), %rdi
	adcq	2328(%rsp), %r8
	adcq	2336(%rsp), %r9
	adcq	2344(%rsp), %r10
	adcq	2352(%rsp), %r11
	adcq	2360(%rsp), %r12
	adcq	2368(%rsp), %r13
	adcq	2376(%rsp), %r14
	subq	2096(%rsp), %rax
	sbbq	2104(%rsp), %rcx
	sbbq	2112(%rsp), %rdx
	sbbq	2120(%rsp), %rsi
	sbbq	2128(%rsp), %rdi
	sbbq	2136(%rsp), %r8
	sbbq	2144(%rsp), %r9
	sbbq	2152(%rsp), %r10
	sbbq	2160(%rsp), %r11
	sbbq	2168(%rsp), %r12
	sbbq	2176(%rsp), %r13
	sbbq	2184(%rsp), %r14
	subq	2480(%rsp), %rax
	sbbq	2488(%rsp), %rcx
	sbbq	2496(%rsp), %rdx
	sbbq	2504(%rsp), %rsi
	sbbq	2512(%rsp), %rdi
	sbbq	2520(%rsp), %r8
	sbbq	2528(%rsp), %r9
	sbbq	2536(%rsp), %r10
	sbbq	2544(%rsp), %r11
	sbbq	2552(%rsp), %r12
	sbbq	2560(%rsp), %r13
	sbbq	2568(%rsp), %r14
	movq	%rax, 7088(%rsp)
	movq	%rcx, 7096(%rsp)
	movq	%rdx, 7104(%rsp)
	movq	%rsi, 7112(%rsp)
	movq	%rdi, 7120(%rsp)
	movq	%r8, 7128(%rsp)
	movq	%r9, 7136(%rsp)
	movq	%r10, 7144(%rsp)
	movq	%r11, 7152(%rsp)
	movq	%r12, 7160(%rsp)
	movq	%r13, 7168(%rsp)
	movq	%r14, 7176(%rsp)
	movq	3344(%rsp), %rax
	movq	3352(%rsp), %rcx
	movq	3360(%rsp), %rdx
	movq	3368(%rsp), %rsi
	movq	3376(%rsp), %rdi
	movq	3384(%rsp), %r8
	movq	3392(%rsp), %r9
	movq	3400(%rsp), %r10
	movq	3408(%rsp), %r11
	movq	3416(%rsp), %r12
	movq	3424(%rsp), %r13
	movq	3432(%rsp), %r14
	addq	2384(%rsp), %rax
	adcq	2392(%rsp), %rcx
	adcq	2400(%rsp), %rdx
	adcq	2408(%rsp), %rsi
	adcq	2416(%rsp), %rdi
	adcq	2424(%rsp), %r8
	adcq	2432(%rsp), %r9
	adcq	2440(%rsp), %r10
	adcq	2448(%rsp), %r11
	adcq	2456(%rsp), %r12
	adcq	2464(%rsp), %r13
	adcq	2472(%rsp), %r14
	subq	2192(%rsp), %rax
	sbbq	2200(%rsp), %rcx
	sbbq	2208(%rsp), %rdx
	sbbq	2216(%rsp), %rsi
	sbbq	2224(%rsp), %rdi
	sbbq	2232(%rsp), %r8
	sbbq	2240(%rsp), %r9
	sbbq	2248(%rsp), %r10
	sbbq	2256(%rsp), %r11
	sbbq	2264(%rsp), %r12
	sbbq	2272(%rsp), %r13
	sbbq	2280(%rsp), %r14
	subq	2576(%rsp), %rax
	sbbq	2584(%rsp), %rcx
	sbbq	2592(%rsp), %rdx
	sbbq	2600(%rsp), %rsi
	sbbq	2608(%rsp), %rdi
	sbbq	2616(%rsp), %r8
	sbbq	2624(%rsp), %r9
	sbbq	2632(%rsp), %r10
	sbbq	2640(%rsp), %r11
	sbbq	2648(%rsp), %r12
	sbbq	2656(%rsp), %r13
	sbbq	2664(%rsp), %r14
	movq	%rax, 7184(%rsp)
	movq	%rcx, 7192(%rsp)
	movq	%rdx, 7200(%rsp)
	movq	%rsi, 7208(%rsp)
	movq	%rdi, 7216(%rsp)
	movq	%r8, 7224(%rsp)
	movq	%r9, 7232(%rsp)
	movq	%r10, 7240(%rsp)
	movq	%r11, 7248(%rsp)
	movq	%r12, 7256(%rsp)
	movq	%r13, 7264(%rsp)
	movq	%r14, 7272(%rsp)
	movq	6128(%rsp), %rax
	movq	6136(%rsp), %rcx
	movq	6144(%rsp), %rdx
	movq	6152(%rsp), %rsi
	movq	6160(%rsp), %rdi
	movq	6168(%rsp), %r8
	movq	6176(%rsp), %r9
	movq	6184(%rsp), %r10
	movq	6192(%rsp), %r11
	movq	6200(%rsp), %r12
	movq	6208(%rsp), %r13
	movq	6216(%rsp), %r14
	addq	7088(%rsp), %rax
	adcq	7096(%rsp), %rcx
	adcq	7104(%rsp), %rdx
	adcq	7112(%rsp), %rsi
	adcq	7120(%rsp), %rdi
	adcq	7128(%rsp), %r8
	adcq	7136(%rsp), %r9
	adcq	7144(%rsp), %r10
	adcq	7152(%rsp), %r11
	adcq	7160(%rsp), %r12
	adcq	7168(%rsp), %r13
	adcq	7176(%rsp), %r14
	subq	7184(%rsp), %rax
	sbbq	7192(%rsp), %rcx
	sbbq	7200(%rsp), %rdx
	sbbq	7208(%rsp), %rsi
	sbbq	7216(%rsp), %rdi
	sbbq	7224(%rsp), %r8
	sbbq	7232(%rsp), %r9
	sbbq	7240(%rsp), %r10
	sbbq	7248(%rsp), %r11
	sbbq	7256(%rsp), %r12
	sbbq	7264(%rsp), %r13
	sbbq	7272(%rsp), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 7280(%rsp)
	movq	%rcx, 7288(%rsp)
	movq	%rdx, 7296(%rsp)
	movq	%rsi, 7304(%rsp)
	movq	%rdi, 7312(%rsp)
	movq	%r8, 7320(%rsp)
	movq	%r9, 7328(%rsp)
	movq	%r10, 7336(%rsp)
	movq	%r11, 7344(%rsp)
	movq	%r12, 7352(%rsp)
	movq	%r13, 7360(%rsp)
	movq	%r14, 7368(%rsp)
	movq	352(%rsp), %rdi
	leaq	7280(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	6224(%rsp), %rax
	movq	6232(%rsp), %rcx
	movq	6240(%rsp), %rdx
	movq	6248(%rsp), %rsi
	movq	6256(%rsp), %rdi
	movq	6264(%rsp), %r8
	movq	6272(%rsp), %r9
	movq	6280(%rsp), %r10
	movq	6288(%rsp), %r11
	movq	6296(%rsp), %r12
	movq	6304(%rsp), %r13
	movq	6312(%rsp), %r14
	addq	7088(%rsp), %rax
	adcq	7096(%rsp), %rcx
	adcq	7104(%rsp), %rdx
	adcq	7112(%rsp), %rsi
	adcq	7120(%rsp), %rdi
	adcq	7128(%rsp), %r8
	adcq	7136(%rsp), %r9
	adcq	7144(%rsp), %r10
	adcq	7152(%rsp), %r11
	adcq	7160(%rsp), %r12
	adcq	7168(%rsp), %r13
	adcq	7176(%rsp), %r14
	addq	7184(%rsp), %rax
	adcq	7192(%rsp), %rcx
	adcq	7200(%rsp), %rdx
	adcq	7208(%rsp), %rsi
	adcq	7216(%rsp), %rdi
	adcq	7224(%rsp), %r8
	adcq	7232(%rsp), %r9
	adcq	7240(%rsp), %r10
	adcq	7248(%rsp), %r11
	adcq	7256(%rsp), %r12
	adcq	7264(%rsp), %r13
	adcq	7272(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 7376(%rsp)
	movq	%rcx, 7384(%rsp)
	movq	%rdx, 7392(%rsp)
	movq	%rsi, 7400(%rsp)
	movq	%rdi, 7408(%rsp)
	movq	%r8, 7416(%rsp)
	movq	%r9, 7424(%rsp)
	movq	%r10, 7432(%rsp)
	movq	%r11, 7440(%rsp)
	movq	%r12, 7448(%rsp)
	movq	%r13, 7456(%rsp)
	movq	%r14, 7464(%rsp)
	movq	352(%rsp), %rdi
	addq	$48, %rdi
	leaq	7376(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	6320(%rsp), %rax
	movq	6328(%rsp), %rcx
	movq	6336(%rsp), %rdx
	movq	6344(%rsp), %rsi
	movq	6352(%rsp), %rdi
	movq	6360(%rsp), %r8
	movq	6368(%rsp), %r9
	movq	6376(%rsp), %r10
	movq	6384(%rsp), %r11
	movq	6392(%rsp), %r12
	movq	6400(%rsp), %r13
	movq	6408(%rsp), %r14
	addq	6704(%rsp), %rax
	adcq	6712(%rsp), %rcx
	adcq	6720(%rsp), %rdx
	adcq	6728(%rsp), %rsi
	adcq	6736(%rsp), %rdi
	adcq	6744(%rsp), %r8
	adcq	6752(%rsp), %r9
	adcq	6760(%rsp), %r10
	adcq	6768(%rsp), %r11
	adcq	6776(%rsp), %r12
	adcq	6784(%rsp), %r13
	adcq	6792(%rsp), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 7472(%rsp)
	movq	%rcx, 7480(%rsp)
	movq	%rdx, 7488(%rsp)
	movq	%rsi, 7496(%rsp)
	movq	%rdi, 7504(%rsp)
	movq	%r8, 7512(%rsp)
	movq	%r9, 7520(%rsp)
	movq	%r10, 7528(%rsp)
	movq	%r11, 7536(%rsp)
	movq	%r12, 7544(%rsp)
	movq	%r13, 7552(%rsp)
	movq	%r14, 7560(%rsp)
	movq	352(%rsp), %rdi
	addq	$96, %rdi
	leaq	7472(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	6416(%rsp), %rax
	movq	6424(%rsp), %rcx
	movq	6432(%rsp), %rdx
	movq	6440(%rsp), %rsi
	movq	6448(%rsp), %rdi
	movq	6456(%rsp), %r8
	movq	6464(%rsp), %r9
	movq	6472(%rsp), %r10
	movq	6480(%rsp), %r11
	movq	6488(%rsp), %r12
	movq	6496(%rsp), %r13
	movq	6504(%rsp), %r14
	addq	6800(%rsp), %rax
	adcq	6808(%rsp), %rcx
	adcq	6816(%rsp), %rdx
	adcq	6824(%rsp), %rsi
	adcq	6832(%rsp), %rdi
	adcq	6840(%rsp), %r8
	adcq	6848(%rsp), %r9
	adcq	6856(%rsp), %r10
	adcq	6864(%rsp), %r11
	adcq	6872(%rsp), %r12
	adcq	6880(%rsp), %r13
	adcq	6888(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 7568(%rsp)
	movq	%rcx, 7576(%rsp)
	movq	%rdx, 7584(%rsp)
	movq	%rsi, 7592(%rsp)
	movq	%rdi, 7600(%rsp)
	movq	%r8, 7608(%rsp)
	movq	%r9, 7616(%rsp)
	movq	%r10, 7624(%rsp)
	movq	%r11, 7632(%rsp)
	movq	%r12, 7640(%rsp)
	movq	%r13, 7648(%rsp)
	movq	%r14, 7656(%rsp)
	movq	352(%rsp), %rdi
	addq	$144, %rdi
	leaq	7568(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	6512(%rsp), %rax
	movq	6520(%rsp), %rcx
	movq	6528(%rsp), %rdx
	movq	6536(%rsp), %rsi
	movq	6544(%rsp), %rdi
	movq	6552(%rsp), %r8
	movq	6560(%rsp), %r9
	movq	6568(%rsp), %r10
	movq	6576(%rsp), %r11
	movq	6584(%rsp), %r12
	movq	6592(%rsp), %r13
	movq	6600(%rsp), %r14
	addq	6896(%rsp), %rax
	adcq	6904(%rsp), %rcx
	adcq	6912(%rsp), %rdx
	adcq	6920(%rsp), %rsi
	adcq	6928(%rsp), %rdi
	adcq	6936(%rsp), %r8
	adcq	6944(%rsp), %r9
	adcq	6952(%rsp), %r10
	adcq	6960(%rsp), %r11
	adcq	6968(%rsp), %r12
	adcq	6976(%rsp), %r13
	adcq	6984(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 7664(%rsp)
	movq	%rcx, 7672(%rsp)
	movq	%rdx, 7680(%rsp)
	movq	%rsi, 7688(%rsp)
	movq	%rdi, 7696(%rsp)
	movq	%r8, 7704(%rsp)
	movq	%r9, 7712(%rsp)
	movq	%r10, 7720(%rsp)
	movq	%r11, 7728(%rsp)
	movq	%r12, 7736(%rsp)
	movq	%r13, 7744(%rsp)
	movq	%r14, 7752(%rsp)
	movq	352(%rsp), %rdi
	addq	$192, %rdi
	leaq	7664(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	6608(%rsp), %rax
	movq	6616(%rsp), %rcx
	movq	6624(%rsp), %rdx
	movq	6632(%rsp), %rsi
	movq	6640(%rsp), %rdi
	movq	6648(%rsp), %r8
	movq	6656(%rsp), %r9
	movq	6664(%rsp), %r10
	movq	6672(%rsp), %r11
	movq	6680(%rsp), %r12
	movq	6688(%rsp), %r13
	movq	6696(%rsp), %r14
	addq	6992(%rsp), %rax
	adcq	7000(%rsp), %rcx
	adcq	7008(%rsp), %rdx
	adcq	7016(%rsp), %rsi
	adcq	7024(%rsp), %rdi
	adcq	7032(%rsp), %r8
	adcq	7040(%rsp), %r9
	adcq	7048(%rsp), %r10
	adcq	7056(%rsp), %r11
	adcq	7064(%rsp), %r12
	adcq	7072(%rsp), %r13
	adcq	7080(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 7760(%rsp)
	movq	%rcx, 7768(%rsp)
	movq	%rdx, 7776(%rsp)
	movq	%rsi, 7784(%rsp)
	movq	%rdi, 7792(%rsp)
	movq	%r8, 7800(%rsp)
	movq	%r9, 7808(%rsp)
	movq	%r10, 7816(%rsp)
	movq	%r11, 7824(%rsp)
	movq	%r12, 7832(%rsp)
	movq	%r13, 7840(%rsp)
	movq	%r14, 7848(%rsp)
	movq	352(%rsp), %rdi
	addq	$240, %rdi
	leaq	7760(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	4400(%rsp), %rax
	movq	4408(%rsp), %rcx
	movq	4416(%rsp), %rdx
	movq	4424(%rsp), %rsi
	movq	4432(%rsp), %rdi
	movq	4440(%rsp), %r8
	movq	4448(%rsp), %r9
	movq	4456(%rsp), %r10
	movq	4464(%rsp), %r11
	movq	4472(%rsp), %r12
	movq	4480(%rsp), %r13
	movq	4488(%rsp), %r14
	addq	5168(%rsp), %rax
	adcq	5176(%rsp), %rcx
	adcq	5184(%rsp), %rdx
	adcq	5192(%rsp), %rsi
	adcq	5200(%rsp), %rdi
	adcq	5208(%rsp), %r8
	adcq	5216(%rsp), %r9
	adcq	5224(%rsp), %r10
	adcq	5232(%rsp), %r11
	adcq	5240(%rsp), %r12
	adcq	5248(%rsp), %r13
	adcq	5256(%rsp), %r14
	addq	4688(%rsp), %rax
	adcq	4696(%rsp), %rcx
	adcq	4704(%rsp), %rdx
	adcq	4712(%rsp), %rsi
	adcq	4720(%rsp), %rdi
	adcq	4728(%rsp), %r8
	adcq	4736(%rsp), %r9
	adcq	4744(%rsp), %r10
	adcq	4752(%rsp), %r11
	adcq	4760(%rsp), %r12
	adcq	4768(%rsp), %r13
	adcq	4776(%rsp), %r14
	addq	4880(%rsp), %rax
	adcq	4888(%rsp), %rcx
	adcq	4896(%rsp), %rdx
	adcq	4904(%rsp), %rsi
	adcq	4912(%rsp), %rdi
	adcq	4920(%rsp), %r8
	adcq	4928(%rsp), %r9
	adcq	4936(%rsp), %r10
	adcq	4944(%rsp), %r11
	adcq	4952(%rsp), %r12
	adcq	4960(%rsp), %r13
	adcq	4968(%rsp), %r14
	subq	4592(%rsp), %rax
	sbbq	4600(%rsp), %rcx
	sbbq	4608(%rsp), %rdx
	sbbq	4616(%rsp), %rsi
	sbbq	4624(%rsp), %rdi
	sbbq	4632(%rsp), %r8
	sbbq	4640(%rsp), %r9
	sbbq	4648(%rsp), %r10
	sbbq	4656(%rsp), %r11
	sbbq	4664(%rsp), %r12
	sbbq	4672(%rsp), %r13
	sbbq	4680(%rsp), %r14
	subq	4784(%rsp), %rax
	sbbq	4792(%rsp), %rcx
	sbbq	4800(%rsp), %rdx
	sbbq	4808(%rsp), %rsi
	sbbq	4816(%rsp), %rdi
	sbbq	4824(%rsp), %r8
	sbbq	4832(%rsp), %r9
	sbbq	4840(%rsp), %r10
	sbbq	4848(%rsp), %r11
	sbbq	4856(%rsp), %r12
	sbbq	4864(%rsp), %r13
	sbbq	4872(%rsp), %r14
	subq	5264(%rsp), %rax
	sbbq	5272(%rsp), %rcx
	sbbq	5280(%rsp), %rdx
	sbbq	5288(%rsp), %rsi
	sbbq	5296(%rsp), %rdi
	sbbq	5304(%rsp), %r8
	sbbq	5312(%rsp), %r9
	sbbq	5320(%rsp), %r10
	sbbq	5328(%rsp), %r11
	sbbq	5336(%rsp), %r12
	sbbq	5344(%rsp), %r13
	sbbq	5352(%rsp), %r14
	subq	6128(%rsp), %rax
	sbbq	6136(%rsp), %rcx
	sbbq	6144(%rsp), %rdx
	sbbq	6152(%rsp), %rsi
	sbbq	6160(%rsp), %rdi
	sbbq	6168(%rsp), %r8
	sbbq	6176(%rsp), %r9
	sbbq	6184(%rsp), %r10
	sbbq	6192(%rsp), %r11
	sbbq	6200(%rsp), %r12
	sbbq	6208(%rsp), %r13
	sbbq	6216(%rsp), %r14
	subq	6704(%rsp), %rax
	sbbq	6712(%rsp), %rcx
	sbbq	6720(%rsp), %rdx
	sbbq	6728(%rsp), %rsi
	sbbq	6736(%rsp), %rdi
	sbbq	6744(%rsp), %r8
	sbbq	6752(%rsp), %r9
	sbbq	6760(%rsp), %r10
	sbbq	6768(%rsp), %r11
	sbbq	6776(%rsp), %r12
	sbbq	6784(%rsp), %r13
	sbbq	6792(%rsp), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 7856(%rsp)
	movq	%rcx, 7864(%rsp)
	movq	%rdx, 7872(%rsp)
	movq	%rsi, 7880(%rsp)
	movq	%rdi, 7888(%rsp)
	movq	%r8, 7896(%rsp)
	movq	%r9, 7904(%rsp)
	movq	%r10, 7912(%rsp)
	movq	%r11, 7920(%rsp)
	movq	%r12, 7928(%rsp)
	movq	%r13, 7936(%rsp)
	movq	%r14, 7944(%rsp)
	movq	352(%rsp), %rdi
	addq	$288, %rdi
	leaq	7856(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	4496(%rsp), %rax
	movq	4504(%rsp), %rcx
	movq	4512(%rsp), %rdx
	movq	4520(%rsp), %rsi
	movq	4528(%rsp), %rdi
	movq	4536(%rsp), %r8
	movq	4544(%rsp), %r9
	movq	4552(%rsp), %r10
	movq	4560(%rsp), %r11
	movq	4568(%rsp), %r12
	movq	4576(%rsp), %r13
	movq	4584(%rsp), %r14
	addq	5168(%rsp), %rax
	adcq	5176(%rsp), %rcx
	adcq	5184(%rsp), %rdx
	adcq	5192(%rsp), %rsi
	adcq	5200(%rsp), %rdi
	adcq	5208(%rsp), %r8
	adcq	5216(%rsp), %r9
	adcq	5224(%rsp), %r10
	adcq	5232(%rsp), %r11
	adcq	5240(%rsp), %r12
	adcq	5248(%rsp), %r13
	adcq	5256(%rsp), %r14
	addq	5264(%rsp), %rax
	adcq	5272(%rsp), %rcx
	adcq	5280(%rsp), %rdx
	adcq	5288(%rsp), %rsi
	adcq	5296(%rsp), %rdi
	adcq	5304(%rsp), %r8
	adcq	5312(%rsp), %r9
	adcq	5320(%rsp), %r10
	adcq	5328(%rsp), %r11
	adcq	5336(%rsp), %r12
	adcq	5344(%rsp), %r13
	adcq	5352(%rsp), %r14
	subq	4592(%rsp), %rax
	sbbq	4600(%rsp), %rcx
	sbbq	4608(%rsp), %rdx
	sbbq	4616(%rsp), %rsi
	sbbq	4624(%rsp), %rdi
	sbbq	4632(%rsp), %r8
	sbbq	4640(%rsp), %r9
	sbbq	4648(%rsp), %r10
	sbbq	4656(%rsp), %r11
	sbbq	4664(%rsp), %r12
	sbbq	4672(%rsp), %r13
	sbbq	4680(%rsp), %r14
	subq	4784(%rsp), %rax
	sbbq	4792(%rsp), %rcx
	sbbq	4800(%rsp), %rdx
	sbbq	4808(%rsp), %rsi
	sbbq	4816(%rsp), %rdi
	sbbq	4824(%rsp), %r8
	sbbq	4832(%rsp), %r9
	sbbq	4840(%rsp), %r10
	sbbq	4848(%rsp), %r11
	sbbq	4856(%rsp), %r12
	sbbq	4864(%rsp), %r13
	sbbq	4872(%rsp), %r14
	subq	4688(%rsp), %rax
	sbbq	4696(%rsp), %rcx
	sbbq	4704(%rsp), %rdx
	sbbq	4712(%rsp), %rsi
	sbbq	4720(%rsp), %rdi
	sbbq	4728(%rsp), %r8
	sbbq	4736(%rsp), %r9
	sbbq	4744(%rsp), %r10
	sbbq	4752(%rsp), %r11
	sbbq	4760(%rsp), %r12
	sbbq	4768(%rsp), %r13
	sbbq	4776(%rsp), %r14
	subq	4880(%rsp), %rax
	sbbq	4888(%rsp), %rcx
	sbbq	4896(%rsp), %rdx
	sbbq	4904(%rsp), %rsi
	sbbq	4912(%rsp), %rdi
	sbbq	4920(%rsp), %r8
	sbbq	4928(%rsp), %r9
	sbbq	4936(%rsp), %r10
	sbbq	4944(%rsp), %r11
	sbbq	4952(%rsp), %r12
	sbbq	4960(%rsp), %r13
	sbbq	4968(%rsp), %r14
	subq	6224(%rsp), %rax
	sbbq	6232(%rsp), %rcx
	sbbq	6240(%rsp), %rdx
	sbbq	6248(%rsp), %rsi
	sbbq	6256(%rsp), %rdi
	sbbq	6264(%rsp), %r8
	sbbq	6272(%rsp), %r9
	sbbq	6280(%rsp), %r10
	sbbq	6288(%rsp), %r11
	sbbq	6296(%rsp), %r12
	sbbq	6304(%rsp), %r13
	sbbq	6312(%rsp), %r14
	subq	6800(%rsp), %rax
	sbbq	6808(%rsp), %rcx
	sbbq	6816(%rsp), %rdx
	sbbq	6824(%rsp), %rsi
	sbbq	6832(%rsp), %rdi
	sbbq	6840(%rsp), %r8
	sbbq	6848(%rsp), %r9
	sbbq	6856(%rsp), %r10
	sbbq	6864(%rsp), %r11
	sbbq	6872(%rsp), %r12
	sbbq	6880(%rsp), %r13
	sbbq	6888(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 7952(%rsp)
	movq	%rcx, 7960(%rsp)
	movq	%rdx, 7968(%rsp)
	movq	%rsi, 7976(%rsp)
	movq	%rdi, 7984(%rsp)
	movq	%r8, 7992(%rsp)
	movq	%r9, 8000(%rsp)
	movq	%r10, 8008(%rsp)
	movq	%r11, 8016(%rsp)
	movq	%r12, 8024(%rsp)
	movq	%r13, 8032(%rsp)
	movq	%r14, 8040(%rsp)
	movq	352(%rsp), %rdi
	addq	$336, %rdi
	leaq	7952(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	5936(%rsp), %rax
	movq	5944(%rsp), %rcx
	movq	5952(%rsp), %rdx
	movq	5960(%rsp), %rsi
	movq	5968(%rsp), %rdi
	movq	5976(%rsp), %r8
	movq	5984(%rsp), %r9
	movq	5992(%rsp), %r10
	movq	6000(%rsp), %r11
	movq	6008(%rsp), %r12
	movq	6016(%rsp), %r13
	movq	6024(%rsp), %r14
	addq	4784(%rsp), %rax
	adcq	4792(%rsp), %rcx
	adcq	4800(%rsp), %rdx
	adcq	4808(%rsp), %rsi
	adcq	4816(%rsp), %rdi
	adcq	4824(%rsp), %r8
	adcq	4832(%rsp), %r9
	adcq	4840(%rsp), %r10
	adcq	4848(%rsp), %r11
	adcq	4856(%rsp), %r12
	adcq	4864(%rsp), %r13
	adcq	4872(%rsp), %r14
	subq	4400(%rsp), %rax
	sbbq	4408(%rsp), %rcx
	sbbq	4416(%rsp), %rdx
	sbbq	4424(%rsp), %rsi
	sbbq	4432(%rsp), %rdi
	sbbq	4440(%rsp), %r8
	sbbq	4448(%rsp), %r9
	sbbq	4456(%rsp), %r10
	sbbq	4464(%rsp), %r11
	sbbq	4472(%rsp), %r12
	sbbq	4480(%rsp), %r13
	sbbq	4488(%rsp), %r14
	subq	4592(%rsp), %rax
	sbbq	4600(%rsp), %rcx
	sbbq	4608(%rsp), %rdx
	sbbq	4616(%rsp), %rsi
	sbbq	4624(%rsp), %rdi
	sbbq	4632(%rsp), %r8
	sbbq	4640(%rsp), %r9
	sbbq	4648(%rsp), %r10
	sbbq	4656(%rsp), %r11
	sbbq	4664(%rsp), %r12
	sbbq	4672(%rsp), %r13
	sbbq	4680(%rsp), %r14
	subq	4880(%rsp), %rax
	sbbq	4888(%rsp), %rcx
	sbbq	4896(%rsp), %rdx
	sbbq	4904(%rsp), %rsi
	sbbq	4912(%rsp), %rdi
	sbbq	4920(%rsp), %r8
	sbbq	4928(%rsp), %r9
	sbbq	4936(%rsp), %r10
	sbbq	4944(%rsp), %r11
	sbbq	4952(%rsp), %r12
	sbbq	4960(%rsp), %r13
	sbbq	4968(%rsp), %r14
	subq	6320(%rsp), %rax
	sbbq	6328(%rsp), %rcx
	sbbq	6336(%rsp), %rdx
	sbbq	6344(%rsp), %rsi
	sbbq	6352(%rsp), %rdi
	sbbq	6360(%rsp), %r8
	sbbq	6368(%rsp), %r9
	sbbq	6376(%rsp), %r10
	sbbq	6384(%rsp), %r11
	sbbq	6392(%rsp), %r12
	sbbq	6400(%rsp), %r13
	sbbq	6408(%rsp), %r14
	subq	6896(%rsp), %rax
	sbbq	6904(%rsp), %rcx
	sbbq	6912(%rsp), %rdx
	sbbq	6920(%rsp), %rsi
	sbbq	6928(%rsp), %rdi
	sbbq	6936(%rsp), %r8
	sbbq	6944(%rsp), %r9
	sbbq	6952(%rsp), %r10
	sbbq	6960(%rsp), %r11
	sbbq	6968(%rsp), %r12
	sbbq	6976(%rsp), %r13
	sbbq	6984(%rsp), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 8048(%rsp)
	movq	%rcx, 8056(%rsp)
	movq	%rdx, 8064(%rsp)
	movq	%rsi, 8072(%rsp)
	movq	%rdi, 8080(%rsp)
	movq	%r8, 8088(%rsp)
	movq	%r9, 8096(%rsp)
	movq	%r10, 8104(%rsp)
	movq	%r11, 8112(%rsp)
	movq	%r12, 8120(%rsp)
	movq	%r13, 8128(%rsp)
	movq	%r14, 8136(%rsp)
	movq	352(%rsp), %rdi
	addq	$384, %rdi
	leaq	8048(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	6032(%rsp), %rax
	movq	6040(%rsp), %rcx
	movq	6048(%rsp), %rdx
	movq	6056(%rsp), %rsi
	movq	6064(%rsp), %rdi
	movq	6072(%rsp), %r8
	movq	6080(%rsp), %r9
	movq	6088(%rsp), %r10
	movq	6096(%rsp), %r11
	movq	6104(%rsp), %r12
	movq	6112(%rsp), %r13
	movq	6120(%rsp), %r14
	addq	4784(%rsp), %rax
	adcq	4792(%rsp), %rcx
	adcq	4800(%rsp), %rdx
	adcq	4808(%rsp), %rsi
	adcq	4816(%rsp), %rdi
	adcq	4824(%rsp), %r8
	adcq	4832(%rsp), %r9
	adcq	4840(%rsp), %r10
	adcq	4848(%rsp), %r11
	adcq	4856(%rsp), %r12
	adcq	4864(%rsp), %r13
	adcq	4872(%rsp), %r14
	addq	4880(%rsp), %rax
	adcq	4888(%rsp), %rcx
	adcq	4896(%rsp), %rdx
	adcq	4904(%rsp), %rsi
	adcq	4912(%rsp), %rdi
	adcq	4920(%rsp), %r8
	adcq	4928(%rsp), %r9
	adcq	4936(%rsp), %r10
	adcq	4944(%rsp), %r11
	adcq	4952(%rsp), %r12
	adcq	4960(%rsp), %r13
	adcq	4968(%rsp), %r14
	subq	4496(%rsp), %rax
	sbbq	4504(%rsp), %rcx
	sbbq	4512(%rsp), %rdx
	sbbq	4520(%rsp), %rsi
	sbbq	4528(%rsp), %rdi
	sbbq	4536(%rsp), %r8
	sbbq	4544(%rsp), %r9
	sbbq	4552(%rsp), %r10
	sbbq	4560(%rsp), %r11
	sbbq	4568(%rsp), %r12
	sbbq	4576(%rsp), %r13
	sbbq	4584(%rsp), %r14
	subq	4688(%rsp), %rax
	sbbq	4696(%rsp), %rcx
	sbbq	4704(%rsp), %rdx
	sbbq	4712(%rsp), %rsi
	sbbq	4720(%rsp), %rdi
	sbbq	4728(%rsp), %r8
	sbbq	4736(%rsp), %r9
	sbbq	4744(%rsp), %r10
	sbbq	4752(%rsp), %r11
	sbbq	4760(%rsp), %r12
	sbbq	4768(%rsp), %r13
	sbbq	4776(%rsp), %r14
	subq	6416(%rsp), %rax
	sbbq	6424(%rsp), %rcx
	sbbq	6432(%rsp), %rdx
	sbbq	6440(%rsp), %rsi
	sbbq	6448(%rsp), %rdi
	sbbq	6456(%rsp), %r8
	sbbq	6464(%rsp), %r9
	sbbq	6472(%rsp), %r10
	sbbq	6480(%rsp), %r11
	sbbq	6488(%rsp), %r12
	sbbq	6496(%rsp), %r13
	sbbq	6504(%rsp), %r14
	subq	6992(%rsp), %rax
	sbbq	7000(%rsp), %rcx
	sbbq	7008(%rsp), %rdx
	sbbq	7016(%rsp), %rsi
	sbbq	7024(%rsp), %rdi
	sbbq	7032(%rsp), %r8
	sbbq	7040(%rsp), %r9
	sbbq	7048(%rsp), %r10
	sbbq	7056(%rsp), %r11
	sbbq	7064(%rsp), %r12
	sbbq	7072(%rsp), %r13
	sbbq	7080(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 8144(%rsp)
	movq	%rcx, 8152(%rsp)
	movq	%rdx, 8160(%rsp)
	movq	%rsi, 8168(%rsp)
	movq	%rdi, 8176(%rsp)
	movq	%r8, 8184(%rsp)
	movq	%r9, 8192(%rsp)
	movq	%r10, 8200(%rsp)
	movq	%r11, 8208(%rsp)
	movq	%r12, 8216(%rsp)
	movq	%r13, 8224(%rsp)
	movq	%r14, 8232(%rsp)
	movq	352(%rsp), %rdi
	addq	$432, %rdi
	leaq	8144(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	5552(%rsp), %rax
	movq	5560(%rsp), %rcx
	movq	5568(%rsp), %rdx
	movq	5576(%rsp), %rsi
	movq	5584(%rsp), %rdi
	movq	5592(%rsp), %r8
	movq	5600(%rsp), %r9
	movq	5608(%rsp), %r10
	movq	5616(%rsp), %r11
	movq	5624(%rsp), %r12
	movq	5632(%rsp), %r13
	movq	5640(%rsp), %r14
	addq	4592(%rsp), %rax
	adcq	4600(%rsp), %rcx
	adcq	4608(%rsp), %rdx
	adcq	4616(%rsp), %rsi
	adcq	4624(%rsp), %rdi
	adcq	4632(%rsp), %r8
	adcq	4640(%rsp), %r9
	adcq	4648(%rsp), %r10
	adcq	4656(%rsp), %r11
	adcq	4664(%rsp), %r12
	adcq	4672(%rsp), %r13
	adcq	4680(%rsp), %r14
	subq	4400(%rsp), %rax
	sbbq	4408(%rsp), %rcx
	sbbq	4416(%rsp), %rdx
	sbbq	4424(%rsp), %rsi
	sbbq	4432(%rsp), %rdi
	sbbq	4440(%rsp), %r8
	sbbq	4448(%rsp), %r9
	sbbq	4456(%rsp), %r10
	sbbq	4464(%rsp), %r11
	sbbq	4472(%rsp), %r12
	sbbq	4480(%rsp), %r13
	sbbq	4488(%rsp), %r14
	subq	4784(%rsp), %rax
	sbbq	4792(%rsp), %rcx
	sbbq	4800(%rsp), %rdx
	sbbq	4808(%rsp), %rsi
	sbbq	4816(%rsp), %rdi
	sbbq	4824(%rsp), %r8
	sbbq	4832(%rsp), %r9
	sbbq	4840(%rsp), %r10
	sbbq	4848(%rsp), %r11
	sbbq	4856(%rsp), %r12
	sbbq	4864(%rsp), %r13
	sbbq	4872(%rsp), %r14
	subq	6512(%rsp), %rax
	sbbq	6520(%rsp), %rcx
	sbbq	6528(%rsp), %rdx
	sbbq	6536(%rsp), %rsi
	sbbq	6544(%rsp), %rdi
	sbbq	6552(%rsp), %r8
	sbbq	6560(%rsp), %r9
	sbbq	6568(%rsp), %r10
	sbbq	6576(%rsp), %r11
	sbbq	6584(%rsp), %r12
	sbbq	6592(%rsp), %r13
	sbbq	6600(%rsp), %r14
	subq	7088(%rsp), %rax
	sbbq	7096(%rsp), %rcx
	sbbq	7104(%rsp), %rdx
	sbbq	7112(%rsp), %rsi
	sbbq	7120(%rsp), %rdi
	sbbq	7128(%rsp), %r8
	sbbq	7136(%rsp), %r9
	sbbq	7144(%rsp), %r10
	sbbq	7152(%rsp), %r11
	sbbq	7160(%rsp), %r12
	sbbq	7168(%rsp), %r13
	sbbq	7176(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 8240(%rsp)
	movq	%rcx, 8248(%rsp)
	movq	%rdx, 8256(%rsp)
	movq	%rsi, 8264(%rsp)
	movq	%rdi, 8272(%rsp)
	movq	%r8, 8280(%rsp)
	movq	%r9, 8288(%rsp)
	movq	%r10, 8296(%rsp)
	movq	%r11, 8304(%rsp)
	movq	%r12, 8312(%rsp)
	movq	%r13, 8320(%rsp)
	movq	%r14, 8328(%rsp)
	movq	352(%rsp), %rdi
	addq	$480, %rdi
	leaq	8240(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	5648(%rsp), %rax
	movq	5656(%rsp), %rcx
	movq	5664(%rsp), %rdx
	movq	5672(%rsp), %rsi
	movq	5680(%rsp), %rdi
	movq	5688(%rsp), %r8
	movq	5696(%rsp), %r9
	movq	5704(%rsp), %r10
	movq	5712(%rsp), %r11
	movq	5720(%rsp), %r12
	movq	5728(%rsp), %r13
	movq	5736(%rsp), %r14
	addq	4688(%rsp), %rax
	adcq	4696(%rsp), %rcx
	adcq	4704(%rsp), %rdx
	adcq	4712(%rsp), %rsi
	adcq	4720(%rsp), %rdi
	adcq	4728(%rsp), %r8
	adcq	4736(%rsp), %r9
	adcq	4744(%rsp), %r10
	adcq	4752(%rsp), %r11
	adcq	4760(%rsp), %r12
	adcq	4768(%rsp), %r13
	adcq	4776(%rsp), %r14
	subq	4496(%rsp), %rax
	sbbq	4504(%rsp), %rcx
	sbbq	4512(%rsp), %rdx
	sbbq	4520(%rsp), %rsi
	sbbq	4528(%rsp), %rdi
	sbbq	4536(%rsp), %r8
	sbbq	4544(%rsp), %r9
	sbbq	4552(%rsp), %r10
	sbbq	4560(%rsp), %r11
	sbbq	4568(%rsp), %r12
	sbbq	4576(%rsp), %r13
	sbbq	4584(%rsp), %r14
	subq	4880(%rsp), %rax
	sbbq	4888(%rsp), %rcx
	sbbq	4896(%rsp), %rdx
	sbbq	4904(%rsp), %rsi
	sbbq	4912(%rsp), %rdi
	sbbq	4920(%rsp), %r8
	sbbq	4928(%rsp), %r9
	sbbq	4936(%rsp), %r10
	sbbq	4944(%rsp), %r11
	sbbq	4952(%rsp), %r12
	sbbq	4960(%rsp), %r13
	sbbq	4968(%rsp), %r14
	subq	6608(%rsp), %rax
	sbbq	6616(%rsp), %rcx
	sbbq	6624(%rsp), %rdx
	sbbq	6632(%rsp), %rsi
	sbbq	6640(%rsp), %rdi
	sbbq	6648(%rsp), %r8
	sbbq	6656(%rsp), %r9
	sbbq	6664(%rsp), %r10
	sbbq	6672(%rsp), %r11
	sbbq	6680(%rsp), %r12
	sbbq	6688(%rsp), %r13
	sbbq	6696(%rsp), %r14
	subq	7184(%rsp), %rax
	sbbq	7192(%rsp), %rcx
	sbbq	7200(%rsp), %rdx
	sbbq	7208(%rsp), %rsi
	sbbq	7216(%rsp), %rdi
	sbbq	7224(%rsp), %r8
	sbbq	7232(%rsp), %r9
	sbbq	7240(%rsp), %r10
	sbbq	7248(%rsp), %r11
	sbbq	7256(%rsp), %r12
	sbbq	7264(%rsp), %r13
	sbbq	7272(%rsp), %r14
	movq	%rax, 8336(%rsp)
	movq	%rcx, 8344(%rsp)
	movq	%rdx, 8352(%rsp)
	movq	%rsi, 8360(%rsp)
	movq	%rdi, 8368(%rsp)
	movq	%r8, 8376(%rsp)
	movq	%r9, 8384(%rsp)
	movq	%r10, 8392(%rsp)
	movq	%r11, 8400(%rsp)
	movq	%r12, 8408(%rsp)
	movq	%r13, 8416(%rsp)
	movq	%r14, 8424(%rsp)
	movq	352(%rsp), %rdi
	addq	$528, %rdi
	leaq	8336(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	addq	$8440, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp12_mul)

FUNCTION(bls381_fp12_sqr)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	/* %rbx, %rbp: the inputs; %r12, %r13, %r14, %r15 saved too: the helpers clobber them */
	subq	$6232, %rsp
	movq	%rdi, 352(%rsp)                           /* r */
	movq	%rsi, %rbx                                /* a */
	movq	%rdx, %rbp                                /* b */
	leaq	368(%rsp), %rdi
	leaq	(%rbx), %rsi
	leaq	288(%rbx), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	560(%rsp), %rdi
	leaq	96(%rbx), %rsi
	leaq	384(%rbx), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	752(%rsp), %rdi
	leaq	192(%rbx), %rsi
	leaq	480(%rbx), %rcx
	call	SYM(bls381_tw_mul2)
	movq	96(%rbx), %rax
	movq	104(%rbx), %rcx
	movq	112(%rbx), %rdx
	movq	120(%rbx), %rsi
	movq	128(%rbx), %rdi
	movq	136(%rbx), %r8
	addq	192(%rbx), %rax
	adcq	200(%rbx), %rcx
	adcq	208(%rbx), %rdx
	adcq	216(%rbx), %rsi
	adcq	224(%rbx), %rdi
	adcq	232(%rbx), %r8
	movq	%rax, 944(%rsp)
	movq	%rcx, 952(%rsp)
	movq	%rdx, 960(%rsp)
	movq	%rsi, 968(%rsp)
	movq	%rdi, 976(%rsp)
	movq	%r8, 984(%rsp)
	movq	144(%rbx), %rax
	movq	152(%rbx), %rcx
	movq	160(%rbx), %rdx
	movq	168(%rbx), %rsi
	movq	176(%rbx), %rdi
	movq	184(%rbx), %r8
	addq	240(%rbx), %rax
	adcq	248(%rbx), %rcx
	adcq	256(%rbx), %rdx
	adcq	264(%rbx), %rsi
	adcq	272(%rbx), %rdi
	adcq	280(%rbx), %r8
	movq	%rax, 992(%rsp)
	movq	%rcx, 1000(%rsp)
	movq	%rdx, 1008(%rsp)
	movq	%rsi, 1016(%rsp)
	movq	%rdi, 1024(%rsp)
	movq	%r8, 1032(%rsp)
	movq	384(%rbx), %rax
	movq	392(%rbx), %rcx
	movq	400(%rbx), %rdx
	movq	408(%rbx), %rsi
	movq	416(%rbx), %rdi
	movq	424(%rbx), %r8
	addq	480(%rbx), %rax
	adcq	488(%rbx), %rcx
	adcq	496(%rbx), %rdx
	adcq	504(%rbx), %rsi
	adcq	512(%rbx), %rdi
	adcq	520(%rbx), %r8
	movq	%rax, 1040(%rsp)
	movq	%rcx, 1048(%rsp)
	movq	%rdx, 1056(%rsp)
	movq	%rsi, 1064(%rsp)
	movq	%rdi, 1072(%rsp)
	movq	%r8, 1080(%rsp)
	movq	432(%rbx), %rax
	movq	440(%rbx), %rcx
	movq	448(%rbx), %rdx
	movq	456(%rbx), %rsi
	movq	464(%rbx), %rdi
	movq	472(%rbx), %r8
	addq	528(%rbx), %rax
	adcq	536(%rbx), %rcx
	adcq	544(%rbx), %rdx
	adcq	552(%rbx), %rsi
	adcq	560(%rbx), %rdi
	adcq	568(%rbx), %r8
	movq	%rax, 1088(%rsp)
	movq	%rcx, 1096(%rsp)
	movq	%rdx, 1104(%rsp)
	movq	%rsi, 1112(%rsp)
	movq	%rdi, 1120(%rsp)
	movq	%r8, 1128(%rsp)
	leaq	1136(%rsp), %rdi
	leaq	944(%rsp), %rsi
	leaq	1040(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	192(%rbx), %rax
	adcq	200(%rbx), %rcx
	adcq	208(%rbx), %rdx
	adcq	216(%rbx), %rsi
	adcq	224(%rbx), %rdi
	adcq	232(%rbx), %r8
	movq	%rax, 1328(%rsp)
	movq	%rcx, 1336(%rsp)
	movq	%rdx, 1344(%rsp)
	movq	%rsi, 1352(%rsp)
	movq	%rdi, 1360(%rsp)
	movq	%r8, 1368(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	240(%rbx), %rax
	adcq	248(%rbx), %rcx
	adcq	256(%rbx), %rdx
	adcq	264(%rbx), %rsi
	adcq	272(%rbx), %rdi
	adcq	280(%rbx), %r8
	movq	%rax, 1376(%rsp)
	movq	%rcx, 1384(%rsp)
	movq	%rdx, 1392(%rsp)
	movq	%rsi, 1400(%rsp)
	movq	%rdi, 1408(%rsp)
	movq	%r8, 1416(%rsp)
	movq	288(%rbx), %rax
	movq	296(%rbx), %rcx
	movq	304(%rbx), %rdx
	movq	312(%rbx), %rsi
	movq	320(%rbx), %rdi
	movq	328(%rbx), %r8
	addq	480(%rbx), %rax
	adcq	488(%rbx), %rcx
	adcq	496(%rbx), %rdx
	adcq	504(%rbx), %rsi
	adcq	512(%rbx), %rdi
	adcq	520(%rbx), %r8
	movq	%rax, 1424(%rsp)
	movq	%rcx, 1432(%rsp)
	movq	%rdx, 1440(%rsp)
	movq	%rsi, 1448(%rsp)
	movq	%rdi, 1456(%rsp)
	movq	%r8, 1464(%rsp)
	movq	336(%rbx), %rax
	movq	344(%rbx), %rcx
	movq	352(%rbx), %rdx
	movq	360(%rbx), %rsi
	movq	368(%rbx), %rdi
	movq	376(%rbx), %r8
	addq	528(%rbx), %rax
	adcq	536(%rbx), %rcx
	adcq	544(%rbx), %rdx
	adcq	552(%rbx), %rsi
	adcq	560(%rbx), %rdi
	adcq	568(%rbx), %r8
	movq	%rax, 1472(%rsp)
	movq	%rcx, 1480(%rsp)
	movq	%rdx, 1488(%rsp)
	movq	%rsi, 1496(%rsp)
	movq	%rdi, 1504(%rsp)
	movq	%r8, 1512(%rsp)
	leaq	1520(%rsp), %rdi
	leaq	1328(%rsp), %rsi
	leaq	1424(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	96(%rbx), %rax
	adcq	104(%rbx), %rcx
	adcq	112(%rbx), %rdx
	adcq	120(%rbx), %rsi
	adcq	128(%rbx), %rdi
	adcq	136(%rbx), %r8
	movq	%rax, 1712(%rsp)
	movq	%rcx, 1720(%rsp)
	movq	%rdx, 1728(%rsp)
	movq	%rsi, 1736(%rsp)
	movq	%rdi, 1744(%rsp)
	movq	%r8, 1752(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	144(%rbx), %rax
	adcq	152(%rbx), %rcx
	adcq	160(%rbx), %rdx
	adcq	168(%rbx), %rsi
	adcq	176(%rbx), %rdi
	adcq	184(%rbx), %r8
	movq	%rax, 1760(%rsp)
	movq	%rcx, 1768(%rsp)
	movq	%rdx, 1776(%rsp)
	movq	%rsi, 1784(%rsp)
	movq	%rdi, 1792(%rsp)
	movq	%r8, 1800(%rsp)
	movq	288(%rbx), %rax
	movq	296(%rbx), %rcx
	movq	304(%rbx), %rdx
	movq	312(%rbx), %rsi
	movq	320(%rbx), %rdi
	movq	328(%rbx), %r8
	addq	384(%rbx), %rax
	adcq	392(%rbx), %rcx
	adcq	400(%rbx), %rdx
	adcq	408(%rbx), %rsi
	adcq	416(%rbx), %rdi
	adcq	424(%rbx), %r8
	movq	%rax, 1808(%rsp)
	movq	%rcx, 1816(%rsp)
	movq	%rdx, 1824(%rsp)
	movq	%rsi, 1832(%rsp)
	movq	%rdi, 1840(%rsp)
	movq	%r8, 1848(%rsp)
	movq	336(%rbx), %rax
	movq	344(%rbx), %rcx
	movq	352(%rbx), %rdx
	movq	360(%rbx), %rsi
	movq	368(%rbx), %rdi
	movq	376(%rbx), %r8
	addq	432(%rbx), %rax
	adcq	440(%rbx), %rcx
	adcq	448(%rbx), %rdx
	adcq	456(%rbx), %rsi
	adcq	464(%rbx), %rdi
	adcq	472(%rbx), %r8
	movq	%rax, 1856(%rsp)
	movq	%rcx, 1864(%rsp)
	movq	%rdx, 1872(%rsp)
	movq	%rsi, 1880(%rsp)
	movq	%rdi, 1888(%rsp)
	movq	%r8, 1896(%rsp)
	leaq	1904(%rsp), %rdi
	leaq	1712(%rsp), %rsi
	leaq	1808(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	368(%rsp), %rax
	movq	376(%rsp), %rcx
	movq	384(%rsp), %rdx
	movq	392(%rsp), %rsi
	movq	400(%rsp), %rdi
	movq	408(%rsp), %r8
	movq	416(%rsp), %r9
	movq	424(%rsp), %r10
	movq	432(%rsp), %r11
	movq	440(%rsp), %r12
	movq	448(%rsp), %r13
	movq	456(%rsp), %r14
	addq	1136(%rsp), %rax
	adcq	1144(%rsp), %rcx
	adcq	1152(%rsp), %rdx
	adcq	1160(%rsp), %rsi
	adcq	1168(%rsp), %rdi
	adcq	1176(%rsp), %r8
	adcq	1184(%rsp), %r9
	adcq	1192(%rsp), %r10
	adcq	1200(%rsp), %r11
	adcq	1208(%rsp), %r12
	adcq	1216(%rsp), %r13
	adcq	1224(%rsp), %r14
	addq	656(%rsp), %rax
	adcq	664(%rsp), %rcx
	adcq	672(%rsp), %rdx
	adcq	680(%rsp), %rsi
	adcq	688(%rsp), %rdi
	adcq	696(%rsp), %r8
	adcq	704(%rsp), %r9
	adcq	712(%rsp), %r10
	adcq	720(%rsp), %r11
	adcq	728(%rsp), %r12
	adcq	736(%rsp), %r13
	adcq	744(%rsp), %r14
	addq	848(%rsp), %rax
	adcq	856(%rsp), %rcx
	adcq	864(%rsp), %rdx
	adcq	872(%rsp), %rsi
	adcq	880(%rsp), %rdi
	adcq	888(%rsp), %r8
	adcq	896(%rsp), %r9
	adcq	904(%rsp), %r10
	adcq	912(%rsp), %r11
	adcq	920(%rsp), %r12
	adcq	928(%rsp), %r13
	adcq	936(%rsp), %r14
	subq	560(%rsp), %rax
	sbbq	568(%rsp), %rcx
	sbbq	576(%rsp), %rdx
	sbbq	584(%rsp), %rsi
	sbbq	592(%rsp), %rdi
	sbbq	600(%rsp), %r8
	sbbq	608(%rsp), %r9
	sbbq	616(%rsp), %r10
	sbbq	624(%rsp), %r11
	sbbq	632(%rsp), %r12
	sbbq	640(%rsp), %r13
	sbbq	648(%rsp), %r14
	subq	752(%rsp), %rax
	sbbq	760(%rsp), %rcx
	sbbq	768(%rsp), %rdx
	sbbq	776(%rsp), %rsi
	sbbq	784(%rsp), %rdi
	sbbq	792(%rsp), %r8
	sbbq	800(%rsp), %r9
	sbbq	808(%rsp), %r10
	sbbq	816(%rsp), %r11
	sbbq	824(%rsp), %r12
	sbbq	832(%rsp), %r13
	sbbq	840(%rsp), %r14
	subq	1232(%rsp), %rax
	sbbq	1240(%rsp), %rcx
	sbbq	1248(%rsp), %rdx
	sbbq	1256(%rsp), %rsi
	sbbq	1264(%rsp), %rdi
	sbbq	1272(%rsp), %r8
	sbbq	1280(%rsp), %r9
	sbbq	1288(%rsp), %r10
	sbbq	1296(%rsp), %r11
	sbbq	1304(%rsp), %r12
	sbbq	1312(%rsp), %r13
	sbbq	1320(%rsp), %r14
	movq	%rax, 2096(%rsp)
	movq	%rcx, 2104(%rsp)
	movq	%rdx, 2112(%rsp)
	movq	%rsi, 2120(%rsp)
	movq	%rdi, 2128(%rsp)
	movq	%r8, 2136(%rsp)
	movq	%r9, 2144(%rsp)
	movq	%r10, 2152(%rsp)
	movq	%r11, 2160(%rsp)
	movq	%r12, 2168(%rsp)
	movq	%r13, 2176(%rsp)
	movq	%r14, 2184(%rsp)
	movq	464(%rsp), %rax
	movq	472(%rsp), %rcx
	movq	480(%rsp), %rdx
	movq	488(%rsp), %rsi
	movq	496(%rsp), %rdi
	movq	504(%rsp), %r8
	movq	512(%rsp), %r9
	movq	520(%rsp), %r10
	movq	528(%rsp), %r11
	movq	536(%rsp), %r12
	movq	544(%rsp), %r13
	movq	552(%rsp), %r14
	addq	1136(%rsp), %rax
	adcq	1144(%rsp), %rcx
	adcq	1152(%rsp), %rdx
	adcq	1160(%rsp), %rsi
	adcq	1168(%rsp), %rdi
	adcq	1176(%rsp), %r8
	adcq	1184(%rsp), %r9
	adcq	1192(%rsp), %r10
	adcq	1200(%rsp), %r11
	adcq	1208(%rsp), %r12
	adcq	1216(%rsp), %r13
	adcq	1224(%rsp), %r14
	addq	1232(%rsp), %rax
	adcq	1240(%rsp), %rcx
	adcq	1248(%rsp), %rdx
	adcq	1256(%rsp), %rsi
	adcq	1264(%rsp), %rdi
	adcq	1272(%rsp), %r8
	adcq	1280(%rsp), %r9
	adcq	1288(%rsp), %r10
	adcq	1296(%rsp), %r11
	adcq	1304(%rsp), %r12
	adcq	1312(%rsp), %r13
	adcq	1320(%rsp), %r14
	subq	560(%rsp), %rax
	sbbq	568(%rsp), %rcx
	sbbq	576(%rsp), %rdx
	sbbq	584(%rsp), %rsi
	sbbq	592(%rsp), %rdi
	sbbq	600(%rsp), %r8
	sbbq	608(%rsp), %r9
	sbbq	616(%rsp), %r10
	sbbq	624(%rsp), %r11
	sbbq	632(%rsp), %r12
	sbbq	640(%rsp), %r13
	sbbq	648(%rsp), %r14
	subq	752(%rsp), %rax
	sbbq	760(%rsp), %rcx
	sbbq	768(%rsp), %rdx
	sbbq	776(%rsp), %rsi
	sbbq	784(%rsp), %rdi
	sbbq	792(%rsp), %r8
	sbbq	800(%rsp), %r9
	sbbq	808(%rsp), %r10
	sbbq	816(%rsp), %r11
	sbbq	824(%rsp), %r12
	sbbq	832(%rsp), %r13
	sbbq	840(%rsp), %r14
	subq	656(%rsp), %rax
	sbbq	664(%rsp), %rcx
	sbbq	672(%rsp), %rdx
	sbbq	680(%rsp), %rsi
	sbbq	688(%rsp), %rdi
	sbbq	696(%rsp), %r8
	sbbq	704(%rsp), %r9
	sbbq	712(%rsp), %r10
	sbbq	720(%rsp), %r11
	sbbq	728(%rsp), %r12
	sbbq	736(%rsp), %r13
	sbbq	744(%rsp), %r14
	subq	848(%rsp), %rax
	sbbq	856(%rsp), %rcx
	sbbq	864(%rsp), %rdx
	sbbq	872(%rsp), %rsi
	sbbq	880(%rsp), %rdi
	sbbq	888(%rsp), %r8
	sbbq	896(%rsp), %r9
	sbbq	904(%rsp), %r10
	sbbq	912(%rsp), %r11
	sbbq	920(%rsp), %r12
	sbbq	928(%rsp), %r13
	sbbq	936(%rsp), %r14
	movq	%rax, 2192(%rsp)
	movq	%rcx, 2200(%rsp)
	movq	%rdx, 2208(%rsp)
	movq	%rsi, 2216(%rsp)
	movq	%rdi, 2224(%rsp)
	movq	%r8, 2232(%rsp)
	movq	%r9, 2240(%rsp)
	movq	%r10, 2248(%rsp)
	movq	%r11, 2256(%rsp)
	movq	%r12, 2264(%rsp)
	movq	%r13, 2272(%rsp)
	movq	%r14, 2280(%rsp)
	movq	1904(%rsp), %rax
	movq	1912(%rsp), %rcx
	movq	1920(%rsp), %rdx
	movq	1928(%rsp), %rsi
	movq	1936(%rsp), %rdi
	movq	1944(%rsp), %r8
	movq	1952(%rsp), %r9
	movq	1960(%rsp), %r10
	movq	1968(%rsp), %r11
	movq	1976(%rsp), %r12
	movq	1984(%rsp), %r13
	movq	1992(%rsp), %r14
	addq	752(%rsp), %rax
	adcq	760(%rsp), %rcx
	adcq	768(%rsp), %rdx
	adcq	776(%rsp), %rsi
	adcq	784(%rsp), %rdi
	adcq	792(%rsp), %r8
	adcq	800(%rsp), %r9
	adcq	808(%rsp), %r10
	adcq	816(%rsp), %r11
	adcq	824(%rsp), %r12
	adcq	832(%rsp), %r13
	adcq	840(%rsp), %r14
	subq	368(%rsp), %rax
	sbbq	376(%rsp), %rcx
	sbbq	384(%rsp), %rdx
	sbbq	392(%rsp), %rsi
	sbbq	400(%rsp), %rdi
	sbbq	408(%rsp), %r8
	sbbq	416(%rsp), %r9
	sbbq	424(%rsp), %r10
	sbbq	432(%rsp), %r11
	sbbq	440(%rsp), %r12
	sbbq	448(%rsp), %r13
	sbbq	456(%rsp), %r14
	subq	560(%rsp), %rax
	sbbq	568(%rsp), %rcx
	sbbq	576(%rsp), %rdx
	sbbq	584(%rsp), %rsi
	sbbq	592(%rsp), %rdi
	sbbq	600(%rsp), %r8
	sbbq	608(%rsp), %r9
	sbbq	616(%rsp), %r10
	sbbq	624(%rsp), %r11
	sbbq	632(%rsp), %r12
	sbbq	640(%rsp), %r13
	sbbq	648(%rsp), %r14
	subq	848(%rsp), %rax
	sbbq	856(%rsp), %rcx
	sbbq	864(%rsp), %rdx
	sbbq	872(%rsp), %rsi
	sbbq	880(%rsp), %rdi
	sbbq	888(%rsp), %r8
	sbbq	896(%rsp), %r9
	sbbq	904(%rsp), %r10
	sbbq	912(%rsp), %r11
	sbbq	920(%rsp), %r12
	sbbq	928(%rsp), %r13
	sbbq	936(%rsp), %r14
	movq	%rax, 2288(%rsp)
	movq	%rcx, 2296(%rsp)
	movq	%rdx, 2304(%rsp)
	movq	%rsi, 2312(%rsp)
	movq	%rdi, 2320(%rsp)
	movq	%r8, 2328(%rsp)
	movq	%r9, 2336(%rsp)
	movq	%r10, 2344(%rsp)
	movq	%r11, 2352(%rsp)
	movq	%r12, 2360(%rsp)
	movq	%r13, 2368(%rsp)
	movq	%r14, 2376(%rsp)
	movq	2000(%rsp), %rax
	movq	2008(%rsp), %rcx
	movq	2016(%rsp), %rdx
	movq	2024(%rsp), %rsi
	movq	2032(%rsp), %rdi
	movq	2040(%rsp), %r8
	movq	2048(%rsp), %r9
	movq	2056(%rsp), %r10
	movq	2064(%rsp), %r11
	movq	2072(%rsp), %r12
	movq	2080(%rsp), %r13
	movq	2088(%rsp), %r14
	addq	752(%rsp), %rax
	adcq	760(%rsp), %rcx
	adcq	768(%rsp), %rdx
	adcq	776(%rsp), %rsi
	adcq	784(%rsp), %rdi
	adcq	792(%rsp), %r8
	adcq	800(%rsp), %r9
	adcq	808(%rsp), %r10
	adcq	816(%rsp), %r11
	adcq	824(%rsp), %r12
	adcq	832(%rsp), %r13
	adcq	840(%rsp), %r14
	addq	848(%rsp), %rax
	adcq	856(%rsp), %rcx
	adcq	864(%rsp), %rdx
	adcq	872(%rsp), %rsi
	adcq	880(%rsp), %rdi
	adcq	888(%rsp), %r8
	adcq	896(%rsp), %r9
	adcq	904(%rsp), %r10
	adcq	912(%rsp), %r11
	adcq	920(%rsp), %r12
	adcq	928(%rsp), %r13
	adcq	936(%rsp), %r14
	subq	464(%rsp), %rax
	sbbq	472(%rsp), %rcx
	sbbq	480(%rsp), %rdx
	sbbq	488(%rsp), %rsi
	sbbq	496(%rsp), %rdi
	sbbq	504(%rsp), %r8
	sbbq	512(%rsp), %r9
	sbbq	520(%rsp), %r10
	sbbq	528(%rsp), %r11
	sbbq	536(%rsp), %r12
	sbbq	544(%rsp), %r13
	sbbq	552(%rsp), %r14
	subq	656(%rsp), %rax
	sbbq	664(%rsp), %rcx
	sbbq	672(%rsp), %rdx
	sbbq	680(%rsp), %rsi
	sbbq	688(%rsp), %rdi
	sbbq	696(%rsp), %r8
	sbbq	704(%rsp), %r9
	sbbq	712(%rsp), %r10
	sbbq	720(%rsp), %r11
	sbbq	728(%rsp), %r12
	sbbq	736(%rsp), %r13
	sbbq	744(%rsp), %r14
	movq	%rax, 2384(%rsp)
	movq	%rcx, 2392(%rsp)
	movq	%rdx, 2400(%rsp)
	movq	%rsi, 2408(%rsp)
	movq	%rdi, 2416(%rsp)
	movq	%r8, 2424(%rsp)
	movq	%r9, 2432(%rsp)
	movq	%r10, 2440(%rsp)
	movq	%r11, 2448(%rsp)
	movq	%r12, 2456(%rsp)
	movq	%r13, 2464(%rsp)
	movq	%r14, 2472(%rsp)
	movq	1520(%rsp), %rax
	movq	1528(%rsp), %rcx
	movq	1536(%rsp), %rdx
	movq	1544(%rsp), %rsi
	movq	1552(%rsp), %rdi
	movq	1560(%rsp), %r8
	movq	1568(%rsp), %r9
	movq	1576(%rsp), %r10
	movq	1584(%rsp), %r11
	movq	1592(%rsp), %r12
	movq	1600(%rsp), %r13
	movq	1608(%rsp), %r14
	addq	560(%rsp), %rax
	adcq	568(%rsp), %rcx
	adcq	576(%rsp), %rdx
	adcq	584(%rsp), %rsi
	adcq	592(%rsp), %rdi
	adcq	600(%rsp), %r8
	adcq	608(%rsp), %r9
	adcq	616(%rsp), %r10
	adcq	624(%rsp), %r11
	adcq	632(%rsp), %r12
	adcq	640(%rsp), %r13
	adcq	648(%rsp), %r14
	subq	368(%rsp), %rax
	sbbq	376(%rsp), %rcx
	sbbq	384(%rsp), %rdx
	sbbq	392(%rsp), %rsi
	sbbq	400(%rsp), %rdi
	sbbq	408(%rsp), %r8
	sbbq	416(%rsp), %r9
	sbbq	424(%rsp), %r10
	sbbq	432(%rsp), %r11
	sbbq	440(%rsp), %r12
	sbbq	448(%rsp), %r13
	sbbq	456(%rsp), %r14
	subq	752(%rsp), %rax
	sbbq	760(%rsp), %rcx
	sbbq	768(%rsp), %rdx
	sbbq	776(%rsp), %rsi
	sbbq	784(%rsp), %rdi
	sbbq	792(%rsp), %r8
	sbbq	800(%rsp), %r9
	sbbq	808(%rsp), %r10
	sbbq	816(%rsp), %r11
	sbbq	824(%rsp), %r12
	sbbq	832(%rsp), %r13
	sbbq	840(%rsp), %r14
	movq	%rax, 2480(%rsp)
	movq	%rcx, 2488(%rsp)
	movq	%rdx, 2496(%rsp)
	movq	%rsi, 2504(%rsp)
	movq	%rdi, 2512(%rsp)
	movq	%r8, 2520(%rsp)
	movq	%r9, 2528(%rsp)
	movq	%r10, 2536(%rsp)
	movq	%r11, 2544(%rsp)
	movq	%r12, 2552(%rsp)
	movq	%r13, 2560(%rsp)
	movq	%r14, 2568(%rsp)
	movq	1616(%rsp), %rax
	movq	1624(%rsp), %rcx
	movq	1632(%rsp), %rdx
	movq	1640(%rsp), %rsi
	movq	1648(%rsp), %rdi
	movq	1656(%rsp), %r8
	movq	1664(%rsp), %r9
	movq	1672(%rsp), %r10
	movq	1680(%rsp), %r11
	movq	1688(%rsp), %r12
	movq	1696(%rsp), %r13
	movq	1704(%rsp), %r14
	addq	656(%rsp), %rax
	adcq	664(%rsp), %rcx
	adcq	672(%rsp), %rdx
	adcq	680(%rsp), %rsi
	adcq	688(%rsp), %rdi
	adcq	696(%rsp), %r8
	adcq	704(%rsp), %r9
	adcq	712(%rsp), %r10
	adcq	720(%rsp), %r11
	adcq	728(%rsp), %r12
	adcq	736(%rsp), %r13
	adcq	744(%rsp), %r14
	subq	464(%rsp), %rax
	sbbq	472(%rsp), %rcx
	sbbq	480(%rsp), %rdx
	sbbq	488(%rsp), %rsi
	sbbq	496(%rsp), %rdi
	sbbq	504(%rsp), %r8
	sbbq	512(%rsp), %r9
	sbbq	520(%rsp), %r10
	sbbq	528(%rsp), %r11
	sbbq	536(%rsp), %r12
	sbbq	544(%rsp), %r13
	sbbq	552(%rsp), %r14
	subq	848(%rsp), %rax
	sbbq	856(%rsp), %rcx
	sbbq	864(%rsp), %rdx
	sbbq	872(%rsp), %rsi
	sbbq	880(%rsp), %rdi
	sbbq	888(%rsp), %r8
	sbbq	896(%rsp), %r9
	sbbq	904(%rsp), %r10
	sbbq	912(%rsp), %r11
	sbbq	920(%rsp), %r12
	sbbq	928(%rsp), %r13
	sbbq	936(%rsp), %r14
	movq	%rax, 2576(%rsp)
	movq	%rcx, 2584(%rsp)
	movq	%rdx, 2592(%rsp)
	movq	%rsi, 2600(%rsp)
	movq	%rdi, 2608(%rsp)
	movq	%r8, 2616(%rsp)
	movq	%r9, 2624(%rsp)
	movq	%r10, 2632(%rsp)
	movq	%r11, 2640(%rsp)
	movq	%r12, 2648(%rsp)
	movq	%r13, 2656(%rsp)
	movq	%r14, 2664(%rsp)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	288(%rbx), %rax
	adcq	296(%rbx), %rcx
	adcq	304(%rbx), %rdx
	adcq	312(%rbx), %rsi
	adcq	320(%rbx), %rdi
	adcq	328(%rbx), %r8
	movq	%rax, 2672(%rsp)
	movq	%rcx, 2680(%rsp)
	movq	%rdx, 2688(%rsp)
	movq	%rsi, 2696(%rsp)
	movq	%rdi, 2704(%rsp)
	movq	%r8, 2712(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	336(%rbx), %rax
	adcq	344(%rbx), %rcx
	adcq	352(%rbx), %rdx
	adcq	360(%rbx), %rsi
	adcq	368(%rbx), %rdi
	adcq	376(%rbx), %r8
	movq	%rax, 2720(%rsp)
	movq	%rcx, 2728(%rsp)
	movq	%rdx, 2736(%rsp)
	movq	%rsi, 2744(%rsp)
	movq	%rdi, 2752(%rsp)
	movq	%r8, 2760(%rsp)
	movq	96(%rbx), %rax
	movq	104(%rbx), %rcx
	movq	112(%rbx), %rdx
	movq	120(%rbx), %rsi
	movq	128(%rbx), %rdi
	movq	136(%rbx), %r8
	addq	384(%rbx), %rax
	adcq	392(%rbx), %rcx
	adcq	400(%rbx), %rdx
	adcq	408(%rbx), %rsi
	adcq	416(%rbx), %rdi
	adcq	424(%rbx), %r8
	movq	%rax, 2768(%rsp)
	movq	%rcx, 2776(%rsp)
	movq	%rdx, 2784(%rsp)
	movq	%rsi, 2792(%rsp)
	movq	%rdi, 2800(%rsp)
	movq	%r8, 2808(%rsp)
	movq	144(%rbx), %rax
	movq	152(%rbx), %rcx
	movq	160(%rbx), %rdx
	movq	168(%rbx), %rsi
	movq	176(%rbx), %rdi
	movq	184(%rbx), %r8
	addq	432(%rbx), %rax
	adcq	440(%rbx), %rcx
	adcq	448(%rbx), %rdx
	adcq	456(%rbx), %rsi
	adcq	464(%rbx), %rdi
	adcq	472(%rbx), %r8
	movq	%rax, 2816(%rsp)
	movq	%rcx, 2824(%rsp)
	movq	%rdx, 2832(%rsp)
	movq	%rsi, 2840(%rsp)
	movq	%rdi, 2848(%rsp)
	movq	%r8, 2856(%rsp)
	movq	192(%rbx), %rax
	movq	200(%rbx), %rcx
	movq	208(%rbx), %rdx
	movq	216(%rbx), %rsi
	movq	224(%rbx), %rdi
	movq	232(%rbx), %r8
	addq	480(%rbx), %rax
	adcq	488(%rbx), %rcx
	adcq	496(%rbx), %rdx
	adcq	504(%rbx), %rsi
	adcq	512(%rbx), %rdi
	adcq	520(%rbx), %r8
	movq	%rax, 2864(%rsp)
	movq	%rcx, 2872(%rsp)
	movq	%rdx, 2880(%rsp)
	movq	%rsi, 2888(%rsp)
	movq	%rdi, 2896(%rsp)
	movq	%r8, 2904(%rsp)
	movq	240(%rbx), %rax
	movq	248(%rbx), %rcx
	movq	256(%rbx), %rdx
	movq	264(%rbx), %rsi
	movq	272(%rbx), %rdi
	movq	280(%rbx), %r8
	addq	528(%rbx), %rax
	adcq	536(%rbx), %rcx
	adcq	544(%rbx), %rdx
	adcq	552(%rbx), %rsi
	adcq	560(%rbx), %rdi
	adcq	568(%rbx), %r8
	movq	%rax, 2912(%rsp)
	movq	%rcx, 2920(%rsp)
	movq	%rdx, 2928(%rsp)
	movq	%rsi, 2936(%rsp)
	movq	%rdi, 2944(%rsp)
	movq	%r8, 2952(%rsp)
	movq	480(%rbx), %rax
	movq	488(%rbx), %rcx
	movq	496(%rbx), %rdx
	movq	504(%rbx), %rsi
	movq	512(%rbx), %rdi
	movq	520(%rbx), %r8
	subq	528(%rbx), %rax
	sbbq	536(%rbx), %rcx
	sbbq	544(%rbx), %rdx
	sbbq	552(%rbx), %rsi
	sbbq	560(%rbx), %rdi
	sbbq	568(%rbx), %r8
	addq	LOCAL(kp)+48(%rip), %rax
	adcq	LOCAL(kp)+56(%rip), %rcx
	adcq	LOCAL(kp)+64(%rip), %rdx
	adcq	LOCAL(kp)+72(%rip), %rsi
	adcq	LOCAL(kp)+80(%rip), %rdi
	adcq	LOCAL(kp)+88(%rip), %r8
	movq	%rax, 2960(%rsp)
	movq	%rcx, 2968(%rsp)
	movq	%rdx, 2976(%rsp)
	movq	%rsi, 2984(%rsp)
	movq	%rdi, 2992(%rsp)
	movq	%r8, 3000(%rsp)
	movq	480(%rbx), %rax
	movq	488(%rbx), %rcx
	movq	496(%rbx), %rdx
	movq	504(%rbx), %rsi
	movq	512(%rbx), %rdi
	movq	520(%rbx), %r8
	addq	528(%rbx), %rax
	adcq	536(%rbx), %rcx
	adcq	544(%rbx), %rdx
	adcq	552(%rbx), %rsi
	adcq	560(%rbx), %rdi
	adcq	568(%rbx), %r8
	movq	%rax, 3008(%rsp)
	movq	%rcx, 3016(%rsp)
	movq	%rdx, 3024(%rsp)
	movq	%rsi, 3032(%rsp)
	movq	%rdi, 3040(%rsp)
	movq	%r8, 3048(%rsp)
	movq	2960(%rsp), %rax
	movq	2968(%rsp), %rcx
	movq	2976(%rsp), %rdx
	movq	2984(%rsp), %rsi
	movq	2992(%rsp), %rdi
	movq	3000(%rsp), %r8
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
	movq	%r9, 2960(%rsp)
	movq	%r10, 2968(%rsp)
	movq	%r11, 2976(%rsp)
	movq	%r12, 2984(%rsp)
	movq	%r13, 2992(%rsp)
	movq	%r14, 3000(%rsp)
	movq	3008(%rsp), %rax
	movq	3016(%rsp), %rcx
	movq	3024(%rsp), %rdx
	movq	3032(%rsp), %rsi
	movq	3040(%rsp), %rdi
	movq	3048(%rsp), %r8
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
	movq	%r9, 3008(%rsp)
	movq	%r10, 3016(%rsp)
	movq	%r11, 3024(%rsp)
	movq	%r12, 3032(%rsp)
	movq	%r13, 3040(%rsp)
	movq	%r14, 3048(%rsp)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	2960(%rsp), %rax
	adcq	2968(%rsp), %rcx
	adcq	2976(%rsp), %rdx
	adcq	2984(%rsp), %rsi
	adcq	2992(%rsp), %rdi
	adcq	3000(%rsp), %r8
	movq	%rax, 3056(%rsp)
	movq	%rcx, 3064(%rsp)
	movq	%rdx, 3072(%rsp)
	movq	%rsi, 3080(%rsp)
	movq	%rdi, 3088(%rsp)
	movq	%r8, 3096(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	3008(%rsp), %rax
	adcq	3016(%rsp), %rcx
	adcq	3024(%rsp), %rdx
	adcq	3032(%rsp), %rsi
	adcq	3040(%rsp), %rdi
	adcq	3048(%rsp), %r8
	movq	%rax, 3104(%rsp)
	movq	%rcx, 3112(%rsp)
	movq	%rdx, 3120(%rsp)
	movq	%rsi, 3128(%rsp)
	movq	%rdi, 3136(%rsp)
	movq	%r8, 3144(%rsp)
	movq	96(%rbx), %rax
	movq	104(%rbx), %rcx
	movq	112(%rbx), %rdx
	movq	120(%rbx), %rsi
	movq	128(%rbx), %rdi
	movq	136(%rbx), %r8
	addq	288(%rbx), %rax
	adcq	296(%rbx), %rcx
	adcq	304(%rbx), %rdx
	adcq	312(%rbx), %rsi
	adcq	320(%rbx), %rdi
	adcq	328(%rbx), %r8
	movq	%rax, 3152(%rsp)
	movq	%rcx, 3160(%rsp)
	movq	%rdx, 3168(%rsp)
	movq	%rsi, 3176(%rsp)
	movq	%rdi, 3184(%rsp)
	movq	%r8, 3192(%rsp)
	movq	144(%rbx), %rax
	movq	152(%rbx), %rcx
	movq	160(%rbx), %rdx
	movq	168(%rbx), %rsi
	movq	176(%rbx), %rdi
	movq	184(%rbx), %r8
	addq	336(%rbx), %rax
	adcq	344(%rbx), %rcx
	adcq	352(%rbx), %rdx
	adcq	360(%rbx), %rsi
	adcq	368(%rbx), %rdi
	adcq	376(%rbx), %r8
	movq	%rax, 3200(%rsp)
	movq	%rcx, 3208(%rsp)
	movq	%rdx, 3216(%rsp)
	movq	%rsi, 3224(%rsp)
	movq	%rdi, 3232(%rsp)
	movq	%r8, 3240(%rsp)
	movq	192(%rbx), %rax
	movq	200(%rbx), %rcx
	movq	208(%rbx), %rdx
	movq	216(%rbx), %rsi
	movq	224(%rbx), %rdi
	movq	232(%rbx), %r8
	addq	384(%rbx), %rax
	adcq	392(%rbx), %rcx
	adcq	400(%rbx), %rdx
	adcq	408(%rbx), %rsi
	adcq	416(%rbx), %rdi
	adcq	424(%rbx), %r8
	movq	%rax, 3248(%rsp)
	movq	%rcx, 3256(%rsp)
	movq	%rdx, 3264(%rsp)
	movq	%rsi, 3272(%rsp)
	movq	%rdi, 3280(%rsp)
	movq	%r8, 3288(%rsp)
	movq	240(%rbx), %rax
	movq	248(%rbx), %rcx
	movq	256(%rbx), %rdx
	movq	264(%rbx), %rsi
	movq	272(%rbx), %rdi
	movq	280(%rbx), %r8
	addq	432(%rbx), %rax
	adcq	440(%rbx), %rcx
	adcq	448(%rbx), %rdx
	adcq	456(%rbx), %rsi
	adcq	464(%rbx), %rdi
	adcq	472(%rbx), %r8
	movq	%rax, 3296(%rsp)
	movq	%rcx, 3304(%rsp)
	movq	%rdx, 3312(%rsp)
	movq	%rsi, 3320(%rsp)
	movq	%rdi, 3328(%rsp)
	movq	%r8, 3336(%rsp)
	leaq	3344(%rsp), %rdi
	leaq	2672(%rsp), %rsi
	leaq	3056(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	3536(%rsp), %rdi
	leaq	2768(%rsp), %rsi
	leaq	3152(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	3728(%rsp), %rdi
	leaq	2864(%rsp), %rsi
	leaq	3248(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	2768(%rsp), %rax
	movq	2776(%rsp), %rcx
	movq	2784(%rsp), %rdx
	movq	2792(%rsp), %rsi
	movq	2800(%rsp), %rdi
	movq	2808(%rsp), %r8
	addq	2864(%rsp), %rax
	adcq	2872(%rsp), %rcx
	adcq	2880(%rsp), %rdx
	adcq	2888(%rsp), %rsi
	adcq	2896(%rsp), %rdi
	adcq	2904(%rsp), %r8
	movq	%rax, 3920(%rsp)
	movq	%rcx, 3928(%rsp)
	movq	%rdx, 3936(%rsp)
	movq	%rsi, 3944(%rsp)
	movq	%rdi, 3952(%rsp)
	movq	%r8, 3960(%rsp)
	movq	2816(%rsp), %rax
	movq	2824(%rsp), %rcx
	movq	2832(%rsp), %rdx
	movq	2840(%rsp), %rsi
	movq	2848(%rsp), %rdi
	movq	2856(%rsp), %r8
	addq	2912(%rsp), %rax
	adcq	2920(%rsp), %rcx
	adcq	2928(%rsp), %rdx
	adcq	2936(%rsp), %rsi
	adcq	2944(%rsp), %rdi
	adcq	2952(%rsp), %r8
	movq	%rax, 3968(%rsp)
	movq	%rcx, 3976(%rsp)
	movq	%rdx, 3984(%rsp)
	movq	%rsi, 3992(%rsp)
	movq	%rdi, 4000(%rsp)
	movq	%r8, 4008(%rsp)
	movq	3152(%rsp), %rax
	movq	3160(%rsp), %rcx
	movq	3168(%rsp), %rdx
	movq	3176(%rsp), %rsi
	movq	3184(%rsp), %rdi
	movq	3192(%rsp), %r8
	addq	3248(%rsp), %rax
	adcq	3256(%rsp), %rcx
	adcq	3264(%rsp), %rdx
	adcq	3272(%rsp), %rsi
	adcq	3280(%rsp), %rdi
	adcq	3288(%rsp), %r8
	movq	%rax, 4016(%rsp)
	movq	%rcx, 4024(%rsp)
	movq	%rdx, 4032(%rsp)
	movq	%rsi, 4040(%rsp)
	movq	%rdi, 4048(%rsp)
	movq	%r8, 4056(%rsp)
	movq	3200(%rsp), %rax
	movq	3208(%rsp), %rcx
	movq	3216(%rsp), %rdx
	movq	3224(%rsp), %rsi
	movq	3232(%rsp), %rdi
	movq	3240(%rsp), %r8
	addq	3296(%rsp), %rax
	adcq	3304(%rsp), %rcx
	adcq	3312(%rsp), %rdx
	adcq	3320(%rsp), %rsi
	adcq	3328(%rsp), %rdi
	adcq	3336(%rsp), %r8
	movq	%rax, 4064(%rsp)
	movq	%rcx, 4072(%rsp)
	movq	%rdx, 4080(%rsp)
	movq	%rsi, 4088(%rsp)
	movq	%rdi, 4096(%rsp)
	movq	%r8, 4104(%rsp)
	leaq	4112(%rsp), %rdi
	leaq	3920(%rsp), %rsi
	leaq	4016(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	2672(%rsp), %rax
	movq	2680(%rsp), %rcx
	movq	2688(%rsp), %rdx
	movq	2696(%rsp), %rsi
	movq	2704(%rsp), %rdi
	movq	2712(%rsp), %r8
	addq	2864(%rsp), %rax
	adcq	2872(%rsp), %rcx
	adcq	2880(%rsp), %rdx
	adcq	2888(%rsp), %rsi
	adcq	2896(%rsp), %rdi
	adcq	2904(%rsp), %r8
	movq	%rax, 4304(%rsp)
	movq	%rcx, 4312(%rsp)
	movq	%rdx, 4320(%rsp)
	movq	%rsi, 4328(%rsp)
	movq	%rdi, 4336(%rsp)
	movq	%r8, 4344(%rsp)
	movq	2720(%rsp), %rax
	movq	2728(%rsp), %rcx
	movq	2736(%rsp), %rdx
	movq	2744(%rsp), %rsi
	movq	2752(%rsp), %rdi
	movq	2760(%rsp), %r8
	addq	2912(%rsp), %rax
	adcq	2920(%rsp), %rcx
	adcq	2928(%rsp), %rdx
	adcq	2936(%rsp), %rsi
	adcq	2944(%rsp), %rdi
	adcq	2952(%rsp), %r8
	movq	%rax, 4352(%rsp)
	movq	%rcx, 4360(%rsp)
	movq	%rdx, 4368(%rsp)
	movq	%rsi, 4376(%rsp)
	movq	%rdi, 4384(%rsp)
	movq	%r8, 4392(%rsp)
	movq	3056(%rsp), %rax
	movq	3064(%rsp), %rcx
	movq	3072(%rsp), %rdx
	movq	3080(%rsp), %rsi
	movq	3088(%rsp), %rdi
	movq	3096(%rsp), %r8
	addq	3248(%rsp), %rax
	adcq	3256(%rsp), %rcx
	adcq	3264(%rsp), %rdx
	adcq	3272(%rsp), %rsi
	adcq	3280(%rsp), %rdi
	adcq	3288(%rsp), %r8
	movq	%rax, 4400(%rsp)
	movq	%rcx, 4408(%rsp)
	movq	%rdx, 4416(%rsp)
	movq	%rsi, 4424(%rsp)
	movq	%rdi, 4432(%rsp)
	movq	%r8, 4440(%rsp)
	movq	3104(%rsp), %rax
	movq	3112(%rsp), %rcx
	movq	3120(%rsp), %rdx
	movq	3128(%rsp), %rsi
	movq	3136(%rsp), %rdi
	movq	3144(%rsp), %r8
	addq	3296(%rsp), %rax
	adcq	3304(%rsp), %rcx
	adcq	3312(%rsp), %rdx
	adcq	3320(%rsp), %rsi
	adcq	3328(%rsp), %rdi
	adcq	3336(%rsp), %r8
	movq	%rax, 4448(%rsp)
	movq	%rcx, 4456(%rsp)
	movq	%rdx, 4464(%rsp)
	movq	%rsi, 4472(%rsp)
	movq	%rdi, 4480(%rsp)
	movq	%r8, 4488(%rsp)
	leaq	4496(%rsp), %rdi
	leaq	4304(%rsp), %rsi
	leaq	4400(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	2672(%rsp), %rax
	movq	2680(%rsp), %rcx
	movq	2688(%rsp), %rdx
	movq	2696(%rsp), %rsi
	movq	2704(%rsp), %rdi
	movq	2712(%rsp), %r8
	addq	2768(%rsp), %rax
	adcq	2776(%rsp), %rcx
	adcq	2784(%rsp), %rdx
	adcq	2792(%rsp), %rsi
	adcq	2800(%rsp), %rdi
	adcq	2808(%rsp), %r8
	movq	%rax, 4688(%rsp)
	movq	%rcx, 4696(%rsp)
	movq	%rdx, 4704(%rsp)
	movq	%rsi, 4712(%rsp)
	movq	%rdi, 4720(%rsp)
	movq	%r8, 4728(%rsp)
	movq	2720(%rsp), %rax
	movq	2728(%rsp), %rcx
	movq	2736(%rsp), %rdx
	movq	2744(%rsp), %rsi
	movq	2752(%rsp), %rdi
	movq	2760(%rsp), %r8
	addq	2816(%rsp), %rax
	adcq	2824(%rsp), %rcx
	adcq	2832(%rsp), %rdx
	adcq	2840(%rsp), %rsi
	adcq	2848(%rsp), %rdi
	adcq	2856(%rsp), %r8
	movq	%rax, 4736(%rsp)
	movq	%rcx, 4744(%rsp)
	movq	%rdx, 4752(%rsp)
	movq	%rsi, 4760(%rsp)
	movq	%rdi, 4768(%rsp)
	movq	%r8, 4776(%rsp)
	movq	3056(%rsp), %rax
	movq	3064(%rsp), %rcx
	movq	3072(%rsp), %rdx
	movq	3080(%rsp), %rsi
	movq	3088(%rsp), %rdi
	movq	3096(%rsp), %r8
	addq	3152(%rsp), %rax
	adcq	3160(%rsp), %rcx
	adcq	3168(%rsp), %rdx
	adcq	3176(%rsp), %rsi
	adcq	3184(%rsp), %rdi
	adcq	3192(%rsp), %r8
	movq	%rax, 4784(%rsp)
	movq	%rcx, 4792(%rsp)
	movq	%rdx, 4800(%rsp)
	movq	%rsi, 4808(%rsp)
	movq	%rdi, 4816(%rsp)
	movq	%r8, 4824(%rsp)
	movq	3104(%rsp), %rax
	movq	3112(%rsp), %rcx
	movq	3120(%rsp), %rdx
	movq	3128(%rsp), %rsi
	movq	3136(%rsp), %rdi
	movq	3144(%rsp), %r8
	addq	3200(%rsp), %rax
	adcq	3208(%rsp), %rcx
	adcq	3216(%rsp), %rdx
	adcq	3224(%rsp), %rsi
	adcq	3232(%rsp), %rdi
	adcq	3240(%rsp), %r8
	movq	%rax, 4832(%rsp)
	movq	%rcx, 4840(%rsp)
	movq	%rdx, 4848(%rsp)
	movq	%rsi, 4856(%rsp)
	movq	%rdi, 4864(%rsp)
	movq	%r8, 4872(%rsp)
	leaq	4880(%rsp), %rdi
	leaq	4688(%rsp), %rsi
	leaq	4784(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	3344(%rsp), %rax
	movq	3352(%rsp), %rcx
	movq	3360(%rsp), %rdx
	movq	3368(%rsp), %rsi
	movq	3376(%rsp), %rdi
	movq	3384(%rsp), %r8
	movq	3392(%rsp), %r9
	movq	3400(%rsp), %r10
	movq	3408(%rsp), %r11
	movq	3416(%rsp), %r12
	movq	3424(%rsp), %r13
	movq	3432(%rsp), %r14
	addq	4112(%rsp), %rax
	adcq	4120(%rsp), %rcx
	adcq	4128(%rsp), %rdx
	adcq	4136(%rsp), %rsi
	adcq	4144(%rsp), %rdi
	adcq	4152(%rsp), %r8
	adcq	4160(%rsp), %r9
	adcq	4168(%rsp), %r10
	adcq	4176(%rsp), %r11
	adcq	4184(%rsp), %r12
	adcq	4192(%rsp), %r13
	adcq	4200(%rsp), %r14
	addq	3632(%rsp), %rax
	adcq	3640(%rsp), %rcx
	adcq	3648(%rsp), %rdx
	adcq	3656(%rsp), %rsi
	adcq	3664(%rsp), %rdi
	adcq	3672(%rsp), %r8
	adcq	3680(%rsp), %r9
	adcq	3688(%rsp), %r10
	adcq	3696(%rsp), %r11
	adcq	3704(%rsp), %r12
	adcq	3712(%rsp), %r13
	adcq	3720(%rsp), %r14
	addq	3824(%rsp), %rax
	adcq	3832(%rsp), %rcx
	adcq	3840(%rsp), %rdx
	adcq	3848(%rsp), %rsi
	adcq	3856(%rsp), %rdi
	adcq	3864(%rsp), %r8
	adcq	3872(%rsp), %r9
	adcq	3880(%rsp), %r10
	adcq	3888(%rsp), %r11
	adcq	3896(%rsp), %r12
	adcq	3904(%rsp), %r13
	adcq	3912(%rsp), %r14
	addq	2576(%rsp), %rax
	adcq	2584(%rsp), %rcx
	adcq	2592(%rsp), %rdx
	adcq	2600(%rsp), %rsi
	adcq	2608(%rsp), %rdi
	adcq	2616(%rsp), %r8
	adcq	2624(%rsp), %r9
	adcq	2632(%rsp), %r10
	adcq	2640(%rsp), %r11
	adcq	2648(%rsp), %r12
	adcq	2656(%rsp), %r13
	adcq	2664(%rsp), %r14
	subq	3536(%rsp), %rax
	sbbq	3544(%rsp), %rcx
	sbbq	3552(%rsp), %rdx
	sbbq	3560(%rsp), %rsi
	sbbq	3568(%rsp), %rdi
	sbbq	3576(%rsp), %r8
	sbbq	3584(%rsp), %r9
	sbbq	3592(%rsp), %r10
	sbbq	3600(%rsp), %r11
	sbbq	3608(%rsp), %r12
	sbbq	3616(%rsp), %r13
	sbbq	3624(%rsp), %r14
	subq	3728(%rsp), %rax
	sbbq	3736(%rsp), %rcx
	sbbq	3744(%rsp), %rdx
	sbbq	3752(%rsp), %rsi
	sbbq	3760(%rsp), %rdi
	sbbq	3768(%rsp), %r8
	sbbq	3776(%rsp), %r9
	sbbq	3784(%rsp), %r10
	sbbq	3792(%rsp), %r11
	sbbq	3800(%rsp), %r12
	sbbq	3808(%rsp), %r13
	sbbq	3816(%rsp), %r14
	subq	4208(%rsp), %rax
	sbbq	4216(%rsp), %rcx
	sbbq	4224(%rsp), %rdx
	sbbq	4232(%rsp), %rsi
	sbbq	4240(%rsp), %rdi
	sbbq	4248(%rsp), %r8
	sbbq	4256(%rsp), %r9
	sbbq	4264(%rsp), %r10
	sbbq	4272(%rsp), %r11
	sbbq	4280(%rsp), %r12
	sbbq	4288(%rsp), %r13
	sbbq	4296(%rsp), %r14
	subq	2096(%rsp), %rax
	sbbq	2104(%rsp), %rcx
	sbbq	2112(%rsp), %rdx
	sbbq	2120(%rsp), %rsi
	sbbq	2128(%rsp), %rdi
	sbbq	2136(%rsp), %r8
	sbbq	2144(%rsp), %r9
	sbbq	2152(%rsp), %r10
	sbbq	2160(%rsp), %r11
	sbbq	2168(%rsp), %r12
	sbbq	2176(%rsp), %r13
	sbbq	2184(%rsp), %r14
	subq	2480(%rsp), %rax
	sbbq	2488(%rsp), %rcx
	sbbq	2496(%rsp), %rdx
	sbbq	2504(%rsp), %rsi
	sbbq	2512(%rsp), %rdi
	sbbq	2520(%rsp), %r8
	sbbq	2528(%rsp), %r9
	sbbq	2536(%rsp), %r10
	sbbq	2544(%rsp), %r11
	sbbq	2552(%rsp), %r12
	sbbq	2560(%rsp), %r13
	sbbq	2568(%rsp), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 5072(%rsp)
	movq	%rcx, 5080(%rsp)
	movq	%rdx, 5088(%rsp)
	movq	%rsi, 5096(%rsp)
	movq	%rdi, 5104(%rsp)
	movq	%r8, 5112(%rsp)
	movq	%r9, 5120(%rsp)
	movq	%r10, 5128(%rsp)
	movq	%r11, 5136(%rsp)
	movq	%r12, 5144(%rsp)
	movq	%r13, 5152(%rsp)
	movq	%r14, 5160(%rsp)
	movq	352(%rsp), %rdi
	leaq	5072(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	3440(%rsp), %rax
	movq	3448(%rsp), %rcx
	movq	3456(%rsp), %rdx
	movq	3464(%rsp), %rsi
	movq	3472(%rsp), %rdi
	movq	3480(%rsp), %r8
	movq	3488(%rsp), %r9
	movq	3496(%rsp), %r10
	movq	3504(%rsp), %r11
	movq	3512(%rsp), %r12
	movq	3520(%rsp), %r13
	movq	3528(%rsp), %r14
	addq	4112(%rsp), %rax
	adcq	4120(%rsp), %rcx
	adcq	4128(%rsp), %rdx
	adcq	4136(%rsp), %rsi
	adcq	4144(%rsp), %rdi
	adcq	4152(%rsp), %r8
	adcq	4160(%rsp), %r9
	adcq	4168(%rsp), %r10
	adcq	4176(%rsp), %r11
	adcq	4184(%rsp), %r12
	adcq	4192(%rsp), %r13
	adcq	4200(%rsp), %r14
	addq	4208(%rsp), %rax
	adcq	4216(%rsp), %rcx
	adcq	4224(%rsp), %rdx
	adcq	4232(%rsp), %rsi
	adcq	4240(%rsp), %rdi
	adcq	4248(%rsp), %r8
	adcq	4256(%rsp), %r9
	adcq	4264(%rsp), %r10
	adcq	4272(%rsp), %r11
	adcq	4280(%rsp), %r12
	adcq	4288(%rsp), %r13
	adcq	4296(%rsp), %r14
	subq	3536(%rsp), %rax
	sbbq	3544(%rsp), %rcx
	sbbq	3552(%rsp), %rdx
	sbbq	3560(%rsp), %rsi
	sbbq	3568(%rsp), %rdi
	sbbq	3576(%rsp), %r8
	sbbq	3584(%rsp), %r9
	sbbq	3592(%rsp), %r10
	sbbq	3600(%rsp), %r11
	sbbq	3608(%rsp), %r12
	sbbq	3616(%rsp), %r13
	sbbq	3624(%rsp), %r14
	subq	3728(%rsp), %rax
	sbbq	3736(%rsp), %rcx
	sbbq	3744(%rsp), %rdx
	sbbq	3752(%rsp), %rsi
	sbbq	3760(%rsp), %rdi
	sbbq	3768(%rsp), %r8
	sbbq	3776(%rsp), %r9
	sbbq	3784(%rsp), %r10
	sbbq	3792(%rsp), %r11
	sbbq	3800(%rsp), %r12
	sbbq	3808(%rsp), %r13
	sbbq	3816(%rsp), %r14
	subq	3632(%rsp), %rax
	sbbq	3640(%rsp), %rcx
	sbbq	3648(%rsp), %rdx
	sbbq	3656(%rsp), %rsi
	sbbq	3664(%rsp), %rdi
	sbbq	3672(%rsp), %r8
	sbbq	3680(%rsp), %r9
	sbbq	3688(%rsp), %r10
	sbbq	3696(%rsp), %r11
	sbbq	3704(%rsp), %r12
	sbbq	3712(%rsp), %r13
	sbbq	3720(%rsp), %r14
	subq	3824(%rsp), %rax
	sbbq	3832(%rsp), %rcx
	sbbq	3840(%rsp), %rdx
	sbbq	3848(%rsp), %rsi
	sbbq	3856(%rsp), %rdi
	sbbq	3864(%rsp), %r8
	sbbq	3872(%rsp), %r9
	sbbq	3880(%rsp), %r10
	sbbq	3888(%rsp), %r11
	sbbq	3896(%rsp), %r12
	sbbq	3904(%rsp), %r13
	sbbq	3912(%rsp), %r14
	subq	2192(%rsp), %rax
	sbbq	2200(%rsp), %rcx
	sbbq	2208(%rsp), %rdx
	sbbq	2216(%rsp), %rsi
	sbbq	2224(%rsp), %rdi
	sbbq	2232(%rsp), %r8
	sbbq	2240(%rsp), %r9
	sbbq	2248(%rsp), %r10
	sbbq	2256(%rsp), %r11
	sbbq	2264(%rsp), %r12
	sbbq	2272(%rsp), %r13
	sbbq	2280(%rsp), %r14
	subq	2480(%rsp), %rax
	sbbq	2488(%rsp), %rcx
	sbbq	2496(%rsp), %rdx
	sbbq	2504(%rsp), %rsi
	sbbq	2512(%rsp), %rdi
	sbbq	2520(%rsp), %r8
	sbbq	2528(%rsp), %r9
	sbbq	2536(%rsp), %r10
	sbbq	2544(%rsp), %r11
	sbbq	2552(%rsp), %r12
	sbbq	2560(%rsp), %r13
	sbbq	2568(%rsp), %r14
	subq	2576(%rsp), %rax
	sbbq	2584(%rsp), %rcx
	sbbq	2592(%rsp), %rdx
	sbbq	2600(%rsp), %rsi
	sbbq	2608(%rsp), %rdi
	sbbq	2616(%rsp), %r8
	sbbq	2624(%rsp), %r9
	sbbq	2632(%rsp), %r10
	sbbq	2640(%rsp), %r11
	sbbq	2648(%rsp), %r12
	sbbq	2656(%rsp), %r13
	sbbq	2664(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 5168(%rsp)
	movq	%rcx, 5176(%rsp)
	movq	%rdx, 5184(%rsp)
	movq	%rsi, 5192(%rsp)
	movq	%rdi, 5200(%rsp)
	movq	%r8, 5208(%rsp)
	movq	%r9, 5216(%rsp)
	movq	%r10, 5224(%rsp)
	movq	%r11, 5232(%rsp)
	movq	%r12, 5240(%rsp)
	movq	%r13, 5248(%rsp)
	movq	%r14, 5256(%rsp)
	movq	352(%rsp), %rdi
	addq	$48, %rdi
	leaq	5168(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	4880(%rsp), %rax
	movq	4888(%rsp), %rcx
	movq	4896(%rsp), %rdx
	movq	4904(%rsp), %rsi
	movq	4912(%rsp), %rdi
	movq	4920(%rsp), %r8
	movq	4928(%rsp), %r9
	movq	4936(%rsp), %r10
	movq	4944(%rsp), %r11
	movq	4952(%rsp), %r12
	movq	4960(%rsp), %r13
	movq	4968(%rsp), %r14
	addq	3728(%rsp), %rax
	adcq	3736(%rsp), %rcx
	adcq	3744(%rsp), %rdx
	adcq	3752(%rsp), %rsi
	adcq	3760(%rsp), %rdi
	adcq	3768(%rsp), %r8
	adcq	3776(%rsp), %r9
	adcq	3784(%rsp), %r10
	adcq	3792(%rsp), %r11
	adcq	3800(%rsp), %r12
	adcq	3808(%rsp), %r13
	adcq	3816(%rsp), %r14
	subq	3344(%rsp), %rax
	sbbq	3352(%rsp), %rcx
	sbbq	3360(%rsp), %rdx
	sbbq	3368(%rsp), %rsi
	sbbq	3376(%rsp), %rdi
	sbbq	3384(%rsp), %r8
	sbbq	3392(%rsp), %r9
	sbbq	3400(%rsp), %r10
	sbbq	3408(%rsp), %r11
	sbbq	3416(%rsp), %r12
	sbbq	3424(%rsp), %r13
	sbbq	3432(%rsp), %r14
	subq	3536(%rsp), %rax
	sbbq	3544(%rsp), %rcx
	sbbq	3552(%rsp), %rdx
	sbbq	3560(%rsp), %rsi
	sbbq	3568(%rsp), %rdi
	sbbq	3576(%rsp), %r8
	sbbq	3584(%rsp), %r9
	sbbq	3592(%rsp), %r10
	sbbq	3600(%rsp), %r11
	sbbq	3608(%rsp), %r12
	sbbq	3616(%rsp), %r13
	sbbq	3624(%rsp), %r14
	subq	3824(%rsp), %rax
	sbbq	3832(%rsp), %rcx
	sbbq	3840(%rsp), %rdx
	sbbq	3848(%rsp), %rsi
	sbbq	3856(%rsp), %rdi
	sbbq	3864(%rsp), %r8
	sbbq	3872(%rsp), %r9
	sbbq	3880(%rsp), %r10
	sbbq	3888(%rsp), %r11
	sbbq	3896(%rsp), %r12
	sbbq	3904(%rsp), %r13
	sbbq	3912(%rsp), %r14
	subq	2288(%rsp), %rax
	sbbq	2296(%rsp), %rcx
	sbbq	2304(%rsp), %rdx
	sbbq	2312(%rsp), %rsi
	sbbq	2320(%rsp), %rdi
	sbbq	2328(%rsp), %r8
	sbbq	2336(%rsp), %r9
	sbbq	2344(%rsp), %r10
	sbbq	2352(%rsp), %r11
	sbbq	2360(%rsp), %r12
	sbbq	2368(%rsp), %r13
	sbbq	2376(%rsp), %r14
	subq	2096(%rsp), %rax
	sbbq	2104(%rsp), %rcx
	sbbq	2112(%rsp), %rdx
	sbbq	2120(%rsp), %rsi
	sbbq	2128(%rsp), %rdi
	sbbq	2136(%rsp), %r8
	sbbq	2144(%rsp), %r9
	sbbq	2152(%rsp), %r10
	sbbq	2160(%rsp), %r11
	sbbq	2168(%rsp), %r12
	sbbq	2176(%rsp), %r13
	sbbq	2184(%rsp), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 5264(%rsp)
	movq	%rcx, 5272(%rsp)
	movq	%rdx, 5280(%rsp)
	movq	%rsi, 5288(%rsp)
	movq	%rdi, 5296(%rsp)
	movq	%r8, 5304(%rsp)
	movq	%r9, 5312(%rsp)
	movq	%r10, 5320(%rsp)
	movq	%r11, 5328(%rsp)
	movq	%r12, 5336(%rsp)
	movq	%r13, 5344(%rsp)
	movq	%r14, 5352(%rsp)
	movq	352(%rsp), %rdi
	addq	$96, %rdi
	leaq	5264(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	4976(%rsp), %rax
	movq	4984(%rsp), %rcx
	movq	4992(%rsp), %rdx
	movq	5000(%rsp), %rsi
	movq	5008(%rsp), %rdi
	movq	5016(%rsp), %r8
	movq	5024(%rsp), %r9
	movq	5032(%rsp), %r10
	movq	5040(%rsp), %r11
	movq	5048(%rsp), %r12
	movq	5056(%rsp), %r13
	movq	5064(%rsp), %r14
	addq	3728(%rsp), %rax
	adcq	3736(%rsp), %rcx
	adcq	3744(%rsp), %rdx
	adcq	3752(%rsp), %rsi
	adcq	3760(%rsp), %rdi
	adcq	3768(%rsp), %r8
	adcq	3776(%rsp), %r9
	adcq	3784(%rsp), %r10
	adcq	3792(%rsp), %r11
	adcq	3800(%rsp), %r12
	adcq	3808(%rsp), %r13
	adcq	3816(%rsp), %r14
	addq	3824(%rsp), %rax
	adcq	3832(%rsp), %rcx
	adcq	3840(%rsp), %rdx
	adcq	3848(%rsp), %rsi
	adcq	3856(%rsp), %rdi
	adcq	3864(%rsp), %r8
	adcq	3872(%rsp), %r9
	adcq	3880(%rsp), %r10
	adcq	3888(%rsp), %r11
	adcq	3896(%rsp), %r12
	adcq	3904(%rsp), %r13
	adcq	3912(%rsp), %r14
	subq	3440(%rsp), %rax
	sbbq	3448(%rsp), %rcx
	sbbq	3456(%rsp), %rdx
	sbbq	3464(%rsp), %rsi
	sbbq	3472(%rsp), %rdi
	sbbq	3480(%rsp), %r8
	sbbq	3488(%rsp), %r9
	sbbq	3496(%rsp), %r10
	sbbq	3504(%rsp), %r11
	sbbq	3512(%rsp), %r12
	sbbq	3520(%rsp), %r13
	sbbq	3528(%rsp), %r14
	subq	3632(%rsp), %rax
	sbbq	3640(%rsp), %rcx
	sbbq	3648(%rsp), %rdx
	sbbq	3656(%rsp), %rsi
	sbbq	3664(%rsp), %rdi
	sbbq	3672(%rsp), %r8
	sbbq	3680(%rsp), %r9
	sbbq	3688(%rsp), %r10
	sbbq	3696(%rsp), %r11
	sbbq	3704(%rsp), %r12
	sbbq	3712(%rsp), %r13
	sbbq	3720(%rsp), %r14
	subq	2384(%rsp), %rax
	sbbq	2392(%rsp), %rcx
	sbbq	2400(%rsp), %rdx
	sbbq	2408(%rsp), %rsi
	sbbq	2416(%rsp), %rdi
	sbbq	2424(%rsp), %r8
	sbbq	2432(%rsp), %r9
	sbbq	2440(%rsp), %r10
	sbbq	2448(%rsp), %r11
	sbbq	2456(%rsp), %r12
	sbbq	2464(%rsp), %r13
	sbbq	2472(%rsp), %r14
	subq	2192(%rsp), %rax
	sbbq	2200(%rsp), %rcx
	sbbq	2208(%rsp), %rdx
	sbbq	2216(%rsp), %rsi
	sbbq	2224(%rsp), %rdi
	sbbq	2232(%rsp), %r8
	sbbq	2240(%rsp), %r9
	sbbq	2248(%rsp), %r10
	sbbq	2256(%rsp), %r11
	sbbq	2264(%rsp), %r12
	sbbq	2272(%rsp), %r13
	sbbq	2280(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 5360(%rsp)
	movq	%rcx, 5368(%rsp)
	movq	%rdx, 5376(%rsp)
	movq	%rsi, 5384(%rsp)
	movq	%rdi, 5392(%rsp)
	movq	%r8, 5400(%rsp)
	movq	%r9, 5408(%rsp)
	movq	%r10, 5416(%rsp)
	movq	%r11, 5424(%rsp)
	movq	%r12, 5432(%rsp)
	movq	%r13, 5440(%rsp)
	movq	%r14, 5448(%rsp)
	movq	352(%rsp), %rdi
	addq	$144, %rdi
	leaq	5360(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	4496(%rsp), %rax
	movq	4504(%rsp), %rcx
	movq	4512(%rsp), %rdx
	movq	4520(%rsp), %rsi
	movq	4528(%rsp), %rdi
	movq	4536(%rsp), %r8
	movq	4544(%rsp), %r9
	movq	4552(%rsp), %r10
	movq	4560(%rsp), %r11
	movq	4568(%rsp), %r12
	movq	4576(%rsp), %r13
	movq	4584(%rsp), %r14
	addq	3536(%rsp), %rax
	adcq	3544(%rsp), %rcx
	adcq	3552(%rsp), %rdx
	adcq	3560(%rsp), %rsi
	adcq	3568(%rsp), %rdi
	adcq	3576(%rsp), %r8
	adcq	3584(%rsp), %r9
	adcq	3592(%rsp), %r10
	adcq	3600(%rsp), %r11
	adcq	3608(%rsp), %r12
	adcq	3616(%rsp), %r13
	adcq	3624(%rsp), %r14
	subq	3344(%rsp), %rax
	sbbq	3352(%rsp), %rcx
	sbbq	3360(%rsp), %rdx
	sbbq	3368(%rsp), %rsi
	sbbq	3376(%rsp), %rdi
	sbbq	3384(%rsp), %r8
	sbbq	3392(%rsp), %r9
	sbbq	3400(%rsp), %r10
	sbbq	3408(%rsp), %r11
	sbbq	3416(%rsp), %r12
	sbbq	3424(%rsp), %r13
	sbbq	3432(%rsp), %r14
	subq	3728(%rsp), %rax
	sbbq	3736(%rsp), %rcx
	sbbq	3744(%rsp), %rdx
	sbbq	3752(%rsp), %rsi
	sbbq	3760(%rsp), %rdi
	sbbq	3768(%rsp), %r8
	sbbq	3776(%rsp), %r9
	sbbq	3784(%rsp), %r10
	sbbq	3792(%rsp), %r11
	sbbq	3800(%rsp), %r12
	sbbq	3808(%rsp), %r13
	sbbq	3816(%rsp), %r14
	subq	2480(%rsp), %rax
	sbbq	2488(%rsp), %rcx
	sbbq	2496(%rsp), %rdx
	sbbq	2504(%rsp), %rsi
	sbbq	2512(%rsp), %rdi
	sbbq	2520(%rsp), %r8
	sbbq	2528(%rsp), %r9
	sbbq	2536(%rsp), %r10
	sbbq	2544(%rsp), %r11
	sbbq	2552(%rsp), %r12
	sbbq	2560(%rsp), %r13
	sbbq	2568(%rsp), %r14
	subq	2288(%rsp), %rax
	sbbq	2296(%rsp), %rcx
	sbbq	2304(%rsp), %rdx
	sbbq	2312(%rsp), %rsi
	sbbq	2320(%rsp), %rdi
	sbbq	2328(%rsp), %r8
	sbbq	2336(%rsp), %r9
	sbbq	2344(%rsp), %r10
	sbbq	2352(%rsp), %r11
	sbbq	2360(%rsp), %r12
	sbbq	2368(%rsp), %r13
	sbbq	2376(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 5456(%rsp)
	movq	%rcx, 5464(%rsp)
	movq	%rdx, 5472(%rsp)
	movq	%rsi, 5480(%rsp)
	movq	%rdi, 5488(%rsp)
	movq	%r8, 5496(%rsp)
	movq	%r9, 5504(%rsp)
	movq	%r10, 5512(%rsp)
	movq	%r11, 5520(%rsp)
	movq	%r12, 5528(%rsp)
	movq	%r13, 5536(%rsp)
	movq	%r14, 5544(%rsp)
	movq	352(%rsp), %rdi
	addq	$192, %rdi
	leaq	5456(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	4592(%rsp), %rax
	movq	4600(%rsp), %rcx
	movq	4608(%rsp), %rdx
	movq	4616(%rsp), %rsi
	movq	4624(%rsp), %rdi
	movq	4632(%rsp), %r8
	movq	4640(%rsp), %r9
	movq	4648(%rsp), %r10
	movq	4656(%rsp), %r11
	movq	4664(%rsp), %r12
	movq	4672(%rsp), %r13
	movq	4680(%rsp), %r14
	addq	3632(%rsp), %rax
	adcq	3640(%rsp), %rcx
	adcq	3648(%rsp), %rdx
	adcq	3656(%rsp), %rsi
	adcq	3664(%rsp), %rdi
	adcq	3672(%rsp), %r8
	adcq	3680(%rsp), %r9
	adcq	3688(%rsp), %r10
	adcq	3696(%rsp), %r11
	adcq	3704(%rsp), %r12
	adcq	3712(%rsp), %r13
	adcq	3720(%rsp), %r14
	subq	3440(%rsp), %rax
	sbbq	3448(%rsp), %rcx
	sbbq	3456(%rsp), %rdx
	sbbq	3464(%rsp), %rsi
	sbbq	3472(%rsp), %rdi
	sbbq	3480(%rsp), %r8
	sbbq	3488(%rsp), %r9
	sbbq	3496(%rsp), %r10
	sbbq	3504(%rsp), %r11
	sbbq	3512(%rsp), %r12
	sbbq	3520(%rsp), %r13
	sbbq	3528(%rsp), %r14
	subq	3824(%rsp), %rax
	sbbq	3832(%rsp), %rcx
	sbbq	3840(%rsp), %rdx
	sbbq	3848(%rsp), %rsi
	sbbq	3856(%rsp), %rdi
	sbbq	3864(%rsp), %r8
	sbbq	3872(%rsp), %r9
	sbbq	3880(%rsp), %r10
	sbbq	3888(%rsp), %r11
	sbbq	3896(%rsp), %r12
	sbbq	3904(%rsp), %r13
	sbbq	3912(%rsp), %r14
	subq	2576(%rsp), %rax
	sbbq	2584(%rsp), %rcx
	sbbq	2592(%rsp), %rdx
	sbbq	2600(%rsp), %rsi
	sbbq	2608(%rsp), %rdi
	sbbq	2616(%rsp), %r8
	sbbq	2624(%rsp), %r9
	sbbq	2632(%rsp), %r10
	sbbq	2640(%rsp), %r11
	sbbq	2648(%rsp), %r12
	sbbq	2656(%rsp), %r13
	sbbq	2664(%rsp), %r14
	subq	2384(%rsp), %rax
	sbbq	2392(%rsp), %rcx
	sbbq	2400(%rsp), %rdx
	sbbq	2408(%rsp), %rsi
	sbbq	2416(%rsp), %rdi
	sbbq	2424(%rsp), %r8
	sbbq	2432(%rsp), %r9
	sbbq	2440(%rsp), %r10
	sbbq	2448(%rsp), %r11
	sbbq	2456(%rsp), %r12
	sbbq	2464(%rsp), %r13
	sbbq	2472(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 5552(%rsp)
	movq	%rcx, 5560(%rsp)
	movq	%rdx, 5568(%rsp)
	movq	%rsi, 5576(%rsp)
	movq	%rdi, 5584(%rsp)
	movq	%r8, 5592(%rsp)
	movq	%r9, 5600(%rsp)
	movq	%r10, 5608(%rsp)
	movq	%r11, 5616(%rsp)
	movq	%r12, 5624(%rsp)
	movq	%r13, 5632(%rsp)
	movq	%r14, 5640(%rsp)
	movq	352(%rsp), %rdi
	addq	$240, %rdi
	leaq	5552(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	2096(%rsp), %rax
	movq	2104(%rsp), %rcx
	movq	2112(%rsp), %rdx
	movq	2120(%rsp), %rsi
	movq	2128(%rsp), %rdi
	movq	2136(%rsp), %r8
	movq	2144(%rsp), %r9
	movq	2152(%rsp), %r10
	movq	2160(%rsp), %r11
	movq	2168(%rsp), %r12
	movq	2176(%rsp), %r13
	movq	2184(%rsp), %r14
	addq	2096(%rsp), %rax
	adcq	2104(%rsp), %rcx
	adcq	2112(%rsp), %rdx
	adcq	2120(%rsp), %rsi
	adcq	2128(%rsp), %rdi
	adcq	2136(%rsp), %r8
	adcq	2144(%rsp), %r9
	adcq	2152(%rsp), %r10
	adcq	2160(%rsp), %r11
	adcq	2168(%rsp), %r12
	adcq	2176(%rsp), %r13
	adcq	2184(%rsp), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 5648(%rsp)
	movq	%rcx, 5656(%rsp)
	movq	%rdx, 5664(%rsp)
	movq	%rsi, 5672(%rsp)
	movq	%rdi, 5680(%rsp)
	movq	%r8, 5688(%rsp)
	movq	%r9, 5696(%rsp)
	movq	%r10, 5704(%rsp)
	movq	%r11, 5712(%rsp)
	movq	%r12, 5720(%rsp)
	movq	%r13, 5728(%rsp)
	movq	%r14, 5736(%rsp)
	movq	352(%rsp), %rdi
	addq	$288, %rdi
	leaq	5648(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	2192(%rsp), %rax
	movq	2200(%rsp), %rcx
	movq	2208(%rsp), %rdx
	movq	2216(%rsp), %rsi
	movq	2224(%rsp), %rdi
	movq	2232(%rsp), %r8
	movq	2240(%rsp), %r9
	movq	2248(%rsp), %r10
	movq	2256(%rsp), %r11
	movq	2264(%rsp), %r12
	movq	2272(%rsp), %r13
	movq	2280(%rsp), %r14
	addq	2192(%rsp), %rax
	adcq	2200(%rsp), %rcx
	adcq	2208(%rsp), %rdx
	adcq	2216(%rsp), %rsi
	adcq	2224(%rsp), %rdi
	adcq	2232(%rsp), %r8
	adcq	2240(%rsp), %r9
	adcq	2248(%rsp), %r10
	adcq	2256(%rsp), %r11
	adcq	2264(%rsp), %r12
	adcq	2272(%rsp), %r13
	adcq	2280(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 5744(%rsp)
	movq	%rcx, 5752(%rsp)
	movq	%rdx, 5760(%rsp)
	movq	%rsi, 5768(%rsp)
	movq	%rdi, 5776(%rsp)
	movq	%r8, 5784(%rsp)
	movq	%r9, 5792(%rsp)
	movq	%r10, 5800(%rsp)
	movq	%r11, 5808(%rsp)
	movq	%r12, 5816(%rsp)
	movq	%r13, 5824(%rsp)
	movq	%r14, 5832(%rsp)
	movq	352(%rsp), %rdi
	addq	$336, %rdi
	leaq	5744(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	2288(%rsp), %rax
	movq	2296(%rsp), %rcx
	movq	2304(%rsp), %rdx
	movq	2312(%rsp), %rsi
	movq	2320(%rsp), %rdi
	movq	2328(%rsp), %r8
	movq	2336(%rsp), %r9
	movq	2344(%rsp), %r10
	movq	2352(%rsp), %r11
	movq	2360(%rsp), %r12
	movq	2368(%rsp), %r13
	movq	2376(%rsp), %r14
	addq	2288(%rsp), %rax
	adcq	2296(%rsp), %rcx
	adcq	2304(%rsp), %rdx
	adcq	2312(%rsp), %rsi
	adcq	2320(%rsp), %rdi
	adcq	2328(%rsp), %r8
	adcq	2336(%rsp), %r9
	adcq	2344(%rsp), %r10
	adcq	2352(%rsp), %r11
	adcq	2360(%rsp), %r12
	adcq	2368(%rsp), %r13
	adcq	2376(%rsp), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 5840(%rsp)
	movq	%rcx, 5848(%rsp)
	movq	%rdx, 5856(%rsp)
	movq	%rsi, 5864(%rsp)
	movq	%rdi, 5872(%rsp)
	movq	%r8, 5880(%rsp)
	movq	%r9, 5888(%rsp)
	movq	%r10, 5896(%rsp)
	movq	%r11, 5904(%rsp)
	movq	%r12, 5912(%rsp)
	movq	%r13, 5920(%rsp)
	movq	%r14, 5928(%rsp)
	movq	352(%rsp), %rdi
	addq	$384, %rdi
	leaq	5840(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	2384(%rsp), %rax
	movq	2392(%rsp), %rcx
	movq	2400(%rsp), %rdx
	movq	2408(%rsp), %rsi
	movq	2416(%rsp), %rdi
	movq	2424(%rsp), %r8
	movq	2432(%rsp), %r9
	movq	2440(%rsp), %r10
	movq	2448(%rsp), %r11
	movq	2456(%rsp), %r12
	movq	2464(%rsp), %r13
	movq	2472(%rsp), %r14
	addq	2384(%rsp), %rax
	adcq	2392(%rsp), %rcx
	adcq	2400(%rsp), %rdx
	adcq	2408(%rsp), %rsi
	adcq	2416(%rsp), %rdi
	adcq	2424(%rsp), %r8
	adcq	2432(%rsp), %r9
	adcq	2440(%rsp), %r10
	adcq	2448(%rsp), %r11
	adcq	2456(%rsp), %r12
	adcq	2464(%rsp), %r13
	adcq	2472(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 5936(%rsp)
	movq	%rcx, 5944(%rsp)
	movq	%rdx, 5952(%rsp)
	movq	%rsi, 5960(%rsp)
	movq	%rdi, 5968(%rsp)
	movq	%r8, 5976(%rsp)
	movq	%r9, 5984(%rsp)
	movq	%r10, 5992(%rsp)
	movq	%r11, 6000(%rsp)
	movq	%r12, 6008(%rsp)
	movq	%r13, 6016(%rsp)
	movq	%r14, 6024(%rsp)
	movq	352(%rsp), %rdi
	addq	$432, %rdi
	leaq	5936(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	2480(%rsp), %rax
	movq	2488(%rsp), %rcx
	movq	2496(%rsp), %rdx
	movq	2504(%rsp), %rsi
	movq	2512(%rsp), %rdi
	movq	2520(%rsp), %r8
	movq	2528(%rsp), %r9
	movq	2536(%rsp), %r10
	movq	2544(%rsp), %r11
	movq	2552(%rsp), %r12
	movq	2560(%rsp), %r13
	movq	2568(%rsp), %r14
	addq	2480(%rsp), %rax
	adcq	2488(%rsp), %rcx
	adcq	2496(%rsp), %rdx
	adcq	2504(%rsp), %rsi
	adcq	2512(%rsp), %rdi
	adcq	2520(%rsp), %r8
	adcq	2528(%rsp), %r9
	adcq	2536(%rsp), %r10
	adcq	2544(%rsp), %r11
	adcq	2552(%rsp), %r12
	adcq	2560(%rsp), %r13
	adcq	2568(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 6032(%rsp)
	movq	%rcx, 6040(%rsp)
	movq	%rdx, 6048(%rsp)
	movq	%rsi, 6056(%rsp)
	movq	%rdi, 6064(%rsp)
	movq	%r8, 6072(%rsp)
	movq	%r9, 6080(%rsp)
	movq	%r10, 6088(%rsp)
	movq	%r11, 6096(%rsp)
	movq	%r12, 6104(%rsp)
	movq	%r13, 6112(%rsp)
	movq	%r14, 6120(%rsp)
	movq	352(%rsp), %rdi
	addq	$480, %rdi
	leaq	6032(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	2576(%rsp), %rax
	movq	2584(%rsp), %rcx
	movq	2592(%rsp), %rdx
	movq	2600(%rsp), %rsi
	movq	2608(%rsp), %rdi
	movq	2616(%rsp), %r8
	movq	2624(%rsp), %r9
	movq	2632(%rsp), %r10
	movq	2640(%rsp), %r11
	movq	2648(%rsp), %r12
	movq	2656(%rsp), %r13
	movq	2664(%rsp), %r14
	addq	2576(%rsp), %rax
	adcq	2584(%rsp), %rcx
	adcq	2592(%rsp), %rdx
	adcq	2600(%rsp), %rsi
	adcq	2608(%rsp), %rdi
	adcq	2616(%rsp), %r8
	adcq	2624(%rsp), %r9
	adcq	2632(%rsp), %r10
	adcq	2640(%rsp), %r11
	adcq	2648(%rsp), %r12
	adcq	2656(%rsp), %r13
	adcq	2664(%rsp), %r14
	movq	%rax, 6128(%rsp)
	movq	%rcx, 6136(%rsp)
	movq	%rdx, 6144(%rsp)
	movq	%rsi, 6152(%rsp)
	movq	%rdi, 6160(%rsp)
	movq	%r8, 6168(%rsp)
	movq	%r9, 6176(%rsp)
	movq	%r10, 6184(%rsp)
	movq	%r11, 6192(%rsp)
	movq	%r12, 6200(%rsp)
	movq	%r13, 6208(%rsp)
	movq	%r14, 6216(%rsp)
	movq	352(%rsp), %rdi
	addq	$528, %rdi
	leaq	6128(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	addq	$6232, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp12_sqr)

FUNCTION(bls381_fp12_mul_by_014)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	/* %rbx, %rbp: the inputs; %r12, %r13, %r14, %r15 saved too: the helpers clobber them */
	subq	$5368, %rsp
	movq	%rdi, 352(%rsp)                           /* r */
	movq	%rsi, %rbx                                /* a */
	movq	%rdx, %rbp                                /* b */
	leaq	368(%rsp), %rdi
	leaq	(%rbx), %rsi
	leaq	(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	560(%rsp), %rdi
	leaq	96(%rbx), %rsi
	leaq	96(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	96(%rbx), %rax
	adcq	104(%rbx), %rcx
	adcq	112(%rbx), %rdx
	adcq	120(%rbx), %rsi
	adcq	128(%rbx), %rdi
	adcq	136(%rbx), %r8
	movq	%rax, 752(%rsp)
	movq	%rcx, 760(%rsp)
	movq	%rdx, 768(%rsp)
	movq	%rsi, 776(%rsp)
	movq	%rdi, 784(%rsp)
	movq	%r8, 792(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	144(%rbx), %rax
	adcq	152(%rbx), %rcx
	adcq	160(%rbx), %rdx
	adcq	168(%rbx), %rsi
	adcq	176(%rbx), %rdi
	adcq	184(%rbx), %r8
	movq	%rax, 800(%rsp)
	movq	%rcx, 808(%rsp)
	movq	%rdx, 816(%rsp)
	movq	%rsi, 824(%rsp)
	movq	%rdi, 832(%rsp)
	movq	%r8, 840(%rsp)
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
	movq	%rax, 848(%rsp)
	movq	%rcx, 856(%rsp)
	movq	%rdx, 864(%rsp)
	movq	%rsi, 872(%rsp)
	movq	%rdi, 880(%rsp)
	movq	%r8, 888(%rsp)
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
	movq	%rax, 896(%rsp)
	movq	%rcx, 904(%rsp)
	movq	%rdx, 912(%rsp)
	movq	%rsi, 920(%rsp)
	movq	%rdi, 928(%rsp)
	movq	%r8, 936(%rsp)
	leaq	944(%rsp), %rdi
	leaq	752(%rsp), %rsi
	leaq	848(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	1136(%rsp), %rdi
	leaq	192(%rbx), %rsi
	leaq	(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	1328(%rsp), %rdi
	leaq	192(%rbx), %rsi
	leaq	96(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	1520(%rsp), %rdi
	leaq	288(%rbx), %rsi
	leaq	192(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	1712(%rsp), %rdi
	leaq	384(%rbx), %rsi
	leaq	192(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	1904(%rsp), %rdi
	leaq	480(%rbx), %rsi
	leaq	192(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	288(%rbx), %rax
	adcq	296(%rbx), %rcx
	adcq	304(%rbx), %rdx
	adcq	312(%rbx), %rsi
	adcq	320(%rbx), %rdi
	adcq	328(%rbx), %r8
	movq	%rax, 2096(%rsp)
	movq	%rcx, 2104(%rsp)
	movq	%rdx, 2112(%rsp)
	movq	%rsi, 2120(%rsp)
	movq	%rdi, 2128(%rsp)
	movq	%r8, 2136(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	336(%rbx), %rax
	adcq	344(%rbx), %rcx
	adcq	352(%rbx), %rdx
	adcq	360(%rbx), %rsi
	adcq	368(%rbx), %rdi
	adcq	376(%rbx), %r8
	movq	%rax, 2144(%rsp)
	movq	%rcx, 2152(%rsp)
	movq	%rdx, 2160(%rsp)
	movq	%rsi, 2168(%rsp)
	movq	%rdi, 2176(%rsp)
	movq	%r8, 2184(%rsp)
	movq	96(%rbx), %rax
	movq	104(%rbx), %rcx
	movq	112(%rbx), %rdx
	movq	120(%rbx), %rsi
	movq	128(%rbx), %rdi
	movq	136(%rbx), %r8
	addq	384(%rbx), %rax
	adcq	392(%rbx), %rcx
	adcq	400(%rbx), %rdx
	adcq	408(%rbx), %rsi
	adcq	416(%rbx), %rdi
	adcq	424(%rbx), %r8
	movq	%rax, 2192(%rsp)
	movq	%rcx, 2200(%rsp)
	movq	%rdx, 2208(%rsp)
	movq	%rsi, 2216(%rsp)
	movq	%rdi, 2224(%rsp)
	movq	%r8, 2232(%rsp)
	movq	144(%rbx), %rax
	movq	152(%rbx), %rcx
	movq	160(%rbx), %rdx
	movq	168(%rbx), %rsi
	movq	176(%rbx), %rdi
	movq	184(%rbx), %r8
	addq	432(%rbx), %rax
	adcq	440(%rbx), %rcx
	adcq	448(%rbx), %rdx
	adcq	456(%rbx), %rsi
	adcq	464(%rbx), %rdi
	adcq	472(%rbx), %r8
	movq	%rax, 2240(%rsp)
	movq	%rcx, 2248(%rsp)
	movq	%rdx, 2256(%rsp)
	movq	%rsi, 2264(%rsp)
	movq	%rdi, 2272(%rsp)
	movq	%r8, 2280(%rsp)
	movq	192(%rbx), %rax
	movq	200(%rbx), %rcx
	movq	208(%rbx), %rdx
	movq	216(%rbx), %rsi
	movq	224(%rbx), %rdi
	movq	232(%rbx), %r8
	addq	480(%rbx), %rax
	adcq	488(%rbx), %rcx
	adcq	496(%rbx), %rdx
	adcq	504(%rbx), %rsi
	adcq	512(%rbx), %rdi
	adcq	520(%rbx), %r8
	movq	%rax, 2288(%rsp)
	movq	%rcx, 2296(%rsp)
	movq	%rdx, 2304(%rsp)
	movq	%rsi, 2312(%rsp)
	movq	%rdi, 2320(%rsp)
	movq	%r8, 2328(%rsp)
	movq	240(%rbx), %rax
	movq	248(%rbx), %rcx
	movq	256(%rbx), %rdx
	movq	264(%rbx), %rsi
	movq	272(%rbx), %rdi
	movq	280(%rbx), %r8
	addq	528(%rbx), %rax
	adcq	536(%rbx), %rcx
	adcq	544(%rbx), %rdx
	adcq	552(%rbx), %rsi
	adcq	560(%rbx), %rdi
	adcq	568(%rbx), %r8
	movq	%rax, 2336(%rsp)
	movq	%rcx, 2344(%rsp)
	movq	%rdx, 2352(%rsp)
	movq	%rsi, 2360(%rsp)
	movq	%rdi, 2368(%rsp)
	movq	%r8, 2376(%rsp)
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
	movq	%rax, 2384(%rsp)
	movq	%rcx, 2392(%rsp)
	movq	%rdx, 2400(%rsp)
	movq	%rsi, 2408(%rsp)
	movq	%rdi, 2416(%rsp)
	movq	%r8, 2424(%rsp)
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
	movq	%rax, 2432(%rsp)
	movq	%rcx, 2440(%rsp)
	movq	%rdx, 2448(%rsp)
	movq	%rsi, 2456(%rsp)
	movq	%rdi, 2464(%rsp)
	movq	%r8, 2472(%rsp)
	leaq	2480(%rsp), %rdi
	leaq	2096(%rsp), %rsi
	leaq	(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	2672(%rsp), %rdi
	leaq	2192(%rsp), %rsi
	leaq	2384(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	2096(%rsp), %rax
	movq	2104(%rsp), %rcx
	movq	2112(%rsp), %rdx
	movq	2120(%rsp), %rsi
	movq	2128(%rsp), %rdi
	movq	2136(%rsp), %r8
	addq	2192(%rsp), %rax
	adcq	2200(%rsp), %rcx
	adcq	2208(%rsp), %rdx
	adcq	2216(%rsp), %rsi
	adcq	2224(%rsp), %rdi
	adcq	2232(%rsp), %r8
	movq	%rax, 2864(%rsp)
	movq	%rcx, 2872(%rsp)
	movq	%rdx, 2880(%rsp)
	movq	%rsi, 2888(%rsp)
	movq	%rdi, 2896(%rsp)
	movq	%r8, 2904(%rsp)
	movq	2144(%rsp), %rax
	movq	2152(%rsp), %rcx
	movq	2160(%rsp), %rdx
	movq	2168(%rsp), %rsi
	movq	2176(%rsp), %rdi
	movq	2184(%rsp), %r8
	addq	2240(%rsp), %rax
	adcq	2248(%rsp), %rcx
	adcq	2256(%rsp), %rdx
	adcq	2264(%rsp), %rsi
	adcq	2272(%rsp), %rdi
	adcq	2280(%rsp), %r8
	movq	%rax, 2912(%rsp)
	movq	%rcx, 2920(%rsp)
	movq	%rdx, 2928(%rsp)
	movq	%rsi, 2936(%rsp)
	movq	%rdi, 2944(%rsp)
	movq	%r8, 2952(%rsp)
	movq	(%rbp), %rax
	movq	8(%rbp), %rcx
	movq	16(%rbp), %rdx
	movq	24(%rbp), %rsi
	movq	32(%rbp), %rdi
	movq	40(%rbp), %r8
	addq	2384(%rsp), %rax
	adcq	2392(%rsp), %rcx
	adcq	2400(%rsp), %rdx
	adcq	2408(%rsp), %rsi
	adcq	2416(%rsp), %rdi
	adcq	2424(%rsp), %r8
	movq	%rax, 2960(%rsp)
	movq	%rcx, 2968(%rsp)
	movq	%rdx, 2976(%rsp)
	movq	%rsi, 2984(%rsp)
	movq	%rdi, 2992(%rsp)
	movq	%r8, 3000(%rsp)
	movq	48(%rbp), %rax
	movq	56(%rbp), %rcx
	movq	64(%rbp), %rdx
	movq	72(%rbp), %rsi
	movq	80(%rbp), %rdi
	movq	88(%rbp), %r8
	addq	2432(%rsp), %rax
	adcq	2440(%rsp), %rcx
	adcq	2448(%rsp), %rdx
	adcq	2456(%rsp), %rsi
	adcq	2464(%rsp), %rdi
	adcq	2472(%rsp), %r8
	movq	%rax, 3008(%rsp)
	movq	%rcx, 3016(%rsp)
	movq	%rdx, 3024(%rsp)
	movq	%rsi, 3032(%rsp)
	movq	%rdi, 3040(%rsp)
	movq	%r8, 3048(%rsp)
	leaq	3056(%rsp), %rdi
	leaq	2864(%rsp), %rsi
	leaq	2960(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	3248(%rsp), %rdi
	leaq	2288(%rsp), %rsi
	leaq	(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	3440(%rsp), %rdi
	leaq	2288(%rsp), %rsi
	leaq	2384(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	368(%rsp), %rax
	movq	376(%rsp), %rcx
	movq	384(%rsp), %rdx
	movq	392(%rsp), %rsi
	movq	400(%rsp), %rdi
	movq	408(%rsp), %r8
	movq	416(%rsp), %r9
	movq	424(%rsp), %r10
	movq	432(%rsp), %r11
	movq	440(%rsp), %r12
	movq	448(%rsp), %r13
	movq	456(%rsp), %r14
	addq	1328(%rsp), %rax
	adcq	1336(%rsp), %rcx
	adcq	1344(%rsp), %rdx
	adcq	1352(%rsp), %rsi
	adcq	1360(%rsp), %rdi
	adcq	1368(%rsp), %r8
	adcq	1376(%rsp), %r9
	adcq	1384(%rsp), %r10
	adcq	1392(%rsp), %r11
	adcq	1400(%rsp), %r12
	adcq	1408(%rsp), %r13
	adcq	1416(%rsp), %r14
	subq	1424(%rsp), %rax
	sbbq	1432(%rsp), %rcx
	sbbq	1440(%rsp), %rdx
	sbbq	1448(%rsp), %rsi
	sbbq	1456(%rsp), %rdi
	sbbq	1464(%rsp), %r8
	sbbq	1472(%rsp), %r9
	sbbq	1480(%rsp), %r10
	sbbq	1488(%rsp), %r11
	sbbq	1496(%rsp), %r12
	sbbq	1504(%rsp), %r13
	sbbq	1512(%rsp), %r14
	movq	%rax, 3632(%rsp)
	movq	%rcx, 3640(%rsp)
	movq	%rdx, 3648(%rsp)
	movq	%rsi, 3656(%rsp)
	movq	%rdi, 3664(%rsp)
	movq	%r8, 3672(%rsp)
	movq	%r9, 3680(%rsp)
	movq	%r10, 3688(%rsp)
	movq	%r11, 3696(%rsp)
	movq	%r12, 3704(%rsp)
	movq	%r13, 3712(%rsp)
	movq	%r14, 3720(%rsp)
	movq	464(%rsp), %rax
	movq	472(%rsp), %rcx
	movq	480(%rsp), %rdx
	movq	488(%rsp), %rsi
	movq	496(%rsp), %rdi
	movq	504(%rsp), %r8
	movq	512(%rsp), %r9
	movq	520(%rsp), %r10
	movq	528(%rsp), %r11
	movq	536(%rsp), %r12
	movq	544(%rsp), %r13
	movq	552(%rsp), %r14
	addq	1328(%rsp), %rax
	adcq	1336(%rsp), %rcx
	adcq	1344(%rsp), %rdx
	adcq	1352(%rsp), %rsi
	adcq	1360(%rsp), %rdi
	adcq	1368(%rsp), %r8
	adcq	1376(%rsp), %r9
	adcq	1384(%rsp), %r10
	adcq	1392(%rsp), %r11
	adcq	1400(%rsp), %r12
	adcq	1408(%rsp), %r13
	adcq	1416(%rsp), %r14
	addq	1424(%rsp), %rax
	adcq	1432(%rsp), %rcx
	adcq	1440(%rsp), %rdx
	adcq	1448(%rsp), %rsi
	adcq	1456(%rsp), %rdi
	adcq	1464(%rsp), %r8
	adcq	1472(%rsp), %r9
	adcq	1480(%rsp), %r10
	adcq	1488(%rsp), %r11
	adcq	1496(%rsp), %r12
	adcq	1504(%rsp), %r13
	adcq	1512(%rsp), %r14
	movq	%rax, 3728(%rsp)
	movq	%rcx, 3736(%rsp)
	movq	%rdx, 3744(%rsp)
	movq	%rsi, 3752(%rsp)
	movq	%rdi, 3760(%rsp)
	movq	%r8, 3768(%rsp)
	movq	%r9, 3776(%rsp)
	movq	%r10, 3784(%rsp)
	movq	%r11, 3792(%rsp)
	movq	%r12, 3800(%rsp)
	movq	%r13, 3808(%rsp)
	movq	%r14, 3816(%rsp)
	movq	944(%rsp), %rax
	movq	952(%rsp), %rcx
	movq	960(%rsp), %rdx
	movq	968(%rsp), %rsi
	movq	976(%rsp), %rdi
	movq	984(%rsp), %r8
	movq	992(%rsp), %r9
	movq	1000(%rsp), %r10
	movq	1008(%rsp), %r11
	movq	1016(%rsp), %r12
	movq	1024(%rsp), %r13
	movq	1032(%rsp), %r14
	subq	368(%rsp), %rax
	sbbq	376(%rsp), %rcx
	sbbq	384(%rsp), %rdx
	sbbq	392(%rsp), %rsi
	sbbq	400(%rsp), %rdi
	sbbq	408(%rsp), %r8
	sbbq	416(%rsp), %r9
	sbbq	424(%rsp), %r10
	sbbq	432(%rsp), %r11
	sbbq	440(%rsp), %r12
	sbbq	448(%rsp), %r13
	sbbq	456(%rsp), %r14
	subq	560(%rsp), %rax
	sbbq	568(%rsp), %rcx
	sbbq	576(%rsp), %rdx
	sbbq	584(%rsp), %rsi
	sbbq	592(%rsp), %rdi
	sbbq	600(%rsp), %r8
	sbbq	608(%rsp), %r9
	sbbq	616(%rsp), %r10
	sbbq	624(%rsp), %r11
	sbbq	632(%rsp), %r12
	sbbq	640(%rsp), %r13
	sbbq	648(%rsp), %r14
	movq	%rax, 3824(%rsp)
	movq	%rcx, 3832(%rsp)
	movq	%rdx, 3840(%rsp)
	movq	%rsi, 3848(%rsp)
	movq	%rdi, 3856(%rsp)
	movq	%r8, 3864(%rsp)
	movq	%r9, 3872(%rsp)
	movq	%r10, 3880(%rsp)
	movq	%r11, 3888(%rsp)
	movq	%r12, 3896(%rsp)
	movq	%r13, 3904(%rsp)
	movq	%r14, 3912(%rsp)
	movq	1040(%rsp), %rax
	movq	1048(%rsp), %rcx
	movq	1056(%rsp), %rdx
	movq	1064(%rsp), %rsi
	movq	1072(%rsp), %rdi
	movq	1080(%rsp), %r8
	movq	1088(%rsp), %r9
	movq	1096(%rsp), %r10
	movq	1104(%rsp), %r11
	movq	1112(%rsp), %r12
	movq	1120(%rsp), %r13
	movq	1128(%rsp), %r14
	subq	464(%rsp), %rax
	sbbq	472(%rsp), %rcx
	sbbq	480(%rsp), %rdx
	sbbq	488(%rsp), %rsi
	sbbq	496(%rsp), %rdi
	sbbq	504(%rsp), %r8
	sbbq	512(%rsp), %r9
	sbbq	520(%rsp), %r10
	sbbq	528(%rsp), %r11
	sbbq	536(%rsp), %r12
	sbbq	544(%rsp), %r13
	sbbq	552(%rsp), %r14
	subq	656(%rsp), %rax
	sbbq	664(%rsp), %rcx
	sbbq	672(%rsp), %rdx
	sbbq	680(%rsp), %rsi
	sbbq	688(%rsp), %rdi
	sbbq	696(%rsp), %r8
	sbbq	704(%rsp), %r9
	sbbq	712(%rsp), %r10
	sbbq	720(%rsp), %r11
	sbbq	728(%rsp), %r12
	sbbq	736(%rsp), %r13
	sbbq	744(%rsp), %r14
	movq	%rax, 3920(%rsp)
	movq	%rcx, 3928(%rsp)
	movq	%rdx, 3936(%rsp)
	movq	%rsi, 3944(%rsp)
	movq	%rdi, 3952(%rsp)
	movq	%r8, 3960(%rsp)
	movq	%r9, 3968(%rsp)
	movq	%r10, 3976(%rsp)
	movq	%r11, 3984(%rsp)
	movq	%r12, 3992(%rsp)
	movq	%r13, 4000(%rsp)
	movq	%r14, 4008(%rsp)
	movq	560(%rsp), %rax
	movq	568(%rsp), %rcx
	movq	576(%rsp), %rdx
	movq	584(%rsp), %rsi
	movq	592(%rsp), %rdi
	movq	600(%rsp), %r8
	movq	608(%rsp), %r9
	movq	616(%rsp), %r10
	movq	624(%rsp), %r11
	movq	632(%rsp), %r12
	movq	640(%rsp), %r13
	movq	648(%rsp), %r14
	addq	1136(%rsp), %rax
	adcq	1144(%rsp), %rcx
	adcq	1152(%rsp), %rdx
	adcq	1160(%rsp), %rsi
	adcq	1168(%rsp), %rdi
	adcq	1176(%rsp), %r8
	adcq	1184(%rsp), %r9
	adcq	1192(%rsp), %r10
	adcq	1200(%rsp), %r11
	adcq	1208(%rsp), %r12
	adcq	1216(%rsp), %r13
	adcq	1224(%rsp), %r14
	movq	%rax, 4016(%rsp)
	movq	%rcx, 4024(%rsp)
	movq	%rdx, 4032(%rsp)
	movq	%rsi, 4040(%rsp)
	movq	%rdi, 4048(%rsp)
	movq	%r8, 4056(%rsp)
	movq	%r9, 4064(%rsp)
	movq	%r10, 4072(%rsp)
	movq	%r11, 4080(%rsp)
	movq	%r12, 4088(%rsp)
	movq	%r13, 4096(%rsp)
	movq	%r14, 4104(%rsp)
	movq	656(%rsp), %rax
	movq	664(%rsp), %rcx
	movq	672(%rsp), %rdx
	movq	680(%rsp), %rsi
	movq	688(%rsp), %rdi
	movq	696(%rsp), %r8
	movq	704(%rsp), %r9
	movq	712(%rsp), %r10
	movq	720(%rsp), %r11
	movq	728(%rsp), %r12
	movq	736(%rsp), %r13
	movq	744(%rsp), %r14
	addq	1232(%rsp), %rax
	adcq	1240(%rsp), %rcx
	adcq	1248(%rsp), %rdx
	adcq	1256(%rsp), %rsi
	adcq	1264(%rsp), %rdi
	adcq	1272(%rsp), %r8
	adcq	1280(%rsp), %r9
	adcq	1288(%rsp), %r10
	adcq	1296(%rsp), %r11
	adcq	1304(%rsp), %r12
	adcq	1312(%rsp), %r13
	adcq	1320(%rsp), %r14
	movq	%rax, 4112(%rsp)
	movq	%rcx, 4120(%rsp)
	movq	%rdx, 4128(%rsp)
	movq	%rsi, 4136(%rsp)
	movq	%rdi, 4144(%rsp)
	movq	%r8, 4152(%rsp)
	movq	%r9, 4160(%rsp)
	movq	%r10, 4168(%rsp)
	movq	%r11, 4176(%rsp)
	movq	%r12, 4184(%rsp)
	movq	%r13, 4192(%rsp)
	movq	%r14, 4200(%rsp)
	movq	3632(%rsp), %rax
	movq	3640(%rsp), %rcx
	movq	3648(%rsp), %rdx
	movq	3656(%rsp), %rsi
	movq	3664(%rsp), %rdi
	movq	3672(%rsp), %r8
	movq	3680(%rsp), %r9
	movq	3688(%rsp), %r10
	movq	3696(%rsp), %r11
	movq	3704(%rsp), %r12
	movq	3712(%rsp), %r13
	movq	3720(%rsp), %r14
	addq	1712(%rsp), %rax
	adcq	1720(%rsp), %rcx
	adcq	1728(%rsp), %rdx
	adcq	1736(%rsp), %rsi
	adcq	1744(%rsp), %rdi
	adcq	1752(%rsp), %r8
	adcq	1760(%rsp), %r9
	adcq	1768(%rsp), %r10
	adcq	1776(%rsp), %r11
	adcq	1784(%rsp), %r12
	adcq	1792(%rsp), %r13
	adcq	1800(%rsp), %r14
	subq	1808(%rsp), %rax
	sbbq	1816(%rsp), %rcx
	sbbq	1824(%rsp), %rdx
	sbbq	1832(%rsp), %rsi
	sbbq	1840(%rsp), %rdi
	sbbq	1848(%rsp), %r8
	sbbq	1856(%rsp), %r9
	sbbq	1864(%rsp), %r10
	sbbq	1872(%rsp), %r11
	sbbq	1880(%rsp), %r12
	sbbq	1888(%rsp), %r13
	sbbq	1896(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 4208(%rsp)
	movq	%rcx, 4216(%rsp)
	movq	%rdx, 4224(%rsp)
	movq	%rsi, 4232(%rsp)
	movq	%rdi, 4240(%rsp)
	movq	%r8, 4248(%rsp)
	movq	%r9, 4256(%rsp)
	movq	%r10, 4264(%rsp)
	movq	%r11, 4272(%rsp)
	movq	%r12, 4280(%rsp)
	movq	%r13, 4288(%rsp)
	movq	%r14, 4296(%rsp)
	movq	352(%rsp), %rdi
	leaq	4208(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	3728(%rsp), %rax
	movq	3736(%rsp), %rcx
	movq	3744(%rsp), %rdx
	movq	3752(%rsp), %rsi
	movq	3760(%rsp), %rdi
	movq	3768(%rsp), %r8
	movq	3776(%rsp), %r9
	movq	3784(%rsp), %r10
	movq	3792(%rsp), %r11
	movq	3800(%rsp), %r12
	movq	3808(%rsp), %r13
	movq	3816(%rsp), %r14
	addq	1712(%rsp), %rax
	adcq	1720(%rsp), %rcx
	adcq	1728(%rsp), %rdx
	adcq	1736(%rsp), %rsi
	adcq	1744(%rsp), %rdi
	adcq	1752(%rsp), %r8
	adcq	1760(%rsp), %r9
	adcq	1768(%rsp), %r10
	adcq	1776(%rsp), %r11
	adcq	1784(%rsp), %r12
	adcq	1792(%rsp), %r13
	adcq	1800(%rsp), %r14
	addq	1808(%rsp), %rax
	adcq	1816(%rsp), %rcx
	adcq	1824(%rsp), %rdx
	adcq	1832(%rsp), %rsi
	adcq	1840(%rsp), %rdi
	adcq	1848(%rsp), %r8
	adcq	1856(%rsp), %r9
	adcq	1864(%rsp), %r10
	adcq	1872(%rsp), %r11
	adcq	1880(%rsp), %r12
	adcq	1888(%rsp), %r13
	adcq	1896(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 4304(%rsp)
	movq	%rcx, 4312(%rsp)
	movq	%rdx, 4320(%rsp)
	movq	%rsi, 4328(%rsp)
	movq	%rdi, 4336(%rsp)
	movq	%r8, 4344(%rsp)
	movq	%r9, 4352(%rsp)
	movq	%r10, 4360(%rsp)
	movq	%r11, 4368(%rsp)
	movq	%r12, 4376(%rsp)
	movq	%r13, 4384(%rsp)
	movq	%r14, 4392(%rsp)
	movq	352(%rsp), %rdi
	addq	$48, %rdi
	leaq	4304(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	3824(%rsp), %rax
	movq	3832(%rsp), %rcx
	movq	3840(%rsp), %rdx
	movq	3848(%rsp), %rsi
	movq	3856(%rsp), %rdi
	movq	3864(%rsp), %r8
	movq	3872(%rsp), %r9
	movq	3880(%rsp), %r10
	movq	3888(%rsp), %r11
	movq	3896(%rsp), %r12
	movq	3904(%rsp), %r13
	movq	3912(%rsp), %r14
	addq	1904(%rsp), %rax
	adcq	1912(%rsp), %rcx
	adcq	1920(%rsp), %rdx
	adcq	1928(%rsp), %rsi
	adcq	1936(%rsp), %rdi
	adcq	1944(%rsp), %r8
	adcq	1952(%rsp), %r9
	adcq	1960(%rsp), %r10
	adcq	1968(%rsp), %r11
	adcq	1976(%rsp), %r12
	adcq	1984(%rsp), %r13
	adcq	1992(%rsp), %r14
	subq	2000(%rsp), %rax
	sbbq	2008(%rsp), %rcx
	sbbq	2016(%rsp), %rdx
	sbbq	2024(%rsp), %rsi
	sbbq	2032(%rsp), %rdi
	sbbq	2040(%rsp), %r8
	sbbq	2048(%rsp), %r9
	sbbq	2056(%rsp), %r10
	sbbq	2064(%rsp), %r11
	sbbq	2072(%rsp), %r12
	sbbq	2080(%rsp), %r13
	sbbq	2088(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 4400(%rsp)
	movq	%rcx, 4408(%rsp)
	movq	%rdx, 4416(%rsp)
	movq	%rsi, 4424(%rsp)
	movq	%rdi, 4432(%rsp)
	movq	%r8, 4440(%rsp)
	movq	%r9, 4448(%rsp)
	movq	%r10, 4456(%rsp)
	movq	%r11, 4464(%rsp)
	movq	%r12, 4472(%rsp)
	movq	%r13, 4480(%rsp)
	movq	%r14, 4488(%rsp)
	movq	352(%rsp), %rdi
	addq	$96, %rdi
	leaq	4400(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	3920(%rsp), %rax
	movq	3928(%rsp), %rcx
	movq	3936(%rsp), %rdx
	movq	3944(%rsp), %rsi
	movq	3952(%rsp), %rdi
	movq	3960(%rsp), %r8
	movq	3968(%rsp), %r9
	movq	3976(%rsp), %r10
	movq	3984(%rsp), %r11
	movq	3992(%rsp), %r12
	movq	4000(%rsp), %r13
	movq	4008(%rsp), %r14
	addq	1904(%rsp), %rax
	adcq	1912(%rsp), %rcx
	adcq	1920(%rsp), %rdx
	adcq	1928(%rsp), %rsi
	adcq	1936(%rsp), %rdi
	adcq	1944(%rsp), %r8
	adcq	1952(%rsp), %r9
	adcq	1960(%rsp), %r10
	adcq	1968(%rsp), %r11
	adcq	1976(%rsp), %r12
	adcq	1984(%rsp), %r13
	adcq	1992(%rsp), %r14
	addq	2000(%rsp), %rax
	adcq	2008(%rsp), %rcx
	adcq	2016(%rsp), %rdx
	adcq	2024(%rsp), %rsi
	adcq	2032(%rsp), %rdi
	adcq	2040(%rsp), %r8
	adcq	2048(%rsp), %r9
	adcq	2056(%rsp), %r10
	adcq	2064(%rsp), %r11
	adcq	2072(%rsp), %r12
	adcq	2080(%rsp), %r13
	adcq	2088(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 4496(%rsp)
	movq	%rcx, 4504(%rsp)
	movq	%rdx, 4512(%rsp)
	movq	%rsi, 4520(%rsp)
	movq	%rdi, 4528(%rsp)
	movq	%r8, 4536(%rsp)
	movq	%r9, 4544(%rsp)
	movq	%r10, 4552(%rsp)
	movq	%r11, 4560(%rsp)
	movq	%r12, 4568(%rsp)
	movq	%r13, 4576(%rsp)
	movq	%r14, 4584(%rsp)
	movq	352(%rsp), %rdi
	addq	$144, %rdi
	leaq	4496(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	4016(%rsp), %rax
	movq	4024(%rsp), %rcx
	movq	4032(%rsp), %rdx
	movq	4040(%rsp), %rsi
	movq	4048(%rsp), %rdi
	movq	4056(%rsp), %r8
	movq	4064(%rsp), %r9
	movq	4072(%rsp), %r10
	movq	4080(%rsp), %r11
	movq	4088(%rsp), %r12
	movq	4096(%rsp), %r13
	movq	4104(%rsp), %r14
	addq	1520(%rsp), %rax
	adcq	1528(%rsp), %rcx
	adcq	1536(%rsp), %rdx
	adcq	1544(%rsp), %rsi
	adcq	1552(%rsp), %rdi
	adcq	1560(%rsp), %r8
	adcq	1568(%rsp), %r9
	adcq	1576(%rsp), %r10
	adcq	1584(%rsp), %r11
	adcq	1592(%rsp), %r12
	adcq	1600(%rsp), %r13
	adcq	1608(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 4592(%rsp)
	movq	%rcx, 4600(%rsp)
	movq	%rdx, 4608(%rsp)
	movq	%rsi, 4616(%rsp)
	movq	%rdi, 4624(%rsp)
	movq	%r8, 4632(%rsp)
	movq	%r9, 4640(%rsp)
	movq	%r10, 4648(%rsp)
	movq	%r11, 4656(%rsp)
	movq	%r12, 4664(%rsp)
	movq	%r13, 4672(%rsp)
	movq	%r14, 4680(%rsp)
	movq	352(%rsp), %rdi
	addq	$192, %rdi
	leaq	4592(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	4112(%rsp), %rax
	movq	4120(%rsp), %rcx
	movq	4128(%rsp), %rdx
	movq	4136(%rsp), %rsi
	movq	4144(%rsp), %rdi
	movq	4152(%rsp), %r8
	movq	4160(%rsp), %r9
	movq	4168(%rsp), %r10
	movq	4176(%rsp), %r11
	movq	4184(%rsp), %r12
	movq	4192(%rsp), %r13
	movq	4200(%rsp), %r14
	addq	1616(%rsp), %rax
	adcq	1624(%rsp), %rcx
	adcq	1632(%rsp), %rdx
	adcq	1640(%rsp), %rsi
	adcq	1648(%rsp), %rdi
	adcq	1656(%rsp), %r8
	adcq	1664(%rsp), %r9
	adcq	1672(%rsp), %r10
	adcq	1680(%rsp), %r11
	adcq	1688(%rsp), %r12
	adcq	1696(%rsp), %r13
	adcq	1704(%rsp), %r14
	movq	%rax, 4688(%rsp)
	movq	%rcx, 4696(%rsp)
	movq	%rdx, 4704(%rsp)
	movq	%rsi, 4712(%rsp)
	movq	%rdi, 4720(%rsp)
	movq	%r8, 4728(%rsp)
	movq	%r9, 4736(%rsp)
	movq	%r10, 4744(%rsp)
	movq	%r11, 4752(%rsp)
	movq	%r12, 4760(%rsp)
	movq	%r13, 4768(%rsp)
	movq	%r14, 4776(%rsp)
	movq	352(%rsp), %rdi
	addq	$240, %rdi
	leaq	4688(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	2480(%rsp), %rax
	movq	2488(%rsp), %rcx
	movq	2496(%rsp), %rdx
	movq	2504(%rsp), %rsi
	movq	2512(%rsp), %rdi
	movq	2520(%rsp), %r8
	movq	2528(%rsp), %r9
	movq	2536(%rsp), %r10
	movq	2544(%rsp), %r11
	movq	2552(%rsp), %r12
	movq	2560(%rsp), %r13
	movq	2568(%rsp), %r14
	addq	3440(%rsp), %rax
	adcq	3448(%rsp), %rcx
	adcq	3456(%rsp), %rdx
	adcq	3464(%rsp), %rsi
	adcq	3472(%rsp), %rdi
	adcq	3480(%rsp), %r8
	adcq	3488(%rsp), %r9
	adcq	3496(%rsp), %r10
	adcq	3504(%rsp), %r11
	adcq	3512(%rsp), %r12
	adcq	3520(%rsp), %r13
	adcq	3528(%rsp), %r14
	addq	2000(%rsp), %rax
	adcq	2008(%rsp), %rcx
	adcq	2016(%rsp), %rdx
	adcq	2024(%rsp), %rsi
	adcq	2032(%rsp), %rdi
	adcq	2040(%rsp), %r8
	adcq	2048(%rsp), %r9
	adcq	2056(%rsp), %r10
	adcq	2064(%rsp), %r11
	adcq	2072(%rsp), %r12
	adcq	2080(%rsp), %r13
	adcq	2088(%rsp), %r14
	subq	3536(%rsp), %rax
	sbbq	3544(%rsp), %rcx
	sbbq	3552(%rsp), %rdx
	sbbq	3560(%rsp), %rsi
	sbbq	3568(%rsp), %rdi
	sbbq	3576(%rsp), %r8
	sbbq	3584(%rsp), %r9
	sbbq	3592(%rsp), %r10
	sbbq	3600(%rsp), %r11
	sbbq	3608(%rsp), %r12
	sbbq	3616(%rsp), %r13
	sbbq	3624(%rsp), %r14
	subq	3632(%rsp), %rax
	sbbq	3640(%rsp), %rcx
	sbbq	3648(%rsp), %rdx
	sbbq	3656(%rsp), %rsi
	sbbq	3664(%rsp), %rdi
	sbbq	3672(%rsp), %r8
	sbbq	3680(%rsp), %r9
	sbbq	3688(%rsp), %r10
	sbbq	3696(%rsp), %r11
	sbbq	3704(%rsp), %r12
	sbbq	3712(%rsp), %r13
	sbbq	3720(%rsp), %r14
	subq	1904(%rsp), %rax
	sbbq	1912(%rsp), %rcx
	sbbq	1920(%rsp), %rdx
	sbbq	1928(%rsp), %rsi
	sbbq	1936(%rsp), %rdi
	sbbq	1944(%rsp), %r8
	sbbq	1952(%rsp), %r9
	sbbq	1960(%rsp), %r10
	sbbq	1968(%rsp), %r11
	sbbq	1976(%rsp), %r12
	sbbq	1984(%rsp), %r13
	sbbq	1992(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 4784(%rsp)
	movq	%rcx, 4792(%rsp)
	movq	%rdx, 4800(%rsp)
	movq	%rsi, 4808(%rsp)
	movq	%rdi, 4816(%rsp)
	movq	%r8, 4824(%rsp)
	movq	%r9, 4832(%rsp)
	movq	%r10, 4840(%rsp)
	movq	%r11, 4848(%rsp)
	movq	%r12, 4856(%rsp)
	movq	%r13, 4864(%rsp)
	movq	%r14, 4872(%rsp)
	movq	352(%rsp), %rdi
	addq	$288, %rdi
	leaq	4784(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	2576(%rsp), %rax
	movq	2584(%rsp), %rcx
	movq	2592(%rsp), %rdx
	movq	2600(%rsp), %rsi
	movq	2608(%rsp), %rdi
	movq	2616(%rsp), %r8
	movq	2624(%rsp), %r9
	movq	2632(%rsp), %r10
	movq	2640(%rsp), %r11
	movq	2648(%rsp), %r12
	movq	2656(%rsp), %r13
	movq	2664(%rsp), %r14
	addq	3440(%rsp), %rax
	adcq	3448(%rsp), %rcx
	adcq	3456(%rsp), %rdx
	adcq	3464(%rsp), %rsi
	adcq	3472(%rsp), %rdi
	adcq	3480(%rsp), %r8
	adcq	3488(%rsp), %r9
	adcq	3496(%rsp), %r10
	adcq	3504(%rsp), %r11
	adcq	3512(%rsp), %r12
	adcq	3520(%rsp), %r13
	adcq	3528(%rsp), %r14
	addq	3536(%rsp), %rax
	adcq	3544(%rsp), %rcx
	adcq	3552(%rsp), %rdx
	adcq	3560(%rsp), %rsi
	adcq	3568(%rsp), %rdi
	adcq	3576(%rsp), %r8
	adcq	3584(%rsp), %r9
	adcq	3592(%rsp), %r10
	adcq	3600(%rsp), %r11
	adcq	3608(%rsp), %r12
	adcq	3616(%rsp), %r13
	adcq	3624(%rsp), %r14
	subq	3728(%rsp), %rax
	sbbq	3736(%rsp), %rcx
	sbbq	3744(%rsp), %rdx
	sbbq	3752(%rsp), %rsi
	sbbq	3760(%rsp), %rdi
	sbbq	3768(%rsp), %r8
	sbbq	3776(%rsp), %r9
	sbbq	3784(%rsp), %r10
	sbbq	3792(%rsp), %r11
	sbbq	3800(%rsp), %r12
	sbbq	3808(%rsp), %r13
	sbbq	3816(%rsp), %r14
	subq	1904(%rsp), %rax
	sbbq	1912(%rsp), %rcx
	sbbq	1920(%rsp), %rdx
	sbbq	1928(%rsp), %rsi
	sbbq	1936(%rsp), %rdi
	sbbq	1944(%rsp), %r8
	sbbq	1952(%rsp), %r9
	sbbq	1960(%rsp), %r10
	sbbq	1968(%rsp), %r11
	sbbq	1976(%rsp), %r12
	sbbq	1984(%rsp), %r13
	sbbq	1992(%rsp), %r14
	subq	2000(%rsp), %rax
	sbbq	2008(%rsp), %rcx
	sbbq	2016(%rsp), %rdx
	sbbq	2024(%rsp), %rsi
	sbbq	2032(%rsp), %rdi
	sbbq	2040(%rsp), %r8
	sbbq	2048(%rsp), %r9
	sbbq	2056(%rsp), %r10
	sbbq	2064(%rsp), %r11
	sbbq	2072(%rsp), %r12
	sbbq	2080(%rsp), %r13
	sbbq	2088(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 4880(%rsp)
	movq	%rcx, 4888(%rsp)
	movq	%rdx, 4896(%rsp)
	movq	%rsi, 4904(%rsp)
	movq	%rdi, 4912(%rsp)
	movq	%r8, 4920(%rsp)
	movq	%r9, 4928(%rsp)
	movq	%r10, 4936(%rsp)
	movq	%r11, 4944(%rsp)
	movq	%r12, 4952(%rsp)
	movq	%r13, 4960(%rsp)
	movq	%r14, 4968(%rsp)
	movq	352(%rsp), %rdi
	addq	$336, %rdi
	leaq	4880(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	3056(%rsp), %rax
	movq	3064(%rsp), %rcx
	movq	3072(%rsp), %rdx
	movq	3080(%rsp), %rsi
	movq	3088(%rsp), %rdi
	movq	3096(%rsp), %r8
	movq	3104(%rsp), %r9
	movq	3112(%rsp), %r10
	movq	3120(%rsp), %r11
	movq	3128(%rsp), %r12
	movq	3136(%rsp), %r13
	movq	3144(%rsp), %r14
	subq	2480(%rsp), %rax
	sbbq	2488(%rsp), %rcx
	sbbq	2496(%rsp), %rdx
	sbbq	2504(%rsp), %rsi
	sbbq	2512(%rsp), %rdi
	sbbq	2520(%rsp), %r8
	sbbq	2528(%rsp), %r9
	sbbq	2536(%rsp), %r10
	sbbq	2544(%rsp), %r11
	sbbq	2552(%rsp), %r12
	sbbq	2560(%rsp), %r13
	sbbq	2568(%rsp), %r14
	subq	2672(%rsp), %rax
	sbbq	2680(%rsp), %rcx
	sbbq	2688(%rsp), %rdx
	sbbq	2696(%rsp), %rsi
	sbbq	2704(%rsp), %rdi
	sbbq	2712(%rsp), %r8
	sbbq	2720(%rsp), %r9
	sbbq	2728(%rsp), %r10
	sbbq	2736(%rsp), %r11
	sbbq	2744(%rsp), %r12
	sbbq	2752(%rsp), %r13
	sbbq	2760(%rsp), %r14
	subq	3824(%rsp), %rax
	sbbq	3832(%rsp), %rcx
	sbbq	3840(%rsp), %rdx
	sbbq	3848(%rsp), %rsi
	sbbq	3856(%rsp), %rdi
	sbbq	3864(%rsp), %r8
	sbbq	3872(%rsp), %r9
	sbbq	3880(%rsp), %r10
	sbbq	3888(%rsp), %r11
	sbbq	3896(%rsp), %r12
	sbbq	3904(%rsp), %r13
	sbbq	3912(%rsp), %r14
	subq	1520(%rsp), %rax
	sbbq	1528(%rsp), %rcx
	sbbq	1536(%rsp), %rdx
	sbbq	1544(%rsp), %rsi
	sbbq	1552(%rsp), %rdi
	sbbq	1560(%rsp), %r8
	sbbq	1568(%rsp), %r9
	sbbq	1576(%rsp), %r10
	sbbq	1584(%rsp), %r11
	sbbq	1592(%rsp), %r12
	sbbq	1600(%rsp), %r13
	sbbq	1608(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 4976(%rsp)
	movq	%rcx, 4984(%rsp)
	movq	%rdx, 4992(%rsp)
	movq	%rsi, 5000(%rsp)
	movq	%rdi, 5008(%rsp)
	movq	%r8, 5016(%rsp)
	movq	%r9, 5024(%rsp)
	movq	%r10, 5032(%rsp)
	movq	%r11, 5040(%rsp)
	movq	%r12, 5048(%rsp)
	movq	%r13, 5056(%rsp)
	movq	%r14, 5064(%rsp)
	movq	352(%rsp), %rdi
	addq	$384, %rdi
	leaq	4976(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	3152(%rsp), %rax
	movq	3160(%rsp), %rcx
	movq	3168(%rsp), %rdx
	movq	3176(%rsp), %rsi
	movq	3184(%rsp), %rdi
	movq	3192(%rsp), %r8
	movq	3200(%rsp), %r9
	movq	3208(%rsp), %r10
	movq	3216(%rsp), %r11
	movq	3224(%rsp), %r12
	movq	3232(%rsp), %r13
	movq	3240(%rsp), %r14
	subq	2576(%rsp), %rax
	sbbq	2584(%rsp), %rcx
	sbbq	2592(%rsp), %rdx
	sbbq	2600(%rsp), %rsi
	sbbq	2608(%rsp), %rdi
	sbbq	2616(%rsp), %r8
	sbbq	2624(%rsp), %r9
	sbbq	2632(%rsp), %r10
	sbbq	2640(%rsp), %r11
	sbbq	2648(%rsp), %r12
	sbbq	2656(%rsp), %r13
	sbbq	2664(%rsp), %r14
	subq	2768(%rsp), %rax
	sbbq	2776(%rsp), %rcx
	sbbq	2784(%rsp), %rdx
	sbbq	2792(%rsp), %rsi
	sbbq	2800(%rsp), %rdi
	sbbq	2808(%rsp), %r8
	sbbq	2816(%rsp), %r9
	sbbq	2824(%rsp), %r10
	sbbq	2832(%rsp), %r11
	sbbq	2840(%rsp), %r12
	sbbq	2848(%rsp), %r13
	sbbq	2856(%rsp), %r14
	subq	3920(%rsp), %rax
	sbbq	3928(%rsp), %rcx
	sbbq	3936(%rsp), %rdx
	sbbq	3944(%rsp), %rsi
	sbbq	3952(%rsp), %rdi
	sbbq	3960(%rsp), %r8
	sbbq	3968(%rsp), %r9
	sbbq	3976(%rsp), %r10
	sbbq	3984(%rsp), %r11
	sbbq	3992(%rsp), %r12
	sbbq	4000(%rsp), %r13
	sbbq	4008(%rsp), %r14
	subq	1616(%rsp), %rax
	sbbq	1624(%rsp), %rcx
	sbbq	1632(%rsp), %rdx
	sbbq	1640(%rsp), %rsi
	sbbq	1648(%rsp), %rdi
	sbbq	1656(%rsp), %r8
	sbbq	1664(%rsp), %r9
	sbbq	1672(%rsp), %r10
	sbbq	1680(%rsp), %r11
	sbbq	1688(%rsp), %r12
	sbbq	1696(%rsp), %r13
	sbbq	1704(%rsp), %r14
	movq	%rax, 5072(%rsp)
	movq	%rcx, 5080(%rsp)
	movq	%rdx, 5088(%rsp)
	movq	%rsi, 5096(%rsp)
	movq	%rdi, 5104(%rsp)
	movq	%r8, 5112(%rsp)
	movq	%r9, 5120(%rsp)
	movq	%r10, 5128(%rsp)
	movq	%r11, 5136(%rsp)
	movq	%r12, 5144(%rsp)
	movq	%r13, 5152(%rsp)
	movq	%r14, 5160(%rsp)
	movq	352(%rsp), %rdi
	addq	$432, %rdi
	leaq	5072(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	2672(%rsp), %rax
	movq	2680(%rsp), %rcx
	movq	2688(%rsp), %rdx
	movq	2696(%rsp), %rsi
	movq	2704(%rsp), %rdi
	movq	2712(%rsp), %r8
	movq	2720(%rsp), %r9
	movq	2728(%rsp), %r10
	movq	2736(%rsp), %r11
	movq	2744(%rsp), %r12
	movq	2752(%rsp), %r13
	movq	2760(%rsp), %r14
	addq	3248(%rsp), %rax
	adcq	3256(%rsp), %rcx
	adcq	3264(%rsp), %rdx
	adcq	3272(%rsp), %rsi
	adcq	3280(%rsp), %rdi
	adcq	3288(%rsp), %r8
	adcq	3296(%rsp), %r9
	adcq	3304(%rsp), %r10
	adcq	3312(%rsp), %r11
	adcq	3320(%rsp), %r12
	adcq	3328(%rsp), %r13
	adcq	3336(%rsp), %r14
	subq	4016(%rsp), %rax
	sbbq	4024(%rsp), %rcx
	sbbq	4032(%rsp), %rdx
	sbbq	4040(%rsp), %rsi
	sbbq	4048(%rsp), %rdi
	sbbq	4056(%rsp), %r8
	sbbq	4064(%rsp), %r9
	sbbq	4072(%rsp), %r10
	sbbq	4080(%rsp), %r11
	sbbq	4088(%rsp), %r12
	sbbq	4096(%rsp), %r13
	sbbq	4104(%rsp), %r14
	subq	1712(%rsp), %rax
	sbbq	1720(%rsp), %rcx
	sbbq	1728(%rsp), %rdx
	sbbq	1736(%rsp), %rsi
	sbbq	1744(%rsp), %rdi
	sbbq	1752(%rsp), %r8
	sbbq	1760(%rsp), %r9
	sbbq	1768(%rsp), %r10
	sbbq	1776(%rsp), %r11
	sbbq	1784(%rsp), %r12
	sbbq	1792(%rsp), %r13
	sbbq	1800(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 5168(%rsp)
	movq	%rcx, 5176(%rsp)
	movq	%rdx, 5184(%rsp)
	movq	%rsi, 5192(%rsp)
	movq	%rdi, 5200(%rsp)
	movq	%r8, 5208(%rsp)
	movq	%r9, 5216(%rsp)
	movq	%r10, 5224(%rsp)
	movq	%r11, 5232(%rsp)
	movq	%r12, 5240(%rsp)
	movq	%r13, 5248(%rsp)
	movq	%r14, 5256(%rsp)
	movq	352(%rsp), %rdi
	addq	$480, %rdi
	leaq	5168(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	2768(%rsp), %rax
	movq	2776(%rsp), %rcx
	movq	2784(%rsp), %rdx
	movq	2792(%rsp), %rsi
	movq	2800(%rsp), %rdi
	movq	2808(%rsp), %r8
	movq	2816(%rsp), %r9
	movq	2824(%rsp), %r10
	movq	2832(%rsp), %r11
	movq	2840(%rsp), %r12
	movq	2848(%rsp), %r13
	movq	2856(%rsp), %r14
	addq	3344(%rsp), %rax
	adcq	3352(%rsp), %rcx
	adcq	3360(%rsp), %rdx
	adcq	3368(%rsp), %rsi
	adcq	3376(%rsp), %rdi
	adcq	3384(%rsp), %r8
	adcq	3392(%rsp), %r9
	adcq	3400(%rsp), %r10
	adcq	3408(%rsp), %r11
	adcq	3416(%rsp), %r12
	adcq	3424(%rsp), %r13
	adcq	3432(%rsp), %r14
	subq	4112(%rsp), %rax
	sbbq	4120(%rsp), %rcx
	sbbq	4128(%rsp), %rdx
	sbbq	4136(%rsp), %rsi
	sbbq	4144(%rsp), %rdi
	sbbq	4152(%rsp), %r8
	sbbq	4160(%rsp), %r9
	sbbq	4168(%rsp), %r10
	sbbq	4176(%rsp), %r11
	sbbq	4184(%rsp), %r12
	sbbq	4192(%rsp), %r13
	sbbq	4200(%rsp), %r14
	subq	1808(%rsp), %rax
	sbbq	1816(%rsp), %rcx
	sbbq	1824(%rsp), %rdx
	sbbq	1832(%rsp), %rsi
	sbbq	1840(%rsp), %rdi
	sbbq	1848(%rsp), %r8
	sbbq	1856(%rsp), %r9
	sbbq	1864(%rsp), %r10
	sbbq	1872(%rsp), %r11
	sbbq	1880(%rsp), %r12
	sbbq	1888(%rsp), %r13
	sbbq	1896(%rsp), %r14
	movq	%rax, 5264(%rsp)
	movq	%rcx, 5272(%rsp)
	movq	%rdx, 5280(%rsp)
	movq	%rsi, 5288(%rsp)
	movq	%rdi, 5296(%rsp)
	movq	%r8, 5304(%rsp)
	movq	%r9, 5312(%rsp)
	movq	%r10, 5320(%rsp)
	movq	%r11, 5328(%rsp)
	movq	%r12, 5336(%rsp)
	movq	%r13, 5344(%rsp)
	movq	%r14, 5352(%rsp)
	movq	352(%rsp), %rdi
	addq	$528, %rdi
	leaq	5264(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	addq	$5368, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp12_mul_by_014)

FUNCTION(bls381_fp12_mul_by_lines)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	/* %rbx, %rbp: the inputs; %r12, %r13, %r14, %r15 saved too: the helpers clobber them */
	subq	$10936, %rsp
	movq	%rdi, 352(%rsp)                           /* r */
	movq	%rsi, %rbx                                /* a */
	movq	%rdx, %rbp                                /* b */
	leaq	368(%rsp), %rdi
	leaq	(%rbp), %rsi
	leaq	288(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	560(%rsp), %rdi
	leaq	96(%rbp), %rsi
	leaq	384(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	752(%rsp), %rdi
	leaq	192(%rbp), %rsi
	leaq	480(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
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
	movq	%rax, 944(%rsp)
	movq	%rcx, 952(%rsp)
	movq	%rdx, 960(%rsp)
	movq	%rsi, 968(%rsp)
	movq	%rdi, 976(%rsp)
	movq	%r8, 984(%rsp)
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
	movq	%rax, 992(%rsp)
	movq	%rcx, 1000(%rsp)
	movq	%rdx, 1008(%rsp)
	movq	%rsi, 1016(%rsp)
	movq	%rdi, 1024(%rsp)
	movq	%r8, 1032(%rsp)
	movq	288(%rbp), %rax
	movq	296(%rbp), %rcx
	movq	304(%rbp), %rdx
	movq	312(%rbp), %rsi
	movq	320(%rbp), %rdi
	movq	328(%rbp), %r8
	addq	384(%rbp), %rax
	adcq	392(%rbp), %rcx
	adcq	400(%rbp), %rdx
	adcq	408(%rbp), %rsi
	adcq	416(%rbp), %rdi
	adcq	424(%rbp), %r8
	movq	%rax, 1040(%rsp)
	movq	%rcx, 1048(%rsp)
	movq	%rdx, 1056(%rsp)
	movq	%rsi, 1064(%rsp)
	movq	%rdi, 1072(%rsp)
	movq	%r8, 1080(%rsp)
	movq	336(%rbp), %rax
	movq	344(%rbp), %rcx
	movq	352(%rbp), %rdx
	movq	360(%rbp), %rsi
	movq	368(%rbp), %rdi
	movq	376(%rbp), %r8
	addq	432(%rbp), %rax
	adcq	440(%rbp), %rcx
	adcq	448(%rbp), %rdx
	adcq	456(%rbp), %rsi
	adcq	464(%rbp), %rdi
	adcq	472(%rbp), %r8
	movq	%rax, 1088(%rsp)
	movq	%rcx, 1096(%rsp)
	movq	%rdx, 1104(%rsp)
	movq	%rsi, 1112(%rsp)
	movq	%rdi, 1120(%rsp)
	movq	%r8, 1128(%rsp)
	leaq	1136(%rsp), %rdi
	leaq	944(%rsp), %rsi
	leaq	1040(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
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
	movq	%rax, 1328(%rsp)
	movq	%rcx, 1336(%rsp)
	movq	%rdx, 1344(%rsp)
	movq	%rsi, 1352(%rsp)
	movq	%rdi, 1360(%rsp)
	movq	%r8, 1368(%rsp)
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
	movq	%rax, 1376(%rsp)
	movq	%rcx, 1384(%rsp)
	movq	%rdx, 1392(%rsp)
	movq	%rsi, 1400(%rsp)
	movq	%rdi, 1408(%rsp)
	movq	%r8, 1416(%rsp)
	movq	288(%rbp), %rax
	movq	296(%rbp), %rcx
	movq	304(%rbp), %rdx
	movq	312(%rbp), %rsi
	movq	320(%rbp), %rdi
	movq	328(%rbp), %r8
	addq	480(%rbp), %rax
	adcq	488(%rbp), %rcx
	adcq	496(%rbp), %rdx
	adcq	504(%rbp), %rsi
	adcq	512(%rbp), %rdi
	adcq	520(%rbp), %r8
	movq	%rax, 1424(%rsp)
	movq	%rcx, 1432(%rsp)
	movq	%rdx, 1440(%rsp)
	movq	%rsi, 1448(%rsp)
	movq	%rdi, 1456(%rsp)
	movq	%r8, 1464(%rsp)
	movq	336(%rbp), %rax
	movq	344(%rbp), %rcx
	movq	352(%rbp), %rdx
	movq	360(%rbp), %rsi
	movq	368(%rbp), %rdi
	movq	376(%rbp), %r8
	addq	528(%rbp), %rax
	adcq	536(%rbp), %rcx
	adcq	544(%rbp), %rdx
	adcq	552(%rbp), %rsi
	adcq	560(%rbp), %rdi
	adcq	568(%rbp), %r8
	movq	%rax, 1472(%rsp)
	movq	%rcx, 1480(%rsp)
	movq	%rdx, 1488(%rsp)
	movq	%rsi, 1496(%rsp)
	movq	%rdi, 1504(%rsp)
	movq	%r8, 1512(%rsp)
	leaq	1520(%rsp), %rdi
	leaq	1328(%rsp), %rsi
	leaq	1424(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
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
	movq	%rax, 1712(%rsp)
	movq	%rcx, 1720(%rsp)
	movq	%rdx, 1728(%rsp)
	movq	%rsi, 1736(%rsp)
	movq	%rdi, 1744(%rsp)
	movq	%r8, 1752(%rsp)
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
	movq	%rax, 1760(%rsp)
	movq	%rcx, 1768(%rsp)
	movq	%rdx, 1776(%rsp)
	movq	%rsi, 1784(%rsp)
	movq	%rdi, 1792(%rsp)
	movq	%r8, 1800(%rsp)
	movq	384(%rbp), %rax
	movq	392(%rbp), %rcx
	movq	400(%rbp), %rdx
	movq	408(%rbp), %rsi
	movq	416(%rbp), %rdi
	movq	424(%rbp), %r8
	addq	480(%rbp), %rax
	adcq	488(%rbp), %rcx
	adcq	496(%rbp), %rdx
	adcq	504(%rbp), %rsi
	adcq	512(%rbp), %rdi
	adcq	520(%rbp), %r8
	movq	%rax, 1808(%rsp)
	movq	%rcx, 1816(%rsp)
	movq	%rdx, 1824(%rsp)
	movq	%rsi, 1832(%rsp)
	movq	%rdi, 1840(%rsp)
	movq	%r8, 1848(%rsp)
	movq	432(%rbp), %rax
	movq	440(%rbp), %rcx
	movq	448(%rbp), %rdx
	movq	456(%rbp), %rsi
	movq	464(%rbp), %rdi
	movq	472(%rbp), %r8
	addq	528(%rbp), %rax
	adcq	536(%rbp), %rcx
	adcq	544(%rbp), %rdx
	adcq	552(%rbp), %rsi
	adcq	560(%rbp), %rdi
	adcq	568(%rbp), %r8
	movq	%rax, 1856(%rsp)
	movq	%rcx, 1864(%rsp)
	movq	%rdx, 1872(%rsp)
	movq	%rsi, 1880(%rsp)
	movq	%rdi, 1888(%rsp)
	movq	%r8, 1896(%rsp)
	leaq	1904(%rsp), %rdi
	leaq	1712(%rsp), %rsi
	leaq	1808(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	368(%rsp), %rax
	movq	376(%rsp), %rcx
	movq	384(%rsp), %rdx
	movq	392(%rsp), %rsi
	movq	400(%rsp), %rdi
	movq	408(%rsp), %r8
	movq	416(%rsp), %r9
	movq	424(%rsp), %r10
	movq	432(%rsp), %r11
	movq	440(%rsp), %r12
	movq	448(%rsp), %r13
	movq	456(%rsp), %r14
	addq	752(%rsp), %rax
	adcq	760(%rsp), %rcx
	adcq	768(%rsp), %rdx
	adcq	776(%rsp), %rsi
	adcq	784(%rsp), %rdi
	adcq	792(%rsp), %r8
	adcq	800(%rsp), %r9
	adcq	808(%rsp), %r10
	adcq	816(%rsp), %r11
	adcq	824(%rsp), %r12
	adcq	832(%rsp), %r13
	adcq	840(%rsp), %r14
	subq	848(%rsp), %rax
	sbbq	856(%rsp), %rcx
	sbbq	864(%rsp), %rdx
	sbbq	872(%rsp), %rsi
	sbbq	880(%rsp), %rdi
	sbbq	888(%rsp), %r8
	sbbq	896(%rsp), %r9
	sbbq	904(%rsp), %r10
	sbbq	912(%rsp), %r11
	sbbq	920(%rsp), %r12
	sbbq	928(%rsp), %r13
	sbbq	936(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 2192(%rsp)
	movq	%rcx, 2200(%rsp)
	movq	%rdx, 2208(%rsp)
	movq	%rsi, 2216(%rsp)
	movq	%rdi, 2224(%rsp)
	movq	%r8, 2232(%rsp)
	movq	%r9, 2240(%rsp)
	movq	%r10, 2248(%rsp)
	movq	%r11, 2256(%rsp)
	movq	%r12, 2264(%rsp)
	movq	%r13, 2272(%rsp)
	movq	%r14, 2280(%rsp)
	leaq	2096(%rsp), %rdi
	leaq	2192(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	464(%rsp), %rax
	movq	472(%rsp), %rcx
	movq	480(%rsp), %rdx
	movq	488(%rsp), %rsi
	movq	496(%rsp), %rdi
	movq	504(%rsp), %r8
	movq	512(%rsp), %r9
	movq	520(%rsp), %r10
	movq	528(%rsp), %r11
	movq	536(%rsp), %r12
	movq	544(%rsp), %r13
	movq	552(%rsp), %r14
	addq	752(%rsp), %rax
	adcq	760(%rsp), %rcx
	adcq	768(%rsp), %rdx
	adcq	776(%rsp), %rsi
	adcq	784(%rsp), %rdi
	adcq	792(%rsp), %r8
	adcq	800(%rsp), %r9
	adcq	808(%rsp), %r10
	adcq	816(%rsp), %r11
	adcq	824(%rsp), %r12
	adcq	832(%rsp), %r13
	adcq	840(%rsp), %r14
	addq	848(%rsp), %rax
	adcq	856(%rsp), %rcx
	adcq	864(%rsp), %rdx
	adcq	872(%rsp), %rsi
	adcq	880(%rsp), %rdi
	adcq	888(%rsp), %r8
	adcq	896(%rsp), %r9
	adcq	904(%rsp), %r10
	adcq	912(%rsp), %r11
	adcq	920(%rsp), %r12
	adcq	928(%rsp), %r13
	adcq	936(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 2288(%rsp)
	movq	%rcx, 2296(%rsp)
	movq	%rdx, 2304(%rsp)
	movq	%rsi, 2312(%rsp)
	movq	%rdi, 2320(%rsp)
	movq	%r8, 2328(%rsp)
	movq	%r9, 2336(%rsp)
	movq	%r10, 2344(%rsp)
	movq	%r11, 2352(%rsp)
	movq	%r12, 2360(%rsp)
	movq	%r13, 2368(%rsp)
	movq	%r14, 2376(%rsp)
	leaq	2144(%rsp), %rdi
	leaq	2288(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	1136(%rsp), %rax
	movq	1144(%rsp), %rcx
	movq	1152(%rsp), %rdx
	movq	1160(%rsp), %rsi
	movq	1168(%rsp), %rdi
	movq	1176(%rsp), %r8
	movq	1184(%rsp), %r9
	movq	1192(%rsp), %r10
	movq	1200(%rsp), %r11
	movq	1208(%rsp), %r12
	movq	1216(%rsp), %r13
	movq	1224(%rsp), %r14
	subq	368(%rsp), %rax
	sbbq	376(%rsp), %rcx
	sbbq	384(%rsp), %rdx
	sbbq	392(%rsp), %rsi
	sbbq	400(%rsp), %rdi
	sbbq	408(%rsp), %r8
	sbbq	416(%rsp), %r9
	sbbq	424(%rsp), %r10
	sbbq	432(%rsp), %r11
	sbbq	440(%rsp), %r12
	sbbq	448(%rsp), %r13
	sbbq	456(%rsp), %r14
	subq	560(%rsp), %rax
	sbbq	568(%rsp), %rcx
	sbbq	576(%rsp), %rdx
	sbbq	584(%rsp), %rsi
	sbbq	592(%rsp), %rdi
	sbbq	600(%rsp), %r8
	sbbq	608(%rsp), %r9
	sbbq	616(%rsp), %r10
	sbbq	624(%rsp), %r11
	sbbq	632(%rsp), %r12
	sbbq	640(%rsp), %r13
	sbbq	648(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 2480(%rsp)
	movq	%rcx, 2488(%rsp)
	movq	%rdx, 2496(%rsp)
	movq	%rsi, 2504(%rsp)
	movq	%rdi, 2512(%rsp)
	movq	%r8, 2520(%rsp)
	movq	%r9, 2528(%rsp)
	movq	%r10, 2536(%rsp)
	movq	%r11, 2544(%rsp)
	movq	%r12, 2552(%rsp)
	movq	%r13, 2560(%rsp)
	movq	%r14, 2568(%rsp)
	leaq	2384(%rsp), %rdi
	leaq	2480(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	1232(%rsp), %rax
	movq	1240(%rsp), %rcx
	movq	1248(%rsp), %rdx
	movq	1256(%rsp), %rsi
	movq	1264(%rsp), %rdi
	movq	1272(%rsp), %r8
	movq	1280(%rsp), %r9
	movq	1288(%rsp), %r10
	movq	1296(%rsp), %r11
	movq	1304(%rsp), %r12
	movq	1312(%rsp), %r13
	movq	1320(%rsp), %r14
	subq	464(%rsp), %rax
	sbbq	472(%rsp), %rcx
	sbbq	480(%rsp), %rdx
	sbbq	488(%rsp), %rsi
	sbbq	496(%rsp), %rdi
	sbbq	504(%rsp), %r8
	sbbq	512(%rsp), %r9
	sbbq	520(%rsp), %r10
	sbbq	528(%rsp), %r11
	sbbq	536(%rsp), %r12
	sbbq	544(%rsp), %r13
	sbbq	552(%rsp), %r14
	subq	656(%rsp), %rax
	sbbq	664(%rsp), %rcx
	sbbq	672(%rsp), %rdx
	sbbq	680(%rsp), %rsi
	sbbq	688(%rsp), %rdi
	sbbq	696(%rsp), %r8
	sbbq	704(%rsp), %r9
	sbbq	712(%rsp), %r10
	sbbq	720(%rsp), %r11
	sbbq	728(%rsp), %r12
	sbbq	736(%rsp), %r13
	sbbq	744(%rsp), %r14
	movq	%rax, 2576(%rsp)
	movq	%rcx, 2584(%rsp)
	movq	%rdx, 2592(%rsp)
	movq	%rsi, 2600(%rsp)
	movq	%rdi, 2608(%rsp)
	movq	%r8, 2616(%rsp)
	movq	%r9, 2624(%rsp)
	movq	%r10, 2632(%rsp)
	movq	%r11, 2640(%rsp)
	movq	%r12, 2648(%rsp)
	movq	%r13, 2656(%rsp)
	movq	%r14, 2664(%rsp)
	leaq	2432(%rsp), %rdi
	leaq	2576(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	movq	560(%rsp), %rax
	movq	568(%rsp), %rcx
	movq	576(%rsp), %rdx
	movq	584(%rsp), %rsi
	movq	592(%rsp), %rdi
	movq	600(%rsp), %r8
	movq	608(%rsp), %r9
	movq	616(%rsp), %r10
	movq	624(%rsp), %r11
	movq	632(%rsp), %r12
	movq	640(%rsp), %r13
	movq	648(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 2768(%rsp)
	movq	%rcx, 2776(%rsp)
	movq	%rdx, 2784(%rsp)
	movq	%rsi, 2792(%rsp)
	movq	%rdi, 2800(%rsp)
	movq	%r8, 2808(%rsp)
	movq	%r9, 2816(%rsp)
	movq	%r10, 2824(%rsp)
	movq	%r11, 2832(%rsp)
	movq	%r12, 2840(%rsp)
	movq	%r13, 2848(%rsp)
	movq	%r14, 2856(%rsp)
	leaq	2672(%rsp), %rdi
	leaq	2768(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	656(%rsp), %rax
	movq	664(%rsp), %rcx
	movq	672(%rsp), %rdx
	movq	680(%rsp), %rsi
	movq	688(%rsp), %rdi
	movq	696(%rsp), %r8
	movq	704(%rsp), %r9
	movq	712(%rsp), %r10
	movq	720(%rsp), %r11
	movq	728(%rsp), %r12
	movq	736(%rsp), %r13
	movq	744(%rsp), %r14
	movq	%rax, 2864(%rsp)
	movq	%rcx, 2872(%rsp)
	movq	%rdx, 2880(%rsp)
	movq	%rsi, 2888(%rsp)
	movq	%rdi, 2896(%rsp)
	movq	%r8, 2904(%rsp)
	movq	%r9, 2912(%rsp)
	movq	%r10, 2920(%rsp)
	movq	%r11, 2928(%rsp)
	movq	%r12, 2936(%rsp)
	movq	%r13, 2944(%rsp)
	movq	%r14, 2952(%rsp)
	leaq	2720(%rsp), %rdi
	leaq	2864(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	movq	1520(%rsp), %rax
	movq	1528(%rsp), %rcx
	movq	1536(%rsp), %rdx
	movq	1544(%rsp), %rsi
	movq	1552(%rsp), %rdi
	movq	1560(%rsp), %r8
	movq	1568(%rsp), %r9
	movq	1576(%rsp), %r10
	movq	1584(%rsp), %r11
	movq	1592(%rsp), %r12
	movq	1600(%rsp), %r13
	movq	1608(%rsp), %r14
	subq	368(%rsp), %rax
	sbbq	376(%rsp), %rcx
	sbbq	384(%rsp), %rdx
	sbbq	392(%rsp), %rsi
	sbbq	400(%rsp), %rdi
	sbbq	408(%rsp), %r8
	sbbq	416(%rsp), %r9
	sbbq	424(%rsp), %r10
	sbbq	432(%rsp), %r11
	sbbq	440(%rsp), %r12
	sbbq	448(%rsp), %r13
	sbbq	456(%rsp), %r14
	subq	752(%rsp), %rax
	sbbq	760(%rsp), %rcx
	sbbq	768(%rsp), %rdx
	sbbq	776(%rsp), %rsi
	sbbq	784(%rsp), %rdi
	sbbq	792(%rsp), %r8
	sbbq	800(%rsp), %r9
	sbbq	808(%rsp), %r10
	sbbq	816(%rsp), %r11
	sbbq	824(%rsp), %r12
	sbbq	832(%rsp), %r13
	sbbq	840(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 3056(%rsp)
	movq	%rcx, 3064(%rsp)
	movq	%rdx, 3072(%rsp)
	movq	%rsi, 3080(%rsp)
	movq	%rdi, 3088(%rsp)
	movq	%r8, 3096(%rsp)
	movq	%r9, 3104(%rsp)
	movq	%r10, 3112(%rsp)
	movq	%r11, 3120(%rsp)
	movq	%r12, 3128(%rsp)
	movq	%r13, 3136(%rsp)
	movq	%r14, 3144(%rsp)
	leaq	2960(%rsp), %rdi
	leaq	3056(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	1616(%rsp), %rax
	movq	1624(%rsp), %rcx
	movq	1632(%rsp), %rdx
	movq	1640(%rsp), %rsi
	movq	1648(%rsp), %rdi
	movq	1656(%rsp), %r8
	movq	1664(%rsp), %r9
	movq	1672(%rsp), %r10
	movq	1680(%rsp), %r11
	movq	1688(%rsp), %r12
	movq	1696(%rsp), %r13
	movq	1704(%rsp), %r14
	subq	464(%rsp), %rax
	sbbq	472(%rsp), %rcx
	sbbq	480(%rsp), %rdx
	sbbq	488(%rsp), %rsi
	sbbq	496(%rsp), %rdi
	sbbq	504(%rsp), %r8
	sbbq	512(%rsp), %r9
	sbbq	520(%rsp), %r10
	sbbq	528(%rsp), %r11
	sbbq	536(%rsp), %r12
	sbbq	544(%rsp), %r13
	sbbq	552(%rsp), %r14
	subq	848(%rsp), %rax
	sbbq	856(%rsp), %rcx
	sbbq	864(%rsp), %rdx
	sbbq	872(%rsp), %rsi
	sbbq	880(%rsp), %rdi
	sbbq	888(%rsp), %r8
	sbbq	896(%rsp), %r9
	sbbq	904(%rsp), %r10
	sbbq	912(%rsp), %r11
	sbbq	920(%rsp), %r12
	sbbq	928(%rsp), %r13
	sbbq	936(%rsp), %r14
	movq	%rax, 3152(%rsp)
	movq	%rcx, 3160(%rsp)
	movq	%rdx, 3168(%rsp)
	movq	%rsi, 3176(%rsp)
	movq	%rdi, 3184(%rsp)
	movq	%r8, 3192(%rsp)
	movq	%r9, 3200(%rsp)
	movq	%r10, 3208(%rsp)
	movq	%r11, 3216(%rsp)
	movq	%r12, 3224(%rsp)
	movq	%r13, 3232(%rsp)
	movq	%r14, 3240(%rsp)
	leaq	3008(%rsp), %rdi
	leaq	3152(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	movq	1904(%rsp), %rax
	movq	1912(%rsp), %rcx
	movq	1920(%rsp), %rdx
	movq	1928(%rsp), %rsi
	movq	1936(%rsp), %rdi
	movq	1944(%rsp), %r8
	movq	1952(%rsp), %r9
	movq	1960(%rsp), %r10
	movq	1968(%rsp), %r11
	movq	1976(%rsp), %r12
	movq	1984(%rsp), %r13
	movq	1992(%rsp), %r14
	subq	560(%rsp), %rax
	sbbq	568(%rsp), %rcx
	sbbq	576(%rsp), %rdx
	sbbq	584(%rsp), %rsi
	sbbq	592(%rsp), %rdi
	sbbq	600(%rsp), %r8
	sbbq	608(%rsp), %r9
	sbbq	616(%rsp), %r10
	sbbq	624(%rsp), %r11
	sbbq	632(%rsp), %r12
	sbbq	640(%rsp), %r13
	sbbq	648(%rsp), %r14
	subq	752(%rsp), %rax
	sbbq	760(%rsp), %rcx
	sbbq	768(%rsp), %rdx
	sbbq	776(%rsp), %rsi
	sbbq	784(%rsp), %rdi
	sbbq	792(%rsp), %r8
	sbbq	800(%rsp), %r9
	sbbq	808(%rsp), %r10
	sbbq	816(%rsp), %r11
	sbbq	824(%rsp), %r12
	sbbq	832(%rsp), %r13
	sbbq	840(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 3344(%rsp)
	movq	%rcx, 3352(%rsp)
	movq	%rdx, 3360(%rsp)
	movq	%rsi, 3368(%rsp)
	movq	%rdi, 3376(%rsp)
	movq	%r8, 3384(%rsp)
	movq	%r9, 3392(%rsp)
	movq	%r10, 3400(%rsp)
	movq	%r11, 3408(%rsp)
	movq	%r12, 3416(%rsp)
	movq	%r13, 3424(%rsp)
	movq	%r14, 3432(%rsp)
	leaq	3248(%rsp), %rdi
	leaq	3344(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	2000(%rsp), %rax
	movq	2008(%rsp), %rcx
	movq	2016(%rsp), %rdx
	movq	2024(%rsp), %rsi
	movq	2032(%rsp), %rdi
	movq	2040(%rsp), %r8
	movq	2048(%rsp), %r9
	movq	2056(%rsp), %r10
	movq	2064(%rsp), %r11
	movq	2072(%rsp), %r12
	movq	2080(%rsp), %r13
	movq	2088(%rsp), %r14
	subq	656(%rsp), %rax
	sbbq	664(%rsp), %rcx
	sbbq	672(%rsp), %rdx
	sbbq	680(%rsp), %rsi
	sbbq	688(%rsp), %rdi
	sbbq	696(%rsp), %r8
	sbbq	704(%rsp), %r9
	sbbq	712(%rsp), %r10
	sbbq	720(%rsp), %r11
	sbbq	728(%rsp), %r12
	sbbq	736(%rsp), %r13
	sbbq	744(%rsp), %r14
	subq	848(%rsp), %rax
	sbbq	856(%rsp), %rcx
	sbbq	864(%rsp), %rdx
	sbbq	872(%rsp), %rsi
	sbbq	880(%rsp), %rdi
	sbbq	888(%rsp), %r8
	sbbq	896(%rsp), %r9
	sbbq	904(%rsp), %r10
	sbbq	912(%rsp), %r11
	sbbq	920(%rsp), %r12
	sbbq	928(%rsp), %r13
	sbbq	936(%rsp), %r14
	movq	%rax, 3440(%rsp)
	movq	%rcx, 3448(%rsp)
	movq	%rdx, 3456(%rsp)
	movq	%rsi, 3464(%rsp)
	movq	%rdi, 3472(%rsp)
	movq	%r8, 3480(%rsp)
	movq	%r9, 3488(%rsp)
	movq	%r10, 3496(%rsp)
	movq	%r11, 3504(%rsp)
	movq	%r12, 3512(%rsp)
	movq	%r13, 3520(%rsp)
	movq	%r14, 3528(%rsp)
	leaq	3296(%rsp), %rdi
	leaq	3440(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	leaq	3536(%rsp), %rdi
	leaq	(%rbx), %rsi
	leaq	2096(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	3728(%rsp), %rdi
	leaq	96(%rbx), %rsi
	leaq	2384(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	3920(%rsp), %rdi
	leaq	192(%rbx), %rsi
	leaq	2672(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	96(%rbx), %rax
	movq	104(%rbx), %rcx
	movq	112(%rbx), %rdx
	movq	120(%rbx), %rsi
	movq	128(%rbx), %rdi
	movq	136(%rbx), %r8
	addq	192(%rbx), %rax
	adcq	200(%rbx), %rcx
	adcq	208(%rbx), %rdx
	adcq	216(%rbx), %rsi
	adcq	224(%rbx), %rdi
	adcq	232(%rbx), %r8
	movq	%rax, 4112(%rsp)
	movq	%rcx, 4120(%rsp)
	movq	%rdx, 4128(%rsp)
	movq	%rsi, 4136(%rsp)
	movq	%rdi, 4144(%rsp)
	movq	%r8, 4152(%rsp)
	movq	144(%rbx), %rax
	movq	152(%rbx), %rcx
	movq	160(%rbx), %rdx
	movq	168(%rbx), %rsi
	movq	176(%rbx), %rdi
	movq	184(%rbx), %r8
	addq	240(%rbx), %rax
	adcq	248(%rbx), %rcx
	adcq	256(%rbx), %rdx
	adcq	264(%rbx), %rsi
	adcq	272(%rbx), %rdi
	adcq	280(%rbx), %r8
	movq	%rax, 4160(%rsp)
	movq	%rcx, 4168(%rsp)
	movq	%rdx, 4176(%rsp)
	movq	%rsi, 4184(%rsp)
	movq	%rdi, 4192(%rsp)
	movq	%r8, 4200(%rsp)
	movq	2384(%rsp), %rax
	movq	2392(%rsp), %rcx
	movq	2400(%rsp), %rdx
	movq	2408(%rsp), %rsi
	movq	2416(%rsp), %rdi
	movq	2424(%rsp), %r8
	addq	2672(%rsp), %rax
	adcq	2680(%rsp), %rcx
	adcq	2688(%rsp), %rdx
	adcq	2696(%rsp), %rsi
	adcq	2704(%rsp), %rdi
	adcq	2712(%rsp), %r8
	movq	%rax, 4208(%rsp)
	movq	%rcx, 4216(%rsp)
	movq	%rdx, 4224(%rsp)
	movq	%rsi, 4232(%rsp)
	movq	%rdi, 4240(%rsp)
	movq	%r8, 4248(%rsp)
	movq	2432(%rsp), %rax
	movq	2440(%rsp), %rcx
	movq	2448(%rsp), %rdx
	movq	2456(%rsp), %rsi
	movq	2464(%rsp), %rdi
	movq	2472(%rsp), %r8
	addq	2720(%rsp), %rax
	adcq	2728(%rsp), %rcx
	adcq	2736(%rsp), %rdx
	adcq	2744(%rsp), %rsi
	adcq	2752(%rsp), %rdi
	adcq	2760(%rsp), %r8
	movq	%rax, 4256(%rsp)
	movq	%rcx, 4264(%rsp)
	movq	%rdx, 4272(%rsp)
	movq	%rsi, 4280(%rsp)
	movq	%rdi, 4288(%rsp)
	movq	%r8, 4296(%rsp)
	leaq	4304(%rsp), %rdi
	leaq	4112(%rsp), %rsi
	leaq	4208(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	192(%rbx), %rax
	adcq	200(%rbx), %rcx
	adcq	208(%rbx), %rdx
	adcq	216(%rbx), %rsi
	adcq	224(%rbx), %rdi
	adcq	232(%rbx), %r8
	movq	%rax, 4496(%rsp)
	movq	%rcx, 4504(%rsp)
	movq	%rdx, 4512(%rsp)
	movq	%rsi, 4520(%rsp)
	movq	%rdi, 4528(%rsp)
	movq	%r8, 4536(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	240(%rbx), %rax
	adcq	248(%rbx), %rcx
	adcq	256(%rbx), %rdx
	adcq	264(%rbx), %rsi
	adcq	272(%rbx), %rdi
	adcq	280(%rbx), %r8
	movq	%rax, 4544(%rsp)
	movq	%rcx, 4552(%rsp)
	movq	%rdx, 4560(%rsp)
	movq	%rsi, 4568(%rsp)
	movq	%rdi, 4576(%rsp)
	movq	%r8, 4584(%rsp)
	movq	2096(%rsp), %rax
	movq	2104(%rsp), %rcx
	movq	2112(%rsp), %rdx
	movq	2120(%rsp), %rsi
	movq	2128(%rsp), %rdi
	movq	2136(%rsp), %r8
	addq	2672(%rsp), %rax
	adcq	2680(%rsp), %rcx
	adcq	2688(%rsp), %rdx
	adcq	2696(%rsp), %rsi
	adcq	2704(%rsp), %rdi
	adcq	2712(%rsp), %r8
	movq	%rax, 4592(%rsp)
	movq	%rcx, 4600(%rsp)
	movq	%rdx, 4608(%rsp)
	movq	%rsi, 4616(%rsp)
	movq	%rdi, 4624(%rsp)
	movq	%r8, 4632(%rsp)
	movq	2144(%rsp), %rax
	movq	2152(%rsp), %rcx
	movq	2160(%rsp), %rdx
	movq	2168(%rsp), %rsi
	movq	2176(%rsp), %rdi
	movq	2184(%rsp), %r8
	addq	2720(%rsp), %rax
	adcq	2728(%rsp), %rcx
	adcq	2736(%rsp), %rdx
	adcq	2744(%rsp), %rsi
	adcq	2752(%rsp), %rdi
	adcq	2760(%rsp), %r8
	movq	%rax, 4640(%rsp)
	movq	%rcx, 4648(%rsp)
	movq	%rdx, 4656(%rsp)
	movq	%rsi, 4664(%rsp)
	movq	%rdi, 4672(%rsp)
	movq	%r8, 4680(%rsp)
	leaq	4688(%rsp), %rdi
	leaq	4496(%rsp), %rsi
	leaq	4592(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	96(%rbx), %rax
	adcq	104(%rbx), %rcx
	adcq	112(%rbx), %rdx
	adcq	120(%rbx), %rsi
	adcq	128(%rbx), %rdi
	adcq	136(%rbx), %r8
	movq	%rax, 4880(%rsp)
	movq	%rcx, 4888(%rsp)
	movq	%rdx, 4896(%rsp)
	movq	%rsi, 4904(%rsp)
	movq	%rdi, 4912(%rsp)
	movq	%r8, 4920(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	144(%rbx), %rax
	adcq	152(%rbx), %rcx
	adcq	160(%rbx), %rdx
	adcq	168(%rbx), %rsi
	adcq	176(%rbx), %rdi
	adcq	184(%rbx), %r8
	movq	%rax, 4928(%rsp)
	movq	%rcx, 4936(%rsp)
	movq	%rdx, 4944(%rsp)
	movq	%rsi, 4952(%rsp)
	movq	%rdi, 4960(%rsp)
	movq	%r8, 4968(%rsp)
	movq	2096(%rsp), %rax
	movq	2104(%rsp), %rcx
	movq	2112(%rsp), %rdx
	movq	2120(%rsp), %rsi
	movq	2128(%rsp), %rdi
	movq	2136(%rsp), %r8
	addq	2384(%rsp), %rax
	adcq	2392(%rsp), %rcx
	adcq	2400(%rsp), %rdx
	adcq	2408(%rsp), %rsi
	adcq	2416(%rsp), %rdi
	adcq	2424(%rsp), %r8
	movq	%rax, 4976(%rsp)
	movq	%rcx, 4984(%rsp)
	movq	%rdx, 4992(%rsp)
	movq	%rsi, 5000(%rsp)
	movq	%rdi, 5008(%rsp)
	movq	%r8, 5016(%rsp)
	movq	2144(%rsp), %rax
	movq	2152(%rsp), %rcx
	movq	2160(%rsp), %rdx
	movq	2168(%rsp), %rsi
	movq	2176(%rsp), %rdi
	movq	2184(%rsp), %r8
	addq	2432(%rsp), %rax
	adcq	2440(%rsp), %rcx
	adcq	2448(%rsp), %rdx
	adcq	2456(%rsp), %rsi
	adcq	2464(%rsp), %rdi
	adcq	2472(%rsp), %r8
	movq	%rax, 5024(%rsp)
	movq	%rcx, 5032(%rsp)
	movq	%rdx, 5040(%rsp)
	movq	%rsi, 5048(%rsp)
	movq	%rdi, 5056(%rsp)
	movq	%r8, 5064(%rsp)
	leaq	5072(%rsp), %rdi
	leaq	4880(%rsp), %rsi
	leaq	4976(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	5264(%rsp), %rdi
	leaq	384(%rbx), %rsi
	leaq	2960(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	5456(%rsp), %rdi
	leaq	480(%rbx), %rsi
	leaq	3248(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	384(%rbx), %rax
	movq	392(%rbx), %rcx
	movq	400(%rbx), %rdx
	movq	408(%rbx), %rsi
	movq	416(%rbx), %rdi
	movq	424(%rbx), %r8
	addq	480(%rbx), %rax
	adcq	488(%rbx), %rcx
	adcq	496(%rbx), %rdx
	adcq	504(%rbx), %rsi
	adcq	512(%rbx), %rdi
	adcq	520(%rbx), %r8
	movq	%rax, 5648(%rsp)
	movq	%rcx, 5656(%rsp)
	movq	%rdx, 5664(%rsp)
	movq	%rsi, 5672(%rsp)
	movq	%rdi, 5680(%rsp)
	movq	%r8, 5688(%rsp)
	movq	432(%rbx), %rax
	movq	440(%rbx), %rcx
	movq	448(%rbx), %rdx
	movq	456(%rbx), %rsi
	movq	464(%rbx), %rdi
	movq	472(%rbx), %r8
	addq	528(%rbx), %rax
	adcq	536(%rbx), %rcx
	adcq	544(%rbx), %rdx
	adcq	552(%rbx), %rsi
	adcq	560(%rbx), %rdi
	adcq	568(%rbx), %r8
	movq	%rax, 5696(%rsp)
	movq	%rcx, 5704(%rsp)
	movq	%rdx, 5712(%rsp)
	movq	%rsi, 5720(%rsp)
	movq	%rdi, 5728(%rsp)
	movq	%r8, 5736(%rsp)
	movq	2960(%rsp), %rax
	movq	2968(%rsp), %rcx
	movq	2976(%rsp), %rdx
	movq	2984(%rsp), %rsi
	movq	2992(%rsp), %rdi
	movq	3000(%rsp), %r8
	addq	3248(%rsp), %rax
	adcq	3256(%rsp), %rcx
	adcq	3264(%rsp), %rdx
	adcq	3272(%rsp), %rsi
	adcq	3280(%rsp), %rdi
	adcq	3288(%rsp), %r8
	movq	%rax, 5744(%rsp)
	movq	%rcx, 5752(%rsp)
	movq	%rdx, 5760(%rsp)
	movq	%rsi, 5768(%rsp)
	movq	%rdi, 5776(%rsp)
	movq	%r8, 5784(%rsp)
	movq	3008(%rsp), %rax
	movq	3016(%rsp), %rcx
	movq	3024(%rsp), %rdx
	movq	3032(%rsp), %rsi
	movq	3040(%rsp), %rdi
	movq	3048(%rsp), %r8
	addq	3296(%rsp), %rax
	adcq	3304(%rsp), %rcx
	adcq	3312(%rsp), %rdx
	adcq	3320(%rsp), %rsi
	adcq	3328(%rsp), %rdi
	adcq	3336(%rsp), %r8
	movq	%rax, 5792(%rsp)
	movq	%rcx, 5800(%rsp)
	movq	%rdx, 5808(%rsp)
	movq	%rsi, 5816(%rsp)
	movq	%rdi, 5824(%rsp)
	movq	%r8, 5832(%rsp)
	leaq	5840(%rsp), %rdi
	leaq	5648(%rsp), %rsi
	leaq	5744(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	6032(%rsp), %rdi
	leaq	288(%rbx), %rsi
	leaq	2960(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	6224(%rsp), %rdi
	leaq	288(%rbx), %rsi
	leaq	3248(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	288(%rbx), %rax
	adcq	296(%rbx), %rcx
	adcq	304(%rbx), %rdx
	adcq	312(%rbx), %rsi
	adcq	320(%rbx), %rdi
	adcq	328(%rbx), %r8
	movq	%rax, 6416(%rsp)
	movq	%rcx, 6424(%rsp)
	movq	%rdx, 6432(%rsp)
	movq	%rsi, 6440(%rsp)
	movq	%rdi, 6448(%rsp)
	movq	%r8, 6456(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	336(%rbx), %rax
	adcq	344(%rbx), %rcx
	adcq	352(%rbx), %rdx
	adcq	360(%rbx), %rsi
	adcq	368(%rbx), %rdi
	adcq	376(%rbx), %r8
	movq	%rax, 6464(%rsp)
	movq	%rcx, 6472(%rsp)
	movq	%rdx, 6480(%rsp)
	movq	%rsi, 6488(%rsp)
	movq	%rdi, 6496(%rsp)
	movq	%r8, 6504(%rsp)
	movq	96(%rbx), %rax
	movq	104(%rbx), %rcx
	movq	112(%rbx), %rdx
	movq	120(%rbx), %rsi
	movq	128(%rbx), %rdi
	movq	136(%rbx), %r8
	addq	384(%rbx), %rax
	adcq	392(%rbx), %rcx
	adcq	400(%rbx), %rdx
	adcq	408(%rbx), %rsi
	adcq	416(%rbx), %rdi
	adcq	424(%rbx), %r8
	movq	%rax, 6512(%rsp)
	movq	%rcx, 6520(%rsp)
	movq	%rdx, 6528(%rsp)
	movq	%rsi, 6536(%rsp)
	movq	%rdi, 6544(%rsp)
	movq	%r8, 6552(%rsp)
	movq	144(%rbx), %rax
	movq	152(%rbx), %rcx
	movq	160(%rbx), %rdx
	movq	168(%rbx), %rsi
	movq	176(%rbx), %rdi
	movq	184(%rbx), %r8
	addq	432(%rbx), %rax
	adcq	440(%rbx), %rcx
	adcq	448(%rbx), %rdx
	adcq	456(%rbx), %rsi
	adcq	464(%rbx), %rdi
	adcq	472(%rbx), %r8
	movq	%rax, 6560(%rsp)
	movq	%rcx, 6568(%rsp)
	movq	%rdx, 6576(%rsp)
	movq	%rsi, 6584(%rsp)
	movq	%rdi, 6592(%rsp)
	movq	%r8, 6600(%rsp)
	movq	192(%rbx), %rax
	movq	200(%rbx), %rcx
	movq	208(%rbx), %rdx
	movq	216(%rbx), %rsi
	movq	224(%rbx), %rdi
	movq	232(%rbx), %r8
	addq	480(%rbx), %rax
	adcq	488(%rbx), %rcx
	adcq	496(%rbx), %rdx
	adcq	504(%rbx), %rsi
	adcq	512(%rbx), %rdi
	adcq	520(%rbx), %r8
	movq	%rax, 6608(%rsp)
	movq	%rcx, 6616(%rsp)
	movq	%rdx, 6624(%rsp)
	movq	%rsi, 6632(%rsp)
	movq	%rdi, 6640(%rsp)
	movq	%r8, 6648(%rsp)
	movq	240(%rbx), %rax
	movq	248(%rbx), %rcx
	movq	256(%rbx), %rdx
	movq	264(%rbx), %rsi
	movq	272(%rbx), %rdi
	movq	280(%rbx), %r8
	addq	528(%rbx), %rax
	adcq	536(%rbx), %rcx
	adcq	544(%rbx), %rdx
	adcq	552(%rbx), %rsi
	adcq	560(%rbx), %rdi
	adcq	568(%rbx), %r8
	movq	%rax, 6656(%rsp)
	movq	%rcx, 6664(%rsp)
	movq	%rdx, 6672(%rsp)
	movq	%rsi, 6680(%rsp)
	movq	%rdi, 6688(%rsp)
	movq	%r8, 6696(%rsp)
	movq	2384(%rsp), %rax
	movq	2392(%rsp), %rcx
	movq	2400(%rsp), %rdx
	movq	2408(%rsp), %rsi
	movq	2416(%rsp), %rdi
	movq	2424(%rsp), %r8
	addq	2960(%rsp), %rax
	adcq	2968(%rsp), %rcx
	adcq	2976(%rsp), %rdx
	adcq	2984(%rsp), %rsi
	adcq	2992(%rsp), %rdi
	adcq	3000(%rsp), %r8
	movq	%rax, 6704(%rsp)
	movq	%rcx, 6712(%rsp)
	movq	%rdx, 6720(%rsp)
	movq	%rsi, 6728(%rsp)
	movq	%rdi, 6736(%rsp)
	movq	%r8, 6744(%rsp)
	movq	2432(%rsp), %rax
	movq	2440(%rsp), %rcx
	movq	2448(%rsp), %rdx
	movq	2456(%rsp), %rsi
	movq	2464(%rsp), %rdi
	movq	2472(%rsp), %r8
	addq	3008(%rsp), %rax
	adcq	3016(%rsp), %rcx
	adcq	3024(%rsp), %rdx
	adcq	3032(%rsp), %rsi
	adcq	3040(%rsp), %rdi
	adcq	3048(%rsp), %r8
	movq	%rax, 6752(%rsp)
	movq	%rcx, 6760(%rsp)
	movq	%rdx, 6768(%rsp)
	movq	%rsi, 6776(%rsp)
	movq	%rdi, 6784(%rsp)
	movq	%r8, 6792(%rsp)
	movq	2672(%rsp), %rax
	movq	2680(%rsp), %rcx
	movq	2688(%rsp), %rdx
	movq	2696(%rsp), %rsi
	movq	2704(%rsp), %rdi
	movq	2712(%rsp), %r8
	addq	3248(%rsp), %rax
	adcq	3256(%rsp), %rcx
	adcq	3264(%rsp), %rdx
	adcq	3272(%rsp), %rsi
	adcq	3280(%rsp), %rdi
	adcq	3288(%rsp), %r8
	movq	%rax, 6800(%rsp)
	movq	%rcx, 6808(%rsp)
	movq	%rdx, 6816(%rsp)
	movq	%rsi, 6824(%rsp)
	movq	%rdi, 6832(%rsp)
	movq	%r8, 6840(%rsp)
	movq	2720(%rsp), %rax
	movq	2728(%rsp), %rcx
	movq	2736(%rsp), %rdx
	movq	2744(%rsp), %rsi
	movq	2752(%rsp), %rdi
	movq	2760(%rsp), %r8
	addq	3296(%rsp), %rax
	adcq	3304(%rsp), %rcx
	adcq	3312(%rsp), %rdx
	adcq	3320(%rsp), %rsi
	adcq	3328(%rsp), %rdi
	adcq	3336(%rsp), %r8
	movq	%rax, 6848(%rsp)
	movq	%rcx, 6856(%rsp)
	movq	%rdx, 6864(%rsp)
	movq	%rsi, 6872(%rsp)
	movq	%rdi, 6880(%rsp)
	movq	%r8, 6888(%rsp)
	leaq	6896(%rsp), %rdi
	leaq	6416(%rsp), %rsi
	leaq	2096(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	7088(%rsp), %rdi
	leaq	6512(%rsp), %rsi
	leaq	6704(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	7280(%rsp), %rdi
	leaq	6608(%rsp), %rsi
	leaq	6800(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	6512(%rsp), %rax
	movq	6520(%rsp), %rcx
	movq	6528(%rsp), %rdx
	movq	6536(%rsp), %rsi
	movq	6544(%rsp), %rdi
	movq	6552(%rsp), %r8
	addq	6608(%rsp), %rax
	adcq	6616(%rsp), %rcx
	adcq	6624(%rsp), %rdx
	adcq	6632(%rsp), %rsi
	adcq	6640(%rsp), %rdi
	adcq	6648(%rsp), %r8
	movq	%rax, 7472(%rsp)
	movq	%rcx, 7480(%rsp)
	movq	%rdx, 7488(%rsp)
	movq	%rsi, 7496(%rsp)
	movq	%rdi, 7504(%rsp)
	movq	%r8, 7512(%rsp)
	movq	6560(%rsp), %rax
	movq	6568(%rsp), %rcx
	movq	6576(%rsp), %rdx
	movq	6584(%rsp), %rsi
	movq	6592(%rsp), %rdi
	movq	6600(%rsp), %r8
	addq	6656(%rsp), %rax
	adcq	6664(%rsp), %rcx
	adcq	6672(%rsp), %rdx
	adcq	6680(%rsp), %rsi
	adcq	6688(%rsp), %rdi
	adcq	6696(%rsp), %r8
	movq	%rax, 7520(%rsp)
	movq	%rcx, 7528(%rsp)
	movq	%rdx, 7536(%rsp)
	movq	%rsi, 7544(%rsp)
	movq	%rdi, 7552(%rsp)
	movq	%r8, 7560(%rsp)
	movq	6704(%rsp), %rax
	movq	6712(%rsp), %rcx
	movq	6720(%rsp), %rdx
	movq	6728(%rsp), %rsi
	movq	6736(%rsp), %rdi
	movq	6744(%rsp), %r8
	addq	6800(%rsp), %rax
	adcq	6808(%rsp), %rcx
	adcq	6816(%rsp), %rdx
	adcq	6824(%rsp), %rsi
	adcq	6832(%rsp), %rdi
	adcq	6840(%rsp), %r8
	movq	%rax, 7568(%rsp)
	movq	%rcx, 7576(%rsp)
	movq	%rdx, 7584(%rsp)
	movq	%rsi, 7592(%rsp)
	movq	%rdi, 7600(%rsp)
	movq	%r8, 7608(%rsp)
	movq	6752(%rsp), %rax
	movq	6760(%rsp), %rcx
	movq	6768(%rsp), %rdx
	movq	6776(%rsp), %rsi
	movq	6784(%rsp), %rdi
	movq	6792(%rsp), %r8
	addq	6848(%rsp), %rax
	adcq	6856(%rsp), %rcx
	adcq	6864(%rsp), %rdx
	adcq	6872(%rsp), %rsi
	adcq	6880(%rsp), %rdi
	adcq	6888(%rsp), %r8
	movq	%rax, 7616(%rsp)
	movq	%rcx, 7624(%rsp)
	movq	%rdx, 7632(%rsp)
	movq	%rsi, 7640(%rsp)
	movq	%rdi, 7648(%rsp)
	movq	%r8, 7656(%rsp)
	leaq	7664(%rsp), %rdi
	leaq	7472(%rsp), %rsi
	leaq	7568(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	6416(%rsp), %rax
	movq	6424(%rsp), %rcx
	movq	6432(%rsp), %rdx
	movq	6440(%rsp), %rsi
	movq	6448(%rsp), %rdi
	movq	6456(%rsp), %r8
	addq	6608(%rsp), %rax
	adcq	6616(%rsp), %rcx
	adcq	6624(%rsp), %rdx
	adcq	6632(%rsp), %rsi
	adcq	6640(%rsp), %rdi
	adcq	6648(%rsp), %r8
	movq	%rax, 7856(%rsp)
	movq	%rcx, 7864(%rsp)
	movq	%rdx, 7872(%rsp)
	movq	%rsi, 7880(%rsp)
	movq	%rdi, 7888(%rsp)
	movq	%r8, 7896(%rsp)
	movq	6464(%rsp), %rax
	movq	6472(%rsp), %rcx
	movq	6480(%rsp), %rdx
	movq	6488(%rsp), %rsi
	movq	6496(%rsp), %rdi
	movq	6504(%rsp), %r8
	addq	6656(%rsp), %rax
	adcq	6664(%rsp), %rcx
	adcq	6672(%rsp), %rdx
	adcq	6680(%rsp), %rsi
	adcq	6688(%rsp), %rdi
	adcq	6696(%rsp), %r8
	movq	%rax, 7904(%rsp)
	movq	%rcx, 7912(%rsp)
	movq	%rdx, 7920(%rsp)
	movq	%rsi, 7928(%rsp)
	movq	%rdi, 7936(%rsp)
	movq	%r8, 7944(%rsp)
	movq	2096(%rsp), %rax
	movq	2104(%rsp), %rcx
	movq	2112(%rsp), %rdx
	movq	2120(%rsp), %rsi
	movq	2128(%rsp), %rdi
	movq	2136(%rsp), %r8
	addq	6800(%rsp), %rax
	adcq	6808(%rsp), %rcx
	adcq	6816(%rsp), %rdx
	adcq	6824(%rsp), %rsi
	adcq	6832(%rsp), %rdi
	adcq	6840(%rsp), %r8
	movq	%rax, 7952(%rsp)
	movq	%rcx, 7960(%rsp)
	movq	%rdx, 7968(%rsp)
	movq	%rsi, 7976(%rsp)
	movq	%rdi, 7984(%rsp)
	movq	%r8, 7992(%rsp)
	movq	2144(%rsp), %rax
	movq	2152(%rsp), %rcx
	movq	2160(%rsp), %rdx
	movq	2168(%rsp), %rsi
	movq	2176(%rsp), %rdi
	movq	2184(%rsp), %r8
	addq	6848(%rsp), %rax
	adcq	6856(%rsp), %rcx
	adcq	6864(%rsp), %rdx
	adcq	6872(%rsp), %rsi
	adcq	6880(%rsp), %rdi
	adcq	6888(%rsp), %r8
	movq	%rax, 8000(%rsp)
	movq	%rcx, 8008(%rsp)
	movq	%rdx, 8016(%rsp)
	movq	%rsi, 8024(%rsp)
	movq	%rdi, 8032(%rsp)
	movq	%r8, 8040(%rsp)
	leaq	8048(%rsp), %rdi
	leaq	7856(%rsp), %rsi
	leaq	7952(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	6416(%rsp), %rax
	movq	6424(%rsp), %rcx
	movq	6432(%rsp), %rdx
	movq	6440(%rsp), %rsi
	movq	6448(%rsp), %rdi
	movq	6456(%rsp), %r8
	addq	6512(%rsp), %rax
	adcq	6520(%rsp), %rcx
	adcq	6528(%rsp), %rdx
	adcq	6536(%rsp), %rsi
	adcq	6544(%rsp), %rdi
	adcq	6552(%rsp), %r8
	movq	%rax, 8240(%rsp)
	movq	%rcx, 8248(%rsp)
	movq	%rdx, 8256(%rsp)
	movq	%rsi, 8264(%rsp)
	movq	%rdi, 8272(%rsp)
	movq	%r8, 8280(%rsp)
	movq	6464(%rsp), %rax
	movq	6472(%rsp), %rcx
	movq	6480(%rsp), %rdx
	movq	6488(%rsp), %rsi
	movq	6496(%rsp), %rdi
	movq	6504(%rsp), %r8
	addq	6560(%rsp), %rax
	adcq	6568(%rsp), %rcx
	adcq	6576(%rsp), %rdx
	adcq	6584(%rsp), %rsi
	adcq	6592(%rsp), %rdi
	adcq	6600(%rsp), %r8
	movq	%rax, 8288(%rsp)
	movq	%rcx, 8296(%rsp)
	movq	%rdx, 8304(%rsp)
	movq	%rsi, 8312(%rsp)
	movq	%rdi, 8320(%rsp)
	movq	%r8, 8328(%rsp)
	movq	2096(%rsp), %rax
	movq	2104(%rsp), %rcx
	movq	2112(%rsp), %rdx
	movq	2120(%rsp), %rsi
	movq	2128(%rsp), %rdi
	movq	2136(%rsp), %r8
	addq	6704(%rsp), %rax
	adcq	6712(%rsp), %rcx
	adcq	6720(%rsp), %rdx
	adcq	6728(%rsp), %rsi
	adcq	6736(%rsp), %rdi
	adcq	6744(%rsp), %r8
	movq	%rax, 8336(%rsp)
	movq	%rcx, 8344(%rsp)
	movq	%rdx, 8352(%rsp)
	movq	%rsi, 8360(%rsp)
	movq	%rdi, 8368(%rsp)
	movq	%r8, 8376(%rsp)
	movq	2144(%rsp), %rax
	movq	2152(%rsp), %rcx
	movq	2160(%rsp), %rdx
	movq	2168(%rsp), %rsi
	movq	2176(%rsp), %rdi
	movq	2184(%rsp), %r8
	addq	6752(%rsp), %rax
	adcq	6760(%rsp), %rcx
	adcq	6768(%rsp), %rdx
	adcq	6776(%rsp), %rsi
	adcq	6784(%rsp), %rdi
	adcq	6792(%rsp), %r8
	movq	%rax, 8384(%rsp)
	movq	%rcx, 8392(%rsp)
	movq	%rdx, 8400(%rsp)
	movq	%rsi, 8408(%rsp)
	movq	%rdi, 8416(%rsp)
	movq	%r8, 8424(%rsp)
	leaq	8432(%rsp), %rdi
	leaq	8240(%rsp), %rsi
	leaq	8336(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	3536(%rsp), %rax
	movq	3544(%rsp), %rcx
	movq	3552(%rsp), %rdx
	movq	3560(%rsp), %rsi
	movq	3568(%rsp), %rdi
	movq	3576(%rsp), %r8
	movq	3584(%rsp), %r9
	movq	3592(%rsp), %r10
	movq	3600(%rsp), %r11
	movq	3608(%rsp), %r12
	movq	3616(%rsp), %r13
	movq	3624(%rsp), %r14
	addq	4304(%rsp), %rax
	adcq	4312(%rsp), %rcx
	adcq	4320(%rsp), %rdx
	adcq	4328(%rsp), %rsi
	adcq	4336(%rsp), %rdi
	adcq	4344(%rsp), %r8
	adcq	4352(%rsp), %r9
	adcq	4360(%rsp), %r10
	adcq	4368(%rsp), %r11
	adcq	4376(%rsp), %r12
	adcq	4384(%rsp), %r13
	adcq	4392(%rsp), %r14
	addq	3824(%rsp), %rax
	adcq	3832(%rsp), %rcx
	adcq	3840(%rsp), %rdx
	adcq	3848(%rsp), %rsi
	adcq	3856(%rsp), %rdi
	adcq	3864(%rsp), %r8
	adcq	3872(%rsp), %r9
	adcq	3880(%rsp), %r10
	adcq	3888(%rsp), %r11
	adcq	3896(%rsp), %r12
	adcq	3904(%rsp), %r13
	adcq	3912(%rsp), %r14
	addq	4016(%rsp), %rax
	adcq	4024(%rsp), %rcx
	adcq	4032(%rsp), %rdx
	adcq	4040(%rsp), %rsi
	adcq	4048(%rsp), %rdi
	adcq	4056(%rsp), %r8
	adcq	4064(%rsp), %r9
	adcq	4072(%rsp), %r10
	adcq	4080(%rsp), %r11
	adcq	4088(%rsp), %r12
	adcq	4096(%rsp), %r13
	adcq	4104(%rsp), %r14
	subq	3728(%rsp), %rax
	sbbq	3736(%rsp), %rcx
	sbbq	3744(%rsp), %rdx
	sbbq	3752(%rsp), %rsi
	sbbq	3760(%rsp), %rdi
	sbbq	3768(%rsp), %r8
	sbbq	3776(%rsp), %r9
	sbbq	3784(%rsp), %r10
	sbbq	3792(%rsp), %r11
	sbbq	3800(%rsp), %r12
	sbbq	3808(%rsp), %r13
	sbbq	3816(%rsp), %r14
	subq	3920(%rsp), %rax
	sbbq	3928(%rsp), %rcx
	sbbq	3936(%rsp), %rdx
	sbbq	3944(%rsp), %rsi
	sbbq	3952(%rsp), %rdi
	sbbq	3960(%rsp), %r8
	sbbq	3968(%rsp), %r9
	sbbq	3976(%rsp), %r10
	sbbq	3984(%rsp), %r11
	sbbq	3992(%rsp), %r12
	sbbq	4000(%rsp), %r13
	sbbq	4008(%rsp), %r14
	subq	4400(%rsp), %rax
	sbbq	4408(%rsp), %rcx
	sbbq	4416(%rsp), %rdx
	sbbq	4424(%rsp), %rsi
	sbbq	4432(%rsp), %rdi
	sbbq	4440(%rsp), %r8
	sbbq	4448(%rsp), %r9
	sbbq	4456(%rsp), %r10
	sbbq	4464(%rsp), %r11
	sbbq	4472(%rsp), %r12
	sbbq	4480(%rsp), %r13
	sbbq	4488(%rsp), %r14
	movq	%rax, 8624(%rsp)
	movq	%rcx, 8632(%rsp)
	movq	%rdx, 8640(%rsp)
	movq	%rsi, 8648(%rsp)
	movq	%rdi, 8656(%rsp)
	movq	%r8, 8664(%rsp)
	movq	%r9, 8672(%rsp)
	movq	%r10, 8680(%rsp)
	movq	%r11, 8688(%rsp)
	movq	%r12, 8696(%rsp)
	movq	%r13, 8704(%rsp)
	movq	%r14, 8712(%rsp)
	movq	3632(%rsp), %rax
	movq	3640(%rsp), %rcx
	movq	3648(%rsp), %rdx
	movq	3656(%rsp), %rsi
	movq	3664(%rsp), %rdi
	movq	3672(%rsp), %r8
	movq	3680(%rsp), %r9
	movq	3688(%rsp), %r10
	movq	3696(%rsp), %r11
	movq	3704(%rsp), %r12
	movq	3712(%rsp), %r13
	movq	3720(%rsp), %r14
	addq	4304(%rsp), %rax
	adcq	4312(%rsp), %rcx
	adcq	4320(%rsp), %rdx
	adcq	4328(%rsp), %rsi
	adcq	4336(%rsp), %rdi
	adcq	4344(%rsp), %r8
	adcq	4352(%rsp), %r9
	adcq	4360(%rsp), %r10
	adcq	4368(%rsp), %r11
	adcq	4376(%rsp), %r12
	adcq	4384(%rsp), %r13
	adcq	4392(%rsp), %r14
	addq	4400(%rsp), %rax
	adcq	4408(%rsp), %rcx
	adcq	4416(%rsp), %rdx
	adcq	4424(%rsp), %rsi
	adcq	4432(%rsp), %rdi
	adcq	4440(%rsp), %r8
	adcq	4448(%rsp), %r9
	adcq	4456(%rsp), %r10
	adcq	4464(%rsp), %r11
	adcq	4472(%rsp), %r12
	adcq	4480(%rsp), %r13
	adcq	4488(%rsp), %r14
	subq	3728(%rsp), %rax
	sbbq	3736(%rsp), %rcx
	sbbq	3744(%rsp), %rdx
	sbbq	3752(%rsp), %rsi
	sbbq	3760(%rsp), %rdi
	sbbq	3768(%rsp), %r8
	sbbq	3776(%rsp), %r9
	sbbq	3784(%rsp), %r10
	sbbq	3792(%rsp), %r11
	sbbq	3800(%rsp), %r12
	sbbq	3808(%rsp), %r13
	sbbq	3816(%rsp), %r14
	subq	3920(%rsp), %rax
	sbbq	3928(%rsp), %rcx
	sbbq	3936(%rsp), %rdx
	sbbq	3944(%rsp), %rsi
	sbbq	3952(%rsp), %rdi
	sbbq	3960(%rsp), %r8
	sbbq	3968(%rsp), %r9
	sbbq	3976(%rsp), %r10
	sbbq	3984(%rsp), %r11
	sbbq	3992(%rsp), %r12
	sbbq	4000(%rsp), %r13
	sbbq	4008(%rsp), %r14
	subq	3824(%rsp), %rax
	sbbq	3832(%rsp), %rcx
	sbbq	3840(%rsp), %rdx
	sbbq	3848(%rsp), %rsi
	sbbq	3856(%rsp), %rdi
	sbbq	3864(%rsp), %r8
	sbbq	3872(%rsp), %r9
	sbbq	3880(%rsp), %r10
	sbbq	3888(%rsp), %r11
	sbbq	3896(%rsp), %r12
	sbbq	3904(%rsp), %r13
	sbbq	3912(%rsp), %r14
	subq	4016(%rsp), %rax
	sbbq	4024(%rsp), %rcx
	sbbq	4032(%rsp), %rdx
	sbbq	4040(%rsp), %rsi
	sbbq	4048(%rsp), %rdi
	sbbq	4056(%rsp), %r8
	sbbq	4064(%rsp), %r9
	sbbq	4072(%rsp), %r10
	sbbq	4080(%rsp), %r11
	sbbq	4088(%rsp), %r12
	sbbq	4096(%rsp), %r13
	sbbq	4104(%rsp), %r14
	movq	%rax, 8720(%rsp)
	movq	%rcx, 8728(%rsp)
	movq	%rdx, 8736(%rsp)
	movq	%rsi, 8744(%rsp)
	movq	%rdi, 8752(%rsp)
	movq	%r8, 8760(%rsp)
	movq	%r9, 8768(%rsp)
	movq	%r10, 8776(%rsp)
	movq	%r11, 8784(%rsp)
	movq	%r12, 8792(%rsp)
	movq	%r13, 8800(%rsp)
	movq	%r14, 8808(%rsp)
	movq	5072(%rsp), %rax
	movq	5080(%rsp), %rcx
	movq	5088(%rsp), %rdx
	movq	5096(%rsp), %rsi
	movq	5104(%rsp), %rdi
	movq	5112(%rsp), %r8
	movq	5120(%rsp), %r9
	movq	5128(%rsp), %r10
	movq	5136(%rsp), %r11
	movq	5144(%rsp), %r12
	movq	5152(%rsp), %r13
	movq	5160(%rsp), %r14
	addq	3920(%rsp), %rax
	adcq	3928(%rsp), %rcx
	adcq	3936(%rsp), %rdx
	adcq	3944(%rsp), %rsi
	adcq	3952(%rsp), %rdi
	adcq	3960(%rsp), %r8
	adcq	3968(%rsp), %r9
	adcq	3976(%rsp), %r10
	adcq	3984(%rsp), %r11
	adcq	3992(%rsp), %r12
	adcq	4000(%rsp), %r13
	adcq	4008(%rsp), %r14
	subq	3536(%rsp), %rax
	sbbq	3544(%rsp), %rcx
	sbbq	3552(%rsp), %rdx
	sbbq	3560(%rsp), %rsi
	sbbq	3568(%rsp), %rdi
	sbbq	3576(%rsp), %r8
	sbbq	3584(%rsp), %r9
	sbbq	3592(%rsp), %r10
	sbbq	3600(%rsp), %r11
	sbbq	3608(%rsp), %r12
	sbbq	3616(%rsp), %r13
	sbbq	3624(%rsp), %r14
	subq	3728(%rsp), %rax
	sbbq	3736(%rsp), %rcx
	sbbq	3744(%rsp), %rdx
	sbbq	3752(%rsp), %rsi
	sbbq	3760(%rsp), %rdi
	sbbq	3768(%rsp), %r8
	sbbq	3776(%rsp), %r9
	sbbq	3784(%rsp), %r10
	sbbq	3792(%rsp), %r11
	sbbq	3800(%rsp), %r12
	sbbq	3808(%rsp), %r13
	sbbq	3816(%rsp), %r14
	subq	4016(%rsp), %rax
	sbbq	4024(%rsp), %rcx
	sbbq	4032(%rsp), %rdx
	sbbq	4040(%rsp), %rsi
	sbbq	4048(%rsp), %rdi
	sbbq	4056(%rsp), %r8
	sbbq	4064(%rsp), %r9
	sbbq	4072(%rsp), %r10
	sbbq	4080(%rsp), %r11
	sbbq	4088(%rsp), %r12
	sbbq	4096(%rsp), %r13
	sbbq	4104(%rsp), %r14
	movq	%rax, 8816(%rsp)
	movq	%rcx, 8824(%rsp)
	movq	%rdx, 8832(%rsp)
	movq	%rsi, 8840(%rsp)
	movq	%rdi, 8848(%rsp)
	movq	%r8, 8856(%rsp)
	movq	%r9, 8864(%rsp)
	movq	%r10, 8872(%rsp)
	movq	%r11, 8880(%rsp)
	movq	%r12, 8888(%rsp)
	movq	%r13, 8896(%rsp)
	movq	%r14, 8904(%rsp)
	movq	5168(%rsp), %rax
	movq	5176(%rsp), %rcx
	movq	5184(%rsp), %rdx
	movq	5192(%rsp), %rsi
	movq	5200(%rsp), %rdi
	movq	5208(%rsp), %r8
	movq	5216(%rsp), %r9
	movq	5224(%rsp), %r10
	movq	5232(%rsp), %r11
	movq	5240(%rsp), %r12
	movq	5248(%rsp), %r13
	movq	5256(%rsp), %r14
	addq	3920(%rsp), %rax
	adcq	3928(%rsp), %rcx
	adcq	3936(%rsp), %rdx
	adcq	3944(%rsp), %rsi
	adcq	3952(%rsp), %rdi
	adcq	3960(%rsp), %r8
	adcq	3968(%rsp), %r9
	adcq	3976(%rsp), %r10
	adcq	3984(%rsp), %r11
	adcq	3992(%rsp), %r12
	adcq	4000(%rsp), %r13
	adcq	4008(%rsp), %r14
	addq	4016(%rsp), %rax
	adcq	4024(%rsp), %rcx
	adcq	4032(%rsp), %rdx
	adcq	4040(%rsp), %rsi
	adcq	4048(%rsp), %rdi
	adcq	4056(%rsp), %r8
	adcq	4064(%rsp), %r9
	adcq	4072(%rsp), %r10
	adcq	4080(%rsp), %r11
	adcq	4088(%rsp), %r12
	adcq	4096(%rsp), %r13
	adcq	4104(%rsp), %r14
	subq	3632(%rsp), %rax
	sbbq	3640(%rsp), %rcx
	sbbq	3648(%rsp), %rdx
	sbbq	3656(%rsp), %rsi
	sbbq	3664(%rsp), %rdi
	sbbq	3672(%rsp), %r8
	sbbq	3680(%rsp), %r9
	sbbq	3688(%rsp), %r10
	sbbq	3696(%rsp), %r11
	sbbq	3704(%rsp), %r12
	sbbq	3712(%rsp), %r13
	sbbq	3720(%rsp), %r14
	subq	3824(%rsp), %rax
	sbbq	3832(%rsp), %rcx
	sbbq	3840(%rsp), %rdx
	sbbq	3848(%rsp), %rsi
	sbbq	3856(%rsp), %rdi
	sbbq	3864(%rsp), %r8
	sbbq	3872(%rsp), %r9
	sbbq	3880(%rsp), %r10
	sbbq	3888(%rsp), %r11
	sbbq	3896(%rsp), %r12
	sbbq	3904(%rsp), %r13
	sbbq	3912(%rsp), %r14
	movq	%rax, 8912(%rsp)
	movq	%rcx, 8920(%rsp)
	movq	%rdx, 8928(%rsp)
	movq	%rsi, 8936(%rsp)
	movq	%rdi, 8944(%rsp)
	movq	%r8, 8952(%rsp)
	movq	%r9, 8960(%rsp)
	movq	%r10, 8968(%rsp)
	movq	%r11, 8976(%rsp)
	movq	%r12, 8984(%rsp)
	movq	%r13, 8992(%rsp)
	movq	%r14, 9000(%rsp)
	movq	4688(%rsp), %rax
	movq	4696(%rsp), %rcx
	movq	4704(%rsp), %rdx
	movq	4712(%rsp), %rsi
	movq	4720(%rsp), %rdi
	movq	4728(%rsp), %r8
	movq	4736(%rsp), %r9
	movq	4744(%rsp), %r10
	movq	4752(%rsp), %r11
	movq	4760(%rsp), %r12
	movq	4768(%rsp), %r13
	movq	4776(%rsp), %r14
	addq	3728(%rsp), %rax
	adcq	3736(%rsp), %rcx
	adcq	3744(%rsp), %rdx
	adcq	3752(%rsp), %rsi
	adcq	3760(%rsp), %rdi
	adcq	3768(%rsp), %r8
	adcq	3776(%rsp), %r9
	adcq	3784(%rsp), %r10
	adcq	3792(%rsp), %r11
	adcq	3800(%rsp), %r12
	adcq	3808(%rsp), %r13
	adcq	3816(%rsp), %r14
	subq	3536(%rsp), %rax
	sbbq	3544(%rsp), %rcx
	sbbq	3552(%rsp), %rdx
	sbbq	3560(%rsp), %rsi
	sbbq	3568(%rsp), %rdi
	sbbq	3576(%rsp), %r8
	sbbq	3584(%rsp), %r9
	sbbq	3592(%rsp), %r10
	sbbq	3600(%rsp), %r11
	sbbq	3608(%rsp), %r12
	sbbq	3616(%rsp), %r13
	sbbq	3624(%rsp), %r14
	subq	3920(%rsp), %rax
	sbbq	3928(%rsp), %rcx
	sbbq	3936(%rsp), %rdx
	sbbq	3944(%rsp), %rsi
	sbbq	3952(%rsp), %rdi
	sbbq	3960(%rsp), %r8
	sbbq	3968(%rsp), %r9
	sbbq	3976(%rsp), %r10
	sbbq	3984(%rsp), %r11
	sbbq	3992(%rsp), %r12
	sbbq	4000(%rsp), %r13
	sbbq	4008(%rsp), %r14
	movq	%rax, 9008(%rsp)
	movq	%rcx, 9016(%rsp)
	movq	%rdx, 9024(%rsp)
	movq	%rsi, 9032(%rsp)
	movq	%rdi, 9040(%rsp)
	movq	%r8, 9048(%rsp)
	movq	%r9, 9056(%rsp)
	movq	%r10, 9064(%rsp)
	movq	%r11, 9072(%rsp)
	movq	%r12, 9080(%rsp)
	movq	%r13, 9088(%rsp)
	movq	%r14, 9096(%rsp)
	movq	4784(%rsp), %rax
	movq	4792(%rsp), %rcx
	movq	4800(%rsp), %rdx
	movq	4808(%rsp), %rsi
	movq	4816(%rsp), %rdi
	movq	4824(%rsp), %r8
	movq	4832(%rsp), %r9
	movq	4840(%rsp), %r10
	movq	4848(%rsp), %r11
	movq	4856(%rsp), %r12
	movq	4864(%rsp), %r13
	movq	4872(%rsp), %r14
	addq	3824(%rsp), %rax
	adcq	3832(%rsp), %rcx
	adcq	3840(%rsp), %rdx
	adcq	3848(%rsp), %rsi
	adcq	3856(%rsp), %rdi
	adcq	3864(%rsp), %r8
	adcq	3872(%rsp), %r9
	adcq	3880(%rsp), %r10
	adcq	3888(%rsp), %r11
	adcq	3896(%rsp), %r12
	adcq	3904(%rsp), %r13
	adcq	3912(%rsp), %r14
	subq	3632(%rsp), %rax
	sbbq	3640(%rsp), %rcx
	sbbq	3648(%rsp), %rdx
	sbbq	3656(%rsp), %rsi
	sbbq	3664(%rsp), %rdi
	sbbq	3672(%rsp), %r8
	sbbq	3680(%rsp), %r9
	sbbq	3688(%rsp), %r10
	sbbq	3696(%rsp), %r11
	sbbq	3704(%rsp), %r12
	sbbq	3712(%rsp), %r13
	sbbq	3720(%rsp), %r14
	subq	4016(%rsp), %rax
	sbbq	4024(%rsp), %rcx
	sbbq	4032(%rsp), %rdx
	sbbq	4040(%rsp), %rsi
	sbbq	4048(%rsp), %rdi
	sbbq	4056(%rsp), %r8
	sbbq	4064(%rsp), %r9
	sbbq	4072(%rsp), %r10
	sbbq	4080(%rsp), %r11
	sbbq	4088(%rsp), %r12
	sbbq	4096(%rsp), %r13
	sbbq	4104(%rsp), %r14
	movq	%rax, 9104(%rsp)
	movq	%rcx, 9112(%rsp)
	movq	%rdx, 9120(%rsp)
	movq	%rsi, 9128(%rsp)
	movq	%rdi, 9136(%rsp)
	movq	%r8, 9144(%rsp)
	movq	%r9, 9152(%rsp)
	movq	%r10, 9160(%rsp)
	movq	%r11, 9168(%rsp)
	movq	%r12, 9176(%rsp)
	movq	%r13, 9184(%rsp)
	movq	%r14, 9192(%rsp)
	movq	5840(%rsp), %rax
	movq	5848(%rsp), %rcx
	movq	5856(%rsp), %rdx
	movq	5864(%rsp), %rsi
	movq	5872(%rsp), %rdi
	movq	5880(%rsp), %r8
	movq	5888(%rsp), %r9
	movq	5896(%rsp), %r10
	movq	5904(%rsp), %r11
	movq	5912(%rsp), %r12
	movq	5920(%rsp), %r13
	movq	5928(%rsp), %r14
	addq	5360(%rsp), %rax
	adcq	5368(%rsp), %rcx
	adcq	5376(%rsp), %rdx
	adcq	5384(%rsp), %rsi
	adcq	5392(%rsp), %rdi
	adcq	5400(%rsp), %r8
	adcq	5408(%rsp), %r9
	adcq	5416(%rsp), %r10
	adcq	5424(%rsp), %r11
	adcq	5432(%rsp), %r12
	adcq	5440(%rsp), %r13
	adcq	5448(%rsp), %r14
	addq	5552(%rsp), %rax
	adcq	5560(%rsp), %rcx
	adcq	5568(%rsp), %rdx
	adcq	5576(%rsp), %rsi
	adcq	5584(%rsp), %rdi
	adcq	5592(%rsp), %r8
	adcq	5600(%rsp), %r9
	adcq	5608(%rsp), %r10
	adcq	5616(%rsp), %r11
	adcq	5624(%rsp), %r12
	adcq	5632(%rsp), %r13
	adcq	5640(%rsp), %r14
	subq	5264(%rsp), %rax
	sbbq	5272(%rsp), %rcx
	sbbq	5280(%rsp), %rdx
	sbbq	5288(%rsp), %rsi
	sbbq	5296(%rsp), %rdi
	sbbq	5304(%rsp), %r8
	sbbq	5312(%rsp), %r9
	sbbq	5320(%rsp), %r10
	sbbq	5328(%rsp), %r11
	sbbq	5336(%rsp), %r12
	sbbq	5344(%rsp), %r13
	sbbq	5352(%rsp), %r14
	subq	5456(%rsp), %rax
	sbbq	5464(%rsp), %rcx
	sbbq	5472(%rsp), %rdx
	sbbq	5480(%rsp), %rsi
	sbbq	5488(%rsp), %rdi
	sbbq	5496(%rsp), %r8
	sbbq	5504(%rsp), %r9
	sbbq	5512(%rsp), %r10
	sbbq	5520(%rsp), %r11
	sbbq	5528(%rsp), %r12
	sbbq	5536(%rsp), %r13
	sbbq	5544(%rsp), %r14
	subq	5936(%rsp), %rax
	sbbq	5944(%rsp), %rcx
	sbbq	5952(%rsp), %rdx
	sbbq	5960(%rsp), %rsi
	sbbq	5968(%rsp), %rdi
	sbbq	5976(%rsp), %r8
	sbbq	5984(%rsp), %r9
	sbbq	5992(%rsp), %r10
	sbbq	6000(%rsp), %r11
	sbbq	6008(%rsp), %r12
	sbbq	6016(%rsp), %r13
	sbbq	6024(%rsp), %r14
	movq	%rax, 9200(%rsp)
	movq	%rcx, 9208(%rsp)
	movq	%rdx, 9216(%rsp)
	movq	%rsi, 9224(%rsp)
	movq	%rdi, 9232(%rsp)
	movq	%r8, 9240(%rsp)
	movq	%r9, 9248(%rsp)
	movq	%r10, 9256(%rsp)
	movq	%r11, 9264(%rsp)
	movq	%r12, 9272(%rsp)
	movq	%r13, 9280(%rsp)
	movq	%r14, 9288(%rsp)
	movq	5840(%rsp), %rax
	movq	5848(%rsp), %rcx
	movq	5856(%rsp), %rdx
	movq	5864(%rsp), %rsi
	movq	5872(%rsp), %rdi
	movq	5880(%rsp), %r8
	movq	5888(%rsp), %r9
	movq	5896(%rsp), %r10
	movq	5904(%rsp), %r11
	movq	5912(%rsp), %r12
	movq	5920(%rsp), %r13
	movq	5928(%rsp), %r14
	addq	5936(%rsp), %rax
	adcq	5944(%rsp), %rcx
	adcq	5952(%rsp), %rdx
	adcq	5960(%rsp), %rsi
	adcq	5968(%rsp), %rdi
	adcq	5976(%rsp), %r8
	adcq	5984(%rsp), %r9
	adcq	5992(%rsp), %r10
	adcq	6000(%rsp), %r11
	adcq	6008(%rsp), %r12
	adcq	6016(%rsp), %r13
	adcq	6024(%rsp), %r14
	subq	5264(%rsp), %rax
	sbbq	5272(%rsp), %rcx
	sbbq	5280(%rsp), %rdx
	sbbq	5288(%rsp), %rsi
	sbbq	5296(%rsp), %rdi
	sbbq	5304(%rsp), %r8
	sbbq	5312(%rsp), %r9
	sbbq	5320(%rsp), %r10
	sbbq	5328(%rsp), %r11
	sbbq	5336(%rsp), %r12
	sbbq	5344(%rsp), %r13
	sbbq	5352(%rsp), %r14
	subq	5456(%rsp), %rax
	sbbq	5464(%rsp), %rcx
	sbbq	5472(%rsp), %rdx
	sbbq	5480(%rsp), %rsi
	sbbq	5488(%rsp), %rdi
	sbbq	5496(%rsp), %r8
	sbbq	5504(%rsp), %r9
	sbbq	5512(%rsp), %r10
	sbbq	5520(%rsp), %r11
	sbbq	5528(%rsp), %r12
	sbbq	5536(%rsp), %r13
	sbbq	5544(%rsp), %r14
	subq	5360(%rsp), %rax
	sbbq	5368(%rsp), %rcx
	sbbq	5376(%rsp), %rdx
	sbbq	5384(%rsp), %rsi
	sbbq	5392(%rsp), %rdi
	sbbq	5400(%rsp), %r8
	sbbq	5408(%rsp), %r9
	sbbq	5416(%rsp), %r10
	sbbq	5424(%rsp), %r11
	sbbq	5432(%rsp), %r12
	sbbq	5440(%rsp), %r13
	sbbq	5448(%rsp), %r14
	subq	5552(%rsp), %rax
	sbbq	5560(%rsp), %rcx
	sbbq	5568(%rsp), %rdx
	sbbq	5576(%rsp), %rsi
	sbbq	5584(%rsp), %rdi
	sbbq	5592(%rsp), %r8
	sbbq	5600(%rsp), %r9
	sbbq	5608(%rsp), %r10
	sbbq	5616(%rsp), %r11
	sbbq	5624(%rsp), %r12
	sbbq	5632(%rsp), %r13
	sbbq	5640(%rsp), %r14
	movq	%rax, 9296(%rsp)
	movq	%rcx, 9304(%rsp)
	movq	%rdx, 9312(%rsp)
	movq	%rsi, 9320(%rsp)
	movq	%rdi, 9328(%rsp)
	movq	%r8, 9336(%rsp)
	movq	%r9, 9344(%rsp)
	movq	%r10, 9352(%rsp)
	movq	%r11, 9360(%rsp)
	movq	%r12, 9368(%rsp)
	movq	%r13, 9376(%rsp)
	movq	%r14, 9384(%rsp)
	movq	6032(%rsp), %rax
	movq	6040(%rsp), %rcx
	movq	6048(%rsp), %rdx
	movq	6056(%rsp), %rsi
	movq	6064(%rsp), %rdi
	movq	6072(%rsp), %r8
	movq	6080(%rsp), %r9
	movq	6088(%rsp), %r10
	movq	6096(%rsp), %r11
	movq	6104(%rsp), %r12
	movq	6112(%rsp), %r13
	movq	6120(%rsp), %r14
	addq	5456(%rsp), %rax
	adcq	5464(%rsp), %rcx
	adcq	5472(%rsp), %rdx
	adcq	5480(%rsp), %rsi
	adcq	5488(%rsp), %rdi
	adcq	5496(%rsp), %r8
	adcq	5504(%rsp), %r9
	adcq	5512(%rsp), %r10
	adcq	5520(%rsp), %r11
	adcq	5528(%rsp), %r12
	adcq	5536(%rsp), %r13
	adcq	5544(%rsp), %r14
	subq	5552(%rsp), %rax
	sbbq	5560(%rsp), %rcx
	sbbq	5568(%rsp), %rdx
	sbbq	5576(%rsp), %rsi
	sbbq	5584(%rsp), %rdi
	sbbq	5592(%rsp), %r8
	sbbq	5600(%rsp), %r9
	sbbq	5608(%rsp), %r10
	sbbq	5616(%rsp), %r11
	sbbq	5624(%rsp), %r12
	sbbq	5632(%rsp), %r13
	sbbq	5640(%rsp), %r14
	movq	%rax, 9392(%rsp)
	movq	%rcx, 9400(%rsp)
	movq	%rdx, 9408(%rsp)
	movq	%rsi, 9416(%rsp)
	movq	%rdi, 9424(%rsp)
	movq	%r8, 9432(%rsp)
	movq	%r9, 9440(%rsp)
	movq	%r10, 9448(%rsp)
	movq	%r11, 9456(%rsp)
	movq	%r12, 9464(%rsp)
	movq	%r13, 9472(%rsp)
	movq	%r14, 9480(%rsp)
	movq	6128(%rsp), %rax
	movq	6136(%rsp), %rcx
	movq	6144(%rsp), %rdx
	movq	6152(%rsp), %rsi
	movq	6160(%rsp), %rdi
	movq	6168(%rsp), %r8
	movq	6176(%rsp), %r9
	movq	6184(%rsp), %r10
	movq	6192(%rsp), %r11
	movq	6200(%rsp), %r12
	movq	6208(%rsp), %r13
	movq	6216(%rsp), %r14
	addq	5456(%rsp), %rax
	adcq	5464(%rsp), %rcx
	adcq	5472(%rsp), %rdx
	adcq	5480(%rsp), %rsi
	adcq	5488(%rsp), %rdi
	adcq	5496(%rsp), %r8
	adcq	5504(%rsp), %r9
	adcq	5512(%rsp), %r10
	adcq	5520(%rsp), %r11
	adcq	5528(%rsp), %r12
	adcq	5536(%rsp), %r13
	adcq	5544(%rsp), %r14
	addq	5552(%rsp), %rax
	adcq	5560(%rsp), %rcx
	adcq	5568(%rsp), %rdx
	adcq	5576(%rsp), %rsi
	adcq	5584(%rsp), %rdi
	adcq	5592(%rsp), %r8
	adcq	5600(%rsp), %r9
	adcq	5608(%rsp), %r10
	adcq	5616(%rsp), %r11
	adcq	5624(%rsp), %r12
	adcq	5632(%rsp), %r13
	adcq	5640(%rsp), %r14
	movq	%rax, 9488(%rsp)
	movq	%rcx, 9496(%rsp)
	movq	%rdx, 9504(%rsp)
	movq	%rsi, 9512(%rsp)
	movq	%rdi, 9520(%rsp)
	movq	%r8, 9528(%rsp)
	movq	%r9, 9536(%rsp)
	movq	%r10, 9544(%rsp)
	movq	%r11, 9552(%rsp)
	movq	%r12, 9560(%rsp)
	movq	%r13, 9568(%rsp)
	movq	%r14, 9576(%rsp)
	movq	6224(%rsp), %rax
	movq	6232(%rsp), %rcx
	movq	6240(%rsp), %rdx
	movq	6248(%rsp), %rsi
	movq	6256(%rsp), %rdi
	movq	6264(%rsp), %r8
	movq	6272(%rsp), %r9
	movq	6280(%rsp), %r10
	movq	6288(%rsp), %r11
	movq	6296(%rsp), %r12
	movq	6304(%rsp), %r13
	movq	6312(%rsp), %r14
	addq	5264(%rsp), %rax
	adcq	5272(%rsp), %rcx
	adcq	5280(%rsp), %rdx
	adcq	5288(%rsp), %rsi
	adcq	5296(%rsp), %rdi
	adcq	5304(%rsp), %r8
	adcq	5312(%rsp), %r9
	adcq	5320(%rsp), %r10
	adcq	5328(%rsp), %r11
	adcq	5336(%rsp), %r12
	adcq	5344(%rsp), %r13
	adcq	5352(%rsp), %r14
	movq	%rax, 9584(%rsp)
	movq	%rcx, 9592(%rsp)
	movq	%rdx, 9600(%rsp)
	movq	%rsi, 9608(%rsp)
	movq	%rdi, 9616(%rsp)
	movq	%r8, 9624(%rsp)
	movq	%r9, 9632(%rsp)
	movq	%r10, 9640(%rsp)
	movq	%r11, 9648(%rsp)
	movq	%r12, 9656(%rsp)
	movq	%r13, 9664(%rsp)
	movq	%r14, 9672(%rsp)
	movq	6320(%rsp), %rax
	movq	6328(%rsp), %rcx
	movq	6336(%rsp), %rdx
	movq	6344(%rsp), %rsi
	movq	6352(%rsp), %rdi
	movq	6360(%rsp), %r8
	movq	6368(%rsp), %r9
	movq	6376(%rsp), %r10
	movq	6384(%rsp), %r11
	movq	6392(%rsp), %r12
	movq	6400(%rsp), %r13
	movq	6408(%rsp), %r14
	addq	5360(%rsp), %rax
	adcq	5368(%rsp), %rcx
	adcq	5376(%rsp), %rdx
	adcq	5384(%rsp), %rsi
	adcq	5392(%rsp), %rdi
	adcq	5400(%rsp), %r8
	adcq	5408(%rsp), %r9
	adcq	5416(%rsp), %r10
	adcq	5424(%rsp), %r11
	adcq	5432(%rsp), %r12
	adcq	5440(%rsp), %r13
	adcq	5448(%rsp), %r14
	movq	%rax, 9680(%rsp)
	movq	%rcx, 9688(%rsp)
	movq	%rdx, 9696(%rsp)
	movq	%rsi, 9704(%rsp)
	movq	%rdi, 9712(%rsp)
	movq	%r8, 9720(%rsp)
	movq	%r9, 9728(%rsp)
	movq	%r10, 9736(%rsp)
	movq	%r11, 9744(%rsp)
	movq	%r12, 9752(%rsp)
	movq	%r13, 9760(%rsp)
	movq	%r14, 9768(%rsp)
	movq	8624(%rsp), %rax
	movq	8632(%rsp), %rcx
	movq	8640(%rsp), %rdx
	movq	8648(%rsp), %rsi
	movq	8656(%rsp), %rdi
	movq	8664(%rsp), %r8
	movq	8672(%rsp), %r9
	movq	8680(%rsp), %r10
	movq	8688(%rsp), %r11
	movq	8696(%rsp), %r12
	movq	8704(%rsp), %r13
	movq	8712(%rsp), %r14
	addq	9584(%rsp), %rax
	adcq	9592(%rsp), %rcx
	adcq	9600(%rsp), %rdx
	adcq	9608(%rsp), %rsi
	adcq	9616(%rsp), %rdi
	adcq	9624(%rsp), %r8
	adcq	9632(%rsp), %r9
	adcq	9640(%rsp), %r10
	adcq	9648(%rsp), %r11
	adcq	9656(%rsp), %r12
	adcq	9664(%rsp), %r13
	adcq	9672(%rsp), %r14
	subq	9680(%rsp), %rax
	sbbq	9688(%rsp), %rcx
	sbbq	9696(%rsp), %rdx
	sbbq	9704(%rsp), %rsi
	sbbq	9712(%rsp), %rdi
	sbbq	9720(%rsp), %r8
	sbbq	9728(%rsp), %r9
	sbbq	9736(%rsp), %r10
	sbbq	9744(%rsp), %r11
	sbbq	9752(%rsp), %r12
	sbbq	9760(%rsp), %r13
	sbbq	9768(%rsp), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 9776(%rsp)
	movq	%rcx, 9784(%rsp)
	movq	%rdx, 9792(%rsp)
	movq	%rsi, 9800(%rsp)
	movq	%rdi, 9808(%rsp)
	movq	%r8, 9816(%rsp)
	movq	%r9, 9824(%rsp)
	movq	%r10, 9832(%rsp)
	movq	%r11, 9840(%rsp)
	movq	%r12, 9848(%rsp)
	movq	%r13, 9856(%rsp)
	movq	%r14, 9864(%rsp)
	movq	352(%rsp), %rdi
	leaq	9776(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	8720(%rsp), %rax
	movq	8728(%rsp), %rcx
	movq	8736(%rsp), %rdx
	movq	8744(%rsp), %rsi
	movq	8752(%rsp), %rdi
	movq	8760(%rsp), %r8
	movq	8768(%rsp), %r9
	movq	8776(%rsp), %r10
	movq	8784(%rsp), %r11
	movq	8792(%rsp), %r12
	movq	8800(%rsp), %r13
	movq	8808(%rsp), %r14
	addq	9584(%rsp), %rax
	adcq	9592(%rsp), %rcx
	adcq	9600(%rsp), %rdx
	adcq	9608(%rsp), %rsi
	adcq	9616(%rsp), %rdi
	adcq	9624(%rsp), %r8
	adcq	9632(%rsp), %r9
	adcq	9640(%rsp), %r10
	adcq	9648(%rsp), %r11
	adcq	9656(%rsp), %r12
	adcq	9664(%rsp), %r13
	adcq	9672(%rsp), %r14
	addq	9680(%rsp), %rax
	adcq	9688(%rsp), %rcx
	adcq	9696(%rsp), %rdx
	adcq	9704(%rsp), %rsi
	adcq	9712(%rsp), %rdi
	adcq	9720(%rsp), %r8
	adcq	9728(%rsp), %r9
	adcq	9736(%rsp), %r10
	adcq	9744(%rsp), %r11
	adcq	9752(%rsp), %r12
	adcq	9760(%rsp), %r13
	adcq	9768(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 9872(%rsp)
	movq	%rcx, 9880(%rsp)
	movq	%rdx, 9888(%rsp)
	movq	%rsi, 9896(%rsp)
	movq	%rdi, 9904(%rsp)
	movq	%r8, 9912(%rsp)
	movq	%r9, 9920(%rsp)
	movq	%r10, 9928(%rsp)
	movq	%r11, 9936(%rsp)
	movq	%r12, 9944(%rsp)
	movq	%r13, 9952(%rsp)
	movq	%r14, 9960(%rsp)
	movq	352(%rsp), %rdi
	addq	$48, %rdi
	leaq	9872(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	8816(%rsp), %rax
	movq	8824(%rsp), %rcx
	movq	8832(%rsp), %rdx
	movq	8840(%rsp), %rsi
	movq	8848(%rsp), %rdi
	movq	8856(%rsp), %r8
	movq	8864(%rsp), %r9
	movq	8872(%rsp), %r10
	movq	8880(%rsp), %r11
	movq	8888(%rsp), %r12
	movq	8896(%rsp), %r13
	movq	8904(%rsp), %r14
	addq	9200(%rsp), %rax
	adcq	9208(%rsp), %rcx
	adcq	9216(%rsp), %rdx
	adcq	9224(%rsp), %rsi
	adcq	9232(%rsp), %rdi
	adcq	9240(%rsp), %r8
	adcq	9248(%rsp), %r9
	adcq	9256(%rsp), %r10
	adcq	9264(%rsp), %r11
	adcq	9272(%rsp), %r12
	adcq	9280(%rsp), %r13
	adcq	9288(%rsp), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 9968(%rsp)
	movq	%rcx, 9976(%rsp)
	movq	%rdx, 9984(%rsp)
	movq	%rsi, 9992(%rsp)
	movq	%rdi, 10000(%rsp)
	movq	%r8, 10008(%rsp)
	movq	%r9, 10016(%rsp)
	movq	%r10, 10024(%rsp)
	movq	%r11, 10032(%rsp)
	movq	%r12, 10040(%rsp)
	movq	%r13, 10048(%rsp)
	movq	%r14, 10056(%rsp)
	movq	352(%rsp), %rdi
	addq	$96, %rdi
	leaq	9968(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	8912(%rsp), %rax
	movq	8920(%rsp), %rcx
	movq	8928(%rsp), %rdx
	movq	8936(%rsp), %rsi
	movq	8944(%rsp), %rdi
	movq	8952(%rsp), %r8
	movq	8960(%rsp), %r9
	movq	8968(%rsp), %r10
	movq	8976(%rsp), %r11
	movq	8984(%rsp), %r12
	movq	8992(%rsp), %r13
	movq	9000(%rsp), %r14
	addq	9296(%rsp), %rax
	adcq	9304(%rsp), %rcx
	adcq	9312(%rsp), %rdx
	adcq	9320(%rsp), %rsi
	adcq	9328(%rsp), %rdi
	adcq	9336(%rsp), %r8
	adcq	9344(%rsp), %r9
	adcq	9352(%rsp), %r10
	adcq	9360(%rsp), %r11
	adcq	9368(%rsp), %r12
	adcq	9376(%rsp), %r13
	adcq	9384(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 10064(%rsp)
	movq	%rcx, 10072(%rsp)
	movq	%rdx, 10080(%rsp)
	movq	%rsi, 10088(%rsp)
	movq	%rdi, 10096(%rsp)
	movq	%r8, 10104(%rsp)
	movq	%r9, 10112(%rsp)
	movq	%r10, 10120(%rsp)
	movq	%r11, 10128(%rsp)
	movq	%r12, 10136(%rsp)
	movq	%r13, 10144(%rsp)
	movq	%r14, 10152(%rsp)
	movq	352(%rsp), %rdi
	addq	$144, %rdi
	leaq	10064(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	9008(%rsp), %rax
	movq	9016(%rsp), %rcx
	movq	9024(%rsp), %rdx
	movq	9032(%rsp), %rsi
	movq	9040(%rsp), %rdi
	movq	9048(%rsp), %r8
	movq	9056(%rsp), %r9
	movq	9064(%rsp), %r10
	movq	9072(%rsp), %r11
	movq	9080(%rsp), %r12
	movq	9088(%rsp), %r13
	movq	9096(%rsp), %r14
	addq	9392(%rsp), %rax
	adcq	9400(%rsp), %rcx
	adcq	9408(%rsp), %rdx
	adcq	9416(%rsp), %rsi
	adcq	9424(%rsp), %rdi
	adcq	9432(%rsp), %r8
	adcq	9440(%rsp), %r9
	adcq	9448(%rsp), %r10
	adcq	9456(%rsp), %r11
	adcq	9464(%rsp), %r12
	adcq	9472(%rsp), %r13
	adcq	9480(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 10160(%rsp)
	movq	%rcx, 10168(%rsp)
	movq	%rdx, 10176(%rsp)
	movq	%rsi, 10184(%rsp)
	movq	%rdi, 10192(%rsp)
	movq	%r8, 10200(%rsp)
	movq	%r9, 10208(%rsp)
	movq	%r10, 10216(%rsp)
	movq	%r11, 10224(%rsp)
	movq	%r12, 10232(%rsp)
	movq	%r13, 10240(%rsp)
	movq	%r14, 10248(%rsp)
	movq	352(%rsp), %rdi
	addq	$192, %rdi
	leaq	10160(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	9104(%rsp), %rax
	movq	9112(%rsp), %rcx
	movq	9120(%rsp), %rdx
	movq	9128(%rsp), %rsi
	movq	9136(%rsp), %rdi
	movq	9144(%rsp), %r8
	movq	9152(%rsp), %r9
	movq	9160(%rsp), %r10
	movq	9168(%rsp), %r11
	movq	9176(%rsp), %r12
	movq	9184(%rsp), %r13
	movq	9192(%rsp), %r14
	addq	9488(%rsp), %rax
	adcq	9496(%rsp), %rcx
	adcq	9504(%rsp), %rdx
	adcq	9512(%rsp), %rsi
	adcq	9520(%rsp), %rdi
	adcq	9528(%rsp), %r8
	adcq	9536(%rsp), %r9
	adcq	9544(%rsp), %r10
	adcq	9552(%rsp), %r11
	adcq	9560(%rsp), %r12
	adcq	9568(%rsp), %r13
	adcq	9576(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 10256(%rsp)
	movq	%rcx, 10264(%rsp)
	movq	%rdx, 10272(%rsp)
	movq	%rsi, 10280(%rsp)
	movq	%rdi, 10288(%rsp)
	movq	%r8, 10296(%rsp)
	movq	%r9, 10304(%rsp)
	movq	%r10, 10312(%rsp)
	movq	%r11, 10320(%rsp)
	movq	%r12, 10328(%rsp)
	movq	%r13, 10336(%rsp)
	movq	%r14, 10344(%rsp)
	movq	352(%rsp), %rdi
	addq	$240, %rdi
	leaq	10256(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	6896(%rsp), %rax
	movq	6904(%rsp), %rcx
	movq	6912(%rsp), %rdx
	movq	6920(%rsp), %rsi
	movq	6928(%rsp), %rdi
	movq	6936(%rsp), %r8
	movq	6944(%rsp), %r9
	movq	6952(%rsp), %r10
	movq	6960(%rsp), %r11
	movq	6968(%rsp), %r12
	movq	6976(%rsp), %r13
	movq	6984(%rsp), %r14
	addq	7664(%rsp), %rax
	adcq	7672(%rsp), %rcx
	adcq	7680(%rsp), %rdx
	adcq	7688(%rsp), %rsi
	adcq	7696(%rsp), %rdi
	adcq	7704(%rsp), %r8
	adcq	7712(%rsp), %r9
	adcq	7720(%rsp), %r10
	adcq	7728(%rsp), %r11
	adcq	7736(%rsp), %r12
	adcq	7744(%rsp), %r13
	adcq	7752(%rsp), %r14
	addq	7184(%rsp), %rax
	adcq	7192(%rsp), %rcx
	adcq	7200(%rsp), %rdx
	adcq	7208(%rsp), %rsi
	adcq	7216(%rsp), %rdi
	adcq	7224(%rsp), %r8
	adcq	7232(%rsp), %r9
	adcq	7240(%rsp), %r10
	adcq	7248(%rsp), %r11
	adcq	7256(%rsp), %r12
	adcq	7264(%rsp), %r13
	adcq	7272(%rsp), %r14
	addq	7376(%rsp), %rax
	adcq	7384(%rsp), %rcx
	adcq	7392(%rsp), %rdx
	adcq	7400(%rsp), %rsi
	adcq	7408(%rsp), %rdi
	adcq	7416(%rsp), %r8
	adcq	7424(%rsp), %r9
	adcq	7432(%rsp), %r10
	adcq	7440(%rsp), %r11
	adcq	7448(%rsp), %r12
	adcq	7456(%rsp), %r13
	adcq	7464(%rsp), %r14
	subq	7088(%rsp), %rax
	sbbq	7096(%rsp), %rcx
	sbbq	7104(%rsp), %rdx
	sbbq	7112(%rsp), %rsi
	sbbq	7120(%rsp), %rdi
	sbbq	7128(%rsp), %r8
	sbbq	7136(%rsp), %r9
	sbbq	7144(%rsp), %r10
	sbbq	7152(%rsp), %r11
	sbbq	7160(%rsp), %r12
	sbbq	7168(%rsp), %r13
	sbbq	7176(%rsp), %r14
	subq	7280(%rsp), %rax
	sbbq	7288(%rsp), %rcx
	sbbq	7296(%rsp), %rdx
	sbbq	7304(%rsp), %rsi
	sbbq	7312(%rsp), %rdi
	sbbq	7320(%rsp), %r8
	sbbq	7328(%rsp), %r9
	sbbq	7336(%rsp), %r10
	sbbq	7344(%rsp), %r11
	sbbq	7352(%rsp), %r12
	sbbq	7360(%rsp), %r13
	sbbq	7368(%rsp), %r14
	subq	7760(%rsp), %rax
	sbbq	7768(%rsp), %rcx
	sbbq	7776(%rsp), %rdx
	sbbq	7784(%rsp), %rsi
	sbbq	7792(%rsp), %rdi
	sbbq	7800(%rsp), %r8
	sbbq	7808(%rsp), %r9
	sbbq	7816(%rsp), %r10
	sbbq	7824(%rsp), %r11
	sbbq	7832(%rsp), %r12
	sbbq	7840(%rsp), %r13
	sbbq	7848(%rsp), %r14
	subq	8624(%rsp), %rax
	sbbq	8632(%rsp), %rcx
	sbbq	8640(%rsp), %rdx
	sbbq	8648(%rsp), %rsi
	sbbq	8656(%rsp), %rdi
	sbbq	8664(%rsp), %r8
	sbbq	8672(%rsp), %r9
	sbbq	8680(%rsp), %r10
	sbbq	8688(%rsp), %r11
	sbbq	8696(%rsp), %r12
	sbbq	8704(%rsp), %r13
	sbbq	8712(%rsp), %r14
	subq	9200(%rsp), %rax
	sbbq	9208(%rsp), %rcx
	sbbq	9216(%rsp), %rdx
	sbbq	9224(%rsp), %rsi
	sbbq	9232(%rsp), %rdi
	sbbq	9240(%rsp), %r8
	sbbq	9248(%rsp), %r9
	sbbq	9256(%rsp), %r10
	sbbq	9264(%rsp), %r11
	sbbq	9272(%rsp), %r12
	sbbq	9280(%rsp), %r13
	sbbq	9288(%rsp), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 10352(%rsp)
	movq	%rcx, 10360(%rsp)
	movq	%rdx, 10368(%rsp)
	movq	%rsi, 10376(%rsp)
	movq	%rdi, 10384(%rsp)
	movq	%r8, 10392(%rsp)
	movq	%r9, 10400(%rsp)
	movq	%r10, 10408(%rsp)
	movq	%r11, 10416(%rsp)
	movq	%r12, 10424(%rsp)
	movq	%r13, 10432(%rsp)
	movq	%r14, 10440(%rsp)
	movq	352(%rsp), %rdi
	addq	$288, %rdi
	leaq	10352(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	6992(%rsp), %rax
	movq	7000(%rsp), %rcx
	movq	7008(%rsp), %rdx
	movq	7016(%rsp), %rsi
	movq	7024(%rsp), %rdi
	movq	7032(%rsp), %r8
	movq	7040(%rsp), %r9
	movq	7048(%rsp), %r10
	movq	7056(%rsp), %r11
	movq	7064(%rsp), %r12
	movq	7072(%rsp), %r13
	movq	7080(%rsp), %r14
	addq	7664(%rsp), %rax
	adcq	7672(%rsp), %rcx
	adcq	7680(%rsp), %rdx
	adcq	7688(%rsp), %rsi
	adcq	7696(%rsp), %rdi
	adcq	7704(%rsp), %r8
	adcq	7712(%rsp), %r9
	adcq	7720(%rsp), %r10
	adcq	7728(%rsp), %r11
	adcq	7736(%rsp), %r12
	adcq	7744(%rsp), %r13
	adcq	7752(%rsp), %r14
	addq	7760(%rsp), %rax
	adcq	7768(%rsp), %rcx
	adcq	7776(%rsp), %rdx
	adcq	7784(%rsp), %rsi
	adcq	7792(%rsp), %rdi
	adcq	7800(%rsp), %r8
	adcq	7808(%rsp), %r9
	adcq	7816(%rsp), %r10
	adcq	7824(%rsp), %r11
	adcq	7832(%rsp), %r12
	adcq	7840(%rsp), %r13
	adcq	7848(%rsp), %r14
	subq	7088(%rsp), %rax
	sbbq	7096(%rsp), %rcx
	sbbq	7104(%rsp), %rdx
	sbbq	7112(%rsp), %rsi
	sbbq	7120(%rsp), %rdi
	sbbq	7128(%rsp), %r8
	sbbq	7136(%rsp), %r9
	sbbq	7144(%rsp), %r10
	sbbq	7152(%rsp), %r11
	sbbq	7160(%rsp), %r12
	sbbq	7168(%rsp), %r13
	sbbq	7176(%rsp), %r14
	subq	7280(%rsp), %rax
	sbbq	7288(%rsp), %rcx
	sbbq	7296(%rsp), %rdx
	sbbq	7304(%rsp), %rsi
	sbbq	7312(%rsp), %rdi
	sbbq	7320(%rsp), %r8
	sbbq	7328(%rsp), %r9
	sbbq	7336(%rsp), %r10
	sbbq	7344(%rsp), %r11
	sbbq	7352(%rsp), %r12
	sbbq	7360(%rsp), %r13
	sbbq	7368(%rsp), %r14
	subq	7184(%rsp), %rax
	sbbq	7192(%rsp), %rcx
	sbbq	7200(%rsp), %rdx
	sbbq	7208(%rsp), %rsi
	sbbq	7216(%rsp), %rdi
	sbbq	7224(%rsp), %r8
	sbbq	7232(%rsp), %r9
	sbbq	7240(%rsp), %r10
	sbbq	7248(%rsp), %r11
	sbbq	7256(%rsp), %r12
	sbbq	7264(%rsp), %r13
	sbbq	7272(%rsp), %r14
	subq	7376(%rsp), %rax
	sbbq	7384(%rsp), %rcx
	sbbq	7392(%rsp), %rdx
	sbbq	7400(%rsp), %rsi
	sbbq	7408(%rsp), %rdi
	sbbq	7416(%rsp), %r8
	sbbq	7424(%rsp), %r9
	sbbq	7432(%rsp), %r10
	sbbq	7440(%rsp), %r11
	sbbq	7448(%rsp), %r12
	sbbq	7456(%rsp), %r13
	sbbq	7464(%rsp), %r14
	subq	8720(%rsp), %rax
	sbbq	8728(%rsp), %rcx
	sbbq	8736(%rsp), %rdx
	sbbq	8744(%rsp), %rsi
	sbbq	8752(%rsp), %rdi
	sbbq	8760(%rsp), %r8
	sbbq	8768(%rsp), %r9
	sbbq	8776(%rsp), %r10
	sbbq	8784(%rsp), %r11
	sbbq	8792(%rsp), %r12
	sbbq	8800(%rsp), %r13
	sbbq	8808(%rsp), %r14
	subq	9296(%rsp), %rax
	sbbq	9304(%rsp), %rcx
	sbbq	9312(%rsp), %rdx
	sbbq	9320(%rsp), %rsi
	sbbq	9328(%rsp), %rdi
	sbbq	9336(%rsp), %r8
	sbbq	9344(%rsp), %r9
	sbbq	9352(%rsp), %r10
	sbbq	9360(%rsp), %r11
	sbbq	9368(%rsp), %r12
	sbbq	9376(%rsp), %r13
	sbbq	9384(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 10448(%rsp)
	movq	%rcx, 10456(%rsp)
	movq	%rdx, 10464(%rsp)
	movq	%rsi, 10472(%rsp)
	movq	%rdi, 10480(%rsp)
	movq	%r8, 10488(%rsp)
	movq	%r9, 10496(%rsp)
	movq	%r10, 10504(%rsp)
	movq	%r11, 10512(%rsp)
	movq	%r12, 10520(%rsp)
	movq	%r13, 10528(%rsp)
	movq	%r14, 10536(%rsp)
	movq	352(%rsp), %rdi
	addq	$336, %rdi
	leaq	10448(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	8432(%rsp), %rax
	movq	8440(%rsp), %rcx
	movq	8448(%rsp), %rdx
	movq	8456(%rsp), %rsi
	movq	8464(%rsp), %rdi
	movq	8472(%rsp), %r8
	movq	8480(%rsp), %r9
	movq	8488(%rsp), %r10
	movq	8496(%rsp), %r11
	movq	8504(%rsp), %r12
	movq	8512(%rsp), %r13
	movq	8520(%rsp), %r14
	addq	7280(%rsp), %rax
	adcq	7288(%rsp), %rcx
	adcq	7296(%rsp), %rdx
	adcq	7304(%rsp), %rsi
	adcq	7312(%rsp), %rdi
	adcq	7320(%rsp), %r8
	adcq	7328(%rsp), %r9
	adcq	7336(%rsp), %r10
	adcq	7344(%rsp), %r11
	adcq	7352(%rsp), %r12
	adcq	7360(%rsp), %r13
	adcq	7368(%rsp), %r14
	subq	6896(%rsp), %rax
	sbbq	6904(%rsp), %rcx
	sbbq	6912(%rsp), %rdx
	sbbq	6920(%rsp), %rsi
	sbbq	6928(%rsp), %rdi
	sbbq	6936(%rsp), %r8
	sbbq	6944(%rsp), %r9
	sbbq	6952(%rsp), %r10
	sbbq	6960(%rsp), %r11
	sbbq	6968(%rsp), %r12
	sbbq	6976(%rsp), %r13
	sbbq	6984(%rsp), %r14
	subq	7088(%rsp), %rax
	sbbq	7096(%rsp), %rcx
	sbbq	7104(%rsp), %rdx
	sbbq	7112(%rsp), %rsi
	sbbq	7120(%rsp), %rdi
	sbbq	7128(%rsp), %r8
	sbbq	7136(%rsp), %r9
	sbbq	7144(%rsp), %r10
	sbbq	7152(%rsp), %r11
	sbbq	7160(%rsp), %r12
	sbbq	7168(%rsp), %r13
	sbbq	7176(%rsp), %r14
	subq	7376(%rsp), %rax
	sbbq	7384(%rsp), %rcx
	sbbq	7392(%rsp), %rdx
	sbbq	7400(%rsp), %rsi
	sbbq	7408(%rsp), %rdi
	sbbq	7416(%rsp), %r8
	sbbq	7424(%rsp), %r9
	sbbq	7432(%rsp), %r10
	sbbq	7440(%rsp), %r11
	sbbq	7448(%rsp), %r12
	sbbq	7456(%rsp), %r13
	sbbq	7464(%rsp), %r14
	subq	8816(%rsp), %rax
	sbbq	8824(%rsp), %rcx
	sbbq	8832(%rsp), %rdx
	sbbq	8840(%rsp), %rsi
	sbbq	8848(%rsp), %rdi
	sbbq	8856(%rsp), %r8
	sbbq	8864(%rsp), %r9
	sbbq	8872(%rsp), %r10
	sbbq	8880(%rsp), %r11
	sbbq	8888(%rsp), %r12
	sbbq	8896(%rsp), %r13
	sbbq	8904(%rsp), %r14
	subq	9392(%rsp), %rax
	sbbq	9400(%rsp), %rcx
	sbbq	9408(%rsp), %rdx
	sbbq	9416(%rsp), %rsi
	sbbq	9424(%rsp), %rdi
	sbbq	9432(%rsp), %r8
	sbbq	9440(%rsp), %r9
	sbbq	9448(%rsp), %r10
	sbbq	9456(%rsp), %r11
	sbbq	9464(%rsp), %r12
	sbbq	9472(%rsp), %r13
	sbbq	9480(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 10544(%rsp)
	movq	%rcx, 10552(%rsp)
	movq	%rdx, 10560(%rsp)
	movq	%rsi, 10568(%rsp)
	movq	%rdi, 10576(%rsp)
	movq	%r8, 10584(%rsp)
	movq	%r9, 10592(%rsp)
	movq	%r10, 10600(%rsp)
	movq	%r11, 10608(%rsp)
	movq	%r12, 10616(%rsp)
	movq	%r13, 10624(%rsp)
	movq	%r14, 10632(%rsp)
	movq	352(%rsp), %rdi
	addq	$384, %rdi
	leaq	10544(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	8528(%rsp), %rax
	movq	8536(%rsp), %rcx
	movq	8544(%rsp), %rdx
	movq	8552(%rsp), %rsi
	movq	8560(%rsp), %rdi
	movq	8568(%rsp), %r8
	movq	8576(%rsp), %r9
	movq	8584(%rsp), %r10
	movq	8592(%rsp), %r11
	movq	8600(%rsp), %r12
	movq	8608(%rsp), %r13
	movq	8616(%rsp), %r14
	addq	7280(%rsp), %rax
	adcq	7288(%rsp), %rcx
	adcq	7296(%rsp), %rdx
	adcq	7304(%rsp), %rsi
	adcq	7312(%rsp), %rdi
	adcq	7320(%rsp), %r8
	adcq	7328(%rsp), %r9
	adcq	7336(%rsp), %r10
	adcq	7344(%rsp), %r11
	adcq	7352(%rsp), %r12
	adcq	7360(%rsp), %r13
	adcq	7368(%rsp), %r14
	addq	7376(%rsp), %rax
	adcq	7384(%rsp), %rcx
	adcq	7392(%rsp), %rdx
	adcq	7400(%rsp), %rsi
	adcq	7408(%rsp), %rdi
	adcq	7416(%rsp), %r8
	adcq	7424(%rsp), %r9
	adcq	7432(%rsp), %r10
	adcq	7440(%rsp), %r11
	adcq	7448(%rsp), %r12
	adcq	7456(%rsp), %r13
	adcq	7464(%rsp), %r14
	subq	6992(%rsp), %rax
	sbbq	7000(%rsp), %rcx
	sbbq	7008(%rsp), %rdx
	sbbq	7016(%rsp), %rsi
	sbbq	7024(%rsp), %rdi
	sbbq	7032(%rsp), %r8
	sbbq	7040(%rsp), %r9
	sbbq	7048(%rsp), %r10
	sbbq	7056(%rsp), %r11
	sbbq	7064(%rsp), %r12
	sbbq	7072(%rsp), %r13
	sbbq	7080(%rsp), %r14
	subq	7184(%rsp), %rax
	sbbq	7192(%rsp), %rcx
	sbbq	7200(%rsp), %rdx
	sbbq	7208(%rsp), %rsi
	sbbq	7216(%rsp), %rdi
	sbbq	7224(%rsp), %r8
	sbbq	7232(%rsp), %r9
	sbbq	7240(%rsp), %r10
	sbbq	7248(%rsp), %r11
	sbbq	7256(%rsp), %r12
	sbbq	7264(%rsp), %r13
	sbbq	7272(%rsp), %r14
	subq	8912(%rsp), %rax
	sbbq	8920(%rsp), %rcx
	sbbq	8928(%rsp), %rdx
	sbbq	8936(%rsp), %rsi
	sbbq	8944(%rsp), %rdi
	sbbq	8952(%rsp), %r8
	sbbq	8960(%rsp), %r9
	sbbq	8968(%rsp), %r10
	sbbq	8976(%rsp), %r11
	sbbq	8984(%rsp), %r12
	sbbq	8992(%rsp), %r13
	sbbq	9000(%rsp), %r14
	subq	9488(%rsp), %rax
	sbbq	9496(%rsp), %rcx
	sbbq	9504(%rsp), %rdx
	sbbq	9512(%rsp), %rsi
	sbbq	9520(%rsp), %rdi
	sbbq	9528(%rsp), %r8
	sbbq	9536(%rsp), %r9
	sbbq	9544(%rsp), %r10
	sbbq	9552(%rsp), %r11
	sbbq	9560(%rsp), %r12
	sbbq	9568(%rsp), %r13
	sbbq	9576(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 10640(%rsp)
	movq	%rcx, 10648(%rsp)
	movq	%rdx, 10656(%rsp)
	movq	%rsi, 10664(%rsp)
	movq	%rdi, 10672(%rsp)
	movq	%r8, 10680(%rsp)
	movq	%r9, 10688(%rsp)
	movq	%r10, 10696(%rsp)
	movq	%r11, 10704(%rsp)
	movq	%r12, 10712(%rsp)
	movq	%r13, 10720(%rsp)
	movq	%r14, 10728(%rsp)
	movq	352(%rsp), %rdi
	addq	$432, %rdi
	leaq	10640(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	8048(%rsp), %rax
	movq	8056(%rsp), %rcx
	movq	8064(%rsp), %rdx
	movq	8072(%rsp), %rsi
	movq	8080(%rsp), %rdi
	movq	8088(%rsp), %r8
	movq	8096(%rsp), %r9
	movq	8104(%rsp), %r10
	movq	8112(%rsp), %r11
	movq	8120(%rsp), %r12
	movq	8128(%rsp), %r13
	movq	8136(%rsp), %r14
	addq	7088(%rsp), %rax
	adcq	7096(%rsp), %rcx
	adcq	7104(%rsp), %rdx
	adcq	7112(%rsp), %rsi
	adcq	7120(%rsp), %rdi
	adcq	7128(%rsp), %r8
	adcq	7136(%rsp), %r9
	adcq	7144(%rsp), %r10
	adcq	7152(%rsp), %r11
	adcq	7160(%rsp), %r12
	adcq	7168(%rsp), %r13
	adcq	7176(%rsp), %r14
	subq	6896(%rsp), %rax
	sbbq	6904(%rsp), %rcx
	sbbq	6912(%rsp), %rdx
	sbbq	6920(%rsp), %rsi
	sbbq	6928(%rsp), %rdi
	sbbq	6936(%rsp), %r8
	sbbq	6944(%rsp), %r9
	sbbq	6952(%rsp), %r10
	sbbq	6960(%rsp), %r11
	sbbq	6968(%rsp), %r12
	sbbq	6976(%rsp), %r13
	sbbq	6984(%rsp), %r14
	subq	7280(%rsp), %rax
	sbbq	7288(%rsp), %rcx
	sbbq	7296(%rsp), %rdx
	sbbq	7304(%rsp), %rsi
	sbbq	7312(%rsp), %rdi
	sbbq	7320(%rsp), %r8
	sbbq	7328(%rsp), %r9
	sbbq	7336(%rsp), %r10
	sbbq	7344(%rsp), %r11
	sbbq	7352(%rsp), %r12
	sbbq	7360(%rsp), %r13
	sbbq	7368(%rsp), %r14
	subq	9008(%rsp), %rax
	sbbq	9016(%rsp), %rcx
	sbbq	9024(%rsp), %rdx
	sbbq	9032(%rsp), %rsi
	sbbq	9040(%rsp), %rdi
	sbbq	9048(%rsp), %r8
	sbbq	9056(%rsp), %r9
	sbbq	9064(%rsp), %r10
	sbbq	9072(%rsp), %r11
	sbbq	9080(%rsp), %r12
	sbbq	9088(%rsp), %r13
	sbbq	9096(%rsp), %r14
	subq	9584(%rsp), %rax
	sbbq	9592(%rsp), %rcx
	sbbq	9600(%rsp), %rdx
	sbbq	9608(%rsp), %rsi
	sbbq	9616(%rsp), %rdi
	sbbq	9624(%rsp), %r8
	sbbq	9632(%rsp), %r9
	sbbq	9640(%rsp), %r10
	sbbq	9648(%rsp), %r11
	sbbq	9656(%rsp), %r12
	sbbq	9664(%rsp), %r13
	sbbq	9672(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 10736(%rsp)
	movq	%rcx, 10744(%rsp)
	movq	%rdx, 10752(%rsp)
	movq	%rsi, 10760(%rsp)
	movq	%rdi, 10768(%rsp)
	movq	%r8, 10776(%rsp)
	movq	%r9, 10784(%rsp)
	movq	%r10, 10792(%rsp)
	movq	%r11, 10800(%rsp)
	movq	%r12, 10808(%rsp)
	movq	%r13, 10816(%rsp)
	movq	%r14, 10824(%rsp)
	movq	352(%rsp), %rdi
	addq	$480, %rdi
	leaq	10736(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	8144(%rsp), %rax
	movq	8152(%rsp), %rcx
	movq	8160(%rsp), %rdx
	movq	8168(%rsp), %rsi
	movq	8176(%rsp), %rdi
	movq	8184(%rsp), %r8
	movq	8192(%rsp), %r9
	movq	8200(%rsp), %r10
	movq	8208(%rsp), %r11
	movq	8216(%rsp), %r12
	movq	8224(%rsp), %r13
	movq	8232(%rsp), %r14
	addq	7184(%rsp), %rax
	adcq	7192(%rsp), %rcx
	adcq	7200(%rsp), %rdx
	adcq	7208(%rsp), %rsi
	adcq	7216(%rsp), %rdi
	adcq	7224(%rsp), %r8
	adcq	7232(%rsp), %r9
	adcq	7240(%rsp), %r10
	adcq	7248(%rsp), %r11
	adcq	7256(%rsp), %r12
	adcq	7264(%rsp), %r13
	adcq	7272(%rsp), %r14
	subq	6992(%rsp), %rax
	sbbq	7000(%rsp), %rcx
	sbbq	7008(%rsp), %rdx
	sbbq	7016(%rsp), %rsi
	sbbq	7024(%rsp), %rdi
	sbbq	7032(%rsp), %r8
	sbbq	7040(%rsp), %r9
	sbbq	7048(%rsp), %r10
	sbbq	7056(%rsp), %r11
	sbbq	7064(%rsp), %r12
	sbbq	7072(%rsp), %r13
	sbbq	7080(%rsp), %r14
	subq	7376(%rsp), %rax
	sbbq	7384(%rsp), %rcx
	sbbq	7392(%rsp), %rdx
	sbbq	7400(%rsp), %rsi
	sbbq	7408(%rsp), %rdi
	sbbq	7416(%rsp), %r8
	sbbq	7424(%rsp), %r9
	sbbq	7432(%rsp), %r10
	sbbq	7440(%rsp), %r11
	sbbq	7448(%rsp), %r12
	sbbq	7456(%rsp), %r13
	sbbq	7464(%rsp), %r14
	subq	9104(%rsp), %rax
	sbbq	9112(%rsp), %rcx
	sbbq	9120(%rsp), %rdx
	sbbq	9128(%rsp), %rsi
	sbbq	9136(%rsp), %rdi
	sbbq	9144(%rsp), %r8
	sbbq	9152(%rsp), %r9
	sbbq	9160(%rsp), %r10
	sbbq	9168(%rsp), %r11
	sbbq	9176(%rsp), %r12
	sbbq	9184(%rsp), %r13
	sbbq	9192(%rsp), %r14
	subq	9680(%rsp), %rax
	sbbq	9688(%rsp), %rcx
	sbbq	9696(%rsp), %rdx
	sbbq	9704(%rsp), %rsi
	sbbq	9712(%rsp), %rdi
	sbbq	9720(%rsp), %r8
	sbbq	9728(%rsp), %r9
	sbbq	9736(%rsp), %r10
	sbbq	9744(%rsp), %r11
	sbbq	9752(%rsp), %r12
	sbbq	9760(%rsp), %r13
	sbbq	9768(%rsp), %r14
	movq	%rax, 10832(%rsp)
	movq	%rcx, 10840(%rsp)
	movq	%rdx, 10848(%rsp)
	movq	%rsi, 10856(%rsp)
	movq	%rdi, 10864(%rsp)
	movq	%r8, 10872(%rsp)
	movq	%r9, 10880(%rsp)
	movq	%r10, 10888(%rsp)
	movq	%r11, 10896(%rsp)
	movq	%r12, 10904(%rsp)
	movq	%r13, 10912(%rsp)
	movq	%r14, 10920(%rsp)
	movq	352(%rsp), %rdi
	addq	$528, %rdi
	leaq	10832(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	addq	$10936, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp12_mul_by_lines)

FUNCTION(bls381_fp12_compressed_sqr)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	/* %rbx, %rbp: the inputs; %r12, %r13, %r14, %r15 saved too: the helpers clobber them */
	subq	$3256, %rsp
	movq	%rdi, 352(%rsp)                           /* r */
	movq	%rsi, %rbx                                /* a */
	movq	%rdx, %rbp                                /* b */
	leaq	368(%rsp), %rdi
	leaq	(%rbx), %rsi
	call	SYM(bls381_tw_sqr2_1p)
	leaq	560(%rsp), %rdi
	leaq	288(%rbx), %rsi
	call	SYM(bls381_tw_sqr2_1p)
	leaq	752(%rsp), %rdi
	leaq	96(%rbx), %rsi
	call	SYM(bls381_tw_sqr2_1p)
	leaq	944(%rsp), %rdi
	leaq	192(%rbx), %rsi
	call	SYM(bls381_tw_sqr2_1p)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	(%rbx), %rax
	adcq	8(%rbx), %rcx
	adcq	16(%rbx), %rdx
	adcq	24(%rbx), %rsi
	adcq	32(%rbx), %rdi
	adcq	40(%rbx), %r8
	movq	%rax, 1136(%rsp)
	movq	%rcx, 1144(%rsp)
	movq	%rdx, 1152(%rsp)
	movq	%rsi, 1160(%rsp)
	movq	%rdi, 1168(%rsp)
	movq	%r8, 1176(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	48(%rbx), %rax
	adcq	56(%rbx), %rcx
	adcq	64(%rbx), %rdx
	adcq	72(%rbx), %rsi
	adcq	80(%rbx), %rdi
	adcq	88(%rbx), %r8
	movq	%rax, 1184(%rsp)
	movq	%rcx, 1192(%rsp)
	movq	%rdx, 1200(%rsp)
	movq	%rsi, 1208(%rsp)
	movq	%rdi, 1216(%rsp)
	movq	%r8, 1224(%rsp)
	leaq	1232(%rsp), %rdi
	leaq	1136(%rsp), %rsi
	leaq	288(%rbx), %rcx
	call	SYM(bls381_tw_mul2)
	movq	96(%rbx), %rax
	movq	104(%rbx), %rcx
	movq	112(%rbx), %rdx
	movq	120(%rbx), %rsi
	movq	128(%rbx), %rdi
	movq	136(%rbx), %r8
	addq	96(%rbx), %rax
	adcq	104(%rbx), %rcx
	adcq	112(%rbx), %rdx
	adcq	120(%rbx), %rsi
	adcq	128(%rbx), %rdi
	adcq	136(%rbx), %r8
	movq	%rax, 1424(%rsp)
	movq	%rcx, 1432(%rsp)
	movq	%rdx, 1440(%rsp)
	movq	%rsi, 1448(%rsp)
	movq	%rdi, 1456(%rsp)
	movq	%r8, 1464(%rsp)
	movq	144(%rbx), %rax
	movq	152(%rbx), %rcx
	movq	160(%rbx), %rdx
	movq	168(%rbx), %rsi
	movq	176(%rbx), %rdi
	movq	184(%rbx), %r8
	addq	144(%rbx), %rax
	adcq	152(%rbx), %rcx
	adcq	160(%rbx), %rdx
	adcq	168(%rbx), %rsi
	adcq	176(%rbx), %rdi
	adcq	184(%rbx), %r8
	movq	%rax, 1472(%rsp)
	movq	%rcx, 1480(%rsp)
	movq	%rdx, 1488(%rsp)
	movq	%rsi, 1496(%rsp)
	movq	%rdi, 1504(%rsp)
	movq	%r8, 1512(%rsp)
	leaq	1520(%rsp), %rdi
	leaq	1424(%rsp), %rsi
	leaq	192(%rbx), %rcx
	call	SYM(bls381_tw_mul2)
	movq	944(%rsp), %rax
	movq	952(%rsp), %rcx
	movq	960(%rsp), %rdx
	movq	968(%rsp), %rsi
	movq	976(%rsp), %rdi
	movq	984(%rsp), %r8
	movq	992(%rsp), %r9
	movq	1000(%rsp), %r10
	movq	1008(%rsp), %r11
	movq	1016(%rsp), %r12
	movq	1024(%rsp), %r13
	movq	1032(%rsp), %r14
	addq	752(%rsp), %rax
	adcq	760(%rsp), %rcx
	adcq	768(%rsp), %rdx
	adcq	776(%rsp), %rsi
	adcq	784(%rsp), %rdi
	adcq	792(%rsp), %r8
	adcq	800(%rsp), %r9
	adcq	808(%rsp), %r10
	adcq	816(%rsp), %r11
	adcq	824(%rsp), %r12
	adcq	832(%rsp), %r13
	adcq	840(%rsp), %r14
	subq	848(%rsp), %rax
	sbbq	856(%rsp), %rcx
	sbbq	864(%rsp), %rdx
	sbbq	872(%rsp), %rsi
	sbbq	880(%rsp), %rdi
	sbbq	888(%rsp), %r8
	sbbq	896(%rsp), %r9
	sbbq	904(%rsp), %r10
	sbbq	912(%rsp), %r11
	sbbq	920(%rsp), %r12
	sbbq	928(%rsp), %r13
	sbbq	936(%rsp), %r14
	movq	%rax, 1808(%rsp)
	movq	%rcx, 1816(%rsp)
	movq	%rdx, 1824(%rsp)
	movq	%rsi, 1832(%rsp)
	movq	%rdi, 1840(%rsp)
	movq	%r8, 1848(%rsp)
	movq	%r9, 1856(%rsp)
	movq	%r10, 1864(%rsp)
	movq	%r11, 1872(%rsp)
	movq	%r12, 1880(%rsp)
	movq	%r13, 1888(%rsp)
	movq	%r14, 1896(%rsp)
	addq	1808(%rsp), %rax
	adcq	1816(%rsp), %rcx
	adcq	1824(%rsp), %rdx
	adcq	1832(%rsp), %rsi
	adcq	1840(%rsp), %rdi
	adcq	1848(%rsp), %r8
	adcq	1856(%rsp), %r9
	adcq	1864(%rsp), %r10
	adcq	1872(%rsp), %r11
	adcq	1880(%rsp), %r12
	adcq	1888(%rsp), %r13
	adcq	1896(%rsp), %r14
	addq	1808(%rsp), %rax
	adcq	1816(%rsp), %rcx
	adcq	1824(%rsp), %rdx
	adcq	1832(%rsp), %rsi
	adcq	1840(%rsp), %rdi
	adcq	1848(%rsp), %r8
	adcq	1856(%rsp), %r9
	adcq	1864(%rsp), %r10
	adcq	1872(%rsp), %r11
	adcq	1880(%rsp), %r12
	adcq	1888(%rsp), %r13
	adcq	1896(%rsp), %r14
	subq	(%rbx), %r9
	sbbq	8(%rbx), %r10
	sbbq	16(%rbx), %r11
	sbbq	24(%rbx), %r12
	sbbq	32(%rbx), %r13
	sbbq	40(%rbx), %r14
	subq	(%rbx), %r9
	sbbq	8(%rbx), %r10
	sbbq	16(%rbx), %r11
	sbbq	24(%rbx), %r12
	sbbq	32(%rbx), %r13
	sbbq	40(%rbx), %r14
	addq	LOCAL(kp)+192(%rip), %r9
	adcq	LOCAL(kp)+200(%rip), %r10
	adcq	LOCAL(kp)+208(%rip), %r11
	adcq	LOCAL(kp)+216(%rip), %r12
	adcq	LOCAL(kp)+224(%rip), %r13
	adcq	LOCAL(kp)+232(%rip), %r14
	movq	%rax, 1712(%rsp)
	movq	%rcx, 1720(%rsp)
	movq	%rdx, 1728(%rsp)
	movq	%rsi, 1736(%rsp)
	movq	%rdi, 1744(%rsp)
	movq	%r8, 1752(%rsp)
	movq	%r9, 1760(%rsp)
	movq	%r10, 1768(%rsp)
	movq	%r11, 1776(%rsp)
	movq	%r12, 1784(%rsp)
	movq	%r13, 1792(%rsp)
	movq	%r14, 1800(%rsp)
	movq	352(%rsp), %rdi
	leaq	1712(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	1040(%rsp), %rax
	movq	1048(%rsp), %rcx
	movq	1056(%rsp), %rdx
	movq	1064(%rsp), %rsi
	movq	1072(%rsp), %rdi
	movq	1080(%rsp), %r8
	movq	1088(%rsp), %r9
	movq	1096(%rsp), %r10
	movq	1104(%rsp), %r11
	movq	1112(%rsp), %r12
	movq	1120(%rsp), %r13
	movq	1128(%rsp), %r14
	addq	752(%rsp), %rax
	adcq	760(%rsp), %rcx
	adcq	768(%rsp), %rdx
	adcq	776(%rsp), %rsi
	adcq	784(%rsp), %rdi
	adcq	792(%rsp), %r8
	adcq	800(%rsp), %r9
	adcq	808(%rsp), %r10
	adcq	816(%rsp), %r11
	adcq	824(%rsp), %r12
	adcq	832(%rsp), %r13
	adcq	840(%rsp), %r14
	addq	848(%rsp), %rax
	adcq	856(%rsp), %rcx
	adcq	864(%rsp), %rdx
	adcq	872(%rsp), %rsi
	adcq	880(%rsp), %rdi
	adcq	888(%rsp), %r8
	adcq	896(%rsp), %r9
	adcq	904(%rsp), %r10
	adcq	912(%rsp), %r11
	adcq	920(%rsp), %r12
	adcq	928(%rsp), %r13
	adcq	936(%rsp), %r14
	movq	%rax, 2000(%rsp)
	movq	%rcx, 2008(%rsp)
	movq	%rdx, 2016(%rsp)
	movq	%rsi, 2024(%rsp)
	movq	%rdi, 2032(%rsp)
	movq	%r8, 2040(%rsp)
	movq	%r9, 2048(%rsp)
	movq	%r10, 2056(%rsp)
	movq	%r11, 2064(%rsp)
	movq	%r12, 2072(%rsp)
	movq	%r13, 2080(%rsp)
	movq	%r14, 2088(%rsp)
	addq	2000(%rsp), %rax
	adcq	2008(%rsp), %rcx
	adcq	2016(%rsp), %rdx
	adcq	2024(%rsp), %rsi
	adcq	2032(%rsp), %rdi
	adcq	2040(%rsp), %r8
	adcq	2048(%rsp), %r9
	adcq	2056(%rsp), %r10
	adcq	2064(%rsp), %r11
	adcq	2072(%rsp), %r12
	adcq	2080(%rsp), %r13
	adcq	2088(%rsp), %r14
	addq	2000(%rsp), %rax
	adcq	2008(%rsp), %rcx
	adcq	2016(%rsp), %rdx
	adcq	2024(%rsp), %rsi
	adcq	2032(%rsp), %rdi
	adcq	2040(%rsp), %r8
	adcq	2048(%rsp), %r9
	adcq	2056(%rsp), %r10
	adcq	2064(%rsp), %r11
	adcq	2072(%rsp), %r12
	adcq	2080(%rsp), %r13
	adcq	2088(%rsp), %r14
	subq	48(%rbx), %r9
	sbbq	56(%rbx), %r10
	sbbq	64(%rbx), %r11
	sbbq	72(%rbx), %r12
	sbbq	80(%rbx), %r13
	sbbq	88(%rbx), %r14
	subq	48(%rbx), %r9
	sbbq	56(%rbx), %r10
	sbbq	64(%rbx), %r11
	sbbq	72(%rbx), %r12
	sbbq	80(%rbx), %r13
	sbbq	88(%rbx), %r14
	addq	LOCAL(kp)+144(%rip), %r9
	adcq	LOCAL(kp)+152(%rip), %r10
	adcq	LOCAL(kp)+160(%rip), %r11
	adcq	LOCAL(kp)+168(%rip), %r12
	adcq	LOCAL(kp)+176(%rip), %r13
	adcq	LOCAL(kp)+184(%rip), %r14
	movq	%rax, 1904(%rsp)
	movq	%rcx, 1912(%rsp)
	movq	%rdx, 1920(%rsp)
	movq	%rsi, 1928(%rsp)
	movq	%rdi, 1936(%rsp)
	movq	%r8, 1944(%rsp)
	movq	%r9, 1952(%rsp)
	movq	%r10, 1960(%rsp)
	movq	%r11, 1968(%rsp)
	movq	%r12, 1976(%rsp)
	movq	%r13, 1984(%rsp)
	movq	%r14, 1992(%rsp)
	movq	352(%rsp), %rdi
	addq	$48, %rdi
	leaq	1904(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	560(%rsp), %rax
	movq	568(%rsp), %rcx
	movq	576(%rsp), %rdx
	movq	584(%rsp), %rsi
	movq	592(%rsp), %rdi
	movq	600(%rsp), %r8
	movq	608(%rsp), %r9
	movq	616(%rsp), %r10
	movq	624(%rsp), %r11
	movq	632(%rsp), %r12
	movq	640(%rsp), %r13
	movq	648(%rsp), %r14
	addq	368(%rsp), %rax
	adcq	376(%rsp), %rcx
	adcq	384(%rsp), %rdx
	adcq	392(%rsp), %rsi
	adcq	400(%rsp), %rdi
	adcq	408(%rsp), %r8
	adcq	416(%rsp), %r9
	adcq	424(%rsp), %r10
	adcq	432(%rsp), %r11
	adcq	440(%rsp), %r12
	adcq	448(%rsp), %r13
	adcq	456(%rsp), %r14
	subq	656(%rsp), %rax
	sbbq	664(%rsp), %rcx
	sbbq	672(%rsp), %rdx
	sbbq	680(%rsp), %rsi
	sbbq	688(%rsp), %rdi
	sbbq	696(%rsp), %r8
	sbbq	704(%rsp), %r9
	sbbq	712(%rsp), %r10
	sbbq	720(%rsp), %r11
	sbbq	728(%rsp), %r12
	sbbq	736(%rsp), %r13
	sbbq	744(%rsp), %r14
	movq	%rax, 2192(%rsp)
	movq	%rcx, 2200(%rsp)
	movq	%rdx, 2208(%rsp)
	movq	%rsi, 2216(%rsp)
	movq	%rdi, 2224(%rsp)
	movq	%r8, 2232(%rsp)
	movq	%r9, 2240(%rsp)
	movq	%r10, 2248(%rsp)
	movq	%r11, 2256(%rsp)
	movq	%r12, 2264(%rsp)
	movq	%r13, 2272(%rsp)
	movq	%r14, 2280(%rsp)
	addq	2192(%rsp), %rax
	adcq	2200(%rsp), %rcx
	adcq	2208(%rsp), %rdx
	adcq	2216(%rsp), %rsi
	adcq	2224(%rsp), %rdi
	adcq	2232(%rsp), %r8
	adcq	2240(%rsp), %r9
	adcq	2248(%rsp), %r10
	adcq	2256(%rsp), %r11
	adcq	2264(%rsp), %r12
	adcq	2272(%rsp), %r13
	adcq	2280(%rsp), %r14
	addq	2192(%rsp), %rax
	adcq	2200(%rsp), %rcx
	adcq	2208(%rsp), %rdx
	adcq	2216(%rsp), %rsi
	adcq	2224(%rsp), %rdi
	adcq	2232(%rsp), %r8
	adcq	2240(%rsp), %r9
	adcq	2248(%rsp), %r10
	adcq	2256(%rsp), %r11
	adcq	2264(%rsp), %r12
	adcq	2272(%rsp), %r13
	adcq	2280(%rsp), %r14
	subq	96(%rbx), %r9
	sbbq	104(%rbx), %r10
	sbbq	112(%rbx), %r11
	sbbq	120(%rbx), %r12
	sbbq	128(%rbx), %r13
	sbbq	136(%rbx), %r14
	subq	96(%rbx), %r9
	sbbq	104(%rbx), %r10
	sbbq	112(%rbx), %r11
	sbbq	120(%rbx), %r12
	sbbq	128(%rbx), %r13
	sbbq	136(%rbx), %r14
	addq	LOCAL(kp)+192(%rip), %r9
	adcq	LOCAL(kp)+200(%rip), %r10
	adcq	LOCAL(kp)+208(%rip), %r11
	adcq	LOCAL(kp)+216(%rip), %r12
	adcq	LOCAL(kp)+224(%rip), %r13
	adcq	LOCAL(kp)+232(%rip), %r14
	movq	%rax, 2096(%rsp)
	movq	%rcx, 2104(%rsp)
	movq	%rdx, 2112(%rsp)
	movq	%rsi, 2120(%rsp)
	movq	%rdi, 2128(%rsp)
	movq	%r8, 2136(%rsp)
	movq	%r9, 2144(%rsp)
	movq	%r10, 2152(%rsp)
	movq	%r11, 2160(%rsp)
	movq	%r12, 2168(%rsp)
	movq	%r13, 2176(%rsp)
	movq	%r14, 2184(%rsp)
	movq	352(%rsp), %rdi
	addq	$96, %rdi
	leaq	2096(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	560(%rsp), %rax
	movq	568(%rsp), %rcx
	movq	576(%rsp), %rdx
	movq	584(%rsp), %rsi
	movq	592(%rsp), %rdi
	movq	600(%rsp), %r8
	movq	608(%rsp), %r9
	movq	616(%rsp), %r10
	movq	624(%rsp), %r11
	movq	632(%rsp), %r12
	movq	640(%rsp), %r13
	movq	648(%rsp), %r14
	addq	656(%rsp), %rax
	adcq	664(%rsp), %rcx
	adcq	672(%rsp), %rdx
	adcq	680(%rsp), %rsi
	adcq	688(%rsp), %rdi
	adcq	696(%rsp), %r8
	adcq	704(%rsp), %r9
	adcq	712(%rsp), %r10
	adcq	720(%rsp), %r11
	adcq	728(%rsp), %r12
	adcq	736(%rsp), %r13
	adcq	744(%rsp), %r14
	addq	464(%rsp), %rax
	adcq	472(%rsp), %rcx
	adcq	480(%rsp), %rdx
	adcq	488(%rsp), %rsi
	adcq	496(%rsp), %rdi
	adcq	504(%rsp), %r8
	adcq	512(%rsp), %r9
	adcq	520(%rsp), %r10
	adcq	528(%rsp), %r11
	adcq	536(%rsp), %r12
	adcq	544(%rsp), %r13
	adcq	552(%rsp), %r14
	movq	%rax, 2384(%rsp)
	movq	%rcx, 2392(%rsp)
	movq	%rdx, 2400(%rsp)
	movq	%rsi, 2408(%rsp)
	movq	%rdi, 2416(%rsp)
	movq	%r8, 2424(%rsp)
	movq	%r9, 2432(%rsp)
	movq	%r10, 2440(%rsp)
	movq	%r11, 2448(%rsp)
	movq	%r12, 2456(%rsp)
	movq	%r13, 2464(%rsp)
	movq	%r14, 2472(%rsp)
	addq	2384(%rsp), %rax
	adcq	2392(%rsp), %rcx
	adcq	2400(%rsp), %rdx
	adcq	2408(%rsp), %rsi
	adcq	2416(%rsp), %rdi
	adcq	2424(%rsp), %r8
	adcq	2432(%rsp), %r9
	adcq	2440(%rsp), %r10
	adcq	2448(%rsp), %r11
	adcq	2456(%rsp), %r12
	adcq	2464(%rsp), %r13
	adcq	2472(%rsp), %r14
	addq	2384(%rsp), %rax
	adcq	2392(%rsp), %rcx
	adcq	2400(%rsp), %rdx
	adcq	2408(%rsp), %rsi
	adcq	2416(%rsp), %rdi
	adcq	2424(%rsp), %r8
	adcq	2432(%rsp), %r9
	adcq	2440(%rsp), %r10
	adcq	2448(%rsp), %r11
	adcq	2456(%rsp), %r12
	adcq	2464(%rsp), %r13
	adcq	2472(%rsp), %r14
	subq	144(%rbx), %r9
	sbbq	152(%rbx), %r10
	sbbq	160(%rbx), %r11
	sbbq	168(%rbx), %r12
	sbbq	176(%rbx), %r13
	sbbq	184(%rbx), %r14
	subq	144(%rbx), %r9
	sbbq	152(%rbx), %r10
	sbbq	160(%rbx), %r11
	sbbq	168(%rbx), %r12
	sbbq	176(%rbx), %r13
	sbbq	184(%rbx), %r14
	addq	LOCAL(kp)+144(%rip), %r9
	adcq	LOCAL(kp)+152(%rip), %r10
	adcq	LOCAL(kp)+160(%rip), %r11
	adcq	LOCAL(kp)+168(%rip), %r12
	adcq	LOCAL(kp)+176(%rip), %r13
	adcq	LOCAL(kp)+184(%rip), %r14
	movq	%rax, 2288(%rsp)
	movq	%rcx, 2296(%rsp)
	movq	%rdx, 2304(%rsp)
	movq	%rsi, 2312(%rsp)
	movq	%rdi, 2320(%rsp)
	movq	%r8, 2328(%rsp)
	movq	%r9, 2336(%rsp)
	movq	%r10, 2344(%rsp)
	movq	%r11, 2352(%rsp)
	movq	%r12, 2360(%rsp)
	movq	%r13, 2368(%rsp)
	movq	%r14, 2376(%rsp)
	movq	352(%rsp), %rdi
	addq	$144, %rdi
	leaq	2288(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	1232(%rsp), %rax
	movq	1240(%rsp), %rcx
	movq	1248(%rsp), %rdx
	movq	1256(%rsp), %rsi
	movq	1264(%rsp), %rdi
	movq	1272(%rsp), %r8
	movq	1280(%rsp), %r9
	movq	1288(%rsp), %r10
	movq	1296(%rsp), %r11
	movq	1304(%rsp), %r12
	movq	1312(%rsp), %r13
	movq	1320(%rsp), %r14
	subq	1328(%rsp), %rax
	sbbq	1336(%rsp), %rcx
	sbbq	1344(%rsp), %rdx
	sbbq	1352(%rsp), %rsi
	sbbq	1360(%rsp), %rdi
	sbbq	1368(%rsp), %r8
	sbbq	1376(%rsp), %r9
	sbbq	1384(%rsp), %r10
	sbbq	1392(%rsp), %r11
	sbbq	1400(%rsp), %r12
	sbbq	1408(%rsp), %r13
	sbbq	1416(%rsp), %r14
	movq	%rax, 2576(%rsp)
	movq	%rcx, 2584(%rsp)
	movq	%rdx, 2592(%rsp)
	movq	%rsi, 2600(%rsp)
	movq	%rdi, 2608(%rsp)
	movq	%r8, 2616(%rsp)
	movq	%r9, 2624(%rsp)
	movq	%r10, 2632(%rsp)
	movq	%r11, 2640(%rsp)
	movq	%r12, 2648(%rsp)
	movq	%r13, 2656(%rsp)
	movq	%r14, 2664(%rsp)
	addq	2576(%rsp), %rax
	adcq	2584(%rsp), %rcx
	adcq	2592(%rsp), %rdx
	adcq	2600(%rsp), %rsi
	adcq	2608(%rsp), %rdi
	adcq	2616(%rsp), %r8
	adcq	2624(%rsp), %r9
	adcq	2632(%rsp), %r10
	adcq	2640(%rsp), %r11
	adcq	2648(%rsp), %r12
	adcq	2656(%rsp), %r13
	adcq	2664(%rsp), %r14
	addq	2576(%rsp), %rax
	adcq	2584(%rsp), %rcx
	adcq	2592(%rsp), %rdx
	adcq	2600(%rsp), %rsi
	adcq	2608(%rsp), %rdi
	adcq	2616(%rsp), %r8
	adcq	2624(%rsp), %r9
	adcq	2632(%rsp), %r10
	adcq	2640(%rsp), %r11
	adcq	2648(%rsp), %r12
	adcq	2656(%rsp), %r13
	adcq	2664(%rsp), %r14
	addq	192(%rbx), %r9
	adcq	200(%rbx), %r10
	adcq	208(%rbx), %r11
	adcq	216(%rbx), %r12
	adcq	224(%rbx), %r13
	adcq	232(%rbx), %r14
	addq	192(%rbx), %r9
	adcq	200(%rbx), %r10
	adcq	208(%rbx), %r11
	adcq	216(%rbx), %r12
	adcq	224(%rbx), %r13
	adcq	232(%rbx), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 2480(%rsp)
	movq	%rcx, 2488(%rsp)
	movq	%rdx, 2496(%rsp)
	movq	%rsi, 2504(%rsp)
	movq	%rdi, 2512(%rsp)
	movq	%r8, 2520(%rsp)
	movq	%r9, 2528(%rsp)
	movq	%r10, 2536(%rsp)
	movq	%r11, 2544(%rsp)
	movq	%r12, 2552(%rsp)
	movq	%r13, 2560(%rsp)
	movq	%r14, 2568(%rsp)
	movq	352(%rsp), %rdi
	addq	$192, %rdi
	leaq	2480(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	1232(%rsp), %rax
	movq	1240(%rsp), %rcx
	movq	1248(%rsp), %rdx
	movq	1256(%rsp), %rsi
	movq	1264(%rsp), %rdi
	movq	1272(%rsp), %r8
	movq	1280(%rsp), %r9
	movq	1288(%rsp), %r10
	movq	1296(%rsp), %r11
	movq	1304(%rsp), %r12
	movq	1312(%rsp), %r13
	movq	1320(%rsp), %r14
	addq	1328(%rsp), %rax
	adcq	1336(%rsp), %rcx
	adcq	1344(%rsp), %rdx
	adcq	1352(%rsp), %rsi
	adcq	1360(%rsp), %rdi
	adcq	1368(%rsp), %r8
	adcq	1376(%rsp), %r9
	adcq	1384(%rsp), %r10
	adcq	1392(%rsp), %r11
	adcq	1400(%rsp), %r12
	adcq	1408(%rsp), %r13
	adcq	1416(%rsp), %r14
	movq	%rax, 2768(%rsp)
	movq	%rcx, 2776(%rsp)
	movq	%rdx, 2784(%rsp)
	movq	%rsi, 2792(%rsp)
	movq	%rdi, 2800(%rsp)
	movq	%r8, 2808(%rsp)
	movq	%r9, 2816(%rsp)
	movq	%r10, 2824(%rsp)
	movq	%r11, 2832(%rsp)
	movq	%r12, 2840(%rsp)
	movq	%r13, 2848(%rsp)
	movq	%r14, 2856(%rsp)
	addq	2768(%rsp), %rax
	adcq	2776(%rsp), %rcx
	adcq	2784(%rsp), %rdx
	adcq	2792(%rsp), %rsi
	adcq	2800(%rsp), %rdi
	adcq	2808(%rsp), %r8
	adcq	2816(%rsp), %r9
	adcq	2824(%rsp), %r10
	adcq	2832(%rsp), %r11
	adcq	2840(%rsp), %r12
	adcq	2848(%rsp), %r13
	adcq	2856(%rsp), %r14
	addq	2768(%rsp), %rax
	adcq	2776(%rsp), %rcx
	adcq	2784(%rsp), %rdx
	adcq	2792(%rsp), %rsi
	adcq	2800(%rsp), %rdi
	adcq	2808(%rsp), %r8
	adcq	2816(%rsp), %r9
	adcq	2824(%rsp), %r10
	adcq	2832(%rsp), %r11
	adcq	2840(%rsp), %r12
	adcq	2848(%rsp), %r13
	adcq	2856(%rsp), %r14
	addq	240(%rbx), %r9
	adcq	248(%rbx), %r10
	adcq	256(%rbx), %r11
	adcq	264(%rbx), %r12
	adcq	272(%rbx), %r13
	adcq	280(%rbx), %r14
	addq	240(%rbx), %r9
	adcq	248(%rbx), %r10
	adcq	256(%rbx), %r11
	adcq	264(%rbx), %r12
	adcq	272(%rbx), %r13
	adcq	280(%rbx), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 2672(%rsp)
	movq	%rcx, 2680(%rsp)
	movq	%rdx, 2688(%rsp)
	movq	%rsi, 2696(%rsp)
	movq	%rdi, 2704(%rsp)
	movq	%r8, 2712(%rsp)
	movq	%r9, 2720(%rsp)
	movq	%r10, 2728(%rsp)
	movq	%r11, 2736(%rsp)
	movq	%r12, 2744(%rsp)
	movq	%r13, 2752(%rsp)
	movq	%r14, 2760(%rsp)
	movq	352(%rsp), %rdi
	addq	$240, %rdi
	leaq	2672(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	1520(%rsp), %rax
	movq	1528(%rsp), %rcx
	movq	1536(%rsp), %rdx
	movq	1544(%rsp), %rsi
	movq	1552(%rsp), %rdi
	movq	1560(%rsp), %r8
	movq	1568(%rsp), %r9
	movq	1576(%rsp), %r10
	movq	1584(%rsp), %r11
	movq	1592(%rsp), %r12
	movq	1600(%rsp), %r13
	movq	1608(%rsp), %r14
	movq	%rax, 2960(%rsp)
	movq	%rcx, 2968(%rsp)
	movq	%rdx, 2976(%rsp)
	movq	%rsi, 2984(%rsp)
	movq	%rdi, 2992(%rsp)
	movq	%r8, 3000(%rsp)
	movq	%r9, 3008(%rsp)
	movq	%r10, 3016(%rsp)
	movq	%r11, 3024(%rsp)
	movq	%r12, 3032(%rsp)
	movq	%r13, 3040(%rsp)
	movq	%r14, 3048(%rsp)
	addq	2960(%rsp), %rax
	adcq	2968(%rsp), %rcx
	adcq	2976(%rsp), %rdx
	adcq	2984(%rsp), %rsi
	adcq	2992(%rsp), %rdi
	adcq	3000(%rsp), %r8
	adcq	3008(%rsp), %r9
	adcq	3016(%rsp), %r10
	adcq	3024(%rsp), %r11
	adcq	3032(%rsp), %r12
	adcq	3040(%rsp), %r13
	adcq	3048(%rsp), %r14
	addq	2960(%rsp), %rax
	adcq	2968(%rsp), %rcx
	adcq	2976(%rsp), %rdx
	adcq	2984(%rsp), %rsi
	adcq	2992(%rsp), %rdi
	adcq	3000(%rsp), %r8
	adcq	3008(%rsp), %r9
	adcq	3016(%rsp), %r10
	adcq	3024(%rsp), %r11
	adcq	3032(%rsp), %r12
	adcq	3040(%rsp), %r13
	adcq	3048(%rsp), %r14
	addq	288(%rbx), %r9
	adcq	296(%rbx), %r10
	adcq	304(%rbx), %r11
	adcq	312(%rbx), %r12
	adcq	320(%rbx), %r13
	adcq	328(%rbx), %r14
	addq	288(%rbx), %r9
	adcq	296(%rbx), %r10
	adcq	304(%rbx), %r11
	adcq	312(%rbx), %r12
	adcq	320(%rbx), %r13
	adcq	328(%rbx), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 2864(%rsp)
	movq	%rcx, 2872(%rsp)
	movq	%rdx, 2880(%rsp)
	movq	%rsi, 2888(%rsp)
	movq	%rdi, 2896(%rsp)
	movq	%r8, 2904(%rsp)
	movq	%r9, 2912(%rsp)
	movq	%r10, 2920(%rsp)
	movq	%r11, 2928(%rsp)
	movq	%r12, 2936(%rsp)
	movq	%r13, 2944(%rsp)
	movq	%r14, 2952(%rsp)
	movq	352(%rsp), %rdi
	addq	$288, %rdi
	leaq	2864(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	1616(%rsp), %rax
	movq	1624(%rsp), %rcx
	movq	1632(%rsp), %rdx
	movq	1640(%rsp), %rsi
	movq	1648(%rsp), %rdi
	movq	1656(%rsp), %r8
	movq	1664(%rsp), %r9
	movq	1672(%rsp), %r10
	movq	1680(%rsp), %r11
	movq	1688(%rsp), %r12
	movq	1696(%rsp), %r13
	movq	1704(%rsp), %r14
	movq	%rax, 3152(%rsp)
	movq	%rcx, 3160(%rsp)
	movq	%rdx, 3168(%rsp)
	movq	%rsi, 3176(%rsp)
	movq	%rdi, 3184(%rsp)
	movq	%r8, 3192(%rsp)
	movq	%r9, 3200(%rsp)
	movq	%r10, 3208(%rsp)
	movq	%r11, 3216(%rsp)
	movq	%r12, 3224(%rsp)
	movq	%r13, 3232(%rsp)
	movq	%r14, 3240(%rsp)
	addq	3152(%rsp), %rax
	adcq	3160(%rsp), %rcx
	adcq	3168(%rsp), %rdx
	adcq	3176(%rsp), %rsi
	adcq	3184(%rsp), %rdi
	adcq	3192(%rsp), %r8
	adcq	3200(%rsp), %r9
	adcq	3208(%rsp), %r10
	adcq	3216(%rsp), %r11
	adcq	3224(%rsp), %r12
	adcq	3232(%rsp), %r13
	adcq	3240(%rsp), %r14
	addq	3152(%rsp), %rax
	adcq	3160(%rsp), %rcx
	adcq	3168(%rsp), %rdx
	adcq	3176(%rsp), %rsi
	adcq	3184(%rsp), %rdi
	adcq	3192(%rsp), %r8
	adcq	3200(%rsp), %r9
	adcq	3208(%rsp), %r10
	adcq	3216(%rsp), %r11
	adcq	3224(%rsp), %r12
	adcq	3232(%rsp), %r13
	adcq	3240(%rsp), %r14
	addq	336(%rbx), %r9
	adcq	344(%rbx), %r10
	adcq	352(%rbx), %r11
	adcq	360(%rbx), %r12
	adcq	368(%rbx), %r13
	adcq	376(%rbx), %r14
	addq	336(%rbx), %r9
	adcq	344(%rbx), %r10
	adcq	352(%rbx), %r11
	adcq	360(%rbx), %r12
	adcq	368(%rbx), %r13
	adcq	376(%rbx), %r14
	movq	%rax, 3056(%rsp)
	movq	%rcx, 3064(%rsp)
	movq	%rdx, 3072(%rsp)
	movq	%rsi, 3080(%rsp)
	movq	%rdi, 3088(%rsp)
	movq	%r8, 3096(%rsp)
	movq	%r9, 3104(%rsp)
	movq	%r10, 3112(%rsp)
	movq	%r11, 3120(%rsp)
	movq	%r12, 3128(%rsp)
	movq	%r13, 3136(%rsp)
	movq	%r14, 3144(%rsp)
	movq	352(%rsp), %rdi
	addq	$336, %rdi
	leaq	3056(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	addq	$3256, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp12_compressed_sqr)

FUNCTION(bls381_fp12_g4_fraction)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	/* %rbx, %rbp: the inputs; %r12, %r13, %r14, %r15 saved too: the helpers clobber them */
	subq	$1624, %rsp
	movq	%rdi, 352(%rsp)                           /* r */
	movq	%rsi, %rbx                                /* a */
	movq	%rdx, %rbp                                /* b */
	leaq	368(%rsp), %rdi
	leaq	(%rbx), %rsi
	call	SYM(bls381_tw_sqr2_1p)
	leaq	560(%rsp), %rdi
	leaq	288(%rbx), %rsi
	call	SYM(bls381_tw_sqr2_1p)
	leaq	752(%rsp), %rdi
	leaq	(%rbx), %rsi
	leaq	288(%rbx), %rcx
	call	SYM(bls381_tw_mul2)
	movq	368(%rsp), %rax
	movq	376(%rsp), %rcx
	movq	384(%rsp), %rdx
	movq	392(%rsp), %rsi
	movq	400(%rsp), %rdi
	movq	408(%rsp), %r8
	movq	416(%rsp), %r9
	movq	424(%rsp), %r10
	movq	432(%rsp), %r11
	movq	440(%rsp), %r12
	movq	448(%rsp), %r13
	movq	456(%rsp), %r14
	addq	368(%rsp), %rax
	adcq	376(%rsp), %rcx
	adcq	384(%rsp), %rdx
	adcq	392(%rsp), %rsi
	adcq	400(%rsp), %rdi
	adcq	408(%rsp), %r8
	adcq	416(%rsp), %r9
	adcq	424(%rsp), %r10
	adcq	432(%rsp), %r11
	adcq	440(%rsp), %r12
	adcq	448(%rsp), %r13
	adcq	456(%rsp), %r14
	addq	368(%rsp), %rax
	adcq	376(%rsp), %rcx
	adcq	384(%rsp), %rdx
	adcq	392(%rsp), %rsi
	adcq	400(%rsp), %rdi
	adcq	408(%rsp), %r8
	adcq	416(%rsp), %r9
	adcq	424(%rsp), %r10
	adcq	432(%rsp), %r11
	adcq	440(%rsp), %r12
	adcq	448(%rsp), %r13
	adcq	456(%rsp), %r14
	addq	560(%rsp), %rax
	adcq	568(%rsp), %rcx
	adcq	576(%rsp), %rdx
	adcq	584(%rsp), %rsi
	adcq	592(%rsp), %rdi
	adcq	600(%rsp), %r8
	adcq	608(%rsp), %r9
	adcq	616(%rsp), %r10
	adcq	624(%rsp), %r11
	adcq	632(%rsp), %r12
	adcq	640(%rsp), %r13
	adcq	648(%rsp), %r14
	subq	656(%rsp), %rax
	sbbq	664(%rsp), %rcx
	sbbq	672(%rsp), %rdx
	sbbq	680(%rsp), %rsi
	sbbq	688(%rsp), %rdi
	sbbq	696(%rsp), %r8
	sbbq	704(%rsp), %r9
	sbbq	712(%rsp), %r10
	sbbq	720(%rsp), %r11
	sbbq	728(%rsp), %r12
	sbbq	736(%rsp), %r13
	sbbq	744(%rsp), %r14
	subq	96(%rbx), %r9
	sbbq	104(%rbx), %r10
	sbbq	112(%rbx), %r11
	sbbq	120(%rbx), %r12
	sbbq	128(%rbx), %r13
	sbbq	136(%rbx), %r14
	subq	96(%rbx), %r9
	sbbq	104(%rbx), %r10
	sbbq	112(%rbx), %r11
	sbbq	120(%rbx), %r12
	sbbq	128(%rbx), %r13
	sbbq	136(%rbx), %r14
	addq	LOCAL(kp)+144(%rip), %r9
	adcq	LOCAL(kp)+152(%rip), %r10
	adcq	LOCAL(kp)+160(%rip), %r11
	adcq	LOCAL(kp)+168(%rip), %r12
	adcq	LOCAL(kp)+176(%rip), %r13
	adcq	LOCAL(kp)+184(%rip), %r14
	movq	%rax, 944(%rsp)
	movq	%rcx, 952(%rsp)
	movq	%rdx, 960(%rsp)
	movq	%rsi, 968(%rsp)
	movq	%rdi, 976(%rsp)
	movq	%r8, 984(%rsp)
	movq	%r9, 992(%rsp)
	movq	%r10, 1000(%rsp)
	movq	%r11, 1008(%rsp)
	movq	%r12, 1016(%rsp)
	movq	%r13, 1024(%rsp)
	movq	%r14, 1032(%rsp)
	movq	352(%rsp), %rdi
	leaq	944(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	464(%rsp), %rax
	movq	472(%rsp), %rcx
	movq	480(%rsp), %rdx
	movq	488(%rsp), %rsi
	movq	496(%rsp), %rdi
	movq	504(%rsp), %r8
	movq	512(%rsp), %r9
	movq	520(%rsp), %r10
	movq	528(%rsp), %r11
	movq	536(%rsp), %r12
	movq	544(%rsp), %r13
	movq	552(%rsp), %r14
	addq	464(%rsp), %rax
	adcq	472(%rsp), %rcx
	adcq	480(%rsp), %rdx
	adcq	488(%rsp), %rsi
	adcq	496(%rsp), %rdi
	adcq	504(%rsp), %r8
	adcq	512(%rsp), %r9
	adcq	520(%rsp), %r10
	adcq	528(%rsp), %r11
	adcq	536(%rsp), %r12
	adcq	544(%rsp), %r13
	adcq	552(%rsp), %r14
	addq	464(%rsp), %rax
	adcq	472(%rsp), %rcx
	adcq	480(%rsp), %rdx
	adcq	488(%rsp), %rsi
	adcq	496(%rsp), %rdi
	adcq	504(%rsp), %r8
	adcq	512(%rsp), %r9
	adcq	520(%rsp), %r10
	adcq	528(%rsp), %r11
	adcq	536(%rsp), %r12
	adcq	544(%rsp), %r13
	adcq	552(%rsp), %r14
	addq	560(%rsp), %rax
	adcq	568(%rsp), %rcx
	adcq	576(%rsp), %rdx
	adcq	584(%rsp), %rsi
	adcq	592(%rsp), %rdi
	adcq	600(%rsp), %r8
	adcq	608(%rsp), %r9
	adcq	616(%rsp), %r10
	adcq	624(%rsp), %r11
	adcq	632(%rsp), %r12
	adcq	640(%rsp), %r13
	adcq	648(%rsp), %r14
	addq	656(%rsp), %rax
	adcq	664(%rsp), %rcx
	adcq	672(%rsp), %rdx
	adcq	680(%rsp), %rsi
	adcq	688(%rsp), %rdi
	adcq	696(%rsp), %r8
	adcq	704(%rsp), %r9
	adcq	712(%rsp), %r10
	adcq	720(%rsp), %r11
	adcq	728(%rsp), %r12
	adcq	736(%rsp), %r13
	adcq	744(%rsp), %r14
	subq	144(%rbx), %r9
	sbbq	152(%rbx), %r10
	sbbq	160(%rbx), %r11
	sbbq	168(%rbx), %r12
	sbbq	176(%rbx), %r13
	sbbq	184(%rbx), %r14
	subq	144(%rbx), %r9
	sbbq	152(%rbx), %r10
	sbbq	160(%rbx), %r11
	sbbq	168(%rbx), %r12
	sbbq	176(%rbx), %r13
	sbbq	184(%rbx), %r14
	addq	LOCAL(kp)+144(%rip), %r9
	adcq	LOCAL(kp)+152(%rip), %r10
	adcq	LOCAL(kp)+160(%rip), %r11
	adcq	LOCAL(kp)+168(%rip), %r12
	adcq	LOCAL(kp)+176(%rip), %r13
	adcq	LOCAL(kp)+184(%rip), %r14
	movq	%rax, 1040(%rsp)
	movq	%rcx, 1048(%rsp)
	movq	%rdx, 1056(%rsp)
	movq	%rsi, 1064(%rsp)
	movq	%rdi, 1072(%rsp)
	movq	%r8, 1080(%rsp)
	movq	%r9, 1088(%rsp)
	movq	%r10, 1096(%rsp)
	movq	%r11, 1104(%rsp)
	movq	%r12, 1112(%rsp)
	movq	%r13, 1120(%rsp)
	movq	%r14, 1128(%rsp)
	movq	352(%rsp), %rdi
	addq	$48, %rdi
	leaq	1040(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	192(%rbx), %rax
	movq	200(%rbx), %rcx
	movq	208(%rbx), %rdx
	movq	216(%rbx), %rsi
	movq	224(%rbx), %rdi
	movq	232(%rbx), %r8
	addq	192(%rbx), %rax
	adcq	200(%rbx), %rcx
	adcq	208(%rbx), %rdx
	adcq	216(%rbx), %rsi
	adcq	224(%rbx), %rdi
	adcq	232(%rbx), %r8
	addq	192(%rbx), %rax
	adcq	200(%rbx), %rcx
	adcq	208(%rbx), %rdx
	adcq	216(%rbx), %rsi
	adcq	224(%rbx), %rdi
	adcq	232(%rbx), %r8
	addq	192(%rbx), %rax
	adcq	200(%rbx), %rcx
	adcq	208(%rbx), %rdx
	adcq	216(%rbx), %rsi
	adcq	224(%rbx), %rdi
	adcq	232(%rbx), %r8
	movq	%rax, 1136(%rsp)
	movq	%rcx, 1144(%rsp)
	movq	%rdx, 1152(%rsp)
	movq	%rsi, 1160(%rsp)
	movq	%rdi, 1168(%rsp)
	movq	%r8, 1176(%rsp)
	movq	240(%rbx), %rax
	movq	248(%rbx), %rcx
	movq	256(%rbx), %rdx
	movq	264(%rbx), %rsi
	movq	272(%rbx), %rdi
	movq	280(%rbx), %r8
	addq	240(%rbx), %rax
	adcq	248(%rbx), %rcx
	adcq	256(%rbx), %rdx
	adcq	264(%rbx), %rsi
	adcq	272(%rbx), %rdi
	adcq	280(%rbx), %r8
	addq	240(%rbx), %rax
	adcq	248(%rbx), %rcx
	adcq	256(%rbx), %rdx
	adcq	264(%rbx), %rsi
	adcq	272(%rbx), %rdi
	adcq	280(%rbx), %r8
	addq	240(%rbx), %rax
	adcq	248(%rbx), %rcx
	adcq	256(%rbx), %rdx
	adcq	264(%rbx), %rsi
	adcq	272(%rbx), %rdi
	adcq	280(%rbx), %r8
	movq	%rax, 1184(%rsp)
	movq	%rcx, 1192(%rsp)
	movq	%rdx, 1200(%rsp)
	movq	%rsi, 1208(%rsp)
	movq	%rdi, 1216(%rsp)
	movq	%r8, 1224(%rsp)
	movq	1136(%rsp), %rax
	movq	1144(%rsp), %rcx
	movq	1152(%rsp), %rdx
	movq	1160(%rsp), %rsi
	movq	1168(%rsp), %rdi
	movq	1176(%rsp), %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r12
	movq	%rdi, %r13
	movq	%r8, %r14
	subq	LOCAL(p2x)(%rip), %r9
	sbbq	LOCAL(p2x)+8(%rip), %r10
	sbbq	LOCAL(p2x)+16(%rip), %r11
	sbbq	LOCAL(p2x)+24(%rip), %r12
	sbbq	LOCAL(p2x)+32(%rip), %r13
	sbbq	LOCAL(p2x)+40(%rip), %r14
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r12
	cmovcq	%rdi, %r13
	cmovcq	%r8, %r14
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
	movq	352(%rsp), %r15
	addq	$96, %r15
	movq	%rax, (%r15)
	movq	%rcx, 8(%r15)
	movq	%rdx, 16(%r15)
	movq	%rsi, 24(%r15)
	movq	%rdi, 32(%r15)
	movq	%r8, 40(%r15)
	movq	1184(%rsp), %rax
	movq	1192(%rsp), %rcx
	movq	1200(%rsp), %rdx
	movq	1208(%rsp), %rsi
	movq	1216(%rsp), %rdi
	movq	1224(%rsp), %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r12
	movq	%rdi, %r13
	movq	%r8, %r14
	subq	LOCAL(p2x)(%rip), %r9
	sbbq	LOCAL(p2x)+8(%rip), %r10
	sbbq	LOCAL(p2x)+16(%rip), %r11
	sbbq	LOCAL(p2x)+24(%rip), %r12
	sbbq	LOCAL(p2x)+32(%rip), %r13
	sbbq	LOCAL(p2x)+40(%rip), %r14
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r12
	cmovcq	%rdi, %r13
	cmovcq	%r8, %r14
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
	movq	352(%rsp), %r15
	addq	$144, %r15
	movq	%rax, (%r15)
	movq	%rcx, 8(%r15)
	movq	%rdx, 16(%r15)
	movq	%rsi, 24(%r15)
	movq	%rdi, 32(%r15)
	movq	%r8, 40(%r15)
	movq	752(%rsp), %rax
	movq	760(%rsp), %rcx
	movq	768(%rsp), %rdx
	movq	776(%rsp), %rsi
	movq	784(%rsp), %rdi
	movq	792(%rsp), %r8
	movq	800(%rsp), %r9
	movq	808(%rsp), %r10
	movq	816(%rsp), %r11
	movq	824(%rsp), %r12
	movq	832(%rsp), %r13
	movq	840(%rsp), %r14
	movq	%rax, 1328(%rsp)
	movq	%rcx, 1336(%rsp)
	movq	%rdx, 1344(%rsp)
	movq	%rsi, 1352(%rsp)
	movq	%rdi, 1360(%rsp)
	movq	%r8, 1368(%rsp)
	movq	%r9, 1376(%rsp)
	movq	%r10, 1384(%rsp)
	movq	%r11, 1392(%rsp)
	movq	%r12, 1400(%rsp)
	movq	%r13, 1408(%rsp)
	movq	%r14, 1416(%rsp)
	addq	1328(%rsp), %rax
	adcq	1336(%rsp), %rcx
	adcq	1344(%rsp), %rdx
	adcq	1352(%rsp), %rsi
	adcq	1360(%rsp), %rdi
	adcq	1368(%rsp), %r8
	adcq	1376(%rsp), %r9
	adcq	1384(%rsp), %r10
	adcq	1392(%rsp), %r11
	adcq	1400(%rsp), %r12
	adcq	1408(%rsp), %r13
	adcq	1416(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 1232(%rsp)
	movq	%rcx, 1240(%rsp)
	movq	%rdx, 1248(%rsp)
	movq	%rsi, 1256(%rsp)
	movq	%rdi, 1264(%rsp)
	movq	%r8, 1272(%rsp)
	movq	%r9, 1280(%rsp)
	movq	%r10, 1288(%rsp)
	movq	%r11, 1296(%rsp)
	movq	%r12, 1304(%rsp)
	movq	%r13, 1312(%rsp)
	movq	%r14, 1320(%rsp)
	movq	352(%rsp), %rdi
	addq	$192, %rdi
	leaq	1232(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	848(%rsp), %rax
	movq	856(%rsp), %rcx
	movq	864(%rsp), %rdx
	movq	872(%rsp), %rsi
	movq	880(%rsp), %rdi
	movq	888(%rsp), %r8
	movq	896(%rsp), %r9
	movq	904(%rsp), %r10
	movq	912(%rsp), %r11
	movq	920(%rsp), %r12
	movq	928(%rsp), %r13
	movq	936(%rsp), %r14
	movq	%rax, 1520(%rsp)
	movq	%rcx, 1528(%rsp)
	movq	%rdx, 1536(%rsp)
	movq	%rsi, 1544(%rsp)
	movq	%rdi, 1552(%rsp)
	movq	%r8, 1560(%rsp)
	movq	%r9, 1568(%rsp)
	movq	%r10, 1576(%rsp)
	movq	%r11, 1584(%rsp)
	movq	%r12, 1592(%rsp)
	movq	%r13, 1600(%rsp)
	movq	%r14, 1608(%rsp)
	addq	1520(%rsp), %rax
	adcq	1528(%rsp), %rcx
	adcq	1536(%rsp), %rdx
	adcq	1544(%rsp), %rsi
	adcq	1552(%rsp), %rdi
	adcq	1560(%rsp), %r8
	adcq	1568(%rsp), %r9
	adcq	1576(%rsp), %r10
	adcq	1584(%rsp), %r11
	adcq	1592(%rsp), %r12
	adcq	1600(%rsp), %r13
	adcq	1608(%rsp), %r14
	movq	%rax, 1424(%rsp)
	movq	%rcx, 1432(%rsp)
	movq	%rdx, 1440(%rsp)
	movq	%rsi, 1448(%rsp)
	movq	%rdi, 1456(%rsp)
	movq	%r8, 1464(%rsp)
	movq	%r9, 1472(%rsp)
	movq	%r10, 1480(%rsp)
	movq	%r11, 1488(%rsp)
	movq	%r12, 1496(%rsp)
	movq	%r13, 1504(%rsp)
	movq	%r14, 1512(%rsp)
	movq	352(%rsp), %rdi
	addq	$240, %rdi
	leaq	1424(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	addq	$1624, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp12_g4_fraction)

FUNCTION(bls381_fp12_decompress)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	/* %rbx, %rbp: the inputs; %r12, %r13, %r14, %r15 saved too: the helpers clobber them */
	subq	$1912, %rsp
	movq	%rdi, 352(%rsp)                           /* r */
	movq	%rsi, %rbx                                /* a */
	movq	%rdx, %rbp                                /* b */
	leaq	464(%rsp), %rdi
	leaq	(%rbp), %rsi
	leaq	96(%rbp), %rcx
	call	SYM(bls381_tw_mul2)
	movq	464(%rsp), %rax
	movq	472(%rsp), %rcx
	movq	480(%rsp), %rdx
	movq	488(%rsp), %rsi
	movq	496(%rsp), %rdi
	movq	504(%rsp), %r8
	movq	512(%rsp), %r9
	movq	520(%rsp), %r10
	movq	528(%rsp), %r11
	movq	536(%rsp), %r12
	movq	544(%rsp), %r13
	movq	552(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 656(%rsp)
	movq	%rcx, 664(%rsp)
	movq	%rdx, 672(%rsp)
	movq	%rsi, 680(%rsp)
	movq	%rdi, 688(%rsp)
	movq	%r8, 696(%rsp)
	movq	%r9, 704(%rsp)
	movq	%r10, 712(%rsp)
	movq	%r11, 720(%rsp)
	movq	%r12, 728(%rsp)
	movq	%r13, 736(%rsp)
	movq	%r14, 744(%rsp)
	leaq	368(%rsp), %rdi
	leaq	656(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	560(%rsp), %rax
	movq	568(%rsp), %rcx
	movq	576(%rsp), %rdx
	movq	584(%rsp), %rsi
	movq	592(%rsp), %rdi
	movq	600(%rsp), %r8
	movq	608(%rsp), %r9
	movq	616(%rsp), %r10
	movq	624(%rsp), %r11
	movq	632(%rsp), %r12
	movq	640(%rsp), %r13
	movq	648(%rsp), %r14
	movq	%rax, 752(%rsp)
	movq	%rcx, 760(%rsp)
	movq	%rdx, 768(%rsp)
	movq	%rsi, 776(%rsp)
	movq	%rdi, 784(%rsp)
	movq	%r8, 792(%rsp)
	movq	%r9, 800(%rsp)
	movq	%r10, 808(%rsp)
	movq	%r11, 816(%rsp)
	movq	%r12, 824(%rsp)
	movq	%r13, 832(%rsp)
	movq	%r14, 840(%rsp)
	leaq	416(%rsp), %rdi
	leaq	752(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	leaq	848(%rsp), %rdi
	leaq	192(%rbx), %rsi
	leaq	288(%rbx), %rcx
	call	SYM(bls381_tw_mul2)
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	addq	(%rbx), %rax
	adcq	8(%rbx), %rcx
	adcq	16(%rbx), %rdx
	adcq	24(%rbx), %rsi
	adcq	32(%rbx), %rdi
	adcq	40(%rbx), %r8
	addq	(%rbx), %rax
	adcq	8(%rbx), %rcx
	adcq	16(%rbx), %rdx
	adcq	24(%rbx), %rsi
	adcq	32(%rbx), %rdi
	adcq	40(%rbx), %r8
	movq	%rax, 1040(%rsp)
	movq	%rcx, 1048(%rsp)
	movq	%rdx, 1056(%rsp)
	movq	%rsi, 1064(%rsp)
	movq	%rdi, 1072(%rsp)
	movq	%r8, 1080(%rsp)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	addq	48(%rbx), %rax
	adcq	56(%rbx), %rcx
	adcq	64(%rbx), %rdx
	adcq	72(%rbx), %rsi
	adcq	80(%rbx), %rdi
	adcq	88(%rbx), %r8
	addq	48(%rbx), %rax
	adcq	56(%rbx), %rcx
	adcq	64(%rbx), %rdx
	adcq	72(%rbx), %rsi
	adcq	80(%rbx), %rdi
	adcq	88(%rbx), %r8
	movq	%rax, 1088(%rsp)
	movq	%rcx, 1096(%rsp)
	movq	%rdx, 1104(%rsp)
	movq	%rsi, 1112(%rsp)
	movq	%rdi, 1120(%rsp)
	movq	%r8, 1128(%rsp)
	leaq	1136(%rsp), %rdi
	leaq	1040(%rsp), %rsi
	leaq	96(%rbx), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	1328(%rsp), %rdi
	leaq	368(%rsp), %rsi
	call	SYM(bls381_tw_sqr2_1p)
	movq	1328(%rsp), %rax
	movq	1336(%rsp), %rcx
	movq	1344(%rsp), %rdx
	movq	1352(%rsp), %rsi
	movq	1360(%rsp), %rdi
	movq	1368(%rsp), %r8
	movq	1376(%rsp), %r9
	movq	1384(%rsp), %r10
	movq	1392(%rsp), %r11
	movq	1400(%rsp), %r12
	movq	1408(%rsp), %r13
	movq	1416(%rsp), %r14
	addq	1328(%rsp), %rax
	adcq	1336(%rsp), %rcx
	adcq	1344(%rsp), %rdx
	adcq	1352(%rsp), %rsi
	adcq	1360(%rsp), %rdi
	adcq	1368(%rsp), %r8
	adcq	1376(%rsp), %r9
	adcq	1384(%rsp), %r10
	adcq	1392(%rsp), %r11
	adcq	1400(%rsp), %r12
	adcq	1408(%rsp), %r13
	adcq	1416(%rsp), %r14
	addq	848(%rsp), %rax
	adcq	856(%rsp), %rcx
	adcq	864(%rsp), %rdx
	adcq	872(%rsp), %rsi
	adcq	880(%rsp), %rdi
	adcq	888(%rsp), %r8
	adcq	896(%rsp), %r9
	adcq	904(%rsp), %r10
	adcq	912(%rsp), %r11
	adcq	920(%rsp), %r12
	adcq	928(%rsp), %r13
	adcq	936(%rsp), %r14
	subq	1136(%rsp), %rax
	sbbq	1144(%rsp), %rcx
	sbbq	1152(%rsp), %rdx
	sbbq	1160(%rsp), %rsi
	sbbq	1168(%rsp), %rdi
	sbbq	1176(%rsp), %r8
	sbbq	1184(%rsp), %r9
	sbbq	1192(%rsp), %r10
	sbbq	1200(%rsp), %r11
	sbbq	1208(%rsp), %r12
	sbbq	1216(%rsp), %r13
	sbbq	1224(%rsp), %r14
	movq	%rax, 1520(%rsp)
	movq	%rcx, 1528(%rsp)
	movq	%rdx, 1536(%rsp)
	movq	%rsi, 1544(%rsp)
	movq	%rdi, 1552(%rsp)
	movq	%r8, 1560(%rsp)
	movq	%r9, 1568(%rsp)
	movq	%r10, 1576(%rsp)
	movq	%r11, 1584(%rsp)
	movq	%r12, 1592(%rsp)
	movq	%r13, 1600(%rsp)
	movq	%r14, 1608(%rsp)
	movq	1424(%rsp), %rax
	movq	1432(%rsp), %rcx
	movq	1440(%rsp), %rdx
	movq	1448(%rsp), %rsi
	movq	1456(%rsp), %rdi
	movq	1464(%rsp), %r8
	movq	1472(%rsp), %r9
	movq	1480(%rsp), %r10
	movq	1488(%rsp), %r11
	movq	1496(%rsp), %r12
	movq	1504(%rsp), %r13
	movq	1512(%rsp), %r14
	addq	1424(%rsp), %rax
	adcq	1432(%rsp), %rcx
	adcq	1440(%rsp), %rdx
	adcq	1448(%rsp), %rsi
	adcq	1456(%rsp), %rdi
	adcq	1464(%rsp), %r8
	adcq	1472(%rsp), %r9
	adcq	1480(%rsp), %r10
	adcq	1488(%rsp), %r11
	adcq	1496(%rsp), %r12
	adcq	1504(%rsp), %r13
	adcq	1512(%rsp), %r14
	addq	944(%rsp), %rax
	adcq	952(%rsp), %rcx
	adcq	960(%rsp), %rdx
	adcq	968(%rsp), %rsi
	adcq	976(%rsp), %rdi
	adcq	984(%rsp), %r8
	adcq	992(%rsp), %r9
	adcq	1000(%rsp), %r10
	adcq	1008(%rsp), %r11
	adcq	1016(%rsp), %r12
	adcq	1024(%rsp), %r13
	adcq	1032(%rsp), %r14
	subq	1232(%rsp), %rax
	sbbq	1240(%rsp), %rcx
	sbbq	1248(%rsp), %rdx
	sbbq	1256(%rsp), %rsi
	sbbq	1264(%rsp), %rdi
	sbbq	1272(%rsp), %r8
	sbbq	1280(%rsp), %r9
	sbbq	1288(%rsp), %r10
	sbbq	1296(%rsp), %r11
	sbbq	1304(%rsp), %r12
	sbbq	1312(%rsp), %r13
	sbbq	1320(%rsp), %r14
	movq	%rax, 1616(%rsp)
	movq	%rcx, 1624(%rsp)
	movq	%rdx, 1632(%rsp)
	movq	%rsi, 1640(%rsp)
	movq	%rdi, 1648(%rsp)
	movq	%r8, 1656(%rsp)
	movq	%r9, 1664(%rsp)
	movq	%r10, 1672(%rsp)
	movq	%r11, 1680(%rsp)
	movq	%r12, 1688(%rsp)
	movq	%r13, 1696(%rsp)
	movq	%r14, 1704(%rsp)
	movq	1520(%rsp), %rax
	movq	1528(%rsp), %rcx
	movq	1536(%rsp), %rdx
	movq	1544(%rsp), %rsi
	movq	1552(%rsp), %rdi
	movq	1560(%rsp), %r8
	movq	1568(%rsp), %r9
	movq	1576(%rsp), %r10
	movq	1584(%rsp), %r11
	movq	1592(%rsp), %r12
	movq	1600(%rsp), %r13
	movq	1608(%rsp), %r14
	subq	1616(%rsp), %rax
	sbbq	1624(%rsp), %rcx
	sbbq	1632(%rsp), %rdx
	sbbq	1640(%rsp), %rsi
	sbbq	1648(%rsp), %rdi
	sbbq	1656(%rsp), %r8
	sbbq	1664(%rsp), %r9
	sbbq	1672(%rsp), %r10
	sbbq	1680(%rsp), %r11
	sbbq	1688(%rsp), %r12
	sbbq	1696(%rsp), %r13
	sbbq	1704(%rsp), %r14
	addq	LOCAL(one)(%rip), %r9
	adcq	LOCAL(one)+8(%rip), %r10
	adcq	LOCAL(one)+16(%rip), %r11
	adcq	LOCAL(one)+24(%rip), %r12
	adcq	LOCAL(one)+32(%rip), %r13
	adcq	LOCAL(one)+40(%rip), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 1712(%rsp)
	movq	%rcx, 1720(%rsp)
	movq	%rdx, 1728(%rsp)
	movq	%rsi, 1736(%rsp)
	movq	%rdi, 1744(%rsp)
	movq	%r8, 1752(%rsp)
	movq	%r9, 1760(%rsp)
	movq	%r10, 1768(%rsp)
	movq	%r11, 1776(%rsp)
	movq	%r12, 1784(%rsp)
	movq	%r13, 1792(%rsp)
	movq	%r14, 1800(%rsp)
	movq	352(%rsp), %rdi
	leaq	1712(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	1520(%rsp), %rax
	movq	1528(%rsp), %rcx
	movq	1536(%rsp), %rdx
	movq	1544(%rsp), %rsi
	movq	1552(%rsp), %rdi
	movq	1560(%rsp), %r8
	movq	1568(%rsp), %r9
	movq	1576(%rsp), %r10
	movq	1584(%rsp), %r11
	movq	1592(%rsp), %r12
	movq	1600(%rsp), %r13
	movq	1608(%rsp), %r14
	addq	1616(%rsp), %rax
	adcq	1624(%rsp), %rcx
	adcq	1632(%rsp), %rdx
	adcq	1640(%rsp), %rsi
	adcq	1648(%rsp), %rdi
	adcq	1656(%rsp), %r8
	adcq	1664(%rsp), %r9
	adcq	1672(%rsp), %r10
	adcq	1680(%rsp), %r11
	adcq	1688(%rsp), %r12
	adcq	1696(%rsp), %r13
	adcq	1704(%rsp), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 1808(%rsp)
	movq	%rcx, 1816(%rsp)
	movq	%rdx, 1824(%rsp)
	movq	%rsi, 1832(%rsp)
	movq	%rdi, 1840(%rsp)
	movq	%r8, 1848(%rsp)
	movq	%r9, 1856(%rsp)
	movq	%r10, 1864(%rsp)
	movq	%r11, 1872(%rsp)
	movq	%r12, 1880(%rsp)
	movq	%r13, 1888(%rsp)
	movq	%r14, 1896(%rsp)
	movq	352(%rsp), %rdi
	addq	$48, %rdi
	leaq	1808(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	352(%rsp), %r15
	addq	$96, %r15
	movq	(%rbx), %rax
	movq	8(%rbx), %rcx
	movq	16(%rbx), %rdx
	movq	24(%rbx), %rsi
	movq	32(%rbx), %rdi
	movq	40(%rbx), %r8
	movq	%rax, (%r15)
	movq	%rcx, 8(%r15)
	movq	%rdx, 16(%r15)
	movq	%rsi, 24(%r15)
	movq	%rdi, 32(%r15)
	movq	%r8, 40(%r15)
	movq	48(%rbx), %rax
	movq	56(%rbx), %rcx
	movq	64(%rbx), %rdx
	movq	72(%rbx), %rsi
	movq	80(%rbx), %rdi
	movq	88(%rbx), %r8
	movq	%rax, 48(%r15)
	movq	%rcx, 56(%r15)
	movq	%rdx, 64(%r15)
	movq	%rsi, 72(%r15)
	movq	%rdi, 80(%r15)
	movq	%r8, 88(%r15)
	movq	352(%rsp), %r15
	addq	$192, %r15
	movq	96(%rbx), %rax
	movq	104(%rbx), %rcx
	movq	112(%rbx), %rdx
	movq	120(%rbx), %rsi
	movq	128(%rbx), %rdi
	movq	136(%rbx), %r8
	movq	%rax, (%r15)
	movq	%rcx, 8(%r15)
	movq	%rdx, 16(%r15)
	movq	%rsi, 24(%r15)
	movq	%rdi, 32(%r15)
	movq	%r8, 40(%r15)
	movq	144(%rbx), %rax
	movq	152(%rbx), %rcx
	movq	160(%rbx), %rdx
	movq	168(%rbx), %rsi
	movq	176(%rbx), %rdi
	movq	184(%rbx), %r8
	movq	%rax, 48(%r15)
	movq	%rcx, 56(%r15)
	movq	%rdx, 64(%r15)
	movq	%rsi, 72(%r15)
	movq	%rdi, 80(%r15)
	movq	%r8, 88(%r15)
	movq	352(%rsp), %r15
	addq	$288, %r15
	movq	192(%rbx), %rax
	movq	200(%rbx), %rcx
	movq	208(%rbx), %rdx
	movq	216(%rbx), %rsi
	movq	224(%rbx), %rdi
	movq	232(%rbx), %r8
	movq	%rax, (%r15)
	movq	%rcx, 8(%r15)
	movq	%rdx, 16(%r15)
	movq	%rsi, 24(%r15)
	movq	%rdi, 32(%r15)
	movq	%r8, 40(%r15)
	movq	240(%rbx), %rax
	movq	248(%rbx), %rcx
	movq	256(%rbx), %rdx
	movq	264(%rbx), %rsi
	movq	272(%rbx), %rdi
	movq	280(%rbx), %r8
	movq	%rax, 48(%r15)
	movq	%rcx, 56(%r15)
	movq	%rdx, 64(%r15)
	movq	%rsi, 72(%r15)
	movq	%rdi, 80(%r15)
	movq	%r8, 88(%r15)
	movq	352(%rsp), %r15
	addq	$384, %r15
	movq	368(%rsp), %rax
	movq	376(%rsp), %rcx
	movq	384(%rsp), %rdx
	movq	392(%rsp), %rsi
	movq	400(%rsp), %rdi
	movq	408(%rsp), %r8
	movq	%rax, (%r15)
	movq	%rcx, 8(%r15)
	movq	%rdx, 16(%r15)
	movq	%rsi, 24(%r15)
	movq	%rdi, 32(%r15)
	movq	%r8, 40(%r15)
	movq	416(%rsp), %rax
	movq	424(%rsp), %rcx
	movq	432(%rsp), %rdx
	movq	440(%rsp), %rsi
	movq	448(%rsp), %rdi
	movq	456(%rsp), %r8
	movq	%rax, 48(%r15)
	movq	%rcx, 56(%r15)
	movq	%rdx, 64(%r15)
	movq	%rsi, 72(%r15)
	movq	%rdi, 80(%r15)
	movq	%r8, 88(%r15)
	movq	352(%rsp), %r15
	addq	$480, %r15
	movq	288(%rbx), %rax
	movq	296(%rbx), %rcx
	movq	304(%rbx), %rdx
	movq	312(%rbx), %rsi
	movq	320(%rbx), %rdi
	movq	328(%rbx), %r8
	movq	%rax, (%r15)
	movq	%rcx, 8(%r15)
	movq	%rdx, 16(%r15)
	movq	%rsi, 24(%r15)
	movq	%rdi, 32(%r15)
	movq	%r8, 40(%r15)
	movq	336(%rbx), %rax
	movq	344(%rbx), %rcx
	movq	352(%rbx), %rdx
	movq	360(%rbx), %rsi
	movq	368(%rbx), %rdi
	movq	376(%rbx), %r8
	movq	%rax, 48(%r15)
	movq	%rcx, 56(%r15)
	movq	%rdx, 64(%r15)
	movq	%rsi, 72(%r15)
	movq	%rdi, 80(%r15)
	movq	%r8, 88(%r15)
	addq	$1912, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fp12_decompress)

FUNCTION(bls381_g2_double_line)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	/* %rbx, %rbp: the inputs; %r12, %r13, %r14, %r15 saved too: the helpers clobber them */
	subq	$5944, %rsp
	movq	%rdi, %rbx                                /* t */
	movq	%rsi, 352(%rsp)                           /* l */
	movq	%rdx, %rbp                                /* p */
	leaq	368(%rsp), %rdi
	leaq	96(%rbx), %rsi
	call	SYM(bls381_tw_sqr2_1p)
	leaq	560(%rsp), %rdi
	leaq	192(%rbx), %rsi
	call	SYM(bls381_tw_sqr2_1p)
	leaq	752(%rsp), %rdi
	leaq	(%rbx), %rsi
	call	SYM(bls381_tw_sqr2_1p)
	leaq	944(%rsp), %rdi
	leaq	(%rbx), %rsi
	leaq	96(%rbx), %rcx
	call	SYM(bls381_tw_mul2)
	movq	96(%rbx), %rax
	movq	104(%rbx), %rcx
	movq	112(%rbx), %rdx
	movq	120(%rbx), %rsi
	movq	128(%rbx), %rdi
	movq	136(%rbx), %r8
	addq	192(%rbx), %rax
	adcq	200(%rbx), %rcx
	adcq	208(%rbx), %rdx
	adcq	216(%rbx), %rsi
	adcq	224(%rbx), %rdi
	adcq	232(%rbx), %r8
	movq	%rax, 1136(%rsp)
	movq	%rcx, 1144(%rsp)
	movq	%rdx, 1152(%rsp)
	movq	%rsi, 1160(%rsp)
	movq	%rdi, 1168(%rsp)
	movq	%r8, 1176(%rsp)
	movq	144(%rbx), %rax
	movq	152(%rbx), %rcx
	movq	160(%rbx), %rdx
	movq	168(%rbx), %rsi
	movq	176(%rbx), %rdi
	movq	184(%rbx), %r8
	addq	240(%rbx), %rax
	adcq	248(%rbx), %rcx
	adcq	256(%rbx), %rdx
	adcq	264(%rbx), %rsi
	adcq	272(%rbx), %rdi
	adcq	280(%rbx), %r8
	movq	%rax, 1184(%rsp)
	movq	%rcx, 1192(%rsp)
	movq	%rdx, 1200(%rsp)
	movq	%rsi, 1208(%rsp)
	movq	%rdi, 1216(%rsp)
	movq	%r8, 1224(%rsp)
	leaq	1232(%rsp), %rdi
	leaq	1136(%rsp), %rsi
	call	SYM(bls381_tw_sqr2_2p)
	movq	368(%rsp), %rax
	movq	376(%rsp), %rcx
	movq	384(%rsp), %rdx
	movq	392(%rsp), %rsi
	movq	400(%rsp), %rdi
	movq	408(%rsp), %r8
	movq	416(%rsp), %r9
	movq	424(%rsp), %r10
	movq	432(%rsp), %r11
	movq	440(%rsp), %r12
	movq	448(%rsp), %r13
	movq	456(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 1520(%rsp)
	movq	%rcx, 1528(%rsp)
	movq	%rdx, 1536(%rsp)
	movq	%rsi, 1544(%rsp)
	movq	%rdi, 1552(%rsp)
	movq	%r8, 1560(%rsp)
	movq	%r9, 1568(%rsp)
	movq	%r10, 1576(%rsp)
	movq	%r11, 1584(%rsp)
	movq	%r12, 1592(%rsp)
	movq	%r13, 1600(%rsp)
	movq	%r14, 1608(%rsp)
	leaq	1424(%rsp), %rdi
	leaq	1520(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	464(%rsp), %rax
	movq	472(%rsp), %rcx
	movq	480(%rsp), %rdx
	movq	488(%rsp), %rsi
	movq	496(%rsp), %rdi
	movq	504(%rsp), %r8
	movq	512(%rsp), %r9
	movq	520(%rsp), %r10
	movq	528(%rsp), %r11
	movq	536(%rsp), %r12
	movq	544(%rsp), %r13
	movq	552(%rsp), %r14
	movq	%rax, 1616(%rsp)
	movq	%rcx, 1624(%rsp)
	movq	%rdx, 1632(%rsp)
	movq	%rsi, 1640(%rsp)
	movq	%rdi, 1648(%rsp)
	movq	%r8, 1656(%rsp)
	movq	%r9, 1664(%rsp)
	movq	%r10, 1672(%rsp)
	movq	%r11, 1680(%rsp)
	movq	%r12, 1688(%rsp)
	movq	%r13, 1696(%rsp)
	movq	%r14, 1704(%rsp)
	leaq	1472(%rsp), %rdi
	leaq	1616(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	movq	560(%rsp), %rax
	movq	568(%rsp), %rcx
	movq	576(%rsp), %rdx
	movq	584(%rsp), %rsi
	movq	592(%rsp), %rdi
	movq	600(%rsp), %r8
	movq	608(%rsp), %r9
	movq	616(%rsp), %r10
	movq	624(%rsp), %r11
	movq	632(%rsp), %r12
	movq	640(%rsp), %r13
	movq	648(%rsp), %r14
	subq	656(%rsp), %rax
	sbbq	664(%rsp), %rcx
	sbbq	672(%rsp), %rdx
	sbbq	680(%rsp), %rsi
	sbbq	688(%rsp), %rdi
	sbbq	696(%rsp), %r8
	sbbq	704(%rsp), %r9
	sbbq	712(%rsp), %r10
	sbbq	720(%rsp), %r11
	sbbq	728(%rsp), %r12
	sbbq	736(%rsp), %r13
	sbbq	744(%rsp), %r14
	movq	%rax, 1904(%rsp)
	movq	%rcx, 1912(%rsp)
	movq	%rdx, 1920(%rsp)
	movq	%rsi, 1928(%rsp)
	movq	%rdi, 1936(%rsp)
	movq	%r8, 1944(%rsp)
	movq	%r9, 1952(%rsp)
	movq	%r10, 1960(%rsp)
	movq	%r11, 1968(%rsp)
	movq	%r12, 1976(%rsp)
	movq	%r13, 1984(%rsp)
	movq	%r14, 1992(%rsp)
	addq	1904(%rsp), %rax
	adcq	1912(%rsp), %rcx
	adcq	1920(%rsp), %rdx
	adcq	1928(%rsp), %rsi
	adcq	1936(%rsp), %rdi
	adcq	1944(%rsp), %r8
	adcq	1952(%rsp), %r9
	adcq	1960(%rsp), %r10
	adcq	1968(%rsp), %r11
	adcq	1976(%rsp), %r12
	adcq	1984(%rsp), %r13
	adcq	1992(%rsp), %r14
	addq	1904(%rsp), %rax
	adcq	1912(%rsp), %rcx
	adcq	1920(%rsp), %rdx
	adcq	1928(%rsp), %rsi
	adcq	1936(%rsp), %rdi
	adcq	1944(%rsp), %r8
	adcq	1952(%rsp), %r9
	adcq	1960(%rsp), %r10
	adcq	1968(%rsp), %r11
	adcq	1976(%rsp), %r12
	adcq	1984(%rsp), %r13
	adcq	1992(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 1808(%rsp)
	movq	%rcx, 1816(%rsp)
	movq	%rdx, 1824(%rsp)
	movq	%rsi, 1832(%rsp)
	movq	%rdi, 1840(%rsp)
	movq	%r8, 1848(%rsp)
	movq	%r9, 1856(%rsp)
	movq	%r10, 1864(%rsp)
	movq	%r11, 1872(%rsp)
	movq	%r12, 1880(%rsp)
	movq	%r13, 1888(%rsp)
	movq	%r14, 1896(%rsp)
	leaq	1712(%rsp), %rdi
	leaq	1808(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	560(%rsp), %rax
	movq	568(%rsp), %rcx
	movq	576(%rsp), %rdx
	movq	584(%rsp), %rsi
	movq	592(%rsp), %rdi
	movq	600(%rsp), %r8
	movq	608(%rsp), %r9
	movq	616(%rsp), %r10
	movq	624(%rsp), %r11
	movq	632(%rsp), %r12
	movq	640(%rsp), %r13
	movq	648(%rsp), %r14
	addq	656(%rsp), %rax
	adcq	664(%rsp), %rcx
	adcq	672(%rsp), %rdx
	adcq	680(%rsp), %rsi
	adcq	688(%rsp), %rdi
	adcq	696(%rsp), %r8
	adcq	704(%rsp), %r9
	adcq	712(%rsp), %r10
	adcq	720(%rsp), %r11
	adcq	728(%rsp), %r12
	adcq	736(%rsp), %r13
	adcq	744(%rsp), %r14
	movq	%rax, 2096(%rsp)
	movq	%rcx, 2104(%rsp)
	movq	%rdx, 2112(%rsp)
	movq	%rsi, 2120(%rsp)
	movq	%rdi, 2128(%rsp)
	movq	%r8, 2136(%rsp)
	movq	%r9, 2144(%rsp)
	movq	%r10, 2152(%rsp)
	movq	%r11, 2160(%rsp)
	movq	%r12, 2168(%rsp)
	movq	%r13, 2176(%rsp)
	movq	%r14, 2184(%rsp)
	addq	2096(%rsp), %rax
	adcq	2104(%rsp), %rcx
	adcq	2112(%rsp), %rdx
	adcq	2120(%rsp), %rsi
	adcq	2128(%rsp), %rdi
	adcq	2136(%rsp), %r8
	adcq	2144(%rsp), %r9
	adcq	2152(%rsp), %r10
	adcq	2160(%rsp), %r11
	adcq	2168(%rsp), %r12
	adcq	2176(%rsp), %r13
	adcq	2184(%rsp), %r14
	addq	2096(%rsp), %rax
	adcq	2104(%rsp), %rcx
	adcq	2112(%rsp), %rdx
	adcq	2120(%rsp), %rsi
	adcq	2128(%rsp), %rdi
	adcq	2136(%rsp), %r8
	adcq	2144(%rsp), %r9
	adcq	2152(%rsp), %r10
	adcq	2160(%rsp), %r11
	adcq	2168(%rsp), %r12
	adcq	2176(%rsp), %r13
	adcq	2184(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 2000(%rsp)
	movq	%rcx, 2008(%rsp)
	movq	%rdx, 2016(%rsp)
	movq	%rsi, 2024(%rsp)
	movq	%rdi, 2032(%rsp)
	movq	%r8, 2040(%rsp)
	movq	%r9, 2048(%rsp)
	movq	%r10, 2056(%rsp)
	movq	%r11, 2064(%rsp)
	movq	%r12, 2072(%rsp)
	movq	%r13, 2080(%rsp)
	movq	%r14, 2088(%rsp)
	leaq	1760(%rsp), %rdi
	leaq	2000(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	1232(%rsp), %rax
	movq	1240(%rsp), %rcx
	movq	1248(%rsp), %rdx
	movq	1256(%rsp), %rsi
	movq	1264(%rsp), %rdi
	movq	1272(%rsp), %r8
	movq	1280(%rsp), %r9
	movq	1288(%rsp), %r10
	movq	1296(%rsp), %r11
	movq	1304(%rsp), %r12
	movq	1312(%rsp), %r13
	movq	1320(%rsp), %r14
	subq	368(%rsp), %rax
	sbbq	376(%rsp), %rcx
	sbbq	384(%rsp), %rdx
	sbbq	392(%rsp), %rsi
	sbbq	400(%rsp), %rdi
	sbbq	408(%rsp), %r8
	sbbq	416(%rsp), %r9
	sbbq	424(%rsp), %r10
	sbbq	432(%rsp), %r11
	sbbq	440(%rsp), %r12
	sbbq	448(%rsp), %r13
	sbbq	456(%rsp), %r14
	subq	560(%rsp), %rax
	sbbq	568(%rsp), %rcx
	sbbq	576(%rsp), %rdx
	sbbq	584(%rsp), %rsi
	sbbq	592(%rsp), %rdi
	sbbq	600(%rsp), %r8
	sbbq	608(%rsp), %r9
	sbbq	616(%rsp), %r10
	sbbq	624(%rsp), %r11
	sbbq	632(%rsp), %r12
	sbbq	640(%rsp), %r13
	sbbq	648(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 2288(%rsp)
	movq	%rcx, 2296(%rsp)
	movq	%rdx, 2304(%rsp)
	movq	%rsi, 2312(%rsp)
	movq	%rdi, 2320(%rsp)
	movq	%r8, 2328(%rsp)
	movq	%r9, 2336(%rsp)
	movq	%r10, 2344(%rsp)
	movq	%r11, 2352(%rsp)
	movq	%r12, 2360(%rsp)
	movq	%r13, 2368(%rsp)
	movq	%r14, 2376(%rsp)
	leaq	2192(%rsp), %rdi
	leaq	2288(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	1328(%rsp), %rax
	movq	1336(%rsp), %rcx
	movq	1344(%rsp), %rdx
	movq	1352(%rsp), %rsi
	movq	1360(%rsp), %rdi
	movq	1368(%rsp), %r8
	movq	1376(%rsp), %r9
	movq	1384(%rsp), %r10
	movq	1392(%rsp), %r11
	movq	1400(%rsp), %r12
	movq	1408(%rsp), %r13
	movq	1416(%rsp), %r14
	subq	464(%rsp), %rax
	sbbq	472(%rsp), %rcx
	sbbq	480(%rsp), %rdx
	sbbq	488(%rsp), %rsi
	sbbq	496(%rsp), %rdi
	sbbq	504(%rsp), %r8
	sbbq	512(%rsp), %r9
	sbbq	520(%rsp), %r10
	sbbq	528(%rsp), %r11
	sbbq	536(%rsp), %r12
	sbbq	544(%rsp), %r13
	sbbq	552(%rsp), %r14
	subq	656(%rsp), %rax
	sbbq	664(%rsp), %rcx
	sbbq	672(%rsp), %rdx
	sbbq	680(%rsp), %rsi
	sbbq	688(%rsp), %rdi
	sbbq	696(%rsp), %r8
	sbbq	704(%rsp), %r9
	sbbq	712(%rsp), %r10
	sbbq	720(%rsp), %r11
	sbbq	728(%rsp), %r12
	sbbq	736(%rsp), %r13
	sbbq	744(%rsp), %r14
	movq	%rax, 2384(%rsp)
	movq	%rcx, 2392(%rsp)
	movq	%rdx, 2400(%rsp)
	movq	%rsi, 2408(%rsp)
	movq	%rdi, 2416(%rsp)
	movq	%r8, 2424(%rsp)
	movq	%r9, 2432(%rsp)
	movq	%r10, 2440(%rsp)
	movq	%r11, 2448(%rsp)
	movq	%r12, 2456(%rsp)
	movq	%r13, 2464(%rsp)
	movq	%r14, 2472(%rsp)
	leaq	2240(%rsp), %rdi
	leaq	2384(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	movq	752(%rsp), %rax
	movq	760(%rsp), %rcx
	movq	768(%rsp), %rdx
	movq	776(%rsp), %rsi
	movq	784(%rsp), %rdi
	movq	792(%rsp), %r8
	movq	800(%rsp), %r9
	movq	808(%rsp), %r10
	movq	816(%rsp), %r11
	movq	824(%rsp), %r12
	movq	832(%rsp), %r13
	movq	840(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 2576(%rsp)
	movq	%rcx, 2584(%rsp)
	movq	%rdx, 2592(%rsp)
	movq	%rsi, 2600(%rsp)
	movq	%rdi, 2608(%rsp)
	movq	%r8, 2616(%rsp)
	movq	%r9, 2624(%rsp)
	movq	%r10, 2632(%rsp)
	movq	%r11, 2640(%rsp)
	movq	%r12, 2648(%rsp)
	movq	%r13, 2656(%rsp)
	movq	%r14, 2664(%rsp)
	leaq	2480(%rsp), %rdi
	leaq	2576(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	848(%rsp), %rax
	movq	856(%rsp), %rcx
	movq	864(%rsp), %rdx
	movq	872(%rsp), %rsi
	movq	880(%rsp), %rdi
	movq	888(%rsp), %r8
	movq	896(%rsp), %r9
	movq	904(%rsp), %r10
	movq	912(%rsp), %r11
	movq	920(%rsp), %r12
	movq	928(%rsp), %r13
	movq	936(%rsp), %r14
	movq	%rax, 2672(%rsp)
	movq	%rcx, 2680(%rsp)
	movq	%rdx, 2688(%rsp)
	movq	%rsi, 2696(%rsp)
	movq	%rdi, 2704(%rsp)
	movq	%r8, 2712(%rsp)
	movq	%r9, 2720(%rsp)
	movq	%r10, 2728(%rsp)
	movq	%r11, 2736(%rsp)
	movq	%r12, 2744(%rsp)
	movq	%r13, 2752(%rsp)
	movq	%r14, 2760(%rsp)
	leaq	2528(%rsp), %rdi
	leaq	2672(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	movq	944(%rsp), %rax
	movq	952(%rsp), %rcx
	movq	960(%rsp), %rdx
	movq	968(%rsp), %rsi
	movq	976(%rsp), %rdi
	movq	984(%rsp), %r8
	movq	992(%rsp), %r9
	movq	1000(%rsp), %r10
	movq	1008(%rsp), %r11
	movq	1016(%rsp), %r12
	movq	1024(%rsp), %r13
	movq	1032(%rsp), %r14
	movq	%rax, 2960(%rsp)
	movq	%rcx, 2968(%rsp)
	movq	%rdx, 2976(%rsp)
	movq	%rsi, 2984(%rsp)
	movq	%rdi, 2992(%rsp)
	movq	%r8, 3000(%rsp)
	movq	%r9, 3008(%rsp)
	movq	%r10, 3016(%rsp)
	movq	%r11, 3024(%rsp)
	movq	%r12, 3032(%rsp)
	movq	%r13, 3040(%rsp)
	movq	%r14, 3048(%rsp)
	addq	2960(%rsp), %rax
	adcq	2968(%rsp), %rcx
	adcq	2976(%rsp), %rdx
	adcq	2984(%rsp), %rsi
	adcq	2992(%rsp), %rdi
	adcq	3000(%rsp), %r8
	adcq	3008(%rsp), %r9
	adcq	3016(%rsp), %r10
	adcq	3024(%rsp), %r11
	adcq	3032(%rsp), %r12
	adcq	3040(%rsp), %r13
	adcq	3048(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 2864(%rsp)
	movq	%rcx, 2872(%rsp)
	movq	%rdx, 2880(%rsp)
	movq	%rsi, 2888(%rsp)
	movq	%rdi, 2896(%rsp)
	movq	%r8, 2904(%rsp)
	movq	%r9, 2912(%rsp)
	movq	%r10, 2920(%rsp)
	movq	%r11, 2928(%rsp)
	movq	%r12, 2936(%rsp)
	movq	%r13, 2944(%rsp)
	movq	%r14, 2952(%rsp)
	leaq	2768(%rsp), %rdi
	leaq	2864(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	1040(%rsp), %rax
	movq	1048(%rsp), %rcx
	movq	1056(%rsp), %rdx
	movq	1064(%rsp), %rsi
	movq	1072(%rsp), %rdi
	movq	1080(%rsp), %r8
	movq	1088(%rsp), %r9
	movq	1096(%rsp), %r10
	movq	1104(%rsp), %r11
	movq	1112(%rsp), %r12
	movq	1120(%rsp), %r13
	movq	1128(%rsp), %r14
	movq	%rax, 3152(%rsp)
	movq	%rcx, 3160(%rsp)
	movq	%rdx, 3168(%rsp)
	movq	%rsi, 3176(%rsp)
	movq	%rdi, 3184(%rsp)
	movq	%r8, 3192(%rsp)
	movq	%r9, 3200(%rsp)
	movq	%r10, 3208(%rsp)
	movq	%r11, 3216(%rsp)
	movq	%r12, 3224(%rsp)
	movq	%r13, 3232(%rsp)
	movq	%r14, 3240(%rsp)
	addq	3152(%rsp), %rax
	adcq	3160(%rsp), %rcx
	adcq	3168(%rsp), %rdx
	adcq	3176(%rsp), %rsi
	adcq	3184(%rsp), %rdi
	adcq	3192(%rsp), %r8
	adcq	3200(%rsp), %r9
	adcq	3208(%rsp), %r10
	adcq	3216(%rsp), %r11
	adcq	3224(%rsp), %r12
	adcq	3232(%rsp), %r13
	adcq	3240(%rsp), %r14
	movq	%rax, 3056(%rsp)
	movq	%rcx, 3064(%rsp)
	movq	%rdx, 3072(%rsp)
	movq	%rsi, 3080(%rsp)
	movq	%rdi, 3088(%rsp)
	movq	%r8, 3096(%rsp)
	movq	%r9, 3104(%rsp)
	movq	%r10, 3112(%rsp)
	movq	%r11, 3120(%rsp)
	movq	%r12, 3128(%rsp)
	movq	%r13, 3136(%rsp)
	movq	%r14, 3144(%rsp)
	leaq	2816(%rsp), %rdi
	leaq	3056(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	movq	1424(%rsp), %rax
	movq	1432(%rsp), %rcx
	movq	1440(%rsp), %rdx
	movq	1448(%rsp), %rsi
	movq	1456(%rsp), %rdi
	movq	1464(%rsp), %r8
	subq	1712(%rsp), %rax
	sbbq	1720(%rsp), %rcx
	sbbq	1728(%rsp), %rdx
	sbbq	1736(%rsp), %rsi
	sbbq	1744(%rsp), %rdi
	sbbq	1752(%rsp), %r8
	subq	1712(%rsp), %rax
	sbbq	1720(%rsp), %rcx
	sbbq	1728(%rsp), %rdx
	sbbq	1736(%rsp), %rsi
	sbbq	1744(%rsp), %rdi
	sbbq	1752(%rsp), %r8
	subq	1712(%rsp), %rax
	sbbq	1720(%rsp), %rcx
	sbbq	1728(%rsp), %rdx
	sbbq	1736(%rsp), %rsi
	sbbq	1744(%rsp), %rdi
	sbbq	1752(%rsp), %r8
	addq	LOCAL(kp)+144(%rip), %rax
	adcq	LOCAL(kp)+152(%rip), %rcx
	adcq	LOCAL(kp)+160(%rip), %rdx
	adcq	LOCAL(kp)+168(%rip), %rsi
	adcq	LOCAL(kp)+176(%rip), %rdi
	adcq	LOCAL(kp)+184(%rip), %r8
	movq	%rax, 3248(%rsp)
	movq	%rcx, 3256(%rsp)
	movq	%rdx, 3264(%rsp)
	movq	%rsi, 3272(%rsp)
	movq	%rdi, 3280(%rsp)
	movq	%r8, 3288(%rsp)
	movq	1472(%rsp), %rax
	movq	1480(%rsp), %rcx
	movq	1488(%rsp), %rdx
	movq	1496(%rsp), %rsi
	movq	1504(%rsp), %rdi
	movq	1512(%rsp), %r8
	subq	1760(%rsp), %rax
	sbbq	1768(%rsp), %rcx
	sbbq	1776(%rsp), %rdx
	sbbq	1784(%rsp), %rsi
	sbbq	1792(%rsp), %rdi
	sbbq	1800(%rsp), %r8
	subq	1760(%rsp), %rax
	sbbq	1768(%rsp), %rcx
	sbbq	1776(%rsp), %rdx
	sbbq	1784(%rsp), %rsi
	sbbq	1792(%rsp), %rdi
	sbbq	1800(%rsp), %r8
	subq	1760(%rsp), %rax
	sbbq	1768(%rsp), %rcx
	sbbq	1776(%rsp), %rdx
	sbbq	1784(%rsp), %rsi
	sbbq	1792(%rsp), %rdi
	sbbq	1800(%rsp), %r8
	addq	LOCAL(kp)+144(%rip), %rax
	adcq	LOCAL(kp)+152(%rip), %rcx
	adcq	LOCAL(kp)+160(%rip), %rdx
	adcq	LOCAL(kp)+168(%rip), %rsi
	adcq	LOCAL(kp)+176(%rip), %rdi
	adcq	LOCAL(kp)+184(%rip), %r8
	movq	%rax, 3296(%rsp)
	movq	%rcx, 3304(%rsp)
	movq	%rdx, 3312(%rsp)
	movq	%rsi, 3320(%rsp)
	movq	%rdi, 3328(%rsp)
	movq	%r8, 3336(%rsp)
	movq	1424(%rsp), %rax
	movq	1432(%rsp), %rcx
	movq	1440(%rsp), %rdx
	movq	1448(%rsp), %rsi
	movq	1456(%rsp), %rdi
	movq	1464(%rsp), %r8
	addq	1712(%rsp), %rax
	adcq	1720(%rsp), %rcx
	adcq	1728(%rsp), %rdx
	adcq	1736(%rsp), %rsi
	adcq	1744(%rsp), %rdi
	adcq	1752(%rsp), %r8
	addq	1712(%rsp), %rax
	adcq	1720(%rsp), %rcx
	adcq	1728(%rsp), %rdx
	adcq	1736(%rsp), %rsi
	adcq	1744(%rsp), %rdi
	adcq	1752(%rsp), %r8
	addq	1712(%rsp), %rax
	adcq	1720(%rsp), %rcx
	adcq	1728(%rsp), %rdx
	adcq	1736(%rsp), %rsi
	adcq	1744(%rsp), %rdi
	adcq	1752(%rsp), %r8
	movq	%rax, 3344(%rsp)
	movq	%rcx, 3352(%rsp)
	movq	%rdx, 3360(%rsp)
	movq	%rsi, 3368(%rsp)
	movq	%rdi, 3376(%rsp)
	movq	%r8, 3384(%rsp)
	movq	1472(%rsp), %rax
	movq	1480(%rsp), %rcx
	movq	1488(%rsp), %rdx
	movq	1496(%rsp), %rsi
	movq	1504(%rsp), %rdi
	movq	1512(%rsp), %r8
	addq	1760(%rsp), %rax
	adcq	1768(%rsp), %rcx
	adcq	1776(%rsp), %rdx
	adcq	1784(%rsp), %rsi
	adcq	1792(%rsp), %rdi
	adcq	1800(%rsp), %r8
	addq	1760(%rsp), %rax
	adcq	1768(%rsp), %rcx
	adcq	1776(%rsp), %rdx
	adcq	1784(%rsp), %rsi
	adcq	1792(%rsp), %rdi
	adcq	1800(%rsp), %r8
	addq	1760(%rsp), %rax
	adcq	1768(%rsp), %rcx
	adcq	1776(%rsp), %rdx
	adcq	1784(%rsp), %rsi
	adcq	1792(%rsp), %rdi
	adcq	1800(%rsp), %r8
	movq	%rax, 3392(%rsp)
	movq	%rcx, 3400(%rsp)
	movq	%rdx, 3408(%rsp)
	movq	%rsi, 3416(%rsp)
	movq	%rdi, 3424(%rsp)
	movq	%r8, 3432(%rsp)
	movq	1712(%rsp), %rax
	movq	1720(%rsp), %rcx
	movq	1728(%rsp), %rdx
	movq	1736(%rsp), %rsi
	movq	1744(%rsp), %rdi
	movq	1752(%rsp), %r8
	addq	1712(%rsp), %rax
	adcq	1720(%rsp), %rcx
	adcq	1728(%rsp), %rdx
	adcq	1736(%rsp), %rsi
	adcq	1744(%rsp), %rdi
	adcq	1752(%rsp), %r8
	subq	1424(%rsp), %rax
	sbbq	1432(%rsp), %rcx
	sbbq	1440(%rsp), %rdx
	sbbq	1448(%rsp), %rsi
	sbbq	1456(%rsp), %rdi
	sbbq	1464(%rsp), %r8
	subq	1424(%rsp), %rax
	sbbq	1432(%rsp), %rcx
	sbbq	1440(%rsp), %rdx
	sbbq	1448(%rsp), %rsi
	sbbq	1456(%rsp), %rdi
	sbbq	1464(%rsp), %r8
	addq	LOCAL(kp)+96(%rip), %rax
	adcq	LOCAL(kp)+104(%rip), %rcx
	adcq	LOCAL(kp)+112(%rip), %rdx
	adcq	LOCAL(kp)+120(%rip), %rsi
	adcq	LOCAL(kp)+128(%rip), %rdi
	adcq	LOCAL(kp)+136(%rip), %r8
	movq	%rax, 3440(%rsp)
	movq	%rcx, 3448(%rsp)
	movq	%rdx, 3456(%rsp)
	movq	%rsi, 3464(%rsp)
	movq	%rdi, 3472(%rsp)
	movq	%r8, 3480(%rsp)
	movq	1760(%rsp), %rax
	movq	1768(%rsp), %rcx
	movq	1776(%rsp), %rdx
	movq	1784(%rsp), %rsi
	movq	1792(%rsp), %rdi
	movq	1800(%rsp), %r8
	addq	1760(%rsp), %rax
	adcq	1768(%rsp), %rcx
	adcq	1776(%rsp), %rdx
	adcq	1784(%rsp), %rsi
	adcq	1792(%rsp), %rdi
	adcq	1800(%rsp), %r8
	subq	1472(%rsp), %rax
	sbbq	1480(%rsp), %rcx
	sbbq	1488(%rsp), %rdx
	sbbq	1496(%rsp), %rsi
	sbbq	1504(%rsp), %rdi
	sbbq	1512(%rsp), %r8
	subq	1472(%rsp), %rax
	sbbq	1480(%rsp), %rcx
	sbbq	1488(%rsp), %rdx
	sbbq	1496(%rsp), %rsi
	sbbq	1504(%rsp), %rdi
	sbbq	1512(%rsp), %r8
	addq	LOCAL(kp)+96(%rip), %rax
	adcq	LOCAL(kp)+104(%rip), %rcx
	adcq	LOCAL(kp)+112(%rip), %rdx
	adcq	LOCAL(kp)+120(%rip), %rsi
	adcq	LOCAL(kp)+128(%rip), %rdi
	adcq	LOCAL(kp)+136(%rip), %r8
	movq	%rax, 3488(%rsp)
	movq	%rcx, 3496(%rsp)
	movq	%rdx, 3504(%rsp)
	movq	%rsi, 3512(%rsp)
	movq	%rdi, 3520(%rsp)
	movq	%r8, 3528(%rsp)
	leaq	3536(%rsp), %rdi
	leaq	2768(%rsp), %rsi
	leaq	3248(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	3728(%rsp), %rdi
	leaq	3344(%rsp), %rsi
	call	SYM(bls381_tw_sqr2_4p)
	movq	1712(%rsp), %rax
	movq	1720(%rsp), %rcx
	movq	1728(%rsp), %rdx
	movq	1736(%rsp), %rsi
	movq	1744(%rsp), %rdi
	movq	1752(%rsp), %r8
	addq	1712(%rsp), %rax
	adcq	1720(%rsp), %rcx
	adcq	1728(%rsp), %rdx
	adcq	1736(%rsp), %rsi
	adcq	1744(%rsp), %rdi
	adcq	1752(%rsp), %r8
	movq	%rax, 3920(%rsp)
	movq	%rcx, 3928(%rsp)
	movq	%rdx, 3936(%rsp)
	movq	%rsi, 3944(%rsp)
	movq	%rdi, 3952(%rsp)
	movq	%r8, 3960(%rsp)
	movq	1760(%rsp), %rax
	movq	1768(%rsp), %rcx
	movq	1776(%rsp), %rdx
	movq	1784(%rsp), %rsi
	movq	1792(%rsp), %rdi
	movq	1800(%rsp), %r8
	addq	1760(%rsp), %rax
	adcq	1768(%rsp), %rcx
	adcq	1776(%rsp), %rdx
	adcq	1784(%rsp), %rsi
	adcq	1792(%rsp), %rdi
	adcq	1800(%rsp), %r8
	movq	%rax, 3968(%rsp)
	movq	%rcx, 3976(%rsp)
	movq	%rdx, 3984(%rsp)
	movq	%rsi, 3992(%rsp)
	movq	%rdi, 4000(%rsp)
	movq	%r8, 4008(%rsp)
	leaq	4016(%rsp), %rdi
	leaq	3920(%rsp), %rsi
	call	SYM(bls381_tw_sqr2_2p)
	leaq	4208(%rsp), %rdi
	leaq	1424(%rsp), %rsi
	leaq	2192(%rsp), %rcx
	call	SYM(bls381_tw_mul2)
	leaq	4400(%rsp), %rdi
	leaq	2480(%rsp), %rsi
	leaq	(%rbp), %rcx
	call	SYM(bls381_tw_mulfp2)
	leaq	4592(%rsp), %rdi
	leaq	2192(%rsp), %rsi
	leaq	48(%rbp), %rcx
	call	SYM(bls381_tw_mulfp2)
	movq	3536(%rsp), %rax
	movq	3544(%rsp), %rcx
	movq	3552(%rsp), %rdx
	movq	3560(%rsp), %rsi
	movq	3568(%rsp), %rdi
	movq	3576(%rsp), %r8
	movq	3584(%rsp), %r9
	movq	3592(%rsp), %r10
	movq	3600(%rsp), %r11
	movq	3608(%rsp), %r12
	movq	3616(%rsp), %r13
	movq	3624(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 4784(%rsp)
	movq	%rcx, 4792(%rsp)
	movq	%rdx, 4800(%rsp)
	movq	%rsi, 4808(%rsp)
	movq	%rdi, 4816(%rsp)
	movq	%r8, 4824(%rsp)
	movq	%r9, 4832(%rsp)
	movq	%r10, 4840(%rsp)
	movq	%r11, 4848(%rsp)
	movq	%r12, 4856(%rsp)
	movq	%r13, 4864(%rsp)
	movq	%r14, 4872(%rsp)
	leaq	(%rbx), %rdi
	leaq	4784(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	3632(%rsp), %rax
	movq	3640(%rsp), %rcx
	movq	3648(%rsp), %rdx
	movq	3656(%rsp), %rsi
	movq	3664(%rsp), %rdi
	movq	3672(%rsp), %r8
	movq	3680(%rsp), %r9
	movq	3688(%rsp), %r10
	movq	3696(%rsp), %r11
	movq	3704(%rsp), %r12
	movq	3712(%rsp), %r13
	movq	3720(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 4880(%rsp)
	movq	%rcx, 4888(%rsp)
	movq	%rdx, 4896(%rsp)
	movq	%rsi, 4904(%rsp)
	movq	%rdi, 4912(%rsp)
	movq	%r8, 4920(%rsp)
	movq	%r9, 4928(%rsp)
	movq	%r10, 4936(%rsp)
	movq	%r11, 4944(%rsp)
	movq	%r12, 4952(%rsp)
	movq	%r13, 4960(%rsp)
	movq	%r14, 4968(%rsp)
	leaq	48(%rbx), %rdi
	leaq	4880(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	3728(%rsp), %rax
	movq	3736(%rsp), %rcx
	movq	3744(%rsp), %rdx
	movq	3752(%rsp), %rsi
	movq	3760(%rsp), %rdi
	movq	3768(%rsp), %r8
	movq	3776(%rsp), %r9
	movq	3784(%rsp), %r10
	movq	3792(%rsp), %r11
	movq	3800(%rsp), %r12
	movq	3808(%rsp), %r13
	movq	3816(%rsp), %r14
	subq	4016(%rsp), %rax
	sbbq	4024(%rsp), %rcx
	sbbq	4032(%rsp), %rdx
	sbbq	4040(%rsp), %rsi
	sbbq	4048(%rsp), %rdi
	sbbq	4056(%rsp), %r8
	sbbq	4064(%rsp), %r9
	sbbq	4072(%rsp), %r10
	sbbq	4080(%rsp), %r11
	sbbq	4088(%rsp), %r12
	sbbq	4096(%rsp), %r13
	sbbq	4104(%rsp), %r14
	subq	4016(%rsp), %rax
	sbbq	4024(%rsp), %rcx
	sbbq	4032(%rsp), %rdx
	sbbq	4040(%rsp), %rsi
	sbbq	4048(%rsp), %rdi
	sbbq	4056(%rsp), %r8
	sbbq	4064(%rsp), %r9
	sbbq	4072(%rsp), %r10
	sbbq	4080(%rsp), %r11
	sbbq	4088(%rsp), %r12
	sbbq	4096(%rsp), %r13
	sbbq	4104(%rsp), %r14
	subq	4016(%rsp), %rax
	sbbq	4024(%rsp), %rcx
	sbbq	4032(%rsp), %rdx
	sbbq	4040(%rsp), %rsi
	sbbq	4048(%rsp), %rdi
	sbbq	4056(%rsp), %r8
	sbbq	4064(%rsp), %r9
	sbbq	4072(%rsp), %r10
	sbbq	4080(%rsp), %r11
	sbbq	4088(%rsp), %r12
	sbbq	4096(%rsp), %r13
	sbbq	4104(%rsp), %r14
	addq	LOCAL(kp)+96(%rip), %r9
	adcq	LOCAL(kp)+104(%rip), %r10
	adcq	LOCAL(kp)+112(%rip), %r11
	adcq	LOCAL(kp)+120(%rip), %r12
	adcq	LOCAL(kp)+128(%rip), %r13
	adcq	LOCAL(kp)+136(%rip), %r14
	movq	%rax, 4976(%rsp)
	movq	%rcx, 4984(%rsp)
	movq	%rdx, 4992(%rsp)
	movq	%rsi, 5000(%rsp)
	movq	%rdi, 5008(%rsp)
	movq	%r8, 5016(%rsp)
	movq	%r9, 5024(%rsp)
	movq	%r10, 5032(%rsp)
	movq	%r11, 5040(%rsp)
	movq	%r12, 5048(%rsp)
	movq	%r13, 5056(%rsp)
	movq	%r14, 5064(%rsp)
	leaq	96(%rbx), %rdi
	leaq	4976(%rsp), %rsi
	call	SYM(bls381_tw_redc3)
	movq	3824(%rsp), %rax
	movq	3832(%rsp), %rcx
	movq	3840(%rsp), %rdx
	movq	3848(%rsp), %rsi
	movq	3856(%rsp), %rdi
	movq	3864(%rsp), %r8
	movq	3872(%rsp), %r9
	movq	3880(%rsp), %r10
	movq	3888(%rsp), %r11
	movq	3896(%rsp), %r12
	movq	3904(%rsp), %r13
	movq	3912(%rsp), %r14
	subq	4112(%rsp), %rax
	sbbq	4120(%rsp), %rcx
	sbbq	4128(%rsp), %rdx
	sbbq	4136(%rsp), %rsi
	sbbq	4144(%rsp), %rdi
	sbbq	4152(%rsp), %r8
	sbbq	4160(%rsp), %r9
	sbbq	4168(%rsp), %r10
	sbbq	4176(%rsp), %r11
	sbbq	4184(%rsp), %r12
	sbbq	4192(%rsp), %r13
	sbbq	4200(%rsp), %r14
	subq	4112(%rsp), %rax
	sbbq	4120(%rsp), %rcx
	sbbq	4128(%rsp), %rdx
	sbbq	4136(%rsp), %rsi
	sbbq	4144(%rsp), %rdi
	sbbq	4152(%rsp), %r8
	sbbq	4160(%rsp), %r9
	sbbq	4168(%rsp), %r10
	sbbq	4176(%rsp), %r11
	sbbq	4184(%rsp), %r12
	sbbq	4192(%rsp), %r13
	sbbq	4200(%rsp), %r14
	subq	4112(%rsp), %rax
	sbbq	4120(%rsp), %rcx
	sbbq	4128(%rsp), %rdx
	sbbq	4136(%rsp), %rsi
	sbbq	4144(%rsp), %rdi
	sbbq	4152(%rsp), %r8
	sbbq	4160(%rsp), %r9
	sbbq	4168(%rsp), %r10
	sbbq	4176(%rsp), %r11
	sbbq	4184(%rsp), %r12
	sbbq	4192(%rsp), %r13
	sbbq	4200(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 5072(%rsp)
	movq	%rcx, 5080(%rsp)
	movq	%rdx, 5088(%rsp)
	movq	%rsi, 5096(%rsp)
	movq	%rdi, 5104(%rsp)
	movq	%r8, 5112(%rsp)
	movq	%r9, 5120(%rsp)
	movq	%r10, 5128(%rsp)
	movq	%r11, 5136(%rsp)
	movq	%r12, 5144(%rsp)
	movq	%r13, 5152(%rsp)
	movq	%r14, 5160(%rsp)
	leaq	144(%rbx), %rdi
	leaq	5072(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	4208(%rsp), %rax
	movq	4216(%rsp), %rcx
	movq	4224(%rsp), %rdx
	movq	4232(%rsp), %rsi
	movq	4240(%rsp), %rdi
	movq	4248(%rsp), %r8
	movq	4256(%rsp), %r9
	movq	4264(%rsp), %r10
	movq	4272(%rsp), %r11
	movq	4280(%rsp), %r12
	movq	4288(%rsp), %r13
	movq	4296(%rsp), %r14
	movq	%rax, 5264(%rsp)
	movq	%rcx, 5272(%rsp)
	movq	%rdx, 5280(%rsp)
	movq	%rsi, 5288(%rsp)
	movq	%rdi, 5296(%rsp)
	movq	%r8, 5304(%rsp)
	movq	%r9, 5312(%rsp)
	movq	%r10, 5320(%rsp)
	movq	%r11, 5328(%rsp)
	movq	%r12, 5336(%rsp)
	movq	%r13, 5344(%rsp)
	movq	%r14, 5352(%rsp)
	addq	5264(%rsp), %rax
	adcq	5272(%rsp), %rcx
	adcq	5280(%rsp), %rdx
	adcq	5288(%rsp), %rsi
	adcq	5296(%rsp), %rdi
	adcq	5304(%rsp), %r8
	adcq	5312(%rsp), %r9
	adcq	5320(%rsp), %r10
	adcq	5328(%rsp), %r11
	adcq	5336(%rsp), %r12
	adcq	5344(%rsp), %r13
	adcq	5352(%rsp), %r14
	addq	5264(%rsp), %rax
	adcq	5272(%rsp), %rcx
	adcq	5280(%rsp), %rdx
	adcq	5288(%rsp), %rsi
	adcq	5296(%rsp), %rdi
	adcq	5304(%rsp), %r8
	adcq	5312(%rsp), %r9
	adcq	5320(%rsp), %r10
	adcq	5328(%rsp), %r11
	adcq	5336(%rsp), %r12
	adcq	5344(%rsp), %r13
	adcq	5352(%rsp), %r14
	addq	5264(%rsp), %rax
	adcq	5272(%rsp), %rcx
	adcq	5280(%rsp), %rdx
	adcq	5288(%rsp), %rsi
	adcq	5296(%rsp), %rdi
	adcq	5304(%rsp), %r8
	adcq	5312(%rsp), %r9
	adcq	5320(%rsp), %r10
	adcq	5328(%rsp), %r11
	adcq	5336(%rsp), %r12
	adcq	5344(%rsp), %r13
	adcq	5352(%rsp), %r14
	addq	LOCAL(kp)+48(%rip), %r9
	adcq	LOCAL(kp)+56(%rip), %r10
	adcq	LOCAL(kp)+64(%rip), %r11
	adcq	LOCAL(kp)+72(%rip), %r12
	adcq	LOCAL(kp)+80(%rip), %r13
	adcq	LOCAL(kp)+88(%rip), %r14
	movq	%rax, 5168(%rsp)
	movq	%rcx, 5176(%rsp)
	movq	%rdx, 5184(%rsp)
	movq	%rsi, 5192(%rsp)
	movq	%rdi, 5200(%rsp)
	movq	%r8, 5208(%rsp)
	movq	%r9, 5216(%rsp)
	movq	%r10, 5224(%rsp)
	movq	%r11, 5232(%rsp)
	movq	%r12, 5240(%rsp)
	movq	%r13, 5248(%rsp)
	movq	%r14, 5256(%rsp)
	leaq	192(%rbx), %rdi
	leaq	5168(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	4304(%rsp), %rax
	movq	4312(%rsp), %rcx
	movq	4320(%rsp), %rdx
	movq	4328(%rsp), %rsi
	movq	4336(%rsp), %rdi
	movq	4344(%rsp), %r8
	movq	4352(%rsp), %r9
	movq	4360(%rsp), %r10
	movq	4368(%rsp), %r11
	movq	4376(%rsp), %r12
	movq	4384(%rsp), %r13
	movq	4392(%rsp), %r14
	movq	%rax, 5456(%rsp)
	movq	%rcx, 5464(%rsp)
	movq	%rdx, 5472(%rsp)
	movq	%rsi, 5480(%rsp)
	movq	%rdi, 5488(%rsp)
	movq	%r8, 5496(%rsp)
	movq	%r9, 5504(%rsp)
	movq	%r10, 5512(%rsp)
	movq	%r11, 5520(%rsp)
	movq	%r12, 5528(%rsp)
	movq	%r13, 5536(%rsp)
	movq	%r14, 5544(%rsp)
	addq	5456(%rsp), %rax
	adcq	5464(%rsp), %rcx
	adcq	5472(%rsp), %rdx
	adcq	5480(%rsp), %rsi
	adcq	5488(%rsp), %rdi
	adcq	5496(%rsp), %r8
	adcq	5504(%rsp), %r9
	adcq	5512(%rsp), %r10
	adcq	5520(%rsp), %r11
	adcq	5528(%rsp), %r12
	adcq	5536(%rsp), %r13
	adcq	5544(%rsp), %r14
	addq	5456(%rsp), %rax
	adcq	5464(%rsp), %rcx
	adcq	5472(%rsp), %rdx
	adcq	5480(%rsp), %rsi
	adcq	5488(%rsp), %rdi
	adcq	5496(%rsp), %r8
	adcq	5504(%rsp), %r9
	adcq	5512(%rsp), %r10
	adcq	5520(%rsp), %r11
	adcq	5528(%rsp), %r12
	adcq	5536(%rsp), %r13
	adcq	5544(%rsp), %r14
	addq	5456(%rsp), %rax
	adcq	5464(%rsp), %rcx
	adcq	5472(%rsp), %rdx
	adcq	5480(%rsp), %rsi
	adcq	5488(%rsp), %rdi
	adcq	5496(%rsp), %r8
	adcq	5504(%rsp), %r9
	adcq	5512(%rsp), %r10
	adcq	5520(%rsp), %r11
	adcq	5528(%rsp), %r12
	adcq	5536(%rsp), %r13
	adcq	5544(%rsp), %r14
	movq	%rax, 5360(%rsp)
	movq	%rcx, 5368(%rsp)
	movq	%rdx, 5376(%rsp)
	movq	%rsi, 5384(%rsp)
	movq	%rdi, 5392(%rsp)
	movq	%r8, 5400(%rsp)
	movq	%r9, 5408(%rsp)
	movq	%r10, 5416(%rsp)
	movq	%r11, 5424(%rsp)
	movq	%r12, 5432(%rsp)
	movq	%r13, 5440(%rsp)
	movq	%r14, 5448(%rsp)
	leaq	240(%rbx), %rdi
	leaq	5360(%rsp), %rsi
	call	SYM(bls381_tw_redc2)
	movq	3440(%rsp), %rax
	movq	3448(%rsp), %rcx
	movq	3456(%rsp), %rdx
	movq	3464(%rsp), %rsi
	movq	3472(%rsp), %rdi
	movq	3480(%rsp), %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r12
	movq	%rdi, %r13
	movq	%r8, %r14
	subq	LOCAL(p2x)(%rip), %r9
	sbbq	LOCAL(p2x)+8(%rip), %r10
	sbbq	LOCAL(p2x)+16(%rip), %r11
	sbbq	LOCAL(p2x)+24(%rip), %r12
	sbbq	LOCAL(p2x)+32(%rip), %r13
	sbbq	LOCAL(p2x)+40(%rip), %r14
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r12
	cmovcq	%rdi, %r13
	cmovcq	%r8, %r14
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
	movq	352(%rsp), %r15
	movq	%rax, (%r15)
	movq	%rcx, 8(%r15)
	movq	%rdx, 16(%r15)
	movq	%rsi, 24(%r15)
	movq	%rdi, 32(%r15)
	movq	%r8, 40(%r15)
	movq	3488(%rsp), %rax
	movq	3496(%rsp), %rcx
	movq	3504(%rsp), %rdx
	movq	3512(%rsp), %rsi
	movq	3520(%rsp), %rdi
	movq	3528(%rsp), %r8
	movq	%rax, %r9
	movq	%rcx, %r10
	movq	%rdx, %r11
	movq	%rsi, %r12
	movq	%rdi, %r13
	movq	%r8, %r14
	subq	LOCAL(p2x)(%rip), %r9
	sbbq	LOCAL(p2x)+8(%rip), %r10
	sbbq	LOCAL(p2x)+16(%rip), %r11
	sbbq	LOCAL(p2x)+24(%rip), %r12
	sbbq	LOCAL(p2x)+32(%rip), %r13
	sbbq	LOCAL(p2x)+40(%rip), %r14
	cmovcq	%rax, %r9
	cmovcq	%rcx, %r10
	cmovcq	%rdx, %r11
	cmovcq	%rsi, %r12
	cmovcq	%rdi, %r13
	cmovcq	%r8, %r14
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
	movq	352(%rsp), %r15
	addq	$48, %r15
	movq	%rax, (%r15)
	movq	%rcx, 8(%r15)
	movq	%rdx, 16(%r15)
	movq	%rsi, 24(%r15)
	movq	%rdi, 32(%r15)
	movq	%r8, 40(%r15)
	movq	4400(%rsp), %rax
	movq	4408(%rsp), %rcx
	movq	4416(%rsp), %rdx
	movq	4424(%rsp), %rsi
	movq	4432(%rsp), %rdi
	movq	4440(%rsp), %r8
	movq	4448(%rsp), %r9
	movq	4456(%rsp), %r10
	movq	4464(%rsp), %r11
	movq	4472(%rsp), %r12
	movq	4480(%rsp), %r13
	movq	4488(%rsp), %r14
	movq	%rax, 5552(%rsp)
	movq	%rcx, 5560(%rsp)
	movq	%rdx, 5568(%rsp)
	movq	%rsi, 5576(%rsp)
	movq	%rdi, 5584(%rsp)
	movq	%r8, 5592(%rsp)
	movq	%r9, 5600(%rsp)
	movq	%r10, 5608(%rsp)
	movq	%r11, 5616(%rsp)
	movq	%r12, 5624(%rsp)
	movq	%r13, 5632(%rsp)
	movq	%r14, 5640(%rsp)
	movq	352(%rsp), %rdi
	addq	$96, %rdi
	leaq	5552(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	movq	4496(%rsp), %rax
	movq	4504(%rsp), %rcx
	movq	4512(%rsp), %rdx
	movq	4520(%rsp), %rsi
	movq	4528(%rsp), %rdi
	movq	4536(%rsp), %r8
	movq	4544(%rsp), %r9
	movq	4552(%rsp), %r10
	movq	4560(%rsp), %r11
	movq	4568(%rsp), %r12
	movq	4576(%rsp), %r13
	movq	4584(%rsp), %r14
	movq	%rax, 5648(%rsp)
	movq	%rcx, 5656(%rsp)
	movq	%rdx, 5664(%rsp)
	movq	%rsi, 5672(%rsp)
	movq	%rdi, 5680(%rsp)
	movq	%r8, 5688(%rsp)
	movq	%r9, 5696(%rsp)
	movq	%r10, 5704(%rsp)
	movq	%r11, 5712(%rsp)
	movq	%r12, 5720(%rsp)
	movq	%r13, 5728(%rsp)
	movq	%r14, 5736(%rsp)
	movq	352(%rsp), %rdi
	addq	$144, %rdi
	leaq	5648(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	movq	4592(%rsp), %rax
	movq	4600(%rsp), %rcx
	movq	4608(%rsp), %rdx
	movq	4616(%rsp), %rsi
	movq	4624(%rsp), %rdi
	movq	4632(%rsp), %r8
	movq	4640(%rsp), %r9
	movq	4648(%rsp), %r10
	movq	4656(%rsp), %r11
	movq	4664(%rsp), %r12
	movq	4672(%rsp), %r13
	movq	4680(%rsp), %r14
	movq	%rax, 5744(%rsp)
	movq	%rcx, 5752(%rsp)
	movq	%rdx, 5760(%rsp)
	movq	%rsi, 5768(%rsp)
	movq	%rdi, 5776(%rsp)
	movq	%r8, 5784(%rsp)
	movq	%r9, 5792(%rsp)
	movq	%r10, 5800(%rsp)
	movq	%r11, 5808(%rsp)
	movq	%r12, 5816(%rsp)
	movq	%r13, 5824(%rsp)
	movq	%r14, 5832(%rsp)
	movq	352(%rsp), %rdi
	addq	$192, %rdi
	leaq	5744(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	movq	4688(%rsp), %rax
	movq	4696(%rsp), %rcx
	movq	4704(%rsp), %rdx
	movq	4712(%rsp), %rsi
	movq	4720(%rsp), %rdi
	movq	4728(%rsp), %r8
	movq	4736(%rsp), %r9
	movq	4744(%rsp), %r10
	movq	4752(%rsp), %r11
	movq	4760(%rsp), %r12
	movq	4768(%rsp), %r13
	movq	4776(%rsp), %r14
	movq	%rax, 5840(%rsp)
	movq	%rcx, 5848(%rsp)
	movq	%rdx, 5856(%rsp)
	movq	%rsi, 5864(%rsp)
	movq	%rdi, 5872(%rsp)
	movq	%r8, 5880(%rsp)
	movq	%r9, 5888(%rsp)
	movq	%r10, 5896(%rsp)
	movq	%r11, 5904(%rsp)
	movq	%r12, 5912(%rsp)
	movq	%r13, 5920(%rsp)
	movq	%r14, 5928(%rsp)
	movq	352(%rsp), %rdi
	addq	$240, %rdi
	leaq	5840(%rsp), %rsi
	call	SYM(bls381_tw_redc1)
	addq	$5944, %rsp
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_g2_double_line)

FUNCTION(bls381_tw_mul2)
	movq	%rdi, 8(%rsp)
	movq	(%rsi), %r8                               /* x0 + x1 */
	movq	8(%rsi), %r9
	movq	16(%rsi), %r10
	movq	24(%rsi), %r11
	movq	32(%rsi), %r12
	movq	40(%rsi), %r13
	addq	48(%rsi), %r8
	adcq	56(%rsi), %r9
	adcq	64(%rsi), %r10
	adcq	72(%rsi), %r11
	adcq	80(%rsi), %r12
	adcq	88(%rsi), %r13
	movq	%r8, 16(%rsp)
	movq	%r9, 24(%rsp)
	movq	%r10, 32(%rsp)
	movq	%r11, 40(%rsp)
	movq	%r12, 48(%rsp)
	movq	%r13, 56(%rsp)
	movq	(%rcx), %r8                               /* y0 + y1 */
	movq	8(%rcx), %r9
	movq	16(%rcx), %r10
	movq	24(%rcx), %r11
	movq	32(%rcx), %r12
	movq	40(%rcx), %r13
	addq	48(%rcx), %r8
	adcq	56(%rcx), %r9
	adcq	64(%rcx), %r10
	adcq	72(%rcx), %r11
	adcq	80(%rcx), %r12
	adcq	88(%rcx), %r13
	movq	%r8, 64(%rsp)
	movq	%r9, 72(%rsp)
	movq	%r10, 80(%rsp)
	movq	%r11, 88(%rsp)
	movq	%r12, 96(%rsp)
	movq	%r13, 104(%rsp)
	/* t0 = x0 y0 */
	movq	(%rsi), %rdx                              /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	(%rcx), %r8, %r9
	mulxq	8(%rcx), %rax, %r10
	adcxq	%rax, %r9
	mulxq	16(%rcx), %rax, %r11
	adcxq	%rax, %r10
	mulxq	24(%rcx), %rax, %r12
	adcxq	%rax, %r11
	mulxq	32(%rcx), %rax, %r13
	adcxq	%rax, %r12
	mulxq	40(%rcx), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%r8, 112(%rsp)
	movq	8(%rsi), %rdx                             /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	(%rcx), %rax, %rdi
	adoxq	%rax, %r9
	adcxq	%rdi, %r10
	mulxq	8(%rcx), %rax, %rdi
	adoxq	%rax, %r10
	adcxq	%rdi, %r11
	mulxq	16(%rcx), %rax, %rdi
	adoxq	%rax, %r11
	adcxq	%rdi, %r12
	mulxq	24(%rcx), %rax, %rdi
	adoxq	%rax, %r12
	adcxq	%rdi, %r13
	mulxq	32(%rcx), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	40(%rcx), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r15, %r8
	adoxq	%r15, %r8
	movq	%r9, 120(%rsp)
	movq	16(%rsi), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	(%rcx), %rax, %rdi
	adoxq	%rax, %r10
	adcxq	%rdi, %r11
	mulxq	8(%rcx), %rax, %rdi
	adoxq	%rax, %r11
	adcxq	%rdi, %r12
	mulxq	16(%rcx), %rax, %rdi
	adoxq	%rax, %r12
	adcxq	%rdi, %r13
	mulxq	24(%rcx), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	32(%rcx), %rax, %rdi
	adoxq	%rax, %r14
	adcxq	%rdi, %r8
	mulxq	40(%rcx), %rax, %r9
	adoxq	%rax, %r8
	adcxq	%r15, %r9
	adoxq	%r15, %r9
	movq	%r10, 128(%rsp)
	movq	24(%rsi), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	(%rcx), %rax, %rdi
	adoxq	%rax, %r11
	adcxq	%rdi, %r12
	mulxq	8(%rcx), %rax, %rdi
	adoxq	%rax, %r12
	adcxq	%rdi, %r13
	mulxq	16(%rcx), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	24(%rcx), %rax, %rdi
	adoxq	%rax, %r14
	adcxq	%rdi, %r8
	mulxq	32(%rcx), %rax, %rdi
	adoxq	%rax, %r8
	adcxq	%rdi, %r9
	mulxq	40(%rcx), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 136(%rsp)
	movq	32(%rsi), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	(%rcx), %rax, %rdi
	adoxq	%rax, %r12
	adcxq	%rdi, %r13
	mulxq	8(%rcx), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	16(%rcx), %rax, %rdi
	adoxq	%rax, %r14
	adcxq	%rdi, %r8
	mulxq	24(%rcx), %rax, %rdi
	adoxq	%rax, %r8
	adcxq	%rdi, %r9
	mulxq	32(%rcx), %rax, %rdi
	adoxq	%rax, %r9
	adcxq	%rdi, %r10
	mulxq	40(%rcx), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 144(%rsp)
	movq	40(%rsi), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	(%rcx), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	8(%rcx), %rax, %rdi
	adoxq	%rax, %r14
	adcxq	%rdi, %r8
	mulxq	16(%rcx), %rax, %rdi
	adoxq	%rax, %r8
	adcxq	%rdi, %r9
	mulxq	24(%rcx), %rax, %rdi
	adoxq	%rax, %r9
	adcxq	%rdi, %r10
	mulxq	32(%rcx), %rax, %rdi
	adoxq	%rax, %r10
	adcxq	%rdi, %r11
	mulxq	40(%rcx), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 152(%rsp)
	movq	%r14, 160(%rsp)
	movq	%r8, 168(%rsp)
	movq	%r9, 176(%rsp)
	movq	%r10, 184(%rsp)
	movq	%r11, 192(%rsp)
	movq	%r12, 200(%rsp)
	/* t1 = x1 y1 */
	movq	48(%rsi), %rdx                            /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	48(%rcx), %r8, %r9
	mulxq	56(%rcx), %rax, %r10
	adcxq	%rax, %r9
	mulxq	64(%rcx), %rax, %r11
	adcxq	%rax, %r10
	mulxq	72(%rcx), %rax, %r12
	adcxq	%rax, %r11
	mulxq	80(%rcx), %rax, %r13
	adcxq	%rax, %r12
	mulxq	88(%rcx), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%r8, 208(%rsp)
	movq	56(%rsi), %rdx                            /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	48(%rcx), %rax, %rdi
	adoxq	%rax, %r9
	adcxq	%rdi, %r10
	mulxq	56(%rcx), %rax, %rdi
	adoxq	%rax, %r10
	adcxq	%rdi, %r11
	mulxq	64(%rcx), %rax, %rdi
	adoxq	%rax, %r11
	adcxq	%rdi, %r12
	mulxq	72(%rcx), %rax, %rdi
	adoxq	%rax, %r12
	adcxq	%rdi, %r13
	mulxq	80(%rcx), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	88(%rcx), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r15, %r8
	adoxq	%r15, %r8
	movq	%r9, 216(%rsp)
	movq	64(%rsi), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	48(%rcx), %rax, %rdi
	adoxq	%rax, %r10
	adcxq	%rdi, %r11
	mulxq	56(%rcx), %rax, %rdi
	adoxq	%rax, %r11
	adcxq	%rdi, %r12
	mulxq	64(%rcx), %rax, %rdi
	adoxq	%rax, %r12
	adcxq	%rdi, %r13
	mulxq	72(%rcx), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	80(%rcx), %rax, %rdi
	adoxq	%rax, %r14
	adcxq	%rdi, %r8
	mulxq	88(%rcx), %rax, %r9
	adoxq	%rax, %r8
	adcxq	%r15, %r9
	adoxq	%r15, %r9
	movq	%r10, 224(%rsp)
	movq	72(%rsi), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	48(%rcx), %rax, %rdi
	adoxq	%rax, %r11
	adcxq	%rdi, %r12
	mulxq	56(%rcx), %rax, %rdi
	adoxq	%rax, %r12
	adcxq	%rdi, %r13
	mulxq	64(%rcx), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	72(%rcx), %rax, %rdi
	adoxq	%rax, %r14
	adcxq	%rdi, %r8
	mulxq	80(%rcx), %rax, %rdi
	adoxq	%rax, %r8
	adcxq	%rdi, %r9
	mulxq	88(%rcx), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 232(%rsp)
	movq	80(%rsi), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	48(%rcx), %rax, %rdi
	adoxq	%rax, %r12
	adcxq	%rdi, %r13
	mulxq	56(%rcx), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	64(%rcx), %rax, %rdi
	adoxq	%rax, %r14
	adcxq	%rdi, %r8
	mulxq	72(%rcx), %rax, %rdi
	adoxq	%rax, %r8
	adcxq	%rdi, %r9
	mulxq	80(%rcx), %rax, %rdi
	adoxq	%rax, %r9
	adcxq	%rdi, %r10
	mulxq	88(%rcx), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 240(%rsp)
	movq	88(%rsi), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	48(%rcx), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	56(%rcx), %rax, %rdi
	adoxq	%rax, %r14
	adcxq	%rdi, %r8
	mulxq	64(%rcx), %rax, %rdi
	adoxq	%rax, %r8
	adcxq	%rdi, %r9
	mulxq	72(%rcx), %rax, %rdi
	adoxq	%rax, %r9
	adcxq	%rdi, %r10
	mulxq	80(%rcx), %rax, %rdi
	adoxq	%rax, %r10
	adcxq	%rdi, %r11
	mulxq	88(%rcx), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 248(%rsp)
	movq	%r14, 256(%rsp)
	movq	%r8, 264(%rsp)
	movq	%r9, 272(%rsp)
	movq	%r10, 280(%rsp)
	movq	%r11, 288(%rsp)
	movq	%r12, 296(%rsp)
	/* t2 = (x0 + x1)(y0 + y1) */
	movq	16(%rsp), %rdx                            /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	64(%rsp), %r8, %r9
	mulxq	72(%rsp), %rax, %r10
	adcxq	%rax, %r9
	mulxq	80(%rsp), %rax, %r11
	adcxq	%rax, %r10
	mulxq	88(%rsp), %rax, %r12
	adcxq	%rax, %r11
	mulxq	96(%rsp), %rax, %r13
	adcxq	%rax, %r12
	mulxq	104(%rsp), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%r8, 304(%rsp)
	movq	24(%rsp), %rdx                            /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	64(%rsp), %rax, %rdi
	adoxq	%rax, %r9
	adcxq	%rdi, %r10
	mulxq	72(%rsp), %rax, %rdi
	adoxq	%rax, %r10
	adcxq	%rdi, %r11
	mulxq	80(%rsp), %rax, %rdi
	adoxq	%rax, %r11
	adcxq	%rdi, %r12
	mulxq	88(%rsp), %rax, %rdi
	adoxq	%rax, %r12
	adcxq	%rdi, %r13
	mulxq	96(%rsp), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	104(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r15, %r8
	adoxq	%r15, %r8
	movq	%r9, 312(%rsp)
	movq	32(%rsp), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	64(%rsp), %rax, %rdi
	adoxq	%rax, %r10
	adcxq	%rdi, %r11
	mulxq	72(%rsp), %rax, %rdi
	adoxq	%rax, %r11
	adcxq	%rdi, %r12
	mulxq	80(%rsp), %rax, %rdi
	adoxq	%rax, %r12
	adcxq	%rdi, %r13
	mulxq	88(%rsp), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	96(%rsp), %rax, %rdi
	adoxq	%rax, %r14
	adcxq	%rdi, %r8
	mulxq	104(%rsp), %rax, %r9
	adoxq	%rax, %r8
	adcxq	%r15, %r9
	adoxq	%r15, %r9
	movq	%r10, 320(%rsp)
	movq	40(%rsp), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	64(%rsp), %rax, %rdi
	adoxq	%rax, %r11
	adcxq	%rdi, %r12
	mulxq	72(%rsp), %rax, %rdi
	adoxq	%rax, %r12
	adcxq	%rdi, %r13
	mulxq	80(%rsp), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	88(%rsp), %rax, %rdi
	adoxq	%rax, %r14
	adcxq	%rdi, %r8
	mulxq	96(%rsp), %rax, %rdi
	adoxq	%rax, %r8
	adcxq	%rdi, %r9
	mulxq	104(%rsp), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 328(%rsp)
	movq	48(%rsp), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	64(%rsp), %rax, %rdi
	adoxq	%rax, %r12
	adcxq	%rdi, %r13
	mulxq	72(%rsp), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	80(%rsp), %rax, %rdi
	adoxq	%rax, %r14
	adcxq	%rdi, %r8
	mulxq	88(%rsp), %rax, %rdi
	adoxq	%rax, %r8
	adcxq	%rdi, %r9
	mulxq	96(%rsp), %rax, %rdi
	adoxq	%rax, %r9
	adcxq	%rdi, %r10
	mulxq	104(%rsp), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 336(%rsp)
	movq	56(%rsp), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	64(%rsp), %rax, %rdi
	adoxq	%rax, %r13
	adcxq	%rdi, %r14
	mulxq	72(%rsp), %rax, %rdi
	adoxq	%rax, %r14
	adcxq	%rdi, %r8
	mulxq	80(%rsp), %rax, %rdi
	adoxq	%rax, %r8
	adcxq	%rdi, %r9
	mulxq	88(%rsp), %rax, %rdi
	adoxq	%rax, %r9
	adcxq	%rdi, %r10
	mulxq	96(%rsp), %rax, %rdi
	adoxq	%rax, %r10
	adcxq	%rdi, %r11
	mulxq	104(%rsp), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 344(%rsp)
	/* im = t2 - t0 - t1 */
	movq	304(%rsp), %r13
	movq	312(%rsp), %rax
	movq	320(%rsp), %rdi
	movq	328(%rsp), %r15
	movq	336(%rsp), %rsi
	movq	344(%rsp), %rcx
	subq	112(%rsp), %r13
	sbbq	120(%rsp), %rax
	sbbq	128(%rsp), %rdi
	sbbq	136(%rsp), %r15
	sbbq	144(%rsp), %rsi
	sbbq	152(%rsp), %rcx
	sbbq	160(%rsp), %r14
	sbbq	168(%rsp), %r8
	sbbq	176(%rsp), %r9
	sbbq	184(%rsp), %r10
	sbbq	192(%rsp), %r11
	sbbq	200(%rsp), %r12
	subq	208(%rsp), %r13
	sbbq	216(%rsp), %rax
	sbbq	224(%rsp), %rdi
	sbbq	232(%rsp), %r15
	sbbq	240(%rsp), %rsi
	sbbq	248(%rsp), %rcx
	sbbq	256(%rsp), %r14
	sbbq	264(%rsp), %r8
	sbbq	272(%rsp), %r9
	sbbq	280(%rsp), %r10
	sbbq	288(%rsp), %r11
	sbbq	296(%rsp), %r12
	movq	8(%rsp), %rdx
	movq	%r13, 96(%rdx)
	movq	%rax, 104(%rdx)
	movq	%rdi, 112(%rdx)
	movq	%r15, 120(%rdx)
	movq	%rsi, 128(%rdx)
	movq	%rcx, 136(%rdx)
	movq	%r14, 144(%rdx)
	movq	%r8, 152(%rdx)
	movq	%r9, 160(%rdx)
	movq	%r10, 168(%rdx)
	movq	%r11, 176(%rdx)
	movq	%r12, 184(%rdx)
	/* re = t0 - t1 */
	movq	112(%rsp), %rax
	movq	120(%rsp), %rcx
	movq	128(%rsp), %rsi
	movq	136(%rsp), %rdi
	movq	144(%rsp), %r8
	movq	152(%rsp), %r9
	movq	160(%rsp), %r10
	movq	168(%rsp), %r11
	movq	176(%rsp), %r12
	movq	184(%rsp), %r13
	movq	192(%rsp), %r14
	movq	200(%rsp), %r15
	subq	208(%rsp), %rax
	sbbq	216(%rsp), %rcx
	sbbq	224(%rsp), %rsi
	sbbq	232(%rsp), %rdi
	sbbq	240(%rsp), %r8
	sbbq	248(%rsp), %r9
	sbbq	256(%rsp), %r10
	sbbq	264(%rsp), %r11
	sbbq	272(%rsp), %r12
	sbbq	280(%rsp), %r13
	sbbq	288(%rsp), %r14
	sbbq	296(%rsp), %r15
	movq	%rax, (%rdx)
	movq	%rcx, 8(%rdx)
	movq	%rsi, 16(%rdx)
	movq	%rdi, 24(%rdx)
	movq	%r8, 32(%rdx)
	movq	%r9, 40(%rdx)
	movq	%r10, 48(%rdx)
	movq	%r11, 56(%rdx)
	movq	%r12, 64(%rdx)
	movq	%r13, 72(%rdx)
	movq	%r14, 80(%rdx)
	movq	%r15, 88(%rdx)
	ret
END_FUNCTION(bls381_tw_mul2)

FUNCTION(bls381_tw_mulfp2)
	movq	(%rcx), %r8                               /* y, to the scratch */
	movq	8(%rcx), %r9
	movq	16(%rcx), %r10
	movq	24(%rcx), %r11
	movq	32(%rcx), %r12
	movq	40(%rcx), %r13
	movq	%r8, 8(%rsp)
	movq	%r9, 16(%rsp)
	movq	%r10, 24(%rsp)
	movq	%r11, 32(%rsp)
	movq	%r12, 40(%rsp)
	movq	%r13, 48(%rsp)
	/* x0 y */
	movq	8(%rsp), %rdx                             /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	(%rsi), %r8, %r9
	mulxq	8(%rsi), %rax, %r10
	adcxq	%rax, %r9
	mulxq	16(%rsi), %rax, %r11
	adcxq	%rax, %r10
	mulxq	24(%rsi), %rax, %r12
	adcxq	%rax, %r11
	mulxq	32(%rsi), %rax, %r13
	adcxq	%rax, %r12
	mulxq	40(%rsi), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%r8, (%rdi)
	movq	16(%rsp), %rdx                            /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	(%rsi), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	8(%rsi), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	16(%rsi), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	24(%rsi), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	32(%rsi), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	40(%rsi), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r15, %r8
	adoxq	%r15, %r8
	movq	%r9, 8(%rdi)
	movq	24(%rsp), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	(%rsi), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	8(%rsi), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	16(%rsi), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	24(%rsi), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	32(%rsi), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	40(%rsi), %rax, %r9
	adoxq	%rax, %r8
	adcxq	%r15, %r9
	adoxq	%r15, %r9
	movq	%r10, 16(%rdi)
	movq	32(%rsp), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	(%rsi), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	8(%rsi), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	16(%rsi), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	24(%rsi), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	32(%rsi), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	40(%rsi), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 24(%rdi)
	movq	40(%rsp), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	(%rsi), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	8(%rsi), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	16(%rsi), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	24(%rsi), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	32(%rsi), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	40(%rsi), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 32(%rdi)
	movq	48(%rsp), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	(%rsi), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	8(%rsi), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
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
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 40(%rdi)
	movq	%r14, 48(%rdi)
	movq	%r8, 56(%rdi)
	movq	%r9, 64(%rdi)
	movq	%r10, 72(%rdi)
	movq	%r11, 80(%rdi)
	movq	%r12, 88(%rdi)
	/* x1 y */
	movq	8(%rsp), %rdx                             /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	48(%rsi), %r8, %r9
	mulxq	56(%rsi), %rax, %r10
	adcxq	%rax, %r9
	mulxq	64(%rsi), %rax, %r11
	adcxq	%rax, %r10
	mulxq	72(%rsi), %rax, %r12
	adcxq	%rax, %r11
	mulxq	80(%rsi), %rax, %r13
	adcxq	%rax, %r12
	mulxq	88(%rsi), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%r8, 96(%rdi)
	movq	16(%rsp), %rdx                            /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	48(%rsi), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	56(%rsi), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	64(%rsi), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	72(%rsi), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	80(%rsi), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	88(%rsi), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r15, %r8
	adoxq	%r15, %r8
	movq	%r9, 104(%rdi)
	movq	24(%rsp), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	48(%rsi), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	56(%rsi), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	64(%rsi), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	72(%rsi), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	80(%rsi), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	88(%rsi), %rax, %r9
	adoxq	%rax, %r8
	adcxq	%r15, %r9
	adoxq	%r15, %r9
	movq	%r10, 112(%rdi)
	movq	32(%rsp), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	48(%rsi), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	56(%rsi), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	64(%rsi), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	72(%rsi), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	80(%rsi), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	88(%rsi), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 120(%rdi)
	movq	40(%rsp), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	48(%rsi), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	56(%rsi), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	64(%rsi), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	72(%rsi), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	80(%rsi), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	88(%rsi), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 128(%rdi)
	movq	48(%rsp), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	48(%rsi), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	56(%rsi), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	64(%rsi), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	72(%rsi), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	80(%rsi), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	88(%rsi), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 136(%rdi)
	movq	%r14, 144(%rdi)
	movq	%r8, 152(%rdi)
	movq	%r9, 160(%rdi)
	movq	%r10, 168(%rdi)
	movq	%r11, 176(%rdi)
	movq	%r12, 184(%rdi)
	ret
END_FUNCTION(bls381_tw_mulfp2)

FUNCTION(bls381_tw_redc1)
	movq	(%rsi), %r9
	movq	8(%rsi), %r10
	movq	16(%rsi), %r11
	movq	24(%rsi), %r12
	movq	32(%rsi), %r13
	movq	40(%rsi), %r14
	movq	%r9, %rdx                                 /* round 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r10                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	LOCAL(pt)+40(%rip), %rax, %r15
	adoxq	%rax, %r14
	adcxq	%r8, %r15
	mulxq	LOCAL(pt)+48(%rip), %rax, %r9
	adoxq	%rax, %r15
	adcxq	%r8, %r9
	adoxq	%r8, %r9
	movq	%r10, %rdx                                /* round 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r11                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r15
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r15
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+48(%rip), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r8, %r10
	adoxq	%r8, %r10
	movq	%r11, %rdx                                /* round 2: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r12                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r15
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r15
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+48(%rip), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r8, %r11
	adoxq	%r8, %r11
	movq	%r12, %rdx                                /* round 3: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r13                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r15
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r15
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+48(%rip), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r8, %r12
	adoxq	%r8, %r12
	movq	%r13, %rdx                                /* round 4: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r14                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r14
	adcxq	%rcx, %r15
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r15
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+48(%rip), %rax, %r13
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	adoxq	%r8, %r13
	movq	%r14, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* round 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(p)(%rip), %rax, %rcx
	adcxq	%r14, %rax                               /* CF = (u0 != 0) */
	adoxq	%rcx, %r15
	mulxq	LOCAL(p)+8(%rip), %rax, %rcx
	adcxq	%rax, %r15
	adoxq	%rcx, %r9
	mulxq	LOCAL(p)+16(%rip), %rax, %rcx
	adcxq	%rax, %r9
	adoxq	%rcx, %r10
	mulxq	LOCAL(p)+24(%rip), %rax, %rcx
	adcxq	%rax, %r10
	adoxq	%rcx, %r11
	mulxq	LOCAL(p)+32(%rip), %rax, %rcx
	adcxq	%rax, %r11
	adoxq	%rcx, %r12
	mulxq	LOCAL(p)+40(%rip), %rax, %rcx
	adcxq	%rax, %r12
	adoxq	%rcx, %r13
	adcxq	%r8, %r13
	addq	48(%rsi), %r15
	adcq	56(%rsi), %r9
	adcq	64(%rsi), %r10
	adcq	72(%rsi), %r11
	adcq	80(%rsi), %r12
	adcq	88(%rsi), %r13
	movq	%r15, %rax
	movq	%r9, %rcx
	movq	%r10, %rdx
	movq	%r11, %rsi
	movq	%r12, %r8
	movq	%r13, %r14
	subq	LOCAL(p)(%rip), %rax
	sbbq	LOCAL(p)+8(%rip), %rcx
	sbbq	LOCAL(p)+16(%rip), %rdx
	sbbq	LOCAL(p)+24(%rip), %rsi
	sbbq	LOCAL(p)+32(%rip), %r8
	sbbq	LOCAL(p)+40(%rip), %r14
	cmovcq	%r15, %rax
	cmovcq	%r9, %rcx
	cmovcq	%r10, %rdx
	cmovcq	%r11, %rsi
	cmovcq	%r12, %r8
	cmovcq	%r13, %r14
	movq	%rax, (%rdi)
	movq	%rcx, 8(%rdi)
	movq	%rdx, 16(%rdi)
	movq	%rsi, 24(%rdi)
	movq	%r8, 32(%rdi)
	movq	%r14, 40(%rdi)
	ret
END_FUNCTION(bls381_tw_redc1)

FUNCTION(bls381_tw_redc2)
	movq	(%rsi), %r9
	movq	8(%rsi), %r10
	movq	16(%rsi), %r11
	movq	24(%rsi), %r12
	movq	32(%rsi), %r13
	movq	40(%rsi), %r14
	movq	%r9, %rdx                                 /* round 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r10                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	LOCAL(pt)+40(%rip), %rax, %r15
	adoxq	%rax, %r14
	adcxq	%r8, %r15
	mulxq	LOCAL(pt)+48(%rip), %rax, %r9
	adoxq	%rax, %r15
	adcxq	%r8, %r9
	adoxq	%r8, %r9
	movq	%r10, %rdx                                /* round 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r11                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r15
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r15
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+48(%rip), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r8, %r10
	adoxq	%r8, %r10
	movq	%r11, %rdx                                /* round 2: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r12                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r15
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r15
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+48(%rip), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r8, %r11
	adoxq	%r8, %r11
	movq	%r12, %rdx                                /* round 3: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r13                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r15
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r15
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+48(%rip), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r8, %r12
	adoxq	%r8, %r12
	movq	%r13, %rdx                                /* round 4: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r14                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r14
	adcxq	%rcx, %r15
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r15
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+48(%rip), %rax, %r13
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	adoxq	%r8, %r13
	movq	%r14, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* round 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(p)(%rip), %rax, %rcx
	adcxq	%r14, %rax                               /* CF = (u0 != 0) */
	adoxq	%rcx, %r15
	mulxq	LOCAL(p)+8(%rip), %rax, %rcx
	adcxq	%rax, %r15
	adoxq	%rcx, %r9
	mulxq	LOCAL(p)+16(%rip), %rax, %rcx
	adcxq	%rax, %r9
	adoxq	%rcx, %r10
	mulxq	LOCAL(p)+24(%rip), %rax, %rcx
	adcxq	%rax, %r10
	adoxq	%rcx, %r11
	mulxq	LOCAL(p)+32(%rip), %rax, %rcx
	adcxq	%rax, %r11
	adoxq	%rcx, %r12
	mulxq	LOCAL(p)+40(%rip), %rax, %rcx
	adcxq	%rax, %r12
	adoxq	%rcx, %r13
	adcxq	%r8, %r13
	addq	48(%rsi), %r15
	adcq	56(%rsi), %r9
	adcq	64(%rsi), %r10
	adcq	72(%rsi), %r11
	adcq	80(%rsi), %r12
	adcq	88(%rsi), %r13
	movq	%r15, %rax
	movq	%r9, %rcx
	movq	%r10, %rdx
	movq	%r11, %rsi
	movq	%r12, %r8
	movq	%r13, %r14
	subq	LOCAL(p2x)(%rip), %rax
	sbbq	LOCAL(p2x)+8(%rip), %rcx
	sbbq	LOCAL(p2x)+16(%rip), %rdx
	sbbq	LOCAL(p2x)+24(%rip), %rsi
	sbbq	LOCAL(p2x)+32(%rip), %r8
	sbbq	LOCAL(p2x)+40(%rip), %r14
	cmovcq	%r15, %rax
	cmovcq	%r9, %rcx
	cmovcq	%r10, %rdx
	cmovcq	%r11, %rsi
	cmovcq	%r12, %r8
	cmovcq	%r13, %r14
	movq	%rax, %r15
	movq	%rcx, %r9
	movq	%rdx, %r10
	movq	%rsi, %r11
	movq	%r8, %r12
	movq	%r14, %r13
	subq	LOCAL(p)(%rip), %r15
	sbbq	LOCAL(p)+8(%rip), %r9
	sbbq	LOCAL(p)+16(%rip), %r10
	sbbq	LOCAL(p)+24(%rip), %r11
	sbbq	LOCAL(p)+32(%rip), %r12
	sbbq	LOCAL(p)+40(%rip), %r13
	cmovcq	%rax, %r15
	cmovcq	%rcx, %r9
	cmovcq	%rdx, %r10
	cmovcq	%rsi, %r11
	cmovcq	%r8, %r12
	cmovcq	%r14, %r13
	movq	%r15, (%rdi)
	movq	%r9, 8(%rdi)
	movq	%r10, 16(%rdi)
	movq	%r11, 24(%rdi)
	movq	%r12, 32(%rdi)
	movq	%r13, 40(%rdi)
	ret
END_FUNCTION(bls381_tw_redc2)

FUNCTION(bls381_tw_redc3)
	movq	(%rsi), %r9
	movq	8(%rsi), %r10
	movq	16(%rsi), %r11
	movq	24(%rsi), %r12
	movq	32(%rsi), %r13
	movq	40(%rsi), %r14
	movq	%r9, %rdx                                 /* round 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r10                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	LOCAL(pt)+40(%rip), %rax, %r15
	adoxq	%rax, %r14
	adcxq	%r8, %r15
	mulxq	LOCAL(pt)+48(%rip), %rax, %r9
	adoxq	%rax, %r15
	adcxq	%r8, %r9
	adoxq	%r8, %r9
	movq	%r10, %rdx                                /* round 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r11                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r15
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r15
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+48(%rip), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r8, %r10
	adoxq	%r8, %r10
	movq	%r11, %rdx                                /* round 2: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r12                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r15
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r15
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+48(%rip), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r8, %r11
	adoxq	%r8, %r11
	movq	%r12, %rdx                                /* round 3: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r13                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r15
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r15
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+48(%rip), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r8, %r12
	adoxq	%r8, %r12
	movq	%r13, %rdx                                /* round 4: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(pt)+8(%rip), %rax, %rcx
	adcxq	%rdx, %r14                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r14
	adcxq	%rcx, %r15
	mulxq	LOCAL(pt)+16(%rip), %rax, %rcx
	adoxq	%rax, %r15
	adcxq	%rcx, %r9
	mulxq	LOCAL(pt)+24(%rip), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	LOCAL(pt)+32(%rip), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	LOCAL(pt)+40(%rip), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	LOCAL(pt)+48(%rip), %rax, %r13
	adoxq	%rax, %r12
	adcxq	%r8, %r13
	adoxq	%r8, %r13
	movq	%r14, %rdx
	imulq	LOCAL(n0)(%rip), %rdx                    /* round 5: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%r8d, %r8d
	mulxq	LOCAL(p)(%rip), %rax, %rcx
	adcxq	%r14, %rax                               /* CF = (u0 != 0) */
	adoxq	%rcx, %r15
	mulxq	LOCAL(p)+8(%rip), %rax, %rcx
	adcxq	%rax, %r15
	adoxq	%rcx, %r9
	mulxq	LOCAL(p)+16(%rip), %rax, %rcx
	adcxq	%rax, %r9
	adoxq	%rcx, %r10
	mulxq	LOCAL(p)+24(%rip), %rax, %rcx
	adcxq	%rax, %r10
	adoxq	%rcx, %r11
	mulxq	LOCAL(p)+32(%rip), %rax, %rcx
	adcxq	%rax, %r11
	adoxq	%rcx, %r12
	mulxq	LOCAL(p)+40(%rip), %rax, %rcx
	adcxq	%rax, %r12
	adoxq	%rcx, %r13
	adcxq	%r8, %r13
	addq	48(%rsi), %r15
	adcq	56(%rsi), %r9
	adcq	64(%rsi), %r10
	adcq	72(%rsi), %r11
	adcq	80(%rsi), %r12
	adcq	88(%rsi), %r13
	movq	%r15, %rax
	movq	%r9, %rcx
	movq	%r10, %rdx
	movq	%r11, %rsi
	movq	%r12, %r8
	movq	%r13, %r14
	subq	LOCAL(p4x)(%rip), %rax
	sbbq	LOCAL(p4x)+8(%rip), %rcx
	sbbq	LOCAL(p4x)+16(%rip), %rdx
	sbbq	LOCAL(p4x)+24(%rip), %rsi
	sbbq	LOCAL(p4x)+32(%rip), %r8
	sbbq	LOCAL(p4x)+40(%rip), %r14
	cmovcq	%r15, %rax
	cmovcq	%r9, %rcx
	cmovcq	%r10, %rdx
	cmovcq	%r11, %rsi
	cmovcq	%r12, %r8
	cmovcq	%r13, %r14
	movq	%rax, %r15
	movq	%rcx, %r9
	movq	%rdx, %r10
	movq	%rsi, %r11
	movq	%r8, %r12
	movq	%r14, %r13
	subq	LOCAL(p2x)(%rip), %r15
	sbbq	LOCAL(p2x)+8(%rip), %r9
	sbbq	LOCAL(p2x)+16(%rip), %r10
	sbbq	LOCAL(p2x)+24(%rip), %r11
	sbbq	LOCAL(p2x)+32(%rip), %r12
	sbbq	LOCAL(p2x)+40(%rip), %r13
	cmovcq	%rax, %r15
	cmovcq	%rcx, %r9
	cmovcq	%rdx, %r10
	cmovcq	%rsi, %r11
	cmovcq	%r8, %r12
	cmovcq	%r14, %r13
	movq	%r15, %rax
	movq	%r9, %rcx
	movq	%r10, %rdx
	movq	%r11, %rsi
	movq	%r12, %r8
	movq	%r13, %r14
	subq	LOCAL(p)(%rip), %rax
	sbbq	LOCAL(p)+8(%rip), %rcx
	sbbq	LOCAL(p)+16(%rip), %rdx
	sbbq	LOCAL(p)+24(%rip), %rsi
	sbbq	LOCAL(p)+32(%rip), %r8
	sbbq	LOCAL(p)+40(%rip), %r14
	cmovcq	%r15, %rax
	cmovcq	%r9, %rcx
	cmovcq	%r10, %rdx
	cmovcq	%r11, %rsi
	cmovcq	%r12, %r8
	cmovcq	%r13, %r14
	movq	%rax, (%rdi)
	movq	%rcx, 8(%rdi)
	movq	%rdx, 16(%rdi)
	movq	%rsi, 24(%rdi)
	movq	%r8, 32(%rdi)
	movq	%r14, 40(%rdi)
	ret
END_FUNCTION(bls381_tw_redc3)

FUNCTION(bls381_tw_sqr2_1p)
	movq	(%rsi), %r8                               /* x0 + x1 */
	movq	8(%rsi), %r9
	movq	16(%rsi), %r10
	movq	24(%rsi), %r11
	movq	32(%rsi), %r12
	movq	40(%rsi), %r13
	addq	48(%rsi), %r8
	adcq	56(%rsi), %r9
	adcq	64(%rsi), %r10
	adcq	72(%rsi), %r11
	adcq	80(%rsi), %r12
	adcq	88(%rsi), %r13
	movq	%r8, 8(%rsp)
	movq	%r9, 16(%rsp)
	movq	%r10, 24(%rsp)
	movq	%r11, 32(%rsp)
	movq	%r12, 40(%rsp)
	movq	%r13, 48(%rsp)
	movq	(%rsi), %r8                               /* x0 - x1 + 1 p */
	movq	8(%rsi), %r9
	movq	16(%rsi), %r10
	movq	24(%rsi), %r11
	movq	32(%rsi), %r12
	movq	40(%rsi), %r13
	addq	LOCAL(kp)+48(%rip), %r8
	adcq	LOCAL(kp)+56(%rip), %r9
	adcq	LOCAL(kp)+64(%rip), %r10
	adcq	LOCAL(kp)+72(%rip), %r11
	adcq	LOCAL(kp)+80(%rip), %r12
	adcq	LOCAL(kp)+88(%rip), %r13
	subq	48(%rsi), %r8
	sbbq	56(%rsi), %r9
	sbbq	64(%rsi), %r10
	sbbq	72(%rsi), %r11
	sbbq	80(%rsi), %r12
	sbbq	88(%rsi), %r13
	movq	%r8, 56(%rsp)
	movq	%r9, 64(%rsp)
	movq	%r10, 72(%rsp)
	movq	%r11, 80(%rsp)
	movq	%r12, 88(%rsp)
	movq	%r13, 96(%rsp)
	movq	(%rsi), %r8                               /* 2 x0 */
	movq	8(%rsi), %r9
	movq	16(%rsi), %r10
	movq	24(%rsi), %r11
	movq	32(%rsi), %r12
	movq	40(%rsi), %r13
	addq	(%rsi), %r8
	adcq	8(%rsi), %r9
	adcq	16(%rsi), %r10
	adcq	24(%rsi), %r11
	adcq	32(%rsi), %r12
	adcq	40(%rsi), %r13
	movq	%r8, 104(%rsp)
	movq	%r9, 112(%rsp)
	movq	%r10, 120(%rsp)
	movq	%r11, 128(%rsp)
	movq	%r12, 136(%rsp)
	movq	%r13, 144(%rsp)
	/* im = 2 x0 x1 */
	movq	48(%rsi), %rdx                            /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %r8, %r9
	mulxq	112(%rsp), %rax, %r10
	adcxq	%rax, %r9
	mulxq	120(%rsp), %rax, %r11
	adcxq	%rax, %r10
	mulxq	128(%rsp), %rax, %r12
	adcxq	%rax, %r11
	mulxq	136(%rsp), %rax, %r13
	adcxq	%rax, %r12
	mulxq	144(%rsp), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%r8, 96(%rdi)
	movq	56(%rsi), %rdx                            /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	144(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r15, %r8
	adoxq	%r15, %r8
	movq	%r9, 104(%rdi)
	movq	64(%rsi), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	144(%rsp), %rax, %r9
	adoxq	%rax, %r8
	adcxq	%r15, %r9
	adoxq	%r15, %r9
	movq	%r10, 112(%rdi)
	movq	72(%rsi), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	144(%rsp), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 120(%rdi)
	movq	80(%rsi), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	144(%rsp), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 128(%rdi)
	movq	88(%rsi), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	144(%rsp), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 136(%rdi)
	movq	%r14, 144(%rdi)
	movq	%r8, 152(%rdi)
	movq	%r9, 160(%rdi)
	movq	%r10, 168(%rdi)
	movq	%r11, 176(%rdi)
	movq	%r12, 184(%rdi)
	/* re = (x0 + x1)(x0 - x1 + k p) */
	movq	8(%rsp), %rdx                             /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %r8, %r9
	mulxq	64(%rsp), %rax, %r10
	adcxq	%rax, %r9
	mulxq	72(%rsp), %rax, %r11
	adcxq	%rax, %r10
	mulxq	80(%rsp), %rax, %r12
	adcxq	%rax, %r11
	mulxq	88(%rsp), %rax, %r13
	adcxq	%rax, %r12
	mulxq	96(%rsp), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%r8, (%rdi)
	movq	16(%rsp), %rdx                            /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	96(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r15, %r8
	adoxq	%r15, %r8
	movq	%r9, 8(%rdi)
	movq	24(%rsp), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	96(%rsp), %rax, %r9
	adoxq	%rax, %r8
	adcxq	%r15, %r9
	adoxq	%r15, %r9
	movq	%r10, 16(%rdi)
	movq	32(%rsp), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	96(%rsp), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 24(%rdi)
	movq	40(%rsp), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	96(%rsp), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 32(%rdi)
	movq	48(%rsp), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	96(%rsp), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 40(%rdi)
	movq	%r14, 48(%rdi)
	movq	%r8, 56(%rdi)
	movq	%r9, 64(%rdi)
	movq	%r10, 72(%rdi)
	movq	%r11, 80(%rdi)
	movq	%r12, 88(%rdi)
	ret
END_FUNCTION(bls381_tw_sqr2_1p)

FUNCTION(bls381_tw_sqr2_2p)
	movq	(%rsi), %r8                               /* x0 + x1 */
	movq	8(%rsi), %r9
	movq	16(%rsi), %r10
	movq	24(%rsi), %r11
	movq	32(%rsi), %r12
	movq	40(%rsi), %r13
	addq	48(%rsi), %r8
	adcq	56(%rsi), %r9
	adcq	64(%rsi), %r10
	adcq	72(%rsi), %r11
	adcq	80(%rsi), %r12
	adcq	88(%rsi), %r13
	movq	%r8, 8(%rsp)
	movq	%r9, 16(%rsp)
	movq	%r10, 24(%rsp)
	movq	%r11, 32(%rsp)
	movq	%r12, 40(%rsp)
	movq	%r13, 48(%rsp)
	movq	(%rsi), %r8                               /* x0 - x1 + 2 p */
	movq	8(%rsi), %r9
	movq	16(%rsi), %r10
	movq	24(%rsi), %r11
	movq	32(%rsi), %r12
	movq	40(%rsi), %r13
	addq	LOCAL(kp)+96(%rip), %r8
	adcq	LOCAL(kp)+104(%rip), %r9
	adcq	LOCAL(kp)+112(%rip), %r10
	adcq	LOCAL(kp)+120(%rip), %r11
	adcq	LOCAL(kp)+128(%rip), %r12
	adcq	LOCAL(kp)+136(%rip), %r13
	subq	48(%rsi), %r8
	sbbq	56(%rsi), %r9
	sbbq	64(%rsi), %r10
	sbbq	72(%rsi), %r11
	sbbq	80(%rsi), %r12
	sbbq	88(%rsi), %r13
	movq	%r8, 56(%rsp)
	movq	%r9, 64(%rsp)
	movq	%r10, 72(%rsp)
	movq	%r11, 80(%rsp)
	movq	%r12, 88(%rsp)
	movq	%r13, 96(%rsp)
	movq	(%rsi), %r8                               /* 2 x0 */
	movq	8(%rsi), %r9
	movq	16(%rsi), %r10
	movq	24(%rsi), %r11
	movq	32(%rsi), %r12
	movq	40(%rsi), %r13
	addq	(%rsi), %r8
	adcq	8(%rsi), %r9
	adcq	16(%rsi), %r10
	adcq	24(%rsi), %r11
	adcq	32(%rsi), %r12
	adcq	40(%rsi), %r13
	movq	%r8, 104(%rsp)
	movq	%r9, 112(%rsp)
	movq	%r10, 120(%rsp)
	movq	%r11, 128(%rsp)
	movq	%r12, 136(%rsp)
	movq	%r13, 144(%rsp)
	/* im = 2 x0 x1 */
	movq	48(%rsi), %rdx                            /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %r8, %r9
	mulxq	112(%rsp), %rax, %r10
	adcxq	%rax, %r9
	mulxq	120(%rsp), %rax, %r11
	adcxq	%rax, %r10
	mulxq	128(%rsp), %rax, %r12
	adcxq	%rax, %r11
	mulxq	136(%rsp), %rax, %r13
	adcxq	%rax, %r12
	mulxq	144(%rsp), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%r8, 96(%rdi)
	movq	56(%rsi), %rdx                            /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	144(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r15, %r8
	adoxq	%r15, %r8
	movq	%r9, 104(%rdi)
	movq	64(%rsi), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	144(%rsp), %rax, %r9
	adoxq	%rax, %r8
	adcxq	%r15, %r9
	adoxq	%r15, %r9
	movq	%r10, 112(%rdi)
	movq	72(%rsi), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	144(%rsp), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 120(%rdi)
	movq	80(%rsi), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	144(%rsp), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 128(%rdi)
	movq	88(%rsi), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	144(%rsp), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 136(%rdi)
	movq	%r14, 144(%rdi)
	movq	%r8, 152(%rdi)
	movq	%r9, 160(%rdi)
	movq	%r10, 168(%rdi)
	movq	%r11, 176(%rdi)
	movq	%r12, 184(%rdi)
	/* re = (x0 + x1)(x0 - x1 + k p) */
	movq	8(%rsp), %rdx                             /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %r8, %r9
	mulxq	64(%rsp), %rax, %r10
	adcxq	%rax, %r9
	mulxq	72(%rsp), %rax, %r11
	adcxq	%rax, %r10
	mulxq	80(%rsp), %rax, %r12
	adcxq	%rax, %r11
	mulxq	88(%rsp), %rax, %r13
	adcxq	%rax, %r12
	mulxq	96(%rsp), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%r8, (%rdi)
	movq	16(%rsp), %rdx                            /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	96(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r15, %r8
	adoxq	%r15, %r8
	movq	%r9, 8(%rdi)
	movq	24(%rsp), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	96(%rsp), %rax, %r9
	adoxq	%rax, %r8
	adcxq	%r15, %r9
	adoxq	%r15, %r9
	movq	%r10, 16(%rdi)
	movq	32(%rsp), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	96(%rsp), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 24(%rdi)
	movq	40(%rsp), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	96(%rsp), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 32(%rdi)
	movq	48(%rsp), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	96(%rsp), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 40(%rdi)
	movq	%r14, 48(%rdi)
	movq	%r8, 56(%rdi)
	movq	%r9, 64(%rdi)
	movq	%r10, 72(%rdi)
	movq	%r11, 80(%rdi)
	movq	%r12, 88(%rdi)
	ret
END_FUNCTION(bls381_tw_sqr2_2p)

FUNCTION(bls381_tw_sqr2_4p)
	movq	(%rsi), %r8                               /* x0 + x1 */
	movq	8(%rsi), %r9
	movq	16(%rsi), %r10
	movq	24(%rsi), %r11
	movq	32(%rsi), %r12
	movq	40(%rsi), %r13
	addq	48(%rsi), %r8
	adcq	56(%rsi), %r9
	adcq	64(%rsi), %r10
	adcq	72(%rsi), %r11
	adcq	80(%rsi), %r12
	adcq	88(%rsi), %r13
	movq	%r8, 8(%rsp)
	movq	%r9, 16(%rsp)
	movq	%r10, 24(%rsp)
	movq	%r11, 32(%rsp)
	movq	%r12, 40(%rsp)
	movq	%r13, 48(%rsp)
	movq	(%rsi), %r8                               /* x0 - x1 + 4 p */
	movq	8(%rsi), %r9
	movq	16(%rsi), %r10
	movq	24(%rsi), %r11
	movq	32(%rsi), %r12
	movq	40(%rsi), %r13
	addq	LOCAL(kp)+192(%rip), %r8
	adcq	LOCAL(kp)+200(%rip), %r9
	adcq	LOCAL(kp)+208(%rip), %r10
	adcq	LOCAL(kp)+216(%rip), %r11
	adcq	LOCAL(kp)+224(%rip), %r12
	adcq	LOCAL(kp)+232(%rip), %r13
	subq	48(%rsi), %r8
	sbbq	56(%rsi), %r9
	sbbq	64(%rsi), %r10
	sbbq	72(%rsi), %r11
	sbbq	80(%rsi), %r12
	sbbq	88(%rsi), %r13
	movq	%r8, 56(%rsp)
	movq	%r9, 64(%rsp)
	movq	%r10, 72(%rsp)
	movq	%r11, 80(%rsp)
	movq	%r12, 88(%rsp)
	movq	%r13, 96(%rsp)
	movq	(%rsi), %r8                               /* 2 x0 */
	movq	8(%rsi), %r9
	movq	16(%rsi), %r10
	movq	24(%rsi), %r11
	movq	32(%rsi), %r12
	movq	40(%rsi), %r13
	addq	(%rsi), %r8
	adcq	8(%rsi), %r9
	adcq	16(%rsi), %r10
	adcq	24(%rsi), %r11
	adcq	32(%rsi), %r12
	adcq	40(%rsi), %r13
	movq	%r8, 104(%rsp)
	movq	%r9, 112(%rsp)
	movq	%r10, 120(%rsp)
	movq	%r11, 128(%rsp)
	movq	%r12, 136(%rsp)
	movq	%r13, 144(%rsp)
	/* im = 2 x0 x1 */
	movq	48(%rsi), %rdx                            /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %r8, %r9
	mulxq	112(%rsp), %rax, %r10
	adcxq	%rax, %r9
	mulxq	120(%rsp), %rax, %r11
	adcxq	%rax, %r10
	mulxq	128(%rsp), %rax, %r12
	adcxq	%rax, %r11
	mulxq	136(%rsp), %rax, %r13
	adcxq	%rax, %r12
	mulxq	144(%rsp), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%r8, 96(%rdi)
	movq	56(%rsi), %rdx                            /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	144(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r15, %r8
	adoxq	%r15, %r8
	movq	%r9, 104(%rdi)
	movq	64(%rsi), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	144(%rsp), %rax, %r9
	adoxq	%rax, %r8
	adcxq	%r15, %r9
	adoxq	%r15, %r9
	movq	%r10, 112(%rdi)
	movq	72(%rsi), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	144(%rsp), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 120(%rdi)
	movq	80(%rsi), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	144(%rsp), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 128(%rdi)
	movq	88(%rsi), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	104(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	112(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	120(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	128(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	136(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	144(%rsp), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 136(%rdi)
	movq	%r14, 144(%rdi)
	movq	%r8, 152(%rdi)
	movq	%r9, 160(%rdi)
	movq	%r10, 168(%rdi)
	movq	%r11, 176(%rdi)
	movq	%r12, 184(%rdi)
	/* re = (x0 + x1)(x0 - x1 + k p) */
	movq	8(%rsp), %rdx                             /* row 0: b[0] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %r8, %r9
	mulxq	64(%rsp), %rax, %r10
	adcxq	%rax, %r9
	mulxq	72(%rsp), %rax, %r11
	adcxq	%rax, %r10
	mulxq	80(%rsp), %rax, %r12
	adcxq	%rax, %r11
	mulxq	88(%rsp), %rax, %r13
	adcxq	%rax, %r12
	mulxq	96(%rsp), %rax, %r14
	adcxq	%rax, %r13
	adcxq	%r15, %r14
	movq	%r8, (%rdi)
	movq	16(%rsp), %rdx                            /* row 1: b[1] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	96(%rsp), %rax, %r8
	adoxq	%rax, %r14
	adcxq	%r15, %r8
	adoxq	%r15, %r8
	movq	%r9, 8(%rdi)
	movq	24(%rsp), %rdx                            /* row 2: b[2] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	96(%rsp), %rax, %r9
	adoxq	%rax, %r8
	adcxq	%r15, %r9
	adoxq	%r15, %r9
	movq	%r10, 16(%rdi)
	movq	32(%rsp), %rdx                            /* row 3: b[3] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %r12
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	96(%rsp), %rax, %r10
	adoxq	%rax, %r9
	adcxq	%r15, %r10
	adoxq	%r15, %r10
	movq	%r11, 24(%rdi)
	movq	40(%rsp), %rdx                            /* row 4: b[4] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r12
	adcxq	%rcx, %r13
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	96(%rsp), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r15, %r11
	adoxq	%r15, %r11
	movq	%r12, 32(%rdi)
	movq	48(%rsp), %rdx                            /* row 5: b[5] */
	xorl	%r15d, %r15d
	mulxq	56(%rsp), %rax, %rcx
	adoxq	%rax, %r13
	adcxq	%rcx, %r14
	mulxq	64(%rsp), %rax, %rcx
	adoxq	%rax, %r14
	adcxq	%rcx, %r8
	mulxq	72(%rsp), %rax, %rcx
	adoxq	%rax, %r8
	adcxq	%rcx, %r9
	mulxq	80(%rsp), %rax, %rcx
	adoxq	%rax, %r9
	adcxq	%rcx, %r10
	mulxq	88(%rsp), %rax, %rcx
	adoxq	%rax, %r10
	adcxq	%rcx, %r11
	mulxq	96(%rsp), %rax, %r12
	adoxq	%rax, %r11
	adcxq	%r15, %r12
	adoxq	%r15, %r12
	movq	%r13, 40(%rdi)
	movq	%r14, 48(%rdi)
	movq	%r8, 56(%rdi)
	movq	%r9, 64(%rdi)
	movq	%r10, 72(%rdi)
	movq	%r11, 80(%rdi)
	movq	%r12, 88(%rdi)
	ret
END_FUNCTION(bls381_tw_sqr2_4p)

GNU_STACK_NOTE
