#!/usr/bin/env bash
# Runs the criterion groups that the acceptance criteria name (each operation beside blst, or beside
# the bls12_381 crate for the drop-in facade) and prints one table of medians and ratios from that
# run, read back from criterion's estimates.json.
#
#   scripts/bench-ratios.sh                 # every group below (about 15 minutes here)
#   scripts/bench-ratios.sh field tower     # only these bench targets
#   BENCH_ARGS="--warm-up-time 1 --measurement-time 3" scripts/bench-ratios.sh pairing
#
# A ratio is bls381's median over the reference's median: below 1.00 bls381 is faster. This machine
# is shared and noisy; callgrind instruction counts are the repeatable comparison.
set -euo pipefail
cd "$(dirname "$0")/.."

# bench target -> regex of its groups that the issues measure
declare -A GROUPS_OF=(
    [field]='^(fp_mul|fp_sqr|fp_invert|fr_mul|fr_invert)/'
    [tower]='^(fp2_mul|fp2_sqr|fp12_mul|fp12_sqr|fp12_cyclotomic_sqr)/'
    [curve]='^(g1|g2)_(mul|subgroup_check|decompress_checked)/'
    [msm]='^(g1_msm_4096|g2_msm_1024)/'
    [pairing]='^(miller_loop|final_exponentiation|pairing|multi_pairing_8)/'
    [hash_to_curve]='^hash_to_g[12]/'
    [signature]='^(sign|verify|fast_aggregate_verify_64|aggregate_verify_16|batch_verify_16)/'
)
ORDER=(field tower curve msm pairing hash_to_curve signature)
if [[ $# -gt 0 ]]; then ORDER=("$@"); fi

# BENCH_ARGS replaces the default criterion options.
read -r -a ARGS <<<"${BENCH_ARGS:---warm-up-time 1 --measurement-time 5}"
ARGS+=(--noplot)

for b in "${ORDER[@]}"; do
    re="${GROUPS_OF[$b]:-}"
    if [[ -z "$re" ]]; then echo "unknown bench target $b" >&2; exit 2; fi
    echo "== cargo bench --bench $b -- '$re'" >&2
    cargo bench --bench "$b" -- "$re" "${ARGS[@]}" >&2
done

echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'), cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), load: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "${ORDER[@]}" <<'EOF'
import json, os, re, sys
patterns = {
    "field": r"^(fp_mul|fp_sqr|fp_invert|fr_mul|fr_invert)$",
    "tower": r"^(fp2_mul|fp2_sqr|fp12_mul|fp12_sqr|fp12_cyclotomic_sqr)$",
    "curve": r"^(g1|g2)_(mul|subgroup_check|decompress_checked)$",
    "msm": r"^(g1_msm_4096|g2_msm_1024)$",
    "pairing": r"^(miller_loop|final_exponentiation|pairing|multi_pairing_8)$",
    "hash_to_curve": r"^hash_to_g[12]$",
    "signature": r"^(sign|verify|fast_aggregate_verify_64|aggregate_verify_16|batch_verify_16)$",
}
root = "target/criterion"
def median(group, fn):
    p = os.path.join(root, group, fn, "new", "estimates.json")
    if not os.path.exists(p):
        return None
    with open(p) as f:
        return json.load(f)["median"]["point_estimate"]
def fmt(ns):
    for unit, scale in (("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.2f} {unit}"
    return f"{ns:.1f} ns"
print(f"| {'operation':<26} | {'bls381':>11} | {'blst':>11} | {'ratio':>5} |")
print(f"|{'-' * 28}|{'-' * 13}|{'-' * 13}|{'-' * 7}|")
for target in sys.argv[1:]:
    for group in sorted(os.listdir(root)):
        if not re.match(patterns[target], group):
            continue
        ours, theirs = median(group, "bls381"), median(group, "blst")
        if ours is None or theirs is None:
            continue
        print(f"| {group:<26} | {fmt(ours):>11} | {fmt(theirs):>11} | {ours / theirs:5.2f} |")
EOF
