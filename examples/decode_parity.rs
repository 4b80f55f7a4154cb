//! Adversarial decoding at scale: bls381's decoders against blst's on corrupted encodings of
//! every type a peer can send — G1 and G2 points (compressed and uncompressed), min-pk public
//! keys and signatures, secret keys and scalars. For each input both libraries must accept or
//! both refuse, and when both accept they must return the same value. Any disagreement is
//! printed with its bytes and the run fails.
//!
//! `cargo run --release --example decode_parity -- [count per type] [seed]`
//! (default 10^6 per type; CI runs a smaller count). The seed is printed; pass it back to replay.
//!
//! The corruptions: random bit flips (1–3 bits, flags included) and byte overwrites of valid
//! encodings, random bytes under each flag combination, x set to p or above (non-canonical),
//! x of a point on the curve but outside the subgroup, the identity with stray bits, and — for
//! the byte-slice decoders — truncated and extended inputs.

// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use std::collections::BTreeMap;
use std::time::Instant;

use bls381::field::{Fp, Fp2};
use bls381::signature::min_pk::{PublicKey, SecretKey, Signature};
use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
use blst::*;
use rand::rngs::StdRng;
use rand::{Rng, RngExt, SeedableRng};

/// p, big-endian.
const P_BE: [u8; 48] = {
    let mut b = [0u8; 48];
    let limbs: [u64; 6] = [
        0xb9fe_ffff_ffff_aaab,
        0x1eab_fffe_b153_ffff,
        0x6730_d2a0_f6b0_f624,
        0x6477_4b84_f385_12bf,
        0x4b1b_a7b6_434b_acd7,
        0x1a01_11ea_397f_e69a,
    ];
    let mut i = 0;
    while i < 48 {
        b[47 - i] = (limbs[i / 8] >> (8 * (i % 8))) as u8;
        i += 1;
    }
    b
};

/// One corruption of `valid` (an encoding of `len` bytes whose first byte carries the flags);
/// `slice` allows lengths other than `len`. `off_subgroup` is an encoding of the same format of
/// a point on the curve but not in the subgroup.
fn corrupt(rng: &mut StdRng, valid: &[u8], off_subgroup: &[u8], slice: bool) -> Vec<u8> {
    let n = valid.len();
    let compressed = valid[0] & 0x80 != 0;
    let mut v = valid.to_vec();
    match rng.random_range(0..if slice { 10 } else { 8 }) {
        0 | 1 => {
            for _ in 0..rng.random_range(1..=3) {
                let i = rng.random_range(0..n * 8);
                v[i / 8] ^= 1 << (i % 8);
            }
        }
        2 => {
            let i = rng.random_range(0..n);
            v[i] = rng.next_u32() as u8;
        }
        3 => {
            rng.fill_bytes(&mut v);
            // Any of the 8 flag combinations; the top field bits mostly clear so that x is
            // often canonical.
            v[0] = (v[0] & 0x1f) | ((rng.next_u32() as u8) & 0xe0);
            if rng.random_bool(0.8) {
                v[0] &= 0xe0 | 0x0f;
            }
        }
        4 => {
            // x (or one Fp of it) = p + δ: non-canonical.
            let fp = if n == 48 || n == 96 && !compressed {
                0
            } else {
                48 * rng.random_range(0..2)
            };
            let mut x = P_BE;
            let d = rng.random_range(0..3u8);
            x[47] = x[47].wrapping_add(d);
            v[fp..fp + 48].copy_from_slice(&x);
            v[0] = (v[0] & 0x1f) | (valid[0] & 0xe0);
        }
        5 => v.copy_from_slice(off_subgroup),
        6 => {
            // The identity (C and I set for compressed; I for uncompressed) with stray bits.
            v.fill(0);
            v[0] = if compressed { 0xc0 } else { 0x40 };
            if rng.random_bool(0.7) {
                let i = rng.random_range(0..n * 8);
                v[i / 8] ^= 1 << (i % 8);
            }
        }
        7 => {
            // The S flag flipped, or set on an uncompressed encoding.
            v[0] ^= 0x20;
        }
        8 => v.truncate(rng.random_range(0..n)),
        _ => v.push(rng.next_u32() as u8),
    }
    v
}

/// A point of E (G1's curve) or E' (G2's) outside the prime-order subgroup, as the encoding
/// `enc` makes of an affine point.
fn off_subgroup_g1(rng: &mut StdRng) -> G1Affine {
    loop {
        let x = Fp::random(rng);
        let mut b = x.to_bytes();
        b[0] |= 0x80;
        if let Some(p) = Option::<G1Affine>::from(G1Affine::from_compressed_unchecked(&b)) {
            if !bool::from(p.is_torsion_free()) {
                return p;
            }
        }
    }
}

fn off_subgroup_g2(rng: &mut StdRng) -> G2Affine {
    loop {
        let x = Fp2::random(rng);
        let mut b = x.to_bytes();
        b[0] |= 0x80;
        if let Some(p) = Option::<G2Affine>::from(G2Affine::from_compressed_unchecked(&b)) {
            if !bool::from(p.is_torsion_free()) {
                return p;
            }
        }
    }
}

/// What blst makes of an encoding: `Some(canonical compressed bytes)` if it accepts it.
type Verdict = Option<Vec<u8>>;

/// blst's `deserialize` reads a buffer whose C flag is set as a compressed encoding of its first
/// bytes; the uncompressed format (zcash/IETF, and `from_uncompressed`) requires C clear.
fn uncompressed_with_c_flag(bytes: &[u8], compressed_len: usize) -> bool {
    bytes.len() == 2 * compressed_len && bytes[0] & 0x80 != 0
}

fn blst_g1(bytes: &[u8]) -> Verdict {
    if uncompressed_with_c_flag(bytes, 48) {
        return None;
    }
    let mut p = blst_p1_affine::default();
    let r = unsafe {
        if bytes.len() == 48 {
            blst_p1_uncompress(&mut p, bytes.as_ptr())
        } else {
            blst_p1_deserialize(&mut p, bytes.as_ptr())
        }
    };
    if r != BLST_ERROR::BLST_SUCCESS || !unsafe { blst_p1_affine_in_g1(&p) } {
        return None;
    }
    let mut out = [0u8; 48];
    unsafe { blst_p1_affine_compress(out.as_mut_ptr(), &p) };
    Some(out.to_vec())
}

fn blst_g2(bytes: &[u8]) -> Verdict {
    if uncompressed_with_c_flag(bytes, 96) {
        return None;
    }
    let mut p = blst_p2_affine::default();
    let r = unsafe {
        if bytes.len() == 96 {
            blst_p2_uncompress(&mut p, bytes.as_ptr())
        } else {
            blst_p2_deserialize(&mut p, bytes.as_ptr())
        }
    };
    if r != BLST_ERROR::BLST_SUCCESS || !unsafe { blst_p2_affine_in_g2(&p) } {
        return None;
    }
    let mut out = [0u8; 96];
    unsafe { blst_p2_affine_compress(out.as_mut_ptr(), &p) };
    Some(out.to_vec())
}

/// The tallies of one type.
#[derive(Default)]
struct Tally {
    both_accept: u64,
    both_refuse: u64,
    disagree: u64,
    reasons: BTreeMap<String, u64>,
}

fn check(t: &mut Tally, what: &str, input: &[u8], ours: Result<Vec<u8>, String>, theirs: Verdict) {
    match (ours, theirs) {
        (Ok(a), Some(b)) if a == b => t.both_accept += 1,
        (Err(e), None) => {
            t.both_refuse += 1;
            *t.reasons.entry(e).or_insert(0) += 1;
        }
        (ours, theirs) => {
            t.disagree += 1;
            if t.disagree <= 5 {
                eprintln!("DISAGREE {what}: input {input:02x?}\n  bls381 {ours:02x?}\n  blst   {theirs:02x?}");
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let count: u64 = args
        .get(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    let seed: u64 = args
        .get(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| rand::rng().next_u64());
    println!("decode_parity: {count} inputs per type, seed {seed}");
    let mut rng = StdRng::seed_from_u64(seed);

    // A pool of valid points and off-subgroup points to corrupt.
    let pool = 64;
    let g1: Vec<G1Affine> = (0..pool)
        .map(|_| G1Affine::from(G1Projective::generator() * Scalar::random(&mut rng)))
        .collect();
    let g2: Vec<G2Affine> = (0..pool)
        .map(|_| G2Affine::from(G2Projective::generator() * Scalar::random(&mut rng)))
        .collect();
    let g1_off: Vec<G1Affine> = (0..8).map(|_| off_subgroup_g1(&mut rng)).collect();
    let g2_off: Vec<G2Affine> = (0..8).map(|_| off_subgroup_g2(&mut rng)).collect();
    let sks: Vec<SecretKey> = (0..pool).map(|_| SecretKey::generate(&mut rng)).collect();

    let mut failed = false;
    let mut report = |name: &str, t: &Tally, secs: f64| {
        println!(
            "{name:<28} both accept {:>8}  both refuse {:>8}  disagree {:>3}  ({secs:.1} s)  refusals {:?}",
            t.both_accept, t.both_refuse, t.disagree, t.reasons
        );
        failed |= t.disagree > 0;
    };

    macro_rules! run {
        ($name:expr, |$i:ident| $input:expr, |$b:ident| $ours:expr, $theirs:expr) => {{
            let start = Instant::now();
            let mut t = Tally::default();
            for $i in 0..count as usize {
                let $b: Vec<u8> = $input;
                let ours: Result<Vec<u8>, String> = $ours;
                check(&mut t, $name, &$b, ours, $theirs(&$b));
            }
            report($name, &t, start.elapsed().as_secs_f64());
        }};
    }
    let ct =
        |o: subtle::CtOption<Vec<u8>>| Option::<Vec<u8>>::from(o).ok_or_else(|| "None".to_string());

    run!(
        "G1 compressed (48)",
        |i| corrupt(
            &mut rng,
            &g1[i % pool].to_compressed(),
            &g1_off[i % 8].to_compressed(),
            false
        ),
        |b| ct(G1Affine::from_compressed(b[..].try_into().unwrap())
            .map(|p| p.to_compressed().to_vec())),
        blst_g1
    );
    run!(
        "G1 uncompressed (96)",
        |i| corrupt(
            &mut rng,
            &g1[i % pool].to_uncompressed(),
            &g1_off[i % 8].to_uncompressed(),
            false
        ),
        |b| ct(G1Affine::from_uncompressed(b[..].try_into().unwrap())
            .map(|p| p.to_compressed().to_vec())),
        blst_g1
    );
    run!(
        "G2 compressed (96)",
        |i| corrupt(
            &mut rng,
            &g2[i % pool].to_compressed(),
            &g2_off[i % 8].to_compressed(),
            false
        ),
        |b| ct(G2Affine::from_compressed(b[..].try_into().unwrap())
            .map(|p| p.to_compressed().to_vec())),
        blst_g2
    );
    run!(
        "G2 uncompressed (192)",
        |i| corrupt(
            &mut rng,
            &g2[i % pool].to_uncompressed(),
            &g2_off[i % 8].to_uncompressed(),
            false
        ),
        |b| ct(G2Affine::from_uncompressed(b[..].try_into().unwrap())
            .map(|p| p.to_compressed().to_vec())),
        blst_g2
    );
    run!(
        "public key (min-pk)",
        |i| {
            let pk = sks[i % pool].public_key();
            let (v, off) = if i % 2 == 0 {
                (
                    pk.to_bytes().to_vec(),
                    g1_off[i % 8].to_compressed().to_vec(),
                )
            } else {
                (
                    pk.to_uncompressed().to_vec(),
                    g1_off[i % 8].to_uncompressed().to_vec(),
                )
            };
            corrupt(&mut rng, &v, &off, true)
        },
        |b| PublicKey::from_bytes(&b)
            .map(|k| k.to_bytes().to_vec())
            .map_err(|e| format!("{e:?}")),
        |b: &[u8]| blst::min_pk::PublicKey::key_validate(b)
            .ok()
            .map(|k| k.compress().to_vec())
    );
    run!(
        "signature (min-pk)",
        |i| {
            let sig = bls381::signature::min_pk::Pop::sign(&sks[i % pool], &[i as u8]);
            let (v, off) = if i % 2 == 0 {
                (
                    sig.to_bytes().to_vec(),
                    g2_off[i % 8].to_compressed().to_vec(),
                )
            } else {
                (
                    sig.to_uncompressed().to_vec(),
                    g2_off[i % 8].to_uncompressed().to_vec(),
                )
            };
            corrupt(&mut rng, &v, &off, true)
        },
        |b| Signature::from_bytes(&b)
            .map(|s| s.to_bytes().to_vec())
            .map_err(|e| format!("{e:?}")),
        |b: &[u8]| blst::min_pk::Signature::sig_validate(b, false)
            .ok()
            .map(|s| s.compress().to_vec())
    );
    // Secret keys and scalars: 32 bytes near and around r, and random ones.
    let near_r = |rng: &mut StdRng, be: bool| {
        let r_be: [u8; 32] = [
            0x73, 0xed, 0xa7, 0x53, 0x29, 0x9d, 0x7d, 0x48, 0x33, 0x39, 0xd8, 0x08, 0x09, 0xa1,
            0xd8, 0x05, 0x53, 0xbd, 0xa4, 0x02, 0xff, 0xfe, 0x5b, 0xfe, 0xff, 0xff, 0xff, 0xff,
            0x00, 0x00, 0x00, 0x01,
        ];
        let mut v = match rng.random_range(0..4) {
            0 => {
                let mut v = r_be.to_vec();
                let d = rng.random_range(0..4u8);
                v[31] = v[31].wrapping_add(d).wrapping_sub(2);
                v
            }
            1 => vec![0u8; 32],
            2 => {
                let mut v = vec![0u8; 32];
                rng.fill_bytes(&mut v);
                v
            }
            _ => {
                let mut v = vec![0u8; 32];
                rng.fill_bytes(&mut v);
                v[0] &= 0x7f;
                v
            }
        };
        if !be {
            v.reverse();
        }
        v
    };
    run!(
        "secret key (32, big-endian)",
        |i| {
            let mut v = near_r(&mut rng, true);
            if i % 16 == 0 {
                v.truncate(rng.random_range(0..32)); // other lengths
            } else if i % 16 == 1 {
                v.push(0);
            }
            v
        },
        |b| SecretKey::from_bytes(&b)
            .map(|k| k.to_bytes().to_vec())
            .map_err(|e| format!("{e:?}")),
        |b: &[u8]| blst::min_pk::SecretKey::from_bytes(b)
            .ok()
            .map(|k| k.to_bytes().to_vec())
    );
    run!(
        "scalar (32, little-endian)",
        |_i| near_r(&mut rng, false),
        |b| ct(Scalar::from_bytes(b[..].try_into().unwrap()).map(|s| s.to_bytes().to_vec())),
        |b: &[u8]| {
            let mut s = blst_scalar::default();
            unsafe { blst_scalar_from_lendian(&mut s, b.as_ptr()) };
            // blst's canonicity check: a value below r (zero included, as Scalar::from_bytes).
            unsafe { blst_scalar_fr_check(&s) }.then(|| b.to_vec())
        }
    );
    if failed {
        eprintln!("decode_parity: DISAGREEMENTS (seed {seed})");
        std::process::exit(1);
    }
    println!("decode_parity: no disagreement (seed {seed})");
}
