//! The raw hashing, key, signing, pairing and aggregation-context functions of the facade
//! against blst's. Miller-loop values are compared after the final exponentiation (the two
//! libraries' Miller loops differ by factors it removes); everything else value for value.

mod common;
use common::*;

const N: usize = 40;

#[test]
fn hashing_and_expansion() {
    let mut rng = Rng::new("hashing_and_expansion");
    unsafe {
        for i in 0..cases(N) {
            let (m, aug) = (msg(&mut rng, 200), msg(&mut rng, 60));
            // Tags from empty to oversize (RFC 9380 §5.3.3 hashes those over 255 bytes).
            let dst = rng.bytes([0, 1, 43, 255, 256, 300][i % 6]);
            macro_rules! h {
                ($f:ident, $jr:ty, $jf:ty, $sr:ident, $sf:ident) => {{
                    let (mut r, mut f) = (<$jr>::default(), <$jf>::default());
                    real::$f(
                        &mut r,
                        m.as_ptr(),
                        m.len(),
                        dst.as_ptr(),
                        dst.len(),
                        aug.as_ptr(),
                        aug.len(),
                    );
                    facade::$f(
                        &mut f,
                        m.as_ptr(),
                        m.len(),
                        dst.as_ptr(),
                        dst.len(),
                        aug.as_ptr(),
                        aug.len(),
                    );
                    assert_eq!($sr(&r), $sf(&f), "{} {i}", stringify!($f));
                }};
            }
            h!(
                blst_hash_to_g1,
                real::blst_p1,
                facade::blst_p1,
                ser1_r,
                ser1_f
            );
            h!(
                blst_encode_to_g1,
                real::blst_p1,
                facade::blst_p1,
                ser1_r,
                ser1_f
            );
            h!(
                blst_hash_to_g2,
                real::blst_p2,
                facade::blst_p2,
                ser2_r,
                ser2_f
            );
            h!(
                blst_encode_to_g2,
                real::blst_p2,
                facade::blst_p2,
                ser2_r,
                ser2_f
            );
            let (u, v) = (fp(&mut rng), fp(&mut rng));
            let (mut r, mut f) = (real::blst_p1::default(), facade::blst_p1::default());
            real::blst_map_to_g1(&mut r, &u, core::ptr::null());
            facade::blst_map_to_g1(&mut f, &cast(&u), core::ptr::null());
            assert_eq!(ser1_r(&r), ser1_f(&f), "map_to_g1 {i}");
            real::blst_map_to_g1(&mut r, &u, &v);
            facade::blst_map_to_g1(&mut f, &cast(&u), &cast(&v));
            assert_eq!(ser1_r(&r), ser1_f(&f), "map_to_g1 (u, v) {i}");
            let (u, v) = (fp2(&mut rng), fp2(&mut rng));
            let (mut r, mut f) = (real::blst_p2::default(), facade::blst_p2::default());
            real::blst_map_to_g2(&mut r, &u, core::ptr::null());
            facade::blst_map_to_g2(&mut f, &cast(&u), core::ptr::null());
            assert_eq!(ser2_r(&r), ser2_f(&f), "map_to_g2 {i}");
            real::blst_map_to_g2(&mut r, &u, &v);
            facade::blst_map_to_g2(&mut f, &cast(&u), &cast(&v));
            assert_eq!(ser2_r(&r), ser2_f(&f), "map_to_g2 (u, v) {i}");
            // Not 0: blst emits a block into the empty output.
            let len = [1usize, 31, 32, 33, 48, 255, 1000, 8160, 8161, 9000][i % 10];
            let (mut er, mut ef) = (vec![0x5au8; len], vec![0x5au8; len]);
            real::blst_expand_message_xmd(
                er.as_mut_ptr(),
                len,
                m.as_ptr(),
                m.len(),
                dst.as_ptr(),
                dst.len(),
            );
            facade::blst_expand_message_xmd(
                ef.as_mut_ptr(),
                len,
                m.as_ptr(),
                m.len(),
                dst.as_ptr(),
                dst.len(),
            );
            assert_eq!(er, ef, "expand_message_xmd {i} len {len}");
            let (mut sr, mut sf) = ([0u8; 32], [0u8; 32]);
            real::blst_sha256(sr.as_mut_ptr(), m.as_ptr(), m.len());
            facade::blst_sha256(sf.as_mut_ptr(), m.as_ptr(), m.len());
            assert_eq!(sr, sf);
        }
    }
}

#[test]
fn keys_and_signing() {
    let mut rng = Rng::new("keys_and_signing");
    unsafe {
        for i in 0..cases(N) {
            let ikm = rng.bytes([0, 16, 31, 32, 33, 64, 100][i % 7]);
            let (salt, info) = (msg(&mut rng, 40), msg(&mut rng, 40));
            let (mut r, mut f) = (real::blst_scalar::default(), facade::blst_scalar::default());
            real::blst_keygen(&mut r, ikm.as_ptr(), ikm.len(), info.as_ptr(), info.len());
            facade::blst_keygen(&mut f, ikm.as_ptr(), ikm.len(), info.as_ptr(), info.len());
            assert_eq!(r.b, f.b, "keygen {i}");
            real::blst_keygen_v3(&mut r, ikm.as_ptr(), ikm.len(), info.as_ptr(), info.len());
            facade::blst_keygen_v3(&mut f, ikm.as_ptr(), ikm.len(), info.as_ptr(), info.len());
            assert_eq!(r.b, f.b, "keygen_v3 {i}");
            for s in [salt.as_ptr(), core::ptr::null()] {
                real::blst_keygen_v4_5(
                    &mut r,
                    ikm.as_ptr(),
                    ikm.len(),
                    s,
                    salt.len(),
                    info.as_ptr(),
                    info.len(),
                );
                facade::blst_keygen_v4_5(
                    &mut f,
                    ikm.as_ptr(),
                    ikm.len(),
                    s,
                    salt.len(),
                    info.as_ptr(),
                    info.len(),
                );
                assert_eq!(r.b, f.b, "keygen_v4_5 {i}");
                real::blst_keygen_v5(
                    &mut r,
                    ikm.as_ptr(),
                    ikm.len(),
                    s,
                    salt.len(),
                    info.as_ptr(),
                    info.len(),
                );
                facade::blst_keygen_v5(
                    &mut f,
                    ikm.as_ptr(),
                    ikm.len(),
                    s,
                    salt.len(),
                    info.as_ptr(),
                    info.len(),
                );
                assert_eq!(r.b, f.b, "keygen_v5 {i}");
            }
            real::blst_derive_master_eip2333(&mut r, ikm.as_ptr(), ikm.len());
            facade::blst_derive_master_eip2333(&mut f, ikm.as_ptr(), ikm.len());
            assert_eq!(r.b, f.b, "derive_master {i}");
            let idx = rng.next_u64() as u32;
            let (pr, pf) = (r.clone(), f.clone());
            real::blst_derive_child_eip2333(&mut r, &pr, idx);
            facade::blst_derive_child_eip2333(&mut f, &pf, idx);
            assert_eq!(r.b, f.b, "derive_child {i}");
            // Keys below r, zero, and unreduced (blst reduces them as the facade does).
            // Keys zero, random below 2^254, and generated. (Unreduced keys are outside blst's
            // contract: its G2 path gives other points than SK mod r for them.)
            let sk_bytes: [u8; 32] = match i % 4 {
                0 => [0; 32],
                1 => {
                    let mut b: [u8; 32] = rng.array();
                    b[31] &= 0x3f;
                    b
                }
                _ => r.b,
            };
            let (skr, skf) = (scalar_r(sk_bytes), scalar_f(sk_bytes));
            let (mut p1r, mut p1f) = (real::blst_p1::default(), facade::blst_p1::default());
            real::blst_sk_to_pk_in_g1(&mut p1r, &skr);
            facade::blst_sk_to_pk_in_g1(&mut p1f, &skf);
            assert_eq!(cast::<_, real::blst_p1>(&p1f), p1r, "sk_to_pk_in_g1 {i}");
            let (mut p2r, mut p2f) = (real::blst_p2::default(), facade::blst_p2::default());
            real::blst_sk_to_pk_in_g2(&mut p2r, &skr);
            facade::blst_sk_to_pk_in_g2(&mut p2f, &skf);
            assert_eq!(cast::<_, real::blst_p2>(&p2f), p2r, "sk_to_pk_in_g2 {i}");
            let (mut b1r, mut b1f, mut a1r, mut a1f) = (
                [0u8; 96],
                [0u8; 96],
                real::blst_p1_affine::default(),
                facade::blst_p1_affine::default(),
            );
            real::blst_sk_to_pk2_in_g1(b1r.as_mut_ptr(), &mut a1r, &skr);
            facade::blst_sk_to_pk2_in_g1(b1f.as_mut_ptr(), &mut a1f, &skf);
            assert_eq!(
                (b1r.to_vec(), a1r),
                (b1f.to_vec(), cast(&a1f)),
                "sk_to_pk2_in_g1 {i}"
            );
            facade::blst_sk_to_pk2_in_g1(core::ptr::null_mut(), &mut a1f, &skf);
            facade::blst_sk_to_pk2_in_g1(b1f.as_mut_ptr(), core::ptr::null_mut(), &skf);
            let (mut b2r, mut b2f, mut a2r, mut a2f) = (
                [0u8; 192],
                [0u8; 192],
                real::blst_p2_affine::default(),
                facade::blst_p2_affine::default(),
            );
            real::blst_sk_to_pk2_in_g2(b2r.as_mut_ptr(), &mut a2r, &skr);
            facade::blst_sk_to_pk2_in_g2(b2f.as_mut_ptr(), &mut a2f, &skf);
            assert_eq!(
                (b2r.to_vec(), a2r),
                (b2f.to_vec(), cast(&a2f)),
                "sk_to_pk2_in_g2 {i}"
            );
            let (h1, h2) = (g1(&mut rng), g2(&mut rng));
            real::blst_sign_pk_in_g1(&mut p2r, &h2, &skr);
            facade::blst_sign_pk_in_g1(&mut p2f, &cast(&h2), &skf);
            assert_eq!(cast::<_, real::blst_p2>(&p2f), p2r, "sign_pk_in_g1 {i}");
            real::blst_sign_pk_in_g2(&mut p1r, &h1, &skr);
            facade::blst_sign_pk_in_g2(&mut p1f, &cast(&h1), &skf);
            assert_eq!(cast::<_, real::blst_p1>(&p1f), p1r, "sign_pk_in_g2 {i}");
            real::blst_sign_pk2_in_g1(b2r.as_mut_ptr(), &mut a2r, &h2, &skr);
            facade::blst_sign_pk2_in_g1(b2f.as_mut_ptr(), &mut a2f, &cast(&h2), &skf);
            assert_eq!(
                (b2r.to_vec(), a2r),
                (b2f.to_vec(), cast(&a2f)),
                "sign_pk2_in_g1 {i}"
            );
            real::blst_sign_pk2_in_g2(b1r.as_mut_ptr(), &mut a1r, &h1, &skr);
            facade::blst_sign_pk2_in_g2(b1f.as_mut_ptr(), &mut a1f, &cast(&h1), &skf);
            assert_eq!(
                (b1r.to_vec(), a1r),
                (b1f.to_vec(), cast(&a1f)),
                "sign_pk2_in_g2 {i}"
            );
        }
    }
}

#[test]
fn miller_loops_and_final_exponentiation() {
    let mut rng = Rng::new("miller_loops_and_final_exponentiation");
    unsafe {
        for i in 0..cases(N / 2) {
            let n = 1 + rng.below(20);
            let mut ps = Vec::new();
            let mut qs = Vec::new();
            for k in 0..n {
                let (mut p, mut q) = (
                    real::blst_p1_affine::default(),
                    real::blst_p2_affine::default(),
                );
                real::blst_p1_to_affine(&mut p, &g1(&mut rng));
                real::blst_p2_to_affine(&mut q, &g2(&mut rng));
                // A pair with a point at infinity now and then.
                if k == 3 {
                    p = real::blst_p1_affine::default();
                }
                ps.push(p);
                qs.push(q);
            }
            let (pr, qr) = (
                [ps.as_ptr(), core::ptr::null()],
                [qs.as_ptr(), core::ptr::null()],
            );
            let psf: Vec<facade::blst_p1_affine> = ps.iter().map(cast).collect();
            let qsf: Vec<facade::blst_p2_affine> = qs.iter().map(cast).collect();
            let (pf, qf) = (
                [psf.as_ptr(), core::ptr::null()],
                [qsf.as_ptr(), core::ptr::null()],
            );
            let (mut r, mut f) = (real::blst_fp12::default(), facade::blst_fp12::default());
            real::blst_miller_loop_n(&mut r, qr.as_ptr(), pr.as_ptr(), n);
            facade::blst_miller_loop_n(&mut f, qf.as_ptr(), pf.as_ptr(), n);
            assert_eq!(gt_r(&r), gt_f(&f), "miller_loop_n {i} n {n}");
            assert_eq!(
                gt_r(&real::blst_fp12::miller_loop_n(&qs, &ps)),
                gt_f(&facade::blst_fp12::miller_loop_n(&qsf, &psf)),
                "blst_fp12::miller_loop_n {i}"
            );
            real::blst_miller_loop(&mut r, &qs[0], &ps[0]);
            facade::blst_miller_loop(&mut f, &qsf[0], &psf[0]);
            assert_eq!(gt_r(&r), gt_f(&f), "miller_loop {i}");
            real::blst_miller_loop(&mut r, core::ptr::null(), core::ptr::null());
            facade::blst_miller_loop(&mut f, core::ptr::null(), core::ptr::null());
            assert_eq!(gt_r(&r), gt_f(&f), "miller_loop (generators)");
            // Precomputed lines: the facade's buffer holds the point; the values agree.
            let mut lines_r = vec![real::blst_fp6::default(); 68];
            let mut lines_f = vec![facade::blst_fp6::default(); 68];
            real::blst_precompute_lines(lines_r.as_mut_ptr(), &qs[0]);
            facade::blst_precompute_lines(lines_f.as_mut_ptr(), &qsf[0]);
            real::blst_miller_loop_lines(&mut r, lines_r.as_ptr(), &ps[1 % n]);
            facade::blst_miller_loop_lines(&mut f, lines_f.as_ptr(), &psf[1 % n]);
            assert_eq!(gt_r(&r), gt_f(&f), "miller_loop_lines {i}");
            real::blst_aggregated_in_g1(&mut r, &ps[0]);
            facade::blst_aggregated_in_g1(&mut f, &psf[0]);
            assert_eq!(gt_r(&r), gt_f(&f), "aggregated_in_g1 {i}");
            real::blst_aggregated_in_g2(&mut r, &qs[0]);
            facade::blst_aggregated_in_g2(&mut f, &qsf[0]);
            assert_eq!(gt_r(&r), gt_f(&f), "aggregated_in_g2 {i}");
        }
    }
}

/// A random sequence of context operations on both libraries, comparing every return value
/// and the verdicts; keys and signatures are valid, invalid (not in the subgroup), at
/// infinity, or missing.
#[test]
fn pairing_contexts() {
    let mut rng = Rng::new("pairing_contexts");
    let dst = b"BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_";
    unsafe {
        assert_eq!(real::blst_pairing_sizeof() % 8, 0);
        assert_eq!(facade::blst_pairing_sizeof() % 8, 0);
        for round in 0..cases(N) {
            let hash_or_encode = round % 5 != 0;
            let mut ctx_r = vec![0u64; real::blst_pairing_sizeof() / 8];
            let mut ctx_f = vec![0u64; facade::blst_pairing_sizeof() / 8];
            let cr = ctx_r.as_mut_ptr() as *mut real::blst_pairing;
            let cf = ctx_f.as_mut_ptr() as *mut facade::blst_pairing;
            real::blst_pairing_init(cr, hash_or_encode, dst.as_ptr(), dst.len());
            facade::blst_pairing_init(cf, hash_or_encode, dst.as_ptr(), dst.len());
            assert_eq!(facade::blst_pairing_get_dst(cf), dst.as_ptr());
            // One secret key signs every message of the round, so sums verify.
            let sk: [u8; 32] = {
                let mut s = real::blst_scalar::default();
                let ikm = rng.bytes(32);
                real::blst_keygen(&mut s, ikm.as_ptr(), 32, core::ptr::null(), 0);
                s.b
            };
            let min_pk = rng.bool();
            for step in 0..1 + rng.below(12) {
                let m = msg(&mut rng, 40);
                let aug = if rng.below(3) == 0 {
                    msg(&mut rng, 10)
                } else {
                    Vec::new()
                };
                let kind = rng.below(10);
                let pk_chk = rng.bool();
                let sig_chk = rng.bool();
                let scalar = rng.bytes(8);
                let nbits = [0usize, 1, 64][rng.below(3)];
                let use_mul = rng.bool();
                let use_chk = rng.bool();
                // Mixing variants now and then (blst refuses: AGGR_TYPE_MISMATCH).
                let this_min_pk = if rng.below(12) == 0 { !min_pk } else { min_pk };
                let (er, ef) = if this_min_pk {
                    let (pk, sig) = pk_sig_g1(&mut rng, &sk, &m, &aug, dst, hash_or_encode, kind);
                    let pk_r = pk.as_ref().map_or(core::ptr::null(), |p| p as *const _);
                    let sig_r = sig.as_ref().map_or(core::ptr::null(), |s| s as *const _);
                    let pkf = pk.map(|p| cast::<_, facade::blst_p1_affine>(&p));
                    let sigf = sig.map(|s| cast::<_, facade::blst_p2_affine>(&s));
                    let pk_f = pkf.as_ref().map_or(core::ptr::null(), |p| p as *const _);
                    let sig_f = sigf.as_ref().map_or(core::ptr::null(), |s| s as *const _);
                    match (use_chk, use_mul) {
                        (false, false) => (
                            real::blst_pairing_aggregate_pk_in_g1(
                                cr,
                                pk_r,
                                sig_r,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                            facade::blst_pairing_aggregate_pk_in_g1(
                                cf,
                                pk_f,
                                sig_f,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                        ),
                        (true, false) => (
                            real::blst_pairing_chk_n_aggr_pk_in_g1(
                                cr,
                                pk_r,
                                pk_chk,
                                sig_r,
                                sig_chk,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                            facade::blst_pairing_chk_n_aggr_pk_in_g1(
                                cf,
                                pk_f,
                                pk_chk,
                                sig_f,
                                sig_chk,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                        ),
                        (false, true) => (
                            real::blst_pairing_mul_n_aggregate_pk_in_g1(
                                cr,
                                pk_r,
                                sig_r,
                                scalar.as_ptr(),
                                nbits,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                            facade::blst_pairing_mul_n_aggregate_pk_in_g1(
                                cf,
                                pk_f,
                                sig_f,
                                scalar.as_ptr(),
                                nbits,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                        ),
                        (true, true) => (
                            real::blst_pairing_chk_n_mul_n_aggr_pk_in_g1(
                                cr,
                                pk_r,
                                pk_chk,
                                sig_r,
                                sig_chk,
                                scalar.as_ptr(),
                                nbits,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                            facade::blst_pairing_chk_n_mul_n_aggr_pk_in_g1(
                                cf,
                                pk_f,
                                pk_chk,
                                sig_f,
                                sig_chk,
                                scalar.as_ptr(),
                                nbits,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                        ),
                    }
                } else {
                    let (pk, sig) = pk_sig_g2(&mut rng, &sk, &m, &aug, dst, hash_or_encode, kind);
                    let pk_r = pk.as_ref().map_or(core::ptr::null(), |p| p as *const _);
                    let sig_r = sig.as_ref().map_or(core::ptr::null(), |s| s as *const _);
                    let pkf = pk.map(|p| cast::<_, facade::blst_p2_affine>(&p));
                    let sigf = sig.map(|s| cast::<_, facade::blst_p1_affine>(&s));
                    let pk_f = pkf.as_ref().map_or(core::ptr::null(), |p| p as *const _);
                    let sig_f = sigf.as_ref().map_or(core::ptr::null(), |s| s as *const _);
                    match (use_chk, use_mul) {
                        (false, false) => (
                            real::blst_pairing_aggregate_pk_in_g2(
                                cr,
                                pk_r,
                                sig_r,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                            facade::blst_pairing_aggregate_pk_in_g2(
                                cf,
                                pk_f,
                                sig_f,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                        ),
                        (true, false) => (
                            real::blst_pairing_chk_n_aggr_pk_in_g2(
                                cr,
                                pk_r,
                                pk_chk,
                                sig_r,
                                sig_chk,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                            facade::blst_pairing_chk_n_aggr_pk_in_g2(
                                cf,
                                pk_f,
                                pk_chk,
                                sig_f,
                                sig_chk,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                        ),
                        (false, true) => (
                            real::blst_pairing_mul_n_aggregate_pk_in_g2(
                                cr,
                                pk_r,
                                sig_r,
                                scalar.as_ptr(),
                                nbits,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                            facade::blst_pairing_mul_n_aggregate_pk_in_g2(
                                cf,
                                pk_f,
                                sig_f,
                                scalar.as_ptr(),
                                nbits,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                        ),
                        (true, true) => (
                            real::blst_pairing_chk_n_mul_n_aggr_pk_in_g2(
                                cr,
                                pk_r,
                                pk_chk,
                                sig_r,
                                sig_chk,
                                scalar.as_ptr(),
                                nbits,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                            facade::blst_pairing_chk_n_mul_n_aggr_pk_in_g2(
                                cf,
                                pk_f,
                                pk_chk,
                                sig_f,
                                sig_chk,
                                scalar.as_ptr(),
                                nbits,
                                m.as_ptr(),
                                m.len(),
                                aug.as_ptr(),
                                aug.len(),
                            ),
                        ),
                    }
                };
                if std::env::var("BLST_DIFF_TRACE").is_ok() {
                    eprintln!(
                        "round {round} step {step}: kind {kind} min_pk {this_min_pk} chk {use_chk} mul {use_mul} nbits {nbits} -> {er:?}"
                    );
                }
                assert_eq!(
                    format!("{er:?}"),
                    format!("{ef:?}"),
                    "round {round} step {step} kind {kind}"
                );
                if rng.below(4) == 0 {
                    real::blst_pairing_commit(cr);
                    facade::blst_pairing_commit(cf);
                }
            }
            // A raw pair now and then.
            if rng.below(3) == 0 {
                let (mut p, mut q) = (
                    real::blst_p1_affine::default(),
                    real::blst_p2_affine::default(),
                );
                real::blst_p1_to_affine(&mut p, &g1(&mut rng));
                real::blst_p2_to_affine(&mut q, &g2(&mut rng));
                real::blst_pairing_raw_aggregate(cr, &q, &p);
                facade::blst_pairing_raw_aggregate(cf, &cast(&q), &cast(&p));
            }
            // Merge with a second context holding one more valid pair, or an uncommitted one.
            let mut ctx2_r = vec![0u64; real::blst_pairing_sizeof() / 8];
            let mut ctx2_f = vec![0u64; facade::blst_pairing_sizeof() / 8];
            let cr2 = ctx2_r.as_mut_ptr() as *mut real::blst_pairing;
            let cf2 = ctx2_f.as_mut_ptr() as *mut facade::blst_pairing;
            real::blst_pairing_init(cr2, hash_or_encode, dst.as_ptr(), dst.len());
            facade::blst_pairing_init(cf2, hash_or_encode, dst.as_ptr(), dst.len());
            let m = msg(&mut rng, 40);
            if min_pk {
                let (pk, sig) = pk_sig_g1(&mut rng, &sk, &m, &[], dst, hash_or_encode, 0);
                let (pk, sig) = (pk.unwrap(), sig.unwrap());
                let er = real::blst_pairing_aggregate_pk_in_g1(
                    cr2,
                    &pk,
                    &sig,
                    m.as_ptr(),
                    m.len(),
                    core::ptr::null(),
                    0,
                );
                let ef = facade::blst_pairing_aggregate_pk_in_g1(
                    cf2,
                    &cast(&pk),
                    &cast(&sig),
                    m.as_ptr(),
                    m.len(),
                    core::ptr::null(),
                    0,
                );
                assert_eq!(format!("{er:?}"), format!("{ef:?}"));
            } else {
                let (pk, sig) = pk_sig_g2(&mut rng, &sk, &m, &[], dst, hash_or_encode, 0);
                let (pk, sig) = (pk.unwrap(), sig.unwrap());
                let er = real::blst_pairing_aggregate_pk_in_g2(
                    cr2,
                    &pk,
                    &sig,
                    m.as_ptr(),
                    m.len(),
                    core::ptr::null(),
                    0,
                );
                let ef = facade::blst_pairing_aggregate_pk_in_g2(
                    cf2,
                    &cast(&pk),
                    &cast(&sig),
                    m.as_ptr(),
                    m.len(),
                    core::ptr::null(),
                    0,
                );
                assert_eq!(format!("{er:?}"), format!("{ef:?}"));
            }
            if rng.bool() {
                real::blst_pairing_commit(cr2);
                facade::blst_pairing_commit(cf2);
                real::blst_pairing_commit(cr);
                facade::blst_pairing_commit(cf);
            }
            let er = real::blst_pairing_merge(cr, cr2);
            let ef = facade::blst_pairing_merge(cf, cf2);
            assert_eq!(format!("{er:?}"), format!("{ef:?}"), "merge {round}");
            real::blst_pairing_commit(cr);
            facade::blst_pairing_commit(cf);
            assert_eq!(
                real::blst_pairing_finalverify(cr, core::ptr::null()),
                facade::blst_pairing_finalverify(cf, core::ptr::null()),
                "finalverify {round}"
            );
            let gr = *real::blst_pairing_as_fp12(cr);
            let gf = *facade::blst_pairing_as_fp12(cf);
            assert_eq!(gt_r(&gr), gt_f(&gf), "as_fp12 {round}");
            let one_r = real::blst_fp12::default();
            let one_f = facade::blst_fp12::default();
            assert_eq!(
                real::blst_pairing_finalverify(cr, &one_r),
                facade::blst_pairing_finalverify(cf, &one_f),
                "finalverify(1) {round}"
            );
        }
    }
}

/// A (key, signature) pair in min-pk for the context test: `kind` 0–4 valid (the signature
/// may be missing), 5 an infinite key, 6 a key outside G1, 7 a signature outside G2, 8 an
/// infinite signature, 9 no key.
fn pk_sig_g1(
    rng: &mut Rng,
    sk: &[u8; 32],
    m: &[u8],
    aug: &[u8],
    dst: &[u8],
    hash: bool,
    kind: usize,
) -> (Option<real::blst_p1_affine>, Option<real::blst_p2_affine>) {
    unsafe {
        let s = scalar_r(*sk);
        let mut pk = real::blst_p1_affine::default();
        real::blst_sk_to_pk2_in_g1(core::ptr::null_mut(), &mut pk, &s);
        let mut h = real::blst_p2::default();
        if hash {
            real::blst_hash_to_g2(
                &mut h,
                m.as_ptr(),
                m.len(),
                dst.as_ptr(),
                dst.len(),
                aug.as_ptr(),
                aug.len(),
            );
        } else {
            real::blst_encode_to_g2(
                &mut h,
                m.as_ptr(),
                m.len(),
                dst.as_ptr(),
                dst.len(),
                aug.as_ptr(),
                aug.len(),
            );
        }
        let mut sig = real::blst_p2_affine::default();
        real::blst_sign_pk2_in_g1(core::ptr::null_mut(), &mut sig, &h, &s);
        match kind {
            0..=2 => (Some(pk), Some(sig)),
            3 | 4 => (Some(pk), None),
            5 => (Some(real::blst_p1_affine::default()), Some(sig)),
            6 => (Some(e1(rng)), Some(sig)),
            7 => (Some(pk), Some(e2(rng))),
            8 => (Some(pk), Some(real::blst_p2_affine::default())),
            _ => (None, Some(sig)),
        }
    }
}

/// [`pk_sig_g1`] in min-sig.
fn pk_sig_g2(
    rng: &mut Rng,
    sk: &[u8; 32],
    m: &[u8],
    aug: &[u8],
    dst: &[u8],
    hash: bool,
    kind: usize,
) -> (Option<real::blst_p2_affine>, Option<real::blst_p1_affine>) {
    unsafe {
        let s = scalar_r(*sk);
        let mut pk = real::blst_p2_affine::default();
        real::blst_sk_to_pk2_in_g2(core::ptr::null_mut(), &mut pk, &s);
        let mut h = real::blst_p1::default();
        if hash {
            real::blst_hash_to_g1(
                &mut h,
                m.as_ptr(),
                m.len(),
                dst.as_ptr(),
                dst.len(),
                aug.as_ptr(),
                aug.len(),
            );
        } else {
            real::blst_encode_to_g1(
                &mut h,
                m.as_ptr(),
                m.len(),
                dst.as_ptr(),
                dst.len(),
                aug.as_ptr(),
                aug.len(),
            );
        }
        let mut sig = real::blst_p1_affine::default();
        real::blst_sign_pk2_in_g2(core::ptr::null_mut(), &mut sig, &h, &s);
        match kind {
            0..=2 => (Some(pk), Some(sig)),
            3 | 4 => (Some(pk), None),
            5 => (Some(real::blst_p2_affine::default()), Some(sig)),
            6 => (Some(e2(rng)), Some(sig)),
            7 => (Some(pk), Some(e1(rng))),
            8 => (Some(pk), Some(real::blst_p1_affine::default())),
            _ => (None, Some(sig)),
        }
    }
}

#[test]
fn core_verify() {
    let mut rng = Rng::new("core_verify");
    unsafe {
        for i in 0..cases(N) {
            let m = msg(&mut rng, 40);
            let aug = msg(&mut rng, 8);
            let dst = b"TAG";
            let hash = rng.bool();
            let mut s = real::blst_scalar::default();
            let ikm = rng.bytes(32);
            real::blst_keygen(&mut s, ikm.as_ptr(), 32, core::ptr::null(), 0);
            let kind = i % 10;
            let (pk, sig) = pk_sig_g1(&mut rng, &s.b, &m, &aug, dst, hash, kind);
            let wrong = if rng.below(4) == 0 {
                b"other".to_vec()
            } else {
                m.clone()
            };
            let pkr = pk.as_ref().map_or(core::ptr::null(), |p| p as *const _);
            let sigr = sig.as_ref().map_or(core::ptr::null(), |p| p as *const _);
            let (pkf, sigf) = (
                pk.map(|p| cast::<_, facade::blst_p1_affine>(&p)),
                sig.map(|p| cast::<_, facade::blst_p2_affine>(&p)),
            );
            let er = real::blst_core_verify_pk_in_g1(
                pkr,
                sigr,
                hash,
                wrong.as_ptr(),
                wrong.len(),
                dst.as_ptr(),
                dst.len(),
                aug.as_ptr(),
                aug.len(),
            );
            let ef = facade::blst_core_verify_pk_in_g1(
                pkf.as_ref().map_or(core::ptr::null(), |p| p as *const _),
                sigf.as_ref().map_or(core::ptr::null(), |p| p as *const _),
                hash,
                wrong.as_ptr(),
                wrong.len(),
                dst.as_ptr(),
                dst.len(),
                aug.as_ptr(),
                aug.len(),
            );
            assert_eq!(
                format!("{er:?}"),
                format!("{ef:?}"),
                "core_verify_pk_in_g1 {i} kind {kind}"
            );
            let (pk, sig) = pk_sig_g2(&mut rng, &s.b, &m, &aug, dst, hash, kind);
            let pkr = pk.as_ref().map_or(core::ptr::null(), |p| p as *const _);
            let sigr = sig.as_ref().map_or(core::ptr::null(), |p| p as *const _);
            let (pkf, sigf) = (
                pk.map(|p| cast::<_, facade::blst_p2_affine>(&p)),
                sig.map(|p| cast::<_, facade::blst_p1_affine>(&p)),
            );
            let er = real::blst_core_verify_pk_in_g2(
                pkr,
                sigr,
                hash,
                wrong.as_ptr(),
                wrong.len(),
                dst.as_ptr(),
                dst.len(),
                aug.as_ptr(),
                aug.len(),
            );
            let ef = facade::blst_core_verify_pk_in_g2(
                pkf.as_ref().map_or(core::ptr::null(), |p| p as *const _),
                sigf.as_ref().map_or(core::ptr::null(), |p| p as *const _),
                hash,
                wrong.as_ptr(),
                wrong.len(),
                dst.as_ptr(),
                dst.len(),
                aug.as_ptr(),
                aug.len(),
            );
            assert_eq!(
                format!("{er:?}"),
                format!("{ef:?}"),
                "core_verify_pk_in_g2 {i} kind {kind}"
            );
        }
    }
}

#[test]
fn uniqueness() {
    let mut rng = Rng::new("uniqueness");
    unsafe {
        for i in 0..cases(N) {
            let n = 1 + rng.below(40);
            let pool: Vec<Vec<u8>> = (0..1 + rng.below(n)).map(|_| msg(&mut rng, 6)).collect();
            let msgs: Vec<&[u8]> = (0..n)
                .map(|_| pool[rng.below(pool.len())].as_slice())
                .collect();
            assert_eq!(real::uniq(&msgs), facade::uniq(&msgs), "uniq {i}");
            let mut tr = vec![0u64; real::blst_uniq_sizeof(n) / 8 + 1];
            let mut tf = vec![0u64; facade::blst_uniq_sizeof(n) / 8 + 1];
            let (ur, uf) = (
                tr.as_mut_ptr() as *mut real::blst_uniq,
                tf.as_mut_ptr() as *mut facade::blst_uniq,
            );
            real::blst_uniq_init(ur);
            facade::blst_uniq_init(uf);
            for m in &msgs {
                assert_eq!(
                    real::blst_uniq_test(ur, m.as_ptr(), m.len()),
                    facade::blst_uniq_test(uf, m.as_ptr(), m.len()),
                    "uniq_test {i}"
                );
            }
        }
    }
}
