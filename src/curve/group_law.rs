//! The group law, written once for both curves.
//!
//! Projective (homogeneous) points use the complete formulas of Renes–Costello–Batina for
//! a = 0: no input is exceptional, so secret-dependent operands need no branch.
//!
//! [`Jacobian`] points serve the long runs of doublings (multiplication by z in subgroup checks
//! and cofactor clearing, the accumulators of variable-time multiplications): a Jacobian
//! doubling costs 2M + 5S against 6M + 2S. Their additions are incomplete, so every
//! constant-time caller passes the precomputed double of the addend and the exceptional cases
//! (P + P, P + O, O + P) are resolved by constant-time selection; the `_vartime` addition, for
//! public points, branches on them instead.

use core::ops::{Add, Mul, Sub};

use subtle::{Choice, ConditionallySelectable};

use super::point::{Affine, Curve, Projective};
use crate::field::Field;
use crate::params::Z_ABS;

/// `2·P` (Renes–Costello–Batina, ePrint 2015/1060, Algorithm 9: 6M + 2S + 1 m_3b; Y3's two
/// products summed before one reduction).
#[inline]
pub(crate) fn double<C: Curve>(p: &Projective<C>) -> Projective<C> {
    let t0 = p.y.square();
    let y8 = t0.double().double().double();
    let t2 = C::mul_by_3b(&p.z.square());
    let z3 = p.y.mul(&p.z).mul(&y8);
    let d = t0.sub(&t2.triple());
    let y3 = d.mul_add_mul(&t0.add(&t2), &t2, &y8);
    let x3 = d.mul(&p.x.mul(&p.y)).double();
    Projective {
        x: x3,
        y: y3,
        z: z3,
    }
}

/// `2·P` for a = 0 (the doubling of Arene–Lange–Naehrig–Ritzenthaler, ePrint 2010/363, in the
/// form of ePrint 2013/722 §4.3, times 4: 3M + 5S + m_3b): X3 = 2XY(Y² − 3e), Y3 = (Y² + 3e)² −
/// 12e², Z3 = 8Y³Z with e = 3bZ². Complete like RCB's: Z = 0 (O) gives Z3 = 0, and so does
/// Y = 0 (a point of order two), with Y3 = −3e² ≠ 0. Fewer products than 6M + 2S, more
/// linear steps: composed, it runs level with RCB's doubling; G2's kernel (`g2_double`)
/// computes it with exact integers, and this is that kernel's composition.
#[inline]
pub(crate) fn double_a0<C: Curve>(p: &Projective<C>) -> Projective<C> {
    let b = p.y.square();
    let e = C::mul_by_3b(&p.z.square());
    let e3 = e.triple();
    let x3 = p.x.mul(&p.y).double().mul(&b.sub(&e3));
    let y3 = b
        .add(&e3)
        .square()
        .sub(&e.square().double().double().triple());
    let z3 = b.mul(&p.y.mul(&p.z)).double().double().double();
    Projective {
        x: x3,
        y: y3,
        z: z3,
    }
}

/// `P + Q`, complete (Renes–Costello–Batina, ePrint 2015/1060, Algorithm 7: 12M + 2 m_3b).
#[inline]
pub(crate) fn add<C: Curve>(p: &Projective<C>, q: &Projective<C>) -> Projective<C> {
    let t0 = p.x.mul(&q.x);
    let t1 = p.y.mul(&q.y);
    let t2 = p.z.mul(&q.z);
    let t3 = p.x.add(&p.y).mul(&q.x.add(&q.y)).sub(&t0.add(&t1));
    let t4 = p.y.add(&p.z).mul(&q.y.add(&q.z)).sub(&t1.add(&t2));
    let y3 = p.x.add(&p.z).mul(&q.x.add(&q.z)).sub(&t0.add(&t2));
    let t0 = t0.triple();
    let t2 = C::mul_by_3b(&t2);
    let z3 = t1.add(&t2);
    let t1 = t1.sub(&t2);
    let y3 = C::mul_by_3b(&y3);
    let x3 = t3.mul_sub_mul(&t1, &t4, &y3);
    let y3 = t1.mul_add_mul(&z3, &y3, &t0);
    let z3 = z3.mul_add_mul(&t4, &t0, &t3);
    Projective {
        x: x3,
        y: y3,
        z: z3,
    }
}

/// `P + Q` for an affine Q (Renes–Costello–Batina, ePrint 2015/1060, Algorithm 8: 11M +
/// 2 m_3b); the formula needs Q ≠ O, so the identity is handled by selection.
#[inline]
pub(crate) fn add_mixed<C: Curve>(p: &Projective<C>, q: &Affine<C>) -> Projective<C> {
    let r = add_affine_unchecked(p, &q.x, &q.y);
    Projective::conditional_select(&r, p, q.infinity)
}

/// Algorithm 8 of ePrint 2015/1060 for an affine Q = (x, y) ≠ O (complete in P).
#[inline]
pub(crate) fn add_affine_unchecked<C: Curve>(
    p: &Projective<C>,
    qx: &C::Base,
    qy: &C::Base,
) -> Projective<C> {
    let t0 = p.x.mul(qx);
    let t1 = p.y.mul(qy);
    let t3 = qx.add(qy).mul(&p.x.add(&p.y)).sub(&t0.add(&t1));
    let t4 = qy.mul(&p.z).add(&p.y);
    let y3 = qx.mul(&p.z).add(&p.x);
    let t0 = t0.triple();
    let t2 = C::mul_by_3b(&p.z);
    let z3 = t1.add(&t2);
    let t1 = t1.sub(&t2);
    let y3 = C::mul_by_3b(&y3);
    let x3 = t3.mul_sub_mul(&t1, &t4, &y3);
    let y3 = t1.mul_add_mul(&z3, &y3, &t0);
    let z3 = z3.mul_add_mul(&t4, &t0, &t3);
    Projective {
        x: x3,
        y: y3,
        z: z3,
    }
}

/// A point in Jacobian coordinates: x = X/Z², y = Y/Z³; the identity has Z = 0.
#[derive(Debug)]
pub(crate) struct Jacobian<C: Curve> {
    pub(crate) x: C::Base,
    pub(crate) y: C::Base,
    pub(crate) z: C::Base,
}

impl<C: Curve> Clone for Jacobian<C> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<C: Curve> Copy for Jacobian<C> {}

impl<C: Curve> ConditionallySelectable for Jacobian<C> {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        Jacobian {
            x: C::Base::conditional_select(&a.x, &b.x, choice),
            y: C::Base::conditional_select(&a.y, &b.y, choice),
            z: C::Base::conditional_select(&a.z, &b.z, choice),
        }
    }
}

impl<C: Curve> Jacobian<C> {
    /// The identity (Z = 0).
    pub(crate) fn identity() -> Self {
        Jacobian {
            x: C::Base::ONE,
            y: C::Base::ONE,
            z: C::Base::ZERO,
        }
    }

    pub(crate) fn from_affine(p: &Affine<C>) -> Self {
        Jacobian {
            x: p.x,
            y: p.y,
            z: C::Base::conditional_select(&C::Base::ONE, &C::Base::ZERO, p.infinity),
        }
    }

    /// (X : Y : Z) homogeneous is (XZ : YZ² : Z) Jacobian.
    pub(crate) fn from_projective(p: &Projective<C>) -> Self {
        let z2 = p.z.square();
        Jacobian {
            x: p.x.mul(&p.z),
            y: p.y.mul(&z2),
            z: p.z,
        }
    }

    /// (X : Y : Z) Jacobian is (XZ : Y : Z³) homogeneous; the identity becomes (0 : 1 : 0).
    pub(crate) fn to_projective(self) -> Projective<C> {
        let z3 = self.z.square().mul(&self.z);
        let p = Projective {
            x: self.x.mul(&self.z),
            y: self.y,
            z: z3,
        };
        Projective::conditional_select(&p, &Projective::identity(), self.is_identity())
    }

    pub(crate) fn is_identity(&self) -> Choice {
        self.z.is_zero()
    }

    /// `2·P` (Lange's dbl-2009-l in the Explicit-Formulas Database, a = 0, with D = 4XY² as a
    /// product and Y² doubled first: 3M + 4S and 10 additions instead of 2M + 5S and 14, a
    /// saving when squaring costs about a multiplication); O stays O.
    #[inline]
    pub(crate) fn double(&self) -> Self {
        let a = self.x.square();
        let b2 = self.y.square().double();
        let c2 = b2.square();
        let d = self.x.mul(&b2).double();
        let e = a.triple();
        let x3 = e.square().sub(&d.double());
        let y3 = e.mul(&d.sub(&x3)).sub(&c2.double());
        let z3 = self.y.mul(&self.z).double();
        Jacobian {
            x: x3,
            y: y3,
            z: z3,
        }
    }

    /// `2·P` for a homogeneous P, as a Jacobian point: the tangent rule at (X/Z, Y/Z) with
    /// Z3 = 2YZ, in the shape of [`double`](Self::double) with Y²Z in place of Y² (derived from
    /// dbl-2009-l of the Explicit-Formulas Database): 4M + 4S, where converting first costs
    /// 2M + 1S and the Jacobian doubling 3M + 4S. O stays O (Z3 = 0).
    #[inline]
    pub(crate) fn double_projective(p: &Projective<C>) -> Self {
        let a = p.x.square();
        let c2 = p.y.square().double().mul(&p.z);
        let d = p.x.mul(&c2).double();
        let e = a.triple();
        let x3 = e.square().sub(&d.double());
        let y3 = e.mul(&d.sub(&x3)).sub(&c2.square().double());
        let z3 = p.y.mul(&p.z).double();
        Jacobian {
            x: x3,
            y: y3,
            z: z3,
        }
    }

    /// `P + Q` for an affine Q by madd-2007-bl (Bernstein–Lange, Explicit-Formulas Database:
    /// 7M + 4S), with H and r: right unless H = 0 (P = ±Q) or P or Q is O. For P = −Q it gives
    /// O all the same (Z3 = 2·Z1·H = 0).
    #[inline]
    fn add_affine_parts(&self, q: &Affine<C>) -> (Self, C::Base, C::Base) {
        let z1z1 = self.z.square();
        let u2 = q.x.mul(&z1z1);
        let s2 = q.y.mul(&self.z).mul(&z1z1);
        let h = u2.sub(&self.x);
        let hh = h.square();
        let i = hh.double().double();
        let j = h.mul(&i);
        let rr = s2.sub(&self.y).double();
        let v = self.x.mul(&i);
        let x3 = rr.square().sub(&j).sub(&v.double());
        let y3 = rr.mul_sub_mul(&v.sub(&x3), &self.y, &j.double());
        let z3 = self.z.add(&h).square().sub(&z1z1).sub(&hh);
        let r = Jacobian {
            x: x3,
            y: y3,
            z: z3,
        };
        (r, h, rr)
    }

    /// `P + Q` for an affine Q, given `q2 = 2Q` (madd-2007-bl); every exceptional case is
    /// selected, not branched.
    #[inline]
    pub(crate) fn add_affine(&self, q: &Affine<C>, q2: &Self) -> Self {
        let (r, h, rr) = self.add_affine_parts(q);
        let p_inf = self.is_identity();
        let r = Jacobian::conditional_select(&r, q2, h.is_zero() & rr.is_zero() & !p_inf);
        let r = Jacobian::conditional_select(&r, &Jacobian::from_affine(q), p_inf);
        Jacobian::conditional_select(&r, self, q.infinity)
    }

    /// `P + Q` for an affine Q (madd-2007-bl), for public points: the exceptional cases
    /// (P or Q = O, P = ±Q) are found from the coordinates and branched on.
    #[inline]
    #[cfg_attr(not(feature = "alloc"), allow(dead_code))] // the MSMs and checked pairings allocate
    pub(crate) fn add_affine_vartime(&self, q: &Affine<C>) -> Self {
        if bool::from(q.infinity) {
            return *self;
        }
        if bool::from(self.is_identity()) {
            return Jacobian::from_affine(q);
        }
        let (r, h, rr) = self.add_affine_parts(q);
        if bool::from(h.is_zero()) {
            // Equal x: P = Q (doubling) or P = −Q (the identity).
            return if bool::from(rr.is_zero()) {
                Jacobian::from_affine(q).double()
            } else {
                Jacobian::identity()
            };
        }
        r
    }

    /// `P + Q` for an affine Q ≠ ±P, P ≠ O (madd-2007-bl), with Z3/Z1 = 2H: for runs of additions
    /// whose Z's are tracked.
    #[inline]
    pub(crate) fn add_affine_ratio(&self, q: &Affine<C>) -> (Self, C::Base) {
        let (r, h, _) = self.add_affine_parts(q);
        (r, h.double())
    }

    /// `P + Q`, given `q2 = 2Q` (Bernstein–Lange add-2007-bl in the Explicit-Formulas
    /// Database: 11M + 5S); every exceptional case is selected, not branched.
    #[inline]
    pub(crate) fn add(&self, q: &Self, q2: &Self) -> Self {
        let z1z1 = self.z.square();
        let z2z2 = q.z.square();
        let u1 = self.x.mul(&z2z2);
        let u2 = q.x.mul(&z1z1);
        let s1 = self.y.mul(&q.z).mul(&z2z2);
        let s2 = q.y.mul(&self.z).mul(&z1z1);
        let h = u2.sub(&u1);
        let i = h.double().square();
        let j = h.mul(&i);
        let rr = s2.sub(&s1).double();
        let v = u1.mul(&i);
        let x3 = rr.square().sub(&j).sub(&v.double());
        let y3 = rr.mul(&v.sub(&x3)).sub(&s1.mul(&j).double());
        let z3 = self.z.add(&q.z).square().sub(&z1z1).sub(&z2z2).mul(&h);
        let r = Jacobian {
            x: x3,
            y: y3,
            z: z3,
        };
        let p_inf = self.is_identity();
        let q_inf = q.is_identity();
        let r = Jacobian::conditional_select(&r, q2, h.is_zero() & rr.is_zero() & !p_inf & !q_inf);
        let r = Jacobian::conditional_select(&r, q, p_inf);
        Jacobian::conditional_select(&r, self, q_inf)
    }
}

/// The additions and doublings of \[|z|\]·P: after the first doubling, "add P then double n
/// times" for each n (the chain blst and bls12_381 also use: 2, 3, 9, 32, 16 for
/// |z| = 0xd201000000010000).
pub(crate) const Z_ABS_CHAIN: [u32; CHAIN_LEN] = z_abs_chain();
const CHAIN_LEN: usize = Z_ABS.count_ones() as usize - 1;

/// The gaps between the set bits of |z| below its top two (which must both be set: 2P + P
/// starts the chain), then the doublings down to bit 0.
const fn z_abs_chain() -> [u32; CHAIN_LEN] {
    const { assert!(Z_ABS >> 62 == 0b11) };
    let mut chain = [0u32; CHAIN_LEN];
    let (mut at, mut k, mut b) = (62, 0, 62);
    while b > 0 {
        b -= 1;
        if (Z_ABS >> b) & 1 == 1 {
            chain[k] = at - b;
            k += 1;
            at = b;
        }
    }
    chain[k] = at;
    assert!(k + 1 == CHAIN_LEN);
    chain
}

/// `[|z|]·P` for an affine P (63 doublings, 5 mixed additions). Correct for every point of
/// the curve, including those of small order.
pub(crate) fn mul_by_abs_z_affine<C: Curve>(p: &Affine<C>) -> Jacobian<C> {
    let p2 = Jacobian::from_affine(p).double();
    let mut acc = p2;
    for n in Z_ABS_CHAIN {
        acc = acc.add_affine(p, &p2);
        for _ in 0..n {
            acc = acc.double();
        }
    }
    acc
}

/// `[|z|]·P` for a Jacobian P (63 doublings, 5 additions). Correct for every point of the
/// curve.
pub(crate) fn mul_by_abs_z<C: Curve>(p: &Jacobian<C>) -> Jacobian<C> {
    let p2 = p.double();
    let mut acc = p2;
    for n in Z_ABS_CHAIN {
        acc = acc.add(p, &p2);
        for _ in 0..n {
            acc = acc.double();
        }
    }
    acc
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curve::subgroup::tests::random_curve_point;
    use crate::curve::{G1, G2};
    use crate::field::{Fp, Fp2};
    use crate::test_util::rng;

    /// Points of the whole curve (not only the subgroup), with random Z, and the identity.
    fn points<C: Curve>(test: &str) -> std::vec::Vec<Projective<C>> {
        let mut rng = rng(test);
        let mut v = std::vec![Projective::identity(), Projective::generator()];
        while v.len() < 40 {
            let p = random_curve_point::<C>(&mut rng);
            // A random representative: (λX : λY : λZ).
            let l = p.double().x.add(&C::Base::ONE);
            v.push(Projective {
                x: p.x.mul(&l),
                y: p.y.mul(&l),
                z: p.z.mul(&l),
            });
        }
        v
    }

    /// The Jacobian doublings, from a Jacobian or a homogeneous point, against the complete
    /// doubling, and the conversions both ways.
    fn doublings<C: Curve>(test: &str) {
        for p in points::<C>(test) {
            let j = Jacobian::from_projective(&p);
            assert_eq!(j.to_projective(), p);
            assert_eq!(j.double().to_projective(), p.double());
            assert_eq!(Jacobian::double_projective(&p).to_projective(), p.double());
            assert_eq!(
                Jacobian::double_projective(&p).double().to_projective(),
                p.double().double()
            );
        }
    }

    /// Both complete doublings against the complete addition P + P, on points of the whole
    /// curve with random Z and on O (neither curve has a point of order two: both orders are
    /// odd).
    fn complete_doublings<C: Curve>(test: &str) {
        for p in points::<C>(test) {
            let want = p.add(&p);
            assert_eq!(double(&p), want, "{p:?}");
            assert_eq!(double_a0(&p), want, "{p:?}");
            assert_eq!(p.double(), want, "{p:?}");
        }
    }

    #[test]
    fn complete_doublings_g1() {
        complete_doublings::<G1>("group_law::complete_doublings_g1");
    }

    #[test]
    fn complete_doublings_g2() {
        complete_doublings::<G2>("group_law::complete_doublings_g2");
    }

    /// Coordinates for the kernel tests: coefficients of 0, 1 and p − 1, then random ones (the
    /// formulas are polynomial maps: any coordinates, on the curve or not).
    fn kernel_inputs(rng: &mut impl rand::Rng) -> std::vec::Vec<[Fp2; 3]> {
        let big = -Fp::ONE;
        let (b2, z2) = (Fp2::new(big, big), Fp2::ZERO);
        let mut v = std::vec![
            [b2, b2, b2],
            [z2, z2, z2],
            [Fp2::ONE, b2, Fp2::new(big, Fp::ZERO)],
            [b2, z2, Fp2::new(Fp::ZERO, big)],
        ];
        for _ in 0..crate::test_util::iters(3000) {
            v.push([0; 3].map(|_| Fp2::random(&mut *rng)));
        }
        v
    }

    fn g2_point(c: [Fp2; 3]) -> Projective<G2> {
        Projective {
            x: c[0],
            y: c[1],
            z: c[2],
        }
    }

    /// G2's doubling kernel against its composition, limb for limb. Where the backend has no
    /// kernel this checks nothing.
    #[test]
    fn g2_double_kernel_matches_composition() {
        let mut rng = rng("group_law::g2_double_kernel_matches_composition");
        let mut checked = 0;
        for a in kernel_inputs(&mut rng) {
            let mut r = [Fp2::ZERO; 3];
            if crate::field::wide::g2_double(&mut r, &a) {
                let want = double_a0(&g2_point(a));
                assert_eq!(r, [want.x, want.y, want.z], "{a:?}");
                checked += 1;
            }
        }
        if checked == 0 {
            std::eprintln!("g2_double_kernel_matches_composition: no kernel selected");
        }
    }

    /// G2's addition kernel against its composition, likewise: every pair of the edge inputs,
    /// then random pairs.
    #[test]
    fn g2_add_kernel_matches_composition() {
        let mut rng = rng("group_law::g2_add_kernel_matches_composition");
        let inputs = kernel_inputs(&mut rng);
        let mut pairs: std::vec::Vec<_> = inputs[..4]
            .iter()
            .flat_map(|a| inputs[..4].iter().map(move |b| (*a, *b)))
            .collect();
        pairs.extend(inputs[4..].chunks_exact(2).map(|c| (c[0], c[1])));
        let mut checked = 0;
        for (a, b) in pairs {
            let mut r = [Fp2::ZERO; 3];
            if crate::field::wide::g2_add(&mut r, &a, &b) {
                let want = add(&g2_point(a), &g2_point(b));
                assert_eq!(r, [want.x, want.y, want.z], "{a:?} {b:?}");
                checked += 1;
            }
        }
        if checked == 0 {
            std::eprintln!("g2_add_kernel_matches_composition: no kernel selected");
        }
    }

    /// The mixed additions against the complete addition, on points of the whole curve with
    /// random Z: `add_affine` and `add_affine_vartime` on every pair (so P + P, P + O, O + Q
    /// and O + O among them) and on P + (−P); `add_affine_ratio` on the pairs it is for, with Z3 = Z1·ratio, and its
    /// P + (−P), which must come out as O.
    fn mixed_additions<C: Curve>(test: &str) {
        let ps = points::<C>(test);
        for p in &ps {
            let j = Jacobian::from_projective(p);
            let neg = (-*p).to_affine();
            assert_eq!(
                j.add_affine(&neg, &Jacobian::from_projective(&(-*p).double()))
                    .to_projective(),
                Projective::identity()
            );
            assert_eq!(
                j.add_affine_vartime(&neg).to_projective(),
                Projective::identity()
            );
            if !bool::from(p.is_identity()) {
                assert!(bool::from(j.add_affine_ratio(&neg).0.is_identity()));
            }
            for q in &ps {
                let qa = q.to_affine();
                let q2 = Jacobian::from_projective(&q.double());
                let want = p.add(q);
                assert_eq!(j.add_affine(&qa, &q2).to_projective(), want);
                assert_eq!(j.add_affine_vartime(&qa).to_projective(), want);
                let generic =
                    !bool::from(p.is_identity() | q.is_identity()) && *p != *q && *p != -*q;
                if generic {
                    let (r, ratio) = j.add_affine_ratio(&qa);
                    assert_eq!(r.to_projective(), want);
                    assert_eq!(r.z, j.z.mul(&ratio));
                }
            }
        }
    }

    #[test]
    fn jacobian_mixed_additions_g1() {
        mixed_additions::<G1>("group_law::jacobian_mixed_additions_g1");
    }

    #[test]
    fn jacobian_mixed_additions_g2() {
        mixed_additions::<G2>("group_law::jacobian_mixed_additions_g2");
    }

    #[test]
    fn jacobian_doublings_g1() {
        doublings::<G1>("group_law::jacobian_doublings_g1");
    }

    #[test]
    fn jacobian_doublings_g2() {
        doublings::<G2>("group_law::jacobian_doublings_g2");
    }
}
