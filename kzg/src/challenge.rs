//! The Fiat–Shamir challenges of the specifications: SHA-256 over a domain separator and the
//! public data, read as a big-endian integer and reduced mod r (`hash_to_bls_field`).
//!
//! - [`compute_challenge`]: EIP-4844's evaluation point z of a blob and its commitment
//!   (`FSBLOBVERIFY_V1_`);
//! - [`compute_verify_cell_kzg_proof_batch_challenge`]: EIP-7594's random linear combination
//!   of a batch of cells (`RCKZGCBATCH__V1_`);
//! - the batch of blob proofs' combination (`RCKZGBATCH___V1_`, internal).
//!
//! Commitments and proofs enter as the bytes given: a compressed encoding that decodes is the
//! only encoding of its point, so these are the bytes the specifications re-encode.

use bls381::Scalar;
use sha2::{Digest, Sha256};

use crate::types::{Blob, Bytes48, Cell};
use crate::{FIELD_ELEMENTS_PER_BLOB, FIELD_ELEMENTS_PER_CELL};

const FIAT_SHAMIR_PROTOCOL_DOMAIN: &[u8; 16] = b"FSBLOBVERIFY_V1_";
const RANDOM_CHALLENGE_DOMAIN_BLOB_BATCH: &[u8; 16] = b"RCKZGBATCH___V1_";
const RANDOM_CHALLENGE_DOMAIN_CELL_BATCH: &[u8; 16] = b"RCKZGCBATCH__V1_";

/// 32 bytes, big-endian, reduced mod r (the specifications' `hash_to_bls_field` after the
/// hash).
pub(crate) fn hash_to_bls_field(digest: &[u8]) -> Scalar {
    let limbs: [u64; 4] = core::array::from_fn(|i| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&digest[32 - 8 * (i + 1)..32 - 8 * i]);
        u64::from_be_bytes(b)
    });
    Scalar::from_raw(limbs)
}

/// EIP-4844's `compute_challenge`: the evaluation point z for `blob` and its commitment, the
/// hash of `FSBLOBVERIFY_V1_`, the degree bound 4096 as 16 big-endian bytes, the blob and the
/// commitment.
///
/// The commitment is hashed as given; the operations that call this have decoded it first.
pub fn compute_challenge(blob: &Blob, commitment: &Bytes48) -> Scalar {
    let mut h = Sha256::new();
    h.update(FIAT_SHAMIR_PROTOCOL_DOMAIN);
    h.update(0u64.to_be_bytes());
    h.update((FIELD_ELEMENTS_PER_BLOB as u64).to_be_bytes());
    h.update(blob.as_ref() as &[u8]);
    h.update(commitment.as_ref() as &[u8]);
    hash_to_bls_field(&h.finalize())
}

/// The random linear combination r of a batch of blob proofs (the specifications'
/// `verify_kzg_proof_batch`): the hash of `RCKZGBATCH___V1_`, 4096 and n as 8 big-endian bytes
/// each, then (commitment, z, y, proof) for each blob.
pub(crate) fn blob_batch_challenge(
    commitments: &[Bytes48],
    zs: &[Scalar],
    ys: &[Scalar],
    proofs: &[Bytes48],
) -> Scalar {
    let mut h = Sha256::new();
    h.update(RANDOM_CHALLENGE_DOMAIN_BLOB_BATCH);
    h.update((FIELD_ELEMENTS_PER_BLOB as u64).to_be_bytes());
    h.update((commitments.len() as u64).to_be_bytes());
    for (((c, z), y), p) in commitments.iter().zip(zs).zip(ys).zip(proofs) {
        h.update(c.as_ref() as &[u8]);
        h.update(z.to_bytes_be());
        h.update(y.to_bytes_be());
        h.update(p.as_ref() as &[u8]);
    }
    hash_to_bls_field(&h.finalize())
}

/// EIP-7594's `compute_verify_cell_kzg_proof_batch_challenge`: the hash of
/// `RCKZGCBATCH__V1_`, 4096, 64, the numbers of commitments and of cells (8 big-endian bytes
/// each), the distinct commitments, then for each cell the index of its commitment among them,
/// its cell index, the cell and its proof.
///
/// The slices `commitment_indices`, `cell_indices`, `cells` and `proofs` are read in step
/// (as `zip`: the shortest decides, as the callers check their lengths first).
pub fn compute_verify_cell_kzg_proof_batch_challenge(
    commitments: &[Bytes48],
    commitment_indices: &[u64],
    cell_indices: &[u64],
    cells: &[Cell],
    proofs: &[Bytes48],
) -> Scalar {
    let n = commitment_indices
        .len()
        .min(cell_indices.len())
        .min(cells.len())
        .min(proofs.len());
    let mut h = Sha256::new();
    h.update(RANDOM_CHALLENGE_DOMAIN_CELL_BATCH);
    h.update((FIELD_ELEMENTS_PER_BLOB as u64).to_be_bytes());
    h.update((FIELD_ELEMENTS_PER_CELL as u64).to_be_bytes());
    h.update((commitments.len() as u64).to_be_bytes());
    h.update((n as u64).to_be_bytes());
    for c in commitments {
        h.update(c.as_ref() as &[u8]);
    }
    for i in 0..n {
        h.update(commitment_indices[i].to_be_bytes());
        h.update(cell_indices[i].to_be_bytes());
        h.update(cells[i].as_ref() as &[u8]);
        h.update(proofs[i].as_ref() as &[u8]);
    }
    hash_to_bls_field(&h.finalize())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_to_field_reduces_big_endian() {
        let mut d = [0u8; 32];
        d[31] = 5;
        assert_eq!(hash_to_bls_field(&d), Scalar::from(5u64));
        // 2^256 − 1 mod r, against the field's own arithmetic: (2^128)² − 1.
        let two128 = Scalar::from(1u64 << 32).square().square();
        assert_eq!(
            hash_to_bls_field(&[0xff; 32]),
            two128.square() - Scalar::ONE
        );
    }
}
