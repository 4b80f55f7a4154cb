//! Fp and Fr (Scalar) through their public API.

use bls381::field::{Fp, Fr};
use rand::Rng;
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};

use crate::check::{ct, ct_with};
use crate::inputs::*;
use crate::{add, Case};

/// Fp and Fr through their public API (so through the dispatcher, onto the selected backend).
pub fn cases(cases: &mut Vec<Case>) {
    // Fp.
    add(
        cases,
        "Fp",
        "Fp::from_bytes (canonical and rejected)",
        Box::new(|rng| {
            for b in fp_encodings(rng) {
                ct(b, |b| Fp::from_bytes(&b));
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::to_bytes",
        Box::new(|rng| {
            for x in fp_values(rng) {
                ct(x, |x| x.to_bytes());
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::from_okm (from_u768)",
        Box::new(|rng| {
            for _ in 0..RANDOM_INPUTS {
                ct(bytes::<64>(rng), |b| Fp::from_okm(&b));
            }
            ct([0xff; 64], |b| Fp::from_okm(&b));
        }),
    );
    add(
        cases,
        "Fp",
        "Fp + - neg double",
        Box::new(|rng| {
            let a = fp_values(rng);
            for (x, y) in pairs(&a, &fp_values(rng)) {
                ct((x, y), |(x, y)| ((x + y, x - y), (-x, x.double())));
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp * square",
        Box::new(|rng| {
            let a = fp_values(rng);
            for (x, y) in pairs(&a, &fp_values(rng)) {
                ct((x, y), |(x, y)| (x * y, x.square()));
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::invert",
        Box::new(|rng| {
            for x in fp_values(rng) {
                ct(x, |x| x.invert());
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::invert_fermat",
        Box::new(|rng| {
            for x in fp_values(rng).into_iter().take(6) {
                ct(x, |x| x.invert_fermat());
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::sqrt",
        Box::new(|rng| {
            // Squares and non-squares alike.
            for x in fp_values(rng).into_iter().take(6) {
                ct(x, |x| x.sqrt());
                ct(x.square(), |x| x.sqrt());
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::legendre / is_square",
        Box::new(|rng| {
            for x in fp_values(rng).into_iter().take(6) {
                ct(x, |x| (x.legendre(), x.is_square()));
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::lexicographically_largest / sgn0 / is_zero",
        Box::new(|rng| {
            for x in fp_values(rng) {
                ct(x, |x| {
                    ((x.lexicographically_largest(), x.sgn0()), x.is_zero())
                });
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp ct_eq / conditional_select (secret choice)",
        Box::new(|rng| {
            let a = fp_values(rng);
            for (x, y) in pairs(&a, &a) {
                for c in [0u8, 1] {
                    ct((x, y, c), |(x, y, c)| {
                        (x.ct_eq(&y), Fp::conditional_select(&x, &y, Choice::from(c)))
                    });
                }
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::batch_invert (one zero among them)",
        Box::new(|rng| {
            let v = fp_values(rng);
            let a: [Fp; 5] = [v[5], v[0], v[6], v[7], v[1]];
            ct(a, |mut a| {
                let all = Fp::batch_invert(&mut a);
                (a, all)
            });
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::pow_vartime (secret base, public exponent)",
        Box::new(|rng| {
            let e = [rng.next_u64(), rng.next_u64()];
            for x in fp_values(rng).into_iter().take(4) {
                ct_with(x, e, |x, e| x.pow_vartime(&e));
            }
        }),
    );

    // Fr (Scalar).
    add(
        cases,
        "Fr",
        "Fr::from_bytes (canonical and rejected)",
        Box::new(|rng| {
            for b in fr_encodings(rng) {
                ct(b, |b| Fr::from_bytes(&b));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::from_bytes_be",
        Box::new(|rng| {
            for mut b in fr_encodings(rng) {
                b.reverse();
                ct(b, |b| Fr::from_bytes_be(&b));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::from_bytes_wide / from_okm / from_raw",
        Box::new(|rng| {
            for _ in 0..RANDOM_INPUTS {
                ct(bytes::<64>(rng), |b| Fr::from_bytes_wide(&b));
                ct(bytes::<48>(rng), |b| Fr::from_okm(&b));
                ct(
                    [
                        rng.next_u64(),
                        rng.next_u64(),
                        rng.next_u64(),
                        rng.next_u64(),
                    ],
                    Fr::from_raw,
                );
            }
            ct([0xff; 64], |b| Fr::from_bytes_wide(&b));
            ct([!0u64; 4], Fr::from_raw);
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::to_bytes / to_bytes_be / to_raw",
        Box::new(|rng| {
            for x in fr_values(rng) {
                ct(x, |x| ((x.to_bytes(), x.to_bytes_be()), x.to_raw()));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr + - neg double",
        Box::new(|rng| {
            let a = fr_values(rng);
            for (x, y) in pairs(&a, &fr_values(rng)) {
                ct((x, y), |(x, y)| ((x + y, x - y), (-x, x.double())));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr * (dispatched), mul_const / square_const",
        Box::new(|rng| {
            let a = fr_values(rng);
            for (x, y) in pairs(&a, &fr_values(rng)) {
                ct((x, y), |(x, y)| {
                    (x * y, (x.mul_const(&y), x.square_const()))
                });
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::pow (secret base and exponent)",
        Box::new(|rng| {
            let a = fr_values(rng);
            let exps = [
                [0; 4],
                [!0; 4],
                [1, 0, 0, 0],
                [
                    rng.next_u64(),
                    rng.next_u64(),
                    rng.next_u64(),
                    rng.next_u64(),
                ],
            ];
            for (i, x) in a.into_iter().take(6).enumerate() {
                ct((x, exps[i % 4]), |(x, e)| x.pow(&e));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::pow_vartime (secret base, public exponent)",
        Box::new(|rng| {
            let e = [
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
            ];
            for x in fr_values(rng).into_iter().take(4) {
                ct_with(x, e, |x, e| x.pow_vartime(&e));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::invert",
        Box::new(|rng| {
            for x in fr_values(rng) {
                ct(x, |x| x.invert());
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::sqrt",
        Box::new(|rng| {
            for x in fr_values(rng).into_iter().take(6) {
                ct(x, |x| x.sqrt());
                ct(x.square(), |x| x.sqrt());
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::is_odd / is_zero / ct_eq",
        Box::new(|rng| {
            let a = fr_values(rng);
            for (x, y) in pairs(&a, &a) {
                ct((x, y), |(x, y)| ((x.is_odd(), x.is_zero()), x.ct_eq(&y)));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::batch_invert (one zero among them)",
        Box::new(|rng| {
            let v = fr_values(rng);
            let a: [Fr; 5] = [v[5], v[0], v[6], v[7], v[1]];
            ct(a, |mut a| {
                let all = Fr::batch_invert(&mut a);
                (a, all)
            });
        }),
    );
}
