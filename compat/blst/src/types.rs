//! The raw types of blst's `bindings.rs`, with blst's memory layouts (`repr(C)` limb arrays,
//! field elements in Montgomery form with R = 2^384 for Fp and 2^256 for Fr, fully reduced) and
//! derives, so that values, `transmute`s between the high-level and the raw types and `Debug`
//! strings are blst's. bls381's field types have the same layouts; the conversions are in
//! [`crate::field`].

use zeroize::Zeroize;

/// The error codes of blst's C library, with its values.
#[repr(u32)]
#[derive(Debug, Copy, Clone, Hash, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub enum BLST_ERROR {
    /// The operation succeeded.
    BLST_SUCCESS = 0,
    /// Bytes that are no valid encoding (length, flag bits, a coordinate not below p, a
    /// secret key not in [1, r)).
    BLST_BAD_ENCODING = 1,
    /// An encoded point that is not on the curve.
    BLST_POINT_NOT_ON_CURVE = 2,
    /// A point outside the prime-order subgroup.
    BLST_POINT_NOT_IN_GROUP = 3,
    /// Mixed variants in one aggregation, an empty list, or an uncommitted context.
    BLST_AGGR_TYPE_MISMATCH = 4,
    /// A signature that does not verify.
    BLST_VERIFY_FAIL = 5,
    /// A public key (or, where asked, a signature) that is the point at infinity.
    BLST_PK_IS_INFINITY = 6,
    /// A scalar out of range.
    BLST_BAD_SCALAR = 7,
}

/// A byte.
#[allow(non_camel_case_types)]
pub type byte = u8;
/// A limb of the field elements.
#[allow(non_camel_case_types)]
pub type limb_t = u64;

/// A 256-bit scalar as 32 little-endian bytes (not reduced, not in Montgomery form); secret
/// keys are scalars, so it is wiped on drop and not `Copy`.
#[repr(C)]
#[derive(Debug, Default, Clone, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct blst_scalar {
    /// The little-endian bytes.
    pub b: [byte; 32usize],
}

impl Zeroize for blst_scalar {
    fn zeroize(&mut self) {
        self.b.zeroize();
    }
}

impl Drop for blst_scalar {
    fn drop(&mut self) {
        self.zeroize();
    }
}

impl zeroize::ZeroizeOnDrop for blst_scalar {}

/// An element of the scalar field in Montgomery form (four little-endian limbs).
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct blst_fr {
    /// The limbs.
    pub l: [limb_t; 4usize],
}

/// An element of the base field Fp in Montgomery form (six little-endian limbs).
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct blst_fp {
    /// The limbs.
    pub l: [limb_t; 6usize],
}

/// An element `fp[0] + fp[1]·u` of Fp2.
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct blst_fp2 {
    /// The coefficients.
    pub fp: [blst_fp; 2usize],
}

/// An element of Fp6 = Fp2\[v\]/(v³ − (1 + u)).
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, PartialEq, Eq)]
#[allow(non_camel_case_types)]
pub struct blst_fp6 {
    /// The coefficients.
    pub fp2: [blst_fp2; 3usize],
}

/// An element of Fp12 = Fp6\[w\]/(w² − v).
#[repr(C)]
#[derive(Debug, Copy, Clone, Eq)]
#[allow(non_camel_case_types)]
pub struct blst_fp12 {
    /// The coefficients.
    pub fp6: [blst_fp6; 2usize],
}

/// A point of E(Fp) in Jacobian coordinates, x = X/Z², y = Y/Z³; Z = 0 is the point at
/// infinity.
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Eq)]
#[allow(non_camel_case_types)]
pub struct blst_p1 {
    /// X.
    pub x: blst_fp,
    /// Y.
    pub y: blst_fp,
    /// Z.
    pub z: blst_fp,
}

/// A point of E(Fp) in affine coordinates; (0, 0) is the point at infinity.
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Eq)]
#[allow(non_camel_case_types)]
pub struct blst_p1_affine {
    /// x.
    pub x: blst_fp,
    /// y.
    pub y: blst_fp,
}

/// A point of E'(Fp2) in Jacobian coordinates; Z = 0 is the point at infinity.
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Eq)]
#[allow(non_camel_case_types)]
pub struct blst_p2 {
    /// X.
    pub x: blst_fp2,
    /// Y.
    pub y: blst_fp2,
    /// Z.
    pub z: blst_fp2,
}

/// A point of E'(Fp2) in affine coordinates; (0, 0) is the point at infinity.
#[repr(C)]
#[derive(Debug, Default, Copy, Clone, Eq)]
#[allow(non_camel_case_types)]
pub struct blst_p2_affine {
    /// x.
    pub x: blst_fp2,
    /// y.
    pub y: blst_fp2,
}

/// The opaque pairing-aggregation context of the raw API: callers allocate
/// [`blst_pairing_sizeof`](crate::blst_pairing_sizeof) bytes (8-aligned) and pass a pointer.
#[repr(C)]
#[repr(align(1))]
#[derive(Debug, Default)]
#[allow(non_camel_case_types)]
pub struct blst_pairing {
    /// No data of its own: the context lives in the caller's allocation.
    pub _bindgen_opaque_blob: [u8; 0usize],
}

/// The opaque message-uniqueness context of the raw API: callers allocate
/// [`blst_uniq_sizeof`](crate::blst_uniq_sizeof)`(n)` bytes (8-aligned).
#[repr(C)]
#[repr(align(1))]
#[derive(Debug, Default)]
#[allow(non_camel_case_types)]
pub struct blst_uniq {
    /// No data of its own: the context lives in the caller's allocation.
    pub _bindgen_opaque_blob: [u8; 0usize],
}

const _: () = {
    use core::mem::{align_of, size_of};
    assert!(size_of::<blst_scalar>() == 32 && align_of::<blst_scalar>() == 1);
    assert!(size_of::<blst_fr>() == 32 && align_of::<blst_fr>() == 8);
    assert!(size_of::<blst_fp>() == 48 && align_of::<blst_fp>() == 8);
    assert!(size_of::<blst_fp2>() == 96);
    assert!(size_of::<blst_fp6>() == 288);
    assert!(size_of::<blst_fp12>() == 576);
    assert!(size_of::<blst_p1>() == 144 && size_of::<blst_p1_affine>() == 96);
    assert!(size_of::<blst_p2>() == 288 && size_of::<blst_p2_affine>() == 192);
    assert!(size_of::<BLST_ERROR>() == 4);
};
