//! `bls381::eip2537`'s seven precompiles against revm-precompile's (its blst backend, through
//! `eip2537-vs-revm`): the same output bytes and gas, or the same failed check, on the EIP's
//! vectors mutated byte by byte and on inputs built from valid encodings (subgroup points,
//! points off the subgroup, identities, repeated and opposite points, scalars ≥ r) with one
//! byte tampered or a tail cut (see [`Eip2537Input`]).
#![no_main]

use bls381::eip2537::Precompile;
use bls381::field::{Fp, Fp2};
use bls381::hash_to_curve::{map_to_curve_g1, map_to_curve_g2};
use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
use bls381_fuzz::{Eip2537Input, EIP2537_ENTRY};
use eip2537_vs_revm::{compare, gen};
use libfuzzer_sys::fuzz_target;

/// At most this many entries are built (each costs a scalar multiplication): MSMs up to 24
/// pairs, pairings up to 12; longer inputs come from the raw mode's seeds.
const MAX_ENTRIES: usize = 24;

/// The point of an entry, given the group's previous one.
macro_rules! point {
    ($ctrl:expr, $v:expr, $prev:expr, $aff:ty, $proj:ty, $map:ident, $field:ty, $okm:literal) => {{
        let k = Scalar::from_bytes_wide(&{
            let mut w = [0u8; 64];
            w[..32].copy_from_slice($v);
            w
        });
        match $ctrl & 7 {
            3 => <$aff>::identity(),
            4 => {
                let mut okm = [0u8; $okm];
                for (i, b) in okm.iter_mut().enumerate() {
                    *b = $v[i % 32] ^ (i / 32) as u8;
                }
                <$aff>::from($map(&<$field>::from_okm(&okm)))
            }
            5 => $prev,
            6 => -$prev,
            _ => <$aff>::from(<$proj>::mul_by_generator(&k)),
        }
    }};
}

fn scalar(ctrl: u8, v: &[u8; 32]) -> [u8; 32] {
    match (ctrl >> 3) & 7 {
        4 => [0; 32],
        5 => gen::R,
        6 => {
            let mut r = gen::R;
            r[31] -= 1;
            r
        }
        7 => [0xff; 32],
        _ => *v,
    }
}

/// The input of `p` built from the entries of `body`.
fn build(p: Precompile, body: &[u8]) -> Vec<u8> {
    let mut g1_prev = G1Affine::generator();
    let mut g2_prev = G2Affine::generator();
    let mut out = Vec::new();
    let entries = body.chunks_exact(EIP2537_ENTRY).take(MAX_ENTRIES);
    let mut entries = entries.map(|e| (e[0], <&[u8; 32]>::try_from(&e[1..]).unwrap()));
    let mut g1 = |out: &mut Vec<u8>, ctrl: u8, v: &[u8; 32]| {
        g1_prev = point!(
            ctrl,
            v,
            g1_prev,
            G1Affine,
            G1Projective,
            map_to_curve_g1,
            Fp,
            64
        );
        out.extend(gen::g1(&g1_prev));
    };
    let mut g2 = |out: &mut Vec<u8>, ctrl: u8, v: &[u8; 32]| {
        g2_prev = point!(
            ctrl,
            v,
            g2_prev,
            G2Affine,
            G2Projective,
            map_to_curve_g2,
            Fp2,
            128
        );
        out.extend(gen::g2(&g2_prev));
    };
    match p {
        Precompile::G1Add | Precompile::G2Add => {
            for _ in 0..2 {
                let (c, v) = entries.next().unwrap_or((3, &[0; 32]));
                if p == Precompile::G1Add {
                    g1(&mut out, c, v);
                } else {
                    g2(&mut out, c, v);
                }
            }
        }
        Precompile::G1Msm | Precompile::G2Msm => {
            for (c, v) in entries {
                if p == Precompile::G1Msm {
                    g1(&mut out, c, v);
                } else {
                    g2(&mut out, c, v);
                }
                out.extend(scalar(c, v));
            }
        }
        Precompile::PairingCheck => {
            while let (Some((c1, v1)), Some((c2, v2))) = (entries.next(), entries.next()) {
                g1(&mut out, c1, v1);
                g2(&mut out, c2, v2);
            }
        }
        Precompile::MapFpToG1 | Precompile::MapFp2ToG2 => {
            let n = if p == Precompile::MapFpToG1 { 1 } else { 2 };
            for _ in 0..n {
                let (_, v) = entries.next().unwrap_or((0, &[0; 32]));
                let mut okm = [0u8; 64];
                okm[32..].copy_from_slice(v);
                out.extend_from_slice(&[0u8; 16]);
                out.extend_from_slice(&Fp::from_okm(&okm).to_bytes());
            }
        }
    }
    out
}

fuzz_target!(|x: Eip2537Input| {
    let p = Precompile::ALL[x.which as usize % 7];
    let input = if x.mode & 1 == 0 {
        x.body.to_vec()
    } else {
        let mut input = build(p, &x.body);
        if x.mode & 2 != 0 && !input.is_empty() {
            let i = u16::from_le_bytes(x.pos) as usize % input.len();
            input[i] ^= x.val;
        }
        if x.mode & 4 != 0 {
            input.truncate(input.len().saturating_sub(x.val as usize % 64));
        }
        input
    };
    if let Err(report) = compare(p, &input) {
        panic!("divergence: {report}");
    }
});
