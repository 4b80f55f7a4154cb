#!/usr/bin/env bash
# One criterion run of compat/vs-zkcrypto's benchmark: pairing, G1/G2 scalar multiplication and
# G2 decompression through the bls381 facades beside the real bls12_381 0.8.0 and 0.9.0 crates,
# then a table of the medians and of zkcrypto/facade ratios (read from criterion's estimates).
#
# Usage: scripts/dropin-bench.sh [criterion arguments, e.g. a filter such as g2_mul]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target/compat}
cd "$ROOT/compat/vs-zkcrypto"
LOG=$CARGO_TARGET_DIR/dropin-bench.log
cargo bench --bench vs_zkcrypto -- "$@" | tee "$LOG"
python3 - "$CARGO_TARGET_DIR/criterion" <<'PY'
import json, os, sys
root = sys.argv[1]
def median_ns(group, bench):
    path = os.path.join(root, group, bench, "new", "estimates.json")
    if not os.path.exists(path):
        return None
    return json.load(open(path))["median"]["point_estimate"]
print(f"\n{'operation':<22}{'facade (median)':>18}{'zkcrypto (median)':>20}{'ratio':>8}")
for group in sorted(os.listdir(root)):
    if "_" not in group or not os.path.isdir(os.path.join(root, group, "bls381-facade")):
        continue
    f, z = median_ns(group, "bls381-facade"), median_ns(group, "zkcrypto")
    if f is None or z is None:
        continue
    print(f"{group:<22}{f / 1e3:>15.1f} us{z / 1e3:>17.1f} us{z / f:>7.2f}x")
PY
# The same, from the per-sample ratios of the interleaved timing (robust to load changes).
grep "^interleaved" "$LOG" || true
