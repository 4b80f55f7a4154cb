//! The safe Rust API of blst's `lib.rs` outside the variants: comparisons and Fp12
//! arithmetic on the raw types, `blst_fp12`'s pairing methods, `blst_scalar::hash_to`, the
//! `Pairing` context, `uniq` and `print_bytes`.

use core::any::Any;

use bls381::curve::{G1, G2};
use bls381::field::Fp12;

use crate::field::{fp12, fr_from_be_bytes, raw_fp12};
use crate::pairing::{self, PairingCtx};
use crate::point::Group;
use crate::types::*;

impl PartialEq for blst_p1 {
    fn eq(&self, other: &Self) -> bool {
        bool::from(G1::jac(self).eq(&G1::jac(other)))
    }
}

impl PartialEq for blst_p1_affine {
    fn eq(&self, other: &Self) -> bool {
        bool::from(G1::aff(self).eq(&G1::aff(other)))
    }
}

impl PartialEq for blst_p2 {
    fn eq(&self, other: &Self) -> bool {
        bool::from(G2::jac(self).eq(&G2::jac(other)))
    }
}

impl PartialEq for blst_p2_affine {
    fn eq(&self, other: &Self) -> bool {
        bool::from(G2::aff(self).eq(&G2::aff(other)))
    }
}

impl Default for blst_fp12 {
    fn default() -> Self {
        raw_fp12(&Fp12::ONE)
    }
}

impl PartialEq for blst_fp12 {
    fn eq(&self, other: &Self) -> bool {
        self.fp6 == other.fp6
    }
}

impl core::ops::Mul for blst_fp12 {
    type Output = Self;

    fn mul(self, other: Self) -> Self {
        raw_fp12(&(fp12(&self) * fp12(&other)))
    }
}

impl core::ops::MulAssign for blst_fp12 {
    fn mul_assign(&mut self, other: Self) {
        *self = *self * other;
    }
}

impl blst_fp12 {
    /// The Miller loop of (Q, P).
    pub fn miller_loop(q: &blst_p2_affine, p: &blst_p1_affine) -> Self {
        raw_fp12(&pairing::miller_loop_n(&[G2::aff(q)], &[G1::aff(p)]))
    }

    /// The product of the Miller loops of (qᵢ, pᵢ), one multi-Miller loop (on the caller's
    /// rayon pool with the `threads` feature).
    ///
    /// # Panics
    /// If the lengths differ or are zero, as blst does.
    pub fn miller_loop_n(q: &[blst_p2_affine], p: &[blst_p1_affine]) -> Self {
        let n_elems = q.len();
        if n_elems != p.len() || n_elems == 0 {
            panic!("inputs' lengths mismatch");
        }
        let q: Vec<_> = q.iter().map(G2::aff).collect();
        let p: Vec<_> = p.iter().map(G1::aff).collect();
        raw_fp12(&pairing::miller_loop_n(&q, &p))
    }

    /// The final exponentiation.
    pub fn final_exp(&self) -> Self {
        raw_fp12(&pairing::final_exp(&fp12(self)))
    }

    /// Whether this is in Gt (the order-r subgroup of the cyclotomic subgroup).
    pub fn in_group(&self) -> bool {
        crate::field::fp12_in_group(&fp12(self))
    }

    /// Whether `final_exp(conj(a)·b) = 1`.
    pub fn finalverify(a: &Self, b: &Self) -> bool {
        pairing::fp12_finalverify(&fp12(a), &fp12(b))
    }

    /// The 576-byte big-endian encoding in blst's order.
    pub fn to_bendian(&self) -> [u8; 48 * 12] {
        crate::field::fp12_to_bendian(&fp12(self))
    }
}

impl blst_scalar {
    /// The scalar of `expand_message_xmd(msg, dst, 48)` mod r; `None` if it is zero.
    pub fn hash_to(msg: &[u8], dst: &[u8]) -> Option<Self> {
        let mut elem = [0u8; 48];
        let _ = bls381::hash_to_curve::expand_message_xmd(msg, dst, &mut elem);
        let s = fr_from_be_bytes(&elem);
        if bool::from(s.is_zero()) {
            None
        } else {
            Some(blst_scalar { b: s.to_bytes() })
        }
    }
}

/// A pairing-aggregation context over a tag that must outlive it.
#[derive(Debug)]
pub struct Pairing<'p> {
    ctx: Box<PairingCtx>,
    dst: &'p [u8],
}

impl<'p> Pairing<'p> {
    /// A context hashing (`hash_or_encode`) or encoding messages under `dst`.
    pub fn new(hash_or_encode: bool, dst: &'p [u8]) -> Self {
        Pairing {
            ctx: Box::new(PairingCtx::new(
                hash_or_encode,
                dst.as_ptr() as usize,
                dst.len(),
                false,
            )),
            dst,
        }
    }

    /// Starts over.
    pub fn init(&mut self, hash_or_encode: bool, dst: &'p [u8]) {
        *self.ctx = PairingCtx::new(hash_or_encode, dst.as_ptr() as usize, dst.len(), false);
        self.dst = dst;
    }

    /// Adds the pair (key, H(aug ‖ msg)) and the signature if given (a `blst_p*_affine` of
    /// the other group; anything else means none), with the optional checks.
    ///
    /// # Panics
    /// If `pk` is neither a `blst_p1_affine` nor a `blst_p2_affine`, as blst does.
    pub fn aggregate(
        &mut self,
        pk: &dyn Any,
        pk_validate: bool,
        sig: &dyn Any,
        sig_groupcheck: bool,
        msg: &[u8],
        aug: &[u8],
    ) -> BLST_ERROR {
        self.aggregate_scaled(pk, pk_validate, sig, sig_groupcheck, None, msg, aug)
    }

    /// [`aggregate`](Self::aggregate) with the key (or, in min-sig, the hash) and the
    /// signature multiplied by the `nbits`-bit little-endian `scalar`.
    ///
    /// # Panics
    /// If `scalar` is shorter than `(nbits + 7)/8` bytes, or `pk` has another type, as blst.
    #[allow(clippy::too_many_arguments)]
    pub fn mul_n_aggregate(
        &mut self,
        pk: &dyn Any,
        pk_validate: bool,
        sig: &dyn Any,
        sig_groupcheck: bool,
        scalar: &[u8],
        nbits: usize,
        msg: &[u8],
        aug: &[u8],
    ) -> BLST_ERROR {
        if scalar.len() < nbits.div_ceil(8) {
            panic!("scalar length mismatch");
        }
        self.aggregate_scaled(
            pk,
            pk_validate,
            sig,
            sig_groupcheck,
            Some((scalar, nbits)),
            msg,
            aug,
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn aggregate_scaled(
        &mut self,
        pk: &dyn Any,
        pk_validate: bool,
        sig: &dyn Any,
        sig_groupcheck: bool,
        scalar: pairing::Mul<'_>,
        msg: &[u8],
        aug: &[u8],
    ) -> BLST_ERROR {
        let dst = self.dst;
        if let Some(pk) = pk.downcast_ref::<blst_p1_affine>() {
            let sig = sig.downcast_ref::<blst_p2_affine>().map(G2::aff);
            self.ctx.aggregate_pk_in_g1(
                dst,
                Some(&G1::aff(pk)),
                pk_validate,
                sig.as_ref(),
                sig_groupcheck,
                scalar,
                msg,
                aug,
            )
        } else if let Some(pk) = pk.downcast_ref::<blst_p2_affine>() {
            let sig = sig.downcast_ref::<blst_p1_affine>().map(G1::aff);
            self.ctx.aggregate_pk_in_g2(
                dst,
                Some(&G2::aff(pk)),
                pk_validate,
                sig.as_ref(),
                sig_groupcheck,
                scalar,
                msg,
                aug,
            )
        } else {
            panic!("whaaaa?")
        }
    }

    /// The Miller loop of a signature with the generator of the other group, for
    /// [`finalverify`](Self::finalverify).
    ///
    /// # Panics
    /// If `sig` is neither a `blst_p1_affine` nor a `blst_p2_affine`, as blst does.
    pub fn aggregated(gtsig: &mut blst_fp12, sig: &dyn Any) {
        if let Some(sig) = sig.downcast_ref::<blst_p1_affine>() {
            *gtsig = raw_fp12(&pairing::aggregated_in_g1(&G1::aff(sig)));
        } else if let Some(sig) = sig.downcast_ref::<blst_p2_affine>() {
            *gtsig = raw_fp12(&pairing::aggregated_in_g2(&G2::aff(sig)));
        } else {
            panic!("whaaaa?")
        }
    }

    /// Runs the Miller loops of the pairs still buffered.
    pub fn commit(&mut self) {
        self.ctx.commit()
    }

    /// Merges another committed context into this one.
    pub fn merge(&mut self, ctx1: &Self) -> BLST_ERROR {
        self.ctx.merge(&ctx1.ctx)
    }

    /// The final verdict, against the accumulated signature or `gtsig`.
    pub fn finalverify(&self, gtsig: Option<&blst_fp12>) -> bool {
        self.ctx.finalverify(gtsig.map(fp12).as_ref())
    }

    /// Adds the raw pair (q, p).
    pub fn raw_aggregate(&mut self, q: &blst_p2_affine, p: &blst_p1_affine) {
        self.ctx.raw_aggregate(&G2::aff(q), &G1::aff(p))
    }

    /// Commits and returns the product of the Miller loops.
    pub fn as_fp12(&mut self) -> blst_fp12 {
        raw_fp12(&self.ctx.as_fp12())
    }
}

/// Whether the messages are pairwise distinct.
pub fn uniq(msgs: &[&[u8]]) -> bool {
    let n_elems = msgs.len();
    if n_elems == 1 {
        return true;
    } else if n_elems == 2 {
        return msgs[0] != msgs[1];
    }
    let mut sorted: Vec<&[u8]> = msgs.to_vec();
    sorted.sort_unstable();
    sorted.windows(2).all(|w| w[0] != w[1])
}

/// Prints `name` and the bytes in hex.
pub fn print_bytes(bytes: &[u8], name: &str) {
    print!("{} ", name);
    for b in bytes.iter() {
        print!("{:02x}", b);
    }
    println!();
}
