//! blst's points: Jacobian `blst_p1`/`blst_p2` and affine `blst_p1_affine`/`blst_p2_affine`,
//! written once for both groups over bls381's [`Field`] trait.
//!
//! bls381's own points are homogeneous projective with private coordinates, so the facade keeps
//! blst's representation and does the cheap Jacobian group law here (EFD formulas, each cited);
//! the expensive work (scalar multiplication, subgroup checks, hashing, pairings, MSM) goes to
//! bls381 through affine points, rebuilt from their canonical bytes (one Montgomery conversion
//! per coordinate each way), the only public constructor of a bls381 point.

use bls381::curve::{Affine, Curve, G1, G2, Projective};
use bls381::field::{Field, Fr};
use bls381::hash_to_curve;
use bls381::signature::SignatureGroup;
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};
use zeroize::Zeroize;

use crate::field::{fp, fp2, raw_fp, raw_fp2};
use crate::types::{BLST_ERROR, blst_p1, blst_p1_affine, blst_p2, blst_p2_affine};

/// An affine point; (0, 0) is the point at infinity, as in blst.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Aff<F> {
    pub(crate) x: F,
    pub(crate) y: F,
}

/// A point in Jacobian coordinates (x = X/Z², y = Y/Z³); Z = 0 is the point at infinity.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Jac<F> {
    pub(crate) x: F,
    pub(crate) y: F,
    pub(crate) z: F,
}

impl<F: Field> ConditionallySelectable for Aff<F> {
    fn conditional_select(a: &Self, b: &Self, c: Choice) -> Self {
        Aff {
            x: F::conditional_select(&a.x, &b.x, c),
            y: F::conditional_select(&a.y, &b.y, c),
        }
    }
}

impl<F: Field> ConditionallySelectable for Jac<F> {
    fn conditional_select(a: &Self, b: &Self, c: Choice) -> Self {
        Jac {
            x: F::conditional_select(&a.x, &b.x, c),
            y: F::conditional_select(&a.y, &b.y, c),
            z: F::conditional_select(&a.z, &b.z, c),
        }
    }
}

impl<F: Field> Aff<F> {
    /// The point at infinity, (0, 0).
    pub(crate) fn infinity() -> Self {
        Aff {
            x: F::ZERO,
            y: F::ZERO,
        }
    }

    /// Whether this is (0, 0).
    pub(crate) fn is_inf(&self) -> Choice {
        self.x.is_zero() & self.y.is_zero()
    }

    /// `y² = x³ + b`, or the point at infinity.
    pub(crate) fn on_curve(&self, b: &F) -> Choice {
        (self.y.square()).ct_eq(&(self.x.square() * self.x + *b)) | self.is_inf()
    }

    /// Equality of coordinates (blst compares affine points limb for limb).
    pub(crate) fn eq(&self, other: &Self) -> Choice {
        self.x.ct_eq(&other.x) & self.y.ct_eq(&other.y)
    }
}

impl<F: Field> Jac<F> {
    /// The point at infinity as blst makes it, (0, 0, 0).
    pub(crate) fn infinity() -> Self {
        Jac {
            x: F::ZERO,
            y: F::ZERO,
            z: F::ZERO,
        }
    }

    /// Whether Z = 0.
    pub(crate) fn is_inf(&self) -> Choice {
        self.z.is_zero()
    }

    /// (x, y, 1), or (0, 0, 0) for (0, 0).
    pub(crate) fn from_aff(a: &Aff<F>) -> Self {
        Jac {
            x: a.x,
            y: a.y,
            z: F::conditional_select(&F::ONE, &F::ZERO, a.is_inf()),
        }
    }

    /// (X/Z², Y/Z³) by one constant-time inversion; (0, 0) for Z = 0. A point with Z = 1
    /// skips the inversion (a test on public data: the representation, not the point).
    pub(crate) fn to_aff(self) -> Aff<F> {
        if self.z == F::ONE {
            return Aff {
                x: self.x,
                y: self.y,
            };
        }
        let zi = self.z.invert().unwrap_or(F::ZERO);
        let zi2 = zi.square();
        Aff {
            x: self.x * zi2,
            y: self.y * zi2 * zi,
        }
    }

    /// `Y² = X³ + b·Z⁶`, or Z = 0.
    pub(crate) fn on_curve(&self, b: &F) -> Choice {
        let z2 = self.z.square();
        let z6 = z2.square() * z2;
        self.y.square().ct_eq(&(self.x.square() * self.x + *b * z6)) | self.is_inf()
    }

    /// Equality of the points represented (cross-multiplied).
    pub(crate) fn eq(&self, other: &Self) -> Choice {
        let (i1, i2) = (self.is_inf(), other.is_inf());
        let z1z1 = self.z.square();
        let z2z2 = other.z.square();
        let x = (self.x * z2z2).ct_eq(&(other.x * z1z1));
        let y = (self.y * z2z2 * other.z).ct_eq(&(other.y * z1z1 * self.z));
        (i1 & i2) | (!i1 & !i2 & x & y)
    }

    /// `−P` when `c`.
    pub(crate) fn cneg(&self, c: Choice) -> Self {
        Jac {
            x: self.x,
            y: F::conditional_select(&self.y, &-self.y, c),
            z: self.z,
        }
    }

    /// `2P`: dbl-2009-l (EFD, Jacobian, a = 0); Z = 0 stays Z = 0.
    pub(crate) fn dbl(&self) -> Self {
        let a = self.x.square();
        let b = self.y.square();
        let c = b.square();
        let d = ((self.x + b).square() - a - c).double();
        let e = a.triple();
        let f = e.square();
        let x3 = f - d.double();
        let y3 = e * (d - x3) - c.double().double().double();
        let z3 = (self.y * self.z).double();
        Jac {
            x: x3,
            y: y3,
            z: z3,
        }
    }

    /// `P + Q` for P ≠ Q: add-2007-bl (EFD, Jacobian); either input at infinity gives the other.
    /// For P = Q it gives Z = 0, as blst's `blst_p*_add` does.
    pub(crate) fn add(&self, q: &Self) -> Self {
        let z1z1 = self.z.square();
        let z2z2 = q.z.square();
        let u1 = self.x * z2z2;
        let u2 = q.x * z1z1;
        let s1 = self.y * q.z * z2z2;
        let s2 = q.y * self.z * z1z1;
        let h = u2 - u1;
        let i = h.double().square();
        let j = h * i;
        let r = (s2 - s1).double();
        let v = u1 * i;
        let x3 = r.square() - j - v.double();
        let y3 = r * (v - x3) - (s1 * j).double();
        let z3 = ((self.z + q.z).square() - z1z1 - z2z2) * h;
        let p3 = Jac {
            x: x3,
            y: y3,
            z: z3,
        };
        let p3 = Jac::conditional_select(&p3, self, q.is_inf());
        Jac::conditional_select(&p3, q, self.is_inf())
    }

    /// `P + Q` for an affine Q ≠ P: madd-2007-bl (EFD, Jacobian, Z2 = 1), with the points at
    /// infinity selected as in [`add`](Self::add).
    pub(crate) fn add_aff(&self, q: &Aff<F>) -> Self {
        let z1z1 = self.z.square();
        let u2 = q.x * z1z1;
        let s2 = q.y * self.z * z1z1;
        let h = u2 - self.x;
        let hh = h.square();
        let i = hh.double().double();
        let j = h * i;
        let r = (s2 - self.y).double();
        let v = self.x * i;
        let x3 = r.square() - j - v.double();
        let y3 = r * (v - x3) - (self.y * j).double();
        let z3 = (self.z + h).square() - z1z1 - hh;
        let p3 = Jac {
            x: x3,
            y: y3,
            z: z3,
        };
        let p3 = Jac::conditional_select(&p3, &Jac::from_aff(q), self.is_inf());
        Jac::conditional_select(&p3, self, q.is_inf())
    }

    /// `P + Q` for any P, Q, in constant time. The chord and the tangent share one shape:
    /// with H = U2 − U1, R = S2 − S1, Σ = U1 + U2 for the chord and H = 2Y1, R = 3X1², Σ = 2X1
    /// for the tangent (λ = R/H either way), X3 = R² − H²Σ, Y3 = R(U1H² − X3) − S1H³,
    /// Z3 = Z1Z2H; the tangent's inputs are selected when H = R = 0 (Jacobian coordinates:
    /// Cohen–Miyaji–Ono, Asiacrypt 1998).
    pub(crate) fn dadd(&self, q: &Self) -> Self {
        let z1z1 = self.z.square();
        let z2z2 = q.z.square();
        let u1 = self.x * z2z2;
        let u2 = q.x * z1z1;
        let s1 = self.y * q.z * z2z2;
        let s2 = q.y * self.z * z1z1;
        let add = Unified {
            u1,
            s1,
            h: u2 - u1,
            r: s2 - s1,
            sum: u1 + u2,
            zz: self.z * q.z,
        };
        let p3 = unified(&add, self);
        let p3 = Jac::conditional_select(&p3, self, q.is_inf());
        Jac::conditional_select(&p3, q, self.is_inf())
    }

    /// [`dadd`](Self::dadd) with an affine Q.
    pub(crate) fn dadd_aff(&self, q: &Aff<F>) -> Self {
        let z1z1 = self.z.square();
        let u2 = q.x * z1z1;
        let s2 = q.y * self.z * z1z1;
        let add = Unified {
            u1: self.x,
            s1: self.y,
            h: u2 - self.x,
            r: s2 - self.y,
            sum: self.x + u2,
            zz: self.z,
        };
        let qj = Jac::from_aff(q);
        let p3 = unified(&add, &qj);
        let p3 = Jac::conditional_select(&p3, &qj, self.is_inf());
        Jac::conditional_select(&p3, self, q.is_inf())
    }
}

/// The inputs of the shared tail of [`Jac::dadd`].
struct Unified<F> {
    u1: F,
    s1: F,
    h: F,
    r: F,
    sum: F,
    zz: F,
}

/// The tail of [`Jac::dadd`]: the chord's inputs `add`, or the tangent's at `t` (the point
/// being doubled, Z scaled in) when H = R = 0.
fn unified<F: Field>(add: &Unified<F>, t: &Jac<F>) -> Jac<F> {
    let is_dbl = add.h.is_zero() & add.r.is_zero();
    let sel = |a: &F, b: F| F::conditional_select(a, &b, is_dbl);
    let u1 = sel(&add.u1, t.x);
    let s1 = sel(&add.s1, t.y);
    let h = sel(&add.h, t.y.double());
    let r = sel(&add.r, t.x.square().triple());
    let sum = sel(&add.sum, t.x.double());
    let zz = sel(&add.zz, t.z);
    let hh = h.square();
    let hhh = hh * h;
    let x3 = r.square() - hh * sum;
    let y3 = r * (u1 * hh - x3) - s1 * hhh;
    Jac {
        x: x3,
        y: y3,
        z: zz * h,
    }
}

/// `k·P` for the `nbits` low bits of the little-endian `k`, for any point of the curve (no
/// endomorphism): fixed 4-bit windows from the top, constant-time table scans, complete
/// additions. The time depends on `nbits` only.
pub(crate) fn mult_exact<F: Field>(p: &Jac<F>, k: &[u8], nbits: usize) -> Jac<F> {
    let mut table = [Jac::<F>::infinity(); 16];
    table[1] = *p;
    for i in 2..16 {
        table[i] = if i % 2 == 0 {
            table[i / 2].dbl()
        } else {
            table[i - 1].dadd(p)
        };
    }
    let bit = |i: usize| -> u8 {
        if i < nbits && i / 8 < k.len() {
            (k[i / 8] >> (i % 8)) & 1
        } else {
            0
        }
    };
    let windows = nbits.div_ceil(4);
    let mut acc = Jac::<F>::infinity();
    for w in (0..windows).rev() {
        for _ in 0..4 {
            acc = acc.dbl();
        }
        let d = bit(4 * w) | bit(4 * w + 1) << 1 | bit(4 * w + 2) << 2 | bit(4 * w + 3) << 3;
        let mut t = Jac::<F>::infinity();
        for (j, e) in table.iter().enumerate() {
            t = Jac::conditional_select(&t, e, (j as u8).ct_eq(&d));
        }
        acc = acc.dadd(&t);
    }
    acc
}

/// One of the two groups, with blst's raw types and bls381's algorithms.
pub(crate) trait Group: Curve + SignatureGroup {
    /// The raw affine point.
    type RawAff: Copy + Default + Send + Sync;
    /// The raw Jacobian point.
    type RawJac: Copy + Default + Send + Sync;
    /// Compressed encoding length.
    const COMPRESSED: usize;
    /// The shortest scalar blst multiplies through the endomorphism (176 bits on G1, 144 on
    /// G2); shorter ones by plain windows.
    const ENDO_MIN_BITS: usize;

    /// The affine point.
    fn aff(a: &Self::RawAff) -> Aff<Self::Base>;
    /// The raw affine point.
    fn raw_aff(a: &Aff<Self::Base>) -> Self::RawAff;
    /// The Jacobian point.
    fn jac(a: &Self::RawJac) -> Jac<Self::Base>;
    /// The raw Jacobian point.
    fn raw_jac(a: &Jac<Self::Base>) -> Self::RawJac;
    /// bls381's decoder of `x ‖ y` without the curve and subgroup checks.
    fn decode_unchecked(bytes: &[u8]) -> Option<Affine<Self>>;
    /// bls381's uncompressed encoding, into `out[..2·COMPRESSED]`.
    fn encode_uncompressed(p: &Affine<Self>, out: &mut [u8]);
    /// `encode_to_curve` (RFC 9380 §3, the `_NU_` suite) of `msg`.
    fn encode(msg: &[u8], dst: &[u8]) -> Projective<Self>;
    /// `map_to_curve` (SSWU and the isogeny), not in the subgroup.
    fn map_to_curve(u: &Self::Base) -> Projective<Self>;
}

macro_rules! group {
    ($g:ident, $f:ident, $raw_f:ident, $aff:ident, $jac:ident, $c:literal, $endo:literal,
     $encode:path, $map:path) => {
        impl Group for $g {
            type RawAff = $aff;
            type RawJac = $jac;
            const COMPRESSED: usize = $c;
            const ENDO_MIN_BITS: usize = $endo;

            #[inline(always)]
            fn aff(a: &$aff) -> Aff<Self::Base> {
                Aff {
                    x: $f(&a.x),
                    y: $f(&a.y),
                }
            }
            #[inline(always)]
            fn raw_aff(a: &Aff<Self::Base>) -> $aff {
                $aff {
                    x: $raw_f(&a.x),
                    y: $raw_f(&a.y),
                }
            }
            #[inline(always)]
            fn jac(a: &$jac) -> Jac<Self::Base> {
                Jac {
                    x: $f(&a.x),
                    y: $f(&a.y),
                    z: $f(&a.z),
                }
            }
            #[inline(always)]
            fn raw_jac(a: &Jac<Self::Base>) -> $jac {
                $jac {
                    x: $raw_f(&a.x),
                    y: $raw_f(&a.y),
                    z: $raw_f(&a.z),
                }
            }
            fn decode_unchecked(bytes: &[u8]) -> Option<Affine<Self>> {
                let b: &[u8; 2 * $c] = bytes.try_into().ok()?;
                Affine::<$g>::from_uncompressed_unchecked(b).into()
            }
            fn encode_uncompressed(p: &Affine<Self>, out: &mut [u8]) {
                out[..2 * $c].copy_from_slice(&p.to_uncompressed());
            }
            fn encode(msg: &[u8], dst: &[u8]) -> Projective<Self> {
                $encode(msg, dst)
            }
            fn map_to_curve(u: &Self::Base) -> Projective<Self> {
                $map(u)
            }
        }
    };
}
group!(
    G1,
    fp,
    raw_fp,
    blst_p1_affine,
    blst_p1,
    48,
    176,
    hash_to_curve::encode_to_g1,
    hash_to_curve::map_to_curve_g1
);
group!(
    G2,
    fp2,
    raw_fp2,
    blst_p2_affine,
    blst_p2,
    96,
    144,
    hash_to_curve::encode_to_g2,
    hash_to_curve::map_to_curve_g2
);

/// The bls381 point of an affine point, through its canonical bytes.
pub(crate) fn to_bls<C: Group>(a: &Aff<C::Base>) -> Affine<C> {
    let n = C::COMPRESSED;
    let mut bytes = [0u8; 192];
    a.x.write_be(&mut bytes[..n]);
    a.y.write_be(&mut bytes[n..2 * n]);
    let p = C::decode_unchecked(&bytes[..2 * n]).unwrap_or_else(Affine::identity);
    Affine::conditional_select(&p, &Affine::identity(), a.is_inf())
}

/// The affine point of a bls381 point.
pub(crate) fn from_bls<C: Group>(p: &Affine<C>) -> Aff<C::Base> {
    let n = C::COMPRESSED;
    let mut bytes = [0u8; 192];
    C::encode_uncompressed(p, &mut bytes);
    let x = C::Base::read_be(&bytes[..n]).unwrap_or(C::Base::ZERO);
    let y = C::Base::read_be(&bytes[n..2 * n]).unwrap_or(C::Base::ZERO);
    let a = Aff { x, y };
    Aff::conditional_select(&a, &Aff::infinity(), p.is_identity())
}

/// The bls381 point of a Jacobian point.
pub(crate) fn jac_to_bls<C: Group>(p: &Jac<C::Base>) -> Affine<C> {
    to_bls::<C>(&p.to_aff())
}

/// The Jacobian point (Z = 1, or 0 at infinity) of a bls381 point.
pub(crate) fn jac_from_bls<C: Group>(p: &Projective<C>) -> Jac<C::Base> {
    Jac::from_aff(&from_bls::<C>(&p.to_affine()))
}

/// Whether the point is in the prime-order subgroup (bls381's endomorphism test; the point
/// at infinity is). Only meaningful on the curve, as in blst.
pub(crate) fn in_group<C: Group>(a: &Aff<C::Base>) -> bool {
    bool::from(to_bls::<C>(a).is_torsion_free())
}

/// blst's `blst_p*_mult`: `k·P` for the `nbits`-bit little-endian `k`. Below
/// [`Group::ENDO_MIN_BITS`], above 256 bits, and for the scalars that are zero or not below r,
/// the exact windowed product; otherwise
/// bls381's constant-time GLV/GLS multiplication, which like blst's is `k·P` inside the
/// subgroup (its results outside it differ from blst's).
pub(crate) fn mult<C: Group>(p: &Jac<C::Base>, k: &[u8], nbits: usize) -> Jac<C::Base> {
    if nbits == 0 {
        return Jac::infinity();
    }
    if let Some(s) = endo_scalar::<C>(k, nbits) {
        let q = Projective::from(jac_to_bls::<C>(p)) * s;
        return jac_from_bls::<C>(&q);
    }
    mult_exact(p, &k[..nbits.div_ceil(8).min(k.len())], nbits)
}

/// The scalar [`mult`] multiplies by through the endomorphism: the whole `(nbits + 7)/8`
/// bytes of `k` when `nbits` is in that path's range and their value is below r; `None` when
/// `mult` takes the exact windowed product of the low `nbits` bits instead.
pub(crate) fn endo_scalar<C: Group>(k: &[u8], nbits: usize) -> Option<Fr> {
    if !(C::ENDO_MIN_BITS..=256).contains(&nbits) {
        return None;
    }
    let nbytes = nbits.div_ceil(8).min(k.len());
    let mut b = [0u8; 32];
    b[..nbytes].copy_from_slice(&k[..nbytes]);
    let s = Fr::from_bytes(&b);
    b.zeroize();
    // As blst: the branch tells only whether the scalar was reduced.
    s.into()
}

/// `SK·G` for the 32-byte little-endian `SK` (any value, reduced mod r), normalized.
pub(crate) fn sk_to_pk<C: Group>(sk: &[u8; 32]) -> Jac<C::Base> {
    let k = crate::field::fr_from_scalar_bytes(sk);
    jac_from_bls::<C>(&Projective::<C>::mul_by_generator(&k))
}

/// `SK·H` for a point H of the subgroup, normalized (blst's `blst_sign_pk_in_g*`).
pub(crate) fn sign<C: Group>(h: &Jac<C::Base>, sk: &[u8; 32]) -> Jac<C::Base> {
    let k = crate::field::fr_from_scalar_bytes(sk);
    jac_from_bls::<C>(&(Projective::from(jac_to_bls::<C>(h)) * k))
}

/// `hash_to_curve` of `aug ‖ msg` (RFC 9380 `_RO_` suite of the group), normalized.
pub(crate) fn hash<C: Group>(msg: &[u8], dst: &[u8], aug: &[u8]) -> Projective<C> {
    if aug.is_empty() {
        C::hash(&[msg], dst)
    } else {
        C::hash(&[aug, msg], dst)
    }
}

/// `encode_to_curve` of `aug ‖ msg` (the `_NU_` suite).
pub(crate) fn encode<C: Group>(msg: &[u8], dst: &[u8], aug: &[u8]) -> Projective<C> {
    if aug.is_empty() {
        C::encode(msg, dst)
    } else {
        let mut m = Vec::with_capacity(aug.len() + msg.len());
        m.extend_from_slice(aug);
        m.extend_from_slice(msg);
        C::encode(&m, dst)
    }
}

/// blst's `blst_map_to_g*(u, v)`: `clear_cofactor(map(u))`, or `clear_cofactor(map(u) +
/// map(v))` when `v` is given.
pub(crate) fn map<C: Group>(u: &C::Base, v: Option<&C::Base>) -> Projective<C> {
    let mut p = C::map_to_curve(u);
    if let Some(v) = v {
        p += C::map_to_curve(v);
    }
    p.clear_cofactor()
}

/// The uncompressed encoding `x ‖ y` (the point at infinity as 0x40 and zeros).
pub(crate) fn serialize<C: Group>(a: &Aff<C::Base>, out: &mut [u8]) {
    let n = C::COMPRESSED;
    if bool::from(a.is_inf()) {
        out[..2 * n].fill(0);
        out[0] = 0x40;
    } else {
        a.x.write_be(&mut out[..n]);
        a.y.write_be(&mut out[n..2 * n]);
    }
}

/// The compressed encoding: x with the compression bit and the sign of y (0xc0 and zeros at
/// infinity).
pub(crate) fn compress<C: Group>(a: &Aff<C::Base>, out: &mut [u8]) {
    let n = C::COMPRESSED;
    if bool::from(a.is_inf()) {
        out[..n].fill(0);
        out[0] = 0xc0;
    } else {
        a.x.write_be(&mut out[..n]);
        out[0] |= 0x80 | (a.y.lexicographically_largest().unwrap_u8() << 5);
    }
}

/// blst's `blst_p*_uncompress`: the point and `BLST_SUCCESS`, or the error blst reports. A
/// point with x = 0 is decoded but reported as `BLST_POINT_NOT_IN_GROUP`, as blst does (its
/// affine (0, 0) means infinity).
pub(crate) fn uncompress<C: Group>(inp: &[u8]) -> (BLST_ERROR, Option<Aff<C::Base>>) {
    let n = C::COMPRESSED;
    let in0 = inp[0];
    if in0 & 0x80 == 0 {
        return (BLST_ERROR::BLST_BAD_ENCODING, None);
    }
    if in0 & 0x40 != 0 {
        return if in0 & 0x3f == 0 && inp[1..n].iter().all(|b| *b == 0) {
            (BLST_ERROR::BLST_SUCCESS, Some(Aff::infinity()))
        } else {
            (BLST_ERROR::BLST_BAD_ENCODING, None)
        };
    }
    let mut xb = [0u8; 96];
    xb[..n].copy_from_slice(&inp[..n]);
    xb[0] &= 0x1f;
    let x = C::Base::read_be(&xb[..n]);
    if !bool::from(x.is_some()) {
        return (BLST_ERROR::BLST_BAD_ENCODING, None);
    }
    let x = x.unwrap_or(C::Base::ZERO);
    let y = (x.square() * x + C::B).sqrt();
    if !bool::from(y.is_some()) {
        return (BLST_ERROR::BLST_POINT_NOT_ON_CURVE, None);
    }
    let y = y.unwrap_or(C::Base::ZERO);
    let flip = y.lexicographically_largest() ^ Choice::from((in0 >> 5) & 1);
    let a = Aff {
        x,
        y: C::Base::conditional_select(&y, &-y, flip),
    };
    if bool::from(x.is_zero()) {
        (BLST_ERROR::BLST_POINT_NOT_IN_GROUP, Some(a))
    } else {
        (BLST_ERROR::BLST_SUCCESS, Some(a))
    }
}

/// blst's `blst_p*_deserialize`: an uncompressed encoding (or, with the compression bit, a
/// compressed one), with blst's error values.
pub(crate) fn deserialize<C: Group>(inp: &[u8]) -> (BLST_ERROR, Option<Aff<C::Base>>) {
    let n = C::COMPRESSED;
    let in0 = inp[0];
    if in0 & 0xe0 == 0 {
        let x = C::Base::read_be(&inp[..n]);
        let y = C::Base::read_be(&inp[n..2 * n]);
        if !bool::from(x.is_some() & y.is_some()) {
            return (BLST_ERROR::BLST_BAD_ENCODING, None);
        }
        let a = Aff {
            x: x.unwrap_or(C::Base::ZERO),
            y: y.unwrap_or(C::Base::ZERO),
        };
        if !bool::from(a.on_curve(&C::B)) || bool::from(a.is_inf()) {
            // (0, 0) is not on the curve (b ≠ 0); blst's check runs on the coordinates.
            return (BLST_ERROR::BLST_POINT_NOT_ON_CURVE, None);
        }
        return if bool::from(a.x.is_zero()) {
            (BLST_ERROR::BLST_POINT_NOT_IN_GROUP, Some(a))
        } else {
            (BLST_ERROR::BLST_SUCCESS, Some(a))
        };
    }
    if in0 & 0x80 != 0 {
        return uncompress::<C>(&inp[..n]);
    }
    if in0 & 0x40 != 0 && in0 & 0x3f == 0 && inp[1..2 * n].iter().all(|b| *b == 0) {
        return (BLST_ERROR::BLST_SUCCESS, Some(Aff::infinity()));
    }
    (BLST_ERROR::BLST_BAD_ENCODING, None)
}

/// Σ pᵢ by complete additions (blst's `blst_p*s_add`).
pub(crate) fn sum<F: Field>(points: impl Iterator<Item = Aff<F>>) -> Jac<F> {
    points.fold(Jac::infinity(), |acc, p| acc.dadd_aff(&p))
}

/// Affine forms of Jacobian points with one inversion (Montgomery's trick; the points at
/// infinity come out as (0, 0)).
pub(crate) fn batch_to_aff<F: Field>(points: &[Jac<F>]) -> Vec<Aff<F>> {
    let mut zs: Vec<F> = points.iter().map(|p| p.z).collect();
    F::batch_invert(&mut zs);
    points
        .iter()
        .zip(zs)
        .map(|(p, zi)| {
            let zi2 = zi.square();
            Aff {
                x: p.x * zi2,
                y: p.y * zi2 * zi,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use bls381::field::{Fp, Fp2};
    use bls381::{G1Projective, G2Projective, Scalar};

    fn g1(k: u64) -> Jac<Fp> {
        jac_from_bls::<G1>(&(G1Projective::generator() * Scalar::from(k)))
    }
    fn g2(k: u64) -> Jac<Fp2> {
        jac_from_bls::<G2>(&(G2Projective::generator() * Scalar::from(k)))
    }
    /// A representative of `p` with another Z.
    fn rescale<F: Field>(p: &Jac<F>, l: F) -> Jac<F> {
        Jac {
            x: p.x * l.square(),
            y: p.y * l.square() * l,
            z: p.z * l,
        }
    }

    #[test]
    fn group_law_agrees_with_bls381() {
        let l = Fp::one().double().double() + Fp::one();
        for (a, b) in [(3u64, 5u64), (7, 7), (2, 9), (1, 1)] {
            let (p, q) = (rescale(&g1(a), l), g1(b));
            let want = g1(a + b);
            assert!(bool::from(p.dadd(&q).eq(&want)));
            assert!(bool::from(p.dadd_aff(&q.to_aff()).eq(&want)));
            if a != b {
                assert!(bool::from(p.add(&q).eq(&want)));
                assert!(bool::from(p.add_aff(&q.to_aff()).eq(&want)));
            }
            assert!(bool::from(p.dbl().eq(&g1(2 * a))));
            assert!(bool::from(p.on_curve(&G1::B)));
        }
        let l2 = Fp2::new(l, Fp::one());
        for (a, b) in [(3u64, 5u64), (7, 7)] {
            let (p, q) = (rescale(&g2(a), l2), g2(b));
            assert!(bool::from(p.dadd(&q).eq(&g2(a + b))));
            assert!(bool::from(p.dadd_aff(&q.to_aff()).eq(&g2(a + b))));
        }
        // P + (−P) and the points at infinity.
        let p = g1(4);
        assert!(bool::from(p.dadd(&p.cneg(1.into())).is_inf()));
        assert!(bool::from(p.add(&p.cneg(1.into())).is_inf()));
        assert!(bool::from(Jac::infinity().dadd(&p).eq(&p)));
        assert!(bool::from(p.dadd_aff(&Aff::infinity()).eq(&p)));
    }

    #[test]
    fn exact_multiplication() {
        let p = g1(3);
        let k = 1_000_003u64.to_le_bytes();
        assert!(bool::from(mult_exact(&p, &k, 64).eq(&g1(3_000_009))));
        assert!(bool::from(mult::<G1>(&p, &k, 64).eq(&g1(3_000_009))));
        let mut k256 = [0u8; 32];
        k256[..8].copy_from_slice(&k);
        assert!(bool::from(mult::<G1>(&p, &k256, 255).eq(&g1(3_000_009))));
        assert!(bool::from(
            mult::<G2>(&g2(3), &k256, 255).eq(&g2(3_000_009))
        ));
    }
}
