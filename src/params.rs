//! The parameters of BLS12-381, each defined once: the seed z, the base field modulus p and the
//! group order r, and every constant derived from them.
//!
//! BLS12 curves come from one integer (Barreto–Lynn–Scott 2002; Bowe, "BLS12-381: New zk-SNARK
//! Elliptic Curve Construction", 2017): z = −0xd201000000010000 gives
//! r = z⁴ − z² + 1 and p = (z − 1)²·r/3 + z. p and r are written out below (the tests recompute
//! them from z); every other constant here is computed from them by the `const fn`s at the end
//! of this file, at compile time, so none can disagree with p, r or z.
//!
//! This module is the bottom of the crate: it imports nothing, and every layer may use it.

/// |z|, the absolute value of the BLS parameter (64 bits, Hamming weight 6).
pub const Z_ABS: u64 = 0xd201_0000_0001_0000;
/// z < 0: the Miller loop ends with a conjugation and exponentiations by z with an inversion.
#[cfg(test)]
pub const Z_IS_NEGATIVE: bool = true;

/// p, the base field modulus (381 bits), little-endian limbs.
pub const P: [u64; 6] = [
    0xb9fe_ffff_ffff_aaab,
    0x1eab_fffe_b153_ffff,
    0x6730_d2a0_f6b0_f624,
    0x6477_4b84_f385_12bf,
    0x4b1b_a7b6_434b_acd7,
    0x1a01_11ea_397f_e69a,
];

/// r, the prime order of G1, G2 and Gt and the modulus of the scalar field (255 bits).
pub const R: [u64; 4] = [
    0xffff_ffff_0000_0001,
    0x53bd_a402_fffe_5bfe,
    0x3339_d808_09a1_d805,
    0x73ed_a753_299d_7d48,
];

/// −p⁻¹ mod 2^64, the Montgomery reduction factor.
pub const P_INV: u64 = neg_inv_mod_2_64(P[0]);
/// −r⁻¹ mod 2^64.
pub const R_INV: u64 = neg_inv_mod_2_64(R[0]);

/// 2^384 mod p: the Montgomery form of 1 in Fp.
pub const P_R1: [u64; 6] = pow2_mod(384, &P);
/// 2^768 mod p: multiplying by it (Montgomery) converts into Montgomery form.
pub const P_R2: [u64; 6] = pow2_mod(768, &P);
/// 2^1152 mod p: converts the high half of a 768-bit value, and fixes up inversion.
pub const P_R3: [u64; 6] = pow2_mod(1152, &P);
/// 2^416 mod p: 1 in the Montgomery form of the 8-lane arithmetic (radix 2^416), below p.
#[cfg_attr(not(feature = "alloc"), allow(dead_code))] // the lanes (alloc)
pub(crate) const P_R416: [u64; 6] = pow2_mod(416, &P);

/// 2^256 mod r: the Montgomery form of 1 in Fr.
pub const R_R1: [u64; 4] = pow2_mod(256, &R);
/// 2^512 mod r.
pub const R_R2: [u64; 4] = pow2_mod(512, &R);
/// 2^768 mod r.
pub const R_R3: [u64; 4] = pow2_mod(768, &R);

/// p − 2: Fermat inversion's exponent.
pub const P_MINUS_2: [u64; 6] = sub_small(&P, 2);
/// (p + 1)/4: the square root's exponent (p ≡ 3 mod 4).
pub const P_PLUS_1_OVER_4: [u64; 6] = shr(&add_small(&P, 1), 2);
/// (p − 1)/2: Euler's criterion.
pub const P_MINUS_1_OVER_2: [u64; 6] = shr(&sub_small(&P, 1), 1);
/// (p − 3)/4: the inverse square root's exponent (RFC 9380 F.2.1.2, c1).
pub const P_MINUS_3_OVER_4: [u64; 6] = shr(&sub_small(&P, 3), 2);
/// (p + 1)/2 = 1/2 mod p, as an integer.
pub const P_PLUS_1_OVER_2: [u64; 6] = shr(&add_small(&P, 1), 1);

/// The 2-adicity of r: r − 1 = 2^S·t with t odd.
pub const R_S: u32 = trailing_zeros(&sub_small(&R, 1));
/// (t − 1)/2 for r − 1 = 2^S·t (Tonelli–Shanks).
pub const R_T_MINUS_1_OVER_2: [u64; 4] = shr(&sub_small(&shr(&sub_small(&R, 1), R_S), 1), 1);
/// (r + 1)/2 = 1/2 mod r, as an integer.
pub const R_PLUS_1_OVER_2: [u64; 4] = shr(&add_small(&R, 1), 1);

// ---- Compile-time arithmetic on little-endian limbs (branches are fine: only constants). ----

/// −x⁻¹ mod 2^64 for odd x, by Newton's iteration (each step doubles the correct low bits).
const fn neg_inv_mod_2_64(x: u64) -> u64 {
    let mut inv: u64 = 1;
    let mut i = 0;
    while i < 6 {
        inv = inv.wrapping_mul(2u64.wrapping_sub(x.wrapping_mul(inv)));
        i += 1;
    }
    inv.wrapping_neg()
}

/// `a ≥ b`.
const fn geq<const N: usize>(a: &[u64; N], b: &[u64; N]) -> bool {
    let mut i = N;
    while i > 0 {
        i -= 1;
        if a[i] != b[i] {
            return a[i] > b[i];
        }
    }
    true
}

/// `a − b` (which must not borrow).
const fn sub<const N: usize>(a: &[u64; N], b: &[u64; N]) -> [u64; N] {
    let mut r = [0u64; N];
    let mut borrow = 0u64;
    let mut i = 0;
    while i < N {
        let (d, b1) = a[i].overflowing_sub(b[i]);
        let (d, b2) = d.overflowing_sub(borrow);
        r[i] = d;
        borrow = (b1 | b2) as u64;
        i += 1;
    }
    assert!(borrow == 0);
    r
}

/// `a − k` for a small `k`.
const fn sub_small<const N: usize>(a: &[u64; N], k: u64) -> [u64; N] {
    let mut b = [0u64; N];
    b[0] = k;
    sub(a, &b)
}

/// `a + k` for a small `k` (which must not carry out).
const fn add_small<const N: usize>(a: &[u64; N], k: u64) -> [u64; N] {
    let mut r = *a;
    let mut carry = k;
    let mut i = 0;
    while i < N {
        let (s, c) = r[i].overflowing_add(carry);
        r[i] = s;
        carry = c as u64;
        i += 1;
    }
    assert!(carry == 0);
    r
}

/// `a >> s` for `s < 64`.
const fn shr<const N: usize>(a: &[u64; N], s: u32) -> [u64; N] {
    let mut r = [0u64; N];
    let mut i = 0;
    while i < N {
        r[i] = a[i] >> s;
        if s > 0 && i + 1 < N {
            r[i] |= a[i + 1] << (64 - s);
        }
        i += 1;
    }
    r
}

/// The number of trailing zero bits (of a non-zero value).
const fn trailing_zeros<const N: usize>(a: &[u64; N]) -> u32 {
    let mut i = 0;
    while a[i] == 0 {
        i += 1;
    }
    64 * i as u32 + a[i].trailing_zeros()
}

/// 2^k mod m, by k modular doublings of 1 (m below 2^(64N − 1), so a doubling never carries out).
const fn pow2_mod<const N: usize>(k: u32, m: &[u64; N]) -> [u64; N] {
    let mut x = [0u64; N];
    x[0] = 1;
    let mut j = 0;
    while j < k {
        let mut i = N;
        while i > 1 {
            i -= 1;
            x[i] = (x[i] << 1) | (x[i - 1] >> 63);
        }
        x[0] <<= 1;
        if geq(&x, m) {
            x = sub(&x, m);
        }
        j += 1;
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::big;
    use num_bigint::{BigInt, BigUint};

    fn z() -> BigInt {
        let z = BigInt::from(Z_ABS);
        if Z_IS_NEGATIVE {
            -z
        } else {
            z
        }
    }

    /// r = z⁴ − z² + 1 and p = (z − 1)²·r/3 + z (the BLS12 family), the values written out above.
    #[test]
    fn p_and_r_come_from_z() {
        let z = z();
        let r = z.pow(4) - z.pow(2) + 1;
        let p = (&z - 1i32).pow(2) * &r / 3 + &z;
        assert_eq!(r, BigInt::from(big(&R)));
        assert_eq!(p, BigInt::from(big(&P)));
        assert_eq!(big(&P).bits(), 381);
        assert_eq!(big(&R).bits(), 255);
        // The Fp square roots use p ≡ 3 mod 4; Fp2 = Fp[u]/(u² + 1) needs −1 to be a non-square.
        assert_eq!(big(&P) % 4u8, BigUint::from(3u8));
    }

    /// The derived constants against big-integer arithmetic.
    #[test]
    fn derived_constants() {
        let (p, r) = (big(&P), big(&R));
        let two64 = BigUint::from(1u8) << 64usize;
        let pow2 = |k: usize, m: &BigUint| (BigUint::from(1u8) << k) % m;
        assert_eq!((big(&[P_INV]) * &p + 1u8) % &two64, BigUint::from(0u8));
        assert_eq!((big(&[R_INV]) * &r + 1u8) % &two64, BigUint::from(0u8));
        assert_eq!(big(&P_R1), pow2(384, &p));
        assert_eq!(big(&P_R2), pow2(768, &p));
        assert_eq!(big(&P_R3), pow2(1152, &p));
        assert_eq!(big(&P_R416), pow2(416, &p));
        assert_eq!(big(&R_R1), pow2(256, &r));
        assert_eq!(big(&R_R2), pow2(512, &r));
        assert_eq!(big(&R_R3), pow2(768, &r));
        assert_eq!(big(&P_MINUS_2), &p - 2u8);
        assert_eq!(big(&P_PLUS_1_OVER_4), (&p + 1u8) / 4u8);
        assert_eq!(big(&P_MINUS_1_OVER_2), (&p - 1u8) / 2u8);
        assert_eq!(big(&P_MINUS_3_OVER_4), (&p - 3u8) / 4u8);
        assert_eq!(big(&P_PLUS_1_OVER_2) * 2u8 % &p, BigUint::from(1u8));
        let t = (&r - 1u8) >> R_S as usize;
        assert_eq!(&t << R_S as usize, &r - 1u8);
        assert_eq!(&t % 2u8, BigUint::from(1u8));
        assert_eq!(R_S, 32);
        assert_eq!(big(&R_T_MINUS_1_OVER_2), (t - 1u8) / 2u8);
        assert_eq!(big(&R_PLUS_1_OVER_2) * 2u8 % &r, BigUint::from(1u8));
    }
}
