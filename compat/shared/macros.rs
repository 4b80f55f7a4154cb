//! The facades' own boilerplate: formatting, constant-time traits and conversions forwarded to
//! the wrapped bls381 value. (The operator matrix of `bls12_381` comes from bls381's
//! `src/macros.rs`, which the facades mount as their `macros` module.)

// Feature-reduced builds (no `pairings`, no `groups`) use only some of them.
#![allow(unused_macros)]

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
