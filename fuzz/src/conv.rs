//! Conversions between bls381 values and the oracles' (blst, bls12_381, num-bigint).
//!
//! Field elements go to blst limb for limb (both keep Montgomery form with R = 2^384 for Fp and
//! R = 2^256 for Fr); points go through their standard encodings.

#![allow(unsafe_code)]

use crate::oracle::{to_be, to_le};
use bls381::field::{Fp, Fp12, Fp2, Fp6};
use bls381::{G1Affine, G2Affine, Scalar};
use blst::*;
use num_bigint::BigUint;

// ------------------------------------------------------------------ fields

/// A canonical integer below p as an Fp.
pub fn fp(x: &BigUint) -> Fp {
    Option::from(Fp::from_bytes(&to_be::<48>(x))).expect("fp(): value below p")
}

/// A canonical integer below r as a Scalar.
pub fn scalar(x: &BigUint) -> Scalar {
    Option::from(Scalar::from_bytes(&to_le::<32>(x))).expect("scalar(): value below r")
}

/// The blst view of an Fp (same Montgomery limbs).
pub fn b_fp(x: &Fp) -> blst_fp {
    blst_fp {
        l: x.to_raw_montgomery(),
    }
}
/// The blst view of an Fp2.
pub fn b_fp2(x: &Fp2) -> blst_fp2 {
    blst_fp2 {
        fp: [b_fp(&x.c0), b_fp(&x.c1)],
    }
}
/// The blst view of an Fp6.
pub fn b_fp6(x: &Fp6) -> blst_fp6 {
    blst_fp6 {
        fp2: [b_fp2(&x.c0), b_fp2(&x.c1), b_fp2(&x.c2)],
    }
}
/// The blst view of an Fp12.
pub fn b_fp12(x: &Fp12) -> blst_fp12 {
    blst_fp12 {
        fp6: [b_fp6(&x.c0), b_fp6(&x.c1)],
    }
}
/// blst's Fp as bls381's (limbs as they are: blst's outputs are reduced).
pub fn from_b_fp(x: &blst_fp) -> Fp {
    Fp::from_raw_unchecked(x.l)
}
/// blst's Fp2 as bls381's.
pub fn from_b_fp2(x: &blst_fp2) -> Fp2 {
    Fp2::new(from_b_fp(&x.fp[0]), from_b_fp(&x.fp[1]))
}
/// blst's Fp6 as bls381's.
pub fn from_b_fp6(x: &blst_fp6) -> Fp6 {
    Fp6::new(
        from_b_fp2(&x.fp2[0]),
        from_b_fp2(&x.fp2[1]),
        from_b_fp2(&x.fp2[2]),
    )
}
/// blst's Fp12 as bls381's.
pub fn from_b_fp12(x: &blst_fp12) -> Fp12 {
    Fp12::new(from_b_fp6(&x.fp6[0]), from_b_fp6(&x.fp6[1]))
}

/// The 12 Fp coefficients of an Fp12 (c0.c0.c0, c0.c0.c1, c0.c1.c0, ...) as Montgomery limbs,
/// for exact comparisons and messages.
pub fn fp12_limbs(x: &Fp12) -> [[u64; 6]; 12] {
    let b = b_fp12(x);
    let mut out = [[0u64; 6]; 12];
    for i in 0..2 {
        for j in 0..3 {
            for k in 0..2 {
                out[6 * i + 2 * j + k] = b.fp6[i].fp2[j].fp[k].l;
            }
        }
    }
    out
}

/// The Montgomery limbs of a blst Fp12.
pub fn b_fp12_limbs(b: &blst_fp12) -> [[u64; 6]; 12] {
    fp12_limbs(&from_b_fp12(b))
}

/// A Scalar as blst's little-endian scalar bytes.
pub fn b_scalar(k: &Scalar) -> blst_scalar {
    blst_scalar { b: k.to_bytes() }
}

// ------------------------------------------------------------------ points (blst)

/// A bls381 G1 point in blst's affine form (through the uncompressed encoding, which blst
/// decodes without a subgroup check).
pub fn b_p1a(p: &G1Affine) -> blst_p1_affine {
    let mut out = blst_p1_affine::default();
    let err = unsafe { blst_p1_deserialize(&mut out, p.to_uncompressed().as_ptr()) };
    assert!(
        err == BLST_ERROR::BLST_SUCCESS || err == BLST_ERROR::BLST_POINT_NOT_IN_GROUP,
        "blst refuses bls381's own uncompressed encoding: {err:?}"
    );
    out
}
/// A bls381 G2 point in blst's affine form.
pub fn b_p2a(p: &G2Affine) -> blst_p2_affine {
    let mut out = blst_p2_affine::default();
    let err = unsafe { blst_p2_deserialize(&mut out, p.to_uncompressed().as_ptr()) };
    assert!(
        err == BLST_ERROR::BLST_SUCCESS || err == BLST_ERROR::BLST_POINT_NOT_IN_GROUP,
        "blst refuses bls381's own uncompressed encoding: {err:?}"
    );
    out
}
/// blst's uncompressed encoding of an affine G1 point.
pub fn b_p1a_bytes(p: &blst_p1_affine) -> [u8; 96] {
    let mut out = [0u8; 96];
    unsafe { blst_p1_affine_serialize(out.as_mut_ptr(), p) };
    out
}
/// blst's uncompressed encoding of an affine G2 point.
pub fn b_p2a_bytes(p: &blst_p2_affine) -> [u8; 192] {
    let mut out = [0u8; 192];
    unsafe { blst_p2_affine_serialize(out.as_mut_ptr(), p) };
    out
}
/// blst's uncompressed encoding of a projective G1 point.
pub fn b_p1_bytes(p: &blst_p1) -> [u8; 96] {
    let mut out = [0u8; 96];
    unsafe { blst_p1_serialize(out.as_mut_ptr(), p) };
    out
}
/// blst's uncompressed encoding of a projective G2 point.
pub fn b_p2_bytes(p: &blst_p2) -> [u8; 192] {
    let mut out = [0u8; 192];
    unsafe { blst_p2_serialize(out.as_mut_ptr(), p) };
    out
}
/// blst's affine G1 point as bls381's (its encoding is decoded unchecked: blst's points may lie
/// outside the subgroup only where the caller made them so).
pub fn from_b_p1a(p: &blst_p1_affine) -> G1Affine {
    Option::from(G1Affine::from_uncompressed_unchecked(&b_p1a_bytes(p)))
        .expect("bls381 refuses blst's uncompressed encoding")
}
/// blst's affine G2 point as bls381's.
pub fn from_b_p2a(p: &blst_p2_affine) -> G2Affine {
    Option::from(G2Affine::from_uncompressed_unchecked(&b_p2a_bytes(p)))
        .expect("bls381 refuses blst's uncompressed encoding")
}

/// `k·g1` in blst, for a scalar given as little-endian bytes (any 256-bit value).
pub fn b_g1_mul(k: &[u8; 32]) -> blst_p1 {
    let mut out = blst_p1::default();
    unsafe { blst_p1_mult(&mut out, blst_p1_generator(), k.as_ptr(), 256) };
    out
}
/// `k·g2` in blst.
pub fn b_g2_mul(k: &[u8; 32]) -> blst_p2 {
    let mut out = blst_p2::default();
    unsafe { blst_p2_mult(&mut out, blst_p2_generator(), k.as_ptr(), 256) };
    out
}
/// blst projective to affine (G1).
pub fn b_p1_affine(p: &blst_p1) -> blst_p1_affine {
    let mut out = blst_p1_affine::default();
    unsafe { blst_p1_to_affine(&mut out, p) };
    out
}
/// blst projective to affine (G2).
pub fn b_p2_affine(p: &blst_p2) -> blst_p2_affine {
    let mut out = blst_p2_affine::default();
    unsafe { blst_p2_to_affine(&mut out, p) };
    out
}
