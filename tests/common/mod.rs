//! Helpers shared by the integration tests.
#![allow(dead_code)]

use num_bigint::BigUint;
use rand::{rngs::StdRng, Rng, SeedableRng, TryRng};

/// A deterministic RNG seeded from `BLS381_TEST_SEED` or the OS; the seed is printed, and the
/// test harness shows it when the test fails, so the failure can be replayed.
pub fn rng(test: &str) -> StdRng {
    let seed = std::env::var("BLS381_TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            let mut b = [0u8; 8];
            rand::rngs::SysRng
                .try_fill_bytes(&mut b)
                .expect("OS randomness");
            u64::from_le_bytes(b)
        });
    eprintln!("{test}: BLS381_TEST_SEED={seed}");
    StdRng::seed_from_u64(seed)
}

pub fn bytes<const N: usize>(rng: &mut StdRng) -> [u8; N] {
    let mut b = [0u8; N];
    rng.fill_bytes(&mut b);
    b
}

pub fn p() -> BigUint {
    BigUint::parse_bytes(
        b"1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab",
        16,
    )
    .unwrap()
}

pub fn r() -> BigUint {
    BigUint::parse_bytes(
        b"73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001",
        16,
    )
    .unwrap()
}

/// Big-endian bytes of `x`, left-padded to N.
pub fn be<const N: usize>(x: &BigUint) -> [u8; N] {
    let v = x.to_bytes_be();
    assert!(v.len() <= N);
    let mut out = [0u8; N];
    out[N - v.len()..].copy_from_slice(&v);
    out
}

/// Little-endian bytes of `x`, right-padded to N.
pub fn le<const N: usize>(x: &BigUint) -> [u8; N] {
    let v = x.to_bytes_le();
    assert!(v.len() <= N);
    let mut out = [0u8; N];
    out[..v.len()].copy_from_slice(&v);
    out
}

/// Uniform below m.
pub fn below(rng: &mut StdRng, m: &BigUint) -> BigUint {
    let bytes = (m.bits() as usize).div_ceil(8) + 16;
    let mut b = vec![0u8; bytes];
    rng.fill_bytes(&mut b);
    BigUint::from_bytes_be(&b) % m
}

/// Interesting values below m: 0, 1, 2, m-1, m-2, (m±1)/2, powers of two and 2^k - 1.
pub fn edges(m: &BigUint) -> Vec<BigUint> {
    let one = BigUint::from(1u8);
    let mut v = vec![
        BigUint::from(0u8),
        one.clone(),
        BigUint::from(2u8),
        m - 1u8,
        m - 2u8,
        (m - 1u8) >> 1,
        (m + 1u8) >> 1,
    ];
    for k in 0..m.bits() {
        v.push(&one << k);
        v.push((&one << k) - 1u8);
    }
    v.retain(|x| x < m);
    v
}
