//! The memory layout of the field elements, which the kernels read and write: the types are
//! defined here, at the bottom, and their arithmetic in `src/field`. Every type is a
//! `repr(transparent)` limb array or a `repr(C)` sequence of them with no padding (the sizes are
//! asserted below), the layout of `blst`'s and `bls12_381`'s types, so a composite kernel can
//! take an `&Fp12` as 72 consecutive limbs.

/// An element of the BLS12-381 base field, stored in Montgomery form (`a·2^384 mod p`) as six
/// little-endian 64-bit limbs, always fully reduced — the representation `bls12_381` and `blst`
/// use, so values compare limb for limb.
///
/// ```
/// use bls381::field::Fp;
/// let two = Fp::one() + Fp::one();
/// assert_eq!(two * two.invert().unwrap(), Fp::one());
/// ```
#[derive(Copy, Clone)]
#[repr(transparent)]
pub struct Fp(pub(crate) [u64; 6]);

/// An element of the scalar field, in Montgomery form as four little-endian 64-bit limbs.
///
/// The arithmetic methods and operators use the kernels the CPU supports; their `*_const`
/// forms (`add_const`, `mul_const`, ...) are `const fn`, for computing constants at compile
/// time.
///
/// ```
/// use bls381::Scalar;
/// const THREE: Scalar = Scalar::from_raw([3, 0, 0, 0]);
/// const NINE: Scalar = THREE.mul_const(&THREE);
/// assert_eq!(THREE * THREE, NINE);
/// assert_eq!(THREE * THREE.invert().unwrap(), Scalar::one());
/// ```
#[derive(Copy, Clone)]
#[repr(transparent)]
pub struct Fr(pub(crate) [u64; 4]);

/// An element `c0 + c1·u` of Fp2, with `u² = −1`; the layout of `bls12_381`'s and `blst`'s Fp2.
///
/// ```
/// use bls381::field::{Fp, Fp2};
/// let u = Fp2::new(Fp::zero(), Fp::one());
/// assert_eq!(u * u, -Fp2::one());
/// assert_eq!(u.invert().unwrap(), -u);
/// ```
#[derive(Copy, Clone)]
#[repr(C)]
pub struct Fp2 {
    /// The coefficient of 1.
    pub c0: Fp,
    /// The coefficient of u.
    pub c1: Fp,
}

/// An element `c0 + c1·v + c2·v²` of Fp6, with `v³ = u + 1`; the layout of `bls12_381`'s and
/// `blst`'s Fp6.
///
/// ```
/// use bls381::field::{Fp2, Fp6};
/// let v = Fp6::new(Fp2::zero(), Fp2::one(), Fp2::zero());
/// assert_eq!(v * v * v, Fp6::from(Fp2::one().mul_by_nonresidue()));
/// ```
#[derive(Copy, Clone)]
#[repr(C)]
pub struct Fp6 {
    /// The coefficient of 1.
    pub c0: Fp2,
    /// The coefficient of v.
    pub c1: Fp2,
    /// The coefficient of v².
    pub c2: Fp2,
}

/// An element `c0 + c1·w` of Fp12, with `w² = v`; the layout of `bls12_381`'s and `blst`'s Fp12.
///
/// ```
/// use bls381::field::{Fp12, Fp6};
/// let w = Fp12::new(Fp6::zero(), Fp6::one());
/// assert_eq!(w * w, Fp12::new(Fp6::one().mul_by_nonresidue(), Fp6::zero()));
/// assert_eq!(w.frobenius_map_n(12), w);
/// ```
#[derive(Copy, Clone)]
#[repr(C)]
pub struct Fp12 {
    /// The coefficient of 1.
    pub c0: Fp6,
    /// The coefficient of w.
    pub c1: Fp6,
}

/// An Fp2 element as two unreduced 768-bit components, each below p·2^384 (`field::wide`
/// explains the bound).
#[derive(Copy, Clone, Debug)]
#[repr(C)]
#[doc(hidden)]
pub struct Fp2Wide {
    pub(crate) c0: [u64; 12],
    pub(crate) c1: [u64; 12],
}

/// An Fp6 element with unreduced Fp2 coefficients.
#[derive(Copy, Clone, Debug)]
#[repr(C)]
#[doc(hidden)]
pub struct Fp6Wide {
    pub(crate) c0: Fp2Wide,
    pub(crate) c1: Fp2Wide,
    pub(crate) c2: Fp2Wide,
}

const _: () = assert!(core::mem::size_of::<Fp>() == 6 * 8);
const _: () = assert!(core::mem::size_of::<Fr>() == 4 * 8);
const _: () = assert!(core::mem::size_of::<Fp2>() == 12 * 8);
const _: () = assert!(core::mem::size_of::<Fp6>() == 36 * 8);
const _: () = assert!(core::mem::size_of::<Fp12>() == 72 * 8);
const _: () = assert!(core::mem::size_of::<Fp2Wide>() == 24 * 8);
const _: () = assert!(core::mem::size_of::<Fp6Wide>() == 72 * 8);
