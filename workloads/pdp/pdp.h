/* pdp.h — pdp, a back-propagation simulator after the bp program of McClelland and
 * Rumelhart's "Explorations in Parallel Distributed Processing" (1988): networks of units in
 * layers, trained on patterns by the generalised delta rule with momentum, in single precision (float). */
#ifndef PDP_H
#define PDP_H

#include <stdint.h>

/* numbers.c */
int number_parse(const char *s, float *out);		/* 1 on success */
float logistic(float net);				/* 1 / (1 + e^-net) */
uint32_t rng_next(uint32_t *state);			/* a 32-bit generator */

#define MAX_LAYERS 6
#define NAME_LEN 32

/* What a configuration file says (config.c lists the keys). */
struct config {
	char name[NAME_LEN];
	int nlayers;
	int size[MAX_LAYERS];		/* units per layer, input first */
	int connect[MAX_LAYERS][MAX_LAYERS];	/* connect[to][from]: layer from feeds layer to */
	float lrate;
	float momentum;
	float wrange;			/* initial weights in [-wrange, wrange] */
	float ecrit;			/* stop when the total sum of squares falls below */
	uint32_t seed;
	int epochs;
	int report;			/* print the error every report epochs */
	int batch;			/* change the weights once per epoch, not per pattern */
	int permute;			/* present the patterns in a new random order each epoch */
	char patterns[NAME_LEN * 4];
};

/* A unit: its state, its bias and the connections it receives (from sender[k], with
 * weight[k]), with their last change and the error derivative gathered so far. */
struct unit {
	float net;
	float act;
	float error;
	float delta;
	float bias;
	float dbias;
	float bed;			/* bias error derivative */
	int nsenders;
	int *sender;
	float *weight;
	float *dweight;
	float *wed;			/* weight error derivatives */
};

/* A layer: units first .. first + n - 1 of the network. */
struct layer {
	int first;
	int n;
};

struct pattern {
	char name[NAME_LEN];
	float *input;
	float *target;
};

struct network {
	struct config cfg;
	int nunits;
	int nlayers;
	struct layer layer[MAX_LAYERS];
	struct unit *unit;
	int nweights;
	int npatterns;
	struct pattern *pattern;
	int *order;			/* the presentation order of this epoch */
	uint32_t rng;
	/* The statistics of the last epoch. */
	float tss;			/* total sum of squares */
	int correct;			/* patterns with every output on the right side of 0.5 */
};

/* config.c: reads a configuration; returns 0, or -1 after a message. */
int config_read(const char *path, struct config *cfg);

/* patterns.c: reads the patterns file named by the configuration. */
int patterns_read(struct network *net, const char *path);

/* net.c */
void net_build(struct network *net, const struct config *cfg);
void net_free(struct network *net);
void net_reset(struct network *net);

/* bp.c */
void bp_forward(struct network *net, const struct pattern *p);
float bp_backward(struct network *net, const struct pattern *p);
void bp_change_weights(struct network *net);
void bp_epoch(struct network *net);

#endif
