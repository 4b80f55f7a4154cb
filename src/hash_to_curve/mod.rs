//! Hashing to the curve: RFC 9380 `hash_to_curve` / `encode_to_curve` for the suites
//! `BLS12381G1_XMD:SHA-256_SSWU_RO_` / `_NU_` and `BLS12381G2_XMD:SHA-256_SSWU_RO_` / `_NU_`
//! (RFC 9380 §8.8), with their building blocks public: [`expand_message_xmd`],
//! [`hash_to_field`] and the maps of field elements to the groups.
//!
//! Everything is constant time in the message and the field elements (protocols such as OPRFs
//! hash secrets); only the lengths of message and tag show in the running time.

mod expand_message;
mod hash_to_field;
mod map_g1;
mod sqrt_ratio;
mod sswu;

pub use expand_message::{expand_message_xmd, ExpandMsgError, MAX_OUTPUT_LEN};
pub use hash_to_field::{hash_to_field, FromOkm};

use crate::field::Fp;

/// An Fp constant from its big-endian hex (optionally `0x`-prefixed) as RFC 9380 prints it, so
/// the constants in this module read exactly like the specification. Evaluated at compile time.
pub(crate) const fn fp_hex(s: &str) -> Fp {
    Fp::from_raw(hex_limbs(s))
}

/// Up to 96 hex digits into little-endian limbs.
const fn hex_limbs(s: &str) -> [u64; 6] {
    let b = s.as_bytes();
    let start = if b.len() >= 2 && b[0] == b'0' && (b[1] == b'x' || b[1] == b'X') {
        2
    } else {
        0
    };
    assert!(b.len() - start <= 96, "more than 384 bits");
    let mut limbs = [0u64; 6];
    let mut i = b.len();
    let mut nibble = 0;
    while i > start {
        i -= 1;
        let d = match b[i] {
            c @ b'0'..=b'9' => c - b'0',
            c @ b'a'..=b'f' => c - b'a' + 10,
            c @ b'A'..=b'F' => c - b'A' + 10,
            _ => panic!("not a hex digit"),
        } as u64;
        limbs[nibble / 16] |= d << (4 * (nibble % 16));
        nibble += 1;
    }
    limbs
}
