//! Erasure-code recovery of an extended blob from half its cells or more (the
//! specifications' `recover_polynomialcoeff`, after Dankrad Feist's method: multiply by the
//! vanishing polynomial of the missing points, divide on a coset).
//!
//! With E the received values (0 where missing) and Z the polynomial vanishing on the missing
//! cells' points, E·Z and P·Z agree on the whole domain, so P = IFFT(E·Z)/Z, the division done
//! on a coset gH where Z has no root. The missing points are whole cosets h_kH₆₄ and
//! (h_k x)^64 = h_k^64 x^64, so Z(x) = Z₁₂₈(x^64) with Z₁₂₈ of degree ≤ 64 over the 128-th
//! roots: on the domain and on the coset Z takes only 128 values each, computed by transforms
//! of size 128, and the division needs 128 inversions (one batch), not 8192.

use alloc::vec::Vec;

use bls381::field::{bit_reverse, vanishing_polynomial, Domain};
use bls381::Scalar;

use crate::setup::KzgSettings;
use crate::{CELLS_PER_EXT_BLOB, FIELD_ELEMENTS_PER_CELL, FIELD_ELEMENTS_PER_EXT_BLOB};

/// The coset shift: 7, the specifications' primitive root (not a root of unity of order
/// dividing 2^13, so Z has no root on the coset).
const COSET_SHIFT: u64 = 7;

impl KzgSettings {
    /// The coefficients (8192, low degree first) of the polynomial of degree < 8192 that takes
    /// the received values: `values` holds the extended blob in cell order with zeros at the
    /// missing cells, `present[k]` whether cell k was received (at least 64 are).
    pub(crate) fn recover_coefficients(&self, values: &[Scalar], present: &[bool]) -> Vec<Scalar> {
        let ext = &self.ext_domain;
        let small = Domain::new(CELLS_PER_EXT_BLOB).expect("power of two");
        let bits = CELLS_PER_EXT_BLOB.trailing_zeros();
        // Z₁₂₈(x) = Π over missing k of (x − ω₁₂₈^brp(k)), padded to 128 coefficients.
        let missing: Vec<Scalar> = (0..CELLS_PER_EXT_BLOB)
            .filter(|&k| !present[k])
            .map(|k| small.root(bit_reverse(k, bits)))
            .collect();
        let mut z = vanishing_polynomial(&missing);
        z.resize(CELLS_PER_EXT_BLOB, Scalar::ZERO);
        if missing.is_empty() {
            let mut coeffs = values.to_vec();
            ext.ifft_from_bit_reversed(&mut coeffs);
            return coeffs;
        }
        // Z on the domain: value at the points of cell k is Z₁₂₈(ω₁₂₈^brp(k)); deg ≤ 64 < 128.
        let mut z_dom = z.clone();
        small.fft(&mut z_dom);
        let mut ez: Vec<Scalar> = values
            .chunks(FIELD_ELEMENTS_PER_CELL)
            .enumerate()
            .flat_map(|(k, cell)| {
                let zk = z_dom[bit_reverse(k, bits)];
                cell.iter().map(move |v| *v * zk)
            })
            .collect();
        // (E·Z) in coefficients, then on the coset gH.
        ext.ifft_from_bit_reversed(&mut ez);
        let g = Scalar::from(COSET_SHIFT);
        ext.coset_fft(&mut ez, &g);
        // Z on the coset: Z(g·ωʲ) = Z₁₂₈(g^64·ω₁₂₈ʲ).
        let g64 = g.pow_vartime(&[FIELD_ELEMENTS_PER_CELL as u64]);
        let mut z_coset = z;
        small.coset_fft(&mut z_coset, &g64);
        Scalar::batch_invert(&mut z_coset);
        for (j, v) in ez.iter_mut().enumerate() {
            *v *= z_coset[j % CELLS_PER_EXT_BLOB];
        }
        ext.coset_ifft(&mut ez, &g);
        debug_assert_eq!(ez.len(), FIELD_ELEMENTS_PER_EXT_BLOB);
        ez
    }
}
