/* emit.h — MIPS I instrumentation sequences, the emission hooks of the MIPS target
 * (struct target in instr/target.h). */
#ifndef AEX_MIPS_EMIT_H
#define AEX_MIPS_EMIT_H

#include <stdbool.h>

#include "target.h"

void mips_emit_events(struct strbuf *out, struct strbuf *stubs, const char *id,
		      const struct target_event *ev, int n, int check_bytes, bool after_load);
void mips_emit_jump(struct strbuf *out, const char *label);
char *mips_retarget(const char *line, const char *from, const char *to);
void mips_emit_syscall_hook(struct strbuf *out, struct strbuf *stubs, const char *id);

#endif
