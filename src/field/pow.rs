//! Exponentiation by fixed public exponents (square roots, Legendre symbols, Fermat inversion):
//! a sliding window of 5 bits over the odd powers `x, x³, …, x³¹` (Menezes–van Oorschot–Vanstone,
//! *Handbook of Applied Cryptography*, Algorithm 14.85), its schedule computed from the
//! exponent's bits at compile time ([`chain`]).
//!
//! The schedule and the table index depend only on the exponent, so the time does not depend
//! on the base. [`pow_chain`] runs N independent bases in lockstep: a Montgomery product is a
//! chain of dependent carries, so one exponentiation leaves the core's execution units half
//! idle, and interleaving two hides much of that latency (about 10% less time than two in a
//! row, measured on Zen 3 with the MULX/ADX kernels; `hash_to_curve` maps two field elements).
//! Eight or more Fp bases, in multiples of 8, run in the 8 lanes of AVX-512 IFMA where it is
//! in use (`fp_lanes`; the batched hashes map 8 field elements at once): about 4 times the
//! throughput of the scalar kernels (Zen 4: 8 exponentiations by (p − 3)/4 in 31–38 µs in
//! lanes, 146–155 µs scalar, on a loaded machine).

use core::marker::PhantomData;

use super::Field;
#[cfg(feature = "alloc")]
use super::Fp;
use crate::params;

/// Window width.
const W: usize = 5;
/// The odd powers in the table: x^(2k + 1) for k < ODD.
const ODD: usize = 1 << (W - 1);
/// Room for the windows of a 384-bit exponent (each covers at least one set bit and is followed
/// by at least one zero bit or the end, so there are at most 384 / 2 + 1).
const MAX_STEPS: usize = 193;

/// A sliding-window schedule: start from `x^(2·first + 1)`; for each step square `.0` times and
/// multiply by `x^(2·.1 + 1)`; end with `trailing` squarings.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Chain {
    first: u8,
    steps: [(u8, u8); MAX_STEPS],
    len: usize,
    trailing: u8,
}

impl Chain {
    /// Squarings and multiplications after the table (for the documentation and the tests).
    #[cfg(test)]
    pub(crate) fn cost(&self) -> (usize, usize) {
        let mut s = self.trailing as usize;
        for &(q, _) in &self.steps[..self.len] {
            s += q as usize;
        }
        (s, self.len)
    }
}

/// The schedule of `e` (not zero): left to right, the longest window of at most W bits that
/// ends on a set bit.
pub(crate) const fn chain(e: &[u64; 6]) -> Chain {
    const fn bit(e: &[u64; 6], i: usize) -> u64 {
        (e[i / 64] >> (i % 64)) & 1
    }
    let mut top = 384;
    while top > 0 && bit(e, top - 1) == 0 {
        top -= 1;
    }
    assert!(top > 0, "exponent zero");
    let mut c = Chain {
        first: 0,
        steps: [(0, 0); MAX_STEPS],
        len: 0,
        trailing: 0,
    };
    let mut started = false;
    let mut pending = 0usize; // squarings owed since the last multiplication
    let mut i = top;
    while i > 0 {
        if bit(e, i - 1) == 0 {
            pending += 1;
            i -= 1;
            continue;
        }
        let mut j = i.saturating_sub(W);
        while bit(e, j) == 0 {
            j += 1;
        }
        let mut w = 0usize;
        let mut k = i;
        while k > j {
            k -= 1;
            w = (w << 1) | bit(e, k) as usize;
        }
        if !started {
            c.first = (w >> 1) as u8;
            started = true;
        } else {
            pending += i - j;
            assert!(pending < 256 && c.len < MAX_STEPS);
            c.steps[c.len] = (pending as u8, (w >> 1) as u8);
            c.len += 1;
        }
        pending = 0;
        i = j;
    }
    c.trailing = pending as u8;
    c
}

/// `x^((p + 1)/4)`: the square root in Fp (p ≡ 3 mod 4).
pub(crate) const P_PLUS_1_OVER_4: Chain = chain(&params::P_PLUS_1_OVER_4);
/// `x^((p − 1)/2)`: Euler's criterion.
pub(crate) const P_MINUS_1_OVER_2: Chain = chain(&params::P_MINUS_1_OVER_2);
/// `x^((p − 3)/4)`: the inverse square root, the workhorse of `sqrt.rs`.
pub(crate) const P_MINUS_3_OVER_4: Chain = chain(&params::P_MINUS_3_OVER_4);
/// `x^(p − 2)`: Fermat inversion.
pub(crate) const P_MINUS_2: Chain = chain(&params::P_MINUS_2);

/// `x[i]^e` for each of the N bases, `e` given by its schedule, interleaved. Constant time.
///
/// Fp with N a multiple of 8 runs in the 8-lane IFMA arithmetic when it is in use (the SSWU map
/// of 4 messages' 8 field elements at once); the results are the same, bit for bit, since the
/// lanes' stores are canonical.
#[inline]
pub(crate) fn pow_chain<F: Field, const N: usize>(x: &[F; N], c: &Chain) -> [F; N] {
    #[cfg(feature = "alloc")]
    if let Some(y) = in_lanes::pow_chain(x, c) {
        return y;
    }
    walk(&Lockstep::<F, N>(PhantomData), x, c)
}

/// The arithmetic a schedule is walked in: N scalar bases in lockstep, or 8 in lanes.
trait PowArith {
    /// N bases (or their powers).
    type E: Copy;
    fn mul(&self, a: &Self::E, b: &Self::E) -> Self::E;
    fn square(&self, a: &Self::E) -> Self::E;
    /// `#[inline(always)]` here and in the implementations: in lanes, everything must inline
    /// into the `#[target_feature]` function, or the lane operations run as calls.
    #[inline(always)]
    fn square_n(&self, a: &Self::E, n: u8) -> Self::E {
        let mut a = *a;
        for _ in 0..n {
            a = self.square(&a);
        }
        a
    }
}

/// The sliding-window walk of `c` from the bases `x`: the table of odd powers, then the steps.
#[inline(always)]
fn walk<A: PowArith>(a: &A, x: &A::E, c: &Chain) -> A::E {
    let x2 = a.square(x);
    let mut table = [*x; ODD];
    for k in 1..ODD {
        table[k] = a.mul(&table[k - 1], &x2);
    }
    let mut acc = table[c.first as usize];
    for &(squarings, k) in &c.steps[..c.len] {
        acc = a.mul(&a.square_n(&acc, squarings), &table[k as usize]);
    }
    a.square_n(&acc, c.trailing)
}

/// N scalar bases in lockstep.
struct Lockstep<F, const N: usize>(PhantomData<F>);

impl<F: Field, const N: usize> PowArith for Lockstep<F, N> {
    type E = [F; N];

    #[inline(always)]
    fn mul(&self, a: &[F; N], b: &[F; N]) -> [F; N] {
        core::array::from_fn(|i| a[i] * b[i])
    }

    #[inline(always)]
    fn square(&self, a: &[F; N]) -> [F; N] {
        a.map(|a| a.square())
    }

    #[inline(always)]
    fn square_n(&self, a: &[F; N], n: u8) -> [F; N] {
        // One base: its squarings are one dependent chain, which `square_n` runs fastest;
        // several: interleaved, so that their independent squarings overlap.
        if N == 1 {
            return a.map(|a| a.square_n(u32::from(n)));
        }
        let mut a = *a;
        for _ in 0..n {
            for x in a.iter_mut() {
                *x = x.square();
            }
        }
        a
    }
}

/// The walk in 8 lanes of IFMA (the lanes exist with `alloc`, for the batches that fill them).
#[cfg(feature = "alloc")]
mod in_lanes {
    use super::{walk, Chain, Field, Fp, PowArith};
    use crate::field::fp_lanes::{self, FpLaneKernel, FpLanes};

    /// [`pow_chain`](super::pow_chain) in lanes when `F` is Fp, N a multiple of 8 and IFMA in
    /// use; `None` otherwise.
    #[inline]
    pub(super) fn pow_chain<F: Field, const N: usize>(x: &[F; N], c: &Chain) -> Option<[F; N]> {
        if N == 0 || !N.is_multiple_of(8) || F::from_fp(Fp::ZERO).is_none() {
            return None;
        }
        let xs: [Fp; N] = x.map(|x| x.to_fp().unwrap_or(Fp::ZERO));
        let mut out = [Fp::ZERO; N];
        let kernel = PowLanes {
            x: &xs,
            out: &mut out,
            c,
        };
        fp_lanes::run_ifma(kernel)?;
        Some(out.map(|y| F::from_fp(y).unwrap_or(F::ZERO)))
    }

    /// 8 bases in the lanes' arithmetic.
    ///
    /// Bounds (`fp_lanes`): a loaded base is below 2^413, and every other table entry and every
    /// accumulator value is a `mul` or `square` of values below 2^415, so below 2^415 itself; the
    /// accumulator's final value, stored, is thus within `store`'s bound.
    struct InLanes<L>(L);

    impl<L: FpLanes> PowArith for InLanes<L> {
        type E = L::E;

        #[inline(always)]
        fn mul(&self, a: &L::E, b: &L::E) -> L::E {
            self.0.mul(a, b)
        }

        #[inline(always)]
        fn square(&self, a: &L::E) -> L::E {
            self.0.square(a)
        }
    }

    /// `out[i] = x[i]^e` in groups of 8 lanes (`x.len()` a multiple of 8).
    pub(super) struct PowLanes<'a> {
        pub(super) x: &'a [Fp],
        pub(super) out: &'a mut [Fp],
        pub(super) c: &'a Chain,
    }

    impl FpLaneKernel for PowLanes<'_> {
        type Output = ();

        #[inline(always)]
        fn run<L: FpLanes>(self, f: L) {
            for (x, out) in self.x.chunks_exact(8).zip(self.out.chunks_exact_mut(8)) {
                let x: [Fp; 8] = core::array::from_fn(|j| x[j]);
                let y = walk(&InLanes(f), &f.load(&x), self.c);
                out.copy_from_slice(&f.store(&y));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::{Fp, Fp2};
    use crate::test_util::rng;

    /// Every schedule against square and multiply, on Fp and Fp2, one and two lanes.
    #[test]
    fn chains_compute_their_exponents() {
        let mut rng = rng("pow::chains_compute_their_exponents");
        let exps = [
            (&P_PLUS_1_OVER_4, params::P_PLUS_1_OVER_4),
            (&P_MINUS_1_OVER_2, params::P_MINUS_1_OVER_2),
            (&P_MINUS_3_OVER_4, params::P_MINUS_3_OVER_4),
            (&P_MINUS_2, params::P_MINUS_2),
            (&chain(&[1, 0, 0, 0, 0, 0]), [1, 0, 0, 0, 0, 0]),
            (
                &chain(&[0b1_0000_0000, 0, 0, 0, 0, 0]),
                [0b1_0000_0000, 0, 0, 0, 0, 0],
            ),
            (&chain(&[u64::MAX; 6]), [u64::MAX; 6]),
        ];
        for (c, e) in exps {
            for _ in 0..10 {
                let (x, y) = (Fp::random(&mut rng), Fp::random(&mut rng));
                assert_eq!(
                    pow_chain(&[x, y], c),
                    [x.pow_vartime(&e), y.pow_vartime(&e)]
                );
                let z = Fp2::random(&mut rng);
                assert_eq!(pow_chain(&[z], c), [z.pow_vartime(&e)]);
            }
            assert_eq!(pow_chain(&[Fp::ZERO, Fp::ONE], c), [Fp::ZERO, Fp::ONE]);
        }
        // The square-root exponent: 375 squarings and 66 multiplications after the table.
        assert_eq!(P_MINUS_3_OVER_4.cost(), (375, 66));
    }

    /// The 8-lane walk (on the emulation, and with IFMA when the CPU has it) against the scalar
    /// one, for every schedule, on random bases and the lanes' edge values; and `pow_chain` of
    /// 8 and 16 Fp bases (the lanes where IFMA is in use) against it too.
    #[test]
    #[cfg(feature = "alloc")]
    fn lanes_match_scalar() {
        use super::in_lanes::PowLanes;
        use crate::field::fp_lanes::{run_emulated, run_ifma_if_cpu, tests::edge_values};
        let mut rng = rng("pow::lanes_match_scalar");
        let chains = [
            P_PLUS_1_OVER_4,
            P_MINUS_1_OVER_2,
            P_MINUS_3_OVER_4,
            P_MINUS_2,
            chain(&[1, 0, 0, 0, 0, 0]),
            chain(&[0b1_0000_0000, 0, 0, 0, 0, 0]),
            chain(&[u64::MAX; 6]),
        ];
        let edges = edge_values();
        let mut inputs: std::vec::Vec<[Fp; 8]> = edges
            .chunks(8)
            .map(|e| core::array::from_fn(|j| e[j % e.len()]))
            .collect();
        for _ in 0..crate::test_util::iters(6) {
            inputs.push(core::array::from_fn(|_| Fp::random(&mut rng)));
        }
        // Edge values among random ones, in every lane.
        for (k, e) in edges.iter().enumerate() {
            let mut x: [Fp; 8] = core::array::from_fn(|_| Fp::random(&mut rng));
            x[k % 8] = *e;
            inputs.push(x);
        }
        let lanes = |x: &[Fp; 8], c: &Chain, run: &dyn Fn(PowLanes<'_>) -> Option<()>| {
            let mut out = [Fp::ZERO; 8];
            run(PowLanes {
                x,
                out: &mut out,
                c,
            })
            .map(|()| out)
        };
        for c in &chains {
            for x in &inputs {
                let want = walk(&Lockstep::<Fp, 8>(PhantomData), x, c);
                assert_eq!(want, x.map(|x| pow_chain(&[x], c)[0]));
                let emu = lanes(x, c, &|k| {
                    run_emulated(k);
                    Some(())
                });
                assert_eq!(emu, Some(want), "emulation, x = {x:?}");
                if let Some(got) = lanes(x, c, &|k| run_ifma_if_cpu(k)) {
                    assert_eq!(got, want, "IFMA, x = {x:?}");
                }
                assert_eq!(pow_chain(x, c), want);
                let x16: [Fp; 16] = core::array::from_fn(|i| if i < 8 { x[i] } else { -x[i - 8] });
                let want16: [Fp; 16] = core::array::from_fn(|i| pow_chain(&[x16[i]], c)[0]);
                assert_eq!(pow_chain(&x16, c), want16);
            }
        }
    }
}
