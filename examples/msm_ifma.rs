//! G1 or G2 MSM with the AVX-512 IFMA batched additions on and off, alternating in one process:
//! `cargo run --release --example msm_ifma [g1|g2] [log2 sizes…] [rounds]` (default g1, sizes
//! 12 16 for G1 and 10 14 for G2, 15 rounds). Prints the median of each. On a CPU without IFMA
//! it says so and measures the scalar path.

mod ifma_bench;

use bls381::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let g2 = match args.first().map(String::as_str) {
        Some("g2") => {
            args.remove(0);
            true
        }
        Some("g1") => {
            args.remove(0);
            false
        }
        _ => false,
    };
    let nums: Vec<usize> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let default = if g2 { vec![10, 14] } else { vec![12, 16] };
    let (logs, rounds) = match nums.as_slice() {
        [] => (default, 15),
        [l @ .., r] if nums.len() > 1 => (l.to_vec(), *r),
        l => (l.to_vec(), 15),
    };
    ifma_bench::print_ifma_state();
    let mut rng = rand::rng();
    for log in logs {
        let n = 1usize << log;
        let scalars: Vec<Scalar> = (0..n).map(|_| Scalar::random(&mut rng)).collect();
        let (a, b) = if g2 {
            let g = G2Projective::generator();
            let step = g * Scalar::random(&mut rng);
            let mut acc = g;
            let proj: Vec<G2Projective> = (0..n)
                .map(|_| {
                    acc += step;
                    acc
                })
                .collect();
            let mut points = vec![G2Affine::identity(); n];
            G2Projective::batch_normalize(&proj, &mut points);
            ifma_bench::on_off(rounds, || G2Projective::msm_vartime(&points, &scalars))
        } else {
            let g = G1Projective::generator();
            let step = g * Scalar::random(&mut rng);
            let mut acc = g;
            let proj: Vec<G1Projective> = (0..n)
                .map(|_| {
                    acc += step;
                    acc
                })
                .collect();
            let mut points = vec![G1Affine::identity(); n];
            G1Projective::batch_normalize(&proj, &mut points);
            ifma_bench::on_off(rounds, || G1Projective::msm_vartime(&points, &scalars))
        };
        println!(
            "{} MSM 2^{log}: IFMA on {a:.3} ms, off {b:.3} ms, off/on {:.3} (medians of {rounds})",
            if g2 { "G2" } else { "G1" },
            b / a
        );
    }
}
