/* emit.h — SPARC V8 instrumentation sequences (emit.c): the hooks of struct target that write
 * assembly, and the runtime conventions they share with trace.S. */
#ifndef AEX_SPARC_EMIT_H
#define AEX_SPARC_EMIT_H

#include <stdbool.h>

#include "target.h"

struct strbuf;

void sparc_emit_events(struct strbuf *out, struct strbuf *stubs, const char *id,
		       const struct target_event *ev, int n, int check_bytes, bool after_load,
		       const uint8_t *stolen);
int sparc_emit_syscall_hook(struct strbuf *out, struct strbuf *stubs, const char *id,
			     const uint8_t *stolen);

/* The shadow word of register r in a function that steals %g5-%g7: STATE + SPARC_SHADOW(r)
 * (targets/sparc/trace.S). */
#define SPARC_SHADOW(r) (256u + 4u * (unsigned)(r))
/* Where a rewritten instruction of such a function keeps the buffer pointers %g6 and %g7
 * while it runs on the program's values of them: STATE + SPARC_SAVE(r). */
#define SPARC_SAVE(r) (64u + 4u * ((unsigned)(r) - 6u))
/* Where the system-call hook keeps %g7 while __aex_syscall runs: STATE + SPARC_SYSCALL_G7. */
#define SPARC_SYSCALL_G7 8u
/* Where it puts the address of its <id>_s0 stub, through which the runtime goes when it does
 * the system call itself: STATE + SPARC_SYSCALL_STUB (targets/sparc/trace.S). */
#define SPARC_SYSCALL_STUB 552u

void sparc_named_regs(const char *line, ir_regset *out);
int sparc_rewrite(const struct ir_insn *in, const char *line, const uint8_t *stolen,
		  struct strbuf *pre, char **text, struct strbuf *post);

#endif
