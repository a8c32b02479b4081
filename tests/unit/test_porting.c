/* test_porting.c — the porting contract: the ISA-neutral core (instr/, regen/, and the
 * tracing runtime's shared part, targets/trace-core.[ch]) names no ISA, and docs/porting.md
 * describes exactly the hooks struct target has (instr/target.h). */
#include <criterion/criterion.h>
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "testutil.h"

static const char *const isa_words[] = { "mips", "sparc", "r2000", "r3000", "o32", "riscv",
						"rv32", "ilp32" };

/* Does text mention an ISA by name (case-insensitively, as a word or part of one)? */
static const char *isa_mention(const char *text)
{
	for (const char *p = text; *p; p++)
		for (size_t w = 0; w < sizeof isa_words / sizeof isa_words[0]; w++)
			if (strncasecmp(p, isa_words[w], strlen(isa_words[w])) == 0)
				return p;
	return NULL;
}

static void scan_file(const char *path, int *files)
{
	char *text = util_read_file(path, NULL);
	const char *hit;

	cr_assert(text != NULL, "%s", path);
	hit = isa_mention(text);
	if (hit) {
		int line = 1;
		for (const char *p = text; p < hit; p++)
			line += *p == '\n';
		cr_expect(false, "%s:%d names an ISA: %.40s", path, line, hit);
	}
	(*files)++;
	free(text);
}

static void scan_dir(const char *rel, int *files)
{
	char *dir = util_xasprintf("%s/%s", AEX_SRCDIR, rel);
	DIR *d = opendir(dir);
	struct dirent *e;

	cr_assert(d != NULL, "%s", dir);
	while ((e = readdir(d))) {
		char *path;

		if (e->d_name[0] == '.')
			continue;
		path = util_xasprintf("%s/%s", dir, e->d_name);
		if (util_is_dir(path)) {
			char *sub = util_xasprintf("%s/%s", rel, e->d_name);
			scan_dir(sub, files);
			free(sub);
			free(path);
			continue;
		}
		scan_file(path, files);
		free(path);
	}
	closedir(d);
	free(dir);
}

Test(porting, core_is_isa_neutral)
{
	int files = 0;

	scan_dir("instr", &files);
	scan_dir("regen", &files);
	cr_expect_gt(files, 10);
	for (int k = 0; k < 2; k++) {
		char *path = util_xasprintf("%s/targets/trace-core.%s", AEX_SRCDIR, k ? "h" : "c");

		scan_file(path, &files);
		free(path);
	}
}

#define MAX_NAMES 64

/* The member names of struct target, from instr/target.h. */
static int struct_members(char names[][40])
{
	char *path = util_xasprintf("%s/instr/target.h", AEX_SRCDIR);
	char *text = util_read_file(path, NULL), *p, *end;
	int n = 0;

	cr_assert(text != NULL);
	p = strstr(text, "\nstruct target {");
	cr_assert(p != NULL);
	end = strstr(p, "\n};");
	cr_assert(end != NULL);
	*end = '\0';
	p = strchr(p + 1, '\n');
	/* comments out, then one member per ';' */
	for (char *c = p; (c = strstr(c, "/*"));) {
		char *e = strstr(c, "*/");

		cr_assert(e != NULL);
		memset(c, ' ', (size_t)(e + 2 - c));
	}
	for (char *save = NULL, *m = strtok_r(p, ";", &save); m; m = strtok_r(NULL, ";", &save)) {
		char *e = m + strlen(m);

		if (strstr(m, "(*")) {
			sscanf(strstr(m, "(*") + 2, "%39[A-Za-z0-9_]", names[n++]);
		} else {
			while (e > m && isspace((unsigned char)e[-1]))
				e--;
			char *b = e;
			while (b > m && (isalnum((unsigned char)b[-1]) || b[-1] == '_'))
				b--;
			if (b == e)
				continue;
			snprintf(names[n++], 40, "%.*s", (int)(e - b), b);
		}
		cr_assert_lt(n, MAX_NAMES);
	}
	free(text);
	free(path);
	return n;
}

/* The hooks docs/porting.md lists: table rows that start with "| `name`". */
static int doc_hooks(char names[][40])
{
	char *path = util_xasprintf("%s/docs/porting.md", AEX_SRCDIR);
	char *text = util_read_file(path, NULL);
	int n = 0;

	cr_assert(text != NULL, "docs/porting.md is missing");
	for (char *p = text; (p = strstr(p, "\n| `")); p++) {
		if (sscanf(p, "\n| `%39[A-Za-z0-9_]`", names[n]) == 1)
			n++;
		cr_assert_lt(n, MAX_NAMES);
	}
	free(text);
	free(path);
	return n;
}

Test(porting, doc_matches_struct_target)
{
	char members[MAX_NAMES][40], hooks[MAX_NAMES][40];
	int nm = struct_members(members), nh = doc_hooks(hooks);

	cr_expect_gt(nm, 15);
	for (int i = 0; i < nm; i++) {
		bool found = false;
		for (int j = 0; j < nh; j++)
			found |= strcmp(members[i], hooks[j]) == 0;
		cr_expect(found, "struct target has %s, docs/porting.md does not describe it",
			  members[i]);
	}
	for (int j = 0; j < nh; j++) {
		bool found = false;
		for (int i = 0; i < nm; i++)
			found |= strcmp(members[i], hooks[j]) == 0;
		cr_expect(found, "docs/porting.md describes %s, which struct target does not have",
			  hooks[j]);
	}
}
