//! Scalar multiplication engines shared by G1 and G2: each curve splits the scalar into N
//! sub-scalars with its endomorphism (see `endomorphism.rs`) and passes the images of a point
//! under the endomorphism powers as a map `endo(j, T)`.
//!
//! * Constant time: signed Booth windows of 5 bits (digits in \[−16, 16\], Booth, "A signed
//!   binary multiplication technique", 1951; the windowed form of Möller, "Securing elliptic
//!   curve point multiplication against side-channel attacks", ISC 2001), one table of
//!   1P…16P shared by every sub-scalar, each lookup scanning all 16 entries and selecting by
//!   mask, complete additions so that zero digits and coincidences need no branch.
//! * Variable time (public scalars): interleaved width-5 wNAF (Möller, SAC 2001), one affine
//!   odd-multiple table per endomorphism image, mixed additions onto a Jacobian accumulator.
//! * Fixed base: per-window tables of the generator's multiples in affine form, so that the
//!   loop has no doubling at all (the fixed-base comb-free variant of Brickell–Gordon–McCurley–
//!   Wilson, EUROCRYPT 1992, with Booth digits).

use core::ops::Mul;

use subtle::{Choice, ConditionallySelectable};
use zeroize::Zeroize;

use super::group_law::Jacobian;
use super::lookup::{self, Limbs};
use super::point::{Affine, Curve, Projective};
use crate::field::Field;
use crate::field::Fr as Scalar;

/// Booth window width.
pub(crate) const WINDOW: usize = 5;
/// Entries of a window table: 1P … 16P.
pub(crate) const TABLE: usize = 1 << (WINDOW - 1);

/// A signed Booth digit: magnitude in 0..=16 and sign (1 for negative). The sign is a plain
/// byte rather than a `Choice` so that the digits of a secret scalar can be wiped
/// ([`Zeroize`]) like the scalar's other intermediates.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Digit {
    pub(crate) abs: u8,
    pub(crate) neg: u8,
}

impl Zeroize for Digit {
    fn zeroize(&mut self) {
        self.abs.zeroize();
        self.neg.zeroize();
    }
}

/// Bits `off .. off + n` of `k` (bits outside `k` read as zero; `off` may be −1). The position
/// is public; only the value depends on the scalar.
#[inline(always)]
fn bits<const L: usize>(k: &[u64; L], off: isize, n: u32) -> u64 {
    let (lo_bit, shift_in) = if off < 0 {
        (0usize, (-off) as u32)
    } else {
        (off as usize, 0)
    };
    let limb = lo_bit / 64;
    let sh = (lo_bit % 64) as u32;
    let lo = if limb < L { k[limb] } else { 0 };
    let hi = if limb + 1 < L { k[limb + 1] } else { 0 };
    let v = (((hi as u128) << 64 | lo as u128) >> sh) as u64;
    (v << shift_in) & ((1u64 << n) - 1)
}

/// The Booth recoding of `k` in `W` windows of 5 bits: k = Σ dᵢ·32ⁱ, dᵢ ∈ \[−16, 16\]. Needs
/// 5·W ≥ bits(k) + 1. Constant time: digits come from arithmetic on the bits, not branches.
pub(crate) fn booth<const L: usize, const W: usize>(k: &[u64; L]) -> [Digit; W] {
    debug_assert!(WINDOW * W > 64 * L || k[L - 1] >> 63 == 0);
    core::array::from_fn(|i| {
        let wval = bits(k, (WINDOW * i) as isize - 1, WINDOW as u32 + 1);
        let top = wval >> WINDOW;
        let w = (wval + 1) >> 1;
        let mask = 0u64.wrapping_sub(top);
        let abs = ((w ^ mask).wrapping_sub(mask) & (2 * TABLE as u64 - 1)) as u8;
        Digit {
            abs,
            neg: top as u8,
        }
    })
}

/// 1P, 2P, …, 16P: even entries by doubling (cheaper than adding), odd by one addition.
pub(crate) fn precompute<C: Curve>(p: &Projective<C>) -> [Projective<C>; TABLE] {
    let mut t = [*p; TABLE];
    t[1] = p.double();
    let mut i = 2;
    while i < TABLE {
        let j = i / 2;
        t[i] = t[j].add(&t[j - 1]);
        t[i + 1] = t[j].double();
        i += 2;
    }
    t
}

/// `±table[d − 1]`, or the identity for d = 0, scanning every entry (no secret index).
#[inline]
fn lookup<C: Curve>(table: &[Projective<C>; TABLE], d: Digit) -> Projective<C>
where
    C::Base: Limbs,
{
    lookup::projective(table, d.abs, d.neg)
}

/// The affine version of [`lookup`]; the identity comes back flagged.
#[cfg(feature = "std")]
#[inline]
fn lookup_affine<C: Curve>(table: &[Affine<C>; TABLE], d: Digit) -> Affine<C>
where
    C::Base: Limbs,
{
    lookup::affine(table, d.abs, d.neg)
}

/// `2^WINDOW·P`, the doublings between two windows: in Jacobian coordinates (the first from
/// the homogeneous point, 4M + 4S; then 3M + 4S each), which beat five complete doublings
/// (6M + 2S + m_3b) by more than the conversion back costs.
fn window_doublings<C: Curve>(p: &Projective<C>) -> Projective<C> {
    let mut j = Jacobian::double_projective(p);
    for _ in 1..WINDOW {
        j = j.double();
    }
    j.to_projective()
}

/// Σⱼ \[kⱼ\]·endo(j, P) in constant time, kⱼ given as Booth digits (most significant last):
/// Jacobian doublings between windows, complete additions.
pub(crate) fn mul_endo_ct<C: Curve, const N: usize, const W: usize>(
    p: &Projective<C>,
    digits: &[[Digit; W]; N],
    endo: impl Fn(usize, &Projective<C>) -> Projective<C>,
) -> Projective<C>
where
    C::Base: Limbs,
{
    let table = precompute(p);
    let mut acc = Projective::identity();
    for i in (0..W).rev() {
        if i != W - 1 {
            acc = window_doublings(&acc);
        }
        for (j, d) in digits.iter().enumerate() {
            let t = lookup(&table, d[i]);
            let t = if j == 0 { t } else { endo(j, &t) };
            acc = if i == W - 1 && j == 0 { t } else { acc.add(&t) };
        }
    }
    acc
}

/// Σⱼ \[kⱼ\]·endo(j, G) for a fixed G in constant time, from `tables[i] = {1..16}·32ⁱ·G`: one
/// mixed addition per digit and no doubling.
#[cfg(feature = "std")]
pub(crate) fn mul_fixed_ct<C: Curve, const N: usize, const W: usize>(
    tables: &[[Affine<C>; TABLE]; W],
    digits: &[[Digit; W]; N],
    endo: impl Fn(usize, &Affine<C>) -> Affine<C>,
) -> Projective<C>
where
    C::Base: Limbs,
{
    let mut acc = Projective::identity();
    for (i, table) in tables.iter().enumerate() {
        for (j, d) in digits.iter().enumerate() {
            let t = lookup_affine(table, d[i]);
            let t = if j == 0 { t } else { endo(j, &t) };
            acc = acc.add_mixed(&t);
        }
    }
    acc
}

/// The tables of [`mul_fixed_ct`]: `{1..16}·32ⁱ·G` for each of the `W` windows, affine.
#[cfg(feature = "std")]
pub(crate) fn fixed_tables<C: Curve, const W: usize>(
    g: &Projective<C>,
) -> alloc::boxed::Box<[[Affine<C>; TABLE]; W]> {
    let mut proj = alloc::vec::Vec::with_capacity(W * TABLE);
    let mut base = *g;
    for _ in 0..W {
        proj.extend_from_slice(&precompute(&base));
        for _ in 0..WINDOW {
            base = base.double();
        }
    }
    let mut aff = alloc::vec![Affine::identity(); W * TABLE];
    Projective::batch_normalize(&proj, &mut aff);
    let mut out = alloc::boxed::Box::new([[Affine::identity(); TABLE]; W]);
    for (row, chunk) in out.iter_mut().zip(aff.chunks_exact(TABLE)) {
        row.copy_from_slice(chunk);
    }
    out
}

/// Width of the variable-time wNAF.
pub(crate) const WNAF: u32 = 5;

/// The width-5 NAF of `k` (public): Σ dᵢ2ⁱ with odd |dᵢ| < 16 and at least four zeros after
/// every non-zero digit (Solinas, DCC 2000, §4). Returns the number of digits used.
pub(crate) fn wnaf<const L: usize, const D: usize>(k: &[u64; L], out: &mut [i8; D]) -> usize {
    // One spare limb takes the carry of k − d for negative d.
    let mut k: [u64; 5] = core::array::from_fn(|i| if i < L { k[i] } else { 0 });
    let mut len = 0;
    let mut i = 0;
    while k.iter().any(|&l| l != 0) {
        let d = if k[0] & 1 == 1 {
            let m = (k[0] & ((1 << WNAF) - 1)) as i8;
            let d = if m >= 1 << (WNAF - 1) {
                m - (1 << WNAF)
            } else {
                m
            };
            // k −= d: the low WNAF bits become zero, with a borrow or carry above.
            let (mut acc, neg) = if d > 0 {
                (d as u64, true)
            } else {
                ((-d) as u64, false)
            };
            for l in k.iter_mut() {
                let (v, c) = if neg {
                    l.overflowing_sub(acc)
                } else {
                    l.overflowing_add(acc)
                };
                *l = v;
                acc = c as u64;
            }
            d
        } else {
            0
        };
        out[i] = d;
        i += 1;
        if d != 0 {
            len = i;
        }
        for j in 0..k.len() {
            k[j] = (k[j] >> 1) | if j + 1 < k.len() { k[j + 1] << 63 } else { 0 };
        }
    }
    len
}

/// The odd multiples P, 3P, …, (2·ODD − 1)P of a public P ≠ O as affine points of an isomorphic
/// curve y² = x³ + b·Z⁶, and that Z: the point (x, y) of the table is (x/Z², y/Z³) on ours.
///
/// The "effective affine" table of libsecp256k1 (`secp256k1_ecmult_odd_multiples_table`): 2P
/// is made affine by the isomorphism of its own Z, so each odd multiple is one mixed addition
/// (madd-2007-bl), and the multiples are brought to the last one's Z by the ratios of successive
/// Z's, with no inversion. A curve with a = 0 keeps its doubling and addition formulas on the
/// isomorphic curve (they do not involve b), so the table serves as affine points there.
/// `fix(Z)` may return a λ by which to rescale the table (Z becoming λZ), for endomorphisms that
/// need Z in a subfield.
fn odd_multiples_iso<C: Curve, const ODD: usize>(
    p: &Projective<C>,
    fix: impl Fn(&C::Base) -> Option<C::Base>,
) -> ([Affine<C>; ODD], C::Base) {
    let d = Jacobian::double_projective(p);
    // On the curve isomorphic by d.z, 2P is (d.x, d.y) and P, Jacobian (XZ, YZ², Z) on ours, is
    // (XZ·d.z², YZ²·d.z³, Z).
    let dz2 = d.z.square();
    let dz3 = dz2.mul(&d.z);
    let d_aff = Affine {
        x: d.x,
        y: d.y,
        infinity: Choice::from(0),
    };
    let mut t = [Jacobian::<C>::identity(); ODD];
    let mut ratio = [C::Base::ONE; ODD];
    t[0] = Jacobian {
        x: p.x.mul(&p.z).mul(&dz2),
        y: p.y.mul(&p.z.square()).mul(&dz3),
        z: p.z,
    };
    for m in 1..ODD {
        (t[m], ratio[m]) = t[m - 1].add_affine_ratio(&d_aff);
    }
    // Bring every multiple to the last one's Z: rho = Z_last / Z_m.
    let mut out = [Affine::<C>::identity(); ODD];
    let mut rho = C::Base::ONE;
    for m in (0..ODD).rev() {
        let (x, y) = if m == ODD - 1 {
            (t[m].x, t[m].y)
        } else {
            rho = rho.mul(&ratio[m + 1]);
            let rho2 = rho.square();
            (t[m].x.mul(&rho2), t[m].y.mul(&rho2.mul(&rho)))
        };
        out[m] = Affine {
            x,
            y,
            infinity: Choice::from(0),
        };
    }
    let mut z = t[ODD - 1].z.mul(&d.z);
    if let Some(l) = fix(&z) {
        let l2 = l.square();
        let l3 = l2.mul(&l);
        for a in out.iter_mut() {
            a.x = a.x.mul(&l2);
            a.y = a.y.mul(&l3);
        }
        z = z.mul(&l);
    }
    (out, z)
}

/// Σⱼ \[kⱼ\]·endo(j, P) for public kⱼ (interleaved wNAF; the time depends on the scalars, not
/// on P), where endo(j, ·) is \[λⱼ\] on the subgroup (`lambda`).
///
/// The odd multiples are affine on an isomorphic curve ([`odd_multiples_iso`]), where the
/// endomorphisms keep their formulas (`fix` makes the isomorphism's Z one they fix), so every
/// addition is a mixed one (madd-2007-bl, 7M + 4S) onto a Jacobian accumulator, whose doublings
/// cost 3M + 4S; the accumulator's Z is multiplied by the isomorphism's at the end.
///
/// That addition is wrong when the accumulator is O or ±the addend; for P in the subgroup these
/// cases are decided by the scalars alone, so the scalar of the accumulator is carried along
/// (mod r) and the cases are branches on it: public, where a test of the coordinates would
/// branch on P. P = O gives a meaningless accumulator, replaced by O by selection.
pub(crate) fn mul_endo_vartime<C: Curve, const N: usize, const L: usize, const D: usize>(
    p: &Projective<C>,
    k: &[[u64; L]; N],
    lambda: &[Scalar; N],
    endo: impl Fn(usize, &Affine<C>) -> Affine<C>,
    fix: impl Fn(&C::Base) -> Option<C::Base>,
) -> Projective<C> {
    const ODD: usize = 1 << (WNAF - 2);
    let (base, iso_z) = odd_multiples_iso::<C, ODD>(p, fix);
    let mut tables = [base; N];
    // scalars[j][m] = (2m + 1)·λⱼ: the multiple of P that tables[j][m] is.
    let mut scalars = [[Scalar::ZERO; ODD]; N];
    for j in 0..N {
        let two = lambda[j].double();
        scalars[j][0] = lambda[j];
        for m in 1..ODD {
            scalars[j][m] = scalars[j][m - 1] + two;
        }
        if j > 0 {
            for (t, b) in tables[j].iter_mut().zip(&base) {
                *t = endo(j, b);
            }
        }
    }
    let mut naf = [[0i8; D]; N];
    let mut top = 0;
    for j in 0..N {
        top = top.max(wnaf(&k[j], &mut naf[j]));
    }
    let mut acc = Jacobian::<C>::identity();
    let mut a = Scalar::ZERO; // acc = [a]P
    for i in (0..top).rev() {
        if a != Scalar::ZERO {
            acc = acc.double();
            a = a.double();
        }
        for j in 0..N {
            let d = naf[j][i];
            if d == 0 {
                continue;
            }
            let m = (d.unsigned_abs() / 2) as usize;
            let (t, s) = if d > 0 {
                (tables[j][m], scalars[j][m])
            } else {
                (-tables[j][m], -scalars[j][m])
            };
            acc = if a == Scalar::ZERO {
                Jacobian::from_affine(&t)
            } else if a == s {
                Jacobian::from_affine(&t).double()
            } else if a == -s {
                Jacobian::identity()
            } else {
                acc.add_affine_ratio(&t).0
            };
            a += s;
        }
    }
    acc.z = acc.z.mul(&iso_z);
    Projective::conditional_select(
        &acc.to_projective(),
        &Projective::identity(),
        p.is_identity(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::{big, rng};
    use num_bigint::{BigInt, BigUint};
    use rand::Rng;

    #[test]
    fn digits_are_wiped() {
        // 2¹²⁷ − 1: digit 0 is −1, the others positive, so both fields are set somewhere.
        let mut d = booth::<2, 26>(&[u64::MAX, u64::MAX >> 1]);
        assert!(d.iter().any(|x| x.abs != 0) && d.iter().any(|x| x.neg != 0));
        d.zeroize();
        assert!(d.iter().all(|x| x.abs == 0 && x.neg == 0));
    }

    /// The exceptional additions of the variable-time engine (onto O, P + P, P − P), reached with
    /// endomorphisms ±1 on random scalars and on the scalars that force them, against plain
    /// sums.
    #[test]
    fn vartime_exceptional_cases() {
        use crate::curve::G1;
        let mut rng = rng("vartime_exceptional_cases");
        let g = Projective::<G1>::generator();
        let p = g.mul_vartime(&Scalar::from(rng.next_u64()));
        let mut cases: std::vec::Vec<[u64; 2]> = std::vec![[1, 1], [5, 5], [3, 1], [0, 7], [7, 0]];
        cases.extend(
            (0..20).map(|_| [rng.next_u64() >> (rng.next_u32() % 64), rng.next_u64() % 40]),
        );
        for [a, b] in cases {
            for sign in [1i64, -1] {
                let lambda = [
                    Scalar::ONE,
                    if sign == 1 { Scalar::ONE } else { -Scalar::ONE },
                ];
                let k = [[a, 0], [b, 0]];
                let got = mul_endo_vartime::<G1, 2, 2, 129>(
                    &p,
                    &k,
                    &lambda,
                    |_, t| if sign == 1 { *t } else { -*t },
                    |_| None,
                );
                let want = p * (Scalar::from(a) + lambda[1] * Scalar::from(b));
                assert_eq!(got, want, "{a} {b} {sign}");
            }
        }
        let k = [[3, 0], [4, 0]];
        let id = Projective::<G1>::identity();
        let lambda = [Scalar::ONE, Scalar::ONE];
        assert_eq!(
            mul_endo_vartime::<G1, 2, 2, 129>(&id, &k, &lambda, |_, t| *t, |_| None),
            id
        );
    }

    /// The effective-affine table: entry m with the returned Z is (2m + 1)P on our curve, for P
    /// with a random Z; with G2's `fix` the Z is in Fp and ψ of an entry, with the same Z, is
    /// ψ((2m + 1)P).
    #[test]
    fn odd_multiples_on_the_isomorphic_curve() {
        use crate::curve::endomorphism::{psi, psi_affine};
        use crate::curve::{G1, G2};
        const ODD: usize = 1 << (WNAF - 2);
        fn check<C: Curve>(
            p: &Projective<C>,
            fix: impl Fn(&C::Base) -> Option<C::Base>,
        ) -> ([Affine<C>; ODD], C::Base, [Projective<C>; ODD]) {
            let (t, z) = odd_multiples_iso::<C, ODD>(p, fix);
            let mut want = [*p; ODD];
            for m in 1..ODD {
                want[m] = want[m - 1].add(&p.double());
            }
            for m in 0..ODD {
                let j = Jacobian {
                    x: t[m].x,
                    y: t[m].y,
                    z,
                };
                assert_eq!(j.to_projective(), want[m], "{m}");
            }
            (t, z, want)
        }
        let mut rng = rng("odd_multiples_on_the_isomorphic_curve");
        for _ in 0..8 {
            let k = Scalar::from(rng.next_u64()) * Scalar::from(rng.next_u64());
            let p = Projective::<G1>::generator() * k;
            let l = p.double().x.add(&Field::ONE);
            let p = Projective {
                x: p.x.mul(&l),
                y: p.y.mul(&l),
                z: p.z.mul(&l),
            };
            check::<G1>(&p, |_| None);
            let q = Projective::<G2>::generator() * k;
            let (t, z, want) = check::<G2>(&q, |z| Some(z.conjugate()));
            assert!(bool::from(z.c1.is_zero()));
            for m in 0..ODD {
                let a = psi_affine(&t[m]);
                let j = Jacobian { x: a.x, y: a.y, z };
                assert_eq!(j.to_projective(), psi(&want[m]));
            }
        }
    }

    #[test]
    fn booth_and_wnaf_recombine() {
        let mut rng = rng("booth_and_wnaf_recombine");
        for n in 0..20_000 {
            let mut k = [rng.next_u64(), rng.next_u64()];
            if n % 3 == 0 {
                k[1] &= (1 << 63) - 1;
            }
            if n < 4 {
                k = [
                    [0, 0],
                    [1, 0],
                    [u64::MAX, u64::MAX >> 1],
                    [u64::MAX, u64::MAX],
                ][n];
            }
            let d = booth::<2, 26>(&k);
            let mut acc = BigInt::from(0);
            for di in d.iter().rev() {
                let v = BigInt::from(di.abs);
                acc = acc * 32 + if di.neg == 1 { -v } else { v };
                assert!(di.abs <= 16 && di.neg <= 1);
            }
            assert_eq!(acc, BigInt::from(big(&k)));
            let mut naf = [0i8; 129];
            let len = wnaf(&k, &mut naf);
            let mut acc = BigInt::from(0);
            for di in naf[..len].iter().rev() {
                assert!(*di == 0 || (di % 2 != 0 && di.abs() < 16));
                acc = acc * 2 + BigInt::from(*di);
            }
            assert_eq!(acc, BigInt::from(big(&k)));
            let _ = BigUint::from(0u8);
        }
    }
}
