//! The subgroup checks of a whole input at once (MSM and pairing points), in parallel with the
//! `parallel` feature, reporting the failure the one-point-at-a-time order would report.

use crate::curve::{Affine, Curve};
use crate::parallel;

/// Points per task of a parallel check: one check costs 30–45 µs (less in a batch of 8 in IFMA
/// lanes), far more than handing a task to another thread; 8 keeps the lanes full.
const CHECK_PARALLEL_MIN: usize = 8;

/// The index of the first point outside the prime-order subgroup (the identity is inside), if
/// any. Each check is Scott's endomorphism test (constant time; the curve layer's).
pub(super) fn first_outside<C: Curve>(points: &[Affine<C>]) -> Option<usize> {
    // Each chunk checked as a batch (`Curve::is_torsion_free_many`), in order: the first
    // failing chunk holds the first failing point.
    let parts = parallel::parts(points.len(), CHECK_PARALLEL_MIN);
    let firsts = parallel::map_range(parts, 1, |k| {
        let r = parallel::range(points.len(), parts, k);
        let chunk = &points[r.clone()];
        C::is_torsion_free_many(chunk)
            .iter()
            .zip(chunk)
            .position(|(ok, p)| !(bool::from(p.is_identity()) || bool::from(*ok)))
            .map(|i| r.start + i)
    });
    firsts.into_iter().flatten().next()
}

/// [`first_outside`] of both lists, the two potentially in parallel.
pub(super) fn first_outside_both<C: Curve, D: Curve>(
    a: &[Affine<C>],
    b: &[Affine<D>],
) -> (Option<usize>, Option<usize>) {
    if parallel::parts(a.len() + b.len(), CHECK_PARALLEL_MIN) > 1 {
        parallel::join(|| first_outside(a), || first_outside(b))
    } else {
        (first_outside(a), first_outside(b))
    }
}

/// The error of a sequence of items, each decoded and then subgroup-checked, stopped at the
/// first item that did not decode (`decode_failure`, after the `decoded` items): the earliest
/// subgroup failure among the decoded items (`outside`: the failing items' indices, any order,
/// with their errors) if there is one, else the decoding failure. That is the error a check of
/// each item in turn (decode, then subgroup) would meet first.
pub(super) fn first_failure<E: Copy>(
    outside: impl IntoIterator<Item = (usize, E)>,
    decode_failure: Option<E>,
) -> Result<(), E> {
    match outside.into_iter().min_by_key(|(i, _)| *i) {
        Some((_, e)) => Err(e),
        None => decode_failure.map_or(Ok(()), Err),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn earliest_failure_wins() {
        assert_eq!(first_failure::<u8>([], None), Ok(()));
        assert_eq!(first_failure([], Some(9u8)), Err(9));
        assert_eq!(first_failure([(5, 1u8), (2, 2)], Some(9)), Err(2));
        assert_eq!(first_failure([(3, 1u8)], None), Err(1));
    }
}
