	.file	"larus.c"
	.option nopic
	.option norelax
	.attribute arch, "rv32i2p1_m2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	2
	.globl	sub
	.type	sub, @function
sub:
	addi	a5,a1,100
.L2:
	sw	a1,0(a0)
	addi	a1,a1,1
	addi	a0,a0,4
	bne	a1,a5,.L2
	ret
	.size	sub, .-sub
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
.LC0:
	.string	"larus %u\n"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.type	main, @function
main:
	addi	sp,sp,-32
	sw	s1,20(sp)
	lui	s1,%hi(a)
	sw	s0,24(sp)
	sw	s2,16(sp)
	sw	s3,12(sp)
	addi	s2,s1,%lo(a)
	sw	ra,28(sp)
	addi	s1,s1,%lo(a)
	li	s0,0
	li	s3,100
.L6:
	mv	a1,s0
	mv	a0,s1
	addi	s0,s0,1
	call	sub
	addi	s1,s1,400
	bne	s0,s3,.L6
	li	a5,40960
	addi	a5,a5,-560
	addi	a2,s2,400
	add	a0,s2,a5
	li	a1,0
.L7:
	addi	a5,a2,-400
.L8:
	lw	a4,0(a5)
	slli	a3,a1,5
	sub	a1,a3,a1
	addi	a5,a5,4
	add	a1,a1,a4
	bne	a5,a2,.L8
	addi	a2,a5,400
	bne	a2,a0,.L7
	lui	a0,%hi(.LC0)
	addi	a0,a0,%lo(.LC0)
	call	printf
	lw	ra,28(sp)
	lw	s0,24(sp)
	lw	s1,20(sp)
	lw	s2,16(sp)
	lw	s3,12(sp)
	li	a0,0
	addi	sp,sp,32
	jr	ra
	.size	main, .-main
	.globl	a
	.bss
	.align	2
	.type	a, @object
	.size	a, 40000
a:
	.zero	40000
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
