/* emit.c — MIPS I instrumentation sequences (guard-page buffers). Registers: $23 is the
 * pointer of the event-byte buffer under the reserved strategy (removed from gcc with
 * -ffixed-23, as AE reserved R23); under steal it is the first stolen register
 * (targets/mips/steal.c), and a value event of a stolen register reads the program's value from
 * its shadow word. $28 ($gp, which -mno-abicalls -G0 code never uses) is the pointer of the
 * value-word buffer under both strategies. $1 ($at, never used by gcc's .set nomacro code) is
 * the one temporary. Nothing else of the program's state changes.
 *
 * A group of events (a witness 7, the value of $16, the byte loaded into $17, a witness 0),
 * 7 instructions:
 *	li	$1,7
 *	sb	$1,0($23)
 *	sw	$16,0($28)		# a value: aligned, in the value-word stream
 *	sb	$17,1($23)		# a 1-byte value (a halfword: srl $1,$r,8; sb $1; sb $r)
 *	sb	$0,2($23)
 *	addiu	$23,$23,3
 *	addiu	$28,$28,4
 * There is no room check. The buffers (docs/memory-layout.md) are 0x0f700000 .. 0x0f800000
 * (bytes) and 0x0f500000 .. 0x0f600000 (words), each with a protected guard above it. The
 * stores of a group through one pointer come in increasing address order, each starting at
 * or below the first byte not yet written (a word store is aligned), so the first store that
 * reaches a page-aligned guard starts exactly at it and faults before writing anything. The
 * runtime's SIGSEGV handler writes that buffer out and moves the saved pointer down by the
 * buffer's size (targets/mips/trace.S): the store runs again at the buffer's start and the
 * rest of the group follows it. Event stores are never in a delay slot (the handler accepts
 * only a faulting pc that is an event store). */
#include "emit.h"
#include "strbuf.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#define STATE_HI "0x0f81"	/* the runtime's state, 0x0f810000 (targets/mips/trace.S) */
/* Offsets and the group's size are 16-bit immediates; far below the guard's 64 KiB. */
#define MAX_GROUP 0x8000
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

/* One constant byte at off. */
static void put_byte(struct strbuf *out, unsigned v, int off, unsigned buf)
{
	if (v == 0)
		strbuf_addf(out, "\tsb\t$0,%d($%u)\n", off, buf);
	else
		strbuf_addf(out, "\tli\t$1,%u\n\tsb\t$1,%d($%u)\n", v, off, buf);
}

void mips_emit_events(struct strbuf *out, struct strbuf *stubs, const char *id,
		      const struct target_event *ev, int n, int check_bytes, bool after_load,
		      const uint8_t *stolen)
{
	int off = 0, woff = 0;	/* bytes stored through the two pointers */
	bool at_used = false;	/* $1 holds a witness byte now */
	unsigned buf = stolen ? stolen[0] : MIPS_RESERVED_BUF;

	/* No room check (the guard page), so no stubs. */
	(void)stubs;
	(void)id;
	(void)check_bytes;
	if (n == 0)
		return;
	strbuf_puts(out, PUSH);
	/* MIPS I load delay: the instruction after a load must not read the loaded register. A
	 * witness first takes that slot itself. */
	if (after_load && ev[0].kind == TARGET_EV_VALUE)
		strbuf_puts(out, "\tnop\n");
	for (int i = 0; i < n; i++) {
		const struct target_event *e = &ev[i];

		if (e->kind == TARGET_EV_VALUE) {
			unsigned r = e->reg;

			/* a general register, not $1 once a witness has used it (gcc never uses
			 * $1) */
			assert(r < 32 && !(r == 1 && at_used));
			assert(e->size == 1 || e->size == 2 || e->size == 4);
			if (stolen && (r == stolen[0] || r == stolen[1]) && e->size < 4) {
				/* the program's value, byte by byte from its shadow word */
				for (int b = 4 - e->size; b < 4; b++)
					strbuf_addf(out, "\tlui\t$1," STATE_HI "\n\tlbu\t$1,%u($1)\n"
							 "\tnop\n\tsb\t$1,%d($%u)\n",
						    MIPS_SHADOW(r) + b, off++, buf);
				at_used = true;
				continue;
			}
			if (stolen && (r == stolen[0] || r == stolen[1])) {
				/* the program's value, from its shadow word */
				strbuf_addf(out, "\tlui\t$1," STATE_HI "\n\tlw\t$1,%u($1)\n\tnop\n",
					    MIPS_SHADOW(r));
				r = 1;
				at_used = true;
			} else {
				assert(r != buf);
			}
			if (e->size == 1) {
				strbuf_addf(out, "\tsb\t$%u,%d($%u)\n", r, off, buf);
			} else if (e->size == 2) {
				assert(r != 1);
				strbuf_addf(out, "\tsrl\t$1,$%u,8\n\tsb\t$1,%d($%u)\n\tsb\t$%u,%d($%u)\n",
					    r, off, buf, r, off + 1, buf);
				at_used = true;
			} else {
				strbuf_addf(out, "\tsw\t$%u,%d($%u)\n", r, woff, MIPS_VALUE_BUF);
				woff += 4;
				continue;
			}
			off += e->size;
		} else {
			/* big-endian, byte by byte: the buffer is unaligned */
			assert(e->size == 1 || e->size == 2);
			for (int b = e->size - 1; b >= 0; b--) {
				unsigned v = (e->value >> (8 * b)) & 0xff;

				put_byte(out, v, off++, buf);
				at_used |= v != 0;
			}
		}
	}
	assert(off < MAX_GROUP && woff < MAX_GROUP);
	if (off)
		strbuf_addf(out, "\taddiu\t$%u,$%u,%d\n", buf, buf, off);
	if (woff)
		strbuf_addf(out, "\taddiu\t$%u,$%u,%d\n", MIPS_VALUE_BUF, MIPS_VALUE_BUF, woff);
	strbuf_puts(out, POP);
}

/* Before each syscall ($2 its number): the marker event, 1 for exit and exit_group (which
 * then write the buffers out through __aex_flush, so the trace is complete before the process
 * ends), else 0; a fork is done by __aex_fork instead (it writes the marker itself, after the
 * fork, docs/processes.md), which returns past the syscall, to <id>_a; clone is refused at run
 * time. MIPS has no condition codes, so the hook can compare and branch:
 *	addiu	$1,$2,-4246		# exit_group
 *	beq	$1,$0,<id>_x
 *	addiu	$1,$2,-4001		# exit (also in the delay slot: harmless)
 *	beq	$1,$0,<id>_x
 *	addiu	$1,$2,-4002		# fork
 *	beq	$1,$0,<id>_f
 *	addiu	$1,$2,-4120		# clone
 *	beq	$1,$0,<id>_k
 *	addiu	$1,$2,-4194		# rt_sigaction, rt_sigprocmask (4195)
 *	sltiu	$1,$1,2
 *	bne	$1,$0,<id>_g
 *	nop				# (an event store must not be in a delay slot)
 *	sb	$0,0($23)		# the marker 0 ($23: the buffer pointer)
 *	addiu	$23,$23,1
 * <id>_b:
 *	syscall
 * <id>_a:
 * with <id>_x (the marker 1, __aex_flush, back to <id>_b), <id>_f (__aex_fork, on to <id>_a),
 * <id>_k and <id>_g (the marker 0, __aex_sigaction, which also does rt_sigprocmask, on to
 * <id>_a) among the stubs; instr/ puts
 * the event after the system call at <id>_a. <id>_s0 and <id>_s1, the first instruction (a lui)
 * of the runtime calls of <id>_f and <id>_g, mark where the runtime does the system call. */
int mips_emit_syscall_hook(struct strbuf *out, struct strbuf *stubs, const char *id,
			    const uint8_t *stolen)
{
	struct target_event marker = { .kind = TARGET_EV_WITNESS, .size = 1 };

	strbuf_addf(out, PUSH
		    "\taddiu\t$1,$2,-4246\n"     /* exit_group */
		    "\tbeq\t$1,$0,%s_x\n"
		    "\taddiu\t$1,$2,-4001\n"     /* exit */
		    "\tbeq\t$1,$0,%s_x\n"
		    "\taddiu\t$1,$2,-4002\n"     /* fork */
		    "\tbeq\t$1,$0,%s_f\n"
		    "\taddiu\t$1,$2,-4120\n"     /* clone */
		    "\tbeq\t$1,$0,%s_k\n"
		    "\taddiu\t$1,$2,-4194\n"     /* rt_sigaction, rt_sigprocmask */
		    "\tsltiu\t$1,$1,2\n"
		    "\tbne\t$1,$0,%s_g\n"
		    "\tnop\n" POP, id, id, id, id, id);
	marker.value = 0;
	mips_emit_events(out, stubs, id, &marker, 1, 1, false, stolen);
	strbuf_addf(out, "%s_b:\n", id);
	strbuf_addf(stubs, "%s_x:\n", id);
	marker.value = 1;
	mips_emit_events(stubs, stubs, id, &marker, 1, 1, false, stolen);
	strbuf_puts(stubs, PUSH);
	call_runtime(stubs, "__aex_flush");
	strbuf_addf(stubs, "\tj\t%s_b\n\tnop\n" POP, id);
	strbuf_addf(stubs, "%s_f:\n" PUSH "%s_s0:\n", id, id);
	call_runtime(stubs, "__aex_fork");
	strbuf_addf(stubs, "\tj\t%s_a\n\tnop\n" POP, id);
	strbuf_addf(stubs, "%s_k:\n\tjal\t__aex_unsupported\n\tnop\n", id);
	strbuf_addf(stubs, "%s_g:\n", id);
	marker.value = 0;
	mips_emit_events(stubs, stubs, id, &marker, 1, 1, false, stolen);
	strbuf_addf(stubs, PUSH "%s_s1:\n", id);
	call_runtime(stubs, "__aex_sigaction");
	strbuf_addf(stubs, "\tj\t%s_a\n\tnop\n" POP, id);
	return 2;
}
