//! Finite fields: the base field [`Fp`], the scalar field [`Fr`] (re-exported as
//! [`Scalar`](crate::Scalar)), and the extension tower above Fp.

mod cyclotomic;
mod fp;
mod fp12;
mod fp2;
mod fp6;
mod fr;
pub(crate) mod wide;

pub use fp::Fp;
pub use fp12::Fp12;
pub use fp2::Fp2;
pub use fp6::Fp6;
pub use fr::Fr;

use subtle::{Choice, ConditionallySelectable, CtOption};

/// What batch inversion needs of a field.
#[cfg_attr(not(feature = "alloc"), allow(dead_code))] // only batch inversion with alloc uses all
pub(crate) trait Invertible: Copy + ConditionallySelectable {
    const ONE: Self;
    fn is_zero(&self) -> Choice;
    fn invert(&self) -> CtOption<Self>;
    fn mul(&self, rhs: &Self) -> Self;
}

/// Montgomery's trick: inverts every non-zero element of `v` in place with one inversion and
/// 3(n−1) multiplications; zeros stay zero (they are skipped by selection, not by branching).
/// Returns whether every element was non-zero.
pub(crate) fn batch_invert<F: Invertible>(v: &mut [F]) -> Choice {
    #[cfg(feature = "alloc")]
    {
        let mut prefix = alloc::vec::Vec::with_capacity(v.len());
        batch_invert_with(v, &mut prefix)
    }
    #[cfg(not(feature = "alloc"))]
    {
        let mut all = Choice::from(1);
        for x in v.iter_mut() {
            let inv = x.invert();
            all &= inv.is_some();
            *x = inv.unwrap_or(*x);
        }
        all
    }
}

#[cfg(feature = "alloc")]
fn batch_invert_with<F: Invertible>(v: &mut [F], prefix: &mut alloc::vec::Vec<F>) -> Choice {
    let mut acc = F::ONE;
    let mut all = Choice::from(1);
    for x in v.iter() {
        prefix.push(acc);
        let z = x.is_zero();
        all &= !z;
        // Multiply by 1 in place of a zero so the running product stays invertible.
        acc = F::conditional_select(&acc.mul(x), &acc, z);
    }
    let mut inv = acc.invert().unwrap_or(F::ONE);
    for (x, p) in v.iter_mut().zip(prefix.iter()).rev() {
        let z = x.is_zero();
        let new_x = inv.mul(p);
        inv = F::conditional_select(&inv.mul(x), &inv, z);
        *x = F::conditional_select(&new_x, x, z);
    }
    all
}
