//! Work splitting on the caller's rayon pool with the `parallel` feature, the plain loops
//! without it (as bls381's own `parallel` module: never a pool of the library's own).

use alloc::vec::Vec;

/// `items.map(f)` in order, in tasks of at least `min` items when a pool of more than one
/// thread is current.
pub(crate) fn map<T: Sync, U: Send>(
    items: &[T],
    min: usize,
    f: impl Fn(&T) -> U + Sync + Send,
) -> Vec<U> {
    #[cfg(feature = "parallel")]
    {
        use rayon::prelude::*;
        if items.len() >= 2 * min.max(1) && rayon::current_num_threads() > 1 {
            return items.par_iter().with_min_len(min.max(1)).map(f).collect();
        }
    }
    let _ = min;
    items.iter().map(f).collect()
}

/// `(0..n).map(f)` in order, potentially in parallel (one call per task at least).
pub(crate) fn map_range<U: Send>(n: usize, f: impl Fn(usize) -> U + Sync + Send) -> Vec<U> {
    #[cfg(feature = "parallel")]
    {
        use rayon::prelude::*;
        if n >= 2 && rayon::current_num_threads() > 1 {
            return (0..n).into_par_iter().map(f).collect();
        }
    }
    (0..n).map(f).collect()
}
