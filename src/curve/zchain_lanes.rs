//! \[|z|\]·P for 8 points at once in the 8-lane IFMA arithmetic (`field::fp_lanes`,
//! `field::fp2_lanes`), for G1 and G2 alike: the scalar chain of `group_law` (63 doublings by
//! the dbl-2009-l variant, 5 additions by add-2007-bl) with the same formulas, so that the
//! stored coordinates are the scalar [`mul_by_abs_z`]'s bit for bit (the lanes compute the same
//! X, Y, Z mod p and `store` is canonical).
//!
//! The doublings stay in lanes. Each addition stores the accumulator, its H and r, and resolves
//! the exceptional cases (acc = ±P, acc = O, P = O) per lane with the scalar code's selections
//! (constant time) before loading the result back: five round trips per chain, against 63
//! doublings.

use subtle::ConditionallySelectable;

use super::g2_double_lanes;
use super::group_law::{mul_by_abs_z, Jacobian, Z_ABS_CHAIN};
use super::point::Curve;
use crate::field::fp2_lanes::{self, X8Fp2};
use crate::field::fp_lanes::{FpLaneKernel, FpLanes, Ifma, Runner};
use crate::field::{Field, Fp, Fp2};

/// The coordinate fields of the chain's lanes, Fp (G1) and Fp2 (G2), over [`FpLanes`]: the
/// operations of `fp_lanes` / `fp2_lanes` and their bounds. The chain is argued with Fp2's
/// (the weaker: `mul` of `a < 2^414`, `b < 2^413` below 2^414, `square` of `a < 2^413` below
/// 2^413), which Fp's imply, except where [`fit`](Self::fit) says otherwise.
pub(crate) trait ZLane: Copy {
    /// Eight elements in lanes.
    type E<L: FpLanes>: Copy;
    fn load<L: FpLanes>(f: L, x: &[Self; 8]) -> Self::E<L>;
    fn store<L: FpLanes>(f: L, e: &Self::E<L>) -> [Self; 8];
    fn reduce<L: FpLanes>(f: L, e: &Self::E<L>) -> Self::E<L>;
    fn mul<L: FpLanes>(f: L, a: &Self::E<L>, b: &Self::E<L>) -> Self::E<L>;
    fn square<L: FpLanes>(f: L, a: &Self::E<L>) -> Self::E<L>;
    fn add<L: FpLanes>(f: L, a: &Self::E<L>, b: &Self::E<L>) -> Self::E<L>;
    fn sub<L: FpLanes>(f: L, a: &Self::E<L>, b: &Self::E<L>, k: u32) -> Self::E<L>;
    fn sub2<L: FpLanes>(f: L, a: &Self::E<L>, b: &Self::E<L>, c: &Self::E<L>, k: u32)
        -> Self::E<L>;
    /// [`mul_by_abs_z`] of one point by the fastest path for one: the scalar chain (Fp), the
    /// doublings' products across the lanes (Fp2, `g2_double_lanes`); the same coordinates.
    fn mul_by_abs_z_one<C: Curve<Base = Self>>(p: &Jacobian<C>) -> Jacobian<C>;
    /// Batches of fewer go one point at a time: 8 lanes cost about as much as this many chains
    /// of one point.
    const LANES_MIN: usize;
    /// A reduction that only Fp2's bounds need: `reduce` for Fp2 (below 2^32·p), nothing for Fp
    /// (whose products of values below 2^415 stay below 2^415); the doubling states both
    /// fields' bounds where it is used.
    fn fit<L: FpLanes>(f: L, e: &Self::E<L>) -> Self::E<L>;
}

impl ZLane for Fp {
    type E<L: FpLanes> = L::E;
    #[inline(always)]
    fn load<L: FpLanes>(f: L, x: &[Fp; 8]) -> L::E {
        f.load(x)
    }
    #[inline(always)]
    fn store<L: FpLanes>(f: L, e: &L::E) -> [Fp; 8] {
        f.store(e)
    }
    #[inline(always)]
    fn reduce<L: FpLanes>(f: L, e: &L::E) -> L::E {
        f.reduce(e)
    }
    #[inline(always)]
    fn mul<L: FpLanes>(f: L, a: &L::E, b: &L::E) -> L::E {
        f.mul(a, b)
    }
    #[inline(always)]
    fn square<L: FpLanes>(f: L, a: &L::E) -> L::E {
        f.square(a)
    }
    #[inline(always)]
    fn add<L: FpLanes>(f: L, a: &L::E, b: &L::E) -> L::E {
        f.add(a, b)
    }
    #[inline(always)]
    fn sub<L: FpLanes>(f: L, a: &L::E, b: &L::E, k: u32) -> L::E {
        f.sub(a, b, k)
    }
    #[inline(always)]
    fn sub2<L: FpLanes>(f: L, a: &L::E, b: &L::E, c: &L::E, k: u32) -> L::E {
        f.sub2(a, b, c, k)
    }
    #[inline(always)]
    fn fit<L: FpLanes>(_: L, e: &L::E) -> L::E {
        *e
    }
    fn mul_by_abs_z_one<C: Curve<Base = Fp>>(p: &Jacobian<C>) -> Jacobian<C> {
        mul_by_abs_z(p)
    }
    const LANES_MIN: usize = 3;
}

impl ZLane for Fp2 {
    type E<L: FpLanes> = X8Fp2<L::E>;
    #[inline(always)]
    fn load<L: FpLanes>(f: L, x: &[Fp2; 8]) -> Self::E<L> {
        fp2_lanes::load(f, x)
    }
    #[inline(always)]
    fn store<L: FpLanes>(f: L, e: &Self::E<L>) -> [Fp2; 8] {
        fp2_lanes::store(f, e)
    }
    #[inline(always)]
    fn reduce<L: FpLanes>(f: L, e: &Self::E<L>) -> Self::E<L> {
        fp2_lanes::reduce(f, e)
    }
    #[inline(always)]
    fn mul<L: FpLanes>(f: L, a: &Self::E<L>, b: &Self::E<L>) -> Self::E<L> {
        fp2_lanes::mul(f, a, b)
    }
    #[inline(always)]
    fn square<L: FpLanes>(f: L, a: &Self::E<L>) -> Self::E<L> {
        fp2_lanes::square(f, a)
    }
    #[inline(always)]
    fn add<L: FpLanes>(f: L, a: &Self::E<L>, b: &Self::E<L>) -> Self::E<L> {
        X8Fp2 {
            c0: f.add(&a.c0, &b.c0),
            c1: f.add(&a.c1, &b.c1),
        }
    }
    #[inline(always)]
    fn sub<L: FpLanes>(f: L, a: &Self::E<L>, b: &Self::E<L>, k: u32) -> Self::E<L> {
        fp2_lanes::sub(f, a, b, k)
    }
    #[inline(always)]
    fn sub2<L: FpLanes>(
        f: L,
        a: &Self::E<L>,
        b: &Self::E<L>,
        c: &Self::E<L>,
        k: u32,
    ) -> Self::E<L> {
        fp2_lanes::sub2(f, a, b, c, k)
    }
    #[inline(always)]
    fn fit<L: FpLanes>(f: L, e: &Self::E<L>) -> Self::E<L> {
        fp2_lanes::reduce(f, e)
    }
    fn mul_by_abs_z_one<C: Curve<Base = Fp2>>(p: &Jacobian<C>) -> Jacobian<C> {
        g2_double_lanes::mul_by_abs_z(p)
    }
    // Intel Xeon with IFMA: 8 chains in lanes 137 µs, one point's 25.8 µs (scalar 39 µs).
    const LANES_MIN: usize = 6;
}

/// A Jacobian point in lanes.
struct J8<E> {
    x: E,
    y: E,
    z: E,
}

impl<E: Copy> Clone for J8<E> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<E: Copy> Copy for J8<E> {}

#[inline(always)]
fn load8<C: Curve, L: FpLanes>(f: L, p: &[Jacobian<C>; 8]) -> J8<<C::Base as ZLane>::E<L>>
where
    C::Base: ZLane,
{
    let c = |g: fn(&Jacobian<C>) -> C::Base| {
        <C::Base as ZLane>::load(f, &core::array::from_fn(|j| g(&p[j])))
    };
    J8 {
        x: c(|p| p.x),
        y: c(|p| p.y),
        z: c(|p| p.z),
    }
}

#[inline(always)]
fn store8<C: Curve, L: FpLanes>(f: L, p: &J8<<C::Base as ZLane>::E<L>>) -> [Jacobian<C>; 8]
where
    C::Base: ZLane,
{
    let (x, y, z) = (
        <C::Base as ZLane>::store(f, &p.x),
        <C::Base as ZLane>::store(f, &p.y),
        <C::Base as ZLane>::store(f, &p.z),
    );
    core::array::from_fn(|j| Jacobian {
        x: x[j],
        y: y[j],
        z: z[j],
    })
}

/// [`Jacobian::double`] in lanes (dbl-2009-l, Explicit-Formulas Database, a = 0, with D = 4XY²
/// as a product and Y² doubled first), for inputs with X, Y below 2^32·p and Z below 2^32·p
/// (Fp2) or 2^414 (Fp); the result is within the same bounds.
#[inline(always)]
fn double8<F: ZLane, L: FpLanes>(f: L, p: &J8<F::E<L>>) -> J8<F::E<L>> {
    // Bounds with c = 2^32·p < 0.82·2^413, 2^33·p < 1.63·2^413 (Fp's below, where they differ,
    // from mul/square giving a·b/2^416 + p). Fp2: A, Y² below 2^413; 2Y² below 2^414, fitted
    // below c, so C2 = (2Y²)² below 2^413, fitted below c. Fp: A, Y² below 2^412 + p, 2Y²
    // below 2^413 + 2p, C2 below 2^411.
    let a = F::square(f, &p.x);
    let ysq = F::square(f, &p.y);
    let b2 = F::fit(f, &F::add(f, &ysq, &ysq));
    let c2 = F::fit(f, &F::square(f, &b2));
    // X·2Y²: below 2^414 (Fp2), 2^411 + 2p (Fp); D twice that, fitted below c (Fp2), below
    // 2^412 + 4p (Fp): 2D below 2^33·p either way.
    let xb = F::mul(f, &p.x, &b2);
    let d = F::fit(f, &F::add(f, &xb, &xb));
    // E = 3A: below 3·2^413 < 2^415, fitted below c (Fp2); below 2^414 (Fp). E² below 2^413.
    let e = F::fit(f, &F::add(f, &F::add(f, &a, &a), &a));
    // X3 = E² − 2D + 2^33·p < 2^413 + 1.63·2^413 < 2^415, reduced below c.
    let x3 = F::reduce(f, &F::sub2(f, &F::square(f, &e), &d, &d, 33));
    // D − X3 + c below 2c < 2^414 (D below c or 2^412 + 4p), times E (below 2^413 or 2^414):
    // below 2^414 (Fp2), 2^412 + p (Fp).
    let m = F::mul(f, &e, &F::sub(f, &d, &x3, 32));
    // Y3 = that − 2C2 + 2^33·p (2C2 below 2c = 2^33·p) < 2^414 + 1.63·2^413 < 2^415, reduced.
    let y3 = F::reduce(f, &F::sub2(f, &m, &c2, &c2, 33));
    // 2YZ: YZ below 2^414 (Fp2), 2^412 + p (Fp); doubled, fitted below c (Fp2), below 2^414
    // (Fp).
    let yz = F::mul(f, &p.y, &p.z);
    let z3 = F::fit(f, &F::add(f, &yz, &yz));
    J8 {
        x: x3,
        y: y3,
        z: z3,
    }
}

/// A sum in lanes with its H and r.
type Sum8<F, L> = (
    J8<<F as ZLane>::E<L>>,
    <F as ZLane>::E<L>,
    <F as ZLane>::E<L>,
);

/// [`Jacobian::add`]'s add-2007-bl in lanes, before its selections: the sum (right unless
/// H = 0 or an input is O), H and r. Inputs below 2^32·p; `z2z2` = Z2² reduced (below 2^32·p).
/// Every product is reduced (below 2^32·p), so each `mul`/`square` operand is below 2^414 and
/// one of them below 2^413, and every subtrahend below 2^32·p; outputs below 2^32·p.
#[inline(always)]
fn add8<F: ZLane, L: FpLanes>(
    f: L,
    p: &J8<F::E<L>>,
    q: &J8<F::E<L>>,
    z2z2: &F::E<L>,
) -> Sum8<F, L> {
    let r = |x: F::E<L>| F::reduce(f, &x);
    let mul = |a: &F::E<L>, b: &F::E<L>| r(F::mul(f, a, b));
    let z1z1 = r(F::square(f, &p.z));
    let u1 = mul(&p.x, z2z2);
    let u2 = mul(&q.x, &z1z1);
    let s1 = mul(&mul(&p.y, &q.z), z2z2);
    let s2 = mul(&mul(&q.y, &p.z), &z1z1);
    // Differences below 2c < 2^415, reduced; their doubles below 2c < 2^414.
    let h = r(F::sub(f, &u2, &u1, 32));
    let i = r(F::square(f, &r(F::add(f, &h, &h))));
    let j = mul(&h, &i);
    let ds = r(F::sub(f, &s2, &s1, 32));
    let rr = r(F::add(f, &ds, &ds));
    let v = mul(&u1, &i);
    // r² − J + c, then − 2V + 2^33·p: below 3c < 2^415.
    let x3 = r(F::sub(f, &r(F::square(f, &rr)), &j, 32));
    let x3 = r(F::sub2(f, &x3, &v, &v, 33));
    let y3 = mul(&rr, &r(F::sub(f, &v, &x3, 32)));
    let s1j = mul(&s1, &j);
    let y3 = r(F::sub2(f, &y3, &s1j, &s1j, 33));
    // ((Z1 + Z2)² − Z1Z1 − Z2Z2)·H, the sum below 2c < 2^414 reduced first.
    let zz = r(F::square(f, &r(F::add(f, &p.z, &q.z))));
    let z3 = mul(&r(F::sub2(f, &zz, &z1z1, z2z2, 33)), &h);
    (
        J8 {
            x: x3,
            y: y3,
            z: z3,
        },
        h,
        rr,
    )
}

/// `n` doublings of 8 points in lanes: one kernel per run of doublings, and one per addition
/// ([`AddStep`]), so that each lane function stays of a size the compiler handles (the whole
/// chain as one function grows past it, and the emulation's far more).
struct Doublings<'a, C: Curve> {
    p: &'a mut [Jacobian<C>; 8],
    n: u32,
}

impl<C: Curve> FpLaneKernel for Doublings<'_, C>
where
    C::Base: ZLane,
{
    type Output = ();

    #[inline(always)]
    fn run<L: FpLanes>(self, f: L) {
        // Loaded, below 2^32·p: within the doubling's bounds, which it keeps.
        let mut l = load8::<C, L>(f, self.p);
        for _ in 0..self.n {
            l = double8::<C::Base, L>(f, &l);
        }
        *self.p = store8::<C, L>(f, &l);
    }
}

/// `acc + p` by add-2007-bl in lanes, before the selections: the sum, H and r, stored.
struct AddStep<'a, C: Curve> {
    acc: &'a [Jacobian<C>; 8],
    p: &'a [Jacobian<C>; 8],
}

type AddParts<C> = (
    [Jacobian<C>; 8],
    [<C as Curve>::Base; 8],
    [<C as Curve>::Base; 8],
);

impl<C: Curve> FpLaneKernel for AddStep<'_, C>
where
    C::Base: ZLane,
{
    type Output = AddParts<C>;

    #[inline(always)]
    fn run<L: FpLanes>(self, f: L) -> AddParts<C> {
        // Loaded, below 2^32·p, as `add8` needs.
        let (al, pl) = (load8::<C, L>(f, self.acc), load8::<C, L>(f, self.p));
        let z2z2 = <C::Base as ZLane>::reduce(f, &<C::Base as ZLane>::square(f, &pl.z));
        let (r, h, rr) = add8::<C::Base, L>(f, &al, &pl, &z2z2);
        (
            store8::<C, L>(f, &r),
            <C::Base as ZLane>::store(f, &h),
            <C::Base as ZLane>::store(f, &rr),
        )
    }
}

/// [`mul_by_abs_z`] of 8 points in lanes, `None` if the lanes were not available.
fn chain8<C: Curve, R: Runner>(run: &R, p: &[Jacobian<C>; 8]) -> Option<[Jacobian<C>; 8]>
where
    C::Base: ZLane,
{
    let mut p2 = *p;
    run.run(Doublings { p: &mut p2, n: 1 })?;
    let mut acc = p2;
    for n in Z_ABS_CHAIN {
        let (r, h, rr) = run.run(AddStep { acc: &acc, p })?;
        // `Jacobian::add`'s selections, per lane.
        for j in 0..8 {
            let p_inf = acc[j].is_identity();
            let q_inf = p[j].is_identity();
            let r = Jacobian::conditional_select(
                &r[j],
                &p2[j],
                h[j].is_zero() & rr[j].is_zero() & !p_inf & !q_inf,
            );
            let r = Jacobian::conditional_select(&r, &p[j], p_inf);
            acc[j] = Jacobian::conditional_select(&r, &acc[j], q_inf);
        }
        run.run(Doublings { p: &mut acc, n })?;
    }
    Some(acc)
}

/// `times` multiplications by |z| of the points of `pts`, 8 at a time (the last chunk of 8
/// padded with the identity) by `run`'s lanes, until they turn out unavailable: returns how
/// many leading points were done (`pts.len()` when the lanes served throughout); those are
/// [`mul_by_abs_z`]'s results applied `times` times, bit for bit, and the rest are unchanged.
pub(crate) fn chains<C: Curve, R: Runner>(run: &R, pts: &mut [Jacobian<C>], times: u32) -> usize
where
    C::Base: ZLane,
{
    let mut done = 0;
    for chunk in pts.chunks_mut(8) {
        let mut p8 = [Jacobian::<C>::identity(); 8];
        p8[..chunk.len()].copy_from_slice(chunk);
        for _ in 0..times {
            match chain8(run, &p8) {
                Some(r) => p8 = r,
                None => return done,
            }
        }
        chunk.copy_from_slice(&p8[..chunk.len()]);
        done += chunk.len();
    }
    done
}

/// `pts[i] ← [|z|]^times·pts[i]` ([`mul_by_abs_z`] `times` times), 8 at a time in IFMA lanes
/// when the CPU has them (a last chunk of fewer than [`ZLane::LANES_MIN`] goes one point at a
/// time, G2's with its doublings in lanes), else one by one; the same coordinates either way.
pub(crate) fn mul_by_abs_z_many<C: Curve>(pts: &mut [Jacobian<C>], times: u32)
where
    C::Base: ZLane,
{
    let tail = if pts.len() % 8 < C::Base::LANES_MIN {
        pts.len() % 8
    } else {
        0
    };
    let (lanes, rest) = pts.split_at_mut(pts.len() - tail);
    let one_by_one = |p: &mut [Jacobian<C>]| {
        for p in p {
            for _ in 0..times {
                *p = C::Base::mul_by_abs_z_one(p);
            }
        }
    };
    // What the lanes did not do (all of it without IFMA) is done one point at a time.
    let done = chains(&Ifma, lanes, times);
    one_by_one(&mut lanes[done..]);
    one_by_one(rest);
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::curve::group_law::mul_by_abs_z_affine;
    use crate::curve::point::{Affine, Projective};
    use crate::curve::subgroup::tests::{plain_mul, random_curve_point};
    use crate::curve::{G1, G2};
    use crate::field::fp_lanes::tests::{Emulated, IfmaIfCpu};
    use crate::test_util::rng;

    /// The same coordinates (not merely the same point).
    pub(crate) fn same<C: Curve>(a: &Jacobian<C>, b: &Jacobian<C>) -> bool {
        a.x == b.x && a.y == b.y && a.z == b.z
    }

    /// Points of the whole curve with random Z, the identity (in both forms the scalar code
    /// meets: Z = 0 with X = Y = 1, and from an affine identity), and points of small order
    /// (every fourth, by `[r]` of a curve point: orders dividing the cofactor).
    fn points<C: Curve>(test: &str, n: usize) -> std::vec::Vec<Jacobian<C>> {
        let mut rng = rng(test);
        let r = num_bigint::BigUint::parse_bytes(
            b"73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001",
            16,
        )
        .unwrap();
        let mut v = std::vec::Vec::new();
        for i in 0..n {
            let p = random_curve_point::<C>(&mut rng);
            let p = match i % 6 {
                0 => Projective::identity(),
                // Of order dividing the cofactor.
                1 | 2 => plain_mul(&p, &r),
                _ => p,
            };
            let j = if i % 5 == 0 {
                Jacobian::from_affine(&p.to_affine())
            } else {
                Jacobian::from_projective(&p)
            };
            v.push(j);
        }
        v
    }

    fn check<C: Curve>(test: &str)
    where
        C::Base: ZLane,
    {
        for n in 0..=17 {
            let pts = points::<C>(test, n);
            for times in 1..=2 {
                let want: std::vec::Vec<Jacobian<C>> = pts
                    .iter()
                    .map(|p| (0..times).fold(*p, |p, _| mul_by_abs_z(&p)))
                    .collect();
                let mut emu = pts.clone();
                assert_eq!(chains(&Emulated, &mut emu, times), n);
                assert!(emu.iter().zip(&want).all(|(a, b)| same(a, b)), "emulated");
                let mut ifma = pts.clone();
                if chains(&IfmaIfCpu, &mut ifma, times) == n {
                    assert!(ifma.iter().zip(&want).all(|(a, b)| same(a, b)), "IFMA");
                }
                let mut many = pts.clone();
                mul_by_abs_z_many(&mut many, times);
                assert!(many.iter().zip(&want).all(|(a, b)| same(a, b)), "many");
            }
        }
    }

    #[test]
    fn lanes_match_scalar_g1() {
        check::<G1>("zchain_lanes::lanes_match_scalar_g1");
    }

    #[test]
    fn lanes_match_scalar_g2() {
        check::<G2>("zchain_lanes::lanes_match_scalar_g2");
    }

    /// The affine chain is the Jacobian chain of the point with Z = 1 (or 0), coordinates and
    /// all: the batch paths take the latter for both.
    #[test]
    fn affine_chain_is_the_jacobian_chain() {
        fn one<C: Curve>(test: &str) {
            let mut rng = rng(test);
            let mut v: std::vec::Vec<Affine<C>> = std::vec![Affine::identity()];
            for _ in 0..8 {
                v.push(random_curve_point::<C>(&mut rng).to_affine());
            }
            for a in v {
                assert!(same(
                    &mul_by_abs_z_affine(&a),
                    &mul_by_abs_z(&Jacobian::from_affine(&a))
                ));
            }
        }
        one::<G1>("zchain_lanes::affine_chain_g1");
        one::<G2>("zchain_lanes::affine_chain_g2");
    }
}
