#!/usr/bin/env bash
# compat/blst (the drop-in for the blst crate 0.3.17) and its differential package
# compat/vs-blst (the facade against the real blst, linked together):
#
#   1. rustfmt and clippy (-D warnings) of both packages;
#   2. the facade's own tests (blst's unit tests over the public API, layouts, serde, every
#      ethereum/bls12-381-tests vector);
#   3. the differential tests against blst on random, corrupted, off-subgroup and infinite
#      inputs (the seed of each test is printed; BLST_DIFF_SEED replays one), case counts
#      multiplied by BLST_DIFF_SCALE;
#   4. the interleaved benchmark (it also fails if the two libraries disagree on its inputs).
#
#   scripts/blst-facade.sh        # full: BLST_DIFF_SCALE=10, threaded and with threads off
#                                 # (~3 min each here), 11 benchmark rounds of each
#   scripts/blst-facade.sh --ci   # ~4 minutes on a fresh machine: scale 1, one threaded
#                                 # benchmark round; one feature set, so one build
# Environment: BLST_DIFF_SCALE, ROUNDS (benchmark rounds of the full run).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CI=0
[ "${1:-}" = --ci ] && CI=1

step() { printf '\n=== %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }

step "rustfmt and clippy: compat/blst, compat/vs-blst"
(cd "$ROOT/compat/blst" && cargo fmt -- --check && cargo clippy --all-targets -- -D warnings)
(cd "$ROOT/compat/vs-blst" && cargo fmt -- --check && cargo clippy --all-targets -- -D warnings)

step "compat/blst: its own tests"
(cd "$ROOT/compat/blst" && cargo test --release)

cd "$ROOT/compat/vs-blst"
if [ "$CI" = 1 ]; then
    step "compat/vs-blst: differential tests against blst 0.3.17 (BLST_DIFF_SCALE=${BLST_DIFF_SCALE:=1})"
    BLST_DIFF_SCALE=$BLST_DIFF_SCALE cargo test --release
    step "compat/vs-blst: one benchmark round (blst's pool, the facade on rayon)"
    cargo bench --bench vs_blst -- --rounds 1
    exit 0
fi

scale=${BLST_DIFF_SCALE:-10}
step "compat/vs-blst: differential tests, threaded (BLST_DIFF_SCALE=$scale)"
BLST_DIFF_SCALE=$scale cargo test --release
step "compat/vs-blst: differential tests, one thread each (BLST_DIFF_SCALE=$scale)"
BLST_DIFF_SCALE=$scale cargo test --release --no-default-features --features single
step "benchmark, one thread each (${ROUNDS:=11} rounds)"
cargo bench --bench vs_blst --no-default-features --features single -- --rounds "$ROUNDS"
step "benchmark, threaded: blst's pool against the facade on the caller's rayon pool"
cargo bench --bench vs_blst -- --rounds "$ROUNDS"
