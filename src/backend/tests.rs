//! Every kernel of every backend this machine can run, called directly (whatever the dispatcher
//! picked), against a big-integer reference and the portable backend: random inputs and the
//! edge cases (0, 1, p-1, p-2, powers of two, limbs all ones, the largest accepted values).

use super::portable::{P, R};
use super::Kernels;
use crate::test_util::{below, big, from_big, iters, limbs, lt, rng};
use num_bigint::BigUint;
use rand::rngs::StdRng;
use std::vec::Vec;

const ITERATIONS: usize = iters(100_000);

/// The kernels of every backend this build has and this CPU runs (the portable ones first).
fn backends() -> Vec<Kernels> {
    let v = Kernels::runnable();
    if v.len() == 1 && cfg!(bls381_asm) {
        std::eprintln!("assembly kernels skipped: this CPU lacks their instructions");
    }
    v
}

fn p() -> BigUint {
    big(&P)
}
fn r() -> BigUint {
    big(&R)
}
/// 2^-384 mod p.
fn rinv_p() -> BigUint {
    let p = p();
    (BigUint::from(1u8) << 384usize).modpow(&(&p - 2u8), &p)
}
/// 2^-256 mod r.
fn rinv_r() -> BigUint {
    let r = r();
    (BigUint::from(1u8) << 256usize).modpow(&(&r - 2u8), &r)
}

/// Values below `m` that exercise carries and boundaries.
fn edges<const N: usize>(m: &[u64; N]) -> Vec<[u64; N]> {
    let mb = big(m);
    let bits = mb.bits() as usize;
    let mut v: Vec<BigUint> = std::vec![
        BigUint::from(0u8),
        BigUint::from(1u8),
        BigUint::from(2u8),
        &mb - 1u8,
        &mb - 2u8,
        (&mb - 1u8) >> 1,
        (&mb + 1u8) >> 1,
        (BigUint::from(1u8) << (64 * N)) % &mb, // Montgomery 1
    ];
    for k in 0..bits - 1 {
        v.push(BigUint::from(1u8) << k);
        v.push((BigUint::from(1u8) << k) - 1u8);
    }
    // Limbs all ones below the top limb, top limb as large as allowed.
    let mut ones = [u64::MAX; N];
    ones[N - 1] = m[N - 1] - 1;
    v.push(big(&ones));
    let mut ones_low = [u64::MAX; N];
    ones_low[N - 1] = 0;
    v.push(big(&ones_low));
    let mut alt = [0xaaaa_aaaa_aaaa_aaaa; N];
    alt[N - 1] &= m[N - 1] >> 1;
    v.push(big(&alt));
    v.retain(|x| x < &mb);
    v.iter().map(from_big::<N>).collect()
}

/// Pairs of operands: all pairs of edge values, then `ITERATIONS` random pairs.
fn operand_pairs<const N: usize>(rng: &mut StdRng, m: &[u64; N]) -> Vec<([u64; N], [u64; N])> {
    let e = edges(m);
    let mut v = Vec::new();
    for a in &e {
        for b in e.iter().step_by(7) {
            v.push((*a, *b));
        }
    }
    for _ in 0..ITERATIONS {
        v.push((below(rng, m), below(rng, m)));
    }
    v
}

#[test]
fn fp_mul_and_sqr() {
    use super::tuning::{force_tuning, Tuning};
    let mut rng = rng("fp_mul_and_sqr");
    let (p, ri) = (p(), rinv_p());
    let pairs = operand_pairs(&mut rng, &P);
    // Both tunings: on x86_64 they pick different fp_mul kernels (`fp_mul`, `fp_mul_mt`).
    for t in [Tuning::Default, Tuning::Zen5] {
        force_tuning(Some(t));
        for k in backends() {
            for (a, b) in &pairs {
                let want: [u64; 6] = from_big(&(big(a) * big(b) * &ri % &p));
                assert_eq!(
                    (k.fp_mul)(a, b),
                    want,
                    "{} {t:?} fp_mul {a:x?} {b:x?}",
                    k.name
                );
                let mut r = [0; 6];
                (k.fp_mul_into)(&mut r, a, b);
                assert_eq!(r, want, "{} {t:?} fp_mul_into {a:x?} {b:x?}", k.name);
                let want: [u64; 6] = from_big(&(big(a) * big(a) * &ri % &p));
                assert_eq!((k.fp_sqr)(a), want, "{} {t:?} fp_sqr {a:x?}", k.name);
                assert_eq!((k.fp_mul)(a, a), want, "{} {t:?} fp_mul {a:x?}²", k.name);
            }
        }
    }
    force_tuning(None);
}

#[test]
fn fp_wide_products() {
    let mut rng = rng("fp_wide_products");
    let mut pairs = operand_pairs(&mut rng, &P);
    // The wide products accept any 384-bit integers, not only field elements.
    let top = [u64::MAX; 6];
    pairs.push((top, top));
    pairs.push((top, [1, 0, 0, 0, 0, 0]));
    for _ in 0..iters(1000) {
        pairs.push((limbs(&mut rng), limbs(&mut rng)));
    }
    for k in backends() {
        for (a, b) in &pairs {
            let want: [u64; 12] = from_big(&(big(a) * big(b)));
            assert_eq!(
                (k.fp_mul_wide)(a, b),
                want,
                "{} fp_mul_wide {a:x?} {b:x?}",
                k.name
            );
            let want: [u64; 12] = from_big(&(big(a) * big(a)));
            assert_eq!((k.fp_sqr_wide)(a), want, "{} fp_sqr_wide {a:x?}", k.name);
        }
    }
}

#[test]
fn fp_redc() {
    let mut rng = rng("fp_redc");
    let (p, ri) = (p(), rinv_p());
    let bound = &p << 384; // inputs must be below p * 2^384
    let mut inputs: Vec<[u64; 12]> = std::vec![[0; 12], from_big(&(&bound - 1u8))];
    for k in 0..765 {
        inputs.push(from_big(&(BigUint::from(1u8) << k)));
    }
    inputs.push(from_big(&((&p - 1u8) * (&p - 1u8))));
    inputs.push(from_big(&(&p * &p)));
    let p_limbs = big(&P);
    for _ in 0..ITERATIONS {
        let t: [u64; 12] = limbs(&mut rng);
        inputs.push(from_big(&(big(&t) % &bound)));
    }
    let _ = p_limbs;
    for k in backends() {
        for t in &inputs {
            let want: [u64; 6] = from_big(&(big(t) * &ri % &p));
            assert_eq!((k.fp_redc)(t), want, "{} fp_redc {t:x?}", k.name);
        }
    }
}

/// The reduction fused with Granger–Scott's closing step, `3·t·R⁻¹ ∓ 2·x mod p`: edge values of
/// t (0, the largest accepted, powers of two, p², p·2^384 − 1) against edge and random x, then
/// random pairs. The largest t and x = 0 or p − 1 push the kernel's unreduced sum to its bound.
#[test]
fn fp_redc3() {
    let mut rng = rng("fp_redc3");
    let (p, ri) = (p(), rinv_p());
    let bound = &p << 384;
    let mut ts: Vec<[u64; 12]> = std::vec![[0; 12], from_big(&(&bound - 1u8))];
    for k in (0..765).step_by(13) {
        ts.push(from_big(&(BigUint::from(1u8) << k)));
    }
    ts.push(from_big(&((&p - 1u8) * (&p - 1u8))));
    ts.push(from_big(&(&p * &p)));
    let xs = edges(&P);
    let mut cases = Vec::new();
    for t in &ts {
        for x in &xs {
            cases.push((*t, *x));
        }
    }
    for _ in 0..ITERATIONS {
        let t: [u64; 12] = limbs(&mut rng);
        cases.push((from_big(&(big(&t) % &bound)), below(&mut rng, &P)));
    }
    for k in backends() {
        let (Some(sub2), Some(add2)) = (k.fp_redc3_sub2, k.fp_redc3_add2) else {
            continue; // composed by the field layer there (tested in `field::wide`)
        };
        for (t, x) in &cases {
            let three_t = BigUint::from(3u8) * big(t) * &ri % &p;
            let two_x = BigUint::from(2u8) * big(x);
            let mut r = [0u64; 6];
            sub2(&mut r, t, x);
            let want: [u64; 6] = from_big(&((&three_t + &p * 2u8 - &two_x) % &p));
            assert_eq!(r, want, "{} fp_redc3_sub2 {t:x?} {x:x?}", k.name);
            add2(&mut r, t, x);
            let want: [u64; 6] = from_big(&((&three_t + &two_x) % &p));
            assert_eq!(r, want, "{} fp_redc3_add2 {t:x?} {x:x?}", k.name);
        }
    }
}

/// Quadruples of Fp2 operands below `bound`: pairs of the edge values in four arrangements,
/// then `ITERATIONS` random ones.
fn fp2_quads(rng: &mut StdRng, bound: &[u64; 6]) -> Vec<[[u64; 6]; 4]> {
    let e = edges(bound);
    let mut quads: Vec<[[u64; 6]; 4]> = Vec::new();
    for (i, a) in e.iter().enumerate() {
        let b = e[(i * 5 + 3) % e.len()];
        let c = e[(i * 11 + 1) % e.len()];
        let d = e[(i * 13 + 7) % e.len()];
        quads.push([*a, b, c, d]);
        quads.push([b, *a, d, c]);
    }
    for _ in 0..ITERATIONS {
        quads.push(core::array::from_fn(|_| below(rng, bound)));
    }
    quads
}

/// The exact integers `fp2_mul_wide` returns for `(a0 + a1·u)(b0 + b1·u)` (the ABI contract):
/// `a0·b0 − a1·b1` (plus `p·2^384` when negative) and `a0·b1 + a1·b0`.
fn fp2_mul_wide_ref(q: &[[u64; 6]; 4]) -> (BigUint, BigUint) {
    let pr = p() << 384;
    let [x0, x1, y0, y1] = q.map(|x| big(&x));
    let c0 = if &x0 * &y0 >= &x1 * &y1 {
        &x0 * &y0 - &x1 * &y1
    } else {
        &x0 * &y0 + &pr - &x1 * &y1
    };
    (c0, &x0 * &y1 + &x1 * &y0)
}

#[test]
fn fp2_kernels() {
    use super::tuning::{force_tuning, Tuning};
    let mut rng = rng("fp2_kernels");
    let (p, ri) = (p(), rinv_p());
    let pr = &p << 384;
    let quads = fp2_quads(&mut rng, &P);
    for k in backends() {
        for q @ [a0, a1, _, _] in &quads {
            let n = k.name;
            let (c0, c1) = fp2_mul_wide_ref(q);
            let (w0, w1) = (k.fp2_mul_wide)(&q[0], &q[1], &q[2], &q[3]);
            assert_eq!(
                (w0, w1),
                (from_big(&c0), from_big(&c1)),
                "{n} fp2_mul_wide {q:x?}"
            );
            let want = (from_big(&(&c0 * &ri % &p)), from_big(&(&c1 * &ri % &p)));
            assert_eq!(
                (k.fp2_mul)(&q[0], &q[1], &q[2], &q[3]),
                want,
                "{n} fp2_mul {q:x?}"
            );

            let (x0, x1) = (big(a0), big(a1));
            let s0 = (&x0 + &x1) * (&x0 + &p - &x1);
            let s1 = BigUint::from(2u8) * &x0 * &x1;
            let (w0, w1) = (k.fp2_sqr_wide)(a0, a1);
            assert_eq!(
                (w0, w1),
                (from_big(&s0), from_big(&s1)),
                "{n} fp2_sqr_wide {q:x?}"
            );
            let want = (from_big(&(&s0 * &ri % &p)), from_big(&(&s1 * &ri % &p)));
            // Both tunings: on x86_64 they pick different kernels (`fp2_sqr`, `fp2_sqr_mt`).
            for t in [Tuning::Default, Tuning::Zen5] {
                force_tuning(Some(t));
                assert_eq!(
                    (k.fp2_sqr)(a0, a1),
                    want,
                    "{n} {t:?} fp2_sqr {a0:x?} {a1:x?}"
                );
                let mut r = ([0; 6], [0; 6]);
                (k.fp2_sqr_into)(&mut r.0, &mut r.1, a0, a1);
                assert_eq!(r, want, "{n} {t:?} fp2_sqr_into {a0:x?} {a1:x?}");
            }
            force_tuning(None);
            let mut r = ([0; 6], [0; 6]);
            (k.fp2_mul_into)(&mut r.0, &mut r.1, a0, a1, a0, a1);
            assert_eq!(r, want, "{n} fp2_mul_into (a = b) {a0:x?} {a1:x?}");
            assert!(lt(&w0, &from_big(&pr)), "{n} bound");
        }
    }
}

/// `fp2_mul_wide` also takes coefficients below 2p (the unreduced Karatsuba sums of the Fp6
/// product): exact outputs, each below p·2^384.
#[test]
fn fp2_mul_wide_takes_coefficients_below_2p() {
    let mut rng = rng("fp2_mul_wide_takes_coefficients_below_2p");
    let p = p();
    let pr = &p << 384;
    let two_p: [u64; 6] = from_big(&(&p * 2u8));
    let mut quads = fp2_quads(&mut rng, &two_p);
    let top = from_big(&(&p * 2u8 - 1u8));
    quads.push([top; 4]);
    quads.push([top, [0; 6], [0; 6], top]);
    for k in backends() {
        for q in &quads {
            let (c0, c1) = fp2_mul_wide_ref(q);
            assert!(c0 < pr && c1 < pr);
            let (w0, w1) = (k.fp2_mul_wide)(&q[0], &q[1], &q[2], &q[3]);
            assert_eq!(
                (w0, w1),
                (from_big(&c0), from_big(&c1)),
                "{} {q:x?}",
                k.name
            );
        }
    }
}

/// The in-place forms write exactly what the value forms return, whatever the output held, for
/// every kernel of every backend.
#[test]
fn in_place_forms_match() {
    let mut rng = rng("in_place_forms_match");
    for k in backends() {
        for _ in 0..iters(1000) {
            let [a0, a1, b0, b1] = core::array::from_fn(|_| below(&mut rng, &P));
            let [s0, s1] = core::array::from_fn(|_| below(&mut rng, &R));
            let t: [u64; 12] = core::array::from_fn(|i| if i < 6 { a0[i] } else { b1[i - 6] });
            let (j4, j6) = (limbs::<4>(&mut rng), limbs::<6>(&mut rng));
            let j12 = limbs::<12>(&mut rng);
            let n = k.name;
            let mut r = j6;
            (k.fp_mul_into)(&mut r, &a0, &b0);
            assert_eq!(r, (k.fp_mul)(&a0, &b0), "{n} fp_mul_into");
            (k.fp_sqr_into)(&mut r, &a0);
            assert_eq!(r, (k.fp_sqr)(&a0), "{n} fp_sqr_into");
            (k.fp_redc_into)(&mut r, &t);
            assert_eq!(r, (k.fp_redc)(&t), "{n} fp_redc_into");
            (k.fp_inverse_into)(&mut r, &a1);
            assert_eq!(r, (k.fp_inverse)(&a1), "{n} fp_inverse_into");
            let mut w = j12;
            (k.fp_mul_wide_into)(&mut w, &a0, &b0);
            assert_eq!(w, (k.fp_mul_wide)(&a0, &b0), "{n} fp_mul_wide_into");
            (k.fp_sqr_wide_into)(&mut w, &a1);
            assert_eq!(w, (k.fp_sqr_wide)(&a1), "{n} fp_sqr_wide_into");
            let (mut r0, mut r1) = (j6, j6);
            (k.fp2_mul_into)(&mut r0, &mut r1, &a0, &a1, &b0, &b1);
            assert_eq!(
                (r0, r1),
                (k.fp2_mul)(&a0, &a1, &b0, &b1),
                "{n} fp2_mul_into"
            );
            (k.fp2_sqr_into)(&mut r0, &mut r1, &a0, &a1);
            assert_eq!((r0, r1), (k.fp2_sqr)(&a0, &a1), "{n} fp2_sqr_into");
            let (mut w0, mut w1) = (j12, j12);
            (k.fp2_mul_wide_into)(&mut w0, &mut w1, &a0, &a1, &b0, &b1);
            assert_eq!((w0, w1), (k.fp2_mul_wide)(&a0, &a1, &b0, &b1), "{n}");
            (k.fp2_sqr_wide_into)(&mut w0, &mut w1, &a0, &a1);
            assert_eq!((w0, w1), (k.fp2_sqr_wide)(&a0, &a1), "{n}");
            let mut q = j4;
            (k.fr_mul_into)(&mut q, &s0, &s1);
            assert_eq!(q, (k.fr_mul)(&s0, &s1), "{n} fr_mul_into");
            (k.fr_sqr_into)(&mut q, &s0);
            assert_eq!(q, (k.fr_sqr)(&s0), "{n} fr_sqr_into");
            (k.fr_inverse_into)(&mut q, &s1);
            assert_eq!(q, (k.fr_inverse)(&s1), "{n} fr_inverse_into");
        }
    }
}

#[test]
fn fr_mul_and_sqr() {
    let mut rng = rng("fr_mul_and_sqr");
    let (r, ri) = (r(), rinv_r());
    let pairs = operand_pairs(&mut rng, &R);
    for k in backends() {
        for (a, b) in &pairs {
            let want: [u64; 4] = from_big(&(big(a) * big(b) * &ri % &r));
            assert_eq!((k.fr_mul)(a, b), want, "{} fr_mul {a:x?} {b:x?}", k.name);
            let want: [u64; 4] = from_big(&(big(a) * big(a) * &ri % &r));
            assert_eq!((k.fr_sqr)(a), want, "{} fr_sqr {a:x?}", k.name);
        }
    }
}

/// Inputs for the inversion kernels: the edge values, m - 2^k, and `ITERATIONS` random values.
fn inverse_inputs<const N: usize>(rng: &mut StdRng, m: &[u64; N]) -> Vec<[u64; N]> {
    let mb = big(m);
    let mut v = edges(m);
    for k in 0..mb.bits() as usize - 1 {
        v.push(from_big(&(&mb - (BigUint::from(1u8) << k))));
    }
    for _ in 0..ITERATIONS {
        v.push(below(rng, m));
    }
    v
}

/// `y^-1 mod m` (0 for 0) by Fermat, through num-bigint: shares nothing with the GCD kernels.
fn inverse_ref<const N: usize>(y: &[u64; N], m: &[u64; N]) -> [u64; N] {
    let mb = big(m);
    from_big(&big(y).modpow(&(&mb - 2u8), &mb))
}

/// Picks one inversion kernel out of a backend's table.
type InverseOf<const N: usize> = fn(&Kernels) -> fn(&[u64; N]) -> [u64; N];

/// The inversion kernel `inv` of every backend modulo `m`: reduced, `y·y⁻¹ = 1` (0 for 0) on
/// every input, and equal to Fermat's inverse on the edge cases and every 16th random input.
fn check_inverse<const N: usize>(name: &str, m: &[u64; N], inv: InverseOf<N>) {
    let mut rng = rng(name);
    let inputs = inverse_inputs(&mut rng, m);
    let (ks, mb) = (backends(), big(m));
    for (i, y) in inputs.iter().enumerate() {
        let want = (i < 2000 || i % 16 == 0).then(|| inverse_ref(y, m));
        for k in &ks {
            let got = inv(k)(y);
            assert!(lt(&got, m), "{} {name} {y:x?}: not reduced", k.name);
            let one = u8::from(big(y) != BigUint::from(0u8));
            assert_eq!(
                big(y) * big(&got) % &mb,
                BigUint::from(one),
                "{} {name} {y:x?}",
                k.name
            );
            if let Some(w) = want {
                assert_eq!(got, w, "{} {name} {y:x?}", k.name);
            }
        }
    }
}

#[test]
fn fp_inverse() {
    check_inverse("fp_inverse", &P, |k| k.fp_inverse);
}

#[test]
fn fr_inverse() {
    check_inverse("fr_inverse", &R, |k| k.fr_inverse);
}

#[test]
fn dispatcher_reports_a_known_backend() {
    let name = super::backend();
    assert!(
        ["portable", "x86_64-adx", "aarch64"].contains(&name),
        "{name}"
    );
    #[cfg(not(bls381_asm))]
    assert_eq!(name, "portable");
    // Every AArch64 CPU runs the AArch64 kernels: unless told otherwise, dispatch picks them.
    #[cfg(bls381_asm = "aarch64")]
    if std::env::var("BLS381_BACKEND").is_err() {
        assert_eq!(name, "aarch64");
    }
}

/// `fp_sqr_n` against `n` squarings by the backend's own `fp_sqr` and by big integers, on the
/// edge values and random elements, for run lengths around the exponentiations' (1 to 70).
#[test]
fn fp_sqr_n_is_repeated_squaring() {
    let mut rng = rng("backend::fp_sqr_n_is_repeated_squaring");
    let (p, ri) = (p(), rinv_p());
    let mut xs = edges(&P);
    for _ in 0..ITERATIONS / 8 {
        xs.push(below(&mut rng, &P));
    }
    for k in backends() {
        let Some(sqr_n) = k.fp_sqr_n else {
            continue; // composed by `Fp::square_n` there (tested in `field`)
        };
        for x in &xs {
            for n in [1u64, 2, 3, 5, 8, 31, 70] {
                let mut r = [0u64; 6];
                sqr_n(&mut r, x, &n);
                let mut want = *x;
                for _ in 0..n {
                    want = (k.fp_sqr)(&want);
                }
                assert_eq!(r, want, "{} fp_sqr_n({x:x?}, {n})", k.name);
                if n <= 3 {
                    let mut w = big(x);
                    for _ in 0..n {
                        w = &w * &w * &ri % &p;
                    }
                    assert_eq!(
                        r,
                        from_big::<6>(&w),
                        "{} fp_sqr_n({x:x?}, {n}) vs big",
                        k.name
                    );
                }
                // In place, as `Fp::square_n` never does but the contract allows.
                let mut y = *x;
                let y0 = y;
                sqr_n(&mut y, &y0, &n);
                assert_eq!(y, want, "{} fp_sqr_n in place", k.name);
            }
        }
    }
}
