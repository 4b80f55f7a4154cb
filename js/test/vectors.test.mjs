// Every Ethereum BLS vector (ethereum/bls12-381-tests v0.1.2 and the mask-bit extras, see
// tests/vectors/eth-bls-tests/README.md) through the JavaScript API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as bls from '../index.js';

const ROOT = new URL('../../tests/vectors/eth-bls-tests/', import.meta.url);

function cases(dir) {
  const url = new URL(`${dir}/`, ROOT);
  return readdirSync(url)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(new URL(f, url), 'utf8'))]);
}

/** The verdict of a boolean function: false when it throws a BlsError (invalid input). */
function verdict(f) {
  try {
    return f();
  } catch (e) {
    assert.ok(e instanceof bls.BlsError, `unexpected ${e}`);
    assert.ok(e.message.length > 0);
    return false;
  }
}

const V = 'v0.1.2';
const counts = {};

test('sign', () => {
  for (const [name, { input, output }] of cases(`${V}/sign`)) {
    if (output === null) {
      assert.throws(() => bls.sign(input.message, input.privkey), bls.BlsError, name);
    } else {
      const sig = bls.sign(input.message, input.privkey);
      assert.equal('0x' + bls.utils.bytesToHex(sig), output, name);
      assert.ok(bls.verify(sig, input.message, bls.getPublicKey(input.privkey)), name);
    }
    counts.sign = (counts.sign ?? 0) + 1;
  }
  assert.equal(counts.sign, 10);
});

test('verify', () => {
  for (const [name, { input, output }] of cases(`${V}/verify`)) {
    const got = verdict(() => bls.verify(input.signature, input.message, input.pubkey));
    assert.equal(got, output, name);
    counts.verify = (counts.verify ?? 0) + 1;
  }
  assert.equal(counts.verify, 29);
});

test('aggregate', () => {
  for (const [name, { input, output }] of cases(`${V}/aggregate`)) {
    if (output === null) {
      assert.throws(() => bls.aggregateSignatures(input), /empty input/, name);
    } else {
      assert.equal('0x' + bls.utils.bytesToHex(bls.aggregateSignatures(input)), output, name);
    }
    counts.aggregate = (counts.aggregate ?? 0) + 1;
  }
  assert.equal(counts.aggregate, 6);
});

test('aggregate_verify (verifyBatch)', () => {
  for (const [name, { input, output }] of cases(`${V}/aggregate_verify`)) {
    const got = verdict(() => bls.verifyBatch(input.signature, input.messages, input.pubkeys));
    assert.equal(got, output, name);
    counts.aggregate_verify = (counts.aggregate_verify ?? 0) + 1;
  }
  assert.equal(counts.aggregate_verify, 5);
});

test('fast_aggregate_verify', () => {
  for (const [name, { input, output }] of cases(`${V}/fast_aggregate_verify`)) {
    const got = verdict(() => bls.fastAggregateVerify(input.signature, input.message, input.pubkeys));
    assert.equal(got, output, name);
    counts.fast_aggregate_verify = (counts.fast_aggregate_verify ?? 0) + 1;
  }
  assert.equal(counts.fast_aggregate_verify, 12);
});

test('batch_verify', () => {
  for (const [name, { input, output }] of cases(`${V}/batch_verify`)) {
    const sets = input.pubkeys.map((publicKey, i) => ({
      publicKey,
      message: input.messages[i],
      signature: input.signatures[i],
    }));
    const got = verdict(() => bls.batchVerify(sets));
    assert.equal(got, output, name);
    // Batch verification agrees with verifying each set alone.
    const each = sets.every((s) => verdict(() => bls.verify(s.signature, s.message, s.publicKey)));
    assert.equal(got, each, name);
    counts.batch_verify = (counts.batch_verify ?? 0) + 1;
  }
  assert.equal(counts.batch_verify, 4);
});

test('hash_to_G2', () => {
  const dst = 'QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_';
  const be48 = (h) => h.replace(/^0x/, '').padStart(96, '0');
  for (const [name, { input, output }] of cases(`${V}/hash_to_G2`)) {
    const p = bls.hashToG2(new TextEncoder().encode(input.msg), dst);
    const [x0, x1] = output.x.split(',');
    const [y0, y1] = output.y.split(',');
    assert.equal(bls.utils.bytesToHex(p), [x1, x0, y1, y0].map(be48).join(''), name);
    counts.hash_to_G2 = (counts.hash_to_G2 ?? 0) + 1;
  }
  assert.equal(counts.hash_to_G2, 4);
});

for (const [group, key, validate, n] of [
  ['G1', 'pubkey', bls.validateG1, 16],
  ['G2', 'signature', bls.validateG2, 18],
]) {
  test(`deserialization_${group}`, () => {
    let count = 0;
    for (const dir of [V, 'master-006855c-extra']) {
      for (const [name, { input, output }] of cases(`${dir}/deserialization_${group}`)) {
        let got;
        try {
          validate(input[key]);
          got = true;
        } catch (e) {
          assert.ok(e instanceof bls.BlsError || e instanceof TypeError, `${name}: ${e}`);
          got = false;
        }
        assert.equal(got, output, `${dir}/${name}`);
        count++;
      }
    }
    assert.equal(count, n);
  });
}

test('every vector ran', () => {
  // The 104 files: 98 of v0.1.2 and 6 extras (the deserialization tests count their own).
  const total = Object.values(counts).reduce((a, b) => a + b, 0) + 16 + 18;
  assert.equal(total, 104);
});
