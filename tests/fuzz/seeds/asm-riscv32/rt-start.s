	.file	"start.c"
	.option nopic
	.option norelax
	.attribute arch, "rv32i2p1_m2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	2
	.globl	__rt_start
	.type	__rt_start, @function
__rt_start:
	lui	a5,%hi(environ)
	addi	sp,sp,-16
	sw	a2,%lo(environ)(a5)
	lui	a5,%hi(.LANCHOR0)
	sw	ra,12(sp)
	sw	a3,%lo(.LANCHOR0)(a5)
	call	main
	call	__rt_exit
	.size	__rt_start, .-__rt_start
	.globl	__rt_initial_sp
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	__rt_initial_sp, @object
	.size	__rt_initial_sp, 4
__rt_initial_sp:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
