//! G2 decoding of arbitrary bytes, compressed and uncompressed, checked and unchecked, against
//! bls12_381 and blst (see `src/decode.rs` for the checks and blst's mapped departures).
#![no_main]

use bls381_fuzz::{pick_backend, DecodeG2Input};
use libfuzzer_sys::fuzz_target;

bls381_fuzz::decode_checks!(
    bls381::G2Affine,
    bls381::G2Projective,
    bls12_381::G2Affine,
    bls12_381::G2Projective,
    blst::blst_p2_affine,
    blst_p2_uncompress,
    blst_p2_deserialize,
    blst_p2_affine_serialize,
    blst_p2_affine_in_g2,
    blst_p2_affine_is_inf,
    96,
    192
);

fuzz_target!(|input: DecodeG2Input| {
    pick_backend(input.mode >> 7);
    let b = &input.bytes;
    match input.mode & 3 {
        0 | 3 => compressed(b[..96].try_into().unwrap()),
        1 => uncompressed(b),
        _ => derived(b[..96].try_into().unwrap(), b[96], b[97], b),
    }
});
