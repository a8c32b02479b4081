/* Process entry for SPARC V8 Linux: hands argc, argv, envp and the initial stack pointer to
 * __rt_start (rt/src/start.c).
 * The kernel leaves a 64-byte window save area at %sp, argc at [%sp+64], argv[] from
 * [%sp+68], then envp[]. A 96-byte frame gives __rt_start its save area and argument slots. */
	.section .text.start,"ax",@progbits
	.globl	_start
	.type	_start, #function
_start:
	mov	0, %fp
	ld	[%sp+64], %o0
	add	%sp, 68, %o1
	sll	%o0, 2, %o2
	add	%o2, %o1, %o2
	add	%o2, 4, %o2
	mov	%sp, %o3
	call	__rt_start, 0
	 sub	%sp, 96, %sp
	unimp	0
	.size	_start, .-_start

	.section .note.GNU-stack,"",@progbits
