//! The ADD precompiles' sum: one affine addition, in variable time (the inputs are public).
//!
//! The inputs need only be on the curve, so the sum is that of E(Fp) or E'(Fp2), whose orders
//! are odd (no point of order 2): the chord-and-tangent rule with its two exceptions, Q = −P
//! (the sum is the point at infinity) and Q = P (the tangent), is exact for every input. One
//! inversion (the output is affine anyway), 2M + 1S besides, against a projective addition's
//! 11M and the same inversion to normalise it.

use super::encoding::Xy;
use crate::field::Field;

/// P + Q on y² = x³ + b (Silverman, The Arithmetic of Elliptic Curves, III.2.3): λ the slope
/// of the chord (tangent when P = Q), x₃ = λ² − x₁ − x₂, y₃ = λ(x₁ − x₃) − y₁.
pub(super) fn add_affine<F: Field>(p: Xy<F>, q: Xy<F>) -> Xy<F> {
    let ((x1, y1), (x2, y2)) = match (p, q) {
        (None, q) => return q,
        (p, None) => return p,
        (Some(p), Some(q)) => (p, q),
    };
    let (num, den) = if x1 != x2 {
        (y2 - y1, x2 - x1)
    } else if y1 == y2 && !y1.is_zero_vartime() {
        (x1.square().triple(), y1.double())
    } else {
        // Q = −P (or P of order 2, which these curves do not have).
        return None;
    };
    let l = num * den.invert().unwrap_or(F::ZERO);
    let x3 = l.square() - x1 - x2;
    let y3 = l * (x1 - x3) - y1;
    Some((x3, y3))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curve::{G1Affine, G1Projective, G2Affine, G2Projective};
    use crate::field::{Fp, Fp2};
    use crate::hash_to_curve::{map_to_curve_g1, map_to_curve_g2};
    use crate::test_util::rng;

    fn xy1(p: &G1Projective) -> Xy<Fp> {
        let a = G1Affine::from(p);
        (!bool::from(a.is_identity())).then_some((a.x, a.y))
    }

    fn xy2(p: &G2Projective) -> Xy<Fp2> {
        let a = G2Affine::from(p);
        (!bool::from(a.is_identity())).then_some((a.x, a.y))
    }

    /// Against the complete projective formulas, on points in and off the subgroup, with
    /// P + P, P + (−P) and the identity on either side.
    #[test]
    fn matches_complete_formulas() {
        let mut rng = rng("eip2537::add::matches_complete_formulas");
        for i in 0..64 {
            let (a, b) = if i % 2 == 0 {
                (
                    G1Projective::random(&mut rng),
                    G1Projective::random(&mut rng),
                )
            } else {
                (
                    map_to_curve_g1(&Fp::random(&mut rng)),
                    map_to_curve_g1(&Fp::random(&mut rng)),
                )
            };
            let o = G1Projective::identity();
            for (p, q) in [(a, b), (a, a), (a, -a), (a, o), (o, a), (o, o)] {
                assert_eq!(add_affine(xy1(&p), xy1(&q)), xy1(&(p + q)), "G1 {i}");
            }
            let (a, b) = if i % 2 == 0 {
                (
                    G2Projective::random(&mut rng),
                    G2Projective::random(&mut rng),
                )
            } else {
                (
                    map_to_curve_g2(&Fp2::random(&mut rng)),
                    map_to_curve_g2(&Fp2::random(&mut rng)),
                )
            };
            let o = G2Projective::identity();
            for (p, q) in [(a, b), (a, a), (a, -a), (a, o), (o, a), (o, o)] {
                assert_eq!(add_affine(xy2(&p), xy2(&q)), xy2(&(p + q)), "G2 {i}");
            }
        }
    }
}
