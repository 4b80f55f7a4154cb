#!/usr/bin/env python3
"""A small x86_64 emulator for the generated kernels (the subset of AT&T syntax they use), so a
change to the generator can be checked against Python integers in seconds, before anything is
assembled or linked: results on random and edge inputs, outputs aliasing inputs, callee-saved
registers and the stack pointer restored, no read of a flag that an earlier instruction left
undefined (IMUL's, or ADD's OF), no read of uninitialised memory, no write outside the outputs
and the stack; the register-convention kernels (fp_mul, fp_sqr, fr_mul, fr_sqr) get a in
registers and are read from them. The leaf kernels of mont384.S, mont384x.S and mont256.S are checked (the
composite fp6_mul_wide and fp12_cyclotomic_sqr are left to the Rust tests).

Usage: python3 scripts/asmgen/emu.py asm/x86_64 [samples]   (checks the .S files in that folder)
"""
import random
import re
import sys

M64 = (1 << 64) - 1
REGS = ["rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp"] + [f"r{i}" for i in range(8, 16)]
R32 = {"eax": "rax", "ebx": "rbx", "ecx": "rcx", "edx": "rdx", "esi": "rsi", "edi": "rdi",
       "ebp": "rbp", "esp": "rsp", **{f"r{i}d": f"r{i}" for i in range(8, 16)}}
CALLEE = ["rbx", "rbp", "r12", "r13", "r14", "r15"]
POISON = "poison"


class Fault(Exception):
    pass


def parse(path):
    """(functions: name -> list of (op, args)), (constants: label -> address), memory image"""
    text = open(path).read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    funcs, consts, image = {}, {}, {}
    cur, addr = None, 0x10000
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        m = re.match(r"LOCAL\((\w+)\):", line)
        if m:
            consts[m.group(1)] = addr
            continue
        m = re.match(r"\.quad\s+(0x[0-9a-f]+)", line)
        if m:
            image[addr] = int(m.group(1), 16)
            addr += 8
            continue
        m = re.match(r"FUNCTION\((\w+)\)", line)
        if m:
            cur = m.group(1)
            funcs[cur] = []
            continue
        if line.startswith("END_FUNCTION"):
            cur = None
            continue
        if cur is None or line.startswith("."):
            continue
        m = re.match(r"(\d+):$", line)
        if m:
            funcs[cur].append(("label", [m.group(1)]))
            continue
        parts = line.split(None, 1)
        args = [a.strip() for a in re.split(r",(?![^(]*\))", parts[1])] if len(parts) > 1 else []
        funcs[cur].append((parts[0], args))
    return funcs, consts, image


class Machine:
    def __init__(self, funcs, consts, image):
        self.funcs, self.consts = funcs, consts
        self.mem = dict(image)
        self.const_lo, self.const_hi = min(image), max(image) + 8
        self.reg = {r: POISON for r in REGS}
        self.xmm = {}
        self.cf = self.of = self.zf = POISON
        self.writable = set()   # addresses of argument outputs and the stack

    # -- operands
    def addr(self, op):
        m = re.match(r"LOCAL\((\w+)\)(?:\+(\d+))?\(%rip\)$", op)
        if m:
            return self.consts[m.group(1)] + int(m.group(2) or 0)
        m = re.match(r"(-?\d*)\(%(\w+)\)$", op)
        if not m:
            raise Fault(f"operand {op}")
        base = self.reg[m.group(2)]
        if base is POISON:
            raise Fault(f"address from undefined {m.group(2)}")
        return (base + int(m.group(1) or 0)) & M64

    def read(self, op):
        if op.startswith("$"):
            return int(op[1:], 0) & M64
        if op.startswith("%"):
            r = op[1:]
            if r in R32:
                v = self.reg[R32[r]]
                return POISON if v is POISON else v & 0xffffffff
            return self.reg[r]
        a = self.addr(op)
        if a % 8:
            raise Fault(f"unaligned read {op}")
        if a not in self.mem:
            raise Fault(f"read of unwritten memory {op} = {a:#x}")
        return self.mem[a]

    def write(self, op, v):
        if op.startswith("%"):
            r = op[1:]
            if r in R32:
                r = R32[r]
                v = v & 0xffffffff if v is not POISON else v
            self.reg[r] = v
            return
        a = self.addr(op)
        if a not in self.writable:
            raise Fault(f"write outside the outputs and the stack: {op} = {a:#x}")
        self.mem[a] = v

    def val(self, op):
        v = self.read(op)
        if v is POISON:
            raise Fault(f"read of undefined {op}")
        return v

    def flag(self, name):
        v = getattr(self, name)
        if v is POISON:
            raise Fault(f"read of undefined {name}")
        return v

    # -- execution
    def call(self, name, args, stack_words=512, regs_in=None, preserved=CALLEE):
        """runs function `name` with the integer arguments in rdi, rsi, ... (SysV), or with the
        registers `regs_in` set (every other argument register undefined)"""
        sp = 0x7fff0000
        for a in range(sp - 8 * stack_words, sp + 8):
            if a % 8 == 0:
                self.writable.add(a)
        self.reg["rsp"] = sp
        for r, v in zip(["rdi", "rsi", "rdx", "rcx", "r8", "r9"], args):
            self.reg[r] = v
        for r, v in (regs_in or {}).items():
            self.reg[r] = v
        saved = {r: random.getrandbits(64) for r in CALLEE}
        self.reg.update(saved)
        self.mem[sp] = 0xdead  # return address
        self.run(name)
        for r in preserved:
            if self.reg[r] != saved[r]:
                raise Fault(f"{name}: callee-saved {r} not restored")
        if self.reg["rsp"] != sp + 8:
            raise Fault(f"{name}: stack pointer not restored")

    def run(self, name):
        code = self.funcs[name]
        pc = 0
        while True:
            op, a = code[pc]
            pc += 1
            if op == "ret":
                rsp = self.val("%rsp")
                self.reg["rsp"] = rsp + 8
                return
            if op == "label":
                continue
            if op == "jnz":
                # Only backward local labels ("1b"): the loops of fp_sqr_n.
                if self.flag("zf") == 0:
                    target = a[0].rstrip("b")
                    pc = max(i for i in range(pc) if code[i] == ("label", [target]))
                continue
            self.step(op, a)

    def push(self, v):
        rsp = (self.val("%rsp") - 8) & M64
        self.reg["rsp"] = rsp
        self.write("(%rsp)", v)

    def step(self, op, a):
        if op == "movq" and a[1].startswith("%xmm"):
            self.xmm[a[1]] = (self.val(a[0]), POISON)
        elif op in ("movq", "movl"):
            v = self.read(a[0])
            if v is POISON and not a[1].startswith("%"):
                raise Fault(f"store of undefined {a[0]}")
            self.write(a[1], v)
        elif op == "punpcklqdq":
            lo = self.xmm[a[1]][0]
            self.xmm[a[1]] = (lo, self.xmm[a[0]][0])
        elif op == "movdqu":
            if a[0].startswith("%xmm"):
                v = self.xmm[a[0]]
                base = self.addr(a[1])
                for k in range(2):
                    if base + 8 * k not in self.writable:
                        raise Fault(f"write outside the outputs: {a[1]}")
                    self.mem[base + 8 * k] = v[k]
            else:
                raise Fault("movdqu load")
        elif op == "leaq":
            self.write(a[1], self.addr(a[0]))
        elif op == "sbbq" and a[0] == a[1]:
            self.write(a[1], (-self.flag("cf")) & M64)
            self.of = POISON
        elif op in ("xorl", "xorq"):
            if a[0] != a[1]:
                self.write(a[1], self.val(a[0]) ^ self.val(a[1]))
            else:
                self.write(a[1], 0)
            self.cf = self.of = 0
        elif op == "mulxq":
            rdx = self.val("%rdx")
            p = rdx * self.val(a[0])
            lo, hi = a[1], a[2]
            if lo == hi:
                raise Fault("mulx with equal destinations")
            self.write(lo, p & M64)
            self.write(hi, p >> 64)
        elif op == "adcxq":
            s = self.val(a[0]) + self.val(a[1]) + self.flag("cf")
            self.write(a[1], s & M64)
            self.cf = s >> 64
        elif op == "adoxq":
            s = self.val(a[0]) + self.val(a[1]) + self.flag("of")
            self.write(a[1], s & M64)
            self.of = s >> 64
        elif op in ("addq", "adcq"):
            c = self.flag("cf") if op == "adcq" else 0
            s = self.val(a[0]) + self.val(a[1]) + c
            self.write(a[1], s & M64)
            self.cf = s >> 64
            self.of = POISON
        elif op in ("subq", "sbbq"):
            c = self.flag("cf") if op == "sbbq" else 0
            d = self.val(a[1]) - self.val(a[0]) - c
            self.write(a[1], d & M64)
            self.cf = 1 if d < 0 else 0
            self.of = POISON
        elif op == "andq":
            self.write(a[1], self.val(a[0]) & self.val(a[1]))
            self.cf = self.of = 0
        elif op == "orq":
            self.write(a[1], self.val(a[0]) | self.val(a[1]))
            self.cf = self.of = 0
        elif op == "cmovcq":
            if self.flag("cf"):
                self.write(a[1], self.val(a[0]))
            else:
                self.val(a[0])
                self.val(a[1])
        elif op == "decq":
            v = (self.val(a[0]) - 1) & M64
            self.write(a[0], v)
            self.zf = int(v == 0)
            self.of = POISON
        elif op == "imulq":
            v = (self.val(a[0]) * self.val(a[1])) & M64
            self.write(a[1], v)
            self.cf = self.of = POISON
        elif op == "pushq":
            self.push(self.val(a[0]))
        elif op == "popq":
            v = self.val("(%rsp)")
            self.reg["rsp"] = self.val("%rsp") + 8
            self.write(a[0], v)
        elif op == "call":
            m = re.match(r"SYM\((\w+)\)", a[0])
            self.push(0xbeef)
            saved = {r: self.reg[r] for r in CALLEE}
            rsp = self.reg["rsp"]
            if (rsp + 8) % 16:
                raise Fault(f"call of {m.group(1)} with a misaligned stack")
            self.run(m.group(1))
            for r in CALLEE:
                if self.reg[r] != saved[r]:
                    raise Fault(f"{m.group(1)} did not restore {r}")
            for r in ["rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11"]:
                self.reg[r] = POISON
            self.cf = self.of = POISON
        else:
            raise Fault(f"unknown instruction {op}")


# ------------------------------------------------------------------------------------------
# The field models

P = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
R = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001


def limbs(x, n):
    return [(x >> (64 * i)) & M64 for i in range(n)]


def value(ls):
    return sum(v << (64 * i) for i, v in enumerate(ls))


class Kernel:
    """runs one kernel on integer arguments laid out in fresh memory"""

    def __init__(self, path):
        self.parsed = parse(path)

    def regs(self, name, regs, a, b=None):
        """A kernel of the register convention (gen_x86_64.IN6/IN4): a's limbs in `regs`, b (if
        any) behind a pointer in rcx, the result's limbs back in `regs`. Returns the result."""
        m = Machine(*self.parsed)
        for r, w in zip(regs, limbs(a, len(regs))):
            m.reg[r] = w
        args = {}
        if b is not None:
            for k, w in enumerate(limbs(b, len(regs))):
                m.mem[0x100000 + 8 * k] = w
            args["rcx"] = 0x100000
        m.call(name, [], regs_in={**dict(zip(regs, limbs(a, len(regs)))), **args})
        ws = [m.reg[r] for r in regs]
        if POISON in ws:
            raise Fault(f"{name}: output register not written")
        return value(ws)

    def regs2(self, name, ptrs, outs, same=()):
        """fp2_mul / fp2_sqr's convention (gen_x86_64.OUT2): the inputs behind pointers in the
        registers of `ptrs` ((register, value) pairs; an index in `same` shares the address of
        the input two places before it, for a == b), each output's limbs in its list of
        registers of `outs`; rbx, rbp and r15 restored (r12-r14 are outputs)."""
        m = Machine(*self.parsed)
        base, regs_in, addrs = 0x100000, {}, []
        for i, (r, v) in enumerate(ptrs):
            if i in same:
                a = addrs[i - 2]
            else:
                a = base
                base += 0x1000
                for k, w in enumerate(limbs(v, 6)):
                    m.mem[a + 8 * k] = w
            addrs.append(a)
            regs_in[r] = a
        m.call(name, [], regs_in=regs_in, preserved=["rbx", "rbp", "r15"])
        res = []
        for out in outs:
            ws = [m.reg[r] for r in out]
            if POISON in ws:
                raise Fault(f"{name}: output register not written")
            res.append(value(ws))
        return res

    def __call__(self, name, outs, ins, alias=None):
        """outs: list of limb counts; ins: list of (value, limbs). alias: {input index: output
        index} makes that input share the output's memory. Returns the output integers."""
        m = Machine(*self.parsed)
        base = 0x100000
        addrs = []
        for n in outs:
            addrs.append(base)
            for k in range(n):
                m.writable.add(base + 8 * k)
            base += 0x1000
        in_addrs = []
        for i, (v, n) in enumerate(ins):
            if alias and i in alias:
                a = addrs[alias[i]]
            else:
                a = base
                base += 0x1000
            for k, w in enumerate(limbs(v, n)):
                m.mem[a + 8 * k] = w
            in_addrs.append(a)
        m.call(name, addrs + in_addrs)
        res = []
        for a, n in zip(addrs, outs):
            ws = [m.mem.get(a + 8 * k, POISON) for k in range(n)]
            if POISON in ws:
                raise Fault(f"{name}: output not written")
            res.append(value(ws))
        return res


def samples(q, k, rng, edge):
    """k random values below q, plus the edge values"""
    return edge + [rng.randrange(q) for _ in range(k)]


def check(folder, count=200, seed=1):
    rng = random.Random(seed)
    fails = 0
    k384 = Kernel(f"{folder}/mont384.S")
    k384x = Kernel(f"{folder}/mont384x.S")
    k256 = Kernel(f"{folder}/mont256.S")
    # mont384x calls the mont384 kernels
    f, c, im = k384x.parsed
    f2, c2, im2 = k384.parsed
    shift = 0x8000
    c2s = {("x_" + l): a + shift for l, a in c2.items()}
    for name, code in f2.items():
        f.setdefault(name, [(op, [re.sub(r"LOCAL\((\w+)\)", r"LOCAL(x_\1)", x) for x in args])
                            for op, args in code])
    c.update(c2s)
    im.update({a + shift: v for a, v in im2.items()})
    RP, RR = pow(2, -384, P), pow(2, -256, R)
    ep = [0, 1, 2, P - 1, P - 2, (1 << 383) % P, (P - 1) // 2, M64, 1 << 64, P - (1 << 64)]
    er = [0, 1, 2, R - 1, R - 2, (R - 1) // 2, M64, 1 << 192]

    def expect(name, got, want, args):
        nonlocal fails
        if got != want:
            fails += 1
            if fails < 10:
                print(f"FAIL {name}{tuple(hex(a) for a in args)}: got {[hex(g) if g is not None else g for g in got]}")

    # every kernel, with every output-input aliasing the contract allows
    def run(kern, name, outs, ins, want, alias_sets):
        for alias in [None] + alias_sets:
            try:
                got = kern(name, outs, ins, alias)
            except Fault as e:
                expect(name + f" alias {alias}: {e}", [None], want, [v for v, _ in ins])
                continue
            expect(name + (f" alias {alias}" if alias else ""), got, want, [v for v, _ in ins])

    in6 = ["rdi", "rsi", "r8", "r9", "r10", "r11"]
    in4 = ["rdi", "rsi", "r8", "r9"]

    def run_regs(kern, name, regs, a, b, want):
        try:
            got = kern.regs(name, regs, a, b)
        except Fault as e:
            expect(name + f" {e}", [None], [want], [a] if b is None else [a, b])
            return
        expect(name, [got], [want], [a] if b is None else [a, b])

    out2 = (in6, ["rax", "rcx", "rdx", "r12", "r13", "r14"])

    def run_regs2(kern, name, ptrs, want, same=()):
        try:
            got = kern.regs2(name, ptrs, out2, same)
        except Fault as e:
            expect(name + f" {e}", [None], want, [v for _, v in ptrs])
            return
        expect(name + (" (b = a)" if same else ""), got, want, [v for _, v in ptrs])

    xs = samples(P, count, rng, ep)
    ys = samples(P, count, rng, list(reversed(ep)))
    for a, b in zip(xs, ys):
        run_regs(k384, "bls381_fp_mul", in6, a, b, a * b * RP % P)
        run_regs(k384, "bls381_fp_mul", in6, a, a, a * a * RP % P)
        run_regs(k384, "bls381_fp_mul_mt", in6, a, b, a * b * RP % P)
        run_regs(k384, "bls381_fp_mul_mt", in6, a, a, a * a * RP % P)
        run_regs(k384, "bls381_fp_sqr", in6, a, None, a * a * RP % P)
        for n in (1, 2, 5):
            want = a
            for _ in range(n):
                want = want * want * RP % P
            run(k384, "bls381_fp_sqr_n", [6], [(a, 6), (n, 1)], [want], [{0: 0}])
        run(k384, "bls381_fp_mul_wide", [12], [(a, 6), (b, 6)], [a * b], [{0: 0}, {1: 0}])
        run(k384, "bls381_fp_sqr_wide", [12], [(a, 6)], [a * a], [{0: 0}])
        t = a * b
        run(k384, "bls381_fp_redc", [6], [(t, 12)], [t * RP % P], [{0: 0}])
        run(k384, "bls381_fp_redc3_sub2", [6], [(t, 12), (b, 6)], [(3 * t * RP - 2 * b) % P], [{1: 0}])
        run(k384, "bls381_fp_redc3_add2", [6], [(t, 12), (b, 6)], [(3 * t * RP + 2 * b) % P], [{1: 0}])
    for i in range(0, len(xs) - 3, 2):
        a0, a1, b0, b1 = xs[i], xs[i + 1], ys[i], ys[i + 1]
        r0 = (a0 * b0 - a1 * b1) * RP % P
        r1 = (a0 * b1 + a1 * b0) * RP % P
        s0 = (a0 * a0 - a1 * a1) * RP % P
        s1 = 2 * a0 * a1 * RP % P
        run_regs2(k384x, "bls381_fp2_mul", [("rdx", a0), ("rcx", a1), ("r8", b0), ("r9", b1)],
                  [r0, r1])
        run_regs2(k384x, "bls381_fp2_mul", [("rdx", a0), ("rcx", a1), ("r8", a0), ("r9", a1)],
                  [s0, s1], same=(2, 3))
        for name in ("bls381_fp2_sqr", "bls381_fp2_sqr_mt"):
            run_regs2(k384x, name, [("rdx", a0), ("rcx", a1)], [s0, s1])
        w0 = a0 * b0 - a1 * b1
        w0 = w0 + (P << 384) if w0 < 0 else w0
        run(k384x, "bls381_fp2_mul_wide", [12, 12], [(a0, 6), (a1, 6), (b0, 6), (b1, 6)],
            [w0, a0 * b1 + a1 * b0], [])
        # wide inputs below 2p (the Fp6 Karatsuba sums)
        c0, c1 = a0 + b1, a1 + b0
        w0 = c0 * b0 - c1 * b1
        w0 = w0 + (P << 384) if w0 < 0 else w0
        run(k384x, "bls381_fp2_mul_wide", [12, 12], [(c0, 6), (c1, 6), (b0, 6), (b1, 6)],
            [w0, c0 * b1 + c1 * b0], [])
        run(k384x, "bls381_fp2_sqr_wide", [12, 12], [(a0, 6), (a1, 6)],
            [(a0 + a1) * (a0 - a1 + P), 2 * a0 * a1], [])
    us = samples(R, count, rng, er)
    vs = samples(R, count, rng, list(reversed(er)))
    for a, b in zip(us, vs):
        run_regs(k256, "bls381_fr_mul", in4, a, b, a * b * RR % R)
        run_regs(k256, "bls381_fr_mul", in4, a, a, a * a * RR % R)
        run_regs(k256, "bls381_fr_sqr", in4, a, None, a * a * RR % R)
    return fails


if __name__ == "__main__":
    n = check(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 200)
    print("emulator: all kernels agree with the model" if n == 0 else f"emulator: {n} failures")
    sys.exit(1 if n else 0)
