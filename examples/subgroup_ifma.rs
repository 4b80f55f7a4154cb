//! Batch subgroup checks, batch G2 cofactor clearing and EIP-2537 G1MSM with the AVX-512 IFMA
//! z-chains on and off, alternating in one process: `cargo run --release --example
//! subgroup_ifma [rounds]` (default 31). Prints the median of each. On a CPU without IFMA it
//! says so and measures the scalar path.

mod ifma_bench;

use bls381::curve::{Curve, G1, G2};
use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
use rand::Rng;

/// Prints the medians `(a, b)` (ms) of a row in µs.
fn report(what: &str, rounds: usize, (a, b): (f64, f64)) {
    let (a, b) = (a * 1e3, b * 1e3);
    println!(
        "{what}: IFMA on {a:.1} µs, off {b:.1} µs, on/off {:.3} (medians of {rounds})",
        a / b
    );
}

fn main() {
    let rounds = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(31);
    ifma_bench::print_ifma_state();
    let mut rng = rand::rng();
    let g1: Vec<G1Projective> = (0..128)
        .map(|_| G1Projective::generator() * Scalar::random(&mut rng))
        .collect();
    let mut g1a = vec![G1Affine::identity(); 128];
    G1Projective::batch_normalize(&g1, &mut g1a);
    let g2: Vec<G2Projective> = (0..128)
        .map(|_| G2Projective::generator() * Scalar::random(&mut rng))
        .collect();
    let mut g2a = vec![G2Affine::identity(); 128];
    G2Projective::batch_normalize(&g2, &mut g2a);
    let bits = |v: Vec<bls381::subtle::Choice>| v.into_iter().map(bool::from).collect::<Vec<_>>();

    report(
        "G1 subgroup check x128",
        rounds,
        ifma_bench::on_off(rounds, || bits(G1::is_torsion_free_many(&g1a))),
    );
    report(
        "G2 subgroup check x128",
        rounds,
        ifma_bench::on_off(rounds, || bits(G2::is_torsion_free_many(&g2a))),
    );
    // Cofactor clearing costs the same on any point: subgroup points serve for timing.
    report(
        "G2 cofactor clearing x64",
        rounds,
        ifma_bench::on_off(rounds, || {
            let mut p = g2[..64].to_vec();
            G2::clear_cofactor_many(&mut p);
            p
        }),
    );
    // EIP-2537 G1MSM, k = 128: (x, y) as two 64-byte big-endian field elements, then a
    // 32-byte scalar.
    let mut input = Vec::with_capacity(128 * 160);
    for p in &g1a {
        let u = p.to_uncompressed();
        for c in u.chunks(48) {
            input.extend_from_slice(&[0; 16]);
            input.extend_from_slice(c);
        }
        let mut k = [0u8; 32];
        rng.fill_bytes(&mut k);
        input.extend_from_slice(&k);
    }
    report(
        "EIP-2537 G1MSM k=128",
        rounds,
        ifma_bench::on_off(rounds, || bls381::eip2537::g1_msm(&input).unwrap()),
    );
}
