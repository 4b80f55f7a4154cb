//! `G1Projective::msm_vartime` / `G2Projective::msm_vartime` against blst's Pippenger
//! (`blst_pXs_mult_pippenger`) and, when they disagree, against the naive sum of blst scalar
//! multiplications (so the report says which side is wrong). The inputs favour the cases
//! where bucket methods break: repeated and opposite points, identities, zero / one / r − 1
//! and repeated or opposite scalars, sizes on both sides of the Straus/Pippenger switch and of
//! the window-width changes; plus slices of different lengths (zipped).
#![no_main]
#![allow(unsafe_code)]

use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
use bls381_fuzz::conv::*;
use bls381_fuzz::oracle::{consts, le, to_le};
use bls381_fuzz::{hex, pick_backend, MsmInput, MSM_ENTRY};
use blst::*;
use libfuzzer_sys::fuzz_target;

/// The points and scalars an input describes, as small seeds: point i is `sign·seed·g` (seed 0
/// being the identity), scalar i is a canonical little-endian value.
fn parse(entries: &[u8]) -> (Vec<(bool, u16)>, Vec<[u8; 32]>) {
    let c = consts();
    let mut pts: Vec<(bool, u16)> = Vec::new();
    let mut scs: Vec<[u8; 32]> = Vec::new();
    for e in entries.chunks_exact(MSM_ENTRY).take(255) {
        let (ctrl, seed) = (e[0], u16::from_le_bytes([e[1], e[2]]));
        let pt = match ctrl & 7 {
            4 => (false, 0),
            5 | 6 if !pts.is_empty() => {
                let (neg, s) = pts[seed as usize % pts.len()];
                (neg ^ (ctrl & 7 == 6), s)
            }
            _ => (false, seed),
        };
        let sc = match (ctrl >> 3) & 7 {
            3 => [0u8; 32],
            4 => to_le::<32>(&1u8.into()),
            5 => to_le::<32>(&(&c.r - 1u8)),
            6 if !scs.is_empty() => scs[scs.len() - 1],
            7 if !scs.is_empty() => {
                let x = le(&scs[scs.len() - 1]);
                to_le::<32>(&((&c.r - x) % &c.r))
            }
            _ => to_le::<32>(&(le(&e[3..35]) % &c.r)),
        };
        pts.push(pt);
        scs.push(sc);
    }
    (pts, scs)
}

macro_rules! msm_check {
    ($name:ident, $aff:ty, $proj:ty, $b:ty, $b_aff:ty, $b_mul_small:ident, $b_cneg:ident,
     $b_to_aff:ident, $b_mult:ident, $b_add:ident, $b_bytes:ident, $from_b_aff:ident,
     $b_from_aff:ident, $U:expr) => {
        fn $name(pts: &[(bool, u16)], scs: &[[u8; 32]], extra: usize, ctx: &dyn Fn() -> String) {
            let n = pts.len();
            // Points: seed·g, negated as asked.
            let b_pts: Vec<$b_aff> = pts
                .iter()
                .map(|&(neg, s)| {
                    let mut p = $b_mul_small(s);
                    unsafe { blst::$b_cneg(&mut p, neg) };
                    $b_to_aff(&p)
                })
                .collect();
            let ours_pts: Vec<$aff> = b_pts.iter().map($from_b_aff).collect();
            let ours_scs: Vec<Scalar> = scs.iter().map(|s| scalar(&le(s))).collect();
            // Slices of different lengths: the extra elements are ignored.
            let got = match extra % 3 {
                1 if n > 0 => <$proj>::msm_vartime(&ours_pts, &ours_scs[..n - 1]),
                2 if n > 0 => <$proj>::msm_vartime(&ours_pts[..n - 1], &ours_scs),
                _ => <$proj>::msm_vartime(&ours_pts, &ours_scs),
            };
            let m = if extra % 3 != 0 && n > 0 { n - 1 } else { n };
            let got: [u8; $U] = got.to_affine().to_uncompressed();
            let want: [u8; $U] = if m == 0 {
                <$aff>::identity().to_uncompressed()
            } else {
                let flat: Vec<u8> = scs[..m].iter().flatten().copied().collect();
                $b_bytes(&MultiPoint::mult(&b_pts[..m], &flat, 255))
            };
            if got != want {
                // Who is wrong? The naive sum decides.
                let mut acc = <$b>::default();
                for (p, s) in b_pts[..m].iter().zip(&scs[..m]) {
                    let mut pp = <$b>::default();
                    let mut t = <$b>::default();
                    unsafe {
                        blst::$b_from_aff(&mut pp, p);
                        blst::$b_mult(&mut t, &pp, s.as_ptr(), 255);
                        let a = acc;
                        blst::$b_add(&mut acc, &a, &t);
                    }
                }
                let naive = $b_bytes(&acc);
                panic!(
                    "msm_vartime differs from blst's Pippenger (bls381 {} the naive sum): {}\n\
                     got  {}\nwant {}",
                    if naive == got {
                        "agrees with"
                    } else {
                        "differs from"
                    },
                    ctx(),
                    hex(&got),
                    hex(&want)
                );
            }
        }
    };
}

fn b_g1_small(s: u16) -> blst_p1 {
    let mut k = [0u8; 32];
    k[..2].copy_from_slice(&s.to_le_bytes());
    b_g1_mul(&k)
}
fn b_g2_small(s: u16) -> blst_p2 {
    let mut k = [0u8; 32];
    k[..2].copy_from_slice(&s.to_le_bytes());
    b_g2_mul(&k)
}

msm_check!(
    g1,
    G1Affine,
    G1Projective,
    blst_p1,
    blst_p1_affine,
    b_g1_small,
    blst_p1_cneg,
    b_p1_affine,
    blst_p1_mult,
    blst_p1_add_or_double,
    b_p1_bytes,
    from_b_p1a,
    blst_p1_from_affine,
    96
);
msm_check!(
    g2,
    G2Affine,
    G2Projective,
    blst_p2,
    blst_p2_affine,
    b_g2_small,
    blst_p2_cneg,
    b_p2_affine,
    blst_p2_mult,
    blst_p2_add_or_double,
    b_p2_bytes,
    from_b_p2a,
    blst_p2_from_affine,
    192
);

fuzz_target!(|input: MsmInput| {
    let backend = pick_backend(input.group >> 1 & 1);
    let (pts, scs) = parse(&input.entries);
    let ctx = || {
        format!(
            "{backend:?} group={} points={pts:?} scalars={:?}",
            input.group & 1,
            scs.iter().map(|s| hex(s)).collect::<Vec<_>>()
        )
    };
    let extra = (input.group >> 2) as usize;
    if input.group & 1 == 0 {
        g1(&pts, &scs, extra, &ctx);
    } else {
        g2(&pts, &scs, extra, &ctx);
    }
});
