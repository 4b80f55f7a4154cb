//! G1: the order-r subgroup of E(Fp), E: y² = x³ + 4.

use subtle::Choice;
use zeroize::Zeroizing;

use super::endomorphism::{decompose_glv, BETA};
#[cfg(feature = "alloc")]
use super::g1_lanes;
use super::group_law;
#[cfg(feature = "alloc")]
use super::msm;
use super::point::{sealed, Affine, Curve, Projective};
#[cfg(feature = "std")]
use super::scalar_mul::TABLE;
use super::scalar_mul::{self, booth};
use super::subgroup;
#[cfg(feature = "alloc")]
use crate::field::fp_lanes::{ifma_available, Ifma};
use crate::field::Fp;
use crate::field::Fr as Scalar;
use crate::params::Z_ABS;

/// The curve marker of G1 (E: y² = x³ + 4 over Fp); see [`G1Affine`](crate::G1Affine) and
/// [`G1Projective`](crate::G1Projective).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct G1;

impl sealed::Sealed for G1 {}

/// Booth windows for a 128-bit GLV half.
const W: usize = 26;

/// −φ(X : Y : Z) = (βX : −Y : Z), which is \[z²\]P on G1.
pub(crate) fn neg_phi(p: &Projective<G1>) -> Projective<G1> {
    Projective {
        x: p.x.mul(&BETA),
        y: -p.y,
        z: p.z,
    }
}

impl Curve for G1 {
    type Base = Fp;
    const B: Fp = Fp::from_raw([4, 0, 0, 0, 0, 0]);
    const GENERATOR_X: Fp = Fp::from_hex("0x17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb");
    const GENERATOR_Y: Fp = Fp::from_hex("0x08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1");
    const AFFINE_NAME: &'static str = "G1Affine";
    const PROJECTIVE_NAME: &'static str = "G1Projective";

    #[inline(always)]
    fn mul_by_3b(x: &Fp) -> Fp {
        // 3b = 12: 4x by two doublings, then 12x = 3·(4x).
        let x4 = x.double().double();
        x4.double().add(&x4)
    }

    #[inline]
    fn double(p: &Projective<G1>) -> Projective<G1> {
        group_law::double(p)
    }

    #[inline]
    fn add(p: &Projective<G1>, q: &Projective<G1>) -> Projective<G1> {
        group_law::add(p, q)
    }

    fn mul_ct(p: &Projective<G1>, k: &Scalar) -> Projective<G1> {
        // k = a + b·z² and [z²]P = −φ(P) (GLV, Gallant–Lambert–Vanstone, CRYPTO 2001).
        // The split and the digits determine k: wiped on return, like k's other copies we own.
        let ab = Zeroizing::new(decompose_glv(k));
        let digits = Zeroizing::new([booth::<2, W>(&ab[0]), booth::<2, W>(&ab[1])]);
        // With IFMA, the accumulator and the formulas in lanes (`g1_lanes`).
        #[cfg(feature = "alloc")]
        if ifma_available() {
            if let Some(q) = g1_lanes::mul_endo_ct(&Ifma, p, &digits) {
                return q;
            }
        }
        scalar_mul::mul_endo_ct(p, &digits, |_, t| neg_phi(t))
    }

    fn mul_vartime(p: &Projective<G1>, k: &Scalar) -> Projective<G1> {
        let ab = decompose_glv(k);
        // With IFMA, a half of 112 bits or more takes the lanes' loop (constant time, and faster
        // than this wNAF for full-size scalars: cycle table 0.58 against 0.67 of blst); shorter
        // ones (batch verification's 64-bit blindings) stay here, where the wNAF skips their
        // empty top windows.
        #[cfg(feature = "alloc")]
        if ab.iter().any(|h| h[1] >> 48 != 0) && ifma_available() {
            let digits = [booth::<2, W>(&ab[0]), booth::<2, W>(&ab[1])];
            if let Some(q) = g1_lanes::mul_endo_ct(&Ifma, p, &digits) {
                return q;
            }
        }
        // −φ is [z²] on G1, and commutes with every isomorphism (x, y) ↦ (λ²x, λ³y): the table
        // needs no rescaling.
        let z2 = Scalar::from(Z_ABS).square();
        let lambda = [Scalar::ONE, z2];
        scalar_mul::mul_endo_vartime::<G1, 2, 2, 129>(
            p,
            &ab,
            &lambda,
            |_, t| neg_phi_affine(t),
            |_| None,
        )
    }

    fn mul_by_generator(k: &Scalar) -> Projective<G1> {
        #[cfg(feature = "std")]
        {
            static TABLES: std::sync::OnceLock<alloc::boxed::Box<[[Affine<G1>; TABLE]; W]>> =
                std::sync::OnceLock::new();
            let tables =
                TABLES.get_or_init(|| scalar_mul::fixed_tables::<G1, W>(&Projective::generator()));
            let ab = Zeroizing::new(decompose_glv(k));
            let digits = Zeroizing::new([booth::<2, W>(&ab[0]), booth::<2, W>(&ab[1])]);
            scalar_mul::mul_fixed_ct(tables, &digits, |_, t| neg_phi_affine(t))
        }
        #[cfg(not(feature = "std"))]
        {
            Self::mul_ct(&Projective::generator(), k)
        }
    }

    fn is_torsion_free(p: &Affine<G1>) -> Choice {
        subgroup::g1_is_torsion_free(p)
    }

    fn clear_cofactor(p: &Projective<G1>) -> Projective<G1> {
        subgroup::g1_clear_cofactor(p)
    }

    #[cfg(feature = "alloc")]
    fn is_torsion_free_many(points: &[Affine<G1>]) -> alloc::vec::Vec<Choice> {
        subgroup::g1_is_torsion_free_many(points)
    }

    #[cfg(feature = "alloc")]
    fn clear_cofactor_many(points: &mut [Projective<G1>]) {
        subgroup::g1_clear_cofactor_many(points)
    }

    #[cfg(feature = "alloc")]
    fn msm_vartime(points: &[Affine<G1>], scalars: &[Scalar]) -> Projective<G1> {
        // k = a + b·z² on P and [z²]P = −φ(P): two 128-bit sub-scalars (GLV).
        let split = |k: &Scalar| decompose_glv(k).map(|h| (h[1] as u128) << 64 | h[0] as u128);
        msm::msm(points, scalars, split, |p| [*p, neg_phi_affine(p)])
    }
}

/// −φ(P) = (βx, −y) on an affine point, which is \[z²\]P on G1.
pub(crate) fn neg_phi_affine(p: &Affine<G1>) -> Affine<G1> {
    Affine {
        x: p.x.mul(&BETA),
        y: -p.y,
        infinity: p.infinity,
    }
}

super::point::impl_group_api!(
    G1,
    Fp,
    sqrt,
    compressed = 48,
    uncompressed = 96,
    "G1Affine",
    "G1Projective",
    "x"
);
