//! Secret-key hygiene beyond `signature_negative.rs`: the key's memory is wiped when the key is
//! dropped (not only by an explicit `zeroize()`), and `Debug` stays redacted wherever a key ends
//! up printed, including inside the `Result` of a decoder (what `unwrap_err` prints) and
//! containers. Both variants. Seeds are printed.
// blst's C API, called beside bls381's (each call's SAFETY note covers its group of calls).
#![allow(unsafe_code, clippy::undocumented_unsafe_blocks)]

use crate::common;

use core::mem::{size_of, ManuallyDrop};

macro_rules! hygiene {
    ($name:ident) => {
        mod $name {
            use super::*;
            use bls381::signature::$name::SecretKey;
            use zeroize::{Zeroize, ZeroizeOnDrop};

            const SIZE: usize = size_of::<SecretKey>();

            /// The bytes of the key's own memory, read in place.
            fn raw(sk: &SecretKey) -> [u8; SIZE] {
                // SAFETY: `sk` is a live, aligned reference to SIZE bytes, all initialised (a
                // scalar's four limbs; `PhantomData` adds nothing and there is no padding);
                // reading them as bytes is valid for any value.
                unsafe { core::ptr::read((sk as *const SecretKey).cast::<[u8; SIZE]>()) }
            }

            #[test]
            fn drop_wipes_the_key() {
                let mut rng = common::rng(concat!(stringify!($name), "::drop_wipes_the_key"));
                for _ in 0..8 {
                    let mut slot = ManuallyDrop::new(SecretKey::generate(&mut rng));
                    assert_ne!(raw(&slot), [0u8; SIZE], "a fresh key is not zero");
                    let p: *mut SecretKey = &mut *slot;
                    // SAFETY: `p` points to the initialised key inside `slot`, dropped here once;
                    // `ManuallyDrop` keeps the compiler from dropping it again, and the memory
                    // stays allocated (a local) and initialised (Drop only overwrites it), so
                    // reading its bytes afterwards, as `raw` does, is valid.
                    let after = unsafe {
                        core::ptr::drop_in_place(p);
                        core::ptr::read(p.cast::<[u8; SIZE]>())
                    };
                    assert_eq!(after, [0u8; SIZE], "Drop left the key in memory");
                }
            }

            #[test]
            fn zeroize_on_drop_is_declared() {
                fn wiped<T: Zeroize + ZeroizeOnDrop>() {}
                wiped::<SecretKey>();
            }

            #[test]
            fn debug_is_redacted_everywhere() {
                let mut rng = common::rng(concat!(stringify!($name), "::debug_redacted"));
                let sk = SecretKey::generate(&mut rng);
                let bytes = sk.to_bytes();
                let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
                let decoded = SecretKey::from_bytes(&bytes);
                let printed = [
                    format!("{sk:?}"),
                    format!("{sk:#?}"),
                    format!("{decoded:?}"),
                    format!("{:?}", Some(&sk)),
                    format!("{:?}", [&sk, &sk]),
                ];
                for s in &printed {
                    assert!(s.contains("<redacted>"), "{s}");
                    // Neither the encoding nor any 4-byte run of it in hex or decimal.
                    for w in 0..bytes.len() - 3 {
                        assert!(!s.contains(&hex[2 * w..2 * w + 8]), "{s}");
                        let dec = format!(
                            "{}, {}, {}, {}",
                            bytes[w],
                            bytes[w + 1],
                            bytes[w + 2],
                            bytes[w + 3]
                        );
                        assert!(!s.contains(&dec), "{s}");
                    }
                }
                assert_eq!(printed[2], "Ok(SecretKey(<redacted>))");
            }
        }
    };
}

hygiene!(min_pk);
hygiene!(min_sig);
