//! Operator boilerplate, written once for every field, group and facade type: a type implements
//! an operation once (a method, or the by-reference operator) and these macros derive the owned
//! and borrowed combinations and the assigning forms from it, the operator matrix of the
//! `bls12_381` crate.
//!
//! The drop-in facades (`compat/`) mount this file as their own `macros` module, so its macros
//! name only `core`, `subtle` and each other (through `$crate::macros`).

/// The three combinations `Lhs op &Rhs`, `&Lhs op Rhs`, `Lhs op Rhs` of `$tr`, forwarded to
/// `&Lhs op &Rhs`, which must exist. `[$g]` holds the impl's generic parameters, if any.
macro_rules! derived_binops {
    ([$($g:tt)*] $tr:ident, $f:ident, $lhs:ty, $rhs:ty, $out:ty) => {
        impl<'b, $($g)*> core::ops::$tr<&'b $rhs> for $lhs {
            type Output = $out;
            #[inline(always)]
            fn $f(self, rhs: &'b $rhs) -> $out {
                core::ops::$tr::$f(&self, rhs)
            }
        }
        impl<'a, $($g)*> core::ops::$tr<$rhs> for &'a $lhs {
            type Output = $out;
            #[inline(always)]
            fn $f(self, rhs: $rhs) -> $out {
                core::ops::$tr::$f(self, &rhs)
            }
        }
        impl<$($g)*> core::ops::$tr<$rhs> for $lhs {
            type Output = $out;
            #[inline(always)]
            fn $f(self, rhs: $rhs) -> $out {
                core::ops::$tr::$f(&self, &rhs)
            }
        }
    };
}

/// `$tr` in all four owned/borrowed combinations, from a body over two references.
macro_rules! binop {
    ([$($g:tt)*] $tr:ident, $f:ident, $lhs:ty, $rhs:ty, $out:ty, |$a:ident, $b:ident| $body:expr) => {
        impl<'a, 'b, $($g)*> core::ops::$tr<&'b $rhs> for &'a $lhs {
            type Output = $out;
            #[inline(always)]
            fn $f(self, rhs: &'b $rhs) -> $out {
                let ($a, $b) = (self, rhs);
                $body
            }
        }
        $crate::macros::derived_binops!([$($g)*] $tr, $f, $lhs, $rhs, $out);
    };
}

/// `$tr` (`+=`, `-=`, `*=`) by value and by reference, from the binary operator `$op::$opf` on
/// two references.
macro_rules! assignop {
    ([$($g:tt)*] $tr:ident, $f:ident, $op:ident, $opf:ident, $lhs:ty, $rhs:ty) => {
        impl<$($g)*> core::ops::$tr<$rhs> for $lhs {
            #[inline(always)]
            fn $f(&mut self, rhs: $rhs) {
                *self = core::ops::$op::$opf(&*self, &rhs);
            }
        }
        impl<'b, $($g)*> core::ops::$tr<&'b $rhs> for $lhs {
            #[inline(always)]
            fn $f(&mut self, rhs: &'b $rhs) {
                *self = core::ops::$op::$opf(&*self, rhs);
            }
        }
    };
}

/// `+` and `−` in the combinations other than `&Lhs op &Rhs`, with output `$output`.
macro_rules! impl_binops_additive_specify_output {
    ($lhs:ident, $rhs:ident, $output:ident) => {
        $crate::macros::derived_binops!([] Add, add, $lhs, $rhs, $output);
        $crate::macros::derived_binops!([] Sub, sub, $lhs, $rhs, $output);
    };
}

/// `*` in the combinations other than `&Lhs * &Rhs`, with output `$output`.
macro_rules! impl_binops_multiplicative_mixed {
    ($lhs:ident, $rhs:ident, $output:ident) => {
        $crate::macros::derived_binops!([] Mul, mul, $lhs, $rhs, $output);
    };
}

/// `+`, `−` (output `Lhs`) in the combinations other than `&Lhs op &Rhs`, and `+=`, `−=`.
macro_rules! impl_binops_additive {
    ($lhs:ident, $rhs:ident) => {
        $crate::macros::impl_binops_additive_specify_output!($lhs, $rhs, $lhs);
        $crate::macros::assignop!([] AddAssign, add_assign, Add, add, $lhs, $rhs);
        $crate::macros::assignop!([] SubAssign, sub_assign, Sub, sub, $lhs, $rhs);
    };
}

/// `*` (output `Lhs`) in the combinations other than `&Lhs * &Rhs`, and `*=`.
macro_rules! impl_binops_multiplicative {
    ($lhs:ident, $rhs:ident) => {
        $crate::macros::impl_binops_multiplicative_mixed!($lhs, $rhs, $lhs);
        $crate::macros::assignop!([] MulAssign, mul_assign, Mul, mul, $lhs, $rhs);
    };
}

/// `T + T` in the combinations other than `&T + &T` (for a type with no subtraction).
#[allow(unused_macros)] // used by the facades
macro_rules! impl_add_binop_only {
    ($t:ident) => {
        $crate::macros::derived_binops!([] Add, add, $t, $t, $t);
    };
}

/// The operators of a field type from its methods `T::$add(&T, &T)`, `T::$sub`, `T::$mul` and
/// `T::$neg(&T)`: `+ − *` in all combinations, the assigning forms, unary `−`, `Sum` and
/// `Product`, and `PartialEq`/`Eq` through `ConstantTimeEq` (which the type implements).
macro_rules! impl_field_ops {
    ($t:ident, $add:ident, $sub:ident, $mul:ident, $neg:ident) => {
        $crate::macros::binop!([] Add, add, $t, $t, $t, |a, b| $t::$add(a, b));
        $crate::macros::binop!([] Sub, sub, $t, $t, $t, |a, b| $t::$sub(a, b));
        $crate::macros::binop!([] Mul, mul, $t, $t, $t, |a, b| $t::$mul(a, b));
        $crate::macros::assignop!([] AddAssign, add_assign, Add, add, $t, $t);
        $crate::macros::assignop!([] SubAssign, sub_assign, Sub, sub, $t, $t);
        $crate::macros::assignop!([] MulAssign, mul_assign, Mul, mul, $t, $t);

        impl core::ops::Neg for &$t {
            type Output = $t;
            #[inline(always)]
            fn neg(self) -> $t {
                $t::$neg(self)
            }
        }
        impl core::ops::Neg for $t {
            type Output = $t;
            #[inline(always)]
            fn neg(self) -> $t {
                $t::$neg(&self)
            }
        }

        impl<T: core::borrow::Borrow<$t>> core::iter::Sum<T> for $t {
            fn sum<I: Iterator<Item = T>>(iter: I) -> $t {
                iter.fold($t::ZERO, |acc, x| $t::$add(&acc, x.borrow()))
            }
        }
        impl<T: core::borrow::Borrow<$t>> core::iter::Product<T> for $t {
            fn product<I: Iterator<Item = T>>(iter: I) -> $t {
                iter.fold($t::ONE, |acc, x| $t::$mul(&acc, x.borrow()))
            }
        }

        impl PartialEq for $t {
            #[inline(always)]
            fn eq(&self, other: &$t) -> bool {
                bool::from(subtle::ConstantTimeEq::ct_eq(self, other))
            }
        }
        impl Eq for $t {}

        impl Default for $t {
            #[inline(always)]
            fn default() -> $t {
                $t::ZERO
            }
        }
    };
}

/// `ConstantTimeEq` and `ConditionallySelectable` of a type whose fields are `$c...`, field by
/// field.
macro_rules! impl_ct_fields {
    ($t:ident { $($c:tt),+ }) => {
        impl subtle::ConstantTimeEq for $t {
            #[inline(always)]
            fn ct_eq(&self, other: &$t) -> subtle::Choice {
                let mut eq = subtle::Choice::from(1);
                $(eq &= subtle::ConstantTimeEq::ct_eq(&self.$c, &other.$c);)+
                eq
            }
        }
        impl subtle::ConditionallySelectable for $t {
            #[inline(always)]
            fn conditional_select(a: &$t, b: &$t, choice: subtle::Choice) -> $t {
                $t {
                    $($c: subtle::ConditionallySelectable::conditional_select(&a.$c, &b.$c, choice),)+
                }
            }
        }
    };
}

#[allow(unused_imports)]
pub(crate) use {
    assignop, binop, derived_binops, impl_add_binop_only, impl_binops_additive,
    impl_binops_additive_specify_output, impl_binops_multiplicative,
    impl_binops_multiplicative_mixed, impl_ct_fields, impl_field_ops,
};
