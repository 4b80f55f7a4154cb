//! `bls381::eip2537` beside revm-precompile's EIP-2537 precompiles (its blst backend): the
//! oracle ([`revm`]: revm's verdict in bls381's terms), EIP encoders written apart from
//! `bls381::eip2537`'s own, and the input generators ([`gen`]) that the differential tests,
//! the fuzz target and the benchmark share.

use bls381::eip2537::{Error, Precompile};
use revm_precompile::bls12_381 as r;
use revm_precompile::PrecompileHalt;

pub mod gen;

/// What a precompile answered: its output bytes and gas, or the error.
pub type Verdict = Result<(Vec<u8>, u64), Error>;

/// bls381's verdict: [`Precompile::run`] and [`Precompile::gas`].
pub fn bls381(p: Precompile, input: &[u8]) -> Verdict {
    p.run(input).map(|out| (out, p.gas(input.len())))
}

/// revm-precompile's verdict (with an unlimited gas budget), its halts translated into
/// bls381's error categories.
pub fn revm(p: Precompile, input: &[u8]) -> Verdict {
    let g = u64::MAX;
    let res = match p {
        Precompile::G1Add => r::g1_add::g1_add(input, g),
        Precompile::G1Msm => r::g1_msm::g1_msm(input, g),
        Precompile::G2Add => r::g2_add::g2_add(input, g),
        Precompile::G2Msm => r::g2_msm::g2_msm(input, g),
        Precompile::PairingCheck => r::pairing::pairing(input, g),
        Precompile::MapFpToG1 => r::map_fp_to_g1::map_fp_to_g1(input, g),
        Precompile::MapFp2ToG2 => r::map_fp2_to_g2::map_fp2_to_g2(input, g),
    };
    match res {
        Ok(o) => Ok((o.bytes.to_vec(), o.gas_used)),
        Err(h) => Err(category(&h, input)),
    }
}

/// bls381's name for a revm halt. revm reports an empty input as a length error; the halts
/// of its internal slicing and of gas never occur here (whole inputs, unlimited gas) and
/// panic.
fn category(h: &PrecompileHalt, input: &[u8]) -> Error {
    use PrecompileHalt as H;
    match h {
        H::Bls12381G1AddInputLength
        | H::Bls12381G2AddInputLength
        | H::Bls12381MapFpToG1InputLength
        | H::Bls12381MapFp2ToG2InputLength => Error::InvalidLength,
        H::Bls12381G1MsmInputLength
        | H::Bls12381G2MsmInputLength
        | H::Bls12381PairingInputLength
            if input.is_empty() =>
        {
            Error::EmptyInput
        }
        H::Bls12381G1MsmInputLength
        | H::Bls12381G2MsmInputLength
        | H::Bls12381PairingInputLength => Error::InvalidLength,
        H::Bls12381FpPaddingInvalid => Error::InvalidPadding,
        H::NonCanonicalFp => Error::NonCanonicalFieldElement,
        H::Bls12381G1NotOnCurve => Error::G1NotOnCurve,
        H::Bls12381G2NotOnCurve => Error::G2NotOnCurve,
        H::Bls12381G1NotInSubgroup => Error::G1NotInSubgroup,
        H::Bls12381G2NotInSubgroup => Error::G2NotInSubgroup,
        other => panic!("unexpected revm halt {other:?}"),
    }
}

/// Runs both on `input`: their common verdict, or a report of the difference.
pub fn compare(p: Precompile, input: &[u8]) -> Result<Verdict, String> {
    let ours = bls381(p, input);
    let theirs = revm(p, input);
    if ours == theirs {
        Ok(ours)
    } else {
        Err(format!(
            "{p:?} on {} bytes: bls381 {}, revm {}\ninput {}",
            input.len(),
            show(&ours),
            show(&theirs),
            hex(input)
        ))
    }
}

fn show(v: &Verdict) -> String {
    match v {
        Ok((out, gas)) => format!("Ok(gas {gas}, {})", hex(out)),
        Err(e) => format!("Err({e:?})"),
    }
}

/// Lower-case hex.
pub fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}
