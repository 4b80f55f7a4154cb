//! The facades against the zkcrypto crates they replace, value for value and string for string:
//! the same seeded randomness, `Debug`/`Display` output, encodings and decoding verdicts, square
//! roots, pairings, hash-to-curve outputs and `WnafGroup` windows. One module per line
//! (0.8: ff/group/pairing 0.13/0.13/0.23, rand_core 0.6; 0.9: 0.14/0.14/0.24, rand_core 0.10).

/// The `PrimeField` constants `$c` of the facade's `$f::Scalar` and bls12_381's `$z::Scalar`:
/// printed alike.
macro_rules! same_constants {
    ($f:ident, $z:ident: $($c:ident),*) => {$(
        assert_eq!(
            dbg(<$f::Scalar as PrimeField>::$c),
            dbg(<$z::Scalar as PrimeField>::$c),
            stringify!($c)
        );
    )*};
}

/// The facade's (`$ft`) and bls12_381's (`$zt`) decoders `$checked` and `$unchecked` on
/// `$bytes`: the same verdicts (`$what` names the case); the two values the unchecked decoders
/// accept, if they do.
macro_rules! same_decoders {
    ($ft:ty, $zt:ty, $checked:ident, $unchecked:ident, $bytes:expr, $what:expr) => {{
        let (checked, unchecked) = (stringify!($checked), stringify!($unchecked));
        let (x, y) = (<$ft>::$checked($bytes), <$zt>::$checked($bytes));
        same_verdict(x, y, format_args!("{checked}: {}", $what));
        let (x, y) = (<$ft>::$unchecked($bytes), <$zt>::$unchecked($bytes));
        same_verdict(x, y, format_args!("{unchecked}: {}", $what))
    }};
}

/// Everything the two lines share, instantiated for each.
macro_rules! differential {
    ($line:ident, $f:ident, $z:ident, $ff:ident, $group:ident, $pairing:ident, $rc:ident, $xs:ident) => {
        mod $line {
            use $ff::{Field, PrimeField, PrimeFieldBits};
            use $group::{Curve, Group, GroupEncoding, UncompressedEncoding, WnafGroup};
            use $rc::SeedableRng;
            use $xs::XorShiftRng;

            const SEED: [u8; 16] = [
                0x59, 0x62, 0xbe, 0x5d, 0x76, 0x3d, 0x31, 0x8d, 0x17, 0xdb, 0x37, 0x32, 0x54, 0x06,
                0xbc, 0xe5,
            ];

            fn rngs() -> (XorShiftRng, XorShiftRng) {
                (XorShiftRng::from_seed(SEED), XorShiftRng::from_seed(SEED))
            }

            fn dbg(x: impl core::fmt::Debug) -> String {
                format!("{x:?}")
            }

            /// The verdicts of a facade's decoder and of bls12_381's on the same bytes, which must
            /// agree (`what` says which); both values when both accept.
            fn same_verdict<A, B>(
                x: subtle::CtOption<A>,
                y: subtle::CtOption<B>,
                what: impl core::fmt::Display,
            ) -> Option<(A, B)> {
                let (x, y): (Option<A>, Option<B>) = (x.into(), y.into());
                assert_eq!(x.is_some(), y.is_some(), "{what}");
                x.zip(y)
            }

            fn f_scalar(s: &$z::Scalar) -> $f::Scalar {
                $f::Scalar::from_bytes(&s.to_bytes()).unwrap()
            }

            #[test]
            fn scalars() {
                let (mut a, mut b) = rngs();
                for _ in 0..200 {
                    let x = <$f::Scalar as Field>::random(&mut a);
                    let y = <$z::Scalar as Field>::random(&mut b);
                    assert_eq!(x.to_bytes(), y.to_bytes());
                    assert_eq!(dbg(x), dbg(y));
                    assert_eq!(format!("{x}"), format!("{y}"));
                    // Square roots: the same root or none.
                    let (sx, sy) = (Field::sqrt(&x), Field::sqrt(&y));
                    assert_eq!(bool::from(sx.is_some()), bool::from(sy.is_some()));
                    if bool::from(sx.is_some()) {
                        assert_eq!(sx.unwrap().to_bytes(), sy.unwrap().to_bytes());
                    }
                    let x2 = x.square();
                    let y2 = y.square();
                    assert_eq!(
                        Field::sqrt(&x2).unwrap().to_bytes(),
                        Field::sqrt(&y2).unwrap().to_bytes()
                    );
                    let (cx, rx) = <$f::Scalar as Field>::sqrt_ratio(&x, &x2);
                    let (cy, ry) = <$z::Scalar as Field>::sqrt_ratio(&y, &y2);
                    assert_eq!(bool::from(cx), bool::from(cy));
                    assert_eq!(rx.to_bytes(), ry.to_bytes());
                    assert_eq!(
                        x.invert().unwrap().to_bytes(),
                        y.invert().unwrap().to_bytes()
                    );
                    let e = [x.to_bytes()[0] as u64, 7, 0, 1 << 60];
                    assert_eq!(x.pow(&e).to_bytes(), y.pow(&e).to_bytes());
                    assert_eq!(x.pow_vartime(&e).to_bytes(), y.pow_vartime(&e).to_bytes());
                    assert_eq!(x.to_le_bits(), f_scalar(&y).to_le_bits());
                    assert_eq!(bool::from(x.is_odd()), bool::from(y.is_odd()));
                    let mut wide = [0u8; 64];
                    wide[..32].copy_from_slice(&x.to_bytes());
                    wide[32..].copy_from_slice(&x.square().to_bytes());
                    assert_eq!(
                        $f::Scalar::from_bytes_wide(&wide).to_bytes(),
                        $z::Scalar::from_bytes_wide(&wide).to_bytes()
                    );
                    let raw = [e[0], u64::MAX, u64::MAX, u64::MAX];
                    assert_eq!(
                        $f::Scalar::from_raw(raw).to_bytes(),
                        $z::Scalar::from_raw(raw).to_bytes()
                    );
                }
                let four = $f::Scalar::from(4u64);
                assert_eq!(
                    dbg(Field::sqrt(&four).unwrap()),
                    dbg(Field::sqrt(&$z::Scalar::from(4u64)).unwrap())
                );
                // The `PrimeField` constants, printed alike.
                same_constants!(
                    $f,
                    $z:
                    MODULUS,
                    NUM_BITS,
                    CAPACITY,
                    TWO_INV,
                    MULTIPLICATIVE_GENERATOR,
                    S,
                    ROOT_OF_UNITY,
                    ROOT_OF_UNITY_INV,
                    DELTA
                );
                assert_eq!(
                    $f::Scalar::char_le_bits(),
                    f_scalar(&$z::Scalar::zero()).to_le_bits() | $f::Scalar::char_le_bits()
                );
                assert_eq!(
                    format!("{:?}", $f::Scalar::char_le_bits()),
                    format!("{:?}", $z::Scalar::char_le_bits())
                );
                // Non-canonical encodings are rejected alike.
                for top in [0x73u8, 0x74, 0xff] {
                    let mut bytes = [0xffu8; 32];
                    bytes[31] = top;
                    let (x, y) = (
                        $f::Scalar::from_bytes(&bytes),
                        $z::Scalar::from_bytes(&bytes),
                    );
                    same_verdict(x, y, top);
                }
            }

            /// The same points drawn, printed, encoded and decoded alike.
            macro_rules! points {
                ($name:ident, $aff:ident, $proj:ident, $c:literal, $u:literal) => {
                    #[test]
                    fn $name() {
                        let (mut a, mut b) = rngs();
                        let mut fs = vec![];
                        let mut zs = vec![];
                        for _ in 0..24 {
                            let p = <$f::$proj as Group>::random(&mut a);
                            let q = <$z::$proj as Group>::random(&mut b);
                            let (pa, qa) = ($f::$aff::from(p), $z::$aff::from(q));
                            assert_eq!(pa.to_uncompressed(), qa.to_uncompressed());
                            assert_eq!(dbg(pa), dbg(qa));
                            assert_eq!(format!("{pa}"), format!("{qa}"));
                            assert_eq!(dbg(pa.to_bytes()), dbg(qa.to_bytes()));
                            assert_eq!(dbg(pa.to_uncompressed()), dbg(qa.to_uncompressed()));
                            assert_eq!(
                                dbg(<$f::$aff as UncompressedEncoding>::to_uncompressed(&pa)),
                                dbg(<$z::$aff as UncompressedEncoding>::to_uncompressed(&qa))
                            );
                            // Normalised projective points print alike too.
                            assert_eq!(dbg($f::$proj::from(pa)), dbg($z::$proj::from(qa)));
                            // Both generators draw the scalar, so that they stay in step.
                            let kf = <$f::Scalar as Field>::random(&mut a);
                            let k = <$z::Scalar as Field>::random(&mut b);
                            assert_eq!(kf, f_scalar(&k));
                            assert_eq!(
                                $f::$aff::from(p * kf).to_compressed(),
                                $z::$aff::from(q * k).to_compressed()
                            );
                            assert_eq!(
                                $f::$aff::from(pa * kf + p.double() - pa).to_compressed(),
                                $z::$aff::from(qa * k + q.double() - qa).to_compressed()
                            );
                            fs.push(p);
                            zs.push(q);
                        }
                        // Identity and generator.
                        assert_eq!(dbg($f::$aff::identity()), dbg($z::$aff::identity()));
                        assert_eq!(dbg($f::$proj::identity()), dbg($z::$proj::identity()));
                        assert_eq!(dbg($f::$aff::generator()), dbg($z::$aff::generator()));
                        assert_eq!(dbg($f::$proj::generator()), dbg($z::$proj::generator()));
                        assert_eq!(
                            $f::$aff::identity().to_compressed(),
                            $z::$aff::identity().to_compressed()
                        );
                        assert_eq!(
                            $f::$aff::identity().to_uncompressed(),
                            $z::$aff::identity().to_uncompressed()
                        );
                        // batch_normalize.
                        let mut fa = vec![$f::$aff::identity(); fs.len()];
                        let mut za = vec![$z::$aff::identity(); zs.len()];
                        fs[3] = $f::$proj::identity();
                        zs[3] = $z::$proj::identity();
                        $f::$proj::batch_normalize(&fs, &mut fa);
                        $z::$proj::batch_normalize(&zs, &mut za);
                        for (x, y) in fa.iter().zip(za.iter()) {
                            assert_eq!(dbg(x), dbg(y));
                        }
                        // Decoding verdicts on mangled encodings: flags, coordinates, off-curve,
                        // non-subgroup points.
                        let mut c = fa[1].to_compressed();
                        let mut u = fa[1].to_uncompressed();
                        for i in 0..64 {
                            let byte = (i * 7) % $c;
                            let bit = 1u8 << (i % 8);
                            c[byte] ^= bit;
                            u[(i * 13) % $u] ^= bit;
                            for cc in [c, {
                                let mut t = c;
                                t[0] &= 0x1f;
                                t[0] |= ((i as u8) & 7) << 5;
                                t
                            }] {
                                if let Some((x, y)) = same_decoders!(
                                    $f::$aff,
                                    $z::$aff,
                                    from_compressed,
                                    from_compressed_unchecked,
                                    &cc,
                                    format_args!("compressed {i}")
                                ) {
                                    assert_eq!(x.to_uncompressed(), y.to_uncompressed());
                                    assert_eq!(
                                        bool::from(x.is_torsion_free()),
                                        bool::from(y.is_torsion_free())
                                    );
                                    assert_eq!(
                                        bool::from(x.is_on_curve()),
                                        bool::from(y.is_on_curve())
                                    );
                                    let (cx, cy) = (
                                        $f::$proj::from(x).clear_cofactor(),
                                        $z::$proj::from(y).clear_cofactor(),
                                    );
                                    assert_eq!(
                                        $f::$aff::from(cx).to_compressed(),
                                        $z::$aff::from(cy).to_compressed()
                                    );
                                }
                            }
                            if let Some((x, y)) = same_decoders!(
                                $f::$aff,
                                $z::$aff,
                                from_uncompressed,
                                from_uncompressed_unchecked,
                                &u,
                                format_args!("uncompressed {i}")
                            ) {
                                assert_eq!(dbg(x), dbg(y));
                                assert_eq!(
                                    bool::from(x.is_on_curve()),
                                    bool::from(y.is_on_curve())
                                );
                            }
                        }
                        // WnafGroup windows.
                        for n in (0..100_000).step_by(7).chain([
                            1630,
                            1631,
                            62569,
                            62570,
                            84071,
                            84072,
                            1 << 20,
                        ]) {
                            assert_eq!(
                                <$f::$proj as WnafGroup>::recommended_wnaf_for_num_scalars(n),
                                <$z::$proj as WnafGroup>::recommended_wnaf_for_num_scalars(n)
                            );
                        }
                        // Sum, encodings of sums.
                        let sf: $f::$proj = fs.iter().sum();
                        let sz: $z::$proj = zs.iter().sum();
                        assert_eq!(
                            sf.to_affine().to_compressed(),
                            sz.to_affine().to_compressed()
                        );
                    }
                };
            }

            points!(g1_points, G1Affine, G1Projective, 48, 96);
            points!(g2_points, G2Affine, G2Projective, 96, 192);

            #[test]
            fn pairings() {
                use $pairing::{Engine, MultiMillerLoop, PairingCurveAffine};
                let (mut a, mut b) = rngs();
                assert_eq!(
                    dbg(<$f::Gt as Group>::generator()),
                    dbg(<$z::Gt as Group>::generator())
                );
                assert_eq!(dbg($f::Gt::identity()), dbg($z::Gt::identity()));
                assert_eq!(
                    format!("{}", <$f::Gt as Group>::generator()),
                    format!("{}", <$z::Gt as Group>::generator())
                );
                for _ in 0..3 {
                    let gf = <$f::Gt as Group>::random(&mut a);
                    let gz = <$z::Gt as Group>::random(&mut b);
                    assert_eq!(dbg(gf), dbg(gz));
                    let k = <$z::Scalar as Field>::random(&mut b);
                    let _ = <$f::Scalar as Field>::random(&mut a);
                    assert_eq!(dbg(gf * f_scalar(&k)), dbg(gz * k));
                    assert_eq!(dbg(-gf + gf.double() - gf), dbg(-gz + gz.double() - gz));
                }
                let mut fterms = vec![];
                let mut zterms = vec![];
                for i in 0..4 {
                    let (p, q) = (
                        <$f::G1Projective as Group>::random(&mut a),
                        <$f::G2Projective as Group>::random(&mut a),
                    );
                    let (r, s) = (
                        <$z::G1Projective as Group>::random(&mut b),
                        <$z::G2Projective as Group>::random(&mut b),
                    );
                    let (p, q, r, s) = (
                        $f::G1Affine::from(p),
                        $f::G2Affine::from(q),
                        $z::G1Affine::from(r),
                        $z::G2Affine::from(s),
                    );
                    let (p, r) = if i == 2 {
                        ($f::G1Affine::identity(), $z::G1Affine::identity())
                    } else {
                        (p, r)
                    };
                    assert_eq!(dbg($f::pairing(&p, &q)), dbg($z::pairing(&r, &s)));
                    assert_eq!(
                        dbg(<$f::Bls12 as Engine>::pairing(&p, &q)),
                        dbg(<$z::Bls12 as Engine>::pairing(&r, &s))
                    );
                    assert_eq!(dbg(q.pairing_with(&p)), dbg(s.pairing_with(&r)));
                    fterms.push((p, $f::G2Prepared::from(q)));
                    zterms.push((r, $z::G2Prepared::from(s)));
                }
                fterms.push((
                    $f::G1Affine::generator(),
                    $f::G2Prepared::from($f::G2Affine::identity()),
                ));
                zterms.push((
                    $z::G1Affine::generator(),
                    $z::G2Prepared::from($z::G2Affine::identity()),
                ));
                let fr: Vec<_> = fterms.iter().map(|(p, q)| (p, q)).collect();
                let zr: Vec<_> = zterms.iter().map(|(p, q)| (p, q)).collect();
                let mf = <$f::Bls12 as MultiMillerLoop>::multi_miller_loop(&fr);
                let mz = <$z::Bls12 as MultiMillerLoop>::multi_miller_loop(&zr);
                assert_eq!(
                    dbg(mf.final_exponentiation()),
                    dbg(mz.final_exponentiation())
                );
                assert_eq!(
                    dbg((mf + mf).final_exponentiation()),
                    dbg((mz + mz).final_exponentiation())
                );
                assert_eq!(
                    dbg($f::MillerLoopResult::default()),
                    dbg($z::MillerLoopResult::default())
                );
            }
        }
    };
}

differential!(
    line_0_8,
    facade08,
    zk08,
    ff013,
    group013,
    pairing023,
    rand_core06,
    rand_xorshift03
);
differential!(
    line_0_9,
    facade09,
    zk09,
    ff014,
    group014,
    pairing024,
    rand_core010,
    rand_xorshift05
);

/// hash_to_curve of both lines, instantiated in `h2c_0_8` and `h2c_0_9` after the macros that
/// spell the calls of the line: `fmsg!`/`zmsg!` (a byte string as the facade's and the zkcrypto
/// crate's message), `hash_to_field!` and `init_expand!` (their generic parameters differ), and
/// the names `ExpandTrait`/`ZExpandTrait` of the trait that holds `init_expand` in each crate. The expanders'
/// reading trait of both crates is in scope.
macro_rules! h2c_differential {
    ($f:ident, $z:ident, $xmd_hash:ty, $xof_hash:ty) => {
        type X = ExpandMsgXmd<$xmd_hash>;
        type ZX = zh::ExpandMsgXmd<$xmd_hash>;
        type O = ExpandMsgXof<$xof_hash>;
        type ZO = zh::ExpandMsgXof<$xof_hash>;

        fn dbg(x: impl core::fmt::Debug) -> String {
            format!("{x:?}")
        }

        /// `$method` (`hash_to_curve` or `encode_to_curve`) to `$g` through the expanders
        /// `$x`/`$zx`: the same point.
        macro_rules! same_point {
            ($g:ident, $aff:ident, $method:ident, $x:ty, $zx:ty, $msg:expr, $dst:expr) => {{
                let p = <$f::$g as HashToCurve<$x>>::$method(fmsg!($msg), $dst);
                let q = <$z::$g as zh::HashToCurve<$zx>>::$method(zmsg!($msg), $dst);
                assert_eq!($f::$aff::from(p).to_compressed(), $z::$aff::from(q).to_compressed());
            }};
        }

        /// `hash_to_field` into three elements of the field of `$t`/`$zt` through `$x`/`$zx`:
        /// the same elements (compared through `Debug`), returned.
        macro_rules! same_field {
            ($t:ty, $zt:ty, $x:ty, $zx:ty, $msg:expr, $dst:expr) => {{
                let mut fs = [<$t>::default(); 3];
                let mut zs = [<$zt>::default(); 3];
                hash_to_field!(<$t as HashToField>, $x, fmsg!($msg), $dst, &mut fs);
                hash_to_field!(<$zt as zh::HashToField>, $zx, zmsg!($msg), $dst, &mut zs);
                assert_eq!(dbg(fs), dbg(zs));
                (fs, zs)
            }};
        }

        /// `map_to_curve` (off the subgroup) of `$g` and `clear_h` of its value: the same
        /// points.
        macro_rules! same_map {
            ($g:ident, $aff:ident, $u:expr, $zu:expr) => {{
                let m = <$f::$g as MapToCurve>::map_to_curve(&$u);
                let n = <$z::$g as zh::MapToCurve>::map_to_curve(&$zu);
                assert_eq!($f::$aff::from(m).to_uncompressed(), $z::$aff::from(n).to_uncompressed());
                let (m, n) = (MapToCurve::clear_h(&m), zh::MapToCurve::clear_h(&n));
                assert_eq!($f::$aff::from(m).to_uncompressed(), $z::$aff::from(n).to_uncompressed());
            }};
        }

        /// The expanders `$x`/`$zx` of `$len` bytes: the same `Debug`, the same bytes read in
        /// two uneven pieces (and past the end), the same remainder, the same `into_vec`.
        macro_rules! same_expander {
            ($x:ty, $zx:ty, $msg:expr, $dst:expr, $len:expr, $what:literal) => {{
                let len = $len;
                let mut a = init_expand!(<$x as ExpandTrait>, fmsg!($msg), $dst, len);
                let mut b = init_expand!(<$zx as ZExpandTrait>, zmsg!($msg), $dst, len);
                assert_eq!(dbg(&a), dbg(&b));
                let (mut x, mut y) = (vec![0u8; len + 5], vec![0u8; len + 5]);
                let cut = (len / 3).max(1).min(len);
                assert_eq!(a.read_into(&mut x[..cut]), b.read_into(&mut y[..cut]));
                assert_eq!(a.read_into(&mut x[cut..]), b.read_into(&mut y[cut..]));
                assert_eq!(x, y, "{} {len}", $what);
                assert_eq!(a.remain(), b.remain());
                let a = init_expand!(<$x as ExpandTrait>, fmsg!($msg), $dst, len);
                let b = init_expand!(<$zx as ZExpandTrait>, zmsg!($msg), $dst, len);
                assert_eq!(a.into_vec(), b.into_vec(), "{} {len}", $what);
            }};
        }

        #[test]
        fn hash_to_curve_and_field() {
            let long_dst = [b'D'; 300];
            for msg in [&b""[..], b"abc", &[0x5a; 1000]] {
                for dst in [
                    &b"QUUX-V01-CS02-with-BLS12381G2_XMD:SHA-256_SSWU_RO_"[..],
                    &long_dst[..],
                    b"",
                ] {
                    same_point!(G1Projective, G1Affine, hash_to_curve, X, ZX, msg, dst);
                    same_point!(G1Projective, G1Affine, encode_to_curve, O, ZO, msg, dst);
                    same_point!(G2Projective, G2Affine, encode_to_curve, X, ZX, msg, dst);
                    same_point!(G2Projective, G2Affine, hash_to_curve, O, ZO, msg, dst);
                    same_field!($f::Scalar, $z::Scalar, X, ZX, msg, dst);
                    same_field!($f::Scalar, $z::Scalar, O, ZO, msg, dst);
                    type Fp = <$f::G1Projective as MapToCurve>::Field;
                    type ZFp = <$z::G1Projective as zh::MapToCurve>::Field;
                    type Fp2 = <$f::G2Projective as MapToCurve>::Field;
                    type ZFp2 = <$z::G2Projective as zh::MapToCurve>::Field;
                    let (u, zu) = same_field!(Fp, ZFp, O, ZO, msg, dst);
                    same_map!(G1Projective, G1Affine, u[1], zu[1]);
                    let (u, zu) = same_field!(Fp2, ZFp2, X, ZX, msg, dst);
                    same_map!(G2Projective, G2Affine, u[0], zu[0]);
                    for len in [1usize, 32, 33, 100, 255 * 32] {
                        same_expander!(X, ZX, msg, dst, len, "xmd");
                        same_expander!(O, ZO, msg, dst, len, "xof");
                    }
                }
            }
        }
    };
}

/// hash_to_curve: the 0.8 API (messages as `impl AsRef<[u8]>`, digest 0.9).
mod h2c_0_8 {
    use facade08::hash_to_curve::{
        ExpandMessageState as _, ExpandMsgXmd, ExpandMsgXof, HashToCurve, HashToField,
        InitExpandMessage as ExpandTrait, MapToCurve,
    };
    use zk08::hash_to_curve::{
        self as zh, ExpandMessageState as _, InitExpandMessage as ZExpandTrait,
    };

    macro_rules! fmsg {
        ($m:expr) => {
            $m
        };
    }

    macro_rules! zmsg {
        ($m:expr) => {
            $m
        };
    }

    macro_rules! hash_to_field {
        (<$t:ty as $tr:path>, $x:ty, $($args:expr),*) => {
            <$t as $tr>::hash_to_field::<$x>($($args),*)
        };
    }

    macro_rules! init_expand {
        (<$x:ty as $tr:path>, $($args:expr),*) => {
            <$x as $tr>::init_expand($($args),*)
        };
    }

    h2c_differential!(facade08, zk08, sha2_09::Sha256, sha3_09::Shake128);
}

/// hash_to_curve: the 0.9 API (`Message`, digest 0.10, `XofOutputLength`); the facade's
/// messages in two pieces, hashed as their concatenation.
mod h2c_0_9 {
    use facade09::hash_to_curve::{
        ExpandMessage as ExpandTrait, ExpandMsgXmd, ExpandMsgXof, HashToCurve, HashToField,
        MapToCurve,
    };
    use zk09::hash_to_curve::{self as zh, ExpandMessage as ZExpandTrait};

    macro_rules! fmsg {
        ($m:expr) => {{
            let m: &[u8] = $m;
            [&m[..m.len() / 2], &m[m.len() / 2..]]
        }};
    }

    macro_rules! zmsg {
        ($m:expr) => {
            [$m]
        };
    }

    macro_rules! hash_to_field {
        (<$t:ty as $tr:path>, $x:ty, $($args:expr),*) => {
            <$t as $tr>::hash_to_field::<$x, _>($($args),*)
        };
    }

    macro_rules! init_expand {
        (<$x:ty as $tr:path>, $($args:expr),*) => {
            <$x as $tr>::init_expand::<_, digest_010::generic_array::typenum::U32>($($args),*)
        };
    }

    h2c_differential!(facade09, zk09, sha2_010::Sha256, sha3_010::Shake256);
}
