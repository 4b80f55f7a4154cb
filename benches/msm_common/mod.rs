//! Inputs of the MSM benches: random points and scalars, and blst's view of them.
#![allow(dead_code)]

use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
use blst::*;
use rand::{rngs::StdRng, SeedableRng};

/// Defines `$name(n, seed)`: n random points (multiples of a random point by an arithmetic
/// progression of random steps, normalised together) and n random scalars, with blst's affine
/// points (decoded from our uncompressed encodings) and 32-byte little-endian scalars.
macro_rules! inputs {
    ($name:ident, $aff:ident, $proj:ident, $ba:ident, $deser:ident) => {
        pub fn $name(n: usize, seed: u64) -> (Vec<$aff>, Vec<Scalar>, Vec<$ba>, Vec<[u8; 32]>) {
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
                    let mut a = $ba::default();
                    // SAFETY: reads one uncompressed encoding, writes one affine point.
                    let e = unsafe { $deser(&mut a, p.to_uncompressed().as_ptr()) };
                    assert_eq!(e, BLST_ERROR::BLST_SUCCESS);
                    a
                })
                .collect();
            let bscalars = scalars.iter().map(|k| k.to_bytes()).collect();
            (points, scalars, bpoints, bscalars)
        }
    };
}

inputs!(
    g1_inputs,
    G1Affine,
    G1Projective,
    blst_p1_affine,
    blst_p1_deserialize
);
inputs!(
    g2_inputs,
    G2Affine,
    G2Projective,
    blst_p2_affine,
    blst_p2_deserialize
);

/// blst's single-thread Pippenger as its users call it: pointer arrays, 255-bit scalars and a
/// scratch buffer of `*_scratch_sizeof(n)` bytes (allocated by the caller, outside the timing).
macro_rules! blst_msm {
    ($name:ident, $bp:ident, $ba:ident, $msm:ident, $sizeof:ident) => {
        pub struct $name {
            pptrs: Vec<*const $ba>,
            sptrs: Vec<*const u8>,
            scratch: Vec<limb_t>,
        }

        impl $name {
            /// Borrows `points` and `scalars` by pointer: they must outlive the value.
            pub fn new(points: &[$ba], scalars: &[[u8; 32]]) -> Self {
                // SAFETY: a pure size computation.
                let bytes = unsafe { $sizeof(points.len()) };
                $name {
                    pptrs: points.iter().map(|p| p as *const $ba).collect(),
                    sptrs: scalars.iter().map(|s| s.as_ptr()).collect(),
                    scratch: vec![0; bytes / std::mem::size_of::<limb_t>() + 1],
                }
            }

            pub fn run(&mut self) -> $bp {
                let mut out = $bp::default();
                // SAFETY: `new` sized the scratch with blst's own function and its pointer
                // arrays hold `len` pointers to live points and 32-byte scalars.
                unsafe {
                    $msm(
                        &mut out,
                        self.pptrs.as_ptr(),
                        self.pptrs.len(),
                        self.sptrs.as_ptr(),
                        255,
                        self.scratch.as_mut_ptr(),
                    )
                };
                out
            }
        }
    };
}

blst_msm!(
    BlstG1,
    blst_p1,
    blst_p1_affine,
    blst_p1s_mult_pippenger,
    blst_p1s_mult_pippenger_scratch_sizeof
);
blst_msm!(
    BlstG2,
    blst_p2,
    blst_p2_affine,
    blst_p2s_mult_pippenger,
    blst_p2s_mult_pippenger_scratch_sizeof
);
