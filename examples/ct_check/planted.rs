//! Deliberate leaks, each a copy of a real pattern with the constant-time discipline broken in
//! one place. `ct_check --planted-leak` runs them and succeeds only if memcheck flags every one,
//! so CI proves that the detector still detects (a harness that silently marked nothing, a
//! valgrind that stopped tracking, or a request number gone wrong would all make this fail).

use bls381::field::Fr;
use bls381::Scalar;
use rand::Rng;

use crate::check::{ct, ct_with};
use crate::inputs::bytes;
use crate::{add, Case};

/// `Scalar::pow` with its masked select replaced by an `if` on the exponent bit: the classic
/// square-and-multiply leak ("Conditional jump or move depends on uninitialised value(s)").
#[inline(never)]
pub fn pow_branch_on_exponent_bit(base: &Scalar, by: &[u64; 4]) -> Scalar {
    let mut res = Scalar::one();
    for e in by.iter().rev() {
        for i in (0..64).rev() {
            res = res.square();
            if (*e >> i) & 1 == 1 {
                res = res.mul(base);
            }
        }
    }
    res
}

/// A window table indexed by a secret nibble, as in an unprotected fixed-window exponentiation:
/// the load address depends on the secret ("Use of uninitialised value of size 8").
#[inline(never)]
pub fn table_lookup_by_secret_nibble(table: &[Scalar; 16], secret: &[u64; 4]) -> Scalar {
    let mut acc = Scalar::zero();
    for limb in secret {
        for nibble in 0..16 {
            // `& 15` keeps the index in bounds, so no bounds-check branch hides the load.
            acc += table[((limb >> (4 * nibble)) & 15) as usize];
        }
    }
    acc
}

/// Comparing secret encodings with `==` on byte slices (`bcmp`, which stops at the first
/// difference) instead of `ConstantTimeEq`. The length is only known at run time here: a fixed
/// `[u8; 32] == [u8; 32]` compiles to branch-free vector compares (pcmpeqb/pmovmskb), which memcheck
/// rightly does not flag.
#[inline(never)]
pub fn early_exit_compare(a: &[u8], b: &[u8]) -> bool {
    a == b
}

/// An inversion that returns early for zero — the shortcut `if bool::from(x.is_zero())` that a
/// refactor could slip in front of the constant-time GCD (the branch skips a whole call, so the
/// compiler cannot turn it into a select).
#[inline(never)]
pub fn invert_with_early_return_on_zero(x: &Scalar) -> Scalar {
    if bool::from(x.is_zero()) {
        return Scalar::zero();
    }
    x.invert().unwrap_or(Scalar::zero())
}

/// The deliberate leaks of `planted.rs`, plus a real `*_vartime` function given a secret where
/// its contract says the input must be public. Every one must be flagged.
pub fn cases(cases: &mut Vec<Case>) {
    add(
        cases,
        "planted",
        "branch on a secret exponent bit (square-and-multiply)",
        Box::new(|rng| {
            let x = Fr::random(&mut *rng);
            let e = [
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
            ];
            ct((x, e), |(x, e)| pow_branch_on_exponent_bit(&x, &e));
        }),
    );
    add(
        cases,
        "planted",
        "table index from a secret nibble",
        Box::new(|rng| {
            let table: [Fr; 16] = core::array::from_fn(|_| Fr::random(&mut *rng));
            let e = [
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
            ];
            ct_with(e, table, |e, t| table_lookup_by_secret_nibble(&t, &e));
        }),
    );
    add(
        cases,
        "planted",
        "early-exit comparison of secret bytes (== on slices)",
        Box::new(|rng| {
            let a = bytes::<32>(rng);
            let mut b = a;
            b[31] ^= 1;
            ct_with(a, b, |a, b| {
                early_exit_compare(std::hint::black_box(&a[..]), &b[..])
            });
        }),
    );
    add(
        cases,
        "planted",
        "early return on a secret zero before inverting",
        Box::new(|rng| {
            ct(Fr::random(&mut *rng), |x| {
                invert_with_early_return_on_zero(&x)
            });
        }),
    );
    add(
        cases,
        "planted",
        "Fr::pow_vartime given a secret exponent (contract broken)",
        Box::new(|rng| {
            let x = Fr::random(&mut *rng);
            let e = [
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
            ];
            ct_with(e, x, |e, x| x.pow_vartime(&e));
        }),
    );
}
