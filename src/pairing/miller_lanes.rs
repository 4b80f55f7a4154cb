//! Eight Miller loops at once in the 8 lanes of AVX-512 IFMA, a pair per lane: each lane runs
//! its own running point T, its own lines and its own accumulator fᵢ (squared every step: no
//! squaring is shared, but eight go in one lane run at about a quarter of the scalar cost
//! each), and the eight fᵢ are multiplied together after storing. The steps and lines are the
//! scalar ones (`G2Homogeneous::double`/`add_affine`, `Line::evaluate_into`), so each fᵢ is the
//! Miller loop value of its pair and the product is the scalar multi-Miller loop's, bit for bit.
//!
//! **Bounds**, on the small values of `fp_lanes` (products below 2p, Fp2 products below 6p,
//! squares below 2p, each subtraction adding the smallest `2^k·p` above its subtrahend): T's
//! coordinates stay below 32p (the steps argue it), the evaluated lines below 2^7·p, so the
//! accumulator keeps within `fp12_lanes`' bounds (below 2^11·p) with no reduction.
//!
//! A pair with an identity runs with the generators in its lane (as the scalar path does) and
//! its fᵢ is replaced by 1 by selection, which is what lines equal to 1 give.

use subtle::ConditionallySelectable;

use crate::field::fp12_lanes::{self as fp12, X8Fp12};
use crate::field::fp2_lanes::{self as fp2, X8Fp2};
use crate::field::fp_lanes::{self, FpLaneKernel, FpLanes};
use crate::field::{Fp, Fp12, Fp2};
use crate::params::Z_ABS;

use super::miller_loop::{self, OnTheFly};

/// The running points T = [X, Y, 2Z] of eight pairs (as `G2Homogeneous`).
#[derive(Copy, Clone)]
struct T8<E> {
    x: X8Fp2<E>,
    y: X8Fp2<E>,
    z2: X8Fp2<E>,
}

/// `2a`.
#[inline(always)]
fn dbl<L: FpLanes>(f: L, a: &X8Fp2<L::E>) -> X8Fp2<L::E> {
    fp2::add(f, a, a)
}

/// `6a`.
#[inline(always)]
fn times6<L: FpLanes>(f: L, a: &X8Fp2<L::E>) -> X8Fp2<L::E> {
    dbl(f, &fp2::add(f, &dbl(f, a), a))
}

/// `a²` for `a < 2^7·p`: below 2p.
#[inline(always)]
fn sq<L: FpLanes>(f: L, a: &X8Fp2<L::E>) -> X8Fp2<L::E> {
    fp2::square_k(f, a, 7)
}

/// `a·b` for `a, b < 2^15·p`: below 6p.
#[inline(always)]
fn mul<L: FpLanes>(f: L, a: &X8Fp2<L::E>, b: &X8Fp2<L::E>) -> X8Fp2<L::E> {
    fp2::mul_k(f, a, b, 2)
}

/// `G2Homogeneous::double` then `Line::evaluate_into` at `p = [6xP, −yP]`, for T below 32p:
/// T stays below 32p, the line's coefficients are below 28p, 2p, 2p.
#[inline(always)]
fn double<L: FpLanes>(f: L, t: &mut T8<L::E>, p: &[L::E; 2]) -> [X8Fp2<L::E>; 3] {
    let T8 { x, y, z2 } = *t;
    let b = sq(f, &y);
    let c = sq(f, &z2);
    let e = {
        // ξ·c < 4p (c₁ < 2p), 3ξc < 12p.
        let t = fp2::mul_by_nonresidue(f, &c, 1);
        fp2::add(f, &dbl(f, &t), &t)
    };
    let f3 = fp2::add(f, &dbl(f, &e), &e); // < 36p
                                           // (Y + Z̃)² − (b + c) < 2p + 4p.
    let h = fp2::sub(f, &sq(f, &fp2::add(f, &y, &z2)), &fp2::add(f, &b, &c), 2);
    let j = sq(f, &x);
    let a = dbl(f, &mul(f, &x, &y)); // < 12p
    let ee = sq(f, &dbl(f, &e));
    let ee3 = fp2::add(f, &dbl(f, &ee), &ee); // < 6p
    *t = T8 {
        x: mul(f, &a, &fp2::sub(f, &b, &f3, 6)),
        y: fp2::sub(f, &sq(f, &fp2::add(f, &b, &f3)), &ee3, 3),
        z2: dbl(f, &dbl(f, &mul(f, &b, &h))),
    };
    [
        dbl(f, &fp2::sub(f, &e, &b, 1)),
        fp2::mul_by_fp(f, &j, &p[0]),
        fp2::mul_by_fp(f, &h, &p[1]),
    ]
}

/// `G2Homogeneous::add_affine` (Q below 2p) then `Line::evaluate_into`, for T below 32p: T
/// stays below 14p, the line's coefficients are below 84p, 2p, 2p.
#[inline(always)]
fn add<L: FpLanes>(
    f: L,
    t: &mut T8<L::E>,
    q: &[X8Fp2<L::E>; 2],
    p: &[L::E; 2],
) -> [X8Fp2<L::E>; 3] {
    let T8 { x, y, z2 } = *t;
    let [qx, qy] = q;
    let (x2, y2) = (dbl(f, &x), dbl(f, &y)); // < 64p
    let o = fp2::sub(f, &y2, &mul(f, qy, &z2), 3); // < 72p
    let l = fp2::sub(f, &x2, &mul(f, qx, &z2), 3);
    let c = sq(f, &o);
    let d = sq(f, &l);
    let e = mul(f, &l, &d);
    let ff = mul(f, &z2, &c);
    let g = mul(f, &x2, &d);
    let h = fp2::sub(f, &fp2::add(f, &e, &ff), &dbl(f, &g), 4); // < 28p
    *t = T8 {
        x: mul(f, &l, &h),
        y: fp2::sub(f, &mul(f, &o, &fp2::sub(f, &g, &h, 5)), &mul(f, &y2, &e), 3),
        z2: dbl(f, &mul(f, &z2, &e)),
    };
    // 6(y₂L − x₂O) < 6·14p; 6L < 432p, its product with −yP below 2p.
    [
        times6(f, &fp2::sub(f, &mul(f, qy, &l), &mul(f, qx, &o), 3)),
        fp2::mul_by_fp(f, &o, &p[0]),
        fp2::mul_by_fp(f, &times6(f, &l), &p[1]),
    ]
}

/// The loop's steps over the bits of |z| below the top one, in order: a doubling for each, an
/// addition after it where the bit is set (`true`).
const STEPS: [bool; miller_loop::LINES] = {
    let mut s = [false; miller_loop::LINES];
    let (mut i, mut k) = (63, 0);
    while i > 0 {
        i -= 1;
        k += 1;
        if (Z_ABS >> i) & 1 == 1 {
            s[k] = true;
            k += 1;
        }
    }
    s
};

/// Eight pairs' Miller loops: P as `[6xP, −yP]`, Q affine. Returns each lane's
/// `f_{|z|,Qᵢ}(Pᵢ)` (not conjugated).
struct Eight {
    p: [[Fp; 2]; 8],
    q: [[Fp2; 2]; 8],
}

impl FpLaneKernel for Eight {
    type Output = [Fp12; 8];

    #[inline(always)]
    fn run<F: FpLanes>(self, f: F) -> [Fp12; 8] {
        let p = [0, 1].map(|i| f.load_small(&core::array::from_fn(|j| self.p[j][i])));
        let q = [0, 1].map(|i| fp12::load_small_fp2(f, &core::array::from_fn(|j| self.q[j][i])));
        let mut t = T8 {
            x: q[0],
            y: q[1],
            z2: fp12::load_small_fp2(f, &[Fp2::ONE.double(); 8]),
        };
        let mut acc: X8Fp12<F::E> = fp12::load_small(f, &[Fp12::ONE; 8]);
        // One line product in the loop's body, whichever step made the line: the kernel's
        // code (and its compile time) holds each operation once.
        for (s, &addition) in STEPS.iter().enumerate() {
            let l = if addition {
                add(f, &mut t, &q, &p)
            } else {
                // The first step's f is 1, as in the scalar loop (which skips the squaring).
                if s > 0 {
                    acc = fp12::square(f, &acc);
                }
                double(f, &mut t, &p)
            };
            acc = fp12::mul_by_014(f, &acc, &l);
        }
        fp12::store(f, &acc)
    }
}

/// The kernel's input for eight sources.
fn eight(sources: &[OnTheFly; 8]) -> Eight {
    Eight {
        p: core::array::from_fn(|j| sources[j].p.0),
        q: core::array::from_fn(|j| sources[j].q),
    }
}

/// The product of the lanes' values, those of skipped pairs replaced by 1, conjugated (z < 0).
fn combine(f: &[Fp12; 8], sources: &[OnTheFly; 8]) -> Fp12 {
    let mut acc = Fp12::ONE;
    for (f, s) in f.iter().zip(sources) {
        acc *= Fp12::conditional_select(f, &Fp12::ONE, s.skip);
    }
    acc.conjugate()
}

/// `miller_loop::multi_miller_loop(sources)` (the same value), with groups of eight sources in
/// lanes when IFMA is in use and the rest on the scalar path. The split depends only on
/// `sources.len()` and the CPU.
pub(crate) fn multi_miller_loop(sources: &mut [OnTheFly]) -> Fp12 {
    if sources.len() < 8 || !fp_lanes::ifma_available() {
        return miller_loop::multi_miller_loop(sources);
    }
    let whole = sources.len() / 8 * 8;
    let mut acc = None;
    for g in sources[..whole].chunks_exact(8) {
        let g: &[OnTheFly; 8] = g.try_into().expect("chunks of 8");
        let Some(f) = fp_lanes::run_ifma(eight(g)) else {
            return miller_loop::multi_miller_loop(sources);
        };
        let v = combine(&f, g);
        acc = Some(acc.map_or(v, |a: Fp12| a * v));
    }
    let mut acc = acc.unwrap_or(Fp12::ONE);
    if whole < sources.len() {
        acc *= miller_loop::multi_miller_loop(&mut sources[whole..]);
    }
    acc
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curve::{G1Affine, G2Affine};
    use crate::field::fp_lanes::{run_emulated, run_ifma_if_cpu};
    use crate::field::Fr as Scalar;
    use crate::test_util::rng;

    fn source(p: &G1Affine, q: &G2Affine) -> OnTheFly {
        let skip = p.is_identity() | q.is_identity();
        let p = G1Affine::conditional_select(p, &G1Affine::generator(), skip);
        let q = G2Affine::conditional_select(q, &G2Affine::generator(), skip);
        OnTheFly::new(&p.x, &p.y, &q.x, &q.y, skip)
    }

    fn check(pairs: &[(G1Affine, G2Affine); 8]) {
        let mut sources: [OnTheFly; 8] = core::array::from_fn(|j| source(&pairs[j].0, &pairs[j].1));
        let want = miller_loop::multi_miller_loop(&mut sources.clone());
        let emu = combine(&run_emulated(eight(&sources)), &sources);
        assert_eq!(emu, want, "emulation");
        assert_eq!(
            super::super::MillerLoopResult(emu).final_exponentiation(),
            super::super::MillerLoopResult(want).final_exponentiation()
        );
        if let Some(f) = run_ifma_if_cpu(eight(&sources)) {
            assert_eq!(combine(&f, &sources), want, "IFMA");
        }
        // The dispatching entry point, whichever path it takes.
        assert_eq!(multi_miller_loop(&mut sources), want);
    }

    #[test]
    fn eight_lanes_match_scalar_multi_miller_loop() {
        let mut rng = rng("miller_lanes::eight_lanes_match_scalar_multi_miller_loop");
        let mut random = || {
            (
                G1Affine::from(G1Affine::generator() * Scalar::random(&mut rng)),
                G2Affine::from(G2Affine::generator() * Scalar::random(&mut rng)),
            )
        };
        let mut pairs: [(G1Affine, G2Affine); 8] = core::array::from_fn(|_| random());
        check(&pairs);
        // Identities on either side, and duplicates.
        pairs[1].0 = G1Affine::identity();
        pairs[4].1 = G2Affine::identity();
        pairs[6] = (G1Affine::identity(), G2Affine::identity());
        pairs[7] = pairs[0];
        pairs[5] = (-pairs[0].0, pairs[0].1);
        check(&pairs);
        let g = (G1Affine::generator(), G2Affine::generator());
        check(&[g; 8]);
        check(&[(G1Affine::identity(), G2Affine::identity()); 8]);
    }
}
