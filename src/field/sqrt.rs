//! Square roots, in constant time: in Fp (p ≡ 3 mod 4), and in Fp2 by the norm ("complex")
//! method over Fp, each also as `sqrt_ratio(u, v)` (RFC 9380 §F.2.1.1: whether u/v is a square,
//! and a root of u/v if it is, of Z·u/v if not), computed without inverting v, for the SSWU map.
//!
//! Each routine takes N independent inputs, which [`pow_chain`] exponentiates in lockstep
//! (`hash_to_curve` maps two field elements at once). Every branch and table index depends only
//! on public exponents.

use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

use super::pow::{pow_chain, P_MINUS_1_OVER_2, P_MINUS_3_OVER_4, P_PLUS_1_OVER_4};
use super::{Fp, Fp2};

/// A square root of `a` in Fp: `a^((p+1)/4)`, checked by squaring.
pub(crate) fn fp_sqrt(a: &Fp) -> CtOption<Fp> {
    let [s] = pow_chain(&[*a], &P_PLUS_1_OVER_4);
    CtOption::new(s, s.square().ct_eq(a))
}

/// sqrt_ratio in Fp (RFC 9380 Appendix F.2.1.2, q ≡ 3 mod 4): one exponentiation by (p − 3)/4
/// gives both the square test and the root. `c2` is sqrt(−Z) for the suite's non-square Z.
pub(crate) fn fp_sqrt_ratio<const N: usize>(
    u: &[Fp; N],
    v: &[Fp; N],
    c2: &Fp,
) -> [(Choice, Fp); N] {
    let tv2: [Fp; N] = core::array::from_fn(|i| u[i] * v[i]); // 2. tv2 = u * v
    let tv1: [Fp; N] = core::array::from_fn(|i| v[i].square() * tv2[i]); // 1, 3. tv1 = v^2 * tv2
    let y1 = pow_chain(&tv1, &P_MINUS_3_OVER_4); // 4. y1 = tv1^c1
    core::array::from_fn(|i| {
        let y1 = y1[i] * tv2[i]; // 5. y1 = y1 * tv2
        let y2 = y1 * c2; // 6. y2 = y1 * c2
        let tv3 = y1.square() * v[i]; // 7–8. tv3 = y1^2 * v
        let is_qr = tv3.ct_eq(&u[i]); // 9. isQR = tv3 == u
        (is_qr, Fp::conditional_select(&y2, &y1, is_qr)) // 10. y = CMOV(y2, y1, isQR)
    })
}

/// What the norm method does when `a` is not a square: return "no root", or (for sqrt_ratio)
/// continue with `Z·a`, given a function computing `Z·a` and `sqrt(−N(Z))`.
pub(crate) struct NonSquare<Z: Fn(&Fp2) -> Fp2> {
    /// `Z·a`, for the suite's non-square Z.
    pub(crate) mul_by_z: Z,
    /// A square root of `−N(Z)` in Fp (it exists: N(Z) is a non-square of Fp, and −1 is one).
    pub(crate) sqrt_minus_norm_z: Fp,
}

/// The norm method (Scott, "Implementing cryptographic pairings", Pairing 2007, §3.3; blst's
/// `sqrt_fp2`, RFC 9380's suite for q = p² via the same identity) for `a/d` with `a ∈ Fp2` and
/// `d ∈ Fp` non-zero (`d = None` for 1): two exponentiations in Fp, no inversion.
///
/// An element of Fp2 is a square exactly when its norm is a square of Fp, and N(a/d) = N(a)/d²,
/// so one exponentiation of n = N(a) both decides squareness and gives s = sqrt(n) =
/// n·n^((p−3)/4). When a is not a square and `non_square` is given, a is replaced by Z·a, whose
/// norm N(Z)·n is a square with root sqrt(−N(Z))·s (n^((p+1)/4) squares to −n then).
///
/// Then, with s² = a0² + a1² and e = (a0 + s)/2 (or (a0 − s)/2 = a0 − e if that one is 0),
/// e² − a1²/4 = a0·e, so for t = (e·d)^((p−3)/4) the element z = e·t + (a1·t/2)·i satisfies
/// z² = t²·e·a = χ(e·d)·a/d: z is sqrt(a/d) when t²·e·d = 1 and i·z is when it is −1.
///
/// Returns, per lane, whether `a/d` is a square and the root (of `a/d`, or of `Z·a/d`).
pub(crate) fn fp2_norm_method<const N: usize, Z: Fn(&Fp2) -> Fp2>(
    a: &[Fp2; N],
    d: Option<&[Fp; N]>,
    non_square: Option<&NonSquare<Z>>,
) -> [(Choice, Fp2); N] {
    let n: [Fp; N] = a.map(|a| a.norm());
    let t = pow_chain(&n, &P_MINUS_3_OVER_4);
    let mut is_square = [Choice::from(0); N];
    let mut e = [Fp::ZERO; N];
    let mut ed = [Fp::ZERO; N];
    let mut a_used = *a;
    for i in 0..N {
        let mut s = t[i] * n[i]; // n^((p+1)/4)
        is_square[i] = s.square().ct_eq(&n[i]);
        if let Some(ns) = non_square {
            let za = (ns.mul_by_z)(&a[i]);
            a_used[i] = Fp2::conditional_select(&za, &a[i], is_square[i]);
            s = Fp::conditional_select(&(s * ns.sqrt_minus_norm_z), &s, is_square[i]);
        }
        let ei = (a_used[i].c0 + s).halve();
        e[i] = Fp::conditional_select(&ei, &a_used[i].c0, ei.is_zero());
        ed[i] = match d {
            Some(d) => e[i] * d[i],
            None => e[i],
        };
    }
    let t = pow_chain(&ed, &P_MINUS_3_OVER_4);
    core::array::from_fn(|i| {
        let z = Fp2::new(e[i] * t[i], (a_used[i].c1 * t[i]).halve());
        let aligned = (t[i].square() * ed[i]).ct_eq(&Fp::ONE);
        let iz = Fp2::new(-z.c1, z.c0);
        (is_square[i], Fp2::conditional_select(&iz, &z, aligned))
    })
}

/// A square root of `a` in Fp2 by the norm method, checked by squaring (it fails only for
/// non-squares).
pub(crate) fn fp2_sqrt(a: &Fp2) -> CtOption<Fp2> {
    let [(_, root)] = fp2_norm_method(&[*a], None, None::<&NonSquare<fn(&Fp2) -> Fp2>>);
    CtOption::new(root, root.square().ct_eq(a))
}

/// sqrt_ratio in Fp2 (RFC 9380 §F.2.1.1 semantics) by the norm method: with a = u·v̄ and
/// d = N(v) = v·v̄ ∈ Fp, u/v = a/d.
pub(crate) fn fp2_sqrt_ratio<const N: usize, Z: Fn(&Fp2) -> Fp2>(
    u: &[Fp2; N],
    v: &[Fp2; N],
    non_square: &NonSquare<Z>,
) -> [(Choice, Fp2); N] {
    let a: [Fp2; N] = core::array::from_fn(|i| u[i] * v[i].conjugate());
    let d: [Fp; N] = v.map(|v| v.norm());
    fp2_norm_method(&a, Some(&d), Some(non_square))
}

/// The square root of `a` that `bls12_381` returns (Adj and Rodríguez-Henríquez, ePrint
/// 2012/685, Algorithm 9, made branch-free): two exponentiations in Fp2, about twice the norm
/// method's work, kept for the drop-in facades' results to be `bls12_381`'s.
pub(crate) fn fp2_sqrt_as_bls12_381(a: &Fp2) -> CtOption<Fp2> {
    // a1 = a^((p−3)/4), α = a1²·a = a^((p−1)/2), x0 = a1·a = a^((p+1)/4).
    let [a1] = pow_chain(&[*a], &P_MINUS_3_OVER_4);
    let alpha = a1.square() * a;
    let x0 = a1 * a;
    // α = −1 means x0² = α·a = −a, so x0·u is a root (Algorithm 9's α = −1 branch).
    let when_minus_one = Fp2::new(-x0.c1, x0.c0);
    // Otherwise (1 + α)^((p−1)/2)·x0 is. Both candidates are always computed.
    let [b] = pow_chain(&[alpha + Fp2::ONE], &P_MINUS_1_OVER_2);
    let general = b * x0;
    let root = Fp2::conditional_select(&general, &when_minus_one, alpha.ct_eq(&-Fp2::ONE));
    // a = 0 needs no case of its own: every value above is then 0, and 0² = 0.
    CtOption::new(root, root.square().ct_eq(a))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::rng;

    /// Both Fp2 roots square back, agree up to sign, and fail together on non-squares; the
    /// corners a1 = 0 and a0 = 0 take the e = 0 and i·z branches.
    #[test]
    fn fp2_roots() {
        let mut rng = rng("sqrt::fp2_roots");
        let mut inputs: std::vec::Vec<Fp2> = (0..300).map(|_| Fp2::random(&mut rng)).collect();
        for _ in 0..50 {
            let r = Fp::random(&mut rng);
            inputs.push(Fp2::new(r, Fp::ZERO));
            inputs.push(Fp2::new(Fp::ZERO, r));
            let s = Fp2::random(&mut rng);
            inputs.push(s.square());
        }
        inputs.extend([Fp2::ZERO, Fp2::ONE, -Fp2::ONE, Fp2::new(Fp::ZERO, Fp::ONE)]);
        let mut seen = [false; 2];
        for a in inputs {
            let (x, y) = (fp2_sqrt(&a), fp2_sqrt_as_bls12_381(&a));
            assert_eq!(bool::from(x.is_some()), bool::from(y.is_some()), "{a:?}");
            assert_eq!(bool::from(x.is_some()), bool::from(a.is_square()), "{a:?}");
            seen[bool::from(x.is_some()) as usize] = true;
            if bool::from(x.is_some()) {
                let (x, y) = (x.unwrap(), y.unwrap());
                assert_eq!(x.square(), a);
                assert!(x == y || x == -y, "{a:?}");
            }
        }
        assert_eq!(seen, [true, true]);
    }

    /// RFC 9380 §F.2.1.1's definition of sqrt_ratio, on both branches, for Fp with Z = 11 and Fp2
    /// with Z = −(2 + i) (the G1 and G2 suites), including u = 0 and the corners where u/v is
    /// real or purely imaginary.
    #[test]
    fn sqrt_ratio_definition() {
        let mut rng = rng("sqrt::sqrt_ratio_definition");
        let z = Fp::from_raw([11, 0, 0, 0, 0, 0]);
        let c2 = (-z).sqrt().unwrap();
        let mut seen = [false; 2];
        for _ in 0..200 {
            let (u, v) = (Fp::random(&mut rng), Fp::random(&mut rng));
            let [(is_sq, y)] = fp_sqrt_ratio(&[u], &[v], &c2);
            let ratio = u * v.invert().unwrap();
            assert_eq!(bool::from(is_sq), bool::from(ratio.is_square()));
            let target = if bool::from(is_sq) { ratio } else { z * ratio };
            assert_eq!(y.square(), target);
            seen[bool::from(is_sq) as usize] = true;
        }
        assert_eq!(seen, [true, true]);
        let [(is_sq, y)] = fp_sqrt_ratio(&[Fp::ZERO], &[Fp::ONE], &c2);
        assert!(bool::from(is_sq) && y == Fp::ZERO);

        let z2 = -Fp2::new(Fp::ONE.double(), Fp::ONE);
        let ns = NonSquare {
            mul_by_z: |a: &Fp2| z2 * a,
            sqrt_minus_norm_z: (-z2.norm()).sqrt().unwrap(),
        };
        let check = |u: Fp2, v: Fp2| -> bool {
            let [(is_sq, y)] = fp2_sqrt_ratio(&[u], &[v], &ns);
            let ratio = u * v.invert().unwrap();
            assert_eq!(
                bool::from(is_sq),
                bool::from(ratio.is_square()),
                "{u:?} {v:?}"
            );
            let target = if bool::from(is_sq) { ratio } else { z2 * ratio };
            assert_eq!(y.square(), target, "{u:?} {v:?}");
            bool::from(is_sq)
        };
        let mut seen = [false; 2];
        for _ in 0..200 {
            seen[check(Fp2::random(&mut rng), Fp2::random(&mut rng)) as usize] = true;
        }
        assert_eq!(seen, [true, true]);
        for _ in 0..100 {
            let r = Fp::random(&mut rng);
            let v = Fp2::random(&mut rng);
            check(v * Fp2::new(r, Fp::ZERO), v);
            check(v * Fp2::new(Fp::ZERO, r), v);
            check(Fp2::new(r, Fp::ZERO), Fp2::ONE);
            check(Fp2::new(Fp::ZERO, r), Fp2::ONE);
        }
        let five = Fp::from_raw([5, 0, 0, 0, 0, 0]);
        for c in [Fp::ONE, -Fp::ONE, Fp::ONE.double(), five, -five] {
            check(Fp2::new(c, Fp::ZERO), Fp2::ONE);
            check(Fp2::new(Fp::ZERO, c), Fp2::ONE);
        }
        let [(is_sq, y)] = fp2_sqrt_ratio(&[Fp2::ZERO], &[Fp2::ONE], &ns);
        assert!(bool::from(is_sq) && y == Fp2::ZERO);
    }

    #[test]
    fn fp_sqrt_squares_back() {
        let mut rng = rng("sqrt::fp_sqrt_squares_back");
        for _ in 0..200 {
            let a = Fp::random(&mut rng);
            let r = fp_sqrt(&a);
            assert_eq!(bool::from(r.is_some()), a.legendre() >= 0);
            if bool::from(r.is_some()) {
                assert_eq!(r.unwrap().square(), a);
            }
            assert_eq!(fp_sqrt(&a.square()).unwrap().square(), a.square());
        }
    }
}
