//! `expand_message_xmd` and `expand_message_xof` (RFC 9380 §5.3), generic over the caller's hash
//! function, with the trait shapes of `bls12_381` 0.9 (`digest` 0.10). The expansion itself is
//! compat/shared/expand_msg.rs.

use digest::{
    ExtendableOutput, FixedOutput,
    core_api::BlockSizeUser,
    generic_array::{
        ArrayLength, GenericArray,
        typenum::{IsLess, U256},
    },
};

#[macro_use]
#[path = "../../../shared/expand_msg.rs"]
mod shared;
use shared::{Xmd, XmdHash, Xof, XofHash};

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

    expander_reading_methods!();
}

/// A generator for the output of `expand_message_xof` for a given
/// extendable hash function, message, DST, and output length.
///
/// Implements [section 5.3.2 of RFC 9380][expand_message_xof].
///
/// [expand_message_xof]: https://www.rfc-editor.org/rfc/rfc9380.html#section-5.3.2
pub struct ExpandMsgXof<H: ExtendableOutput> {
    xof: Xof<<H as ExtendableOutput>::Reader>,
}

impl<H: ExtendableOutput> core::fmt::Debug for ExpandMsgXof<H> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        shared::debug_expander(f, "ExpandMsgXof", self.xof.remain())
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
        let message = |h: &mut H| message.input_message(|m| h.update(m));
        ExpandMsgXof {
            xof: Xof::new(message, dst, L::USIZE, len_in_bytes),
        }
    }

    fn read_into(&mut self, output: &mut [u8]) -> usize {
        self.xof.read_into(output)
    }

    fn remain(&self) -> usize {
        self.xof.remain()
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
    xmd: Xmd<H::OutputSize>,
}

impl<H: FixedOutput> core::fmt::Debug for ExpandMsgXmd<H> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        shared::debug_expander(f, "ExpandMsgXmd", self.xmd.remain())
    }
}

impl<H> ExpandMessage for ExpandMsgXmd<H>
where
    H: Default + BlockSizeUser + FixedOutput,
    H::OutputSize: IsLess<U256>,
{
    // bls12_381 0.9 also rejects len_in_bytes > u16::MAX, after the ell check: with fewer than
    // 256 output bytes, any such length already takes more than 255 blocks.
    fn init_expand<M, L>(message: M, dst: &[u8], len_in_bytes: usize) -> Self
    where
        M: Message,
        L: ArrayLength<u8> + IsLess<U256>,
    {
        let message = |h: &mut H| message.input_message(|m| h.update(m));
        ExpandMsgXmd {
            xmd: Xmd::new(message, dst, len_in_bytes),
        }
    }

    fn read_into(&mut self, output: &mut [u8]) -> usize {
        self.xmd.read_into::<H>(output)
    }

    fn remain(&self) -> usize {
        self.xmd.remain()
    }
}

// The hash functions of the digest 0.10 generation.

impl<H: Default + BlockSizeUser + FixedOutput> XmdHash for H {
    type BlockLen = H::BlockSize;
    type OutLen = H::OutputSize;

    fn fresh() -> Self {
        H::default()
    }

    fn absorb(&mut self, bytes: &[u8]) {
        self.update(bytes);
    }

    fn finish(self) -> GenericArray<u8, H::OutputSize> {
        self.finalize_fixed()
    }
}

impl<H: Default + ExtendableOutput> XofHash for H {
    type Reader = H::Reader;

    fn fresh() -> Self {
        H::default()
    }

    fn absorb(&mut self, bytes: &[u8]) {
        self.update(bytes);
    }

    fn finish_xof(self) -> H::Reader {
        self.finalize_xof()
    }
}
