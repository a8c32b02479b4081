/* emit.h — RV32IM instrumentation sequences, the emission hooks of the RV32 target. */
#ifndef AEX_RISCV32_EMIT_H
#define AEX_RISCV32_EMIT_H

#include <stdbool.h>

#include "target.h"
#include "trace-core.h"

/* The event-byte buffer's pointer under the reserved strategy: t6 (gcc -ffixed-t6). */
#define RV_RESERVED_BUF 31
/* The value-word buffer's pointer (gp) and the one temporary (tp), under both strategies:
 * code built without relaxation or threads never uses them. */
#define RV_VALUE_BUF 3
#define RV_TMP 4
/* The shadow word of register r under steal: AEX_STATE + RV_SHADOW(r)
 * (targets/trace-core.h). */
#define RV_SHADOW(r) (ST_SHADOW + 4u * (unsigned)(r))

void rv_emit_events(struct strbuf *out, struct strbuf *stubs, const char *id,
		    const struct target_event *ev, int n, int check_bytes, bool after_load,
		    const uint8_t *stolen);
int rv_emit_syscall_hook(struct strbuf *out, struct strbuf *stubs, const char *id,
			 const uint8_t *stolen);
void rv_named_regs(const char *line, ir_regset *out);
int rv_rewrite(const struct ir_insn *in, const char *line, const uint8_t *stolen,
	       struct strbuf *pre, char **text, struct strbuf *post);

#endif
