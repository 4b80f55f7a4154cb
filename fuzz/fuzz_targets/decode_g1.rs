//! G1 decoding of arbitrary bytes, compressed and uncompressed, checked and unchecked, against
//! bls12_381 and blst (see `src/decode.rs` for the checks and blst's mapped departures).
#![no_main]

use bls381_fuzz::{pick_backend, DecodeG1Input};
use libfuzzer_sys::fuzz_target;

bls381_fuzz::decode_checks!(
    bls381::G1Affine,
    bls381::G1Projective,
    bls12_381::G1Affine,
    bls12_381::G1Projective,
    blst::blst_p1_affine,
    blst_p1_uncompress,
    blst_p1_deserialize,
    blst_p1_affine_serialize,
    blst_p1_affine_in_g1,
    blst_p1_affine_is_inf,
    48,
    96
);

fuzz_target!(|input: DecodeG1Input| {
    pick_backend(input.mode >> 7);
    let b = &input.bytes;
    match input.mode & 3 {
        0 | 3 => compressed(b[..48].try_into().unwrap()),
        1 => uncompressed(b),
        _ => derived(b[..48].try_into().unwrap(), b[48], b[49], b),
    }
});
