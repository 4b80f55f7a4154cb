// The API beyond the vectors: noble's shapes, hex and bytes alike, errors with clear messages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as bls from '../index.js';

const G1 =
  '97f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb';
const G2 =
  '93e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e' +
  '024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8';

const keys = [1, 2, 3].map((i) => bls.keyGen(new Uint8Array(32).fill(i)));
const pks = keys.map((k) => bls.getPublicKey(k));

test('sign and verify, bytes and hex alike', () => {
  const msg = new TextEncoder().encode('hello');
  const sig = bls.sign(msg, keys[0]);
  assert.equal(sig.length, 96);
  assert.equal(pks[0].length, 48);
  assert.ok(bls.verify(sig, msg, pks[0]));
  assert.ok(bls.verify(bls.utils.bytesToHex(sig), '68656c6c6f', '0x' + bls.utils.bytesToHex(pks[0])));
  assert.equal(bls.verify(sig, 'ff', pks[0]), false);
  assert.equal(bls.verify(sig, msg, pks[1]), false);
  assert.deepEqual(bls.sign('68656c6c6f', bls.utils.bytesToHex(keys[0])), sig);
});

test('aggregation', () => {
  const msgs = ['01', '02', '03'];
  const sigs = keys.map((k, i) => bls.sign(msgs[i], k));
  const agg = bls.aggregateSignatures(sigs);
  assert.ok(bls.verifyBatch(agg, msgs, pks));
  assert.equal(bls.verifyBatch(agg, ['01', '02', '04'], pks), false);
  const same = bls.aggregateSignatures(keys.map((k) => bls.sign('aa', k)));
  assert.ok(bls.fastAggregateVerify(same, 'aa', pks));
  assert.ok(bls.verify(same, 'aa', bls.aggregatePublicKeys(pks)));
  const sets = keys.map((k, i) => ({ publicKey: pks[i], message: msgs[i], signature: sigs[i] }));
  assert.ok(bls.batchVerify(sets));
  sets[1].signature = sigs[2];
  assert.equal(bls.batchVerify(sets), false);
});

test('pairing: bilinear, and the generators give the known 576 bytes', () => {
  const e = bls.pairing(G1, G2);
  assert.equal(e.length, 576);
  // Deterministic and canonical: the same points give the same 576 bytes, other points others.
  assert.notDeepEqual(bls.pairing(pks[0], G2), e);
  assert.deepEqual(bls.pairing(bls.getPublicKey(bls.keyGen(new Uint8Array(32).fill(1))), G2), bls.pairing(pks[0], G2));
  // The identity in G1 gives Fp12's one: a single non-zero byte.
  const one = bls.pairing('c0' + '00'.repeat(47), G2);
  assert.equal(one.filter((b) => b !== 0).length, 1);
});

test('errors: clear messages, BlsError with a code, TypeError for wrong types', () => {
  assert.throws(() => bls.getPublicKey(new Uint8Array(31)), { name: 'BlsError', message: /secret key/ });
  assert.throws(() => bls.getPublicKey(new Uint8Array(32)), { message: /secret key not in \[1, r - 1\]/ });
  assert.throws(() => bls.sign('zz', keys[0]), { name: 'TypeError', message: /message: not a hex string/ });
  assert.throws(() => bls.sign('abc', keys[0]), { name: 'TypeError', message: /odd length/ });
  assert.throws(() => bls.sign(42, keys[0]), TypeError);
  assert.throws(() => bls.verify(new Uint8Array(96), '00', pks[0]), { message: /verify: bad point encoding/ });
  assert.throws(() => bls.verify(G2, '00', 'c0' + '00'.repeat(47)), { message: /public key is the identity/ });
  assert.throws(() => bls.aggregatePublicKeys([]), { message: /empty input/ });
  assert.throws(() => bls.verifyBatch(G2, ['00'], []), { message: /1 messages, 0 public keys/ });
  assert.throws(() => bls.keyGen(new Uint8Array(31)), { message: /at least 32 bytes of IKM/ });
  assert.throws(() => bls.pairing(G1, G1), { message: /wrong length/ });
  const notOnCurve = '8' + '0'.repeat(94) + '1';
  assert.throws(() => bls.validateG1(notOnCurve), bls.BlsError);
  try {
    bls.validateG1('00'.repeat(48));
  } catch (e) {
    assert.equal(e.code, 1);
  }
});

test('random keys', () => {
  const sk = bls.utils.randomPrivateKey();
  assert.equal(sk.length, 32);
  assert.ok(bls.verify(bls.sign('00', sk), '00', bls.getPublicKey(sk)));
});

test('index.d.ts declares every export of index.js', async () => {
  const { readFileSync } = await import('node:fs');
  const dts = readFileSync(new URL('../index.d.ts', import.meta.url), 'utf8');
  for (const name of Object.keys(bls)) {
    if (name === 'default') continue;
    assert.match(dts, new RegExp(`export declare (const|function|class) ${name}\\b`), name);
  }
  for (const name of Object.keys(bls.default)) assert.match(dts, new RegExp(`\\b${name}: typeof`), name);
});
