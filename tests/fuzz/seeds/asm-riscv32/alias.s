	.file	"alias.c"
	.option nopic
	.option norelax
	.attribute arch, "rv32i2p1_m2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	2
	.type	push_a, @function
push_a:
	lw	a5,0(a0)
	lw	a4,4(a0)
	beq	a5,a4,.L7
.L2:
	addi	a3,a5,1
	mul	a2,a3,a1
	lw	a4,8(a0)
	andi	a5,a5,63
	slli	a5,a5,2
	add	a5,a0,a5
	sw	a1,12(a5)
	sw	a3,0(a0)
	add	a5,a4,a2
	sw	a5,8(a0)
	ret
.L7:
	li	a4,4
	beq	a5,zero,.L3
	slli	a4,a5,1
.L3:
	sw	a4,4(a0)
	j	.L2
	.size	push_a, .-push_a
	.set	push_b,push_a
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
.LC0:
	.string	"alias %u %u %u %u %u %u\n"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.type	main, @function
main:
	addi	sp,sp,-48
	sw	s3,28(sp)
	sw	s4,24(sp)
	sw	s5,20(sp)
	lui	s4,%hi(.LANCHOR0+268)
	lui	s5,%hi(.LANCHOR0)
	lui	s3,%hi(.LANCHOR0+536)
	sw	s0,40(sp)
	sw	s1,36(sp)
	sw	s2,32(sp)
	sw	s6,16(sp)
	sw	s7,12(sp)
	sw	s8,8(sp)
	sw	ra,44(sp)
	li	s2,0
	li	s1,5
	li	s0,1
	li	s7,0
	addi	s8,s5,%lo(.LANCHOR0)
	addi	s4,s4,%lo(.LANCHOR0+268)
	addi	s3,s3,%lo(.LANCHOR0+536)
	li	s6,500
	j	.L11
.L15:
	lw	a1,12(a1)
	lw	a5,280(a2)
	addi	s7,s7,1
	addi	s0,s0,7
	xor	a1,a1,a5
	call	push_b
	addi	s1,s1,13
	addi	s2,s2,3
	beq	s7,s6,.L14
.L11:
	mv	a1,s0
	addi	a0,s5,%lo(.LANCHOR0)
	call	push_a
	mv	a1,s1
	mv	a0,s4
	call	push_b
	andi	a5,s7,63
	slli	a4,a5,2
	andi	a5,s2,63
	slli	a2,a5,2
	andi	a3,s7,1
	mv	a0,s3
	add	a1,s8,a4
	add	a2,s8,a2
	bne	a3,zero,.L15
	lw	a1,12(a1)
	lw	a5,280(a2)
	addi	s7,s7,1
	addi	s0,s0,7
	xor	a1,a1,a5
	call	push_a
	addi	s1,s1,13
	addi	s2,s2,3
	bne	s7,s6,.L11
.L14:
	lw	a6,536(s8)
	lw	a5,544(s8)
	lw	a4,272(s8)
	lw	a3,276(s8)
	lw	a2,4(s8)
	lw	a1,8(s8)
	lui	a0,%hi(.LC0)
	addi	a0,a0,%lo(.LC0)
	call	printf
	lw	ra,44(sp)
	lw	s0,40(sp)
	lw	s1,36(sp)
	lw	s2,32(sp)
	lw	s3,28(sp)
	lw	s4,24(sp)
	lw	s5,20(sp)
	lw	s6,16(sp)
	lw	s7,12(sp)
	lw	s8,8(sp)
	li	a0,0
	addi	sp,sp,48
	jr	ra
	.size	main, .-main
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	a.2, @object
	.size	a.2, 268
a.2:
	.zero	268
	.type	b.1, @object
	.size	b.1, 268
b.1:
	.zero	268
	.type	c.0, @object
	.size	c.0, 268
c.0:
	.zero	268
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
