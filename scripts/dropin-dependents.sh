#!/usr/bin/env bash
# Runs the test suites of real dependents of `bls12_381` with the bls381 facades patched in
# through `[patch.crates-io]`, as a user switching to bls381 would:
#
#   0.8 line (compat/bls12_381-0.8): the facade's own tests (tests/), jubjub 0.10.0,
#                                    bellman 0.14.0, and the public-API tests
#                                    and benches of bls12_381 0.8.0 itself;
#   0.9 line (compat/bls12_381-0.9): the facade's own tests, jubjub 0.11.1, bellman 0.15.0,
#                                    and the public-API tests
#                                    (tests/*.rs, the .dat vectors) and benches of bls12_381 0.9.0.
#
# The sources come from crates.io through cargo (a scratch package depends on them; `cargo
# metadata` says where they were unpacked) and are copied into a temporary directory, never
# into this repository. bls12_381's own tests live inside its src/ and use private items; the
# public ones (the 1000-point .dat vectors, tests/*.rs of 0.9, benches/*.rs run once each in
# test mode) are rebuilt into a small harness package that depends on the facade by name.
#
# Usage: scripts/dropin-dependents.sh [0.8|0.9 ...]   (both lines by default)
# Environment: DROPIN_WORK (work directory, kept; default: a new temporary one, removed at the
# end), CARGO_TARGET_DIR, DROPIN_BELLMAN=0 (skip bellman, the longest suite: CI does)
# (default: $DROPIN_WORK/target, shared by every suite so common dependencies build once).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [ -n "${DROPIN_WORK:-}" ]; then
    WORK=$DROPIN_WORK
else
    WORK=$(mktemp -d -t bls381-dropin.XXXXXX)
    trap 'rm -rf "$WORK"' EXIT
fi
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$WORK/target}
LINES=("$@")
[ ${#LINES[@]} -eq 0 ] && LINES=(0.8 0.9)
echo "dropin-dependents: work directory $WORK"

# --- fetch the sources -------------------------------------------------------------------
mkdir -p "$WORK/fetch/src"
: > "$WORK/fetch/src/lib.rs"
cat > "$WORK/fetch/Cargo.toml" <<'TOML'
[package]
name = "fetch-dependents"
version = "0.0.0"
edition = "2021"
publish = false

[workspace]

[dependencies]
jubjub_0_10 = { package = "jubjub", version = "=0.10.0" }
jubjub_0_11 = { package = "jubjub", version = "=0.11.1" }
bellman_0_14 = { package = "bellman", version = "=0.14.0" }
bellman_0_15 = { package = "bellman", version = "=0.15.0" }
bls12_381_0_8 = { package = "bls12_381", version = "=0.8.0" }
bls12_381_0_9 = { package = "bls12_381", version = "=0.9.0" }
TOML
cargo fetch --manifest-path "$WORK/fetch/Cargo.toml" -q
cargo metadata --format-version 1 --manifest-path "$WORK/fetch/Cargo.toml" > "$WORK/fetch/metadata.json"

# The unpacked source directory of NAME VERSION.
src_of() {
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

# Appends an empty workspace and the patch to a copied manifest.
patch_manifest() { # manifest line
    cat >> "$1" <<TOML

[workspace]

[patch.crates-io]
bls12_381 = { path = "$ROOT/compat/bls12_381-$2" }
TOML
}

# Fails unless the package in DIR resolves bls12_381 to the facade.
check_patched() { # dir line
    local tree
    tree=$(cd "$1" && cargo tree -q -i bls12_381 -e normal,dev --prefix none 2>&1) \
        || { echo "cargo tree failed in $1: $tree" >&2; exit 1; }
    tree=${tree%%$'\n'*}
    case "$tree" in
        *"$ROOT/compat/bls12_381-$2"*) echo "  bls12_381 -> facade ($tree)" ;;
        *) echo "  bls12_381 is NOT the facade in $1: $tree" >&2; exit 1 ;;
    esac
}

# Copies a crate from the registry, patches it and runs its test suite.
run_dependent() { # name version line [cargo test args...]
    local name=$1 version=$2 line=$3
    shift 3
    local dir="$WORK/$name-$version"
    echo "== $name $version with the $line facade"
    rm -rf "$dir"
    cp -r "$(src_of "$name" "$version")" "$dir"
    chmod -R u+w "$dir"
    # The lock file, and the toolchain pins (jubjub pins 1.56; the facades need 1.88).
    rm -f "$dir/Cargo.lock" "$dir/rust-toolchain" "$dir/rust-toolchain.toml"
    patch_manifest "$dir/Cargo.toml" "$line"
    check_patched "$dir" "$line"
    (cd "$dir" && cargo test --release "$@")
}

# bls12_381's public-API tests and benches, in a harness that depends on the facade.
run_upstream() { # line
    local line=$1 version edition devdeps
    case "$line" in
        0.8) version=0.8.0 edition=2021
             devdeps='criterion = "0.3"
csv = ">= 1.0, < 1.2"
hex = "0.4"
rand_xorshift = "0.3"
sha2 = "0.9"
sha3 = "0.9"' ;;
        0.9) version=0.9.0 edition=2024
             devdeps='criterion = "0.3"
csv = ">= 1.0, < 1.2"
digest = "0.10"
hex-literal = "0.3"
rand_xorshift = "0.5"
sha2 = "0.10"
sha3 = "0.10"' ;;
    esac
    local src dir="$WORK/bls12_381-$version-public-tests"
    src=$(src_of bls12_381 "$version")
    echo "== bls12_381 $version public-API tests and benches with the $line facade"
    rm -rf "$dir"
    mkdir -p "$dir/src" "$dir/tests"
    : > "$dir/src/lib.rs"
    cp -r "$src/benches" "$dir/benches"
    [ -d "$src/tests" ] && cp "$src"/tests/*.rs "$dir/tests/"
    cp "$src"/src/tests/*.dat "$dir/tests/"
    # src/tests/mod.rs: the .dat tests use the public API only; the last test reads private
    # fields (Fp12 coefficients) and is left out.
    python3 - "$src/src/tests/mod.rs" "$dir/tests/dat_vectors.rs" <<'PY'
import sys
text = open(sys.argv[1]).read()
text = text[: text.rindex("#[test]", 0, text.index("fn test_pairing_result_against_relic"))]
assert "super::" not in text.replace("use super::*;", "")
open(sys.argv[2], "w").write(text.replace("use super::*;", "use bls12_381::*;"))
PY
    cat > "$dir/Cargo.toml" <<TOML
[package]
name = "bls12_381-public-tests"
version = "0.0.0"
edition = "$edition"
publish = false

[dependencies]
bls12_381 = { version = "=$version", features = ["experimental", "zeroize"] }

[dev-dependencies]
$devdeps

[[bench]]
name = "groups"
harness = false

[[bench]]
name = "hash_to_curve"
harness = false
TOML
    patch_manifest "$dir/Cargo.toml" "$line"
    check_patched "$dir" "$line"
    # --benches runs every criterion benchmark once (criterion's test mode).
    (cd "$dir" && cargo test --release --tests --benches)
}

# The facade's own tests: its public surface, the .dat and RFC 9380 vectors.
run_facade() { # line
    echo "== compat/bls12_381-$1: the facade's own tests"
    (cd "$ROOT/compat/bls12_381-$1" && cargo test --release --features experimental,zeroize)
}

for line in "${LINES[@]}"; do
    case "$line" in
        0.8)
            run_facade 0.8
            run_upstream 0.8
            run_dependent jubjub 0.10.0 0.8
            [ "${DROPIN_BELLMAN:-1}" = 0 ] || run_dependent bellman 0.14.0 0.8
            ;;
        0.9)
            run_facade 0.9
            run_upstream 0.9
            run_dependent jubjub 0.11.1 0.9
            # Not the doctests: bellman 0.15.0's crate example calls the `groth16` 0.1 crate,
            # a dev-dependency built on bellman 0.14 / pairing 0.23, with bls12_381 0.9's
            # Bls12 (a pairing 0.24 Engine); it fails to compile with the real bls12_381 too.
            [ "${DROPIN_BELLMAN:-1}" = 0 ] || run_dependent bellman 0.15.0 0.9 --lib --tests
            ;;
        *) echo "unknown line $line (0.8 or 0.9)" >&2; exit 2 ;;
    esac
done
echo "dropin-dependents: all suites passed"
