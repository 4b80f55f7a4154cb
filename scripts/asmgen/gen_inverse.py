#!/usr/bin/env python3
"""Generator of the constant-time modular inversion kernels (x86_64 and AArch64).

Usage: python3 scripts/asmgen/gen_inverse.py asm   (writes asm/x86_64/inverse.S and
asm/aarch64/inverse.S; the checked-in files are its output)

Both architectures are emitted from the one algorithm description below (`Field`, `schedule`,
the phases of a round), and the word-level Python model `invert` runs the same arithmetic on
Python integers; the generator checks the model against pow(y, -1, m) on edge cases and random
inputs before writing anything, and asserts every bound the kernels rely on.
"""
import random
import sys

P = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
R = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001
M64 = (1 << 64) - 1
K = 30          # steps per round; the summaries keep the K low bits and 32 top bits
LOW = (1 << K) - 1


def limbs(x, n):
    return [(x >> (64 * i)) & M64 for i in range(n)]


class Field:
    def __init__(self, name, m, n):
        self.name, self.m, self.n = name, m, n
        self.bits = m.bit_length()
        self.minv = (-pow(m, -1, 1 << 64)) % (1 << 64)
        self.rounds, self.last = schedule(self.bits)
        # (f u + g v + k m) / 2^s lies in (-m, 2m); with 2m < 2^(64n - 1) it fits n signed words
        self.uv_top = 2 * m >= 1 << (64 * self.n - 1)


def schedule(bits):
    """Full rounds of K approximated steps, then one round of `last` exact steps: 2 bits - 1 in
    all. After `rounds` full rounds len(a) + len(b) <= 2 bits - K rounds = last + 1 (Pornin,
    ePrint 2020/972, appendix: every round of K steps shortens a and b by K bits in total), so
    the last round runs on a and b themselves (< 2^(last + 1)), exactly."""
    rounds, last = divmod(2 * bits - 1, K)
    assert 0 < last <= K
    return rounds, last


FP = Field("fp", P, 6)
FR = Field("fr", R, 4)

# ---------------------------------------------------------------------------------------------
# The model: the kernels' arithmetic on Python integers, word sizes and bounds asserted.


def summary(a, b, n):
    """62-bit summaries (the K low bits, and the 32 bits below the top bit of max(a, b)), or a
    and b themselves when both are below 2^64. The window of the two top words is found by
    conditional moves from the bottom up; the top bit by BSR."""
    A, B = limbs(a, n), limbs(b, n)
    ah, al, bh, bl = A[1], A[0], B[1], B[0]
    for i in range(2, n):
        if A[i] | B[i]:
            ah, al, bh, bl = A[i], A[i - 1], B[i], B[i - 1]
    t = ah | bh
    if t == 0:
        return A[0], B[0]
    cnt = t.bit_length() - 1          # BSR: 63 - lzcnt
    lz = cnt ^ 63
    wa = ((ah << lz) & M64) | ((al >> 1) >> cnt)
    wb = ((bh << lz) & M64) | ((bl >> 1) >> cnt)
    return (A[0] & LOW) | ((wa >> 2) & ~LOW & M64), (B[0] & LOW) | ((wb >> 2) & ~LOW & M64)


def steps(a, b, count):
    """`count` binary-GCD steps on 64-bit a, b (b odd), as the kernels order them: bb = odd ? b
    : 0, then a - bb borrows exactly when a is odd and below b (the swap). The rows (f, g) of the
    update matrix are packed as f + 2^32 g."""
    fa, fb = 1, 1 << 32
    for _ in range(count):
        odd = a & 1
        bb = b if odd else 0
        fbb = fb if odd else 0
        if a < bb:
            a, b, fa, fb = bb - a, a, (fbb - fa) & M64, fa
        else:
            a, fa = a - bb, (fa - fbb) & M64
        a >>= 1
        fb = (2 * fb) & M64
    return fa, fb


def sext(x, bits):
    x &= (1 << bits) - 1
    return x - (1 << bits) if x >> (bits - 1) else x


def unpack(row):
    f = sext(row, 32)
    return f, sext((row - f) & M64, 64) >> 32


def ab_row(a, b, f, g, n):
    """|f a + g b| / 2^K with the biased factors f + 2^K, g + 2^K >= 0 (unsigned products):
    (f a + g b) / 2^K = ((f + 2^K) a + (g + 2^K) b) / 2^K - (a + b), computed mod 2^(64 n); the
    true value fits n signed words, so its top bit is its sign."""
    F, G = f + (1 << K), g + (1 << K)
    assert 0 <= F <= 1 << (K + 1) and 0 <= G <= 1 << (K + 1)
    T = F * a + G * b
    assert T < 1 << (64 * (n + 1))
    mask = (1 << (64 * n)) - 1
    r = ((T >> K) - (a + b)) & mask
    assert a + b <= mask
    if r >> (64 * n - 1):
        r = (1 << (64 * n)) - r
        f, g = -f, -g
    assert (f * a + g * b) % (1 << K) == 0 and r == (f * a + g * b) >> K >= 0
    assert r < 1 << (64 * n - 1)
    return r, f, g


def uv_row(u, v, f, g, s, fld):
    """(f u + g v) / 2^s mod m for u, v in [0, m), |f| + |g| <= 2^s: biased factors again,
    Montgomery's division (add k m, k = -T m^-1 mod 2^s < 2^s), minus (u + v); the result lies
    in (-m, 2m) and two corrections bring it into [0, m)."""
    m, n = fld.m, fld.n
    F, G = f + (1 << s), g + (1 << s)
    assert abs(f) + abs(g) <= 1 << s and 0 <= F < 1 << 64 and 0 <= G < 1 << 64
    T = F * u + G * v
    k = ((T & M64) * fld.minv) & ((1 << s) - 1)
    T += k * m
    assert T % (1 << s) == 0 and T < 1 << (64 * (n + 1))
    assert u + v < 1 << (64 * n)
    d = (T >> s) - (u + v)
    assert -m < d < 2 * m
    if not fld.uv_top:
        assert d >> (64 * n - 1) in (0, -1)
    if d < 0:
        d += m
    if d >= m:
        d -= m
    assert d == (f * u + g * v) * pow(2, -s, m) % m
    return d


def merge(later, earlier):
    """The update matrix of two consecutive rounds: later . earlier."""
    f0, g0, f1, g1 = later
    p0, q0, p1, q1 = earlier
    return (f0 * p0 + g0 * p1, f0 * q0 + g0 * q1, f1 * p0 + g1 * p1, f1 * q0 + g1 * q1)


def invert(y, fld):
    m, n = fld.m, fld.n
    a, b, u, v = y, m, 1, 0
    saved = None
    for r in range(fld.rounds):
        xa, xb = summary(a, b, n)
        fa, fb = steps(xa, xb, K)
        f0, g0 = unpack(fa)
        f1, g1 = unpack(fb)
        na, f0, g0 = ab_row(a, b, f0, g0, n)
        nb, f1, g1 = ab_row(a, b, f1, g1, n)
        a, b = na, nb
        if r % 2 == 0:
            saved = (f0, g0, f1, g1)
        else:
            F0, G0, F1, G1 = merge((f0, g0, f1, g1), saved)
            u, v = uv_row(u, v, F0, G0, 2 * K, fld), uv_row(u, v, F1, G1, 2 * K, fld)
    # y invertible: a, b < 2^(last + 1) now, so their low words are exact. y = 0: a = 0, and
    # every remaining step only doubles row b, whatever b is (v stays 0).
    assert (a < 1 << (fld.last + 1) and b < 1 << (fld.last + 1)) or (y == 0 and a == 0)
    _, fb = steps(a & M64, b & M64, fld.last)
    f1, g1 = unpack(fb)
    if fld.rounds % 2:
        _, _, F, G = merge((0, 0, f1, g1), saved)
        s = K + fld.last
    else:
        F, G, s = f1, g1, fld.last
    return uv_row(u, v, F, G, s, fld)


def self_test(count=300, seed=1):
    rng = random.Random(seed)
    for fld in (FP, FR):
        m, bits = fld.m, fld.bits
        vals = [0, 1, 2, 3, m - 1, m - 2, (m - 1) // 2, (m + 1) // 2]
        vals += [1 << k for k in range(bits)] + [(1 << k) - 1 for k in range(1, bits)]
        vals += [m - (1 << k) for k in range(bits - 1)]
        vals += [rng.randrange(m) for _ in range(count)]
        for y in vals:
            y %= m
            assert invert(y, fld) == (pow(y, -1, m) if y else 0), (fld.name, hex(y))


# ---------------------------------------------------------------------------------------------
# x86_64 (AT&T syntax; MULX/ADCX/ADOX, BMI2 shifts)


class Asm:
    """Collects the lines of a file. It also counts instructions, for the headers: `static`
    (emitted) and `dynamic` (executed per call), each emitted instruction weighing `w`, the
    number of times the code being emitted runs in one call (set by the kernel generators from
    the round schedule: every branch tests the public round counter, so these counts are exact
    and the same for every input)."""

    def __init__(self):
        self.out = []
        self.w = 1
        self.static = 0
        self.dynamic = 0

    def counted(self, k=1):
        """k instructions hidden in a macro (LOAD_ADDR)"""
        self.static += k
        self.dynamic += k * self.w

    def __call__(self, op, *args, c=None):
        self.counted()
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


def r32(r):
    r = r.lstrip("%")
    if r[1:].isdigit():
        return "%" + r + "d"
    return "%e" + r[1:]


CALLEE = ["%rbx", "%rbp", "%r12", "%r13", "%r14", "%r15"]


class X86Frame:
    """Stack slots (8 bytes each) of one kernel."""

    def __init__(self, n):
        self.n = n
        names = [("ab0", 2 * n), ("ab1", 2 * n), ("uv0", 2 * n), ("uv1", 2 * n), ("s", n),
                 ("saved", 4), ("mat", 4), ("mm", 4), ("out", 1), ("cnt", 1), ("uvs", 1),
                 ("uvd", 1), ("ab", 2), ("st", 4)]
        self.off, k = {}, 0
        for name, size in names:
            self.off[name] = k
            k += size
        self.size = 8 * k

    def __call__(self, name, i=0):
        o = 8 * (self.off[name] + i)
        return f"{o}(%rsp)" if o else "(%rsp)"


def x_mem(base, i):
    return f"{8 * i}({base})" if i else f"({base})"


def x_const(label, i=0):
    return f"LOCAL({label})+{8 * i}(%rip)" if i else f"LOCAL({label})(%rip)"


def x_summary(A, fld, ab):
    """xa, xb (rax, rbx) from the a, b at `ab` (a at 0, b at 8n)."""
    n = fld.n
    a = lambda i: x_mem(ab, i)
    b = lambda i: x_mem(ab, n + i)
    ah, al, bh, bl, t, cnt, lz = "%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14"
    A.comment("summaries: the window of the two top words holding a bit of a or b")
    A("movq", a(1), ah)
    A("movq", a(0), al)
    A("movq", b(1), bh)
    A("movq", b(0), bl)
    for i in range(2, n):
        A("movq", a(i), t)
        A("orq", b(i), t)
        A("cmovnzq", a(i), ah)
        A("cmovnzq", a(i - 1), al)
        A("cmovnzq", b(i), bh)
        A("cmovnzq", b(i - 1), bl)
    A("movq", ah, t)
    A("orq", bh, t)
    A("bsrq", t, cnt, c="63 - lzcnt (unused when t = 0)")
    A("movq", cnt, lz)
    A("xorq", "$63", lz)
    A("shlxq", lz, ah, ah)
    A("shlxq", lz, bh, bh)
    A("shrq", "$1", al)
    A("shrq", "$1", bl)
    A("shrxq", cnt, al, al)
    A("shrxq", cnt, bl, bl)
    A("orq", al, ah, c="the 64 bits below the top bit of max(a, b)")
    A("orq", bl, bh)
    A("shrq", "$2", ah)
    A("shrq", "$2", bh)
    A("andq", f"${-(1 << K)}", ah, c="their top 32 bits, at bit 30")
    A("andq", f"${-(1 << K)}", bh)
    A("movq", a(0), "%rax")
    A("movq", b(0), "%rbx")
    A("andl", f"${LOW}", "%eax")
    A("andl", f"${LOW}", "%ebx")
    A("orq", ah, "%rax")
    A("orq", bh, "%rbx")
    A("testq", t, t, c="a, b < 2^64: exact")
    A("cmovzq", a(0), "%rax")
    A("cmovzq", b(0), "%rbx")


def x_steps(A, count, hook=None, hook_at=None):
    """`count` steps on rax (a), rbx (b); rows packed in two registers. Returns (fa, fb).

    One step (flags: ZF = a even, from the previous step's TEST):
        bb = odd ? b : 0, fbb = odd ? fb : 0      CMOVNZ (a zero register: MOV keeps the flags)
        x = fa - fbb, fbb = fbb - fa, nd = bb - a
        d = a - bb                                CF = the swap (a odd and a < b)
        d = CF ? nd : d; b = CF ? a : b; x = CF ? fbb : x; fb = CF ? fa : fb
        ZF = bit 1 of d; a = d >> 1 (RORX: d is even; keeps the flags); fb = 2 fb (LEA)
    The latency of a -> a is SUB, CMOVC, RORX plus the CMOVNZ of bb: four cycles; six CMOVs.
    hook(a, b, fa, fb), if given, is emitted before step hook_at (it must preserve a, b, fa, fb
    and leave ZF = a even and the zero register zero)."""
    a, b, fa, fb, bb, fbb, x, nd, d, zero = (
        "%rax", "%rbx", "%rcx", "%rdx", "%rbp", "%r8", "%r9", "%r10", "%r11", "%r12")
    A("xorl", r32(zero), r32(zero))
    A("movl", "$1", r32(fa), c="row a: (f0, g0) = (1, 0)")
    A("movl", "$1", r32(fb))
    A("shlq", "$32", fb, c="row b: (f1, g1) = (0, 1)")
    A("testl", "$1", r32(a))
    for i in range(count):
        if hook is not None and i == hook_at:
            hook(a, b, fa, fb)
        lastone = i == count - 1
        A("movq", zero, bb)
        A("cmovnzq", b, bb)
        A("movq", zero, fbb)
        A("cmovnzq", fb, fbb)
        A("movq", fa, x)
        A("subq", fbb, x)
        A("subq", fa, fbb)
        if lastone:
            A("cmpq", bb, a)
        else:
            A("movq", bb, nd)
            A("subq", a, nd)
            A("movq", a, d)
            A("subq", bb, d)
            A("cmovcq", nd, d)
            A("cmovcq", a, b)
        A("cmovcq", fbb, x)
        A("cmovcq", fa, fb)
        if not lastone:
            A("testl", "$2", r32(d))
            A("rorxq", "$1", d, a)
        A("leaq", f"({fb},{fb})", fb)
        fa, x = x, fa
    if hook is not None and hook_at == count:
        hook(a, b, fa, fb)
    return fa, fb


def x_unpack(A, row, f, g):
    A("movslq", r32(row), f)
    A("movq", row, g)
    A("subq", f, g)
    A("sarq", "$32", g)


def x_prod2(A, n, t, lo, hi, zero, xm, ym, fmul, gmul):
    """t[0..n] = fmul . x + gmul . y (n-word x, y in memory; multipliers loaded into rdx by the
    callables); CF = OF = 0 on exit."""
    fmul()
    A("xorl", r32(zero), r32(zero))
    A("mulxq", xm(0), t[0], t[1])
    for i in range(1, n):
        A("mulxq", xm(i), lo, t[i + 1])
        A("adcxq", lo, t[i])
    A("adcxq", zero, t[n])
    gmul()
    prod_acc(A, n, t, lo, hi, zero, ym)


def prod_acc(A, n, t, lo, hi, zero, ym):
    """t[0..n] += rdx . y (CF = OF = 0 on entry and exit: the sum fits n + 1 words)."""
    for i in range(n):
        A("mulxq", ym(i), lo, hi)
        A("adoxq", lo, t[i])
        A("adcxq", hi, t[i + 1])
    A("adoxq", zero, t[n])


def x_shift(A, t, n, s, cnt, tmp):
    """t[i] = (t[i] >> s) | (t[i + 1] << (64 - s)) for i < n. SHRD would do it in one
    instruction, but on Zen 3 it occupies the ports the steps' CMOVs need; SHLX (count in `cnt`),
    SHR and ADD run elsewhere."""
    A("movl", f"${64 - s}", r32(cnt))
    for i in range(n):
        A("shlxq", cnt, t[i + 1], tmp)
        A("shrq", f"${s}", t[i])
        A("addq", tmp, t[i])


def x_ab_row(A, fld, F, src, dst, f_slot, g_slot, s_slot):
    """dst = |f a + g b| / 2^K (a, b at src); f, g in frame slots, negated there with the row."""
    n = fld.n
    t = ["%rax", "%rbx", "%rcx", "%rbp", "%r8", "%r9", "%r10"][: n + 1]
    lo, hi, zero = "%r11", "%r12", "%r13"

    def fmul():
        A("movq", f_slot, "%rdx")
        A("addq", f"${1 << K}", "%rdx", c="f + 2^30 >= 0")

    def gmul():
        A("movq", g_slot, hi)
        A("leaq", f"{1 << K}({hi})", "%rdx", c="g + 2^30 (LEA keeps CF, OF)")

    x_prod2(A, n, t, lo, hi, zero, lambda i: x_mem(src, i), lambda i: x_mem(src, n + i), fmul, gmul)
    A.comment("/ 2^30, - (a + b): the true value fits n signed words")
    x_shift(A, t, n, K, "%r14", "%r15")
    for i in range(n):
        A("subq" if i == 0 else "sbbq", s_slot(i), t[i])
    A("movq", t[n - 1], lo)
    A("sarq", "$63", lo, c="negative: negate the value and the row")
    A("movq", t[n - 1], hi)
    A("shrq", "$63", hi)
    for i in range(n):
        A("xorq", lo, t[i])
    for i in range(n):
        A("addq" if i == 0 else "adcq", hi if i == 0 else "$0", t[i])
    for i in range(n):
        A("movq", t[i], x_mem(dst, i))
    for slot in (f_slot, g_slot):
        A("movq", slot, hi)
        A("xorq", lo, hi)
        A("subq", lo, hi)
        A("movq", hi, slot)


def x_uv_row(A, fld, F, s, load_dst, fp_slot, gp_slot):
    """(f u + g v) / 2^s mod m for u, v at the pointer in the "uvs" slot (u, v, the result in
    [0, m)); the biased multipliers f + 2^s, g + 2^s are in frame slots, the sum u + v in the
    "s" slots. load_dst(reg) loads the destination pointer. Uses every register but rsp."""
    n = fld.n
    t = ["%rax", "%rbx", "%rcx", "%rbp", "%r8", "%r9", "%r10"][: n + 1]
    lo, hi, zero, src = "%r11", "%r12", "%r13", "%r14"
    c = ["%rdx", "%rsi", "%rdi", "%r14", "%r15", hi][:n]
    A("movq", F("uvs"), src)
    x_prod2(A, n, t, lo, hi, zero, lambda i: x_mem(src, i), lambda i: x_mem(src, n + i),
            lambda: A("movq", fp_slot, "%rdx"), lambda: A("movq", gp_slot, "%rdx"))
    A.comment(f"+ k m, k = -t m^-1 mod 2^{s}: divisible by 2^{s}")
    A("movq", t[0], "%rdx")
    A("imulq", x_const(f"{fld.name}_minv"), "%rdx")
    A("shlq", f"${64 - s}", "%rdx")
    A("shrq", f"${64 - s}", "%rdx")
    A("xorl", r32(zero), r32(zero))
    prod_acc(A, n, t, lo, hi, zero, lambda i: x_const(f"{fld.name}_m", i))
    A.comment(f"/ 2^{s}, - (u + v): in (-m, 2m)")
    x_shift(A, t, n, s, "%r14", "%r15")
    if fld.uv_top:
        A("shrq", f"${s}", t[n])
    for i in range(n):
        A("subq" if i == 0 else "sbbq", F("s", i), t[i])
    top = t[n - 1]
    if fld.uv_top:
        A("sbbq", "$0", t[n])
        top = t[n]
    A("movq", top, lo)
    A("sarq", "$63", lo)
    A("notq", lo, c="0 if negative, else all ones")
    for i in range(n):
        A("andnq", x_const(f"{fld.name}_m", i), lo, c[i], c="m or 0 (ANDN writes the flags)")
    for i in range(n):
        A("addq" if i == 0 else "adcq", c[i], t[i])
    A.comment("in [0, 2m): subtract m unless that borrows")
    for i in range(n):
        A("movq", t[i], c[i])
    for i in range(n):
        A("subq" if i == 0 else "sbbq", x_const(f"{fld.name}_m", i), c[i])
    for i in range(n):
        A("cmovncq", c[i], t[i])
    load_dst(lo)
    for i in range(n):
        A("movq", t[i], x_mem(lo, i))


def x_sum_uv(A, fld, F):
    n = fld.n
    A.comment("s = u + v")
    A("movq", F("uvs"), "%r14")
    for i in range(n):
        A("movq", x_mem("%r14", i), "%rax")
        A("addq" if i == 0 else "adcq", x_mem("%r14", n + i), "%rax")
        A("movq", "%rax", F("s", i))


HOOK_AT = 30     # the u, v rows sit before this step of a round (30: after the last step)


def x_kernel(A, fld):
    n, F = fld.n, X86Frame(fld.n)
    name = f"bls381_{fld.name}_inverse"
    L = lambda s: f"LOCAL({fld.name}_inv_{s})"
    A.raw("")
    A.raw(f"FUNCTION({name})")
    for r in CALLEE:
        A("pushq", r)
    A("subq", f"${F.size}", "%rsp")
    A("movq", "%rdi", F("out"))
    A.comment("a = y, b = m, u = 1, v = 0")
    for i in range(n):
        A("movq", x_mem("%rsi", i), "%rax")
        A("movq", "%rax", F("ab0", i))
        A("movq", x_const(f"{fld.name}_m", i), "%rax")
        A("movq", "%rax", F("ab0", n + i))
    A("xorl", "%eax", "%eax")
    for i in range(2 * n):
        A("movq", "%rax", F("uv0", i))
    A("movq", "$1", F("uv0", 0))
    A("movq", "%rax", F("cnt"))
    A("leaq", F("uv0"), "%rax")
    A("movq", "%rax", F("uvs"))
    A("leaq", F("uv1"), "%rax")
    A("movq", "%rax", F("uvd"))
    A("leaq", F("ab0"), "%rsi")
    A("leaq", F("ab1"), "%rdi")
    A("movq", "%rsi", F("ab", 0))
    A("movq", "%rdi", F("ab", 1))

    def uv_row_u():
        x_sum_uv(A, fld, F)
        A.comment("u' = (f0 u + g0 v) / 2^60 mod m")
        x_uv_row(A, fld, F, 2 * K, lambda r: A("movq", F("uvd"), r), F("mm", 0), F("mm", 1))

    def uv_row_v():
        x_sum_uv(A, fld, F)
        A.comment("v' = (f1 u + g1 v) / 2^60 mod m")

        def load_v(r):
            A("movq", F("uvd"), r)
            A("leaq", f"{8 * n}({r})", r)
        x_uv_row(A, fld, F, 2 * K, load_v, F("mm", 2), F("mm", 3))
        A("movq", F("uvs"), "%rax", c="swap the buffers")
        A("movq", F("uvd"), "%rbx")
        A("movq", "%rbx", F("uvs"))
        A("movq", "%rax", F("uvd"))

    R = fld.rounds

    def uv_update(a, b, fa, fb, mode):
        """The u, v update of the pending round pair (matrix in mm): row u in even rounds, row v
        in odd ones (mode "parity"), or both rows (mode "both"). The step state is parked in the
        frame around it."""
        w = A.w
        for i, r in enumerate((a, b, fa, fb)):
            A("movq", r, F("st", i))
        if mode == "parity":
            A.comment("a pair is pending from round 2 on: its row u in even rounds, row v in odd")
            A("movq", F("cnt"), "%r13")
            A("cmpq", "$2", "%r13")
            A("jb", L("skip"))
            A.w = R - 2                      # rounds 2 .. R - 1
            A("testl", "$1", "%r13d")
            A("jnz", L("rowv"))
            A.w = (R + 1) // 2 - 1           # the even ones
            uv_row_u()
            A("jmp", L("rowdone"))
            A.raw(f"{L('rowv')}:")
            A.w = R // 2 - 1                 # the odd ones
            uv_row_v()
            A.raw(f"{L('rowdone')}:")
            A.w = R - 2
        else:
            if mode == "both":
                uv_row_u()
            uv_row_v()
        for i, r in enumerate((a, b, fa, fb)):
            A("movq", F("st", i), r)
        if mode == "parity":
            A.raw(f"{L('skip')}:")
        A.w = w
        A("xorl", "%r12d", "%r12d")
        A("testl", "$1", r32(a))

    A.raw(f"{L('round')}:")
    A.w = R
    A("movq", F("ab", 0), "%rsi")
    x_summary(A, fld, "%rsi")
    fa, fb = x_steps(A, K, lambda *r: uv_update(*r, "parity"), HOOK_AT)
    assert (fa, fb) == ("%rcx", "%rdx")
    A.comment("the rows: f = the low 32 bits, sign-extended; g = (row - f) / 2^32")
    x_unpack(A, fa, "%r8", "%r9")
    x_unpack(A, fb, "%r10", "%r11")
    for i, r in enumerate(["%r8", "%r9", "%r10", "%r11"]):
        A("movq", r, F("mat", i))
    A("movq", F("ab", 0), "%rsi")
    A("movq", F("ab", 1), "%rdi")
    A.comment("s = a + b")
    for i in range(n):
        A("movq", x_mem("%rsi", i), "%rax")
        A("addq" if i == 0 else "adcq", x_mem("%rsi", n + i), "%rax")
        A("movq", "%rax", F("s", i))
    A.comment("a' = |f0 a + g0 b| / 2^30, b' = |f1 a + g1 b| / 2^30 (into the other buffer)")
    x_ab_row(A, fld, F, "%rsi", "%rdi", F("mat", 0), F("mat", 1), lambda i: F("s", i))
    A("leaq", f"{8 * n}(%rdi)", "%rdi")
    x_ab_row(A, fld, F, "%rsi", "%rdi", F("mat", 2), F("mat", 3), lambda i: F("s", i))
    A("movq", F("ab", 1), "%rax", c="swap the buffers")
    A("movq", "%rsi", F("ab", 1))
    A("movq", "%rax", F("ab", 0))
    A.comment("even round: keep the matrix; odd round: merge it with the kept one")
    A("testl", "$1", F("cnt"))
    A("jnz", L("odd"))
    A.w = (R + 1) // 2
    for i in range(4):
        A("movq", F("mat", i), "%rax")
        A("movq", "%rax", F("saved", i))
    A("jmp", L("next"))
    A.raw(f"{L('odd')}:")
    A.w = R // 2
    x_merge(A, F, [F("mat", i) for i in range(4)], 2 * K, rows=(0, 1))
    A.raw(f"{L('next')}:")
    A.w = R
    A("movq", F("cnt"), "%rax")
    A("addq", "$1", "%rax")
    A("movq", "%rax", F("cnt"))
    A("cmpq", f"${fld.rounds}", "%rax")
    A("jb", L("round"))
    A.w = 1
    A.comment(f"last round: {fld.last} exact steps on the low words; only row b is needed")
    A("movq", F("ab", 0), "%rsi")
    A("movq", x_mem("%rsi", 0), "%rax")
    A("movq", x_mem("%rsi", n), "%rbx")
    # the pending pair: its row v (R odd: row u ran in round R - 1), or both rows (R even)
    mode = "rowv" if fld.rounds % 2 else "both"
    _, fb = x_steps(A, fld.last, lambda *r: uv_update(*r, mode), min(HOOK_AT, fld.last))
    x_unpack(A, fb, "%r10", "%r11")
    A("movq", "%r10", F("mat", 2))
    A("movq", "%r11", F("mat", 3))
    if fld.rounds % 2:
        s = K + fld.last
        x_merge(A, F, [F("mat", i) for i in range(4)], s, rows=(1,))
    else:
        s = fld.last
        A(f"movabsq", f"${1 << s}", "%rax")
        A("movq", "%rax", "%rbx")
        A("addq", F("mat", 2), "%rax")
        A("addq", F("mat", 3), "%rbx")
        A("movq", "%rax", F("mm", 2))
        A("movq", "%rbx", F("mm", 3))
    x_sum_uv(A, fld, F)
    A.comment(f"the inverse: (f1 u + g1 v) / 2^{s} mod m, to the output")
    x_uv_row(A, fld, F, s, lambda r: A("movq", F("out"), r), F("mm", 2), F("mm", 3))
    A("addq", f"${F.size}", "%rsp")
    for r in reversed(CALLEE):
        A("popq", r)
    A("ret")
    A.raw(f"END_FUNCTION({name})")


def x_merge(A, F, mat, s, rows):
    """mm = (mat . saved) + 2^s (biased), for the given rows."""
    bias = "%r15"
    A(f"movabsq", f"${1 << s}", bias)
    for row in rows:
        f, g = mat[2 * row], mat[2 * row + 1]
        for col in range(2):
            A("movq", f, "%rax")
            A("imulq", F("saved", col), "%rax")
            A("movq", g, "%rbx")
            A("imulq", F("saved", 2 + col), "%rbx")
            A("addq", "%rbx", "%rax")
            A("addq", bias, "%rax")
            A("movq", "%rax", F("mm", 2 * row + col))


X86_HEADER = """/*
 * inverse.S: constant-time modular inversion modulo p and r (BLS12-381) for x86_64.
 * Generated by scripts/asmgen/gen_inverse.py; edit the generator, not this file.
 *
 * C equivalents (plain integers, no Montgomery factor):
 *   void bls381_fp_inverse(uint64_t r[6], const uint64_t a[6]);   a < p: r = a^-1 mod p, 0 for 0
 *   void bls381_fr_inverse(uint64_t r[4], const uint64_t a[4]);   a < r: r = a^-1 mod r, 0 for 0
 *
 * Algorithm: Pornin's optimized binary GCD (ePrint 2020/972, Algorithm 2), as described in the
 * generator: rounds of 30 steps on 62-bit summaries of a and b, the 2x2 update matrix applied to
 * a, b after each round and, two rounds merged, to u, v (Montgomery division by 2^60); then one
 * round of exact steps on the low words (2 len(m) - 1 steps in all). The u, v update of a round
 * pair runs one row per round during the next two rounds, after their steps, so that its
 * multiplications overlap the latency-bound step chain of the round.
 *
 * Conventions: SysV AMD64, arguments in rdi (r), rsi (a); no return value. The callee-saved
 * rbx, rbp, r12-r15 are pushed and popped; clobbers rax, rcx, rdx, rsi, rdi, r8-r11 and the
 * flags; no vector register is touched. The only branches test the round counter (public), so
 * every call executes the same instructions; no memory address depends on the operand (the
 * double buffers are swapped by pointer, every round, whatever the values). The output is written
 * after the input is read (they may alias). Needs BMI1 (ANDN), BMI2 (MULX, RORX, SHLX, SHRX) and
 * ADX (the Rust dispatcher checks all three).
 *
 * Register map
 *   steps (30 per round, the critical path): rax a, rbx b (the summaries), rcx / r9 row a (the
 *     two alternate each step), rdx row b (rows packed f + 2^32 g), rbp b or 0, r8 row b or 0,
 *     r10 b - a, r11 a - b, r12 zero; ZF carries "a is even" into the next step.
 *   summaries: r8, r9 / r10, r11 the two-word windows of a / b, r12 their OR, r13 63 - lzcnt,
 *     r14 lzcnt.
 *   long rows (a, b and u, v updates): rax, rbx, rcx, rbp, r8, r9, r10 the accumulator (n + 1
 *     words), rdx the MULX multiplier, r11 / r12 product halves, r13 zero, r14 / r15 shift count
 *     and shifted word; the u, v rows also use r14 as the source pointer and rdx, rsi, rdi, r14,
 *     r15, r12 for the masked modulus / the trial subtraction.
 *
 * Stack frame (bytes from rsp after the prologue; 8-byte words):
%FRAME%
 *
 * Instruction counts (generator's tally; static = emitted, executed = per call, the same for
 * every input; checked against valgrind --tool=callgrind):
%COUNTS%
 */
"""

X86_SLOTS = {
    "ab0": "a | b, buffer 0", "ab1": "a | b, buffer 1", "uv0": "u | v, buffer 0",
    "uv1": "u | v, buffer 1", "s": "a + b, or u + v", "saved": "the matrix of the even round",
    "mat": "this round's matrix (f0, g0, f1, g1)", "mm": "the merged matrix + 2^s (biased)",
    "out": "r (the output pointer)", "cnt": "the round counter", "uvs": "-> the current u | v",
    "uvd": "-> the next u | v", "ab": "-> the current a | b, -> the next",
    "st": "the parked step state (a, b, row a, row b)",
}


def frame_lines(frames, slots, fmt):
    """the frame table of the header, one column of offsets per field"""
    out = []
    names = list(frames[0].off)
    for name in names:
        cols = "  ".join(fmt(f, name) for f in frames)
        out.append(f" *   {cols}  {name:<6} {slots[name]}")
    return "\n".join(out)


def count_lines(counts):
    out = [f" *   {'kernel':<20} {'static':>8} {'executed':>10}"]
    for name, st, dy in counts:
        out.append(f" *   {name:<20} {st:>8} {dy:>10}")
    return "\n".join(out)


def x_file(fields):
    bodies, counts = [], []
    for fld in fields:
        K_ = Asm()
        x_kernel(K_, fld)
        bodies += K_.out
        counts.append((f"bls381_{fld.name}_inverse", K_.static, K_.dynamic))
    frames = [X86Frame(f.n) for f in fields]
    hdr = X86_HEADER.replace("%FRAME%", " *   " + "  ".join(
        f"{f.name:>5}" for f in fields) + "\n" + frame_lines(
        frames, X86_SLOTS, lambda fr, nm: f"{8 * fr.off[nm]:>5}") + "\n *   " + "  ".join(
        f"{fr.size:>5}" for fr in frames) + "  (size; then the six pushed registers)")
    hdr = hdr.replace("%COUNTS%", count_lines(counts))
    A = Asm()
    A.raw(hdr.rstrip("\n"))
    A.raw('#include "macros.h"')
    A.raw("")
    A.raw("RODATA")
    A.raw(".p2align 6")
    for fld in fields:
        A.raw(f"LOCAL({fld.name}_m):")
        for w in limbs(fld.m, fld.n):
            A.raw(f"\t.quad\t0x{w:016x}")
        A.raw(f"LOCAL({fld.name}_minv):")
        A.raw(f"\t.quad\t0x{fld.minv:016x}")
    A.out += bodies
    A.raw("")
    A.raw("GNU_STACK_NOTE")
    return "\n".join(A.out) + "\n"


# ---------------------------------------------------------------------------------------------
# AArch64 (GNU as syntax, AAPCS64; MUL/UMULH)


class A64Frame:
    """sp-relative slots (8 bytes each) above the saved registers' area."""

    def __init__(self, n):
        names = [("ab0", 2 * n), ("ab1", 2 * n), ("uv0", 2 * n), ("uv1", 2 * n), ("s", n),
                 ("saved", 4), ("mat", 4), ("mm", 4)]
        self.off, k = {}, 0
        for name, size in names:
            self.off[name] = k
            k += size
        self.size = (8 * k + 15) & ~15

    def __call__(self, name, i=0):
        return f"[sp, #{8 * (self.off[name] + i)}]"

    def addr(self, name, i=0):
        return 8 * (self.off[name] + i)


# persistent registers: x19 out, x20 a/b now, x21 a/b next, x22 u/v now, x23 u/v next,
# x24 round counter, x25 constant table
OUT, ABC, ABN, UVC, UVN, CNT, TAB = "x19", "x20", "x21", "x22", "x23", "x24", "x25"


def a_ldn(A, regs, base, off=0):
    """loads len(regs) consecutive words at [base, #off]"""
    for i in range(0, len(regs) - 1, 2):
        A("ldp", regs[i], regs[i + 1], f"[{base}, #{off + 8 * i}]")
    if len(regs) % 2:
        A("ldr", regs[-1], f"[{base}, #{off + 8 * (len(regs) - 1)}]")


def a_stn(A, regs, base, off=0):
    for i in range(0, len(regs) - 1, 2):
        A("stp", regs[i], regs[i + 1], f"[{base}, #{off + 8 * i}]")
    if len(regs) % 2:
        A("str", regs[-1], f"[{base}, #{off + 8 * (len(regs) - 1)}]")


def a_summary(A, fld):
    """xa, xb (x0, x1) from the a, b at ABC."""
    n = fld.n
    av = ["x2", "x3", "x4", "x5", "x6", "x7"][:n]
    bv = ["x8", "x9", "x10", "x11", "x12", "x13"][:n]
    ah, al, bh, bl, t, lz, cnt = "x14", "x15", "x16", "x17", "x26", "x27", "x28"
    A.comment("summaries: the window of the two top words holding a bit of a or b")
    a_ldn(A, av, ABC)
    a_ldn(A, bv, ABC, 8 * n)
    A("mov", ah, av[1])
    A("mov", al, av[0])
    A("mov", bh, bv[1])
    A("mov", bl, bv[0])
    for i in range(2, n):
        A("orr", t, av[i], bv[i])
        A("cmp", t, "#0")
        A("csel", ah, av[i], ah, "ne")
        A("csel", al, av[i - 1], al, "ne")
        A("csel", bh, bv[i], bh, "ne")
        A("csel", bl, bv[i - 1], bl, "ne")
    A("orr", t, ah, bh)
    A("clz", lz, t)
    A("eor", cnt, lz, "#63", c="63 - lz (lz = 64 when t = 0: unused)")
    A("lsl", ah, ah, lz)
    A("lsl", bh, bh, lz)
    A("lsr", al, al, "#1")
    A("lsr", bl, bl, "#1")
    A("lsr", al, al, cnt)
    A("lsr", bl, bl, cnt)
    A("orr", ah, ah, al, c="the 64 bits below the top bit of max(a, b)")
    A("orr", bh, bh, bl)
    A("lsr", "x0", ah, "#2", c="their top 32 bits at bit 30, the low 30 bits of a, b below")
    A("lsr", "x1", bh, "#2")
    A("bfxil", "x0", av[0], "#0", f"#{K}")
    A("bfxil", "x1", bv[0], "#0", f"#{K}")
    A("cmp", t, "#0", c="a, b < 2^64: exact")
    A("csel", "x0", av[0], "x0", "eq")
    A("csel", "x1", bv[0], "x1", "eq")


def a_steps(A, count):
    """`count` steps on x0 (a), x1 (b); returns the registers of the packed rows (fa, fb).

    One step (flags: Z = a even):
        bb = odd ? b : 0, fbb = odd ? fb : 0; x = fa - fbb, nx = fbb - fa, nd = bb - a
        d = a - bb (LO: the swap); d = LO ? nd : d; b = LO ? a : b; fb = LO ? fa : fb;
        fa = LO ? nx : x; Z = bit 1 of d; a = d >> 1; fb = 2 fb"""
    a, b, fa, fb, bb, fbb, x, nx, nd, d = (
        "x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9")
    A("mov", fa, "#1", c="row a: (f0, g0) = (1, 0)")
    A("mov", fb, "#0x100000000", c="row b: (f1, g1) = (0, 1)")
    A("tst", a, "#1")
    for i in range(count):
        lastone = i == count - 1
        A("csel", bb, b, "xzr", "ne")
        A("csel", fbb, fb, "xzr", "ne")
        A("sub", x, fa, fbb)
        A("sub", nx, fbb, fa)
        if lastone:
            A("cmp", a, bb)
        else:
            A("sub", nd, bb, a)
            A("subs", d, a, bb)
            A("csel", d, nd, d, "lo")
            A("csel", b, a, b, "lo")
        A("csel", fb, fa, fb, "lo")
        A("csel", fa, nx, x, "lo")
        if not lastone:
            A("tst", d, "#2")
            A("lsr", a, d, "#1")
        A("lsl", fb, fb, "#1")
    return fa, fb


def a_unpack(A, row, f, g):
    A("sxtw", f, row.replace("x", "w"))
    A("sub", g, row, f)
    A("asr", g, g, "#32")


def a_lincomb(A, n, t, x, y, fm, gm, tmp):
    """t[0..n] = fm . x + gm . y for n-word x, y (registers reloaded by the callables; the
    multipliers fm, gm in registers); tmp: n scratch registers."""
    xs = x()
    for i in range(n):
        A("mul", t[i], xs[i], fm)
    for i in range(n - 1):
        A("umulh", tmp[i], xs[i], fm)
    A("umulh", t[n], xs[n - 1], fm)
    for i in range(n - 1):
        A("adds" if i == 0 else "adcs", t[i + 1], t[i + 1], tmp[i])
    A("adc", t[n], t[n], "xzr")
    ys = y()
    for i in range(n):
        A("mul", tmp[i], ys[i], gm)
    for i in range(n):
        A("adds" if i == 0 else "adcs", t[i], t[i], tmp[i])
    A("adc", t[n], t[n], "xzr")
    for i in range(n):
        A("umulh", tmp[i], ys[i], gm)
    for i in range(n):
        A("adds" if i == 0 else "adcs", t[i + 1], t[i + 1], tmp[i])


def a_ab_row(A, fld, F, dst, dst_off, fslot, gslot):
    """[dst + dst_off] = |f a + g b| / 2^K (a, b at ABC), f and g negated in their slots with
    the row when it was negative."""
    n = fld.n
    xs = ["x2", "x3", "x4", "x5", "x6", "x7"][:n]
    t = ["x8", "x9", "x10", "x11", "x12", "x13", "x14"][: n + 1]
    tmp = ["x15", "x16", "x17", "x26", "x27", "x28"][:n]
    fm, gm, c = "x0", "x1", "x15"
    A("mov", c, f"#{1 << K}")
    A("ldr", fm, fslot)
    A("ldr", gm, gslot)
    A("add", fm, fm, c, c="f + 2^30 >= 0")
    A("add", gm, gm, c, c="g + 2^30 >= 0")

    def load(off):
        def f():
            a_ldn(A, xs, ABC, off)
            return xs
        return f
    a_lincomb(A, n, t, load(0), load(8 * n), fm, gm, tmp)
    A.comment("/ 2^30, - (a + b): the true value fits n signed words")
    for i in range(n):
        A("extr", t[i], t[i + 1], t[i], f"#{K}")
    a_ldn(A, xs, "sp", F.addr("s"))
    for i in range(n):
        A("subs" if i == 0 else "sbcs", t[i], t[i], xs[i])
    m = "x0"
    A("asr", m, t[n - 1], "#63", c="negative: negate the value and the row")
    for i in range(n):
        A("eor", t[i], t[i], m)
    for i in range(n):
        A("subs" if i == 0 else "sbcs", t[i], t[i], m)
    a_stn(A, t[:n], dst, dst_off)
    for slot in (fslot, gslot):
        A("ldr", "x1", slot)
        A("eor", "x1", "x1", m)
        A("sub", "x1", "x1", m)
        A("str", "x1", slot)


def a_uv_row(A, fld, F, s, dst, dst_off, fslot, gslot):
    """[dst + dst_off] = (f u + g v) / 2^s mod m (u, v at UVC, in [0, m)); the biased
    multipliers f + 2^s, g + 2^s are in frame slots, u + v in the "s" slots."""
    n = fld.n
    xs = ["x2", "x3", "x4", "x5", "x6", "x7"][:n]
    t = ["x8", "x9", "x10", "x11", "x12", "x13", "x14"][: n + 1]
    tmp = ["x15", "x16", "x17", "x26", "x27", "x28"][:n]
    fm, gm = "x0", "x1"
    A("ldr", fm, fslot)
    A("ldr", gm, gslot)

    def load(off):
        def f():
            a_ldn(A, xs, UVC, off)
            return xs
        return f
    a_lincomb(A, n, t, load(0), load(8 * n), fm, gm, tmp)
    A.comment(f"+ k m, k = -t m^-1 mod 2^{s}: divisible by 2^{s}")
    A("ldr", fm, f"[{TAB}, #{8 * n}]")
    A("mul", fm, t[0], fm)
    A("ubfx", fm, fm, "#0", f"#{s}")
    a_ldn(A, xs, TAB)
    for i in range(n):
        A("mul", tmp[i], xs[i], fm)
    for i in range(n):
        A("adds" if i == 0 else "adcs", t[i], t[i], tmp[i])
    A("adc", t[n], t[n], "xzr")
    for i in range(n):
        A("umulh", tmp[i], xs[i], fm)
    for i in range(n):
        A("adds" if i == 0 else "adcs", t[i + 1], t[i + 1], tmp[i])
    A.comment(f"/ 2^{s}, - (u + v): in (-m, 2m)")
    for i in range(n):
        A("extr", t[i], t[i + 1], t[i], f"#{s}")
    if fld.uv_top:
        A("lsr", t[n], t[n], f"#{s}")
    a_ldn(A, tmp, "sp", F.addr("s"))
    for i in range(n):
        A("subs" if i == 0 else "sbcs", t[i], t[i], tmp[i])
    top = t[n - 1]
    if fld.uv_top:
        A("sbc", t[n], t[n], "xzr")
        top = t[n]
    A("asr", fm, top, "#63", c="all ones if negative")
    for i in range(n):
        A("and", tmp[i], xs[i], fm)
    for i in range(n):
        A("adds" if i == 0 else "adcs", t[i], t[i], tmp[i])
    A.comment("in [0, 2m): subtract m unless that borrows")
    for i in range(n):
        A("subs" if i == 0 else "sbcs", tmp[i], t[i], xs[i])
    for i in range(n):
        A("csel", t[i], tmp[i], t[i], "hs")
    a_stn(A, t[:n], dst, dst_off)


def a_sum(A, fld, F, base):
    """the "s" slots = the two n-word values at base"""
    n = fld.n
    xs = ["x2", "x3", "x4", "x5", "x6", "x7"][:n]
    ys = ["x8", "x9", "x10", "x11", "x12", "x13"][:n]
    a_ldn(A, xs, base)
    a_ldn(A, ys, base, 8 * n)
    for i in range(n):
        A("adds" if i == 0 else "adcs", xs[i], xs[i], ys[i])
    a_stn(A, xs, "sp", F.addr("s"))


def a_merge(A, F, s, rows):
    """mm = (mat . saved) + 2^s for the given rows"""
    A("mov", "x15", f"#{1 << s}")
    A("ldp", "x2", "x3", F("saved", 0))
    A("ldp", "x4", "x5", F("saved", 2))
    for row in rows:
        A("ldp", "x6", "x7", F("mat", 2 * row))
        for col in range(2):
            A("mul", "x8", "x6", f"x{2 + col}")
            A("madd", "x8", "x7", f"x{4 + col}", "x8")
            A("add", "x8", "x8", "x15")
            A("str", "x8", F("mm", 2 * row + col))


def a_kernel(A, fld):
    n, F = fld.n, A64Frame(fld.n)
    name = f"bls381_{fld.name}_inverse"
    A.raw("")
    A.raw("\t.p2align 4")
    A.raw(f"\tFUNC_GLOBAL({name})")
    A.raw(f"\tFUNC_TYPE({name})")
    A.raw(f"SYM({name}):")
    A.raw("\tFUNC_ENTRY")
    A("stp", "x19", "x20", "[sp, #-80]!")
    A("stp", "x21", "x22", "[sp, #16]")
    A("stp", "x23", "x24", "[sp, #32]")
    A("stp", "x25", "x26", "[sp, #48]")
    A("stp", "x27", "x28", "[sp, #64]")
    A("sub", "sp", "sp", f"#{F.size}")
    A("mov", OUT, "x0")
    A.raw(f"\tLOAD_ADDR {TAB}, bls381_aarch64_inv_{fld.name}")
    A.counted(2)                         # ADRP + ADD
    A.comment("a = y, b = m, u = 1, v = 0")
    xs = ["x2", "x3", "x4", "x5", "x6", "x7"][:n]
    a_ldn(A, xs, "x1")
    a_stn(A, xs, "sp", F.addr("ab0"))
    a_ldn(A, xs, TAB)
    a_stn(A, xs, "sp", F.addr("ab0", n))
    A("mov", "x2", "#1")
    A("stp", "x2", "xzr", F("uv0", 0))
    for i in range(2, 2 * n, 2):
        A("stp", "xzr", "xzr", F("uv0", i))
    A("add", ABC, "sp", f"#{F.addr('ab0')}")
    A("add", ABN, "sp", f"#{F.addr('ab1')}")
    A("add", UVC, "sp", f"#{F.addr('uv0')}")
    A("add", UVN, "sp", f"#{F.addr('uv1')}")
    A("mov", CNT, "#0")
    R = fld.rounds
    A.raw("1:")
    A.w = R
    a_summary(A, fld)
    fa, fb = a_steps(A, K)
    A.comment("the rows: f = the low 32 bits, sign-extended; g = (row - f) / 2^32")
    a_unpack(A, fa, "x10", "x11")
    a_unpack(A, fb, "x12", "x13")
    A("stp", "x10", "x11", F("mat", 0))
    A("stp", "x12", "x13", F("mat", 2))
    a_sum(A, fld, F, ABC)
    A.comment("a' = |f0 a + g0 b| / 2^30, b' = |f1 a + g1 b| / 2^30 (into the other buffer)")
    a_ab_row(A, fld, F, ABN, 0, F("mat", 0), F("mat", 1))
    a_ab_row(A, fld, F, ABN, 8 * n, F("mat", 2), F("mat", 3))
    A("mov", "x0", ABC, c="swap the buffers")
    A("mov", ABC, ABN)
    A("mov", ABN, "x0")
    A.comment("even round: keep the matrix; odd round: merge it with the kept one, update u, v")
    A("tbnz", CNT, "#0", "2f")
    A.w = (R + 1) // 2                   # even rounds
    A("ldp", "x2", "x3", F("mat", 0))
    A("ldp", "x4", "x5", F("mat", 2))
    A("stp", "x2", "x3", F("saved", 0))
    A("stp", "x4", "x5", F("saved", 2))
    A("b", "3f")
    A.raw("2:")
    A.w = R // 2                         # odd rounds
    a_merge(A, F, 2 * K, (0, 1))
    a_sum(A, fld, F, UVC)
    A.comment("u' = (f0 u + g0 v) / 2^60 mod m, v' = (f1 u + g1 v) / 2^60 mod m")
    a_uv_row(A, fld, F, 2 * K, UVN, 0, F("mm", 0), F("mm", 1))
    a_uv_row(A, fld, F, 2 * K, UVN, 8 * n, F("mm", 2), F("mm", 3))
    A("mov", "x0", UVC, c="swap the buffers")
    A("mov", UVC, UVN)
    A("mov", UVN, "x0")
    A.raw("3:")
    A.w = R
    A("add", CNT, CNT, "#1")
    A("cmp", CNT, f"#{fld.rounds}")
    A("b.lo", "1b")
    A.w = 1
    A.comment(f"last round: {fld.last} exact steps on the low words; only row b is needed")
    A("ldr", "x0", f"[{ABC}]")
    A("ldr", "x1", f"[{ABC}, #{8 * n}]")
    _, fb = a_steps(A, fld.last)
    a_unpack(A, fb, "x12", "x13")
    A("stp", "x12", "x13", F("mat", 2))
    if fld.rounds % 2:
        s_ = K + fld.last
        a_merge(A, F, s_, (1,))
    else:
        s_ = fld.last
        A("mov", "x15", f"#{1 << s_}")
        A("add", "x12", "x12", "x15")
        A("add", "x13", "x13", "x15")
        A("stp", "x12", "x13", F("mm", 2))
    a_sum(A, fld, F, UVC)
    A.comment(f"the inverse: (f1 u + g1 v) / 2^{s_} mod m, to the output")
    a_uv_row(A, fld, F, s_, OUT, 0, F("mm", 2), F("mm", 3))
    A("add", "sp", "sp", f"#{F.size}")
    A("ldp", "x27", "x28", "[sp, #64]")
    A("ldp", "x25", "x26", "[sp, #48]")
    A("ldp", "x23", "x24", "[sp, #32]")
    A("ldp", "x21", "x22", "[sp, #16]")
    A("ldp", "x19", "x20", "[sp], #80")
    A("ret")
    A.raw(f"\tFUNC_SIZE({name})")


A64_HEADER = """/*
 * inverse.S: constant-time modular inversion modulo p and r (BLS12-381) for AArch64.
 * Generated by scripts/asmgen/gen_inverse.py; edit the generator, not this file.
 *
 * C equivalents (plain integers, no Montgomery factor):
 *   void bls381_fp_inverse(uint64_t r[6], const uint64_t a[6]);   a < p: r = a^-1 mod p, 0 for 0
 *   void bls381_fr_inverse(uint64_t r[4], const uint64_t a[4]);   a < r: r = a^-1 mod r, 0 for 0
 *
 * The algorithm of the x86_64 file (the same generator): Pornin's optimized binary GCD (ePrint
 * 2020/972, Algorithm 2), rounds of 30 steps on 62-bit summaries, then exact steps; here the u, v
 * update of a round pair runs at the end of its odd round.
 *
 * Calling convention: AAPCS64, arguments in x0 (r), x1 (a); no return value. x19..x28 are saved
 * and restored; clobbers x0..x17 and the flags; x18, x29, x30 and the SIMD/FP registers are not
 * touched. The only branches (B.LO, TBNZ, B) test the round counter (public), so every call
 * executes the same instructions; no memory address depends on the operand. The output is written
 * after the input is read (they may alias).
 *
 * Register map
 *   whole call: x19 r (output pointer), x20 / x21 -> the current / next a | b, x22 / x23 -> the
 *     current / next u | v, x24 the round counter, x25 the constant table (m, m^-1 mod 2^64).
 *   steps: x0 a, x1 b (the summaries), x2 row a, x3 row b (packed f + 2^32 g), x4 b or 0, x5
 *     row b or 0, x6 / x7 the two candidate rows a, x8 b - a, x9 a - b; Z carries "a is even".
 *   summaries: x2..x13 the words of a and b, x14..x17 the two-word windows, x26 their OR, x27
 *     lzcnt, x28 63 - lzcnt.
 *   long rows: x0 / x1 the multipliers, x2..x7 the operand (or modulus) words, x8..x14 the
 *     accumulator (n + 1 words), x15..x17, x26..x28 product words and temporaries.
 *
 * Stack frame (bytes from sp after the prologue; the ten saved registers above it):
%FRAME%
 *
 * Instruction counts (generator's tally, LOAD_ADDR's ADRP + ADD included, one more with
 * -mbranch-protection, the BTI landing pad; static = emitted (objdump also counts the alignment
 * NOPs that follow a kernel), executed = per call, the same for every input; checked under
 * qemu-aarch64 -singlestep -d exec,nochain):
%COUNTS%
 */
"""

A64_SLOTS = {k: X86_SLOTS[k] for k in ("ab0", "ab1", "uv0", "uv1", "s", "saved", "mat", "mm")}


def a_file(fields):
    bodies, counts = [], []
    for fld in fields:
        K_ = Asm()
        a_kernel(K_, fld)
        bodies += K_.out
        counts.append((f"bls381_{fld.name}_inverse", K_.static, K_.dynamic))
    frames = [A64Frame(f.n) for f in fields]
    hdr = A64_HEADER.replace("%FRAME%", " *   " + "  ".join(
        f"{f.name:>5}" for f in fields) + "\n" + frame_lines(
        frames, A64_SLOTS, lambda fr, nm: f"{fr.addr(nm):>5}") + "\n *   " + "  ".join(
        f"{fr.size:>5}" for fr in frames) + "  (size)")
    hdr = hdr.replace("%COUNTS%", count_lines(counts))
    A = Asm()
    A.raw(hdr.rstrip("\n"))
    A.raw('#include "macros.h"')
    A.raw("")
    A.raw("\tRODATA")
    A.raw("\t.p2align 4")
    for fld in fields:
        A.raw(f"bls381_aarch64_inv_{fld.name}:")
        words = limbs(fld.m, fld.n) + [fld.minv]
        A.raw("\t.quad\t" + ", ".join(f"0x{w:016x}" for w in words))
    A.raw("")
    A.raw("\t.text")
    A.out += bodies
    return "\n".join(A.out) + "\n"


if __name__ == "__main__":
    self_test()
    out = sys.argv[1]
    open(f"{out}/x86_64/inverse.S", "w").write(x_file([FP, FR]))
    open(f"{out}/aarch64/inverse.S", "w").write(a_file([FP, FR]))
