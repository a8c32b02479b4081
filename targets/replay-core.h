/* replay-core.h — the recording layer of replay builds (aex build --mode replay,
 * docs/replay.md): its memory and state, shared by a target's replay.S and the layer's
 * ISA-neutral part, targets/replay-core.c. Defines only: included by assembly and by C. */
#ifndef AEX_REPLAY_CORE_H
#define AEX_REPLAY_CORE_H

/* In the reserved range (docs/memory-layout.md), apart from the tracing runtime's words. */
#define AEX_REPLAY_STATE	0x0f900000	/* the state words below */
#define AEX_REPLAY_STACK	0x0f980000	/* the layer's stack grows down from here */
#define AEX_REPLAY_ASTACK	0x0f940000	/* the stack of its handler of kept signals, below
						 * the first (a nested handler goes on below) */
#define AEX_REPLAY_BUF		0x0fa00000	/* the log being written (record), 1 MiB; the
						 * chunk header in the word below it */
#define AEX_REPLAY_BUF_SIZE	0x00100000

/* The descriptor a replay reads the log from (aex replay opens it); a recording writes the
 * log into the event descriptor, 1000, as chunks of stream 0 (docs/event-format.md). */
#define AEX_REPLAY_FD		1004

/* The words the golden plugin's signals= option keeps (golden/golden.c; host byte order,
 * which the layer reads and writes byte by byte): the instructions of the program's blocks
 * that began (8 bytes), the count after which the plugin sends a signal (8), that signal as
 * the host numbers it (4), the plugin's mark (4: nonzero when it is there), the layer's
 * (4: nonzero from the program's first handler the layer keeps: the plugin counts from
 * there), and the pc the signal came at when recorded (4). */
#define RS_SIGWORDS	192
#define SW_COUNT	0	/* its 4-byte words: the count (low, high), */
#define SW_TARGET	2	/* the count to send at (low, high), */
#define SW_HOST		4	/* the signal, */
#define SW_MARK		5	/* the plugin's mark, */
#define SW_WANT		6	/* the layer's, */
#define SW_PC		7	/* the pc */

/* A signal the layer's handler of another sends before going on to the program's handler of
 * that one (0: none), so that its frame lands on the other's (replay.S, __aex_replay_async),
 * and the pid to send it to. */
#define RS_STACKED	128
#define RS_STACKED_PID	132

/* Recording: nonzero when a signal that came while the layer ran waits in its table for the
 * end of a call (targets/replay-core.c, end_call). The entry's way back to the program looks
 * at it once more (replay.S, __aex_replay_leave): one that came after the call's end looked
 * is sent first (the frame's RS_PHASE set to RS_LOOK_AGAIN, on at __aex_replay_raised). */
#define RS_PENDING	136

/* Recording: nonzero when a signal came while the layer's handler of another decided (or
 * left the C part), so that handler, back in replay.S (__aex_replay_decided), calls
 * __aex_replay_nested before it goes on: the signal is sent first, its frame on the other's,
 * or waits with it for a call's end. */
#define RS_NESTED	140

/* The state: at AEX_REPLAY_STATE the depth (calls in progress: a handler of a signal that
 * comes during a call the layer makes makes calls of its own), then a frame per call in
 * progress, RS_FRAME_SIZE bytes from AEX_REPLAY_STATE + RS_FRAMES, and the C part's state
 * from AEX_REPLAY_STATE + RS_C. A frame's words at + RS_*: the target's replay.S fills the
 * call's number and arguments and the program's stack pointer, the C part the results;
 * on the way back the arguments' registers are set from the frame again, as the kernel
 * leaves them. */
#define RS_DEPTH	0
#define RS_FRAMES	256	/* (after RS_SIGWORDS) */
#define RS_FRAME_SIZE	128
#define RS_MAX_DEPTH	16
#define RS_C		(RS_FRAMES + RS_MAX_DEPTH * RS_FRAME_SIZE)

#define RS_NR		0	/* the call's number */
#define RS_A0		4	/* its six arguments, RS_A0 + 4k */
#define RS_R0		28	/* the result (the kernel's first result register) */
#define RS_R1		32	/* the second result register (MIPS $3, SPARC %o1) */
#define RS_ERR		36	/* MIPS $7, SPARC's carry: nonzero when r0 is an errno */
#define RS_SP		40	/* the program's stack pointer at the call */
#define RS_LINK		44	/* where the layer returns into the stub */
#define RS_SAVE		48	/* the target's: registers of the stub it keeps (4 words) */
#define RS_SERVE	64	/* the C part's: how the call is served */
#define RS_REC		68	/* the C part's: replay, the call's record (3 words) */
#define RS_ORIG		80	/* the C part's: the program's first two arguments, when the
				 * call made again takes others (a child's real pid) */
#define RS_WRAP		88	/* the C part's: rt_sigaction's signal, its action, whether the
				 * layer keeps the handler; a kill's signal whose handler it keeps */
#define RS_AUX		100	/* a call the layer makes of its own with the program's stack
				 * pointer (RP_RAISE): its number and four arguments */
#define RS_PHASE	120	/* the C part's: where __aex_replay_step goes on */
#define RS_LOOK_AGAIN	2	/* RS_PHASE: on at the call's end (the C part's PH_EXIT) */

/* What __aex_replay_before tells replay.S: the call answered (the results are in the frame),
 * to be made, or to be made and never to return here (the frame is dropped first). */
#define RP_ANSWERED	0
#define RP_PERFORM	1
#define RP_NORETURN	2
#define RP_RAISE	3	/* make the call at RS_AUX (a signal sent to the process itself,
				 * which reaches the program's handler there, as the kernel would
				 * deliver it), then call __aex_replay_step, which says what next */

/* What __aex_replay_signal tells replay.S's handler of a kept signal besides the program's
 * handler's address: return from the signal (RA_RETURN), or return from it to __aex_replay_raised
 * (the frame's pc set there; SPARC's npc after it): the signal came as the entry went back to
 * the program, after its last look at the signals waiting (RS_PENDING), so the entry looks
 * again. Nothing there has changed the layer's state yet: it is made again. */
#define RA_RETURN	0
#define RA_LOOK_AGAIN	1
#define RA_NESTED	2	/* return from the signal, kept for the handler it came in (which
				 * looks at RS_NESTED) */

#endif
