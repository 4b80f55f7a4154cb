//! The portable backend: u64 limbs, u128 products, no branch or memory index that depends on the
//! operands. It is the reference the assembly kernels are tested against, the fallback on every
//! other target, and (being `const fn`) what compile-time constants are computed with.
//!
//! Every function here has the same name, signature and contract as the assembly kernel of the
//! same name (see `kernel_abi!` in `backend/mod.rs`).

/// p, the BLS12-381 base field modulus, little-endian limbs.
pub const P: [u64; 6] = [
    0xb9fe_ffff_ffff_aaab,
    0x1eab_fffe_b153_ffff,
    0x6730_d2a0_f6b0_f624,
    0x6477_4b84_f385_12bf,
    0x4b1b_a7b6_434b_acd7,
    0x1a01_11ea_397f_e69a,
];
/// -p^-1 mod 2^64.
pub const P_INV: u64 = 0x89f3_fffc_fffc_fffd;

/// r, the order of the prime subgroups (the scalar field modulus), little-endian limbs.
pub const R: [u64; 4] = [
    0xffff_ffff_0000_0001,
    0x53bd_a402_fffe_5bfe,
    0x3339_d808_09a1_d805,
    0x73ed_a753_299d_7d48,
];
/// -r^-1 mod 2^64.
pub const R_INV: u64 = 0xffff_fffe_ffff_ffff;

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

/// `a + b mod m` for `a, b < m` and `m < 2^(64N - 1)`.
#[inline(always)]
pub const fn add_mod<const N: usize>(a: &[u64; N], b: &[u64; N], m: &[u64; N]) -> [u64; N] {
    let mut s = [0u64; N];
    let mut carry = 0;
    let mut i = 0;
    while i < N {
        let (x, c) = adc(a[i], b[i], carry);
        s[i] = x;
        carry = c;
        i += 1;
    }
    sub_if_geq(s, m)
}

/// `a - b mod m` for `a, b < m`.
#[inline(always)]
pub const fn sub_mod<const N: usize>(a: &[u64; N], b: &[u64; N], m: &[u64; N]) -> [u64; N] {
    let mut d = [0u64; N];
    let mut borrow = 0;
    let mut i = 0;
    while i < N {
        let (x, bo) = sbb(a[i], b[i], borrow);
        d[i] = x;
        borrow = bo;
        i += 1;
    }
    // On borrow add m back, masked.
    let mask = 0u64.wrapping_sub(borrow);
    let mut carry = 0;
    let mut i = 0;
    while i < N {
        let (x, c) = adc(d[i], m[i] & mask, carry);
        d[i] = x;
        carry = c;
        i += 1;
    }
    d
}

/// `-a mod m` for `a < m` (zero stays zero), computed as `0 - a mod m`.
///
/// The borrow of `0 - a` is the "a != 0" flag, so adding back `m` under that borrow's mask maps
/// zero to zero without a separate zero test. (A mask built from `a[0] | … | a[N-1] != 0`, the
/// previous form, was turned by LLVM into a branch on whether `a` is zero: the ctgrind check,
/// `scripts/ct-check.sh`, flagged it.)
#[inline(always)]
pub const fn neg_mod<const N: usize>(a: &[u64; N], m: &[u64; N]) -> [u64; N] {
    sub_mod(&[0; N], a, m)
}

/// `a + b + carry` for run-time use (not `const`): on x86_64 `_addcarry_u64`, which compiles to
/// one ADC per limb in a chain; elsewhere a pair of `overflowing_add`s. Carries are 0 or 1.
#[inline(always)]
pub fn adc_rt(a: u64, b: u64, carry: u8) -> (u64, u8) {
    #[cfg(target_arch = "x86_64")]
    {
        let mut out = 0;
        let c = core::arch::x86_64::_addcarry_u64(carry, a, b, &mut out);
        (out, c)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let (s, c1) = a.overflowing_add(b);
        let (s, c2) = s.overflowing_add(carry as u64);
        (s, (c1 | c2) as u8)
    }
}

/// `a - b - borrow` for run-time use: one SBB per limb on x86_64. Borrows are 0 or 1.
#[inline(always)]
pub fn sbb_rt(a: u64, b: u64, borrow: u8) -> (u64, u8) {
    #[cfg(target_arch = "x86_64")]
    {
        let mut out = 0;
        let c = core::arch::x86_64::_subborrow_u64(borrow, a, b, &mut out);
        (out, c)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let (d, b1) = a.overflowing_sub(b);
        let (d, b2) = d.overflowing_sub(borrow as u64);
        (d, (b1 | b2) as u8)
    }
}

/// [`add_mod`] for run time: the same result through carry chains that compile to ADC/SBB and
/// a masked selection (the `const` version goes through u128 arithmetic, which LLVM
/// turns into about three times as many instructions).
#[inline(always)]
pub fn add_mod_rt<const N: usize>(a: &[u64; N], b: &[u64; N], m: &[u64; N]) -> [u64; N] {
    let mut s = [0u64; N];
    let mut c = 0;
    for i in 0..N {
        (s[i], c) = adc_rt(a[i], b[i], c);
    }
    // m < 2^(64N-1): the sum has no carry out; keep s when s - m borrows.
    let mut t = [0u64; N];
    let mut bo = 0;
    for i in 0..N {
        (t[i], bo) = sbb_rt(s[i], m[i], bo);
    }
    // Select by mask, limb by limb: a select of whole arrays lets LLVM pick between the two
    // buffers by address, a memory access that would depend on the values.
    let keep = 0u64.wrapping_sub(bo as u64);
    core::array::from_fn(|i| (s[i] & keep) | (t[i] & !keep))
}

/// [`sub_mod`] for run time.
#[inline(always)]
pub fn sub_mod_rt<const N: usize>(a: &[u64; N], b: &[u64; N], m: &[u64; N]) -> [u64; N] {
    let mut d = [0u64; N];
    let mut bo = 0;
    for i in 0..N {
        (d[i], bo) = sbb_rt(a[i], b[i], bo);
    }
    // On borrow add m back: m masked by the borrow, so no branch.
    let mask = 0u64.wrapping_sub(bo as u64);
    let mut c = 0;
    for i in 0..N {
        (d[i], c) = adc_rt(d[i], m[i] & mask, c);
    }
    d
}

/// [`neg_mod`] for run time.
#[inline(always)]
pub fn neg_mod_rt<const N: usize>(a: &[u64; N], m: &[u64; N]) -> [u64; N] {
    sub_mod_rt(&[0; N], a, m)
}

/// Montgomery multiplication `a * b / 2^(64N) mod m` for `a, b < m`.
///
/// CIOS with the "no-carry" shortcut, valid because the top limb of m is below 2^63 - 1
/// (Botrel, El Housni, ePrint 2022/1400 §2.2): the running sum never needs an extra carry word.
#[inline(always)]
pub const fn mont_mul<const N: usize>(
    a: &[u64; N],
    b: &[u64; N],
    m: &[u64; N],
    inv: u64,
) -> [u64; N] {
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

/// The full 768-bit product of two 384-bit integers (any values below 2^384).
#[inline]
pub const fn fp_mul_wide(a: &[u64; 6], b: &[u64; 6]) -> [u64; 12] {
    let mut r = [0u64; 12];
    let mut i = 0;
    while i < 6 {
        let mut carry = 0;
        let mut j = 0;
        while j < 6 {
            let (x, c) = mac(r[i + j], a[j], b[i], carry);
            r[i + j] = x;
            carry = c;
            j += 1;
        }
        r[i + 6] = carry;
        i += 1;
    }
    r
}

/// The full 768-bit square of a 384-bit integer.
#[inline]
pub const fn fp_sqr_wide(a: &[u64; 6]) -> [u64; 12] {
    fp_mul_wide(a, a)
}

/// Montgomery reduction `t / 2^384 mod p` for `t < p * 2^384`; result `< p`.
#[inline]
pub const fn fp_redc(t: &[u64; 12]) -> [u64; 6] {
    let mut t = *t;
    let mut top = 0;
    let mut i = 0;
    while i < 6 {
        let k = t[i].wrapping_mul(P_INV);
        let mut carry = 0;
        let mut j = 0;
        while j < 6 {
            let (x, c) = mac(t[i + j], k, P[j], carry);
            t[i + j] = x;
            carry = c;
            j += 1;
        }
        let (x, c) = adc(t[i + 6], carry, top);
        t[i + 6] = x;
        top = c;
        i += 1;
    }
    // t < p*2^384 makes the quotient < 2p < 2^382, so `top` is 0 here.
    sub_if_geq([t[6], t[7], t[8], t[9], t[10], t[11]], &P)
}

/// `a + b mod p*2^384` for `a, b < p*2^384` (the lazy-reduction accumulator's addition).
#[inline]
pub const fn wide_add(a: &[u64; 12], b: &[u64; 12]) -> [u64; 12] {
    let mut s = [0u64; 12];
    let mut carry = 0;
    let mut i = 0;
    while i < 12 {
        let (x, c) = adc(a[i], b[i], carry);
        s[i] = x;
        carry = c;
        i += 1;
    }
    // Subtract p from the high half when the sum reaches p*2^384 (sum < 2^767: no carry out).
    let hi = [s[6], s[7], s[8], s[9], s[10], s[11]];
    let hi = sub_if_geq(hi, &P);
    [
        s[0], s[1], s[2], s[3], s[4], s[5], hi[0], hi[1], hi[2], hi[3], hi[4], hi[5],
    ]
}

/// `a - b mod p*2^384` for `a, b < p*2^384`.
#[inline]
pub const fn wide_sub(a: &[u64; 12], b: &[u64; 12]) -> [u64; 12] {
    let mut d = [0u64; 12];
    let mut borrow = 0;
    let mut i = 0;
    while i < 12 {
        let (x, bo) = sbb(a[i], b[i], borrow);
        d[i] = x;
        borrow = bo;
        i += 1;
    }
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
/// further [`wide_add`] / [`wide_sub`] before it). Inputs `< 2p`, not only `< p`: the tower
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

// ---- Plain (non-modular) helpers. ----

#[inline(always)]
const fn plain_add6(a: &[u64; 6], b: &[u64; 6]) -> [u64; 6] {
    let mut s = [0u64; 6];
    let mut carry = 0;
    let mut i = 0;
    while i < 6 {
        let (x, c) = adc(a[i], b[i], carry);
        s[i] = x;
        carry = c;
        i += 1;
    }
    s
}

/// Two's-complement difference (wraps mod 2^384; callers add p back where it can be negative).
#[inline(always)]
const fn plain_sub6(a: &[u64; 6], b: &[u64; 6]) -> [u64; 6] {
    let mut d = [0u64; 6];
    let mut borrow = 0;
    let mut i = 0;
    while i < 6 {
        let (x, bo) = sbb(a[i], b[i], borrow);
        d[i] = x;
        borrow = bo;
        i += 1;
    }
    d
}

#[inline(always)]
const fn plain_sub12(a: &[u64; 12], b: &[u64; 12]) -> [u64; 12] {
    let mut d = [0u64; 12];
    let mut borrow = 0;
    let mut i = 0;
    while i < 12 {
        let (x, bo) = sbb(a[i], b[i], borrow);
        d[i] = x;
        borrow = bo;
        i += 1;
    }
    d
}

// ---- In-place forms of the kernels above (the assembly backends write into the caller's
// arrays directly; see `backend::fp2_mul_wide_into`). Out of line: the dispatcher puts the
// portable fallback at every kernel call site of the tower, where a call is all the room it
// should take (inlined, each site also carried the copies of the outputs). ----

/// [`fp_redc`] into `r`.
#[inline(never)]
pub fn fp_redc_into(r: &mut [u64; 6], t: &[u64; 12]) {
    *r = fp_redc(t);
}

/// [`fp2_mul_wide`] into `r0`, `r1`.
#[inline(never)]
pub fn fp2_mul_wide_into(
    r0: &mut [u64; 12],
    r1: &mut [u64; 12],
    a0: &[u64; 6],
    a1: &[u64; 6],
    b0: &[u64; 6],
    b1: &[u64; 6],
) {
    (*r0, *r1) = fp2_mul_wide(a0, a1, b0, b1);
}

/// [`fp2_sqr_wide`] into `r0`, `r1`.
#[inline(never)]
pub fn fp2_sqr_wide_into(r0: &mut [u64; 12], r1: &mut [u64; 12], a0: &[u64; 6], a1: &[u64; 6]) {
    (*r0, *r1) = fp2_sqr_wide(a0, a1);
}

/// [`fp2_mul`] into `r0`, `r1`.
#[inline(never)]
pub fn fp2_mul_into(
    r0: &mut [u64; 6],
    r1: &mut [u64; 6],
    a0: &[u64; 6],
    a1: &[u64; 6],
    b0: &[u64; 6],
    b1: &[u64; 6],
) {
    (*r0, *r1) = fp2_mul(a0, a1, b0, b1);
}

/// [`fp2_sqr`] into `r0`, `r1`.
#[inline(never)]
pub fn fp2_sqr_into(r0: &mut [u64; 6], r1: &mut [u64; 6], a0: &[u64; 6], a1: &[u64; 6]) {
    (*r0, *r1) = fp2_sqr(a0, a1);
}

/// `3·t − 2·x mod p` (`t, x < p`): the closing step of the Granger–Scott cyclotomic squaring
/// (ePrint 2009/565, §3.2), as `t + 2·(t − x)`.
#[inline(always)]
pub fn three_t_sub_two_x(t: &[u64; 6], x: &[u64; 6]) -> [u64; 6] {
    let u = sub_mod_rt(t, x, &P);
    add_mod_rt(&add_mod_rt(&u, &u, &P), t, &P)
}

/// `3·t + 2·x mod p` (`t, x < p`), as `t + 2·(t + x)`.
#[inline(always)]
pub fn three_t_add_two_x(t: &[u64; 6], x: &[u64; 6]) -> [u64; 6] {
    let u = add_mod_rt(t, x, &P);
    add_mod_rt(&add_mod_rt(&u, &u, &P), t, &P)
}

/// `3·t·R⁻¹ − 2·x mod p` for `t < p·2^384`, `x < p`: [`fp_redc`] fused with
/// [`three_t_sub_two_x`] (one x86_64 kernel; composed here).
#[inline(never)]
pub fn fp_redc3_sub2(r: &mut [u64; 6], t: &[u64; 12], x: &[u64; 6]) {
    *r = three_t_sub_two_x(&fp_redc(t), x);
}

/// `3·t·R⁻¹ + 2·x mod p` for `t < p·2^384`, `x < p`.
#[inline(never)]
pub fn fp_redc3_add2(r: &mut [u64; 6], t: &[u64; 12], x: &[u64; 6]) {
    *r = three_t_add_two_x(&fp_redc(t), x);
}
