	.file	"longjmp.c"
	.option nopic
	.option norelax
	.attribute arch, "rv32i2p1_m2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	2
	.type	dive.constprop.0.isra.0, @function
dive.constprop.0.isra.0:
	lui	a6,%hi(.LANCHOR0)
	addi	a6,a6,%lo(.LANCHOR0)
	lw	a4,0(a6)
	addi	sp,sp,-32
	sw	ra,28(sp)
	slli	a5,a4,5
	sub	a5,a5,a4
	li	a4,7
	sw	a4,8(sp)
	li	a4,11
	sw	zero,0(sp)
	sw	zero,4(sp)
	sw	a4,12(sp)
	sw	a5,0(a6)
	mv	t5,a1
	beq	a0,zero,.L6
	li	a2,3
	li	a1,0
	li	t4,7
	li	t3,11
	li	t1,1001
	j	.L3
.L8:
	addi	a2,a2,3
	beq	a0,a1,.L2
.L3:
	addi	a1,a1,1
	andi	a4,a1,3
	slli	a4,a4,2
	lw	a3,0(a6)
	addi	a5,a4,16
	add	a4,a5,sp
	sw	a1,0(sp)
	sw	a2,4(sp)
	sw	t4,8(sp)
	sw	t3,12(sp)
	lw	a7,-16(a4)
	slli	a4,a3,5
	sub	a4,a4,a3
	add	a4,a4,a7
	sw	a4,0(a6)
	bne	a1,t1,.L8
	lw	ra,28(sp)
	addi	sp,sp,32
	jr	ra
.L6:
	li	a1,0
.L2:
	addi	a1,a1,1
	mv	a0,t5
	call	longjmp
	.size	dive.constprop.0.isra.0, .-dive.constprop.0.isra.0
	.align	2
	.type	guarded, @function
guarded:
	mv	a5,a0
	lui	a0,%hi(.LANCHOR0+4)
	addi	sp,sp,-48
	addi	a0,a0,%lo(.LANCHOR0+4)
	sw	ra,44(sp)
	sw	a5,12(sp)
	sw	zero,28(sp)
	call	setjmp
	beq	a0,zero,.L16
	lw	ra,44(sp)
	sw	a0,28(sp)
	lw	a0,28(sp)
	addi	sp,sp,48
	jr	ra
.L16:
	lw	a0,12(sp)
	lui	a1,%hi(.LANCHOR0+4)
	addi	a1,a1,%lo(.LANCHOR0+4)
	call	dive.constprop.0.isra.0
	lw	ra,44(sp)
	lw	a0,28(sp)
	addi	sp,sp,48
	jr	ra
	.size	guarded, .-guarded
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
.LC0:
	.string	"longjmp %u %u\n"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.type	main, @function
main:
	addi	sp,sp,-32
	sw	zero,8(sp)
	sw	ra,28(sp)
	sw	zero,12(sp)
.L18:
	lw	a5,12(sp)
	li	a4,19
	ble	a5,a4,.L24
	lui	a5,%hi(.LANCHOR0)
	lw	a1,8(sp)
	lw	a2,%lo(.LANCHOR0)(a5)
	lui	a0,%hi(.LC0)
	addi	a0,a0,%lo(.LC0)
	call	printf
	lw	ra,28(sp)
	li	a0,0
	addi	sp,sp,32
	jr	ra
.L24:
	lui	a0,%hi(.LANCHOR0+76)
	addi	a0,a0,%lo(.LANCHOR0+76)
	call	setjmp
	beq	a0,zero,.L26
	li	a5,1000
	mul	a0,a0,a5
	lw	a5,8(sp)
	add	a0,a0,a5
	sw	a0,8(sp)
.L22:
	lw	a5,12(sp)
	addi	a5,a5,1
	sw	a5,12(sp)
	j	.L18
.L26:
	lw	a0,12(sp)
	addi	a0,a0,3
	call	guarded
	lw	a5,8(sp)
	li	a3,4
	li	a4,3
	add	a0,a0,a5
	sw	a0,8(sp)
	lw	a5,12(sp)
	rem	a5,a5,a3
	bne	a5,a4,.L22
	lw	a0,12(sp)
	lui	a1,%hi(.LANCHOR0+76)
	addi	a1,a1,%lo(.LANCHOR0+76)
	call	dive.constprop.0.isra.0
	j	.L22
	.size	main, .-main
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	trail, @object
	.size	trail, 4
trail:
	.zero	4
	.type	inner, @object
	.size	inner, 72
inner:
	.zero	72
	.type	outer, @object
	.size	outer, 72
outer:
	.zero	72
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
