//! Pairings: Miller loops, the final exponentiation, and the aggregation context
//! `blst_pairing` (kept in the caller's allocation) with its eight aggregation entry points.

use bls381::curve::{G1, G2};

use super::{bytes, export, gather};
use crate::field::{fp12, raw_fp12};
use crate::pairing::{self, PairingCtx};
use crate::point::Group;
use crate::types::*;

/// The context in the caller's allocation.
///
/// # Safety
///
/// `ctx` points to [`PairingCtx::SIZE`] bytes, 8-aligned, initialised by
/// `blst_pairing_init`, not otherwise referenced for `'a`.
unsafe fn ctx_mut<'a>(ctx: *mut blst_pairing) -> &'a mut PairingCtx {
    // SAFETY: the caller's contract.
    unsafe { &mut *(ctx as *mut PairingCtx) }
}

/// The context's tag.
///
/// # Safety
///
/// `ctx` is an initialised context whose tag (kept by address, as blst does) is still alive.
unsafe fn ctx_dst<'a>(ctx: *const blst_pairing) -> &'a [u8] {
    // SAFETY: the caller's contract; a tag placed right after the context is addressed from
    // it (blst's relocatable layout).
    unsafe {
        let c = &*(ctx as *const PairingCtx);
        let p = if c.dst_after {
            (ctx as *const u8).add(PairingCtx::SIZE)
        } else {
            c.dst_addr as *const u8
        };
        bytes(p, c.dst_len)
    }
}

export! {
    /// `ret` = the Miller loop of (Q, P) (the generators for NULL pointers).
    pub fn blst_miller_loop(ret: *mut blst_fp12, Q: *const blst_p2_affine, P: *const blst_p1_affine) {
        // SAFETY: the non-NULL inputs are read before `ret` is written.
        unsafe {
            let q = if Q.is_null() { *super::point::blst_p2_affine_generator() } else { *Q };
            let p = if P.is_null() { *super::point::blst_p1_affine_generator() } else { *P };
            *ret = raw_fp12(&pairing::miller_loop_n(&[G2::aff(&q)], &[G1::aff(&p)]));
        }
    }
}

export! {
    /// `ret` = the product of the Miller loops of the `n` pairs of the pointer arrays
    /// (untouched for `n = 0`, as in blst).
    pub fn blst_miller_loop_n(ret: *mut blst_fp12, Qs: *const *const blst_p2_affine, Ps: *const *const blst_p1_affine, n: usize) {
        if n == 0 {
            return;
        }
        // SAFETY: the points are read before `ret` is written.
        unsafe {
            let q: Vec<_> = gather(Qs, n).iter().map(G2::aff).collect();
            let p: Vec<_> = gather(Ps, n).iter().map(G1::aff).collect();
            *ret = raw_fp12(&pairing::miller_loop_n(&q, &p));
        }
    }
}

export! {
    /// `ret = f^((p¹² − 1)/r)`.
    pub fn blst_final_exp(ret: *mut blst_fp12, f: *const blst_fp12) {
        // SAFETY: `f` is read before `ret` is written.
        unsafe { *ret = raw_fp12(&pairing::final_exp(&fp12(&*f))) }
    }
}

export! {
    /// Prepares `Q` for [`blst_miller_loop_lines`]. The facade keeps Q itself at the start of
    /// the 68-element buffer (bls381's line coefficients are not public), so the Miller loop
    /// runs in full there.
    pub fn blst_precompute_lines(Qlines: *mut blst_fp6, Q: *const blst_p2_affine) {
        // SAFETY: `Q` is read first; `Qlines` has room for 68 Fp6 elements, more than a point.
        unsafe {
            let q = *Q;
            (Qlines as *mut blst_p2_affine).write(q);
        }
    }
}

export! {
    /// `ret` = the Miller loop of (Q, P) for a `Qlines` made by [`blst_precompute_lines`].
    pub fn blst_miller_loop_lines(ret: *mut blst_fp12, Qlines: *const blst_fp6, P: *const blst_p1_affine) {
        // SAFETY: both inputs are read before `ret` is written.
        unsafe {
            let q = (Qlines as *const blst_p2_affine).read();
            *ret = raw_fp12(&pairing::miller_loop_n(&[G2::aff(&q)], &[G1::aff(&*P)]));
        }
    }
}

export! {
    /// Whether `final_exp(conj(gt1)·gt2) = 1`.
    pub fn blst_fp12_finalverify(gt1: *const blst_fp12, gt2: *const blst_fp12) -> bool {
        // SAFETY: both are readable.
        unsafe { pairing::fp12_finalverify(&fp12(&*gt1), &fp12(&*gt2)) }
    }
}

export! {
    /// The bytes a `blst_pairing` context needs (8-aligned).
    pub fn blst_pairing_sizeof() -> usize {
        PairingCtx::SIZE
    }
}

export! {
    /// Initialises the context at `new_ctx` for hashing (`hash_or_encode`) or encoding under
    /// `DST`, which must outlive the context (it is kept by address).
    pub fn blst_pairing_init(new_ctx: *mut blst_pairing, hash_or_encode: bool, DST: *const byte, DST_len: usize) {
        // SAFETY: `new_ctx` has `blst_pairing_sizeof()` writable, 8-aligned bytes.
        unsafe {
            let after = DST as usize == new_ctx as usize + PairingCtx::SIZE;
            (new_ctx as *mut PairingCtx).write(PairingCtx::new(hash_or_encode, DST as usize, DST_len, after));
        }
    }
}

export! {
    /// The context's tag.
    pub fn blst_pairing_get_dst(ctx: *const blst_pairing) -> *const byte {
        // SAFETY: `ctx` is an initialised context.
        unsafe { ctx_dst(ctx).as_ptr() }
    }
}

export! {
    /// Runs the Miller loops of the buffered pairs.
    pub fn blst_pairing_commit(ctx: *mut blst_pairing) {
        // SAFETY: `ctx` is an initialised context.
        unsafe { ctx_mut(ctx).commit() }
    }
}

/// The eight aggregation entry points: (keys' group, signatures' group) and which checks and
/// scalars each takes.
macro_rules! aggregate {
    ($(#[$m:meta])* $name:ident, $method:ident, $pk:ty, $pkg:ty, $sig:ty, $sigg:ty,
     chk = $chk:tt, mul = $mul:tt) => {
        aggregate!(@def $(#[$m])* $name, $method, $pk, $pkg, $sig, $sigg, $chk, $mul);
    };
    (@def $(#[$m:meta])* $name:ident, $method:ident, $pk:ty, $pkg:ty, $sig:ty, $sigg:ty, true, true) => {
        export! {
            $(#[$m])*
            pub fn $name(ctx: *mut blst_pairing, PK: *const $pk, pk_grpchk: bool, sig: *const $sig, sig_grpchk: bool,
                scalar: *const byte, nbits: usize, msg: *const byte, msg_len: usize, aug: *const byte, aug_len: usize) -> BLST_ERROR {
                // SAFETY: `ctx` is an initialised context; every other pointer is NULL or
                // readable for its length.
                unsafe { aggregate_impl!(ctx, $method, $pkg, $sigg, PK, pk_grpchk, sig, sig_grpchk, scalar, nbits, msg, msg_len, aug, aug_len) }
            }
        }
    };
    (@def $(#[$m:meta])* $name:ident, $method:ident, $pk:ty, $pkg:ty, $sig:ty, $sigg:ty, true, false) => {
        export! {
            $(#[$m])*
            pub fn $name(ctx: *mut blst_pairing, PK: *const $pk, pk_grpchk: bool, signature: *const $sig, sig_grpchk: bool,
                msg: *const byte, msg_len: usize, aug: *const byte, aug_len: usize) -> BLST_ERROR {
                // SAFETY: as above.
                unsafe { aggregate_impl!(ctx, $method, $pkg, $sigg, PK, pk_grpchk, signature, sig_grpchk, core::ptr::null(), 0, msg, msg_len, aug, aug_len) }
            }
        }
    };
    (@def $(#[$m:meta])* $name:ident, $method:ident, $pk:ty, $pkg:ty, $sig:ty, $sigg:ty, false, true) => {
        export! {
            $(#[$m])*
            pub fn $name(ctx: *mut blst_pairing, PK: *const $pk, sig: *const $sig,
                scalar: *const byte, nbits: usize, msg: *const byte, msg_len: usize, aug: *const byte, aug_len: usize) -> BLST_ERROR {
                // SAFETY: as above.
                unsafe { aggregate_impl!(ctx, $method, $pkg, $sigg, PK, false, sig, true, scalar, nbits, msg, msg_len, aug, aug_len) }
            }
        }
    };
    (@def $(#[$m:meta])* $name:ident, $method:ident, $pk:ty, $pkg:ty, $sig:ty, $sigg:ty, false, false) => {
        export! {
            $(#[$m])*
            pub fn $name(ctx: *mut blst_pairing, PK: *const $pk, signature: *const $sig,
                msg: *const byte, msg_len: usize, aug: *const byte, aug_len: usize) -> BLST_ERROR {
                // SAFETY: as above.
                unsafe { aggregate_impl!(ctx, $method, $pkg, $sigg, PK, false, signature, true, core::ptr::null(), 0, msg, msg_len, aug, aug_len) }
            }
        }
    };
}

/// The body of the aggregation entry points (inside their `unsafe` block).
macro_rules! aggregate_impl {
    ($ctx:ident, $method:ident, $pkg:ty, $sigg:ty, $pk:ident, $pkchk:expr, $sig:ident, $sigchk:expr,
     $scalar:expr, $nbits:expr, $msg:ident, $msg_len:ident, $aug:ident, $aug_len:ident) => {{
        let dst = ctx_dst($ctx);
        let pk = if $pk.is_null() {
            None
        } else {
            Some(<$pkg>::aff(&*$pk))
        };
        let sig = if $sig.is_null() {
            None
        } else {
            Some(<$sigg>::aff(&*$sig))
        };
        let scalar: *const byte = $scalar;
        let nbits: usize = $nbits;
        let mul = if scalar.is_null() || nbits == 0 {
            None
        } else {
            Some((bytes(scalar, nbits.div_ceil(8)), nbits))
        };
        ctx_mut($ctx).$method(
            dst,
            pk.as_ref(),
            $pkchk,
            sig.as_ref(),
            $sigchk,
            mul,
            bytes($msg, $msg_len),
            bytes($aug, $aug_len),
        )
    }};
}

aggregate!(/// Adds (PK in G2, H(aug ‖ msg) in G1) and the signature (subgroup-checked) if not NULL.
    blst_pairing_aggregate_pk_in_g2, aggregate_pk_in_g2, blst_p2_affine, G2, blst_p1_affine, G1, chk = false, mul = false);
aggregate!(/// [`blst_pairing_aggregate_pk_in_g2`] with the checks chosen.
    blst_pairing_chk_n_aggr_pk_in_g2, aggregate_pk_in_g2, blst_p2_affine, G2, blst_p1_affine, G1, chk = true, mul = false);
aggregate!(/// [`blst_pairing_aggregate_pk_in_g2`] with the hash and the signature times the scalar.
    blst_pairing_mul_n_aggregate_pk_in_g2, aggregate_pk_in_g2, blst_p2_affine, G2, blst_p1_affine, G1, chk = false, mul = true);
aggregate!(/// [`blst_pairing_mul_n_aggregate_pk_in_g2`] with the checks chosen.
    blst_pairing_chk_n_mul_n_aggr_pk_in_g2, aggregate_pk_in_g2, blst_p2_affine, G2, blst_p1_affine, G1, chk = true, mul = true);
aggregate!(/// Adds (PK in G1, H(aug ‖ msg) in G2) and the signature (subgroup-checked) if not NULL.
    blst_pairing_aggregate_pk_in_g1, aggregate_pk_in_g1, blst_p1_affine, G1, blst_p2_affine, G2, chk = false, mul = false);
aggregate!(/// [`blst_pairing_aggregate_pk_in_g1`] with the checks chosen.
    blst_pairing_chk_n_aggr_pk_in_g1, aggregate_pk_in_g1, blst_p1_affine, G1, blst_p2_affine, G2, chk = true, mul = false);
aggregate!(/// [`blst_pairing_aggregate_pk_in_g1`] with the key and the signature times the scalar.
    blst_pairing_mul_n_aggregate_pk_in_g1, aggregate_pk_in_g1, blst_p1_affine, G1, blst_p2_affine, G2, chk = false, mul = true);
aggregate!(/// [`blst_pairing_mul_n_aggregate_pk_in_g1`] with the checks chosen.
    blst_pairing_chk_n_mul_n_aggr_pk_in_g1, aggregate_pk_in_g1, blst_p1_affine, G1, blst_p2_affine, G2, chk = true, mul = true);

export! {
    /// Merges the committed context `ctx1` into `ctx`.
    pub fn blst_pairing_merge(ctx: *mut blst_pairing, ctx1: *const blst_pairing) -> BLST_ERROR {
        // SAFETY: both are initialised contexts; `ctx1` is copied before `ctx` is modified.
        unsafe {
            let other = *(ctx1 as *const PairingCtx);
            ctx_mut(ctx).merge(&other)
        }
    }
}

export! {
    /// The verdict of the context, against its accumulated signature or `gtsig` (a Miller-loop
    /// value, unless NULL).
    pub fn blst_pairing_finalverify(ctx: *const blst_pairing, gtsig: *const blst_fp12) -> bool {
        // SAFETY: `ctx` is an initialised context, `gtsig` NULL or readable.
        unsafe {
            let g = if gtsig.is_null() { None } else { Some(fp12(&*gtsig)) };
            (*(ctx as *const PairingCtx)).finalverify(g.as_ref())
        }
    }
}

export! {
    /// Adds the pair (q, p) as it is (no checks; nothing when both are (0, 0)).
    pub fn blst_pairing_raw_aggregate(ctx: *mut blst_pairing, q: *const blst_p2_affine, p: *const blst_p1_affine) {
        // SAFETY: `ctx` is an initialised context, `q` and `p` readable.
        unsafe { ctx_mut(ctx).raw_aggregate(&G2::aff(&*q), &G1::aff(&*p)) }
    }
}

export! {
    /// Commits and returns a pointer to the context's product of Miller loops.
    pub fn blst_pairing_as_fp12(ctx: *mut blst_pairing) -> *mut blst_fp12 {
        // SAFETY: `ctx` is an initialised context; its accumulator is an Fp12 with
        // `blst_fp12`'s layout (both are 72 limbs in the same order).
        unsafe {
            let c = ctx_mut(ctx);
            c.commit();
            c.gt_ptr() as *mut blst_fp12
        }
    }
}

export! {
    /// `out` = the Miller loop of (G2 generator, signature), for a G1 signature.
    pub fn blst_aggregated_in_g1(out: *mut blst_fp12, signature: *const blst_p1_affine) {
        // SAFETY: `signature` is read before `out` is written.
        unsafe { *out = raw_fp12(&pairing::aggregated_in_g1(&G1::aff(&*signature))) }
    }
}

export! {
    /// `out` = the Miller loop of (signature, G1 generator), for a G2 signature.
    pub fn blst_aggregated_in_g2(out: *mut blst_fp12, signature: *const blst_p2_affine) {
        // SAFETY: `signature` is read before `out` is written.
        unsafe { *out = raw_fp12(&pairing::aggregated_in_g2(&G2::aff(&*signature))) }
    }
}

macro_rules! core_verify {
    ($(#[$m:meta])* $name:ident, $method:ident, $pk:ty, $pkg:ty, $sig:ty, $sigg:ty) => {
        export! {
            $(#[$m])*
            pub fn $name(pk: *const $pk, signature: *const $sig, hash_or_encode: bool, msg: *const byte, msg_len: usize,
                DST: *const byte, DST_len: usize, aug: *const byte, aug_len: usize) -> BLST_ERROR {
                // SAFETY: every pointer is NULL or readable for its length.
                unsafe {
                    let pk = if pk.is_null() { None } else { Some(<$pkg>::aff(&*pk)) };
                    let sig = if signature.is_null() { None } else { Some(<$sigg>::aff(&*signature)) };
                    let mut c = PairingCtx::new(hash_or_encode, 0, 0, false);
                    let e = c.$method(bytes(DST, DST_len), pk.as_ref(), true, sig.as_ref(), true, None, bytes(msg, msg_len), bytes(aug, aug_len));
                    if e != BLST_ERROR::BLST_SUCCESS {
                        return e;
                    }
                    c.commit();
                    if c.finalverify(None) { BLST_ERROR::BLST_SUCCESS } else { BLST_ERROR::BLST_VERIFY_FAIL }
                }
            }
        }
    };
}

core_verify!(/// CoreVerify with the key in G1: checks, hash (or encoding), pairing check.
    blst_core_verify_pk_in_g1, aggregate_pk_in_g1, blst_p1_affine, G1, blst_p2_affine, G2);
core_verify!(/// CoreVerify with the key in G2.
    blst_core_verify_pk_in_g2, aggregate_pk_in_g2, blst_p2_affine, G2, blst_p1_affine, G1);
