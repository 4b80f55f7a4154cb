//! The base field Fp, p = 0x1a0111ea…ffffaaab (381 bits), in Montgomery form with R = 2^384.

use rand_core::{Rng, TryRng};
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

use super::modular;
use super::pow::{pow_chain, P_MINUS_1_OVER_2, P_MINUS_2};
use super::sqrt;
use crate::backend::{self, portable};
use crate::params::{P, P_PLUS_1_OVER_2, P_R1, P_R2, P_R3};

use crate::backend::layout::Fp;

impl Fp {
    /// Zero.
    pub const ZERO: Fp = Fp([0; 6]);
    /// One.
    pub const ONE: Fp = Fp(P_R1);

    /// Zero.
    #[inline]
    pub const fn zero() -> Fp {
        Fp::ZERO
    }

    /// One.
    #[inline]
    pub const fn one() -> Fp {
        Fp::ONE
    }

    /// Builds an element from its Montgomery-form limbs, which must already be below p.
    pub const fn from_raw_unchecked(limbs: [u64; 6]) -> Fp {
        Fp(limbs)
    }

    /// The integer `limbs` (little-endian, any value below 2^384) reduced mod p; usable in
    /// `const` items.
    pub const fn from_raw(limbs: [u64; 6]) -> Fp {
        // limbs * R2 < 2^384 * p, so one reduction gives limbs * R mod p.
        Fp(portable::fp_redc(&portable::fp_mul_wide(&limbs, &P_R2)))
    }

    /// The element from its big-endian hex digits (optionally `0x`-prefixed, at most 96 digits,
    /// reduced mod p), as specifications print constants; usable in `const` items.
    ///
    /// # Panics
    ///
    /// On a character that is not a hex digit, or more than 96 digits (at compile time in a
    /// `const` item).
    pub(crate) const fn from_hex(s: &str) -> Fp {
        let b = s.as_bytes();
        let start = if b.len() >= 2 && b[0] == b'0' && (b[1] == b'x' || b[1] == b'X') {
            2
        } else {
            0
        };
        assert!(b.len() - start <= 96, "more than 384 bits");
        let mut limbs = [0u64; 6];
        let mut i = b.len();
        let mut nibble = 0;
        while i > start {
            i -= 1;
            let d = match b[i] {
                c @ b'0'..=b'9' => c - b'0',
                c @ b'a'..=b'f' => c - b'a' + 10,
                c @ b'A'..=b'F' => c - b'A' + 10,
                _ => panic!("not a hex digit"),
            } as u64;
            limbs[nibble / 16] |= d << (4 * (nibble % 16));
            nibble += 1;
        }
        Fp::from_raw(limbs)
    }

    /// The Montgomery-form limbs.
    pub const fn to_raw_montgomery(&self) -> [u64; 6] {
        self.0
    }

    /// The canonical integer value as little-endian limbs (out of Montgomery form).
    pub fn to_raw(&self) -> [u64; 6] {
        let mut t = [0u64; 12];
        t[..6].copy_from_slice(&self.0);
        backend::fp_redc(&t)
    }

    /// Whether this is zero.
    #[inline]
    pub fn is_zero(&self) -> Choice {
        self.ct_eq(&Fp::ZERO)
    }

    /// Decodes 48 big-endian bytes; `None` unless the value is below p.
    pub fn from_bytes(bytes: &[u8; 48]) -> CtOption<Fp> {
        let mut limbs = [0u64; 6];
        for (i, limb) in limbs.iter_mut().enumerate() {
            let mut b = [0u8; 8];
            b.copy_from_slice(&bytes[48 - 8 * (i + 1)..48 - 8 * i]);
            *limb = u64::from_be_bytes(b);
        }
        // Canonical iff limbs - p borrows.
        let canonical = Choice::from(modular::borrows(&limbs, &P) as u8);
        // The multiplication needs an input below p: use zero in the rejected case.
        let limbs = <[u64; 6]>::conditional_select(&[0; 6], &limbs, canonical);
        CtOption::new(Fp(backend::fp_mul(&limbs, &P_R2)), canonical)
    }

    /// The canonical value as 48 big-endian bytes.
    pub fn to_bytes(&self) -> [u8; 48] {
        let t = self.to_raw();
        let mut out = [0u8; 48];
        for i in 0..6 {
            out[48 - 8 * (i + 1)..48 - 8 * i].copy_from_slice(&t[i].to_be_bytes());
        }
        out
    }

    /// Reduces a 768-bit little-endian integer mod p (the `hash_to_field` and `random` path).
    pub fn from_u768(limbs: [u64; 12]) -> Fp {
        let lo: [u64; 6] = [limbs[0], limbs[1], limbs[2], limbs[3], limbs[4], limbs[5]];
        let hi: [u64; 6] = [limbs[6], limbs[7], limbs[8], limbs[9], limbs[10], limbs[11]];
        // lo·R2/R = lo·R and hi·R3/R = hi·2^384·R; each product is below 2^384·p.
        let lo = backend::fp_redc(&backend::fp_mul_wide(&lo, &P_R2));
        let hi = backend::fp_redc(&backend::fp_mul_wide(&hi, &P_R3));
        Fp(lo) + Fp(hi)
    }

    /// Reduces 64 big-endian bytes mod p (as `hash_to_field` of RFC 9380 §5.2 requires).
    pub fn from_okm(okm: &[u8; 64]) -> Fp {
        let mut limbs = [0u64; 12];
        for (i, limb) in limbs.iter_mut().take(8).enumerate() {
            let mut b = [0u8; 8];
            b.copy_from_slice(&okm[64 - 8 * (i + 1)..64 - 8 * i]);
            *limb = u64::from_be_bytes(b);
        }
        Fp::from_u768(limbs)
    }

    /// A uniformly random element from 96 random bytes, read as `bls12_381` reads them (so
    /// seeded callers see the same values): the first 48 bytes, big-endian, are the low half and
    /// the last 48, big-endian, the high half of a 768-bit integer, reduced mod p.
    pub fn random<R: Rng + ?Sized>(rng: &mut R) -> Fp {
        match Fp::try_random(rng) {
            Ok(x) => x,
            Err(never) => match never {},
        }
    }

    /// [`Fp::random`] for fallible generators.
    pub fn try_random<R: TryRng + ?Sized>(rng: &mut R) -> Result<Fp, R::Error> {
        let mut bytes = [0u8; 96];
        rng.try_fill_bytes(&mut bytes)?;
        // Limb i of each half is its i-th 8-byte word from the end.
        let limbs: [u64; 12] = core::array::from_fn(|i| {
            let (half, i) = (48 * (i / 6), i % 6);
            let mut b = [0u8; 8];
            b.copy_from_slice(&bytes[half + 48 - 8 * (i + 1)..half + 48 - 8 * i]);
            u64::from_be_bytes(b)
        });
        Ok(Fp::from_u768(limbs))
    }

    /// Whether the canonical value exceeds (p − 1)/2, the "sign" that zcash point compression
    /// records.
    pub fn lexicographically_largest(&self) -> Choice {
        // t > (p − 1)/2  ⇔  t − (p + 1)/2 does not borrow.
        !Choice::from(modular::borrows(&self.to_raw(), &P_PLUS_1_OVER_2) as u8)
    }

    /// sgn0 of RFC 9380 §4.1: the parity of the canonical value.
    pub fn sgn0(&self) -> Choice {
        Choice::from((self.to_raw()[0] & 1) as u8)
    }

    /// `self / 2` (an addition of p chosen by a mask, and a shift).
    #[inline]
    pub(crate) fn halve(&self) -> Fp {
        Fp(modular::half(&self.0, &P))
    }

    /// `self · rhs`.
    #[inline]
    pub fn mul(&self, rhs: &Fp) -> Fp {
        Fp(backend::fp_mul(&self.0, &rhs.0))
    }

    /// `self²`.
    #[inline]
    pub fn square(&self) -> Fp {
        Fp(backend::fp_sqr(&self.0))
    }

    /// `self^(2^n)`.
    #[inline]
    pub fn square_n(&self, n: u32) -> Fp {
        let mut r = [0u64; 6];
        // The backend's run of squarings keeps them in one kernel, unreduced in between.
        if n > 0 && backend::fp_sqr_n(&mut r, &self.0, &u64::from(n)) {
            return Fp(r);
        }
        let mut x = *self;
        for _ in 0..n {
            x = x.square();
        }
        x
    }

    /// `self^by` for a public exponent (little-endian limbs); time depends on the exponent only.
    pub fn pow_vartime(&self, by: &[u64]) -> Fp {
        super::pow_vartime(self, Fp::ONE, Fp::square, by)
    }

    /// `Σ a_i·b_i` with lazy reduction (Aranha–Karabina–Longa–Gebotys–López, EUROCRYPT 2011,
    /// §3): the double-width products are summed and Montgomery-reduced once per four terms
    /// (four products below p² sum to less than p·2^384, the bound of the reduction). The
    /// extra elements of the longer slice are ignored.
    ///
    /// ```
    /// use bls381::field::Fp;
    /// let (a, b) = ([Fp::one(), Fp::one().double()], [Fp::one().double(), Fp::one()]);
    /// assert_eq!(Fp::sum_of_products(&a, &b), Fp::one().double().double());
    /// ```
    pub fn sum_of_products(a: &[Fp], b: &[Fp]) -> Fp {
        let mut sum = Fp::ZERO;
        for (a, b) in a.chunks(4).zip(b.chunks(4)) {
            let mut acc = [0u64; 12];
            for (a, b) in a.iter().zip(b) {
                modular::add_wide_lazy(&mut acc, &backend::fp_mul_wide(&a.0, &b.0));
            }
            sum += Fp(backend::fp_redc(&acc));
        }
        sum
    }

    /// The multiplicative inverse, or `None` for zero. Constant time (Pornin's binary GCD: the
    /// backend's kernel, `asm/*/inverse.S`, or the portable `backend/inversion.rs`).
    pub fn invert(&self) -> CtOption<Fp> {
        let v = backend::fp_inverse(&self.0);
        // v = (a·R)^-1; v·R3/R = a^-1·R.
        CtOption::new(Fp(backend::fp_mul(&v, &P_R3)), !self.is_zero())
    }

    /// The inverse by Fermat's little theorem (an addition chain of squarings and
    /// multiplications), kept as the reference the GCD inversion is measured against.
    pub fn invert_fermat(&self) -> CtOption<Fp> {
        CtOption::new(pow_chain(&[*self], &P_MINUS_2)[0], !self.is_zero())
    }

    /// A square root, if one exists: `self^((p+1)/4)` (p ≡ 3 mod 4), the root `bls12_381`
    /// returns. Constant time.
    pub fn sqrt(&self) -> CtOption<Fp> {
        sqrt::fp_sqrt(self)
    }

    /// The Legendre symbol: 1 for a non-zero square, −1 for a non-square, 0 for zero.
    pub fn legendre(&self) -> i8 {
        let [e] = pow_chain(&[*self], &P_MINUS_1_OVER_2);
        let one = e.ct_eq(&Fp::ONE);
        let zero = e.is_zero();
        i8::conditional_select(&i8::conditional_select(&-1, &0, zero), &1, one)
    }

    /// Whether this is a square (zero counts as a square).
    pub fn is_square(&self) -> Choice {
        let [e] = pow_chain(&[*self], &P_MINUS_1_OVER_2);
        e.ct_eq(&Fp::ONE) | e.is_zero()
    }

    /// Inverts every non-zero element of `v` in place with one inversion (Montgomery's trick);
    /// zeros stay zero. Returns whether all were non-zero.
    pub fn batch_invert(v: &mut [Fp]) -> Choice {
        super::batch_invert(v)
    }
}

super::impl_field!(
    Fp,
    bytes = 48,
    okm = 64,
    norm = Fp,
    to_be = to_bytes,
    from_be = from_bytes,
    extra = {
        #[inline(always)]
        fn square_n(&self, n: u32) -> Fp {
            Fp::square_n(self, n)
        }
        #[inline(always)]
        fn mul_add_mul(&self, b: &Fp, c: &Fp, d: &Fp) -> Fp {
            // Two products below p² sum to less than p·2^384, the bound of the reduction.
            let mut acc = backend::fp_mul_wide(&self.0, &b.0);
            modular::add_wide_lazy(&mut acc, &backend::fp_mul_wide(&c.0, &d.0));
            Fp(backend::fp_redc(&acc))
        }
        #[inline(always)]
        fn mul_sub_mul(&self, b: &Fp, c: &Fp, d: &Fp) -> Fp {
            // Modulo p·2^384 (p added to the high half on a borrow): stays below it.
            let mut acc = backend::fp_mul_wide(&self.0, &b.0);
            modular::sub_wide(
                &mut acc,
                &backend::fp_mul_wide(&c.0, &d.0),
                &crate::params::P,
            );
            Fp(backend::fp_redc(&acc))
        }
        #[inline(always)]
        fn to_fp(&self) -> Option<Fp> {
            Some(*self)
        }
        #[inline(always)]
        fn from_fp(x: Fp) -> Option<Fp> {
            Some(x)
        }
    }
);

super::impl_prime_field!(Fp, modulus = crate::params::P, to_be = to_bytes);
