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
# RET (the inversion kernels excepted: they loop over their rounds, branching on the round
# counter only), no x18/x29/x30, no SIMD/FP register in any kernel; it prints each kernel's
# instruction and MUL/UMULH counts. For the inversion kernels it also compares qemu's
# per-instruction traces of several operands (edge and random): they must be identical.
# Exit status: 0 when everything passed, non-zero otherwise.
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

kernels=(mont384 mont384x mont256 inverse)
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
"$cc" -O2 -std=gnu11 -Wall -Wextra -static -o "$build/ct_trace" "$asm/test/ct_trace.c" \
	"$build/inverse.o"

# ---- static checks on the kernels' machine code ----
exports=(bls381_fp_mul bls381_fp_sqr bls381_fp_mul_wide bls381_fp_sqr_wide bls381_fp_redc
	bls381_fp2_mul bls381_fp2_sqr bls381_fp2_mul_wide bls381_fp2_sqr_wide
	bls381_fr_mul bls381_fr_sqr bls381_fp_inverse bls381_fr_inverse)
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
# The inversion kernels may branch on their round counter (x24) only: B, TBNZ x24 (objdump:
# w24), and B.LO (objdump: b.cc) right after CMP x24.
awk -F'\t' '
	/^[0-9a-f]+ <.*>:$/ { fn = $0; sub(/^[0-9a-f]+ </, "", fn); sub(/>:$/, "", fn); prev = ""; next }
	/^ +[0-9a-f]+:\t/ {
		op = $2; args = $3
		counter = fn ~ /_inverse$/ && (op == "b" || (op == "tbnz" && args ~ /^[wx]24,/) \
			|| (op ~ /^b\.(lo|cc)$/ && prev ~ /^cmp\tx24,/))
		prev = op "\t" args
		if ((op ~ /^(b|bl|br|blr|cbz|cbnz|tbz|tbnz)$/ || op ~ /^b\./) && !counter)
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

# ---- constant time of the looping kernels: one instruction trace for every operand ----
# qemu runs one instruction per translation block and logs each one executed; the addresses
# inside the kernel must form the same sequence for 0, 1, m - 1, m - 2 and random operands.
ct_inputs() { # $1: the modulus' top limb mask for random operands; $2.. the edge operands
	local mask=$1
	shift
	printf '%s\n' "$@"
	for _ in 1 2 3 4; do
		local limbs
		limbs=$(od -An -N48 -tx8 /dev/urandom | tr -s ' \n' ' ')
		read -r -a l <<<"$limbs"
		l[$((n - 1))]=$(printf '%x' $((0x${l[$((n - 1))]} & mask)))
		echo "${l[*]:0:n}"
	done
}
for field in fp fr; do
	if [ "$field" = fp ]; then
		n=6
		mapfile -t ops < <(ct_inputs 0x0fffffffffffffff 0 1 \
			"b9feffffffffaaaa 1eabfffeb153ffff 6730d2a0f6b0f624 64774b84f38512bf 4b1ba7b6434bacd7 1a0111ea397fe69a" \
			"b9feffffffffaaa9 1eabfffeb153ffff 6730d2a0f6b0f624 64774b84f38512bf 4b1ba7b6434bacd7 1a0111ea397fe69a")
	else
		n=4
		mapfile -t ops < <(ct_inputs 0x3fffffffffffffff 0 1 \
			"ffffffff00000000 53bda402fffe5bfe 3339d80809a1d805 73eda753299d7d48" \
			"fffffffeffffffff 53bda402fffe5bfe 3339d80809a1d805 73eda753299d7d48")
	fi
	first=""
	for op in "${ops[@]}"; do
		# shellcheck disable=SC2086
		"$qemu" -singlestep -d exec,nochain -D "$build/trace" "$build/ct_trace" "$field" $op >/dev/null
		sum=$(awk -v fn="bls381_${field}_inverse" '$NF == fn { split($4, f, "/"); print f[2] }' "$build/trace" \
			| tee "$build/pcs" | cksum)
		count=$(wc -l <"$build/pcs")
		if [ -z "$first" ]; then
			first=$sum
			echo "bls381_${field}_inverse: $count instructions executed (qemu trace)"
		fi
		if [ "$count" -eq 0 ] || [ "$sum" != "$first" ]; then
			echo "constant-time trace check: bls381_${field}_inverse: the trace of $op differs" >&2
			status=1
		fi
	done
done
if [ "$status" -ne 0 ]; then
	exit "$status"
fi
echo "constant-time trace check: every operand runs the same instruction sequence"

# ---- run ----
"$qemu" "$build/harness" "$@"
