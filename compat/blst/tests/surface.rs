//! The public surface of blst 0.3.17 as its documentation and its own tests use it: blst's
//! unit tests (sign and verify, aggregates, batches, serialisation, serde, MultiPoint, the
//! Pippenger collections, Miller loops, scalar inversion) rewritten over the public API, and
//! the layout guarantees dependents rely on (the high-level types transmuted to the raw ones,
//! the trait impls of the raw types).

// The raw API is `unsafe extern "C"`, as blst's.
#![allow(unsafe_code)]

use blst::*;
use rand::{Rng, RngExt, SeedableRng, rngs::StdRng};

fn rng() -> StdRng {
    StdRng::seed_from_u64(0x626c_7374)
}

macro_rules! variant_tests {
    ($m:ident, $dst:literal, $pk_aff:ty, $sig_aff:ty) => {
        mod $m {
            use super::*;
            use blst::$m::*;

            fn gen_random_key(rng: &mut StdRng) -> SecretKey {
                let mut ikm = [0u8; 32];
                rng.fill_bytes(&mut ikm);
                SecretKey::key_gen(&ikm, &[]).unwrap()
            }

            #[test]
            fn sign_n_verify() {
                let ikm: [u8; 32] = [
                    0x93, 0xad, 0x7e, 0x65, 0xde, 0xad, 0x05, 0x2a, 0x08, 0x3a, 0x91, 0x0c, 0x8b,
                    0x72, 0x85, 0x91, 0x46, 0x4c, 0xca, 0x56, 0x60, 0x5b, 0xb0, 0x56, 0xed, 0xfe,
                    0x2b, 0x60, 0xa6, 0x3c, 0x48, 0x99,
                ];
                let sk = SecretKey::key_gen(&ikm, &[]).unwrap();
                let pk = sk.sk_to_pk();
                let sig = sk.sign(b"hello foo", $dst, &[]);
                assert_eq!(
                    sig.verify(true, b"hello foo", $dst, &[], &pk, true),
                    BLST_ERROR::BLST_SUCCESS
                );
                assert_eq!(
                    sig.verify(true, b"hello bar", $dst, &[], &pk, true),
                    BLST_ERROR::BLST_VERIFY_FAIL
                );
                assert_eq!(
                    SecretKey::key_gen(&ikm[..31], &[]).err(),
                    Some(BLST_ERROR::BLST_BAD_ENCODING)
                );
            }

            #[test]
            fn aggregate() {
                let mut rng = rng();
                let sks: Vec<_> = (0..10).map(|_| gen_random_key(&mut rng)).collect();
                let pks: Vec<_> = sks.iter().map(|sk| sk.sk_to_pk()).collect();
                let pks_refs: Vec<&PublicKey> = pks.iter().collect();
                let pks_rev: Vec<&PublicKey> = pks.iter().rev().collect();
                assert!(PublicKey::uncompress(&pks[0].compress()).is_ok());
                let msgs: Vec<Vec<u8>> = (0..10)
                    .map(|_| {
                        (0..1 + rng.random_range(0..64))
                            .map(|_| rng.random())
                            .collect()
                    })
                    .collect();
                let msgs_refs: Vec<&[u8]> = msgs.iter().map(|m| m.as_slice()).collect();
                let sigs: Vec<Signature> = sks
                    .iter()
                    .zip(&msgs)
                    .map(|(sk, m)| sk.sign(m, $dst, &[]))
                    .collect();
                for ((s, m), pk) in sigs.iter().zip(&msgs).zip(&pks) {
                    assert_eq!(
                        s.verify(true, m, $dst, &[], pk, true),
                        BLST_ERROR::BLST_SUCCESS
                    );
                }
                let sig_refs: Vec<&Signature> = sigs.iter().collect();
                let agg = AggregateSignature::aggregate(&sig_refs, true)
                    .unwrap()
                    .to_signature();
                assert_eq!(
                    agg.aggregate_verify(false, &msgs_refs, $dst, &pks_refs, false),
                    BLST_ERROR::BLST_SUCCESS
                );
                assert_ne!(
                    agg.aggregate_verify(false, &msgs_refs, $dst, &pks_rev, false),
                    BLST_ERROR::BLST_SUCCESS
                );
            }

            #[test]
            fn multiple_agg_sigs() {
                let mut rng = rng();
                let (mut msgs, mut sigs, mut pks, mut rands) =
                    (Vec::new(), Vec::new(), Vec::new(), Vec::new());
                for i in 0..10 {
                    let sks_i: Vec<_> = (0..10).map(|_| gen_random_key(&mut rng)).collect();
                    let pks_i: Vec<_> = sks_i.iter().map(|sk| sk.sk_to_pk()).collect();
                    let pks_refs_i: Vec<&PublicKey> = pks_i.iter().collect();
                    let msg: Vec<u8> = (0..1 + rng.random_range(0..64))
                        .map(|_| rng.random())
                        .collect();
                    let sigs_i: Vec<Signature> =
                        sks_i.iter().map(|sk| sk.sign(&msg, $dst, &[])).collect();
                    let refs: Vec<&Signature> = sigs_i.iter().collect();
                    let agg_i = AggregateSignature::aggregate(&refs, false)
                        .unwrap()
                        .to_signature();
                    assert_eq!(
                        agg_i.fast_aggregate_verify(false, &msg, $dst, &pks_refs_i),
                        BLST_ERROR::BLST_SUCCESS
                    );
                    if i != 0 {
                        let prev: &Signature = &sigs[i - 1];
                        assert_ne!(
                            prev.fast_aggregate_verify(false, &msg, $dst, &pks_refs_i),
                            BLST_ERROR::BLST_SUCCESS
                        );
                    }
                    let agg_pk = AggregatePublicKey::aggregate(&pks_refs_i, false)
                        .unwrap()
                        .to_public_key();
                    assert_eq!(
                        agg_i.fast_aggregate_verify_pre_aggregated(false, &msg, $dst, &agg_pk),
                        BLST_ERROR::BLST_SUCCESS
                    );
                    let mut vals = [0u64; 4];
                    vals[0] = rng.random::<u64>() | 1;
                    let mut r = blst_scalar::default();
                    // SAFETY: `vals` holds the four limbs the call reads; `r` is a valid output.
                    unsafe { blst_scalar_from_uint64(&mut r, vals.as_ptr()) };
                    msgs.push(msg);
                    sigs.push(agg_i);
                    pks.push(agg_pk);
                    rands.push(r);
                }
                let msgs_refs: Vec<&[u8]> = msgs.iter().map(|m| m.as_slice()).collect();
                let msgs_rev: Vec<&[u8]> = msgs.iter().rev().map(|m| m.as_slice()).collect();
                let sig_refs: Vec<&Signature> = sigs.iter().collect();
                let sig_rev: Vec<&Signature> = sigs.iter().rev().collect();
                let pks_refs: Vec<&PublicKey> = pks.iter().collect();
                let pks_rev: Vec<&PublicKey> = pks.iter().rev().collect();
                let v = |m: &[&[u8]], p: &[&PublicKey], s: &[&Signature]| {
                    Signature::verify_multiple_aggregate_signatures(
                        m, $dst, p, false, s, true, &rands, 64,
                    )
                };
                assert_eq!(
                    v(&msgs_refs, &pks_refs, &sig_refs),
                    BLST_ERROR::BLST_SUCCESS
                );
                assert_ne!(v(&msgs_rev, &pks_refs, &sig_refs), BLST_ERROR::BLST_SUCCESS);
                assert_ne!(v(&msgs_refs, &pks_rev, &sig_refs), BLST_ERROR::BLST_SUCCESS);
                assert_ne!(v(&msgs_refs, &pks_refs, &sig_rev), BLST_ERROR::BLST_SUCCESS);
            }

            #[test]
            fn serialization_and_serde() {
                let mut rng = rng();
                let (sk, sk2) = (gen_random_key(&mut rng), gen_random_key(&mut rng));
                let (pk, pk2) = (sk.sk_to_pk(), sk2.sk_to_pk());
                assert_eq!(PublicKey::uncompress(&pk.compress()).unwrap(), pk);
                assert_eq!(PublicKey::deserialize(&pk.serialize()).unwrap(), pk);
                assert_eq!(PublicKey::from_bytes(&pk2.to_bytes()).unwrap(), pk2);
                assert_ne!(pk, pk2);
                assert_eq!(
                    SecretKey::from_bytes(&sk.to_bytes()).unwrap().to_bytes(),
                    sk.to_bytes()
                );
                let sig = sk.sign(b"asdf", b"qwer", b"zxcv");
                assert_eq!(
                    sig.verify(true, b"asdf", b"qwer", b"zxcv", &pk, true),
                    BLST_ERROR::BLST_SUCCESS
                );
                #[cfg(feature = "serde-secret")]
                serde_round_trips(&sk, &pk, &sig);
                assert_eq!(format!("{sk:?}"), "SecretKey { value: <redacted> }");
            }

            #[cfg(feature = "serde-secret")]
            fn serde_round_trips(sk: &SecretKey, pk: &PublicKey, sig: &Signature) {
                let (pk, sig) = (*pk, *sig);
                let pk_ser = rmp_serde::encode::to_vec_named(&pk).unwrap();
                let sig_ser = rmp_serde::encode::to_vec_named(&sig).unwrap();
                let pk_des: PublicKey = rmp_serde::decode::from_slice(&pk_ser).unwrap();
                let sig_des: Signature = rmp_serde::decode::from_slice(&sig_ser).unwrap();
                assert_eq!((pk, sig), (pk_des, sig_des));
                let sk_ser = rmp_serde::encode::to_vec_named(sk).unwrap();
                let sk_des: SecretKey = rmp_serde::decode::from_slice(&sk_ser).unwrap();
                assert_eq!(sk_des.sign(b"asdf", b"qwer", b"zxcv"), sig);
                // The uncompressed form is what serde writes, as in blst.
                assert_eq!(
                    &pk_ser[pk_ser.len() - pk.serialize().len()..],
                    &pk.serialize()[..]
                );
                assert_eq!(format!("{sk:?}"), "SecretKey { value: <redacted> }");
            }

            #[test]
            fn multi_point() {
                let mut rng = rng();
                let sks: Vec<_> = (0..13).map(|_| gen_random_key(&mut rng)).collect();
                let pks: Vec<_> = sks.iter().map(|sk| sk.sk_to_pk()).collect();
                let pks_refs: Vec<&PublicKey> = pks.iter().collect();
                let msg: Vec<u8> = (0..1 + rng.random_range(0..64))
                    .map(|_| rng.random())
                    .collect();
                let sigs: Vec<Signature> = sks.iter().map(|sk| sk.sign(&msg, $dst, &[])).collect();
                let sigs_refs: Vec<&Signature> = sigs.iter().collect();
                let mut rands: Vec<u8> = Vec::new();
                for _ in 0..13 {
                    rands.extend_from_slice(&(rng.random::<u64>() | 1).to_le_bytes());
                }
                let agg_pk = AggregatePublicKey::aggregate(&pks_refs, false)
                    .unwrap()
                    .to_public_key();
                let agg_sig = AggregateSignature::aggregate(&sigs_refs, false)
                    .unwrap()
                    .to_signature();
                assert_eq!(
                    agg_sig.verify(true, &msg, $dst, &[], &agg_pk, true),
                    BLST_ERROR::BLST_SUCCESS
                );
                let (agg_pk, agg_sig) = (pks.add().to_public_key(), sigs.add().to_signature());
                assert_eq!(
                    agg_sig.verify(true, &msg, $dst, &[], &agg_pk, true),
                    BLST_ERROR::BLST_SUCCESS
                );
                let (agg_pk, agg_sig) = (
                    pks.mult(&rands, 64).to_public_key(),
                    sigs.mult(&rands, 64).to_signature(),
                );
                assert_eq!(
                    agg_sig.verify(true, &msg, $dst, &[], &agg_pk, true),
                    BLST_ERROR::BLST_SUCCESS
                );
                assert_eq!(pks.validate(), Ok(()));
                assert_eq!(sigs.validate(), Ok(()));
            }

            #[test]
            fn layouts() {
                // The high-level types are transparent over the raw ones (mithril-stm transmutes
                // min_sig::PublicKey to blst_p2_affine).
                assert_eq!(
                    core::mem::size_of::<PublicKey>(),
                    core::mem::size_of::<$pk_aff>()
                );
                assert_eq!(
                    core::mem::size_of::<Signature>(),
                    core::mem::size_of::<$sig_aff>()
                );
                assert_eq!(
                    core::mem::size_of::<SecretKey>(),
                    core::mem::size_of::<blst_scalar>()
                );
                let sk = SecretKey::key_gen(&[5u8; 32], &[]).unwrap();
                let pk = sk.sk_to_pk();
                // SAFETY: PublicKey is repr(transparent) over the affine point (the layout under test).
                let raw: $pk_aff = unsafe { core::mem::transmute::<PublicKey, $pk_aff>(pk) };
                assert_eq!(raw, <$pk_aff>::from(pk));
                let s: &blst_scalar = (&sk).into();
                let back: &SecretKey = s.try_into().unwrap();
                assert_eq!(back.to_bytes(), sk.to_bytes());
                fn is_normal<T: Sized + Send + Sync + Unpin>() {}
                is_normal::<PublicKey>();
                is_normal::<Signature>();
                is_normal::<AggregatePublicKey>();
                is_normal::<AggregateSignature>();
                is_normal::<SecretKey>();
            }
        }
    };
}

variant_tests!(
    min_pk,
    b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_",
    blst_p1_affine,
    blst_p2_affine
);
variant_tests!(
    min_sig,
    b"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_",
    blst_p2_affine,
    blst_p1_affine
);

macro_rules! pippenger_tests {
    ($name:ident, $points:ident, $point:ty, $add_or_double:ident, $generator:ident, $mult:ident) => {
        #[test]
        fn $name() {
            const NPOINTS: usize = 500;
            const NBITS: usize = 160;
            const NBYTES: usize = NBITS.div_ceil(8);
            let mut rng = rng();
            let scalars: Vec<u8> = (0..NBYTES * NPOINTS).map(|_| rng.random()).collect();
            let mut points = vec![<$point>::default(); NPOINTS];
            let mut naive = <$point>::default();
            let mut sum = <$point>::default();
            for i in 0..NPOINTS {
                // SAFETY: every pointer is to a live local or a generator static of the right type.
                unsafe {
                    let mut t = <$point>::default();
                    $mult(&mut points[i], $generator(), &scalars[i * NBYTES], 32);
                    $mult(&mut t, &points[i], &scalars[i * NBYTES], NBITS);
                    $add_or_double(&mut naive, &naive, &t);
                    $add_or_double(&mut sum, &sum, &points[i]);
                }
                if i < 27 {
                    let p = $points::from(&points[0..i + 1]);
                    assert_eq!(naive, p.mult(&scalars, NBITS));
                }
            }
            let p = $points::from(&points);
            assert_eq!(naive, p.mult(&scalars, NBITS));
            assert_eq!(sum, p.add());
            assert_eq!(p.as_slice().len(), NPOINTS);
            assert_eq!(p[3], p.as_slice()[3]);
        }
    };
}

pippenger_tests!(
    p1_multi_point,
    p1_affines,
    blst_p1,
    blst_p1_add_or_double,
    blst_p1_generator,
    blst_p1_mult
);
pippenger_tests!(
    p2_multi_point,
    p2_affines,
    blst_p2,
    blst_p2_add_or_double,
    blst_p2_generator,
    blst_p2_mult
);

#[test]
fn miller_loop_n() {
    let mut rng = rng();
    let (mut ps, mut qs) = (Vec::new(), Vec::new());
    for _ in 0..17 {
        let s: [u8; 8] = rng.random();
        let (mut p, mut q) = (blst_p1::default(), blst_p2::default());
        // SAFETY: `s` holds the 32 bits read; the outputs and generators are valid points.
        unsafe {
            blst_p1_mult(&mut p, blst_p1_generator(), s.as_ptr(), 32);
            blst_p2_mult(&mut q, blst_p2_generator(), s[4..].as_ptr(), 32);
        }
        ps.push(p);
        qs.push(q);
    }
    let (ps, qs) = (p1_affines::from(&ps), p2_affines::from(&qs));
    let mut naive = blst_fp12::default();
    for i in 0..17 {
        naive *= blst_fp12::miller_loop(&qs[i], &ps[i]);
    }
    assert_eq!(
        naive.final_exp(),
        blst_fp12::miller_loop_n(qs.as_slice(), ps.as_slice()).final_exp()
    );
    assert!(naive.final_exp().in_group());
}

#[test]
fn scalar_inverse() {
    let mut rng = rng();
    let bytes: [u8; 64] = core::array::from_fn(|_| rng.random());
    let mut sk = blst_scalar::default();
    let (mut p1, mut p2) = (blst_p1::default(), blst_p2::default());
    // SAFETY: `bytes` is readable for its length; every other pointer is a live local.
    unsafe {
        blst_scalar_from_be_bytes(&mut sk, bytes.as_ptr(), bytes.len());
        blst_p1_mult(&mut p1, blst_p1_generator(), sk.b.as_ptr(), 255);
        let s = sk.clone();
        blst_sk_inverse(&mut sk, &s);
        let q1 = p1;
        blst_p1_mult(&mut p1, &q1, sk.b.as_ptr(), 255);
        blst_p2_mult(&mut p2, blst_p2_generator(), sk.b.as_ptr(), 255);
        let s = sk.clone();
        blst_sk_inverse(&mut sk, &s);
        let q2 = p2;
        blst_p2_mult(&mut p2, &q2, sk.b.as_ptr(), 255);
        assert_eq!(p1, *blst_p1_generator());
        assert_eq!(p2, *blst_p2_generator());
    }
}

#[test]
fn pairing_object_and_uniq() {
    let dst = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_";
    let sk = blst::min_pk::SecretKey::key_gen(&[9u8; 32], &[]).unwrap();
    let pk: blst_p1_affine = sk.sk_to_pk().into();
    let sig: blst_p2_affine = sk.sign(b"m", dst, &[]).into();
    let mut ctx = Pairing::new(true, dst);
    assert_eq!(
        ctx.aggregate(&pk, true, &sig, true, b"m", &[]),
        BLST_ERROR::BLST_SUCCESS
    );
    ctx.commit();
    assert!(ctx.finalverify(None));
    let mut gt = blst_fp12::default();
    Pairing::aggregated(&mut gt, &sig);
    assert!(ctx.finalverify(Some(&gt)));
    // A second variant in the same context is refused.
    let pk2: blst_p2_affine = blst::min_sig::SecretKey::key_gen(&[9u8; 32], &[])
        .unwrap()
        .sk_to_pk()
        .into();
    let none: Option<&blst_p1_affine> = None;
    assert_eq!(
        ctx.aggregate(&pk2, true, &none, false, b"m", &[]),
        BLST_ERROR::BLST_AGGR_TYPE_MISMATCH
    );
    assert!(uniq(&[b"a", b"b", b"c"]));
    assert!(!uniq(&[b"a", b"b", b"a"]));
    // SAFETY: blst_fp12_one points to a static.
    let one = unsafe { *blst_fp12_one() };
    assert_eq!(blst_fp12::default(), one);
}
