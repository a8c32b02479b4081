/* emit.c — SPARC V8 instrumentation sequences (guard-page strategy). Registers: %g6 is the
 * event buffer pointer, %g5 and %g7 are temporaries (32-bit SPARC gcc never uses %g5-%g7).
 * Nothing else of the program's state changes: no program register, not %y, and not the
 * condition codes, so the code uses no instruction that sets icc and has no room check.
 *
 * A group of events (a witness 7, the value of %o1), 10 instructions:
 *	mov	7, %g7
 *	stb	%g7, [%g6+0]
 *	srl	%o1, 24, %g7		! a value: its bytes, big-endian
 *	stb	%g7, [%g6+1]
 *	srl	%o1, 16, %g7
 *	stb	%g7, [%g6+2]
 *	srl	%o1, 8, %g7
 *	stb	%g7, [%g6+3]
 *	stb	%o1, [%g6+4]
 *	add	%g6, 5, %g6
 * A 1-byte value (a byte load's) is one stb of the register, a 2-byte value srl 8 and two stb.
 * The buffer (docs/memory-layout.md) is 0x0f700000 .. 0x0f800000, with a protected guard
 * above it. Every store of a group goes through %g6 in increasing offset order, so the first
 * one past the buffer is the one that faults; the runtime's SIGSEGV handler writes the buffer
 * out and moves the saved %g6 down by the buffer's size (targets/sparc/trace.S). */
#include "emit.h"
#include "strbuf.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* printf formats: the buffer pointer and the temporary */
#define BUF_REG "%%g6"
#define TMP_REG "%%g7"
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
	int off = 0;

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
			r = reg_names[e->reg];
			if (e->reg >= 5 && e->reg <= 7) {
				strbuf_addf(out, "\tsethi\t%%hi(0x0f810000), %%g5\n"
						 "\tld\t[%%g5+%u], %%g5\n", SPARC_SHADOW(e->reg));
				r = "%g5";
			}
			assert(e->size == 1 || e->size == 2 || e->size == 4);
			if (e->reg == 0) {
				for (int b = 0; b < e->size; b++)
					put_byte(out, 0, off + b);
			} else {
				for (int shift = 8 * (e->size - 1); shift > 0; shift -= 8)
					strbuf_addf(out, "\tsrl\t%s,%d," TMP_REG "\n"
							 "\tstb\t" TMP_REG ",[" BUF_REG "+%d]\n",
						    r, shift, off + e->size - 1 - shift / 8);
				strbuf_addf(out, "\tstb\t%s,[" BUF_REG "+%d]\n", r, off + e->size - 1);
			}
			off += e->size;
		} else {
			assert(e->size == 1 || e->size == 2);
			for (int b = e->size - 1; b >= 0; b--)
				put_byte(out, (e->value >> (8 * b)) & 0xff, off++);
		}
	}
	assert(off < MAX_GROUP);
	strbuf_addf(out, "\tadd\t" BUF_REG ",%d," BUF_REG "\n", off);
}

/* Before each system call (`ta 0x10`, its number in %g1): a call of the runtime's
 * __aex_syscall, linked through %g7 (the program's %o7 stays), which writes the marker event,
 * writes the buffer out before an exit and refuses fork, without changing the condition codes
 * or any program register. */
void sparc_emit_syscall_hook(struct strbuf *out, struct strbuf *stubs, const char *id,
			     const uint8_t *stolen)
{
	(void)stubs;
	(void)id;
	(void)stolen;
	strbuf_puts(out, "\tsethi\t%hi(__aex_syscall),%g5\n"
			 "\tjmpl\t%g5+%lo(__aex_syscall),%g7\n"
			 "\t nop\n");
}
