//! KeyGen of draft-irtf-cfrg-bls-signature-05 §2.3: HKDF-SHA256 from input keying material to a
//! scalar in [1, r − 1].
//!
//! ```text
//! salt = "BLS-SIG-KEYGEN-SALT-"
//! SK = 0
//! while SK == 0:
//!     salt = H(salt)
//!     PRK = HKDF-Extract(salt, IKM || I2OSP(0, 1))
//!     OKM = HKDF-Expand(PRK, key_info || I2OSP(L, 2), L)     L = 48
//!     SK = OS2IP(OKM) mod r
//! ```
//!
//! L = ceil(3·ceil(log2 r)/16) = 48 bytes: 128 bits more than r has, so that the reduction mod
//! r is statistically uniform (bias < 2⁻¹²⁸). SHA-256 states (and with them HMAC's keyed
//! states) are wiped on drop by the `zeroize` feature of `sha2`; the buffers here are wiped
//! explicitly.

use hkdf::HkdfExtract;
use sha2::{Digest, Sha256};
use zeroize::Zeroize;

use super::Error;
use crate::field::Fr as Scalar;

/// The initial salt (§2.3), hashed before its first use.
const SALT: &[u8] = b"BLS-SIG-KEYGEN-SALT-";
/// L: HKDF output bytes per attempt.
const L: usize = 48;
/// The least IKM length the draft allows (§2.3: "IKM MUST be at least 32 bytes long").
pub(crate) const MIN_IKM: usize = 32;

/// The secret scalar derived from `ikm` and `key_info`.
///
/// Constant time in the contents of `ikm` (HKDF and the reduction are); the loop runs again
/// only when SK = 0, which happens with probability 2⁻²⁵⁵.
pub(crate) fn key_gen(ikm: &[u8], key_info: &[u8]) -> Result<Scalar, Error> {
    if ikm.len() < MIN_IKM {
        return Err(Error::IkmTooShort);
    }
    let mut salt: [u8; 32] = Sha256::digest(SALT).into();
    loop {
        let mut extract = HkdfExtract::<Sha256>::new(Some(&salt));
        extract.input_ikm(ikm);
        extract.input_ikm(&[0]);
        let (mut prk, hkdf) = extract.finalize();
        prk.as_mut_slice().zeroize();
        let mut okm = [0u8; L];
        // HKDF-Expand refuses only outputs over 255 blocks; L = 48 bytes is one and a half,
        // so this error cannot happen (it is mapped rather than unwrapped: no panic paths).
        hkdf.expand_multi_info(&[key_info, &(L as u16).to_be_bytes()], &mut okm)
            .map_err(|_| Error::InvalidSecretKey)?;
        let sk = okm_to_scalar(&okm);
        okm.zeroize();
        // The retry reveals whether SK = 0 (never, in practice): public by design.
        if !crate::ct::declassify(sk.is_zero()) {
            salt.zeroize();
            return Ok(sk);
        }
        salt = Sha256::digest(salt).into();
    }
}

/// OS2IP(okm) mod r: the 48 big-endian bytes as a 512-bit little-endian integer, reduced.
fn okm_to_scalar(okm: &[u8; L]) -> Scalar {
    let mut wide = [0u8; 64];
    for (w, o) in wide.iter_mut().zip(okm.iter().rev()) {
        *w = *o;
    }
    let s = Scalar::from_bytes_wide(&wide);
    wide.zeroize();
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_short_ikm() {
        assert_eq!(key_gen(&[7u8; 31], b""), Err(Error::IkmTooShort));
        assert!(key_gen(&[7u8; 32], b"").is_ok());
    }

    #[test]
    fn okm_is_read_big_endian() {
        let mut okm = [0u8; L];
        okm[L - 1] = 5;
        assert_eq!(okm_to_scalar(&okm), Scalar::from(5u64));
        okm[L - 2] = 1;
        assert_eq!(okm_to_scalar(&okm), Scalar::from(261u64));
    }

    #[test]
    fn key_info_changes_the_key() {
        let ikm = [0x42u8; 32];
        assert_ne!(key_gen(&ikm, b"").unwrap(), key_gen(&ikm, b"a").unwrap());
    }
}
