//! BLS signatures: KeyGen (HKDF-SHA256 and the reduction mod r), the secret-key decoding with its
//! range check, SkToPk, Sign in the three schemes, PopProve and the comparison of keys, for both
//! variants. The IKM and the secret-key bytes are the secret; messages, tags and `key_info` are
//! public (one case also hides the message). Keys and signatures are compared as bytes.
//!
//! Two branches on secret-derived bits are public by design and declassified inside the crate
//! (`src/ct.rs`, active with the `ct-check` feature this harness is built with): KeyGen's retry
//! when SK = 0, and the `Ok`/`Err` of `SecretKey::from_bytes`. Every other instruction on the
//! way must be constant time.

use bls381::signature::{Aug, Basic, Pop};
use bls381::signature::{ByteArray, Error, MinPk, MinSig, Scheme, SecretKey, Variant};
use bls381::Scalar;
use core::convert::Infallible;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng, TryCryptoRng, TryRng};

use crate::check::{ct, ct_with, declassify};
use crate::inputs::bytes;
use crate::{add, valgrind, Case};

/// A generator whose output memcheck considers secret: what `SecretKey::generate` draws its IKM
/// from.
struct SecretRng(StdRng);

impl TryRng for SecretRng {
    type Error = Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok(crate::check::secret(self.0.next_u32()))
    }
    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(crate::check::secret(self.0.next_u64()))
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        self.0.fill_bytes(dst);
        valgrind::make_slice_undefined(dst);
        Ok(())
    }
}

impl TryCryptoRng for SecretRng {}

/// Secret-key encodings (32 bytes, big-endian): valid ones (1, 2, r − 1, random) and refused
/// ones (0, r, 2²⁵⁶ − 1), whose refusal must be as constant time as the acceptance.
fn sk_encodings(rng: &mut StdRng) -> Vec<[u8; 32]> {
    let be = |s: Scalar| s.to_bytes_be();
    let mut r_be = [0u8; 32];
    for (i, limb) in bls381::backend::portable::R.iter().enumerate() {
        r_be[32 - 8 * (i + 1)..32 - 8 * i].copy_from_slice(&limb.to_be_bytes());
    }
    vec![
        be(Scalar::from(1u64)),
        be(Scalar::from(2u64)),
        be(-Scalar::from(1u64)),
        be(Scalar::random(&mut *rng)),
        be(Scalar::random(&mut *rng)),
        [0u8; 32],
        r_be,
        [0xff; 32],
    ]
}

/// Valid secret-key encodings only (for the operations on a key).
fn sk_valid(rng: &mut StdRng, n: usize) -> Vec<[u8; 32]> {
    let mut v = vec![Scalar::from(1u64).to_bytes_be()];
    v.extend((1..n).map(|_| Scalar::random(&mut *rng).to_bytes_be()));
    v
}

/// The key of `b`, which the callers pass valid (the `Ok` is public: declassified inside).
fn key<V: Variant>(b: &[u8; 32]) -> SecretKey<V> {
    match SecretKey::<V>::from_bytes(b) {
        Ok(sk) => sk,
        Err(e) => panic!("sk_valid gave an invalid key: {e:?}"),
    }
}

/// A compressed key or signature (48 or 96 bytes) in a fixed-size array: the harness
/// declassifies outputs by their own bytes, so they must not live on the heap.
fn enc<B: ByteArray>(b: B) -> [u8; 96] {
    let mut out = [0u8; 96];
    out[..b.as_ref().len()].copy_from_slice(b.as_ref());
    out
}

/// (accepted, the re-encoded key or zeros): a comparable view of a decoding.
fn decoded<V: Variant>(r: Result<SecretKey<V>, Error>) -> (u8, [u8; 32]) {
    match r {
        Ok(sk) => (1, sk.to_bytes()),
        Err(_) => (0, [0; 32]),
    }
}

fn variant_cases<V: Variant>(cases: &mut Vec<Case>, v: &'static str) {
    add(
        cases,
        "sig",
        format!("{v} KeyGen (secret IKM of 32 and 64 bytes, public key_info)"),
        Box::new(|rng| {
            for info in [&b""[..], b"key info"] {
                ct_with(bytes::<32>(rng), info, |ikm, info| {
                    decoded(SecretKey::<V>::key_gen(&ikm, info))
                });
                ct_with(bytes::<64>(rng), info, |ikm, info| {
                    decoded(SecretKey::<V>::key_gen(&ikm, info))
                });
            }
            ct([0u8; 32], |ikm| decoded(SecretKey::<V>::key_gen(&ikm, b"")));
        }),
    );
    add(
        cases,
        "sig",
        format!("{v} SecretKey::generate (KeyGen of secret RNG output)"),
        Box::new(|rng| {
            for _ in 0..2 {
                let seed = rng.next_u64();
                let want = SecretKey::<V>::generate(&mut StdRng::seed_from_u64(seed)).to_bytes();
                let mut secret_rng = SecretRng(StdRng::seed_from_u64(seed));
                let got = declassify(SecretKey::<V>::generate(&mut secret_rng).to_bytes());
                assert_eq!(got, want, "generate: different key from secret RNG output");
            }
        }),
    );
    add(
        cases,
        "sig",
        format!("{v} SecretKey::from_bytes (range check 0 < SK < r, to_bytes)"),
        Box::new(|rng| {
            for b in sk_encodings(rng) {
                ct(b, |b| decoded(SecretKey::<V>::from_bytes(&b)));
            }
        }),
    );
    add(
        cases,
        "sig",
        format!("{v} SkToPk (fixed-base mul, to_affine, compression)"),
        Box::new(|rng| {
            for b in sk_valid(rng, 3) {
                ct(b, |b| enc(key::<V>(&b).public_key().to_bytes()));
            }
        }),
    );
    add(
        cases,
        "sig",
        format!("{v} Sign Basic / Aug / Pop (secret key, public message)"),
        Box::new(|rng| {
            for b in sk_valid(rng, 2) {
                ct_with(b, &b"public message"[..], |b, m| {
                    let sk = key::<V>(&b);
                    [
                        enc(Scheme::<V, Basic>::sign(&sk, m).to_bytes()),
                        enc(Scheme::<V, Aug>::sign(&sk, m).to_bytes()),
                        enc(Scheme::<V, Pop>::sign(&sk, m).to_bytes()),
                    ]
                });
            }
        }),
    );
    add(
        cases,
        "sig",
        format!("{v} Sign Basic (secret key and secret message)"),
        Box::new(|rng| {
            let b = sk_valid(rng, 2)[1];
            ct((b, bytes::<32>(rng)), |(b, m)| {
                enc(Scheme::<V, Basic>::sign(&key::<V>(&b), &m).to_bytes())
            });
        }),
    );
    add(
        cases,
        "sig",
        format!("{v} PopProve (SK·H(PK))"),
        Box::new(|rng| {
            for b in sk_valid(rng, 2) {
                ct(b, |b| {
                    enc(Scheme::<V, Pop>::pop_prove(&key::<V>(&b)).to_bytes())
                });
            }
        }),
    );
    add(
        cases,
        "sig",
        format!("{v} SecretKey == (ct_eq)"),
        Box::new(|rng| {
            let ks = sk_valid(rng, 3);
            for (a, b) in [(ks[0], ks[0]), (ks[1], ks[2]), (ks[2], ks[2])] {
                ct((a, b), |(a, b)| key::<V>(&a) == key::<V>(&b));
            }
        }),
    );
}

/// Both variants.
pub fn cases(cases: &mut Vec<Case>) {
    variant_cases::<MinPk>(cases, "min_pk");
    variant_cases::<MinSig>(cases, "min_sig");
}
