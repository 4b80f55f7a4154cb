//! Multi-scalar multiplication as blst exposes it (Pippenger, precomputed-table `wbits`,
//! tiles, batch normalisation), computed by bls381's `msm_vartime` on affine points.
//!
//! bls381's MSM is exact inside the prime-order subgroup (where every caller's points live:
//! blst's own `MultiPoint` users, KZG, EIP-2537 after its subgroup checks); outside it, its
//! endomorphism splitting gives other points than blst's plain Pippenger. It runs in variable
//! time, as blst's Pippenger does; blst's `wbits` tables are constant time, bls381's MSM on
//! the table's base points is not (their scalars are public in KZG, their users).

use bls381::Scalar;
use bls381::curve::{Affine, Projective};
use bls381::field::{Field, Fr};

use crate::field::fr_from_le_bytes;
use crate::point::{Aff, Group, Jac, batch_to_aff, endo_scalar, jac_from_bls, mult, to_bls};

/// The `nbits` low bits of the little-endian `k` (at most `(nbits + 7)/8` bytes).
fn low_bits(k: &[u8], nbits: usize) -> Vec<u8> {
    let nbytes = nbits.div_ceil(8).min(k.len());
    let mut b = k[..nbytes].to_vec();
    if !nbits.is_multiple_of(8) && nbytes == nbits.div_ceil(8) {
        b[nbytes - 1] &= (1u8 << (nbits % 8)) - 1;
    }
    b
}

/// The `nbits` low bits of the little-endian `k` (`(nbits + 7)/8` bytes), reduced mod r.
pub(crate) fn scalar_from_bits(k: &[u8], nbits: usize) -> Fr {
    fr_from_le_bytes(&low_bits(k, nbits))
}

/// The scalar by which `blst_p*_mult(P, k, nbits)` multiplies a point P of the subgroup:
/// [`endo_scalar`]'s where its endomorphism path takes it, else the low `nbits` bits.
fn mult_scalar<C: Group>(k: &[u8], nbits: usize) -> Fr {
    endo_scalar::<C>(k, nbits).unwrap_or_else(|| scalar_from_bits(k, nbits))
}

/// The threads of the pool blst would use: the caller's rayon pool with the `threads`
/// feature, else one.
pub(crate) fn pool_threads() -> usize {
    #[cfg(all(feature = "threads", not(feature = "no-threads")))]
    {
        rayon::current_num_threads()
    }
    #[cfg(not(all(feature = "threads", not(feature = "no-threads"))))]
    {
        1
    }
}

/// Σ kᵢ·Pᵢ for the scalars `k` (each `(nbits + 7)/8` bytes) as blst's Pippenger
/// (`blst_p*s_mult_pippenger`) computes it.
pub(crate) fn msm<C: Group>(
    points: &[Aff<C::Base>],
    scalars: &[&[u8]],
    nbits: usize,
) -> Jac<C::Base> {
    msm_with::<C>(points, scalars, nbits, scalar_from_bits)
}

/// [`msm`] with each scalar read by `scalar`.
fn msm_with<C: Group>(
    points: &[Aff<C::Base>],
    scalars: &[&[u8]],
    nbits: usize,
    scalar: fn(&[u8], usize) -> Fr,
) -> Jac<C::Base> {
    let n = points.len().min(scalars.len());
    match n {
        0 => Jac::infinity(),
        // Pippenger reads the low `nbits` bits of each scalar (blst_p*_mult may read more).
        1 => mult::<C>(
            &Jac::from_aff(&points[0]),
            &low_bits(scalars[0], nbits),
            nbits,
        ),
        _ => {
            let ps: Vec<Affine<C>> = points[..n].iter().map(to_bls::<C>).collect();
            let ks: Vec<Scalar> = scalars[..n].iter().map(|k| scalar(k, nbits)).collect();
            jac_from_bls::<C>(&Projective::<C>::msm_vartime(&ps, &ks))
        }
    }
}

/// blst's scratch size for Pippenger over `npoints` points: `sizeof(xyzz) << (window − 1)`,
/// reported so callers allocate what they would for blst (the facade needs none).
pub(crate) fn pippenger_scratch_sizeof(xyzz: usize, npoints: usize) -> usize {
    let mut wbits = 0usize;
    let mut n = npoints;
    while n > 1 {
        n >>= 1;
        wbits += 1;
    }
    let window = if wbits > 12 {
        wbits - 3
    } else if wbits > 8 {
        wbits - 2
    } else if wbits > 4 {
        wbits - 1
    } else if wbits > 0 {
        2
    } else {
        1
    };
    xyzz << (window - 1)
}

/// The signed digit of blst's Booth recoding for the window of `k` at `bit0`, `wbits` wide;
/// `top` for the last window (no borrow out).
fn booth_digit(k: &[u8], nbits: usize, bit0: usize, wbits: usize, top: bool) -> i64 {
    let bit = |i: usize| -> i64 {
        if i < nbits && i / 8 < k.len() {
            i64::from((k[i / 8] >> (i % 8)) & 1)
        } else {
            0
        }
    };
    let carry = if bit0 == 0 { 0 } else { bit(bit0 - 1) };
    let v: i64 = (0..wbits).map(|i| bit(bit0 + i) << i).sum();
    if top || bit(bit0 + wbits - 1) == 0 {
        v + carry
    } else {
        v + carry - (1i64 << wbits)
    }
}

/// blst's `blst_p*s_tile_pippenger`: Σ dᵢ·Pᵢ for the Booth digits dᵢ of the window of the
/// scalars at `bit0` (the top window when it reaches `nbits`).
pub(crate) fn tile<C: Group>(
    points: &[Aff<C::Base>],
    scalars: &[&[u8]],
    nbits: usize,
    bit0: usize,
    window: usize,
) -> Jac<C::Base> {
    let (wbits, top) = if bit0 + window > nbits {
        (nbits.saturating_sub(bit0), true)
    } else {
        (window, false)
    };
    if wbits == 0 {
        return Jac::infinity();
    }
    let n = points.len().min(scalars.len());
    let ps: Vec<Affine<C>> = points[..n].iter().map(to_bls::<C>).collect();
    let ks: Vec<Scalar> = scalars[..n]
        .iter()
        .map(|k| {
            let d = booth_digit(k, nbits, bit0, wbits, top);
            let m = Scalar::from(d.unsigned_abs());
            if d < 0 { -m } else { m }
        })
        .collect();
    if n == 0 {
        return Jac::infinity();
    }
    jac_from_bls::<C>(&Projective::<C>::msm_vartime(&ps, &ks))
}

/// blst's `wbits` table of `points`: for each point P, the affine multiples P, 2P, …,
/// 2^(wbits−1)·P, row after row (blst's layout, so tables stay interchangeable).
pub(crate) fn precompute_wbits<F: Field>(points: &[Aff<F>], wbits: usize) -> Vec<Aff<F>> {
    let nwin = 1usize << (wbits.max(1) - 1);
    let mut table = Vec::with_capacity(points.len() * nwin);
    for chunk in points.chunks(64) {
        let mut rows = Vec::with_capacity(chunk.len() * nwin);
        for p in chunk {
            let p = Jac::from_aff(p);
            let mut acc = p;
            rows.push(acc);
            for _ in 1..nwin {
                acc = acc.dadd(&p);
                rows.push(acc);
            }
        }
        table.extend(batch_to_aff(&rows));
    }
    table
}

/// blst's Rust `MultiPoint::mult` on contiguous scalars of `(nbits + 7)/8` bytes each.
///
/// # Panics
/// If `scalars` is shorter than that times the number of points, as blst does.
pub(crate) fn mult_contiguous<C: Group>(
    points: &[Aff<C::Base>],
    scalars: &[u8],
    nbits: usize,
) -> Jac<C::Base> {
    let nbytes = nbits.div_ceil(8);
    if scalars.len() < nbytes * points.len() {
        panic!("scalars length mismatch");
    }
    let ks: Vec<&[u8]> = (0..points.len())
        .map(|i| &scalars[i * nbytes..(i + 1) * nbytes])
        .collect();
    // blst's Rust `mult`: on one thread its Pippenger; on a pool, below 32 points (or fewer
    // points than threads) a sum of `blst_p*_mult`, which reads the scalars differently.
    let n = points.len();
    let threads = pool_threads();
    if threads >= 2 && (n < 32 || n < threads) {
        if n == 1 {
            return mult::<C>(&Jac::from_aff(&points[0]), ks[0], nbits);
        }
        return msm_with::<C>(points, &ks, nbits, mult_scalar::<C>);
    }
    msm::<C>(points, &ks, nbits)
}
