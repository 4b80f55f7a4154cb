/*
 * ct_trace.c: calls one inversion kernel once, on the operand given on the command line, so that
 * scripts/test-aarch64.sh can compare qemu's per-instruction traces of different operands. The
 * inversion kernels loop and branch (on their public round counter); the trace of every operand
 * must be the same sequence of instruction addresses, or a branch depends on the operand.
 *
 *   ct_trace fp|fr LIMB0 [LIMB1 ...]     (hex, least significant limb first)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern void bls381_fp_inverse(uint64_t r[6], const uint64_t a[6]);
extern void bls381_fr_inverse(uint64_t r[4], const uint64_t a[4]);

int main(int argc, char **argv)
{
	uint64_t a[6] = {0}, r[6] = {0};
	if (argc < 3 || (strcmp(argv[1], "fp") && strcmp(argv[1], "fr"))) {
		fprintf(stderr, "usage: ct_trace fp|fr LIMB0 [LIMB1 ...]\n");
		return 2;
	}
	for (int i = 2; i < argc && i < 8; i++)
		a[i - 2] = strtoull(argv[i], NULL, 16);
	if (!strcmp(argv[1], "fr"))
		bls381_fr_inverse(r, a);
	else
		bls381_fp_inverse(r, a);
	/* print the result so the call cannot be dropped */
	for (int i = 0; i < 6; i++)
		printf("%016llx%c", (unsigned long long)r[i], i == 5 ? '\n' : ' ');
	return 0;
}
