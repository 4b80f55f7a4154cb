//! Operator boilerplate for the facade's newtypes: each type implements the by-reference form
//! (`&a + &b`) and these macros derive the owned combinations and the assigning forms from it,
//! which gives exactly the operator matrix of `bls12_381`.

// Feature-reduced builds (no `pairings`, no `groups`) use only some of them.
#![allow(unused_macros)]

/// `Lhs op Rhs` for `op` in `+ -`, in the three combinations other than `&Lhs op &Rhs`.
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

/// `Lhs * Rhs` in the three combinations other than `&Lhs * &Rhs`.
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

/// The additive combinations with `Output = Lhs`, plus `+=` and `-=` by value and reference.
macro_rules! impl_binops_additive {
    ($lhs:ident, $rhs:ident) => {
        impl_binops_additive_specify_output!($lhs, $rhs, $lhs);

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

/// The multiplicative combinations with `Output = Lhs`, plus `*=` by value and reference.
macro_rules! impl_binops_multiplicative {
    ($lhs:ident, $rhs:ident) => {
        impl_binops_multiplicative_mixed!($lhs, $rhs, $lhs);

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

/// `Debug` and `Display` of a newtype print the wrapped value exactly (the `bls12_381`
/// formats, which bls381 reproduces), without the newtype's own name.
macro_rules! impl_fmt_transparent {
    ($t:ident) => {
        impl core::fmt::Debug for $t {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Debug::fmt(&self.0, f)
            }
        }
        impl core::fmt::Display for $t {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                core::fmt::Debug::fmt(&self.0, f)
            }
        }
    };
}

/// `ConstantTimeEq`, `ConditionallySelectable` and `PartialEq`/`Eq` (through `ct_eq`) of a
/// newtype, forwarded to the wrapped bls381 value.
macro_rules! impl_ct_forward {
    ($t:ident) => {
        impl subtle::ConstantTimeEq for $t {
            #[inline]
            fn ct_eq(&self, other: &Self) -> subtle::Choice {
                subtle::ConstantTimeEq::ct_eq(&self.0, &other.0)
            }
        }
        impl subtle::ConditionallySelectable for $t {
            #[inline]
            fn conditional_select(a: &Self, b: &Self, choice: subtle::Choice) -> Self {
                $t(subtle::ConditionallySelectable::conditional_select(
                    &a.0, &b.0, choice,
                ))
            }
        }
        impl PartialEq for $t {
            #[inline]
            fn eq(&self, other: &Self) -> bool {
                bool::from(subtle::ConstantTimeEq::ct_eq(self, other))
            }
        }
        impl Eq for $t {}
    };
}

/// `From` both ways between a newtype and the bls381 type it wraps: the bridge to bls381's
/// own API (signatures, multi-scalar multiplication, …) at no cost.
macro_rules! impl_bridge {
    ($t:ident, $inner:ty) => {
        impl From<$inner> for $t {
            #[inline]
            fn from(v: $inner) -> $t {
                $t(v)
            }
        }
        impl From<$t> for $inner {
            #[inline]
            fn from(v: $t) -> $inner {
                v.0
            }
        }
    };
}

/// `T + T` in the three combinations other than `&T + &T` (for `MillerLoopResult`, which has
/// no subtraction).
macro_rules! impl_add_binop_only {
    ($t:ident) => {
        impl<'b> core::ops::Add<&'b $t> for $t {
            type Output = $t;
            #[inline]
            fn add(self, rhs: &'b $t) -> $t {
                &self + rhs
            }
        }
        impl<'a> core::ops::Add<$t> for &'a $t {
            type Output = $t;
            #[inline]
            fn add(self, rhs: $t) -> $t {
                self + &rhs
            }
        }
        impl core::ops::Add<$t> for $t {
            type Output = $t;
            #[inline]
            fn add(self, rhs: $t) -> $t {
                &self + &rhs
            }
        }
    };
}
