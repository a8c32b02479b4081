/* config.c — reads a network's configuration: one setting a line, '#' starts a comment.
 *
 *   name NAME              what the reports call the network
 *   layers N0 N1 ...       units per layer, the input layer first, the output layer last
 *   connect FROM TO        layer FROM (numbered from 0) feeds layer TO (FROM < TO); without
 *                          any connect line each layer feeds the next
 *   lrate X  momentum X    the learning rate and the momentum of the weight changes
 *   wrange X               initial weights and biases uniform in [-X, X]
 *   seed N                 the random generator's seed (weights and presentation order)
 *   epochs N  report N     train N epochs at most, reporting the error every N
 *   ecrit X                stop once the total sum of squares is below X
 *   mode pattern|batch     change the weights after every pattern or once per epoch
 *   order sequential|permuted
 *   patterns FILE          the training patterns (patterns.c)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pdp.h"

struct parser {
	const char *path;
	int line;
};

static int error(const struct parser *ps, const char *msg, const char *arg)
{
	fprintf(stderr, "%s:%d: error: %s%s%s\n", ps->path, ps->line, msg, arg ? ": " : "",
		arg ? arg : "");
	return -1;
}

/* Splits s into words in place; returns how many (at most max). */
static int split(char *s, char **w, int max)
{
	int n = 0;

	while (n < max) {
		while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n')
			s++;
		if (!*s || *s == '#')
			break;
		w[n++] = s;
		while (*s && *s != ' ' && *s != '\t' && *s != '\r' && *s != '\n')
			s++;
		if (*s)
			*s++ = '\0';
	}
	return n;
}

static int parse_int(const char *s, int min, int max, int *out)
{
	char *end;
	long v = strtol(s, &end, 10);

	if (*end || end == s || v < min || v > max)
		return 0;
	*out = (int)v;
	return 1;
}

/* The setting on one line, or -1 after a message. */
static int setting(const struct parser *ps, struct config *cfg, char **w, int nw, int *connects)
{
	const char *key = w[0];
	float *number = NULL;
	int *integer = NULL, lo = 0, hi = 0;

	if (strcmp(key, "name") == 0 && nw == 2) {
		snprintf(cfg->name, sizeof cfg->name, "%s", w[1]);
		return 0;
	}
	if (strcmp(key, "patterns") == 0 && nw == 2) {
		snprintf(cfg->patterns, sizeof cfg->patterns, "%s", w[1]);
		return 0;
	}
	if (strcmp(key, "layers") == 0) {
		if (nw < 3 || nw > MAX_LAYERS + 1)
			return error(ps, "layers wants 2 to 6 sizes", NULL);
		cfg->nlayers = nw - 1;
		for (int i = 1; i < nw; i++)
			if (!parse_int(w[i], 1, 256, &cfg->size[i - 1]))
				return error(ps, "a layer has 1 to 256 units", w[i]);
		return 0;
	}
	if (strcmp(key, "connect") == 0 && nw == 3) {
		int from, to;

		if (!parse_int(w[1], 0, MAX_LAYERS - 1, &from) ||
		    !parse_int(w[2], 0, MAX_LAYERS - 1, &to) || from >= to)
			return error(ps, "connect FROM TO wants layers with FROM < TO", NULL);
		cfg->connect[to][from] = 1;
		(*connects)++;
		return 0;
	}
	if (strcmp(key, "mode") == 0 && nw == 2) {
		if (strcmp(w[1], "pattern") && strcmp(w[1], "batch"))
			return error(ps, "mode is pattern or batch", w[1]);
		cfg->batch = strcmp(w[1], "batch") == 0;
		return 0;
	}
	if (strcmp(key, "order") == 0 && nw == 2) {
		if (strcmp(w[1], "sequential") && strcmp(w[1], "permuted"))
			return error(ps, "order is sequential or permuted", w[1]);
		cfg->permute = strcmp(w[1], "permuted") == 0;
		return 0;
	}
	if (strcmp(key, "lrate") == 0)
		number = &cfg->lrate;
	else if (strcmp(key, "momentum") == 0)
		number = &cfg->momentum;
	else if (strcmp(key, "wrange") == 0)
		number = &cfg->wrange;
	else if (strcmp(key, "ecrit") == 0)
		number = &cfg->ecrit;
	else if (strcmp(key, "epochs") == 0)
		integer = &cfg->epochs, lo = 0, hi = 1000000;
	else if (strcmp(key, "report") == 0)
		integer = &cfg->report, lo = 1, hi = 1000000;
	if (number && nw == 2) {
		if (!number_parse(w[1], number) || *number < 0)
			return error(ps, "expected a number of at least 0", w[1]);
		return 0;
	}
	if (integer && nw == 2) {
		if (!parse_int(w[1], lo, hi, integer))
			return error(ps, "number out of range", w[1]);
		return 0;
	}
	if (strcmp(key, "seed") == 0 && nw == 2) {
		int seed;

		if (!parse_int(w[1], 1, 2147483647, &seed))
			return error(ps, "the seed is a positive number", w[1]);
		cfg->seed = (uint32_t)seed;
		return 0;
	}
	return error(ps, "unknown setting or wrong number of values", key);
}

int config_read(const char *path, struct config *cfg)
{
	struct parser ps = { path, 0 };
	char line[512], *w[MAX_LAYERS + 2];
	int connects = 0, rc = 0;
	FILE *f = fopen(path, "r");

	if (!f) {
		fprintf(stderr, "pdp: cannot open %s\n", path);
		return -1;
	}
	memset(cfg, 0, sizeof *cfg);
	snprintf(cfg->name, sizeof cfg->name, "%s", path);
	cfg->lrate = 0.5f;
	cfg->momentum = 0.9f;
	cfg->wrange = 0.5f;
	cfg->seed = 1;
	cfg->epochs = 100;
	cfg->report = 10;
	while (rc == 0 && fgets(line, sizeof line, f)) {
		int nw;

		ps.line++;
		nw = split(line, w, MAX_LAYERS + 2);
		if (nw)
			rc = setting(&ps, cfg, w, nw, &connects);
	}
	fclose(f);
	if (rc)
		return rc;
	ps.line = 0;
	if (cfg->nlayers == 0)
		return error(&ps, "no layers line", NULL);
	if (!cfg->patterns[0])
		return error(&ps, "no patterns line", NULL);
	for (int to = 0; to < MAX_LAYERS; to++)
		for (int from = 0; from < to; from++)
			if (cfg->connect[to][from] && to >= cfg->nlayers)
				return error(&ps, "connect names a layer that does not exist", NULL);
	if (!connects)
		for (int to = 1; to < cfg->nlayers; to++)
			cfg->connect[to][to - 1] = 1;
	return 0;
}
