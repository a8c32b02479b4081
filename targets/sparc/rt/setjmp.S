/* setjmp/longjmp for SPARC V8. jmp_buf (rt/include/setjmp.h): [0] %sp, [1] %fp, [2] %o7 of
 * the setjmp caller S. setjmp is a leaf. longjmp takes a window of its own, flushes every
 * other window to the stack (ta 3), points its %fp at S's %sp and its %i7 at the saved %o7,
 * and restores: the window underflow reloads S's %l/%i from S's save area, so longjmp
 * returns into S from any depth, including from S itself. */
	.text

	.globl	setjmp
	.globl	_setjmp
	.type	setjmp, #function
setjmp:
_setjmp:
	st	%sp, [%o0+0]
	st	%fp, [%o0+4]
	st	%o7, [%o0+8]
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
	ld	[%i0+8], %i7
	orcc	%i1, %g0, %i0
	be,a	1f
	 mov	1, %i0
1:	restore
	jmp	%o7+8
	 nop
	.size	longjmp, .-longjmp

	.section .note.GNU-stack,"",@progbits
