#!/usr/bin/env bash
# Runs the test suites of real dependents of the `blst` crate with compat/blst patched in
# through `[patch.crates-io]`, as a user switching to bls381 would:
#
#   blstrs 0.7.1            (Filecoin's BLS12-381 on blst's raw functions: ~100 of them)
#   revm-precompile 43.0.3  (reth's and foundry's precompiles; features std,blst: the EIP-2537
#                            precompiles on blst, without the c-kzg and secp256k1 C builds)
#   c-kzg 2.1.8             (Ethereum's EIP-4844/7594 KZG library: C code compiled against
#                            blst.h, linked against the facade's exported blst_* symbols), with
#                            the consensus-spec vectors of its repository's tests/ at v2.1.8,
#                            which the published crate leaves out
#
# The sources come from crates.io through cargo (a scratch package depends on them; `cargo
# metadata` says where they were unpacked) and are copied into a temporary directory, never
# into this repository. With --unpatched each suite also runs against the real blst, so that a
# failure can be told apart from one the published crate has on its own.
#
# Usage: scripts/blst-dependents.sh [--unpatched] [blstrs] [revm-precompile] [c-kzg]
#        (all three by default)
# Environment: BLST_DEPS_WORK (work directory, kept; default: a new temporary one, removed at
# the end), CARGO_TARGET_DIR (default: $BLST_DEPS_WORK/target, shared by every suite),
# CKZG_GIT_DIR (a git directory of ethereum/c-kzg-4844 to take the vectors from; default: the
# v2.1.8 tarball from GitHub).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
UNPATCHED=0
CRATES=()
for a in "$@"; do
    case "$a" in
        --unpatched) UNPATCHED=1 ;;
        blstrs | revm-precompile | c-kzg) CRATES+=("$a") ;;
        *) echo "unknown argument $a" >&2; exit 2 ;;
    esac
done
[ ${#CRATES[@]} -eq 0 ] && CRATES=(blstrs revm-precompile c-kzg)

if [ -n "${BLST_DEPS_WORK:-}" ]; then
    WORK=$BLST_DEPS_WORK
else
    WORK=$(mktemp -d -t bls381-blst-deps.XXXXXX)
    trap 'rm -rf "$WORK"' EXIT
fi
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$WORK/target}
echo "blst-dependents: work directory $WORK"

# --- fetch the sources -------------------------------------------------------------------
mkdir -p "$WORK/fetch/src"
: > "$WORK/fetch/src/lib.rs"
cat > "$WORK/fetch/Cargo.toml" <<'TOML'
[package]
name = "fetch-blst-dependents"
version = "0.0.0"
edition = "2021"
publish = false

[workspace]

[dependencies]
blstrs = { version = "=0.7.1", default-features = false }
revm-precompile = { version = "=43.0.3", default-features = false }
c-kzg = { version = "=2.1.8", default-features = false }
TOML
cargo fetch --manifest-path "$WORK/fetch/Cargo.toml" -q
cargo metadata --format-version 1 --manifest-path "$WORK/fetch/Cargo.toml" > "$WORK/fetch/metadata.json"

src_of() { # name version
    python3 - "$WORK/fetch/metadata.json" "$1" "$2" <<'PY'
import json, os, sys
meta = json.load(open(sys.argv[1]))
for p in meta["packages"]:
    if p["name"] == sys.argv[2] and p["version"] == sys.argv[3]:
        print(os.path.dirname(p["manifest_path"]))
        break
else:
    sys.exit(f"{sys.argv[2]} {sys.argv[3]} not fetched")
PY
}

# Fails unless blst resolves to the expected package in DIR (the facade, or the registry's).
check_blst() { # dir patched(0|1)
    local tree
    tree=$(cd "$1" && cargo tree -q -i blst -e normal,dev --prefix none 2>&1) \
        || { echo "cargo tree failed in $1: $tree" >&2; exit 1; }
    tree=${tree%%$'\n'*}
    local is_facade=0
    case "$tree" in *"$ROOT/compat/blst"*) is_facade=1 ;; esac
    if [ "$is_facade" != "$2" ]; then
        echo "  blst is not the expected package in $1: $tree" >&2
        exit 1
    fi
    echo "  blst -> $tree"
}

SUMMARY=()
# Copies a crate from the registry, patches it (or not) and runs its test suite.
run_dependent() { # name version patched(0|1) [cargo test args...]
    local name=$1 version=$2 patched=$3
    shift 3
    local dir="$WORK/$name-$version-$patched" label
    label=$([ "$patched" = 1 ] && echo "facade" || echo "real blst")
    echo "== $name $version on the $label"
    rm -rf "$dir"
    cp -r "$(src_of "$name" "$version")" "$dir"
    chmod -R u+w "$dir"
    rm -f "$dir/Cargo.lock" "$dir/rust-toolchain" "$dir/rust-toolchain.toml"
    printf '\n[workspace]\n' >> "$dir/Cargo.toml"
    if [ "$patched" = 1 ]; then
        printf '\n[patch.crates-io]\nblst = { path = "%s/compat/blst" }\n' "$ROOT" >> "$dir/Cargo.toml"
    fi
    check_blst "$dir" "$patched"
    if [ "$name" = c-kzg ]; then
        if [ -n "${CKZG_GIT_DIR:-}" ]; then
            git --git-dir="$CKZG_GIT_DIR" archive "v$version" tests | tar -x -C "$dir"
        else
            curl -fsSL "https://codeload.github.com/ethereum/c-kzg-4844/tar.gz/refs/tags/v$version" \
                | tar -xz -C "$dir" --strip-components=1 "c-kzg-4844-$version/tests"
        fi
    fi
    local log="$WORK/$name-$patched.log" rc=0
    (cd "$dir" && cargo test --release "$@" 2>&1) | tee "$log" || rc=$?
    local passed failed
    passed=$(grep -Eo '[0-9]+ passed' "$log" | awk '{s += $1} END {print s + 0}')
    failed=$(grep -Eo '[0-9]+ failed' "$log" | awk '{s += $1} END {print s + 0}')
    SUMMARY+=("$name $version on the $label: $passed passed, $failed failed (exit $rc)")
    [ "$rc" = 0 ]
}

status=0
for c in "${CRATES[@]}"; do
    case "$c" in
        blstrs) args=(blstrs 0.7.1) extra=() ;;
        # Its EIP-2537 code and tests are behind `blst`; the other default features build C
        # libraries (c-kzg, secp256k1) that the BLS12-381 tests do not need.
        revm-precompile) args=(revm-precompile 43.0.3) extra=(--no-default-features --features std,blst) ;;
        c-kzg) args=(c-kzg 2.1.8) extra=() ;;
    esac
    run_dependent "${args[@]}" 1 "${extra[@]}" || status=1
    if [ "$UNPATCHED" = 1 ]; then
        run_dependent "${args[@]}" 0 "${extra[@]}" || status=1
    fi
done

echo
echo "=== blst dependents"
printf '%s\n' "${SUMMARY[@]}"
exit $status
