//! Work splitting on the caller's rayon pool (feature `parallel`), and its serial stand-in.
//!
//! The library never builds, sizes or starts a pool of its own: work runs on the pool whose
//! `ThreadPool::install` the caller is inside, else on rayon's global pool (`RAYON_NUM_THREADS`
//! or one thread per CPU). Without the feature every helper here is the plain serial loop, so
//! the algorithms that call them compile to their serial code.
//!
//! Small inputs never reach rayon: callers decide with [`parts`], which compares the input with
//! its threshold *before* asking for the thread count (asking would start rayon's global
//! pool, a cost that small operations must not pay), and take their serial path when it
//! answers 1. Inside a one-thread pool the answer is 1 too, so a one-thread run is the serial
//! code plus one thread-count query per call.

#![cfg_attr(not(feature = "parallel"), allow(dead_code))]

#[cfg(feature = "alloc")]
use alloc::vec::Vec;
use core::ops::Range;

#[cfg(feature = "parallel")]
use rayon::prelude::*;

/// The number of threads of the current pool (the caller's `install`ed pool, else the global
/// one); 1 without the `parallel` feature.
#[inline]
pub(crate) fn threads() -> usize {
    #[cfg(feature = "parallel")]
    {
        rayon::current_num_threads()
    }
    #[cfg(not(feature = "parallel"))]
    {
        1
    }
}

/// The threads to use for an input of size `n`: 1 when `n < min` (decided without asking
/// rayon), else [`threads`].
#[inline]
pub(crate) fn threads_for(n: usize, min: usize) -> usize {
    if n < min {
        1
    } else {
        threads()
    }
}

/// How many parts to cut `n` items into so that each has at least `min` items: 1 when
/// `n < 2·min` (decided without asking rayon), else at most the thread count.
#[inline]
pub(crate) fn parts(n: usize, min: usize) -> usize {
    let min = min.max(1);
    threads_for(n, 2 * min).min(n / min).max(1)
}

/// Part `k` of `parts` near-equal consecutive ranges covering `0..n` (the first `n % parts`
/// ranges have one item more).
#[inline]
pub(crate) fn range(n: usize, parts: usize, k: usize) -> Range<usize> {
    let (q, r) = (n / parts, n % parts);
    let start = k * q + k.min(r);
    start..start + q + usize::from(k < r)
}

/// `(a(), b())`, potentially in parallel.
#[inline]
pub(crate) fn join<RA: Send, RB: Send>(
    a: impl FnOnce() -> RA + Send,
    b: impl FnOnce() -> RB + Send,
) -> (RA, RB) {
    #[cfg(feature = "parallel")]
    {
        rayon::join(a, b)
    }
    #[cfg(not(feature = "parallel"))]
    {
        (a(), b())
    }
}

/// `[f(0), …, f(k − 1)]`, the calls potentially in parallel, at least `min` of them per task.
#[cfg(feature = "alloc")]
pub(crate) fn map_range<T: Send>(
    k: usize,
    min: usize,
    f: impl Fn(usize) -> T + Sync + Send,
) -> Vec<T> {
    #[cfg(feature = "parallel")]
    {
        (0..k)
            .into_par_iter()
            .with_min_len(min.max(1))
            .map(f)
            .collect()
    }
    #[cfg(not(feature = "parallel"))]
    {
        let _ = min;
        (0..k).map(f).collect()
    }
}

/// `f` over `items`, results in order, in runs of at least `min` items per task (a single
/// serial run when [`parts`] says 1).
#[cfg(feature = "alloc")]
pub(crate) fn map<T: Sync, U: Send>(
    items: &[T],
    min: usize,
    f: impl Fn(&T) -> U + Sync + Send,
) -> Vec<U> {
    #[cfg(not(feature = "parallel"))]
    let _ = min;
    #[cfg(feature = "parallel")]
    {
        let k = parts(items.len(), min);
        if k > 1 {
            // Work stealing balances uneven items (an invalid encoding fails fast, a long
            // message hashes slowly); `min` keeps every task worth its scheduling.
            return items.par_iter().with_min_len(min.max(1)).map(f).collect();
        }
    }
    items.iter().map(f).collect()
}

/// `f` over consecutive chunks of `items` of at least `min` items each (one chunk, serially,
/// when [`parts`] says 1), the results concatenated in order: for work done a batch at a time.
#[cfg(feature = "alloc")]
pub(crate) fn map_chunks<T: Sync, U: Send>(
    items: &[T],
    min: usize,
    f: impl Fn(&[T]) -> Vec<U> + Sync + Send,
) -> Vec<U> {
    let k = parts(items.len(), min);
    if k == 1 {
        return f(items);
    }
    map_range(k, 1, |i| f(&items[range(items.len(), k, i)]))
        .into_iter()
        .flatten()
        .collect()
}

/// `f(a_chunk, b_chunk)` over `parts` pairs of corresponding consecutive chunks of `a` and
/// `b` (equal lengths), potentially in parallel.
pub(crate) fn for_each_chunk_pair<A: Sync, B: Send>(
    a: &[A],
    b: &mut [B],
    parts: usize,
    f: impl Fn(&[A], &mut [B]) + Sync + Send,
) {
    debug_assert_eq!(a.len(), b.len());
    let size = a.len().div_ceil(parts.max(1)).max(1);
    #[cfg(feature = "parallel")]
    {
        a.par_chunks(size)
            .zip(b.par_chunks_mut(size))
            .for_each(|(a, b)| f(a, b));
    }
    #[cfg(not(feature = "parallel"))]
    {
        a.chunks(size)
            .zip(b.chunks_mut(size))
            .for_each(|(a, b)| f(a, b));
    }
}

/// `f(a, b)` for slices of equal length (panics otherwise, as `f` would), cut into
/// consecutive chunk pairs of at least `min` items each on several threads when the input is
/// large enough; without the feature, `f(a, b)` itself.
pub(crate) fn split_pairs<A: Sync, B: Send>(
    a: &[A],
    b: &mut [B],
    min: usize,
    f: impl Fn(&[A], &mut [B]) + Sync + Send,
) {
    #[cfg(feature = "parallel")]
    {
        assert_eq!(a.len(), b.len());
        let k = parts(a.len(), min);
        if k > 1 {
            return for_each_chunk_pair(a, b, k, f);
        }
    }
    #[cfg(not(feature = "parallel"))]
    let _ = min;
    f(a, b)
}

/// The length of the chunks to cut `n` items into for the current pool: `None` (stay serial)
/// when `n < 2·min` or the pool has one thread; else ⌈n / threads⌉ clamped to `min..=max`, so
/// that large inputs are cut into pieces of `max` for work stealing to balance.
pub(crate) fn chunk_len(n: usize, min: usize, max: usize) -> Option<usize> {
    let t = threads_for(n, 2 * min.max(1));
    if t == 1 {
        return None;
    }
    Some(n.div_ceil(t).clamp(min.max(1), max.max(min).max(1)))
}

/// The product (any associative `op`) of `f(r)` over the consecutive ranges `r` of `chunk`
/// items covering `0..n`, in order, the calls potentially in parallel; `None` for n = 0.
pub(crate) fn reduce_chunks<T: Send>(
    n: usize,
    chunk: usize,
    f: impl Fn(Range<usize>) -> T + Sync + Send,
    op: impl Fn(T, T) -> T + Sync + Send,
) -> Option<T> {
    let chunk = chunk.max(1);
    reduce_range(
        n.div_ceil(chunk),
        |i| f(i * chunk..n.min((i + 1) * chunk)),
        op,
    )
}

/// The product (any associative `op`) of `f(0), …, f(k − 1)`, in this order, the calls
/// potentially in parallel; `None` for k = 0.
pub(crate) fn reduce_range<T: Send>(
    k: usize,
    f: impl Fn(usize) -> T + Sync + Send,
    op: impl Fn(T, T) -> T + Sync + Send,
) -> Option<T> {
    #[cfg(feature = "parallel")]
    {
        (0..k).into_par_iter().map(f).reduce_with(op)
    }
    #[cfg(not(feature = "parallel"))]
    {
        (0..k).map(f).reduce(op)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_cover_in_order() {
        for n in 0..40 {
            for parts in 1..9 {
                let mut next = 0;
                for k in 0..parts {
                    let r = range(n, parts, k);
                    assert_eq!(r.start, next);
                    assert!(r.len() == n / parts || r.len() == n / parts + 1);
                    next = r.end;
                }
                assert_eq!(next, n);
            }
        }
    }

    #[test]
    fn parts_respects_the_minimum() {
        assert_eq!(parts(0, 4), 1);
        assert_eq!(parts(7, 4), 1);
        assert_eq!(parts(5, 0), threads().min(5));
        for n in [8usize, 9, 100, 1000] {
            let k = parts(n, 4);
            assert!(k >= 1 && k <= threads());
            assert!(k == 1 || n / k >= 4);
        }
    }
}
