//! bls381-kzg against c-kzg (and rust_eth_kzg where its API allows) on random blobs, cells and
//! corrupted inputs: every result equal, every rejection shared.
//!
//! `KZG_DIFF_BLOBS` random blobs per test (default 2: CI's reduced run; `scripts/kzg.sh`
//! runs 32), the seed printed (`KZG_SEED` replays it).

use bls381::field::Domain;
use bls381::{G1Affine, Scalar};
use bls381_kzg as ours;
use kzgbench::{random_blob, rek_context, rng};
use rand::{Rng, RngExt};

fn blobs_per_test() -> usize {
    std::env::var("KZG_DIFF_BLOBS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2)
}

fn settings() -> (&'static ours::KzgSettings, &'static c_kzg::KzgSettings) {
    (
        ours::ethereum_kzg_settings(0),
        c_kzg::ethereum_kzg_settings(0),
    )
}

/// Both succeed with equal bytes, or both fail.
fn same<A: AsRef<[u8]>, B: AsRef<[u8]>, E1: std::fmt::Debug, E2: std::fmt::Debug>(
    what: &str,
    a: Result<A, E1>,
    b: Result<B, E2>,
) {
    match (&a, &b) {
        (Ok(x), Ok(y)) => assert_eq!(x.as_ref(), y.as_ref(), "{what}: different results"),
        (Err(_), Err(_)) => {}
        _ => panic!(
            "{what}: bls381-kzg {:?}, c-kzg {:?}",
            a.as_ref().err(),
            b.as_ref().err()
        ),
    }
}

fn same_bool<E1: std::fmt::Debug, E2: std::fmt::Debug>(
    what: &str,
    a: Result<bool, E1>,
    b: Result<bool, E2>,
) -> Option<bool> {
    match (&a, &b) {
        (Ok(x), Ok(y)) => {
            assert_eq!(x, y, "{what}");
            Some(*x)
        }
        (Err(_), Err(_)) => None,
        _ => panic!("{what}: bls381-kzg {a:?}, c-kzg {b:?}"),
    }
}

fn cells_bytes(cells: &[ours::Cell]) -> Vec<u8> {
    cells.iter().flat_map(|c| c.to_bytes()).collect()
}

fn ccells_bytes(cells: &[c_kzg::Cell]) -> Vec<u8> {
    cells.iter().flat_map(|c| c.to_bytes()).collect()
}

fn to_c(cells: &[ours::Cell]) -> Vec<c_kzg::Cell> {
    cells
        .iter()
        .map(|c| c_kzg::Cell::new(c.to_bytes()))
        .collect()
}

fn b48(x: &ours::Bytes48) -> c_kzg::Bytes48 {
    c_kzg::Bytes48::new(**x)
}

/// A point of the curve outside G1 (most points of E(Fp) are: the cofactor is ≈ 2^126).
fn off_subgroup_point(rng: &mut impl Rng) -> [u8; 48] {
    loop {
        let mut b = [0u8; 48];
        rng.fill_bytes(&mut b);
        b[0] = (b[0] & 0x1f) | 0x80;
        if let Some(p) = Option::<G1Affine>::from(G1Affine::from_compressed_unchecked(&b)) {
            if !bool::from(p.is_torsion_free()) {
                return b;
            }
        }
    }
}

#[test]
fn random_blobs_agree() {
    let (s, c) = settings();
    let rek = rek_context(0);
    let mut rng = rng("random_blobs_agree");
    let domain = Domain::new(4096).unwrap();
    let mut special = vec![Box::new([0u8; ours::BYTES_PER_BLOB])];
    // Every element r − 1.
    let mut top = Box::new([0u8; ours::BYTES_PER_BLOB]);
    for ch in top.chunks_exact_mut(32) {
        ch.copy_from_slice(&(-Scalar::ONE).to_bytes_be());
    }
    special.push(top);
    let blobs: Vec<_> = special
        .into_iter()
        .chain((0..blobs_per_test()).map(|_| random_blob(&mut rng)))
        .collect();
    for (bi, raw) in blobs.iter().enumerate() {
        let what = |op: &str| format!("blob {bi}: {op}");
        let b = ours::Blob::new(**raw);
        let cb = c_kzg::Blob::new(**raw);
        let com = s.blob_to_kzg_commitment(&b).unwrap();
        same(
            &what("commitment"),
            Ok::<_, ()>(*com),
            c.blob_to_kzg_commitment(&cb).map(|x| *x),
        );
        assert_eq!(
            *com,
            rek.blob_to_kzg_commitment(raw).unwrap(),
            "{}",
            what("rust_eth_kzg commitment")
        );
        let cb48 = com.to_bytes();

        // Proofs at a random z, at a point of the domain, and the blob proof.
        let zs = [
            Scalar::random(&mut rng).to_bytes_be(),
            domain.root(rng.random_range(0..4096)).to_bytes_be(),
        ];
        for z in zs {
            let z = ours::Bytes32::new(z);
            let (p, y) = s.compute_kzg_proof(&b, &z).unwrap();
            let (cp, cy) = c.compute_kzg_proof(&cb, &c_kzg::Bytes32::new(*z)).unwrap();
            assert_eq!((*p, *y), (*cp, *cy), "{}", what("compute_kzg_proof"));
            let ok = s.verify_kzg_proof(&cb48, &z, &y, &p.to_bytes());
            let cok =
                c.verify_kzg_proof(&b48(&cb48), &c_kzg::Bytes32::new(*z), &cy, &cp.to_bytes());
            assert_eq!(same_bool(&what("verify_kzg_proof"), ok, cok), Some(true));
            let y1 = ours::Bytes32::new(
                (Scalar::from_bytes_be(&y).unwrap() + Scalar::ONE).to_bytes_be(),
            );
            let bad = s.verify_kzg_proof(&cb48, &z, &y1, &p.to_bytes());
            let cbad = c.verify_kzg_proof(
                &b48(&cb48),
                &c_kzg::Bytes32::new(*z),
                &c_kzg::Bytes32::new(*y1),
                &cp.to_bytes(),
            );
            assert_eq!(
                same_bool(&what("verify_kzg_proof, wrong y"), bad, cbad),
                Some(false)
            );
        }
        let proof = s.compute_blob_kzg_proof(&b, &cb48).unwrap();
        same(
            &what("blob proof"),
            Ok::<_, ()>(*proof),
            c.compute_blob_kzg_proof(&cb, &b48(&cb48)).map(|x| *x),
        );
        assert_eq!(*proof, rek.compute_blob_kzg_proof(raw, &cb48).unwrap());
        let v = s.verify_blob_kzg_proof(&b, &cb48, &proof.to_bytes());
        let cv = c.verify_blob_kzg_proof(&cb, &b48(&cb48), &b48(&proof.to_bytes()));
        assert_eq!(same_bool(&what("verify_blob_kzg_proof"), v, cv), Some(true));
        let wrong = ours::Bytes48::new(G1Affine::generator().to_compressed());
        let v = s.verify_blob_kzg_proof(&b, &cb48, &wrong);
        let cv = c.verify_blob_kzg_proof(&cb, &b48(&cb48), &b48(&wrong));
        assert_eq!(
            same_bool(&what("verify_blob_kzg_proof, wrong proof"), v, cv),
            Some(false)
        );

        // Cells, proofs, recovery, batch verification of cells.
        let (cells, proofs) = s.compute_cells_and_kzg_proofs(&b).unwrap();
        let (ccells, cproofs) = c.compute_cells_and_kzg_proofs(&cb).unwrap();
        assert_eq!(
            cells_bytes(&cells[..]),
            ccells_bytes(&ccells[..]),
            "{}",
            what("cells")
        );
        let proofs: Vec<ours::Bytes48> = proofs.iter().map(|p| p.to_bytes()).collect();
        for (p, q) in proofs.iter().zip(cproofs.iter()) {
            assert_eq!(**p, **q, "{}", what("cell proofs"));
        }
        let (rcells, rproofs) = rek.compute_cells_and_kzg_proofs(raw).unwrap();
        assert!(rcells
            .iter()
            .zip(cells.iter())
            .all(|(x, y)| **x == y.to_bytes()));
        assert!(rproofs.iter().zip(&proofs).all(|(x, y)| *x == **y));
        assert_eq!(
            cells_bytes(&s.compute_cells(&b).unwrap()[..]),
            cells_bytes(&cells[..])
        );

        let keep = rng.random_range(64..=128usize);
        let mut idx: Vec<u64> = (0..128).collect();
        for i in (1..128).rev() {
            idx.swap(i, rng.random_range(0..=i));
        }
        idx.truncate(keep);
        idx.sort_unstable();
        let some: Vec<ours::Cell> = idx.iter().map(|&i| cells[i as usize].clone()).collect();
        let (rc, rp) = s.recover_cells_and_kzg_proofs(&idx, &some).unwrap();
        let (crc, crp) = c.recover_cells_and_kzg_proofs(&idx, &to_c(&some)).unwrap();
        assert_eq!(
            cells_bytes(&rc[..]),
            ccells_bytes(&crc[..]),
            "{}",
            what("recovered cells")
        );
        assert_eq!(cells_bytes(&rc[..]), cells_bytes(&cells[..]));
        assert!(
            rp.iter().zip(crp.iter()).all(|(x, y)| **x == **y),
            "{}",
            what("recovered proofs")
        );

        let pick: Vec<usize> = (0..rng.random_range(1..=128))
            .map(|_| rng.random_range(0..128))
            .collect();
        let coms = vec![cb48; pick.len()];
        let ci: Vec<u64> = pick.iter().map(|&i| i as u64).collect();
        let cs: Vec<ours::Cell> = pick.iter().map(|&i| cells[i].clone()).collect();
        let ps: Vec<ours::Bytes48> = pick.iter().map(|&i| proofs[i]).collect();
        let ccoms: Vec<c_kzg::Bytes48> = coms.iter().map(b48).collect();
        let cps: Vec<c_kzg::Bytes48> = ps.iter().map(b48).collect();
        let v = s.verify_cell_kzg_proof_batch(&coms, &ci, &cs, &ps);
        let cv = c.verify_cell_kzg_proof_batch(&ccoms, &ci, &to_c(&cs), &cps);
        assert_eq!(
            same_bool(&what("verify_cell_kzg_proof_batch"), v, cv),
            Some(true)
        );
        // One cell's element changed (still canonical): false for both.
        let mut bad = cs.clone();
        let k = rng.random_range(0..bad.len());
        bad[k][31] ^= 1;
        bad[k][0] = 0;
        let v = s.verify_cell_kzg_proof_batch(&coms, &ci, &bad, &ps);
        let cv = c.verify_cell_kzg_proof_batch(&ccoms, &ci, &to_c(&bad), &cps);
        assert_eq!(
            same_bool(&what("verify_cell_kzg_proof_batch, corrupted cell"), v, cv),
            Some(false)
        );
    }
}

#[test]
fn blob_batches_agree() {
    let (s, c) = settings();
    let mut rng = rng("blob_batches_agree");
    let n = blobs_per_test().max(2);
    let raw: Vec<_> = (0..n).map(|_| random_blob(&mut rng)).collect();
    let b: Vec<ours::Blob> = raw.iter().map(|x| ours::Blob::new(**x)).collect();
    let cb: Vec<c_kzg::Blob> = raw.iter().map(|x| c_kzg::Blob::new(**x)).collect();
    let coms: Vec<ours::Bytes48> = b
        .iter()
        .map(|x| s.blob_to_kzg_commitment(x).unwrap().to_bytes())
        .collect();
    let mut proofs: Vec<ours::Bytes48> = b
        .iter()
        .zip(&coms)
        .map(|(x, cm)| s.compute_blob_kzg_proof(x, cm).unwrap().to_bytes())
        .collect();
    let cc: Vec<c_kzg::Bytes48> = coms.iter().map(b48).collect();
    for m in [0, 1, n] {
        let cp: Vec<c_kzg::Bytes48> = proofs.iter().map(b48).collect();
        let v = s.verify_blob_kzg_proof_batch(&b[..m], &coms[..m], &proofs[..m]);
        let cv = c.verify_blob_kzg_proof_batch(&cb[..m], &cc[..m], &cp[..m]);
        assert_eq!(same_bool("batch", v, cv), Some(true));
    }
    proofs.swap(0, 1);
    let cp: Vec<c_kzg::Bytes48> = proofs.iter().map(b48).collect();
    let v = s.verify_blob_kzg_proof_batch(&b, &coms, &proofs);
    let cv = c.verify_blob_kzg_proof_batch(&cb, &cc, &cp);
    assert_eq!(same_bool("batch, swapped proofs", v, cv), Some(false));
    // Mismatched lengths.
    assert!(s
        .verify_blob_kzg_proof_batch(&b, &coms[1..], &proofs)
        .is_err());
    assert!(c.verify_blob_kzg_proof_batch(&cb, &cc[1..], &cp).is_err());
}

#[test]
fn corrupted_inputs_agree() {
    let (s, c) = settings();
    let mut rng = rng("corrupted_inputs_agree");
    let raw = random_blob(&mut rng);
    let good = ours::Blob::new(*raw);
    let com = s.blob_to_kzg_commitment(&good).unwrap().to_bytes();
    let proof = s.compute_blob_kzg_proof(&good, &com).unwrap().to_bytes();
    let z = ours::Bytes32::new(Scalar::random(&mut rng).to_bytes_be());
    let (_, y) = s.compute_kzg_proof(&good, &z).unwrap();

    // Non-canonical field elements: r itself, 2^256 − 1, at random positions.
    let r_be = {
        let mut m = (-Scalar::ONE).to_bytes_be();
        m[31] += 1; // r − 1 ends in …00, so + 1 is r
        m
    };
    for bad_fe in [r_be, [0xff; 32]] {
        for _ in 0..blobs_per_test() {
            let mut bad = *raw;
            let at = rng.random_range(0..4096) * 32;
            bad[at..at + 32].copy_from_slice(&bad_fe);
            let (b, cb) = (ours::Blob::new(bad), c_kzg::Blob::new(bad));
            same(
                "commitment, bad blob",
                s.blob_to_kzg_commitment(&b).map(|x| *x),
                c.blob_to_kzg_commitment(&cb).map(|x| *x),
            );
            same(
                "blob proof, bad blob",
                s.compute_blob_kzg_proof(&b, &com).map(|x| *x),
                c.compute_blob_kzg_proof(&cb, &b48(&com)).map(|x| *x),
            );
            same_bool(
                "verify, bad blob",
                s.verify_blob_kzg_proof(&b, &com, &proof),
                c.verify_blob_kzg_proof(&cb, &b48(&com), &b48(&proof)),
            );
            same(
                "cells, bad blob",
                s.compute_cells(&b).map(|x| cells_bytes(&x[..])),
                c.compute_cells(&cb).map(|x| ccells_bytes(&x[..])),
            );
            let bz = ours::Bytes32::new(bad_fe);
            same(
                "proof, bad z",
                s.compute_kzg_proof(&good, &bz).map(|x| *x.0),
                c.compute_kzg_proof(&c_kzg::Blob::new(*raw), &c_kzg::Bytes32::new(bad_fe))
                    .map(|x| *x.0),
            );
            same_bool(
                "verify, bad z",
                s.verify_kzg_proof(&com, &bz, &y, &proof),
                c.verify_kzg_proof(
                    &b48(&com),
                    &c_kzg::Bytes32::new(bad_fe),
                    &c_kzg::Bytes32::new(*y),
                    &b48(&proof),
                ),
            );
            same_bool(
                "verify, bad y",
                s.verify_kzg_proof(&com, &z, &bz, &proof),
                c.verify_kzg_proof(
                    &b48(&com),
                    &c_kzg::Bytes32::new(*z),
                    &c_kzg::Bytes32::new(bad_fe),
                    &b48(&proof),
                ),
            );
        }
    }

    // Bad points: random bytes, flag bits, x ≥ p, off the subgroup, a non-zero "identity".
    let mut points: Vec<[u8; 48]> = (0..8 * blobs_per_test())
        .map(|_| {
            let mut b = [0u8; 48];
            rng.fill_bytes(&mut b);
            b
        })
        .collect();
    let mut flags = *com;
    flags[0] &= 0x7f; // compression bit cleared
    points.push(flags);
    let mut inf = [0u8; 48];
    inf[0] = 0xc0;
    inf[47] = 1;
    points.push(inf);
    let mut big = [0xffu8; 48];
    big[0] = 0x9f;
    points.push(big);
    for _ in 0..blobs_per_test() {
        points.push(off_subgroup_point(&mut rng));
    }
    let cblob = c_kzg::Blob::new(*raw);
    for p in points {
        let (pb, cp) = (ours::Bytes48::new(p), c_kzg::Bytes48::new(p));
        same_bool(
            "verify_kzg_proof, bad commitment",
            s.verify_kzg_proof(&pb, &z, &y, &proof),
            c.verify_kzg_proof(
                &cp,
                &c_kzg::Bytes32::new(*z),
                &c_kzg::Bytes32::new(*y),
                &b48(&proof),
            ),
        );
        same_bool(
            "verify_kzg_proof, bad proof",
            s.verify_kzg_proof(&com, &z, &y, &pb),
            c.verify_kzg_proof(
                &b48(&com),
                &c_kzg::Bytes32::new(*z),
                &c_kzg::Bytes32::new(*y),
                &cp,
            ),
        );
        same(
            "blob proof, bad commitment",
            s.compute_blob_kzg_proof(&good, &pb).map(|x| *x),
            c.compute_blob_kzg_proof(&cblob, &cp).map(|x| *x),
        );
        same_bool(
            "verify blob, bad proof",
            s.verify_blob_kzg_proof(&good, &com, &pb),
            c.verify_blob_kzg_proof(&cblob, &b48(&com), &cp),
        );
        same_bool(
            "verify cells, bad commitment",
            s.verify_cell_kzg_proof_batch(&[pb], &[0], &[ours::Cell::default()], &[proof]),
            c.verify_cell_kzg_proof_batch(&[cp], &[0], &[c_kzg::Cell::default()], &[b48(&proof)]),
        );
    }

    // Cell indices and counts.
    let (cells, _) = s.compute_cells_and_kzg_proofs(&good).unwrap();
    let all: Vec<u64> = (0..128).collect();
    let cases: Vec<Vec<u64>> = vec![
        (0..63).collect(),                                     // too few
        (0..64).map(|i| if i == 5 { 4 } else { i }).collect(), // duplicate
        (0..64).rev().collect(),                               // descending
        (0..63).chain([128]).collect(),                        // out of range
        (64..128).collect(),                                   // valid
        all.clone(),                                           // valid, nothing missing
    ];
    for idx in cases {
        let cs: Vec<ours::Cell> = idx
            .iter()
            .map(|&i| cells[(i as usize) % 128].clone())
            .collect();
        same(
            &format!("recover {idx:?}"),
            s.recover_cells_and_kzg_proofs(&idx, &cs)
                .map(|x| cells_bytes(&x.0[..])),
            c.recover_cells_and_kzg_proofs(&idx, &to_c(&cs))
                .map(|x| ccells_bytes(&x.0[..])),
        );
    }
    // Too many cells, mismatched lengths.
    let many: Vec<ours::Cell> = (0..129).map(|i| cells[i % 128].clone()).collect();
    let many_idx: Vec<u64> = (0..129).collect();
    assert!(s.recover_cells_and_kzg_proofs(&many_idx, &many).is_err());
    assert!(c
        .recover_cells_and_kzg_proofs(&many_idx, &to_c(&many))
        .is_err());
    assert!(s
        .recover_cells_and_kzg_proofs(&all[..64], &cells[..65])
        .is_err());
    assert!(c
        .recover_cells_and_kzg_proofs(&all[..64], &to_c(&cells[..65]))
        .is_err());
    // A non-canonical element inside a cell.
    let mut bad_cells: Vec<ours::Cell> = cells[..64].to_vec();
    bad_cells[7][..32].copy_from_slice(&r_be);
    same(
        "recover, non-canonical cell",
        s.recover_cells_and_kzg_proofs(&all[..64], &bad_cells)
            .map(|x| cells_bytes(&x.0[..])),
        c.recover_cells_and_kzg_proofs(&all[..64], &to_c(&bad_cells))
            .map(|x| ccells_bytes(&x.0[..])),
    );
    same_bool(
        "verify cells, index 128",
        s.verify_cell_kzg_proof_batch(&[com], &[128], &[cells[0].clone()], &[proof]),
        c.verify_cell_kzg_proof_batch(&[b48(&com)], &[128], &to_c(&cells[..1]), &[b48(&proof)]),
    );
    same_bool(
        "verify cells, mismatched lengths",
        s.verify_cell_kzg_proof_batch(&[com, com], &[0], &[cells[0].clone()], &[proof]),
        c.verify_cell_kzg_proof_batch(
            &[b48(&com), b48(&com)],
            &[0],
            &to_c(&cells[..1]),
            &[b48(&proof)],
        ),
    );
}
