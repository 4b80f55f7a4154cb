// The 1000 successive multiples i·G (i = 0…999) of zkcrypto's serialization vectors (the
// `.dat` files of bls12_381's src/tests, kept in tests/vectors/serialization-zkcrypto), through
// the facade: the inherent encoders and decoders, the `_unchecked` decoders and the
// `GroupEncoding` / `UncompressedEncoding` traits. Included by each facade's tests/vectors.rs.

use bls12_381::{G1Affine, G1Projective, G2Affine, G2Projective};
use group::{GroupEncoding, UncompressedEncoding};

const DIR: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../tests/vectors/serialization-zkcrypto/"
);

fn read(name: &str) -> Vec<u8> {
    std::fs::read(format!("{DIR}{name}")).unwrap_or_else(|e| panic!("{name}: {e}"))
}

macro_rules! vectors {
    ($test:ident, $file:literal, $proj:ident, $affine:ident, $len:literal,
     $to:ident, $from:ident, $from_unchecked:ident) => {
        #[test]
        fn $test() {
            let bytes = read($file);
            assert_eq!(bytes.len(), 1000 * $len);
            let mut p = $proj::identity();
            for (i, expected) in bytes.chunks($len).enumerate() {
                let a = $affine::from(p);
                let encoded = a.$to();
                assert_eq!(&encoded[..], expected, "{} of {}", i, $file);
                let arr: [u8; $len] = expected.try_into().unwrap();
                assert_eq!($affine::$from(&arr).unwrap(), a, "{} of {}", i, $file);
                assert_eq!($affine::$from_unchecked(&arr).unwrap(), a, "{} of {}", i, $file);
                p += $proj::generator();
            }
        }
    };
}

vectors!(g1_compressed, "g1_compressed_valid_test_vectors.dat", G1Projective, G1Affine, 48,
         to_compressed, from_compressed, from_compressed_unchecked);
vectors!(g1_uncompressed, "g1_uncompressed_valid_test_vectors.dat", G1Projective, G1Affine, 96,
         to_uncompressed, from_uncompressed, from_uncompressed_unchecked);
vectors!(g2_compressed, "g2_compressed_valid_test_vectors.dat", G2Projective, G2Affine, 96,
         to_compressed, from_compressed, from_compressed_unchecked);
vectors!(g2_uncompressed, "g2_uncompressed_valid_test_vectors.dat", G2Projective, G2Affine, 192,
         to_uncompressed, from_uncompressed, from_uncompressed_unchecked);

/// The same vectors through the `group` traits (`Repr` = compressed, `Uncompressed`).
macro_rules! trait_vectors {
    ($test:ident, $cfile:literal, $ufile:literal, $proj:ident, $affine:ident) => {
        #[test]
        fn $test() {
            let c = read($cfile);
            let u = read($ufile);
            let clen = c.len() / 1000;
            let ulen = u.len() / 1000;
            let mut p = $proj::identity();
            for i in 0..1000 {
                let mut repr = <$proj as GroupEncoding>::Repr::default();
                repr.as_mut().copy_from_slice(&c[i * clen..(i + 1) * clen]);
                assert_eq!(<$proj as GroupEncoding>::from_bytes(&repr).unwrap(), p);
                assert_eq!(<$proj as GroupEncoding>::from_bytes_unchecked(&repr).unwrap(), p);
                assert!(GroupEncoding::to_bytes(&p) == repr);
                assert_eq!(<$affine as GroupEncoding>::from_bytes(&repr).unwrap(), $affine::from(p));
                let mut un = <$affine as UncompressedEncoding>::Uncompressed::default();
                un.as_mut().copy_from_slice(&u[i * ulen..(i + 1) * ulen]);
                let a = <$affine as UncompressedEncoding>::from_uncompressed(&un).unwrap();
                assert_eq!(a, $affine::from(p));
                assert_eq!(<$affine as UncompressedEncoding>::from_uncompressed_unchecked(&un).unwrap(), a);
                assert!(UncompressedEncoding::to_uncompressed(&a) == un);
                p = p.add(&$proj::generator());
            }
        }
    };
}

trait_vectors!(g1_traits, "g1_compressed_valid_test_vectors.dat",
               "g1_uncompressed_valid_test_vectors.dat", G1Projective, G1Affine);
trait_vectors!(g2_traits, "g2_compressed_valid_test_vectors.dat",
               "g2_uncompressed_valid_test_vectors.dat", G2Projective, G2Affine);
