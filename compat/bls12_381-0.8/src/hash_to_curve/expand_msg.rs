//! `expand_message_xmd` and `expand_message_xof` (RFC 9380 §5.3), generic over the caller's hash
//! function, with the trait shapes of `bls12_381` 0.8 (`digest` 0.9). The expansion itself is
//! compat/shared/expand_msg.rs.

use core::marker::PhantomData;

use digest::{
    generic_array::{typenum::Unsigned, typenum::U32, GenericArray},
    BlockInput, Digest, ExtendableOutputDirty, Update,
};

#[macro_use]
#[path = "../../../shared/expand_msg.rs"]
mod shared;
use shared::{Xmd, XmdHash, Xof, XofHash};

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
    expander_reading_methods!();
}

/// A generator for the output of `expand_message_xof` for a given
/// extendable hash function, message, DST, and output length.
///
/// Implements [section 5.3.2 of RFC 9380][expand_message_xof]
/// with `k = 128`.
///
/// [expand_message_xof]: https://www.rfc-editor.org/rfc/rfc9380.html#section-5.3.2
pub struct ExpandMsgXof<H: ExtendableOutputDirty> {
    xof: Xof<<H as ExtendableOutputDirty>::Reader>,
}

impl<H: ExtendableOutputDirty> core::fmt::Debug for ExpandMsgXof<H> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        shared::debug_expander(f, "ExpandMsgXof", self.xof.remain())
    }
}

impl<'x, H> ExpandMessageState<'x> for ExpandMsgXof<H>
where
    H: ExtendableOutputDirty,
{
    fn read_into(&mut self, output: &mut [u8]) -> usize {
        self.xof.read_into(output)
    }

    fn remain(&self) -> usize {
        self.xof.remain()
    }
}

impl<'x, H> InitExpandMessage<'x> for ExpandMsgXof<H>
where
    H: Default + Update + ExtendableOutputDirty,
{
    type Expander = Self;

    // A tag longer than 255 bytes becomes ceil(2k/8) = 32 bytes (k = 128).
    fn init_expand(message: &[u8], dst: &[u8], len_in_bytes: usize) -> Self {
        let message = |h: &mut H| h.update(message);
        ExpandMsgXof {
            xof: Xof::new(message, dst, U32::USIZE, len_in_bytes),
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
    xmd: Xmd<H::OutputSize>,
    _dst: PhantomData<&'x [u8]>,
}

impl<H: Digest> core::fmt::Debug for ExpandMsgXmdState<'_, H> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        shared::debug_expander(f, "ExpandMsgXmdState", self.xmd.remain())
    }
}

impl<'x, H> InitExpandMessage<'x> for ExpandMsgXmd<H>
where
    H: Digest + BlockInput,
{
    type Expander = ExpandMsgXmdState<'x, H>;

    fn init_expand(message: &[u8], dst: &'x [u8], len_in_bytes: usize) -> Self::Expander {
        let message = |h: &mut H| Digest::update(h, message);
        ExpandMsgXmdState {
            xmd: Xmd::new(message, dst, len_in_bytes),
            _dst: PhantomData,
        }
    }
}

impl<'x, H> ExpandMessageState<'x> for ExpandMsgXmdState<'x, H>
where
    H: Digest + BlockInput,
{
    fn read_into(&mut self, output: &mut [u8]) -> usize {
        self.xmd.read_into::<H>(output)
    }

    fn remain(&self) -> usize {
        self.xmd.remain()
    }
}

// The hash functions of the digest 0.9 generation.

impl<H: Digest + BlockInput> XmdHash for H {
    type BlockLen = H::BlockSize;
    type OutLen = <H as Digest>::OutputSize;

    fn fresh() -> Self {
        H::new()
    }

    fn absorb(&mut self, bytes: &[u8]) {
        Digest::update(self, bytes);
    }

    fn finish(self) -> GenericArray<u8, Self::OutLen> {
        self.finalize()
    }
}

impl<H: Default + Update + ExtendableOutputDirty> XofHash for H {
    type Reader = H::Reader;

    fn fresh() -> Self {
        H::default()
    }

    fn absorb(&mut self, bytes: &[u8]) {
        self.update(bytes);
    }

    fn finish_xof(mut self) -> H::Reader {
        self.finalize_xof_dirty()
    }
}
