#!/usr/bin/env bash
# Cross-compiles the AArch64 kernels (asm/aarch64/) with their differential test harness
# (asm/aarch64/test/) and runs it under qemu-aarch64. Works on a fresh Debian machine: installs
# gcc-aarch64-linux-gnu, libc6-dev-arm64-cross and qemu-user with apt-get when they are missing.
#
#   scripts/test-aarch64.sh [SEED [ITERATIONS]]
#
# SEED / ITERATIONS go to the harness (default: BLS381_TEST_SEED / BLS381_TEST_ITERS from the
# environment, else a random seed and 100000 random cases per kernel); a failing run prints the
# command that reproduces it. Before running, the script checks the disassembly: no branch but
# RET, no x18/x29/x30, no SIMD/FP register in any kernel; it prints each kernel's instruction
# and MUL/UMULH counts. Exit status: 0 when everything passed, non-zero otherwise.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
asm="$root/asm/aarch64"
cc=aarch64-linux-gnu-gcc
objdump=aarch64-linux-gnu-objdump
nm=aarch64-linux-gnu-nm

# ---- tools ----
missing=()
command -v "$cc" >/dev/null 2>&1 || missing+=(gcc-aarch64-linux-gnu)
[ -e /usr/aarch64-linux-gnu/lib/libc.a ] || missing+=(libc6-dev-arm64-cross)
command -v qemu-aarch64 >/dev/null 2>&1 || command -v qemu-aarch64-static >/dev/null 2>&1 \
	|| missing+=(qemu-user)
if [ "${#missing[@]}" -gt 0 ]; then
	echo "installing: ${missing[*]}"
	sudo=()
	if [ "$(id -u)" -ne 0 ]; then
		sudo=(sudo)
	fi
	"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
	"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		-o Dpkg::Use-Pty=0 "${missing[@]}" >/dev/null
fi
qemu=$(command -v qemu-aarch64 || command -v qemu-aarch64-static)

# ---- build ----
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT

kernels=(mont384 mont384x mont256)
objs=()
for k in "${kernels[@]}"; do
	"$cc" -c -I "$asm" -Wa,--fatal-warnings -o "$build/$k.o" "$asm/$k.S"
	objs+=("$build/$k.o")
done
"$cc" -c -Wa,--fatal-warnings -o "$build/abi_check.o" "$asm/test/abi_check.S"
for c in ref main; do
	"$cc" -c -O2 -std=gnu11 -Wall -Wextra -o "$build/$c.o" "$asm/test/$c.c"
done
"$cc" -static -o "$build/harness" "$build"/*.o

# ---- static checks on the kernels' machine code ----
exports=(bls381_fp_mul bls381_fp_sqr bls381_fp_mul_wide bls381_fp_sqr_wide bls381_fp_redc
	bls381_fp2_mul bls381_fp2_sqr bls381_fp2_mul_wide bls381_fp2_sqr_wide
	bls381_fr_mul bls381_fr_sqr)
status=0
defined=$("$nm" --defined-only "${objs[@]}" | awk '$2 == "T" {print $3}')
for e in "${exports[@]}"; do
	if ! grep -qx "$e" <<<"$defined"; then
		echo "static check: $e is not exported" >&2
		status=1
	fi
done
disasm="$build/kernels.dis"
"$objdump" -d --no-show-raw-insn "${objs[@]}" >"$disasm"
# instruction lines look like "  1c:\tmnemonic\toperands"
awk -F'\t' '
	/^[0-9a-f]+ <.*>:$/ { fn = $0; sub(/^[0-9a-f]+ </, "", fn); sub(/>:$/, "", fn); next }
	/^ +[0-9a-f]+:\t/ {
		op = $2; args = $3
		if (op ~ /^(b|bl|br|blr|cbz|cbnz|tbz|tbnz)$/ || op ~ /^b\./)
			{ printf "static check: %s: branch \"%s %s\"\n", fn, op, args; bad = 1 }
		if (args ~ /(^|[^0-9a-z])(x18|w18|x29|w29|x30|w30)([^0-9a-z]|$)/)
			{ printf "static check: %s: uses a reserved register: \"%s %s\"\n", fn, op, args; bad = 1 }
		if (args ~ /(^|[^0-9a-z])[vqdsbh][0-9]+([^0-9a-z]|$)/)
			{ printf "static check: %s: uses a SIMD/FP register: \"%s %s\"\n", fn, op, args; bad = 1 }
	}
	END { exit bad }
' "$disasm" >&2 || status=1

echo "kernel                 instructions  MUL+UMULH"
awk -F'\t' '
	/^[0-9a-f]+ <.*>:$/ { fn = $0; sub(/^[0-9a-f]+ </, "", fn); sub(/>:$/, "", fn); order[++n] = fn; next }
	/^ +[0-9a-f]+:\t/ { ins[fn]++; if ($2 == "mul" || $2 == "umulh") mul[fn]++ }
	END { for (i = 1; i <= n; i++) printf "%-22s %12d %10d\n", order[i], ins[order[i]], mul[order[i]] }
' "$disasm"

if [ "$status" -ne 0 ]; then
	echo "static checks failed" >&2
	exit "$status"
fi

# ---- run ----
"$qemu" "$build/harness" "$@"
