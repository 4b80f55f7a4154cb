/*
 * mont384.S: BLS12-381 base field (Fp, 6 x 64-bit limbs) kernels for AArch64.
 *
 *   void bls381_fp_mul(uint64_t r[6], const uint64_t a[6], const uint64_t b[6]);
 *   void bls381_fp_sqr(uint64_t r[6], const uint64_t a[6]);
 *   void bls381_fp_mul_wide(uint64_t r[12], const uint64_t a[6], const uint64_t b[6]);
 *   void bls381_fp_sqr_wide(uint64_t r[12], const uint64_t a[6]);
 *   void bls381_fp_redc(uint64_t r[6], const uint64_t t[12]);
 *
 * Limbs little-endian. p = 0x1a0111ea397fe69a...b9feffffffffaaab (381 bits), R = 2^384,
 * n0 = -p^-1 mod 2^64 = 0x89f3fffcfffcfffd.
 *   fp_mul, fp_sqr:  a, b < p  ->  r = a*b*R^-1 mod p, fully reduced (< p).
 *   fp_mul_wide:     the exact 768-bit product of any two 384-bit integers.
 *   fp_sqr_wide:     the exact 768-bit square of any 384-bit integer.
 *   fp_redc:         t < p*R  ->  r = t*R^-1 mod p, fully reduced.
 *
 * Calling convention: AAPCS64 (Linux/ELF and Apple/Mach-O alike). Arguments in x0..x2, no return
 * value. Every output may alias any input: all inputs are read before the first store. Callee-
 * saved x19..x28 are saved on the stack and restored when used; x18 (platform register), x29 and
 * x30 are never touched; no SIMD/FP register is used. Clobbers: x0..x17 and the flags.
 * Constant time: straight-line code, no data-dependent branch or address; the final reduction
 * is SUBS/SBCS + CSEL.
 *
 * Algorithms:
 *   fp_mul: CIOS, one row a*b[i] (MULADD_ROW6) then one reduction step (REDC_STEP6) per limb
 *     of b, on a running value t kept in 7 rotating registers. With t < 2p on entry to a row,
 *     t + a*b[i] < (2^64+1)p and t + a*b[i] + m*p < 2^65 p < 2^447: the 7th limb never carries
 *     into an 8th, and the shifted result is again < 2p < 2^382 in 6 limbs. This is the
 *     "no-carry" CIOS (Botrel-El Housni, ePrint 2022/1400): it holds because p's top limb
 *     0x1a0111ea397fe69a is below 2^63 - 1, and it saves the two extra carry words of textbook
 *     CIOS. One CSUB6 at the end.
 *   fp_sqr: dedicated squaring (15 cross products computed once and doubled, plus 6 squares),
 *     then the Montgomery reduction of the 12-limb square in registers (REDC12).
 *   fp_redc: REDC_LO6 reduces the low half alone to u <= p, then u + t_hi < 2p and one CSUB6.
 *   The low word of m*p[0] is never multiplied out (see REDC_STEP6 in macros.h).
 *
 * Instruction counts (aarch64-linux-gnu-objdump -d, prologue/epilogue included; one more with
 * -mbranch-protection, the BTI landing pad) beside the MUL/UMULH the algorithm cannot avoid: the schoolbook product's MUL+UMULH pairs
 * (36 for a product, 21 for a square) plus, per reduction, 6 x (1 MUL for m + 5 MUL + 6 UMULH
 * for m*p) = 72.
 *
 *   kernel              instructions   MUL+UMULH executed   unavoidable (product + reduction)
 *   bls381_fp_mul            336             144                  72 + 72
 *   bls381_fp_sqr            284             114                  42 + 72
 *   bls381_fp_mul_wide       172              72                  72
 *   bls381_fp_sqr_wide       112              42                  42
 *   bls381_fp_redc           188              72                   0 + 72
 *
 * Register maps (general registers not listed are not touched):
 *   bls381_fp_mul(r = x0, a = x1, b = x2)
 *   Register map:
 *     x3..x8    a[0..5]                 x9..x14   p[0..5]          x15  n0
 *     x16,x17,x19..x23   t, 7 limbs rotating one register per row (t[0] of row i is the
 *                        (i mod 7)-th of that list)
 *     x24       b[i], then m of the same row
 *     x0,x1,x25..x28  temporaries (r is kept at [sp, #80] meanwhile)
 *   Stack: 96 bytes (x19..x28, r).
 *
 *   bls381_fp_sqr(r = x0, a = x1)
 *   Register map:
 *     x2..x7    a[0..5], then p[0..5] for the reduction
 *     x8..x17,x19,x20   the 12-limb square c[0..11]; the result ends in c[0..5] = x8..x13
 *     x26       n0          x27  m
 *     x1,x21..x25  temporaries
 *   Stack: 80 bytes (x19..x27).
 *
 *   bls381_fp_mul_wide(r = x0, a = x1, b = x2)
 *   Register map:
 *     x3..x8    a[0..5]
 *     x9..x17,x19..x21  the product c[0..11]
 *     x22       b[i]
 *     x1,x23..x27  temporaries
 *   Stack: 80 bytes (x19..x27).
 *
 *   bls381_fp_sqr_wide(r = x0, a = x1)
 *   Register map:
 *     x2..x7    a[0..5]
 *     x8..x17,x19,x20   the square c[0..11]
 *     x1,x21..x25  temporaries
 *   Stack: 64 bytes (x19..x25).
 *
 *   bls381_fp_redc(r = x0, t = x1)
 *   Register map:
 *     x2..x7    t[0..5], reduced in place (rotating) to u <= p; then u + t[6..11]
 *     x8..x13   p[0..5]          x14  n0          x15  m
 *     x16,x17,x19..x22  temporaries; then t[6..11]; then the CSUB6 temporaries
 *   Stack: 32 bytes (x19..x22).
 */
#include "macros.h"

	RODATA
	.p2align 4
bls381_aarch64_p384:
	.quad	0xb9feffffffffaaab, 0x1eabfffeb153ffff, 0x6730d2a0f6b0f624
	.quad	0x64774b84f38512bf, 0x4b1ba7b6434bacd7, 0x1a0111ea397fe69a
	.quad	0x89f3fffcfffcfffd	/* n0 = -p^-1 mod 2^64 */

	.text

/* bls381_fp_mul(r = x0, a = x1, b = x2): register map and stack frame in the file header. */
#define A6	x3,x4,x5,x6,x7,x8
#define P6	x9,x10,x11,x12,x13,x14
#define TMP6	x0,x1,x25,x26,x27,x28
#define TMP5	x0,x1,x25,x26,x27
	.p2align 4
	FUNC_GLOBAL(bls381_fp_mul)
	FUNC_TYPE(bls381_fp_mul)
SYM(bls381_fp_mul):
	FUNC_ENTRY
	stp	x19, x20, [sp, #-96]!
	stp	x21, x22, [sp, #16]
	stp	x23, x24, [sp, #32]
	stp	x25, x26, [sp, #48]
	stp	x27, x28, [sp, #64]
	str	x0, [sp, #80]
	LD6	A6, x1, 0
	LOAD_ADDR x1, bls381_aarch64_p384
	LD6	P6, x1, 0
	ldr	x15, [x1, #48]

	ldr	x24, [x2]
	MUL_ROW6    x16,x17,x19,x20,x21,x22,x23, A6, x24, TMP5
	REDC_STEP6  x16,x17,x19,x20,x21,x22,x23, x23, P6, x15, x24, TMP6
	ldr	x24, [x2, #8]
	MULADD_ROW6 x17,x19,x20,x21,x22,x23,x16, A6, x24, TMP6
	REDC_STEP6  x17,x19,x20,x21,x22,x23,x16, x16, P6, x15, x24, TMP6
	ldr	x24, [x2, #16]
	MULADD_ROW6 x19,x20,x21,x22,x23,x16,x17, A6, x24, TMP6
	REDC_STEP6  x19,x20,x21,x22,x23,x16,x17, x17, P6, x15, x24, TMP6
	ldr	x24, [x2, #24]
	MULADD_ROW6 x20,x21,x22,x23,x16,x17,x19, A6, x24, TMP6
	REDC_STEP6  x20,x21,x22,x23,x16,x17,x19, x19, P6, x15, x24, TMP6
	ldr	x24, [x2, #32]
	MULADD_ROW6 x21,x22,x23,x16,x17,x19,x20, A6, x24, TMP6
	REDC_STEP6  x21,x22,x23,x16,x17,x19,x20, x20, P6, x15, x24, TMP6
	ldr	x24, [x2, #40]
	MULADD_ROW6 x22,x23,x16,x17,x19,x20,x21, A6, x24, TMP6
	REDC_STEP6  x22,x23,x16,x17,x19,x20,x21, x21, P6, x15, x24, TMP6
	/* t = x23,x16,x17,x19,x20,x21 < 2p */
	CSUB6	x23,x16,x17,x19,x20,x21, P6, TMP6
	ldr	x0, [sp, #80]
	ST6	x23,x16,x17,x19,x20,x21, x0, 0

	ldp	x21, x22, [sp, #16]
	ldp	x23, x24, [sp, #32]
	ldp	x25, x26, [sp, #48]
	ldp	x27, x28, [sp, #64]
	ldp	x19, x20, [sp], #96
	ret
	FUNC_SIZE(bls381_fp_mul)
#undef A6
#undef P6
#undef TMP6
#undef TMP5

/* bls381_fp_sqr(r = x0, a = x1): register map and stack frame in the file header. */
#define A6	x2,x3,x4,x5,x6,x7
#define C12	x8,x9,x10,x11,x12,x13,x14,x15,x16,x17,x19,x20
#define TMP6	x1,x21,x22,x23,x24,x25
	.p2align 4
	FUNC_GLOBAL(bls381_fp_sqr)
	FUNC_TYPE(bls381_fp_sqr)
SYM(bls381_fp_sqr):
	FUNC_ENTRY
	stp	x19, x20, [sp, #-80]!
	stp	x21, x22, [sp, #16]
	stp	x23, x24, [sp, #32]
	stp	x25, x26, [sp, #48]
	str	x27, [sp, #64]
	LD6	A6, x1, 0
	SQR_6x6	C12, A6, TMP6
	LOAD_ADDR x1, bls381_aarch64_p384
	LD6	A6, x1, 0
	ldr	x26, [x1, #48]
	REDC12	C12, A6, x26, x27, TMP6
	ST6	x8,x9,x10,x11,x12,x13, x0, 0

	ldp	x21, x22, [sp, #16]
	ldp	x23, x24, [sp, #32]
	ldp	x25, x26, [sp, #48]
	ldr	x27, [sp, #64]
	ldp	x19, x20, [sp], #80
	ret
	FUNC_SIZE(bls381_fp_sqr)
#undef A6
#undef C12
#undef TMP6

/* bls381_fp_mul_wide(r = x0, a = x1, b = x2): register map and stack frame in the file header. */
#define A6	x3,x4,x5,x6,x7,x8
#define C12	x9,x10,x11,x12,x13,x14,x15,x16,x17,x19,x20,x21
#define TMP6	x1,x23,x24,x25,x26,x27
	.p2align 4
	FUNC_GLOBAL(bls381_fp_mul_wide)
	FUNC_TYPE(bls381_fp_mul_wide)
SYM(bls381_fp_mul_wide):
	FUNC_ENTRY
	stp	x19, x20, [sp, #-80]!
	stp	x21, x22, [sp, #16]
	stp	x23, x24, [sp, #32]
	stp	x25, x26, [sp, #48]
	str	x27, [sp, #64]
	LD6	A6, x1, 0
	MUL_6x6	C12, A6, x2, 0, x22, TMP6
	ST12	C12, x0, 0

	ldp	x21, x22, [sp, #16]
	ldp	x23, x24, [sp, #32]
	ldp	x25, x26, [sp, #48]
	ldr	x27, [sp, #64]
	ldp	x19, x20, [sp], #80
	ret
	FUNC_SIZE(bls381_fp_mul_wide)
#undef A6
#undef C12
#undef TMP6

/* bls381_fp_sqr_wide(r = x0, a = x1): register map and stack frame in the file header. */
#define A6	x2,x3,x4,x5,x6,x7
#define C12	x8,x9,x10,x11,x12,x13,x14,x15,x16,x17,x19,x20
#define TMP6	x1,x21,x22,x23,x24,x25
	.p2align 4
	FUNC_GLOBAL(bls381_fp_sqr_wide)
	FUNC_TYPE(bls381_fp_sqr_wide)
SYM(bls381_fp_sqr_wide):
	FUNC_ENTRY
	stp	x19, x20, [sp, #-64]!
	stp	x21, x22, [sp, #16]
	stp	x23, x24, [sp, #32]
	str	x25, [sp, #48]
	LD6	A6, x1, 0
	SQR_6x6	C12, A6, TMP6
	ST12	C12, x0, 0

	ldp	x21, x22, [sp, #16]
	ldp	x23, x24, [sp, #32]
	ldr	x25, [sp, #48]
	ldp	x19, x20, [sp], #64
	ret
	FUNC_SIZE(bls381_fp_sqr_wide)
#undef A6
#undef C12
#undef TMP6

/* bls381_fp_redc(r = x0, t = x1): register map and stack frame in the file header. */
#define S6	x2,x3,x4,x5,x6,x7
#define P6	x8,x9,x10,x11,x12,x13
#define TMP6	x16,x17,x19,x20,x21,x22
	.p2align 4
	FUNC_GLOBAL(bls381_fp_redc)
	FUNC_TYPE(bls381_fp_redc)
SYM(bls381_fp_redc):
	FUNC_ENTRY
	stp	x19, x20, [sp, #-32]!
	stp	x21, x22, [sp, #16]
	LD6	S6, x1, 0
	LOAD_ADDR x15, bls381_aarch64_p384
	LD6	P6, x15, 0
	ldr	x14, [x15, #48]
	REDC_LO6 S6, P6, x14, x15, TMP6
	LD6	TMP6, x1, 48
	ADD6	S6, S6, TMP6
	CSUB6	S6, P6, TMP6
	ST6	S6, x0, 0

	ldp	x21, x22, [sp, #16]
	ldp	x19, x20, [sp], #32
	ret
	FUNC_SIZE(bls381_fp_redc)
#undef S6
#undef P6
#undef TMP6
