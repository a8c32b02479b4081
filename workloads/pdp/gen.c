/* gen.c — writes the inputs of the pdp workload: `gen SIZE DIR` makes a configuration and a
 * pattern file for each network:
 *   encoder   the 8-3-8 encoder: eight one-of-eight patterns through three hidden units
 *   xor       exclusive or, 2-2-1 with the inputs also wired to the output, batch mode
 *   parity    4-bit parity, 4-4-1, batch mode
 *   classes   32 noisy copies of 4 random prototypes (12 bits each) to classify, 12-6-4;
 *             the prototypes and the noise come from a seeded generator
 * SIZE sets the epochs: small trains the first two briefly, paper trains all four. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct net {
	const char *name;
	const char *layers;
	const char *connect;	/* extra lines, or "" */
	const char *lrate, *momentum, *wrange;
	int seed;
	const char *mode, *order, *ecrit;
	int epochs[2];		/* small, paper */
	int report[2];
};

static const struct net nets[] = {
	{ "encoder", "8 3 8", "", "0.5", "0.9", "0.5", 7, "pattern", "permuted", "0.1",
	  { 120, 1000 }, { 20, 50 } },
	{ "xor", "2 2 1", "connect 0 1\nconnect 1 2\nconnect 0 2\n", "0.5", "0.9", "1", 3,
	  "batch", "sequential", "0.04", { 200, 1000 }, { 25, 50 } },
	{ "parity", "4 4 1", "", "0.5", "0.9", "1", 5, "batch", "sequential", "0.04",
	  { 100, 2000 }, { 20, 100 } },
	{ "classes", "12 6 4", "", "0.25", "0.9", "0.5", 11, "pattern", "permuted", "0.2",
	  { 20, 300 }, { 5, 25 } },
};

static uint64_t rng_state = 0xbb67ae8584caa73bULL;

/* xorshift64*: the same sequence on every host. */
static uint32_t rng(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return (uint32_t)((rng_state * 0x2545f4914f6cdd1dULL) >> 32);
}

static FILE *create(const char *dir, const char *name, const char *ext)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s.%s", dir, name, ext);
	f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "gen: %s: %s\n", path, strerror(errno));
		exit(2);
	}
	return f;
}

static void finish(FILE *f)
{
	if (fclose(f)) {
		fprintf(stderr, "gen: write error: %s\n", strerror(errno));
		exit(2);
	}
}

static void write_config(const char *dir, const struct net *n, int size)
{
	FILE *f = create(dir, n->name, "cfg");

	fprintf(f, "# %s: trained by back propagation\nname %s\nlayers %s\n%s", n->name, n->name,
		n->layers, n->connect);
	fprintf(f, "lrate %s\nmomentum %s\nwrange %s\nseed %d\n", n->lrate, n->momentum,
		n->wrange, n->seed);
	fprintf(f, "epochs %d\nreport %d\necrit %s\nmode %s\norder %s\npatterns %s.pat\n",
		n->epochs[size], n->report[size], n->ecrit, n->mode, n->order, n->name);
	finish(f);
}

static void write_patterns(const char *dir, const char *name)
{
	FILE *f = create(dir, name, "pat");

	fprintf(f, "# %s: name, inputs, targets\n", name);
	if (strcmp(name, "encoder") == 0) {
		for (int p = 0; p < 8; p++) {
			fprintf(f, "p%d ", p);
			for (int half = 0; half < 2; half++)
				for (int i = 0; i < 8; i++)
					fprintf(f, " %d", i == p);
			fputc('\n', f);
		}
	} else if (strcmp(name, "xor") == 0) {
		for (int p = 0; p < 4; p++)
			fprintf(f, "p%d%d  %d %d  %d\n", p >> 1, p & 1, p >> 1, p & 1,
				(p >> 1) ^ (p & 1));
	} else if (strcmp(name, "parity") == 0) {
		for (int p = 0; p < 16; p++) {
			int ones = 0;

			fprintf(f, "b%d%d%d%d ", p >> 3 & 1, p >> 2 & 1, p >> 1 & 1, p & 1);
			for (int i = 3; i >= 0; i--) {
				fprintf(f, " %d", p >> i & 1);
				ones += p >> i & 1;
			}
			fprintf(f, "  %d\n", ones & 1);
		}
	} else {
		/* Four prototypes; each pattern flips one or two of its prototype's bits, and
		 * the inputs are graded 0.1 / 0.9 rather than 0 / 1. */
		unsigned proto[4];

		for (int c = 0; c < 4; c++)
			proto[c] = rng() & 0xfff;
		for (int p = 0; p < 32; p++) {
			int c = p % 4;
			unsigned bits = proto[c] ^ (1u << (rng() % 12));

			if (rng() % 2)
				bits ^= 1u << (rng() % 12);
			fprintf(f, "c%d.%d ", c, p / 4);
			for (int i = 11; i >= 0; i--)
				fprintf(f, " %s", bits >> i & 1 ? "0.9" : "0.1");
			fputc(' ', f);
			for (int k = 0; k < 4; k++)
				fprintf(f, " %d", k == c);
			fputc('\n', f);
		}
	}
	finish(f);
}

int main(int argc, char **argv)
{
	int size;

	if (argc != 3 || (strcmp(argv[1], "small") && strcmp(argv[1], "paper"))) {
		fprintf(stderr, "usage: gen small|paper DIR\n");
		return 2;
	}
	size = strcmp(argv[1], "paper") == 0;
	for (size_t i = 0; i < sizeof nets / sizeof nets[0]; i++) {
		write_config(argv[2], &nets[i], size);
		write_patterns(argv[2], nets[i].name);
	}
	return 0;
}
