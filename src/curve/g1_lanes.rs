//! G1's constant-time scalar multiplication (`scalar_mul::mul_endo_ct`'s algorithm: GLV, signed
//! Booth windows of 5 bits, 16-entry tables scanned under masks, complete formulas) and the two
//! \[|z|\] chains of one point's subgroup test, with the point in the 8 IFMA lanes
//! (`field::fp_lanes`) and the Fp products of each formula side by side in them.
//!
//! The complete formulas of Renes–Costello–Batina (ePrint 2015/1060) are shallow: the doubling
//! (Algorithm 9, b = 4) is two rounds of four products (Y², YZ, Z², XY; then (Y² − 3B)(Y² + B),
//! 8Y²·B, (Y² − 3B)·XY and Y²·YZ with B = 12Z²), the addition (Algorithm 7) two rounds of six,
//! where the scalar loop spends seven products on a Jacobian doubling and twelve on an
//! addition. Loading a point into lanes and storing it back cost about a round each, which a
//! single doubling or addition does not win back, so everything stays in lanes from the tables
//! to the result: the table P … 16P (`scalar_mul::precompute`'s additions and doublings), its
//! images under −φ (one product by (β, 1, 1) each), the lookups (every entry read under a mask,
//! then Y negated under one, as `lookup::projective` does) and the loop.
//!
//! The values are the scalar formulas' mod p, so the result is the scalar loop's point, but not
//! its coordinates: that loop doubles in Jacobian coordinates (cheaper there, not here). The
//! complete additions of the chains need no care for the exceptional cases of the Jacobian ones.
//!
//! Cofactor clearing (one chain and an addition) runs here only where short runs of lanes pay
//! (`fp_lanes::ifma_short_runs`): on AMD Zen 5 it is 9.5 against 16–18 µs and takes hash to G1
//! from 0.92 to 0.80 of blst; on an Intel Xeon it was 14.9 against 16.5 µs alone, yet made hash
//! to G1 5% slower in the cycle table and MAP_FP_TO_G1 no faster (see docs/architecture.md).
//!
//! **Bounds**, in units of p (see `fp_lanes`: operands below 2^17·p give products below 2p).
//! P is loaded below 2p; a doubling of any state below 2^17·p gives X < 4, Y < 4, Z < 16, an
//! addition of a state and a point below 16 (lane by lane) gives X, Y, Z < 4. So the table's
//! entries are below 16, their images under −φ below 2, and a looked-up entry below 16 once
//! its Y (below 4) is negated.

use subtle::{Choice, ConstantTimeEq};

use super::endomorphism::BETA;
use super::group_law::Z_ABS_CHAIN;
use super::point::Projective;
use super::scalar_mul::{Digit, TABLE};
use super::G1;
use crate::field::fp_lanes::{
    lane_offsets, term as t, FpLaneKernel, FpLanes, Runner, X8Raw, LANE_ZERO as O,
    NO_OFFSET as NONE,
};
use crate::field::Fp;

/// No shift.
const Z0: [u8; 8] = [0; 8];

// The state's lanes: X, Y, Z, then zeros. A table entry's are the same, as `b` (8..16).
const X: u8 = 0;
const Y: u8 = 1;
const Z: u8 = 2;
const X2: u8 = 8;
const Y2: u8 = 9;
const Z2: u8 = 10;

const OFF_DBL2: X8Raw = lane_offsets([7, 0, 7, 0, 0, 0, 0, 0]);
const OFF_ADD2A: X8Raw = lane_offsets([5, 5, 8, 9, 0, 0, 0, 0]);
const OFF_ADD2B: X8Raw = lane_offsets([8, 9, 0, 0, 5, 5, 0, 0]);
const OFF_ADD3: X8Raw = lane_offsets([1, 0, 0, 0, 0, 0, 0, 0]);
const OFF_NEG: X8Raw = lane_offsets([0, 2, 0, 0, 0, 0, 0, 0]);

/// `2·(X : Y : Z)` (Renes–Costello–Batina, ePrint 2015/1060, Algorithm 9, b = 4): X3 =
/// 2(Y² − 3B)·XY, Y3 = (Y² − 3B)(Y² + B) + 8Y²·B, Z3 = 8Y²·YZ with B = 12Z².
#[inline(always)]
fn double<F: FpLanes>(f: F, s: &F::E) -> F::E {
    // Round 1: p = (Y², YZ, Z², XY).
    let a1 = f.combine(&NONE, [t(s, s, [Y, Y, Z, X, O, O, O, O], Z0)], []);
    let b1 = f.combine(&NONE, [t(s, s, [Y, Z, Z, Y, O, O, O, O], Z0)], []);
    let p = f.mul(&a1, &b1);
    // Round 2: q = ((p0 − 36p2)(p0 + 12p2), 8p0·12p2, (p0 − 36p2)·p3, p0·p1). The left
    // operands p0 − 36p2 + 2^7·p < 130 (36p2 < 72) and 8p0 < 16, the right ones below 26.
    let a2 = f.combine(
        &OFF_DBL2,
        [t(
            &p,
            &p,
            [0, 0, 0, 0, O, O, O, O],
            [0, 3, 0, 0, 0, 0, 0, 0],
        )],
        [
            t(&p, &p, [2, O, 2, O, O, O, O, O], [5, 0, 5, 0, 0, 0, 0, 0]),
            t(&p, &p, [2, O, 2, O, O, O, O, O], [2, 0, 2, 0, 0, 0, 0, 0]),
        ],
    );
    let b2 = f.combine(
        &NONE,
        [
            t(&p, &p, [0, 2, 3, 1, O, O, O, O], [0, 3, 0, 0, 0, 0, 0, 0]),
            t(&p, &p, [2, 2, O, O, O, O, O, O], [3, 2, 0, 0, 0, 0, 0, 0]),
            t(&p, &p, [2, O, O, O, O, O, O, O], [2, 0, 0, 0, 0, 0, 0, 0]),
        ],
        [],
    );
    let q = f.mul(&a2, &b2);
    // (2q2, q0 + q1, 8q3): below 4, 4, 16.
    f.combine(
        &NONE,
        [
            t(&q, &q, [2, 0, 3, O, O, O, O, O], [1, 0, 3, 0, 0, 0, 0, 0]),
            t(&q, &q, [O, 1, O, O, O, O, O, O], Z0),
        ],
        [],
    )
}

/// `(X1 : Y1 : Z1) + (X2 : Y2 : Z2)` for the state `s` and a table entry `u`, complete
/// (Renes–Costello–Batina, ePrint 2015/1060, Algorithm 7, 3b = 12).
#[inline(always)]
fn add<F: FpLanes>(f: F, s: &F::E, u: &F::E) -> F::E {
    // Round 1: P = (X1X2, Y1Y2, Z1Z2, (X1 + Y1)(X2 + Y2), (Y1 + Z1)(Y2 + Z2), (X1 + Z1)(X2 + Z2)).
    // Left and right operands below 32 (a state and an entry below 16), so P < 2; the bounds
    // below are worked for P < 11.
    let a1 = f.combine(
        &NONE,
        [
            t(s, u, [X, Y, Z, X, Y, X, O, O], Z0),
            t(s, u, [O, O, O, Y, Z, Z, O, O], Z0),
        ],
        [],
    );
    let b1 = f.combine(
        &NONE,
        [
            t(s, u, [X2, Y2, Z2, X2, Y2, X2, O, O], Z0),
            t(s, u, [O, O, O, Y2, Z2, Z2, O, O], Z0),
        ],
        [],
    );
    let pp = f.mul(&a1, &b1);
    // Round 2: with T3 = P3 − P0 − P1, T4 = P4 − P1 − P2, T0 = 3P0, T1 = P1 − 12P2,
    // Zs = P1 + 12P2, Ys = 12(P5 − P0 − P2): left (T3, T4, T1, Ys, Zs, T0), right
    // (T1, Ys, Zs, T0, T4, T3), offsets 2^5 (T3, T4 subtract below 22), 2^8 (T1 below 132),
    // 2^9 (Ys below 264). Operands below 43, 43, 267, 644, 143, 33.
    let a2 = f.combine(
        &OFF_ADD2A,
        [
            t(&pp, &pp, [3, 4, 1, 5, 1, 0, O, O], [0, 0, 0, 3, 0, 1, 0, 0]),
            t(&pp, &pp, [O, O, O, 5, 2, 0, O, O], [0, 0, 0, 2, 3, 0, 0, 0]),
            t(&pp, &pp, [O, O, O, O, 2, O, O, O], [0, 0, 0, 0, 2, 0, 0, 0]),
        ],
        [
            t(&pp, &pp, [0, 1, 2, 0, O, O, O, O], [0, 0, 3, 3, 0, 0, 0, 0]),
            t(&pp, &pp, [1, 2, 2, 0, O, O, O, O], [0, 0, 2, 2, 0, 0, 0, 0]),
            t(&pp, &pp, [O, O, O, 2, O, O, O, O], [0, 0, 0, 3, 0, 0, 0, 0]),
            t(&pp, &pp, [O, O, O, 2, O, O, O, O], [0, 0, 0, 2, 0, 0, 0, 0]),
        ],
    );
    let b2 = f.combine(
        &OFF_ADD2B,
        [
            t(&pp, &pp, [1, 5, 1, 0, 4, 3, O, O], [0, 3, 0, 1, 0, 0, 0, 0]),
            t(&pp, &pp, [O, 5, 2, 0, O, O, O, O], [0, 2, 3, 0, 0, 0, 0, 0]),
            t(&pp, &pp, [O, O, 2, O, O, O, O, O], [0, 0, 2, 0, 0, 0, 0, 0]),
        ],
        [
            t(&pp, &pp, [2, 0, O, O, 1, 0, O, O], [3, 3, 0, 0, 0, 0, 0, 0]),
            t(&pp, &pp, [2, 0, O, O, 2, 1, O, O], [2, 2, 0, 0, 0, 0, 0, 0]),
            t(&pp, &pp, [O, 2, O, O, O, O, O, O], [0, 3, 0, 0, 0, 0, 0, 0]),
            t(&pp, &pp, [O, 2, O, O, O, O, O, O], [0, 2, 0, 0, 0, 0, 0, 0]),
        ],
    );
    let m = f.mul(&a2, &b2);
    // (m0 − m1 + 2p, m2 + m3, m4 + m5): each below 4.
    f.combine(
        &OFF_ADD3,
        [
            t(&m, &m, [0, 2, 4, O, O, O, O, O], Z0),
            t(&m, &m, [O, 3, 5, O, O, O, O, O], Z0),
        ],
        [t(&m, &m, [1, O, O, O, O, O, O, O], Z0)],
    )
}

/// `±table[d − 1]`, or the identity for d = 0: every entry read under a mask, Y negated under
/// one (as `lookup::projective`).
#[inline(always)]
fn lookup_lanes<F: FpLanes>(f: F, table: &[F::E; TABLE], identity: &F::E, d: Digit) -> F::E {
    let mut r = *identity;
    for (i, e) in table.iter().enumerate() {
        r = f.select(&r, e, d.abs.ct_eq(&(i as u8 + 1)));
    }
    // Y < 4: the entries' Y are below 4, the identity's below 2.
    let neg = f.combine(
        &OFF_NEG,
        [t(&r, &r, [X, O, Z, O, O, O, O, O], Z0)],
        [t(&r, &r, [O, Y, O, O, O, O, O, O], Z0)],
    );
    f.select(&r, &neg, Choice::from(d.neg))
}

/// [`mul_endo_ct`](super::scalar_mul::mul_endo_ct) for G1 (two sub-scalars, the endomorphism
/// −φ), in lanes: its table, the table's images and the loop.
struct MulCt<'a, const W: usize> {
    p: &'a Projective<G1>,
    digits: &'a [[Digit; W]; 2],
}

/// The lanes' form of a point: X, Y, Z in lanes 0, 1, 2.
#[inline(always)]
fn point(p: &Projective<G1>) -> [Fp; 8] {
    [
        p.x,
        p.y,
        p.z,
        Fp::ZERO,
        Fp::ZERO,
        Fp::ZERO,
        Fp::ZERO,
        Fp::ZERO,
    ]
}

/// The offset of −φ's Y: 2p (a product's Y, below 2p).
const OFF_PHI: X8Raw = lane_offsets([0, 1, 0, 0, 0, 0, 0, 0]);

impl<const W: usize> FpLaneKernel for MulCt<'_, W> {
    type Output = Projective<G1>;

    #[inline(always)]
    fn run<F: FpLanes>(self, f: F) -> Projective<G1> {
        // `scalar_mul::precompute`'s table, P … 16P: below 16·p (P below 2p; then outputs of
        // doublings and additions).
        let mut t0 = [f.load_small(&point(self.p)); TABLE];
        t0[1] = double(f, &t0[0]);
        let mut i = 2;
        while i < TABLE {
            let j = i / 2;
            t0[i] = add(f, &t0[j], &t0[j - 1]);
            t0[i + 1] = double(f, &t0[j]);
            i += 2;
        }
        // −φ(X : Y : Z) = (βX : −Y : Z): one product by (β, 1, 1) in the lanes' form (below 2p),
        // then Y (below 2p) negated.
        let c = f.load_small(&[
            BETA,
            Fp::ONE,
            Fp::ONE,
            Fp::ZERO,
            Fp::ZERO,
            Fp::ZERO,
            Fp::ZERO,
            Fp::ZERO,
        ]);
        let mut t1 = t0;
        for e in t1.iter_mut() {
            let m = f.mul(e, &c);
            *e = f.combine(
                &OFF_PHI,
                [t(&m, &m, [X, O, Z, O, O, O, O, O], Z0)],
                [t(&m, &m, [O, Y, O, O, O, O, O, O], Z0)],
            );
        }
        let tables = [t0, t1];
        let identity = f.load_small(&point(&Projective::identity()));
        let mut acc = lookup_lanes(f, &tables[0], &identity, self.digits[0][W - 1]);
        let u = lookup_lanes(f, &tables[1], &identity, self.digits[1][W - 1]);
        acc = add(f, &acc, &u);
        for i in (0..W - 1).rev() {
            for _ in 0..super::scalar_mul::WINDOW {
                acc = double(f, &acc);
            }
            for (table, digits) in tables.iter().zip(self.digits) {
                let u = lookup_lanes(f, table, &identity, digits[i]);
                acc = add(f, &acc, &u);
            }
        }
        store_point(f, &acc)
    }
}

/// The point in lanes 0, 1, 2 of `e`.
#[inline(always)]
fn store_point<F: FpLanes>(f: F, e: &F::E) -> Projective<G1> {
    let r = f.store(e);
    Projective {
        x: r[0],
        y: r[1],
        z: r[2],
    }
}

/// \[|z|\]·B by the addition chain of `group_law::mul_by_abs_z` (2B, then "add B, double n
/// times"), complete: the additions need no care for B = ±acc, B = O or points of small order.
#[inline(always)]
fn mul_by_abs_z<F: FpLanes>(f: F, b: &F::E) -> F::E {
    let mut acc = double(f, b);
    for n in Z_ABS_CHAIN {
        acc = add(f, &acc, b);
        for _ in 0..n {
            acc = double(f, &acc);
        }
    }
    acc
}

/// \[z²\]·P = \[|z|\](\[|z|\]·P).
struct MulByZ2<'a>(&'a Projective<G1>);

impl FpLaneKernel for MulByZ2<'_> {
    type Output = Projective<G1>;

    #[inline(always)]
    fn run<F: FpLanes>(self, f: F) -> Projective<G1> {
        // P below 2, the first chain's output below 16: within `add`'s bounds as its B.
        let p = f.load_small(&point(self.0));
        store_point(f, &mul_by_abs_z(f, &mul_by_abs_z(f, &p)))
    }
}

/// \[z²\]·P (`subgroup::g1_is_torsion_free`'s two chains) in `run`'s lanes, the whole of both
/// chains between one load and one store; `None` when the lanes are not available.
pub(crate) fn mul_by_z2<R: Runner>(run: &R, p: &Projective<G1>) -> Option<Projective<G1>> {
    run.run(MulByZ2(p))
}

/// \[1 − z\]·P = \[|z|\]·P + P.
struct ClearCofactor<'a>(&'a Projective<G1>);

impl FpLaneKernel for ClearCofactor<'_> {
    type Output = Projective<G1>;

    #[inline(always)]
    fn run<F: FpLanes>(self, f: F) -> Projective<G1> {
        // P below 2 and the chain's output below 16: within `add`'s bounds.
        let p = f.load_small(&point(self.0));
        store_point(f, &add(f, &mul_by_abs_z(f, &p), &p))
    }
}

/// \[1 − z\]·P (`subgroup::g1_clear_cofactor`) in `run`'s lanes, one load and one store; `None`
/// when the lanes are not available. P need not be in G1: the formulas are complete on the whole
/// curve (its order is odd).
pub(crate) fn clear_cofactor<R: Runner>(run: &R, p: &Projective<G1>) -> Option<Projective<G1>> {
    run.run(ClearCofactor(p))
}

/// \[k₀\]·P + \[k₁\]·(−φ(P)) for k₀, k₁ given as Booth digits, by `run`'s lanes (the same
/// point as `scalar_mul::mul_endo_ct`'s); `None` when they are not available.
pub(crate) fn mul_endo_ct<R: Runner, const W: usize>(
    run: &R,
    p: &Projective<G1>,
    digits: &[[Digit; W]; 2],
) -> Option<Projective<G1>> {
    run.run(MulCt { p, digits })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curve::scalar_mul::{self, booth};
    use crate::curve::subgroup::tests::random_curve_point;
    use crate::field::fp_lanes::tests::{Emulated, IfmaIfCpu};
    use crate::test_util::rng;

    /// One doubling and one addition of each kind of input (points of the whole curve with
    /// random Z, the identity, a point and itself, a point and its negative) against the
    /// scalar formulas, on emulated lanes and on IFMA where the CPU has it.
    struct Formulas(Projective<G1>, Projective<G1>);

    impl FpLaneKernel for Formulas {
        type Output = [Projective<G1>; 3];
        fn run<F: FpLanes>(self, f: F) -> [Projective<G1>; 3] {
            let out = |e: &F::E| {
                let r = f.store(e);
                Projective {
                    x: r[0],
                    y: r[1],
                    z: r[2],
                }
            };
            let s = f.load_small(&point(&self.0));
            let u = f.load(&point(&self.1));
            let d = double(f, &double(f, &s));
            [
                out(&double(f, &s)),
                out(&d),
                out(&add(f, &add(f, &d, &u), &u)),
            ]
        }
    }

    fn check_formulas<R: Runner>(run: &R, a: Projective<G1>, b: Projective<G1>) -> bool {
        let Some(got) = run.run(Formulas(a, b)) else {
            return false;
        };
        use crate::curve::group_law::{add, double};
        let d = double(&double(&a));
        let want = [double(&a), d, add(&add(&d, &b), &b)];
        for (g, w) in got.iter().zip(&want) {
            assert_eq!((g.x, g.y, g.z), (w.x, w.y, w.z));
        }
        true
    }

    #[test]
    fn formulas_match_scalar() {
        let mut rng = rng("g1_lanes::formulas_match_scalar");
        let mut pts = std::vec![Projective::<G1>::identity(), Projective::generator()];
        for _ in 0..12 {
            let p = random_curve_point::<G1>(&mut rng);
            let l = Fp::random(&mut rng);
            pts.push(Projective {
                x: p.x * l,
                y: p.y * l,
                z: p.z * l,
            });
        }
        let n = pts.len();
        for i in 0..n {
            for b in [pts[(i + 1) % n], pts[i], -pts[i], Projective::identity()] {
                let a = pts[i];
                assert!(check_formulas(&Emulated, a, b));
                check_formulas(&IfmaIfCpu, a, b);
            }
        }
    }

    /// \[z²\]·P and \[1 − z\]·P against the scalar chains, as points: points of the whole curve,
    /// of small order (whose chain additions are exceptional cases of the Jacobian formulas), the
    /// identity.
    #[test]
    fn chains_match_scalar() {
        use crate::curve::group_law::{mul_by_abs_z, Jacobian};
        use crate::curve::subgroup::tests::plain_mul;
        let mut rng = rng("g1_lanes::chains_match_scalar");
        let r = num_bigint::BigUint::parse_bytes(
            b"73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001",
            16,
        )
        .unwrap();
        let mut pts = std::vec![Projective::<G1>::identity(), Projective::generator()];
        for i in 0..12 {
            let p = random_curve_point::<G1>(&mut rng);
            pts.push(if i % 2 == 0 { plain_mul(&p, &r) } else { p });
        }
        for (i, p) in pts.iter().enumerate() {
            let z = mul_by_abs_z(&Jacobian::from_projective(p));
            let want = mul_by_abs_z(&z).to_projective();
            let got = mul_by_z2(&Emulated, p).unwrap();
            assert!(bool::from(got.ct_eq(&want)), "emulated, point {i}");
            if let Some(got) = mul_by_z2(&IfmaIfCpu, p) {
                assert!(bool::from(got.ct_eq(&want)), "IFMA, point {i}");
            }
            let want = mul_by_abs_z(&Jacobian::from_projective(p))
                .to_projective()
                .add(p);
            let got = clear_cofactor(&Emulated, p).unwrap();
            assert!(
                bool::from(got.ct_eq(&want)),
                "clear_cofactor emulated, point {i}"
            );
            if let Some(got) = clear_cofactor(&IfmaIfCpu, p) {
                assert!(
                    bool::from(got.ct_eq(&want)),
                    "clear_cofactor IFMA, point {i}"
                );
            }
        }
    }

    /// `mul_vartime` on both sides of its switch to the lanes (a GLV half of 112 bits) and the
    /// lanes' constant-time product against the scalar loop (IFMA as the policy says).
    #[test]
    fn vartime_on_both_sides_of_the_switch() {
        use crate::curve::point::Curve;
        use crate::field::Fr;
        let mut rng = rng("g1_lanes::vartime_on_both_sides_of_the_switch");
        let p = Projective::<G1>::generator() * Fr::random(&mut rng);
        for bits in [1u32, 63, 64, 111, 112, 113, 127, 128, 129, 200, 254] {
            let mut limbs = [0u64; 4];
            for i in 0..bits as usize {
                limbs[i / 64] |= 1 << (i % 64);
            }
            for k in [Fr::from_raw(limbs), -Fr::from_raw(limbs)] {
                let want = scalar_mul::mul_endo_ct(
                    &p,
                    &[
                        booth::<2, 26>(&crate::curve::endomorphism::decompose_glv(&k)[0]),
                        booth::<2, 26>(&crate::curve::endomorphism::decompose_glv(&k)[1]),
                    ],
                    |_, t| super::super::g1::neg_phi(t),
                );
                assert!(
                    bool::from(G1::mul_vartime(&p, &k).ct_eq(&want)),
                    "{bits} bits"
                );
                assert!(bool::from(G1::mul_ct(&p, &k).ct_eq(&want)), "{bits} bits");
            }
        }
    }

    /// Whole multiplications against the scalar loop, on random and edge scalars (0, 1, r − 1,
    /// and digits of every magnitude and sign).
    #[test]
    fn multiplication_matches_scalar() {
        use crate::curve::endomorphism::decompose_glv;
        use crate::field::Fr;
        let mut rng = rng("g1_lanes::multiplication_matches_scalar");
        let mut ks = std::vec![
            Fr::ZERO,
            Fr::ONE,
            -Fr::ONE,
            Fr::from(16u64),
            -Fr::from(17u64)
        ];
        for _ in 0..10 {
            ks.push(Fr::random(&mut rng));
        }
        for (n, k) in ks.iter().enumerate() {
            let p = if n % 3 == 0 {
                Projective::<G1>::generator()
            } else {
                // Points off the subgroup too: the loop's algebra does not need G1.
                random_curve_point::<G1>(&mut rng)
            };
            let ab = decompose_glv(k);
            let digits = [booth::<2, 26>(&ab[0]), booth::<2, 26>(&ab[1])];
            let want = scalar_mul::mul_endo_ct(&p, &digits, |_, t| super::super::g1::neg_phi(t));
            let emu = mul_endo_ct(&Emulated, &p, &digits).unwrap();
            assert!(bool::from(emu.ct_eq(&want)), "emulated, scalar {n}");
            if let Some(ifma) = mul_endo_ct(&IfmaIfCpu, &p, &digits) {
                assert!(bool::from(ifma.ct_eq(&want)), "IFMA, scalar {n}");
            }
        }
    }
}
