//! Ethereum's BLS12-381 precompiles (EIP-2537, in force since the Prague/Pectra fork): each
//! function takes the precompile's whole input and returns its exact output bytes, or the
//! [`Error`] that names the failed check; the `*_gas` functions and constants are the EIP's
//! gas schedule. Needs the `alloc` feature.
//!
//! | address | precompile | function | input | output | gas |
//! | --- | --- | --- | --- | --- | --- |
//! | 0x0b | BLS12_G1ADD | [`g1_add`] | 256 | 128 | [`G1_ADD_GAS`] |
//! | 0x0c | BLS12_G1MSM | [`g1_msm`] | 160·k | 128 | [`g1_msm_gas`] |
//! | 0x0d | BLS12_G2ADD | [`g2_add`] | 512 | 256 | [`G2_ADD_GAS`] |
//! | 0x0e | BLS12_G2MSM | [`g2_msm`] | 288·k | 256 | [`g2_msm_gas`] |
//! | 0x0f | BLS12_PAIRING_CHECK | [`pairing_check`] | 384·k | 32 | [`pairing_gas`] |
//! | 0x10 | BLS12_MAP_FP_TO_G1 | [`map_fp_to_g1`] | 64 | 128 | [`MAP_FP_TO_G1_GAS`] |
//! | 0x11 | BLS12_MAP_FP2_TO_G2 | [`map_fp2_to_g2`] | 128 | 256 | [`MAP_FP2_TO_G2_GAS`] |
//!
//! [`Precompile`] names them by address for a dispatcher.
//!
//! **Formats.** A field element of Fp is 64 bytes big-endian: the top 16 bytes must be zero and
//! the value below p. An element c0 + c1·u of Fp2 is c0 ‖ c1 (c0 first, the reverse of the
//! zcash encoding). A point is x ‖ y (G1: 128 bytes, G2: 256); the point at infinity is all
//! zeros. A scalar is 32 bytes big-endian, any integer below 2^256 (not reduced mod r).
//!
//! **Checks.** Every point must be on its curve or the all-zero infinity; MSM and pairing
//! points must also be in the prime-order subgroup, the ADD inputs need not be (their sum is
//! computed on the whole curve, by the complete formulas). MSM and pairing inputs may not be
//! empty.
//!
//! **Time.** Precompile inputs are public: the MSMs, the pairing check and the ADDs take
//! variable-time paths where those are faster (the maps are constant time). With the
//! `parallel` feature, MSMs and pairings of many pairs run on the caller's rayon pool.
//!
//! ```
//! use bls381::eip2537::{self, Error};
//! use bls381::{G1Affine, G1Projective, Scalar};
//!
//! // An EIP-2537 G1 point: x ‖ y, each coordinate left-padded to 64 bytes.
//! fn encode(p: &G1Affine) -> [u8; 128] {
//!     let raw = p.to_uncompressed(); // x ‖ y, 48 bytes each (zcash)
//!     let mut out = [0u8; 128];
//!     out[16..64].copy_from_slice(&raw[..48]);
//!     out[80..].copy_from_slice(&raw[48..]);
//!     out
//! }
//! let g = G1Projective::generator();
//! let (p, q) = (G1Affine::from(g), G1Affine::from(g.double()));
//!
//! // G1ADD: P + Q.
//! let out = eip2537::g1_add(&[encode(&p), encode(&q)].concat()).unwrap();
//! assert_eq!(out, encode(&G1Affine::from(g * Scalar::from(3u64))));
//!
//! // G1MSM: 5·P + 7·Q, each pair a point and a 32-byte big-endian scalar.
//! let mut input = Vec::new();
//! for (pt, k) in [(&p, 5u8), (&q, 7)] {
//!     input.extend_from_slice(&encode(pt));
//!     input.extend_from_slice(&[&[0u8; 31][..], &[k]].concat());
//! }
//! assert_eq!(eip2537::g1_msm(&input).unwrap(), encode(&G1Affine::from(g * Scalar::from(19u64))));
//! assert_eq!(eip2537::g1_msm_gas(input.len() / 160), 22776);
//!
//! // Errors name the failed check.
//! assert_eq!(eip2537::g1_msm(&[]), Err(Error::EmptyInput));
//! let mut off_curve = encode(&p);
//! off_curve[127] ^= 1;
//! assert_eq!(eip2537::g1_add(&[off_curve, encode(&q)].concat()), Err(Error::G1NotOnCurve));
//! ```

mod add;
mod encoding;
mod error;
mod gas;
mod subgroup;

pub use error::Error;
pub use gas::{
    g1_msm_gas, g2_msm_gas, pairing_gas, G1_ADD_GAS, G1_MSM_BASE_GAS, G1_MSM_DISCOUNT, G2_ADD_GAS,
    G2_MSM_BASE_GAS, G2_MSM_DISCOUNT, MAP_FP2_TO_G2_GAS, MAP_FP_TO_G1_GAS, MSM_MULTIPLIER,
    PAIRING_BASE_GAS, PAIRING_PER_PAIR_GAS,
};

use alloc::vec::Vec;

use crate::curve::{Affine, G1Affine, G2Affine, Projective, G1, G2};
use crate::field::Fp2;
use crate::hash_to_curve::{map_to_g1, map_to_g2};
use crate::pairing;
use encoding::{
    check_padding, read_fp, read_point, read_scalar, read_xy, write_point, write_xy, Group, FP,
    SCALAR,
};

/// Bytes of a G1ADD input (two G1 points).
pub const G1_ADD_INPUT_LEN: usize = 256;
/// Bytes of a G2ADD input (two G2 points).
pub const G2_ADD_INPUT_LEN: usize = 512;
/// Bytes of one (point, scalar) pair of a G1MSM input.
pub const G1_MSM_PAIR_LEN: usize = 160;
/// Bytes of one (point, scalar) pair of a G2MSM input.
pub const G2_MSM_PAIR_LEN: usize = 288;
/// Bytes of one (G1 point, G2 point) pair of a PAIRING_CHECK input.
pub const PAIRING_PAIR_LEN: usize = 384;
/// Bytes of a MAP_FP_TO_G1 input (one field element).
pub const MAP_FP_TO_G1_INPUT_LEN: usize = 64;
/// Bytes of a MAP_FP2_TO_G2 input (one element of Fp2, c0 ‖ c1).
pub const MAP_FP2_TO_G2_INPUT_LEN: usize = 128;
/// Bytes of an encoded G1 point (every G1 output).
pub const G1_POINT_LEN: usize = 128;
/// Bytes of an encoded G2 point (every G2 output).
pub const G2_POINT_LEN: usize = 256;

/// P + Q of two points of the curve (any points on it: no subgroup check), written into
/// `out` (`C::POINT` bytes, zero on entry).
fn add<C: Group>(input: &[u8], out: &mut [u8]) -> Result<(), Error> {
    if input.len() != 2 * C::POINT {
        return Err(Error::InvalidLength);
    }
    check_padding(input)?;
    let (a, b) = input.split_at(C::POINT);
    let a = read_xy::<C>(a)?;
    let b = read_xy::<C>(b)?;
    write_xy::<C>(&add::add_affine(a, b), out);
    Ok(())
}

/// Σ kᵢ·Pᵢ over the pairs of `input`, validated as if pair by pair (padding, coordinates,
/// curve, subgroup), the subgroup checks of all points together.
fn msm<C: Group>(input: &[u8]) -> Result<Affine<C>, Error> {
    let pair = C::POINT + SCALAR;
    if input.is_empty() {
        return Err(Error::EmptyInput);
    }
    if !input.len().is_multiple_of(pair) {
        return Err(Error::InvalidLength);
    }
    let k = input.len() / pair;
    let mut points = Vec::with_capacity(k);
    let mut scalars = Vec::with_capacity(k);
    let mut failure = None;
    for e in input.chunks_exact(pair) {
        let (p, s) = e.split_at(C::POINT);
        match check_padding(p).and_then(|()| read_point::<C>(p)) {
            Ok(p) => {
                points.push(p);
                scalars.push(read_scalar(s));
            }
            Err(e) => {
                failure = Some(e);
                break;
            }
        }
    }
    let outside = subgroup::first_outside(&points).map(|i| (i, C::NOT_IN_SUBGROUP));
    subgroup::first_failure(outside, failure)?;
    // Pairs with a zero scalar or the identity contribute nothing (once validated).
    let (points, scalars): (Vec<_>, Vec<_>) = points
        .into_iter()
        .zip(scalars)
        .filter_map(|(p, s)| Some((p, s?)).filter(|(p, _)| !bool::from(p.is_identity())))
        .unzip();
    Ok(Projective::msm_vartime(&points, &scalars).to_affine())
}

/// The encoded form of a G1 point.
fn g1_out(p: &G1Affine) -> [u8; G1_POINT_LEN] {
    let mut out = [0u8; G1_POINT_LEN];
    write_point(p, &mut out);
    out
}

/// The encoded form of a G2 point.
fn g2_out(p: &G2Affine) -> [u8; G2_POINT_LEN] {
    let mut out = [0u8; G2_POINT_LEN];
    write_point(p, &mut out);
    out
}

/// BLS12_G1ADD (0x0b): the sum of two G1 points, 256 bytes in (P ‖ Q), 128 out. The points
/// must be on the curve (or infinity) but need not be in the subgroup. Gas: [`G1_ADD_GAS`].
///
/// ```
/// use bls381::eip2537::g1_add;
/// // infinity + infinity = infinity
/// assert_eq!(g1_add(&[0u8; 256]).unwrap(), [0u8; 128]);
/// ```
pub fn g1_add(input: &[u8]) -> Result<[u8; G1_POINT_LEN], Error> {
    let mut out = [0u8; G1_POINT_LEN];
    add::<G1>(input, &mut out).map(|()| out)
}

/// BLS12_G2ADD (0x0d): the sum of two G2 points, 512 bytes in (P ‖ Q), 256 out. The points
/// must be on the curve (or infinity) but need not be in the subgroup. Gas: [`G2_ADD_GAS`].
pub fn g2_add(input: &[u8]) -> Result<[u8; G2_POINT_LEN], Error> {
    let mut out = [0u8; G2_POINT_LEN];
    add::<G2>(input, &mut out).map(|()| out)
}

/// BLS12_G1MSM (0x0c): Σ kᵢ·Pᵢ over k ≥ 1 pairs of a G1 point (128 bytes, in the subgroup)
/// and a scalar (32 bytes big-endian, any value), 160·k bytes in, 128 out. Gas:
/// [`g1_msm_gas`]`(k)`.
pub fn g1_msm(input: &[u8]) -> Result<[u8; G1_POINT_LEN], Error> {
    msm::<G1>(input).map(|p| g1_out(&p))
}

/// BLS12_G2MSM (0x0e): Σ kᵢ·Pᵢ over k ≥ 1 pairs of a G2 point (256 bytes, in the subgroup)
/// and a scalar (32 bytes), 288·k bytes in, 256 out. Gas: [`g2_msm_gas`]`(k)`.
pub fn g2_msm(input: &[u8]) -> Result<[u8; G2_POINT_LEN], Error> {
    msm::<G2>(input).map(|p| g2_out(&p))
}

/// BLS12_PAIRING_CHECK (0x0f): whether ∏ e(Pᵢ, Qᵢ) = 1 over k ≥ 1 pairs of a G1 point
/// (128 bytes) and a G2 point (256 bytes), both in their subgroups; 384·k bytes in, a 32-byte
/// word out (31 zeros, then 1 or 0). Gas: [`pairing_gas`]`(k)`.
///
/// ```
/// use bls381::eip2537::pairing_check;
/// // e(O, O) = 1
/// assert_eq!(pairing_check(&[0u8; 384]).unwrap()[31], 1);
/// ```
pub fn pairing_check(input: &[u8]) -> Result<[u8; 32], Error> {
    if input.is_empty() {
        return Err(Error::EmptyInput);
    }
    if !input.len().is_multiple_of(PAIRING_PAIR_LEN) {
        return Err(Error::InvalidLength);
    }
    check_padding(input)?;
    // Each pair's G1 point (item 2i) then its G2 point (item 2i + 1): decoded, then checked.
    let k = input.len() / PAIRING_PAIR_LEN;
    let (mut ps, mut qs) = (Vec::with_capacity(k), Vec::with_capacity(k));
    let mut failure = None;
    for e in input.chunks_exact(PAIRING_PAIR_LEN) {
        let (p, q) = e.split_at(G1::POINT);
        match read_point::<G1>(p) {
            Ok(p) => ps.push(p),
            Err(e) => {
                failure = Some(e);
                break;
            }
        }
        match read_point::<G2>(q) {
            Ok(q) => qs.push(q),
            Err(e) => {
                failure = Some(e);
                break;
            }
        }
    }
    let live: Vec<(G1Affine, G2Affine)> = ps
        .iter()
        .zip(&qs)
        .filter(|(p, q)| !bool::from(p.is_identity() | q.is_identity()))
        .map(|(p, q)| (*p, *q))
        .collect();
    if failure.is_none() && (2..=pairing::CHECKING_MAX_PAIRS).contains(&live.len()) {
        return pairing_check_fused(&ps, &qs, &live).map(word);
    }
    let (outside_g1, outside_g2) = subgroup::first_outside_both(&ps, &qs);
    let outside_g1 = outside_g1.map(|i| (2 * i, Error::G1NotInSubgroup));
    let outside_g2 = outside_g2.map(|i| (2 * i + 1, Error::G2NotInSubgroup));
    subgroup::first_failure(outside_g1.into_iter().chain(outside_g2), failure)?;
    // e is non-degenerate on groups of prime order: e(P, Q) ≠ 1 when neither is the
    // identity, so a single live pair needs no pairing.
    Ok(word(match live.len() {
        0 => true,
        1 => false,
        _ => pairing::pairing_check(&live),
    }))
}

/// The precompile's output word for a pairing check's answer.
fn word(one: bool) -> [u8; 32] {
    let mut out = [0u8; 32];
    out[31] = one as u8;
    out
}

/// [`pairing_check`] of decoded points `ps`, `qs` whose `live` pairs (neither point the
/// identity, in order) number 2 to `CHECKING_MAX_PAIRS`: their G2 points are subgroup-checked
/// by the Miller loop itself (`pairing::miller_loop_checking_g2_vartime`), the others as usual;
/// the same answer and the same error as the checks-then-pairing order.
fn pairing_check_fused(
    ps: &[G1Affine],
    qs: &[G2Affine],
    live: &[(G1Affine, G2Affine)],
) -> Result<bool, Error> {
    let (f, live_in_g2) = pairing::miller_loop_checking_g2_vartime(live);
    let mut live_in_g2 = live_in_g2.into_iter();
    let mut outside_g2 = None;
    let mut unpaired = Vec::new(); // (index, Q) of the G2 points beside an identity in G1
    for (i, (p, q)) in ps.iter().zip(qs).enumerate() {
        if bool::from(q.is_identity()) {
            continue;
        }
        if bool::from(p.is_identity()) {
            unpaired.push((i, *q));
        } else if live_in_g2.next() == Some(false) && outside_g2.is_none() {
            outside_g2 = Some(i);
        }
    }
    let points: Vec<G2Affine> = unpaired.iter().map(|(_, q)| *q).collect();
    let unpaired_outside = subgroup::first_outside(&points).map(|j| unpaired[j].0);
    let outside_g2 = match (outside_g2, unpaired_outside) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    let outside_g1 = subgroup::first_outside(ps).map(|i| (2 * i, Error::G1NotInSubgroup));
    let outside_g2 = outside_g2.map(|i| (2 * i + 1, Error::G2NotInSubgroup));
    subgroup::first_failure(outside_g1.into_iter().chain(outside_g2), None)?;
    Ok(pairing::final_exponentiation_is_one(&f))
}

/// BLS12_MAP_FP_TO_G1 (0x10): a field element (64 bytes) to a point of G1 (128 bytes), by
/// RFC 9380's simplified SWU map, 11-isogeny and cofactor clearing. Gas: [`MAP_FP_TO_G1_GAS`].
pub fn map_fp_to_g1(input: &[u8]) -> Result<[u8; G1_POINT_LEN], Error> {
    if input.len() != MAP_FP_TO_G1_INPUT_LEN {
        return Err(Error::InvalidLength);
    }
    check_padding(input)?;
    let u = read_fp(input)?;
    Ok(g1_out(&map_to_g1(&u).to_affine()))
}

/// BLS12_MAP_FP2_TO_G2 (0x11): an element of Fp2 (128 bytes, c0 ‖ c1) to a point of G2
/// (256 bytes), by RFC 9380's simplified SWU map, 3-isogeny and cofactor clearing. Gas:
/// [`MAP_FP2_TO_G2_GAS`].
pub fn map_fp2_to_g2(input: &[u8]) -> Result<[u8; G2_POINT_LEN], Error> {
    if input.len() != MAP_FP2_TO_G2_INPUT_LEN {
        return Err(Error::InvalidLength);
    }
    check_padding(input)?;
    let u = Fp2::new(read_fp(&input[..FP])?, read_fp(&input[FP..])?);
    Ok(g2_out(&map_to_g2(&u).to_affine()))
}

/// The seven precompiles by address, for a dispatcher.
///
/// ```
/// use bls381::eip2537::Precompile;
/// let p = Precompile::from_address(0x0f).unwrap();
/// assert_eq!(p, Precompile::PairingCheck);
/// assert_eq!(p.gas(384), 70300);
/// assert_eq!(p.run(&[0u8; 384]).unwrap()[31], 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Precompile {
    /// BLS12_G1ADD, address 0x0b.
    G1Add,
    /// BLS12_G1MSM, address 0x0c.
    G1Msm,
    /// BLS12_G2ADD, address 0x0d.
    G2Add,
    /// BLS12_G2MSM, address 0x0e.
    G2Msm,
    /// BLS12_PAIRING_CHECK, address 0x0f.
    PairingCheck,
    /// BLS12_MAP_FP_TO_G1, address 0x10.
    MapFpToG1,
    /// BLS12_MAP_FP2_TO_G2, address 0x11.
    MapFp2ToG2,
}

impl Precompile {
    /// All seven, in address order.
    pub const ALL: [Precompile; 7] = [
        Precompile::G1Add,
        Precompile::G1Msm,
        Precompile::G2Add,
        Precompile::G2Msm,
        Precompile::PairingCheck,
        Precompile::MapFpToG1,
        Precompile::MapFp2ToG2,
    ];

    /// The last byte of the precompile's address (the other 19 are zero): 0x0b to 0x11.
    pub const fn address(self) -> u8 {
        0x0b + self as u8
    }

    /// The precompile at address `0x00…00 ‖ a`, if any.
    pub const fn from_address(a: u8) -> Option<Precompile> {
        match a {
            0x0b..=0x11 => Some(Precompile::ALL[(a - 0x0b) as usize]),
            _ => None,
        }
    }

    /// The gas of a call with `input_len` bytes of input (k = `input_len` / pair length,
    /// rounded down, for the MSMs and the pairing; an input the precompile refuses fails
    /// whatever its price).
    pub const fn gas(self, input_len: usize) -> u64 {
        match self {
            Precompile::G1Add => G1_ADD_GAS,
            Precompile::G1Msm => g1_msm_gas(input_len / G1_MSM_PAIR_LEN),
            Precompile::G2Add => G2_ADD_GAS,
            Precompile::G2Msm => g2_msm_gas(input_len / G2_MSM_PAIR_LEN),
            Precompile::PairingCheck => pairing_gas(input_len / PAIRING_PAIR_LEN),
            Precompile::MapFpToG1 => MAP_FP_TO_G1_GAS,
            Precompile::MapFp2ToG2 => MAP_FP2_TO_G2_GAS,
        }
    }

    /// Runs the precompile on `input`: its output bytes or the failed check.
    pub fn run(self, input: &[u8]) -> Result<Vec<u8>, Error> {
        match self {
            Precompile::G1Add => g1_add(input).map(|o| o.to_vec()),
            Precompile::G1Msm => g1_msm(input).map(|o| o.to_vec()),
            Precompile::G2Add => g2_add(input).map(|o| o.to_vec()),
            Precompile::G2Msm => g2_msm(input).map(|o| o.to_vec()),
            Precompile::PairingCheck => pairing_check(input).map(|o| o.to_vec()),
            Precompile::MapFpToG1 => map_fp_to_g1(input).map(|o| o.to_vec()),
            Precompile::MapFp2ToG2 => map_fp2_to_g2(input).map(|o| o.to_vec()),
        }
    }
}
