//! G2 against the zkcrypto and Ethereum vectors, blst (`blst_p2_*`) and bls12_381.
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use crate::common;
use crate::curve_common;

curve_suite! {
    name: "g2",
    affine: G2Affine, projective: G2Projective,
    zk_affine: bls12_381::G2Affine, zk_projective: bls12_381::G2Projective,
    compressed: 96, uncompressed: 192,
    blst_point: blst_p2, blst_affine: blst_p2_affine,
    deserialize: blst_p2_deserialize, uncompress: blst_p2_uncompress,
    affine_compress: blst_p2_affine_compress, affine_serialize: blst_p2_affine_serialize,
    from_affine: blst_p2_from_affine, to_affine: blst_p2_to_affine,
    add_or_double: blst_p2_add_or_double, add_or_double_affine: blst_p2_add_or_double_affine,
    double: blst_p2_double,
    mult: blst_p2_mult, in_group: blst_p2_in_g2, affine_in_group: blst_p2_affine_in_g2,
    eth_dir: "deserialization_G2",
}
