//! This module implements hash_to_curve, hash_to_field and related
//! hashing primitives for use with BLS signatures (RFC 9380), with the API of `bls12_381` 0.9.
//!
//! The field reductions and the maps to the curves (simplified SWU onto the 11- and
//! 3-isogenous curves, the isogenies, cofactor clearing) are bls381's; the message expanders
//! are generic over the caller's hash function (`digest` 0.10), as in `bls12_381`.
//!
//! Typical use: `<G2Projective as HashToCurve<ExpandMsgXmd<sha2::Sha256>>>::hash_to_curve([msg],
//! dst)`. A message is any `IntoIterator` of byte strings (hashed as their concatenation), so
//! a bare `b"abc"` must be written `[b"abc"]`.

// The trait signatures are those of `bls12_381`, on the `generic_array` 0.14 that `digest`
// re-exports; its last releases mark themselves deprecated in favour of 1.x.
#![allow(deprecated)]

use core::ops::Add;

mod expand_msg;
pub use self::expand_msg::{ExpandMessage, ExpandMsgXmd, ExpandMsgXof, Message};

use digest::generic_array::{
    ArrayLength, GenericArray,
    typenum::{IsLess, U256, Unsigned},
};

/// Enables a byte string to be hashed into one or more field elements for a given curve.
///
/// Implements [section 5 of RFC 9380][hash_to_field].
///
/// [hash_to_field]: https://www.rfc-editor.org/rfc/rfc9380.html#section-5
pub trait HashToField: Sized {
    /// The length of the data used to produce an individual field element.
    ///
    /// This must be set to `m * L = m * ceil((ceil(log2(p)) + k) / 8)`, where `p` is the
    /// characteristic of `Self`, `m` is the extension degree of `Self`, and `k` is the
    /// security parameter.
    type InputLength: ArrayLength<u8>;

    /// The number of bytes to read from the extensible output hash function.
    ///
    /// This must be set to `ceil(2 * k / 8)`, where `k` is the security parameter. This
    /// is used when handling DST values longer than 255 bytes.
    type XofOutputLength: ArrayLength<u8> + IsLess<U256>;

    /// Interprets the given output keying material as a big endian integer, and reduces
    /// it into a field element.
    fn from_okm(okm: &GenericArray<u8, Self::InputLength>) -> Self;

    /// Hashes a byte string of arbitrary length into one or more elements of `Self`,
    /// using [`ExpandMessage`] variant `X`.
    ///
    /// Implements [section 5.2 of RFC 9380][hash_to_field].
    ///
    /// [hash_to_field]: https://www.rfc-editor.org/rfc/rfc9380.html#section-5.2
    fn hash_to_field<X, M>(message: M, dst: &[u8], output: &mut [Self])
    where
        X: ExpandMessage,
        M: Message,
    {
        let len_per_elm = Self::InputLength::to_usize();
        let mut expander =
            X::init_expand::<M, Self::XofOutputLength>(message, dst, output.len() * len_per_elm);
        let mut okm = GenericArray::<u8, Self::InputLength>::default();
        for item in output.iter_mut() {
            expander.read_into(&mut okm[..]);
            *item = Self::from_okm(&okm);
        }
    }
}

/// Implementation of random oracle maps to the curve.
pub trait HashToCurve<X: ExpandMessage>: MapToCurve + for<'a> Add<&'a Self, Output = Self> {
    /// Implements a uniform encoding from byte strings to elements of `Self`.
    ///
    /// This function is suitable for most applications requiring a random
    /// oracle returning points in `Self`.
    fn hash_to_curve<M: Message>(message: M, dst: &[u8]) -> Self {
        let mut u = [Self::Field::default(); 2];
        Self::Field::hash_to_field::<X, M>(message, dst, &mut u);
        let p1 = Self::map_to_curve(&u[0]);
        let p2 = Self::map_to_curve(&u[1]);
        (p1 + &p2).clear_h()
    }

    /// Implements a **non-uniform** encoding from byte strings to elements of `Self`.
    ///
    /// The distribution of its output is not uniformly random in `Self`: the set of
    /// possible outputs of this function is only a fraction of the points in `Self`, and
    /// some elements of this set are more likely to be output than others. See
    /// [section 10.4 of RFC 9380][encode_to_curve-distribution]
    /// for a more precise definition of `encode_to_curve`'s output distribution.
    ///
    /// [encode_to_curve-distribution]: https://www.rfc-editor.org/rfc/rfc9380.html#section-10.4
    fn encode_to_curve<M: Message>(message: M, dst: &[u8]) -> Self {
        let mut u = [Self::Field::default(); 1];
        Self::Field::hash_to_field::<X, M>(message, dst, &mut u);
        let p = Self::map_to_curve(&u[0]);
        p.clear_h()
    }
}

/// `HashToField::XofOutputLength` of the fields: ceil(2k/8) bytes with k = 128.
macro_rules! xof_output_length {
    () => {
        type XofOutputLength = digest::generic_array::typenum::U32;
    };
}

#[path = "../../../shared/hash_to_curve.rs"]
mod shared;
pub use self::shared::MapToCurve;
