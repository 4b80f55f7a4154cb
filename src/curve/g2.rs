//! G2: the order-r subgroup of the sextic M-twist E'(Fp2), E': y² = x³ + 4(1 + u).

use subtle::Choice;
use zeroize::Zeroizing;

use super::endomorphism::{decompose, psi, psi2, psi2_affine, psi_affine};
use super::group_law;
#[cfg(feature = "alloc")]
use super::msm;
use super::point::{sealed, Affine, Curve, Projective};
#[cfg(feature = "std")]
use super::scalar_mul::TABLE;
use super::scalar_mul::{self, booth};
use super::subgroup;
use crate::field::Fr as Scalar;
use crate::field::{Fp, Fp2};
use crate::params::Z_ABS;

/// The curve marker of G2 (E': y² = x³ + 4(1 + u) over Fp2); see
/// [`G2Affine`](crate::G2Affine) and [`G2Projective`](crate::G2Projective).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct G2;

impl sealed::Sealed for G2 {}

/// Booth windows for a 64-bit base-|z| digit.
const W: usize = 13;

/// \[|z|ʲ\]P = (−1)ʲψʲ(P) on G2, as ψ acts as \[z\] there (ePrint 2021/1130 §4).
fn endo(j: usize, p: &Projective<G2>) -> Projective<G2> {
    match j {
        1 => -psi(p),
        2 => psi2(p),
        _ => -psi(&psi2(p)),
    }
}

/// [`endo`] on affine points.
fn endo_affine(j: usize, p: &Affine<G2>) -> Affine<G2> {
    match j {
        1 => -psi_affine(p),
        2 => psi2_affine(p),
        _ => -psi_affine(&psi2_affine(p)),
    }
}

/// `endo_affine(j, P)` for j = 0…3, with −ψ³(P) as ψ²(−ψ(P)) (ψ² costs two Fp
/// multiplications, ψ five).
#[cfg(feature = "alloc")]
fn endo_images_affine(p: &Affine<G2>) -> [Affine<G2>; 4] {
    let q = -psi_affine(p);
    [*p, q, psi2_affine(p), psi2_affine(&q)]
}

impl Curve for G2 {
    type Base = Fp2;
    const B: Fp2 = Fp2::new(
        Fp::from_raw([4, 0, 0, 0, 0, 0]),
        Fp::from_raw([4, 0, 0, 0, 0, 0]),
    );
    const GENERATOR_X: Fp2 = Fp2::new(
        Fp::from_hex("0x024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8"),
        Fp::from_hex("0x13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e"),
    );
    const GENERATOR_Y: Fp2 = Fp2::new(
        Fp::from_hex("0x0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801"),
        Fp::from_hex("0x0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be"),
    );
    const AFFINE_NAME: &'static str = "G2Affine";
    const PROJECTIVE_NAME: &'static str = "G2Projective";

    #[inline(always)]
    fn mul_by_3b(x: &Fp2) -> Fp2 {
        // 3b = 12(1 + u): multiply by the non-residue 1 + u, then by 12 = 3·4 with additions.
        let x4 = x.mul_by_nonresidue().double().double();
        x4.double().add(&x4)
    }

    fn double(p: &Projective<G2>) -> Projective<G2> {
        // 3M + 5S in place of RCB's 6M + 2S: composed from the Fp2 kernels it is level with
        // RCB, but its one kernel (exact integers, 14 reductions for 19 wide products) is
        // about 0.89 of it (x86_64, Intel Xeon with IFMA).
        let mut r = [Fp2::ZERO; 3];
        if crate::field::wide::g2_double(&mut r, &[p.x, p.y, p.z]) {
            let [x, y, z] = r;
            return Projective { x, y, z };
        }
        group_law::double_a0(p)
    }

    fn add(p: &Projective<G2>, q: &Projective<G2>) -> Projective<G2> {
        let mut r = [Fp2::ZERO; 3];
        if crate::field::wide::g2_add(&mut r, &[p.x, p.y, p.z], &[q.x, q.y, q.z]) {
            let [x, y, z] = r;
            return Projective { x, y, z };
        }
        group_law::add(p, q)
    }

    fn mul_ct(p: &Projective<G2>, k: &Scalar) -> Projective<G2> {
        // k = Σ kⱼ|z|ʲ with 64-bit digits (GLS, Galbraith–Lin–Scott, EUROCRYPT 2009 §5).
        // The digits determine k: wiped on return, like k's other copies we own.
        let d = Zeroizing::new(decompose(k));
        let digits = Zeroizing::new(d.map(|dj| booth::<1, W>(&[dj])));
        scalar_mul::mul_endo_ct(p, &digits, endo)
    }

    fn mul_vartime(p: &Projective<G2>, k: &Scalar) -> Projective<G2> {
        let d = decompose(k).map(|dj| [dj]);
        // endo(j) is [|z|ʲ] on G2. ψ maps (λ²x, λ³y) to the image of ψ(x, y) scaled by
        // conj(λ): with Z·conj(Z) ∈ Fp as the isomorphism's Z, the tables' ψ-images stay on
        // the same isomorphic curve.
        let z = Scalar::from(Z_ABS);
        let lambda = [Scalar::ONE, z, z.square(), z.square() * z];
        scalar_mul::mul_endo_vartime::<G2, 4, 1, 65>(p, &d, &lambda, endo_affine, |z| {
            Some(z.conjugate())
        })
    }

    fn mul_by_generator(k: &Scalar) -> Projective<G2> {
        #[cfg(feature = "std")]
        {
            static TABLES: std::sync::OnceLock<alloc::boxed::Box<[[Affine<G2>; TABLE]; W]>> =
                std::sync::OnceLock::new();
            let tables =
                TABLES.get_or_init(|| scalar_mul::fixed_tables::<G2, W>(&Projective::generator()));
            let d = Zeroizing::new(decompose(k));
            let digits = Zeroizing::new(d.map(|dj| booth::<1, W>(&[dj])));
            scalar_mul::mul_fixed_ct(tables, &digits, endo_affine)
        }
        #[cfg(not(feature = "std"))]
        {
            Self::mul_ct(&Projective::generator(), k)
        }
    }

    fn is_torsion_free(p: &Affine<G2>) -> Choice {
        subgroup::g2_is_torsion_free(p)
    }

    fn clear_cofactor(p: &Projective<G2>) -> Projective<G2> {
        subgroup::g2_clear_cofactor(p)
    }

    #[cfg(feature = "alloc")]
    fn is_torsion_free_many(points: &[Affine<G2>]) -> alloc::vec::Vec<Choice> {
        subgroup::g2_is_torsion_free_many(points)
    }

    #[cfg(feature = "alloc")]
    fn clear_cofactor_many(points: &mut [Projective<G2>]) {
        subgroup::g2_clear_cofactor_many(points)
    }

    #[cfg(feature = "alloc")]
    fn msm_vartime(points: &[Affine<G2>], scalars: &[Scalar]) -> Projective<G2> {
        // k = Σ kⱼ|z|ʲ on [|z|ʲ]P = (−1)ʲψʲ(P): four 64-bit sub-scalars (GLS).
        let split = |k: &Scalar| decompose(k).map(|d| d as u128);
        msm::msm(points, scalars, split, endo_images_affine)
    }
}

super::point::impl_group_api!(
    G2,
    Fp2,
    sqrt_as_bls12_381,
    compressed = 96,
    uncompressed = 192,
    "G2Affine",
    "G2Projective",
    "x (c1 ‖ c0)"
);
