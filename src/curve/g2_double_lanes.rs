//! One G2 point's Jacobian doublings with the Fp products of each doubling side by side in the
//! 8 IFMA lanes (`field::fp_lanes`), and \[|z|\]·P built on them: the long chains of cofactor
//! clearing and of the subgroup test, one point at a time (hash to G2, decompression), where
//! `zchain_lanes` needs eight points.
//!
//! A doubling is [`Jacobian::double`]'s formula (dbl-2009-l, Explicit-Formulas Database, a = 0,
//! D = 4XY² as a product) with its Fp2 products written as Fp products in three rounds of at
//! most eight: X², Y² (each (a₀ + a₁)(a₀ − a₁) and a₀a₁) and YZ (four products); then
//! (2Y²)², X·2Y² and E² (E = 3X²); then E·(D − X3) as 3E·D − E·E². The lanes of one element
//! hold different quantities, which [`FpLanes::combine`] moves and adds between rounds. The
//! values are those of the scalar formula mod p, so the stored coordinates are
//! [`Jacobian::double`]'s bit for bit (`store` is canonical).
//!
//! **Bounds**, in units of p. The state starts below 2p (`load_small`) and every operand of a
//! product stays below 2^17·p, so every product is below 2p (`fp_lanes`: a·b/2^416 + p with
//! p/2^416 < 2^−35). Each combination below states the bound of its lanes from that, and each
//! subtraction's offset 2^k·p is at least the bound of what it subtracts; a doubling maps
//! X < 10, Y < 12, Z < 4 (lane by lane) into the same bounds, with no reduction.

use super::group_law::{Jacobian, Z_ABS_CHAIN};
use super::point::{Affine, Curve};
use crate::field::fp_lanes::{
    ifma_available, lane_offsets, term as t, FpLaneKernel, FpLanes, Ifma, Runner, X8Raw,
    LANE_ZERO as O, NO_OFFSET as NONE,
};
use crate::field::{Fp, Fp2};

// The state's lanes: X = (x0, x1), Y = (y0, y1), Z = (z0, z1), then two zeros.
const X0: u8 = 0;
const X1: u8 = 1;
const Y0: u8 = 2;
const Y1: u8 = 3;
const Z0: u8 = 4;
const Z1: u8 = 5;

const OFF_B1: X8Raw = lane_offsets([5, 0, 4, 0, 0, 0, 0, 0]);
const OFF_B2: X8Raw = lane_offsets([1, 0, 0, 0, 0, 0, 1, 0]);
const OFF_B3: X8Raw = lane_offsets([1, 0, 0, 1, 0, 0, 0, 0]);
const OFF_NEXT: X8Raw = lane_offsets([2, 3, 3, 3, 1, 0, 0, 0]);
const ID: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// [`Jacobian::double`] on the lanes of one point (see the module documentation): X3 = E² − 2D,
/// Y3 = E·(D − X3) − 2C2 = 3E·D − E·E² − 2C2, Z3 = 2YZ with E = 3X², D = 2X·2Y², C2 = (2Y²)².
/// Powers of two are taken into the operands (a term's shift costs nothing more).
#[inline(always)]
fn double<F: FpLanes>(f: F, s: &F::E) -> F::E {
    let z = [0u8; 8];
    // Round 1: (x0 + x1)·3(x0 − x1), 2x0·3x1, 2(y0 + y1)(y0 − y1), 4y0·y1, 2y0·z0, 2y1·z1,
    // 2y0·z1, 2y1·z0: E = (p0, p1), 2Y² = (p2, p3) = (b0, b1), Z3 = (p4 − p5, p6 + p7).
    // Operands below 48 and 30 + 32, 12 + 16 (3x1 < 30 and y1 < 12 within 2^5·p and 2^4·p).
    let a1 = f.combine(
        &NONE,
        [
            t(
                s,
                s,
                [X0, X0, Y0, Y0, Y0, Y1, Y0, Y1],
                [0, 1, 1, 2, 1, 1, 1, 1],
            ),
            t(s, s, [X1, O, Y1, O, O, O, O, O], [0, 0, 1, 0, 0, 0, 0, 0]),
        ],
        [],
    );
    let b1 = f.combine(
        &OFF_B1,
        [
            t(s, s, [X0, X1, Y0, Y1, Z0, Z1, Z1, Z0], z),
            t(s, s, [X0, X1, O, O, O, O, O, O], [1, 1, 0, 0, 0, 0, 0, 0]),
        ],
        [
            t(s, s, [X1, O, Y1, O, O, O, O, O], z),
            t(s, s, [X1, O, O, O, O, O, O, O], [1, 0, 0, 0, 0, 0, 0, 0]),
        ],
    );
    let p = f.mul(&a1, &b1);
    // Round 2, p from `a` (0..8), the state from `b` (8..16): 2(b0 + b1)(b0 − b1), 4b0·b1,
    // 2x0·b0, 2x1·b1, 2x0·b1, 2x1·b0, (e0 + e1)(e0 − e1), 2e0·e1: 2C2 = (q0, q1),
    // D = (q2 − q3, q4 + q5), E² = (q6, q7). Operands below 20 and 4 (b1, e1 < 2 within 2p).
    let a2 = f.combine(
        &NONE,
        [
            t(
                &p,
                s,
                [2, 2, 8 + X0, 8 + X1, 8 + X0, 8 + X1, 0, 0],
                [1, 2, 1, 1, 1, 1, 0, 1],
            ),
            t(&p, s, [3, O, O, O, O, O, 1, O], [1, 0, 0, 0, 0, 0, 0, 0]),
        ],
        [],
    );
    let b2 = f.combine(
        &OFF_B2,
        [t(&p, &p, [2, 3, 2, 3, 3, 2, 0, 1], z)],
        [t(&p, &p, [3, O, O, O, O, O, 1, O], z)],
    );
    // Round 3's left operands: 3E twice, E twice (below 6).
    let a3 = f.combine(
        &NONE,
        [
            t(&p, &p, [0, 1, 0, 1, 0, 1, 0, 1], z),
            t(&p, &p, [0, 1, 0, 1, O, O, O, O], [1, 1, 1, 1, 0, 0, 0, 0]),
        ],
        [],
    );
    let q = f.mul(&a2, &b2);
    // Round 3: 3e·D and e·E², so that 3E·D = (r0 − r1, r2 + r3), E·E² = (r4 − r5, r6 + r7).
    // Right operands below 4 (q3 < 2 within 2p).
    let b3 = f.combine(
        &OFF_B3,
        [
            t(&q, &q, [2, 4, 4, 2, 6, 7, 7, 6], z),
            t(&q, &q, [O, 5, 5, O, O, O, O, O], z),
        ],
        [t(&q, &q, [3, O, O, 3, O, O, O, O], z)],
    );
    // The next state but for Y3's round-3 part, from q (0..8) and p (8..16): X3 =
    // (q6 − 2q2 + 2q3, q7 − 2q4 − 2q5), −2C2, Z3, with offsets 2^2·p, 2^3·p (2q2 < 4,
    // 2q4 + 2q5 < 8), 2^3·p twice (2C2's lane and the r that lane 2 or 3 loses, < 6), 2p
    // (p5 < 2). Below 10, 10, 8, 8, 4, 4. Not normalised (limbs below 2^52 + 4·2^53 in
    // magnitude), nor is the state: round 1's combinations normalise them.
    let next = f.combine_lazy(
        &OFF_NEXT,
        [
            t(&q, &p, [6, 7, O, O, 8 + 4, 8 + 6, O, O], z),
            t(
                &q,
                &p,
                [3, O, O, O, O, 8 + 7, O, O],
                [1, 0, 0, 0, 0, 0, 0, 0],
            ),
        ],
        [
            t(
                &q,
                &p,
                [2, 4, 0, 1, 8 + 5, O, O, O],
                [1, 1, 0, 0, 0, 0, 0, 0],
            ),
            t(&q, &p, [O, 5, O, O, O, O, O, O], [0, 1, 0, 0, 0, 0, 0, 0]),
        ],
    );
    let r = f.mul(&a3, &b3);
    // Y3 = (r0 − r1 − r4 + r5, r2 + r3 − r6 − r7) − 2C2. The state: X < 10, Y < 12, Z < 4,
    // within the bounds round 1 assumed, its limbs below 2^56 in magnitude.
    f.combine_lazy(
        &NONE,
        [
            t(&next, &r, ID, z),
            t(&next, &r, [O, O, 8, 8 + 2, O, O, O, O], z),
            t(&next, &r, [O, O, 8 + 5, 8 + 3, O, O, O, O], z),
        ],
        [
            t(&next, &r, [O, O, 8 + 1, 8 + 6, O, O, O, O], z),
            t(&next, &r, [O, O, 8 + 4, 8 + 7, O, O, O, O], z),
        ],
    )
}

/// `n` doublings of one point in lanes.
struct Doublings<'a, C: Curve<Base = Fp2>> {
    p: &'a mut Jacobian<C>,
    n: u32,
}

impl<C: Curve<Base = Fp2>> FpLaneKernel for Doublings<'_, C> {
    type Output = ();

    #[inline(always)]
    fn run<F: FpLanes>(self, f: F) {
        let p = &*self.p;
        let mut s = f.load_small(&[
            p.x.c0,
            p.x.c1,
            p.y.c0,
            p.y.c1,
            p.z.c0,
            p.z.c1,
            Fp::ZERO,
            Fp::ZERO,
        ]);
        for _ in 0..self.n {
            s = double(f, &s);
        }
        // Normalised, below 12·p: within `store`'s 2^415.
        let s = f.combine(&NONE, [t(&s, &s, ID, [0; 8])], []);
        let r = f.store(&s);
        *self.p = Jacobian {
            x: Fp2 { c0: r[0], c1: r[1] },
            y: Fp2 { c0: r[2], c1: r[3] },
            z: Fp2 { c0: r[4], c1: r[5] },
        };
    }
}

/// `n` doublings of `p` by `run`'s lanes; `false` (and `p` unchanged) when they are not
/// available.
fn doublings<C: Curve<Base = Fp2>, R: Runner>(run: &R, p: &mut Jacobian<C>, n: u32) -> bool {
    run.run(Doublings { p, n }).is_some()
}

/// \[|z|\]·P from 2P and the chain's additions `add(acc)` = acc + P, the doublings in lanes
/// (the additions scalar: five round trips against 63 doublings); `None` if the lanes are not
/// available.
fn chain<C: Curve<Base = Fp2>, R: Runner>(
    run: &R,
    p2: Jacobian<C>,
    add: impl Fn(&Jacobian<C>) -> Jacobian<C>,
) -> Option<Jacobian<C>> {
    let mut acc = p2;
    for n in Z_ABS_CHAIN {
        acc = add(&acc);
        if !doublings(run, &mut acc, n) {
            return None;
        }
    }
    Some(acc)
}

/// [`mul_by_abs_z`](super::group_law::mul_by_abs_z) for G2 (the curve over Fp2), its doublings
/// in IFMA lanes when the CPU has them: the same coordinates either way.
pub(crate) fn mul_by_abs_z<C: Curve<Base = Fp2>>(p: &Jacobian<C>) -> Jacobian<C> {
    if ifma_available() {
        let p2 = p.double();
        if let Some(q) = chain(&Ifma, p2, |acc| acc.add(p, &p2)) {
            return q;
        }
    }
    super::group_law::mul_by_abs_z(p)
}

/// [`mul_by_abs_z_affine`](super::group_law::mul_by_abs_z_affine) for G2 (over Fp2), its
/// doublings in IFMA lanes when the CPU has them: the same coordinates either way.
pub(crate) fn mul_by_abs_z_affine<C: Curve<Base = Fp2>>(p: &Affine<C>) -> Jacobian<C> {
    if ifma_available() {
        let p2 = Jacobian::from_affine(p).double();
        if let Some(q) = chain(&Ifma, p2, |acc| acc.add_affine(p, &p2)) {
            return q;
        }
    }
    super::group_law::mul_by_abs_z_affine(p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curve::point::Projective;
    use crate::curve::subgroup::tests::{plain_mul, random_curve_point};
    use crate::curve::zchain_lanes::tests::same;
    use crate::curve::G2;
    use crate::field::fp_lanes::tests::{Emulated, IfmaIfCpu};
    use crate::test_util::rng;

    /// Whole-curve points with random Z, points of small order, the identity in both forms,
    /// and edge coordinates (0, 1, p − 1) that are not points: the formula is the same either way.
    fn points(test: &str) -> std::vec::Vec<Jacobian<G2>> {
        let mut rng = rng(test);
        let r = num_bigint::BigUint::parse_bytes(
            b"73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001",
            16,
        )
        .unwrap();
        let mut v = std::vec![
            Jacobian::identity(),
            Jacobian::from_affine(&Affine::identity()),
        ];
        let m1 = -Fp::ONE;
        for c in [Fp::ZERO, Fp::ONE, m1] {
            let e = Fp2 { c0: c, c1: m1 };
            v.push(Jacobian { x: e, y: e, z: e });
        }
        for i in 0..24 {
            let p = random_curve_point::<G2>(&mut rng);
            let p: Projective<G2> = if i % 4 == 1 { plain_mul(&p, &r) } else { p };
            v.push(if i % 3 == 0 {
                Jacobian::from_affine(&p.to_affine())
            } else {
                Jacobian::from_projective(&p)
            });
        }
        v
    }

    /// 1, 2, 3 and 64 doublings in lanes (emulated, and IFMA where the CPU has it) against the
    /// scalar doubling, coordinates and all.
    #[test]
    fn doublings_match_scalar() {
        for p in points("g2_double_lanes::doublings_match_scalar") {
            for n in [1, 2, 3, 64] {
                let want = (0..n).fold(p, |p, _| p.double());
                let mut emu = p;
                assert!(doublings(&Emulated, &mut emu, n));
                assert!(same(&emu, &want), "emulated, {n} doublings");
                let mut ifma = p;
                if doublings(&IfmaIfCpu, &mut ifma, n) {
                    assert!(same(&ifma, &want), "IFMA, {n} doublings");
                }
            }
        }
    }

    /// The chains against the scalar ones, including points of small order (whose additions
    /// are exceptional), and the entry points whatever the CPU.
    #[test]
    fn chains_match_scalar() {
        let mut rng = rng("g2_double_lanes::chains_match_scalar");
        for p in points("g2_double_lanes::chains_match_scalar") {
            let want = super::super::group_law::mul_by_abs_z(&p);
            let p2 = p.double();
            let emu = chain(&Emulated, p2, |acc| acc.add(&p, &p2)).unwrap();
            assert!(same(&emu, &want), "emulated");
            if let Some(ifma) = chain(&IfmaIfCpu, p2, |acc| acc.add(&p, &p2)) {
                assert!(same(&ifma, &want), "IFMA");
            }
            assert!(same(&mul_by_abs_z(&p), &want));
        }
        for _ in 0..6 {
            let a = random_curve_point::<G2>(&mut rng).to_affine();
            let want = super::super::group_law::mul_by_abs_z_affine(&a);
            assert!(same(&mul_by_abs_z_affine(&a), &want));
        }
        let o = Affine::<G2>::identity();
        let want = super::super::group_law::mul_by_abs_z_affine(&o);
        assert!(same(&mul_by_abs_z_affine(&o), &want));
    }
}
