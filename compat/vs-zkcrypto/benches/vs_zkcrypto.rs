//! The speed of the facades against the zkcrypto crates they replace, in one criterion run:
//! each group holds the same operation through a facade and through the real `bls12_381`, on
//! the same seeded inputs. `scripts/dropin-bench.sh` runs it and prints medians and ratios.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};

/// The seed of bls12_381's own tests.
const SEED: [u8; 16] = [
    0x59, 0x62, 0xbe, 0x5d, 0x76, 0x3d, 0x31, 0x8d, 0x17, 0xdb, 0x37, 0x32, 0x54, 0x06, 0xbc, 0xe5,
];

/// One line's benchmarks: `$f` (facade) beside `$z` (zkcrypto), both driven through the
/// `group`/`pairing` traits of that line as a dependent would call them.
macro_rules! line {
    ($name:ident, $label:literal, $f:ident, $z:ident, $ff:ident, $group:ident, $rc:ident, $xs:ident) => {
        fn $name(c: &mut Criterion) {
            use $ff::Field;
            use $group::{Curve, Group};
            use $rc::SeedableRng;

            // `$setup` draws the inputs from `$rng` (seeded alike for both sides), `$op` is timed.
            macro_rules! both {
                ($group_name:literal, |$lib:ident, $rng:ident| $setup:expr, |$inp:ident| $op:expr) => {{
                    let mut g = c.benchmark_group(format!("{}/{}", $group_name, $label));
                    {
                        use $f as $lib;
                        let mut $rng = $xs::XorShiftRng::from_seed(SEED);
                        let $inp = $setup;
                        g.bench_function("bls381-facade", |b| b.iter(|| black_box($op)));
                    }
                    {
                        use $z as $lib;
                        let mut $rng = $xs::XorShiftRng::from_seed(SEED);
                        let $inp = $setup;
                        g.bench_function("zkcrypto", |b| b.iter(|| black_box($op)));
                    }
                    g.finish();
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
