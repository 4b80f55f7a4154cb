/*
 * macros.h: shared definitions of the AArch64 kernels (included by every .S file of this folder).
 *
 * 1. Object-format portability (ELF: Linux, Android, the BSDs; Mach-O: macOS, iOS):
 *      SYM(name)          the assembler name of a C symbol (Mach-O prefixes an underscore);
 *      FUNC_GLOBAL(name)  .globl;
 *      FUNC_TYPE(name)    `.type ... %function` on ELF, nothing on Mach-O;
 *      FUNC_SIZE(name)    `.size` on ELF, nothing on Mach-O;
 *      FUNC_ENTRY         first instruction of each export: `bti c` when the build asks for
 *                         branch-target identification (-mbranch-protection=bti|standard), else
 *                         nothing;
 *      RODATA             the read-only data section;
 *      LOAD_ADDR reg, sym PC-relative address of a local data symbol (ADRP + ADD).
 *    On ELF the file is marked as not needing an executable stack (.note.GNU-stack) and, under
 *    -mbranch-protection, carries the GNU property note that lets the linker keep BTI / PAC on.
 *    (The kernels never spill or use the link register, so they are PAC-compatible as they are.)
 *
 * 2. Multi-precision building blocks as assembler macros (.macro, understood by GNU as and by
 *    LLVM's integrated assembler on both formats). Every register is a macro argument, so each
 *    kernel states its own register map and rotates accumulator names instead of moving data.
 *    No macro branches or indexes memory with data: everything is straight-line and the only
 *    data-dependent choices are CSEL.
 *
 * Statement separators differ (';' on ELF, "%%" on Mach-O, where ';' starts a comment), so no
 * C-preprocessor macro below expands to more than one statement.
 */
#ifndef BLS381_AARCH64_MACROS_H
#define BLS381_AARCH64_MACROS_H

#if defined(__APPLE__)
# define SYM(name)          _##name
# define FUNC_GLOBAL(name)  .globl _##name
# define FUNC_TYPE(name)
# define FUNC_SIZE(name)
# define RODATA             .section __TEXT,__const
#else
# define SYM(name)          name
# define FUNC_GLOBAL(name)  .globl name
# define FUNC_TYPE(name)    .type name, %function
# define FUNC_SIZE(name)    .size name, . - name
# define RODATA             .section .rodata
#endif

#if defined(__ARM_FEATURE_BTI_DEFAULT) && __ARM_FEATURE_BTI_DEFAULT == 1
# define FUNC_ENTRY         hint #34 /* bti c */
# define BLS381_GNU_PROP_BTI 1
#else
# define FUNC_ENTRY
# define BLS381_GNU_PROP_BTI 0
#endif
#if defined(__ARM_FEATURE_PAC_DEFAULT)
# define BLS381_GNU_PROP_PAC 2
#else
# define BLS381_GNU_PROP_PAC 0
#endif

#if defined(__ELF__)
	.section .note.GNU-stack, "", %progbits
# if (BLS381_GNU_PROP_BTI | BLS381_GNU_PROP_PAC) != 0
	/* GNU_PROPERTY_AARCH64_FEATURE_1_AND: BTI (bit 0), PAC (bit 1). */
	.section .note.gnu.property, "a"
	.p2align 3
	.long 4
	.long 16
	.long 5
	.asciz "GNU"
	.long 0xc0000000
	.long 4
	.long (BLS381_GNU_PROP_BTI | BLS381_GNU_PROP_PAC)
	.long 0
# endif
	.text
#endif

/* Address of a local (file-scope, non-temporary) data symbol. Mach-O needs a non-"L" symbol here:
 * ld64 cannot relocate ADRP/ADD against assembler-temporary labels. */
.macro LOAD_ADDR reg, sym
#if defined(__APPLE__)
	adrp	\reg, \sym@PAGE
	add	\reg, \reg, \sym@PAGEOFF
#else
	adrp	\reg, \sym
	add	\reg, \reg, :lo12:\sym
#endif
.endm

/* ------------------------------------------------------------------------------------------ */
/* 6-limb (384-bit) building blocks.                                                          */
/* ------------------------------------------------------------------------------------------ */

/* c0..c6 = a0..a5 * b (a 7-limb row). Temporaries: t0..t4. 12 MUL/UMULH, 6 additions. */
.macro MUL_ROW6 c0,c1,c2,c3,c4,c5,c6, a0,a1,a2,a3,a4,a5, b, t0,t1,t2,t3,t4
	mul	\c0, \a0, \b
	mul	\c1, \a1, \b
	mul	\c2, \a2, \b
	mul	\c3, \a3, \b
	mul	\c4, \a4, \b
	mul	\c5, \a5, \b
	umulh	\t0, \a0, \b
	umulh	\t1, \a1, \b
	umulh	\t2, \a2, \b
	umulh	\t3, \a3, \b
	umulh	\t4, \a4, \b
	umulh	\c6, \a5, \b
	adds	\c1, \c1, \t0
	adcs	\c2, \c2, \t1
	adcs	\c3, \c3, \t2
	adcs	\c4, \c4, \t3
	adcs	\c5, \c5, \t4
	adc	\c6, \c6, xzr
.endm

/* c0..c6 = c0..c5 + a0..a5 * b (c6 is written, not read). The caller guarantees the sum fits in
 * 7 limbs, so nothing carries out of c6. Temporaries: t0..t5. 12 MUL/UMULH, 13 additions. */
.macro MULADD_ROW6 c0,c1,c2,c3,c4,c5,c6, a0,a1,a2,a3,a4,a5, b, t0,t1,t2,t3,t4,t5
	mul	\t0, \a0, \b
	mul	\t1, \a1, \b
	mul	\t2, \a2, \b
	mul	\t3, \a3, \b
	mul	\t4, \a4, \b
	mul	\t5, \a5, \b
	umulh	\c6, \a5, \b
	adds	\c0, \c0, \t0
	adcs	\c1, \c1, \t1
	adcs	\c2, \c2, \t2
	adcs	\c3, \c3, \t3
	adcs	\c4, \c4, \t4
	adcs	\c5, \c5, \t5
	adc	\c6, \c6, xzr
	umulh	\t0, \a0, \b
	umulh	\t1, \a1, \b
	umulh	\t2, \a2, \b
	umulh	\t3, \a3, \b
	umulh	\t4, \a4, \b
	adds	\c1, \c1, \t0
	adcs	\c2, \c2, \t1
	adcs	\c3, \c3, \t2
	adcs	\c4, \c4, \t3
	adcs	\c5, \c5, \t4
	adc	\c6, \c6, xzr
.endm

/* c0..c11 = a0..a5 * (b[off], b[off+8], ..., b[off+40]): the full 768-bit product, row by row.
 * The b limbs are loaded one per row through `bi` from [bp, #off + 8i]. Temporaries: t0..t5. */
.macro MUL_6x6 c0,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10,c11, a0,a1,a2,a3,a4,a5, bp, off, bi, t0,t1,t2,t3,t4,t5
	ldr	\bi, [\bp, #(\off)]
	MUL_ROW6    \c0,\c1,\c2,\c3,\c4,\c5,\c6,   \a0,\a1,\a2,\a3,\a4,\a5, \bi, \t0,\t1,\t2,\t3,\t4
	ldr	\bi, [\bp, #(\off + 8)]
	MULADD_ROW6 \c1,\c2,\c3,\c4,\c5,\c6,\c7,   \a0,\a1,\a2,\a3,\a4,\a5, \bi, \t0,\t1,\t2,\t3,\t4,\t5
	ldr	\bi, [\bp, #(\off + 16)]
	MULADD_ROW6 \c2,\c3,\c4,\c5,\c6,\c7,\c8,   \a0,\a1,\a2,\a3,\a4,\a5, \bi, \t0,\t1,\t2,\t3,\t4,\t5
	ldr	\bi, [\bp, #(\off + 24)]
	MULADD_ROW6 \c3,\c4,\c5,\c6,\c7,\c8,\c9,   \a0,\a1,\a2,\a3,\a4,\a5, \bi, \t0,\t1,\t2,\t3,\t4,\t5
	ldr	\bi, [\bp, #(\off + 32)]
	MULADD_ROW6 \c4,\c5,\c6,\c7,\c8,\c9,\c10,  \a0,\a1,\a2,\a3,\a4,\a5, \bi, \t0,\t1,\t2,\t3,\t4,\t5
	ldr	\bi, [\bp, #(\off + 40)]
	MULADD_ROW6 \c5,\c6,\c7,\c8,\c9,\c10,\c11, \a0,\a1,\a2,\a3,\a4,\a5, \bi, \t0,\t1,\t2,\t3,\t4,\t5
.endm

/* c0..c11 = (a0..a5)^2. The 15 cross products a_i*a_j (i < j) are summed once, doubled, and the 6
 * squares a_i^2 added: 21 MUL/UMULH pairs instead of 36. Temporaries: t0..t5. */
.macro SQR_6x6 c0,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10,c11, a0,a1,a2,a3,a4,a5, t0,t1,t2,t3,t4,t5
	/* a0 * (a1..a5) at limbs 1..6 */
	mul	\c1, \a0, \a1
	umulh	\c2, \a0, \a1
	umulh	\c3, \a0, \a2
	umulh	\c4, \a0, \a3
	umulh	\c5, \a0, \a4
	umulh	\c6, \a0, \a5
	mul	\t0, \a0, \a2
	mul	\t1, \a0, \a3
	mul	\t2, \a0, \a4
	mul	\t3, \a0, \a5
	adds	\c2, \c2, \t0
	adcs	\c3, \c3, \t1
	adcs	\c4, \c4, \t2
	adcs	\c5, \c5, \t3
	adc	\c6, \c6, xzr
	/* a1 * (a2..a5) at limbs 3..7 */
	mul	\t0, \a1, \a2
	mul	\t1, \a1, \a3
	mul	\t2, \a1, \a4
	mul	\t3, \a1, \a5
	umulh	\t4, \a1, \a2
	umulh	\t5, \a1, \a3
	umulh	\c7, \a1, \a5
	adds	\c3, \c3, \t0
	adcs	\c4, \c4, \t1
	adcs	\c5, \c5, \t2
	adcs	\c6, \c6, \t3
	adc	\c7, \c7, xzr
	umulh	\t0, \a1, \a4
	adds	\c4, \c4, \t4
	adcs	\c5, \c5, \t5
	adcs	\c6, \c6, \t0
	adc	\c7, \c7, xzr
	/* a2 * (a3..a5) at limbs 5..8 */
	mul	\t0, \a2, \a3
	mul	\t1, \a2, \a4
	mul	\t2, \a2, \a5
	umulh	\t3, \a2, \a3
	umulh	\t4, \a2, \a4
	umulh	\c8, \a2, \a5
	adds	\c5, \c5, \t0
	adcs	\c6, \c6, \t1
	adcs	\c7, \c7, \t2
	adc	\c8, \c8, xzr
	adds	\c6, \c6, \t3
	adcs	\c7, \c7, \t4
	adc	\c8, \c8, xzr
	/* a3 * (a4, a5) at limbs 7..9 */
	mul	\t0, \a3, \a4
	mul	\t1, \a3, \a5
	umulh	\t2, \a3, \a4
	umulh	\c9, \a3, \a5
	adds	\c7, \c7, \t0
	adcs	\c8, \c8, \t1
	adc	\c9, \c9, xzr
	adds	\c8, \c8, \t2
	adc	\c9, \c9, xzr
	/* a4 * a5 at limbs 9..10 */
	mul	\t0, \a4, \a5
	umulh	\c10, \a4, \a5
	adds	\c9, \c9, \t0
	adc	\c10, \c10, xzr
	/* double the cross sum (limbs 1..10, < 2^767 doubled: fits with c11) */
	adds	\c1, \c1, \c1
	adcs	\c2, \c2, \c2
	adcs	\c3, \c3, \c3
	adcs	\c4, \c4, \c4
	adcs	\c5, \c5, \c5
	adcs	\c6, \c6, \c6
	adcs	\c7, \c7, \c7
	adcs	\c8, \c8, \c8
	adcs	\c9, \c9, \c9
	adcs	\c10, \c10, \c10
	adc	\c11, xzr, xzr
	/* add the squares a_i^2 at limbs 2i, 2i+1 */
	mul	\c0, \a0, \a0
	umulh	\t0, \a0, \a0
	mul	\t1, \a1, \a1
	umulh	\t2, \a1, \a1
	mul	\t3, \a2, \a2
	umulh	\t4, \a2, \a2
	mul	\t5, \a3, \a3
	adds	\c1, \c1, \t0
	adcs	\c2, \c2, \t1
	adcs	\c3, \c3, \t2
	adcs	\c4, \c4, \t3
	adcs	\c5, \c5, \t4
	adcs	\c6, \c6, \t5
	umulh	\t0, \a3, \a3
	mul	\t1, \a4, \a4
	umulh	\t2, \a4, \a4
	mul	\t3, \a5, \a5
	umulh	\t4, \a5, \a5
	adcs	\c7, \c7, \t0
	adcs	\c8, \c8, \t1
	adcs	\c9, \c9, \t2
	adcs	\c10, \c10, \t3
	adc	\c11, \c11, \t4
.endm

/* One Montgomery reduction step, in place and shifting by one limb:
 *     m = c0 * n0 mod 2^64;  (c1..c6) = (c0..c6 + m * p) / 2^64
 * c0's register is free afterwards; the result lives in c1..c6. `top` is the incoming 7th limb:
 * the same register as c6 (CIOS row) or xzr (when only 6 limbs are live; c6 may then be c0's
 * register, which becomes the new top limb). The caller guarantees the result fits in 6 limbs,
 * so nothing carries out of c6.
 * The low word of m*p0 is never computed: c0 + lo(m*p0) = 0 mod 2^64 by the choice of m, and it
 * carries exactly when c0 != 0, which CMP c0, #1 puts in the carry flag.
 * 1 + 5 MUL and 6 UMULH. Temporaries: t0..t5 (distinct from everything else). */
.macro REDC_STEP6 c0,c1,c2,c3,c4,c5,c6, top, p0,p1,p2,p3,p4,p5, n0, m, t0,t1,t2,t3,t4,t5
	mul	\m, \c0, \n0
	mul	\t1, \m, \p1
	mul	\t2, \m, \p2
	mul	\t3, \m, \p3
	mul	\t4, \m, \p4
	mul	\t5, \m, \p5
	umulh	\t0, \m, \p0
	cmp	\c0, #1
	adcs	\c1, \c1, \t1
	adcs	\c2, \c2, \t2
	adcs	\c3, \c3, \t3
	adcs	\c4, \c4, \t4
	adcs	\c5, \c5, \t5
	adc	\c6, \top, xzr
	umulh	\t1, \m, \p1
	umulh	\t2, \m, \p2
	umulh	\t3, \m, \p3
	umulh	\t4, \m, \p4
	umulh	\t5, \m, \p5
	adds	\c1, \c1, \t0
	adcs	\c2, \c2, \t1
	adcs	\c3, \c3, \t2
	adcs	\c4, \c4, \t3
	adcs	\c5, \c5, \t4
	adc	\c6, \c6, \t5
.endm

/* r0..r5 = r - p if r >= p, else r (for r < 2p): SUBS/SBCS then CSEL on the borrow. */
.macro CSUB6 r0,r1,r2,r3,r4,r5, p0,p1,p2,p3,p4,p5, t0,t1,t2,t3,t4,t5
	subs	\t0, \r0, \p0
	sbcs	\t1, \r1, \p1
	sbcs	\t2, \r2, \p2
	sbcs	\t3, \r3, \p3
	sbcs	\t4, \r4, \p4
	sbcs	\t5, \r5, \p5
	csel	\r0, \r0, \t0, lo
	csel	\r1, \r1, \t1, lo
	csel	\r2, \r2, \t2, lo
	csel	\r3, \r3, \t3, lo
	csel	\r4, \r4, \t4, lo
	csel	\r5, \r5, \t5, lo
.endm

/* r0..r5 = a0..a5 + b0..b5 for a sum known to fit in 384 bits (carry out dropped). */
.macro ADD6 r0,r1,r2,r3,r4,r5, a0,a1,a2,a3,a4,a5, b0,b1,b2,b3,b4,b5
	adds	\r0, \a0, \b0
	adcs	\r1, \a1, \b1
	adcs	\r2, \a2, \b2
	adcs	\r3, \a3, \b3
	adcs	\r4, \a4, \b4
	adc	\r5, \a5, \b5
.endm

/* r0..r5 = a0..a5 - b0..b5 mod 2^384 (borrow out dropped). */
.macro SUB6 r0,r1,r2,r3,r4,r5, a0,a1,a2,a3,a4,a5, b0,b1,b2,b3,b4,b5
	subs	\r0, \a0, \b0
	sbcs	\r1, \a1, \b1
	sbcs	\r2, \a2, \b2
	sbcs	\r3, \a3, \b3
	sbcs	\r4, \a4, \b4
	sbc	\r5, \a5, \b5
.endm

/* Montgomery reduction of a low half alone: c0..c5 = (c0..c5 + M*p) / 2^384 for the M < 2^384
 * that makes the division exact, by six REDC_STEP6 rotating over c0..c5 with no 7th limb (each
 * step's result is below 2^320 + p < 2^384). The result u satisfies u <= p.
 * 6 + 30 MUL and 36 UMULH. Temporaries: t0..t5. */
.macro REDC_LO6 c0,c1,c2,c3,c4,c5, p0,p1,p2,p3,p4,p5, n0, m, t0,t1,t2,t3,t4,t5
	REDC_STEP6 \c0,\c1,\c2,\c3,\c4,\c5,\c0, xzr, \p0,\p1,\p2,\p3,\p4,\p5, \n0, \m, \t0,\t1,\t2,\t3,\t4,\t5
	REDC_STEP6 \c1,\c2,\c3,\c4,\c5,\c0,\c1, xzr, \p0,\p1,\p2,\p3,\p4,\p5, \n0, \m, \t0,\t1,\t2,\t3,\t4,\t5
	REDC_STEP6 \c2,\c3,\c4,\c5,\c0,\c1,\c2, xzr, \p0,\p1,\p2,\p3,\p4,\p5, \n0, \m, \t0,\t1,\t2,\t3,\t4,\t5
	REDC_STEP6 \c3,\c4,\c5,\c0,\c1,\c2,\c3, xzr, \p0,\p1,\p2,\p3,\p4,\p5, \n0, \m, \t0,\t1,\t2,\t3,\t4,\t5
	REDC_STEP6 \c4,\c5,\c0,\c1,\c2,\c3,\c4, xzr, \p0,\p1,\p2,\p3,\p4,\p5, \n0, \m, \t0,\t1,\t2,\t3,\t4,\t5
	REDC_STEP6 \c5,\c0,\c1,\c2,\c3,\c4,\c5, xzr, \p0,\p1,\p2,\p3,\p4,\p5, \n0, \m, \t0,\t1,\t2,\t3,\t4,\t5
.endm

/* Montgomery reduction of the 12-limb value c0..c11 < p * 2^384, in registers; result (< p) in
 * c0..c5. REDC_LO6 turns the low half into u <= p; the high half is < p (the value is below
 * p * 2^384), so u + hi < 2p fits in 6 limbs and one conditional subtraction finishes.
 * c6..c11 are clobbered. Temporaries: t0..t5. */
.macro REDC12 c0,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10,c11, p0,p1,p2,p3,p4,p5, n0, m, t0,t1,t2,t3,t4,t5
	REDC_LO6 \c0,\c1,\c2,\c3,\c4,\c5, \p0,\p1,\p2,\p3,\p4,\p5, \n0, \m, \t0,\t1,\t2,\t3,\t4,\t5
	ADD6	\c0,\c1,\c2,\c3,\c4,\c5, \c0,\c1,\c2,\c3,\c4,\c5, \c6,\c7,\c8,\c9,\c10,\c11
	CSUB6	\c0,\c1,\c2,\c3,\c4,\c5, \p0,\p1,\p2,\p3,\p4,\p5, \t0,\t1,\t2,\t3,\t4,\t5
.endm

/* Loads / stores of 6 and 12 limbs at [base, #off]. */
.macro LD6 r0,r1,r2,r3,r4,r5, base, off
	ldp	\r0, \r1, [\base, #(\off)]
	ldp	\r2, \r3, [\base, #(\off + 16)]
	ldp	\r4, \r5, [\base, #(\off + 32)]
.endm

.macro ST6 r0,r1,r2,r3,r4,r5, base, off
	stp	\r0, \r1, [\base, #(\off)]
	stp	\r2, \r3, [\base, #(\off + 16)]
	stp	\r4, \r5, [\base, #(\off + 32)]
.endm

.macro ST12 r0,r1,r2,r3,r4,r5,r6,r7,r8,r9,r10,r11, base, off
	ST6	\r0,\r1,\r2,\r3,\r4,\r5, \base, \off
	ST6	\r6,\r7,\r8,\r9,\r10,\r11, \base, (\off+48)
.endm

#endif /* BLS381_AARCH64_MACROS_H */
