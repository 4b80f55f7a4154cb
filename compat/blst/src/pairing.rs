//! blst's pairing-aggregation context (`blst_pairing_*`, the high-level `Pairing`): pairs of
//! (public key, hashed message) accumulated into a product of Miller loops eight at a time,
//! the signatures into one point, and one final exponentiation at the end. The control flow
//! and every error value are blst's (`aggregate.c`); the Miller loops, the final
//! exponentiation, hashing and subgroup checks are bls381's.
//!
//! The Miller-loop values are bls381's, which differ from blst's by factors that the final
//! exponentiation removes: verdicts and final exponentiations agree with blst, the raw Fp12
//! accumulator (`as_fp12`) does not.

use bls381::curve::{Affine, G1, G2};
use bls381::field::{Fp, Fp2, Fp12};
use bls381::{G1Affine, G2Affine, MillerLoopResult, multi_miller_loop_unprepared};

use crate::point::{
    Aff, Group, Jac, encode, from_bls, hash, in_group, jac_to_bls, mult_exact, to_bls,
};
use crate::types::BLST_ERROR;

/// Pairs buffered before a Miller loop (blst's `N_MAX`).
const N_MAX: usize = 8;
const AGGR_MIN_SIG: u32 = 1;
const AGGR_MIN_PK: u32 = 2;
const MIN_SIG_OR_PK: u32 = AGGR_MIN_SIG | AGGR_MIN_PK;
const AGGR_SIGN_SET: u32 = 0x10;
const AGGR_GT_SET: u32 = 0x20;
const AGGR_HASH_OR_ENCODE: u32 = 0x40;

/// The context. Plain data, so that the raw API can keep it in the caller's allocation of
/// [`PairingCtx::SIZE`] bytes.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub(crate) struct PairingCtx {
    ctrl: u32,
    nelems: u32,
    /// The tag's address (the raw API stores the caller's pointer) and length; `dst_after`
    /// says it sits right after the context (blst's relocatable layout).
    pub(crate) dst_addr: usize,
    pub(crate) dst_len: usize,
    pub(crate) dst_after: bool,
    gt: Fp12,
    sig_g1: Jac<Fp>,
    sig_g2: Jac<Fp2>,
    p: [G1Affine; N_MAX],
    q: [G2Affine; N_MAX],
}

/// The optional multiplier of `mul_n_aggregate`: `nbits` bits of a little-endian scalar.
pub(crate) type Mul<'a> = Option<(&'a [u8], usize)>;

impl PairingCtx {
    /// The size blst's `blst_pairing_sizeof` reports, a multiple of 8.
    pub(crate) const SIZE: usize = core::mem::size_of::<PairingCtx>().div_ceil(8) * 8;

    /// A fresh context (blst's `blst_pairing_init`).
    pub(crate) fn new(
        hash_or_encode: bool,
        dst_addr: usize,
        dst_len: usize,
        dst_after: bool,
    ) -> Self {
        PairingCtx {
            ctrl: if hash_or_encode {
                AGGR_HASH_OR_ENCODE
            } else {
                0
            },
            nelems: 0,
            dst_addr,
            dst_len,
            dst_after,
            // Zero until the first commit: what blst's Rust `Pairing`, whose context memory
            // starts zeroed, hands out from `as_fp12` before any pair.
            gt: Fp12::ZERO,
            sig_g1: Jac::infinity(),
            sig_g2: Jac::infinity(),
            p: [G1Affine::identity(); N_MAX],
            q: [G2Affine::identity(); N_MAX],
        }
    }

    /// Adds a pair to the buffer, running the Miller loops when it is full.
    fn push(&mut self, p: G1Affine, q: G2Affine) {
        let n = self.nelems as usize;
        self.p[n] = p;
        self.q[n] = q;
        self.nelems += 1;
        if self.nelems as usize == N_MAX {
            self.commit();
        }
    }

    /// Runs the Miller loops of the buffered pairs into the accumulator (`blst_pairing_commit`).
    pub(crate) fn commit(&mut self) {
        let n = self.nelems as usize;
        if n == 0 {
            return;
        }
        let terms: Vec<(&G1Affine, &G2Affine)> =
            self.p[..n].iter().zip(self.q[..n].iter()).collect();
        let f = *multi_miller_loop_unprepared(&terms).as_fp12();
        self.gt = if self.ctrl & AGGR_GT_SET != 0 {
            self.gt * f
        } else {
            f
        };
        self.ctrl |= AGGR_GT_SET;
        self.nelems = 0;
    }

    /// Where the accumulator is (for `blst_pairing_as_fp12`, which hands it out).
    pub(crate) fn gt_ptr(&mut self) -> *mut Fp12 {
        &mut self.gt
    }

    /// `blst_pairing_raw_aggregate`: the pair (q, p), unless both are (0, 0).
    pub(crate) fn raw_aggregate(&mut self, q: &Aff<Fp2>, p: &Aff<Fp>) {
        if bool::from(q.is_inf() & p.is_inf()) {
            return;
        }
        self.push(to_bls::<G1>(p), to_bls::<G2>(q));
    }

    /// `blst_pairing_as_fp12`: commits and returns the accumulator (zero before any pair;
    /// blst's is whatever the context memory held).
    pub(crate) fn as_fp12(&mut self) -> Fp12 {
        self.commit();
        self.gt
    }

    /// `blst_pairing_merge`.
    pub(crate) fn merge(&mut self, other: &PairingCtx) -> BLST_ERROR {
        let (a, b) = (self.ctrl & MIN_SIG_OR_PK, other.ctrl & MIN_SIG_OR_PK);
        if a != 0 && b != 0 && a & b == 0 {
            return BLST_ERROR::BLST_AGGR_TYPE_MISMATCH;
        }
        if self.nelems != 0 || other.nelems != 0 {
            return BLST_ERROR::BLST_AGGR_TYPE_MISMATCH;
        }
        self.ctrl |= b;
        let both_signed = self.ctrl & other.ctrl & AGGR_SIGN_SET != 0;
        let other_signed = other.ctrl & AGGR_SIGN_SET != 0;
        match self.ctrl & MIN_SIG_OR_PK {
            AGGR_MIN_SIG => {
                if both_signed {
                    self.sig_g1 = self.sig_g1.dadd(&other.sig_g1);
                } else if other_signed {
                    self.ctrl |= AGGR_SIGN_SET;
                    self.sig_g1 = other.sig_g1;
                }
            }
            AGGR_MIN_PK => {
                if both_signed {
                    self.sig_g2 = self.sig_g2.dadd(&other.sig_g2);
                } else if other_signed {
                    self.ctrl |= AGGR_SIGN_SET;
                    self.sig_g2 = other.sig_g2;
                }
            }
            0 => {}
            _ => return BLST_ERROR::BLST_AGGR_TYPE_MISMATCH,
        }
        if self.ctrl & other.ctrl & AGGR_GT_SET != 0 {
            self.gt *= other.gt;
        } else if other.ctrl & AGGR_GT_SET != 0 {
            self.ctrl |= AGGR_GT_SET;
            self.gt = other.gt;
        }
        BLST_ERROR::BLST_SUCCESS
    }

    /// `blst_pairing_finalverify`: whether the accumulated pairs, against the accumulated
    /// signature paired with the generator (or against `gtsig`, a Miller-loop value), multiply
    /// to one. Never true before a pair was committed.
    pub(crate) fn finalverify(&self, gtsig: Option<&Fp12>) -> bool {
        if self.ctrl & AGGR_GT_SET == 0 {
            return false;
        }
        let sig = match gtsig {
            Some(g) => *g,
            None if self.ctrl & AGGR_SIGN_SET != 0 => match self.ctrl & MIN_SIG_OR_PK {
                AGGR_MIN_SIG => aggregated_in_g1(&self.sig_g1.to_aff()),
                AGGR_MIN_PK => aggregated_in_g2(&self.sig_g2.to_aff()),
                _ => return false,
            },
            None => Fp12::ONE,
        };
        fp12_finalverify(&sig, &self.gt)
    }

    /// `PAIRING_Aggregate_PK_in_G1` (min-pk: keys in G1, signatures and hashes in G2).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn aggregate_pk_in_g1(
        &mut self,
        dst: &[u8],
        pk: Option<&Aff<Fp>>,
        pk_grpchk: bool,
        sig: Option<&Aff<Fp2>>,
        sig_grpchk: bool,
        scalar: Mul<'_>,
        msg: &[u8],
        aug: &[u8],
    ) -> BLST_ERROR {
        if self.ctrl & AGGR_MIN_SIG != 0 {
            return BLST_ERROR::BLST_AGGR_TYPE_MISMATCH;
        }
        self.ctrl |= AGGR_MIN_PK;
        let signed = self.ctrl & AGGR_SIGN_SET != 0;
        if let Err(e) = accumulate::<G2>(&mut self.sig_g2, signed, sig, sig_grpchk, scalar) {
            return e;
        }
        if sig.is_some_and(|s| !bool::from(s.is_inf())) {
            self.ctrl |= AGGR_SIGN_SET;
        }
        if let Some(pk) = pk {
            if let Err(e) = check_pk::<G1>(pk, pk_grpchk) {
                return e;
            }
            let h = self.hash_msg::<G2>(msg, dst, aug);
            let pk = match scalar {
                Some((k, nbits)) if nbits != 0 => {
                    to_bls::<G1>(&mult_exact(&Jac::from_aff(pk), k, nbits).to_aff())
                }
                _ => to_bls::<G1>(pk),
            };
            self.push(pk, h);
        }
        BLST_ERROR::BLST_SUCCESS
    }

    /// `PAIRING_Aggregate_PK_in_G2` (min-sig: keys in G2, signatures and hashes in G1).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn aggregate_pk_in_g2(
        &mut self,
        dst: &[u8],
        pk: Option<&Aff<Fp2>>,
        pk_grpchk: bool,
        sig: Option<&Aff<Fp>>,
        sig_grpchk: bool,
        scalar: Mul<'_>,
        msg: &[u8],
        aug: &[u8],
    ) -> BLST_ERROR {
        if self.ctrl & AGGR_MIN_PK != 0 {
            return BLST_ERROR::BLST_AGGR_TYPE_MISMATCH;
        }
        self.ctrl |= AGGR_MIN_SIG;
        let signed = self.ctrl & AGGR_SIGN_SET != 0;
        if let Err(e) = accumulate::<G1>(&mut self.sig_g1, signed, sig, sig_grpchk, scalar) {
            return e;
        }
        if sig.is_some_and(|s| !bool::from(s.is_inf())) {
            self.ctrl |= AGGR_SIGN_SET;
        }
        if let Some(pk) = pk {
            if let Err(e) = check_pk::<G2>(pk, pk_grpchk) {
                return e;
            }
            let h = self.hash_msg::<G1>(msg, dst, aug);
            let h = match scalar {
                Some((k, nbits)) if nbits != 0 => {
                    let hj = Jac::from_aff(&from_bls::<G1>(&h));
                    to_bls::<G1>(&mult_exact(&hj, k, nbits).to_aff())
                }
                _ => h,
            };
            self.push(h, to_bls::<G2>(pk));
        }
        BLST_ERROR::BLST_SUCCESS
    }

    /// The message's point: hashed or encoded as the context was set up.
    fn hash_msg<C: Group>(&self, msg: &[u8], dst: &[u8], aug: &[u8]) -> Affine<C> {
        if self.ctrl & AGGR_HASH_OR_ENCODE != 0 {
            hash::<C>(msg, dst, aug).to_affine()
        } else {
            encode::<C>(msg, dst, aug).to_affine()
        }
    }
}

/// Adds a signature (times the optional scalar) to the accumulated one, after the optional
/// subgroup check; the point at infinity (or no signature) is skipped, as in blst.
fn accumulate<C: Group>(
    acc: &mut Jac<C::Base>,
    signed: bool,
    sig: Option<&Aff<C::Base>>,
    grpchk: bool,
    scalar: Mul<'_>,
) -> Result<(), BLST_ERROR> {
    let Some(sig) = sig else { return Ok(()) };
    if bool::from(sig.is_inf()) {
        return Ok(());
    }
    if grpchk && !in_group::<C>(sig) {
        return Err(BLST_ERROR::BLST_POINT_NOT_IN_GROUP);
    }
    let term = match scalar {
        Some((k, nbits)) if nbits != 0 => mult_exact(&Jac::from_aff(sig), k, nbits),
        _ => Jac::from_aff(sig),
    };
    *acc = if signed { acc.dadd(&term) } else { term };
    Ok(())
}

/// The public-key checks of the aggregation: never the point at infinity, and in the
/// subgroup when asked.
fn check_pk<C: Group>(pk: &Aff<C::Base>, grpchk: bool) -> Result<(), BLST_ERROR> {
    if bool::from(pk.is_inf()) {
        return Err(BLST_ERROR::BLST_PK_IS_INFINITY);
    }
    if grpchk && !in_group::<C>(pk) {
        return Err(BLST_ERROR::BLST_POINT_NOT_IN_GROUP);
    }
    Ok(())
}

/// The Miller loop of (G2 generator, sig) (`blst_aggregated_in_g1`).
pub(crate) fn aggregated_in_g1(sig: &Aff<Fp>) -> Fp12 {
    *bls381::miller_loop(&to_bls::<G1>(sig), &G2Affine::generator()).as_fp12()
}

/// The Miller loop of (sig, G1 generator) (`blst_aggregated_in_g2`).
pub(crate) fn aggregated_in_g2(sig: &Aff<Fp2>) -> Fp12 {
    *bls381::miller_loop(&G1Affine::generator(), &to_bls::<G2>(sig)).as_fp12()
}

/// `blst_fp12_finalverify`: whether `final_exp(conj(a)·b) = 1`.
pub(crate) fn fp12_finalverify(a: &Fp12, b: &Fp12) -> bool {
    let f = MillerLoopResult::from_fp12(a.conjugate() * b).final_exponentiation();
    bool::from(f.is_identity())
}

/// `blst_final_exp`.
pub(crate) fn final_exp(f: &Fp12) -> Fp12 {
    *MillerLoopResult::from_fp12(*f)
        .final_exponentiation()
        .as_fp12()
}

/// `blst_miller_loop_n` over pairs of affine points (bls381's multi-Miller loop; pairs with a
/// point at infinity contribute one).
pub(crate) fn miller_loop_n(q: &[Aff<Fp2>], p: &[Aff<Fp>]) -> Fp12 {
    let ps: Vec<G1Affine> = p.iter().map(to_bls::<G1>).collect();
    let qs: Vec<G2Affine> = q.iter().map(to_bls::<G2>).collect();
    let terms: Vec<(&G1Affine, &G2Affine)> = ps.iter().zip(qs.iter()).collect();
    *multi_miller_loop_unprepared(&terms).as_fp12()
}

/// Whether the Jacobian signature is in the subgroup (`blst_p*_in_g*` on Jacobian points).
pub(crate) fn jac_in_group<C: Group>(p: &Jac<C::Base>) -> bool {
    bool::from(jac_to_bls::<C>(p).is_torsion_free())
}
