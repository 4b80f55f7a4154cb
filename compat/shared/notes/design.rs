//! # Design of BLS12-381
//!
//! BLS12-381 is the pairing-friendly curve of the Barreto–Lynn–Scott family with embedding
//! degree 12 chosen by Sean Bowe for Zcash: the curve parameter is
//! `z = -0xd201000000010000` (low Hamming weight, for a fast Miller loop and final
//! exponentiation), the base field prime `p = (z - 1)²(z⁴ - z² + 1)/3 + z` has 381 bits, and
//! the group order `q = z⁴ - z² + 1` has 255 bits with 2-adicity 32.
//!
//! * $\mathbb{G}_1$ is the order-q subgroup of `E: y² = x³ + 4` over $\mathbb{F}_p$.
//! * $\mathbb{G}_2$ is the order-q subgroup of the sextic M-twist `E': y² = x³ + 4(u + 1)` over
//!   $\mathbb{F}_{p^2} = \mathbb{F}_p\[u\]/(u² + 1)$.
//! * $\mathbb{G}_T$ is the order-q subgroup of $\mathbb{F}_{p^{12}}^*$, built as the tower
//!   $\mathbb{F}_{p^6} = \mathbb{F}_{p^2}\[v\]/(v³ - (u + 1))$,
//!   $\mathbb{F}_{p^{12}} = \mathbb{F}_{p^6}\[w\]/(w² - v)$.
//!
//! ## Generators
//!
//! The generators of $\mathbb{G}_1$ and $\mathbb{G}_2$ are the standard ones (the same as in
//! Zcash, the IETF pairing-friendly-curves draft, blst and the Ethereum specifications): for
//! each group, the point with the smallest x (x = 0x17f1d3a7… for $\mathbb{G}_1$) of a
//! deterministic search that hashes to the curve and clears the cofactor. The generator of
//! $\mathbb{G}_T$ is their pairing.
//!
//! ## This implementation
//!
//! This crate is the `bls12_381` API over the `bls381` library: field elements in Montgomery
//! form with hand-written multiplication kernels chosen at run time, complete projective
//! formulas, GLV/GLS scalar multiplication, endomorphism-based subgroup checks, a shared
//! multi-Miller loop with sparse line products and a cyclotomic final exponentiation.
//! Operations are constant time unless their name says `vartime`.
