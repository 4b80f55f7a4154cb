//! Constant-time table lookups for the windowed scalar multiplications: every entry is read and
//! the wanted one kept by a mask, so neither a branch nor a memory address depends on the digit.
//!
//! The entries are scanned as their Montgomery limbs and OR-accumulated under an all-ones or
//! all-zero mask (`acc |= limb & mask`): the accumulator stays in (vector) registers across the
//! scan and each entry costs one load, AND and OR per limb, where selecting whole points
//! (`conditional_assign`) rewrote the accumulator in memory for every entry, about four times
//! the work.

use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};

#[cfg(any(feature = "std", test))]
use super::point::Affine;
use super::point::{Curve, Projective};
use crate::field::{Field, Fp, Fp2};

/// A coordinate field whose elements can be scanned as their Montgomery limbs.
pub(crate) trait Limbs: Field {
    /// The limbs of one element.
    type Array: Copy + AsRef<[u64]> + AsMut<[u64]>;
    /// All limbs zero.
    const ZERO_LIMBS: Self::Array;
    /// The Montgomery-form limbs.
    fn to_limbs(&self) -> Self::Array;
    /// The element with these Montgomery-form limbs (which must come from [`to_limbs`](Self::to_limbs)
    /// or be an OR of such under exclusive masks).
    fn from_limbs(l: &Self::Array) -> Self;
}

impl Limbs for Fp {
    type Array = [u64; 6];
    const ZERO_LIMBS: [u64; 6] = [0; 6];
    #[inline(always)]
    fn to_limbs(&self) -> [u64; 6] {
        self.to_raw_montgomery()
    }
    #[inline(always)]
    fn from_limbs(l: &[u64; 6]) -> Fp {
        Fp::from_raw_unchecked(*l)
    }
}

impl Limbs for Fp2 {
    type Array = [u64; 12];
    const ZERO_LIMBS: [u64; 12] = [0; 12];
    #[inline(always)]
    fn to_limbs(&self) -> [u64; 12] {
        let (a, b) = (self.c0.to_raw_montgomery(), self.c1.to_raw_montgomery());
        core::array::from_fn(|i| if i < 6 { a[i] } else { b[i - 6] })
    }
    #[inline(always)]
    fn from_limbs(l: &[u64; 12]) -> Fp2 {
        Fp2::new(
            Fp::from_raw_unchecked(core::array::from_fn(|i| l[i])),
            Fp::from_raw_unchecked(core::array::from_fn(|i| l[i + 6])),
        )
    }
}

/// All ones when `c`, else zero; `c` comes out of `subtle`, opaque to the optimiser.
#[inline(always)]
fn mask(c: Choice) -> u64 {
    0u64.wrapping_sub(c.unwrap_u8() as u64)
}

/// `acc |= x & m`, limb by limb.
#[inline(always)]
fn or_masked<F: Limbs>(acc: &mut F::Array, x: &F, m: u64) {
    for (a, l) in acc.as_mut().iter_mut().zip(x.to_limbs().as_ref()) {
        *a |= l & m;
    }
}

/// A signed digit's table entry: `sign·table[abs − 1]`, the identity for `abs = 0` (`abs` at
/// most the table's length, `neg` 0 or 1).
#[inline]
pub(crate) fn projective<C: Curve, const T: usize>(
    table: &[Projective<C>; T],
    abs: u8,
    neg: u8,
) -> Projective<C>
where
    C::Base: Limbs,
{
    let mut acc = [<C::Base as Limbs>::ZERO_LIMBS; 3];
    for (i, t) in table.iter().enumerate() {
        let m = mask(abs.ct_eq(&(i as u8 + 1)));
        or_masked(&mut acc[0], &t.x, m);
        or_masked(&mut acc[1], &t.y, m);
        or_masked(&mut acc[2], &t.z, m);
    }
    // abs = 0 matched nothing: (0 : 0 : 0) becomes the identity (0 : 1 : 0).
    or_masked(&mut acc[1], &C::Base::ONE, mask(abs.ct_eq(&0)));
    let y = C::Base::from_limbs(&acc[1]);
    Projective {
        x: C::Base::from_limbs(&acc[0]),
        y: C::Base::conditional_select(&y, &-y, Choice::from(neg)),
        z: C::Base::from_limbs(&acc[2]),
    }
}

/// [`projective`] on an affine table; the identity comes back flagged.
#[cfg(any(feature = "std", test))]
#[inline]
pub(crate) fn affine<C: Curve, const T: usize>(
    table: &[Affine<C>; T],
    abs: u8,
    neg: u8,
) -> Affine<C>
where
    C::Base: Limbs,
{
    let mut acc = [<C::Base as Limbs>::ZERO_LIMBS; 2];
    let mut infinity = abs.ct_eq(&0);
    for (i, t) in table.iter().enumerate() {
        let hit = abs.ct_eq(&(i as u8 + 1));
        let m = mask(hit);
        or_masked(&mut acc[0], &t.x, m);
        or_masked(&mut acc[1], &t.y, m);
        infinity |= hit & t.infinity;
    }
    // abs = 0 matched nothing: (0, 0) becomes the stored identity (0, 1).
    or_masked(&mut acc[1], &C::Base::ONE, mask(abs.ct_eq(&0)));
    let y = C::Base::from_limbs(&acc[1]);
    Affine {
        x: C::Base::from_limbs(&acc[0]),
        y: C::Base::conditional_select(&y, &-y, Choice::from(neg)),
        infinity,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curve::{G1, G2};

    /// Every digit of both signs against a plain selection, on tables of distinct points with
    /// an identity entry among them (projective and affine, G1 and G2).
    fn check<C: Curve>()
    where
        C::Base: Limbs,
    {
        let g = Projective::<C>::generator();
        let mut t = [g; 16];
        for i in 1..16 {
            t[i] = t[i - 1].add(&g);
        }
        t[5] = Projective::identity();
        let mut ta = [Affine::identity(); 16];
        Projective::batch_normalize(&t, &mut ta);
        for abs in 0..=16u8 {
            for neg in 0..2u8 {
                let want = if abs == 0 {
                    Projective::identity()
                } else {
                    t[abs as usize - 1]
                };
                let want = if neg == 1 { -want } else { want };
                let got = projective(&t, abs, neg);
                assert_eq!(got, want, "{abs} {neg}");
                assert!(bool::from(got.is_on_curve()));
                let got = affine(&ta, abs, neg);
                assert_eq!(got, Affine::from(want), "{abs} {neg}");
                assert_eq!(
                    bool::from(got.is_identity()),
                    bool::from(want.is_identity())
                );
            }
        }
    }

    #[test]
    fn scans_select_the_digit() {
        check::<G1>();
        check::<G2>();
    }
}
