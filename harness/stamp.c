/* stamp.c — whether a build directory already holds what `aex build` would make: DIR/stamp
 * records every input of the build, and a build whose inputs are all the same is not made
 * again. The inputs: aex itself (its size and modification time), the toolchain file, rt as
 * built for the ISA and strategy, the tracing runtime, the regenerator's runtime and headers,
 * the options, and each source with every header gcc read for it (its -MD list); files by
 * content (FNV-1a 64), so a touched but unchanged file does not count.
 *
 * DIR/stamp: "aex-stamp 1", then one "key value" line per input, in a fixed order. */
#include "stamp.h"
#include "strbuf.h"
#include "toolchain.h"
#include "util.h"
#include "aex_trace.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define STAMP_MAGIC "aex-stamp 1\n"

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* "path hash" of a file's content, or "path -" when it cannot be read. */
static void add_file(struct strbuf *sb, const char *key, const char *path)
{
	size_t n = 0;
	char *text = util_read_file(path, &n);

	if (text)
		strbuf_addf(sb, "%s %s %016llx\n", key, path,
			    (unsigned long long)aex_fnv1a64(AEX_FNV1A64_INIT, text, n));
	else
		strbuf_addf(sb, "%s %s -\n", key, path);
	free(text);
}

/* Every regular file of dir whose name ends in one of the suffixes, sorted. */
static void add_dir(struct strbuf *sb, const char *key, const char *dir,
		    const char *const *suffixes)
{
	struct util_argv names = { 0 };
	DIR *d = opendir(dir);
	struct dirent *e;

	while (d && (e = readdir(d)))
		for (int k = 0; suffixes[k]; k++)
			if (util_has_suffix(e->d_name, suffixes[k])) {
				util_argv_push(&names, e->d_name);
				break;
			}
	if (d)
		closedir(d);
	if (names.n)
		qsort(names.v, (size_t)names.n, sizeof *names.v, cmp_str);
	for (int i = 0; i < names.n; i++) {
		char *p = util_xasprintf("%s/%s", dir, names.v[i]);

		add_file(sb, key, p);
		free(p);
	}
	util_argv_free(&names);
}

/* The headers gcc -MD listed for a source (DIR/asm/STEM.d: "obj: src h1 h2 \ ..."). */
static void add_deps(struct strbuf *sb, const char *dfile)
{
	char *text = util_read_file(dfile, NULL), *save = NULL;
	bool first = true;

	if (!text) {
		strbuf_addf(sb, "deps %s -\n", dfile);
		return;
	}
	for (char *w = strtok_r(text, " \t\n\\", &save); w; w = strtok_r(NULL, " \t\n\\", &save)) {
		if (first || util_has_suffix(w, ":")) {
			first = false;   /* the target */
			continue;
		}
		add_file(sb, "dep", w);
	}
	free(text);
}

static void add_self(struct strbuf *sb)
{
	char *self = util_self_exe();
	struct stat st;

	if (stat(self, &st) == 0)
		strbuf_addf(sb, "aex %s %lld %lld.%09ld\n", self, (long long)st.st_size,
			    (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec);
	else
		strbuf_addf(sb, "aex %s -\n", self);
	free(self);
}

char *stamp_make(const struct stamp_inputs *in)
{
	static const char *const rt_files[] = { ".s", ".a", ".o", NULL };
	static const char *const c_files[] = { ".c", ".h", NULL };
	const char *root = toolchain_root();
	struct strbuf sb = { 0 };
	char *p;

	strbuf_puts(&sb, STAMP_MAGIC);
	add_self(&sb);
	strbuf_addf(&sb, "options isa=%s strategy=%s placement=%s techniques=%s cflags=%s "
			 "steal=%s regen-cc=%s regen-opt=%s\n", in->isa, in->strategy,
		    in->placement, in->techniques ? in->techniques : "all",
		    in->cflags ? in->cflags : "", in->steal_regs ? in->steal_regs : "",
		    in->regen_cc ? in->regen_cc : "gcc", in->regen_opt ? in->regen_opt : "1");
	p = util_xasprintf("%s/toolchains/%s.mk", root, in->isa);
	add_file(&sb, "toolchain", p);
	free(p);
	p = util_xasprintf("%s/toolchains/common.mk", root);
	add_file(&sb, "toolchain", p);
	free(p);
	if (in->profile)
		add_file(&sb, "profile", in->profile);
	add_dir(&sb, "rt", in->rt_dir, rt_files);
	p = util_xasprintf("%s/%s", toolchain_build_dir(), in->isa);
	add_dir(&sb, "runtime", p, rt_files);
	free(p);
	p = util_xasprintf("%s/targets/%s", root, in->isa);
	add_dir(&sb, "target", p, (const char *const[]){ ".S", ".ld", NULL });
	free(p);
	p = util_xasprintf("%s/regen/runtime", root);
	add_dir(&sb, "regen", p, c_files);
	free(p);
	p = util_xasprintf("%s/include", root);
	add_dir(&sb, "include", p, c_files);
	free(p);
	p = util_xasprintf("%s/lib/evframe.c", root);
	add_file(&sb, "regen", p);
	free(p);
	p = util_xasprintf("%s/sim", root);
	add_dir(&sb, "sim", p, c_files);
	free(p);
	for (int i = 0; i < in->nsrcs; i++) {
		add_file(&sb, "src", in->srcs[i]);
		if (in->deps[i])
			add_deps(&sb, in->deps[i]);
	}
	return sb.s;
}

bool stamp_current(const char *dir, const char *stamp, const char *const *outputs)
{
	char *path = util_xasprintf("%s/stamp", dir), *old = util_read_file(path, NULL);
	bool same = old && strcmp(old, stamp) == 0;

	for (int i = 0; same && outputs[i]; i++) {
		char *o = util_xasprintf("%s/%s", dir, outputs[i]);

		same = util_file_exists(o);
		free(o);
	}
	free(old);
	free(path);
	return same;
}

int stamp_write(const char *dir, const char *stamp)
{
	struct strbuf sb = { .s = (char *)stamp, .len = strlen(stamp) };
	char *path = util_xasprintf("%s/stamp", dir);
	int rc = strbuf_write_file(&sb, path);

	free(path);
	return rc;
}

void stamp_remove(const char *dir)
{
	char *path = util_xasprintf("%s/stamp", dir);

	remove(path);
	free(path);
}
