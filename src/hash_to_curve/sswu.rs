//! The simplified Shallue–van de Woestijne–Ulas map (RFC 9380 §6.6.2) onto a curve
//! E': y² = x³ + A'·x + B' with A'·B' ≠ 0, and the group law on E', shared by G1 (over Fp) and
//! G2 (over Fp2).
//!
//! BLS12-381 has A = 0, so the suites map onto an isogenous E' and then apply the isogeny
//! (RFC 9380 §6.6.3); `map_g1` and `map_g2` supply E' and the isogeny. Points on E' stay in
//! homogeneous projective coordinates (x = X/Z, y = Y/Z), so nothing here inverts.

use subtle::{Choice, ConditionallySelectable};

use crate::curve::Curve;
use crate::field::Field;

/// An isogenous curve E' with its SSWU parameters (RFC 9380 §8.8.1 / §8.8.2).
pub(crate) trait SswuCurve {
    type F: Field;
    /// The curve E the isogeny lands on (G1's or G2's).
    type Curve: Curve<Base = Self::F>;
    /// The isogeny E' → E (RFC 9380 §6.6.3, Appendix E), in homogeneous coordinates.
    fn isogeny(p: &IsoPoint<Self::F>) -> (Self::F, Self::F, Self::F);
    /// A' and B' of E'.
    const A: Self::F;
    const B: Self::F;
    /// 3·B', as the complete addition formula uses it.
    const B3: Self::F;
    /// The SSWU non-square Z.
    const Z: Self::F;
    /// (u/v is square, sqrt(u/v) or sqrt(Z·u/v)), as RFC 9380 §F.2.1.1 defines it, for N
    /// independent pairs computed in lockstep.
    fn sqrt_ratio<const N: usize>(u: &[Self::F; N], v: &[Self::F; N]) -> [(Choice, Self::F); N];
    /// A'·x; curves with a sparse A' override this.
    #[inline]
    fn mul_by_a(x: &Self::F) -> Self::F {
        *x * Self::A
    }
    /// B'·x; curves with a sparse B' override this.
    #[inline]
    fn mul_by_b(x: &Self::F) -> Self::F {
        *x * Self::B
    }
    /// 3B'·x; curves with a sparse B' override this.
    #[inline]
    fn mul_by_b3(x: &Self::F) -> Self::F {
        *x * Self::B3
    }
    /// Z·x; curves with a small Z override this.
    #[inline]
    fn mul_by_z(x: &Self::F) -> Self::F {
        *x * Self::Z
    }
}

/// A point of E' in homogeneous projective coordinates; Z = 0 is the point at infinity.
#[derive(Copy, Clone, Debug)]
pub(crate) struct IsoPoint<F> {
    pub(crate) x: F,
    pub(crate) y: F,
    pub(crate) z: F,
}

/// map_to_curve_simple_swu(u) (RFC 9380 Appendix F.2, the straight-line version of §6.6.2) for N
/// independent inputs in lockstep (see `sqrt_ratio` for why), returning
/// (x_num : y·x_den : x_den) instead of dividing: the affine point is (x_num/x_den, y).
/// Constant time: every choice is a conditional select.
pub(crate) fn map_to_curve<C: SswuCurve, const N: usize>(u: &[C::F; N]) -> [IsoPoint<C::F>; N] {
    let mut tv1 = [C::F::ONE; N];
    let mut tv2 = [C::F::ONE; N];
    let mut tv3 = [C::F::ONE; N];
    let mut tv4 = [C::F::ONE; N];
    let mut tv6 = [C::F::ONE; N];
    for i in 0..N {
        tv1[i] = C::mul_by_z(&u[i].square()); // 1–2. tv1 = Z * u^2
        let t = tv1[i].square() + tv1[i]; // 3–4. tv2 = tv1^2 + tv1
        tv3[i] = C::mul_by_b(&(t + C::F::ONE)); // 5–6. tv3 = B * (tv2 + 1)
                                                // 7–8. tv4 = A * CMOV(Z, -tv2, tv2 != 0): tv2 = 0 only for u = 0 (or Z·u² = −1).
        tv4[i] = C::mul_by_a(&C::F::conditional_select(
            &(C::F::ZERO - t),
            &C::Z,
            t.is_zero(),
        ));
        let t6 = tv4[i].square(); // 10. tv6 = tv4^2
        let t2 = tv3[i].square() + C::mul_by_a(&t6); // 9, 11–12. tv2 = tv3^2 + A * tv6
        tv6[i] = t6 * tv4[i]; // 14. tv6 = tv6 * tv4
        tv2[i] = t2 * tv3[i] + C::mul_by_b(&tv6[i]); // 13, 15–16. tv2 = tv2 * tv3 + B * tv6
    }
    let roots = C::sqrt_ratio(&tv2, &tv6); // 18. (is_gx1_square, y1) = sqrt_ratio(tv2, tv6)
    core::array::from_fn(|i| {
        let (is_gx1_square, y1) = roots[i];
        let x = tv1[i] * tv3[i]; // 17. x = tv1 * tv3
        let y = tv1[i] * u[i] * y1; // 19–20. y = tv1 * u * y1
        let x = C::F::conditional_select(&x, &tv3[i], is_gx1_square); // 21.
        let y = C::F::conditional_select(&y, &y1, is_gx1_square); // 22.
        let e1 = !(u[i].sgn0() ^ y.sgn0()); // 23. e1 = sgn0(u) == sgn0(y)
        let y = C::F::conditional_select(&(C::F::ZERO - y), &y, e1); // 24. y = CMOV(-y, y, e1)
                                                                     // 25. x = x / tv4, kept as a fraction: (x, y) = (x/tv4, y·tv4/tv4).
        IsoPoint {
            x,
            y: y * tv4[i],
            z: tv4[i],
        }
    })
}

/// P + Q on E' by the complete formula for short Weierstrass curves with any a
/// (Renes–Costello–Batina, ePrint 2015/1060, Algorithm 1: 12M + 3·m_a + 2·m_3b). Complete: correct
/// for P = Q, P = −Q and the point at infinity alike, with no branch.
pub(crate) fn add<C: SswuCurve>(p: &IsoPoint<C::F>, q: &IsoPoint<C::F>) -> IsoPoint<C::F> {
    let (x1, y1, z1) = (p.x, p.y, p.z);
    let (x2, y2, z2) = (q.x, q.y, q.z);
    let t0 = x1 * x2;
    let t1 = y1 * y2;
    let t2 = z1 * z2;
    let t3 = (x1 + y1) * (x2 + y2) - (t0 + t1); // X1Y2 + X2Y1
    let t4 = (x1 + z1) * (x2 + z2) - (t0 + t2); // X1Z2 + X2Z1
    let t5 = (y1 + z1) * (y2 + z2) - (t1 + t2); // Y1Z2 + Y2Z1
    let z3 = C::mul_by_a(&t4) + C::mul_by_b3(&t2);
    let x3 = t1 - z3;
    let z3 = t1 + z3;
    let y3 = x3 * z3;
    let t1 = t0.double() + t0; // 3·X1X2
    let t2 = C::mul_by_a(&t2);
    let t4 = C::mul_by_b3(&t4);
    let t1 = t1 + t2;
    let t2 = C::mul_by_a(&(t0 - t2));
    let t4 = t4 + t2;
    let t0 = t1 * t4;
    let y3 = y3 + t0;
    let t0 = t5 * t4;
    let x3 = t3 * x3 - t0;
    let t0 = t3 * t1;
    let z3 = t5 * z3 + t0;
    IsoPoint {
        x: x3,
        y: y3,
        z: z3,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::Fp;
    use crate::hash_to_curve::map_g1::E1Iso;

    fn affine(p: &IsoPoint<Fp>) -> (Fp, Fp) {
        let zi = p.z.invert().unwrap();
        (p.x * zi, p.y * zi)
    }

    fn on_curve(p: &IsoPoint<Fp>) -> bool {
        let (x, y) = affine(p);
        y.square() == x.square() * x + E1Iso::A * x + E1Iso::B
    }

    /// The chord-and-tangent law in affine coordinates, as the reference.
    fn affine_add(p: (Fp, Fp), q: (Fp, Fp)) -> (Fp, Fp) {
        let l = if p == q {
            (p.0.square().double() + p.0.square() + E1Iso::A) * p.1.double().invert().unwrap()
        } else {
            (q.1 - p.1) * (q.0 - p.0).invert().unwrap()
        };
        let x = l.square() - p.0 - q.0;
        (x, l * (p.0 - x) - p.1)
    }

    #[test]
    fn map_lands_on_curve_with_sign_of_u() {
        let mut rng = crate::test_util::rng("map_lands_on_curve_with_sign_of_u");
        for _ in 0..100 {
            let u = Fp::random(&mut rng);
            let [p] = map_to_curve::<E1Iso, 1>(&[u]);
            assert!(on_curve(&p));
            // RFC 9380 §6.6.2: sgn0(y) = sgn0(u).
            assert_eq!(bool::from(affine(&p).1.sgn0()), bool::from(u.sgn0()));
        }
        // u = 0 takes the exceptional branch (tv2 = 0) and still lands on E'.
        assert!(on_curve(&map_to_curve::<E1Iso, 1>(&[Fp::ZERO])[0]));
    }

    /// Two inputs in lockstep give what each gives alone (G1 and G2, both sqrt_ratio branches).
    #[test]
    fn lockstep_matches_single() {
        use crate::field::Fp2;
        use crate::hash_to_curve::map_g2::E2Iso;
        let mut rng = crate::test_util::rng("lockstep_matches_single");
        let same = |a: &IsoPoint<Fp>, b: &IsoPoint<Fp>| a.x == b.x && a.y == b.y && a.z == b.z;
        let same2 = |a: &IsoPoint<Fp2>, b: &IsoPoint<Fp2>| a.x == b.x && a.y == b.y && a.z == b.z;
        for _ in 0..20 {
            let u = [Fp::random(&mut rng), Fp::random(&mut rng)];
            let both = map_to_curve::<E1Iso, 2>(&u);
            assert!(same(&both[0], &map_to_curve::<E1Iso, 1>(&[u[0]])[0]));
            assert!(same(&both[1], &map_to_curve::<E1Iso, 1>(&[u[1]])[0]));
            let u = [Fp2::random(&mut rng), Fp2::random(&mut rng)];
            let both = map_to_curve::<E2Iso, 2>(&u);
            assert!(same2(&both[0], &map_to_curve::<E2Iso, 1>(&[u[0]])[0]));
            assert!(same2(&both[1], &map_to_curve::<E2Iso, 1>(&[u[1]])[0]));
        }
    }

    #[test]
    fn complete_addition_matches_affine() {
        let mut rng = crate::test_util::rng("complete_addition_matches_affine");
        for _ in 0..100 {
            let [p, q] = map_to_curve::<E1Iso, 2>(&[Fp::random(&mut rng), Fp::random(&mut rng)]);
            assert_eq!(
                affine(&add::<E1Iso>(&p, &q)),
                affine_add(affine(&p), affine(&q))
            );
            assert_eq!(
                affine(&add::<E1Iso>(&p, &p)),
                affine_add(affine(&p), affine(&p))
            );
        }
    }
}
