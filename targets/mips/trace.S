/* trace.S — the MIPS tracing runtime, linked into traced ELFs only (never instrumented):
 * process entry, buffer flush, and the fatal-signal path that saves a crashing program's
 * events. It uses only the reserved range (docs/memory-layout.md) and registers it restores.
 *
 * State at 0x0f800000:
 *   +0    $31 of an instrumentation sequence calling in
 *   +4    nonzero while a flush is running (a signal during it must not flush again)
 *   +16   save area of the flush (registers $2-$15, $24, $25)
 *   +128  the crash record written into the event header: end, signal, pc
 *   +160  rt_sigaction argument
 *   +0x10000 .. +0x18000  the signal stack */
#include "aex_events.h"

#define BUF 0x0f000000
#define STATE_HI 0x0f80
#define ALTSTACK 0x0f810000
#define ALTSTACK_SIZE 0x8000

	.section .text.aex,"ax",@progbits
	.set	noreorder
	.set	nomacro
	.set	noat

	/* Read-only data stays in the text segment: the data segment must not change
	 * (docs/memory-layout.md). */
	.section .aex_rodata,"a",@progbits
fatal_signals:
	/* MIPS signals whose default action ends the process */
	.byte	1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 19, 22, 28, 29, 30, 31, 0
nofd_msg:
	.ascii	"aex: error: descriptor 1000 is not open: run traced programs with 'aex run'\n"
nofd_end:
	.set	nofd_len, nofd_end - nofd_msg
write_msg:
	.ascii	"aex: error: writing the event trace failed\n"
write_end:
	.set	write_len, write_end - write_msg
fork_msg:
	.ascii	"aex: error: this traced program forks; tracing forked processes is not supported yet\n"
fork_end:
	.set	fork_len, fork_end - fork_msg

	.section .text.aex,"ax",@progbits
	.align	2

/* Process entry of a traced program: set up the buffer and the signal path, then start the
 * program at __start with the registers and stack the kernel gave. */
	.globl	__aex_start
	.ent	__aex_start
	.type	__aex_start, @function
__aex_start:
	lui	$23,0x0f00			# buffer pointer = BUF
	/* Is the event descriptor open? fcntl(AEX_EVENTS_FD, F_GETFD) */
	li	$2,4055
	li	$4,AEX_EVENTS_FD
	li	$5,1
	syscall
	beq	$7,$0,1f
	nop
	lui	$5,%hi(nofd_msg)
	addiu	$5,$5,%lo(nofd_msg)
	li	$6,nofd_len
	li	$4,2
	li	$2,4004				# write(2, msg, len)
	syscall
	li	$4,127
	li	$2,4246				# exit_group(127)
	syscall
1:	/* sigaltstack({ALTSTACK, 0, ALTSTACK_SIZE}) — MIPS stack_t: sp, size, flags */
	lui	$1,STATE_HI
	lui	$8,%hi(ALTSTACK)
	sw	$8,160($1)
	li	$8,ALTSTACK_SIZE
	sw	$8,164($1)
	sw	$0,168($1)
	addiu	$4,$1,160
	move	$5,$0
	li	$2,4206
	syscall
	/* rt_sigaction(sig, {SA_SIGINFO|SA_ONSTACK|SA_RESETHAND, __aex_signal, {}}, 0, 16)
	 * for the signals whose default action ends the process. */
	lui	$1,STATE_HI
	lui	$8,0x8800
	ori	$8,$8,0x0008
	sw	$8,160($1)
	lui	$8,%hi(__aex_signal)
	addiu	$8,$8,%lo(__aex_signal)
	sw	$8,164($1)
	sw	$0,168($1)
	sw	$0,172($1)
	sw	$0,176($1)
	sw	$0,180($1)
	lui	$9,%hi(fatal_signals)
	addiu	$9,$9,%lo(fatal_signals)
2:	lbu	$4,0($9)
	nop
	beq	$4,$0,3f
	addiu	$9,$9,1
	lui	$5,STATE_HI
	addiu	$5,$5,160
	move	$6,$0
	li	$7,16
	li	$2,4194
	syscall
	b	2b
	nop
3:	/* the kernel's registers: all but $sp are don't-care at entry, but start clean */
	move	$2,$0
	move	$4,$0
	move	$5,$0
	move	$6,$0
	move	$7,$0
	move	$8,$0
	move	$9,$0
	j	__start
	move	$1,$0
	.end	__aex_start
	.size	__aex_start, .-__aex_start

/* Writes the buffer [BUF, $23) to the event descriptor and resets $23. Preserves every
 * register but $1 (and $31, which callers keep in the state area). */
	.globl	__aex_flush
	.ent	__aex_flush
	.type	__aex_flush, @function
__aex_flush:
	lui	$1,STATE_HI
	sw	$2,16($1)
	sw	$3,20($1)
	sw	$4,24($1)
	sw	$5,28($1)
	sw	$6,32($1)
	sw	$7,36($1)
	sw	$8,40($1)
	sw	$9,44($1)
	sw	$10,48($1)
	sw	$11,52($1)
	sw	$12,56($1)
	sw	$13,60($1)
	sw	$14,64($1)
	sw	$15,68($1)
	sw	$24,72($1)
	sw	$25,76($1)
	li	$8,1
	sw	$8,4($1)			# flushing
	lui	$5,0x0f00			# from
	subu	$6,$23,$5			# bytes
4:	blez	$6,6f
	nop
	li	$4,AEX_EVENTS_FD
	li	$2,4004				# write
	syscall
	beq	$7,$0,5f
	nop
	addiu	$8,$2,-4			# EINTR: again
	beq	$8,$0,4b
	nop
	b	__aex_write_failed
	nop
5:	addu	$5,$5,$2
	b	4b
	subu	$6,$6,$2
6:	lui	$23,0x0f00
	lui	$1,STATE_HI
	sw	$0,4($1)
	lw	$2,16($1)
	lw	$3,20($1)
	lw	$4,24($1)
	lw	$5,28($1)
	lw	$6,32($1)
	lw	$7,36($1)
	lw	$8,40($1)
	lw	$9,44($1)
	lw	$10,48($1)
	lw	$11,52($1)
	lw	$12,56($1)
	lw	$13,60($1)
	lw	$14,64($1)
	lw	$15,68($1)
	lw	$24,72($1)
	jr	$31
	lw	$25,76($1)
	.end	__aex_flush
	.size	__aex_flush, .-__aex_flush

__aex_write_failed:
	lui	$5,%hi(write_msg)
	addiu	$5,$5,%lo(write_msg)
	li	$6,write_len
	li	$4,2
	li	$2,4004
	syscall
	li	$4,127
	li	$2,4246
	syscall

/* A system call tracing does not follow yet (fork, clone): say so and stop. */
	.globl	__aex_unsupported
	.ent	__aex_unsupported
	.type	__aex_unsupported, @function
__aex_unsupported:
	lui	$5,%hi(fork_msg)
	addiu	$5,$5,%lo(fork_msg)
	li	$6,fork_len
	li	$4,2
	li	$2,4004
	syscall
	li	$4,127
	li	$2,4246
	syscall
	.end	__aex_unsupported
	.size	__aex_unsupported, .-__aex_unsupported

/* Fatal signal (on the signal stack, handler reset to the default by SA_RESETHAND):
 * write out the events, note the signal and the faulting pc in the event header when the
 * trace is a file, and return: the signal comes again and ends the process as it would have. */
	.globl	__aex_signal
	.ent	__aex_signal
	.type	__aex_signal, @function
__aex_signal:
	lui	$1,STATE_HI
	lw	$8,4($1)
	move	$16,$4				# signal
	bne	$8,$0,8f			# died inside a flush: the buffer is not consistent
	move	$17,$6				# ucontext
	move	$18,$31
	jal	__aex_flush
	nop
	move	$31,$18
	/* the crash record: end, signal, pc (ucontext: uc_mcontext at 24, sc_pc u64 at +8) */
	lui	$1,STATE_HI
	li	$8,AEX_EVENTS_END_SIGNAL
	sw	$8,128($1)
	sw	$16,132($1)
	lw	$8,36($17)
	nop
	sw	$8,136($1)
	/* lseek(fd, AEX_EVENTS_OFF_END, SEEK_SET); write(fd, record, 12) */
	li	$4,AEX_EVENTS_FD
	li	$5,AEX_EVENTS_OFF_END
	move	$6,$0
	li	$2,4019
	syscall
	bne	$7,$0,8f			# a pipe: no header to update
	nop
	li	$4,AEX_EVENTS_FD
	lui	$5,STATE_HI
	addiu	$5,$5,128
	li	$6,12
	li	$2,4004
	syscall
8:	/* re-raise in case the signal does not come again by itself (kill, abort) */
	li	$2,4020				# getpid
	syscall
	move	$4,$2
	move	$5,$16
	li	$2,4037				# kill(getpid(), sig)
	syscall
	jr	$31
	nop
	.end	__aex_signal
	.size	__aex_signal, .-__aex_signal

	.section .note.GNU-stack,"",@progbits
