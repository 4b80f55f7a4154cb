/*
 * mont256.S: BLS12-381 scalar field (Fr, 4 x 64-bit limbs) kernels for AArch64.
 *
 *   void bls381_fr_mul(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
 *   void bls381_fr_sqr(uint64_t r[4], const uint64_t a[4]);
 *
 * Limbs little-endian. r = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001
 * (255 bits), R = 2^256, n0 = -r^-1 mod 2^64 = 0xfffffffeffffffff.
 * a, b < r  ->  result a*b*R^-1 mod r, fully reduced (< r).
 *
 * Calling convention: AAPCS64 (Linux/ELF and Apple/Mach-O alike). Arguments in x0..x2, no return
 * value. The output may alias any input: all inputs are read before the store. x19..x21 (fr_mul)
 * and x19 (fr_sqr) are saved and restored; x18 (platform register), x29 and x30 are never
 * touched; no SIMD/FP register is used. Clobbers: x0..x17 and the flags. Constant time: straight-
 * line code, no data-dependent branch or address; final reduction by SUBS/SBCS + CSEL.
 *
 * Algorithms: fr_mul is the "no-carry" CIOS (Botrel-El Housni, ePrint 2022/1400) exactly as
 * fp_mul in mont384.S: r's top limb 0x73eda753299d7d48 is below 2^63 - 1, so with t < 2r the
 * row value t + a*b[i] + m*r stays below 2^65 r < 2^320 (5 limbs, the 5th never carries) and
 * the shifted result is < 2r in 4 limbs. fr_sqr squares (6 cross products doubled + 4 squares)
 * and reduces the 8-limb square: low half alone to u <= r, plus the high half (< r), one
 * conditional subtraction.
 *
 * Instruction counts (aarch64-linux-gnu-objdump -d, prologue/epilogue included; one more with
 * -mbranch-protection, the BTI landing pad) beside the MUL/UMULH the algorithm cannot avoid: the schoolbook product (16 MUL+UMULH pairs,
 * 10 for a square) plus the reduction, 4 x (1 MUL for m + 3 MUL + 4 UMULH for m*r; the low
 * word of m*r[0] is implied) = 32.
 *
 *   kernel           instructions   MUL+UMULH executed   unavoidable (product + reduction)
 *   bls381_fr_mul        160              64                 32 + 32
 *   bls381_fr_sqr        135              52                 20 + 32
 *
 * Register maps (general registers not listed are not touched):
 *   bls381_fr_mul(r = x0, a = x1, b = x2)
 *   Register map:
 *     x3..x6    a[0..3]          x7..x10  r (the modulus) limbs      x11  n0
 *     x12..x16  t, 5 limbs rotating one register per row
 *     x17       b[i], then m of the same row
 *     x1,x19..x21  temporaries
 *   Stack: 32 bytes (x19..x21).
 *
 *   bls381_fr_sqr(r = x0, a = x1)
 *   Register map:
 *     x2..x5    a[0..3], then the modulus limbs
 *     x6..x13   the square c[0..7]; result in c[0..3] = x6..x9
 *     x17       n0          x19  m
 *     x1,x14..x16  temporaries
 *   Stack: 16 bytes (x19).
 */
#include "macros.h"

	RODATA
	.p2align 4
bls381_aarch64_r255:
	.quad	0xffffffff00000001, 0x53bda402fffe5bfe, 0x3339d80809a1d805, 0x73eda753299d7d48
	.quad	0xfffffffeffffffff	/* n0 = -r^-1 mod 2^64 */

	.text

/* c0..c4 = a0..a3 * b. Temporaries t0..t2. */
.macro MUL_ROW4 c0,c1,c2,c3,c4, a0,a1,a2,a3, b, t0,t1,t2
	mul	\c0, \a0, \b
	mul	\c1, \a1, \b
	mul	\c2, \a2, \b
	mul	\c3, \a3, \b
	umulh	\t0, \a0, \b
	umulh	\t1, \a1, \b
	umulh	\t2, \a2, \b
	umulh	\c4, \a3, \b
	adds	\c1, \c1, \t0
	adcs	\c2, \c2, \t1
	adcs	\c3, \c3, \t2
	adc	\c4, \c4, xzr
.endm

/* c0..c4 = c0..c3 + a0..a3 * b (c4 written, not read; no carry out of c4). Temporaries t0..t3. */
.macro MULADD_ROW4 c0,c1,c2,c3,c4, a0,a1,a2,a3, b, t0,t1,t2,t3
	mul	\t0, \a0, \b
	mul	\t1, \a1, \b
	mul	\t2, \a2, \b
	mul	\t3, \a3, \b
	umulh	\c4, \a3, \b
	adds	\c0, \c0, \t0
	adcs	\c1, \c1, \t1
	adcs	\c2, \c2, \t2
	adcs	\c3, \c3, \t3
	adc	\c4, \c4, xzr
	umulh	\t0, \a0, \b
	umulh	\t1, \a1, \b
	umulh	\t2, \a2, \b
	adds	\c1, \c1, \t0
	adcs	\c2, \c2, \t1
	adcs	\c3, \c3, \t2
	adc	\c4, \c4, xzr
.endm

/* (c1..c4) = (c0..c4 + m*q) / 2^64 with m = c0 * n0; `top` is c4 (5 live limbs) or xzr (4 live
 * limbs; c4 may then be c0's register). Carry of c0 + lo(m*q0) is (c0 != 0). Temporaries t0..t3. */
.macro REDC_STEP4 c0,c1,c2,c3,c4, top, q0,q1,q2,q3, n0, m, t0,t1,t2,t3
	mul	\m, \c0, \n0
	mul	\t1, \m, \q1
	mul	\t2, \m, \q2
	mul	\t3, \m, \q3
	umulh	\t0, \m, \q0
	cmp	\c0, #1
	adcs	\c1, \c1, \t1
	adcs	\c2, \c2, \t2
	adcs	\c3, \c3, \t3
	adc	\c4, \top, xzr
	umulh	\t1, \m, \q1
	umulh	\t2, \m, \q2
	umulh	\t3, \m, \q3
	adds	\c1, \c1, \t0
	adcs	\c2, \c2, \t1
	adcs	\c3, \c3, \t2
	adc	\c4, \c4, \t3
.endm

/* r0..r3 = r - q if r >= q, else r (r < 2q). */
.macro CSUB4 r0,r1,r2,r3, q0,q1,q2,q3, t0,t1,t2,t3
	subs	\t0, \r0, \q0
	sbcs	\t1, \r1, \q1
	sbcs	\t2, \r2, \q2
	sbcs	\t3, \r3, \q3
	csel	\r0, \r0, \t0, lo
	csel	\r1, \r1, \t1, lo
	csel	\r2, \r2, \t2, lo
	csel	\r3, \r3, \t3, lo
.endm

/* c0..c7 = (a0..a3)^2 for a < r: 6 cross products once, doubled, plus 4 squares. Temporaries
 * t0..t3. */
.macro SQR_4x4 c0,c1,c2,c3,c4,c5,c6,c7, a0,a1,a2,a3, t0,t1,t2,t3
	/* a0 * (a1, a2, a3) at limbs 1..4 */
	mul	\c1, \a0, \a1
	umulh	\c2, \a0, \a1
	umulh	\c3, \a0, \a2
	umulh	\c4, \a0, \a3
	mul	\t0, \a0, \a2
	mul	\t1, \a0, \a3
	adds	\c2, \c2, \t0
	adcs	\c3, \c3, \t1
	adc	\c4, \c4, xzr
	/* a1 * (a2, a3) at limbs 3..5 */
	mul	\t0, \a1, \a2
	mul	\t1, \a1, \a3
	umulh	\t2, \a1, \a2
	umulh	\c5, \a1, \a3
	adds	\c3, \c3, \t0
	adcs	\c4, \c4, \t1
	adc	\c5, \c5, xzr
	adds	\c4, \c4, \t2
	adc	\c5, \c5, xzr
	/* a2 * a3 at limbs 5..6 */
	mul	\t0, \a2, \a3
	umulh	\c6, \a2, \a3
	adds	\c5, \c5, \t0
	adc	\c6, \c6, xzr
	/* double limbs 1..6. No carry leaves c6: a < r gives a3 <= r3 < 0.91 * 2^63, so twice the
	 * cross sum is below 2 a3 2^192 (a mod 2^192) + 2^384 < 0.91 * 2^448 + 2^384 < 2^448. */
	adds	\c1, \c1, \c1
	adcs	\c2, \c2, \c2
	adcs	\c3, \c3, \c3
	adcs	\c4, \c4, \c4
	adcs	\c5, \c5, \c5
	adc	\c6, \c6, \c6
	/* + a_i^2 at limbs 2i, 2i+1 */
	mul	\c0, \a0, \a0
	umulh	\t0, \a0, \a0
	mul	\t1, \a1, \a1
	umulh	\t2, \a1, \a1
	mul	\t3, \a2, \a2
	adds	\c1, \c1, \t0
	adcs	\c2, \c2, \t1
	adcs	\c3, \c3, \t2
	adcs	\c4, \c4, \t3
	umulh	\t0, \a2, \a2
	mul	\t1, \a3, \a3
	umulh	\t2, \a3, \a3
	adcs	\c5, \c5, \t0
	adcs	\c6, \c6, \t1
	adc	\c7, \t2, xzr
.endm

/* bls381_fr_mul(r = x0, a = x1, b = x2): register map and stack frame in the file header. */
#define A4	x3,x4,x5,x6
#define Q4	x7,x8,x9,x10
#define TMP4	x1,x19,x20,x21
#define TMP3	x1,x19,x20
	.p2align 4
	FUNC_GLOBAL(bls381_fr_mul)
	FUNC_TYPE(bls381_fr_mul)
SYM(bls381_fr_mul):
	FUNC_ENTRY
	stp	x19, x20, [sp, #-32]!
	str	x21, [sp, #16]
	ldp	x3, x4, [x1]
	ldp	x5, x6, [x1, #16]
	LOAD_ADDR x1, bls381_aarch64_r255
	ldp	x7, x8, [x1]
	ldp	x9, x10, [x1, #16]
	ldr	x11, [x1, #32]

	ldr	x17, [x2]
	MUL_ROW4    x12,x13,x14,x15,x16, A4, x17, TMP3
	REDC_STEP4  x12,x13,x14,x15,x16, x16, Q4, x11, x17, TMP4
	ldr	x17, [x2, #8]
	MULADD_ROW4 x13,x14,x15,x16,x12, A4, x17, TMP4
	REDC_STEP4  x13,x14,x15,x16,x12, x12, Q4, x11, x17, TMP4
	ldr	x17, [x2, #16]
	MULADD_ROW4 x14,x15,x16,x12,x13, A4, x17, TMP4
	REDC_STEP4  x14,x15,x16,x12,x13, x13, Q4, x11, x17, TMP4
	ldr	x17, [x2, #24]
	MULADD_ROW4 x15,x16,x12,x13,x14, A4, x17, TMP4
	REDC_STEP4  x15,x16,x12,x13,x14, x14, Q4, x11, x17, TMP4
	/* t = x16,x12,x13,x14 < 2r */
	CSUB4	x16,x12,x13,x14, Q4, TMP4
	stp	x16, x12, [x0]
	stp	x13, x14, [x0, #16]

	ldr	x21, [sp, #16]
	ldp	x19, x20, [sp], #32
	ret
	FUNC_SIZE(bls381_fr_mul)
#undef A4
#undef Q4
#undef TMP4
#undef TMP3

/* bls381_fr_sqr(r = x0, a = x1): register map and stack frame in the file header. */
#define A4	x2,x3,x4,x5
#define TMP4	x1,x14,x15,x16
	.p2align 4
	FUNC_GLOBAL(bls381_fr_sqr)
	FUNC_TYPE(bls381_fr_sqr)
SYM(bls381_fr_sqr):
	FUNC_ENTRY
	str	x19, [sp, #-16]!
	ldp	x2, x3, [x1]
	ldp	x4, x5, [x1, #16]
	SQR_4x4	x6,x7,x8,x9,x10,x11,x12,x13, A4, TMP4
	LOAD_ADDR x1, bls381_aarch64_r255
	ldp	x2, x3, [x1]
	ldp	x4, x5, [x1, #16]
	ldr	x17, [x1, #32]
	/* low half alone, rotating over x6..x9 with no 5th limb: u <= r */
	REDC_STEP4 x6,x7,x8,x9,x6, xzr, A4, x17, x19, TMP4
	REDC_STEP4 x7,x8,x9,x6,x7, xzr, A4, x17, x19, TMP4
	REDC_STEP4 x8,x9,x6,x7,x8, xzr, A4, x17, x19, TMP4
	REDC_STEP4 x9,x6,x7,x8,x9, xzr, A4, x17, x19, TMP4
	/* + high half (< r): u + hi < 2r < 2^256 */
	adds	x6, x6, x10
	adcs	x7, x7, x11
	adcs	x8, x8, x12
	adc	x9, x9, x13
	CSUB4	x6,x7,x8,x9, A4, TMP4
	stp	x6, x7, [x0]
	stp	x8, x9, [x0, #16]

	ldr	x19, [sp], #16
	ret
	FUNC_SIZE(bls381_fr_sqr)
#undef A4
#undef TMP4
