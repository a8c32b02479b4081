/* bp.c — the generalised delta rule (Rumelhart, Hinton and Williams, 1986): activation flows
 * forward through the logistic function; the error at the outputs flows back through the
 * same weights; each weight gathers its error derivative (wed) and changes by
 * lrate * wed + momentum * its last change, after each pattern or after each epoch. */
#include <stdlib.h>

#include "pdp.h"

void bp_forward(struct network *net, const struct pattern *p)
{
	int nin = net->layer[0].n;

	for (int i = 0; i < nin; i++)
		net->unit[i].act = p->input[i];
	for (int i = nin; i < net->nunits; i++) {
		struct unit *u = &net->unit[i];
		float sum = u->bias;

		for (int k = 0; k < u->nsenders; k++)
			sum += u->weight[k] * net->unit[u->sender[k]].act;
		u->net = sum;
		u->act = logistic(u->net);
	}
}

/* Computes the deltas for the pattern just presented and adds to the error derivatives;
 * returns the pattern's sum of squared errors. */
float bp_backward(struct network *net, const struct pattern *p)
{
	const struct layer *out = &net->layer[net->nlayers - 1];
	int nin = net->layer[0].n;
	float pss = 0;

	for (int i = nin; i < out->first; i++)
		net->unit[i].error = 0;
	for (int i = 0; i < out->n; i++) {
		struct unit *u = &net->unit[out->first + i];
		float e = p->target[i] - u->act;

		u->error = e;
		pss += e * e;
	}
	/* Every receiver comes after its senders, so going down the units completes each
	 * unit's error before its delta is needed. */
	for (int i = net->nunits - 1; i >= nin; i--) {
		struct unit *u = &net->unit[i];
		float delta = u->error * (u->act * (1 - u->act));

		u->delta = delta;
		for (int k = 0; k < u->nsenders; k++) {
			struct unit *s = &net->unit[u->sender[k]];

			if (u->sender[k] >= nin)
				s->error += delta * u->weight[k];
			u->wed[k] += delta * s->act;
		}
		u->bed += delta;
	}
	return pss;
}

void bp_change_weights(struct network *net)
{
	float lrate = net->cfg.lrate, momentum = net->cfg.momentum;

	for (int i = net->layer[0].n; i < net->nunits; i++) {
		struct unit *u = &net->unit[i];

		for (int k = 0; k < u->nsenders; k++) {
			float dw = lrate * u->wed[k] + momentum * u->dweight[k];

			u->dweight[k] = dw;
			u->weight[k] += dw;
			u->wed[k] = 0;
		}
		u->dbias = lrate * u->bed + momentum * u->dbias;
		u->bias += u->dbias;
		u->bed = 0;
	}
}

/* True when every output is on the same side of 0.5 as its target. */
static int all_correct(const struct network *net, const struct pattern *p)
{
	const struct layer *out = &net->layer[net->nlayers - 1];

	for (int i = 0; i < out->n; i++)
		if ((net->unit[out->first + i].act >= 0.5f) != (p->target[i] >= 0.5f))
			return 0;
	return 1;
}

/* Presents every pattern once. */
void bp_epoch(struct network *net)
{
	if (net->cfg.permute)
		for (int i = net->npatterns - 1; i > 0; i--) {
			int j = (int)(rng_next(&net->rng) % (uint32_t)(i + 1)), t = net->order[i];

			net->order[i] = net->order[j];
			net->order[j] = t;
		}
	net->tss = 0;
	net->correct = 0;
	for (int n = 0; n < net->npatterns; n++) {
		const struct pattern *p = &net->pattern[net->order[n]];

		bp_forward(net, p);
		net->tss += bp_backward(net, p);
		net->correct += all_correct(net, p);
		if (!net->cfg.batch)
			bp_change_weights(net);
	}
	if (net->cfg.batch)
		bp_change_weights(net);
}
