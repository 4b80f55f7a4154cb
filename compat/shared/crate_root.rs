// The crate root of both facades after their inner attributes, included by each lib.rs (which
// goes on with its own `traits` and `hash_to_curve` modules): the shared modules (`#[path]`s
// relative to this file) and the public items. rustfmt does not follow `include!`: format this
// file and the modules it mounts with `rustfmt --edition 2021 compat/shared/crate_root.rs`.

#[cfg(feature = "alloc")]
extern crate alloc;

#[cfg(test)]
extern crate std;

// The operator macros of bls381 itself (one text for the library and the facades), then the
// facades' own (newtype forwarding).
#[macro_use]
#[allow(unused_macros)]
#[path = "../../src/macros.rs"]
mod macros;
#[macro_use]
#[path = "macros.rs"]
mod facade_macros;

#[path = "notes/mod.rs"]
pub mod notes;

#[macro_use]
#[path = "scalar.rs"]
mod scalar;

pub use scalar::Scalar;

#[cfg(feature = "groups")]
#[path = "fields.rs"]
mod fp;

#[cfg(feature = "groups")]
#[path = "groups.rs"]
mod groups;

#[cfg(feature = "groups")]
pub use groups::g1::{G1Affine, G1Projective};
#[cfg(feature = "groups")]
pub use groups::g2::{G2Affine, G2Projective};

#[cfg(feature = "pairings")]
#[path = "pairings.rs"]
mod pairings;

#[cfg(feature = "pairings")]
pub use pairings::pairing;
#[cfg(feature = "pairings")]
pub use pairings::{Bls12, Gt, MillerLoopResult};

#[cfg(all(feature = "pairings", feature = "alloc"))]
pub use pairings::multi_miller_loop;

#[cfg(all(feature = "pairings", feature = "alloc"))]
pub use pairings::G2Prepared;
