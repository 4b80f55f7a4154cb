//! What BLS verification must refuse, and how: wrong message, wrong key, swapped aggregate
//! members, identity keys (from any decoder) and identity signatures, duplicate messages under
//! the basic scheme, empty lists, lists of different lengths, keys that cancel in an
//! aggregate; plus the secret-key hygiene (redacted `Debug`, zeroization) and the absence of
//! panics on arbitrary bytes. Both variants, from one macro. Seeds are printed.

use crate::common;

use rand::rngs::StdRng;
use rand::{Rng, RngExt};

macro_rules! negative {
    ($name:ident) => {
        mod $name {
            use super::*;
            use bls381::signature::$name::{
                AggregatePublicKey, AggregateSignature, Aug, Basic, Pop, PublicKey, SecretKey,
                Signature,
            };
            use bls381::signature::Error;
            use zeroize::Zeroize;

            fn keys(rng: &mut StdRng, n: usize) -> (Vec<SecretKey>, Vec<PublicKey>) {
                let sks: Vec<SecretKey> = (0..n).map(|_| SecretKey::generate(rng)).collect();
                let pks = sks.iter().map(|sk| sk.public_key()).collect();
                (sks, pks)
            }

            /// The identity as a key, through the decoder that skips KeyValidate.
            fn identity_pk() -> PublicKey {
                let len = SecretKey::key_gen(&[1; 32], b"")
                    .unwrap()
                    .public_key()
                    .to_bytes()
                    .len();
                let mut b = vec![0u8; len];
                b[0] = 0xc0;
                assert_eq!(PublicKey::from_bytes(&b), Err(Error::IdentityPublicKey));
                let pk = PublicKey::from_bytes_unchecked(&b).unwrap();
                assert_eq!(pk.validate(), Err(Error::IdentityPublicKey));
                pk
            }

            fn identity_sig() -> Signature {
                let len = Pop::sign(&SecretKey::key_gen(&[1; 32], b"").unwrap(), b"")
                    .to_bytes()
                    .len();
                let mut b = vec![0u8; len];
                b[0] = 0xc0;
                Signature::from_bytes(&b).unwrap()
            }

            #[test]
            fn single_verification_refusals() {
                let mut rng = common::rng(concat!(stringify!($name), "::single"));
                let (sks, pks) = keys(&mut rng, 2);
                let sig = Pop::sign(&sks[0], b"message");
                assert_eq!(Pop::verify(&pks[0], b"message", &sig), Ok(()));
                let fail = Err(Error::VerificationFailed);
                assert_eq!(Pop::verify(&pks[0], b"messagE", &sig), fail);
                assert_eq!(Pop::verify(&pks[0], b"", &sig), fail);
                assert_eq!(Pop::verify(&pks[1], b"message", &sig), fail);
                // Another scheme's tag, or the proof-of-possession tag, is another message.
                assert_eq!(Basic::verify(&pks[0], b"message", &sig), fail);
                assert_eq!(Aug::verify(&pks[0], b"message", &sig), fail);
                assert_eq!(Pop::pop_verify(&pks[0], &sig), fail);
                // An augmented signature binds its key.
                let aug = Aug::sign(&sks[0], b"message");
                assert_eq!(Aug::verify(&pks[1], b"message", &aug), fail);
                assert_eq!(
                    aug.core_verify(&pks[0], b"message", Aug::DST, &pks[1].to_bytes()),
                    fail
                );
                // The identity signature verifies under no (valid) key.
                let id = identity_sig();
                assert_eq!(Pop::verify(&pks[0], b"message", &id), fail);
                // The identity key is refused before any pairing, whatever its origin.
                let idpk = identity_pk();
                for s in [&sig, &id] {
                    assert_eq!(
                        Pop::verify(&idpk, b"message", s),
                        Err(Error::IdentityPublicKey)
                    );
                    assert_eq!(Pop::pop_verify(&idpk, s), Err(Error::IdentityPublicKey));
                }
                // A signature from the zero key would be the identity; zero keys cannot be made.
                assert_eq!(
                    SecretKey::from_bytes(&[0; 32]).err(),
                    Some(Error::InvalidSecretKey)
                );
            }

            #[cfg(feature = "alloc")]
            #[test]
            fn aggregate_refusals() {
                let mut rng = common::rng(concat!(stringify!($name), "::aggregate"));
                let (sks, pks) = keys(&mut rng, 4);
                let msgs: [&[u8]; 4] = [b"a", b"b", b"c", b"d"];
                let sigs: Vec<Signature> = sks
                    .iter()
                    .zip(msgs)
                    .map(|(sk, m)| Basic::sign(sk, m))
                    .collect();
                let agg = Basic::aggregate(&sigs).unwrap();
                assert_eq!(Basic::aggregate_verify(&pks, &msgs, &agg), Ok(()));
                let fail = Err(Error::VerificationFailed);
                // Swapped members: keys or messages out of order.
                let mut swapped = pks.clone();
                swapped.swap(1, 2);
                assert_eq!(Basic::aggregate_verify(&swapped, &msgs, &agg), fail);
                let mut m2 = msgs;
                m2.swap(0, 3);
                assert_eq!(Basic::aggregate_verify(&pks, &m2, &agg), fail);
                // A member missing from the signature, or from the lists.
                let partial = Basic::aggregate(&sigs[..3]).unwrap();
                assert_eq!(Basic::aggregate_verify(&pks, &msgs, &partial), fail);
                assert_eq!(Basic::aggregate_verify(&pks[..3], &msgs[..3], &agg), fail);
                // Shapes.
                let none: [&[u8]; 0] = [];
                assert_eq!(
                    Basic::aggregate_verify(&[], &none, &agg),
                    Err(Error::EmptyInput)
                );
                assert_eq!(
                    Pop::aggregate_verify(&[], &none, &agg),
                    Err(Error::EmptyInput)
                );
                assert_eq!(
                    Basic::aggregate_verify(&pks[..3], &msgs, &agg),
                    Err(Error::LengthMismatch)
                );
                assert_eq!(
                    Basic::aggregate_verify(&pks, &msgs[..1], &agg),
                    Err(Error::LengthMismatch)
                );
                assert_eq!(Basic::aggregate(&[]), Err(Error::EmptyInput));
                assert_eq!(AggregateSignature::aggregate(&[]), Err(Error::EmptyInput));
                assert_eq!(AggregatePublicKey::aggregate(&[]), Err(Error::EmptyInput));
                // The basic scheme refuses equal messages even when the signature is valid;
                // the other schemes accept them.
                let same: [&[u8]; 2] = [b"same", b"same"];
                let bsig = Basic::aggregate(&[
                    Basic::sign(&sks[0], b"same"),
                    Basic::sign(&sks[1], b"same"),
                ])
                .unwrap();
                assert_eq!(
                    Basic::aggregate_verify(&pks[..2], &same, &bsig),
                    Err(Error::DuplicateMessage)
                );
                assert_eq!(
                    bsig.core_aggregate_verify(&pks[..2], &same, Basic::DST),
                    Ok(())
                );
                let psig =
                    Pop::aggregate(&[Pop::sign(&sks[0], b"same"), Pop::sign(&sks[1], b"same")])
                        .unwrap();
                assert_eq!(Pop::aggregate_verify(&pks[..2], &same, &psig), Ok(()));
                let asig =
                    Aug::aggregate(&[Aug::sign(&sks[0], b"same"), Aug::sign(&sks[1], b"same")])
                        .unwrap();
                assert_eq!(Aug::aggregate_verify(&pks[..2], &same, &asig), Ok(()));
                // An identity key in the list.
                let mut with_id = pks.clone();
                with_id[2] = identity_pk();
                assert_eq!(
                    Basic::aggregate_verify(&with_id, &msgs, &agg),
                    Err(Error::IdentityPublicKey)
                );
                // The identity as the aggregate signature.
                assert_eq!(Basic::aggregate_verify(&pks, &msgs, &identity_sig()), fail);
            }

            #[test]
            fn fast_aggregate_refusals() {
                let mut rng = common::rng(concat!(stringify!($name), "::fast"));
                let (sks, pks) = keys(&mut rng, 3);
                let sig =
                    Pop::aggregate(&sks.iter().map(|sk| Pop::sign(sk, b"m")).collect::<Vec<_>>())
                        .unwrap();
                assert_eq!(Pop::fast_aggregate_verify(&pks, b"m", &sig), Ok(()));
                let fail = Err(Error::VerificationFailed);
                assert_eq!(Pop::fast_aggregate_verify(&pks, b"n", &sig), fail);
                assert_eq!(Pop::fast_aggregate_verify(&pks[1..], b"m", &sig), fail);
                assert_eq!(
                    Pop::fast_aggregate_verify(&[], b"m", &sig),
                    Err(Error::EmptyInput)
                );
                let mut with_id = pks.clone();
                with_id.push(identity_pk());
                assert_eq!(
                    Pop::fast_aggregate_verify(&with_id, b"m", &sig),
                    Err(Error::IdentityPublicKey)
                );
                // Keys that cancel: the aggregate is the identity, refused as a key (this is
                // the rogue-key shape that proofs of possession rule out).
                let neg = PublicKey::from_affine(-*pks[0].as_affine()).unwrap();
                assert_eq!(
                    Pop::fast_aggregate_verify(&[pks[0], neg], b"m", &identity_sig()),
                    Err(Error::IdentityPublicKey)
                );
                let agg = AggregatePublicKey::aggregate(&[pks[0], neg]).unwrap();
                assert_eq!(
                    agg.to_public_key().validate(),
                    Err(Error::IdentityPublicKey)
                );
                assert_eq!(
                    AggregatePublicKey::from_bytes(&agg.to_bytes()),
                    Err(Error::IdentityPublicKey)
                );
                // A pre-aggregated key.
                let apk = AggregatePublicKey::aggregate(&pks).unwrap().to_public_key();
                assert_eq!(
                    Pop::fast_aggregate_verify_pre_aggregated(&apk, b"m", &sig),
                    Ok(())
                );
            }

            #[cfg(feature = "alloc")]
            #[test]
            fn batch_refusals() {
                let mut rng = common::rng(concat!(stringify!($name), "::batch"));
                let (sks, pks) = keys(&mut rng, 3);
                let msgs: [&[u8]; 3] = [b"x", b"y", b"z"];
                let sigs: Vec<Signature> = sks
                    .iter()
                    .zip(msgs)
                    .map(|(sk, m)| Pop::sign(sk, m))
                    .collect();
                assert_eq!(Pop::batch_verify(&pks, &msgs, &sigs, &mut rng), Ok(()));
                let none: [&[u8]; 0] = [];
                assert_eq!(
                    Pop::batch_verify(&[], &none, &[], &mut rng),
                    Err(Error::EmptyInput)
                );
                assert_eq!(
                    Pop::batch_verify(&pks, &msgs, &sigs[..2], &mut rng),
                    Err(Error::LengthMismatch)
                );
                assert_eq!(
                    Pop::batch_verify(&pks, &msgs[..2], &sigs, &mut rng),
                    Err(Error::LengthMismatch)
                );
                let mut with_id = pks.clone();
                with_id[1] = identity_pk();
                assert_eq!(
                    Pop::batch_verify(&with_id, &msgs, &sigs, &mut rng),
                    Err(Error::IdentityPublicKey)
                );
                // Every single wrong set is caught, in every position (the first is unblinded).
                for i in 0..3 {
                    let mut bad = sigs.clone();
                    bad[i] = identity_sig();
                    assert_eq!(
                        Pop::batch_verify(&pks, &msgs, &bad, &mut rng),
                        Err(Error::VerificationFailed),
                        "set {i}"
                    );
                    let mut bad_msgs = msgs;
                    bad_msgs[i] = b"w";
                    assert_eq!(
                        Pop::batch_verify(&pks, &bad_msgs, &sigs, &mut rng),
                        Err(Error::VerificationFailed),
                        "set {i}"
                    );
                }
                // Two wrong sets whose errors cancel without blinding: σ₀' = σ₀ + σ₁, σ₁' = O.
                let mut cancel = sigs.clone();
                cancel[0] = Pop::aggregate(&sigs[..2]).unwrap();
                cancel[1] = identity_sig();
                assert_eq!(
                    Pop::batch_verify(&pks, &msgs, &cancel, &mut rng),
                    Err(Error::VerificationFailed)
                );
                // Plain aggregation of the same sets would be fooled (why blinding is needed).
                let agg = Pop::aggregate(&cancel).unwrap();
                assert_eq!(Pop::aggregate_verify(&pks, &msgs, &agg), Ok(()));
            }

            #[test]
            fn secret_key_hygiene() {
                let mut rng = common::rng(concat!(stringify!($name), "::hygiene"));
                let mut sk = SecretKey::generate(&mut rng);
                let bytes = sk.to_bytes();
                let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
                let dbg = format!("{sk:?} {sk:#?}");
                assert!(!dbg.contains(&hex) && !dbg.contains(&hex[..8]), "{dbg}");
                assert_eq!(format!("{sk:?}"), "SecretKey(<redacted>)");
                assert_eq!(SecretKey::from_bytes(&bytes).unwrap(), sk);
                sk.zeroize();
                assert_eq!(sk.to_bytes(), [0u8; 32]);
                // KeyGen refuses short input keying material.
                assert_eq!(
                    SecretKey::key_gen(&[0; 31], b"").err(),
                    Some(Error::IkmTooShort)
                );
                assert!(SecretKey::key_gen(&[0; 32], b"").is_ok());
                // Different RNG draws, different keys.
                assert_ne!(SecretKey::generate(&mut rng), SecretKey::generate(&mut rng));
            }

            #[test]
            fn no_panic_on_arbitrary_bytes() {
                let mut rng = common::rng(concat!(stringify!($name), "::no_panic"));
                for len in 0..=200usize {
                    for _ in 0..4 {
                        let mut b = vec![0u8; len];
                        rng.fill_bytes(&mut b);
                        if len > 0 && rng.random_bool(0.5) {
                            b[0] &= 0xbf; // clear I more often, to reach the field checks
                        }
                        let _ = PublicKey::from_bytes(&b);
                        let _ = PublicKey::from_bytes_unchecked(&b).map(|pk| pk.validate());
                        let _ = Signature::from_bytes(&b);
                        let _ = Signature::from_bytes_unchecked(&b).map(|s| s.validate());
                        let _ = AggregatePublicKey::from_bytes(&b);
                        let _ = AggregateSignature::from_bytes(&b);
                        let _ = SecretKey::from_bytes(&b);
                        let _ = SecretKey::key_gen(&b, &b);
                    }
                }
            }
        }
    };
}

negative!(min_pk);
negative!(min_sig);

/// `FromStr` parses exactly what `Debug` prints (inside the parentheses) and refuses what is
/// not hex, odd lengths and invalid points with the decoders' errors; never panics.
#[test]
fn from_str_matches_debug() {
    use bls381::signature::{min_pk, min_sig, Error};
    let sk = min_pk::SecretKey::key_gen(&[5u8; 32], b"").unwrap();
    let (pk, sig) = (sk.public_key(), min_pk::Pop::sign(&sk, b"m"));
    let inner = |d: String| d[d.find('(').unwrap() + 1..d.len() - 1].to_string();
    let pk_hex = inner(format!("{pk:?}"));
    let sig_hex = inner(format!("{sig:?}"));
    assert_eq!(pk_hex.parse::<min_pk::PublicKey>().unwrap(), pk);
    assert_eq!(sig_hex.parse::<min_pk::Signature>().unwrap(), sig);
    assert_eq!(pk_hex[2..].parse::<min_pk::PublicKey>().unwrap(), pk);
    assert_eq!(
        pk_hex
            .to_uppercase()
            .replace("0X", "0x")
            .parse::<min_pk::PublicKey>()
            .unwrap(),
        pk
    );
    let msk = min_sig::SecretKey::key_gen(&[6u8; 32], b"").unwrap();
    let mpk = msk.public_key();
    assert_eq!(
        inner(format!("{mpk:?}"))
            .parse::<min_sig::PublicKey>()
            .unwrap(),
        mpk
    );
    for bad in [
        "",
        "0x",
        "zz",
        "0x0",
        &pk_hex[..pk_hex.len() - 1],
        &sig_hex,
        "0xc0",
    ] {
        assert!(bad.parse::<min_pk::PublicKey>().is_err(), "{bad:?}");
    }
    let mut id = "0xc0".to_string();
    id.push_str(&"00".repeat(47));
    assert_eq!(
        id.parse::<min_pk::PublicKey>(),
        Err(Error::IdentityPublicKey)
    );
    assert_eq!("0xg0".parse::<min_pk::Signature>(), Err(Error::BadEncoding));
}

/// Threshold combination: shares of f(0) combine to the group key's signature; keys times
/// scalars and from projective points agree with the secret side.
#[cfg(feature = "alloc")]
#[test]
fn threshold_shares_combine() {
    use bls381::signature::min_pk::{Basic, PublicKey, SecretKey, Signature};
    use bls381::Scalar;
    let mut rng = common::rng("threshold_shares_combine");
    // f(x) = a0 + a1·x + a2·x², three of five shares.
    let a: [Scalar; 3] = core::array::from_fn(|_| Scalar::random(&mut rng));
    let f = |x: u64| {
        let x = Scalar::from(x);
        a[0] + a[1] * x + a[2] * x * x
    };
    let xs = [1u64, 3, 5];
    let lagrange = |i: usize| {
        let (mut num, mut den) = (Scalar::one(), Scalar::one());
        for (j, &xj) in xs.iter().enumerate() {
            if j != i {
                num *= Scalar::from(xj);
                den *= Scalar::from(xj) - Scalar::from(xs[i]);
            }
        }
        num * den.invert().unwrap()
    };
    let shares: Vec<Signature> = xs
        .iter()
        .map(|&x| Basic::sign(&SecretKey::from_scalar(f(x)).unwrap(), b"msg"))
        .collect();
    let coeffs: Vec<Scalar> = (0..3).map(lagrange).collect();
    let sig = Signature::linear_combination_vartime(&shares, &coeffs);
    let pk = SecretKey::from_scalar(f(0)).unwrap().public_key();
    assert!(Basic::verify(&pk, b"msg", &sig).is_ok());
    let share_pks: Vec<PublicKey> = xs
        .iter()
        .map(|&x| SecretKey::from_scalar(f(x)).unwrap().public_key())
        .collect();
    assert_eq!(
        PublicKey::linear_combination_vartime(&share_pks, &coeffs).unwrap(),
        pk
    );
    let k = Scalar::random(&mut rng);
    let sk = SecretKey::from_scalar(f(0)).unwrap();
    assert_eq!(
        pk.mul(&k).unwrap(),
        SecretKey::from_scalar(f(0) * k).unwrap().public_key()
    );
    assert_eq!(
        Basic::sign(&sk, b"m").mul(&k),
        Basic::sign(&SecretKey::from_scalar(f(0) * k).unwrap(), b"m")
    );
    assert!(pk.mul(&Scalar::zero()).is_err());
    assert_eq!(
        PublicKey::from_projective(&pk.as_affine().to_curve()).unwrap(),
        pk
    );
}
