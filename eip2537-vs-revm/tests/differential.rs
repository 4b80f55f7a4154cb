//! bls381::eip2537 against revm-precompile (its blst backend), input for input: the same output
//! bytes and gas, or the same error category, on random valid inputs of every shape and on
//! their corruptions (see `gen`). The seed is printed (`BLS381_TEST_SEED` replays a run);
//! `EIP2537_CASES` sets the number of random inputs per precompile and size (default 64;
//! `scripts/eip2537-vs-revm.sh` runs more).

use std::collections::BTreeMap;

use bls381::eip2537::{Error, Precompile};
use eip2537_vs_revm::{compare, gen, hex, Verdict};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng, TryRng};

fn rng(test: &str) -> StdRng {
    let seed = std::env::var("BLS381_TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            let mut b = [0u8; 8];
            rand::rngs::SysRng
                .try_fill_bytes(&mut b)
                .expect("OS randomness");
            u64::from_le_bytes(b)
        });
    eprintln!("{test}: BLS381_TEST_SEED={seed}");
    StdRng::seed_from_u64(seed)
}

fn cases() -> usize {
    std::env::var("EIP2537_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(64)
}

/// What the runs of one test saw: verdicts by kind.
#[derive(Default)]
struct Tally(BTreeMap<String, usize>);

impl Tally {
    fn check(&mut self, p: Precompile, input: &[u8]) -> Verdict {
        let v = compare(p, input).unwrap_or_else(|e| panic!("{e}"));
        let key = match &v {
            Ok(_) => "ok".to_string(),
            Err(e) => format!("{e:?}"),
        };
        *self.0.entry(key).or_default() += 1;
        v
    }

    fn saw(&self, kind: &str) -> bool {
        self.0.contains_key(kind)
    }
}

/// Valid inputs must succeed on both sides with the same bytes; once and twice corrupted
/// ones agree too (the same output, or the same first failed check).
fn run(p: Precompile, sizes: &[usize], test: &str) -> Tally {
    let mut rng = rng(test);
    let mut t = Tally::default();
    for &k in sizes {
        for i in 0..cases() {
            let mut input = gen::valid(&mut rng, p, k);
            let v = t.check(p, &input);
            assert!(
                v.is_ok(),
                "{p:?}: valid input refused: {v:?}\n{}",
                hex(&input)
            );
            // Every kind of corruption in turn, then a random second one.
            gen::corrupt_as(i as u32 % gen::CORRUPTIONS, &mut rng, p, &mut input);
            let _ = t.check(p, &input);
            // A second fault elsewhere: which one is reported must agree too.
            gen::corrupt(&mut rng, p, &mut input);
            let _ = t.check(p, &input);
        }
    }
    eprintln!("{test}: {:?}", t.0);
    t
}

/// The kinds of refusal a precompile's corruptions must have provoked at least once (so the
/// corruptions reach every check): every kind of corruption runs `cases() / 8` times per size,
/// enough from 32 cases on (below that the check is skipped).
fn assert_saw(t: &Tally, kinds: &[Error]) {
    if cases() < 32 {
        return;
    }
    for k in kinds {
        assert!(
            t.saw(&format!("{k:?}")),
            "no input was refused with {k:?}: {:?}",
            t.0
        );
    }
}

#[test]
fn g1_add() {
    let t = run(Precompile::G1Add, &[0], "g1_add");
    use Error::*;
    assert_saw(
        &t,
        &[
            InvalidLength,
            InvalidPadding,
            NonCanonicalFieldElement,
            G1NotOnCurve,
        ],
    );
}

#[test]
fn g2_add() {
    let t = run(Precompile::G2Add, &[0], "g2_add");
    use Error::*;
    assert_saw(
        &t,
        &[
            InvalidLength,
            InvalidPadding,
            NonCanonicalFieldElement,
            G2NotOnCurve,
        ],
    );
}

#[test]
fn g1_msm() {
    let n = cases();
    let sizes: &[usize] = if n >= 64 {
        &[1, 2, 3, 8, 33, 130]
    } else {
        &[1, 2, 8, 33]
    };
    let t = run(Precompile::G1Msm, sizes, "g1_msm");
    use Error::*;
    assert_saw(
        &t,
        &[
            InvalidPadding,
            NonCanonicalFieldElement,
            G1NotOnCurve,
            G1NotInSubgroup,
        ],
    );
}

#[test]
fn g2_msm() {
    let n = cases();
    let sizes: &[usize] = if n >= 64 {
        &[1, 2, 3, 8, 33, 130]
    } else {
        &[1, 2, 8, 33]
    };
    let t = run(Precompile::G2Msm, sizes, "g2_msm");
    use Error::*;
    assert_saw(
        &t,
        &[
            InvalidPadding,
            NonCanonicalFieldElement,
            G2NotOnCurve,
            G2NotInSubgroup,
        ],
    );
}

#[test]
fn pairing_check() {
    let t = run(Precompile::PairingCheck, &[1, 2, 3, 5], "pairing_check");
    use Error::*;
    assert_saw(
        &t,
        &[
            InvalidPadding,
            NonCanonicalFieldElement,
            G1NotOnCurve,
            G2NotOnCurve,
        ],
    );
    assert!(
        cases() < 32 || t.saw("G1NotInSubgroup") || t.saw("G2NotInSubgroup"),
        "{:?}",
        t.0
    );
}

#[test]
fn maps() {
    let t1 = run(Precompile::MapFpToG1, &[0], "map_fp_to_g1");
    let t2 = run(Precompile::MapFp2ToG2, &[0], "map_fp2_to_g2");
    for t in [t1, t2] {
        use Error::*;
        assert_saw(
            &t,
            &[InvalidLength, InvalidPadding, NonCanonicalFieldElement],
        );
    }
}

/// Both outcomes of the pairing check, and the 0/1 words exactly.
#[test]
fn pairing_outcomes() {
    let mut rng = rng("pairing_outcomes");
    let mut t = Tally::default();
    for k in [1, 2, 3, 4, 8] {
        for one in [true, false] {
            let input = gen::pairing_input(&mut rng, k, one);
            let (out, _) = t.check(Precompile::PairingCheck, &input).unwrap();
            assert_eq!(out[..31], [0; 31]);
            if one {
                assert_eq!(out[31], 1, "k = {k}: constructed to be 1");
            }
        }
    }
}

/// Hand-picked edges: sums at infinity and doublings off the subgroup, every field element
/// at p − 1, p and 2^384 − 1, scalars at r − 1, r, r + 1 and 2^256 − 1, empty and one-byte
/// inputs, the maps at 0, 1 and p − 1.
#[test]
fn edges() {
    let mut rng = rng("edges");
    let mut t = Tally::default();
    let g1s = [
        gen::g1_off_subgroup(&mut rng),
        gen::g1_point(&mut rng),
        bls381::G1Affine::generator(),
    ];
    let g2s = [
        gen::g2_off_subgroup(&mut rng),
        gen::g2_point(&mut rng),
        bls381::G2Affine::generator(),
    ];
    for a in &g1s {
        for b in [*a, -*a, bls381::G1Affine::identity()] {
            let v = t.check(Precompile::G1Add, &[gen::g1(a), gen::g1(&b)].concat());
            assert!(v.is_ok());
        }
    }
    for a in &g2s {
        for b in [*a, -*a, bls381::G2Affine::identity()] {
            let v = t.check(Precompile::G2Add, &[gen::g2(a), gen::g2(&b)].concat());
            assert!(v.is_ok());
        }
    }
    let mut p_minus_1 = gen::P;
    p_minus_1[47] -= 1;
    for p in Precompile::ALL {
        let _ = t.check(p, &[]);
        let _ = t.check(p, &[0]);
        let _ = t.check(p, &vec![0; gen::unit(p)]);
        for v in [p_minus_1, gen::P, [0xff; 48]] {
            let mut input = vec![0u8; gen::unit(p)];
            for e in input.chunks_exact_mut(64) {
                if e.len() == 64 {
                    e[16..].copy_from_slice(&v);
                }
            }
            let _ = t.check(p, &input);
            // The same value in one element only, the others valid.
            let mut input = gen::valid(&mut rng, p, 1);
            let n = input.len() / 64;
            let i = 64 * rng.random_range(0..n);
            input[i + 16..i + 64].copy_from_slice(&v);
            let _ = t.check(p, &input);
        }
    }
    for s in [[0xffu8; 32], gen::R, [0; 32]] {
        for (p, point) in [
            (Precompile::G1Msm, gen::g1(&g1s[1])),
            (Precompile::G2Msm, gen::g2(&g2s[1])),
        ] {
            let v = t.check(p, &[point, s.to_vec()].concat());
            assert!(v.is_ok());
        }
    }
    eprintln!("edges: {:?}", t.0);
}
