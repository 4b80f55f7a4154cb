//! `expand_message_xmd` and `expand_message_xof` (RFC 9380 §5.3), generic over the caller's hash
//! function, with the trait shapes of `bls12_381` 0.9.

use core::fmt;

use digest::{
    ExtendableOutput, FixedOutput, Update, XofReader,
    core_api::BlockSizeUser,
    generic_array::{
        ArrayLength, GenericArray,
        typenum::{IsLess, U256, Unsigned},
    },
};

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

/// The longest domain separation tag used as is (RFC 9380 §5.3.3).
const MAX_DST_LENGTH: usize = 255;

/// The prefix under which a longer tag is hashed (RFC 9380 §5.3.3).
const OVERSIZE_DST_SALT: &[u8] = b"H2C-OVERSIZE-DST-";

/// A domain separation tag of at most 255 bytes: the caller's, or the hash of a longer one.
#[derive(Debug)]
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

    /// The tag followed by its one-byte length: DST_prime of RFC 9380 §5.3.1.
    fn feed(&self, h: &mut impl Update) {
        h.update(&self.bytes[..self.len]);
        h.update(&[self.len as u8]);
    }
}

/// A trait allowing flexible support for message input types.
pub trait Message {
    /// Consume the message input.
    ///
    /// The parameters to successive calls to `f` are treated as a
    /// single concatenated octet string.
    fn input_message(self, f: impl FnMut(&[u8]));
}

impl<M, I> Message for I
where
    M: AsRef<[u8]>,
    I: IntoIterator<Item = M>,
{
    fn input_message(self, mut f: impl FnMut(&[u8])) {
        for msg in self {
            f(msg.as_ref())
        }
    }
}

/// A trait for message expansion methods supported by hash-to-curve.
pub trait ExpandMessage {
    /// Initializes a message expander.
    ///
    /// `L` **MUST** be set to `ceil(2 * k / 8)`, where `k` is the security parameter.
    /// It is used by certain trait implementations (for example, [`ExpandMsgXof`]) when
    /// handling DST values longer than 255 bytes.
    fn init_expand<M, L>(message: M, dst: &[u8], len_in_bytes: usize) -> Self
    where
        M: Message,
        L: ArrayLength<u8> + IsLess<U256>;

    /// Reads bytes from the generated output.
    fn read_into(&mut self, output: &mut [u8]) -> usize;

    /// Retrieves the number of bytes remaining in the generator.
    fn remain(&self) -> usize;

    #[cfg(feature = "alloc")]
    /// Constructs a `Vec` containing the remaining bytes of the output.
    fn into_vec(mut self) -> Vec<u8>
    where
        Self: Sized,
    {
        let mut result = alloc::vec![0u8; self.remain()];
        self.read_into(&mut result[..]);
        result
    }
}

/// A generator for the output of `expand_message_xof` for a given
/// extendable hash function, message, DST, and output length.
///
/// Implements [section 5.3.2 of RFC 9380][expand_message_xof].
///
/// [expand_message_xof]: https://www.rfc-editor.org/rfc/rfc9380.html#section-5.3.2
pub struct ExpandMsgXof<H: ExtendableOutput> {
    reader: <H as ExtendableOutput>::Reader,
    remain: usize,
}

impl<H: ExtendableOutput> fmt::Debug for ExpandMsgXof<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ExpandMsgXof")
            .field("remain", &self.remain)
            .finish()
    }
}

impl<H> ExpandMessage for ExpandMsgXof<H>
where
    H: Default + ExtendableOutput,
{
    fn init_expand<M, L>(message: M, dst: &[u8], len_in_bytes: usize) -> Self
    where
        M: Message,
        L: ArrayLength<u8> + IsLess<U256>,
    {
        if len_in_bytes > u16::MAX as usize {
            panic!("Invalid ExpandMsgXof usage: len_in_bytes > u16::MAX");
        }
        // A long tag becomes ceil(2k/8) = L bytes of H("H2C-OVERSIZE-DST-" || DST).
        let dst = Dst::new(dst, |buf| {
            let mut h = H::default();
            h.update(OVERSIZE_DST_SALT);
            h.update(dst);
            h.finalize_xof().read(&mut buf[..L::USIZE]);
            L::USIZE
        });
        // msg || I2OSP(len_in_bytes, 2) || DST_prime
        let mut h = H::default();
        message.input_message(|m| h.update(m));
        h.update(&(len_in_bytes as u16).to_be_bytes());
        dst.feed(&mut h);
        ExpandMsgXof {
            reader: h.finalize_xof(),
            remain: len_in_bytes,
        }
    }

    fn read_into(&mut self, output: &mut [u8]) -> usize {
        let len = self.remain.min(output.len());
        self.reader.read(&mut output[..len]);
        self.remain -= len;
        len
    }

    fn remain(&self) -> usize {
        self.remain
    }
}

/// A generator for the output of `expand_message_xmd` for a given
/// digest hash function, message, DST, and output length.
///
/// Implements [section 5.3.1 of RFC 9380][expand_message_xmd].
///
/// The output size of `H` is required to be less than 256 bytes, so it can be used to
/// reduce domain separation tags that are longer than 255 bytes (as specified in
/// [section 5.3.3 of RFC 9380][dst]).
///
/// [expand_message_xmd]: https://www.rfc-editor.org/rfc/rfc9380.html#section-5.3.1
/// [dst]: https://www.rfc-editor.org/rfc/rfc9380.html#section-5.3.3
pub struct ExpandMsgXmd<H: FixedOutput> {
    dst: Dst,
    /// b_0 = H(Z_pad || msg || l_i_b_str || 0 || DST_prime).
    b_0: GenericArray<u8, H::OutputSize>,
    /// The current block b_i.
    b_i: GenericArray<u8, H::OutputSize>,
    /// The index of the next block.
    next: usize,
    /// How much of b_i has been read.
    offset: usize,
    remain: usize,
}

impl<H: FixedOutput> fmt::Debug for ExpandMsgXmd<H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ExpandMsgXmd")
            .field("remain", &self.remain)
            .finish()
    }
}

impl<H> ExpandMsgXmd<H>
where
    H: Default + BlockSizeUser + FixedOutput,
{
    /// b_i = H(prefix || I2OSP(i, 1) || DST_prime), the prefix b_0 for i = 1 and
    /// strxor(b_0, b_(i-1)) after.
    fn block(prefix: &[u8], i: usize, dst: &Dst) -> GenericArray<u8, H::OutputSize> {
        let mut h = H::default();
        h.update(prefix);
        h.update(&[i as u8]);
        dst.feed(&mut h);
        h.finalize_fixed()
    }
}

impl<H> ExpandMessage for ExpandMsgXmd<H>
where
    H: Default + BlockSizeUser + FixedOutput,
    H::OutputSize: IsLess<U256>,
{
    fn init_expand<M, L>(message: M, dst: &[u8], len_in_bytes: usize) -> Self
    where
        M: Message,
        L: ArrayLength<u8> + IsLess<U256>,
    {
        let b_in_bytes = H::OutputSize::to_usize();
        let ell = len_in_bytes.div_ceil(b_in_bytes);
        if ell > 255 {
            panic!("Invalid ExpandMsgXmd usage: ell > 255");
        }
        if len_in_bytes > u16::MAX as usize {
            panic!("Invalid ExpandMsgXmd usage: len_in_bytes > u16::MAX");
        }
        // A long tag becomes H("H2C-OVERSIZE-DST-" || DST) (at most 255 bytes by the bound).
        let dst = Dst::new(dst, |buf| {
            let mut h = H::default();
            h.update(OVERSIZE_DST_SALT);
            h.update(dst);
            let hashed = h.finalize_fixed();
            buf[..hashed.len()].copy_from_slice(&hashed);
            hashed.len()
        });
        let mut h = H::default();
        h.update(&GenericArray::<u8, H::BlockSize>::default()); // Z_pad
        message.input_message(|m| h.update(m));
        h.update(&(len_in_bytes as u16).to_be_bytes());
        h.update(&[0u8]);
        dst.feed(&mut h);
        let b_0 = h.finalize_fixed();
        let b_i = Self::block(&b_0, 1, &dst);
        ExpandMsgXmd {
            dst,
            b_0,
            b_i,
            next: 2,
            offset: 0,
            remain: len_in_bytes,
        }
    }

    fn read_into(&mut self, output: &mut [u8]) -> usize {
        let len = self.remain.min(output.len());
        let mut done = 0;
        while done < len {
            if self.offset == self.b_i.len() {
                let mut x = self.b_0.clone();
                for (a, b) in x.iter_mut().zip(self.b_i.iter()) {
                    *a ^= b;
                }
                self.b_i = Self::block(&x, self.next, &self.dst);
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

    fn remain(&self) -> usize {
        self.remain
    }
}
