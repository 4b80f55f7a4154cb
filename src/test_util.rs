//! Helpers shared by the unit tests: a seeded RNG whose seed is printed (the test harness shows
//! captured output only for failing tests), and big-integer conversions for reference checks.

use num_bigint::BigUint;
use rand::{rngs::StdRng, Rng, SeedableRng};

/// A deterministic RNG. The seed comes from `BLS381_TEST_SEED` when set, so a failure can be
/// replayed; otherwise from the OS.
pub(crate) fn rng(test: &str) -> StdRng {
    let seed = std::env::var("BLS381_TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            let mut b = [0u8; 8];
            getrandom(&mut b);
            u64::from_le_bytes(b)
        });
    std::eprintln!("{test}: BLS381_TEST_SEED={seed}");
    StdRng::seed_from_u64(seed)
}

fn getrandom(buf: &mut [u8]) {
    use rand::TryRng;
    rand::rngs::SysRng
        .try_fill_bytes(buf)
        .expect("OS randomness");
}

/// `n` iterations of a randomised test, or a few under miri (which interprets every instruction:
/// the full counts would take hours there; the edge cases still run in full).
pub(crate) const fn iters(n: usize) -> usize {
    if cfg!(miri) {
        if n / 1000 > 3 {
            n / 1000
        } else {
            3
        }
    } else {
        n
    }
}

/// Random little-endian limbs.
pub(crate) fn limbs<const N: usize>(rng: &mut StdRng) -> [u64; N] {
    core::array::from_fn(|_| rng.next_u64())
}

/// Uniform value below `m` (rejection sampling on the bit length of m).
pub(crate) fn below<const N: usize>(rng: &mut StdRng, m: &[u64; N]) -> [u64; N] {
    let bits = 64 * N - m[N - 1].leading_zeros() as usize;
    loop {
        let mut x = limbs::<N>(rng);
        for (i, l) in x.iter_mut().enumerate() {
            let lo = 64 * i;
            if lo >= bits {
                *l = 0;
            } else if bits - lo < 64 {
                *l &= (1u64 << (bits - lo)) - 1;
            }
        }
        if lt(&x, m) {
            return x;
        }
    }
}

/// `a < b` on little-endian limbs (test code: branches are fine).
pub(crate) fn lt<const N: usize>(a: &[u64; N], b: &[u64; N]) -> bool {
    for i in (0..N).rev() {
        if a[i] != b[i] {
            return a[i] < b[i];
        }
    }
    false
}

/// Little-endian limbs to a big integer.
pub(crate) fn big(limbs: &[u64]) -> BigUint {
    let mut bytes = std::vec::Vec::with_capacity(limbs.len() * 8);
    for l in limbs {
        bytes.extend_from_slice(&l.to_le_bytes());
    }
    BigUint::from_bytes_le(&bytes)
}

/// A big integer as little-endian limbs, as many as it needs (an exponent for `pow_vartime`).
pub(crate) fn exponent(x: &BigUint) -> std::vec::Vec<u64> {
    x.to_u64_digits()
}

/// A big integer (which must fit) to little-endian limbs.
pub(crate) fn from_big<const N: usize>(x: &BigUint) -> [u64; N] {
    let digits = x.to_u64_digits();
    assert!(digits.len() <= N, "value does not fit in {N} limbs");
    core::array::from_fn(|i| digits.get(i).copied().unwrap_or(0))
}
