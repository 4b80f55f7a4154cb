// bls381-wasm: BLS12-381 signatures (Ethereum's min-pk proof-of-possession ciphersuite,
// BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_) and pairings, over the bls381 Rust crate built
// for wasm32 (../wasm, built by ./build.sh). The API has the shape of @noble/curves'
// bls12_381 (getPublicKey, sign, verify, aggregatePublicKeys, aggregateSignatures,
// verifyBatch, pairing). Inputs are Uint8Arrays or hex strings (an optional 0x prefix);
// outputs are Uint8Arrays. Invalid input throws a BlsError (or a TypeError for an argument of
// the wrong type) with a message saying what was wrong.

const WASM_URL = new URL('./bls381.wasm', import.meta.url);

async function loadBytes() {
  if (typeof process !== 'undefined' && process.versions && process.versions.node) {
    const { readFile } = await import('node:fs/promises');
    try {
      return await readFile(WASM_URL);
    } catch (e) {
      throw new Error(`bls381-wasm: cannot read ${WASM_URL.pathname} (${e.code}): build it with js/build.sh`);
    }
  }
  const res = await fetch(WASM_URL);
  if (!res.ok) throw new Error(`bls381-wasm: cannot fetch ${WASM_URL}: HTTP ${res.status}`);
  return res.arrayBuffer();
}

const { instance } = await WebAssembly.instantiate(await loadBytes(), {});
const w = instance.exports;

/** The ciphersuite of sign/verify (Ethereum's). */
export const DST = 'BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';

const VERIFICATION_FAILED = 7;
const utf8 = new TextEncoder();
const utf8d = new TextDecoder();

function mem() {
  return new Uint8Array(w.memory.buffer);
}

/** An error of the library: `code` is the wasm module's status, `message` says why. */
export class BlsError extends Error {
  constructor(code, what) {
    const p = w.bls_error_message(code);
    const n = w.bls_error_message_len(code);
    const reason = utf8d.decode(mem().subarray(p, p + n));
    super(what ? `${what}: ${reason}` : reason);
    this.name = 'BlsError';
    this.code = code;
  }
}

const HEX = /^[0-9a-fA-F]*$/;

/** Bytes of a Uint8Array (as is) or of a hex string (optional 0x prefix). */
export function toBytes(x, what = 'input') {
  if (x instanceof Uint8Array) return x;
  if (typeof x === 'string') {
    const s = x.startsWith('0x') || x.startsWith('0X') ? x.slice(2) : x;
    if (s.length % 2 !== 0) throw new TypeError(`${what}: hex string of odd length ${s.length}`);
    if (!HEX.test(s)) throw new TypeError(`${what}: not a hex string`);
    const out = new Uint8Array(s.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = parseInt(s.substr(2 * i, 2), 16);
    return out;
  }
  throw new TypeError(`${what}: expected a Uint8Array or a hex string, got ${x === null ? 'null' : typeof x}`);
}

/** Hex of bytes (lower case, no prefix). */
export function toHex(b) {
  let s = '';
  for (let i = 0; i < b.length; i++) s += b[i].toString(16).padStart(2, '0');
  return s;
}

function list(xs, what) {
  if (!Array.isArray(xs)) throw new TypeError(`${what}: expected an array`);
  return xs.map((x, i) => toBytes(x, `${what}[${i}]`));
}

/** Equal-length items concatenated, and that length (the ABI's stride). */
function concatFixed(items, what) {
  const stride = items.length ? items[0].length : 0;
  const out = new Uint8Array(stride * items.length);
  items.forEach((it, i) => {
    if (it.length !== stride) {
      throw new BlsError(12, `${what}[${i}] is ${it.length} bytes, ${what}[0] ${stride}`);
    }
    out.set(it, i * stride);
  });
  return [out, stride];
}

/** Messages concatenated, and their lengths as little-endian u32s. */
function concatMessages(msgs) {
  const total = msgs.reduce((a, m) => a + m.length, 0);
  const bytes = new Uint8Array(total);
  const lens = new Uint8Array(4 * msgs.length);
  const dv = new DataView(lens.buffer);
  let off = 0;
  msgs.forEach((m, i) => {
    bytes.set(m, off);
    off += m.length;
    dv.setUint32(4 * i, m.length, true);
  });
  return [bytes, lens];
}

/**
 * Copies `inputs` into fresh wasm buffers, allocates `outLen` bytes of output, runs
 * `f(ptrs, out)` and returns [status, output bytes]; every buffer is zeroed and freed after.
 */
function call(inputs, outLen, f) {
  const ptrs = inputs.map((a) => w.bls_alloc(a.length));
  const out = outLen ? w.bls_alloc(outLen) : 0;
  try {
    const m = mem(); // after every allocation (one may grow, and detach, the memory)
    inputs.forEach((a, i) => {
      if (a.length) m.set(a, ptrs[i]);
    });
    const rc = f(ptrs, out);
    const bytes = outLen ? mem().slice(out, out + outLen) : null;
    return [rc, bytes];
  } finally {
    inputs.forEach((a, i) => w.bls_free(ptrs[i], a.length));
    if (outLen) w.bls_free(out, outLen);
  }
}

function ok([rc, bytes], what) {
  if (rc !== 0) throw new BlsError(rc, what);
  return bytes;
}

function bool([rc], what) {
  if (rc === 0) return true;
  if (rc === VERIFICATION_FAILED) return false;
  throw new BlsError(rc, what);
}

/** Runs f on the secret key's bytes, zeroing them after if this module made the copy. */
function withSecret(sk, f) {
  const b = toBytes(sk, 'secret key');
  try {
    if (b.length !== 32) throw new BlsError(13, `secret key of ${b.length} bytes`);
    return f(b);
  } finally {
    if (b !== sk) b.fill(0);
  }
}

/** The 48-byte compressed public key of a 32-byte secret key (big-endian scalar in [1, r-1]). */
export function getPublicKey(secretKey) {
  return withSecret(secretKey, (sk) =>
    ok(call([sk], 48, ([p], o) => w.bls_get_public_key(p, o)), 'getPublicKey'),
  );
}

/** The 96-byte compressed signature of `message` (bytes or hex) under `secretKey`. */
export function sign(message, secretKey) {
  const msg = toBytes(message, 'message');
  return withSecret(secretKey, (sk) =>
    ok(call([sk, msg], 96, ([s, m], o) => w.bls_sign(s, m, msg.length, o)), 'sign'),
  );
}

/**
 * Whether `signature` is a valid signature of `message` under `publicKey`: false for a
 * well-formed signature that does not verify; throws BlsError for bytes that are not a valid
 * signature or public key (bad encoding, not on the curve or in the subgroup, identity key).
 */
export function verify(signature, message, publicKey) {
  const sig = toBytes(signature, 'signature');
  const msg = toBytes(message, 'message');
  const pk = toBytes(publicKey, 'public key');
  return bool(
    call([sig, msg, pk], 0, ([s, m, p]) => w.bls_verify(s, sig.length, m, msg.length, p, pk.length)),
    'verify',
  );
}

/** The sum of public keys (48 or 96 bytes each, all the same length), compressed. */
export function aggregatePublicKeys(publicKeys) {
  const [pks, stride] = concatFixed(list(publicKeys, 'publicKeys'), 'publicKeys');
  const n = publicKeys.length;
  return ok(
    call([pks], 48, ([p], o) => w.bls_aggregate_public_keys(p, n, stride, o)),
    'aggregatePublicKeys',
  );
}

/** The sum of signatures (96 or 192 bytes each, all the same length), compressed. */
export function aggregateSignatures(signatures) {
  const [sigs, stride] = concatFixed(list(signatures, 'signatures'), 'signatures');
  const n = signatures.length;
  return ok(
    call([sigs], 96, ([s], o) => w.bls_aggregate_signatures(s, n, stride, o)),
    'aggregateSignatures',
  );
}

/**
 * AggregateVerify, as noble's verifyBatch: whether `signature` aggregates signatures of
 * messages[i] under publicKeys[i] (one multi-pairing).
 */
export function verifyBatch(signature, messages, publicKeys) {
  const sig = toBytes(signature, 'signature');
  const msgs = list(messages, 'messages');
  const keys = list(publicKeys, 'publicKeys');
  if (msgs.length !== keys.length) {
    throw new BlsError(9, `verifyBatch: ${msgs.length} messages, ${keys.length} public keys`);
  }
  const [mb, lens] = concatMessages(msgs);
  const [pks, stride] = concatFixed(keys, 'publicKeys');
  return bool(
    call([sig, mb, lens, pks], 0, ([s, m, l, p]) =>
      w.bls_aggregate_verify(s, sig.length, m, mb.length, l, msgs.length, p, stride),
    ),
    'verifyBatch',
  );
}

/** FastAggregateVerify: `signature` aggregates signatures of one `message` by every key. */
export function fastAggregateVerify(signature, message, publicKeys) {
  const sig = toBytes(signature, 'signature');
  const msg = toBytes(message, 'message');
  const [pks, stride] = concatFixed(list(publicKeys, 'publicKeys'), 'publicKeys');
  const n = publicKeys.length;
  return bool(
    call([sig, msg, pks], 0, ([s, m, p]) =>
      w.bls_fast_aggregate_verify(s, sig.length, m, msg.length, p, n, stride),
    ),
    'fastAggregateVerify',
  );
}

/**
 * Batch verification of independent signatures: true iff (with probability 1 - 2^-64) every
 * `{publicKey, message, signature}` set verifies; one multi-pairing with random blinding drawn
 * from crypto.getRandomValues.
 */
export function batchVerify(sets) {
  if (!Array.isArray(sets)) throw new TypeError('batchVerify: expected an array of sets');
  const keys = sets.map((s, i) => toBytes(s.publicKey, `sets[${i}].publicKey`));
  const msgs = sets.map((s, i) => toBytes(s.message, `sets[${i}].message`));
  const sigs = sets.map((s, i) => toBytes(s.signature, `sets[${i}].signature`));
  const [pks, pkStride] = concatFixed(keys, 'publicKey');
  const [sb, sigStride] = concatFixed(sigs, 'signature');
  const [mb, lens] = concatMessages(msgs);
  const seed = crypto.getRandomValues(new Uint8Array(32));
  try {
    return bool(
      call([pks, mb, lens, sb, seed], 0, ([p, m, l, s, r]) =>
        w.bls_batch_verify(p, pkStride, m, mb.length, l, s, sigStride, sets.length, r),
      ),
      'batchVerify',
    );
  } finally {
    seed.fill(0);
  }
}

/**
 * The pairing e(P, Q) of a G1 point (48 or 96 bytes) and a G2 point (96 or 192 bytes), both
 * validated, as the 576-byte encoding of the Fp12 result.
 */
export function pairing(g1, g2) {
  const p = toBytes(g1, 'G1 point');
  const q = toBytes(g2, 'G2 point');
  return ok(call([p, q], 576, ([a, b], o) => w.bls_pairing(a, p.length, b, q.length, o)), 'pairing');
}

/** KeyGen (draft-irtf-cfrg-bls-signature §2.3): a 32-byte secret key from >= 32 bytes of IKM. */
export function keyGen(ikm, keyInfo = new Uint8Array(0)) {
  const k = toBytes(ikm, 'ikm');
  const info = toBytes(keyInfo, 'keyInfo');
  return ok(
    call([k, info], 32, ([a, b], o) => w.bls_key_gen(a, k.length, b, info.length, o)),
    'keyGen',
  );
}

/** A fresh secret key: KeyGen of 32 bytes from crypto.getRandomValues. */
export function randomSecretKey() {
  const ikm = crypto.getRandomValues(new Uint8Array(32));
  try {
    return keyGen(ikm);
  } finally {
    ikm.fill(0);
  }
}

/** RFC 9380 hash_to_curve to G2 (`_RO_` suite) under `dst` (a string or bytes), uncompressed. */
export function hashToG2(message, dst = DST) {
  const msg = toBytes(message, 'message');
  const d = typeof dst === 'string' ? utf8.encode(dst) : toBytes(dst, 'dst');
  return ok(call([msg, d], 192, ([m, t], o) => w.bls_hash_to_g2(m, msg.length, t, d.length, o)), 'hashToG2');
}

/** Validates a G1 point (48 or 96 bytes; the identity allowed); returns it compressed. */
export function validateG1(point) {
  const p = toBytes(point, 'G1 point');
  return ok(call([p], 48, ([a], o) => w.bls_g1_compress(a, p.length, o)), 'G1 point');
}

/** Validates a G2 point (96 or 192 bytes; the identity allowed); returns it compressed. */
export function validateG2(point) {
  const p = toBytes(point, 'G2 point');
  return ok(call([p], 96, ([a], o) => w.bls_g2_compress(a, p.length, o)), 'G2 point');
}

/** Utilities, as noble's `utils`. */
export const utils = { randomSecretKey, randomPrivateKey: randomSecretKey, bytesToHex: toHex, hexToBytes: toBytes };

export default {
  DST,
  BlsError,
  getPublicKey,
  sign,
  verify,
  aggregatePublicKeys,
  aggregateSignatures,
  verifyBatch,
  fastAggregateVerify,
  batchVerify,
  pairing,
  keyGen,
  hashToG2,
  validateG1,
  validateG2,
  utils,
};
