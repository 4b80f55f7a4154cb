//! EIP-2537's byte formats: a field element is 64 bytes big-endian whose top 16 bytes are zero
//! (the padding) and whose value is below p; Fp2 is c0 ‖ c1; a point is x ‖ y, the point at
//! infinity all zeros; a scalar is 32 bytes big-endian, any 256-bit integer.
//!
//! Points go through the curve layer's zcash decoder (x ‖ y, Fp2 as c1 ‖ c0, flag bits in the
//! top three bits of the first byte): a canonical EIP coordinate has those bits clear, so the
//! unpadded coordinates, reordered, are exactly a flag-free zcash encoding.

use subtle::CtOption;

use super::Error;
use crate::curve::{Affine, Curve, G1Affine, G2Affine, G1, G2};
use crate::field::{Field, Fp, Fp2, Fr};

/// Bytes of an encoded field element of Fp.
pub(super) const FP: usize = 64;
/// Bytes of zero padding above each 48-byte field element.
const PAD: usize = 16;
/// Bytes of a scalar.
pub(super) const SCALAR: usize = 32;

/// The bits of a 48-byte big-endian value at and above 2^381: zero for every value below p
/// (p < 2^381), so a canonical coordinate never carries the zcash flags.
const ABOVE_381: u8 = 0xe0;

/// The two groups as the precompiles see them.
pub(super) trait Group: Curve {
    /// Field elements of Fp in an encoded point (2 or 4).
    const FPS: usize;
    /// Bytes of an encoded point.
    const POINT: usize = Self::FPS * FP;
    /// The error for a point off the curve.
    const NOT_ON_CURVE: Error;
    /// The error for a point outside the subgroup.
    const NOT_IN_SUBGROUP: Error;
    /// The zcash uncompressed decoder without the curve and subgroup checks
    /// (`bytes.len() == 48 · FPS`).
    fn from_zcash_unchecked(bytes: &[u8]) -> CtOption<Affine<Self>>;
    /// The zcash uncompressed encoding into `out` (`out.len() == 48 · FPS`).
    fn to_zcash(p: &Affine<Self>, out: &mut [u8]);
    /// A coordinate from its `FPS / 2` encoded field elements (padding checked); `None` unless
    /// each is below p.
    fn read_coord(bytes: &[u8]) -> Option<Self::Base>;
    /// Writes a coordinate as `FPS / 2` encoded field elements into `out` (padding zero on
    /// entry).
    fn write_coord(c: &Self::Base, out: &mut [u8]);
}

impl Group for G1 {
    const FPS: usize = 2;
    const NOT_ON_CURVE: Error = Error::G1NotOnCurve;
    const NOT_IN_SUBGROUP: Error = Error::G1NotInSubgroup;
    fn from_zcash_unchecked(bytes: &[u8]) -> CtOption<G1Affine> {
        // Always 96 bytes (read_point's buffer); another length is no point.
        match <&[u8; 96]>::try_from(bytes) {
            Ok(b) => G1Affine::from_uncompressed_unchecked(b),
            Err(_) => CtOption::new(G1Affine::identity(), 0.into()),
        }
    }
    fn to_zcash(p: &G1Affine, out: &mut [u8]) {
        out.copy_from_slice(&p.to_uncompressed());
    }
    fn read_coord(bytes: &[u8]) -> Option<Fp> {
        read_fp(bytes).ok()
    }
    fn write_coord(c: &Fp, out: &mut [u8]) {
        write_fp(c, out);
    }
}

impl Group for G2 {
    const FPS: usize = 4;
    const NOT_ON_CURVE: Error = Error::G2NotOnCurve;
    const NOT_IN_SUBGROUP: Error = Error::G2NotInSubgroup;
    fn from_zcash_unchecked(bytes: &[u8]) -> CtOption<G2Affine> {
        // Always 192 bytes (read_point's buffer); another length is no point.
        match <&[u8; 192]>::try_from(bytes) {
            Ok(b) => G2Affine::from_uncompressed_unchecked(b),
            Err(_) => CtOption::new(G2Affine::identity(), 0.into()),
        }
    }
    fn to_zcash(p: &G2Affine, out: &mut [u8]) {
        out.copy_from_slice(&p.to_uncompressed());
    }
    fn read_coord(bytes: &[u8]) -> Option<Fp2> {
        Some(Fp2::new(
            read_fp(&bytes[..FP]).ok()?,
            read_fp(&bytes[FP..]).ok()?,
        ))
    }
    fn write_coord(c: &Fp2, out: &mut [u8]) {
        write_fp(&c.c0, &mut out[..FP]);
        write_fp(&c.c1, &mut out[FP..]);
    }
}

/// The zcash slot of the `i`-th 48-byte element of an EIP point: the same for G1 (x, y); for
/// G2 the two halves of each Fp2 swap (EIP x.c0 ‖ x.c1, zcash x.c1 ‖ x.c0).
fn zcash_slot<C: Group>(i: usize) -> usize {
    i ^ (C::FPS / 2 - 1)
}

/// Whether every field element of `bytes` (a whole number of 64-byte elements) has zero
/// padding.
pub(super) fn check_padding(bytes: &[u8]) -> Result<(), Error> {
    if bytes.chunks_exact(FP).all(|e| e[..PAD] == [0; PAD]) {
        Ok(())
    } else {
        Err(Error::InvalidPadding)
    }
}

/// A field element of Fp (64 bytes) whose padding has been checked.
pub(super) fn read_fp(bytes: &[u8]) -> Result<Fp, Error> {
    Option::from(Fp::read_be(&bytes[PAD..])).ok_or(Error::NonCanonicalFieldElement)
}

/// Writes a field element of Fp into `out` (64 bytes, padding zero on entry).
fn write_fp(x: &Fp, out: &mut [u8]) {
    out[PAD..].copy_from_slice(&x.to_bytes());
}

/// An affine point as its coordinates, `None` for the point at infinity.
pub(super) type Xy<F> = Option<(F, F)>;

/// A point (`C::POINT` bytes) whose padding has been checked, as coordinates: canonical, on
/// the curve. No subgroup check (the ADDs' inputs).
pub(super) fn read_xy<C: Group>(bytes: &[u8]) -> Result<Xy<C::Base>, Error> {
    if bytes.iter().all(|b| *b == 0) {
        return Ok(None);
    }
    let (x, y) = bytes.split_at(C::POINT / 2);
    let x = C::read_coord(x).ok_or(Error::NonCanonicalFieldElement)?;
    let y = C::read_coord(y).ok_or(Error::NonCanonicalFieldElement)?;
    if y.square() == x.square() * x + C::B {
        Ok(Some((x, y)))
    } else {
        Err(C::NOT_ON_CURVE)
    }
}

/// Writes the coordinates of a point into `out` (`C::POINT` bytes, zero on entry).
pub(super) fn write_xy<C: Group>(p: &Xy<C::Base>, out: &mut [u8]) {
    if let Some((x, y)) = p {
        let (ox, oy) = out.split_at_mut(C::POINT / 2);
        C::write_coord(x, ox);
        C::write_coord(y, oy);
    }
}

/// A point (`C::POINT` bytes) whose padding has been checked: canonical coordinates, on the
/// curve. The subgroup check is the caller's (`subgroup.rs`, all points of an input at once).
pub(super) fn read_point<C: Group>(bytes: &[u8]) -> Result<Affine<C>, Error> {
    if bytes.iter().all(|b| *b == 0) {
        return Ok(Affine::identity());
    }
    let mut zcash = [0u8; 4 * 48];
    let zcash = &mut zcash[..C::FPS * 48];
    for (i, e) in bytes.chunks_exact(FP).enumerate() {
        // A value ≥ 2^381 is ≥ p; below it the zcash decoder sees no flag bits.
        if e[PAD] & ABOVE_381 != 0 {
            return Err(Error::NonCanonicalFieldElement);
        }
        let j = zcash_slot::<C>(i);
        zcash[48 * j..48 * (j + 1)].copy_from_slice(&e[PAD..]);
    }
    let p: Affine<C> =
        Option::from(C::from_zcash_unchecked(zcash)).ok_or(Error::NonCanonicalFieldElement)?;
    if bool::from(p.is_on_curve()) {
        Ok(p)
    } else {
        Err(C::NOT_ON_CURVE)
    }
}

/// Writes `p` into `out` (`C::POINT` bytes, zero on entry): the identity stays all zeros.
pub(super) fn write_point<C: Group>(p: &Affine<C>, out: &mut [u8]) {
    if bool::from(p.is_identity()) {
        return;
    }
    let mut zcash = [0u8; 4 * 48];
    let zcash = &mut zcash[..C::FPS * 48];
    C::to_zcash(p, zcash);
    for (i, e) in out.chunks_exact_mut(FP).enumerate() {
        let j = zcash_slot::<C>(i);
        e[PAD..].copy_from_slice(&zcash[48 * j..48 * (j + 1)]);
    }
}

/// A scalar: 32 bytes big-endian, reduced mod r (the points it multiplies are in the
/// subgroup of order r, so k·P = (k mod r)·P), or `None` for zero.
pub(super) fn read_scalar(bytes: &[u8]) -> Option<Fr> {
    if bytes.iter().all(|b| *b == 0) {
        return None;
    }
    let mut wide = [0u8; 64];
    for (w, b) in wide.iter_mut().zip(bytes.iter().rev()) {
        *w = *b;
    }
    Some(Fr::from_bytes_wide(&wide))
}
