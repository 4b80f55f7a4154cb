//! Decoding of key and signature points with a reason on failure, and the validation steps
//! (subgroup, identity) that the checked decoders add.
//!
//! The curve layer's decoders answer only "valid or not" (in constant time); here the input is
//! public, so on failure the bytes are looked at again to tell a malformed encoding from a
//! point off the curve.

use subtle::ConstantTimeEq;

use super::variant::{ByteArray, SignatureGroup};
use super::Error;
use crate::curve::Affine;
use crate::field::Field;

/// The flag bits of the first byte (zcash / IETF encoding).
const C_FLAG: u8 = 0x80;
const I_FLAG: u8 = 0x40;
const S_FLAG: u8 = 0x20;

/// Decodes a compressed (`Compressed::LEN` bytes) or uncompressed (`Uncompressed::LEN`) point,
/// the length choosing which: canonical flags and coordinates, on the curve; **no** subgroup
/// check.
pub(crate) fn decode_unchecked<C: SignatureGroup>(bytes: &[u8]) -> Result<Affine<C>, Error> {
    if bytes.len() == C::Compressed::LEN {
        Option::from(C::decompress_unchecked(bytes)).ok_or_else(|| compressed_failure::<C>(bytes))
    } else if bytes.len() == C::Uncompressed::LEN {
        let p: Affine<C> =
            Option::from(C::decode_uncompressed_unchecked(bytes)).ok_or(Error::BadEncoding)?;
        if bool::from(p.is_on_curve()) {
            Ok(p)
        } else {
            Err(Error::NotOnCurve)
        }
    } else {
        Err(Error::BadEncoding)
    }
}

/// Why a compressed encoding was refused: the flags and x are well-formed exactly when x³ + b
/// has no square root, i.e. the point is not on the curve.
fn compressed_failure<C: SignatureGroup>(bytes: &[u8]) -> Error {
    // In range: called only on a slice of Compressed::LEN (48 or 96) bytes.
    let flags = bytes[0];
    // A well-formed identity (C and I set, S clear, all else zero) would have decoded.
    if flags & C_FLAG == 0 || flags & I_FLAG != 0 {
        return Error::BadEncoding;
    }
    let mut x = C::Compressed::zeroed();
    x.as_mut().copy_from_slice(bytes);
    x.as_mut()[0] &= !(C_FLAG | I_FLAG | S_FLAG);
    if bool::from(C::Base::read_be(x.as_ref()).is_some()) {
        Error::NotOnCurve
    } else {
        Error::BadEncoding
    }
}

/// The subgroup check (Scott's endomorphism tests, via the curve layer).
pub(crate) fn check_subgroup<C: SignatureGroup>(p: &Affine<C>) -> Result<(), Error> {
    if bool::from(p.is_torsion_free()) {
        Ok(())
    } else {
        Err(Error::NotInSubgroup)
    }
}

/// KeyValidate of draft-irtf-cfrg-bls-signature-05 §2.5 on a decoded point: not the identity,
/// in the subgroup. The identity test comes first: it is free and its error is more precise.
pub(crate) fn key_validate<C: SignatureGroup>(p: &Affine<C>) -> Result<(), Error> {
    if bool::from(p.is_identity()) {
        return Err(Error::IdentityPublicKey);
    }
    check_subgroup(p)
}

/// Whether two points are equal (public data, so `bool` is fine).
pub(crate) fn eq<C: SignatureGroup>(a: &Affine<C>, b: &Affine<C>) -> bool {
    bool::from(a.ct_eq(b))
}

/// Parses hex (upper or lower case, with or without a `0x` prefix, nothing else) into a buffer
/// of up to 192 bytes, the longest encoding of a key or a signature; `None` on anything else.
pub(crate) fn parse_hex(s: &str) -> Option<([u8; 192], usize)> {
    let s = s
        .strip_prefix("0x")
        .or_else(|| s.strip_prefix("0X"))
        .unwrap_or(s);
    let b = s.as_bytes();
    if !b.len().is_multiple_of(2) || b.len() / 2 > 192 {
        return None;
    }
    let digit = |c: u8| match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    };
    let mut out = [0u8; 192];
    for (o, pair) in out.iter_mut().zip(b.chunks_exact(2)) {
        *o = (digit(pair[0])? << 4) | digit(pair[1])?;
    }
    Some((out, b.len() / 2))
}

/// Writes `bytes` as lower-case hex with a `0x` prefix (the `Debug` form of keys and
/// signatures), without allocating.
pub(crate) fn write_hex(f: &mut core::fmt::Formatter<'_>, bytes: &[u8]) -> core::fmt::Result {
    f.write_str("0x")?;
    for b in bytes {
        write!(f, "{b:02x}")?;
    }
    Ok(())
}
