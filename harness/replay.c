/* replay.c — recording a run's system calls and replaying them (docs/replay.md). */
#include "replay.h"
#include "elf.h"
#include "evframe.h"
#include "goldrun.h"
#include "run.h"
#include "strbuf.h"
#include "util.h"
#include "replay-core.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* The address of the recording layer's first instruction in elf (its entry, which the link
 * puts first) and of its system-call instruction (trap), or 0 with a message. */
static uint32_t layer_start(const char *elf, uint32_t *trap)
{
	struct elf_symtab syms = { 0 };
	uint32_t at = 0;

	*trap = 0;
	if (elf_load_symbols(elf, &syms) < 0)
		return 0;
	for (int i = 0; i < syms.n; i++) {
		if (strcmp(syms.syms[i].name, "__aex_replay_entry") == 0)
			at = syms.syms[i].addr;
		if (strcmp(syms.syms[i].name, "__aex_replay_trap") == 0)
			*trap = syms.syms[i].addr;
	}
	elf_free_symbols(&syms);
	if (!at || !*trap)
		util_error("%s: no recording layer (__aex_replay_entry): not a replay ELF", elf);
	return *trap ? at : 0;
}

/* The system-call instruction's bytes at trap in elf's text, as hex (9 bytes), or false. */
static bool trap_bytes(const char *elf, uint32_t trap, char hex[9])
{
	uint8_t *text = NULL;
	size_t len = 0;
	uint32_t addr = 0;
	bool big, ok = elf_read_section_at(elf, ".text", &text, &len, &big, &addr) == 0 &&
		       trap >= addr && trap - addr + 4 <= len;

	if (ok)
		snprintf(hex, 9, "%02x%02x%02x%02x", text[trap - addr], text[trap - addr + 1],
			 text[trap - addr + 2], text[trap - addr + 3]);
	else
		util_error("%s: cannot read its text", elf);
	free(text);
	return ok;
}

/* The golden plugin's options for the recording layer of dir/replay: its instructions left
 * out (drop=) and the program's counted, for signals (signals=, docs/replay.md); NULL after a
 * message. */
static char *layer_opts(const char *dir, bool replaying)
{
	char *elf = util_xasprintf("%s/replay", dir), *p = NULL, trap[9];
	uint32_t at_trap, at = layer_start(elf, &at_trap);

	if (at && trap_bytes(elf, at_trap, trap))
		p = util_xasprintf("drop=%08x-0f000000,signals=%s@%08x,trap=%s", at,
				   replaying ? "replay" : "record", AEX_REPLAY_STATE + RS_SIGWORDS,
				   trap);
	free(elf);
	return p;
}

char *replay_plugin(const char *dir, const char *trace, const char *opts, bool replaying)
{
	char *plain = util_xasprintf("%s/plain", dir), *layer = NULL;
	char *plugin = golden_plugin(NULL), *p = NULL;
	uint64_t id;

	if (!util_file_exists(plugin))
		util_error("%s is not built: run make in %s", plugin, toolchain_root());
	else if (!(layer = layer_opts(dir, replaying)))
		;
	else if (!trace)
		p = util_xasprintf("%s,trace=off,count=off,%s%s%s", plugin, layer, opts ? "," : "",
				   opts ? opts : "");
	else if (elf_build_id(plain, &id) == 0)
		p = util_xasprintf("%s,out=%s,build=%016llx,%s%s%s", plugin, trace,
				   (unsigned long long)id, layer, opts ? "," : "", opts ? opts : "");
	free(layer);
	free(plugin);
	free(plain);
	return p;
}

/* The log's account of the run (docs/replay.md, "The log"): what aex gave the program. */
#define PROLOGUE_MAGIC "aex-replay 1\n"

static void put_item(struct strbuf *sb, const char *key, const char *v)
{
	strbuf_addf(sb, "%s %zu\n", key, strlen(v));
	strbuf_puts(sb, v);
	strbuf_puts(sb, "\n");
}

static void prologue_make(const struct traced_opts *o, struct strbuf *sb)
{
	strbuf_puts(sb, PROLOGUE_MAGIC);
	put_item(sb, "argv0", o->argv0 ? o->argv0 : RUN_DEFAULT_ARGV0);
	for (int i = 0; i < o->nargs; i++)
		put_item(sb, "arg", o->args[i]);
	for (int i = 0; i < o->nenv; i++)
		put_item(sb, "env", o->env[i]);
	strbuf_addf(sb, "stack %lu\nfixed-clock %d\nend\n",
		    o->stack_size ? o->stack_size : RUN_DEFAULT_STACK, run_fixed_clock() ? 1 : 0);
}

/* The plugin of a run of dir/replay: given (made to count the program's instructions when
 * it does not yet), or one that only counts them. NULL after a message. */
static char *counting_plugin(const char *dir, const char *given, bool replaying)
{
	char *layer, *p;

	if (!given)
		return replay_plugin(dir, NULL, NULL, replaying);
	if (strstr(given, ",signals="))
		return util_xstrdup(given);
	if (!(layer = layer_opts(dir, replaying)))
		return NULL;
	p = util_xasprintf("%s,%s", given, layer);
	free(layer);
	return p;
}

char *replay_counting_plugin(const char *dir, const char *given)
{
	return counting_plugin(dir, given, false);
}

/* Whether the program of elf can install a handler: rt's sigaction (signal() calls it) is
 * linked, or its symbols cannot be read. */
static bool links_sigaction(const char *elf)
{
	struct elf_symtab syms = { 0 };
	bool found = false;

	if (elf_load_symbols(elf, &syms) < 0)
		return true;
	for (int i = 0; i < syms.n && !found; i++)
		found = strcmp(syms.syms[i].name, "__rt_sigaction") == 0;
	elf_free_symbols(&syms);
	return found;
}

int replay_record(const struct toolchain *tc, const char *dir, struct traced_opts *o)
{
	char *elf = util_xasprintf("%s/replay", dir);
	/* a program that cannot install a handler has no signal to place: no plugin to count
	 * (its loading alone is some milliseconds); the layer still refuses a signal that comes
	 * while the program runs without the count (docs/replay.md) */
	bool counts = o->plugin || links_sigaction(elf);
	char *plugin = counts ? counting_plugin(dir, o->plugin, false) : NULL;
	const char *given = o->plugin;
	struct strbuf pro = { 0 };
	int rc;

	if (counts && !plugin) {
		free(elf);
		return -1;
	}
	prologue_make(o, &pro);
	o->elf = elf;
	o->prologue = pro.s;
	o->nprologue = pro.len;
	o->plugin = plugin;
	rc = traced_run(tc, dir, o);
	o->plugin = given;
	o->elf = NULL;
	o->prologue = NULL;
	strbuf_free(&pro);
	free(plugin);
	free(elf);
	return rc;
}

/* The run the log accounts for, read from its prologue. */
struct recorded {
	char *argv0;
	struct util_argv args, env;
	unsigned long stack;
	int fixed;
	size_t skip;    /* the prologue's bytes */
};

/* The next "KEY LEN\nBYTES\n" or "KEY N\n" item of p[0..n) at *at: its key (in key) and
 * value (a new string); false at malformed text. */
static bool next_item(const uint8_t *p, size_t n, size_t *at, char key[16], char **val)
{
	size_t i = *at, k = 0, len;
	char *end;

	while (i < n && p[i] != ' ' && p[i] != '\n' && k < 15)
		key[k++] = (char)p[i++];
	key[k] = '\0';
	*val = NULL;
	if (i < n && p[i] == '\n' && strcmp(key, "end") == 0) {
		*at = i + 1;
		return true;
	}
	if (i >= n || p[i] != ' ')
		return false;
	len = strtoul((const char *)p + i + 1, &end, 10);
	if ((const uint8_t *)end >= p + n || *end != '\n')
		return false;
	i = (size_t)((const uint8_t *)end - p) + 1;
	if (strcmp(key, "stack") == 0 || strcmp(key, "fixed-clock") == 0) {
		*val = util_xasprintf("%zu", len);
	} else {
		if (len > n - i || i + len >= n || p[i + len] != '\n')
			return false;
		*val = util_xmalloc(len + 1);
		memcpy(*val, p + i, len);
		(*val)[len] = '\0';
		i += len + 1;
	}
	*at = i;
	return true;
}

/* The prologue of a log's stream 0: 0, or 2 with a message. */
static int recorded_parse(const char *log, const uint8_t *p, size_t n, struct recorded *r)
{
	size_t at = strlen(PROLOGUE_MAGIC);
	char key[16], *val = NULL;

	memset(r, 0, sizeof *r);
	if (n < at || memcmp(p, PROLOGUE_MAGIC, at) != 0) {
		util_error("%s: not a replay log (an event trace of a traced ELF?)", log);
		return 2;
	}
	while (next_item(p, n, &at, key, &val) && val) {
		if (strcmp(key, "argv0") == 0 && !r->argv0)
			r->argv0 = val, val = NULL;
		else if (strcmp(key, "arg") == 0)
			util_argv_push(&r->args, val);
		else if (strcmp(key, "env") == 0)
			util_argv_push(&r->env, val);
		else if (strcmp(key, "stack") == 0)
			r->stack = strtoul(val, NULL, 10);
		else if (strcmp(key, "fixed-clock") == 0)
			r->fixed = atoi(val);
		free(val);
		val = NULL;
	}
	if (strcmp(key, "end") != 0 || !r->argv0) {
		util_error("%s: its account of the run is damaged", log);
		return 2;
	}
	r->skip = at;
	return 0;
}

static void recorded_free(struct recorded *r)
{
	free(r->argv0);
	util_argv_free(&r->args);
	util_argv_free(&r->env);
}

/* Whether two lists of strings are the same. */
static bool same_list(char *const *a, int na, const struct util_argv *b)
{
	if (na != b->n)
		return false;
	for (int i = 0; i < na; i++)
		if (strcmp(a[i], b->v[i]) != 0)
			return false;
	return true;
}

/* What the replay runs with: the recording's arguments, environment and options where the
 * user gave none, and the user's where they are the recording's (else 2 with a message). */
static int replay_with(const char *log, const struct recorded *r, const struct traced_opts *o,
		       bool args_given, struct traced_opts *w)
{
	const char *what = NULL;

	*w = *o;
	if (args_given && !same_list(o->args, o->nargs, &r->args))
		what = "arguments";
	else if (o->nenv && !same_list(o->env, o->nenv, &r->env))
		what = "environment (--env)";
	else if (o->argv0 && strcmp(o->argv0, r->argv0) != 0)
		what = "argv[0] (--argv0)";
	else if (o->stack_size && o->stack_size != r->stack)
		what = "stack size (--stack)";
	else if (run_fixed_clock() && !r->fixed)
		what = "clock (--fixed-clock)";
	if (what) {
		util_error("%s: not the recording's %s: give the recording's, or none (aex replay "
			   "takes them from the log)", log, what);
		return 2;
	}
	w->args = r->args.v;
	w->nargs = r->args.n;
	w->env = r->env.v;
	w->nenv = r->env.n;
	w->argv0 = r->argv0;
	w->stack_size = r->stack;
	if (r->fixed)
		run_set_fixed_clock();
	return 0;
}

/* The log's header against the build: 0, or 2 with a message. */
static int log_of_build(const char *dir, const char *log, const struct evf_header *h)
{
	char *elf = util_xasprintf("%s/replay", dir), *plain = util_xasprintf("%s/plain", dir);
	uint64_t pid = 0, rid = 0;
	int rc = 0;

	if (elf_build_id(plain, &pid) < 0 || elf_build_id(elf, &rid) < 0) {
		rc = 2;
	} else if (h->build != pid || h->traced != rid) {
		util_error("%s: a log of another build than %s (its program %016llx, recorded by "
			   "%016llx; this build's %016llx, %016llx)", log, dir,
			   (unsigned long long)h->build, (unsigned long long)h->traced,
			   (unsigned long long)pid, (unsigned long long)rid);
		rc = 2;
	}
	free(elf);
	free(plain);
	return rc;
}

/* A word in the program's byte order. */
static void put_word(struct strbuf *sb, uint32_t w, bool big)
{
	uint8_t b[4];

	for (int k = 0; k < 4; k++)
		b[k] = (uint8_t)(w >> (big ? 24 - 8 * k : 8 * k));
	strbuf_add(sb, (const char *)b, 4);
}

/* The logs of every process of the recorded run (log, log.1, log.1.2, ...: the layer's names
 * are the suffixes) as the program reads them (targets/replay-core.c, open_log): a count,
 * when the recording ended (the log file's modification time, seconds and nanoseconds),
 * then per process its name in REPLAY_NAME bytes, its log's offset and length, in the
 * program's byte order; then the logs, the first's without its account of the run. 0, or
 * the exit status after a message. */
#define REPLAY_NAME 24
static int replay_logs(const char *dir, const char *log, const uint8_t *first, size_t nfirst,
		       bool big, struct strbuf *out)
{
	struct stat st;
	struct timespec ended = { 0 };
	struct util_argv sfx = { 0 }, paths = { 0 };
	struct strbuf data = { 0 };
	size_t head;
	int rc = 0;

	if (stat(log, &st) == 0)
		ended = st.st_mtim;
	traced_all_process_files(log, &sfx, &paths);
	head = 12 + (size_t)sfx.n * (REPLAY_NAME + 8);
	put_word(out, (uint32_t)sfx.n, big);
	/* when the recording ended: the log's last change (a file the run read that changed
	 * after it is refused) */
	put_word(out, (uint32_t)ended.tv_sec, big);
	put_word(out, (uint32_t)ended.tv_nsec, big);
	for (int i = 0; i < sfx.n && rc == 0; i++) {
		struct evf_header h;
		struct evf_events ev = { 0 };
		struct evf_end end;
		char msg[256] = "", name[REPLAY_NAME] = { 0 };
		const uint8_t *p = first;
		size_t n = nfirst;
		int got = i == 0 ? 0 : evf_read_all(paths.v[i], &h, &ev, &end, msg, sizeof msg);

		if (got != 0) {
			util_error("%s: %s", paths.v[i], msg[0] ? msg : "cannot read the log");
			rc = got > 0 ? 1 : 2;
		} else if (i > 0 && (rc = log_of_build(dir, paths.v[i], &h)) != 0) {
			;
		} else if (strlen(sfx.v[i]) >= REPLAY_NAME) {
			util_error("%s: processes nested too deep for a replay", paths.v[i]);
			rc = 2;
		}
		if (rc)
			break;
		if (i > 0) {
			p = ev.data[AEX_EVENTS_STREAM_BYTES];
			n = ev.len[AEX_EVENTS_STREAM_BYTES];
		}
		memcpy(name, sfx.v[i], strlen(sfx.v[i]));
		strbuf_add(out, name, sizeof name);
		put_word(out, (uint32_t)(head + data.len), big);
		put_word(out, (uint32_t)n, big);
		strbuf_add(&data, (const char *)p, n);
		evf_events_free(&ev);
	}
	strbuf_add(out, data.s ? data.s : "", data.len);
	strbuf_free(&data);
	util_argv_free(&sfx);
	util_argv_free(&paths);
	return rc;
}

int replay_run(const struct toolchain *tc, const char *dir, const char *log,
	       const struct traced_opts *o, bool args_given, int *why)
{
	char *elf = util_xasprintf("%s/replay", dir), msg[256] = "", *plugin = NULL;
	struct evf_header h;
	struct evf_events ev = { 0 };
	struct evf_end end;
	struct run_opts r = { 0 };
	struct recorded rec = { 0 };
	struct traced_opts w;
	int got = evf_read_all(log, &h, &ev, &end, msg, sizeof msg), fd = -1, rc = -1;

	*why = 0;
	if (got != 0) {
		if (strncmp(msg, log, strlen(log)) == 0)   /* (it names the file itself) */
			util_error("%s", msg);
		else
			util_error("%s: %s", log, msg[0] ? msg : "cannot read the log");
		*why = got > 0 ? 1 : 2;
	} else if ((*why = log_of_build(dir, log, &h)) == 0 &&
		   (*why = recorded_parse(log, ev.data[AEX_EVENTS_STREAM_BYTES],
					  ev.len[AEX_EVENTS_STREAM_BYTES], &rec)) == 0 &&
		   (*why = replay_with(log, &rec, o, args_given, &w)) == 0) {
		struct strbuf all = { 0 };
		const uint8_t *p;
		size_t n;

		*why = replay_logs(dir, log, ev.data[AEX_EVENTS_STREAM_BYTES] + rec.skip,
				   ev.len[AEX_EVENTS_STREAM_BYTES] - rec.skip, h.big_endian, &all);
		p = (const uint8_t *)all.s;
		n = *why ? 0 : all.len;
		if (*why == 0)
			fd = memfd_create("aex-replay-log", 0);
		while (fd >= 0 && n > 0) {
			ssize_t k = write(fd, p, n);

			if (k <= 0)
				break;
			p += k;
			n -= (size_t)k;
		}
		if (*why == 0 && (fd < 0 || n > 0 || lseek(fd, 0, SEEK_SET) < 0 ||
				  dup2(fd, AEX_REPLAY_FD) < 0)) {
			util_error("%s: cannot hand the log to the program: %s", log,
				   strerror(errno));
			*why = 1;
		}
		strbuf_free(&all);
	}
	if (*why == 0) {
		r.tc = tc;
		r.binary = elf;
		r.args = w.args;
		r.nargs = w.nargs;
		r.cwd = w.cwd;
		r.keep_fd = AEX_REPLAY_FD;
		r.stdout_fd = w.out_fd;
		r.env = w.env;
		r.nenv = w.nenv;
		r.plugin = plugin = counting_plugin(dir, w.plugin, true);
		r.argv0 = w.argv0;
		r.stack_size = w.stack_size;
		rc = plugin ? run_guest(&r) : -1;
		if (!plugin)
			*why = 1;
		close(AEX_REPLAY_FD);
	}
	free(plugin);
	if (fd >= 0)
		close(fd);
	evf_events_free(&ev);
	recorded_free(&rec);
	free(elf);
	return rc;
}
