//! Scalars and field elements: `blst_scalar_*`, `blst_sk_*`, `blst_fr_*`, `blst_fp_*`,
//! `blst_fp2_*`, `blst_fp12_*`.

use bls381::field::{Field, Fp, Fp2, Fp12, Fr};

use super::export;
use crate::field::*;
use crate::scalar;
use crate::types::*;

export! {
    /// `out` = the scalar of the eight little-endian 32-bit words `a`.
    pub fn blst_scalar_from_uint32(out: *mut blst_scalar, a: *const u32) {
        // SAFETY: `a` points to 8 words, read before `out` (which may alias it) is written.
        unsafe {
            let w = (a as *const [u32; 8]).read();
            let mut b = [0u8; 32];
            for (i, x) in w.iter().enumerate() {
                b[4 * i..4 * i + 4].copy_from_slice(&x.to_le_bytes());
            }
            out.write(blst_scalar { b });
        }
    }
}

export! {
    /// `out` = the eight little-endian 32-bit words of `a`.
    pub fn blst_uint32_from_scalar(out: *mut u32, a: *const blst_scalar) {
        // SAFETY: `a` is readable, `out` has room for 8 words.
        unsafe {
            let b = (*a).b;
            let w: [u32; 8] = core::array::from_fn(|i| u32::from_le_bytes(b[4 * i..4 * i + 4].try_into().unwrap_or([0; 4])));
            (out as *mut [u32; 8]).write(w);
        }
    }
}

export! {
    /// `out` = the scalar of the four little-endian 64-bit words `a`.
    pub fn blst_scalar_from_uint64(out: *mut blst_scalar, a: *const u64) {
        // SAFETY: `a` points to 4 words, read before `out` is written.
        unsafe {
            let w = (a as *const [u64; 4]).read();
            let mut b = [0u8; 32];
            le_from_limbs(&w, &mut b);
            out.write(blst_scalar { b });
        }
    }
}

export! {
    /// `out` = the four little-endian 64-bit words of `a`.
    pub fn blst_uint64_from_scalar(out: *mut u64, a: *const blst_scalar) {
        // SAFETY: `a` is readable, `out` has room for 4 words.
        unsafe {
            let w: [u64; 4] = limbs_from_le(&(*a).b);
            (out as *mut [u64; 4]).write(w);
        }
    }
}

export! {
    /// `out` = the scalar of the 32 big-endian bytes `a`.
    pub fn blst_scalar_from_bendian(out: *mut blst_scalar, a: *const byte) {
        // SAFETY: `a` points to 32 bytes, read before `out` is written.
        unsafe {
            let mut b = (a as *const [u8; 32]).read();
            b.reverse();
            out.write(blst_scalar { b });
        }
    }
}

export! {
    /// `out` = the 32 big-endian bytes of `a`.
    pub fn blst_bendian_from_scalar(out: *mut byte, a: *const blst_scalar) {
        // SAFETY: `a` is readable, `out` has room for 32 bytes.
        unsafe {
            let mut b = (*a).b;
            b.reverse();
            (out as *mut [u8; 32]).write(b);
        }
    }
}

export! {
    /// `out` = the scalar of the 32 little-endian bytes `a`.
    pub fn blst_scalar_from_lendian(out: *mut blst_scalar, a: *const byte) {
        // SAFETY: `a` points to 32 bytes, read before `out` is written.
        unsafe { out.write(blst_scalar { b: (a as *const [u8; 32]).read() }) }
    }
}

export! {
    /// `out` = the 32 little-endian bytes of `a`.
    pub fn blst_lendian_from_scalar(out: *mut byte, a: *const blst_scalar) {
        // SAFETY: `a` is readable, `out` has room for 32 bytes.
        unsafe { (out as *mut [u8; 32]).write((*a).b) }
    }
}

export! {
    /// Whether `a < r`.
    pub fn blst_scalar_fr_check(a: *const blst_scalar) -> bool {
        // SAFETY: `a` is readable.
        scalar::fr_check(unsafe { &(*a).b })
    }
}

export! {
    /// Whether `0 < a < r`.
    pub fn blst_sk_check(a: *const blst_scalar) -> bool {
        // SAFETY: `a` is readable.
        scalar::sk_check(unsafe { &(*a).b })
    }
}

export! {
    /// `out = a + b mod r`; whether it is non-zero.
    pub fn blst_sk_add_n_check(out: *mut blst_scalar, a: *const blst_scalar, b: *const blst_scalar) -> bool {
        // SAFETY: `a` and `b` are read before `out` is written.
        unsafe {
            let (r, ok) = scalar::n_check(&(*a).b, &(*b).b, |x, y| x + y);
            out.write(blst_scalar { b: r });
            ok
        }
    }
}

export! {
    /// `out = a − b mod r`; whether it is non-zero.
    pub fn blst_sk_sub_n_check(out: *mut blst_scalar, a: *const blst_scalar, b: *const blst_scalar) -> bool {
        // SAFETY: `a` and `b` are read before `out` is written.
        unsafe {
            let (r, ok) = scalar::n_check(&(*a).b, &(*b).b, |x, y| x - y);
            out.write(blst_scalar { b: r });
            ok
        }
    }
}

export! {
    /// `out = a·b mod r`; whether it is non-zero.
    pub fn blst_sk_mul_n_check(out: *mut blst_scalar, a: *const blst_scalar, b: *const blst_scalar) -> bool {
        // SAFETY: `a` and `b` are read before `out` is written.
        unsafe {
            let (r, ok) = scalar::n_check(&(*a).b, &(*b).b, |x, y| x * y);
            out.write(blst_scalar { b: r });
            ok
        }
    }
}

export! {
    /// `out = 1/a mod r` (zero for zero), in constant time.
    pub fn blst_sk_inverse(out: *mut blst_scalar, a: *const blst_scalar) {
        // SAFETY: `a` is read before `out` is written.
        unsafe { out.write(blst_scalar { b: scalar::inverse(&(*a).b) }) }
    }
}

export! {
    /// `out` = the little-endian integer of `len` bytes mod r; whether it is non-zero.
    pub fn blst_scalar_from_le_bytes(out: *mut blst_scalar, in_: *const byte, len: usize) -> bool {
        // SAFETY: `in_` has `len` readable bytes, read before `out` is written.
        unsafe {
            let s = fr_from_le_bytes(super::bytes(in_, len));
            out.write(blst_scalar { b: s.to_bytes() });
            !bool::from(s.is_zero())
        }
    }
}

export! {
    /// `out` = the big-endian integer of `len` bytes mod r; whether it is non-zero.
    pub fn blst_scalar_from_be_bytes(out: *mut blst_scalar, in_: *const byte, len: usize) -> bool {
        // SAFETY: `in_` has `len` readable bytes, read before `out` is written.
        unsafe {
            let s = fr_from_be_bytes(super::bytes(in_, len));
            out.write(blst_scalar { b: s.to_bytes() });
            !bool::from(s.is_zero())
        }
    }
}

/// Unary and binary element functions: `ret = f(*a[, *b])` over the bls381 type.
macro_rules! unary {
    ($(#[$m:meta])* $name:ident, $raw:ty, $get:ident, $put:ident, |$a:ident| $e:expr) => {
        export! {
            $(#[$m])*
            pub fn $name(ret: *mut $raw, a: *const $raw) {
                // SAFETY: `a` is read (by value) before `ret`, which may alias it, is written.
                unsafe {
                    let $a = $get(&*a);
                    *ret = $put(&$e);
                }
            }
        }
    };
}

macro_rules! binary {
    ($(#[$m:meta])* $name:ident, $raw:ty, $get:ident, $put:ident, |$a:ident, $b:ident| $e:expr) => {
        export! {
            $(#[$m])*
            pub fn $name(ret: *mut $raw, a: *const $raw, b: *const $raw) {
                // SAFETY: `a` and `b` are read (by value) before `ret` is written.
                unsafe {
                    let ($a, $b) = ($get(&*a), $get(&*b));
                    *ret = $put(&$e);
                }
            }
        }
    };
}

macro_rules! with_count {
    ($(#[$m:meta])* $name:ident, $raw:ty, $get:ident, $put:ident, $arg:ident: $t:ty, |$a:ident| $e:expr) => {
        export! {
            $(#[$m])*
            pub fn $name(ret: *mut $raw, a: *const $raw, $arg: $t) {
                // SAFETY: `a` is read (by value) before `ret` is written.
                unsafe {
                    let $a = $get(&*a);
                    *ret = $put(&$e);
                }
            }
        }
    };
}

binary!(/// `ret = a + b` in Fr.
    blst_fr_add, blst_fr, fr, raw_fr, |a, b| a + b);
binary!(/// `ret = a − b` in Fr.
    blst_fr_sub, blst_fr, fr, raw_fr, |a, b| a - b);
unary!(/// `ret = 3a` in Fr.
    blst_fr_mul_by_3, blst_fr, fr, raw_fr, |a| a.triple());
with_count!(/// `ret = a·2^count` in Fr.
    blst_fr_lshift, blst_fr, fr, raw_fr, count: usize, |a| lshift(a, count));
with_count!(/// `ret = a/2^count` in Fr.
    blst_fr_rshift, blst_fr, fr, raw_fr, count: usize, |a| fr_rshift(a, count));
binary!(/// `ret = a·b` in Fr.
    blst_fr_mul, blst_fr, fr, raw_fr, |a, b| a * b);
unary!(/// `ret = a²` in Fr.
    blst_fr_sqr, blst_fr, fr, raw_fr, |a| a.square());
with_count!(/// `ret = −a` if `flag`, else `a`, in Fr (constant time).
    blst_fr_cneg, blst_fr, fr, raw_fr, flag: bool, |a| cneg(a, flag));
unary!(/// `ret = 1/a` in Fr (zero for zero).
    blst_fr_eucl_inverse, blst_fr, fr, raw_fr, |a| inverse(a));
unary!(/// `ret = 1/a` in Fr (zero for zero), in constant time.
    blst_fr_inverse, blst_fr, fr, raw_fr, |a| inverse(a));

export! {
    /// `ret` = the integer of the four little-endian words `a`, mod r, in Montgomery form.
    pub fn blst_fr_from_uint64(ret: *mut blst_fr, a: *const u64) {
        // SAFETY: `a` has 4 words, read before `ret` is written.
        unsafe { *ret = raw_fr(&fr_to_mont((a as *const [u64; 4]).read())) }
    }
}

export! {
    /// `ret` = the four little-endian words of the integer `a`.
    pub fn blst_uint64_from_fr(ret: *mut u64, a: *const blst_fr) {
        // SAFETY: `a` is read before `ret` (room for 4 words) is written.
        unsafe { (ret as *mut [u64; 4]).write(fr(&*a).to_raw()) }
    }
}

export! {
    /// `ret` = the scalar `a` mod r, in Montgomery form.
    pub fn blst_fr_from_scalar(ret: *mut blst_fr, a: *const blst_scalar) {
        // SAFETY: `a` is read before `ret` is written.
        unsafe { *ret = raw_fr(&fr_from_scalar_bytes(&(*a).b)) }
    }
}

export! {
    /// `ret` = the integer of `a` as a scalar.
    pub fn blst_scalar_from_fr(ret: *mut blst_scalar, a: *const blst_fr) {
        // SAFETY: `a` is read before `ret` is written.
        unsafe { ret.write(blst_scalar { b: fr(&*a).to_bytes() }) }
    }
}

binary!(/// `ret = a + b` in Fp.
    blst_fp_add, blst_fp, fp, raw_fp, |a, b| a + b);
binary!(/// `ret = a − b` in Fp.
    blst_fp_sub, blst_fp, fp, raw_fp, |a, b| a - b);
unary!(/// `ret = 3a` in Fp.
    blst_fp_mul_by_3, blst_fp, fp, raw_fp, |a| a.triple());
unary!(/// `ret = 8a` in Fp.
    blst_fp_mul_by_8, blst_fp, fp, raw_fp, |a| a.double().double().double());
with_count!(/// `ret = a·2^count` in Fp.
    blst_fp_lshift, blst_fp, fp, raw_fp, count: usize, |a| lshift(a, count));
binary!(/// `ret = a·b` in Fp.
    blst_fp_mul, blst_fp, fp, raw_fp, |a, b| a * b);
unary!(/// `ret = a²` in Fp.
    blst_fp_sqr, blst_fp, fp, raw_fp, |a| a.square());
with_count!(/// `ret = −a` if `flag`, else `a`, in Fp (constant time).
    blst_fp_cneg, blst_fp, fp, raw_fp, flag: bool, |a| cneg(a, flag));
unary!(/// `ret = 1/a` in Fp (zero for zero).
    blst_fp_eucl_inverse, blst_fp, fp, raw_fp, |a| inverse(a));
unary!(/// `ret = 1/a` in Fp (zero for zero), in constant time.
    blst_fp_inverse, blst_fp, fp, raw_fp, |a| inverse(a));

export! {
    /// `ret = a^((p+1)/4)`, a square root of `a` when it has one; whether it has.
    pub fn blst_fp_sqrt(ret: *mut blst_fp, a: *const blst_fp) -> bool {
        // SAFETY: `a` is read before `ret` is written.
        unsafe {
            let (s, ok) = fp_sqrt(fp(&*a));
            *ret = raw_fp(&s);
            ok
        }
    }
}

export! {
    /// `ret` = the integer of the twelve little-endian 32-bit words `a`, mod p, in
    /// Montgomery form.
    pub fn blst_fp_from_uint32(ret: *mut blst_fp, a: *const u32) {
        // SAFETY: `a` has 12 words, read before `ret` is written.
        unsafe {
            let w = (a as *const [u32; 12]).read();
            let l: [u64; 6] = core::array::from_fn(|i| u64::from(w[2 * i]) | u64::from(w[2 * i + 1]) << 32);
            *ret = raw_fp(&fp_to_mont(l));
        }
    }
}

export! {
    /// `ret` = the twelve little-endian 32-bit words of the integer `a`.
    pub fn blst_uint32_from_fp(ret: *mut u32, a: *const blst_fp) {
        // SAFETY: `a` is read before `ret` (room for 12 words) is written.
        unsafe {
            let l = fp(&*a).to_raw();
            let w: [u32; 12] = core::array::from_fn(|i| (l[i / 2] >> (32 * (i % 2))) as u32);
            (ret as *mut [u32; 12]).write(w);
        }
    }
}

export! {
    /// `ret` = the integer of the six little-endian words `a`, mod p, in Montgomery form.
    pub fn blst_fp_from_uint64(ret: *mut blst_fp, a: *const u64) {
        // SAFETY: `a` has 6 words, read before `ret` is written.
        unsafe { *ret = raw_fp(&fp_to_mont((a as *const [u64; 6]).read())) }
    }
}

export! {
    /// `ret` = the six little-endian words of the integer `a`.
    pub fn blst_uint64_from_fp(ret: *mut u64, a: *const blst_fp) {
        // SAFETY: `a` is read before `ret` (room for 6 words) is written.
        unsafe { (ret as *mut [u64; 6]).write(fp(&*a).to_raw()) }
    }
}

export! {
    /// `ret` = the 48 big-endian bytes `a` mod p, in Montgomery form.
    pub fn blst_fp_from_bendian(ret: *mut blst_fp, a: *const byte) {
        // SAFETY: `a` has 48 bytes, read before `ret` is written.
        unsafe { *ret = raw_fp(&fp_from_be_bytes(&(a as *const [u8; 48]).read())) }
    }
}

export! {
    /// `ret` = the 48 big-endian bytes of the integer `a`.
    pub fn blst_bendian_from_fp(ret: *mut byte, a: *const blst_fp) {
        // SAFETY: `a` is read before `ret` (room for 48 bytes) is written.
        unsafe { (ret as *mut [u8; 48]).write(fp_to_be(&fp(&*a))) }
    }
}

export! {
    /// `ret` = the 48 little-endian bytes `a` mod p, in Montgomery form.
    pub fn blst_fp_from_lendian(ret: *mut blst_fp, a: *const byte) {
        // SAFETY: `a` has 48 bytes, read before `ret` is written.
        unsafe { *ret = raw_fp(&fp_from_le_bytes(&(a as *const [u8; 48]).read())) }
    }
}

export! {
    /// `ret` = the 48 little-endian bytes of the integer `a`.
    pub fn blst_lendian_from_fp(ret: *mut byte, a: *const blst_fp) {
        // SAFETY: `a` is read before `ret` (room for 48 bytes) is written.
        unsafe {
            let mut b = fp_to_be(&fp(&*a));
            b.reverse();
            (ret as *mut [u8; 48]).write(b);
        }
    }
}

binary!(/// `ret = a + b` in Fp2.
    blst_fp2_add, blst_fp2, fp2, raw_fp2, |a, b| a + b);
binary!(/// `ret = a − b` in Fp2.
    blst_fp2_sub, blst_fp2, fp2, raw_fp2, |a, b| a - b);
unary!(/// `ret = 3a` in Fp2.
    blst_fp2_mul_by_3, blst_fp2, fp2, raw_fp2, |a| a.triple());
unary!(/// `ret = 8a` in Fp2.
    blst_fp2_mul_by_8, blst_fp2, fp2, raw_fp2, |a| a.double().double().double());
with_count!(/// `ret = a·2^count` in Fp2.
    blst_fp2_lshift, blst_fp2, fp2, raw_fp2, count: usize, |a| lshift(a, count));
binary!(/// `ret = a·b` in Fp2.
    blst_fp2_mul, blst_fp2, fp2, raw_fp2, |a, b| a * b);
unary!(/// `ret = a²` in Fp2.
    blst_fp2_sqr, blst_fp2, fp2, raw_fp2, |a| a.square());
with_count!(/// `ret = −a` if `flag`, else `a`, in Fp2 (constant time).
    blst_fp2_cneg, blst_fp2, fp2, raw_fp2, flag: bool, |a| cneg(a, flag));
unary!(/// `ret = 1/a` in Fp2 (zero for zero).
    blst_fp2_eucl_inverse, blst_fp2, fp2, raw_fp2, |a| inverse(a));
unary!(/// `ret = 1/a` in Fp2 (zero for zero), in constant time.
    blst_fp2_inverse, blst_fp2, fp2, raw_fp2, |a| inverse(a));

export! {
    /// `ret` = a square root of `a` (blst's root) and true, or false when `a` is not a square
    /// (then `ret` is zero; blst leaves an intermediate value).
    pub fn blst_fp2_sqrt(ret: *mut blst_fp2, a: *const blst_fp2) -> bool {
        // SAFETY: `a` is read before `ret` is written.
        unsafe {
            let (s, ok) = fp2_sqrt(fp2(&*a));
            *ret = raw_fp2(&s);
            ok
        }
    }
}

unary!(/// `ret = a²` in Fp12.
    blst_fp12_sqr, blst_fp12, fp12, raw_fp12, |a| a.square());
unary!(/// `ret = a²` in the cyclotomic subgroup (Granger–Scott).
    blst_fp12_cyclotomic_sqr, blst_fp12, fp12, raw_fp12, |a| a.cyclotomic_square());
binary!(/// `ret = a·b` in Fp12.
    blst_fp12_mul, blst_fp12, fp12, raw_fp12, |a, b| a * b);
unary!(/// `ret = 1/a` in Fp12 (zero for zero).
    blst_fp12_inverse, blst_fp12, fp12, raw_fp12, |a| a.invert().unwrap_or(Fp12::ZERO));
with_count!(/// `ret = a^(p^n)`.
    blst_fp12_frobenius_map, blst_fp12, fp12, raw_fp12, n: usize, |a| fp12_frobenius(&a, n));

export! {
    /// `ret = a·(x + y·w² ... )`: the product by the sparse element with coefficients
    /// (x, y, 0, 0, z, 0), `xy00z0 = (x, y, z)` (the line shape of the Miller loop).
    pub fn blst_fp12_mul_by_xy00z0(ret: *mut blst_fp12, a: *const blst_fp12, xy00z0: *const blst_fp6) {
        // SAFETY: both inputs are read before `ret` is written.
        unsafe {
            let (a, l) = (fp12(&*a), fp6(&*xy00z0));
            *ret = raw_fp12(&a.mul_by_014(&l.c0, &l.c1, &l.c2));
        }
    }
}

export! {
    /// `a = conj(a)` (the p⁶-power Frobenius), in place.
    pub fn blst_fp12_conjugate(a: *mut blst_fp12) {
        // SAFETY: `a` is readable and writable.
        unsafe { *a = raw_fp12(&fp12(&*a).conjugate()) }
    }
}

export! {
    /// Whether `a = b` (limb for limb).
    pub fn blst_fp12_is_equal(a: *const blst_fp12, b: *const blst_fp12) -> bool {
        // SAFETY: both are readable.
        unsafe { (*a).fp6 == (*b).fp6 }
    }
}

export! {
    /// Whether `a = 1`.
    pub fn blst_fp12_is_one(a: *const blst_fp12) -> bool {
        // SAFETY: `a` is readable.
        fp12_is_one(unsafe { &*a })
    }
}

export! {
    /// Whether `a` is in Gt: non-zero, cyclotomic, and `a^p = a^z`.
    pub fn blst_fp12_in_group(a: *const blst_fp12) -> bool {
        // SAFETY: `a` is readable.
        fp12_in_group(&fp12(unsafe { &*a }))
    }
}

/// One in Fp12, the target of `blst_fp12_one`.
static FP12_ONE: blst_fp12 = raw_fp12(&Fp12::ONE);

export! {
    /// A pointer to one in Fp12 (static).
    pub fn blst_fp12_one() -> *const blst_fp12 {
        &FP12_ONE
    }
}

export! {
    /// `ret = a·R mod r` (into Montgomery form).
    pub fn blst_fr_to(ret: *mut blst_fr, a: *const blst_fr) {
        // SAFETY: `a` is read before `ret` is written.
        unsafe { *ret = raw_fr(&fr_to_mont((*a).l)) }
    }
}

export! {
    /// `ret = a/R mod r` (out of Montgomery form).
    pub fn blst_fr_from(ret: *mut blst_fr, a: *const blst_fr) {
        // SAFETY: `a` is read before `ret` is written.
        unsafe { *ret = blst_fr { l: fr(&*a).to_raw() } }
    }
}

export! {
    /// `ret = a·R mod p` (into Montgomery form).
    pub fn blst_fp_to(ret: *mut blst_fp, a: *const blst_fp) {
        // SAFETY: `a` is read before `ret` is written.
        unsafe { *ret = raw_fp(&fp_to_mont((*a).l)) }
    }
}

export! {
    /// `ret = a/R mod p` (out of Montgomery form).
    pub fn blst_fp_from(ret: *mut blst_fp, a: *const blst_fp) {
        // SAFETY: `a` is read before `ret` is written.
        unsafe { *ret = blst_fp { l: fp(&*a).to_raw() } }
    }
}

export! {
    /// Whether `a` is a square in Fp (zero is).
    pub fn blst_fp_is_square(a: *const blst_fp) -> bool {
        // SAFETY: `a` is readable.
        bool::from(fp(unsafe { &*a }).is_square())
    }
}

export! {
    /// Whether `a` is a square in Fp2 (zero is).
    pub fn blst_fp2_is_square(a: *const blst_fp2) -> bool {
        // SAFETY: `a` is readable.
        bool::from(fp2(unsafe { &*a }).is_square())
    }
}

export! {
    /// The Cooley–Tukey butterfly: `(x0, x1) = (x0 + t, x0 − t)` with `t = x1·twiddle`.
    pub fn blst_fr_ct_bfly(x0: *mut blst_fr, x1: *mut blst_fr, twiddle: *const blst_fr) {
        // SAFETY: the three are read before the two outputs are written.
        unsafe {
            let (a, b, w) = (fr(&*x0), fr(&*x1), fr(&*twiddle));
            let t = b * w;
            *x1 = raw_fr(&(a - t));
            *x0 = raw_fr(&(a + t));
        }
    }
}

export! {
    /// The Gentleman–Sande butterfly: `(x0, x1) = (x0 + x1, (x0 − x1)·twiddle)`.
    pub fn blst_fr_gs_bfly(x0: *mut blst_fr, x1: *mut blst_fr, twiddle: *const blst_fr) {
        // SAFETY: the three are read before the two outputs are written.
        unsafe {
            let (a, b, w) = (fr(&*x0), fr(&*x1), fr(&*twiddle));
            *x0 = raw_fr(&(a + b));
            *x1 = raw_fr(&((a - b) * w));
        }
    }
}

export! {
    /// `out` = the scalar of the hex digits at `hex` (optionally `0x`-prefixed, up to the first
    /// non-digit, at most 64 digits, NUL-terminated).
    pub fn blst_scalar_from_hexascii(out: *mut blst_scalar, hex: *const byte) {
        // SAFETY: `hex` is a NUL-terminated string, read before `out` is written.
        unsafe {
            let d = super::misc::hex_digits(hex, 64);
            let mut b = [0u8; 32];
            le_bytes_from_hex(&d, &mut b);
            out.write(blst_scalar { b });
        }
    }
}

export! {
    /// `ret` = the hex number at `hex` (at most 64 digits) mod r, in Montgomery form.
    pub fn blst_fr_from_hexascii(ret: *mut blst_fr, hex: *const byte) {
        // SAFETY: `hex` is a NUL-terminated string, read before `ret` is written.
        unsafe {
            let d = super::misc::hex_digits(hex, 64);
            let mut b = [0u8; 32];
            le_bytes_from_hex(&d, &mut b);
            *ret = raw_fr(&fr_to_mont(limbs_from_le(&b)));
        }
    }
}

export! {
    /// `ret` = the hex number at `hex` (at most 96 digits) mod p, in Montgomery form.
    pub fn blst_fp_from_hexascii(ret: *mut blst_fp, hex: *const byte) {
        // SAFETY: `hex` is a NUL-terminated string, read before `ret` is written.
        unsafe {
            let d = super::misc::hex_digits(hex, 96);
            let mut b = [0u8; 48];
            le_bytes_from_hex(&d, &mut b);
            *ret = raw_fp(&fp_to_mont(limbs_from_le(&b)));
        }
    }
}

export! {
    /// `ret` = the little-endian integer of `len` bytes mod p, in Montgomery form.
    pub fn blst_fp_from_le_bytes(ret: *mut blst_fp, in_: *const byte, len: usize) {
        // SAFETY: `in_` has `len` readable bytes, read before `ret` is written.
        unsafe { *ret = raw_fp(&fp_from_le_bytes(super::bytes(in_, len))) }
    }
}

export! {
    /// `ret` = the big-endian integer of `len` bytes mod p, in Montgomery form.
    pub fn blst_fp_from_be_bytes(ret: *mut blst_fp, in_: *const byte, len: usize) {
        // SAFETY: `in_` has `len` readable bytes, read before `ret` is written.
        unsafe { *ret = raw_fp(&fp_from_be_bytes(super::bytes(in_, len))) }
    }
}

export! {
    /// The 576-byte big-endian encoding of `a`, in blst's coefficient order.
    pub fn blst_bendian_from_fp12(out: *mut byte, a: *const blst_fp12) {
        // SAFETY: `a` is read before `out` (room for 576 bytes) is written.
        unsafe { (out as *mut [u8; 576]).write(fp12_to_bendian(&fp12(&*a))) }
    }
}

#[allow(dead_code)]
fn _types(_: Fp, _: Fp2, _: Fr) {}
