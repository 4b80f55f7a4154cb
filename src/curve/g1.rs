//! G1: the order-r subgroup of E(Fp), E: y² = x³ + 4.

use rand_core::{Rng, TryRng};
use subtle::{Choice, CtOption};
use zeroize::Zeroizing;

use super::encoding;
use super::endomorphism::{decompose_glv, BETA};
#[cfg(feature = "alloc")]
use super::msm;
use super::point::{sealed, Affine, Curve, Projective};
#[cfg(feature = "std")]
use super::scalar_mul::TABLE;
use super::scalar_mul::{self, booth};
use super::subgroup;
use crate::field::Fp;
use crate::field::Fr as Scalar;

/// The curve marker of G1 (E: y² = x³ + 4 over Fp); see [`G1Affine`](crate::G1Affine) and
/// [`G1Projective`](crate::G1Projective).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct G1;

impl sealed::Sealed for G1 {}

/// Booth windows for a 128-bit GLV half.
const W: usize = 26;

/// −φ(X : Y : Z) = (βX : −Y : Z), which is \[z²\]P on G1.
fn neg_phi(p: &Projective<G1>) -> Projective<G1> {
    Projective {
        x: p.x.mul(&BETA),
        y: -p.y,
        z: p.z,
    }
}

impl Curve for G1 {
    type Base = Fp;
    const B: Fp = Fp::from_raw([4, 0, 0, 0, 0, 0]);
    const GENERATOR_X: Fp = Fp::from_raw([
        0xfb3a_f00a_db22_c6bb,
        0x6c55_e83f_f97a_1aef,
        0xa14e_3a3f_171b_ac58,
        0xc368_8c4f_9774_b905,
        0x2695_638c_4fa9_ac0f,
        0x17f1_d3a7_3197_d794,
    ]);
    const GENERATOR_Y: Fp = Fp::from_raw([
        0x0caa_2329_46c5_e7e1,
        0xd03c_c744_a288_8ae4,
        0x00db_18cb_2c04_b3ed,
        0xfcf5_e095_d5d0_0af6,
        0xa09e_30ed_741d_8ae4,
        0x08b3_f481_e3aa_a0f1,
    ]);
    const AFFINE_NAME: &'static str = "G1Affine";
    const PROJECTIVE_NAME: &'static str = "G1Projective";

    #[inline(always)]
    fn mul_by_3b(x: &Fp) -> Fp {
        // 3b = 12: 4x by two doublings, then 12x = 3·(4x).
        let x4 = x.double().double();
        x4.double().add(&x4)
    }

    fn mul_ct(p: &Projective<G1>, k: &Scalar) -> Projective<G1> {
        // k = a + b·z² and [z²]P = −φ(P) (GLV, Gallant–Lambert–Vanstone, CRYPTO 2001).
        // The split and the digits determine k: wiped on return, like k's other copies we own.
        let ab = Zeroizing::new(decompose_glv(k));
        let digits = Zeroizing::new([booth::<2, W>(&ab[0]), booth::<2, W>(&ab[1])]);
        scalar_mul::mul_endo_ct(p, &digits, |_, t| neg_phi(t))
    }

    fn mul_vartime(p: &Projective<G1>, k: &Scalar) -> Projective<G1> {
        let ab = decompose_glv(k);
        scalar_mul::mul_endo_vartime::<G1, 2, 2, 129>(p, &ab, |_, t| neg_phi(t))
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
            scalar_mul::mul_fixed_ct(tables, &digits, |_, t| subgroup_neg_phi_affine(t))
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
    fn msm_vartime(points: &[Affine<G1>], scalars: &[Scalar]) -> Projective<G1> {
        // k = a + b·z² on P and [z²]P = −φ(P): two 128-bit sub-scalars (GLV).
        let split = |k: &Scalar| decompose_glv(k).map(|h| (h[1] as u128) << 64 | h[0] as u128);
        msm::msm(points, scalars, split, |_, p| subgroup_neg_phi_affine(p))
    }
}

/// −φ on an affine point.
#[cfg(feature = "alloc")]
fn subgroup_neg_phi_affine(p: &Affine<G1>) -> Affine<G1> {
    Affine {
        x: p.x.mul(&BETA),
        y: -p.y,
        infinity: p.infinity,
    }
}

impl Projective<G1> {
    /// A random point of G1 other than the identity, drawn as `bls12_381`'s `Group::random`
    /// draws it, so that seeded callers get the same points: repeat { x ← `Fp::random`,
    /// a sign from `next_u32() % 2`, y = `Fp::sqrt`(x³ + b) (that root, negated when the
    /// sign is odd), and if y exists, clear the cofactor } until the result is not the identity.
    ///
    /// The number of attempts depends on the random values (about two); nothing else does.
    ///
    /// ```
    /// use bls381::G1Projective;
    /// let mut rng = rand::rng();
    /// let p = G1Projective::random(&mut rng);
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
            let x = Fp::try_random(rng)?;
            let flip = rng.try_next_u32()? % 2 != 0;
            let y = (x.square() * x + G1::B).sqrt();
            if bool::from(y.is_some()) {
                let y = y.unwrap();
                let y = if flip { -y } else { y };
                let p = Projective { x, y, z: Fp::ONE }.clear_cofactor();
                if !bool::from(p.is_identity()) {
                    return Ok(p);
                }
            }
        }
    }
}

impl Affine<G1> {
    /// The 48-byte compressed encoding: x, with the C, I and S flags in the top bits.
    ///
    /// ```
    /// use bls381::G1Affine;
    /// assert_eq!(G1Affine::identity().to_compressed()[0], 0xc0);
    /// ```
    pub fn to_compressed(&self) -> [u8; 48] {
        let mut out = [0u8; 48];
        encoding::write_compressed(self, &mut out);
        out
    }

    /// The 96-byte uncompressed encoding: x ‖ y, with the I flag for the identity.
    ///
    /// ```
    /// use bls381::G1Affine;
    /// let g = G1Affine::generator();
    /// assert_eq!(G1Affine::from_uncompressed(&g.to_uncompressed()).unwrap(), g);
    /// ```
    pub fn to_uncompressed(&self) -> [u8; 96] {
        let mut out = [0u8; 96];
        encoding::write_uncompressed(self, &mut out);
        out
    }

    /// Decodes a compressed point, checking the flags, that x is canonical and on the curve,
    /// and that the point is in G1. `None` for anything else; never panics.
    ///
    /// ```
    /// use bls381::G1Affine;
    /// let g = G1Affine::generator();
    /// assert_eq!(G1Affine::from_compressed(&g.to_compressed()).unwrap(), g);
    /// assert!(bool::from(G1Affine::from_compressed(&[0xff; 48]).is_none()));
    /// ```
    pub fn from_compressed(bytes: &[u8; 48]) -> CtOption<Self> {
        encoding::read_compressed(bytes)
    }

    /// [`from_compressed`](Self::from_compressed) without the subgroup check: only for
    /// trusted input.
    pub fn from_compressed_unchecked(bytes: &[u8; 48]) -> CtOption<Self> {
        encoding::read_compressed_unchecked(bytes)
    }

    /// Decodes an uncompressed point, checking the flags, canonical coordinates, the curve
    /// equation and membership of G1. `None` for anything else; never panics.
    pub fn from_uncompressed(bytes: &[u8; 96]) -> CtOption<Self> {
        encoding::read_uncompressed(bytes)
    }

    /// [`from_uncompressed`](Self::from_uncompressed) without the on-curve and subgroup
    /// checks (as `bls12_381`): only for trusted input.
    pub fn from_uncompressed_unchecked(bytes: &[u8; 96]) -> CtOption<Self> {
        encoding::read_uncompressed_unchecked(bytes)
    }
}
