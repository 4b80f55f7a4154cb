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

use super::Field;
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
#[inline]
pub(crate) fn pow_chain<F: Field, const N: usize>(x: &[F; N], c: &Chain) -> [F; N] {
    let mut table = [[F::ZERO; ODD]; N];
    for i in 0..N {
        let x2 = x[i].square();
        table[i][0] = x[i];
        for k in 1..ODD {
            table[i][k] = table[i][k - 1] * x2;
        }
    }
    let mut acc: [F; N] = core::array::from_fn(|i| table[i][c.first as usize]);
    for &(squarings, k) in &c.steps[..c.len] {
        // One base: its squarings are one dependent chain, which `square_n` runs fastest;
        // several: interleaved, so that their independent squarings overlap.
        if N == 1 {
            acc[0] = acc[0].square_n(u32::from(squarings));
        } else {
            for _ in 0..squarings {
                for a in acc.iter_mut() {
                    *a = a.square();
                }
            }
        }
        for (a, t) in acc.iter_mut().zip(table.iter()) {
            *a *= t[k as usize];
        }
    }
    for a in acc.iter_mut() {
        *a = a.square_n(u32::from(c.trailing));
    }
    acc
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
}
