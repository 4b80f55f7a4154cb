//! Deliberate leaks, each a copy of a real pattern with the constant-time discipline broken in
//! one place. `ct_check --planted-leak` runs them and succeeds only if memcheck flags every one,
//! so CI proves that the detector still detects (a harness that silently marked nothing, a
//! valgrind that stopped tracking, or a request number gone wrong would all make this fail).

use bls381::Scalar;

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
