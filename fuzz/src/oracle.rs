//! The num-bigint oracle: moduli, Montgomery constants and limb conversions.

use num_bigint::BigUint;
use std::sync::OnceLock;

/// Constants of both fields as big integers.
pub struct Consts {
    /// p, the base field modulus.
    pub p: BigUint,
    /// r, the scalar field modulus.
    pub r: BigUint,
    /// p · 2^384, the bound of the unreduced (wide) values.
    pub p_wide: BigUint,
    /// 2^-384 mod p.
    pub rinv_p: BigUint,
    /// 2^-256 mod r.
    pub rinv_r: BigUint,
    /// 2^384 mod p (Montgomery form of 1).
    pub mont_p: BigUint,
    /// 2^256 mod r.
    pub mont_r: BigUint,
}

/// The constants, computed once.
pub fn consts() -> &'static Consts {
    static C: OnceLock<Consts> = OnceLock::new();
    C.get_or_init(|| {
        let p = big(&bls381::backend::portable::P);
        let r = big(&bls381::backend::portable::R);
        let one = BigUint::from(1u8);
        let rinv_p = (&one << 384usize).modpow(&(&p - 2u8), &p);
        let rinv_r = (&one << 256usize).modpow(&(&r - 2u8), &r);
        let mont_p = (&one << 384usize) % &p;
        let mont_r = (&one << 256usize) % &r;
        Consts {
            p_wide: &p << 384usize,
            p,
            r,
            rinv_p,
            rinv_r,
            mont_p,
            mont_r,
        }
    })
}

/// Little-endian limbs as an integer.
pub fn big<const N: usize>(l: &[u64; N]) -> BigUint {
    let mut b = Vec::with_capacity(8 * N);
    for x in l {
        b.extend_from_slice(&x.to_le_bytes());
    }
    BigUint::from_bytes_le(&b)
}

/// An integer below 2^(64N) as little-endian limbs (panics if it does not fit: a bug of the
/// target, never of the library).
pub fn limbs<const N: usize>(x: &BigUint) -> [u64; N] {
    let b = x.to_bytes_le();
    assert!(b.len() <= 8 * N, "oracle value does not fit in {N} limbs");
    let mut out = [0u64; N];
    for (i, chunk) in b.chunks(8).enumerate() {
        let mut w = [0u8; 8];
        w[..chunk.len()].copy_from_slice(chunk);
        out[i] = u64::from_le_bytes(w);
    }
    out
}

/// Little-endian bytes as an integer.
pub fn le(b: &[u8]) -> BigUint {
    BigUint::from_bytes_le(b)
}

/// Big-endian bytes as an integer.
pub fn be(b: &[u8]) -> BigUint {
    BigUint::from_bytes_be(b)
}

/// `x` as exactly `N` big-endian bytes (panics if it does not fit).
pub fn to_be<const N: usize>(x: &BigUint) -> [u8; N] {
    let b = x.to_bytes_be();
    assert!(b.len() <= N, "oracle value does not fit in {N} bytes");
    let mut out = [0u8; N];
    out[N - b.len()..].copy_from_slice(&b);
    out
}

/// `x` as exactly `N` little-endian bytes (panics if it does not fit).
pub fn to_le<const N: usize>(x: &BigUint) -> [u8; N] {
    let b = x.to_bytes_le();
    assert!(b.len() <= N, "oracle value does not fit in {N} bytes");
    let mut out = [0u8; N];
    out[..b.len()].copy_from_slice(&b);
    out
}

/// Maps raw input bytes (little-endian) into `[0, m)`: `x mod m`, or `m − 1 − (x mod m)` when
/// `flip` is set, so that small mutated inputs reach the values just below the modulus too.
pub fn below(bytes: &[u8], m: &BigUint, flip: bool) -> BigUint {
    let x = le(bytes) % m;
    if flip {
        m - 1u8 - x
    } else {
        x
    }
}
