/* profile.c — a training run's edge counts, as text and as the tree placement's weights. */
#include "profile.h"
#include "ir.h"
#include "util.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t fnv(uint64_t h, uint64_t v)
{
	for (int i = 0; i < 8; i++) {
		h ^= (v >> (8 * i)) & 0xff;
		h *= 0x100000001b3ULL;
	}
	return h;
}

uint64_t instr_profile_shape(const struct cfg *g)
{
	uint64_t h = fnv(fnv(0xcbf29ce484222325ULL, (uint64_t)g->nblocks), (uint64_t)g->nedges);

	for (int e = 0; e < g->nedges; e++)
		h = fnv(h, (uint64_t)(uint32_t)g->edges[e].src << 33 |
			       (uint64_t)(uint32_t)g->edges[e].dst << 1 | g->edges[e].taken);
	return h;
}

static void add_func(struct instr_profile *p, const char *stem, const char *name, int nblocks,
		     int nedges, uint64_t shape)
{
	struct instr_profile_func *f;

	if (p->n == p->cap) {
		p->cap = p->cap ? 2 * p->cap : 64;
		p->f = util_xrealloc(p->f, (size_t)p->cap * sizeof *p->f);
	}
	f = &p->f[p->n++];
	f->stem = util_xstrdup(stem);
	f->name = util_xstrdup(name);
	f->nblocks = nblocks;
	f->nedges = nedges;
	f->shape = shape;
	f->count = ir_xcalloc((size_t)nedges + 1, sizeof *f->count);
}

void instr_profile_add(struct instr_profile *p, const char *stem, const char *name,
		       const struct cfg *g, const uint64_t *count)
{
	add_func(p, stem, name, g->nblocks, g->nedges, instr_profile_shape(g));
	memcpy(p->f[p->n - 1].count, count, (size_t)g->nedges * sizeof *count);
}

void instr_profile_format(const struct instr_profile *p, struct strbuf *out)
{
	strbuf_addf(out, "%s\n", INSTR_PROFILE_MAGIC);
	for (int i = 0; i < p->n; i++) {
		const struct instr_profile_func *f = &p->f[i];

		strbuf_addf(out, "f %s %s %d %d %016" PRIx64 "\n", f->stem, f->name, f->nblocks,
			    f->nedges, f->shape);
		for (int e = 0; e < f->nedges; e++)
			if (f->count[e])
				strbuf_addf(out, "e %d %" PRIu64 "\n", e, f->count[e]);
	}
}

static int parse_error(const char *path, int line, const char *what)
{
	fprintf(stderr, "%s:%d: error: %s\n", path, line, what);
	return -1;
}

/* One line of a profile after its magic; 0, or -1 after a message. */
static int parse_line(const char *path, int ln, const char *s, struct instr_profile *p)
{
	char stem[256], name[256], extra;
	int nb, ne, e;
	uint64_t shape, count;

	if (s[0] == '\0' || s[0] == '#')
		return 0;
	if (s[0] == 'f' && sscanf(s, "f %255s %255s %d %d %" SCNx64 " %c", stem, name, &nb, &ne,
				  &shape, &extra) == 5) {
		if (nb < 1 || ne < 0 || ne > 1 << 24)
			return parse_error(path, ln, "a function's block or edge count is out of "
					   "range");
		add_func(p, stem, name, nb, ne, shape);
		return 0;
	}
	if (s[0] == 'e' && sscanf(s, "e %d %" SCNu64 " %c", &e, &count, &extra) == 2) {
		if (p->n == 0)
			return parse_error(path, ln, "an edge count before any function line");
		if (e < 0 || e >= p->f[p->n - 1].nedges)
			return parse_error(path, ln, "no such edge in the function");
		p->f[p->n - 1].count[e] = count;
		return 0;
	}
	return parse_error(path, ln, "expected 'f STEM NAME NBLOCKS NEDGES SHAPE' or 'e EDGE "
			   "COUNT'");
}

int instr_profile_parse(const char *path, const char *text, struct instr_profile *p)
{
	const char *s = text;
	int ln = 1;

	memset(p, 0, sizeof *p);
	if (strncmp(s, INSTR_PROFILE_MAGIC "\n", strlen(INSTR_PROFILE_MAGIC) + 1) != 0)
		return parse_error(path, 1, "not an aex profile (its first line is not '"
				   INSTR_PROFILE_MAGIC "')");
	s += strlen(INSTR_PROFILE_MAGIC) + 1;
	while (*s) {
		const char *nl = strchr(s, '\n');
		size_t len = nl ? (size_t)(nl - s) : strlen(s);
		char *line = util_xasprintf("%.*s", (int)len, s);
		int rc;

		ln++;
		rc = parse_line(path, ln, line, p);
		free(line);
		if (rc < 0) {
			instr_profile_free(p);
			return -1;
		}
		s += len + (nl != NULL);
	}
	return 0;
}

bool instr_profile_weights(const struct instr_profile *p, const char *stem, const char *name,
			   const struct cfg *g, double *w)
{
	uint64_t shape;

	if (!p)
		return false;
	shape = instr_profile_shape(g);
	for (int i = 0; i < p->n; i++) {
		const struct instr_profile_func *f = &p->f[i];

		if (strcmp(f->name, name) != 0 || strcmp(f->stem, stem) != 0)
			continue;
		if (f->shape != shape || f->nedges != g->nedges || f->nblocks != g->nblocks)
			return false;
		for (int e = 0; e < g->nedges; e++)
			w[e] = (double)f->count[e];
		return true;
	}
	return false;
}

void instr_profile_free(struct instr_profile *p)
{
	for (int i = 0; i < p->n; i++) {
		free(p->f[i].stem);
		free(p->f[i].name);
		free(p->f[i].count);
	}
	free(p->f);
	memset(p, 0, sizeof *p);
}
