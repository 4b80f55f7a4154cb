/*
 * abi_check.S (test harness, Linux/ELF only): calls a kernel with canary values in every
 * register the kernel must preserve and reports which ones changed.
 *
 *   uint64_t bls381_test_call(const void *fn, uint64_t x0, uint64_t x1, uint64_t x2,
 *                             uint64_t x3, uint64_t x4, uint64_t x5);
 *
 * Calls fn(x0, ..., x5) with x19..x28 = K+1..K+10, x18 = K+11 (the platform register the kernels
 * must not touch) and d8..d15 = the bit-reversals of K+1..K+8, then returns a mask:
 *   bit i      (i = 0..9)   x19+i changed
 *   bit 10+j   (j = 0..7)   d8+j changed
 *   bit 18                  x18 changed
 *   bit 19                  sp changed
 * 0 means the callee-saved state survived.
 */
	.section .note.GNU-stack, "", %progbits
	.text

.macro CANARY reg
	movz	\reg, #0xa697
	movk	\reg, #0xd2b4, lsl #16
	movk	\reg, #0xc3e1, lsl #32
	movk	\reg, #0x5a17, lsl #48
.endm

/* x0 |= (reg != expected) << bit; clobbers x16, x17. */
.macro CHECKX reg, k, off, bit
	add	x16, \k, #\off
	cmp	\reg, x16
	cset	x17, ne
	orr	x0, x0, x17, lsl #\bit
.endm

.macro CHECKD dreg, k, off, bit
	add	x16, \k, #\off
	rbit	x16, x16
	fmov	x17, \dreg
	cmp	x17, x16
	cset	x17, ne
	orr	x0, x0, x17, lsl #\bit
.endm

.macro SETD dreg, k, off
	add	x16, \k, #\off
	rbit	x16, x16
	fmov	\dreg, x16
.endm

	.p2align 4
	.globl	bls381_test_call
	.type	bls381_test_call, %function
bls381_test_call:
	stp	x29, x30, [sp, #-176]!
	mov	x29, sp
	stp	x19, x20, [sp, #16]
	stp	x21, x22, [sp, #32]
	stp	x23, x24, [sp, #48]
	stp	x25, x26, [sp, #64]
	stp	x27, x28, [sp, #80]
	stp	d8, d9, [sp, #96]
	stp	d10, d11, [sp, #112]
	stp	d12, d13, [sp, #128]
	stp	d14, d15, [sp, #144]
	str	x18, [sp, #160]

	mov	x9, x0
	mov	x0, x1
	mov	x1, x2
	mov	x2, x3
	mov	x3, x4
	mov	x4, x5
	mov	x5, x6
	CANARY	x10
	SETD	d8, x10, 1
	SETD	d9, x10, 2
	SETD	d10, x10, 3
	SETD	d11, x10, 4
	SETD	d12, x10, 5
	SETD	d13, x10, 6
	SETD	d14, x10, 7
	SETD	d15, x10, 8
	add	x19, x10, #1
	add	x20, x10, #2
	add	x21, x10, #3
	add	x22, x10, #4
	add	x23, x10, #5
	add	x24, x10, #6
	add	x25, x10, #7
	add	x26, x10, #8
	add	x27, x10, #9
	add	x28, x10, #10
	add	x18, x10, #11
	blr	x9

	CANARY	x10
	mov	x0, #0
	CHECKX	x19, x10, 1, 0
	CHECKX	x20, x10, 2, 1
	CHECKX	x21, x10, 3, 2
	CHECKX	x22, x10, 4, 3
	CHECKX	x23, x10, 5, 4
	CHECKX	x24, x10, 6, 5
	CHECKX	x25, x10, 7, 6
	CHECKX	x26, x10, 8, 7
	CHECKX	x27, x10, 9, 8
	CHECKX	x28, x10, 10, 9
	CHECKD	d8, x10, 1, 10
	CHECKD	d9, x10, 2, 11
	CHECKD	d10, x10, 3, 12
	CHECKD	d11, x10, 4, 13
	CHECKD	d12, x10, 5, 14
	CHECKD	d13, x10, 6, 15
	CHECKD	d14, x10, 7, 16
	CHECKD	d15, x10, 8, 17
	CHECKX	x18, x10, 11, 18
	/* sp: the frame pointer still addresses our frame; compare sp with it */
	mov	x16, sp
	cmp	x16, x29
	cset	x17, ne
	orr	x0, x0, x17, lsl #19
	mov	sp, x29

	ldr	x18, [sp, #160]
	ldp	x19, x20, [sp, #16]
	ldp	x21, x22, [sp, #32]
	ldp	x23, x24, [sp, #48]
	ldp	x25, x26, [sp, #64]
	ldp	x27, x28, [sp, #80]
	ldp	d8, d9, [sp, #96]
	ldp	d10, d11, [sp, #112]
	ldp	d12, d13, [sp, #128]
	ldp	d14, d15, [sp, #144]
	ldp	x29, x30, [sp], #176
	ret
	.size	bls381_test_call, . - bls381_test_call
