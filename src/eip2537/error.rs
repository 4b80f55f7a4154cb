//! The one error type of the precompiles: which check the input failed.

use core::fmt;

/// Why an EIP-2537 precompile refused its input.
///
/// Every refusal is the same to the EVM (the call fails and consumes all the gas it was
/// given); the variants name the failed condition for logs and tests. When an input breaks
/// several rules, the error is the first failed check in the order revm-precompile checks
/// them: the lengths; then the padding of every field element of the two points (ADD) or of
/// all pairs (PAIRING_CHECK), or pair by pair (MSM); then, point by point, canonical field
/// elements, the curve equation and (MSM, PAIRING_CHECK) the subgroup.
///
/// ```
/// use bls381::eip2537::{g1_add, Error};
/// assert_eq!(g1_add(&[0u8; 255]), Err(Error::InvalidLength));
/// let mut input = [0u8; 256];
/// input[0] = 1; // a non-zero byte in the 16 bytes of padding above x
/// assert_eq!(g1_add(&input), Err(Error::InvalidPadding));
/// assert_eq!(Error::G1NotOnCurve.to_string(), "G1 point not on the curve");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// The input length is not the precompile's: 256 (G1ADD), 512 (G2ADD), 64
    /// (MAP_FP_TO_G1), 128 (MAP_FP2_TO_G2), or not a multiple of 160 (G1MSM), 288 (G2MSM),
    /// 384 (PAIRING_CHECK).
    InvalidLength,
    /// An empty input to G1MSM, G2MSM or PAIRING_CHECK (k = 0 pairs).
    EmptyInput,
    /// A field element whose 16 most significant bytes (of its 64) are not zero.
    InvalidPadding,
    /// A field element whose value is not below the modulus p.
    NonCanonicalFieldElement,
    /// A G1 point that is neither on y² = x³ + 4 nor the all-zero point at infinity.
    G1NotOnCurve,
    /// A G2 point that is neither on y² = x³ + 4(1 + u) nor the all-zero point at infinity.
    G2NotOnCurve,
    /// A G1 point of the curve outside the prime-order subgroup (MSM and pairing inputs).
    G1NotInSubgroup,
    /// A G2 point of the curve outside the prime-order subgroup (MSM and pairing inputs).
    G2NotInSubgroup,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Error::InvalidLength => "invalid input length",
            Error::EmptyInput => "empty input",
            Error::InvalidPadding => "field element with non-zero top 16 bytes",
            Error::NonCanonicalFieldElement => "field element not below the modulus",
            Error::G1NotOnCurve => "G1 point not on the curve",
            Error::G2NotOnCurve => "G2 point not on the curve",
            Error::G1NotInSubgroup => "G1 point not in the prime-order subgroup",
            Error::G2NotInSubgroup => "G2 point not in the prime-order subgroup",
        })
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}
