//! The decoding checks of `decode_g1` and `decode_g2`, written once for both groups.
//!
//! For arbitrary bytes, the four bls381 decoders (`from_compressed`, `from_uncompressed` and
//! their `_unchecked` forms) must accept exactly what bls12_381's accept and give the same
//! point, and agree with blst: `blst_pX_uncompress` / `blst_pX_deserialize` for the unchecked
//! decoders and, on top, `blst_pX_affine_in_gX` for the checked ones. blst's documented
//! departures from the zcash format are mapped, not ignored:
//!
//! * blst reports (0, ±2) on G1 (x = 0) as `BLST_POINT_NOT_IN_GROUP` even when only the
//!   encoding is asked for: for the unchecked decoders it counts as accepted;
//! * `blst_pX_deserialize` decodes a compressed encoding when the compression bit is set, where
//!   zcash's `from_uncompressed` refuses that bit: blst is only consulted without it;
//! * `from_uncompressed_unchecked` checks neither the curve equation nor the subgroup (as
//!   bls12_381's, and documented so), where blst checks the equation: blst's
//!   `BLST_POINT_NOT_ON_CURVE` means "accepted by the unchecked decoder, off the curve, refused
//!   by the checked one".
//!
//! Every accepted encoding must re-encode to the same bytes, decode again to the same point,
//! and lie on the curve; its subgroup membership must match blst's and bls12_381's, and its
//! cofactor clearing bls12_381's.

#![allow(unsafe_code)]

/// Generates `compressed(&[u8; C])` and `uncompressed(&[u8; U])` for one group.
#[macro_export]
macro_rules! decode_checks {
    (
        $ours:ty, $ours_proj:ty, $zk:ty, $zk_proj:ty,
        $b_aff:ty, $b_uncompress:ident, $b_deserialize:ident, $b_serialize:ident,
        $b_in_group:ident, $b_is_inf:ident, $C:expr, $U:expr
    ) => {
        use blst::BLST_ERROR;
        use $crate::hex;

        /// blst's verdict on an encoding.
        #[derive(Debug)]
        enum Blst {
            /// Malformed (flags, a coordinate ≥ p, x not on the curve for compressed input).
            Bad,
            /// Well-formed uncompressed coordinates off the curve.
            OffCurve,
            /// A point of the curve.
            Point($b_aff),
        }

        fn blst_verdict(err: BLST_ERROR, pt: &$b_aff) -> Blst {
            match err {
                BLST_ERROR::BLST_SUCCESS => Blst::Point(*pt),
                // Only returned for on-curve points with x = 0 (see the module docs).
                BLST_ERROR::BLST_POINT_NOT_IN_GROUP => Blst::Point(*pt),
                BLST_ERROR::BLST_POINT_NOT_ON_CURVE => Blst::OffCurve,
                _ => Blst::Bad,
            }
        }

        fn blst_bytes(pt: &$b_aff) -> [u8; $U] {
            let mut out = [0u8; $U];
            unsafe { blst::$b_serialize(out.as_mut_ptr(), pt) };
            out
        }

        /// The checks shared by both encodings, given every decoder's answer.
        fn compare(
            what: &str,
            input: &[u8],
            ours: Option<$ours>,
            ours_unchecked: Option<$ours>,
            zk: Option<$zk>,
            zk_unchecked: Option<$zk>,
            blst: Option<Blst>,
        ) {
            let ctx = format!("{what} {}", hex(input));
            // bls381 against bls12_381: same verdicts, same points.
            assert_eq!(
                ours_unchecked.is_some(),
                zk_unchecked.is_some(),
                "unchecked verdict differs from bls12_381: {ctx}"
            );
            assert_eq!(
                ours.is_some(),
                zk.is_some(),
                "checked verdict differs from bls12_381: {ctx}"
            );
            if let (Some(a), Some(b)) = (&ours_unchecked, &zk_unchecked) {
                assert_eq!(
                    a.to_uncompressed().as_slice(),
                    b.to_uncompressed().as_slice(),
                    "unchecked point differs from bls12_381's: {ctx}"
                );
            }
            if let (Some(a), Some(b)) = (&ours, &zk) {
                assert_eq!(
                    a.to_uncompressed().as_slice(),
                    b.to_uncompressed().as_slice(),
                    "checked point differs from bls12_381's: {ctx}"
                );
            }
            // The checked decoder is the unchecked one plus the subgroup test.
            if ours.is_some() {
                assert!(
                    ours_unchecked.is_some(),
                    "checked accepts, unchecked refuses: {ctx}"
                );
            }
            // bls381 against blst (when blst speaks for this encoding).
            let compressed = input.len() == $C;
            if let Some(b) = &blst {
                let accept = match b {
                    Blst::Bad => false,
                    // Compressed input: x off the curve is malformed; uncompressed: accepted
                    // unchecked.
                    Blst::OffCurve => !compressed,
                    Blst::Point(_) => true,
                };
                assert_eq!(
                    ours_unchecked.is_some(),
                    accept,
                    "unchecked verdict differs from blst's ({b:?}): {ctx}"
                );
                if let Blst::OffCurve = b {
                    assert!(
                        ours.is_none(),
                        "checked decoder accepts a point off the curve: {ctx}"
                    );
                    if let Some(a) = &ours_unchecked {
                        assert!(
                            !bool::from(a.is_on_curve()),
                            "is_on_curve differs from blst's: {ctx}"
                        );
                    }
                }
                if let (Some(a), Blst::Point(bp)) = (&ours_unchecked, b) {
                    assert_eq!(
                        a.to_uncompressed().as_slice(),
                        blst_bytes(bp).as_slice(),
                        "point differs from blst's: {ctx}"
                    );
                    let in_group = unsafe { blst::$b_in_group(bp) };
                    assert_eq!(
                        ours.is_some(),
                        in_group,
                        "checked verdict differs from blst's: {ctx}"
                    );
                    assert_eq!(
                        bool::from(a.is_identity()),
                        unsafe { blst::$b_is_inf(bp) },
                        "identity flag differs from blst's: {ctx}"
                    );
                }
            }
            let Some(p) = ours_unchecked else { return };
            // Accepted: re-encodes to the input and decodes back to itself.
            if compressed {
                assert_eq!(
                    p.to_compressed().as_slice(),
                    input,
                    "re-encoding differs: {ctx}"
                );
            } else {
                assert_eq!(
                    p.to_uncompressed().as_slice(),
                    input,
                    "re-encoding differs: {ctx}"
                );
            }
            let u: Option<$ours> =
                <$ours>::from_uncompressed_unchecked(&p.to_uncompressed()).into();
            assert_eq!(u, Some(p), "uncompressed round trip: {ctx}");
            let zp = zk_unchecked.expect("compared above");
            assert_eq!(
                bool::from(p.is_on_curve()),
                bool::from(zp.is_on_curve()),
                "is_on_curve differs from bls12_381's: {ctx}"
            );
            if compressed {
                assert!(
                    bool::from(p.is_on_curve()),
                    "compressed point off the curve: {ctx}"
                );
            }
            if !bool::from(p.is_on_curve()) {
                assert!(
                    ours.is_none(),
                    "checked decoder accepts a point off the curve: {ctx}"
                );
                return;
            }
            // On the curve: the compressed form decodes back too.
            let c: Option<$ours> = <$ours>::from_compressed_unchecked(&p.to_compressed()).into();
            assert_eq!(c, Some(p), "compressed round trip: {ctx}");
            // Subgroup membership and cofactor clearing against bls12_381.
            assert_eq!(
                bool::from(p.is_torsion_free()),
                ours.is_some(),
                "is_torsion_free differs from the checked decoder: {ctx}"
            );
            let ours_cleared = <$ours>::from(<$ours_proj>::from(p).clear_cofactor());
            let zk_cleared = <$zk>::from(<$zk_proj>::from(zp).clear_cofactor());
            assert_eq!(
                ours_cleared.to_uncompressed().as_slice(),
                zk_cleared.to_uncompressed().as_slice(),
                "clear_cofactor differs from bls12_381's: {ctx}"
            );
            assert!(
                bool::from(ours_cleared.is_torsion_free()),
                "cleared point not torsion-free: {ctx}"
            );
        }

        /// The compressed decoders on `b`.
        pub fn compressed(b: &[u8; $C]) {
            let ours: Option<$ours> = <$ours>::from_compressed(b).into();
            let ours_u: Option<$ours> = <$ours>::from_compressed_unchecked(b).into();
            let zk: Option<$zk> = <$zk>::from_compressed(b).into();
            let zk_u: Option<$zk> = <$zk>::from_compressed_unchecked(b).into();
            let mut pt = <$b_aff>::default();
            let err = unsafe { blst::$b_uncompress(&mut pt, b.as_ptr()) };
            compare(
                "compressed",
                b,
                ours,
                ours_u,
                zk,
                zk_u,
                Some(blst_verdict(err, &pt)),
            );
        }

        /// The uncompressed decoders on `b`.
        pub fn uncompressed(b: &[u8; $U]) {
            let ours: Option<$ours> = <$ours>::from_uncompressed(b).into();
            let ours_u: Option<$ours> = <$ours>::from_uncompressed_unchecked(b).into();
            let zk: Option<$zk> = <$zk>::from_uncompressed(b).into();
            let zk_u: Option<$zk> = <$zk>::from_uncompressed_unchecked(b).into();
            let blst = if b[0] & 0x80 == 0 {
                let mut pt = <$b_aff>::default();
                let err = unsafe { blst::$b_deserialize(&mut pt, b.as_ptr()) };
                Some(blst_verdict(err, &pt))
            } else {
                // The compression bit in an uncompressed encoding: refused by zcash's format.
                assert!(
                    ours_u.is_none(),
                    "uncompressed decoder accepts the compression bit: {}",
                    hex(b)
                );
                None
            };
            compare("uncompressed", b, ours, ours_u, zk, zk_u, blst);
        }

        /// Mode 2: blst's uncompressed encoding of the point whose compressed encoding is
        /// `c` (compression bit forced, infinity bit cleared), flag bits XORed with `flags &
        /// 0xe0` and the last byte with `tweak`; the raw bytes when `c` is no point.
        pub fn derived(c: &[u8; $C], flags: u8, tweak: u8, raw: &[u8; $U]) {
            let mut c = *c;
            c[0] = (c[0] | 0x80) & !0x40;
            let mut pt = <$b_aff>::default();
            let err = unsafe { blst::$b_uncompress(&mut pt, c.as_ptr()) };
            match blst_verdict(err, &pt) {
                Blst::Point(pt) => {
                    let mut u = blst_bytes(&pt);
                    u[0] ^= flags & 0xe0;
                    u[$U - 1] ^= tweak;
                    uncompressed(&u);
                }
                _ => uncompressed(raw),
            }
        }
    };
}
