//! `expand_message_xmd` with SHA-256 (RFC 9380 §5.3.1), including the rule for domain
//! separation tags longer than 255 bytes (RFC 9380 §5.3.3).
//!
//! The output is produced block by block ([`Expander`]), so `hash_to_field` can draw any number of
//! field elements without a heap buffer. The running time depends on the lengths of the message,
//! the tag and the output, never on their contents.
//!
//! SHA-256 is driven here through the `sha2` crate's compression function (which uses the SHA
//! extensions when the CPU has them): every msg_prime starts with the same 64-byte zero block, so
//! its compression is a constant (one of the ten compressions of a G1 hash saved), and the
//! short fixed-shape inputs need none of the general hashing API's buffering.

use core::fmt;

use sha2::block_api::compress256;

/// b_in_bytes: the SHA-256 output size (RFC 9380 §5.3.1).
const B_IN_BYTES: usize = 32;
/// s_in_bytes: the SHA-256 input block size (RFC 9380 §5.3.1).
const S_IN_BYTES: usize = 64;
/// The prefix that shortens an oversize tag (RFC 9380 §5.3.3).
const OVERSIZE_DST_SALT: &[u8] = b"H2C-OVERSIZE-DST-";
/// The largest output RFC 9380 §5.3.1 allows with SHA-256: ell = ceil(len_in_bytes / 32) ≤ 255,
/// so 8160 bytes (see [`ExpandMsgError`] for an example).
pub const MAX_OUTPUT_LEN: usize = 255 * B_IN_BYTES;

/// Why `expand_message_xmd` refused a request (RFC 9380 §5.3.1 step 2).
///
/// ```
/// use bls381::hash_to_curve::{expand_message_xmd, ExpandMsgError, MAX_OUTPUT_LEN};
///
/// let mut out = vec![0u8; MAX_OUTPUT_LEN + 1];
/// assert_eq!(expand_message_xmd(b"", b"DST", &mut out), Err(ExpandMsgError::TooManyBlocks));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExpandMsgError {
    /// `len_in_bytes` exceeds 65535, so it does not fit the two-byte `I2OSP(len_in_bytes, 2)`.
    LengthOverflow,
    /// `ell = ceil(len_in_bytes / 32)` exceeds 255: SHA-256 cannot produce that many blocks.
    TooManyBlocks,
}

impl fmt::Display for ExpandMsgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ExpandMsgError::LengthOverflow => "expand_message_xmd: len_in_bytes exceeds 65535",
            ExpandMsgError::TooManyBlocks => "expand_message_xmd: ell exceeds 255",
        })
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ExpandMsgError {}

/// Fills `out` with `expand_message_xmd(msg, dst, out.len())` using SHA-256 (RFC 9380 §5.3.1).
///
/// A `dst` longer than 255 bytes is first replaced by `SHA-256("H2C-OVERSIZE-DST-" || dst)`
/// (RFC 9380 §5.3.3). `out.len()` may be at most 8160 (255 blocks of 32 bytes); longer requests
/// fail with an error instead of panicking.
///
/// ```
/// use bls381::hash_to_curve::expand_message_xmd;
///
/// // RFC 9380 Appendix K.1, msg = "", len_in_bytes = 0x20.
/// let mut out = [0u8; 32];
/// expand_message_xmd(b"", b"QUUX-V01-CS02-with-expander-SHA256-128", &mut out).unwrap();
/// assert_eq!(out[..4], [0x68, 0xa9, 0x85, 0xb8]);
///
/// let mut too_long = vec![0u8; 8161];
/// assert!(expand_message_xmd(b"", b"DST", &mut too_long).is_err());
/// ```
pub fn expand_message_xmd(msg: &[u8], dst: &[u8], out: &mut [u8]) -> Result<(), ExpandMsgError> {
    let mut expander = Expander::new(msg, dst, out.len())?;
    expander.fill(out);
    Ok(())
}

/// SHA-256 (FIPS 180-4) over `sha2`'s compression function.
#[derive(Clone)]
struct Sha256 {
    state: [u32; 8],
    /// Bytes not yet compressed (fewer than 64) and how many there are.
    buf: [u8; S_IN_BYTES],
    buffered: usize,
    /// Total bytes absorbed, for the padding.
    total: u64,
}

impl Sha256 {
    /// The initial hash value H(0) (FIPS 180-4 §5.3.3).
    const IV: [u32; 8] = [
        0x6a09_e667,
        0xbb67_ae85,
        0x3c6e_f372,
        0xa54f_f53a,
        0x510e_527f,
        0x9b05_688c,
        0x1f83_d9ab,
        0x5be0_cd19,
    ];

    /// The state after compressing Z_pad = 64 zero bytes, the first block of every msg_prime
    /// (RFC 9380 §5.3.1 step 6); `zero_block_state` checks it against the compression function.
    const ZERO_BLOCK: [u32; 8] = [
        0xda56_98be,
        0x17b9_b469,
        0x6233_5799,
        0x779f_beca,
        0x8ce5_d491,
        0xc0d2_6243,
        0xbafe_f9ea,
        0x1837_a9d8,
    ];

    fn new() -> Sha256 {
        Sha256 {
            state: Sha256::IV,
            buf: [0; S_IN_BYTES],
            buffered: 0,
            total: 0,
        }
    }

    /// A hasher that has already absorbed 64 zero bytes.
    fn after_zero_block() -> Sha256 {
        Sha256 {
            state: Sha256::ZERO_BLOCK,
            buf: [0; S_IN_BYTES],
            buffered: 0,
            total: S_IN_BYTES as u64,
        }
    }

    fn update(&mut self, mut data: &[u8]) {
        self.total += data.len() as u64;
        if self.buffered > 0 {
            let n = (S_IN_BYTES - self.buffered).min(data.len());
            self.buf[self.buffered..self.buffered + n].copy_from_slice(&data[..n]);
            self.buffered += n;
            data = &data[n..];
            if self.buffered < S_IN_BYTES {
                return;
            }
            compress256(&mut self.state, core::slice::from_ref(&self.buf));
            self.buffered = 0;
        }
        let (blocks, rest) = data.as_chunks::<S_IN_BYTES>();
        compress256(&mut self.state, blocks);
        self.buf[..rest.len()].copy_from_slice(rest);
        self.buffered = rest.len();
    }

    /// Appends the padding 0x80 || 0* || bit length (FIPS 180-4 §5.1.1) and returns the digest.
    fn finalize(mut self) -> [u8; B_IN_BYTES] {
        let bits = self.total * 8;
        let mut tail = [0u8; 2 * S_IN_BYTES];
        tail[..self.buffered].copy_from_slice(&self.buf[..self.buffered]);
        tail[self.buffered] = 0x80;
        // One block if the length field still fits after the 0x80 byte, else two.
        let blocks = if self.buffered + 9 <= S_IN_BYTES {
            1
        } else {
            2
        };
        let end = blocks * S_IN_BYTES;
        tail[end - 8..end].copy_from_slice(&bits.to_be_bytes());
        let (tail, _) = tail[..end].as_chunks::<S_IN_BYTES>();
        compress256(&mut self.state, tail);
        let mut out = [0u8; B_IN_BYTES];
        for (o, w) in out.chunks_exact_mut(4).zip(self.state.iter()) {
            o.copy_from_slice(&w.to_be_bytes());
        }
        out
    }
}

/// The tag actually hashed: the caller's, or its SHA-256 digest when it is longer than 255 bytes
/// (RFC 9380 §5.3.3).
#[derive(Clone)]
enum Dst<'a> {
    Short(&'a [u8]),
    Hashed([u8; B_IN_BYTES]),
}

impl<'a> Dst<'a> {
    fn new(dst: &'a [u8]) -> Dst<'a> {
        // The tag is public, so branching on its length leaks nothing.
        if dst.len() > 255 {
            let mut h = Sha256::new();
            h.update(OVERSIZE_DST_SALT);
            h.update(dst);
            Dst::Hashed(h.finalize())
        } else {
            Dst::Short(dst)
        }
    }

    fn bytes(&self) -> &[u8] {
        match self {
            Dst::Short(d) => d,
            Dst::Hashed(d) => d,
        }
    }

    /// Absorbs DST' = DST || I2OSP(len(DST), 1) (RFC 9380 §5.3.1 step 3).
    fn absorb_prime(&self, h: &mut Sha256) {
        let d = self.bytes();
        h.update(d);
        // d.len() ≤ 255 by construction.
        h.update(&[d.len() as u8]);
    }
}

/// The uniform bytes of `expand_message_xmd`, produced 32 at a time: b_1, b_2, …, b_ell
/// (RFC 9380 §5.3.1 steps 7–10).
pub(crate) struct Expander<'a> {
    dst: Dst<'a>,
    /// b_0 = H(msg_prime), kept to derive every later block.
    b0: [u8; B_IN_BYTES],
    /// The current block b_i and how many of its bytes were handed out.
    bi: [u8; B_IN_BYTES],
    used: usize,
    /// Index of `bi`, and bytes still owed to the caller.
    i: u8,
    remaining: usize,
}

impl<'a> Expander<'a> {
    /// Starts `expand_message_xmd(msg, dst, len_in_bytes)`, checking the length limits of
    /// RFC 9380 §5.3.1 step 2.
    pub(crate) fn new(
        msg: &[u8],
        dst: &'a [u8],
        len_in_bytes: usize,
    ) -> Result<Expander<'a>, ExpandMsgError> {
        if len_in_bytes > 65535 {
            return Err(ExpandMsgError::LengthOverflow);
        }
        if len_in_bytes > MAX_OUTPUT_LEN {
            return Err(ExpandMsgError::TooManyBlocks);
        }
        Ok(Expander::new_unchecked(msg, dst, len_in_bytes))
    }

    /// [`Expander::new`] for lengths the caller guarantees to be at most 8160 bytes (the fixed
    /// sizes of the hash-to-curve suites).
    pub(crate) fn new_unchecked(msg: &[u8], dst: &'a [u8], len_in_bytes: usize) -> Expander<'a> {
        Expander::new_parts_unchecked(&[msg], dst, len_in_bytes)
    }

    /// [`Expander::new_unchecked`] for a message given as consecutive parts (hashed as their
    /// concatenation), so that callers such as the BLS message-augmentation scheme (PK ‖ msg)
    /// need no buffer.
    pub(crate) fn new_parts_unchecked(
        msg: &[&[u8]],
        dst: &'a [u8],
        len_in_bytes: usize,
    ) -> Expander<'a> {
        debug_assert!(len_in_bytes <= MAX_OUTPUT_LEN);
        let dst = Dst::new(dst);
        // msg_prime = Z_pad || msg || I2OSP(len_in_bytes, 2) || I2OSP(0, 1) || DST'
        // (RFC 9380 §5.3.1 steps 4–6).
        let mut h = Sha256::after_zero_block();
        for part in msg {
            h.update(part);
        }
        h.update(&(len_in_bytes as u16).to_be_bytes());
        h.update(&[0u8]);
        dst.absorb_prime(&mut h);
        let b0 = h.finalize();
        // b_1 = H(b_0 || I2OSP(1, 1) || DST') (step 8); b_0 xor b_0 = 0 would break the uniform
        // recurrence below, so b_1 is computed on its own.
        let mut h = Sha256::new();
        h.update(&b0);
        h.update(&[1u8]);
        dst.absorb_prime(&mut h);
        let b1 = h.finalize();
        Expander {
            dst,
            b0,
            bi: b1,
            used: 0,
            i: 1,
            remaining: len_in_bytes,
        }
    }

    /// Writes the next `out.len()` uniform bytes; `out.len()` must not exceed what remains.
    pub(crate) fn fill(&mut self, out: &mut [u8]) {
        debug_assert!(out.len() <= self.remaining);
        let mut written = 0;
        while written < out.len() {
            if self.used == B_IN_BYTES {
                self.next_block();
            }
            let n = (B_IN_BYTES - self.used).min(out.len() - written);
            out[written..written + n].copy_from_slice(&self.bi[self.used..self.used + n]);
            self.used += n;
            written += n;
        }
        self.remaining -= out.len();
    }

    /// b_i = H(strxor(b_0, b_(i-1)) || I2OSP(i, 1) || DST') (RFC 9380 §5.3.1 step 9).
    fn next_block(&mut self) {
        let mut x = [0u8; B_IN_BYTES];
        for (x, (a, b)) in x.iter_mut().zip(self.b0.iter().zip(self.bi.iter())) {
            *x = a ^ b;
        }
        self.i += 1;
        let mut h = Sha256::new();
        h.update(&x);
        h.update(&[self.i]);
        self.dst.absorb_prime(&mut h);
        self.bi = h.finalize();
        self.used = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(s: &str) -> std::vec::Vec<u8> {
        (0..s.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
            .collect()
    }

    // RFC 9380 Appendix K.1 (DST "QUUX-V01-CS02-with-expander-SHA256-128"), msg = "abc".
    #[test]
    fn rfc_vector_abc_32() {
        let mut out = [0u8; 32];
        expand_message_xmd(b"abc", b"QUUX-V01-CS02-with-expander-SHA256-128", &mut out).unwrap();
        assert_eq!(
            out[..],
            hex("d8ccab23b5985ccea865c6c97b6e5b8350e794e603b4b97902f53a8a0d605615")[..]
        );
    }

    #[test]
    fn zero_block_state() {
        let mut state = Sha256::IV;
        compress256(&mut state, &[[0u8; 64]]);
        assert_eq!(state, Sha256::ZERO_BLOCK);
    }

    /// The SHA-256 driver against the `sha2` crate's own hasher, for every length across the
    /// block and padding boundaries, fed whole and in pieces.
    #[test]
    fn sha256_matches_sha2() {
        use sha2::Digest;
        let data: std::vec::Vec<u8> = (0..300u32).map(|i| (i * 7 + 3) as u8).collect();
        for len in 0..data.len() {
            let want: [u8; 32] = sha2::Sha256::digest(&data[..len]).into();
            let mut h = Sha256::new();
            h.update(&data[..len]);
            assert_eq!(h.finalize(), want, "len {len}");
            let mut h = Sha256::new();
            for piece in data[..len].chunks(13) {
                h.update(piece);
            }
            assert_eq!(h.finalize(), want, "len {len} in pieces");
            let mut zpad = std::vec![0u8; 64];
            zpad.extend_from_slice(&data[..len]);
            let want: [u8; 32] = sha2::Sha256::digest(&zpad).into();
            let mut h = Sha256::after_zero_block();
            h.update(&data[..len]);
            assert_eq!(h.finalize(), want, "zero block + len {len}");
        }
    }

    #[test]
    fn chunked_reads_match_one_read() {
        let mut whole = [0u8; 200];
        expand_message_xmd(b"chunks", b"DST", &mut whole).unwrap();
        let mut e = Expander::new(b"chunks", b"DST", 200).unwrap();
        let mut parts = [0u8; 200];
        for (a, b) in [(0, 7), (7, 64), (64, 65), (65, 130), (130, 200)] {
            e.fill(&mut parts[a..b]);
        }
        assert_eq!(whole, parts);
    }

    #[test]
    fn length_limits() {
        let mut max = std::vec![0u8; MAX_OUTPUT_LEN];
        assert!(expand_message_xmd(b"m", b"D", &mut max).is_ok());
        let mut over = std::vec![0u8; MAX_OUTPUT_LEN + 1];
        assert_eq!(
            expand_message_xmd(b"m", b"D", &mut over),
            Err(ExpandMsgError::TooManyBlocks)
        );
        let mut huge = std::vec![0u8; 65536];
        assert_eq!(
            expand_message_xmd(b"m", b"D", &mut huge),
            Err(ExpandMsgError::LengthOverflow)
        );
        assert!(expand_message_xmd(b"m", b"D", &mut []).is_ok());
    }
}
