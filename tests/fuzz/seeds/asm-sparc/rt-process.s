	.file	"process.c"
	.section	".text"
	.align 4
	.global __rt_getenv
	.type	__rt_getenv, #function
	.proc	0102
__rt_getenv:
	save	%sp, -96, %sp
	call	strlen, 0
	 mov	%i0, %o0
	sethi	%hi(environ), %i5
	ld	[%i5+%lo(environ)], %g1
	cmp	%g1, 0
	be	.L2
	 mov	%o0, %i4
	cmp	%o0, 0
	be	.L2
	 mov	61, %o1
	call	strchr, 0
	 mov	%i0, %o0
	cmp	%o0, 0
	bne	.L2
	 ld	[%i5+%lo(environ)], %i5
	ld	[%i5], %o0
	cmp	%o0, 0
	be	.L2
	 mov	%i4, %o2
.L13:
	call	strncmp, 0
	 mov	%i0, %o1
	cmp	%o0, 0
	bne,a	.L12
	 add	%i5, 4, %i5
	ld	[%i5], %g1
	ldsb	[%g1+%i4], %g2
	cmp	%g2, 61
	be	.L11
	 add	%i5, 4, %i5
.L12:
	ld	[%i5], %o0
	cmp	%o0, 0
	bne	.L13
	 mov	%i4, %o2
.L2:
	jmp	%i7+8
	 restore %g0, 0, %o0
.L11:
	add	%i4, 1, %i4
	jmp	%i7+8
	 restore %g1, %i4, %o0
	.size	__rt_getenv, .-__rt_getenv
	.weak	getenv
	getenv = __rt_getenv
	.align 4
	.global __rt_atexit
	.type	__rt_atexit, #function
	.proc	04
__rt_atexit:
	sethi	%hi(atexit_count), %g2
	ld	[%g2+%lo(atexit_count)], %g1
	cmp	%g1, 32
	be	.L16
	 add	%g1, 1, %g3
	sll	%g1, 2, %g1
	st	%g3, [%g2+%lo(atexit_count)]
	sethi	%hi(atexit_fns), %g2
	or	%g2, %lo(atexit_fns), %g2
	st	%o0, [%g2+%g1]
	jmp	%o7+8
	 mov	0, %o0
.L16:
	jmp	%o7+8
	 mov	-1, %o0
	.size	__rt_atexit, .-__rt_atexit
	.weak	atexit
	atexit = __rt_atexit
	.align 4
	.global __rt_exit
	.type	__rt_exit, #function
	.proc	020
__rt_exit:
	save	%sp, -96, %sp
	sethi	%hi(atexit_count), %i5
	ld	[%i5+%lo(atexit_count)], %g1
	cmp	%g1, 0
	ble,a	.L25
	 sethi	%hi(__rt_stdio_flush_hook), %g1
	sethi	%hi(atexit_fns), %i4
	or	%i5, %lo(atexit_count), %i5
	or	%i4, %lo(atexit_fns), %i4
	add	%g1, -1, %g1
.L26:
	sll	%g1, 2, %g2
	st	%g1, [%i5]
	ld	[%i4+%g2], %g1
	call	%g1, 0
	 nop
	ld	[%i5], %g1
	cmp	%g1, 0
	bg	.L26
	 add	%g1, -1, %g1
	sethi	%hi(__rt_stdio_flush_hook), %g1
.L25:
	ld	[%g1+%lo(__rt_stdio_flush_hook)], %g1
	cmp	%g1, 0
	be	.L20
	 nop
	call	%g1, 0
	 nop
.L20:
	call	__rt_exit_now, 0
	 mov	%i0, %o0
	nop
	.size	__rt_exit, .-__rt_exit
	.weak	exit
	exit = __rt_exit
	.local	atexit_count
	.common	atexit_count,4,4
	.local	atexit_fns
	.common	atexit_fns,128,4
	.global __rt_stdio_flush_hook
	.section	".bss"
	.align 4
	.type	__rt_stdio_flush_hook, #object
	.size	__rt_stdio_flush_hook, 4
__rt_stdio_flush_hook:
	.skip	4
	.global environ
	.align 4
	.type	environ, #object
	.size	environ, 4
environ:
	.skip	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
