// Types of bls381-wasm (index.js). Byte inputs are Uint8Arrays or hex strings (optional 0x).

/** Bytes, or their hex (an optional 0x prefix). */
export type Hex = Uint8Array | string;

/** The ciphersuite of sign/verify: `BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_`. */
export declare const DST: string;

/** An error of the library; `code` is the wasm module's status (1 = bad point encoding, ...). */
export declare class BlsError extends Error {
  readonly name: 'BlsError';
  readonly code: number;
  constructor(code: number, what?: string);
}

/** The 48-byte compressed public key of a 32-byte secret key (big-endian, in [1, r-1]). */
export declare function getPublicKey(secretKey: Hex): Uint8Array;
/** The 96-byte compressed signature of `message`. */
export declare function sign(message: Hex, secretKey: Hex): Uint8Array;
/** false for a well-formed signature that does not verify; throws BlsError for invalid bytes. */
export declare function verify(signature: Hex, message: Hex, publicKey: Hex): boolean;
/** The sum of public keys (48 or 96 bytes each, all the same length), compressed (48 bytes). */
export declare function aggregatePublicKeys(publicKeys: Hex[]): Uint8Array;
/** The sum of signatures (96 or 192 bytes each, all the same length), compressed (96 bytes). */
export declare function aggregateSignatures(signatures: Hex[]): Uint8Array;
/** AggregateVerify (noble's verifyBatch): `signature` aggregates messages[i] signed by publicKeys[i]. */
export declare function verifyBatch(signature: Hex, messages: Hex[], publicKeys: Hex[]): boolean;
/** FastAggregateVerify: `signature` aggregates signatures of one message by every key. */
export declare function fastAggregateVerify(signature: Hex, message: Hex, publicKeys: Hex[]): boolean;

/** One independent set of batchVerify. */
export interface SignatureSet {
  publicKey: Hex;
  message: Hex;
  signature: Hex;
}
/** Batch verification of independent sets (random blinding from crypto.getRandomValues). */
export declare function batchVerify(sets: SignatureSet[]): boolean;

/** e(P, Q) for a G1 point (48/96 bytes) and a G2 point (96/192 bytes): 576 bytes of Fp12. */
export declare function pairing(g1: Hex, g2: Hex): Uint8Array;
/** KeyGen (draft-irtf-cfrg-bls-signature §2.3): a 32-byte secret key from >= 32 bytes of IKM. */
export declare function keyGen(ikm: Hex, keyInfo?: Hex): Uint8Array;
/** A fresh secret key from crypto.getRandomValues. */
export declare function randomSecretKey(): Uint8Array;
/** RFC 9380 hash_to_curve to G2 (`_RO_`) under `dst`; 192 bytes, uncompressed. */
export declare function hashToG2(message: Hex, dst?: string | Uint8Array): Uint8Array;
/** Validates a G1 point (the identity allowed); returns it compressed (48 bytes). */
export declare function validateG1(point: Hex): Uint8Array;
/** Validates a G2 point (the identity allowed); returns it compressed (96 bytes). */
export declare function validateG2(point: Hex): Uint8Array;
/** Bytes of a Uint8Array or a hex string; TypeError otherwise. */
export declare function toBytes(x: Hex, what?: string): Uint8Array;
/** Lower-case hex, no prefix. */
export declare function toHex(bytes: Uint8Array): string;

export declare const utils: {
  randomSecretKey(): Uint8Array;
  randomPrivateKey(): Uint8Array;
  bytesToHex(bytes: Uint8Array): string;
  hexToBytes(hex: Hex, what?: string): Uint8Array;
};

declare const bls: {
  DST: typeof DST;
  BlsError: typeof BlsError;
  getPublicKey: typeof getPublicKey;
  sign: typeof sign;
  verify: typeof verify;
  aggregatePublicKeys: typeof aggregatePublicKeys;
  aggregateSignatures: typeof aggregateSignatures;
  verifyBatch: typeof verifyBatch;
  fastAggregateVerify: typeof fastAggregateVerify;
  batchVerify: typeof batchVerify;
  pairing: typeof pairing;
  keyGen: typeof keyGen;
  hashToG2: typeof hashToG2;
  validateG1: typeof validateG1;
  validateG2: typeof validateG2;
  utils: typeof utils;
};
export default bls;
