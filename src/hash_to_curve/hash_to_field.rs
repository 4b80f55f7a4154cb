//! `hash_to_field` (RFC 9380 §5.2) with `expand_message_xmd` / SHA-256, for Fp (the G1 suites),
//! Fp2 (the G2 suites) and the scalar field.

use super::expand_message::{ExpandMsgError, Expander};
use crate::field::Field;

/// The largest m·L over the fields (Fp2: m = 2, L = 64).
const MAX_ELEMENT_BYTES: usize = 128;

/// Fills `out` with `hash_to_field(msg, out.len())` (RFC 9380 §5.2), using
/// `expand_message_xmd` with SHA-256 and the tag `dst`.
///
/// Fails only when `out.len() · F::OKM_BYTES` exceeds what `expand_message_xmd` can produce
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
pub fn hash_to_field<F: Field>(
    msg: &[u8],
    dst: &[u8],
    out: &mut [F],
) -> Result<(), ExpandMsgError> {
    debug_assert!(F::OKM_BYTES <= MAX_ELEMENT_BYTES);
    let len = out
        .len()
        .checked_mul(F::OKM_BYTES)
        .ok_or(ExpandMsgError::LengthOverflow)?;
    let mut expander = Expander::new(msg, dst, len)?;
    draw(&mut expander, out);
    Ok(())
}

/// [`hash_to_field`] for the fixed counts of the suites (1 or 2 elements: never over the limit).
pub(crate) fn hash_to_field_fixed<F: Field, const N: usize>(msg: &[u8], dst: &[u8]) -> [F; N] {
    hash_to_field_parts(&[msg], dst)
}

/// [`hash_to_field_fixed`] for a message given as consecutive parts, hashed as their
/// concatenation (the BLS message-augmentation scheme hashes PK ‖ msg without a buffer).
pub(crate) fn hash_to_field_parts<F: Field, const N: usize>(msg: &[&[u8]], dst: &[u8]) -> [F; N] {
    let mut out = [F::ZERO; N];
    let mut expander = Expander::new_parts_unchecked(msg, dst, N * F::OKM_BYTES);
    draw(&mut expander, &mut out);
    out
}

fn draw<F: Field>(expander: &mut Expander<'_>, out: &mut [F]) {
    let mut buf = [0u8; MAX_ELEMENT_BYTES];
    let buf = &mut buf[..F::OKM_BYTES];
    for e in out.iter_mut() {
        expander.fill(buf);
        *e = F::from_okm(buf);
    }
}
