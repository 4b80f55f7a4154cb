//! Key generation as blst's `keygen.c` defines it: the KeyGen of the successive drafts of
//! draft-irtf-cfrg-bls-signature (versions 3, 4 and 5, which differ in the salt and the retry
//! on SK = 0), and the EIP-2333 tree (master and child keys through Lamport keys).
//!
//! bls381's own `SecretKey::key_gen` is version 4 with the default salt; blst's variants take
//! a salt of the caller's and other versions, so the facade writes the HKDF steps out once
//! for all of them (the tests check version 4 against bls381). Every buffer holding key
//! material is wiped; the only branch on secret data is the retry on SK = 0 (probability
//! 2⁻²⁵⁵), as in both libraries.

use hkdf::{Hkdf, HkdfExtract};
use sha2::{Digest, Sha256};
use zeroize::{Zeroize, Zeroizing};

use crate::field::fr_from_be_bytes;

/// The draft's default salt.
const SALT: &[u8] = b"BLS-SIG-KEYGEN-SALT-";
/// L: HKDF output bytes per attempt.
const L: usize = 48;

/// The draft version of [`keygen`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Version {
    /// draft-03: the default salt, one attempt (SK may be 0).
    V3,
    /// draft-04 (and blst's `blst_keygen`): the salt hashed before each attempt, retried while
    /// SK = 0.
    V4,
    /// draft-05: the salt as given for the first attempt, hashed before each retry.
    V5,
}

/// The secret key (32 little-endian bytes, a scalar below r) that KeyGen derives from `ikm`,
/// `salt` (the default when `None`) and `info`; all zeros when `ikm` is shorter than 32 bytes,
/// or when version 5 gets no salt (blst's conventions).
pub(crate) fn keygen(ikm: &[u8], salt: Option<&[u8]>, info: &[u8], version: Version) -> [u8; 32] {
    if ikm.len() < 32 || (version == Version::V5 && salt.is_none()) {
        return [0u8; 32];
    }
    let mut salt = Zeroizing::new(salt.unwrap_or(SALT).to_vec());
    if version == Version::V4 {
        *salt = Sha256::digest(&*salt).to_vec();
    }
    loop {
        // PRK = HKDF-Extract(salt, IKM ‖ I2OSP(0, 1))
        let mut extract = HkdfExtract::<Sha256>::new(Some(&salt));
        extract.input_ikm(ikm);
        extract.input_ikm(&[0]);
        let (mut prk, hkdf) = extract.finalize();
        prk.as_mut_slice().zeroize();
        // OKM = HKDF-Expand(PRK, key_info ‖ I2OSP(L, 2), L); 48 bytes is below HKDF's limit.
        let mut okm = Zeroizing::new([0u8; L]);
        let _ = hkdf.expand_multi_info(&[info, &(L as u16).to_be_bytes()], &mut *okm);
        // SK = OS2IP(OKM) mod r
        let sk = fr_from_be_bytes(&*okm);
        if version == Version::V3 || !bool::from(sk.is_zero()) {
            return sk.to_bytes();
        }
        *salt = Sha256::digest(&*salt).to_vec();
    }
}

/// EIP-2333 `derive_master_SK`: KeyGen version 4 of the seed.
pub(crate) fn derive_master_eip2333(seed: &[u8]) -> [u8; 32] {
    keygen(seed, None, &[], Version::V4)
}

/// EIP-2333 `derive_child_SK(parent_SK, index)`, keys as 32 little-endian bytes.
pub(crate) fn derive_child_eip2333(parent: &[u8; 32], index: u32) -> [u8; 32] {
    let pk = Zeroizing::new(parent_sk_to_lamport_pk(parent, index));
    keygen(&*pk, None, &[], Version::V4)
}

/// EIP-2333 `parent_SK_to_lamport_PK`.
fn parent_sk_to_lamport_pk(parent: &[u8; 32], index: u32) -> [u8; 32] {
    let salt = index.to_be_bytes();
    // IKM = I2OSP(parent_SK, 32)
    let mut ikm = Zeroizing::new(*parent);
    ikm.reverse();
    let mut compressed = Sha256::new();
    for flip in [false, true] {
        if flip {
            // not_IKM = flip_bits(IKM)
            for b in ikm.iter_mut() {
                *b = !*b;
            }
        }
        // lamport = IKM_to_lamport_SK(IKM, salt): HKDF with an empty info, 255 chunks of 32.
        let mut okm = Zeroizing::new(vec![0u8; 255 * 32]);
        let _ = Hkdf::<Sha256>::new(Some(&salt), &*ikm).expand(&[], &mut okm);
        for chunk in okm.chunks(32) {
            compressed.update(Sha256::digest(chunk));
        }
    }
    compressed.finalize().into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use bls381::signature::min_pk::SecretKey;

    #[test]
    fn version_4_is_bls381s_key_gen() {
        for seed in 0u8..8 {
            let ikm = [seed; 40];
            let mine = keygen(&ikm, None, b"info", Version::V4);
            let mut be = mine;
            be.reverse();
            assert_eq!(SecretKey::key_gen(&ikm, b"info").unwrap().to_bytes(), be);
        }
    }

    #[test]
    fn eip2333_vector_0() {
        // EIP-2333 test case 0.
        let seed = hex(
            "c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04",
        );
        let master = derive_master_eip2333(&seed);
        let child = derive_child_eip2333(&master, 0);
        assert_eq!(
            dec(&master),
            "6083874454709270928345386274498605044986640685124978867557563392430687146096"
        );
        assert_eq!(
            dec(&child),
            "20397789859736650942317412262472558107875392172444076792671091975210932703118"
        );
    }

    fn hex(s: &str) -> Vec<u8> {
        (0..s.len() / 2)
            .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap())
            .collect()
    }

    /// The decimal digits of a little-endian 256-bit integer.
    fn dec(le: &[u8; 32]) -> String {
        let mut n: Vec<u32> = le
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        let mut digits = Vec::new();
        while n.iter().any(|w| *w != 0) {
            let mut rem = 0u64;
            for w in n.iter_mut().rev() {
                let cur = (rem << 32) | u64::from(*w);
                *w = (cur / 10) as u32;
                rem = cur % 10;
            }
            digits.push(b'0' + rem as u8);
        }
        digits.reverse();
        String::from_utf8(digits).unwrap()
    }
}
