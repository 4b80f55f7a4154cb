//! Pairing and multi-pairing against blst (`blst_miller_loop` per pair, multiplied, then
//! `blst_final_exp`): `pairing`, `multi_miller_loop_unprepared`, `multi_miller_loop` over
//! `G2Prepared`, the sum of single Miller loops, `pairing_check` (against `blst_fp12_is_one`,
//! with inputs built to make the product 1 half of the time), Gt's operations (add = multiply,
//! neg, double, scalar multiplication by bilinearity), and the final exponentiation and Gt
//! membership test of arbitrary Fp12 values (`blst_final_exp`, `blst_fp12_in_group`).
//! Miller-loop values are compared only after the final exponentiation: their representatives
//! legitimately differ between implementations.
#![no_main]
#![allow(unsafe_code)]

use bls381::field::{Fp12, Fp2, Fp6};
use bls381::{
    miller_loop, multi_miller_loop, multi_miller_loop_unprepared, pairing, pairing_check, G1Affine,
    G2Affine, G2Prepared, Gt, MillerLoopResult,
};
use bls381_fuzz::conv::*;
use bls381_fuzz::oracle::{below, consts, le, to_le};
use bls381_fuzz::{hex, pick_backend, PairingInput};
use blst::*;
use libfuzzer_sys::fuzz_target;
use num_bigint::BigUint;

fn gt_limbs(g: &Gt) -> [[u64; 6]; 12] {
    fp12_limbs(g.as_fp12())
}

fn b_final_exp(f: &blst_fp12) -> blst_fp12 {
    let mut o = blst_fp12::default();
    unsafe { blst_final_exp(&mut o, f) };
    o
}

fn b_pairing(p: &blst_p1_affine, q: &blst_p2_affine) -> blst_fp12 {
    let mut f = blst_fp12::default();
    unsafe {
        if blst_p1_affine_is_inf(p) || blst_p2_affine_is_inf(q) {
            return *blst_fp12_one();
        }
        blst_miller_loop(&mut f, q, p);
    }
    b_final_exp(&f)
}

fuzz_target!(|input: PairingInput| {
    let c = consts();
    let backend = pick_backend(input.flags >> 1 & 1);
    let n = (input.n & 3) as usize + 1;
    let mut a: Vec<BigUint> = (0..n)
        .map(|i| le(&input.ab[64 * i..64 * i + 32]) % &c.r)
        .collect();
    let mut b: Vec<BigUint> = (0..n)
        .map(|i| le(&input.ab[64 * i + 32..64 * i + 64]) % &c.r)
        .collect();
    if input.flags & 1 == 1 {
        // e(−Σ aⱼbⱼ·g1, g2) cancels the other pairs: the product is 1.
        let s: BigUint = (0..n - 1).map(|j| &a[j] * &b[j]).sum::<BigUint>() % &c.r;
        a[n - 1] = (&c.r - s) % &c.r;
        b[n - 1] = BigUint::from(1u8);
    }
    let ctx = format!(
        "{backend:?} a={:?} b={:?}",
        a.iter().map(|x| x.to_str_radix(16)).collect::<Vec<_>>(),
        b.iter().map(|x| x.to_str_radix(16)).collect::<Vec<_>>()
    );
    let bp: Vec<blst_p1_affine> = a
        .iter()
        .map(|x| b_p1_affine(&b_g1_mul(&to_le(x))))
        .collect();
    let bq: Vec<blst_p2_affine> = b
        .iter()
        .map(|x| b_p2_affine(&b_g2_mul(&to_le(x))))
        .collect();
    let p: Vec<G1Affine> = bp.iter().map(from_b_p1a).collect();
    let q: Vec<G2Affine> = bq.iter().map(from_b_p2a).collect();

    // blst: the product of the Miller loops of the non-identity pairs, one final exponentiation.
    let mut f = unsafe { *blst_fp12_one() };
    for (x, y) in bp.iter().zip(&bq) {
        unsafe {
            if blst_p1_affine_is_inf(x) || blst_p2_affine_is_inf(y) {
                continue;
            }
            let mut t = blst_fp12::default();
            blst_miller_loop(&mut t, y, x);
            let prev = f;
            blst_fp12_mul(&mut f, &prev, &t);
        }
    }
    let want = b_fp12_limbs(&b_final_exp(&f));
    let want_one = unsafe { blst_fp12_is_one(&b_final_exp(&f)) };

    let e0 = pairing(&p[0], &q[0]);
    assert_eq!(
        gt_limbs(&e0),
        b_fp12_limbs(&b_pairing(&bp[0], &bq[0])),
        "pairing: {ctx}"
    );
    let terms: Vec<(&G1Affine, &G2Affine)> = p.iter().zip(&q).collect();
    let m = multi_miller_loop_unprepared(&terms).final_exponentiation();
    assert_eq!(gt_limbs(&m), want, "multi_miller_loop_unprepared: {ctx}");
    let prepared: Vec<G2Prepared> = q.iter().map(|x| G2Prepared::from(*x)).collect();
    let pterms: Vec<(&G1Affine, &G2Prepared)> = p.iter().zip(&prepared).collect();
    let m = multi_miller_loop(&pterms).final_exponentiation();
    assert_eq!(gt_limbs(&m), want, "multi_miller_loop (prepared): {ctx}");
    let sum = p
        .iter()
        .zip(&q)
        .map(|(x, y)| miller_loop(x, y))
        .fold(MillerLoopResult::default(), |acc, x| acc + x);
    assert_eq!(
        gt_limbs(&sum.final_exponentiation()),
        want,
        "sum of miller_loop: {ctx}"
    );
    let owned: Vec<(G1Affine, G2Affine)> = p.iter().copied().zip(q.iter().copied()).collect();
    assert_eq!(pairing_check(&owned), want_one, "pairing_check: {ctx}");

    // Gt's group operations against Fp12 arithmetic in blst, and bilinearity.
    let e1 = pairing(&p[n - 1], &q[n - 1]);
    unsafe {
        let mut o = blst_fp12::default();
        blst_fp12_mul(&mut o, &b_fp12(e0.as_fp12()), &b_fp12(e1.as_fp12()));
        assert_eq!(gt_limbs(&(e0 + e1)), b_fp12_limbs(&o), "Gt add: {ctx}");
        blst_fp12_sqr(&mut o, &b_fp12(e0.as_fp12()));
        assert_eq!(gt_limbs(&e0.double()), b_fp12_limbs(&o), "Gt double: {ctx}");
        let mut cj = b_fp12(e1.as_fp12());
        blst_fp12_conjugate(&mut cj);
        assert_eq!(gt_limbs(&(-e1)), b_fp12_limbs(&cj), "Gt neg: {ctx}");
        blst_fp12_mul(&mut o, &b_fp12(e0.as_fp12()), &cj);
        assert_eq!(gt_limbs(&(e0 - e1)), b_fp12_limbs(&o), "Gt sub: {ctx}");
    }
    // e(P0, Q0)·k = e(k·P0, Q0), k = b[n−1].
    let k = scalar(&b[n - 1]);
    let kp = b_p1_affine(&b_g1_mul(&to_le(&((&a[0] * &b[n - 1]) % &c.r))));
    let want_k = b_fp12_limbs(&b_pairing(&kp, &bq[0]));
    assert_eq!(gt_limbs(&(e0 * k)), want_k, "Gt * k: {ctx}");
    assert!(
        bool::from(e0.is_torsion_free()),
        "pairing value not in Gt: {ctx}"
    );

    // Arbitrary Fp12: final exponentiation and membership.
    let coeffs: Vec<_> = (0..12)
        .map(|i| fp(&below(&input.f[48 * i..48 * i + 48], &c.p, false)))
        .collect();
    let f2 = |i: usize| Fp2::new(coeffs[2 * i], coeffs[2 * i + 1]);
    let x = Fp12::new(Fp6::new(f2(0), f2(1), f2(2)), Fp6::new(f2(3), f2(4), f2(5)));
    let xctx = format!("{backend:?} f={}", hex(&input.f));
    let member: Option<Gt> = Gt::from_fp12(x).into();
    let b_member = unsafe { blst_fp12_in_group(&b_fp12(&x)) };
    assert_eq!(
        member.is_some(),
        b_member,
        "Gt::from_fp12 vs blst_fp12_in_group: {xctx}"
    );
    if !bool::from(x.is_zero()) {
        let fe = MillerLoopResult::from_fp12(x).final_exponentiation();
        let bfe = b_final_exp(&b_fp12(&x));
        assert_eq!(
            gt_limbs(&fe),
            b_fp12_limbs(&bfe),
            "final_exponentiation: {xctx}"
        );
        let back: Option<Gt> = Gt::from_fp12(*fe.as_fp12()).into();
        assert!(
            back.is_some(),
            "final exponentiation output not in Gt: {xctx}"
        );
    }
});
