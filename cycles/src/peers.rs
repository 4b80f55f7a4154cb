//! The optional columns (`--features peers`, then `--peers`): arkworks (`ark-bls12-381`) and
//! zkcrypto (`bls12_381`), each timed on the inputs of bls381's row, converted through bytes,
//! and checked against bls381's result first.
//!
//! Each function takes the row's bls381 inputs and returns the peers' runners; a peer that has
//! no such operation in its public API gets `None` (the table prints "—"). What each peer's
//! column times, where it is not the row's own operation, is said in [`NOTES`].

use std::hint::black_box;

use ark_bls12_381 as ark;
use ark_ec::hashing::curve_maps::wb::WBMap;
use ark_ec::hashing::map_to_curve_hasher::MapToCurveBasedHasher;
use ark_ec::hashing::HashToCurve as _;
use ark_ec::pairing::{MillerLoopOutput, Pairing as _};
use ark_ec::{AdditiveGroup as _, CurveGroup as _, VariableBaseMSM as _};
use ark_ff::field_hashers::DefaultFieldHasher;
use ark_ff::{BigInteger as _, CyclotomicMultSubgroup as _, Field as _, PrimeField as _};
use ark_serialize::{CanonicalDeserialize as _, CanonicalSerialize as _};
use bls12_381 as zk;
use bls12_381::hash_to_curve::ExpandMsgXmd;
use bls381::field::{Fp, Fp12, Fp2, Fp6, Fr};
use bls381::{G1Affine, G1Projective, G2Affine, G2Projective};

use crate::ops::{chained, Peer, Peers, Runner, CHAIN_CHECK};

/// The peer columns' names, in the order of [`Peers`]' fields.
pub const NAMES: [&str; 2] = ["arkworks", "zkcrypto"];

/// Where a peer's column is not quite the row's operation (printed under the table).
pub const NOTES: &[&str] = &[
    "arkworks: `ark-bls12-381` with ark-ff's `asm` feature, default features otherwise (one \
     thread); its `p * k` is variable time (GLV on G1, double-and-add on G2), so it fills the \
     (vartime) rows, not the constant-time ones; its G1/G2 `+` and `double` are Jacobian; its \
     hash to curve returns an affine point; its Miller loop takes affine points (lines computed \
     on the fly, as bls381's and blst's)",
    "zkcrypto: `bls12_381` 0.9 (features `experimental` for hash to curve); its Fp, Fp2 and \
     Fp12 are not public (\"—\"), nor is a variable-time or multi-scalar multiplication; its \
     Miller loop and multi-pairing include `G2Prepared::from(q)` (its only way from an affine \
     Q), and its final exponentiation takes its own Miller loop value of the row's pair; its \
     pairing values are compared through their `Debug` text, the only public view of Gt",
];

/// One line for the header: versions, and whether arkworks' assembly is compiled in.
pub fn description() -> String {
    let lock = include_str!("../../Cargo.lock");
    let version = |name: &str| {
        let key = format!("name = \"{name}\"\nversion = \"");
        lock.find(&key)
            .and_then(|i| lock[i + key.len()..].split('"').next())
            .unwrap_or("?")
            .to_string()
    };
    let asm = cfg!(all(
        target_arch = "x86_64",
        target_feature = "bmi2",
        target_feature = "adx"
    ));
    format!(
        "arkworks ark-bls12-381 {} / ark-ff {} (feature asm; its MULX/ADX Montgomery \
         multiplication {}), zkcrypto bls12_381 {}",
        version("ark-bls12-381"),
        version("ark-ff"),
        if asm {
            "compiled in: bmi2 and adx are target features of this build"
        } else {
            "NOT compiled in: ark-ff uses it only when bmi2 and adx are target features of the \
             build; set RUSTFLAGS=\"-C target-feature=+bmi2,+adx\""
        },
        version("bls12_381"),
    )
}

/// `n` independent calls of `f`, as `ops`' throughput rows.
fn run<T>(mut f: impl FnMut() -> T + 'static) -> Runner {
    Box::new(move |n| {
        for _ in 0..n {
            black_box(f());
        }
    })
}

/// A throughput column.
fn peer<T>(f: impl FnMut() -> T + 'static, agree: bool) -> Option<Peer> {
    Some(Peer { run: run(f), agree })
}

/// A latency column: `f(n)` runs a dependent chain of n steps.
fn chain<T>(f: impl Fn(u64) -> T + 'static, agree: bool) -> Option<Peer> {
    Some(Peer {
        run: chained(f),
        agree,
    })
}

/// A row that zkcrypto's public API lacks.
fn ark_only(ark: Option<Peer>) -> Peers {
    Peers { ark, zk: None }
}

/// A row that arkworks' public API lacks (or fills with another operation).
fn zk_only(zk: Option<Peer>) -> Peers {
    Peers { ark: None, zk }
}

// ---------------------------------------------------------------------------------------------
// Conversions, all through canonical bytes

fn ark_fq(a: &Fp) -> ark::Fq {
    ark::Fq::from_be_bytes_mod_order(&a.to_bytes())
}

fn same_fq(a: &ark::Fq, b: &Fp) -> bool {
    a.into_bigint().to_bytes_be() == b.to_bytes()
}

fn ark_fq2(a: &Fp2) -> ark::Fq2 {
    ark::Fq2::new(ark_fq(&a.c0), ark_fq(&a.c1))
}

fn same_fq2(a: &ark::Fq2, b: &Fp2) -> bool {
    same_fq(&a.c0, &b.c0) && same_fq(&a.c1, &b.c1)
}

fn ark_fq6(a: &Fp6) -> ark::Fq6 {
    ark::Fq6::new(ark_fq2(&a.c0), ark_fq2(&a.c1), ark_fq2(&a.c2))
}

fn ark_fq12(a: &Fp12) -> ark::Fq12 {
    ark::Fq12::new(ark_fq6(&a.c0), ark_fq6(&a.c1))
}

/// The twelve Fp coefficients, in the tower order (c0.c0.c0, c0.c0.c1, c0.c1.c0, ...).
fn coefficients(f: &Fp12) -> Vec<[u8; 48]> {
    [&f.c0, &f.c1]
        .into_iter()
        .flat_map(|c| [&c.c0, &c.c1, &c.c2])
        .flat_map(|c| [c.c0.to_bytes(), c.c1.to_bytes()])
        .collect()
}

fn same_fq12(a: &ark::Fq12, b: &Fp12) -> bool {
    let ours = coefficients(b);
    let theirs: Vec<Vec<u8>> = [&a.c0, &a.c1]
        .into_iter()
        .flat_map(|c| [&c.c0, &c.c1, &c.c2])
        .flat_map(|c| [c.c0, c.c1])
        .map(|x| x.into_bigint().to_bytes_be())
        .collect();
    theirs.len() == 12 && ours.iter().zip(&theirs).all(|(o, t)| o[..] == t[..])
}

/// zkcrypto's Gt has no public coefficients or encoding; its `Debug` prints the twelve Fp
/// coefficients in the tower order as `0x` and 96 hex digits each.
fn same_zk_gt(a: &zk::Gt, b: &Fp12) -> bool {
    let text = format!("{a:?}");
    let theirs: Vec<&str> = text
        .split("0x")
        .skip(1)
        .map(|s| &s[..s.len().min(96)])
        .collect();
    let ours = coefficients(b);
    theirs.len() == 12
        && ours.iter().zip(&theirs).all(|(o, t)| {
            let hex: String = o.iter().map(|b| format!("{b:02x}")).collect();
            hex == *t
        })
}

fn ark_fr(a: &Fr) -> ark::Fr {
    ark::Fr::from_le_bytes_mod_order(&a.to_bytes())
}

fn same_ark_fr(a: &ark::Fr, b: &Fr) -> bool {
    a.into_bigint().to_bytes_le() == b.to_bytes()
}

fn zk_fr(a: &Fr) -> zk::Scalar {
    zk::Scalar::from_bytes(&a.to_bytes()).unwrap()
}

fn same_zk_fr(a: &zk::Scalar, b: &Fr) -> bool {
    a.to_bytes() == b.to_bytes()
}

// ---------------------------------------------------------------------------------------------
// Fields

pub fn fp_mul(a: Fp, b: Fp) -> Peers {
    let (x, y) = (ark_fq(&a), ark_fq(&b));
    ark_only(peer(
        move || black_box(x) * black_box(y),
        same_fq(&(x * y), &(a * b)),
    ))
}

pub fn fp_sqr(a: Fp) -> Peers {
    let x = ark_fq(&a);
    ark_only(peer(
        move || black_box(x).square(),
        same_fq(&x.square(), &a.square()),
    ))
}

pub fn fp_invert(a: Fp) -> Peers {
    let x = ark_fq(&a);
    let agree = same_fq(&x.inverse().unwrap(), &a.invert().unwrap());
    ark_only(peer(move || black_box(x).inverse(), agree))
}

/// The roots may differ in sign: compared squared, as bls381's row does with blst.
pub fn fp_sqrt(a: Fp) -> Peers {
    let x = ark_fq(&a);
    let agree = x.sqrt().is_some_and(|r| same_fq(&r.square(), &a));
    ark_only(peer(move || black_box(x).sqrt(), agree))
}

/// A latency chain of `$mul` (x = x * y) or `$sqr` (x = x²) over a peer's field type, compared
/// with bls381's chain after [`CHAIN_CHECK`] steps.
macro_rules! chains {
    ($mul:ident, $sqr:ident, $ours:ty, $conv:ident, $same:ident) => {
        // By value, as bls381's latency rows.
        #[allow(clippy::assign_op_pattern)]
        fn $mul(a: $ours, b: $ours) -> Option<Peer> {
            let (x0, y0) = ($conv(&a), $conv(&b));
            let theirs = move |n| {
                let (mut x, y) = (black_box(x0), black_box(y0));
                for _ in 0..n {
                    x = x * y;
                }
                x
            };
            let mut ours = a;
            for _ in 0..CHAIN_CHECK {
                ours = ours * b;
            }
            let agree = $same(&theirs(CHAIN_CHECK), &ours);
            chain(theirs, agree)
        }

        fn $sqr(a: $ours) -> Option<Peer> {
            let x0 = $conv(&a);
            let theirs = move |n| {
                let mut x = black_box(x0);
                for _ in 0..n {
                    x = x.square();
                }
                x
            };
            let mut ours = a;
            for _ in 0..CHAIN_CHECK {
                ours = ours.square();
            }
            let agree = $same(&theirs(CHAIN_CHECK), &ours);
            chain(theirs, agree)
        }
    };
}

chains!(ark_fq_mul_chain, ark_fq_sqr_chain, Fp, ark_fq, same_fq);
chains!(ark_fr_mul_chain, ark_fr_sqr_chain, Fr, ark_fr, same_ark_fr);
chains!(zk_fr_mul_chain, zk_fr_sqr_chain, Fr, zk_fr, same_zk_fr);
chains!(ark_fq2_mul_chain, ark_fq2_sqr_chain, Fp2, ark_fq2, same_fq2);

pub fn fp_mul_latency(a: Fp, b: Fp) -> Peers {
    ark_only(ark_fq_mul_chain(a, b))
}

pub fn fp_sqr_latency(a: Fp) -> Peers {
    ark_only(ark_fq_sqr_chain(a))
}

pub fn fr_mul(a: Fr, b: Fr) -> Peers {
    let (x, y) = (ark_fr(&a), ark_fr(&b));
    let (u, v) = (zk_fr(&a), zk_fr(&b));
    Peers {
        ark: peer(
            move || black_box(x) * black_box(y),
            same_ark_fr(&(x * y), &(a * b)),
        ),
        zk: peer(
            move || black_box(u) * black_box(v),
            same_zk_fr(&(u * v), &(a * b)),
        ),
    }
}

pub fn fr_sqr(a: Fr) -> Peers {
    let (x, u) = (ark_fr(&a), zk_fr(&a));
    Peers {
        ark: peer(
            move || black_box(x).square(),
            same_ark_fr(&x.square(), &a.square()),
        ),
        zk: peer(
            move || black_box(u).square(),
            same_zk_fr(&u.square(), &a.square()),
        ),
    }
}

pub fn fr_mul_latency(a: Fr, b: Fr) -> Peers {
    Peers {
        ark: ark_fr_mul_chain(a, b),
        zk: zk_fr_mul_chain(a, b),
    }
}

pub fn fr_sqr_latency(a: Fr) -> Peers {
    Peers {
        ark: ark_fr_sqr_chain(a),
        zk: zk_fr_sqr_chain(a),
    }
}

pub fn fr_invert(a: Fr) -> Peers {
    let (x, u) = (ark_fr(&a), zk_fr(&a));
    let inv = a.invert().unwrap();
    Peers {
        ark: peer(
            move || black_box(x).inverse(),
            same_ark_fr(&x.inverse().unwrap(), &inv),
        ),
        zk: peer(
            move || black_box(u).invert(),
            same_zk_fr(&u.invert().unwrap(), &inv),
        ),
    }
}

pub fn fp2_mul(a: Fp2, b: Fp2) -> Peers {
    let (x, y) = (ark_fq2(&a), ark_fq2(&b));
    ark_only(peer(
        move || black_box(x) * black_box(y),
        same_fq2(&(x * y), &(a * b)),
    ))
}

pub fn fp2_sqr(a: Fp2) -> Peers {
    let x = ark_fq2(&a);
    ark_only(peer(
        move || black_box(x).square(),
        same_fq2(&x.square(), &a.square()),
    ))
}

pub fn fp2_mul_latency(a: Fp2, b: Fp2) -> Peers {
    ark_only(ark_fq2_mul_chain(a, b))
}

pub fn fp2_sqr_latency(a: Fp2) -> Peers {
    ark_only(ark_fq2_sqr_chain(a))
}

pub fn fp12_mul(a: Fp12, b: Fp12) -> Peers {
    let (x, y) = (ark_fq12(&a), ark_fq12(&b));
    ark_only(peer(
        move || black_box(x) * black_box(y),
        same_fq12(&(x * y), &(a * b)),
    ))
}

pub fn fp12_sqr(a: Fp12) -> Peers {
    let x = ark_fq12(&a);
    ark_only(peer(
        move || black_box(x).square(),
        same_fq12(&x.square(), &a.square()),
    ))
}

pub fn fp12_cyclotomic_sqr(a: Fp12) -> Peers {
    let x = ark_fq12(&a);
    ark_only(peer(
        move || black_box(x).cyclotomic_square(),
        same_fq12(&x.cyclotomic_square(), &a.cyclotomic_square()),
    ))
}

// ---------------------------------------------------------------------------------------------
// Groups: both peers read bls381's compressed encodings (the zcash format, which both use)

/// The rows of one group, as a module named after it (`g1`, `g2`): conversions through the
/// compressed encoding, then one function per row of `ops`' `group_ops!`, its MSM and its hash.
macro_rules! group {
    (
        $m:ident, $proj:ident, $aff:ident, $n:literal, $arkcfg:ident, $ark_proj:ident,
        $ark_aff:ident, $zk_proj:ident, $zk_aff:ident
    ) => {
        pub mod $m {
            use super::*;

            fn ark_point(p: &$proj) -> ark::$ark_proj {
                let c = $aff::from(p).to_compressed();
                ark::$ark_aff::deserialize_compressed_unchecked(&c[..])
                    .unwrap()
                    .into()
            }

            fn ark_bytes(p: &ark::$ark_aff) -> Vec<u8> {
                let mut v = Vec::new();
                p.serialize_compressed(&mut v).unwrap();
                v
            }

            fn same_ark(a: &ark::$ark_proj, b: &$proj) -> bool {
                ark_bytes(&a.into_affine())[..] == $aff::from(b).to_compressed()[..]
            }

            fn zk_point(p: &$proj) -> zk::$zk_proj {
                let c = $aff::from(p).to_compressed();
                zk::$zk_aff::from_compressed_unchecked(&c).unwrap().into()
            }

            fn same_zk(a: &zk::$zk_proj, b: &$proj) -> bool {
                zk::$zk_aff::from(a).to_compressed() == $aff::from(b).to_compressed()
            }

            pub fn add(a: $proj, b: $proj) -> Peers {
                let (x, y) = (ark_point(&a), ark_point(&b));
                let (u, v) = (zk_point(&a), zk_point(&b));
                Peers {
                    ark: peer(
                        move || black_box(x) + black_box(y),
                        same_ark(&(x + y), &(a + b)),
                    ),
                    zk: peer(
                        move || black_box(u) + black_box(v),
                        same_zk(&(u + v), &(a + b)),
                    ),
                }
            }

            pub fn double(a: $proj) -> Peers {
                let (x, u) = (ark_point(&a), zk_point(&a));
                Peers {
                    ark: peer(
                        move || black_box(x).double(),
                        same_ark(&x.double(), &a.double()),
                    ),
                    zk: peer(
                        move || black_box(u).double(),
                        same_zk(&u.double(), &a.double()),
                    ),
                }
            }

            /// Constant time: zkcrypto's only multiplication (arkworks' is variable time).
            pub fn mul(a: $proj, k: Fr) -> Peers {
                let (u, s) = (zk_point(&a), zk_fr(&k));
                zk_only(peer(
                    move || black_box(u) * black_box(s),
                    same_zk(&(u * s), &(a * k)),
                ))
            }

            pub fn mul_vartime(a: $proj, k: Fr) -> Peers {
                let (x, s) = (ark_point(&a), ark_fr(&k));
                ark_only(peer(
                    move || black_box(x) * black_box(s),
                    same_ark(&(x * s), &(a * k)),
                ))
            }

            pub fn subgroup_check(a: $aff) -> Peers {
                let p = $proj::from(a);
                let x = ark_point(&p).into_affine();
                let u = zk::$zk_aff::from(zk_point(&p));
                Peers {
                    ark: peer(
                        move || black_box(x).is_in_correct_subgroup_assuming_on_curve(),
                        x.is_in_correct_subgroup_assuming_on_curve(),
                    ),
                    zk: peer(
                        move || black_box(u).is_torsion_free(),
                        bool::from(u.is_torsion_free()),
                    ),
                }
            }

            /// With both checks, as bls381's `from_compressed`.
            pub fn decompress(c: [u8; $n]) -> Peers {
                let ark_ok = ark::$ark_aff::deserialize_compressed(&c[..])
                    .is_ok_and(|p| ark_bytes(&p)[..] == c[..]);
                let zk_ok = Option::<zk::$zk_aff>::from(zk::$zk_aff::from_compressed(&c))
                    .is_some_and(|p| p.to_compressed() == c);
                Peers {
                    ark: peer(
                        move || ark::$ark_aff::deserialize_compressed(&black_box(c)[..]),
                        ark_ok,
                    ),
                    zk: peer(move || zk::$zk_aff::from_compressed(black_box(&c)), zk_ok),
                }
            }

            pub fn msm(points: &[$aff], scalars: &[Fr]) -> Peers {
                let expected = $proj::msm_vartime(points, scalars);
                let bases: Vec<ark::$ark_aff> = points
                    .iter()
                    .map(|p| ark_point(&$proj::from(p)).into_affine())
                    .collect();
                let ks: Vec<ark::Fr> = scalars.iter().map(ark_fr).collect();
                let agree = same_ark(&ark::$ark_proj::msm(&bases, &ks).unwrap(), &expected);
                ark_only(peer(
                    move || ark::$ark_proj::msm(black_box(&bases), black_box(&ks)),
                    agree,
                ))
            }

            /// Both peers' hash to curve, the same suite as bls381's row (`dst` picks it).
            pub fn hash(msg: [u8; 32], dst: &'static [u8], expected: $proj) -> Peers {
                type H = MapToCurveBasedHasher<
                    ark::$ark_proj,
                    DefaultFieldHasher<sha2::Sha256, 128>,
                    WBMap<ark::$arkcfg::Config>,
                >;
                // The hasher is made per call: bls381's and blst's take the DST per call too.
                let ark_hash = move |m: &[u8]| H::new(dst).unwrap().hash(m).unwrap();
                let zk_hash = move |m: &[u8]| {
                    <zk::$zk_proj as zk::hash_to_curve::HashToCurve<
                                                                        ExpandMsgXmd<sha2::Sha256>,
                                                                    >>::hash_to_curve([m], dst)
                };
                let ark_ok = same_ark(&ark_hash(&msg).into(), &expected);
                let zk_ok = same_zk(&zk_hash(&msg), &expected);
                Peers {
                    ark: peer(move || ark_hash(black_box(&msg)), ark_ok),
                    zk: peer(move || zk_hash(black_box(&msg)), zk_ok),
                }
            }
        }
    };
}

group!(
    g1,
    G1Projective,
    G1Affine,
    48,
    g1,
    G1Projective,
    G1Affine,
    G1Projective,
    G1Affine
);
group!(
    g2,
    G2Projective,
    G2Affine,
    96,
    g2,
    G2Projective,
    G2Affine,
    G2Projective,
    G2Affine
);

pub fn hash_to_g1(msg: [u8; 32], dst: &'static [u8]) -> Peers {
    g1::hash(msg, dst, bls381::hash_to_curve::hash_to_g1(&msg, dst))
}

pub fn hash_to_g2(msg: [u8; 32], dst: &'static [u8]) -> Peers {
    g2::hash(msg, dst, bls381::hash_to_curve::hash_to_g2(&msg, dst))
}

// ---------------------------------------------------------------------------------------------
// Pairing

fn ark_g1(p: &G1Affine) -> ark::G1Affine {
    ark::G1Affine::deserialize_compressed_unchecked(&p.to_compressed()[..]).unwrap()
}

fn ark_g2(q: &G2Affine) -> ark::G2Affine {
    ark::G2Affine::deserialize_compressed_unchecked(&q.to_compressed()[..]).unwrap()
}

fn zk_g1(p: &G1Affine) -> zk::G1Affine {
    zk::G1Affine::from_compressed_unchecked(&p.to_compressed()).unwrap()
}

fn zk_g2(q: &G2Affine) -> zk::G2Affine {
    zk::G2Affine::from_compressed_unchecked(&q.to_compressed()).unwrap()
}

fn zk_ml(p: &zk::G1Affine, q: &zk::G2Affine) -> zk::MillerLoopResult {
    zk::multi_miller_loop(&[(p, &zk::G2Prepared::from(*q))])
}

/// Compared after the final exponentiation: Miller loop values may differ by factors it kills.
pub fn miller_loop(p: G1Affine, q: G2Affine) -> Peers {
    let e = *bls381::pairing(&p, &q).as_fp12();
    let (x, y) = (ark_g1(&p), ark_g2(&q));
    let (u, v) = (zk_g1(&p), zk_g2(&q));
    let ark_ml = ark::Bls12_381::miller_loop(x, y);
    let ark_ok = ark::Bls12_381::final_exponentiation(ark_ml).is_some_and(|g| same_fq12(&g.0, &e));
    Peers {
        ark: peer(
            move || ark::Bls12_381::miller_loop(black_box(x), black_box(y)),
            ark_ok,
        ),
        zk: peer(
            move || zk_ml(black_box(&u), black_box(&v)),
            same_zk_gt(&zk_ml(&u, &v).final_exponentiation(), &e),
        ),
    }
}

/// `f` is the row's Miller loop value of (p, q); zkcrypto takes its own of the same pair.
pub fn final_exp(f: Fp12, p: G1Affine, q: G2Affine) -> Peers {
    let e = *bls381::MillerLoopResult::from_fp12(f)
        .final_exponentiation()
        .as_fp12();
    let x = MillerLoopOutput::<ark::Bls12_381>(ark_fq12(&f));
    let ark_ok = ark::Bls12_381::final_exponentiation(x).is_some_and(|g| same_fq12(&g.0, &e));
    let u = zk_ml(&zk_g1(&p), &zk_g2(&q));
    Peers {
        ark: peer(
            move || ark::Bls12_381::final_exponentiation(black_box(x)),
            ark_ok,
        ),
        zk: peer(
            move || black_box(u).final_exponentiation(),
            same_zk_gt(&u.final_exponentiation(), &e),
        ),
    }
}

pub fn pairing(p: G1Affine, q: G2Affine) -> Peers {
    let e = *bls381::pairing(&p, &q).as_fp12();
    let (x, y) = (ark_g1(&p), ark_g2(&q));
    let (u, v) = (zk_g1(&p), zk_g2(&q));
    Peers {
        ark: peer(
            move || ark::Bls12_381::pairing(black_box(x), black_box(y)),
            same_fq12(&ark::Bls12_381::pairing(x, y).0, &e),
        ),
        zk: peer(
            move || zk::pairing(black_box(&u), black_box(&v)),
            same_zk_gt(&zk::pairing(&u, &v), &e),
        ),
    }
}

/// One shared Miller loop and one final exponentiation, lines computed in the timing.
pub fn multi_pairing(ps: &[G1Affine], qs: &[G2Affine]) -> Peers {
    let terms: Vec<(&G1Affine, &G2Affine)> = ps.iter().zip(qs).collect();
    let e = *bls381::multi_miller_loop_unprepared(&terms)
        .final_exponentiation()
        .as_fp12();
    let xs: Vec<ark::G1Affine> = ps.iter().map(ark_g1).collect();
    let ys: Vec<ark::G2Affine> = qs.iter().map(ark_g2).collect();
    let us: Vec<zk::G1Affine> = ps.iter().map(zk_g1).collect();
    let vs: Vec<zk::G2Affine> = qs.iter().map(zk_g2).collect();
    let ark_mp = move |xs: &[ark::G1Affine], ys: &[ark::G2Affine]| {
        ark::Bls12_381::multi_pairing(xs.iter().copied(), ys.iter().copied())
    };
    let zk_mp = move |us: &[zk::G1Affine], vs: &[zk::G2Affine]| {
        let prepared: Vec<zk::G2Prepared> = vs.iter().copied().map(zk::G2Prepared::from).collect();
        let terms: Vec<(&zk::G1Affine, &zk::G2Prepared)> = us.iter().zip(&prepared).collect();
        zk::multi_miller_loop(&terms).final_exponentiation()
    };
    let ark_ok = same_fq12(&ark_mp(&xs, &ys).0, &e);
    let zk_ok = same_zk_gt(&zk_mp(&us, &vs), &e);
    Peers {
        ark: peer(move || ark_mp(black_box(&xs), black_box(&ys)), ark_ok),
        zk: peer(move || zk_mp(black_box(&us), black_box(&vs)), zk_ok),
    }
}
