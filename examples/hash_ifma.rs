//! Hashing many messages to G2 and G1 (`hash_to_g2_batch`, `hash_to_g1_batch`) with the AVX-512
//! IFMA lanes on and off, alternating in one process: `cargo run --release --example hash_ifma
//! [messages] [rounds]` (default 64 messages, 31 rounds). Prints the median of each, and of
//! the messages hashed one by one (`hash_to_g2`, `hash_to_g1`: never in lanes) for reference.
//! On a CPU without IFMA it says so and measures the scalar path.

use std::time::Instant;

use bls381::backend::lanes::{cpu_has_ifma, force_ifma, ifma_available};
use bls381::hash_to_curve::{hash_to_g1, hash_to_g1_batch, hash_to_g2, hash_to_g2_batch};

const DST_G1: &[u8] = b"QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_";
const DST_G2: &[u8] = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";

/// The medians (ms) of `rounds` runs of `hash` with IFMA on, off, and of `single` (IFMA off),
/// in turn.
fn measure<R: PartialEq>(
    rounds: usize,
    mut hash: impl FnMut() -> R,
    mut single: impl FnMut() -> R,
) -> (f64, f64, f64) {
    let mut times = [Vec::new(), Vec::new(), Vec::new()];
    let mut last = None;
    for r in 0..3 * rounds {
        let which = r % 3;
        let ifma = which == 0 && force_ifma(true).is_ok();
        if !ifma {
            let _ = force_ifma(false);
        }
        let t = Instant::now();
        let s = if which == 2 { single() } else { hash() };
        let dt = t.elapsed().as_secs_f64() * 1e3;
        assert!(last.as_ref().is_none_or(|l| *l == s), "results differ");
        last = Some(s);
        times[which].push(dt);
    }
    let [a, b, c] = times.map(|mut v| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    });
    (a, b, c)
}

fn main() {
    let nums: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let n = nums.first().copied().unwrap_or(64);
    let rounds = nums.get(1).copied().unwrap_or(31);
    // `BLS381_BACKEND=portable` keeps IFMA off whatever `force_ifma` says.
    println!(
        "IFMA on this CPU: {}, in use: {} (backend {})",
        cpu_has_ifma(),
        ifma_available(),
        bls381::backend()
    );
    let msgs: Vec<Vec<u8>> = (0..n)
        .map(|i| format!("message {i} of {n}").into_bytes())
        .collect();
    let (on, off, one) = measure(
        rounds,
        || hash_to_g2_batch(&msgs, DST_G2),
        || {
            msgs.iter()
                .map(|m| hash_to_g2(m, DST_G2).to_affine())
                .collect()
        },
    );
    println!(
        "G2 hash x{n}: IFMA on {on:.3} ms, off {off:.3} ms, on/off {:.3}; one by one {one:.3} ms, \
         on/one {:.3} (medians of {rounds})",
        on / off,
        on / one
    );
    let (on, off, one) = measure(
        rounds,
        || hash_to_g1_batch(&msgs, DST_G1),
        || {
            msgs.iter()
                .map(|m| hash_to_g1(m, DST_G1).to_affine())
                .collect()
        },
    );
    println!(
        "G1 hash x{n}: IFMA on {on:.3} ms, off {off:.3} ms, on/off {:.3}; one by one {one:.3} ms, \
         on/one {:.3} (medians of {rounds})",
        on / off,
        on / one
    );
}
