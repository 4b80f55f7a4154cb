//! Polynomial commitments in miniature: commit to f(X) = Σ fᵢ Xⁱ with a 1024-point MSM over a
//! toy setup [τⁱ]G1, open at a point z by Horner's rule over Fr, and check the opening with one
//! pairing check, e([f(τ)] − [y], G2) = e([q(τ)], [τ − z]G2). (A toy: τ is known here; a real
//! setup comes from a ceremony.)
//!
//! `cargo run --release --example msm_pairing`

use bls381::{pairing_check, G1Affine, G1Projective, G2Affine, G2Projective, Scalar};

fn main() {
    let mut rng = rand::rng();
    let n = 1024;
    let tau = Scalar::random(&mut rng);

    // Setup: [τ⁰]G1 … [τⁿ⁻¹]G1, made affine with one inversion.
    let mut powers = Vec::with_capacity(n);
    let mut t = Scalar::one();
    for _ in 0..n {
        powers.push(G1Projective::generator() * t);
        t *= tau;
    }
    let mut setup = vec![G1Affine::identity(); n];
    G1Projective::batch_normalize(&powers, &mut setup);

    // A random polynomial and its commitment C = [f(τ)]G1 (one MSM).
    let f: Vec<Scalar> = (0..n).map(|_| Scalar::random(&mut rng)).collect();
    let c = G1Projective::msm_vartime(&setup, &f);

    // Open at z: y = f(z), q(X) = (f(X) − y)/(X − z) by synthetic division (Horner).
    let z = Scalar::random(&mut rng);
    let mut q = vec![Scalar::zero(); n - 1];
    let mut acc = Scalar::zero();
    for i in (0..n).rev() {
        acc = acc * z + f[i];
        if i > 0 {
            q[i - 1] = acc;
        }
    }
    let y = acc;
    let proof = G1Projective::msm_vartime(&setup[..n - 1], &q);

    // Verify: e(C − [y]G1, G2) · e(−π, [τ − z]G2) = 1.
    let lhs = G1Affine::from(c - G1Projective::generator() * y);
    let tz = G2Affine::from(G2Projective::generator() * (tau - z));
    let ok = pairing_check(&[(lhs, G2Affine::generator()), (-G1Affine::from(proof), tz)]);
    assert!(ok, "the opening verifies");
    println!("f(z) opened from a 1024-point commitment and checked with one pairing check");
}
