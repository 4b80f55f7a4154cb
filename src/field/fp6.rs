//! The cubic extension Fp6 = Fp2[v]/(v³ − ξ), ξ = u + 1, the middle of the tower.

use core::fmt;

use subtle::CtOption;

use crate::backend::layout::{Fp, Fp2, Fp2Wide, Fp6, Fp6Wide};

/// `γ_n² = ξ^((p^n − 1)/3)` for n = 1, 2, 3: Frobenius^n maps `v` to `γ_n²·v`, since
/// `v^(p^n) = v·(v³)^((p^n − 1)/3)`. (γ_n = ξ^((p^n − 1)/6) is Fp12's w-constant.)
pub(crate) const FROB_V: [Fp2; 3] = [
    Fp2::new(
        Fp::ZERO,
        Fp::from_hex("0x1a0111ea397fe699ec02408663d4de85aa0d857d89759ad4897d29650fb85f9b409427eb4f49fffd8bfd00000000aaac"),
    ),
    Fp2::new(
        Fp::from_hex("0x00000000000000005f19672fdf76ce51ba69c6076a0f77eaddb3a93be6f89688de17d813620a00022e01fffffffefffe"),
        Fp::ZERO,
    ),
    // u.
    Fp2::new(Fp::ZERO, Fp::ONE),
];

/// `γ_n⁴ = ξ^(2(p^n − 1)/3)` for n = 1, 2, 3: Frobenius^n maps `v²` to `γ_n⁴·v²`. All three
/// lie in Fp (the third is −1).
pub(crate) const FROB_V2: [Fp; 3] = [
    Fp::from_hex("0x1a0111ea397fe699ec02408663d4de85aa0d857d89759ad4897d29650fb85f9b409427eb4f49fffd8bfd00000000aaad"),
    Fp::from_hex("0x1a0111ea397fe699ec02408663d4de85aa0d857d89759ad4897d29650fb85f9b409427eb4f49fffd8bfd00000000aaac"),
    // −1.
    Fp::from_hex("0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaaa"),
];

impl Fp6 {
    /// `self · v`: (c0, c1, c2) ↦ (ξ·c2, c0, c1), the quadratic non-residue that defines Fp12.
    #[inline]
    pub fn mul_by_nonresidue(&self) -> Fp6 {
        Fp6 {
            c0: self.c2.mul_by_nonresidue(),
            c1: self.c0,
            c2: self.c1,
        }
    }

    /// The unreduced product into `out`: Karatsuba over Fp2 (Devegili–Ó hÉigeartaigh–Scott–
    /// Dahab, ePrint 2006/471, §4), six Fp2 products and no reduction.
    #[inline]
    pub(crate) fn mul_wide_into(&self, b: &Fp6, out: &mut Fp6Wide) {
        if !crate::backend::fp6_mul_wide(out, self, b) {
            self.mul_wide_composed(b, out);
        }
    }

    /// [`mul_wide_into`](Self::mul_wide_into) composed from the Fp2 kernels (what the x86_64
    /// kernel does in one call).
    #[inline(always)]
    fn mul_wide_composed(&self, b: &Fp6, out: &mut Fp6Wide) {
        let a = self;
        let mut t0 = Fp2Wide::ZERO;
        let mut t1 = Fp2Wide::ZERO;
        let mut t2 = Fp2Wide::ZERO;
        t0.set_mul(&a.c0, &b.c0);
        t1.set_mul(&a.c1, &b.c1);
        t2.set_mul(&a.c2, &b.c2);
        // The Karatsuba sums are left unreduced (below 2p), which the wide product takes.
        // c0 = t0 + ξ·((a1 + a2)(b1 + b2) − t1 − t2) = a0b0 + ξ(a1b2 + a2b1)
        out.c0.set_mul(&a.c1.add_lazy(&a.c2), &b.c1.add_lazy(&b.c2));
        out.c0.sub_assign2(&t1, &t2);
        out.c0.mul_by_nonresidue_assign();
        out.c0.add_assign(&t0);
        // c2 = (a0 + a2)(b0 + b2) − t0 − t2 + t1 = a0b2 + a2b0 + a1b1
        out.c2.set_mul(&a.c0.add_lazy(&a.c2), &b.c0.add_lazy(&b.c2));
        out.c2.sub_assign2(&t0, &t2);
        out.c2.add_assign(&t1);
        // c1 = (a0 + a1)(b0 + b1) − t0 − t1 + ξ·t2 = a0b1 + a1b0 + ξ·a2b2
        out.c1.set_mul(&a.c0.add_lazy(&a.c1), &b.c0.add_lazy(&b.c1));
        out.c1.sub_assign2(&t0, &t1);
        t2.mul_by_nonresidue_assign();
        out.c1.add_assign(&t2);
    }

    /// `self · rhs`: six Fp2 products, six reductions.
    #[inline]
    pub fn mul(&self, rhs: &Fp6) -> Fp6 {
        let mut w = Fp6Wide::ZERO;
        self.mul_wide_into(rhs, &mut w);
        w.reduce()
    }

    /// `self²` into `out`: three Fp2 squarings and two products (Chung–Hasan, "Asymmetric
    /// squaring formulae", ARITH 2007, SQR2, in blst's arrangement), one reduction per
    /// coefficient. Built in place: the wide temporaries are written by the kernels and combined
    /// where they lie.
    #[inline]
    pub(crate) fn square_into(&self, out: &mut Fp6) {
        let a = self;
        let mut s0 = Fp2Wide::ZERO;
        let mut s2 = Fp2Wide::ZERO;
        let mut m01 = Fp2Wide::ZERO;
        let mut m12 = Fp2Wide::ZERO;
        s0.set_square(&a.c0);
        s2.set_square(&a.c2);
        // The doublings are done narrow (cheaper than doubling a wide product) and left below
        // 2p, which the wide product takes.
        m01.set_mul(&a.c0.add_lazy(&a.c0), &a.c1);
        m12.set_mul(&a.c1.add_lazy(&a.c1), &a.c2);
        // c2 = (a0 + a1 + a2)² − a0² − a2² − 2a0a1 − 2a1a2 = a1² + 2a0a2
        let mut s = Fp2Wide::ZERO;
        s.set_square(&(a.c0 + a.c1 + a.c2));
        s.sub_assign2(&s0, &s2);
        s.sub_assign2(&m01, &m12);
        s.reduce_into(&mut out.c2);
        // c0 = a0² + ξ·2a1a2, c1 = ξ·a2² + 2a0a1
        m12.mul_by_nonresidue_assign();
        s0.add_assign(&m12);
        s0.reduce_into(&mut out.c0);
        s2.mul_by_nonresidue_assign();
        m01.add_assign(&s2);
        m01.reduce_into(&mut out.c1);
    }

    /// `self²`.
    pub fn square(&self) -> Fp6 {
        let mut out = Fp6::ZERO;
        self.square_into(&mut out);
        out
    }

    /// `self · (b0 + b1·v)` unreduced, into `out`: five Fp2 products.
    #[inline]
    pub(crate) fn mul_by_01_wide_into(&self, b0: &Fp2, b1: &Fp2, out: &mut Fp6Wide) {
        let a = self;
        let mut t0 = Fp2Wide::ZERO;
        let mut t1 = Fp2Wide::ZERO;
        t0.set_mul(&a.c0, b0);
        t1.set_mul(&a.c1, b1);
        // c0 = a0b0 + ξ·a2b1
        out.c0.set_mul(&a.c2, b1);
        out.c0.mul_by_nonresidue_assign();
        out.c0.add_assign(&t0);
        // c1 = (a0 + a1)(b0 + b1) − a0b0 − a1b1
        out.c1.set_mul(&a.c0.add_lazy(&a.c1), &b0.add_lazy(b1));
        out.c1.sub_assign2(&t0, &t1);
        // c2 = a1b1 + a2b0
        out.c2.set_mul(&a.c2, b0);
        out.c2.add_assign(&t1);
    }

    /// `self · b1·v` unreduced, into `out`: three Fp2 products.
    #[inline]
    pub(crate) fn mul_by_1_wide_into(&self, b1: &Fp2, out: &mut Fp6Wide) {
        out.c0.set_mul(&self.c2, b1);
        out.c0.mul_by_nonresidue_assign();
        out.c1.set_mul(&self.c0, b1);
        out.c2.set_mul(&self.c1, b1);
    }

    /// `self · (b1·v + b2·v²)` unreduced, into `out`: five Fp2 products (Karatsuba on the v³
    /// terms).
    #[inline]
    pub(crate) fn mul_by_12_wide_into(&self, b1: &Fp2, b2: &Fp2, out: &mut Fp6Wide) {
        let a = self;
        let mut t1 = Fp2Wide::ZERO;
        let mut t2 = Fp2Wide::ZERO;
        t1.set_mul(&a.c1, b1);
        t2.set_mul(&a.c2, b2);
        // c0 = ξ·(a1b2 + a2b1) = ξ·((a1 + a2)(b1 + b2) − a1b1 − a2b2)
        out.c0.set_mul(&a.c1.add_lazy(&a.c2), &b1.add_lazy(b2));
        out.c0.sub_assign2(&t1, &t2);
        out.c0.mul_by_nonresidue_assign();
        // c2 = a0b2 + a1b1
        out.c2.set_mul(&a.c0, b2);
        out.c2.add_assign(&t1);
        // c1 = a0b1 + ξ·a2b2
        out.c1.set_mul(&a.c0, b1);
        t2.mul_by_nonresidue_assign();
        out.c1.add_assign(&t2);
    }

    /// `self · (b0 + b1·v)` (the sparse product `bls12_381` uses in its Miller loop).
    pub fn mul_by_01(&self, b0: &Fp2, b1: &Fp2) -> Fp6 {
        let mut w = Fp6Wide::ZERO;
        self.mul_by_01_wide_into(b0, b1, &mut w);
        w.reduce()
    }

    /// `self · b1·v`.
    pub fn mul_by_1(&self, b1: &Fp2) -> Fp6 {
        let mut w = Fp6Wide::ZERO;
        self.mul_by_1_wide_into(b1, &mut w);
        w.reduce()
    }

    /// `self^p`: conjugate every coefficient, then scale v and v² by `γ_1²` and `γ_1⁴`.
    pub fn frobenius_map(&self) -> Fp6 {
        self.frobenius_map_n(1)
    }

    /// `self^(p^n)` for n = 1, 2, 3 (`v^(p^n) = γ_n²·v`; Fp2's Frobenius is conjugation, so it
    /// is the identity for even n).
    pub(crate) fn frobenius_map_n(&self, n: usize) -> Fp6 {
        debug_assert!((1..=3).contains(&n));
        let k = n - 1;
        let (c0, c1, c2) = if n % 2 == 1 {
            (
                self.c0.conjugate(),
                self.c1.conjugate(),
                self.c2.conjugate(),
            )
        } else {
            (self.c0, self.c1, self.c2)
        };
        Fp6 {
            c0,
            c1: c1 * FROB_V[k],
            c2: c2.mul_by_fp(&FROB_V2[k]),
        }
    }

    /// The multiplicative inverse, or `None` for zero: the adjugate over the norm to Fp2, with
    /// one Fp2 inversion (Beuchat et al., ePrint 2010/354, Algorithm 17).
    pub fn invert(&self) -> CtOption<Fp6> {
        let a = self;
        // t0 = a0² − ξ·a1a2, t1 = ξ·a2² − a0a1, t2 = a1² − a0a2, each reduced once.
        let t0 = Fp2Wide::square(&a.c0)
            .sub(&Fp2Wide::mul(&a.c1, &a.c2).mul_by_nonresidue())
            .reduce();
        let t1 = Fp2Wide::square(&a.c2)
            .mul_by_nonresidue()
            .sub(&Fp2Wide::mul(&a.c0, &a.c1))
            .reduce();
        let t2 = Fp2Wide::square(&a.c1)
            .sub(&Fp2Wide::mul(&a.c0, &a.c2))
            .reduce();
        // norm = a0·t0 + ξ·(a2·t1 + a1·t2)
        let norm = Fp2Wide::mul(&a.c2, &t1)
            .add(&Fp2Wide::mul(&a.c1, &t2))
            .mul_by_nonresidue()
            .add(&Fp2Wide::mul(&a.c0, &t0))
            .reduce();
        norm.invert().map(|n| Fp6 {
            c0: t0 * n,
            c1: t1 * n,
            c2: t2 * n,
        })
    }
}

impl From<Fp> for Fp6 {
    fn from(f: Fp) -> Fp6 {
        Fp6 {
            c0: Fp2::from(f),
            c1: Fp2::ZERO,
            c2: Fp2::ZERO,
        }
    }
}

impl From<Fp2> for Fp6 {
    fn from(c0: Fp2) -> Fp6 {
        Fp6 {
            c0,
            c1: Fp2::ZERO,
            c2: Fp2::ZERO,
        }
    }
}

impl fmt::Debug for Fp6 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} + ({:?})*v + ({:?})*v^2", self.c0, self.c1, self.c2)
    }
}

super::impl_extension!(Fp6 over Fp2 { c0, c1, c2 } = "`c0 + c1·v + c2·v²`", #[inline]);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::rng;

    /// The x86_64 kernel against the composition it replaces, on random elements and on
    /// coefficients of 0, 1 and p − 1 (where the wide sums reach their bounds). Elsewhere there
    /// is no kernel and this checks nothing.
    #[test]
    fn kernel_matches_composition() {
        let mut rng = rng("fp6_kernel_matches_composition");
        let p = crate::backend::portable::P;
        let big = Fp([p[0] - 1, p[1], p[2], p[3], p[4], p[5]]);
        let edges = [
            Fp6::ZERO,
            Fp6::ONE,
            Fp6::from(Fp2::new(big, big)),
            Fp6::new(Fp2::new(big, big), Fp2::new(big, big), Fp2::new(big, big)),
            Fp6::new(
                Fp2::new(big, Fp::ZERO),
                Fp2::new(Fp::ZERO, big),
                Fp2::new(big, big),
            ),
        ];
        let mut pairs = std::vec::Vec::new();
        for x in &edges {
            for y in &edges {
                pairs.push((*x, *y));
            }
        }
        for _ in 0..crate::test_util::iters(5000) {
            pairs.push((Fp6::random(&mut rng), Fp6::random(&mut rng)));
        }
        let mut checked = 0;
        for (a, b) in &pairs {
            let (mut k, mut c) = (Fp6Wide::ZERO, Fp6Wide::ZERO);
            if crate::backend::fp6_mul_wide(&mut k, a, b) {
                a.mul_wide_composed(b, &mut c);
                assert_eq!(k.reduce(), c.reduce(), "{a:?} {b:?}");
                for (x, y) in [(&k.c0, &c.c0), (&k.c1, &c.c1), (&k.c2, &c.c2)] {
                    assert_eq!((x.c0, x.c1), (y.c0, y.c1), "wide words {a:?} {b:?}");
                }
                checked += 1;
            }
        }
        if checked == 0 {
            std::eprintln!("fp6 kernel_matches_composition: no Fp6 product kernel selected");
        }
    }
}
