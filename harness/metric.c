/* metric.c — the table of a check's figures, a set of their values, printed as JSON and read
 * back from it (metric.h). */
#include "metric.h"
#include "strbuf.h"
#include "util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

const struct metric_desc metric_desc[M_COUNT] = {
#define METRIC_DESC(id, key, type, flags, csv) [M_##id] = { key, type, flags, csv },
	METRIC_LIST(METRIC_DESC)
#undef METRIC_DESC
};

const char *metric_curve_kind(int k)
{
	static const char *const kinds[METRIC_CURVE_KINDS] = { "instr", "data", "unified" };

	return k >= 0 && k < METRIC_CURVE_KINDS ? kinds[k] : NULL;
}

int metric_by_key(const char *key)
{
	for (int i = 0; i < M_COUNT; i++)
		if (strcmp(metric_desc[i].key, key) == 0)
			return i;
	return -1;
}

void metric_set_num(struct metric_set *s, enum metric_id id, double v)
{
	s->set[id] = true;
	s->num[id] = v;
	s->count[id] = v >= 0 && v < 1.8e19 ? (unsigned long long)v : 0;
}

void metric_set_count(struct metric_set *s, enum metric_id id, unsigned long long v)
{
	s->set[id] = true;
	s->num[id] = (double)v;
	s->count[id] = v;
}

void metric_set_str(struct metric_set *s, enum metric_id id, const char *v)
{
	free(s->str[id]);
	s->str[id] = util_xstrdup(v);
	s->set[id] = true;
}

double metric_num(const struct metric_set *s, enum metric_id id)
{
	return s->set[id] && metric_desc[id].type != MT_STR ? s->num[id] : NAN;
}

unsigned long long metric_count(const struct metric_set *s, enum metric_id id)
{
	return s->set[id] ? s->count[id] : 0;
}

const char *metric_str(const struct metric_set *s, enum metric_id id)
{
	return s->set[id] ? s->str[id] : NULL;
}

void metric_set_free(struct metric_set *s)
{
	for (int i = 0; i < M_COUNT; i++)
		free(s->str[i]);
	memset(s, 0, sizeof *s);
}

void metric_print_json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(f, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(f, "\\u%04x", (unsigned char)*s);
		else
			fputc(*s, f);
	}
	fputc('"', f);
}

static void print_value(FILE *f, const struct metric_set *s, int id)
{
	switch (metric_desc[id].type) {
	case MT_STR:
		metric_print_json_str(f, s->str[id] ? s->str[id] : "");
		break;
	case MT_BOOL:
		fputs(s->count[id] ? "true" : "false", f);
		break;
	case MT_U64:
		fprintf(f, "%llu", s->count[id]);
		break;
	case MT_INT:
		fprintf(f, "%d", (int)s->count[id]);
		break;
	case MT_F4:
		fprintf(f, "%.4f", s->num[id]);
		break;
	case MT_F0:
		fprintf(f, "%.0f", s->num[id]);
		break;
	}
}

void metric_print_fields(FILE *f, const struct metric_set *s, unsigned only)
{
	bool first = true;

	for (int i = 0; i < M_COUNT; i++) {
		if (!s->set[i] || (metric_desc[i].flags & only) != only)
			continue;
		fprintf(f, "%s\"%s\": ", first ? "" : ", ", metric_desc[i].key);
		print_value(f, s, i);
		first = false;
	}
}

/* Where the JSON value at p (a string, number, literal, array or object) ends: at the comma
 * or closing brace after it, or NULL. */
static const char *skip_value(const char *p)
{
	int depth = 0;

	for (; *p; p++) {
		if (*p == '"') {
			for (p++; *p && *p != '"'; p++)
				if (*p == '\\' && p[1])
					p++;
			if (!*p)
				return NULL;
		} else if (*p == '[' || *p == '{') {
			depth++;
		} else if ((*p == ']' || *p == '}') && depth-- == 0) {
			return p;
		} else if (*p == ',' && depth == 0) {
			return p;
		}
	}
	return NULL;
}

/* The JSON string at p (after its opening quote), unescaped, as a new string; *end after its
 * closing quote. */
static char *read_str(const char *p, const char **end)
{
	struct strbuf b = { 0 };

	strbuf_puts(&b, "");
	for (; *p && *p != '"'; p++) {
		char c = *p;

		if (c == '\\' && p[1]) {
			p++;
			c = *p == 'n' ? '\n' : *p == 't' ? '\t' : *p;
			if (*p == 'u' && strlen(p) >= 5) {
				c = (char)strtol((char[]){ p[1], p[2], p[3], p[4], 0 }, NULL, 16);
				p += 4;
			}
		}
		strbuf_add(&b, &c, 1);
	}
	*end = *p ? p + 1 : p;
	return b.s;
}

int metric_parse_json(const char *json, struct metric_set *s)
{
	const char *p = json ? strchr(json, '{') : NULL;

	memset(s, 0, sizeof *s);
	if (!p)
		return -1;
	p++;
	for (;;) {
		const char *k, *v;
		char key[64];
		int id;

		while (*p == ' ' || *p == ',' || *p == '\n' || *p == '\t')
			p++;
		if (*p != '"')
			return *p == '}' ? 0 : -1;
		k = p + 1;
		p = strchr(k, '"');
		if (!p || p[1] != ':')
			return -1;
		snprintf(key, sizeof key, "%.*s", (int)(p - k), k);
		for (v = p + 2; *v == ' '; v++)
			;
		id = metric_by_key(key);
		if (id >= 0 && *v == '"') {
			free(s->str[id]);
			s->str[id] = read_str(v + 1, &p);
			s->set[id] = true;
			continue;
		}
		if (id >= 0 && (strncmp(v, "true", 4) == 0 || strncmp(v, "false", 5) == 0))
			metric_set_count(s, id, *v == 't');
		else if (id >= 0 && metric_desc[id].type == MT_U64)
			metric_set_count(s, id, strtoull(v, NULL, 10));
		else if (id >= 0)
			metric_set_num(s, id, strtod(v, NULL));
		p = skip_value(v);
		if (!p)
			return -1;
	}
}
