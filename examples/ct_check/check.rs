//! Marking secrets, declassifying results, comparing them with the public computation.

use std::fmt::Debug;

use bls381::field::{Fp, Fp12, Fp2, Fp6, Fr};
use bls381::{G1Affine, G1Projective, G2Affine, G2Projective};
use subtle::{Choice, ConditionallySelectable, CtOption};

use crate::valgrind;

/// A copy of `x` whose bytes memcheck considers undefined: the secret.
pub fn secret<T>(mut x: T) -> T {
    valgrind::make_undefined(&mut x);
    x
}

/// `x` with its bytes marked defined again: a declassified output.
pub fn declassify<T>(mut x: T) -> T {
    valgrind::make_defined(&mut x);
    x
}

/// A comparable, printable view of an operation's output (taken after declassification).
pub trait View {
    type V: PartialEq + Debug;
    fn view(&self) -> Self::V;
}

macro_rules! view_as_self {
    ($($t:ty),*) => {$(
        impl View for $t {
            type V = $t;
            fn view(&self) -> $t {
                *self
            }
        }
    )*};
}
view_as_self!(
    u8,
    u64,
    i8,
    bool,
    Fp,
    Fr,
    Fp2,
    Fp6,
    Fp12,
    G1Affine,
    G1Projective,
    G2Affine,
    G2Projective
);

impl View for Choice {
    type V = u8;
    fn view(&self) -> u8 {
        self.unwrap_u8()
    }
}

impl<T: View, const N: usize> View for [T; N] {
    type V = Vec<T::V>;
    fn view(&self) -> Vec<T::V> {
        self.iter().map(View::view).collect()
    }
}

impl<A: View, B: View> View for (A, B) {
    type V = (A::V, B::V);
    fn view(&self) -> Self::V {
        (self.0.view(), self.1.view())
    }
}

impl<T: View + ConditionallySelectable + Default> View for CtOption<T> {
    type V = (u8, T::V);
    fn view(&self) -> Self::V {
        (
            self.is_some().unwrap_u8(),
            self.unwrap_or(T::default()).view(),
        )
    }
}

/// Runs `op` on `input` marked secret, declassifies the result, and checks it against `op` on
/// the public input (so the operation ran, and marking changed nothing).
pub fn ct<I: Copy + Debug, O: View>(input: I, op: impl Fn(I) -> O) {
    ct_with(input, (), |s, ()| op(s));
}

/// [`ct`] with a second, public input (e.g. the exponent of a `*_vartime` power).
pub fn ct_with<S: Copy + Debug, P: Copy, O: View>(
    secret_in: S,
    public_in: P,
    op: impl Fn(S, P) -> O,
) {
    let want = op(secret_in, public_in).view();
    let got = declassify(op(secret(secret_in), public_in)).view();
    assert_eq!(got, want, "different result on secret input {secret_in:?}");
}
