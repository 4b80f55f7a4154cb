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
pub(crate) fn invert<const N: usize>(
    y: &[u64; N],
    m: &[u64; N],
    m_inv: u64,
    bits: u32,
) -> [u64; N] {
    let rounds = (2 * bits - 1).div_ceil(STEPS);
    let (mut a, mut b) = (*y, *m);
    let mut u = [0u64; N];
    u[0] = 1;
    let mut v = [0u64; N];
    // The (u, v) update of an odd round is deferred and merged with the next one: the product of
    // two 30-step matrices has entries within ±2^60 and costs one long update instead of two.
    let mut pending: Option<Matrix> = None;
    for round in 0..rounds {
        let (a_, b_) = summaries(&a, &b);
        let (row_a, row_b) = steps(a_, b_);
        let (f0, g0) = unpack(row_a);
        let (f1, g1) = unpack(row_b);

        // (a, b) <- M (a, b) / 2^30; a negative result flips the sign of its row.
        let (na, neg_a) = lincomb_shift(&a, &b, f0, g0);
        let (nb, neg_b) = lincomb_shift(&a, &b, f1, g1);
        a = na;
        b = nb;
        let mat = Matrix {
            f0: cond_neg_i64(f0, neg_a),
            g0: cond_neg_i64(g0, neg_a),
            f1: cond_neg_i64(f1, neg_b),
            g1: cond_neg_i64(g1, neg_b),
        };

        // (u, v) <- M (u, v) / 2^shift mod m, keeping a ≡ u·y and b ≡ v·y.
        let (mat, shift) = match pending.take() {
            None if round + 1 < rounds => {
                pending = Some(mat);
                continue;
            }
            None => (mat, STEPS),
            Some(prev) => (mat.after(&prev), 2 * STEPS),
        };
        let nu = lincomb_mod(&u, &v, mat.f0, mat.g0, m, m_inv, shift);
        let nv = lincomb_mod(&u, &v, mat.f1, mat.g1, m, m_inv, shift);
        u = nu;
        v = nv;
    }
    v
}

/// An update matrix: (a, b) <- ((f0·a + g0·b), (f1·a + g1·b)) / 2^steps.
#[derive(Clone, Copy)]
struct Matrix {
    f0: i64,
    g0: i64,
    f1: i64,
    g1: i64,
}

impl Matrix {
    /// `self · prev`: applying `prev` then `self`. Row sums multiply, so two 30-step matrices
    /// give entries within ±2^60.
    #[inline(always)]
    fn after(&self, prev: &Matrix) -> Matrix {
        Matrix {
            f0: self.f0 * prev.f0 + self.g0 * prev.f1,
            g0: self.f0 * prev.g0 + self.g0 * prev.g1,
            f1: self.f1 * prev.f0 + self.g1 * prev.f1,
            g1: self.f1 * prev.g0 + self.g1 * prev.g1,
        }
    }
}

/// 30 steps of the binary GCD on the summaries; returns the rows of the update matrix, packed.
///
/// One step: if a is odd { if a < b { swap(a, b), swap rows }; a -= b; row_a -= row_b };
/// a /= 2; row_b *= 2 (doubling row_b instead of halving a keeps the entries integral).
///
/// The selections are written with `select_unpredictable`, which compiles to conditional moves:
/// the step's latency is then sub → cmov → cmov → shift, about 4 cycles, where mask arithmetic
/// needs twice that. No selection becomes a branch (checked by the valgrind constant-time test).
#[inline(always)]
fn steps(mut a: u64, mut b: u64) -> (u64, u64) {
    use core::hint::select_unpredictable as select;
    let mut row_a: u64 = 1; // (f0, g0) = (1, 0)
    let mut row_b: u64 = 1 << 32; // (f1, g1) = (0, 1)
    let mut step = || {
        let odd = a & 1 != 0;
        let (a_minus_b, a_lt_b) = a.overflowing_sub(b);
        let b_minus_a = b.wrapping_sub(a);
        let swap = odd & a_lt_b;
        let diff = select(a_lt_b, b_minus_a, a_minus_b);
        b = select(swap, a, b);
        a = select(odd, diff, a) >> 1;
        // row_a - row_b when a was odd, negated (= row_b - row_a) when swapping.
        let x = row_a.wrapping_sub(select(odd, row_b, 0));
        let new_b = select(swap, row_a, row_b);
        row_a = select(swap, x.wrapping_neg(), x);
        row_b = new_b.wrapping_add(new_b);
    };
    for _ in 0..STEPS / 3 {
        step();
        step();
        step();
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

/// The 62-bit summaries of a and b: the low 30 bits of each, exactly, above them the 32 bits of
/// each that lie below the top bit of max(a, b) — all of a and b when both are below 2^62.
///
/// The top is found the way blst finds it: slide a two-limb window down from the top limbs while
/// it holds no bit of a or b, by conditional moves, so no index depends on the values.
#[inline(always)]
fn summaries<const N: usize>(a: &[u64; N], b: &[u64; N]) -> (u64, u64) {
    use core::hint::select_unpredictable as select;
    let (mut ah, mut al, mut bh, mut bl) = (a[N - 1], a[N - 2], b[N - 1], b[N - 2]);
    for i in (0..N - 2).rev() {
        let empty = (ah | bh) == 0;
        ah = select(empty, al, ah);
        al = select(empty, a[i], al);
        bh = select(empty, bl, bh);
        bl = select(empty, b[i], bl);
    }
    let wa = ((ah as u128) << 64) | al as u128;
    let wb = ((bh as u128) << 64) | bl as u128;
    // Normalise the top bit to bit 127, but never keep fewer than 62 significant bits.
    let shift = (wa | wb).leading_zeros().min(128 - 62);
    let top = |w: u128| ((w << shift) >> 96) as u64;
    (
        (a[0] & LOW_MASK) | (top(wa) << STEPS),
        (b[0] & LOW_MASK) | (top(wb) << STEPS),
    )
}

/// |f|, and an all-ones mask when f < 0.
#[inline(always)]
fn abs_and_sign(f: i64) -> (u64, u64) {
    let s = (f >> 63) as u64;
    (((f as u64) ^ s).wrapping_sub(s), s)
}

/// f·x + g·y for non-negative x, y (N limbs) and |f| + |g| <= 2^62, as N limbs plus a signed top
/// word. The products are unsigned (one 64×64 multiply each): a negative f multiplies the
/// complement of x, since |f|·(!x + 1) = |f|·2^64N − |f|·x, and the |f|·2^64N is taken back
/// from the top word.
#[inline(always)]
fn lincomb<const N: usize>(x: &[u64; N], y: &[u64; N], f: i64, g: i64) -> ([u64; N], u64) {
    let (fa, fs) = abs_and_sign(f);
    let (ga, gs) = abs_and_sign(g);
    let mut t = [0u64; N];
    // The "+1" of both complements enters as the initial carry: |f|·1 and |g|·1.
    let mut acc: u128 = ((fa & fs) + (ga & gs)) as u128;
    for i in 0..N {
        acc += (fa as u128) * ((x[i] ^ fs) as u128) + (ga as u128) * ((y[i] ^ gs) as u128);
        t[i] = acc as u64;
        acc >>= 64;
    }
    // The complements extend with all-ones words: their product with |f| is |f|·(2^64 − 1) in
    // every higher word, i.e. −|f| in the (two's-complement) top word, plus the final carry.
    let top = (acc as u64).wrapping_sub(fa & fs).wrapping_sub(ga & gs);
    (t, top)
}

/// (f·x + g·y) / 2^30 for non-negative x, y < 2^(64N − 3) and |f| + |g| <= 2^30 (the division is
/// exact by construction): returns the absolute value and an all-ones mask if it was negative.
#[inline(always)]
fn lincomb_shift<const N: usize>(x: &[u64; N], y: &[u64; N], f: i64, g: i64) -> ([u64; N], u64) {
    let (t, top) = lincomb(x, y, f, g);
    let neg = ((top as i64) >> 63) as u64;
    let mut r = shift_right(&t, top, STEPS);
    // Two's-complement negation under the mask.
    let mut carry = neg & 1;
    for limb in r.iter_mut() {
        let (s, c) = (*limb ^ neg).overflowing_add(carry);
        *limb = s;
        carry = c as u64;
    }
    (r, neg)
}

/// (f·u + g·v) / 2^shift mod m for u, v < m, |f| + |g| <= 2^shift, shift <= 60; result < m.
///
/// The division is Montgomery's: add k·m with k = -(f·u + g·v)·m^-1 mod 2^shift so the low bits
/// vanish. The quotient lies in (−m, 2m) and is brought into [0, m) by two masked corrections.
#[inline(always)]
fn lincomb_mod<const N: usize>(
    u: &[u64; N],
    v: &[u64; N],
    f: i64,
    g: i64,
    m: &[u64; N],
    m_inv: u64,
    shift: u32,
) -> [u64; N] {
    let (mut t, mut top) = lincomb(u, v, f, g);
    let k = t[0].wrapping_mul(m_inv) & ((1u64 << shift) - 1);
    let mut acc: u128 = 0;
    for i in 0..N {
        acc += (k as u128) * (m[i] as u128) + t[i] as u128;
        t[i] = acc as u64;
        acc >>= 64;
    }
    top = top.wrapping_add(acc as u64);
    let neg = ((top as i64) >> 63) as u64;
    let r = shift_right(&t, top, shift);
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

/// ((top:t) >> shift) truncated to N limbs, for 0 < shift < 64.
#[inline(always)]
fn shift_right<const N: usize>(t: &[u64; N], top: u64, shift: u32) -> [u64; N] {
    core::array::from_fn(|i| {
        let next = if i + 1 < N { t[i + 1] } else { top };
        (t[i] >> shift) | (next << (64 - shift))
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
        for _ in 0..crate::test_util::iters(20_000) {
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
            check::<6>(
                &from_big(&((BigUint::from(1u8) << k) - 1u8)),
                &P,
                P_INV,
                381,
            );
        }
    }
}
