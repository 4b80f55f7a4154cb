/*
 * ref.h: an independent C reference for the AArch64 kernels (plain C with unsigned __int128;
 * shares no code or algorithm layout with the assembly: column-wise products, textbook SOS
 * Montgomery reduction with a full carry word and a generic compare-and-subtract loop, n0
 * derived at start-up, and the Fp2 results built from reduced Fp operations; the inverses by the
 * classic one-step-at-a-time extended binary GCD, checked against Fermat by the self-test).
 *
 * ref_selftest() checks the Montgomery reference itself against bit-serial modular reduction,
 * which uses no Montgomery arithmetic at all.
 */
#ifndef BLS381_TEST_REF_H
#define BLS381_TEST_REF_H

#include <stdint.h>

typedef uint64_t u64;

/* Moduli (little-endian limbs) and the n0 = -m^-1 mod 2^64 computed by ref_init(). */
extern const u64 REF_P[6];
extern const u64 REF_R[4];
extern u64 ref_p_n0, ref_r_n0;

void ref_init(void);

/* Generic helpers on n-limb little-endian integers. */
int ref_cmp(const u64 *a, const u64 *b, int n);
u64 ref_add(u64 *r, const u64 *a, const u64 *b, int n);	/* returns the carry */
u64 ref_sub(u64 *r, const u64 *a, const u64 *b, int n);	/* returns the borrow */
void ref_mul(u64 *r, const u64 *a, int na, const u64 *b, int nb); /* r has na + nb limbs */

/* r = x mod m by bit-serial shift-and-subtract (x has nx limbs, m has n). Slow, exact. */
void ref_mod(u64 *r, const u64 *x, int nx, const u64 *m, int n);

/* Montgomery reduction of t (2n limbs, t < m * 2^(64n)) modulo m: t * 2^(-64n) mod m, < m. */
void ref_redc(u64 *r, const u64 *t, const u64 *m, u64 n0, int n);

/* The kernels' contracts. */
void ref_fp_mul(u64 r[6], const u64 a[6], const u64 b[6]);
void ref_fp_sqr(u64 r[6], const u64 a[6]);
void ref_fp_mul_wide(u64 r[12], const u64 a[6], const u64 b[6]);
void ref_fp_sqr_wide(u64 r[12], const u64 a[6]);
void ref_fp_redc(u64 r[6], const u64 t[12]);
void ref_fp2_mul(u64 r0[6], u64 r1[6], const u64 a0[6], const u64 a1[6], const u64 b0[6],
		 const u64 b1[6]);
void ref_fp2_sqr(u64 r0[6], u64 r1[6], const u64 a0[6], const u64 a1[6]);
void ref_fp2_mul_wide(u64 r0[12], u64 r1[12], const u64 a0[6], const u64 a1[6],
		      const u64 b0[6], const u64 b1[6]);
void ref_fp2_sqr_wide(u64 r0[12], u64 r1[12], const u64 a0[6], const u64 a1[6]);
void ref_fr_mul(u64 r[4], const u64 a[4], const u64 b[4]);
void ref_fr_sqr(u64 r[4], const u64 a[4]);
/* a^-1 mod p, a^-1 mod r (a < the modulus; 0 for 0): classic extended binary GCD. */
void ref_fp_inverse(u64 r[6], const u64 a[6]);
void ref_fr_inverse(u64 r[4], const u64 a[4]);

/* Count of internal consistency failures seen by the reference (expected 0). */
extern int ref_internal_errors;

/* Checks the reference against bit-serial reduction on `count` pseudo-random inputs drawn from
 * `next` (a 64-bit generator). Returns the number of mismatches (0 expected). */
int ref_selftest(int count, u64 (*next)(void));

#endif
