/* build.c — `aex build`: each .c goes through gcc -S (the assembly later instrumented) and the
 * assembler, then everything is linked with rt's crt0 and librt.a by the ISA's linker script
 * (targets/<isa>/guest.ld), and the ELF is checked for ISA conformance. No Debian libgcc or
 * libc ever enters the link (-nostdlib). */
#include "build.h"
#include "isacheck.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *build_rt_path(const struct toolchain *tc, const char *file)
{
	return util_xasprintf("%s/%s/rt/%s", toolchain_build_dir(), tc->isa, file);
}

static int run_step(const struct build_opts *o, const struct util_argv *av)
{
	int rc;

	if (o->verbose) {
		char *line = util_argv_join(av);
		util_note("%s", line);
		free(line);
	}
	rc = util_run(av, NULL);
	return rc == 0 ? 0 : 1;
}

static void push_compiler(const struct build_opts *o, struct util_argv *av, bool c_source)
{
	const struct toolchain *tc = o->tc;
	const char *root = toolchain_root();
	char *inc;

	util_argv_push(av, tc->cc);
	if (c_source) {
		util_argv_push_words(av, tc->guest_cflags);
		util_argv_push_words(av, tc->cflags);
		util_argv_push_words(av, tc->guest_warn);
	} else {
		util_argv_push_words(av, tc->asflags);
		util_argv_push(av, "-nostdinc");
	}
	inc = util_xasprintf("-I%s/rt/include", root);
	util_argv_push(av, inc);
	free(inc);
	inc = util_xasprintf("-I%s/targets/%s/rt/include", root, tc->isa);
	util_argv_push(av, inc);
	free(inc);
	if (o->extra_cflags)
		util_argv_push_words(av, o->extra_cflags);
}

/* A unique stem for the i-th source: its base name without suffix, numbered on collision. */
static char *stem(const struct build_opts *o, int i)
{
	const char *base = util_basename(o->srcs[i]);
	const char *dot = strrchr(base, '.');
	char *s = util_xasprintf("%.*s", (int)(dot - base), base);

	for (int j = 0; j < i; j++) {
		const char *b = util_basename(o->srcs[j]);
		const char *d = strrchr(b, '.');
		if ((size_t)(d - b) == strlen(s) && strncmp(b, s, (size_t)(d - b)) == 0) {
			char *t = util_xasprintf("%s-%d", s, i);
			free(s);
			return t;
		}
	}
	return s;
}

int build_plain(const struct build_opts *o)
{
	const struct toolchain *tc = o->tc;
	struct util_argv link = { 0 };
	char *asmdir, *objdir, *crt0, *librt, *elf, *arg;
	int rc = 0;

	crt0 = build_rt_path(tc, "crt0.o");
	librt = build_rt_path(tc, "librt.a");
	if (!util_file_exists(crt0) || !util_file_exists(librt)) {
		util_error("rt for %s is not built (%s): run make in %s", tc->isa, librt,
			   toolchain_root());
		free(crt0);
		free(librt);
		return 2;
	}
	for (int i = 0; i < o->nsrcs; i++) {
		const char *s = o->srcs[i];
		if (!util_has_suffix(s, ".c") && !util_has_suffix(s, ".s") &&
		    !util_has_suffix(s, ".S") && !util_has_suffix(s, ".o")) {
			util_error("%s: unknown input kind (expected .c, .s, .S or .o)", s);
			rc = 2;
		} else if (!util_file_exists(s)) {
			util_error("%s: no such file", s);
			rc = 2;
		}
	}
	if (rc) {
		free(crt0);
		free(librt);
		return rc;
	}
	asmdir = util_xasprintf("%s/asm", o->outdir);
	objdir = util_xasprintf("%s/obj", o->outdir);
	elf = util_xasprintf("%s/plain", o->outdir);
	if (util_mkdirs(asmdir) < 0 || util_mkdirs(objdir) < 0) {
		rc = 1;
		goto out;
	}

	util_argv_push(&link, tc->cc);
	util_argv_push_words(&link, tc->guest_ldflags);
	util_argv_push_words(&link, tc->cflags);
	arg = util_xasprintf("-T%s/targets/%s/guest.ld", toolchain_root(), tc->isa);
	util_argv_push(&link, arg);
	free(arg);
	arg = util_xasprintf("-L%s/rt", toolchain_root());
	util_argv_push(&link, arg);
	free(arg);
	util_argv_push(&link, "-o");
	util_argv_push(&link, elf);
	util_argv_push(&link, crt0);

	for (int i = 0; i < o->nsrcs && rc == 0; i++) {
		const char *src = o->srcs[i];
		struct util_argv av = { 0 };
		char *st = stem(o, i);
		char *obj = util_xasprintf("%s/%s.o", objdir, st);

		if (util_has_suffix(src, ".o")) {
			/* Linked as it is (and checked with everything else). */
			free(obj);
			obj = util_xstrdup(src);
		} else if (util_has_suffix(src, ".c")) {
			char *s = util_xasprintf("%s/%s.s", asmdir, st);

			push_compiler(o, &av, true);
			util_argv_push(&av, "-S");
			util_argv_push(&av, src);
			util_argv_push(&av, "-o");
			util_argv_push(&av, s);
			rc = run_step(o, &av);
			util_argv_free(&av);
			if (rc == 0) {
				util_argv_push(&av, tc->cc);
				util_argv_push_words(&av, tc->asflags);
				util_argv_push(&av, "-c");
				util_argv_push(&av, s);
				util_argv_push(&av, "-o");
				util_argv_push(&av, obj);
				rc = run_step(o, &av);
				util_argv_free(&av);
			}
			free(s);
		} else {
			push_compiler(o, &av, false);
			util_argv_push(&av, "-c");
			util_argv_push(&av, src);
			util_argv_push(&av, "-o");
			util_argv_push(&av, obj);
			rc = run_step(o, &av);
			util_argv_free(&av);
		}
		if (rc)
			util_error("%s: compilation for %s failed", src, tc->isa);
		util_argv_push(&link, obj);
		free(obj);
		free(st);
	}
	if (rc == 0) {
		util_argv_push(&link, librt);
		rc = run_step(o, &link);
		if (rc)
			util_error("linking %s failed", elf);
	}
	if (rc == 0) {
		int c = isacheck_elf(tc, elf);
		if (c != 0) {
			remove(elf);
			rc = 1;
		}
	}
out:
	util_argv_free(&link);
	free(asmdir);
	free(objdir);
	free(elf);
	free(crt0);
	free(librt);
	return rc;
}
