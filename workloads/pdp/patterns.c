/* patterns.c — reads training patterns: one a line, a name, then a value for each input unit
 * and one for each output unit (numbers from 0 to 1); '#' starts a comment. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pdp.h"

static void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p) {
		fprintf(stderr, "pdp: out of memory\n");
		exit(2);
	}
	return p;
}

int patterns_read(struct network *net, const char *path)
{
	int nin = net->layer[0].n, nout = net->layer[net->nlayers - 1].n;
	int lineno = 0, cap = 16;
	char line[1024];
	FILE *f = fopen(path, "r");

	if (!f) {
		fprintf(stderr, "pdp: cannot open %s\n", path);
		return -1;
	}
	net->npatterns = 0;
	net->pattern = xmalloc(sizeof *net->pattern * (size_t)cap);
	while (fgets(line, sizeof line, f)) {
		struct pattern *p;
		char *tok, *save = NULL;
		int k = 0;

		lineno++;
		line[strcspn(line, "#\n")] = '\0';
		tok = strtok_r(line, " \t\r", &save);
		if (!tok)
			continue;
		if (net->npatterns == cap) {
			struct pattern *more;

			cap *= 2;
			more = realloc(net->pattern, sizeof *more * (size_t)cap);
			if (!more) {
				fprintf(stderr, "pdp: out of memory\n");
				exit(2);
			}
			net->pattern = more;
		}
		p = &net->pattern[net->npatterns];
		snprintf(p->name, sizeof p->name, "%s", tok);
		p->input = xmalloc(sizeof *p->input * (size_t)nin);
		p->target = xmalloc(sizeof *p->target * (size_t)nout);
		while ((tok = strtok_r(NULL, " \t\r", &save)) != NULL) {
			float v;

			if (k == nin + nout || !number_parse(tok, &v) || v < 0 || v > 1) {
				fprintf(stderr, "%s:%d: error: %s\n", path, lineno,
					k == nin + nout ? "too many values" : "a value is from 0 to 1");
				fclose(f);
				return -1;
			}
			if (k < nin)
				p->input[k] = v;
			else
				p->target[k - nin] = v;
			k++;
		}
		if (k != nin + nout) {
			fprintf(stderr, "%s:%d: error: %d values, the network wants %d inputs and %d "
				"targets\n", path, lineno, k, nin, nout);
			fclose(f);
			return -1;
		}
		net->npatterns++;
	}
	fclose(f);
	if (net->npatterns == 0) {
		fprintf(stderr, "%s: error: no patterns\n", path);
		return -1;
	}
	return 0;
}
