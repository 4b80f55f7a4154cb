//! Points of G1 and G2: the group law, multiplication, subgroup checks, encodings, hashing,
//! keys and signatures, multi-scalar multiplication, and the generators; one macro for both
//! groups, as blst's C sources are written once for both.

use bls381::curve::{Curve, G1, G2};
use bls381::field::{Field, Fp, Fp2};
use subtle::Choice;

use super::{bytes, export, gather, gather_bytes};
use crate::field::{fp, fp2, raw_fp, raw_fp2};
use crate::msm;
use crate::point::{self, Aff, Group, Jac};
use crate::types::*;

macro_rules! points {
    (
        $g:ty, $jac:ty, $aff:ty, $rawf:ty, $getf:ident, $c:literal, $xyzz:literal, $scratch_sz:literal,
        $add:ident, $add_or_double:ident, $add_affine:ident, $add_or_double_affine:ident,
        $double:ident, $mult:ident, $unchecked_mult:ident, $cneg:ident, $to_affine:ident,
        $from_affine:ident, $from_jacobian:ident, $on_curve:ident, $in_g:ident, $is_equal:ident,
        $is_inf:ident, $generator:ident, $affine_on_curve:ident, $affine_in_g:ident,
        $affine_is_equal:ident, $affine_is_inf:ident, $affine_generator:ident,
        $s_to_affine:ident, $s_add:ident, $precompute_sizeof:ident, $precompute:ident,
        $wbits_scratch_sizeof:ident, $mult_wbits:ident, $pippenger_scratch_sizeof:ident,
        $mult_pippenger:ident, $tile_pippenger:ident, $map_to:ident, $encode_to:ident,
        $hash_to:ident, $serialize:ident, $compress:ident, $affine_serialize:ident,
        $affine_compress:ident, $uncompress:ident, $deserialize:ident, $sk_to_pk:ident,
        $sk_to_pk2:ident, $sign:ident, $sign2:ident, $aggregate_in:ident, $sizeof:ident,
        $affine_sizeof:ident, $gen_jac:ident, $gen_aff:ident
    ) => {
        /// The generator in Jacobian coordinates (Z = 1).
        static $gen_jac: $jac = {
            let one = <<$g as Curve>::Base as Field>::ONE;
            <$jac>::from_parts(&<$g>::GENERATOR_X, &<$g>::GENERATOR_Y, &one)
        };

        /// The generator in affine coordinates.
        static $gen_aff: $aff = <$aff>::from_parts(&<$g>::GENERATOR_X, &<$g>::GENERATOR_Y);

        export! {
            /// `out = a + b` for a ≠ b (the point at infinity when a = b, as in blst; use
            #[doc = concat!("[`", stringify!($add_or_double), "`] when they may be equal).")]
            pub fn $add(out: *mut $jac, a: *const $jac, b: *const $jac) {
                // SAFETY: the inputs are read by value before `out` is written.
                unsafe {
                    let (a, b) = (<$g>::jac(&*a), <$g>::jac(&*b));
                    *out = <$g>::raw_jac(&a.add(&b));
                }
            }
        }

        export! {
            /// `out = a + b` for any points (complete, constant time).
            pub fn $add_or_double(out: *mut $jac, a: *const $jac, b: *const $jac) {
                // SAFETY: the inputs are read by value before `out` is written.
                unsafe {
                    let (a, b) = (<$g>::jac(&*a), <$g>::jac(&*b));
                    *out = <$g>::raw_jac(&a.dadd(&b));
                }
            }
        }

        export! {
            /// `out = a + b` for an affine b ≠ a.
            pub fn $add_affine(out: *mut $jac, a: *const $jac, b: *const $aff) {
                // SAFETY: the inputs are read by value before `out` is written.
                unsafe {
                    let (a, b) = (<$g>::jac(&*a), <$g>::aff(&*b));
                    *out = <$g>::raw_jac(&a.add_aff(&b));
                }
            }
        }

        export! {
            /// `out = a + b` for an affine b, any points.
            pub fn $add_or_double_affine(out: *mut $jac, a: *const $jac, b: *const $aff) {
                // SAFETY: the inputs are read by value before `out` is written.
                unsafe {
                    let (a, b) = (<$g>::jac(&*a), <$g>::aff(&*b));
                    *out = <$g>::raw_jac(&a.dadd_aff(&b));
                }
            }
        }

        export! {
            /// `out = 2a`.
            pub fn $double(out: *mut $jac, a: *const $jac) {
                // SAFETY: the input is read by value before `out` is written.
                unsafe { *out = <$g>::raw_jac(&<$g>::jac(&*a).dbl()) }
            }
        }

        export! {
            /// `out = k·p` for the `nbits`-bit little-endian scalar at `scalar`, in constant
            /// time (for `p` in the subgroup when `nbits` is 176 (G1) or 144 (G2) to 256, as in blst).
            pub fn $mult(out: *mut $jac, p: *const $jac, scalar: *const byte, nbits: usize) {
                // SAFETY: `p` and the scalar's (nbits + 7)/8 bytes are read before `out` is
                // written.
                unsafe {
                    let (p, k) = (<$g>::jac(&*p), bytes(scalar, nbits.div_ceil(8)));
                    *out = <$g>::raw_jac(&point::mult::<$g>(&p, k, nbits));
                }
            }
        }

        export! {
            /// `out = k·p` for any point of the curve (no endomorphism).
            pub fn $unchecked_mult(out: *mut $jac, p: *const $jac, scalar: *const byte, nbits: usize) {
                // SAFETY: as for the checked multiplication.
                unsafe {
                    let (p, k) = (<$g>::jac(&*p), bytes(scalar, nbits.div_ceil(8)));
                    *out = <$g>::raw_jac(&point::mult_exact(&p, k, nbits));
                }
            }
        }

        export! {
            /// `p = −p` in place when `cbit` (constant time).
            pub fn $cneg(p: *mut $jac, cbit: bool) {
                // SAFETY: `p` is readable and writable.
                unsafe { *p = <$g>::raw_jac(&<$g>::jac(&*p).cneg(Choice::from(u8::from(cbit)))) }
            }
        }

        export! {
            /// `out` = the affine form of `in_` ((0, 0) at infinity).
            pub fn $to_affine(out: *mut $aff, in_: *const $jac) {
                // SAFETY: `in_` is read by value before `out` is written.
                unsafe { *out = <$g>::raw_aff(&<$g>::jac(&*in_).to_aff()) }
            }
        }

        export! {
            /// `out` = the Jacobian form of `in_` (Z = 1, or 0 for (0, 0)).
            pub fn $from_affine(out: *mut $jac, in_: *const $aff) {
                // SAFETY: `in_` is read by value before `out` is written.
                unsafe { *out = <$g>::raw_jac(&Jac::from_aff(&<$g>::aff(&*in_))) }
            }
        }

        export! {
            /// `out` = `in_` normalised: (X/Z², Y/Z³, 1), or (0, 0, 0) at infinity.
            pub fn $from_jacobian(out: *mut $jac, in_: *const $jac) {
                // SAFETY: `in_` is read by value before `out` is written.
                unsafe {
                    let p = <$g>::jac(&*in_);
                    let a = p.to_aff();
                    *out = <$g>::raw_jac(&Jac::from_aff(&a));
                }
            }
        }

        export! {
            /// Whether `p` satisfies the curve equation (or is at infinity).
            pub fn $on_curve(p: *const $jac) -> bool {
                // SAFETY: `p` is readable.
                bool::from(<$g>::jac(unsafe { &*p }).on_curve(&<$g>::B))
            }
        }

        export! {
            /// Whether `p` is in the prime-order subgroup (constant time; for points on the
            /// curve).
            pub fn $in_g(p: *const $jac) -> bool {
                // SAFETY: `p` is readable.
                crate::pairing::jac_in_group::<$g>(&<$g>::jac(unsafe { &*p }))
            }
        }

        export! {
            /// Whether `a` and `b` are the same point.
            pub fn $is_equal(a: *const $jac, b: *const $jac) -> bool {
                // SAFETY: both are readable.
                unsafe { bool::from(<$g>::jac(&*a).eq(&<$g>::jac(&*b))) }
            }
        }

        export! {
            /// Whether `a` is the point at infinity (Z = 0).
            pub fn $is_inf(a: *const $jac) -> bool {
                // SAFETY: `a` is readable.
                bool::from(<$g>::jac(unsafe { &*a }).is_inf())
            }
        }

        export! {
            /// A pointer to the generator (static).
            pub fn $generator() -> *const $jac {
                &$gen_jac
            }
        }

        export! {
            /// Whether the affine `p` satisfies the curve equation or is (0, 0).
            pub fn $affine_on_curve(p: *const $aff) -> bool {
                // SAFETY: `p` is readable.
                bool::from(<$g>::aff(unsafe { &*p }).on_curve(&<$g>::B))
            }
        }

        export! {
            /// Whether the affine `p` is in the prime-order subgroup ((0, 0) is).
            pub fn $affine_in_g(p: *const $aff) -> bool {
                // SAFETY: `p` is readable.
                point::in_group::<$g>(&<$g>::aff(unsafe { &*p }))
            }
        }

        export! {
            /// Whether the affine `a` and `b` are equal (coordinates compared).
            pub fn $affine_is_equal(a: *const $aff, b: *const $aff) -> bool {
                // SAFETY: both are readable.
                unsafe { bool::from(<$g>::aff(&*a).eq(&<$g>::aff(&*b))) }
            }
        }

        export! {
            /// Whether the affine `a` is (0, 0), the point at infinity.
            pub fn $affine_is_inf(a: *const $aff) -> bool {
                // SAFETY: `a` is readable.
                bool::from(<$g>::aff(unsafe { &*a }).is_inf())
            }
        }

        export! {
            /// A pointer to the affine generator (static).
            pub fn $affine_generator() -> *const $aff {
                &$gen_aff
            }
        }

        export! {
            /// `dst[i]` = the affine form of the i-th of the `npoints` points of `points`
            /// (blst's pointer-array convention), with one inversion.
            pub fn $s_to_affine(dst: *mut $aff, points: *const *const $jac, npoints: usize) {
                // SAFETY: `points` designates `npoints` readable points (read first); `dst`
                // has room for `npoints` affine points.
                unsafe {
                    let pts: Vec<_> = gather(points, npoints).iter().map(<$g>::jac).collect();
                    for (i, a) in point::batch_to_aff(&pts).iter().enumerate() {
                        *dst.add(i) = <$g>::raw_aff(a);
                    }
                }
            }
        }

        export! {
            /// `ret` = the sum of the `npoints` affine points of `points`.
            pub fn $s_add(ret: *mut $jac, points: *const *const $aff, npoints: usize) {
                // SAFETY: the points are read before `ret` is written.
                unsafe {
                    let pts = gather(points, npoints);
                    *ret = <$g>::raw_jac(&point::sum(pts.iter().map(<$g>::aff)));
                }
            }
        }

        export! {
            /// The bytes of a `wbits` table for `npoints` points (blst's size).
            pub fn $precompute_sizeof(wbits: usize, npoints: usize) -> usize {
                (core::mem::size_of::<$aff>() * npoints) << (wbits.max(1) - 1)
            }
        }

        export! {
            /// Fills `table` with the multiples P, 2P, …, 2^(wbits−1)·P of each of the
            /// `npoints` points (blst's layout).
            pub fn $precompute(table: *mut $aff, wbits: usize, points: *const *const $aff, npoints: usize) {
                // SAFETY: the points are read first; `table` has room for the size that
                // the `_sizeof` function reports.
                unsafe {
                    let pts: Vec<_> = gather(points, npoints).iter().map(<$g>::aff).collect();
                    for (i, a) in msm::precompute_wbits(&pts, wbits).iter().enumerate() {
                        *table.add(i) = <$g>::raw_aff(a);
                    }
                }
            }
        }

        export! {
            /// The scratch bytes blst's `wbits` multiplication wants (the facade needs none).
            pub fn $wbits_scratch_sizeof(npoints: usize) -> usize {
                core::mem::size_of::<$jac>() * npoints.min($scratch_sz)
            }
        }

        export! {
            /// `ret` = Σ kᵢ·Pᵢ for the points of a `wbits` table and the `nbits`-bit scalars
            /// of `scalars` (pointer-array convention); `scratch` is not used.
            pub fn $mult_wbits(
                ret: *mut $jac,
                table: *const $aff,
                wbits: usize,
                npoints: usize,
                scalars: *const *const byte,
                nbits: usize,
                scratch: *mut limb_t,
            ) {
                let _ = scratch;
                // SAFETY: the table holds `npoints` rows, the scalars `npoints` strings of
                // (nbits + 7)/8 bytes; all read before `ret` is written.
                unsafe {
                    let nwin = 1usize << (wbits.max(1) - 1);
                    let bases: Vec<_> = (0..npoints).map(|i| <$g>::aff(&*table.add(i * nwin))).collect();
                    let ks = if npoints == 0 { Vec::new() } else { gather_bytes(scalars, npoints, nbits.div_ceil(8)) };
                    *ret = <$g>::raw_jac(&msm::msm::<$g>(&bases, &ks, nbits));
                }
            }
        }

        export! {
            /// The scratch bytes blst's Pippenger wants for `npoints` points (blst's value; the
            /// facade needs none).
            pub fn $pippenger_scratch_sizeof(npoints: usize) -> usize {
                msm::pippenger_scratch_sizeof($xyzz, npoints)
            }
        }

        export! {
            /// `ret` = Σ kᵢ·Pᵢ (Pippenger; variable time) for the `npoints` affine points and
            /// `nbits`-bit scalars of the pointer arrays; `scratch` is not used.
            pub fn $mult_pippenger(
                ret: *mut $jac,
                points: *const *const $aff,
                npoints: usize,
                scalars: *const *const byte,
                nbits: usize,
                scratch: *mut limb_t,
            ) {
                let _ = scratch;
                // SAFETY: points and scalars are read before `ret` is written.
                unsafe {
                    let pts: Vec<_> = gather(points, npoints).iter().map(<$g>::aff).collect();
                    let ks = if npoints == 0 { Vec::new() } else { gather_bytes(scalars, npoints, nbits.div_ceil(8)) };
                    *ret = <$g>::raw_jac(&msm::msm::<$g>(&pts, &ks, nbits));
                }
            }
        }

        export! {
            /// `ret` = one tile of blst's Pippenger: Σ dᵢ·Pᵢ for the Booth digits of the
            /// scalars' window of `window` bits at `bit0`.
            pub fn $tile_pippenger(
                ret: *mut $jac,
                points: *const *const $aff,
                npoints: usize,
                scalars: *const *const byte,
                nbits: usize,
                scratch: *mut limb_t,
                bit0: usize,
                window: usize,
            ) {
                let _ = scratch;
                // SAFETY: points and scalars are read before `ret` is written.
                unsafe {
                    let pts: Vec<_> = gather(points, npoints).iter().map(<$g>::aff).collect();
                    let ks = if npoints == 0 { Vec::new() } else { gather_bytes(scalars, npoints, nbits.div_ceil(8)) };
                    *ret = <$g>::raw_jac(&msm::tile::<$g>(&pts, &ks, nbits, bit0, window));
                }
            }
        }

        export! {
            /// `out = clear_cofactor(map_to_curve(u))`, or of `map_to_curve(u) +
            /// map_to_curve(v)` when `v` is not NULL (RFC 9380 §6.6).
            pub fn $map_to(out: *mut $jac, u: *const $rawf, v: *const $rawf) {
                // SAFETY: `u` (and `v` unless NULL) are read before `out` is written.
                unsafe {
                    let u = $getf(&*u);
                    let v = if v.is_null() { None } else { Some($getf(&*v)) };
                    *out = <$g>::raw_jac(&point::jac_from_bls::<$g>(&point::map::<$g>(&u, v.as_ref())));
                }
            }
        }

        export! {
            /// `out = encode_to_curve(aug ‖ msg)` under `DST` (RFC 9380 `_NU_`).
            pub fn $encode_to(
                out: *mut $jac,
                msg: *const byte,
                msg_len: usize,
                DST: *const byte,
                DST_len: usize,
                aug: *const byte,
                aug_len: usize,
            ) {
                // SAFETY: the three byte strings are read before `out` is written.
                unsafe {
                    let p = point::encode::<$g>(bytes(msg, msg_len), bytes(DST, DST_len), bytes(aug, aug_len));
                    *out = <$g>::raw_jac(&point::jac_from_bls::<$g>(&p));
                }
            }
        }

        export! {
            /// `out = hash_to_curve(aug ‖ msg)` under `DST` (RFC 9380 `_RO_`).
            pub fn $hash_to(
                out: *mut $jac,
                msg: *const byte,
                msg_len: usize,
                DST: *const byte,
                DST_len: usize,
                aug: *const byte,
                aug_len: usize,
            ) {
                // SAFETY: the three byte strings are read before `out` is written.
                unsafe {
                    let p = point::hash::<$g>(bytes(msg, msg_len), bytes(DST, DST_len), bytes(aug, aug_len));
                    *out = <$g>::raw_jac(&point::jac_from_bls::<$g>(&p));
                }
            }
        }

        export! {
            /// The uncompressed encoding of the Jacobian `in_`.
            pub fn $serialize(out: *mut byte, in_: *const $jac) {
                // SAFETY: `in_` is read before `out` (room for the encoding) is written.
                unsafe {
                    let mut b = [0u8; 2 * $c];
                    point::serialize::<$g>(&<$g>::jac(&*in_).to_aff(), &mut b);
                    (out as *mut [u8; 2 * $c]).write(b);
                }
            }
        }

        export! {
            /// The compressed encoding of the Jacobian `in_`.
            pub fn $compress(out: *mut byte, in_: *const $jac) {
                // SAFETY: `in_` is read before `out` is written.
                unsafe {
                    let mut b = [0u8; $c];
                    point::compress::<$g>(&<$g>::jac(&*in_).to_aff(), &mut b);
                    (out as *mut [u8; $c]).write(b);
                }
            }
        }

        export! {
            /// The uncompressed encoding of the affine `in_`.
            pub fn $affine_serialize(out: *mut byte, in_: *const $aff) {
                // SAFETY: `in_` is read before `out` is written.
                unsafe {
                    let mut b = [0u8; 2 * $c];
                    point::serialize::<$g>(&<$g>::aff(&*in_), &mut b);
                    (out as *mut [u8; 2 * $c]).write(b);
                }
            }
        }

        export! {
            /// The compressed encoding of the affine `in_`.
            pub fn $affine_compress(out: *mut byte, in_: *const $aff) {
                // SAFETY: `in_` is read before `out` is written.
                unsafe {
                    let mut b = [0u8; $c];
                    point::compress::<$g>(&<$g>::aff(&*in_), &mut b);
                    (out as *mut [u8; $c]).write(b);
                }
            }
        }

        export! {
            /// Decodes a compressed point (no subgroup check) with blst's error values.
            pub fn $uncompress(out: *mut $aff, in_: *const byte) -> BLST_ERROR {
                // SAFETY: `in_` has the encoding's bytes, read before `out` is written.
                unsafe {
                    let (e, a) = point::uncompress::<$g>(&(in_ as *const [u8; $c]).read());
                    if let Some(a) = a {
                        *out = <$g>::raw_aff(&a);
                    }
                    e
                }
            }
        }

        export! {
            /// Decodes an uncompressed point (or a compressed one, by its flag; no subgroup
            /// check) with blst's error values.
            pub fn $deserialize(out: *mut $aff, in_: *const byte) -> BLST_ERROR {
                // SAFETY: `in_` has the uncompressed length, or the compressed one when its
                // first byte has the compression bit; read before `out` is written.
                unsafe {
                    let n = if *in_ & 0x80 != 0 { $c } else { 2 * $c };
                    let mut b = [0u8; 2 * $c];
                    core::ptr::copy_nonoverlapping(in_, b.as_mut_ptr(), n);
                    let (e, a) = point::deserialize::<$g>(&b);
                    if let Some(a) = a {
                        *out = <$g>::raw_aff(&a);
                    }
                    e
                }
            }
        }

        export! {
            /// `out_pk = SK·G`, normalised.
            pub fn $sk_to_pk(out_pk: *mut $jac, SK: *const blst_scalar) {
                // SAFETY: `SK` is read before `out_pk` is written.
                unsafe { *out_pk = <$g>::raw_jac(&point::sk_to_pk::<$g>(&(*SK).b)) }
            }
        }

        export! {
            /// `SK·G` as an affine point into `out_pk` and as blst's pre-decorated encoding
            /// (x ‖ y with the sign and infinity bits) into `out`; either may be NULL.
            pub fn $sk_to_pk2(out: *mut byte, out_pk: *mut $aff, SK: *const blst_scalar) {
                // SAFETY: `SK` is read first; the non-NULL outputs are writable.
                unsafe {
                    let a = point::sk_to_pk::<$g>(&(*SK).b).to_aff();
                    write2::<$g>(out, out_pk, &a);
                }
            }
        }

        export! {
            #[doc = concat!("`out_sig = SK·hash` for a hash in this group (keys in the other).")]
            pub fn $sign(out_sig: *mut $jac, hash: *const $jac, SK: *const blst_scalar) {
                // SAFETY: `hash` and `SK` are read before `out_sig` is written.
                unsafe { *out_sig = <$g>::raw_jac(&point::sign::<$g>(&<$g>::jac(&*hash), &(*SK).b)) }
            }
        }

        export! {
            /// `SK·hash` as an affine point and as blst's pre-decorated encoding; either
            /// output may be NULL.
            pub fn $sign2(out: *mut byte, out_sig: *mut $aff, hash: *const $jac, SK: *const blst_scalar) {
                // SAFETY: `hash` and `SK` are read first; the non-NULL outputs are writable.
                unsafe {
                    let a = point::sign::<$g>(&<$g>::jac(&*hash), &(*SK).b).to_aff();
                    write2::<$g>(out, out_sig, &a);
                }
            }
        }

        export! {
            /// Adds the encoded point `zwire` (validated: encoding, curve, subgroup) to `in_`
            /// into `out`, or stores it when `in_` is NULL; the point at infinity adds nothing.
            pub fn $aggregate_in(out: *mut $jac, in_: *const $jac, zwire: *const byte) -> BLST_ERROR {
                // SAFETY: `zwire` has the encoding's bytes and `in_` (unless NULL) is readable;
                // both are read before `out` is written.
                unsafe {
                    let n = if *zwire & 0x80 != 0 { $c } else { 2 * $c };
                    let mut b = [0u8; 2 * $c];
                    core::ptr::copy_nonoverlapping(zwire, b.as_mut_ptr(), n);
                    let (e, a) = point::deserialize::<$g>(&b);
                    let Some(a) = a.filter(|_| e == BLST_ERROR::BLST_SUCCESS) else {
                        return e;
                    };
                    if bool::from(a.is_inf()) {
                        if in_.is_null() {
                            *out = <$g>::raw_jac(&Jac::infinity());
                        }
                        return BLST_ERROR::BLST_SUCCESS;
                    }
                    if !point::in_group::<$g>(&a) {
                        return BLST_ERROR::BLST_POINT_NOT_IN_GROUP;
                    }
                    *out = if in_.is_null() {
                        <$g>::raw_jac(&Jac::from_aff(&a))
                    } else {
                        <$g>::raw_jac(&<$g>::jac(&*in_).dadd_aff(&a))
                    };
                    BLST_ERROR::BLST_SUCCESS
                }
            }
        }

        export! {
            /// The size of the Jacobian point type.
            pub fn $sizeof() -> usize {
                core::mem::size_of::<$jac>()
            }
        }

        export! {
            /// The size of the affine point type.
            pub fn $affine_sizeof() -> usize {
                core::mem::size_of::<$aff>()
            }
        }
    };
}

/// Writes an affine point to the optional outputs of `sk_to_pk2` / `sign_pk2`: the point, and
/// the uncompressed encoding pre-decorated with the sign of y (0x20) and the infinity bit.
///
/// # Safety
///
/// Each pointer is NULL or writable (`out` for the uncompressed length).
unsafe fn write2<C: Group>(out: *mut u8, out_p: *mut C::RawAff, a: &Aff<C::Base>) {
    // SAFETY: the caller's contract.
    unsafe {
        if !out_p.is_null() {
            *out_p = C::raw_aff(a);
        }
        if !out.is_null() {
            let n = C::COMPRESSED;
            let mut b = [0u8; 192];
            a.x.write_be(&mut b[..n]);
            a.y.write_be(&mut b[n..2 * n]);
            b[0] |= a.y.lexicographically_largest().unwrap_u8() << 5;
            b[0] |= a.is_inf().unwrap_u8() << 6;
            core::ptr::copy_nonoverlapping(b.as_ptr(), out, 2 * n);
        }
    }
}

impl blst_p1 {
    const fn from_parts(x: &Fp, y: &Fp, z: &Fp) -> Self {
        blst_p1 {
            x: raw_fp(x),
            y: raw_fp(y),
            z: raw_fp(z),
        }
    }
}

impl blst_p1_affine {
    const fn from_parts(x: &Fp, y: &Fp) -> Self {
        blst_p1_affine {
            x: raw_fp(x),
            y: raw_fp(y),
        }
    }
}

impl blst_p2 {
    const fn from_parts(x: &Fp2, y: &Fp2, z: &Fp2) -> Self {
        blst_p2 {
            x: raw_fp2(x),
            y: raw_fp2(y),
            z: raw_fp2(z),
        }
    }
}

impl blst_p2_affine {
    const fn from_parts(x: &Fp2, y: &Fp2) -> Self {
        blst_p2_affine {
            x: raw_fp2(x),
            y: raw_fp2(y),
        }
    }
}

points!(
    G1,
    blst_p1,
    blst_p1_affine,
    blst_fp,
    fp,
    48,
    192,
    8192,
    blst_p1_add,
    blst_p1_add_or_double,
    blst_p1_add_affine,
    blst_p1_add_or_double_affine,
    blst_p1_double,
    blst_p1_mult,
    blst_p1_unchecked_mult,
    blst_p1_cneg,
    blst_p1_to_affine,
    blst_p1_from_affine,
    blst_p1_from_jacobian,
    blst_p1_on_curve,
    blst_p1_in_g1,
    blst_p1_is_equal,
    blst_p1_is_inf,
    blst_p1_generator,
    blst_p1_affine_on_curve,
    blst_p1_affine_in_g1,
    blst_p1_affine_is_equal,
    blst_p1_affine_is_inf,
    blst_p1_affine_generator,
    blst_p1s_to_affine,
    blst_p1s_add,
    blst_p1s_mult_wbits_precompute_sizeof,
    blst_p1s_mult_wbits_precompute,
    blst_p1s_mult_wbits_scratch_sizeof,
    blst_p1s_mult_wbits,
    blst_p1s_mult_pippenger_scratch_sizeof,
    blst_p1s_mult_pippenger,
    blst_p1s_tile_pippenger,
    blst_map_to_g1,
    blst_encode_to_g1,
    blst_hash_to_g1,
    blst_p1_serialize,
    blst_p1_compress,
    blst_p1_affine_serialize,
    blst_p1_affine_compress,
    blst_p1_uncompress,
    blst_p1_deserialize,
    blst_sk_to_pk_in_g1,
    blst_sk_to_pk2_in_g1,
    blst_sign_pk_in_g2,
    blst_sign_pk2_in_g2,
    blst_aggregate_in_g1,
    blst_p1_sizeof,
    blst_p1_affine_sizeof,
    G1_GEN,
    G1_GEN_AFF
);

points!(
    G2,
    blst_p2,
    blst_p2_affine,
    blst_fp2,
    fp2,
    96,
    384,
    4096,
    blst_p2_add,
    blst_p2_add_or_double,
    blst_p2_add_affine,
    blst_p2_add_or_double_affine,
    blst_p2_double,
    blst_p2_mult,
    blst_p2_unchecked_mult,
    blst_p2_cneg,
    blst_p2_to_affine,
    blst_p2_from_affine,
    blst_p2_from_jacobian,
    blst_p2_on_curve,
    blst_p2_in_g2,
    blst_p2_is_equal,
    blst_p2_is_inf,
    blst_p2_generator,
    blst_p2_affine_on_curve,
    blst_p2_affine_in_g2,
    blst_p2_affine_is_equal,
    blst_p2_affine_is_inf,
    blst_p2_affine_generator,
    blst_p2s_to_affine,
    blst_p2s_add,
    blst_p2s_mult_wbits_precompute_sizeof,
    blst_p2s_mult_wbits_precompute,
    blst_p2s_mult_wbits_scratch_sizeof,
    blst_p2s_mult_wbits,
    blst_p2s_mult_pippenger_scratch_sizeof,
    blst_p2s_mult_pippenger,
    blst_p2s_tile_pippenger,
    blst_map_to_g2,
    blst_encode_to_g2,
    blst_hash_to_g2,
    blst_p2_serialize,
    blst_p2_compress,
    blst_p2_affine_serialize,
    blst_p2_affine_compress,
    blst_p2_uncompress,
    blst_p2_deserialize,
    blst_sk_to_pk_in_g2,
    blst_sk_to_pk2_in_g2,
    blst_sign_pk_in_g1,
    blst_sign_pk2_in_g1,
    blst_aggregate_in_g2,
    blst_p2_sizeof,
    blst_p2_affine_sizeof,
    G2_GEN,
    G2_GEN_AFF
);

/// The generators and their negatives under private symbol names, re-declared below as
/// `extern` statics so that reading them takes `unsafe`, as blst's do.
#[unsafe(export_name = "__bls381_blst_BLS12_381_G1")]
static G1_DEF: blst_p1_affine = blst_p1_affine::from_parts(&G1::GENERATOR_X, &G1::GENERATOR_Y);
#[unsafe(export_name = "__bls381_blst_BLS12_381_NEG_G1")]
static NEG_G1_DEF: blst_p1_affine =
    blst_p1_affine::from_parts(&G1::GENERATOR_X, &G1::GENERATOR_Y.neg_const());
#[unsafe(export_name = "__bls381_blst_BLS12_381_G2")]
static G2_DEF: blst_p2_affine = blst_p2_affine::from_parts(&G2::GENERATOR_X, &G2::GENERATOR_Y);
#[unsafe(export_name = "__bls381_blst_BLS12_381_NEG_G2")]
static NEG_G2_DEF: blst_p2_affine = blst_p2_affine::from_parts(
    &G2::GENERATOR_X,
    &Fp2 {
        c0: G2::GENERATOR_Y.c0.neg_const(),
        c1: G2::GENERATOR_Y.c1.neg_const(),
    },
);

unsafe extern "C" {
    /// The generator of G1 (affine).
    #[link_name = "__bls381_blst_BLS12_381_G1"]
    pub static BLS12_381_G1: blst_p1_affine;
    /// −G1.
    #[link_name = "__bls381_blst_BLS12_381_NEG_G1"]
    pub static BLS12_381_NEG_G1: blst_p1_affine;
    /// The generator of G2 (affine).
    #[link_name = "__bls381_blst_BLS12_381_G2"]
    pub static BLS12_381_G2: blst_p2_affine;
    /// −G2.
    #[link_name = "__bls381_blst_BLS12_381_NEG_G2"]
    pub static BLS12_381_NEG_G2: blst_p2_affine;
}
