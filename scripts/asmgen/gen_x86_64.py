#!/usr/bin/env python3
"""Generator for the bls381 x86_64 kernels (AT&T syntax). Emits mont384.S, mont384x.S, mont256.S.

Usage: python3 scripts/asmgen/gen_x86_64.py asm/x86_64   (the checked-in files are its output)
"""
import sys

P = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
PN0 = 0x89f3fffcfffcfffd
R = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001
RN0 = 0xfffffffeffffffff
M64 = (1 << 64) - 1
def limbs(x, n): return [(x >> (64 * i)) & M64 for i in range(n)]

OPT = {"row_xor": True, "red_xor": True, "cios_row_xor": True}

class Asm:
    def __init__(self):
        self.out = []
    def __call__(self, op, *args, c=None):
        s = "\t" + op
        if args:
            s += "\t" + ", ".join(args)
        if c:
            s = s.ljust(48) + "/* " + c + " */"
        self.out.append(s)
    def raw(self, s):
        self.out.append(s)
    def comment(self, s):
        self.out.append("\t/* " + s + " */")

CALLEE = ["%rbx", "%rbp", "%r12", "%r13", "%r14", "%r15"]

def r32(r):
    r = r.lstrip("%")
    if r[1:].isdigit():
        return "%" + r + "d"
    return "%e" + r[1:]

def mem(base, i, off=0):
    o = 8 * i + off
    return f"{o}({base})" if o else f"({base})"

def cmem(label, i):
    return f"LOCAL({label})+{8*i}(%rip)" if i else f"LOCAL({label})(%rip)"

def xor0(A, zero, c=None, reg=None):
    """CF = OF = 0 (and a fresh flags dependency). zero may be a memory operand: then `reg`
    (a scratch register about to be overwritten) is the one cleared."""
    r = reg if not zero.startswith("%") else zero
    A("xorl", r32(r), r32(r), c=c)

# ---------------------------------------------------------------------------------------------
# Building blocks. Conventions: every block starts its carry chains with `xor zero, zero`
# (which also breaks the dependency of CF/OF on earlier code) and leaves CF = OF = 0 behind.

def prod(A, n, amem, bmem, pool, x, y, zero, low_dst):
    """n x n schoolbook product by rows (row i = a * b[i], lo words on the OF chain, hi words on
    the CF chain). pool: n+1 rotating registers. low_dst(i, reg): called when word i (< n) is
    final. Returns the registers of words n..2n-1."""
    t = list(pool)
    for i in range(n):
        A("movq", bmem(i), "%rdx", c=f"row {i}: b[{i}]")
        if i == 0 or OPT["row_xor"]:
            xor0(A, zero)
        if i == 0:
            A("mulxq", amem(0), t[0], t[1])
            for j in range(1, n):
                A("mulxq", amem(j), x, t[j + 1])
                A("adcxq", x, t[j])
            A("adcxq", zero, t[n])
        else:
            for j in range(n):
                if j < n - 1:
                    A("mulxq", amem(j), x, y)
                    A("adoxq", x, t[j])
                    A("adcxq", y, t[j + 1])
                else:
                    A("mulxq", amem(j), x, t[n])
                    A("adoxq", x, t[j])
                    A("adcxq", zero, t[n])
                    A("adoxq", zero, t[n])
        low_dst(i, t[0])
        t = t[1:] + t[:1]
    return t[:n]

def sqr(A, n, amem, c, x, y, zero, t0_dst, xreg=None):
    """Square of an n-limb value: cross products a_i a_j (i < j) once, doubled, plus the
    squares a_i^2. c: 2n-2 registers receiving words 1..2n-2; word 2n-1 ends in y;
    t0_dst(reg) receives word 0."""
    cc = [None] + list(c)
    A.comment("cross products a_i a_j, i < j")
    A("movq", amem(0), "%rdx")
    xor0(A, zero, reg=xreg)
    A("mulxq", amem(1), cc[1], cc[2])
    for j in range(2, n):
        A("mulxq", amem(j), x, cc[j + 1])
        A("adcxq", x, cc[j])
    A("adcxq", zero, cc[n])
    for i in range(1, n - 1):
        A("movq", amem(i), "%rdx")
        if OPT["row_xor"]:
            xor0(A, zero, reg=xreg)
        for j in range(i + 1, n):
            pos = i + j
            if j < n - 1:
                A("mulxq", amem(j), x, y)
                A("adoxq", x, cc[pos])
                A("adcxq", y, cc[pos + 1])
            else:
                A("mulxq", amem(j), x, cc[pos + 1])
                A("adoxq", x, cc[pos])
                if i < n - 2:
                    A("adcxq", zero, cc[pos + 1])
                A("adoxq", zero, cc[pos + 1])
    A.comment("double the cross products (CF chain), add the squares (OF chain)")
    if OPT["row_xor"]:
        xor0(A, zero, reg=xreg)
    for k in range(n):
        A("movq", amem(k), "%rdx")
        A("mulxq", "%rdx", x, y)
        if k == 0:
            t0_dst(x)
            A("adcxq", cc[1], cc[1])
            A("adoxq", y, cc[1])
        else:
            A("adcxq", cc[2 * k], cc[2 * k])
            A("adoxq", x, cc[2 * k])
            if k < n - 1:
                A("adcxq", cc[2 * k + 1], cc[2 * k + 1])
                A("adoxq", y, cc[2 * k + 1])
            else:
                A("adcxq", zero, y)
                A("adoxq", zero, y)

def redc(A, n, acc, spare, x, y, zero, tilde_rounds, mod, tilde, n0):
    """Montgomery reduction of the n-word value in registers acc (the low half of the input):
    returns (regs, free): n registers holding (acc + M*m) / 2^(64n) for the M that makes the
    division exact, and a register no longer used. The first `tilde_rounds` rounds multiply by
    mt = m * n0 (so mt = -1 mod 2^64: the round multiplier is u0 itself, no imul, and the
    lowest limb of mt needs no product; the accumulator grows to n+1 words). The remaining
    rounds are the usual u0 * n0 rounds with m. spare: one extra register."""
    acc = list(acc)
    for k in range(n):
        w = len(acc)
        if k < tilde_rounds:
            A("movq", acc[0], "%rdx", c=f"round {k}: multiplier u0 (mt = -1 mod 2^64)")
            xor0(A, zero, reg=x)
            top = acc[0]
            if w == n:
                acc.append(spare)
            for j in range(1, n + 1):
                if j == 1:
                    A("mulxq", cmem(tilde, 1), x, y)
                    A("adcxq", "%rdx", acc[1], c="hi(u0 mt0) + (u0 != 0) = u0")
                    A("adoxq", x, acc[1])
                    A("adcxq", y, acc[2])
                elif j < n - 1 or (j == n - 1 and w == n + 1):
                    A("mulxq", cmem(tilde, j), x, y)
                    A("adoxq", x, acc[j])
                    A("adcxq", y, acc[j + 1])
                elif j == n - 1:
                    A("mulxq", cmem(tilde, j), x, acc[n])
                    A("adoxq", x, acc[j])
                    A("adcxq", zero, acc[n])
                else:
                    A("mulxq", cmem(tilde, n), x, top)
                    A("adoxq", x, acc[n])
                    A("adcxq", zero, top)
                    A("adoxq", zero, top)
            acc = acc[1:] + [top]
        else:
            A("movq", acc[0], "%rdx")
            A("imulq", cmem(n0, 0), "%rdx", c=f"round {k}: m = u0 n0 (imul clobbers CF, OF)")
            xor0(A, zero, reg=x)
            for j in range(n):
                if j == n - 1 and w == n:
                    A("mulxq", cmem(mod, j), x, acc[0])
                    A("adcxq", x, acc[j])
                    A("adoxq", zero, acc[0])
                    A("adcxq", zero, acc[0])
                    break
                A("mulxq", cmem(mod, j), x, y)
                if j == 0:
                    A("adcxq", acc[0], x, c="CF = (u0 != 0)")
                else:
                    A("adcxq", x, acc[j])
                A("adoxq", y, acc[j + 1])
            if w == n + 1:
                A("adcxq", zero, acc[n])
                spare = acc[0]
                acc = acc[1:]
            else:
                acc = acc[1:] + [acc[0]]
    assert len(acc) == n
    return acc, spare

def words(bound):
    """number of 64-bit words needed for values < bound"""
    return max(1, ((bound - 1).bit_length() + 63) // 64)

def cios(A, n, amem, bmem, plan, modulus, mod, tilde, n0, regs, x, y, zero, amax=None, bmax=None):
    if not zero.startswith("%"):
        _xor0 = lambda A, z, c=None, reg=None: xor0(A, z, c=c, reg=x)
    else:
        _xor0 = xor0
    """Interleaved (CIOS) Montgomery product a b / 2^(64n), a, b < modulus. plan: n letters,
    't' for a round by mt = m n0 (multiplier u0, no imul), 's' for a usual round by m.
    The accumulator width follows exact bounds. regs: n+2 registers. Returns n registers.
    A plan shorter than n stops after its rows and rounds and returns (accumulator, bound,
    free registers): the caller continues the product (k_fr_mul)."""
    M = (1 << 64) - 1
    mt_int = modulus * ((-pow(modulus, -1, 1 << 64)) % (1 << 64))
    amax = amax or modulus - 1      # largest a
    bmax = bmax or modulus - 1      # largest b
    free = list(regs)
    acc = []
    bound = 1
    for i in range(len(plan)):
        # ---- row i: acc += a b[i]
        bound = bound + amax * M
        w_out = words(bound)
        assert w_out == n + 1
        A("movq", bmem(i), "%rdx", c=f"row {i}: acc += a b[{i}]")
        if i == 0 or OPT["cios_row_xor"]:
            _xor0(A, zero, c="CF = OF = 0, and no dependency on earlier flags")
        if i == 0:
            acc = [free.pop(0) for _ in range(n + 1)]
            A("mulxq", amem(0), acc[0], acc[1])
            for j in range(1, n):
                A("mulxq", amem(j), x, acc[j + 1])
                A("adcxq", x, acc[j])
            A("adcxq", zero, acc[n])
        else:
            w_in = len(acc)
            if w_in == n:
                acc.append(free.pop(0))
            for j in range(n):
                if j < n - 1 or w_in == n + 1:
                    A("mulxq", amem(j), x, y)
                    A("adoxq", x, acc[j])
                    A("adcxq", y, acc[j + 1])
                else:
                    A("mulxq", amem(j), x, acc[n])
                    A("adoxq", x, acc[j])
                    A("adcxq", zero, acc[n])
            A("adoxq", zero, acc[n])
        # ---- reduction round i
        if plan[i] == "t":
            bound = (bound - 1 + M * mt_int) // (1 << 64) + 1
            assert words(bound) == n + 1
            A("movq", acc[0], "%rdx", c=f"reduction {i}: multiplier u0 (mt = -1 mod 2^64)")
            if OPT["red_xor"]:
                _xor0(A, zero, c="fresh flags: do not wait for the row's carry chains")
            top = acc[0]
            for j in range(1, n + 1):
                if j == 1:
                    A("mulxq", cmem(tilde, 1), x, y)
                    A("adcxq", "%rdx", acc[1], c="hi(u0 mt0) + (u0 != 0) = u0")
                    A("adoxq", x, acc[1])
                    A("adcxq", y, acc[2])
                elif j < n:
                    A("mulxq", cmem(tilde, j), x, y)
                    A("adoxq", x, acc[j])
                    A("adcxq", y, acc[j + 1])
                else:
                    A("mulxq", cmem(tilde, n), x, top)
                    A("adoxq", x, acc[n])
                    A("adcxq", zero, top)
                    A("adoxq", zero, top)
            acc = acc[1:] + [top]
        else:
            bound = (bound - 1 + M * modulus) // (1 << 64) + 1
            w_out = words(bound)
            A("movq", acc[0], "%rdx")
            A("imulq", cmem(n0, 0), "%rdx", c=f"reduction {i}: m = u0 n0 (imul clobbers CF, OF)")
            _xor0(A, zero, reg=x)
            for j in range(n):
                A("mulxq", cmem(mod, j), x, y)
                if j == 0:
                    A("adcxq", acc[0], x, c="CF = (u0 != 0)")
                else:
                    A("adcxq", x, acc[j])
                A("adoxq", y, acc[j + 1])
            A("adcxq", zero, acc[n])
            if w_out == n:
                free.append(acc[0])
                acc = acc[1:]
            else:
                assert w_out == n + 1
                top = acc[0]
                A("movl", "$0", r32(top))
                A("adcxq", zero, top)
                A("adoxq", zero, top)
                acc = acc[1:] + [top]
    if len(plan) < n:
        return acc, bound, free
    assert len(acc) == n, (len(acc), n)
    # the tight bound on the result: (a b + sum of the reduction terms) / 2^(64n)
    tight = amax * bmax
    for i in range(n):
        tight += M * (mt_int if plan[i] == "t" else modulus) << (64 * i)
    tight = (tight >> (64 * n)) + 1
    assert tight <= 2 * modulus, tight / modulus
    return acc, tight

def add_high(A, n, acc, hmem):
    """acc += the high half (memory)"""
    for k in range(n):
        A("addq" if k == 0 else "adcq", hmem(k), acc[k])

def cond_sub(A, n, t, u, mod):
    """u = t - m if t >= m else t; t stays. (t < 2m)"""
    for j in range(n):
        A("movq", t[j], u[j])
    for j in range(n):
        A("subq" if j == 0 else "sbbq", cmem(mod, j), u[j])
    for j in range(n):
        A("cmovcq", t[j], u[j])

def store(A, n, regs, dst):
    for j in range(n):
        A("movq", regs[j], dst(j))

# The small kernels (fp_mul, fp_sqr, fr_mul, fr_sqr) take a's limbs in registers and return the
# result's limbs in the same registers, for the Rust side's inline-assembly calls: a chain
# x = x * y then keeps x in registers from one call to the next, where a value passed and
# returned through memory costs a store-to-load round trip at each end of every call. b comes
# as a pointer in rcx.
IN6 = ["%rdi", "%rsi", "%r8", "%r9", "%r10", "%r11"]
IN4 = ["%rdi", "%rsi", "%r8", "%r9"]
# fp2_mul and fp2_sqr keep their input pointers (a0, a1, b0, b1 in rdx, rcx, r8, r9) and return
# r0 in OUT2[0], r1 in OUT2[1]: twelve registers, three of them callee-saved in the C convention
# (r12-r14), which the `asm!` callers declare clobbered; rbx, rbp and r15 are restored.
OUT2 = (IN6, ["%rax", "%rcx", "%rdx", "%r12", "%r13", "%r14"])
SAVED2 = ["%rbx", "%rbp", "%r15"]

def regs2_open(A, nslots):
    for r in SAVED2:
        A("pushq", r)
    return frame_open(A, SAVED2, nslots)

def regs2_return(A, acc, r1, size):
    """The end of fp2_mul / fp2_sqr: r0 (in `acc`, below 2p) reduced into OUT2[0], r1 from
    its frame slots `r1` into OUT2[1], the frame closed"""
    cond_sub_out(A, 6, acc, OUT2[0], "p")
    for k in range(6):
        A("movq", slot(r1 + k), OUT2[1][k], c="r1 back" if k == 0 else None)
    A("addq", f"${size}", "%rsp")
    for r in reversed(SAVED2):
        A("popq", r)
    A("ret")
GPR = ["%rax", "%rbx", "%rcx", "%rdx", "%rsi", "%rdi", "%rbp"] + [f"%r{i}" for i in range(8, 16)]

def cond_sub_out(A, n, t, outs, mod):
    """cond_sub into the output registers `outs`: registers of t that are outputs move out of
    the way first (cond_sub reads t again after writing outs)"""
    t = list(t)
    spare = [r for r in GPR if r not in outs and r not in t]
    for k, r in enumerate(t):
        if r in outs:
            t[k] = spare.pop(0)
            A("movq", r, t[k])
    cond_sub(A, n, t, outs, mod)

def rz(k):
    """red-zone slot k (below the stack pointer)"""
    return f"-{8 * (k + 1)}(%rsp)"

# ---------------------------------------------------------------------------------------------
# mont384.S

def prologue(A, used=None):
    """placeholder: func() replaces it by pushes of the callee-saved registers the body uses"""
    A.raw("@PROLOGUE@")
    return None

def epilogue(A, saved=None):
    A.raw("@EPILOGUE@")
    A("ret")

# Reduction plans of the interleaved (CIOS) 6-limb products. Interleaved with the rows, every
# round by m = u0 n0 is faster than the mt rounds here (measured on Golden Cove-class Xeon:
# fp_mul 7% lower latency, 5% higher throughput; fp2_sqr 5-6%), although an mt round has the
# shorter chain from u0 to the next u0: the rows' MULX keep the multiplier port busy while the
# IMUL runs, and the 6-word accumulator needs fewer additions than the 7-word one. The separate
# reductions (fp_redc, fp_sqr, fp2_mul) have no rows to overlap with, and there the mt rounds
# stay faster (fp_sqr 3%, fp2_mul 3% with all m rounds).
CIOS6 = "ssssss"

# Tried and measured slower (C harness timing the kernels in place, paired with the kernel
# before the change and with blst, Intel Xeon family 6 model 167 (Golden Cove-class), 2026-12;
# latency = a chain x = f(x, y), throughput = independent calls):
# - fp_mul with k = 1..5 mt rounds (tsssss ... ttttts): each slower than ssssss, ttttts by 7%.
# - blst's order (m computed as soon as its word is final, row i+1 added before reduction i):
#   fp_mul latency +12%.
# - a two-word last round (rows 4, 5, then m mod 2^128, as fr_mul does): fp_mul latency +4%.
# - the freed accumulator register reused first (5 saved registers instead of 6): +2% latency.
# - the constant table through a base register (disp8 operands, 1.5 KB of code instead of
#   1.7 KB; r spilled): +8% latency.
# - the final selection by masks (sbb; and; xor) instead of CMOVC: throughput -5%, latency +5%.
# - fp2_mul / fp2_sqr storing their outputs as 16-byte halves (so that a caller's 16-byte copy
#   is forwarded): the Rust Fp2 mul latency chain 0.98 -> 0.94 of blst, but Fp2 mul throughput
#   0.85 -> 0.91 and G2 add 0.69 -> 0.73 (cycle table).
# - all-m rounds in the separate reductions: fp_sqr +3%, fp2_mul +3% (fp_redc needs one
#   conditional subtraction instead of two then, and is no faster).
# - fp_sqr reading a from a red-zone copy (so each input limb is loaded once): +1%.

# fp_mul_mt: fp_mul with five mt rounds and a last m round, for the CPUs where that measured
# faster (AMD Zen 5, `backend::tuning`): Fp mul 4-6% lower latency and higher throughput there,
# where the m rounds of CIOS6 are the faster ones on the Xeon above.
CIOS6_MT = "ttttts"

def k_fp_mul(A, plan=None):
    plan = plan or CIOS6
    # a arrives in IN6: row i multiplies by a[i], and a3..a5 wait in the red zone so that their
    # registers can take the accumulator; b is read as the rows' memory operands.
    regs = ["%rdi", "%rbx", "%rbp", "%r9", "%r10", "%r11", "%r12", "%r13"]
    x, y, zero = "%r14", "%r15", "%rax"
    saved = prologue(A)
    for i in (3, 4, 5):
        A("movq", IN6[i], rz(i - 3), c="a3..a5 to the red zone" if i == 3 else None)
    A.comment("interleaved rows and reductions: " + ", ".join(
        "by mt = m n0" if c == "t" else "by m = u0 n0" for c in plan))
    acc, bound = cios(A, 6, lambda j: mem("%rcx", j), lambda i: IN6[i] if i < 3 else rz(i - 3),
                      plan, P, "p", "pt", "n0", regs, x, y, zero)
    A.comment(f"result below {bound / P:.2f} p: one conditional subtraction, into a's registers")
    cond_sub_out(A, 6, acc, IN6, "p")
    epilogue(A, saved)

def sqr_redc6(A, bound_note, amem=lambda j: mem("%rsi", j)):
    """(a^2 / 2^384) mod p, unreduced, for a at amem (default: at rsi): the square with t0, t6,
    t7 in the red zone (slots 0-2), five mt rounds and one m round on t0..t5, plus t6..t11.
    Returns the six registers of the sum (rsi among them); bound_note says its bound."""
    x, y, zero = "%rax", "%rcx", cmem("zero", 0)
    c = ["%rbx", "%rbp", "%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15"]
    A.comment("t = a^2: t0 to the red zone, t1..t10 in registers, t11 in rcx")
    sqr(A, 6, amem, c, x, y, zero, lambda r: A("movq", r, rz(0), c="t0"), xreg=x)
    A.comment("t6, t7 to the red zone (t8..t11 stay in r13, r14, r15, rcx); t0 back")
    A("movq", c[5], rz(1))
    A("movq", c[6], rz(2))
    acc = ["%rsi"] + c[0:5]
    A("movq", rz(0), acc[0])
    A.comment("Montgomery reduction of t0..t5: five rounds by mt = m n0, one by m")
    acc, _ = redc(A, 6, acc, c[5], x, c[6], zero, 5, "p", "pt", "n0")
    A.comment(f"+ t6..t11: {bound_note}")
    hi = [rz(1), rz(2), c[7], c[8], c[9], y]
    for k in range(6):
        A("addq" if k == 0 else "adcq", hi[k], acc[k])
    return acc

def k_fp_sqr(A):
    prologue(A)
    # The square needs every register: a, arrived in IN6, waits in red-zone slots 3..8.
    for j in range(6):
        A("movq", IN6[j], rz(3 + j), c="a to the red zone" if j == 0 else None)
    acc = sqr_redc6(A, "the sum is below 1.65 p (t < p^2)", lambda j: rz(3 + j))
    cond_sub_out(A, 6, acc, IN6, "p")
    epilogue(A)

def k_fp_sqr_n(A):
    """n >= 1 squarings of a (rdi = r, rsi = a, rdx = &n): fp_sqr's body in a loop that keeps
    each intermediate square below 2p, unreduced (the exponentiations' runs of squarings:
    no call, no final subtraction per square), then one conditional subtraction."""
    # a < 2p: t < 4p^2, and the reduction with the high half stays below 2p, so the loop
    # closes on its own bound (and an input below p is a special case).
    bound = redc_bound(6, P, P * PN0, 5, (2 * P - 1) ** 2 + 1)
    assert bound <= 2 * P, bound / P
    prologue(A)
    A("movq", "(%rdx)", "%rax")
    A("movq", "%rax", rz(3), c="the count, in the red zone")
    A.raw("1:")
    acc = sqr_redc6(A, f"below {bound / P:.2f} p for a < 2p; stored unreduced")
    store(A, 6, acc, lambda j: mem("%rdi", j))
    A("movq", "%rdi", "%rsi", c="the next square reads this one")
    A("decq", rz(3))
    A("jnz", "1b")
    A.comment("the last square (below 2p) back from r: one conditional subtraction")
    t = ["%rax", "%rcx", "%rdx", "%rsi", "%r8", "%r9"]
    u = ["%r10", "%r11", "%rbx", "%rbp", "%r12", "%r13"]
    for j in range(6):
        A("movq", mem("%rdi", j), t[j])
    cond_sub(A, 6, t, u, "p")
    store(A, 6, u, lambda j: mem("%rdi", j))
    epilogue(A)

def k_fp_redc(A):
    x, y, zero = "%rax", "%rcx", "%rdx"
    # rdx is the multiplier: the zero register must be another one
    x, y, zero = "%rax", "%rcx", "%r8"
    acc = ["%r9", "%r10", "%r11", "%rbx", "%rbp", "%r12"]
    spare = "%r13"
    saved = prologue(A, acc + [spare, "%r14"])
    for k in range(6):
        A("movq", mem("%rsi", k), acc[k])
    acc, spare = redc(A, 6, acc, spare, x, y, zero, 5, "p", "pt", "n0")
    A.comment("+ t6..t11: the sum is below 2.54 p (t < p 2^384): two conditional subtractions")
    add_high(A, 6, acc, lambda k: mem("%rsi", 6 + k))
    u = ["%rax", "%rcx", "%rdx", "%rsi", "%r8", "%r14"]
    cond_sub(A, 6, acc, u, "p")
    cond_sub(A, 6, u, acc, "p")
    store(A, 6, acc, lambda j: mem("%rdi", j))
    epilogue(A, saved)

def redc_bound(n, modulus, mt, tilde_rounds, tmax):
    """Exact worst case (exclusive) of redc() plus the high half, for an input below tmax."""
    M = (1 << 64) - 1
    tight = tmax - 1
    for i in range(n):
        tight += M * (mt if i < tilde_rounds else modulus) << (64 * i)
    return (tight >> (64 * n)) + 1

def k_fp_redc3(A, sign):
    """r = 3 (t / 2^384) + 2x or - 2x mod p: the last step of every Granger-Scott coefficient
    (3 t - 2 x for the a^2 + xi b^2 halves, 3 t + 2 x for the 2ab halves), fused with the
    reduction that produces t, so that t never leaves the registers and its two conditional
    subtractions merge with the ones the sum needs."""
    x, y, zero = "%rax", "%rcx", "%r8"
    acc = ["%r9", "%r10", "%r11", "%rbx", "%rbp", "%r12"]
    spare = "%r13"
    xp = "%r15"
    prologue(A)
    A("movq", "%rdx", xp, c="x (rdx is the MULX multiplier)")
    for k in range(6):
        A("movq", mem("%rsi", k), acc[k])
    acc, spare = redc(A, 6, acc, spare, x, y, zero, 5, "p", "pt", "n0")
    add_high(A, 6, acc, lambda k: mem("%rsi", 6 + k))
    t_max = redc_bound(6, P, P * PN0, 5, P << 384)
    # v = 3t + 2x, or 3t + 2p - 2x (never negative: x < p); both below 3 t_max + 2p
    v_max = 3 * (t_max - 1) + (2 * (P - 1) if sign > 0 else 2 * P) + 1
    assert v_max <= 1 << 384 and v_max <= 16 * P
    u = ["%rax", "%rcx", "%rdx", "%rsi", "%r8", "%r14"]
    A.comment(f"t = t + t_hi below {t_max / P:.2f} p; v = 3 t " + ("+ 2p - 2x" if sign < 0 else "+ 2x")
              + f" below {v_max / P:.2f} p < 2^384")
    for k in range(6):
        A("movq", acc[k], u[k])
    for k in range(6):
        A("addq" if k == 0 else "adcq", u[k], u[k])
    for k in range(6):
        A("addq" if k == 0 else "adcq", acc[k], u[k])
    if sign < 0:
        for k in range(6):
            A("addq" if k == 0 else "adcq", cmem("p2x", k), u[k])
        for _ in range(2):
            for k in range(6):
                A("subq" if k == 0 else "sbbq", mem(xp, k), u[k])
    else:
        for _ in range(2):
            for k in range(6):
                A("addq" if k == 0 else "adcq", mem(xp, k), u[k])
    A.comment("v mod p: conditional subtractions of 8p, 4p, 2p, p")
    cond_sub(A, 6, u, acc, "p8x")
    cond_sub(A, 6, acc, u, "p4x")
    cond_sub(A, 6, u, acc, "p2x")
    cond_sub(A, 6, acc, u, "p")
    store(A, 6, u, lambda j: mem("%rdi", j))
    epilogue(A)

def k_fp_mul_wide(A):
    pool = ["%rbx", "%rbp", "%r10", "%r11", "%r12", "%r13", "%r14"]
    x, y, zero = "%r8", "%r9", "%rax"
    saved = prologue(A, pool)
    A("movq", "%rdx", "%rcx")
    hi = prod(A, 6, lambda j: mem("%rsi", j), lambda i: mem("%rcx", i), pool, x, y, zero,
              lambda i, r: A("movq", r, rz(i)))
    A.comment("all inputs read: store (the output may alias them)")
    store(A, 6, hi, lambda j: mem("%rdi", 6 + j))
    tmp = ["%rsi", "%rcx", "%rdx", x, y, zero]
    for k in range(6):
        A("movq", rz(k), tmp[k])
    store(A, 6, tmp, lambda j: mem("%rdi", j))
    epilogue(A, saved)

def k_fp_sqr_wide(A):
    x, y, zero = "%rax", "%rcx", "%rdi"
    c = ["%rbx", "%rbp", "%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15"]
    saved = prologue(A, CALLEE)
    A("movq", "%rdi", rz(0))
    sqr(A, 6, lambda j: mem("%rsi", j), c, x, y, zero, lambda r: A("movq", r, rz(1), c="t0"))
    A("movq", rz(0), "%rdi")
    A("movq", rz(1), "%rsi")
    A("movq", "%rsi", mem("%rdi", 0))
    store(A, 10, c, lambda j: mem("%rdi", 1 + j))
    A("movq", y, mem("%rdi", 11))
    epilogue(A, saved)

def consts(A, which):
    A.raw("")
    A.raw("RODATA")
    A.raw(".p2align 6")
    def table(label, words, c):
        A.raw(f"LOCAL({label}):" + f"\t\t/* {c} */")
        for w in words:
            A.raw(f"\t.quad\t0x{w:016x}")
    table("zero", [0], "a zero for the carry-in of adcx/adox")
    if "p" in which:
        table("p", limbs(P, 6), "p")
        table("n0", [PN0], "n0 = -p^-1 mod 2^64")
        table("pt", limbs(P * PN0, 7), "pt = p n0 (lowest limb 2^64 - 1)")
        if "p2" in which:
            table("p2", limbs(P * P, 12), "p^2")
        if "pk" in which:
            for k in (2, 4, 8):
                table(f"p{k}x", limbs(k * P, 6), f"{k} p")
        if "kp" in which:
            table("kp", [w for k in range(TW_KP) for w in limbs(k * P, 6)], f"k p for k < {TW_KP} (the tower kernels' offsets)")
            table("one", limbs((1 << 384) % P, 6), "R mod p (Montgomery's 1)")
    if "r" in which:
        table("r", limbs(R, 4), "r")
        table("rn0", [RN0], "n0 = -r^-1 mod 2^64")
        table("rt", limbs(R * RN0, 5), "rt = r n0 (lowest limb 2^64 - 1)")
        table("rn2", [((-pow(R, -1, 1 << 128)) % (1 << 128)) >> 64], "limb 1 of -r^-1 mod 2^128")

def func(A, name, body):
    B = Asm()
    body(B)
    import re
    text = "\n".join(l for l in B.out if not l.startswith("@"))
    used = [r for r in CALLEE if re.search(re.escape(r) + r"(?![0-9a-z])", text)
            or re.search(re.escape(r32(r)) + r"(?![0-9a-z])", text)]
    A.raw("")
    A.raw(f"FUNCTION(bls381_{name})")
    for l in B.out:
        if l == "@PROLOGUE@":
            for r in used:
                A("pushq", r)
        elif l == "@EPILOGUE@":
            for r in reversed(used):
                A("popq", r)
        else:
            A.out.append(l)
    A.raw(f"END_FUNCTION(bls381_{name})")

def emit_file(header, cons, funcs, books=None):
    import doc
    A = Asm()
    A.raw('#include "macros.h"')
    consts(A, cons)
    rows = []
    for name, body in funcs:
        start = len(A.out)
        func(A, name, body)
        lines = [l for l in A.out[start:] if l.startswith("\t") and not l.strip().startswith("/*")]
        ops = [l.split()[0] for l in lines]
        rows.append((f"bls381_{name}", len(ops), ops.count("mulxq"), ops.count("imulq"),
                     (books or {}).get(name, "")))
    A.raw("")
    A.raw("GNU_STACK_NOTE")
    return header.replace("@@TABLE@@", doc.table(rows)) + "\n".join(A.out) + "\n"

# ---------------------------------------------------------------------------------------------
# mont384x.S

def slot(k):
    return f"{8 * k}(%rsp)" if k else "(%rsp)"

def frame_open(A, saved, nslots):
    """Stack frame below the saved registers (the kernels call nothing: no alignment needed)."""
    size = 8 * nslots
    A("subq", f"${size}", "%rsp")
    return size

def frame_close(A, size, saved):
    A("addq", f"${size}", "%rsp")
    epilogue(A, saved)

def add6(A, a, b, dst, tmp, sub=False, c=None):
    """dst[k] = a[k] + b[k] (or -), 6 words, via tmp registers (a, b, dst: memory operand fns)"""
    for k in range(6):
        A("movq", a(k), tmp[k], c=c if k == 0 else None)
    for k in range(6):
        if sub:
            A("subq" if k == 0 else "sbbq", b(k), tmp[k])
        else:
            A("addq" if k == 0 else "adcq", b(k), tmp[k])
    for k in range(6):
        A("movq", tmp[k], dst(k))

def fp2_products(A, wide):
    """Common part of fp2_mul(_wide): frame holds OUT0, OUT1, SA, SB, T0 (12), T1 (12), T2LO
    (and R1 for fp2_mul, whose result goes to registers: OUT2)."""
    pool = ["%rbx", "%rbp", "%r10", "%r11", "%r12", "%r13", "%r14"]
    x, y, zero = "%rax", "%rcx", "%r15"
    OUT0, OUT1, SA, SB, T0, T1, T2, HI = 0, 1, 2, 8, 14, 26, 38, 44
    if wide:
        saved = prologue(A, CALLEE)
        size = frame_open(A, saved, 50)
        A("movq", "%rdi", slot(OUT0), c="r0")
        A("movq", "%rsi", slot(OUT1), c="r1")
    else:
        saved, size = SAVED2, regs2_open(A, 56)
    A("movq", "%rdx", "%rdi", c="a0")
    A("movq", "%rcx", "%rsi", c="a1; b0 in r8, b1 in r9")
    pa0, pa1, pb0, pb1 = "%rdi", "%rsi", "%r8", "%r9"
    add6(A, lambda k: mem(pa0, k), lambda k: mem(pa1, k), lambda k: slot(SA + k), pool, c="a0 + a1 (< 2p, no reduction)")
    add6(A, lambda k: mem(pb0, k), lambda k: mem(pb1, k), lambda k: slot(SB + k), pool, c="b0 + b1")
    A.comment("t0 = a0 b0 (rows by a0[i], b0 as the memory operands; a1 b1 likewise: see fp_mul)")
    hi = prod(A, 6, lambda j: mem(pb0, j), lambda i: mem(pa0, i), pool, x, y, zero,
              lambda i, r: A("movq", r, slot(T0 + i)))
    store(A, 6, hi, lambda j: slot(T0 + 6 + j))
    A.comment("t1 = a1 b1")
    hi = prod(A, 6, lambda j: mem(pb1, j), lambda i: mem(pa1, i), pool, x, y, zero,
              lambda i, r: A("movq", r, slot(T1 + i)))
    store(A, 6, hi, lambda j: slot(T1 + 6 + j))
    A.comment("t2 = (a0 + a1)(b0 + b1); every input has been read")
    hi = prod(A, 6, lambda j: slot(SA + j), lambda i: slot(SB + i), pool, x, y, zero,
              lambda i, r: A("movq", r, slot(T2 + i)))
    lo = [r for r in pool + ["%rdi", "%rsi", "%r8", "%r9", x, y, zero] if r not in hi][:6]
    A.comment("c1 = t2 - t0 - t1 (= a0 b1 + a1 b0 exactly)")
    for k in range(6):
        A("movq", slot(T2 + k), lo[k])
    c1 = lo + hi
    for k in range(12):
        A("subq" if k == 0 else "sbbq", slot(T0 + k), c1[k])
    for k in range(12):
        A("subq" if k == 0 else "sbbq", slot(T1 + k), c1[k])
    return saved, size, c1, (OUT0, OUT1, T0, T1, HI)

def k_fp2_mul(A):
    R1 = 50
    saved, size, c1, (OUT0, OUT1, T0, T1, HI) = fp2_products(A, False)
    store(A, 6, c1[6:], lambda j: slot(HI + j))
    free = [r for r in ["%rbx", "%rbp", "%r10", "%r11", "%r12", "%r13", "%r14", "%rdx", "%rdi", "%rsi", "%r8", "%r9", "%rax", "%rcx", "%r15"] if r not in c1[:6]]
    x, y, zero, spare = free[0], free[1], free[2], free[3]
    assert "%rdx" not in (x, y, zero, spare)
    A.comment("r1 = c1 / 2^384 mod p: five rounds by mt = m n0, one by m; sum below 1.75 p")
    acc, spare = redc(A, 6, c1[:6], spare, x, y, zero, 5, "p", "pt", "n0")
    add_high(A, 6, acc, lambda k: slot(HI + k))
    u = [r for r in free if r not in acc][:6]
    cond_sub(A, 6, acc, u, "p")
    store(A, 6, u, lambda j: slot(R1 + j))
    A.comment("c0 = t0 - t1 + p^2 (in (0, 2 p^2), congruent to a0 b0 - a1 b1)")
    c0 = ["%rbx", "%rbp", "%r10", "%r11", "%r12", "%r13", "%r14", "%rdi", "%rsi", "%r8", "%r9", "%rax"]
    for k in range(12):
        A("movq", slot(T0 + k), c0[k])
    for k in range(12):
        A("subq" if k == 0 else "sbbq", slot(T1 + k), c0[k])
    for k in range(12):
        A("addq" if k == 0 else "adcq", cmem("p2", k), c0[k])
    store(A, 6, c0[6:], lambda j: slot(HI + j))
    free = [r for r in ["%rbx", "%rbp", "%r10", "%r11", "%r12", "%r13", "%r14", "%rdx", "%rdi", "%rsi", "%r8", "%r9", "%rax", "%rcx", "%r15"] if r not in c0[:6] and r != "%rdx"]
    x, y, zero, spare = free[0], free[1], free[2], free[3]
    A.comment("r0 = c0 / 2^384 mod p; sum below 1.75 p")
    acc, spare = redc(A, 6, c0[:6], spare, x, y, zero, 5, "p", "pt", "n0")
    add_high(A, 6, acc, lambda k: slot(HI + k))
    regs2_return(A, acc, R1, size)

def k_fp2_mul_wide(A):
    saved, size, c1, (OUT0, OUT1, T0, T1, HI) = fp2_products(A, True)
    A("movq", slot(OUT1), "%rdx")
    store(A, 12, c1, lambda j: mem("%rdx", j))
    A.comment("c0 = t0 - t1, plus p 2^384 if negative")
    c0 = ["%rbx", "%rbp", "%r10", "%r11", "%r12", "%r13", "%r14", "%rdi", "%rsi", "%r8", "%r9", "%rcx"]
    for k in range(12):
        A("movq", slot(T0 + k), c0[k])
    for k in range(12):
        A("subq" if k == 0 else "sbbq", slot(T1 + k), c0[k])
    A("sbbq", "%rax", "%rax", c="all ones if t0 < t1")
    A("movq", slot(OUT0), "%rdx")
    store(A, 6, c0, lambda j: mem("%rdx", j))
    for k in range(6):
        A("movq", cmem("p", k), c0[k])
        A("andq", "%rax", c0[k])
    for k in range(6):
        A("addq" if k == 0 else "adcq", c0[k], c0[6 + k])
    store(A, 6, c0[6:], lambda j: mem("%rdx", 6 + j))
    frame_close(A, size, saved)

def fp2_sqr_prep(A):
    """frame: OUT0, OUT1, S (a0 + a1), D (a0 - a1 + p), E (2 a0); then c1 = E a1 -> frame."""
    pool = ["%rbx", "%rbp", "%r10", "%r11", "%r12", "%r13", "%r14"]
    x, y, zero = "%rax", "%r8", "%r15"
    saved = prologue(A, CALLEE)
    OUT0, OUT1, S, D, E, C1, C0HI = 0, 1, 2, 8, 14, 20, 32
    size = frame_open(A, saved, 38)
    A("movq", "%rdi", slot(OUT0), c="r0")
    A("movq", "%rsi", slot(OUT1), c="r1")
    A("movq", "%rdx", "%rdi", c="a0")
    A("movq", "%rcx", "%rsi", c="a1")
    add6(A, lambda k: mem("%rdi", k), lambda k: mem("%rsi", k), lambda k: slot(S + k), pool, c="a0 + a1 (< 2p)")
    tmp = pool[:6]
    for k in range(6):
        A("movq", mem("%rdi", k), tmp[k], c="a0 - a1 + p (in (0, 2p))" if k == 0 else None)
    for k in range(6):
        A("subq" if k == 0 else "sbbq", mem("%rsi", k), tmp[k])
    for k in range(6):
        A("addq" if k == 0 else "adcq", cmem("p", k), tmp[k])
    store(A, 6, tmp, lambda k: slot(D + k))
    add6(A, lambda k: mem("%rdi", k), lambda k: mem("%rdi", k), lambda k: slot(E + k), pool, c="2 a0 (< 2p)")
    A.comment("c1 = 2 a0 a1; every input has been read afterwards")
    hi = prod(A, 6, lambda j: slot(E + j), lambda i: mem("%rsi", i), pool, x, y, zero,
              lambda i, r: A("movq", r, slot(C1 + i)))
    store(A, 6, hi, lambda j: slot(C1 + 6 + j))
    return saved, size, pool, x, y, zero, (OUT0, OUT1, S, D, C1, C0HI)

def k_fp2_sqr(A, plan=None):
    """(a0 + a1 u)^2: r1 = mont(2 a0, a1), r0 = mont(a0 + a1, a0 - a1 + p), both interleaved;
    the result in OUT2."""
    plan = plan or CIOS6
    S, D, E, R1 = 0, 6, 12, 18
    size = regs2_open(A, 24)
    pool = ["%rbx", "%rbp", "%r10", "%r11", "%r12", "%r13", "%r14"]
    A("movq", "%rdx", "%rdi", c="a0")
    A("movq", "%rcx", "%rsi", c="a1")
    add6(A, lambda k: mem("%rdi", k), lambda k: mem("%rsi", k), lambda k: slot(S + k), pool, c="a0 + a1 (< 2p)")
    tmp = pool[:6]
    for k in range(6):
        A("movq", mem("%rdi", k), tmp[k], c="a0 - a1 + p (in (0, 2p))" if k == 0 else None)
    for k in range(6):
        A("subq" if k == 0 else "sbbq", mem("%rsi", k), tmp[k])
    for k in range(6):
        A("addq" if k == 0 else "adcq", cmem("p", k), tmp[k])
    store(A, 6, tmp, lambda k: slot(D + k))
    add6(A, lambda k: mem("%rdi", k), lambda k: mem("%rdi", k), lambda k: slot(E + k), pool, c="2 a0 (< 2p)")
    regs = ["%rbx", "%rbp", "%r8", "%r9", "%r10", "%r11", "%r12", "%r15"]
    x, y, zero = "%r13", "%r14", "%rax"
    allr = regs + [x, y, zero, "%rcx", "%rdx", "%rdi", "%rsi"]
    A.comment("r1 = 2 a0 a1 / 2^384 mod p (interleaved rows and reductions)")
    acc, bound = cios(A, 6, lambda j: slot(E + j), lambda i: mem("%rsi", i), plan, P,
                      "p", "pt", "n0", regs, x, y, zero, amax=2 * P - 2, bmax=P - 1)
    A.comment(f"below {bound / P:.2f} p; every input has been read")
    u = [r for r in allr if r not in acc][:6]
    cond_sub(A, 6, acc, u, "p")
    store(A, 6, u, lambda j: slot(R1 + j))
    A.comment("r0 = (a0 + a1)(a0 - a1 + p) / 2^384 mod p")
    acc, bound = cios(A, 6, lambda j: slot(S + j), lambda i: slot(D + i), plan, P,
                      "p", "pt", "n0", regs, x, y, zero, amax=2 * P - 2, bmax=2 * P - 1)
    A.comment(f"below {bound / P:.2f} p")
    regs2_return(A, acc, R1, size)

def k_fp2_sqr_wide(A):
    saved, size, pool, x, y, zero, (OUT0, OUT1, S, D, C1, C0HI) = fp2_sqr_prep(A)
    A.comment("c0 = (a0 + a1)(a0 - a1 + p), straight to r0")
    A("movq", slot(OUT0), "%rdi")
    hi = prod(A, 6, lambda j: slot(S + j), lambda i: slot(D + i), pool, x, y, zero,
              lambda i, r: A("movq", r, mem("%rdi", i)))
    store(A, 6, hi, lambda j: mem("%rdi", 6 + j))
    A("movq", slot(OUT1), "%rdi")
    tmp = ["%rax", "%rcx", "%rdx", "%rsi", "%r8", "%r9"]
    for h in range(2):
        for k in range(6):
            A("movq", slot(C1 + 6 * h + k), tmp[k])
        store(A, 6, tmp, lambda j: mem("%rdi", 6 * h + j))
    frame_close(A, size, saved)

def wide_sum(A, dst, terms, subs, regs):
    """dst = the signed sum of terms (sign, loc), each loc(k) the k-th word of a 12-word value
    below p 2^384, the first term positive; reduced modulo p 2^384 into [0, p 2^384): p 2^384
    is added once per subtracted term so the sum is never negative, then conditional
    subtractions of the multiples of p in `subs` (largest first) from the high half (p 2^384
    has a zero low half, so comparing high halves compares the values). regs: 12 registers."""
    npos = sum(1 for sign, _ in terms if sign > 0)
    nneg = len(terms) - npos
    # the sum is below (npos + nneg) p 2^384: the subtractions must bring it below p 2^384
    mult = [{"p": 1, "p2x": 2, "p4x": 4, "p8x": 8}[m] for m in subs]
    # halving steps 2^j p, ..., 2p, p, from a bound of at most 2^(j+1) p 2^384
    assert terms[0][0] > 0 and (npos + nneg) * P < 1 << 384
    assert mult == [1 << i for i in reversed(range(len(mult)))] and npos + nneg <= 2 * mult[0]
    for k in range(12):
        A("movq", terms[0][1](k), regs[k])
    for sign, loc in terms[1:]:
        for k in range(12):
            if sign > 0:
                A("addq" if k == 0 else "adcq", loc(k), regs[k])
            else:
                A("subq" if k == 0 else "sbbq", loc(k), regs[k])
    for _ in range(nneg):
        for k in range(6):
            A("addq" if k == 0 else "adcq", cmem("p", k), regs[6 + k])
    store(A, 6, regs, dst)
    cur, other = regs[6:], regs[:6]
    for m in subs:
        cond_sub(A, 6, cur, other, m)
        cur, other = other, cur
    store(A, 6, cur, lambda k: dst(6 + k))

def at(base):
    """the words of the 12-word frame value at slot base"""
    return lambda k: slot(base + k)

def coeff(base, i, half=0):
    """component `half` of Fp2 coefficient i (96 bytes each) of the element at register base"""
    off = 96 * i + 48 * half
    return f"{off}({base})" if off else f"({base})"

def kcall(A, fn, *args):
    """A call of kernel bls381_<fn> from a composite kernel, its pointer arguments given as
    memory operands whose addresses are loaded (lea) into the SysV argument registers."""
    for reg, arg in zip(["%rdi", "%rsi", "%rdx", "%rcx", "%r8", "%r9"], args):
        A("leaq", arg, reg)
    A("call", f"SYM(bls381_{fn})")

def wide_combine(A, dst, first, terms, subs, regs):
    """wide_sum on frame slots: dst = first + the signed terms (slot numbers)."""
    wide_sum(A, at(dst), [(+1, at(first))] + [(sign, at(t)) for sign, t in terms], subs, regs)

def k_fp12_cyclotomic_sqr(A):
    """Granger-Scott squaring of a cyclotomic Fp12 element (ePrint 2009/565, section 3.2, as
    Fp12::cyclotomic_square composes it): three Fp4 squarings (a + b s)^2 = (a^2 + xi b^2) +
    2ab s, each from two Fp2 squarings and one Fp2 product (2ab as (2a) b), and each output
    coefficient 3 t -/+ 2 x, the 2 x folded into its reduction's input (times 2^384); on exact
    integers. r must not alias a (outputs are written between the products)."""
    def build(T):
        g = [T.fp2(Loc("%rbx", 96 * i)) for i in range(6)]
        L = L2.of
        # (a, b, output of a^2 + xi b^2, output of 2ab, 2ab times xi), indices g0 = c0.c0,
        # g1 = c0.c1, g2 = c0.c2, g3 = c1.c0, g4 = c1.c1, g5 = c1.c2
        for ga, gb, o0, o1, xi in [(0, 4, 0, 4, False), (3, 2, 1, 5, False), (1, 5, 2, 3, True)]:
            sa, sb = T.sqr2(g[ga]), T.sqr2(g[gb])
            m = L(T.mul2(T.dbl2(g[ga]), g[gb]))
            t0, t2 = L(sa) + L(sb).xi(), m.xi() if xi else m
            for h in range(2):
                T.redc(Out(96 * o0 + 48 * h), (t0.re, t0.im)[h] + Lin.of(g[o0][h]).scale(-2), factor=3)
            for h in range(2):
                T.redc(Out(96 * o1 + 48 * h), (t2.re, t2.im)[h] + Lin.of(g[o1][h]).scale(2), factor=3)
    tower_kernel(A, build)

def k_fp6_mul_wide(A):
    """The unreduced Fp6 product (Karatsuba over Fp2, Devegili-O hEigeartaigh-Scott-Dahab,
    ePrint 2006/471, section 4): six fp2_mul_wide calls on the coefficients and their unreduced
    sums (below 2p), the products combined modulo p 2^384 in registers. r (an Fp6Wide: c0, c1,
    c2, each two 12-word components) must not overlap a or b."""
    prologue(A, CALLEE)
    T0, T1, T2, M, SA, SB = 0, 24, 48, 72, 96, 108
    size = frame_open(A, None, 121)  # six pushes + return address + 121 slots: aligned calls
    R, AP, BP = "%rbx", "%rbp", "%r12"
    A("movq", "%rdi", R, c="r (callee-saved across the kernel calls)")
    A("movq", "%rsi", AP, c="a")
    A("movq", "%rdx", BP, c="b")
    regs = ["%rax", "%rcx", "%rdx", "%rsi", "%rdi", "%r8", "%r9", "%r10", "%r11", "%r13", "%r14", "%r15"]
    def rw(i, half, k):
        """word k of component half of coefficient i of the wide result"""
        return mem(R, k, 192 * i + 96 * half)
    out = lambda i, half: (lambda k: rw(i, half, k))
    for i, t in enumerate([T0, T1, T2]):
        A.comment(f"t{i} = a{i} b{i}")
        kcall(A, "fp2_mul_wide", slot(t), slot(t + 12), coeff(AP, i), coeff(AP, i, 1), coeff(BP, i), coeff(BP, i, 1))
    def sums(i, j):
        A.comment(f"(a{i} + a{j})(b{i} + b{j}), the sums unreduced (below 2p)")
        for dst, base in [(SA, AP), (SB, BP)]:
            for h in range(2):
                for k in range(6):
                    A("movq", mem(base, k, 96 * i + 48 * h), regs[k])
                for k in range(6):
                    A("addq" if k == 0 else "adcq", mem(base, k, 96 * j + 48 * h), regs[k])
                store(A, 6, regs, lambda k: slot(dst + 6 * h + k))
        kcall(A, "fp2_mul_wide", slot(M), slot(M + 12), slot(SA), slot(SA + 6), slot(SB), slot(SB + 6))
    re, im = 0, 12
    sums(1, 2)
    A.comment("c0 = t0 + xi (m - t1 - t2), xi (x + y u) = (x - y) + (x + y) u")
    wide_sum(A, out(0, 0), [(+1, at(M + re)), (-1, at(M + im)), (-1, at(T1 + re)), (+1, at(T1 + im)),
                            (-1, at(T2 + re)), (+1, at(T2 + im)), (+1, at(T0 + re))], ["p4x", "p2x", "p"], regs)
    wide_sum(A, out(0, 1), [(+1, at(M + re)), (+1, at(M + im)), (-1, at(T1 + re)), (-1, at(T1 + im)),
                            (-1, at(T2 + re)), (-1, at(T2 + im)), (+1, at(T0 + im))], ["p4x", "p2x", "p"], regs)
    sums(0, 2)
    A.comment("c2 = m - t0 - t2 + t1")
    for h in (re, im):
        wide_sum(A, out(2, h // 12), [(+1, at(M + h)), (-1, at(T0 + h)), (-1, at(T2 + h)), (+1, at(T1 + h))],
                 ["p2x", "p"], regs)
    sums(0, 1)
    A.comment("c1 = m - t0 - t1 + xi t2")
    wide_sum(A, out(1, 0), [(+1, at(M + re)), (-1, at(T0 + re)), (-1, at(T1 + re)), (+1, at(T2 + re)),
                            (-1, at(T2 + im))], ["p4x", "p2x", "p"], regs)
    wide_sum(A, out(1, 1), [(+1, at(M + im)), (-1, at(T0 + im)), (-1, at(T1 + im)), (+1, at(T2 + re)),
                            (+1, at(T2 + im))], ["p4x", "p2x", "p"], regs)
    frame_close(A, size, None)

# ---------------------------------------------------------------------------------------------
# The tower kernels of mont384x.S: Fp12 products and squarings on exact integers.
#
# A tower kernel is written as a program over values whose exact integer polynomial in the
# kernel's input limbs the generator tracks (Form), so that the range of every register and frame
# value is known when the code is generated. The products are exact (768-bit, two's complement
# when a difference of products is negative); sums of products are exact too, with no reduction
# modulo p 2^384 and no conditional subtraction on the way; an offset, a multiple of p 2^384
# (added to the high half: it changes nothing modulo p nor the division by 2^384), makes the
# input of each final Montgomery reduction nonnegative, and the reduction subtracts just the
# multiples of p its exact bound needs. Every carry-free step (a six-word sum, a product input,
# a reduction input) is asserted against its bound.
#
# The products and reductions are helpers (bls381_tw_*, not kernels: no Rust declaration) with a
# calling convention of their own: pointer arguments in rdi, rsi, rcx; every register but rbx,
# rbp and rsp clobbered, nothing saved; the bottom TW_SCRATCH words of the caller's frame (just
# above the return address) as scratch. A tower kernel saves the callee-saved registers once,
# keeps its inputs' addresses in rbx and rbp and its output's in its frame.

PW = P << 384          # p 2^384: a multiple of p whose low half is zero
TW_SCRATCH = 44        # words of helper scratch at the bottom of a tower kernel's frame
TW_REGS = ["%rax", "%rcx", "%rdx", "%rsi", "%rdi", "%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14"]
TW_KP = 16             # the table LOCAL(kp) holds k p for k < TW_KP (six words each)

def tw_scratch(k):
    """word k of the helper scratch, from inside a helper (one return address below the caller's
    stack pointer)"""
    return f"{8 * k + 8}(%rsp)"

class Form:
    """An integer polynomial in nonnegative variables of known bounds: monomial (a sorted tuple of
    variable names; () for the constant) -> coefficient."""
    __slots__ = ("t",)

    def __init__(self, t=None):
        self.t = t or {}

    @staticmethod
    def var(name):
        return Form({(name,): 1})

    @staticmethod
    def const(c):
        return Form({(): c} if c else {})

    def __add__(self, o):
        t = dict(self.t)
        for m, c in o.t.items():
            t[m] = t.get(m, 0) + c
            if not t[m]:
                del t[m]
        return Form(t)

    def scale(self, k):
        return Form({m: c * k for m, c in self.t.items()} if k else {})

    def __neg__(self):
        return self.scale(-1)

    def __sub__(self, o):
        return self + (-o)

    def __mul__(self, o):
        t = {}
        for m1, c1 in self.t.items():
            for m2, c2 in o.t.items():
                m = tuple(sorted(m1 + m2))
                t[m] = t.get(m, 0) + c1 * c2
        return Form({m: c for m, c in t.items() if c})

    def range(self, bounds):
        """(min, max) over the box 0 <= x <= bounds[x]: each monomial lies in [0, its maximum]
        (the constant is itself)"""
        lo = hi = self.t.get((), 0)
        for m, c in self.t.items():
            if not m:
                continue
            v = c
            for x in m:
                v *= bounds[x]
            if c > 0:
                hi += v
            else:
                lo += v
        return lo, hi

class Loc:
    """Memory at base register + off bytes (a six- or twelve-word value, word k at + 8k)."""
    def __init__(self, base, off=0):
        self.base, self.off = base, off

    def w(self, k):
        o = self.off + 8 * k
        return f"{o}({self.base})" if o else f"({self.base})"

    def at(self, words):
        return Loc(self.base, self.off + 8 * words)

class Out:
    """Output `which` of the kernel (its address in the frame), + off bytes: written, never
    read."""
    def __init__(self, off=0, which=0):
        self.off, self.which = off, which

    def at(self, words):
        return Out(self.off + 8 * words, self.which)

class ConstLoc:
    """A six-word constant of the table (LOCAL(label))."""
    def __init__(self, label):
        self.label = label

    def w(self, k):
        return cmem(self.label, k)

class PtrLoc:
    """Memory at a pointer kept in frame slot `slot`, + off bytes: passed to helpers only."""
    def __init__(self, slot, off=0):
        self.slot, self.off = slot, off

    def at(self, words):
        return PtrLoc(self.slot, self.off + 8 * words)

class NV:
    """A narrow (six-word) value: where it is and its polynomial."""
    def __init__(self, loc, form):
        self.loc, self.form = loc, form

class WV:
    """A wide (twelve-word) value in frame slot `slot`."""
    def __init__(self, slot, form):
        self.slot, self.form = slot, form

class Lin:
    """A linear combination of wide values (coefficient per WV) plus 2^384 times one of narrow
    values (coefficient per NV): not emitted until materialised or reduced."""
    def __init__(self, w=None, h=None):
        self.w, self.h = dict(w or {}), dict(h or {})

    @staticmethod
    def of(x):
        return Lin({x: 1}) if isinstance(x, WV) else Lin(h={x: 1})

    def _merge(self, o, k):
        w, h = dict(self.w), dict(self.h)
        for d, od in ((w, o.w), (h, o.h)):
            for x, c in od.items():
                d[x] = d.get(x, 0) + k * c
                if not d[x]:
                    del d[x]
        return Lin(w, h)

    def __add__(self, o):
        return self._merge(o, 1)

    def __sub__(self, o):
        return self._merge(o, -1)

    def scale(self, k):
        return Lin({x: c * k for x, c in self.w.items()}, {x: c * k for x, c in self.h.items()})

    def form(self, factor=1):
        """the polynomial of factor (the wide terms) + 2^384 (the narrow terms)"""
        f = Form()
        for x, c in self.w.items():
            f = f + x.form.scale(c * factor)
        for x, c in self.h.items():
            f = f + x.form.scale(c << 384)
        return f

class L2:
    """An Fp2 linear combination: (re, im)."""
    def __init__(self, re, im):
        self.re, self.im = re, im

    @staticmethod
    def of(x):
        return L2(Lin.of(x[0]), Lin.of(x[1]))

    def __add__(self, o):
        return L2(self.re + o.re, self.im + o.im)

    def __sub__(self, o):
        return L2(self.re - o.re, self.im - o.im)

    def scale(self, k):
        return L2(self.re.scale(k), self.im.scale(k))

    def xi(self):
        """times xi = 1 + u: (re - im, re + im)"""
        return L2(self.re - self.im, self.re + self.im)

def red_subs(bound):
    """the conditional subtractions (multiples of p, largest first) that bring [0, bound) below p"""
    k = 0
    while (P << k) < bound:
        k += 1
    assert k <= 4, bound / P
    return [{1: "p", 2: "p2x", 4: "p4x", 8: "p8x"}[1 << i] for i in reversed(range(k))]

class Tower:
    """The builder of one tower kernel: emits into A, tracks the frame and every value's bound.
    The kernel's first input is at rbx, its second at rbp, its output's address in slot OUT."""

    def __init__(self, A):
        self.A = A
        self.bounds = {}
        self.next = TW_SCRATCH
        self.OUT = [self.slots(1), self.slots(1)]
        self.ARG = self.slots(1)    # a fourth argument's address
        self.helpers = set()

    def slots(self, n):
        s = self.next
        self.next += n
        return s

    def var(self, bound):
        name = f"v{len(self.bounds)}"
        self.bounds[name] = bound
        return Form.var(name)

    def range(self, form):
        return form.range(self.bounds)

    # -- inputs
    def fp(self, loc):
        return NV(loc, self.var(P - 1))

    def fp2(self, loc):
        return (self.fp(loc), self.fp(loc.at(6)))

    def fp6(self, loc):
        return [self.fp2(loc.at(12 * i)) for i in range(3)]

    def fp12(self, base):
        return [self.fp6(Loc(base, 288 * i)) for i in range(2)]

    # -- narrow arithmetic (six words, no reduction)
    def nlin(self, terms, kp=0, dst=None):
        """sum of c x over terms (c = +-1) plus kp p, into dst (a frame slot by default)"""
        A = self.A
        form = Form.const(kp * P)
        for c, x in terms:
            form = form + x.form.scale(c)
        lo, hi = self.range(form)
        assert lo >= 0 and hi < 1 << 384, (lo, hi / P)
        if dst is None:
            dst = Loc("%rsp", 8 * self.slots(6))
        regs = TW_REGS[:6]
        terms = sorted(terms, key=lambda t: -t[0])
        assert terms[0][0] == 1
        for k in range(6):
            A("movq", terms[0][1].loc.w(k), regs[k])
        for c, x in terms[1:]:
            for k in range(6):
                A(("addq" if k == 0 else "adcq") if c > 0 else ("subq" if k == 0 else "sbbq"), x.loc.w(k), regs[k])
        if kp:
            for k in range(6):
                A("addq" if k == 0 else "adcq", cmem("kp", 6 * kp + k), regs[k])
        store(A, 6, regs, dst.w)
        return NV(dst, form)

    def nlin2(self, t0, t1, kp0=0, kp1=0):
        """an Fp2 value from two narrow sums, the components contiguous (for the helpers)"""
        s = self.slots(12)
        return (self.nlin(t0, kp0, Loc("%rsp", 8 * s)), self.nlin(t1, kp1, Loc("%rsp", 8 * s + 48)))

    def add2(self, x, y):
        return self.nlin2([(1, x[0]), (1, y[0])], [(1, x[1]), (1, y[1])])

    def dbl2(self, x):
        return self.nlin2([(1, x[0]), (1, x[0])], [(1, x[1]), (1, x[1])])

    def xi2(self, x):
        """xi x = (x0 - x1 + k p, x0 + x1), k p the least multiple above x1"""
        k = self.range(x[1].form)[1] // P + 1
        return self.nlin2([(1, x[0]), (-1, x[1])], [(1, x[0]), (1, x[1])], kp0=k)

    def nreduce(self, x, dst=None):
        """x mod p (conditional subtractions), into dst (x's place by default): a new variable
        below p (None for an output)"""
        A = self.A
        lo, hi = self.range(x.form)
        assert lo >= 0
        regs = TW_REGS[:6]
        other = TW_REGS[6:12]
        for k in range(6):
            A("movq", x.loc.w(k), regs[k])
        cur, oth = regs, other
        for m in red_subs(hi + 1):
            cond_sub(A, 6, cur, oth, m)
            cur, oth = oth, cur
        dst = dst or x.loc
        if isinstance(dst, Out):
            self._lea(dst, "%r15")
            store(A, 6, cur, lambda k: mem("%r15", k))
            return None
        store(A, 6, cur, dst.w)
        return NV(dst, self.var(P - 1))

    def nreduce2(self, x, dst=None):
        if dst is None:
            return (self.nreduce(x[0]), self.nreduce(x[1]))
        return (self.nreduce(x[0], dst), self.nreduce(x[1], dst.at(6)))

    # -- products (helper calls)
    def _lea(self, x, reg):
        if isinstance(x, PtrLoc):
            self.A("movq", slot(x.slot), reg)
            if x.off:
                self.A("addq", f"${x.off}", reg)
        elif isinstance(x, Out):
            self.A("movq", slot(self.OUT[x.which]), reg)
            if x.off:
                self.A("addq", f"${x.off}", reg)
        else:
            self.A("leaq", x.w(0), reg)

    def _contig(self, x):
        assert x[1].loc.base == x[0].loc.base and x[1].loc.off == x[0].loc.off + 48

    def mul2(self, x, y):
        """x y (Fp2) exactly: (x0 y0 - x1 y1, x0 y1 + x1 y0), Karatsuba"""
        self._contig(x)
        self._contig(y)
        for z in (x, y):
            assert self.range(z[0].form + z[1].form)[1] < 1 << 384
        s = self.slots(24)
        self._lea(Loc("%rsp", 8 * s), "%rdi")
        self._lea(x[0].loc, "%rsi")
        self._lea(y[0].loc, "%rcx")
        self.A("call", "SYM(bls381_tw_mul2)")
        self.helpers.add("tw_mul2")
        re = x[0].form * y[0].form - x[1].form * y[1].form
        im = x[0].form * y[1].form + x[1].form * y[0].form
        return (WV(s, re), WV(s + 12, im))

    def sqr2(self, x):
        """x^2 (Fp2) exactly: ((x0 + x1)(x0 - x1 + k p), 2 x0 x1), k p (k a power of two) above x1"""
        self._contig(x)
        f0, f1 = x[0].form, x[1].form
        k = 1
        while k * P <= self.range(f1)[1]:
            k *= 2
        assert k <= 8
        for f in (f0 + f1, f0 - f1 + Form.const(k * P), f0 + f0):
            lo, hi = self.range(f)
            assert lo >= 0 and hi < 1 << 384
        s = self.slots(24)
        self._lea(Loc("%rsp", 8 * s), "%rdi")
        self._lea(x[0].loc, "%rsi")
        self.A("call", f"SYM(bls381_tw_sqr2_{k}p)")
        self.helpers.add(f"tw_sqr2_{k}p")
        re = (f0 + f1) * (f0 - f1 + Form.const(k * P))
        im = (f0 * f1).scale(2)
        return (WV(s, re), WV(s + 12, im))

    def mulfp2(self, x, y):
        """x y for x in Fp2, y in Fp, exactly: (x0 y, x1 y)"""
        self._contig(x)
        s = self.slots(24)
        self._lea(Loc("%rsp", 8 * s), "%rdi")
        self._lea(x[0].loc, "%rsi")
        self._lea(y.loc, "%rcx")
        self.A("call", "SYM(bls381_tw_mulfp2)")
        self.helpers.add("tw_mulfp2")
        return (WV(s, x[0].form * y.form), WV(s + 12, x[1].form * y.form))

    def copy2(self, x, dst):
        """dst = x (an Fp2 value to an output)"""
        self._lea(dst, "%r15")
        for h in range(2):
            for k in range(6):
                self.A("movq", x[h].loc.w(k), TW_REGS[k])
            store(self.A, 6, TW_REGS, lambda k: mem("%r15", 6 * h + k))

    def one(self):
        """Montgomery's 1 (R mod p), as a narrow constant"""
        return NV(ConstLoc("one"), Form.const((1 << 384) % P))

    def frame2(self):
        """a fresh Fp2 slot of the frame (for a reduced intermediate)"""
        return Loc("%rsp", 8 * self.slots(12))

    # -- wide linear combinations
    def _emit(self, lin, factor, offset, regs):
        """regs = factor (sum of the wide terms) + 2^384 (sum of the narrow terms) + offset p 2^384"""
        A = self.A
        ws = sorted(lin.w.items(), key=lambda t: -t[1])
        if ws and ws[0][1] > 0:
            first, c = ws[0]
            for k in range(12):
                A("movq", slot(first.slot + k), regs[k])
            ws = [(first, c - 1)] + ws[1:]
        else:
            assert factor == 1
            for r in regs:
                A("xorl", r32(r), r32(r))
        for x, c in ws:
            for _ in range(abs(c)):
                for k in range(12):
                    A(("addq" if k == 0 else "adcq") if c > 0 else ("subq" if k == 0 else "sbbq"),
                      slot(x.slot + k), regs[k])
        if factor > 1:
            t = self.slots(12)
            store(A, 12, regs, lambda k: slot(t + k))
            for _ in range(factor - 1):
                for k in range(12):
                    A("addq" if k == 0 else "adcq", slot(t + k), regs[k])
        for x, c in lin.h.items():
            for _ in range(abs(c)):
                for k in range(6):
                    A(("addq" if k == 0 else "adcq") if c > 0 else ("subq" if k == 0 else "sbbq"),
                      x.loc.w(k), regs[6 + k])
        if offset:
            assert 0 < abs(offset) < TW_KP
            for k in range(6):
                A(("addq" if k == 0 else "adcq") if offset > 0 else ("subq" if k == 0 else "sbbq"),
                  cmem("kp", 6 * abs(offset) + k), regs[6 + k])

    def mat(self, lin):
        """the combination, stored in the frame (exact: its range within 2^767)"""
        form = lin.form()
        lo, hi = self.range(form)
        assert -(1 << 767) <= lo and hi < 1 << 767
        s = self.slots(12)
        self._emit(lin, 1, 0, TW_REGS)
        store(self.A, 12, TW_REGS, lambda k: slot(s + k))
        return WV(s, form)

    def mat2(self, l2):
        return (self.mat(l2.re), self.mat(l2.im))

    def redc(self, dst, lin, factor=1):
        """dst = lin.form(factor) / 2^384 mod p, fully reduced: offset, one helper call"""
        form = lin.form(factor)
        lo, hi = self.range(form)
        off = -(lo // PW)            # the least multiple of p 2^384 that makes the sum nonnegative
        tmax = hi + off * PW + 1
        raw = redc_bound(6, P, P * PN0, 5, tmax)
        assert raw <= 1 << 384, raw / P
        subs = red_subs(raw)
        s = self.slots(12)
        self._emit(lin, factor, off, TW_REGS)
        store(self.A, 12, TW_REGS, lambda k: slot(s + k))
        self._lea(dst, "%rdi")
        self._lea(Loc("%rsp", 8 * s), "%rsi")
        self.A("call", f"SYM(bls381_tw_redc{len(subs)})")
        self.helpers.add(f"tw_redc{len(subs)}")
        return None if isinstance(dst, Out) else NV(dst, self.var(P - 1))

    def redc2(self, dst, l2, factor=1):
        return (self.redc(dst, l2.re, factor), self.redc(dst.at(6), l2.im, factor))

TW_USED = set()

def tower_kernel(A, build, args=("out", "%rbx", "%rbp"), names=("r", "a", "b")):
    """prologue, frame, the arguments (rdi, rsi, rdx) where `args` says (an output's address to
    the frame: "out" and "out2", or a register), the body, epilogue"""
    prologue(A, CALLEE)
    B = Asm()
    T = Tower(B)
    build(T)
    TW_USED.update(T.helpers)
    nslots = T.next + (T.next % 2 == 0)   # six pushes + return address + an odd count: aligned calls
    A.comment("%rbx, %rbp: the inputs; %r12, %r13, %r14, %r15 saved too: the helpers clobber them")
    A("subq", f"${8 * nslots}", "%rsp")
    for reg, to, name in zip(["%rdi", "%rsi", "%rdx", "%rcx"], args, names):
        dst = {"out": slot(T.OUT[0]), "out2": slot(T.OUT[1]), "arg": slot(T.ARG)}.get(to, to)
        A("movq", reg, dst, c=name)
    A.out.extend(B.out)
    A("addq", f"${8 * nslots}", "%rsp")
    epilogue(A)

def tw_mul2(A):
    """Helper: rdi = x (rsi) y (rcx), Fp2 (twelve words each), exactly: rdi[0..12) = x0 y0 - x1 y1
    (two's complement), rdi[12..24) = x0 y1 + x1 y0 = (x0 + x1)(y0 + y1) - x0 y0 - x1 y1; the
    caller guarantees x0 + x1 and y0 + y1 below 2^384."""
    OUT, SA, SB, T0, T1, T2 = 0, 1, 7, 13, 25, 37
    assert T2 + 6 <= TW_SCRATCH
    sc = tw_scratch
    pool = ["%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14"]
    x, y, zero = "%rax", "%rdi", "%r15"
    A("movq", "%rdi", sc(OUT))
    add6(A, lambda k: mem("%rsi", k), lambda k: mem("%rsi", 6 + k), lambda k: sc(SA + k), pool, c="x0 + x1")
    add6(A, lambda k: mem("%rcx", k), lambda k: mem("%rcx", 6 + k), lambda k: sc(SB + k), pool, c="y0 + y1")
    A.comment("t0 = x0 y0")
    hi = prod(A, 6, lambda j: mem("%rcx", j), lambda i: mem("%rsi", i), pool, x, y, zero,
              lambda i, r: A("movq", r, sc(T0 + i)))
    store(A, 6, hi, lambda j: sc(T0 + 6 + j))
    A.comment("t1 = x1 y1")
    hi = prod(A, 6, lambda j: mem("%rcx", 6 + j), lambda i: mem("%rsi", 6 + i), pool, x, y, zero,
              lambda i, r: A("movq", r, sc(T1 + i)))
    store(A, 6, hi, lambda j: sc(T1 + 6 + j))
    A.comment("t2 = (x0 + x1)(y0 + y1)")
    hi = prod(A, 6, lambda j: sc(SB + j), lambda i: sc(SA + i), pool, x, y, zero,
              lambda i, r: A("movq", r, sc(T2 + i)))
    lo = [r for r in pool + [x, y, zero, "%rsi", "%rcx"] if r not in hi][:6]
    A.comment("im = t2 - t0 - t1")
    c1 = lo + hi
    for k in range(6):
        A("movq", sc(T2 + k), lo[k])
    for t in (T0, T1):
        for k in range(12):
            A("subq" if k == 0 else "sbbq", sc(t + k), c1[k])
    A("movq", sc(OUT), "%rdx")
    store(A, 12, c1, lambda j: mem("%rdx", 12 + j))
    A.comment("re = t0 - t1")
    c0 = [r for r in TW_REGS + ["%r15"] if r != "%rdx"][:12]
    for k in range(12):
        A("movq", sc(T0 + k), c0[k])
    for k in range(12):
        A("subq" if k == 0 else "sbbq", sc(T1 + k), c0[k])
    store(A, 12, c0, lambda j: mem("%rdx", j))
    A("ret")

def tw_sqr2(A, k):
    """Helper: rdi = x (rsi)^2, Fp2, exactly: rdi[0..12) = (x0 + x1)(x0 - x1 + k p),
    rdi[12..24) = 2 x0 x1; the caller guarantees x1 < k p and the three factors below 2^384."""
    S, D, E = 0, 6, 12
    sc = tw_scratch
    pool = ["%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14"]
    x, y, zero = "%rax", "%rcx", "%r15"
    add6(A, lambda j: mem("%rsi", j), lambda j: mem("%rsi", 6 + j), lambda j: sc(S + j), pool, c="x0 + x1")
    tmp = pool[:6]
    for j in range(6):
        A("movq", mem("%rsi", j), tmp[j], c=f"x0 - x1 + {k} p" if j == 0 else None)
    for j in range(6):
        A("addq" if j == 0 else "adcq", cmem("kp", 6 * k + j), tmp[j])
    for j in range(6):
        A("subq" if j == 0 else "sbbq", mem("%rsi", 6 + j), tmp[j])
    store(A, 6, tmp, lambda j: sc(D + j))
    add6(A, lambda j: mem("%rsi", j), lambda j: mem("%rsi", j), lambda j: sc(E + j), pool, c="2 x0")
    A.comment("im = 2 x0 x1")
    hi = prod(A, 6, lambda j: sc(E + j), lambda i: mem("%rsi", 6 + i), pool, x, y, zero,
              lambda i, r: A("movq", r, mem("%rdi", 12 + i)))
    store(A, 6, hi, lambda j: mem("%rdi", 18 + j))
    A.comment("re = (x0 + x1)(x0 - x1 + k p)")
    hi = prod(A, 6, lambda j: sc(D + j), lambda i: sc(S + i), pool, x, y, zero,
              lambda i, r: A("movq", r, mem("%rdi", i)))
    store(A, 6, hi, lambda j: mem("%rdi", 6 + j))
    A("ret")

def tw_mulfp2(A):
    """Helper: rdi = x (rsi, Fp2) y (rcx, Fp), exactly: rdi[0..12) = x0 y, rdi[12..24) = x1 y.
    y is copied to the scratch first, so that rcx is free for the products."""
    Y = 0
    sc = tw_scratch
    pool = ["%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14"]
    x, y, zero = "%rax", "%rcx", "%r15"
    for k in range(6):
        A("movq", mem("%rcx", k), pool[k], c="y, to the scratch" if k == 0 else None)
    store(A, 6, pool, lambda k: sc(Y + k))
    for h in range(2):
        A.comment(f"x{h} y")
        hi = prod(A, 6, lambda j: mem("%rsi", 6 * h + j), lambda i: sc(Y + i), pool, x, y, zero,
                  lambda i, r: A("movq", r, mem("%rdi", 12 * h + i)))
        store(A, 6, hi, lambda j: mem("%rdi", 12 * h + 6 + j))
    A("ret")

def tw_redc(A, n):
    """Helper: rdi = rsi / 2^384 mod p for the twelve-word rsi in [0, t), t such that the sum of
    the reduced low half and the high half is below 2^n p (the caller's bound): five mt rounds and
    one m round, then n conditional subtractions."""
    x, y, zero = "%rax", "%rcx", "%r8"
    acc = ["%r9", "%r10", "%r11", "%r12", "%r13", "%r14"]
    spare = "%r15"
    for k in range(6):
        A("movq", mem("%rsi", k), acc[k])
    acc, spare = redc(A, 6, acc, spare, x, y, zero, 5, "p", "pt", "n0")
    add_high(A, 6, acc, lambda k: mem("%rsi", 6 + k))
    u = [r for r in ["%rax", "%rcx", "%rdx", "%rsi", "%r8", spare] if r not in acc][:6]
    assert len(u) == 6
    cur, other = acc, u
    for m in red_subs((P << n) if n else P):
        cond_sub(A, 6, cur, other, m)
        cur, other = other, cur
    store(A, 6, cur, lambda j: mem("%rdi", j))
    A("ret")

def tw_line(T):
    """the line l0 + l1 v + l4 v w at rbp (three Fp2)"""
    return [T.fp2(Loc("%rbp", 96 * i)) for i in range(3)]

def tw_fp6_kara(T, x, y):
    """x y (Fp6, Karatsuba over Fp2: six products), as three Fp2 combinations"""
    L = L2.of
    t = [T.mul2(x[i], y[i]) for i in range(3)]
    m12 = T.mul2(T.add2(x[1], x[2]), T.add2(y[1], y[2]))
    m02 = T.mul2(T.add2(x[0], x[2]), T.add2(y[0], y[2]))
    m01 = T.mul2(T.add2(x[0], x[1]), T.add2(y[0], y[1]))
    return [L(t[0]) + (L(m12) - L(t[1]) - L(t[2])).xi(),
            L(m01) - L(t[0]) - L(t[1]) + L(t[2]).xi(),
            L(m02) - L(t[0]) - L(t[2]) + L(t[1])]

def out6(i):
    """output coefficient i (Fp2) of an Fp12"""
    return Out(96 * i)

def k_fp12_mul(A):
    """r = a b (Fp12, Karatsuba over Fp6 over Fp2: 18 Fp2 products, 12 reductions), on exact
    integers; r may alias a or b (every product is taken before the first output is written)."""
    def build(T):
        a, b = T.fp12("%rbx"), T.fp12("%rbp")
        t0 = tw_fp6_kara(T, a[0], b[0])
        t1 = tw_fp6_kara(T, a[1], b[1])
        sa = [T.add2(a[0][i], a[1][i]) for i in range(3)]
        sb = [T.add2(b[0][i], b[1][i]) for i in range(3)]
        t2 = tw_fp6_kara(T, sa, sb)
        t0 = [L2.of(T.mat2(z)) for z in t0]
        t1 = [L2.of(T.mat2(z)) for z in t1]
        A_ = [t0[0] + t1[2].xi(), t0[1] + t1[0], t0[2] + t1[1]]
        for i in range(3):
            T.redc2(out6(i), A_[i])
        for i in range(3):
            T.redc2(out6(3 + i), t2[i] - t0[i] - t1[i])
    tower_kernel(A, build)

def k_fp12_sqr(A):
    """r = a^2 (Fp12, complex squaring: c0 = (a0 + a1)(a0 + v a1) - a0 a1 - v a0 a1,
    c1 = 2 a0 a1; 12 Fp2 products, 12 reductions), on exact integers; r may alias a."""
    def build(T):
        a0, a1 = T.fp12("%rbx")
        ab = [L2.of(T.mat2(z)) for z in tw_fp6_kara(T, a0, a1)]
        s = [T.add2(a0[i], a1[i]) for i in range(3)]
        xa = T.nreduce2(T.xi2(a1[2]))
        t = [T.add2(a0[0], xa), T.add2(a0[1], a1[0]), T.add2(a0[2], a1[1])]
        m = tw_fp6_kara(T, s, t)
        c0 = [m[0] - ab[0] - ab[2].xi(), m[1] - ab[1] - ab[0], m[2] - ab[2] - ab[1]]
        for i in range(3):
            T.redc2(out6(i), c0[i])
        for i in range(3):
            T.redc2(out6(3 + i), ab[i].scale(2))
    tower_kernel(A, build)

def k_fp12_mul_by_014(A):
    """r = a (l0 + l1 v + l4 v w) (Fp12 by a line, basis indices 0, 1, 4: 13 Fp2 products, 12
    reductions, as Fp12::mul_by_014 composes it), on exact integers; r may alias a."""
    def build(T):
        a0, a1 = T.fp12("%rbx")
        l0, l1, l4 = tw_line(T)
        L = L2.of
        # t0 = a0 (l0 + l1 v)
        p00, p11 = T.mul2(a0[0], l0), T.mul2(a0[1], l1)
        p01 = T.mul2(T.add2(a0[0], a0[1]), T.add2(l0, l1))
        p20, p21 = T.mul2(a0[2], l0), T.mul2(a0[2], l1)
        # t1 = a1 l4 v = (xi q2, q0, q1)
        q0, q1, q2 = (T.mul2(a1[i], l4) for i in range(3))
        # t2 = (a0 + a1)(l0 + (l1 + l4) v)
        s = [T.add2(a0[i], a1[i]) for i in range(3)]
        d1 = T.add2(l1, l4)
        r00, r11 = T.mul2(s[0], l0), T.mul2(s[1], d1)
        r01 = T.mul2(T.add2(s[0], s[1]), T.add2(l0, d1))
        r20, r21 = T.mul2(s[2], l0), T.mul2(s[2], d1)
        t0 = [L(T.mat2(z)) for z in (L(p00) + L(p21).xi(), L(p01) - L(p00) - L(p11), L(p11) + L(p20))]
        t2 = [L(r00) + L(r21).xi(), L(r01) - L(r00) - L(r11), L(r11) + L(r20)]
        # c0 = t0 + v t1 = (t0_0 + xi q1, t0_1 + xi q2, t0_2 + q0); c1 = t2 - t0 - t1
        c0 = [t0[0] + L(q1).xi(), t0[1] + L(q2).xi(), t0[2] + L(q0)]
        c1 = [t2[0] - t0[0] - L(q2).xi(), t2[1] - t0[1] - L(q0), t2[2] - t0[2] - L(q1)]
        for i in range(3):
            T.redc2(out6(i), c0[i])
        for i in range(3):
            T.redc2(out6(3 + i), c1[i])
    tower_kernel(A, build)

def k_fp12_compressed_sqr(A):
    """Karabina's compressed squaring (ePrint 2010/542, Theorem 3.2, as Compressed::square
    composes it) of (g1, g2, g3, g5) at rsi into rdi (not aliasing it): 4 Fp2 squarings, 2 Fp2
    products, 8 reductions, each output 3 t -/+ 2 g with the 2 g folded into the reduction's
    input (times 2^384)."""
    def build(T):
        g1, g2, g3, g5 = (T.fp2(Loc("%rbx", 96 * i)) for i in range(4))
        L = L2.of
        s1, s5, s2, s3 = T.sqr2(g1), T.sqr2(g5), T.sqr2(g2), T.sqr2(g3)
        m15 = T.mul2(T.dbl2(g1), g5)
        m23 = T.mul2(T.dbl2(g2), g3)
        outs = [(0, L(s3) + L(s2).xi(), g1, -2), (1, L(s5).xi() + L(s1), g2, -2),
                (2, L(m15).xi(), g3, 2), (3, L(m23), g5, 2)]
        for i, t, g, c in outs:
            for h in range(2):
                T.redc(Out(96 * i + 48 * h), (t.re, t.im)[h] + Lin.of(g[h]).scale(c), factor=3)
    tower_kernel(A, build)

def k_fp12_mul_by_lines(A):
    """r = a (l1 l2) for two lines l = l0 + l1 v + l4 v w (at b: the first line's three Fp2,
    then the second's): their product (6 Fp2 products, no w term: 5 coefficients, reduced),
    then the product by it (17 Fp2 products, 12 reductions), as Fp12::mul_014_by_014 and
    Fp12::mul_by_01245 compose it (Scott, ePrint 2019/077); r may alias a."""
    def build(T):
        a0, a1 = T.fp12("%rbx")
        c = [T.fp2(Loc("%rbp", 96 * i)) for i in range(3)]
        d = [T.fp2(Loc("%rbp", 96 * (3 + i))) for i in range(3)]
        L = L2.of
        x00, x11, x44 = (T.mul2(c[i], d[i]) for i in range(3))
        y01 = T.mul2(T.add2(c[0], c[1]), T.add2(d[0], d[1]))
        y04 = T.mul2(T.add2(c[0], c[2]), T.add2(d[0], d[2]))
        y14 = T.mul2(T.add2(c[1], c[2]), T.add2(d[1], d[2]))
        # (c0 + c1 v + c4 vw)(d0 + d1 v + d4 vw): 1, v, v^2, vw, v^2 w ((vw)^2 = v^3 = xi)
        z = [T.redc2(T.frame2(), lin) for lin in (
            L(x00) + L(x44).xi(), L(y01) - L(x00) - L(x11), L(x11),
            L(y04) - L(x00) - L(x44), L(y14) - L(x11) - L(x44))]
        z0, z1, z2, z4, z5 = z
        # Karatsuba over Fp6 with b0 = (z0, z1, z2), b1 = (0, z4, z5)
        t0 = tw_fp6_kara(T, a0, [z0, z1, z2])
        m11, m22 = T.mul2(a1[1], z4), T.mul2(a1[2], z5)
        m12 = T.mul2(T.add2(a1[1], a1[2]), T.add2(z4, z5))
        m04, m05 = T.mul2(a1[0], z4), T.mul2(a1[0], z5)
        t1 = [(L(m12) - L(m11) - L(m22)).xi(), L(m04) + L(m22).xi(), L(m05) + L(m11)]
        s = [T.add2(a0[i], a1[i]) for i in range(3)]
        t2 = tw_fp6_kara(T, s, [z0, T.add2(z1, z4), T.add2(z2, z5)])
        t0 = [L(T.mat2(x)) for x in t0]
        t1 = [L(T.mat2(x)) for x in t1]
        c0 = [t0[0] + t1[2].xi(), t0[1] + t1[0], t0[2] + t1[1]]
        for i in range(3):
            T.redc2(out6(i), c0[i])
        for i in range(3):
            T.redc2(out6(3 + i), t2[i] - t0[i] - t1[i])
    tower_kernel(A, build)

def k_g2_double_line(A):
    """One doubling step of the Miller loop: T = (X, Y, 2Z) at rdi (on the twist, homogeneous)
    becomes 2T, scaled by 4 (no halvings): X' = 2XY (Y^2 - 3e), Y' = (Y^2 + 3e)^2 - 12 e^2,
    (2Z)' = 4 Y^2 h, with e = 3 xi (2Z)^2 = 3 b' Z^2 and h = (Y + 2Z)^2 - Y^2 - (2Z)^2 = 4YZ
    (ABLR ePrint 2013/722, section 4.3, times 4); the tangent line (2(e - Y^2), X^2, h),
    evaluated at P (rdx: 6 xP, -yP), into rsi: (2(e - Y^2), X^2 6xP, h (-yP)). As
    G2Homogeneous::double_eval composes it; T is read, then written in place."""
    def build(T):
        X, Y, Z = (T.fp2(Loc("%rbx", 96 * i)) for i in range(3))
        x6, yn = T.fp(Loc("%rbp", 0)), T.fp(Loc("%rbp", 48))
        L = L2.of
        B, C, J, XY = T.sqr2(Y), T.sqr2(Z), T.sqr2(X), T.mul2(X, Y)
        S = T.sqr2(T.add2(Y, Z))
        b = T.redc2(T.frame2(), L(B))
        e = T.redc2(T.frame2(), L(C).xi(), factor=3)
        h = T.redc2(T.frame2(), L(S) - L(B) - L(C))
        j = T.redc2(T.frame2(), L(J))
        a = T.redc2(T.frame2(), L(XY), factor=2)
        e3 = [[(1, e[k])] * 3 for k in range(2)]
        bf = T.nlin2([(1, b[0])] + [(-1, x) for _, x in e3[0]], [(1, b[1])] + [(-1, x) for _, x in e3[1]],
                     kp0=3, kp1=3)
        g = T.nlin2([(1, b[0])] + e3[0], [(1, b[1])] + e3[1])
        c0 = T.nlin2([(1, e[0]), (1, e[0]), (-1, b[0]), (-1, b[0])], [(1, e[1]), (1, e[1]), (-1, b[1]), (-1, b[1])],
                     kp0=2, kp1=2)
        X3, G, E2, BH = T.mul2(a, bf), T.sqr2(g), T.sqr2(T.dbl2(e)), T.mul2(b, h)
        JX, HY = T.mulfp2(j, x6), T.mulfp2(h, yn)
        # every read of T is done: write it in place, then the line
        T.redc2(Loc("%rbx", 0), L(X3))
        T.redc2(Loc("%rbx", 96), L(G) - L(E2).scale(3))
        T.redc2(Loc("%rbx", 192), L(BH), factor=4)
        T.nreduce2(c0, Out(0))
        T.redc2(Out(96), L(JX))
        T.redc2(Out(192), L(HY))
    tower_kernel(A, build, args=("%rbx", "out", "%rbp"), names=("t", "l", "p"))

def k_g2_double(A):
    """r = 2a for a = (X, Y, Z) on the twist, homogeneous: the point part of k_g2_double_line
    on (X, Y, 2Z) (ABLR ePrint 2013/722, section 4.3, times 4; 3M + 5S, complete for a = 0:
    O and the points of order two come out as O), X' = 2XY (Y^2 - 3e), Y' = (Y^2 + 3e)^2 -
    12 e^2, Z' = 2 Y^2 h, e = 3 xi (2Z)^2 = 3 b' Z^2, h = (Y + 2Z)^2 - Y^2 - (2Z)^2 = 4YZ. As
    group_law::double_a0 composes it; r may alias a (every read comes first)."""
    def build(T):
        X, Y, Z = (T.fp2(Loc("%rbx", 96 * i)) for i in range(3))
        L = L2.of
        Z2 = T.dbl2(Z)
        B, C, XY = T.sqr2(Y), T.sqr2(Z2), T.mul2(X, Y)
        S = T.sqr2(T.add2(Y, Z2))
        b = T.redc2(T.frame2(), L(B))
        e = T.redc2(T.frame2(), L(C).xi(), factor=3)
        h = T.redc2(T.frame2(), L(S) - L(B) - L(C))
        a = T.redc2(T.frame2(), L(XY), factor=2)
        e3 = [[(1, e[k])] * 3 for k in range(2)]
        bf = T.nlin2([(1, b[0])] + [(-1, x) for _, x in e3[0]], [(1, b[1])] + [(-1, x) for _, x in e3[1]],
                     kp0=3, kp1=3)
        g = T.nlin2([(1, b[0])] + e3[0], [(1, b[1])] + e3[1])
        X3, G, E2, BH = T.mul2(a, bf), T.sqr2(g), T.sqr2(T.dbl2(e)), T.mul2(b, h)
        T.redc2(Out(0), L(X3))
        T.redc2(Out(96), L(G) - L(E2).scale(3))
        T.redc2(Out(192), L(BH), factor=2)
    tower_kernel(A, build, args=("out", "%rbx"), names=("r", "a"))

def k_g2_add(A):
    """r = a + b for points of the twist in homogeneous coordinates, complete (Renes-Costello-
    Batina, ePrint 2015/1060, Algorithm 7, a = 0, 3b = 12 xi): t0 = X1 X2, t1 = Y1 Y2,
    t2 = Z1 Z2, t3 = X1 Y2 + Y1 X2, t4 = Y1 Z2 + Z1 Y2, t5 = X1 Z2 + Z1 X2 (by Karatsuba's
    sums), X' = t3 (t1 - 3b t2) - t4 (3b t5), Y' = (t1 - 3b t2)(t1 + 3b t2) + (3b t5)(3 t0),
    Z' = (t1 + 3b t2) t4 + (3 t0) t3: 12 Fp2 products, 9 reductions. As group_law::add
    composes it; r may alias a or b (every read comes first)."""
    def build(T):
        P1 = [T.fp2(Loc("%rbx", 96 * i)) for i in range(3)]
        P2 = [T.fp2(Loc("%rbp", 96 * i)) for i in range(3)]
        L = L2.of
        t0, t1, t2 = (T.mul2(P1[i], P2[i]) for i in range(3))
        m3 = T.mul2(T.add2(P1[0], P1[1]), T.add2(P2[0], P2[1]))
        m4 = T.mul2(T.add2(P1[1], P1[2]), T.add2(P2[1], P2[2]))
        m5 = T.mul2(T.add2(P1[0], P1[2]), T.add2(P2[0], P2[2]))
        t3 = T.redc2(T.frame2(), L(m3) - L(t0) - L(t1))
        t4 = T.redc2(T.frame2(), L(m4) - L(t1) - L(t2))
        # 3b = 4 (3 xi): the factor 3 in the reductions, the 4 on the reduced values
        v5 = T.redc2(T.frame2(), (L(m5) - L(t0) - L(t2)).xi(), factor=3)
        v2 = T.redc2(T.frame2(), L(t2).xi(), factor=3)
        y5, v2 = (T.nreduce2(T.nlin2([(1, v[0])] * 4, [(1, v[1])] * 4)) for v in (v5, v2))
        t0x3 = T.redc2(T.frame2(), L(t0), factor=3)
        t1r = T.redc2(T.frame2(), L(t1))
        z3p = T.add2(t1r, v2)
        t1m = T.nlin2([(1, t1r[0]), (-1, v2[0])], [(1, t1r[1]), (-1, v2[1])], kp0=1, kp1=1)
        X3 = L(T.mul2(t3, t1m)) - L(T.mul2(t4, y5))
        Y3 = L(T.mul2(t1m, z3p)) + L(T.mul2(y5, t0x3))
        Z3 = L(T.mul2(z3p, t4)) + L(T.mul2(t0x3, t3))
        T.redc2(Out(0), X3)
        T.redc2(Out(96), Y3)
        T.redc2(Out(192), Z3)
    tower_kernel(A, build)

def k_fp12_g4_fraction(A):
    """The terms of Karabina's g4 (ePrint 2010/542, Theorem 3.1) for (g1, g2, g3, g5) at rsi:
    r = (3 g1^2 - 2 g2 + xi g5^2, 4 g3, 2 g1 g5), the numerator and denominator when g3 != 0 and
    the numerator when g3 = 0 (its denominator g2), as Compressed::g4_terms composes them."""
    def build(T):
        g1, g2, g3, g5 = (T.fp2(Loc("%rbx", 96 * i)) for i in range(4))
        L = L2.of
        S1, S5, M15 = T.sqr2(g1), T.sqr2(g5), T.mul2(g1, g5)
        num = L(S1).scale(3) + L(S5).xi()
        for h in range(2):
            T.redc(Out(48 * h), (num.re, num.im)[h] + Lin.of(g2[h]).scale(-2))
        T.nreduce2(T.nlin2([(1, g3[0])] * 4, [(1, g3[1])] * 4), Out(96))
        T.redc2(Out(192), L(M15), factor=2)
    tower_kernel(A, build)

def k_fp12_decompress(A):
    """Karabina's decompression (ePrint 2010/542, Theorem 3.1) of (g1, g2, g3, g5) at rsi, given
    g4's numerator and its denominator's inverse at rdx: g4 = num den^-1,
    g0 = xi (2 g4^2 + g3 g5 - 3 g1 g2) + 1, and r the full Fp12, as Compressed::finish composes
    it."""
    def build(T):
        g1, g2, g3, g5 = (T.fp2(Loc("%rbx", 96 * i)) for i in range(4))
        num, dinv = T.fp2(Loc("%rbp", 0)), T.fp2(Loc("%rbp", 96))
        L = L2.of
        g4 = T.redc2(T.frame2(), L(T.mul2(num, dinv)))
        M35 = T.mul2(g3, g5)
        M12 = T.mul2(T.nlin2([(1, g1[0])] * 3, [(1, g1[1])] * 3), g2)
        S4 = T.sqr2(g4)
        t = L(T.mat2(L(S4).scale(2) + L(M35) - L(M12))).xi()
        T.redc(Out(0), t.re + Lin.of(T.one()))
        T.redc(Out(48), t.im)
        for i, g in enumerate((g1, g2, g3, g4, g5)):
            T.copy2(g, Out(96 * (i + 1)))
    tower_kernel(A, build)

def k_g2_add_line(A):
    """One addition step of the Miller loop: T = (X, Y, 2Z) at rdi plus Q = (qx, qy) (affine, at
    rdx), by the mixed addition of ABLR ePrint 2013/722, section 4.3, on the representative
    (2X, 2Y, 2Z) of T (no halving): o = 2Y - qy 2Z, l = 2X - qx 2Z, c = o^2, d = l^2, e = l d,
    f = 2Z c, g = 2X d, h = e + f - 2g, T' = (l h, o (g - h) - 2Y e, 2 (2Z e)) written in
    place; the line (6 (qy l - qx o), o, 6 l), evaluated at P (rcx: 6 xP, -yP), into rsi. As
    G2Homogeneous::add_eval composes it."""
    def build(T):
        X, Y, Z = (T.fp2(Loc("%rbx", 96 * i)) for i in range(3))
        qx, qy = T.fp2(Loc("%rbp", 0)), T.fp2(Loc("%rbp", 96))
        x6, yn = NV(PtrLoc(T.ARG), T.var(P - 1)), NV(PtrLoc(T.ARG, 48), T.var(P - 1))
        L = L2.of
        X2, Y2 = T.dbl2(X), T.dbl2(Y)
        QZx, QZy = T.mul2(qx, Z), T.mul2(qy, Z)
        o = T.redc2(T.frame2(), L2(Lin.of(Y[0]).scale(2), Lin.of(Y[1]).scale(2)) - L(QZy))
        l = T.redc2(T.frame2(), L2(Lin.of(X[0]).scale(2), Lin.of(X[1]).scale(2)) - L(QZx))
        c = T.redc2(T.frame2(), L(T.sqr2(o)))
        d = T.redc2(T.frame2(), L(T.sqr2(l)))
        E = T.mul2(l, d)
        e = T.redc2(T.frame2(), L(E))
        F, G = T.mul2(Z, c), T.mul2(X2, d)
        g = T.redc2(T.frame2(), L(G))
        h = T.redc2(T.frame2(), L(E) + L(F) - L(G).scale(2))
        kp = T.range(h[0].form)[1] // P + 1
        gh = T.nlin2([(1, g[0]), (-1, h[0])], [(1, g[1]), (-1, h[1])], kp0=kp, kp1=kp)
        LH, OGH, YE, ZE = T.mul2(l, h), T.mul2(o, gh), T.mul2(Y2, e), T.mul2(Z, e)
        QL, QO = T.mul2(qy, l), T.mul2(qx, o)
        OX, LY = T.mulfp2(o, x6), T.mulfp2(l, yn)
        # every read of T is done: write it in place, then the line
        T.redc2(Loc("%rbx", 0), L(LH))
        T.redc2(Loc("%rbx", 96), L(OGH) - L(YE))
        T.redc2(Loc("%rbx", 192), L(ZE), factor=2)
        T.redc2(Out(0), L(QL) - L(QO), factor=6)
        T.redc2(Out(96), L(OX))
        T.redc2(Out(192), L(LY), factor=6)
    tower_kernel(A, build, args=("%rbx", "out", "%rbp", "arg"), names=("t", "l", "q", "p"))

TOWER_KERNELS = [("fp12_cyclotomic_sqr", k_fp12_cyclotomic_sqr), ("fp12_mul", k_fp12_mul), ("fp12_sqr", k_fp12_sqr),
                 ("fp12_mul_by_014", k_fp12_mul_by_014), ("fp12_mul_by_lines", k_fp12_mul_by_lines),
                 ("fp12_compressed_sqr", k_fp12_compressed_sqr), ("fp12_g4_fraction", k_fp12_g4_fraction),
                 ("fp12_decompress", k_fp12_decompress), ("g2_double_line", k_g2_double_line),
                 ("g2_add_line", k_g2_add_line), ("g2_double", k_g2_double),
                 ("g2_add", k_g2_add)]

def tower_kernels():
    """The tower kernels and the helpers they call (found by generating them once), and their
    counts of helper calls for the file's table."""
    import re
    books = {}
    for name, k in TOWER_KERNELS:
        B = Asm()
        k(B)
        calls = [m.group(1) for l in B.out for m in [re.search(r"call\tSYM\(bls381_(\w+)\)", l)] if m]
        books[name] = "calls: " + ", ".join(f"{calls.count(c)} {c}" for c in sorted(set(calls)))
    helpers = []
    for h in sorted(TW_USED):
        if h == "tw_mul2":
            helpers.append((h, tw_mul2))
        elif h == "tw_mulfp2":
            helpers.append((h, tw_mulfp2))
        elif h.startswith("tw_sqr2_"):
            helpers.append((h, lambda A, k=int(h[8:-1]): tw_sqr2(A, k)))
        else:
            helpers.append((h, lambda A, n=int(h[7:]): tw_redc(A, n)))
    return TOWER_KERNELS + helpers, books

# ---------------------------------------------------------------------------------------------
# mont256.S

def fr_tail(A, saved, acc, spare, hi, x, y, zero):
    acc, spare = redc(A, 4, acc, spare, x, y, zero, 2, "r", "rt", "rn0")
    A.comment("+ t4..t7: the sum is below 1.46 r (t < r^2)")
    for k in range(4):
        A("addq" if k == 0 else "adcq", hi[k], acc[k])
    cond_sub_out(A, 4, acc, IN4, "r")
    epilogue(A, saved)

def k_fr_mul(A):
    """Rows 0 and 1 with their mt rounds (CIOS), rows 2 and 3 added before any more reduction,
    then one two-word round: m = (u0 + u1 2^64)(-r^-1) mod 2^128 from one MULX and two IMUL,
    and m r added as two rows. The two IMUL run side by side, where two one-word rounds chain
    two of them behind each other: 3% lower latency, throughput unchanged (measured as in
    fp_mul)."""
    regs = ["%r10", "%r11", "%rbx", "%r12", "%r14", "%r15"]
    x, y, zero = "%rax", "%rbp", "%r13"
    ar = IN4  # a's limbs, the multiplicands of every row; b's pointer in rcx
    M = (1 << 64) - 1
    prologue(A)
    A.comment("rows 0 and 1 interleaved with two reductions by mt = m n0")
    acc, bound, free = cios(A, 4, lambda j: ar[j], lambda i: mem("%rcx", i), "tt", R,
                            "r", "rt", "rn0", regs, x, y, zero)
    assert len(acc) == 5
    A.comment("row 2 into the five words")
    bound += (R - 1) * M
    assert words(bound) == 5
    A("movq", mem("%rcx", 2), "%rdx")
    A("xorl", r32(zero), r32(zero))
    for j in range(4):
        A("mulxq", ar[j], x, y)
        A("adoxq", x, acc[j])
        A("adcxq", y, acc[j + 1])
    A("adoxq", zero, acc[4])
    A.comment("row 3, one word up, into a sixth word")
    bound += (R - 1) * M << 64
    assert words(bound) == 6
    A("movq", mem("%rcx", 3), "%rdx")
    A("xorl", r32(zero), r32(zero))
    top = free.pop(0)
    for j in range(3):
        A("mulxq", ar[j], x, y)
        A("adoxq", x, acc[1 + j])
        A("adcxq", y, acc[2 + j])
    A("mulxq", ar[3], x, top)
    A("adoxq", x, acc[4])
    A("adcxq", zero, top)
    A("adoxq", zero, top)
    acc.append(top)
    A.comment("two-word reduction: m = (u0 + u1 2^64) n0' mod 2^128, n0' = -r^-1 mod 2^128")
    n2 = (-pow(R, -1, 1 << 128)) % (1 << 128)
    assert n2 & M == RN0
    m0, m1, i1, i2 = ar  # a is dead: its registers are free
    A("movq", acc[0], "%rdx")
    A("mulxq", cmem("rn0", 0), m0, m1, c="m0 = lo(u0 n0'0); hi(u0 n0'0)")
    A("movq", acc[0], i1)
    A("imulq", cmem("rn2", 0), i1, c="lo(u0 n0'1)")
    A("movq", acc[1], i2)
    A("imulq", cmem("rn0", 0), i2, c="lo(u1 n0'0)")
    A("addq", i1, m1)
    A("addq", i2, m1, c="m1 = hi(u0 n0'0) + lo(u0 n0'1) + lo(u1 n0'0)")
    bound = bound - 1 + ((1 << 128) - 1) * R
    assert words(bound) == 6
    A("movq", m0, "%rdx", c="acc += m0 r")
    A("xorl", r32(zero), r32(zero))
    A("mulxq", cmem("r", 0), x, y)
    A("adcxq", acc[0], x, c="CF = (u0 != 0)")
    A("adoxq", y, acc[1])
    for j in range(1, 4):
        A("mulxq", cmem("r", j), x, y)
        A("adcxq", x, acc[j])
        A("adoxq", y, acc[j + 1])
    A("adcxq", zero, acc[4])
    A("adcxq", zero, acc[5])
    A("adoxq", zero, acc[5])
    A("movq", m1, "%rdx", c="acc += m1 r 2^64")
    A("xorl", r32(zero), r32(zero))
    A("mulxq", cmem("r", 0), x, y)
    A("adcxq", acc[1], x, c="CF = (word 1 != 0)")
    A("adoxq", y, acc[2])
    for j in range(1, 4):
        A("mulxq", cmem("r", j), x, y)
        A("adcxq", x, acc[j + 1])
        A("adoxq", y, acc[j + 2])
    A("adcxq", zero, acc[5])
    acc = acc[2:]
    # the tight bound: (a b + the two mt rounds' terms + m r 2^128) / 2^256
    rt = R * RN0
    tight = (R - 1) ** 2 + M * rt + (M * rt << 64) + (((1 << 128) - 1) * R << 128)
    tight = (tight >> 256) + 1
    assert tight <= 2 * R
    A.comment(f"result below {tight / R:.2f} r: one conditional subtraction, into a's registers")
    cond_sub_out(A, 4, acc, IN4, "r")
    epilogue(A)

def k_fr_sqr(A):
    x, y, zero = "%rax", "%rcx", cmem("zero", 0)
    prologue(A)
    c = ["%r10", "%r11", "%rbx", "%rbp", "%r12", "%r13"]
    A.comment("t = a^2 (a in rdi, rsi, r8, r9): t0 in r14, t1..t6 in r10, r11, rbx, rbp, r12, r13, t7 in rcx")
    sqr(A, 4, lambda j: IN4[j], c, x, y, zero, lambda r: A("movq", r, "%r14", c="t0"), xreg=x)
    A.comment("Montgomery reduction of t0..t3: two rounds by mt = m n0, two by m")
    fr_tail(A, None, ["%r14"] + c[:3], "%r15", c[3:] + [y], x, "%rdi", zero)

if __name__ == "__main__":
    outdir = sys.argv[1]
    import doc
    open(f"{outdir}/mont384.S", "w").write(emit_file(doc.MONT384, ["p", "pk"], [
        ("fp_mul", k_fp_mul), ("fp_mul_mt", lambda A: k_fp_mul(A, CIOS6_MT)),
        ("fp_sqr", k_fp_sqr), ("fp_sqr_n", k_fp_sqr_n),
        ("fp_mul_wide", k_fp_mul_wide),
        ("fp_sqr_wide", k_fp_sqr_wide), ("fp_redc", k_fp_redc),
        ("fp_redc3_sub2", lambda A: k_fp_redc3(A, -1)),
        ("fp_redc3_add2", lambda A: k_fp_redc3(A, +1))], {
        "fp_mul": "36 + 42 = 78", "fp_mul_mt": "36 + 42 = 78", "fp_sqr": "21 + 42 = 63", "fp_sqr_n": "n x 63",
        "fp_mul_wide": "36",
        "fp_sqr_wide": "21", "fp_redc": "42", "fp_redc3_sub2": "42", "fp_redc3_add2": "42"}))
    tower, tower_books = tower_kernels()
    open(f"{outdir}/mont384x.S", "w").write(emit_file(doc.MONT384X, ["p", "p2", "pk", "kp"], [
        ("fp2_mul", k_fp2_mul), ("fp2_sqr", k_fp2_sqr),
        ("fp2_sqr_mt", lambda A: k_fp2_sqr(A, CIOS6_MT)), ("fp2_mul_wide", k_fp2_mul_wide),
        ("fp2_sqr_wide", k_fp2_sqr_wide), ("fp6_mul_wide", k_fp6_mul_wide)] + tower, {
        "fp2_mul": "3 x 36 + 2 x 42 = 192", "fp2_sqr": "2 x 36 + 2 x 42 = 156",
        "fp2_sqr_mt": "2 x 36 + 2 x 42 = 156",
        "fp2_mul_wide": "3 x 36 = 108", "fp2_sqr_wide": "2 x 36 = 72",
        "fp6_mul_wide": "calls: 6 fp2_mul_wide",
        **tower_books}))
    open(f"{outdir}/mont256.S", "w").write(emit_file(doc.MONT256, ["r"], [
        ("fr_mul", k_fr_mul), ("fr_sqr", k_fr_sqr)], {
        "fr_mul": "16 + 20 = 36", "fr_sqr": "10 + 20 = 30"}))
