/* replay.h — the replay end of the continuum (docs/replay.md): a run of a build's replay ELF
 * records its system calls into a log ("aex record"), and a second run of the same ELF is
 * answered from that log, under the golden plugin, which logs the program's full trace
 * ("aex replay"). */
#ifndef AEX_REPLAY_H
#define AEX_REPLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "toolchain.h"
#include "traced.h"

/* The golden plugin's options for a run of dir/replay: its trace at trace (out=; NULL: no
 * trace), as the plain ELF's (build=), the recording layer's instructions left out (drop=),
 * the program's counted for its signals, sent again when replaying (signals=), opts appended
 * when not NULL. A string to free, or NULL with a message. */
char *replay_plugin(const char *dir, const char *trace, const char *opts, bool replaying);

/* The plugin (options: given, or NULL for none) with which a run of dir/replay that records
 * counts the program's instructions, as its signals need (docs/replay.md); NULL after a
 * message. */
char *replay_counting_plugin(const char *dir, const char *given);

/* Records: runs dir/replay with its log stored at o->events as an event trace is
 * (docs/event-format.md; o->elf and the log's account of the run, o->prologue, are set
 * here). Returns as traced_run. */
int replay_record(const struct toolchain *tc, const char *dir, struct traced_opts *o);

/* Replays: runs dir/replay answered from the log at log, under o->plugin when set. The
 * arguments, environment, argv[0], stack size and clock are the recording's (the log's
 * account of the run): those o gives (the arguments when args_given) must be the same.
 * The log must be whole, undamaged and recorded by this build's replay ELF. Returns the
 * program's status (as run_guest), or -1 with *why the exit status (1: cut short or
 * unreadable; 2: damaged, of another build, another run) after a message. */
int replay_run(const struct toolchain *tc, const char *dir, const char *log,
	       const struct traced_opts *o, bool args_given, int *why);

#endif
