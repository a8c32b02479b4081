/* emit.c — SPARC V8 instrumentation sequences (guard-page strategy). Registers: %g6 is the
 * pointer of the event-byte buffer, %g7 the pointer of the value-word buffer, %g5 the one
 * temporary (32-bit SPARC gcc never uses %g5-%g7). Nothing else of the program's state
 * changes: no program register, not %y and not the condition codes, so the code uses no
 * instruction that sets icc and has no room check.
 *
 * A group of events (a witness 7, the value of %o1, the byte loaded into %o2), 5 instructions:
 *	mov	7, %g5
 *	stb	%g5, [%g6+0]
 *	st	%o1, [%g7+0]		! a value: aligned, in the value-word stream
 *	stb	%o2, [%g6+1]		! a 1-byte value (2 bytes: srl 8 and two stb)
 *	add	%g6, 2, %g6
 *	add	%g7, 4, %g7
 * The buffers (docs/memory-layout.md) are 0x0f700000 .. 0x0f800000 (bytes) and 0x0f500000 ..
 * 0x0f600000 (words), each with a protected guard above it. The stores of a group through one
 * pointer come in increasing offset order (a word store is aligned), so the first one past a
 * buffer is the one that faults; the runtime's SIGSEGV handler writes that buffer out and
 * moves the saved pointer down by the buffer's size (targets/sparc/trace.S). */
#include "emit.h"
#include "strbuf.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* printf formats: the buffer pointers and the temporary */
#define BUF_REG "%%g6"
#define WBUF_REG "%%g7"
#define TMP_REG "%%g5"
/* Offsets and the group's size are 13-bit immediates; far below the guard's 64 KiB. */
#define MAX_GROUP 4096

/* IR numbering: %g0-%g7, %o0-%o7, %l0-%l7, %i0-%i7 (%sp is %o6, %fp is %i6). */
static const char *const reg_names[32] = {
	"%g0", "%g1", "%g2", "%g3", "%g4", "%g5", "%g6", "%g7",
	"%o0", "%o1", "%o2", "%o3", "%o4", "%o5", "%o6", "%o7",
	"%l0", "%l1", "%l2", "%l3", "%l4", "%l5", "%l6", "%l7",
	"%i0", "%i1", "%i2", "%i3", "%i4", "%i5", "%i6", "%i7",
};

/* One constant byte at off. */
static void put_byte(struct strbuf *out, unsigned v, int off)
{
	if (v == 0)
		strbuf_addf(out, "\tstb\t%%g0,[" BUF_REG "+%d]\n", off);
	else
		strbuf_addf(out, "\tmov\t%u," TMP_REG "\n\tstb\t" TMP_REG ",[" BUF_REG "+%d]\n", v,
			    off);
}

void sparc_emit_events(struct strbuf *out, struct strbuf *stubs, const char *id,
		       const struct target_event *ev, int n, int check_bytes, bool after_load,
		       const uint8_t *stolen)
{
	int off = 0, woff = 0;	/* bytes stored through the two pointers */

	/* No room check (the guard page), no stubs, and no load delays on SPARC. */
	(void)stubs;
	(void)id;
	(void)check_bytes;
	(void)after_load;
	if (n == 0)
		return;
	for (int i = 0; i < n; i++) {
		const struct target_event *e = &ev[i];

		if (e->kind == TARGET_EV_VALUE) {
			const char *r;

			/* a general register; one of the instrumentation's own only in a function
			 * that steals them, from its shadow word (targets/sparc/steal.c) */
			assert(e->reg < 32 && (stolen || e->reg < 5 || e->reg > 7));
			assert(e->size == 1 || e->size == 2 || e->size == 4);
			r = reg_names[e->reg];
			if (e->reg >= 5 && e->reg <= 7 && e->size < 4) {
				/* its low bytes, byte by byte from the shadow word */
				for (int b = 4 - e->size; b < 4; b++)
					strbuf_addf(out, "\tsethi\t%%hi(0x0f810000), " TMP_REG "\n"
							 "\tldub\t[" TMP_REG "+%u], " TMP_REG "\n"
							 "\tstb\t" TMP_REG ",[" BUF_REG "+%d]\n",
						    SPARC_SHADOW(e->reg) + (unsigned)b, off++);
				continue;
			}
			if (e->reg >= 5 && e->reg <= 7) {
				strbuf_addf(out, "\tsethi\t%%hi(0x0f810000), " TMP_REG "\n"
						 "\tld\t[" TMP_REG "+%u], " TMP_REG "\n",
					    SPARC_SHADOW(e->reg));
				r = "%g5";
			}
			if (e->size == 4) {
				strbuf_addf(out, "\tst\t%s,[" WBUF_REG "+%d]\n", r, woff);
				woff += 4;
				continue;
			}
			if (e->reg == 0) {
				for (int b = 0; b < e->size; b++)
					put_byte(out, 0, off + b);
			} else {
				if (e->size == 2)
					strbuf_addf(out, "\tsrl\t%s,8," TMP_REG "\n"
							 "\tstb\t" TMP_REG ",[" BUF_REG "+%d]\n", r, off);
				strbuf_addf(out, "\tstb\t%s,[" BUF_REG "+%d]\n", r, off + e->size - 1);
			}
			off += e->size;
		} else {
			assert(e->size == 1 || e->size == 2);
			for (int b = e->size - 1; b >= 0; b--)
				put_byte(out, (e->value >> (8 * b)) & 0xff, off++);
		}
	}
	assert(off < MAX_GROUP && woff < MAX_GROUP);
	if (off)
		strbuf_addf(out, "\tadd\t" BUF_REG ",%d," BUF_REG "\n", off);
	if (woff)
		strbuf_addf(out, "\tadd\t" WBUF_REG ",%d," WBUF_REG "\n", woff);
}

/* Before each system call (`ta 0x10`, its number in %g1): a call of the runtime's
 * __aex_syscall, linked through %g7 (the program's %o7 stays) after %g7 itself is kept in the
 * runtime's state, which writes the marker event, writes the buffers out before an exit,
 * refuses clone, and does a fork itself (docs/processes.md), returning past the `ta` (which
 * follows the hook right away: the instrumenter's <id>_a label is not needed), all without
 * changing the condition codes or any program register but as the system call would. A fork or
 * rt_sigaction goes through the site's stub <id>_s0 first (its address kept in the state), so
 * that the golden trace of the traced run logs the system call's fetch there (its sethi). */
int sparc_emit_syscall_hook(struct strbuf *out, struct strbuf *stubs, const char *id,
			     const uint8_t *stolen)
{
	(void)stolen;
	strbuf_addf(out, "\tsethi\t%%hi(0x0f810000),%%g5\n"
			 "\tst\t%%g7,[%%g5+%u]\n"
			 "\tsethi\t%%hi(%s_s0),%%g7\n"
			 "\tor\t%%g7,%%lo(%s_s0),%%g7\n"
			 "\tst\t%%g7,[%%g5+%u]\n"
			 "\tsethi\t%%hi(__aex_syscall),%%g5\n"
			 "\tjmpl\t%%g5+%%lo(__aex_syscall),%%g7\n"
			 "\t nop\n", SPARC_SYSCALL_G7, id, id, SPARC_SYSCALL_STUB);
	strbuf_addf(stubs, "%s_s0:\n"
			   "\tsethi\t%%hi(0x0f810000),%%g7\n"
			   "\tld\t[%%g7+%u],%%g5\n"
			   "\tjmp\t%%g5\n"
			   "\t nop\n", id, SPARC_SYSCALL_STUB + 4);
	return 1;
}
