// bls381-wasm beside @noble/curves' bls12_381 (npm, a devDependency: `npm install` first), in
// one Node process: each operation alternately on both libraries, rounds of at least --min-ms
// of repeated calls each, medians per call and the ratio noble / bls381-wasm.
//
//   node bench.mjs [--rounds 7] [--min-ms 200]
//
// Both libraries sign with Ethereum's ciphersuite (noble is given the POP tag), and the run
// first checks that they produce the same keys, signatures and aggregates: the comparison is
// of the same computation. noble's pairing takes its points (no decoding, no subgroup check);
// bls381-wasm's takes bytes and validates them, so that row is conservative for bls381-wasm.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import assert from 'node:assert/strict';
import { bls12_381 as noble } from '@noble/curves/bls12-381';
import * as ours from './index.js';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const ROUNDS = arg('rounds', 7);
const MIN_MS = arg('min-ms', 200);

const htf = { DST: ours.DST };
const enc = new TextEncoder();
const keys = Array.from({ length: 64 }, (_, i) => ours.keyGen(new Uint8Array(32).fill(i + 1)));
const pks = keys.map((k) => ours.getPublicKey(k));
const msg = enc.encode('attestation data root 0123456789');
const msgs = keys.map((_, i) => enc.encode(`message ${i}`));
const sigs = keys.map((k, i) => ours.sign(msgs[i], k));
const sig = ours.sign(msg, keys[0]);
const N_AGG = 16;
const aggSig = ours.aggregateSignatures(sigs.slice(0, N_AGG));

// Same computation: noble agrees with bls381-wasm byte for byte.
assert.deepEqual(noble.getPublicKey(keys[0]), pks[0]);
assert.deepEqual(noble.sign(msg, keys[0], htf), sig);
assert.deepEqual(noble.aggregatePublicKeys(pks), ours.aggregatePublicKeys(pks));
assert.deepEqual(noble.aggregateSignatures(sigs), ours.aggregateSignatures(sigs));
assert.ok(noble.verify(sig, msg, pks[0], htf) && ours.verify(sig, msg, pks[0]));
assert.ok(noble.verifyBatch(aggSig, msgs.slice(0, N_AGG), pks.slice(0, N_AGG), htf));

const G1 = noble.G1.ProjectivePoint.BASE;
const G2 = noble.G2.ProjectivePoint.BASE;
const g1Bytes = G1.toRawBytes(true);
const g2Bytes = G2.toRawBytes(true);

const ops = [
  ['getPublicKey', () => ours.getPublicKey(keys[1]), () => noble.getPublicKey(keys[1])],
  ['sign', () => ours.sign(msg, keys[1]), () => noble.sign(msg, keys[1], htf)],
  ['verify', () => ours.verify(sig, msg, pks[0]), () => noble.verify(sig, msg, pks[0], htf)],
  ['pairing', () => ours.pairing(g1Bytes, g2Bytes), () => noble.pairing(G1, G2)],
  [
    'aggregatePublicKeys (64)',
    () => ours.aggregatePublicKeys(pks),
    () => noble.aggregatePublicKeys(pks),
  ],
  [
    'aggregateSignatures (64)',
    () => ours.aggregateSignatures(sigs),
    () => noble.aggregateSignatures(sigs),
  ],
  [
    `verifyBatch (${N_AGG} messages)`,
    () => ours.verifyBatch(aggSig, msgs.slice(0, N_AGG), pks.slice(0, N_AGG)),
    () => noble.verifyBatch(aggSig, msgs.slice(0, N_AGG), pks.slice(0, N_AGG), htf),
  ],
];

/** Milliseconds per call over a sample of at least MIN_MS. */
function sample(f) {
  let n = 0;
  const t0 = performance.now();
  let t;
  do {
    f();
    n++;
    t = performance.now() - t0;
  } while (t < MIN_MS);
  return t / n;
}

const median = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];

const cpu = (() => {
  try {
    return readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/)[1];
  } catch {
    return os.cpus()[0]?.model ?? 'unknown';
  }
})();
const nobleVersion = JSON.parse(
  readFileSync(new URL('./node_modules/@noble/curves/package.json', import.meta.url), 'utf8'),
).version;
console.log(`Node ${process.version}, ${cpu}; @noble/curves ${nobleVersion}`);
console.log(`${ROUNDS} alternating rounds of >= ${MIN_MS} ms per library and operation; medians\n`);
console.log('operation'.padEnd(28) + 'bls381-wasm ms'.padStart(16) + 'noble ms'.padStart(12) + 'ratio'.padStart(9));

const results = [];
for (const [name, a, b] of ops) {
  a();
  b(); // warm-up (noble builds its precomputed tables on first use)
  const ta = [];
  const tb = [];
  for (let r = 0; r < ROUNDS; r++) {
    if (r % 2 === 0) {
      ta.push(sample(a));
      tb.push(sample(b));
    } else {
      tb.push(sample(b));
      ta.push(sample(a));
    }
  }
  const [ma, mb] = [median(ta), median(tb)];
  results.push({ name, ours: ma, noble: mb, ratio: mb / ma });
  console.log(
    name.padEnd(28) + ma.toFixed(3).padStart(16) + mb.toFixed(3).padStart(12) + `${(mb / ma).toFixed(1)}x`.padStart(9),
  );
}
if (process.argv.includes('--json')) console.log(JSON.stringify(results));
