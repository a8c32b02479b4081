/* workload.c — workloads/<name>/ as the commands see them: sources (with gperf tables generated
 * under build/workloads/), inputs made by the workload's own generator and cached until the
 * generator changes, guest and host builds redone only when a source is newer. */
#include "workload.h"
#include "build.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

static time_t mtime(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 ? st.st_mtime : 0;
}

/* Serialises the steps that write shared files of a workload (inputs, tables, the host
 * build) between concurrent aex processes. Returns the lock's descriptor. */
static int lock(const struct workload *w)
{
	char *path;
	int fd;

	if (util_mkdirs(w->build_dir) < 0)
		return -1;
	path = util_xasprintf("%s/.lock", w->build_dir);
	fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
	free(path);
	if (fd >= 0)
		while (flock(fd, LOCK_EX) < 0 && errno == EINTR)
			;
	return fd;
}

static void unlock(int fd)
{
	if (fd >= 0)
		close(fd);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted names in dir ending in suffix (caller frees the vector). */
static void list_dir(const char *dir, const char *suffix, struct util_argv *out)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	while (d && (e = readdir(d)))
		if (e->d_name[0] != '.' && util_has_suffix(e->d_name, suffix))
			util_argv_push(out, e->d_name);
	if (d)
		closedir(d);
	if (out->n > 1)
		qsort(out->v, (size_t)out->n, sizeof *out->v, cmp_str);
}

const char *workload_list(void)
{
	static char *list;
	struct util_argv dirs = { 0 }, micro = { 0 };
	char *root, *mdir;
	size_t len = 1;

	if (list)
		return list;
	root = util_xasprintf("%s/workloads", toolchain_root());
	mdir = util_xasprintf("%s/micro", root);
	{
		DIR *d = opendir(root);
		struct dirent *e;

		while (d && (e = readdir(d))) {
			char *p = util_xasprintf("%s/%s/args", root, e->d_name);
			if (e->d_name[0] != '.' && util_file_exists(p))
				util_argv_push(&dirs, e->d_name);
			free(p);
		}
		if (d)
			closedir(d);
		if (dirs.n > 1)
			qsort(dirs.v, (size_t)dirs.n, sizeof *dirs.v, cmp_str);
	}
	list_dir(mdir, ".c", &micro);
	for (int i = 0; i < dirs.n; i++)
		len += strlen(dirs.v[i]) + 2;
	for (int i = 0; i < micro.n; i++)
		len += strlen(micro.v[i]) + 2;
	list = util_xmalloc(len);
	list[0] = '\0';
	for (int i = 0; i < dirs.n; i++)
		sprintf(list + strlen(list), "%s%s", list[0] ? ", " : "", dirs.v[i]);
	for (int i = 0; i < micro.n; i++)
		sprintf(list + strlen(list), "%s%.*s", list[0] ? ", " : "",
			(int)strlen(micro.v[i]) - 2, micro.v[i]);
	util_argv_free(&dirs);
	util_argv_free(&micro);
	free(root);
	free(mdir);
	return list;
}

void workload_free(struct workload *w)
{
	free(w->name);
	free(w->base);
	free(w->dir);
	free(w->build_dir);
	free(w->gen);
	free(w->args_file);
	free(w->expected);
	util_argv_free(&w->srcs);
	memset(w, 0, sizeof *w);
}

/* Whether the file that says where a workload's golden trace comes from (workloads/<base>/golden,
 * workloads/micro/<name>.golden) says "traced". */
static bool golden_says_traced(const char *root, const char *name, const char *suffix)
{
	char *p = util_xasprintf("%s/workloads/%s%s%s", root, suffix[0] == '.' ? "micro/" : "",
				 name, suffix);
	char *text = util_file_exists(p) ? util_read_file(p, NULL) : NULL;
	bool traced = text && strncmp(text, "traced", 6) == 0;

	free(text);
	free(p);
	return traced;
}

int workload_load(const char *name, struct workload *w)
{
	const char *root = toolchain_root();
	char *path, *micro_name = NULL;
	const char *dash;
	struct util_argv files = { 0 };

	memset(w, 0, sizeof *w);
	if (!*name || strchr(name, '/') || name[0] == '.') {
		util_error("bad workload name '%s' (known: %s)", name, workload_list());
		return -1;
	}
	w->name = util_xstrdup(name);
	if (strncmp(name, "micro-", 6) == 0)
		micro_name = util_xstrdup(name + 6);
	path = util_xasprintf("%s/workloads/%s/args", root, name);
	if (!micro_name && util_file_exists(path)) {
		w->base = util_xstrdup(name);
		w->args_file = util_xstrdup("args");
	} else if (!micro_name && (dash = strrchr(name, '-')) != NULL) {
		/* <base>-<variant>: workloads/<base>/args.<variant> */
		char *base = util_xasprintf("%.*s", (int)(dash - name), name);
		char *p = util_xasprintf("%s/workloads/%s/args.%s", root, base, dash + 1);

		if (util_file_exists(p)) {
			w->base = base;
			w->args_file = util_xasprintf("args.%s", dash + 1);
		} else {
			free(base);
		}
		free(p);
	}
	free(path);
	if (!w->base) {
		const char *m = micro_name ? micro_name : name;
		char *src = util_xasprintf("%s/workloads/micro/%s.c", root, m);

		if (!util_file_exists(src)) {
			util_error("unknown workload '%s' (known: %s)", name, workload_list());
			free(src);
			free(micro_name);
			workload_free(w);
			return -1;
		}
		w->micro = true;
		w->base = util_xstrdup("micro");
		w->dir = util_xasprintf("%s/workloads/micro", root);
		w->build_dir = util_xasprintf("%s/workloads/micro/%s", toolchain_build_dir(), m);
		w->expected = util_xasprintf("%s/workloads/micro/%s.expected", root, m);
		w->golden_traced = golden_says_traced(root, m, ".golden");
		util_argv_push(&w->srcs, src);
		free(src);
		free(micro_name);
		return 0;
	}
	w->dir = util_xasprintf("%s/workloads/%s", root, w->base);
	w->build_dir = util_xasprintf("%s/workloads/%s", toolchain_build_dir(), w->base);
	w->golden_traced = golden_says_traced(root, w->base, "/golden");
	list_dir(w->dir, ".c", &files);
	for (int i = 0; i < files.n; i++) {
		char *p = util_xasprintf("%s/%s", w->dir, files.v[i]);

		if (strcmp(files.v[i], "gen.c") == 0)
			w->gen = p;
		else {
			util_argv_push(&w->srcs, p);
			free(p);
		}
	}
	util_argv_free(&files);
	list_dir(w->dir, ".gperf", &files);
	for (int i = 0; i < files.n; i++) {
		char *p = util_xasprintf("%s/src/%.*s.c", w->build_dir, (int)strlen(files.v[i]) - 6,
					 files.v[i]);
		util_argv_push(&w->srcs, p);
		free(p);
	}
	util_argv_free(&files);
	if (w->srcs.n == 0) {
		util_error("%s: no sources", w->dir);
		workload_free(w);
		return -1;
	}
	return 0;
}

int workload_args(const struct workload *w, const char *size, struct util_argv *args)
{
	char *path, *text, *save = NULL;
	size_t n = strlen(size);
	int lineno = 0;

	if (strcmp(size, "small") != 0 && strcmp(size, "paper") != 0) {
		util_error("unknown size '%s' (small or paper)", size);
		return -1;
	}
	if (w->micro)
		return 0;
	path = util_xasprintf("%s/%s", w->dir, w->args_file);
	text = util_read_file(path, NULL);
	if (!text) {
		util_error("%s: %s", path, strerror(errno));
		free(path);
		return -1;
	}
	for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		lineno++;
		if (strncmp(line, size, n) == 0 && line[n] == ':') {
			util_argv_push_words(args, line + n + 1);
			free(text);
			free(path);
			return 0;
		}
	}
	util_error("%s: no '%s:' line", path, size);
	free(text);
	free(path);
	return -1;
}

/* Runs gperf for every table whose generated C is older than its .gperf. */
static int generate_tables_locked(struct workload *w)
{
	struct util_argv tables = { 0 };
	char *srcdir = util_xasprintf("%s/src", w->build_dir);
	int rc = 0;

	list_dir(w->dir, ".gperf", &tables);
	if (tables.n && util_mkdirs(srcdir) < 0)
		rc = -1;
	for (int i = 0; i < tables.n && rc == 0; i++) {
		char *in = util_xasprintf("%s/%s", w->dir, tables.v[i]);
		char *out = util_xasprintf("%s/%.*s.c", srcdir, (int)strlen(tables.v[i]) - 6,
					   tables.v[i]);
		char *arg = util_xasprintf("--output-file=%s", out);
		struct util_argv av = { 0 };

		if (mtime(out) < mtime(in)) {
			util_argv_push(&av, "gperf");
			util_argv_push(&av, arg);
			util_argv_push(&av, in);
			if (util_run(&av, NULL) != 0) {
				util_error("%s: gperf failed", in);
				rc = -1;
			}
			util_argv_free(&av);
		}
		free(arg);
		free(out);
		free(in);
	}
	util_argv_free(&tables);
	free(srcdir);
	return rc;
}

static int generate_tables(struct workload *w)
{
	int fd = lock(w), rc = generate_tables_locked(w);

	unlock(fd);
	return rc;
}

/* The newest modification time among the workload's own files. */
static time_t newest_source(const struct workload *w)
{
	struct util_argv files = { 0 };
	time_t t = 0;

	if (w->micro)
		return mtime(w->srcs.v[0]);
	list_dir(w->dir, "", &files);
	for (int i = 0; i < files.n; i++) {
		char *p = util_xasprintf("%s/%s", w->dir, files.v[i]);
		time_t m = mtime(p);

		if (m > t && strcmp(files.v[i], "gen.c") != 0)
			t = m;
		free(p);
	}
	util_argv_free(&files);
	return t;
}

static int make_inputs(struct workload *w, const char *size, const char *dir);

int workload_inputs(struct workload *w, const char *size, char **dir)
{
	int fd, rc;

	*dir = util_xasprintf("%s/input-%s", w->build_dir, size);
	if (w->micro || !w->gen)
		return util_mkdirs(*dir);
	fd = lock(w);
	rc = make_inputs(w, size, *dir);
	unlock(fd);
	return rc;
}

static int make_inputs(struct workload *w, const char *size, const char *dir)
{
	char *gen_bin, *stamp;
	struct util_argv av = { 0 };
	int rc;

	gen_bin = util_xasprintf("%s/gen", w->build_dir);
	stamp = util_xasprintf("%s/.complete", dir);
	if (mtime(stamp) >= mtime(w->gen) && mtime(stamp) > 0) {
		free(gen_bin);
		free(stamp);
		return 0;
	}
	if (util_mkdirs(dir) < 0) {
		free(gen_bin);
		free(stamp);
		return -1;
	}
	util_argv_push(&av, "gcc");
	util_argv_push(&av, "-O2");
	util_argv_push(&av, "-o");
	util_argv_push(&av, gen_bin);
	util_argv_push(&av, w->gen);
	rc = util_run(&av, NULL);
	util_argv_free(&av);
	if (rc == 0) {
		util_note("generating the %s inputs of %s in %s", size, w->base, dir);
		util_argv_push(&av, gen_bin);
		util_argv_push(&av, size);
		util_argv_push(&av, dir);
		rc = util_run(&av, NULL);
		util_argv_free(&av);
	}
	if (rc != 0) {
		util_error("%s: generating the %s inputs failed", w->gen, size);
	} else {
		FILE *f = fopen(stamp, "w");
		if (f)
			fclose(f);
	}
	free(gen_bin);
	free(stamp);
	return rc == 0 ? 0 : -1;
}

int workload_build(struct workload *w, const struct toolchain *tc, const char *outdir,
		   const char *extra_cflags, bool verbose, char **out)
{
	char *elf, *librt, *inc;
	struct build_opts o = { 0 };
	int rc, fd;

	*out = outdir ? util_xstrdup(outdir) : util_xasprintf("%s/%s", w->build_dir, tc->isa);
	elf = util_xasprintf("%s/plain", *out);
	librt = build_rt_path(tc, "librt.a");
	if (generate_tables(w) < 0) {
		free(elf);
		free(librt);
		return 1;
	}
	fd = lock(w);
	if (!outdir && mtime(elf) > 0 && mtime(elf) >= newest_source(w) &&
	    mtime(elf) >= mtime(librt)) {
		unlock(fd);
		free(elf);
		free(librt);
		return 0;
	}
	inc = util_xasprintf("-I%s%s%s", w->dir, extra_cflags ? " " : "",
			     extra_cflags ? extra_cflags : "");
	o.tc = tc;
	o.srcs = w->srcs.v;
	o.nsrcs = w->srcs.n;
	o.outdir = *out;
	o.extra_cflags = inc;
	o.verbose = verbose;
	rc = build_plain(&o);
	unlock(fd);
	free(inc);
	free(elf);
	free(librt);
	return rc;
}

int workload_host_build(struct workload *w, char **bin)
{
	struct util_argv av = { 0 };
	char *inc, *tmp;
	int rc, fd;

	*bin = util_xasprintf("%s/host", w->build_dir);
	if (generate_tables(w) < 0)
		return 1;
	fd = lock(w);
	if (mtime(*bin) > 0 && mtime(*bin) >= newest_source(w)) {
		unlock(fd);
		return 0;
	}
	inc = util_xasprintf("-I%s", w->dir);
	tmp = util_xasprintf("%s.tmp", *bin);
	/* No fused multiply-add: the guests round every product, so the oracle must too. */
	util_argv_push(&av, "gcc");
	util_argv_push(&av, "-O2");
	util_argv_push(&av, "-ffp-contract=off");
	util_argv_push(&av, inc);
	util_argv_push(&av, "-o");
	util_argv_push(&av, tmp);
	for (int i = 0; i < w->srcs.n; i++)
		util_argv_push(&av, w->srcs.v[i]);
	util_argv_push(&av, "-lm");
	rc = util_run(&av, NULL);
	if (rc != 0)
		util_error("host build of %s failed", w->name);
	else if (rename(tmp, *bin) < 0)
		rc = 1;
	unlock(fd);
	util_argv_free(&av);
	free(tmp);
	free(inc);
	return rc == 0 ? 0 : 1;
}

int workload_prepare(struct workload *w)
{
	return generate_tables(w);
}
