#!/usr/bin/env bash
# Mutation testing (cargo-mutants) of the math layers: the modules asked for in one run, with
# the test targets that cover them (the library's unit tests and the suite's modules listed
# below), so that each mutant costs its incremental rebuild (profile `mutants` in Cargo.toml)
# plus its tests, over a sample: round-robin shard K of SHARDS (every SHARDS-th mutant in
# cargo-mutants' order, starting at a random K unless given; printed so a run can be repeated).
#
#   scripts/mutants.sh                    # SHARDS=6: about 700 of the ~4200 mutants (hours)
#   SHARDS=100 scripts/mutants.sh field   # a quick look at one module
#
# Environment: SHARDS (default 6), K (default random in 0..SHARDS-1), JOBS (cargo-mutants -j,
# default 1), NICE (default 10). Outcomes land in target/mutants.out/mutants.out/ (caught.txt,
# missed.txt, timeout.txt, unviable.txt); the summary at the end counts them per module.
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
modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(field curve pairing hash_to_curve signature eip2537)
# One cargo-mutants run over all the modules asked for (one baseline, one build per job), with
# the union of their suite modules; the rest of the suite is skipped.
want=""
files=()
for m in "${modules[@]}"; do
    [ -n "${keep[$m]:-}" ] || { echo "unknown module $m" >&2; exit 2; }
    want+=" ${keep[$m]} "
    files+=(-f "src/$m/**")
done
skips=()
for s in "${skippable[@]}"; do
    [[ "$want" == *" $s "* ]] || skips+=(--skip "$s::")
done

echo "mutants.sh: shard $k of $shards (round-robin), modules: ${modules[*]} ($(date -u +%H:%M:%S))"
mkdir -p "$out"
# Only the library's unit tests and the suite are built (-C applies to the build phase too:
# without it every example and test target is rebuilt for each mutant). cargo-mutants exits
# non-zero when mutants are missed: the summary below reports them.
nice -n "${NICE:-10}" cargo mutants --profile mutants -j "$jobs" --no-shuffle \
    --shard "$k/$shards" --sharding round-robin -C --lib -C --test=suite \
    "${files[@]}" -e "src/**/tests.rs" -o "$out" -- -- "${skips[@]}" || true

d=$out/mutants.out
echo
echo "| module | caught | missed | timeout | unviable |"
echo "| --- | ---: | ---: | ---: | ---: |"
n() { if [ -f "$d/$2.txt" ]; then grep -c "^src/$1/" "$d/$2.txt" || true; else echo 0; fi; }
for m in "${modules[@]}"; do
    echo "| $m | $(n "$m" caught) | $(n "$m" missed) | $(n "$m" timeout) | $(n "$m" unviable) |"
done
echo
echo "missed mutants (each needs a test that kills it, or an argument that it is equivalent):"
[ -f "$d/missed.txt" ] && sed "s/^/  /" "$d/missed.txt"
exit 0
