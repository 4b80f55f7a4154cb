//! Notes about how the BLS12-381 elliptic curve is designed, specified
//! and implemented by this library.

pub mod design;
pub mod serialization;
