#!/usr/bin/env bash
# The threaded benchmarks of the `parallel` feature (parbench/, its own workspace so that blst is
# built with its thread pool), in two runs:
#
#   1. bls381 and arkworks on rayon pools of 1 and 2 threads, blst on its own pool (one thread
#      per CPU the process may use): the 2-thread speed-up, bls381/blst and bls381/arkworks at
#      2 threads, and the serial fractions with Amdahl's projection;
#   2. the same process pinned to one CPU (`taskset -c 0`, so blst's pool has one thread):
#      bls381/blst at 1 thread.
#
# Each prints one markdown table of medians and paired ratios (see parbench/src/main.rs for the
# method), with the CPU and the load average before and after: 2-thread figures are only worth
# something on an otherwise idle machine (load well below 1 before the run).
#
#   scripts/parallel-bench.sh                     # everything (about 15 minutes)
#   scripts/parallel-bench.sh "MSM 2^16" verify   # the rows whose names contain a filter
#   ROUNDS=25 scripts/parallel-bench.sh ...       # rounds for every row (default: 9, fewer for
#                                                 # the MSMs of 2^16 sub-points and more)
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release --manifest-path parbench/Cargo.toml
bin=parbench/target/release/parbench
rounds=()
if [ -n "${ROUNDS:-}" ]; then rounds=(--rounds "$ROUNDS"); fi

echo "# parallel benchmarks, $(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD)"
echo
echo "## 1 and 2 threads (blst: its pool of $(nproc) threads)"
echo
"$bin" --threads 1,2 "${rounds[@]}" "$@"
echo
echo "## 1 thread (process pinned to CPU 0: blst's pool has one thread)"
echo
taskset -c 0 "$bin" --threads 1 --no-ark "${rounds[@]}" "$@"
