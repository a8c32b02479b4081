	.file	"switch.c"
	.option nopic
	.option norelax
	.attribute arch, "rv32i2p1_m2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
.LC0:
	.string	"switch %u"
	.align	2
.LC1:
	.string	" %u"
	.align	2
.LC2:
	.string	"\n"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.type	main, @function
main:
	addi	sp,sp,-80
	sw	s6,48(sp)
	lui	t1,%hi(.LANCHOR0+135)
	lui	s6,%hi(.LANCHOR0)
	li	t2,29360128
	sw	ra,76(sp)
	sw	s0,72(sp)
	sw	s3,60(sp)
	sw	s4,56(sp)
	sw	s7,44(sp)
	sw	s1,68(sp)
	sw	s2,64(sp)
	sw	s5,52(sp)
	sw	zero,4(sp)
	sw	zero,8(sp)
	sw	zero,12(sp)
	sw	zero,16(sp)
	sw	zero,20(sp)
	sw	zero,24(sp)
	sw	zero,28(sp)
	li	s3,60
	li	a5,0
	li	s7,0
	addi	s6,s6,%lo(.LANCHOR0)
	addi	t1,t1,%lo(.LANCHOR0+135)
	li	a7,4
	li	t3,5
	li	s0,62
	li	ra,37
	addi	t2,t2,513
	li	t0,47
	li	t4,3
	li	a1,92
	li	s4,34
.L2:
	mv	a6,s6
	li	t5,25
	li	s1,9
	li	s2,95
	li	s5,32
	j	.L12
.L33:
	bne	a5,t4,.L31
	beq	a4,a1,.L21
	addi	a3,a4,-34
	snez	a3,a3
	neg	a3,a3
	and	a5,a5,a3
.L3:
	slli	a3,a5,2
	addi	a3,a3,32
	add	a3,a3,sp
	lw	a0,-28(a3)
	slli	a2,s7,4
	add	a2,a2,s7
	addi	a0,a0,1
	add	a4,a4,a5
	sw	a0,-28(a3)
	addi	a6,a6,1
	add	s7,a4,a2
	beq	t1,a6,.L32
.L12:
	lbu	a4,0(a6)
	beq	a5,a7,.L19
	bleu	a5,a7,.L33
	beq	a5,t3,.L34
	bgtu	a4,s0,.L11
	li	a5,0
	bleu	a4,ra,.L3
	addi	a5,a4,-38
	srl	a5,t2,a5
	andi	a5,a5,1
	neg	a5,a5
	andi	a5,a5,6
	j	.L3
.L31:
	bne	a5,zero,.L35
	addi	a3,a4,-97
	andi	a3,a3,0xff
	bleu	a3,t5,.L17
	beq	a4,s2,.L17
	addi	a3,a4,-48
	andi	a3,a3,0xff
	bleu	a3,s1,.L18
	beq	a4,s4,.L19
	beq	a4,t0,.L36
	beq	a4,s5,.L3
	li	a3,10
	beq	a4,a3,.L3
	li	a5,6
	j	.L3
.L19:
	li	a5,3
	j	.L3
.L11:
	addi	a5,a4,-124
	seqz	a5,a5
	neg	a5,a5
	andi	a5,a5,6
	j	.L3
.L34:
	bne	a4,t0,.L3
	lbu	a3,-1(a6)
	addi	a3,a3,-42
	snez	a3,a3
	neg	a3,a3
	and	a5,a5,a3
	j	.L3
.L35:
	addi	a3,a4,-97
	andi	a3,a3,0xff
	bleu	a3,t5,.L3
	addi	a3,a4,-48
	andi	a3,a3,0xff
	bleu	a3,s1,.L3
	addi	a3,a4,-95
	seqz	a3,a3
	neg	a3,a3
	and	a5,a5,a3
	j	.L3
.L17:
	li	a5,1
	j	.L3
.L21:
	li	a5,4
	j	.L3
.L18:
	li	a5,2
	j	.L3
.L32:
	addi	s3,s3,-1
	bne	s3,zero,.L2
	lui	a0,%hi(.LC0)
	mv	a1,s7
	addi	a0,a0,%lo(.LC0)
	call	printf
	addi	s0,sp,4
	lui	s1,%hi(.LC1)
.L14:
	lw	a1,0(s0)
	addi	a0,s1,%lo(.LC1)
	addi	s0,s0,4
	call	printf
	addi	a5,sp,32
	bne	a5,s0,.L14
	lui	a0,%hi(.LC2)
	addi	a0,a0,%lo(.LC2)
	call	printf
	lw	ra,76(sp)
	lw	s0,72(sp)
	lw	s1,68(sp)
	lw	s2,64(sp)
	lw	s3,60(sp)
	lw	s4,56(sp)
	lw	s5,52(sp)
	lw	s6,48(sp)
	lw	s7,44(sp)
	li	a0,0
	addi	sp,sp,80
	jr	ra
.L36:
	lbu	a5,1(a6)
	addi	a5,a5,-42
	snez	a5,a5
	addi	a5,a5,5
	j	.L3
	.size	main, .-main
	.section	.rodata
	.align	2
	.set	.LANCHOR0,. + 0
	.type	text, @object
	.size	text, 136
text:
	.string	"let x1 = 42 + y * (z - 7); /* comment */ print \"a\\\"b\" ; if x1 >= 10 then loop { a = a << 2 | b & 0x1f; } else { s = \"done\\n\"; } // end\n"
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
