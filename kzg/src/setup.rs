//! The trusted setup and everything derived from it once: [`KzgSettings`].

use alloc::vec::Vec;

use bls381::field::{bit_reverse_permute, Domain};
use bls381::{G1Affine, G1Projective, G2Affine, G2Prepared, Scalar};

use crate::error::{Error, PointError, SetupPart};
use crate::fk20::Fk20;
use crate::{FIELD_ELEMENTS_PER_BLOB, FIELD_ELEMENTS_PER_CELL, FIELD_ELEMENTS_PER_EXT_BLOB};

/// G1 points of the setup (each form).
pub const NUM_G1_POINTS: usize = FIELD_ELEMENTS_PER_BLOB;
/// G2 points of the setup (monomial form: [s^i]G2 for i ≤ 64).
pub const NUM_G2_POINTS: usize = 65;

/// The trusted setup with its precomputations: load it once, share it (`Sync`), call the
/// operations on it.
///
/// `precompute` (0 to 15, as c-kzg's) switches the fixed-base tables of the cell proofs on
/// when non-zero: the shifts of FK20's 8192 setup-derived points (window 8), 14.5 MiB whatever
/// the value. c-kzg's tables at value p take 8192·2^(p−1)·96 bytes (96 MiB at its recommended
/// 8), rust_eth_kzg's at width 8 as many; both speed up the cell proofs only, as here. With 0,
/// every MSM is the variable-base one.
///
/// Commitments and blob proofs always use the variable-base MSM: a table of the 4096 Lagrange
/// points (4.6 MiB at its best window, 13 bits) saves about a third of the additions but not
/// of the time, its random accesses missing the caches where the variable-base method's
/// working set (8192 points, 850 KB) stays in them (measured: 4% faster on a quiet core,
/// slower under load).
pub struct KzgSettings {
    /// [L_i(s)]G1 in bit-reversed order: the commitment key for blobs.
    pub(crate) g1_lagrange_brp: Vec<G1Affine>,
    /// [s^i]G1.
    pub(crate) g1_monomial: Vec<G1Affine>,
    pub(crate) g2_generator: G2Prepared,
    /// [s]G2.
    pub(crate) g2_s: G2Prepared,
    /// [s^64]G2: cells' vanishing polynomials are x^64 − h^64.
    pub(crate) g2_s_cell: G2Prepared,
    /// ω_4096^brp(i): the points a blob's field elements are the values at.
    pub(crate) brp_roots: Vec<Scalar>,
    pub(crate) blob_domain: Domain,
    pub(crate) ext_domain: Domain,
    pub(crate) cell_domain: Domain,
    pub(crate) fk20: Fk20,
    precompute: u64,
}

impl core::fmt::Debug for KzgSettings {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("KzgSettings")
            .field("precompute", &self.precompute)
            .field("table_bytes", &self.table_bytes())
            .finish_non_exhaustive()
    }
}

/// How much to check of the setup's points.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Checks {
    /// Everything: on the curve and in the subgroup, and not in monomial form.
    Full,
    /// The embedded mainnet setup: on the curve (decoding needs it); the subgroup checks of
    /// every point are done by this crate's tests instead of at every start.
    Embedded,
}

impl KzgSettings {
    /// Loads a setup from its three lists of compressed points: 4096 G1 points in monomial
    /// form, the same 4096 in Lagrange form (natural order), 65 G2 points in monomial form
    /// (c-kzg's `load_trusted_setup`). Every point is decoded and checked (on the curve, in
    /// the subgroup), and the Lagrange list must not be the monomial one; see
    /// [`KzgSettings`] for `precompute`.
    pub fn load_trusted_setup(
        g1_monomial_bytes: &[u8],
        g1_lagrange_bytes: &[u8],
        g2_monomial_bytes: &[u8],
        precompute: u64,
    ) -> Result<Self, Error> {
        Self::load(
            g1_monomial_bytes,
            g1_lagrange_bytes,
            g2_monomial_bytes,
            precompute,
            Checks::Full,
        )
    }

    /// Parses c-kzg's text format (the number of G1 points, of G2 points, then one hex point
    /// per line: the G1 Lagrange points, the G2 points, the G1 monomial points) and loads it
    /// as [`load_trusted_setup`](Self::load_trusted_setup) does.
    pub fn parse_kzg_trusted_setup(text: &str, precompute: u64) -> Result<Self, Error> {
        let (m, l, g2) = parse_text(text)?;
        Self::load_trusted_setup(&m, &l, &g2, precompute)
    }

    /// Reads and parses a trusted setup file in c-kzg's text format.
    #[cfg(feature = "std")]
    pub fn load_trusted_setup_file(path: &std::path::Path, precompute: u64) -> Result<Self, Error> {
        let text = std::fs::read_to_string(path).map_err(|e| Error::Io(e.kind()))?;
        Self::parse_kzg_trusted_setup(&text, precompute)
    }

    /// The embedded mainnet setup, decoded without the per-point subgroup checks (the tests
    /// check every point of it).
    pub(crate) fn mainnet(precompute: u64) -> Result<Self, Error> {
        let (m, l, g2) = parse_text(MAINNET_TRUSTED_SETUP)?;
        Self::load(&m, &l, &g2, precompute, Checks::Embedded)
    }

    /// The precomputation setting this was loaded with.
    pub fn precompute(&self) -> u64 {
        self.precompute
    }

    /// The bytes taken by the fixed-base tables (0 without precomputation).
    pub fn table_bytes(&self) -> usize {
        self.fk20.table_bytes()
    }

    fn load(
        g1_monomial_bytes: &[u8],
        g1_lagrange_bytes: &[u8],
        g2_monomial_bytes: &[u8],
        precompute: u64,
        checks: Checks,
    ) -> Result<Self, Error> {
        if precompute > 15 {
            return Err(Error::InvalidPrecompute(precompute));
        }
        let g1_monomial = decode_g1_list(g1_monomial_bytes, SetupPart::G1Monomial, checks)?;
        let mut g1_lagrange_brp = decode_g1_list(g1_lagrange_bytes, SetupPart::G1Lagrange, checks)?;
        let g2_monomial = decode_g2_list(g2_monomial_bytes, checks)?;

        if checks == Checks::Full {
            // A monomial list passed as the Lagrange one: e(L₁, G2) = e(L₀, [s]G2).
            let lagrange_is_monomial = bls381::pairing_check(&[
                (g1_lagrange_brp[1], g2_monomial[0]),
                (-g1_lagrange_brp[0], g2_monomial[1]),
            ]);
            if lagrange_is_monomial {
                return Err(Error::InvalidTrustedSetup {
                    part: Some(SetupPart::G1Lagrange),
                    index: None,
                    reason: "the Lagrange points are in monomial form",
                });
            }
        }
        bit_reverse_permute(&mut g1_lagrange_brp);

        let blob_domain = Domain::new(FIELD_ELEMENTS_PER_BLOB).expect("power of two");
        let ext_domain = Domain::new(FIELD_ELEMENTS_PER_EXT_BLOB).expect("power of two");
        let cell_domain = Domain::new(FIELD_ELEMENTS_PER_CELL).expect("power of two");
        let mut brp_roots = blob_domain.roots().to_vec();
        bit_reverse_permute(&mut brp_roots);

        let fk20 = Fk20::new(&g1_monomial, precompute != 0);

        Ok(KzgSettings {
            g2_generator: G2Prepared::from(G2Affine::generator()),
            g2_s: G2Prepared::from(g2_monomial[1]),
            g2_s_cell: G2Prepared::from(g2_monomial[FIELD_ELEMENTS_PER_CELL]),
            g1_lagrange_brp,
            g1_monomial,
            brp_roots,
            blob_domain,
            ext_domain,
            cell_domain,
            fk20,
            precompute,
        })
    }

    /// Σ poly_i·L_i(s) in G1: the commitment to a polynomial given by its values in blob order.
    pub(crate) fn commit_lagrange(&self, poly: &[Scalar]) -> G1Projective {
        G1Projective::msm_vartime(&self.g1_lagrange_brp, poly)
    }
}

/// c-kzg's mainnet trusted setup file (the KZG ceremony's output), built in.
pub(crate) const MAINNET_TRUSTED_SETUP: &str = include_str!("trusted_setup.txt");

/// The three point lists of a setup, as bytes: (G1 monomial, G1 Lagrange, G2 monomial).
type SetupBytes = (Vec<u8>, Vec<u8>, Vec<u8>);

/// The point lists of the text format.
fn parse_text(text: &str) -> Result<SetupBytes, Error> {
    let bad = |reason| Error::InvalidTrustedSetup {
        part: None,
        index: None,
        reason,
    };
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let mut count = |expected: usize| -> Result<(), Error> {
        let n: usize = lines
            .next()
            .ok_or(bad("missing point count"))?
            .parse()
            .map_err(|_| bad("point count is not a number"))?;
        if n == expected {
            Ok(())
        } else {
            Err(bad("wrong number of points"))
        }
    };
    count(NUM_G1_POINTS)?;
    count(NUM_G2_POINTS)?;
    let mut read = |n: usize, len: usize, part: SetupPart| -> Result<Vec<u8>, Error> {
        let mut out = Vec::with_capacity(n * len);
        for i in 0..n {
            let line = lines.next().ok_or(Error::InvalidTrustedSetup {
                part: Some(part),
                index: Some(i),
                reason: "missing point",
            })?;
            let bytes = crate::types::hex_to_bytes(line)
                .ok()
                .filter(|b| b.len() == len);
            out.extend(bytes.ok_or(Error::InvalidTrustedSetup {
                part: Some(part),
                index: Some(i),
                reason: "not a hex point of the right length",
            })?);
        }
        Ok(out)
    };
    let lagrange = read(NUM_G1_POINTS, 48, SetupPart::G1Lagrange)?;
    let g2 = read(NUM_G2_POINTS, 96, SetupPart::G2Monomial)?;
    let monomial = read(NUM_G1_POINTS, 48, SetupPart::G1Monomial)?;
    if lines.next().is_some() {
        return Err(bad("trailing data after the points"));
    }
    Ok((monomial, lagrange, g2))
}

fn decode_g1_list(bytes: &[u8], part: SetupPart, checks: Checks) -> Result<Vec<G1Affine>, Error> {
    if bytes.len() != NUM_G1_POINTS * 48 {
        return Err(Error::InvalidTrustedSetup {
            part: Some(part),
            index: None,
            reason: "wrong length",
        });
    }
    let encodings: Vec<[u8; 48]> = bytes
        .chunks_exact(48)
        .map(|c| c.try_into().expect("48 bytes"))
        .collect();
    let decode = |e: &[u8; 48]| -> Result<G1Affine, PointError> {
        let p = Option::<G1Affine>::from(G1Affine::from_compressed_unchecked(e))
            .ok_or(PointError::Encoding)?;
        if checks == Checks::Full && !bool::from(p.is_torsion_free()) {
            return Err(PointError::NotInSubgroup);
        }
        Ok(p)
    };
    crate::par::map(&encodings, 64, decode)
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            r.map_err(|e| Error::InvalidTrustedSetup {
                part: Some(part),
                index: Some(i),
                reason: match e {
                    PointError::Encoding => "not a valid compressed point",
                    PointError::NotInSubgroup => "point not in the prime-order subgroup",
                },
            })
        })
        .collect()
}

fn decode_g2_list(bytes: &[u8], checks: Checks) -> Result<Vec<G2Affine>, Error> {
    let part = SetupPart::G2Monomial;
    if bytes.len() != NUM_G2_POINTS * 96 {
        return Err(Error::InvalidTrustedSetup {
            part: Some(part),
            index: None,
            reason: "wrong length",
        });
    }
    bytes
        .chunks_exact(96)
        .enumerate()
        .map(|(i, c)| {
            let e: &[u8; 96] = c.try_into().expect("96 bytes");
            let p = Option::<G2Affine>::from(G2Affine::from_compressed_unchecked(e)).ok_or(
                Error::InvalidTrustedSetup {
                    part: Some(part),
                    index: Some(i),
                    reason: "not a valid compressed point",
                },
            )?;
            if checks == Checks::Full && !bool::from(p.is_torsion_free()) {
                return Err(Error::InvalidTrustedSetup {
                    part: Some(part),
                    index: Some(i),
                    reason: "point not in the prime-order subgroup",
                });
            }
            Ok(p)
        })
        .collect()
}

/// The default settings: the embedded mainnet setup, built on first use and kept (one copy
/// with precomputation, one without; `precompute` as for [`KzgSettings`]), as c-kzg's
/// `ethereum_kzg_settings`.
///
/// # Panics
/// If `precompute` > 15 (as c-kzg).
///
/// ```no_run
/// let settings = bls381_kzg::ethereum_kzg_settings(0);
/// let blob = bls381_kzg::Blob::default();
/// let commitment = settings.blob_to_kzg_commitment(&blob).unwrap();
/// assert_eq!(commitment.as_hex_string(), format!("c0{}", "00".repeat(47)));
/// ```
#[cfg(feature = "std")]
pub fn ethereum_kzg_settings(precompute: u64) -> &'static KzgSettings {
    ethereum_kzg_settings_inner(precompute).as_ref()
}

/// [`ethereum_kzg_settings`] as an `Arc`, to share.
///
/// # Panics
/// If `precompute` > 15.
#[cfg(feature = "std")]
pub fn ethereum_kzg_settings_arc(precompute: u64) -> alloc::sync::Arc<KzgSettings> {
    ethereum_kzg_settings_inner(precompute).clone()
}

#[cfg(feature = "std")]
fn ethereum_kzg_settings_inner(precompute: u64) -> &'static alloc::sync::Arc<KzgSettings> {
    use std::sync::OnceLock;
    static CACHES: [OnceLock<alloc::sync::Arc<KzgSettings>>; 2] =
        [OnceLock::new(), OnceLock::new()];
    assert!(
        precompute <= 15,
        "unsupported precompute value {precompute}: 0 to 15"
    );
    CACHES[usize::from(precompute != 0)].get_or_init(|| {
        alloc::sync::Arc::new(
            KzgSettings::mainnet(precompute).expect("the embedded mainnet setup is valid"),
        )
    })
}
