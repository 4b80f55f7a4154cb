/*
 * mont256.S: BLS12-381 scalar field Fr kernels for x86_64 (MULX/ADCX/ADOX).
 *
 *   r  = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001
 *   n0 = -r^-1 mod 2^64 = 0xfffffffeffffffff, R = 2^256. Limbs are little-endian uint64_t.
 *
 * C equivalents
 *   bls381_fr_mul (register convention: a and r in rdi, rsi, r8, r9, b's pointer in rcx)
 *       a, b < r: r = a b R^-1 mod r, fully reduced.
 *   bls381_fr_sqr (register convention: a and r in rdi, rsi, r8, r9)
 *       a < r: r = a^2 R^-1 mod r, fully reduced.
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
 *   fr_mul       row i adds a b[i] (rdx = b[i]; a in rdi, rsi, r8, r9, where it arrives; b
 *                pointer in rcx). Rows 0 and 1 are interleaved with reductions by u0
 *                (mt; mt is close to 2^64 r here, so at most two mt rounds keep the result below
 *                2r); rows 2 and 3 then go into a 6-word accumulator, reduced by one two-word
 *                round: m = (u0 + u1 2^64) n0' mod 2^128 (n0' = -r^-1 mod 2^128; one MULX and
 *                two IMUL side by side, LOCAL(rn2) = limb 1 of n0'), m r added as two rows.
 *                Below 1.45 r. Accumulator in r10, r11, rbx, r12, r14, r15; rax/rbp MULX
 *                halves; r13 zero.
 *   fr_sqr       a in rdi, rsi, r8, r9, where it arrives; cross products once, doubled, plus
 *                the squares (10 MULX): word 0 in r14, words 1..6 in r10, r11, rbx, rbp, r12,
 *                r13, word 7 in rcx; then the reduction of words 0..3 (two mt rounds, two m
 *                rounds, r15 spare) and + words 4..7: below
 *                1.46 r. Carry-ins of zero from LOCAL(zero).
 *
 * Instruction counts (static = executed: no branches) and multiplications
 *   kernel                 instrs   MULX  IMUL   schoolbook count (MULX-equivalents)
 *   bls381_fr_mul             152     33     2   16 + 20 = 36
 *   bls381_fr_sqr             139     26     2   10 + 20 = 30
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
	/* rows 0 and 1 interleaved with two reductions by mt = m n0 */
	movq	(%rcx), %rdx                              /* row 0: acc += a b[0] */
	xorl	%r13d, %r13d                              /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	%rdi, %r10, %r11
	mulxq	%rsi, %rax, %rbx
	adcxq	%rax, %r11
	mulxq	%r8, %rax, %r12
	adcxq	%rax, %rbx
	mulxq	%r9, %rax, %r14
	adcxq	%rax, %r12
	adcxq	%r13, %r14
	movq	%r10, %rdx                                /* reduction 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r13d, %r13d                              /* fresh flags: do not wait for the row's carry chains */
	mulxq	LOCAL(rt)+8(%rip), %rax, %rbp
	adcxq	%rdx, %r11                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r11
	adcxq	%rbp, %rbx
	mulxq	LOCAL(rt)+16(%rip), %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%rbp, %r12
	mulxq	LOCAL(rt)+24(%rip), %rax, %rbp
	adoxq	%rax, %r12
	adcxq	%rbp, %r14
	mulxq	LOCAL(rt)+32(%rip), %rax, %r10
	adoxq	%rax, %r14
	adcxq	%r13, %r10
	adoxq	%r13, %r10
	movq	8(%rcx), %rdx                             /* row 1: acc += a b[1] */
	xorl	%r13d, %r13d                              /* CF = OF = 0, and no dependency on earlier flags */
	mulxq	%rdi, %rax, %rbp
	adoxq	%rax, %r11
	adcxq	%rbp, %rbx
	mulxq	%rsi, %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%rbp, %r12
	mulxq	%r8, %rax, %rbp
	adoxq	%rax, %r12
	adcxq	%rbp, %r14
	mulxq	%r9, %rax, %rbp
	adoxq	%rax, %r14
	adcxq	%rbp, %r10
	adoxq	%r13, %r10
	movq	%r11, %rdx                                /* reduction 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%r13d, %r13d                              /* fresh flags: do not wait for the row's carry chains */
	mulxq	LOCAL(rt)+8(%rip), %rax, %rbp
	adcxq	%rdx, %rbx                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %rbx
	adcxq	%rbp, %r12
	mulxq	LOCAL(rt)+16(%rip), %rax, %rbp
	adoxq	%rax, %r12
	adcxq	%rbp, %r14
	mulxq	LOCAL(rt)+24(%rip), %rax, %rbp
	adoxq	%rax, %r14
	adcxq	%rbp, %r10
	mulxq	LOCAL(rt)+32(%rip), %rax, %r11
	adoxq	%rax, %r10
	adcxq	%r13, %r11
	adoxq	%r13, %r11
	/* row 2 into the five words */
	movq	16(%rcx), %rdx
	xorl	%r13d, %r13d
	mulxq	%rdi, %rax, %rbp
	adoxq	%rax, %rbx
	adcxq	%rbp, %r12
	mulxq	%rsi, %rax, %rbp
	adoxq	%rax, %r12
	adcxq	%rbp, %r14
	mulxq	%r8, %rax, %rbp
	adoxq	%rax, %r14
	adcxq	%rbp, %r10
	mulxq	%r9, %rax, %rbp
	adoxq	%rax, %r10
	adcxq	%rbp, %r11
	adoxq	%r13, %r11
	/* row 3, one word up, into a sixth word */
	movq	24(%rcx), %rdx
	xorl	%r13d, %r13d
	mulxq	%rdi, %rax, %rbp
	adoxq	%rax, %r12
	adcxq	%rbp, %r14
	mulxq	%rsi, %rax, %rbp
	adoxq	%rax, %r14
	adcxq	%rbp, %r10
	mulxq	%r8, %rax, %rbp
	adoxq	%rax, %r10
	adcxq	%rbp, %r11
	mulxq	%r9, %rax, %r15
	adoxq	%rax, %r11
	adcxq	%r13, %r15
	adoxq	%r13, %r15
	/* two-word reduction: m = (u0 + u1 2^64) n0' mod 2^128, n0' = -r^-1 mod 2^128 */
	movq	%rbx, %rdx
	mulxq	LOCAL(rn0)(%rip), %rdi, %rsi             /* m0 = lo(u0 n0'0); hi(u0 n0'0) */
	movq	%rbx, %r8
	imulq	LOCAL(rn2)(%rip), %r8                    /* lo(u0 n0'1) */
	movq	%r12, %r9
	imulq	LOCAL(rn0)(%rip), %r9                    /* lo(u1 n0'0) */
	addq	%r8, %rsi
	addq	%r9, %rsi                                 /* m1 = hi(u0 n0'0) + lo(u0 n0'1) + lo(u1 n0'0) */
	movq	%rdi, %rdx                                /* acc += m0 r */
	xorl	%r13d, %r13d
	mulxq	LOCAL(r)(%rip), %rax, %rbp
	adcxq	%rbx, %rax                               /* CF = (u0 != 0) */
	adoxq	%rbp, %r12
	mulxq	LOCAL(r)+8(%rip), %rax, %rbp
	adcxq	%rax, %r12
	adoxq	%rbp, %r14
	mulxq	LOCAL(r)+16(%rip), %rax, %rbp
	adcxq	%rax, %r14
	adoxq	%rbp, %r10
	mulxq	LOCAL(r)+24(%rip), %rax, %rbp
	adcxq	%rax, %r10
	adoxq	%rbp, %r11
	adcxq	%r13, %r11
	adcxq	%r13, %r15
	adoxq	%r13, %r15
	movq	%rsi, %rdx                                /* acc += m1 r 2^64 */
	xorl	%r13d, %r13d
	mulxq	LOCAL(r)(%rip), %rax, %rbp
	adcxq	%r12, %rax                               /* CF = (word 1 != 0) */
	adoxq	%rbp, %r14
	mulxq	LOCAL(r)+8(%rip), %rax, %rbp
	adcxq	%rax, %r14
	adoxq	%rbp, %r10
	mulxq	LOCAL(r)+16(%rip), %rax, %rbp
	adcxq	%rax, %r10
	adoxq	%rbp, %r11
	mulxq	LOCAL(r)+24(%rip), %rax, %rbp
	adcxq	%rax, %r11
	adoxq	%rbp, %r15
	adcxq	%r13, %r15
	/* result below 1.45 r: one conditional subtraction, into a's registers */
	movq	%r14, %rdi
	movq	%r10, %rsi
	movq	%r11, %r8
	movq	%r15, %r9
	subq	LOCAL(r)(%rip), %rdi
	sbbq	LOCAL(r)+8(%rip), %rsi
	sbbq	LOCAL(r)+16(%rip), %r8
	sbbq	LOCAL(r)+24(%rip), %r9
	cmovcq	%r14, %rdi
	cmovcq	%r10, %rsi
	cmovcq	%r11, %r8
	cmovcq	%r15, %r9
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
	/* t = a^2 (a in rdi, rsi, r8, r9): t0 in r14, t1..t6 in r10, r11, rbx, rbp, r12, r13, t7 in rcx */
	/* cross products a_i a_j, i < j */
	movq	%rdi, %rdx
	xorl	%eax, %eax
	mulxq	%rsi, %r10, %r11
	mulxq	%r8, %rax, %rbx
	adcxq	%rax, %r11
	mulxq	%r9, %rax, %rbp
	adcxq	%rax, %rbx
	adcxq	LOCAL(zero)(%rip), %rbp
	movq	%rsi, %rdx
	xorl	%eax, %eax
	mulxq	%r8, %rax, %rcx
	adoxq	%rax, %rbx
	adcxq	%rcx, %rbp
	mulxq	%r9, %rax, %r12
	adoxq	%rax, %rbp
	adcxq	LOCAL(zero)(%rip), %r12
	adoxq	LOCAL(zero)(%rip), %r12
	movq	%r8, %rdx
	xorl	%eax, %eax
	mulxq	%r9, %rax, %r13
	adoxq	%rax, %r12
	adoxq	LOCAL(zero)(%rip), %r13
	/* double the cross products (CF chain), add the squares (OF chain) */
	xorl	%eax, %eax
	movq	%rdi, %rdx
	mulxq	%rdx, %rax, %rcx
	movq	%rax, %r14                                /* t0 */
	adcxq	%r10, %r10
	adoxq	%rcx, %r10
	movq	%rsi, %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r11, %r11
	adoxq	%rax, %r11
	adcxq	%rbx, %rbx
	adoxq	%rcx, %rbx
	movq	%r8, %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%rbp, %rbp
	adoxq	%rax, %rbp
	adcxq	%r12, %r12
	adoxq	%rcx, %r12
	movq	%r9, %rdx
	mulxq	%rdx, %rax, %rcx
	adcxq	%r13, %r13
	adoxq	%rax, %r13
	adcxq	LOCAL(zero)(%rip), %rcx
	adoxq	LOCAL(zero)(%rip), %rcx
	/* Montgomery reduction of t0..t3: two rounds by mt = m n0, two by m */
	movq	%r14, %rdx                                /* round 0: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(rt)+8(%rip), %rax, %rdi
	adcxq	%rdx, %r10                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r10
	adcxq	%rdi, %r11
	mulxq	LOCAL(rt)+16(%rip), %rax, %rdi
	adoxq	%rax, %r11
	adcxq	%rdi, %rbx
	mulxq	LOCAL(rt)+24(%rip), %rax, %r15
	adoxq	%rax, %rbx
	adcxq	LOCAL(zero)(%rip), %r15
	mulxq	LOCAL(rt)+32(%rip), %rax, %r14
	adoxq	%rax, %r15
	adcxq	LOCAL(zero)(%rip), %r14
	adoxq	LOCAL(zero)(%rip), %r14
	movq	%r10, %rdx                                /* round 1: multiplier u0 (mt = -1 mod 2^64) */
	xorl	%eax, %eax
	mulxq	LOCAL(rt)+8(%rip), %rax, %rdi
	adcxq	%rdx, %r11                               /* hi(u0 mt0) + (u0 != 0) = u0 */
	adoxq	%rax, %r11
	adcxq	%rdi, %rbx
	mulxq	LOCAL(rt)+16(%rip), %rax, %rdi
	adoxq	%rax, %rbx
	adcxq	%rdi, %r15
	mulxq	LOCAL(rt)+24(%rip), %rax, %rdi
	adoxq	%rax, %r15
	adcxq	%rdi, %r14
	mulxq	LOCAL(rt)+32(%rip), %rax, %r10
	adoxq	%rax, %r14
	adcxq	LOCAL(zero)(%rip), %r10
	adoxq	LOCAL(zero)(%rip), %r10
	movq	%r11, %rdx
	imulq	LOCAL(rn0)(%rip), %rdx                   /* round 2: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(r)(%rip), %rax, %rdi
	adcxq	%r11, %rax                               /* CF = (u0 != 0) */
	adoxq	%rdi, %rbx
	mulxq	LOCAL(r)+8(%rip), %rax, %rdi
	adcxq	%rax, %rbx
	adoxq	%rdi, %r15
	mulxq	LOCAL(r)+16(%rip), %rax, %rdi
	adcxq	%rax, %r15
	adoxq	%rdi, %r14
	mulxq	LOCAL(r)+24(%rip), %rax, %rdi
	adcxq	%rax, %r14
	adoxq	%rdi, %r10
	adcxq	LOCAL(zero)(%rip), %r10
	movq	%rbx, %rdx
	imulq	LOCAL(rn0)(%rip), %rdx                   /* round 3: m = u0 n0 (imul clobbers CF, OF) */
	xorl	%eax, %eax
	mulxq	LOCAL(r)(%rip), %rax, %rdi
	adcxq	%rbx, %rax                               /* CF = (u0 != 0) */
	adoxq	%rdi, %r15
	mulxq	LOCAL(r)+8(%rip), %rax, %rdi
	adcxq	%rax, %r15
	adoxq	%rdi, %r14
	mulxq	LOCAL(r)+16(%rip), %rax, %rdi
	adcxq	%rax, %r14
	adoxq	%rdi, %r10
	mulxq	LOCAL(r)+24(%rip), %rax, %rbx
	adcxq	%rax, %r10
	adoxq	LOCAL(zero)(%rip), %rbx
	adcxq	LOCAL(zero)(%rip), %rbx
	/* + t4..t7: the sum is below 1.46 r (t < r^2) */
	addq	%rbp, %r15
	adcq	%r12, %r14
	adcq	%r13, %r10
	adcq	%rcx, %rbx
	movq	%r15, %rdi
	movq	%r14, %rsi
	movq	%r10, %r8
	movq	%rbx, %r9
	subq	LOCAL(r)(%rip), %rdi
	sbbq	LOCAL(r)+8(%rip), %rsi
	sbbq	LOCAL(r)+16(%rip), %r8
	sbbq	LOCAL(r)+24(%rip), %r9
	cmovcq	%r15, %rdi
	cmovcq	%r14, %rsi
	cmovcq	%r10, %r8
	cmovcq	%rbx, %r9
	popq	%r15
	popq	%r14
	popq	%r13
	popq	%r12
	popq	%rbp
	popq	%rbx
	ret
END_FUNCTION(bls381_fr_sqr)

GNU_STACK_NOTE
