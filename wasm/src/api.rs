//! The safe layer under the exports: slices in, a [`Status`] out, through bls381's public API.

use bls381::hash_to_curve::{self, expand_message_xmd};
use bls381::rand_core::{TryCryptoRng, TryRng};
use bls381::signature::min_pk::{Pop, PublicKey, SecretKey, Signature};
use bls381::signature::Error;
use bls381::{G1Affine, G2Affine};
use core::convert::Infallible;

/// Why an export failed: the signature layer's [`Error`]s (1 to 10), then this layer's own.
/// The numbers are the ABI (js/index.js reads the messages with `bls_error_message`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i32)]
pub enum Status {
    /// Success.
    Ok = 0,
    /// [`Error::BadEncoding`].
    BadEncoding = 1,
    /// [`Error::NotOnCurve`].
    NotOnCurve = 2,
    /// [`Error::NotInSubgroup`].
    NotInSubgroup = 3,
    /// [`Error::IdentityPublicKey`].
    IdentityPublicKey = 4,
    /// [`Error::InvalidSecretKey`].
    InvalidSecretKey = 5,
    /// [`Error::IkmTooShort`].
    IkmTooShort = 6,
    /// [`Error::VerificationFailed`].
    VerificationFailed = 7,
    /// [`Error::EmptyInput`].
    EmptyInput = 8,
    /// [`Error::LengthMismatch`].
    LengthMismatch = 9,
    /// [`Error::DuplicateMessage`].
    DuplicateMessage = 10,
    /// An error of the signature layer this version does not know.
    Other = 11,
    /// A point of the wrong length for its group.
    BadPointLength = 12,
    /// A secret key that is not 32 bytes.
    BadSecretKeyLength = 13,
    /// Message lengths that do not add up to the bytes given.
    BadMessageLengths = 14,
    /// An empty domain separation tag (RFC 9380 §3.1 requires one).
    EmptyDst = 15,
    /// A null output pointer.
    NullPointer = 16,
}

impl Status {
    /// The message of a status code, for any `i32`.
    pub fn message_of(code: i32) -> &'static str {
        match code {
            0 => "ok",
            1 => "bad point encoding",
            2 => "point not on the curve",
            3 => "point not in the prime-order subgroup",
            4 => "public key is the identity",
            5 => "secret key not in [1, r - 1]",
            6 => "key generation needs at least 32 bytes of IKM",
            7 => "signature verification failed",
            8 => "empty input",
            9 => "input lengths differ",
            10 => "duplicate message in basic-scheme aggregate",
            11 => "signature error",
            12 => "point of the wrong length for its group",
            13 => "secret key must be 32 bytes",
            14 => "message lengths do not match the message bytes",
            15 => "empty domain separation tag",
            16 => "null output pointer",
            _ => "unknown status",
        }
    }
}

impl From<Error> for Status {
    fn from(e: Error) -> Self {
        match e {
            Error::BadEncoding => Status::BadEncoding,
            Error::NotOnCurve => Status::NotOnCurve,
            Error::NotInSubgroup => Status::NotInSubgroup,
            Error::IdentityPublicKey => Status::IdentityPublicKey,
            Error::InvalidSecretKey => Status::InvalidSecretKey,
            Error::IkmTooShort => Status::IkmTooShort,
            Error::VerificationFailed => Status::VerificationFailed,
            Error::EmptyInput => Status::EmptyInput,
            Error::LengthMismatch => Status::LengthMismatch,
            Error::DuplicateMessage => Status::DuplicateMessage,
            _ => Status::Other,
        }
    }
}

/// The ABI's `i32` of a result.
pub fn code(r: Result<(), Status>) -> i32 {
    match r {
        Ok(()) => 0,
        Err(s) => s as i32,
    }
}

fn secret_key(sk: &[u8]) -> Result<SecretKey, Status> {
    if sk.len() != 32 {
        return Err(Status::BadSecretKeyLength);
    }
    Ok(SecretKey::from_bytes(sk)?)
}

fn public_key(pk: &[u8]) -> Result<PublicKey, Status> {
    if pk.len() != 48 && pk.len() != 96 {
        return Err(Status::BadPointLength);
    }
    Ok(PublicKey::from_bytes(pk)?)
}

fn signature(sig: &[u8]) -> Result<Signature, Status> {
    if sig.len() != 96 && sig.len() != 192 {
        return Err(Status::BadPointLength);
    }
    Ok(Signature::from_bytes(sig)?)
}

/// Elements of `stride` bytes each (the exports computed `bytes.len()` as n · stride).
fn list<T>(
    bytes: &[u8],
    stride: usize,
    decode: fn(&[u8]) -> Result<T, Status>,
) -> Result<Vec<T>, Status> {
    if stride == 0 {
        return if bytes.is_empty() {
            Ok(Vec::new())
        } else {
            Err(Status::BadPointLength)
        };
    }
    bytes.chunks(stride).map(decode).collect()
}

/// Splits `msgs` by the little-endian u32 lengths in `lens`, which must add up to it.
fn messages<'a>(msgs: &'a [u8], lens: &[u8]) -> Result<Vec<&'a [u8]>, Status> {
    let mut out = Vec::with_capacity(lens.len() / 4);
    let mut rest = msgs;
    for l in lens.chunks_exact(4) {
        let l = u32::from_le_bytes([l[0], l[1], l[2], l[3]]) as usize;
        if l > rest.len() {
            return Err(Status::BadMessageLengths);
        }
        let (m, r) = rest.split_at(l);
        out.push(m);
        rest = r;
    }
    if rest.is_empty() {
        Ok(out)
    } else {
        Err(Status::BadMessageLengths)
    }
}

/// A G1 point (compressed or uncompressed), validated; the identity is allowed.
pub fn g1(p: &[u8]) -> Result<G1Affine, Status> {
    let point = if let Ok(c) = <&[u8; 48]>::try_from(p) {
        G1Affine::from_compressed(c)
    } else if let Ok(u) = <&[u8; 96]>::try_from(p) {
        G1Affine::from_uncompressed(u)
    } else {
        return Err(Status::BadPointLength);
    };
    // Which check failed is not told by CtOption: the signature layer's decoder says it.
    Option::from(point).ok_or_else(|| why_not(p, true))
}

/// A G2 point (compressed or uncompressed), validated; the identity is allowed.
pub fn g2(p: &[u8]) -> Result<G2Affine, Status> {
    let point = if let Ok(c) = <&[u8; 96]>::try_from(p) {
        G2Affine::from_compressed(c)
    } else if let Ok(u) = <&[u8; 192]>::try_from(p) {
        G2Affine::from_uncompressed(u)
    } else {
        return Err(Status::BadPointLength);
    };
    Option::from(point).ok_or_else(|| why_not(p, false))
}

/// The reason a point decoder refused `p`, from the signature layer's decoders (which tell the
/// encoding, the curve and the subgroup apart).
fn why_not(p: &[u8], in_g1: bool) -> Status {
    let e = if in_g1 {
        PublicKey::from_bytes(p).err()
    } else {
        Signature::from_bytes(p).err()
    };
    match e {
        Some(Error::IdentityPublicKey) | None => Status::BadEncoding,
        Some(e) => e.into(),
    }
}

/// See [`bls_get_public_key`](crate::bls_get_public_key).
pub fn get_public_key(sk: &[u8], out: &mut [u8; 48]) -> Result<(), Status> {
    *out = secret_key(sk)?.public_key().to_bytes();
    Ok(())
}

/// See [`bls_key_gen`](crate::bls_key_gen).
pub fn key_gen(ikm: &[u8], info: &[u8], out: &mut [u8; 32]) -> Result<(), Status> {
    *out = SecretKey::key_gen(ikm, info)?.to_bytes();
    Ok(())
}

/// See [`bls_sign`](crate::bls_sign).
pub fn sign(sk: &[u8], msg: &[u8], out: &mut [u8; 96]) -> Result<(), Status> {
    *out = Pop::sign(&secret_key(sk)?, msg).to_bytes();
    Ok(())
}

/// See [`bls_verify`](crate::bls_verify).
pub fn verify(sig: &[u8], msg: &[u8], pk: &[u8]) -> Result<(), Status> {
    let (pk, sig) = (public_key(pk)?, signature(sig)?);
    Ok(Pop::verify(&pk, msg, &sig)?)
}

/// See [`bls_aggregate_public_keys`](crate::bls_aggregate_public_keys).
pub fn aggregate_public_keys(pks: &[u8], stride: usize, out: &mut [u8; 48]) -> Result<(), Status> {
    let pks = list(pks, stride, public_key)?;
    *out = bls381::signature::min_pk::AggregatePublicKey::aggregate(&pks)?.to_bytes();
    Ok(())
}

/// See [`bls_aggregate_signatures`](crate::bls_aggregate_signatures).
pub fn aggregate_signatures(sigs: &[u8], stride: usize, out: &mut [u8; 96]) -> Result<(), Status> {
    let sigs = list(sigs, stride, signature)?;
    *out = Pop::aggregate(&sigs)?.to_bytes();
    Ok(())
}

/// See [`bls_aggregate_verify`](crate::bls_aggregate_verify).
pub fn aggregate_verify(
    sig: &[u8],
    msgs: &[u8],
    lens: &[u8],
    pks: &[u8],
    stride: usize,
) -> Result<(), Status> {
    let msgs = messages(msgs, lens)?;
    let pks = list(pks, stride, public_key)?;
    let sig = signature(sig)?;
    Ok(Pop::aggregate_verify(&pks, &msgs, &sig)?)
}

/// See [`bls_fast_aggregate_verify`](crate::bls_fast_aggregate_verify).
pub fn fast_aggregate_verify(
    sig: &[u8],
    msg: &[u8],
    pks: &[u8],
    stride: usize,
) -> Result<(), Status> {
    let pks = list(pks, stride, public_key)?;
    let sig = signature(sig)?;
    Ok(Pop::fast_aggregate_verify(&pks, msg, &sig)?)
}

/// See [`bls_batch_verify`](crate::bls_batch_verify).
pub fn batch_verify(
    pks: &[u8],
    pk_stride: usize,
    msgs: &[u8],
    lens: &[u8],
    sigs: &[u8],
    sig_stride: usize,
    seed: &[u8],
) -> Result<(), Status> {
    let msgs = messages(msgs, lens)?;
    let pks = list(pks, pk_stride, public_key)?;
    let sigs = list(sigs, sig_stride, signature)?;
    let mut rng = XmdRng::new(seed);
    Ok(Pop::batch_verify(&pks, &msgs, &sigs, &mut rng)?)
}

/// See [`bls_pairing`](crate::bls_pairing).
pub fn pairing(p: &[u8], q: &[u8], out: &mut [u8; 576]) -> Result<(), Status> {
    *out = bls381::pairing(&g1(p)?, &g2(q)?).to_bytes();
    Ok(())
}

/// See [`bls_hash_to_g2`](crate::bls_hash_to_g2).
pub fn hash_to_g2(msg: &[u8], dst: &[u8], out: &mut [u8; 192]) -> Result<(), Status> {
    if dst.is_empty() {
        return Err(Status::EmptyDst);
    }
    *out = G2Affine::from(hash_to_curve::hash_to_g2(msg, dst)).to_uncompressed();
    Ok(())
}

/// The blinding scalars' generator of batch verification: blocks of
/// expand_message_xmd(seed ‖ counter, tag) (SHA-256), from the caller's 32 random bytes.
struct XmdRng {
    seed: [u8; 40],
    block: [u8; 256],
    used: usize,
}

impl XmdRng {
    const TAG: &'static [u8] = b"BLS381-WASM-BATCH-VERIFY-RNG-V1";

    fn new(seed: &[u8]) -> Self {
        let mut s = [0u8; 40];
        let n = seed.len().min(32);
        s[..n].copy_from_slice(&seed[..n]);
        XmdRng {
            seed: s,
            block: [0; 256],
            used: 256,
        }
    }

    fn refill(&mut self) {
        let ctr = u64::from_le_bytes(self.seed[32..].try_into().unwrap_or([0; 8]));
        // 256 bytes is far below expand_message_xmd's 8160-byte limit: it cannot fail.
        let _ = expand_message_xmd(&self.seed, Self::TAG, &mut self.block);
        self.seed[32..].copy_from_slice(&ctr.wrapping_add(1).to_le_bytes());
        self.used = 0;
    }
}

impl TryRng for XmdRng {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        let mut b = [0u8; 4];
        self.try_fill_bytes(&mut b)?;
        Ok(u32::from_le_bytes(b))
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        let mut b = [0u8; 8];
        self.try_fill_bytes(&mut b)?;
        Ok(u64::from_le_bytes(b))
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for d in dst {
            if self.used == self.block.len() {
                self.refill();
            }
            *d = self.block[self.used];
            self.used += 1;
        }
        Ok(())
    }
}

impl TryCryptoRng for XmdRng {}
