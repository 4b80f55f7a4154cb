//! The extension tower: Fp2, Fp6, Fp12 and the cyclotomic subgroup.

use bls381::field::Fp2;

use crate::check::ct;
use crate::inputs::*;
use crate::{add, Case};

/// The extension tower through its public API. Fp2 carries G2 coordinates (secret inside a
/// scalar multiplication by a secret key) and hash-to-curve values; Fp6/Fp12 are covered as well
/// (GT exponentiation by a secret would use them).
pub fn cases(cases: &mut Vec<Case>) {
    add(
        cases,
        "Fp2",
        "Fp2 + - neg double conjugate mul_by_nonresidue frobenius",
        Box::new(|rng| {
            let a = fp2_values(rng);
            for (x, y) in pairs(&a, &fp2_values(rng)) {
                ct((x, y), |(x, y)| {
                    (
                        (x + y, x - y),
                        (
                            (-x, x.double()),
                            ((x.conjugate(), x.mul_by_nonresidue()), x.frobenius_map()),
                        ),
                    )
                });
            }
        }),
    );
    add(
        cases,
        "Fp2",
        "Fp2 * square mul_by_fp norm-based invert",
        Box::new(|rng| {
            let a = fp2_values(rng);
            for (x, y) in pairs(&a, &fp2_values(rng)) {
                ct((x, y), |(x, y)| {
                    ((x * y, x.square()), (x.mul_by_fp(&y.c0), x.invert()))
                });
            }
        }),
    );
    add(
        cases,
        "Fp2",
        "Fp2::sqrt (squares and non-squares)",
        Box::new(|rng| {
            for x in fp2_values(rng).into_iter().take(6) {
                ct(x, |x| x.sqrt());
                ct(x.square(), |x| x.sqrt());
            }
        }),
    );
    add(
        cases,
        "Fp2",
        "Fp2::is_square / sgn0 / lexicographically_largest / is_zero",
        Box::new(|rng| {
            for x in fp2_values(rng).into_iter().take(8) {
                ct(x, |x| {
                    (
                        (x.is_square(), x.sgn0()),
                        (x.lexicographically_largest(), x.is_zero()),
                    )
                });
            }
        }),
    );
    add(
        cases,
        "Fp2",
        "Fp2::from_bytes / to_bytes",
        Box::new(|rng| {
            for x in fp2_values(rng) {
                ct(x.to_bytes(), |b| Fp2::from_bytes(&b));
                ct(x, |x| x.to_bytes());
            }
            ct([0xff; 96], |b| Fp2::from_bytes(&b));
        }),
    );
    add(
        cases,
        "Fp2",
        "Fp2::batch_invert (one zero among them)",
        Box::new(|rng| {
            let v = fp2_values(rng);
            let a: [Fp2; 4] = [v[5], v[0], v[6], v[1]];
            ct(a, |mut a| {
                let all = Fp2::batch_invert(&mut a);
                (a, all)
            });
        }),
    );
    add(
        cases,
        "Fp6",
        "Fp6 + - * square invert mul_by_01 mul_by_1 frobenius",
        Box::new(|rng| {
            let a = fp6_values(rng);
            for (x, y) in pairs(&a, &fp6_values(rng)) {
                ct((x, y), |(x, y)| {
                    (
                        ((x + y, x - y), (x * y, x.square())),
                        (
                            (x.invert(), x.mul_by_01(&y.c0, &y.c1)),
                            (x.mul_by_1(&y.c2), x.frobenius_map()),
                        ),
                    )
                });
            }
        }),
    );
    add(
        cases,
        "Fp12",
        "Fp12 * square invert conjugate frobenius mul_by_014",
        Box::new(|rng| {
            let a = fp12_values(rng);
            for (x, y) in pairs(&a, &fp12_values(rng)) {
                ct((x, y), |(x, y)| {
                    (
                        ((x * y, x.square()), (x.invert(), x.conjugate())),
                        (
                            x.frobenius_map(),
                            x.mul_by_014(&y.c0.c0, &y.c0.c1, &y.c1.c1),
                        ),
                    )
                });
            }
        }),
    );
    add(
        cases,
        "Fp12",
        "Fp12 cyclotomic_square(_n) / cyclotomic_exp_by_z",
        Box::new(|rng| {
            for x in cyclotomic_values(rng) {
                ct(x, |x| {
                    (
                        (x.cyclotomic_square(), x.cyclotomic_square_n(3)),
                        (x.cyclotomic_square_n(20), x.cyclotomic_exp_by_z()),
                    )
                });
            }
        }),
    );
}
