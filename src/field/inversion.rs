//! Constant-time modular inversion by Pornin's optimized binary GCD (ePrint 2020/972, Algorithm 2).
//!
//! The classic binary GCD on (a, b) = (y, m) with m odd ends with a = 0, b = gcd(y, m) after at
//! most 2·len(m) − 1 steps, whatever the input; the coefficient v with b ≡ v·y (mod m) is then
//! y^-1. Algorithm 2 runs the steps on 62-bit summaries of a and b (their low 30 bits, exact,
//! and their top 32 bits) and applies the resulting 2×2 matrix to the full values every 30 steps,
//! so the long arithmetic happens 2·len(m)/30 times instead of 2·len(m) times. The paper shows the
//! approximation keeps the 2·len(m) − 1 bound.
//!
//! Every step, shift and limb selection here is branch-free and independent of the operand:
//! the number of rounds depends only on the modulus.

/// Steps per round. With 30 steps the matrix entries stay within ±2^30, so a row (f, g) packs
/// without ambiguity into one u64 as f + 2^32·g and both entries update with one operation.
const STEPS: u32 = 30;
const LOW_MASK: u64 = (1 << STEPS) - 1;

/// `y^-1 mod m` for `0 < y < m`, and 0 for y = 0. `m` must be odd with bit length `bits`
/// (below 64N − 2), `m_inv = -m^-1 mod 2^64`.
pub(crate) fn invert<const N: usize>(y: &[u64; N], m: &[u64; N], m_inv: u64, bits: u32) -> [u64; N] {
    let rounds = (2 * bits - 1).div_ceil(STEPS);
    let (mut a, mut b) = (*y, *m);
    let mut u = [0u64; N];
    u[0] = 1;
    let mut v = [0u64; N];
    for _ in 0..rounds {
        // Summaries: the low STEPS bits of each, exactly, and the 32 bits below the top of the
        // larger one (n = max(len(a), len(b), 62)).
        let n = bit_length(&or(&a, &b)).max(62);
        let a_ = (a[0] & LOW_MASK) | (window32(&a, n - 32) << STEPS);
        let b_ = (b[0] & LOW_MASK) | (window32(&b, n - 32) << STEPS);
        let (row_a, row_b) = steps(a_, b_);
        let (f0, g0) = unpack(row_a);
        let (f1, g1) = unpack(row_b);

        // (a, b) <- M (a, b) / 2^30; a negative result flips the sign of its row.
        let (na, neg_a) = lincomb_shift(&a, &b, f0, g0);
        let (nb, neg_b) = lincomb_shift(&a, &b, f1, g1);
        a = na;
        b = nb;
        let (f0, g0) = (cond_neg_i64(f0, neg_a), cond_neg_i64(g0, neg_a));
        let (f1, g1) = (cond_neg_i64(f1, neg_b), cond_neg_i64(g1, neg_b));

        // (u, v) <- M (u, v) / 2^30 mod m, keeping a ≡ u·y and b ≡ v·y.
        let nu = lincomb_mod(&u, &v, f0, g0, m, m_inv);
        let nv = lincomb_mod(&u, &v, f1, g1, m, m_inv);
        u = nu;
        v = nv;
    }
    v
}

/// 30 steps of the binary GCD on the summaries; returns the rows of the update matrix, packed.
///
/// One step: if a is odd { if a < b { swap(a, b), swap rows }; a -= b; row_a -= row_b };
/// a /= 2; row_b *= 2 (doubling row_b instead of halving a keeps the entries integral).
#[inline(always)]
fn steps(mut a: u64, mut b: u64) -> (u64, u64) {
    let mut row_a: u64 = 1; // (f0, g0) = (1, 0)
    let mut row_b: u64 = 1 << 32; // (f1, g1) = (0, 1)
    for _ in 0..STEPS {
        let odd = (a & 1).wrapping_neg();
        let (d, borrow) = a.overflowing_sub(b);
        let swap = odd & (borrow as u64).wrapping_neg();
        // |a - b| when swapping (a < b), a - b otherwise; only used when a is odd.
        let diff = (d ^ swap).wrapping_sub(swap);
        b ^= (a ^ b) & swap;
        a ^= (a ^ diff) & odd;
        a >>= 1;
        let t = (row_a ^ row_b) & swap;
        row_a ^= t;
        row_b ^= t;
        row_a = row_a.wrapping_sub(row_b & odd);
        row_b = row_b.wrapping_add(row_b);
    }
    (row_a, row_b)
}

/// Splits f + 2^32·g (|f|, |g| <= 2^30) into (f, g).
#[inline(always)]
fn unpack(row: u64) -> (i64, i64) {
    let f = row as u32 as i32 as i64;
    let g = (row.wrapping_sub(f as u64) as i64) >> 32;
    (f, g)
}

#[inline(always)]
fn cond_neg_i64(x: i64, mask: u64) -> i64 {
    let m = mask as i64;
    (x ^ m).wrapping_sub(m)
}

#[inline(always)]
fn or<const N: usize>(a: &[u64; N], b: &[u64; N]) -> [u64; N] {
    core::array::from_fn(|i| a[i] | b[i])
}

/// Bit length of x, computed without a data-dependent branch.
#[inline(always)]
fn bit_length<const N: usize>(x: &[u64; N]) -> u32 {
    let mut len = 0u32;
    for (i, &limb) in x.iter().enumerate() {
        let nonzero = ((limb | limb.wrapping_neg()) >> 63) as u32; // 1 iff limb != 0
        let l = 64 * i as u32 + (64 - limb.leading_zeros());
        len ^= (len ^ l) & nonzero.wrapping_neg();
    }
    len
}

/// Bits [s, s + 32) of x, for 0 <= s < 64N, selecting limbs by mask rather than by index.
#[inline(always)]
fn window32<const N: usize>(x: &[u64; N], s: u32) -> u64 {
    let q = s / 64;
    let r = s % 64;
    let (mut lo, mut hi) = (0u64, 0u64);
    for (i, &limb) in x.iter().enumerate() {
        let i = i as u32;
        lo |= limb & ((i ^ q == 0) as u64).wrapping_neg();
        hi |= limb & ((i ^ (q + 1) == 0) as u64).wrapping_neg();
    }
    // (hi << 1) << (63 - r) is hi << (64 - r) without the undefined shift by 64 when r = 0.
    let w = (lo >> r) | ((hi << 1) << (63 - r));
    w & 0xffff_ffff
}

/// (f·x + g·y) / 2^30 for non-negative x, y < 2^(64N - 3) and |f| + |g| <= 2^30 (the division is
/// exact by construction): returns the absolute value and an all-ones mask if it was negative.
#[inline(always)]
fn lincomb_shift<const N: usize>(x: &[u64; N], y: &[u64; N], f: i64, g: i64) -> ([u64; N], u64) {
    let mut t = [0u64; N];
    let mut acc: i128 = 0;
    for i in 0..N {
        acc += (f as i128) * (x[i] as i128) + (g as i128) * (y[i] as i128);
        t[i] = acc as u64;
        acc >>= 64;
    }
    let top = acc as u64;
    let neg = ((top as i64) >> 63) as u64;
    let mut r = shift_right(&t, top);
    // Two's-complement negation under the mask.
    let mut carry = neg & 1;
    for limb in r.iter_mut() {
        let (s, c) = (*limb ^ neg).overflowing_add(carry);
        *limb = s;
        carry = c as u64;
    }
    (r, neg)
}

/// (f·u + g·v) / 2^30 mod m for u, v < m, |f| + |g| <= 2^30; result < m.
///
/// The division is Montgomery's: add k·m with k = -(f·u + g·v)·m^-1 mod 2^30 so the low 30 bits
/// vanish. The quotient lies in (−m, 2m) and is brought into [0, m) by two masked corrections.
#[inline(always)]
fn lincomb_mod<const N: usize>(
    u: &[u64; N],
    v: &[u64; N],
    f: i64,
    g: i64,
    m: &[u64; N],
    m_inv: u64,
) -> [u64; N] {
    let low = (f as u64).wrapping_mul(u[0]).wrapping_add((g as u64).wrapping_mul(v[0]));
    let k = low.wrapping_mul(m_inv) & LOW_MASK;
    let mut t = [0u64; N];
    let mut acc: i128 = 0;
    for i in 0..N {
        acc += (f as i128) * (u[i] as i128) + (g as i128) * (v[i] as i128) + (k as i128) * (m[i] as i128);
        t[i] = acc as u64;
        acc >>= 64;
    }
    let top = acc as u64;
    let neg = ((top as i64) >> 63) as u64;
    let r = shift_right(&t, top);
    // r in (−m, 2m) as N-limb two's complement: add m if negative, then subtract m if >= m.
    let mut r2 = [0u64; N];
    let mut carry = 0u64;
    for i in 0..N {
        let (s, c) = crate::backend::portable::adc(r[i], m[i] & neg, carry);
        r2[i] = s;
        carry = c;
    }
    crate::backend::portable::sub_if_geq(r2, m)
}

/// ((top:t) >> 30) truncated to N limbs.
#[inline(always)]
fn shift_right<const N: usize>(t: &[u64; N], top: u64) -> [u64; N] {
    core::array::from_fn(|i| {
        let next = if i + 1 < N { t[i + 1] } else { top };
        (t[i] >> STEPS) | (next << (64 - STEPS))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::portable::{P, P_INV, R, R_INV};
    use crate::test_util::{below, big, from_big, rng};
    use num_bigint::BigUint;

    fn check<const N: usize>(y: &[u64; N], m: &[u64; N], m_inv: u64, bits: u32) {
        let got = invert(y, m, m_inv, bits);
        let (yb, mb) = (big(y), big(m));
        let want: [u64; N] = if yb == BigUint::from(0u8) {
            [0; N]
        } else {
            from_big(&yb.modpow(&(&mb - 2u8), &mb))
        };
        assert_eq!(got, want, "inverse of {y:x?}");
    }

    #[test]
    fn inverts_mod_p_and_r() {
        let mut rng = rng("inverts_mod_p_and_r");
        for _ in 0..20_000 {
            check(&below(&mut rng, &P), &P, P_INV, 381);
            check(&below(&mut rng, &R), &R, R_INV, 255);
        }
        let pb = big(&P);
        for y in [
            BigUint::from(0u8),
            BigUint::from(1u8),
            BigUint::from(2u8),
            &pb - 1u8,
            &pb - 2u8,
            (&pb - 1u8) >> 1,
        ] {
            check::<6>(&from_big(&y), &P, P_INV, 381);
        }
        for k in 0..381 {
            check::<6>(&from_big(&(BigUint::from(1u8) << k)), &P, P_INV, 381);
            check::<6>(&from_big(&((BigUint::from(1u8) << k) - 1u8)), &P, P_INV, 381);
        }
    }
}
