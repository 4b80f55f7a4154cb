"""Header comments for the generated files (counts filled in from the emitted code)."""

COMMON = r""" *
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
"""

def table(rows):
    out = [" *   kernel                 instrs   MULX  IMUL   schoolbook count (MULX-equivalents)"]
    for name, n, mx, im, book in rows:
        out.append(f" *   {name:<22} {n:>6}  {mx:>5}  {im:>4}   {book}")
    return "\n".join(out)

MONT384 = r"""/*
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
""" + COMMON + r""" *
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
@@TABLE@@
 *   The schoolbook counts: n^2 for a product, n(n+1)/2 for a square, n^2 + n for a reduction
 *   (n products and one IMUL per round). The mt rounds need n products and no IMUL.
 */
"""

MONT384X = r"""/*
 * mont384x.S: BLS12-381 quadratic extension Fp2 = Fp[u]/(u^2 + 1) kernels for x86_64
 * (MULX/ADCX/ADOX). p, n0, R = 2^384 and the limb order as in mont384.S; an element is the
 * pair (x0, x1) = x0 + x1 u of Montgomery-form Fp elements.
 *
 * C equivalents
 *   bls381_fp2_mul (register convention: the pointers a0, a1, b0, b1 in rdx, rcx, r8, r9;
 *                   r0 in rdi, rsi, r8-r11, r1 in rax, rcx, rdx, r12-r14)
 *       inputs < p: r0 + r1 u = (a0 + a1 u)(b0 + b1 u) R^-1, fully reduced.
 *   bls381_fp2_sqr, bls381_fp2_sqr_mt (the same convention, a0, a1 in rdx, rcx)
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
 *
 * The tower kernels (Fp12 = Fp6[w]/(w^2 - v), Fp6 = Fp2[v]/(v^3 - xi), xi = 1 + u; an Fp12 is
 * 72 limbs, c0.c0.c0 first; every input coefficient < p, every output fully reduced; the
 * output never overlaps an input unless it is the in/out point t). Composite kernels, like
 * fp6_mul_wide and fp12_cyclotomic_sqr in the conventions below: they call the helpers.
 *   void bls381_fp12_cyclotomic_sqr(uint64_t r[72], const uint64_t a[72]);
 *       r = the Granger-Scott square of a, which is a^2 when a is in the cyclotomic subgroup.
 *   void bls381_fp12_mul(uint64_t r[72], const uint64_t a[72], const uint64_t b[72]);
 *   void bls381_fp12_sqr(uint64_t r[72], const uint64_t a[72]);
 *       r = a b, r = a^2.
 *   void bls381_fp12_mul_by_014(uint64_t r[72], const uint64_t a[72], const uint64_t l[36]);
 *       r = a (l0 + l1 v + l2 v w), a line evaluated at a point of G1.
 *   void bls381_fp12_mul_by_lines(uint64_t r[72], const uint64_t a[72], const uint64_t l[72]);
 *       r = a (l0 + l1 v + l2 v w)(l3 + l4 v + l5 v w), two lines.
 *   void bls381_fp12_compressed_sqr(uint64_t r[48], const uint64_t a[48]);
 *       Karabina's compressed square of (g1, g2, g3, g5) (the cyclotomic element's c0.c1,
 *       c0.c2, c1.c0, c1.c2).
 *   void bls381_fp12_g4_fraction(uint64_t r[36], const uint64_t a[48]);
 *       r = (3 g1^2 - 2 g2 + xi g5^2, 4 g3, 2 g1 g5) for a = (g1, g2, g3, g5).
 *   void bls381_fp12_decompress(uint64_t r[72], const uint64_t a[48], const uint64_t q[24]);
 *       r = the element of compressed form a with g4 = q0 q1 (Karabina's decompression).
 *   void bls381_g2_double_line(uint64_t t[36], uint64_t l[36], const uint64_t p[12]);
 *   void bls381_g2_add_line(uint64_t t[36], uint64_t l[36], const uint64_t q[24],
 *                           const uint64_t p[12]);
 *       The Miller loop's steps: t = (X, Y, 2Z), a point of the twist in homogeneous
 *       coordinates, is read and overwritten with 2T or T + Q (q affine); l receives the line
 *       evaluated at p = (6 xP, -yP).
 *   void bls381_g2_double(uint64_t r[36], const uint64_t a[36]);
 *       r = 2a for a = (X, Y, Z) a point of the twist in homogeneous coordinates (the point
 *       part of g2_double_line; O and the points of order two give O).
 *   void bls381_g2_add(uint64_t r[36], const uint64_t a[36], const uint64_t b[36]);
 *       r = a + b for points of the twist in homogeneous coordinates, complete (RCB).
""" + COMMON + r""" *
 * Register convention of fp2_mul and fp2_sqr (called from Rust's `asm!` only): no output
 * pointers, r0 and r1 come back in twelve registers, r12-r14 among them, which the callers
 * declare clobbered; rbx, rbp and r15 are saved and restored. r1, computed first, waits in the
 * frame and is loaded into its registers last. A caller holding the result in registers stores
 * it with 8-byte stores that the next kernel's 8-byte loads take forwarded, where a result
 * stored by the kernel and copied with 16-byte loads stalled each chain x = x^2.
 *
 * Kernels and register maps (all use a stack frame below the saved registers: for the
 * C-convention kernels r0 and r1 at 0 and 8(%rsp), then the operand sums and the products)
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
 *   fp2_sqr_mt   fp2_sqr with fp_mul_mt's reduction plan (mont384.S), for the Zen 5 tuning.
 *   fp2_mul_wide the products of fp2_mul; c0 = t0 - t1, then p added to its high half under the
 *                borrow mask (sbb rax, rax; and).
 *   fp2_sqr_wide the prologue of fp2_sqr, then the two 6x6 products; r0 is written as its words
 *                complete (every input has been read by then), r1 is copied from the frame.
 *   fp6_mul_wide r in rbx, a in rbp, b in r12. t_i = a_i b_i (i = 0, 1, 2) by fp2_mul_wide into the
 *                frame, then per output coefficient the product of the unreduced sums
 *                (a_i + a_j)(b_i + b_j) and its Karatsuba correction, summed in twelve registers
 *                modulo p 2^384 (as below) and stored into r.
 *   tower kernels  generated from programs over exact integers (gen_x86_64.py, class Tower):
 *                the generator knows every value as a polynomial in the input limbs, so its
 *                range; products are exact (768-bit, two's complement when negative), their
 *                sums too (no reduction modulo p 2^384, no conditional subtraction), each
 *                reduction's input gets the multiple of p 2^384 (on its high half) that makes it
 *                nonnegative and the reduction the conditional subtractions its bound needs. The
 *                first input's address stays in rbx, the second's in rbp, the outputs' in the
 *                frame; products and reductions are calls of the helpers below.
 *   tw_mul2      helper (not a kernel; every helper clobbers all registers but rbx, rbp, rsp,
 *                and uses the caller's frame bottom, 44 words above its return address, as
 *                scratch): rdi[24] = x (rsi, Fp2) y (rcx, Fp2) exactly, (x0 y0 - x1 y1,
 *                x0 y1 + x1 y0) by Karatsuba; the caller guarantees x0 + x1, y0 + y1 < 2^384.
 *   tw_sqr2_kp   rdi[24] = x (rsi)^2 exactly: ((x0 + x1)(x0 - x1 + k p), 2 x0 x1), x1 < k p.
 *   tw_mulfp2    rdi[24] = x (rsi, Fp2) y (rcx, Fp) exactly: (x0 y, x1 y).
 *   tw_redcN     rdi[6] = rsi[12] / 2^384 mod p: five mt rounds, one m round, the high half,
 *                then N conditional subtractions (of 2^(N-1) p, ..., p), N from the caller's
 *                bound.
 *
 * Instruction counts (static = executed: no branches) and multiplications
@@TABLE@@
 *   Schoolbook counts: 36 per 6x6 product, 42 per reduction (36 products + 6 IMUL).
 */
"""

MONT256 = r"""/*
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
""" + COMMON + r""" *
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
@@TABLE@@
 *   Schoolbook counts: n^2 per product, n(n+1)/2 per square, n^2 + n per reduction (n = 4).
 */
"""
