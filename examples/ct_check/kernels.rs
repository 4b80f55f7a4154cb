//! Each backend's raw kernels, called directly (`bls381::backend::portable::*`, and
//! `bls381::backend::native::*`, the assembly of this build), plus the portable helpers that every
//! backend uses for modular addition and lazy reduction.

use crate::check::ct;
use crate::inputs::{fp_limbs, fr_limbs, pairs, wide_values};
use crate::{add, Case};

/// The raw kernels of one backend module (`portable` or `native`), called directly.
macro_rules! kernel_cases {
    ($cases:ident, $m:ident) => {{
        use bls381::backend::$m as k;
        let m = stringify!($m);
        add(
            $cases,
            "kernel",
            format!("{m}::fp_mul"),
            Box::new(|rng| {
                let a = fp_limbs(rng);
                for (x, y) in pairs(&a, &fp_limbs(rng)) {
                    ct((x, y), |(x, y)| k::fp_mul(&x, &y));
                }
            }),
        );
        add(
            $cases,
            "kernel",
            format!("{m}::fp_sqr"),
            Box::new(|rng| {
                for x in fp_limbs(rng) {
                    ct(x, |x| k::fp_sqr(&x));
                }
            }),
        );
        add(
            $cases,
            "kernel",
            format!("{m}::fp_mul_wide"),
            Box::new(|rng| {
                let a = fp_limbs(rng);
                for (x, y) in pairs(&a, &fp_limbs(rng)) {
                    ct((x, y), |(x, y)| k::fp_mul_wide(&x, &y));
                }
            }),
        );
        add(
            $cases,
            "kernel",
            format!("{m}::fp_sqr_wide"),
            Box::new(|rng| {
                for x in fp_limbs(rng) {
                    ct(x, |x| k::fp_sqr_wide(&x));
                }
            }),
        );
        add(
            $cases,
            "kernel",
            format!("{m}::fp_redc"),
            Box::new(|rng| {
                for t in wide_values(rng) {
                    ct(t, |t| k::fp_redc(&t));
                }
            }),
        );
        add(
            $cases,
            "kernel",
            format!("{m}::fp2_mul"),
            Box::new(|rng| {
                let (a, b) = (fp_limbs(rng), fp_limbs(rng));
                for ((a0, a1), (b0, b1)) in pairs(&pairs(&a, &b), &pairs(&b, &a)) {
                    ct((a0, a1, b0, b1), |(a0, a1, b0, b1)| {
                        k::fp2_mul(&a0, &a1, &b0, &b1)
                    });
                }
            }),
        );
        add(
            $cases,
            "kernel",
            format!("{m}::fp2_sqr"),
            Box::new(|rng| {
                let a = fp_limbs(rng);
                for (a0, a1) in pairs(&a, &fp_limbs(rng)) {
                    ct((a0, a1), |(a0, a1)| k::fp2_sqr(&a0, &a1));
                }
            }),
        );
        add(
            $cases,
            "kernel",
            format!("{m}::fp2_mul_wide"),
            Box::new(|rng| {
                let (a, b) = (fp_limbs(rng), fp_limbs(rng));
                for ((a0, a1), (b0, b1)) in pairs(&pairs(&a, &b), &pairs(&b, &a)) {
                    ct((a0, a1, b0, b1), |(a0, a1, b0, b1)| {
                        k::fp2_mul_wide(&a0, &a1, &b0, &b1)
                    });
                }
            }),
        );
        add(
            $cases,
            "kernel",
            format!("{m}::fp2_sqr_wide"),
            Box::new(|rng| {
                let a = fp_limbs(rng);
                for (a0, a1) in pairs(&a, &fp_limbs(rng)) {
                    ct((a0, a1), |(a0, a1)| k::fp2_sqr_wide(&a0, &a1));
                }
            }),
        );
        add(
            $cases,
            "kernel",
            format!("{m}::fr_mul"),
            Box::new(|rng| {
                let a = fr_limbs(rng);
                for (x, y) in pairs(&a, &fr_limbs(rng)) {
                    ct((x, y), |(x, y)| k::fr_mul(&x, &y));
                }
            }),
        );
        add(
            $cases,
            "kernel",
            format!("{m}::fr_sqr"),
            Box::new(|rng| {
                for x in fr_limbs(rng) {
                    ct(x, |x| k::fr_sqr(&x));
                }
            }),
        );
        add(
            $cases,
            "kernel",
            format!("{m}::fp_inverse"),
            Box::new(|rng| {
                for x in fp_limbs(rng) {
                    ct(x, |x| k::fp_inverse(&x));
                }
            }),
        );
        add(
            $cases,
            "kernel",
            format!("{m}::fr_inverse"),
            Box::new(|rng| {
                for x in fr_limbs(rng) {
                    ct(x, |x| k::fr_inverse(&x));
                }
            }),
        );
    }};
}

/// The portable kernels and helpers (the `BLS381_BACKEND=portable` run).
pub fn portable_cases(cases: &mut Vec<Case>) {
    kernel_cases!(cases, portable);
    portable_helpers(cases);
}

/// The assembly kernels (the `BLS381_BACKEND=x86_64-adx` / `aarch64` run).
pub fn native_cases(cases: &mut Vec<Case>) {
    kernel_cases!(cases, native);
}

/// The `const` forms of the modular additions (`field::modular::konst`), which
/// `Scalar::add_const/sub_const/neg_const` and `Fp::neg_const` use; the run-time forms are the operators (field.rs
/// cases) and the wide ones the tower's (tower.rs cases).
fn portable_helpers(cases: &mut Vec<Case>) {
    use bls381::field::{Fp, Fr};
    add(
        cases,
        "kernel",
        "modular::konst add/sub/neg (r), neg (p)",
        Box::new(|rng| {
            let a = fr_limbs(rng);
            for (x, y) in pairs(&a, &fr_limbs(rng)) {
                let (x, y) = (Fr::from_raw_unchecked(x), Fr::from_raw_unchecked(y));
                ct((x, y), |(x, y)| {
                    ((x.add_const(&y), x.sub_const(&y)), x.neg_const())
                });
            }
            for x in fp_limbs(rng) {
                ct(Fp::from_raw_unchecked(x), |x| x.neg_const());
            }
        }),
    );
}
