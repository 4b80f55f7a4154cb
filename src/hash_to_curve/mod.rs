//! Hashing to the curve: RFC 9380 `hash_to_curve` / `encode_to_curve` for the suites
//! `BLS12381G1_XMD:SHA-256_SSWU_RO_` / `_NU_` and `BLS12381G2_XMD:SHA-256_SSWU_RO_` / `_NU_`
//! (RFC 9380 §8.8), with their building blocks public: [`expand_message_xmd`],
//! [`hash_to_field`] and the maps of field elements to the groups.
//!
//! Everything is constant time in the message and the field elements (protocols such as OPRFs
//! hash secrets); only the lengths of message and tag show in the running time.
//!
//! The domain separation tag is the caller's: RFC 9380 §3.1 requires it to be non-empty and
//! unique to the protocol, which these functions do not check (nor does blst); tags longer than
//! 255 bytes are shortened as §5.3.3 prescribes.
//!
//! How the pieces fit (RFC 9380 §3, §6.6.3):
//!
//! * `hash_to_curve(msg) = clear_cofactor(iso(map(u0)) + iso(map(u1)))` with
//!   `(u0, u1) = hash_to_field(msg, 2)`; the isogeny `iso` is a group homomorphism
//!   (Silverman, *The Arithmetic of Elliptic Curves*, III.4.8), so this equals
//!   `clear_cofactor(iso(map(u0) + map(u1)))`: the two SSWU points are added on the isogenous
//!   curve and the isogeny is evaluated once.
//! * `encode_to_curve(msg) = clear_cofactor(iso(map(u)))` with `u = hash_to_field(msg, 1)`.
//! * `map` is the simplified SWU map onto the isogenous curve (RFC 9380 §6.6.2), computed without
//!   any inversion; the isogeny is evaluated in projective coordinates, also without inversion.

#[cfg(feature = "alloc")]
mod batch;
mod expand_message;
mod hash_to_field;
mod map_g1;
mod map_g2;
mod sswu;

#[cfg(feature = "alloc")]
pub(crate) use batch::{hash_parts_to_g1, hash_parts_to_g2};
#[cfg(feature = "alloc")]
pub use batch::{hash_to_g1_batch, hash_to_g2_batch};
pub use expand_message::{expand_message_xmd, ExpandMsgError, MAX_OUTPUT_LEN};
pub use hash_to_field::hash_to_field;

use crate::curve::{G1Projective, G2Projective, Projective};
use crate::field::{Fp, Fp2};
use hash_to_field::hash_to_field_fixed;
use map_g1::E1Iso;
use map_g2::E2Iso;
use sswu::SswuCurve;

/// `hash_to_curve` of the suite `BLS12381G1_XMD:SHA-256_SSWU_RO_` (RFC 9380 §8.8.1): a point of
/// G1 indistinguishable from a random oracle's output. Constant time in `msg`.
///
/// ```
/// use bls381::hash_to_curve::hash_to_g1;
///
/// let dst = b"QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_";
/// let p = hash_to_g1(b"abc", dst);
/// assert!(bool::from(p.is_torsion_free()));
/// // RFC 9380 Appendix J.9.1: P.x = 0x03567bc5…
/// assert_eq!(p.to_affine().to_uncompressed()[..3], [0x03, 0x56, 0x7b]);
/// ```
pub fn hash_to_g1(msg: &[u8], dst: &[u8]) -> G1Projective {
    hash_from::<E1Iso>(&hash_to_field_fixed(msg, dst))
}

/// `encode_to_curve` of the suite `BLS12381G1_XMD:SHA-256_SSWU_NU_` (RFC 9380 §8.8.1): one field
/// element, one map, so about half the cost of [`hash_to_g1`] but not uniformly distributed.
///
/// ```
/// use bls381::hash_to_curve::encode_to_g1;
///
/// let p = encode_to_g1(b"abc", b"QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_NU_");
/// // RFC 9380 Appendix J.9.2: P.x = 0x009769f3…
/// assert_eq!(p.to_affine().to_uncompressed()[..3], [0x00, 0x97, 0x69]);
/// ```
pub fn encode_to_g1(msg: &[u8], dst: &[u8]) -> G1Projective {
    let [u] = hash_to_field_fixed(msg, dst);
    map_to_g1(&u)
}

/// `hash_to_curve` of the suite `BLS12381G2_XMD:SHA-256_SSWU_RO_` (RFC 9380 §8.8.2), the hash
/// of BLS signatures in Ethereum's min-pk setting. Constant time in `msg`.
///
/// ```
/// use bls381::hash_to_curve::hash_to_g2;
///
/// let p = hash_to_g2(b"abc", b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_");
/// assert!(bool::from(p.is_torsion_free()));
/// ```
pub fn hash_to_g2(msg: &[u8], dst: &[u8]) -> G2Projective {
    hash_from::<E2Iso>(&hash_to_field_fixed(msg, dst))
}

/// `encode_to_curve` of the suite `BLS12381G2_XMD:SHA-256_SSWU_NU_` (RFC 9380 §8.8.2).
///
/// ```
/// use bls381::hash_to_curve::encode_to_g2;
///
/// let p = encode_to_g2(b"abc", b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_NU_");
/// assert!(bool::from(p.is_torsion_free()));
/// ```
pub fn encode_to_g2(msg: &[u8], dst: &[u8]) -> G2Projective {
    let [u] = hash_to_field_fixed(msg, dst);
    map_to_g2(&u)
}

/// An element of Fp to a point of G1: `clear_cofactor(map_to_curve(u))`, the EIP-2537
/// precompile `MAP_FP_TO_G1`. Constant time in `u`.
///
/// ```
/// use bls381::field::Fp;
/// use bls381::hash_to_curve::map_to_g1;
///
/// let p = map_to_g1(&Fp::from_raw([1, 0, 0, 0, 0, 0]));
/// assert!(bool::from(p.is_torsion_free()));
/// ```
pub fn map_to_g1(u: &Fp) -> G1Projective {
    map_to_curve_g1(u).clear_cofactor()
}

/// An element of Fp2 to a point of G2: `clear_cofactor(map_to_curve(u))`, the EIP-2537
/// precompile `MAP_FP2_TO_G2`. Constant time in `u`.
///
/// ```
/// use bls381::field::{Fp, Fp2};
/// use bls381::hash_to_curve::map_to_g2;
///
/// let p = map_to_g2(&Fp2::new(Fp::one(), Fp::zero()));
/// assert!(bool::from(p.is_torsion_free()));
/// ```
pub fn map_to_g2(u: &Fp2) -> G2Projective {
    map_to_curve_g2(u).clear_cofactor()
}

/// `map_to_curve` of the G1 suites (RFC 9380 §6.6.3): SSWU onto the 11-isogenous curve, then
/// the isogeny. The result is on E but generally **not** in G1; [`G1Projective::clear_cofactor`]
/// finishes the job (this split is the `bls12_381` `MapToCurve` shape).
///
/// ```
/// use bls381::field::Fp;
/// use bls381::hash_to_curve::{map_to_curve_g1, map_to_g1};
///
/// let u = Fp::from_raw([7, 0, 0, 0, 0, 0]);
/// let q = map_to_curve_g1(&u);
/// assert!(bool::from(q.is_on_curve()));
/// assert_eq!(q.clear_cofactor(), map_to_g1(&u));
/// ```
pub fn map_to_curve_g1(u: &Fp) -> G1Projective {
    to_group::<E1Iso>(&sswu::map_to_curve::<E1Iso, 1>(&[*u])[0])
}

/// `map_to_curve` of the G2 suites (RFC 9380 §6.6.3): SSWU onto the 3-isogenous curve, then the
/// isogeny; on E2 but generally not in G2 (see [`map_to_curve_g1`]).
///
/// ```
/// use bls381::field::{Fp, Fp2};
/// use bls381::hash_to_curve::map_to_curve_g2;
///
/// let q = map_to_curve_g2(&Fp2::new(Fp::one(), Fp::one()));
/// assert!(bool::from(q.is_on_curve()));
/// ```
pub fn map_to_curve_g2(u: &Fp2) -> G2Projective {
    to_group::<E2Iso>(&sswu::map_to_curve::<E2Iso, 1>(&[*u])[0])
}

/// [`hash_to_g1`] of the concatenation of the parts of `msg`, without a buffer (the BLS
/// message-augmentation scheme hashes PK ‖ msg).
pub(crate) fn hash_to_g1_parts(msg: &[&[u8]], dst: &[u8]) -> G1Projective {
    hash_from::<E1Iso>(&hash_to_field::hash_to_field_parts(msg, dst))
}

/// [`hash_to_g2`] of the concatenation of the parts of `msg` (see [`hash_to_g1_parts`]).
pub(crate) fn hash_to_g2_parts(msg: &[&[u8]], dst: &[u8]) -> G2Projective {
    hash_from::<E2Iso>(&hash_to_field::hash_to_field_parts(msg, dst))
}

/// `hash_to_curve` from its two field elements (RFC 9380 §3).
fn hash_from<S: SswuCurve>(u: &[S::F; 2]) -> Projective<S::Curve> {
    uncleared::<S>(u).clear_cofactor()
}

/// `hash_to_curve` from its two field elements up to the cofactor clearing (which batches
/// do many at a time): the two SSWU points added on the isogenous curve, one isogeny.
fn uncleared<S: SswuCurve>(u: &[S::F; 2]) -> Projective<S::Curve> {
    let [q0, q1] = sswu::map_to_curve::<S, 2>(u);
    sum_to_group::<S>(&q0, &q1)
}

/// Two SSWU points added on the isogenous curve, through the isogeny.
fn sum_to_group<S: SswuCurve>(
    q0: &sswu::IsoPoint<S::F>,
    q1: &sswu::IsoPoint<S::F>,
) -> Projective<S::Curve> {
    to_group::<S>(&sswu::add::<S>(q0, q1))
}

/// A point of the isogenous curve through the isogeny, as a point of E.
fn to_group<S: SswuCurve>(q: &sswu::IsoPoint<S::F>) -> Projective<S::Curve> {
    let (x, y, z) = S::isogeny(q);
    Projective { x, y, z }
}
