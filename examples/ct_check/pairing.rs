//! Pairings, which `src/pairing` declares constant time in both points (only `pairing_check`,
//! for public inputs, is not): the Miller loop (on the fly and with prepared G2 points), the
//! final exponentiation, and Gt exponentiation by a secret scalar. Both points are secret here,
//! e.g. a secret-derived point in a protocol that pairs it.

use bls381::{
    miller_loop, multi_miller_loop, multi_miller_loop_unprepared, pairing, G1Affine, G1Projective,
    G2Affine, G2Prepared, G2Projective, Gt, Scalar,
};

use crate::check::{ct, View};
use crate::{add, Case};

impl View for Gt {
    type V = Gt;
    fn view(&self) -> Gt {
        *self
    }
}

fn points(rng: &mut rand::rngs::StdRng) -> Vec<(G1Affine, G2Affine)> {
    let mut v = vec![
        (G1Affine::identity(), G2Affine::generator()),
        (G1Affine::generator(), G2Affine::identity()),
    ];
    for _ in 0..2 {
        v.push((
            (G1Projective::generator() * Scalar::random(&mut *rng)).to_affine(),
            (G2Projective::generator() * Scalar::random(&mut *rng)).to_affine(),
        ));
    }
    v
}

/// Pairings.
pub fn cases(cases: &mut Vec<Case>) {
    add(
        cases,
        "pairing",
        "pairing e(P, Q) (secret P and Q, incl. identities)",
        Box::new(|rng| {
            for pq in points(rng) {
                ct(pq, |(p, q)| pairing(&p, &q));
            }
        }),
    );
    add(
        cases,
        "pairing",
        "miller_loop / multi_miller_loop(_unprepared), final_exponentiation",
        Box::new(|rng| {
            let pqs = points(rng);
            let (a, b) = (pqs[2], pqs[3]);
            ct((a, b), |(a, b)| {
                let one = miller_loop(&a.0, &a.1).final_exponentiation();
                let two = multi_miller_loop_unprepared(&[(&a.0, &a.1), (&b.0, &b.1)])
                    .final_exponentiation();
                let prepared = [G2Prepared::from(a.1), G2Prepared::from(b.1)];
                let three = multi_miller_loop(&[(&a.0, &prepared[0]), (&b.0, &prepared[1])])
                    .final_exponentiation();
                (one, (two, three))
            });
        }),
    );
    add(
        cases,
        "pairing",
        "Gt * k (secret k and Gt element)",
        Box::new(|rng| {
            let g = pairing(&points(rng)[2].0, &G2Affine::generator());
            for k in [Scalar::ZERO, Scalar::ONE, Scalar::random(&mut *rng)] {
                ct((g, k), |(g, k)| g * k);
            }
        }),
    );
}
