//! BLS signatures against blst::min_pk and blst::min_sig: key generation (KeyGen and raw secret
//! keys), public keys, signing under the three schemes, decoding of arbitrary public-key and
//! signature bytes (error kinds mapped one to one), verify, aggregate, aggregate_verify (Basic
//! refusing repeated messages, Aug prefixing the keys), fast_aggregate_verify and proofs of
//! possession; honest inputs and inputs corrupted in the ways listed in `SigInput`.
#![no_main]

use bls381::signature::{Error, Scheme, SchemeKind};
use bls381_fuzz::{hex, pick_backend, SigInput};
use blst::BLST_ERROR;
use libfuzzer_sys::fuzz_target;

/// The bls381 error a blst decoding error corresponds to.
fn map_err(e: BLST_ERROR) -> Error {
    match e {
        BLST_ERROR::BLST_BAD_ENCODING => Error::BadEncoding,
        BLST_ERROR::BLST_POINT_NOT_ON_CURVE => Error::NotOnCurve,
        BLST_ERROR::BLST_POINT_NOT_IN_GROUP => Error::NotInSubgroup,
        BLST_ERROR::BLST_PK_IS_INFINITY => Error::IdentityPublicKey,
        other => panic!("unexpected blst decoding error {other:?}"),
    }
}

/// `Ok(())` for a blst success, else a failure (the kinds are not compared: blst reports
/// verification failures differently, e.g. an identity key as `BLST_PK_IS_INFINITY`).
fn ok(e: BLST_ERROR) -> bool {
    e == BLST_ERROR::BLST_SUCCESS
}

macro_rules! variant {
    ($name:ident, $V:ty, $ours:ident, $theirs:ident, $pkc:expr, $pku:expr, $sigc:expr, $sigu:expr) => {
        mod $name {
            use super::*;
            use bls381::signature::$ours::{PublicKey, SecretKey, Signature};
            use blst::$theirs as b;

            /// Decoders of arbitrary bytes: public keys (KeyValidate) and signatures (with the
            /// subgroup check; the identity signature is valid).
            fn decoders(raw: &[u8], len: usize) {
                for bytes in [&raw[..$pkc], &raw[..$pku], &raw[..len]] {
                    let ours =
                        PublicKey::from_bytes(bytes).map(|p| p.to_uncompressed().as_ref().to_vec());
                    let theirs = b::PublicKey::key_validate(bytes)
                        .map(|p| p.serialize().to_vec())
                        .map_err(map_err);
                    assert_eq!(ours, theirs, "PublicKey::from_bytes {}", hex(bytes));
                }
                for bytes in [&raw[..$sigc], &raw[..$sigu], &raw[..len]] {
                    let ours =
                        Signature::from_bytes(bytes).map(|s| s.to_uncompressed().as_ref().to_vec());
                    let theirs = b::Signature::sig_validate(bytes, false)
                        .map(|s| s.serialize().to_vec())
                        .map_err(map_err);
                    assert_eq!(ours, theirs, "Signature::from_bytes {}", hex(bytes));
                }
            }

            pub fn run(input: &SigInput, msgs: &[Vec<u8>]) {
                let len = input.split as usize % 193;
                decoders(&input.raw, len);
                let n = msgs.len();
                // Keys.
                let mut sks = Vec::new();
                let mut bsks = Vec::new();
                for i in 0..n {
                    let ikm = &input.ikm[32 * i..32 * i + 32];
                    if input.flags >> 4 & 1 == 1 {
                        let ours = SecretKey::from_bytes(ikm);
                        let theirs = b::SecretKey::from_bytes(ikm);
                        assert_eq!(
                            ours.is_ok(),
                            theirs.is_ok(),
                            "SecretKey::from_bytes {}",
                            hex(ikm)
                        );
                        if let (Ok(o), Ok(t)) = (ours, theirs) {
                            assert_eq!(
                                o.to_bytes(),
                                t.to_bytes(),
                                "SecretKey::to_bytes {}",
                                hex(ikm)
                            );
                            sks.push(o);
                            bsks.push(t);
                            continue;
                        }
                    }
                    let o =
                        SecretKey::key_gen(ikm, &input.raw[..len % 8]).expect("32 bytes of IKM");
                    let t =
                        b::SecretKey::key_gen(ikm, &input.raw[..len % 8]).expect("32 bytes of IKM");
                    assert_eq!(o.to_bytes(), t.to_bytes(), "key_gen {}", hex(ikm));
                    sks.push(o);
                    bsks.push(t);
                }
                let mut pks: Vec<PublicKey> = sks.iter().map(|s| s.public_key()).collect();
                let mut bpks: Vec<b::PublicKey> = bsks.iter().map(|s| s.sk_to_pk()).collect();
                for (o, t) in pks.iter().zip(&bpks) {
                    assert_eq!(o.to_bytes().as_ref(), t.compress().as_slice(), "public_key");
                }
                // Corruption 4: the first key replaced by one decoded from `raw`.
                if input.corrupt % 8 == 4 {
                    if let (Ok(o), Ok(t)) = (
                        PublicKey::from_bytes(&input.raw[..$pkc]),
                        b::PublicKey::key_validate(&input.raw[..$pkc]),
                    ) {
                        pks[0] = o;
                        bpks[0] = t;
                    }
                }
                match (input.flags >> 1) & 3 {
                    0 => scheme::<bls381::signature::Basic>(
                        input, msgs, &sks, &bsks, &pks, &bpks, false,
                    ),
                    1 => scheme::<bls381::signature::Aug>(
                        input, msgs, &sks, &bsks, &pks, &bpks, true,
                    ),
                    _ => scheme::<bls381::signature::Pop>(
                        input, msgs, &sks, &bsks, &pks, &bpks, false,
                    ),
                }
                pop(input, msgs, &sks, &bsks, &pks, &bpks);
            }

            /// Sign, verify, aggregate and aggregate_verify under scheme `K`.
            fn scheme<K: SchemeKind>(
                input: &SigInput,
                msgs: &[Vec<u8>],
                sks: &[SecretKey],
                bsks: &[b::SecretKey],
                pks: &[PublicKey],
                bpks: &[b::PublicKey],
                aug: bool,
            ) {
                let dst = Scheme::<$V, K>::DST;
                let n = msgs.len();
                let aug_of = |pk: &PublicKey| {
                    if aug {
                        pk.to_bytes().as_ref().to_vec()
                    } else {
                        vec![]
                    }
                };
                let ctx = format!(
                    "{} dst={} msgs={:?}",
                    stringify!($name),
                    String::from_utf8_lossy(dst),
                    msgs.iter().map(|m| hex(m)).collect::<Vec<_>>()
                );
                let mut sigs = Vec::new();
                let mut bsigs = Vec::new();
                for i in 0..n {
                    // Corruption 5: the first message signed with the last key.
                    let k = if input.corrupt % 8 == 5 && i == 0 {
                        n - 1
                    } else {
                        i
                    };
                    let s = Scheme::<$V, K>::sign(&sks[k], &msgs[i]);
                    let t = bsks[k].sign(&msgs[i], dst, &aug_of(&sks[k].public_key()));
                    assert_eq!(
                        s.to_bytes().as_ref(),
                        t.compress().as_slice(),
                        "sign {i}: {ctx}"
                    );
                    let ours = Scheme::<$V, K>::verify(&pks[i], &msgs[i], &s).is_ok();
                    let theirs =
                        ok(t.verify(true, &msgs[i], dst, &aug_of(&pks[i]), &bpks[i], true));
                    assert_eq!(ours, theirs, "verify {i}: {ctx}");
                    sigs.push(s);
                    bsigs.push(t);
                }
                // Corruption 1: the last signature left out of the aggregate.
                let m = if input.corrupt % 8 == 1 && n > 1 {
                    n - 1
                } else {
                    n
                };
                let agg = Scheme::<$V, K>::aggregate(&sigs[..m]).expect("non-empty");
                let brefs: Vec<&b::Signature> = bsigs[..m].iter().collect();
                let bagg = b::AggregateSignature::aggregate(&brefs, false)
                    .expect("non-empty")
                    .to_signature();
                assert_eq!(
                    agg.to_bytes().as_ref(),
                    bagg.compress().as_slice(),
                    "aggregate: {ctx}"
                );
                let (mut agg, mut bagg) = (agg, bagg);
                // Corruption 3: the aggregate replaced by a signature decoded from `raw`.
                if input.corrupt % 8 == 3 {
                    if let (Ok(o), Ok(t)) = (
                        Signature::from_bytes(&input.raw[..$sigc]),
                        b::Signature::sig_validate(&input.raw[..$sigc], false),
                    ) {
                        agg = o;
                        bagg = t;
                    }
                }
                // Corruption 2: the first and last messages swapped.
                let mut vmsgs: Vec<&[u8]> = msgs.iter().map(|m| m.as_slice()).collect();
                if input.corrupt % 8 == 2 {
                    vmsgs.swap(0, n - 1);
                }
                let ours = Scheme::<$V, K>::aggregate_verify(pks, &vmsgs, &agg);
                // blst's aggregate_verify takes no per-message prefix: prepend the keys for Aug;
                // it does not refuse repeated messages: Basic's rule is applied here.
                let aug_msgs: Vec<Vec<u8>> = vmsgs
                    .iter()
                    .zip(pks)
                    .map(|(m, pk)| [aug_of(pk).as_slice(), m].concat())
                    .collect();
                let brefs: Vec<&[u8]> = aug_msgs.iter().map(|m| m.as_slice()).collect();
                let bpk_refs: Vec<&b::PublicKey> = bpks.iter().collect();
                let distinct = (0..n).all(|i| (0..i).all(|j| vmsgs[i] != vmsgs[j]));
                let basic = Scheme::<$V, K>::DST == Scheme::<$V, bls381::signature::Basic>::DST;
                if basic && !distinct {
                    assert_eq!(
                        ours,
                        Err(Error::DuplicateMessage),
                        "aggregate_verify duplicates: {ctx}"
                    );
                } else {
                    let theirs = ok(bagg.aggregate_verify(true, &brefs, dst, &bpk_refs, true));
                    assert_eq!(ours.is_ok(), theirs, "aggregate_verify: {ctx} -> {ours:?}");
                }
            }

            /// Proofs of possession and fast_aggregate_verify (all signers, the first message).
            fn pop(
                input: &SigInput,
                msgs: &[Vec<u8>],
                sks: &[SecretKey],
                bsks: &[b::SecretKey],
                pks: &[PublicKey],
                bpks: &[b::PublicKey],
            ) {
                type P = Scheme<$V, bls381::signature::Pop>;
                let n = msgs.len();
                let msg = &msgs[0];
                let ctx = format!("{} msg={}", stringify!($name), hex(msg));
                for i in 0..n {
                    let proof = P::pop_prove(&sks[i]);
                    let pkb = sks[i].public_key().to_bytes();
                    let bproof = bsks[i].sign(pkb.as_ref(), P::POP_DST, &[]);
                    assert_eq!(
                        proof.to_bytes().as_ref(),
                        bproof.compress().as_slice(),
                        "pop_prove {i}: {ctx}"
                    );
                    let ours = P::pop_verify(&pks[i], &proof).is_ok();
                    let theirs = ok(bproof.verify(
                        true,
                        pks[i].to_bytes().as_ref(),
                        P::POP_DST,
                        &[],
                        &bpks[i],
                        true,
                    ));
                    assert_eq!(ours, theirs, "pop_verify {i}: {ctx}");
                }
                let mut sigs = Vec::new();
                let mut bsigs = Vec::new();
                for i in 0..n {
                    let k = if input.corrupt % 8 == 5 && i == 0 {
                        n - 1
                    } else {
                        i
                    };
                    sigs.push(P::sign(&sks[k], msg));
                    bsigs.push(bsks[k].sign(msg, P::DST, &[]));
                }
                let m = if input.corrupt % 8 == 1 && n > 1 {
                    n - 1
                } else {
                    n
                };
                let mut agg = P::aggregate(&sigs[..m]).expect("non-empty");
                let brefs: Vec<&b::Signature> = bsigs[..m].iter().collect();
                let mut bagg = b::AggregateSignature::aggregate(&brefs, false)
                    .expect("non-empty")
                    .to_signature();
                if input.corrupt % 8 == 3 {
                    if let (Ok(o), Ok(t)) = (
                        Signature::from_bytes(&input.raw[..$sigc]),
                        b::Signature::sig_validate(&input.raw[..$sigc], false),
                    ) {
                        agg = o;
                        bagg = t;
                    }
                }
                let ours = P::fast_aggregate_verify(pks, msg, &agg);
                let bpk_refs: Vec<&b::PublicKey> = bpks.iter().collect();
                let theirs = ok(bagg.fast_aggregate_verify(true, msg, P::DST, &bpk_refs));
                assert_eq!(
                    ours.is_ok(),
                    theirs,
                    "fast_aggregate_verify: {ctx} -> {ours:?}"
                );
            }
        }
    };
}

variant!(
    min_pk,
    bls381::signature::MinPk,
    min_pk,
    min_pk,
    48,
    96,
    96,
    192
);
variant!(
    min_sig,
    bls381::signature::MinSig,
    min_sig,
    min_sig,
    96,
    192,
    48,
    96
);

fuzz_target!(|input: SigInput| {
    pick_backend(input.flags >> 3 & 1);
    let n = (input.n & 3) as usize + 1;
    // Two messages from `msgs` split at `split`; signer i gets message i mod 2, made distinct
    // by a suffix i when flags bit 5 is set.
    let at = (input.split as usize).min(input.msgs.len());
    let (m0, m1) = input.msgs.split_at(at);
    let msgs: Vec<Vec<u8>> = (0..n)
        .map(|i| {
            let mut m = if i % 2 == 0 { m0.to_vec() } else { m1.to_vec() };
            if input.flags >> 5 & 1 == 1 {
                m.push(i as u8);
            }
            m
        })
        .collect();
    if input.flags & 1 == 0 {
        min_pk::run(&input, &msgs);
    } else {
        min_sig::run(&input, &msgs);
    }
});
