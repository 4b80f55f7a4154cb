//! The differential and conformance suite shared by G1 and G2: `curve_suite!` instantiates it
//! for one group with that group's types, sizes and blst entry points.
#![allow(dead_code)]

use std::path::PathBuf;

pub fn vector(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/vectors")
        .join(rel)
}

pub fn hex_decode(s: &str) -> Option<Vec<u8>> {
    let s = s.strip_prefix("0x").unwrap_or(s);
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).ok())
        .collect()
}

/// The (input hex, expected) pairs of an ethereum `deserialization_G*` directory: each file is
/// `{"input": {"<key>": "<hex>"}, "output": <bool>}` (parsed by hand: no JSON dependency).
pub fn eth_deserialization_cases(dir: &str) -> Vec<(String, String, bool)> {
    let mut out = Vec::new();
    for base in ["eth-bls-tests/v0.1.2", "eth-bls-tests/master-006855c-extra"] {
        let path = vector(&format!("{base}/{dir}"));
        let mut entries: Vec<_> = std::fs::read_dir(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for file in entries {
            let text = std::fs::read_to_string(&file).unwrap();
            let input = text.split("\"input\"").nth(1).unwrap();
            let hex = input.split('"').nth(3).unwrap().to_string();
            let output = text.split("\"output\"").nth(1).unwrap();
            let expected = output.trim_start_matches([':', ' ']).starts_with("true");
            out.push((
                file.file_name().unwrap().to_string_lossy().into_owned(),
                hex,
                expected,
            ));
        }
    }
    out
}

/// Instantiates the suite for one group.
#[macro_export]
macro_rules! curve_suite {
    (
        name: $name:literal,
        affine: $aff:ident, projective: $proj:ident,
        zk_affine: $zaff:path, zk_projective: $zproj:path,
        compressed: $cn:literal, uncompressed: $un:literal,
        blst_point: $bp:ident, blst_affine: $ba:ident,
        deserialize: $bdeser:ident, uncompress: $buncomp:ident,
        affine_compress: $bacomp:ident, affine_serialize: $baser:ident,
        from_affine: $bfromaff:ident, to_affine: $btoaff:ident,
        add_or_double: $badd:ident, add_or_double_affine: $badda:ident, double: $bdbl:ident,
        mult: $bmult:ident, in_group: $bing:ident, affine_in_group: $baing:ident,
        eth_dir: $ethdir:literal,
    ) => {
        use bls381::{$aff, $proj, Scalar};
        use common::*;
        use curve_common::*;
        use rand::{rngs::StdRng, RngExt};
        use subtle::ConstantTimeEq;

        mod bl {
            use blst::*;

            /// blst's view of an uncompressed encoding (None if blst rejects it).
            pub fn deserialize(bytes: &[u8]) -> Option<$ba> {
                let mut a = $ba::default();
                // SAFETY: blst reads the encoding (its length is implied by the C flag and is
                // at most the slice length, which the callers guarantee) and writes one point.
                let e = unsafe { $bdeser(&mut a, bytes.as_ptr()) };
                (e == BLST_ERROR::BLST_SUCCESS).then_some(a)
            }
            pub fn uncompress(bytes: &[u8; $cn]) -> Option<$ba> {
                let mut a = $ba::default();
                // SAFETY: reads $cn bytes from a valid array, writes one point.
                let e = unsafe { $buncomp(&mut a, bytes.as_ptr()) };
                (e == BLST_ERROR::BLST_SUCCESS).then_some(a)
            }
            pub fn compress(a: &$ba) -> [u8; $cn] {
                let mut out = [0u8; $cn];
                // SAFETY: writes $cn bytes into a valid array.
                unsafe { $bacomp(out.as_mut_ptr(), a) };
                out
            }
            pub fn serialize(a: &$ba) -> [u8; $un] {
                let mut out = [0u8; $un];
                // SAFETY: writes $un bytes into a valid array.
                unsafe { $baser(out.as_mut_ptr(), a) };
                out
            }
            pub fn from_affine(a: &$ba) -> $bp {
                let mut p = $bp::default();
                // SAFETY: valid pointers to initialised points.
                unsafe { $bfromaff(&mut p, a) };
                p
            }
            pub fn to_affine(p: &$bp) -> $ba {
                let mut a = $ba::default();
                // SAFETY: as above.
                unsafe { $btoaff(&mut a, p) };
                a
            }
            pub fn add(a: &$bp, b: &$bp) -> $bp {
                let mut p = $bp::default();
                // SAFETY: as above.
                unsafe { $badd(&mut p, a, b) };
                p
            }
            pub fn add_affine(a: &$bp, b: &$ba) -> $bp {
                let mut p = $bp::default();
                // SAFETY: as above.
                unsafe { $badda(&mut p, a, b) };
                p
            }
            pub fn double(a: &$bp) -> $bp {
                let mut p = $bp::default();
                // SAFETY: as above.
                unsafe { $bdbl(&mut p, a) };
                p
            }
            /// `k·P` with k as 32 little-endian bytes, all 255 bits.
            pub fn mult(a: &$bp, k: &[u8; 32]) -> $bp {
                let mut p = $bp::default();
                // SAFETY: blst reads ceil(255/8) = 32 bytes of scalar from a valid array.
                unsafe { $bmult(&mut p, a, k.as_ptr(), 255) };
                p
            }
            pub fn in_group(p: &$bp) -> bool {
                // SAFETY: reads one initialised point.
                unsafe { $bing(p) }
            }
            pub fn affine_in_group(a: &$ba) -> bool {
                // SAFETY: reads one initialised point.
                unsafe { $baing(a) }
            }
        }

        fn to_blst(p: &$proj) -> blst::$bp {
            bl::from_affine(&bl::deserialize(&$aff::from(p).to_uncompressed()).unwrap())
        }
        fn from_blst(p: &blst::$bp) -> $proj {
            let bytes = bl::serialize(&bl::to_affine(p));
            $aff::from_uncompressed_unchecked(&bytes).unwrap().into()
        }
        fn to_zk(p: &$aff) -> $zaff {
            <$zaff>::from_uncompressed_unchecked(&p.to_uncompressed()).unwrap()
        }
        fn random_scalar(rng: &mut StdRng) -> Scalar {
            Scalar::random(rng)
        }
        fn random_point(rng: &mut StdRng) -> $proj {
            $proj::generator() * random_scalar(rng)
        }
        /// A random point of the curve that is (almost surely) outside the prime-order
        /// subgroup: a random x lifted onto the curve without clearing the cofactor.
        fn random_curve_point(rng: &mut StdRng) -> $aff {
            loop {
                let mut b: [u8; $cn] = bytes(rng);
                b[0] = (b[0] & 0x3f) | 0x80;
                // For G2, the c0 half of x must be below p too.
                let mid = $cn / 2;
                if $cn == 96 {
                    b[mid] &= 0x1f;
                }
                b[0] &= 0x9f | (rng.random::<u8>() & 0x20);
                let p = $aff::from_compressed_unchecked(&b);
                if bool::from(p.is_some()) {
                    return p.unwrap();
                }
            }
        }
        /// `k·P` by plain double-and-add over the big-endian bits of k (any point, any k).
        fn mul_plain(p: &$proj, k: &num_bigint::BigUint) -> $proj {
            let mut acc = $proj::identity();
            for i in (0..k.bits()).rev() {
                acc = acc.double();
                if k.bit(i) {
                    acc += p;
                }
            }
            acc
        }
        fn scalar_le(k: &Scalar) -> [u8; 32] {
            k.to_bytes()
        }
        fn edge_scalars() -> Vec<Scalar> {
            let mut v = vec![
                Scalar::ZERO,
                Scalar::ONE,
                Scalar::from(2u64),
                Scalar::from(16u64),
                Scalar::from(17u64),
                -Scalar::ONE,
                -Scalar::from(2u64),
                Scalar::from(0xd201_0000_0001_0000u64),
                -Scalar::from(0xd201_0000_0001_0000u64),
            ];
            let z2 = Scalar::from(0xd201_0000_0001_0000u64).square();
            v.extend([z2, z2 + Scalar::ONE, z2 - Scalar::ONE, -z2]);
            for k in 0..256u32 {
                let two_k = Scalar::from(2u64).pow_vartime(&[k as u64]);
                v.push(two_k);
                v.push(two_k - Scalar::ONE);
            }
            v
        }

        #[test]
        fn zkcrypto_vectors() {
            let comp = std::fs::read(vector(&format!(
                "serialization-zkcrypto/{}_compressed_valid_test_vectors.dat",
                $name
            )))
            .unwrap();
            let unc = std::fs::read(vector(&format!(
                "serialization-zkcrypto/{}_uncompressed_valid_test_vectors.dat",
                $name
            )))
            .unwrap();
            assert_eq!(comp.len(), 1000 * $cn);
            assert_eq!(unc.len(), 1000 * $un);
            let g = $proj::generator();
            let mut acc = $proj::identity();
            for i in 0..1000 {
                let a = $aff::from(acc);
                let c: [u8; $cn] = comp[i * $cn..(i + 1) * $cn].try_into().unwrap();
                let u: [u8; $un] = unc[i * $un..(i + 1) * $un].try_into().unwrap();
                assert_eq!(a.to_compressed(), c, "compressed {i}");
                assert_eq!(a.to_uncompressed(), u, "uncompressed {i}");
                assert_eq!($aff::from_compressed(&c).unwrap(), a, "decode compressed {i}");
                assert_eq!($aff::from_uncompressed(&u).unwrap(), a, "decode uncompressed {i}");
                assert_eq!($aff::from_compressed_unchecked(&c).unwrap(), a);
                assert_eq!($aff::from_uncompressed_unchecked(&u).unwrap(), a);
                assert_eq!(g * Scalar::from(i as u64), acc, "mul {i}");
                acc += g;
            }
        }

        #[test]
        fn eth_deserialization_vectors() {
            let cases = eth_deserialization_cases($ethdir);
            assert!(cases.len() >= 16, "{} cases", cases.len());
            for (file, hex, expected) in cases {
                let bytes = hex_decode(&hex).unwrap();
                let got = match <[u8; $cn]>::try_from(bytes.as_slice()) {
                    Ok(b) => bool::from($aff::from_compressed(&b).is_some()),
                    Err(_) => false,
                };
                assert_eq!(got, expected, "{file}");
            }
        }

        #[test]
        fn debug_and_identity_match_bls12_381() {
            let g = $aff::generator();
            assert_eq!(format!("{:?}", g), format!("{:?}", <$zaff>::generator()));
            assert_eq!(format!("{}", g), format!("{}", <$zaff>::generator()));
            assert_eq!(format!("{:?}", $aff::identity()), format!("{:?}", <$zaff>::identity()));
            assert_eq!(format!("{:?}", $proj::generator()), format!("{:?}", <$zproj>::generator()));
            assert_eq!(format!("{:?}", $proj::identity()), format!("{:?}", <$zproj>::identity()));
            assert_eq!($aff::identity().to_compressed(), <$zaff>::identity().to_compressed());
            assert_eq!($aff::identity().to_uncompressed(), <$zaff>::identity().to_uncompressed());
            assert_eq!($aff::default(), $aff::identity());
            assert_eq!($proj::default(), $proj::identity());
            assert!(bool::from($proj::identity().is_on_curve() & $aff::identity().is_on_curve()));
        }

        #[test]
        fn group_law_against_blst() {
            let mut rng = rng(concat!($name, "::group_law_against_blst"));
            let id = $proj::identity();
            let mut pts = vec![id, $proj::generator()];
            for _ in 0..300 {
                pts.push(random_point(&mut rng));
            }
            for i in 0..pts.len() {
                let p = pts[i];
                let q = pts[(i * 7 + 3) % pts.len()];
                let (bp, bq) = (to_blst(&p), to_blst(&q));
                let qa = $aff::from(q);
                let sum = p + q;
                assert_eq!(sum, from_blst(&bl::add(&bp, &bq)), "add {i}");
                assert_eq!(p + qa, sum);
                assert_eq!(qa + p, sum);
                assert_eq!(p.add_mixed(&qa), sum);
                let ba = bl::deserialize(&qa.to_uncompressed()).unwrap();
                assert_eq!(sum, from_blst(&bl::add_affine(&bp, &ba)), "add affine {i}");
                assert_eq!(p.double(), from_blst(&bl::double(&bp)), "double {i}");
                // The exceptional inputs of incomplete formulas.
                assert_eq!(p + p, p.double());
                assert_eq!(p + $aff::from(p), p.double());
                assert!(bool::from((p - p).is_identity()));
                assert!(bool::from((p + (-$aff::from(p))).is_identity()));
                assert_eq!(p + id, p);
                assert_eq!(id + p, p);
                assert_eq!(p + $aff::identity(), p);
                assert_eq!(p - q, p + (-q));
                assert_eq!(sum - q, p);
                assert!(bool::from(sum.is_on_curve()));
                let mut s = p;
                s += q;
                s -= qa;
                s += qa;
                s -= &q;
                assert_eq!(s, p);
                // Sum and batch normalisation.
                let total: $proj = pts[..i].iter().sum();
                let _ = total;
            }
            let mut aff = vec![$aff::identity(); pts.len()];
            $proj::batch_normalize(&pts, &mut aff);
            for (p, a) in pts.iter().zip(&aff) {
                assert_eq!($aff::from(p), *a);
                assert!(bool::from($proj::from(a).ct_eq(p)));
            }
            let total: $proj = pts.iter().sum();
            assert_eq!(total, pts.iter().fold(id, |a, p| a + p));
        }

        #[test]
        #[should_panic]
        fn batch_normalize_panics_on_length_mismatch() {
            let mut q = [$aff::identity(); 2];
            $proj::batch_normalize(&[$proj::generator()], &mut q);
        }

        #[test]
        fn scalar_mul_against_blst() {
            let mut rng = rng(concat!($name, "::scalar_mul_against_blst"));
            let mut ks = edge_scalars();
            for _ in 0..200 {
                ks.push(random_scalar(&mut rng));
            }
            let bases = [$proj::generator(), random_point(&mut rng), $proj::identity()];
            for base in bases {
                let bb = to_blst(&base);
                let ba = $aff::from(base);
                for k in &ks {
                    let expected = from_blst(&bl::mult(&bb, &scalar_le(k)));
                    let ct = base * k;
                    assert_eq!(ct, expected, "k = {k:?}");
                    assert_eq!(base.mul_vartime(k), expected, "vartime k = {k:?}");
                    assert_eq!(ba * k, expected);
                    assert_eq!(k * base, expected);
                    assert_eq!(k * ba, expected);
                    let mut m = base;
                    m *= k;
                    assert_eq!(m, expected);
                    assert!(bool::from(ct.is_on_curve()));
                }
            }
            for k in &ks {
                assert_eq!($proj::mul_by_generator(k), $proj::generator() * k, "k = {k:?}");
            }
            // Against bls12_381 too, through the byte encodings.
            for k in ks.iter().take(40) {
                let zk_k = bls12_381::Scalar::from_bytes(&k.to_bytes()).unwrap();
                let zk = <$zaff>::from(<$zproj>::generator() * zk_k);
                assert_eq!($aff::from($proj::generator() * k).to_compressed(), zk.to_compressed());
            }
        }

        #[test]
        fn subgroup_check_against_order_and_blst() {
            let mut rng = rng(concat!($name, "::subgroup_check_against_order_and_blst"));
            let r = r();
            let mut outside = 0;
            for i in 0..60 {
                let p = if i % 2 == 0 {
                    random_curve_point(&mut rng)
                } else {
                    $aff::from(random_point(&mut rng))
                };
                let in_group = bool::from(mul_plain(&p.into(), &r).is_identity());
                outside += (!in_group) as usize;
                assert_eq!(bool::from(p.is_torsion_free()), in_group, "{p:?}");
                assert_eq!(bool::from($proj::from(p).is_torsion_free()), in_group);
                let b = bl::deserialize(&p.to_uncompressed()).unwrap();
                assert_eq!(bl::affine_in_group(&b), in_group);
                assert_eq!(bl::in_group(&bl::from_affine(&b)), in_group);
                assert_eq!(bool::from(to_zk(&p).is_torsion_free()), in_group);
            }
            assert!(outside >= 25);
            assert!(bool::from($aff::identity().is_torsion_free()));
        }

        #[test]
        fn clear_cofactor_matches_bls12_381() {
            let mut rng = rng(concat!($name, "::clear_cofactor_matches_bls12_381"));
            for i in 0..40 {
                let p = if i == 0 { $aff::identity() } else { random_curve_point(&mut rng) };
                let ours = $aff::from($proj::from(p).clear_cofactor());
                let theirs = <$zaff>::from(<$zproj>::from(to_zk(&p)).clear_cofactor());
                assert_eq!(ours.to_compressed(), theirs.to_compressed());
                assert!(bool::from(ours.is_torsion_free()));
            }
            let g = $proj::generator();
            assert_eq!(g.clear_cofactor(), {
                let zk = <$zaff>::from(<$zproj>::generator().clear_cofactor());
                $proj::from($aff::from_compressed(&zk.to_compressed()).unwrap())
            });
        }

        /// Decoding parity with blst and bls12_381 on valid, random and corrupted encodings.
        #[test]
        fn decode_parity() {
            let mut rng = rng(concat!($name, "::decode_parity"));
            let mut inputs_c: Vec<[u8; $cn]> = Vec::new();
            let mut inputs_u: Vec<[u8; $un]> = Vec::new();
            let p_be = be::<48>(&p());
            for i in 0..400 {
                let pt = match i % 4 {
                    0 => $aff::from(random_point(&mut rng)),
                    1 => random_curve_point(&mut rng),
                    2 => $aff::identity(),
                    _ => $aff::generator(),
                };
                let c = pt.to_compressed();
                let u = pt.to_uncompressed();
                inputs_c.push(c);
                inputs_u.push(u);
                // Flip each flag bit, and every other bit of the first and last bytes.
                for bit in 0..8 {
                    let mut c2 = c;
                    c2[0] ^= 1 << bit;
                    inputs_c.push(c2);
                    let mut u2 = u;
                    u2[0] ^= 1 << bit;
                    inputs_u.push(u2);
                    let mut c3 = c;
                    c3[$cn - 1] ^= 1 << bit;
                    inputs_c.push(c3);
                    let mut u3 = u;
                    u3[$un - 1] ^= 1 << bit;
                    inputs_u.push(u3);
                }
                // Coordinates at and above p (each Fp separately), keeping the flags.
                for off in (0..$un).step_by(48) {
                    let mut u2 = u;
                    u2[off..off + 48].copy_from_slice(&p_be);
                    u2[0] |= u[0] & 0xe0;
                    inputs_u.push(u2);
                    if off < $cn {
                        let mut c2 = c;
                        c2[off..off + 48].copy_from_slice(&p_be);
                        c2[0] |= c[0] & 0xe0;
                        inputs_c.push(c2);
                        c2[off + 47] = c2[off + 47].wrapping_add(1);
                        inputs_c.push(c2);
                    }
                }
                // Infinity with junk.
                let mut c2 = [0u8; $cn];
                c2[0] = 0xc0;
                c2[rng.random_range(0..$cn)] |= 1 << rng.random_range(0..8);
                inputs_c.push(c2);
                let mut u2 = [0u8; $un];
                u2[0] = 0x40;
                u2[rng.random_range(0..$un)] |= 1 << rng.random_range(0..8);
                inputs_u.push(u2);
                // Random bytes, with random flags.
                inputs_c.push(bytes(&mut rng));
                let mut c2: [u8; $cn] = bytes(&mut rng);
                c2[0] = (c2[0] & 0x1f) | 0x80;
                inputs_c.push(c2);
                inputs_u.push(bytes(&mut rng));
                let mut u2: [u8; $un] = bytes(&mut rng);
                u2[0] &= 0x1f;
                inputs_u.push(u2);
            }
            for c in &inputs_c {
                let ours = $aff::from_compressed(c);
                let ours_u = $aff::from_compressed_unchecked(c);
                let zk = <$zaff>::from_compressed(c);
                let zk_u = <$zaff>::from_compressed_unchecked(c);
                assert_eq!(bool::from(ours.is_some()), bool::from(zk.is_some()), "{c:02x?}");
                assert_eq!(bool::from(ours_u.is_some()), bool::from(zk_u.is_some()), "{c:02x?}");
                if bool::from(ours_u.is_some()) {
                    assert_eq!(ours_u.unwrap().to_compressed(), zk_u.unwrap().to_compressed());
                }
                let why = $aff::decode_compressed(c);
                assert_eq!(why.ok(), Option::<$aff>::from(ours), "decode_compressed {c:02x?}");
                assert!(!matches!(why, Err(bls381::DecodeError::Length { .. })));
                let b = bl::uncompress(c);
                let blst_ok = b.is_some_and(|b| bl::affine_in_group(&b));
                assert_eq!(bool::from(ours.is_some()), blst_ok, "blst {c:02x?}");
                if let Some(b) = b {
                    assert_eq!(bl::compress(&b), ours_u.unwrap().to_compressed());
                }
            }
            for u in &inputs_u {
                let ours = $aff::from_uncompressed(u);
                let ours_u = $aff::from_uncompressed_unchecked(u);
                let zk = <$zaff>::from_uncompressed(u);
                let zk_u = <$zaff>::from_uncompressed_unchecked(u);
                assert_eq!(bool::from(ours.is_some()), bool::from(zk.is_some()), "{u:02x?}");
                assert_eq!(bool::from(ours_u.is_some()), bool::from(zk_u.is_some()), "{u:02x?}");
                let why = $aff::decode_uncompressed(u);
                assert_eq!(why.ok(), Option::<$aff>::from(ours), "decode_uncompressed {u:02x?}");
                assert!(!matches!(why, Err(bls381::DecodeError::Length { .. })));
                if u[0] & 0x80 == 0 {
                    // blst's deserialize reads the uncompressed form when C is clear, and
                    // checks the curve equation but not the subgroup.
                    let b = bl::deserialize(u);
                    let blst_ok = b.is_some_and(|b| bl::affine_in_group(&b));
                    assert_eq!(bool::from(ours.is_some()), blst_ok, "blst {u:02x?}");
                    if let Some(b) = b {
                        assert_eq!(bl::serialize(&b), *u);
                    }
                }
            }
        }

        /// Nothing panics on arbitrary bytes.
        #[test]
        fn decode_random_bytes_never_panics() {
            let mut rng = rng(concat!($name, "::decode_random_bytes_never_panics"));
            for _ in 0..2000 {
                let c: [u8; $cn] = bytes(&mut rng);
                let u: [u8; $un] = bytes(&mut rng);
                let _ = $aff::from_compressed(&c);
                let _ = $aff::from_compressed_unchecked(&c);
                let _ = $aff::from_uncompressed(&u);
                let _ = $aff::from_uncompressed_unchecked(&u);
                let len = rng.random_range(0..2 * $un);
                let v: Vec<u8> = (0..len).map(|_| rng.random()).collect();
                let _ = $aff::decode_compressed(&v);
                let _ = $aff::decode_uncompressed(&v);
            }
        }

        /// Each `DecodeError` on inputs crafted to fail that check (and, where it matters,
        /// a later one too: the first failed check is the one reported).
        #[test]
        fn decode_errors_name_the_check() {
            use bls381::DecodeError as E;
            let mut rng = rng(concat!($name, "::decode_errors_name_the_check"));
            let dc = |b: &[u8]| $aff::decode_compressed(b);
            let du = |b: &[u8]| $aff::decode_uncompressed(b);
            let g = $aff::from(random_point(&mut rng));
            let (c, u) = (g.to_compressed(), g.to_uncompressed());
            let id = $aff::identity();
            let (ic, iu) = (id.to_compressed(), id.to_uncompressed());
            assert_eq!(dc(&c), Ok(g));
            assert_eq!(du(&u), Ok(g));
            assert_eq!(dc(&ic), Ok(id));
            assert_eq!(du(&iu), Ok(id));

            // Length, before anything else: a valid encoding with a byte more or less.
            for len in [0, 1, $cn - 1, $cn + 1, $un] {
                let mut v = u.to_vec();
                v.resize(len, 0);
                v[..$cn.min(len)].copy_from_slice(&c[..$cn.min(len)]);
                assert_eq!(dc(&v), Err(E::Length { expected: $cn, got: len }));
            }
            for len in [0, $cn, $un - 1, $un + 1] {
                let mut v = u.to_vec();
                v.resize(len, 0);
                assert_eq!(du(&v), Err(E::Length { expected: $un, got: len }));
            }

            // Flags: C clear in a compressed encoding, set in an uncompressed one; S set in an
            // uncompressed one or with I; each also on an otherwise non-canonical x.
            let p_be = be::<48>(&p());
            let mut bad_x = c;
            bad_x[..48].copy_from_slice(&p_be);
            bad_x[0] |= c[0] & 0xe0;
            for base in [c, bad_x] {
                let mut b = base;
                b[0] &= !0x80;
                assert_eq!(dc(&b), Err(E::CompressionFlag));
            }
            let mut b = u;
            b[0] |= 0x80;
            assert_eq!(du(&b), Err(E::CompressionFlag));
            let mut b = iu;
            b[0] |= 0x80;
            assert_eq!(du(&b), Err(E::CompressionFlag));
            let mut b = u;
            b[0] |= 0x20;
            assert_eq!(du(&b), Err(E::SortFlag));
            let mut b = ic;
            b[0] |= 0x20;
            assert_eq!(dc(&b), Err(E::SortFlag));
            b[$cn - 1] = 1;
            assert_eq!(dc(&b), Err(E::SortFlag));

            // The identity with any other bit set.
            for _ in 0..20 {
                let (i, bit) = (rng.random_range(0..$cn), rng.random_range(0..8));
                if i == 0 && bit >= 5 {
                    continue;
                }
                let mut b = ic;
                b[i] |= 1 << bit;
                assert_eq!(dc(&b), Err(E::InfinityNotZero), "byte {i} bit {bit}");
                let mut b = iu;
                b[i + rng.random_range(0..2) * $cn] |= 1 << bit;
                assert_eq!(du(&b), Err(E::InfinityNotZero), "byte {i} bit {bit}");
            }
            let mut b = c;
            b[0] = (b[0] | 0x40) & !0x20;
            assert_eq!(dc(&b), Err(E::InfinityNotZero));
            let mut b = u;
            b[0] |= 0x40;
            assert_eq!(du(&b), Err(E::InfinityNotZero));

            // Coordinates at p, and at the largest value the bytes hold, one Fp at a time.
            for off in (0..$un).step_by(48) {
                for value in [p_be, [0xff; 48]] {
                    let mut b = u;
                    b[off..off + 48].copy_from_slice(&value);
                    if off == 0 {
                        b[0] &= 0x1f;
                    }
                    let want = if off < $cn { E::XNotCanonical } else { E::YNotCanonical };
                    assert_eq!(du(&b), Err(want), "uncompressed, Fp at {off}");
                    if off < $cn {
                        let mut b = c;
                        b[off..off + 48].copy_from_slice(&value);
                        if off == 0 {
                            b[0] = (b[0] & 0x1f) | (c[0] & 0xe0);
                        }
                        assert_eq!(dc(&b), Err(E::XNotCanonical), "compressed, Fp at {off}");
                    }
                }
            }

            // Off the curve: y changed; a canonical x whose x³ + b is not a square.
            let mut b = u;
            b[$un - 1] ^= 1;
            assert_eq!(du(&b), Err(E::NotOnCurve));
            let mut found = 0;
            while found < 5 {
                let mut b: [u8; $cn] = bytes(&mut rng);
                // Top bytes below p's (0x1a) keep every Fp of x canonical.
                for off in (0..$cn).step_by(48) {
                    b[off] &= 0x0f;
                }
                b[0] |= 0x80 | (rng.random::<u8>() & 0x20);
                if bool::from($aff::from_compressed_unchecked(&b).is_none()) {
                    assert_eq!(dc(&b), Err(E::NotOnCurve), "{b:02x?}");
                    found += 1;
                }
            }

            // On the curve, outside the subgroup.
            for _ in 0..5 {
                let q = random_curve_point(&mut rng);
                assert!(!bool::from(q.is_torsion_free()));
                assert_eq!(dc(&q.to_compressed()), Err(E::NotInSubgroup));
                assert_eq!(du(&q.to_uncompressed()), Err(E::NotInSubgroup));
            }
        }
    };
}
