/*
 * mont384x.S: BLS12-381 Fp2 = Fp[u]/(u^2 + 1) kernels for AArch64.
 *
 *   void bls381_fp2_mul(uint64_t r0[6], uint64_t r1[6],
 *                       const uint64_t a0[6], const uint64_t a1[6],
 *                       const uint64_t b0[6], const uint64_t b1[6]);
 *   void bls381_fp2_sqr(uint64_t r0[6], uint64_t r1[6],
 *                       const uint64_t a0[6], const uint64_t a1[6]);
 *   void bls381_fp2_mul_wide(uint64_t r0[12], uint64_t r1[12],
 *                            const uint64_t a0[6], const uint64_t a1[6],
 *                            const uint64_t b0[6], const uint64_t b1[6]);
 *   void bls381_fp2_sqr_wide(uint64_t r0[12], uint64_t r1[12],
 *                            const uint64_t a0[6], const uint64_t a1[6]);
 *
 * All inputs < p, in Montgomery form (R = 2^384) for the reduced kernels; fp2_mul_wide also
 * takes inputs < 2p (the unreduced sums of the Fp6 Karatsuba): its sums a0+a1, b0+b1 are then
 * below 4p < 2^383 (six limbs, no carry), |a0*b0 - a1*b1| < 4p^2 and a0*b1 + a1*b0 < 8p^2, both
 * below p*2^384 as 8p < 2^384. Exact outputs:
 *   fp2_mul_wide: r0 = a0*b0 - a1*b1, plus p*2^384 if that is negative;
 *                 r1 = a0*b1 + a1*b0, computed as (a0+a1)(b0+b1) - a0*b0 - a1*b1 (Karatsuba);
 *   fp2_sqr_wide: r0 = (a0+a1)*(a0-a1+p);  r1 = (2*a0)*a1.
 *   Each is below p*2^384. fp2_mul / fp2_sqr return the Montgomery reductions (< p) of those two
 *   values: the products stay unreduced and each call does exactly two reductions.
 *
 * Calling convention: AAPCS64 (Linux/ELF and Apple/Mach-O alike). Arguments in x0..x5, no return
 * value. Every output may alias any input: nothing is stored through r0/r1 before every input
 * limb has been read (intermediates live in the stack frame). x19..x28 are saved and restored;
 * x18 (platform register), x29 and x30 are never touched; no SIMD/FP register is used.
 * Clobbers: x0..x17 and the flags. Constant time: straight-line code, no data-dependent branch or
 * address; signs are turned into masks (SBC) and final reductions use SUBS/SBCS + CSEL.
 *
 * Instruction counts (aarch64-linux-gnu-objdump -d, prologue/epilogue included; one more with
 * -mbranch-protection, the BTI landing pad) beside the MUL/UMULH the algorithm cannot avoid:
 * 36 MUL+UMULH pairs per 6x6 schoolbook product (3 products for Karatsuba, 2 for the complex
 * squaring) plus 72 per Montgomery reduction (6 x (1 MUL for m + 5 MUL + 6 UMULH for m*p; the
 * low word of m*p[0] is implied)).
 *
 *   kernel                 instructions   MUL+UMULH executed   unavoidable (products + reductions)
 *   bls381_fp2_mul              936              360              3 x 72 + 2 x 72
 *   bls381_fp2_sqr              708              288              2 x 72 + 2 x 72
 *   bls381_fp2_mul_wide         608              216              3 x 72
 *   bls381_fp2_sqr_wide         365              144              2 x 72
 *
 * Register maps (general registers not listed are not touched):
 *   Body of bls381_fp2_mul (reduce = 1) and bls381_fp2_mul_wide (reduce = 0).
 *   Arguments: x0 = r0, x1 = r1, x2 = a0, x3 = a1, x4 = b0, x5 = b1.
 *   Register map (the three products):
 *     x2..x7    the left factor (a0+a1, a0, a1); p[0..5] afterwards
 *     x8..x17,x19,x20   the 768-bit product c[0..11]
 *     x21       b[i] during a product; the sign mask of a0*b0 - a1*b1; n0 for the reductions
 *     x22..x27  temporaries
 *     x28       input pointers reloaded from the frame; the constant table; m of the reductions
 *   Stack frame (352 bytes):
 *     [sp, #0]    x19..x28          [sp, #80]  a0, a1, b0, b1 pointers
 *     [sp, #112]  b0 + b1 (6 limbs) [sp, #160] (a0+a1)(b0+b1), then minus a1*b1 (12 limbs)
 *     [sp, #256]  a0*b0 (12 limbs)
 *
 *   Body of bls381_fp2_sqr (reduce = 1) and bls381_fp2_sqr_wide (reduce = 0).
 *   Arguments: x0 = r0, x1 = r1, x2 = a0, x3 = a1.
 *   Register map:
 *     x4..x9    a0, then 2*a0, then a0+a1 (left factors); p[0..5] for the reductions
 *     x10..x17,x19..x22  the 768-bit product c[0..11] (first a0+a1 and a0-a1+p)
 *     x23       p limbs at the start; b[i] during a product; n0 for the reductions
 *     x3        a1 pointer (the right factor of 2*a0*a1); the constant table; m
 *     x24..x28,x2  temporaries (x2 once a0 is loaded)
 *   Stack frame (176 bytes): [sp, #0] x19..x28, [sp, #80] a0+a1, [sp, #128] a0-a1+p.
 */
#include "macros.h"

	RODATA
	.p2align 4
bls381_aarch64_p384x:
	.quad	0xb9feffffffffaaab, 0x1eabfffeb153ffff, 0x6730d2a0f6b0f624
	.quad	0x64774b84f38512bf, 0x4b1ba7b6434bacd7, 0x1a0111ea397fe69a
	.quad	0x89f3fffcfffcfffd	/* n0 = -p^-1 mod 2^64 */

	.text

/* c0..c11 = [base + offa] - [base + offb] (12 limbs each, mod 2^768). Temporaries t0..t5. */
.macro WSUB_MM c0,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10,c11, base, offa, offb, t0,t1,t2,t3,t4,t5
	ldp	\t0, \t1, [\base, #(\offa)]
	ldp	\t2, \t3, [\base, #(\offb)]
	ldp	\t4, \t5, [\base, #(\offa + 16)]
	subs	\c0, \t0, \t2
	sbcs	\c1, \t1, \t3
	ldp	\t0, \t1, [\base, #(\offb + 16)]
	ldp	\t2, \t3, [\base, #(\offa + 32)]
	sbcs	\c2, \t4, \t0
	sbcs	\c3, \t5, \t1
	ldp	\t4, \t5, [\base, #(\offb + 32)]
	ldp	\t0, \t1, [\base, #(\offa + 48)]
	sbcs	\c4, \t2, \t4
	sbcs	\c5, \t3, \t5
	ldp	\t2, \t3, [\base, #(\offb + 48)]
	ldp	\t4, \t5, [\base, #(\offa + 64)]
	sbcs	\c6, \t0, \t2
	sbcs	\c7, \t1, \t3
	ldp	\t0, \t1, [\base, #(\offb + 64)]
	ldp	\t2, \t3, [\base, #(\offa + 80)]
	sbcs	\c8, \t4, \t0
	sbcs	\c9, \t5, \t1
	ldp	\t4, \t5, [\base, #(\offb + 80)]
	sbcs	\c10, \t2, \t4
	sbcs	\c11, \t3, \t5
.endm

/* c0..c11 = [base + off] - c0..c11 (mod 2^768), borrow left in the flags. Temporaries t0..t5. */
.macro WSUB_MR c0,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10,c11, base, off, t0,t1,t2,t3,t4,t5
	ldp	\t0, \t1, [\base, #(\off)]
	ldp	\t2, \t3, [\base, #(\off + 16)]
	ldp	\t4, \t5, [\base, #(\off + 32)]
	subs	\c0, \t0, \c0
	sbcs	\c1, \t1, \c1
	sbcs	\c2, \t2, \c2
	sbcs	\c3, \t3, \c3
	sbcs	\c4, \t4, \c4
	sbcs	\c5, \t5, \c5
	ldp	\t0, \t1, [\base, #(\off + 48)]
	ldp	\t2, \t3, [\base, #(\off + 64)]
	ldp	\t4, \t5, [\base, #(\off + 80)]
	sbcs	\c6, \t0, \c6
	sbcs	\c7, \t1, \c7
	sbcs	\c8, \t2, \c8
	sbcs	\c9, \t3, \c9
	sbcs	\c10, \t4, \c10
	sbcs	\c11, \t5, \c11
.endm

/* [base + off] -= c0..c11 (mod 2^768). Temporaries t0..t5. */
.macro WSUB_RM c0,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10,c11, base, off, t0,t1,t2,t3,t4,t5
	ldp	\t0, \t1, [\base, #(\off)]
	ldp	\t2, \t3, [\base, #(\off + 16)]
	ldp	\t4, \t5, [\base, #(\off + 32)]
	subs	\t0, \t0, \c0
	sbcs	\t1, \t1, \c1
	sbcs	\t2, \t2, \c2
	sbcs	\t3, \t3, \c3
	sbcs	\t4, \t4, \c4
	sbcs	\t5, \t5, \c5
	stp	\t0, \t1, [\base, #(\off)]
	stp	\t2, \t3, [\base, #(\off + 16)]
	stp	\t4, \t5, [\base, #(\off + 32)]
	ldp	\t0, \t1, [\base, #(\off + 48)]
	ldp	\t2, \t3, [\base, #(\off + 64)]
	ldp	\t4, \t5, [\base, #(\off + 80)]
	sbcs	\t0, \t0, \c6
	sbcs	\t1, \t1, \c7
	sbcs	\t2, \t2, \c8
	sbcs	\t3, \t3, \c9
	sbcs	\t4, \t4, \c10
	sbcs	\t5, \t5, \c11
	stp	\t0, \t1, [\base, #(\off + 48)]
	stp	\t2, \t3, [\base, #(\off + 64)]
	stp	\t4, \t5, [\base, #(\off + 80)]
.endm

/* bls381_fp2_mul / bls381_fp2_mul_wide: register map and stack frame in the file header. */
#define A6	x2,x3,x4,x5,x6,x7
#define C12	x8,x9,x10,x11,x12,x13,x14,x15,x16,x17,x19,x20
#define TMP6	x22,x23,x24,x25,x26,x27
.macro FP2_MUL_BODY reduce
	stp	x19, x20, [sp, #-352]!
	stp	x21, x22, [sp, #16]
	stp	x23, x24, [sp, #32]
	stp	x25, x26, [sp, #48]
	stp	x27, x28, [sp, #64]
	stp	x2, x3, [sp, #80]
	stp	x4, x5, [sp, #96]
	/* b0 + b1 < 4p < 2^383 (inputs < 2p): no carry out */
	LD6	x6,x7,x8,x9,x10,x11, x4, 0
	LD6	x12,x13,x14,x15,x16,x17, x5, 0
	ADD6	x6,x7,x8,x9,x10,x11, x6,x7,x8,x9,x10,x11, x12,x13,x14,x15,x16,x17
	ST6	x6,x7,x8,x9,x10,x11, sp, 112
	/* a0 + a1 */
	LD6	x8,x9,x10,x11,x12,x13, x2, 0
	LD6	x14,x15,x16,x17,x19,x20, x3, 0
	ADD6	A6, x8,x9,x10,x11,x12,x13, x14,x15,x16,x17,x19,x20
	/* (a0+a1)(b0+b1) */
	MUL_6x6	C12, A6, sp, 112, x21, TMP6
	ST12	C12, sp, 160
	/* a0*b0 */
	ldr	x28, [sp, #80]
	LD6	A6, x28, 0
	ldr	x28, [sp, #96]
	MUL_6x6	C12, A6, x28, 0, x21, TMP6
	ST12	C12, sp, 256
	/* a1*b1: the last reads of the inputs */
	ldr	x28, [sp, #88]
	LD6	A6, x28, 0
	ldr	x28, [sp, #104]
	MUL_6x6	C12, A6, x28, 0, x21, TMP6
	/* [sp+160] = (a0+a1)(b0+b1) - a1*b1 >= 0 */
	WSUB_RM	C12, sp, 160, TMP6
	/* c = a0*b0 - a1*b1 mod 2^768; mask = all ones if it borrowed */
	WSUB_MR	C12, sp, 256, TMP6
	sbc	x21, xzr, xzr
	LOAD_ADDR x28, bls381_aarch64_p384x
	LD6	A6, x28, 0
	and	x22, x2, x21
	and	x23, x3, x21
	and	x24, x4, x21
	and	x25, x5, x21
	and	x26, x6, x21
	and	x27, x7, x21
	/* + p*2^384 when negative (the carry out is the wrap of the two's complement) */
	adds	x14, x14, x22
	adcs	x15, x15, x23
	adcs	x16, x16, x24
	adcs	x17, x17, x25
	adcs	x19, x19, x26
	adc	x20, x20, x27
.if \reduce
	ldr	x21, [x28, #48]
	REDC12	C12, A6, x21, x28, TMP6
	ST6	x8,x9,x10,x11,x12,x13, x0, 0
.else
	ST12	C12, x0, 0
.endif
	/* r1 = (a0+a1)(b0+b1) - a1*b1 - a0*b0 */
	WSUB_MM	C12, sp, 160, 256, TMP6
.if \reduce
	REDC12	C12, A6, x21, x28, TMP6
	ST6	x8,x9,x10,x11,x12,x13, x1, 0
.else
	ST12	C12, x1, 0
.endif
	ldp	x21, x22, [sp, #16]
	ldp	x23, x24, [sp, #32]
	ldp	x25, x26, [sp, #48]
	ldp	x27, x28, [sp, #64]
	ldp	x19, x20, [sp], #352
	ret
.endm

	.p2align 4
	FUNC_GLOBAL(bls381_fp2_mul)
	FUNC_TYPE(bls381_fp2_mul)
SYM(bls381_fp2_mul):
	FUNC_ENTRY
	FP2_MUL_BODY 1
	FUNC_SIZE(bls381_fp2_mul)

	.p2align 4
	FUNC_GLOBAL(bls381_fp2_mul_wide)
	FUNC_TYPE(bls381_fp2_mul_wide)
SYM(bls381_fp2_mul_wide):
	FUNC_ENTRY
	FP2_MUL_BODY 0
	FUNC_SIZE(bls381_fp2_mul_wide)
#undef A6
#undef C12
#undef TMP6

/* bls381_fp2_sqr / bls381_fp2_sqr_wide: register map and stack frame in the file header. */
#define A6	x4,x5,x6,x7,x8,x9
#define C12	x10,x11,x12,x13,x14,x15,x16,x17,x19,x20,x21,x22
#define CLO6	x10,x11,x12,x13,x14,x15
#define CHI6	x16,x17,x19,x20,x21,x22
#define TMP6	x24,x25,x26,x27,x28,x2
.macro FP2_SQR_BODY reduce
	stp	x19, x20, [sp, #-176]!
	stp	x21, x22, [sp, #16]
	stp	x23, x24, [sp, #32]
	stp	x25, x26, [sp, #48]
	stp	x27, x28, [sp, #64]
	LD6	A6, x2, 0
	LD6	CHI6, x3, 0
	ADD6	CLO6, A6, CHI6			/* a0 + a1 < 2p */
	SUB6	CHI6, A6, CHI6			/* a0 - a1 mod 2^384 */
	LOAD_ADDR x2, bls381_aarch64_p384x
	LD6	x23,x24,x25,x26,x27,x28, x2, 0
	ADD6	CHI6, CHI6, x23,x24,x25,x26,x27,x28	/* a0 - a1 + p, in (0, 2p) */
	ST6	CLO6, sp, 80
	ST6	CHI6, sp, 128
	ADD6	A6, A6, A6			/* 2*a0 < 2p */
	/* (2*a0)*a1: the last reads of the inputs */
	MUL_6x6	C12, A6, x3, 0, x23, TMP6
.if \reduce
	LOAD_ADDR x3, bls381_aarch64_p384x
	LD6	A6, x3, 0
	ldr	x23, [x3, #48]
	REDC12	C12, A6, x23, x3, TMP6
	ST6	CLO6, x1, 0
.else
	ST12	C12, x1, 0
.endif
	/* (a0+a1)*(a0-a1+p) */
	LD6	A6, sp, 80
	MUL_6x6	C12, A6, sp, 128, x23, TMP6
.if \reduce
	LOAD_ADDR x3, bls381_aarch64_p384x
	LD6	A6, x3, 0
	ldr	x23, [x3, #48]
	REDC12	C12, A6, x23, x3, TMP6
	ST6	CLO6, x0, 0
.else
	ST12	C12, x0, 0
.endif
	ldp	x21, x22, [sp, #16]
	ldp	x23, x24, [sp, #32]
	ldp	x25, x26, [sp, #48]
	ldp	x27, x28, [sp, #64]
	ldp	x19, x20, [sp], #176
	ret
.endm

	.p2align 4
	FUNC_GLOBAL(bls381_fp2_sqr)
	FUNC_TYPE(bls381_fp2_sqr)
SYM(bls381_fp2_sqr):
	FUNC_ENTRY
	FP2_SQR_BODY 1
	FUNC_SIZE(bls381_fp2_sqr)

	.p2align 4
	FUNC_GLOBAL(bls381_fp2_sqr_wide)
	FUNC_TYPE(bls381_fp2_sqr_wide)
SYM(bls381_fp2_sqr_wide):
	FUNC_ENTRY
	FP2_SQR_BODY 0
	FUNC_SIZE(bls381_fp2_sqr_wide)
#undef A6
#undef C12
#undef CLO6
#undef CHI6
#undef TMP6
