//! The zcash / IETF point encodings (draft-irtf-cfrg-pairing-friendly-curves-11 Appendix C,
//! as `bls12_381` and blst implement them), written once for both groups over byte slices of
//! `BYTES` (compressed) or `2·BYTES` (uncompressed); `g1.rs` and `g2.rs` wrap them in arrays.
//!
//! The three most significant bits of the first byte are flags: C (0x80) compressed,
//! I (0x40) point at infinity (every other bit then zero), S (0x20) in compressed non-identity
//! encodings, set iff y is the lexicographically largest of {y, −y}. Decoding never panics
//! and never branches on the input: malformed bytes give `None`.

use core::ops::{Add, Mul, Neg};

use subtle::{Choice, ConditionallySelectable, CtOption};

use super::point::{Affine, Curve};
use crate::field::Field;

const C_FLAG: u8 = 1 << 7;
const I_FLAG: u8 = 1 << 6;
const S_FLAG: u8 = 1 << 5;

fn flag(byte: u8, f: u8) -> Choice {
    Choice::from(((byte & f) != 0) as u8)
}

/// Writes the compressed encoding (x with the C, I and S flags) into `out` (`BYTES` long).
pub(crate) fn write_compressed<C: Curve>(p: &Affine<C>, out: &mut [u8]) {
    let x = C::Base::conditional_select(&p.x, &C::Base::ZERO, p.infinity);
    x.write_be(out);
    out[0] |= C_FLAG;
    out[0] |= u8::conditional_select(&0, &I_FLAG, p.infinity);
    out[0] |= u8::conditional_select(&0, &S_FLAG, !p.infinity & p.y.lexicographically_largest());
}

/// Writes the uncompressed encoding (x ‖ y, I flag only) into `out` (`2·BYTES` long).
pub(crate) fn write_uncompressed<C: Curve>(p: &Affine<C>, out: &mut [u8]) {
    let n = C::Base::BYTES;
    C::Base::conditional_select(&p.x, &C::Base::ZERO, p.infinity).write_be(&mut out[..n]);
    C::Base::conditional_select(&p.y, &C::Base::ZERO, p.infinity).write_be(&mut out[n..]);
    out[0] |= u8::conditional_select(&0, &I_FLAG, p.infinity);
}

/// The coordinate in `bytes` with the flag bits of the first byte cleared.
fn read_masked<F: Field>(bytes: &[u8]) -> CtOption<F> {
    let mut tmp = [0u8; 96];
    let tmp = &mut tmp[..bytes.len()];
    tmp.copy_from_slice(bytes);
    tmp[0] &= !(C_FLAG | I_FLAG | S_FLAG);
    F::read_be(tmp)
}

/// Decodes a compressed point (`BYTES` long): flags, canonical x, x³ + b a square; no
/// subgroup check.
pub(crate) fn read_compressed_unchecked<C: Curve>(bytes: &[u8]) -> CtOption<Affine<C>> {
    let c = flag(bytes[0], C_FLAG);
    let i = flag(bytes[0], I_FLAG);
    let s = flag(bytes[0], S_FLAG);
    read_masked::<C::Base>(bytes).and_then(|x| {
        // The identity: C and I set, S clear, x zero.
        let identity = CtOption::new(Affine::identity(), c & i & !s & x.is_zero());
        identity.or_else(|| {
            x.square().mul(&x).add(&C::B).sqrt().and_then(|y| {
                let flip = y.lexicographically_largest() ^ s;
                let y = C::Base::conditional_select(&y, &y.neg(), flip);
                CtOption::new(
                    Affine {
                        x,
                        y,
                        infinity: Choice::from(0),
                    },
                    !i & c,
                )
            })
        })
    })
}

/// Decodes an uncompressed point (`2·BYTES` long): flags and canonical coordinates only (no
/// on-curve and no subgroup check, as `bls12_381`'s `from_uncompressed_unchecked`).
pub(crate) fn read_uncompressed_unchecked<C: Curve>(bytes: &[u8]) -> CtOption<Affine<C>> {
    let n = C::Base::BYTES;
    let c = flag(bytes[0], C_FLAG);
    let i = flag(bytes[0], I_FLAG);
    let s = flag(bytes[0], S_FLAG);
    let x = read_masked::<C::Base>(&bytes[..n]);
    let y = C::Base::read_be(&bytes[n..]);
    x.and_then(|x| {
        y.and_then(|y| {
            let p = Affine {
                x,
                y,
                infinity: Choice::from(0),
            };
            let p = Affine::conditional_select(&p, &Affine::identity(), i);
            // With I set, both coordinates must be zero.
            let ok = (!i | (x.is_zero() & y.is_zero())) & !c & !s;
            CtOption::new(p, ok)
        })
    })
}

/// [`read_compressed_unchecked`] plus the subgroup check.
pub(crate) fn read_compressed<C: Curve>(bytes: &[u8]) -> CtOption<Affine<C>> {
    read_compressed_unchecked::<C>(bytes).and_then(|p| CtOption::new(p, p.is_torsion_free()))
}

/// [`read_uncompressed_unchecked`] plus the on-curve and subgroup checks.
pub(crate) fn read_uncompressed<C: Curve>(bytes: &[u8]) -> CtOption<Affine<C>> {
    read_uncompressed_unchecked::<C>(bytes)
        .and_then(|p| CtOption::new(p, p.is_on_curve() & p.is_torsion_free()))
}
