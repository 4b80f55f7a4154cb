//! blst's operations on `blst_scalar` (32 little-endian bytes, any value): range checks and
//! the `_n_check` arithmetic mod r, over bls381's `Scalar`.

use bls381::field::Fr;

use crate::field::fr_from_scalar_bytes;

/// Whether `0 < k < r` (blst's `blst_sk_check`), in constant time.
pub(crate) fn sk_check(k: &[u8; 32]) -> bool {
    let s = Fr::from_bytes(k);
    bool::from(s.is_some() & !s.unwrap_or(Fr::ZERO).is_zero())
}

/// Whether `k < r` (blst's `blst_scalar_fr_check`).
pub(crate) fn fr_check(k: &[u8; 32]) -> bool {
    bool::from(Fr::from_bytes(k).is_some())
}

/// `f(a mod r, b mod r)` as 32 little-endian bytes and whether it is non-zero (blst's
/// `blst_sk_*_n_check`, for inputs below r as blst expects them).
pub(crate) fn n_check(a: &[u8; 32], b: &[u8; 32], f: impl Fn(Fr, Fr) -> Fr) -> ([u8; 32], bool) {
    let r = f(fr_from_scalar_bytes(a), fr_from_scalar_bytes(b));
    (r.to_bytes(), !bool::from(r.is_zero()))
}

/// `1/k mod r` (zero for zero), as 32 little-endian bytes.
pub(crate) fn inverse(k: &[u8; 32]) -> [u8; 32] {
    crate::field::inverse(fr_from_scalar_bytes(k)).to_bytes()
}
