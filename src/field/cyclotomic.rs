//! Squaring and exponentiation by the curve parameter in the cyclotomic subgroup of Fp12*, the
//! elements of order dividing Φ12(p) = p⁴ − p² + 1, where the final exponentiation's hard part
//! runs. Every function here assumes its input lies there (the image of the easy part,
//! `f^((p⁶ − 1)(p² + 1))`); on other inputs the results are meaningless.
//!
//! Index names follow Karabina (and gnark-crypto): g0 = c0.c0, g1 = c0.c1, g2 = c0.c2,
//! g3 = c1.c0, g4 = c1.c1, g5 = c1.c2.

use subtle::{Choice, ConditionallySelectable};

use crate::backend;
use crate::backend::layout::{Fp12, Fp2, Fp2Wide, Fp6};
use crate::params::Z_ABS;

/// Below this many squarings, [`Fp12::cyclotomic_square_n`] uses Granger–Scott squarings:
/// Karabina's cheaper squarings do not pay back the decompression's inversion.
const COMPRESSED_THRESHOLD: usize = 12;

/// `(a + b·s)²` in Fp4 = Fp2[s]/(s² − ξ) is `(a² + ξ·b²) + 2ab·s` (Granger–Scott, ePrint
/// 2009/565, §3.2, who take 2ab as `(a + b)² − a² − b²`): two Fp2 squarings and one product,
/// left unreduced in `t[0]` (a² + ξ·b²) and `t[2]` (2ab; times ξ when `xi_2ab`) for the
/// caller's fused reduction and closing step.
#[inline(always)]
fn fp4_square_wide(a: &Fp2, b: &Fp2, t: &mut [Fp2Wide; 3], xi_2ab: bool) {
    let [t0, t1, t2] = t;
    t0.set_square(a);
    t1.set_square(b);
    // 2ab as one product by a lazily doubled factor: cheaper than (a + b)² − a² − b², whose
    // reduced sum and two wide subtractions cost more than a product's third multiplication.
    t2.set_mul(&a.add_lazy(a), b);
    if xi_2ab {
        t2.mul_by_nonresidue_assign();
    }
    t0.add_mul_by_nonresidue_assign(t1);
}

/// Karabina's compressed form (ePrint 2010/542, §3): g1, g2, g3, g5 of a cyclotomic element
/// determine g0 and g4, and squaring needs only these four.
#[derive(Copy, Clone)]
struct Compressed {
    g1: Fp2,
    g2: Fp2,
    g3: Fp2,
    g5: Fp2,
}

impl Compressed {
    fn from(f: &Fp12) -> Compressed {
        Compressed {
            g1: f.c0.c1,
            g2: f.c0.c2,
            g3: f.c1.c0,
            g5: f.c1.c2,
        }
    }

    /// The compressed square in place (Karabina, ePrint 2010/542, Theorem 3.2, in
    /// gnark-crypto's arrangement for this tower, with 2·g1·g5 and 2·g2·g3 as products): four Fp2
    /// squarings, two Fp2 products and four reductions of
    /// Fp2 pairs. In place because the exponentiation by z runs 63 of these back to back, and
    /// returning the 384-byte state by value cost a `memcpy` each.
    #[inline]
    fn square_assign(&mut self) {
        let mut s1 = Fp2Wide::ZERO;
        let mut s5 = Fp2Wide::ZERO;
        let mut s2 = Fp2Wide::ZERO;
        let mut s3 = Fp2Wide::ZERO;
        s1.set_square(&self.g1);
        s5.set_square(&self.g5);
        s2.set_square(&self.g2);
        s3.set_square(&self.g3);
        // 2·g1·g5 and 2·g2·g3 as products by a lazily doubled factor (cheaper than
        // (g1 + g5)² − g1² − g5²: a reduced sum and two wide subtractions).
        let mut m15 = Fp2Wide::ZERO;
        let mut m23 = Fp2Wide::ZERO;
        m15.set_mul(&self.g1.add_lazy(&self.g1), &self.g5);
        m23.set_mul(&self.g2.add_lazy(&self.g2), &self.g3);
        // g1' = 3(g3² + ξ·g2²) − 2·g1
        s2.mul_by_nonresidue_assign();
        s2.add_assign(&s3);
        let x = self.g1;
        s2.reduce_three_t_minus_two_x_into(&x, &mut self.g1);
        // g2' = 3(ξ·g5² + g1²) − 2·g2
        s5.mul_by_nonresidue_assign();
        s5.add_assign(&s1);
        let x = self.g2;
        s5.reduce_three_t_minus_two_x_into(&x, &mut self.g2);
        // g3' = 3ξ·2g1g5 + 2·g3
        m15.mul_by_nonresidue_assign();
        let x = self.g3;
        m15.reduce_three_t_plus_two_x_into(&x, &mut self.g3);
        // g5' = 3·2g2g3 + 2·g5
        let x = self.g5;
        m23.reduce_three_t_plus_two_x_into(&x, &mut self.g5);
    }

    /// The numerator and denominator of g4 (Karabina, ePrint 2010/542, Theorem 3.1):
    /// `(ξ·g5² + 3·g1² − 2·g2) / (4·g3)`, or `2·g1·g5 / g2` when g3 = 0, chosen by selection.
    fn g4_fraction(&self) -> (Fp2, Fp2) {
        let Compressed { g1, g2, g3, g5 } = self;
        let mut num = Fp2::ZERO;
        Fp2Wide::square(g1).reduce_three_t_minus_two_x_into(g2, &mut num);
        let num = num + g5.square().mul_by_nonresidue();
        let den = g3.double().double();
        let g3_zero = g3.is_zero();
        let num = Fp2::conditional_select(&num, &(g1 * g5).double(), g3_zero);
        let den = Fp2::conditional_select(&den, g2, g3_zero);
        (num, den)
    }

    /// The full element, given g4: `g0 = ξ·(2·g4² + g3·g5 − 3·g1·g2) + 1` (ibid.).
    fn finish(&self, g4: Fp2) -> Fp12 {
        let Compressed { g1, g2, g3, g5 } = self;
        let s4 = Fp2Wide::square(&g4);
        let t = s4
            .add(&s4)
            .add(&Fp2Wide::mul(g3, g5))
            .sub(&Fp2Wide::mul(&(g1.double() + g1), g2))
            .reduce();
        let g0 = t.mul_by_nonresidue() + Fp2::ONE;
        Fp12 {
            c0: Fp6 {
                c0: g0,
                c1: *g1,
                c2: *g2,
            },
            c1: Fp6 {
                c0: *g3,
                c1: g4,
                c2: *g5,
            },
        }
    }
}

/// Decompresses N compressed elements with one Fp2 inversion (Montgomery's trick; Aranha et al.,
/// EUROCRYPT 2011, §5 share the inversion the same way). A zero denominator only occurs for
/// the identity (g1 = … = g5 = 0), whose g4 = 0 the zero-skipping inversion then yields.
///
/// The trick is spelled out here on arrays rather than through `field::batch_invert` so that it
/// needs no allocation (that one only batches with `alloc`).
fn decompress_batch<const N: usize>(cs: &[Compressed; N]) -> [Fp12; N] {
    let mut num = [Fp2::ZERO; N];
    let mut den = [Fp2::ZERO; N];
    for i in 0..N {
        (num[i], den[i]) = cs[i].g4_fraction();
    }
    // prefix[i] = product of the non-zero den[0..i].
    let mut prefix = [Fp2::ONE; N];
    let mut acc = Fp2::ONE;
    for i in 0..N {
        prefix[i] = acc;
        acc = Fp2::conditional_select(&(acc * den[i]), &acc, den[i].is_zero());
    }
    let mut inv = acc.invert().unwrap_or(Fp2::ONE);
    let mut out = [Fp12::ONE; N];
    for i in (0..N).rev() {
        let z: Choice = den[i].is_zero();
        let den_inv = Fp2::conditional_select(&(inv * prefix[i]), &Fp2::ZERO, z);
        inv = Fp2::conditional_select(&(inv * den[i]), &inv, z);
        out[i] = cs[i].finish(num[i] * den_inv);
    }
    out
}

impl Fp12 {
    /// `self²` for `self` in the cyclotomic subgroup: Granger–Scott (ePrint 2009/565, §3.2),
    /// nine Fp2 squarings against the general squaring's twelve Fp2 products.
    pub fn cyclotomic_square(&self) -> Fp12 {
        let mut out = Fp12::ZERO;
        self.cyclotomic_square_into(&mut out);
        out
    }

    /// [`cyclotomic_square`](Self::cyclotomic_square) into `out` (which must not be `self`):
    /// every step writes where the next reads (returned by value, the 576-byte intermediates
    /// were copied with `memcpy`, and Fp2 results with loads that stall on store forwarding).
    #[inline(always)]
    fn cyclotomic_square_into(&self, out: &mut Fp12) {
        if !backend::fp12_cyclotomic_sqr(out, self) {
            self.cyclotomic_square_composed(out);
        }
    }

    /// [`cyclotomic_square_into`](Self::cyclotomic_square_into) composed from the kernels (what
    /// the x86_64 kernel does in one call).
    #[inline(always)]
    fn cyclotomic_square_composed(&self, out: &mut Fp12) {
        let (a, b) = (&self.c0, &self.c1);
        let mut w = [Fp2Wide::ZERO; 3];
        let (o0, o1) = (&mut out.c0, &mut out.c1);
        // Each output coefficient is 3·t ∓ 2·(the input coefficient in its place), reduced and
        // combined in one kernel call per Fp component (written straight into `out`).
        fp4_square_wide(&a.c0, &b.c1, &mut w, false);
        w[0].reduce_three_t_minus_two_x_into(&a.c0, &mut o0.c0);
        w[2].reduce_three_t_plus_two_x_into(&b.c1, &mut o1.c1);
        fp4_square_wide(&b.c0, &a.c2, &mut w, false);
        w[0].reduce_three_t_minus_two_x_into(&a.c1, &mut o0.c1);
        w[2].reduce_three_t_plus_two_x_into(&b.c2, &mut o1.c2);
        fp4_square_wide(&a.c1, &b.c2, &mut w, true);
        w[0].reduce_three_t_minus_two_x_into(&a.c2, &mut o0.c2);
        w[2].reduce_three_t_plus_two_x_into(&b.c0, &mut o1.c0);
    }

    /// `self^(2^n)` for `self` in the cyclotomic subgroup. From a dozen squarings on, Karabina's
    /// compressed squarings (six Fp2 squarings each) and one decompression (one inversion) are
    /// used; below that, Granger–Scott squarings. `n` is public; the time depends on it alone.
    pub fn cyclotomic_square_n(&self, n: usize) -> Fp12 {
        if n < COMPRESSED_THRESHOLD {
            let mut f = *self;
            let mut g = Fp12::ZERO;
            for _ in 0..n / 2 {
                f.cyclotomic_square_into(&mut g);
                g.cyclotomic_square_into(&mut f);
            }
            if n % 2 == 1 {
                f.cyclotomic_square_into(&mut g);
                return g;
            }
            return f;
        }
        let mut c = Compressed::from(self);
        for _ in 0..n {
            c.square_assign();
        }
        decompress_batch(&[c])[0]
    }

    /// `self^z` for the curve parameter z = −0xd201000000010000 and `self` in the cyclotomic
    /// subgroup (where the closing conjugation is the inversion z < 0 asks for). Constant time.
    ///
    /// All 63 squarings are Karabina-compressed along one chain from `self`; the six powers
    /// `self^(2^k)` for the set bits k ∈ {16, 48, 57, 60, 62, 63} of |z| are decompressed
    /// together with one shared inversion and multiplied (Aranha–Karabina–Longa–Gebotys–López,
    /// EUROCRYPT 2011, §5): 63 compressed squarings, 5 multiplications.
    pub fn cyclotomic_exp_by_z(&self) -> Fp12 {
        const BITS: [u32; 6] = [16, 48, 57, 60, 62, 63];
        const _: () = {
            let mut sum = 0u64;
            let mut i = 0;
            while i < 6 {
                sum |= 1 << BITS[i];
                i += 1;
            }
            assert!(sum == Z_ABS);
        };
        let mut c = Compressed::from(self);
        let mut saved = [c; 6];
        let mut done = 0;
        for (slot, bit) in BITS.into_iter().enumerate() {
            while done < bit {
                c.square_assign();
                done += 1;
            }
            saved[slot] = c;
        }
        let p = decompress_batch(&saved);
        let f = ((p[0] * p[1]) * (p[2] * p[3])) * (p[4] * p[5]);
        f.conjugate()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::rng;

    /// A random element of the cyclotomic subgroup: `f^((p⁶ − 1)(p² + 1))`.
    fn cyclotomic(rng: &mut rand::rngs::StdRng) -> Fp12 {
        let f = Fp12::random(rng);
        let t = f.conjugate() * f.invert().unwrap();
        t.frobenius_map_n(2) * t
    }

    /// The x86_64 kernel against the composition it replaces, on any Fp12 (the formula is
    /// algebraic: both must agree off the subgroup too), including coefficients of 0, 1 and
    /// p − 1 limbs. Elsewhere there is no kernel and this checks nothing.
    #[test]
    fn kernel_matches_composition() {
        let mut rng = rng("kernel_matches_composition");
        let p = crate::backend::portable::P;
        let p_minus_1 = Fp2 {
            c0: crate::field::Fp([p[0] - 1, p[1], p[2], p[3], p[4], p[5]]),
            c1: crate::field::Fp([p[0] - 1, p[1], p[2], p[3], p[4], p[5]]),
        };
        let fill = |x: Fp2| Fp12 {
            c0: Fp6 {
                c0: x,
                c1: x,
                c2: x,
            },
            c1: Fp6 {
                c0: x,
                c1: x,
                c2: x,
            },
        };
        let mut inputs = std::vec![Fp12::ZERO, Fp12::ONE, fill(p_minus_1), fill(Fp2::ONE)];
        for _ in 0..crate::test_util::iters(2000) {
            inputs.push(Fp12::random(&mut rng));
            inputs.push(cyclotomic(&mut rng));
        }
        let mut checked = 0;
        for f in &inputs {
            let (mut k, mut c) = (Fp12::ZERO, Fp12::ZERO);
            if crate::backend::fp12_cyclotomic_sqr(&mut k, f) {
                f.cyclotomic_square_composed(&mut c);
                assert_eq!(k, c, "{f:?}");
                checked += 1;
            }
        }
        if checked == 0 {
            std::eprintln!("kernel_matches_composition: no cyclotomic squaring kernel selected");
        }
    }

    #[test]
    fn compressed_square_matches_square() {
        let mut rng = rng("compressed_square_matches_square");
        for _ in 0..200 {
            let f = cyclotomic(&mut rng);
            let s = f.square();
            let mut c = Compressed::from(&f);
            c.square_assign();
            assert_eq!(
                (c.g1, c.g2, c.g3, c.g5),
                (s.c0.c1, s.c0.c2, s.c1.c0, s.c1.c2)
            );
            assert_eq!(decompress_batch(&[c])[0], s);
        }
    }

    #[test]
    fn both_g4_formulas_hold_on_the_subgroup() {
        // A random element never has g3 = 0, so the branch for it is checked through the
        // identity ξ·(g2·g4 − 2·g1·g5) = g3·(1 − g0), which holds on the whole subgroup (found
        // by solving for it over random elements) and gives g2·g4 = 2·g1·g5 when g3 = 0.
        let mut rng = rng("both_g4_formulas_hold_on_the_subgroup");
        for _ in 0..200 {
            let f = cyclotomic(&mut rng);
            let (g0, g1, g2, g3, g4, g5) = (f.c0.c0, f.c0.c1, f.c0.c2, f.c1.c0, f.c1.c1, f.c1.c2);
            let lhs = (g2 * g4 - (g1 * g5).double()).mul_by_nonresidue();
            assert_eq!(lhs, g3 * (Fp2::ONE - g0));
            let (num, den) = Compressed::from(&f).g4_fraction();
            assert_eq!(den * g4, num);
            let zeroed = Compressed {
                g3: Fp2::ZERO,
                ..Compressed::from(&f)
            };
            let (num, den) = zeroed.g4_fraction();
            assert_eq!((num, den), ((g1 * g5).double(), g2));
        }
    }

    #[test]
    fn batch_decompression_handles_the_identity() {
        let mut rng = rng("batch_decompression_handles_the_identity");
        let f = cyclotomic(&mut rng).square();
        let one = Compressed::from(&Fp12::ONE);
        let out = decompress_batch(&[Compressed::from(&f), one, Compressed::from(&f)]);
        assert_eq!(out, [f, Fp12::ONE, f]);
        assert_eq!(Fp12::ONE.cyclotomic_exp_by_z(), Fp12::ONE);
        assert_eq!(Fp12::ONE.cyclotomic_square_n(40), Fp12::ONE);
    }
}
