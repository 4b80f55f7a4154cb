//! Fp, Fr, Fp2 and Fp12 arithmetic through the public API, on every backend this machine
//! runs, against blst (`blst_fp_*`, `blst_fr_*`, `blst_fp2_*`, `blst_fp12_*`: the same
//! Montgomery limbs, compared limb for limb) and num-bigint (encodings, signs, powers, Fr
//! square roots). Square roots are compared as sets: the same answer on existence, and a root
//! equal to blst's up to sign.
#![no_main]
#![allow(unsafe_code)]

use bls381::field::{Fp, Fp12, Fp2, Fp6};
use bls381::Scalar;
use bls381_fuzz::conv::*;
use bls381_fuzz::oracle::{be, below, consts, limbs, to_be, to_le};
use bls381_fuzz::{on_every_backend, TowerInput};
use blst::*;
use libfuzzer_sys::fuzz_target;
use num_bigint::BigUint;

/// |z| for z = −0xd201000000010000.
const Z_ABS: u64 = 0xd201_0000_0001_0000;

fn coeffs(bytes: &[u8; 576], flip: u32, shift: u32) -> Vec<BigUint> {
    let p = &consts().p;
    (0..12)
        .map(|i| {
            below(
                &bytes[48 * i..48 * i + 48],
                p,
                flip >> (shift + i as u32) & 1 == 1,
            )
        })
        .collect()
}

fn fp12_of(c: &[Fp]) -> Fp12 {
    let f2 = |i: usize| Fp2::new(c[2 * i], c[2 * i + 1]);
    Fp12::new(Fp6::new(f2(0), f2(1), f2(2)), Fp6::new(f2(3), f2(4), f2(5)))
}

fn fp2s(f: &Fp12) -> [Fp2; 6] {
    [f.c0.c0, f.c0.c1, f.c0.c2, f.c1.c0, f.c1.c1, f.c1.c2]
}

fn l(x: &Fp) -> [u64; 6] {
    x.to_raw_montgomery()
}
fn l2(x: &Fp2) -> [[u64; 6]; 2] {
    [l(&x.c0), l(&x.c1)]
}
fn bl2(x: &blst_fp2) -> [[u64; 6]; 2] {
    [x.fp[0].l, x.fp[1].l]
}

fuzz_target!(|input: TowerInput| {
    let c = consts();
    let flip = u32::from_le_bytes([input.flip[0], input.flip[1], input.flip[2], 0]);
    let ai = coeffs(&input.a, flip, 0);
    let bi = coeffs(&input.b, flip, 12);
    let frob_n = (input.misc & 3) as usize + 1; // 1..=4 (blst takes 1..=3)
    let sq_n = (input.misc >> 2) as usize & 31;

    on_every_backend(|backend| {
        let af: Vec<Fp> = ai.iter().map(fp).collect();
        let bf: Vec<Fp> = bi.iter().map(fp).collect();
        check_fp(&ai, &bi, &af, &bf, &input, backend);
        check_fr(&input, backend);
        check_fp2(&ai, &bi, &af, &bf, backend);
        check_fp12(&af, &bf, frob_n, sq_n, input.zmask, backend);
    });
    let _ = c;
});

fn check_fp(
    ai: &[BigUint],
    bi: &[BigUint],
    af: &[Fp],
    bf: &[Fp],
    input: &TowerInput,
    be_: bls381::backend::Backend,
) {
    let c = consts();
    let (x, y) = (af[0], bf[0]);
    let (bx, by) = (b_fp(&x), b_fp(&y));
    let mut o = blst_fp::default();
    let ctx = format!(
        "{be_:?} x={} y={}",
        hexs(&x.to_bytes()),
        hexs(&y.to_bytes())
    );
    unsafe {
        blst_fp_add(&mut o, &bx, &by);
        assert_eq!(l(&(x + y)), o.l, "Fp add {ctx}");
        blst_fp_sub(&mut o, &bx, &by);
        assert_eq!(l(&(x - y)), o.l, "Fp sub {ctx}");
        blst_fp_cneg(&mut o, &bx, true);
        assert_eq!(l(&(-x)), o.l, "Fp neg {ctx}");
        blst_fp_add(&mut o, &bx, &bx);
        assert_eq!(l(&x.double()), o.l, "Fp double {ctx}");
        blst_fp_mul(&mut o, &bx, &by);
        assert_eq!(l(&(x * y)), o.l, "Fp mul {ctx}");
        blst_fp_sqr(&mut o, &bx);
        assert_eq!(l(&x.square()), o.l, "Fp square {ctx}");
        let inv: Option<Fp> = x.invert().into();
        blst_fp_inverse(&mut o, &bx);
        match inv {
            None => assert!(
                bool::from(x.is_zero()),
                "Fp invert refused a non-zero {ctx}"
            ),
            Some(i) => assert_eq!(l(&i), o.l, "Fp invert {ctx}"),
        }
        let inv: Option<Fp> = x.invert_fermat().into();
        let want = (ai[0].bits() != 0).then_some(o.l);
        assert_eq!(inv.map(|i| l(&i)), want, "Fp invert_fermat {ctx}");
        let s: Option<Fp> = x.sqrt().into();
        let ok = blst_fp_sqrt(&mut o, &bx);
        assert_eq!(s.is_some(), ok, "Fp sqrt existence {ctx}");
        if let Some(s) = s {
            let neg = -from_b_fp(&o);
            assert!(l(&s) == o.l || l(&s) == l(&neg), "Fp sqrt root {ctx}");
        }
        assert_eq!(
            bool::from(x.is_square()),
            blst_fp_is_square(&bx),
            "Fp is_square {ctx}"
        );
        let leg = if ai[0].bits() == 0 {
            0
        } else if ok {
            1
        } else {
            -1
        };
        assert_eq!(x.legendre(), leg, "Fp legendre {ctx}");
    }
    // Signs and encodings against the integers.
    let half = (&c.p - 1u8) >> 1;
    assert_eq!(
        bool::from(x.lexicographically_largest()),
        ai[0] > half,
        "Fp lex {ctx}"
    );
    assert_eq!(bool::from(x.sgn0()), ai[0].bit(0), "Fp sgn0 {ctx}");
    assert_eq!(x.to_bytes(), to_be::<48>(&ai[0]), "Fp to_bytes {ctx}");
    let raw: [u8; 48] = input.a[..48].try_into().unwrap();
    let dec: Option<Fp> = Fp::from_bytes(&raw).into();
    assert_eq!(
        dec.map(|d| d.to_bytes()),
        (be(&raw) < c.p).then_some(raw),
        "Fp from_bytes {}",
        hexs(&raw)
    );
    let okm: [u8; 64] = input.b[..64].try_into().unwrap();
    assert_eq!(
        Fp::from_okm(&okm).to_bytes(),
        to_be::<48>(&(be(&okm) % &c.p)),
        "Fp from_okm {}",
        hexs(&okm)
    );
    let e = limbs::<6>(&bi[1]);
    assert_eq!(
        x.pow_vartime(&e).to_bytes(),
        to_be::<48>(&ai[0].modpow(&bi[1], &c.p)),
        "Fp pow_vartime {ctx} e={e:x?}"
    );
}

fn check_fr(input: &TowerInput, be_: bls381::backend::Backend) {
    let c = consts();
    let (ra, rb): ([u8; 32], [u8; 32]) = (
        input.a[48..80].try_into().unwrap(),
        input.b[48..80].try_into().unwrap(),
    );
    // from_bytes accepts exactly the canonical values (blst_scalar_fr_check).
    let dec: Option<Scalar> = Scalar::from_bytes(&ra).into();
    let bs = blst_scalar { b: ra };
    assert_eq!(
        dec.is_some(),
        unsafe { blst_scalar_fr_check(&bs) },
        "Fr from_bytes {}",
        hexs(&ra)
    );
    let flip = input.zmask >> 6;
    let xi = below(&ra, &c.r, flip & 1 == 1);
    let yi = below(&rb, &c.r, flip & 2 == 2);
    let (x, y) = (scalar(&xi), scalar(&yi));
    let ctx = format!(
        "{be_:?} x={} y={}",
        hexs(&x.to_bytes()),
        hexs(&y.to_bytes())
    );
    let to_fr = |k: &Scalar| {
        let mut f = blst_fr::default();
        unsafe { blst_fr_from_scalar(&mut f, &b_scalar(k)) };
        f
    };
    let (bx, by) = (to_fr(&x), to_fr(&y));
    let mut o = blst_fr::default();
    unsafe {
        assert_eq!(x.to_raw_montgomery(), bx.l, "Fr Montgomery form {ctx}");
        blst_fr_add(&mut o, &bx, &by);
        assert_eq!((x + y).to_raw_montgomery(), o.l, "Fr add {ctx}");
        blst_fr_sub(&mut o, &bx, &by);
        assert_eq!((x - y).to_raw_montgomery(), o.l, "Fr sub {ctx}");
        blst_fr_cneg(&mut o, &bx, true);
        assert_eq!((-x).to_raw_montgomery(), o.l, "Fr neg {ctx}");
        blst_fr_mul(&mut o, &bx, &by);
        assert_eq!((x * y).to_raw_montgomery(), o.l, "Fr mul {ctx}");
        blst_fr_sqr(&mut o, &bx);
        assert_eq!(x.square().to_raw_montgomery(), o.l, "Fr square {ctx}");
        blst_fr_inverse(&mut o, &bx);
        let inv: Option<Scalar> = x.invert().into();
        match inv {
            None => assert!(
                bool::from(x.is_zero()),
                "Fr invert refused a non-zero {ctx}"
            ),
            Some(i) => assert_eq!(i.to_raw_montgomery(), o.l, "Fr invert {ctx}"),
        }
    }
    // Square root: exists iff x is zero or a quadratic residue (Euler); the root squares to x.
    let s: Option<Scalar> = x.sqrt().into();
    let qr = xi.bits() == 0 || xi.modpow(&((&c.r - 1u8) >> 1), &c.r) == BigUint::from(1u8);
    assert_eq!(s.is_some(), qr, "Fr sqrt existence {ctx}");
    if let Some(s) = s {
        assert_eq!(s.square(), x, "Fr sqrt root {ctx}");
    }
    assert_eq!(x.to_bytes(), to_le::<32>(&xi), "Fr to_bytes {ctx}");
    let mut bebytes = x.to_bytes();
    bebytes.reverse();
    assert_eq!(x.to_bytes_be(), bebytes, "Fr to_bytes_be {ctx}");
    let wide: [u8; 64] = input.a[96..160].try_into().unwrap();
    assert_eq!(
        Scalar::from_bytes_wide(&wide).to_bytes(),
        to_le::<32>(&(bls381_fuzz::oracle::le(&wide) % &c.r)),
        "Fr from_bytes_wide {}",
        hexs(&wide)
    );
    assert_eq!(bool::from(x.is_odd()), xi.bit(0), "Fr is_odd {ctx}");
}

fn check_fp2(ai: &[BigUint], bi: &[BigUint], af: &[Fp], bf: &[Fp], be_: bls381::backend::Backend) {
    let c = consts();
    let x = Fp2::new(af[2], af[3]);
    let y = Fp2::new(bf[2], bf[3]);
    let (bx, by) = (b_fp2(&x), b_fp2(&y));
    let ctx = format!(
        "{be_:?} x={} y={}",
        hexs(&x.to_bytes()),
        hexs(&y.to_bytes())
    );
    let mut o = blst_fp2::default();
    unsafe {
        blst_fp2_add(&mut o, &bx, &by);
        assert_eq!(l2(&(x + y)), bl2(&o), "Fp2 add {ctx}");
        blst_fp2_sub(&mut o, &bx, &by);
        assert_eq!(l2(&(x - y)), bl2(&o), "Fp2 sub {ctx}");
        blst_fp2_cneg(&mut o, &bx, true);
        assert_eq!(l2(&(-x)), bl2(&o), "Fp2 neg {ctx}");
        blst_fp2_add(&mut o, &bx, &bx);
        assert_eq!(l2(&x.double()), bl2(&o), "Fp2 double {ctx}");
        blst_fp2_mul(&mut o, &bx, &by);
        assert_eq!(l2(&(x * y)), bl2(&o), "Fp2 mul {ctx}");
        blst_fp2_sqr(&mut o, &bx);
        assert_eq!(l2(&x.square()), bl2(&o), "Fp2 square {ctx}");
        let xi_ = b_fp2(&Fp2::new(Fp::one(), Fp::one()));
        blst_fp2_mul(&mut o, &bx, &xi_);
        assert_eq!(
            l2(&x.mul_by_nonresidue()),
            bl2(&o),
            "Fp2 mul_by_nonresidue {ctx}"
        );
        let yf = b_fp2(&Fp2::new(y.c0, Fp::zero()));
        blst_fp2_mul(&mut o, &bx, &yf);
        assert_eq!(l2(&x.mul_by_fp(&y.c0)), bl2(&o), "Fp2 mul_by_fp {ctx}");
        blst_fp_cneg(&mut o.fp[1], &bx.fp[1], true);
        o.fp[0] = bx.fp[0];
        assert_eq!(l2(&x.conjugate()), bl2(&o), "Fp2 conjugate {ctx}");
        assert_eq!(l2(&x.frobenius_map()), bl2(&o), "Fp2 frobenius {ctx}");
        blst_fp2_inverse(&mut o, &bx);
        let inv: Option<Fp2> = x.invert().into();
        match inv {
            None => assert!(
                bool::from(x.is_zero()),
                "Fp2 invert refused a non-zero {ctx}"
            ),
            Some(i) => assert_eq!(l2(&i), bl2(&o), "Fp2 invert {ctx}"),
        }
        let s: Option<Fp2> = x.sqrt().into();
        let ok = blst_fp2_sqrt(&mut o, &bx);
        assert_eq!(s.is_some(), ok, "Fp2 sqrt existence {ctx}");
        if let Some(s) = s {
            let r = from_b_fp2(&o);
            assert!(
                s == r || s == -r,
                "Fp2 sqrt root {ctx}: {:?} vs blst {:?}",
                s,
                r
            );
        }
        assert_eq!(
            bool::from(x.is_square()),
            blst_fp2_is_square(&bx),
            "Fp2 is_square {ctx}"
        );
    }
    let half = (&c.p - 1u8) >> 1;
    let (x0, x1) = (&ai[2], &ai[3]);
    let lex = x1 > &half || (x1.bits() == 0 && x0 > &half);
    assert_eq!(
        bool::from(x.lexicographically_largest()),
        lex,
        "Fp2 lex {ctx}"
    );
    let sgn0 = x0.bit(0) || (x0.bits() == 0 && x1.bit(0));
    assert_eq!(bool::from(x.sgn0()), sgn0, "Fp2 sgn0 {ctx}");
    let bytes = x.to_bytes();
    assert_eq!(&bytes[..48], &to_be::<48>(x1), "Fp2 to_bytes c1 {ctx}");
    assert_eq!(&bytes[48..], &to_be::<48>(x0), "Fp2 to_bytes c0 {ctx}");
    let dec: Option<Fp2> = Fp2::from_bytes(&bytes).into();
    assert_eq!(dec, Some(x), "Fp2 from_bytes round trip {ctx}");
    let _ = bi;
}

fn fp12_eq(a: &Fp12, b: &blst_fp12) -> bool {
    fp12_limbs(a) == b_fp12_limbs(b)
}

fn check_fp12(
    af: &[Fp],
    bf: &[Fp],
    frob_n: usize,
    sq_n: usize,
    zmask: u8,
    be_: bls381::backend::Backend,
) {
    let x = fp12_of(af);
    let y = fp12_of(bf);
    let (bx, by) = (b_fp12(&x), b_fp12(&y));
    let ctx = format!("{be_:?} x={:x?} y={:x?}", fp12_limbs(&x), fp12_limbs(&y));
    let mut o = blst_fp12::default();
    unsafe {
        // Additive operations, coefficient by coefficient through blst_fp2.
        let (sx, sy) = (fp2s(&x), fp2s(&y));
        let (sum, diff, neg) = (fp2s(&(x + y)), fp2s(&(x - y)), fp2s(&(-x)));
        for i in 0..6 {
            let mut t = blst_fp2::default();
            blst_fp2_add(&mut t, &b_fp2(&sx[i]), &b_fp2(&sy[i]));
            assert_eq!(l2(&sum[i]), bl2(&t), "Fp12 add {ctx}");
            blst_fp2_sub(&mut t, &b_fp2(&sx[i]), &b_fp2(&sy[i]));
            assert_eq!(l2(&diff[i]), bl2(&t), "Fp12 sub {ctx}");
            blst_fp2_cneg(&mut t, &b_fp2(&sx[i]), true);
            assert_eq!(l2(&neg[i]), bl2(&t), "Fp12 neg {ctx}");
        }
        assert_eq!(x.double(), x + x, "Fp12 double {ctx}");
        blst_fp12_mul(&mut o, &bx, &by);
        assert!(fp12_eq(&(x * y), &o), "Fp12 mul {ctx}");
        blst_fp12_sqr(&mut o, &bx);
        assert!(fp12_eq(&x.square(), &o), "Fp12 square {ctx}");
        let mut cj = bx;
        blst_fp12_conjugate(&mut cj);
        assert!(fp12_eq(&x.conjugate(), &cj), "Fp12 conjugate {ctx}");
        let inv: Option<Fp12> = x.invert().into();
        blst_fp12_inverse(&mut o, &bx);
        match inv {
            None => assert!(
                bool::from(x.is_zero()),
                "Fp12 invert refused a non-zero {ctx}"
            ),
            Some(i) => assert!(fp12_eq(&i, &o), "Fp12 invert {ctx}"),
        }
        // Frobenius: blst's map takes n in 1..=3; bls381's any n (compose for 4).
        let bn = frob_n.min(3);
        blst_fp12_frobenius_map(&mut o, &bx, bn);
        assert!(
            fp12_eq(&x.frobenius_map_n(bn), &o),
            "Fp12 frobenius_map_n({bn}) {ctx}"
        );
        if frob_n == 4 {
            let mut o2 = blst_fp12::default();
            blst_fp12_frobenius_map(&mut o2, &o, 1);
            assert!(
                fp12_eq(&x.frobenius_map_n(4), &o2),
                "Fp12 frobenius_map_n(4) {ctx}"
            );
        }
        blst_fp12_frobenius_map(&mut o, &bx, 1);
        assert!(fp12_eq(&x.frobenius_map(), &o), "Fp12 frobenius_map {ctx}");
        // Sparse products: a line (indices 0, 1, 4), and a product of two lines.
        let sy = fp2s(&y);
        let line = blst_fp6 {
            fp2: [b_fp2(&sy[0]), b_fp2(&sy[1]), b_fp2(&sy[4])],
        };
        blst_fp12_mul_by_xy00z0(&mut o, &bx, &line);
        assert!(
            fp12_eq(&x.mul_by_014(&sy[0], &sy[1], &sy[4]), &o),
            "Fp12 mul_by_014 {ctx}"
        );
        let line2 = blst_fp6 {
            fp2: [b_fp2(&sy[2]), b_fp2(&sy[3]), b_fp2(&sy[5])],
        };
        let mut o2 = blst_fp12::default();
        blst_fp12_mul_by_xy00z0(&mut o2, &o, &line2);
        let z = Fp12::mul_014_by_014(&sy[0], &sy[1], &sy[4], &sy[2], &sy[3], &sy[5]);
        assert!(
            fp12_eq(&x.mul_by_01245(&z), &o2),
            "Fp12 mul_014_by_014 + mul_by_01245 {ctx}"
        );

        // Cyclotomic squarings on an element of the cyclotomic subgroup: the easy part of the
        // final exponentiation, f^((p^6 − 1)(p^2 + 1)), of x with some Fp2 coefficients zeroed.
        let mut zx = fp2s(&x);
        for (i, c) in zx.iter_mut().enumerate() {
            if zmask >> i & 1 == 1 {
                *c = Fp2::zero();
            }
        }
        let xz = Fp12::new(Fp6::new(zx[0], zx[1], zx[2]), Fp6::new(zx[3], zx[4], zx[5]));
        if !bool::from(xz.is_zero()) {
            let bxz = b_fp12(&xz);
            let mut t = blst_fp12::default();
            let mut cyc = blst_fp12::default();
            blst_fp12_inverse(&mut t, &bxz);
            let mut cj = bxz;
            blst_fp12_conjugate(&mut cj);
            blst_fp12_mul(&mut cyc, &cj, &t);
            blst_fp12_frobenius_map(&mut t, &cyc, 2);
            let prev = cyc;
            blst_fp12_mul(&mut cyc, &t, &prev);
            let f = from_b_fp12(&cyc);
            let cctx = format!("{be_:?} f={:x?}", fp12_limbs(&f));
            blst_fp12_cyclotomic_sqr(&mut o, &cyc);
            assert!(
                fp12_eq(&f.cyclotomic_square(), &o),
                "Fp12 cyclotomic_square {cctx}"
            );
            let mut acc = cyc;
            for _ in 0..sq_n {
                let a = acc;
                blst_fp12_cyclotomic_sqr(&mut acc, &a);
            }
            assert!(
                fp12_eq(&f.cyclotomic_square_n(sq_n), &acc),
                "Fp12 cyclotomic_square_n({sq_n}) {cctx}"
            );
            // f^z = conj(f^|z|) on the cyclotomic subgroup; f^|z| by the generic powering.
            let want = f.pow_vartime(&[Z_ABS]).conjugate();
            assert_eq!(
                f.cyclotomic_exp_by_z(),
                want,
                "Fp12 cyclotomic_exp_by_z {cctx}"
            );
        }
    }
}

fn hexs(b: &[u8]) -> String {
    bls381_fuzz::hex(b)
}
