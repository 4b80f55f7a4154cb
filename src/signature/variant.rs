//! Where keys and signatures live: the two variants of draft-irtf-cfrg-bls-signature-05 §2.1.
//!
//! *minimal-pubkey-size* ([`MinPk`]) puts public keys in G1 (48 bytes) and signatures in G2
//! (96 bytes); *minimal-signature-size* ([`MinSig`]) swaps them. Every algorithm of this module
//! is written once against [`Variant`], which says which group is which, how points of each
//! group are encoded and hashed to, and in which order a (key, signature-group point) pair
//! enters the pairing.

use core::fmt;
use core::hash::Hash;

use subtle::CtOption;

use crate::curve::{Affine, Curve, Projective, G1, G2};
use crate::curve::{G1Affine, G2Affine};
use crate::hash_to_curve;

pub(crate) mod sealed {
    /// Keeps [`Variant`](super::Variant), [`SignatureGroup`](super::SignatureGroup) and
    /// [`ByteArray`](super::ByteArray) closed: the algorithms rely on exactly these instances.
    pub trait Sealed {}
}

/// A fixed-size byte encoding (`[u8; 48]`, `[u8; 96]` or `[u8; 192]`), so that the encodings of
/// the generic key and signature types are plain arrays for callers.
pub trait ByteArray:
    sealed::Sealed
    + Copy
    + AsRef<[u8]>
    + AsMut<[u8]>
    + fmt::Debug
    + PartialEq
    + Eq
    + Hash
    + Send
    + Sync
    + 'static
{
    /// The length in bytes.
    const LEN: usize;
    /// All zeros.
    fn zeroed() -> Self;
}

macro_rules! byte_array {
    ($($n:literal),*) => {$(
        impl sealed::Sealed for [u8; $n] {}
        impl ByteArray for [u8; $n] {
            const LEN: usize = $n;
            fn zeroed() -> Self {
                [0u8; $n]
            }
        }
    )*};
}
byte_array!(48, 96, 192);

/// A group that holds BLS public keys or signatures: [`G1`] or [`G2`] (sealed).
///
/// The methods adapt the group's own encodings and hash-to-curve suite to one shape; they are
/// the building blocks of the signature types, not an API of their own.
pub trait SignatureGroup: Curve + sealed::Sealed {
    /// The compressed encoding (x with the three flag bits).
    type Compressed: ByteArray;
    /// The uncompressed encoding (x ‖ y with the flag bits).
    type Uncompressed: ByteArray;

    /// The compressed encoding of `p`.
    #[doc(hidden)]
    fn compress(p: &Affine<Self>) -> Self::Compressed;
    /// The uncompressed encoding of `p`.
    #[doc(hidden)]
    fn uncompress(p: &Affine<Self>) -> Self::Uncompressed;
    /// Decodes a compressed point (`bytes.len() == Compressed::LEN`): flags, canonical x, on the
    /// curve. No subgroup check.
    #[doc(hidden)]
    fn decompress_unchecked(bytes: &[u8]) -> CtOption<Affine<Self>>;
    /// Decodes an uncompressed point (`bytes.len() == Uncompressed::LEN`): flags and canonical
    /// coordinates only (the caller checks the curve equation).
    #[doc(hidden)]
    fn decode_uncompressed_unchecked(bytes: &[u8]) -> CtOption<Affine<Self>>;
    /// `hash_to_curve` of this group's `XMD:SHA-256_SSWU_RO_` suite (RFC 9380 §8.8) applied to
    /// the concatenation of `msg`'s parts. Constant time in the message.
    #[doc(hidden)]
    fn hash(msg: &[&[u8]], dst: &[u8]) -> Projective<Self>;
    /// [`hash`](Self::hash) of many two-part messages, on this thread: grouped so that their
    /// square roots share the 8-lane arithmetic where the CPU has it.
    #[doc(hidden)]
    #[cfg(feature = "alloc")]
    fn hash_many(msgs: &[[&[u8]; 2]], dst: &[u8]) -> alloc::vec::Vec<Projective<Self>>;
}

macro_rules! signature_group {
    ($curve:ident, $c:literal, $u:literal, $h:path, $hparts:path, $hmany:path) => {
        impl sealed::Sealed for $curve {}
        impl SignatureGroup for $curve {
            type Compressed = [u8; $c];
            type Uncompressed = [u8; $u];

            fn compress(p: &Affine<$curve>) -> [u8; $c] {
                p.to_compressed()
            }
            fn uncompress(p: &Affine<$curve>) -> [u8; $u] {
                p.to_uncompressed()
            }
            fn decompress_unchecked(bytes: &[u8]) -> CtOption<Affine<$curve>> {
                match <&[u8; $c]>::try_from(bytes) {
                    Ok(b) => Affine::<$curve>::from_compressed_unchecked(b),
                    Err(_) => CtOption::new(Affine::identity(), 0.into()),
                }
            }
            fn decode_uncompressed_unchecked(bytes: &[u8]) -> CtOption<Affine<$curve>> {
                match <&[u8; $u]>::try_from(bytes) {
                    Ok(b) => Affine::<$curve>::from_uncompressed_unchecked(b),
                    Err(_) => CtOption::new(Affine::identity(), 0.into()),
                }
            }
            #[inline]
            fn hash(msg: &[&[u8]], dst: &[u8]) -> Projective<$curve> {
                // The common single-part case takes the suite's own entry point (the two
                // SSWU points are added on the isogenous curve, one isogeny evaluation).
                match msg {
                    [m] => $h(m, dst),
                    _ => $hparts(msg, dst),
                }
            }
            #[cfg(feature = "alloc")]
            fn hash_many(msgs: &[[&[u8]; 2]], dst: &[u8]) -> alloc::vec::Vec<Projective<$curve>> {
                $hmany(msgs, dst)
            }
        }
    };
}
signature_group!(
    G1,
    48,
    96,
    hash_to_curve::hash_to_g1,
    hash_to_curve::hash_to_g1_parts,
    hash_to_curve::hash_parts_to_g1
);
signature_group!(
    G2,
    96,
    192,
    hash_to_curve::hash_to_g2,
    hash_to_curve::hash_to_g2_parts,
    hash_to_curve::hash_parts_to_g2
);

/// The placement of keys and signatures (sealed): [`MinPk`] or [`MinSig`].
///
/// The associated constants are the ciphersuite tags of draft-irtf-cfrg-bls-signature-05 §4.2;
/// the schemes ([`Basic`](super::Basic), [`Aug`](super::Aug), [`Pop`](super::Pop)) pick theirs.
pub trait Variant:
    sealed::Sealed + Copy + Clone + fmt::Debug + Default + PartialEq + Eq + Hash + Send + Sync + 'static
{
    /// The group of public keys.
    type Pk: SignatureGroup;
    /// The group of signatures (and of message hashes).
    type Sig: SignatureGroup;
    /// `"min_pk"` or `"min_sig"`, for `Debug` output.
    const NAME: &'static str;
    /// The basic scheme's DST (§4.2.1), `BLS_SIG_BLS12381G{2,1}_XMD:SHA-256_SSWU_RO_NUL_`.
    const DST_BASIC: &'static [u8];
    /// The message-augmentation scheme's DST (§4.2.2), `…_RO_AUG_`.
    const DST_AUG: &'static [u8];
    /// The proof-of-possession scheme's signing DST (§4.2.3), `…_RO_POP_`.
    const DST_POP: &'static [u8];
    /// The DST of proofs of possession (§4.2.3), `BLS_POP_BLS12381G{2,1}_XMD:SHA-256_SSWU_RO_POP_`.
    const DST_POP_PROVE: &'static [u8];
    /// Whether the public keys are in G1, so that batch verification blinds the keys (cheap G1
    /// multiplications) rather than the message hashes; for min_sig it is the other way round.
    #[doc(hidden)]
    const BLIND_PK: bool;

    /// A (public-key group, signature group) pair in the order the pairing takes them (G1, G2).
    #[doc(hidden)]
    fn pair(pk: &Affine<Self::Pk>, s: &Affine<Self::Sig>) -> (G1Affine, G2Affine);
}

/// *minimal-pubkey-size*: public keys in G1 (48 bytes compressed), signatures in G2 (96 bytes).
/// The variant of Ethereum's consensus layer, Zcash and Filecoin; see [`min_pk`](super::min_pk).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MinPk;

/// *minimal-signature-size*: public keys in G2 (96 bytes compressed), signatures in G1
/// (48 bytes); see [`min_sig`](super::min_sig).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MinSig;

impl sealed::Sealed for MinPk {}
impl sealed::Sealed for MinSig {}

impl Variant for MinPk {
    type Pk = G1;
    type Sig = G2;
    const NAME: &'static str = "min_pk";
    const DST_BASIC: &'static [u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_";
    const DST_AUG: &'static [u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_AUG_";
    const DST_POP: &'static [u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
    const DST_POP_PROVE: &'static [u8] = b"BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
    const BLIND_PK: bool = true;

    #[inline]
    fn pair(pk: &G1Affine, s: &G2Affine) -> (G1Affine, G2Affine) {
        (*pk, *s)
    }
}

impl Variant for MinSig {
    type Pk = G2;
    type Sig = G1;
    const NAME: &'static str = "min_sig";
    const DST_BASIC: &'static [u8] = b"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_";
    const DST_AUG: &'static [u8] = b"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_AUG_";
    const DST_POP: &'static [u8] = b"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_";
    const DST_POP_PROVE: &'static [u8] = b"BLS_POP_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_";
    const BLIND_PK: bool = false;

    #[inline]
    fn pair(pk: &G2Affine, s: &G1Affine) -> (G1Affine, G2Affine) {
        (*s, *pk)
    }
}
