//! `expand_message_xmd` and `expand_message_xof` (RFC 9380 §5.3) once for both lines: the rules of
//! the domain separation tag, the chain of XMD blocks and the XOF stream, over the caller's hash
//! function seen through [`XmdHash`] and [`XofHash`]. Each facade's `expand_msg.rs` mounts this
//! module, keeps its line's public traits and types (whose fields are an [`Xmd`] or an [`Xof`]),
//! and implements the two traits over its `digest` generation.

use digest::generic_array::{ArrayLength, GenericArray};

/// The longest domain separation tag used as is (RFC 9380 §5.3.3).
const MAX_DST_LENGTH: usize = 255;

/// The prefix under which a longer tag is hashed (RFC 9380 §5.3.3).
const OVERSIZE_DST_SALT: &[u8] = b"H2C-OVERSIZE-DST-";

/// The hash function H of `expand_message_xmd`, in the terms of the facade's `digest` generation.
pub(super) trait XmdHash: Sized {
    /// The input block size of H (the length of Z_pad).
    type BlockLen: ArrayLength<u8>;
    /// The output size of H (b_in_bytes).
    type OutLen: ArrayLength<u8>;
    /// A fresh state of H.
    fn fresh() -> Self;
    /// Absorbs `bytes`.
    fn absorb(&mut self, bytes: &[u8]);
    /// H of what was absorbed.
    fn finish(self) -> GenericArray<u8, Self::OutLen>;
}

/// The extendable-output function H of `expand_message_xof`, in the terms of the facade's
/// `digest` generation.
pub(super) trait XofHash: Sized {
    /// The reader of H's output.
    type Reader: XofRead;
    /// A fresh state of H.
    fn fresh() -> Self;
    /// Absorbs `bytes`.
    fn absorb(&mut self, bytes: &[u8]);
    /// The reader of H's output for what was absorbed.
    fn finish_xof(self) -> Self::Reader;
}

/// The reader of an extendable output.
pub(super) trait XofRead {
    /// Fills `out` with the next bytes of the output.
    fn squeeze(&mut self, out: &mut [u8]);
}

// `XofReader::read` is the same method in both `digest` generations.
impl<R: digest::XofReader> XofRead for R {
    fn squeeze(&mut self, out: &mut [u8]) {
        digest::XofReader::read(self, out);
    }
}

/// The reading methods of the expander trait of the line (`ExpandMessageState` in 0.8,
/// `ExpandMessage` in 0.9).
macro_rules! expander_reading_methods {
    () => {
        /// Reads bytes from the generated output.
        fn read_into(&mut self, output: &mut [u8]) -> usize;

        /// Retrieves the number of bytes remaining in the generator.
        fn remain(&self) -> usize;

        #[cfg(feature = "alloc")]
        /// Constructs a `Vec` containing the remaining bytes of the output.
        fn into_vec(mut self) -> alloc::vec::Vec<u8>
        where
            Self: Sized,
        {
            let mut result = alloc::vec![0u8; self.remain()];
            self.read_into(&mut result[..]);
            result
        }
    };
}

/// The `Debug` output of an expander, as `bls12_381`'s: its name and the bytes it has left.
pub(super) fn debug_expander(
    f: &mut core::fmt::Formatter<'_>,
    name: &str,
    remain: usize,
) -> core::fmt::Result {
    f.debug_struct(name).field("remain", &remain).finish()
}

/// A domain separation tag of at most 255 bytes: the caller's, or the hash of a longer one.
struct Dst {
    bytes: [u8; MAX_DST_LENGTH],
    len: usize,
}

impl Dst {
    /// `dst` if it fits, otherwise what `shorten` writes into the buffer (it returns the length).
    fn new(dst: &[u8], shorten: impl FnOnce(&mut [u8; MAX_DST_LENGTH]) -> usize) -> Dst {
        let mut bytes = [0u8; MAX_DST_LENGTH];
        let len = if dst.len() > MAX_DST_LENGTH {
            shorten(&mut bytes)
        } else {
            bytes[..dst.len()].copy_from_slice(dst);
            dst.len()
        };
        assert!(len <= MAX_DST_LENGTH);
        Dst { bytes, len }
    }

    /// Feeds `absorb` the tag followed by its one-byte length: DST_prime of RFC 9380 §5.3.1.
    fn prime(&self, mut absorb: impl FnMut(&[u8])) {
        absorb(&self.bytes[..self.len]);
        absorb(&[self.len as u8]);
    }
}

/// The output of `expand_message_xmd` (RFC 9380 §5.3.1) for one message, tag and length, read
/// in `N`-byte blocks b_1, b_2, … each computed when the reading reaches it.
pub(super) struct Xmd<N: ArrayLength<u8>> {
    dst: Dst,
    /// b_0 = H(Z_pad || msg || l_i_b_str || 0 || DST_prime).
    b_0: GenericArray<u8, N>,
    /// The current block b_i.
    b_i: GenericArray<u8, N>,
    /// The index of the next block.
    next: usize,
    /// How much of b_i has been read.
    offset: usize,
    remain: usize,
}

impl<N: ArrayLength<u8>> Xmd<N> {
    /// `len_in_bytes` bytes of `expand_message_xmd` with H for the message that `message`
    /// absorbs and the tag `dst`. Panics if they take more than 255 blocks, as in `bls12_381`.
    pub(super) fn new<H: XmdHash<OutLen = N>>(
        message: impl FnOnce(&mut H),
        dst: &[u8],
        len_in_bytes: usize,
    ) -> Self {
        let ell = len_in_bytes.div_ceil(N::to_usize());
        if ell > 255 {
            panic!("Invalid ExpandMsgXmd usage: ell > 255");
        }
        // A long tag becomes H("H2C-OVERSIZE-DST-" || DST).
        let dst = Dst::new(dst, |buf| {
            let mut h = H::fresh();
            h.absorb(OVERSIZE_DST_SALT);
            h.absorb(dst);
            let hashed = h.finish();
            buf[..hashed.len()].copy_from_slice(&hashed);
            hashed.len()
        });
        let mut h = H::fresh();
        h.absorb(&GenericArray::<u8, H::BlockLen>::default()); // Z_pad
        message(&mut h);
        h.absorb(&(len_in_bytes as u16).to_be_bytes());
        h.absorb(&[0u8]);
        dst.prime(|b| h.absorb(b));
        let b_0 = h.finish();
        let b_i = Self::block::<H>(&b_0, 1, &dst);
        Xmd {
            dst,
            b_0,
            b_i,
            next: 2,
            offset: 0,
            remain: len_in_bytes,
        }
    }

    /// b_i = H(prefix || I2OSP(i, 1) || DST_prime), the prefix b_0 for i = 1 and
    /// strxor(b_0, b_(i-1)) after.
    fn block<H: XmdHash<OutLen = N>>(prefix: &[u8], i: usize, dst: &Dst) -> GenericArray<u8, N> {
        let mut h = H::fresh();
        h.absorb(prefix);
        h.absorb(&[i as u8]);
        dst.prime(|b| h.absorb(b));
        h.finish()
    }

    /// Reads the next bytes into `output` (at most what is left), with the H of [`Xmd::new`].
    pub(super) fn read_into<H: XmdHash<OutLen = N>>(&mut self, output: &mut [u8]) -> usize {
        let len = self.remain.min(output.len());
        let mut done = 0;
        while done < len {
            if self.offset == self.b_i.len() {
                let mut x = self.b_0.clone();
                for (a, b) in x.iter_mut().zip(self.b_i.iter()) {
                    *a ^= b;
                }
                self.b_i = Self::block::<H>(&x, self.next, &self.dst);
                self.next += 1;
                self.offset = 0;
            }
            let n = (self.b_i.len() - self.offset).min(len - done);
            output[done..done + n].copy_from_slice(&self.b_i[self.offset..self.offset + n]);
            self.offset += n;
            done += n;
        }
        self.remain -= len;
        len
    }

    /// The number of bytes left.
    pub(super) fn remain(&self) -> usize {
        self.remain
    }
}

/// The output of `expand_message_xof` (RFC 9380 §5.3.2) for one message, tag and length: what
/// is left of it, and the reader of H's output.
pub(super) struct Xof<R> {
    reader: R,
    remain: usize,
}

impl<R: XofRead> Xof<R> {
    /// `len_in_bytes` bytes of `expand_message_xof` with H for the message that `message`
    /// absorbs and the tag `dst`, which, if longer than 255 bytes, becomes the first
    /// `reduced_dst_len` (ceil(2k/8)) bytes of H("H2C-OVERSIZE-DST-" || DST).
    pub(super) fn new<H: XofHash<Reader = R>>(
        message: impl FnOnce(&mut H),
        dst: &[u8],
        reduced_dst_len: usize,
        len_in_bytes: usize,
    ) -> Self {
        let dst = Dst::new(dst, |buf| {
            let mut h = H::fresh();
            h.absorb(OVERSIZE_DST_SALT);
            h.absorb(dst);
            h.finish_xof().squeeze(&mut buf[..reduced_dst_len]);
            reduced_dst_len
        });
        // msg || I2OSP(len_in_bytes, 2) || DST_prime
        let mut h = H::fresh();
        message(&mut h);
        h.absorb(&(len_in_bytes as u16).to_be_bytes());
        dst.prime(|b| h.absorb(b));
        Xof {
            reader: h.finish_xof(),
            remain: len_in_bytes,
        }
    }

    /// Reads the next bytes into `output` (at most what is left).
    pub(super) fn read_into(&mut self, output: &mut [u8]) -> usize {
        let len = self.remain.min(output.len());
        self.reader.squeeze(&mut output[..len]);
        self.remain -= len;
        len
    }
}

impl<R> Xof<R> {
    /// The number of bytes left.
    pub(super) fn remain(&self) -> usize {
        self.remain
    }
}
