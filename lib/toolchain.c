/* toolchain.c — locating the aex tree and reading toolchains/<isa>.mk, the one place where guest
 * compiler, assembler, linker and emulator settings live (the Makefile includes the same files). */
#include "toolchain.h"
#include "util.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *root;

const char *toolchain_root(void)
{
	char buf[PATH_MAX];
	const char *env = getenv("AEX_ROOT");
	ssize_t n;
	char *s;

	if (root)
		return root;
	if (env && *env) {
		root = realpath(env, NULL);
		if (!root)
			util_die(UTIL_EXIT_USAGE, "AEX_ROOT=%s: %s", env, strerror(errno));
		return root;
	}
	n = readlink("/proc/self/exe", buf, sizeof buf - 1);
	if (n < 0)
		util_die(UTIL_EXIT_FAIL, "cannot find my own path: %s", strerror(errno));
	buf[n] = '\0';
	/* <root>/bin/aex */
	for (int i = 0; i < 2; i++) {
		s = strrchr(buf, '/');
		if (!s)
			util_die(UTIL_EXIT_FAIL, "cannot locate the aex tree from %s", buf);
		*s = '\0';
	}
	root = util_xasprintf("%s", buf[0] ? buf : "/");
	s = util_xasprintf("%s/toolchains/common.mk", root);
	if (!util_file_exists(s))
		util_die(UTIL_EXIT_FAIL, "%s: not an aex tree (no toolchains/common.mk); set AEX_ROOT",
			 root);
	free(s);
	return root;
}

const char *toolchain_build_dir(void)
{
	static char *dir;

	if (!dir)
		dir = util_xasprintf("%s/build", toolchain_root());
	return dir;
}

static void vars_set(struct toolchain_vars *vars, const char *name, char *value)
{
	for (int i = 0; i < vars->n; i++) {
		if (strcmp(vars->names[i], name) == 0) {
			free(vars->values[i]);
			vars->values[i] = value;
			return;
		}
	}
	if (vars->n == vars->cap) {
		vars->cap = vars->cap ? 2 * vars->cap : 32;
		vars->names = util_xrealloc(vars->names, (size_t)vars->cap * sizeof *vars->names);
		vars->values = util_xrealloc(vars->values, (size_t)vars->cap * sizeof *vars->values);
	}
	vars->names[vars->n] = util_xstrdup(name);
	vars->values[vars->n++] = value;
}

const char *toolchain_var(const struct toolchain_vars *vars, const char *name)
{
	for (int i = 0; i < vars->n; i++)
		if (strcmp(vars->names[i], name) == 0)
			return vars->values[i];
	return NULL;
}

void toolchain_vars_free(struct toolchain_vars *vars)
{
	for (int i = 0; i < vars->n; i++) {
		free(vars->names[i]);
		free(vars->values[i]);
	}
	free(vars->names);
	free(vars->values);
	memset(vars, 0, sizeof *vars);
}

/* Expands $(NAME) references in s. Returns NULL (and sets *bad) on an unknown name. */
static char *expand(const struct toolchain_vars *vars, const char *s, const char **bad)
{
	size_t cap = strlen(s) + 64, n = 0;
	char *out = util_xmalloc(cap);

	while (*s) {
		const char *add = s;
		size_t len = 1;

		if (s[0] == '$' && s[1] == '(') {
			const char *end = strchr(s, ')');
			char *name;

			if (!end) {
				*bad = "unterminated $(";
				free(out);
				return NULL;
			}
			name = strndup(s + 2, (size_t)(end - s - 2));
			add = toolchain_var(vars, name);
			free(name);
			if (!add) {
				*bad = "reference to an undefined name";
				free(out);
				return NULL;
			}
			len = strlen(add);
			s = end + 1;
		} else {
			s++;
		}
		if (n + len + 1 > cap)
			out = util_xrealloc(out, cap = 2 * (n + len + 1));
		memcpy(out + n, add, len);
		n += len;
	}
	out[n] = '\0';
	return out;
}

int toolchain_parse(const char *path, const char *text, struct toolchain_vars *vars)
{
	int lineno = 0;

	while (*text) {
		size_t len = strcspn(text, "\n");
		char *line = strndup(text, len);
		char *p = line, *name, *eq, *value, *end;
		const char *bad = NULL;

		text += len + (text[len] == '\n');
		lineno++;
		while (isspace((unsigned char)*p))
			p++;
		if (*p == '\0' || *p == '#') {
			free(line);
			continue;
		}
		name = p;
		while (isalnum((unsigned char)*p) || *p == '_')
			p++;
		end = p;
		while (*p == ' ' || *p == '\t')
			p++;
		if (p[0] == ':' && p[1] == '=')
			eq = p + 1;
		else if (p[0] == '=')
			eq = p;
		else
			eq = NULL;
		if (!eq || end == name) {
			fprintf(stderr, "%s:%d: error: expected NAME = value\n", path, lineno);
			free(line);
			return -1;
		}
		*end = '\0';
		value = eq + 1;
		while (*value == ' ' || *value == '\t')
			value++;
		for (char *t = value + strlen(value); t > value && isspace((unsigned char)t[-1]);)
			*--t = '\0';
		value = expand(vars, value, &bad);
		if (!value) {
			fprintf(stderr, "%s:%d: error: %s\n", path, lineno, bad);
			free(line);
			return -1;
		}
		vars_set(vars, name, value);
		free(line);
	}
	return 0;
}

static struct toolchain_vars common_vars;
static bool common_loaded;

static int load_file(const char *name, struct toolchain_vars *vars)
{
	char *path = util_xasprintf("%s/toolchains/%s", toolchain_root(), name);
	char *text = util_read_file(path, NULL);
	int r;

	if (!text) {
		util_error("%s: %s", path, strerror(errno));
		free(path);
		return -1;
	}
	r = toolchain_parse(path, text, vars);
	free(text);
	free(path);
	return r;
}

static const char *need(const struct toolchain_vars *vars, const char *isa, const char *prefix,
			const char *key)
{
	char *name = util_xasprintf("%s_%s", prefix, key);
	const char *v = toolchain_var(vars, name);

	if (!v)
		util_die(UTIL_EXIT_FAIL, "toolchains/%s.mk does not define %s", isa, name);
	free(name);
	return v;
}

#define MAX_ISAS 16
static struct toolchain loaded[MAX_ISAS];
static struct toolchain_vars loaded_vars[MAX_ISAS];
static int nloaded;

const struct toolchain *toolchain_get(const char *isa)
{
	struct toolchain_vars *vars;
	struct toolchain *t;
	char prefix[32], *file;
	size_t i;

	for (int k = 0; k < nloaded; k++)
		if (strcmp(loaded[k].isa, isa) == 0)
			return &loaded[k];
	if (!common_loaded) {
		if (load_file("common.mk", &common_vars) < 0)
			exit(UTIL_EXIT_FAIL);
		common_loaded = true;
	}
	for (i = 0; isa[i] && i + 1 < sizeof prefix; i++) {
		if (!islower((unsigned char)isa[i]) && !isdigit((unsigned char)isa[i]))
			break;
		prefix[i] = (char)toupper((unsigned char)isa[i]);
	}
	prefix[i] = '\0';
	file = util_xasprintf("%s/toolchains/%s.mk", toolchain_root(), isa);
	if (isa[i] || i == 0 || strcmp(isa, "common") == 0 || !util_file_exists(file)) {
		util_error("unknown ISA '%s' (known: %s)", isa, toolchain_list());
		free(file);
		return NULL;
	}
	free(file);
	if (nloaded == MAX_ISAS)
		util_die(UTIL_EXIT_FAIL, "too many ISAs");
	vars = &loaded_vars[nloaded];
	file = util_xasprintf("%s.mk", isa);
	if (load_file(file, vars) < 0)
		exit(UTIL_EXIT_FAIL);
	free(file);
	t = &loaded[nloaded];
	t->isa = util_xstrdup(isa);
	t->cc = need(vars, isa, prefix, "CC");
	t->objdump = need(vars, isa, prefix, "OBJDUMP");
	t->ar = need(vars, isa, prefix, "AR");
	t->ar_target = need(vars, isa, prefix, "AR_TARGET");
	t->objdump_arch = need(vars, isa, prefix, "OBJDUMP_ARCH");
	t->qemu = need(vars, isa, prefix, "QEMU");
	t->cflags = util_xasprintf("%s %s", need(vars, isa, prefix, "CFLAGS"),
				   need(vars, isa, prefix, "RESERVED_CFLAGS"));
	t->asflags = util_xasprintf("%s %s", need(vars, isa, prefix, "ASFLAGS"),
				    need(vars, isa, prefix, "RESERVED_ASFLAGS"));
	t->strategy = "reserved";
	t->rt_dir = "rt";
	t->elf_machine = atoi(need(vars, isa, prefix, "ELF_MACHINE"));
	t->elf_flags_mask = strtoul(need(vars, isa, prefix, "ELF_FLAGS_MASK"), NULL, 0);
	t->elf_flags = strtoul(need(vars, isa, prefix, "ELF_FLAGS"), NULL, 0);
	t->isa_invalid = need(vars, isa, prefix, "ISA_INVALID");
	t->isa_deny = need(vars, isa, prefix, "ISA_DENY");
	t->objdump_any_arch = need(vars, isa, prefix, "OBJDUMP_ANY_ARCH");
	file = util_xasprintf("%s_TRACE_CORE", prefix);
	t->trace_core = toolchain_var(vars, file) && strcmp(toolchain_var(vars, file), "yes") == 0;
	free(file);
	t->guest_cflags = need(&common_vars, "common", "GUEST", "CFLAGS");
	t->guest_warn = need(&common_vars, "common", "GUEST", "WARN");
	t->guest_ldflags = need(&common_vars, "common", "GUEST", "LDFLAGS");
	nloaded++;
	return t;
}

static const char *const strategies[] = { "reserved", "steal" };
#define NSTRATEGIES 2
static struct toolchain flavours[MAX_ISAS][NSTRATEGIES];

static const char *strategy_var(const struct toolchain *tc, const char *strategy,
				const char *key)
{
	char name[96];
	size_t i;

	for (i = 0; tc->isa[i] && i < 31; i++)
		name[i] = (char)toupper((unsigned char)tc->isa[i]);
	name[i] = '\0';
	snprintf(name + i, sizeof name - i, "_%s_%s", strategy, key);
	for (char *p = name + i; *p; p++)
		*p = (char)toupper((unsigned char)*p);
	for (int k = 0; k < nloaded; k++)
		if (strcmp(loaded[k].isa, tc->isa) == 0)
			return toolchain_var(&loaded_vars[k], name);
	return NULL;
}

const char *toolchain_strategies(const struct toolchain *tc)
{
	static char buf[64];

	buf[0] = '\0';
	for (int s = 0; s < NSTRATEGIES; s++)
		if (strategy_var(tc, strategies[s], "CFLAGS"))
			snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s",
				 buf[0] ? ", " : "", strategies[s]);
	return buf;
}

const struct toolchain *toolchain_strategy(const struct toolchain *tc, const char *strategy)
{
	int k, s;
	const char *cf, *af;
	struct toolchain *t;

	for (s = 0; s < NSTRATEGIES && strcmp(strategies[s], strategy) != 0; s++)
		;
	for (k = 0; k < nloaded && strcmp(loaded[k].isa, tc->isa) != 0; k++)
		;
	cf = s < NSTRATEGIES ? strategy_var(tc, strategy, "CFLAGS") : NULL;
	af = s < NSTRATEGIES ? strategy_var(tc, strategy, "ASFLAGS") : NULL;
	if (k == nloaded || !cf || !af) {
		util_error("unknown strategy '%s' for %s (known: %s)", strategy, tc->isa,
			   toolchain_strategies(tc));
		return NULL;
	}
	if (s == 0)
		return &loaded[k];
	t = &flavours[k][s];
	if (!t->isa) {
		const struct toolchain_vars *vars = &loaded_vars[k];
		char prefix[32];
		size_t i;

		for (i = 0; tc->isa[i] && i + 1 < sizeof prefix; i++)
			prefix[i] = (char)toupper((unsigned char)tc->isa[i]);
		prefix[i] = '\0';
		*t = loaded[k];
		t->cflags = util_xasprintf("%s %s", need(vars, tc->isa, prefix, "CFLAGS"), cf);
		t->asflags = util_xasprintf("%s %s", need(vars, tc->isa, prefix, "ASFLAGS"), af);
		t->strategy = strategies[s];
		t->rt_dir = util_xasprintf("rt-%s", strategies[s]);
	}
	return t;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

const char *toolchain_list(void)
{
	static char *list;
	char *dirpath, *names[MAX_ISAS];
	struct dirent *e;
	size_t len = 1;
	int n = 0;
	DIR *d;

	if (list)
		return list;
	dirpath = util_xasprintf("%s/toolchains", toolchain_root());
	d = opendir(dirpath);
	free(dirpath);
	while (d && (e = readdir(d)) && n < MAX_ISAS) {
		if (!util_has_suffix(e->d_name, ".mk") || strcmp(e->d_name, "common.mk") == 0)
			continue;
		names[n] = strndup(e->d_name, strlen(e->d_name) - 3);
		len += strlen(names[n]) + 2;
		n++;
	}
	if (d)
		closedir(d);
	qsort(names, (size_t)n, sizeof *names, cmp_str);
	list = util_xmalloc(len);
	list[0] = '\0';
	for (int i = 0; i < n; i++) {
		if (i)
			strcat(list, ", ");
		strcat(list, names[i]);
		free(names[i]);
	}
	return list;
}

const struct toolchain *toolchain_by_machine(int elf_machine)
{
	char *copy = util_xstrdup(toolchain_list());
	const struct toolchain *found = NULL;

	for (char *tok = strtok(copy, ", "); tok && !found; tok = strtok(NULL, ", ")) {
		const struct toolchain *t = toolchain_get(tok);
		if (t && t->elf_machine == elf_machine)
			found = t;
	}
	free(copy);
	return found;
}
