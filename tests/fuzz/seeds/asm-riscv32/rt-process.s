	.file	"process.c"
	.option nopic
	.option norelax
	.attribute arch, "rv32i2p1_m2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	2
	.globl	__rt_getenv
	.type	__rt_getenv, @function
__rt_getenv:
	addi	sp,sp,-32
	sw	s0,24(sp)
	lui	s0,%hi(.LANCHOR0)
	sw	s2,16(sp)
	sw	ra,28(sp)
	sw	s1,20(sp)
	sw	s3,12(sp)
	mv	s2,a0
	addi	s0,s0,%lo(.LANCHOR0)
	call	strlen
	lw	a5,0(s0)
	beq	a5,zero,.L2
	mv	s1,a0
	beq	a0,zero,.L2
	li	a1,61
	mv	a0,s2
	call	strchr
	bne	a0,zero,.L2
	lw	s0,0(s0)
	lw	a0,0(s0)
	beq	a0,zero,.L2
	li	s3,61
.L5:
	mv	a2,s1
	mv	a1,s2
	call	strncmp
	bne	a0,zero,.L3
	lw	a0,0(s0)
	add	a5,a0,s1
	lbu	a5,0(a5)
	beq	a5,s3,.L18
.L3:
	lw	a0,4(s0)
	addi	s0,s0,4
	bne	a0,zero,.L5
.L2:
	lw	ra,28(sp)
	lw	s0,24(sp)
	lw	s1,20(sp)
	lw	s2,16(sp)
	lw	s3,12(sp)
	li	a0,0
	addi	sp,sp,32
	jr	ra
.L18:
	lw	ra,28(sp)
	lw	s0,24(sp)
	addi	s1,s1,1
	lw	s2,16(sp)
	lw	s3,12(sp)
	add	a0,a0,s1
	lw	s1,20(sp)
	addi	sp,sp,32
	jr	ra
	.size	__rt_getenv, .-__rt_getenv
	.weak	getenv
	.set	getenv,__rt_getenv
	.align	2
	.globl	__rt_atexit
	.type	__rt_atexit, @function
__rt_atexit:
	lui	a5,%hi(.LANCHOR0)
	addi	a5,a5,%lo(.LANCHOR0)
	lw	a4,4(a5)
	li	a3,32
	beq	a4,a3,.L21
	slli	a3,a4,2
	add	a3,a5,a3
	addi	a4,a4,1
	sw	a0,8(a3)
	sw	a4,4(a5)
	li	a0,0
	ret
.L21:
	li	a0,-1
	ret
	.size	__rt_atexit, .-__rt_atexit
	.weak	atexit
	.set	atexit,__rt_atexit
	.align	2
	.globl	__rt_exit
	.type	__rt_exit, @function
__rt_exit:
	addi	sp,sp,-16
	sw	s0,8(sp)
	lui	s0,%hi(.LANCHOR0)
	addi	s0,s0,%lo(.LANCHOR0)
	lw	a5,4(s0)
	sw	s1,4(sp)
	sw	ra,12(sp)
	mv	s1,a0
	ble	a5,zero,.L23
.L24:
	addi	a5,a5,-1
	slli	a4,a5,2
	add	a4,s0,a4
	lw	a4,8(a4)
	sw	a5,4(s0)
	jalr	a4
	lw	a5,4(s0)
	bgt	a5,zero,.L24
.L23:
	lw	a5,136(s0)
	beq	a5,zero,.L25
	jalr	a5
.L25:
	mv	a0,s1
	call	__rt_exit_now
	.size	__rt_exit, .-__rt_exit
	.weak	exit
	.set	exit,__rt_exit
	.globl	__rt_stdio_flush_hook
	.globl	environ
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	environ, @object
	.size	environ, 4
environ:
	.zero	4
	.type	atexit_count, @object
	.size	atexit_count, 4
atexit_count:
	.zero	4
	.type	atexit_fns, @object
	.size	atexit_fns, 128
atexit_fns:
	.zero	128
	.type	__rt_stdio_flush_hook, @object
	.size	__rt_stdio_flush_hook, 4
__rt_stdio_flush_hook:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
