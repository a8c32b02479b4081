/* trace-core.h — the tracing runtime's memory and state, shared by a target's trace.S and the
 * runtime's ISA-neutral part, targets/trace-core.c (docs/porting.md, "The tracing runtime";
 * docs/memory-layout.md). Defines only: included by assembly and by C. */
#ifndef AEX_TRACE_CORE_H
#define AEX_TRACE_CORE_H

#define AEX_WBUF	0x0f500000	/* value words, 1 MiB, its guard above */
#define AEX_WGUARD	0x0f600000
#define AEX_BUF		0x0f700000	/* event bytes, 1 MiB, its guard above */
#define AEX_GUARD	0x0f800000
#define AEX_BUF_SIZE	0x00100000
#define AEX_GUARD_SIZE	0x00010000
#define AEX_STATE	0x0f810000
#define AEX_ALTSTACK	0x0f820000	/* the signal stack */
#define AEX_ALTSTACK_SIZE 0x8000

/* The state's words, at AEX_STATE + ST_* (all below 2048: a 12-bit offset reaches them);
 * flags are 0 or not. */
#define ST_RET		0	/* the return address of an instrumentation sequence calling in */
#define ST_FLUSHING	4	/* 0, 1 (an exit's or a fork's write), 2 (in the fault handler) */
#define ST_MARK		8	/* where the event bytes not yet written out start */
#define ST_WMARK	12	/* where the value words not yet written out start */
#define ST_SAVE		16	/* the target's: registers of a routine called in (27 words) */
#define ST_CTL		128	/* a control chunk (its header at -4) */
#define ST_SHADOW	256	/* steal: the program's value of register n at + 4n (n < 64) */
#define ST_ARMED	512	/* BR and WR (live or saved) are moved into their guards */
#define ST_D0		516	/* by how much BR was moved */
#define ST_D1		520	/* and WR */
#define ST_ARMREQ	524	/* move them on the way back to the program */
#define ST_DEFER	528	/* the signals waiting (a sigset, bit n - 1 for signal n) */
#define ST_DPC		544	/* the event store they were let in at */
#define ST_SET		548	/* a sigset for rt_sigprocmask */
#define ST_VMASK	564	/* SIGSEGV and SIGBUS as the program has them blocked */
#define ST_NEXT		568	/* after a fork: where BR starts, past AEX_BUF */
#define ST_CBR		572	/* BR while the target calls the C part */
#define ST_HANDLERS	1024	/* signal n's handler and flags at + 8n (n < 128) */

/* __aex_core_fail's messages */
#define AEX_MSG_NOFD	0
#define AEX_MSG_GUARD	1
#define AEX_MSG_WRITE	2
#define AEX_MSG_CLONE	3
#define AEX_MSG_SOCK	4
#define AEX_MSG_FAULT	5
#define AEX_MSG_FAULTRET 6

#endif
