//! Eight Fp2 elements at once over the 8-lane Fp arithmetic of `fp_lanes`: an element is its
//! two coefficients, each eight lanes of Fp; products by Karatsuba (3 lane products), squares by
//! `(a₀ + a₁)(a₀ − a₁) + 2a₀a₁·u` (2), written once over [`FpLanes`] so that the emulation and
//! IFMA compute the same bits.
//!
//! **Bounds**, as in `fp_lanes` (whose rules they follow: a lane product of `a, b` is below
//! `a·b/2^416 + p`, `sub(a, b, k)` below `a + 2^k·p`; `p < 0.82·2^381`, so `2^32·p` is between
//! `0.8·2^413` and `0.82·2^413`). A bound on an element bounds both coefficients:
//!
//! * [`load`] gives `< 2^32·p < 2^413`; [`store`] and [`reduce`] need `< 2^415`, `reduce` gives
//!   `< 2^32·p`;
//! * [`mul`] of `a < 2^414`, `b < 2^413` gives `< 2^414`;
//! * [`square`] of `a < 2^413` gives `< 2^413`;
//! * [`norm`] of `a < 2^414` gives `a₀² + a₁²` (one Fp lane value) below `2^413 + 2p`, and
//!   below `2^411 + 2p` for `a < 2^413`;
//! * [`inverse_from_norm`] of `a < 2^414` and `n < 2^414` gives `< 2^413`;
//! * [`sub`]/[`sub2`] as `FpLanes::sub`/`sub2` coefficient-wise.

use crate::backend::layout::Fp2;
use crate::field::fp_lanes::{FpLanes, X8Raw};

/// Eight Fp2 elements in lanes.
#[derive(Copy, Clone, Debug)]
pub(crate) struct X8Fp2<E> {
    pub(crate) c0: E,
    pub(crate) c1: E,
}

/// Eight Fp2 elements spilled to memory (`c0` then `c1`).
pub(crate) type X8Fp2Raw = [X8Raw; 2];

/// The lanes' form of `x`.
#[inline(always)]
pub(crate) fn load<L: FpLanes>(f: L, x: &[Fp2; 8]) -> X8Fp2<L::E> {
    X8Fp2 {
        c0: f.load(&core::array::from_fn(|j| x[j].c0)),
        c1: f.load(&core::array::from_fn(|j| x[j].c1)),
    }
}

/// The canonical elements of `e`.
#[inline(always)]
pub(crate) fn store<L: FpLanes>(f: L, e: &X8Fp2<L::E>) -> [Fp2; 8] {
    let (c0, c1) = (f.store(&e.c0), f.store(&e.c1));
    core::array::from_fn(|j| Fp2 {
        c0: c0[j],
        c1: c1[j],
    })
}

/// `load(&store(e))`, in lanes.
#[inline(always)]
pub(crate) fn reduce<L: FpLanes>(f: L, e: &X8Fp2<L::E>) -> X8Fp2<L::E> {
    X8Fp2 {
        c0: f.reduce(&e.c0),
        c1: f.reduce(&e.c1),
    }
}

/// `e` as raw limbs.
#[inline(always)]
pub(crate) fn spill<L: FpLanes>(f: L, e: &X8Fp2<L::E>) -> X8Fp2Raw {
    [f.spill(&e.c0), f.spill(&e.c1)]
}

/// The inverse of [`spill`].
#[inline(always)]
pub(crate) fn reload<L: FpLanes>(f: L, r: &X8Fp2Raw) -> X8Fp2<L::E> {
    X8Fp2 {
        c0: f.reload(&r[0]),
        c1: f.reload(&r[1]),
    }
}

/// `a·b/2^416` (Karatsuba) for `a < 2^414`, `b < 2^413` (or the reverse), giving `< 2^414`.
#[inline(always)]
pub(crate) fn mul<L: FpLanes>(f: L, a: &X8Fp2<L::E>, b: &X8Fp2<L::E>) -> X8Fp2<L::E> {
    // a₀b₀, a₁b₁ < 2^827/2^416 + p = 2^411 + p; the sums' product is below 2^415·2^414, so
    // (a₀ + a₁)(b₀ + b₁) < 2^413 + p. a₁b₁ ≤ 2^32·p: c₀ < 2^411 + p + 2^32·p < 2^414.
    // a₀b₀ + a₁b₁ < 2^412 + 2p ≤ 2^32·p (> 1.6·2^412): c₁ < 2^413 + p + 2^32·p < 2^414.
    mul_k(f, a, b, 32)
}

/// [`mul`] with the subtractions' multiple `2^k·p`, which must bound both `a₁b₁` and
/// `a₀b₀ + a₁b₁`: the coefficients are below `(a₀ + a₁)(b₀ + b₁)/2^416 + p + 2^k·p`. On small
/// values (below 2^15·p, see `fp_lanes`) the products are below 2p and `k = 2` gives `< 6p`.
#[inline(always)]
pub(crate) fn mul_k<L: FpLanes>(f: L, a: &X8Fp2<L::E>, b: &X8Fp2<L::E>, k: u32) -> X8Fp2<L::E> {
    let p0 = f.mul(&a.c0, &b.c0);
    let p1 = f.mul(&a.c1, &b.c1);
    let m = f.mul(&f.add(&a.c0, &a.c1), &f.add(&b.c0, &b.c1));
    X8Fp2 {
        c0: f.sub(&p0, &p1, k),
        c1: f.sub2(&m, &p0, &p1, k),
    }
}

/// `a²/2^416` for `a < 2^413`, giving `< 2^413`.
#[inline(always)]
pub(crate) fn square<L: FpLanes>(f: L, a: &X8Fp2<L::E>) -> X8Fp2<L::E> {
    // a₀ + a₁ < 2^414 and a₀ − a₁ + 2^33·p < 2^413 + 1.7·2^413 < 2^415: their product over
    // 2^416 is below 2.7·2^411 + p < 2^413; 2a₀ < 2^414 times a₁ < 2^413, below 2^411 + p.
    square_k(f, a, 33)
}

/// [`square`] as `(a₀ + a₁)(a₀ − a₁ + 2^k·p) + 2a₀a₁·u`, for `a₁ ≤ 2^k·p`. On small values
/// (below 2^15·p, with k = 15) both products are below 2p.
#[inline(always)]
pub(crate) fn square_k<L: FpLanes>(f: L, a: &X8Fp2<L::E>, k: u32) -> X8Fp2<L::E> {
    X8Fp2 {
        c0: f.mul(&f.add(&a.c0, &a.c1), &f.sub(&a.c0, &a.c1, k)),
        c1: f.mul(&f.add(&a.c0, &a.c0), &a.c1),
    }
}

/// `a·ξ` for ξ = 1 + u: `(a₀ − a₁ + 2^k·p, a₀ + a₁)`, for `a₁ ≤ 2^k·p`.
#[inline(always)]
pub(crate) fn mul_by_nonresidue<L: FpLanes>(f: L, a: &X8Fp2<L::E>, k: u32) -> X8Fp2<L::E> {
    X8Fp2 {
        c0: f.sub(&a.c0, &a.c1, k),
        c1: f.add(&a.c0, &a.c1),
    }
}

/// `a·x` for `x` in Fp lanes (two lane products).
#[inline(always)]
pub(crate) fn mul_by_fp<L: FpLanes>(f: L, a: &X8Fp2<L::E>, x: &L::E) -> X8Fp2<L::E> {
    X8Fp2 {
        c0: f.mul(&a.c0, x),
        c1: f.mul(&a.c1, x),
    }
}

/// `a + b` coefficient-wise.
#[inline(always)]
pub(crate) fn add<L: FpLanes>(f: L, a: &X8Fp2<L::E>, b: &X8Fp2<L::E>) -> X8Fp2<L::E> {
    X8Fp2 {
        c0: f.add(&a.c0, &b.c0),
        c1: f.add(&a.c1, &b.c1),
    }
}

/// `a − b + 2^k·p` coefficient-wise (`FpLanes::sub`).
#[inline(always)]
pub(crate) fn sub<L: FpLanes>(f: L, a: &X8Fp2<L::E>, b: &X8Fp2<L::E>, k: u32) -> X8Fp2<L::E> {
    X8Fp2 {
        c0: f.sub(&a.c0, &b.c0, k),
        c1: f.sub(&a.c1, &b.c1, k),
    }
}

/// `a − b − c + 2^k·p` coefficient-wise (`FpLanes::sub2`).
#[inline(always)]
pub(crate) fn sub2<L: FpLanes>(
    f: L,
    a: &X8Fp2<L::E>,
    b: &X8Fp2<L::E>,
    c: &X8Fp2<L::E>,
    k: u32,
) -> X8Fp2<L::E> {
    X8Fp2 {
        c0: f.sub2(&a.c0, &b.c0, &c.c0, k),
        c1: f.sub2(&a.c1, &b.c1, &c.c1, k),
    }
}

/// The norm `a₀² + a₁²` (over 2^416) in Fp lanes: below `2·(2^412 + p)` for `a < 2^414`,
/// below `2^411 + 2p` for `a < 2^413`.
#[inline(always)]
pub(crate) fn norm<L: FpLanes>(f: L, a: &X8Fp2<L::E>) -> L::E {
    f.add(&f.square(&a.c0), &f.square(&a.c1))
}

/// `1/a` from `n = 1/norm(a)` (as lane values: `conj(a)·n/2^416`), for `a, n < 2^414`: below
/// 2^413.
#[inline(always)]
pub(crate) fn inverse_from_norm<L: FpLanes>(f: L, a: &X8Fp2<L::E>, n: &L::E) -> X8Fp2<L::E> {
    // Each product is below 2^412 + p ≤ 2^32·p: the negation (from zero) is below 2^32·p.
    let zero = f.reload(&[[0; 8]; 8]);
    X8Fp2 {
        c0: f.mul(&a.c0, n),
        c1: f.sub(&zero, &f.mul(&a.c1, n), 32),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::layout::Fp;
    use crate::field::fp_lanes::{run_emulated, run_ifma_if_cpu, FpLaneKernel};
    use crate::test_util::rng;

    /// Every operation on 8 lanes, each lane's results as scalars.
    struct AllOps([Fp2; 8], [Fp2; 8]);

    type Results = [[Fp2; 8]; 9];

    impl FpLaneKernel for AllOps {
        type Output = Results;
        #[inline(always)]
        fn run<F: FpLanes>(self, f: F) -> Results {
            let (a, b) = (load(f, &self.0), load(f, &self.1));
            let round = reload(f, &spill(f, &a));
            let m = mul(f, &a, &b);
            // A product at its bounds' edge: reduced, then fed to mul and square again.
            let mm = mul(f, &m, &reduce(f, &sub(f, &m, &a, 32)));
            let s = square(f, &a);
            let ss = square(f, &reduce(f, &mul(f, &s, &b)));
            let d = sub2(f, &m, &a, &b, 33);
            let n = norm(f, &a);
            // 1/b from its norm's inverse in lanes (zero for zero).
            let nb = f.store(&norm(f, &b));
            let ninv: [Fp; 8] = core::array::from_fn(|j| nb[j].invert().unwrap_or(Fp::ZERO));
            let inv = inverse_from_norm(f, &b, &f.load(&ninv));
            let nn = f.store(&n);
            [
                store(f, &round),
                store(f, &m),
                store(f, &mm),
                store(f, &s),
                store(f, &ss),
                store(f, &d),
                core::array::from_fn(|j| Fp2 {
                    c0: nn[j],
                    c1: Fp::ZERO,
                }),
                store(f, &inv),
                store(f, &reduce(f, &d)),
            ]
        }
    }

    fn expected(a: &[Fp2; 8], b: &[Fp2; 8]) -> Results {
        let each = |g: &dyn Fn(&Fp2, &Fp2) -> Fp2| -> [Fp2; 8] {
            core::array::from_fn(|j| g(&a[j], &b[j]))
        };
        [
            each(&|a, _| *a),
            each(&|a, b| a * b),
            each(&|a, b| (a * b) * (a * b - a)),
            each(&|a, _| a.square()),
            each(&|a, b| (a.square() * b).square()),
            each(&|a, b| a * b - a - b),
            each(&|a, _| Fp2::from(a.norm())),
            each(&|_, b| b.invert().unwrap_or(Fp2::ZERO)),
            each(&|a, b| a * b - a - b),
        ]
    }

    fn check(a: [Fp2; 8], b: [Fp2; 8]) {
        let want = expected(&a, &b);
        assert_eq!(
            run_emulated(AllOps(a, b)),
            want,
            "emulation, a = {a:?}, b = {b:?}"
        );
        if let Some(got) = run_ifma_if_cpu(AllOps(a, b)) {
            assert_eq!(got, want, "IFMA, a = {a:?}, b = {b:?}");
        }
    }

    #[test]
    fn lanes_match_scalar_fp2() {
        let mut rng = rng("fp2_lanes::lanes_match_scalar_fp2");
        let p = crate::params::P;
        let fp_edges = [
            Fp::ZERO,
            Fp::ONE,
            -Fp::ONE,
            Fp::from_raw_unchecked([1, 0, 0, 0, 0, 0]),
            Fp::from_raw_unchecked([p[0] - 1, p[1], p[2], p[3], p[4], p[5]]),
            Fp::from_raw_unchecked([u64::MAX, u64::MAX, u64::MAX, u64::MAX, u64::MAX, 0]),
            Fp::from_raw_unchecked([0, 0, 0, 0, 0, 1 << 60]),
        ];
        let edges: std::vec::Vec<Fp2> = fp_edges
            .iter()
            .flat_map(|&c0| fp_edges.iter().map(move |&c1| Fp2 { c0, c1 }))
            .collect();
        let pairs: std::vec::Vec<(Fp2, Fp2)> = edges
            .iter()
            .flat_map(|a| edges.iter().map(move |b| (*a, *b)))
            .collect();
        for chunk in pairs.chunks(8) {
            let a = core::array::from_fn(|j| chunk[j % chunk.len()].0);
            let b = core::array::from_fn(|j| chunk[j % chunk.len()].1);
            check(a, b);
        }
        for _ in 0..crate::test_util::iters(1000) {
            let a = core::array::from_fn(|_| Fp2::random(&mut rng));
            let b = core::array::from_fn(|_| Fp2::random(&mut rng));
            check(a, b);
        }
    }

    /// `mul`, `square`, `norm` and `inverse_from_norm` on raw lanes.
    struct RawOps([X8Fp2Raw; 2]);

    type RawResults = [X8Raw; 7];

    impl FpLaneKernel for RawOps {
        type Output = RawResults;
        #[inline(always)]
        fn run<F: FpLanes>(self, f: F) -> RawResults {
            let (a, b) = (reload(f, &self.0[0]), reload(f, &self.0[1]));
            let m = mul(f, &a, &b);
            let s = square(f, &b);
            let inv = inverse_from_norm(f, &a, &b.c0);
            [
                f.spill(&m.c0),
                f.spill(&m.c1),
                f.spill(&s.c0),
                f.spill(&s.c1),
                f.spill(&norm(f, &a)),
                f.spill(&inv.c0),
                f.spill(&inv.c1),
            ]
        }
    }

    /// Unreduced inputs at the bounds the module states (a below 2^414, b below 2^413, all
    /// ones first): the results are below the stated bounds and congruent to the Fp2 results
    /// over 2^416 (the emulation against big integers, IFMA against the emulation).
    #[test]
    fn unreduced_inputs_at_the_bounds() {
        use num_bigint::BigUint;
        use rand::Rng;
        let mut rng = rng("fp2_lanes::unreduced_inputs_at_the_bounds");
        let p = crate::test_util::big(&crate::params::P);
        let one = BigUint::from(1u32);
        let r = ((&p + 1u32) / 2u32).modpow(&416u32.into(), &p);
        let value = |x: &X8Raw, j: usize| {
            (0..8)
                .rev()
                .fold(BigUint::ZERO, |acc, i| (acc << 52u32) + x[i][j])
        };
        let m52 = (1u64 << 52) - 1;
        for it in 0..crate::test_util::iters(200) {
            // Limb-major raw values below 2^bits.
            let mut raw = |bits: u32| -> X8Raw {
                core::array::from_fn(|i| {
                    core::array::from_fn(|_| {
                        let x = if it < 2 { u64::MAX } else { rng.next_u64() };
                        x & if i == 7 { (1 << (bits - 364)) - 1 } else { m52 }
                    })
                })
            };
            let a = [raw(414), raw(414)];
            let b = [raw(413), raw(413)];
            let got = run_emulated(RawOps([a, b]));
            for j in 0..8 {
                let (a0, a1) = (value(&a[0], j), value(&a[1], j));
                let (b0, b1) = (value(&b[0], j), value(&b[1], j));
                let pp = &p * &p;
                let want = [
                    (&a0 * &b0 + &pp - &a1 * &b1 % &p) % &p * &r % &p,
                    (&a0 * &b1 + &a1 * &b0) * &r % &p,
                    (&b0 * &b0 + &pp - &b1 * &b1 % &p) % &p * &r % &p,
                    (2u32 * &b0 * &b1) * &r % &p,
                    (&a0 * &a0 + &a1 * &a1) * &r % &p,
                    &a0 * &b0 * &r % &p,
                    (&pp - &a1 * &b0 % &p) % &p * &r % &p,
                ];
                let bound = |k: usize| -> BigUint {
                    match k {
                        0 | 1 => &one << 414u32,
                        4 => (&one << 413u32) + 2u32 * &p,
                        _ => &one << 413u32,
                    }
                };
                for (k, w) in want.iter().enumerate() {
                    let v = value(&got[k], j);
                    assert!((0..8).all(|i| got[k][i][j] <= m52), "result {k}: limbs");
                    assert!(v < bound(k), "result {k}, lane {j}: above its bound");
                    assert_eq!(&(v % &p), w, "result {k}, lane {j}");
                }
            }
            if let Some(ifma) = run_ifma_if_cpu(RawOps([a, b])) {
                assert_eq!(ifma, got, "IFMA");
            }
        }
    }
}
