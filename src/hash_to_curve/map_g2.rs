//! The G2 map: simplified SWU onto the 3-isogenous curve E2' (RFC 9380 §8.8.2, §6.6.3) and the
//! 3-isogeny E2' → E2 (RFC 9380 Appendix E.3).
//!
//! Many constants here are real, purely imaginary or multiples of 1 + i; multiplying by those
//! costs two Fp products instead of an Fp2 product, so they are kept as Fp values with their
//! shape spelled out.

use subtle::{Choice, ConditionallySelectable};

use super::sswu::{IsoPoint, SswuCurve};
use crate::curve::G2;
use crate::field::sqrt::{fp2_sqrt_ratio, NonSquare};
use crate::field::{Fp, Fp2};

const fn fp_hex(s: &str) -> Fp {
    Fp::from_hex(s)
}

/// a·i·x.
#[inline]
fn mul_by_imaginary(x: &Fp2, a: &Fp) -> Fp2 {
    Fp2::new(-(x.c1 * a), x.c0 * a)
}

/// a·(1 + i)·x.
#[inline]
fn mul_by_one_plus_i(x: &Fp2, a: &Fp) -> Fp2 {
    Fp2::new((x.c0 - x.c1) * a, (x.c0 + x.c1) * a)
}

/// 240, the imaginary part of A' = 240·i (RFC 9380 §8.8.2).
const A_IM: Fp = fp_hex("0xf0");
/// 1012, with B' = 1012·(1 + i) (RFC 9380 §8.8.2).
const B_RE: Fp = fp_hex("0x03f4");
/// 3·1012 = 3036, with 3B' = 3036·(1 + i).
const B3_RE: Fp = fp_hex("0x0bdc");

/// E2': y² = x³ + A'·x + B' with Z = −(2 + i) (RFC 9380 §8.8.2).
pub(crate) struct E2Iso;

impl SswuCurve for E2Iso {
    type F = Fp2;
    type Curve = G2;
    #[inline]
    fn isogeny(p: &IsoPoint<Fp2>) -> Projective {
        isogeny(p)
    }
    const A: Fp2 = Fp2::new(Fp::ZERO, A_IM);
    const B: Fp2 = Fp2::new(B_RE, B_RE);
    const B3: Fp2 = Fp2::new(B3_RE, B3_RE);
    const Z: Fp2 = Fp2::new(fp_hex(
        "0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaa9",
    ), fp_hex(
        "0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaaa",
    ));
    #[inline]
    fn sqrt_ratio<const N: usize>(u: &[Fp2; N], v: &[Fp2; N]) -> [(Choice, Fp2); N] {
        let non_square = NonSquare {
            mul_by_z: E2Iso::mul_by_z,
            sqrt_minus_norm_z: SQRT_MINUS_5,
        };
        fp2_sqrt_ratio(u, v, &non_square)
    }
    #[inline]
    fn mul_by_a(x: &Fp2) -> Fp2 {
        mul_by_imaginary(x, &A_IM)
    }
    #[inline]
    fn mul_by_b(x: &Fp2) -> Fp2 {
        mul_by_one_plus_i(x, &B_RE)
    }
    #[inline]
    fn mul_by_b3(x: &Fp2) -> Fp2 {
        mul_by_one_plus_i(x, &B3_RE)
    }
    /// −(2 + i)·x = (x1 − 2·x0) − (x0 + 2·x1)·i: additions only.
    #[inline]
    fn mul_by_z(x: &Fp2) -> Fp2 {
        Fp2::new(x.c1 - x.c0.double(), -(x.c0 + x.c1.double()))
    }
}

/// sqrt(−5) in Fp: N(Z) = 5 for Z = −(2 + i), and −5 is a square because 5 is not (Z being a
/// non-square of Fp2); `tests::constants` checks it.
const SQRT_MINUS_5: Fp = fp_hex(
    "0x186417302d5a65347a88b0f999ab2b504614aa5e2eebdeb1a014c40bceb7d2306c12a6d436befcf94d39c9db7b263cd4",
);

/// Homogeneous projective coordinates (X : Y : Z) of a point of E2 (x = X/Z, y = Y/Z), the
/// identity being (0 : 1 : 0).
pub(crate) type Projective = (Fp2, Fp2, Fp2);

// The 3-isogeny constants (RFC 9380 Appendix E.3), by shape.
/// k_(1,0) = K10·(1 + i).
const K10: Fp = fp_hex(
    "0x05c759507e8e333ebb5b7a9a47d7ed8532c52d39fd3a042a88b58423c50ae15d5c2638e343d9c71c6238aaaaaaaa97d6",
);
/// k_(1,1) = K11·i.
const K11: Fp = fp_hex(
    "0x11560bf17baa99bc32126fced787c88f984f87adf7ae0c7f9a208c6b4f20a4181472aaa9cb8d555526a9ffffffffc71a",
);
/// k_(1,2), a general element.
const K12: Fp2 = Fp2::new(
    fp_hex("0x11560bf17baa99bc32126fced787c88f984f87adf7ae0c7f9a208c6b4f20a4181472aaa9cb8d555526a9ffffffffc71e"),
    fp_hex("0x08ab05f8bdd54cde190937e76bc3e447cc27c3d6fbd7063fcd104635a790520c0a395554e5c6aaaa9354ffffffffe38d"),
);
/// k_(1,3), real.
const K13: Fp = fp_hex(
    "0x171d6541fa38ccfaed6dea691f5fb614cb14b4e7f4e810aa22d6108f142b85757098e38d0f671c7188e2aaaaaaaa5ed1",
);
/// k_(2,0) = K20·i.
const K20: Fp = fp_hex(
    "0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaa63",
);
/// k_(2,1), a general element (k_(2,2) = 1).
const K21: Fp2 = Fp2::new(
    fp_hex("0x0c"),
    fp_hex("0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaa9f"),
);
/// k_(3,0) = K30·(1 + i).
const K30: Fp = fp_hex(
    "0x1530477c7ab4113b59a4c18b076d11930f7da5d4a07f649bf54439d87d27e500fc8c25ebf8c92f6812cfc71c71c6d706",
);
/// k_(3,1) = K31·i.
const K31: Fp = fp_hex(
    "0x05c759507e8e333ebb5b7a9a47d7ed8532c52d39fd3a042a88b58423c50ae15d5c2638e343d9c71c6238aaaaaaaa97be",
);
/// k_(3,2), a general element.
const K32: Fp2 = Fp2::new(
    fp_hex("0x11560bf17baa99bc32126fced787c88f984f87adf7ae0c7f9a208c6b4f20a4181472aaa9cb8d555526a9ffffffffc71c"),
    fp_hex("0x08ab05f8bdd54cde190937e76bc3e447cc27c3d6fbd7063fcd104635a790520c0a395554e5c6aaaa9354ffffffffe38f"),
);
/// k_(3,3), real.
const K33: Fp = fp_hex(
    "0x124c9ad43b6cf79bfbf7043de3811ad0761b0f37a1e26286b0e977c69aa274524e79097a56dc4bd9e1b371c71c718b10",
);
/// k_(4,0) = K40·(1 + i).
const K40: Fp = fp_hex(
    "0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffa8fb",
);
/// k_(4,1) = K41·i.
const K41: Fp = fp_hex(
    "0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffa9d3",
);
/// k_(4,2), a general element (k_(4,3) = 1).
const K42: Fp2 = Fp2::new(
    fp_hex("0x12"),
    fp_hex("0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaa99"),
);

/// The 3-isogeny (RFC 9380 Appendix E.3) of a projective point of E2', evaluated, as for G1,
/// in the shared basis m_i = X^i·Z^(3−i): x = A/B, y = (Y/Z)·C/D, i.e. (A·D·Z : Y·B·C : B·D·Z),
/// with a zero Z (kernel points and the identity) replaced by (0 : 1 : 0) by selection.
pub(crate) fn isogeny(p: &IsoPoint<Fp2>) -> Projective {
    let (x, y, z) = (p.x, p.y, p.z);
    let x2 = x.square();
    let z2 = z.square();
    let m0 = z2 * z;
    let m1 = x * z2;
    let m2 = x2 * z;
    let m3 = x2 * x;
    let a =
        mul_by_one_plus_i(&m0, &K10) + mul_by_imaginary(&m1, &K11) + m2 * K12 + m3.mul_by_fp(&K13);
    let b = mul_by_imaginary(&m0, &K20) + m1 * K21 + m2;
    let c =
        mul_by_one_plus_i(&m0, &K30) + mul_by_imaginary(&m1, &K31) + m2 * K32 + m3.mul_by_fp(&K33);
    let d = mul_by_one_plus_i(&m0, &K40) + mul_by_imaginary(&m1, &K41) + m2 * K42 + m3;
    let dz = d * z;
    let zo = b * dz;
    let xo = a * dz;
    let yo = y * b * c;
    let inf = zo.is_zero();
    (
        Fp2::conditional_select(&xo, &Fp2::ZERO, inf),
        Fp2::conditional_select(&yo, &Fp2::ONE, inf),
        zo,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::Field;
    use crate::hash_to_curve::sswu::{add, map_to_curve};

    fn affine(p: &Projective) -> (Fp2, Fp2) {
        let zi = p.2.invert().unwrap();
        (p.0 * zi, p.1 * zi)
    }

    fn on_e2(p: &Projective) -> bool {
        let (x, y) = affine(p);
        let four = fp_hex("0x04");
        y.square() == x.square() * x + Fp2::new(four, four)
    }

    fn fp2(c0: &str, c1: &str) -> Fp2 {
        Fp2::new(fp_hex(c0), fp_hex(c1))
    }

    // RFC 9380 Appendix J.10.1, BLS12381G2_XMD:SHA-256_SSWU_RO_, msg = "": u[0], Q0.
    #[test]
    fn rfc_vector_q0() {
        let u = fp2(
            "0x03dbc2cce174e91ba93cbb08f26b917f98194a2ea08d1cce75b2b9cc9f21689d80bd79b594a613d0a68eb807dfdc1cf8",
            "0x05a2acec64114845711a54199ea339abd125ba38253b70a92c876df10598bd1986b739cad67961eb94f7076511b3b39a",
        );
        let q = isogeny(&map_to_curve::<E2Iso, 1>(&[u])[0]);
        let (x, y) = affine(&q);
        assert_eq!(
            x,
            fp2(
                "0x019ad3fc9c72425a998d7ab1ea0e646a1f6093444fc6965f1cad5a3195a7b1e099c050d57f45e3fa191cc6d75ed7458c",
                "0x171c88b0b0efb5eb2b88913a9e74fe111a4f68867b59db252ce5868af4d1254bfab77ebde5d61cd1a86fb2fe4a5a1c1d",
            )
        );
        assert_eq!(
            y,
            fp2(
                "0x0ba10604e62bdd9eeeb4156652066167b72c8d743b050fb4c1016c31b505129374f76e03fa127d6a156213576910fef3",
                "0x0eb22c7a543d3d376e9716a49b72e79a89c9bfe9feee8533ed931cbb5373dde1fbcd7411d8052e02693654f71e15410a",
            )
        );
    }

    /// The suite's constants: 3·B', Z·x by additions, sqrt(−N(Z)).
    #[test]
    fn constants() {
        assert_eq!(E2Iso::B3, E2Iso::B.triple());
        assert_eq!(E2Iso::Z, -Fp2::new(fp_hex("0x02"), Fp::ONE));
        assert_eq!(SQRT_MINUS_5.square(), -E2Iso::Z.norm());
        let mut rng = crate::test_util::rng("map_g2::constants");
        for _ in 0..10 {
            let x = Fp2::random(&mut rng);
            assert_eq!(E2Iso::mul_by_z(&x), E2Iso::Z * x);
            assert_eq!(E2Iso::mul_by_a(&x), E2Iso::A * x);
            assert_eq!(E2Iso::mul_by_b(&x), E2Iso::B * x);
        }
    }

    #[test]
    fn isogeny_lands_on_e2() {
        let mut rng = crate::test_util::rng("isogeny_lands_on_e2");
        for _ in 0..20 {
            let [p, q] = map_to_curve::<E2Iso, 2>(&[Fp2::random(&mut rng), Fp2::random(&mut rng)]);
            assert!(on_e2(&isogeny(&p)));
            assert!(on_e2(&isogeny(&add::<E2Iso>(&p, &q))));
            assert!(on_e2(&isogeny(&add::<E2Iso>(&p, &p))));
            let o = add::<E2Iso>(&p, &IsoPoint { y: -p.y, ..p });
            let iso_o = isogeny(&o);
            assert!(bool::from(iso_o.2.is_zero() & iso_o.0.is_zero()) && iso_o.1 == Fp2::ONE);
        }
    }
}
