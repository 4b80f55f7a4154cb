//! G1 against the zkcrypto and Ethereum vectors, blst (`blst_p1_*`) and bls12_381.
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use crate::common;
use crate::curve_common;

curve_suite! {
    name: "g1",
    affine: G1Affine, projective: G1Projective,
    zk_affine: bls12_381::G1Affine, zk_projective: bls12_381::G1Projective,
    compressed: 48, uncompressed: 96,
    blst_point: blst_p1, blst_affine: blst_p1_affine,
    deserialize: blst_p1_deserialize, uncompress: blst_p1_uncompress,
    affine_compress: blst_p1_affine_compress, affine_serialize: blst_p1_affine_serialize,
    from_affine: blst_p1_from_affine, to_affine: blst_p1_to_affine,
    add_or_double: blst_p1_add_or_double, add_or_double_affine: blst_p1_add_or_double_affine,
    double: blst_p1_double,
    mult: blst_p1_mult, in_group: blst_p1_in_g1, affine_in_group: blst_p1_affine_in_g1,
    eth_dir: "deserialization_G1",
}
