#!/usr/bin/env bash
# Runs every differential fuzz target of fuzz/ (or the ones named) for SECONDS each, one after
# the other, and fails if any finds a divergence or crash.
#
#   scripts/fuzz.sh SECONDS [TARGET...]
#
# Builds the targets with cargo-fuzz (installed when missing) on the nightly toolchain, or on the
# stable one with RUSTC_BOOTSTRAP=1 when no nightly is installed (cargo-fuzz needs -Z flags);
# writes the seed corpora from tests/vectors into fuzz/seeds/ (regenerated every run, never
# committed); grows fuzz/corpus/<target>/ (kept between runs, not committed); a failing input
# lands in fuzz/artifacts/<target>/ and its log in fuzz/logs/<target>.log.
#
# Environment: FUZZ_NICE (default 15) is the niceness of the fuzzing processes; FUZZ_MAX_LEN
# overrides libFuzzer's -max_len for every target; FUZZ_SANITIZER (default address) is passed to
# `cargo fuzz build --sanitizer`: CI's short runs use `none` (the targets are differential, the
# Rust code is safe outside the kernel boundary, and neither the assembly nor blst's C is
# instrumented by the Rust sanitizer), for a shorter build and more executions a second.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 1 ] || ! [[ $1 =~ ^[0-9]+$ ]]; then
    echo "usage: $0 SECONDS [TARGET...]" >&2
    exit 2
fi
secs=$1
shift

if cargo +nightly --version >/dev/null 2>&1; then
    cargo=(cargo +nightly)
else
    echo "fuzz.sh: no nightly toolchain; using stable with RUSTC_BOOTSTRAP=1" >&2
    export RUSTC_BOOTSTRAP=1
    cargo=(cargo)
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "fuzz.sh: installing cargo-fuzz" >&2
    cargo install --locked cargo-fuzz
fi

host=$(rustc -vV | sed -n 's/^host: //p')
bin=fuzz/target/$host/release

(cd fuzz && "${cargo[@]}" fuzz build --sanitizer "${FUZZ_SANITIZER:-address}")
# The seed generator is a plain binary of the fuzz crate, built by the same command.
"$bin/seeds" . fuzz/seeds

if [ $# -gt 0 ]; then
    targets=("$@")
else
    # Every fuzz target (the seed generator is a plain binary of the crate, not a target).
    mapfile -t targets < <(cd fuzz && "${cargo[@]}" fuzz list | grep -vx seeds)
fi

mkdir -p fuzz/logs
failed=()
for t in "${targets[@]}"; do
    mkdir -p "fuzz/corpus/$t" "fuzz/artifacts/$t"
    # MSM inputs hold up to 255 entries of 35 bytes; eip2537's seeds include MSMs of 129
    # pairs (20,645 bytes with the header); the others fit libFuzzer's default.
    case $t in
        msm) default_len=9000 ;;
        eip2537) default_len=21000 ;;
        *) default_len=4096 ;;
    esac
    max_len=${FUZZ_MAX_LEN:-$default_len}
    log=fuzz/logs/$t.log
    printf '=== %s: %ss (%s)\n' "$t" "$secs" "$(date -u +%H:%M:%S)"
    # The seeds directory comes second: libFuzzer writes new inputs into the first one only.
    if nice -n "${FUZZ_NICE:-15}" "$bin/$t" "fuzz/corpus/$t" "fuzz/seeds/$t" \
        -max_total_time="$secs" -max_len="$max_len" -timeout=60 -print_final_stats=1 \
        -artifact_prefix="fuzz/artifacts/$t/" >"$log" 2>&1; then
        # The last status line (executions, coverage, corpus) and the final execution count.
        grep -E '^#[0-9]+' "$log" | tail -n 1 || true
        grep -E 'stat::number_of_executed_units' "$log" || true
    else
        echo "!!! $t failed; input in fuzz/artifacts/$t/, log $log:"
        grep -E -A 12 'panicked at|ERROR: libFuzzer|SUMMARY' "$log" | head -n 40 || true
        failed+=("$t")
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz.sh: divergences or crashes in: ${failed[*]}" >&2
    exit 1
fi
echo "fuzz.sh: ${#targets[@]} targets ran ${secs}s each without divergence"
