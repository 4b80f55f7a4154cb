//! The operations of the table, in one list ([`OPS`]). Adding an operation is one entry there
//! plus its setup function below.
//!
//! A setup function builds the inputs once (the same values for both libraries, converted through
//! their byte encodings) and returns the two closures that run one operation each. Operations
//! whose bls381 API has not landed yet are [`Op::waiting`]: their blst half is written and can be
//! measured alone (`--waiting`), and landing the API means turning the entry into [`Op::ready`]
//! with a setup that also returns the bls381 closure.
//!
//! Every closure's inputs pass through `black_box` and its output is consumed by `black_box`, as
//! in `benches/*.rs`, so the numbers are comparable with criterion's.

use std::hint::black_box;

use bls381::field::{Fp, Fp12, Fp2, Fp6, Fr};
use blst::*;
use rand::rngs::StdRng;

/// Runs the operation `n` times.
pub type Runner = Box<dyn FnMut(u64)>;

/// Both halves of one table row.
pub struct Pair {
    pub ours: Runner,
    pub blst: Runner,
    /// Whether the two libraries computed the same value from the same inputs (checked once
    /// during setup; `None` where no cheap comparison exists).
    pub agree: Option<bool>,
}

pub enum Setup {
    /// Both libraries have the operation.
    Ready(fn(&mut StdRng) -> Pair),
    /// Only blst's half exists: bls381 does not have the API yet.
    Waiting(fn(&mut StdRng) -> Runner),
}

pub struct Op {
    pub name: &'static str,
    pub setup: Setup,
}

impl Op {
    const fn ready(name: &'static str, f: fn(&mut StdRng) -> Pair) -> Op {
        Op {
            name,
            setup: Setup::Ready(f),
        }
    }
    const fn waiting(name: &'static str, f: fn(&mut StdRng) -> Runner) -> Op {
        Op {
            name,
            setup: Setup::Waiting(f),
        }
    }
    pub fn is_ready(&self) -> bool {
        matches!(self.setup, Setup::Ready(_))
    }
}

/// The table, top to bottom.
#[rustfmt::skip]
pub const OPS: &[Op] = &[
    Op::ready("Fp mul", fp_mul),
    Op::ready("Fp sqr", fp_sqr),
    Op::ready("Fp invert", fp_invert),
    Op::ready("Fp sqrt", fp_sqrt),
    Op::ready("Fr mul", fr_mul),
    Op::ready("Fr invert", fr_invert),
    Op::ready("Fp2 mul", fp2_mul),
    Op::ready("Fp2 sqr", fp2_sqr),
    Op::ready("Fp12 mul", fp12_mul),
    Op::ready("Fp12 sqr", fp12_sqr),
    Op::ready("Fp12 cyclotomic sqr", fp12_cyclotomic_sqr),
    // ---- waiting for bls381 APIs: turn each into Op::ready as the API lands in main ----
    Op::waiting("G1 add", g1_add),
    Op::waiting("G1 double", g1_double),
    Op::waiting("G1 scalar mul", g1_mul),
    Op::waiting("G1 subgroup check", g1_subgroup_check),
    Op::waiting("G1 decompress (checked)", g1_decompress),
    Op::waiting("G2 add", g2_add),
    Op::waiting("G2 double", g2_double),
    Op::waiting("G2 scalar mul", g2_mul),
    Op::waiting("G2 subgroup check", g2_subgroup_check),
    Op::waiting("G2 decompress (checked)", g2_decompress),
    Op::waiting("Miller loop", miller_loop),
    Op::waiting("final exponentiation", final_exp),
    Op::waiting("pairing", pairing),
    Op::waiting("multi-pairing x8", multi_pairing_8),
    Op::waiting("hash to G1", hash_to_g1),
    Op::waiting("hash to G2", hash_to_g2),
    Op::waiting("G1 MSM x4096", g1_msm_4096),
    Op::waiting("sign (min-pk)", sign),
    Op::waiting("verify (min-pk)", verify),
    Op::waiting("fast_aggregate_verify x64", fast_aggregate_verify_64),
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

fn pair<T, U>(ours: impl FnMut() -> T + 'static, blst: impl FnMut() -> U + 'static) -> Pair {
    Pair {
        ours: run(ours),
        blst: run(blst),
        agree: None,
    }
}

impl Pair {
    fn agree(mut self, same: bool) -> Pair {
        self.agree = Some(same);
        self
    }
}

/// The ciphersuites of Ethereum's min-pk BLS (proof-of-possession scheme) and its G1 twin.
const DST_G2: &[u8] = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
const DST_G1: &[u8] = b"BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_";

fn bytes32(rng: &mut StdRng) -> [u8; 32] {
    Fr::random(rng).to_bytes()
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

/// A random G1 point in projective form with Z != 1 (as after any arithmetic).
fn blst_g1_random(rng: &mut StdRng) -> blst_p1 {
    let msg = bytes32(rng);
    let mut p = blst_p1::default();
    // SAFETY: reads live byte slices with their lengths, writes one point.
    unsafe {
        blst_hash_to_g1(
            &mut p,
            msg.as_ptr(),
            msg.len(),
            DST_G1.as_ptr(),
            DST_G1.len(),
            [].as_ptr(),
            0,
        )
    };
    p
}

fn blst_g2_random(rng: &mut StdRng) -> blst_p2 {
    let msg = bytes32(rng);
    let mut p = blst_p2::default();
    // SAFETY: as above.
    unsafe {
        blst_hash_to_g2(
            &mut p,
            msg.as_ptr(),
            msg.len(),
            DST_G2.as_ptr(),
            DST_G2.len(),
            [].as_ptr(),
            0,
        )
    };
    p
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

/// A random-looking full Fp12 element: a Miller loop value.
fn blst_fp12_random(rng: &mut StdRng) -> blst_fp12 {
    let (p, q) = (
        g1_affine(&blst_g1_random(rng)),
        g2_affine(&blst_g2_random(rng)),
    );
    let mut f = blst_fp12::default();
    // SAFETY: reads two affine points, writes one Fp12.
    unsafe { blst_miller_loop(&mut f, &q, &p) };
    f
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
    pair(move || black_box(a) * black_box(b), blst).agree(same)
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
    pair(move || black_box(a).square(), blst).agree(same)
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
    pair(move || black_box(a).invert(), blst).agree(same)
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
    pair(move || black_box(a).sqrt(), blst).agree(same)
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
    pair(move || black_box(a) * black_box(b), blst).agree(same)
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
    pair(move || black_box(a).invert(), blst).agree(same)
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
    pair(move || black_box(a) * black_box(b), blst).agree(same)
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
    pair(move || black_box(a).square(), blst).agree(same)
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
    pair(move || black_box(a) * black_box(b), blst).agree(same)
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
    pair(move || black_box(a).square(), blst).agree(same)
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
    pair(move || black_box(a).cyclotomic_square(), blst).agree(same)
}

// ---------------------------------------------------------------------------------------------
// Groups

fn g1_add(rng: &mut StdRng) -> Runner {
    let (a, b) = (blst_g1_random(rng), blst_g1_random(rng));
    run(move || {
        let mut r = blst_p1::default();
        // SAFETY: valid pointers to initialised points. (The complete addition, as bls12_381's.)
        unsafe { blst_p1_add_or_double(&mut r, black_box(&a), black_box(&b)) };
        r
    })
}

fn g1_double(rng: &mut StdRng) -> Runner {
    let a = blst_g1_random(rng);
    run(move || {
        let mut r = blst_p1::default();
        // SAFETY: as above.
        unsafe { blst_p1_double(&mut r, black_box(&a)) };
        r
    })
}

fn g1_mul(rng: &mut StdRng) -> Runner {
    let (a, k) = (blst_g1_random(rng), Fr::random(rng).to_bytes());
    run(move || {
        let mut r = blst_p1::default();
        // SAFETY: reads one point and 32 scalar bytes (255 bits used), writes one point.
        unsafe { blst_p1_mult(&mut r, black_box(&a), black_box(&k).as_ptr(), 255) };
        r
    })
}

fn g1_subgroup_check(rng: &mut StdRng) -> Runner {
    let a = g1_affine(&blst_g1_random(rng));
    // SAFETY: reads one initialised affine point.
    run(move || unsafe { blst_p1_affine_in_g1(black_box(&a)) })
}

fn g1_decompress(rng: &mut StdRng) -> Runner {
    let mut c = [0u8; 48];
    // SAFETY: writes 48 bytes into a live array, reads one point.
    unsafe { blst_p1_compress(c.as_mut_ptr(), &blst_g1_random(rng)) };
    run(move || {
        let mut a = blst_p1_affine::default();
        // SAFETY: reads 48 bytes from a live array, writes one point; on-curve check, then the
        // subgroup check (what bls12_381's from_compressed does).
        unsafe {
            let ok = blst_p1_uncompress(&mut a, black_box(&c).as_ptr()) == BLST_ERROR::BLST_SUCCESS;
            (a, ok && blst_p1_affine_in_g1(&a))
        }
    })
}

fn g2_add(rng: &mut StdRng) -> Runner {
    let (a, b) = (blst_g2_random(rng), blst_g2_random(rng));
    run(move || {
        let mut r = blst_p2::default();
        // SAFETY: valid pointers to initialised points.
        unsafe { blst_p2_add_or_double(&mut r, black_box(&a), black_box(&b)) };
        r
    })
}

fn g2_double(rng: &mut StdRng) -> Runner {
    let a = blst_g2_random(rng);
    run(move || {
        let mut r = blst_p2::default();
        // SAFETY: as above.
        unsafe { blst_p2_double(&mut r, black_box(&a)) };
        r
    })
}

fn g2_mul(rng: &mut StdRng) -> Runner {
    let (a, k) = (blst_g2_random(rng), Fr::random(rng).to_bytes());
    run(move || {
        let mut r = blst_p2::default();
        // SAFETY: reads one point and 32 scalar bytes (255 bits used), writes one point.
        unsafe { blst_p2_mult(&mut r, black_box(&a), black_box(&k).as_ptr(), 255) };
        r
    })
}

fn g2_subgroup_check(rng: &mut StdRng) -> Runner {
    let a = g2_affine(&blst_g2_random(rng));
    // SAFETY: reads one initialised affine point.
    run(move || unsafe { blst_p2_affine_in_g2(black_box(&a)) })
}

fn g2_decompress(rng: &mut StdRng) -> Runner {
    let mut c = [0u8; 96];
    // SAFETY: writes 96 bytes into a live array, reads one point.
    unsafe { blst_p2_compress(c.as_mut_ptr(), &blst_g2_random(rng)) };
    run(move || {
        let mut a = blst_p2_affine::default();
        // SAFETY: reads 96 bytes from a live array, writes one point.
        unsafe {
            let ok = blst_p2_uncompress(&mut a, black_box(&c).as_ptr()) == BLST_ERROR::BLST_SUCCESS;
            (a, ok && blst_p2_affine_in_g2(&a))
        }
    })
}

fn g1_msm_4096(rng: &mut StdRng) -> Runner {
    const N: usize = 4096;
    // Distinct points P, P+Q, P+2Q, ... (cheaper to make than N hashes), in affine form.
    let (mut p, q) = (blst_g1_random(rng), blst_g1_random(rng));
    let mut proj = Vec::with_capacity(N);
    for _ in 0..N {
        proj.push(p);
        let mut next = blst_p1::default();
        // SAFETY: reads two points, writes one.
        unsafe { blst_p1_add_or_double(&mut next, &p, &q) };
        p = next;
    }
    let mut points = vec![blst_p1_affine::default(); N];
    let proj_ptrs: Vec<*const blst_p1> = proj.iter().map(|p| p as *const _).collect();
    // SAFETY: N pointers to live points in, N affine points out.
    unsafe { blst_p1s_to_affine(points.as_mut_ptr(), proj_ptrs.as_ptr(), N) };
    let scalars: Vec<[u8; 32]> = (0..N).map(|_| Fr::random(rng).to_bytes()).collect();
    // SAFETY: a pure size computation.
    let scratch_bytes = unsafe { blst_p1s_mult_pippenger_scratch_sizeof(N) };
    let mut scratch = vec![0 as limb_t; scratch_bytes.div_ceil(8)];
    run(move || {
        let pts: [*const blst_p1_affine; 2] = [points.as_ptr(), std::ptr::null()];
        let scs: [*const u8; 2] = [scalars.as_ptr().cast(), std::ptr::null()];
        let mut r = blst_p1::default();
        // SAFETY: blst reads N consecutive points and N consecutive 32-byte scalars when given a
        // null-terminated one-element pointer list; the scratch space has the size blst asked for.
        unsafe {
            blst_p1s_mult_pippenger(
                &mut r,
                pts.as_ptr(),
                N,
                scs.as_ptr(),
                255,
                scratch.as_mut_ptr(),
            )
        };
        r
    })
}

// ---------------------------------------------------------------------------------------------
// Pairing

fn miller_loop(rng: &mut StdRng) -> Runner {
    let (p, q) = (
        g1_affine(&blst_g1_random(rng)),
        g2_affine(&blst_g2_random(rng)),
    );
    run(move || {
        let mut f = blst_fp12::default();
        // SAFETY: reads two affine points, writes one Fp12.
        unsafe { blst_miller_loop(&mut f, black_box(&q), black_box(&p)) };
        f
    })
}

fn final_exp(rng: &mut StdRng) -> Runner {
    let f = blst_fp12_random(rng);
    run(move || {
        let mut r = blst_fp12::default();
        // SAFETY: reads one Fp12, writes one.
        unsafe { blst_final_exp(&mut r, black_box(&f)) };
        r
    })
}

fn pairing(rng: &mut StdRng) -> Runner {
    let (p, q) = (
        g1_affine(&blst_g1_random(rng)),
        g2_affine(&blst_g2_random(rng)),
    );
    run(move || {
        let (mut f, mut r) = (blst_fp12::default(), blst_fp12::default());
        // SAFETY: reads two affine points and one Fp12, writes two Fp12.
        unsafe {
            blst_miller_loop(&mut f, black_box(&q), black_box(&p));
            blst_final_exp(&mut r, &f);
        }
        r
    })
}

fn multi_pairing_8(rng: &mut StdRng) -> Runner {
    let ps: Vec<blst_p1_affine> = (0..8).map(|_| g1_affine(&blst_g1_random(rng))).collect();
    let qs: Vec<blst_p2_affine> = (0..8).map(|_| g2_affine(&blst_g2_random(rng))).collect();
    // Pointers into the vectors' heap buffers, which stay put when the vectors move.
    let pp: Vec<*const blst_p1_affine> = ps.iter().map(|p| p as *const _).collect();
    let qp: Vec<*const blst_p2_affine> = qs.iter().map(|q| q as *const _).collect();
    run(move || {
        let _keep_alive = (&ps, &qs);
        let (mut f, mut r) = (blst_fp12::default(), blst_fp12::default());
        // SAFETY: 8 pointers to live affine points on each side; writes two Fp12.
        unsafe {
            blst_miller_loop_n(&mut f, black_box(qp.as_ptr()), black_box(pp.as_ptr()), 8);
            blst_final_exp(&mut r, &f);
        }
        r
    })
}

// ---------------------------------------------------------------------------------------------
// Hashing and signatures (min-pk: public keys in G1, signatures in G2, Ethereum's DST)

fn hash_to_g1(rng: &mut StdRng) -> Runner {
    let msg = bytes32(rng);
    run(move || {
        let mut p = blst_p1::default();
        let m = black_box(&msg);
        // SAFETY: reads live byte slices with their lengths, writes one point.
        unsafe {
            blst_hash_to_g1(
                &mut p,
                m.as_ptr(),
                32,
                DST_G1.as_ptr(),
                DST_G1.len(),
                [].as_ptr(),
                0,
            )
        };
        p
    })
}

fn hash_to_g2(rng: &mut StdRng) -> Runner {
    let msg = bytes32(rng);
    run(move || {
        let mut p = blst_p2::default();
        let m = black_box(&msg);
        // SAFETY: as above.
        unsafe {
            blst_hash_to_g2(
                &mut p,
                m.as_ptr(),
                32,
                DST_G2.as_ptr(),
                DST_G2.len(),
                [].as_ptr(),
                0,
            )
        };
        p
    })
}

fn blst_keypair(rng: &mut StdRng) -> (min_pk::SecretKey, min_pk::PublicKey) {
    let sk = min_pk::SecretKey::key_gen(&bytes32(rng), &[]).unwrap();
    let pk = sk.sk_to_pk();
    (sk, pk)
}

fn sign(rng: &mut StdRng) -> Runner {
    let ((sk, _), msg) = (blst_keypair(rng), bytes32(rng));
    run(move || black_box(&sk).sign(black_box(&msg), DST_G2, &[]))
}

/// Verify as the BLS draft's CoreVerify: signature subgroup check, KeyValidate(PK), pairing check.
/// Inputs are parsed objects (decompression is its own row).
fn verify(rng: &mut StdRng) -> Runner {
    let ((sk, pk), msg) = (blst_keypair(rng), bytes32(rng));
    let sig = sk.sign(&msg, DST_G2, &[]);
    assert_eq!(
        sig.verify(true, &msg, DST_G2, &[], &pk, true),
        BLST_ERROR::BLST_SUCCESS
    );
    run(move || black_box(&sig).verify(true, black_box(&msg), DST_G2, &[], &pk, true))
}

/// FastAggregateVerify of 64 signers of one message: signature subgroup check, public keys
/// aggregated (already validated, as with proofs of possession), one pairing check.
fn fast_aggregate_verify_64(rng: &mut StdRng) -> Runner {
    let msg = bytes32(rng);
    let keys: Vec<_> = (0..64).map(|_| blst_keypair(rng)).collect();
    let sigs: Vec<_> = keys
        .iter()
        .map(|(sk, _)| sk.sign(&msg, DST_G2, &[]))
        .collect();
    let sig_refs: Vec<&min_pk::Signature> = sigs.iter().collect();
    let sig = min_pk::AggregateSignature::aggregate(&sig_refs, true)
        .unwrap()
        .to_signature();
    // Leaked (once per run) so the closure can hold references to the keys.
    let pks: &'static [min_pk::PublicKey] = Vec::leak(keys.into_iter().map(|(_, pk)| pk).collect());
    let pk_refs: Vec<&min_pk::PublicKey> = pks.iter().collect();
    let ok = sig.fast_aggregate_verify(true, &msg, DST_G2, &pk_refs);
    assert_eq!(ok, BLST_ERROR::BLST_SUCCESS);
    run(move || black_box(&sig).fast_aggregate_verify(true, black_box(&msg), DST_G2, &pk_refs))
}
