/* replay.c — recording a run's system calls and replaying them (docs/replay.md). */
#include "replay.h"
#include "elf.h"
#include "evframe.h"
#include "goldrun.h"
#include "run.h"
#include "util.h"
#include "replay-core.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* The address of the recording layer's first instruction in elf (its entry, which the link
 * puts first), or 0 with a message. */
static uint32_t layer_start(const char *elf)
{
	struct elf_symtab syms = { 0 };
	uint32_t at = 0;

	if (elf_load_symbols(elf, &syms) < 0)
		return 0;
	for (int i = 0; i < syms.n; i++)
		if (strcmp(syms.syms[i].name, "__aex_replay_entry") == 0)
			at = syms.syms[i].addr;
	elf_free_symbols(&syms);
	if (!at)
		util_error("%s: no recording layer (__aex_replay_entry): not a replay ELF", elf);
	return at;
}

char *replay_plugin(const char *dir, const char *trace, const char *opts)
{
	char *elf = util_xasprintf("%s/replay", dir), *plain = util_xasprintf("%s/plain", dir);
	char *plugin = golden_plugin(NULL), *p = NULL;
	uint32_t at = layer_start(elf);
	uint64_t id;

	if (!util_file_exists(plugin))
		util_error("%s is not built: run make in %s", plugin, toolchain_root());
	else if (at && elf_build_id(plain, &id) == 0)
		p = util_xasprintf("%s,out=%s,build=%016llx,drop=%08x-0f000000%s%s", plugin, trace,
				   (unsigned long long)id, at, opts ? "," : "", opts ? opts : "");
	free(plugin);
	free(elf);
	free(plain);
	return p;
}

int replay_record(const struct toolchain *tc, const char *dir, struct traced_opts *o)
{
	char *elf = util_xasprintf("%s/replay", dir);
	int rc;

	o->elf = elf;
	rc = traced_run(tc, dir, o);
	o->elf = NULL;
	free(elf);
	return rc;
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

int replay_run(const struct toolchain *tc, const char *dir, const char *log,
	       const struct traced_opts *o, int *why)
{
	char *elf = util_xasprintf("%s/replay", dir), msg[256] = "";
	struct evf_header h;
	struct evf_events ev = { 0 };
	struct evf_end end;
	struct run_opts r = { 0 };
	int got = evf_read_all(log, &h, &ev, &end, msg, sizeof msg), fd = -1, rc = -1;

	*why = 0;
	if (got != 0) {
		util_error("%s: %s", log, msg[0] ? msg : "cannot read the log");
		*why = got > 0 ? 1 : 2;
	} else if ((*why = log_of_build(dir, log, &h)) == 0) {
		const uint8_t *p = ev.data[AEX_EVENTS_STREAM_BYTES];
		size_t n = ev.len[AEX_EVENTS_STREAM_BYTES];

		fd = memfd_create("aex-replay-log", 0);
		while (fd >= 0 && n > 0) {
			ssize_t w = write(fd, p, n);

			if (w <= 0)
				break;
			p += w;
			n -= (size_t)w;
		}
		if (fd < 0 || n > 0 || lseek(fd, 0, SEEK_SET) < 0 ||
		    dup2(fd, AEX_REPLAY_FD) < 0) {
			util_error("%s: cannot hand the log to the program: %s", log,
				   strerror(errno));
			*why = 1;
		}
	}
	if (*why == 0) {
		r.tc = tc;
		r.binary = elf;
		r.args = o->args;
		r.nargs = o->nargs;
		r.cwd = o->cwd;
		r.keep_fd = AEX_REPLAY_FD;
		r.stdout_fd = o->out_fd;
		r.env = o->env;
		r.nenv = o->nenv;
		r.plugin = o->plugin;
		r.argv0 = o->argv0;
		r.stack_size = o->stack_size;
		rc = run_guest(&r);
		close(AEX_REPLAY_FD);
	}
	if (fd >= 0)
		close(fd);
	evf_events_free(&ev);
	free(elf);
	return rc;
}
