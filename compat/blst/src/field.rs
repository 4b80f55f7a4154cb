//! blst's field elements as bls381's, and the field operations of the raw API that are more
//! than one bls381 call: the Montgomery limbs are the same (R = 2^384 for Fp, 2^256 for Fr, fully
//! reduced), so a conversion is a copy.

use bls381::field::{Field, Fp, Fp2, Fp6, Fp12, Fr};
use subtle::{Choice, ConstantTimeEq};
use zeroize::Zeroize;

use crate::types::{blst_fp, blst_fp2, blst_fp6, blst_fp12, blst_fr};

/// The Fp element with these Montgomery limbs.
#[inline(always)]
pub(crate) const fn fp(a: &blst_fp) -> Fp {
    Fp::from_raw_unchecked(a.l)
}

/// The raw form of `a`.
#[inline(always)]
pub(crate) const fn raw_fp(a: &Fp) -> blst_fp {
    blst_fp {
        l: a.to_raw_montgomery(),
    }
}

/// The Fp2 element `a`.
#[inline(always)]
pub(crate) const fn fp2(a: &blst_fp2) -> Fp2 {
    Fp2 {
        c0: fp(&a.fp[0]),
        c1: fp(&a.fp[1]),
    }
}

/// The raw form of `a`.
#[inline(always)]
pub(crate) const fn raw_fp2(a: &Fp2) -> blst_fp2 {
    blst_fp2 {
        fp: [raw_fp(&a.c0), raw_fp(&a.c1)],
    }
}

/// The Fp6 element `a`.
#[inline(always)]
pub(crate) const fn fp6(a: &blst_fp6) -> Fp6 {
    Fp6 {
        c0: fp2(&a.fp2[0]),
        c1: fp2(&a.fp2[1]),
        c2: fp2(&a.fp2[2]),
    }
}

/// The raw form of `a`.
#[inline(always)]
pub(crate) const fn raw_fp6(a: &Fp6) -> blst_fp6 {
    blst_fp6 {
        fp2: [raw_fp2(&a.c0), raw_fp2(&a.c1), raw_fp2(&a.c2)],
    }
}

/// The Fp12 element `a`.
#[inline(always)]
pub(crate) const fn fp12(a: &blst_fp12) -> Fp12 {
    Fp12 {
        c0: fp6(&a.fp6[0]),
        c1: fp6(&a.fp6[1]),
    }
}

/// The raw form of `a`.
#[inline(always)]
pub(crate) const fn raw_fp12(a: &Fp12) -> blst_fp12 {
    blst_fp12 {
        fp6: [raw_fp6(&a.c0), raw_fp6(&a.c1)],
    }
}

/// The Fr element with these Montgomery limbs.
#[inline(always)]
pub(crate) const fn fr(a: &blst_fr) -> Fr {
    Fr::from_raw_unchecked(a.l)
}

/// The raw form of `a`.
#[inline(always)]
pub(crate) const fn raw_fr(a: &Fr) -> blst_fr {
    blst_fr {
        l: a.to_raw_montgomery(),
    }
}

/// 2^256 mod r, the weight of a 32-byte digit.
fn r_digit_weight() -> Fr {
    let mut w = [0u8; 64];
    w[32] = 1;
    Fr::from_bytes_wide(&w)
}

/// The little-endian integer `b` (at most 32 bytes) mod r.
fn fr_from_le_digit(b: &[u8]) -> Fr {
    let mut w = [0u8; 64];
    w[..b.len()].copy_from_slice(b);
    let f = Fr::from_bytes_wide(&w);
    w.zeroize();
    f
}

/// The little-endian integer `bytes` (any length) mod r, in constant time for a given length.
pub(crate) fn fr_from_le_bytes(bytes: &[u8]) -> Fr {
    let weight = r_digit_weight();
    // Horner from the most significant digit, the last one.
    bytes
        .chunks(32)
        .rev()
        .fold(Fr::ZERO, |acc, d| acc * weight + fr_from_le_digit(d))
}

/// The big-endian integer `bytes` (any length) mod r.
pub(crate) fn fr_from_be_bytes(bytes: &[u8]) -> Fr {
    let weight = r_digit_weight();
    bytes.rchunks(32).rev().fold(Fr::ZERO, |acc, d| {
        let mut le = [0u8; 32];
        for (o, i) in le.iter_mut().zip(d.iter().rev()) {
            *o = *i;
        }
        let f = acc * weight + fr_from_le_digit(&le[..d.len()]);
        le.zeroize();
        f
    })
}

/// The scalar `k` (32 little-endian bytes, any value) mod r.
pub(crate) fn fr_from_scalar_bytes(k: &[u8; 32]) -> Fr {
    fr_from_le_digit(k)
}

/// The little-endian integer `limbs` (any value below 2^384) mod p.
fn fp_from_u384(limbs: [u64; 6]) -> Fp {
    let mut wide = [0u64; 12];
    wide[..6].copy_from_slice(&limbs);
    Fp::from_u768(wide)
}

/// The little-endian integer `b` (at most 48 bytes) mod p.
fn fp_from_le_digit(b: &[u8]) -> Fp {
    let mut limbs = [0u64; 6];
    for (i, byte) in b.iter().enumerate() {
        limbs[i / 8] |= u64::from(*byte) << (8 * (i % 8));
    }
    fp_from_u384(limbs)
}

/// 2^384 mod p, the weight of a 48-byte digit.
fn p_digit_weight() -> Fp {
    let mut w = [0u64; 12];
    w[6] = 1;
    Fp::from_u768(w)
}

/// The little-endian integer `bytes` (any length) mod p.
pub(crate) fn fp_from_le_bytes(bytes: &[u8]) -> Fp {
    let weight = p_digit_weight();
    bytes
        .chunks(48)
        .rev()
        .fold(Fp::ZERO, |acc, d| acc * weight + fp_from_le_digit(d))
}

/// The big-endian integer `bytes` (any length) mod p.
pub(crate) fn fp_from_be_bytes(bytes: &[u8]) -> Fp {
    let weight = p_digit_weight();
    bytes.rchunks(48).rev().fold(Fp::ZERO, |acc, d| {
        let mut le = [0u8; 48];
        for (o, i) in le.iter_mut().zip(d.iter().rev()) {
            *o = *i;
        }
        acc * weight + fp_from_le_digit(&le[..d.len()])
    })
}

/// The canonical 48 big-endian bytes of the integer `limbs` mod p, read as an element in
/// Montgomery form (blst's `from_fp`, then the bytes).
pub(crate) fn fp_to_be(a: &Fp) -> [u8; 48] {
    a.to_bytes()
}

/// `limbs` (a plain integer below 2^384) into Montgomery form, reduced (blst's `*_to`).
pub(crate) fn fp_to_mont(limbs: [u64; 6]) -> Fp {
    fp_from_u384(limbs)
}

/// `limbs` (a plain integer below 2^256) into Montgomery form, reduced.
pub(crate) fn fr_to_mont(limbs: [u64; 4]) -> Fr {
    let mut b = [0u8; 32];
    for (i, l) in limbs.iter().enumerate() {
        b[8 * i..8 * i + 8].copy_from_slice(&l.to_le_bytes());
    }
    let f = fr_from_le_digit(&b);
    b.zeroize();
    f
}

/// `a·2^count`.
pub(crate) fn lshift<F: Field>(a: F, count: usize) -> F {
    (0..count).fold(a, |x, _| x.double())
}

/// `a/2^count` in Fr.
pub(crate) fn fr_rshift(a: Fr, count: usize) -> Fr {
    (0..count).fold(a, |x, _| x * Fr::TWO_INV)
}

/// `-a` when `flag`, else `a`, in constant time.
pub(crate) fn cneg<F: Field>(a: F, flag: bool) -> F {
    F::conditional_select(&a, &-a, Choice::from(u8::from(flag)))
}

/// The inverse, zero for zero (blst's `*_inverse` and `*_eucl_inverse` alike).
pub(crate) fn inverse<F: Field>(a: F) -> F {
    a.invert().unwrap_or(F::ZERO)
}

/// (p + 1)/4, the exponent of the square root for p ≡ 3 (mod 4), as little-endian limbs; the
/// tests check it against p, which bls381 fixes (p = 0 in Fp).
pub(crate) const P_PLUS_1_OVER_4: [u64; 6] = [
    0xee7f_bfff_ffff_eaab,
    0x07aa_ffff_ac54_ffff,
    0xd9cc_34a8_3dac_3d89,
    0xd91d_d2e1_3ce1_44af,
    0x92c6_e9ed_90d2_eb35,
    0x0680_447a_8e5f_f9a6,
];

/// blst's `sqrt_fp`: `a^((p+1)/4)` (a square root of `a` when there is one, of `−a`
/// otherwise) and whether its square is `a`. The exponent is fixed, so the time is too.
pub(crate) fn fp_sqrt(a: Fp) -> (Fp, bool) {
    let s = a.pow_vartime(&P_PLUS_1_OVER_4);
    let ok = s.square().ct_eq(&a);
    (s, bool::from(ok))
}

/// blst's `sqrt_fp2` on a square: the root its norm method returns, which is bls381's
/// `Fp2::sqrt` (the tests check it). On a non-square, zero and `false` (blst leaves an
/// intermediate value in the output).
pub(crate) fn fp2_sqrt(a: Fp2) -> (Fp2, bool) {
    let s = a.sqrt();
    let ok = bool::from(s.is_some());
    (s.unwrap_or(Fp2::ZERO), ok)
}

/// `a^(p^n)` on Fp12: blst defines it for n = 1, 2, 3; this, for every n.
pub(crate) fn fp12_frobenius(a: &Fp12, n: usize) -> Fp12 {
    a.frobenius_map_n(n % 12)
}

/// The value of the hex digits of `digits` (already cut at the first non-digit and at
/// `2·out.len()` digits), big-endian, as `out.len()` little-endian bytes.
pub(crate) fn le_bytes_from_hex(digits: &[u8], out: &mut [u8]) {
    out.fill(0);
    for (i, d) in digits.iter().rev().enumerate() {
        let v = hex_value(*d).unwrap_or(0);
        out[i / 2] |= v << (4 * (i % 2));
    }
}

/// The value of one hex digit.
pub(crate) fn hex_value(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

/// Little-endian bytes to 64-bit limbs.
pub(crate) fn limbs_from_le<const N: usize>(b: &[u8]) -> [u64; N] {
    let mut l = [0u64; N];
    for (i, byte) in b.iter().enumerate().take(8 * N) {
        l[i / 8] |= u64::from(*byte) << (8 * (i % 8));
    }
    l
}

/// 64-bit limbs to little-endian bytes.
pub(crate) fn le_from_limbs(l: &[u64], out: &mut [u8]) {
    for (i, o) in out.iter_mut().enumerate() {
        *o = (l[i / 8] >> (8 * (i % 8))) as u8;
    }
}

/// Whether `a` is in Gt (blst's `blst_fp12_in_group`: non-zero, cyclotomic, `a^p = a^z`).
pub(crate) fn fp12_in_group(a: &Fp12) -> bool {
    bool::from(bls381::Gt::from_fp12_unchecked(*a).is_torsion_free())
}

/// blst's 576-byte big-endian encoding of an Fp12 element: the Fp2 coefficients of both
/// Fp6 halves interleaved (c0.c0, c1.c0, c0.c1, c1.c1, c0.c2, c1.c2), each c0 then c1.
pub(crate) fn fp12_to_bendian(a: &Fp12) -> [u8; 576] {
    let mut out = [0u8; 576];
    let halves = [[a.c0.c0, a.c0.c1, a.c0.c2], [a.c1.c0, a.c1.c1, a.c1.c2]];
    let mut off = 0;
    for i in 0..3 {
        for half in &halves {
            for c in [half[i].c0, half[i].c1] {
                out[off..off + 48].copy_from_slice(&c.to_bytes());
                off += 48;
            }
        }
    }
    out
}

/// Whether the Fp12 element is one (blst compares limbs, so an unreduced one is not).
pub(crate) fn fp12_is_one(a: &blst_fp12) -> bool {
    *a == raw_fp12(&Fp12::ONE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqrt_exponent_is_p_plus_1_over_4() {
        // 4·e − 1 = p, and p is zero in Fp.
        let mut p = [0u64; 6];
        let mut carry = 0u64;
        for i in 0..6 {
            let v = (u128::from(P_PLUS_1_OVER_4[i]) << 2) | u128::from(carry);
            p[i] = v as u64;
            carry = (v >> 64) as u64;
        }
        assert_eq!(carry, 0);
        p[0] -= 1;
        assert_eq!(Fp::from_raw(p), Fp::zero());
        let mut pm1 = p;
        pm1[0] -= 1;
        assert_eq!(Fp::from_raw(pm1), -Fp::one());
    }

    #[test]
    fn digit_weights() {
        assert_eq!(fr_from_le_bytes(&[1u8; 33]), {
            let mut w = [0u8; 64];
            w[..33].copy_from_slice(&[1u8; 33]);
            Fr::from_bytes_wide(&w)
        });
        let be: [u8; 50] = core::array::from_fn(|i| i as u8 + 1);
        let mut le = be;
        le.reverse();
        assert_eq!(fp_from_be_bytes(&be), fp_from_le_bytes(&le));
        assert_eq!(fr_from_be_bytes(&be), fr_from_le_bytes(&le));
    }
}
