//! EIP-4844: commitments to blobs, proofs of evaluations, their verification one at a time and
//! in batches.
//!
//! A blob holds the values of a polynomial p of degree < 4096 at the roots ω_i = ω^brp(i) of
//! the 4096-th roots of unity. Evaluation at z is barycentric (Berrut–Trefethen, SIAM Review
//! 2004, §5, the form for roots of unity): p(z) = (zⁿ − 1)/n · Σ pᵢωᵢ/(z − ωᵢ); the quotient
//! q(x) = (p(x) − y)/(x − z) has values qᵢ = (pᵢ − y)/(ωᵢ − z), and at z = ω_m the value
//! q_m = Σ_{i≠m} (pᵢ − y)·ωᵢ/(z(z − ωᵢ)) (the specifications' `compute_quotient_eval_within_domain`).
//! One batch inversion of the ωᵢ − z serves both the evaluation and the quotient.

use alloc::vec::Vec;

use bls381::field::{batch_invert_vartime, evaluate_lagrange};
use bls381::{multi_miller_loop, G1Affine, G1Projective, Scalar};

use crate::challenge::{blob_batch_challenge, compute_challenge};
use crate::error::{Error, PointError};
use crate::par;
use crate::setup::KzgSettings;
use crate::types::{Blob, Bytes32, Bytes48, KzgCommitment, KzgProof};
use crate::{BYTES_PER_FIELD_ELEMENT, FIELD_ELEMENTS_PER_BLOB};

/// The field elements of `blob` (blob number `index`, for the error).
pub(crate) fn blob_to_polynomial(blob: &Blob, index: usize) -> Result<Vec<Scalar>, Error> {
    blob.chunks_exact(BYTES_PER_FIELD_ELEMENT)
        .enumerate()
        .map(|(i, b)| {
            let b: &[u8; 32] = b.try_into().expect("32 bytes");
            Option::from(Scalar::from_bytes_be(b)).ok_or(Error::InvalidBlob {
                blob: index,
                element: i,
            })
        })
        .collect()
}

/// r, little-endian limbs.
const R_LIMBS: [u64; 4] = [
    0xffff_ffff_0000_0001,
    0x53bd_a402_fffe_5bfe,
    0x3339_d808_09a1_d805,
    0x73ed_a753_299d_7d48,
];

/// The blob's field elements, validated as by [`blob_to_polynomial`], but each returned as the
/// element whose Montgomery limbs are its canonical value, i.e. v·2⁻²⁵⁶: for the linear uses
/// (evaluation), whose result [`unscale`] multiplies by 2²⁵⁶ once, this saves a Montgomery
/// multiplication per element.
pub(crate) fn blob_to_scaled_polynomial(blob: &Blob, index: usize) -> Result<Vec<Scalar>, Error> {
    blob.chunks_exact(BYTES_PER_FIELD_ELEMENT)
        .enumerate()
        .map(|(i, b)| {
            let limbs: [u64; 4] = core::array::from_fn(|k| {
                let mut w = [0u8; 8];
                w.copy_from_slice(&b[24 - 8 * k..32 - 8 * k]);
                u64::from_be_bytes(w)
            });
            // limbs < r, compared from the top limb down.
            let canonical = limbs.iter().rev().cmp(R_LIMBS.iter().rev()).is_lt();
            if canonical {
                Ok(Scalar::from_raw_unchecked(limbs))
            } else {
                Err(Error::InvalidBlob {
                    blob: index,
                    element: i,
                })
            }
        })
        .collect()
}

/// x·2²⁵⁶: undoes the scaling of [`blob_to_scaled_polynomial`].
pub(crate) fn unscale(x: &Scalar) -> Scalar {
    *x * Scalar::from(2u64).pow_vartime(&[256])
}

/// A compressed G1 point, fully checked (the specifications' `validate_kzg_g1`: the identity
/// is allowed).
pub(crate) fn decode_g1(bytes: &Bytes48) -> Result<G1Affine, PointError> {
    let p = Option::<G1Affine>::from(G1Affine::from_compressed_unchecked(bytes))
        .ok_or(PointError::Encoding)?;
    if bool::from(p.is_torsion_free()) {
        Ok(p)
    } else {
        Err(PointError::NotInSubgroup)
    }
}

pub(crate) fn decode_commitment(bytes: &Bytes48, index: usize) -> Result<G1Affine, Error> {
    decode_g1(bytes).map_err(|reason| Error::InvalidCommitment { index, reason })
}

pub(crate) fn decode_proof(bytes: &Bytes48, index: usize) -> Result<G1Affine, Error> {
    decode_g1(bytes).map_err(|reason| Error::InvalidProof { index, reason })
}

fn scalar(bytes: &Bytes32, err: Error) -> Result<Scalar, Error> {
    Option::from(Scalar::from_bytes_be(bytes)).ok_or(err)
}

fn compress(p: &G1Projective) -> [u8; 48] {
    G1Affine::from(p).to_compressed()
}

impl KzgSettings {
    /// The commitment to `blob` (EIP-4844 `blob_to_kzg_commitment`): Σ pᵢ·[Lᵢ(s)]G1.
    ///
    /// Errors: [`Error::InvalidBlob`].
    pub fn blob_to_kzg_commitment(&self, blob: &Blob) -> Result<KzgCommitment, Error> {
        let poly = blob_to_polynomial(blob, 0)?;
        Ok(KzgCommitment::new(compress(&self.commit_lagrange(&poly))))
    }

    /// The proof that the blob's polynomial takes the value y at z, and y
    /// (`compute_kzg_proof`).
    ///
    /// Errors: [`Error::InvalidBlob`], [`Error::InvalidZ`].
    pub fn compute_kzg_proof(
        &self,
        blob: &Blob,
        z_bytes: &Bytes32,
    ) -> Result<(KzgProof, Bytes32), Error> {
        let poly = blob_to_polynomial(blob, 0)?;
        let z = scalar(z_bytes, Error::InvalidZ)?;
        let (proof, y) = self.proof_at(&poly, &z);
        Ok((
            KzgProof::new(compress(&proof)),
            Bytes32::new(y.to_bytes_be()),
        ))
    }

    /// The proof for `blob` at its Fiat–Shamir point (`compute_blob_kzg_proof`). The
    /// commitment is not checked against the blob, only decoded.
    ///
    /// Errors: [`Error::InvalidCommitment`], [`Error::InvalidBlob`].
    pub fn compute_blob_kzg_proof(
        &self,
        blob: &Blob,
        commitment_bytes: &Bytes48,
    ) -> Result<KzgProof, Error> {
        decode_commitment(commitment_bytes, 0)?;
        let poly = blob_to_polynomial(blob, 0)?;
        let z = compute_challenge(blob, commitment_bytes);
        Ok(KzgProof::new(compress(&self.proof_at(&poly, &z).0)))
    }

    /// Whether `proof` shows that the committed polynomial takes the value y at z
    /// (`verify_kzg_proof`). `Ok(false)` for a wrong proof; an error for undecodable inputs.
    ///
    /// Errors: [`Error::InvalidCommitment`], [`Error::InvalidZ`], [`Error::InvalidY`],
    /// [`Error::InvalidProof`].
    pub fn verify_kzg_proof(
        &self,
        commitment_bytes: &Bytes48,
        z_bytes: &Bytes32,
        y_bytes: &Bytes32,
        proof_bytes: &Bytes48,
    ) -> Result<bool, Error> {
        let commitment = decode_commitment(commitment_bytes, 0)?;
        let z = scalar(z_bytes, Error::InvalidZ)?;
        let y = scalar(y_bytes, Error::InvalidY)?;
        let proof = decode_proof(proof_bytes, 0)?;
        Ok(self.check_opening(&commitment, &z, &y, &proof))
    }

    /// Whether `proof` is the blob proof of `blob` for `commitment`
    /// (`verify_blob_kzg_proof`).
    ///
    /// Errors: [`Error::InvalidCommitment`], [`Error::InvalidBlob`], [`Error::InvalidProof`].
    pub fn verify_blob_kzg_proof(
        &self,
        blob: &Blob,
        commitment_bytes: &Bytes48,
        proof_bytes: &Bytes48,
    ) -> Result<bool, Error> {
        let commitment = decode_commitment(commitment_bytes, 0)?;
        let poly = blob_to_scaled_polynomial(blob, 0)?;
        let proof = decode_proof(proof_bytes, 0)?;
        let z = compute_challenge(blob, commitment_bytes);
        let y = unscale(&self.evaluate(&poly, &z));
        Ok(self.check_opening(&commitment, &z, &y, &proof))
    }

    /// Whether every proof is the blob proof of its blob and commitment
    /// (`verify_blob_kzg_proof_batch`), checked at once with a random linear combination: one
    /// pairing check and two MSMs for the whole batch. True for an empty batch.
    ///
    /// Errors: [`Error::LengthMismatch`], and those of
    /// [`verify_blob_kzg_proof`](Self::verify_blob_kzg_proof) with the blob's position.
    pub fn verify_blob_kzg_proof_batch(
        &self,
        blobs: &[Blob],
        commitments_bytes: &[Bytes48],
        proofs_bytes: &[Bytes48],
    ) -> Result<bool, Error> {
        let n = blobs.len();
        if commitments_bytes.len() != n {
            return Err(Error::LengthMismatch {
                what: "commitments",
                expected: n,
                actual: commitments_bytes.len(),
            });
        }
        if proofs_bytes.len() != n {
            return Err(Error::LengthMismatch {
                what: "proofs",
                expected: n,
                actual: proofs_bytes.len(),
            });
        }
        match n {
            0 => return Ok(true),
            1 => {
                return self.verify_blob_kzg_proof(
                    &blobs[0],
                    &commitments_bytes[0],
                    &proofs_bytes[0],
                )
            }
            _ => {}
        }
        // Per blob: decode, challenge, evaluation (the bulk of the work).
        let per_blob = par::map_range(n, |i| -> Result<_, Error> {
            let c = decode_commitment(&commitments_bytes[i], i)?;
            let poly = blob_to_scaled_polynomial(&blobs[i], i)?;
            let p = decode_proof(&proofs_bytes[i], i)?;
            let z = compute_challenge(&blobs[i], &commitments_bytes[i]);
            let y = unscale(&self.evaluate(&poly, &z));
            Ok((c, p, z, y))
        });
        let per_blob: Vec<_> = per_blob.into_iter().collect::<Result<_, _>>()?;
        let zs: Vec<Scalar> = per_blob.iter().map(|t| t.2).collect();
        let ys: Vec<Scalar> = per_blob.iter().map(|t| t.3).collect();
        let r = blob_batch_challenge(commitments_bytes, &zs, &ys, proofs_bytes);

        // e(Σ rⁱπᵢ, [s]) = e(Σ rⁱ(Cᵢ − yᵢG + zᵢπᵢ), G).
        let mut r_pow = Vec::with_capacity(n);
        let mut x = Scalar::ONE;
        for _ in 0..n {
            r_pow.push(x);
            x *= r;
        }
        let proofs: Vec<G1Affine> = per_blob.iter().map(|t| t.1).collect();
        let lhs = G1Projective::msm_vartime(&proofs, &r_pow);
        let mut points: Vec<G1Affine> = per_blob.iter().map(|t| t.0).collect();
        points.extend_from_slice(&proofs);
        points.push(G1Affine::generator());
        let mut scalars = r_pow.clone();
        scalars.extend(r_pow.iter().zip(&zs).map(|(r, z)| *r * z));
        let ry: Scalar = r_pow
            .iter()
            .zip(&ys)
            .map(|(r, y)| *r * y)
            .fold(Scalar::ZERO, |a, b| a + b);
        scalars.push(-ry);
        let rhs = G1Projective::msm_vartime(&points, &scalars);
        Ok(self.check_pairs(&G1Affine::from(rhs), &G1Affine::from(-lhs), false))
    }

    /// e(P, G2)·e(Q, [s]G2) = 1 (`cell` false) or e(P, G2)·e(Q, [s^64]G2) = 1 (`cell` true).
    pub(crate) fn check_pairs(&self, p: &G1Affine, q: &G1Affine, cell: bool) -> bool {
        let s = if cell { &self.g2_s_cell } else { &self.g2_s };
        bool::from(
            multi_miller_loop(&[(p, &self.g2_generator), (q, s)])
                .final_exponentiation()
                .is_identity(),
        )
    }

    /// e(C − yG + zπ, G2) = e(π, [s]G2): the opening check, rearranged so that z and y
    /// multiply G1 points only.
    fn check_opening(&self, c: &G1Affine, z: &Scalar, y: &Scalar, proof: &G1Affine) -> bool {
        let p = G1Projective::msm_vartime(&[*proof, G1Affine::generator()], &[*z, -*y]) + c;
        self.check_pairs(&G1Affine::from(p), &-*proof, false)
    }

    /// The index m with ω_m = z, if z is in the domain (z⁴⁰⁹⁶ = 1 first, then the search).
    #[inline]
    fn domain_index(&self, z: &Scalar) -> Option<usize> {
        if z.pow_vartime(&[FIELD_ELEMENTS_PER_BLOB as u64]) != Scalar::ONE {
            return None;
        }
        self.brp_roots.iter().position(|w| w == z)
    }

    /// p(z) for `poly` given by its values at the ωᵢ (barycentric).
    pub(crate) fn evaluate(&self, poly: &[Scalar], z: &Scalar) -> Scalar {
        evaluate_lagrange(&self.brp_roots, poly, z)
    }

    /// p(z) from inv[i] = 1/(ωᵢ − z), z outside the domain: (zⁿ − 1)/n · (z·Σ pᵢ/(z − ωᵢ) −
    /// Σ pᵢ) (the form of `evaluate_lagrange`).
    fn evaluate_with(&self, poly: &[Scalar], z: &Scalar, inv: &[Scalar]) -> Scalar {
        let (frac, total) = poly
            .iter()
            .zip(inv)
            .fold((Scalar::ZERO, Scalar::ZERO), |(f, t), (p, d)| {
                (f + *p * d, t + p)
            });
        // Σ pᵢ/(z − ωᵢ) = −frac.
        let zn = z.pow_vartime(&[FIELD_ELEMENTS_PER_BLOB as u64]);
        -(*z * frac + total) * (zn - Scalar::ONE) * self.blob_domain.size_inv()
    }

    /// The proof [q(s)]G1 for p at z, and y = p(z).
    fn proof_at(&self, poly: &[Scalar], z: &Scalar) -> (G1Projective, Scalar) {
        let m = self.domain_index(z);
        let mut inv: Vec<Scalar> = self.brp_roots.iter().map(|w| *w - z).collect();
        if let Some(m) = m {
            inv[m] = Scalar::ONE;
        }
        batch_invert_vartime(&mut inv);
        let y = match m {
            Some(m) => poly[m],
            None => self.evaluate_with(poly, z, &inv),
        };
        let mut q: Vec<Scalar> = poly.iter().zip(&inv).map(|(p, d)| (*p - y) * d).collect();
        if let Some(m) = m {
            // q_m = Σ_{i≠m} (pᵢ − y)·ωᵢ/(z(z − ωᵢ)) = −(1/z)·Σ_{i≠m} (pᵢ − y)·ωᵢ·inv_i.
            let s = q
                .iter()
                .zip(&self.brp_roots)
                .enumerate()
                .filter(|(i, _)| *i != m)
                .fold(Scalar::ZERO, |acc, (_, (qi, w))| acc + *qi * w);
            q[m] = -(s * inv_of_root(&self.brp_roots, m));
        }
        (self.commit_lagrange(&q), y)
    }
}

/// 1/ω_m for ω_m = brp_roots[m] (a root of unity: its inverse is the root of the opposite
/// exponent, no inversion needed).
fn inv_of_root(brp_roots: &[Scalar], m: usize) -> Scalar {
    let n = brp_roots.len();
    let bits = n.trailing_zeros();
    let e = bls381::field::bit_reverse(m, bits);
    brp_roots[bls381::field::bit_reverse((n - e) % n, bits)]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scaled parse agrees with the plain one (times 2²⁵⁶) and rejects the same elements:
    /// r − 1 passes, r and 2²⁵⁶ − 1 fail at their index.
    #[test]
    fn scaled_parse_matches_plain() {
        let mut blob = Blob::default();
        let mut x = 0x1234_5678_9abc_def1u64;
        for (i, b) in blob.iter_mut().enumerate() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *b = if i % 32 == 0 {
                (x as u8) & 0x3f
            } else {
                x as u8
            };
        }
        blob[32..64].copy_from_slice(&(-Scalar::ONE).to_bytes_be());
        let plain = blob_to_polynomial(&blob, 0).unwrap();
        let scaled = blob_to_scaled_polynomial(&blob, 0).unwrap();
        for (p, s) in plain.iter().zip(&scaled) {
            assert_eq!(unscale(s), *p);
        }
        let mut r = (-Scalar::ONE).to_bytes_be();
        r[31] += 1;
        for bad in [r, [0xff; 32]] {
            let mut b = blob.clone();
            b[5 * 32..6 * 32].copy_from_slice(&bad);
            let want = Err(Error::InvalidBlob {
                blob: 3,
                element: 5,
            });
            assert_eq!(blob_to_polynomial(&b, 3).map(|_| ()), want);
            assert_eq!(blob_to_scaled_polynomial(&b, 3).map(|_| ()), want);
        }
    }
}
