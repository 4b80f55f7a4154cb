//! The portable backend: u64 limbs, u128 products, no branch or memory index that depends on the
//! operands. It is the reference the assembly kernels are tested against, the fallback on every
//! other target, and (being `const fn`) what compile-time constants are computed with.
//!
//! Every function here has the same name, signature and contract as the assembly kernel of the
//! same name (see `kernel_abi!` in `backend/mod.rs`).

pub use crate::params::{P, P_INV, R, R_INV};

/// a + b*c + carry, as (low, high).
#[inline(always)]
pub const fn mac(a: u64, b: u64, c: u64, carry: u64) -> (u64, u64) {
    let t = (a as u128) + (b as u128) * (c as u128) + (carry as u128);
    (t as u64, (t >> 64) as u64)
}

/// a + b + carry, as (sum, carry out); carry in and out are 0 or 1 (or any value < 2^64 in).
#[inline(always)]
pub const fn adc(a: u64, b: u64, carry: u64) -> (u64, u64) {
    let t = (a as u128) + (b as u128) + (carry as u128);
    (t as u64, (t >> 64) as u64)
}

/// a - b - borrow, as (difference, borrow out); borrow in and out are 0 or 1.
#[inline(always)]
pub const fn sbb(a: u64, b: u64, borrow: u64) -> (u64, u64) {
    let t = (a as u128).wrapping_sub((b as u128) + (borrow as u128));
    (t as u64, (t >> 127) as u64)
}

/// `a - m` if `a >= m`, else `a`, for `a < 2m`; the choice is made by a mask, not a branch.
#[inline(always)]
pub const fn sub_if_geq<const N: usize>(a: [u64; N], m: &[u64; N]) -> [u64; N] {
    let mut d = [0u64; N];
    let mut borrow = 0;
    let mut i = 0;
    while i < N {
        let (x, b) = sbb(a[i], m[i], borrow);
        d[i] = x;
        borrow = b;
        i += 1;
    }
    // borrow = 1 means a < m: keep a.
    let keep_a = 0u64.wrapping_sub(borrow);
    let mut i = 0;
    while i < N {
        d[i] = (a[i] & keep_a) | (d[i] & !keep_a);
        i += 1;
    }
    d
}

/// Montgomery multiplication `a * b / 2^(64N) mod m` for `a, b < m`.
///
/// CIOS with the "no-carry" shortcut, valid because the top limb of m is below 2^63 - 1
/// (Botrel, El Housni, ePrint 2022/1400 §2.2): the running sum never needs an extra carry word.
/// N = 0 does not build.
///
/// ```compile_fail
/// let _ = bls381::backend::portable::mont_mul::<0>(&[], &[], &[], 1);
/// ```
#[inline(always)]
pub const fn mont_mul<const N: usize>(
    a: &[u64; N],
    b: &[u64; N],
    m: &[u64; N],
    inv: u64,
) -> [u64; N] {
    #[cfg(target_arch = "wasm32")]
    if N <= limb32::MAX_N && limb32::no_carry_ok(m) {
        return limb32::mont_mul(a, b, m, inv);
    }
    mont_mul64(a, b, m, inv)
}

/// [`mont_mul`] on u64 limbs and u128 products (everywhere but wasm32, and there for moduli
/// outside [`limb32`]'s range).
#[inline(always)]
const fn mont_mul64<const N: usize>(
    a: &[u64; N],
    b: &[u64; N],
    m: &[u64; N],
    inv: u64,
) -> [u64; N] {
    // At least one limb (t[0], t[N − 1] below), checked at compile time.
    const { assert!(N > 0) };
    let mut t = [0u64; N];
    let mut i = 0;
    while i < N {
        let (t0, mut ca) = mac(t[0], a[0], b[i], 0);
        let k = t0.wrapping_mul(inv);
        let (_, mut cm) = mac(t0, k, m[0], 0);
        let mut j = 1;
        while j < N {
            let (x, c) = mac(t[j], a[j], b[i], ca);
            ca = c;
            let (y, c) = mac(x, k, m[j], cm);
            cm = c;
            t[j - 1] = y;
            j += 1;
        }
        t[N - 1] = cm.wrapping_add(ca);
        i += 1;
    }
    sub_if_geq(t, m)
}

/// The products of [`mont_mul`], [`mul_wide`] and [`redc`] on 32-bit limbs with u64 products,
/// for wasm32: WebAssembly has `i64.mul` but no 64×64→128 high half, so a u128 product is a
/// call to `__multi3` (four 32×32 products and the carries between them), while a 32×32→64
/// product is one `i64.mul`. The same Montgomery radix (2^(64N) = 2^(32·2N)), so the results
/// are bit-identical to the u64 algorithms'; the limbs are split on the way in and joined on
/// the way out (little-endian halves). Measured under Node 20 (wasm/examples/wasm_bench.rs):
/// see the README's "From JavaScript".
#[cfg(any(target_arch = "wasm32", test))]
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod limb32 {
    /// The largest N (u64 limbs) handled: Fp's 6 (12 u32 limbs; products of 24).
    pub const MAX_N: usize = 6;

    /// Whether the no-carry CIOS shortcut holds on 32-bit limbs: the top u32 of m below
    /// 2^31 − 1 (true of p and r; a public property of the modulus, not of the operands).
    #[inline(always)]
    pub const fn no_carry_ok<const N: usize>(m: &[u64; N]) -> bool {
        N > 0 && (m[N - 1] >> 32) < 0x7fff_ffff
    }

    #[inline(always)]
    const fn split<const N: usize, const L: usize>(a: &[u64; N]) -> [u32; L] {
        let mut r = [0u32; L];
        let mut i = 0;
        while i < N && 2 * i + 1 < L {
            r[2 * i] = a[i] as u32;
            r[2 * i + 1] = (a[i] >> 32) as u32;
            i += 1;
        }
        r
    }

    #[inline(always)]
    const fn join<const N: usize, const L: usize>(a: &[u32; L], from: usize) -> [u64; N] {
        let mut r = [0u64; N];
        let mut i = 0;
        while i < N && from + 2 * i + 1 < L {
            r[i] = (a[from + 2 * i] as u64) | ((a[from + 2 * i + 1] as u64) << 32);
            i += 1;
        }
        r
    }

    /// CIOS with the no-carry shortcut on n = 2N limbs of 32 bits (see [`super::mont_mul64`]):
    /// every t + a·b + carry is at most (2^32 − 1) + (2^32 − 1)² + (2^32 − 1) = 2^64 − 1.
    #[inline(always)]
    pub const fn mont_mul<const N: usize>(
        a: &[u64; N],
        b: &[u64; N],
        m: &[u64; N],
        inv: u64,
    ) -> [u64; N] {
        let n = 2 * N;
        let a: [u32; 12] = split(a);
        let b: [u32; 12] = split(b);
        let m32: [u32; 12] = split(m);
        // −m⁻¹ mod 2^64 reduced mod 2^32 is −m⁻¹ mod 2^32.
        let inv = inv as u32;
        let mut t = [0u32; 12];
        let mut i = 0;
        while i < n {
            let x = t[0] as u64 + a[0] as u64 * b[i] as u64;
            let t0 = x as u32;
            let mut ca = x >> 32;
            let k = t0.wrapping_mul(inv);
            let mut cm = (t0 as u64 + k as u64 * m32[0] as u64) >> 32;
            let mut j = 1;
            while j < n {
                let x = t[j] as u64 + a[j] as u64 * b[i] as u64 + ca;
                ca = x >> 32;
                let y = (x as u32) as u64 + k as u64 * m32[j] as u64 + cm;
                cm = y >> 32;
                t[j - 1] = y as u32;
                j += 1;
            }
            t[n - 1] = (cm + ca) as u32;
            i += 1;
        }
        super::sub_if_geq(join(&t, 0), m)
    }

    /// The full product on 32-bit limbs.
    #[inline(always)]
    pub const fn mul_wide<const N: usize, const W: usize>(a: &[u64; N], b: &[u64; N]) -> [u64; W] {
        let n = 2 * N;
        let a: [u32; 12] = split(a);
        let b: [u32; 12] = split(b);
        let mut r = [0u32; 24];
        let mut i = 0;
        while i < n {
            let mut carry = 0u64;
            let mut j = 0;
            while j < n {
                let x = r[i + j] as u64 + a[j] as u64 * b[i] as u64 + carry;
                r[i + j] = x as u32;
                carry = x >> 32;
                j += 1;
            }
            r[i + n] = carry as u32;
            i += 1;
        }
        join(&r, 0)
    }

    /// Montgomery reduction on 32-bit limbs (the contract of [`super::redc`]).
    #[inline(always)]
    pub const fn redc<const N: usize, const W: usize>(
        t: &[u64; W],
        m: &[u64; N],
        inv: u64,
    ) -> [u64; N] {
        let n = 2 * N;
        let mut t: [u32; 24] = split(t);
        let m32: [u32; 12] = split(m);
        let inv = inv as u32;
        let mut top = 0u64;
        let mut i = 0;
        while i < n {
            let k = t[i].wrapping_mul(inv);
            let mut carry = 0u64;
            let mut j = 0;
            while j < n {
                let x = t[i + j] as u64 + k as u64 * m32[j] as u64 + carry;
                t[i + j] = x as u32;
                carry = x >> 32;
                j += 1;
            }
            let x = t[i + n] as u64 + carry + top;
            t[i + n] = x as u32;
            top = x >> 32;
            i += 1;
        }
        // As in the u64 version, t < m·2^(64N) leaves `top` = 0.
        super::sub_if_geq(join(&t, n), m)
    }
}

// ---- The kernel set (same names and contracts as the assembly exports). ----

/// Montgomery product mod p; `a, b < p`, result `< p`.
#[inline]
pub const fn fp_mul(a: &[u64; 6], b: &[u64; 6]) -> [u64; 6] {
    mont_mul(a, b, &P, P_INV)
}

/// Montgomery square mod p; `a < p`, result `< p`.
#[inline]
pub const fn fp_sqr(a: &[u64; 6]) -> [u64; 6] {
    mont_mul(a, a, &P, P_INV)
}

/// The full 2N-limb product of two N-limb integers (`W` = 2N; another `W` does not build).
///
/// ```compile_fail
/// let _ = bls381::backend::portable::mul_wide::<4, 7>(&[1; 4], &[1; 4]);
/// ```
#[inline(always)]
pub const fn mul_wide<const N: usize, const W: usize>(a: &[u64; N], b: &[u64; N]) -> [u64; W] {
    // A compile-time check: a wrong W fails to build instead of panicking.
    const { assert!(W == 2 * N) };
    #[cfg(target_arch = "wasm32")]
    if N <= limb32::MAX_N {
        return limb32::mul_wide(a, b);
    }
    let mut r = [0u64; W];
    let mut i = 0;
    while i < N {
        let mut carry = 0;
        let mut j = 0;
        while j < N {
            let (x, c) = mac(r[i + j], a[j], b[i], carry);
            r[i + j] = x;
            carry = c;
            j += 1;
        }
        r[i + N] = carry;
        i += 1;
    }
    r
}

/// Montgomery reduction `t / 2^(64N) mod m` for `t < m·2^(64N)` (`W` = 2N, `inv` = −m⁻¹ mod
/// 2^64, `m < 2^(64N − 1)`); result `< m`. Another `W` does not build.
#[inline(always)]
pub const fn redc<const N: usize, const W: usize>(
    t: &[u64; W],
    m: &[u64; N],
    inv: u64,
) -> [u64; N] {
    // A compile-time check: a wrong W fails to build instead of panicking.
    const { assert!(W == 2 * N) };
    #[cfg(target_arch = "wasm32")]
    if N <= limb32::MAX_N {
        return limb32::redc(t, m, inv);
    }
    let mut t = *t;
    let mut top = 0;
    let mut i = 0;
    while i < N {
        let k = t[i].wrapping_mul(inv);
        let mut carry = 0;
        let mut j = 0;
        while j < N {
            let (x, c) = mac(t[i + j], k, m[j], carry);
            t[i + j] = x;
            carry = c;
            j += 1;
        }
        let (x, c) = adc(t[i + N], carry, top);
        t[i + N] = x;
        top = c;
        i += 1;
    }
    // t < m·2^(64N) makes the quotient < 2m < 2^(64N), so `top` is 0 here.
    let mut hi = [0u64; N];
    let mut i = 0;
    while i < N {
        hi[i] = t[N + i];
        i += 1;
    }
    sub_if_geq(hi, m)
}

/// The full 768-bit product of two 384-bit integers (any values below 2^384).
#[inline]
pub const fn fp_mul_wide(a: &[u64; 6], b: &[u64; 6]) -> [u64; 12] {
    mul_wide(a, b)
}

/// The full 768-bit square of a 384-bit integer.
#[inline]
pub const fn fp_sqr_wide(a: &[u64; 6]) -> [u64; 12] {
    mul_wide(a, a)
}

/// Montgomery reduction `t / 2^384 mod p` for `t < p * 2^384`; result `< p`.
#[inline]
pub const fn fp_redc(t: &[u64; 12]) -> [u64; 6] {
    redc(t, &P, P_INV)
}

/// Fp2 = Fp\[u\]/(u^2 + 1) product `(a0 + a1 u)(b0 + b1 u)`, Montgomery form, all inputs `< p`.
/// Karatsuba on unreduced products, two reductions.
#[inline]
pub const fn fp2_mul(
    a0: &[u64; 6],
    a1: &[u64; 6],
    b0: &[u64; 6],
    b1: &[u64; 6],
) -> ([u64; 6], [u64; 6]) {
    let (w0, w1) = fp2_mul_wide(a0, a1, b0, b1);
    (fp_redc(&w0), fp_redc(&w1))
}

/// Fp2 square `(a0 + a1 u)^2`, Montgomery form.
#[inline]
pub const fn fp2_sqr(a0: &[u64; 6], a1: &[u64; 6]) -> ([u64; 6], [u64; 6]) {
    let (w0, w1) = fp2_sqr_wide(a0, a1);
    (fp_redc(&w0), fp_redc(&w1))
}

/// Unreduced Fp2 product: `(a0 b0 - a1 b1, a0 b1 + a1 b0)` as two 768-bit integers, each
/// congruent mod p to the exact value and below `p * 2^384` (ready for [`fp_redc`] or for
/// further additions mod `p·2^384` before it). Inputs `< 2p`, not only `< p`: the tower
/// passes the unreduced Karatsuba sums of Fp6 products. Then `a0 + a1 < 4p < 2^383`,
/// `|a0 b0 - a1 b1| < 4p^2` and `a0 b1 + a1 b0 < 8p^2`, below `p * 2^384` as `8p < 2^384`.
#[inline]
pub const fn fp2_mul_wide(
    a0: &[u64; 6],
    a1: &[u64; 6],
    b0: &[u64; 6],
    b1: &[u64; 6],
) -> ([u64; 12], [u64; 12]) {
    let t0 = fp_mul_wide(a0, b0);
    let t1 = fp_mul_wide(a1, b1);
    // a0 + a1 and b0 + b1 fit in 383 bits: no reduction needed before the product.
    let sa = plain_add6(a0, a1);
    let sb = plain_add6(b0, b1);
    let t2 = fp_mul_wide(&sa, &sb);
    // (a0+a1)(b0+b1) - a0b0 - a1b1 = a0b1 + a1b0 >= 0 exactly and < 2p^2 < p*2^384.
    let c1 = plain_sub12(&plain_sub12(&t2, &t0), &t1);
    let c0 = wide_sub(&t0, &t1);
    (c0, c1)
}

/// Unreduced Fp2 square: `((a0 + a1)(a0 - a1 + p), 2 a0 a1)`, each below `p * 2^384`.
#[inline]
pub const fn fp2_sqr_wide(a0: &[u64; 6], a1: &[u64; 6]) -> ([u64; 12], [u64; 12]) {
    let s = plain_add6(a0, a1);
    // a0 - a1 + p is in (0, 2p): no reduction, and the product stays congruent to a0^2 - a1^2.
    let d = plain_add6(&plain_sub6(a0, a1), &P);
    let c0 = fp_mul_wide(&s, &d);
    let d1 = plain_add6(a0, a0);
    let c1 = fp_mul_wide(&d1, a1);
    (c0, c1)
}

/// Montgomery product mod r; `a, b < r`, result `< r`.
#[inline]
pub const fn fr_mul(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    mont_mul(a, b, &R, R_INV)
}

/// Montgomery square mod r; `a < r`, result `< r`.
#[inline]
pub const fn fr_sqr(a: &[u64; 4]) -> [u64; 4] {
    mont_mul(a, a, &R, R_INV)
}

/// `a^-1 mod p` as a plain integer (not Montgomery form): `a < p`, 0 for 0. Constant time
/// (Pornin's binary GCD, see `inversion.rs`).
#[inline]
pub fn fp_inverse(a: &[u64; 6]) -> [u64; 6] {
    super::inversion::invert(a, &P, P_INV, 381)
}

/// `a^-1 mod r` as a plain integer: `a < r`, 0 for 0. Constant time.
#[inline]
pub fn fr_inverse(a: &[u64; 4]) -> [u64; 4] {
    super::inversion::invert(a, &R, R_INV, 255)
}

// ---- Plain (non-modular) helpers of the kernels above. ----

/// `a − b mod p·2^384` for `a, b < p·2^384` (`fp2_mul_wide`'s first component).
#[inline(always)]
const fn wide_sub(a: &[u64; 12], b: &[u64; 12]) -> [u64; 12] {
    let (mut d, borrow) = sub_n(a, b);
    let mask = 0u64.wrapping_sub(borrow);
    let mut carry = 0;
    let mut i = 0;
    while i < 6 {
        let (x, c) = adc(d[i + 6], P[i] & mask, carry);
        d[i + 6] = x;
        carry = c;
        i += 1;
    }
    d
}

/// `a + b` mod 2^(64N) and the carry out.
#[inline(always)]
const fn add_n<const N: usize>(a: &[u64; N], b: &[u64; N]) -> ([u64; N], u64) {
    let mut s = [0u64; N];
    let mut carry = 0;
    let mut i = 0;
    while i < N {
        (s[i], carry) = adc(a[i], b[i], carry);
        i += 1;
    }
    (s, carry)
}

/// `a − b` mod 2^(64N) and the borrow out.
#[inline(always)]
const fn sub_n<const N: usize>(a: &[u64; N], b: &[u64; N]) -> ([u64; N], u64) {
    let mut d = [0u64; N];
    let mut borrow = 0;
    let mut i = 0;
    while i < N {
        (d[i], borrow) = sbb(a[i], b[i], borrow);
        i += 1;
    }
    (d, borrow)
}

/// `a + b` for a sum below 2^384.
#[inline(always)]
const fn plain_add6(a: &[u64; 6], b: &[u64; 6]) -> [u64; 6] {
    add_n(a, b).0
}

/// Two's-complement difference (wraps mod 2^384; callers add p back where it can be negative).
#[inline(always)]
const fn plain_sub6(a: &[u64; 6], b: &[u64; 6]) -> [u64; 6] {
    sub_n(a, b).0
}

/// `a − b` for `a ≥ b`.
#[inline(always)]
const fn plain_sub12(a: &[u64; 12], b: &[u64; 12]) -> [u64; 12] {
    sub_n(a, b).0
}

super::kernels::kernel_table!(portable_into, common);
use super::kernels::portable_into;

/// The 32-bit-limb products against the u64 ones (on every target, so that the native test run
/// checks what wasm32 uses): random and edge operands mod p and mod r, bit-identical results.
#[cfg(test)]
mod limb32_tests {
    use super::*;

    fn next(s: &mut u64) -> u64 {
        *s ^= *s << 13;
        *s ^= *s >> 7;
        *s ^= *s << 17;
        *s
    }

    /// A value below m: random limbs, the top one masked below m's, or an edge value.
    fn below<const N: usize>(s: &mut u64, m: &[u64; N], k: usize) -> [u64; N] {
        let mut a = [0u64; N];
        match k % 5 {
            0 => {
                a = sub_n(m, &{
                    let mut one = [0u64; N];
                    one[0] = 1;
                    one
                })
                .0
            }
            1 => a[0] = k as u64,
            _ => {
                for x in a.iter_mut() {
                    *x = next(s);
                }
                a[N - 1] %= m[N - 1];
            }
        }
        a
    }

    fn check<const N: usize, const W: usize>(m: &[u64; N], inv: u64) {
        let mut s = 0x2545_f491_4f6c_dd1d;
        for k in 0..20_000 {
            let (a, b) = (below(&mut s, m, k), below(&mut s, m, k / 5));
            assert!(limb32::no_carry_ok(m));
            assert_eq!(limb32::mont_mul(&a, &b, m, inv), mont_mul64(&a, &b, m, inv));
            let w64: [u64; W] = {
                let mut r = [0u64; W];
                for i in 0..N {
                    let mut carry = 0;
                    for j in 0..N {
                        let (x, c) = mac(r[i + j], a[j], b[i], carry);
                        r[i + j] = x;
                        carry = c;
                    }
                    r[i + N] = carry;
                }
                r
            };
            let w32: [u64; W] = limb32::mul_wide(&a, &b);
            assert_eq!(w32, w64);
            assert_eq!(limb32::redc(&w32, m, inv), mont_mul64(&a, &b, m, inv));
        }
    }

    #[test]
    fn limb32_matches_u64_mod_p() {
        check::<6, 12>(&P, P_INV);
    }

    #[test]
    fn limb32_matches_u64_mod_r() {
        check::<4, 8>(&R, R_INV);
    }
}
