//! One operation in a loop, for instruction counts under callgrind (A/B decisions on a noisy
//! machine): `valgrind --tool=callgrind target/release/deps/curve_ops-* <op> <iterations>`,
//! where `<op>` is one of the names below, `blst_`-prefixed for blst's counterpart.
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use std::hint::black_box;

use bls381::field::{Fp, Fp2};
use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
use blst::*;
use rand::{rngs::StdRng, SeedableRng};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (op, n) = match args.as_slice() {
        [_, op, n, ..] if !op.starts_with('-') => (op.clone(), n.parse::<usize>().unwrap_or(10)),
        _ => return, // `cargo bench` runs every bench target: do nothing without arguments.
    };
    let mut rng = StdRng::seed_from_u64(1);
    let k = Scalar::random(&mut rng);
    let p1 = G1Projective::generator() * k;
    let p2 = G2Projective::generator() * k;
    let (a1, a2) = (G1Affine::from(p1), G2Affine::from(p2));
    let (c1, c2) = (a1.to_compressed(), a2.to_compressed());
    let kb = k.to_bytes();
    let mut b1 = blst_p1_affine::default();
    let mut b2 = blst_p2_affine::default();
    let (mut bp1, mut bp2) = (blst_p1::default(), blst_p2::default());
    // SAFETY: live arrays of the right lengths and initialised out-parameters.
    unsafe {
        blst_p1_uncompress(&mut b1, c1.as_ptr());
        blst_p2_uncompress(&mut b2, c2.as_ptr());
        blst_p1_from_affine(&mut bp1, &b1);
        blst_p2_from_affine(&mut bp2, &b2);
    }
    let (fa, fb) = (Fp::random(&mut rng), Fp::random(&mut rng));
    let (f2a, f2b) = (Fp2::random(&mut rng), Fp2::random(&mut rng));
    let (ra, rb) = (Scalar::random(&mut rng), Scalar::random(&mut rng));
    let (bra, brb) = (
        blst_fr {
            l: ra.to_raw_montgomery(),
        },
        blst_fr {
            l: rb.to_raw_montgomery(),
        },
    );
    const DST1: &[u8] = b"QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_";
    const DST2: &[u8] = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";
    let msg = [0x61u8; 32];
    for _ in 0..n {
        // SAFETY (blst arms): pointers to live, initialised values of the right types.
        match op.as_str() {
            "g1_mul" => drop(black_box(black_box(p1) * black_box(k))),
            "g1_mul_vartime" => drop(black_box(black_box(p1).mul_vartime(&k))),
            "g1_mul_by_generator" => drop(black_box(G1Projective::mul_by_generator(&k))),
            "g1_subgroup" => drop(black_box(black_box(a1).is_torsion_free())),
            "g1_decompress" => drop(black_box(G1Affine::from_compressed(black_box(&c1)))),
            "g1_double" => drop(black_box(black_box(p1).double())),
            "g1_add" => drop(black_box(black_box(p1) + black_box(p1))),
            "g2_mul" => drop(black_box(black_box(p2) * black_box(k))),
            "g2_mul_vartime" => drop(black_box(black_box(p2).mul_vartime(&k))),
            "g2_mul_by_generator" => drop(black_box(G2Projective::mul_by_generator(&k))),
            "g2_subgroup" => drop(black_box(black_box(a2).is_torsion_free())),
            "g2_decompress" => drop(black_box(G2Affine::from_compressed(black_box(&c2)))),
            "g2_double" => drop(black_box(black_box(p2).double())),
            "g2_add" => drop(black_box(black_box(p2) + black_box(p2))),
            "blst_g1_mul" => unsafe {
                let mut r = blst_p1::default();
                blst_p1_mult(&mut r, &bp1, kb.as_ptr(), 255);
                black_box(r);
            },
            "blst_g1_subgroup" => drop(black_box(unsafe { blst_p1_affine_in_g1(&b1) })),
            "blst_g1_decompress" => unsafe {
                let mut r = blst_p1_affine::default();
                blst_p1_uncompress(&mut r, c1.as_ptr());
                black_box(blst_p1_affine_in_g1(&r));
            },
            "blst_g2_mul" => unsafe {
                let mut r = blst_p2::default();
                blst_p2_mult(&mut r, &bp2, kb.as_ptr(), 255);
                black_box(r);
            },
            "blst_g2_subgroup" => drop(black_box(unsafe { blst_p2_affine_in_g2(&b2) })),
            "blst_g2_decompress" => unsafe {
                let mut r = blst_p2_affine::default();
                blst_p2_uncompress(&mut r, c2.as_ptr());
                black_box(blst_p2_affine_in_g2(&r));
            },
            "fp_mul" => drop(black_box(black_box(fa) * black_box(fb))),
            "fp_sqr" => drop(black_box(black_box(fa).square())),
            "fp_add" => drop(black_box(black_box(fa) + black_box(fb))),
            "fp2_mul" => drop(black_box(black_box(f2a) * black_box(f2b))),
            "fp2_sqr" => drop(black_box(black_box(f2a).square())),
            "blst_fp_mul" => unsafe {
                let mut r = blst_fp::default();
                blst_fp_mul(&mut r, black_box(&b1.x), black_box(&b1.y));
                black_box(r);
            },
            "blst_fp_sqr" => unsafe {
                let mut r = blst_fp::default();
                blst_fp_sqr(&mut r, black_box(&b1.x));
                black_box(r);
            },
            "blst_fp_add" => unsafe {
                let mut r = blst_fp::default();
                blst_fp_add(&mut r, black_box(&b1.x), black_box(&b1.y));
                black_box(r);
            },
            "blst_fp2_mul" => unsafe {
                let mut r = blst_fp2::default();
                blst_fp2_mul(&mut r, black_box(&b2.x), black_box(&b2.y));
                black_box(r);
            },
            "blst_fp2_sqr" => unsafe {
                let mut r = blst_fp2::default();
                blst_fp2_sqr(&mut r, black_box(&b2.x));
                black_box(r);
            },
            "fr_mul" => drop(black_box(black_box(ra) * black_box(rb))),
            "fr_sqr" => drop(black_box(black_box(ra).square())),
            "blst_fr_mul" => unsafe {
                let mut r = blst_fr::default();
                blst_fr_mul(&mut r, black_box(&bra), black_box(&brb));
                black_box(r);
            },
            "blst_fr_sqr" => unsafe {
                let mut r = blst_fr::default();
                blst_fr_sqr(&mut r, black_box(&bra));
                black_box(r);
            },
            "hash_to_g1" => drop(black_box(bls381::hash_to_curve::hash_to_g1(
                black_box(&msg),
                DST1,
            ))),
            "hash_to_g2" => drop(black_box(bls381::hash_to_curve::hash_to_g2(
                black_box(&msg),
                DST2,
            ))),
            "blst_hash_to_g1" => unsafe {
                let mut r = blst_p1::default();
                let m = black_box(&msg);
                blst_hash_to_g1(
                    &mut r,
                    m.as_ptr(),
                    m.len(),
                    DST1.as_ptr(),
                    DST1.len(),
                    core::ptr::null(),
                    0,
                );
                black_box(r);
            },
            "blst_hash_to_g2" => unsafe {
                let mut r = blst_p2::default();
                let m = black_box(&msg);
                blst_hash_to_g2(
                    &mut r,
                    m.as_ptr(),
                    m.len(),
                    DST2.as_ptr(),
                    DST2.len(),
                    core::ptr::null(),
                    0,
                );
                black_box(r);
            },
            "nothing" => {}
            _ => panic!("unknown op {op}"),
        }
    }
}
