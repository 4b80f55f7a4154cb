//! What the `*_ifma` measurement examples share: their runs with the AVX-512 IFMA lanes on and
//! off in alternation, and the line saying whether the CPU has them.

use std::time::Instant;

use bls381::backend::lanes::{cpu_has_ifma, force_ifma, ifma_available};

/// Prints whether the CPU has IFMA and whether bls381 uses it (`BLS381_BACKEND=portable` keeps
/// it off whatever `force_ifma` says).
pub fn print_ifma_state() {
    println!(
        "IFMA on this CPU: {}, in use: {} (backend {})",
        cpu_has_ifma(),
        ifma_available(),
        bls381::backend()
    );
}

/// The medians (ms) of `rounds` runs of each variant `v` of `run(v)`, the variants taken in
/// turn, variant `v` with IFMA on where `ifma[v]` (and the CPU has it), else off. Every run's
/// result must equal the first's. IFMA is left as it was.
pub fn medians<R: PartialEq>(
    rounds: usize,
    ifma: &[bool],
    mut run: impl FnMut(usize) -> R,
) -> Vec<f64> {
    let was = ifma_available();
    let mut times = vec![Vec::new(); ifma.len()];
    let mut last = None;
    for _ in 0..rounds {
        for (v, t) in times.iter_mut().enumerate() {
            if !(ifma[v] && force_ifma(true).is_ok()) {
                let _ = force_ifma(false);
            }
            let start = Instant::now();
            let s = run(v);
            t.push(start.elapsed().as_secs_f64() * 1e3);
            assert!(last.as_ref().is_none_or(|l| *l == s), "results differ");
            last = Some(s);
        }
    }
    let _ = force_ifma(was);
    times
        .into_iter()
        .map(|mut v| {
            v.sort_by(f64::total_cmp);
            v[v.len() / 2]
        })
        .collect()
}

/// The medians (ms) of `rounds` runs of `run` with IFMA on and off, alternating.
#[allow(dead_code)] // each example compiles this module; `hash_ifma` needs three variants
pub fn on_off<R: PartialEq>(rounds: usize, mut run: impl FnMut() -> R) -> (f64, f64) {
    let m = medians(rounds, &[true, false], |_| run());
    (m[0], m[1])
}
