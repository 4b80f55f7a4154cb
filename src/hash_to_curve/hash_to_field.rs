//! `hash_to_field` (RFC 9380 §5.2) with `expand_message_xmd` / SHA-256, for Fp (the G1 suites),
//! Fp2 (the G2 suites) and the scalar field.

use super::expand_message::{ExpandMsgError, Expander};
use crate::field::{Fp, Fp2, Fr};

/// The largest L·m over the implemented fields (Fp2: m = 2, L = 64).
const MAX_ELEMENT_BYTES: usize = 128;

/// A field `hash_to_field` can target: one element is read from `BYTES = m·L` uniform bytes,
/// L = ceil((ceil(log2(p)) + k) / 8) per base-field coordinate (RFC 9380 §5.1, k = 128).
/// Implemented for [`Fp`], [`Fp2`] and the scalar field [`Fr`](crate::Scalar).
///
/// ```
/// use bls381::hash_to_curve::{expand_message_xmd, hash_to_field, FromOkm};
/// use bls381::Scalar;
///
/// // hash_to_field is expand_message_xmd followed by from_okm on each BYTES-long chunk.
/// let mut s = [Scalar::zero(); 2];
/// hash_to_field(b"msg", b"DST", &mut s).unwrap();
/// let mut okm = [0u8; 2 * <Scalar as FromOkm>::BYTES];
/// expand_message_xmd(b"msg", b"DST", &mut okm).unwrap();
/// assert_eq!(s[1], <Scalar as FromOkm>::from_okm(&okm[48..]));
/// ```
pub trait FromOkm: Sized {
    /// m·L: uniform bytes consumed per element.
    const BYTES: usize;
    /// The element of `okm`, each L-byte chunk read big-endian and reduced (RFC 9380 §5.2
    /// steps 6–8).
    ///
    /// # Panics
    ///
    /// If `okm.len()` is not `BYTES`.
    fn from_okm(okm: &[u8]) -> Self;
}

impl FromOkm for Fp {
    /// L = ceil((381 + 128) / 8) = 64 (RFC 9380 §8.8.1).
    const BYTES: usize = 64;
    fn from_okm(okm: &[u8]) -> Fp {
        let okm: &[u8; 64] = okm.try_into().expect("64 bytes");
        Fp::from_okm(okm)
    }
}

impl FromOkm for Fp2 {
    /// m = 2 coordinates of L = 64 bytes, c0 first (RFC 9380 §5.2 step 6, e_j for j = 0, 1).
    const BYTES: usize = 128;
    fn from_okm(okm: &[u8]) -> Fp2 {
        let (c0, c1) = okm.split_at(64);
        Fp2::new(<Fp as FromOkm>::from_okm(c0), <Fp as FromOkm>::from_okm(c1))
    }
}

impl FromOkm for Fr {
    /// L = ceil((255 + 128) / 8) = 48, as the BLS signature draft's KeyGen and `bls12_381` use.
    const BYTES: usize = 48;
    fn from_okm(okm: &[u8]) -> Fr {
        let okm: &[u8; 48] = okm.try_into().expect("48 bytes");
        Fr::from_okm(okm)
    }
}

/// Fills `out` with `hash_to_field(msg, out.len())` (RFC 9380 §5.2), using
/// `expand_message_xmd` with SHA-256 and the tag `dst`.
///
/// Fails only when `out.len() · F::BYTES` exceeds what `expand_message_xmd` can produce
/// (8160 bytes).
///
/// ```
/// use bls381::field::Fp;
/// use bls381::hash_to_curve::hash_to_field;
///
/// let mut u = [Fp::zero(); 2];
/// hash_to_field(b"abc", b"QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_", &mut u).unwrap();
/// // RFC 9380 Appendix J.9.1, msg = "abc": u[0] = 0x0d921c33…
/// assert_eq!(u[0].to_bytes()[..3], [0x0d, 0x92, 0x1c]);
/// ```
pub fn hash_to_field<F: FromOkm>(
    msg: &[u8],
    dst: &[u8],
    out: &mut [F],
) -> Result<(), ExpandMsgError> {
    debug_assert!(F::BYTES <= MAX_ELEMENT_BYTES);
    let len = out
        .len()
        .checked_mul(F::BYTES)
        .ok_or(ExpandMsgError::LengthOverflow)?;
    let mut expander = Expander::new(msg, dst, len)?;
    draw(&mut expander, out);
    Ok(())
}

/// [`hash_to_field`] for the fixed counts of the suites (1 or 2 elements: never over the limit).
pub(crate) fn hash_to_field_fixed<F: FromOkm + Copy, const N: usize>(
    msg: &[u8],
    dst: &[u8],
    zero: F,
) -> [F; N] {
    let mut out = [zero; N];
    let mut expander = Expander::new_unchecked(msg, dst, N * F::BYTES);
    draw(&mut expander, &mut out);
    out
}

/// [`hash_to_field_fixed`] for a message given as consecutive parts, hashed as their
/// concatenation (the BLS message-augmentation scheme hashes PK ‖ msg without a buffer).
pub(crate) fn hash_to_field_parts<F: FromOkm + Copy, const N: usize>(
    msg: &[&[u8]],
    dst: &[u8],
    zero: F,
) -> [F; N] {
    let mut out = [zero; N];
    let mut expander = Expander::new_parts_unchecked(msg, dst, N * F::BYTES);
    draw(&mut expander, &mut out);
    out
}

fn draw<F: FromOkm>(expander: &mut Expander<'_>, out: &mut [F]) {
    let mut buf = [0u8; MAX_ELEMENT_BYTES];
    let buf = &mut buf[..F::BYTES];
    for e in out.iter_mut() {
        expander.fill(buf);
        *e = F::from_okm(buf);
    }
}
