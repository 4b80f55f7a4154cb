//! The byte types of the API (as c-kzg's Rust binding has them): fixed-size wrappers that say
//! nothing about validity. Validation happens in the operations, which decode what they use.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::{Deref, DerefMut};

use crate::error::Error;
use crate::{BYTES_PER_BLOB, BYTES_PER_CELL, BYTES_PER_COMMITMENT, BYTES_PER_PROOF};

/// Decodes a hex string, with or without a `0x` prefix.
///
/// ```
/// assert_eq!(bls381_kzg::hex_to_bytes("0x01ff").unwrap(), [1, 255]);
/// assert!(bls381_kzg::hex_to_bytes("0x1").is_err());
/// ```
pub fn hex_to_bytes(hex: &str) -> Result<Vec<u8>, Error> {
    let s = hex.strip_prefix("0x").unwrap_or(hex).as_bytes();
    if !s.len().is_multiple_of(2) {
        return Err(Error::InvalidHex);
    }
    let digit = |c: u8| match c {
        b'0'..=b'9' => Ok(c - b'0'),
        b'a'..=b'f' => Ok(c - b'a' + 10),
        b'A'..=b'F' => Ok(c - b'A' + 10),
        _ => Err(Error::InvalidHex),
    };
    s.chunks_exact(2)
        .map(|p| Ok(digit(p[0])? << 4 | digit(p[1])?))
        .collect()
}

/// Lowercase hex without a prefix.
pub(crate) fn to_hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(2 * bytes.len());
    for b in bytes {
        s.push(DIGITS[(b >> 4) as usize] as char);
        s.push(DIGITS[(b & 15) as usize] as char);
    }
    s
}

fn array_from<const N: usize>(bytes: &[u8]) -> Result<[u8; N], Error> {
    bytes.try_into().map_err(|_| Error::InvalidBytesLength {
        expected: N,
        actual: bytes.len(),
    })
}

macro_rules! byte_type {
    ($(#[$doc:meta])* $name:ident, $len:expr, $($derive:ident),*) => {
        $(#[$doc])*
        #[repr(C)]
        #[derive(Clone, PartialEq, Eq, Hash $(, $derive)*)]
        pub struct $name {
            bytes: [u8; $len],
        }

        impl $name {
            /// Wraps the bytes.
            pub const fn new(bytes: [u8; $len]) -> Self {
                Self { bytes }
            }

            /// Copies the bytes; an error unless there are exactly as many as the type holds.
            pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error> {
                Ok(Self::new(array_from(bytes)?))
            }

            /// Decodes a hex string (`0x` prefix optional) of exactly the type's length.
            pub fn from_hex(hex: &str) -> Result<Self, Error> {
                Self::from_bytes(&hex_to_bytes(hex)?)
            }

            /// The bytes.
            pub fn into_inner(self) -> [u8; $len] {
                self.bytes
            }

            /// The bytes as lowercase hex, without a prefix.
            pub fn as_hex_string(&self) -> String {
                to_hex(&self.bytes)
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::new([0; $len])
            }
        }

        impl From<[u8; $len]> for $name {
            fn from(bytes: [u8; $len]) -> Self {
                Self::new(bytes)
            }
        }

        impl Deref for $name {
            type Target = [u8; $len];
            fn deref(&self) -> &[u8; $len] {
                &self.bytes
            }
        }

        impl DerefMut for $name {
            fn deref_mut(&mut self) -> &mut [u8; $len] {
                &mut self.bytes
            }
        }

        impl AsRef<[u8]> for $name {
            fn as_ref(&self) -> &[u8] {
                &self.bytes
            }
        }

        impl AsRef<[u8; $len]> for $name {
            fn as_ref(&self) -> &[u8; $len] {
                &self.bytes
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                if $len <= 48 {
                    write!(f, concat!(stringify!($name), "(0x{})"), to_hex(&self.bytes))
                } else {
                    write!(
                        f,
                        concat!(stringify!($name), "({} bytes, 0x{}…)"),
                        $len,
                        to_hex(&self.bytes[..16])
                    )
                }
            }
        }
    };
}

byte_type!(
    /// 32 bytes: a field element (z, y) in big-endian order.
    Bytes32, 32, Copy
);
byte_type!(
    /// 48 bytes: a compressed G1 point (a commitment or a proof), not yet validated.
    Bytes48, 48, Copy
);
byte_type!(
    /// A blob: 4096 field elements of 32 big-endian bytes, the evaluations of a polynomial of
    /// degree below 4096 at the 4096-th roots of unity in bit-reversed order (EIP-4844).
    Blob, BYTES_PER_BLOB,
);
byte_type!(
    /// A cell: 64 field elements of 32 big-endian bytes, the evaluations of a blob's polynomial
    /// on one of the 128 cosets of the extended domain (EIP-7594).
    Cell, BYTES_PER_CELL,
);
byte_type!(
    /// A KZG commitment: a compressed G1 point.
    KzgCommitment, BYTES_PER_COMMITMENT, Copy
);
byte_type!(
    /// A KZG proof: a compressed G1 point.
    KzgProof, BYTES_PER_PROOF, Copy
);

impl Cell {
    /// A copy of the bytes (c-kzg's `Cell::to_bytes`).
    pub fn to_bytes(&self) -> [u8; BYTES_PER_CELL] {
        self.bytes
    }
}

impl KzgCommitment {
    /// The bytes, to pass where a [`Bytes48`] is expected.
    pub fn to_bytes(&self) -> Bytes48 {
        Bytes48::new(self.bytes)
    }
}

impl KzgProof {
    /// The bytes, to pass where a [`Bytes48`] is expected.
    pub fn to_bytes(&self) -> Bytes48 {
        Bytes48::new(self.bytes)
    }
}
