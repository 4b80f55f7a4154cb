//! Timings of the field and of the signature operations as the wasm module runs them: for
//! measuring the portable backend's options on wasm32 (README "From JavaScript").
//!
//! ```text
//! cargo build --profile wasm --target wasm32-wasip1 -p bls381-wasm --example wasm_bench
//! node wasm/run-wasi.mjs target/wasm32-wasip1/wasm/examples/wasm_bench.wasm
//! ```
//! (Natively: `cargo run --release -p bls381-wasm --example wasm_bench`.) Medians of 7 rounds.

use std::hint::black_box;
use std::time::Instant;

use bls381::field::{Fp, Fp2, Fr};
use bls381::signature::min_pk::{Pop, SecretKey};
use bls381::{pairing, G1Affine, G2Affine};

fn median_ns(iters: u32, mut f: impl FnMut()) -> f64 {
    f();
    let mut v: Vec<f64> = (0..7)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..iters {
                f();
            }
            t.elapsed().as_nanos() as f64 / iters as f64
        })
        .collect();
    v.sort_by(|a, b| a.total_cmp(b));
    v[3]
}

fn main() {
    println!("backend: {:?}", bls381::backend());
    let mut a = Fp::from_raw([0x1234_5678_9abc_def0, 7, 0, 3, 0, 1]).square();
    let b = a.square();
    let r = median_ns(100_000, || a = black_box(a * b));
    println!("fp_mul        {r:10.1} ns");
    let mut x = Fp2::new(a, b);
    let y = x.square();
    let r = median_ns(50_000, || x = black_box(x * y));
    println!("fp2_mul       {r:10.1} ns");
    let mut s = Fr::from(77u64);
    let t = s.square();
    let r = median_ns(100_000, || s = black_box(s * t));
    println!("fr_mul        {r:10.1} ns");
    let r = median_ns(2_000, || a = black_box(a.invert().unwrap_or(b)));
    println!("fp_inverse    {r:10.1} ns");
    let sk = SecretKey::key_gen(&[7u8; 32], b"").unwrap();
    let pk = sk.public_key();
    let sig = Pop::sign(&sk, b"message");
    let r = median_ns(20, || {
        black_box(Pop::sign(&sk, b"message"));
    });
    println!("sign          {:10.3} ms", r / 1e6);
    let r = median_ns(20, || assert!(Pop::verify(&pk, b"message", &sig).is_ok()));
    println!("verify        {:10.3} ms", r / 1e6);
    let (p, q) = (G1Affine::generator(), G2Affine::generator());
    let r = median_ns(20, || {
        black_box(pairing(&p, &q));
    });
    println!("pairing       {:10.3} ms", r / 1e6);
    let h = G2Affine::from(bls381::hash_to_curve::hash_to_g2(b"message", Pop::DST));
    let terms = [(*pk.as_affine(), h), (-p, *sig.as_affine())];
    let r = median_ns(20, || assert!(bls381::pairing_check(&terms)));
    println!("pairing_check2{:10.3} ms", r / 1e6);
    let r = median_ns(20, || {
        black_box(bls381::hash_to_curve::hash_to_g2(b"message", Pop::DST));
    });
    println!("hash_to_g2    {:10.3} ms", r / 1e6);
}
