//! Operator boilerplate shared by every field and group type: each type implements the
//! by-reference form (`&a + &b`) once and these macros derive the owned combinations and the
//! assigning forms from it, as the `bls12_381` crate does.

/// `impl Add/Sub<Rhs> for T` in the three owned/borrowed combinations, from `&T op &Rhs`.
macro_rules! impl_binops_additive_specify_output {
    ($lhs:ident, $rhs:ident, $output:ident) => {
        impl<'b> core::ops::Add<&'b $rhs> for $lhs {
            type Output = $output;
            #[inline]
            fn add(self, rhs: &'b $rhs) -> $output {
                &self + rhs
            }
        }
        impl<'a> core::ops::Add<$rhs> for &'a $lhs {
            type Output = $output;
            #[inline]
            fn add(self, rhs: $rhs) -> $output {
                self + &rhs
            }
        }
        impl core::ops::Add<$rhs> for $lhs {
            type Output = $output;
            #[inline]
            fn add(self, rhs: $rhs) -> $output {
                &self + &rhs
            }
        }
        impl<'b> core::ops::Sub<&'b $rhs> for $lhs {
            type Output = $output;
            #[inline]
            fn sub(self, rhs: &'b $rhs) -> $output {
                &self - rhs
            }
        }
        impl<'a> core::ops::Sub<$rhs> for &'a $lhs {
            type Output = $output;
            #[inline]
            fn sub(self, rhs: $rhs) -> $output {
                self - &rhs
            }
        }
        impl core::ops::Sub<$rhs> for $lhs {
            type Output = $output;
            #[inline]
            fn sub(self, rhs: $rhs) -> $output {
                &self - &rhs
            }
        }
    };
}

/// `impl Mul<Rhs> for T` in the three owned/borrowed combinations, from `&T * &Rhs`.
macro_rules! impl_binops_multiplicative_mixed {
    ($lhs:ident, $rhs:ident, $output:ident) => {
        impl<'b> core::ops::Mul<&'b $rhs> for $lhs {
            type Output = $output;
            #[inline]
            fn mul(self, rhs: &'b $rhs) -> $output {
                &self * rhs
            }
        }
        impl<'a> core::ops::Mul<$rhs> for &'a $lhs {
            type Output = $output;
            #[inline]
            fn mul(self, rhs: $rhs) -> $output {
                self * &rhs
            }
        }
        impl core::ops::Mul<$rhs> for $lhs {
            type Output = $output;
            #[inline]
            fn mul(self, rhs: $rhs) -> $output {
                &self * &rhs
            }
        }
    };
}

/// Additive operators with `Output = T`, plus `+=` and `-=`.
macro_rules! impl_binops_additive {
    ($lhs:ident, $rhs:ident) => {
        crate::macros::impl_binops_additive_specify_output!($lhs, $rhs, $lhs);

        impl core::ops::SubAssign<$rhs> for $lhs {
            #[inline]
            fn sub_assign(&mut self, rhs: $rhs) {
                *self = &*self - &rhs;
            }
        }
        impl core::ops::AddAssign<$rhs> for $lhs {
            #[inline]
            fn add_assign(&mut self, rhs: $rhs) {
                *self = &*self + &rhs;
            }
        }
        impl<'b> core::ops::SubAssign<&'b $rhs> for $lhs {
            #[inline]
            fn sub_assign(&mut self, rhs: &'b $rhs) {
                *self = &*self - rhs;
            }
        }
        impl<'b> core::ops::AddAssign<&'b $rhs> for $lhs {
            #[inline]
            fn add_assign(&mut self, rhs: &'b $rhs) {
                *self = &*self + rhs;
            }
        }
    };
}

/// Multiplicative operators with `Output = T`, plus `*=`.
macro_rules! impl_binops_multiplicative {
    ($lhs:ident, $rhs:ident) => {
        crate::macros::impl_binops_multiplicative_mixed!($lhs, $rhs, $lhs);

        impl core::ops::MulAssign<$rhs> for $lhs {
            #[inline]
            fn mul_assign(&mut self, rhs: $rhs) {
                *self = &*self * &rhs;
            }
        }
        impl<'b> core::ops::MulAssign<&'b $rhs> for $lhs {
            #[inline]
            fn mul_assign(&mut self, rhs: &'b $rhs) {
                *self = &*self * rhs;
            }
        }
    };
}

/// The full operator set of a field: `+ - *` in all combinations, assigning forms, and unary `-`
/// (owned and borrowed), given `&T + &T`, `&T - &T`, `&T * &T` and `-&T`.
macro_rules! impl_field_ops {
    ($t:ident) => {
        crate::macros::impl_binops_additive!($t, $t);
        crate::macros::impl_binops_multiplicative!($t, $t);

        impl core::ops::Neg for $t {
            type Output = $t;
            #[inline]
            fn neg(self) -> $t {
                -&self
            }
        }
    };
}

pub(crate) use impl_binops_additive;
pub(crate) use impl_binops_additive_specify_output;
pub(crate) use impl_binops_multiplicative;
pub(crate) use impl_binops_multiplicative_mixed;
pub(crate) use impl_field_ops;
