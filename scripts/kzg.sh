#!/usr/bin/env bash
# The KZG layer's full runs (kzgbench/, its own workspace with c-kzg and rust_eth_kzg):
#
#   0. bls381-kzg's own tests (the 344 reference vectors) with `parallel` (CI runs them without);
#   1. the differential tests at full size (KZG_DIFF_BLOBS, default 32 random blobs per test;
#      CI runs 2);
#   2. the paired benchmark, one table per run: single-threaded with the process pinned to one
#      CPU (`taskset -c 0`: blst's own pool, which rust_eth_kzg's MSMs use, then has one
#      thread too), then on 2 threads unpinned (bls381-kzg and rust_eth_kzg on rayon pools of
#      2; c-kzg has no threads). Both with and without the fixed-base tables (--precompute 0,8).
#
# 2-thread figures mean something only on an otherwise idle machine: the header prints the
# load average before and after.
#
#   scripts/kzg.sh                 # everything (about 20 minutes on 2 cores)
#   scripts/kzg.sh bench [FILTER]  # the benchmark only (FILTER: operation names' substrings)
#   scripts/kzg.sh diff            # the differential tests only
#   ROUNDS=5 scripts/kzg.sh bench  # rounds per row (default 9)
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
[ $# -gt 0 ] && shift

manifest=(--manifest-path kzgbench/Cargo.toml)
if [ "$what" = all ] || [ "$what" = diff ]; then
    cargo test --release -p bls381-kzg --features parallel
    KZG_DIFF_BLOBS=${KZG_DIFF_BLOBS:-32} cargo test --release "${manifest[@]}" -- --nocapture
fi
if [ "$what" = all ] || [ "$what" = bench ]; then
    cargo build --release "${manifest[@]}"
    bin=kzgbench/target/release/kzgbench
    rounds=(--rounds "${ROUNDS:-9}")
    echo "# KZG benchmarks, $(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD)"
    echo
    echo "## 1 thread (pinned to CPU 0)"
    echo
    taskset -c 0 "$bin" --threads 1 "${rounds[@]}" "$@"
    echo
    echo "## 2 threads"
    echo
    "$bin" --threads 2 "${rounds[@]}" "$@"
fi
