//! The zcash / IETF point encodings (draft-irtf-cfrg-pairing-friendly-curves-11 Appendix C,
//! as `bls12_381` and blst implement them), written once for both groups over byte slices of
//! `BYTES` (compressed) or `2·BYTES` (uncompressed); `g1.rs` and `g2.rs` wrap them in arrays.
//!
//! The three most significant bits of the first byte are flags: C (0x80) compressed,
//! I (0x40) point at infinity (every other bit then zero), S (0x20) in compressed non-identity
//! encodings, set iff y is the lexicographically largest of {y, −y}. Decoding never panics
//! and never branches on the input: malformed bytes give `None`, or with the `decode_*`
//! functions a [`DecodeError`] chosen from checks that all ran.

use core::fmt;
use core::ops::{Add, Mul, Neg};

use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

use super::point::{Affine, Curve};
use crate::field::Field;

const C_FLAG: u8 = 1 << 7;
const I_FLAG: u8 = 1 << 6;
const S_FLAG: u8 = 1 << 5;

fn flag(byte: u8, f: u8) -> Choice {
    Choice::from(((byte & f) != 0) as u8)
}

/// Writes the compressed encoding (x with the C, I and S flags) into `out` (`BYTES` long).
pub(crate) fn write_compressed<C: Curve>(p: &Affine<C>, out: &mut [u8]) {
    let x = C::Base::conditional_select(&p.x, &C::Base::ZERO, p.infinity);
    x.write_be(out);
    out[0] |= C_FLAG;
    out[0] |= u8::conditional_select(&0, &I_FLAG, p.infinity);
    out[0] |= u8::conditional_select(&0, &S_FLAG, !p.infinity & p.y.lexicographically_largest());
}

/// Writes the uncompressed encoding (x ‖ y, I flag only) into `out` (`2·BYTES` long).
pub(crate) fn write_uncompressed<C: Curve>(p: &Affine<C>, out: &mut [u8]) {
    let n = C::Base::BYTES;
    C::Base::conditional_select(&p.x, &C::Base::ZERO, p.infinity).write_be(&mut out[..n]);
    C::Base::conditional_select(&p.y, &C::Base::ZERO, p.infinity).write_be(&mut out[n..]);
    out[0] |= u8::conditional_select(&0, &I_FLAG, p.infinity);
}

/// The coordinate in `bytes` with the flag bits of the first byte cleared.
///
/// Every caller in this file (and their first-byte reads) passes one coordinate, `F::BYTES`
/// (48 or 96) long: the public decoders take fixed arrays or check the length first, so the
/// indexing here and in the readers below cannot go out of range.
fn read_masked<F: Field>(bytes: &[u8]) -> CtOption<F> {
    let mut tmp = [0u8; 96];
    let tmp = &mut tmp[..bytes.len()];
    tmp.copy_from_slice(bytes);
    tmp[0] &= !(C_FLAG | I_FLAG | S_FLAG);
    F::read_be(tmp)
}

/// Decodes a compressed point (`BYTES` long): flags, canonical x, x³ + b a square; no
/// subgroup check.
pub(crate) fn read_compressed_unchecked<C: Curve>(bytes: &[u8]) -> CtOption<Affine<C>> {
    let c = flag(bytes[0], C_FLAG);
    let i = flag(bytes[0], I_FLAG);
    let s = flag(bytes[0], S_FLAG);
    read_masked::<C::Base>(bytes).and_then(|x| {
        // The identity: C and I set, S clear, x zero.
        let identity = CtOption::new(Affine::identity(), c & i & !s & x.is_zero());
        identity.or_else(|| {
            x.square().mul(&x).add(&C::B).sqrt().and_then(|y| {
                let flip = y.lexicographically_largest() ^ s;
                let y = C::Base::conditional_select(&y, &y.neg(), flip);
                CtOption::new(
                    Affine {
                        x,
                        y,
                        infinity: Choice::from(0),
                    },
                    !i & c,
                )
            })
        })
    })
}

/// Decodes an uncompressed point (`2·BYTES` long): flags and canonical coordinates only (no
/// on-curve and no subgroup check, as `bls12_381`'s `from_uncompressed_unchecked`).
pub(crate) fn read_uncompressed_unchecked<C: Curve>(bytes: &[u8]) -> CtOption<Affine<C>> {
    let n = C::Base::BYTES;
    let c = flag(bytes[0], C_FLAG);
    let i = flag(bytes[0], I_FLAG);
    let s = flag(bytes[0], S_FLAG);
    let x = read_masked::<C::Base>(&bytes[..n]);
    let y = C::Base::read_be(&bytes[n..]);
    x.and_then(|x| {
        y.and_then(|y| {
            let p = Affine {
                x,
                y,
                infinity: Choice::from(0),
            };
            let p = Affine::conditional_select(&p, &Affine::identity(), i);
            // With I set, both coordinates must be zero.
            let ok = (!i | (x.is_zero() & y.is_zero())) & !c & !s;
            CtOption::new(p, ok)
        })
    })
}

/// [`read_compressed_unchecked`] plus the subgroup check.
pub(crate) fn read_compressed<C: Curve>(bytes: &[u8]) -> CtOption<Affine<C>> {
    read_compressed_unchecked::<C>(bytes).and_then(|p| CtOption::new(p, p.is_torsion_free()))
}

/// [`read_uncompressed_unchecked`] plus the on-curve and subgroup checks.
pub(crate) fn read_uncompressed<C: Curve>(bytes: &[u8]) -> CtOption<Affine<C>> {
    read_uncompressed_unchecked::<C>(bytes)
        .and_then(|p| CtOption::new(p, p.is_on_curve() & p.is_torsion_free()))
}

/// Why bytes are not the encoding of a point of G1 or G2 (the `decode_*` methods of
/// [`G1Affine`](super::G1Affine) and [`G2Affine`](super::G2Affine)).
///
/// When several checks fail, the first of this list is reported: length, flags, identity
/// encoding, x, y, curve equation, subgroup. These decoders accept exactly what the
/// `from_compressed` / `from_uncompressed` ones accept.
///
/// ```
/// use bls381::{DecodeError, G1Affine};
/// assert_eq!(G1Affine::decode_compressed(&[0u8; 3]),
///            Err(DecodeError::Length { expected: 48, got: 3 }));
/// assert_eq!(G1Affine::decode_compressed(&[0u8; 48]), Err(DecodeError::CompressionFlag));
/// assert_eq!(DecodeError::NotOnCurve.to_string(), "point not on the curve");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DecodeError {
    /// The input is not as long as the encoding.
    Length {
        /// The encoding's length.
        expected: usize,
        /// The input's length.
        got: usize,
    },
    /// The C flag (0x80 of the first byte) is clear in a compressed encoding or set in an
    /// uncompressed one.
    CompressionFlag,
    /// The S flag (0x20) is set in an uncompressed encoding or with the I flag.
    SortFlag,
    /// The I flag (0x40, the identity) is set but a coordinate bit is not zero.
    InfinityNotZero,
    /// The x coordinate (flag bits cleared) is not below p, or for G2 one of its two Fp
    /// coefficients is not.
    XNotCanonical,
    /// The y coordinate of an uncompressed encoding is not below p (for G2 one of its
    /// coefficients).
    YNotCanonical,
    /// The coordinates do not satisfy the curve equation; for a compressed encoding, x³ + b
    /// has no square root.
    NotOnCurve,
    /// A point of the curve outside the prime-order subgroup.
    NotInSubgroup,
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Length { expected, got } => {
                write!(f, "point encoding of {got} bytes, expected {expected}")
            }
            DecodeError::CompressionFlag => {
                f.write_str("compression flag does not match the encoding")
            }
            DecodeError::SortFlag => f.write_str("sort flag set where it must be clear"),
            DecodeError::InfinityNotZero => f.write_str("identity encoding with non-zero bits"),
            DecodeError::XNotCanonical => f.write_str("x coordinate not below p"),
            DecodeError::YNotCanonical => f.write_str("y coordinate not below p"),
            DecodeError::NotOnCurve => f.write_str("point not on the curve"),
            DecodeError::NotInSubgroup => f.write_str("point not in the prime-order subgroup"),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for DecodeError {}

/// Whether every bit of `bytes` other than the three flags of the first byte is zero.
fn coordinates_zero(bytes: &[u8]) -> Choice {
    let rest = bytes[1..].iter().fold(0u8, |acc, b| acc | b);
    (rest | (bytes[0] & !(C_FLAG | I_FLAG | S_FLAG))).ct_eq(&0)
}

/// `p`, or the first error whose check failed (in the order of [`DecodeError`]); every check
/// has run by then, so the branch is on the outcome only, which the caller returns anyway.
fn first_failure<C: Curve>(
    p: Affine<C>,
    failed: &[(Choice, DecodeError)],
) -> Result<Affine<C>, DecodeError> {
    match failed.iter().find(|(bad, _)| bool::from(*bad)) {
        Some(&(_, e)) => Err(e),
        None => Ok(p),
    }
}

/// [`read_compressed`] with the reason for a rejection, over a slice of any length.
pub(crate) fn decode_compressed<C: Curve>(bytes: &[u8]) -> Result<Affine<C>, DecodeError> {
    let n = C::Base::BYTES;
    if bytes.len() != n {
        return Err(DecodeError::Length {
            expected: n,
            got: bytes.len(),
        });
    }
    let c = flag(bytes[0], C_FLAG);
    let i = flag(bytes[0], I_FLAG);
    let s = flag(bytes[0], S_FLAG);
    let x = read_masked::<C::Base>(bytes);
    let x_ok = x.is_some();
    let x = x.unwrap_or(C::Base::ZERO);
    let y = x.square().mul(&x).add(&C::B).sqrt();
    let on_curve = y.is_some();
    let y = y.unwrap_or(C::Base::ONE);
    let y = C::Base::conditional_select(&y, &y.neg(), y.lexicographically_largest() ^ s);
    let p = Affine {
        x,
        y,
        infinity: Choice::from(0),
    };
    let p = Affine::conditional_select(&p, &Affine::identity(), i);
    first_failure(
        p,
        &[
            (!c, DecodeError::CompressionFlag),
            (i & s, DecodeError::SortFlag),
            (i & !coordinates_zero(bytes), DecodeError::InfinityNotZero),
            (!x_ok, DecodeError::XNotCanonical),
            // With I set, x is no point's coordinate: whether x³ + b is a square is moot.
            (!i & !on_curve, DecodeError::NotOnCurve),
            (!p.is_torsion_free(), DecodeError::NotInSubgroup),
        ],
    )
}

/// [`read_uncompressed`] with the reason for a rejection, over a slice of any length.
pub(crate) fn decode_uncompressed<C: Curve>(bytes: &[u8]) -> Result<Affine<C>, DecodeError> {
    let n = C::Base::BYTES;
    if bytes.len() != 2 * n {
        return Err(DecodeError::Length {
            expected: 2 * n,
            got: bytes.len(),
        });
    }
    let c = flag(bytes[0], C_FLAG);
    let i = flag(bytes[0], I_FLAG);
    let s = flag(bytes[0], S_FLAG);
    let x = read_masked::<C::Base>(&bytes[..n]);
    let y = C::Base::read_be(&bytes[n..]);
    let (x_ok, y_ok) = (x.is_some(), y.is_some());
    let p = Affine {
        x: x.unwrap_or(C::Base::ZERO),
        y: y.unwrap_or(C::Base::ZERO),
        infinity: Choice::from(0),
    };
    let p = Affine::conditional_select(&p, &Affine::identity(), i);
    first_failure(
        p,
        &[
            (c, DecodeError::CompressionFlag),
            (s, DecodeError::SortFlag),
            (i & !coordinates_zero(bytes), DecodeError::InfinityNotZero),
            (!x_ok, DecodeError::XNotCanonical),
            (!y_ok, DecodeError::YNotCanonical),
            (!p.is_on_curve(), DecodeError::NotOnCurve),
            (!p.is_torsion_free(), DecodeError::NotInSubgroup),
        ],
    )
}
