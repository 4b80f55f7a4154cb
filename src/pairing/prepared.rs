//! `G2Prepared`: the 68 line coefficients of a G2 point, computed once for many Miller loops.

use alloc::vec::Vec;

use subtle::{Choice, ConditionallySelectable};

use crate::curve::G2Affine;

use super::miller_loop::{lines_of, Line, LINES};

/// A G2 point's Miller-loop lines, precomputed for [`multi_miller_loop`](crate::multi_miller_loop)
/// (68 lines of three Fp2 coefficients, 19.6 kB). Worth it when a point is paired more than
/// once; a single pairing computes its lines on the fly.
///
/// The identity is accepted: it is replaced by the generator (so the precomputation takes the
/// same time) and flagged, and its pairs contribute 1.
///
/// ```
/// use bls381::{multi_miller_loop, pairing, G1Affine, G2Affine, G2Prepared};
/// let (p, q) = (G1Affine::generator(), G2Affine::generator());
/// let prepared = G2Prepared::from(q);
/// assert_eq!(multi_miller_loop(&[(&p, &prepared)]).final_exponentiation(), pairing(&p, &q));
/// ```
#[derive(Clone, Debug)]
pub struct G2Prepared {
    pub(crate) infinity: Choice,
    pub(crate) lines: Vec<Line>,
}

impl From<G2Affine> for G2Prepared {
    fn from(q: G2Affine) -> G2Prepared {
        let infinity = q.is_identity();
        let q = G2Affine::conditional_select(&q, &G2Affine::generator(), infinity);
        let mut lines = Vec::with_capacity(LINES);
        lines_of(&q.x, &q.y, |l| lines.push(l));
        G2Prepared { infinity, lines }
    }
}
