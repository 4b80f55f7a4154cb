//! MSM inputs in the three libraries' types: the same random points and 255-bit scalars.

use ark_ec::{CurveGroup, VariableBaseMSM};
use ark_ff::PrimeField;
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
use blst::MultiPoint;
use rand::{rngs::StdRng, SeedableRng};

macro_rules! inputs {
    ($name:ident, $aff:ident, $proj:ident, $ba:ident, $bp:ident, $deser:ident, $compress:ident,
     $ark_aff:ty, $ark_proj:ty, $bytes:literal) => {
        pub struct $name {
            pub points: Vec<$aff>,
            pub scalars: Vec<Scalar>,
            pub bpoints: Vec<blst::$ba>,
            pub bscalars: Vec<u8>,
            pub apoints: Vec<$ark_aff>,
            pub ascalars: Vec<ark_bls12_381::Fr>,
        }

        impl $name {
            /// n points (multiples of a random point by an arithmetic progression of random
            /// steps, normalised together) and n random scalars.
            pub fn new(n: usize, seed: u64) -> Self {
                let mut rng = StdRng::seed_from_u64(seed);
                let base = $proj::generator() * Scalar::random(&mut rng);
                let step = base * Scalar::random(&mut rng);
                let mut proj = Vec::with_capacity(n);
                let mut acc = base;
                for _ in 0..n {
                    proj.push(acc);
                    acc += step;
                }
                let mut points = vec![$aff::identity(); n];
                $proj::batch_normalize(&proj, &mut points);
                let scalars: Vec<Scalar> = (0..n).map(|_| Scalar::random(&mut rng)).collect();
                let bpoints = points
                    .iter()
                    .map(|p| {
                        let mut a = blst::$ba::default();
                        // SAFETY: reads one uncompressed encoding, writes one affine point.
                        let e = unsafe { blst::$deser(&mut a, p.to_uncompressed().as_ptr()) };
                        assert_eq!(e, blst::BLST_ERROR::BLST_SUCCESS);
                        a
                    })
                    .collect();
                let bscalars = scalars.iter().flat_map(|k| k.to_bytes()).collect();
                let apoints = points
                    .iter()
                    .map(|p| {
                        <$ark_aff>::deserialize_uncompressed_unchecked(&p.to_uncompressed()[..])
                            .unwrap()
                    })
                    .collect();
                let ascalars = scalars
                    .iter()
                    .map(|k| ark_bls12_381::Fr::from_le_bytes_mod_order(&k.to_bytes()))
                    .collect();
                $name {
                    points,
                    scalars,
                    bpoints,
                    bscalars,
                    apoints,
                    ascalars,
                }
            }

            pub fn blst(&self) -> blst::$bp {
                self.bpoints.as_slice().mult(&self.bscalars, 255)
            }

            pub fn ark(&self) -> $ark_proj {
                <$ark_proj>::msm(&self.apoints, &self.ascalars).unwrap()
            }

            /// The three libraries agree (compressed encodings of the results).
            pub fn check(&self) {
                let ours = $aff::from($proj::msm_vartime(&self.points, &self.scalars));
                let mut theirs = [0u8; $bytes];
                // SAFETY: writes the compressed encoding of a live point into a live array.
                unsafe { blst::$compress(theirs.as_mut_ptr(), &self.blst()) };
                assert_eq!(ours.to_compressed(), theirs, "bls381 and blst differ");
                let mut ark = Vec::new();
                self.ark()
                    .into_affine()
                    .serialize_compressed(&mut ark)
                    .unwrap();
                assert_eq!(
                    &ours.to_compressed()[..],
                    &ark[..],
                    "bls381 and arkworks differ"
                );
            }
        }
    };
}

inputs!(
    G1Inputs,
    G1Affine,
    G1Projective,
    blst_p1_affine,
    blst_p1,
    blst_p1_deserialize,
    blst_p1_compress,
    ark_bls12_381::G1Affine,
    ark_bls12_381::G1Projective,
    48
);
inputs!(
    G2Inputs,
    G2Affine,
    G2Projective,
    blst_p2_affine,
    blst_p2,
    blst_p2_deserialize,
    blst_p2_compress,
    ark_bls12_381::G2Affine,
    ark_bls12_381::G2Projective,
    96
);
