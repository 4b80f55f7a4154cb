//! The zkcrypto traits on bls381's own types (feature `group`): `ff::Field`, `ff::PrimeField`
//! and `ff::PrimeFieldBits` on [`Scalar`](crate::Scalar); `group::Group`, `Curve`,
//! `PrimeGroup`/`PrimeCurve`, `CurveAffine`, `GroupEncoding` (compressed),
//! `UncompressedEncoding` and (with `alloc`) `WnafGroup` on G1 and G2; `Group` on
//! [`Gt`]; and `pairing::Engine`, `PairingCurveAffine`, `MillerLoopResult` and (with
//! `alloc`) `MultiMillerLoop` through [`Bls12`].
//!
//! The generation is `ff`/`group` 0.14 and `pairing` 0.24, the one whose RNG traits are
//! `rand_core` 0.10's, as bls381's own sampling. Values, constants and encodings are those of
//! `bls12_381` 0.9 (its `Scalar`'s little-endian `Repr`, the zcash point encodings, the same
//! random draws from the same RNG), so generic code gives the same bytes on either crate. The
//! trait methods are the inherent ones: constant time where they take secrets (`invert`,
//! `sqrt`, `*` by a scalar), variable time only in the `*_vartime` ones.
//!
//! ```
//! use bls381::{Bls12, G1Projective, G2Affine, Scalar};
//! use ff::Field;
//! use group::{Curve, Group};
//! use pairing::Engine;
//!
//! // Written once against the traits: p(x) = c0 + c1·x + ... by Horner's rule, and Σ kᵢ·Pᵢ.
//! fn horner<F: Field>(coeffs: &[F], x: F) -> F {
//!     coeffs.iter().rev().fold(F::ZERO, |acc, c| acc * x + c)
//! }
//! fn linear_combination<G: Group>(points: &[G], scalars: &[G::Scalar]) -> G {
//!     points.iter().zip(scalars).map(|(p, k)| *p * k).sum()
//! }
//!
//! let coeffs = [Scalar::from(3u64), Scalar::from(2u64), Scalar::from(1u64)];
//! let x = Scalar::from(5u64);
//! assert_eq!(horner(&coeffs, x), Scalar::from(3 + 2 * 5 + 5 * 5u64));
//!
//! let g = G1Projective::generator();
//! let p = linear_combination(&[g, g.double()], &[Scalar::from(4u64), Scalar::from(3u64)]);
//! assert_eq!(p, g * Scalar::from(10u64));
//!
//! // e(10·g1, g2) = e(g1, g2)^10 through the Engine.
//! let lhs = Bls12::pairing(&p.to_affine(), &G2Affine::generator());
//! assert_eq!(lhs, <Bls12 as Engine>::Gt::generator() * Scalar::from(10u64));
//! ```

use ::pairing::{Engine, PairingCurveAffine};
use ff::{FieldBits, PrimeField, PrimeFieldBits};
use group::prime::{PrimeCurve, PrimeGroup};
use group::{Curve, CurveAffine, Group, GroupEncoding, UncompressedEncoding};
use rand_core::TryRng;
use subtle::{Choice, CtOption};

use crate::curve::{G1Affine, G1Projective, G2Affine, G2Projective};
use crate::field::Fr;
use crate::pairing::{pairing, Gt, MillerLoopResult};

impl ff::Field for Fr {
    const ZERO: Self = Fr::ZERO;
    const ONE: Self = Fr::ONE;

    /// 64 bytes reduced mod r, as `bls12_381`.
    fn try_random<R: TryRng + ?Sized>(rng: &mut R) -> Result<Self, R::Error> {
        Fr::try_random(rng)
    }

    fn is_zero(&self) -> Choice {
        Fr::is_zero(self)
    }

    fn square(&self) -> Self {
        Fr::square(self)
    }

    fn double(&self) -> Self {
        self + self
    }

    fn invert(&self) -> CtOption<Self> {
        Fr::invert(self)
    }

    fn sqrt_ratio(num: &Self, div: &Self) -> (Choice, Self) {
        ff::helpers::sqrt_ratio_generic(num, div)
    }

    /// The root `bls12_381` returns (see [`Fr::sqrt`]).
    fn sqrt(&self) -> CtOption<Self> {
        Fr::sqrt(self)
    }

    fn pow_vartime<S: AsRef<[u64]>>(&self, exp: S) -> Self {
        Fr::pow_vartime(self, exp.as_ref())
    }
}

impl PrimeField for Fr {
    type Repr = [u8; 32];

    fn from_repr(repr: Self::Repr) -> CtOption<Self> {
        Fr::from_bytes(&repr)
    }

    fn to_repr(&self) -> Self::Repr {
        self.to_bytes()
    }

    fn is_odd(&self) -> Choice {
        Fr::is_odd(self)
    }

    const MODULUS: &'static str = Fr::MODULUS_HEX;
    const NUM_BITS: u32 = Fr::NUM_BITS;
    const CAPACITY: u32 = Fr::CAPACITY;
    const TWO_INV: Self = Fr::TWO_INV;
    const MULTIPLICATIVE_GENERATOR: Self = Fr::MULTIPLICATIVE_GENERATOR;
    const S: u32 = Fr::S;
    const ROOT_OF_UNITY: Self = Fr::ROOT_OF_UNITY;
    const ROOT_OF_UNITY_INV: Self = Fr::ROOT_OF_UNITY_INV;
    const DELTA: Self = Fr::DELTA;
}

impl ff::FromUniformBytes<64> for Fr {
    fn from_uniform_bytes(bytes: &[u8; 64]) -> Self {
        Fr::from_bytes_wide(bytes)
    }
}

// bitvec stores 64-bit words on 64-bit targets only.
#[cfg(target_pointer_width = "64")]
type ReprBits = [u64; 4];
#[cfg(not(target_pointer_width = "64"))]
type ReprBits = [u32; 8];

/// 32 little-endian bytes as the platform's words, least significant first.
fn limbs(bytes: &[u8; 32]) -> ReprBits {
    const WORD: usize = core::mem::size_of::<usize>();
    core::array::from_fn(|i| {
        let mut w = [0u8; WORD];
        w.copy_from_slice(&bytes[WORD * i..WORD * (i + 1)]);
        // ReprBits' words are usize-sized (the cfg above).
        usize::from_le_bytes(w) as _
    })
}

impl PrimeFieldBits for Fr {
    type ReprBits = ReprBits;

    fn to_le_bits(&self) -> FieldBits<Self::ReprBits> {
        FieldBits::new(limbs(&self.to_bytes()))
    }

    fn char_le_bits() -> FieldBits<Self::ReprBits> {
        // r = Fr::MODULUS_HEX, little-endian.
        const MODULUS_LE: [u8; 32] = [
            0x01, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xfe, 0x5b, 0xfe, 0xff, 0x02, 0xa4,
            0xbd, 0x53, 0x05, 0xd8, 0xa1, 0x09, 0x08, 0xd8, 0x39, 0x33, 0x48, 0x7d, 0x9d, 0x29,
            0x53, 0xa7, 0xed, 0x73,
        ];
        FieldBits::new(limbs(&MODULUS_LE))
    }
}

/// `Group`, `Curve`, the prime-order markers, `CurveAffine` and the encodings of one of G1, G2:
/// the inherent methods under the traits' names.
macro_rules! group_traits {
    ($affine:ident, $proj:ident, $compressed:ident, $uncompressed:ident, $clen:literal,
     $ulen:literal, $name:literal, $wnaf:expr) => {
        #[doc = concat!("The compressed encoding of a G", $name, " point (", stringify!($clen), " bytes), `GroupEncoding::Repr`.")]
        #[derive(Clone, Copy, PartialEq, Eq)]
        pub struct $compressed(pub [u8; $clen]);

        #[doc = concat!("The uncompressed encoding of a G", $name, " point (", stringify!($ulen), " bytes), `UncompressedEncoding::Uncompressed`.")]
        #[derive(Clone, Copy, PartialEq, Eq)]
        pub struct $uncompressed(pub [u8; $ulen]);

        encoding_type!($compressed, $clen);
        encoding_type!($uncompressed, $ulen);

        impl Group for $proj {
            type Scalar = Fr;

            /// Draws as `bls12_381` does, so seeded callers get the same points.
            fn try_random<R: TryRng + ?Sized>(rng: &mut R) -> Result<Self, R::Error> {
                $proj::try_random(rng)
            }

            fn identity() -> Self {
                $proj::identity()
            }

            fn generator() -> Self {
                $proj::generator()
            }

            fn is_identity(&self) -> Choice {
                $proj::is_identity(self)
            }

            fn double(&self) -> Self {
                $proj::double(self)
            }

            fn mul_by_generator(scalar: &Fr) -> Self {
                $proj::mul_by_generator(scalar)
            }
        }

        impl Curve for $proj {
            type Affine = $affine;

            fn batch_normalize(p: &[Self], q: &mut [$affine]) {
                $proj::batch_normalize(p, q);
            }

            fn to_affine(&self) -> $affine {
                $proj::to_affine(self)
            }
        }

        impl PrimeGroup for $proj {}

        impl PrimeCurve for $proj {}

        impl CurveAffine for $affine {
            type Curve = $proj;
            type Scalar = Fr;

            fn identity() -> Self {
                $affine::identity()
            }

            fn generator() -> Self {
                $affine::generator()
            }

            fn is_identity(&self) -> Choice {
                $affine::is_identity(self)
            }

            fn to_curve(&self) -> $proj {
                $affine::to_curve(self)
            }
        }

        impl GroupEncoding for $affine {
            type Repr = $compressed;

            fn from_bytes(bytes: &$compressed) -> CtOption<Self> {
                $affine::from_compressed(&bytes.0)
            }

            fn from_bytes_unchecked(bytes: &$compressed) -> CtOption<Self> {
                $affine::from_compressed_unchecked(&bytes.0)
            }

            fn to_bytes(&self) -> $compressed {
                $compressed(self.to_compressed())
            }
        }

        impl GroupEncoding for $proj {
            type Repr = $compressed;

            fn from_bytes(bytes: &$compressed) -> CtOption<Self> {
                $affine::from_compressed(&bytes.0).map(Self::from)
            }

            fn from_bytes_unchecked(bytes: &$compressed) -> CtOption<Self> {
                $affine::from_compressed_unchecked(&bytes.0).map(Self::from)
            }

            fn to_bytes(&self) -> $compressed {
                $compressed(self.to_affine().to_compressed())
            }
        }

        impl UncompressedEncoding for $affine {
            type Uncompressed = $uncompressed;

            fn from_uncompressed(bytes: &$uncompressed) -> CtOption<Self> {
                $affine::from_uncompressed(&bytes.0)
            }

            fn from_uncompressed_unchecked(bytes: &$uncompressed) -> CtOption<Self> {
                $affine::from_uncompressed_unchecked(&bytes.0)
            }

            fn to_uncompressed(&self) -> $uncompressed {
                $uncompressed(self.to_uncompressed())
            }
        }

        /// The window sizes of `bls12_381` (src/g1.rs, src/g2.rs), so generic wNAF code picks
        /// the same windows on either crate.
        #[cfg(feature = "alloc")]
        impl group::WnafGroup for $proj {
            fn recommended_wnaf_for_num_scalars(num_scalars: usize) -> usize {
                const RECOMMENDATIONS: &[usize] = &$wnaf;
                4 + RECOMMENDATIONS.iter().take_while(|&&r| num_scalars > r).count()
            }
        }
    };
}

/// A byte-array encoding as `group` wants it: all-zero `Default` (arrays this long have none),
/// byte access, `Debug` as the list of its bytes.
macro_rules! encoding_type {
    ($t:ident, $len:literal) => {
        impl Default for $t {
            fn default() -> Self {
                $t([0; $len])
            }
        }

        impl AsRef<[u8]> for $t {
            fn as_ref(&self) -> &[u8] {
                &self.0
            }
        }

        impl AsMut<[u8]> for $t {
            fn as_mut(&mut self) -> &mut [u8] {
                &mut self.0
            }
        }

        impl core::fmt::Debug for $t {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Debug::fmt(&self.0[..], f)
            }
        }
    };
}

group_traits!(
    G1Affine,
    G1Projective,
    G1Compressed,
    G1Uncompressed,
    48,
    96,
    "1",
    [1, 3, 7, 20, 43, 120, 273, 563, 1630, 3128, 7933, 62569]
);
group_traits!(
    G2Affine,
    G2Projective,
    G2Compressed,
    G2Uncompressed,
    96,
    192,
    "2",
    [1, 3, 8, 20, 47, 126, 260, 826, 1501, 4555, 84071]
);

impl Group for Gt {
    type Scalar = Fr;

    /// A random Fp12 element through the final exponentiation, as `bls12_381`.
    fn try_random<R: TryRng + ?Sized>(rng: &mut R) -> Result<Self, R::Error> {
        Gt::try_random(rng)
    }

    fn identity() -> Self {
        Gt::identity()
    }

    fn generator() -> Self {
        Gt::generator()
    }

    fn is_identity(&self) -> Choice {
        Gt::is_identity(self)
    }

    fn double(&self) -> Self {
        Gt::double(self)
    }
}

/// BLS12-381 as a [`pairing::Engine`] (and, with `alloc`,
/// [`MultiMillerLoop`](::pairing::MultiMillerLoop)): the types of bls381 and its pairing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bls12;

impl Engine for Bls12 {
    type Fr = Fr;
    type G1 = G1Projective;
    type G1Affine = G1Affine;
    type G2 = G2Projective;
    type G2Affine = G2Affine;
    type Gt = Gt;

    fn pairing(p: &G1Affine, q: &G2Affine) -> Gt {
        pairing(p, q)
    }
}

impl PairingCurveAffine for G1Affine {
    type Pair = G2Affine;
    type PairingResult = Gt;

    fn pairing_with(&self, other: &G2Affine) -> Gt {
        pairing(self, other)
    }
}

impl PairingCurveAffine for G2Affine {
    type Pair = G1Affine;
    type PairingResult = Gt;

    fn pairing_with(&self, other: &G1Affine) -> Gt {
        pairing(other, self)
    }
}

impl ::pairing::MillerLoopResult for MillerLoopResult {
    type Gt = Gt;

    fn final_exponentiation(&self) -> Gt {
        MillerLoopResult::final_exponentiation(self)
    }
}

#[cfg(feature = "alloc")]
impl ::pairing::MultiMillerLoop for Bls12 {
    type G2Prepared = crate::pairing::G2Prepared;
    type Result = MillerLoopResult;

    fn multi_miller_loop(terms: &[(&G1Affine, &crate::pairing::G2Prepared)]) -> MillerLoopResult {
        crate::pairing::multi_miller_loop(terms)
    }
}
