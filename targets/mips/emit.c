/* emit.c — MIPS I instrumentation sequences (reserved strategy). Registers: $23 is the event
 * buffer pointer (removed from gcc with -ffixed-23, as AE reserved R23); $1 ($at, never used by
 * gcc's .set nomacro code) is the one temporary. Nothing else of the program's state changes.
 *
 * A group of events with a room check (5 instructions for a witness, like AE's 6):
 *	lui	$1,0x0f7f		# the limit: 0x0f7f0000
 *	sltu	$1,$23,$1
 *	beq	$1,$0,<id>_f		# full: out of line, flush, then retry the check
 *	li	$1,7			# (delay slot) the first witness
 *	sb	$1,0($23)
 *	swl	$16,1($23)		# a value: unaligned, big-endian
 *	swr	$16,4($23)
 *	addiu	$23,$23,5
 * The buffer (docs/memory-layout.md) is 0x0f000000 .. 0x0f800000; the 64 KiB above the limit
 * hold any group; the runtime's state starts at 0x0f800000 (targets/mips/rt/trace.S). */
#include "emit.h"
#include "strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUF_REG "$23"
#define LIMIT_HI "0x0f7f"
#define STATE_HI "0x0f80"
#define MAX_GROUP 0x10000
/* Inserted code uses $1: tell the assembler, and leave its settings as they were. */
#define PUSH "\t.set\tpush\n\t.set\tnoat\n"
#define POP "\t.set\tpop\n"

/* Out-of-line call of a runtime routine that preserves every register but $1 and $31; $31 is
 * kept in the runtime's state area around it. */
static void call_runtime(struct strbuf *out, const char *routine)
{
	strbuf_addf(out,
		    "\tlui\t$1," STATE_HI "\n"
		    "\tsw\t$31,0($1)\n"
		    "\tjal\t%s\n"
		    "\tnop\n"
		    "\tlui\t$1," STATE_HI "\n"
		    "\tlw\t$31,0($1)\n", routine);
}

void mips_emit_events(struct strbuf *out, struct strbuf *stubs, const char *id,
		      const struct target_event *ev, int n, int check_bytes, bool after_load)
{
	struct strbuf stub = { 0 };
	int off = 0, first = 0;

	if (n == 0)
		return;
	strbuf_puts(out, PUSH);
	if (after_load && !(check_bytes > 0 && check_bytes < MAX_GROUP))
		strbuf_puts(out, "\tnop\n");
	if (check_bytes > 0 && check_bytes < MAX_GROUP) {
		strbuf_addf(out, "%s_c:\n"
				 "\tlui\t$1," LIMIT_HI "\n"
				 "\tsltu\t$1," BUF_REG ",$1\n"
				 "\tbeq\t$1,$0,%s_f\n", id, id);
		if (ev[0].kind == TARGET_EV_WITNESS && ev[0].size == 1) {
			strbuf_addf(out, "\tli\t$1,%u\n", ev[0].value);
			strbuf_addf(out, "\tsb\t$1,0(" BUF_REG ")\n");
			off = 1;
			first = 1;
		} else {
			strbuf_puts(out, "\tnop\n");
		}
		strbuf_addf(&stub, "%s_f:\n" PUSH, id);
		call_runtime(&stub, "__aex_flush");
		strbuf_addf(&stub, "\tj\t%s_c\n\tnop\n" POP, id);
	}
	for (int i = first; i < n; i++) {
		const struct target_event *e = &ev[i];

		if (e->kind == TARGET_EV_VALUE) {
			strbuf_addf(out, "\tswl\t$%u,%d(" BUF_REG ")\n\tswr\t$%u,%d(" BUF_REG ")\n",
				    e->reg, off, e->reg, off + 3);
			off += 4;
		} else {
			/* big-endian, byte by byte: the buffer is unaligned */
			for (int b = e->size - 1; b >= 0; b--) {
				strbuf_addf(out, "\tli\t$1,%u\n\tsb\t$1,%d(" BUF_REG ")\n",
					    (e->value >> (8 * b)) & 0xff, off);
				off++;
			}
		}
	}
	strbuf_addf(out, "\taddiu\t" BUF_REG "," BUF_REG ",%d\n" POP, off);
	if (stub.len)
		strbuf_add(stubs, stub.s, stub.len);
	strbuf_free(&stub);
}

void mips_emit_jump(struct strbuf *out, const char *label)
{
	strbuf_addf(out, "\tj\t%s\n\tnop\n", label);
}

/* Replaces the last operand `from` of a branch or jump line by `to`. */
char *mips_retarget(const char *line, const char *from, const char *to)
{
	size_t n = strlen(from), code = strcspn(line, "#");
	const char *hit = NULL;

	for (const char *p = line; p + n <= line + code; p++) {
		bool left = p == line || p[-1] == ',' || p[-1] == ' ' || p[-1] == '\t';
		char r = p[n];
		bool right = r == '\0' || r == ' ' || r == '\t' || r == '#' || r == '\n';

		if (left && right && strncmp(p, from, n) == 0)
			hit = p;
	}
	if (!hit)
		return NULL;
	{
		size_t pre = (size_t)(hit - line), tl = strlen(to), rest = strlen(hit + n);
		char *s = malloc(pre + tl + rest + 1);

		if (!s)
			return NULL;
		memcpy(s, line, pre);
		memcpy(s + pre, to, tl);
		memcpy(s + pre + tl, hit + n, rest + 1);
		return s;
	}
}

/* Before each syscall: a marker event (exit or not); an exit also flushes the buffer, so the
 * trace is complete before the process ends; fork is refused at run time. */
void mips_emit_syscall_hook(struct strbuf *out, struct strbuf *stubs, const char *id)
{
	struct target_event marker = { .kind = TARGET_EV_WITNESS, .size = 1 };
	struct strbuf exit_code = { 0 };
	char sub[96];

	strbuf_addf(out, PUSH
		    "\taddiu\t$1,$2,-4246\n"     /* exit_group */
		    "\tbeq\t$1,$0,%s_x\n"
		    "\taddiu\t$1,$2,-4001\n"     /* exit */
		    "\tbeq\t$1,$0,%s_x\n"
		    "\taddiu\t$1,$2,-4002\n"     /* fork */
		    "\tbeq\t$1,$0,%s_k\n"
		    "\taddiu\t$1,$2,-4120\n"     /* clone */
		    "\tbeq\t$1,$0,%s_k\n"
		    "\tnop\n" POP, id, id, id, id);
	snprintf(sub, sizeof sub, "%s_m", id);
	marker.value = 0;
	mips_emit_events(out, stubs, sub, &marker, 1, 1, false);
	strbuf_addf(out, "%s_b:\n", id);
	strbuf_addf(&exit_code, "%s_x:\n", id);
	snprintf(sub, sizeof sub, "%s_n", id);
	marker.value = 1;
	mips_emit_events(&exit_code, stubs, sub, &marker, 1, 1, false);
	strbuf_puts(&exit_code, PUSH);
	call_runtime(&exit_code, "__aex_flush");
	strbuf_addf(&exit_code, "\tj\t%s_b\n\tnop\n" POP, id);
	strbuf_addf(&exit_code, "%s_k:\n\tjal\t__aex_unsupported\n\tnop\n", id);
	strbuf_add(stubs, exit_code.s, exit_code.len);
	strbuf_free(&exit_code);
}
