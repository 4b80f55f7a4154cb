//! G1 and G2: constant-time scalar multiplication (the endomorphism splits of the scalar, Booth
//! recoding, masked table scans), fixed-base generator multiplication, the group law,
//! normalisation, encodings and the checks on points.

use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};

use crate::check::{ct, ct_with};
use crate::inputs::*;
use crate::{add, Case};

/// Scalars: 0, 1, −1, 2, r − 2, then random ones.
fn scalars(rng: &mut rand::rngs::StdRng) -> Vec<Scalar> {
    let mut v = fr_values(rng);
    v.push(-Scalar::from(2u64));
    v
}

macro_rules! curve_cases {
    ($cases:ident, $g:literal, $proj:ty, $aff:ty, $bytes_c:literal, $bytes_u:literal) => {{
        fn points(rng: &mut rand::rngs::StdRng, n: usize) -> Vec<$proj> {
            let mut v = vec![<$proj>::identity(), <$proj>::generator()];
            v.extend((0..n).map(|_| <$proj>::generator() * Scalar::random(&mut *rng)));
            v
        }
        add(
            $cases,
            $g,
            concat!($g, " P * k (secret k, public P)"),
            Box::new(|rng| {
                let p = points(rng, 1)[2];
                for k in scalars(rng).into_iter().take(7) {
                    ct_with(k, p, |k, p| p * k);
                }
                ct_with(Scalar::random(&mut *rng), <$proj>::identity(), |k, p| p * k);
            }),
        );
        add(
            $cases,
            $g,
            concat!($g, " P * k (secret k and P)"),
            Box::new(|rng| {
                let ps = points(rng, 3);
                let ks = scalars(rng);
                for (i, p) in ps.into_iter().enumerate() {
                    ct((p, ks[(i + 3) % ks.len()]), |(p, k)| p * k);
                }
            }),
        );
        add(
            $cases,
            $g,
            concat!($g, " mul_by_generator (fixed base, secret k)"),
            Box::new(|rng| {
                for k in scalars(rng).into_iter().take(7) {
                    ct(k, |k| <$proj>::mul_by_generator(&k));
                }
            }),
        );
        add(
            $cases,
            $g,
            concat!($g, " mul_vartime (secret P, public k)"),
            Box::new(|rng| {
                let k = Scalar::random(&mut *rng);
                for p in points(rng, 2) {
                    ct_with(p, k, |p, k| p.mul_vartime(&k));
                }
            }),
        );
        add(
            $cases,
            $g,
            concat!($g, " + - double add_mixed neg (incl. P+P, P−P, O)"),
            Box::new(|rng| {
                let ps = points(rng, 2);
                for (a, b) in pairs(&ps, &ps)
                    .into_iter()
                    .chain(ps.iter().map(|&p| (p, p)))
                {
                    let b_aff = b.to_affine();
                    ct((a, b, b_aff), |(a, b, ba)| {
                        (
                            (a + b, a - b),
                            ((a.double(), a.add_mixed(&ba)), (-a, a - a)),
                        )
                    });
                }
            }),
        );
        add(
            $cases,
            $g,
            concat!(
                $g,
                " to_affine / batch_normalize / is_identity / is_on_curve"
            ),
            Box::new(|rng| {
                let ps = points(rng, 2);
                for &p in &ps {
                    ct(p, |p| ((p.to_affine(), p.is_identity()), p.is_on_curve()));
                }
                let arr: [$proj; 4] = [ps[0], ps[1], ps[2], ps[3]];
                ct(arr, |arr| {
                    let mut out = [<$aff>::identity(); 4];
                    <$proj>::batch_normalize(&arr, &mut out);
                    out
                });
            }),
        );
        add(
            $cases,
            $g,
            concat!($g, " is_torsion_free / clear_cofactor"),
            Box::new(|rng| {
                for p in points(rng, 2) {
                    ct(p, |p| (p.is_torsion_free(), p.clear_cofactor()));
                    ct(p.to_affine(), |a| a.is_torsion_free());
                }
            }),
        );
        add(
            $cases,
            $g,
            concat!($g, " to_compressed / to_uncompressed"),
            Box::new(|rng| {
                for p in points(rng, 2) {
                    ct(p.to_affine(), |a| (a.to_compressed(), a.to_uncompressed()));
                }
            }),
        );
        add(
            $cases,
            $g,
            concat!(
                $g,
                " from_compressed(_unchecked) / from_uncompressed(_unchecked)"
            ),
            Box::new(|rng| {
                for p in points(rng, 2) {
                    let a = p.to_affine();
                    ct(a.to_compressed(), |b| {
                        (
                            <$aff>::from_compressed(&b),
                            <$aff>::from_compressed_unchecked(&b),
                        )
                    });
                    ct(a.to_uncompressed(), |b| {
                        (
                            <$aff>::from_uncompressed(&b),
                            <$aff>::from_uncompressed_unchecked(&b),
                        )
                    });
                }
                // Rejected encodings: garbage, and x not on the curve.
                ct([0xffu8; $bytes_c], |b| <$aff>::from_compressed(&b));
                ct([0xffu8; $bytes_u], |b| <$aff>::from_uncompressed(&b));
                let mut b = [0u8; $bytes_c];
                b[0] = 0x80;
                b[$bytes_c - 1] = 5;
                ct(b, |b| <$aff>::from_compressed(&b));
            }),
        );
    }};
}

/// G1 and G2.
pub fn cases(cases: &mut Vec<Case>) {
    curve_cases!(cases, "G1", G1Projective, G1Affine, 48, 96);
    curve_cases!(cases, "G2", G2Projective, G2Affine, 96, 192);
}
