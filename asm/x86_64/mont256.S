/*
 * mont256.S: BLS12-381 scalar field Fr kernels for x86_64 (MULX/ADCX/ADOX).
 *
 *   r  = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001
 *   n0 = -r^-1 mod 2^64 = 0xfffffffeffffffff, R = 2^256. Limbs are little-endian uint64_t.
 *
 * C equivalents
 *   void bls381_fr_mul(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
 *       a, b < r: r = a b R^-1 mod r, fully reduced.
 *   void bls381_fr_sqr(uint64_t r[4], const uint64_t a[4]);
 *       a < r: r = a^2 R^-1 mod r, fully reduced.
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
 * Kernels and register maps
 *   fr_mul       row i adds a b[i] (rdx = b[i], a loaded once into r14, r15, rsi, rdi, r in the
 *                red zone, b pointer in rcx). Rows 0 and 1 are interleaved with reductions by u0
 *                (mt; mt is close to 2^64 r here, so at most two mt rounds keep the result below
 *                2r); rows 2 and 3 then go into a 6-word accumulator, reduced by one two-word
 *                round: m = (u0 + u1 2^64) n0' mod 2^128 (n0' = -r^-1 mod 2^128; one MULX and
 *                two IMUL side by side, LOCAL(rn2) = limb 1 of n0'), m r added as two rows.
 *                Below 1.45 r. Accumulator in r8-r11, rbx, r12; rax/rbp MULX halves; r13 zero.
 *   fr_sqr       a loaded once into r14, r15, r13, rsi (r in the red zone meanwhile); cross
 *                products once, doubled, plus the squares (10 MULX): word 0 in r8,
 *                words 1..6 in r9-r11, rbx, rbp, r12, word 7 in rcx; then the reduction of
 *                words 0..3 (two mt rounds, two m rounds, r13 spare) and + words 4..7: below
 *                1.46 r. Carry-ins of zero from LOCAL(zero).
 *
 * Instruction counts (static = executed: no branches) and multiplications
 *   kernel                 instrs   MULX  IMUL   schoolbook count (MULX-equivalents)
 *   bls381_fr_mul             163     33     2   16 + 20 = 36
 *   bls381_fr_sqr             149     26     2   10 + 20 = 30
 *   Schoolbook counts: n^2 per product, n(n+1)/2 per square, n^2 + n per reduction (n = 4).
 */
#include "macros.h"

RODATA
.p2align 6
LOCAL(zero):		/* a zero for the carry-in of adcx/adox */
	.quad	0x0000000000000000
LOCAL(r):		/* r */
	.quad	0xffffffff00000001
	.quad	0x53bda402fffe5bfe
	.quad	0x3339d80809a1d805
	.quad	0x73eda753299d7d48
LOCAL(rn0):		/* n0 = -r^-1 mod 2^64 */
	.quad	0xfffffffeffffffff
LOCAL(rt):		/* rt = r n0 (lowest limb 2^64 - 1) */
	.quad	0xffffffffffffffff
	.quad	0xac43fffd0001a402
	.quad	0x16e1f3f5a29edff6
	.quad	0x95aeb36cacca82b5
	.quad	0x73eda752b5afd5f4
LOCAL(rn2):		/* limb 1 of -r^-1 mod 2^128 */
	.quad	0x53ba5bfffffe5bfd

FUNCTION(bls381_fr_mul)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	movq	%rdx, %rcx                                /* b */
	movq	%rdi, -8(%rsp)                            /* r, to the red zone */
	movq	(%rsi), %r14                              /* a in r14, r15, rsi, rdi */
	movq	8(%rsi), %r15
	movq	24(%rsi), %rdi
	movq	16(%rsi), %rsi
	/* rows 0 and 1 interleaved with two reductions by mt = m n0 */
	movq	(%rcx), %rdx                              /* row 0: acc += a b[0] */
	xorl	%r13d, %r13d                              /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	%r14, %r8, %r9
	mulxq	%r15, %rax, %r10
	adcxq	%rax, %r9
	mulxq	%rsi, %rax, %r11
	adcxq	%rax, %r10
	mulxq	%rdi, %rax, %rbx
	adcxq	%rax, %r11
	adcxq	%r13, %rbx
	movq	%r8, %rdx                                 /* reduction 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r13d, %r13d                              /* fresh flags: do not wait for the row's carry chains */
	mulxq	LOCAL(rt)+8(%rip), %rax, %rbp
	adcxq	%rdx, %r9                                /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r9
	adcxq	%rbp, %r10
	mulxq	LOCAL(rt)+16(%rip), %rax, %rbp
	adoxq	%rax, %r10
	adcxq	%rbp, %r11
	mulxq	LOCAL(rt)+24(%rip), %rax, %rbp
	adoxq	%rax, %r11
	adcxq	%rbp, %rbx
	mulxq	LOCAL(rt)+32(%rip), %rax, %r8
	adoxq	%rax, %rbx
	adcxq	%r13, %r8
	adoxq	%r13, %r8
	movq	8(%rcx), %rdx                             /* row 1: acc += a b[1] */
	xorl	%r13d, %r13d                              /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	%r14, %rax, %rbp
	adoxq	%rax, %r9
	adcxq	%rbp, %r10
	mulxq	%r15, %rax, %rbp
	adoxq	%rax, %r10
	adcxq	%rbp, %r11
	mulxq	%rsi, %rax, %rbp
	adoxq	%rax, %r11
	adcxq	%rbp, %rbx
	mulxq	%rdi, %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%rbp, %r8
	adoxq	%r13, %r8
	movq	%r9, %rdx                                 /* reduction 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r13d, %r13d                              /* fresh flags: do not wait for the row's carry chains */
	mulxq	LOCAL(rt)+8(%rip), %rax, %rbp
	adcxq	%rdx, %r10                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r10
	adcxq	%rbp, %r11
	mulxq	LOCAL(rt)+16(%rip), %rax, %rbp
	adoxq	%rax, %r11
	adcxq	%rbp, %rbx
	mulxq	LOCAL(rt)+24(%rip), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%rbp, %r8
	mulxq	LOCAL(rt)+32(%rip), %rax, %r9
	adoxq	%rax, %r8
	adcxq	%r13, %r9
	adoxq	%r13, %r9
	/* row 2 into the five words */
	movq	16(%rcx), %rdx
	xorl	%r13d, %r13d
	mulxq	%r14, %rax, %rbp
	adoxq	%rax, %r10
	adcxq	%rbp, %r11
	mulxq	%r15, %rax, %rbp
	adoxq	%rax, %r11
	adcxq	%rbp, %rbx
	mulxq	%rsi, %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%rbp, %r8
	mulxq	%rdi, %rax, %rbp
	adoxq	%rax, %r8
	adcxq	%rbp, %r9
	adoxq	%r13, %r9
	/* row 3, one word up, into a sixth word */
	movq	24(%rcx), %rdx
	xorl	%r13d, %r13d
	mulxq	%r14, %rax, %rbp
	adoxq	%rax, %r11
	adcxq	%rbp, %rbx
	mulxq	%r15, %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%rbp, %r8
	mulxq	%rsi, %rax, %rbp
	adoxq	%rax, %r8
	adcxq	%rbp, %r9
	mulxq	%rdi, %rax, %r12
	adoxq	%rax, %r9
	adcxq	%r13, %r12
	adoxq	%r13, %r12
	/* two-word reduction: m = (u0 + u1 2^64) n0' mod 2^128, n0' = -r^-1 mod 2^128 */
	movq	%r10, %rdx
	mulxq	LOCAL(rn0)(%rip), %rdi, %r14             /* m0 = lo(u0 n0'0); hi(u0 n0'0) */
	movq	%r10, %r15
	imulq	LOCAL(rn2)(%rip), %r15                   /* lo(u0 n0'1) */
	movq	%r11, %rsi
	imulq	LOCAL(rn0)(%rip), %rsi                   /* lo(u1 n0'0) */
	addq	%r15, %r14
	addq	%rsi, %r14                                /* m1 = hi(u0 n0'0) + lo(u0 n0'1) + lo(u1 n0'0) */
	movq	%rdi, %rdx                                /* acc += m0 r */
	xorl	%r13d, %r13d
	mulxq	LOCAL(r)(%rip), %rax, %rbp
	adcxq	%r10, %rax                               /* CF = (u0 != 0) */
	adoxq	%rbp, %r11
	mulxq	LOCAL(r)+8(%rip), %rax, %rbp
	adcxq	%rax, %r11
	adoxq	%rbp, %rbx
	mulxq	LOCAL(r)+16(%rip), %rax, %rbp
	adcxq	%rax, %rbx
	adoxq	%rbp, %r8
	mulxq	LOCAL(r)+24(%rip), %rax, %rbp
	adcxq	%rax, %r8
	adoxq	%rbp, %r9
	adcxq	%r13, %r9
	adcxq	%r13, %r12
	adoxq	%r13, %r12
	movq	%r14, %rdx                                /* acc += m1 r 2^64 */
	xorl	%r13d, %r13d
	mulxq	LOCAL(r)(%rip), %rax, %rbp
	adcxq	%r11, %rax                               /* CF = (word 1 != 0) */
	adoxq	%rbp, %rbx
	mulxq	LOCAL(r)+8(%rip), %rax, %rbp
	adcxq	%rax, %rbx
	adoxq	%rbp, %r8
	mulxq	LOCAL(r)+16(%rip), %rax, %rbp
	adcxq	%rax, %r8
	adoxq	%rbp, %r9
	mulxq	LOCAL(r)+24(%rip), %rax, %rbp
	adcxq	%rax, %r9
	adoxq	%rbp, %r12
	adcxq	%r13, %r12
	/* result below 1.45 r: one conditional subtraction */
	movq	%rbx, %rcx
	movq	%r8, %rdx
	movq	%r9, %rax
	movq	%r12, %rbp
	subq	LOCAL(r)(%rip), %rcx
	sbbq	LOCAL(r)+8(%rip), %rdx
	sbbq	LOCAL(r)+16(%rip), %rax
	sbbq	LOCAL(r)+24(%rip), %rbp
	cmovcq	%rbx, %rcx
	cmovcq	%r8, %rdx
	cmovcq	%r9, %rax
	cmovcq	%r12, %rbp
	movq	-8(%rsp), %rdi
	movq	%rcx, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rax, 16(%rdi)
	movq	%rbp, 24(%rdi)
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fr_mul)

FUNCTION(bls381_fr_sqr)
	pushq	%rbx
	pushq	%rbp
	pushq	%r12
	pushq	%r13
	pushq	%r14
	pushq	%r15
	/* t = a^2: t0 in r8, t1..t6 in r9, r10, r11, rbx, rbp, r12, t7 in rcx */
	movq	%rdi, -8(%rsp)                            /* r, to the red zone */
	movq	(%rsi), %r14                              /* a in r14, r15, r13, rsi */
	movq	8(%rsi), %r15
	movq	16(%rsi), %r13
	movq	24(%rsi), %rsi
	/* cross products a_i a_j, i < j */
	movq	%r14, %rdx
	xorl	%eax, %eax
	mulxq	%r15, %r9, %r10
	mulxq	%r13, %rax, %r11
	adcxq	%rax, %r10
	mulxq	%rsi, %rax, %rbx
	adcxq	%rax, %r11
	adcxq	LOCAL(zero)(%rip), %rbx
	movq	%r15, %rdx
	xorl	%eax, %eax
	mulxq	%r13, %rax, %rcx
	adoxq	%rax, %r11
	adcxq	%rcx, %rbx
	mulxq	%rsi, %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	LOCAL(zero)(%rip), %rbp
	adoxq	LOCAL(zero)(%rip), %rbp
	movq	%r13, %rdx
	xorl	%eax, %eax
	mulxq	%rsi, %rax, %r12
	adoxq	%rax, %rbp
	adoxq	LOCAL(zero)(%rip), %r12
	/* double the cross products (CF chain), add the squares (OF chain) */
	xorl	%eax, %eax
	movq	%r14, %rdx
	mulxq	%rdx, %rax, %rcx
	movq	%rax, %r8                                 /* t0 */
	adcxq	%r9, %r9
	adoxq	%rcx, %r9
	movq	%r15, %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r10, %r10
	adoxq	%rax, %r10
	adcxq	%r11, %r11
	adoxq	%rcx, %r11
	movq	%r13, %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%rbx, %rbx
	adoxq	%rax, %rbx
	adcxq	%rbp, %rbp
	adoxq	%rcx, %rbp
	movq	%rsi, %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r12, %r12
	adoxq	%rax, %r12
	adcxq	LOCAL(zero)(%rip), %rcx
	adoxq	LOCAL(zero)(%rip), %rcx
	movq	-8(%rsp), %rdi
	/* Montgomery reduction of t0..t3: two rounds by mt = m n0, two by m */
	movq	%r8, %rdx                                 /* round 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(rt)+8(%rip), %rax, %rsi
	adcxq	%rdx, %r9                                /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r9
	adcxq	%rsi, %r10
	mulxq	LOCAL(rt)+16(%rip), %rax, %rsi
	adoxq	%rax, %r10
	adcxq	%rsi, %r11
	mulxq	LOCAL(rt)+24(%rip), %rax, %r13
	adoxq	%rax, %r11
	adcxq	LOCAL(zero)(%rip), %r13
	mulxq	LOCAL(rt)+32(%rip), %rax, %r8
	adoxq	%rax, %r13
	adcxq	LOCAL(zero)(%rip), %r8
	adoxq	LOCAL(zero)(%rip), %r8
	movq	%r9, %rdx                                 /* round 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(rt)+8(%rip), %rax, %rsi
	adcxq	%rdx, %r10                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r10
	adcxq	%rsi, %r11
	mulxq	LOCAL(rt)+16(%rip), %rax, %rsi
	adoxq	%rax, %r11
	adcxq	%rsi, %r13
	mulxq	LOCAL(rt)+24(%rip), %rax, %rsi
	adoxq	%rax, %r13
	adcxq	%rsi, %r8
	mulxq	LOCAL(rt)+32(%rip), %rax, %r9
	adoxq	%rax, %r8
	adcxq	LOCAL(zero)(%rip), %r9
	adoxq	LOCAL(zero)(%rip), %r9
	movq	%r10, %rdx
	imulq	LOCAL(rn0)(%rip), %rdx                   /* round 2: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(r)(%rip), %rax, %rsi
	adcxq	%r10, %rax                               /* CF = (u0 != 0) */
	adoxq	%rsi, %r11
	mulxq	LOCAL(r)+8(%rip), %rax, %rsi
	adcxq	%rax, %r11
	adoxq	%rsi, %r13
	mulxq	LOCAL(r)+16(%rip), %rax, %rsi
	adcxq	%rax, %r13
	adoxq	%rsi, %r8
	mulxq	LOCAL(r)+24(%rip), %rax, %rsi
	adcxq	%rax, %r8
	adoxq	%rsi, %r9
	adcxq	LOCAL(zero)(%rip), %r9
	movq	%r11, %rdx
	imulq	LOCAL(rn0)(%rip), %rdx                   /* round 3: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(r)(%rip), %rax, %rsi
	adcxq	%r11, %rax                               /* CF = (u0 != 0) */
	adoxq	%rsi, %r13
	mulxq	LOCAL(r)+8(%rip), %rax, %rsi
	adcxq	%rax, %r13
	adoxq	%rsi, %r8
	mulxq	LOCAL(r)+16(%rip), %rax, %rsi
	adcxq	%rax, %r8
	adoxq	%rsi, %r9
	mulxq	LOCAL(r)+24(%rip), %rax, %r11
	adcxq	%rax, %r9
	adoxq	LOCAL(zero)(%rip), %r11
	adcxq	LOCAL(zero)(%rip), %r11
	/* + t4..t7: the sum is below 1.46 r (t < r^2) */
	addq	%rbx, %r13
	adcq	%rbp, %r8
	adcq	%r12, %r9
	adcq	%rcx, %r11
	movq	%r13, %rdx
	movq	%r8, %rsi
	movq	%r9, %rax
	movq	%r11, %r10
	subq	LOCAL(r)(%rip), %rdx
	sbbq	LOCAL(r)+8(%rip), %rsi
	sbbq	LOCAL(r)+16(%rip), %rax
	sbbq	LOCAL(r)+24(%rip), %r10
	cmovcq	%r13, %rdx
	cmovcq	%r8, %rsi
	cmovcq	%r9, %rax
	cmovcq	%r11, %r10
	movq	%rdx, (%rdi)
	movq	%rsi, 8(%rdi)
	movq	%rax, 16(%rdi)
	movq	%r10, 24(%rdi)
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fr_sqr)

GNU_STACK_NOTE
