//! The G1 map: simplified SWU onto the 11-isogenous curve E1' (RFC 9380 §8.8.1, §6.6.3) and the
//! 11-isogeny E1' → E1 (RFC 9380 Appendix E.2).

use subtle::{Choice, ConditionallySelectable};

use super::sswu::{IsoPoint, SswuCurve};
use crate::curve::G1;
use crate::field::sqrt::fp_sqrt_ratio;
use crate::field::Fp;

const fn fp_hex(s: &str) -> Fp {
    Fp::from_hex(s)
}

/// E1': y² = x³ + A'·x + B' with Z = 11 (RFC 9380 §8.8.1).
pub(crate) struct E1Iso;

impl SswuCurve for E1Iso {
    type F = Fp;
    type Curve = G1;
    #[inline]
    fn isogeny(p: &IsoPoint<Fp>) -> Projective {
        isogeny(p)
    }
    const A: Fp = fp_hex(
        "0x00144698a3b8e9433d693a02c96d4982b0ea985383ee66a8d8e8981aefd881ac98936f8da0e0f97f5cf428082d584c1d",
    );
    const B: Fp = fp_hex(
        "0x12e2908d11688030018b12e8753eee3b2016c1f0f24f4070a0b9c14fcef35ef55a23215a316ceaa5d1cc48e98e172be0",
    );
    // 3·B' mod p.
    const B3: Fp = fp_hex(
        "0x04a58dd2c139b35b6e69e94cd92571029755aec8efe39bd313cb9ead7f783097d1116411319ebff20166dabcaa462e4a",
    );
    const Z: Fp = fp_hex("0x0b");
    #[inline]
    fn sqrt_ratio<const N: usize>(u: &[Fp; N], v: &[Fp; N]) -> [(Choice, Fp); N] {
        fp_sqrt_ratio(u, v, &SQRT_MINUS_Z)
    }
}

/// sqrt(−Z) for Z = 11 (RFC 9380 Appendix F.2.1.2, constant c2; `tests::constants` checks it).
const SQRT_MINUS_Z: Fp = fp_hex(
    "0x04610e003bd3ac94dfa9246c390d7a78942602029175a4ca366d601f33f3946e3ed39794735c38315d874bc1d70637c3",
);

/// Homogeneous projective coordinates (X : Y : Z) of a point of E1 (x = X/Z, y = Y/Z), the
/// identity being (0 : 1 : 0).
pub(crate) type Projective = (Fp, Fp, Fp);

/// x_num: k_(1,0) … k_(1,11) (RFC 9380 Appendix E.2).
const X_NUM: [Fp; 12] = [
    fp_hex("0x11a05f2b1e833340b809101dd99815856b303e88a2d7005ff2627b56cdb4e2c85610c2d5f2e62d6eaeac1662734649b7"),
    fp_hex("0x17294ed3e943ab2f0588bab22147a81c7c17e75b2f6a8417f565e33c70d1e86b4838f2a6f318c356e834eef1b3cb83bb"),
    fp_hex("0x0d54005db97678ec1d1048c5d10a9a1bce032473295983e56878e501ec68e25c958c3e3d2a09729fe0179f9dac9edcb0"),
    fp_hex("0x1778e7166fcc6db74e0609d307e55412d7f5e4656a8dbf25f1b33289f1b330835336e25ce3107193c5b388641d9b6861"),
    fp_hex("0x0e99726a3199f4436642b4b3e4118e5499db995a1257fb3f086eeb65982fac18985a286f301e77c451154ce9ac8895d9"),
    fp_hex("0x1630c3250d7313ff01d1201bf7a74ab5db3cb17dd952799b9ed3ab9097e68f90a0870d2dcae73d19cd13c1c66f652983"),
    fp_hex("0x0d6ed6553fe44d296a3726c38ae652bfb11586264f0f8ce19008e218f9c86b2a8da25128c1052ecaddd7f225a139ed84"),
    fp_hex("0x17b81e7701abdbe2e8743884d1117e53356de5ab275b4db1a682c62ef0f2753339b7c8f8c8f475af9ccb5618e3f0c88e"),
    fp_hex("0x080d3cf1f9a78fc47b90b33563be990dc43b756ce79f5574a2c596c928c5d1de4fa295f296b74e956d71986a8497e317"),
    fp_hex("0x169b1f8e1bcfa7c42e0c37515d138f22dd2ecb803a0c5c99676314baf4bb1b7fa3190b2edc0327797f241067be390c9e"),
    fp_hex("0x10321da079ce07e272d8ec09d2565b0dfa7dccdde6787f96d50af36003b14866f69b771f8c285decca67df3f1605fb7b"),
    fp_hex("0x06e08c248e260e70bd1e962381edee3d31d79d7e22c837bc23c0bf1bc24c6b68c24b1b80b64d391fa9c8ba2e8ba2d229"),
];
/// x_den: k_(2,0) … k_(2,10), the last being 1 (monic) (RFC 9380 Appendix E.2).
const X_DEN: [Fp; 11] = [
    fp_hex("0x08ca8d548cff19ae18b2e62f4bd3fa6f01d5ef4ba35b48ba9c9588617fc8ac62b558d681be343df8993cf9fa40d21b1c"),
    fp_hex("0x12561a5deb559c4348b4711298e536367041e8ca0cf0800c0126c2588c48bf5713daa8846cb026e9e5c8276ec82b3bff"),
    fp_hex("0x0b2962fe57a3225e8137e629bff2991f6f89416f5a718cd1fca64e00b11aceacd6a3d0967c94fedcfcc239ba5cb83e19"),
    fp_hex("0x03425581a58ae2fec83aafef7c40eb545b08243f16b1655154cca8abc28d6fd04976d5243eecf5c4130de8938dc62cd8"),
    fp_hex("0x13a8e162022914a80a6f1d5f43e7a07dffdfc759a12062bb8d6b44e833b306da9bd29ba81f35781d539d395b3532a21e"),
    fp_hex("0x0e7355f8e4e667b955390f7f0506c6e9395735e9ce9cad4d0a43bcef24b8982f7400d24bc4228f11c02df9a29f6304a5"),
    fp_hex("0x0772caacf16936190f3e0c63e0596721570f5799af53a1894e2e073062aede9cea73b3538f0de06cec2574496ee84a3a"),
    fp_hex("0x14a7ac2a9d64a8b230b3f5b074cf01996e7f63c21bca68a81996e1cdf9822c580fa5b9489d11e2d311f7d99bbdcc5a5e"),
    fp_hex("0x0a10ecf6ada54f825e920b3dafc7a3cce07f8d1d7161366b74100da67f39883503826692abba43704776ec3a79a1d641"),
    fp_hex("0x095fc13ab9e92ad4476d6e3eb3a56680f682b4ee96f7d03776df533978f31c1593174e4b4b7865002d6384d168ecdd0a"),
    Fp::ONE,
];
/// y_num: k_(3,0) … k_(3,15) (RFC 9380 Appendix E.2).
const Y_NUM: [Fp; 16] = [
    fp_hex("0x090d97c81ba24ee0259d1f094980dcfa11ad138e48a869522b52af6c956543d3cd0c7aee9b3ba3c2be9845719707bb33"),
    fp_hex("0x134996a104ee5811d51036d776fb46831223e96c254f383d0f906343eb67ad34d6c56711962fa8bfe097e75a2e41c696"),
    fp_hex("0x00cc786baa966e66f4a384c86a3b49942552e2d658a31ce2c344be4b91400da7d26d521628b00523b8dfe240c72de1f6"),
    fp_hex("0x01f86376e8981c217898751ad8746757d42aa7b90eeb791c09e4a3ec03251cf9de405aba9ec61deca6355c77b0e5f4cb"),
    fp_hex("0x08cc03fdefe0ff135caf4fe2a21529c4195536fbe3ce50b879833fd221351adc2ee7f8dc099040a841b6daecf2e8fedb"),
    fp_hex("0x16603fca40634b6a2211e11db8f0a6a074a7d0d4afadb7bd76505c3d3ad5544e203f6326c95a807299b23ab13633a5f0"),
    fp_hex("0x04ab0b9bcfac1bbcb2c977d027796b3ce75bb8ca2be184cb5231413c4d634f3747a87ac2460f415ec961f8855fe9d6f2"),
    fp_hex("0x0987c8d5333ab86fde9926bd2ca6c674170a05bfe3bdd81ffd038da6c26c842642f64550fedfe935a15e4ca31870fb29"),
    fp_hex("0x09fc4018bd96684be88c9e221e4da1bb8f3abd16679dc26c1e8b6e6a1f20cabe69d65201c78607a360370e577bdba587"),
    fp_hex("0x0e1bba7a1186bdb5223abde7ada14a23c42a0ca7915af6fe06985e7ed1e4d43b9b3f7055dd4eba6f2bafaaebca731c30"),
    fp_hex("0x19713e47937cd1be0dfd0b8f1d43fb93cd2fcbcb6caf493fd1183e416389e61031bf3a5cce3fbafce813711ad011c132"),
    fp_hex("0x18b46a908f36f6deb918c143fed2edcc523559b8aaf0c2462e6bfe7f911f643249d9cdf41b44d606ce07c8a4d0074d8e"),
    fp_hex("0x0b182cac101b9399d155096004f53f447aa7b12a3426b08ec02710e807b4633f06c851c1919211f20d4c04f00b971ef8"),
    fp_hex("0x0245a394ad1eca9b72fc00ae7be315dc757b3b080d4c158013e6632d3c40659cc6cf90ad1c232a6442d9d3f5db980133"),
    fp_hex("0x05c129645e44cf1102a159f748c4a3fc5e673d81d7e86568d9ab0f5d396a7ce46ba1049b6579afb7866b1e715475224b"),
    fp_hex("0x15e6be4e990f03ce4ea50b3b42df2eb5cb181d8f84965a3957add4fa95af01b2b665027efec01c7704b456be69c8b604"),
];
/// y_den: k_(4,0) … k_(4,15), the last being 1 (monic) (RFC 9380 Appendix E.2).
const Y_DEN: [Fp; 16] = [
    fp_hex("0x16112c4c3a9c98b252181140fad0eae9601a6de578980be6eec3232b5be72e7a07f3688ef60c206d01479253b03663c1"),
    fp_hex("0x1962d75c2381201e1a0cbd6c43c348b885c84ff731c4d59ca4a10356f453e01f78a4260763529e3532f6102c2e49a03d"),
    fp_hex("0x058df3306640da276faaae7d6e8eb15778c4855551ae7f310c35a5dd279cd2eca6757cd636f96f891e2538b53dbf67f2"),
    fp_hex("0x16b7d288798e5395f20d23bf89edb4d1d115c5dbddbcd30e123da489e726af41727364f2c28297ada8d26d98445f5416"),
    fp_hex("0x0be0e079545f43e4b00cc912f8228ddcc6d19c9f0f69bbb0542eda0fc9dec916a20b15dc0fd2ededda39142311a5001d"),
    fp_hex("0x08d9e5297186db2d9fb266eaac783182b70152c65550d881c5ecd87b6f0f5a6449f38db9dfa9cce202c6477faaf9b7ac"),
    fp_hex("0x166007c08a99db2fc3ba8734ace9824b5eecfdfa8d0cf8ef5dd365bc400a0051d5fa9c01a58b1fb93d1a1399126a775c"),
    fp_hex("0x16a3ef08be3ea7ea03bcddfabba6ff6ee5a4375efa1f4fd7feb34fd206357132b920f5b00801dee460ee415a15812ed9"),
    fp_hex("0x1866c8ed336c61231a1be54fd1d74cc4f9fb0ce4c6af5920abc5750c4bf39b4852cfe2f7bb9248836b233d9d55535d4a"),
    fp_hex("0x167a55cda70a6e1cea820597d94a84903216f763e13d87bb5308592e7ea7d4fbc7385ea3d529b35e346ef48bb8913f55"),
    fp_hex("0x04d2f259eea405bd48f010a01ad2911d9c6dd039bb61a6290e591b36e636a5c871a5c29f4f83060400f8b49cba8f6aa8"),
    fp_hex("0x0accbb67481d033ff5852c1e48c50c477f94ff8aefce42d28c0f9a88cea7913516f968986f7ebbea9684b529e2561092"),
    fp_hex("0x0ad6b9514c767fe3c3613144b45f1496543346d98adf02267d5ceef9a00d9b8693000763e3b90ac11e99b138573345cc"),
    fp_hex("0x02660400eb2e4f3b628bdd0d53cd76f2bf565b94e72927c1cb748df27942480e420517bd8714cc80d1fadc1326ed06f7"),
    fp_hex("0x0e0fa1d816ddc03e6b24255e0d7819c171c40f65e273b853324efcd6356caa205ca2f570f13497804415473a1d634b8f"),
    Fp::ONE,
];

/// Σ_i k_i·X^i·Z^(15−i), the degree-15 homogenisation of Σ k_i·x^i, by baby steps and giant
/// steps (Paterson–Stockmeyer): with i = 4j + r,
/// Σ_j [X^(4j)·Z^(12−4j)] · Σ_r k_(4j+r)·[X^r·Z^(3−r)],
/// so only the eight bracketed monomials are computed, and every inner and outer sum is one
/// lazily reduced sum of at most four products.
fn eval15(k: &[Fp], baby: &[Fp; 4], giant: &[Fp; 4]) -> Fp {
    let mut inner = [Fp::ZERO; 4];
    let groups = k.len().div_ceil(4);
    for (inner, k) in inner.iter_mut().zip(k.chunks(4)) {
        *inner = Fp::sum_of_products(k, baby);
    }
    Fp::sum_of_products(&inner[..groups], giant)
}

/// The 11-isogeny (RFC 9380 Appendix E.2) of a projective point of E1'.
///
/// All four polynomials are evaluated homogenised to degree 15, Σ k_i·X^i·Z^(15−i) =
/// Z^15·poly(X/Z), so the common factor Z^15 cancels in x_num/x_den and y_num/y_den and nothing
/// is inverted. The monomials are shared by the four polynomials, and by the baby-step/giant-step
/// split of `eval15` only eight of them are needed (14 products, against 42 for all sixteen);
/// each coefficient then costs one unreduced product. The result is x = A/B, y = (Y/Z)·C/D,
/// i.e. (A·D·Z : Y·B·C : B·D·Z).
///
/// Points that the isogeny sends to the identity (its kernel, and the identity of E1') come out
/// with a zero Z; they are replaced by (0 : 1 : 0) by selection, in constant time.
pub(crate) fn isogeny(p: &IsoPoint<Fp>) -> Projective {
    let (x, y, z) = (p.x, p.y, p.z);
    let (x2, z2) = (x.square(), z.square());
    // baby[r] = X^r·Z^(3−r)
    let baby = [z2 * z, x * z2, x2 * z, x2 * x];
    let (x4, z4) = (x2.square(), z2.square());
    let (x8, z8) = (x4.square(), z4.square());
    // giant[j] = X^(4j)·Z^(12−4j)
    let giant = [z8 * z4, x4 * z8, x8 * z4, x8 * x4];
    let a = eval15(&X_NUM, &baby, &giant);
    let b = eval15(&X_DEN, &baby, &giant);
    let c = eval15(&Y_NUM, &baby, &giant);
    let d = eval15(&Y_DEN, &baby, &giant);
    let dz = d * z;
    let zo = b * dz;
    let xo = a * dz;
    let yo = y * b * c;
    let inf = zo.is_zero();
    (
        Fp::conditional_select(&xo, &Fp::ZERO, inf),
        Fp::conditional_select(&yo, &Fp::ONE, inf),
        zo,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::field::Field;
    use crate::hash_to_curve::sswu::{add, map_to_curve};

    /// (x, y) of a projective point of E1, for comparisons.
    fn affine(p: &Projective) -> (Fp, Fp) {
        let zi = p.2.invert().unwrap();
        (p.0 * zi, p.1 * zi)
    }

    fn on_e1(p: &Projective) -> bool {
        let (x, y) = affine(p);
        y.square() == x.square() * x + Fp::from_raw([4, 0, 0, 0, 0, 0])
    }

    // RFC 9380 Appendix J.9.1, BLS12381G1_XMD:SHA-256_SSWU_RO_, msg = "":
    // u[0] and Q0 = map_to_curve(u[0]).
    #[test]
    fn rfc_vector_q0() {
        let u = fp_hex(
            "0x0ba14bd907ad64a016293ee7c2d276b8eae71f25a4b941eece7b0d89f17f75cb3ae5438a614fb61d6835ad59f29c564f",
        );
        let q = isogeny(&map_to_curve::<E1Iso, 1>(&[u])[0]);
        let (x, y) = affine(&q);
        assert_eq!(
            x,
            fp_hex("0x11a3cce7e1d90975990066b2f2643b9540fa40d6137780df4e753a8054d07580db3b7f1f03396333d4a359d1fe3766fe")
        );
        assert_eq!(
            y,
            fp_hex("0x0eeaf6d794e479e270da10fdaf768db4c96b650a74518fc67b04b03927754bac66f3ac720404f339ecdcc028afa091b7")
        );
    }

    /// The suite's constants: 3·B' and sqrt(−Z).
    #[test]
    fn constants() {
        assert_eq!(E1Iso::B3, E1Iso::B.triple());
        assert_eq!(SQRT_MINUS_Z.square(), -E1Iso::Z);
    }

    #[test]
    fn isogeny_lands_on_e1_and_respects_addition() {
        let mut rng = crate::test_util::rng("isogeny_lands_on_e1_and_respects_addition");
        for _ in 0..20 {
            let [p, q] = map_to_curve::<E1Iso, 2>(&[Fp::random(&mut rng), Fp::random(&mut rng)]);
            let s = add::<E1Iso>(&p, &q);
            assert!(on_e1(&isogeny(&p)));
            assert!(on_e1(&isogeny(&s)));
            // P + P, P + (−P), P + O.
            let d = add::<E1Iso>(&p, &p);
            assert!(on_e1(&isogeny(&d)));
            let neg = IsoPoint { y: -p.y, ..p };
            let o = add::<E1Iso>(&p, &neg);
            assert!(bool::from(o.z.is_zero()));
            let iso_o = isogeny(&o);
            assert!(bool::from(iso_o.2.is_zero() & iso_o.0.is_zero()) && iso_o.1 == Fp::ONE);
            let p_plus_o = add::<E1Iso>(&p, &o);
            assert_eq!(affine(&isogeny(&p_plus_o)), affine(&isogeny(&p)));
        }
    }
}
