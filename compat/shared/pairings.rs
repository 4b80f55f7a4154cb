//! The pairing: [`Gt`], [`MillerLoopResult`], [`G2Prepared`], [`pairing`], [`multi_miller_loop`]
//! and the `pairing` crate's traits (`Engine`, `MultiMillerLoop`, `MillerLoopResult`,
//! `PairingCurveAffine`), identical in the `pairing` 0.23 and 0.24 generations. `Gt`'s `Group`
//! impl is in `traits.rs` (the random constructor from each facade's).
//!
//! Values equal `bls12_381`'s exactly after the final exponentiation (the same optimal ate
//! pairing with the same exponent). Before it, a [`MillerLoopResult`] may differ by factors the
//! final exponentiation removes (bls381 scales its lines differently); only its `Debug` output
//! can show that.

use core::ops::Mul;

use pairing::{Engine, PairingCurveAffine};
use subtle::Choice;

#[cfg(feature = "alloc")]
use alloc::vec::Vec;
#[cfg(feature = "alloc")]
use pairing::MultiMillerLoop;

use crate::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};

/// Represents results of a Miller loop, one of the most expensive portions
/// of the pairing function. `MillerLoopResult`s cannot be compared with each
/// other until `.final_exponentiation()` is called, which is also expensive.
#[derive(Copy, Clone, Default)]
#[repr(transparent)]
pub struct MillerLoopResult(pub(crate) bls381::MillerLoopResult);

impl core::fmt::Debug for MillerLoopResult {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Debug::fmt(&self.0, f)
    }
}

impl_bridge!(MillerLoopResult, bls381::MillerLoopResult);

#[cfg(feature = "zeroize")]
impl zeroize::DefaultIsZeroes for MillerLoopResult {}

impl subtle::ConditionallySelectable for MillerLoopResult {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        MillerLoopResult(subtle::ConditionallySelectable::conditional_select(
            &a.0, &b.0, choice,
        ))
    }
}

impl MillerLoopResult {
    /// This performs a "final exponentiation" routine to convert the result
    /// of a Miller loop into an element of `Gt` with help of efficient squaring
    /// operation in the so-called `cyclotomic subgroup` of `Fq6` so that
    /// it can be compared with other elements of `Gt`.
    pub fn final_exponentiation(&self) -> Gt {
        Gt(self.0.final_exponentiation())
    }
}

impl_ref_binop!(
    Add,
    add,
    MillerLoopResult,
    MillerLoopResult,
    MillerLoopResult,
    |a, rhs| MillerLoopResult(a.0 + rhs.0)
);
impl_add_binop_only!(MillerLoopResult);
assignop!([] AddAssign, add_assign, Add, add, MillerLoopResult, MillerLoopResult);

/// This is an element of $\mathbb{G}_T$, the target group of the pairing function. As with
/// $\mathbb{G}_1$ and $\mathbb{G}_2$ this group has order $q$.
///
/// Typically, $\mathbb{G}_T$ is written multiplicatively but we will write it additively to
/// keep code and abstractions consistent.
#[derive(Copy, Clone)]
#[repr(transparent)]
pub struct Gt(pub(crate) bls381::Gt);

impl_newtype!(Gt, bls381::Gt);

impl Default for Gt {
    fn default() -> Self {
        Self::identity()
    }
}

#[cfg(feature = "zeroize")]
impl zeroize::DefaultIsZeroes for Gt {}

impl Gt {
    /// Returns the group identity, which is $1$.
    pub fn identity() -> Gt {
        Gt(bls381::Gt::identity())
    }

    /// Doubles this group element.
    pub fn double(&self) -> Gt {
        Gt(self.0.double())
    }
}

// The element is unitary: its negation is its conjugate.
impl_neg_forward!(Gt);
impl_ref_binop!(Add, add, Gt, Gt, Gt, |a, rhs| Gt(a.0 + rhs.0));
impl_ref_binop!(Sub, sub, Gt, Gt, Gt, |a, rhs| Gt(a.0 - rhs.0));

impl<'b> Mul<&'b Scalar> for &Gt {
    type Output = Gt;

    fn mul(self, other: &'b Scalar) -> Self::Output {
        Gt(self.0 * other.0)
    }
}

impl_binops_additive!(Gt, Gt);
impl_binops_multiplicative!(Gt, Scalar);
impl_fold!(Sum, sum, Gt, Self::identity(), +);

/// e(g1, g2), the generator `group::Group::generator` returns.
pub(crate) fn gt_generator() -> Gt {
    Gt(bls381::Gt::generator())
}

#[cfg(feature = "alloc")]
/// This structure contains cached computations pertaining to a $\mathbb{G}_2$
/// element as part of the pairing function (specifically, the Miller loop) and
/// so should be computed whenever a $\mathbb{G}_2$ element is being used in
/// multiple pairings or is otherwise known in advance. This should be used in
/// conjunction with the [`multi_miller_loop`](crate::multi_miller_loop)
/// function provided by this crate.
///
/// Requires the `alloc` and `pairing` crate features to be enabled.
#[derive(Clone)]
pub struct G2Prepared(pub(crate) bls381::G2Prepared);

#[cfg(feature = "alloc")]
impl core::fmt::Debug for G2Prepared {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Debug::fmt(&self.0, f)
    }
}

#[cfg(feature = "alloc")]
impl_bridge!(G2Prepared, bls381::G2Prepared);

#[cfg(feature = "alloc")]
impl From<G2Affine> for G2Prepared {
    fn from(q: G2Affine) -> G2Prepared {
        G2Prepared(bls381::G2Prepared::from(q.0))
    }
}

#[cfg(feature = "alloc")]
/// Computes $$\sum_{i=1}^n \textbf{ML}(a_i, b_i)$$ given a series of terms
/// $$(a_1, b_1), (a_2, b_2), ..., (a_n, b_n).$$
///
/// Requires the `alloc` and `pairing` crate features to be enabled.
pub fn multi_miller_loop(terms: &[(&G1Affine, &G2Prepared)]) -> MillerLoopResult {
    let terms: Vec<(&bls381::G1Affine, &bls381::G2Prepared)> =
        terms.iter().map(|(p, q)| (&p.0, &q.0)).collect();
    MillerLoopResult(bls381::multi_miller_loop(&terms))
}

/// Invoke the pairing function without the use of precomputation and other optimizations.
pub fn pairing(p: &G1Affine, q: &G2Affine) -> Gt {
    Gt(bls381::pairing(&p.0, &q.0))
}

impl PairingCurveAffine for G1Affine {
    type Pair = G2Affine;
    type PairingResult = Gt;

    fn pairing_with(&self, other: &Self::Pair) -> Self::PairingResult {
        pairing(self, other)
    }
}

impl PairingCurveAffine for G2Affine {
    type Pair = G1Affine;
    type PairingResult = Gt;

    fn pairing_with(&self, other: &Self::Pair) -> Self::PairingResult {
        pairing(other, self)
    }
}

/// A [`pairing::Engine`] for BLS12-381 pairing operations.
#[derive(Clone, Debug)]
pub struct Bls12;

impl Engine for Bls12 {
    type Fr = Scalar;
    type G1 = G1Projective;
    type G1Affine = G1Affine;
    type G2 = G2Projective;
    type G2Affine = G2Affine;
    type Gt = Gt;

    fn pairing(p: &Self::G1Affine, q: &Self::G2Affine) -> Self::Gt {
        pairing(p, q)
    }
}

impl pairing::MillerLoopResult for MillerLoopResult {
    type Gt = Gt;

    fn final_exponentiation(&self) -> Self::Gt {
        self.final_exponentiation()
    }
}

#[cfg(feature = "alloc")]
impl MultiMillerLoop for Bls12 {
    type G2Prepared = G2Prepared;
    type Result = MillerLoopResult;

    fn multi_miller_loop(terms: &[(&Self::G1Affine, &Self::G2Prepared)]) -> Self::Result {
        multi_miller_loop(terms)
    }
}
