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

/// Every decoding error says why in its own words (`Display`, what a user's log shows), the
/// length error with both lengths; the decoders' errors carry those texts.
#[test]
fn decode_errors_say_why() {
    use bls381::{DecodeError, G1Affine};
    let all = [
        DecodeError::Length {
            expected: 48,
            got: 47,
        },
        DecodeError::CompressionFlag,
        DecodeError::SortFlag,
        DecodeError::InfinityNotZero,
        DecodeError::XNotCanonical,
        DecodeError::YNotCanonical,
        DecodeError::NotOnCurve,
        DecodeError::NotInSubgroup,
    ];
    let texts: Vec<String> = all.iter().map(|e| e.to_string()).collect();
    for (e, t) in all.iter().zip(&texts) {
        assert!(t.len() > 10, "{e:?}: {t:?}");
        assert_eq!(texts.iter().filter(|u| *u == t).count(), 1, "{e:?}: {t:?}");
    }
    assert!(
        texts[0].contains("47") && texts[0].contains("48"),
        "{}",
        texts[0]
    );
    let short = G1Affine::decode_compressed(&[0xc0; 47]).unwrap_err();
    assert_eq!(short.to_string(), texts[0]);
    let mut id = [0u8; 48];
    id[0] = 0xc0;
    id[47] = 1;
    let e = G1Affine::decode_compressed(&id).unwrap_err();
    assert_eq!((e, e.to_string()), (all[3], texts[3].clone()));
}
