//! Modular addition, subtraction, negation and halving on limbs, for every field of the crate
//! (Fp with 6 limbs, Fr with 4), and the additions of the lazy-reduction accumulators (768-bit
//! values mod p·2^384): the one constant-time family that every `+`, `−` and `neg` goes through.
//!
//! No branch and no memory index depends on the values: each carry or borrow becomes an
//! all-ones-or-zero mask, which is passed through [`backend::opaque`] before it is used (without
//! it LLVM turns a masked selection or a masked addition of m back into a branch on the carry:
//! `scripts/ct-check.sh` flags it), and the correction is an addition of `m & mask`, never a
//! selection between two arrays (which LLVM may lower to a choice of address, or vectorise).
//!
//! The modulus is read through a `black_box`ed reference: a carry chain whose second operand is
//! a constant is split by LLVM into compares and SETBs (off x86_64, where the chains are not
//! written with the ADC/SBB intrinsics), while a memory operand keeps it one ADC/SBB per limb.
//!
//! The same functions exist twice, generated from one text by [`family!`]: at run time (the
//! intrinsics and the `opaque` barrier), and as `const fn` in [`konst`] for compile-time
//! constants and the `*_const` API (the `bls12_381` facades' `Scalar::add` is a `const fn`,
//! evaluated in `const` items by their dependents), with `black_box` as the barrier.

use crate::backend;

/// `a + b + c` with carry in and out: ADC on x86_64 (through the intrinsic, which keeps the carry
/// in the flags between the links of a chain).
#[inline(always)]
fn adc(a: u64, b: u64, c: bool) -> (u64, bool) {
    #[cfg(target_arch = "x86_64")]
    {
        let mut s = 0;
        let c = core::arch::x86_64::_addcarry_u64(c as u8, a, b, &mut s);
        (s, c != 0)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        adc_const(a, b, c)
    }
}

/// `a − b − c` with borrow in and out (SBB on x86_64).
#[inline(always)]
fn sbb(a: u64, b: u64, c: bool) -> (u64, bool) {
    #[cfg(target_arch = "x86_64")]
    {
        let mut d = 0;
        let c = core::arch::x86_64::_subborrow_u64(c as u8, a, b, &mut d);
        (d, c != 0)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        sbb_const(a, b, c)
    }
}

/// All ones when `c`, else zero, opaque to the optimiser.
#[inline(always)]
fn mask(c: bool) -> u64 {
    backend::opaque(0u64.wrapping_sub(c as u64))
}

#[inline(always)]
const fn adc_const(a: u64, b: u64, c: bool) -> (u64, bool) {
    let (s, c1) = a.overflowing_add(b);
    let (s, c2) = s.overflowing_add(c as u64);
    (s, c1 | c2)
}

#[inline(always)]
const fn sbb_const(a: u64, b: u64, c: bool) -> (u64, bool) {
    let (d, b1) = a.overflowing_sub(b);
    let (d, b2) = d.overflowing_sub(c as u64);
    (d, b1 | b2)
}

#[inline(always)]
const fn mask_const(c: bool) -> u64 {
    core::hint::black_box(0u64.wrapping_sub(c as u64))
}

/// The family, over the carry primitives and the mask barrier `$adc`, `$sbb`, `$mask`.
macro_rules! family {
    ([$($konst:tt)?] $adc:ident, $sbb:ident, $mask:ident) => {
        /// `x − m` if `x ≥ m`, else `x`, on the top `N` limbs of `x` (all of a narrow value, the
        /// high half of a wide one); needs `x < 2m` there. Subtracts m, then adds it back under a
        /// mask if that borrowed.
        #[inline(always)]
        pub(crate) $($konst)? fn reduce_once<const N: usize, const W: usize>(
            x: &mut [u64; W],
            m: &[u64; N],
        ) {
            let m: &[u64; N] = core::hint::black_box(m);
            let mut borrow = false;
            let mut i = 0;
            while i < N {
                (x[W - N + i], borrow) = $sbb(x[W - N + i], m[i], borrow);
                i += 1;
            }
            add_masked(x, m, borrow);
        }

        /// Adds `m` to the top `N` limbs of `x` when `c`, dropping the carry out (which cancels
        /// the borrow that made `x` wrap).
        #[inline(always)]
        pub(crate) $($konst)? fn add_if<const N: usize, const W: usize>(
            x: &mut [u64; W],
            m: &[u64; N],
            c: bool,
        ) {
            add_masked(x, core::hint::black_box(m), c);
        }

        /// [`add_if`] for an `m` already behind `black_box`.
        #[inline(always)]
        $($konst)? fn add_masked<const N: usize, const W: usize>(
            x: &mut [u64; W],
            m: &[u64; N],
            c: bool,
        ) {
            let k = $mask(c);
            let mut carry = false;
            let mut i = 0;
            while i < N {
                (x[W - N + i], carry) = $adc(x[W - N + i], m[i] & k, carry);
                i += 1;
            }
        }

        /// `a + b mod m` for `a, b < m < 2^(64N − 1)` (the sum cannot carry out).
        #[inline(always)]
        pub(crate) $($konst)? fn add<const N: usize>(a: &[u64; N], b: &[u64; N], m: &[u64; N]) -> [u64; N] {
            let mut s = add_lazy(a, b);
            reduce_once(&mut s, m);
            s
        }

        /// `a − b mod m` for `a, b < m`.
        #[inline(always)]
        pub(crate) $($konst)? fn sub<const N: usize>(a: &[u64; N], b: &[u64; N], m: &[u64; N]) -> [u64; N] {
            let mut d = [0u64; N];
            let mut borrow = false;
            let mut i = 0;
            while i < N {
                (d[i], borrow) = $sbb(a[i], b[i], borrow);
                i += 1;
            }
            add_if(&mut d, m, borrow);
            d
        }

        /// `−a mod m` for `a < m`, as `0 − a`: the borrow is the "a ≠ 0" flag, so zero stays
        /// zero with no zero test (a test of `a` against zero, the earlier form, was compiled
        /// into a branch).
        #[inline(always)]
        pub(crate) $($konst)? fn neg<const N: usize>(a: &[u64; N], m: &[u64; N]) -> [u64; N] {
            sub(&[0; N], a, m)
        }

        /// `a + b` without reduction, for `a, b < m < 2^(64N − 1)`: below `2m`. Not a field
        /// element; only a factor for the wide products, whose kernels take inputs below 2p.
        #[inline(always)]
        pub(crate) $($konst)? fn add_lazy<const N: usize>(a: &[u64; N], b: &[u64; N]) -> [u64; N] {
            let mut s = [0u64; N];
            let mut carry = false;
            let mut i = 0;
            while i < N {
                (s[i], carry) = $adc(a[i], b[i], carry);
                i += 1;
            }
            s
        }
    };
}

family!([] adc, sbb, mask);

/// The same family as `const fn`s (see the module documentation).
pub(crate) mod konst {
    use super::{adc_const, mask_const, sbb_const};
    family!([const] adc_const, sbb_const, mask_const);
}

/// Whether `a < m` (the borrow out of `a − m`), without a branch: the canonicity check of the
/// decoders.
#[inline(always)]
pub(crate) const fn borrows<const N: usize>(a: &[u64; N], m: &[u64; N]) -> bool {
    let mut borrow = false;
    let mut i = 0;
    while i < N {
        borrow = sbb_const(a[i], m[i], borrow).1;
        i += 1;
    }
    borrow
}

/// `a/2 mod m` for `a < m < 2^(64N − 1)` and m odd: `(a + m)/2` when `a` is odd, `a/2` when even
/// (`a + m < 2^(64N)`: no carry out), the parity chosen by mask.
#[inline(always)]
pub(crate) fn half<const N: usize>(a: &[u64; N], m: &[u64; N]) -> [u64; N] {
    let mut x = *a;
    add_if(&mut x, m, a[0] & 1 == 1);
    for i in 0..N - 1 {
        x[i] = (x[i] >> 1) | (x[i + 1] << 63);
    }
    x[N - 1] >>= 1;
    x
}

/// `a += b mod m·2^(64N)` for `a, b < m·2^(64N)` (`W` = 2N; the sum is below 2^(128N − 1): no
/// carry out), the accumulator addition of lazy reduction.
#[inline(always)]
pub(crate) fn add_wide<const N: usize, const W: usize>(
    a: &mut [u64; W],
    b: &[u64; W],
    m: &[u64; N],
) {
    let mut carry = false;
    for i in 0..W {
        (a[i], carry) = adc(a[i], b[i], carry);
    }
    reduce_once(a, m);
}

/// `a −= b mod m·2^(64N)` for `a, b < m·2^(64N)`.
#[inline(always)]
pub(crate) fn sub_wide<const N: usize, const W: usize>(
    a: &mut [u64; W],
    b: &[u64; W],
    m: &[u64; N],
) {
    let mut borrow = false;
    for i in 0..W {
        (a[i], borrow) = sbb(a[i], b[i], borrow);
    }
    add_if(a, m, borrow);
}

/// `a + b` on 2N limbs without reduction, for sums of at most four products below `m²` each
/// (`4m² < m·2^(64N)`: what [`backend::fp_redc`] accepts).
#[inline(always)]
pub(crate) fn add_wide_lazy<const W: usize>(a: &mut [u64; W], b: &[u64; W]) {
    let mut carry = false;
    for i in 0..W {
        (a[i], carry) = adc(a[i], b[i], carry);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::{P, R};
    use crate::test_util::{below, big, from_big, limbs, rng};

    fn check<const N: usize>(m: &[u64; N], name: &str) {
        let mut rng = rng(name);
        let mb = big(m);
        let mut xs: std::vec::Vec<[u64; N]> = std::vec![[0; N], from_big(&(&mb - 1u8)), {
            let mut one = [0; N];
            one[0] = 1;
            one
        }];
        xs.push(from_big(&(&mb >> 1usize)));
        xs.push(from_big(&((&mb >> 1usize) + 1u8)));
        for _ in 0..crate::test_util::iters(2000) {
            xs.push(below(&mut rng, m));
        }
        for (i, a) in xs.iter().enumerate() {
            let b = &xs[(i * 7 + 3) % xs.len()];
            let (x, y) = (big(a), big(b));
            let sum: [u64; N] = from_big(&((&x + &y) % &mb));
            let diff: [u64; N] = from_big(&((&x + &mb - &y) % &mb));
            let neg: [u64; N] = from_big(&((&mb - &x) % &mb));
            let two_inv = (&mb + 1u8) >> 1usize;
            let h: [u64; N] = from_big(&(&x * &two_inv % &mb));
            assert_eq!(add(a, b, m), sum, "{name} add {a:x?} {b:x?}");
            assert_eq!(konst::add(a, b, m), sum, "{name} const add");
            assert_eq!(sub(a, b, m), diff, "{name} sub {a:x?} {b:x?}");
            assert_eq!(konst::sub(a, b, m), diff, "{name} const sub");
            assert_eq!(self::neg(a, m), neg, "{name} neg {a:x?}");
            assert_eq!(konst::neg(a, m), neg, "{name} const neg");
            assert_eq!(half(a, m), h, "{name} half {a:x?}");
            assert_eq!(big(&add_lazy(a, b)), &x + &y, "{name} add_lazy");
        }
    }

    #[test]
    fn narrow_family_against_big_integers() {
        check(&P, "modular::narrow_p");
        check(&R, "modular::narrow_r");
    }

    #[test]
    fn wide_family_against_big_integers() {
        let mut rng = rng("modular::wide");
        let pr = big(&P) << 384usize;
        let mut vals: std::vec::Vec<[u64; 12]> = std::vec![[0; 12], from_big(&(&pr - 1u8))];
        for _ in 0..crate::test_util::iters(10_000) {
            vals.push(from_big(&(big(&limbs::<12>(&mut rng)) % &pr)));
        }
        for (i, a) in vals.iter().enumerate() {
            let b = &vals[(i * 5 + 1) % vals.len()];
            let mut s = *a;
            add_wide(&mut s, b, &P);
            assert_eq!(big(&s), (big(a) + big(b)) % &pr, "add_wide {a:x?} {b:x?}");
            let mut d = *a;
            sub_wide(&mut d, b, &P);
            assert_eq!(
                big(&d),
                (big(a) + &pr - big(b)) % &pr,
                "sub_wide {a:x?} {b:x?}"
            );
        }
    }
}
