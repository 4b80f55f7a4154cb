//! The one error type: a variant for every way an input can be invalid, with the position of
//! the offending element. No operation panics on bad input; each returns one of these.

use core::fmt;

/// Why a 48-byte G1 encoding (a commitment or a proof) was rejected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PointError {
    /// Not a valid compressed encoding of a curve point: flag bits, a coordinate ≥ p, an x
    /// with no point on the curve, or a non-zero identity encoding.
    Encoding,
    /// A point of the curve outside the prime-order subgroup G1.
    NotInSubgroup,
}

/// Which input of the trusted setup a [`Error::InvalidTrustedSetup`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetupPart {
    /// The G1 points in Lagrange form.
    G1Lagrange,
    /// The G1 points in monomial form.
    G1Monomial,
    /// The G2 points in monomial form.
    G2Monomial,
}

/// Everything that can go wrong in this crate.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// A byte string had the wrong length for its type.
    InvalidBytesLength {
        /// The length the type has.
        expected: usize,
        /// The length given.
        actual: usize,
    },
    /// A hex string was not (optionally `0x`-prefixed) hexadecimal with an even number of
    /// digits.
    InvalidHex,
    /// A field element of a blob is not canonical (its 32 big-endian bytes are ≥ r).
    InvalidBlob {
        /// Which blob (0 for the single-blob calls).
        blob: usize,
        /// Which of its 4096 field elements.
        element: usize,
    },
    /// A field element of a cell is not canonical.
    InvalidCell {
        /// The cell's position in the input.
        cell: usize,
        /// Which of its 64 field elements.
        element: usize,
    },
    /// The evaluation point z is not canonical.
    InvalidZ,
    /// The claimed evaluation y is not canonical.
    InvalidY,
    /// A commitment does not decode to a point of G1.
    InvalidCommitment {
        /// Its position in the input.
        index: usize,
        /// Why.
        reason: PointError,
    },
    /// A proof does not decode to a point of G1.
    InvalidProof {
        /// Its position in the input.
        index: usize,
        /// Why.
        reason: PointError,
    },
    /// Input slices that must have the same length do not.
    LengthMismatch {
        /// What was being compared, e.g. `"commitments"` against the blobs.
        what: &'static str,
        /// The length it must have.
        expected: usize,
        /// Its length.
        actual: usize,
    },
    /// A cell index is not below 128.
    CellIndexOutOfRange {
        /// Its position in the input.
        position: usize,
        /// The index.
        index: u64,
    },
    /// A cell index appears twice (recovery needs distinct cells).
    DuplicateCellIndex {
        /// The index.
        index: u64,
    },
    /// Cell indices given for recovery are not in ascending order.
    CellIndicesNotAscending {
        /// The position of the first index smaller than its predecessor.
        position: usize,
    },
    /// Fewer than 64 cells were given for recovery, or more than 128.
    WrongNumberOfCells {
        /// The number given.
        actual: usize,
    },
    /// The trusted setup is malformed or inconsistent.
    InvalidTrustedSetup {
        /// The list concerned, if the problem is one of its points.
        part: Option<SetupPart>,
        /// The point's index in that list, if any.
        index: Option<usize>,
        /// What is wrong.
        reason: &'static str,
    },
    /// The precomputation setting is out of range (0 to 15, as c-kzg's).
    InvalidPrecompute(u64),
    /// The trusted setup file could not be read.
    #[cfg(feature = "std")]
    Io(std::io::ErrorKind),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::InvalidBytesLength { expected, actual } => {
                write!(f, "invalid byte length: expected {expected}, got {actual}")
            }
            Error::InvalidHex => f.write_str("invalid hex string"),
            Error::InvalidBlob { blob, element } => write!(
                f,
                "blob {blob}: field element {element} is not canonical (>= r)"
            ),
            Error::InvalidCell { cell, element } => write!(
                f,
                "cell {cell}: field element {element} is not canonical (>= r)"
            ),
            Error::InvalidZ => f.write_str("z is not a canonical field element"),
            Error::InvalidY => f.write_str("y is not a canonical field element"),
            Error::InvalidCommitment { index, reason } => {
                write!(f, "commitment {index}: {reason}")
            }
            Error::InvalidProof { index, reason } => write!(f, "proof {index}: {reason}"),
            Error::LengthMismatch {
                what,
                expected,
                actual,
            } => write!(f, "expected {expected} {what}, got {actual}"),
            Error::CellIndexOutOfRange { position, index } => write!(
                f,
                "cell index {index} at position {position} is not below 128"
            ),
            Error::DuplicateCellIndex { index } => write!(f, "cell index {index} is repeated"),
            Error::CellIndicesNotAscending { position } => write!(
                f,
                "cell indices are not in ascending order at position {position}"
            ),
            Error::WrongNumberOfCells { actual } => {
                write!(f, "recovery needs 64 to 128 distinct cells, got {actual}")
            }
            Error::InvalidTrustedSetup {
                part,
                index,
                reason,
            } => {
                f.write_str("invalid trusted setup")?;
                if let Some(p) = part {
                    write!(f, " ({p:?}")?;
                    if let Some(i) = index {
                        write!(f, " point {i}")?;
                    }
                    f.write_str(")")?;
                }
                write!(f, ": {reason}")
            }
            Error::InvalidPrecompute(p) => {
                write!(f, "precompute must be between 0 and 15, got {p}")
            }
            #[cfg(feature = "std")]
            Error::Io(kind) => write!(f, "reading the trusted setup: {kind}"),
        }
    }
}

impl fmt::Display for PointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PointError::Encoding => "not a valid compressed G1 point",
            PointError::NotInSubgroup => "point not in the G1 subgroup",
        })
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}
