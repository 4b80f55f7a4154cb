//! Every Fp/Fr kernel of every backend this machine runs (`backend::Kernels::runnable()`, the
//! table generated from the kernel list) against num-bigint, inputs shaped to each kernel's
//! contract (src/backend/kernels.rs): field operands below the modulus, wide-product operands
//! any 384-bit value, Montgomery reduction input below p·2^384; the composite kernels where a
//! backend has them; and the modular additions every backend shares (`field/modular.rs`),
//! through the Fp and Fr operators and the `const` methods.
#![no_main]

use bls381::backend::Kernels;
use bls381::field::{Fp, Fr};
use bls381_fuzz::oracle::{below, big, consts, limbs};
use bls381_fuzz::KernelInput;
use libfuzzer_sys::fuzz_target;
use num_bigint::BigUint;

fuzz_target!(|input: KernelInput| {
    let c = consts();
    let ops = [&input.a, &input.b, &input.c, &input.d];
    let flip = |i: usize| input.flip >> i & 1 == 1;
    // Field operands (< p) and scalar operands (< r).
    let fe: Vec<BigUint> = (0..4).map(|i| below(ops[i], &c.p, flip(i))).collect();
    let fa: Vec<[u64; 6]> = fe.iter().map(limbs::<6>).collect();
    let se: Vec<BigUint> = (0..4)
        .map(|i| below(&ops[i][..32], &c.r, flip(i)))
        .collect();
    let sa: Vec<[u64; 4]> = se.iter().map(limbs::<4>).collect();
    // Raw 384-bit operands of the wide products: the bytes, or their complement when flipped.
    let raw: Vec<[u64; 6]> = (0..4)
        .map(|i| {
            let l: [u64; 6] = core::array::from_fn(|j| {
                u64::from_le_bytes(ops[i][8 * j..8 * j + 8].try_into().unwrap())
            });
            if flip(4 + (i & 1)) {
                l.map(|x| !x)
            } else {
                l
            }
        })
        .collect();
    // A 768-bit operand below p·2^384 for the reductions.
    let wide_bytes = |x: &[u8; 48], y: &[u8; 48]| [x.as_slice(), y.as_slice()].concat();
    let t0 = below(&wide_bytes(&input.a, &input.b), &c.p_wide, flip(6));
    let t0l = limbs::<12>(&t0);

    // The expected values.
    let mont = |x: &BigUint| x * &c.rinv_p % &c.p;
    let want_mul = limbs::<6>(&mont(&(&fe[0] * &fe[1])));
    let want_sqr = limbs::<6>(&mont(&(&fe[0] * &fe[0])));
    let want_mul_wide = limbs::<12>(&(big(&raw[0]) * big(&raw[1])));
    let want_sqr_wide = limbs::<12>(&(big(&raw[2]) * big(&raw[2])));
    let want_redc = limbs::<6>(&mont(&t0));
    // The reduction fused with Granger–Scott's closing step: 3·t·R⁻¹ ∓ 2·x mod p.
    let three_t = BigUint::from(3u8) * mont(&t0);
    let two_x = BigUint::from(2u8) * &fe[3];
    let want_redc3_sub2 = limbs::<6>(&((&three_t + &c.p * 2u8 - &two_x) % &c.p));
    let want_redc3_add2 = limbs::<6>(&((&three_t + &two_x) % &c.p));
    let (x0, x1, y0, y1) = (&fe[0], &fe[1], &fe[2], &fe[3]);
    let c0 = if x0 * y0 >= x1 * y1 {
        x0 * y0 - x1 * y1
    } else {
        x0 * y0 + &c.p_wide - x1 * y1
    };
    let c1 = x0 * y1 + x1 * y0;
    let want_fp2_mul_wide = (limbs::<12>(&c0), limbs::<12>(&c1));
    let want_fp2_mul = (limbs::<6>(&mont(&c0)), limbs::<6>(&mont(&c1)));
    let s0 = (x0 + x1) * (x0 + &c.p - x1);
    let s1 = BigUint::from(2u8) * x0 * x1;
    let want_fp2_sqr_wide = (limbs::<12>(&s0), limbs::<12>(&s1));
    let want_fp2_sqr = (limbs::<6>(&mont(&s0)), limbs::<6>(&mont(&s1)));
    let mont_r = |x: &BigUint| x * &c.rinv_r % &c.r;
    let want_fr_mul = limbs::<4>(&mont_r(&(&se[0] * &se[1])));
    let want_fr_sqr = limbs::<4>(&mont_r(&(&se[2] * &se[2])));

    for k in Kernels::runnable() {
        let n = k.name;
        let (a, b) = (&fa[0], &fa[1]);
        assert_eq!((k.fp_mul)(a, b), want_mul, "{n} fp_mul {a:x?} {b:x?}");
        assert_eq!((k.fp_sqr)(a), want_sqr, "{n} fp_sqr {a:x?}");
        let (r0, r1) = (&raw[0], &raw[1]);
        assert_eq!(
            (k.fp_mul_wide)(r0, r1),
            want_mul_wide,
            "{n} fp_mul_wide {r0:x?} {r1:x?}"
        );
        let r2 = &raw[2];
        assert_eq!(
            (k.fp_sqr_wide)(r2),
            want_sqr_wide,
            "{n} fp_sqr_wide {r2:x?}"
        );
        assert_eq!((k.fp_redc)(&t0l), want_redc, "{n} fp_redc {t0l:x?}");
        let (a0, a1, b0, b1) = (&fa[0], &fa[1], &fa[2], &fa[3]);
        assert_eq!(
            (k.fp2_mul_wide)(a0, a1, b0, b1),
            want_fp2_mul_wide,
            "{n} fp2_mul_wide {a0:x?} {a1:x?} {b0:x?} {b1:x?}"
        );
        assert_eq!(
            (k.fp2_mul)(a0, a1, b0, b1),
            want_fp2_mul,
            "{n} fp2_mul {a0:x?} {a1:x?} {b0:x?} {b1:x?}"
        );
        assert_eq!(
            (k.fp2_sqr_wide)(a0, a1),
            want_fp2_sqr_wide,
            "{n} fp2_sqr_wide {a0:x?} {a1:x?}"
        );
        assert_eq!(
            (k.fp2_sqr)(a0, a1),
            want_fp2_sqr,
            "{n} fp2_sqr {a0:x?} {a1:x?}"
        );
        let (s0, s1, s2) = (&sa[0], &sa[1], &sa[2]);
        assert_eq!(
            (k.fr_mul)(s0, s1),
            want_fr_mul,
            "{n} fr_mul {s0:x?} {s1:x?}"
        );
        assert_eq!((k.fr_sqr)(s2), want_fr_sqr, "{n} fr_sqr {s2:x?}");

        // The in-place forms, into outputs holding garbage (every limb must be written).
        let (mut o6, mut p6) = ([!0u64; 6], [0x5a5a_5a5a_5a5a_5a5a; 6]);
        let (mut o12, mut p12) = ([!0u64; 12], [0x5a5a_5a5a_5a5a_5a5a; 12]);
        (k.fp_redc_into)(&mut o6, &t0l);
        assert_eq!(o6, want_redc, "{n} fp_redc_into {t0l:x?}");
        let x = &fa[3];
        if let (Some(sub2), Some(add2)) = (k.fp_redc3_sub2, k.fp_redc3_add2) {
            sub2(&mut o6, &t0l, x);
            assert_eq!(o6, want_redc3_sub2, "{n} fp_redc3_sub2 {t0l:x?} {x:x?}");
            add2(&mut o6, &t0l, x);
            assert_eq!(o6, want_redc3_add2, "{n} fp_redc3_add2 {t0l:x?} {x:x?}");
        }
        if let Some(sqr_n) = k.fp_sqr_n {
            // Runs of 1 to 8 squarings (the input's first byte picks), against the big
            // integers' Montgomery squares.
            let runs = 1 + (raw[3][0] & 7);
            let mut want = fe[0].clone();
            for _ in 0..runs {
                want = mont(&(&want * &want));
            }
            sqr_n(&mut o6, a, &runs);
            assert_eq!(o6, limbs::<6>(&want), "{n} fp_sqr_n {a:x?} {runs}");
        }
        (k.fp2_mul_wide_into)(&mut o12, &mut p12, a0, a1, b0, b1);
        assert_eq!((o12, p12), want_fp2_mul_wide, "{n} fp2_mul_wide_into");
        (k.fp2_sqr_wide_into)(&mut o12, &mut p12, a0, a1);
        assert_eq!((o12, p12), want_fp2_sqr_wide, "{n} fp2_sqr_wide_into");
        (k.fp2_mul_into)(&mut o6, &mut p6, a0, a1, b0, b1);
        assert_eq!((o6, p6), want_fp2_mul, "{n} fp2_mul_into");
        (k.fp2_sqr_into)(&mut o6, &mut p6, a0, a1);
        assert_eq!((o6, p6), want_fp2_sqr, "{n} fp2_sqr_into");
    }

    // The modular additions on Montgomery-form limbs (the representation is additive, so the
    // limbs of a sum are the sum of the limbs mod the modulus): run-time forms through the
    // operators, `const` forms through the inherent methods of Fr and `Fp::neg_const`.
    let (a, b) = (Fp::from_raw_unchecked(fa[0]), Fp::from_raw_unchecked(fa[1]));
    let add = limbs::<6>(&((&fe[0] + &fe[1]) % &c.p));
    let sub = limbs::<6>(&((&fe[0] + &c.p - &fe[1]) % &c.p));
    let neg = limbs::<6>(&((&c.p - &fe[0]) % &c.p));
    assert_eq!((a + b).to_raw_montgomery(), add, "Fp + {a:?} {b:?}");
    assert_eq!((a - b).to_raw_montgomery(), sub, "Fp - {a:?} {b:?}");
    assert_eq!((-a).to_raw_montgomery(), neg, "Fp neg {a:?}");
    assert_eq!(a.neg_const().to_raw_montgomery(), neg, "Fp neg_const {a:?}");
    let (a, b) = (Fr::from_raw_unchecked(sa[0]), Fr::from_raw_unchecked(sa[1]));
    let add = limbs::<4>(&((&se[0] + &se[1]) % &c.r));
    let sub = limbs::<4>(&((&se[0] + &c.r - &se[1]) % &c.r));
    let neg = limbs::<4>(&((&c.r - &se[0]) % &c.r));
    assert_eq!((a + b).to_raw_montgomery(), add, "Fr + {a:?} {b:?}");
    assert_eq!(
        a.add_const(&b).to_raw_montgomery(),
        add,
        "Fr::add_const {a:?} {b:?}"
    );
    assert_eq!((a - b).to_raw_montgomery(), sub, "Fr - {a:?} {b:?}");
    assert_eq!(
        a.sub_const(&b).to_raw_montgomery(),
        sub,
        "Fr::sub_const {a:?} {b:?}"
    );
    assert_eq!((-a).to_raw_montgomery(), neg, "Fr neg {a:?}");
    assert_eq!(
        a.neg_const().to_raw_montgomery(),
        neg,
        "Fr::neg_const {a:?}"
    );
});
