//! Inputs for the precompiles: valid ones of every shape the EIP allows (infinity, P + P,
//! P + (−P), points off the subgroup for the ADDs, scalars ≥ r and 2^256 − 1, pairings equal
//! to 1) and their corruptions (flipped bits, wrong lengths, non-zero padding, values ≥ p,
//! points off the curve or off the subgroup).
//!
//! The EIP encoders here go through bls381's zcash encodings, apart from `bls381::eip2537`'s.

use bls381::eip2537::Precompile;
use bls381::field::{Fp, Fp2};
use bls381::hash_to_curve::{map_to_curve_g1, map_to_curve_g2};
use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
use rand::{Rng, RngExt};

/// p, big-endian.
pub const P: [u8; 48] = [
    0x1a, 0x01, 0x11, 0xea, 0x39, 0x7f, 0xe6, 0x9a, 0x4b, 0x1b, 0xa7, 0xb6, 0x43, 0x4b, 0xac, 0xd7,
    0x64, 0x77, 0x4b, 0x84, 0xf3, 0x85, 0x12, 0xbf, 0x67, 0x30, 0xd2, 0xa0, 0xf6, 0xb0, 0xf6, 0x24,
    0x1e, 0xab, 0xff, 0xfe, 0xb1, 0x53, 0xff, 0xff, 0xb9, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xaa, 0xab,
];

/// r, big-endian.
pub const R: [u8; 32] = [
    0x73, 0xed, 0xa7, 0x53, 0x29, 0x9d, 0x7d, 0x48, 0x33, 0x39, 0xd8, 0x08, 0x09, 0xa1, 0xd8, 0x05,
    0x53, 0xbd, 0xa4, 0x02, 0xff, 0xfe, 0x5b, 0xfe, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01,
];

/// Bytes of a (point, scalar) or (G1, G2) pair, or of the whole fixed-length input.
pub fn unit(p: Precompile) -> usize {
    match p {
        Precompile::G1Add => 256,
        Precompile::G1Msm => 160,
        Precompile::G2Add => 512,
        Precompile::G2Msm => 288,
        Precompile::PairingCheck => 384,
        Precompile::MapFpToG1 => 64,
        _ => 128,
    }
}

/// 48 big-endian bytes left-padded to EIP's 64.
fn pad(out: &mut Vec<u8>, fp: &[u8]) {
    out.extend_from_slice(&[0u8; 16]);
    out.extend_from_slice(fp);
}

/// A G1 point in EIP-2537's encoding (x ‖ y, 64 bytes each; all zeros for infinity).
pub fn g1(p: &G1Affine) -> Vec<u8> {
    if bool::from(p.is_identity()) {
        return vec![0; 128];
    }
    let z = p.to_uncompressed();
    let mut out = Vec::with_capacity(128);
    pad(&mut out, &z[..48]);
    pad(&mut out, &z[48..]);
    out
}

/// A G2 point in EIP-2537's encoding (x.c0 ‖ x.c1 ‖ y.c0 ‖ y.c1; zcash has c1 first).
pub fn g2(p: &G2Affine) -> Vec<u8> {
    if bool::from(p.is_identity()) {
        return vec![0; 256];
    }
    let z = p.to_uncompressed();
    let mut out = Vec::with_capacity(256);
    for i in [1, 0, 3, 2] {
        pad(&mut out, &z[48 * i..48 * (i + 1)]);
    }
    out
}

/// A uniformly random field element below p, encoded.
pub fn fp(rng: &mut impl Rng) -> Vec<u8> {
    let mut out = Vec::with_capacity(64);
    pad(&mut out, &Fp::random(rng).to_bytes());
    out
}

/// A random point of G1, the identity now and then.
pub fn g1_point(rng: &mut impl Rng) -> G1Affine {
    if rng.random_range(0..16) == 0 {
        G1Affine::identity()
    } else {
        G1Projective::random(rng).into()
    }
}

/// A random point of G2, the identity now and then.
pub fn g2_point(rng: &mut impl Rng) -> G2Affine {
    if rng.random_range(0..16) == 0 {
        G2Affine::identity()
    } else {
        G2Projective::random(rng).into()
    }
}

/// A point of E(Fp) outside G1 (the SSWU map without cofactor clearing).
pub fn g1_off_subgroup(rng: &mut impl Rng) -> G1Affine {
    loop {
        let p = G1Affine::from(map_to_curve_g1(&Fp::random(rng)));
        if !bool::from(p.is_torsion_free()) {
            return p;
        }
    }
}

/// A point of E'(Fp2) outside G2.
pub fn g2_off_subgroup(rng: &mut impl Rng) -> G2Affine {
    loop {
        let p = G2Affine::from(map_to_curve_g2(&Fp2::random(rng)));
        if !bool::from(p.is_torsion_free()) {
            return p;
        }
    }
}

/// r + d (d small, may be negative) as 32 big-endian bytes.
fn r_plus(d: i8) -> [u8; 32] {
    let mut v = R;
    let mut carry = d as i16;
    for b in v.iter_mut().rev() {
        let s = *b as i16 + carry;
        *b = s.rem_euclid(256) as u8;
        carry = s.div_euclid(256);
        if carry == 0 {
            break;
        }
    }
    v
}

/// A scalar: mostly uniform 256-bit integers (so often ≥ r), sometimes below r, and the edge
/// values 0, 1, r − 1, r, r + 1, 2^256 − 1 and small ones.
pub fn scalar(rng: &mut impl Rng) -> [u8; 32] {
    match rng.random_range(0..12) {
        0 => [0; 32],
        1 => [0xff; 32],
        2 => r_plus(-1),
        3 => r_plus(0),
        4 => r_plus(1),
        5 => {
            let mut s = [0; 32];
            s[31] = rng.random_range(1..=255);
            s
        }
        6 | 7 => Scalar::random(rng).to_bytes_be(),
        _ => {
            let mut s = [0; 32];
            rng.fill_bytes(&mut s);
            s
        }
    }
}

/// The two groups, for the generators written once.
pub trait Group: Copy + core::ops::Neg<Output = Self> {
    /// The point at infinity.
    fn identity() -> Self;
    /// A random point of the subgroup, the identity now and then.
    fn point(rng: &mut impl Rng) -> Self;
    /// A random point of the curve outside the subgroup.
    fn off_subgroup(rng: &mut impl Rng) -> Self;
    /// EIP-2537's encoding.
    fn encode(&self) -> Vec<u8>;
    /// a·self + b·other (for pairings equal to 1).
    fn mul(&self, k: &Scalar) -> Self;
}

impl Group for G1Affine {
    fn identity() -> Self {
        G1Affine::identity()
    }
    fn point(rng: &mut impl Rng) -> Self {
        g1_point(rng)
    }
    fn off_subgroup(rng: &mut impl Rng) -> Self {
        g1_off_subgroup(rng)
    }
    fn encode(&self) -> Vec<u8> {
        g1(self)
    }
    fn mul(&self, k: &Scalar) -> Self {
        (self * k).into()
    }
}

impl Group for G2Affine {
    fn identity() -> Self {
        G2Affine::identity()
    }
    fn point(rng: &mut impl Rng) -> Self {
        g2_point(rng)
    }
    fn off_subgroup(rng: &mut impl Rng) -> Self {
        g2_off_subgroup(rng)
    }
    fn encode(&self) -> Vec<u8> {
        g2(self)
    }
    fn mul(&self, k: &Scalar) -> Self {
        (self * k).into()
    }
}

/// Two points for an ADD: each in the subgroup or off it (the ADDs check only the curve),
/// then independent, equal (a doubling), opposite (a sum at infinity), or with the identity.
pub fn add_input<G: Group>(rng: &mut impl Rng) -> Vec<u8> {
    fn any<G: Group>(rng: &mut impl Rng) -> G {
        if rng.random_bool(0.5) {
            G::off_subgroup(rng)
        } else {
            G::point(rng)
        }
    }
    let a = any::<G>(rng);
    let (a, b) = match rng.random_range(0..6) {
        0 => (a, a),
        1 => (a, -a),
        2 => (a, G::identity()),
        3 => (G::identity(), a),
        _ => (a, any::<G>(rng)),
    };
    [a.encode(), b.encode()].concat()
}

/// `k` (point, scalar) pairs of subgroup points, a point repeated or negated now and then.
pub fn msm_input<G: Group>(rng: &mut impl Rng, k: usize) -> Vec<u8> {
    let mut points: Vec<G> = Vec::with_capacity(k);
    let mut out = Vec::new();
    for i in 0..k {
        let p = match (i, rng.random_range(0..10)) {
            (1.., 0) => points[rng.random_range(0..i)],
            (1.., 1) => -points[rng.random_range(0..i)],
            _ => G::point(rng),
        };
        points.push(p);
        out.extend_from_slice(&p.encode());
        out.extend_from_slice(&scalar(rng));
    }
    out
}

/// `k` pairs for PAIRING_CHECK; when `one`, multiples aᵢ·G1, bᵢ·G2 with Σ aᵢbᵢ = 0, so the
/// product of pairings is 1 (an identity now and then).
pub fn pairing_input(rng: &mut impl Rng, k: usize, one: bool) -> Vec<u8> {
    let mut out = Vec::new();
    if !one {
        for _ in 0..k {
            out.extend_from_slice(&g1(&g1_point(rng)));
            out.extend_from_slice(&g2(&g2_point(rng)));
        }
        return out;
    }
    let (g, h) = (G1Affine::generator(), G2Affine::generator());
    let mut sum = Scalar::ZERO;
    for i in 0..k {
        let (a, b) = if i + 1 < k {
            let (a, b) = (Scalar::random(rng), Scalar::random(rng));
            sum += a * b;
            (a, b)
        } else {
            (-sum, Scalar::ONE)
        };
        // (a·G1, b·G2), or (ab·G1, G2), or (G1, ab·G2): the same pairing.
        let (a, b) = match rng.random_range(0..3) {
            0 => (a, b),
            1 => (a * b, Scalar::ONE),
            _ => (Scalar::ONE, a * b),
        };
        out.extend_from_slice(&g1(&g.mul(&a)));
        out.extend_from_slice(&g2(&h.mul(&b)));
    }
    out
}

/// A valid input for `p` with `k` pairs (MSM, pairing; ignored by the others).
pub fn valid(rng: &mut impl Rng, p: Precompile, k: usize) -> Vec<u8> {
    match p {
        Precompile::G1Add => add_input::<G1Affine>(rng),
        Precompile::G2Add => add_input::<G2Affine>(rng),
        Precompile::G1Msm => msm_input::<G1Affine>(rng, k),
        Precompile::G2Msm => msm_input::<G2Affine>(rng, k),
        Precompile::PairingCheck => {
            let one = rng.random_bool(0.5);
            pairing_input(rng, k, one)
        }
        Precompile::MapFpToG1 => fp(rng),
        _ => [fp(rng), fp(rng)].concat(),
    }
}

/// The byte offsets of the points in an input of `p` (each `(offset, G2?)`).
fn points(p: Precompile, len: usize) -> Vec<(usize, bool)> {
    let u = unit(p);
    (0..len / u)
        .flat_map(|i| match p {
            Precompile::G1Add => vec![(0, false), (128, false)],
            Precompile::G2Add => vec![(0, true), (256, true)],
            Precompile::G1Msm => vec![(i * u, false)],
            Precompile::G2Msm => vec![(i * u, true)],
            Precompile::PairingCheck => vec![(i * u, false), (i * u + 128, true)],
            _ => vec![],
        })
        .collect()
}

/// Corrupts `input` of `p` in one of several ways (most make it invalid, a few leave it
/// valid): a flipped bit; a length off by a few bytes or a pair; non-zero padding; a
/// coordinate ≥ p (p + small, 2^381 and above, all ones); a point off the curve; a point off
/// the subgroup; a scalar set to an edge value.
pub fn corrupt(rng: &mut impl Rng, p: Precompile, input: &mut Vec<u8>) {
    let kind = rng.random_range(0..CORRUPTIONS);
    corrupt_as(kind, rng, p, input);
}

/// The number of kinds of [`corrupt`]ion.
pub const CORRUPTIONS: u32 = 8;

/// [`corrupt`] of the given kind (below [`CORRUPTIONS`], in the order listed there; a kind
/// that does not apply to the input, such as a scalar of a pairing, overwrites a point with
/// infinity or a random byte instead).
pub fn corrupt_as(kind: u32, rng: &mut impl Rng, p: Precompile, input: &mut Vec<u8>) {
    let fps = input.len() / 64;
    let pts = points(p, input.len());
    match kind {
        0 if !input.is_empty() => {
            let i = rng.random_range(0..input.len());
            input[i] ^= 1 << rng.random_range(0..8);
        }
        1 => {
            let u = unit(p);
            match rng.random_range(0..4) {
                0 => input.truncate(input.len().saturating_sub(rng.random_range(1..=u))),
                1 => input.extend((0..rng.random_range(1..=u)).map(|_| rng.random::<u8>())),
                2 => input.truncate(input.len().saturating_sub(u)),
                _ => input.clear(),
            }
        }
        2 if fps > 0 => {
            // A field element's padding; MSM scalars shift the grid, so aim at a point.
            let base = match pts.len() {
                0 => 64 * rng.random_range(0..fps),
                n => {
                    let (o, g2) = pts[rng.random_range(0..n)];
                    o + 64 * rng.random_range(0..if g2 { 4 } else { 2 })
                }
            };
            input[base + rng.random_range(0..16)] |= 1 << rng.random_range(0..8);
        }
        3 if fps > 0 => {
            let base = match pts.len() {
                0 => 64 * rng.random_range(0..fps),
                n => {
                    let (o, g2) = pts[rng.random_range(0..n)];
                    o + 64 * rng.random_range(0..if g2 { 4 } else { 2 })
                }
            };
            let e = &mut input[base + 16..base + 64];
            match rng.random_range(0..3) {
                0 => {
                    // p + d for a small d ≥ 0
                    e.copy_from_slice(&P);
                    let mut carry = rng.random_range(0..=255u16);
                    for b in e.iter_mut().rev() {
                        let s = *b as u16 + carry;
                        *b = s as u8;
                        carry = s >> 8;
                    }
                }
                1 => e[0] |= 0x20 << rng.random_range(0..3),
                _ => e.fill(0xff),
            }
        }
        4 if !pts.is_empty() => {
            // Off the curve: y + 1 (the curve has at most two points with this x).
            let (o, g2) = pts[rng.random_range(0..pts.len())];
            let y_last = o + if g2 { 255 } else { 127 };
            let y_last = if g2 && rng.random_bool(0.5) {
                y_last - 64
            } else {
                y_last
            };
            input[y_last] = input[y_last].wrapping_add(1);
        }
        5 if !pts.is_empty() => {
            let (o, is_g2) = pts[rng.random_range(0..pts.len())];
            if is_g2 {
                input[o..o + 256].copy_from_slice(&g2(&g2_off_subgroup(rng)));
            } else {
                input[o..o + 128].copy_from_slice(&g1(&g1_off_subgroup(rng)));
            }
        }
        6 if matches!(p, Precompile::G1Msm | Precompile::G2Msm) && input.len() >= unit(p) => {
            let u = unit(p);
            let i = rng.random_range(0..input.len() / u);
            let s = scalar(rng);
            input[(i + 1) * u - 32..(i + 1) * u].copy_from_slice(&s);
        }
        _ => {
            // A random point set to infinity (valid), or a random byte overwritten.
            if let Some(&(o, g2)) = pts.get(rng.random_range(0..pts.len().max(1))) {
                input[o..o + if g2 { 256 } else { 128 }].fill(0);
            } else if !input.is_empty() {
                let i = rng.random_range(0..input.len());
                input[i] = rng.random();
            }
        }
    }
}
