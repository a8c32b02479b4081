/* replay.S — the SPARC part of the recording layer of replay builds (docs/replay.md): the
 * entry rt's system-call stubs call in the place of their trap (targets/sparc/rt/syscall.S,
 * built -DAEX_REPLAY: `sethi; jmpl` linked through %g5, and a nop), and the layer's own
 * system calls. The entry keeps the call in a frame of the state (targets/replay-core.h),
 * asks the C part on the layer's stack whether it is answered from the log or made, makes
 * it with the program's registers and stack pointer when made, and returns to the stub as
 * the trap would: %o0 and %o1 set, the carry set on an error, %o2 to %o5 the arguments,
 * %o7 kept; %g5, %g6 and %g7
 * (which gcc never allocates) used. All of it in .aex_replay, after the program's code. */
#include "replay-core.h"

/* Windows: the layer's C part saves and restores register windows, and not alike when
 * recording and when replaying, so the windows left valid when it returns to the program,
 * and so where the program's own saves and restores trap (qemu runs a trapped block again,
 * which the golden plugin's count of the program's instructions counts: docs/replay.md),
 * would differ. Every way back to the program (the entry's return, the handler's jump to
 * the program's handler or its sigreturn) flushes them first (ta 3): then only the current
 * window is valid, in both runs. */

	.section .aex_replay,"ax",@progbits

/* %g6 = the current call's frame (uses %g7). */
	.macro	frame
	sethi	%hi(AEX_REPLAY_STATE),%g6
	ld	[%g6+RS_DEPTH],%g7
	sll	%g7,7,%g7
	add	%g6,%g7,%g6
	add	%g6,RS_FRAMES-RS_FRAME_SIZE,%g6
	.endm

/* The depth plus d (uses %g6 and %g7; the condition codes stay). */
	.macro	depth d
	sethi	%hi(AEX_REPLAY_STATE),%g6
	ld	[%g6+RS_DEPTH],%g7
	add	%g7,\d,%g7
	st	%g7,[%g6+RS_DEPTH]
	.endm

	.globl	__aex_replay_entry
	.type	__aex_replay_entry, #function
__aex_replay_entry:
	depth	1
	frame
	st	%g1,[%g6+RS_NR]
	st	%o0,[%g6+RS_A0]
	st	%o1,[%g6+RS_A0+4]
	st	%o2,[%g6+RS_A0+8]
	st	%o3,[%g6+RS_A0+12]
	st	%o4,[%g6+RS_A0+16]
	st	%o5,[%g6+RS_A0+20]
	st	%sp,[%g6+RS_SP]
	st	%g5,[%g6+RS_LINK]
	st	%o7,[%g6+RS_SAVE]
	sethi	%hi(AEX_REPLAY_STACK),%sp
	call	__aex_replay_before
	 sub	%sp,96,%sp
4:	cmp	%o0,RP_ANSWERED			! what C said: answered (or done),
	be	3f
	 mov	%o0,%g5
	cmp	%g5,RP_RAISE			! a call of the layer's own, or the program's
	be	5f
	 nop
	frame
	ld	[%g6+RS_NR],%g1
	ld	[%g6+RS_A0],%o0
	ld	[%g6+RS_A0+4],%o1
	ld	[%g6+RS_A0+8],%o2
	ld	[%g6+RS_A0+12],%o3
	ld	[%g6+RS_A0+16],%o4
	ld	[%g6+RS_A0+20],%o5
	ld	[%g6+RS_SP],%sp
	cmp	%g5,RP_NORETURN
	bne	1f
	 nop
	depth	-1			! no return: the frame is dropped first
1:	ta	0x10
	.globl	__aex_replay_performed
__aex_replay_performed:
	addx	%g0,%g0,%g5		! the carry: the kernel's error
	frame
	st	%o0,[%g6+RS_R0]
	st	%o1,[%g6+RS_R1]
	st	%g5,[%g6+RS_ERR]
	sethi	%hi(AEX_REPLAY_STACK),%sp
	call	__aex_replay_after
	 sub	%sp,96,%sp
	ba	4b
	 nop
5:	frame				! RP_RAISE: the call at RS_AUX, the program's %sp
	ld	[%g6+RS_AUX],%g1
	ld	[%g6+RS_AUX+4],%o0
	ld	[%g6+RS_AUX+8],%o1
	ld	[%g6+RS_AUX+12],%o2
	ld	[%g6+RS_AUX+16],%o3
	ld	[%g6+RS_SP],%sp
	ta	0x10
	.globl	__aex_replay_raised
__aex_replay_raised:
	sethi	%hi(AEX_REPLAY_STACK),%sp
	call	__aex_replay_step
	 sub	%sp,96,%sp
	ba	4b
	 nop
	.globl	__aex_replay_leave
__aex_replay_leave:
3:	ta	3			! the windows flushed (below, "Windows")
	sethi	%hi(AEX_REPLAY_STATE),%g6	! back to the program: the signals that
	ld	[%g6+RS_PENDING],%g7		! came after the call's end looked sent
	cmp	%g7,0				! first; one that comes from here on
	bne	6f				! makes all this again from there
	 nop					! (__aex_replay_signal: RA_LOOK_AGAIN)
	frame
	ld	[%g6+RS_A0+8],%o2
	ld	[%g6+RS_A0+12],%o3
	ld	[%g6+RS_A0+16],%o4
	ld	[%g6+RS_A0+20],%o5
	ld	[%g6+RS_R0],%o0
	ld	[%g6+RS_R1],%o1
	ld	[%g6+RS_SP],%sp
	ld	[%g6+RS_SAVE],%o7
	ld	[%g6+RS_ERR],%g5
	subcc	%g0,%g5,%g0		! the carry set when the call failed
	ld	[%g6+RS_LINK],%g5
	depth	-1
	jmp	%g5+8
	 nop
	.globl	__aex_replay_left
__aex_replay_left:
6:	frame
	mov	RS_LOOK_AGAIN,%g7
	st	%g7,[%g6+RS_PHASE]
	ba	__aex_replay_raised
	 nop
	.size	__aex_replay_entry, .-__aex_replay_entry

/* The kernel's handler of a signal whose handler the layer keeps (targets/replay-core.c,
 * wrap_before), a leaf: __aex_replay_signal asked, with the pc it came at (the saved
 * registers' at %o2, either kind of frame), on a stack of its own (below the kernel's frame
 * when it came while that stack was in use), then on to the program's handler it names with
 * the registers the kernel gave (%g5 the target), or back from the signal by the sigreturn
 * of its kind of frame. */
	.globl	__aex_replay_async
	.type	__aex_replay_async, #function
__aex_replay_async:
	sethi	%hi(AEX_REPLAY_ASTACK),%g6	! (no branch up to the call: one block,
	sub	%g6,%sp,%g7			! which no other signal interrupts before
	sethi	%hi(0x30000),%g5		! its %sp is on this stack; its 192 KiB)
	subcc	%g7,%g5,%g0
	subx	%g0,%g0,%g5			! all ones when %sp is on that stack:
	xor	%sp,%g6,%g7			! then below it, else from its top
	and	%g7,%g5,%g7
	xor	%g6,%g7,%g6
	sub	%g6,128,%g6			! a C frame (96) and 8 words
	st	%o0,[%g6+96]
	st	%o1,[%g6+100]
	st	%o2,[%g6+104]
	st	%o7,[%g6+108]
	st	%sp,[%g6+112]
	st	%o3,[%g6+116]
	ld	[%o2+4],%o1			! the interrupted pc
	add	%g6,96,%o2			! where the signal is kept: C may change it
	call	__aex_replay_signal
	 mov	%g6,%sp
	.globl	__aex_replay_decided
__aex_replay_decided:
	cmp	%o0,RA_NESTED
	bne	9f
	 sethi	%hi(AEX_REPLAY_STATE),%g7
	ba	8f				! kept for the handler it came in: back
	 mov	0,%o0
9:	ld	[%g7+RS_NESTED],%g7		! signals that came as it left C: sent
						! first or left waiting (RS_NESTED)
	cmp	%g7,0
	be	8f
	 nop
	call	__aex_replay_nested
	 nop
	ba	__aex_replay_decided
	 nop
8:	mov	%o0,%g5
	ld	[%sp+96],%o0
	ld	[%sp+100],%o1
	ld	[%sp+104],%o2
	ld	[%sp+108],%o7
	ld	[%sp+116],%o3
	ld	[%sp+112],%sp
	ta	3				! the windows flushed (above, "Windows")
	cmp	%g5,RA_LOOK_AGAIN
	bne	6f
	 sethi	%hi(__aex_replay_raised),%g7	! RA_LOOK_AGAIN: the frame's pc and npc
	or	%g7,%lo(__aex_replay_raised),%g7	! set to __aex_replay_raised, and back
	st	%g7,[%o2+4]
	add	%g7,4,%g7
	ba	2f
	 st	%g7,[%o2+8]
6:	cmp	%g5,0
	be	2f
	 sethi	%hi(AEX_REPLAY_STATE),%g6
	ld	[%g6+RS_STACKED],%g7
	cmp	%g7,0
	be	5f				! a signal to send first, its frame on this one's
	 nop
	st	%g0,[%g6+RS_STACKED]
	mov	%o0,%g2
	mov	%o1,%g3
	mov	%o2,%g4
	ld	[%g6+RS_STACKED_PID],%o0
	mov	%g7,%o1
	mov	37,%g1				! kill
	ta	0x10
	.globl	__aex_replay_stacked
__aex_replay_stacked:
	mov	%g2,%o0
	mov	%g3,%o1
	mov	%g4,%o2
	ta	3
	.globl	__aex_replay_sent
__aex_replay_sent:
5:	jmp	%g5
	 nop
2:	cmp	%o1,%o2				! back to the kernel: the frame's return,
	be	3f				! made here (not through rt's stub, whose
	 mov	216,%g1				! instructions are the program's): sigreturn
	mov	101,%g1				! of an old frame (%o1 == %o2), else
3:	ta	0x10				! rt_sigreturn
	.globl	__aex_replay_async_end
__aex_replay_async_end:
	.size	__aex_replay_async, .-__aex_replay_async

/* long __aex_replay_sys(nr, a, b, c, d, e): the layer's own system call, -errno on
 * failure. A leaf: no save. */
	.globl	__aex_replay_sys
	.type	__aex_replay_sys, #function
__aex_replay_sys:
	mov	%o0,%g1
	mov	%o1,%o0
	mov	%o2,%o1
	mov	%o3,%o2
	mov	%o4,%o3
	mov	%o5,%o4
	.globl	__aex_replay_trap
__aex_replay_trap:				! (the golden plugin's trap=: its bytes)
	ta	0x10
	bcc	1f
	 nop
	sub	%g0,%o0,%o0
1:	retl
	 nop
	.size	__aex_replay_sys, .-__aex_replay_sys

	.section .note.GNU-stack,"",@progbits
