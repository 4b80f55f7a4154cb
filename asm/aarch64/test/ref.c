/*
 * ref.c: independent C reference for the AArch64 kernels. See ref.h.
 */
#include "ref.h"

#include <stdio.h>
#include <string.h>

typedef unsigned __int128 u128;

const u64 REF_P[6] = {
	0xb9feffffffffaaabULL, 0x1eabfffeb153ffffULL, 0x6730d2a0f6b0f624ULL,
	0x64774b84f38512bfULL, 0x4b1ba7b6434bacd7ULL, 0x1a0111ea397fe69aULL,
};
const u64 REF_R[4] = {
	0xffffffff00000001ULL, 0x53bda402fffe5bfeULL, 0x3339d80809a1d805ULL, 0x73eda753299d7d48ULL,
};
u64 ref_p_n0, ref_r_n0;

/* Internal consistency failures of the reference (a nonzero value aborts the harness). */
int ref_internal_errors;

#define MAXN 16

/* -m0^-1 mod 2^64 by Newton's iteration (each step doubles the number of correct bits). */
static u64 neg_inv64(u64 m0)
{
	u64 x = 1;
	for (int i = 0; i < 7; i++)
		x *= 2 - m0 * x;
	return (u64)0 - x;
}

void ref_init(void)
{
	ref_p_n0 = neg_inv64(REF_P[0]);
	ref_r_n0 = neg_inv64(REF_R[0]);
}

int ref_cmp(const u64 *a, const u64 *b, int n)
{
	for (int i = n - 1; i >= 0; i--) {
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	}
	return 0;
}

u64 ref_add(u64 *r, const u64 *a, const u64 *b, int n)
{
	u128 acc = 0;
	for (int i = 0; i < n; i++) {
		acc += (u128)a[i] + b[i];
		r[i] = (u64)acc;
		acc >>= 64;
	}
	return (u64)acc;
}

u64 ref_sub(u64 *r, const u64 *a, const u64 *b, int n)
{
	u64 borrow = 0;
	for (int i = 0; i < n; i++) {
		u128 d = (u128)a[i] - b[i] - borrow;
		r[i] = (u64)d;
		borrow = (u64)(d >> 64) & 1;
	}
	return borrow;
}

/* Column-wise (product-scanning) multiplication with a 192-bit accumulator. */
void ref_mul(u64 *r, const u64 *a, int na, const u64 *b, int nb)
{
	u64 c0 = 0, c1 = 0, c2 = 0;
	for (int k = 0; k < na + nb - 1; k++) {
		int lo = k - (nb - 1) > 0 ? k - (nb - 1) : 0;
		int hi = k < na - 1 ? k : na - 1;
		for (int i = lo; i <= hi; i++) {
			u128 p = (u128)a[i] * b[k - i];
			u128 s = (u128)c0 + (u64)p;
			c0 = (u64)s;
			s = (u128)c1 + (u64)(p >> 64) + (u64)(s >> 64);
			c1 = (u64)s;
			c2 += (u64)(s >> 64);
		}
		r[k] = c0;
		c0 = c1;
		c1 = c2;
		c2 = 0;
	}
	r[na + nb - 1] = c0;
}

/* Textbook separated-operand-scanning Montgomery reduction with a full extra carry word and a
 * compare-and-subtract loop at the end (no bound on t is assumed). */
void ref_redc(u64 *r, const u64 *t, const u64 *m, u64 n0, int n)
{
	u64 T[2 * MAXN + 1], M[MAXN + 1];
	memcpy(T, t, sizeof(u64) * 2 * n);
	T[2 * n] = 0;
	for (int i = 0; i < n; i++) {
		u64 u = T[i] * n0;
		u64 carry = 0;
		for (int j = 0; j < n; j++) {
			u128 s = (u128)u * m[j] + T[i + j] + carry;
			T[i + j] = (u64)s;
			carry = (u64)(s >> 64);
		}
		for (int k = i + n; k <= 2 * n; k++) {
			u128 s = (u128)T[k] + carry;
			T[k] = (u64)s;
			carry = (u64)(s >> 64);
		}
		if (T[i] != 0 || carry != 0)
			ref_internal_errors++;
	}
	memcpy(M, m, sizeof(u64) * n);
	M[n] = 0;
	while (ref_cmp(T + n, M, n + 1) >= 0)
		ref_sub(T + n, T + n, M, n + 1);
	memcpy(r, T + n, sizeof(u64) * n);
}

static void mont_mul(u64 *r, const u64 *a, const u64 *b, const u64 *m, u64 n0, int n)
{
	u64 t[2 * MAXN];
	ref_mul(t, a, n, b, n);
	ref_redc(r, t, m, n0, n);
}

/* (a + b) mod m and (a - b) mod m for a, b < m. */
static void add_mod(u64 *r, const u64 *a, const u64 *b, const u64 *m, int n)
{
	u64 s[MAXN + 1], M[MAXN + 1];
	s[n] = ref_add(s, a, b, n);
	memcpy(M, m, sizeof(u64) * n);
	M[n] = 0;
	if (ref_cmp(s, M, n + 1) >= 0)
		ref_sub(s, s, M, n + 1);
	memcpy(r, s, sizeof(u64) * n);
}

static void sub_mod(u64 *r, const u64 *a, const u64 *b, const u64 *m, int n)
{
	u64 d[MAXN];
	if (ref_sub(d, a, b, n))
		ref_add(d, d, m, n);
	memcpy(r, d, sizeof(u64) * n);
}

void ref_fp_mul(u64 r[6], const u64 a[6], const u64 b[6])
{
	mont_mul(r, a, b, REF_P, ref_p_n0, 6);
}

void ref_fp_sqr(u64 r[6], const u64 a[6])
{
	mont_mul(r, a, a, REF_P, ref_p_n0, 6);
}

void ref_fp_mul_wide(u64 r[12], const u64 a[6], const u64 b[6])
{
	ref_mul(r, a, 6, b, 6);
}

void ref_fp_sqr_wide(u64 r[12], const u64 a[6])
{
	ref_mul(r, a, 6, a, 6);
}

void ref_fp_redc(u64 r[6], const u64 t[12])
{
	ref_redc(r, t, REF_P, ref_p_n0, 6);
}

/* Reduced Fp2 results straight from reduced Fp products (not through the wide values). */
void ref_fp2_mul(u64 r0[6], u64 r1[6], const u64 a0[6], const u64 a1[6], const u64 b0[6],
		 const u64 b1[6])
{
	u64 t00[6], t11[6], t01[6], t10[6];
	mont_mul(t00, a0, b0, REF_P, ref_p_n0, 6);
	mont_mul(t11, a1, b1, REF_P, ref_p_n0, 6);
	mont_mul(t01, a0, b1, REF_P, ref_p_n0, 6);
	mont_mul(t10, a1, b0, REF_P, ref_p_n0, 6);
	sub_mod(r0, t00, t11, REF_P, 6);
	add_mod(r1, t01, t10, REF_P, 6);
}

void ref_fp2_sqr(u64 r0[6], u64 r1[6], const u64 a0[6], const u64 a1[6])
{
	u64 t00[6], t11[6], t01[6];
	mont_mul(t00, a0, a0, REF_P, ref_p_n0, 6);
	mont_mul(t11, a1, a1, REF_P, ref_p_n0, 6);
	mont_mul(t01, a0, a1, REF_P, ref_p_n0, 6);
	sub_mod(r0, t00, t11, REF_P, 6);
	add_mod(r1, t01, t01, REF_P, 6);
}

/* r0 = a0*b0 - a1*b1 (+ p*2^384 if negative), r1 = a0*b1 + a1*b0, both computed directly. */
void ref_fp2_mul_wide(u64 r0[12], u64 r1[12], const u64 a0[6], const u64 a1[6],
		      const u64 b0[6], const u64 b1[6])
{
	u64 t0[13], t1[13], u[13], v[13];
	ref_mul(t0, a0, 6, b0, 6);
	ref_mul(t1, a1, 6, b1, 6);
	t0[12] = t1[12] = 0;
	if (ref_cmp(t0, t1, 13) < 0) {
		u64 pw[13] = {0};
		memcpy(pw + 6, REF_P, sizeof REF_P);
		ref_add(t0, t0, pw, 13);
	}
	if (ref_sub(t0, t0, t1, 13) || t0[12] != 0)
		ref_internal_errors++;
	memcpy(r0, t0, sizeof(u64) * 12);

	ref_mul(u, a0, 6, b1, 6);
	ref_mul(v, a1, 6, b0, 6);
	u[12] = v[12] = 0;
	ref_add(u, u, v, 13);
	if (u[12] != 0)
		ref_internal_errors++;
	memcpy(r1, u, sizeof(u64) * 12);
}

/* r0 = (a0 + a1)(a0 - a1 + p), r1 = 2 a0 a1 (the product doubled by a shift). */
void ref_fp2_sqr_wide(u64 r0[12], u64 r1[12], const u64 a0[6], const u64 a1[6])
{
	u64 s[7], d[7], x[7], y[7], t[14];
	memcpy(x, a0, 48);
	memcpy(y, a1, 48);
	x[6] = y[6] = 0;
	ref_add(s, x, y, 7);
	u64 pp[7];
	memcpy(pp, REF_P, 48);
	pp[6] = 0;
	ref_add(d, x, pp, 7);
	if (ref_sub(d, d, y, 7))
		ref_internal_errors++;
	ref_mul(t, s, 7, d, 7);
	if (t[12] | t[13])
		ref_internal_errors++;
	memcpy(r0, t, sizeof(u64) * 12);

	ref_mul(t, a0, 6, a1, 6);
	for (int i = 11; i > 0; i--)
		r1[i] = (t[i] << 1) | (t[i - 1] >> 63);
	r1[0] = t[0] << 1;
	if (t[11] >> 63)
		ref_internal_errors++;
}

void ref_fr_mul(u64 r[4], const u64 a[4], const u64 b[4])
{
	mont_mul(r, a, b, REF_R, ref_r_n0, 4);
}

void ref_fr_sqr(u64 r[4], const u64 a[4])
{
	mont_mul(r, a, a, REF_R, ref_r_n0, 4);
}

/* y^-1 mod m (0 for y = 0) by the classic extended binary GCD (HAC 14.61 in its modular form,
 * Pornin's Algorithm 1): exact a, b, one step at a time, u and v halved modulo m. Variable
 * time, nothing shared with the kernels' approximated rounds and matrices. */
static void inverse_bingcd(u64 *r, const u64 *y, const u64 *m, int n)
{
	u64 a[MAXN], b[MAXN], u[MAXN + 1], v[MAXN + 1], M[MAXN + 1], zero[MAXN] = {0};
	memcpy(a, y, sizeof(u64) * n);
	memcpy(b, m, sizeof(u64) * n);
	memset(u, 0, sizeof u);
	memset(v, 0, sizeof v);
	u[0] = 1;
	memcpy(M, m, sizeof(u64) * n);
	M[n] = 0;
	while (ref_cmp(a, zero, n) != 0) {
		if (a[0] & 1) {
			if (ref_cmp(a, b, n) < 0) {
				u64 t[MAXN + 1];
				memcpy(t, a, sizeof(u64) * n);
				memcpy(a, b, sizeof(u64) * n);
				memcpy(b, t, sizeof(u64) * n);
				memcpy(t, u, sizeof(u64) * n);
				memcpy(u, v, sizeof(u64) * n);
				memcpy(v, t, sizeof(u64) * n);
			}
			ref_sub(a, a, b, n);
			sub_mod(u, u, v, m, n);
		}
		for (int i = 0; i < n; i++)
			a[i] = (a[i] >> 1) | (i + 1 < n ? a[i + 1] << 63 : 0);
		u[n] = 0;
		if (u[0] & 1)
			ref_add(u, u, M, n + 1);
		for (int i = 0; i <= n; i++)
			u[i] = (u[i] >> 1) | (i < n ? u[i + 1] << 63 : 0);
	}
	/* b = gcd(y, m) = 1 for y != 0 (m prime); v = 0 for y = 0 */
	memcpy(r, v, sizeof(u64) * n);
}

void ref_fp_inverse(u64 r[6], const u64 a[6])
{
	inverse_bingcd(r, a, REF_P, 6);
}

void ref_fr_inverse(u64 r[4], const u64 a[4])
{
	inverse_bingcd(r, a, REF_R, 4);
}

/* y^(m-2) mod m by square-and-multiply in the Montgomery domain (Fermat), for the self-test. */
static void inverse_fermat(u64 *r, const u64 *y, const u64 *m, u64 n0, int n)
{
	u64 t[2 * MAXN + 1] = {0}, x[MAXN], acc[MAXN], e[MAXN], two[MAXN] = {2}, one[MAXN] = {1};
	memcpy(t + n, y, sizeof(u64) * n);
	ref_mod(x, t, 2 * n, m, n);          /* y R */
	memset(t, 0, sizeof t);
	t[n] = 1;
	ref_mod(acc, t, n + 1, m, n);        /* R = 1 in Montgomery form */
	ref_sub(e, m, two, n);
	for (int bit = 64 * n - 1; bit >= 0; bit--) {
		mont_mul(acc, acc, acc, m, n0, n);
		if ((e[bit / 64] >> (bit % 64)) & 1)
			mont_mul(acc, acc, x, m, n0, n);
	}
	mont_mul(r, acc, one, m, n0, n);     /* out of the Montgomery domain */
}

/* r = x mod m by bit-serial shift-and-subtract (x has nx limbs, m has n). */
void ref_mod(u64 *r, const u64 *x, int nx, const u64 *m, int n)
{
	u64 acc[MAXN + 1] = {0}, M[MAXN + 1];
	memcpy(M, m, sizeof(u64) * n);
	M[n] = 0;
	for (int bit = 64 * nx - 1; bit >= 0; bit--) {
		u64 in = (x[bit / 64] >> (bit % 64)) & 1;
		for (int i = n; i > 0; i--)
			acc[i] = (acc[i] << 1) | (acc[i - 1] >> 63);
		acc[0] = (acc[0] << 1) | in;
		if (ref_cmp(acc, M, n + 1) >= 0)
			ref_sub(acc, acc, M, n + 1);
	}
	memcpy(r, acc, sizeof(u64) * n);
}

/* Checks mont(a, b) * 2^(64n) == a*b (mod m) and redc(t) * 2^(64n) == t (mod m) with bit-serial
 * reduction, plus the ranges. */
static int selftest_mod(const u64 *m, u64 n0, int n, int count, u64 (*next)(void))
{
	int bad = 0;
	for (int it = 0; it < count; it++) {
		u64 a[MAXN], b[MAXN], x[MAXN], t[2 * MAXN], w[3 * MAXN], lhs[MAXN], rhs[MAXN];
		u64 raw[2 * MAXN];
		for (int i = 0; i < 2 * n; i++)
			raw[i] = next();
		ref_mod(a, raw, n, m, n);
		ref_mod(b, raw + n, n, m, n);
		mont_mul(x, a, b, m, n0, n);
		memset(w, 0, sizeof w);
		memcpy(w + n, x, sizeof(u64) * n);
		ref_mod(lhs, w, 2 * n, m, n);
		ref_mul(t, a, n, b, n);
		ref_mod(rhs, t, 2 * n, m, n);
		if (ref_cmp(x, m, n) >= 0 || ref_cmp(lhs, rhs, n) != 0)
			bad++;
		/* t < m * 2^(64n): low half any, high half < m */
		for (int i = 0; i < n; i++)
			t[i] = next();
		memcpy(t + n, b, sizeof(u64) * n);
		ref_redc(x, t, m, n0, n);
		memset(w, 0, sizeof w);
		memcpy(w + n, x, sizeof(u64) * n);
		ref_mod(lhs, w, 2 * n, m, n);
		ref_mod(rhs, t, 2 * n, m, n);
		if (ref_cmp(x, m, n) >= 0 || ref_cmp(lhs, rhs, n) != 0)
			bad++;
	}
	return bad;
}

int ref_selftest(int count, u64 (*next)(void))
{
	int bad = 0;
	/* n0 * m == -1 mod 2^64 */
	if (ref_p_n0 * REF_P[0] != ~(u64)0 || ref_r_n0 * REF_R[0] != ~(u64)0)
		bad++;
	if (ref_p_n0 != 0x89f3fffcfffcfffdULL || ref_r_n0 != 0xfffffffeffffffffULL)
		bad++;
	bad += selftest_mod(REF_P, ref_p_n0, 6, count, next);
	bad += selftest_mod(REF_R, ref_r_n0, 4, count, next);
	/* Fp2 reduced reference == reduction of the wide reference */
	for (int it = 0; it < count; it++) {
		u64 raw[6], a0[6], a1[6], b0[6], b1[6], w0[12], w1[12], x0[6], x1[6], y0[6], y1[6];
		u64 *v[4] = {a0, a1, b0, b1};
		for (int k = 0; k < 4; k++) {
			for (int i = 0; i < 6; i++)
				raw[i] = next();
			ref_mod(v[k], raw, 6, REF_P, 6);
		}
		ref_fp2_mul_wide(w0, w1, a0, a1, b0, b1);
		ref_fp_redc(x0, w0);
		ref_fp_redc(x1, w1);
		ref_fp2_mul(y0, y1, a0, a1, b0, b1);
		if (memcmp(x0, y0, 48) || memcmp(x1, y1, 48))
			bad++;
		ref_fp2_sqr_wide(w0, w1, a0, a1);
		ref_fp_redc(x0, w0);
		ref_fp_redc(x1, w1);
		ref_fp2_sqr(y0, y1, a0, a1);
		if (memcmp(x0, y0, 48) || memcmp(x1, y1, 48))
			bad++;
	}
	/* the binary-GCD inverse against Fermat, and y * y^-1 = 1 by bit-serial reduction */
	for (int it = 0; it < count / 4 + 2; it++) {
		const u64 *m = it & 1 ? REF_R : REF_P;
		u64 n0 = it & 1 ? ref_r_n0 : ref_p_n0;
		int n = it & 1 ? 4 : 6;
		u64 raw[MAXN], y[MAXN], g[MAXN], f[MAXN], t[2 * MAXN], one[MAXN];
		for (int i = 0; i < n; i++)
			raw[i] = next();
		ref_mod(y, raw, n, m, n);
		if (it < 2)
			memset(y, 0, sizeof y); /* 0 -> 0 */
		inverse_bingcd(g, y, m, n);
		inverse_fermat(f, y, m, n0, n);
		ref_mul(t, y, n, g, n);
		ref_mod(one, t, 2 * n, m, n);
		if (memcmp(g, f, sizeof(u64) * n) || one[0] != (u64)(it >= 2))
			bad++;
		for (int i = 1; i < n; i++)
			if (one[i])
				bad++;
	}
	return bad + ref_internal_errors;
}
