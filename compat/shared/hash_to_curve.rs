//! The parts of `hash_to_curve` that are the same in both lines: the [`MapToCurve`] trait, the
//! blanket `HashToCurve` implementation, and the implementations for the fields and groups.
//! Each facade's `hash_to_curve/mod.rs` defines its line's `HashToField` and `HashToCurve`
//! (their signatures differ) and, before mounting this module, the macro
//! `xof_output_length!` (the `HashToField::XofOutputLength` of the 0.9 line, nothing in 0.8).

use core::ops::Add;

use digest::generic_array::typenum;

use super::{ExpandMessage, GenericArray, HashToCurve, HashToField};
use crate::fp::{Fp, Fp2};
use crate::{G1Projective, G2Projective, Scalar};

/// Allow conversion from the output of hashed or encoded input into points on the curve
pub trait MapToCurve: Sized {
    /// The field element type.
    type Field: Copy + Default + HashToField;

    /// Maps an element of the finite field `Self::Field` to a point on the curve `Self`.
    fn map_to_curve(elt: &Self::Field) -> Self;

    /// Clears the cofactor, sending a point on curve E to the target group (G1/G2).
    fn clear_h(&self) -> Self;
}

impl<G, X> HashToCurve<X> for G
where
    G: MapToCurve + for<'a> Add<&'a Self, Output = Self>,
    X: ExpandMessage,
{
}

/// `HashToField` of a prime field `$t`: `$len` (`$n` bytes) of output keying material reduced by
/// bls381's `from_okm` of `$inner`.
macro_rules! hash_to_prime_field {
    ($t:ident, $inner:ty, $len:ty, $n:literal) => {
        impl HashToField for $t {
            type InputLength = $len;

            xof_output_length!();

            fn from_okm(okm: &GenericArray<u8, $len>) -> $t {
                let mut b = [0u8; $n];
                b.copy_from_slice(okm);
                $t(<$inner>::from_okm(&b))
            }
        }
    };
}

// ceil(log2(p)) = 381, m = 1, k = 128.
hash_to_prime_field!(Fp, bls381::field::Fp, typenum::U64, 64);

// ceil(log2(q)) = 255, m = 1, k = 128.
hash_to_prime_field!(Scalar, bls381::Scalar, typenum::U48, 48);

impl HashToField for Fp2 {
    // ceil(log2(p)) = 381, m = 2, k = 128.
    type InputLength = typenum::U128;

    xof_output_length!();

    fn from_okm(okm: &GenericArray<u8, typenum::U128>) -> Fp2 {
        Fp2 {
            c0: Fp::from_okm(GenericArray::from_slice(&okm[..64])),
            c1: Fp::from_okm(GenericArray::from_slice(&okm[64..])),
        }
    }
}

impl MapToCurve for G1Projective {
    type Field = Fp;

    /// Simplified SWU onto the 11-isogenous curve, then the isogeny (RFC 9380 §6.6.3).
    fn map_to_curve(u: &Fp) -> G1Projective {
        G1Projective(bls381::hash_to_curve::map_to_curve_g1(&u.0))
    }

    fn clear_h(&self) -> Self {
        self.clear_cofactor()
    }
}

impl MapToCurve for G2Projective {
    type Field = Fp2;

    /// Simplified SWU onto the 3-isogenous curve, then the isogeny (RFC 9380 §6.6.3).
    fn map_to_curve(u: &Fp2) -> G2Projective {
        G2Projective(bls381::hash_to_curve::map_to_curve_g2(&u.inner()))
    }

    fn clear_h(&self) -> Self {
        self.clear_cofactor()
    }
}
