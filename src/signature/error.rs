//! The one error type of the signature layer: a small `Copy` enum, no strings allocated.

use core::fmt;

/// Why a signature operation refused its input or a verification failed.
///
/// Every operation of [`signature`](super) that can fail returns this; none panics on any
/// input. The variants say *what* was wrong so that callers can log it, but a verifier should
/// treat them all alike: the signature is not accepted.
///
/// ```
/// use bls381::signature::{min_pk::PublicKey, Error};
/// assert_eq!(PublicKey::from_bytes(&[0u8; 3]), Err(Error::BadEncoding));
/// // The compressed identity is a well-formed point but not a valid public key (KeyValidate).
/// let mut id = [0u8; 48];
/// id[0] = 0xc0;
/// assert_eq!(PublicKey::from_bytes(&id), Err(Error::IdentityPublicKey));
/// assert_eq!(Error::NotInSubgroup.to_string(), "point not in the prime-order subgroup");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// Bytes that encode no point: wrong length, bad flag bits, a coordinate ≥ p, or a
    /// non-zero identity encoding.
    BadEncoding,
    /// A well-formed encoding of coordinates that do not satisfy the curve equation.
    NotOnCurve,
    /// A point of the curve outside the prime-order subgroup.
    NotInSubgroup,
    /// The identity as a public key (draft-irtf-cfrg-bls-signature-05 §2.5 KeyValidate).
    IdentityPublicKey,
    /// A secret key that is not 32 bytes encoding an integer in [1, r − 1].
    InvalidSecretKey,
    /// Key generation from fewer than 32 bytes of input keying material (§2.3).
    IkmTooShort,
    /// The pairing equation does not hold: the signature is not valid for these keys and
    /// messages.
    VerificationFailed,
    /// An empty list where the scheme needs at least one element (aggregation, aggregate and
    /// batch verification).
    EmptyInput,
    /// Lists that must have the same length do not.
    LengthMismatch,
    /// Two equal messages given to the basic scheme's `aggregate_verify` (§3.1.1 forbids them:
    /// they would open the door to rogue-key forgeries).
    DuplicateMessage,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Error::BadEncoding => "bad point encoding",
            Error::NotOnCurve => "point not on the curve",
            Error::NotInSubgroup => "point not in the prime-order subgroup",
            Error::IdentityPublicKey => "public key is the identity",
            Error::InvalidSecretKey => "secret key not in [1, r - 1]",
            Error::IkmTooShort => "key generation needs at least 32 bytes of IKM",
            Error::VerificationFailed => "signature verification failed",
            Error::EmptyInput => "empty input",
            Error::LengthMismatch => "input lengths differ",
            Error::DuplicateMessage => "duplicate message in basic-scheme aggregate",
        })
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}
