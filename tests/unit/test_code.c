/* test_code.c — what docs/code.md promises of the code's shape: the check's stages are the
 * ones it lists, in its order; no two files of one room include each other; no function of
 * lib/, instr/, regen/compile.c, targets/ or harness/ is longer than 120 lines (beyond any
 * named below, each of which must still be that long); no vocabulary (placements, kinds of
 * values, techniques, metric keys, the schema's words) is listed as string literals outside
 * its table. */
#include <criterion/criterion.h>
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aex_regen.h"
#include "aex_schema.h"
#include "check.h"
#include "metric.h"
#include "place.h"
#include "techniques.h"
#include "testutil.h"
#include "util.h"

#define MAX_LINES 120

/* The functions longer than MAX_LINES still to be cut into named steps, NULL-terminated
 * (none now: a function that grows past the limit is cut, or named here with a reason). */
static const char *const long_functions[] = {
	NULL,
};

/* The .c and .h files below rel (recursively), as paths relative to the source tree. */
static void sources(const char *rel, struct util_argv *out)
{
	char *dir = util_xasprintf("%s/%s", AEX_SRCDIR, rel);
	DIR *d = opendir(dir);
	struct dirent *e;

	cr_assert(d != NULL, "%s", dir);
	while ((e = readdir(d))) {
		char *sub = util_xasprintf("%s/%s", rel, e->d_name);
		char *path = util_xasprintf("%s/%s", AEX_SRCDIR, sub);
		size_t n = strlen(e->d_name);

		if (e->d_name[0] != '.' && util_is_dir(path))
			sources(sub, out);
		else if (n > 2 && e->d_name[n - 2] == '.' && strchr("ch", e->d_name[n - 1]))
			util_argv_push(out, sub);
		free(sub);
		free(path);
	}
	closedir(d);
	free(dir);
}

static char *read_source(const char *rel)
{
	char *path = util_xasprintf("%s/%s", AEX_SRCDIR, rel), *text = util_read_file(path, NULL);

	cr_assert_not_null(text, "%s", path);
	free(path);
	return text;
}

/* Calls fn for each function of the C text (a line starting at column 0 with its name and a
 * '(' whose body opens with '{' alone at column 0 and closes with '}' at column 0), with its
 * name and its length in lines, from its name's line to its closing brace. */
static void functions(const char *text, void (*fn)(const char *name, int lines, void *ctx),
		      void *ctx)
{
	const char *sig = NULL;
	int sig_line = 0, line = 1, open_line = 0;

	for (const char *p = text; *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : p + strlen(p),
		    line++) {
		if (!open_line && (isalpha((unsigned char)*p) || *p == '_') && strchr(p, '(') &&
		    strchr(p, '(') < strchr(p, '\n')) {
			sig = p;
			sig_line = line;
		} else if (!open_line && sig && p[0] == '{' && (p[1] == '\n' || !p[1])) {
			open_line = line;
		} else if (open_line && p[0] == '}') {
			const char *par = strchr(sig, '('), *b = par;
			char name[80];

			while (b > sig && (isalnum((unsigned char)b[-1]) || b[-1] == '_'))
				b--;
			snprintf(name, sizeof name, "%.*s", (int)(par - b), b);
			fn(name, line - sig_line + 1, ctx);
			open_line = 0;
			sig = NULL;
		} else if (!open_line && *p != ' ' && *p != '\t' && *p != '\n' && *p != '{') {
			sig = NULL;
		}
	}
}

struct length_scan {
	const char *file;
	bool seen[sizeof long_functions / sizeof long_functions[0]];
	int nfunctions;
};

static void check_length(const char *name, int lines, void *ctx)
{
	struct length_scan *s = ctx;
	char *id = util_xasprintf("%s:%s", s->file, name);
	size_t k;

	s->nfunctions++;
	for (k = 0; long_functions[k]; k++)
		if (strcmp(long_functions[k], id) == 0)
			break;
	if (long_functions[k]) {
		s->seen[k] = true;
		cr_expect_gt(lines, MAX_LINES, "%s is %d lines now: take it off the list", id,
			     lines);
	} else {
		cr_expect_leq(lines, MAX_LINES, "%s is %d lines (at most %d: cut it into named "
			      "steps)", id, lines, MAX_LINES);
	}
	free(id);
}

Test(code, function_lengths)
{
	static const char *const rooms[] = { "lib", "instr", "targets", "harness" };
	struct util_argv files = { 0 };
	struct length_scan s = { 0 };

	for (size_t r = 0; r < sizeof rooms / sizeof rooms[0]; r++)
		sources(rooms[r], &files);
	util_argv_push(&files, "regen/compile.c");
	for (int i = 0; i < files.n; i++) {
		char *text;

		if (!util_has_suffix(files.v[i], ".c"))
			continue;
		text = read_source(files.v[i]);
		s.file = files.v[i];
		functions(text, check_length, &s);
		free(text);
	}
	cr_expect_gt(s.nfunctions, 600, "%d functions found", s.nfunctions);
	for (size_t k = 0; long_functions[k]; k++)
		cr_expect(s.seen[k], "%s: no such function", long_functions[k]);
	util_argv_free(&files);
}

/* Does the file rel include the header name ("x.h"), itself or through the headers of its
 * own folder it includes (depth: how many more of those to follow)? */
static bool includes(const char *rel, const char *name, int depth)
{
	char *text = read_source(rel), *pat = util_xasprintf("#include \"%s\"", name);
	bool yes = strstr(text, pat) != NULL;

	for (char *p = text; !yes && depth > 0 && (p = strstr(p, "#include \"")); p++) {
		char h[64], *sub;

		if (sscanf(p, "#include \"%63[^\"]\"", h) != 1)
			continue;
		sub = util_xasprintf("%.*s%s", (int)(util_basename(rel) - rel), rel, h);
		if (strcmp(sub, rel) != 0) {
			char *abs = util_xasprintf("%s/%s", AEX_SRCDIR, sub);

			if (util_file_exists(abs))
				yes = includes(sub, name, depth - 1);
			free(abs);
		}
		free(sub);
	}
	free(pat);
	free(text);
	return yes;
}

Test(code, no_circles_in_a_room)
{
	static const char *const rooms[] = { "lib", "instr", "regen", "targets", "harness", "cli" };
	int pairs = 0;

	for (size_t r = 0; r < sizeof rooms / sizeof rooms[0]; r++) {
		struct util_argv f = { 0 };

		sources(rooms[r], &f);
		for (int i = 0; i < f.n; i++)
			for (int j = 0; j < f.n; j++) {
				char *hi, *hj;
				const char *bi = util_basename(f.v[i]), *bj = util_basename(f.v[j]);

				if (i == j || !util_has_suffix(bi, ".c") || !util_has_suffix(bj, ".c") ||
				    bi - f.v[i] != bj - f.v[j] || strncmp(f.v[i], f.v[j], (size_t)(bi - f.v[i])) != 0)
					continue;
				hi = util_xasprintf("%.*s.h", (int)strlen(bi) - 2, bi);
				hj = util_xasprintf("%.*s.h", (int)strlen(bj) - 2, bj);
				pairs++;
				cr_expect(!(includes(f.v[i], hj, 4) && includes(f.v[j], hi, 4)),
					  "%s and %s include each other's header", f.v[i], f.v[j]);
				free(hi);
				free(hj);
			}
		util_argv_free(&f);
	}
	cr_expect_gt(pairs, 100);
}

Test(code, stages_documented)
{
	char *doc = read_source("docs/code.md");

	/* the traced build's stages, then the replay build's (--mode replay) */
	for (int replay = 0; replay < 2; replay++) {
		const char *at = strstr(doc, replay ? "`aex check --mode replay`"
						    : "## The check: a context and named stages");
		int n = 0;

		cr_assert_not_null(at);
		for (const char *name; (name = check_stage_name(n, replay)); n++) {
			char *item = util_xasprintf("%d. `%s` —", n + 1, name);
			const char *p = strstr(at, item);

			cr_expect(p != NULL, "docs/code.md does not list stage %s as %s", name,
				  item);
			if (p)
				at = p;
			free(item);
		}
		cr_expect_geq(n, 10);
	}
	free(doc);
}

/* Where the first two words of a vocabulary stand as consecutive string literals ("a", "b")
 * in rel, outside its table's file: the line, or 0. */
static int literal_list(const char *rel, const char *a, const char *b)
{
	char *text = read_source(rel), *pat = util_xasprintf("\"%s\", \"%s\"", a, b);
	char *hit = strstr(text, pat);
	int line = 1;

	for (const char *p = text; hit && p < hit; p++)
		line += *p == '\n';
	free(pat);
	free(text);
	return hit ? line : 0;
}

Test(code, vocabularies_in_their_tables)
{
	static const char *const rooms[] = { "lib", "instr", "regen", "targets", "harness", "cli",
					     "golden", "include" };
	char *tech = util_xstrdup(instr_technique_names()), *comma = strchr(tech, ',');
	char *tech2 = comma ? util_xstrdup(comma + 1) : util_xstrdup("");
	struct {
		const char *a, *b, *table;
	} vocab[] = {
		{ place_name(PLACE_BLOCKS), place_name(PLACE_CBRANCH), "instr/place.h" },
		{ aex_value_kind_name(AEX_VALUE_LOAD), aex_value_kind_name(AEX_VALUE_CALL),
		  "include/aex_regen.h" },
		{ tech, tech2, "instr/techniques.h" },
		{ metric_desc[M_GOLDEN_INSNS].key, metric_desc[M_GOLDEN_READS].key,
		  "harness/metric.h" },
		{ aex_end_word(AEX_END_FALL), aex_end_word(AEX_END_CBRANCH), "include/aex_schema.h" },
		{ aex_op_word(AEX_OP_NONE), aex_op_word(AEX_OP_OPAQUE), "include/aex_schema.h" },
		{ aex_cond_word(AEX_COND_EQ), aex_cond_word(AEX_COND_NE), "include/aex_schema.h" },
	};
	struct util_argv files = { 0 };

	if (comma)
		*comma = '\0';
	*strchrnul(tech2, ',') = '\0';
	for (size_t r = 0; r < sizeof rooms / sizeof rooms[0]; r++)
		sources(rooms[r], &files);
	for (int i = 0; i < files.n; i++)
		for (size_t v = 0; v < sizeof vocab / sizeof vocab[0]; v++) {
			int line = strcmp(files.v[i], vocab[v].table) == 0
					   ? 0
					   : literal_list(files.v[i], vocab[v].a, vocab[v].b);

			cr_expect_eq(line, 0, "%s:%d lists \"%s\", \"%s\" (their table: %s)",
				     files.v[i], line, vocab[v].a, vocab[v].b, vocab[v].table);
		}
	util_argv_free(&files);
	free(tech);
	free(tech2);
}
