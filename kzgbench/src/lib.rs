//! Inputs shared by the benchmark and the differential tests: random blobs (uniform field
//! elements), the three libraries' settings.

use rand::Rng;

pub use bls381_kzg::{BYTES_PER_BLOB, BYTES_PER_CELL, CELLS_PER_EXT_BLOB};

/// A blob of uniformly random field elements.
pub fn random_blob(rng: &mut impl Rng) -> Box<[u8; BYTES_PER_BLOB]> {
    let mut b = vec![0u8; BYTES_PER_BLOB].into_boxed_slice();
    for chunk in b.chunks_exact_mut(32) {
        chunk.copy_from_slice(&bls381::Scalar::random(&mut *rng).to_bytes_be());
    }
    b.try_into().expect("blob size")
}

/// rust_eth_kzg's context at the same precomputation setting (0: none, else its width 8,
/// the tables c-kzg builds at 8).
pub fn rek_context(precompute: u64) -> rust_eth_kzg::DASContext {
    let p = if precompute == 0 {
        rust_eth_kzg::UsePrecomp::No
    } else {
        rust_eth_kzg::UsePrecomp::Yes { width: 8 }
    };
    rust_eth_kzg::DASContext::new(&rust_eth_kzg::TrustedSetup::default(), p)
}

/// A deterministic generator, its seed printed so that a failure can be replayed
/// (`KZG_SEED=…`).
pub fn rng(name: &str) -> rand::rngs::StdRng {
    use rand::SeedableRng;
    let seed = std::env::var("KZG_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(1)
        });
    eprintln!("{name}: KZG_SEED={seed}");
    rand::rngs::StdRng::seed_from_u64(seed)
}
