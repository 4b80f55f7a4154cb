//! `expand_message_xmd` and `expand_message_xof` (RFC 9380 §5.3), generic over the caller's hash
//! function, with the trait shapes of `bls12_381` 0.8 (`digest` 0.9).

use core::{
    fmt::{self, Debug, Formatter},
    marker::PhantomData,
};

use digest::{
    generic_array::{
        typenum::{Unsigned, U32},
        GenericArray,
    },
    BlockInput, Digest, ExtendableOutputDirty, Update, XofReader,
};

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

/// The longest domain separation tag used as is (RFC 9380 §5.3.3).
const MAX_DST_LENGTH: usize = 255;

/// The prefix under which a longer tag is hashed (RFC 9380 §5.3.3).
const OVERSIZE_DST_SALT: &[u8] = b"H2C-OVERSIZE-DST-";

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

    /// The tag followed by its one-byte length: DST_prime of RFC 9380 §5.3.1.
    fn prime(&self) -> (&[u8], [u8; 1]) {
        (&self.bytes[..self.len], [self.len as u8])
    }
}

/// A trait for message expansion methods supported by hash-to-curve.
pub trait ExpandMessage: for<'x> InitExpandMessage<'x> {
    // This intermediate is likely only necessary until GATs allow
    // associated types with lifetimes.
}

/// Trait for constructing a new message expander.
pub trait InitExpandMessage<'x> {
    /// The state object used during message expansion.
    type Expander: ExpandMessageState<'x>;

    /// Initializes a message expander.
    fn init_expand(message: &[u8], dst: &'x [u8], len_in_bytes: usize) -> Self::Expander;
}

// Automatically derive trait
impl<X: for<'x> InitExpandMessage<'x>> ExpandMessage for X {}

/// Trait for types implementing the `expand_message` interface for `hash_to_field`.
pub trait ExpandMessageState<'x> {
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
/// Implements [section 5.3.2 of RFC 9380][expand_message_xof]
/// with `k = 128`.
///
/// [expand_message_xof]: https://www.rfc-editor.org/rfc/rfc9380.html#section-5.3.2
pub struct ExpandMsgXof<H: ExtendableOutputDirty> {
    hash: <H as ExtendableOutputDirty>::Reader,
    remain: usize,
}

impl<H: ExtendableOutputDirty> Debug for ExpandMsgXof<H> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.debug_struct("ExpandMsgXof")
            .field("remain", &self.remain)
            .finish()
    }
}

impl<'x, H> ExpandMessageState<'x> for ExpandMsgXof<H>
where
    H: ExtendableOutputDirty,
{
    fn read_into(&mut self, output: &mut [u8]) -> usize {
        let len = self.remain.min(output.len());
        self.hash.read(&mut output[..len]);
        self.remain -= len;
        len
    }

    fn remain(&self) -> usize {
        self.remain
    }
}

impl<'x, H> InitExpandMessage<'x> for ExpandMsgXof<H>
where
    H: Default + Update + ExtendableOutputDirty,
{
    type Expander = Self;

    fn init_expand(message: &[u8], dst: &[u8], len_in_bytes: usize) -> Self {
        // A long tag becomes ceil(2k/8) = 32 bytes of H("H2C-OVERSIZE-DST-" || DST) (k = 128).
        let dst = Dst::new(dst, |buf| {
            let mut h = H::default();
            h.update(OVERSIZE_DST_SALT);
            h.update(dst);
            h.finalize_xof_dirty().read(&mut buf[..U32::USIZE]);
            U32::USIZE
        });
        // msg || I2OSP(len_in_bytes, 2) || DST_prime
        let (tag, tag_len) = dst.prime();
        let mut h = H::default();
        h.update(message);
        h.update((len_in_bytes as u16).to_be_bytes());
        h.update(tag);
        h.update(tag_len);
        Self {
            hash: h.finalize_xof_dirty(),
            remain: len_in_bytes,
        }
    }
}

/// Constructor for `expand_message_xmd` for a given digest hash function, message, DST,
/// and output length.
///
/// Implements [section 5.3.1 of RFC 9380][expand_message_xmd].
///
/// [expand_message_xmd]: https://www.rfc-editor.org/rfc/rfc9380.html#section-5.3.1
#[derive(Debug)]
pub struct ExpandMsgXmd<H: Digest>(PhantomData<H>);

/// The expander of [`ExpandMsgXmd`]: the output of `expand_message_xmd` for one message, DST
/// and length.
pub struct ExpandMsgXmdState<'x, H: Digest> {
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
    _dst: PhantomData<&'x [u8]>,
}

impl<H: Digest> Debug for ExpandMsgXmdState<'_, H> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.debug_struct("ExpandMsgXmdState")
            .field("remain", &self.remain)
            .finish()
    }
}

/// b_i = H(prefix || I2OSP(i, 1) || DST_prime), the prefix b_0 for i = 1 and
/// strxor(b_0, b_(i-1)) after.
fn block<H: Digest>(prefix: &[u8], i: usize, dst: &Dst) -> GenericArray<u8, H::OutputSize> {
    let (tag, tag_len) = dst.prime();
    let mut h = H::new();
    Digest::update(&mut h, prefix);
    Digest::update(&mut h, [i as u8]);
    Digest::update(&mut h, tag);
    Digest::update(&mut h, tag_len);
    h.finalize()
}

impl<'x, H> InitExpandMessage<'x> for ExpandMsgXmd<H>
where
    H: Digest + BlockInput,
{
    type Expander = ExpandMsgXmdState<'x, H>;

    fn init_expand(message: &[u8], dst: &'x [u8], len_in_bytes: usize) -> Self::Expander {
        let b_in_bytes = <H as Digest>::OutputSize::to_usize();
        let ell = len_in_bytes.div_ceil(b_in_bytes);
        if ell > 255 {
            panic!("Invalid ExpandMsgXmd usage: ell > 255");
        }
        // A long tag becomes H("H2C-OVERSIZE-DST-" || DST).
        let dst = Dst::new(dst, |buf| {
            let mut h = H::new();
            Digest::update(&mut h, OVERSIZE_DST_SALT);
            Digest::update(&mut h, dst);
            let hashed = h.finalize();
            buf[..hashed.len()].copy_from_slice(&hashed);
            hashed.len()
        });
        let (tag, tag_len) = dst.prime();
        let mut h = H::new();
        Digest::update(
            &mut h,
            GenericArray::<u8, <H as BlockInput>::BlockSize>::default(),
        ); // Z_pad
        Digest::update(&mut h, message);
        Digest::update(&mut h, (len_in_bytes as u16).to_be_bytes());
        Digest::update(&mut h, [0u8]);
        Digest::update(&mut h, tag);
        Digest::update(&mut h, tag_len);
        let b_0 = h.finalize();
        let b_i = block::<H>(&b_0, 1, &dst);
        ExpandMsgXmdState {
            dst,
            b_0,
            b_i,
            next: 2,
            offset: 0,
            remain: len_in_bytes,
            _dst: PhantomData,
        }
    }
}

impl<'x, H> ExpandMessageState<'x> for ExpandMsgXmdState<'x, H>
where
    H: Digest + BlockInput,
{
    fn read_into(&mut self, output: &mut [u8]) -> usize {
        let len = self.remain.min(output.len());
        let mut done = 0;
        while done < len {
            if self.offset == self.b_i.len() {
                let mut x = self.b_0.clone();
                for (a, b) in x.iter_mut().zip(self.b_i.iter()) {
                    *a ^= b;
                }
                self.b_i = block::<H>(&x, self.next, &self.dst);
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
