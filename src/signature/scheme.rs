//! The three schemes of draft-irtf-cfrg-bls-signature-05 §3 over the Core algorithms, written
//! once as [`Scheme<V, K>`] for a variant `V` and a scheme kind `K`:
//!
//! | kind | DST suffix | what guards against rogue keys | extra |
//! |---|---|---|---|
//! | [`Basic`] (§3.1) | `NUL_` | `aggregate_verify` refuses equal messages | |
//! | [`Aug`] (§3.2) | `AUG_` | every message is prefixed with its signer's key | |
//! | [`Pop`] (§3.3) | `POP_` | each key comes with a proof of possession | `pop_prove`, `pop_verify`, `fast_aggregate_verify` |
//!
//! [`min_pk`](super::min_pk) and [`min_sig`](super::min_sig) name the six instances
//! (`min_pk::Pop` is Ethereum's).

use core::marker::PhantomData;

#[cfg(feature = "alloc")]
use rand_core::CryptoRng;

use super::variant::sealed;
use super::verify;
use super::{
    AggregatePublicKey, AggregateSignature, Error, PublicKey, SecretKey, Signature, Variant,
};

/// Which scheme of §3 (sealed): [`Basic`], [`Aug`] or [`Pop`].
pub trait SchemeKind: sealed::Sealed + 'static {
    /// The scheme's place in the ciphersuite table.
    #[doc(hidden)]
    const KIND: Kind;
}

/// The three schemes, as values for `const` evaluation of the DST.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Basic,
    Aug,
    Pop,
}

/// The basic scheme (§3.1): signatures on distinct messages only may be aggregated.
#[derive(Clone, Copy, Debug)]
pub enum Basic {}

/// The message-augmentation scheme (§3.2): the signer's public key is prepended to the message.
#[derive(Clone, Copy, Debug)]
pub enum Aug {}

/// The proof-of-possession scheme (§3.3): keys are registered with a proof that their owner
/// knows the secret, after which signatures on one message aggregate against the sum of keys.
#[derive(Clone, Copy, Debug)]
pub enum Pop {}

impl sealed::Sealed for Basic {}
impl sealed::Sealed for Aug {}
impl sealed::Sealed for Pop {}
impl SchemeKind for Basic {
    const KIND: Kind = Kind::Basic;
}
impl SchemeKind for Aug {
    const KIND: Kind = Kind::Aug;
}
impl SchemeKind for Pop {
    const KIND: Kind = Kind::Pop;
}

/// A BLS signature scheme: the variant `V` ([`MinPk`](super::MinPk) or
/// [`MinSig`](super::MinSig)) with the scheme `K` ([`Basic`], [`Aug`] or [`Pop`]). Never
/// constructed: its functions are called by type, through the aliases of
/// [`min_pk`](super::min_pk) and [`min_sig`](super::min_sig).
///
/// Signing is constant time; verification (inputs public) is not. Every verification is one
/// multi-Miller loop and one final exponentiation, and returns `Ok(())` or the reason for
/// refusing.
///
/// ```
/// use bls381::signature::min_pk::{Aug, Basic, Pop, SecretKey};
///
/// let sk = SecretKey::key_gen(&[8u8; 32], b"").unwrap();
/// let pk = sk.public_key();
/// for (sig, ok) in [
///     (Basic::sign(&sk, b"m"), Basic::verify(&pk, b"m", &Basic::sign(&sk, b"m"))),
///     (Aug::sign(&sk, b"m"), Aug::verify(&pk, b"m", &Aug::sign(&sk, b"m"))),
///     (Pop::sign(&sk, b"m"), Pop::verify(&pk, b"m", &Pop::sign(&sk, b"m"))),
/// ] {
///     assert!(ok.is_ok());
///     let _ = sig;
/// }
/// // The schemes' tags differ, so their signatures do too.
/// assert_ne!(Basic::sign(&sk, b"m"), Pop::sign(&sk, b"m"));
/// ```
pub struct Scheme<V: Variant, K: SchemeKind> {
    _never: PhantomData<(V, K)>,
    _private: Never,
}

/// Makes [`Scheme`] impossible to construct.
enum Never {}

impl<V: Variant, K: SchemeKind> core::fmt::Debug for Scheme<V, K> {
    fn fmt(&self, _: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self._private {}
    }
}

impl<V: Variant, K: SchemeKind> Scheme<V, K> {
    /// The ciphersuite's domain separation tag (§4.2), e.g.
    /// `BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_` for `min_pk::Pop`.
    pub const DST: &'static [u8] = match K::KIND {
        Kind::Basic => V::DST_BASIC,
        Kind::Aug => V::DST_AUG,
        Kind::Pop => V::DST_POP,
    };

    /// Whether messages are prefixed with the signer's compressed public key (§3.2).
    const AUGMENTED: bool = matches!(K::KIND, Kind::Aug);

    /// Sign (§3.1 / §3.2.1 / §3.3): CoreSign of the message (for [`Aug`], of PK ‖ message)
    /// under [`DST`](Self::DST). Constant time in the key and the message.
    pub fn sign(sk: &SecretKey<V>, msg: &[u8]) -> Signature<V> {
        if Self::AUGMENTED {
            sk.core_sign(msg, Self::DST, sk.public_key().to_bytes().as_ref())
        } else {
            sk.core_sign(msg, Self::DST, b"")
        }
    }

    /// Verify (§3.1 / §3.2.2 / §3.3): CoreVerify of the message (for [`Aug`], of PK ‖ message).
    ///
    /// ```
    /// use bls381::signature::{min_sig::{Aug, SecretKey}, Error};
    /// let sk = SecretKey::key_gen(&[1u8; 32], b"").unwrap();
    /// let sig = Aug::sign(&sk, b"m");
    /// assert_eq!(Aug::verify(&sk.public_key(), b"m", &sig), Ok(()));
    /// assert_eq!(Aug::verify(&sk.public_key(), b"n", &sig), Err(Error::VerificationFailed));
    /// ```
    pub fn verify(pk: &PublicKey<V>, msg: &[u8], sig: &Signature<V>) -> Result<(), Error> {
        if Self::AUGMENTED {
            sig.core_verify(pk, msg, Self::DST, pk.to_bytes().as_ref())
        } else {
            sig.core_verify(pk, msg, Self::DST, b"")
        }
    }

    /// Aggregate (§2.8): the sum of the signatures as one signature; [`Error::EmptyInput`] for
    /// none. The same for every scheme (what differs is how aggregates are verified).
    pub fn aggregate(sigs: &[Signature<V>]) -> Result<Signature<V>, Error> {
        AggregateSignature::aggregate(sigs).map(|agg| agg.to_signature())
    }

    /// AggregateVerify (§3.1.1 / §3.2.3 / §3.3.4): whether `sig` aggregates signatures of
    /// `msgs[i]` under `pks[i]`, as one multi-Miller loop over n + 1 pairs and one final
    /// exponentiation (with `parallel`, hashes and Miller loops run in chunks on the caller's
    /// rayon pool). [`Basic`] refuses equal messages ([`Error::DuplicateMessage`]); [`Aug`]
    /// prefixes each message with its key. Errors for an empty list or lengths that differ.
    ///
    /// ```
    /// use bls381::signature::{min_pk::{Basic, SecretKey}, Error};
    /// let (a, b) = (SecretKey::key_gen(&[1; 32], b"").unwrap(), SecretKey::key_gen(&[2; 32], b"").unwrap());
    /// let pks = [a.public_key(), b.public_key()];
    /// let sig = Basic::aggregate(&[Basic::sign(&a, b"x"), Basic::sign(&b, b"y")]).unwrap();
    /// assert_eq!(Basic::aggregate_verify(&pks, &[b"x", b"y"], &sig), Ok(()));
    /// assert_eq!(Basic::aggregate_verify(&pks, &[b"y", b"x"], &sig), Err(Error::VerificationFailed));
    /// assert_eq!(Basic::aggregate_verify(&pks, &[b"x", b"x"], &sig), Err(Error::DuplicateMessage));
    /// ```
    #[cfg(feature = "alloc")]
    pub fn aggregate_verify<M: AsRef<[u8]>>(
        pks: &[PublicKey<V>],
        msgs: &[M],
        sig: &Signature<V>,
    ) -> Result<(), Error> {
        verify::check_lists(pks, &[msgs.len()])?;
        if matches!(K::KIND, Kind::Basic) && !verify::all_distinct(msgs) {
            return Err(Error::DuplicateMessage);
        }
        verify::aggregate_verify(pks, msgs, sig, Self::DST, Self::AUGMENTED)
    }

    /// Verifies n independent signatures `sigs[i]` of `msgs[i]` under `pks[i]` at once:
    /// `Ok(())` iff (with overwhelming probability) every one of them would pass
    /// [`verify`](Self::verify).
    ///
    /// **Method** (the small-exponent test of Bellare–Garay–Rabin, EUROCRYPT 1998, as in
    /// Ferrara–Green–Hohenberger–Pedersen, CT-RSA 2009): draw r₂, …, rₙ uniformly from
    /// [1, 2⁶⁴) with `rng` and check, with r₁ = 1,
    ///
    /// ∏ᵢ e(rᵢ·PKᵢ, H(mᵢ)) · e(−G, Σᵢ rᵢ·σᵢ) = 1
    ///
    /// (min_sig blinds H(mᵢ) instead of PKᵢ, whichever lies in the cheaper group G1), as one
    /// multi-Miller loop and one final exponentiation. Σ rᵢ·σᵢ is one interleaved (Straus)
    /// multi-scalar multiplication. Sets that share a message share its hash, and in min_pk
    /// its pairing: their keys are blinded and summed by one Straus multiplication, so a batch
    /// of attestations to one message costs about one hash and two pairings. With `parallel`,
    /// the sum, the hashes and the Miller loops run in chunks on the caller's rayon pool.
    ///
    /// **Security: 64 bits.** Write the i-th set's error as δᵢ = log(e(PKᵢ, H(mᵢ)) / e(G, σᵢ))
    /// in Z_r; the check passes iff Σ rᵢ·δᵢ = 0. If some δⱼ ≠ 0 with j ≥ 2, then for any fixed
    /// values of the other scalars exactly one rⱼ mod r passes, so an invalid batch passes
    /// with probability at most 1/(2⁶⁴ − 1) over the draw of rⱼ; if only δ₁ ≠ 0, the sum is δ₁
    /// and the check fails for sure — which is why the first set needs no blinding. The
    /// scalars are drawn after the inputs are fixed, and used once, so the variable-time
    /// arithmetic that reveals them afterwards gives an attacker nothing. 64 bits is the level
    /// of Ethereum clients (blst's `verify_multiple_aggregate_signatures` with 64-bit
    /// randomness); a forger needs about 2⁶⁴ attempts, each costing a batch verification.
    ///
    /// Every signature must be in the subgroup (as [`Signature::from_bytes`] ensures):
    /// blinding does not kill small-order components reliably, since the cofactor of G2 has
    /// small factors. Errors: [`Error::EmptyInput`], [`Error::LengthMismatch`],
    /// [`Error::IdentityPublicKey`], [`Error::VerificationFailed`] (at least one set is
    /// invalid; which one is not said: verify individually to find it).
    ///
    /// ```
    /// use bls381::signature::min_pk::{Pop, SecretKey};
    /// # use rand::SeedableRng;
    /// # let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    /// let sks: Vec<_> = (1..=4u8).map(|i| SecretKey::key_gen(&[i; 32], b"").unwrap()).collect();
    /// let pks: Vec<_> = sks.iter().map(|sk| sk.public_key()).collect();
    /// let msgs = [b"a", b"b", b"a", b"c"];
    /// let mut sigs: Vec<_> = sks.iter().zip(&msgs).map(|(sk, m)| Pop::sign(sk, *m)).collect();
    /// assert!(Pop::batch_verify(&pks, &msgs, &sigs, &mut rng).is_ok());
    /// sigs.swap(0, 1);
    /// assert!(Pop::batch_verify(&pks, &msgs, &sigs, &mut rng).is_err());
    /// ```
    #[cfg(feature = "alloc")]
    pub fn batch_verify<M: AsRef<[u8]>, R: CryptoRng + ?Sized>(
        pks: &[PublicKey<V>],
        msgs: &[M],
        sigs: &[Signature<V>],
        rng: &mut R,
    ) -> Result<(), Error> {
        super::batch::batch_verify(pks, msgs, sigs, Self::DST, Self::AUGMENTED, rng)
    }
}

impl<V: Variant> Scheme<V, Pop> {
    /// The tag of proofs of possession (§4.2.3), e.g.
    /// `BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_` for `min_pk::Pop`.
    pub const POP_DST: &'static [u8] = V::DST_POP_PROVE;

    /// PopProve (§3.3.2): SK·H(PK) with the proof-of-possession tag, where PK is the
    /// compressed key. Constant time.
    ///
    /// ```
    /// use bls381::signature::min_pk::{Pop, SecretKey};
    /// let sk = SecretKey::key_gen(&[6u8; 32], b"").unwrap();
    /// let proof = Pop::pop_prove(&sk);
    /// assert!(Pop::pop_verify(&sk.public_key(), &proof).is_ok());
    /// // A proof is not a signature of the key's bytes under the signing tag.
    /// assert!(Pop::verify(&sk.public_key(), &sk.public_key().to_bytes(), &proof).is_err());
    /// ```
    pub fn pop_prove(sk: &SecretKey<V>) -> Signature<V> {
        sk.core_sign(sk.public_key().to_bytes().as_ref(), Self::POP_DST, b"")
    }

    /// PopVerify (§3.3.3): whether `proof` is SK·H(PK) under the proof-of-possession tag, as
    /// one two-pair Miller loop and one final exponentiation. Register a key only after this
    /// passes (with a key and proof from the checked decoders).
    pub fn pop_verify(pk: &PublicKey<V>, proof: &Signature<V>) -> Result<(), Error> {
        proof.core_verify(pk, pk.to_bytes().as_ref(), Self::POP_DST, b"")
    }

    /// FastAggregateVerify (§3.3.4): whether `sig` aggregates signatures of the one message
    /// `msg` under all of `pks`, by summing the keys and running one two-pair check. The keys
    /// must have passed [`pop_verify`](Self::pop_verify); none may be the identity, nor their
    /// sum. No allocation.
    ///
    /// ```
    /// use bls381::signature::{min_pk::{Pop, SecretKey}, Error};
    /// let sks: Vec<_> = (1..=3u8).map(|i| SecretKey::key_gen(&[i; 32], b"").unwrap()).collect();
    /// let pks: Vec<_> = sks.iter().map(|sk| sk.public_key()).collect();
    /// let sig = Pop::aggregate(&sks.iter().map(|sk| Pop::sign(sk, b"m")).collect::<Vec<_>>()).unwrap();
    /// assert_eq!(Pop::fast_aggregate_verify(&pks, b"m", &sig), Ok(()));
    /// assert_eq!(Pop::fast_aggregate_verify(&pks[..2], b"m", &sig), Err(Error::VerificationFailed));
    /// assert_eq!(Pop::fast_aggregate_verify(&[], b"m", &sig), Err(Error::EmptyInput));
    /// ```
    pub fn fast_aggregate_verify(
        pks: &[PublicKey<V>],
        msg: &[u8],
        sig: &Signature<V>,
    ) -> Result<(), Error> {
        verify::check_lists(pks, &[])?;
        #[cfg(feature = "parallel")]
        if crate::parallel::threads_for(pks.len(), 2 * super::aggregate::SUM_PARALLEL_MIN) > 1 {
            // Many keys: their sum (itself split) beside the hash of the message.
            let (agg, h) = crate::parallel::join(
                || AggregatePublicKey::aggregate(pks),
                || verify::hash_message::<V>(b"", msg, Self::DST).to_affine(),
            );
            return verify::verify_hashed::<V>(&agg?.to_public_key().point, &h, &sig.point);
        }
        let agg = AggregatePublicKey::aggregate(pks)?.to_public_key();
        Self::fast_aggregate_verify_pre_aggregated(&agg, msg, sig)
    }

    /// [`fast_aggregate_verify`](Self::fast_aggregate_verify) against keys summed beforehand
    /// (e.g. a committee's [`AggregatePublicKey`], converted with
    /// [`to_public_key`](AggregatePublicKey::to_public_key)).
    pub fn fast_aggregate_verify_pre_aggregated(
        agg: &PublicKey<V>,
        msg: &[u8],
        sig: &Signature<V>,
    ) -> Result<(), Error> {
        sig.core_verify(agg, msg, Self::DST, b"")
    }
}
