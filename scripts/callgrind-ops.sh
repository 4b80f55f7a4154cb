#!/usr/bin/env bash
# Instructions per operation (callgrind) for the headline operations of benches/*_ops.rs, bls381
# beside blst: a repeatable A/B on a noisy machine. Each operation runs at two iteration counts
# and the difference is divided by the difference of the counts, so set-up work cancels out.
#
#   scripts/callgrind-ops.sh                  # every row below (about 10 minutes here)
#   scripts/callgrind-ops.sh fp_mul g2_mul    # rows whose name contains one of these
#   OUT=before.tsv scripts/callgrind-ops.sh   # also write "op<TAB>bls381<TAB>blst" lines
#
# valgrind hides ADX from CPUID, so the x86_64 kernels are forced with BLS381_BACKEND.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo bench --no-run --bench curve_ops --bench tower_ops --bench signature_ops --bench msm_ops \
    2>/dev/null
bin() { find target/release/deps -maxdepth 1 -type f -executable -name "$1-*" -printf '%T@ %p\n' |
    sort -n | tail -1 | cut -d' ' -f2; }

# row name | bench | bls381 op | blst op | extra args | low count | high count
ROWS=(
    "fp_mul|curve_ops|fp_mul|blst_fp_mul||1000|3000"
    "fp_sqr|curve_ops|fp_sqr|blst_fp_sqr||1000|3000"
    "fr_mul|curve_ops|fr_mul|blst_fr_mul||1000|3000"
    "fr_sqr|curve_ops|fr_sqr|blst_fr_sqr||1000|3000"
    "fp2_mul|curve_ops|fp2_mul|blst_fp2_mul||1000|3000"
    "fp2_sqr|curve_ops|fp2_sqr|blst_fp2_sqr||1000|3000"
    "fp12_mul|tower_ops|fp12_mul|blst_fp12_mul||100|300"
    "fp12_sqr|tower_ops|fp12_sqr|blst_fp12_sqr||100|300"
    "fp12_cyclotomic_sqr|tower_ops|fp12_cyclotomic_sqr|blst_fp12_cyclotomic_sqr||100|300"
    "g1_add|curve_ops|g1_add|||100|300"
    "g1_double|curve_ops|g1_double|||100|300"
    "g2_add|curve_ops|g2_add|||100|300"
    "g2_double|curve_ops|g2_double|||100|300"
    "g1_mul|curve_ops|g1_mul|blst_g1_mul||2|4"
    "g1_mul_vartime|curve_ops|g1_mul_vartime|||2|4"
    "g2_mul|curve_ops|g2_mul|blst_g2_mul||2|4"
    "g2_mul_vartime|curve_ops|g2_mul_vartime|||2|4"
    "g1_subgroup|curve_ops|g1_subgroup|blst_g1_subgroup||2|4"
    "g2_subgroup|curve_ops|g2_subgroup|blst_g2_subgroup||2|4"
    "g1_decompress|curve_ops|g1_decompress|blst_g1_decompress||2|4"
    "g2_decompress|curve_ops|g2_decompress|blst_g2_decompress||2|4"
    "miller_loop|tower_ops|miller_loop|blst_miller_loop||2|4"
    "final_exp|tower_ops|final_exp|blst_final_exp||2|4"
    "hash_to_g1|curve_ops|hash_to_g1|blst_hash_to_g1||2|4"
    "hash_to_g2|curve_ops|hash_to_g2|blst_hash_to_g2||2|4"
    "sign|signature_ops|sign|blst_sign||2|4"
    "verify|signature_ops|verify|blst_verify||2|4"
    "fast_aggregate_verify_64|signature_ops|fav_64|blst_fav_64||2|4"
    "batch_verify_16|signature_ops|batch_16|blst_batch_16||2|4"
    "g1_msm_4096|msm_ops|g1|blst_g1|4096|1|2"
    "g2_msm_1024|msm_ops|g2|blst_g2|1024|1|2"
)

# total instructions of one run: bench op [extra] count
count() {
    local b=$1 op=$2 extra=$3 n=$4 out
    out=$(mktemp)
    # shellcheck disable=SC2086
    BLS381_BACKEND=x86_64-adx valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$(bin "$b")" "$op" $extra $n 2>"$out" >/dev/null
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out"
    rm -f "$out"
}
per_op() { # bench op extra lo hi
    local a b
    a=$(count "$1" "$2" "$3" "$4")
    b=$(count "$1" "$2" "$3" "$5")
    echo $(((b - a) / ($5 - $4)))
}

[[ -n "${OUT:-}" ]] && : >"$OUT"
printf '| %-26s | %12s | %12s | %6s |\n' operation bls381 blst ratio
printf '| %-26s | %12s | %12s | %6s |\n' --- ---: ---: ---:
for row in "${ROWS[@]}"; do
    IFS='|' read -r name b op bop extra lo hi <<<"$row"
    if [[ $# -gt 0 ]]; then
        keep=0
        for pat in "$@"; do [[ $name == *"$pat"* ]] && keep=1; done
        [[ $keep == 1 ]] || continue
    fi
    # msm_ops takes "<op> <points> [iterations]": the extra argument comes before the count.
    mine=$(per_op "$b" "$op" "$extra" "$lo" "$hi")
    theirs="" ratio=""
    if [[ -n "$bop" ]]; then
        theirs=$(per_op "$b" "$bop" "$extra" "$lo" "$hi")
        ratio=$(python3 -c "print(f'{$mine/$theirs:.3f}')")
    fi
    printf '| %-26s | %12s | %12s | %6s |\n' "$name" "$mine" "$theirs" "$ratio"
    [[ -n "${OUT:-}" ]] && printf '%s\t%s\t%s\n' "$name" "$mine" "$theirs" >>"$OUT"
done
