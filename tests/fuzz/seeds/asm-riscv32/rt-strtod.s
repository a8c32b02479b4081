	.file	"strtod.c"
	.option nopic
	.option norelax
	.attribute arch, "rv32i2p1_m2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	2
	.type	parse, @function
parse:
	addi	sp,sp,-32
	sw	s0,24(sp)
	sw	s1,20(sp)
	sw	s2,16(sp)
	sw	ra,28(sp)
	lbu	a5,0(a0)
	lui	a4,%hi(__rt_ctype)
	addi	a4,a4,%lo(__rt_ctype)
	addi	a5,a5,128
	slli	a5,a5,1
	add	a5,a4,a5
	lhu	a5,0(a5)
	li	a6,0
	li	a7,0
	sw	a6,8(sp)
	sw	a7,12(sp)
	andi	a5,a5,16
	mv	s1,a0
	mv	s2,a1
	mv	s0,a0
	beq	a5,zero,.L2
.L3:
	lbu	a5,1(s0)
	addi	s0,s0,1
	addi	a5,a5,128
	slli	a5,a5,1
	add	a5,a4,a5
	lhu	a5,0(a5)
	andi	a5,a5,16
	bne	a5,zero,.L3
.L2:
	addi	a4,sp,4
	addi	a3,sp,8
	li	a1,-1
	mv	a0,s0
	call	__rt_fp_parse
	beq	s2,zero,.L4
	bne	a0,zero,.L20
.L5:
	sw	s1,0(s2)
.L4:
	lw	a5,4(sp)
	beq	a5,zero,.L6
	lui	a5,%hi(errno)
	li	a4,34
	sw	a4,%lo(errno)(a5)
.L6:
	lw	ra,28(sp)
	lw	s0,24(sp)
	lw	a0,8(sp)
	lw	a1,12(sp)
	lw	s1,20(sp)
	lw	s2,16(sp)
	addi	sp,sp,32
	jr	ra
.L20:
	add	s1,s0,a0
	j	.L5
	.size	parse, .-parse
	.align	2
	.globl	__rt_strtod
	.type	__rt_strtod, @function
__rt_strtod:
	addi	sp,sp,-32
	li	a2,0
	sw	ra,28(sp)
	call	parse
	mv	a4,a0
	mv	a5,a1
	addi	a0,sp,8
	mv	a1,sp
	li	a2,8
	sw	a4,0(sp)
	sw	a5,4(sp)
	call	memcpy
	lw	ra,28(sp)
	lw	a0,8(sp)
	lw	a1,12(sp)
	addi	sp,sp,32
	jr	ra
	.size	__rt_strtod, .-__rt_strtod
	.weak	strtod
	.set	strtod,__rt_strtod
	.align	2
	.globl	__rt_strtof
	.type	__rt_strtof, @function
__rt_strtof:
	addi	sp,sp,-32
	li	a2,1
	sw	ra,28(sp)
	call	parse
	mv	a5,a0
	addi	a1,sp,8
	addi	a0,sp,12
	li	a2,4
	sw	a5,8(sp)
	call	memcpy
	lw	ra,28(sp)
	lw	a0,12(sp)
	addi	sp,sp,32
	jr	ra
	.size	__rt_strtof, .-__rt_strtof
	.weak	strtof
	.set	strtof,__rt_strtof
	.align	2
	.globl	__rt_atof
	.type	__rt_atof, @function
__rt_atof:
	addi	sp,sp,-32
	li	a2,0
	li	a1,0
	sw	ra,28(sp)
	call	parse
	mv	a4,a0
	mv	a5,a1
	addi	a0,sp,8
	mv	a1,sp
	li	a2,8
	sw	a4,0(sp)
	sw	a5,4(sp)
	call	memcpy
	lw	ra,28(sp)
	lw	a0,8(sp)
	lw	a1,12(sp)
	addi	sp,sp,32
	jr	ra
	.size	__rt_atof, .-__rt_atof
	.weak	atof
	.set	atof,__rt_atof
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
