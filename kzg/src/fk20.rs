//! FK20: the 128 cell proofs of a blob at once (Feist–Khovratovich, "Fast amortized KZG
//! proofs", ePrint 2023/033, §3; the form of the specifications and c-kzg).
//!
//! The proof of cell k is the commitment to the quotient of p by x^64 − h_k^64. Writing p's
//! 4096 coefficients as 64 interleaved strides of 64, the 64 quotient commitments' "h
//! polynomial" H (64 points) is a sum of 64 Toeplitz matrix–vector products whose vectors are
//! setup points; each product is computed as a circulant of size 128, diagonalised by the
//! FFT. So, with the setup's FFTs precomputed (128 × 64 points):
//!
//! 1. for each stride i, the FFT of its circulant's first column (Fr, size 128), scaled by
//!    1/128 (which saves the inverse transform's 128 scalar multiplications in G1);
//! 2. for each of the 128 frequencies, an MSM of 64 fixed points (batched with
//!    `FixedBaseMsm::msm_batch_vartime` when the tables are built);
//! 3. the inverse FFT of the 128 points, of which the first 64 are H;
//! 4. the FFT of H (zero-padded) over the 128-th roots: the 128 proofs, in bit-reversed
//!    order.

use alloc::vec;
use alloc::vec::Vec;

use bls381::curve::{FixedBaseMsm, G1};
use bls381::field::{bit_reverse_permute, Domain};
use bls381::{G1Affine, G1Projective, Scalar};

use crate::par;
use crate::{CELLS_PER_BLOB, CELLS_PER_EXT_BLOB, FIELD_ELEMENTS_PER_BLOB, FIELD_ELEMENTS_PER_CELL};

/// The circulant domain: 2 × 64.
const CIRCULANT: usize = 2 * CELLS_PER_BLOB;

/// The window of FK20's fixed-base tables: with 64 bases per MSM (128 GLV halves), 8-bit
/// windows give the fewest additions (17 digits per half, 128 buckets to reduce).
const FK20_WINDOW: usize = 8;

pub(crate) struct Fk20 {
    /// rows[j][i]: entry j of the FFT of the setup vector of stride i.
    rows: Vec<Vec<G1Affine>>,
    tables: Option<Vec<FixedBaseMsm<G1>>>,
    domain: Domain,
}

impl Fk20 {
    /// The setup's FFTs (64 G1 FFTs of size 128) and, with `tables`, their fixed-base tables.
    pub(crate) fn new(g1_monomial: &[G1Affine], tables: bool) -> Self {
        let domain = Domain::new(CIRCULANT).expect("power of two");
        let (l, n) = (FIELD_ELEMENTS_PER_CELL, FIELD_ELEMENTS_PER_BLOB);
        // Stride i's vector: [s^(n−l−1−i−j·l)] for j < 63, then the identity, padded to 128.
        let columns: Vec<Vec<G1Projective>> = par::map_range(l, |i| {
            let start = n - l - 1 - i;
            let mut x = vec![G1Projective::identity(); CIRCULANT];
            for (j, xj) in x.iter_mut().enumerate().take(CELLS_PER_BLOB - 1) {
                *xj = G1Projective::from(g1_monomial[start - j * l]);
            }
            domain.fft(&mut x);
            x
        });
        // Transpose into rows, normalising all 8192 points with one inversion.
        let mut flat = Vec::with_capacity(CIRCULANT * l);
        for j in 0..CIRCULANT {
            for col in &columns {
                flat.push(col[j]);
            }
        }
        let mut aff = vec![G1Affine::identity(); flat.len()];
        G1Projective::batch_normalize(&flat, &mut aff);
        let rows: Vec<Vec<G1Affine>> = aff.chunks(l).map(<[G1Affine]>::to_vec).collect();
        let tables = tables.then(|| par::map(&rows, 1, |r| FixedBaseMsm::new(r, FK20_WINDOW)));
        Fk20 {
            rows,
            tables,
            domain,
        }
    }

    pub(crate) fn table_bytes(&self) -> usize {
        self.tables
            .as_ref()
            .map_or(0, |t| t.iter().map(FixedBaseMsm::memory_bytes).sum())
    }

    /// The 128 cell proofs of the polynomial with coefficients `poly` (only the first 4096
    /// are read), in bit-reversed (cell) order.
    pub(crate) fn proofs(&self, poly: &[Scalar]) -> Vec<G1Projective> {
        let (l, d) = (FIELD_ELEMENTS_PER_CELL, FIELD_ELEMENTS_PER_BLOB - 1);
        let r = CELLS_PER_BLOB;
        let inv = self.domain.size_inv();
        // 1. Stride i's circulant column: c[0] = p_{d−i}, c[2r−j] = p_{d−i−j·l} (1 ≤ j ≤ r−2).
        let ffts: Vec<Vec<Scalar>> = par::map_range(l, |i| {
            let mut c = vec![Scalar::ZERO; CIRCULANT];
            c[0] = poly[d - i];
            for j in 1..r - 1 {
                c[CIRCULANT - j] = poly[d - i - j * l];
            }
            self.domain.fft(&mut c);
            c
        });
        let coeffs: Vec<Vec<Scalar>> = (0..CIRCULANT)
            .map(|j| ffts.iter().map(|f| f[j] * inv).collect())
            .collect();
        // 2. One MSM per frequency.
        let mut u: Vec<G1Projective> = match &self.tables {
            Some(tables) => {
                let t: Vec<&FixedBaseMsm<G1>> = tables.iter().collect();
                let k: Vec<&[Scalar]> = coeffs.iter().map(Vec::as_slice).collect();
                FixedBaseMsm::msm_batch_vartime(&t, &k)
            }
            None => par::map_range(CIRCULANT, |j| {
                G1Projective::msm_vartime(&self.rows[j], &coeffs[j])
            }),
        };
        // 3. The inverse transform (its 1/128 is in the coefficients); H is the first half.
        bit_reverse_permute(&mut u);
        self.domain.ifft_from_bit_reversed_unscaled(&mut u);
        for h in &mut u[r..] {
            *h = G1Projective::identity();
        }
        // 4. The proofs, straight into bit-reversed order.
        debug_assert_eq!(u.len(), CELLS_PER_EXT_BLOB);
        self.domain.fft_bit_reversed(&mut u);
        u
    }
}
