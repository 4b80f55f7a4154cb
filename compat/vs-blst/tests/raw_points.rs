//! The raw point functions of the facade against blst's, on points of the subgroups, points of
//! the curves outside them, the point at infinity, other Jacobian representatives, and
//! corrupted encodings. Jacobian results are compared through each crate's serialisation
//! (the representation may differ; the point may not).

mod common;
use common::*;

const N: usize = 60;

macro_rules! group_tests {
    ($test:ident, $name:literal, $c:literal, $endo:literal, $gen:ident, $off:ident, $rescale:ident, $ser_r:ident, $ser_f:ident,
     $jac_r:ty, $jac_f:ty, $aff_r:ty, $aff_f:ty,
     add = $add:ident, dadd = $dadd:ident, add_aff = $add_aff:ident, dadd_aff = $dadd_aff:ident,
     double = $double:ident, mult = $mult:ident, unchecked = $unchecked:ident, cneg = $cneg:ident,
     to_aff = $to_aff:ident, from_aff = $from_aff:ident, from_jac = $from_jac:ident, on_curve = $on_curve:ident,
     in_g = $in_g:ident, is_equal = $is_equal:ident, is_inf = $is_inf:ident, gen = $generator:ident,
     aff_on_curve = $aff_on_curve:ident, aff_in_g = $aff_in_g:ident, aff_is_equal = $aff_is_equal:ident,
     aff_is_inf = $aff_is_inf:ident, aff_gen = $aff_generator:ident, serialize = $serialize:ident,
     compress = $compress:ident, aff_serialize = $aff_serialize:ident, aff_compress = $aff_compress:ident,
     uncompress = $uncompress:ident, deserialize = $deserialize:ident, s_to_aff = $s_to_aff:ident,
     s_add = $s_add:ident, pippenger = $pippenger:ident, pippenger_sizeof = $pippenger_sizeof:ident,
     tile = $tile:ident, wbits_sizeof = $wbits_sizeof:ident, precompute = $precompute:ident,
     wbits = $wbits:ident, wbits_scratch = $wbits_scratch:ident, aggregate_in = $aggregate_in:ident,
     sizeof = $sizeof:ident, aff_sizeof = $aff_sizeof:ident) => {
        #[test]
        fn $test() {
            let mut rng = Rng::new($name);
            unsafe {
                assert_eq!(real::$sizeof(), facade::$sizeof());
                assert_eq!(real::$aff_sizeof(), facade::$aff_sizeof());
                assert_eq!(
                    cast::<_, $jac_r>(&*facade::$generator()),
                    *real::$generator()
                );
                assert_eq!(
                    cast::<_, $aff_r>(&*facade::$aff_generator()),
                    *real::$aff_generator()
                );
                let inf = <$jac_r>::default();
                for i in 0..cases(N) {
                    // Subgroup points in random representations, the curve outside the subgroup,
                    // and the point at infinity.
                    let p = {
                        let t = $gen(&mut rng);
                        $rescale(&mut rng, &t)
                    };
                    let q = if i % 7 == 0 {
                        p
                    } else {
                        {
                            let t = $gen(&mut rng);
                            $rescale(&mut rng, &t)
                        }
                    };
                    let mut e = <$jac_r>::default();
                    real::$from_aff(&mut e, &$off(&mut rng));
                    let e = $rescale(&mut rng, &e);
                    let mut np = p;
                    real::$cneg(&mut np, true);
                    let cases = [
                        (p, q),
                        (p, e),
                        (e, p),
                        (p, inf),
                        (inf, q),
                        (inf, inf),
                        (p, np),
                        (p, p),
                    ];
                    for (k, (a, b)) in cases.iter().enumerate() {
                        let (fa, fb) = (cast::<_, $jac_f>(a), cast::<_, $jac_f>(b));
                        let (mut r, mut f) = (<$jac_r>::default(), <$jac_f>::default());
                        real::$dadd(&mut r, a, b);
                        facade::$dadd(&mut f, &fa, &fb);
                        assert_eq!($ser_r(&r), $ser_f(&f), "add_or_double {i}/{k}");
                        // blst_p*_add: defined for a ≠ b (and gives infinity for a = b, both).
                        real::$add(&mut r, a, b);
                        facade::$add(&mut f, &fa, &fb);
                        assert_eq!($ser_r(&r), $ser_f(&f), "add {i}/{k}");
                        let mut ba = <$aff_r>::default();
                        real::$to_aff(&mut ba, b);
                        let mut fba = <$aff_f>::default();
                        facade::$to_aff(&mut fba, &fb);
                        assert_eq!(cast::<_, $aff_r>(&fba), ba, "to_affine {i}/{k}");
                        real::$dadd_aff(&mut r, a, &ba);
                        facade::$dadd_aff(&mut f, &fa, &fba);
                        assert_eq!($ser_r(&r), $ser_f(&f), "add_or_double_affine {i}/{k}");
                        real::$add_aff(&mut r, a, &ba);
                        facade::$add_aff(&mut f, &fa, &fba);
                        assert_eq!($ser_r(&r), $ser_f(&f), "add_affine {i}/{k}");
                        assert_eq!(
                            real::$is_equal(a, b),
                            facade::$is_equal(&fa, &fb),
                            "is_equal {i}/{k}"
                        );
                        assert_eq!(
                            real::$aff_is_equal(&ba, &ba),
                            facade::$aff_is_equal(&fba, &fba)
                        );
                    }
                    for (k, a) in [p, e, inf, np].iter().enumerate() {
                        let fa = cast::<_, $jac_f>(a);
                        let (mut r, mut f) = (<$jac_r>::default(), <$jac_f>::default());
                        real::$double(&mut r, a);
                        facade::$double(&mut f, &fa);
                        assert_eq!($ser_r(&r), $ser_f(&f), "double {i}/{k}");
                        real::$from_jac(&mut r, a);
                        facade::$from_jac(&mut f, &fa);
                        assert_eq!(cast::<_, $jac_r>(&f), r, "from_jacobian {i}/{k}");
                        assert_eq!(
                            real::$on_curve(a),
                            facade::$on_curve(&fa),
                            "on_curve {i}/{k}"
                        );
                        assert_eq!(real::$in_g(a), facade::$in_g(&fa), "in_g {i}/{k}");
                        assert_eq!(real::$is_inf(a), facade::$is_inf(&fa));
                        let (mut br, mut bf) = ([0u8; $c], [0u8; $c]);
                        real::$compress(br.as_mut_ptr(), a);
                        facade::$compress(bf.as_mut_ptr(), &fa);
                        assert_eq!(br.to_vec(), bf.to_vec(), "compress {i}/{k}");
                        let mut aa = <$aff_r>::default();
                        real::$to_aff(&mut aa, a);
                        let faa = cast::<_, $aff_f>(&aa);
                        assert_eq!(real::$aff_on_curve(&aa), facade::$aff_on_curve(&faa));
                        assert_eq!(
                            real::$aff_in_g(&aa),
                            facade::$aff_in_g(&faa),
                            "affine_in_g {i}/{k}"
                        );
                        assert_eq!(real::$aff_is_inf(&aa), facade::$aff_is_inf(&faa));
                        real::$aff_compress(br.as_mut_ptr(), &aa);
                        facade::$aff_compress(bf.as_mut_ptr(), &faa);
                        assert_eq!(br.to_vec(), bf.to_vec(), "affine_compress {i}/{k}");
                        let (mut ur, mut uf) = ([0u8; 2 * $c], [0u8; 2 * $c]);
                        real::$aff_serialize(ur.as_mut_ptr(), &aa);
                        facade::$aff_serialize(uf.as_mut_ptr(), &faa);
                        assert_eq!(ur.to_vec(), uf.to_vec());
                        real::$from_aff(&mut r, &aa);
                        facade::$from_aff(&mut f, &faa);
                        assert_eq!(cast::<_, $jac_r>(&f), r, "from_affine {i}/{k}");
                        let (mut cr, mut cf) = (*a, fa);
                        let bit = rng.bool();
                        real::$cneg(&mut cr, bit);
                        facade::$cneg(&mut cf, bit);
                        assert_eq!(cast::<_, $jac_r>(&cf), cr);
                        // Multiplication: the subgroup for any length; other points below 176
                        // bits or above 256 (blst's windowed paths, exact everywhere).
                        for nbits in [
                            0usize, 1, 7, 64, 128, 143, 144, 175, 176, 200, 255, 256, 300,
                        ] {
                            let inside = k != 1;
                            let k_bytes = rng.bytes(nbits.div_ceil(8));
                            real::$unchecked(&mut r, a, k_bytes.as_ptr(), nbits);
                            facade::$unchecked(&mut f, &fa, k_bytes.as_ptr(), nbits);
                            assert_eq!(
                                $ser_r(&r),
                                $ser_f(&f),
                                "unchecked_mult {i}/{k} nbits {nbits}"
                            );
                            if inside || !($endo..=256).contains(&nbits) {
                                real::$mult(&mut r, a, k_bytes.as_ptr(), nbits);
                                facade::$mult(&mut f, &fa, k_bytes.as_ptr(), nbits);
                                assert_eq!($ser_r(&r), $ser_f(&f), "mult {i}/{k} nbits {nbits}");
                            }
                        }
                    }
                    // Encodings: valid, each with one bit flipped, random bytes, and the
                    // special forms (infinity with stray bits, x ≥ p, x = 0).
                    let mut aa = <$aff_r>::default();
                    real::$to_aff(&mut aa, &[p, e][i % 2]);
                    let (mut comp, mut unc) = ([0u8; $c], [0u8; 2 * $c]);
                    real::$aff_compress(comp.as_mut_ptr(), &aa);
                    real::$aff_serialize(unc.as_mut_ptr(), &aa);
                    let mut inputs: Vec<Vec<u8>> = vec![
                        comp.to_vec(),
                        unc.to_vec(),
                        flip(&mut rng, &comp),
                        flip(&mut rng, &unc),
                        rng.bytes(2 * $c),
                        vec![0u8; 2 * $c],
                        vec![0xffu8; 2 * $c],
                    ];
                    for top in [0x00u8, 0x20, 0x40, 0x60, 0x80, 0xa0, 0xc0, 0xe0] {
                        let mut z = vec![0u8; 2 * $c];
                        z[0] = top;
                        inputs.push(z.clone());
                        z[2 * $c - 1] = 1;
                        inputs.push(z.clone());
                        z[$c - 1] = 1;
                        inputs.push(z.clone());
                        let mut c = comp.to_vec();
                        c.extend_from_slice(&unc[$c..]);
                        c[0] = (c[0] & 0x1f) | top;
                        inputs.push(c);
                    }
                    for inp in &inputs {
                        let (mut r, mut f) = (<$aff_r>::default(), <$aff_f>::default());
                        {
                            let er = real::$uncompress(&mut r, inp.as_ptr());
                            let ef = facade::$uncompress(&mut f, inp.as_ptr());
                            assert_eq!(
                                format!("{er:?}"),
                                format!("{ef:?}"),
                                "uncompress {inp:02x?}"
                            );
                            if er == real::BLST_ERROR::BLST_SUCCESS
                                || er == real::BLST_ERROR::BLST_POINT_NOT_IN_GROUP
                            {
                                assert_eq!(cast::<_, $aff_r>(&f), r, "uncompress value {inp:02x?}");
                            }
                        }
                        let er = real::$deserialize(&mut r, inp.as_ptr());
                        let ef = facade::$deserialize(&mut f, inp.as_ptr());
                        assert_eq!(
                            format!("{er:?}"),
                            format!("{ef:?}"),
                            "deserialize {inp:02x?}"
                        );
                        if er == real::BLST_ERROR::BLST_SUCCESS
                            || er == real::BLST_ERROR::BLST_POINT_NOT_IN_GROUP
                        {
                            assert_eq!(cast::<_, $aff_r>(&f), r, "deserialize value {inp:02x?}");
                        }
                        // Aggregation of encoded points into a sum, or from nothing.
                        let mut sr = p;
                        let mut sf = cast::<_, $jac_f>(&p);
                        let er = real::$aggregate_in(&mut sr, &p, inp.as_ptr());
                        let ef = facade::$aggregate_in(&mut sf, &cast(&p), inp.as_ptr());
                        assert_eq!(
                            format!("{er:?}"),
                            format!("{ef:?}"),
                            "aggregate_in {inp:02x?}"
                        );
                        assert_eq!($ser_r(&sr), $ser_f(&sf), "aggregate_in value {inp:02x?}");
                        let er = real::$aggregate_in(&mut sr, core::ptr::null(), inp.as_ptr());
                        let ef = facade::$aggregate_in(&mut sf, core::ptr::null(), inp.as_ptr());
                        assert_eq!(format!("{er:?}"), format!("{ef:?}"));
                        assert_eq!(
                            $ser_r(&sr),
                            $ser_f(&sf),
                            "aggregate_in (NULL) value {inp:02x?}"
                        );
                    }
                }

                // Batches: normalisation, sums, Pippenger, tiles and wbits tables.
                for n in [1usize, 2, 3, 17, 64, 130] {
                    let jac: Vec<$jac_r> = (0..n)
                        .map(|i| {
                            if i == 1 {
                                inf
                            } else {
                                {
                                    let t = $gen(&mut rng);
                                    $rescale(&mut rng, &t)
                                }
                            }
                        })
                        .collect();
                    let ptrs_r = [jac.as_ptr(), core::ptr::null()];
                    let jac_f: Vec<$jac_f> = jac.iter().map(cast).collect();
                    let ptrs_f = [jac_f.as_ptr(), core::ptr::null()];
                    let mut aff_r = vec![<$aff_r>::default(); n];
                    let mut aff_f = vec![<$aff_f>::default(); n];
                    real::$s_to_aff(aff_r.as_mut_ptr(), ptrs_r.as_ptr(), n);
                    facade::$s_to_aff(aff_f.as_mut_ptr(), ptrs_f.as_ptr(), n);
                    assert_eq!(
                        aff_f.iter().map(cast).collect::<Vec<$aff_r>>(),
                        aff_r,
                        "s_to_affine {n}"
                    );
                    // A scattered pointer array for the sums.
                    let scattered_r: Vec<*const $aff_r> =
                        aff_r.iter().rev().map(|a| a as *const _).collect();
                    let scattered_f: Vec<*const $aff_f> =
                        aff_f.iter().rev().map(|a| a as *const _).collect();
                    let (mut r, mut f) = (<$jac_r>::default(), <$jac_f>::default());
                    real::$s_add(&mut r, scattered_r.as_ptr(), n);
                    facade::$s_add(&mut f, scattered_f.as_ptr(), n);
                    assert_eq!($ser_r(&r), $ser_f(&f), "s_add {n}");
                    assert_eq!(real::$pippenger_sizeof(n), facade::$pippenger_sizeof(n));
                    assert_eq!(real::$wbits_scratch(n), facade::$wbits_scratch(n));
                    let pa_r = [aff_r.as_ptr(), core::ptr::null()];
                    let pa_f = [aff_f.as_ptr(), core::ptr::null()];
                    for nbits in [1usize, 8, 64, 255, 256] {
                        let nbytes = nbits.div_ceil(8);
                        let scalars = rng.bytes(nbytes * n);
                        let sp = [scalars.as_ptr(), core::ptr::null()];
                        let mut scratch = vec![0u64; real::$pippenger_sizeof(n) / 8 + 1];
                        real::$pippenger(
                            &mut r,
                            pa_r.as_ptr(),
                            n,
                            sp.as_ptr(),
                            nbits,
                            scratch.as_mut_ptr(),
                        );
                        facade::$pippenger(
                            &mut f,
                            pa_f.as_ptr(),
                            n,
                            sp.as_ptr(),
                            nbits,
                            scratch.as_mut_ptr(),
                        );
                        assert_eq!($ser_r(&r), $ser_f(&f), "pippenger n {n} nbits {nbits}");
                        if n > 1 {
                            let mut scratch = vec![0u64; (384usize << 8) / 8];
                            let window = 1 + rng.below(8);
                            let bit0 = rng.below(nbits);
                            real::$tile(
                                &mut r,
                                pa_r.as_ptr(),
                                n,
                                sp.as_ptr(),
                                nbits,
                                scratch.as_mut_ptr(),
                                bit0,
                                window,
                            );
                            facade::$tile(
                                &mut f,
                                pa_f.as_ptr(),
                                n,
                                sp.as_ptr(),
                                nbits,
                                scratch.as_mut_ptr(),
                                bit0,
                                window,
                            );
                            assert_eq!(
                                $ser_r(&r),
                                $ser_f(&f),
                                "tile n {n} nbits {nbits} bit0 {bit0} window {window}"
                            );
                        }
                        // From 2: blst writes 2P into a one-entry row for wbits = 1.
                        let wbits = 2 + rng.below(6);
                        assert_eq!(
                            real::$wbits_sizeof(wbits, n),
                            facade::$wbits_sizeof(wbits, n)
                        );
                        let words = real::$wbits_sizeof(wbits, n) / core::mem::size_of::<$aff_r>();
                        let mut table_r = vec![<$aff_r>::default(); words];
                        let mut table_f = vec![<$aff_f>::default(); words];
                        real::$precompute(table_r.as_mut_ptr(), wbits, pa_r.as_ptr(), n);
                        facade::$precompute(table_f.as_mut_ptr(), wbits, pa_f.as_ptr(), n);
                        assert_eq!(
                            table_f.iter().map(cast).collect::<Vec<$aff_r>>(),
                            table_r,
                            "wbits table {n} {wbits}"
                        );
                        let mut scratch = vec![0u64; real::$wbits_scratch(n) / 8 + 1];
                        real::$wbits(
                            &mut r,
                            table_r.as_ptr(),
                            wbits,
                            n,
                            sp.as_ptr(),
                            nbits,
                            scratch.as_mut_ptr(),
                        );
                        facade::$wbits(
                            &mut f,
                            table_f.as_ptr(),
                            wbits,
                            n,
                            sp.as_ptr(),
                            nbits,
                            scratch.as_mut_ptr(),
                        );
                        assert_eq!(
                            $ser_r(&r),
                            $ser_f(&f),
                            "mult_wbits n {n} nbits {nbits} wbits {wbits}"
                        );
                    }
                }
            }
        }
    };
}

group_tests!(g1_points, "g1_points", 48, 176, g1, e1, rescale1, ser1_r, ser1_f,
    real::blst_p1, facade::blst_p1, real::blst_p1_affine, facade::blst_p1_affine,
    add = blst_p1_add, dadd = blst_p1_add_or_double, add_aff = blst_p1_add_affine, dadd_aff = blst_p1_add_or_double_affine,
    double = blst_p1_double, mult = blst_p1_mult, unchecked = blst_p1_unchecked_mult, cneg = blst_p1_cneg,
    to_aff = blst_p1_to_affine, from_aff = blst_p1_from_affine, from_jac = blst_p1_from_jacobian, on_curve = blst_p1_on_curve,
    in_g = blst_p1_in_g1, is_equal = blst_p1_is_equal, is_inf = blst_p1_is_inf, gen = blst_p1_generator,
    aff_on_curve = blst_p1_affine_on_curve, aff_in_g = blst_p1_affine_in_g1, aff_is_equal = blst_p1_affine_is_equal,
    aff_is_inf = blst_p1_affine_is_inf, aff_gen = blst_p1_affine_generator, serialize = blst_p1_serialize,
    compress = blst_p1_compress, aff_serialize = blst_p1_affine_serialize, aff_compress = blst_p1_affine_compress,
    uncompress = blst_p1_uncompress, deserialize = blst_p1_deserialize, s_to_aff = blst_p1s_to_affine,
    s_add = blst_p1s_add, pippenger = blst_p1s_mult_pippenger, pippenger_sizeof = blst_p1s_mult_pippenger_scratch_sizeof,
    tile = blst_p1s_tile_pippenger, wbits_sizeof = blst_p1s_mult_wbits_precompute_sizeof, precompute = blst_p1s_mult_wbits_precompute,
    wbits = blst_p1s_mult_wbits, wbits_scratch = blst_p1s_mult_wbits_scratch_sizeof, aggregate_in = blst_aggregate_in_g1,
    sizeof = blst_p1_sizeof, aff_sizeof = blst_p1_affine_sizeof);

group_tests!(g2_points, "g2_points", 96, 144, g2, e2, rescale2, ser2_r, ser2_f,
    real::blst_p2, facade::blst_p2, real::blst_p2_affine, facade::blst_p2_affine,
    add = blst_p2_add, dadd = blst_p2_add_or_double, add_aff = blst_p2_add_affine, dadd_aff = blst_p2_add_or_double_affine,
    double = blst_p2_double, mult = blst_p2_mult, unchecked = blst_p2_unchecked_mult, cneg = blst_p2_cneg,
    to_aff = blst_p2_to_affine, from_aff = blst_p2_from_affine, from_jac = blst_p2_from_jacobian, on_curve = blst_p2_on_curve,
    in_g = blst_p2_in_g2, is_equal = blst_p2_is_equal, is_inf = blst_p2_is_inf, gen = blst_p2_generator,
    aff_on_curve = blst_p2_affine_on_curve, aff_in_g = blst_p2_affine_in_g2, aff_is_equal = blst_p2_affine_is_equal,
    aff_is_inf = blst_p2_affine_is_inf, aff_gen = blst_p2_affine_generator, serialize = blst_p2_serialize,
    compress = blst_p2_compress, aff_serialize = blst_p2_affine_serialize, aff_compress = blst_p2_affine_compress,
    uncompress = blst_p2_uncompress, deserialize = blst_p2_deserialize, s_to_aff = blst_p2s_to_affine,
    s_add = blst_p2s_add, pippenger = blst_p2s_mult_pippenger, pippenger_sizeof = blst_p2s_mult_pippenger_scratch_sizeof,
    tile = blst_p2s_tile_pippenger, wbits_sizeof = blst_p2s_mult_wbits_precompute_sizeof, precompute = blst_p2s_mult_wbits_precompute,
    wbits = blst_p2s_mult_wbits, wbits_scratch = blst_p2s_mult_wbits_scratch_sizeof, aggregate_in = blst_aggregate_in_g2,
    sizeof = blst_p2_sizeof, aff_sizeof = blst_p2_affine_sizeof);
