//! The search of blst's message-uniqueness context (`blst_uniq_*`), kept as a sorted list.

use core::cmp::Ordering;

/// Where a message goes among `count` sorted ones: `Err(position)` if it is new, `Ok(index)`
/// if it equals one. `cmp(i)` compares the i-th with it.
pub(crate) fn search(count: usize, cmp: impl Fn(usize) -> Ordering) -> Result<usize, usize> {
    let (mut lo, mut hi) = (0, count);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        match cmp(mid) {
            Ordering::Less => lo = mid + 1,
            Ordering::Greater => hi = mid,
            Ordering::Equal => return Ok(mid),
        }
    }
    Err(lo)
}
