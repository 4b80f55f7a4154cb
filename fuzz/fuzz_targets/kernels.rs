//! Every Fp/Fr kernel of every backend this machine runs (`backend::portable::*`,
//! `backend::native::*`) against num-bigint, inputs shaped to each kernel's contract
//! (src/backend/portable.rs): field operands below the modulus, wide-product operands any
//! 384-bit value, Montgomery reduction input below p·2^384; plus the portable modular helpers
//! (`add_mod`, `sub_mod`, `neg_mod` and their `_rt` forms, `wide_add`, `wide_sub`).
#![no_main]

use bls381::backend::{portable, Backend};
use bls381_fuzz::oracle::{below, big, consts, limbs};
use bls381_fuzz::KernelInput;
use libfuzzer_sys::fuzz_target;
use num_bigint::BigUint;

type Fp2Out = ([u64; 6], [u64; 6]);
type Fp2Wide = ([u64; 12], [u64; 12]);
/// An Fp2 product kernel (a.c0, a.c1, b.c0, b.c1), returning `O`.
type Fp2Mul<O> = fn(&[u64; 6], &[u64; 6], &[u64; 6], &[u64; 6]) -> O;
type Fp2MulInto<const N: usize> =
    fn(&mut [u64; N], &mut [u64; N], &[u64; 6], &[u64; 6], &[u64; 6], &[u64; 6]);
type Fp2SqrInto<const N: usize> = fn(&mut [u64; N], &mut [u64; N], &[u64; 6], &[u64; 6]);

/// One backend's kernel set.
struct Kernels {
    name: &'static str,
    fp_mul: fn(&[u64; 6], &[u64; 6]) -> [u64; 6],
    fp_sqr: fn(&[u64; 6]) -> [u64; 6],
    fp_mul_wide: fn(&[u64; 6], &[u64; 6]) -> [u64; 12],
    fp_sqr_wide: fn(&[u64; 6]) -> [u64; 12],
    fp_redc: fn(&[u64; 12]) -> [u64; 6],
    fp2_mul: Fp2Mul<Fp2Out>,
    fp2_sqr: fn(&[u64; 6], &[u64; 6]) -> Fp2Out,
    fp2_mul_wide: Fp2Mul<Fp2Wide>,
    fp2_sqr_wide: fn(&[u64; 6], &[u64; 6]) -> Fp2Wide,
    fr_mul: fn(&[u64; 4], &[u64; 4]) -> [u64; 4],
    fr_sqr: fn(&[u64; 4]) -> [u64; 4],
    fp_redc_into: fn(&mut [u64; 6], &[u64; 12]),
    fp_redc3_sub2: fn(&mut [u64; 6], &[u64; 12], &[u64; 6]),
    fp_redc3_add2: fn(&mut [u64; 6], &[u64; 12], &[u64; 6]),
    fp2_mul_wide_into: Fp2MulInto<12>,
    fp2_sqr_wide_into: Fp2SqrInto<12>,
    fp2_mul_into: Fp2MulInto<6>,
    fp2_sqr_into: Fp2SqrInto<6>,
}

macro_rules! kernels_of {
    ($name:expr, $m:path) => {{
        use $m as k;
        Kernels {
            name: $name,
            fp_mul: k::fp_mul,
            fp_sqr: k::fp_sqr,
            fp_mul_wide: k::fp_mul_wide,
            fp_sqr_wide: k::fp_sqr_wide,
            fp_redc: k::fp_redc,
            fp2_mul: k::fp2_mul,
            fp2_sqr: k::fp2_sqr,
            fp2_mul_wide: k::fp2_mul_wide,
            fp2_sqr_wide: k::fp2_sqr_wide,
            fr_mul: k::fr_mul,
            fr_sqr: k::fr_sqr,
            fp_redc_into: k::fp_redc_into,
            fp_redc3_sub2: k::fp_redc3_sub2,
            fp_redc3_add2: k::fp_redc3_add2,
            fp2_mul_wide_into: k::fp2_mul_wide_into,
            fp2_sqr_wide_into: k::fp2_sqr_wide_into,
            fp2_mul_into: k::fp2_mul_into,
            fp2_sqr_into: k::fp2_sqr_into,
        }
    }};
}

fn kernel_sets() -> Vec<Kernels> {
    let mut v = vec![kernels_of!("portable", bls381::backend::portable)];
    if bls381::backend::NATIVE != Backend::Portable && bls381::backend::NATIVE.is_available() {
        v.push(kernels_of!(
            bls381::backend::NATIVE.name(),
            bls381::backend::native
        ));
    }
    v
}

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
    // 768-bit operands below p·2^384 for the reduction and the wide additions.
    let wide_bytes = |x: &[u8; 48], y: &[u8; 48]| [x.as_slice(), y.as_slice()].concat();
    let t0 = below(&wide_bytes(&input.a, &input.b), &c.p_wide, flip(6));
    let t1 = below(&wide_bytes(&input.c, &input.d), &c.p_wide, flip(7));
    let (t0l, t1l) = (limbs::<12>(&t0), limbs::<12>(&t1));

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

    for k in kernel_sets() {
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
        (k.fp_redc3_sub2)(&mut o6, &t0l, x);
        assert_eq!(o6, want_redc3_sub2, "{n} fp_redc3_sub2 {t0l:x?} {x:x?}");
        (k.fp_redc3_add2)(&mut o6, &t0l, x);
        assert_eq!(o6, want_redc3_add2, "{n} fp_redc3_add2 {t0l:x?} {x:x?}");
        (k.fp2_mul_wide_into)(&mut o12, &mut p12, a0, a1, b0, b1);
        assert_eq!((o12, p12), want_fp2_mul_wide, "{n} fp2_mul_wide_into");
        (k.fp2_sqr_wide_into)(&mut o12, &mut p12, a0, a1);
        assert_eq!((o12, p12), want_fp2_sqr_wide, "{n} fp2_sqr_wide_into");
        (k.fp2_mul_into)(&mut o6, &mut p6, a0, a1, b0, b1);
        assert_eq!((o6, p6), want_fp2_mul, "{n} fp2_mul_into");
        (k.fp2_sqr_into)(&mut o6, &mut p6, a0, a1);
        assert_eq!((o6, p6), want_fp2_sqr, "{n} fp2_sqr_into");
    }

    // The portable modular helpers (const and run-time forms), mod p and mod r.
    let (p, r) = (&portable::P, &portable::R);
    let (a, b) = (&fa[0], &fa[1]);
    let add = limbs::<6>(&((&fe[0] + &fe[1]) % &c.p));
    let sub = limbs::<6>(&((&fe[0] + &c.p - &fe[1]) % &c.p));
    let neg = limbs::<6>(&((&c.p - &fe[0]) % &c.p));
    assert_eq!(portable::add_mod(a, b, p), add, "add_mod p {a:x?} {b:x?}");
    assert_eq!(
        portable::add_mod_rt(a, b, p),
        add,
        "add_mod_rt p {a:x?} {b:x?}"
    );
    assert_eq!(portable::sub_mod(a, b, p), sub, "sub_mod p {a:x?} {b:x?}");
    assert_eq!(
        portable::sub_mod_rt(a, b, p),
        sub,
        "sub_mod_rt p {a:x?} {b:x?}"
    );
    assert_eq!(portable::neg_mod(a, p), neg, "neg_mod p {a:x?}");
    assert_eq!(portable::neg_mod_rt(a, p), neg, "neg_mod_rt p {a:x?}");
    let (a, b) = (&sa[0], &sa[1]);
    let add = limbs::<4>(&((&se[0] + &se[1]) % &c.r));
    let sub = limbs::<4>(&((&se[0] + &c.r - &se[1]) % &c.r));
    let neg = limbs::<4>(&((&c.r - &se[0]) % &c.r));
    assert_eq!(portable::add_mod(a, b, r), add, "add_mod r {a:x?} {b:x?}");
    assert_eq!(
        portable::add_mod_rt(a, b, r),
        add,
        "add_mod_rt r {a:x?} {b:x?}"
    );
    assert_eq!(portable::sub_mod(a, b, r), sub, "sub_mod r {a:x?} {b:x?}");
    assert_eq!(
        portable::sub_mod_rt(a, b, r),
        sub,
        "sub_mod_rt r {a:x?} {b:x?}"
    );
    assert_eq!(portable::neg_mod(a, r), neg, "neg_mod r {a:x?}");
    assert_eq!(portable::neg_mod_rt(a, r), neg, "neg_mod_rt r {a:x?}");
    let ws = limbs::<12>(&((&t0 + &t1) % &c.p_wide));
    let wd = limbs::<12>(&((&t0 + &c.p_wide - &t1) % &c.p_wide));
    assert_eq!(
        portable::wide_add(&t0l, &t1l),
        ws,
        "wide_add {t0l:x?} {t1l:x?}"
    );
    assert_eq!(
        portable::wide_sub(&t0l, &t1l),
        wd,
        "wide_sub {t0l:x?} {t1l:x?}"
    );
});
