//! KZG polynomial commitments for Ethereum, on [`bls381`]: EIP-4844 blob commitments and
//! proofs, and EIP-7594 (PeerDAS) cells with their FK20 multi-proofs, erasure-code recovery
//! and batch verification, with the API of c-kzg's Rust binding (`c_kzg::KzgSettings` and its
//! byte types) and the mainnet trusted setup built in.
//!
//! ```no_run
//! use bls381_kzg::{ethereum_kzg_settings, Blob};
//!
//! let settings = ethereum_kzg_settings(0); // the mainnet setup, no precomputed tables
//! let mut blob = Blob::default();
//! blob[31] = 42; // field element 0 = 42 (big-endian)
//! let commitment = settings.blob_to_kzg_commitment(&blob)?.to_bytes();
//! let proof = settings.compute_blob_kzg_proof(&blob, &commitment)?.to_bytes();
//! assert!(settings.verify_blob_kzg_proof(&blob, &commitment, &proof)?);
//!
//! let (cells, proofs) = settings.compute_cells_and_kzg_proofs(&blob)?;
//! let indices: Vec<u64> = (64..128).collect(); // half the cells are enough
//! let (all_cells, _) = settings.recover_cells_and_kzg_proofs(&indices, &cells[64..])?;
//! assert!(all_cells[..] == cells[..]);
//! let proofs: Vec<_> = proofs.iter().map(|p| p.to_bytes()).collect();
//! let all: Vec<u64> = (0..128).collect();
//! assert!(settings.verify_cell_kzg_proof_batch(&vec![commitment; 128], &all, &cells[..], &proofs)?);
//! # Ok::<(), bls381_kzg::Error>(())
//! ```
//!
//! # Where the work goes
//!
//! The math lives in bls381: the Fr FFTs and evaluation domains (`bls381::field::Domain`),
//! the same transforms on G1 points, variable-base MSM (`msm_vartime`), the fixed-base MSM
//! tables (`bls381::curve::FixedBaseMsm`), pairing checks with prepared G2 points. This crate
//! holds the protocols: the byte formats, the specifications' Fiat–Shamir challenges
//! ([`challenge`]), barycentric evaluation and quotients (EIP-4844), FK20 and recovery
//! (EIP-7594). Each operation validates all of its inputs and returns an [`Error`] naming the
//! bad one; nothing panics on any input.
//!
//! # Timing
//!
//! Blobs, cells, commitments and proofs are treated as **public**: as in c-kzg (whose MSMs
//! are blst's variable-time Pippenger and whose evaluation branches on the blob's values),
//! every operation's time depends on its inputs. That is right for Ethereum, where all of
//! them are published; an application that commits to secret data with this crate leaks
//! through timing what variable-time MSMs leak. Decoding field elements is constant time;
//! nothing else is.
//!
//! # Threads
//!
//! With the `parallel` feature the heavy steps run on the caller's rayon pool (the one
//! `ThreadPool::install` runs in, else the global pool): FK20's MSMs and group FFTs, the
//! per-blob work of batch verification, the MSMs, setup loading. Results do not depend on the
//! thread count.
#![cfg_attr(not(feature = "std"), no_std)]

extern crate alloc;

pub mod challenge;
mod eip4844;
mod eip7594;
mod error;
mod fk20;
mod par;
mod recovery;
mod setup;
mod types;

pub use error::{Error, PointError, SetupPart};
#[cfg(feature = "std")]
pub use setup::{ethereum_kzg_settings, ethereum_kzg_settings_arc};
pub use setup::{KzgSettings, NUM_G1_POINTS, NUM_G2_POINTS};
pub use types::{hex_to_bytes, Blob, Bytes32, Bytes48, Cell, KzgCommitment, KzgProof};

/// Bytes of a field element (big-endian).
pub const BYTES_PER_FIELD_ELEMENT: usize = 32;
/// Field elements of a blob.
pub const FIELD_ELEMENTS_PER_BLOB: usize = 4096;
/// Bytes of a blob.
pub const BYTES_PER_BLOB: usize = FIELD_ELEMENTS_PER_BLOB * BYTES_PER_FIELD_ELEMENT;
/// Field elements of a blob extended by the erasure code (rate 1/2).
pub const FIELD_ELEMENTS_PER_EXT_BLOB: usize = 2 * FIELD_ELEMENTS_PER_BLOB;
/// Field elements of a cell.
pub const FIELD_ELEMENTS_PER_CELL: usize = 64;
/// Bytes of a cell.
pub const BYTES_PER_CELL: usize = FIELD_ELEMENTS_PER_CELL * BYTES_PER_FIELD_ELEMENT;
/// Cells of a blob (the minimum needed to recover it).
pub const CELLS_PER_BLOB: usize = FIELD_ELEMENTS_PER_BLOB / FIELD_ELEMENTS_PER_CELL;
/// Cells of an extended blob.
pub const CELLS_PER_EXT_BLOB: usize = FIELD_ELEMENTS_PER_EXT_BLOB / FIELD_ELEMENTS_PER_CELL;
/// Bytes of a commitment.
pub const BYTES_PER_COMMITMENT: usize = 48;
/// Bytes of a proof.
pub const BYTES_PER_PROOF: usize = 48;

/// The 128 cells of an extended blob.
pub type CellsPerExtBlob = [Cell; CELLS_PER_EXT_BLOB];
/// The 128 proofs of an extended blob's cells.
pub type ProofsPerExtBlob = [KzgProof; CELLS_PER_EXT_BLOB];
