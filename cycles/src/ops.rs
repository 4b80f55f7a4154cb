//! The operations of the table, in one list ([`OPS`]). Adding an operation is one entry there
//! plus its setup function below.
//!
//! A setup function builds the inputs once (the same values for both libraries, converted
//! through their byte encodings or made by both from the same hash input), checks that the two
//! libraries compute the same result from them, and returns the two closures that run one
//! operation each (a latency row's closures run a dependent chain of n steps instead), with the
//! peers' closures when the `peers` feature builds them (`peers.rs`).
//!
//! Every closure's inputs pass through `black_box` and its output is consumed by `black_box`,
//! and each operation does the same work as the same-named group of `benches/*.rs`, so the
//! numbers are comparable with criterion's.

use std::hint::black_box;

use bls381::backend::lanes::{force_ifma, ifma_available};
use bls381::field::{Fp, Fp12, Fp2, Fp6, Fr};
use bls381::hash_to_curve::{hash_to_g1, hash_to_g2, hash_to_g2_batch};
use bls381::signature::min_pk as sig;
use bls381::{
    miller_loop as ml, multi_miller_loop_unprepared, pairing as pair_ours, G1Affine, G1Projective,
    G2Affine, G2Projective, MillerLoopResult,
};
use blst::*;
use rand::rngs::StdRng;

/// Runs the operation `n` times.
pub type Runner = Box<dyn FnMut(u64)>;

/// Both halves of one table row, and the peers' columns where they are built.
pub struct Pair {
    pub ours: Runner,
    pub blst: Runner,
    /// Whether the two libraries computed the same value from the same inputs (checked once,
    /// during setup, on the inputs that are then timed).
    pub agree: bool,
    pub peers: Peers,
}

impl Pair {
    /// The same row with the peers' columns (none without the `peers` feature).
    fn with(self, peers: Peers) -> Pair {
        Pair { peers, ..self }
    }
}

/// One peer library's half of a row: its runner and whether it computed bls381's result.
pub struct Peer {
    pub run: Runner,
    pub agree: bool,
}

/// The optional columns (`--features peers`, `--peers`); `None` where the library lacks the
/// operation (or the feature is off).
#[derive(Default)]
pub struct Peers {
    pub ark: Option<Peer>,
    pub zk: Option<Peer>,
}

/// `peers::$f(args)` with the `peers` feature, no columns without it: the arguments are not
/// evaluated then, so the default build pays nothing for them.
macro_rules! peers {
    ($($f:ident)::+($($arg:expr),* $(,)?)) => {{
        #[cfg(feature = "peers")]
        let p = crate::peers::$($f)::+($($arg),*);
        #[cfg(not(feature = "peers"))]
        let p = Peers::default();
        p
    }};
}

pub struct Op {
    pub name: &'static str,
    pub setup: fn(&mut StdRng) -> Pair,
    /// What exactly is timed, where the name does not say it all (printed under the table).
    pub note: &'static str,
}

const fn op(name: &'static str, setup: fn(&mut StdRng) -> Pair) -> Op {
    Op {
        name,
        setup,
        note: "",
    }
}

const fn op_noted(name: &'static str, setup: fn(&mut StdRng) -> Pair, note: &'static str) -> Op {
    Op { name, setup, note }
}

/// The table, top to bottom.
#[rustfmt::skip]
pub const OPS: &[Op] = &[
    op("Fp mul", fp_mul),
    op_noted("Fp mul (latency)", fp_mul_latency, "x = x * y, each product the next one's input (blst: blst_fp_mul(&x, &x, &y), in place)"),
    op("Fp sqr", fp_sqr),
    op_noted("Fp sqr (latency)", fp_sqr_latency, "x = x.square() chained (blst: blst_fp_sqr(&x, &x))"),
    op("Fp invert", fp_invert),
    op("Fp sqrt", fp_sqrt),
    op("Fr mul", fr_mul),
    op_noted("Fr mul (latency)", fr_mul_latency, "x = x * y chained (blst: blst_fr_mul(&x, &x, &y))"),
    op("Fr sqr", fr_sqr),
    op_noted("Fr sqr (latency)", fr_sqr_latency, "x = x.square() chained (blst: blst_fr_sqr(&x, &x))"),
    op("Fr invert", fr_invert),
    op("Fp2 mul", fp2_mul),
    op_noted("Fp2 mul (latency)", fp2_mul_latency, "x = x * y chained (blst: blst_fp2_mul(&x, &x, &y))"),
    op("Fp2 sqr", fp2_sqr),
    op_noted("Fp2 sqr (latency)", fp2_sqr_latency, "x = x.square() chained (blst: blst_fp2_sqr(&x, &x))"),
    op("Fp12 mul", fp12_mul),
    op("Fp12 sqr", fp12_sqr),
    op("Fp12 cyclotomic sqr", fp12_cyclotomic_sqr),
    op("G1 add", g1_add),
    op("G1 double", g1_double),
    op_noted("G1 scalar mul", g1_mul, "constant time, 255-bit scalar (bls381: `p * k`; blst: blst_p1_mult)"),
    op_noted("G1 scalar mul (vartime)", g1_mul_vartime, "variable time, 255-bit scalar (bls381: `mul_vartime`); blst has no variable-time single multiplication: its column is the constant-time blst_p1_mult"),
    op("G1 subgroup check", g1_subgroup_check),
    op_noted("G1 decompress (checked)", g1_decompress, "48 bytes to an affine point: on-curve and subgroup checks"),
    op("G2 add", g2_add),
    op("G2 double", g2_double),
    op_noted("G2 scalar mul", g2_mul, "constant time, 255-bit scalar (bls381: `p * k`; blst: blst_p2_mult)"),
    op_noted("G2 scalar mul (vartime)", g2_mul_vartime, "variable time, 255-bit scalar (bls381: `mul_vartime`); blst has no variable-time single multiplication: its column is the constant-time blst_p2_mult"),
    op("G2 subgroup check", g2_subgroup_check),
    op_noted("G2 decompress (checked)", g2_decompress, "96 bytes to an affine point: on-curve and subgroup checks"),
    op("Miller loop", miller_loop),
    op("final exponentiation", final_exp),
    op("pairing", pairing),
    op_noted("multi-pairing x8", multi_pairing_8, "one shared Miller loop over 8 pairs (no precomputed lines) and one final exponentiation"),
    op_noted("hash to G1", hash_to_g1_op, "RFC 9380 BLS12381G1_XMD:SHA-256_SSWU_RO_, 32-byte message"),
    op_noted("hash to G2", hash_to_g2_op, "RFC 9380 BLS12381G2_XMD:SHA-256_SSWU_RO_, 32-byte message (Ethereum's DST)"),
    op_noted("hash x64 to G2", hash_64_to_g2, "64 distinct 32-byte messages, Ethereum's DST (bls381: hash_to_g2_batch, affine out; blst: 64 calls of blst_hash_to_g2, projective out)"),
    op_noted("hash x64 to G2 (IFMA off)", hash_64_to_g2_scalar, "the row above with bls381's AVX-512 IFMA lanes forced off (the same as it on a CPU without them)"),
    op_noted("G1 MSM x4096", g1_msm_4096, "variable time, 4096 affine points and 255-bit scalars, one thread (bls381: msm_vartime; blst: blst_p1s_mult_pippenger)"),
    op_noted("G1 MSM x4096 (IFMA off)", g1_msm_4096_scalar, "the row above with bls381's IFMA lanes forced off"),
    op_noted("G2 MSM x1024", g2_msm_1024, "variable time, 1024 affine points and 255-bit scalars, one thread (bls381: msm_vartime; blst: blst_p2s_mult_pippenger)"),
    op_noted("G2 MSM x1024 (IFMA off)", g2_msm_1024_scalar, "the row above with bls381's IFMA lanes forced off"),
    op_noted("sign (min-pk)", sign, "Ethereum's ciphersuite (proof of possession), 32-byte message: hash to G2 and a constant-time multiplication"),
    op_noted("verify (min-pk)", verify, "validated public key (cached), signature as 96 bytes: decompression, subgroup check, pairing check"),
    op_noted("fast_aggregate_verify x64", fast_aggregate_verify_64, "64 validated public keys (cached), one message, aggregate signature as 96 bytes (decompressed and subgroup-checked in the timing)"),
];

// ---------------------------------------------------------------------------------------------
// Helpers

fn run<T>(mut f: impl FnMut() -> T + 'static) -> Runner {
    Box::new(move |n| {
        for _ in 0..n {
            black_box(f());
        }
    })
}

fn pair<T, U>(
    ours: impl FnMut() -> T + 'static,
    blst: impl FnMut() -> U + 'static,
    agree: bool,
) -> Pair {
    Pair {
        ours: run(ours),
        blst: run(blst),
        agree,
        peers: Peers::default(),
    }
}

/// How many steps of a latency chain are compared between the libraries before timing.
pub const CHAIN_CHECK: u64 = 1000;

/// A latency row's runner: `f(n)` runs a dependent chain of n steps and returns its end.
pub fn chained<T>(f: impl Fn(u64) -> T + 'static) -> Runner {
    Box::new(move |n| {
        black_box(f(n));
    })
}

/// A latency row: both chains (`f(n)`: n dependent steps from the same start), compared after
/// [`CHAIN_CHECK`] steps.
fn chain_pair<T, U>(
    ours: impl Fn(u64) -> T + 'static,
    blst: impl Fn(u64) -> U + 'static,
    same: impl FnOnce(&T, &U) -> bool,
) -> Pair {
    let agree = same(&ours(CHAIN_CHECK), &blst(CHAIN_CHECK));
    Pair {
        ours: chained(ours),
        blst: chained(blst),
        agree,
        peers: Peers::default(),
    }
}

/// The ciphersuites of Ethereum's min-pk BLS (proof-of-possession scheme) and its G1 twin.
const DST_G2: &[u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
const DST_G1: &[u8] = b"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_";

fn bytes32(rng: &mut StdRng) -> [u8; 32] {
    Fr::random(rng).to_bytes()
}

fn ok(e: BLST_ERROR) -> bool {
    e == BLST_ERROR::BLST_SUCCESS
}

fn fp_to_blst(a: &Fp) -> blst_fp {
    let mut out = blst_fp::default();
    // SAFETY: reads 48 bytes from a live array, writes one blst_fp.
    unsafe { blst_fp_from_bendian(&mut out, a.to_bytes().as_ptr()) };
    out
}

fn fp_from_blst(a: &blst_fp) -> Fp {
    let mut bytes = [0u8; 48];
    // SAFETY: writes 48 bytes into a live array, reads one blst_fp.
    unsafe { blst_bendian_from_fp(bytes.as_mut_ptr(), a) };
    Fp::from_bytes(&bytes).unwrap()
}

fn fr_to_blst(a: &Fr) -> blst_fr {
    let mut s = blst_scalar::default();
    let mut out = blst_fr::default();
    // SAFETY: reads 32 bytes from a live array; writes into live out-parameters.
    unsafe {
        blst_scalar_from_lendian(&mut s, a.to_bytes().as_ptr());
        blst_fr_from_scalar(&mut out, &s);
    }
    out
}

fn fr_from_blst(a: &blst_fr) -> Fr {
    let mut s = blst_scalar::default();
    let mut bytes = [0u8; 32];
    // SAFETY: reads one blst_fr, writes into live out-parameters.
    unsafe {
        blst_scalar_from_fr(&mut s, a);
        blst_lendian_from_scalar(bytes.as_mut_ptr(), &s);
    }
    Fr::from_bytes(&bytes).unwrap()
}

fn fp2_to_blst(a: &Fp2) -> blst_fp2 {
    blst_fp2 {
        fp: [fp_to_blst(&a.c0), fp_to_blst(&a.c1)],
    }
}

fn fp2_from_blst(a: &blst_fp2) -> Fp2 {
    Fp2::new(fp_from_blst(&a.fp[0]), fp_from_blst(&a.fp[1]))
}

fn fp6_from_blst(a: &blst_fp6) -> Fp6 {
    Fp6 {
        c0: fp2_from_blst(&a.fp2[0]),
        c1: fp2_from_blst(&a.fp2[1]),
        c2: fp2_from_blst(&a.fp2[2]),
    }
}

fn fp12_from_blst(a: &blst_fp12) -> Fp12 {
    Fp12::new(fp6_from_blst(&a.fp6[0]), fp6_from_blst(&a.fp6[1]))
}

fn blst_hash_g1(msg: &[u8], dst: &[u8]) -> blst_p1 {
    let mut p = blst_p1::default();
    // SAFETY: reads live byte slices with their lengths (no augmentation), writes one point.
    unsafe {
        blst_hash_to_g1(
            &mut p,
            msg.as_ptr(),
            msg.len(),
            dst.as_ptr(),
            dst.len(),
            std::ptr::null(),
            0,
        )
    };
    p
}

fn blst_hash_g2(msg: &[u8], dst: &[u8]) -> blst_p2 {
    let mut p = blst_p2::default();
    // SAFETY: as above.
    unsafe {
        blst_hash_to_g2(
            &mut p,
            msg.as_ptr(),
            msg.len(),
            dst.as_ptr(),
            dst.len(),
            std::ptr::null(),
            0,
        )
    };
    p
}

/// One random G1 point in both libraries, each in its own projective form with Z != 1 (as after
/// any arithmetic): both hash the same message.
fn g1_random(rng: &mut StdRng) -> (G1Projective, blst_p1) {
    let msg = bytes32(rng);
    (hash_to_g1(&msg, DST_G1), blst_hash_g1(&msg, DST_G1))
}

fn g2_random(rng: &mut StdRng) -> (G2Projective, blst_p2) {
    let msg = bytes32(rng);
    (hash_to_g2(&msg, DST_G2), blst_hash_g2(&msg, DST_G2))
}

fn g1_affine(p: &blst_p1) -> blst_p1_affine {
    let mut a = blst_p1_affine::default();
    // SAFETY: reads one point, writes one point.
    unsafe { blst_p1_to_affine(&mut a, p) };
    a
}

fn g2_affine(p: &blst_p2) -> blst_p2_affine {
    let mut a = blst_p2_affine::default();
    // SAFETY: as above.
    unsafe { blst_p2_to_affine(&mut a, p) };
    a
}

fn g1_bytes(p: &blst_p1) -> [u8; 48] {
    let mut c = [0u8; 48];
    // SAFETY: writes 48 bytes into a live array, reads one point.
    unsafe { blst_p1_compress(c.as_mut_ptr(), p) };
    c
}

fn g2_bytes(p: &blst_p2) -> [u8; 96] {
    let mut c = [0u8; 96];
    // SAFETY: writes 96 bytes into a live array, reads one point.
    unsafe { blst_p2_compress(c.as_mut_ptr(), p) };
    c
}

/// Whether a bls381 point and a blst point are the same point (compressed encodings).
fn same_g1(ours: &G1Projective, theirs: &blst_p1) -> bool {
    G1Affine::from(ours).to_compressed() == g1_bytes(theirs)
}

fn same_g2(ours: &G2Projective, theirs: &blst_p2) -> bool {
    G2Affine::from(ours).to_compressed() == g2_bytes(theirs)
}

/// A random-looking full Fp12 element: a Miller loop value (blst's).
fn blst_fp12_random(rng: &mut StdRng) -> blst_fp12 {
    let (p, q) = (g1_affine(&g1_random(rng).1), g2_affine(&g2_random(rng).1));
    let mut f = blst_fp12::default();
    // SAFETY: reads two affine points, writes one Fp12.
    unsafe { blst_miller_loop(&mut f, &q, &p) };
    f
}

fn blst_final(f: &blst_fp12) -> blst_fp12 {
    let mut r = blst_fp12::default();
    // SAFETY: reads one Fp12, writes one.
    unsafe { blst_final_exp(&mut r, f) };
    r
}

// ---------------------------------------------------------------------------------------------
// Fields

fn fp_mul(rng: &mut StdRng) -> Pair {
    let (a, b) = (Fp::random(rng), Fp::random(rng));
    let (ba, bb) = (fp_to_blst(&a), fp_to_blst(&b));
    let blst = move || {
        let mut r = blst_fp::default();
        // SAFETY: valid pointers to initialised elements.
        unsafe { blst_fp_mul(&mut r, black_box(&ba), black_box(&bb)) };
        r
    };
    let same = a * b == fp_from_blst(&blst());
    pair(move || black_box(a) * black_box(b), blst, same).with(peers!(fp_mul(a, b)))
}

/// The latency rows chain through the public API as a caller does (Horner's rule, an
/// exponentiation): each call waits for the previous one's output. blst's calls work in place,
/// as its callers use them. The start and the multiplier pass through `black_box` once, so the
/// compiler cannot fold them; the chain itself is not fenced, as a caller's would not be.
// `x = x * y` rather than `x *= y`: the by-value operator, as formulas are usually written.
#[allow(clippy::assign_op_pattern)]
fn fp_mul_latency(rng: &mut StdRng) -> Pair {
    let (a, b) = (Fp::random(rng), Fp::random(rng));
    let (ba, bb) = (fp_to_blst(&a), fp_to_blst(&b));
    let ours = move |n| {
        let (mut x, y) = (black_box(a), black_box(b));
        for _ in 0..n {
            x = x * y;
        }
        x
    };
    let blst = move |n| {
        let (mut x, y) = (black_box(ba), black_box(bb));
        let p: *mut blst_fp = &mut x;
        for _ in 0..n {
            // SAFETY: blst allows the output to alias an input; both point to live elements.
            unsafe { blst_fp_mul(p, p, &y) };
        }
        x
    };
    chain_pair(ours, blst, |o, t| *o == fp_from_blst(t)).with(peers!(fp_mul_latency(a, b)))
}

fn fp_sqr(rng: &mut StdRng) -> Pair {
    let a = Fp::random(rng);
    let ba = fp_to_blst(&a);
    let blst = move || {
        let mut r = blst_fp::default();
        // SAFETY: as above.
        unsafe { blst_fp_sqr(&mut r, black_box(&ba)) };
        r
    };
    let same = a.square() == fp_from_blst(&blst());
    pair(move || black_box(a).square(), blst, same).with(peers!(fp_sqr(a)))
}

fn fp_sqr_latency(rng: &mut StdRng) -> Pair {
    let a = Fp::random(rng);
    let ba = fp_to_blst(&a);
    let ours = move |n| {
        let mut x = black_box(a);
        for _ in 0..n {
            x = x.square();
        }
        x
    };
    let blst = move |n| {
        let mut x = black_box(ba);
        let p: *mut blst_fp = &mut x;
        for _ in 0..n {
            // SAFETY: as above.
            unsafe { blst_fp_sqr(p, p) };
        }
        x
    };
    chain_pair(ours, blst, |o, t| *o == fp_from_blst(t)).with(peers!(fp_sqr_latency(a)))
}

fn fp_invert(rng: &mut StdRng) -> Pair {
    let a = Fp::random(rng);
    let ba = fp_to_blst(&a);
    let blst = move || {
        let mut r = blst_fp::default();
        // SAFETY: as above.
        unsafe { blst_fp_inverse(&mut r, black_box(&ba)) };
        r
    };
    let same = a.invert().unwrap() == fp_from_blst(&blst());
    pair(move || black_box(a).invert(), blst, same).with(peers!(fp_invert(a)))
}

fn fp_sqrt(rng: &mut StdRng) -> Pair {
    let a = Fp::random(rng).square();
    let ba = fp_to_blst(&a);
    let blst = move || {
        let mut r = blst_fp::default();
        // SAFETY: as above.
        let ok = unsafe { blst_fp_sqrt(&mut r, black_box(&ba)) };
        (r, ok)
    };
    // The two may pick opposite roots: compare squares.
    let ours = a.sqrt().unwrap();
    let same = ours.square() == a && fp_from_blst(&blst().0).square() == a;
    pair(move || black_box(a).sqrt(), blst, same).with(peers!(fp_sqrt(a)))
}

fn fr_mul(rng: &mut StdRng) -> Pair {
    let (a, b) = (Fr::random(rng), Fr::random(rng));
    let (ba, bb) = (fr_to_blst(&a), fr_to_blst(&b));
    let blst = move || {
        let mut r = blst_fr::default();
        // SAFETY: valid pointers to initialised elements.
        unsafe { blst_fr_mul(&mut r, black_box(&ba), black_box(&bb)) };
        r
    };
    let same = a * b == fr_from_blst(&blst());
    pair(move || black_box(a) * black_box(b), blst, same).with(peers!(fr_mul(a, b)))
}

// `x = x * y` rather than `x *= y`: the by-value operator, as formulas are usually written.
#[allow(clippy::assign_op_pattern)]
fn fr_mul_latency(rng: &mut StdRng) -> Pair {
    let (a, b) = (Fr::random(rng), Fr::random(rng));
    let (ba, bb) = (fr_to_blst(&a), fr_to_blst(&b));
    let ours = move |n| {
        let (mut x, y) = (black_box(a), black_box(b));
        for _ in 0..n {
            x = x * y;
        }
        x
    };
    let blst = move |n| {
        let (mut x, y) = (black_box(ba), black_box(bb));
        let p: *mut blst_fr = &mut x;
        for _ in 0..n {
            // SAFETY: as in fp_mul_latency.
            unsafe { blst_fr_mul(p, p, &y) };
        }
        x
    };
    chain_pair(ours, blst, |o, t| *o == fr_from_blst(t)).with(peers!(fr_mul_latency(a, b)))
}

fn fr_sqr(rng: &mut StdRng) -> Pair {
    let a = Fr::random(rng);
    let ba = fr_to_blst(&a);
    let blst = move || {
        let mut r = blst_fr::default();
        // SAFETY: valid pointers to initialised elements.
        unsafe { blst_fr_sqr(&mut r, black_box(&ba)) };
        r
    };
    let same = a.square() == fr_from_blst(&blst());
    pair(move || black_box(a).square(), blst, same).with(peers!(fr_sqr(a)))
}

fn fr_sqr_latency(rng: &mut StdRng) -> Pair {
    let a = Fr::random(rng);
    let ba = fr_to_blst(&a);
    let ours = move |n| {
        let mut x = black_box(a);
        for _ in 0..n {
            x = x.square();
        }
        x
    };
    let blst = move |n| {
        let mut x = black_box(ba);
        let p: *mut blst_fr = &mut x;
        for _ in 0..n {
            // SAFETY: as in fp_mul_latency.
            unsafe { blst_fr_sqr(p, p) };
        }
        x
    };
    chain_pair(ours, blst, |o, t| *o == fr_from_blst(t)).with(peers!(fr_sqr_latency(a)))
}

fn fr_invert(rng: &mut StdRng) -> Pair {
    let a = Fr::random(rng);
    let ba = fr_to_blst(&a);
    let blst = move || {
        let mut r = blst_fr::default();
        // SAFETY: as above.
        unsafe { blst_fr_inverse(&mut r, black_box(&ba)) };
        r
    };
    let same = a.invert().unwrap() == fr_from_blst(&blst());
    pair(move || black_box(a).invert(), blst, same).with(peers!(fr_invert(a)))
}

fn fp2_mul(rng: &mut StdRng) -> Pair {
    let (a, b) = (Fp2::random(rng), Fp2::random(rng));
    let (ba, bb) = (fp2_to_blst(&a), fp2_to_blst(&b));
    let blst = move || {
        let mut r = blst_fp2::default();
        // SAFETY: valid pointers to initialised elements.
        unsafe { blst_fp2_mul(&mut r, black_box(&ba), black_box(&bb)) };
        r
    };
    let same = a * b == fp2_from_blst(&blst());
    pair(move || black_box(a) * black_box(b), blst, same).with(peers!(fp2_mul(a, b)))
}

// `x = x * y` rather than `x *= y`: the by-value operator, as formulas are usually written.
#[allow(clippy::assign_op_pattern)]
fn fp2_mul_latency(rng: &mut StdRng) -> Pair {
    let (a, b) = (Fp2::random(rng), Fp2::random(rng));
    let (ba, bb) = (fp2_to_blst(&a), fp2_to_blst(&b));
    let ours = move |n| {
        let (mut x, y) = (black_box(a), black_box(b));
        for _ in 0..n {
            x = x * y;
        }
        x
    };
    let blst = move |n| {
        let (mut x, y) = (black_box(ba), black_box(bb));
        let p: *mut blst_fp2 = &mut x;
        for _ in 0..n {
            // SAFETY: as in fp_mul_latency.
            unsafe { blst_fp2_mul(p, p, &y) };
        }
        x
    };
    chain_pair(ours, blst, |o, t| *o == fp2_from_blst(t)).with(peers!(fp2_mul_latency(a, b)))
}

fn fp2_sqr(rng: &mut StdRng) -> Pair {
    let a = Fp2::random(rng);
    let ba = fp2_to_blst(&a);
    let blst = move || {
        let mut r = blst_fp2::default();
        // SAFETY: as above.
        unsafe { blst_fp2_sqr(&mut r, black_box(&ba)) };
        r
    };
    let same = a.square() == fp2_from_blst(&blst());
    pair(move || black_box(a).square(), blst, same).with(peers!(fp2_sqr(a)))
}

fn fp2_sqr_latency(rng: &mut StdRng) -> Pair {
    let a = Fp2::random(rng);
    let ba = fp2_to_blst(&a);
    let ours = move |n| {
        let mut x = black_box(a);
        for _ in 0..n {
            x = x.square();
        }
        x
    };
    let blst = move |n| {
        let mut x = black_box(ba);
        let p: *mut blst_fp2 = &mut x;
        for _ in 0..n {
            // SAFETY: as in fp_mul_latency.
            unsafe { blst_fp2_sqr(p, p) };
        }
        x
    };
    chain_pair(ours, blst, |o, t| *o == fp2_from_blst(t)).with(peers!(fp2_sqr_latency(a)))
}

/// Full Fp12 elements (Miller loop values), the same for both libraries.
fn fp12_mul(rng: &mut StdRng) -> Pair {
    let (ba, bb) = (blst_fp12_random(rng), blst_fp12_random(rng));
    let (a, b) = (fp12_from_blst(&ba), fp12_from_blst(&bb));
    let blst = move || {
        let mut r = blst_fp12::default();
        // SAFETY: as above.
        unsafe { blst_fp12_mul(&mut r, black_box(&ba), black_box(&bb)) };
        r
    };
    let same = a * b == fp12_from_blst(&blst());
    pair(move || black_box(a) * black_box(b), blst, same).with(peers!(fp12_mul(a, b)))
}

fn fp12_sqr(rng: &mut StdRng) -> Pair {
    let ba = blst_fp12_random(rng);
    let a = fp12_from_blst(&ba);
    let blst = move || {
        let mut r = blst_fp12::default();
        // SAFETY: as above.
        unsafe { blst_fp12_sqr(&mut r, black_box(&ba)) };
        r
    };
    let same = a.square() == fp12_from_blst(&blst());
    pair(move || black_box(a).square(), blst, same).with(peers!(fp12_sqr(a)))
}

/// An element of the cyclotomic subgroup (a final exponentiation's output).
fn fp12_cyclotomic_sqr(rng: &mut StdRng) -> Pair {
    let f = blst_fp12_random(rng);
    let mut ba = blst_fp12::default();
    // SAFETY: reads one Fp12, writes one Fp12.
    unsafe { blst_final_exp(&mut ba, &f) };
    let a = fp12_from_blst(&ba);
    let blst = move || {
        let mut r = blst_fp12::default();
        // SAFETY: valid pointers to initialised elements.
        unsafe { blst_fp12_cyclotomic_sqr(&mut r, black_box(&ba)) };
        r
    };
    let same = a.cyclotomic_square() == fp12_from_blst(&blst());
    pair(move || black_box(a).cyclotomic_square(), blst, same).with(peers!(fp12_cyclotomic_sqr(a)))
}

// ---------------------------------------------------------------------------------------------
// Groups

/// The five point operations of one group; `$random` gives the point in both libraries.
macro_rules! group_ops {
    (
        $pm:ident, $add:ident, $double:ident, $mul:ident, $mulvt:ident, $subgroup:ident,
        $decompress:ident,
        $random:ident, $same:ident, $to_affine:ident, $aff:ident, $bp:ident, $ba:ident,
        $bytes:ident, $n:literal, $badd:ident, $bdbl:ident, $bmult:ident, $bin_g:ident,
        $buncomp:ident, $bser:ident
    ) => {
        fn $add(rng: &mut StdRng) -> Pair {
            let ((a, ba), (b, bb)) = ($random(rng), $random(rng));
            let blst = move || {
                let mut r = $bp::default();
                // SAFETY: valid pointers to initialised points. (The complete addition, as
                // bls381's `+`.)
                unsafe { $badd(&mut r, black_box(&ba), black_box(&bb)) };
                r
            };
            let same = $same(&(a + b), &blst());
            pair(move || black_box(a) + black_box(b), blst, same).with(peers!($pm::add(a, b)))
        }

        fn $double(rng: &mut StdRng) -> Pair {
            let (a, ba) = $random(rng);
            let blst = move || {
                let mut r = $bp::default();
                // SAFETY: as above.
                unsafe { $bdbl(&mut r, black_box(&ba)) };
                r
            };
            let same = $same(&a.double(), &blst());
            pair(move || black_box(a).double(), blst, same).with(peers!($pm::double(a)))
        }

        fn $mul(rng: &mut StdRng) -> Pair {
            let (a, ba) = $random(rng);
            let k = Fr::random(rng);
            let kb = k.to_bytes();
            let blst = move || {
                let mut r = $bp::default();
                // SAFETY: reads one point and 32 scalar bytes (255 bits used), writes one point.
                unsafe { $bmult(&mut r, black_box(&ba), black_box(&kb).as_ptr(), 255) };
                r
            };
            let same = $same(&(a * k), &blst());
            pair(move || black_box(a) * black_box(k), blst, same).with(peers!($pm::mul(a, k)))
        }

        /// Paired with blst's constant-time multiplication: blst has no variable-time one.
        fn $mulvt(rng: &mut StdRng) -> Pair {
            let (a, ba) = $random(rng);
            let k = Fr::random(rng);
            let kb = k.to_bytes();
            let blst = move || {
                let mut r = $bp::default();
                // SAFETY: reads one point and 32 scalar bytes (255 bits used), writes one point.
                unsafe { $bmult(&mut r, black_box(&ba), black_box(&kb).as_ptr(), 255) };
                r
            };
            let same = $same(&a.mul_vartime(&k), &blst());
            pair(move || black_box(a).mul_vartime(black_box(&k)), blst, same)
                .with(peers!($pm::mul_vartime(a, k)))
        }

        fn $subgroup(rng: &mut StdRng) -> Pair {
            let (a, ba) = $random(rng);
            let (a, ba) = ($aff::from(a), $to_affine(&ba));
            // SAFETY: reads one initialised affine point.
            let blst = move || unsafe { $bin_g(black_box(&ba)) };
            let same = bool::from(a.is_torsion_free()) && blst();
            pair(move || black_box(a).is_torsion_free(), blst, same)
                .with(peers!($pm::subgroup_check(a)))
        }

        fn $decompress(rng: &mut StdRng) -> Pair {
            let (a, ba) = $random(rng);
            let c: [u8; $n] = $bytes(&ba);
            let blst = move || {
                let mut r = $ba::default();
                // SAFETY: reads $n bytes from a live array, writes one point and reads it: the
                // on-curve check, then the subgroup check (what bls381's from_compressed does).
                unsafe {
                    let ok = ok($buncomp(&mut r, black_box(&c).as_ptr()));
                    (r, ok && $bin_g(&r))
                }
            };
            let ours = $aff::from_compressed(&c);
            let (r, ok) = blst();
            let mut serialized = [0u8; 2 * $n];
            // SAFETY: writes 2 * $n bytes into a live array, reads one affine point.
            unsafe { $bser(serialized.as_mut_ptr(), &r) };
            let same = ok
                && bool::from(ours.is_some())
                && ours.unwrap() == $aff::from(a)
                && ours.unwrap().to_uncompressed() == serialized;
            pair(move || $aff::from_compressed(black_box(&c)), blst, same)
                .with(peers!($pm::decompress(c)))
        }
    };
}

group_ops!(
    g1,
    g1_add,
    g1_double,
    g1_mul,
    g1_mul_vartime,
    g1_subgroup_check,
    g1_decompress,
    g1_random,
    same_g1,
    g1_affine,
    G1Affine,
    blst_p1,
    blst_p1_affine,
    g1_bytes,
    48,
    blst_p1_add_or_double,
    blst_p1_double,
    blst_p1_mult,
    blst_p1_affine_in_g1,
    blst_p1_uncompress,
    blst_p1_affine_serialize
);
group_ops!(
    g2,
    g2_add,
    g2_double,
    g2_mul,
    g2_mul_vartime,
    g2_subgroup_check,
    g2_decompress,
    g2_random,
    same_g2,
    g2_affine,
    G2Affine,
    blst_p2,
    blst_p2_affine,
    g2_bytes,
    96,
    blst_p2_add_or_double,
    blst_p2_double,
    blst_p2_mult,
    blst_p2_affine_in_g2,
    blst_p2_uncompress,
    blst_p2_affine_serialize
);

/// An MSM row: `$n` distinct points P, P+Q, P+2Q, ... (cheaper to make than `$n` hashes) and
/// random scalars; blst gets the same points through their uncompressed encodings.
macro_rules! msm_op {
    (
        $name:ident, $n:literal, $pm:ident, $proj:ident, $aff:ident, $random:ident, $same:ident,
        $bp:ident, $ba:ident, $bdeser:ident, $bscratch:ident, $bpippenger:ident
    ) => {
        fn $name(rng: &mut StdRng) -> Pair {
            const N: usize = $n;
            let (mut p, q) = ($random(rng).0, $random(rng).0);
            let mut proj = Vec::with_capacity(N);
            for _ in 0..N {
                proj.push(p);
                p += q;
            }
            let mut points = vec![$aff::identity(); N];
            $proj::batch_normalize(&proj, &mut points);
            let scalars: Vec<Fr> = (0..N).map(|_| Fr::random(rng)).collect();
            let bpoints: Vec<$ba> = points
                .iter()
                .map(|p| {
                    let mut a = $ba::default();
                    // SAFETY: reads an uncompressed encoding from a live array, writes one point.
                    let e = unsafe { $bdeser(&mut a, p.to_uncompressed().as_ptr()) };
                    assert!(ok(e), "blst rejected a bls381 point");
                    a
                })
                .collect();
            let bscalars: Vec<[u8; 32]> = scalars.iter().map(|k| k.to_bytes()).collect();
            // SAFETY: a pure size computation.
            let scratch_bytes = unsafe { $bscratch(N) };
            let mut scratch =
                vec![0 as limb_t; scratch_bytes.div_ceil(std::mem::size_of::<limb_t>())];
            let mut blst = move || {
                let pts: [*const $ba; 2] = [bpoints.as_ptr(), std::ptr::null()];
                let scs: [*const u8; 2] = [bscalars.as_ptr().cast(), std::ptr::null()];
                let mut r = $bp::default();
                // SAFETY: blst reads N consecutive points and N consecutive 32-byte scalars when
                // given a null-terminated one-element pointer list; the scratch space has the
                // size blst asked for.
                unsafe {
                    $bpippenger(
                        &mut r,
                        black_box(pts.as_ptr()),
                        N,
                        black_box(scs.as_ptr()),
                        255,
                        scratch.as_mut_ptr(),
                    )
                };
                r
            };
            let same = $same(&$proj::msm_vartime(&points, &scalars), &blst());
            let peers = peers!($pm::msm(&points, &scalars));
            let ours = move || $proj::msm_vartime(black_box(&points), black_box(&scalars));
            pair(ours, blst, same).with(peers)
        }
    };
}

msm_op!(
    g1_msm_4096,
    4096,
    g1,
    G1Projective,
    G1Affine,
    g1_random,
    same_g1,
    blst_p1,
    blst_p1_affine,
    blst_p1_deserialize,
    blst_p1s_mult_pippenger_scratch_sizeof,
    blst_p1s_mult_pippenger
);
msm_op!(
    g2_msm_1024,
    1024,
    g2,
    G2Projective,
    G2Affine,
    g2_random,
    same_g2,
    blst_p2,
    blst_p2_affine,
    blst_p2_deserialize,
    blst_p2s_mult_pippenger_scratch_sizeof,
    blst_p2s_mult_pippenger
);

// ---------------------------------------------------------------------------------------------
// Pairing

/// One (P, Q) pair in both libraries, affine.
fn pairing_inputs(rng: &mut StdRng) -> ((G1Affine, G2Affine), (blst_p1_affine, blst_p2_affine)) {
    let ((p, bp), (q, bq)) = (g1_random(rng), g2_random(rng));
    (
        (G1Affine::from(p), G2Affine::from(q)),
        (g1_affine(&bp), g2_affine(&bq)),
    )
}

fn blst_ml(p: &blst_p1_affine, q: &blst_p2_affine) -> blst_fp12 {
    let mut f = blst_fp12::default();
    // SAFETY: reads two affine points, writes one Fp12.
    unsafe { blst_miller_loop(&mut f, q, p) };
    f
}

/// The two Miller loops may differ by a factor that the final exponentiation kills (line
/// scaling), so they are compared after it.
fn miller_loop(rng: &mut StdRng) -> Pair {
    let ((p, q), (bp, bq)) = pairing_inputs(rng);
    let blst = move || blst_ml(black_box(&bp), black_box(&bq));
    let same = *ml(&p, &q).final_exponentiation().as_fp12() == fp12_from_blst(&blst_final(&blst()));
    pair(move || ml(black_box(&p), black_box(&q)), blst, same).with(peers!(miller_loop(p, q)))
}

/// The input is blst's Miller loop value of a random pair (a peer that cannot take an Fp12 as a
/// Miller loop result computes its own from the same pair).
#[cfg_attr(not(feature = "peers"), allow(unused_variables))]
fn final_exp(rng: &mut StdRng) -> Pair {
    let ((p, q), (bp, bq)) = pairing_inputs(rng);
    let bf = blst_ml(&bp, &bq);
    let f12 = fp12_from_blst(&bf);
    let f = MillerLoopResult::from_fp12(f12);
    let blst = move || blst_final(black_box(&bf));
    let same = *f.final_exponentiation().as_fp12() == fp12_from_blst(&blst());
    pair(move || black_box(f).final_exponentiation(), blst, same).with(peers!(final_exp(f12, p, q)))
}

fn pairing(rng: &mut StdRng) -> Pair {
    let ((p, q), (bp, bq)) = pairing_inputs(rng);
    let blst = move || blst_final(&blst_ml(black_box(&bp), black_box(&bq)));
    let same = *pair_ours(&p, &q).as_fp12() == fp12_from_blst(&blst());
    pair(move || pair_ours(black_box(&p), black_box(&q)), blst, same).with(peers!(pairing(p, q)))
}

fn multi_pairing_8(rng: &mut StdRng) -> Pair {
    let inputs: Vec<_> = (0..8).map(|_| pairing_inputs(rng)).collect();
    let ps: Vec<G1Affine> = inputs.iter().map(|i| i.0 .0).collect();
    let qs: Vec<G2Affine> = inputs.iter().map(|i| i.0 .1).collect();
    let bps: Vec<blst_p1_affine> = inputs.iter().map(|i| i.1 .0).collect();
    let bqs: Vec<blst_p2_affine> = inputs.iter().map(|i| i.1 .1).collect();
    let blst = move || {
        // Contiguous arrays: a null second pointer tells blst so (as benches/pairing.rs).
        let q: [*const blst_p2_affine; 2] = [bqs.as_ptr(), std::ptr::null()];
        let p: [*const blst_p1_affine; 2] = [bps.as_ptr(), std::ptr::null()];
        let mut f = blst_fp12::default();
        // SAFETY: the arrays hold 8 initialised points each.
        unsafe { blst_miller_loop_n(&mut f, black_box(q.as_ptr()), black_box(p.as_ptr()), 8) };
        blst_final(&f)
    };
    let peers = peers!(multi_pairing(&ps, &qs));
    let ours = move || {
        let terms: [(&G1Affine, &G2Affine); 8] = std::array::from_fn(|i| (&ps[i], &qs[i]));
        multi_miller_loop_unprepared(black_box(&terms)).final_exponentiation()
    };
    let same = *ours().as_fp12() == fp12_from_blst(&blst());
    pair(ours, blst, same).with(peers)
}

// ---------------------------------------------------------------------------------------------
// Hashing and signatures (min-pk: public keys in G1, signatures in G2, Ethereum's DST)

fn hash_to_g1_op(rng: &mut StdRng) -> Pair {
    let msg = bytes32(rng);
    let blst = move || blst_hash_g1(black_box(&msg), DST_G1);
    let same = same_g1(&hash_to_g1(&msg, DST_G1), &blst());
    pair(move || hash_to_g1(black_box(&msg), DST_G1), blst, same)
        .with(peers!(hash_to_g1(msg, DST_G1)))
}

fn hash_to_g2_op(rng: &mut StdRng) -> Pair {
    let msg = bytes32(rng);
    let blst = move || blst_hash_g2(black_box(&msg), DST_G2);
    let same = same_g2(&hash_to_g2(&msg, DST_G2), &blst());
    pair(move || hash_to_g2(black_box(&msg), DST_G2), blst, same)
        .with(peers!(hash_to_g2(msg, DST_G2)))
}

fn hash_64_to_g2(rng: &mut StdRng) -> Pair {
    let msgs: Vec<[u8; 32]> = (0..64).map(|_| bytes32(rng)).collect();
    let bmsgs = msgs.clone();
    let blst = move || {
        black_box(&bmsgs)
            .iter()
            .map(|m| blst_hash_g2(m, DST_G2))
            .collect::<Vec<_>>()
    };
    let ours = hash_to_g2_batch(&msgs, DST_G2);
    let same = ours.len() == 64
        && ours
            .iter()
            .zip(&blst())
            .all(|(a, b)| same_g2(&G2Projective::from(a), b));
    pair(
        move || hash_to_g2_batch(black_box(&msgs), DST_G2),
        blst,
        same,
    )
}

/// `f()` with bls381's IFMA lanes off, then back as they were.
fn without_ifma<T>(f: impl FnOnce() -> T) -> T {
    let was = ifma_available();
    let _ = force_ifma(false);
    let r = f();
    if was {
        let _ = force_ifma(true);
    }
    r
}

/// `row` with bls381's IFMA lanes off while its side runs, the agreement check included
/// (blst's side is untouched).
fn ifma_off(row: fn(&mut StdRng) -> Pair, rng: &mut StdRng) -> Pair {
    let mut p = without_ifma(|| row(rng));
    let mut ours = p.ours;
    p.ours = Box::new(move |n| without_ifma(|| ours(n)));
    p.peers = Peers::default();
    p
}

fn hash_64_to_g2_scalar(rng: &mut StdRng) -> Pair {
    ifma_off(hash_64_to_g2, rng)
}

fn g1_msm_4096_scalar(rng: &mut StdRng) -> Pair {
    ifma_off(g1_msm_4096, rng)
}

fn g2_msm_1024_scalar(rng: &mut StdRng) -> Pair {
    ifma_off(g2_msm_1024, rng)
}

/// The same key in both libraries: KeyGen from the same 32 bytes of IKM.
fn keypair(rng: &mut StdRng) -> ((sig::SecretKey, sig::PublicKey), min_pk::SecretKey) {
    let ikm = bytes32(rng);
    let sk = sig::SecretKey::key_gen(&ikm, b"").unwrap();
    let pk = sk.public_key();
    ((sk, pk), min_pk::SecretKey::key_gen(&ikm, b"").unwrap())
}

fn sign(rng: &mut StdRng) -> Pair {
    let (((sk, _), bsk), msg) = (keypair(rng), bytes32(rng));
    let blst = move || black_box(&bsk).sign(black_box(&msg), DST_G2, &[]);
    let same = sig::Pop::sign(&sk, &msg).to_bytes() == blst().compress();
    pair(
        move || sig::Pop::sign(black_box(&sk), black_box(&msg)),
        blst,
        same,
    )
}

fn verify(rng: &mut StdRng) -> Pair {
    let (((sk, pk), _), msg) = (keypair(rng), bytes32(rng));
    let bytes = sig::Pop::sign(&sk, &msg).to_bytes();
    let bpk = min_pk::PublicKey::from_bytes(&pk.to_bytes()).unwrap();
    let blst = move || {
        let s = min_pk::Signature::from_bytes(black_box(&bytes)).unwrap();
        // Signature subgroup check on; the key was validated when it was cached.
        ok(s.verify(true, black_box(&msg), DST_G2, &[], &bpk, false))
    };
    let ours = move || {
        let s = sig::Signature::from_bytes(black_box(&bytes)).unwrap();
        sig::Pop::verify(&pk, black_box(&msg), &s).is_ok()
    };
    let same = ours() && blst();
    pair(ours, blst, same)
}

fn fast_aggregate_verify_64(rng: &mut StdRng) -> Pair {
    let msg = bytes32(rng);
    let keys: Vec<_> = (0..64).map(|_| keypair(rng)).collect();
    let sigs: Vec<sig::Signature> = keys
        .iter()
        .map(|((sk, _), _)| sig::Pop::sign(sk, &msg))
        .collect();
    let agg = sig::Pop::aggregate(&sigs).unwrap().to_bytes();
    let pks: Vec<sig::PublicKey> = keys.iter().map(|((_, pk), _)| *pk).collect();
    // Leaked (once per run) so that the closure can hold the references blst's API takes.
    let bpks: &'static [min_pk::PublicKey] =
        Vec::leak(keys.iter().map(|(_, bsk)| bsk.sk_to_pk()).collect());
    let bpk_refs: Vec<&min_pk::PublicKey> = bpks.iter().collect();
    let blst = move || {
        let s = min_pk::Signature::from_bytes(black_box(&agg)).unwrap();
        ok(s.fast_aggregate_verify(true, black_box(&msg), DST_G2, &bpk_refs))
    };
    let ours = move || {
        let s = sig::Signature::from_bytes(black_box(&agg)).unwrap();
        sig::Pop::fast_aggregate_verify(&pks, black_box(&msg), &s).is_ok()
    };
    let same = ours() && blst();
    pair(ours, blst, same)
}
