/*
 * main.c: differential test of the AArch64 kernels (the .S files of asm/aarch64) against the independent C
 * reference (ref.c). Runs natively on AArch64 or under qemu-aarch64 (scripts/test-aarch64.sh).
 *
 *   harness [SEED [ITERATIONS]]
 *
 * SEED (decimal or 0x-hex; default: the environment variable BLS381_TEST_SEED, else a fresh
 * random seed) drives every pseudo-random choice, so a run is reproduced exactly by its seed.
 * ITERATIONS (default: BLS381_TEST_ITERS, else 100000) is the number of random cases per kernel.
 *
 * Every kernel gets its edge cases and ITERATIONS random cases. Each case:
 *   - places the inputs in a guarded arena filled with junk, a quarter of the random cases with
 *     outputs aliasing inputs and/or inputs aliasing each other;
 *   - calls the kernel through bls381_test_call (abi_check.S), which plants canaries in x18,
 *     x19..x28 and d8..d15 and reports any that changed, and the stack pointer;
 *   - compares the whole arena with the expected one: the reference outputs at the outputs, every
 *     other word unchanged (no stray stores, no modified input).
 * On a mismatch the seed, the case and the inputs/outputs are printed; the exit status is 1.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ref.h"

extern void bls381_fp_mul(u64 *, const u64 *, const u64 *);
extern void bls381_fp_sqr(u64 *, const u64 *);
extern void bls381_fp_mul_wide(u64 *, const u64 *, const u64 *);
extern void bls381_fp_sqr_wide(u64 *, const u64 *);
extern void bls381_fp_redc(u64 *, const u64 *);
extern void bls381_fp2_mul(u64 *, u64 *, const u64 *, const u64 *, const u64 *, const u64 *);
extern void bls381_fp2_sqr(u64 *, u64 *, const u64 *, const u64 *);
extern void bls381_fp2_mul_wide(u64 *, u64 *, const u64 *, const u64 *, const u64 *,
				const u64 *);
extern void bls381_fp2_sqr_wide(u64 *, u64 *, const u64 *, const u64 *);
extern void bls381_fr_mul(u64 *, const u64 *, const u64 *);
extern void bls381_fr_sqr(u64 *, const u64 *);
extern void bls381_fp_inverse(u64 *, const u64 *);
extern void bls381_fr_inverse(u64 *, const u64 *);

extern u64 bls381_test_call(const void *fn, u64 x0, u64 x1, u64 x2, u64 x3, u64 x4, u64 x5);

/* ---- xoshiro256** seeded through splitmix64 ---- */

static u64 rs[4];

static u64 splitmix(u64 *x)
{
	u64 z = (*x += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static void rng_seed(u64 seed)
{
	for (int i = 0; i < 4; i++)
		rs[i] = splitmix(&seed);
}

static inline u64 rotl(u64 x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static u64 rng(void)
{
	u64 r = rotl(rs[1] * 5, 7) * 9, t = rs[1] << 17;
	rs[2] ^= rs[0];
	rs[3] ^= rs[1];
	rs[1] ^= rs[2];
	rs[0] ^= rs[3];
	rs[2] ^= t;
	rs[3] = rotl(rs[3], 45);
	return r;
}

/* ---- kernels ---- */

/* D_FP2X: below 2p, the coefficients fp2_mul_wide accepts (the unreduced Fp6 Karatsuba sums). */
enum { D_FP, D_ANY, D_REDC, D_FR, D_FP2X };

typedef void (*ref_fn)(u64 **out, u64 **in);

static void r_fp_mul(u64 **o, u64 **i) { ref_fp_mul(o[0], i[0], i[1]); }
static void r_fp_sqr(u64 **o, u64 **i) { ref_fp_sqr(o[0], i[0]); }
static void r_fp_mulw(u64 **o, u64 **i) { ref_fp_mul_wide(o[0], i[0], i[1]); }
static void r_fp_sqrw(u64 **o, u64 **i) { ref_fp_sqr_wide(o[0], i[0]); }
static void r_fp_redc(u64 **o, u64 **i) { ref_fp_redc(o[0], i[0]); }
static void r_fp2_mul(u64 **o, u64 **i) { ref_fp2_mul(o[0], o[1], i[0], i[1], i[2], i[3]); }
static void r_fp2_sqr(u64 **o, u64 **i) { ref_fp2_sqr(o[0], o[1], i[0], i[1]); }
static void r_fp2_mulw(u64 **o, u64 **i) { ref_fp2_mul_wide(o[0], o[1], i[0], i[1], i[2], i[3]); }
static void r_fp2_sqrw(u64 **o, u64 **i) { ref_fp2_sqr_wide(o[0], o[1], i[0], i[1]); }
static void r_fr_mul(u64 **o, u64 **i) { ref_fr_mul(o[0], i[0], i[1]); }
static void r_fr_sqr(u64 **o, u64 **i) { ref_fr_sqr(o[0], i[0]); }
static void r_fp_inv(u64 **o, u64 **i) { ref_fp_inverse(o[0], i[0]); }
static void r_fr_inv(u64 **o, u64 **i) { ref_fr_inverse(o[0], i[0]); }

struct kernel {
	const char *name;
	const void *fn;
	int nout, outlen, nin, inlen, dom;
	ref_fn ref;
	long random, edge, aliased, failures;
};

static struct kernel kernels[] = {
	{"bls381_fp_mul", (const void *)bls381_fp_mul, 1, 6, 2, 6, D_FP, r_fp_mul, 0, 0, 0, 0},
	{"bls381_fp_sqr", (const void *)bls381_fp_sqr, 1, 6, 1, 6, D_FP, r_fp_sqr, 0, 0, 0, 0},
	{"bls381_fp_mul_wide", (const void *)bls381_fp_mul_wide, 1, 12, 2, 6, D_ANY, r_fp_mulw, 0, 0, 0, 0},
	{"bls381_fp_sqr_wide", (const void *)bls381_fp_sqr_wide, 1, 12, 1, 6, D_ANY, r_fp_sqrw, 0, 0, 0, 0},
	{"bls381_fp_redc", (const void *)bls381_fp_redc, 1, 6, 1, 12, D_REDC, r_fp_redc, 0, 0, 0, 0},
	{"bls381_fp2_mul", (const void *)bls381_fp2_mul, 2, 6, 4, 6, D_FP, r_fp2_mul, 0, 0, 0, 0},
	{"bls381_fp2_sqr", (const void *)bls381_fp2_sqr, 2, 6, 2, 6, D_FP, r_fp2_sqr, 0, 0, 0, 0},
	{"bls381_fp2_mul_wide", (const void *)bls381_fp2_mul_wide, 2, 12, 4, 6, D_FP2X, r_fp2_mulw, 0, 0, 0, 0},
	{"bls381_fp2_sqr_wide", (const void *)bls381_fp2_sqr_wide, 2, 12, 2, 6, D_FP, r_fp2_sqrw, 0, 0, 0, 0},
	{"bls381_fr_mul", (const void *)bls381_fr_mul, 1, 4, 2, 4, D_FR, r_fr_mul, 0, 0, 0, 0},
	{"bls381_fr_sqr", (const void *)bls381_fr_sqr, 1, 4, 1, 4, D_FR, r_fr_sqr, 0, 0, 0, 0},
	{"bls381_fp_inverse", (const void *)bls381_fp_inverse, 1, 6, 1, 6, D_FP, r_fp_inv, 0, 0, 0, 0},
	{"bls381_fr_inverse", (const void *)bls381_fr_inverse, 1, 4, 1, 4, D_FR, r_fr_inv, 0, 0, 0, 0},
};
#define NKERNELS ((int)(sizeof kernels / sizeof kernels[0]))

/* ---- the guarded arena ---- */

#define GUARD 4
#define SLOT_WORDS 16 /* 12 limbs + 4 guard words */
#define NSLOTS 6      /* outputs in slots 0, 1; inputs in slots 2..5 */
#define ARENA_WORDS (GUARD + NSLOTS * SLOT_WORDS)

static u64 arena[ARENA_WORDS], expect[ARENA_WORDS], junk[ARENA_WORDS];
static u64 seed;
static int max_reports = 3;

static u64 *slot(int s)
{
	return arena + GUARD + s * SLOT_WORDS;
}

static void print_num(const char *label, const u64 *x, int n)
{
	printf("    %-6s = 0x", label);
	for (int i = n - 1; i >= 0; i--)
		printf("%016" PRIx64, x[i]);
	printf("\n");
}

/* Runs one case. in[i] holds the value of input i; in_alias[i] >= 0 makes input i the same
 * pointer as that (earlier) input, whose value it must equal; out_alias[o] >= 0 makes output o
 * the pointer of that input. Returns 1 on success. */
static int run_case(struct kernel *k, u64 in[4][12], const int in_alias[4], const int out_alias[2],
		    const char *kind, long index)
{
	u64 *pin[4] = {0}, *pout[2] = {0};
	u64 refout[2][12];
	u64 *ro[2] = {refout[0], refout[1]};
	u64 *ri[4] = {in[0], in[1], in[2], in[3]};
	u64 args[6] = {0};

	/* fresh junk in a few words, so stale values cannot pass for results */
	junk[rng() % ARENA_WORDS] = rng();
	junk[rng() % ARENA_WORDS] = rng();
	memcpy(arena, junk, sizeof arena);
	for (int i = 0; i < k->nin; i++) {
		pin[i] = in_alias[i] >= 0 ? pin[in_alias[i]] : slot(2 + i);
		memcpy(pin[i], in[i], sizeof(u64) * k->inlen);
	}
	for (int o = 0; o < k->nout; o++)
		pout[o] = out_alias[o] >= 0 ? pin[out_alias[o]] : slot(o);
	memcpy(expect, arena, sizeof arena);
	k->ref(ro, ri);
	for (int o = 0; o < k->nout; o++)
		memcpy(expect + (pout[o] - arena), refout[o], sizeof(u64) * k->outlen);

	int n = 0;
	for (int o = 0; o < k->nout; o++)
		args[n++] = (u64)(uintptr_t)pout[o];
	for (int i = 0; i < k->nin; i++)
		args[n++] = (u64)(uintptr_t)pin[i];
	u64 mask = bls381_test_call(k->fn, args[0], args[1], args[2], args[3], args[4], args[5]);

	if (mask == 0 && memcmp(arena, expect, sizeof arena) == 0)
		return 1;

	k->failures++;
	if (k->failures > max_reports)
		return 0;
	printf("FAIL %s: seed 0x%016" PRIx64 ", %s case %ld\n", k->name, seed, kind, index);
	int aliased = 0;
	for (int i = 0; i < k->nin; i++)
		if (in_alias[i] >= 0) {
			printf("    input %d aliases input %d\n", i, in_alias[i]);
			aliased = 1;
		}
	for (int o = 0; o < k->nout; o++)
		if (out_alias[o] >= 0) {
			printf("    output %d aliases input %d\n", o, out_alias[o]);
			aliased = 1;
		}
	if (!aliased)
		printf("    no aliasing\n");
	for (int i = 0; i < k->nin; i++) {
		char l[16];
		snprintf(l, sizeof l, "in%d", i);
		print_num(l, in[i], k->inlen);
	}
	for (int o = 0; o < k->nout; o++) {
		char l[16];
		snprintf(l, sizeof l, "want%d", o);
		print_num(l, refout[o], k->outlen);
		snprintf(l, sizeof l, "got%d", o);
		print_num(l, pout[o], k->outlen);
	}
	if (mask)
		printf("    callee-saved state changed: mask 0x%" PRIx64
		       " (bits 0-9 x19-x28, 10-17 d8-d15, 18 x18, 19 sp)\n", mask);
	for (int w = 0; w < ARENA_WORDS; w++) {
		int in_out = 0;
		for (int o = 0; o < k->nout; o++)
			if (arena + w >= pout[o] && arena + w < pout[o] + k->outlen)
				in_out = 1;
		if (!in_out && arena[w] != expect[w]) {
			printf("    word %d outside the outputs changed (stray store or modified input)\n", w);
			break;
		}
	}
	return 0;
}

/* ---- input generation ---- */

static const u64 *mod_of(int dom)
{
	return dom == D_FR ? REF_R : REF_P;
}

static int mod_len(int dom)
{
	return dom == D_FR ? 4 : 6;
}

/* Limbs that trigger long carry/borrow chains and boundary cases, position-aware for moduli. */
static u64 biased_limb(const u64 *m, int n, int i)
{
	u64 mi = i < n ? m[i] : rng();
	switch (rng() % 14) {
	case 0: return 0;
	case 1: return ~(u64)0;
	case 2: return 1;
	case 3: return ~(u64)1;
	case 4: return (u64)1 << 63;
	case 5: return ((u64)1 << 63) - 1;
	case 6: return mi;
	case 7: return mi - 1;
	case 8: return mi + 1;
	case 9: return rng() >> (rng() % 64);
	case 10: return ~(rng() >> (rng() % 64));
	case 11: return (u64)1 << (rng() % 64);
	default: return rng();
	}
}

/* x < m uniformly or biased (m = p with 381 bits or r with 255 bits). */
static void gen_mod(u64 *x, int dom)
{
	const u64 *m = mod_of(dom);
	int n = mod_len(dom);
	u64 topmask = dom == D_FR ? (~(u64)0 >> 1) : (~(u64)0 >> 3);
	unsigned c = rng() % 8;
	if (c < 4) {
		do {
			for (int i = 0; i < n; i++)
				x[i] = rng();
			x[n - 1] &= topmask;
		} while (ref_cmp(x, m, n) >= 0);
		return;
	}
	for (int i = 0; i < n; i++)
		x[i] = biased_limb(m, n, i);
	x[n - 1] &= topmask;
	if (ref_cmp(x, m, n) >= 0)
		ref_sub(x, x, m, n); /* 2^bits < 2m: one subtraction */
	if (c == 7) {            /* mirror to just below m: m - 1 - x */
		u64 one[6] = {1}, t[6];
		ref_sub(t, m, one, n);
		ref_sub(x, t, x, n);
	}
}

/* any 384-bit integer */
static void gen_any(u64 *x)
{
	if (rng() & 1) {
		for (int i = 0; i < 6; i++)
			x[i] = rng();
	} else {
		for (int i = 0; i < 6; i++)
			x[i] = biased_limb(REF_P, 6, i);
	}
}

/* t < p * 2^384 */
static void gen_redc(u64 *t)
{
	u64 a[6], b[6];
	switch (rng() % 4) {
	case 0:
	case 1: /* the product of two field elements, the common use */
		gen_mod(a, D_FP);
		gen_mod(b, D_FP);
		ref_mul(t, a, 6, b, 6);
		break;
	case 2: /* any low half, high half < p */
		gen_any(t);
		gen_mod(t + 6, D_FP);
		break;
	default: /* near the top of the range */
		gen_any(t);
		gen_mod(a, D_FP);
		{
			u64 one[6] = {1}, pm1[6];
			ref_sub(pm1, REF_P, one, 6);
			if (rng() & 1)
				memcpy(t + 6, pm1, 48);
			else
				memcpy(t + 6, a, 48);
		}
		break;
	}
}

/* x < 2p: a field element, plus p half of the time */
static void gen_fp2x(u64 *x)
{
	gen_mod(x, D_FP);
	if (rng() & 1)
		ref_add(x, x, REF_P, 6);
}

static void gen_input(u64 *x, int dom)
{
	switch (dom) {
	case D_FP:
	case D_FR: gen_mod(x, dom); break;
	case D_ANY: gen_any(x); break;
	case D_FP2X: gen_fp2x(x); break;
	default: gen_redc(x); break;
	}
}

/* ---- edge values ---- */

#define MAXV 1024
static u64 fp_core[MAXV][6], any_core[MAXV][6], fr_core[MAXV][4], fp2x_core[2 * MAXV][6];
static int n_fp2x_core;
static int n_fp_core, n_any_core, n_fr_core;
static u64 redc_edge[4096][12];
static int n_redc_edge;

static void pow2(u64 *x, int n, int k)
{
	memset(x, 0, sizeof(u64) * n);
	x[k / 64] = (u64)1 << (k % 64);
}

static void shr1(u64 *r, const u64 *a, int n)
{
	for (int i = 0; i < n; i++)
		r[i] = (a[i] >> 1) | (i + 1 < n ? a[i + 1] << 63 : 0);
}

static void small(u64 *x, int n, u64 v)
{
	memset(x, 0, sizeof(u64) * n);
	x[0] = v;
}

/* all ones in limbs [0, k), zero above */
static void ones(u64 *x, int n, int k)
{
	for (int i = 0; i < n; i++)
		x[i] = i < k ? ~(u64)0 : 0;
}

/* Adds x to a list of n-limb values (when `below` is given, only if x < below). */
static void push(u64 (*list)[6], int *cnt, const u64 *x, const u64 *below)
{
	if (below && ref_cmp(x, below, 6) >= 0)
		return;
	memcpy(list[(*cnt)++], x, 48);
}

static void push4(u64 (*list)[4], int *cnt, const u64 *x)
{
	if (ref_cmp(x, REF_R, 4) >= 0)
		return;
	memcpy(list[(*cnt)++], x, 32);
}

/* Field-element edge values for modulus m (n limbs): returns them through push callbacks. */
static void field_edges(int dom, u64 out[][6], int *cnt)
{
	const u64 *m = mod_of(dom);
	int n = mod_len(dom);
	u64 x[6], t[13], one[6] = {1}, two[6] = {2}, three[6] = {3};
	u64 pm1[6], pm2[6], hm[6];
#define ADD(v) do { memcpy(out[*cnt], (v), 48); (*cnt)++; } while (0)
	memset(x, 0, sizeof x);
	memset(pm1, 0, sizeof pm1);
	memset(pm2, 0, sizeof pm2);
	memset(hm, 0, sizeof hm);
	ADD(x);                              /* 0 */
	small(x, 6, 1); ADD(x);
	small(x, 6, 2); ADD(x);
	small(x, 6, 3); ADD(x);
	ref_sub(pm1, m, one, n); ADD(pm1);   /* m - 1 */
	ref_sub(pm2, m, two, n); ADD(pm2);   /* m - 2 */
	ref_sub(x, m, three, n); ADD(x);     /* m - 3 */
	shr1(hm, pm1, n); ADD(hm);           /* (m - 1)/2 */
	ref_add(x, hm, one, n); ADD(x);      /* (m + 1)/2 */
	ref_add(x, hm, two, n); ADD(x);      /* (m + 3)/2 */
	ref_sub(x, hm, one, n); ADD(x);      /* (m - 3)/2 */
	/* R mod m, -R mod m, R^2 mod m */
	memset(t, 0, sizeof t);
	t[n] = 1;
	memset(x, 0, sizeof x);
	ref_mod(x, t, n + 1, m, n); ADD(x);
	{
		u64 y[6] = {0};
		ref_sub(y, m, x, n); ADD(y);
	}
	memset(t, 0, sizeof t);
	t[2 * n] = 1;
	memset(x, 0, sizeof x);
	ref_mod(x, t, 2 * n + 1, m, n); ADD(x);
	/* all ones in the low k limbs (k < n: "limbs all ones below the top limb" for k = n-1) */
	for (int k = 1; k < n; k++) {
		memset(x, 0, sizeof x);
		ones(x, n, k); ADD(x);
	}
	/* top limb of m with zeros / with all ones below, minus one in the top limb */
	memset(x, 0, sizeof x);
	x[n - 1] = m[n - 1]; ADD(x);
	ones(x, n, n - 1);
	x[n - 1] = m[n - 1] - 1; ADD(x);
	/* a single all-ones or 2^63 limb below the top */
	for (int k = 0; k < n - 1; k++) {
		memset(x, 0, sizeof x);
		x[k] = ~(u64)0; ADD(x);
		x[k] = (u64)1 << 63; ADD(x);
	}
	/* m - 2^64, m - 2^(64(n-1)), m with its low limb cleared */
	{
		u64 y[6] = {0};
		y[1] = 1;
		ref_sub(x, m, y, n); ADD(x);
		memset(y, 0, sizeof y);
		y[n - 1] = 1;
		ref_sub(x, m, y, n); ADD(x);
		memcpy(x, m, sizeof(u64) * n);
		x[0] = 0; ADD(x);
	}
	/* the largest powers of two below m, and 2^k - 1 */
	{
		int bits = dom == D_FR ? 255 : 381;
		pow2(x, n, bits - 1); ADD(x);
		pow2(x, n, bits - 2); ADD(x);
		pow2(x, n, bits - 1);
		ref_sub(x, x, one, n); ADD(x);
	}
	/* alternating bit patterns, reduced */
	for (int pat = 0; pat < 2; pat++) {
		for (int i = 0; i < n; i++)
			x[i] = pat ? 0xaaaaaaaaaaaaaaaaULL : 0x5555555555555555ULL;
		x[n - 1] &= dom == D_FR ? (~(u64)0 >> 1) : (~(u64)0 >> 3);
		if (ref_cmp(x, m, n) >= 0)
			ref_sub(x, x, m, n);
		ADD(x);
	}
#undef ADD
}

static void build_edges(void)
{
	u64 tmp[MAXV][6];
	int nt = 0;

	field_edges(D_FP, tmp, &nt);
	for (int i = 0; i < nt; i++)
		push(fp_core, &n_fp_core, tmp[i], REF_P);
	/* below 2p: the field edges (first, so the indices of run_edges' small set still name them),
	 * then each plus p, and 2p - 1 */
	{
		u64 x[6], one[6] = {1};
		for (int i = 0; i < n_fp_core; i++)
			memcpy(fp2x_core[n_fp2x_core++], fp_core[i], 48);
		for (int i = 0; i < n_fp_core; i++) {
			ref_add(x, fp_core[i], REF_P, 6);
			memcpy(fp2x_core[n_fp2x_core++], x, 48);
		}
		ref_add(x, REF_P, REF_P, 6);
		ref_sub(x, x, one, 6);
		memcpy(fp2x_core[n_fp2x_core++], x, 48);
	}
	/* any-384 extras */
	for (int i = 0; i < n_fp_core; i++)
		push(any_core, &n_any_core, fp_core[i], NULL);
	{
		u64 x[6], one[6] = {1}, two_p[6], pp1[6];
		ones(x, 6, 6); push(any_core, &n_any_core, x, NULL);      /* 2^384 - 1 */
		x[0] = ~(u64)1; push(any_core, &n_any_core, x, NULL);     /* 2^384 - 2 */
		pow2(x, 6, 383); push(any_core, &n_any_core, x, NULL);
		ref_sub(x, x, one, 6); push(any_core, &n_any_core, x, NULL);
		pow2(x, 6, 382); ref_sub(x, x, one, 6); push(any_core, &n_any_core, x, NULL);
		pow2(x, 6, 381); push(any_core, &n_any_core, x, NULL);
		push(any_core, &n_any_core, REF_P, NULL);
		ref_add(pp1, REF_P, one, 6); push(any_core, &n_any_core, pp1, NULL);
		ref_add(two_p, REF_P, REF_P, 6); push(any_core, &n_any_core, two_p, NULL);
		memset(x, 0, sizeof x);
		ref_sub(x, x, REF_P, 6); push(any_core, &n_any_core, x, NULL); /* 2^384 - p */
		memset(x, 0, sizeof x);
		x[5] = ~(u64)0; push(any_core, &n_any_core, x, NULL);
		for (int i = 0; i < 6; i++)
			x[i] = (u64)1 << 63;
		push(any_core, &n_any_core, x, NULL);
		for (int i = 0; i < 6; i++)
			x[i] = ((u64)1 << 63) - 1;
		push(any_core, &n_any_core, x, NULL);
		for (int i = 0; i < 6; i++)
			x[i] = 0xaaaaaaaaaaaaaaaaULL;
		push(any_core, &n_any_core, x, NULL);
	}
	nt = 0;
	field_edges(D_FR, tmp, &nt);
	for (int i = 0; i < nt; i++)
		push4(fr_core, &n_fr_core, tmp[i]);

	/* redc: t < p * 2^384 */
	{
		u64 t[12], one[6] = {1}, pm1[6], p2[12];
		ref_sub(pm1, REF_P, one, 6);
#define PUSHT(v) do { memcpy(redc_edge[n_redc_edge++], (v), 96); } while (0)
		memset(t, 0, sizeof t); PUSHT(t);
		t[0] = 1; PUSHT(t);
		ones(t, 12, 6); PUSHT(t);                         /* 2^384 - 1 */
		memcpy(t + 6, pm1, 48); PUSHT(t);                 /* p*2^384 - 1 */
		memset(t, 0, 48); PUSHT(t);                       /* (p-1)*2^384 */
		t[0] = 1; PUSHT(t);
		ref_mul(p2, REF_P, 6, REF_P, 6); PUSHT(p2);       /* p^2 */
		{
			u64 o12[12] = {1};
			ref_sub(t, p2, o12, 12); PUSHT(t);        /* p^2 - 1 */
			ref_add(t, p2, o12, 12); PUSHT(t);        /* p^2 + 1 */
		}
		ref_mul(t, pm1, 6, pm1, 6); PUSHT(t);             /* (p-1)^2 */
		for (int k = 0; k < 765; k++) {                   /* 2^k and 2^k - 1 < p*2^384 */
			memset(t, 0, sizeof t);
			t[k / 64] = (u64)1 << (k % 64);
			PUSHT(t);
			if (k > 0) {
				u64 o12[12] = {1};
				ref_sub(t, t, o12, 12);
				PUSHT(t);
			}
		}
		/* high half from the field edges, low half 0, 1, all ones, p */
		for (int i = 0; i < n_fp_core; i++) {
			memcpy(t + 6, fp_core[i], 48);
			memset(t, 0, 48); PUSHT(t);
			t[0] = 1; PUSHT(t);
			ones(t, 6, 6); PUSHT(t);
			memcpy(t, REF_P, 48); PUSHT(t);
		}
		/* products of field edges */
		for (int i = 0; i < n_fp_core && n_redc_edge < 4096; i++)
			for (int j = i; j < n_fp_core && n_redc_edge < 4096; j += 3) {
				ref_mul(t, fp_core[i], 6, fp_core[j], 6);
				PUSHT(t);
			}
#undef PUSHT
	}
}

static const int NO_ALIAS[4] = {-1, -1, -1, -1};

static void set_in(struct kernel *k, u64 in[4][12], int i, const u64 *v)
{
	memcpy(in[i], v, sizeof(u64) * k->inlen);
}

/* The edge list for a kernel's domain, as a pointer to 6- or 4-limb values. */
static int edge_values(struct kernel *k, const u64 **vals, int *stride)
{
	switch (k->dom) {
	case D_FP: *vals = &fp_core[0][0]; *stride = 6; return n_fp_core;
	case D_ANY: *vals = &any_core[0][0]; *stride = 6; return n_any_core;
	case D_FR: *vals = &fr_core[0][0]; *stride = 4; return n_fr_core;
	case D_FP2X: *vals = &fp2x_core[0][0]; *stride = 6; return n_fp2x_core;
	default: *vals = &redc_edge[0][0]; *stride = 12; return n_redc_edge;
	}
}

static void run_edges(struct kernel *k)
{
	u64 in[4][12];
	const u64 *v;
	int stride, nv = edge_values(k, &v, &stride);
	int bits = k->dom == D_FR ? 255 : k->dom == D_FP ? 381 : k->dom == D_FP2X ? 382 : 384;
	int n = k->inlen;
	long idx = 0;
	const int oa[2] = {-1, -1};
#define V(i) (v + (size_t)(i) * stride)
#define RUN() do { run_case(k, in, NO_ALIAS, oa, "edge", idx++); k->edge++; } while (0)

	if (k->nin == 1) {
		for (int i = 0; i < nv; i++) {
			set_in(k, in, 0, V(i));
			RUN();
		}
		if (k->dom != D_REDC)
			for (int b = 0; b < bits; b++) {
				pow2(in[0], n, b);
				RUN();
			}
		if (k->dom == D_FP || k->dom == D_FR) {
			/* 2^b - 1 and m - 2^b */
			u64 one[6] = {1}, p2[6];
			for (int b = 1; b < bits; b++) {
				pow2(p2, n, b);
				ref_sub(in[0], p2, one, n);
				RUN();
				ref_sub(in[0], mod_of(k->dom), p2, n);
				RUN();
			}
		}
	} else if (k->nin == 2) {
		/* all pairs of edge values, and powers of two against a few of them */
		for (int i = 0; i < nv; i++)
			for (int j = 0; j < nv; j++) {
				set_in(k, in, 0, V(i));
				set_in(k, in, 1, V(j));
				RUN();
			}
		for (int b = 0; b < bits; b++)
			for (int j = 0; j < 8 && j < nv; j++) {
				pow2(in[0], n, b);
				set_in(k, in, 1, V(j < 6 ? j : (j == 6 ? 4 : 11)));
				RUN();
				set_in(k, in, 0, in[1]);
				pow2(in[1], n, b);
				RUN();
			}
		for (int b = 0; b < bits; b++) {
			pow2(in[0], n, b);
			pow2(in[1], n, bits - 1 - b);
			RUN();
			pow2(in[1], n, b);
			RUN();
		}
	} else {
		/* four inputs: all quadruples of a small set, then patterned pairs of edge values */
		const int tiny[] = {0, 1, 4, 8, 11, 13}; /* 0, 1, p-1, (p+1)/2, R mod p, R^2 mod p */
		for (int a = 0; a < 6; a++)
			for (int b = 0; b < 6; b++)
				for (int c = 0; c < 6; c++)
					for (int d = 0; d < 6; d++) {
						set_in(k, in, 0, V(tiny[a]));
						set_in(k, in, 1, V(tiny[b]));
						set_in(k, in, 2, V(tiny[c]));
						set_in(k, in, 3, V(tiny[d]));
						RUN();
					}
		for (int i = 0; i < nv; i++)
			for (int j = 0; j < nv; j++) {
				set_in(k, in, 0, V(i));
				set_in(k, in, 1, V(j));
				set_in(k, in, 2, V(i));
				set_in(k, in, 3, V(j));
				RUN();
				set_in(k, in, 2, V(j));
				set_in(k, in, 3, V(i));
				RUN();
				set_in(k, in, 1, V(i));
				set_in(k, in, 2, V(j));
				RUN();
			}
	}
#undef V
#undef RUN
}

static void run_random(struct kernel *k, long iters)
{
	u64 in[4][12];
	for (long it = 0; it < iters; it++) {
		int ia[4] = {-1, -1, -1, -1}, oa[2] = {-1, -1};
		for (int i = 0; i < k->nin; i++)
			gen_input(in[i], k->dom);
		if (rng() % 4 == 0) {
			/* an input may share another's pointer (and so its value) */
			if (k->nin >= 2 && rng() % 3 == 0) {
				int i = 1 + (int)(rng() % (u64)(k->nin - 1));
				int j = (int)(rng() % (u64)i);
				ia[i] = j;
				memcpy(in[i], in[j], sizeof(u64) * k->inlen);
			}
			/* outputs may share inputs' pointers (two outputs never share one) */
			int used[4] = {0};
			for (int o = 0; o < k->nout; o++) {
				if ((rng() & 1) == 0 && !(o == k->nout - 1 && oa[0] < 0))
					continue;
				int i = (int)(rng() % (u64)k->nin);
				int root = ia[i] >= 0 ? ia[i] : i;
				if (used[root])
					continue;
				used[root] = 1;
				oa[o] = root;
			}
			k->aliased++;
		}
		run_case(k, in, ia, oa, "random", it);
		k->random++;
	}
}

static int parse_u64(const char *s, u64 *out)
{
	char *end;
	if (!s || !*s)
		return 0;
	*out = strtoull(s, &end, 0);
	return *end == 0;
}

int main(int argc, char **argv)
{
	u64 iters = 100000;
	const char *s_seed = argc > 1 ? argv[1] : getenv("BLS381_TEST_SEED");
	const char *s_iters = argc > 2 ? argv[2] : getenv("BLS381_TEST_ITERS");
	if (!parse_u64(s_seed, &seed)) {
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		u64 x = (u64)ts.tv_sec * 1000000007ULL ^ (u64)ts.tv_nsec ^ ((u64)(uintptr_t)&ts << 17);
		seed = splitmix(&x);
		if (s_seed && *s_seed)
			fprintf(stderr, "unparsable seed '%s', using a random one\n", s_seed);
	}
	if (s_iters && !parse_u64(s_iters, &iters)) {
		fprintf(stderr, "unparsable iteration count '%s'\n", s_iters);
		return 2;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	printf("bls381 aarch64 kernel harness: seed 0x%016" PRIx64 ", %" PRIu64
	       " random cases per kernel\n", seed, iters);
	printf("(reproduce with: scripts/test-aarch64.sh 0x%016" PRIx64 " %" PRIu64 ")\n", seed, iters);

	rng_seed(seed);
	ref_init();
	int bad = ref_selftest(300, rng);
	if (bad) {
		printf("FAIL: the C reference disagrees with bit-serial reduction (%d cases)\n", bad);
		return 1;
	}
	printf("reference self-test against bit-serial reduction: ok\n");
	for (int i = 0; i < ARENA_WORDS; i++)
		junk[i] = rng();
	build_edges();

	int passed = 0, failed = 0;
	printf("%-22s %10s %8s %9s %9s\n", "kernel", "random", "edge", "aliased", "failures");
	for (int i = 0; i < NKERNELS; i++) {
		struct kernel *k = &kernels[i];
		run_edges(k);
		run_random(k, (long)iters);
		printf("%-22s %10ld %8ld %9ld %9ld\n", k->name, k->random, k->edge, k->aliased,
		       k->failures);
		if (k->failures)
			failed++;
		else
			passed++;
	}
	if (ref_internal_errors) {
		printf("FAIL: the C reference reported %d internal inconsistencies\n", ref_internal_errors);
		failed++;
	}
	if (failed)
		printf("FAILED: rerun with seed 0x%016" PRIx64 " to reproduce\n", seed);
	printf("aarch64: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
