//! Shared helpers of the differential tests: a seeded generator (the seed is printed, and
//! `BLST_DIFF_SEED` replays it), conversions between the two crates' identically laid-out
//! types, and random inputs made by the real blst.
#![allow(dead_code)]

use std::time::{SystemTime, UNIX_EPOCH};

/// SplitMix64, seeded per test.
pub struct Rng(u64);

impl Rng {
    /// A generator for the test `name`, seeded from `BLST_DIFF_SEED` or the clock; the seed is
    /// printed so that a failure can be replayed.
    pub fn new(name: &str) -> Rng {
        let seed = std::env::var("BLST_DIFF_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| {
                SystemTime::now()
                    .duration_since(UNIX_EPOCH)
                    .unwrap()
                    .as_nanos() as u64
            });
        eprintln!("{name}: BLST_DIFF_SEED={seed}");
        Rng(seed
            ^ name
                .bytes()
                .fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b))))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next_u64() as u8).collect()
    }

    pub fn array<const N: usize>(&mut self) -> [u8; N] {
        core::array::from_fn(|_| self.next_u64() as u8)
    }

    pub fn bool(&mut self) -> bool {
        self.next_u64() & 1 == 1
    }
}

/// `n` scaled by `BLST_DIFF_SCALE` (default 1, at least 1 case): the script's full run raises
/// it, CI keeps the default.
pub fn cases(n: usize) -> usize {
    let scale: f64 = std::env::var("BLST_DIFF_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    ((n as f64 * scale).round() as usize).max(1)
}

/// A value of one crate's type as the other's (the layouts are the same: both are blst's
/// `repr(C)` types, and the facade asserts their sizes).
pub fn cast<A: Copy, B: Copy>(a: &A) -> B {
    assert_eq!(core::mem::size_of::<A>(), core::mem::size_of::<B>());
    // SAFETY: same size, both plain `repr(C)` limb or byte arrays valid for any bits.
    unsafe { core::ptr::read(a as *const A as *const B) }
}

pub fn scalar_r(b: [u8; 32]) -> real::blst_scalar {
    real::blst_scalar { b }
}

pub fn scalar_f(b: [u8; 32]) -> facade::blst_scalar {
    facade::blst_scalar { b }
}

/// A random field element (reduced), made by the real blst.
pub fn fp(rng: &mut Rng) -> real::blst_fp {
    let b: [u8; 48] = rng.array();
    let mut out = real::blst_fp::default();
    unsafe { real::blst_fp_from_bendian(&mut out, b.as_ptr()) };
    out
}

pub fn fp2(rng: &mut Rng) -> real::blst_fp2 {
    real::blst_fp2 {
        fp: [fp(rng), fp(rng)],
    }
}

pub fn fr(rng: &mut Rng) -> real::blst_fr {
    let b: [u8; 32] = rng.array();
    let s = scalar_r(b);
    let mut out = real::blst_fr::default();
    unsafe { real::blst_fr_from_scalar(&mut out, &s) };
    out
}

pub fn fp12(rng: &mut Rng) -> real::blst_fp12 {
    let mut f = real::blst_fp12::default();
    for i in 0..2 {
        for j in 0..3 {
            f.fp6[i].fp2[j] = fp2(rng);
        }
    }
    f
}

/// A random point of G1 (hash of random bytes), made by the real blst.
pub fn g1(rng: &mut Rng) -> real::blst_p1 {
    let m = rng.bytes(16);
    let mut p = real::blst_p1::default();
    unsafe {
        real::blst_hash_to_g1(
            &mut p,
            m.as_ptr(),
            m.len(),
            b"T".as_ptr(),
            1,
            core::ptr::null(),
            0,
        )
    };
    p
}

pub fn g2(rng: &mut Rng) -> real::blst_p2 {
    let m = rng.bytes(16);
    let mut p = real::blst_p2::default();
    unsafe {
        real::blst_hash_to_g2(
            &mut p,
            m.as_ptr(),
            m.len(),
            b"T".as_ptr(),
            1,
            core::ptr::null(),
            0,
        )
    };
    p
}

/// A random point of E(Fp) outside G1 (random x with a root), affine.
pub fn e1(rng: &mut Rng) -> real::blst_p1_affine {
    loop {
        let x = fp(rng);
        let mut b = [0u8; 96];
        unsafe { real::blst_bendian_from_fp(b.as_mut_ptr(), &x) };
        let mut bytes = [0u8; 48];
        bytes.copy_from_slice(&b[..48]);
        bytes[0] |= 0x80 | if rng.bool() { 0x20 } else { 0 };
        let mut a = real::blst_p1_affine::default();
        if unsafe { real::blst_p1_uncompress(&mut a, bytes.as_ptr()) }
            == real::BLST_ERROR::BLST_SUCCESS
            && !unsafe { real::blst_p1_affine_in_g1(&a) }
        {
            return a;
        }
    }
}

pub fn e2(rng: &mut Rng) -> real::blst_p2_affine {
    loop {
        let x = fp2(rng);
        let mut bytes = [0u8; 96];
        unsafe {
            real::blst_bendian_from_fp(bytes.as_mut_ptr(), &x.fp[1]);
            real::blst_bendian_from_fp(bytes.as_mut_ptr().add(48), &x.fp[0]);
        }
        bytes[0] |= 0x80 | if rng.bool() { 0x20 } else { 0 };
        let mut a = real::blst_p2_affine::default();
        if unsafe { real::blst_p2_uncompress(&mut a, bytes.as_ptr()) }
            == real::BLST_ERROR::BLST_SUCCESS
            && !unsafe { real::blst_p2_affine_in_g2(&a) }
        {
            return a;
        }
    }
}

/// `p` with another Z (X·λ², Y·λ³, Z·λ for a random λ).
pub fn rescale1(rng: &mut Rng, p: &real::blst_p1) -> real::blst_p1 {
    let l = fp(rng);
    let mut out = *p;
    unsafe {
        let mut l2 = real::blst_fp::default();
        real::blst_fp_sqr(&mut l2, &l);
        real::blst_fp_mul(&mut out.x, &p.x, &l2);
        real::blst_fp_mul(&mut l2, &l2, &l);
        real::blst_fp_mul(&mut out.y, &p.y, &l2);
        real::blst_fp_mul(&mut out.z, &p.z, &l);
    }
    out
}

pub fn rescale2(rng: &mut Rng, p: &real::blst_p2) -> real::blst_p2 {
    let l = fp2(rng);
    let mut out = *p;
    unsafe {
        let mut l2 = real::blst_fp2::default();
        real::blst_fp2_sqr(&mut l2, &l);
        real::blst_fp2_mul(&mut out.x, &p.x, &l2);
        real::blst_fp2_mul(&mut l2, &l2, &l);
        real::blst_fp2_mul(&mut out.y, &p.y, &l2);
        real::blst_fp2_mul(&mut out.z, &p.z, &l);
    }
    out
}

/// The uncompressed encodings of a Jacobian point in each crate (which normalise it).
pub fn ser1_r(p: &real::blst_p1) -> [u8; 96] {
    let mut b = [0u8; 96];
    unsafe { real::blst_p1_serialize(b.as_mut_ptr(), p) };
    b
}

pub fn ser1_f(p: &facade::blst_p1) -> [u8; 96] {
    let mut b = [0u8; 96];
    unsafe { facade::blst_p1_serialize(b.as_mut_ptr(), p) };
    b
}

pub fn ser2_r(p: &real::blst_p2) -> [u8; 192] {
    let mut b = [0u8; 192];
    unsafe { real::blst_p2_serialize(b.as_mut_ptr(), p) };
    b
}

pub fn ser2_f(p: &facade::blst_p2) -> [u8; 192] {
    let mut b = [0u8; 192];
    unsafe { facade::blst_p2_serialize(b.as_mut_ptr(), p) };
    b
}

/// Both crates' final exponentiation of their own Fp12 values, as bytes.
pub fn gt_r(f: &real::blst_fp12) -> Vec<u8> {
    f.final_exp().to_bendian().to_vec()
}

pub fn gt_f(f: &facade::blst_fp12) -> Vec<u8> {
    f.final_exp().to_bendian().to_vec()
}

/// A random byte string with a random length below `max`.
pub fn msg(rng: &mut Rng, max: usize) -> Vec<u8> {
    let n = rng.below(max);
    rng.bytes(n)
}

/// `bytes` with one random bit flipped.
pub fn flip(rng: &mut Rng, bytes: &[u8]) -> Vec<u8> {
    let mut b = bytes.to_vec();
    let i = rng.below(b.len() * 8);
    b[i / 8] ^= 1 << (i % 8);
    b
}
