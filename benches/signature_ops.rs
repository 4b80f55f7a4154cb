//! One signature operation in a loop, for instruction counts under callgrind (A/B decisions on
//! a noisy machine): `valgrind --tool=callgrind target/release/deps/signature_ops-* <op> <n>`,
//! where `<op>` is one of the names below, `blst_`-prefixed for blst's counterpart (the same
//! work as in `benches/signature.rs`). `signature_ops ratio <rounds> <op>` times both sides
//! alternately and prints the median ratio, a quick noisy-machine A/B in wall-clock time.

use std::hint::black_box;

use bls381::signature::min_pk::{AggregateSignature, Pop, PublicKey, SecretKey, Signature};
use blst::min_pk as b;
use rand::{rngs::StdRng, Rng, SeedableRng};

const DST: &[u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (op, n) = match args.as_slice() {
        [_, op, n, ..] if !op.starts_with('-') => (op.clone(), n.parse::<usize>().unwrap_or(10)),
        _ => return, // `cargo bench` runs every bench target: do nothing without arguments.
    };
    let mut rng = StdRng::seed_from_u64(1);
    let mut sks = vec![];
    let mut bsks = vec![];
    let mut msgs = vec![];
    for _ in 0..64 {
        let mut ikm = [0u8; 32];
        rng.fill_bytes(&mut ikm);
        sks.push(SecretKey::key_gen(&ikm, b"").unwrap());
        bsks.push(b::SecretKey::key_gen(&ikm, b"").unwrap());
        let mut m = [0u8; 32];
        rng.fill_bytes(&mut m);
        msgs.push(m);
    }
    let pks: Vec<PublicKey> = sks.iter().map(|sk| sk.public_key()).collect();
    let bpks: Vec<b::PublicKey> = bsks.iter().map(|sk| sk.sk_to_pk()).collect();
    let bpk_refs: Vec<&b::PublicKey> = bpks.iter().collect();
    let msg_refs: Vec<&[u8]> = msgs[..16].iter().map(|m| &m[..]).collect();
    let sig = Pop::sign(&sks[0], &msgs[0]);
    let sig_bytes = sig.to_bytes();
    let bsig = b::Signature::from_bytes(&sig_bytes).unwrap();
    let same: Vec<Signature> = sks.iter().map(|sk| Pop::sign(sk, &msgs[0])).collect();
    let bsame: Vec<b::Signature> = same
        .iter()
        .map(|s| b::Signature::from_bytes(&s.to_bytes()).unwrap())
        .collect();
    let bsame_refs: Vec<&b::Signature> = bsame.iter().collect();
    let agg64 = Pop::aggregate(&same).unwrap().to_bytes();
    let sigs16: Vec<Signature> = sks[..16]
        .iter()
        .zip(&msgs)
        .map(|(sk, m)| Pop::sign(sk, m))
        .collect();
    let bytes16: Vec<[u8; 96]> = sigs16.iter().map(|s| s.to_bytes()).collect();
    let agg16 = Pop::aggregate(&sigs16).unwrap().to_bytes();
    let ikm = [0x5au8; 32];
    let same16: Vec<[u8; 96]> = same[..16].iter().map(|s| s.to_bytes()).collect();
    let one_msg: Vec<&[u8]> = vec![&msgs[0][..]; 16];

    let mut run = |op: &str| match op {
        "keygen" => drop(black_box(
            SecretKey::key_gen(&ikm, b"").unwrap().public_key(),
        )),
        "blst_keygen" => drop(black_box(
            b::SecretKey::key_gen(&ikm, b"").unwrap().sk_to_pk(),
        )),
        "sign" => drop(black_box(Pop::sign(&sks[0], black_box(&msgs[0])))),
        "blst_sign" => drop(black_box(bsks[0].sign(black_box(&msgs[0]), DST, &[]))),
        "sig_decode" => drop(black_box(Signature::from_bytes(black_box(&sig_bytes)))),
        "blst_sig_decode" => drop(black_box(
            b::Signature::from_bytes(black_box(&sig_bytes))
                .unwrap()
                .validate(false),
        )),
        "verify" => {
            let s = Signature::from_bytes(black_box(&sig_bytes)).unwrap();
            assert!(Pop::verify(&pks[0], &msgs[0], &s).is_ok());
        }
        "blst_verify" => {
            let s = b::Signature::from_bytes(black_box(&sig_bytes)).unwrap();
            let e = s.verify(true, &msgs[0], DST, &[], &bpks[0], false);
            assert_eq!(e, blst::BLST_ERROR::BLST_SUCCESS);
        }
        "verify_parsed" => assert!(Pop::verify(&pks[0], &msgs[0], black_box(&sig)).is_ok()),
        "blst_verify_parsed" => {
            let e = black_box(&bsig).verify(false, &msgs[0], DST, &[], &bpks[0], false);
            assert_eq!(e, blst::BLST_ERROR::BLST_SUCCESS);
        }
        "aggregate_64" => drop(black_box(
            AggregateSignature::aggregate(black_box(&same))
                .unwrap()
                .to_signature(),
        )),
        "blst_aggregate_64" => drop(black_box(
            b::AggregateSignature::aggregate(black_box(&bsame_refs), false)
                .unwrap()
                .to_signature(),
        )),
        "fav_64" => {
            let s = Signature::from_bytes(black_box(&agg64)).unwrap();
            assert!(Pop::fast_aggregate_verify(&pks, &msgs[0], &s).is_ok());
        }
        "blst_fav_64" => {
            let s = b::Signature::from_bytes(black_box(&agg64)).unwrap();
            let e = s.fast_aggregate_verify(true, &msgs[0], DST, &bpk_refs);
            assert_eq!(e, blst::BLST_ERROR::BLST_SUCCESS);
        }
        "aggv_16" => {
            let s = Signature::from_bytes(black_box(&agg16)).unwrap();
            assert!(Pop::aggregate_verify(&pks[..16], &msg_refs, &s).is_ok());
        }
        "blst_aggv_16" => {
            let s = b::Signature::from_bytes(black_box(&agg16)).unwrap();
            let e = s.aggregate_verify(true, &msg_refs, DST, &bpk_refs[..16], false);
            assert_eq!(e, blst::BLST_ERROR::BLST_SUCCESS);
        }
        "batch_16" => {
            let sigs: Vec<Signature> = black_box(&bytes16)
                .iter()
                .map(|s| Signature::from_bytes(s).unwrap())
                .collect();
            assert!(Pop::batch_verify(&pks[..16], &msg_refs, &sigs, &mut rng).is_ok());
        }
        "blst_batch_16" => {
            let sigs: Vec<b::Signature> = black_box(&bytes16)
                .iter()
                .map(|s| b::Signature::from_bytes(s).unwrap())
                .collect();
            let refs: Vec<&b::Signature> = sigs.iter().collect();
            let rands: Vec<blst::blst_scalar> = (0..16)
                .map(|_| {
                    let mut s = blst::blst_scalar::default();
                    s.b[..8].copy_from_slice(&rng.next_u64().to_le_bytes());
                    s
                })
                .collect();
            let e = b::Signature::verify_multiple_aggregate_signatures(
                &msg_refs,
                DST,
                &bpk_refs[..16],
                false,
                &refs,
                true,
                &rands,
                64,
            );
            assert_eq!(e, blst::BLST_ERROR::BLST_SUCCESS);
        }
        "batch_16_same" => {
            let sigs: Vec<Signature> = black_box(&same16)
                .iter()
                .map(|s| Signature::from_bytes(s).unwrap())
                .collect();
            assert!(Pop::batch_verify(&pks[..16], &one_msg, &sigs, &mut rng).is_ok());
        }
        "blst_batch_16_same" => {
            let sigs: Vec<b::Signature> = black_box(&same16)
                .iter()
                .map(|s| b::Signature::from_bytes(s).unwrap())
                .collect();
            let refs: Vec<&b::Signature> = sigs.iter().collect();
            let rands: Vec<blst::blst_scalar> = (0..16)
                .map(|_| {
                    let mut s = blst::blst_scalar::default();
                    s.b[..8].copy_from_slice(&rng.next_u64().to_le_bytes());
                    s
                })
                .collect();
            let e = b::Signature::verify_multiple_aggregate_signatures(
                &one_msg,
                DST,
                &bpk_refs[..16],
                false,
                &refs,
                true,
                &rands,
                64,
            );
            assert_eq!(e, blst::BLST_ERROR::BLST_SUCCESS);
        }
        other => panic!("unknown op {other}"),
    };
    if op == "ratio" {
        // `ratio <op> <rounds>`: bls381's and blst's versions alternately, ~2 ms per sample,
        // and the median of the per-round time ratios (drift and load hit both sides alike).
        let name = args.get(3).cloned().unwrap_or_default();
        let blst = format!("blst_{name}");
        let time = |run: &mut dyn FnMut(&str), op: &str, iters: usize| {
            let t = std::time::Instant::now();
            for _ in 0..iters {
                run(op);
            }
            t.elapsed().as_secs_f64() / iters as f64
        };
        let once = time(&mut run, &name, 1).max(1e-7);
        let iters = ((0.002 / once) as usize).max(1);
        let mut ratios = vec![];
        let (mut ta, mut tb) = (vec![], vec![]);
        for _ in 0..n {
            let a = time(&mut run, &name, iters);
            let b = time(&mut run, &blst, iters);
            ratios.push(a / b);
            ta.push(a);
            tb.push(b);
        }
        let med = |v: &mut Vec<f64>| {
            v.sort_by(|x, y| x.partial_cmp(y).unwrap());
            v[v.len() / 2]
        };
        // On a loaded machine the fastest sample is the one least disturbed.
        let min = |v: &[f64]| v.iter().cloned().fold(f64::INFINITY, f64::min);
        let (mina, minb) = (min(&ta), min(&tb));
        println!(
            "{name}: median bls381 {:.1} us, blst {:.1} us, ratio {:.3}; fastest {:.1} / {:.1} us = {:.3}",
            med(&mut ta) * 1e6,
            med(&mut tb) * 1e6,
            med(&mut ratios),
            mina * 1e6,
            minb * 1e6,
            mina / minb
        );
        return;
    }
    for _ in 0..n {
        run(&op);
    }
}
