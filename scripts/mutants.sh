#!/usr/bin/env bash
# Mutation testing (cargo-mutants) of the math layers, one module at a time with the test
# targets that cover it, so that each mutant costs its incremental rebuild (profile `mutants`
# in Cargo.toml: ~25 s here) plus seconds of tests, over a sample of each module's mutants:
# round-robin shard K of SHARDS (every SHARDS-th mutant in cargo-mutants' order, starting at a
# random K unless given; printed so a run can be repeated).
#
#   scripts/mutants.sh                    # SHARDS=6: about 530 of the ~3200 mutants (hours)
#   SHARDS=100 scripts/mutants.sh field   # a quick look at one module
#
# Environment: SHARDS (default 6), K (default random in 0..SHARDS-1), JOBS (cargo-mutants -j,
# default 1), NICE (default 10). Outcomes land in target/mutants.out/<module>/mutants.out/
# (caught.txt, missed.txt, timeout.txt, unviable.txt); the summary at the end counts them.
# Requires cargo-mutants (installed when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cargo-mutants >/dev/null || cargo install --locked cargo-mutants

shards=${SHARDS:-6}
k=${K:-$((RANDOM % shards))}
jobs=${JOBS:-1}
out=target/mutants.out

# module -> the modules of the integration suite (tests/suite) that exercise it; the library's
# unit tests always run. The others are skipped by name (`--skip`), except those that share a
# name with a library module (field, hash_to_curve, pairing, parallel, msm as in curve::msm),
# which a skip would take from the unit tests too: they run, for seconds.
declare -A keep=(
    [field]="field tower"
    [curve]="curve_g1 curve_g2 msm"
    [pairing]="pairing"
    [hash_to_curve]="hash_to_curve"
    [signature]="signature_vectors signature_negative signature_blst"
    [eip2537]="eip2537_vectors eip2537_errors"
)
skippable=(curve_g1 curve_g2 eip2537_errors eip2537_vectors random secret_hygiene
    signature_blst signature_negative signature_vectors tower)
declare -A tests
for m in "${!keep[@]}"; do
    args="--lib --test suite --"
    for s in "${skippable[@]}"; do
        [[ " ${keep[$m]} " == *" $s "* ]] || args+=" --skip $s::"
    done
    tests[$m]=$args
done
modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(field curve pairing hash_to_curve signature eip2537)

echo "mutants.sh: shard $k of $shards (round-robin), modules: ${modules[*]}"
for m in "${modules[@]}"; do
    [ -n "${tests[$m]:-}" ] || { echo "unknown module $m" >&2; exit 2; }
    echo "=== $m ($(date -u +%H:%M:%S))"
    mkdir -p "$out/$m"
    # cargo-mutants exits non-zero when mutants are missed: the summary below reports them.
    # shellcheck disable=SC2086
    nice -n "${NICE:-10}" cargo mutants --profile mutants -j "$jobs" --no-shuffle \
        --shard "$k/$shards" --sharding round-robin \
        -f "src/$m/**" -e "src/**/tests.rs" -o "$out/$m" -- ${tests[$m]} || true
done

echo
echo "| module | caught | missed | timeout | unviable |"
echo "| --- | ---: | ---: | ---: | ---: |"
for m in "${modules[@]}"; do
    d=$out/$m/mutants.out
    n() { [ -f "$d/$1.txt" ] && wc -l <"$d/$1.txt" || echo 0; }
    echo "| $m | $(n caught) | $(n missed) | $(n timeout) | $(n unviable) |"
done
echo
echo "missed mutants (each needs a test that kills it, or an argument that it is equivalent):"
for m in "${modules[@]}"; do
    [ -f "$out/$m/mutants.out/missed.txt" ] && sed "s/^/  /" "$out/$m/mutants.out/missed.txt"
done
exit 0
