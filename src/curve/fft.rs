//! Points as FFT coefficients: the field layer's radix-2 transforms ([`Domain`]) run on
//! vectors of G1 or G2 points, each twiddle a variable-time scalar multiplication (the
//! points of a commitment key or of proofs are public). FK20's multi-proofs use it.
//!
//! ```
//! use bls381::field::{Domain, Fr};
//! use bls381::{G1Projective, Scalar};
//! let g = G1Projective::generator();
//! let d = Domain::new(4).unwrap();
//! // The transform is linear: FFT(g·a) = g·FFT(a).
//! let a = [Fr::from(1u64), Fr::from(2u64), Fr::from(3u64), Fr::from(4u64)];
//! let mut p = a.map(|x| g * x);
//! let mut s = a;
//! d.fft(&mut p);
//! d.fft(&mut s);
//! assert_eq!(p[1], g * s[1]);
//! ```
//!
//! [`Domain`]: crate::field::Domain

use crate::curve::point::{Curve, Projective};
use crate::field::{FftElement, Fr};

impl<C: Curve> FftElement for Projective<C> {
    /// A wNAF multiplication with the endomorphism: about 3000 Fr multiplications' worth.
    const WEIGHT: usize = 3000;

    #[inline]
    fn zero() -> Self {
        Projective::identity()
    }

    #[inline]
    fn scale(&self, w: &Fr) -> Self {
        self.mul_vartime(w)
    }
}
