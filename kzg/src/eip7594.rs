//! EIP-7594 (PeerDAS): the blob's polynomial evaluated on the 8192-th roots of unity (rate
//! 1/2), cut into 128 cells of 64 values (cell k holds the coset h_k·H₆₄, h_k = ω₈₁₉₂^brp(k),
//! in bit-reversed order), a proof per cell, recovery from any 64 cells, and batch
//! verification of cells from many blobs.
//!
//! The first 64 cells are the blob itself (the even powers of ω₈₁₉₂ are the blob's domain, in
//! the same order), so extending a blob takes one transform of size 4096 on the coset ω₈₁₉₂·H.

use alloc::boxed::Box;
use alloc::vec;
use alloc::vec::Vec;

use bls381::field::bit_reverse;
use bls381::{G1Affine, G1Projective, Scalar};

use crate::challenge::compute_verify_cell_kzg_proof_batch_challenge;
use crate::eip4844::{blob_to_polynomial, decode_commitment, decode_proof};
use crate::error::Error;
use crate::setup::KzgSettings;
use crate::types::{Blob, Bytes48, Cell, KzgProof};
use crate::{
    CellsPerExtBlob, ProofsPerExtBlob, BYTES_PER_BLOB, BYTES_PER_CELL, BYTES_PER_FIELD_ELEMENT,
    CELLS_PER_BLOB, CELLS_PER_EXT_BLOB, FIELD_ELEMENTS_PER_BLOB, FIELD_ELEMENTS_PER_CELL,
    FIELD_ELEMENTS_PER_EXT_BLOB,
};

const CELL_BITS: u32 = CELLS_PER_EXT_BLOB.trailing_zeros();

fn cells_box() -> Box<CellsPerExtBlob> {
    vec![Cell::default(); CELLS_PER_EXT_BLOB]
        .into_boxed_slice()
        .try_into()
        .expect("128 cells")
}

fn proofs_box(proofs: &[G1Projective]) -> Box<ProofsPerExtBlob> {
    let mut aff = vec![G1Affine::identity(); proofs.len()];
    G1Projective::batch_normalize(proofs, &mut aff);
    aff.iter()
        .map(|p| KzgProof::new(p.to_compressed()))
        .collect::<Vec<_>>()
        .into_boxed_slice()
        .try_into()
        .expect("128 proofs")
}

/// Writes field elements into consecutive cells starting at cell `first`.
fn write_cells(cells: &mut CellsPerExtBlob, first: usize, values: &[Scalar]) {
    for (k, chunk) in values.chunks(FIELD_ELEMENTS_PER_CELL).enumerate() {
        let cell = &mut cells[first + k];
        for (e, v) in chunk.iter().enumerate() {
            cell[e * BYTES_PER_FIELD_ELEMENT..(e + 1) * BYTES_PER_FIELD_ELEMENT]
                .copy_from_slice(&v.to_bytes_be());
        }
    }
}

/// The field elements of `cell` (position `index`, for the error).
fn cell_to_scalars(cell: &Cell, index: usize, out: &mut [Scalar]) -> Result<(), Error> {
    for (e, (b, o)) in cell
        .chunks_exact(BYTES_PER_FIELD_ELEMENT)
        .zip(out.iter_mut())
        .enumerate()
    {
        let b: &[u8; 32] = b.try_into().expect("32 bytes");
        *o = Option::from(Scalar::from_bytes_be(b)).ok_or(Error::InvalidCell {
            cell: index,
            element: e,
        })?;
    }
    Ok(())
}

impl KzgSettings {
    /// The values on the coset ω₈₁₉₂·H₄₀₉₆ (cells 64 to 127, in order) of the polynomial with
    /// coefficients `coeffs` (4096).
    fn coset_half(&self, coeffs: &[Scalar]) -> Vec<Scalar> {
        let mut c: Vec<Scalar> = coeffs
            .iter()
            .enumerate()
            .map(|(j, a)| *a * self.ext_domain.root(j))
            .collect();
        self.blob_domain.fft_bit_reversed(&mut c);
        c
    }

    /// The blob's polynomial: its values and its coefficients.
    fn blob_coefficients(&self, blob: &Blob) -> Result<(Vec<Scalar>, Vec<Scalar>), Error> {
        let values = blob_to_polynomial(blob, 0)?;
        let mut coeffs = values.clone();
        self.blob_domain.ifft_from_bit_reversed(&mut coeffs);
        Ok((values, coeffs))
    }

    fn cells_of(&self, blob: &Blob, coeffs: &[Scalar]) -> Box<CellsPerExtBlob> {
        let mut cells = cells_box();
        // The first half is the blob.
        for (cell, bytes) in cells[..CELLS_PER_BLOB]
            .iter_mut()
            .zip(blob.chunks_exact(BYTES_PER_CELL))
        {
            cell.copy_from_slice(bytes);
        }
        debug_assert_eq!(CELLS_PER_BLOB * BYTES_PER_CELL, BYTES_PER_BLOB);
        write_cells(&mut cells, CELLS_PER_BLOB, &self.coset_half(coeffs));
        cells
    }

    /// The 128 cells of the extended blob (`compute_cells`).
    ///
    /// Errors: [`Error::InvalidBlob`].
    pub fn compute_cells(&self, blob: &Blob) -> Result<Box<CellsPerExtBlob>, Error> {
        let (_, coeffs) = self.blob_coefficients(blob)?;
        Ok(self.cells_of(blob, &coeffs))
    }

    /// The 128 cells and their proofs (`compute_cells_and_kzg_proofs`), the proofs by FK20.
    ///
    /// Errors: [`Error::InvalidBlob`].
    pub fn compute_cells_and_kzg_proofs(
        &self,
        blob: &Blob,
    ) -> Result<(Box<CellsPerExtBlob>, Box<ProofsPerExtBlob>), Error> {
        let (_, coeffs) = self.blob_coefficients(blob)?;
        let proofs = self.fk20.proofs(&coeffs);
        Ok((self.cells_of(blob, &coeffs), proofs_box(&proofs)))
    }

    /// All 128 cells and proofs from at least 64 of the cells (`recover_cells_and_kzg_proofs`).
    /// `cell_indices` must be strictly ascending, each below 128, one per cell. As c-kzg, the
    /// cells returned are the evaluations of the interpolating polynomial (the given cells
    /// unchanged) and the proofs are FK20's for its first 4096 coefficients.
    ///
    /// Errors: [`Error::LengthMismatch`], [`Error::WrongNumberOfCells`],
    /// [`Error::CellIndexOutOfRange`], [`Error::DuplicateCellIndex`],
    /// [`Error::CellIndicesNotAscending`], [`Error::InvalidCell`].
    pub fn recover_cells_and_kzg_proofs(
        &self,
        cell_indices: &[u64],
        cells: &[Cell],
    ) -> Result<(Box<CellsPerExtBlob>, Box<ProofsPerExtBlob>), Error> {
        if cells.len() != cell_indices.len() {
            return Err(Error::LengthMismatch {
                what: "cells",
                expected: cell_indices.len(),
                actual: cells.len(),
            });
        }
        let n = cells.len();
        if !(CELLS_PER_BLOB..=CELLS_PER_EXT_BLOB).contains(&n) {
            return Err(Error::WrongNumberOfCells { actual: n });
        }
        for (position, &index) in cell_indices.iter().enumerate() {
            if index >= CELLS_PER_EXT_BLOB as u64 {
                return Err(Error::CellIndexOutOfRange { position, index });
            }
            if position > 0 {
                let prev = cell_indices[position - 1];
                if index == prev {
                    return Err(Error::DuplicateCellIndex { index });
                }
                if index < prev {
                    return Err(Error::CellIndicesNotAscending { position });
                }
            }
        }
        let mut values = vec![Scalar::ZERO; CELLS_PER_EXT_BLOB * FIELD_ELEMENTS_PER_CELL];
        let mut present = [false; CELLS_PER_EXT_BLOB];
        for (position, (&index, cell)) in cell_indices.iter().zip(cells).enumerate() {
            let k = index as usize;
            present[k] = true;
            let out = &mut values[k * FIELD_ELEMENTS_PER_CELL..(k + 1) * FIELD_ELEMENTS_PER_CELL];
            cell_to_scalars(cell, position, out)?;
        }
        let coeffs = self.recover_coefficients(&values, &present);
        let mut out = cells_box();
        if n == CELLS_PER_EXT_BLOB {
            out.clone_from_slice(cells);
        } else {
            let mut all = coeffs.clone();
            self.ext_domain.fft_bit_reversed(&mut all);
            write_cells(&mut out, 0, &all);
        }
        let proofs = self.fk20.proofs(&coeffs[..FIELD_ELEMENTS_PER_BLOB]);
        Ok((out, proofs_box(&proofs)))
    }

    /// Whether every cell is proved by its proof against its commitment
    /// (`verify_cell_kzg_proof_batch`): cells of any blobs, in any order, repeats allowed,
    /// checked together with one pairing check (the specifications' universal verification
    /// equation). True for an empty batch.
    ///
    /// Errors: [`Error::LengthMismatch`], [`Error::CellIndexOutOfRange`],
    /// [`Error::InvalidCell`], [`Error::InvalidProof`], [`Error::InvalidCommitment`].
    pub fn verify_cell_kzg_proof_batch(
        &self,
        commitments_bytes: &[Bytes48],
        cell_indices: &[u64],
        cells: &[Cell],
        proofs_bytes: &[Bytes48],
    ) -> Result<bool, Error> {
        let n = cells.len();
        for (what, len) in [
            ("commitments", commitments_bytes.len()),
            ("cell indices", cell_indices.len()),
            ("proofs", proofs_bytes.len()),
        ] {
            if len != n {
                return Err(Error::LengthMismatch {
                    what,
                    expected: n,
                    actual: len,
                });
            }
        }
        if n == 0 {
            return Ok(true);
        }
        for (position, &index) in cell_indices.iter().enumerate() {
            if index >= CELLS_PER_EXT_BLOB as u64 {
                return Err(Error::CellIndexOutOfRange { position, index });
            }
        }
        let mut values = vec![Scalar::ZERO; n * FIELD_ELEMENTS_PER_CELL];
        for (i, cell) in cells.iter().enumerate() {
            cell_to_scalars(
                cell,
                i,
                &mut values[i * FIELD_ELEMENTS_PER_CELL..(i + 1) * FIELD_ELEMENTS_PER_CELL],
            )?;
        }
        let proofs: Vec<G1Affine> = proofs_bytes
            .iter()
            .enumerate()
            .map(|(i, p)| decode_proof(p, i))
            .collect::<Result<_, _>>()?;
        // The distinct commitments, by bytes, and each cell's index among them.
        let mut unique: Vec<Bytes48> = Vec::new();
        let mut first_at: Vec<usize> = Vec::new();
        let mut row: Vec<u64> = Vec::with_capacity(n);
        for (i, c) in commitments_bytes.iter().enumerate() {
            let j = match unique.iter().position(|u| u == c) {
                Some(j) => j,
                None => {
                    unique.push(*c);
                    first_at.push(i);
                    unique.len() - 1
                }
            };
            row.push(j as u64);
        }
        let commitments: Vec<G1Affine> = unique
            .iter()
            .zip(&first_at)
            .map(|(c, &i)| decode_commitment(c, i))
            .collect::<Result<_, _>>()?;

        let r = compute_verify_cell_kzg_proof_batch_challenge(
            &unique,
            &row,
            cell_indices,
            cells,
            proofs_bytes,
        );
        let mut r_pow = Vec::with_capacity(n);
        let mut x = Scalar::ONE;
        for _ in 0..n {
            r_pow.push(x);
            x *= r;
        }

        // Σ_k r^k·(C_k − [I_k(s)] + h_k^64·π_k) against Σ_k r^k·π_k, where I_k interpolates
        // cell k on its coset: the interpolations aggregate by column before the transforms.
        let mut columns = vec![Scalar::ZERO; CELLS_PER_EXT_BLOB * FIELD_ELEMENTS_PER_CELL];
        let mut used = [false; CELLS_PER_EXT_BLOB];
        for (k, (&index, rk)) in cell_indices.iter().zip(&r_pow).enumerate() {
            let col = index as usize;
            used[col] = true;
            let dst =
                &mut columns[col * FIELD_ELEMENTS_PER_CELL..(col + 1) * FIELD_ELEMENTS_PER_CELL];
            let src = &values[k * FIELD_ELEMENTS_PER_CELL..(k + 1) * FIELD_ELEMENTS_PER_CELL];
            for (d, v) in dst.iter_mut().zip(src) {
                *d += *v * rk;
            }
        }
        let ext = &self.ext_domain;
        let mut interpolation = vec![Scalar::ZERO; FIELD_ELEMENTS_PER_CELL];
        for col in (0..CELLS_PER_EXT_BLOB).filter(|&c| used[c]) {
            let v =
                &mut columns[col * FIELD_ELEMENTS_PER_CELL..(col + 1) * FIELD_ELEMENTS_PER_CELL];
            // I(h·x) takes the values at the 64-th roots, given in bit-reversed order.
            self.cell_domain.ifft_from_bit_reversed(v);
            // I's coefficients: divide the i-th by h^i, h = ω₈₁₉₂^brp(col).
            let h_exp = bit_reverse(col, CELL_BITS);
            for (i, (a, c)) in interpolation.iter_mut().zip(v.iter()).enumerate() {
                *a += *c * ext.root((FIELD_ELEMENTS_PER_EXT_BLOB - h_exp) * i);
            }
        }
        let mut weights = vec![Scalar::ZERO; commitments.len()];
        for (j, rk) in row.iter().zip(&r_pow) {
            weights[*j as usize] += rk;
        }
        let mut points = commitments;
        let mut scalars = weights;
        points.extend_from_slice(&self.g1_monomial[..FIELD_ELEMENTS_PER_CELL]);
        scalars.extend(interpolation.iter().map(|a| -*a));
        points.extend_from_slice(&proofs);
        scalars.extend(cell_indices.iter().zip(&r_pow).map(|(&index, rk)| {
            // h_k^64 = ω₁₂₈^brp(k) = ω₈₁₉₂^(64·brp(k)).
            *rk * ext.root(FIELD_ELEMENTS_PER_CELL * bit_reverse(index as usize, CELL_BITS))
        }));
        let lhs = G1Projective::msm_vartime(&points, &scalars);
        let proof_sum = G1Projective::msm_vartime(&proofs, &r_pow);
        Ok(self.check_pairs(&G1Affine::from(lhs), &G1Affine::from(-proof_sum), true))
    }
}
