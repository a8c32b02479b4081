	.file	1 "fpforms.c"
	.section .mdebug.abi32
	.previous
	.nan	legacy
	.module	fp=32
	.module	nooddspreg
	.module	arch=mips1
	.text
	.align	2
	.set	nomips16
	.set	nomicromips
	.ent	twice
	.type	twice, @function
twice:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	jr	$31
	add.d	$f0,$f12,$f12

	.set	macro
	.set	reorder
	.end	twice
	.size	twice, .-twice
	.align	2
	.set	nomips16
	.set	nomicromips
	.ent	half
	.type	half, @function
half:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	lui	$2,%hi($LC0)
	lwc1	$f0,%lo($LC0+4)($2)
	nop
	lwc1	$f1,%lo($LC0)($2)
	jr	$31
	mul.d	$f0,$f12,$f0

	.set	macro
	.set	reorder
	.end	half
	.size	half, .-half
	.align	2
	.set	nomips16
	.set	nomicromips
	.ent	compare
	.type	compare, @function
compare:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	c.lt.d	$f12,$f14
	nop
	bc1t	$L5
	li	$4,1			# 0x1

	move	$4,$0
$L5:
	c.le.d	$f14,$f12
	andi	$4,$4,0x00ff
	bc1t	$L6
	li	$2,1			# 0x1

	move	$2,$0
$L6:
	c.lt.d	$f14,$f12
	andi	$2,$2,0x00ff
	bc1t	$L7
	li	$3,1			# 0x1

	move	$3,$0
$L7:
	c.le.d	$f12,$f14
	sll	$3,$3,2
	bc1t	$L8
	li	$5,1			# 0x1

	move	$5,$0
$L8:
	sll	$5,$5,1
	or	$3,$3,$5
	c.eq.d	$f12,$f14
	sll	$5,$2,3
	or	$3,$3,$4
	or	$3,$3,$5
	bc1t	$L11
	li	$5,1			# 0x1

	move	$5,$0
	c.eq.d	$f12,$f14
$L11:
	sll	$5,$5,4
	or	$3,$3,$5
	bc1f	$L10
	li	$5,1			# 0x1

	move	$5,$0
$L10:
	sll	$5,$5,5
	xori	$4,$4,0x1
	or	$3,$3,$5
	sll	$4,$4,6
	xori	$2,$2,0x1
	or	$3,$3,$4
	sll	$2,$2,7
	jr	$31
	or	$2,$3,$2

	.set	macro
	.set	reorder
	.end	compare
	.size	compare, .-compare
	.align	2
	.set	nomips16
	.set	nomicromips
	.ent	bits_of
	.type	bits_of, @function
bits_of:
	.frame	$sp,32,$31		# vars= 8, regs= 1/0, args= 16, gp= 0
	.mask	0x80000000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-32
	addiu	$5,$sp,32
	addiu	$4,$sp,16
	li	$6,8			# 0x8
	sw	$31,28($sp)
	swc1	$f12,36($sp)
	jal	memcpy
	swc1	$f13,32($sp)

	lw	$3,16($sp)
	lw	$2,20($sp)
	lw	$31,28($sp)
	xor	$2,$3,$2
	jr	$31
	addiu	$sp,$sp,32

	.set	macro
	.set	reorder
	.end	bits_of
	.size	bits_of, .-bits_of
	.globl	__fixdfdi
	.globl	__floatdidf
	.globl	__floatdisf
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
$LC22:
	.ascii	"fpforms %lld %lld %u %lld %llu\012\000"
	.align	2
$LC25:
	.ascii	"fpforms %d %d %u\012\000"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.set	nomips16
	.set	nomicromips
	.ent	main
	.type	main, @function
main:
	.frame	$sp,216,$31		# vars= 80, regs= 9/12, args= 48, gp= 0
	.mask	0xc07f0000,-52
	.fmask	0xfff00000,-8
	.set	noreorder
	.set	nomacro
	lui	$2,%hi(zero)
	lwc1	$f2,%lo(zero+4)($2)
	addiu	$sp,$sp,-216
	lwc1	$f3,%lo(zero)($2)
	lwc1	$f0,%lo(zero+4)($2)
	lui	$3,%hi(p.2)
	lwc1	$f1,%lo(zero)($2)
	sw	$fp,160($sp)
	div.d	$f0,$f2,$f0
	sw	$3,92($sp)
	addiu	$fp,$3,%lo(p.2)
	lui	$3,%hi($LC3)
	lwc1	$f14,%lo($LC3+4)($3)
	sw	$31,164($sp)
	lwc1	$f15,%lo($LC3)($3)
	lui	$3,%hi($LC4)
	lwc1	$f12,%lo($LC4+4)($3)
	sw	$22,156($sp)
	sw	$21,152($sp)
	sw	$20,148($sp)
	sw	$19,144($sp)
	sw	$18,140($sp)
	sw	$17,136($sp)
	sw	$16,132($sp)
	swc1	$f30,212($sp)
	swc1	$f31,208($sp)
	swc1	$f28,204($sp)
	swc1	$f29,200($sp)
	swc1	$f26,196($sp)
	swc1	$f27,192($sp)
	swc1	$f24,188($sp)
	swc1	$f25,184($sp)
	swc1	$f22,180($sp)
	swc1	$f23,176($sp)
	swc1	$f20,172($sp)
	swc1	$f21,168($sp)
	swc1	$f0,124($sp)
	swc1	$f1,120($sp)
	lwc1	$f13,%lo($LC4)($3)
	lui	$3,%hi($LC5)
	lwc1	$f10,%lo($LC5+4)($3)
	mtc1	$0,$f4
	lwc1	$f11,%lo($LC5)($3)
	lui	$3,%hi($LC6)
	lwc1	$f8,%lo($LC6)($3)
	lui	$2,%hi(twice)
	lui	$3,%hi(half)
	addiu	$3,$3,%lo(half)
	addiu	$2,$2,%lo(twice)
	mtc1	$0,$f5
	sw	$3,52($sp)
	sw	$2,48($sp)
	move	$3,$fp
	move	$4,$0
	li	$6,8			# 0x8
$L15:
	move	$5,$4
	addiu	$4,$4,1
	mtc1	$4,$f0
	mul.d	$f2,$f4,$f14
	cvt.d.w	$f4,$f0
	div.d	$f6,$f10,$f4
	mtc1	$5,$f0
	sw	$5,20($3)
	cvt.s.w	$f0,$f0
	mul.s	$f0,$f0,$f8
	sub.d	$f2,$f2,$f12
	addiu	$3,$3,24
	swc1	$f2,-20($3)
	swc1	$f3,-24($3)
	swc1	$f0,-8($3)
	swc1	$f6,-12($3)
	bne	$4,$6,$L15
	swc1	$f7,-16($3)

	lui	$3,%hi($LC2)
	lwc1	$f0,%lo($LC2+4)($3)
	lui	$16,%hi(table)
	lwc1	$f1,%lo($LC2)($3)
	lui	$3,%hi($LC1)
	lwc1	$f28,%lo($LC1)($3)
	lui	$3,%hi($LC7)
	lwc1	$f22,%lo($LC7+4)($3)
	swc1	$f0,84($sp)
	lwc1	$f23,%lo($LC7)($3)
	lui	$3,%hi($LC8)
	lwc1	$f20,%lo($LC8+4)($3)
	swc1	$f1,80($sp)
	lwc1	$f21,%lo($LC8)($3)
	lui	$3,%hi($LC9)
	lwc1	$f26,%lo($LC9+4)($3)
	move	$18,$0
	lwc1	$f27,%lo($LC9)($3)
	lui	$3,%hi($LC10)
	lwc1	$f24,%lo($LC10+4)($3)
	addiu	$16,$16,%lo(table)
	lwc1	$f25,%lo($LC10)($3)
	lui	$3,%hi($LC11)
	lwc1	$f30,%lo($LC11+4)($3)
	swc1	$f0,100($sp)
	lwc1	$f31,%lo($LC11)($3)
	lui	$3,%hi($LC12)
	lwc1	$f2,%lo($LC12+4)($3)
	swc1	$f1,96($sp)
	lwc1	$f3,%lo($LC12)($3)
	lui	$3,%hi(q.1)
	sw	$3,88($sp)
	lui	$3,%hi($LC13)
	sw	$3,104($sp)
	lui	$3,%hi($LC14)
	sw	$3,108($sp)
	lui	$3,%hi($LC15)
	sw	$3,112($sp)
	lui	$3,%hi(fa.0)
	addiu	$22,$3,%lo(fa.0)
	lui	$3,%hi(p.2+192)
	swc1	$f2,76($sp)
	swc1	$f3,72($sp)
	addiu	$17,$3,%lo(p.2+192)
	addiu	$21,$18,1
$L39:
	move	$20,$21
	b	$L19
	move	$19,$fp

$L17:
	lw	$2,0($5)
	addiu	$20,$20,1
$L19:
	lwc1	$f2,4($19)
	lwc1	$f12,12($19)
	lwc1	$f3,0($19)
	lwc1	$f13,8($19)
	mul.d	$f0,$f2,$f22
	mul.d	$f4,$f12,$f26
	addiu	$19,$19,24
	sub.d	$f0,$f20,$f0
	mul.d	$f0,$f0,$f4
	add.d	$f0,$f0,$f2
	swc1	$f0,-20($19)
	jalr	$2
	swc1	$f1,-24($19)

	lwc1	$f2,-20($19)
	lwc1	$f6,76($sp)
	lwc1	$f3,-24($19)
	lwc1	$f7,72($sp)
	mul.d	$f2,$f2,$f30
	lwc1	$f4,-8($19)
	lw	$6,-4($19)
	cvt.d.s	$f4,$f4
	mul.d	$f4,$f4,$f24
	add.d	$f2,$f2,$f6
	andi	$5,$20,0x1
	.set	macro
	trunc.w.d $f2,$f2,$2
	.set	nomacro
	mfc1	$4,$f2
	add.d	$f4,$f4,$f0
	andi	$4,$4,0x3f
	sll	$4,$4,2
	addu	$4,$4,$16
	lw	$3,0($4)
	addiu	$2,$6,1
	sll	$5,$5,2
	addiu	$6,$sp,48
	addu	$2,$2,$3
	addu	$5,$6,$5
	swc1	$f4,-12($19)
	swc1	$f5,-16($19)
	bne	$17,$19,$L17
	sw	$2,0($4)

	lw	$2,92($sp)
	li	$6,192			# 0xc0
	addiu	$5,$2,%lo(p.2)
	lw	$2,88($sp)
	jal	memcpy
	addiu	$4,$2,%lo(q.1)

	lwc1	$f8,84($sp)
	lw	$2,104($sp)
	lwc1	$f9,80($sp)
	lwc1	$f2,%lo($LC13)($2)
	mul.d	$f0,$f8,$f22
	mul.s	$f2,$f28,$f2
	lw	$2,108($sp)
	lwc1	$f10,100($sp)
	lwc1	$f6,%lo($LC14)($2)
	sub.d	$f0,$f20,$f0
	lw	$2,112($sp)
	lwc1	$f11,96($sp)
	lwc1	$f4,%lo($LC15)($2)
	mul.d	$f0,$f0,$f10
	sub.s	$f2,$f2,$f6
	andi	$2,$18,0x1f
	mul.s	$f2,$f2,$f4
	sll	$2,$2,2
	add.d	$f0,$f8,$f0
	addu	$2,$2,$22
	sub.s	$f28,$f28,$f2
	swc1	$f0,84($sp)
	swc1	$f1,80($sp)
	cvt.s.d	$f0,$f0
	mul.s	$f0,$f0,$f28
	li	$3,40			# 0x28
	move	$18,$21
	beq	$21,$3,$L18
	swc1	$f0,0($2)

	andi	$2,$21,0x1
	sll	$2,$2,2
	addu	$2,$sp,$2
	lw	$2,48($2)
	b	$L39
	addiu	$21,$18,1

$L18:
	lw	$2,88($sp)
	li	$fp,-2128871424			# 0xffffffff811c0000
	addiu	$18,$2,%lo(q.1)
	lui	$2,%hi($LC16)
	lwc1	$f20,%lo($LC16+4)($2)
	addiu	$17,$18,192
	lwc1	$f21,%lo($LC16)($2)
	ori	$fp,$fp,0x9dc5
$L20:
	lwc1	$f0,4($18)
	addiu	$5,$sp,64
	lwc1	$f1,0($18)
	addiu	$4,$sp,56
	li	$6,8			# 0x8
	swc1	$f0,68($sp)
	jal	memcpy
	swc1	$f1,64($sp)

	lwc1	$f0,12($18)
	lw	$19,56($sp)
	lw	$2,60($sp)
	lwc1	$f1,8($18)
	xor	$19,$19,$2
	xor	$19,$19,$fp
	li	$6,8			# 0x8
	addiu	$5,$sp,64
	addiu	$4,$sp,56
	swc1	$f0,68($sp)
	jal	memcpy
	swc1	$f1,64($sp)

	sll	$2,$19,15
	addu	$2,$2,$19
	sll	$2,$2,2
	subu	$2,$2,$19
	sll	$2,$2,3
	addu	$2,$2,$19
	sll	$2,$2,2
	lw	$4,60($sp)
	lw	$3,56($sp)
	addu	$2,$2,$19
	sll	$2,$2,2
	lwc1	$f0,4($18)
	xor	$3,$3,$4
	subu	$2,$2,$19
	xor	$3,$3,$2
	lwc1	$f1,0($18)
	sll	$2,$3,15
	addu	$2,$2,$3
	mul.d	$f0,$f0,$f20
	sll	$2,$2,2
	subu	$2,$2,$3
	sll	$2,$2,3
	addu	$2,$2,$3
	sll	$2,$2,2
	addu	$2,$2,$3
	.set	macro
	trunc.w.d $f0,$f0,$4
	.set	nomacro
	mfc1	$6,$f0
	sll	$2,$2,2
	subu	$2,$2,$3
	xor	$2,$6,$2
	sll	$fp,$2,15
	addu	$fp,$fp,$2
	sll	$fp,$fp,2
	subu	$fp,$fp,$2
	sll	$fp,$fp,3
	addu	$fp,$fp,$2
	sll	$fp,$fp,2
	addu	$fp,$fp,$2
	sll	$fp,$fp,2
	addiu	$18,$18,24
	bne	$18,$17,$L20
	subu	$fp,$fp,$2

	lwc1	$f12,124($sp)
	lwc1	$f14,124($sp)
	lwc1	$f13,120($sp)
	lwc1	$f15,120($sp)
	jal	compare
	addiu	$21,$22,128

	lui	$3,%hi($LC17)
	lwc1	$f24,%lo($LC17+4)($3)
	sll	$20,$2,24
	lwc1	$f25,%lo($LC17)($3)
	lui	$3,%hi($LC18)
	lwc1	$f26,%lo($LC18)($3)
	lui	$3,%hi($LC19)
	lwc1	$f22,%lo($LC19)($3)
	lui	$3,%hi($LC20)
	lwc1	$f20,%lo($LC20)($3)
	move	$19,$0
	move	$18,$0
	b	$L29
	move	$17,$0

$L38:
	.set	macro
	trunc.w.s $f0,$f0,$2
	.set	nomacro
	mfc1	$3,$f0
$L28:
	sll	$2,$fp,15
	addu	$2,$2,$fp
	sll	$2,$2,2
	subu	$2,$2,$fp
	sll	$2,$2,3
	addu	$2,$2,$fp
	sll	$2,$2,2
	addu	$2,$2,$fp
	.set	macro
	trunc.w.s $f0,$f30,$7
	.set	nomacro
	mfc1	$6,$f0
	sll	$2,$2,2
	subu	$2,$2,$fp
	xor	$2,$6,$2
	sll	$fp,$2,15
	addu	$fp,$fp,$2
	sll	$fp,$fp,2
	subu	$fp,$fp,$2
	sll	$fp,$fp,3
	addu	$fp,$fp,$2
	sll	$fp,$fp,2
	addu	$fp,$fp,$2
	sll	$fp,$fp,2
	addiu	$22,$22,4
	addu	$19,$19,$3
	beq	$22,$21,$L37
	subu	$fp,$fp,$2

$L29:
	lwc1	$f30,0($22)
	lwc1	$f14,84($sp)
	cvt.d.s	$f0,$f30
	lwc1	$f15,80($sp)
	jal	compare
	mov.d	$f12,$f0

	lwc1	$f14,124($sp)
	nop
	lwc1	$f15,120($sp)
	jal	compare
	move	$6,$2

	c.lt.s	$f28,$f30
	move	$5,$2
	bc1t	$L21
	li	$2,1			# 0x1

	move	$2,$0
$L21:
	c.le.s	$f30,$f28
	sll	$2,$2,2
	bc1t	$L22
	li	$3,1			# 0x1

	move	$3,$0
$L22:
	c.lt.s	$f30,$f28
	sll	$3,$3,1
	or	$3,$2,$3
	bc1t	$L23
	li	$2,1			# 0x1

	move	$2,$0
$L23:
	c.le.s	$f28,$f30
	or	$3,$3,$2
	bc1t	$L24
	li	$2,1			# 0x1

	move	$2,$0
$L24:
	c.eq.s	$f30,$f28
	sll	$2,$2,3
	or	$3,$3,$2
	bc1t	$L40
	li	$2,1			# 0x1

	move	$2,$0
	c.eq.s	$f30,$f28
$L40:
	sll	$2,$2,4
	or	$2,$3,$2
	bc1f	$L26
	li	$7,1			# 0x1

	move	$7,$0
$L26:
	mul.d	$f12,$f0,$f24
	sll	$7,$7,5
	or	$3,$2,$7
	sll	$5,$5,16
	or	$6,$6,$20
	sll	$2,$3,8
	or	$3,$5,$6
	or	$2,$2,$3
	jal	__fixdfdi
	xor	$fp,$2,$fp

	mul.s	$f0,$f30,$f26
	addu	$5,$17,$3
	sltu	$17,$5,$17
	addu	$2,$18,$2
	add.s	$f0,$f0,$f22
	addu	$18,$17,$2
	c.le.s	$f20,$f0
	nop
	bc1f	$L38
	move	$17,$5

	sub.s	$f0,$f0,$f20
	.set	macro
	trunc.w.s $f0,$f0,$2
	.set	nomacro
	mfc1	$3,$f0
	li	$2,-2147483648			# 0xffffffff80000000
	b	$L28
	or	$3,$3,$2

$L37:
	addiu	$3,$16,256
$L30:
	lw	$2,0($16)
	addiu	$16,$16,4
	xor	$2,$fp,$2
	sll	$fp,$2,15
	addu	$fp,$fp,$2
	sll	$fp,$fp,2
	subu	$fp,$fp,$2
	sll	$fp,$fp,3
	addu	$fp,$fp,$2
	sll	$fp,$fp,2
	addu	$fp,$fp,$2
	sll	$fp,$fp,2
	bne	$16,$3,$L30
	subu	$fp,$fp,$2

	move	$4,$18
	jal	__floatdidf
	sw	$5,72($sp)

	mov.d	$f20,$f0
	mtc1	$19,$f0
	lw	$5,72($sp)
	bgez	$19,$L31
	cvt.d.w	$f24,$f0

	lui	$2,%hi($LC21)
	lwc1	$f0,%lo($LC21+4)($2)
	nop
	lwc1	$f1,%lo($LC21)($2)
	nop
	add.d	$f24,$f24,$f0
$L31:
	move	$4,$18
	jal	__floatdisf
	sw	$5,72($sp)

	mov.d	$f12,$f20
	jal	bits_of
	mov.s	$f22,$f0

	xor	$fp,$2,$fp
	sll	$16,$fp,15
	addu	$16,$16,$fp
	sll	$16,$16,2
	subu	$16,$16,$fp
	sll	$16,$16,3
	addu	$16,$16,$fp
	sll	$16,$16,2
	addu	$16,$16,$fp
	mov.d	$f12,$f24
	jal	bits_of
	sll	$16,$16,2

	subu	$16,$16,$fp
	xor	$16,$16,$2
	jal	bits_of
	cvt.d.s	$f12,$f22

	sll	$3,$16,15
	addu	$3,$3,$16
	sll	$3,$3,2
	subu	$3,$3,$16
	sll	$3,$3,3
	addu	$3,$3,$16
	sll	$3,$3,2
	addu	$3,$3,$16
	sll	$3,$3,2
	subu	$16,$3,$16
	xor	$16,$16,$2
	li	$2,4128768			# 0x3f0000
	li	$3,-1779105792			# 0xffffffff95f50000
	ori	$2,$2,0xf2e7
	sw	$3,44($sp)
	sw	$2,40($sp)
	li	$3,889520128			# 0x35050000
	li	$2,-2097152			# 0xffffffffffe00000
	mov.d	$f12,$f20
	ori	$3,$3,0x8000
	ori	$2,$2,0x68c
	sw	$19,24($sp)
	sw	$3,36($sp)
	jal	__fixdfdi
	sw	$2,32($sp)

	lw	$5,72($sp)
	lui	$4,%hi($LC22)
	sw	$3,20($sp)
	move	$6,$18
	move	$7,$5
	sw	$2,16($sp)
	jal	printf
	addiu	$4,$4,%lo($LC22)

	lui	$2,%hi($LC24)
	lwc1	$f0,%lo($LC24+4)($2)
	lwc1	$f2,84($sp)
	lwc1	$f1,%lo($LC24)($2)
	lwc1	$f3,80($sp)
	lui	$2,%hi($LC23)
	sll	$7,$16,15
	mul.d	$f0,$f2,$f0
	addu	$7,$7,$16
	lwc1	$f2,%lo($LC23)($2)
	sll	$7,$7,2
	mul.s	$f2,$f28,$f2
	subu	$7,$7,$16
	sll	$7,$7,3
	addu	$7,$7,$16
	sll	$7,$7,2
	addu	$7,$7,$16
	.set	macro
	trunc.w.s $f2,$f2,$2
	.set	nomacro
	.set	macro
	trunc.w.d $f0,$f0,$2
	.set	nomacro
	mfc1	$6,$f2
	mfc1	$5,$f0
	sll	$7,$7,2
	lui	$4,%hi($LC25)
	subu	$7,$7,$16
	jal	printf
	addiu	$4,$4,%lo($LC25)

	lwc1	$f30,212($sp)
	lwc1	$f28,204($sp)
	lwc1	$f26,196($sp)
	lwc1	$f24,188($sp)
	lwc1	$f22,180($sp)
	lwc1	$f20,172($sp)
	lw	$31,164($sp)
	lw	$fp,160($sp)
	lw	$22,156($sp)
	lw	$21,152($sp)
	lw	$20,148($sp)
	lw	$19,144($sp)
	lw	$18,140($sp)
	lw	$17,136($sp)
	lw	$16,132($sp)
	lwc1	$f31,208($sp)
	lwc1	$f29,200($sp)
	lwc1	$f27,192($sp)
	lwc1	$f25,184($sp)
	lwc1	$f23,176($sp)
	lwc1	$f21,168($sp)
	move	$2,$0
	jr	$31
	addiu	$sp,$sp,216

	.set	macro
	.set	reorder
	.end	main
	.size	main, .-main
	.local	fa.0
	.comm	fa.0,128,4
	.local	q.1
	.comm	q.1,192,8
	.local	p.2
	.comm	p.2,192,8
	.local	zero
	.comm	zero,8,8
	.local	table
	.comm	table,256,4
	.section	.rodata.cst8,"aM",@progbits,8
	.align	3
$LC0:
	.word	1071644672
	.word	0
	$LC1 = $LC12
	.align	3
$LC2:
	.word	1069547520
	.word	0
	.align	3
$LC3:
	.word	1072168960
	.word	0
	.align	3
$LC4:
	.word	1073741824
	.word	0
	.align	3
$LC5:
	.word	1072693248
	.word	0
	$LC6 = $LC2
	.align	3
$LC7:
	.word	1070596096
	.word	0
	.align	3
$LC8:
	.word	1073217536
	.word	0
	.align	3
$LC9:
	.word	1065646817
	.word	1202590843
	.align	3
$LC10:
	.word	1062232653
	.word	-755914244
	.align	3
$LC11:
	.word	1075838976
	.word	0
	.align	3
$LC12:
	.word	1077936128
	.word	0
	.section	.rodata.cst4,"aM",@progbits,4
	.align	2
$LC13:
	.word	1056964608
	$LC14 = $LC4
	.align	2
$LC15:
	.word	1028443341
	.section	.rodata.cst8
	.align	3
$LC16:
	.word	1083129856
	.word	0
	.align	3
$LC17:
	.word	1104006501
	.word	0
	.section	.rodata.cst4
	.align	2
$LC18:
	.word	1287568416
	.align	2
$LC19:
	.word	1325029098
	.align	2
$LC20:
	.word	1325400064
	.section	.rodata.cst8
	.align	3
$LC21:
	.word	1106247680
	.word	0
	.section	.rodata.cst4
	.align	2
$LC23:
	.word	1232348160
	.section	.rodata.cst8
	.align	3
$LC24:
	.word	1093567616
	.word	0
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
