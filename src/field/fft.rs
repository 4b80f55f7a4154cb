//! Radix-2 FFTs over Fr and over Fr-modules (the points of G1 and G2): evaluation domains of
//! size 2^k (k ≤ [`Fr::S`](crate::field::Fr::S) = 32), bit reversal, coset transforms.
//!
//! A [`Domain`] of size n holds the n powers of a primitive n-th root of unity ω = g^((r−1)/n),
//! g = 7 ([`Fr::ROOT_OF_UNITY`] squared down), the root Ethereum's specifications use. The
//! transforms are the classic Cooley–Tukey recursions (Cooley–Tukey, Math. Comp. 1965):
//! decimation in frequency takes its input in natural order and leaves the output in
//! bit-reversed order, decimation in time the other way round, so the four entry points
//! ([`Domain::fft`], [`Domain::ifft`], and the `_bit_reversed` forms that skip the
//! permutation) never permute twice. The twiddle of each block's first butterfly is 1 and is
//! never multiplied, which matters when the elements are points (a multiplication is a
//! variable-base scalar multiplication, hundreds of times an addition).
//!
//! With the `parallel` feature the two halves of every level run as a `join` on the caller's
//! rayon pool, and a level's butterflies are split too when the elements are expensive (see
//! [`FftElement::WEIGHT`]); the result is the same.
//!
//! All of it is variable time in the *sizes* only: the arithmetic on the elements is the
//! field's (constant time) for Fr, and whatever [`FftElement::scale`] is for other types
//! (variable-time scalar multiplication for points, which are public).

use alloc::vec::Vec;
use core::ops::{Add, Sub};

use super::Fr;
use crate::parallel;

/// The elements an FFT over Fr transforms: Fr itself, and the groups of order r.
///
/// ```
/// use bls381::field::{Domain, Fr};
/// let d = Domain::new(4).unwrap();
/// let mut a = [Fr::from(1u64), Fr::from(2u64), Fr::ZERO, Fr::ZERO]; // 1 + 2x
/// d.fft(&mut a);
/// assert_eq!(a[1], Fr::ONE + Fr::from(2u64) * d.omega());
/// d.ifft(&mut a);
/// assert_eq!(a[1], Fr::from(2u64));
/// ```
pub trait FftElement: Copy + Send + Sync + Add<Output = Self> + Sub<Output = Self> {
    /// The cost of one [`scale`](Self::scale) in Fr multiplications, roughly: it decides from
    /// which size a level's butterflies are worth splitting over threads.
    const WEIGHT: usize;
    /// The additive identity.
    fn zero() -> Self;
    /// `w·self` for a public scalar `w` (a twiddle, a coset power, 1/n).
    fn scale(&self, w: &Fr) -> Self;
}

impl FftElement for Fr {
    const WEIGHT: usize = 1;
    #[inline]
    fn zero() -> Self {
        Fr::ZERO
    }
    #[inline]
    fn scale(&self, w: &Fr) -> Self {
        self.mul(w)
    }
}

/// The multiplicative subgroup of Fr of order n = 2^k, with its roots precomputed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Domain {
    log_size: u32,
    /// ω^i for i < n.
    roots: Vec<Fr>,
    omega_inv: Fr,
    size_inv: Fr,
}

/// Butterfly runs shorter than this many Fr multiplications' worth stay on one thread.
const PARALLEL_MIN_WORK: usize = 1 << 11;

impl Domain {
    /// The domain of size `n`, or `None` unless n is a power of two with n ≤ 2^32.
    ///
    /// ```
    /// use bls381::field::{Domain, Fr};
    /// let d = Domain::new(8).unwrap();
    /// assert_eq!(d.omega().pow_vartime(&[8]), Fr::ONE);
    /// assert_ne!(d.omega().pow_vartime(&[4]), Fr::ONE);
    /// assert!(Domain::new(6).is_none());
    /// ```
    pub fn new(n: usize) -> Option<Domain> {
        if !n.is_power_of_two() || n.trailing_zeros() > Fr::S {
            return None;
        }
        let log_size = n.trailing_zeros();
        let omega = root_of_unity(log_size);
        let mut roots = Vec::with_capacity(n);
        let mut x = Fr::ONE;
        for _ in 0..n {
            roots.push(x);
            x *= omega;
        }
        // ω^(n−1) = ω⁻¹ (ω⁰ = 1 when n = 1); n ≥ 1 as a power of two.
        let omega_inv = roots[n - 1];
        let size_inv = Fr::from(n as u64).invert().unwrap_or(Fr::ONE);
        Some(Domain {
            log_size,
            roots,
            omega_inv,
            size_inv,
        })
    }

    /// n.
    pub fn size(&self) -> usize {
        self.roots.len()
    }

    /// log₂ n.
    pub fn log_size(&self) -> u32 {
        self.log_size
    }

    /// The generator ω (a primitive n-th root of unity).
    pub fn omega(&self) -> Fr {
        if self.roots.len() > 1 {
            self.roots[1]
        } else {
            Fr::ONE
        }
    }

    /// ω⁻¹.
    pub fn omega_inv(&self) -> Fr {
        self.omega_inv
    }

    /// 1/n.
    pub fn size_inv(&self) -> Fr {
        self.size_inv
    }

    /// ω^0, ω^1, …, ω^(n−1).
    pub fn roots(&self) -> &[Fr] {
        &self.roots
    }

    /// ω^i for any i (reduced mod n).
    #[inline]
    pub fn root(&self, i: usize) -> Fr {
        // In range: a domain holds n ≥ 1 roots, n a power of two, so the mask is below n.
        self.roots[i & (self.roots.len() - 1)]
    }

    /// The polynomial with coefficients `a` (low degree first) evaluated at ω^0, …, ω^(n−1),
    /// in place, natural order.
    ///
    /// # Panics
    /// If `a.len()` is not the domain's size.
    pub fn fft<T: FftElement>(&self, a: &mut [T]) {
        self.fft_bit_reversed(a);
        bit_reverse_permute(a);
    }

    /// As [`fft`](Self::fft) but the evaluations come out in bit-reversed order (entry i holds
    /// the value at ω^brp(i)), which saves the permutation.
    ///
    /// # Panics
    /// If `a.len()` is not the domain's size.
    pub fn fft_bit_reversed<T: FftElement>(&self, a: &mut [T]) {
        self.check_len(a);
        dif(a, &self.roots, 1, false);
    }

    /// The coefficients of the polynomial whose values at ω^0, …, ω^(n−1) are `a`, in place.
    ///
    /// # Panics
    /// If `a.len()` is not the domain's size.
    pub fn ifft<T: FftElement>(&self, a: &mut [T]) {
        // Checked before the permutation, so that a refused input is left as it was.
        self.check_len(a);
        bit_reverse_permute(a);
        self.ifft_from_bit_reversed(a);
    }

    /// As [`ifft`](Self::ifft) for values given in bit-reversed order (entry i the value at
    /// ω^brp(i)); the coefficients come out in natural order.
    ///
    /// # Panics
    /// If `a.len()` is not the domain's size.
    pub fn ifft_from_bit_reversed<T: FftElement>(&self, a: &mut [T]) {
        self.ifft_from_bit_reversed_unscaled(a);
        scale_all(a, &self.size_inv);
    }

    /// n times [`ifft_from_bit_reversed`](Self::ifft_from_bit_reversed): the inverse transform
    /// without its final division by n, for callers that fold 1/n into something cheaper (for
    /// points, n scalar multiplications saved).
    ///
    /// # Panics
    /// If `a.len()` is not the domain's size.
    pub fn ifft_from_bit_reversed_unscaled<T: FftElement>(&self, a: &mut [T]) {
        self.check_len(a);
        dit(a, &self.roots, 1, true);
    }

    /// The polynomial with coefficients `a` evaluated at g·ω^0, …, g·ω^(n−1) (the coset gH), in
    /// place, natural order.
    ///
    /// # Panics
    /// If `a.len()` is not the domain's size.
    pub fn coset_fft<T: FftElement>(&self, a: &mut [T], g: &Fr) {
        self.check_len(a);
        scale_by_powers(a, g);
        self.fft(a);
    }

    /// The coefficients of the polynomial whose values on the coset gH are `a` (natural order),
    /// in place.
    ///
    /// # Panics
    /// If `a.len()` is not the domain's size, or if g is zero.
    pub fn coset_ifft<T: FftElement>(&self, a: &mut [T], g: &Fr) {
        self.check_len(a);
        let g_inv = g.invert().expect("coset shift must be non-zero");
        self.ifft(a);
        scale_by_powers(a, &g_inv);
    }

    /// The length check of every transform (their `# Panics`).
    fn check_len<T>(&self, a: &[T]) {
        assert_eq!(
            a.len(),
            self.size(),
            "FFT input length must be the domain size"
        );
    }
}

/// A primitive 2^k-th root of unity, k ≤ 32: 7^((r−1)/2^k), [`Fr::ROOT_OF_UNITY`] = 7^t
/// squared 32 − k times.
///
/// # Panics
/// If k > 32 ([`Fr::S`]): Fr has no such root ([`Domain::new`] answers `None` instead).
pub fn root_of_unity(k: u32) -> Fr {
    assert!(k <= Fr::S, "Fr has no root of unity of order 2^{k}");
    let mut w = Fr::ROOT_OF_UNITY;
    for _ in k..Fr::S {
        w = w.square();
    }
    w
}

/// `i` with its low `bits` bits reversed (the higher bits must be zero); `bits` above
/// `usize::BITS` counts as `usize::BITS`.
///
/// ```
/// use bls381::field::bit_reverse;
/// assert_eq!(bit_reverse(0b0011, 4), 0b1100);
/// assert_eq!(bit_reverse(5, 0), 5 >> 32 >> 32);
/// assert_eq!(bit_reverse(1, 100), bit_reverse(1, usize::BITS));
/// ```
#[inline]
pub fn bit_reverse(i: usize, bits: u32) -> usize {
    // A shift by usize::BITS (bits = 0) is out of range: checked_shr's None is that case.
    i.reverse_bits()
        .checked_shr(usize::BITS - bits.min(usize::BITS))
        .unwrap_or(0)
}

/// Reorders `a` (a power-of-two length) so that entry i moves to bit_reverse(i).
///
/// # Panics
/// If `a.len()` is not a power of two (an empty slice is left alone).
pub fn bit_reverse_permute<T>(a: &mut [T]) {
    let n = a.len();
    if n <= 2 {
        return;
    }
    assert!(
        n.is_power_of_two(),
        "bit reversal needs a power-of-two length"
    );
    let bits = n.trailing_zeros();
    for i in 0..n {
        let j = bit_reverse(i, bits);
        if i < j {
            a.swap(i, j);
        }
    }
}

/// a_i ← g^i·a_i.
fn scale_by_powers<T: FftElement>(a: &mut [T], g: &Fr) {
    let mut p = Fr::ONE;
    for (i, x) in a.iter_mut().enumerate() {
        if i > 0 {
            *x = x.scale(&p);
        }
        p *= g;
    }
}

/// a_i ← w·a_i.
fn scale_all<T: FftElement>(a: &mut [T], w: &Fr) {
    if T::WEIGHT * a.len() >= 2 * PARALLEL_MIN_WORK && parallel::threads() > 1 {
        let (lo, hi) = a.split_at_mut(a.len() / 2);
        parallel::join(|| scale_all(lo, w), || scale_all(hi, w));
        return;
    }
    for x in a.iter_mut() {
        *x = x.scale(w);
    }
}

/// The twiddle ω_N^(j·step) (or its inverse), N = roots.len().
#[inline(always)]
fn twiddle(roots: &[Fr], j: usize, step: usize, inverse: bool) -> Fr {
    let n = roots.len();
    let k = (j * step) & (n - 1);
    if inverse {
        roots[(n - k) & (n - 1)]
    } else {
        roots[k]
    }
}

/// Decimation in frequency: natural order in, bit-reversed order out. `a.len()·step` is the
/// size of `roots`' domain.
fn dif<T: FftElement>(a: &mut [T], roots: &[Fr], step: usize, inverse: bool) {
    let n = a.len();
    if n <= 1 {
        return;
    }
    let h = n / 2;
    let (lo, hi) = a.split_at_mut(h);
    butterflies(lo, hi, roots, step, inverse, 0, false);
    if T::WEIGHT * n * n.trailing_zeros() as usize >= 2 * PARALLEL_MIN_WORK
        && parallel::threads() > 1
    {
        parallel::join(
            || dif(lo, roots, 2 * step, inverse),
            || dif(hi, roots, 2 * step, inverse),
        );
    } else {
        dif(lo, roots, 2 * step, inverse);
        dif(hi, roots, 2 * step, inverse);
    }
}

/// Decimation in time: bit-reversed order in, natural order out.
fn dit<T: FftElement>(a: &mut [T], roots: &[Fr], step: usize, inverse: bool) {
    let n = a.len();
    if n <= 1 {
        return;
    }
    let h = n / 2;
    let (lo, hi) = a.split_at_mut(h);
    if T::WEIGHT * n * n.trailing_zeros() as usize >= 2 * PARALLEL_MIN_WORK
        && parallel::threads() > 1
    {
        parallel::join(
            || dit(lo, roots, 2 * step, inverse),
            || dit(hi, roots, 2 * step, inverse),
        );
    } else {
        dit(lo, roots, 2 * step, inverse);
        dit(hi, roots, 2 * step, inverse);
    }
    butterflies(lo, hi, roots, step, inverse, 0, true);
}

/// The butterflies of one level over `lo[j], hi[j]`, j counted from `j0`: decimation in time
/// (t = w·hi; lo ± t) or in frequency (lo + hi, w·(lo − hi)), w = ω^(j·step). Splits over
/// threads when the run is expensive enough.
fn butterflies<T: FftElement>(
    lo: &mut [T],
    hi: &mut [T],
    roots: &[Fr],
    step: usize,
    inverse: bool,
    j0: usize,
    time: bool,
) {
    let h = lo.len();
    if T::WEIGHT * h >= 2 * PARALLEL_MIN_WORK && h >= 2 && parallel::threads() > 1 {
        let m = h / 2;
        let (lo0, lo1) = lo.split_at_mut(m);
        let (hi0, hi1) = hi.split_at_mut(m);
        parallel::join(
            || butterflies(lo0, hi0, roots, step, inverse, j0, time),
            || butterflies(lo1, hi1, roots, step, inverse, j0 + m, time),
        );
        return;
    }
    for (j, (x, y)) in lo.iter_mut().zip(hi.iter_mut()).enumerate() {
        let j = j0 + j;
        if time {
            let t = if j == 0 {
                *y
            } else {
                y.scale(&twiddle(roots, j, step, inverse))
            };
            let u = *x;
            *x = u + t;
            *y = u - t;
        } else {
            let (u, v) = (*x, *y);
            *x = u + v;
            let d = u - v;
            *y = if j == 0 {
                d
            } else {
                d.scale(&twiddle(roots, j, step, inverse))
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::rng;

    /// Σ aᵢ xⁱ by Horner's rule.
    fn horner(a: &[Fr], x: &Fr) -> Fr {
        a.iter().rev().fold(Fr::ZERO, |acc, c| acc * x + c)
    }

    /// Every transform against direct evaluation, at every size up to 2^8 and at 2^12.
    #[test]
    fn transforms_match_direct_evaluation() {
        let mut rng = rng("fft::transforms_match_direct_evaluation");
        for log in (0..=8).chain([12]) {
            let n = 1usize << log;
            let d = Domain::new(n).unwrap();
            assert_eq!(d.omega().pow_vartime(&[n as u64]), Fr::ONE);
            if n > 1 {
                assert_ne!(d.omega().pow_vartime(&[n as u64 / 2]), Fr::ONE);
            }
            assert_eq!(d.omega() * d.omega_inv(), Fr::ONE);
            assert_eq!(d.size_inv() * Fr::from(n as u64), Fr::ONE);
            assert_eq!((d.size(), d.log_size()), (n, log));
            let coeffs: Vec<Fr> = (0..n).map(|_| Fr::random(&mut rng)).collect();
            let want: Vec<Fr> = (0..n).map(|i| horner(&coeffs, &d.root(i))).collect();
            let mut a = coeffs.clone();
            d.fft(&mut a);
            assert_eq!(a, want, "fft, n = {n}");
            let mut b = coeffs.clone();
            d.fft_bit_reversed(&mut b);
            for i in 0..n {
                assert_eq!(b[i], want[bit_reverse(i, log)], "fft_bit_reversed, n = {n}");
            }
            d.ifft_from_bit_reversed(&mut b);
            assert_eq!(b, coeffs, "ifft_from_bit_reversed, n = {n}");
            d.ifft(&mut a);
            assert_eq!(a, coeffs, "ifft, n = {n}");
            // Coset: values at g·ωⁱ.
            let g = Fr::from(7u64);
            let mut c = coeffs.clone();
            d.coset_fft(&mut c, &g);
            for i in (0..n).step_by((n / 16).max(1)) {
                assert_eq!(
                    c[i],
                    horner(&coeffs, &(g * d.root(i))),
                    "coset_fft, n = {n}"
                );
            }
            d.coset_ifft(&mut c, &g);
            assert_eq!(c, coeffs, "coset_ifft, n = {n}");
        }
    }

    /// The unscaled inverse is n times the inverse.
    #[test]
    fn unscaled_inverse() {
        let mut rng = rng("fft::unscaled_inverse");
        let d = Domain::new(32).unwrap();
        let v: Vec<Fr> = (0..32).map(|_| Fr::random(&mut rng)).collect();
        let mut a = v.clone();
        let mut b = v.clone();
        d.ifft_from_bit_reversed(&mut a);
        d.ifft_from_bit_reversed_unscaled(&mut b);
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(*x * Fr::from(32u64), *y);
        }
    }

    /// The root of order 2^k is 7^((r−1)/2^k) (the specifications' definition), computed here by
    /// exponentiation rather than by squaring `ROOT_OF_UNITY`.
    #[test]
    fn roots_are_the_specification_roots() {
        use crate::params::R;
        for k in [1u32, 5, 12, 13, 32] {
            // (r − 1) >> k as limbs.
            let mut e = R;
            e[0] -= 1;
            for _ in 0..k {
                let mut carry = 0u64;
                for limb in e.iter_mut().rev() {
                    let new_carry = *limb & 1;
                    *limb = (*limb >> 1) | (carry << 63);
                    carry = new_carry;
                }
            }
            assert_eq!(root_of_unity(k), Fr::from(7u64).pow_vartime(&e), "k = {k}");
        }
        assert!(Domain::new(1 << 33).is_none());
        assert!(Domain::new(0).is_none());
        assert_eq!(Domain::new(1).unwrap().omega(), Fr::ONE);
    }

    #[test]
    fn bit_reversal() {
        let mut a: Vec<usize> = (0..16).collect();
        bit_reverse_permute(&mut a);
        assert_eq!(a, [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]);
        bit_reverse_permute(&mut a);
        assert_eq!(a, (0..16).collect::<Vec<_>>());
        assert_eq!(bit_reverse(1, 13), 4096);
    }

    /// Every `bits` is accepted: 0 gives 0, and widths past usize::BITS act as usize::BITS
    /// (they used to overflow the shift).
    #[test]
    fn bit_reverse_any_width() {
        let top = 1usize << (usize::BITS - 1);
        assert_eq!(bit_reverse(1, usize::BITS), top);
        for bits in [usize::BITS + 1, 100, u32::MAX] {
            assert_eq!(bit_reverse(1, bits), top, "bits = {bits}");
        }
        assert_eq!(bit_reverse(usize::MAX, 0), 0);
        assert_eq!(bit_reverse(0b1, 1), 0b1);
    }
}
