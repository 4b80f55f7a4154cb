#!/usr/bin/env python3
"""The layering check: fails when a module of src/ uses one above it.

The layers, bottom to top, are those of docs/architecture.md (the table at the top of it); data
flows upward only, so a module may name its own layer and the ones below, never one above:

    params < backend < field < curve < pairing < hash_to_curve < signature, protocols < traits
    < root

and three rules beyond the order:

* the backend is the field layer's alone: nothing above src/field names `crate::backend`;
* the crate root (src/lib.rs) only re-exports: no module names an item through it
  (`crate::Scalar`, `crate::pairing_check`, ...), each imports from the module that defines it;
* the shared helpers (`macros`, `ct`, `parallel`, `test_util`) may be used by every layer and
  use none of them.

Every `crate::...` path is checked, in `use` declarations and in expressions, and `super::` paths
are resolved to the module they name. Comments and string literals are ignored.

    scripts/check-layers.py            # check src/ (exit 1 and a list of violations if any)
    scripts/check-layers.py --self-test  # plant an upward import in a copy: it must be caught
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

LAYERS = ["params", "backend", "field", "curve", "pairing", "hash_to_curve", "signature"]
# Byte-level protocols sit beside the signature layer: above hashing, below the root.
PROTOCOLS = ["eip2537", "kzg"]
SHARED = ["macros", "ct", "parallel", "test_util"]
# The zkcrypto trait impls (feature `group`) span every layer: at the top, beside the root.
TOP = ["traits"]


def rank(top):
    if top in LAYERS:
        return LAYERS.index(top)
    if top in PROTOCOLS:
        return len(LAYERS) - 1
    if top in SHARED:
        return -1
    if top in TOP:
        return len(LAYERS)
    return None


def module_path(rel):
    """src-relative file path -> module path (list of names); [] for the crate root."""
    parts = rel[:-3].split("/")
    if parts[-1] in ("mod", "lib"):
        parts = parts[:-1]
    return parts


def strip(src):
    """The source without comments, string and char literals (replaced by spaces)."""
    out = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif src.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", src[i:j]))
            i = j
        elif c == '"' or (c == "r" and re.match(r'r#*"', src[i:])):
            m = re.match(r'(r(#*))"', src[i:])
            if m:  # raw string
                end = '"' + m.group(2)
                j = src.find(end, i + len(m.group(0)))
                j = n if j < 0 else j + len(end)
            else:
                j = i + 1
                while j < n and src[j] != '"':
                    j += 2 if src[j] == "\\" else 1
                j += 1
            out.append(re.sub(r"[^\n]", " ", src[i:j]))
            i = j
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", src[i:]):
            m = re.match(r"'(\\.|[^\\'])'", src[i:])
            out.append(" " * len(m.group(0)))
            i += len(m.group(0))
        else:
            out.append(c)
            i += 1
    return "".join(out)


PATH = re.compile(r"\b(crate|super|self)((?:\s*::\s*(?:super|[A-Za-z_][A-Za-z0-9_]*))+)")
USE_GROUP = re.compile(r"\b(crate|super)\s*::\s*\{([^;]*?)\}\s*;")


INLINE_MOD = re.compile(r"\bmod\s+([A-Za-z_][A-Za-z0-9_]*)\s*\{")
MACRO_RULES = re.compile(r"\bmacro_rules!\s*([A-Za-z_][A-Za-z0-9_]*)\s*\{")


def inline_modules(code, pattern=INLINE_MOD):
    """(start, end, name) of every inline `mod name { ... }` of `code` (or other braced item
    that `pattern` opens)."""
    spans = []
    for m in pattern.finditer(code):
        depth, j = 1, m.end()
        while j < len(code) and depth:
            depth += {"{": 1, "}": -1}.get(code[j], 0)
            j += 1
        spans.append((m.start(), j, m.group(1)))
    return spans


def targets(code, here):
    """(line, module path named) for every crate-relative path in `code`, a file of module
    `here` (inline modules of the file extend `here` where they enclose the path)."""
    found = []
    spans = inline_modules(code)
    # In a macro's body `super` and `self` name the module where it is expanded: unknown here.
    macros = inline_modules(code, MACRO_RULES)

    def resolve(head, names, pos):
        if head == "crate":
            return names
        inner = here + [n for (a, b, n) in spans if a <= pos < b]
        if head == "self":
            return inner + names
        base = inner[:-1]  # super
        while names and names[0] == "super":
            base, names = base[:-1], names[1:]
        return base + names

    for m in PATH.finditer(code):
        if m.group(1) != "crate" and any(a <= m.start() < b for (a, b, _) in macros):
            continue
        names = [x.strip() for x in m.group(2).split("::") if x.strip()]
        line = code.count("\n", 0, m.start()) + 1
        found.append((line, resolve(m.group(1), names, m.start())))
    # `use crate::{a, b::c}`: the first name of each member.
    for m in USE_GROUP.finditer(code):
        line = code.count("\n", 0, m.start()) + 1
        for member in re.split(r",(?![^{]*\})", m.group(2)):
            first = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)", member)
            if first and first.group(1) not in ("self", "super"):
                found.append((line, resolve(m.group(1), [first.group(1)], m.start())))
    return found


def check(src_dir):
    root_items = set()
    errors = []
    files = []
    for dirpath, _, names in os.walk(src_dir):
        for name in names:
            if name.endswith(".rs"):
                files.append(os.path.relpath(os.path.join(dirpath, name), src_dir))
    top_modules = {module_path(f)[0] for f in files if module_path(f)}
    for rel in sorted(files):
        here = module_path(rel)
        code = strip(open(os.path.join(src_dir, rel), encoding="utf-8").read())
        if not here:
            continue  # the root re-exports whatever it likes
        mine = rank(here[0])
        if mine is None:
            errors.append(f"src/{rel}: module `{here[0]}` is in no layer of the table")
            continue
        for line, path in targets(code, here):
            if not path:
                continue
            top = path[0]
            if top not in top_modules:
                # An item of the crate root: a re-export (or a root-level item).
                errors.append(f"src/{rel}:{line}: `crate::{'::'.join(path)}` goes through the "
                              f"crate root; import it from the module that defines it")
                continue
            theirs = rank(top)
            if theirs is None:
                errors.append(f"src/{rel}:{line}: `{top}` is in no layer of the table")
            elif top == here[0]:
                continue
            elif here[0] in SHARED and top not in ("params",):
                errors.append(f"src/{rel}:{line}: the shared helper `{here[0]}` uses `{top}`")
            elif theirs > mine:
                errors.append(f"src/{rel}:{line}: `{here[0]}` (layer {mine}) uses `{top}` "
                              f"(layer {theirs}), which is above it")
            elif top == "backend" and mine > LAYERS.index("field"):
                errors.append(f"src/{rel}:{line}: `{here[0]}` uses the backend, which only "
                              f"src/field may call")
    return errors


def self_test(repo):
    """Copies src/ and plants one violation of each rule; every one must be reported."""
    plants = [
        ("field/fp.rs", "use crate::curve::G1Affine;\n", "uses `curve`"),
        ("curve/g1.rs", "use crate::backend::portable;\n", "only src/field may call"),
        ("pairing/gt.rs", "use crate::Scalar as S2;\n", "goes through the crate root"),
        ("backend/mod.rs", "fn f() -> super::field::Fp { todo!() }\n", "uses `field`"),
    ]
    ok = True
    for rel, line, expect in plants:
        with tempfile.TemporaryDirectory() as tmp:
            dst = os.path.join(tmp, "src")
            shutil.copytree(os.path.join(repo, "src"), dst)
            with open(os.path.join(dst, rel), "a", encoding="utf-8") as f:
                f.write(line)
            errs = check(dst)
            hit = [e for e in errs if e.startswith(f"src/{rel}:") and expect in e]
            print(f"planted in {rel}: {line.strip()!r} -> {'caught' if hit else 'MISSED'}")
            for e in hit:
                print("   ", e)
            ok &= bool(hit) and len(errs) == len(hit)
    return ok


def main():
    repo = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    if sys.argv[1:] == ["--self-test"]:
        if not self_test(repo):
            print("self-test FAILED: a planted violation was not reported (or others were)")
            sys.exit(1)
        print("self-test passed: every planted violation was reported")
        return
    errors = check(os.path.join(repo, "src"))
    for e in errors:
        print(e)
    if errors:
        print(f"{len(errors)} layering violation(s); the table is in docs/architecture.md")
        sys.exit(1)
    print("layering: every module uses only its own layer and those below")


if __name__ == "__main__":
    main()
