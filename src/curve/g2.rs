//! G2: the order-r subgroup of the sextic M-twist E'(Fp2), E': y² = x³ + 4(1 + u).

use rand_core::{Rng, TryRng};
use subtle::{Choice, CtOption};
use zeroize::Zeroizing;

use super::encoding;
use super::endomorphism::{decompose, psi, psi2};
#[cfg(feature = "alloc")]
use super::endomorphism::{psi2_affine, psi_affine};
#[cfg(feature = "alloc")]
use super::msm;
use super::point::{sealed, Affine, Curve, Projective};
#[cfg(feature = "std")]
use super::scalar_mul::TABLE;
use super::scalar_mul::{self, booth};
use super::subgroup;
use crate::field::Fr as Scalar;
use crate::field::{Fp, Fp2};

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
#[cfg(feature = "alloc")]
fn endo_affine(j: usize, p: &Affine<G2>) -> Affine<G2> {
    match j {
        1 => -psi_affine(p),
        2 => psi2_affine(p),
        _ => -psi_affine(&psi2_affine(p)),
    }
}

impl Curve for G2 {
    type Base = Fp2;
    const B: Fp2 = Fp2::new(
        Fp::from_raw([4, 0, 0, 0, 0, 0]),
        Fp::from_raw([4, 0, 0, 0, 0, 0]),
    );
    const GENERATOR_X: Fp2 = Fp2::new(
        Fp::from_raw([
            0xd480_56c8_c121_bdb8,
            0x0bac_0326_a805_bbef,
            0xb451_0b64_7ae3_d177,
            0xc6e4_7ad4_fa40_3b02,
            0x2608_0527_2dc5_1051,
            0x024a_a2b2_f08f_0a91,
        ]),
        Fp::from_raw([
            0xe5ac_7d05_5d04_2b7e,
            0x334c_f112_1394_5d57,
            0xb5da_61bb_dc7f_5049,
            0x596b_d0d0_9920_b61a,
            0x7dac_d3a0_8827_4f65,
            0x13e0_2b60_5271_9f60,
        ]),
    );
    const GENERATOR_Y: Fp2 = Fp2::new(
        Fp::from_raw([
            0xe193_5486_08b8_2801,
            0x923a_c9cc_3bac_a289,
            0x6d42_9a69_5160_d12c,
            0xadfd_9baa_8cbd_d3a7,
            0x8cc9_cdc6_da2e_351a,
            0x0ce5_d527_727d_6e11,
        ]),
        Fp::from_raw([
            0xaaa9_075f_f05f_79be,
            0x3f37_0d27_5cec_1da1,
            0x2674_92ab_572e_99ab,
            0xcb3e_287e_85a7_63af,
            0x32ac_d2b0_2bc2_8b99,
            0x0606_c4a0_2ea7_34cc,
        ]),
    );
    const AFFINE_NAME: &'static str = "G2Affine";
    const PROJECTIVE_NAME: &'static str = "G2Projective";

    #[inline(always)]
    fn mul_by_3b(x: &Fp2) -> Fp2 {
        // 3b = 12(1 + u): multiply by the non-residue 1 + u, then by 12 = 3·4 with additions.
        let x4 = x.mul_by_nonresidue().double().double();
        x4.double().add(&x4)
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
        scalar_mul::mul_endo_vartime::<G2, 4, 1, 65>(p, &d, endo)
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
    fn msm_vartime(points: &[Affine<G2>], scalars: &[Scalar]) -> Projective<G2> {
        // k = Σ kⱼ|z|ʲ on [|z|ʲ]P = (−1)ʲψʲ(P): four 64-bit sub-scalars (GLS).
        let split = |k: &Scalar| decompose(k).map(|d| d as u128);
        msm::msm(points, scalars, split, endo_affine)
    }
}

impl Projective<G2> {
    /// A random point of G2 other than the identity, drawn as `bls12_381`'s `Group::random`
    /// draws it, so that seeded callers get the same points: repeat { x ← `Fp2::random`,
    /// a sign from `next_u32() % 2`, y = `Fp2::sqrt`(x³ + b) (that root, negated when the
    /// sign is odd), and if y exists, clear the cofactor } until the result is not the identity.
    ///
    /// The number of attempts depends on the random values (about two); nothing else does.
    ///
    /// ```
    /// use bls381::G2Projective;
    /// let mut rng = rand::rng();
    /// let p = G2Projective::random(&mut rng);
    /// assert!(bool::from(p.is_torsion_free() & !p.is_identity()));
    /// ```
    pub fn random<R: Rng + ?Sized>(rng: &mut R) -> Self {
        match Self::try_random(rng) {
            Ok(p) => p,
            Err(never) => match never {},
        }
    }

    /// [`random`](Self::random) for fallible generators.
    pub fn try_random<R: TryRng + ?Sized>(rng: &mut R) -> Result<Self, R::Error> {
        loop {
            let x = Fp2::try_random(rng)?;
            let flip = rng.try_next_u32()? % 2 != 0;
            let y = (x.square() * x + G2::B).sqrt_as_bls12_381();
            if bool::from(y.is_some()) {
                let y = y.unwrap();
                let y = if flip { -y } else { y };
                let p = Projective { x, y, z: Fp2::ONE }.clear_cofactor();
                if !bool::from(p.is_identity()) {
                    return Ok(p);
                }
            }
        }
    }
}

impl Affine<G2> {
    /// The 96-byte compressed encoding: x (c1 ‖ c0), with the C, I and S flags in the top bits.
    ///
    /// ```
    /// use bls381::G2Affine;
    /// assert_eq!(G2Affine::identity().to_compressed()[0], 0xc0);
    /// ```
    pub fn to_compressed(&self) -> [u8; 96] {
        let mut out = [0u8; 96];
        encoding::write_compressed(self, &mut out);
        out
    }

    /// The 192-byte uncompressed encoding: x ‖ y (each c1 ‖ c0), with the I flag for the
    /// identity.
    ///
    /// ```
    /// use bls381::G2Affine;
    /// let g = G2Affine::generator();
    /// assert_eq!(G2Affine::from_uncompressed(&g.to_uncompressed()).unwrap(), g);
    /// ```
    pub fn to_uncompressed(&self) -> [u8; 192] {
        let mut out = [0u8; 192];
        encoding::write_uncompressed(self, &mut out);
        out
    }

    /// Decodes a compressed point, checking the flags, that both coefficients of x are
    /// canonical and on the curve, and that the point is in G2. `None` for anything else;
    /// never panics.
    ///
    /// ```
    /// use bls381::G2Affine;
    /// let g = G2Affine::generator();
    /// assert_eq!(G2Affine::from_compressed(&g.to_compressed()).unwrap(), g);
    /// assert!(bool::from(G2Affine::from_compressed(&[0xff; 96]).is_none()));
    /// ```
    pub fn from_compressed(bytes: &[u8; 96]) -> CtOption<Self> {
        encoding::read_compressed(bytes)
    }

    /// [`from_compressed`](Self::from_compressed) without the subgroup check: only for
    /// trusted input.
    pub fn from_compressed_unchecked(bytes: &[u8; 96]) -> CtOption<Self> {
        encoding::read_compressed_unchecked(bytes)
    }

    /// Decodes an uncompressed point, checking the flags, canonical coordinates, the curve
    /// equation and membership of G2. `None` for anything else; never panics.
    pub fn from_uncompressed(bytes: &[u8; 192]) -> CtOption<Self> {
        encoding::read_uncompressed(bytes)
    }

    /// [`from_uncompressed`](Self::from_uncompressed) without the on-curve and subgroup
    /// checks (as `bls12_381`): only for trusted input.
    pub fn from_uncompressed_unchecked(bytes: &[u8; 192]) -> CtOption<Self> {
        encoding::read_uncompressed_unchecked(bytes)
    }
}
