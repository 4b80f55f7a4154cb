//! One tower operation in a loop, for instruction counts under callgrind (A/B decisions on a
//! noisy machine): `valgrind --tool=callgrind target/release/deps/tower_ops-* <op> <iterations>`,
//! where `<op>` is one of the names below, `blst_`-prefixed for blst's counterpart (blst exports
//! no Fp6 arithmetic, so `fp6_mul` and `fp6_sqr` have none). `miller_loop` and `final_exp` are
//! the pairing's two halves.
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use std::hint::black_box;

use bls381::field::{Fp12, Fp2, Fp6};
use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
use blst::*;
use rand::{rngs::StdRng, SeedableRng};

fn to_blst(x: &Fp12) -> blst_fp12 {
    let f2 = |x: &Fp2| blst_fp2 {
        fp: [
            blst_fp {
                l: x.c0.to_raw_montgomery(),
            },
            blst_fp {
                l: x.c1.to_raw_montgomery(),
            },
        ],
    };
    let f6 = |x: &Fp6| blst_fp6 {
        fp2: [f2(&x.c0), f2(&x.c1), f2(&x.c2)],
    };
    blst_fp12 {
        fp6: [f6(&x.c0), f6(&x.c1)],
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (op, n) = match args.as_slice() {
        [_, op, n, ..] if !op.starts_with('-') => (op.clone(), n.parse::<usize>().unwrap_or(10)),
        _ => return, // `cargo bench` runs every bench target: do nothing without arguments.
    };
    let mut rng = StdRng::seed_from_u64(1);
    let (a, b) = (Fp12::random(&mut rng), Fp12::random(&mut rng));
    // An element of the cyclotomic subgroup: f^((p^6 − 1)(p^2 + 1)).
    let t = a.conjugate() * a.invert().unwrap();
    let f = t.frobenius_map_n(2) * t;
    let (ba, bb, bf) = (to_blst(&a), to_blst(&b), to_blst(&f));
    let (x2, y2) = (a.c0.c0, b.c0.c0);
    let (x6, y6) = (a.c0, b.c1);
    // The pairing's two halves, whose work is almost all tower arithmetic.
    let p = G1Affine::from(G1Projective::generator() * Scalar::random(&mut rng));
    let q = G2Affine::from(G2Projective::generator() * Scalar::random(&mut rng));
    let ml = bls381::miller_loop(&p, &q);
    let (mut bp, mut bq) = (blst_p1_affine::default(), blst_p2_affine::default());
    let mut bml = blst_fp12::default();
    // SAFETY: live arrays of the right lengths and initialised out-parameters.
    unsafe {
        blst_p1_uncompress(&mut bp, p.to_compressed().as_ptr());
        blst_p2_uncompress(&mut bq, q.to_compressed().as_ptr());
        blst_miller_loop(&mut bml, &bq, &bp);
    }
    for _ in 0..n {
        // SAFETY (blst arms): pointers to live, initialised values of the right types.
        match op.as_str() {
            "fp2_mul" => drop(black_box(black_box(x2) * black_box(y2))),
            "fp2_sqr" => drop(black_box(black_box(x2).square())),
            "fp6_mul" => drop(black_box(black_box(x6) * black_box(y6))),
            "fp6_sqr" => drop(black_box(black_box(x6).square())),
            "fp12_mul" => drop(black_box(black_box(a) * black_box(b))),
            "fp12_sqr" => drop(black_box(black_box(a).square())),
            "fp12_cyclotomic_sqr" => drop(black_box(black_box(f).cyclotomic_square())),
            "fp12_exp_by_z" => drop(black_box(black_box(f).cyclotomic_exp_by_z())),
            "blst_fp2_mul" => unsafe {
                let mut r = blst_fp2::default();
                blst_fp2_mul(
                    &mut r,
                    black_box(&ba.fp6[0].fp2[0]),
                    black_box(&bb.fp6[0].fp2[0]),
                );
                black_box(r);
            },
            "blst_fp2_sqr" => unsafe {
                let mut r = blst_fp2::default();
                blst_fp2_sqr(&mut r, black_box(&ba.fp6[0].fp2[0]));
                black_box(r);
            },
            "blst_fp12_mul" => unsafe {
                let mut r = blst_fp12::default();
                blst_fp12_mul(&mut r, black_box(&ba), black_box(&bb));
                black_box(r);
            },
            "blst_fp12_sqr" => unsafe {
                let mut r = blst_fp12::default();
                blst_fp12_sqr(&mut r, black_box(&ba));
                black_box(r);
            },
            "blst_fp12_cyclotomic_sqr" => unsafe {
                let mut r = blst_fp12::default();
                blst_fp12_cyclotomic_sqr(&mut r, black_box(&bf));
                black_box(r);
            },
            "miller_loop" => drop(black_box(bls381::miller_loop(black_box(&p), black_box(&q)))),
            "final_exp" => drop(black_box(black_box(&ml).final_exponentiation())),
            "blst_miller_loop" => unsafe {
                let mut r = blst_fp12::default();
                blst_miller_loop(&mut r, black_box(&bq), black_box(&bp));
                black_box(r);
            },
            "blst_final_exp" => unsafe {
                let mut r = blst_fp12::default();
                blst_final_exp(&mut r, black_box(&bml));
                black_box(r);
            },
            "nothing" => {}
            _ => panic!("unknown op {op}"),
        }
    }
}
