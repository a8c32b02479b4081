/* setjmp/longjmp for SPARC V8. jmp_buf (rt/include/setjmp.h, 18 words): [0] %sp and [1] %o7
 * of the setjmp caller S, [2..9] its %l0..%l7, [10..17] its %i0..%i7 (%i6 is its %fp).
 * setjmp is a leaf, so it runs in S's window and stores that window. longjmp takes a window
 * of its own, flushes every other window to the stack (ta 3), writes S's window as setjmp
 * saw it into S's save area, points its %fp at S's %sp and its %i7 at the saved %o7, and
 * restores: the window underflow loads S's window from that save area, so longjmp returns
 * into S from any depth, including from S itself. S's window comes from the jmp_buf, not
 * from what the stack held: a signal handler's frame under qemu-sparc replaces the
 * interrupted window's %sp without writing that window out first, so the stack may not have
 * S's window at all when a handler leaves by longjmp. The instrumenter reads this file, one
 * instruction a line: no assembler loops. */
	.text

	.globl	setjmp
	.globl	_setjmp
	.type	setjmp, #function
setjmp:
_setjmp:
	st	%sp, [%o0+0]
	st	%o7, [%o0+4]
	st	%l0, [%o0+8]
	st	%l1, [%o0+12]
	st	%l2, [%o0+16]
	st	%l3, [%o0+20]
	st	%l4, [%o0+24]
	st	%l5, [%o0+28]
	st	%l6, [%o0+32]
	st	%l7, [%o0+36]
	st	%i0, [%o0+40]
	st	%i1, [%o0+44]
	st	%i2, [%o0+48]
	st	%i3, [%o0+52]
	st	%i4, [%o0+56]
	st	%i5, [%o0+60]
	st	%i6, [%o0+64]
	st	%i7, [%o0+68]
	jmp	%o7+8
	 mov	0, %o0
	.size	setjmp, .-setjmp

	.globl	longjmp
	.globl	_longjmp
	.type	longjmp, #function
longjmp:
_longjmp:
	save	%sp, -96, %sp
	ta	3
	ld	[%i0+0], %fp
	ld	[%i0+4], %i7
	ld	[%i0+8], %l0
	ld	[%i0+12], %l1
	ld	[%i0+16], %l2
	ld	[%i0+20], %l3
	st	%l0, [%fp+0]
	st	%l1, [%fp+4]
	st	%l2, [%fp+8]
	st	%l3, [%fp+12]
	ld	[%i0+24], %l0
	ld	[%i0+28], %l1
	ld	[%i0+32], %l2
	ld	[%i0+36], %l3
	st	%l0, [%fp+16]
	st	%l1, [%fp+20]
	st	%l2, [%fp+24]
	st	%l3, [%fp+28]
	ld	[%i0+40], %l0
	ld	[%i0+44], %l1
	ld	[%i0+48], %l2
	ld	[%i0+52], %l3
	st	%l0, [%fp+32]
	st	%l1, [%fp+36]
	st	%l2, [%fp+40]
	st	%l3, [%fp+44]
	ld	[%i0+56], %l0
	ld	[%i0+60], %l1
	ld	[%i0+64], %l2
	ld	[%i0+68], %l3
	st	%l0, [%fp+48]
	st	%l1, [%fp+52]
	st	%l2, [%fp+56]
	st	%l3, [%fp+60]
	orcc	%i1, %g0, %i0
	be,a	1f
	 mov	1, %i0
1:	restore
	jmp	%o7+8
	 nop
	.size	longjmp, .-longjmp

	.section .note.GNU-stack,"",@progbits
