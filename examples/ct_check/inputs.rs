//! Inputs: edge values first, then random ones.

use bls381::backend;
use bls381::field::{Fp, Fp12, Fp2, Fp6, Fr};
use rand::{rngs::StdRng, Rng};

/// Random inputs per case, on top of the edge values.
pub const RANDOM_INPUTS: usize = 8;

pub fn fp_values(rng: &mut StdRng) -> Vec<Fp> {
    let mut v = vec![
        Fp::zero(),
        Fp::one(),
        -Fp::one(),
        Fp::from_raw([2, 0, 0, 0, 0, 0]),
    ];
    v.extend((0..RANDOM_INPUTS).map(|_| Fp::random(&mut *rng)));
    v
}

pub fn fr_values(rng: &mut StdRng) -> Vec<Fr> {
    let mut v = vec![Fr::zero(), Fr::one(), -Fr::one(), Fr::from(2u64)];
    v.extend((0..RANDOM_INPUTS).map(|_| Fr::random(&mut *rng)));
    v
}

/// Pairs (x_i, y_i) of two value lists, the second rotated so edge values meet random ones.
pub fn pairs<T: Copy>(a: &[T], b: &[T]) -> Vec<(T, T)> {
    (0..a.len()).map(|i| (a[i], b[(i + 3) % b.len()])).collect()
}

pub fn fp2_values(rng: &mut StdRng) -> Vec<Fp2> {
    let mut v = vec![
        Fp2::zero(),
        Fp2::one(),
        -Fp2::one(),
        Fp2::new(Fp::zero(), Fp::one()),
    ];
    v.extend((0..RANDOM_INPUTS).map(|_| Fp2::random(&mut *rng)));
    v
}

pub fn fp6_values(rng: &mut StdRng) -> Vec<Fp6> {
    let mut v = vec![Fp6::zero(), Fp6::one()];
    v.extend((0..RANDOM_INPUTS / 2).map(|_| Fp6::random(&mut *rng)));
    v
}

pub fn fp12_values(rng: &mut StdRng) -> Vec<Fp12> {
    let mut v = vec![Fp12::zero(), Fp12::one()];
    v.extend((0..RANDOM_INPUTS / 2).map(|_| Fp12::random(&mut *rng)));
    v
}

/// Elements of the cyclotomic subgroup (the image of the final exponentiation's easy part).
pub fn cyclotomic_values(rng: &mut StdRng) -> Vec<Fp12> {
    let mut v = vec![Fp12::one()];
    for _ in 0..RANDOM_INPUTS / 4 {
        let f = Fp12::random(&mut *rng);
        let t = f.conjugate() * f.invert().unwrap();
        v.push(t.frobenius_map_n(2) * t);
    }
    v
}

pub fn fp_limbs(rng: &mut StdRng) -> Vec<[u64; 6]> {
    fp_values(rng).iter().map(Fp::to_raw_montgomery).collect()
}

pub fn fr_limbs(rng: &mut StdRng) -> Vec<[u64; 4]> {
    fr_values(rng).iter().map(Fr::to_raw_montgomery).collect()
}

/// 768-bit values below p·2^384, the domain of `fp_redc`, including its maximum.
pub fn wide_values(rng: &mut StdRng) -> Vec<[u64; 12]> {
    let a = fp_limbs(rng);
    let mut v: Vec<[u64; 12]> = pairs(&a, &a)
        .iter()
        .map(|(x, y)| backend::portable::fp_mul_wide(x, y))
        .collect();
    let p = backend::portable::P;
    let max = [
        !0,
        !0,
        !0,
        !0,
        !0,
        !0,
        p[0] - 1,
        p[1],
        p[2],
        p[3],
        p[4],
        p[5],
    ];
    v.extend([[0; 12], max]);
    v
}

pub fn bytes<const N: usize>(rng: &mut StdRng) -> [u8; N] {
    let mut b = [0u8; N];
    rng.fill_bytes(&mut b);
    b
}

/// Encodings to decode: canonical ones, and rejected ones (the modulus, all ones), whose
/// rejection must be as constant-time as the acceptance.
pub fn fp_encodings(rng: &mut StdRng) -> Vec<[u8; 48]> {
    let mut v: Vec<[u8; 48]> = fp_values(rng).iter().map(Fp::to_bytes).collect();
    let p = backend::portable::P;
    let mut p_be = [0u8; 48];
    for i in 0..6 {
        p_be[48 - 8 * (i + 1)..48 - 8 * i].copy_from_slice(&p[i].to_be_bytes());
    }
    v.extend([p_be, [0xff; 48], bytes(rng)]);
    v
}

pub fn fr_encodings(rng: &mut StdRng) -> Vec<[u8; 32]> {
    let mut v: Vec<[u8; 32]> = fr_values(rng).iter().map(Fr::to_bytes).collect();
    let r = backend::portable::R;
    let mut r_le = [0u8; 32];
    for i in 0..4 {
        r_le[8 * i..8 * i + 8].copy_from_slice(&r[i].to_le_bytes());
    }
    v.extend([r_le, [0xff; 32], bytes(rng)]);
    v
}
