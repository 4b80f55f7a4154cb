//! Hash to curve with arbitrary message and DST (empty, short, and longer than 255 bytes: the
//! oversize-DST rule) against blst: `hash_to_g1` / `encode_to_g1` / `hash_to_g2` /
//! `encode_to_g2` (`blst_hash_to_g1`, ...), `expand_message_xmd` of 1 to 511 bytes
//! (`blst_expand_message_xmd`), and the maps of field elements taken from the same bytes
//! (`map_to_g1` / `map_to_g2` against `blst_map_to_g1` / `blst_map_to_g2` with one element).
#![no_main]
#![allow(unsafe_code)]

use bls381::field::Fp2;
use bls381::hash_to_curve::{
    encode_to_g1, encode_to_g2, expand_message_xmd, hash_to_g1, hash_to_g2, map_to_g1, map_to_g2,
};
use bls381_fuzz::conv::*;
use bls381_fuzz::oracle::{below, consts};
use bls381_fuzz::{hex, pick_backend, H2cInput};
use blst::*;
use libfuzzer_sys::fuzz_target;
use std::ptr;

fuzz_target!(|input: H2cInput| {
    let backend = pick_backend(input.flags & 1);
    let data = &input.data;
    let want_dst = input.dst_len as usize + 256 * ((input.flags >> 6) & 1) as usize;
    let split = want_dst.min(data.len());
    let (dst, msg) = data.split_at(split);
    let ctx = format!("{backend:?} dst={} msg={}", hex(dst), hex(msg));

    unsafe {
        let mut p1 = blst_p1::default();
        blst_hash_to_g1(
            &mut p1,
            msg.as_ptr(),
            msg.len(),
            dst.as_ptr(),
            dst.len(),
            ptr::null(),
            0,
        );
        let ours = hash_to_g1(msg, dst).to_affine().to_uncompressed();
        assert_eq!(ours, b_p1_bytes(&p1), "hash_to_g1: {ctx}");
        blst_encode_to_g1(
            &mut p1,
            msg.as_ptr(),
            msg.len(),
            dst.as_ptr(),
            dst.len(),
            ptr::null(),
            0,
        );
        let ours = encode_to_g1(msg, dst).to_affine().to_uncompressed();
        assert_eq!(ours, b_p1_bytes(&p1), "encode_to_g1: {ctx}");
        let mut p2 = blst_p2::default();
        blst_hash_to_g2(
            &mut p2,
            msg.as_ptr(),
            msg.len(),
            dst.as_ptr(),
            dst.len(),
            ptr::null(),
            0,
        );
        let ours = hash_to_g2(msg, dst).to_affine().to_uncompressed();
        assert_eq!(ours, b_p2_bytes(&p2), "hash_to_g2: {ctx}");
        blst_encode_to_g2(
            &mut p2,
            msg.as_ptr(),
            msg.len(),
            dst.as_ptr(),
            dst.len(),
            ptr::null(),
            0,
        );
        let ours = encode_to_g2(msg, dst).to_affine().to_uncompressed();
        assert_eq!(ours, b_p2_bytes(&p2), "encode_to_g2: {ctx}");

        let n = (input.out_len as usize).max(1) + 256 * (input.flags >> 7) as usize;
        let mut ours = vec![0u8; n];
        expand_message_xmd(msg, dst, &mut ours).expect("length within 8160");
        let mut want = vec![0u8; n];
        blst_expand_message_xmd(
            want.as_mut_ptr(),
            n,
            msg.as_ptr(),
            msg.len(),
            dst.as_ptr(),
            dst.len(),
        );
        assert_eq!(hex(&ours), hex(&want), "expand_message_xmd({n}): {ctx}");

        // The maps, on field elements made of the message bytes (zero-padded).
        let c = consts();
        let mut raw = [0u8; 96];
        let k = msg.len().min(96);
        raw[..k].copy_from_slice(&msg[..k]);
        let flip = input.flags & 2 == 2;
        let u0 = fp(&below(&raw[..48], &c.p, flip));
        let u1 = fp(&below(&raw[48..], &c.p, flip));
        let u0ctx = format!(
            "{backend:?} u0={} u1={}",
            hex(&u0.to_bytes()),
            hex(&u1.to_bytes())
        );
        blst_map_to_g1(&mut p1, &b_fp(&u0), ptr::null());
        assert_eq!(
            map_to_g1(&u0).to_affine().to_uncompressed(),
            b_p1_bytes(&p1),
            "map_to_g1: {u0ctx}"
        );
        let u = Fp2::new(u0, u1);
        blst_map_to_g2(&mut p2, &b_fp2(&u), ptr::null());
        assert_eq!(
            map_to_g2(&u).to_affine().to_uncompressed(),
            b_p2_bytes(&p2),
            "map_to_g2: {u0ctx}"
        );
    }
});
