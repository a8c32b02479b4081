/* emit.c — RV32IM instrumentation sequences (guard-page buffers). Registers: the event-byte
 * buffer's pointer B is t6 under the reserved strategy (gcc -ffixed-t6) and the first stolen
 * register under steal (steal.c), whose program value a value event reads from its shadow
 * word; gp points into the value-word buffer and tp is the one temporary, under both: code
 * built without relaxation or threads never names them. Nothing else of the program's state
 * changes.
 *
 * A group of events (a witness 7, the value of s0, the halfword loaded into s1, a witness 0):
 *	li	tp,7
 *	sb	tp,0(B)
 *	sw	s0,0(gp)		# a value: aligned, in the value-word stream
 *	sb	s1,1(B)			# little-endian: the low byte first
 *	srli	tp,s1,8
 *	sb	tp,2(B)
 *	sb	zero,3(B)
 *	addi	B,B,4
 *	addi	gp,gp,4
 * No room check: the stores through each pointer go up, each at or below the first byte not
 * yet written, so the first one reaching the protected guard above a buffer faults before it
 * writes, and the runtime's handler (trace.S) writes the buffer out and moves the saved
 * pointer back by the buffer's size; the store runs again at its start. */
#include "emit.h"
#include "strbuf.h"

#include <assert.h>

#define STATE_HI "0x0f810"	/* the runtime's state, 0x0f810000 (trace.S) */
#define MAX_GROUP 2048		/* offsets are 12-bit signed immediates */

/* A runtime routine that preserves every register but tp and ra; ra waits in the state. */
static void call_runtime(struct strbuf *out, const char *routine)
{
	strbuf_addf(out, "\tlui\ttp," STATE_HI "\n\tsw\tra,0(tp)\n\tcall\t%s\n"
			 "\tlui\ttp," STATE_HI "\n\tlw\tra,0(tp)\n", routine);
}

void rv_emit_events(struct strbuf *out, struct strbuf *stubs, const char *id,
		    const struct target_event *ev, int n, int check_bytes, bool after_load,
		    const uint8_t *stolen)
{
	int off = 0, woff = 0;
	unsigned buf = stolen ? stolen[0] : RV_RESERVED_BUF;

	(void)stubs;
	(void)id;
	(void)check_bytes;
	(void)after_load;	/* no load delays */
	for (int i = 0; i < n; i++) {
		const struct target_event *e = &ev[i];
		unsigned r = e->reg;

		if (e->kind == TARGET_EV_WITNESS) {
			/* big-endian, as the regenerator reads witnesses on every ISA */
			assert(e->size == 1 || e->size == 2);
			for (int b = e->size - 1; b >= 0; b--, off++) {
				unsigned v = (e->value >> (8 * b)) & 0xff;

				if (v)
					strbuf_addf(out, "\tli\ttp,%u\n\tsb\ttp,%d(x%u)\n", v, off, buf);
				else
					strbuf_addf(out, "\tsb\tzero,%d(x%u)\n", off, buf);
			}
			continue;
		}
		assert(r < 32 && r != RV_TMP && r != RV_VALUE_BUF);
		assert(e->size == 1 || e->size == 2 || e->size == 4);
		if (stolen && (r == stolen[0] || r == stolen[1])) {
			/* the program's value, from its shadow word */
			if (e->size == 4) {
				strbuf_addf(out, "\tlui\ttp," STATE_HI "\n\tlw\ttp,%u(tp)\n"
						 "\tsw\ttp,%d(gp)\n", RV_SHADOW(r), woff);
				woff += 4;
				continue;
			}
			for (int b = 0; b < e->size; b++)
				strbuf_addf(out, "\tlui\ttp," STATE_HI "\n\tlbu\ttp,%u(tp)\n"
						 "\tsb\ttp,%d(x%u)\n", RV_SHADOW(r) + b, off++, buf);
			continue;
		}
		assert(r != buf);
		if (e->size == 4) {
			strbuf_addf(out, "\tsw\tx%u,%d(gp)\n", r, woff);
			woff += 4;
			continue;
		}
		strbuf_addf(out, "\tsb\tx%u,%d(x%u)\n", r, off++, buf);
		if (e->size == 2)
			strbuf_addf(out, "\tsrli\ttp,x%u,8\n\tsb\ttp,%d(x%u)\n", r, off++, buf);
	}
	assert(off < MAX_GROUP && woff < MAX_GROUP);
	if (off)
		strbuf_addf(out, "\taddi\tx%u,x%u,%d\n", buf, buf, off);
	if (woff)
		strbuf_addf(out, "\taddi\tgp,gp,%d\n", woff);
}

/* Before each ecall (a7 its number): the marker event, 1 for exit and exit_group (their stub
 * <id>_x writes the buffers out through __aex_flush first), else 0. clone goes to __aex_fork
 * (<id>_f), which forks when the arguments are a fork's (RV32 has no fork system call) and
 * refuses any other clone, and clone3 is refused (<id>_k); rt_sigaction and rt_sigprocmask
 * go to __aex_sigaction (<id>_g). Those two go on past the ecall, at <id>_a. <id>_s0 and
 * <id>_s1, the first instruction of their runtime calls, mark where the runtime does the
 * system call. */
int rv_emit_syscall_hook(struct strbuf *out, struct strbuf *stubs, const char *id,
			 const uint8_t *stolen)
{
	struct target_event marker = { .kind = TARGET_EV_WITNESS, .size = 1 };

	strbuf_addf(out,
		    "\taddi\ttp,a7,-94\n\tbeqz\ttp,%s_x\n"
		    "\taddi\ttp,a7,-93\n\tbeqz\ttp,%s_x\n"
		    "\taddi\ttp,a7,-220\n\tbeqz\ttp,%s_f\n"
		    "\taddi\ttp,a7,-435\n\tbeqz\ttp,%s_k\n"
		    "\taddi\ttp,a7,-134\n\tsltiu\ttp,tp,2\n\tbnez\ttp,%s_g\n", id, id, id, id, id);
	rv_emit_events(out, stubs, id, &marker, 1, 1, false, stolen);
	strbuf_addf(out, "%s_b:\n", id);
	strbuf_addf(stubs, "%s_x:\n", id);
	marker.value = 1;
	rv_emit_events(stubs, stubs, id, &marker, 1, 1, false, stolen);
	call_runtime(stubs, "__aex_flush");
	strbuf_addf(stubs, "\tj\t%s_b\n%s_f:\n%s_s0:\n", id, id, id);
	call_runtime(stubs, "__aex_fork");
	strbuf_addf(stubs, "\tj\t%s_a\n%s_k:\n\tcall\t__aex_unsupported\n%s_g:\n", id, id, id);
	marker.value = 0;
	rv_emit_events(stubs, stubs, id, &marker, 1, 1, false, stolen);
	strbuf_addf(stubs, "%s_s1:\n", id);
	call_runtime(stubs, "__aex_sigaction");
	strbuf_addf(stubs, "\tj\t%s_a\n", id);
	return 2;
}
