//! BLS signature operations (min_pk, Ethereum's proof-of-possession ciphersuite, 32-byte
//! messages) beside blst's `min_pk` safe API, one criterion group per operation so that the
//! ratio comes from one run; single thread on both sides (blst is built with `no-threads`, so
//! its Rust wrappers run their work inline).
//!
//! Both sides do the same work in each timing, with blst's checks switched on where bls381's
//! types imply them:
//!
//! * `keygen`: KeyGen from 32 bytes of IKM and SkToPk.
//! * `sign`: hash to G2 and the constant-time multiplication.
//! * `verify`: the common case of a network node: a cached (validated) public key, a signature
//!   arriving as 96 bytes. bls381: `Signature::from_bytes` (decompression + subgroup check) +
//!   `Pop::verify`; blst: `Signature::from_bytes` (decompression) + `verify` with
//!   `sig_groupcheck = true`, `pk_validate = false`.
//! * `verify_parsed`: both from parsed, trusted values (no subgroup check on either side).
//! * `aggregate_64`: the sum of 64 parsed signatures, to a signature.
//! * `fast_aggregate_verify_64`: 64 cached keys, the aggregate signature as bytes (decoded and
//!   subgroup-checked inside the timing on both sides).
//! * `aggregate_verify_16`: 16 keys, 16 distinct messages, the signature as bytes.
//! * `batch_verify_16`: 16 (key, message, signature) sets, signatures as bytes (each decoded and
//!   subgroup-checked inside the timing), 64-bit blinding scalars drawn inside the timing;
//!   blst: `verify_multiple_aggregate_signatures(…, sigs_groupcheck = true, …, 64)`.
//!
//! `cargo bench --bench signature` (add `-- --warm-up-time 1 --measurement-time 3` on a busy
//! box).

use std::hint::black_box;

use bls381::signature::min_pk::{AggregateSignature, Pop, PublicKey, SecretKey, Signature};
use blst::min_pk as b;
use blst::BLST_ERROR;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::{rngs::StdRng, Rng, SeedableRng};

const DST: &[u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";

struct Fixture {
    sks: Vec<SecretKey>,
    pks: Vec<PublicKey>,
    bsks: Vec<b::SecretKey>,
    bpks: Vec<b::PublicKey>,
    msgs: Vec<[u8; 32]>,
}

fn fixture(rng: &mut StdRng, n: usize) -> Fixture {
    let mut f = Fixture {
        sks: vec![],
        pks: vec![],
        bsks: vec![],
        bpks: vec![],
        msgs: vec![],
    };
    for _ in 0..n {
        let mut ikm = [0u8; 32];
        rng.fill_bytes(&mut ikm);
        let sk = SecretKey::key_gen(&ikm, b"").unwrap();
        let bsk = b::SecretKey::key_gen(&ikm, b"").unwrap();
        f.pks.push(sk.public_key());
        f.bpks.push(bsk.sk_to_pk());
        f.sks.push(sk);
        f.bsks.push(bsk);
        let mut m = [0u8; 32];
        rng.fill_bytes(&mut m);
        f.msgs.push(m);
    }
    f
}

fn ok(e: BLST_ERROR) -> bool {
    e == BLST_ERROR::BLST_SUCCESS
}

fn bench_keys(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(1);
    let f = fixture(&mut rng, 1);
    let ikm = [0x5au8; 32];

    let mut g = c.benchmark_group("keygen");
    g.bench_function("bls381", |bch| {
        bch.iter(|| {
            SecretKey::key_gen(black_box(&ikm), b"")
                .unwrap()
                .public_key()
        })
    });
    g.bench_function("blst", |bch| {
        bch.iter(|| {
            b::SecretKey::key_gen(black_box(&ikm), b"")
                .unwrap()
                .sk_to_pk()
        })
    });
    g.finish();

    let mut g = c.benchmark_group("sign");
    g.bench_function("bls381", |bch| {
        bch.iter(|| Pop::sign(&f.sks[0], black_box(&f.msgs[0])))
    });
    g.bench_function("blst", |bch| {
        bch.iter(|| f.bsks[0].sign(black_box(&f.msgs[0]), DST, &[]))
    });
    g.finish();
}

fn bench_verify(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(2);
    let f = fixture(&mut rng, 1);
    let sig = Pop::sign(&f.sks[0], &f.msgs[0]);
    let bytes = sig.to_bytes();
    let bsig = b::Signature::from_bytes(&bytes).unwrap();
    assert!(Pop::verify(&f.pks[0], &f.msgs[0], &sig).is_ok());

    let mut g = c.benchmark_group("verify");
    g.bench_function("bls381", |bch| {
        bch.iter(|| {
            let sig = Signature::from_bytes(black_box(&bytes)).unwrap();
            Pop::verify(&f.pks[0], &f.msgs[0], &sig).is_ok()
        })
    });
    g.bench_function("blst", |bch| {
        bch.iter(|| {
            let sig = b::Signature::from_bytes(black_box(&bytes)).unwrap();
            ok(sig.verify(true, &f.msgs[0], DST, &[], &f.bpks[0], false))
        })
    });
    g.finish();

    let mut g = c.benchmark_group("verify_parsed");
    g.bench_function("bls381", |bch| {
        bch.iter(|| Pop::verify(&f.pks[0], black_box(&f.msgs[0]), &sig).is_ok())
    });
    g.bench_function("blst", |bch| {
        bch.iter(|| ok(bsig.verify(false, black_box(&f.msgs[0]), DST, &[], &f.bpks[0], false)))
    });
    g.finish();
}

fn bench_aggregates(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(3);
    let f = fixture(&mut rng, 64);
    let msg = f.msgs[0];

    // aggregate 64 signatures (of one message, as in an attestation).
    let sigs: Vec<Signature> = f.sks.iter().map(|sk| Pop::sign(sk, &msg)).collect();
    let bsigs: Vec<b::Signature> = sigs
        .iter()
        .map(|s| b::Signature::from_bytes(&s.to_bytes()).unwrap())
        .collect();
    let bsig_refs: Vec<&b::Signature> = bsigs.iter().collect();
    let mut g = c.benchmark_group("aggregate_64");
    g.bench_function("bls381", |bch| {
        bch.iter(|| {
            AggregateSignature::aggregate(black_box(&sigs))
                .unwrap()
                .to_signature()
        })
    });
    g.bench_function("blst", |bch| {
        bch.iter(|| {
            b::AggregateSignature::aggregate(black_box(&bsig_refs), false)
                .unwrap()
                .to_signature()
        })
    });
    g.finish();

    // fast_aggregate_verify with 64 keys.
    let agg = Pop::aggregate(&sigs).unwrap().to_bytes();
    let bpk_refs: Vec<&b::PublicKey> = f.bpks.iter().collect();
    assert!(
        Pop::fast_aggregate_verify(&f.pks, &msg, &Signature::from_bytes(&agg).unwrap()).is_ok()
    );
    let mut g = c.benchmark_group("fast_aggregate_verify_64");
    g.bench_function("bls381", |bch| {
        bch.iter(|| {
            let sig = Signature::from_bytes(black_box(&agg)).unwrap();
            Pop::fast_aggregate_verify(&f.pks, &msg, &sig).is_ok()
        })
    });
    g.bench_function("blst", |bch| {
        bch.iter(|| {
            let sig = b::Signature::from_bytes(black_box(&agg)).unwrap();
            ok(sig.fast_aggregate_verify(true, &msg, DST, &bpk_refs))
        })
    });
    g.finish();

    // aggregate_verify of 16 distinct messages.
    let n = 16;
    let sigs16: Vec<Signature> = f.sks[..n]
        .iter()
        .zip(&f.msgs)
        .map(|(sk, m)| Pop::sign(sk, m))
        .collect();
    let agg16 = Pop::aggregate(&sigs16).unwrap().to_bytes();
    let msg_refs: Vec<&[u8]> = f.msgs[..n].iter().map(|m| &m[..]).collect();
    assert!(Pop::aggregate_verify(
        &f.pks[..n],
        &msg_refs,
        &Signature::from_bytes(&agg16).unwrap()
    )
    .is_ok());
    let mut g = c.benchmark_group("aggregate_verify_16");
    g.bench_function("bls381", |bch| {
        bch.iter(|| {
            let sig = Signature::from_bytes(black_box(&agg16)).unwrap();
            Pop::aggregate_verify(&f.pks[..n], &msg_refs, &sig).is_ok()
        })
    });
    g.bench_function("blst", |bch| {
        bch.iter(|| {
            let sig = b::Signature::from_bytes(black_box(&agg16)).unwrap();
            ok(sig.aggregate_verify(true, &msg_refs, DST, &bpk_refs[..n], false))
        })
    });
    g.finish();

    // batch verification of 16 independent sets.
    let sig_bytes: Vec<[u8; 96]> = sigs16.iter().map(|s| s.to_bytes()).collect();
    let mut brng = StdRng::seed_from_u64(4);
    let mut g = c.benchmark_group("batch_verify_16");
    g.bench_function("bls381", |bch| {
        bch.iter(|| {
            let sigs: Vec<Signature> = black_box(&sig_bytes)
                .iter()
                .map(|s| Signature::from_bytes(s).unwrap())
                .collect();
            Pop::batch_verify(&f.pks[..n], &msg_refs, &sigs, &mut brng).is_ok()
        })
    });
    g.bench_function("blst", |bch| {
        bch.iter(|| {
            let sigs: Vec<b::Signature> = black_box(&sig_bytes)
                .iter()
                .map(|s| b::Signature::from_bytes(s).unwrap())
                .collect();
            let sig_refs: Vec<&b::Signature> = sigs.iter().collect();
            let rands: Vec<blst::blst_scalar> = (0..n)
                .map(|_| {
                    let mut s = blst::blst_scalar::default();
                    s.b[..8].copy_from_slice(&brng.next_u64().to_le_bytes());
                    s
                })
                .collect();
            ok(b::Signature::verify_multiple_aggregate_signatures(
                &msg_refs,
                DST,
                &bpk_refs[..n],
                false,
                &sig_refs,
                true,
                &rands,
                64,
            ))
        })
    });
    g.finish();
}

criterion_group!(benches, bench_keys, bench_verify, bench_aggregates);
criterion_main!(benches);
