//! The high-level API of blst's `min_pk` and `min_sig` modules, written once as a macro (as
//! blst writes it) and instantiated twice in `lib.rs`: the same items, methods, derives,
//! conversions and error values, computed by bls381.
//!
//! The error values follow the registry crate built for a target with the standard library
//! (blst's `std` configuration): `aggregate_verify`, `verify_multiple_aggregate_signatures`
//! and with them `verify` and the `fast_aggregate_verify` forms answer `BLST_SUCCESS` or
//! `BLST_VERIFY_FAIL` only, whatever the reason of a failure.

/// The comparisons, serde (through the type's own `serialize`/`deserialize`) and the
/// conversions to and from its affine point that blst gives both `PublicKey` and `Signature`.
macro_rules! point_wrapper_impls {
    ($name:ident, $aff:ty) => {
        impl Eq for $name {}

        impl PartialEq for $name {
            fn eq(&self, other: &Self) -> bool {
                self.point == other.point
            }
        }

        #[cfg(feature = "serde")]
        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
                ser.serialize_bytes(&self.serialize())
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(deser: D) -> Result<Self, D::Error> {
                let bytes: &[u8] = Deserialize::deserialize(deser)?;
                Self::deserialize(bytes)
                    .map_err(|e| <D::Error as serde::de::Error>::custom(format!("{:?}", e)))
            }
        }

        impl From<$name> for $aff {
            fn from(value: $name) -> Self {
                value.point
            }
        }

        impl<'a> From<&'a $name> for &'a $aff {
            fn from(value: &'a $name) -> Self {
                &value.point
            }
        }

        impl From<$aff> for $name {
            fn from(point: $aff) -> Self {
                Self { point }
            }
        }
    };
}

/// The types and methods of one variant. `$pkg` / `$sigg` are the bls381 groups of the keys
/// and the signatures.
macro_rules! sig_variant_impl {
    (
        $pk_aff:ty, $pk:ty, $sig_aff:ty, $sig:ty, $pkg:ty, $sigg:ty,
        $pk_comp:literal, $pk_ser:literal, $sig_comp:literal, $sig_ser:literal
    ) => {
        use core::convert::TryFrom;

        use bls381::curve::Projective;
        use zeroize::Zeroize;

        use crate::MultiPoint;
        use crate::keygen::{self, Version};
        use crate::point::{self, Aff, Group, Jac};
        use crate::types::*;
        #[cfg(feature = "serde")]
        use serde::{Deserialize, Deserializer, Serialize, Serializer};

        type PkG = $pkg;
        type SigG = $sigg;

        /// Secret Key
        #[repr(transparent)]
        #[derive(Default, Clone)]
        pub struct SecretKey {
            value: blst_scalar,
        }

        impl core::fmt::Debug for SecretKey {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("SecretKey { value: <redacted> }")
            }
        }

        impl Zeroize for SecretKey {
            fn zeroize(&mut self) {
                self.value.zeroize();
            }
        }

        impl Drop for SecretKey {
            fn drop(&mut self) {
                self.zeroize();
            }
        }

        impl zeroize::ZeroizeOnDrop for SecretKey {}

        impl SecretKey {
            fn from_le(b: [u8; 32]) -> Self {
                SecretKey {
                    value: blst_scalar { b },
                }
            }

            /// Deterministically generate a secret key from key material (KeyGen of
            /// draft-irtf-cfrg-bls-signature-04/05, blst's `blst_keygen`).
            pub fn key_gen(ikm: &[u8], key_info: &[u8]) -> Result<Self, BLST_ERROR> {
                if ikm.len() < 32 {
                    return Err(BLST_ERROR::BLST_BAD_ENCODING);
                }
                Ok(Self::from_le(keygen::keygen(
                    ikm,
                    None,
                    key_info,
                    Version::V4,
                )))
            }

            /// KeyGen of draft-03 (the default salt, no retry).
            pub fn key_gen_v3(ikm: &[u8], key_info: &[u8]) -> Result<Self, BLST_ERROR> {
                if ikm.len() < 32 {
                    return Err(BLST_ERROR::BLST_BAD_ENCODING);
                }
                Ok(Self::from_le(keygen::keygen(
                    ikm,
                    None,
                    key_info,
                    Version::V3,
                )))
            }

            /// KeyGen of draft-04 with the caller's salt (hashed before each attempt).
            pub fn key_gen_v4_5(ikm: &[u8], salt: &[u8], info: &[u8]) -> Result<Self, BLST_ERROR> {
                if ikm.len() < 32 {
                    return Err(BLST_ERROR::BLST_BAD_ENCODING);
                }
                Ok(Self::from_le(keygen::keygen(
                    ikm,
                    Some(salt),
                    info,
                    Version::V4,
                )))
            }

            /// KeyGen of draft-05 with the caller's salt (used as given first).
            pub fn key_gen_v5(ikm: &[u8], salt: &[u8], info: &[u8]) -> Result<Self, BLST_ERROR> {
                if ikm.len() < 32 {
                    return Err(BLST_ERROR::BLST_BAD_ENCODING);
                }
                Ok(Self::from_le(keygen::keygen(
                    ikm,
                    Some(salt),
                    info,
                    Version::V5,
                )))
            }

            /// EIP-2333 master key.
            pub fn derive_master_eip2333(ikm: &[u8]) -> Result<Self, BLST_ERROR> {
                if ikm.len() < 32 {
                    return Err(BLST_ERROR::BLST_BAD_ENCODING);
                }
                Ok(Self::from_le(keygen::derive_master_eip2333(ikm)))
            }

            /// EIP-2333 child key.
            pub fn derive_child_eip2333(&self, child_index: u32) -> Self {
                Self::from_le(keygen::derive_child_eip2333(&self.value.b, child_index))
            }

            /// The public key, SK·G.
            pub fn sk_to_pk(&self) -> PublicKey {
                let k = crate::field::fr_from_scalar_bytes(&self.value.b);
                let p = Projective::<PkG>::mul_by_generator(&k).to_affine();
                PublicKey {
                    point: PkG::raw_aff(&point::from_bls::<PkG>(&p)),
                }
            }

            /// The signature of `aug ‖ msg` under the tag `dst`: SK·H(aug ‖ msg).
            pub fn sign(&self, msg: &[u8], dst: &[u8], aug: &[u8]) -> Signature {
                let k = crate::field::fr_from_scalar_bytes(&self.value.b);
                let s = (point::hash::<SigG>(msg, dst, aug) * k).to_affine();
                Signature {
                    point: SigG::raw_aff(&point::from_bls::<SigG>(&s)),
                }
            }

            /// The 32-byte big-endian encoding.
            pub fn serialize(&self) -> [u8; 32] {
                let mut out = self.value.b;
                out.reverse();
                out
            }

            /// Decodes 32 big-endian bytes of a key in [1, r); `BLST_BAD_ENCODING` otherwise.
            pub fn deserialize(sk_in: &[u8]) -> Result<Self, BLST_ERROR> {
                if sk_in.len() != 32 {
                    return Err(BLST_ERROR::BLST_BAD_ENCODING);
                }
                let mut b = [0u8; 32];
                b.copy_from_slice(sk_in);
                b.reverse();
                let sk = Self::from_le(b);
                b.zeroize();
                if !crate::scalar::sk_check(&sk.value.b) {
                    return Err(BLST_ERROR::BLST_BAD_ENCODING);
                }
                Ok(sk)
            }

            /// [`serialize`](Self::serialize).
            pub fn to_bytes(&self) -> [u8; 32] {
                SecretKey::serialize(self)
            }

            /// [`deserialize`](Self::deserialize).
            pub fn from_bytes(sk_in: &[u8]) -> Result<Self, BLST_ERROR> {
                SecretKey::deserialize(sk_in)
            }
        }

        #[cfg(feature = "serde-secret")]
        impl Serialize for SecretKey {
            fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
                let bytes = zeroize::Zeroizing::new(self.serialize());
                ser.serialize_bytes(bytes.as_ref())
            }
        }

        #[cfg(feature = "serde-secret")]
        impl<'de> Deserialize<'de> for SecretKey {
            fn deserialize<D: Deserializer<'de>>(deser: D) -> Result<Self, D::Error> {
                let bytes: &[u8] = Deserialize::deserialize(deser)?;
                Self::deserialize(bytes)
                    .map_err(|e| <D::Error as serde::de::Error>::custom(format!("{:?}", e)))
            }
        }

        // From<by-value> traits are not provided to discourage duplication
        // of the secret key material.
        impl<'a> From<&'a SecretKey> for &'a blst_scalar {
            fn from(sk: &'a SecretKey) -> Self {
                &sk.value
            }
        }

        impl<'a> TryFrom<&'a blst_scalar> for &'a SecretKey {
            type Error = BLST_ERROR;

            fn try_from(sk: &'a blst_scalar) -> Result<Self, Self::Error> {
                if !crate::scalar::sk_check(&sk.b) {
                    return Err(BLST_ERROR::BLST_BAD_ENCODING);
                }
                Ok(crate::ffi::cast::secret_key(sk))
            }
        }

        /// Public key
        #[repr(transparent)]
        #[derive(Default, Debug, Clone, Copy)]
        pub struct PublicKey {
            point: $pk_aff,
        }

        impl PublicKey {
            fn aff(&self) -> Aff<<PkG as bls381::curve::Curve>::Base> {
                PkG::aff(&self.point)
            }

            /// KeyValidate: not the point at infinity (`BLST_PK_IS_INFINITY`), in the
            /// subgroup (`BLST_POINT_NOT_IN_GROUP`).
            pub fn validate(&self) -> Result<(), BLST_ERROR> {
                crate::sig::validate_pk::<PkG>(&self.aff())
            }

            /// Decodes and validates.
            pub fn key_validate(key: &[u8]) -> Result<Self, BLST_ERROR> {
                let pk = PublicKey::from_bytes(key)?;
                pk.validate()?;
                Ok(pk)
            }

            /// The affine form of an aggregate.
            pub fn from_aggregate(agg_pk: &AggregatePublicKey) -> Self {
                agg_pk.to_public_key()
            }

            /// The compressed encoding.
            pub fn compress(&self) -> [u8; $pk_comp] {
                let mut out = [0u8; $pk_comp];
                point::compress::<PkG>(&self.aff(), &mut out);
                out
            }

            /// The uncompressed encoding.
            pub fn serialize(&self) -> [u8; $pk_ser] {
                let mut out = [0u8; $pk_ser];
                point::serialize::<PkG>(&self.aff(), &mut out);
                out
            }

            /// Decodes a compressed key (no subgroup check).
            pub fn uncompress(pk_comp: &[u8]) -> Result<Self, BLST_ERROR> {
                if pk_comp.len() == $pk_comp && (pk_comp[0] & 0x80) != 0 {
                    match point::uncompress::<PkG>(pk_comp) {
                        (BLST_ERROR::BLST_SUCCESS, Some(a)) => Ok(Self {
                            point: PkG::raw_aff(&a),
                        }),
                        (e, _) => Err(e),
                    }
                } else {
                    Err(BLST_ERROR::BLST_BAD_ENCODING)
                }
            }

            /// Decodes a compressed or uncompressed key (no subgroup check).
            pub fn deserialize(pk_in: &[u8]) -> Result<Self, BLST_ERROR> {
                if (pk_in.len() == $pk_ser && (pk_in[0] & 0x80) == 0)
                    || (pk_in.len() == $pk_comp && (pk_in[0] & 0x80) != 0)
                {
                    match point::deserialize::<PkG>(pk_in) {
                        (BLST_ERROR::BLST_SUCCESS, Some(a)) => Ok(Self {
                            point: PkG::raw_aff(&a),
                        }),
                        (e, _) => Err(e),
                    }
                } else {
                    Err(BLST_ERROR::BLST_BAD_ENCODING)
                }
            }

            /// [`deserialize`](Self::deserialize).
            pub fn from_bytes(pk_in: &[u8]) -> Result<Self, BLST_ERROR> {
                PublicKey::deserialize(pk_in)
            }

            /// [`compress`](Self::compress).
            pub fn to_bytes(&self) -> [u8; $pk_comp] {
                self.compress()
            }
        }

        crate::sig::point_wrapper_impls!(PublicKey, $pk_aff);

        /// A sum of public keys, in Jacobian coordinates.
        #[repr(transparent)]
        #[derive(Debug, Clone, Copy)]
        pub struct AggregatePublicKey {
            point: $pk,
        }

        impl AggregatePublicKey {
            fn jac(&self) -> Jac<<PkG as bls381::curve::Curve>::Base> {
                PkG::jac(&self.point)
            }

            fn set(&mut self, j: &Jac<<PkG as bls381::curve::Curve>::Base>) {
                self.point = PkG::raw_jac(j);
            }

            /// The key as a one-term sum.
            pub fn from_public_key(pk: &PublicKey) -> Self {
                Self {
                    point: PkG::raw_jac(&Jac::from_aff(&pk.aff())),
                }
            }

            /// The affine form.
            pub fn to_public_key(&self) -> PublicKey {
                PublicKey {
                    point: PkG::raw_aff(&self.jac().to_aff()),
                }
            }

            /// Σ pks, each validated first when asked; `BLST_AGGR_TYPE_MISMATCH` for none.
            pub fn aggregate(pks: &[&PublicKey], pks_validate: bool) -> Result<Self, BLST_ERROR> {
                if pks.is_empty() {
                    return Err(BLST_ERROR::BLST_AGGR_TYPE_MISMATCH);
                }
                let mut acc = Jac::infinity();
                for (i, pk) in pks.iter().enumerate() {
                    if pks_validate {
                        pk.validate()?;
                    }
                    acc = if i == 0 {
                        Jac::from_aff(&pk.aff())
                    } else {
                        acc.dadd_aff(&pk.aff())
                    };
                }
                Ok(Self {
                    point: PkG::raw_jac(&acc),
                })
            }

            /// Σ rᵢ·pkᵢ for the `nbits`-bit scalars in `randomness`.
            pub fn aggregate_with_randomness(
                pks: &[PublicKey],
                randomness: &[u8],
                nbits: usize,
                pks_groupcheck: bool,
            ) -> Result<Self, BLST_ERROR> {
                if pks.is_empty() {
                    return Err(BLST_ERROR::BLST_AGGR_TYPE_MISMATCH);
                }
                if pks_groupcheck {
                    pks.validate()?;
                }
                Ok(pks.mult(randomness, nbits))
            }

            /// Σ of encoded keys, each decoded (and validated when asked).
            pub fn aggregate_serialized(
                pks: &[&[u8]],
                pks_validate: bool,
            ) -> Result<Self, BLST_ERROR> {
                if pks.is_empty() {
                    return Err(BLST_ERROR::BLST_AGGR_TYPE_MISMATCH);
                }
                let mut acc = Jac::infinity();
                for (i, s) in pks.iter().enumerate() {
                    let pk = if pks_validate {
                        PublicKey::key_validate(s)?
                    } else {
                        PublicKey::from_bytes(s)?
                    };
                    acc = if i == 0 {
                        Jac::from_aff(&pk.aff())
                    } else {
                        acc.dadd_aff(&pk.aff())
                    };
                }
                Ok(Self {
                    point: PkG::raw_jac(&acc),
                })
            }

            /// Adds another aggregate.
            pub fn add_aggregate(&mut self, agg_pk: &AggregatePublicKey) {
                let s = self.jac().dadd(&agg_pk.jac());
                self.set(&s);
            }

            /// Subtracts another aggregate.
            pub fn sub_aggregate(&mut self, agg_pk: &AggregatePublicKey) {
                let s = self.jac().dadd(&agg_pk.jac().cneg(1.into()));
                self.set(&s);
            }

            /// Adds a key, validated first when asked.
            pub fn add_public_key(
                &mut self,
                pk: &PublicKey,
                pk_validate: bool,
            ) -> Result<(), BLST_ERROR> {
                if pk_validate {
                    pk.validate()?;
                }
                let s = self.jac().dadd_aff(&pk.aff());
                self.set(&s);
                Ok(())
            }
        }

        impl From<AggregatePublicKey> for $pk {
            fn from(pk: AggregatePublicKey) -> Self {
                pk.point
            }
        }

        impl<'a> From<&'a AggregatePublicKey> for &'a $pk {
            fn from(pk: &'a AggregatePublicKey) -> Self {
                &pk.point
            }
        }

        impl From<$pk> for AggregatePublicKey {
            fn from(point: $pk) -> Self {
                Self { point }
            }
        }

        /// Signature
        #[repr(transparent)]
        #[derive(Debug, Clone, Copy)]
        pub struct Signature {
            point: $sig_aff,
        }

        impl Signature {
            fn aff(&self) -> Aff<<SigG as bls381::curve::Curve>::Base> {
                SigG::aff(&self.point)
            }

            /// In the subgroup (`BLST_POINT_NOT_IN_GROUP`), and with `sig_infcheck` not the
            /// point at infinity (`BLST_PK_IS_INFINITY`, blst's value for it).
            pub fn validate(&self, sig_infcheck: bool) -> Result<(), BLST_ERROR> {
                if sig_infcheck && bool::from(self.aff().is_inf()) {
                    return Err(BLST_ERROR::BLST_PK_IS_INFINITY);
                }
                if !point::in_group::<SigG>(&self.aff()) {
                    return Err(BLST_ERROR::BLST_POINT_NOT_IN_GROUP);
                }
                Ok(())
            }

            /// Decodes and validates.
            pub fn sig_validate(sig: &[u8], sig_infcheck: bool) -> Result<Self, BLST_ERROR> {
                let sig = Signature::from_bytes(sig)?;
                sig.validate(sig_infcheck)?;
                Ok(sig)
            }

            /// CoreVerify of `aug ‖ msg`.
            pub fn verify(
                &self,
                sig_groupcheck: bool,
                msg: &[u8],
                dst: &[u8],
                aug: &[u8],
                pk: &PublicKey,
                pk_validate: bool,
            ) -> BLST_ERROR {
                let aug_msg = [aug, msg].concat();
                self.aggregate_verify(
                    sig_groupcheck,
                    &[aug_msg.as_slice()],
                    dst,
                    &[pk],
                    pk_validate,
                )
            }

            /// AggregateVerify: one pairing check of the signature against every (key,
            /// message) pair; `BLST_VERIFY_FAIL` for every failure, as blst answers.
            pub fn aggregate_verify(
                &self,
                sig_groupcheck: bool,
                msgs: &[&[u8]],
                dst: &[u8],
                pks: &[&PublicKey],
                pks_validate: bool,
            ) -> BLST_ERROR {
                let pks: Vec<Aff<_>> = pks.iter().map(|pk| pk.aff()).collect();
                crate::sig::aggregate_verify::<PkG, SigG>(
                    &self.aff(),
                    sig_groupcheck,
                    msgs,
                    dst,
                    &pks,
                    pks_validate,
                )
            }

            /// FastAggregateVerify: the keys are summed (trusted: proofs of possession imply
            /// their subgroup checks).
            pub fn fast_aggregate_verify(
                &self,
                sig_groupcheck: bool,
                msg: &[u8],
                dst: &[u8],
                pks: &[&PublicKey],
            ) -> BLST_ERROR {
                let agg_pk = match AggregatePublicKey::aggregate(pks, false) {
                    Ok(agg_sig) => agg_sig,
                    Err(err) => return err,
                };
                let pk = agg_pk.to_public_key();
                self.aggregate_verify(sig_groupcheck, &[msg], dst, &[&pk], false)
            }

            /// FastAggregateVerify with the keys already summed.
            pub fn fast_aggregate_verify_pre_aggregated(
                &self,
                sig_groupcheck: bool,
                msg: &[u8],
                dst: &[u8],
                pk: &PublicKey,
            ) -> BLST_ERROR {
                self.aggregate_verify(sig_groupcheck, &[msg], dst, &[pk], false)
            }

            /// Verifies n (aggregate signature, key, message) triples at once with the
            /// random `rand_bits`-bit blinding factors `rands`
            /// (<https://ethresear.ch/t/fast-verification-of-multiple-bls-signatures/5407>).
            #[allow(clippy::too_many_arguments)]
            pub fn verify_multiple_aggregate_signatures(
                msgs: &[&[u8]],
                dst: &[u8],
                pks: &[&PublicKey],
                pks_validate: bool,
                sigs: &[&Signature],
                sigs_groupcheck: bool,
                rands: &[blst_scalar],
                rand_bits: usize,
            ) -> BLST_ERROR {
                let pks: Vec<Aff<_>> = pks.iter().map(|pk| pk.aff()).collect();
                let sigs: Vec<Aff<_>> = sigs.iter().map(|s| s.aff()).collect();
                let rands: Vec<&[u8]> = rands.iter().map(|r| &r.b[..]).collect();
                crate::sig::verify_multiple::<PkG, SigG>(
                    msgs,
                    dst,
                    &pks,
                    pks_validate,
                    &sigs,
                    sigs_groupcheck,
                    &rands,
                    rand_bits,
                )
            }

            /// The affine form of an aggregate.
            pub fn from_aggregate(agg_sig: &AggregateSignature) -> Self {
                agg_sig.to_signature()
            }

            /// The compressed encoding.
            pub fn compress(&self) -> [u8; $sig_comp] {
                let mut out = [0u8; $sig_comp];
                point::compress::<SigG>(&self.aff(), &mut out);
                out
            }

            /// The uncompressed encoding.
            pub fn serialize(&self) -> [u8; $sig_ser] {
                let mut out = [0u8; $sig_ser];
                point::serialize::<SigG>(&self.aff(), &mut out);
                out
            }

            /// Decodes a compressed signature (no subgroup check).
            pub fn uncompress(sig_comp: &[u8]) -> Result<Self, BLST_ERROR> {
                if sig_comp.len() == $sig_comp && (sig_comp[0] & 0x80) != 0 {
                    match point::uncompress::<SigG>(sig_comp) {
                        (BLST_ERROR::BLST_SUCCESS, Some(a)) => Ok(Self {
                            point: SigG::raw_aff(&a),
                        }),
                        (e, _) => Err(e),
                    }
                } else {
                    Err(BLST_ERROR::BLST_BAD_ENCODING)
                }
            }

            /// Decodes a compressed or uncompressed signature (no subgroup check).
            pub fn deserialize(sig_in: &[u8]) -> Result<Self, BLST_ERROR> {
                if (sig_in.len() == $sig_ser && (sig_in[0] & 0x80) == 0)
                    || (sig_in.len() == $sig_comp && (sig_in[0] & 0x80) != 0)
                {
                    match point::deserialize::<SigG>(sig_in) {
                        (BLST_ERROR::BLST_SUCCESS, Some(a)) => Ok(Self {
                            point: SigG::raw_aff(&a),
                        }),
                        (e, _) => Err(e),
                    }
                } else {
                    Err(BLST_ERROR::BLST_BAD_ENCODING)
                }
            }

            /// [`deserialize`](Self::deserialize).
            pub fn from_bytes(sig_in: &[u8]) -> Result<Self, BLST_ERROR> {
                Signature::deserialize(sig_in)
            }

            /// [`compress`](Self::compress).
            pub fn to_bytes(&self) -> [u8; $sig_comp] {
                self.compress()
            }

            /// Whether the signature is in the subgroup.
            pub fn subgroup_check(&self) -> bool {
                point::in_group::<SigG>(&self.aff())
            }
        }

        crate::sig::point_wrapper_impls!(Signature, $sig_aff);

        /// A sum of signatures, in Jacobian coordinates.
        #[repr(transparent)]
        #[derive(Debug, Clone, Copy)]
        pub struct AggregateSignature {
            point: $sig,
        }

        impl AggregateSignature {
            fn jac(&self) -> Jac<<SigG as bls381::curve::Curve>::Base> {
                SigG::jac(&self.point)
            }

            fn set(&mut self, j: &Jac<<SigG as bls381::curve::Curve>::Base>) {
                self.point = SigG::raw_jac(j);
            }

            /// In the subgroup (`BLST_POINT_NOT_IN_GROUP`).
            pub fn validate(&self) -> Result<(), BLST_ERROR> {
                if !crate::pairing::jac_in_group::<SigG>(&self.jac()) {
                    return Err(BLST_ERROR::BLST_POINT_NOT_IN_GROUP);
                }
                Ok(())
            }

            /// The signature as a one-term sum.
            pub fn from_signature(sig: &Signature) -> Self {
                Self {
                    point: SigG::raw_jac(&Jac::from_aff(&sig.aff())),
                }
            }

            /// The affine form.
            pub fn to_signature(&self) -> Signature {
                Signature {
                    point: SigG::raw_aff(&self.jac().to_aff()),
                }
            }

            /// Σ sigs, each subgroup-checked first when asked; `BLST_AGGR_TYPE_MISMATCH` for
            /// none.
            pub fn aggregate(
                sigs: &[&Signature],
                sigs_groupcheck: bool,
            ) -> Result<Self, BLST_ERROR> {
                if sigs.is_empty() {
                    return Err(BLST_ERROR::BLST_AGGR_TYPE_MISMATCH);
                }
                let mut acc = Jac::infinity();
                for (i, s) in sigs.iter().enumerate() {
                    if sigs_groupcheck {
                        s.validate(false)?;
                    }
                    acc = if i == 0 {
                        Jac::from_aff(&s.aff())
                    } else {
                        acc.dadd_aff(&s.aff())
                    };
                }
                Ok(Self {
                    point: SigG::raw_jac(&acc),
                })
            }

            /// Σ rᵢ·sigᵢ for the `nbits`-bit scalars in `randomness`.
            pub fn aggregate_with_randomness(
                sigs: &[Signature],
                randomness: &[u8],
                nbits: usize,
                sigs_groupcheck: bool,
            ) -> Result<Self, BLST_ERROR> {
                if sigs.is_empty() {
                    return Err(BLST_ERROR::BLST_AGGR_TYPE_MISMATCH);
                }
                if sigs_groupcheck {
                    sigs.validate()?;
                }
                Ok(sigs.mult(randomness, nbits))
            }

            /// Σ of encoded signatures, each decoded (and subgroup-checked when asked).
            pub fn aggregate_serialized(
                sigs: &[&[u8]],
                sigs_groupcheck: bool,
            ) -> Result<Self, BLST_ERROR> {
                if sigs.is_empty() {
                    return Err(BLST_ERROR::BLST_AGGR_TYPE_MISMATCH);
                }
                let mut acc = Jac::infinity();
                for (i, s) in sigs.iter().enumerate() {
                    let sig = if sigs_groupcheck {
                        Signature::sig_validate(s, false)?
                    } else {
                        Signature::from_bytes(s)?
                    };
                    acc = if i == 0 {
                        Jac::from_aff(&sig.aff())
                    } else {
                        acc.dadd_aff(&sig.aff())
                    };
                }
                Ok(Self {
                    point: SigG::raw_jac(&acc),
                })
            }

            /// Adds another aggregate.
            pub fn add_aggregate(&mut self, agg_sig: &AggregateSignature) {
                let s = self.jac().dadd(&agg_sig.jac());
                self.set(&s);
            }

            /// Adds a signature, subgroup-checked first when asked.
            pub fn add_signature(
                &mut self,
                sig: &Signature,
                sig_groupcheck: bool,
            ) -> Result<(), BLST_ERROR> {
                if sig_groupcheck {
                    sig.validate(false)?;
                }
                let s = self.jac().dadd_aff(&sig.aff());
                self.set(&s);
                Ok(())
            }

            /// Whether the sum is in the subgroup.
            pub fn subgroup_check(&self) -> bool {
                crate::pairing::jac_in_group::<SigG>(&self.jac())
            }
        }

        impl From<AggregateSignature> for $sig {
            fn from(sig: AggregateSignature) -> Self {
                sig.point
            }
        }

        impl<'a> From<&'a AggregateSignature> for &'a $sig {
            fn from(sig: &'a AggregateSignature) -> Self {
                &sig.point
            }
        }

        impl From<$sig> for AggregateSignature {
            fn from(point: $sig) -> Self {
                Self { point }
            }
        }

        impl MultiPoint for [PublicKey] {
            type Output = AggregatePublicKey;

            fn mult(&self, scalars: &[u8], nbits: usize) -> Self::Output {
                let pts: Vec<$pk_aff> = self.iter().map(|p| p.point).collect();
                AggregatePublicKey {
                    point: pts.as_slice().mult(scalars, nbits),
                }
            }

            fn add(&self) -> Self::Output {
                let pts: Vec<$pk_aff> = self.iter().map(|p| p.point).collect();
                AggregatePublicKey {
                    point: pts.as_slice().add(),
                }
            }

            fn validate(&self) -> Result<(), BLST_ERROR> {
                let pts: Vec<$pk_aff> = self.iter().map(|p| p.point).collect();
                pts.as_slice().validate()
            }
        }

        impl MultiPoint for [Signature] {
            type Output = AggregateSignature;

            fn mult(&self, scalars: &[u8], nbits: usize) -> Self::Output {
                let pts: Vec<$sig_aff> = self.iter().map(|p| p.point).collect();
                AggregateSignature {
                    point: pts.as_slice().mult(scalars, nbits),
                }
            }

            fn add(&self) -> Self::Output {
                let pts: Vec<$sig_aff> = self.iter().map(|p| p.point).collect();
                AggregateSignature {
                    point: pts.as_slice().add(),
                }
            }

            fn validate(&self) -> Result<(), BLST_ERROR> {
                let pts: Vec<$sig_aff> = self.iter().map(|p| p.point).collect();
                pts.as_slice().validate()
            }
        }
    };
}
pub(crate) use point_wrapper_impls;
pub(crate) use sig_variant_impl;

use bls381::curve::Affine;
use bls381::{G1Affine, G2Affine};

use crate::point::{self, Aff, Group, Jac};
use crate::types::BLST_ERROR;

/// `PublicKey::validate`.
pub(crate) fn validate_pk<C: Group>(pk: &Aff<C::Base>) -> Result<(), BLST_ERROR> {
    if bool::from(pk.is_inf()) {
        return Err(BLST_ERROR::BLST_PK_IS_INFINITY);
    }
    if !point::in_group::<C>(pk) {
        return Err(BLST_ERROR::BLST_POINT_NOT_IN_GROUP);
    }
    Ok(())
}

/// The pair (G1 point, G2 point) of a key-group point and a signature-group point.
pub(crate) trait Pairs<S: Group>: Group {
    /// The Miller-loop pair of `k` in this group and `s` in `S`.
    fn pair(k: Affine<Self>, s: Affine<S>) -> (G1Affine, G2Affine);
}
impl Pairs<bls381::curve::G2> for bls381::curve::G1 {
    fn pair(k: G1Affine, s: G2Affine) -> (G1Affine, G2Affine) {
        (k, s)
    }
}
impl Pairs<bls381::curve::G1> for bls381::curve::G2 {
    fn pair(k: G2Affine, s: G1Affine) -> (G1Affine, G2Affine) {
        (s, k)
    }
}

/// Runs `f` over `0..n`, on the caller's rayon pool with the `threads` feature.
fn par_all<T: Send>(n: usize, f: impl Fn(usize) -> T + Sync + Send) -> Vec<T> {
    #[cfg(all(feature = "threads", not(feature = "no-threads")))]
    {
        use rayon::prelude::*;
        if n > 1 {
            return (0..n).into_par_iter().map(f).collect();
        }
    }
    (0..n).map(f).collect()
}

/// `Signature::aggregate_verify` (blst's `std` form): `BLST_SUCCESS` when every key passes
/// the aggregation's checks, the signature its subgroup check (when asked) and the pairing
/// check; `BLST_VERIFY_FAIL` otherwise.
pub(crate) fn aggregate_verify<K: Pairs<S>, S: Group>(
    sig: &Aff<S::Base>,
    sig_groupcheck: bool,
    msgs: &[&[u8]],
    dst: &[u8],
    pks: &[Aff<K::Base>],
    pks_validate: bool,
) -> BLST_ERROR {
    let n = pks.len();
    if n == 0 || msgs.len() != n {
        return BLST_ERROR::BLST_VERIFY_FAIL;
    }
    // Every key: not infinity, in the subgroup when asked; each message hashed.
    let terms = par_all(n, |i| {
        let pk = &pks[i];
        if bool::from(pk.is_inf()) || (pks_validate && !point::in_group::<K>(pk)) {
            return None;
        }
        let h = point::hash::<S>(msgs[i], dst, &[]).to_affine();
        Some(K::pair(point::to_bls::<K>(pk), h))
    });
    let Some(mut terms) = terms.into_iter().collect::<Option<Vec<_>>>() else {
        return BLST_ERROR::BLST_VERIFY_FAIL;
    };
    if sig_groupcheck && !point::in_group::<S>(sig) {
        return BLST_ERROR::BLST_VERIFY_FAIL;
    }
    // e(−G, sig) closes the product: the pairing of the signature with the generator.
    terms.push(K::pair(-Affine::<K>::generator(), point::to_bls::<S>(sig)));
    verdict(bls381::pairing_check(&terms))
}

/// `BLST_SUCCESS` or `BLST_VERIFY_FAIL`.
fn verdict(ok: bool) -> BLST_ERROR {
    if ok {
        BLST_ERROR::BLST_SUCCESS
    } else {
        BLST_ERROR::BLST_VERIFY_FAIL
    }
}

/// `Signature::verify_multiple_aggregate_signatures` (blst's `std` form).
#[allow(clippy::too_many_arguments)]
pub(crate) fn verify_multiple<K: Pairs<S>, S: Group>(
    msgs: &[&[u8]],
    dst: &[u8],
    pks: &[Aff<K::Base>],
    pks_validate: bool,
    sigs: &[Aff<S::Base>],
    sigs_groupcheck: bool,
    rands: &[&[u8]],
    rand_bits: usize,
) -> BLST_ERROR {
    let n = pks.len();
    if n == 0 || msgs.len() != n || sigs.len() != n || rands.len() != n {
        return BLST_ERROR::BLST_VERIFY_FAIL;
    }
    let nbytes = rand_bits.div_ceil(8);
    // blst's `mul_n_aggregate` for each triple: the checks, rᵢ·sigᵢ and (rᵢ·pkᵢ, H(mᵢ)).
    let terms = par_all(n, |i| {
        let (pk, sig) = (&pks[i], &sigs[i]);
        let r = &rands[i][..nbytes.min(rands[i].len())];
        let scaled = |p: &Jac<_>| {
            if rand_bits == 0 {
                *p
            } else {
                point::mult_exact(p, r, rand_bits)
            }
        };
        let s = if bool::from(sig.is_inf()) {
            None
        } else {
            if sigs_groupcheck && !point::in_group::<S>(sig) {
                return None;
            }
            Some(scaled(&Jac::from_aff(sig)))
        };
        if bool::from(pk.is_inf()) || (pks_validate && !point::in_group::<K>(pk)) {
            return None;
        }
        let h = point::hash::<S>(msgs[i], dst, &[]).to_affine();
        // blst scales the G1 member of the pair: the key in min-pk, the hash in min-sig.
        let (g1, g2) = K::pair(point::to_bls::<K>(pk), h);
        let g1 = if rand_bits == 0 {
            g1
        } else {
            let j = Jac::from_aff(&point::from_bls::<bls381::curve::G1>(&g1));
            point::to_bls::<bls381::curve::G1>(&point::mult_exact(&j, r, rand_bits).to_aff())
        };
        Some(((g1, g2), s))
    });
    let Some(terms) = terms.into_iter().collect::<Option<Vec<_>>>() else {
        return BLST_ERROR::BLST_VERIFY_FAIL;
    };
    let mut sum: Option<Jac<S::Base>> = None;
    let mut pairs = Vec::with_capacity(n + 1);
    for (pair, s) in terms {
        pairs.push(pair);
        if let Some(s) = s {
            sum = Some(sum.map_or(s, |acc| acc.dadd(&s)));
        }
    }
    if let Some(sum) = sum {
        pairs.push(K::pair(
            -Affine::<K>::generator(),
            point::jac_to_bls::<S>(&sum),
        ));
    }
    verdict(bls381::pairing_check(&pairs))
}
