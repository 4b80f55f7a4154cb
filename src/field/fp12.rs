//! The top of the tower, Fp12 = Fp6[w]/(w² − v), where pairings take their values; with the
//! sparse products the Miller loop multiplies lines by.
//!
//! Basis indices, as the sparse products name them: `0..5` = c0.c0, c0.c1, c0.c2, c1.c0, c1.c1,
//! c1.c2, i.e. the coefficients of 1, v, v², w, vw, v²w (w^k for k = 0, 2, 4, 1, 3, 5). On
//! BLS12-381's M-type sextic twist a line evaluated at a G1 point has only indices 0, 1 and 4.

use core::fmt;

use subtle::CtOption;

use crate::backend;
use crate::backend::layout::{Fp, Fp12, Fp2, Fp2Wide, Fp6, Fp6Wide};

/// Frobenius^n maps `w^k` to `γ_n^k·w^k` with `γ_n = ξ^((p^n − 1)/6)` (as `w⁶ = ξ`); row n − 1
/// holds `γ_n`, `γ_n³`, `γ_n⁵`, the factors of c1.c0, c1.c1, c1.c2 (c0's are Fp6's, `FROB_V*`).
const FROB_W: [[Fp2; 3]; 3] = [
    [
        Fp2::new(
            Fp::from_hex("0x1904d3bf02bb0667c231beb4202c0d1f0fd603fd3cbd5f4f7b2443d784bab9c4f67ea53d63e7813d8d0775ed92235fb8"),
            Fp::from_hex("0x00fc3e2b36c4e03288e9e902231f9fb854a14787b6c7b36fec0c8ec971f63c5f282d5ac14d6c7ec22cf78a126ddc4af3"),
        ),
        Fp2::new(
            Fp::from_hex("0x06af0e0437ff400b6831e36d6bd17ffe48395dabc2d3435e77f76e17009241c5ee67992f72ec05f4c81084fbede3cc09"),
            Fp::from_hex("0x06af0e0437ff400b6831e36d6bd17ffe48395dabc2d3435e77f76e17009241c5ee67992f72ec05f4c81084fbede3cc09"),
        ),
        Fp2::new(
            Fp::from_hex("0x05b2cfd9013a5fd8df47fa6b48b1e045f39816240c0b8fee8beadf4d8e9c0566c63a3e6e257f87329b18fae980078116"),
            Fp::from_hex("0x144e4211384586c16bd3ad4afa99cc9170df3560e77982d0db45f3536814f0bd5871c1908bd478cd1ee605167ff82995"),
        ),
    ],
    // n = 2: all three lie in Fp (the middle one is −1).
    [
        Fp2::new(
            Fp::from_hex("0x00000000000000005f19672fdf76ce51ba69c6076a0f77eaddb3a93be6f89688de17d813620a00022e01fffffffeffff"),
            Fp::ZERO,
        ),
        Fp2::new(
            Fp::from_hex("0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaaa"),
            Fp::ZERO,
        ),
        Fp2::new(
            Fp::from_hex("0x1a0111ea397fe699ec02408663d4de85aa0d857d89759ad4897d29650fb85f9b409427eb4f49fffd8bfd00000000aaad"),
            Fp::ZERO,
        ),
    ],
    [
        Fp2::new(
            Fp::from_hex("0x135203e60180a68ee2e9c448d77a2cd91c3dedd930b1cf60ef396489f61eb45e304466cf3e67fa0af1ee7b04121bdea2"),
            Fp::from_hex("0x06af0e0437ff400b6831e36d6bd17ffe48395dabc2d3435e77f76e17009241c5ee67992f72ec05f4c81084fbede3cc09"),
        ),
        Fp2::new(
            Fp::from_hex("0x135203e60180a68ee2e9c448d77a2cd91c3dedd930b1cf60ef396489f61eb45e304466cf3e67fa0af1ee7b04121bdea2"),
            Fp::from_hex("0x135203e60180a68ee2e9c448d77a2cd91c3dedd930b1cf60ef396489f61eb45e304466cf3e67fa0af1ee7b04121bdea2"),
        ),
        Fp2::new(
            Fp::from_hex("0x06af0e0437ff400b6831e36d6bd17ffe48395dabc2d3435e77f76e17009241c5ee67992f72ec05f4c81084fbede3cc09"),
            Fp::from_hex("0x135203e60180a68ee2e9c448d77a2cd91c3dedd930b1cf60ef396489f61eb45e304466cf3e67fa0af1ee7b04121bdea2"),
        ),
    ],
];

impl Fp12 {
    /// `c0 − c1·w`: the Frobenius^6 image, which on the cyclotomic subgroup (norm 1 to Fp6) is
    /// the inverse.
    #[inline]
    pub fn conjugate(&self) -> Fp12 {
        Fp12 {
            c0: self.c0,
            c1: Fp6::neg(&self.c1),
        }
    }

    /// Combines the three Karatsuba products `t0 = a0·b0`, `t1 = a1·b1`, `t2 = (a0 + a1)(b0 + b1)`
    /// into `(t0 + v·t1) + (t2 − t0 − t1)·w`, reducing each of the 12 Fp coefficients once.
    /// Works in place on the products (which it consumes).
    #[inline(always)]
    fn karatsuba_finish(t: &mut [Fp6Wide; 3]) -> Fp12 {
        let [t0, t1, t2] = t;
        let mut out = Fp12::ZERO;
        // c1 = t2 − t0 − t1
        t2.c0.sub_assign2(&t0.c0, &t1.c0);
        t2.c1.sub_assign2(&t0.c1, &t1.c1);
        t2.c2.sub_assign2(&t0.c2, &t1.c2);
        t2.reduce_into(&mut out.c1);
        // c0 = t0 + v·t1 = (t0.c0 + ξ·t1.c2) + (t0.c1 + t1.c0)·v + (t0.c2 + t1.c1)·v²
        t1.c2.mul_by_nonresidue_assign();
        t0.c0.add_assign(&t1.c2);
        t0.c1.add_assign(&t1.c0);
        t0.c2.add_assign(&t1.c1);
        t0.reduce_into(&mut out.c0);
        out
    }

    /// `self · rhs`: Karatsuba over Fp6 (18 Fp2 products), every product kept unreduced until
    /// its output coefficient is complete (Aranha et al., EUROCRYPT 2011, §3: 12 reductions).
    pub fn mul(&self, rhs: &Fp12) -> Fp12 {
        let mut out = Fp12::ZERO;
        self.mul_into(rhs, &mut out);
        out
    }

    /// [`mul`](Self::mul) into `out`: one kernel call where the backend has the Fp12 product.
    #[inline]
    pub(crate) fn mul_into(&self, rhs: &Fp12, out: &mut Fp12) {
        if !backend::fp12_mul(out, self, rhs) {
            *out = self.mul_composed(rhs);
        }
    }

    /// [`mul`](Self::mul) composed from the Fp6 and Fp2 kernels (what the x86_64 kernel does in
    /// one call).
    fn mul_composed(&self, rhs: &Fp12) -> Fp12 {
        // The sums by reference: the by-value operator copied both operands (`memcpy`) first.
        let sa = Fp6::add(&self.c0, &self.c1);
        let sb = Fp6::add(&rhs.c0, &rhs.c1);
        let mut t = [Fp6Wide::ZERO; 3];
        self.c0.mul_wide_into(&rhs.c0, &mut t[0]);
        self.c1.mul_wide_into(&rhs.c1, &mut t[1]);
        sa.mul_wide_into(&sb, &mut t[2]);
        Fp12::karatsuba_finish(&mut t)
    }

    /// `self²` by complex squaring: `c0 = (a0 + a1)(a0 + v·a1) − a0a1 − v·a0a1`, `c1 = 2a0a1`
    /// (Beuchat et al., ePrint 2010/354, Algorithm 22): two Fp6 products.
    pub fn square(&self) -> Fp12 {
        let mut out = Fp12::ZERO;
        self.square_into(&mut out);
        out
    }

    /// [`square`](Self::square) into `out`: one kernel call where the backend has the Fp12
    /// square.
    #[inline]
    pub(crate) fn square_into(&self, out: &mut Fp12) {
        if !backend::fp12_sqr(out, self) {
            *out = self.square_composed();
        }
    }

    /// [`square`](Self::square) composed from the Fp6 and Fp2 kernels (what the x86_64 kernel
    /// does in one call).
    fn square_composed(&self) -> Fp12 {
        let (a0, a1) = (&self.c0, &self.c1);
        // Reducing both Fp6 products first is as many reductions as reducing c0 and c1 lazily,
        // and leaves the four combining steps narrow, where they are half the cost. Every
        // intermediate is built in place, coefficient by coefficient: whole Fp6 temporaries
        // returned by value were copied with `memcpy`.
        let mut w = Fp6Wide::ZERO;
        let mut ab = Fp6::ZERO;
        a0.mul_wide_into(a1, &mut w);
        w.reduce_into(&mut ab);
        // (a0 + a1)(a0 + v·a1), v·a1 = (ξ·a1.c2, a1.c0, a1.c1)
        let mut s = Fp6::ZERO;
        let mut t = Fp6::ZERO;
        s.c0.set_add(&a0.c0, &a1.c0);
        s.c1.set_add(&a0.c1, &a1.c1);
        s.c2.set_add(&a0.c2, &a1.c2);
        let mut xi_a12 = a1.c2;
        xi_a12.mul_by_nonresidue_assign();
        t.c0.set_add(&a0.c0, &xi_a12);
        t.c1.set_add(&a0.c1, &a1.c0);
        t.c2.set_add(&a0.c2, &a1.c1);
        s.mul_wide_into(&t, &mut w);
        let mut out = Fp12::ZERO;
        w.reduce_into(&mut out.c0);
        // c0 −= ab + v·ab, v·ab = (ξ·ab.c2, ab.c0, ab.c1); c1 = 2·ab. In place (Fp2 results
        // returned by value are copied with loads that stall on store forwarding).
        let mut xi_ab2 = ab.c2;
        xi_ab2.mul_by_nonresidue_assign();
        out.c0.c0.sub2_assign(&ab.c0, &xi_ab2);
        out.c0.c1.sub2_assign(&ab.c1, &ab.c0);
        out.c0.c2.sub2_assign(&ab.c2, &ab.c1);
        out.c1.c0.set_add(&ab.c0, &ab.c0);
        out.c1.c1.set_add(&ab.c1, &ab.c1);
        out.c1.c2.set_add(&ab.c2, &ab.c2);
        out
    }

    /// The multiplicative inverse, or `None` for zero: `conjugate / (a0² − v·a1²)` with one Fp6
    /// inversion (Beuchat et al., ePrint 2010/354, Algorithm 23).
    pub fn invert(&self) -> CtOption<Fp12> {
        (self.c0.square() - self.c1.square().mul_by_nonresidue())
            .invert()
            .map(|t| Fp12 {
                c0: self.c0 * t,
                c1: -(self.c1 * t),
            })
    }

    /// `self^p`.
    pub fn frobenius_map(&self) -> Fp12 {
        self.frobenius_step(1)
    }

    /// `self^(p^n)` for any n (Frobenius has order 12 on Fp12, and Frobenius^6 is
    /// [`conjugate`](Self::conjugate)); `n` is public, the time depends on it alone.
    pub fn frobenius_map_n(&self, n: usize) -> Fp12 {
        let mut n = n % 12;
        let mut f = *self;
        if n >= 6 {
            f = f.conjugate();
            n -= 6;
        }
        match n {
            0 => f,
            4 => f.frobenius_step(3).frobenius_step(1),
            5 => f.frobenius_step(3).frobenius_step(2),
            _ => f.frobenius_step(n),
        }
    }

    /// Frobenius^n for n = 1, 2, 3 from the tables.
    fn frobenius_step(&self, n: usize) -> Fp12 {
        let k = n - 1;
        let c0 = self.c0.frobenius_map_n(n);
        let c1 = if n == 2 {
            // Fp2 is fixed by Frobenius², and the n = 2 factors lie in Fp.
            Fp6 {
                c0: self.c1.c0.mul_by_fp(&FROB_W[k][0].c0),
                c1: -self.c1.c1,
                c2: self.c1.c2.mul_by_fp(&FROB_W[k][2].c0),
            }
        } else {
            Fp6 {
                c0: self.c1.c0.conjugate() * FROB_W[k][0],
                c1: self.c1.c1.conjugate() * FROB_W[k][1],
                c2: self.c1.c2.conjugate() * FROB_W[k][2],
            }
        };
        Fp12 { c0, c1 }
    }

    /// `self · ℓ` for a line `ℓ = c0 + c1·v + c4·v·w` (basis indices 0, 1, 4), as
    /// `bls12_381::Fp12::mul_by_014` and blst's `mul_by_xy00z0`: 13 Fp2 products, 12 reductions.
    pub fn mul_by_014(&self, c0: &Fp2, c1: &Fp2, c4: &Fp2) -> Fp12 {
        let mut out = Fp12::ZERO;
        self.mul_by_line_into(&[*c0, *c1, *c4], &mut out);
        out
    }

    /// [`mul_by_014`](Self::mul_by_014) of the line `l[0] + l[1]·v + l[2]·vw`, into `out`: one
    /// kernel call where the backend has the product.
    #[inline]
    pub(crate) fn mul_by_line_into(&self, l: &[Fp2; 3], out: &mut Fp12) {
        if !backend::fp12_mul_by_014(out, self, l) {
            *out = self.mul_by_014_composed(l);
        }
    }

    /// [`mul_by_014`](Self::mul_by_014) composed from the Fp6 and Fp2 kernels (what the x86_64
    /// kernel does in one call).
    fn mul_by_014_composed(&self, l: &[Fp2; 3]) -> Fp12 {
        let [c0, c1, c4] = l;
        // Karatsuba over Fp6 with b0 = (c0, c1, 0), b1 = (0, c4, 0).
        let mut t = [Fp6Wide::ZERO; 3];
        self.c0.mul_by_01_wide_into(c0, c1, &mut t[0]);
        self.c1.mul_by_1_wide_into(c4, &mut t[1]);
        Fp6::add(&self.c0, &self.c1).mul_by_01_wide_into(c0, &(c1 + c4), &mut t[2]);
        Fp12::karatsuba_finish(&mut t)
    }

    /// The product of two lines `(c0 + c1·v + c4·vw)(d0 + d1·v + d4·vw)`, which has no w term
    /// (index 3): returns its coefficients at indices 0, 1, 2, 4, 5, for
    /// [`mul_by_01245`](Self::mul_by_01245). Six Fp2 products (gnark-crypto's `Mul014By014`).
    ///
    /// Multiplying two lines together and then into the accumulator (6 + 17 = 23 Fp2 products)
    /// is cheaper than two [`mul_by_014`](Self::mul_by_014) (26), as Scott observes ("Pairing
    /// implementation revisited", ePrint 2019/077).
    pub fn mul_014_by_014(c0: &Fp2, c1: &Fp2, c4: &Fp2, d0: &Fp2, d1: &Fp2, d4: &Fp2) -> [Fp2; 5] {
        let x00 = Fp2Wide::mul(c0, d0);
        let x11 = Fp2Wide::mul(c1, d1);
        let x44 = Fp2Wide::mul(c4, d4);
        // 1: c0d0 + ξ·c4d4 (as (vw)² = v³ = ξ)
        let z0 = x44.mul_by_nonresidue().add(&x00).reduce();
        // v: c0d1 + c1d0
        let z1 = Fp2Wide::mul(&(c0 + c1), &(d0 + d1))
            .sub(&x00)
            .sub(&x11)
            .reduce();
        // v²: c1d1
        let z2 = x11.reduce();
        // vw: c0d4 + c4d0
        let z4 = Fp2Wide::mul(&(c0 + c4), &(d0 + d4))
            .sub(&x00)
            .sub(&x44)
            .reduce();
        // v²w: c1d4 + c4d1
        let z5 = Fp2Wide::mul(&(c1 + c4), &(d1 + d4))
            .sub(&x11)
            .sub(&x44)
            .reduce();
        [z0, z1, z2, z4, z5]
    }

    /// `self · ℓ₁ · ℓ₂` for two lines (each as [`mul_by_014`](Self::mul_by_014)'s), into `out`:
    /// their product first, then the product by it
    /// ([`mul_014_by_014`](Self::mul_014_by_014), [`mul_by_01245`](Self::mul_by_01245)), in one
    /// kernel call where the backend has it.
    #[inline]
    pub(crate) fn mul_by_lines_into(&self, l: &[[Fp2; 3]; 2], out: &mut Fp12) {
        if !backend::fp12_mul_by_lines(out, self, l) {
            *out = self.mul_by_lines_composed(l);
        }
    }

    /// [`mul_by_lines_into`](Self::mul_by_lines_into) composed.
    fn mul_by_lines_composed(&self, l: &[[Fp2; 3]; 2]) -> Fp12 {
        let [[c0, c1, c4], [d0, d1, d4]] = l;
        self.mul_by_01245(&Fp12::mul_014_by_014(c0, c1, c4, d0, d1, d4))
    }

    /// `self · z` for `z` with a zero coefficient at index 3 (w), given as its coefficients at
    /// indices 0, 1, 2, 4, 5 (the output of [`mul_014_by_014`](Self::mul_014_by_014)):
    /// 17 Fp2 products, 12 reductions (gnark-crypto's `MulBy01245`).
    pub fn mul_by_01245(&self, z: &[Fp2; 5]) -> Fp12 {
        // Karatsuba over Fp6 with b0 = (z0, z1, z2), b1 = (0, z4, z5).
        let b0 = Fp6 {
            c0: z[0],
            c1: z[1],
            c2: z[2],
        };
        let mut t = [Fp6Wide::ZERO; 3];
        self.c0.mul_wide_into(&b0, &mut t[0]);
        self.c1.mul_by_12_wide_into(&z[3], &z[4], &mut t[1]);
        let b01 = Fp6 {
            c0: z[0],
            c1: z[1] + z[3],
            c2: z[2] + z[4],
        };
        Fp6::add(&self.c0, &self.c1).mul_wide_into(&b01, &mut t[2]);
        Fp12::karatsuba_finish(&mut t)
    }
}

impl From<Fp> for Fp12 {
    fn from(f: Fp) -> Fp12 {
        Fp12 {
            c0: Fp6::from(f),
            c1: Fp6::ZERO,
        }
    }
}

impl From<Fp2> for Fp12 {
    fn from(f: Fp2) -> Fp12 {
        Fp12 {
            c0: Fp6::from(f),
            c1: Fp6::ZERO,
        }
    }
}

impl From<Fp6> for Fp12 {
    fn from(c0: Fp6) -> Fp12 {
        Fp12 { c0, c1: Fp6::ZERO }
    }
}

impl fmt::Debug for Fp12 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} + ({:?})*w", self.c0, self.c1)
    }
}

super::impl_extension!(Fp12 over Fp6 { c0, c1 } = "`c0 + c1·w`", #[inline]);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::fp6::{FROB_V, FROB_V2};
    use crate::test_util::{big, exponent, rng};

    /// The x86_64 kernels (product, square, product by a line) against the compositions they
    /// replace, on random elements and on coefficients of 0, 1 and p − 1 (where the exact sums
    /// reach their bounds). Elsewhere there are no kernels and this checks nothing.
    #[test]
    fn kernels_match_composition() {
        let mut rng = rng("fp12_kernels_match_composition");
        let p = crate::backend::portable::P;
        let big = Fp([p[0] - 1, p[1], p[2], p[3], p[4], p[5]]);
        let fill = |x: Fp2| Fp12::new(Fp6::new(x, x, x), Fp6::new(x, x, x));
        let edges = [
            Fp12::ZERO,
            Fp12::ONE,
            fill(Fp2::new(big, big)),
            fill(Fp2::new(big, Fp::ZERO)),
            fill(Fp2::new(Fp::ZERO, big)),
            Fp12::new(
                Fp6::new(Fp2::new(big, big), Fp2::ZERO, Fp2::new(big, big)),
                Fp6::ONE,
            ),
        ];
        let mut inputs = std::vec::Vec::from(edges);
        for _ in 0..crate::test_util::iters(2000) {
            inputs.push(Fp12::random(&mut rng));
        }
        let lines = |i: usize, f: &Fp12| {
            [f.c0.c0, f.c0.c1, f.c1.c1].map(|x| if i % 7 == 3 { Fp2::new(big, big) } else { x })
        };
        let mut checked = 0;
        for (i, a) in inputs.iter().enumerate() {
            let b = &inputs[(i * 13 + 5) % inputs.len()];
            let mut k = Fp12::ZERO;
            if backend::fp12_mul(&mut k, a, b) {
                assert_eq!(k, a.mul_composed(b), "mul {a:?} {b:?}");
                assert!(backend::fp12_sqr(&mut k, a));
                assert_eq!(k, a.square_composed(), "square {a:?}");
                let l = lines(i, b);
                assert!(backend::fp12_mul_by_014(&mut k, a, &l));
                assert_eq!(k, a.mul_by_014_composed(&l), "mul_by_014 {a:?} {l:?}");
                let ls = [l, lines(i + 1, &inputs[(i * 7 + 2) % inputs.len()])];
                assert!(backend::fp12_mul_by_lines(&mut k, a, &ls));
                assert_eq!(k, a.mul_by_lines_composed(&ls), "mul_by_lines {a:?} {ls:?}");
                checked += 1;
            }
        }
        if checked == 0 {
            std::eprintln!("fp12 kernels_match_composition: no Fp12 kernels selected");
        }
    }

    /// The Frobenius constants of Fp6 and Fp12 recomputed from ξ = 1 + u and p: `w^(p^n)` =
    /// `ξ^((p^n − 1)/6)·w`, so `γ_n^k = ξ^(k(p^n − 1)/6)`, `FROB_V[n−1] = γ_n²` and
    /// `FROB_V2[n−1] = γ_n⁴`.
    #[test]
    fn frobenius_constants_from_xi() {
        let p = big(&crate::params::P);
        let xi = Fp2::new(Fp::ONE, Fp::ONE);
        for n in 1..=3u32 {
            let e = |k: u32| exponent(&((p.pow(n) - 1u8) * k / 6u8));
            let i = (n - 1) as usize;
            assert_eq!(FROB_V[i], xi.pow_vartime(&e(2)), "FROB_V n = {n}");
            assert_eq!(
                Fp2::from(FROB_V2[i]),
                xi.pow_vartime(&e(4)),
                "FROB_V2 n = {n}"
            );
            for (j, k) in [1u32, 3, 5].into_iter().enumerate() {
                assert_eq!(
                    FROB_W[i][j],
                    xi.pow_vartime(&e(k)),
                    "FROB_W n = {n}, k = {k}"
                );
            }
        }
    }

    /// Fp6 sits in Fp12 as the c0 half: the embedding keeps 1, sums and products (against
    /// Fp12's own product of the embedded elements), and a product with any element scales
    /// both halves.
    #[test]
    fn fp6_embeds_as_a_subring() {
        let mut rng = rng("fp12_fp6_embeds_as_a_subring");
        assert_eq!(Fp12::from(Fp6::ONE), Fp12::ONE);
        assert_eq!(Fp12::from(Fp6::ZERO), Fp12::ZERO);
        for _ in 0..20 {
            let (a, b) = (Fp6::random(&mut rng), Fp6::random(&mut rng));
            let x = Fp12::random(&mut rng);
            assert_eq!(Fp12::from(a) * Fp12::from(b), Fp12::from(a * b));
            assert_eq!(Fp12::from(a) + Fp12::from(b), Fp12::from(a + b));
            assert_eq!(Fp12::from(a) * x, Fp12::new(a * x.c0, a * x.c1));
        }
    }
}
