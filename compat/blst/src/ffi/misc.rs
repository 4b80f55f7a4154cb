//! Key generation, hashing, message uniqueness and sizes.

use sha2::{Digest, Sha256};

use super::{bytes, export};
use crate::field::hex_value;
use crate::keygen::{self, Version};
use crate::types::*;

/// The hex digits of the NUL-terminated string at `hex` after an optional `0x`, up to the
/// first non-digit and at most `max` of them (blst's `limbs_from_hexascii`).
///
/// # Safety
///
/// `hex` is readable up to its terminating NUL.
pub(crate) unsafe fn hex_digits(hex: *const u8, max: usize) -> Vec<u8> {
    let mut d = Vec::new();
    // SAFETY: every byte read is at or before the terminating NUL: the prefix is looked at
    // only when its first byte is '0', and the loop stops at the first non-digit.
    unsafe {
        let mut p = hex;
        if *p == b'0' && (*p.add(1) == b'x' || *p.add(1) == b'X') {
            p = p.add(2);
        }
        while d.len() < max && hex_value(*p).is_some() {
            d.push(*p);
            p = p.add(1);
        }
    }
    d
}

/// The salt argument of the key generators: NULL means none.
///
/// # Safety
///
/// `salt` is NULL or readable for `len` bytes.
unsafe fn salt<'a>(salt: *const byte, len: usize) -> Option<&'a [u8]> {
    if salt.is_null() {
        None
    } else {
        // SAFETY: non-NULL, so readable for `len` bytes by the caller's contract.
        Some(unsafe { bytes(salt, len) })
    }
}

macro_rules! keygen_fn {
    ($(#[$m:meta])* $name:ident, $version:expr) => {
        export! {
            $(#[$m])*
            pub fn $name(out_SK: *mut blst_scalar, IKM: *const byte, IKM_len: usize, info: *const byte, info_len: usize) {
                // SAFETY: `IKM` and `info` (NULL meaning empty) are read before `out_SK` is
                // written.
                unsafe {
                    let sk = keygen::keygen(bytes(IKM, IKM_len), None, bytes(info, info_len), $version);
                    out_SK.write(blst_scalar { b: sk });
                }
            }
        }
    };
}

keygen_fn!(/// KeyGen (draft-04/05 with the default salt); a zero key for an IKM under 32 bytes.
    blst_keygen, Version::V4);
keygen_fn!(/// KeyGen of draft-03 (no retry on a zero key).
    blst_keygen_v3, Version::V3);

export! {
    /// KeyGen of draft-04 with a salt (the default one for NULL), hashed before each attempt.
    pub fn blst_keygen_v4_5(out_SK: *mut blst_scalar, IKM: *const byte, IKM_len: usize, salt: *const byte,
        salt_len: usize, info: *const byte, info_len: usize) {
        // SAFETY: the inputs are read before `out_SK` is written.
        unsafe {
            let sk = keygen::keygen(bytes(IKM, IKM_len), self::salt(salt, salt_len), bytes(info, info_len), Version::V4);
            out_SK.write(blst_scalar { b: sk });
        }
    }
}

export! {
    /// KeyGen of draft-05 with a salt (a zero key for NULL, as in blst).
    pub fn blst_keygen_v5(out_SK: *mut blst_scalar, IKM: *const byte, IKM_len: usize, salt: *const byte,
        salt_len: usize, info: *const byte, info_len: usize) {
        // SAFETY: the inputs are read before `out_SK` is written.
        unsafe {
            let sk = keygen::keygen(bytes(IKM, IKM_len), self::salt(salt, salt_len), bytes(info, info_len), Version::V5);
            out_SK.write(blst_scalar { b: sk });
        }
    }
}

export! {
    /// EIP-2333 master key of the seed (a zero key for a seed under 32 bytes).
    pub fn blst_derive_master_eip2333(out_SK: *mut blst_scalar, IKM: *const byte, IKM_len: usize) {
        // SAFETY: `IKM` is read before `out_SK` is written.
        unsafe { out_SK.write(blst_scalar { b: keygen::derive_master_eip2333(bytes(IKM, IKM_len)) }) }
    }
}

export! {
    /// EIP-2333 child key.
    pub fn blst_derive_child_eip2333(out_SK: *mut blst_scalar, SK: *const blst_scalar, child_index: u32) {
        // SAFETY: `SK` is read before `out_SK` (which may alias it) is written.
        unsafe {
            let parent = zeroize::Zeroizing::new((*SK).b);
            out_SK.write(blst_scalar { b: keygen::derive_child_eip2333(&parent, child_index) });
        }
    }
}

export! {
    /// `expand_message_xmd` with SHA-256 (RFC 9380 §5.3.1) of `msg` under `DST` into
    /// `out_len` bytes; nothing is written for more than 8160.
    pub fn blst_expand_message_xmd(out: *mut byte, out_len: usize, msg: *const byte, msg_len: usize, DST: *const byte, DST_len: usize) {
        // SAFETY: the inputs are read into the buffer before `out` (room for `out_len`
        // bytes) is written.
        unsafe {
            let mut buf = vec![0u8; out_len];
            if bls381::hash_to_curve::expand_message_xmd(bytes(msg, msg_len), bytes(DST, DST_len), &mut buf).is_ok() {
                core::ptr::copy_nonoverlapping(buf.as_ptr(), out, out_len);
            }
        }
    }
}

export! {
    /// SHA-256 of `msg` into the 32 bytes at `out`.
    pub fn blst_sha256(out: *mut byte, msg: *const byte, msg_len: usize) {
        // SAFETY: `msg` is read before `out` is written.
        unsafe {
            let d: [u8; 32] = Sha256::digest(bytes(msg, msg_len)).into();
            (out as *mut [u8; 32]).write(d);
        }
    }
}

export! {
    /// The size of `blst_fp12`.
    pub fn blst_fp12_sizeof() -> usize {
        core::mem::size_of::<blst_fp12>()
    }
}

/// The uniqueness context: a count, then (address, length) of each message seen, sorted by
/// content.
const UNIQ_HEADER: usize = core::mem::size_of::<usize>();
const UNIQ_ENTRY: usize = 2 * core::mem::size_of::<usize>();

export! {
    /// The bytes a `blst_uniq` context needs for `n_nodes` messages.
    pub fn blst_uniq_sizeof(n_nodes: usize) -> usize {
        UNIQ_HEADER + UNIQ_ENTRY * n_nodes
    }
}

export! {
    /// Initialises a `blst_uniq` context (empty).
    pub fn blst_uniq_init(tree: *mut blst_uniq) {
        // SAFETY: `tree` has at least the header's bytes, writable and 8-aligned.
        unsafe { (tree as *mut usize).write(0) }
    }
}

export! {
    /// Whether `msg` differs from every message tested before on this context; it is
    /// remembered (by address: it must outlive the context).
    pub fn blst_uniq_test(tree: *mut blst_uniq, msg: *const byte, len: usize) -> bool {
        // SAFETY: `tree` was sized by `blst_uniq_sizeof` for at least one more message than it
        // holds, and every message it remembers is still alive (blst's contract).
        unsafe {
            let count_p = tree as *mut usize;
            let entries = (tree as *mut u8).add(UNIQ_HEADER) as *mut [usize; 2];
            let count = *count_p;
            let m = bytes(msg, len);
            let cmp = |i: usize| {
                let [addr, l] = *entries.add(i);
                bytes(addr as *const u8, l).cmp(m)
            };
            let pos = match crate::uniq::search(count, cmp) {
                Ok(_) => return false,
                Err(pos) => pos,
            };
            core::ptr::copy(entries.add(pos), entries.add(pos + 1), count - pos);
            *entries.add(pos) = [m.as_ptr() as usize, m.len()];
            *count_p = count + 1;
            true
        }
    }
}
