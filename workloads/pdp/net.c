/* net.c — builds a network from its configuration: units numbered layer by layer, each unit
 * of a layer receiving from every unit of the layers that feed it; and sets the weights to
 * small random values. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pdp.h"

static void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size);

	if (!p) {
		fprintf(stderr, "pdp: out of memory\n");
		exit(2);
	}
	return p;
}

void net_build(struct network *net, const struct config *cfg)
{
	int first = 0;

	memset(net, 0, sizeof *net);
	net->cfg = *cfg;
	net->nlayers = cfg->nlayers;
	for (int l = 0; l < cfg->nlayers; l++) {
		net->layer[l].first = first;
		net->layer[l].n = cfg->size[l];
		first += cfg->size[l];
	}
	net->nunits = first;
	net->unit = xcalloc((size_t)net->nunits, sizeof *net->unit);
	for (int l = 1; l < net->nlayers; l++) {
		int nsenders = 0;

		for (int from = 0; from < l; from++)
			if (cfg->connect[l][from])
				nsenders += net->layer[from].n;
		for (int i = 0; i < net->layer[l].n; i++) {
			struct unit *u = &net->unit[net->layer[l].first + i];
			int k = 0;

			u->nsenders = nsenders;
			u->sender = xcalloc((size_t)nsenders, sizeof *u->sender);
			u->weight = xcalloc((size_t)nsenders, sizeof *u->weight);
			u->dweight = xcalloc((size_t)nsenders, sizeof *u->dweight);
			u->wed = xcalloc((size_t)nsenders, sizeof *u->wed);
			for (int from = 0; from < l; from++)
				if (cfg->connect[l][from])
					for (int j = 0; j < net->layer[from].n; j++)
						u->sender[k++] = net->layer[from].first + j;
			net->nweights += nsenders;
		}
	}
}

void net_free(struct network *net)
{
	for (int i = 0; i < net->nunits; i++) {
		free(net->unit[i].sender);
		free(net->unit[i].weight);
		free(net->unit[i].dweight);
		free(net->unit[i].wed);
	}
	free(net->unit);
	for (int p = 0; p < net->npatterns; p++) {
		free(net->pattern[p].input);
		free(net->pattern[p].target);
	}
	free(net->pattern);
	free(net->order);
	memset(net, 0, sizeof *net);
}

/* A weight uniform in [-wrange, wrange]. */
static float random_weight(struct network *net)
{
	int32_t r = (int32_t)(rng_next(&net->rng) >> 15) - (1 << 16);	/* [-1, 1) by 2^-16 */

	return (float)r / 65536 * net->cfg.wrange;
}

/* Starts training afresh: random weights and biases, no momentum, patterns in order. */
void net_reset(struct network *net)
{
	net->rng = net->cfg.seed;
	for (int i = net->layer[0].n; i < net->nunits; i++) {
		struct unit *u = &net->unit[i];

		for (int k = 0; k < u->nsenders; k++) {
			u->weight[k] = random_weight(net);
			u->dweight[k] = 0;
			u->wed[k] = 0;
		}
		u->bias = random_weight(net);
		u->dbias = 0;
		u->bed = 0;
	}
	free(net->order);
	net->order = xcalloc((size_t)net->npatterns, sizeof *net->order);
	for (int p = 0; p < net->npatterns; p++)
		net->order[p] = p;
}
