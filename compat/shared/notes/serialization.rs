//! # BLS12-381 serialization
//!
//! The "zcash" encoding, shared with blst, the IETF drafts and Ethereum:
//!
//! * An $\mathbb{F}_p$ element is 48 bytes, big-endian, and must be below p to decode.
//! * An $\mathbb{F}_{p^2}$ element `c0 + c1·u` is `c1` followed by `c0` (96 bytes).
//! * A `Scalar` is 32 bytes, **little-endian** (unlike the base field), below q to decode.
//! * A $\mathbb{G}_1$ point is 48 bytes compressed (x) or 96 uncompressed (x then y); a
//!   $\mathbb{G}_2$ point 96 compressed or 192 uncompressed.
//!
//! The three most significant bits of the first byte of a point encoding are flags, cleared
//! before the coordinates are read:
//!
//! * bit 7 (`0x80`): set exactly when the encoding is compressed;
//! * bit 6 (`0x40`): the point at infinity; every other bit of the encoding must then be zero;
//! * bit 5 (`0x20`): only in compressed encodings of points other than infinity, set exactly
//!   when y is the lexicographically larger of y and −y (for $\mathbb{F}_{p^2}$: compare `c1`,
//!   and `c0` when the `c1` are equal).
//!
//! `from_compressed` and `from_uncompressed` reject anything else and check that the point is
//! on the curve and in the prime-order subgroup; the `_unchecked` variants skip the subgroup
//! check (and, for uncompressed input, the curve equation).
