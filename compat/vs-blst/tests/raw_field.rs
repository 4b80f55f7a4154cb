//! The raw scalar and field functions of the facade against blst's, limb for limb, on random
//! inputs (and random lengths, counts, flags and hex strings).

mod common;
use common::*;

const N: usize = 200;

macro_rules! unary {
    ($rng:ident, $gen:ident, $ty_r:ty, $ty_f:ty, $($name:ident),*) => {$(
        for i in 0..cases(N) {
            let a = $gen(&mut $rng);
            let mut r = <$ty_r>::default();
            let mut f = <$ty_f>::default();
            unsafe {
                real::$name(&mut r, &a);
                facade::$name(&mut f, &cast(&a));
            }
            assert_eq!(cast::<_, $ty_r>(&f), r, "{} case {i}", stringify!($name));
        }
    )*};
}

macro_rules! binary {
    ($rng:ident, $gen:ident, $ty_r:ty, $ty_f:ty, $($name:ident),*) => {$(
        for i in 0..cases(N) {
            let (a, b) = ($gen(&mut $rng), $gen(&mut $rng));
            let mut r = <$ty_r>::default();
            let mut f = <$ty_f>::default();
            unsafe {
                real::$name(&mut r, &a, &b);
                facade::$name(&mut f, &cast(&a), &cast(&b));
            }
            assert_eq!(cast::<_, $ty_r>(&f), r, "{} case {i}", stringify!($name));
        }
    )*};
}

macro_rules! counted {
    ($rng:ident, $gen:ident, $ty_r:ty, $ty_f:ty, $($name:ident),*) => {$(
        for i in 0..cases(N) {
            let a = $gen(&mut $rng);
            // From 1: blst's shifts by 0 loop 2^64 times (a do-while on the count).
            let c = 1 + $rng.below(12);
            let mut r = <$ty_r>::default();
            let mut f = <$ty_f>::default();
            unsafe {
                real::$name(&mut r, &a, c as _);
                facade::$name(&mut f, &cast(&a), c as _);
            }
            assert_eq!(cast::<_, $ty_r>(&f), r, "{} case {i} count {c}", stringify!($name));
        }
    )*};
}

fn zero_or<T: Copy + Default>(rng: &mut Rng, v: T) -> T {
    if rng.below(16) == 0 { T::default() } else { v }
}

#[test]
fn fp_functions() {
    let mut rng = Rng::new("fp_functions");
    let g = |r: &mut Rng| {
        let v = fp(r);
        zero_or(r, v)
    };
    unary!(
        rng,
        g,
        real::blst_fp,
        facade::blst_fp,
        blst_fp_mul_by_3,
        blst_fp_mul_by_8,
        blst_fp_sqr,
        blst_fp_eucl_inverse,
        blst_fp_inverse,
        blst_fp_to,
        blst_fp_from
    );
    binary!(
        rng,
        g,
        real::blst_fp,
        facade::blst_fp,
        blst_fp_add,
        blst_fp_sub,
        blst_fp_mul
    );
    counted!(rng, g, real::blst_fp, facade::blst_fp, blst_fp_lshift);
    for i in 0..cases(N) {
        let a = g(&mut rng);
        let flag = rng.bool();
        let (mut r, mut f) = (real::blst_fp::default(), facade::blst_fp::default());
        unsafe {
            real::blst_fp_cneg(&mut r, &a, flag);
            facade::blst_fp_cneg(&mut f, &cast(&a), flag);
            assert_eq!(cast::<_, real::blst_fp>(&f), r, "cneg {i}");
            let (okr, okf) = (
                real::blst_fp_sqrt(&mut r, &a),
                facade::blst_fp_sqrt(&mut f, &cast(&a)),
            );
            assert_eq!((okr, cast::<_, real::blst_fp>(&f)), (okf, r), "sqrt {i}");
            assert_eq!(
                real::blst_fp_is_square(&a),
                facade::blst_fp_is_square(&cast(&a)),
                "is_square {i}"
            );
            // The integer forms.
            let (mut w64r, mut w64f) = ([0u64; 6], [0u64; 6]);
            real::blst_uint64_from_fp(w64r.as_mut_ptr(), &a);
            facade::blst_uint64_from_fp(w64f.as_mut_ptr(), &cast(&a));
            assert_eq!(w64r, w64f);
            let raw: [u64; 6] = core::array::from_fn(|_| rng.next_u64());
            real::blst_fp_from_uint64(&mut r, raw.as_ptr());
            facade::blst_fp_from_uint64(&mut f, raw.as_ptr());
            assert_eq!(cast::<_, real::blst_fp>(&f), r, "from_uint64 {i}");
            let (mut w32r, mut w32f) = ([0u32; 12], [0u32; 12]);
            real::blst_uint32_from_fp(w32r.as_mut_ptr(), &a);
            facade::blst_uint32_from_fp(w32f.as_mut_ptr(), &cast(&a));
            assert_eq!(w32r, w32f);
            let raw32: [u32; 12] = core::array::from_fn(|_| rng.next_u64() as u32);
            real::blst_fp_from_uint32(&mut r, raw32.as_ptr());
            facade::blst_fp_from_uint32(&mut f, raw32.as_ptr());
            assert_eq!(cast::<_, real::blst_fp>(&f), r, "from_uint32 {i}");
            let (mut br, mut bf) = ([0u8; 48], [0u8; 48]);
            real::blst_bendian_from_fp(br.as_mut_ptr(), &a);
            facade::blst_bendian_from_fp(bf.as_mut_ptr(), &cast(&a));
            assert_eq!(br, bf);
            real::blst_lendian_from_fp(br.as_mut_ptr(), &a);
            facade::blst_lendian_from_fp(bf.as_mut_ptr(), &cast(&a));
            assert_eq!(br, bf);
            let b: [u8; 48] = rng.array();
            real::blst_fp_from_bendian(&mut r, b.as_ptr());
            facade::blst_fp_from_bendian(&mut f, b.as_ptr());
            assert_eq!(cast::<_, real::blst_fp>(&f), r, "from_bendian {i}");
            real::blst_fp_from_lendian(&mut r, b.as_ptr());
            facade::blst_fp_from_lendian(&mut f, b.as_ptr());
            assert_eq!(cast::<_, real::blst_fp>(&f), r, "from_lendian {i}");
            let m = msg(&mut rng, 150);
            real::blst_fp_from_be_bytes(&mut r, m.as_ptr(), m.len());
            facade::blst_fp_from_be_bytes(&mut f, m.as_ptr(), m.len());
            assert_eq!(
                cast::<_, real::blst_fp>(&f),
                r,
                "from_be_bytes {i} len {}",
                m.len()
            );
            real::blst_fp_from_le_bytes(&mut r, m.as_ptr(), m.len());
            facade::blst_fp_from_le_bytes(&mut f, m.as_ptr(), m.len());
            assert_eq!(
                cast::<_, real::blst_fp>(&f),
                r,
                "from_le_bytes {i} len {}",
                m.len()
            );
            let hex = hex_string(&mut rng, 110);
            real::blst_fp_from_hexascii(&mut r, hex.as_ptr());
            facade::blst_fp_from_hexascii(&mut f, hex.as_ptr());
            assert_eq!(cast::<_, real::blst_fp>(&f), r, "from_hexascii {hex:?}");
        }
    }
}

/// A NUL-terminated hex string: optional 0x, random digits (any case), sometimes a stray
/// character.
fn hex_string(rng: &mut Rng, max: usize) -> Vec<u8> {
    let mut s = Vec::new();
    if rng.bool() {
        s.extend_from_slice(if rng.bool() { b"0x" } else { b"0X" });
    }
    for _ in 0..rng.below(max) {
        s.push(b"0123456789abcdefABCDEF"[rng.below(22)]);
    }
    if rng.below(4) == 0 {
        let at = rng.below(s.len() + 1);
        s.insert(at, b'g');
    }
    s.push(0);
    s
}

#[test]
fn fp2_functions() {
    let mut rng = Rng::new("fp2_functions");
    let g = |r: &mut Rng| {
        let v = fp2(r);
        zero_or(r, v)
    };
    unary!(
        rng,
        g,
        real::blst_fp2,
        facade::blst_fp2,
        blst_fp2_mul_by_3,
        blst_fp2_mul_by_8,
        blst_fp2_sqr,
        blst_fp2_eucl_inverse,
        blst_fp2_inverse
    );
    binary!(
        rng,
        g,
        real::blst_fp2,
        facade::blst_fp2,
        blst_fp2_add,
        blst_fp2_sub,
        blst_fp2_mul
    );
    counted!(rng, g, real::blst_fp2, facade::blst_fp2, blst_fp2_lshift);
    for i in 0..cases(N) {
        let a = g(&mut rng);
        let flag = rng.bool();
        let (mut r, mut f) = (real::blst_fp2::default(), facade::blst_fp2::default());
        unsafe {
            real::blst_fp2_cneg(&mut r, &a, flag);
            facade::blst_fp2_cneg(&mut f, &cast(&a), flag);
            assert_eq!(cast::<_, real::blst_fp2>(&f), r, "cneg {i}");
            assert_eq!(
                real::blst_fp2_is_square(&a),
                facade::blst_fp2_is_square(&cast(&a)),
                "is_square {i}"
            );
            // Squares: the same root; others: the same verdict (the output is unspecified).
            let mut sq = real::blst_fp2::default();
            real::blst_fp2_sqr(&mut sq, &a);
            for x in [a, sq] {
                let okr = real::blst_fp2_sqrt(&mut r, &x);
                let okf = facade::blst_fp2_sqrt(&mut f, &cast(&x));
                assert_eq!(okr, okf, "sqrt verdict {i}");
                if okr {
                    assert_eq!(cast::<_, real::blst_fp2>(&f), r, "sqrt {i}");
                }
            }
        }
    }
}

#[test]
fn fr_and_scalar_functions() {
    let mut rng = Rng::new("fr_and_scalar_functions");
    let g = |r: &mut Rng| {
        let v = fr(r);
        zero_or(r, v)
    };
    unary!(
        rng,
        g,
        real::blst_fr,
        facade::blst_fr,
        blst_fr_mul_by_3,
        blst_fr_sqr,
        blst_fr_eucl_inverse,
        blst_fr_inverse,
        blst_fr_to,
        blst_fr_from
    );
    binary!(
        rng,
        g,
        real::blst_fr,
        facade::blst_fr,
        blst_fr_add,
        blst_fr_sub,
        blst_fr_mul
    );
    counted!(
        rng,
        g,
        real::blst_fr,
        facade::blst_fr,
        blst_fr_lshift,
        blst_fr_rshift
    );
    for i in 0..cases(N) {
        let (a, b, w) = (g(&mut rng), g(&mut rng), g(&mut rng));
        let flag = rng.bool();
        let (mut r, mut f) = (real::blst_fr::default(), facade::blst_fr::default());
        unsafe {
            real::blst_fr_cneg(&mut r, &a, flag);
            facade::blst_fr_cneg(&mut f, &cast(&a), flag);
            assert_eq!(cast::<_, real::blst_fr>(&f), r, "cneg {i}");
            let (mut r0, mut r1, mut f0, mut f1) = (
                a,
                b,
                cast::<_, facade::blst_fr>(&a),
                cast::<_, facade::blst_fr>(&b),
            );
            real::blst_fr_ct_bfly(&mut r0, &mut r1, &w);
            facade::blst_fr_ct_bfly(&mut f0, &mut f1, &cast(&w));
            assert_eq!(
                (cast::<_, real::blst_fr>(&f0), cast::<_, real::blst_fr>(&f1)),
                (r0, r1),
                "ct_bfly {i}"
            );
            real::blst_fr_gs_bfly(&mut r0, &mut r1, &w);
            facade::blst_fr_gs_bfly(&mut f0, &mut f1, &cast(&w));
            assert_eq!(
                (cast::<_, real::blst_fr>(&f0), cast::<_, real::blst_fr>(&f1)),
                (r0, r1),
                "gs_bfly {i}"
            );
            let raw: [u64; 4] = core::array::from_fn(|_| rng.next_u64());
            real::blst_fr_from_uint64(&mut r, raw.as_ptr());
            facade::blst_fr_from_uint64(&mut f, raw.as_ptr());
            assert_eq!(cast::<_, real::blst_fr>(&f), r, "fr_from_uint64 {i}");
            let (mut wr, mut wf) = ([0u64; 4], [0u64; 4]);
            real::blst_uint64_from_fr(wr.as_mut_ptr(), &a);
            facade::blst_uint64_from_fr(wf.as_mut_ptr(), &cast(&a));
            assert_eq!(wr, wf);
            // Scalars: any 32 bytes.
            let sb: [u8; 32] = rng.array();
            let (sr, sf) = (scalar_r(sb), scalar_f(sb));
            real::blst_fr_from_scalar(&mut r, &sr);
            facade::blst_fr_from_scalar(&mut f, &sf);
            assert_eq!(cast::<_, real::blst_fr>(&f), r, "fr_from_scalar {i}");
            let (mut or, mut of) = (real::blst_scalar::default(), facade::blst_scalar::default());
            real::blst_scalar_from_fr(&mut or, &a);
            facade::blst_scalar_from_fr(&mut of, &cast(&a));
            assert_eq!(or.b, of.b);
            assert_eq!(
                real::blst_scalar_fr_check(&sr),
                facade::blst_scalar_fr_check(&sf)
            );
            assert_eq!(real::blst_sk_check(&sr), facade::blst_sk_check(&sf));
            // The checked arithmetic on scalars below r.
            let (xr, xf) = (a_scalar(&a), a_scalar_f(&a));
            let (yr, yf) = (a_scalar(&b), a_scalar_f(&b));
            macro_rules! n_check {
                ($name:ident) => {{
                    let okr = real::$name(&mut or, &xr, &yr);
                    let okf = facade::$name(&mut of, &xf, &yf);
                    assert_eq!((okr, or.b), (okf, of.b), "{} {i}", stringify!($name));
                }};
            }
            n_check!(blst_sk_add_n_check);
            n_check!(blst_sk_sub_n_check);
            n_check!(blst_sk_mul_n_check);
            real::blst_sk_inverse(&mut or, &xr);
            facade::blst_sk_inverse(&mut of, &xf);
            assert_eq!(or.b, of.b, "sk_inverse {i}");
            let m = msg(&mut rng, 100);
            let okr = real::blst_scalar_from_be_bytes(&mut or, m.as_ptr(), m.len());
            let okf = facade::blst_scalar_from_be_bytes(&mut of, m.as_ptr(), m.len());
            assert_eq!(
                (okr, or.b),
                (okf, of.b),
                "scalar_from_be_bytes len {}",
                m.len()
            );
            let okr = real::blst_scalar_from_le_bytes(&mut or, m.as_ptr(), m.len());
            let okf = facade::blst_scalar_from_le_bytes(&mut of, m.as_ptr(), m.len());
            assert_eq!(
                (okr, or.b),
                (okf, of.b),
                "scalar_from_le_bytes len {}",
                m.len()
            );
            // Byte and word forms.
            let b32: [u8; 32] = rng.array();
            real::blst_scalar_from_bendian(&mut or, b32.as_ptr());
            facade::blst_scalar_from_bendian(&mut of, b32.as_ptr());
            assert_eq!(or.b, of.b);
            real::blst_scalar_from_lendian(&mut or, b32.as_ptr());
            facade::blst_scalar_from_lendian(&mut of, b32.as_ptr());
            assert_eq!(or.b, of.b);
            let (mut br, mut bf) = ([0u8; 32], [0u8; 32]);
            real::blst_bendian_from_scalar(br.as_mut_ptr(), &sr);
            facade::blst_bendian_from_scalar(bf.as_mut_ptr(), &sf);
            assert_eq!(br, bf);
            real::blst_lendian_from_scalar(br.as_mut_ptr(), &sr);
            facade::blst_lendian_from_scalar(bf.as_mut_ptr(), &sf);
            assert_eq!(br, bf);
            let w64: [u64; 4] = core::array::from_fn(|_| rng.next_u64());
            real::blst_scalar_from_uint64(&mut or, w64.as_ptr());
            facade::blst_scalar_from_uint64(&mut of, w64.as_ptr());
            assert_eq!(or.b, of.b);
            let w32: [u32; 8] = core::array::from_fn(|_| rng.next_u64() as u32);
            real::blst_scalar_from_uint32(&mut or, w32.as_ptr());
            facade::blst_scalar_from_uint32(&mut of, w32.as_ptr());
            assert_eq!(or.b, of.b);
            let (mut o64r, mut o64f) = ([0u64; 4], [0u64; 4]);
            real::blst_uint64_from_scalar(o64r.as_mut_ptr(), &sr);
            facade::blst_uint64_from_scalar(o64f.as_mut_ptr(), &sf);
            assert_eq!(o64r, o64f);
            let (mut o32r, mut o32f) = ([0u32; 8], [0u32; 8]);
            real::blst_uint32_from_scalar(o32r.as_mut_ptr(), &sr);
            facade::blst_uint32_from_scalar(o32f.as_mut_ptr(), &sf);
            assert_eq!(o32r, o32f);
            let hex = hex_string(&mut rng, 80);
            real::blst_scalar_from_hexascii(&mut or, hex.as_ptr());
            facade::blst_scalar_from_hexascii(&mut of, hex.as_ptr());
            assert_eq!(or.b, of.b, "scalar_from_hexascii {hex:?}");
            real::blst_fr_from_hexascii(&mut r, hex.as_ptr());
            facade::blst_fr_from_hexascii(&mut f, hex.as_ptr());
            assert_eq!(cast::<_, real::blst_fr>(&f), r, "fr_from_hexascii {hex:?}");
            // blst_scalar::hash_to.
            let (m, d) = (msg(&mut rng, 80), msg(&mut rng, 40));
            assert_eq!(
                real::blst_scalar::hash_to(&m, &d).map(|s| s.b),
                facade::blst_scalar::hash_to(&m, &d).map(|s| s.b)
            );
        }
    }
}

fn a_scalar(a: &real::blst_fr) -> real::blst_scalar {
    let mut s = real::blst_scalar::default();
    unsafe { real::blst_scalar_from_fr(&mut s, a) };
    s
}

fn a_scalar_f(a: &real::blst_fr) -> facade::blst_scalar {
    facade::blst_scalar { b: a_scalar(a).b }
}

#[test]
fn fp12_functions() {
    let mut rng = Rng::new("fp12_functions");
    let g = |r: &mut Rng| fp12(r);
    unary!(
        rng,
        g,
        real::blst_fp12,
        facade::blst_fp12,
        blst_fp12_sqr,
        blst_fp12_inverse,
        blst_final_exp
    );
    binary!(rng, g, real::blst_fp12, facade::blst_fp12, blst_fp12_mul);
    for i in 0..cases(N / 4) {
        let a = fp12(&mut rng);
        let (mut r, mut f) = (real::blst_fp12::default(), facade::blst_fp12::default());
        unsafe {
            for n in 1..=3 {
                real::blst_fp12_frobenius_map(&mut r, &a, n);
                facade::blst_fp12_frobenius_map(&mut f, &cast(&a), n);
                assert_eq!(cast::<_, real::blst_fp12>(&f), r, "frobenius {n} {i}");
            }
            let (mut cr, mut cf) = (a, cast::<_, facade::blst_fp12>(&a));
            real::blst_fp12_conjugate(&mut cr);
            facade::blst_fp12_conjugate(&mut cf);
            assert_eq!(cast::<_, real::blst_fp12>(&cf), cr);
            let l = real::blst_fp6 {
                fp2: [fp2(&mut rng), fp2(&mut rng), fp2(&mut rng)],
            };
            real::blst_fp12_mul_by_xy00z0(&mut r, &a, &l);
            facade::blst_fp12_mul_by_xy00z0(&mut f, &cast(&a), &cast(&l));
            assert_eq!(cast::<_, real::blst_fp12>(&f), r, "mul_by_xy00z0 {i}");
            // Gt elements (final exponentiations), cyclotomic non-Gt elements (the easy part),
            // and random ones.
            let mut e = real::blst_fp12::default();
            real::blst_final_exp(&mut e, &a);
            let easy = {
                let mut inv = real::blst_fp12::default();
                real::blst_fp12_inverse(&mut inv, &a);
                let mut c = a;
                real::blst_fp12_conjugate(&mut c);
                let mut t = real::blst_fp12::default();
                real::blst_fp12_mul(&mut t, &c, &inv);
                let mut t2 = real::blst_fp12::default();
                real::blst_fp12_frobenius_map(&mut t2, &t, 2);
                real::blst_fp12_mul(&mut t2, &t2, &t);
                t2
            };
            for x in [e, easy] {
                real::blst_fp12_cyclotomic_sqr(&mut r, &x);
                facade::blst_fp12_cyclotomic_sqr(&mut f, &cast(&x));
                assert_eq!(cast::<_, real::blst_fp12>(&f), r, "cyclotomic_sqr {i}");
            }
            for x in [
                a,
                e,
                easy,
                real::blst_fp12::default(),
                cast(&facade::blst_fp12::default()),
            ] {
                assert_eq!(
                    real::blst_fp12_in_group(&x),
                    facade::blst_fp12_in_group(&cast(&x)),
                    "in_group {i}"
                );
                assert_eq!(
                    real::blst_fp12_is_one(&x),
                    facade::blst_fp12_is_one(&cast(&x))
                );
                assert_eq!(x.in_group(), cast::<_, facade::blst_fp12>(&x).in_group());
                let (mut br, mut bf) = ([0u8; 576], [0u8; 576]);
                real::blst_bendian_from_fp12(br.as_mut_ptr(), &x);
                facade::blst_bendian_from_fp12(bf.as_mut_ptr(), &cast(&x));
                assert_eq!(br.to_vec(), bf.to_vec());
                assert_eq!(
                    x.to_bendian().to_vec(),
                    cast::<_, facade::blst_fp12>(&x).to_bendian().to_vec()
                );
            }
            assert_eq!(
                real::blst_fp12_is_equal(&a, &e),
                facade::blst_fp12_is_equal(&cast(&a), &cast(&e))
            );
            assert_eq!(
                real::blst_fp12_finalverify(&a, &a),
                facade::blst_fp12_finalverify(&cast(&a), &cast(&a))
            );
            assert_eq!(
                real::blst_fp12_finalverify(&a, &e),
                facade::blst_fp12_finalverify(&cast(&a), &cast(&e))
            );
            assert_eq!(
                cast::<_, real::blst_fp12>(&*facade::blst_fp12_one()),
                *real::blst_fp12_one()
            );
            // The operators and methods of blst_fp12.
            let (fa, fe) = (
                cast::<_, facade::blst_fp12>(&a),
                cast::<_, facade::blst_fp12>(&e),
            );
            assert_eq!(cast::<_, real::blst_fp12>(&(fa * fe)), a * e);
            let mut m = fa;
            m *= fe;
            assert_eq!(cast::<_, real::blst_fp12>(&m), a * e);
            assert_eq!(fa == fe, a == e);
            assert_eq!(
                real::blst_fp12::finalverify(&a, &e),
                facade::blst_fp12::finalverify(&fa, &fe)
            );
        }
    }
    assert_eq!(
        cast::<_, real::blst_fp12>(&facade::blst_fp12::default()),
        real::blst_fp12::default()
    );
}
