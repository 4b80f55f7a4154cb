//! Eight Fp6 and Fp12 elements at once over the Fp2 lanes of `fp2_lanes`, for Miller loops
//! run a pair per lane: Karatsuba products over Fp2 (Devegili–Ó hÉigeartaigh–Scott–Dahab,
//! ePrint 2006/471, §4), Fp12 squaring by the complex method (ibid., §5.2), and the product by
//! a line at tower indices 0, 1, 4 (13 Fp2 products, as the scalar `Fp12::mul_by_014`).
//! Stored values are canonical, so they equal the scalar results bit for bit.
//!
//! **Bounds.** Everything works on small values (`fp_lanes`: products of values below
//! 2^17·p are below 2p), starting from `FpLanes::load_small`, with no `reduce`: each
//! subtraction adds the smallest `2^k·p` above its subtrahend. Fp2 products (`mul_k` with
//! k = 2) are then below 6p, squares below 2p. A bound on an element bounds all its Fp
//! coefficients:
//!
//! * [`fp6_mul`] of `a, b < 2^13·p` gives `< 64p`;
//! * [`square`] of `a < 2^11·p` gives `< 2^9·p`;
//! * [`mul_by_014`] of `a < 2^11·p` by a line below `2^11·p` gives `< 2^7·p`;
//! * [`store`] needs `< 2^415`, [`load_small`] gives `< 2p`.
//!
//! So an accumulator squared and multiplied by lines below 2^11·p stays below 2^11·p.

use crate::backend::layout::{Fp12, Fp6};
use crate::field::fp2_lanes::{self as fp2, X8Fp2};
use crate::field::fp_lanes::FpLanes;

/// The multiple `2^k·p` of the Fp2 products on small values (both products below 2p).
const K_MUL: u32 = 2;

/// Eight Fp6 elements in lanes.
#[derive(Copy, Clone, Debug)]
pub(crate) struct X8Fp6<E> {
    pub(crate) c0: X8Fp2<E>,
    pub(crate) c1: X8Fp2<E>,
    pub(crate) c2: X8Fp2<E>,
}

/// Eight Fp12 elements in lanes.
#[derive(Copy, Clone, Debug)]
pub(crate) struct X8Fp12<E> {
    pub(crate) c0: X8Fp6<E>,
    pub(crate) c1: X8Fp6<E>,
}

/// Eight Fp2 elements as small lane values (below 2p).
#[inline(always)]
pub(crate) fn load_small_fp2<L: FpLanes>(
    f: L,
    x: &[crate::backend::layout::Fp2; 8],
) -> X8Fp2<L::E> {
    X8Fp2 {
        c0: f.load_small(&core::array::from_fn(|j| x[j].c0)),
        c1: f.load_small(&core::array::from_fn(|j| x[j].c1)),
    }
}

/// Eight Fp12 elements as small lane values (below 2p).
#[inline(always)]
pub(crate) fn load_small<L: FpLanes>(f: L, x: &[Fp12; 8]) -> X8Fp12<L::E> {
    X8Fp12 {
        c0: load_small_fp6(f, &core::array::from_fn(|j| x[j].c0)),
        c1: load_small_fp6(f, &core::array::from_fn(|j| x[j].c1)),
    }
}

/// Eight Fp6 elements as small lane values (below 2p).
#[inline(always)]
fn load_small_fp6<L: FpLanes>(f: L, x: &[Fp6; 8]) -> X8Fp6<L::E> {
    X8Fp6 {
        c0: load_small_fp2(f, &core::array::from_fn(|j| x[j].c0)),
        c1: load_small_fp2(f, &core::array::from_fn(|j| x[j].c1)),
        c2: load_small_fp2(f, &core::array::from_fn(|j| x[j].c2)),
    }
}

/// The canonical elements of `e` (below 2^415).
#[inline(always)]
pub(crate) fn store<L: FpLanes>(f: L, e: &X8Fp12<L::E>) -> [Fp12; 8] {
    let (c0, c1) = (store_fp6(f, &e.c0), store_fp6(f, &e.c1));
    core::array::from_fn(|j| Fp12 {
        c0: c0[j],
        c1: c1[j],
    })
}

/// The canonical elements of `e` (below 2^415).
#[inline(always)]
fn store_fp6<L: FpLanes>(f: L, e: &X8Fp6<L::E>) -> [Fp6; 8] {
    let (c0, c1, c2) = (
        fp2::store(f, &e.c0),
        fp2::store(f, &e.c1),
        fp2::store(f, &e.c2),
    );
    core::array::from_fn(|j| Fp6 {
        c0: c0[j],
        c1: c1[j],
        c2: c2[j],
    })
}

/// `a + b` coefficient-wise.
#[inline(always)]
fn fp6_add<L: FpLanes>(f: L, a: &X8Fp6<L::E>, b: &X8Fp6<L::E>) -> X8Fp6<L::E> {
    X8Fp6 {
        c0: fp2::add(f, &a.c0, &b.c0),
        c1: fp2::add(f, &a.c1, &b.c1),
        c2: fp2::add(f, &a.c2, &b.c2),
    }
}

/// `a·v = (ξ·a₂, a₀, a₁)`, for `a₂ ≤ 2^k·p`: below `max(a) + 2^k·p + a₂`.
#[inline(always)]
fn fp6_mul_by_nonresidue<L: FpLanes>(f: L, a: &X8Fp6<L::E>, k: u32) -> X8Fp6<L::E> {
    X8Fp6 {
        c0: fp2::mul_by_nonresidue(f, &a.c2, k),
        c1: a.c0,
        c2: a.c1,
    }
}

/// `a·b` (Karatsuba over Fp2, six Fp2 products) for `a, b < 2^13·p`, giving `< 64p`.
#[inline(always)]
pub(crate) fn fp6_mul<L: FpLanes>(f: L, a: &X8Fp6<L::E>, b: &X8Fp6<L::E>) -> X8Fp6<L::E> {
    // The sums are below 2^14·p, so every Fp2 product is below 6p.
    let t0 = fp2::mul_k(f, &a.c0, &b.c0, K_MUL);
    let t1 = fp2::mul_k(f, &a.c1, &b.c1, K_MUL);
    let t2 = fp2::mul_k(f, &a.c2, &b.c2, K_MUL);
    let s12 = fp2::mul_k(
        f,
        &fp2::add(f, &a.c1, &a.c2),
        &fp2::add(f, &b.c1, &b.c2),
        K_MUL,
    );
    let s01 = fp2::mul_k(
        f,
        &fp2::add(f, &a.c0, &a.c1),
        &fp2::add(f, &b.c0, &b.c1),
        K_MUL,
    );
    let s02 = fp2::mul_k(
        f,
        &fp2::add(f, &a.c0, &a.c2),
        &fp2::add(f, &b.c0, &b.c2),
        K_MUL,
    );
    // c0 = t0 + ξ·(s12 − t1 − t2): the difference is below 6p + 16p, its ξ-multiple below
    // 54p, and c0 below 60p.
    let z = fp2::sub2(f, &s12, &t1, &t2, 4);
    let c0 = fp2::add(f, &t0, &fp2::mul_by_nonresidue(f, &z, 5));
    // c1 = s01 − t0 − t1 + ξ·t2 < 22p + 14p.
    let c1 = fp2::add(
        f,
        &fp2::sub2(f, &s01, &t0, &t1, 4),
        &fp2::mul_by_nonresidue(f, &t2, 3),
    );
    // c2 = s02 − t0 − t2 + t1 < 22p + 6p.
    let c2 = fp2::add(f, &fp2::sub2(f, &s02, &t0, &t2, 4), &t1);
    X8Fp6 { c0, c1, c2 }
}

/// `a·(b₀ + b₁·v)` (five Fp2 products) for `a, b₀, b₁ < 2^12·p`, giving `< 32p`.
#[inline(always)]
fn fp6_mul_by_01<L: FpLanes>(
    f: L,
    a: &X8Fp6<L::E>,
    b0: &X8Fp2<L::E>,
    b1: &X8Fp2<L::E>,
) -> X8Fp6<L::E> {
    let t0 = fp2::mul_k(f, &a.c0, b0, K_MUL);
    let t1 = fp2::mul_k(f, &a.c1, b1, K_MUL);
    // c0 = a0b0 + ξ·a2b1 < 6p + 14p.
    let c0 = fp2::add(
        f,
        &t0,
        &fp2::mul_by_nonresidue(f, &fp2::mul_k(f, &a.c2, b1, K_MUL), 3),
    );
    // c1 = (a0 + a1)(b0 + b1) − a0b0 − a1b1 < 6p + 16p (the sums below 2^13·p).
    let m = fp2::mul_k(f, &fp2::add(f, &a.c0, &a.c1), &fp2::add(f, b0, b1), K_MUL);
    let c1 = fp2::sub2(f, &m, &t0, &t1, 4);
    // c2 = a1b1 + a2b0 < 12p.
    let c2 = fp2::add(f, &t1, &fp2::mul_k(f, &a.c2, b0, K_MUL));
    X8Fp6 { c0, c1, c2 }
}

/// `a·b₁·v = (ξ·a₂b₁, a₀b₁, a₁b₁)` (three Fp2 products) for `a, b₁ < 2^12·p`: below 14p
/// (the first coefficient), 6p (the others).
#[inline(always)]
fn fp6_mul_by_1<L: FpLanes>(f: L, a: &X8Fp6<L::E>, b1: &X8Fp2<L::E>) -> X8Fp6<L::E> {
    X8Fp6 {
        c0: fp2::mul_by_nonresidue(f, &fp2::mul_k(f, &a.c2, b1, K_MUL), 3),
        c1: fp2::mul_k(f, &a.c0, b1, K_MUL),
        c2: fp2::mul_k(f, &a.c1, b1, K_MUL),
    }
}

/// `a²` by the complex method (two Fp6 products): `(a₀ + a₁)(a₀ + v·a₁) − t − v·t` and `2t`
/// for `t = a₀a₁`, `a < 2^11·p`, giving `< 2^9·p`.
#[inline(always)]
pub(crate) fn square<L: FpLanes>(f: L, a: &X8Fp12<L::E>) -> X8Fp12<L::E> {
    let t = fp6_mul(f, &a.c0, &a.c1);
    // a₀ + a₁ < 2^12·p; a₀ + v·a₁ < 2^11·p + 2^12·p (ξ·a₁₂ with 2^11·p): Fp6 inputs below
    // 2^13·p, products below 64p.
    let s = fp6_mul(
        f,
        &fp6_add(f, &a.c0, &a.c1),
        &fp6_add(f, &a.c0, &fp6_mul_by_nonresidue(f, &a.c1, 11)),
    );
    // t + v·t < 64p + 128p (ξ·t₂ with 64p): c0 below 64p + 2^8·p.
    let u = fp6_add(f, &t, &fp6_mul_by_nonresidue(f, &t, 6));
    X8Fp12 {
        c0: X8Fp6 {
            c0: fp2::sub(f, &s.c0, &u.c0, 8),
            c1: fp2::sub(f, &s.c1, &u.c1, 8),
            c2: fp2::sub(f, &s.c2, &u.c2, 8),
        },
        c1: fp6_add(f, &t, &t),
    }
}

/// `a·ℓ` for the line `ℓ = l₀ + l₁·v + l₄·vw` (Karatsuba over Fp6 with the sparse halves
/// `(l₀, l₁, 0)`, `(0, l₄, 0)`: 13 Fp2 products), for `a` and the `lᵢ` below `2^11·p`, giving
/// `< 2^7·p`.
#[inline(always)]
pub(crate) fn mul_by_014<L: FpLanes>(f: L, a: &X8Fp12<L::E>, l: &[X8Fp2<L::E>; 3]) -> X8Fp12<L::E> {
    let [l0, l1, l4] = l;
    // Products of inputs below 2^12·p: aa, cc < 32p, bb < 14p.
    let aa = fp6_mul_by_01(f, &a.c0, l0, l1);
    let bb = fp6_mul_by_1(f, &a.c1, l4);
    let cc = fp6_mul_by_01(f, &fp6_add(f, &a.c0, &a.c1), l0, &fp2::add(f, l1, l4));
    // c1 = cc − aa − bb < 32p + 64p; c0 = aa + v·bb < 32p + 14p + 6p + 8p (ξ·bb₂, bb₂ < 6p).
    X8Fp12 {
        c0: fp6_add(f, &aa, &fp6_mul_by_nonresidue(f, &bb, 3)),
        c1: X8Fp6 {
            c0: fp2::sub2(f, &cc.c0, &aa.c0, &bb.c0, 6),
            c1: fp2::sub2(f, &cc.c1, &aa.c1, &bb.c1, 6),
            c2: fp2::sub2(f, &cc.c2, &aa.c2, &bb.c2, 6),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::layout::{Fp, Fp2};
    use crate::field::fp_lanes::tests::{Emulated, IfmaIfCpu};
    use crate::field::fp_lanes::{run_emulated, run_ifma_if_cpu, FpLaneKernel, Runner};
    use crate::test_util::rng;

    /// `x + 2^10·p` in every coefficient: the inputs at their bound (below 2^11·p).
    #[inline(always)]
    fn inflate<L: FpLanes>(f: L, x: &X8Fp12<L::E>) -> X8Fp12<L::E> {
        X8Fp12 {
            c0: inflate6(f, &x.c0),
            c1: inflate6(f, &x.c1),
        }
    }

    #[inline(always)]
    fn inflate6<L: FpLanes>(f: L, x: &X8Fp6<L::E>) -> X8Fp6<L::E> {
        let zero = f.reload(&[[0; 8]; 8]);
        let zero = X8Fp2 { c0: zero, c1: zero };
        X8Fp6 {
            c0: fp2::sub(f, &x.c0, &zero, 10),
            c1: fp2::sub(f, &x.c1, &zero, 10),
            c2: fp2::sub(f, &x.c2, &zero, 10),
        }
    }

    /// The operations on 8 lanes: Fp6 product, square, line product, each on small inputs
    /// and on inputs at their bounds, and a chain of squares and line products.
    struct Ops([Fp12; 8], [Fp12; 8], [[Fp2; 3]; 8]);

    type Results = [[Fp12; 8]; 7];

    impl FpLaneKernel for Ops {
        type Output = Results;
        #[inline(always)]
        fn run<F: FpLanes>(self, f: F) -> Results {
            let (a, b) = (load_small(f, &self.0), load_small(f, &self.1));
            let l: [X8Fp2<F::E>; 3] = core::array::from_fn(|i| {
                load_small_fp2(f, &core::array::from_fn(|j| self.2[j][i]))
            });
            let (ai, bi) = (inflate(f, &a), inflate(f, &b));
            let zero = f.reload(&[[0; 8]; 8]);
            let zero2 = X8Fp2 { c0: zero, c1: zero };
            let zero6 = X8Fp6 {
                c0: zero2,
                c1: zero2,
                c2: zero2,
            };
            // Lines at their bound: the first coefficient inflated.
            let li = [bi.c0.c0, l[1], ai.c1.c2];
            let mut chain = a;
            for _ in 0..3 {
                chain = mul_by_014(f, &square(f, &chain), &l);
            }
            [
                store(
                    f,
                    &X8Fp12 {
                        c0: fp6_mul(f, &a.c0, &b.c0),
                        c1: zero6,
                    },
                ),
                store(
                    f,
                    &X8Fp12 {
                        c0: fp6_mul(f, &ai.c0, &bi.c0),
                        c1: zero6,
                    },
                ),
                store(f, &square(f, &a)),
                store(f, &square(f, &ai)),
                store(f, &mul_by_014(f, &a, &l)),
                store(f, &mul_by_014(f, &ai, &li)),
                store(f, &chain),
            ]
        }
    }

    fn expected(a: &[Fp12; 8], b: &[Fp12; 8], l: &[[Fp2; 3]; 8]) -> Results {
        let each = |g: &dyn Fn(usize) -> Fp12| -> [Fp12; 8] { core::array::from_fn(g) };
        let m6 = |x: &Fp12, y: &Fp12| Fp12 {
            c0: x.c0 * y.c0,
            c1: Fp6::ZERO,
        };
        let li = |j: usize| [b[j].c0.c0, l[j][1], a[j].c1.c2];
        [
            each(&|j| m6(&a[j], &b[j])),
            each(&|j| m6(&a[j], &b[j])),
            each(&|j| a[j].square()),
            each(&|j| a[j].square()),
            each(&|j| a[j].mul_by_014(&l[j][0], &l[j][1], &l[j][2])),
            each(&|j| {
                let m = li(j);
                a[j].mul_by_014(&m[0], &m[1], &m[2])
            }),
            each(&|j| {
                let mut c = a[j];
                for _ in 0..3 {
                    c = c.square().mul_by_014(&l[j][0], &l[j][1], &l[j][2]);
                }
                c
            }),
        ]
    }

    fn check(a: [Fp12; 8], b: [Fp12; 8], l: [[Fp2; 3]; 8]) {
        let want = expected(&a, &b, &l);
        assert_eq!(
            run_emulated(Ops(a, b, l)),
            want,
            "emulation, a = {a:?}, b = {b:?}"
        );
        if let Some(got) = run_ifma_if_cpu(Ops(a, b, l)) {
            assert_eq!(got, want, "IFMA, a = {a:?}, b = {b:?}");
        }
    }

    #[test]
    fn lanes_match_scalar_fp12() {
        let mut rng = rng("fp12_lanes::lanes_match_scalar_fp12");
        let fp = |x: Fp| Fp2::new(x, x);
        let edges = [
            Fp2::ZERO,
            Fp2::ONE,
            -Fp2::ONE,
            fp(-Fp::ONE),
            Fp2::new(Fp::ONE, -Fp::ONE),
        ];
        let c12 = |x: Fp2| Fp12 {
            c0: Fp6::new(x, x, x),
            c1: Fp6::new(x, x, x),
        };
        for (i, &x) in edges.iter().enumerate() {
            let y = edges[(i + 1) % edges.len()];
            let a = core::array::from_fn(|j| if j % 2 == 0 { c12(x) } else { Fp12::ONE });
            let b = core::array::from_fn(|j| if j % 3 == 0 { c12(y) } else { -Fp12::ONE });
            let l = core::array::from_fn(|j| [if j % 2 == 0 { x } else { y }, y, x]);
            check(a, b, l);
        }
        for _ in 0..crate::test_util::iters(100) {
            let a = core::array::from_fn(|_| Fp12::random(&mut rng));
            let b = core::array::from_fn(|_| Fp12::random(&mut rng));
            let l = core::array::from_fn(|_| [0; 3].map(|_| Fp2::random(&mut rng)));
            check(a, b, l);
        }
    }

    /// One Fp12 product with its products spread over the lanes, VROOM's approach (Langowski,
    /// "VROOM", Fp12 product in RNS lanes) tried inside a single pairing's arithmetic: the 18 Fp2
    /// products of Karatsuba over Karatsuba (a₀b₀, a₁b₁, (a₀ + a₁)(b₀ + b₁), each an Fp6
    /// Karatsuba of six Fp2 products) in three rounds of eight Fp2 lanes, the operand sums
    /// and the recombination scalar. An experiment, kept as tests: `spread_fp12_matches_scalar`
    /// checks it, `spread_fp12_timing` (ignored; `cargo test --release --lib --
    /// --ignored spread_fp12_timing --nocapture`) times it beside the scalar product.
    struct Spread<'a>(&'a [[Fp2; 8]; 3], &'a [[Fp2; 8]; 3]);

    impl FpLaneKernel for Spread<'_> {
        type Output = [[Fp2; 8]; 3];
        // Written out, not through a closure: a closure inside a lane kernel loses the kernel's
        // target features.
        #[inline(always)]
        fn run<F: FpLanes>(self, f: F) -> [[Fp2; 8]; 3] {
            let (a, b) = (self.0, self.1);
            let r0 = fp2::mul(f, &fp2::load(f, &a[0]), &fp2::load(f, &b[0]));
            let r1 = fp2::mul(f, &fp2::load(f, &a[1]), &fp2::load(f, &b[1]));
            let r2 = fp2::mul(f, &fp2::load(f, &a[2]), &fp2::load(f, &b[2]));
            [fp2::store(f, &r0), fp2::store(f, &r1), fp2::store(f, &r2)]
        }
    }

    /// The six operand pairs of the Karatsuba product x·y in Fp6.
    fn fp6_operands(x: &Fp6, y: &Fp6) -> [(Fp2, Fp2); 6] {
        [
            (x.c0, y.c0),
            (x.c1, y.c1),
            (x.c2, y.c2),
            (x.c1 + x.c2, y.c1 + y.c2),
            (x.c0 + x.c1, y.c0 + y.c1),
            (x.c0 + x.c2, y.c0 + y.c2),
        ]
    }

    /// x·y from its six products (v₀, v₁, v₂, m₁₂, m₀₁, m₀₂): c₀ = v₀ + ξ(m₁₂ − v₁ − v₂),
    /// c₁ = m₀₁ − v₀ − v₁ + ξv₂, c₂ = m₀₂ − v₀ − v₂ + v₁.
    fn fp6_recombine(t: &[Fp2]) -> Fp6 {
        let (v0, v1, v2) = (t[0], t[1], t[2]);
        Fp6::new(
            v0 + (t[3] - v1 - v2).mul_by_nonresidue(),
            t[4] - v0 - v1 + v2.mul_by_nonresidue(),
            t[5] - v0 - v2 + v1,
        )
    }

    /// a·b for one pair of Fp12 elements, its Fp2 products in `run`'s lanes.
    fn spread_mul<R: Runner>(run: &R, a: &Fp12, b: &Fp12) -> Option<Fp12> {
        let pairs = [
            fp6_operands(&a.c0, &b.c0),
            fp6_operands(&a.c1, &b.c1),
            fp6_operands(&(a.c0 + a.c1), &(b.c0 + b.c1)),
        ];
        let (mut x, mut y) = ([[Fp2::ZERO; 8]; 3], [[Fp2::ZERO; 8]; 3]);
        for (k, (p, q)) in pairs.iter().flatten().enumerate() {
            (x[k / 8][k % 8], y[k / 8][k % 8]) = (*p, *q);
        }
        let t = run.run(Spread(&x, &y))?;
        let t: [Fp2; 18] = core::array::from_fn(|k| t[k / 8][k % 8]);
        let (t0, t1, t2) = (
            fp6_recombine(&t[0..6]),
            fp6_recombine(&t[6..12]),
            fp6_recombine(&t[12..18]),
        );
        Some(Fp12 {
            c0: t0 + t1.mul_by_nonresidue(),
            c1: t2 - t0 - t1,
        })
    }

    #[test]
    fn spread_fp12_matches_scalar() {
        let mut rng = rng("fp12_lanes::spread_fp12_matches_scalar");
        let mut xs = std::vec![Fp12::ONE, -Fp12::ONE, Fp12::ZERO];
        for _ in 0..8 {
            xs.push(Fp12::random(&mut rng));
        }
        for a in &xs {
            for b in &xs {
                assert_eq!(spread_mul(&Emulated, a, b), Some(*a * *b));
                if let Some(got) = spread_mul(&IfmaIfCpu, a, b) {
                    assert_eq!(got, *a * *b);
                }
            }
        }
    }

    /// Medians of 15 rounds, the two products alternating, 4000 of each per round.
    #[test]
    #[ignore]
    fn spread_fp12_timing() {
        use std::time::Instant;
        let mut rng = rng("fp12_lanes::spread_fp12_timing");
        let (a, b) = (Fp12::random(&mut rng), Fp12::random(&mut rng));
        if spread_mul(&IfmaIfCpu, &a, &b).is_none() {
            std::println!("no IFMA on this CPU");
            return;
        }
        let n = 4000;
        let (mut scalar, mut lanes, mut kernel) = (std::vec![], std::vec![], std::vec![]);
        let (x, y) = ([[a.c0.c0; 8]; 3], [[b.c1.c2; 8]; 3]);
        for _ in 0..15 {
            let t = Instant::now();
            for _ in 0..n {
                core::hint::black_box(
                    IfmaIfCpu.run(Spread(core::hint::black_box(&x), core::hint::black_box(&y))),
                );
            }
            kernel.push(t.elapsed().as_nanos() as f64 / n as f64);
            let t = Instant::now();
            let mut x = a;
            for _ in 0..n {
                x = core::hint::black_box(x * b);
            }
            scalar.push(t.elapsed().as_nanos() as f64 / n as f64);
            let t = Instant::now();
            let mut y = a;
            for _ in 0..n {
                y = core::hint::black_box(spread_mul(&IfmaIfCpu, &y, &b).unwrap());
            }
            lanes.push(t.elapsed().as_nanos() as f64 / n as f64);
            assert_eq!(x, y);
        }
        let med = |v: &mut std::vec::Vec<f64>| {
            v.sort_by(|p, q| p.partial_cmp(q).unwrap());
            v[v.len() / 2]
        };
        let (s, l, k) = (med(&mut scalar), med(&mut lanes), med(&mut kernel));
        std::println!(
            "Fp12 product: scalar {s:.0} ns, spread over the lanes {l:.0} ns ({:.2}), of which \
             the lane kernel (load, 9 lane products, store) {k:.0} ns",
            l / s
        );
    }
}
