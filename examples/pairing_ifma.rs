//! Pairing checks and batch verification with the AVX-512 IFMA Miller loops (eight pairs a
//! lane run) on and off, alternating in one process:
//! `cargo run --release --example pairing_ifma [pairs] [rounds]` (default 64 pairs or
//! signatures, 15 rounds). Prints the median of each. On a CPU without IFMA it says so and
//! measures the scalar path.

mod ifma_bench;

use bls381::signature::min_pk::{Pop, SecretKey};
use bls381::{pairing_check, G1Affine, G1Projective, G2Affine, G2Projective, Scalar};

fn main() {
    let nums: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let n = nums.first().copied().unwrap_or(64);
    let rounds = nums.get(1).copied().unwrap_or(15);
    ifma_bench::print_ifma_state();
    let mut rng = rand::rng();

    // n pairs whose pairing product is 1: e(aᵢ·g1, g2)·e(−g1, Σaᵢ·g2) needs one more, so the
    // last pair balances the first n − 1.
    let a: Vec<Scalar> = (0..n - 1).map(|_| Scalar::random(&mut rng)).collect();
    let b: Vec<Scalar> = (0..n - 1).map(|_| Scalar::random(&mut rng)).collect();
    let mut terms: Vec<(G1Affine, G2Affine)> = a
        .iter()
        .zip(&b)
        .map(|(a, b)| {
            (
                G1Affine::from(G1Projective::generator() * a),
                G2Affine::from(G2Projective::generator() * b),
            )
        })
        .collect();
    let ab: Scalar = a.iter().zip(&b).map(|(a, b)| a * b).sum();
    terms.push((
        G1Affine::from(G1Projective::generator() * -ab),
        G2Affine::generator(),
    ));
    assert!(pairing_check(&terms));
    let (on, off) = ifma_bench::on_off(rounds, || pairing_check(&terms));
    println!(
        "pairing_check of {n} pairs: IFMA on {on:.3} ms, off {off:.3} ms, on/off {:.3} (medians of {rounds})",
        on / off
    );

    let sks: Vec<SecretKey> = (0..n)
        .map(|i| {
            let mut ikm = [0u8; 32];
            ikm[..8].copy_from_slice(&(i as u64).to_le_bytes());
            SecretKey::key_gen(&ikm, b"").unwrap()
        })
        .collect();
    let pks: Vec<_> = sks.iter().map(|sk| sk.public_key()).collect();
    let msgs: Vec<Vec<u8>> = (0..n)
        .map(|i| format!("message {i}").into_bytes())
        .collect();
    let sigs: Vec<_> = sks
        .iter()
        .zip(&msgs)
        .map(|(sk, m)| Pop::sign(sk, m))
        .collect();
    let (on, off) = ifma_bench::on_off(rounds, || {
        Pop::batch_verify(&pks, &msgs, &sigs, &mut rand::rng()).is_ok()
    });
    println!(
        "Pop::batch_verify of {n} signatures: IFMA on {on:.3} ms, off {off:.3} ms, on/off {:.3} (medians of {rounds})",
        on / off
    );
}
