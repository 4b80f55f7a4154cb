//! The high-level API of the facade (`min_pk`, `min_sig`, `MultiPoint`, `p1_affines` /
//! `p2_affines`, `Pairing`, serde) against blst's, result for result and error for error, on
//! valid, invalid (outside the subgroup, at infinity, mismatched) and corrupted inputs.

mod common;
use common::*;

macro_rules! e {
    ($x:expr) => {
        format!("{:?}", $x)
    };
}

/// Results as comparable strings: `Ok` values by a projection, errors by their names.
fn res<T, E: core::fmt::Debug, U: core::fmt::Debug>(
    r: Result<T, E>,
    f: impl Fn(&T) -> U,
) -> String {
    match r {
        Ok(v) => format!("Ok({:?})", f(&v)),
        Err(e) => format!("Err({e:?})"),
    }
}

macro_rules! variant_tests {
    ($test:ident, $name:literal, $m:ident, $pk_c:literal, $sig_c:literal, $pk_aff:ident, $sig_aff:ident, $pk_jac:ident,
     $sig_jac:ident, $off_pk:ident, $off_sig:ident, $dst:literal) => {
        #[test]
        fn $test() {
            use facade::MultiPoint as _;
            use facade::$m as F;
            use real::MultiPoint as _;
            use real::$m as R;
            let mut rng = Rng::new($name);
            let dst: &[u8] = $dst;

            // Keys from every generator, with short IKMs.
            let mut sks = Vec::new();
            for i in 0..cases(24) {
                let ikm = rng.bytes([16, 31, 32, 40, 64][i % 5]);
                let (salt, info) = (msg(&mut rng, 30), msg(&mut rng, 30));
                let pairs = [
                    (
                        R::SecretKey::key_gen(&ikm, &info).map(|k| k.serialize()),
                        F::SecretKey::key_gen(&ikm, &info).map(|k| k.serialize()),
                    ),
                    (
                        R::SecretKey::key_gen_v3(&ikm, &info).map(|k| k.serialize()),
                        F::SecretKey::key_gen_v3(&ikm, &info).map(|k| k.serialize()),
                    ),
                    (
                        R::SecretKey::key_gen_v4_5(&ikm, &salt, &info).map(|k| k.serialize()),
                        F::SecretKey::key_gen_v4_5(&ikm, &salt, &info).map(|k| k.serialize()),
                    ),
                    (
                        R::SecretKey::key_gen_v5(&ikm, &salt, &info).map(|k| k.serialize()),
                        F::SecretKey::key_gen_v5(&ikm, &salt, &info).map(|k| k.serialize()),
                    ),
                    (
                        R::SecretKey::derive_master_eip2333(&ikm).map(|k| k.serialize()),
                        F::SecretKey::derive_master_eip2333(&ikm).map(|k| k.serialize()),
                    ),
                ];
                for (k, (r, f)) in pairs.iter().enumerate() {
                    assert_eq!(e!(r), e!(f), "key generator {k} case {i}");
                }
                if let Ok(r) = R::SecretKey::key_gen(&ikm, &info) {
                    let f = F::SecretKey::key_gen(&ikm, &info).unwrap();
                    let idx = rng.next_u64() as u32;
                    assert_eq!(
                        r.derive_child_eip2333(idx).serialize(),
                        f.derive_child_eip2333(idx).serialize()
                    );
                    sks.push((r, f));
                }
            }
            // Secret-key decoding: valid, zero, r and above, other lengths.
            for i in 0..cases(40) {
                let b = match i % 5 {
                    0 => sks[i % sks.len()].0.serialize().to_vec(),
                    1 => vec![0u8; 32],
                    2 => vec![0xff; 32],
                    3 => rng.bytes(32),
                    _ => msg(&mut rng, 40),
                };
                assert_eq!(
                    res(R::SecretKey::from_bytes(&b), |k| k.to_bytes()),
                    res(F::SecretKey::from_bytes(&b), |k| k.to_bytes()),
                    "SecretKey::from_bytes {b:02x?}"
                );
                let s = real::blst_scalar { b: rng.array() };
                let fs = facade::blst_scalar { b: s.b };
                let r: Result<&R::SecretKey, _> = (&s).try_into();
                let f: Result<&F::SecretKey, _> = (&fs).try_into();
                assert_eq!(res(r, |k| k.to_bytes()), res(f, |k| k.to_bytes()));
            }
            let zero_r = R::SecretKey::default();
            let zero_f = F::SecretKey::default();
            sks.push((zero_r, zero_f));

            // Public keys and signatures, and their encodings.
            let msgs: Vec<Vec<u8>> = (0..sks.len()).map(|_| msg(&mut rng, 50)).collect();
            let mut pks = Vec::new();
            let mut sigs = Vec::new();
            for (i, (r, f)) in sks.iter().enumerate() {
                let (pr, pf) = (r.sk_to_pk(), f.sk_to_pk());
                assert_eq!(
                    pr.serialize().to_vec(),
                    pf.serialize().to_vec(),
                    "sk_to_pk {i}"
                );
                assert_eq!(pr.compress().to_vec(), pf.compress().to_vec());
                assert_eq!(pr.to_bytes().to_vec(), pf.to_bytes().to_vec());
                assert_eq!(e!(pr), e!(pf), "PublicKey Debug");
                let aug = msg(&mut rng, 5);
                let (sr, sf) = (r.sign(&msgs[i], dst, &aug), f.sign(&msgs[i], dst, &aug));
                assert_eq!(sr.serialize().to_vec(), sf.serialize().to_vec(), "sign {i}");
                assert_eq!(e!(sr), e!(sf), "Signature Debug");
                let (sr, sf) = (r.sign(&msgs[i], dst, &[]), f.sign(&msgs[i], dst, &[]));
                assert_eq!(sr.compress().to_vec(), sf.compress().to_vec());
                let b: &real::blst_scalar = r.into();
                let fb: &facade::blst_scalar = f.into();
                assert_eq!(b.b, fb.b);
                pks.push((pr, pf));
                sigs.push((sr, sf));
            }
            let n = pks.len();
            let (inf_pk_r, inf_pk_f) = (pks[n - 1].0, pks[n - 1].1);
            let off_pk = $off_pk(&mut rng);
            let (off_pk_r, off_pk_f) = (
                R::PublicKey::from(off_pk),
                F::PublicKey::from(cast::<_, facade::$pk_aff>(&off_pk)),
            );
            let off_sig = $off_sig(&mut rng);
            let (off_sig_r, off_sig_f) = (
                R::Signature::from(off_sig),
                F::Signature::from(cast::<_, facade::$sig_aff>(&off_sig)),
            );
            for ((pr, pf), (sr, sf)) in [
                (pks[0], sigs[0]),
                (pks[1], sigs[1]),
                ((inf_pk_r, inf_pk_f), sigs[n - 1]),
                ((off_pk_r, off_pk_f), (off_sig_r, off_sig_f)),
            ] {
                assert_eq!(e!(pr.validate()), e!(pf.validate()), "PublicKey::validate");
                for infcheck in [false, true] {
                    assert_eq!(
                        e!(sr.validate(infcheck)),
                        e!(sf.validate(infcheck)),
                        "Signature::validate"
                    );
                }
                assert_eq!(sr.subgroup_check(), sf.subgroup_check());
                let mut inputs = vec![
                    pr.compress().to_vec(),
                    pr.serialize().to_vec(),
                    sr.compress().to_vec(),
                    sr.serialize().to_vec(),
                ];
                for _ in 0..6 {
                    let k = rng.below(4);
                    let v = flip(&mut rng, &inputs[k]);
                    inputs.push(v);
                }
                inputs.push(rng.bytes($pk_c));
                inputs.push(rng.bytes($sig_c));
                inputs.push(Vec::new());
                inputs.push(vec![0xc0; 1]);
                for b in &inputs {
                    assert_eq!(
                        res(R::PublicKey::from_bytes(b), |p| p.serialize().to_vec()),
                        res(F::PublicKey::from_bytes(b), |p| p.serialize().to_vec()),
                        "PublicKey::from_bytes {b:02x?}"
                    );
                    assert_eq!(
                        res(R::PublicKey::uncompress(b), |p| p.serialize().to_vec()),
                        res(F::PublicKey::uncompress(b), |p| p.serialize().to_vec())
                    );
                    assert_eq!(
                        res(R::PublicKey::deserialize(b), |p| p.serialize().to_vec()),
                        res(F::PublicKey::deserialize(b), |p| p.serialize().to_vec())
                    );
                    assert_eq!(
                        res(R::PublicKey::key_validate(b), |p| p.serialize().to_vec()),
                        res(F::PublicKey::key_validate(b), |p| p.serialize().to_vec()),
                        "key_validate {b:02x?}"
                    );
                    assert_eq!(
                        res(R::Signature::from_bytes(b), |p| p.serialize().to_vec()),
                        res(F::Signature::from_bytes(b), |p| p.serialize().to_vec()),
                        "Signature::from_bytes {b:02x?}"
                    );
                    assert_eq!(
                        res(R::Signature::uncompress(b), |p| p.serialize().to_vec()),
                        res(F::Signature::uncompress(b), |p| p.serialize().to_vec())
                    );
                    assert_eq!(
                        res(R::Signature::deserialize(b), |p| p.serialize().to_vec()),
                        res(F::Signature::deserialize(b), |p| p.serialize().to_vec())
                    );
                    for infcheck in [false, true] {
                        assert_eq!(
                            res(R::Signature::sig_validate(b, infcheck), |p| p
                                .serialize()
                                .to_vec()),
                            res(F::Signature::sig_validate(b, infcheck), |p| p
                                .serialize()
                                .to_vec()),
                            "sig_validate {b:02x?}"
                        );
                    }
                }
                // serde: MessagePack round trips, and the same bytes.
                let (er, ef) = (
                    rmp_serde::to_vec(&pr).unwrap(),
                    rmp_serde::to_vec(&pf).unwrap(),
                );
                assert_eq!(er, ef);
                assert_eq!(
                    res(rmp_serde::from_slice::<R::PublicKey>(&er), |p| p
                        .serialize()
                        .to_vec()),
                    res(rmp_serde::from_slice::<F::PublicKey>(&ef), |p| p
                        .serialize()
                        .to_vec())
                );
                let (er, ef) = (
                    rmp_serde::to_vec(&sr).unwrap(),
                    rmp_serde::to_vec(&sf).unwrap(),
                );
                assert_eq!(er, ef);
                let bad = flip(&mut rng, &er);
                assert_eq!(
                    rmp_serde::from_slice::<R::Signature>(&bad)
                        .map(|p| p.serialize().to_vec())
                        .ok(),
                    rmp_serde::from_slice::<F::Signature>(&bad)
                        .map(|p| p.serialize().to_vec())
                        .ok()
                );
                let (jr, jf) = (
                    serde_json::to_string(&sr).unwrap(),
                    serde_json::to_string(&sf).unwrap(),
                );
                assert_eq!(jr, jf);
                assert_eq!(
                    serde_json::from_str::<R::Signature>(&jr).is_ok(),
                    serde_json::from_str::<F::Signature>(&jf).is_ok()
                );
            }
            let (kr, kf) = (
                rmp_serde::to_vec(&sks[0].0).unwrap(),
                rmp_serde::to_vec(&sks[0].1).unwrap(),
            );
            assert_eq!(kr, kf, "SecretKey serde");
            assert_eq!(
                rmp_serde::from_slice::<R::SecretKey>(&kr)
                    .unwrap()
                    .serialize(),
                rmp_serde::from_slice::<F::SecretKey>(&kf)
                    .unwrap()
                    .serialize()
            );

            // Verification, with every flag, against right and wrong messages, keys and
            // signatures; both verdicts must occur, so that the comparison means something.
            let mut outcomes = std::collections::BTreeSet::new();
            for i in 0..n {
                let (pr, pf) = pks[i];
                let (sr, sf) = sigs[i];
                let others = [
                    (pks[(i + 1) % n], sigs[i]),
                    ((off_pk_r, off_pk_f), sigs[i]),
                    (pks[i], (off_sig_r, off_sig_f)),
                    ((inf_pk_r, inf_pk_f), sigs[n - 1]),
                ];
                for ((pr2, pf2), (sr2, sf2)) in [((pr, pf), (sr, sf))].into_iter().chain(others) {
                    for (sig_chk, pk_chk) in
                        [(false, false), (true, false), (false, true), (true, true)]
                    {
                        let m = if rng.below(5) == 0 {
                            b"wrong".to_vec()
                        } else {
                            msgs[i].clone()
                        };
                        let v = e!(sr2.verify(sig_chk, &m, dst, &[], &pr2, pk_chk));
                        assert_eq!(
                            v,
                            e!(sf2.verify(sig_chk, &m, dst, &[], &pf2, pk_chk)),
                            "verify {i}"
                        );
                        outcomes.insert(v);
                    }
                }
            }
            assert!(outcomes.len() >= 2, "{outcomes:?}");
            // Aggregate verification: every message distinct or not, lengths mismatched, the
            // keys summed, and the batch check with blinding.
            for round in 0..cases(8) {
                let k = 1 + rng.below(n - 1);
                let idx: Vec<usize> = (0..k).map(|_| rng.below(n - 1)).collect();
                let ms: Vec<&[u8]> = idx.iter().map(|&i| msgs[i].as_slice()).collect();
                let prs: Vec<&R::PublicKey> = idx.iter().map(|&i| &pks[i].0).collect();
                let pfs: Vec<&F::PublicKey> = idx.iter().map(|&i| &pks[i].1).collect();
                let srs: Vec<&R::Signature> = idx.iter().map(|&i| &sigs[i].0).collect();
                let sfs: Vec<&F::Signature> = idx.iter().map(|&i| &sigs[i].1).collect();
                let (aggr, aggf) = (
                    R::AggregateSignature::aggregate(&srs, true),
                    F::AggregateSignature::aggregate(&sfs, true),
                );
                assert_eq!(
                    res(aggr, |a| a.to_signature().serialize().to_vec()),
                    res(aggf, |a| a.to_signature().serialize().to_vec()),
                    "aggregate {round}"
                );
                let (ar, af) = (aggr.unwrap().to_signature(), aggf.unwrap().to_signature());
                for (sig_chk, pk_chk) in [(false, false), (true, true)] {
                    assert_eq!(
                        e!(ar.aggregate_verify(sig_chk, &ms, dst, &prs, pk_chk)),
                        e!(af.aggregate_verify(sig_chk, &ms, dst, &pfs, pk_chk)),
                        "aggregate_verify {round}"
                    );
                    assert_eq!(
                        e!(ar.aggregate_verify(sig_chk, &ms[1..], dst, &prs, pk_chk)),
                        e!(af.aggregate_verify(sig_chk, &ms[1..], dst, &pfs, pk_chk))
                    );
                    assert_eq!(
                        e!(ar.aggregate_verify(sig_chk, &[], dst, &[], pk_chk)),
                        e!(af.aggregate_verify(sig_chk, &[], dst, &[], pk_chk))
                    );
                    let mut prs2 = prs.clone();
                    let mut pfs2 = pfs.clone();
                    prs2[0] = &off_pk_r;
                    pfs2[0] = &off_pk_f;
                    assert_eq!(
                        e!(ar.aggregate_verify(sig_chk, &ms, dst, &prs2, pk_chk)),
                        e!(af.aggregate_verify(sig_chk, &ms, dst, &pfs2, pk_chk)),
                        "aggregate_verify off-group key"
                    );
                    prs2[0] = &inf_pk_r;
                    pfs2[0] = &inf_pk_f;
                    assert_eq!(
                        e!(ar.aggregate_verify(sig_chk, &ms, dst, &prs2, pk_chk)),
                        e!(af.aggregate_verify(sig_chk, &ms, dst, &pfs2, pk_chk))
                    );
                }
                // One message signed by all of them.
                let m = msg(&mut rng, 30);
                let ss_r: Vec<R::Signature> =
                    idx.iter().map(|&i| sks[i].0.sign(&m, dst, &[])).collect();
                let ss_f: Vec<F::Signature> =
                    idx.iter().map(|&i| sks[i].1.sign(&m, dst, &[])).collect();
                let sr_refs: Vec<&R::Signature> = ss_r.iter().collect();
                let sf_refs: Vec<&F::Signature> = ss_f.iter().collect();
                let fr = R::AggregateSignature::aggregate(&sr_refs, false)
                    .unwrap()
                    .to_signature();
                let ff = F::AggregateSignature::aggregate(&sf_refs, false)
                    .unwrap()
                    .to_signature();
                for sig_chk in [false, true] {
                    assert_eq!(
                        e!(fr.fast_aggregate_verify(sig_chk, &m, dst, &prs)),
                        e!(ff.fast_aggregate_verify(sig_chk, &m, dst, &pfs)),
                        "fast_aggregate_verify {round}"
                    );
                    assert_eq!(
                        e!(fr.fast_aggregate_verify(sig_chk, &m, dst, &[])),
                        e!(ff.fast_aggregate_verify(sig_chk, &m, dst, &[]))
                    );
                    let apr = R::AggregatePublicKey::aggregate(&prs, false)
                        .unwrap()
                        .to_public_key();
                    let apf = F::AggregatePublicKey::aggregate(&pfs, false)
                        .unwrap()
                        .to_public_key();
                    assert_eq!(apr.serialize().to_vec(), apf.serialize().to_vec());
                    assert_eq!(
                        e!(fr.fast_aggregate_verify_pre_aggregated(sig_chk, &m, dst, &apr)),
                        e!(ff.fast_aggregate_verify_pre_aggregated(sig_chk, &m, dst, &apf))
                    );
                }
                // Blinded batches, with a swapped pair now and then.
                let rands_r: Vec<real::blst_scalar> = (0..k)
                    .map(|_| real::blst_scalar { b: rng.array() })
                    .collect();
                let rands_f: Vec<facade::blst_scalar> = rands_r
                    .iter()
                    .map(|r| facade::blst_scalar { b: r.b })
                    .collect();
                let mut ms2 = ms.clone();
                if round % 3 == 2 && k > 1 {
                    ms2.swap(0, 1);
                }
                for bits in [0usize, 1, 64, 128] {
                    for (pk_chk, sig_chk) in [(false, false), (true, true)] {
                        assert_eq!(
                            e!(R::Signature::verify_multiple_aggregate_signatures(
                                &ms2, dst, &prs, pk_chk, &srs, sig_chk, &rands_r, bits
                            )),
                            e!(F::Signature::verify_multiple_aggregate_signatures(
                                &ms2, dst, &pfs, pk_chk, &sfs, sig_chk, &rands_f, bits
                            )),
                            "verify_multiple {round} bits {bits}"
                        );
                    }
                }
                assert_eq!(
                    e!(R::Signature::verify_multiple_aggregate_signatures(
                        &ms[1..],
                        dst,
                        &prs,
                        false,
                        &srs,
                        false,
                        &rands_r,
                        64
                    )),
                    e!(F::Signature::verify_multiple_aggregate_signatures(
                        &ms[1..],
                        dst,
                        &pfs,
                        false,
                        &sfs,
                        false,
                        &rands_f,
                        64
                    ))
                );

                // Aggregates of keys and signatures: every constructor and update.
                for chk in [false, true] {
                    let mut prs3 = prs.clone();
                    let mut pfs3 = pfs.clone();
                    let mut srs3 = srs.clone();
                    let mut sfs3 = sfs.clone();
                    if round % 2 == 1 {
                        prs3.push(&off_pk_r);
                        pfs3.push(&off_pk_f);
                        srs3.push(&off_sig_r);
                        sfs3.push(&off_sig_f);
                    }
                    if round % 4 == 3 {
                        prs3.push(&inf_pk_r);
                        pfs3.push(&inf_pk_f);
                    }
                    let apr = R::AggregatePublicKey::aggregate(&prs3, chk);
                    let apf = F::AggregatePublicKey::aggregate(&pfs3, chk);
                    assert_eq!(
                        res(apr, |a| a.to_public_key().serialize().to_vec()),
                        res(apf, |a| a.to_public_key().serialize().to_vec()),
                        "AggregatePublicKey::aggregate {round}"
                    );
                    let asr = R::AggregateSignature::aggregate(&srs3, chk);
                    let asf = F::AggregateSignature::aggregate(&sfs3, chk);
                    assert_eq!(
                        res(asr, |a| a.to_signature().serialize().to_vec()),
                        res(asf, |a| a.to_signature().serialize().to_vec()),
                        "AggregateSignature::aggregate {round}"
                    );
                    if let (Ok(asr), Ok(asf)) = (asr, asf) {
                        assert_eq!(e!(asr.validate()), e!(asf.validate()));
                        assert_eq!(asr.subgroup_check(), asf.subgroup_check());
                    }
                    let ser_pk_r: Vec<Vec<u8>> = prs3
                        .iter()
                        .map(|p| {
                            if rng.bool() {
                                p.compress().to_vec()
                            } else {
                                p.serialize().to_vec()
                            }
                        })
                        .collect();
                    let mut ser_pk: Vec<&[u8]> = ser_pk_r.iter().map(|v| v.as_slice()).collect();
                    let corrupt = flip(&mut rng, ser_pk[0]);
                    if round % 3 == 0 {
                        ser_pk[0] = &corrupt;
                    }
                    assert_eq!(
                        res(
                            R::AggregatePublicKey::aggregate_serialized(&ser_pk, chk),
                            |a| a.to_public_key().serialize().to_vec()
                        ),
                        res(
                            F::AggregatePublicKey::aggregate_serialized(&ser_pk, chk),
                            |a| a.to_public_key().serialize().to_vec()
                        ),
                        "aggregate_serialized {round}"
                    );
                    let ser_sig_r: Vec<Vec<u8>> =
                        srs3.iter().map(|p| p.compress().to_vec()).collect();
                    let ser_sig: Vec<&[u8]> = ser_sig_r.iter().map(|v| v.as_slice()).collect();
                    assert_eq!(
                        res(
                            R::AggregateSignature::aggregate_serialized(&ser_sig, chk),
                            |a| a.to_signature().serialize().to_vec()
                        ),
                        res(
                            F::AggregateSignature::aggregate_serialized(&ser_sig, chk),
                            |a| a.to_signature().serialize().to_vec()
                        ),
                        "AggregateSignature::aggregate_serialized {round}"
                    );
                    let own_pk_r: Vec<R::PublicKey> = prs3.iter().map(|p| **p).collect();
                    let own_pk_f: Vec<F::PublicKey> = pfs3.iter().map(|p| **p).collect();
                    let own_sig_r: Vec<R::Signature> = srs3.iter().map(|p| **p).collect();
                    let own_sig_f: Vec<F::Signature> = sfs3.iter().map(|p| **p).collect();
                    let bits = [1usize, 64, 255][round % 3];
                    let rnd = rng.bytes(bits.div_ceil(8) * own_pk_r.len().max(own_sig_r.len()));
                    // Multi-scalar multiplication is exact inside the subgroups only (see the
                    // facade's README): unchecked points outside them are left out.
                    if chk || round % 2 == 0 {
                        assert_eq!(
                            res(
                                R::AggregatePublicKey::aggregate_with_randomness(
                                    &own_pk_r, &rnd, bits, chk
                                ),
                                |a| a.to_public_key().serialize().to_vec()
                            ),
                            res(
                                F::AggregatePublicKey::aggregate_with_randomness(
                                    &own_pk_f, &rnd, bits, chk
                                ),
                                |a| a.to_public_key().serialize().to_vec()
                            ),
                            "AggregatePublicKey::aggregate_with_randomness {round}"
                        );
                        assert_eq!(
                            res(
                                R::AggregateSignature::aggregate_with_randomness(
                                    &own_sig_r, &rnd, bits, chk
                                ),
                                |a| a.to_signature().serialize().to_vec()
                            ),
                            res(
                                F::AggregateSignature::aggregate_with_randomness(
                                    &own_sig_f, &rnd, bits, chk
                                ),
                                |a| a.to_signature().serialize().to_vec()
                            ),
                            "AggregateSignature::aggregate_with_randomness {round}"
                        );
                    }
                    assert_eq!(
                        own_pk_r.add().to_public_key().serialize().to_vec(),
                        own_pk_f.add().to_public_key().serialize().to_vec()
                    );
                    assert_eq!(
                        own_sig_r.add().to_signature().serialize().to_vec(),
                        own_sig_f.add().to_signature().serialize().to_vec()
                    );
                    assert_eq!(
                        e!(own_pk_r.validate()),
                        e!(own_pk_f.validate()),
                        "MultiPoint::validate {round}"
                    );
                    assert_eq!(e!(own_sig_r.validate()), e!(own_sig_f.validate()));
                    // Updates.
                    let mut ar = R::AggregatePublicKey::from_public_key(prs3[0]);
                    let mut af = F::AggregatePublicKey::from_public_key(pfs3[0]);
                    for (p, q) in prs3.iter().zip(pfs3.iter()) {
                        assert_eq!(e!(ar.add_public_key(p, chk)), e!(af.add_public_key(q, chk)));
                    }
                    let (cr, cf) = (ar, af);
                    ar.add_aggregate(&cr);
                    af.add_aggregate(&cf);
                    ar.sub_aggregate(&R::AggregatePublicKey::from_public_key(prs3[0]));
                    af.sub_aggregate(&F::AggregatePublicKey::from_public_key(pfs3[0]));
                    assert_eq!(
                        R::PublicKey::from_aggregate(&ar).serialize().to_vec(),
                        F::PublicKey::from_aggregate(&af).serialize().to_vec(),
                        "AggregatePublicKey updates"
                    );
                    let jr: real::$pk_jac = ar.into();
                    let jf: facade::$pk_jac = af.into();
                    assert_eq!(
                        e!(R::AggregatePublicKey::from(jr).to_public_key()),
                        e!(F::AggregatePublicKey::from(jf).to_public_key())
                    );
                    let mut sr = R::AggregateSignature::from_signature(srs3[0]);
                    let mut sf = F::AggregateSignature::from_signature(sfs3[0]);
                    for (p, q) in srs3.iter().zip(sfs3.iter()) {
                        assert_eq!(e!(sr.add_signature(p, chk)), e!(sf.add_signature(q, chk)));
                    }
                    let (cr, cf) = (sr, sf);
                    sr.add_aggregate(&cr);
                    sf.add_aggregate(&cf);
                    assert_eq!(
                        R::Signature::from_aggregate(&sr).serialize().to_vec(),
                        F::Signature::from_aggregate(&sf).serialize().to_vec()
                    );
                    let jr: real::$sig_jac = sr.into();
                    let jf: facade::$sig_jac = sf.into();
                    assert_eq!(
                        e!(R::AggregateSignature::from(jr).to_signature()),
                        e!(F::AggregateSignature::from(jf).to_signature())
                    );
                }
            }
            assert_eq!(
                e!(R::AggregatePublicKey::aggregate(&[], true).map(|_| ())),
                e!(F::AggregatePublicKey::aggregate(&[], true).map(|_| ()))
            );
            assert_eq!(
                e!(R::AggregateSignature::aggregate(&[], true).map(|_| ())),
                e!(F::AggregateSignature::aggregate(&[], true).map(|_| ()))
            );
            assert_eq!(
                e!(R::AggregatePublicKey::aggregate_serialized(&[], true).map(|_| ())),
                e!(F::AggregatePublicKey::aggregate_serialized(&[], true).map(|_| ()))
            );
            assert_eq!(
                e!(
                    R::AggregateSignature::aggregate_with_randomness(&[], &[], 64, true)
                        .map(|_| ())
                ),
                e!(
                    F::AggregateSignature::aggregate_with_randomness(&[], &[], 64, true)
                        .map(|_| ())
                )
            );
        }
    };
}

variant_tests!(
    min_pk_api,
    "min_pk_api",
    min_pk,
    48,
    96,
    blst_p1_affine,
    blst_p2_affine,
    blst_p1,
    blst_p2,
    e1,
    e2,
    b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_"
);
variant_tests!(
    min_sig_api,
    "min_sig_api",
    min_sig,
    96,
    48,
    blst_p2_affine,
    blst_p1_affine,
    blst_p2,
    blst_p1,
    e2,
    e1,
    b"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_"
);

#[test]
fn multi_point_collections() {
    use facade::MultiPoint as _;
    use real::MultiPoint as _;
    let mut rng = Rng::new("multi_point_collections");
    for n in [1usize, 2, 5, 31, 32, 100, 769] {
        let j1: Vec<real::blst_p1> = (0..n).map(|_| g1(&mut rng)).collect();
        let j1f: Vec<facade::blst_p1> = j1.iter().map(cast).collect();
        let (a1, a1f) = (real::p1_affines::from(&j1), facade::p1_affines::from(&j1f));
        assert_eq!(
            a1f.as_slice()
                .iter()
                .map(cast)
                .collect::<Vec<real::blst_p1_affine>>(),
            a1.as_slice().to_vec()
        );
        let j2: Vec<real::blst_p2> = (0..n.min(64)).map(|_| g2(&mut rng)).collect();
        let j2f: Vec<facade::blst_p2> = j2.iter().map(cast).collect();
        let (a2, a2f) = (real::p2_affines::from(&j2), facade::p2_affines::from(&j2f));
        assert_eq!(
            a2f[..]
                .iter()
                .map(cast)
                .collect::<Vec<real::blst_p2_affine>>(),
            a2[..].to_vec()
        );
        // Lengths inside the endomorphism range that are not whole bytes: the bits above
        // `nbits` in the last byte must not count (Pippenger masks them, for one point too).
        for nbits in [1usize, 32, 64, 150, 200, 253, 255, 256] {
            let s = rng.bytes(nbits.div_ceil(8) * n);
            assert_eq!(
                ser1_r(&a1.mult(&s, nbits)),
                ser1_f(&a1f.mult(&s, nbits)),
                "p1_affines::mult {n} {nbits}"
            );
            assert_eq!(
                ser2_r(&a2.mult(&s, nbits)),
                ser2_f(&a2f.mult(&s, nbits)),
                "p2_affines::mult {n} {nbits}"
            );
        }
        assert_eq!(ser1_r(&a1.add()), ser1_f(&a1f.add()));
        assert_eq!(ser2_r(&a2.add()), ser2_f(&a2f.add()));
        assert_eq!(e!(a1.as_slice().validate()), e!(a1f.as_slice().validate()));
        let mut bad = a1.as_slice().to_vec();
        bad[n / 2] = e1(&mut rng);
        let badf: Vec<facade::blst_p1_affine> = bad.iter().map(cast).collect();
        assert_eq!(
            e!(bad.validate()),
            e!(badf.validate()),
            "validate with a point outside G1, n {n}"
        );
        bad[n / 2] = real::blst_p1_affine::default();
        let badf: Vec<facade::blst_p1_affine> = bad.iter().map(cast).collect();
        assert_eq!(
            e!(bad.validate()),
            e!(badf.validate()),
            "validate with infinity, n {n}"
        );
    }
}

#[test]
fn pairing_objects() {
    let mut rng = Rng::new("pairing_objects");
    let dst = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_";
    for round in 0..cases(10) {
        let hash = round % 3 != 0;
        let mut pr = real::Pairing::new(hash, dst);
        let mut pf = facade::Pairing::new(hash, dst);
        let skr = real::min_pk::SecretKey::key_gen(&rng.bytes(32), &[]).unwrap();
        let skf = facade::min_pk::SecretKey::from_bytes(&skr.to_bytes()).unwrap();
        let mut sum_r: Option<real::min_pk::AggregateSignature> = None;
        for step in 0..1 + rng.below(10) {
            let m = msg(&mut rng, 30);
            let pk_r: real::blst_p1_affine = skr.sk_to_pk().into();
            let pk_f: facade::blst_p1_affine = skf.sk_to_pk().into();
            let h_r = {
                let mut p = real::blst_p2::default();
                unsafe {
                    if hash {
                        real::blst_hash_to_g2(
                            &mut p,
                            m.as_ptr(),
                            m.len(),
                            dst.as_ptr(),
                            dst.len(),
                            core::ptr::null(),
                            0,
                        );
                    } else {
                        real::blst_encode_to_g2(
                            &mut p,
                            m.as_ptr(),
                            m.len(),
                            dst.as_ptr(),
                            dst.len(),
                            core::ptr::null(),
                            0,
                        );
                    }
                }
                p
            };
            let mut s_r = real::blst_p2_affine::default();
            unsafe {
                real::blst_sign_pk2_in_g1(
                    core::ptr::null_mut(),
                    &mut s_r,
                    &h_r,
                    &real::blst_scalar {
                        b: (&skr).into_scalar(),
                    },
                )
            };
            let s_f: facade::blst_p2_affine = cast(&s_r);
            let with_sig = rng.bool();
            let none_r: Option<&real::blst_p2_affine> = None;
            let none_f: Option<&facade::blst_p2_affine> = None;
            let (er, ef) = if rng.bool() {
                let scalar = rng.bytes(8);
                if with_sig {
                    (
                        pr.mul_n_aggregate(&pk_r, true, &s_r, true, &scalar, 64, &m, &[]),
                        pf.mul_n_aggregate(&pk_f, true, &s_f, true, &scalar, 64, &m, &[]),
                    )
                } else {
                    (
                        pr.mul_n_aggregate(&pk_r, true, &none_r, true, &scalar, 64, &m, &[]),
                        pf.mul_n_aggregate(&pk_f, true, &none_f, true, &scalar, 64, &m, &[]),
                    )
                }
            } else if with_sig {
                sum_r = Some(match sum_r {
                    None => real::min_pk::AggregateSignature::from_signature(&s_r.into()),
                    Some(mut a) => {
                        a.add_signature(&s_r.into(), false).unwrap();
                        a
                    }
                });
                (
                    pr.aggregate(&pk_r, true, &s_r, true, &m, &[]),
                    pf.aggregate(&pk_f, true, &s_f, true, &m, &[]),
                )
            } else {
                (
                    pr.aggregate(&pk_r, false, &none_r, false, &m, &[]),
                    pf.aggregate(&pk_f, false, &none_f, false, &m, &[]),
                )
            };
            assert_eq!(e!(er), e!(ef), "aggregate {round}/{step}");
        }
        pr.commit();
        pf.commit();
        assert_eq!(
            pr.finalverify(None),
            pf.finalverify(None),
            "finalverify {round}"
        );
        if let Some(s) = sum_r {
            let sig: real::blst_p2_affine = s.to_signature().into();
            let (mut gr, mut gf) = (real::blst_fp12::default(), facade::blst_fp12::default());
            real::Pairing::aggregated(&mut gr, &sig);
            facade::Pairing::aggregated(&mut gf, &cast::<_, facade::blst_p2_affine>(&sig));
            assert_eq!(gt_r(&gr), gt_f(&gf));
            assert_eq!(pr.finalverify(Some(&gr)), pf.finalverify(Some(&gf)));
        }
        let mut p2r = real::Pairing::new(hash, dst);
        let mut p2f = facade::Pairing::new(hash, dst);
        let (mut q, mut p) = (
            real::blst_p2_affine::default(),
            real::blst_p1_affine::default(),
        );
        unsafe {
            real::blst_p2_to_affine(&mut q, &g2(&mut rng));
            real::blst_p1_to_affine(&mut p, &g1(&mut rng));
        }
        p2r.raw_aggregate(&q, &p);
        p2f.raw_aggregate(&cast(&q), &cast(&p));
        assert_eq!(gt_r(&p2r.as_fp12()), gt_f(&p2f.as_fp12()));
        assert_eq!(e!(pr.merge(&p2r)), e!(pf.merge(&p2f)));
        assert_eq!(gt_r(&pr.as_fp12()), gt_f(&pf.as_fp12()));
    }
}

/// The scalar bytes of a secret key (through blst's reference conversion).
trait IntoScalar {
    fn into_scalar(self) -> [u8; 32];
}

impl IntoScalar for &real::min_pk::SecretKey {
    fn into_scalar(self) -> [u8; 32] {
        let s: &real::blst_scalar = self.into();
        s.b
    }
}

#[test]
fn debug_strings_and_errors() {
    let all = [
        real::BLST_ERROR::BLST_SUCCESS,
        real::BLST_ERROR::BLST_BAD_ENCODING,
        real::BLST_ERROR::BLST_POINT_NOT_ON_CURVE,
        real::BLST_ERROR::BLST_POINT_NOT_IN_GROUP,
        real::BLST_ERROR::BLST_AGGR_TYPE_MISMATCH,
        real::BLST_ERROR::BLST_VERIFY_FAIL,
        real::BLST_ERROR::BLST_PK_IS_INFINITY,
        real::BLST_ERROR::BLST_BAD_SCALAR,
    ];
    let fall = [
        facade::BLST_ERROR::BLST_SUCCESS,
        facade::BLST_ERROR::BLST_BAD_ENCODING,
        facade::BLST_ERROR::BLST_POINT_NOT_ON_CURVE,
        facade::BLST_ERROR::BLST_POINT_NOT_IN_GROUP,
        facade::BLST_ERROR::BLST_AGGR_TYPE_MISMATCH,
        facade::BLST_ERROR::BLST_VERIFY_FAIL,
        facade::BLST_ERROR::BLST_PK_IS_INFINITY,
        facade::BLST_ERROR::BLST_BAD_SCALAR,
    ];
    for (r, f) in all.iter().zip(fall.iter()) {
        assert_eq!(*r as u32, *f as u32);
        assert_eq!(e!(r), e!(f));
    }
    let g = unsafe { real::BLS12_381_G1 };
    let gf = unsafe { facade::BLS12_381_G1 };
    assert_eq!(e!(g), e!(gf));
    assert_eq!(
        cast::<_, real::blst_p1_affine>(&unsafe { facade::BLS12_381_NEG_G1 }),
        unsafe { real::BLS12_381_NEG_G1 }
    );
    assert_eq!(
        cast::<_, real::blst_p2_affine>(&unsafe { facade::BLS12_381_G2 }),
        unsafe { real::BLS12_381_G2 }
    );
    assert_eq!(
        cast::<_, real::blst_p2_affine>(&unsafe { facade::BLS12_381_NEG_G2 }),
        unsafe { real::BLS12_381_NEG_G2 }
    );
    assert_eq!(
        e!(real::blst_fp12::default()),
        e!(facade::blst_fp12::default())
    );
    assert_eq!(
        e!(real::blst_scalar::default()),
        e!(facade::blst_scalar::default())
    );
}
