//! The input layout of every target. Each is decoded by `arbitrary` (fixed-size fields in
//! order, then the trailing [`Rest`] takes the rest) and encoded by [`Layout::encode`] for the
//! seed corpora.

/// A field of a layout: how it is written and what its zero value is.
pub trait Field: Sized {
    /// Appends the field's bytes.
    fn put(&self, out: &mut Vec<u8>);
    /// The all-zero value.
    fn zero() -> Self;
}
impl Field for u8 {
    fn put(&self, out: &mut Vec<u8>) {
        out.push(*self);
    }
    fn zero() -> Self {
        0
    }
}
impl<const N: usize> Field for [u8; N] {
    fn put(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(self);
    }
    fn zero() -> Self {
        [0; N]
    }
}
/// The rest of the input, byte for byte (`arbitrary`'s own `Vec<u8>` reads a continuation flag
/// before each element instead). Only as the last field of a layout.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Rest(pub Vec<u8>);

impl<'a> arbitrary::Arbitrary<'a> for Rest {
    fn arbitrary(u: &mut arbitrary::Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(Rest(u.bytes(u.len())?.to_vec()))
    }
    fn arbitrary_take_rest(u: arbitrary::Unstructured<'a>) -> arbitrary::Result<Self> {
        Ok(Rest(u.take_rest().to_vec()))
    }
    fn size_hint(_depth: usize) -> (usize, Option<usize>) {
        (0, None)
    }
}

impl core::ops::Deref for Rest {
    type Target = Vec<u8>;
    fn deref(&self) -> &Vec<u8> {
        &self.0
    }
}
impl core::ops::DerefMut for Rest {
    fn deref_mut(&mut self) -> &mut Vec<u8> {
        &mut self.0
    }
}

impl Field for Rest {
    fn put(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.0);
    }
    fn zero() -> Self {
        Rest(Vec::new())
    }
}

/// An input layout.
pub trait Layout: Sized {
    /// The bytes a target decodes back into `self`.
    fn encode(&self) -> Vec<u8>;
    /// The value with every field zero.
    fn zero() -> Self;
}

macro_rules! layout {
    ($(#[$m:meta])* pub struct $name:ident { $($(#[$fm:meta])* pub $f:ident : $t:ty),* $(,)? }) => {
        $(#[$m])*
        #[derive(arbitrary::Arbitrary, Debug, Clone, PartialEq, Eq)]
        pub struct $name { $($(#[$fm])* pub $f: $t),* }
        impl Layout for $name {
            fn encode(&self) -> Vec<u8> {
                let mut v = Vec::new();
                $(Field::put(&self.$f, &mut v);)*
                v
            }
            fn zero() -> Self {
                $name { $($f: Field::zero()),* }
            }
        }
    };
}

layout! {
    /// `kernels`: four 384-bit operands (little-endian). Bit i of `flip` maps operand i to
    /// `m − 1 − x` (`m` the modulus or bound of the kernel's contract) instead of `x mod m`.
    pub struct KernelInput {
        pub flip: u8,
        pub a: [u8; 48],
        pub b: [u8; 48],
        pub c: [u8; 48],
        pub d: [u8; 48],
        /// Ignored (a trailing [`Rest`] keeps `arbitrary`'s take-rest rule off the arrays).
        pub rest: Rest,
    }
}

layout! {
    /// `tower`: two Fp12 elements, 12 coefficients of 48 little-endian bytes each (c0.c0.c0,
    /// c0.c0.c1, c0.c1.c0, ...), reduced mod p; bit i of `flip` (24 bits) maps coefficient i to
    /// `p − 1 − x`. `misc & 3` picks the Frobenius power, `misc >> 2` the number of cyclotomic
    /// squarings; `zmask` bits 0–5 zero Fp2 coefficients of the first element before it is
    /// sent into the cyclotomic subgroup, bits 6–7 flip the Fr operands. The raw bytes also
    /// feed the decoders (`Fp::from_bytes`, `Scalar::from_bytes`, `from_okm`, wide Fr).
    pub struct TowerInput {
        pub flip: [u8; 3],
        pub misc: u8,
        pub zmask: u8,
        pub a: [u8; 576],
        pub b: [u8; 576],
        /// Ignored (a trailing [`Rest`] keeps `arbitrary`'s take-rest rule off the arrays).
        pub rest: Rest,
    }
}

layout! {
    /// `decode_g1`: `mode` 0 decodes `bytes[..48]` compressed, 1 decodes `bytes` uncompressed,
    /// 2 decompresses `bytes[..48]` with blst and decodes blst's uncompressed encoding of that
    /// point, its first byte XORed with `bytes[48] & 0xe0` (flag bits) and its last with
    /// `bytes[49]` (off the curve).
    pub struct DecodeG1Input {
        pub mode: u8,
        pub bytes: [u8; 96],
        /// Ignored (a trailing [`Rest`] keeps `arbitrary`'s take-rest rule off the arrays).
        pub rest: Rest,
    }
}

layout! {
    /// `decode_g2`: as [`DecodeG1Input`] with 96-byte compressed and 192-byte uncompressed
    /// encodings (mode 2 reads its two modifiers at `bytes[96]` and `bytes[97]`).
    pub struct DecodeG2Input {
        pub mode: u8,
        pub bytes: [u8; 192],
        /// Ignored (a trailing [`Rest`] keeps `arbitrary`'s take-rest rule off the arrays).
        pub rest: Rest,
    }
}

layout! {
    /// `scalar_mul`: points `P = a·g`, `Q = b·g` (in G1 or G2 by `group`), the scalar `k`
    /// (little-endian); `flags` bit 0/1/2 flips a/b/k to `r − 1 − x`, bit 3 picks the backend.
    pub struct ScalarMulInput {
        pub group: u8,
        pub flags: u8,
        pub a: [u8; 32],
        pub b: [u8; 32],
        pub k: [u8; 32],
        /// Ignored (a trailing [`Rest`] keeps `arbitrary`'s take-rest rule off the arrays).
        pub rest: Rest,
    }
}

/// Bytes per MSM entry: control byte, 16-bit point seed, 32-byte scalar.
pub const MSM_ENTRY: usize = 35;

layout! {
    /// `msm`: `group` picks G1 or G2 (and bit 1 the backend); `entries` holds up to 255 entries
    /// of [`MSM_ENTRY`] bytes: `ctrl`, `seed` (u16 LE), `scalar` (32 bytes LE). `ctrl & 7`
    /// picks the point: 0–3 `seed·g`, 4 the identity, 5 a copy of an earlier point, 6 its
    /// negation, 7 `seed·g` again; `(ctrl >> 3) & 7` the scalar: 0–2 the bytes mod r, 3 zero,
    /// 4 one, 5 r − 1, 6 a copy of the previous scalar, 7 its negation.
    pub struct MsmInput {
        pub group: u8,
        pub entries: Rest,
    }
}

layout! {
    /// `pairing`: `n & 3` + 1 pairs `(aᵢ·g1, bᵢ·g2)` with 32-byte scalars `ab[64i..64i+32]`,
    /// `ab[64i+32..64i+64]` (mod r; zero gives an identity); `flags` bit 0 replaces the last pair
    /// with `(−Σ aⱼbⱼ·g1, g2)` over the others so the product is 1, bit 1 picks the backend;
    /// `f` is an Fp12 (coefficients as in [`TowerInput`], not flipped) for the final
    /// exponentiation and Gt membership.
    pub struct PairingInput {
        pub flags: u8,
        pub n: u8,
        pub ab: [u8; 256],
        pub f: [u8; 576],
        /// Ignored (a trailing [`Rest`] keeps `arbitrary`'s take-rest rule off the arrays).
        pub rest: Rest,
    }
}

layout! {
    /// `hash_to_curve`: `data[..dst_len]` is the DST (`dst_len + 256·(flags >> 6 & 1)` bytes
    /// when the input is long enough: oversize DSTs), the rest the message; `out_len` is the
    /// expand_message_xmd length (0 → 1 … 255, plus 256·(flags >> 7)); `flags` bit 0 picks the
    /// backend.
    pub struct H2cInput {
        pub flags: u8,
        pub dst_len: u8,
        pub out_len: u8,
        pub data: Rest,
    }
}

layout! {
    /// `signature`: `flags` bit 0 min_pk / min_sig, bits 1–2 the scheme (Basic, Aug, Pop, Pop),
    /// bit 3 the backend; `n & 3` + 1 signers with keys `KeyGen(ikm[32i..32i+32])`; messages
    /// `msgs` split at `split` into two (`msgᵢ` alternates between them); `corrupt` picks what
    /// is done to the honest signatures (0: nothing, 1: drop a signer's signature from the
    /// aggregate, 2: swap two messages, 3: replace the signature with `raw`, 4: replace a
    /// public key with `raw`, 5: sign with the wrong key, 6+: nothing); `raw` also feeds the
    /// decoders.
    pub struct SigInput {
        pub flags: u8,
        pub n: u8,
        pub corrupt: u8,
        pub split: u8,
        pub ikm: [u8; 128],
        pub raw: [u8; 192],
        pub msgs: Rest,
    }
}

layout! {
    /// `dropin`: the input of another target, tagged. `surface % 5` picks the layout `body` is
    /// decoded as (as libfuzzer-sys decodes a target's input, see [`decode_as`]) and what it
    /// drives through the facades: 0 [`DecodeG1Input`], 1 [`DecodeG2Input`] (the decoders;
    /// mode 2 decompresses with bls12_381 instead of blst), 2 [`ScalarMulInput`] (`Scalar`, the
    /// group law, scalar multiplication), 3 [`PairingInput`] (pairings, multi Miller loops, Gt;
    /// `f[..32]` is the Gt scalar), 4 [`H2cInput`] (hash to curve, expand_message_xmd, hash to
    /// field, the maps).
    pub struct DropinInput {
        pub surface: u8,
        pub body: Rest,
    }
}

/// Bytes per `eip2537` entry in structured mode: a control byte and 32 bytes of value.
pub const EIP2537_ENTRY: usize = 33;

layout! {
    /// `eip2537`: `which % 7` picks the precompile (in address order, 0x0b … 0x11). When
    /// `mode & 1` is clear, `body` is the precompile's input as it is (the seeds are the EIP's
    /// vectors). When set, `body` holds entries of [`EIP2537_ENTRY`] bytes (`ctrl`, `value`)
    /// that build an input of valid encodings: each point (two for an ADD, one per MSM pair,
    /// two per pairing pair) from an entry whose `ctrl & 7` picks 0–2 `value·g` (mod r), 3 the
    /// identity, 4 a point of the curve off the subgroup (the SSWU map of `value`, without
    /// cofactor clearing), 5 a copy of the previous point of the group, 6 its negation, 7
    /// `value·g` again; an MSM scalar from `(ctrl >> 3) & 7`: 0–3 `value` as it is (any
    /// 256-bit integer), 4 zero, 5 r, 6 r − 1, 7 2^256 − 1; a map's field element from `value`
    /// reduced mod p. Then, when `mode & 2`, the byte at `pos % len` is XORed with `val`
    /// (padding, canonicity, the curve), and when `mode & 4` the last `val % 64` bytes are
    /// dropped.
    pub struct Eip2537Input {
        pub which: u8,
        pub mode: u8,
        pub pos: [u8; 2],
        pub val: u8,
        pub body: Rest,
    }
}

/// `bytes` decoded as the input `T` of a target, as libfuzzer-sys's `fuzz_target!` decodes it:
/// `None` for inputs shorter than `T`'s minimal size, else `T::arbitrary_take_rest`.
pub fn decode_as<T: for<'a> arbitrary::Arbitrary<'a>>(bytes: &[u8]) -> Option<T> {
    if bytes.len() < T::size_hint(0).0 {
        return None;
    }
    T::arbitrary_take_rest(arbitrary::Unstructured::new(bytes)).ok()
}
