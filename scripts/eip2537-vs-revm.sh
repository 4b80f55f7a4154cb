#!/usr/bin/env bash
# bls381::eip2537 against revm-precompile (blst), in full (CI runs a sample of the tests):
#
#   1. the differential tests with EIP2537_CASES (default 1000) random inputs per precompile
#      and size, each also corrupted once and twice (about 10 minutes at 1000);
#   2. the benchmark, one thread each (blst without its thread pool; thread CPU time): every
#      precompile, MSM at k = 1, 2, 8, 32, 128, pairing at k = 1, 2, 4, 8;
#   3. the benchmark against revm as shipped (blst's thread pool splits its MSMs of two pairs or
#      more) with bls381's `parallel` feature, in wall-clock time: only worth something on an
#      otherwise idle machine.
#
#   scripts/eip2537-vs-revm.sh                  # everything
#   SKIP_TESTS=1 scripts/eip2537-vs-revm.sh     # the two benchmark runs only
#   ROUNDS=11 scripts/eip2537-vs-revm.sh MSM    # rows whose names contain a filter
set -euo pipefail
cd "$(dirname "$0")/../eip2537-vs-revm"

if [ -z "${SKIP_TESTS:-}" ]; then
    echo "## differential tests (EIP2537_CASES=${EIP2537_CASES:=1000})"
    EIP2537_CASES=$EIP2537_CASES cargo test --release
fi
rounds=(--rounds "${ROUNDS:-21}")
echo
echo "## one thread each ($(git rev-parse --short HEAD))"
echo
cargo bench --bench vs_revm --features one-thread -- "${rounds[@]}" "$@"
echo
echo "## revm as shipped (blst's thread pool) vs bls381 with parallel, wall clock"
echo
cargo bench --bench vs_revm --features parallel -- --wall "${rounds[@]}" "$@"
