//! Statistical timing test in the style of dudect (Reparaz, Balasch, Verbauwhede, "Dude, is my
//! code constant time?", DATE 2017): each operation runs on inputs of two classes — one fixed
//! value versus fresh random values, interleaved at random — its cycle count is measured, and
//! Welch's t-test compares the two distributions. As dudect does, the test is repeated on the
//! measurements cropped at 100 increasing percentiles (dropping the long tail that interrupts
//! and frequency changes cause) and once on the centred squares (a second-order test), and the
//! largest |t| is reported. |t| > 10 is a leak beyond reasonable doubt; below 4.5 there is no
//! evidence of one at this number of measurements.
//!
//! Not part of CI (timing on a shared machine is noisy, and it takes minutes). Run with
//!
//! ```text
//! cargo run --release --example dudect [-- --seconds S] [--only NAME]
//! BLS381_BACKEND=portable cargo run --release --example dudect
//! ```
//!
//! The positive control `Scalar::pow_vartime (secret exponent)` must come out far above 10,
//! which shows that the measurement can see a leak on this machine.
//!
//! Signing is measured end to end (decoding the key from bytes, hashing the public message to
//! the curve, the scalar multiplication, compression) with two classes of secret keys: one
//! fixed key of low Hamming weight (1, or four set bits) against fresh random keys.

use std::hint::black_box;
use std::time::{Duration, Instant};

use bls381::field::{Fp, Fr};
use bls381::signature::{min_pk, min_sig};
use bls381::{G1Projective, G2Projective};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// Cycle counter: RDTSC fenced by LFENCE on x86_64, the monotonic clock (ns) elsewhere.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
#[allow(unsafe_code)] // the timestamp counter
fn cycles() -> u64 {
    use core::arch::x86_64::{_mm_lfence, _rdtsc};
    // SAFETY: LFENCE (SSE2) and RDTSC exist on every x86_64 CPU.
    unsafe {
        _mm_lfence();
        let t = _rdtsc();
        _mm_lfence();
        t
    }
}

#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn cycles() -> u64 {
    use std::sync::OnceLock;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_nanos() as u64
}

/// Welch's t-test, accumulated online (Welford).
#[derive(Clone, Copy, Default)]
struct TTest {
    n: [f64; 2],
    mean: [f64; 2],
    m2: [f64; 2],
}

impl TTest {
    fn push(&mut self, class: usize, x: f64) {
        self.n[class] += 1.0;
        let delta = x - self.mean[class];
        self.mean[class] += delta / self.n[class];
        self.m2[class] += delta * (x - self.mean[class]);
    }

    fn t(&self) -> f64 {
        let var = |c: usize| self.m2[c] / (self.n[c] - 1.0);
        let num = self.mean[0] - self.mean[1];
        let den = (var(0) / self.n[0] + var(1) / self.n[1]).sqrt();
        if den == 0.0 {
            0.0
        } else {
            num / den
        }
    }

    fn samples(&self) -> f64 {
        self.n[0].min(self.n[1])
    }
}

const PERCENTILES: usize = 100;
const BATCH: usize = 20_000;
/// dudect reports a test only once each class has this many samples.
const ENOUGH: f64 = 10_000.0;
/// Measurements taken whatever the time budget (about 2.5·ENOUGH per class).
const MIN_MEASUREMENTS: usize = 50_000;

/// dudect's statistics: all measurements, 100 cropped sets, and the second-order test.
struct Dudect {
    thresholds: Vec<u64>,
    tests: Vec<TTest>,
    measurements: usize,
    /// Every tested measurement, per class (for the medians).
    raw: [Vec<u64>; 2],
}

impl Dudect {
    /// Crop thresholds from a warm-up batch: the `1 - 0.5^(10 (i+1) / 100)` quantiles, as dudect.
    fn new(warmup: &[u64]) -> Dudect {
        let mut sorted = warmup.to_vec();
        sorted.sort_unstable();
        let thresholds = (0..PERCENTILES)
            .map(|i| {
                let q = 1.0 - 0.5f64.powf(10.0 * (i + 1) as f64 / PERCENTILES as f64);
                sorted[((q * sorted.len() as f64) as usize).min(sorted.len() - 1)]
            })
            .collect();
        Dudect {
            thresholds,
            tests: vec![TTest::default(); PERCENTILES + 2],
            measurements: 0,
            raw: [Vec::new(), Vec::new()],
        }
    }

    fn push(&mut self, class: usize, x: u64) {
        self.measurements += 1;
        self.raw[class].push(x);
        let xf = x as f64;
        self.tests[0].push(class, xf);
        for (i, &th) in self.thresholds.iter().enumerate() {
            if x < th {
                self.tests[1 + i].push(class, xf);
            }
        }
        if self.tests[0].n[class] > ENOUGH {
            let centred = xf - self.tests[0].mean[class];
            self.tests[1 + PERCENTILES].push(class, centred * centred);
        }
    }

    fn median(&mut self, class: usize) -> u64 {
        let v = &mut self.raw[class];
        if v.is_empty() {
            return 0;
        }
        let mid = v.len() / 2;
        *v.select_nth_unstable(mid).1
    }

    /// The test with the largest |t| among those with enough samples: (t, which).
    fn max_t(&self) -> (f64, String) {
        let mut best = (0.0f64, String::from("-"));
        for (i, t) in self.tests.iter().enumerate() {
            if t.samples() < ENOUGH {
                continue;
            }
            let v = t.t();
            if v.abs() > best.0.abs() {
                let name = match i {
                    0 => "all".to_string(),
                    i if i <= PERCENTILES => format!("crop<{}", self.thresholds[i - 1]),
                    _ => "2nd order".to_string(),
                };
                best = (v, name);
            }
        }
        best
    }
}

/// Measures `op` on class-0 (fixed) and class-1 (random) inputs for about `budget`.
fn measure<I: Copy, O>(
    rng: &mut StdRng,
    budget: Duration,
    fixed: I,
    random: impl Fn(&mut StdRng) -> I,
    op: impl Fn(I) -> O,
) -> Dudect {
    let run_batch = |rng: &mut StdRng, out: &mut Vec<(usize, u64)>| {
        let classes: Vec<usize> = (0..BATCH).map(|_| (rng.next_u32() & 1) as usize).collect();
        let inputs: Vec<I> = classes
            .iter()
            .map(|&c| if c == 0 { fixed } else { random(rng) })
            .collect();
        out.clear();
        for (&c, &x) in classes.iter().zip(&inputs) {
            let x = black_box(x);
            let t0 = cycles();
            let r = op(x);
            let t1 = cycles();
            black_box(r);
            out.push((c, t1.wrapping_sub(t0)));
        }
    };
    let mut batch = Vec::with_capacity(BATCH);
    // The first batch warms up caches and branch predictors and sets the crop thresholds; it is
    // not tested (as in dudect).
    run_batch(rng, &mut batch);
    let warmup: Vec<u64> = batch.iter().map(|&(_, x)| x).collect();
    let mut d = Dudect::new(&warmup);
    let start = Instant::now();
    // At least MIN_MEASUREMENTS, so that every test has ENOUGH samples per class to report.
    while start.elapsed() < budget || d.measurements < MIN_MEASUREMENTS {
        run_batch(rng, &mut batch);
        for &(c, x) in &batch {
            d.push(c, x);
        }
    }
    d
}

fn fp(rng: &mut StdRng) -> Fp {
    Fp::random(rng)
}

fn fr(rng: &mut StdRng) -> Fr {
    Fr::random(rng)
}

fn limbs4(rng: &mut StdRng) -> [u64; 4] {
    [
        rng.next_u64(),
        rng.next_u64(),
        rng.next_u64(),
        rng.next_u64(),
    ]
}

/// The big-endian encoding of a random secret key (a uniform scalar, zero having probability
/// 2⁻²⁵⁵).
fn sk_bytes(rng: &mut StdRng) -> [u8; 32] {
    Fr::random(rng).to_bytes_be()
}

/// The encoding of the key with the given bits set (a low-Hamming-weight key).
fn sk_with_bits(bits: &[u32]) -> [u8; 32] {
    let mut limbs = [0u64; 4];
    for &b in bits {
        limbs[(b / 64) as usize] |= 1 << (b % 64);
    }
    Fr::from_raw(limbs).to_bytes_be()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |f: &str| {
        args.iter()
            .position(|a| a == f)
            .and_then(|i| args.get(i + 1))
    };
    let seconds: f64 = value("--seconds")
        .and_then(|s| s.parse().ok())
        .unwrap_or(10.0);
    let only = value("--only").cloned();
    let budget = Duration::from_secs_f64(seconds);
    let mut rng = StdRng::seed_from_u64(0xd0de);

    println!(
        "dudect: backend {}, {seconds} s per operation, class 0 = fixed input, class 1 = random",
        bls381::backend()
    );
    println!(
        "{:<48} {:>10} {:>12} {:>12} {:>9} {:>9}  {:<14} verdict",
        "operation (fixed input)", "measured", "median c0", "median c1", "t (all)", "max |t|", "at"
    );

    type Case = (&'static str, Box<dyn Fn(&mut StdRng, Duration) -> Dudect>);
    let base = Fr::random(&mut rng);
    let g1 = G1Projective::generator() * Fr::random(&mut rng);
    let g2 = G2Projective::generator() * Fr::random(&mut rng);
    let mut valid_enc = [0u8; 48];
    valid_enc.copy_from_slice(&Fp::random(&mut rng).to_bytes());
    let cases: Vec<Case> = vec![
        (
            "Fp::invert (1)",
            Box::new(|r, b| measure(r, b, Fp::one(), fp, |x| x.invert())),
        ),
        (
            "Fp::invert (0)",
            Box::new(|r, b| measure(r, b, Fp::zero(), fp, |x| x.invert())),
        ),
        (
            "Fr::invert (1)",
            Box::new(|r, b| measure(r, b, Fr::one(), fr, |x| x.invert())),
        ),
        (
            "Fr::invert (0)",
            Box::new(|r, b| measure(r, b, Fr::zero(), fr, |x| x.invert())),
        ),
        (
            "Fp::sqrt (1)",
            Box::new(|r, b| measure(r, b, Fp::one(), fp, |x| x.sqrt())),
        ),
        (
            "Fr::sqrt (1)",
            Box::new(|r, b| measure(r, b, Fr::one(), fr, |x| x.sqrt())),
        ),
        (
            "Fp * (0 times random)",
            Box::new(|r, b| {
                measure(
                    r,
                    b,
                    (Fp::zero(), Fp::one()),
                    |r| (fp(r), fp(r)),
                    |(x, y)| x * y,
                )
            }),
        ),
        (
            "Fp::from_bytes (valid vs random, mostly >= p)",
            Box::new(move |r, b| {
                measure(
                    r,
                    b,
                    valid_enc,
                    |r| {
                        let mut e = [0u8; 48];
                        r.fill_bytes(&mut e);
                        e
                    },
                    |e| Fp::from_bytes(&e),
                )
            }),
        ),
        (
            "Scalar::pow (secret exponent 0)",
            Box::new(move |r, b| measure(r, b, [0u64; 4], limbs4, |e| base.pow(&e))),
        ),
        (
            "Scalar::pow (secret exponent 2^256-1)",
            Box::new(move |r, b| measure(r, b, [!0u64; 4], limbs4, |e| base.pow(&e))),
        ),
        (
            "G1 P * k (k = 1)",
            Box::new(move |r, b| measure(r, b, Fr::one(), fr, |k| g1 * k)),
        ),
        (
            "G1 mul_by_generator (k = 1)",
            Box::new(|r, b| measure(r, b, Fr::one(), fr, |k| G1Projective::mul_by_generator(&k))),
        ),
        (
            "G2 P * k (k = 1)",
            Box::new(move |r, b| measure(r, b, Fr::one(), fr, |k| g2 * k)),
        ),
        (
            "G2 mul_by_generator (k = 1)",
            Box::new(|r, b| measure(r, b, Fr::one(), fr, |k| G2Projective::mul_by_generator(&k))),
        ),
        (
            "G1 P * k (k = 0)",
            Box::new(move |r, b| measure(r, b, Fr::zero(), fr, |k| g1 * k)),
        ),
        (
            "G2 P * k (k = 0)",
            Box::new(move |r, b| measure(r, b, Fr::zero(), fr, |k| g2 * k)),
        ),
        (
            "G1 P * k (k = 2^0+2^64+2^128+2^192)",
            Box::new(move |r, b| {
                let k = Fr::from_raw([1, 1, 1, 1]);
                measure(r, b, k, fr, |k| g1 * k)
            }),
        ),
        (
            "G2 P * k (k = 2^0+2^64+2^128+2^192)",
            Box::new(move |r, b| {
                let k = Fr::from_raw([1, 1, 1, 1]);
                measure(r, b, k, fr, |k| g2 * k)
            }),
        ),
        (
            "KeyGen (IKM = 32 zero bytes)",
            Box::new(|r, b| {
                measure(
                    r,
                    b,
                    [0u8; 32],
                    |r| {
                        let mut ikm = [0u8; 32];
                        r.fill_bytes(&mut ikm);
                        ikm
                    },
                    |ikm| min_pk::SecretKey::key_gen(&ikm, b"").map(|sk| sk.to_bytes()),
                )
            }),
        ),
        (
            "Sign min_pk Pop (sk = 1)",
            Box::new(|r, b| {
                measure(r, b, sk_with_bits(&[0]), sk_bytes, |k| {
                    min_pk::SecretKey::from_bytes(&k).map(|sk| min_pk::Pop::sign(&sk, b"msg"))
                })
            }),
        ),
        (
            "Sign min_pk Pop (sk = 2^0+2^64+2^128+2^192)",
            Box::new(|r, b| {
                measure(r, b, sk_with_bits(&[0, 64, 128, 192]), sk_bytes, |k| {
                    min_pk::SecretKey::from_bytes(&k).map(|sk| min_pk::Pop::sign(&sk, b"msg"))
                })
            }),
        ),
        (
            "Sign min_sig Pop (sk = 1)",
            Box::new(|r, b| {
                measure(r, b, sk_with_bits(&[0]), sk_bytes, |k| {
                    min_sig::SecretKey::from_bytes(&k).map(|sk| min_sig::Pop::sign(&sk, b"msg"))
                })
            }),
        ),
        (
            "Sign min_sig Pop (sk = 2^0+2^64+2^128+2^192)",
            Box::new(|r, b| {
                measure(r, b, sk_with_bits(&[0, 64, 128, 192]), sk_bytes, |k| {
                    min_sig::SecretKey::from_bytes(&k).map(|sk| min_sig::Pop::sign(&sk, b"msg"))
                })
            }),
        ),
        // Positive control: a documented vartime function given a secret; must be flagged.
        (
            "CONTROL Scalar::pow_vartime (secret exponent 0)",
            Box::new(move |r, b| measure(r, b, [0u64; 4], limbs4, |e| base.pow_vartime(&e))),
        ),
    ];

    for (name, run) in &cases {
        if let Some(o) = &only {
            if !name.contains(o.as_str()) {
                continue;
            }
        }
        let mut d = run(&mut rng, budget);
        let all = d.tests[0];
        let (t, at) = d.max_t();
        let (m0, m1) = (d.median(0), d.median(1));
        let verdict = match t.abs() {
            _ if at == "-" => "too few measurements",
            x if x > 10.0 => "LEAK (|t| > 10)",
            x if x > 4.5 => "probably a leak (|t| > 4.5)",
            _ => "no evidence of a leak",
        };
        println!(
            "{name:<48} {:>10} {:>12} {:>12} {:>9.2} {:>9.2}  {at:<14} {verdict}",
            d.measurements,
            m0,
            m1,
            all.t(),
            t.abs()
        );
    }
}
