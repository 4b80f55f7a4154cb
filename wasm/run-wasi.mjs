// The runner of wasm32-wasip1 binaries (CARGO_TARGET_WASM32_WASIP1_RUNNER): Node's WASI, with
// the host's file system preopened at / (so that the tests read their vector files at the
// absolute paths env!("CARGO_MANIFEST_DIR") gave them) and the environment passed through.
// Usage: node run-wasi.mjs file.wasm [args...]; exits with the program's status.
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
import process from 'node:process';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('usage: node run-wasi.mjs file.wasm [args...]');
  process.exit(2);
}
const wasi = new WASI({
  version: 'preview1',
  args: [file, ...args],
  env: process.env,
  preopens: { '/': '/' },
  returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(file));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
