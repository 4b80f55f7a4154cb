//! $\mathbb{G}_1$ and $\mathbb{G}_2$: the affine and projective point types, their encodings and
//! every operator and trait of `bls12_381` that is the same in the `group` 0.13 and 0.14
//! generations, written once for both groups by [`impl_group`]. `Group`, `Curve`, `PrimeCurve`
//! and `PrimeCurveAffine`/`CurveAffine` are `group_traits!` in `traits.rs`, under the names of
//! the facade's generation.
//!
//! The points are newtypes over bls381's, so every operation runs bls381's code: complete
//! formulas, GLV/GLS scalar multiplication, endomorphism subgroup checks. Scalar
//! multiplication through the endomorphisms equals `k·P` for points of the prime-order
//! subgroup, which is every point these types can hold unless an `_unchecked` decoder was given
//! a point outside it (then, as with blst, the product is not `k·P`: check `is_torsion_free`).

/// One group: `$affine`/`$proj` over bls381's, the `$compressed`/`$uncompressed` byte-array
/// types of `$clen`/`$ulen` bytes, and the window table of `WnafGroup`.
macro_rules! impl_group {
    (
        $affine:ident, $proj:ident, $compressed:ident, $uncompressed:ident,
        $clen:literal, $ulen:literal, $name:literal, $wnaf:expr
    ) => {
        #[doc = concat!("This is an element of $\\mathbb{G}_", $name, "$ represented in the affine coordinate space.")]
        #[doc = "It is ideal to keep elements in this representation to reduce memory usage and"]
        #[doc = "improve performance through the use of mixed curve model arithmetic."]
        #[doc = ""]
        #[doc = "Values of this type are guaranteed to be in the prime-order subgroup unless an"]
        #[doc = "`_unchecked` decoder was misused."]
        #[derive(Copy, Clone)]
        #[repr(transparent)]
        pub struct $affine(pub(crate) bls381::$affine);

        #[doc = concat!("This is an element of $\\mathbb{G}_", $name, "$ represented in the projective coordinate space.")]
        #[derive(Copy, Clone)]
        #[repr(transparent)]
        pub struct $proj(pub(crate) bls381::$proj);

        impl_newtype!($affine, bls381::$affine);
        impl_newtype!($proj, bls381::$proj);

        impl AsRef<bls381::$proj> for $proj {
            #[inline]
            fn as_ref(&self) -> &bls381::$proj {
                &self.0
            }
        }

        impl AsMut<bls381::$affine> for $affine {
            #[inline]
            fn as_mut(&mut self) -> &mut bls381::$affine {
                &mut self.0
            }
        }

        impl Default for $affine {
            fn default() -> $affine {
                $affine::identity()
            }
        }

        impl Default for $proj {
            fn default() -> $proj {
                $proj::identity()
            }
        }

        #[cfg(feature = "zeroize")]
        impl zeroize::DefaultIsZeroes for $affine {}

        #[cfg(feature = "zeroize")]
        impl zeroize::DefaultIsZeroes for $proj {}

        impl From<&$proj> for $affine {
            #[inline]
            fn from(p: &$proj) -> $affine {
                $affine(p.0.to_affine())
            }
        }

        impl From<$proj> for $affine {
            #[inline]
            fn from(p: $proj) -> $affine {
                $affine::from(&p)
            }
        }

        impl From<&$affine> for $proj {
            #[inline]
            fn from(p: &$affine) -> $proj {
                $proj(bls381::$proj::from(&p.0))
            }
        }

        impl From<$affine> for $proj {
            #[inline]
            fn from(p: $affine) -> $proj {
                $proj::from(&p)
            }
        }

        impl_neg_forward!($affine);
        impl_neg_forward!($proj);
        impl_ref_binop!(Add, add, $affine, $proj, $proj, |a, rhs| $proj(a.0 + rhs.0));
        impl_ref_binop!(Add, add, $proj, $affine, $proj, |a, rhs| $proj(a.0 + rhs.0));
        impl_ref_binop!(Sub, sub, $affine, $proj, $proj, |a, rhs| $proj(a.0 - rhs.0));
        impl_ref_binop!(Sub, sub, $proj, $affine, $proj, |a, rhs| $proj(a.0 - rhs.0));
        impl_ref_binop!(Add, add, $proj, $proj, $proj, |a, rhs| $proj(a.0 + rhs.0));
        impl_ref_binop!(Sub, sub, $proj, $proj, $proj, |a, rhs| $proj(a.0 - rhs.0));
        impl_ref_binop!(Mul, mul, $proj, Scalar, $proj, |a, other| $proj(a.0 * other.0));
        impl_ref_binop!(Mul, mul, Scalar, $proj, $proj, |a, other| $proj(a.0 * other.0));
        impl_ref_binop!(Mul, mul, $affine, Scalar, $proj, |a, other| $proj(a.0 * other.0));
        impl_ref_binop!(Mul, mul, Scalar, $affine, $proj, |a, other| $proj(a.0 * other.0));

        impl_binops_additive!($proj, $affine);
        impl_binops_additive_specify_output!($affine, $proj, $proj);
        impl_binops_additive!($proj, $proj);
        impl_binops_multiplicative!($proj, Scalar);
        impl_binops_multiplicative_mixed!($affine, Scalar, $proj);
        impl_binops_multiplicative_mixed!(Scalar, $affine, $proj);
        impl_binops_multiplicative_mixed!(Scalar, $proj, $proj);

        impl_fold!(Sum, sum, $proj, Self::identity(), +);

        impl $affine {
            /// Returns the identity of the group: the point at infinity.
            pub fn identity() -> $affine {
                $affine(bls381::$affine::identity())
            }

            /// Returns a fixed generator of the group. See [`notes::design`](crate::notes::design)
            /// for how this generator is chosen.
            pub fn generator() -> $affine {
                $affine(bls381::$affine::generator())
            }

            #[doc = concat!("Serializes this element into compressed form. See [`notes::serialization`](crate::notes::serialization)")]
            /// for details about how group elements are serialized.
            pub fn to_compressed(&self) -> [u8; $clen] {
                self.0.to_compressed()
            }

            /// Serializes this element into uncompressed form. See [`notes::serialization`](crate::notes::serialization)
            /// for details about how group elements are serialized.
            pub fn to_uncompressed(&self) -> [u8; $ulen] {
                self.0.to_uncompressed()
            }

            /// Attempts to deserialize an uncompressed element. See [`notes::serialization`](crate::notes::serialization)
            /// for details about how group elements are serialized.
            pub fn from_uncompressed(bytes: &[u8; $ulen]) -> subtle::CtOption<Self> {
                bls381::$affine::from_uncompressed(bytes).map($affine)
            }

            /// Attempts to deserialize an uncompressed element, not checking if the
            /// element is on the curve and not checking if it is in the correct subgroup.
            /// **This is dangerous to call unless you trust the bytes you are reading; otherwise,
            /// API invariants may be broken.** Please consider using `from_uncompressed()` instead.
            pub fn from_uncompressed_unchecked(bytes: &[u8; $ulen]) -> subtle::CtOption<Self> {
                bls381::$affine::from_uncompressed_unchecked(bytes).map($affine)
            }

            /// Attempts to deserialize a compressed element. See [`notes::serialization`](crate::notes::serialization)
            /// for details about how group elements are serialized.
            pub fn from_compressed(bytes: &[u8; $clen]) -> subtle::CtOption<Self> {
                bls381::$affine::from_compressed(bytes).map($affine)
            }

            /// Attempts to deserialize an uncompressed element, not checking if the
            /// element is in the correct subgroup.
            /// **This is dangerous to call unless you trust the bytes you are reading; otherwise,
            /// API invariants may be broken.** Please consider using `from_compressed()` instead.
            pub fn from_compressed_unchecked(bytes: &[u8; $clen]) -> subtle::CtOption<Self> {
                bls381::$affine::from_compressed_unchecked(bytes).map($affine)
            }

            /// Returns true if this element is the identity (the point at infinity).
            #[inline]
            pub fn is_identity(&self) -> subtle::Choice {
                self.0.is_identity()
            }

            /// Returns true if this point is free of an $h$-torsion component, and so it
            /// exists within the $q$-order subgroup. Scott's endomorphism test (ePrint 2021/1130).
            pub fn is_torsion_free(&self) -> subtle::Choice {
                self.0.is_torsion_free()
            }

            /// Returns true if this point is on the curve. This should always return
            /// true unless an "unchecked" API was used.
            pub fn is_on_curve(&self) -> subtle::Choice {
                self.0.is_on_curve()
            }
        }

        impl $proj {
            /// Returns the identity of the group: the point at infinity.
            pub fn identity() -> $proj {
                $proj(bls381::$proj::identity())
            }

            /// Returns a fixed generator of the group. See [`notes::design`](crate::notes::design)
            /// for how this generator is chosen.
            pub fn generator() -> $proj {
                $proj(bls381::$proj::generator())
            }

            /// Computes the doubling of this point.
            pub fn double(&self) -> $proj {
                $proj(self.0.double())
            }

            /// Adds this point to another point.
            pub fn add(&self, rhs: &$proj) -> $proj {
                $proj(bls381::$proj::add(&self.0, &rhs.0))
            }

            /// Adds this point to another point in the affine model.
            pub fn add_mixed(&self, rhs: &$affine) -> $proj {
                $proj(self.0.add_mixed(&rhs.0))
            }

            /// Clears the cofactor, mapping any point of the curve into the prime-order
            /// subgroup (the `h_eff` of RFC 9380, the same map as `bls12_381`).
            pub fn clear_cofactor(&self) -> $proj {
                $proj(self.0.clear_cofactor())
            }

            /// Converts a batch of projective elements into affine elements. This function will
            /// panic if `p.len() != q.len()`.
            pub fn batch_normalize(p: &[Self], q: &mut [$affine]) {
                bls381::$proj::batch_normalize_in(p, q)
            }

            /// Returns true if this element is the identity (the point at infinity).
            #[inline]
            pub fn is_identity(&self) -> subtle::Choice {
                self.0.is_identity()
            }

            /// Returns true if this point is on the curve. This should always return
            /// true unless an "unchecked" API was used.
            pub fn is_on_curve(&self) -> subtle::Choice {
                self.0.is_on_curve()
            }
        }

        #[doc = concat!("The compressed encoding of a $\\mathbb{G}_", $name, "$ element (", stringify!($clen), " bytes).")]
        #[derive(Clone, Copy)]
        pub struct $compressed([u8; $clen]);

        #[doc = concat!("The uncompressed encoding of a $\\mathbb{G}_", $name, "$ element (", stringify!($ulen), " bytes).")]
        #[derive(Clone, Copy)]
        pub struct $uncompressed([u8; $ulen]);

        impl_repr!($compressed, $clen);
        impl_repr!($uncompressed, $ulen);

        impl group::GroupEncoding for $proj {
            type Repr = $compressed;

            fn from_bytes(bytes: &Self::Repr) -> subtle::CtOption<Self> {
                <$affine as group::GroupEncoding>::from_bytes(bytes).map(Self::from)
            }

            fn from_bytes_unchecked(bytes: &Self::Repr) -> subtle::CtOption<Self> {
                <$affine as group::GroupEncoding>::from_bytes_unchecked(bytes).map(Self::from)
            }

            fn to_bytes(&self) -> Self::Repr {
                group::GroupEncoding::to_bytes(&$affine::from(self))
            }
        }

        impl group::GroupEncoding for $affine {
            type Repr = $compressed;

            fn from_bytes(bytes: &Self::Repr) -> subtle::CtOption<Self> {
                Self::from_compressed(&bytes.0)
            }

            fn from_bytes_unchecked(bytes: &Self::Repr) -> subtle::CtOption<Self> {
                Self::from_compressed_unchecked(&bytes.0)
            }

            fn to_bytes(&self) -> Self::Repr {
                $compressed(self.to_compressed())
            }
        }

        impl group::UncompressedEncoding for $affine {
            type Uncompressed = $uncompressed;

            fn from_uncompressed(bytes: &Self::Uncompressed) -> subtle::CtOption<Self> {
                Self::from_uncompressed(&bytes.0)
            }

            fn from_uncompressed_unchecked(bytes: &Self::Uncompressed) -> subtle::CtOption<Self> {
                Self::from_uncompressed_unchecked(&bytes.0)
            }

            fn to_uncompressed(&self) -> Self::Uncompressed {
                $uncompressed(self.to_uncompressed())
            }
        }

        impl group::prime::PrimeGroup for $proj {}

        #[cfg(feature = "alloc")]
        impl group::WnafGroup for $proj {
            fn recommended_wnaf_for_num_scalars(num_scalars: usize) -> usize {
                const RECOMMENDATIONS: &[usize] = &$wnaf;

                let mut ret = 4;
                for r in RECOMMENDATIONS {
                    if num_scalars > *r {
                        ret += 1;
                    } else {
                        break;
                    }
                }

                ret
            }
        }
    };
}

/// A fixed-size encoding: `Debug` as the list of its bytes, all-zero `Default`, byte access,
/// constant-time equality (as `bls12_381`'s `G1Compressed` & co.).
macro_rules! impl_repr {
    ($t:ident, $len:literal) => {
        impl core::fmt::Debug for $t {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Debug::fmt(&self.0[..], f)
            }
        }

        impl Default for $t {
            fn default() -> Self {
                $t([0; $len])
            }
        }

        #[cfg(feature = "zeroize")]
        impl zeroize::DefaultIsZeroes for $t {}

        impl AsRef<[u8]> for $t {
            fn as_ref(&self) -> &[u8] {
                &self.0
            }
        }

        impl AsMut<[u8]> for $t {
            fn as_mut(&mut self) -> &mut [u8] {
                &mut self.0
            }
        }

        impl subtle::ConstantTimeEq for $t {
            fn ct_eq(&self, other: &Self) -> subtle::Choice {
                subtle::ConstantTimeEq::ct_eq(&self.0[..], &other.0[..])
            }
        }

        impl Eq for $t {}
        impl PartialEq for $t {
            #[inline]
            fn eq(&self, other: &Self) -> bool {
                bool::from(subtle::ConstantTimeEq::ct_eq(self, other))
            }
        }
    };
}

/// Elements of $\mathbb{G}_1$.
pub mod g1 {
    use crate::Scalar;

    impl_group!(
        G1Affine,
        G1Projective,
        G1Compressed,
        G1Uncompressed,
        48,
        96,
        "1",
        [1, 3, 7, 20, 43, 120, 273, 563, 1630, 3128, 7933, 62569]
    );
}

/// Elements of $\mathbb{G}_2$.
pub mod g2 {
    use crate::Scalar;

    impl_group!(
        G2Affine,
        G2Projective,
        G2Compressed,
        G2Uncompressed,
        96,
        192,
        "2",
        [1, 3, 8, 20, 47, 126, 260, 826, 1501, 4555, 84071]
    );
}
