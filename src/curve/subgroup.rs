//! Subgroup membership tests and cofactor clearing.
//!
//! * G1: P ∈ G1 ⇔ φ(P) = −\[z²\]P, i.e. [|z|](\[|z|\]P) = −φ(P) (Scott, ePrint 2021/1130 §6;
//!   proof in El Housni–Guillevic–Piellard, ePrint 2022/352 §3).
//! * G2: P ∈ G2 ⇔ ψ(P) = \[z\]P, i.e. \[|z|\]P = −ψ(P) (ePrint 2021/1130 §4; 2022/352 §3).
//! * G1 cofactor: \[1 − z\]P = P + \[|z|\]P (Wahby–Boneh, ePrint 2019/403 §5; RFC 9380 §8.8.1
//!   h_eff).
//! * G2 cofactor: \[z² − z − 1\]P + \[z − 1\]ψ(P) + ψ²(2P) (Budroni–Pintore, ePrint 2017/419 §4.1;
//!   equal to RFC 9380 §8.8.2 h_eff).
//!
//! The multiplications by |z| run in Jacobian coordinates with every exceptional addition
//! resolved by selection, so the tests are exact for points of any order, including the
//! small-order points that they exist to reject.

use core::ops::Mul;

use subtle::{Choice, ConstantTimeEq};

use super::endomorphism::{psi, psi2, psi_affine};
use super::g1::{neg_phi_affine, G1};
#[cfg(feature = "alloc")]
use super::g1_lanes;
use super::g2::G2;
#[cfg(feature = "alloc")]
use super::g2_double_lanes::{
    mul_by_abs_z as g2_mul_by_abs_z, mul_by_abs_z_affine as g2_mul_by_abs_z_affine,
};
// Without `alloc` (no IFMA lanes), G2's chains are the generic ones.
#[cfg(not(feature = "alloc"))]
use super::group_law::{
    mul_by_abs_z as g2_mul_by_abs_z, mul_by_abs_z_affine as g2_mul_by_abs_z_affine,
};
use super::group_law::{mul_by_abs_z, mul_by_abs_z_affine, Jacobian};
use super::point::{Affine, Curve, Projective};
#[cfg(feature = "alloc")]
use super::zchain_lanes::mul_by_abs_z_many;
#[cfg(feature = "alloc")]
use crate::field::fp_lanes::{ifma_available, ifma_short_runs, Ifma};
use crate::field::Field;
#[cfg(feature = "alloc")]
use alloc::vec::Vec;

/// Whether the Jacobian `q` and the affine `a` are the same point (constant time).
pub(crate) fn jacobian_eq_affine<C: Curve>(q: &Jacobian<C>, a: &Affine<C>) -> Choice {
    let z2 = q.z.square();
    let z3 = z2.mul(&q.z);
    let same = q.x.ct_eq(&a.x.mul(&z2)) & q.y.ct_eq(&a.y.mul(&z3));
    let q_inf = q.is_identity();
    (q_inf & a.infinity) | (!q_inf & !a.infinity & same)
}

/// P ∈ G1 ⇔ [|z|](\[|z|\]P) = −φ(P) (ePrint 2021/1130 §6); with IFMA, the chains' complete
/// formulas in lanes (`g1_lanes`).
pub(crate) fn g1_is_torsion_free(p: &Affine<G1>) -> Choice {
    #[cfg(feature = "alloc")]
    if ifma_available() {
        if let Some(q) = g1_lanes::mul_by_z2(&Ifma, &Projective::from(*p)) {
            return q.ct_eq(&Projective::from(neg_phi_affine(p)));
        }
    }
    let q = mul_by_abs_z(&mul_by_abs_z_affine(p));
    jacobian_eq_affine(&q, &neg_phi_affine(p))
}

/// \[1 − z\]P = P + \[|z|\]P (ePrint 2019/403 §5); where short runs of IFMA lanes pay, the
/// chain's complete formulas in lanes (`g1_lanes`).
pub(crate) fn g1_clear_cofactor(p: &Projective<G1>) -> Projective<G1> {
    #[cfg(feature = "alloc")]
    if ifma_short_runs() {
        if let Some(q) = g1_lanes::clear_cofactor(&Ifma, p) {
            return q;
        }
    }
    let q = mul_by_abs_z(&Jacobian::from_projective(p)).to_projective();
    q.add(p)
}

/// P ∈ G2 ⇔ \[|z|\]P = −ψ(P) (ePrint 2021/1130 §4).
pub(crate) fn g2_is_torsion_free(p: &Affine<G2>) -> Choice {
    let q = g2_mul_by_abs_z_affine(p);
    jacobian_eq_affine(&q, &-psi_affine(p))
}

/// \[z² − z − 1\]P + \[z − 1\]ψ(P) + ψ²(2P) (ePrint 2017/419 §4.1), evaluated as blst does with
/// \[−z\] = \[|z|\]: ψ²(2P) − P − ψ(P) + [|z|](\[|z|\]P + P − ψ(P)).
pub(crate) fn g2_clear_cofactor(p: &Projective<G2>) -> Projective<G2> {
    let neg_psi = -psi(p);
    let out = psi2(&p.double()).add(&-p).add(&neg_psi);
    let t0 = g2_mul_by_abs_z(&Jacobian::from_projective(p)).to_projective();
    let t0 = t0.add(p).add(&neg_psi);
    let t1 = g2_mul_by_abs_z(&Jacobian::from_projective(&t0)).to_projective();
    out.add(&t1)
}

/// [`g1_is_torsion_free`] of every point, the two chains of each 8 points at once in IFMA lanes
/// (`zchain_lanes`) when the CPU has them.
#[cfg(feature = "alloc")]
pub(crate) fn g1_is_torsion_free_many(points: &[Affine<G1>]) -> Vec<Choice> {
    // `mul_by_abs_z_affine(p)` is `mul_by_abs_z` of `Jacobian::from_affine(p)`, coordinates
    // and all (tested in `zchain_lanes`).
    let mut q: Vec<Jacobian<G1>> = points.iter().map(Jacobian::from_affine).collect();
    mul_by_abs_z_many(&mut q, 2);
    q.iter()
        .zip(points)
        .map(|(q, p)| jacobian_eq_affine(q, &neg_phi_affine(p)))
        .collect()
}

/// [`g2_is_torsion_free`] of every point, 8 chains at once in IFMA lanes when the CPU has them.
#[cfg(feature = "alloc")]
pub(crate) fn g2_is_torsion_free_many(points: &[Affine<G2>]) -> Vec<Choice> {
    let mut q: Vec<Jacobian<G2>> = points.iter().map(Jacobian::from_affine).collect();
    mul_by_abs_z_many(&mut q, 1);
    q.iter()
        .zip(points)
        .map(|(q, p)| jacobian_eq_affine(q, &-psi_affine(p)))
        .collect()
}

/// [`g1_clear_cofactor`] of every point in place, the chains 8 at a time in IFMA lanes.
#[cfg(feature = "alloc")]
pub(crate) fn g1_clear_cofactor_many(points: &mut [Projective<G1>]) {
    let mut q: Vec<Jacobian<G1>> = points.iter().map(Jacobian::from_projective).collect();
    mul_by_abs_z_many(&mut q, 1);
    for (p, q) in points.iter_mut().zip(&q) {
        *p = q.to_projective().add(p);
    }
}

/// [`g2_clear_cofactor`] of every point in place: both chains 8 at a time in IFMA lanes, ψ and
/// the additions scalar.
#[cfg(feature = "alloc")]
pub(crate) fn g2_clear_cofactor_many(points: &mut [Projective<G2>]) {
    let neg_psi: Vec<Projective<G2>> = points.iter().map(|p| -psi(p)).collect();
    let mut q: Vec<Jacobian<G2>> = points.iter().map(Jacobian::from_projective).collect();
    mul_by_abs_z_many(&mut q, 1);
    for ((q, p), n) in q.iter_mut().zip(points.iter()).zip(&neg_psi) {
        *q = Jacobian::from_projective(&q.to_projective().add(p).add(n));
    }
    mul_by_abs_z_many(&mut q, 1);
    for ((p, q), n) in points.iter_mut().zip(&q).zip(&neg_psi) {
        let out = psi2(&p.double()).add(&-*p).add(n);
        *p = out.add(&q.to_projective());
    }
}

#[cfg(test)]
pub(crate) mod tests {
    //! Points of small order make the additions inside the z-chains exceptional (P + P,
    //! P + (−P), O + P); the tests and the cofactor clearing must still be exact for them.

    use super::*;
    use crate::curve::encoding::read_compressed_unchecked;
    use crate::test_util::rng;
    use num_bigint::BigUint;
    use rand::Rng;

    use crate::params::Z_ABS;
    #[cfg(feature = "alloc")]
    use alloc::vec::Vec;

    fn big(hex: &str) -> BigUint {
        BigUint::parse_bytes(hex.as_bytes(), 16).unwrap()
    }

    /// `k·P` by plain double-and-add with the complete formulas.
    pub(crate) fn plain_mul<C: Curve>(p: &Projective<C>, k: &BigUint) -> Projective<C> {
        let mut acc = Projective::identity();
        for i in (0..k.bits()).rev() {
            acc = acc.double();
            if k.bit(i) {
                acc = acc.add(p);
            }
        }
        acc
    }

    /// A random point of the whole curve (x random, no cofactor clearing).
    pub(crate) fn random_curve_point<C: Curve>(rng: &mut rand::rngs::StdRng) -> Projective<C> {
        loop {
            let mut b = [0u8; 96];
            let b = &mut b[..C::Base::BYTES];
            rng.fill_bytes(b);
            b[0] = (b[0] & 0x1f) | 0x80;
            if C::Base::BYTES == 96 {
                b[48] &= 0x1f;
            }
            let p = read_compressed_unchecked::<C>(b);
            if bool::from(p.is_some()) {
                return p.unwrap().into();
            }
        }
    }

    fn check_small_orders<C: Curve>(group_order: &BigUint, orders: &[(u64, u32)], test: &str) {
        let mut rng = rng(test);
        let z = BigUint::from(Z_ABS);
        for &(l, e) in orders {
            let mut done = 0;
            while done < 3 {
                // Remove the whole l-part of the group order: what is left of a random point
                // is then of order dividing l^e (the l-part may be Z/l × Z/l, of exponent l).
                let k = group_order / BigUint::from(l).pow(e);
                let p = plain_mul(&random_curve_point::<C>(&mut rng), &k);
                if bool::from(p.is_identity()) {
                    continue;
                }
                done += 1;
                assert!(bool::from(
                    plain_mul(&p, &BigUint::from(l).pow(e)).is_identity()
                ));
                let a = p.to_affine();
                assert!(!bool::from(a.is_torsion_free()), "order {l}");
                let zp = plain_mul(&p, &z);
                assert_eq!(mul_by_abs_z_affine(&a).to_projective(), zp, "order {l}");
                assert_eq!(
                    mul_by_abs_z(&Jacobian::from_projective(&p)).to_projective(),
                    zp
                );
                let cleared = p.clear_cofactor();
                assert!(bool::from(cleared.to_affine().is_torsion_free()));
                // Off the subgroup the endomorphism-based products are unspecified, but they
                // must come back (no panic, no endless loop), in both forms.
                let k = crate::field::Fr::from(rng.next_u64()).square();
                let _ = (p * k, p.mul_vartime(&k));
                // A point of order l r: P + G.
                let q = p.add(&Projective::generator()).to_affine();
                assert!(!bool::from(q.is_torsion_free()), "order {l}·r");
            }
        }
    }

    #[test]
    fn small_order_points_g1() {
        let h1 = big("396c8c005555e1568c00aaab0000aaab");
        let r = big("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001");
        check_small_orders::<G1>(
            &(h1.clone() * &r),
            &[(3, 1), (11, 2), (10177, 2)],
            "small_order_points_g1",
        );
        // [1 − z] kills every point of order dividing h1 that is prime to 1 − z.
        let mut rng = rng("small_order_points_g1_cofactor");
        let p = plain_mul(&random_curve_point::<G1>(&mut rng), &r);
        let expected = plain_mul(&p, &(BigUint::from(Z_ABS) + 1u8));
        assert_eq!(p.clear_cofactor(), expected);
    }

    /// G1's cofactor clearing with the short lane runs on and off (on a CPU without IFMA both are
    /// the scalar path; `g1_lanes` tests the lanes' chain on their emulation).
    #[cfg(feature = "alloc")]
    #[test]
    fn g1_clear_cofactor_either_way() {
        let mut rng = rng("subgroup::g1_clear_cofactor_either_way");
        let h = BigUint::from(Z_ABS) + 1u8;
        let mut pts = std::vec![Projective::<G1>::identity(), Projective::generator()];
        for _ in 0..6 {
            pts.push(random_curve_point::<G1>(&mut rng));
        }
        use crate::field::fp_lanes::force_short_runs;
        for on in [true, false] {
            force_short_runs(Some(on));
            for p in &pts {
                assert_eq!(g1_clear_cofactor(p), plain_mul(p, &h), "short runs {on}");
            }
        }
        force_short_runs(None);
    }

    /// The batch functions against the per-point ones, on mixes of subgroup points, curve
    /// points outside it, small-order points and the identity, at lengths 0..=17, with the
    /// IFMA lanes on and off (the emulation is tested against the scalar chain in
    /// `zchain_lanes`).
    #[cfg(feature = "alloc")]
    fn batches<C: Curve>(
        test: &str,
        small: &BigUint,
        many: fn(&[Affine<C>]) -> Vec<Choice>,
        clear: fn(&mut [Projective<C>]),
    ) {
        let mut rng = rng(test);
        for ifma in [true, false] {
            if !crate::field::fp_lanes::force_ifma(ifma) {
                continue;
            }
            for n in 0..=17 {
                let pts: Vec<Projective<C>> = (0..n)
                    .map(|i| {
                        let p = random_curve_point::<C>(&mut rng);
                        match i % 5 {
                            0 => Projective::identity(),
                            1 => p.clear_cofactor(),
                            2 => plain_mul(&p, small),
                            _ => p,
                        }
                    })
                    .collect();
                let aff: Vec<Affine<C>> = pts.iter().map(|p| p.to_affine()).collect();
                let want: Vec<bool> = aff
                    .iter()
                    .map(|a| bool::from(a.is_torsion_free()))
                    .collect();
                let got: Vec<bool> = many(&aff).into_iter().map(bool::from).collect();
                assert_eq!(got, want, "n = {n}, IFMA {ifma}");
                let mut cleared = pts.clone();
                clear(&mut cleared);
                for (c, p) in cleared.iter().zip(&pts) {
                    assert_eq!(*c, p.clear_cofactor(), "n = {n}, IFMA {ifma}");
                }
            }
        }
        crate::field::fp_lanes::force_ifma(true);
    }

    #[cfg(feature = "alloc")]
    #[test]
    fn batches_match_single_g1() {
        let r = big("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001");
        batches::<G1>(
            "subgroup::batches_match_single_g1",
            &r,
            g1_is_torsion_free_many,
            g1_clear_cofactor_many,
        );
    }

    #[cfg(feature = "alloc")]
    #[test]
    fn batches_match_single_g2() {
        let r = big("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001");
        batches::<G2>(
            "subgroup::batches_match_single_g2",
            &r,
            g2_is_torsion_free_many,
            g2_clear_cofactor_many,
        );
    }

    #[test]
    fn small_order_points_g2() {
        let h2 = big(
            "5d543a95414e7f1091d50792876a202cd91de4547085abaa68a205b2e5a7ddfa628f1cb4d9e82ef2\
             1537e293a6691ae1616ec6e786f0c70cf1c38e31c7238e5",
        );
        let r = big("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001");
        check_small_orders::<G2>(
            &(h2 * &r),
            &[(13, 2), (23, 2), (2713, 1)],
            "small_order_points_g2",
        );
    }
}
