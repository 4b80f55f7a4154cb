//! Eight Fp elements at once, in radix 2^52 for AVX-512 IFMA (`vpmadd52luq`/`vpmadd52huq`),
//! written once over the backend's lane primitives (`backend::lanes`): the IFMA instructions
//! where the CPU has them, a bit-identical `u128` emulation in the tests.
//!
//! An element is 8 limbs of 52 bits, and a vector holds limb i of 8 elements ("struct of
//! arrays": the arithmetic never moves data between lanes, so no shuffles; only
//! [`FpLanes::combine`] does, for one formula's products spread over the lanes). Montgomery
//! multiplication is the operand-scanning product of Gueron–Krasnov ("Accelerating big integer
//! arithmetic using Intel IFMA extensions", ARITH 2016) followed by 8 word-by-word reduction
//! steps; squaring computes
//! each cross product once and doubles it (Drucker–Gueron, "Fast modular squaring with
//! AVX512IFMA", 2018).
//!
//! **The Montgomery radix is R' = 2^416** (8 × 52), not the scalar R = 2^384, so that the
//! conversions stay cheap: the scalar form a·2^384 mod p becomes a·2^416 by a left shift of 32
//! bits (a bit repack, no multiplication), and back by one 32-bit Montgomery step (a division
//! by 2^32 mod p: one multiply-add row) and three conditional subtractions.
//!
//! **Bounds.** Lane values are not reduced below p; each operation states what it needs and what
//! it gives, and callers keep within them (the MSM's use in `curve::msm::batch_affine` argues
//! its bounds). Limbs are always normalised to 52 bits (the multiplier reads only those), so a
//! value is below 2^416. With `p < 2^381`:
//!
//! * `load` gives `a·2^32 < 2^32·p < 2^413`;
//! * `mul`/`square` of `a, b` with `a·b < 2^831` give `a·b/2^416 + p` (the reduction adds
//!   `m·p < 2^416·p` before the exact division by 2^416); inputs below 2^415 thus give below
//!   `2^414 + p < 2^415`, inputs below 2^414 below `2^412 + p < 2^413`;
//! * `add` gives `a + b` (callers keep it below 2^416), `sub(a, b, k)` gives `a − b + 2^k·p`
//!   and needs `b ≤ 2^k·p` (any k up to 35);
//! * `store` needs a value below 2^415 and returns canonical elements (below p), bit for bit the
//!   scalar results; `reduce` needs the same and gives what `load` of them would, below 2^32·p,
//!   without leaving the lanes;
//! * `load_small` gives values below 2p (one product by 2^416 mod p).
//!
//! **Small values.** A product's excess over p is `a·b/2^416`, and `p/2^416 < 2^−35`: products
//! of values below 2^17·p are below `2^34·p·2^−35 + p < 2p`. Arithmetic that starts from
//! `load_small` and subtracts with small k (`2^k·p` just above the subtrahend) therefore
//! keeps every value within a few thousand p without any `reduce` (the Miller loop's Fp6 and
//! Fp12 arithmetic in `fp12_lanes` works so).

use subtle::Choice;

#[cfg(test)]
use crate::backend::lanes::Emu;
use crate::backend::lanes::{self, LaneKernel, Lanes};
use crate::backend::layout::Fp;
use crate::params::{P, P_INV};

const M52: u64 = (1 << 52) - 1;

/// The 52-bit limbs of the integer whose little-endian 64-bit words are `w` (the bits above
/// 416 are dropped).
const fn to52(w: &[u64; 7]) -> [u64; 8] {
    let mut out = [0u64; 8];
    let mut i = 0;
    while i < 8 {
        let bit = 52 * i;
        let (q, r) = (bit / 64, bit % 64);
        let mut v = w[q] >> r;
        if r > 12 && q + 1 < 7 {
            v |= w[q + 1] << (64 - r);
        }
        out[i] = v & M52;
        i += 1;
    }
    out
}

/// `x·2^k` (k < 64) as 7 words.
const fn shl_words(x: &[u64; 6], k: u32) -> [u64; 7] {
    let mut w = [0u64; 7];
    let mut i = 0;
    while i < 6 {
        w[i] |= x[i] << k;
        if k > 0 {
            w[i + 1] = x[i] >> (64 - k);
        }
        i += 1;
    }
    w
}

/// The scalar Montgomery form `a·2^384` as lanes' `a·2^416`: shifted left by 32.
#[inline(always)]
const fn limbs_in(a: &[u64; 6]) -> [u64; 8] {
    to52(&shl_words(a, 32))
}

/// 8 normalised limbs below 2^384 as six words.
#[inline(always)]
fn limbs_out(l: &[u64; 8]) -> [u64; 6] {
    core::array::from_fn(|k| {
        let bit = 64 * k;
        let (q, r) = (bit / 52, bit % 52);
        let mut v = l[q] >> r;
        if q + 1 < 8 {
            v |= l[q + 1] << (52 - r);
        }
        if r > 40 && q + 2 < 8 {
            v |= l[q + 2] << (104 - r);
        }
        v
    })
}

const P52: [u64; 8] = to52(&shl_words(&P, 0));
/// 2^416 mod p, the lanes' 1, in radix 2^52.
const R416_52: [u64; 8] = to52(&shl_words(&crate::params::P_R416, 0));
/// −p⁻¹ mod 2^52.
const N52: u64 = P_INV & M52;

/// 2^k·p in radix 2^52, for the subtractions and the final reductions.
const fn p_times_2k(k: u32) -> [u64; 8] {
    to52(&shl_words(&P, k))
}

/// Eight Fp elements, limb-major: `self.0[i]` holds limb i of each lane.
#[derive(Copy, Clone, Debug)]
pub(crate) struct X8<V>([V; 8]);

/// Eight Fp elements spilled to memory (the same layout as [`X8`]), for scratch buffers.
pub(crate) type X8Raw = [[u64; 8]; 8];

/// One term of [`FpLanes::combine`]: lane j is lane `idx[j]` of `a` (`idx[j]` below 8), lane
/// `idx[j] − 8` of `b` (below 16) or 0 (16 and above), times `2^shift[j]`.
#[derive(Copy, Clone)]
pub(crate) struct Term<'a, E> {
    pub(crate) a: &'a E,
    pub(crate) b: &'a E,
    pub(crate) idx: [u8; 8],
    pub(crate) shift: [u8; 8],
}

/// The `idx` of a [`Term`] lane that the term leaves 0.
pub(crate) const LANE_ZERO: u8 = 16;

/// A [`Term`]: lane j is lane `idx[j]` of `a` (below 8) or `idx[j] − 8` of `b`, times
/// 2^`shift[j]`.
#[inline(always)]
pub(crate) fn term<'a, E>(a: &'a E, b: &'a E, idx: [u8; 8], shift: [u8; 8]) -> Term<'a, E> {
    Term { a, b, idx, shift }
}

/// No offset, for [`FpLanes::combine`].
pub(crate) const NO_OFFSET: X8Raw = lane_offsets([0; 8]);

/// The offsets of [`FpLanes::combine`]: `2^k[j]·p` in lane j, none where `k[j]` is 0.
pub(crate) const fn lane_offsets(k: [u8; 8]) -> X8Raw {
    let mut r = [[0u64; 8]; 8];
    let mut j = 0;
    while j < 8 {
        if k[j] > 0 {
            let c = p_times_2k(k[j] as u32);
            let mut i = 0;
            while i < 8 {
                r[i][j] = c[i];
                i += 1;
            }
        }
        j += 1;
    }
    r
}

/// The 8-lane Fp arithmetic, the interface the algorithms above see (whatever the lanes are).
/// See the module documentation for the bounds each operation needs and gives.
pub(crate) trait FpLanes: Copy {
    /// Eight elements.
    type E: Copy;
    /// The lanes' form of `x` (exact, below 2^413).
    fn load(self, x: &[Fp; 8]) -> Self::E;
    /// A lanes' form of `x` below 2p: `load` times 2^416 mod p (below p), for arithmetic on
    /// small values (see the module documentation).
    fn load_small(self, x: &[Fp; 8]) -> Self::E;
    /// The canonical elements of `e` (below 2^415).
    fn store(self, e: &Self::E) -> [Fp; 8];
    /// A value below 2^32·p congruent to `e` (below 2^415): bit for bit `load(&store(e))`, in
    /// lanes.
    fn reduce(self, e: &Self::E) -> Self::E;
    /// `e` as raw limbs.
    fn spill(self, e: &Self::E) -> X8Raw;
    /// Raw limbs as lanes (the inverse of `spill`).
    fn reload(self, r: &X8Raw) -> Self::E;
    /// Montgomery product `a·b/2^416 + (< p)`.
    fn mul(self, a: &Self::E, b: &Self::E) -> Self::E;
    /// `mul(a, a)` with the cross products computed once.
    fn square(self, a: &Self::E) -> Self::E;
    /// `a + b`.
    fn add(self, a: &Self::E, b: &Self::E) -> Self::E;
    /// `a − b + 2^k·p` for `b ≤ 2^k·p`, `k` at most 35.
    fn sub(self, a: &Self::E, b: &Self::E, k: u32) -> Self::E;
    /// `a − b − c + 2^k·p` for `b + c ≤ 2^k·p`, `k` at most 35 (one normalisation for two
    /// subtractions).
    fn sub2(self, a: &Self::E, b: &Self::E, c: &Self::E, k: u32) -> Self::E;
    /// `b` where `c` is set, else `a`, every lane, in constant time (a mask, no branch).
    fn select(self, a: &Self::E, b: &Self::E, c: Choice) -> Self::E;
    /// Lane j: `offset`'s lane j (from [`lane_offsets`]) plus the terms of `pos` minus those of
    /// `neg`, lanes moved between elements (see [`Term`]): for the products of one formula
    /// spread over the lanes. Needs a result that is not negative and below 2^416 in every
    /// lane, and at most 8 terms, each with limbs below 2^59 in magnitude once shifted: limbs
    /// below 2^56 ([`combine_lazy`](Self::combine_lazy)'s) shifted by at most 3, or normalised
    /// ones (below 2^52) by at most 7.
    fn combine<const NP: usize, const NN: usize>(
        self,
        offset: &X8Raw,
        pos: [Term<'_, Self::E>; NP],
        neg: [Term<'_, Self::E>; NN],
    ) -> Self::E;
    /// [`combine`](Self::combine) without the final normalisation: limbs of either sign, for
    /// use only as terms of other combinations (which normalise). Of normalised terms, each
    /// limb is within the offset's plus the sum of the terms' 2^(52 + shift).
    fn combine_lazy<const NP: usize, const NN: usize>(
        self,
        offset: &X8Raw,
        pos: [Term<'_, Self::E>; NP],
        neg: [Term<'_, Self::E>; NN],
    ) -> Self::E;
}

/// [`FpLanes`] on some [`Lanes`].
#[derive(Copy, Clone, Debug)]
pub(crate) struct LaneFp<L>(L);

impl<L: Lanes> LaneFp<L> {
    /// Normalises signed limbs (arithmetic shifts), the top one left unmasked so that it keeps
    /// the sign of the whole.
    #[inline(always)]
    fn carry_signed(self, mut t: [L::V; 8]) -> [L::V; 8] {
        let l = self.0;
        let m = l.splat(M52);
        for i in 0..7 {
            let c = l.sra::<52>(t[i]);
            t[i] = l.and(t[i], m);
            t[i + 1] = l.add(t[i + 1], c);
        }
        t
    }

    /// Normalises non-negative limbs below 2^63.
    #[inline(always)]
    fn carry(self, mut t: [L::V; 8]) -> [L::V; 8] {
        let l = self.0;
        let m = l.splat(M52);
        for i in 0..7 {
            let c = l.shr::<52>(t[i]);
            t[i] = l.and(t[i], m);
            t[i + 1] = l.add(t[i + 1], c);
        }
        t
    }

    /// Montgomery reduction of the 16 product columns (each below 2^57, so that adding the
    /// reduction's 16 terms below 2^52 and the carry stays below 2^63): `t/2^416 + (< p)`.
    #[inline(always)]
    fn reduce(self, mut t: [L::V; 16]) -> [L::V; 8] {
        let l = self.0;
        let z = l.splat(0);
        let n = l.splat(N52);
        // Loops rather than `array::map` here and below: `map` on arrays is not always
        // inlined into the `#[target_feature]` function, and its lane operations then run as
        // calls.
        let mut p = [z; 8];
        for (p, &x) in p.iter_mut().zip(&P52) {
            *p = l.splat(x);
        }
        for i in 0..8 {
            // lo52(t_i) is exact although t_i holds more bits: the lower columns are zero and
            // their carries are in.
            let m = l.madd52lo(z, t[i], n);
            for j in 0..8 {
                t[i + j] = l.madd52lo(t[i + j], m, p[j]);
                // Column 16 would only collect zeros: the result, Σ t_k·2^(52(k−8)) over
                // k ≥ 8, is below 2^416 and every term is non-negative.
                if i + j + 1 < 16 {
                    t[i + j + 1] = l.madd52hi(t[i + j + 1], m, p[j]);
                }
            }
            // t_i ≡ 0 mod 2^52 now: its high bits are a carry.
            t[i + 1] = l.add(t[i + 1], l.shr::<52>(t[i]));
        }
        self.carry(core::array::from_fn(|k| t[8 + k]))
    }

    /// `w − c` if `w ≥ c`, else `w` (`w`, `c` normalised).
    #[inline(always)]
    fn cond_sub(self, w: [L::V; 8], c: &[u64; 8]) -> [L::V; 8] {
        let l = self.0;
        let d = self.carry_signed(core::array::from_fn(|i| l.sub(w[i], l.splat(c[i]))));
        let borrow = l.sra::<63>(d[7]);
        core::array::from_fn(|i| l.xor(d[i], l.and(l.xor(w[i], d[i]), borrow)))
    }

    /// `v/2^32 mod p`, canonical, for `v < 2^415`.
    #[inline(always)]
    fn canonical(self, v: &[L::V; 8]) -> [L::V; 8] {
        let l = self.0;
        let z = l.splat(0);
        // m = −v·p⁻¹ mod 2^32: v + m·p ≡ 0 mod 2^32.
        let m = l.and(l.madd52lo(z, v[0], l.splat(N52)), l.splat(0xffff_ffff));
        let mut t = *v;
        for j in 0..8 {
            t[j] = l.madd52lo(t[j], m, l.splat(P52[j]));
            // v + m·p < 2^415 + 2^32·p < 2^416: nothing would reach a ninth limb.
            if j + 1 < 8 {
                t[j + 1] = l.madd52hi(t[j + 1], m, l.splat(P52[j]));
            }
        }
        let t = self.carry(t);
        let mask = l.splat(M52);
        let w: [L::V; 8] = core::array::from_fn(|i| {
            let lo = l.shr::<32>(t[i]);
            if i + 1 < 8 {
                l.or(lo, l.and(l.shl::<20>(t[i + 1]), mask))
            } else {
                lo
            }
        });
        // w < 2^383 + p < 5.92·p (p > 0.81·2^381): below p after 4p, 2p, p.
        let w = self.cond_sub(w, &p_times_2k(2));
        let w = self.cond_sub(w, &p_times_2k(1));
        self.cond_sub(w, &p_times_2k(0))
    }
}

impl<L: Lanes> FpLanes for LaneFp<L> {
    type E = X8<L::V>;

    #[inline(always)]
    fn load(self, x: &[Fp; 8]) -> X8<L::V> {
        let mut r: X8Raw = [[0; 8]; 8];
        for (j, x) in x.iter().enumerate() {
            let limbs = limbs_in(&x.0);
            for i in 0..8 {
                r[i][j] = limbs[i];
            }
        }
        self.reload(&r)
    }

    #[inline(always)]
    fn load_small(self, x: &[Fp; 8]) -> X8<L::V> {
        // load(x) < 2^32·p times 2^416 mod p < p, over 2^416: below 2^32·p²/2^416 + p < 2p.
        let one = X8(core::array::from_fn(|i| self.0.splat(R416_52[i])));
        self.mul(&self.load(x), &one)
    }

    #[inline(always)]
    fn store(self, e: &X8<L::V>) -> [Fp; 8] {
        let r = self.spill(&X8(self.canonical(&e.0)));
        core::array::from_fn(|j| Fp(limbs_out(&core::array::from_fn(|i| r[i][j]))))
    }

    #[inline(always)]
    fn reduce(self, e: &X8<L::V>) -> X8<L::V> {
        let l = self.0;
        // The canonical a·2^384 (below 2^384) times 2^32: limb i takes the low 20 bits of limb
        // i and the high 32 of limb i − 1.
        let w = self.canonical(&e.0);
        let low = l.splat((1 << 20) - 1);
        X8(core::array::from_fn(|i| {
            let hi = l.shl::<32>(l.and(w[i], low));
            if i > 0 {
                l.or(hi, l.shr::<20>(w[i - 1]))
            } else {
                hi
            }
        }))
    }

    #[inline(always)]
    fn spill(self, e: &X8<L::V>) -> X8Raw {
        let mut r: X8Raw = [[0; 8]; 8];
        for (r, &v) in r.iter_mut().zip(&e.0) {
            *r = self.0.store(v);
        }
        r
    }

    #[inline(always)]
    fn reload(self, r: &X8Raw) -> X8<L::V> {
        X8(core::array::from_fn(|i| self.0.load(&r[i])))
    }

    #[inline(always)]
    fn mul(self, a: &X8<L::V>, b: &X8<L::V>) -> X8<L::V> {
        let l = self.0;
        let (a, b) = (&a.0, &b.0);
        let mut t = [l.splat(0); 16];
        // 16 terms below 2^52 per column at most.
        for i in 0..8 {
            for j in 0..8 {
                t[i + j] = l.madd52lo(t[i + j], a[i], b[j]);
                // a·b < 2^831 < 2^832: column 16 would stay zero (see `reduce`).
                if i + j + 1 < 16 {
                    t[i + j + 1] = l.madd52hi(t[i + j + 1], a[i], b[j]);
                }
            }
        }
        X8(self.reduce(t))
    }

    #[inline(always)]
    fn square(self, a: &X8<L::V>) -> X8<L::V> {
        let l = self.0;
        let a = &a.0;
        let mut t = [l.splat(0); 16];
        for i in 0..8 {
            for j in i + 1..8 {
                t[i + j] = l.madd52lo(t[i + j], a[i], a[j]);
                t[i + j + 1] = l.madd52hi(t[i + j + 1], a[i], a[j]);
            }
        }
        // Doubling the cross products (at most 14 terms per column) keeps them below 2^57.
        for x in t.iter_mut() {
            *x = l.add(*x, *x);
        }
        for i in 0..8 {
            t[2 * i] = l.madd52lo(t[2 * i], a[i], a[i]);
            if 2 * i + 1 < 16 {
                t[2 * i + 1] = l.madd52hi(t[2 * i + 1], a[i], a[i]);
            }
        }
        X8(self.reduce(t))
    }

    #[inline(always)]
    fn add(self, a: &X8<L::V>, b: &X8<L::V>) -> X8<L::V> {
        let l = self.0;
        X8(self.carry(core::array::from_fn(|i| l.add(a.0[i], b.0[i]))))
    }

    #[inline(always)]
    fn sub(self, a: &X8<L::V>, b: &X8<L::V>, k: u32) -> X8<L::V> {
        let l = self.0;
        let c = p_times_2k(k);
        // Limbs in (−2^52, 2^53): the signed carries make the whole non-negative again.
        X8(self.carry_signed(core::array::from_fn(|i| {
            l.sub(l.add(a.0[i], l.splat(c[i])), b.0[i])
        })))
    }

    #[inline(always)]
    fn sub2(self, a: &X8<L::V>, b: &X8<L::V>, c: &X8<L::V>, k: u32) -> X8<L::V> {
        let l = self.0;
        let d = p_times_2k(k);
        // Limbs in (−2^53, 2^53).
        X8(self.carry_signed(core::array::from_fn(|i| {
            l.sub(l.sub(l.add(a.0[i], l.splat(d[i])), b.0[i]), c.0[i])
        })))
    }

    #[inline(always)]
    fn select(self, a: &X8<L::V>, b: &X8<L::V>, c: Choice) -> X8<L::V> {
        let l = self.0;
        let m = l.splat(0u64.wrapping_sub(u64::from(c.unwrap_u8())));
        X8(core::array::from_fn(|i| {
            l.xor(a.0[i], l.and(l.xor(a.0[i], b.0[i]), m))
        }))
    }

    #[inline(always)]
    fn combine<const NP: usize, const NN: usize>(
        self,
        offset: &X8Raw,
        pos: [Term<'_, X8<L::V>>; NP],
        neg: [Term<'_, X8<L::V>>; NN],
    ) -> X8<L::V> {
        X8(self.carry_signed(self.combine_lazy(offset, pos, neg).0))
    }

    #[inline(always)]
    fn combine_lazy<const NP: usize, const NN: usize>(
        self,
        offset: &X8Raw,
        pos: [Term<'_, X8<L::V>>; NP],
        neg: [Term<'_, X8<L::V>>; NN],
    ) -> X8<L::V> {
        let l = self.0;
        const ID: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
        let term = |t: &Term<'_, X8<L::V>>, i: usize| {
            let v = if t.idx == ID {
                t.a.0[i]
            } else {
                l.select2(t.a.0[i], t.b.0[i], t.idx)
            };
            if t.shift == [0; 8] {
                v
            } else {
                l.shlv(v, t.shift)
            }
        };
        // Shifted limbs below 2^59 in magnitude, eight terms and the offset: each sum below
        // 2^63 in magnitude, which the signed carries take back to 52-bit limbs.
        let mut t = [l.splat(0); 8];
        for (i, t) in t.iter_mut().enumerate() {
            let mut acc = l.load(&offset[i]);
            for p in &pos {
                acc = l.add(acc, term(p, i));
            }
            for n in &neg {
                acc = l.sub(acc, term(n, i));
            }
            *t = acc;
        }
        X8(t)
    }
}

/// A computation over 8-lane Fp arithmetic: [`run_ifma`] runs it with IFMA. Implementations
/// mark `run` `#[inline(always)]`, so that it inlines into the `#[target_feature]` function.
pub(crate) trait FpLaneKernel {
    /// What the kernel returns.
    type Output;
    /// Runs the kernel.
    fn run<F: FpLanes>(self, f: F) -> Self::Output;
}

struct Adapt<K>(K);

impl<K: FpLaneKernel> LaneKernel for Adapt<K> {
    type Output = K::Output;
    #[inline(always)]
    fn run<L: Lanes>(self, l: L) -> K::Output {
        self.0.run(LaneFp(l))
    }
}

/// How the steps run: with IFMA in use, and in the tests on the emulation or with IFMA
/// whatever the policy says. `None` when the lanes are not available.
pub(crate) trait Runner {
    /// Runs `k`, or `None` when these lanes are not available.
    fn run<K: FpLaneKernel>(&self, k: K) -> Option<K::Output>;
}

/// [`run_ifma`].
pub(crate) struct Ifma;

impl Runner for Ifma {
    #[inline]
    fn run<K: FpLaneKernel>(&self, k: K) -> Option<K::Output> {
        run_ifma(k)
    }
}

/// Runs `k` with AVX-512 IFMA when [`ifma_available`], else `None` (the caller takes its
/// scalar path).
#[inline]
pub(crate) fn run_ifma<K: FpLaneKernel>(k: K) -> Option<K::Output> {
    lanes::run_ifma(Adapt(k))
}

/// Whether [`run_ifma`] runs its kernels.
#[inline]
pub(crate) fn ifma_available() -> bool {
    lanes::ifma_available()
}

/// Whether the short runs of lane work (one point's chain between scalar work) run in lanes:
/// [`ifma_available`] on a CPU where they pay (`backend::lanes::short_runs_available`).
#[inline]
pub(crate) fn ifma_short_runs() -> bool {
    lanes::short_runs_available()
}

/// Turns the IFMA paths on or off (tests comparing them); `false` if asked for IFMA on a CPU
/// without it.
#[cfg(test)]
pub(crate) fn force_ifma(on: bool) -> bool {
    lanes::force_ifma(on).is_ok()
}

/// Turns the short runs of lane work on or off (`Some`: the Zen 5 or the default tuning), or back
/// to the CPU's choice (`None`); tests comparing them.
#[cfg(test)]
pub(crate) fn force_short_runs(on: Option<bool>) {
    use crate::backend::tuning::{force_tuning, Tuning};
    force_tuning(on.map(|on| if on { Tuning::Zen5 } else { Tuning::Default }));
}

/// Runs `k` on the portable emulation (the tests' reference; far slower than the scalar path).
#[cfg(test)]
pub(crate) fn run_emulated<K: FpLaneKernel>(k: K) -> K::Output {
    Adapt(k).run(Emu)
}

/// Runs `k` with IFMA if the CPU has it, whatever the policy says (tests).
#[cfg(test)]
pub(crate) fn run_ifma_if_cpu<K: FpLaneKernel>(k: K) -> Option<K::Output> {
    lanes::run_ifma_if_cpu(Adapt(k))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::test_util::rng;

    /// The emulated lanes, always available.
    pub(crate) struct Emulated;
    impl Runner for Emulated {
        fn run<K: FpLaneKernel>(&self, k: K) -> Option<K::Output> {
            Some(run_emulated(k))
        }
    }
    /// IFMA whenever the CPU has it, whatever the policy says.
    pub(crate) struct IfmaIfCpu;
    impl Runner for IfmaIfCpu {
        fn run<K: FpLaneKernel>(&self, k: K) -> Option<K::Output> {
            run_ifma_if_cpu(k)
        }
    }

    /// `select` of every lane, either way, on the emulation and on IFMA where the CPU has it.
    struct Select([Fp; 8], [Fp; 8], Choice);

    impl FpLaneKernel for Select {
        type Output = [Fp; 8];
        #[inline(always)]
        fn run<F: FpLanes>(self, f: F) -> [Fp; 8] {
            f.store(&f.select(&f.load(&self.0), &f.load(&self.1), self.2))
        }
    }

    #[test]
    fn select_takes_one_side_whole() {
        let mut rng = rng("fp_lanes::select_takes_one_side_whole");
        let a: [Fp; 8] = core::array::from_fn(|_| Fp::random(&mut rng));
        let b: [Fp; 8] = core::array::from_fn(|_| Fp::random(&mut rng));
        for (c, want) in [(0u8, a), (1, b)] {
            assert_eq!(run_emulated(Select(a, b, Choice::from(c))), want);
            if let Some(got) = run_ifma_if_cpu(Select(a, b, Choice::from(c))) {
                assert_eq!(got, want);
            }
        }
    }

    /// Every operation on 8 lanes, each lane's results as scalars.
    struct AllOps([Fp; 8], [Fp; 8]);

    type Results = [[Fp; 8]; 10];

    impl FpLaneKernel for AllOps {
        type Output = Results;
        #[inline(always)]
        fn run<F: FpLanes>(self, f: F) -> Results {
            let (a, b) = (f.load(&self.0), f.load(&self.1));
            let round = f.reload(&f.spill(&a));
            let m = f.mul(&a, &b);
            // Products of products: inputs near 2^413 and outputs fed back in.
            let mm = f.mul(&m, &f.square(&b));
            let s = f.square(&a);
            let sum = f.add(&a, &b);
            let d = f.sub(&a, &b, 32);
            let n = f.sub(&f.load(&[Fp::ZERO; 8]), &m, 34);
            let d2 = f.sub2(&m, &a, &b, 33);
            // Small values: subtrahends below 2p, 4p take k = 1, 2.
            let (sa, sb) = (f.load_small(&self.0), f.load_small(&self.1));
            let small = f.sub2(&f.sub(&f.mul(&sa, &sb), &sa, 1), &sb, &f.square(&sa), 2);
            [
                f.store(&round),
                f.store(&m),
                f.store(&mm),
                f.store(&s),
                f.store(&sum),
                f.store(&d),
                f.store(&n),
                f.store(&d2),
                f.store(&sa),
                f.store(&small),
            ]
        }
    }

    fn expected(a: &[Fp; 8], b: &[Fp; 8]) -> Results {
        let each =
            |g: &dyn Fn(&Fp, &Fp) -> Fp| -> [Fp; 8] { core::array::from_fn(|j| g(&a[j], &b[j])) };
        [
            each(&|a, _| *a),
            each(&|a, b| a * b),
            each(&|a, b| a * b * b.square()),
            each(&|a, _| a.square()),
            each(&|a, b| a + b),
            each(&|a, b| a - b),
            each(&|a, b| -(a * b)),
            each(&|a, b| a * b - a - b),
            each(&|a, _| *a),
            each(&|a, b| a * b - a - b - a.square()),
        ]
    }

    /// Values at the lanes' limits (zero, one, p − 1, the largest limbs, R, R², 2^32), for
    /// the tests of the algorithms in lanes too.
    pub(crate) fn edge_values() -> std::vec::Vec<Fp> {
        let p_minus = |k: u64| Fp::ZERO - Fp::from_raw([k, 0, 0, 0, 0, 0]);
        let mut v = std::vec![
            Fp::ZERO,
            Fp::ONE,
            -Fp::ONE,
            Fp::from_raw_unchecked([1, 0, 0, 0, 0, 0]),
            // Montgomery limbs p − 1, p − 2: the largest inputs.
            Fp::from_raw_unchecked([P[0] - 1, P[1], P[2], P[3], P[4], P[5]]),
            Fp::from_raw_unchecked([P[0] - 2, P[1], P[2], P[3], P[4], P[5]]),
            // Limbs 2^380, 2^381 − 1 mod p, all ones in the low words.
            Fp::from_raw_unchecked([0, 0, 0, 0, 0, 1 << 60]),
            Fp::from_raw_unchecked([u64::MAX, u64::MAX, u64::MAX, u64::MAX, u64::MAX, 0]),
            Fp::from_raw_unchecked([0, 0, 0, 0, 0, 0x1a01_11ea_397f_e69a]),
            p_minus(1),
            p_minus(2),
        ];
        // R mod p and R² mod p as elements' limbs, and 2^32 (the radices' ratio).
        v.push(Fp::from_raw_unchecked(crate::params::P_R1));
        v.push(Fp::from_raw_unchecked(crate::params::P_R2));
        v.push(Fp::ONE.double().square_n(5));
        v
    }

    fn check(a: [Fp; 8], b: [Fp; 8]) {
        let want = expected(&a, &b);
        assert_eq!(
            run_emulated(AllOps(a, b)),
            want,
            "emulation, a = {a:?}, b = {b:?}"
        );
        if let Some(got) = run_ifma_if_cpu(AllOps(a, b)) {
            assert_eq!(got, want, "IFMA, a = {a:?}, b = {b:?}");
        }
    }

    #[test]
    fn lanes_match_scalar_fp() {
        if !lanes::cpu_has_ifma() {
            std::eprintln!("note: this CPU has no AVX-512 IFMA; only the emulation is tested");
        }
        let mut rng = rng("lanes_match_scalar_fp");
        let edges = edge_values();
        // Every pair of edge values, 8 pairs at a time.
        let pairs: std::vec::Vec<(Fp, Fp)> = edges
            .iter()
            .flat_map(|a| edges.iter().map(move |b| (*a, *b)))
            .collect();
        for chunk in pairs.chunks(8) {
            let a = core::array::from_fn(|j| chunk[j % chunk.len()].0);
            let b = core::array::from_fn(|j| chunk[j % chunk.len()].1);
            check(a, b);
        }
        for _ in 0..crate::test_util::iters(2000) {
            let a = core::array::from_fn(|_| Fp::random(&mut rng));
            let b = core::array::from_fn(|_| Fp::random(&mut rng));
            check(a, b);
        }
    }

    #[test]
    fn conversions_are_exact() {
        let mut rng = rng("conversions_are_exact");
        for _ in 0..crate::test_util::iters(1000) {
            let a = Fp::random(&mut rng);
            assert_eq!(limbs_out(&limbs_in(&a.0)), shl32(&a.0));
        }
        assert_eq!(
            P52.iter()
                .rev()
                .find(|&&x| x != 0)
                .map(|x| 64 - x.leading_zeros()),
            Some(17)
        );
        assert_eq!((P_INV.wrapping_mul(P[0])).wrapping_add(1), 0);
    }

    /// The value of 8 radix-2^52 limbs.
    fn value(l: &[u64; 8]) -> num_bigint::BigUint {
        l.iter()
            .rev()
            .fold(num_bigint::BigUint::ZERO, |acc, &x| (acc << 52u32) + x)
    }

    /// Unreduced inputs at the bounds the module states: products of values up to 2^415 − 1
    /// stay below 2^414 + p and are congruent to a·b/2^416; `store` of such values is canonical
    /// (checked on the emulation against big integers, and IFMA against the emulation).
    #[test]
    fn unreduced_inputs_at_the_bounds() {
        use crate::test_util::big;
        use rand::Rng;
        let mut rng = rng("unreduced_inputs_at_the_bounds");
        let p = big(&P);
        let top = (num_bigint::BigUint::from(1u32) << 414u32) + &p;
        let r_inv = |bits: u32| {
            // 2^-bits mod p = (2^-1)^bits, 2^-1 = (p + 1)/2.
            let half = (&p + 1u32) / 2u32;
            half.modpow(&bits.into(), &p)
        };
        let f = LaneFp(Emu);
        for it in 0..crate::test_util::iters(300) {
            // Random values below 2^415 (51 bits in the top limb), the first ones all ones.
            let raw = |rng: &mut rand::rngs::StdRng| -> [u64; 8] {
                core::array::from_fn(|i| {
                    let x = if it < 2 { u64::MAX } else { rng.next_u64() };
                    x & if i == 7 { (1 << 51) - 1 } else { M52 }
                })
            };
            let a: X8Raw = core::array::from_fn(|_| raw(&mut rng));
            let b: X8Raw = core::array::from_fn(|_| raw(&mut rng));
            // Limb-major for the lanes.
            let lanes = |x: &X8Raw| -> X8Raw {
                core::array::from_fn(|i| core::array::from_fn(|j| x[j][i]))
            };
            let (ea, eb) = (f.reload(&lanes(&a)), f.reload(&lanes(&b)));
            let m = f.spill(&f.mul(&ea, &eb));
            let s = f.spill(&f.square(&ea));
            let out = f.store(&ea);
            for j in 0..8 {
                let (va, vb) = (value(&a[j]), value(&b[j]));
                let mj: [u64; 8] = core::array::from_fn(|i| m[i][j]);
                let sj: [u64; 8] = core::array::from_fn(|i| s[i][j]);
                assert!(mj.iter().all(|&x| x <= M52) && value(&mj) < top);
                assert!(sj.iter().all(|&x| x <= M52) && value(&sj) < top);
                assert_eq!(value(&mj) % &p, &va * &vb * r_inv(416) % &p);
                assert_eq!(value(&sj) % &p, &va * &va * r_inv(416) % &p);
                assert_eq!(big(&out[j].0), &va * r_inv(32) % &p);
            }
            let want = (f.spill(&ea), m, s);
            assert_eq!(
                run_emulated(Raw(lanes(&a), lanes(&b))),
                (want.0, want.1, want.2, out)
            );
            if let Some(got) = run_ifma_if_cpu(Raw(lanes(&a), lanes(&b))) {
                assert_eq!(got, (want.0, want.1, want.2, out));
            }
        }
    }

    /// `mul`, `square` and `store` on raw lanes.
    struct Raw(X8Raw, X8Raw);

    impl FpLaneKernel for Raw {
        type Output = (X8Raw, X8Raw, X8Raw, [Fp; 8]);
        #[inline(always)]
        fn run<F: FpLanes>(self, f: F) -> Self::Output {
            let (a, b) = (f.reload(&self.0), f.reload(&self.1));
            let m = f.mul(&a, &b);
            assert_eq!(f.spill(&f.reduce(&m)), f.spill(&f.load(&f.store(&m))));
            (
                f.spill(&a),
                f.spill(&m),
                f.spill(&f.square(&a)),
                f.store(&a),
            )
        }
    }

    /// a·2^32 mod 2^384 (what `limbs_out` reads back from `limbs_in`'s 8 limbs below 2^384).
    fn shl32(a: &[u64; 6]) -> [u64; 6] {
        let w = shl_words(a, 32);
        core::array::from_fn(|i| w[i])
    }
}
