;	.file	"start.c"
	.section	".text"
	.align 4
	.global __rt_start
	.type	__rt_start, #function
	.proc	020
__rt_start:
	save	%sp, -96, %sp
	sethi	%hi(environ), %g1
	mov	%i1, %o1
	mov	%i2, %o2
	st	%i2, [%g1+%lo(environ)]
	sethi	%hi(__rt_initial_sp), %g1
	mov	%i0, %o0
	call	main, 0
	 st	%i3, [%g1+%lo(__rt_initial_sp)]
	call	__rt_exit, 0
	 nop
	nop
	.size	__rt_start, .-__rt_start
	.global __rt_initial_sp
	.section	".bss"
	.align 4
	.type	__rt_initial_sp, #object
	.size	__rt_initial_sp, 4
__rt_initial_sp:
	.skip	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
