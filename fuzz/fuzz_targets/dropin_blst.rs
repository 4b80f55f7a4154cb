//! The blst facade (`compat/blst`) against the registry `blst` 0.3.17 it replaces, on the same
//! input, through both of its surfaces: the high-level `min_pk` / `min_sig` API (key
//! generation, decoders and validators on arbitrary bytes, signing, verification with the
//! fuzzed and with fresh signatures, aggregation, `MultiPoint::mult`) and raw `blst_*`
//! functions (base-field arithmetic on arbitrary 48-byte strings, scalar checks, scalar
//! multiplication with any bit length, hashing to both groups). Results are compared as
//! `Ok(bytes)` / `Err(BLST_ERROR name)` strings, points by their compressed encodings.
//!
//! `MultiPoint::mult` and the scalar multiplications run on points of the prime-order
//! subgroup only (hashes), where the facade's endomorphism splitting equals blst's plain
//! windows (see `compat/blst/src/msm.rs`).
#![no_main]

use blst_facade as f;
use libfuzzer_sys::fuzz_target;

/// The input, read from raw bytes (see [`Input::parse`]) so that the seed generator can place
/// valid keys, points and signatures from the vectors where the decoders read them.
#[derive(Debug)]
struct Input<'a> {
    sk: [u8; 32],
    scalar: [u8; 32],
    fp: [[u8; 48]; 2],
    nbits: u16,
    npoints: u8,
    ikm: &'a [u8],
    info: &'a [u8],
    msg: &'a [u8],
    dst: &'a [u8],
    aug: &'a [u8],
    pk: &'a [u8],
    sig: &'a [u8],
}

impl<'a> Input<'a> {
    /// `sk ‖ scalar ‖ fp₀ ‖ fp₁ ‖ nbits (u16 LE) ‖ npoints ‖ seven lengths ‖ the seven byte
    /// strings` (ikm, info, msg, dst, aug, pk, sig), each cut to what remains; `None` when the
    /// fixed part is short.
    fn parse(data: &'a [u8]) -> Option<Self> {
        let (head, mut rest) = data.split_first_chunk::<170>()?;
        fn take<const N: usize>(head: &[u8], at: usize) -> Option<[u8; N]> {
            head.get(at..)?.first_chunk().copied()
        }
        let mut field = |len: u8| {
            let (a, b) = rest.split_at(usize::from(len).min(rest.len()));
            rest = b;
            a
        };
        let lens = &head[163..170];
        Some(Input {
            sk: take(head, 0)?,
            scalar: take(head, 32)?,
            fp: [take(head, 64)?, take(head, 112)?],
            nbits: u16::from_le_bytes(take(head, 160)?),
            npoints: head[162],
            ikm: field(lens[0]),
            info: field(lens[1]),
            msg: field(lens[2]),
            dst: field(lens[3]),
            aug: field(lens[4]),
            pk: field(lens[5]),
            sig: field(lens[6]),
        })
    }
}

/// A result as a comparable string.
fn res<T, E: core::fmt::Debug>(r: &Result<T, E>, f: impl Fn(&T) -> Vec<u8>) -> String {
    match r {
        Ok(v) => format!("Ok({:02x?})", f(v)),
        Err(e) => format!("Err({e:?})"),
    }
}

macro_rules! variant {
    ($fn_name:ident, $m:ident, $hash:ident, $p:ident, $compress:ident, $mult:ident, $ser:literal) => {
        fn $fn_name(i: &Input) {
            use blst::$m as R;
            use f::$m as F;
            let ctx = |what: &str| format!("{} {what}: {i:02x?}", stringify!($m));
            let dst = if i.dst.is_empty() {
                &b"BLS_SIG_FUZZ"[..]
            } else {
                i.dst
            };

            // Key generation from the fuzzed IKM.
            let (rk, fk) = (
                R::SecretKey::key_gen(i.ikm, i.info),
                F::SecretKey::key_gen(i.ikm, i.info),
            );
            assert_eq!(
                res(&rk, |k| k.to_bytes().to_vec()),
                res(&fk, |k| k.to_bytes().to_vec()),
                "{}",
                ctx("key_gen")
            );

            // A secret key from 32 arbitrary bytes: accepted alike, then the same key and signature.
            let (rs, fs) = (
                R::SecretKey::from_bytes(&i.sk),
                F::SecretKey::from_bytes(&i.sk),
            );
            assert_eq!(
                res(&rs, |k| k.to_bytes().to_vec()),
                res(&fs, |k| k.to_bytes().to_vec()),
                "{}",
                ctx("SecretKey::from_bytes")
            );
            let fresh = match (&rs, &fs) {
                (Ok(rs), Ok(fs)) => {
                    let (rpk, fpk) = (rs.sk_to_pk(), fs.sk_to_pk());
                    assert_eq!(rpk.compress(), fpk.compress(), "{}", ctx("sk_to_pk"));
                    let (rsig, fsig) = (rs.sign(i.msg, dst, i.aug), fs.sign(i.msg, dst, i.aug));
                    assert_eq!(rsig.compress(), fsig.compress(), "{}", ctx("sign"));
                    let (rv, fv) = (
                        rsig.verify(true, i.msg, dst, i.aug, &rpk, true),
                        fsig.verify(true, i.msg, dst, i.aug, &fpk, true),
                    );
                    assert_eq!(
                        format!("{rv:?}"),
                        format!("{fv:?}"),
                        "{}",
                        ctx("verify fresh")
                    );
                    assert_eq!(
                        rv,
                        blst::BLST_ERROR::BLST_SUCCESS,
                        "{}",
                        ctx("verify fresh")
                    );
                    Some((rpk, fpk, rsig, fsig))
                }
                _ => None,
            };

            // Decoders and validators on the fuzzed bytes.
            let (rp, fp) = (
                R::PublicKey::from_bytes(i.pk),
                F::PublicKey::from_bytes(i.pk),
            );
            assert_eq!(
                res(&rp, |p| p.serialize().to_vec()),
                res(&fp, |p| p.serialize().to_vec()),
                "{}",
                ctx("PublicKey::from_bytes")
            );
            let (rv, fv) = (
                R::PublicKey::key_validate(i.pk),
                F::PublicKey::key_validate(i.pk),
            );
            assert_eq!(
                res(&rv, |p| p.compress().to_vec()),
                res(&fv, |p| p.compress().to_vec()),
                "{}",
                ctx("key_validate")
            );
            let (rg, fg) = (
                R::Signature::from_bytes(i.sig),
                F::Signature::from_bytes(i.sig),
            );
            assert_eq!(
                res(&rg, |s| s.serialize().to_vec()),
                res(&fg, |s| s.serialize().to_vec()),
                "{}",
                ctx("Signature::from_bytes")
            );
            for infcheck in [false, true] {
                let (rv, fv) = (
                    R::Signature::sig_validate(i.sig, infcheck),
                    F::Signature::sig_validate(i.sig, infcheck),
                );
                assert_eq!(
                    res(&rv, |s| s.compress().to_vec()),
                    res(&fv, |s| s.compress().to_vec()),
                    "{}",
                    ctx("sig_validate")
                );
            }

            // Verification of the fuzzed signature, under the fuzzed key and under the fresh one.
            if let (Ok(rg), Ok(fg)) = (&rg, &fg) {
                for groupcheck in [false, true] {
                    if let (Ok(rp), Ok(fp)) = (&rp, &fp) {
                        for validate in [false, true] {
                            let (rv, fv) = (
                                rg.verify(groupcheck, i.msg, dst, i.aug, rp, validate),
                                fg.verify(groupcheck, i.msg, dst, i.aug, fp, validate),
                            );
                            assert_eq!(format!("{rv:?}"), format!("{fv:?}"), "{}", ctx("verify"));
                        }
                    }
                    if let Some((rpk, fpk, rsig, fsig)) = &fresh {
                        let (rv, fv) = (
                            rg.verify(groupcheck, i.msg, dst, i.aug, rpk, true),
                            fg.verify(groupcheck, i.msg, dst, i.aug, fpk, true),
                        );
                        assert_eq!(
                            format!("{rv:?}"),
                            format!("{fv:?}"),
                            "{}",
                            ctx("verify under fresh key")
                        );
                        let (ra, fa) = (
                            R::AggregateSignature::aggregate(&[rg, rsig], groupcheck),
                            F::AggregateSignature::aggregate(&[fg, fsig], groupcheck),
                        );
                        assert_eq!(
                            res(&ra, |a| a.to_signature().compress().to_vec()),
                            res(&fa, |a| a.to_signature().compress().to_vec()),
                            "{}",
                            ctx("AggregateSignature::aggregate")
                        );
                    }
                }
            }

            // MultiPoint::mult over hashed points with scalars from the fuzzed bytes, any bit length.
            let n = usize::from(i.npoints % 9);
            let nbits = usize::from(i.nbits % 257).max(1);
            let nbytes = nbits.div_ceil(8);
            let mut rpts = Vec::new();
            let mut fpts = Vec::new();
            let mut scalars = Vec::new();
            for j in 0..n {
                let m = [i.msg, &[j as u8]].concat();
                let (mut rq, mut fq) = (blst::$p::default(), f::$p::default());
                // SAFETY: each library writes one point; the pointers and lengths are live slices.
                unsafe {
                    blst::$hash(
                        &mut rq,
                        m.as_ptr(),
                        m.len(),
                        dst.as_ptr(),
                        dst.len(),
                        [].as_ptr(),
                        0,
                    );
                    f::$hash(
                        &mut fq,
                        m.as_ptr(),
                        m.len(),
                        dst.as_ptr(),
                        dst.len(),
                        [].as_ptr(),
                        0,
                    );
                }
                rpts.push(rq);
                fpts.push(fq);
                let k: Vec<u8> = i
                    .scalar
                    .iter()
                    .map(|b| b.rotate_left(j as u32))
                    .take(nbytes)
                    .collect();
                scalars.extend(k);
            }
            let (rc, fc) = (compress_r(&rpts), compress_f(&fpts));
            assert_eq!(rc, fc, "{}", ctx("hash"));
            if n > 0 {
                let ra = blst::$mult::from(&rpts);
                let fa = f::$mult::from(&fpts);
                let (rm, fm) = (ra.mult(&scalars, nbits), fa.mult(&scalars, nbits));
                assert_eq!(
                    compress_r(&[rm]),
                    compress_f(&[fm]),
                    "{}",
                    ctx("MultiPoint::mult")
                );
            }

            fn compress_r(ps: &[blst::$p]) -> Vec<[u8; $ser]> {
                ps.iter()
                    .map(|p| {
                        let mut o = [0u8; $ser];
                        // SAFETY: writes one compressed point into a buffer of its size.
                        unsafe { blst::$compress(o.as_mut_ptr(), p) };
                        o
                    })
                    .collect()
            }
            fn compress_f(ps: &[f::$p]) -> Vec<[u8; $ser]> {
                ps.iter()
                    .map(|p| {
                        let mut o = [0u8; $ser];
                        // SAFETY: as above, on the facade's point.
                        unsafe { f::$compress(o.as_mut_ptr(), p) };
                        o
                    })
                    .collect()
            }
        }
    };
}

variant!(
    min_pk,
    min_pk,
    blst_hash_to_g2,
    blst_p2,
    blst_p2_compress,
    p2_affines,
    96
);
variant!(
    min_sig,
    min_sig,
    blst_hash_to_g1,
    blst_p1,
    blst_p1_compress,
    p1_affines,
    48
);

/// Raw base-field arithmetic on two arbitrary 48-byte strings, and scalar checks.
fn raw(i: &Input) {
    let ctx = |what: &str| format!("raw {what}: {i:02x?}");
    let (mut ra, mut rb, mut fa, mut fb) = (
        blst::blst_fp::default(),
        blst::blst_fp::default(),
        f::blst_fp::default(),
        f::blst_fp::default(),
    );
    // SAFETY: each call reads 48 bytes from a live array and writes one element.
    unsafe {
        blst::blst_fp_from_bendian(&mut ra, i.fp[0].as_ptr());
        blst::blst_fp_from_bendian(&mut rb, i.fp[1].as_ptr());
        f::blst_fp_from_bendian(&mut fa, i.fp[0].as_ptr());
        f::blst_fp_from_bendian(&mut fb, i.fp[1].as_ptr());
    }
    let out_r = |x: &blst::blst_fp| {
        let mut o = [0u8; 48];
        // SAFETY: writes 48 bytes into a buffer of that size.
        unsafe { blst::blst_bendian_from_fp(o.as_mut_ptr(), x) };
        o
    };
    let out_f = |x: &f::blst_fp| {
        let mut o = [0u8; 48];
        // SAFETY: as above.
        unsafe { f::blst_bendian_from_fp(o.as_mut_ptr(), x) };
        o
    };
    assert_eq!(out_r(&ra), out_f(&fa), "{}", ctx("fp_from_bendian"));
    let (mut rr, mut fr) = (blst::blst_fp::default(), f::blst_fp::default());
    // SAFETY: element arguments and results are live values of the call's types.
    unsafe {
        blst::blst_fp_mul(&mut rr, &ra, &rb);
        f::blst_fp_mul(&mut fr, &fa, &fb);
    }
    assert_eq!(out_r(&rr), out_f(&fr), "{}", ctx("fp_mul"));
    // SAFETY: as above.
    unsafe {
        blst::blst_fp_add(&mut rr, &ra, &rb);
        f::blst_fp_add(&mut fr, &fa, &fb);
    }
    assert_eq!(out_r(&rr), out_f(&fr), "{}", ctx("fp_add"));
    // SAFETY: as above.
    unsafe {
        blst::blst_fp_sub(&mut rr, &ra, &rb);
        f::blst_fp_sub(&mut fr, &fa, &fb);
    }
    assert_eq!(out_r(&rr), out_f(&fr), "{}", ctx("fp_sub"));
    // SAFETY: as above.
    unsafe {
        blst::blst_fp_inverse(&mut rr, &ra);
        f::blst_fp_inverse(&mut fr, &fa);
    }
    assert_eq!(out_r(&rr), out_f(&fr), "{}", ctx("fp_inverse"));
    // SAFETY: as above.
    let (rq, fq) = unsafe {
        (
            blst::blst_fp_sqrt(&mut rr, &ra),
            f::blst_fp_sqrt(&mut fr, &fa),
        )
    };
    assert_eq!(rq, fq, "{}", ctx("fp_sqrt verdict"));
    if rq {
        assert_eq!(out_r(&rr), out_f(&fr), "{}", ctx("fp_sqrt"));
    }

    let (mut rs, mut fs) = (blst::blst_scalar::default(), f::blst_scalar::default());
    // SAFETY: reads 32 bytes from a live array, writes one scalar; then reads that scalar.
    let (r, fv) = unsafe {
        (
            (
                blst::blst_scalar_from_le_bytes(&mut rs, i.scalar.as_ptr(), 32),
                blst::blst_sk_check(&rs),
                blst::blst_scalar_fr_check(&rs),
            ),
            (
                f::blst_scalar_from_le_bytes(&mut fs, i.scalar.as_ptr(), 32),
                f::blst_sk_check(&fs),
                f::blst_scalar_fr_check(&fs),
            ),
        )
    };
    assert_eq!(r, fv, "{}", ctx("scalar checks"));
    assert_eq!(rs.b, fs.b, "{}", ctx("scalar_from_le_bytes"));

    // k·G for the fuzzed scalar bytes at every bit length the input picks.
    let nbits = usize::from(i.nbits % 257);
    let (mut rp, mut fp) = (blst::blst_p1::default(), f::blst_p1::default());
    let (mut ro, mut fo) = ([0u8; 48], [0u8; 48]);
    // SAFETY: the generators are static points; the scalar is 32 live bytes (nbits ≤ 256).
    unsafe {
        blst::blst_p1_mult(&mut rp, blst::blst_p1_generator(), i.scalar.as_ptr(), nbits);
        f::blst_p1_mult(&mut fp, f::blst_p1_generator(), i.scalar.as_ptr(), nbits);
        blst::blst_p1_compress(ro.as_mut_ptr(), &rp);
        f::blst_p1_compress(fo.as_mut_ptr(), &fp);
    }
    assert_eq!(ro, fo, "{}", ctx("blst_p1_mult"));
    let (mut rp, mut fp) = (blst::blst_p2::default(), f::blst_p2::default());
    let (mut ro, mut fo) = ([0u8; 96], [0u8; 96]);
    // SAFETY: as above, in G2.
    unsafe {
        blst::blst_p2_mult(&mut rp, blst::blst_p2_generator(), i.scalar.as_ptr(), nbits);
        f::blst_p2_mult(&mut fp, f::blst_p2_generator(), i.scalar.as_ptr(), nbits);
        blst::blst_p2_compress(ro.as_mut_ptr(), &rp);
        f::blst_p2_compress(fo.as_mut_ptr(), &fp);
    }
    assert_eq!(ro, fo, "{}", ctx("blst_p2_mult"));
}

fuzz_target!(|data: &[u8]| {
    if let Some(i) = Input::parse(data) {
        raw(&i);
        min_pk(&i);
        min_sig(&i);
    }
});
