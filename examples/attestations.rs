//! Ethereum-style attestations: 64 validators sign (proof-of-possession scheme, min-pk), the
//! signatures travel as bytes, each is verified, those on one message are aggregated and checked
//! at once, and a batch of attestations on different messages is verified together; a corrupted
//! signature is caught.
//!
//! `cargo run --release --example attestations`

use bls381::signature::min_pk::{AggregateSignature, Pop, PublicKey, SecretKey, Signature};
use bls381::signature::Error;

fn main() -> Result<(), Error> {
    // Keys from 32 bytes of secret randomness each (here derived from the index, for a
    // reproducible example; use `SecretKey::generate(&mut rand::rng())` in practice).
    let keys: Vec<SecretKey> = (0..64u8)
        .map(|i| SecretKey::key_gen(&[i; 32], b"").expect("32 bytes of IKM"))
        .collect();
    let pks: Vec<PublicKey> = keys.iter().map(SecretKey::public_key).collect();

    // Every validator attests to the same block root.
    let root = [0x42u8; 32];
    let wire: Vec<[u8; 96]> = keys
        .iter()
        .map(|sk| Pop::sign(sk, &root).to_bytes())
        .collect();

    // The receiver decodes (and subgroup-checks) each signature and verifies it.
    let sigs = wire
        .iter()
        .map(|b| Signature::from_bytes(b))
        .collect::<Result<Vec<_>, _>>()?;
    for (pk, sig) in pks.iter().zip(&sigs) {
        Pop::verify(pk, &root, sig)?;
    }

    // One aggregate for the committee: one pairing check for all 64 keys (the keys' proofs of
    // possession are assumed checked at registration, as Ethereum does).
    let agg = AggregateSignature::aggregate(&sigs)?.to_signature();
    Pop::fast_aggregate_verify(&pks, &root, &agg)?;
    println!("64 signatures on one root: aggregate verified");

    // Attestations on different roots, verified together with random blinding.
    let roots: Vec<[u8; 32]> = (0..16u8).map(|i| [i; 32]).collect();
    let batch: Vec<Signature> = keys[..16]
        .iter()
        .zip(&roots)
        .map(|(sk, m)| Pop::sign(sk, m))
        .collect();
    let msgs: Vec<&[u8]> = roots.iter().map(|r| r.as_slice()).collect();
    Pop::batch_verify(&pks[..16], &msgs, &batch, &mut rand::rng())?;
    println!("16 signatures on 16 roots: batch verified");

    // A flipped bit is refused, with a reason.
    let mut bad = wire[0];
    bad[10] ^= 1;
    match Signature::from_bytes(&bad) {
        Ok(sig) => assert!(Pop::verify(&pks[0], &root, &sig).is_err()),
        Err(e) => println!("corrupted signature refused: {e}"),
    }
    Ok(())
}
