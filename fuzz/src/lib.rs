//! Shared pieces of the differential fuzz targets: the input layouts (decoded by the targets,
//! encoded by the seed generator `src/bin/seeds.rs`, so both read one definition), the
//! big-integer oracle's constants, and conversions between bls381, blst and bls12_381 values.
//!
//! Every layout is a struct of fixed-size fields (`u8`, `[u8; N]`) plus one trailing [`Rest`]
//! that takes the rest of the input byte for byte (ignored where the target has no use for it:
//! it keeps `arbitrary`'s take-rest decoding, which does not read a last `u8` as one byte, off
//! the arrays). `arbitrary` reads such a struct field by field
//! from the front of the input (zero-filling a short input), so the encoding is the plain
//! concatenation of the fields: [`Layout::encode`] writes it and the seed generator checks
//! that every seed decodes back to itself.

#![allow(clippy::new_without_default)]

pub mod conv;
pub mod decode;
pub mod layouts;
pub mod oracle;

pub use layouts::*;

use bls381::backend::{self, Backend};

/// The backends this process can run: the portable one, and the assembly if built and supported
/// by the CPU.
pub fn backends() -> Vec<Backend> {
    [Backend::X86_64Adx, Backend::Aarch64, Backend::Portable]
        .into_iter()
        .filter(|b| b.is_available())
        .collect()
}

/// Runs `f` under each backend this process can run (all backends give bit-identical results,
/// so each check below runs the same assertions under every one).
pub fn on_every_backend(mut f: impl FnMut(Backend)) {
    for b in backends() {
        backend::force(b).expect("an available backend is compiled in");
        f(b);
    }
}

/// Forces the backend picked by the low bit of `sel` (the assembly when available); for the
/// expensive targets that run one backend per input instead of all of them.
pub fn pick_backend(sel: u8) -> Backend {
    let bs = backends();
    let b = bs[sel as usize % bs.len()];
    backend::force(b).expect("an available backend is compiled in");
    b
}

/// Lowercase hex, for divergence messages.
pub fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}
