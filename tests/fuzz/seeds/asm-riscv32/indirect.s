	.file	"indirect.c"
	.option nopic
	.option norelax
	.attribute arch, "rv32i2p1_m2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	2
	.type	op_add, @function
op_add:
	add	a0,a0,a1
	ret
	.size	op_add, .-op_add
	.align	2
	.type	op_xor, @function
op_xor:
	slli	a1,a1,3
	xor	a0,a1,a0
	ret
	.size	op_xor, .-op_xor
	.align	2
	.type	op_mul, @function
op_mul:
	ori	a1,a1,1
	mul	a0,a1,a0
	ret
	.size	op_mul, .-op_mul
	.align	2
	.type	op_rot, @function
op_rot:
	andi	a1,a1,31
	neg	a5,a1
	sll	a1,a0,a1
	srl	a0,a0,a5
	or	a0,a0,a1
	ret
	.size	op_rot, .-op_rot
	.align	2
	.type	op_sub, @function
op_sub:
	slli	a5,a1,3
	sub	a5,a5,a1
	sub	a0,a0,a5
	ret
	.size	op_sub, .-op_sub
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
.LC0:
	.string	"indirect %u\n"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.type	main, @function
main:
	addi	sp,sp,-288
	li	a2,-1640529920
	li	a3,-1914802176
	sw	ra,284(sp)
	sw	s0,280(sp)
	sw	s1,276(sp)
	sw	s2,272(sp)
	sw	s3,268(sp)
	sw	s4,264(sp)
	sw	s5,260(sp)
	sw	s6,256(sp)
	mv	a4,sp
	li	a5,0
	addi	a2,a2,-1615
	addi	a3,a3,-960
.L8:
	sw	a5,0(a4)
	add	a5,a5,a2
	addi	a4,a4,4
	bne	a5,a3,.L8
	lui	s1,%hi(op_add)
	lui	s4,%hi(.LANCHOR0)
	addi	s1,s1,%lo(op_add)
	li	s3,0
	li	a0,1
	addi	s2,sp,256
	addi	s4,s4,%lo(.LANCHOR0)
	li	s5,5
	li	s6,200
.L11:
	mv	s0,sp
.L9:
	lw	a1,0(s0)
	addi	s0,s0,4
	jalr	s1
	bne	s2,s0,.L9
	rem	a5,s3,s5
	add	a0,s3,a0
	mv	a1,s3
	addi	s3,s3,1
	slli	a5,a5,2
	add	a5,s4,a5
	lw	a5,0(a5)
	jalr	a5
	beq	s3,s6,.L10
	srli	a5,a0,7
	remu	a5,a5,s5
	slli	a5,a5,2
	add	a5,s4,a5
	lw	s1,0(a5)
	j	.L11
.L10:
	mv	a1,a0
	lui	a0,%hi(.LC0)
	addi	a0,a0,%lo(.LC0)
	call	printf
	lw	ra,284(sp)
	lw	s0,280(sp)
	lw	s1,276(sp)
	lw	s2,272(sp)
	lw	s3,268(sp)
	lw	s4,264(sp)
	lw	s5,260(sp)
	lw	s6,256(sp)
	li	a0,0
	addi	sp,sp,288
	jr	ra
	.size	main, .-main
	.section	.rodata
	.align	2
	.set	.LANCHOR0,. + 0
	.type	table, @object
	.size	table, 20
table:
	.word	op_add
	.word	op_xor
	.word	op_mul
	.word	op_rot
	.word	op_sub
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
