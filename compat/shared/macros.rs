//! The facades' own boilerplate: formatting, constant-time traits, conversions, negation and the
//! by-reference operators forwarded to the wrapped bls381 value. (The rest of the operator matrix
//! of `bls12_381`, the owned combinations and the assigning forms, comes from bls381's
//! `src/macros.rs`, which the facades mount as their `macros` module.)

// Feature-reduced builds (no `pairings`, no `groups`) use only some of them.
#![allow(unused_macros)]

/// The traits every newtype `$t` over a bls381 type `$inner` forwards to the wrapped value:
/// `Debug` and `Display`, both printing the wrapped value's `Debug` exactly (the `bls12_381`
/// formats, which bls381 reproduces) without the newtype's own name; `ConstantTimeEq`,
/// `ConditionallySelectable` and `PartialEq`/`Eq` (through `ct_eq`); `From` both ways.
macro_rules! impl_newtype {
    ($t:ident, $inner:ty) => {
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
        impl_bridge!($t, $inner);
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

/// `-T` by reference and by value: the negation of the wrapped bls381 value.
macro_rules! impl_neg_forward {
    ($t:ident) => {
        impl core::ops::Neg for &$t {
            type Output = $t;

            #[inline]
            fn neg(self) -> $t {
                $t(-&self.0)
            }
        }

        impl core::ops::Neg for $t {
            type Output = $t;

            #[inline]
            fn neg(self) -> $t {
                -&self
            }
        }
    };
}

/// `&Lhs op &Rhs` (`$tr::$f`, output `$out`) from a body over the two references, the right one
/// named as the argument (`rhs`, or `other` where `bls12_381` says so). The other owned/borrowed
/// combinations and the assigning forms come from the `impl_binops_*` macros.
macro_rules! impl_ref_binop {
    ($tr:ident, $f:ident, $lhs:ident, $rhs:ident, $out:ident, |$a:ident, $b:ident| $body:expr) => {
        impl<'b> core::ops::$tr<&'b $rhs> for &$lhs {
            type Output = $out;

            #[inline]
            fn $f(self, $b: &'b $rhs) -> $out {
                let $a = self;
                $body
            }
        }
    };
}

/// The arithmetic of a prime-field newtype: `-`, and `+`, `−`, `*` of the wrapped values in every
/// owned/borrowed combination, with `+=`, `−=`, `*=`.
macro_rules! impl_field_ops_forward {
    ($t:ident) => {
        impl_neg_forward!($t);
        impl_ref_binop!(Sub, sub, $t, $t, $t, |a, rhs| $t(a.0 - rhs.0));
        impl_ref_binop!(Add, add, $t, $t, $t, |a, rhs| $t(a.0 + rhs.0));
        impl_ref_binop!(Mul, mul, $t, $t, $t, |a, rhs| $t(a.0 * rhs.0));
        impl_binops_additive!($t, $t);
        impl_binops_multiplicative!($t, $t);
    };
}

/// `$tr` (`Sum` or `Product`) over an iterator of `$t`s or references to them, folding `$op` from
/// `$init`.
macro_rules! impl_fold {
    ($tr:ident, $f:ident, $t:ident, $init:expr, $op:tt) => {
        impl<T> core::iter::$tr<T> for $t
        where
            T: core::borrow::Borrow<$t>,
        {
            fn $f<I>(iter: I) -> Self
            where
                I: Iterator<Item = T>,
            {
                iter.fold($init, |acc, item| acc $op item.borrow())
            }
        }
    };
}
