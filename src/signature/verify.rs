//! The Core algorithms of draft-irtf-cfrg-bls-signature-05 §2.6–2.9 on points: message hashing
//! (with the optional augmentation prefix), CoreVerify and CoreAggregateVerify, each as a
//! single [`pairing_check`]: one multi-Miller loop, one final exponentiation.
//!
//! The verification equation e(PK, H(m)) = e(G, σ) is tested as
//! e(PK, H(m)) · e(−G, σ) = 1 (in min_pk G is the G1 generator; min_sig swaps the groups and
//! [`Variant::pair`] the arguments), so that no Gt comparison or second final exponentiation
//! is needed. Verification inputs are public: the variable-time `pairing_check` is used.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

use super::variant::SignatureGroup;
use super::{Error, Variant};
#[cfg(feature = "alloc")]
use super::{PublicKey, Signature};
#[cfg(feature = "alloc")]
use core::ops::Range;

use crate::curve::{Affine, Projective};
use crate::curve::{G1Affine, G2Affine};
#[cfg(feature = "parallel")]
use crate::field::Fp12;
use crate::pairing::pairing_check;
#[cfg(feature = "parallel")]
use crate::pairing::{final_exponentiation_is_one, miller_loop_vartime_serial};

/// H(aug ‖ msg) under `dst`, into the signature group. Constant time in the message.
#[inline]
pub(crate) fn hash_message<V: Variant>(aug: &[u8], msg: &[u8], dst: &[u8]) -> Projective<V::Sig> {
    if aug.is_empty() {
        V::Sig::hash(&[msg], dst)
    } else {
        V::Sig::hash(&[aug, msg], dst)
    }
}

/// −G for the generator G of the public-key group: the fixed partner of the signature.
#[inline]
pub(crate) fn neg_generator<V: Variant>() -> Affine<V::Pk> {
    -Affine::<V::Pk>::generator()
}

/// `Ok` iff the product of the pairings is 1.
#[inline]
pub(crate) fn verdict(pairs: &[(G1Affine, G2Affine)]) -> Result<(), Error> {
    if pairing_check(pairs) {
        Ok(())
    } else {
        Err(Error::VerificationFailed)
    }
}

/// CoreVerify (§2.7) of the message `aug ‖ msg`. KeyValidate's identity test runs here for every
/// key, free and whatever the key's origin (as blst does); its subgroup test is the decoder's.
pub(crate) fn verify<V: Variant>(
    pk: &Affine<V::Pk>,
    aug: &[u8],
    msg: &[u8],
    sig: &Affine<V::Sig>,
    dst: &[u8],
) -> Result<(), Error> {
    if bool::from(pk.is_identity()) {
        return Err(Error::IdentityPublicKey);
    }
    let h = hash_message::<V>(aug, msg, dst).to_affine();
    verify_hashed::<V>(pk, &h, sig)
}

/// CoreVerify with the message already hashed (`h` = H(aug ‖ msg)).
pub(crate) fn verify_hashed<V: Variant>(
    pk: &Affine<V::Pk>,
    h: &Affine<V::Sig>,
    sig: &Affine<V::Sig>,
) -> Result<(), Error> {
    if bool::from(pk.is_identity()) {
        return Err(Error::IdentityPublicKey);
    }
    verdict(&[V::pair(pk, h), V::pair(&neg_generator::<V>(), sig)])
}

/// The shape checks shared by aggregate and batch verification: equal lengths, at least one
/// element, no identity key.
pub(crate) fn check_lists<V: Variant>(
    pks: &[super::PublicKey<V>],
    others: &[usize],
) -> Result<(), Error> {
    if others.iter().any(|&n| n != pks.len()) {
        return Err(Error::LengthMismatch);
    }
    if pks.is_empty() {
        return Err(Error::EmptyInput);
    }
    if pks.iter().any(|pk| bool::from(pk.point.is_identity())) {
        return Err(Error::IdentityPublicKey);
    }
    Ok(())
}

/// H(msg), or H(PK ‖ msg) for the message-augmentation scheme, of every (key, message) pair,
/// in order: grouped, so that the CPU's 8-lane arithmetic serves their square roots (see
/// `SignatureGroup::hash_many`).
#[cfg(feature = "alloc")]
pub(crate) fn hash_each<'a, V: Variant + 'a>(
    sets: impl Iterator<Item = (&'a PublicKey<V>, &'a [u8])>,
    dst: &[u8],
    augment: bool,
) -> Vec<Projective<V::Sig>> {
    let sets: Vec<_> = sets
        .map(|(pk, m)| (augment.then(|| pk.to_bytes()), m))
        .collect();
    let parts: Vec<[&[u8]; 2]> = sets
        .iter()
        .map(|(aug, m)| [aug.as_ref().map_or(&[][..], |a| a.as_ref()), *m])
        .collect();
    V::Sig::hash_many(&parts, dst)
}

/// CoreAggregateVerify (§2.9), with each message prefixed by its key when `augment` is set
/// (the message-augmentation scheme, §3.2.3): ∏ e(PKᵢ, H(mᵢ)) · e(−G, σ) = 1. The hashes are
/// brought to affine form with one shared inversion.
#[cfg(feature = "alloc")]
pub(crate) fn aggregate_verify<V: Variant, M: AsRef<[u8]>>(
    pks: &[PublicKey<V>],
    msgs: &[M],
    sig: &Signature<V>,
    dst: &[u8],
    augment: bool,
) -> Result<(), Error> {
    check_lists(pks, &[msgs.len()])?;
    let n = pks.len();
    #[cfg(feature = "parallel")]
    if let Some(chunk) = crate::parallel::chunk_len(n + 1, AGGREGATE_PARALLEL_MIN, 16) {
        // Hashes and Miller loops chunk by chunk on the caller's pool, one final
        // exponentiation. (Slices of the messages, so that `M` need not be `Sync`.)
        let msgs: Vec<&[u8]> = msgs.iter().map(AsRef::as_ref).collect();
        let f = crate::parallel::reduce_chunks(
            n + 1,
            chunk,
            |r| miller_loop_vartime_serial(&aggregate_pairs(pks, &msgs, sig, dst, augment, r)),
            mul_options,
        );
        return verdict_of(f.flatten());
    }
    verdict(&aggregate_pairs(pks, msgs, sig, dst, augment, 0..n + 1))
}

/// The pairs of the range `r` of CoreAggregateVerify's product: pair i < n is (PKᵢ, H(mᵢ)),
/// pair n is (−G, σ). The hashes are brought to affine form with one shared inversion.
#[cfg(feature = "alloc")]
fn aggregate_pairs<V: Variant, M: AsRef<[u8]>>(
    pks: &[PublicKey<V>],
    msgs: &[M],
    sig: &Signature<V>,
    dst: &[u8],
    augment: bool,
    r: Range<usize>,
) -> Vec<(G1Affine, G2Affine)> {
    let n = pks.len();
    let keys = &pks[r.start.min(n)..r.end.min(n)];
    let msgs = &msgs[r.start.min(n)..r.end.min(n)];
    let hashes = hash_each(
        keys.iter().zip(msgs.iter().map(AsRef::as_ref)),
        dst,
        augment,
    );
    let mut affine = alloc::vec![Affine::identity(); hashes.len()];
    Projective::batch_normalize(&hashes, &mut affine);
    let mut pairs: Vec<(G1Affine, G2Affine)> = Vec::with_capacity(r.len());
    pairs.extend(
        keys.iter()
            .zip(&affine)
            .map(|(pk, h)| V::pair(&pk.point, h)),
    );
    if r.contains(&n) {
        pairs.push(V::pair(&neg_generator::<V>(), &sig.point));
    }
    pairs
}

/// Messages per task of a parallel aggregate verification: a hash and a Miller loop pair cost
/// about 375 µs.
#[cfg(feature = "parallel")]
const AGGREGATE_PARALLEL_MIN: usize = 2;

/// The product of two optional Miller loop values (`None`: no pair).
#[cfg(feature = "parallel")]
pub(crate) fn mul_options(a: Option<Fp12>, b: Option<Fp12>) -> Option<Fp12> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a * b),
        (a, None) => a,
        (None, b) => b,
    }
}

/// `Ok` iff the Miller loop value maps to 1 (`None`, the empty product, is 1).
#[cfg(feature = "parallel")]
pub(crate) fn verdict_of(f: Option<Fp12>) -> Result<(), Error> {
    if f.is_none_or(|f| final_exponentiation_is_one(&f)) {
        Ok(())
    } else {
        Err(Error::VerificationFailed)
    }
}

/// Whether all messages differ (the basic scheme's precondition, §3.1.1): sorted, then
/// compared with their neighbours.
#[cfg(feature = "alloc")]
pub(crate) fn all_distinct<M: AsRef<[u8]>>(msgs: &[M]) -> bool {
    let mut sorted: Vec<&[u8]> = msgs.iter().map(AsRef::as_ref).collect();
    sorted.sort_unstable();
    sorted.windows(2).all(|w| w[0] != w[1])
}
