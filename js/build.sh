#!/usr/bin/env bash
# Builds js/bls381.wasm: the bls381-wasm package (../wasm) for wasm32-unknown-unknown with the
# `wasm` profile of the workspace (release, no debug info, one codegen unit, stripped).
# No wasm-bindgen, no wasm-opt: the module imports nothing and exports plain C functions.
set -euo pipefail
cd "$(dirname "$0")/.."
rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown \
    || rustup target add wasm32-unknown-unknown
cargo build --profile wasm --target wasm32-unknown-unknown -p bls381-wasm
cp "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/wasm/bls381_wasm.wasm" js/bls381.wasm
ls -l js/bls381.wasm
