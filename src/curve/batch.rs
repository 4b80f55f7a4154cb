//! Decoding many points at once: every encoding checked as by the single decoders (flags,
//! canonical coordinates, the curve, the subgroup), the work spread over the caller's rayon
//! pool with the `parallel` feature.

use alloc::vec::Vec;

use super::{G1Affine, G2Affine};
use crate::parallel;

/// Encodings per task: one decoding with its subgroup check costs 40–90 µs, so a task of
/// four outweighs the wake-up of a thread.
const DECODE_PARALLEL_MIN: usize = 4;

macro_rules! batch_decoders {
    ($ty:ident, $g:literal, $c:literal, $u:literal) => {
        impl $ty {
            #[doc = concat!("[`from_compressed`](Self::from_compressed) on every encoding: one result per ",
                "input, in order, `None` for an invalid one (a bad encoding, off the curve, outside ", $g,
                "). Never panics. With the `parallel` feature the encodings are decoded on the ",
                "caller's rayon pool.")]
            ///
            /// ```
            #[doc = concat!("use bls381::", stringify!($ty), ";")]
            #[doc = concat!("let g = ", stringify!($ty), "::generator().to_compressed();")]
            #[doc = concat!("let bad = [0xffu8; ", $c, "];")]
            #[doc = concat!("let v = ", stringify!($ty), "::from_compressed_batch(&[g, bad]);")]
            #[doc = concat!("assert_eq!(v, [Some(", stringify!($ty), "::generator()), None]);")]
            /// ```
            pub fn from_compressed_batch(bytes: &[[u8; $c]]) -> Vec<Option<$ty>> {
                parallel::map(bytes, DECODE_PARALLEL_MIN, |b| {
                    Option::from(Self::from_compressed(b))
                })
            }

            /// [`from_uncompressed`](Self::from_uncompressed) on every encoding, as
            /// [`from_compressed_batch`](Self::from_compressed_batch).
            pub fn from_uncompressed_batch(bytes: &[[u8; $u]]) -> Vec<Option<$ty>> {
                parallel::map(bytes, DECODE_PARALLEL_MIN, |b| {
                    Option::from(Self::from_uncompressed(b))
                })
            }
        }
    };
}

batch_decoders!(G1Affine, "G1", 48, 96);
batch_decoders!(G2Affine, "G2", 96, 192);
