/* build.c — `aex build`: each .c goes through gcc -S (the assembly later instrumented) and the
 * assembler, then everything is linked with rt's crt0 and librt.a by the ISA's linker script
 * (targets/<isa>/guest.ld), and the ELF is checked for ISA conformance. No Debian libgcc or
 * libc ever enters the link (-nostdlib). */
#include "build.h"
#include "compile.h"
#include "elf.h"
#include "instrument.h"
#include "isacheck.h"
#include "objcache.h"
#include "stamp.h"
#include "util.h"

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

bool build_regen_opt_valid(const char *s)
{
	return s && s[0] >= '0' && s[0] <= '3' && s[1] == '\0';
}

static const char *const regen_ccs[] = { "gcc", "tcc", NULL };

bool build_regen_cc_valid(const char *s)
{
	for (int i = 0; s && regen_ccs[i]; i++)
		if (strcmp(s, regen_ccs[i]) == 0)
			return true;
	return false;
}

const char *build_regen_cc_names(void)
{
	return "gcc, tcc";
}

char *build_regen_cc_of(const char *dir)
{
	char *path = util_xasprintf("%s/regen.cc", dir), *text = util_read_file(path, NULL);

	free(path);
	if (text)
		text[strcspn(text, "\n")] = '\0';
	return text;
}

char *build_rt_path(const struct toolchain *tc, const char *file)
{
	return util_xasprintf("%s/%s/%s/%s", toolchain_build_dir(), tc->isa, tc->rt_dir, file);
}

/* A note of -v (a command, a cache hit): said, but not kept among the build's notes. */
static void verbose_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void verbose_note(const char *fmt, ...)
{
	FILE *copy = util_note_copy;
	char *text;
	va_list ap;

	va_start(ap, fmt);
	if (vasprintf(&text, fmt, ap) < 0)
		text = NULL;
	va_end(ap);
	util_note_copy = NULL;
	util_note("%s", text ? text : fmt);
	util_note_copy = copy;
	free(text);
}

static int run_step(const struct build_opts *o, const struct util_argv *av)
{
	int rc;

	if (o->verbose) {
		char *line = util_argv_join(av);
		verbose_note("%s", line);
		free(line);
	}
	rc = util_run(av, NULL);
	return rc == 0 ? 0 : 1;
}

/* The functions a link found undefined, each once, with the function that used it first. */
struct undefined {
	struct util_argv names, users;
};

/* One line of the linker's messages: "... in function `f':" sets *user; "... undefined
 * reference to `g'" adds g (true: the line is said again in other words). */
static bool undefined_line(const char *line, char **user, struct undefined *u)
{
	static const char ref[] = "undefined reference to `", in[] = "in function `";
	const char *p = strstr(line, ref), *q;

	if (!p) {
		if ((q = strstr(line, in)) != NULL && strchr(q + strlen(in), '\'')) {
			free(*user);
			q += strlen(in);
			*user = util_xasprintf("%.*s", (int)(strchr(q, '\'') - q), q);
		}
		return false;
	}
	p += strlen(ref);
	if (!(q = strchr(p, '\'')))
		return false;
	for (int i = 0; i < u->names.n; i++)
		if (strlen(u->names.v[i]) == (size_t)(q - p) &&
		    strncmp(u->names.v[i], p, (size_t)(q - p)) == 0)
			return true;
	{
		char *name = util_xasprintf("%.*s", (int)(q - p), p);

		util_argv_push(&u->names, name);
		util_argv_push(&u->users, *user ? *user : "?");
		free(name);
	}
	return true;
}

/* Runs a build step with its standard error kept in *err (caller frees; "" when it said
 * nothing). 0, or 1 when it failed. */
static int run_step_quiet(const struct build_opts *o, const struct util_argv *av, char **err)
{
	char tmpl[] = "/tmp/aex-step.XXXXXX";
	int fd = mkstemp(tmpl), status = 0, rc;
	pid_t pid;

	if (o->verbose) {
		char *line = util_argv_join(av);
		verbose_note("%s", line);
		free(line);
	}
	if (fd < 0) {
		util_error("%s: %s", tmpl, strerror(errno));
		*err = util_xstrdup("");
		return 1;
	}
	pid = util_spawn(&(struct util_spawn){ .argv = av->v, .search = true, .stderr_fd = fd });
	while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	rc = pid > 0 && util_wait_status(status) == 0 ? 0 : 1;
	close(fd);
	*err = util_read_file(tmpl, NULL);
	if (!*err)
		*err = util_xstrdup("");
	unlink(tmpl);
	return rc;
}

/* Links with the command av. The linker's messages pass through, except that a function
 * neither the program nor rt defines is said once, in words: it is not in rt (gcc's own
 * hint, an #include, does not apply to a guest build). 0, or 1 after a message. */
static int run_link(const struct build_opts *o, const struct util_argv *av, const char *elf)
{
	char *text, *save = NULL, *user = NULL;
	struct undefined u = { 0 };
	int rc = run_step_quiet(o, av, &text);

	for (char *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save))
		if (!undefined_line(l, &user, &u) && !strstr(l, "in function `") &&
		    !(u.names.n && strstr(l, "ld returned 1 exit status")))
			fprintf(stderr, "%s\n", l);
	for (int i = 0; i < u.names.n; i++)
		util_error("%s (used by %s): defined neither by the program nor by rt, aex's C "
			   "library (docs/rt.md lists what rt provides)", u.names.v[i], u.users.v[i]);
	if (rc)
		util_error("linking %s failed", elf);
	free(user);
	free(text);
	util_argv_free(&u.names);
	util_argv_free(&u.users);
	return rc;
}

/* The target's rewriting of compiler output s_path (struct target.normalize), in place, before
 * it is assembled or instrumented. 0, or 1 after a message. */
static int normalize_asm(const struct toolchain *tc, const char *s_path)
{
	const struct target *t = target_get(tc->isa);
	char *text, *out;
	bool err = false;
	struct strbuf b = { 0 };
	int rc = 0;

	if (!t || !t->normalize)
		return 0;
	text = util_read_file(s_path, NULL);
	if (!text) {
		util_error("%s: %s", s_path, strerror(errno));
		return 1;
	}
	out = t->normalize(s_path, text, &err);
	if (out) {
		strbuf_puts(&b, out);
		rc = strbuf_write_file(&b, s_path) < 0;
		strbuf_free(&b);
	}
	free(out);
	free(text);
	return rc || err;
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

/* gcc writes what it read for a source into ASMDIR/STEM.d (the build's stamp lists them). */
static void push_deps(struct util_argv *av, const char *asmdir, const char *st)
{
	char *d = util_xasprintf("%s/%s.d", asmdir, st);

	util_argv_push(av, "-MD");
	util_argv_push(av, "-MF");
	util_argv_push(av, d);
	free(d);
}

/* The cache's key of a compiler's or assembler's command (objcache.h): the command and the
 * program's size and modification time (another gcc or as is another compiler). */
static void compiler_key(const struct util_argv *cmd, struct util_argv *key)
{
	char *driver = util_which(cmd->v[0]);
	struct stat st;

	for (int i = 0; i < cmd->n; i++)
		util_argv_push(key, cmd->v[i]);
	if (driver && stat(driver, &st) == 0) {
		char *id = util_xasprintf("%s size %lld mtime %lld.%09ld", driver,
					  (long long)st.st_size, (long long)st.st_mtim.tv_sec,
					  st.st_mtim.tv_nsec);
		util_argv_push(key, id);
		free(id);
	}
	free(driver);
}

/* A cached compilation's value: the messages' length (16 hex digits), the messages, the
 * assembly. keep_compiled makes it; replay_compiled says the messages again and writes the
 * assembly to s_path: 0, 1 when it cannot be written, -1 when the value is not one of ours
 * (then the source is compiled). */
static void keep_compiled(const struct util_argv *key, const char *pre, size_t plen,
			  const char *msgs, const char *s_path)
{
	struct strbuf sb = { 0 };
	size_t olen = 0;
	char *out = util_read_file(s_path, &olen);

	if (!out)
		return;
	strbuf_addf(&sb, "%016zx", strlen(msgs));
	strbuf_puts(&sb, msgs);
	strbuf_add(&sb, out, olen);
	objcache_put_buf(key, pre, plen, sb.s, sb.len);
	strbuf_free(&sb);
	free(out);
}

static int replay_compiled(const char *value, size_t vlen, const char *s_path)
{
	char hex[17];
	size_t mlen;

	if (vlen < 16)
		return -1;
	memcpy(hex, value, 16);
	hex[16] = '\0';
	mlen = (size_t)strtoull(hex, NULL, 16);
	if (mlen > vlen - 16)
		return -1;
	fwrite(value + 16, 1, mlen, stderr);
	return strbuf_write_file(&(struct strbuf){ .s = (char *)value + 16 + mlen,
						   .len = vlen - 16 - mlen }, s_path) < 0;
}

/* gcc -S of the C source src into s_path, through the cache of compiler output
 * (objcache.h): its key is the compiler's command and the preprocessed source (gcc -E,
 * which writes the -MD list too), its value gcc's messages and assembly, the messages said
 * again on a hit, as gcc would. 0, or 1 after gcc's messages. */
static int compile_c(const struct build_opts *o, const char *src, const char *s_path,
		     const char *asmdir, const char *st)
{
	struct util_argv cpp = { 0 }, cc = { 0 }, key = { 0 };
	char *i_path = util_xasprintf("%s/%s.i", asmdir, st), *msgs = NULL, *pre = NULL;
	char *value = NULL;
	size_t plen = 0, vlen = 0;
	int rc;

	push_compiler(o, &cpp, true);
	push_deps(&cpp, asmdir, st);
	util_argv_push(&cpp, "-E");
	util_argv_push(&cpp, src);
	util_argv_push(&cpp, "-o");
	util_argv_push(&cpp, i_path);
	rc = run_step_quiet(o, &cpp, &msgs);
	if (rc == 0)
		pre = util_read_file(i_path, &plen);
	if (rc == 0 && pre) {
		push_compiler(o, &cc, true);
		util_argv_push(&cc, "-S");
		compiler_key(&cc, &key);
		util_argv_free(&cc);
	}
	if (rc) {
		fputs(msgs, stderr);   /* the compiler would say the same */
	} else if (key.n && objcache_get_buf(&key, pre, plen, &value, &vlen) == 0) {
		rc = replay_compiled(value, vlen, s_path);
		if (rc == 0 && o->verbose)
			verbose_note("%s: the compiler's output for the same source, from the cache",
				     s_path);
	} else {
		rc = -1;
	}
	if (rc < 0) {
		free(msgs);
		push_compiler(o, &cc, true);
		util_argv_push(&cc, "-S");
		util_argv_push(&cc, src);
		util_argv_push(&cc, "-o");
		util_argv_push(&cc, s_path);
		rc = run_step_quiet(o, &cc, &msgs);
		fputs(msgs, stderr);
		if (rc == 0 && key.n)
			keep_compiled(&key, pre, plen, msgs, s_path);
	}
	unlink(i_path);
	free(i_path);
	free(msgs);
	free(pre);
	free(value);
	util_argv_free(&cpp);
	util_argv_free(&cc);
	util_argv_free(&key);
	return rc ? 1 : 0;
}

/* The stamp of the build o makes (stamp.h; caller frees): its options, rt, and each source
 * with what gcc read for it last time. */
static char *build_stamp(const struct build_opts *o, const char *placement)
{
	char **deps = util_xmalloc(sizeof *deps * (size_t)(o->nsrcs + 1));
	char *rt = util_xasprintf("%s/%s/%s", toolchain_build_dir(), o->tc->isa, o->tc->rt_dir);
	char *stamp;

	for (int i = 0; i < o->nsrcs; i++) {
		char *st = stem(o, i);

		deps[i] = util_has_suffix(o->srcs[i], ".c") || util_has_suffix(o->srcs[i], ".S")
				  ? util_xasprintf("%s/asm/%s.d", o->outdir, st)
				  : NULL;
		free(st);
	}
	stamp = stamp_make(&(struct stamp_inputs){
		.isa = o->tc->isa, .strategy = o->tc->strategy, .placement = placement,
		.techniques = o->techniques, .cflags = o->extra_cflags,
		.steal_regs = o->steal_regs, .regen_cc = o->regen_cc, .regen_opt = o->regen_opt,
		.profile = o->profile, .rt_dir = rt, .srcs = o->srcs, .deps = deps, .nsrcs = o->nsrcs });
	for (int i = 0; i < o->nsrcs; i++)
		free(deps[i]);
	free(deps);
	free(rt);
	return stamp;
}

/* The sources' kinds and existence; rt's crt0 and library built. Returns 0, or 2 with
 * messages. */
static int plain_inputs_ok(const struct build_opts *o, const char *crt0, const char *librt)
{
	int rc = 0;

	if (!util_file_exists(crt0) || !util_file_exists(librt)) {
		util_error("rt for %s is not built (%s): run make in %s", o->tc->isa, librt,
			   toolchain_root());
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
	return rc;
}

/* The plain ELF's link command up to its objects. */
static void plain_link_head(const struct build_opts *o, const char *elf, const char *crt0,
			    struct util_argv *link)
{
	const struct toolchain *tc = o->tc;
	char *arg;

	util_argv_push(link, tc->cc);
	util_argv_push_words(link, tc->guest_ldflags);
	util_argv_push_words(link, tc->cflags);
	arg = util_xasprintf("-T%s/targets/%s/guest.ld", toolchain_root(), tc->isa);
	util_argv_push(link, arg);
	free(arg);
	arg = util_xasprintf("-L%s/rt", toolchain_root());
	util_argv_push(link, arg);
	free(arg);
	arg = util_xasprintf("-L%s/targets/%s", toolchain_root(), tc->isa);
	util_argv_push(link, arg);
	free(arg);
	util_argv_push(link, "-o");
	util_argv_push(link, elf);
	util_argv_push(link, crt0);
}

/* `cc asflags -c src -o obj`, or the compiler's -c with its dependencies for a source it
 * compiles itself (deps: asmdir/stem); a step's status. */
static int compile_obj(const struct build_opts *o, const char *src, const char *obj,
		       const char *asmdir, const char *st, bool assembly)
{
	struct util_argv av = { 0 };
	int rc;

	if (assembly) {
		util_argv_push(&av, o->tc->cc);
		util_argv_push_words(&av, o->tc->asflags);
	} else {
		push_compiler(o, &av, false);
		push_deps(&av, asmdir, st);
	}
	util_argv_push(&av, "-c");
	util_argv_push(&av, src);
	util_argv_push(&av, "-o");
	util_argv_push(&av, obj);
	rc = run_step(o, &av);
	util_argv_free(&av);
	return rc;
}

/* Source i compiled: a C source to asm/ (normalised) and,
 * when linking, assembled; an assembly source compiled; an object taken as it is. Its object
 * goes into the link. Returns a step's status; *said when the failure was said already. */
static int compile_source(const struct build_opts *o, int i, const char *asmdir,
			  const char *objdir, bool link_it, struct util_argv *link, bool *said)
{
	const char *src = o->srcs[i];
	char *st = stem(o, i);
	char *obj = util_has_suffix(src, ".o") ? util_xstrdup(src)   /* linked as it is */
					       : util_xasprintf("%s/%s.o", objdir, st);
	int rc = 0;

	if (util_has_suffix(src, ".c")) {
		char *s = util_xasprintf("%s/%s.s", asmdir, st);

		rc = compile_c(o, src, s, asmdir, st);
		if (rc == 0)
			rc = normalize_asm(o->tc, s);
		if (rc == 0 && link_it)
			rc = compile_obj(o, s, obj, asmdir, st, true);
		free(s);
	} else if (!util_has_suffix(src, ".o")) {
		rc = compile_obj(o, src, obj, asmdir, st, false);
	}
	if (rc && !*said)
		util_error("%s: compilation for %s failed", src, o->tc->isa);
	if (!*said)
		util_argv_push(link, obj);
	free(obj);
	free(st);
	return rc;
}

/* The functions of rt whose system calls a replay build's rt makes through the recording
 * layer (targets/<isa>/rt/syscall.S): the only words in which DIR/replay's text may differ
 * from DIR/plain's before the layer. */
static bool replay_stub(const struct elf_symtab *syms, uint32_t addr)
{
	const struct elf_symbol *s = elf_lookup(syms, addr);

	return s && addr < s->addr + s->size &&
	       (strcmp(s->name, "__rt_syscall") == 0 || strcmp(s->name, "__rt_fork") == 0 ||
		strcmp(s->name, "__rt_sigreturn_stub") == 0);
}

/* Whether DIR/replay keeps DIR/plain's program where it is: its text the plain text and then
 * the layer, the words of the stubs aside, and its data the plain data. 0, or 1 after a
 * message. */
static int replay_layout_ok(const char *plain, const char *replay)
{
	static const char *const same[] = { ".rodata", ".data" };
	uint8_t *a = NULL, *b = NULL;
	size_t na = 0, nb = 0;
	uint32_t at = 0, bt = 0;
	bool big;
	struct elf_symtab syms = { 0 };
	int rc = 0;

	if (elf_read_section_at(plain, ".text", &a, &na, &big, &at) < 0 ||
	    elf_read_section_at(replay, ".text", &b, &nb, &big, &bt) < 0 ||
	    elf_load_symbols(plain, &syms) < 0) {
		rc = 1;
	} else if (nb < na || at != bt) {
		util_error("%s: its text does not begin with the plain ELF's", replay);
		rc = 1;
	}
	for (size_t i = 0; rc == 0 && i + 4 <= na; i += 4)
		if (memcmp(a + i, b + i, 4) != 0 && !replay_stub(&syms, at + (uint32_t)i)) {
			util_error("%s: the program's code differs from %s's at 0x%08x", replay,
				   plain, at + (uint32_t)i);
			rc = 1;
		}
	for (size_t k = 0; rc == 0 && k < sizeof same / sizeof same[0]; k++) {
		uint8_t *x = NULL, *y = NULL;
		size_t nx = 0, ny = 0;
		uint32_t ax = 0, ay = 0;
		bool hx = elf_read_section_at(plain, same[k], &x, &nx, &big, &ax) == 0;
		bool hy = elf_read_section_at(replay, same[k], &y, &ny, &big, &ay) == 0;

		if (hx != hy || nx != ny || ax != ay || (nx && memcmp(x, y, nx) != 0)) {
			util_error("%s: its %s differs from %s's", replay, same[k], plain);
			rc = 1;
		}
		free(x);
		free(y);
	}
	elf_free_symbols(&syms);
	free(a);
	free(b);
	return rc;
}

/* Links DIR/replay with the command of the plain ELF's link: rt's replay variant in rt's
 * place and the recording layer after everything, then checks it. 0, or 1 after a message. */
static int link_replay(const struct build_opts *o, const struct util_argv *plain_link,
		       const char *plain)
{
	struct util_argv link = { 0 };
	char *elf = util_xasprintf("%s/replay", o->outdir);
	char *librt = build_rt_path(o->tc, "librt-replay.a");
	char *glue = util_xasprintf("%s/%s/replay.o", toolchain_build_dir(), o->tc->isa);
	char *core = util_xasprintf("%s/%s/replay-core.o", toolchain_build_dir(), o->tc->isa);
	int rc = 0;

	for (int i = 0; i < plain_link->n; i++) {
		bool out = i > 0 && strcmp(plain_link->v[i - 1], "-o") == 0;

		util_argv_push(&link, out ? elf : i == plain_link->n - 1 ? librt : plain_link->v[i]);
	}
	util_argv_push(&link, glue);
	util_argv_push(&link, core);
	if (!util_file_exists(librt) || !util_file_exists(core)) {
		util_error("the recording layer for %s is not built (%s): run make in %s",
			   o->tc->isa, core, toolchain_root());
		rc = 2;
	}
	if (rc == 0)
		rc = run_link(o, &link, elf);
	if (rc == 0 && isacheck_elf(o->tc, elf) != 0)
		rc = 1;
	if (rc == 0)
		rc = replay_layout_ok(plain, elf);
	if (rc)
		remove(elf);
	util_argv_free(&link);
	free(elf);
	free(librt);
	free(glue);
	free(core);
	return rc;
}

/* Compiles the sources into DIR/asm and DIR/obj and, with link, links and checks DIR/plain
 * (a traced build links its own plain twin from the instrumenter's output). */
static int compile_plain(const struct build_opts *o, bool link_it)
{
	const struct toolchain *tc = o->tc;
	struct util_argv link = { 0 };
	char *crt0 = build_rt_path(tc, "crt0.o"), *librt = build_rt_path(tc, "librt.a");
	char *asmdir = util_xasprintf("%s/asm", o->outdir);
	char *objdir = util_xasprintf("%s/obj", o->outdir);
	char *elf = util_xasprintf("%s/plain", o->outdir);
	bool said = false;
	int rc = plain_inputs_ok(o, crt0, librt);

	if (rc == 0 && (util_mkdirs(asmdir) < 0 || util_mkdirs(objdir) < 0))
		rc = 1;
	if (rc == 0)
		plain_link_head(o, elf, crt0, &link);
	for (int i = 0; i < o->nsrcs && rc == 0; i++)
		rc = compile_source(o, i, asmdir, objdir, link_it, &link, &said);
	if (rc == 0 && link_it) {
		util_argv_push(&link, librt);
		rc = run_link(o, &link, elf);
	}
	if (rc == 0 && link_it && isacheck_elf(tc, elf) != 0) {
		remove(elf);
		rc = 1;
	}
	if (rc == 0 && link_it && o->replay)
		rc = link_replay(o, &link, elf);
	util_argv_free(&link);
	free(asmdir);
	free(objdir);
	free(elf);
	free(crt0);
	free(librt);
	return rc;
}

static int traced_build(const struct build_opts *o, const char *pname);

/* The build, unless DIR holds what it would make of the same inputs (DIR/stamp); a report
 * is always made again, since it is printed as the build goes. */
static int build_unless_current(const struct build_opts *o, const char *placement)
{
	static const char *const plain_out[] = { "plain", NULL };
	static const char *const traced_out[] = { "plain", "traced", "schema", "regen", NULL };
	static const char *const replay_out[] = { "plain", "replay", NULL };
	bool replay = strcmp(placement, "replay") == 0;
	bool none = replay || strcmp(placement, "none") == 0;
	char *stamp = build_stamp(o, placement);
	int rc;

	char *notes = util_xasprintf("%s/notes", o->outdir), *tmp;

	if (!o->report &&
	    stamp_current(o->outdir, stamp, replay ? replay_out : none ? plain_out : traced_out)) {
		/* what the build said, then that it is still what it was */
		char *text = util_read_file(notes, NULL), *save = NULL;

		for (char *l = text ? strtok_r(text, "\n", &save) : NULL; l;
		     l = strtok_r(NULL, "\n", &save))
			util_note("%s", l);
		util_note("%s: up to date (the same sources, headers, options, rt and aex as its "
			  "last build)", o->outdir);
		free(text);
		free(notes);
		free(stamp);
		return 0;
	}
	free(stamp);
	stamp_remove(o->outdir);
	remove(notes);
	tmp = util_xasprintf("%s.tmp", notes);
	if (util_mkdirs(o->outdir) == 0)
		util_note_copy = fopen(tmp, "w");
	rc = none ? compile_plain(o, true) : traced_build(o, placement);
	if (util_note_copy) {
		if (fclose(util_note_copy) != 0 || rc != 0 || rename(tmp, notes) < 0)
			remove(tmp);
		util_note_copy = NULL;
	}
	if (rc == 0) {
		stamp = build_stamp(o, placement);   /* with what gcc read this time */
		if (stamp_write(o->outdir, stamp) < 0)
			rc = 1;
		free(stamp);
	}
	free(tmp);
	free(notes);
	return rc;
}

int build_plain(const struct build_opts *o)
{
	return build_unless_current(o, "none");
}

/* ---- the traced build ------------------------------------------------------------------ */

struct input {
	char *asm_path;   /* the assembly the instrumenter reads */
	char *name;       /* NN-stem, unique in the build */
	bool rt, crt0;
};

/* The assembler command `cc asflags -c X.s -o X.o` runs, without X.s and -o X.o, as the
 * compiler driver prints it (-###): a build assembles some fifty files, and the driver's own
 * start costs more than the assembler on most of them. Found once per toolchain; 0, or -1
 * when the driver does not say (then the driver assembles). */
static int driver_as(const struct toolchain *tc, struct util_argv *as)
{
	static const struct toolchain *known[8];
	static struct util_argv found[8];
	static int nknown;
	struct util_argv av = { 0 };
	char tmpl[] = "/tmp/aex-as.XXXXXX";
	char *text = NULL, *save = NULL;
	int fd, rc = -1, status;
	pid_t pid;

	for (int i = 0; i < nknown; i++)
		if (known[i] == tc) {
			for (int k = 0; k < found[i].n; k++)
				util_argv_push(as, found[i].v[k]);
			return found[i].n ? 0 : -1;
		}
	if (nknown == 8 || (fd = mkstemp(tmpl)) < 0)
		return -1;
	util_argv_push(&av, tc->cc);
	util_argv_push_words(&av, tc->asflags);
	util_argv_push_words(&av, "-### -c aex-as-probe.s -o aex-as-probe.o");
	pid = util_spawn(&(struct util_spawn){ .argv = av.v, .search = true, .stderr_fd = fd });
	if (pid > 0 && waitpid(pid, &status, 0) == pid && util_wait_status(status) == 0 &&
	    (text = util_read_file(tmpl, NULL)) != NULL) {
		/* the line that runs as: " /usr/lib/.../as -G 0 -EB ... -o aex-as-probe.o ..." */
		for (char *l = strtok_r(text, "\n", &save); l && rc < 0;
		     l = strtok_r(NULL, "\n", &save)) {
			struct util_argv words = { 0 };
			char *w, *s2 = NULL;

			for (w = strtok_r(l, " ", &s2); w; w = strtok_r(NULL, " ", &s2)) {
				size_t n = strlen(w);

				if (n >= 2 && w[0] == '"' && w[n - 1] == '"') {
					w[n - 1] = '\0';
					w++;
				}
				util_argv_push(&words, w);
			}
			if (words.n > 3 && util_has_suffix(words.v[0], "/as") &&
			    strcmp(words.v[words.n - 1], "aex-as-probe.s") == 0 &&
			    strcmp(words.v[words.n - 2], "aex-as-probe.o") == 0 &&
			    strcmp(words.v[words.n - 3], "-o") == 0) {
				for (int k = 0; k < words.n - 3; k++)
					util_argv_push(&found[nknown], words.v[k]);
				rc = 0;
			}
			util_argv_free(&words);
		}
	}
	close(fd);
	unlink(tmpl);
	free(text);
	util_argv_free(&av);
	known[nknown++] = tc;
	for (int k = 0; k < found[nknown - 1].n; k++)
		util_argv_push(as, found[nknown - 1].v[k]);
	return rc;
}

/* Assembles src into obj. With text (src's contents), the object may come from the cache of
 * assembled objects (objcache.h) and goes into it when made. */
static int assemble(const struct build_opts *o, const char *src, const char *obj,
		    const struct strbuf *text)
{
	struct util_argv av = { 0 }, key = { 0 };
	int rc;

	if (driver_as(o->tc, &av) == 0) {
		if (text)
			compiler_key(&av, &key);
		if (key.n && objcache_get(&key, text->s, text->len, obj) == 0) {
			if (o->verbose)
				verbose_note("%s: the object of the same text, from the cache", obj);
			util_argv_free(&av);
			util_argv_free(&key);
			return 0;
		}
		util_argv_push(&av, "-o");
		util_argv_push(&av, obj);
		util_argv_push(&av, src);
	} else {
		util_argv_push(&av, o->tc->cc);
		util_argv_push_words(&av, o->tc->asflags);
		util_argv_push(&av, "-c");
		util_argv_push(&av, src);
		util_argv_push(&av, "-o");
		util_argv_push(&av, obj);
	}
	rc = run_step(o, &av);
	if (rc)
		util_error("assembling %s failed", src);
	else if (key.n)
		objcache_put(&key, text->s, text->len, obj);
	util_argv_free(&av);
	util_argv_free(&key);
	return rc;
}

static int archive(const struct build_opts *o, const char *lib, const struct util_argv *objs)
{
	struct util_argv av = { 0 };
	char target[64];
	int rc;

	remove(lib);
	util_argv_push(&av, o->tc->ar);
	snprintf(target, sizeof target, "--target=%s", o->tc->ar_target);
	util_argv_push(&av, target);
	util_argv_push(&av, "rcs");
	util_argv_push(&av, lib);
	for (int i = 0; i < objs->n; i++)
		util_argv_push(&av, objs->v[i]);
	rc = run_step(o, &av);
	util_argv_free(&av);
	return rc;
}

static int link_elf(const struct build_opts *o, const char *elf, const char *runtime,
		    const char *crt0, const struct util_argv *objs, const char *lib)
{
	struct util_argv av = { 0 };
	char *arg;
	int rc;

	util_argv_push(&av, o->tc->cc);
	util_argv_push_words(&av, o->tc->guest_ldflags);
	util_argv_push_words(&av, o->tc->cflags);
	arg = util_xasprintf("-T%s/targets/%s/guest.ld", toolchain_root(), o->tc->isa);
	util_argv_push(&av, arg);
	free(arg);
	arg = util_xasprintf("-L%s/rt", toolchain_root());
	util_argv_push(&av, arg);
	free(arg);
	arg = util_xasprintf("-L%s/targets/%s", toolchain_root(), o->tc->isa);
	util_argv_push(&av, arg);
	free(arg);
	if (runtime)
		util_argv_push(&av, "-Wl,-e,__aex_start");
	util_argv_push(&av, "-o");
	util_argv_push(&av, elf);
	if (runtime)
		util_argv_push(&av, runtime);
	if (runtime && o->tc->trace_core) {
		arg = util_xasprintf("%s/%s/trace-core.o", toolchain_build_dir(), o->tc->isa);
		util_argv_push(&av, arg);
		free(arg);
	}
	util_argv_push(&av, crt0);
	for (int i = 0; i < objs->n; i++)
		util_argv_push(&av, objs->v[i]);
	util_argv_push(&av, lib);
	rc = run_link(o, &av, elf);
	util_argv_free(&av);
	return rc;
}

/* Tracing does not follow these yet on every ISA: refuse programs that call them where the
 * target does not (fork is traced everywhere, signal handlers where the target traces them:
 * docs/processes.md). */
static int check_supported(const struct target *t, const char *schema_part, const char *path)
{
	if (t->traces_signals)
		return 0;
	static const char *const names[] = { "signal", "sigaction" };

	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		char *call = util_xasprintf(" call=%s\n", names[i]);
		char *call2 = util_xasprintf(" call=%s ", names[i]);
		char *tail = util_xasprintf(" tail=%s\n", names[i]);
		bool hit = strstr(schema_part, call) || strstr(schema_part, call2) ||
			   strstr(schema_part, tail);

		free(call);
		free(call2);
		free(tail);
		if (hit) {
			util_error("%s calls %s: programs that install signal handlers cannot be "
				   "traced on %s yet (build with --placement none for a plain ELF)",
				   path, names[i], t->name);
			return -1;
		}
	}
	return 0;
}

/* The command that compiles the regenerator's C (c, with regen/runtime and the event trace
 * reader) into exe: gcc at --regen-opt's level (the default, for throughput), or tcc, which
 * compiles it some ninety times faster into code about a third as fast (docs/testing.md) and
 * links the runtime make built with gcc -O2 (libaexregen.a). Returns how, as
 * build_regen_cc_of reports it (caller frees). */
static char *regen_command(const struct build_opts *o, struct util_argv *av, const char *c,
			   const char *exe)
{
	bool tcc = o->regen_cc && strcmp(o->regen_cc, "tcc") == 0;
	char *how = tcc ? util_xstrdup("tcc")
			: util_xasprintf("gcc -O%s", o->regen_opt ? o->regen_opt : "1");
	static const char *const fmt[] = { "-I%s/regen/runtime", "-I%s/include", "-I%s/lib",
					   "-I%s/sim", NULL, "%s/regen/runtime/lib.c", "%s/regen/runtime/main.c",
					   "%s/lib/evframe.c" };

	if (tcc) {
		util_argv_push(av, "tcc");
		util_argv_push(av, "-w");
	} else {
		util_argv_push(av, "gcc");
		/* strict aliasing (which -O1 leaves off): a record's store cannot change the
		 * record pointer, which then stays in a register (1.7 times the rate) */
		util_argv_push_words(av, "-std=gnu11 -w -fstrict-aliasing");
		util_argv_push(av, how + 4);
	}
	for (size_t i = 0; i < sizeof fmt / sizeof fmt[0]; i++) {
		char *arg;

		if (!fmt[i]) {
			util_argv_push(av, "-o");
			util_argv_push(av, exe);
			util_argv_push(av, c);
			if (!tcc)
				continue;
			arg = util_xasprintf("%s/host/libaexregen.a", toolchain_build_dir());
			util_argv_push(av, arg);
			free(arg);
			break;
		}
		arg = util_xasprintf(fmt[i], toolchain_root());
		util_argv_push(av, arg);
		free(arg);
	}
	/* aex sim's cache model (--format sim), built once by make */
	{
		char *lib = util_xasprintf("%s/host/libaexsim.a", toolchain_build_dir());

		util_argv_push(av, lib);
		free(lib);
	}
	util_argv_push_words(av, "-lzstd -lz -lpthread");
	return how;
}

static int compile_regenerator(const struct build_opts *o, const struct target *t,
			       const char *dir, const struct strbuf *schema)
{
	char *plain = util_xasprintf("%s/plain", dir), *traced = util_xasprintf("%s/traced", dir);
	char *c = util_xasprintf("%s/regen.c", dir), *exe = util_xasprintf("%s/regen", dir);
	char *schema_path = util_xasprintf("%s/schema", dir);
	struct regen_syms ps = { 0 }, ts = { 0 }, tp = { 0 }, tx = { 0 };
	uint32_t extra[2][2];
	size_t nextra = 0;
	struct strbuf code = { 0 };
	struct util_argv av = { 0 };
	uint64_t build, traced_id;
	char *cc = NULL;
	int rc = 1;

	if (elf_build_id(plain, &build) < 0 || elf_build_id(traced, &traced_id) < 0 ||
	    regen_read_syms(plain, ".aex_syms", &ps) < 0 ||
	    regen_read_syms(traced, ".aex_syms", &ts) < 0 ||
	    regen_read_syms(traced, ".aex_pcs", &tp) < 0 ||
	    regen_read_syms(traced, ".aex_pcx", &tx) < 0)
		goto out;
	{
		/* A runtime that makes a handler's sigreturn itself in the instructions of the
		 * program's restorer (SPARC: __aex_restorer, rt's __rt_sigreturn_stub) stands for
		 * them in the golden trace of the traced run: two more pairs */
		struct elf_symtab st = { 0 }, sp = { 0 };

		if (elf_load_symbols(traced, &st) == 0 && elf_load_symbols(plain, &sp) == 0) {
			const struct elf_symbol *a = NULL, *b = NULL;

			for (int i = 0; i < st.n; i++)
				if (strcmp(st.syms[i].name, "__aex_restorer") == 0)
					a = &st.syms[i];
			for (int i = 0; i < sp.n; i++)
				if (strcmp(sp.syms[i].name, "__rt_sigreturn_stub") == 0)
					b = &sp.syms[i];
			if (a && b) {
				extra[0][0] = a->addr;
				extra[0][1] = b->addr;
				extra[1][0] = a->addr + 4;
				extra[1][1] = b->addr + 4;
				nextra = 2;
			}
		}
		elf_free_symbols(&st);
		elf_free_symbols(&sp);
	}
	if (regen_compile(t, schema_path, schema->s, &ps, &ts, &tp, &tx, extra, nextra, build,
			  traced_id, &code) < 0 ||
	    strbuf_write_file(&code, c) < 0)
		goto out;
	cc = regen_command(o, &av, c, exe);
	rc = run_step(o, &av);
	if (rc == 0) {
		struct strbuf how = { 0 };
		char *how_path = util_xasprintf("%s/regen.cc", dir);

		strbuf_addf(&how, "%s\n", cc);
		if (strbuf_write_file(&how, how_path) < 0)
			rc = 1;
		strbuf_free(&how);
		free(how_path);
	}
	if (rc)
		util_error("compiling the regenerator %s with %s failed", c, cc);
out:
	free(cc);
	util_argv_free(&av);
	strbuf_free(&code);
	regen_syms_free(&ps);
	regen_syms_free(&ts);
	regen_syms_free(&tp);
	regen_syms_free(&tx);
	free(plain);
	free(traced);
	free(c);
	free(exe);
	free(schema_path);
	return rc;
}

/* Strategy steal: the registers to take, forced by --steal-regs or chosen from the weighted
 * uses over every input (the program's assembly and rt's). Prints the choice. */
static int choose_stolen(const struct build_opts *o, const struct target *t,
			 const struct input *in, int nin, uint8_t *stolen)
{
	double cost[IR_MAX_REGS] = { 0 };
	struct strbuf names = { 0 };
	int rc = 0;

	if (t->nsteal == 0 || !t->rewrite) {
		util_error("%s cannot steal registers", t->name);
		return 2;
	}
	for (int i = 0; i < nin && rc == 0; i++) {
		size_t len;
		char *text = util_read_file(in[i].asm_path, &len);

		if (!text) {
			util_error("%s: %s", in[i].asm_path, strerror(errno));
			rc = 2;
		} else if (instr_weigh_file(t, in[i].asm_path, text, cost) < 0) {
			rc = 1;
		}
		free(text);
	}
	if (rc)
		return rc;
	if (o->steal_regs) {
		char *list = util_xstrdup(o->steal_regs), *save = NULL;
		int n = 0;

		for (char *tok = strtok_r(list, ", ", &save); tok && rc == 0;
		     tok = strtok_r(NULL, ", ", &save)) {
			ir_regset one = { { 0, 0 } };
			int r = -1, count = 0;

			t->named_regs(tok, &one);
			for (unsigned k = 0; k < t->nregs; k++)
				if (ir_regset_has(&one, k)) {
					r = (int)k;
					count++;
				}
			if (count != 1 || !ir_regset_has(&t->stealable, (unsigned)r)) {
				util_error("--steal-regs: '%s' is not a register %s can steal",
					   tok, t->name);
				rc = 2;
				break;
			}
			for (int j = 0; j < n; j++)
				if (stolen[j] == r) {
					util_error("--steal-regs: %s given twice", tok);
					rc = 2;
				}
			if (rc == 0 && n == t->nsteal) {
				util_error("--steal-regs: %s steals %d registers", t->name, t->nsteal);
				rc = 2;
			}
			if (rc == 0)
				stolen[n++] = (uint8_t)r;
		}
		if (rc == 0 && n != t->nsteal) {
			util_error("--steal-regs: %s steals %d registers", t->name, t->nsteal);
			rc = 2;
		}
		free(list);
		if (rc)
			return rc;
	} else if (instr_choose_stolen(t, cost, stolen) < 0) {
		util_error("%s cannot steal registers", t->name);
		return 2;
	}
	for (int k = 0; k < t->nsteal; k++)
		strbuf_addf(&names, "%s%s (weighted uses %.0f)", k ? ", " : "",
			    t->reg_names[stolen[k]], cost[stolen[k]]);
	util_note("strategy steal: took %s%s", names.s, o->steal_regs ? ", as given" : "");
	strbuf_free(&names);
	return 0;
}

/* Strategy steal: the tracing runtime assembled for the registers taken
 * (-DAEX_STOLEN0=n ...). */
static int assemble_runtime(const struct build_opts *o, const struct target *t,
			    const uint8_t *stolen, const char *obj)
{
	struct util_argv av = { 0 };
	char *arg;
	int rc;

	util_argv_push(&av, o->tc->cc);
	util_argv_push_words(&av, o->tc->asflags);
	arg = util_xasprintf("-I%s/include", toolchain_root());
	util_argv_push(&av, arg);
	free(arg);
	arg = util_xasprintf("-I%s/targets", toolchain_root());
	util_argv_push(&av, arg);
	free(arg);
	for (int k = 0; k < t->nsteal; k++) {
		arg = util_xasprintf("-DAEX_STOLEN%d=%u", k, stolen[k]);
		util_argv_push(&av, arg);
		free(arg);
	}
	util_argv_push(&av, "-c");
	arg = util_xasprintf("%s/targets/%s/trace.S", toolchain_root(), o->tc->isa);
	util_argv_push(&av, arg);
	free(arg);
	util_argv_push(&av, "-o");
	util_argv_push(&av, obj);
	rc = run_step(o, &av);
	util_argv_free(&av);
	if (rc)
		util_error("assembling the tracing runtime failed");
	return rc;
}

int build_program(const struct build_opts *o)
{
	const struct target *t = target_get(o->tc->isa);
	const char *pname = o->placement ? o->placement : (t ? "tree" : "none");
	bool objects = false;

	for (int i = 0; i < o->nsrcs; i++)
		objects |= util_has_suffix(o->srcs[i], ".o");
	if (objects && !o->placement)
		pname = "none";   /* objects cannot be instrumented: the plain ELF only */
	if (o->replay)
		pname = "replay";   /* the plain ELF and its replay twin (docs/replay.md) */
	return build_unless_current(o, pname);
}

/* One traced build: what it reads, what it makes, what it found. */
struct tbuild {
	const struct build_opts *o;
	const struct target *t;
	enum place_kind placement;
	struct instr_opts io;
	struct input *in;            /* the program's assembly, then rt's */
	int nin;
	char *asmdir, *pdir, *tdir, *rtdir;
	struct util_argv pobjs, tobjs, prt, trt;   /* objects: the program's, rt's */
	char *pcrt0, *tcrt0;
	struct strbuf schema;
	struct instr_stats stats;
	bool steal;
	uint8_t stolen[8];
	struct instr_plan *plan;
	struct instr_profile profile;   /* --profile's counts */
	struct strbuf report;        /* the placement report (--placement-report) */
};

/* The placement, the techniques and the sources a traced build needs; 2 with a message when
 * they are not. */
/* --profile's counts read (docs/techniques.md, "Profile"); 2 with a message when they cannot
 * be, or the placement has no spanning tree to weigh. */
static int tbuild_profile(struct tbuild *b)
{
	const char *path = b->o->profile;
	char *text = util_read_file(path, NULL);
	int rc = 0;

	if (b->placement != PLACE_TREE) {
		util_error("--profile weighs the tree placement's spanning trees: placement %s has "
			   "none", place_name(b->placement));
		rc = 2;
	} else if (!text) {
		util_error("%s: %s", path, strerror(errno));
		rc = 2;
	} else if (instr_profile_parse(path, text, &b->profile) < 0) {
		rc = 2;
	} else {
		b->io.profile = &b->profile;
	}
	free(text);
	return rc;
}

static int tbuild_options(struct tbuild *b, const char *pname)
{
	const struct build_opts *o = b->o;
	char bad[64];

	if (!b->t) {
		util_error("tracing %s is not supported yet: build with --placement none",
			   o->tc->isa);
		return 2;
	}
	if (place_parse(pname, &b->placement) < 0) {
		util_error("unknown placement '%s' (known: %s, none)", pname, place_names());
		return 2;
	}
	if (instr_techniques_parse(o->techniques ? o->techniques : "all", &b->io.techniques, bad,
				   sizeof bad) < 0) {
		util_error("unknown technique '%s' (known: %s; all, none, no-NAME)", bad,
			   instr_technique_names());
		return 2;
	}
	for (int i = 0; i < o->nsrcs; i++)
		if (util_has_suffix(o->srcs[i], ".o")) {
			util_error("%s: an object file cannot be traced (give its source, or build "
				   "with --placement none)", o->srcs[i]);
			return 2;
		}
	return o->profile ? tbuild_profile(b) : 0;
}

/* Source i's assembly as an input: a C source's from asm/, a .S source preprocessed into it,
 * an assembly source itself. Returns a step's status. */
static int tbuild_source(struct tbuild *b, int i)
{
	const struct build_opts *o = b->o;
	struct input *in = &b->in[b->nin];
	char *st = stem(o, i);
	int rc = 0;

	if (util_has_suffix(o->srcs[i], ".c")) {
		in->asm_path = util_xasprintf("%s/%s.s", b->asmdir, st);
	} else if (util_has_suffix(o->srcs[i], ".S")) {
		struct util_argv av = { 0 };

		in->asm_path = util_xasprintf("%s/%s.s", b->asmdir, st);
		push_compiler(o, &av, false);
		util_argv_push(&av, "-E");
		util_argv_push(&av, "-P");
		util_argv_push(&av, o->srcs[i]);
		util_argv_push(&av, "-o");
		util_argv_push(&av, in->asm_path);
		rc = run_step(o, &av);
		util_argv_free(&av);
	} else {
		in->asm_path = util_xstrdup(o->srcs[i]);
	}
	in->name = util_xasprintf("%02d-%s", b->nin, st);
	in->rt = in->crt0 = false;
	b->nin++;
	free(st);
	return rc;
}

/* rt's assembly files as inputs, in name order. Returns 0, or 2 with a message when there
 * are none. */
static int tbuild_rt(struct tbuild *b)
{
	struct util_argv rts = { 0 };
	DIR *d = opendir(b->rtdir);
	struct dirent *e;

	while (d && (e = readdir(d)))
		if (util_has_suffix(e->d_name, ".s"))
			util_argv_push(&rts, e->d_name);
	if (d)
		closedir(d);
	if (rts.n == 0) {
		util_error("%s has no rt assembly: run make in %s", b->rtdir, toolchain_root());
		return 2;
	}
	qsort(rts.v, (size_t)rts.n, sizeof *rts.v, cmp_names);
	for (int i = 0; i < rts.n && b->nin < b->o->nsrcs + 64; i++) {
		struct input *in = &b->in[b->nin];

		in->asm_path = util_xasprintf("%s/%s", b->rtdir, rts.v[i]);
		in->name = util_xasprintf("%02d-rt-%.*s", b->nin, (int)strlen(rts.v[i]) - 2,
					  rts.v[i]);
		in->rt = true;
		in->crt0 = strcmp(rts.v[i], "crt0.s") == 0;
		b->nin++;
	}
	util_argv_free(&rts);
	return 0;
}

/* The rt members the program links: its own assembly, uninstrumented (assembled through the
 * object cache), linked with rt's crt0 and librt.a as make built them, the linker telling
 * which members it took (-t -t). A NUL-separated list in *members ("printf.o" ...); -1 when
 * that link fails (the build's own link then says why). */
static int rt_members(struct tbuild *b, struct strbuf *members)
{
	const struct build_opts *o = b->o;
	struct util_argv objs = { 0 }, av = { 0 };
	char *crt0 = util_xasprintf("%s/crt0.o", b->rtdir), *lib = util_xasprintf("%s/librt.a", b->rtdir);
	char *elf = util_xasprintf("%s/members.elf", b->pdir), *out = NULL, *arg;
	int rc = 0;

	for (int i = 0; i < b->nin && rc == 0; i++) {
		const struct input *in = &b->in[i];
		struct strbuf text = { 0 };
		char *obj;

		if (in->rt)
			continue;
		obj = util_xasprintf("%s/%s.members.o", b->pdir, in->name);
		text.s = util_read_file(in->asm_path, &text.len);
		rc = !text.s || assemble(o, in->asm_path, obj, &text) ? -1 : 0;
		util_argv_push(&objs, obj);
		free(text.s);
		free(obj);
	}
	if (rc == 0) {
		util_argv_push(&av, o->tc->cc);
		util_argv_push_words(&av, o->tc->guest_ldflags);
		util_argv_push_words(&av, o->tc->cflags);
		arg = util_xasprintf("-T%s/targets/%s/guest.ld", toolchain_root(), o->tc->isa);
		util_argv_push(&av, arg);
		free(arg);
		arg = util_xasprintf("-L%s/rt", toolchain_root());
		util_argv_push(&av, arg);
		free(arg);
		arg = util_xasprintf("-L%s/targets/%s", toolchain_root(), o->tc->isa);
		util_argv_push(&av, arg);
		free(arg);
		util_argv_push(&av, "-Wl,-t,-t");
		util_argv_push(&av, "-o");
		util_argv_push(&av, elf);
		util_argv_push(&av, crt0);
		for (int i = 0; i < objs.n; i++)
			util_argv_push(&av, objs.v[i]);
		util_argv_push(&av, lib);
		if (o->verbose) {
			char *line = util_argv_join(&av);

			verbose_note("%s", line);
			free(line);
		}
		rc = util_run(&av, &out) == 0 && out ? 0 : -1;
	}
	/* lines "(PATH/librt.a)NAME.o" */
	for (const char *l = out; rc == 0 && l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : "") {
		const char *close = strchr(l, ')'), *end = strchr(l, '\n');

		if (l[0] == '(' && close && (!end || close < end) && close - l > 7 &&
		    strncmp(close - 7, "librt.a)", 8) == 0) {
			size_t n = end ? (size_t)(end - close - 1) : strlen(close + 1);

			strbuf_add(members, close + 1, n);
			strbuf_add(members, "", 1);
		}
	}
	for (int i = 0; i < objs.n; i++)
		unlink(objs.v[i]);
	unlink(elf);
	util_argv_free(&objs);
	util_argv_free(&av);
	free(out);
	free(elf);
	free(lib);
	free(crt0);
	return rc;
}

/* Only the rt files the program links are instrumented, planned for and described in the
 * schema (a build's time went mostly into the others): crt0 and the members rt_members
 * names. When that cannot be told, every file stays. */
static void tbuild_rt_linked(struct tbuild *b)
{
	struct strbuf members = { 0 };
	int kept = 0;

	if (rt_members(b, &members) < 0 || !members.len) {
		strbuf_free(&members);
		return;
	}
	for (int i = 0; i < b->nin; i++) {
		struct input *in = &b->in[i];
		const char *base = util_basename(in->asm_path);
		bool linked = !in->rt || in->crt0;

		for (size_t k = 0; !linked && k < members.len; k += strlen(members.s + k) + 1)
			linked = strncmp(members.s + k, base, strlen(base) - 1) == 0 &&
				 strcmp(members.s + k + strlen(base) - 1, "o") == 0;
		if (linked) {
			b->in[kept++] = *in;
		} else {
			free(in->asm_path);
			free(in->name);
		}
	}
	if (b->o->verbose)
		verbose_note("rt: %d of its %d files linked", kept - b->o->nsrcs, b->nin - b->o->nsrcs);
	b->nin = kept;
	strbuf_free(&members);
}

/* The whole program first: what callers can pass (docs/techniques.md). Returns a step's
 * status. */
static int tbuild_plan(struct tbuild *b)
{
	const char **paths = util_xmalloc(sizeof *paths * (size_t)(b->nin + 1));
	char **texts = util_xmalloc(sizeof *texts * (size_t)(b->nin + 1));
	int nread = 0, rc = 0;

	for (; nread < b->nin; nread++) {
		paths[nread] = b->in[nread].asm_path;
		texts[nread] = util_read_file(b->in[nread].asm_path, NULL);
		if (!texts[nread]) {
			util_error("%s: %s", b->in[nread].asm_path, strerror(errno));
			rc = 2;
			break;
		}
	}
	if (rc == 0 &&
	    !(b->plan = instr_plan_make(b->t, instr_slice_flags(b->io.techniques, b->placement),
					b->nin, paths, (const char *const *)texts)))
		rc = 1;
	for (int i = 0; i < nread; i++)
		free(texts[i]);
	free(texts);
	free(paths);
	b->io.plan = b->plan;
	return rc;
}

/* An input's name in a profile: its name without the number ("00-emit": "emit"). */
static const char *profile_stem(const char *name)
{
	const char *p = name + strspn(name, "0123456789");

	return *p == '-' ? p + 1 : name;
}

/* Input i instrumented: its plain and traced assembly written and assembled, the objects
 * taken into the links. Returns a step's status. */
static int tbuild_input(struct tbuild *b, int i)
{
	const struct input *in = &b->in[i];
	size_t len, before = b->schema.len;
	char *text = util_read_file(in->asm_path, &len);
	struct strbuf ps = { 0 }, ts = { 0 };
	char *pp = util_xasprintf("%s/%s.s", b->pdir, in->name);
	char *tp = util_xasprintf("%s/%s.s", b->tdir, in->name);
	char *po = util_xasprintf("%s/%s.o", b->pdir, in->name);
	char *to = util_xasprintf("%s/%s.o", b->tdir, in->name);
	int rc = 0;

	b->io.profile_stem = profile_stem(in->name);
	if (!text) {
		util_error("%s: %s", in->asm_path, strerror(errno));
		rc = 2;
	} else if (instr_file(b->t, &b->io, i, in->asm_path, text, &ps, &ts, &b->schema,
			      &b->stats) < 0) {
		rc = 1;
	} else if (!in->rt && check_supported(b->t, b->schema.s + before, b->o->srcs[i]) < 0) {
		rc = 1;
	} else if (strbuf_write_file(&ps, pp) < 0 || strbuf_write_file(&ts, tp) < 0) {
		rc = 1;
	} else if (assemble(b->o, pp, po, &ps) || assemble(b->o, tp, to, &ts)) {
		rc = 1;
	} else if (in->crt0) {
		b->pcrt0 = util_xstrdup(po);
		b->tcrt0 = util_xstrdup(to);
	} else {
		util_argv_push(in->rt ? &b->prt : &b->pobjs, po);
		util_argv_push(in->rt ? &b->trt : &b->tobjs, to);
	}
	free(text);
	strbuf_free(&ps);
	strbuf_free(&ts);
	free(pp);
	free(tp);
	free(po);
	free(to);
	return rc;
}

/* What the build did, as notes. */
static void tbuild_notes(const struct tbuild *b)
{
	const struct instr_stats *s = &b->stats;

	util_note("%s: %s, placement %s: %d functions, %d blocks, %d instructions; %d witness and "
		  "%d value event sites", b->o->outdir, b->o->tc->isa, place_name(b->placement),
		  s->functions, s->blocks, s->insns, s->witnesses, s->values);
	if (b->steal)
		util_note("strategy steal: %d original instructions rewritten", s->rewritten);
	else if (s->stolen_functions)
		util_note("strategy reserved: the instrumentation uses %s; %d functions using them "
			  "instrumented by stealing them, %d original instructions rewritten",
			  b->t->reserved_regs, s->stolen_functions, s->rewritten);
	else
		util_note("strategy reserved: the instrumentation uses %s", b->t->reserved_regs);
	if (b->io.profile)
		util_note("profile %s: the trees of %d of the %d functions weighed by their measured "
			  "edge counts (the others': unchanged, or not in it: by the static estimate)",
			  b->o->profile, s->profiled, s->functions);
}

/* The two ELFs linked (the traced one with the tracing runtime, assembled with the stolen
 * registers under steal) and checked, the schema and the regenerator. Returns a step's
 * status. */
static int tbuild_link(struct tbuild *b)
{
	const struct build_opts *o = b->o;
	char *plib = util_xasprintf("%s/librt.a", b->pdir);
	char *tlib = util_xasprintf("%s/librt.a", b->tdir);
	char *pelf = util_xasprintf("%s/plain", o->outdir);
	char *telf = util_xasprintf("%s/traced", o->outdir);
	char *runtime = b->steal ? util_xasprintf("%s/trace.o", b->tdir)
				 : util_xasprintf("%s/%s/trace.o", toolchain_build_dir(), o->tc->isa);
	char *sp = util_xasprintf("%s/schema", o->outdir);
	int rc = 0;

	if ((b->steal && assemble_runtime(o, b->t, b->stolen, runtime)) ||
	    archive(o, plib, &b->prt) || archive(o, tlib, &b->trt) ||
	    link_elf(o, pelf, NULL, b->pcrt0, &b->pobjs, plib) ||
	    link_elf(o, telf, runtime, b->tcrt0, &b->tobjs, tlib) ||
	    isacheck_elf(o->tc, pelf) != 0 || isacheck_elf(o->tc, telf) != 0 ||
	    strbuf_write_file(&b->schema, sp) < 0 ||
	    compile_regenerator(o, b->t, o->outdir, &b->schema))
		rc = 1;
	if (rc == 0)
		tbuild_notes(b);
	free(plib);
	free(tlib);
	free(pelf);
	free(telf);
	free(runtime);
	free(sp);
	return rc;
}

/* The inputs instrumented, one after the other (with the whole program's plan first when the
 * technique pass is on); a step's status. */
static int tbuild_instrument(struct tbuild *b)
{
	int rc = 0;

	if (b->steal && (rc = choose_stolen(b->o, b->t, b->in, b->nin, b->stolen)) != 0)
		return rc;
	b->io.placement = b->placement;
	b->io.stolen = b->steal ? b->stolen : NULL;
	if ((b->io.techniques & INSTR_PASS) && (rc = tbuild_plan(b)) != 0)
		return rc;
	instr_schema_header(b->t, &b->io, &b->schema);
	if (b->o->report) {
		strbuf_addf(&b->report, "placement %s: per function, the witness sites and their "
			    "static cost (edge weights: 10 per loop level, half per branch arm)\n",
			    place_name(b->placement));
		b->io.report = &b->report;
	}
	for (int i = 0; i < b->nin && rc == 0; i++)
		rc = tbuild_input(b, i);
	if (rc == 0 && !b->pcrt0) {
		util_error("rt has no crt0");
		rc = 2;
	}
	return rc;
}

static void tbuild_free(struct tbuild *b)
{
	for (int i = 0; i < b->nin; i++) {
		free(b->in[i].asm_path);
		free(b->in[i].name);
	}
	free(b->in);
	instr_plan_free(b->plan);
	instr_profile_free(&b->profile);
	util_argv_free(&b->pobjs);
	util_argv_free(&b->tobjs);
	util_argv_free(&b->prt);
	util_argv_free(&b->trt);
	free(b->pcrt0);
	free(b->tcrt0);
	strbuf_free(&b->schema);
	strbuf_free(&b->report);
	free(b->asmdir);
	free(b->pdir);
	free(b->tdir);
	free(b->rtdir);
}

/* The plain and the traced build of placement pname (not "none"). */
static int traced_build(const struct build_opts *o, const char *pname)
{
	struct tbuild b = { .o = o, .t = target_get(o->tc->isa),
			    .steal = strcmp(o->tc->strategy, "steal") == 0 };
	int rc = tbuild_options(&b, pname);

	/* the sources compiled first, into asm/ (the plain ELF is linked from plain.d) */
	if (rc == 0)
		rc = compile_plain(o, false);
	if (rc)
		return rc;
	b.asmdir = util_xasprintf("%s/asm", o->outdir);
	b.pdir = util_xasprintf("%s/plain.d", o->outdir);
	b.tdir = util_xasprintf("%s/traced.d", o->outdir);
	b.rtdir = util_xasprintf("%s/%s/%s", toolchain_build_dir(), o->tc->isa, o->tc->rt_dir);
	b.in = util_xmalloc(sizeof *b.in * (size_t)(o->nsrcs + 64));
	/* what an earlier build left there (rt files this program does not link) goes: the two
	 * directories hold this build's files only (aex profile reads plain.d) */
	util_remove_tree(b.pdir);
	util_remove_tree(b.tdir);
	if (util_mkdirs(b.pdir) < 0 || util_mkdirs(b.tdir) < 0)
		rc = 1;
	for (int i = 0; i < o->nsrcs && rc == 0; i++)
		rc = tbuild_source(&b, i);
	if (rc == 0)
		rc = tbuild_rt(&b);
	if (rc == 0)
		tbuild_rt_linked(&b);
	if (rc == 0)
		rc = tbuild_instrument(&b);
	if (rc == 0)
		rc = tbuild_link(&b);
	if (rc == 0 && b.report.s)
		fputs(b.report.s, stdout);
	tbuild_free(&b);
	return rc;
}
