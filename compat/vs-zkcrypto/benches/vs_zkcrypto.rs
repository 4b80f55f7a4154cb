//! The speed of the facades against the zkcrypto crates they replace, in one criterion run:
//! each group holds the same operation through a facade and through the real `bls12_381`, on
//! the same seeded inputs, timed interleaved. `scripts/dropin-bench.sh` runs it and prints
//! medians and ratios.

use std::cell::RefCell;
use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};

/// The seed of bls12_381's own tests.
const SEED: [u8; 16] = [
    0x59, 0x62, 0xbe, 0x5d, 0x76, 0x3d, 0x31, 0x8d, 0x17, 0xdb, 0x37, 0x32, 0x54, 0x06, 0xbc, 0xe5,
];

/// Runs `a` and `b` `n` times each, alternately (which goes first alternates too), and returns
/// the time spent in each: on a shared machine, the load then weighs on both alike, and their
/// ratio stays meaningful when the absolute times do not.
fn interleaved<A, B>(n: u64, a: &impl Fn() -> A, b: &impl Fn() -> B) -> (Duration, Duration) {
    let (mut ta, mut tb) = (Duration::ZERO, Duration::ZERO);
    for i in 0..n {
        if i % 2 == 0 {
            ta += timed(a);
            tb += timed(b);
        } else {
            tb += timed(b);
            ta += timed(a);
        }
    }
    SAMPLES.with(|s| {
        s.borrow_mut()
            .push((ta.as_secs_f64() / n as f64, tb.as_secs_f64() / n as f64))
    });
    (ta, tb)
}

/// The time of one call of `f`.
#[inline(always)]
fn timed<T>(f: &impl Fn() -> T) -> Duration {
    let t = Instant::now();
    black_box(f());
    t.elapsed()
}

thread_local! {
    /// Every `interleaved` call of the current group: the per-call mean times of `a` and `b`.
    static SAMPLES: RefCell<Vec<(f64, f64)>> = const { RefCell::new(Vec::new()) };
}

/// Prints, for the calls since the last report (warm-up included), the median time of each side
/// and the median of the per-call ratios b/a: each call timed both sides under the same load.
fn report(group: &str) {
    let samples = SAMPLES.with(|s| core::mem::take(&mut *s.borrow_mut()));
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let a = median(samples.iter().map(|s| s.0).collect());
    let b = median(samples.iter().map(|s| s.1).collect());
    let r = median(samples.iter().map(|s| s.1 / s.0).collect());
    println!(
        "interleaved {group}: facade {:.1} us, zkcrypto {:.1} us, median per-sample ratio {r:.2}x ({} samples)",
        a * 1e6,
        b * 1e6,
        samples.len()
    );
}

/// One line's benchmarks: `$f` (facade) beside `$z` (zkcrypto), both driven through the
/// `group`/`pairing` traits of that line as a dependent would call them.
macro_rules! line {
    ($name:ident, $label:literal, $f:ident, $z:ident, $ff:ident, $group:ident, $rc:ident, $xs:ident) => {
        fn $name(c: &mut Criterion) {
            use $ff::Field;
            use $group::{Curve, Group};
            use $rc::SeedableRng;

            // `$setup` draws the inputs from `$rng` (seeded alike for both sides), `$op` is timed.
            // Both benchmarks of a group time the two implementations interleaved (see
            // `interleaved`), each reporting its own share.
            macro_rules! both {
                ($group_name:literal, |$lib:ident, $rng:ident| $setup:expr, |$inp:ident| $op:expr) => {{
                    let facade = {
                        use $f as $lib;
                        let mut $rng = $xs::XorShiftRng::from_seed(SEED);
                        let $inp = $setup;
                        move || $op
                    };
                    let zkcrypto = {
                        use $z as $lib;
                        let mut $rng = $xs::XorShiftRng::from_seed(SEED);
                        let $inp = $setup;
                        move || $op
                    };
                    let mut g = c.benchmark_group(format!("{}/{}", $group_name, $label));
                    g.bench_function("bls381-facade", |b| {
                        b.iter_custom(|n| interleaved(n, &facade, &zkcrypto).0)
                    });
                    g.bench_function("zkcrypto", |b| {
                        b.iter_custom(|n| interleaved(n, &facade, &zkcrypto).1)
                    });
                    g.finish();
                    report(&format!("{}/{}", $group_name, $label));
                }};
            }

            both!("pairing", |lib, rng| {
                let p = <lib::G1Projective as Group>::random(&mut rng).to_affine();
                let q = <lib::G2Projective as Group>::random(&mut rng).to_affine();
                (p, q)
            }, |x| lib::pairing(black_box(&x.0), black_box(&x.1)));

            both!("g2_mul", |lib, rng| {
                let p = <lib::G2Projective as Group>::random(&mut rng);
                let k = <lib::Scalar as Field>::random(&mut rng);
                (p, k)
            }, |x| black_box(x.0) * black_box(x.1));

            both!("g1_mul", |lib, rng| {
                let p = <lib::G1Projective as Group>::random(&mut rng);
                let k = <lib::Scalar as Field>::random(&mut rng);
                (p, k)
            }, |x| black_box(x.0) * black_box(x.1));

            both!("g2_decompress", |lib, rng| {
                <lib::G2Projective as Group>::random(&mut rng).to_affine().to_compressed()
            }, |x| lib::G2Affine::from_compressed(black_box(&x)).unwrap());
        }
    };
}

line!(
    line_0_9,
    "0.9",
    facade09,
    zk09,
    ff014,
    group014,
    rand_core010,
    rand_xorshift05
);
line!(
    line_0_8,
    "0.8",
    facade08,
    zk08,
    ff013,
    group013,
    rand_core06,
    rand_xorshift03
);

criterion_group!(benches, line_0_9, line_0_8);
criterion_main!(benches);
