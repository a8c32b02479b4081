/* dinero.c — Dinero IV's options, checks and statistics layout for the cache model
 * (dinero.h). The messages of the checks are Dinero IV's verify_options's; the statistics
 * block is its do1stats's, row for row (without the sub-block rows: there are none). */
#include "dinero.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char idu_letter[3] = { 'u', 'i', 'd' };

static int fail(char *err, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static int fail(char *err, size_t n, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, n, fmt, ap);
	va_end(ap);
	return -1;
}

static bool pow2(uint64_t x)
{
	return x && !(x & (x - 1));
}

/* A size: decimal digits and at most one k, m or g. */
static int scaled(const char *s, uint64_t *v)
{
	char *e;
	unsigned long long x;

	if (!s || *s < '0' || *s > '9')
		return -1;
	errno = 0;
	x = strtoull(s, &e, 10);
	if (errno)
		return -1;
	if (*e) {
		int sh = (*e == 'k' || *e == 'K') ? 10 : (*e == 'm' || *e == 'M') ? 20
			 : (*e == 'g' || *e == 'G') ? 30 : -1;

		if (sh < 0 || e[1] || x > (UINT64_MAX >> sh))
			return -1;
		x <<= sh;
	}
	*v = x;
	return 0;
}

static int plain(const char *s, unsigned *v)
{
	char *e;
	unsigned long x;

	if (!s || *s < '0' || *s > '9')
		return -1;
	errno = 0;
	x = strtoul(s, &e, 10);
	if (errno || *e || x > 0xffffffffUL)
		return -1;
	*v = (unsigned)x;
	return 0;
}

enum field { F_SIZE, F_BSIZE, F_SBSIZE, F_ASSOC, F_REPL, F_FETCH, F_PFDIST, F_PFABORT,
	     F_WALLOC, F_WBACK, F_CCC };

static const char *const field_names[] = { "size", "bsize", "sbsize", "assoc", "repl", "fetch",
					    "pfdist", "pfabort", "walloc", "wback", "ccc" };

int sim_dinero_option(struct sim_dinero *d, char *const *argv, char *err, size_t n)
{
	const char *o = argv[0], *v = argv[1], *p;
	unsigned lev = 0;
	int idu, f = -1;
	uint64_t x;

	if (strcmp(o, "-skipcount") == 0 || strcmp(o, "-maxcount") == 0) {
		if (!v || *v == '-')
			return fail(err, n, "\"%s\" option requires additional argument", o);
		if (scaled(v, &x) < 0)
			return fail(err, n, "bad option: %s %s", o, v);
		*(o[1] == 's' ? &d->skipcount : &d->maxcount) = x;
		return 2;
	}
	if (strcmp(o, "-informat") == 0) {
		if (!v || *v == '-')
			return fail(err, n, "\"%s\" option requires additional argument", o);
		if (strlen(v) != 1)
			return fail(err, n, "bad option: %s %s", o, v);
		if (*v != 'D' && *v != 'd')
			return fail(err, n, "input format '%c' is not supported (D extended din, "
				    "d traditional din; aex sim also reads canonical traces)", *v);
		d->informat = *v;
		return 2;
	}
	if (strcmp(o, "-stat-idcombine") == 0) {
		d->idcombine = true;
		return 1;
	}
	if (strcmp(o, "-flushcount") == 0 || strcmp(o, "-stat-interval") == 0 ||
	    strcmp(o, "-on-trigger") == 0 || strcmp(o, "-off-trigger") == 0 ||
	    strcmp(o, "-custom") == 0)
		return fail(err, n, "Dinero IV's %s is not supported", o);
	if (strncmp(o, "-l", 2) != 0 || o[2] < '0' || o[2] > '9')
		return 0;
	for (p = o + 2; *p >= '0' && *p <= '9' && lev < 100; p++)
		lev = lev * 10 + (unsigned)(*p - '0');
	if (*p != '-' || lev < 1 || lev > SIM_MAX_LEVELS)
		return 0;
	p++;
	idu = *p == 'u' ? 0 : *p == 'i' ? 1 : *p == 'd' ? 2 : -1;
	if (idu < 0)
		return 0;
	p++;
	for (int i = 0; i < (int)(sizeof field_names / sizeof field_names[0]); i++)
		if (strcmp(p, field_names[i]) == 0)
			f = i;
	if (f < 0)
		return 0;
	{
		typeof(d->c[0][0]) *c = &d->c[lev - 1][idu];

		c->any = true;
		if (f == F_CCC) {
			c->ccc = true;
			return 1;
		}
		if (!v || *v == '-')
			return fail(err, n, "\"%s\" option requires additional argument", o);
		switch (f) {
		case F_SIZE: case F_BSIZE: case F_SBSIZE:
			if (scaled(v, &x) < 0)
				return fail(err, n, "bad option: %s %s", o, v);
			if (!pow2(x))
				return fail(err, n, "option %s arg must be power of 2", o);
			*(f == F_SIZE ? &c->size : f == F_BSIZE ? &c->bsize : &c->sbsize) = x;
			break;
		case F_ASSOC: case F_PFDIST: case F_PFABORT:
			if (plain(v, f == F_ASSOC ? &c->assoc : f == F_PFDIST ? &c->pfdist
									   : &c->pfabort) < 0)
				return fail(err, n, "bad option: %s %s", o, v);
			break;
		default:
			if (strlen(v) != 1)
				return fail(err, n, "bad option: %s %s", o, v);
			*(f == F_REPL ? &c->repl : f == F_FETCH ? &c->fetch
				: f == F_WALLOC ? &c->walloc : &c->wback) = *v;
		}
	}
	return 2;
}

/* Dinero IV's defaults for every cache the options name; the highest level named. */
static int apply_defaults(struct sim_dinero *d)
{
	int maxlevel = 0;

	for (int l = 0; l < SIM_MAX_LEVELS; l++)
		for (int k = 0; k < 3; k++) {
			typeof(d->c[0][0]) *c = &d->c[l][k];

			if (!c->any)
				continue;
			if (l + 1 > maxlevel)
				maxlevel = l + 1;
			if (!c->sbsize && c->bsize)
				c->sbsize = c->bsize;
			if (c->size) {
				if (!c->assoc)
					c->assoc = 1;
				if (!c->repl)
					c->repl = 'l';
				if (!c->fetch)
					c->fetch = 'd';
				if (c->fetch != 'd' && !c->pfdist)
					c->pfdist = 1;
				if (k != 1 && !c->walloc)
					c->walloc = 'a';
				if (k != 1 && !c->wback)
					c->wback = 'a';
			}
		}
	return maxlevel;
}

int sim_dinero_config(struct sim_dinero *d, struct sim_config *cfg, char *err, size_t n)
{
	int maxlevel;
	const char *e;

	memset(cfg, 0, sizeof *cfg);
	maxlevel = apply_defaults(d);
	if (maxlevel <= 0)
		return fail(err, n, "cache size and block size must be specified, e.g.: "
			    "-l1-isize 16k -l1-dsize 8192 -l1-ibsize 32 -l1-dbsize 16");
	for (int l = 0; l < maxlevel; l++) {
		bool u = d->c[l][0].any, i = d->c[l][1].any, dd = d->c[l][2].any;

		if (!u && !i && !dd)
			return fail(err, n, "no level %d cache specified", l + 1);
		if (u && (i || dd))
			return fail(err, n, "level %d has i or d together with u cache parameters",
				    l + 1);
		if (!u && (!i || !dd))
			return fail(err, n, "level %d has %s cache but no %s cache", l + 1,
				    i ? "an i" : "a d", i ? "d" : "i");
		for (int k = 0; k < 3; k++) {
			typeof(d->c[0][0]) *c = &d->c[l][k];
			char t = idu_letter[k];

			if (!c->any)
				continue;
			if (!c->bsize)
				return fail(err, n, "level %d %ccache block size must be specified, "
					    "e.g., -l%d-%cbsize 16", l + 1, t, l + 1, t);
			if (!c->size)
				return fail(err, n, "level %d %ccache size must be specified, e.g., "
					    "-l%d-%csize 16k", l + 1, t, l + 1, t);
			if (!strchr("lfr", c->repl))
				return fail(err, n, "level %d %ccache replacement policy unrecognized",
					    l + 1, t);
			if (!strchr("damtls", c->fetch))
				return fail(err, n, "level %d %ccache fetch policy unrecognized", l + 1,
					    t);
			if ((c->fetch == 'l' || c->fetch == 's') && c->pfdist > c->bsize / c->sbsize)
				return fail(err, n, "level %d %ccache prefetch distance > block size",
					    l + 1, t);
			if (c->fetch == 'd' && c->pfabort)
				return fail(err, n, "level %d %ccache abort %% not allowed with demand "
					    "fetch policy", l + 1, t);
			if (c->pfabort > 100)
				return fail(err, n, "level %d %ccache abort %% out of range", l + 1, t);
			if (c->pfabort)
				return fail(err, n, "level %d %ccache: prefetch abort is not supported",
					    l + 1, t);
			if (k == 1 && c->walloc)
				return fail(err, n, "level %d icache cannot have write allocate policy",
					    l + 1);
			if (k != 1 && !strchr("anf", c->walloc))
				return fail(err, n, "level %d %ccache write allocate policy "
					    "unrecognized", l + 1, t);
			if (k == 1 && c->wback)
				return fail(err, n, "level %d icache cannot have write back policy",
					    l + 1);
			if (k != 1 && !strchr("anf", c->wback))
				return fail(err, n, "level %d %ccache write back policy unrecognized",
					    l + 1, t);
			if (c->sbsize > c->bsize)
				return fail(err, n, "level %d %ccache has sub-blocksize > blocksize",
					    l + 1, t);
			if (c->sbsize != c->bsize)
				return fail(err, n, "level %d %ccache: sub-blocks are not supported "
					    "(the sub-block size must be the block size)", l + 1, t);
			if (c->walloc == 'f')
				return fail(err, n, "level %d %ccache: write allocate without fetch "
					    "needs sub-blocks (not supported)", l + 1, t);
			if ((uint64_t)c->bsize * c->assoc > c->size)
				return fail(err, n, "level %d %ccache size < blocksize * associativity",
					    l + 1, t);
			{
				struct sim_cache_config *cc = k == 0 ? &cfg->u[l] : k == 1 ? &cfg->i[l]
											  : &cfg->d[l];

				cc->size = c->size;
				cc->bsize = (unsigned)c->bsize;
				cc->assoc = c->assoc;
				cc->repl = c->repl == 'l' ? SIM_LRU : c->repl == 'f' ? SIM_FIFO
										 : SIM_RANDOM;
				cc->fetch = c->fetch == 'd' ? SIM_DEMAND : c->fetch == 'a' ? SIM_ALWAYS
					    : c->fetch == 'm' ? SIM_MISS : c->fetch == 't' ? SIM_TAGGED
					    : c->fetch == 'l' ? SIM_LOADFWD : SIM_SUBBLOCK;
				cc->pfdist = c->pfdist ? c->pfdist : 1;
				/* wback f behaves as a (valid bits are set before it is asked) */
				cc->write_back = k == 1 || c->wback != 'n';
				cc->write_allocate = k == 1 || c->walloc == 'a';
				cc->ccc = c->ccc;
			}
		}
		if (d->idcombine && !u && d->c[l][1].bsize != d->c[l][2].bsize)
			return fail(err, n, "level %d i & d cache block sizes must match for "
				    "-stat-idcombine", l + 1);
		if (l > 0 && d->c[l - 1][0].any && !u)
			return fail(err, n, "level %d cache is unified, level %d is not", l, l + 1);
		cfg->split[l] = !u;
	}
	cfg->nlevels = maxlevel;
	if ((e = sim_config_check(cfg)))
		return fail(err, n, "%s", e);
	return 0;
}

void sim_dinero_summary(FILE *f, const struct sim_dinero *d)
{
	for (int fi = F_SIZE; fi <= F_CCC; fi++)
		for (int k = 0; k < 3; k++)
			for (int l = 0; l < SIM_MAX_LEVELS; l++) {
				typeof(d->c[0][0]) *c = &d->c[l][k];
				char t = idu_letter[k];

				switch (fi) {
				case F_SIZE: case F_BSIZE: case F_SBSIZE: {
					uint64_t v = fi == F_SIZE ? c->size : fi == F_BSIZE ? c->bsize
											  : c->sbsize;
					if (v)
						fprintf(f, "-l%d-%c%s %" PRIu64 "\n", l + 1, t,
							field_names[fi], v);
					break;
				}
				case F_ASSOC: case F_PFDIST: case F_PFABORT: {
					unsigned v = fi == F_ASSOC ? c->assoc : fi == F_PFDIST ? c->pfdist
											   : c->pfabort;
					if (v)
						fprintf(f, "-l%d-%c%s %u\n", l + 1, t, field_names[fi], v);
					break;
				}
				case F_CCC:
					if (c->ccc)
						fprintf(f, "-l%d-%cccc\n", l + 1, t);
					break;
				default: {
					char v = fi == F_REPL ? c->repl : fi == F_FETCH ? c->fetch
						 : fi == F_WALLOC ? c->walloc : c->wback;
					if (v)
						fprintf(f, "-l%d-%c%s %c\n", l + 1, t, field_names[fi], v);
				}
				}
			}
	fprintf(f, "-skipcount %" PRIu64 "\n-flushcount 0\n-maxcount %" PRIu64
		   "\n-stat-interval 0\n-informat %c\n-on-trigger 0x0\n-off-trigger 0x0\n",
		d->skipcount, d->maxcount, d->informat ? d->informat : 'D');
	if (d->idcombine)
		fprintf(f, "-stat-idcombine\n");
}

/* ---- reports --------------------------------------------------------------------------- */

void sim_report_of(struct sim_report *r, const struct sim *s)
{
	memset(r, 0, sizeof *r);
	r->cfg = *sim_config(s);
	for (int l = 0; l < r->cfg.nlevels; l++)
		for (int k = 0; k < 3; k++) {
			const struct sim_stats *st = sim_stats(s, l + 1, idu_letter[k]);

			if (st)
				r->st[l][k] = *st;
		}
}

void sim_report_add(struct sim_report *a, const struct sim_report *b)
{
	for (int l = 0; l < SIM_MAX_LEVELS; l++)
		for (int k = 0; k < 3; k++)
			sim_stats_add(&a->st[l][k], &b->st[l][k]);
}

static bool present(const struct sim_config *c, int l, int k)
{
	return l < c->nlevels && (k == 0 ? !c->split[l] : c->split[l]);
}

static const struct sim_cache_config *config_of(const struct sim_config *c, int l, int k)
{
	return k == 0 ? &c->u[l] : k == 1 ? &c->i[l] : &c->d[l];
}

/* The six columns of a counter array: total, instrn, data, read, write, misc. */
static void cols(const uint64_t *x, double v[6])
{
	v[1] = (double)x[SIM_IFETCH];
	v[3] = (double)x[SIM_READ];
	v[4] = (double)x[SIM_WRITE];
	v[5] = (double)x[SIM_MISC];
	v[2] = v[3] + v[4] + v[5];
	v[0] = v[2] + v[1];
}

static double nz(double d)
{
	return d == 0.0 ? 1.0 : d;
}

static void row_count(FILE *f, const char *label, const double v[6])
{
	fprintf(f, "%s%12.0f\t%12.0f\t%12.0f\t%12.0f\t%12.0f\t%12.0f\n", label, v[0], v[1], v[2],
		v[3], v[4], v[5]);
}

/* num[i] / den[i] per column (den NULL: num[i] / total). */
static void row_ratio(FILE *f, const char *label, const double num[6], const double *den,
		      double total)
{
	fprintf(f, "%s", label);
	for (int i = 0; i < 6; i++)
		fprintf(f, "%12.4f%s", num[i] / nz(den ? den[i] : total), i < 5 ? "\t" : "\n");
}

/* The compulsory, capacity and conflict rows: three counts, then each over the misses. */
static void ccc_rows(FILE *f, const char *const rows[6], const uint64_t *comp,
		     const uint64_t *cap, const uint64_t *conf, const double miss[6])
{
	double v[3][6];

	cols(comp, v[0]);
	cols(cap, v[1]);
	cols(conf, v[2]);
	for (int k = 0; k < 3; k++)
		row_count(f, rows[k], v[k]);
	for (int k = 0; k < 3; k++)
		row_ratio(f, rows[3 + k], v[k], miss, 0);
}

static void print_one(FILE *f, const char *name, const struct sim_stats *s, bool prefetch,
		      bool ccc)
{
	double fe[6], pfe[6], tf[6], mi[6], pmi[6], tm[6];

	cols(s->fetch, fe);
	cols(s->pfetch, pfe);
	cols(s->miss, mi);
	cols(s->pmiss, pmi);
	for (int i = 0; i < 6; i++) {
		tf[i] = fe[i] + pfe[i];
		tm[i] = mi[i] + pmi[i];
	}
	fprintf(f, "%s\n", name);
	fprintf(f, " Metrics\t\t      Total\t      Instrn\t       Data\t       Read\t      Write"
		   "\t       Misc\n");
	fprintf(f, " -----------------\t      ------\t      ------\t      ------\t      ------\t"
		   "      ------\t      ------\n");
	row_count(f, " Demand Fetches\t\t", fe);
	row_ratio(f, "  Fraction of total\t", fe, NULL, fe[0]);
	if (prefetch) {
		row_count(f, " Prefetch Fetches\t", pfe);
		row_ratio(f, "  Fraction\t\t", pfe, NULL, pfe[0]);
		row_count(f, " Total Fetches\t\t", tf);
		row_ratio(f, "  Fraction\t\t", tf, NULL, tf[0]);
	}
	fprintf(f, "\n");
	row_count(f, " Demand Misses\t\t", mi);
	row_ratio(f, "  Demand miss rate\t", mi, fe, 0);
	if (ccc) {
		static const char *const rows[6] = {
			"   Compulsory misses\t", "   Capacity misses\t", "   Conflict misses\t",
			"   Compulsory fraction\t", "   Capacity fraction\t", "   Conflict fraction\t",
		};

		ccc_rows(f, rows, s->comp, s->cap, s->conf, mi);
	}
	if (prefetch) {
		row_count(f, " Prefetch Misses\t", pmi);
		row_ratio(f, "  PF miss rate\t\t", pmi, pfe, 0);
		if (ccc) {
			static const char *const rows[6] = {
				"   PF compulsory misses\t", "   PF capacity misses\t",
				"   PF conflict misses\t", "   PF compulsory fract\t",
				"   PF capacity fract\t", "   PF conflict fract\t",
			};

			ccc_rows(f, rows, s->pcomp, s->pcap, s->pconf, pmi);
		}
		row_count(f, " Total Misses\t\t", tm);
		row_ratio(f, "  Total miss rate\t", tm, tf, 0);
	}
	fprintf(f, "\n");
	fprintf(f, " Multi-block refs      %12.0f\n", (double)s->multiblock);
	fprintf(f, " Bytes From Memory\t%12.0f\n", (double)s->bytes_from);
	fprintf(f, " ( / Demand Fetches)\t%12.4f\n", (double)s->bytes_from / nz(fe[0]));
	fprintf(f, " Bytes To Memory\t%12.0f\n", (double)s->bytes_to);
	fprintf(f, " ( / Demand Writes)\t%12.4f\n", (double)s->bytes_to / nz(fe[4]));
	fprintf(f, " Total Bytes r/w Mem\t%12.0f\n", (double)(s->bytes_from + s->bytes_to));
	fprintf(f, " ( / Demand Fetches)\t%12.4f\n",
		(double)(s->bytes_from + s->bytes_to) / nz(fe[0]));
	fprintf(f, "\n");
}

void sim_report_print(FILE *f, const struct sim_report *r, bool idcombine)
{
	for (int l = 0; l < r->cfg.nlevels; l++) {
		char name[32];

		if (idcombine && r->cfg.split[l]) {
			struct sim_stats s = r->st[l][1];

			sim_stats_add(&s, &r->st[l][2]);
			snprintf(name, sizeof name, "l%d-I/Dcaches", l + 1);
			print_one(f, name, &s,
				  r->cfg.i[l].fetch != SIM_DEMAND || r->cfg.d[l].fetch != SIM_DEMAND,
				  r->cfg.i[l].ccc || r->cfg.d[l].ccc);
			continue;
		}
		for (int k = 0; k < 3; k++) {
			const struct sim_cache_config *c = config_of(&r->cfg, l, k);

			if (!present(&r->cfg, l, k))
				continue;
			snprintf(name, sizeof name, "l%d-%ccache", l + 1, idu_letter[k]);
			print_one(f, name, &r->st[l][k], c->fetch != SIM_DEMAND, c->ccc);
		}
	}
}

static void json_cols(FILE *f, const char *key, const uint64_t *x, bool comma)
{
	double v[6];

	cols(x, v);
	fprintf(f, "\"%s\":{\"total\":%.0f,\"instrn\":%.0f,\"data\":%.0f,\"read\":%.0f,"
		   "\"write\":%.0f,\"misc\":%.0f}%s", key, v[0], v[1], v[2], v[3], v[4], v[5],
		comma ? "," : "");
}

void sim_report_json(FILE *f, const struct sim_report *r)
{
	bool first = true;

	fprintf(f, "{\"caches\":[");
	for (int l = 0; l < r->cfg.nlevels; l++)
		for (int k = 0; k < 3; k++) {
			const struct sim_stats *s = &r->st[l][k];
			const struct sim_cache_config *c = config_of(&r->cfg, l, k);
			double fe[6], mi[6];

			if (!present(&r->cfg, l, k))
				continue;
			cols(s->fetch, fe);
			cols(s->miss, mi);
			fprintf(f, "%s{\"name\":\"l%d-%ccache\",\"size\":%" PRIu64 ",\"bsize\":%u,"
				   "\"assoc\":%u,", first ? "" : ",", l + 1, idu_letter[k], c->size,
				c->bsize, c->assoc);
			first = false;
			json_cols(f, "demand_fetches", s->fetch, true);
			json_cols(f, "demand_misses", s->miss, true);
			fprintf(f, "\"demand_miss_rate\":%.6f,", mi[0] / nz(fe[0]));
			json_cols(f, "prefetch_fetches", s->pfetch, true);
			json_cols(f, "prefetch_misses", s->pmiss, true);
			if (c->ccc) {
				json_cols(f, "compulsory_misses", s->comp, true);
				json_cols(f, "capacity_misses", s->cap, true);
				json_cols(f, "conflict_misses", s->conf, true);
			}
			fprintf(f, "\"multi_block_refs\":%" PRIu64 ",\"bytes_from_memory\":%" PRIu64
				   ",\"bytes_to_memory\":%" PRIu64 "}", s->multiblock, s->bytes_from,
				s->bytes_to);
		}
	fprintf(f, "]}\n");
}

/* Every counter of a cache in dump order. */
#define DUMP_ARRAYS(X) X(fetch) X(miss) X(pfetch) X(pmiss) X(comp) X(cap) X(conf) X(pcomp) \
	X(pcap) X(pconf)

void sim_report_dump(FILE *f, const struct sim_report *r)
{
	fprintf(f, "aexsim 1\n");
	for (int l = 0; l < r->cfg.nlevels; l++)
		for (int k = 0; k < 3; k++) {
			const struct sim_stats *s = &r->st[l][k];

			if (!present(&r->cfg, l, k))
				continue;
			fprintf(f, "%d %c", l + 1, idu_letter[k]);
#define DUMP_ONE(a) for (int j = 0; j < SIM_KINDS; j++) fprintf(f, " %" PRIu64, s->a[j]);
			DUMP_ARRAYS(DUMP_ONE)
#undef DUMP_ONE
			fprintf(f, " %" PRIu64 " %" PRIu64 " %" PRIu64 "\n", s->multiblock,
				s->bytes_from, s->bytes_to);
		}
}

int sim_report_load(FILE *f, struct sim_report *r, char *err, size_t n)
{
	char line[2048];
	int lineno = 1;

	if (!fgets(line, sizeof line, f) || strcmp(line, "aexsim 1\n") != 0)
		return fail(err, n, "line 1: not a statistics dump of aex sim");
	while (fgets(line, sizeof line, f)) {
		int l, k;
		char t, *p = line, *e;
		struct sim_stats s;

		lineno++;
		if (sscanf(p, "%d %c", &l, &t) != 2 || l < 1 || l > r->cfg.nlevels ||
		    !strchr("uid", t))
			return fail(err, n, "line %d: no such cache", lineno);
		k = t == 'u' ? 0 : t == 'i' ? 1 : 2;
		if (!present(&r->cfg, l - 1, k))
			return fail(err, n, "line %d: l%d-%ccache is not in the configuration",
				    lineno, l, t);
		p += 3;
		errno = 0;
#define LOAD_ONE(a)                                                    \
	for (int j = 0; j < SIM_KINDS; j++) {                          \
		s.a[j] = strtoull(p, &e, 10);                          \
		if (e == p)                                            \
			return fail(err, n, "line %d: short", lineno); \
		p = e;                                                 \
	}
		DUMP_ARRAYS(LOAD_ONE)
#undef LOAD_ONE
		s.multiblock = strtoull(p, &e, 10);
		p = e;
		s.bytes_from = strtoull(p, &e, 10);
		p = e;
		s.bytes_to = strtoull(p, &e, 10);
		if (e == p || errno)
			return fail(err, n, "line %d: short", lineno);
		r->st[l - 1][k] = s;
	}
	return 0;
}
