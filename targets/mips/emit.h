/* emit.h — MIPS I instrumentation sequences, the emission hooks of the MIPS target
 * (struct target in instr/target.h). */
#ifndef AEX_MIPS_EMIT_H
#define AEX_MIPS_EMIT_H

#include <stdbool.h>

#include "target.h"
#include "trace-core.h"

/* The event-byte buffer's pointer under the reserved strategy. */
#define MIPS_RESERVED_BUF 23
/* The value-word buffer's pointer under both strategies ($gp, unused by -mno-abicalls -G0). */
#define MIPS_VALUE_BUF 28
/* The shadow word of register r under steal: AEX_STATE + MIPS_SHADOW(r)
 * (targets/trace-core.h). */
#define MIPS_SHADOW(r) (ST_SHADOW + 4u * (unsigned)(r))

void mips_emit_events(struct strbuf *out, struct strbuf *stubs, const char *id,
		      const struct target_event *ev, int n, int check_bytes, bool after_load,
		      const uint8_t *stolen);
int mips_emit_syscall_hook(struct strbuf *out, struct strbuf *stubs, const char *id,
			    const uint8_t *stolen);
void mips_named_regs(const char *line, ir_regset *out);
int mips_rewrite(const struct ir_insn *in, const char *line, const uint8_t *stolen,
		 struct strbuf *pre, char **text, struct strbuf *post);

#endif
