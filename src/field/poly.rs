//! Polynomials over Fr for public data: batch inversion without the constant-time selections,
//! barycentric evaluation of a polynomial given by its values on the n-th roots of unity, and
//! the polynomial vanishing on a set of points.
//!
//! Everything here is **variable time** (the callers' data are public: commitments' openings,
//! erasure-code recovery).

use alloc::vec::Vec;

use super::{Field, Fr};

/// Inverts every element of `v` in place with one inversion and 3(n − 1) multiplications
/// (Montgomery's trick, Math. Comp. 1987, §10.3.1); zeros are skipped (left zero) by
/// branching. Returns whether every element was non-zero.
///
/// ```
/// use bls381::field::{batch_invert_vartime, Fr};
/// let mut v = [Fr::from(2u64), Fr::ZERO, Fr::from(5u64)];
/// assert!(!batch_invert_vartime(&mut v));
/// assert_eq!(v[0] * Fr::from(2u64), Fr::ONE);
/// assert_eq!(v[1], Fr::ZERO);
/// ```
pub fn batch_invert_vartime<F: Field>(v: &mut [F]) -> bool {
    let mut prefix = Vec::with_capacity(v.len());
    let mut acc = F::ONE;
    let mut all = true;
    for x in v.iter() {
        prefix.push(acc);
        if x.is_zero_vartime() {
            all = false;
        } else {
            acc *= x;
        }
    }
    let mut inv = acc.invert().unwrap_or(F::ONE);
    for (x, p) in v.iter_mut().zip(prefix.iter()).rev() {
        if x.is_zero_vartime() {
            continue;
        }
        let new_x = inv * p;
        inv *= *x;
        *x = new_x;
    }
    all
}

/// p(z) for the polynomial p of degree < n whose value at `roots[i]` is `values[i]`, where
/// `roots` lists the n-th roots of unity (n a power of two) in any order: the barycentric
/// formula for roots of unity (Berrut–Trefethen, SIAM Review 2004, §5), p(z) =
/// (zⁿ − 1)/n · Σᵢ vᵢ·ωᵢ/(z − ωᵢ), written as (zⁿ − 1)/n · (z·Σᵢ vᵢ/(z − ωᵢ) − Σᵢ vᵢ) so
/// that no term needs a multiplication by ωᵢ; or the value itself when z is one of the roots.
///
/// The sum of fractions is accumulated as one fraction (N/D + v/d = (N·d + v·D)/(D·d)), in
/// four interleaved lanes, with one inversion at the end: 3 multiplications per point. The
/// result is linear in `values`, so values scaled by a common factor give p(z) scaled by it.
///
/// # Panics
/// If the slices' lengths differ or are not a power of two.
///
/// ```
/// use bls381::field::{evaluate_lagrange, Domain, Fr};
/// // p(x) = 3 + x on the 4th roots of unity.
/// let d = Domain::new(4).unwrap();
/// let vals: Vec<Fr> = d.roots().iter().map(|w| Fr::from(3u64) + w).collect();
/// let z = Fr::from(10u64);
/// assert_eq!(evaluate_lagrange(d.roots(), &vals, &z), Fr::from(13u64));
/// assert_eq!(evaluate_lagrange(d.roots(), &vals, &d.root(1)), vals[1]);
/// ```
pub fn evaluate_lagrange(roots: &[Fr], values: &[Fr], z: &Fr) -> Fr {
    let n = roots.len();
    assert_eq!(values.len(), n, "one value per root");
    assert!(n.is_power_of_two(), "n must be a power of two");
    let zn = z.pow_vartime(&[n as u64]);
    if zn == Fr::ONE {
        // z is an n-th root of unity, so one of the points.
        if let Some(i) = roots.iter().position(|w| w == z) {
            return values[i];
        }
    }
    const LANES: usize = 4;
    let mut num = [Fr::ZERO; LANES];
    let mut den = [Fr::ONE; LANES];
    let mut sum = [Fr::ZERO; LANES];
    let mut chunks = roots.chunks_exact(LANES).zip(values.chunks_exact(LANES));
    for (w, v) in &mut chunks {
        for k in 0..LANES {
            let d = *z - w[k];
            num[k] = num[k] * d + v[k] * den[k];
            den[k] *= d;
            sum[k] += v[k];
        }
    }
    for (w, v) in roots
        .chunks_exact(LANES)
        .remainder()
        .iter()
        .zip(values.chunks_exact(LANES).remainder())
    {
        let d = *z - w;
        num[0] = num[0] * d + *v * den[0];
        den[0] *= d;
        sum[0] += v;
    }
    // Σ_k num_k/den_k as one fraction.
    let (mut n_all, mut d_all) = (num[0], den[0]);
    for k in 1..LANES {
        n_all = n_all * den[k] + num[k] * d_all;
        d_all *= den[k];
    }
    let total = sum[0] + sum[1] + sum[2] + sum[3];
    let n_inv = Fr::from(n as u64).invert().unwrap_or(Fr::ZERO);
    let frac = n_all * d_all.invert().unwrap_or(Fr::ZERO);
    (*z * frac - total) * (zn - Fr::ONE) * n_inv
}

/// The coefficients (low degree first, leading 1) of Π (x − rᵢ) over `roots`, by multiplying
/// the linear factors in (O(m²) for m roots: meant for a few dozen).
///
/// ```
/// use bls381::field::{vanishing_polynomial, Fr};
/// let z = vanishing_polynomial(&[Fr::from(2u64), Fr::from(3u64)]);
/// assert_eq!(z, [Fr::from(6u64), -Fr::from(5u64), Fr::ONE]); // x² − 5x + 6
/// ```
pub fn vanishing_polynomial(roots: &[Fr]) -> Vec<Fr> {
    let mut z = alloc::vec![Fr::ZERO; roots.len() + 1];
    z[0] = Fr::ONE;
    for (deg, r) in roots.iter().enumerate() {
        // Multiply by (x − r): z_i ← z_{i−1} − r·z_i, from the top.
        for i in (1..=deg + 1).rev() {
            z[i] = z[i - 1] - z[i] * r;
        }
        z[0] = -(z[0] * r);
    }
    z
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::{bit_reverse_permute, Domain};
    use crate::test_util::rng;

    #[test]
    fn batch_inversion_matches_inversion() {
        let mut rng = rng("poly::batch_inversion_matches_inversion");
        for n in [0usize, 1, 2, 7, 100] {
            let mut v: Vec<Fr> = (0..n).map(|_| Fr::random(&mut rng)).collect();
            if n > 3 {
                v[3] = Fr::ZERO;
            }
            let want: Vec<Fr> = v.iter().map(|x| x.invert().unwrap_or(Fr::ZERO)).collect();
            let all = batch_invert_vartime(&mut v);
            assert_eq!(v, want, "n = {n}");
            assert_eq!(all, n <= 3);
        }
    }

    /// Against Horner on the coefficients, with the roots in bit-reversed order and z random,
    /// zero, or a root.
    #[test]
    fn barycentric_matches_horner() {
        let mut rng = rng("poly::barycentric_matches_horner");
        for log in [0u32, 1, 2, 5, 12] {
            let n = 1usize << log;
            let d = Domain::new(n).unwrap();
            let coeffs: Vec<Fr> = (0..n).map(|_| Fr::random(&mut rng)).collect();
            let horner = |x: &Fr| coeffs.iter().rev().fold(Fr::ZERO, |acc, c| acc * x + c);
            let mut roots = d.roots().to_vec();
            bit_reverse_permute(&mut roots);
            let values: Vec<Fr> = roots.iter().map(&horner).collect();
            for z in [Fr::random(&mut rng), Fr::ZERO, roots[n / 2], -Fr::ONE] {
                assert_eq!(
                    evaluate_lagrange(&roots, &values, &z),
                    horner(&z),
                    "n = {n}"
                );
            }
        }
    }

    #[test]
    fn vanishing_polynomial_vanishes() {
        let mut rng = rng("poly::vanishing_polynomial_vanishes");
        let roots: Vec<Fr> = (0..20).map(|_| Fr::random(&mut rng)).collect();
        let z = vanishing_polynomial(&roots);
        assert_eq!(z.len(), 21);
        assert_eq!(z[20], Fr::ONE);
        for r in &roots {
            assert_eq!(
                z.iter().rev().fold(Fr::ZERO, |acc, c| acc * r + c),
                Fr::ZERO
            );
        }
        assert_eq!(vanishing_polynomial(&[]), [Fr::ONE]);
    }
}
