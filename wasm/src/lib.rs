//! bls381 for WebAssembly: a C ABI over byte buffers, for the JavaScript package in `js/`.
//!
//! No wasm-bindgen: every export takes pointers and lengths into the module's linear memory
//! and returns an `i32` status, 0 for success or one of the [`Status`] codes (whose message
//! [`bls_error_message`] gives). The caller (js/index.js) allocates its inputs and outputs
//! with [`bls_alloc`], copies its bytes in, calls, copies the output out and releases every
//! buffer with [`bls_free`], which zeroes it first (so no copy of a secret key outlives the
//! call in the module's memory).
//!
//! The scheme is Ethereum's, `min_pk` with proof of possession
//! (`BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_`): public keys are 48-byte compressed G1
//! points, signatures 96-byte compressed G2 points, secret keys 32 bytes big-endian. Points
//! may also be given uncompressed (96 / 192 bytes). Every decoder validates (encoding, curve,
//! subgroup, and for public keys the identity), and no input makes an export panic.
//!
//! The safe layer is [`api`]: the exports only turn pointers into slices and call it.

use core::slice;

pub mod api;

pub use api::Status;

/// A zeroed buffer of `len` bytes for the caller (null for `len == 0`); release it with
/// [`bls_free`] and the same length.
#[no_mangle]
pub extern "C" fn bls_alloc(len: usize) -> *mut u8 {
    if len == 0 {
        return core::ptr::null_mut();
    }
    Box::into_raw(vec![0u8; len].into_boxed_slice()).cast::<u8>()
}

/// Zeroes and releases a buffer of [`bls_alloc`] (a null pointer is ignored).
///
/// # Safety
/// `ptr` is null or was returned by `bls_alloc(len)` with this `len` and not freed since.
#[no_mangle]
pub unsafe extern "C" fn bls_free(ptr: *mut u8, len: usize) {
    if ptr.is_null() || len == 0 {
        return;
    }
    // SAFETY: by the contract, ptr/len is the boxed slice bls_alloc leaked, still live.
    let mut b = unsafe { Box::from_raw(core::ptr::slice_from_raw_parts_mut(ptr, len)) };
    // Volatile writes, so that the zeroing of a secret is not optimised away before the free.
    for x in b.iter_mut() {
        // SAFETY: x is a valid, aligned, exclusive reference into the live buffer.
        unsafe { core::ptr::write_volatile(x, 0) };
    }
    core::sync::atomic::compiler_fence(core::sync::atomic::Ordering::SeqCst);
    drop(b);
}

/// The address of the UTF-8 message of a status code (see [`bls_error_message_len`]).
#[no_mangle]
pub extern "C" fn bls_error_message(code: i32) -> *const u8 {
    Status::message_of(code).as_ptr()
}

/// The length in bytes of the message [`bls_error_message`] points to.
#[no_mangle]
pub extern "C" fn bls_error_message_len(code: i32) -> usize {
    Status::message_of(code).len()
}

/// A read-only view of `len` bytes at `ptr` (empty for `len == 0`, whatever `ptr`).
///
/// # Safety
/// For `len > 0`, `ptr..ptr + len` is readable and not written during the call.
unsafe fn input<'a>(ptr: *const u8, len: usize) -> &'a [u8] {
    if len == 0 || ptr.is_null() {
        &[]
    } else {
        // SAFETY: by the contract, ptr..ptr+len is a live readable buffer.
        unsafe { slice::from_raw_parts(ptr, len) }
    }
}

/// A writable view of `N` bytes at `ptr`.
///
/// # Safety
/// `ptr..ptr + N` is writable and aliased by no other view during the call.
unsafe fn output<'a, const N: usize>(ptr: *mut u8) -> Option<&'a mut [u8; N]> {
    if ptr.is_null() {
        None
    } else {
        // SAFETY: by the contract, ptr..ptr+N is live, writable and unaliased; u8 has align 1.
        Some(unsafe { &mut *ptr.cast::<[u8; N]>() })
    }
}

/// Runs `f` on the output buffer, or fails with [`Status::NullPointer`].
fn with_out<const N: usize>(
    out: Option<&mut [u8; N]>,
    f: impl FnOnce(&mut [u8; N]) -> Result<(), Status>,
) -> i32 {
    match out {
        None => Status::NullPointer as i32,
        Some(o) => api::code(f(o)),
    }
}

// Every export below: SAFETY contract for the caller. Each (ptr, len) pair is a readable buffer
// of len bytes (or len is 0), each output pointer a writable buffer of the stated size, none
// overlapping an output, all live for the call (js/index.js allocates them with bls_alloc).

/// The 48-byte compressed public key of a 32-byte secret key.
///
/// # Safety
/// `sk`: 32 readable bytes; `out`: 48 writable bytes (see the contract above).
#[no_mangle]
pub unsafe extern "C" fn bls_get_public_key(sk: *const u8, out: *mut u8) -> i32 {
    // SAFETY: the caller's contract (32 readable bytes at sk, 48 writable at out).
    let (sk, out) = unsafe { (input(sk, 32), output::<48>(out)) };
    with_out(out, |o| api::get_public_key(sk, o))
}

/// KeyGen (draft §2.3): a 32-byte secret key from at least 32 bytes of IKM and a key_info.
///
/// # Safety
/// `ikm`/`info`: readable buffers of their lengths; `out`: 32 writable bytes.
#[no_mangle]
pub unsafe extern "C" fn bls_key_gen(
    ikm: *const u8,
    ikm_len: usize,
    info: *const u8,
    info_len: usize,
    out: *mut u8,
) -> i32 {
    // SAFETY: the caller's contract.
    let (ikm, info, out) = unsafe { (input(ikm, ikm_len), input(info, info_len), output(out)) };
    with_out(out, |o| api::key_gen(ikm, info, o))
}

/// Sign: the 96-byte compressed signature of `msg` under the 32-byte secret key `sk`.
///
/// # Safety
/// `sk`: 32 readable bytes; `msg`: `msg_len` readable bytes; `out`: 96 writable bytes.
#[no_mangle]
pub unsafe extern "C" fn bls_sign(
    sk: *const u8,
    msg: *const u8,
    msg_len: usize,
    out: *mut u8,
) -> i32 {
    // SAFETY: the caller's contract.
    let (sk, msg, out) = unsafe { (input(sk, 32), input(msg, msg_len), output(out)) };
    with_out(out, |o| api::sign(sk, msg, o))
}

/// Verify: 0 if `sig` is a valid signature of `msg` under `pk`, else a status (7 for a
/// well-formed signature that does not verify).
///
/// # Safety
/// Each (pointer, length) pair readable.
#[no_mangle]
pub unsafe extern "C" fn bls_verify(
    sig: *const u8,
    sig_len: usize,
    msg: *const u8,
    msg_len: usize,
    pk: *const u8,
    pk_len: usize,
) -> i32 {
    // SAFETY: the caller's contract.
    let (sig, msg, pk) = unsafe { (input(sig, sig_len), input(msg, msg_len), input(pk, pk_len)) };
    api::code(api::verify(sig, msg, pk))
}

/// The sum of `n` public keys of `stride` bytes each (48 or 96), compressed into `out`.
///
/// # Safety
/// `pks`: `n * stride` readable bytes; `out`: 48 writable bytes.
#[no_mangle]
pub unsafe extern "C" fn bls_aggregate_public_keys(
    pks: *const u8,
    n: usize,
    stride: usize,
    out: *mut u8,
) -> i32 {
    let Some(len) = n.checked_mul(stride) else {
        return Status::LengthMismatch as i32;
    };
    // SAFETY: the caller's contract.
    let (pks, out) = unsafe { (input(pks, len), output(out)) };
    with_out(out, |o| api::aggregate_public_keys(pks, stride, o))
}

/// The sum of `n` signatures of `stride` bytes each (96 or 192), compressed into `out`.
///
/// # Safety
/// `sigs`: `n * stride` readable bytes; `out`: 96 writable bytes.
#[no_mangle]
pub unsafe extern "C" fn bls_aggregate_signatures(
    sigs: *const u8,
    n: usize,
    stride: usize,
    out: *mut u8,
) -> i32 {
    let Some(len) = n.checked_mul(stride) else {
        return Status::LengthMismatch as i32;
    };
    // SAFETY: the caller's contract.
    let (sigs, out) = unsafe { (input(sigs, len), output(out)) };
    with_out(out, |o| api::aggregate_signatures(sigs, stride, o))
}

/// AggregateVerify: whether `sig` aggregates the signatures of message i under key i, for n
/// messages given as one concatenation `msgs` of `msgs_len` bytes and their `n` lengths
/// (little-endian u32) at `lens`, and n keys of `stride` bytes at `pks`.
///
/// # Safety
/// `sig`: `sig_len` readable bytes; `msgs`: `msgs_len`; `lens`: `4 * n`; `pks`: `n * stride`.
#[no_mangle]
pub unsafe extern "C" fn bls_aggregate_verify(
    sig: *const u8,
    sig_len: usize,
    msgs: *const u8,
    msgs_len: usize,
    lens: *const u8,
    n: usize,
    pks: *const u8,
    stride: usize,
) -> i32 {
    let (Some(lens_len), Some(pks_len)) = (n.checked_mul(4), n.checked_mul(stride)) else {
        return Status::LengthMismatch as i32;
    };
    // SAFETY: the caller's contract.
    let (sig, msgs, lens, pks) = unsafe {
        (
            input(sig, sig_len),
            input(msgs, msgs_len),
            input(lens, lens_len),
            input(pks, pks_len),
        )
    };
    api::code(api::aggregate_verify(sig, msgs, lens, pks, stride))
}

/// FastAggregateVerify: whether `sig` aggregates signatures of the one message `msg` under
/// each of the `n` keys of `stride` bytes at `pks` (keys with proofs of possession).
///
/// # Safety
/// `sig`: `sig_len` readable bytes; `msg`: `msg_len`; `pks`: `n * stride`.
#[no_mangle]
pub unsafe extern "C" fn bls_fast_aggregate_verify(
    sig: *const u8,
    sig_len: usize,
    msg: *const u8,
    msg_len: usize,
    pks: *const u8,
    n: usize,
    stride: usize,
) -> i32 {
    let Some(pks_len) = n.checked_mul(stride) else {
        return Status::LengthMismatch as i32;
    };
    // SAFETY: the caller's contract.
    let (sig, msg, pks) = unsafe {
        (
            input(sig, sig_len),
            input(msg, msg_len),
            input(pks, pks_len),
        )
    };
    api::code(api::fast_aggregate_verify(sig, msg, pks, stride))
}

/// Batch verification of n independent sets (key i, message i, signature i), keys of
/// `pk_stride` bytes, signatures of `sig_stride`, messages as in [`bls_aggregate_verify`];
/// the blinding scalars are drawn from a SHA-256 generator seeded with the caller's 32 random
/// bytes at `seed` (js/index.js: `crypto.getRandomValues`).
///
/// # Safety
/// `pks`: `n * pk_stride` readable bytes; `msgs`: `msgs_len`; `lens`: `4 * n`;
/// `sigs`: `n * sig_stride`; `seed`: 32.
#[no_mangle]
pub unsafe extern "C" fn bls_batch_verify(
    pks: *const u8,
    pk_stride: usize,
    msgs: *const u8,
    msgs_len: usize,
    lens: *const u8,
    sigs: *const u8,
    sig_stride: usize,
    n: usize,
    seed: *const u8,
) -> i32 {
    let (Some(pks_len), Some(lens_len), Some(sigs_len)) = (
        n.checked_mul(pk_stride),
        n.checked_mul(4),
        n.checked_mul(sig_stride),
    ) else {
        return Status::LengthMismatch as i32;
    };
    // SAFETY: the caller's contract.
    let (pks, msgs, lens, sigs, seed) = unsafe {
        (
            input(pks, pks_len),
            input(msgs, msgs_len),
            input(lens, lens_len),
            input(sigs, sigs_len),
            input(seed, 32),
        )
    };
    api::code(api::batch_verify(
        pks, pk_stride, msgs, lens, sigs, sig_stride, seed,
    ))
}

/// The pairing e(P, Q) of a G1 point (48 or 96 bytes) and a G2 point (96 or 192 bytes), as the
/// 576-byte encoding of the Fp12 element (`Gt::to_bytes`).
///
/// # Safety
/// `p`: `p_len` readable bytes; `q`: `q_len`; `out`: 576 writable bytes.
#[no_mangle]
pub unsafe extern "C" fn bls_pairing(
    p: *const u8,
    p_len: usize,
    q: *const u8,
    q_len: usize,
    out: *mut u8,
) -> i32 {
    // SAFETY: the caller's contract.
    let (p, q, out) = unsafe { (input(p, p_len), input(q, q_len), output(out)) };
    with_out(out, |o| api::pairing(p, q, o))
}

/// Validates a G1 point (48 or 96 bytes; the identity is allowed) and writes its compressed form.
///
/// # Safety
/// `p`: `len` readable bytes; `out`: 48 writable bytes.
#[no_mangle]
pub unsafe extern "C" fn bls_g1_compress(p: *const u8, len: usize, out: *mut u8) -> i32 {
    // SAFETY: the caller's contract.
    let (p, out) = unsafe { (input(p, len), output(out)) };
    with_out(out, |o| api::g1(p).map(|a| *o = a.to_compressed()))
}

/// Validates a G2 point (96 or 192 bytes; the identity is allowed) and writes its compressed form.
///
/// # Safety
/// `p`: `len` readable bytes; `out`: 96 writable bytes.
#[no_mangle]
pub unsafe extern "C" fn bls_g2_compress(p: *const u8, len: usize, out: *mut u8) -> i32 {
    // SAFETY: the caller's contract.
    let (p, out) = unsafe { (input(p, len), output(out)) };
    with_out(out, |o| api::g2(p).map(|a| *o = a.to_compressed()))
}

/// RFC 9380 hash_to_curve to G2 (`_RO_`) of `msg` under `dst`, uncompressed (192 bytes).
///
/// # Safety
/// `msg`: `msg_len` readable bytes; `dst`: `dst_len`; `out`: 192 writable bytes.
#[no_mangle]
pub unsafe extern "C" fn bls_hash_to_g2(
    msg: *const u8,
    msg_len: usize,
    dst: *const u8,
    dst_len: usize,
    out: *mut u8,
) -> i32 {
    // SAFETY: the caller's contract.
    let (msg, dst, out) = unsafe { (input(msg, msg_len), input(dst, dst_len), output(out)) };
    with_out(out, |o| api::hash_to_g2(msg, dst, o))
}
