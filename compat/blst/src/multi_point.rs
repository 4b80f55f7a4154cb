//! blst's `MultiPoint` trait and its point collections `p1_affines` / `p2_affines`: sums,
//! multi-scalar multiplications and batch validation of many points, on bls381's MSM (and its
//! `parallel` code on the caller's rayon pool with the `threads` feature).

use core::ops::{Index, IndexMut};
use core::slice::SliceIndex;

use bls381::curve::{G1, G2};

use crate::msm::mult_contiguous;
use crate::point::{Group, batch_to_aff, in_group, sum};
use crate::types::{BLST_ERROR, blst_p1, blst_p1_affine, blst_p2, blst_p2_affine};

/// Operations on a collection of points.
pub trait MultiPoint {
    /// The result type.
    type Output;

    /// Σ kᵢ·Pᵢ for the `nbits`-bit little-endian scalars laid end to end in `scalars`
    /// (`(nbits + 7)/8` bytes each).
    ///
    /// # Panics
    /// If `scalars` is shorter than that, as blst does.
    fn mult(&self, scalars: &[u8], nbits: usize) -> Self::Output;
    /// Σ Pᵢ.
    fn add(&self) -> Self::Output;
    /// Whether every point is in the subgroup and none is the point at infinity.
    fn validate(&self) -> Result<(), BLST_ERROR> {
        Err(BLST_ERROR::BLST_POINT_NOT_IN_GROUP)
    }
}

/// The number of threads blst's pool would split a validation of `n` points over: the
/// caller's rayon pool with the `threads` feature, else one.
fn validation_workers(n: usize) -> usize {
    if n >= 2 {
        n.min(crate::msm::pool_threads())
    } else {
        n
    }
}

/// `validate` of blst: one thread reports the first failure's error; several (blst's pool)
/// report `BLST_POINT_NOT_IN_GROUP` for any failure.
fn validate_all<C: Group>(points: &[C::RawAff]) -> Result<(), BLST_ERROR> {
    let check = |p: &C::RawAff| -> Result<(), BLST_ERROR> {
        let a = C::aff(p);
        if bool::from(a.is_inf()) {
            return Err(BLST_ERROR::BLST_PK_IS_INFINITY);
        }
        if !in_group::<C>(&a) {
            return Err(BLST_ERROR::BLST_POINT_NOT_IN_GROUP);
        }
        Ok(())
    };
    if validation_workers(points.len()) < 2 {
        return points.iter().try_for_each(check);
    }
    #[cfg(all(feature = "threads", not(feature = "no-threads")))]
    {
        use rayon::prelude::*;
        if points.par_iter().all(|p| check(p).is_ok()) {
            return Ok(());
        }
    }
    Err(BLST_ERROR::BLST_POINT_NOT_IN_GROUP)
}

macro_rules! multi_point {
    ($points:ident, $g:ty, $point:ty, $aff:ty) => {
        /// A collection of affine points, for sums and multi-scalar multiplications.
        #[allow(non_camel_case_types)]
        #[derive(Debug)]
        pub struct $points {
            points: Vec<$aff>,
        }

        impl<I: SliceIndex<[$aff]>> Index<I> for $points {
            type Output = I::Output;

            #[inline]
            fn index(&self, i: I) -> &Self::Output {
                &self.points[i]
            }
        }

        impl<I: SliceIndex<[$aff]>> IndexMut<I> for $points {
            #[inline]
            fn index_mut(&mut self, i: I) -> &mut Self::Output {
                &mut self.points[i]
            }
        }

        impl $points {
            /// The points.
            #[inline]
            pub fn as_slice(&self) -> &[$aff] {
                self.points.as_slice()
            }

            /// The affine forms of Jacobian points (one inversion).
            pub fn from(points: &[$point]) -> Self {
                let j: Vec<_> = points.iter().map(<$g>::jac).collect();
                Self {
                    points: batch_to_aff(&j).iter().map(<$g>::raw_aff).collect(),
                }
            }

            /// [`MultiPoint::mult`] of the points.
            #[inline]
            pub fn mult(&self, scalars: &[u8], nbits: usize) -> $point {
                self.as_slice().mult(scalars, nbits)
            }

            /// [`MultiPoint::add`] of the points.
            #[inline]
            pub fn add(&self) -> $point {
                self.as_slice().add()
            }
        }

        impl MultiPoint for [$aff] {
            type Output = $point;

            fn mult(&self, scalars: &[u8], nbits: usize) -> $point {
                let pts: Vec<_> = self.iter().map(<$g>::aff).collect();
                <$g>::raw_jac(&mult_contiguous::<$g>(&pts, scalars, nbits))
            }

            fn add(&self) -> $point {
                <$g>::raw_jac(&sum(self.iter().map(<$g>::aff)))
            }

            fn validate(&self) -> Result<(), BLST_ERROR> {
                validate_all::<$g>(self)
            }
        }
    };
}

multi_point!(p1_affines, G1, blst_p1, blst_p1_affine);
multi_point!(p2_affines, G2, blst_p2, blst_p2_affine);
