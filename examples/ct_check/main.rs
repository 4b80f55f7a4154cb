//! ctgrind-style constant-time check (issue 12): every secret-handling operation runs under
//! valgrind's memcheck with its secret inputs marked *undefined*, so memcheck reports each
//! conditional branch ("Conditional jump or move depends on uninitialised value(s)") and each
//! memory address ("Use of uninitialised value of size 8") computed from them. Outputs are marked
//! defined again (declassified) before they are compared with the same operation on public inputs.
//!
//! Run it through `scripts/ct-check.sh`, which builds this example and runs it under
//! `valgrind --tool=memcheck --error-exitcode=…` once per compiled backend
//! (`BLS381_BACKEND=portable`, `BLS381_BACKEND=x86_64-adx`), then once with `--planted-leak`,
//! which must fail.
//!
//! ```text
//! ct_check [--planted-leak] [--only SUBSTRING] [--no-valgrind] [--list-backends]
//! ```
//!
//! What it proves and what it does not: memcheck sees the machine code actually executed, so
//! branches or table indexes introduced by the compiler, by the assembly or by a dependency are
//! caught, but only on the paths the chosen inputs take, and only for this build (compiler,
//! target features, profile). It does not see variable-latency instructions (division, or a
//! multiplier whose latency depends on its operands) — the kernels use none on secret data, and
//! `examples/dudect.rs` measures timing directly.

mod planted;
mod valgrind;

use std::fmt::Debug;
use std::process::ExitCode;

use bls381::backend::{self, Backend};
use bls381::field::{Fp, Fp12, Fp2, Fp6, Fr};
use rand::{rngs::StdRng, Rng, SeedableRng};
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

/// The one list of secret-handling operations not covered yet, because their code has not landed
/// on main. Each moves into the cases below (and out of SECURITY.md's "pending") when it lands.
const PENDING: &[&str] = &[
    "G1/G2 constant-time scalar multiplication: GLV/GLS decomposition, signed-digit recoding, \
     table lookups, complete addition formulas (curves)",
    "G1/G2 fixed-base generator multiplication (curves)",
    "hash_to_field, expand_message_xmd, map_to_curve: SSWU, sqrt_ratio, isogeny, \
     clear_cofactor (hash-to-curve; secret when the message is, e.g. KeyGen's salt/IKM path)",
    "KeyGen (HKDF-SHA256 -> Scalar::from_okm), SkToPk, Sign (signatures)",
    "x86_64 assembly kernels: covered automatically by the x86_64-adx run once asm/x86_64 is \
     compiled (until then this build has only the portable backend)",
    "aarch64: the client request in valgrind.rs, and a run on an aarch64 host",
];

/// Random inputs per case, on top of the edge values.
const RANDOM_INPUTS: usize = 8;

// ---------------------------------------------------------------------------------------------
// Marking and comparing.

/// A copy of `x` whose bytes memcheck considers undefined: the secret.
fn secret<T>(mut x: T) -> T {
    valgrind::make_undefined(&mut x);
    x
}

/// `x` with its bytes marked defined again: a declassified output.
fn declassify<T>(mut x: T) -> T {
    valgrind::make_defined(&mut x);
    x
}

/// A comparable, printable view of an operation's output (taken after declassification).
trait View {
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
view_as_self!(u8, u64, i8, bool, Fp, Fr, Fp2, Fp6, Fp12);

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
fn ct<I: Copy + Debug, O: View>(input: I, op: impl Fn(I) -> O) {
    ct_with(input, (), |s, ()| op(s));
}

/// [`ct`] with a second, public input (e.g. the exponent of a `*_vartime` power).
fn ct_with<S: Copy + Debug, P: Copy, O: View>(secret_in: S, public_in: P, op: impl Fn(S, P) -> O) {
    let want = op(secret_in, public_in).view();
    let got = declassify(op(secret(secret_in), public_in)).view();
    assert_eq!(got, want, "different result on secret input {secret_in:?}");
}

// ---------------------------------------------------------------------------------------------
// Inputs: edge values first, then random ones.

fn fp_values(rng: &mut StdRng) -> Vec<Fp> {
    let mut v = vec![
        Fp::zero(),
        Fp::one(),
        -Fp::one(),
        Fp::from_raw([2, 0, 0, 0, 0, 0]),
    ];
    v.extend((0..RANDOM_INPUTS).map(|_| Fp::random(&mut *rng)));
    v
}

fn fr_values(rng: &mut StdRng) -> Vec<Fr> {
    let mut v = vec![Fr::zero(), Fr::one(), -Fr::one(), Fr::from(2u64)];
    v.extend((0..RANDOM_INPUTS).map(|_| Fr::random(&mut *rng)));
    v
}

/// Pairs (x_i, y_i) of two value lists, the second rotated so edge values meet random ones.
fn pairs<T: Copy>(a: &[T], b: &[T]) -> Vec<(T, T)> {
    (0..a.len()).map(|i| (a[i], b[(i + 3) % b.len()])).collect()
}

fn fp2_values(rng: &mut StdRng) -> Vec<Fp2> {
    let mut v = vec![
        Fp2::zero(),
        Fp2::one(),
        -Fp2::one(),
        Fp2::new(Fp::zero(), Fp::one()),
    ];
    v.extend((0..RANDOM_INPUTS).map(|_| Fp2::random(&mut *rng)));
    v
}

fn fp6_values(rng: &mut StdRng) -> Vec<Fp6> {
    let mut v = vec![Fp6::zero(), Fp6::one()];
    v.extend((0..RANDOM_INPUTS / 2).map(|_| Fp6::random(&mut *rng)));
    v
}

fn fp12_values(rng: &mut StdRng) -> Vec<Fp12> {
    let mut v = vec![Fp12::zero(), Fp12::one()];
    v.extend((0..RANDOM_INPUTS / 2).map(|_| Fp12::random(&mut *rng)));
    v
}

/// Elements of the cyclotomic subgroup (the image of the final exponentiation's easy part).
fn cyclotomic_values(rng: &mut StdRng) -> Vec<Fp12> {
    let mut v = vec![Fp12::one()];
    for _ in 0..RANDOM_INPUTS / 4 {
        let f = Fp12::random(&mut *rng);
        let t = f.conjugate() * f.invert().unwrap();
        v.push(t.frobenius_map_n(2) * t);
    }
    v
}

fn fp_limbs(rng: &mut StdRng) -> Vec<[u64; 6]> {
    fp_values(rng).iter().map(Fp::to_raw_montgomery).collect()
}

fn fr_limbs(rng: &mut StdRng) -> Vec<[u64; 4]> {
    fr_values(rng).iter().map(Fr::to_raw_montgomery).collect()
}

/// 768-bit values below p·2^384, the domain of `fp_redc`, including its maximum.
fn wide_values(rng: &mut StdRng) -> Vec<[u64; 12]> {
    let a = fp_limbs(rng);
    let mut v: Vec<[u64; 12]> = pairs(&a, &a)
        .iter()
        .map(|(x, y)| backend::portable::fp_mul_wide(x, y))
        .collect();
    let p = backend::portable::P;
    let max = [
        !0,
        !0,
        !0,
        !0,
        !0,
        !0,
        p[0] - 1,
        p[1],
        p[2],
        p[3],
        p[4],
        p[5],
    ];
    v.extend([[0; 12], max]);
    v
}

fn bytes<const N: usize>(rng: &mut StdRng) -> [u8; N] {
    let mut b = [0u8; N];
    rng.fill_bytes(&mut b);
    b
}

/// Encodings to decode: canonical ones, and rejected ones (the modulus, all ones), whose
/// rejection must be as constant-time as the acceptance.
fn fp_encodings(rng: &mut StdRng) -> Vec<[u8; 48]> {
    let mut v: Vec<[u8; 48]> = fp_values(rng).iter().map(Fp::to_bytes).collect();
    let p = backend::portable::P;
    let mut p_be = [0u8; 48];
    for i in 0..6 {
        p_be[48 - 8 * (i + 1)..48 - 8 * i].copy_from_slice(&p[i].to_be_bytes());
    }
    v.extend([p_be, [0xff; 48], bytes(rng)]);
    v
}

fn fr_encodings(rng: &mut StdRng) -> Vec<[u8; 32]> {
    let mut v: Vec<[u8; 32]> = fr_values(rng).iter().map(Fr::to_bytes).collect();
    let r = backend::portable::R;
    let mut r_le = [0u8; 32];
    for i in 0..4 {
        r_le[8 * i..8 * i + 8].copy_from_slice(&r[i].to_le_bytes());
    }
    v.extend([r_le, [0xff; 32], bytes(rng)]);
    v
}

// ---------------------------------------------------------------------------------------------
// Cases.

type Run = Box<dyn Fn(&mut StdRng)>;

struct Case {
    group: &'static str,
    name: String,
    run: Run,
}

fn add(cases: &mut Vec<Case>, group: &'static str, name: impl Into<String>, run: Run) {
    cases.push(Case {
        group,
        name: name.into(),
        run,
    });
}

/// The raw kernels of one backend module (`portable` or `native`), called directly.
macro_rules! kernel_cases {
    ($cases:ident, $m:ident) => {{
        use bls381::backend::$m as k;
        let m = stringify!($m);
        add(
            &mut $cases,
            "kernel",
            format!("{m}::fp_mul"),
            Box::new(|rng| {
                let a = fp_limbs(rng);
                for (x, y) in pairs(&a, &fp_limbs(rng)) {
                    ct((x, y), |(x, y)| k::fp_mul(&x, &y));
                }
            }),
        );
        add(
            &mut $cases,
            "kernel",
            format!("{m}::fp_sqr"),
            Box::new(|rng| {
                for x in fp_limbs(rng) {
                    ct(x, |x| k::fp_sqr(&x));
                }
            }),
        );
        add(
            &mut $cases,
            "kernel",
            format!("{m}::fp_mul_wide"),
            Box::new(|rng| {
                let a = fp_limbs(rng);
                for (x, y) in pairs(&a, &fp_limbs(rng)) {
                    ct((x, y), |(x, y)| k::fp_mul_wide(&x, &y));
                }
            }),
        );
        add(
            &mut $cases,
            "kernel",
            format!("{m}::fp_sqr_wide"),
            Box::new(|rng| {
                for x in fp_limbs(rng) {
                    ct(x, |x| k::fp_sqr_wide(&x));
                }
            }),
        );
        add(
            &mut $cases,
            "kernel",
            format!("{m}::fp_redc"),
            Box::new(|rng| {
                for t in wide_values(rng) {
                    ct(t, |t| k::fp_redc(&t));
                }
            }),
        );
        add(
            &mut $cases,
            "kernel",
            format!("{m}::fp2_mul"),
            Box::new(|rng| {
                let (a, b) = (fp_limbs(rng), fp_limbs(rng));
                for ((a0, a1), (b0, b1)) in pairs(&pairs(&a, &b), &pairs(&b, &a)) {
                    ct((a0, a1, b0, b1), |(a0, a1, b0, b1)| {
                        k::fp2_mul(&a0, &a1, &b0, &b1)
                    });
                }
            }),
        );
        add(
            &mut $cases,
            "kernel",
            format!("{m}::fp2_sqr"),
            Box::new(|rng| {
                let a = fp_limbs(rng);
                for (a0, a1) in pairs(&a, &fp_limbs(rng)) {
                    ct((a0, a1), |(a0, a1)| k::fp2_sqr(&a0, &a1));
                }
            }),
        );
        add(
            &mut $cases,
            "kernel",
            format!("{m}::fp2_mul_wide"),
            Box::new(|rng| {
                let (a, b) = (fp_limbs(rng), fp_limbs(rng));
                for ((a0, a1), (b0, b1)) in pairs(&pairs(&a, &b), &pairs(&b, &a)) {
                    ct((a0, a1, b0, b1), |(a0, a1, b0, b1)| {
                        k::fp2_mul_wide(&a0, &a1, &b0, &b1)
                    });
                }
            }),
        );
        add(
            &mut $cases,
            "kernel",
            format!("{m}::fp2_sqr_wide"),
            Box::new(|rng| {
                let a = fp_limbs(rng);
                for (a0, a1) in pairs(&a, &fp_limbs(rng)) {
                    ct((a0, a1), |(a0, a1)| k::fp2_sqr_wide(&a0, &a1));
                }
            }),
        );
        add(
            &mut $cases,
            "kernel",
            format!("{m}::fr_mul"),
            Box::new(|rng| {
                let a = fr_limbs(rng);
                for (x, y) in pairs(&a, &fr_limbs(rng)) {
                    ct((x, y), |(x, y)| k::fr_mul(&x, &y));
                }
            }),
        );
        add(
            &mut $cases,
            "kernel",
            format!("{m}::fr_sqr"),
            Box::new(|rng| {
                for x in fr_limbs(rng) {
                    ct(x, |x| k::fr_sqr(&x));
                }
            }),
        );
    }};
}

/// The portable helpers every backend uses for Fp/Fr addition and for lazy reduction.
fn portable_helper_cases(cases: &mut Vec<Case>) {
    use bls381::backend::portable as k;
    let (p, r) = (k::P, k::R);
    add(
        cases,
        "kernel",
        "portable::add_mod/sub_mod/neg_mod (p)",
        Box::new(move |rng| {
            let a = fp_limbs(rng);
            for (x, y) in pairs(&a, &fp_limbs(rng)) {
                ct((x, y), |(x, y)| {
                    (
                        k::add_mod(&x, &y, &p),
                        (k::sub_mod(&x, &y, &p), k::neg_mod(&x, &p)),
                    )
                });
            }
        }),
    );
    add(
        cases,
        "kernel",
        "portable::add_mod/sub_mod/neg_mod (r)",
        Box::new(move |rng| {
            let a = fr_limbs(rng);
            for (x, y) in pairs(&a, &fr_limbs(rng)) {
                ct((x, y), |(x, y)| {
                    (
                        k::add_mod(&x, &y, &r),
                        (k::sub_mod(&x, &y, &r), k::neg_mod(&x, &r)),
                    )
                });
            }
        }),
    );
    add(
        cases,
        "kernel",
        "portable::wide_add/wide_sub",
        Box::new(|rng| {
            let a = wide_values(rng);
            for (x, y) in pairs(&a, &wide_values(rng)) {
                ct((x, y), |(x, y)| (k::wide_add(&x, &y), k::wide_sub(&x, &y)));
            }
        }),
    );
}

/// Fp and Fr through their public API (so through the dispatcher, onto the selected backend).
fn field_cases(cases: &mut Vec<Case>) {
    // Fp.
    add(
        cases,
        "Fp",
        "Fp::from_bytes (canonical and rejected)",
        Box::new(|rng| {
            for b in fp_encodings(rng) {
                ct(b, |b| Fp::from_bytes(&b));
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::to_bytes",
        Box::new(|rng| {
            for x in fp_values(rng) {
                ct(x, |x| x.to_bytes());
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::from_okm (from_u768)",
        Box::new(|rng| {
            for _ in 0..RANDOM_INPUTS {
                ct(bytes::<64>(rng), |b| Fp::from_okm(&b));
            }
            ct([0xff; 64], |b| Fp::from_okm(&b));
        }),
    );
    add(
        cases,
        "Fp",
        "Fp + - neg double",
        Box::new(|rng| {
            let a = fp_values(rng);
            for (x, y) in pairs(&a, &fp_values(rng)) {
                ct((x, y), |(x, y)| ((x + y, x - y), (-x, x.double())));
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp * square",
        Box::new(|rng| {
            let a = fp_values(rng);
            for (x, y) in pairs(&a, &fp_values(rng)) {
                ct((x, y), |(x, y)| (x * y, x.square()));
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::invert",
        Box::new(|rng| {
            for x in fp_values(rng) {
                ct(x, |x| x.invert());
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::invert_fermat",
        Box::new(|rng| {
            for x in fp_values(rng).into_iter().take(6) {
                ct(x, |x| x.invert_fermat());
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::sqrt",
        Box::new(|rng| {
            // Squares and non-squares alike.
            for x in fp_values(rng).into_iter().take(6) {
                ct(x, |x| x.sqrt());
                ct(x.square(), |x| x.sqrt());
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::legendre / is_square",
        Box::new(|rng| {
            for x in fp_values(rng).into_iter().take(6) {
                ct(x, |x| (x.legendre(), x.is_square()));
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::lexicographically_largest / sgn0 / is_zero",
        Box::new(|rng| {
            for x in fp_values(rng) {
                ct(x, |x| {
                    ((x.lexicographically_largest(), x.sgn0()), x.is_zero())
                });
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp ct_eq / conditional_select (secret choice)",
        Box::new(|rng| {
            let a = fp_values(rng);
            for (x, y) in pairs(&a, &a) {
                for c in [0u8, 1] {
                    ct((x, y, c), |(x, y, c)| {
                        (x.ct_eq(&y), Fp::conditional_select(&x, &y, Choice::from(c)))
                    });
                }
            }
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::batch_invert (one zero among them)",
        Box::new(|rng| {
            let v = fp_values(rng);
            let a: [Fp; 5] = [v[5], v[0], v[6], v[7], v[1]];
            ct(a, |mut a| {
                let all = Fp::batch_invert(&mut a);
                (a, all)
            });
        }),
    );
    add(
        cases,
        "Fp",
        "Fp::pow_vartime (secret base, public exponent)",
        Box::new(|rng| {
            let e = [rng.next_u64(), rng.next_u64()];
            for x in fp_values(rng).into_iter().take(4) {
                ct_with(x, e, |x, e| x.pow_vartime(&e));
            }
        }),
    );

    // Fr (Scalar).
    add(
        cases,
        "Fr",
        "Fr::from_bytes (canonical and rejected)",
        Box::new(|rng| {
            for b in fr_encodings(rng) {
                ct(b, |b| Fr::from_bytes(&b));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::from_bytes_be",
        Box::new(|rng| {
            for mut b in fr_encodings(rng) {
                b.reverse();
                ct(b, |b| Fr::from_bytes_be(&b));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::from_bytes_wide / from_okm / from_raw",
        Box::new(|rng| {
            for _ in 0..RANDOM_INPUTS {
                ct(bytes::<64>(rng), |b| Fr::from_bytes_wide(&b));
                ct(bytes::<48>(rng), |b| Fr::from_okm(&b));
                ct(
                    [
                        rng.next_u64(),
                        rng.next_u64(),
                        rng.next_u64(),
                        rng.next_u64(),
                    ],
                    Fr::from_raw,
                );
            }
            ct([0xff; 64], |b| Fr::from_bytes_wide(&b));
            ct([!0u64; 4], Fr::from_raw);
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::to_bytes / to_bytes_be / to_raw",
        Box::new(|rng| {
            for x in fr_values(rng) {
                ct(x, |x| ((x.to_bytes(), x.to_bytes_be()), x.to_raw()));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr + - neg double",
        Box::new(|rng| {
            let a = fr_values(rng);
            for (x, y) in pairs(&a, &fr_values(rng)) {
                ct((x, y), |(x, y)| ((x + y, x - y), (-x, x.double())));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr * (dispatched), mul / square (const)",
        Box::new(|rng| {
            let a = fr_values(rng);
            for (x, y) in pairs(&a, &fr_values(rng)) {
                ct((x, y), |(x, y)| (x * y, (x.mul(&y), x.square())));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::pow (secret base and exponent)",
        Box::new(|rng| {
            let a = fr_values(rng);
            let exps = [
                [0; 4],
                [!0; 4],
                [1, 0, 0, 0],
                [
                    rng.next_u64(),
                    rng.next_u64(),
                    rng.next_u64(),
                    rng.next_u64(),
                ],
            ];
            for (i, x) in a.into_iter().take(6).enumerate() {
                ct((x, exps[i % 4]), |(x, e)| x.pow(&e));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::pow_vartime (secret base, public exponent)",
        Box::new(|rng| {
            let e = [
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
            ];
            for x in fr_values(rng).into_iter().take(4) {
                ct_with(x, e, |x, e| x.pow_vartime(&e));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::invert",
        Box::new(|rng| {
            for x in fr_values(rng) {
                ct(x, |x| x.invert());
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::sqrt",
        Box::new(|rng| {
            for x in fr_values(rng).into_iter().take(6) {
                ct(x, |x| x.sqrt());
                ct(x.square(), |x| x.sqrt());
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::is_odd / is_zero / ct_eq",
        Box::new(|rng| {
            let a = fr_values(rng);
            for (x, y) in pairs(&a, &a) {
                ct((x, y), |(x, y)| ((x.is_odd(), x.is_zero()), x.ct_eq(&y)));
            }
        }),
    );
    add(
        cases,
        "Fr",
        "Fr::batch_invert (one zero among them)",
        Box::new(|rng| {
            let v = fr_values(rng);
            let a: [Fr; 5] = [v[5], v[0], v[6], v[7], v[1]];
            ct(a, |mut a| {
                let all = Fr::batch_invert(&mut a);
                (a, all)
            });
        }),
    );
}

/// The extension tower through its public API. Fp2 carries G2 coordinates (secret inside a
/// scalar multiplication by a secret key) and hash-to-curve values; Fp6/Fp12 are covered as well
/// (GT exponentiation by a secret would use them).
fn tower_cases(cases: &mut Vec<Case>) {
    add(
        cases,
        "Fp2",
        "Fp2 + - neg double conjugate mul_by_nonresidue frobenius",
        Box::new(|rng| {
            let a = fp2_values(rng);
            for (x, y) in pairs(&a, &fp2_values(rng)) {
                ct((x, y), |(x, y)| {
                    (
                        (x + y, x - y),
                        (
                            (-x, x.double()),
                            ((x.conjugate(), x.mul_by_nonresidue()), x.frobenius_map()),
                        ),
                    )
                });
            }
        }),
    );
    add(
        cases,
        "Fp2",
        "Fp2 * square mul_by_fp norm-based invert",
        Box::new(|rng| {
            let a = fp2_values(rng);
            for (x, y) in pairs(&a, &fp2_values(rng)) {
                ct((x, y), |(x, y)| {
                    ((x * y, x.square()), (x.mul_by_fp(&y.c0), x.invert()))
                });
            }
        }),
    );
    add(
        cases,
        "Fp2",
        "Fp2::sqrt (squares and non-squares)",
        Box::new(|rng| {
            for x in fp2_values(rng).into_iter().take(6) {
                ct(x, |x| x.sqrt());
                ct(x.square(), |x| x.sqrt());
            }
        }),
    );
    add(
        cases,
        "Fp2",
        "Fp2::is_square / sgn0 / lexicographically_largest / is_zero",
        Box::new(|rng| {
            for x in fp2_values(rng).into_iter().take(8) {
                ct(x, |x| {
                    (
                        (x.is_square(), x.sgn0()),
                        (x.lexicographically_largest(), x.is_zero()),
                    )
                });
            }
        }),
    );
    add(
        cases,
        "Fp2",
        "Fp2::from_bytes / to_bytes",
        Box::new(|rng| {
            for x in fp2_values(rng) {
                ct(x.to_bytes(), |b| Fp2::from_bytes(&b));
                ct(x, |x| x.to_bytes());
            }
            ct([0xff; 96], |b| Fp2::from_bytes(&b));
        }),
    );
    add(
        cases,
        "Fp2",
        "Fp2::batch_invert (one zero among them)",
        Box::new(|rng| {
            let v = fp2_values(rng);
            let a: [Fp2; 4] = [v[5], v[0], v[6], v[1]];
            ct(a, |mut a| {
                let all = Fp2::batch_invert(&mut a);
                (a, all)
            });
        }),
    );
    add(
        cases,
        "Fp6",
        "Fp6 + - * square invert mul_by_01 mul_by_1 frobenius",
        Box::new(|rng| {
            let a = fp6_values(rng);
            for (x, y) in pairs(&a, &fp6_values(rng)) {
                ct((x, y), |(x, y)| {
                    (
                        ((x + y, x - y), (x * y, x.square())),
                        (
                            (x.invert(), x.mul_by_01(&y.c0, &y.c1)),
                            (x.mul_by_1(&y.c2), x.frobenius_map()),
                        ),
                    )
                });
            }
        }),
    );
    add(
        cases,
        "Fp12",
        "Fp12 * square invert conjugate frobenius mul_by_014",
        Box::new(|rng| {
            let a = fp12_values(rng);
            for (x, y) in pairs(&a, &fp12_values(rng)) {
                ct((x, y), |(x, y)| {
                    (
                        ((x * y, x.square()), (x.invert(), x.conjugate())),
                        (
                            x.frobenius_map(),
                            x.mul_by_014(&y.c0.c0, &y.c0.c1, &y.c1.c1),
                        ),
                    )
                });
            }
        }),
    );
    add(
        cases,
        "Fp12",
        "Fp12 cyclotomic_square(_n) / cyclotomic_exp_by_z",
        Box::new(|rng| {
            for x in cyclotomic_values(rng) {
                ct(x, |x| {
                    (
                        (x.cyclotomic_square(), x.cyclotomic_square_n(3)),
                        (x.cyclotomic_square_n(20), x.cyclotomic_exp_by_z()),
                    )
                });
            }
        }),
    );
}

/// The deliberate leaks of `planted.rs`, plus a real `*_vartime` function given a secret where
/// its contract says the input must be public. Every one must be flagged.
fn planted_cases(cases: &mut Vec<Case>) {
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
            ct((x, e), |(x, e)| planted::pow_branch_on_exponent_bit(&x, &e));
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
            ct_with(e, table, |e, t| {
                planted::table_lookup_by_secret_nibble(&t, &e)
            });
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
                planted::early_exit_compare(std::hint::black_box(&a[..]), &b[..])
            });
        }),
    );
    add(
        cases,
        "planted",
        "early return on a secret zero before inverting",
        Box::new(|rng| {
            ct(Fr::random(&mut *rng), |x| {
                planted::invert_with_early_return_on_zero(&x)
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

// ---------------------------------------------------------------------------------------------

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |f: &str| args.iter().any(|a| a == f);
    if flag("--list-backends") {
        for b in [Backend::Portable, Backend::X86_64Adx, Backend::Aarch64] {
            if b.is_compiled() {
                println!("{}", b.name());
            }
        }
        return ExitCode::SUCCESS;
    }
    let planted = flag("--planted-leak");
    let only = args
        .iter()
        .position(|a| a == "--only")
        .and_then(|i| args.get(i + 1))
        .cloned();

    let under_valgrind = valgrind::running_on_valgrind();
    if !under_valgrind && !flag("--no-valgrind") {
        eprintln!(
            "ct_check: not running under valgrind, so nothing would be checked. Run \
             scripts/ct-check.sh (or pass --no-valgrind to run the cases natively)."
        );
        return ExitCode::from(2);
    }
    if let Ok(want) = std::env::var("BLS381_BACKEND") {
        if bls381::backend() != want.trim() {
            eprintln!(
                "ct_check: BLS381_BACKEND={want} requested but this build runs {} \
                 (compiled backends: see --list-backends)",
                bls381::backend()
            );
            return ExitCode::from(2);
        }
    }
    let selected = backend::selected();
    let seed: u64 = std::env::var("BLS381_TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(12);

    let mut cases = Vec::new();
    if planted {
        planted_cases(&mut cases);
    } else {
        if selected == Backend::Portable {
            kernel_cases!(cases, portable);
            portable_helper_cases(&mut cases);
        } else {
            kernel_cases!(cases, native);
        }
        field_cases(&mut cases);
        tower_cases(&mut cases);
    }
    if let Some(s) = &only {
        cases.retain(|c| c.name.contains(s.as_str()) || c.group == s.as_str());
    }

    println!(
        "ct_check: backend {}, {}, seed {seed}{}",
        selected.name(),
        if under_valgrind {
            "under valgrind"
        } else {
            "NOT under valgrind (smoke run)"
        },
        if planted { ", planted leaks" } else { "" }
    );
    let mut rng = StdRng::seed_from_u64(seed);
    let mut leaking = Vec::new();
    for case in &cases {
        let before = valgrind::count_errors();
        (case.run)(&mut rng);
        let errors = valgrind::count_errors() - before;
        let status = if errors == 0 { "ok  " } else { "LEAK" };
        println!(
            "  {status} {:<7} {:<64} {errors} memcheck errors",
            case.group, case.name
        );
        if errors > 0 {
            leaking.push(case.name.clone());
        }
    }

    if planted {
        let caught = leaking.len();
        println!(
            "ct_check planted-leak: {caught} of {} planted leaks detected ({})",
            cases.len(),
            if caught == cases.len() && under_valgrind {
                "the detector works"
            } else {
                "DETECTOR BROKEN"
            }
        );
        return if caught == cases.len() && under_valgrind {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        };
    }
    println!(
        "ct_check {}: {} operations checked, {} leaking{}",
        selected.name(),
        cases.len(),
        leaking.len(),
        if leaking.is_empty() {
            String::new()
        } else {
            format!(": {}", leaking.join(", "))
        }
    );
    println!("ct_check pending (not yet on main, not covered):");
    for p in PENDING {
        println!("  - {p}");
    }
    if leaking.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
