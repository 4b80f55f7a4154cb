//! The endomorphisms and the scalar decomposition they allow.
//!
//! * G1: φ(x, y) = (βx, y), β a primitive cube root of unity in Fp; on G1 it acts as
//!   multiplication by −z² (eigenvalue check: Scott, ePrint 2021/1130 §6).
//! * G2: ψ = untwist ∘ Frobenius ∘ twist; on G2 it acts as multiplication by z (ePrint
//!   2021/1130 §4).
//!
//! Since r = z⁴ − z² + 1, a scalar k < r written in base |z| has four digits below 2^64:
//! k = k₀ + k₁|z| + k₂|z|² + k₃|z|³ (Galbraith–Lin–Scott decomposition, ePrint 2008/194 §5, with
//! the base-z lattice of BLS12). G1 groups them in two 128-bit halves, k = (k₀ + k₁|z|) +
//! (k₂ + k₃|z|)·z², and G2 uses all four.

use super::g2::G2;
use super::point::{Affine, Projective};
use crate::field::{Fp, Fp2, Fr as Scalar};
use crate::params::Z_ABS;

/// β = 0x5f19672f…fefffe, the cube root of unity with φ(P) = \[−z²\]P on G1 (EIP-2537's value).
pub(crate) const BETA: Fp = Fp::from_hex("0x00000000000000005f19672fdf76ce51ba69c6076a0f77eaddb3a93be6f89688de17d813620a00022e01fffffffefffe");

/// c1 of ψ's x coefficient 1/(1 + u)^((p−1)/3) (its c0 is zero).
const PSI_X1: Fp = Fp::from_hex("0x1a0111ea397fe699ec02408663d4de85aa0d857d89759ad4897d29650fb85f9b409427eb4f49fffd8bfd00000000aaad");

/// ψ's y coefficient 1/(1 + u)^((p−1)/2).
const PSI_Y: Fp2 = Fp2::new(
    Fp::from_hex("0x135203e60180a68ee2e9c448d77a2cd91c3dedd930b1cf60ef396489f61eb45e304466cf3e67fa0af1ee7b04121bdea2"),
    Fp::from_hex("0x06af0e0437ff400b6831e36d6bd17ffe48395dabc2d3435e77f76e17009241c5ee67992f72ec05f4c81084fbede3cc09"),
);

/// ψ²'s x coefficient 1/2^((p−1)/3), in Fp; ψ² negates y (the y coefficient's norm is −1).
const PSI2_X: Fp = Fp::from_hex("0x1a0111ea397fe699ec02408663d4de85aa0d857d89759ad4897d29650fb85f9b409427eb4f49fffd8bfd00000000aaac");

/// `a·(PSI_X1·u)`: two Fp multiplications, c0 being zero.
#[inline]
fn mul_by_psi_x(a: &Fp2) -> Fp2 {
    Fp2::new(-(a.c1 * PSI_X1), a.c0 * PSI_X1)
}

/// ψ(X : Y : Z) = (conj(X)·c_x : conj(Y)·c_y : conj(Z)) (Galbraith–Scott, "Exponentiation in
/// pairing-friendly groups using homomorphisms", Pairing 2008 §4; projective form: the
/// Frobenius of Z scales all three alike).
pub(crate) fn psi(p: &Projective<G2>) -> Projective<G2> {
    Projective {
        x: mul_by_psi_x(&p.x.conjugate()),
        y: p.y.conjugate() * PSI_Y,
        z: p.z.conjugate(),
    }
}

/// ψ on an affine point.
pub(crate) fn psi_affine(p: &Affine<G2>) -> Affine<G2> {
    Affine {
        x: mul_by_psi_x(&p.x.conjugate()),
        y: p.y.conjugate() * PSI_Y,
        infinity: p.infinity,
    }
}

/// ψ²(X : Y : Z) = (X·ω : −Y : Z), ω = PSI2_X ∈ Fp (ψ² = Frobenius² on the twist, a
/// multiplication of x by a cube root of unity).
pub(crate) fn psi2(p: &Projective<G2>) -> Projective<G2> {
    Projective {
        x: p.x.mul_by_fp(&PSI2_X),
        y: -p.y,
        z: p.z,
    }
}

/// ψ² on an affine point.
pub(crate) fn psi2_affine(p: &Affine<G2>) -> Affine<G2> {
    Affine {
        x: p.x.mul_by_fp(&PSI2_X),
        y: -p.y,
        infinity: p.infinity,
    }
}

/// floor((2^128 − 1)/|z|) − 2^64, the reciprocal of the normalised divisor |z| (top bit set).
const Z_ABS_RECIPROCAL: u64 = 0x3812_04ca_56cd_56b5;

/// `x > y` as 0 or 1, without a comparison the compiler could turn into a branch.
#[inline(always)]
fn gt(x: u64, y: u64) -> u64 {
    ((y as u128).wrapping_sub(x as u128) >> 127) as u64
}

/// (u₁·2^64 + u₀) / |z| for u₁ < |z|, as (quotient, remainder), in constant time
/// (Möller–Granlund, "Improved division by invariant integers", IEEE TC 2011, Algorithm 4).
#[inline(always)]
fn div_2by1(u1: u64, u0: u64) -> (u64, u64) {
    let d = Z_ABS;
    let q = (Z_ABS_RECIPROCAL as u128) * (u1 as u128) + (((u1 as u128) << 64) | u0 as u128);
    let (mut q1, q0) = ((q >> 64) as u64, q as u64);
    q1 = q1.wrapping_add(1);
    let mut r = u0.wrapping_sub(q1.wrapping_mul(d));
    let m = 0u64.wrapping_sub(gt(r, q0));
    q1 = q1.wrapping_add(m);
    r = r.wrapping_add(m & d);
    let m = 0u64.wrapping_sub(1 ^ gt(d, r));
    q1 = q1.wrapping_sub(m);
    r = r.wrapping_sub(m & d);
    (q1, r)
}

/// `a = q·|z| + r`, as (q, r), in constant time.
fn divrem_abs_z<const N: usize>(a: &[u64; N]) -> ([u64; N], u64) {
    let mut q = [0u64; N];
    let mut r = 0u64;
    for i in (0..N).rev() {
        (q[i], r) = div_2by1(r, a[i]);
    }
    (q, r)
}

/// The base-|z| digits of the canonical value of `k`: k = Σ kᵢ|z|ⁱ, each kᵢ < |z| (k < r <
/// z⁴). Constant time.
pub(crate) fn decompose(k: &Scalar) -> [u64; 4] {
    let k = k.to_raw();
    let (k, d0) = divrem_abs_z(&k);
    let (k, d1) = divrem_abs_z(&k);
    let (k, d2) = divrem_abs_z(&k);
    [d0, d1, d2, k[0]]
}

/// The two 128-bit halves (k₀ + k₁|z|, k₂ + k₃|z|) of the GLV split k = a + b·z², as
/// little-endian limbs. Constant time.
pub(crate) fn decompose_glv(k: &Scalar) -> [[u64; 2]; 2] {
    let d = decompose(k);
    let half = |lo: u64, hi: u64| {
        let t = (hi as u128) * (Z_ABS as u128) + lo as u128;
        [t as u64, (t >> 64) as u64]
    };
    [half(d[0], d[1]), half(d[2], d[3])]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curve::g1::G1;
    use crate::test_util::{big, exponent, rng};
    use num_bigint::BigUint;

    /// β, ψ's and ψ²'s coefficients recomputed from p, z and ξ = 1 + u, and the reciprocal of
    /// |z| from its definition.
    #[test]
    fn constants_from_p_and_z() {
        let p = big(&crate::params::P);
        // β: the cube root of unity with φ(P) = [−z²]P, for P the generator of G1.
        assert_eq!(BETA.square() * BETA, Fp::ONE);
        assert_ne!(BETA, Fp::ONE);
        let g = Projective::<G1>::generator();
        let z2 = Scalar::from(Z_ABS).square();
        let phi = Projective::<G1> { x: g.x * BETA, ..g };
        assert_eq!(phi, -(g * z2));
        // ψ = (conj(x)·ξ^−((p−1)/3), conj(y)·ξ^−((p−1)/2)); ψ² multiplies x by ξ^−((p²−1)/3),
        // which is 2^−((p−1)/3) ∈ Fp.
        let xi_inv = Fp2::new(Fp::ONE, Fp::ONE).invert().unwrap();
        let third = exponent(&((&p - 1u8) / 3u8));
        let half = exponent(&((&p - 1u8) / 2u8));
        assert_eq!(Fp2::new(Fp::ZERO, PSI_X1), xi_inv.pow_vartime(&third));
        assert_eq!(PSI_Y, xi_inv.pow_vartime(&half));
        let two_inv = Fp::ONE.double().invert().unwrap();
        assert_eq!(PSI2_X, two_inv.pow_vartime(&third));
        assert_eq!(
            Fp2::from(PSI2_X),
            xi_inv.pow_vartime(&exponent(&((&p * &p - 1u8) / 3u8)))
        );
        let r = ((BigUint::from(1u8) << 128usize) - 1u8) / Z_ABS - (BigUint::from(1u8) << 64usize);
        assert_eq!(BigUint::from(Z_ABS_RECIPROCAL), r);
    }

    #[test]
    fn decomposition_recombines() {
        let mut rng = rng("decomposition_recombines");
        let z = BigUint::from(Z_ABS);
        let mut ks: std::vec::Vec<Scalar> = (0..20_000).map(|_| Scalar::random(&mut rng)).collect();
        ks.extend([Scalar::ZERO, Scalar::ONE, -Scalar::ONE, -Scalar::from(2u64)]);
        for k in ks {
            let d = decompose(&k);
            let mut acc = BigUint::from(0u8);
            for di in d.iter().rev() {
                assert!(*di < Z_ABS);
                acc = acc * &z + BigUint::from(*di);
            }
            assert_eq!(acc, big(&k.to_raw()));
            let [a, b] = decompose_glv(&k);
            assert_eq!(big(&a) + big(&b) * &z * &z, big(&k.to_raw()));
        }
    }

    #[test]
    fn div_2by1_edges() {
        for (u1, u0) in [
            (0, 0),
            (0, u64::MAX),
            (Z_ABS - 1, u64::MAX),
            (Z_ABS - 1, 0),
            (1, 0),
        ] {
            let n = ((u1 as u128) << 64) | u0 as u128;
            let (q, r) = div_2by1(u1, u0);
            assert_eq!(
                (q as u128, r as u128),
                (n / Z_ABS as u128, n % Z_ABS as u128)
            );
        }
    }
}
