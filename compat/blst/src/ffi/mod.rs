//! **The only module with `unsafe` code**: blst's raw API (`blst_*`, the `unsafe extern "C"`
//! functions of its `bindings.rs`, taking raw pointers), and the one reference cast of the
//! high-level API.
//!
//! Every function here is a thin shell: it reads its inputs through the pointers (by value,
//! before writing anything, so outputs may alias inputs as blst allows), calls the safe
//! implementation in the rest of the crate, and writes the result. Each `unsafe` block states
//! which part of blst's contract it relies on in its `SAFETY` comment; the contract itself is
//! blst's: pointers are valid, aligned and initialised for their type (outputs writable),
//! arrays as long as the length arguments say, and NULL only where blst documents it.
//!
//! The functions are `extern "C"` and, unless the `__no_c_symbols` feature is on, exported
//! under blst's symbol names, so C code compiled against `blst.h` (c-kzg) links against them.
//! They never panic (a panic across `extern "C"` aborts).
#![allow(unsafe_code)]

mod field;
mod misc;
mod pairing;
mod point;

pub use field::*;
pub use misc::*;
pub use pairing::*;
pub use point::*;

/// Defines an exported raw function: `pub unsafe extern "C"`, blst's symbol name, and the
/// shared `# Safety` section.
macro_rules! export {
    ($(#[$m:meta])* pub fn $name:ident($($a:ident: $t:ty),* $(,)?) $(-> $r:ty)? $body:block) => {
        $(#[$m])*
        ///
        /// # Safety
        ///
        /// blst's contract: every pointer argument points to a valid, aligned value of its
        /// type (outputs to writable memory, possibly an input), unless documented as
        /// allowed to be NULL; arrays hold as many elements as the length arguments say.
        #[cfg_attr(not(feature = "__no_c_symbols"), unsafe(no_mangle))]
        #[allow(non_snake_case)]
        pub unsafe extern "C" fn $name($($a: $t),*) $(-> $r)? $body
    };
}
pub(crate) use export;

/// The `n` values that blst's pointer-array convention designates: `ptrs[0]` points at the
/// first; each further value is at the next non-NULL entry of `ptrs`, or, once an entry is
/// NULL, right after the previous value (so `[&v[0], NULL]` means the contiguous array `v`).
///
/// # Safety
///
/// `ptrs` is readable up to its first NULL entry or its `n`-th entry, its first entry is
/// non-NULL when `n > 0`, and every value so designated is readable.
pub(crate) unsafe fn gather<T: Copy>(ptrs: *const *const T, n: usize) -> Vec<T> {
    let mut out = Vec::with_capacity(n);
    let mut pp = ptrs;
    let mut cur: *const T = core::ptr::null();
    for _ in 0..n {
        // SAFETY: `pp` stays on a readable entry of the array (it advances only past
        // non-NULL ones), and `cur` on a designated value, per this function's contract.
        unsafe {
            let next = *pp;
            if next.is_null() {
                cur = cur.add(1);
            } else {
                cur = next;
                pp = pp.add(1);
            }
            out.push(*cur);
        }
    }
    out
}

/// The `n` byte strings of `len` bytes each that blst's pointer-array convention designates
/// (see [`gather`]; after a NULL entry, the next string follows the previous one).
///
/// # Safety
///
/// As [`gather`], for strings of `len` readable bytes that outlive `'a`.
pub(crate) unsafe fn gather_bytes<'a>(
    ptrs: *const *const u8,
    n: usize,
    len: usize,
) -> Vec<&'a [u8]> {
    let mut out = Vec::with_capacity(n);
    let mut pp = ptrs;
    let mut cur: *const u8 = core::ptr::null();
    for _ in 0..n {
        // SAFETY: as in `gather`; each designated string has `len` readable bytes.
        unsafe {
            let next = *pp;
            if next.is_null() {
                cur = cur.add(len);
            } else {
                cur = next;
                pp = pp.add(1);
            }
            out.push(core::slice::from_raw_parts(cur, len));
        }
    }
    out
}

/// `len` bytes at `p` (an empty slice for `len == 0`, whatever `p`, as C callers pass NULL).
///
/// # Safety
///
/// `p` points to `len` readable bytes that outlive `'a` when `len > 0`.
pub(crate) unsafe fn bytes<'a>(p: *const u8, len: usize) -> &'a [u8] {
    if len == 0 || p.is_null() {
        &[]
    } else {
        // SAFETY: the caller's contract.
        unsafe { core::slice::from_raw_parts(p, len) }
    }
}

/// The one reference cast of the high-level API: `&blst_scalar` as `&SecretKey`, for
/// `TryFrom<&blst_scalar> for &SecretKey` (blst's `transmute`).
pub(crate) mod cast {
    use crate::types::blst_scalar;

    /// The secret-key types: each is `#[repr(transparent)]` over `blst_scalar`. Implemented
    /// here only, for those two types.
    pub(crate) trait OverScalar {}
    impl OverScalar for crate::min_pk::SecretKey {}
    impl OverScalar for crate::min_sig::SecretKey {}

    /// `s` as a secret key.
    pub(crate) fn secret_key<T: OverScalar>(s: &blst_scalar) -> &T {
        // SAFETY: `T` is one of the two `SecretKey` types (the trait is implemented for them
        // only), each `#[repr(transparent)]` over a single `blst_scalar` field, so the layouts
        // agree; the reference keeps `s`'s lifetime and mutability.
        unsafe { &*(s as *const blst_scalar as *const T) }
    }
}
