	.file	"strings.c"
	.option nopic
	.option norelax
	.attribute arch, "rv32i2p1_m2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
.LC0:
	.string	"abstract"
	.align	2
.LC1:
	.string	","
	.align	2
.LC2:
	.string	" "
	.align	2
.LC3:
	.string	" ,"
	.align	2
.LC4:
	.string	"slice"
	.align	2
.LC5:
	.string	"sch"
	.align	2
.LC6:
	.string	"schema,trace"
	.align	2
.LC7:
	.string	"slice witness"
	.align	2
.LC8:
	.string	"abcdefghijklmnopqrstuvwxyz"
	.align	2
.LC9:
	.string	"-12345"
	.align	2
.LC10:
	.string	"ff"
	.align	2
.LC11:
	.string	"  77x"
	.align	2
.LC12:
	.string	"strings %zu %u %.20s\n"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.type	main, @function
main:
	addi	sp,sp,-1088
	sw	s4,1064(sp)
	sw	s5,1060(sp)
	lui	s4,%hi(.LANCHOR0)
	sw	s8,1048(sp)
	lui	a1,%hi(.LC0)
	lui	s8,%hi(.LC1)
	lui	s5,%hi(.LC2)
	sw	s0,1080(sp)
	sw	s1,1076(sp)
	sw	s3,1068(sp)
	sw	s6,1056(sp)
	sw	s7,1052(sp)
	addi	s3,s4,%lo(.LANCHOR0)
	sw	ra,1084(sp)
	sw	s2,1072(sp)
	sw	s9,1044(sp)
	sb	zero,16(sp)
	addi	s4,s4,%lo(.LANCHOR0)
	li	s1,24
	addi	a1,a1,%lo(.LC0)
	addi	s0,sp,16
	addi	s5,s5,%lo(.LC2)
	addi	s7,s8,%lo(.LC1)
	li	s6,30
.L2:
	andi	a5,s1,1
	mv	s2,s5
	beq	a5,zero,.L6
	mv	s2,s7
.L6:
	addi	s9,s1,-21
	j	.L7
.L3:
	lw	a1,0(a5)
	addi	s9,s9,3
.L7:
	mv	a0,s0
	call	strcat
	mv	a1,s2
	mv	a0,s0
	call	strcat
	andi	a5,s9,7
	slli	a5,a5,2
	add	a5,s3,a5
	bne	s9,s1,.L3
	addi	s1,s1,1
	addi	s4,s4,4
	beq	s1,s6,.L4
	lw	a1,0(s4)
	j	.L2
.L4:
	mv	a0,s0
	call	strlen
	mv	a1,s0
	mv	s6,a0
	addi	a0,sp,528
	call	strcpy
	lui	s3,%hi(.LC3)
	addi	a2,sp,12
	addi	a1,s3,%lo(.LC3)
	addi	a0,sp,528
	call	strtok_r
	mv	s1,a0
	li	s2,0
	beq	a0,zero,.L8
	lui	s5,%hi(.LC4)
	lui	s4,%hi(.LC5)
.L11:
	mv	a0,s1
	call	strlen
	mv	s9,a0
	addi	a1,s5,%lo(.LC4)
	mv	a0,s1
	call	strcmp
	slli	s7,s2,5
	sub	s7,s7,s2
	li	a2,3
	mv	s2,a0
	addi	a1,s4,%lo(.LC5)
	mv	a0,s1
	call	strncmp
	seqz	a0,a0
	sgt	s2,s2,zero
	add	s2,s2,a0
	li	a1,101
	mv	a0,s1
	call	strchr
	add	s2,s2,s9
	mv	a5,a0
	add	s2,s2,s7
	li	a1,101
	mv	a0,s1
	li	s7,99
	beq	a5,zero,.L9
	call	strchr
	sub	s7,a0,s1
.L9:
	li	a1,116
	mv	a0,s1
	call	strrchr
	mv	a4,a0
	li	a1,116
	mv	a0,s1
	li	a5,1232
	beq	a4,zero,.L10
	call	strrchr
	sub	a5,a0,s1
	slli	a5,a5,4
.L10:
	addi	a2,sp,12
	addi	a1,s3,%lo(.LC3)
	li	a0,0
	xor	s7,s7,a5
	call	strtok_r
	xor	s2,s7,s2
	mv	s1,a0
	bne	a0,zero,.L11
.L8:
	lui	a1,%hi(.LC6)
	addi	a1,a1,%lo(.LC6)
	mv	a0,s0
	call	strstr
	li	a5,5
	beq	a0,zero,.L12
	sub	a5,a0,s0
.L12:
	lui	a1,%hi(.LC7)
	addi	a1,a1,%lo(.LC7)
	mv	a0,s0
	add	s2,a5,s2
	call	strstr
	li	a5,9
	beq	a0,zero,.L13
	sub	a0,a0,s0
	slli	a5,a0,1
	add	a5,a5,a0
.L13:
	lui	a1,%hi(.LC8)
	addi	a1,a1,%lo(.LC8)
	mv	a0,s0
	add	s2,a5,s2
	call	strspn
	mv	a5,a0
	addi	a1,s8,%lo(.LC1)
	mv	a0,s0
	add	s2,s2,a5
	call	strcspn
	add	s2,s2,a0
	mv	s1,s0
	add	s3,s0,s6
	beq	s6,zero,.L16
.L15:
	lbu	a0,0(s1)
	addi	s1,s1,1
	call	toupper
	sb	a0,-1(s1)
	bne	s3,s1,.L15
.L16:
	lui	a0,%hi(.LC9)
	li	a2,10
	li	a1,0
	addi	a0,a0,%lo(.LC9)
	call	strtol
	mv	s3,a0
	lui	a0,%hi(.LC10)
	li	a2,16
	li	a1,0
	slli	s1,s2,3
	addi	a0,a0,%lo(.LC10)
	call	strtoul
	sub	s1,s1,s2
	add	s1,s1,a0
	lui	a0,%hi(.LC11)
	addi	a0,a0,%lo(.LC11)
	call	atoi
	add	s1,s1,s3
	add	a2,a0,s1
	lui	a0,%hi(.LC12)
	mv	a3,s0
	mv	a1,s6
	addi	a0,a0,%lo(.LC12)
	call	printf
	lw	ra,1084(sp)
	lw	s0,1080(sp)
	lw	s1,1076(sp)
	lw	s2,1072(sp)
	lw	s3,1068(sp)
	lw	s4,1064(sp)
	lw	s5,1060(sp)
	lw	s6,1056(sp)
	lw	s7,1052(sp)
	lw	s8,1048(sp)
	lw	s9,1044(sp)
	li	a0,0
	addi	sp,sp,1088
	jr	ra
	.size	main, .-main
	.section	.rodata.str1.4
	.align	2
.LC13:
	.string	"execution"
	.align	2
.LC14:
	.string	"witness"
	.align	2
.LC15:
	.string	"regenerate"
	.align	2
.LC16:
	.string	"schema"
	.align	2
.LC17:
	.string	"trace"
	.align	2
.LC18:
	.string	"event"
	.section	.rodata
	.align	2
	.set	.LANCHOR0,. + 0
	.type	words.0, @object
	.size	words.0, 32
words.0:
	.word	.LC0
	.word	.LC13
	.word	.LC14
	.word	.LC4
	.word	.LC15
	.word	.LC16
	.word	.LC17
	.word	.LC18
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
