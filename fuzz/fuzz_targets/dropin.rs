//! The drop-in facades against the crates they replace, on the same input: `compat/bls12_381-0.9`
//! (`dropin09`) against the registry `bls12_381` 0.9.0, and `compat/bls12_381-0.8` (`dropin08`)
//! against 0.8.0 (`zk08`), both lines on every input, through the public API a dependent calls
//! (inherent methods, operators, the `ff`/`group` traits, `hash_to_curve`). Outputs are compared
//! byte for byte (`to_bytes`, `to_compressed`, `to_uncompressed`), verdicts (`CtOption`,
//! `Choice`) as booleans, and the values without an encoding (Gt, the base-field elements of
//! `hash_to_curve`) through their `Debug` output, which prints every coefficient canonically.
//!
//! The input is another target's (see [`DropinInput`]): the decoders run on arbitrary bytes;
//! the group law on `a·g`, `b·g` and on decoded points; pairings on `aᵢ·g1`, `bᵢ·g2`.
//!
//! Two departures are mapped, not compared:
//!
//! * the facades multiply by a scalar through bls381's GLV/GLS endomorphisms, which equal `k·P`
//!   only in the prime-order subgroup (documented in `compat/shared/groups.rs`), so a point
//!   decoded unchecked outside it is multiplied only after `is_torsion_free` agreed that it lies
//!   inside. Likewise the pairing runs on subgroup points only, and raw Miller-loop values
//!   (defined up to factors the final exponentiation removes) are compared after
//!   `final_exponentiation`;
//! * bls12_381 (0.8.0 and 0.9.0) maps u = 0 to a point off the curve in G2's
//!   `MapToCurve::map_to_curve`: its simplified SWU accepts the second candidate `x2 = Z·u²·x1`
//!   because the test `(y·u³·η)²·v = g(x1)·Z³u⁶` reads 0 = 0, and returns the iso-curve "point"
//!   (0, 0), where RFC 9380 keeps `x1 = B/(Z·A)` (Z is chosen so that g(x1) is a square). There
//!   the facade's point must lie on the curve instead (bls381's map of u = 0 agrees with blst's
//!   in `hash_to_curve`). Hashing never gets there (u = 0 has probability 2⁻⁷⁶²); a caller of
//!   `map_to_curve` on its own field elements can.
#![no_main]

use bls381_fuzz::oracle::{below, consts, to_le};
use bls381_fuzz::{
    decode_as, hex, pick_backend, DecodeG1Input, DecodeG2Input, DropinInput, H2cInput,
    PairingInput, ScalarMulInput,
};
use libfuzzer_sys::fuzz_target;
use num_bigint::BigUint;
use std::fmt::Debug;

/// The `Debug` output, for values without an encoding.
fn dbg(x: impl Debug) -> String {
    format!("{x:?}")
}

/// The facade's and bls12_381's `CtOption` verdicts agree; both values when accepted.
fn agree<A, B>(
    what: &str,
    f: subtle::CtOption<A>,
    z: subtle::CtOption<B>,
    ctx: &str,
) -> Option<(A, B)> {
    let (f, z): (Option<A>, Option<B>) = (f.into(), z.into());
    assert_eq!(
        f.is_some(),
        z.is_some(),
        "{what}: verdict differs from bls12_381's: {ctx}"
    );
    f.zip(z)
}

/// One group (`$aff`, `$proj`, compressed and uncompressed sizes `$C`, `$U`) of one line: the
/// facade `$f` against bls12_381 `$z`, with the line's `group` crate in scope.
macro_rules! group_checks {
    ($f:ident, $z:ident, $aff:ident, $proj:ident, $C:expr, $U:expr) => {
        use super::*;

        type FA = $f::$aff;
        type FP = $f::$proj;
        type ZA = $z::$aff;
        type ZP = $z::$proj;

        /// Two affine points are the same (uncompressed encodings).
        pub fn same_aff(what: &str, f: &FA, z: &ZA, ctx: &str) {
            assert_eq!(
                hex(&f.to_uncompressed()),
                hex(&z.to_uncompressed()),
                "{what} differs from bls12_381's: {ctx}"
            );
        }

        /// Two projective points are the same (their affine forms).
        pub fn same(what: &str, f: &FP, z: &ZP, ctx: &str) {
            same_aff(what, &FA::from(f), &ZA::from(z), ctx);
        }

        /// `map_to_curve(u)` (`f`, `z`) and `clear_h` of it (`fc`, `zc`), the same points but
        /// where bls12_381's map is wrong (`g2_zero`, see the module docs): there the facade's
        /// point must lie on the curve and its cleared image in the subgroup.
        pub fn mapped(f: &FP, z: &ZP, fc: &FP, zc: &ZP, g2_zero: bool, ctx: &str) {
            if g2_zero {
                assert!(
                    !bool::from(z.is_on_curve()),
                    "bls12_381's G2 map of u = 0 lies on the curve now: {ctx}"
                );
                assert!(
                    bool::from(f.is_on_curve()),
                    "map_to_curve(0) off the curve: {ctx}"
                );
                assert!(
                    bool::from(FA::from(fc).is_torsion_free()),
                    "clear_h(map_to_curve(0)) outside the subgroup: {ctx}"
                );
                return;
            }
            same("map_to_curve", f, z, ctx);
            same("clear_h", fc, zc, ctx);
        }

        /// The encodings and the trait decoders of a pair of equal points.
        fn encodings(f: &FA, z: &ZA, ctx: &str) {
            same_aff("point", f, z, ctx);
            assert_eq!(
                hex(&f.to_compressed()),
                hex(&z.to_compressed()),
                "to_compressed: {ctx}"
            );
            assert_eq!(dbg(f), dbg(z), "affine Debug: {ctx}");
            assert_eq!(format!("{f}"), format!("{z}"), "affine Display: {ctx}");
            let (fr, zr) = (GroupEncoding::to_bytes(f), GroupEncoding::to_bytes(z));
            assert_eq!(
                hex(fr.as_ref()),
                hex(zr.as_ref()),
                "GroupEncoding::to_bytes: {ctx}"
            );
            let (fp, zp) = (FP::from(f), ZP::from(z));
            let (fr, zr) = (GroupEncoding::to_bytes(&fp), GroupEncoding::to_bytes(&zp));
            assert_eq!(
                hex(fr.as_ref()),
                hex(zr.as_ref()),
                "GroupEncoding::to_bytes (projective): {ctx}"
            );
            let (fu, zu) = (
                UncompressedEncoding::to_uncompressed(f),
                UncompressedEncoding::to_uncompressed(z),
            );
            assert_eq!(
                hex(fu.as_ref()),
                hex(zu.as_ref()),
                "UncompressedEncoding::to_uncompressed: {ctx}"
            );
        }

        /// The predicates of a pair of equal decoded points (anything an unchecked decoder
        /// accepts) and, on the curve, cofactor clearing and the group law with the generator;
        /// in the subgroup, scalar multiplication by `s`.
        fn decoded(f: &FA, z: &ZA, s: &[u8; 64], ctx: &str) {
            encodings(f, z, ctx);
            let on_curve = bool::from(f.is_on_curve());
            assert_eq!(on_curve, bool::from(z.is_on_curve()), "is_on_curve: {ctx}");
            let (fp, zp) = (FP::from(f), ZP::from(z));
            assert_eq!(
                bool::from(fp.is_on_curve()),
                bool::from(zp.is_on_curve()),
                "projective is_on_curve: {ctx}"
            );
            assert_eq!(
                bool::from(f.is_identity()),
                bool::from(z.is_identity()),
                "is_identity: {ctx}"
            );
            assert_eq!(
                bool::from(fp.is_identity()),
                bool::from(zp.is_identity()),
                "projective is_identity: {ctx}"
            );
            if !on_curve {
                // Off the curve nothing but the encoding is defined.
                return;
            }
            let torsion_free = bool::from(f.is_torsion_free());
            assert_eq!(
                torsion_free,
                bool::from(z.is_torsion_free()),
                "is_torsion_free: {ctx}"
            );
            same(
                "clear_cofactor",
                &fp.clear_cofactor(),
                &zp.clear_cofactor(),
                ctx,
            );
            // The complete formulas hold on the whole curve, in the subgroup or not.
            let (fg, zg) = (FP::generator(), ZP::generator());
            let (fga, zga) = (FA::generator(), ZA::generator());
            same("P + g", &(fp + fg), &(zp + zg), ctx);
            same("P - g", &(fp - fg), &(zp - zg), ctx);
            same(
                "P.add_mixed(g)",
                &fp.add_mixed(&fga),
                &zp.add_mixed(&zga),
                ctx,
            );
            same("g + P (affine)", &(f + fg), &(z + zg), ctx);
            same("P.double()", &fp.double(), &zp.double(), ctx);
            same("P + P", &(fp + fp), &(zp + zp), ctx);
            same("-P", &(-fp), &(-zp), ctx);
            same_aff("-P (affine)", &(-f), &(-z), ctx);
            same("P + (-P)", &(fp + (-f)), &(zp + (-z)), ctx);
            if !torsion_free {
                // Scalar multiplication is k·P only in the subgroup (see the module docs).
                return;
            }
            let (fs, zs) = (
                $f::Scalar::from_bytes_wide(s),
                $z::Scalar::from_bytes_wide(s),
            );
            assert_eq!(
                hex(&fs.to_bytes()),
                hex(&zs.to_bytes()),
                "from_bytes_wide: {ctx}"
            );
            // bls12_381's forms all run one function: its product once, against each form.
            let zsp = zp * zs;
            same("P * s", &(fp * fs), &zsp, ctx);
            same("P * s (affine)", &(f * fs), &zsp, ctx);
            same("s * P", &(fs * f), &zsp, ctx);
        }

        /// The four inherent decoders and the `GroupEncoding` ones on compressed bytes.
        pub fn compressed(b: &[u8; $C], s: &[u8; 64], ctx: &str) {
            let ctx = &format!("{ctx} compressed {}", hex(b));
            let checked = agree(
                "from_compressed",
                FA::from_compressed(b),
                ZA::from_compressed(b),
                ctx,
            );
            let unchecked = agree(
                "from_compressed_unchecked",
                FA::from_compressed_unchecked(b),
                ZA::from_compressed_unchecked(b),
                ctx,
            );
            let mut fr = <FA as GroupEncoding>::Repr::default();
            let mut zr = <ZA as GroupEncoding>::Repr::default();
            fr.as_mut().copy_from_slice(b);
            zr.as_mut().copy_from_slice(b);
            let g = agree(
                "GroupEncoding::from_bytes",
                <FA as GroupEncoding>::from_bytes(&fr),
                <ZA as GroupEncoding>::from_bytes(&zr),
                ctx,
            );
            assert_eq!(
                g.is_some(),
                checked.is_some(),
                "GroupEncoding::from_bytes vs from_compressed: {ctx}"
            );
            let gu = agree(
                "GroupEncoding::from_bytes_unchecked",
                <FA as GroupEncoding>::from_bytes_unchecked(&fr),
                <ZA as GroupEncoding>::from_bytes_unchecked(&zr),
                ctx,
            );
            assert_eq!(
                gu.is_some(),
                unchecked.is_some(),
                "from_bytes_unchecked vs from_compressed_unchecked: {ctx}"
            );
            if let Some((f, z)) = agree(
                "GroupEncoding::from_bytes (projective)",
                <FP as GroupEncoding>::from_bytes(&fr),
                <ZP as GroupEncoding>::from_bytes(&zr),
                ctx,
            ) {
                same("GroupEncoding::from_bytes (projective)", &f, &z, ctx);
            }
            if let Some((f, z)) = checked {
                same_aff("from_compressed", &f, &z, ctx);
            }
            if let Some((f, z)) = unchecked {
                decoded(&f, &z, s, ctx);
            }
        }

        /// The inherent and `UncompressedEncoding` decoders on uncompressed bytes.
        pub fn uncompressed(b: &[u8; $U], s: &[u8; 64], ctx: &str) {
            let ctx = &format!("{ctx} uncompressed {}", hex(b));
            let checked = agree(
                "from_uncompressed",
                FA::from_uncompressed(b),
                ZA::from_uncompressed(b),
                ctx,
            );
            let unchecked = agree(
                "from_uncompressed_unchecked",
                FA::from_uncompressed_unchecked(b),
                ZA::from_uncompressed_unchecked(b),
                ctx,
            );
            let mut fr = <FA as UncompressedEncoding>::Uncompressed::default();
            let mut zr = <ZA as UncompressedEncoding>::Uncompressed::default();
            fr.as_mut().copy_from_slice(b);
            zr.as_mut().copy_from_slice(b);
            let t = agree(
                "UncompressedEncoding::from_uncompressed",
                <FA as UncompressedEncoding>::from_uncompressed(&fr),
                <ZA as UncompressedEncoding>::from_uncompressed(&zr),
                ctx,
            );
            assert_eq!(
                t.is_some(),
                checked.is_some(),
                "UncompressedEncoding vs inherent: {ctx}"
            );
            if let Some((f, z)) = checked {
                same_aff("from_uncompressed", &f, &z, ctx);
            }
            if let Some((f, z)) = unchecked {
                decoded(&f, &z, s, ctx);
            }
        }

        /// Mode 2 of the decode layouts: bls12_381's uncompressed encoding of the point whose
        /// compressed encoding is `c` (compression bit forced, infinity bit cleared), flag bits
        /// XORed with `flags & 0xe0` and the last byte with `tweak`; the raw bytes when `c` is
        /// no point.
        pub fn derived(
            c: &[u8; $C],
            flags: u8,
            tweak: u8,
            raw: &[u8; $U],
            s: &[u8; 64],
            ctx: &str,
        ) {
            let mut c = *c;
            c[0] = (c[0] | 0x80) & !0x40;
            match Option::<ZA>::from(ZA::from_compressed_unchecked(&c)) {
                Some(p) => {
                    let mut u = p.to_uncompressed();
                    u[0] ^= flags & 0xe0;
                    u[$U - 1] ^= tweak;
                    uncompressed(&u, s, ctx);
                }
                None => uncompressed(raw, s, ctx),
            }
        }

        /// The group law and scalar multiplication on `P = a·g`, `Q = b·g` and `k`, all three
        /// canonical scalars (little-endian).
        pub fn law(a: &[u8; 32], b: &[u8; 32], k: &[u8; 32], ctx: &str) {
            let sc = |x: &[u8; 32]| {
                let f: Option<$f::Scalar> = $f::Scalar::from_bytes(x).into();
                let z: Option<$z::Scalar> = $z::Scalar::from_bytes(x).into();
                (f.expect("canonical scalar"), z.expect("canonical scalar"))
            };
            let ((fa, za), (fb, _), (fk, zk)) = (sc(a), sc(b), sc(k));
            // P = a·g on both sides; Q = b·g through `Group`'s generator, reaching bls12_381
            // through its encoding (its own product would cost as much as `P` again).
            let (fp, zp) = (FP::generator() * fa, ZP::generator() * za);
            same("a·g", &fp, &zp, ctx);
            same(
                "Group::generator()",
                &<FP as Group>::generator(),
                &<ZP as Group>::generator(),
                ctx,
            );
            let fq = <FP as Group>::generator() * fb;
            let zq = ZP::from(
                Option::<ZA>::from(ZA::from_uncompressed(&FA::from(fq).to_uncompressed()))
                    .expect("bls12_381 decodes the facade's b·g"),
            );
            let (fpa, zpa) = (FA::from(fp), ZA::from(zp));
            let (fqa, zqa) = (<FP as Curve>::to_affine(&fq), <ZP as Curve>::to_affine(&zq));
            encodings(&fpa, &zpa, ctx);
            encodings(&fqa, &zqa, ctx);
            assert_eq!(fp == fq, zp == zq, "P == Q: {ctx}");
            assert_eq!(fpa == fqa, zpa == zqa, "affine P == Q: {ctx}");
            assert_eq!(
                bool::from(fp.is_identity()),
                bool::from(zp.is_identity()),
                "is_identity: {ctx}"
            );
            assert_eq!(
                bool::from(<FP as Group>::is_identity(&fq)),
                bool::from(<ZP as Group>::is_identity(&zq)),
                "Group::is_identity: {ctx}"
            );
            // The group law, every operand form.
            same("P + Q", &(fp + fq), &(zp + zq), ctx);
            same("P.add(Q)", &fp.add(&fq), &zp.add(&zq), ctx);
            same(
                "P.add_mixed(Q)",
                &fp.add_mixed(&fqa),
                &zp.add_mixed(&zqa),
                ctx,
            );
            same("P + Q (affine)", &(fp + fqa), &(zp + zqa), ctx);
            same("Q (affine) + P", &(fqa + fp), &(zqa + zp), ctx);
            same("P - Q", &(fp - fq), &(zp - zq), ctx);
            same("P - Q (affine)", &(fp - fqa), &(zp - zqa), ctx);
            same("Q (affine) - P", &(fqa - fp), &(zqa - zp), ctx);
            same("-P", &(-fp), &(-zp), ctx);
            same_aff("-P (affine)", &(-fpa), &(-zpa), ctx);
            same("P.double()", &fp.double(), &zp.double(), ctx);
            same(
                "Group::double",
                &<FP as Group>::double(&fq),
                &<ZP as Group>::double(&zq),
                ctx,
            );
            let (mut fs, mut zs) = (fp, zp);
            fs += fq;
            zs += zq;
            fs -= fpa;
            zs -= zpa;
            same("+= -=", &fs, &zs, ctx);
            same(
                "sum",
                &[fp, fq, fp].iter().sum(),
                &[zp, zq, zp].iter().sum(),
                ctx,
            );
            same(
                "clear_cofactor",
                &fp.clear_cofactor(),
                &zp.clear_cofactor(),
                ctx,
            );
            assert_eq!(
                bool::from(fp.is_on_curve()),
                bool::from(zp.is_on_curve()),
                "is_on_curve: {ctx}"
            );
            // Scalar multiplication, every operand form of the facade against bls12_381's
            // product (its forms all run one function, computed once: the slow side).
            let (fkp, zkp) = (fp * fk, zp * zk);
            same("P * k", &fkp, &zkp, ctx);
            same("P * k (affine)", &(fpa * fk), &zkp, ctx);
            same("k * P", &(fk * fp), &zkp, ctx);
            same("k * P (affine)", &(fk * fpa), &zkp, ctx);
            let mut fm = fp;
            fm *= fk;
            same("P *= k", &fm, &zkp, ctx);
            // Normalisation, inherent and through `Curve`.
            let fv = [fkp, fp + fq, FP::identity(), fq.double()];
            let zv = [zkp, zp + zq, ZP::identity(), zq.double()];
            let mut fo = [FA::identity(); 4];
            let mut zo = [ZA::identity(); 4];
            FP::batch_normalize(&fv, &mut fo);
            ZP::batch_normalize(&zv, &mut zo);
            for (i, (x, y)) in fo.iter().zip(&zo).enumerate() {
                same_aff(&format!("batch_normalize[{i}]"), x, y, ctx);
            }
            let mut fo2 = [FA::identity(); 4];
            let mut zo2 = [ZA::identity(); 4];
            <FP as Curve>::batch_normalize(&fv, &mut fo2);
            <ZP as Curve>::batch_normalize(&zv, &mut zo2);
            for (i, (x, y)) in fo2.iter().zip(&zo2).enumerate() {
                same_aff(&format!("Curve::batch_normalize[{i}]"), x, y, ctx);
            }
            // The compressed encoding decodes back alike, through the trait.
            let (fr, zr) = (GroupEncoding::to_bytes(&fkp), GroupEncoding::to_bytes(&zkp));
            if let Some((x, y)) = agree(
                "GroupEncoding::from_bytes of k·P",
                <FP as GroupEncoding>::from_bytes(&fr),
                <ZP as GroupEncoding>::from_bytes(&zr),
                ctx,
            ) {
                same("GroupEncoding round trip", &x, &y, ctx);
            }
        }
    };
}

/// One line: the facade `$f` against bls12_381 `$z`, with the line's `ff` and `group` crates.
macro_rules! line_checks {
    ($f:ident, $z:ident, $ff:ident, $group:ident) => {
        use super::*;
        use $ff::{Field, PrimeField, PrimeFieldBits};
        use $group::{Curve, Group, GroupEncoding, UncompressedEncoding};

        type FS = $f::Scalar;
        type ZS = $z::Scalar;

        /// Two scalars are the same (`to_bytes`, `Debug`, `Display`).
        fn same_s(what: &str, f: &FS, z: &ZS, ctx: &str) {
            assert_eq!(
                hex(&f.to_bytes()),
                hex(&z.to_bytes()),
                "{what} differs from bls12_381's: {ctx}"
            );
            assert_eq!(dbg(f), dbg(z), "{what}: Debug: {ctx}");
            assert_eq!(format!("{f}"), format!("{z}"), "{what}: Display: {ctx}");
        }

        /// The decoders on raw 32-byte strings (any value, canonical or not).
        fn scalar_decoders(raw: &[u8; 32], ctx: &str) {
            let ctx = &format!("{ctx} raw={}", hex(raw));
            let d = agree(
                "Scalar::from_bytes",
                FS::from_bytes(raw),
                ZS::from_bytes(raw),
                ctx,
            );
            if let Some((f, z)) = &d {
                same_s("Scalar::from_bytes", f, z, ctx);
                assert_eq!(f.to_bytes(), *raw, "from_bytes does not round-trip: {ctx}");
            }
            let (mut fr, mut zr) = (
                <FS as PrimeField>::Repr::default(),
                <ZS as PrimeField>::Repr::default(),
            );
            fr.as_mut().copy_from_slice(raw);
            zr.as_mut().copy_from_slice(raw);
            let r = agree(
                "PrimeField::from_repr",
                <FS as PrimeField>::from_repr(fr),
                <ZS as PrimeField>::from_repr(zr),
                ctx,
            );
            assert_eq!(r.is_some(), d.is_some(), "from_repr vs from_bytes: {ctx}");
            if let Some((f, z)) = r {
                same_s("PrimeField::from_repr", &f, &z, ctx);
                assert_eq!(
                    hex(f.to_repr().as_ref()),
                    hex(z.to_repr().as_ref()),
                    "PrimeField::to_repr: {ctx}"
                );
            }
            let (f, z) = (
                <FS as PrimeField>::from_repr_vartime(fr),
                <ZS as PrimeField>::from_repr_vartime(zr),
            );
            assert_eq!(
                f.is_some(),
                z.is_some(),
                "PrimeField::from_repr_vartime: {ctx}"
            );
            let mut limbs = [0u64; 4];
            for (l, c) in limbs.iter_mut().zip(raw.chunks(8)) {
                *l = u64::from_le_bytes(c.try_into().unwrap());
            }
            same_s(
                "Scalar::from_raw",
                &FS::from_raw(limbs),
                &ZS::from_raw(limbs),
                ctx,
            );
            same_s(
                "Scalar::from(u64)",
                &FS::from(limbs[0]),
                &ZS::from(limbs[0]),
                ctx,
            );
        }

        /// Scalar decoders on the raw bytes, arithmetic on the reduced values `x`, `y`, and
        /// exponentiation by the raw `k` (any 256-bit exponent).
        pub fn scalars(input: &ScalarMulInput, x: &[u8; 32], y: &[u8; 32], ctx: &str) {
            for raw in [&input.a, &input.b, &input.k] {
                scalar_decoders(raw, ctx);
            }
            let mut wide = [0u8; 64];
            wide[..32].copy_from_slice(&input.a);
            wide[32..].copy_from_slice(&input.b);
            same_s(
                "from_bytes_wide(a‖b)",
                &FS::from_bytes_wide(&wide),
                &ZS::from_bytes_wide(&wide),
                ctx,
            );
            wide[..32].copy_from_slice(&input.k);
            same_s(
                "from_bytes_wide(k‖b)",
                &FS::from_bytes_wide(&wide),
                &ZS::from_bytes_wide(&wide),
                ctx,
            );

            let ctx = &format!("{ctx} x={} y={}", hex(x), hex(y));
            let get = |b: &[u8; 32]| -> (FS, ZS) {
                let f: Option<FS> = FS::from_bytes(b).into();
                let z: Option<ZS> = ZS::from_bytes(b).into();
                (f.expect("canonical scalar"), z.expect("canonical scalar"))
            };
            let ((fx, zx), (fy, zy)) = (get(x), get(y));
            same_s("x + y", &(fx + fy), &(zx + zy), ctx);
            same_s("x.add(y)", &fx.add(&fy), &zx.add(&zy), ctx);
            same_s("x - y", &(fx - fy), &(zx - zy), ctx);
            same_s("x.sub(y)", &fx.sub(&fy), &zx.sub(&zy), ctx);
            same_s("x * y", &(fx * fy), &(zx * zy), ctx);
            same_s("x.mul(y)", &fx.mul(&fy), &zx.mul(&zy), ctx);
            same_s("-x", &(-fx), &(-zx), ctx);
            same_s("x.neg()", &fx.neg(), &zx.neg(), ctx);
            same_s("x.double()", &fx.double(), &zx.double(), ctx);
            same_s("x.square()", &fx.square(), &zx.square(), ctx);
            same_s(
                "Field::square",
                &Field::square(&fy),
                &Field::square(&zy),
                ctx,
            );
            let (mut fa, mut za) = (fx, zx);
            fa += fy;
            za += zy;
            fa *= fx;
            za *= zx;
            fa -= fy;
            za -= zy;
            same_s("+= *= -=", &fa, &za, ctx);
            same_s(
                "sum",
                &[fx, fy, fx].iter().sum(),
                &[zx, zy, zx].iter().sum(),
                ctx,
            );
            same_s(
                "product",
                &[fx, fy, fx].iter().product(),
                &[zx, zy, zx].iter().product(),
                ctx,
            );
            assert_eq!(fx == fy, zx == zy, "x == y: {ctx}");
            assert_eq!(
                bool::from(fx.is_zero()),
                bool::from(zx.is_zero()),
                "is_zero: {ctx}"
            );
            assert_eq!(
                bool::from(fx.is_odd()),
                bool::from(zx.is_odd()),
                "is_odd: {ctx}"
            );
            assert!(fx.to_le_bits() == zx.to_le_bits(), "to_le_bits: {ctx}");
            if let Some((f, z)) = agree("x.invert()", fx.invert(), zx.invert(), ctx) {
                same_s("x.invert()", &f, &z, ctx);
            }
            if let Some((f, z)) =
                agree("Field::invert", Field::invert(&fy), Field::invert(&zy), ctx)
            {
                same_s("Field::invert", &f, &z, ctx);
            }
            if let Some((f, z)) = agree("Field::sqrt", Field::sqrt(&fx), Field::sqrt(&zx), ctx) {
                same_s("Field::sqrt", &f, &z, ctx);
            }
            let (fc, fr) = <FS as Field>::sqrt_ratio(&fx, &fy);
            let (zc, zr) = <ZS as Field>::sqrt_ratio(&zx, &zy);
            assert_eq!(bool::from(fc), bool::from(zc), "sqrt_ratio verdict: {ctx}");
            same_s("sqrt_ratio", &fr, &zr, ctx);
            let mut e = [0u64; 4];
            for (l, c) in e.iter_mut().zip(input.k.chunks(8)) {
                *l = u64::from_le_bytes(c.try_into().unwrap());
            }
            same_s(
                "x.pow_vartime(k)",
                &fx.pow_vartime(&e),
                &zx.pow_vartime(&e),
                ctx,
            );
            same_s("x.pow(k)", &fx.pow(&e), &zx.pow(&e), ctx);
        }

        pub mod g1 {
            group_checks!($f, $z, G1Affine, G1Projective, 48, 96);
        }
        pub mod g2 {
            group_checks!($f, $z, G2Affine, G2Projective, 96, 192);
        }

        /// For the pairs `(aᵢ·g1, bᵢ·g2)`: `e`, the pairing of the first, and `m`, the multi
        /// Miller loop of all (prepared G2 points) and its final exponentiation; Gt's
        /// operations on `e` and `m` (`s` a canonical scalar).
        pub fn pairings(a: &[[u8; 32]], b: &[[u8; 32]], s: &[u8; 32], ctx: &str) {
            let sc = |x: &[u8; 32]| {
                let f: Option<FS> = FS::from_bytes(x).into();
                let z: Option<ZS> = ZS::from_bytes(x).into();
                (f.expect("canonical scalar"), z.expect("canonical scalar"))
            };
            let mut fps = Vec::new();
            let mut zps = Vec::new();
            for (x, y) in a.iter().zip(b) {
                let (fx, fy) = (sc(x).0, sc(y).0);
                // The facade's products (compared in the scalar surface) reach bls12_381
                // through their encodings, which is much faster than its own products.
                let fp = $f::G1Affine::from($f::G1Affine::generator() * fx);
                let fq = $f::G2Affine::from($f::G2Affine::generator() * fy);
                let zp = Option::from($z::G1Affine::from_uncompressed(&fp.to_uncompressed()))
                    .expect("bls12_381 decodes the facade's a·g1");
                let zq = Option::from($z::G2Affine::from_uncompressed(&fq.to_uncompressed()))
                    .expect("bls12_381 decodes the facade's b·g2");
                fps.push((fp, fq));
                zps.push((zp, zq));
            }
            let same_gt = |what: &str, f: &$f::Gt, z: &$z::Gt| {
                assert_eq!(dbg(f), dbg(z), "{what} differs from bls12_381's: {ctx}");
            };
            let (fe, ze) = (
                $f::pairing(&fps[0].0, &fps[0].1),
                $z::pairing(&zps[0].0, &zps[0].1),
            );
            same_gt("pairing(P0, Q0)", &fe, &ze);
            assert_eq!(format!("{fe}"), format!("{ze}"), "Gt Display: {ctx}");
            // The multi Miller loop of every pair, one final exponentiation.
            let fprep: Vec<_> = fps
                .iter()
                .map(|(p, q)| (*p, $f::G2Prepared::from(*q)))
                .collect();
            let zprep: Vec<_> = zps
                .iter()
                .map(|(p, q)| (*p, $z::G2Prepared::from(*q)))
                .collect();
            let fterms: Vec<_> = fprep.iter().map(|(p, q)| (p, q)).collect();
            let zterms: Vec<_> = zprep.iter().map(|(p, q)| (p, q)).collect();
            let (fm, zm) = (
                $f::multi_miller_loop(&fterms),
                $z::multi_miller_loop(&zterms),
            );
            let (fr, zr) = (fm.final_exponentiation(), zm.final_exponentiation());
            same_gt("multi_miller_loop + final_exponentiation", &fr, &zr);
            assert_eq!(
                bool::from(<$f::Gt as Group>::is_identity(&fr)),
                bool::from(<$z::Gt as Group>::is_identity(&zr)),
                "Gt is_identity: {ctx}"
            );
            assert_eq!(
                fr == $f::Gt::identity(),
                zr == $z::Gt::identity(),
                "Gt == identity: {ctx}"
            );
            same_gt(
                "(m + m).final_exponentiation()",
                &(&fm + &fm).final_exponentiation(),
                &(&zm + &zm).final_exponentiation(),
            );
            // Gt's group operations (`m` is the identity when the pairs cancel).
            let (fs, zs) = sc(s);
            same_gt("e + m", &(fe + fr), &(ze + zr));
            same_gt("e - m", &(fe - fr), &(ze - zr));
            same_gt("-e", &(-fe), &(-ze));
            same_gt("e.double()", &fe.double(), &ze.double());
            same_gt("e * s", &(fe * fs), &(ze * zs));
            same_gt(
                "sum",
                &[fe, fr, fe].iter().sum(),
                &[ze, zr, ze].iter().sum(),
            );
            assert_eq!(fe == fr, ze == zr, "e == m: {ctx}");
            same_gt("Gt::identity()", &$f::Gt::identity(), &$z::Gt::identity());
            // A constant that costs bls12_381 a pairing: once per process.
            static GENERATOR: std::sync::Once = std::sync::Once::new();
            GENERATOR.call_once(|| {
                same_gt(
                    "Group::generator()",
                    &<$f::Gt as Group>::generator(),
                    &<$z::Gt as Group>::generator(),
                )
            });
        }
    };
}

mod line09 {
    line_checks!(dropin09, bls12_381, ff, group);

    /// hash_to_curve through the 0.9 API (`Message`, digest 0.10): the facade reads the message
    /// in two pieces split at `cut`, bls12_381 in one.
    pub fn h2c(msg: &[u8], dst: &[u8], out_len: usize, cut: usize, ctx: &str) {
        use bls12_381::hash_to_curve as zh;
        use dropin09::hash_to_curve as fh;
        use fh::{ExpandMessage, HashToCurve, HashToField, MapToCurve};
        use sha2::digest::generic_array::{typenum::U32, GenericArray};
        type FX = fh::ExpandMsgXmd<sha2::Sha256>;
        type ZX = zh::ExpandMsgXmd<sha2::Sha256>;
        type ZField2 = <bls12_381::G2Projective as zh::MapToCurve>::Field;
        let split = [&msg[..cut], &msg[cut..]];

        let f = <dropin09::G1Projective as HashToCurve<FX>>::hash_to_curve(split, dst);
        let z = <bls12_381::G1Projective as zh::HashToCurve<ZX>>::hash_to_curve([msg], dst);
        g1::same("G1 hash_to_curve", &f, &z, ctx);
        let f = <dropin09::G1Projective as HashToCurve<FX>>::encode_to_curve(split, dst);
        let z = <bls12_381::G1Projective as zh::HashToCurve<ZX>>::encode_to_curve([msg], dst);
        g1::same("G1 encode_to_curve", &f, &z, ctx);
        let f = <dropin09::G2Projective as HashToCurve<FX>>::hash_to_curve(split, dst);
        let z = <bls12_381::G2Projective as zh::HashToCurve<ZX>>::hash_to_curve([msg], dst);
        g2::same("G2 hash_to_curve", &f, &z, ctx);
        let f = <dropin09::G2Projective as HashToCurve<FX>>::encode_to_curve(split, dst);
        let z = <bls12_381::G2Projective as zh::HashToCurve<ZX>>::encode_to_curve([msg], dst);
        g2::same("G2 encode_to_curve", &f, &z, ctx);

        let f = <FX as ExpandMessage>::init_expand::<_, U32>(split, dst, out_len).into_vec();
        let z = <ZX as zh::ExpandMessage>::init_expand::<_, U32>([msg], dst, out_len);
        let z = zh::ExpandMessage::into_vec(z);
        assert_eq!(hex(&f), hex(&z), "expand_message_xmd({out_len}): {ctx}");

        let mut fs = [dropin09::Scalar::zero(); 2];
        let mut zs = [bls12_381::Scalar::zero(); 2];
        dropin09::Scalar::hash_to_field::<FX, _>(split, dst, &mut fs);
        <bls12_381::Scalar as zh::HashToField>::hash_to_field::<ZX, _>([msg], dst, &mut zs);
        assert_eq!(dbg(fs), dbg(zs), "Scalar hash_to_field: {ctx}");
        let mut fp = [<dropin09::G1Projective as MapToCurve>::Field::default(); 2];
        let mut zp = [<bls12_381::G1Projective as zh::MapToCurve>::Field::default(); 2];
        HashToField::hash_to_field::<FX, _>(split, dst, &mut fp);
        zh::HashToField::hash_to_field::<ZX, _>([msg], dst, &mut zp);
        assert_eq!(dbg(fp), dbg(zp), "Fp hash_to_field: {ctx}");

        // from_okm and the maps, on the message bytes (zero-padded) as output keying material.
        let mut okm = [0u8; 128];
        let k = msg.len().min(128);
        okm[..k].copy_from_slice(&msg[..k]);
        let f = <dropin09::Scalar as HashToField>::from_okm(GenericArray::from_slice(&okm[..48]));
        let z =
            <bls12_381::Scalar as zh::HashToField>::from_okm(GenericArray::from_slice(&okm[..48]));
        same_s("Scalar::from_okm", &f, &z, ctx);
        let fu = <<dropin09::G1Projective as MapToCurve>::Field as HashToField>::from_okm(
            GenericArray::from_slice(&okm[..64]),
        );
        let zu = <<bls12_381::G1Projective as zh::MapToCurve>::Field as zh::HashToField>::from_okm(
            GenericArray::from_slice(&okm[..64]),
        );
        assert_eq!(dbg(fu), dbg(zu), "Fp::from_okm: {ctx}");
        let (fm, zm) = (
            <dropin09::G1Projective as MapToCurve>::map_to_curve(&fu),
            <bls12_381::G1Projective as zh::MapToCurve>::map_to_curve(&zu),
        );
        let (fc, zc) = (MapToCurve::clear_h(&fm), zh::MapToCurve::clear_h(&zm));
        g1::mapped(&fm, &zm, &fc, &zc, false, &format!("{ctx} G1"));
        let fu = <<dropin09::G2Projective as MapToCurve>::Field as HashToField>::from_okm(
            GenericArray::from_slice(&okm),
        );
        let zu = <<bls12_381::G2Projective as zh::MapToCurve>::Field as zh::HashToField>::from_okm(
            GenericArray::from_slice(&okm),
        );
        assert_eq!(dbg(fu), dbg(zu), "Fp2::from_okm: {ctx}");
        let (fm, zm) = (
            <dropin09::G2Projective as MapToCurve>::map_to_curve(&fu),
            <bls12_381::G2Projective as zh::MapToCurve>::map_to_curve(&zu),
        );
        let (fc, zc) = (MapToCurve::clear_h(&fm), zh::MapToCurve::clear_h(&zm));
        let zero = dbg(zu) == dbg(<ZField2 as Default>::default());
        g2::mapped(&fm, &zm, &fc, &zc, zero, &format!("{ctx} G2"));
    }
}

/// `Group::mul_by_generator` (group 0.14 only) of the 0.9 facade, in G1 or (`g2`) G2, against
/// its `generator() * a` (which `law` compares with bls12_381's).
fn mul_by_generator09(g2: bool, a: &[u8; 32], ctx: &str) {
    use dropin09::{G1Affine, G1Projective, G2Affine, G2Projective, Scalar};
    use group::Group;
    let a: Option<Scalar> = Scalar::from_bytes(a).into();
    let a = a.expect("canonical scalar");
    let (ours, want) = if g2 {
        (
            G2Affine::from(<G2Projective as Group>::mul_by_generator(&a))
                .to_uncompressed()
                .to_vec(),
            G2Affine::from(G2Projective::generator() * a)
                .to_uncompressed()
                .to_vec(),
        )
    } else {
        (
            G1Affine::from(<G1Projective as Group>::mul_by_generator(&a))
                .to_uncompressed()
                .to_vec(),
            G1Affine::from(G1Projective::generator() * a)
                .to_uncompressed()
                .to_vec(),
        )
    };
    assert_eq!(hex(&ours), hex(&want), "Group::mul_by_generator: {ctx}");
}

mod line08 {
    line_checks!(dropin08, zk08, ff013, group013);

    /// hash_to_curve through the 0.8 API (one message slice, digest 0.9).
    pub fn h2c(msg: &[u8], dst: &[u8], out_len: usize, _cut: usize, ctx: &str) {
        use dropin08::hash_to_curve as fh;
        use fh::{ExpandMessageState, HashToCurve, HashToField, InitExpandMessage, MapToCurve};
        use sha2_09::digest::generic_array::GenericArray;
        use zk08::hash_to_curve as zh;
        type FX = fh::ExpandMsgXmd<sha2_09::Sha256>;
        type ZX = zh::ExpandMsgXmd<sha2_09::Sha256>;
        type ZField2 = <zk08::G2Projective as zh::MapToCurve>::Field;

        let f = <dropin08::G1Projective as HashToCurve<FX>>::hash_to_curve(msg, dst);
        let z = <zk08::G1Projective as zh::HashToCurve<ZX>>::hash_to_curve(msg, dst);
        g1::same("G1 hash_to_curve", &f, &z, ctx);
        let f = <dropin08::G1Projective as HashToCurve<FX>>::encode_to_curve(msg, dst);
        let z = <zk08::G1Projective as zh::HashToCurve<ZX>>::encode_to_curve(msg, dst);
        g1::same("G1 encode_to_curve", &f, &z, ctx);
        let f = <dropin08::G2Projective as HashToCurve<FX>>::hash_to_curve(msg, dst);
        let z = <zk08::G2Projective as zh::HashToCurve<ZX>>::hash_to_curve(msg, dst);
        g2::same("G2 hash_to_curve", &f, &z, ctx);
        let f = <dropin08::G2Projective as HashToCurve<FX>>::encode_to_curve(msg, dst);
        let z = <zk08::G2Projective as zh::HashToCurve<ZX>>::encode_to_curve(msg, dst);
        g2::same("G2 encode_to_curve", &f, &z, ctx);

        let f = <FX as InitExpandMessage>::init_expand(msg, dst, out_len).into_vec();
        let z = <ZX as zh::InitExpandMessage>::init_expand(msg, dst, out_len);
        let z = zh::ExpandMessageState::into_vec(z);
        assert_eq!(hex(&f), hex(&z), "expand_message_xmd({out_len}): {ctx}");

        let mut fs = [dropin08::Scalar::zero(); 2];
        let mut zs = [zk08::Scalar::zero(); 2];
        dropin08::Scalar::hash_to_field::<FX>(msg, dst, &mut fs);
        <zk08::Scalar as zh::HashToField>::hash_to_field::<ZX>(msg, dst, &mut zs);
        assert_eq!(dbg(fs), dbg(zs), "Scalar hash_to_field: {ctx}");
        let mut fp = [<dropin08::G2Projective as MapToCurve>::Field::default(); 2];
        let mut zp = [<zk08::G2Projective as zh::MapToCurve>::Field::default(); 2];
        HashToField::hash_to_field::<FX>(msg, dst, &mut fp);
        zh::HashToField::hash_to_field::<ZX>(msg, dst, &mut zp);
        assert_eq!(dbg(fp), dbg(zp), "Fp2 hash_to_field: {ctx}");

        let mut okm = [0u8; 128];
        let k = msg.len().min(128);
        okm[..k].copy_from_slice(&msg[..k]);
        let f = <dropin08::Scalar as HashToField>::from_okm(GenericArray::from_slice(&okm[..48]));
        let z = <zk08::Scalar as zh::HashToField>::from_okm(GenericArray::from_slice(&okm[..48]));
        same_s("Scalar::from_okm", &f, &z, ctx);
        let fu = <<dropin08::G1Projective as MapToCurve>::Field as HashToField>::from_okm(
            GenericArray::from_slice(&okm[..64]),
        );
        let zu = <<zk08::G1Projective as zh::MapToCurve>::Field as zh::HashToField>::from_okm(
            GenericArray::from_slice(&okm[..64]),
        );
        assert_eq!(dbg(fu), dbg(zu), "Fp::from_okm: {ctx}");
        let (fm, zm) = (
            <dropin08::G1Projective as MapToCurve>::map_to_curve(&fu),
            <zk08::G1Projective as zh::MapToCurve>::map_to_curve(&zu),
        );
        let (fc, zc) = (MapToCurve::clear_h(&fm), zh::MapToCurve::clear_h(&zm));
        g1::mapped(&fm, &zm, &fc, &zc, false, &format!("{ctx} G1"));
        let fu = <<dropin08::G2Projective as MapToCurve>::Field as HashToField>::from_okm(
            GenericArray::from_slice(&okm),
        );
        let zu = <<zk08::G2Projective as zh::MapToCurve>::Field as zh::HashToField>::from_okm(
            GenericArray::from_slice(&okm),
        );
        assert_eq!(dbg(fu), dbg(zu), "Fp2::from_okm: {ctx}");
        let (fm, zm) = (
            <dropin08::G2Projective as MapToCurve>::map_to_curve(&fu),
            <zk08::G2Projective as zh::MapToCurve>::map_to_curve(&zu),
        );
        let (fc, zc) = (MapToCurve::clear_h(&fm), zh::MapToCurve::clear_h(&zm));
        let zero = dbg(zu) == dbg(<ZField2 as Default>::default());
        g2::mapped(&fm, &zm, &fc, &zc, zero, &format!("{ctx} G2"));
    }
}

/// Runs `$body` once per line, with `$l` naming the line's module.
macro_rules! both_lines {
    ($l:ident => $body:expr) => {{
        {
            use line09 as $l;
            $body
        }
        {
            use line08 as $l;
            $body
        }
    }};
}

/// The wide scalar of the decode surfaces: the encoding's first 64 bytes.
fn wide(b: &[u8]) -> [u8; 64] {
    b[..64].try_into().unwrap()
}

fuzz_target!(|input: DropinInput| {
    let c = consts();
    match input.surface % 5 {
        0 => {
            let Some(x) = decode_as::<DecodeG1Input>(&input.body) else {
                return;
            };
            let backend = pick_backend(x.mode >> 7);
            let (b, s, ctx) = (&x.bytes, wide(&x.bytes), format!("{backend:?} G1"));
            both_lines!(l => match x.mode & 3 {
                0 | 3 => l::g1::compressed(b[..48].try_into().unwrap(), &s, &ctx),
                1 => l::g1::uncompressed(b, &s, &ctx),
                _ => l::g1::derived(b[..48].try_into().unwrap(), b[48], b[49], b, &s, &ctx),
            });
        }
        1 => {
            let Some(x) = decode_as::<DecodeG2Input>(&input.body) else {
                return;
            };
            let backend = pick_backend(x.mode >> 7);
            let (b, s, ctx) = (&x.bytes, wide(&x.bytes), format!("{backend:?} G2"));
            both_lines!(l => match x.mode & 3 {
                0 | 3 => l::g2::compressed(b[..96].try_into().unwrap(), &s, &ctx),
                1 => l::g2::uncompressed(b, &s, &ctx),
                _ => l::g2::derived(b[..96].try_into().unwrap(), b[96], b[97], b, &s, &ctx),
            });
        }
        2 => {
            let Some(x) = decode_as::<ScalarMulInput>(&input.body) else {
                return;
            };
            let backend = pick_backend((x.flags >> 3) & 1);
            let a = to_le::<32>(&below(&x.a, &c.r, x.flags & 1 == 1));
            let b = to_le::<32>(&below(&x.b, &c.r, x.flags & 2 == 2));
            let k = to_le::<32>(&below(&x.k, &c.r, x.flags & 4 == 4));
            let ctx = format!("{backend:?} a={} b={} k={}", hex(&a), hex(&b), hex(&k));
            mul_by_generator09(x.group & 1 == 1, &a, &ctx);
            both_lines!(l => {
                l::scalars(&x, &a, &b, &format!("{backend:?}"));
                if x.group & 1 == 0 {
                    l::g1::law(&a, &b, &k, &ctx);
                } else {
                    l::g2::law(&a, &b, &k, &ctx);
                }
            });
        }
        3 => {
            let Some(x) = decode_as::<PairingInput>(&input.body) else {
                return;
            };
            let backend = pick_backend((x.flags >> 1) & 1);
            let n = (x.n & 3) as usize + 1;
            let mut a: Vec<BigUint> = (0..n)
                .map(|i| below(&x.ab[64 * i..64 * i + 32], &c.r, false))
                .collect();
            let mut b: Vec<BigUint> = (0..n)
                .map(|i| below(&x.ab[64 * i + 32..64 * i + 64], &c.r, false))
                .collect();
            if x.flags & 1 == 1 {
                // The last pair cancels the others: (−Σ aⱼbⱼ·g1, g2).
                let s: BigUint = (0..n - 1).map(|j| &a[j] * &b[j]).sum::<BigUint>() % &c.r;
                a[n - 1] = (&c.r - s) % &c.r;
                b[n - 1] = BigUint::from(1u8);
            }
            let a: Vec<[u8; 32]> = a.iter().map(to_le::<32>).collect();
            let b: Vec<[u8; 32]> = b.iter().map(to_le::<32>).collect();
            let s = to_le::<32>(&below(&x.f[..32], &c.r, false));
            let ctx = format!(
                "{backend:?} a={:?} b={:?} s={}",
                a.iter().map(|v| hex(v)).collect::<Vec<_>>(),
                b.iter().map(|v| hex(v)).collect::<Vec<_>>(),
                hex(&s)
            );
            both_lines!(l => l::pairings(&a, &b, &s, &ctx));
        }
        _ => {
            let Some(x) = decode_as::<H2cInput>(&input.body) else {
                return;
            };
            let backend = pick_backend(x.flags & 1);
            let data = &x.data;
            let want_dst = x.dst_len as usize + 256 * ((x.flags >> 6) & 1) as usize;
            let (dst, msg) = data.split_at(want_dst.min(data.len()));
            let n = (x.out_len as usize).max(1) + 256 * (x.flags >> 7) as usize;
            let cut = x.out_len as usize % (msg.len() + 1);
            let ctx = format!("{backend:?} dst={} msg={} cut={cut}", hex(dst), hex(msg));
            both_lines!(l => l::h2c(msg, dst, n, cut, &ctx));
        }
    }
});
