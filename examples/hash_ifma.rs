//! Hashing many messages to G2 and G1 (`hash_to_g2_batch`, `hash_to_g1_batch`) with the AVX-512
//! IFMA lanes on and off, alternating in one process: `cargo run --release --example hash_ifma
//! [messages] [rounds]` (default 64 messages, 31 rounds). Prints the median of each, and of
//! the messages hashed one by one (`hash_to_g2`, `hash_to_g1`: never in lanes) for reference.
//! On a CPU without IFMA it says so and measures the scalar path.

mod ifma_bench;

use bls381::hash_to_curve::{hash_to_g1, hash_to_g1_batch, hash_to_g2, hash_to_g2_batch};

const DST_G1: &[u8] = b"QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_";
const DST_G2: &[u8] = b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_";

fn main() {
    let nums: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let n = nums.first().copied().unwrap_or(64);
    let rounds = nums.get(1).copied().unwrap_or(31);
    ifma_bench::print_ifma_state();
    let msgs: Vec<Vec<u8>> = (0..n)
        .map(|i| format!("message {i} of {n}").into_bytes())
        .collect();
    // The batch with IFMA on, off, and the messages one by one (IFMA off), in turn.
    let t = ifma_bench::medians(rounds, &[true, false, false], |v| {
        if v < 2 {
            hash_to_g2_batch(&msgs, DST_G2)
        } else {
            msgs.iter()
                .map(|m| hash_to_g2(m, DST_G2).to_affine())
                .collect()
        }
    });
    let (on, off, one) = (t[0], t[1], t[2]);
    println!(
        "G2 hash x{n}: IFMA on {on:.3} ms, off {off:.3} ms, on/off {:.3}; one by one {one:.3} ms, \
         on/one {:.3} (medians of {rounds})",
        on / off,
        on / one
    );
    let t = ifma_bench::medians(rounds, &[true, false, false], |v| {
        if v < 2 {
            hash_to_g1_batch(&msgs, DST_G1)
        } else {
            msgs.iter()
                .map(|m| hash_to_g1(m, DST_G1).to_affine())
                .collect()
        }
    });
    let (on, off, one) = (t[0], t[1], t[2]);
    println!(
        "G1 hash x{n}: IFMA on {on:.3} ms, off {off:.3} ms, on/off {:.3}; one by one {one:.3} ms, \
         on/one {:.3} (medians of {rounds})",
        on / off,
        on / one
    );
}
