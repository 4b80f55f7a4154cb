//! G1 MSM with the AVX-512 IFMA batched additions on and off, alternating in one process:
//! `cargo run --release --example msm_ifma [log2 sizes…] [rounds]` (default 12 16, 15 rounds).
//! Prints the median of each. On a CPU without IFMA it says so and measures the scalar path.

use std::time::Instant;

use bls381::backend::lanes::{cpu_has_ifma, force_ifma, ifma_available};
use bls381::{G1Affine, G1Projective, Scalar};

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let (logs, rounds) = match args.as_slice() {
        [] => (vec![12, 16], 15),
        [l @ .., r] if args.len() > 1 => (l.to_vec(), *r),
        l => (l.to_vec(), 15),
    };
    // `BLS381_BACKEND=portable` keeps IFMA off whatever `force_ifma` says.
    println!(
        "IFMA on this CPU: {}, in use: {} (backend {})",
        cpu_has_ifma(),
        ifma_available(),
        bls381::backend()
    );
    let mut rng = rand::rng();
    for log in logs {
        let n = 1usize << log;
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
        let scalars: Vec<Scalar> = (0..n).map(|_| Scalar::random(&mut rng)).collect();
        let (mut on, mut off) = (Vec::new(), Vec::new());
        let mut last = None;
        for r in 0..2 * rounds {
            let ifma = r % 2 == 0 && force_ifma(true).is_ok();
            if !ifma {
                let _ = force_ifma(false);
            }
            let t = Instant::now();
            let s = G1Projective::msm_vartime(&points, &scalars);
            let dt = t.elapsed().as_secs_f64() * 1e3;
            assert!(last.is_none_or(|l| l == s), "results differ");
            last = Some(s);
            if r % 2 == 0 { &mut on } else { &mut off }.push(dt);
        }
        let median = |v: &mut Vec<f64>| {
            v.sort_by(f64::total_cmp);
            v[v.len() / 2]
        };
        let (a, b) = (median(&mut on), median(&mut off));
        println!(
            "G1 MSM 2^{log}: IFMA on {a:.3} ms, off {b:.3} ms, off/on {:.3} (medians of {rounds})",
            b / a
        );
    }
}
