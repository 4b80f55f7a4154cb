//! A 3-of-5 threshold signature: a dealer splits a secret key into five Shamir shares, any three
//! holders sign, and their signature shares combine (Lagrange interpolation at 0) into a
//! signature that verifies under the one group public key; keys and signatures travel as hex.
//!
//! `cargo run --release --example threshold`

use bls381::signature::min_pk::{Basic, PublicKey, SecretKey, Signature};
use bls381::signature::Error;
use bls381::Scalar;

/// Lagrange coefficient at 0 of party `i` among `xs`: Π_{j≠i} x_j / (x_j − x_i).
fn lagrange_at_zero(xs: &[u64], i: usize) -> Scalar {
    let (mut num, mut den) = (Scalar::one(), Scalar::one());
    for (j, &xj) in xs.iter().enumerate() {
        if j != i {
            num *= Scalar::from(xj);
            den *= Scalar::from(xj) - Scalar::from(xs[i]);
        }
    }
    num * den.invert().expect("distinct parties")
}

fn main() -> Result<(), Error> {
    // The dealer's polynomial f(x) = a0 + a1·x + a2·x² (degree t − 1 = 2); f(0) is the secret.
    let mut rng = rand::rng();
    let a: [Scalar; 3] = core::array::from_fn(|_| Scalar::random(&mut rng));
    let f = |x: u64| {
        let x = Scalar::from(x);
        a[0] + a[1] * x + a[2] * x * x
    };
    let group_pk = SecretKey::from_scalar(f(0))?.public_key();
    let shares: Vec<SecretKey> = (1..=5)
        .map(|x| SecretKey::from_scalar(f(x)))
        .collect::<Result<_, _>>()?;
    println!("group key {group_pk:?}");

    // Parties 1, 3 and 5 sign; their shares are sent as hex.
    let msg = b"transfer 10 coins";
    let signers = [1u64, 3, 5];
    let wire: Vec<String> = signers
        .iter()
        .map(|&x| {
            let sig = Basic::sign(&shares[x as usize - 1], msg);
            let s = format!("{sig:?}"); // Signature(0x…)
            s["Signature(".len()..s.len() - 1].to_string()
        })
        .collect();

    // The combiner parses and combines.
    let parsed: Vec<Signature> = wire.iter().map(|h| h.parse()).collect::<Result<_, _>>()?;
    let coeffs: Vec<Scalar> = (0..signers.len())
        .map(|i| lagrange_at_zero(&signers, i))
        .collect();
    let sig = Signature::linear_combination_vartime(&parsed, &coeffs);
    Basic::verify(&group_pk, msg, &sig)?;
    println!("3 of 5 shares combined: the signature verifies under the group key");

    // The group key also follows from the share keys alone.
    let share_pks: Vec<PublicKey> = signers
        .iter()
        .map(|&x| shares[x as usize - 1].public_key())
        .collect();
    assert_eq!(
        PublicKey::linear_combination_vartime(&share_pks, &coeffs)?,
        group_pk
    );
    Ok(())
}
