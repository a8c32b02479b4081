/* main.c — pdp: trains each network described by a configuration file on the command line
 * (config.c) and prints its progress and what it learnt:
 *
 *   network xor: layers 2 2 1, 5 units, 8 weights, 4 patterns
 *     lrate 0.500, momentum 0.900, wrange 1.000, seed 3, batch mode, sequential
 *     epoch   50: tss 0.5213, 4/4 correct
 *     epoch  100: tss 0.0704, 4/4 correct
 *     epoch  133: tss 0.0396, 4/4 correct
 *     stopped after epoch 133: tss 0.0396 < ecrit 0.0400
 *     p00    out 0.08  hidden 0.93 0.61
 *     p01    out 0.90  hidden 0.02 0.62
 *     p10    out 0.90  hidden 0.02 0.27
 *     p11    out 0.11  hidden 0.00 0.28
 *     weights checksum b93d8496
 *
 * tss is the total sum of squared errors of the epoch; a pattern is correct when every
 * output is on the same side of 0.5 as its target; the checksum is over the weights' bits.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pdp.h"

/* The activations of layer l for the pattern just presented, two decimals each. */
static void print_layer(const struct network *net, int l)
{
	for (int i = 0; i < net->layer[l].n; i++)
		printf(" %.2f", net->unit[net->layer[l].first + i].act);
}

static uint32_t bits(float x)
{
	uint32_t b;

	memcpy(&b, &x, sizeof b);
	return b;
}

static uint32_t weights_checksum(const struct network *net)
{
	uint32_t h = 2166136261u;

	for (int i = net->layer[0].n; i < net->nunits; i++) {
		const struct unit *u = &net->unit[i];

		for (int k = 0; k < u->nsenders; k++)
			h = (h ^ bits(u->weight[k])) * 16777619u;
		h = (h ^ bits(u->bias)) * 16777619u;
	}
	return h;
}

/* Trains one network; returns 0, or -1 when its files are bad. */
static int run(const char *path)
{
	struct config cfg;
	struct network net;
	int epoch, stopped = 0;

	if (config_read(path, &cfg) < 0)
		return -1;
	net_build(&net, &cfg);
	if (patterns_read(&net, cfg.patterns) < 0) {
		net_free(&net);
		return -1;
	}
	net_reset(&net);
	printf("network %s: layers", cfg.name);
	for (int l = 0; l < cfg.nlayers; l++)
		printf(" %d", cfg.size[l]);
	printf(", %d units, %d weights, %d patterns\n", net.nunits, net.nweights, net.npatterns);
	printf("  lrate %.3f, momentum %.3f, wrange %.3f, seed %u, %s mode, %s\n",
	       cfg.lrate, cfg.momentum, cfg.wrange,
	       (unsigned)cfg.seed, cfg.batch ? "batch" : "pattern",
	       cfg.permute ? "permuted" : "sequential");

	for (epoch = 1; epoch <= cfg.epochs && !stopped; epoch++) {
		bp_epoch(&net);
		stopped = net.tss < cfg.ecrit;
		if (epoch % cfg.report == 0 || stopped)
			printf("  epoch %4d: tss %.4f, %d/%d correct\n", epoch, net.tss, net.correct,
			       net.npatterns);
	}
	if (stopped)
		printf("  stopped after epoch %d: tss %.4f < ecrit %.4f\n", epoch - 1, net.tss,
		       cfg.ecrit);
	else
		printf("  %d epochs: tss %.4f, ecrit %.4f not reached\n", cfg.epochs, net.tss,
		       cfg.ecrit);

	/* Test: each pattern once more, without learning. */
	for (int p = 0; p < net.npatterns; p++) {
		bp_forward(&net, &net.pattern[p]);
		printf("  %-6s out", net.pattern[p].name);
		print_layer(&net, net.nlayers - 1);
		if (net.nlayers > 2) {
			printf("  hidden");
			print_layer(&net, 1);
		}
		putchar('\n');
	}
	printf("  weights checksum %08x\n", (unsigned)weights_checksum(&net));
	net_free(&net);
	return 0;
}

int main(int argc, char **argv)
{
	int failed = 0;

	if (argc < 2) {
		fprintf(stderr, "usage: pdp CONFIG...\n");
		return 2;
	}
	for (int i = 1; i < argc; i++)
		failed |= run(argv[i]) < 0;
	return failed ? 1 : 0;
}
