	.file	1 "strings.c"
	.section .mdebug.abi32
	.previous
	.nan	legacy
	.module	fp=32
	.module	nooddspreg
	.module	arch=mips1
	.text
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
$LC0:
	.ascii	"abstract\000"
	.align	2
$LC1:
	.ascii	",\000"
	.align	2
$LC2:
	.ascii	" \000"
	.align	2
$LC3:
	.ascii	" ,\000"
	.align	2
$LC4:
	.ascii	"slice\000"
	.align	2
$LC5:
	.ascii	"sch\000"
	.align	2
$LC6:
	.ascii	"schema,trace\000"
	.align	2
$LC7:
	.ascii	"slice witness\000"
	.align	2
$LC8:
	.ascii	"abcdefghijklmnopqrstuvwxyz\000"
	.align	2
$LC9:
	.ascii	"-12345\000"
	.align	2
$LC10:
	.ascii	"ff\000"
	.align	2
$LC11:
	.ascii	"  77x\000"
	.align	2
$LC12:
	.ascii	"strings %zu %u %.20s\012\000"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.set	nomips16
	.set	nomicromips
	.ent	main
	.type	main, @function
main:
	.frame	$sp,1096,$31		# vars= 1040, regs= 9/0, args= 16, gp= 0
	.mask	0xc07f0000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-1096
	lui	$2,%hi($LC1)
	sw	$19,1072($sp)
	sw	$17,1064($sp)
	lui	$19,%hi(words.0)
	sw	$2,1052($sp)
	li	$17,24			# 0x18
	addiu	$2,$2,%lo($LC1)
	sw	$22,1084($sp)
	addiu	$19,$19,%lo(words.0)
	lui	$5,%hi($LC0)
	lui	$22,%hi($LC2)
	sw	$2,1048($sp)
	andi	$2,$17,0x1
	sw	$21,1080($sp)
	sw	$20,1076($sp)
	sw	$16,1060($sp)
	sw	$31,1092($sp)
	sw	$fp,1088($sp)
	sw	$18,1068($sp)
	sb	$0,528($sp)
	move	$20,$19
	addiu	$5,$5,%lo($LC0)
	addiu	$16,$sp,528
	addiu	$22,$22,%lo($LC2)
	beq	$2,$0,$L5
	li	$21,30			# 0x1e

$L27:
	lw	$18,1048($sp)
$L6:
	b	$L7
	addiu	$fp,$17,-21

$L3:
	lw	$5,0($2)
	addiu	$fp,$fp,3
$L7:
	jal	strcat
	move	$4,$16

	move	$5,$18
	jal	strcat
	move	$4,$16

	andi	$2,$fp,0x7
	sll	$2,$2,2
	bne	$fp,$17,$L3
	addu	$2,$19,$2

	addiu	$17,$17,1
	beq	$17,$21,$L4
	addiu	$20,$20,4

	andi	$2,$17,0x1
	lw	$5,0($20)
	bne	$2,$0,$L27
	nop

$L5:
	b	$L6
	move	$18,$22

$L4:
	jal	strlen
	move	$4,$16

	lui	$22,%hi($LC3)
	move	$5,$16
	addiu	$4,$sp,16
	jal	strcpy
	sw	$2,1048($sp)

	addiu	$6,$sp,1040
	addiu	$5,$22,%lo($LC3)
	jal	strtok_r
	addiu	$4,$sp,16

	move	$17,$2
	beq	$2,$0,$L8
	move	$19,$0

	lui	$21,%hi($LC4)
	lui	$20,%hi($LC5)
	addiu	$21,$21,%lo($LC4)
	b	$L11
	addiu	$20,$20,%lo($LC5)

$L28:
	jal	strchr
	nop

	move	$4,$17
	li	$5,116			# 0x74
	jal	strrchr
	subu	$19,$2,$17

	li	$5,116			# 0x74
	beq	$2,$0,$L19
	move	$4,$17

$L29:
	jal	strrchr
	nop

	subu	$2,$2,$17
	sll	$2,$2,4
	addiu	$6,$sp,1040
	addiu	$5,$22,%lo($LC3)
	move	$4,$0
	jal	strtok_r
	xor	$19,$19,$2

	xor	$19,$19,$18
	beq	$2,$0,$L8
	move	$17,$2

$L11:
	move	$4,$17
	sll	$2,$19,5
	jal	strlen
	subu	$19,$2,$19

	move	$4,$17
	move	$5,$21
	jal	strcmp
	move	$fp,$2

	move	$4,$17
	move	$5,$20
	li	$6,3			# 0x3
	jal	strncmp
	move	$18,$2

	sltu	$2,$2,1
	slt	$18,$0,$18
	addu	$18,$18,$2
	move	$4,$17
	jal	strchr
	li	$5,101			# 0x65

	addu	$18,$18,$fp
	addu	$18,$18,$19
	li	$5,101			# 0x65
	bne	$2,$0,$L28
	move	$4,$17

	move	$4,$17
	jal	strrchr
	li	$5,116			# 0x74

	li	$19,99			# 0x63
	li	$5,116			# 0x74
	bne	$2,$0,$L29
	move	$4,$17

$L19:
	li	$2,1232			# 0x4d0
	addiu	$6,$sp,1040
	addiu	$5,$22,%lo($LC3)
	move	$4,$0
	jal	strtok_r
	xor	$19,$19,$2

	xor	$19,$19,$18
	bne	$2,$0,$L11
	move	$17,$2

$L8:
	lui	$5,%hi($LC6)
	addiu	$5,$5,%lo($LC6)
	jal	strstr
	move	$4,$16

	beq	$2,$0,$L20
	nop

	subu	$17,$2,$16
$L12:
	lui	$5,%hi($LC7)
	addiu	$5,$5,%lo($LC7)
	move	$4,$16
	jal	strstr
	addu	$17,$17,$19

	beq	$2,$0,$L21
	subu	$2,$2,$16

	sll	$18,$2,1
	addu	$18,$18,$2
$L13:
	lui	$5,%hi($LC8)
	move	$4,$16
	jal	strspn
	addiu	$5,$5,%lo($LC8)

	lw	$3,1052($sp)
	addu	$18,$18,$17
	addiu	$5,$3,%lo($LC1)
	move	$4,$16
	jal	strcspn
	addu	$18,$18,$2

	addu	$18,$18,$2
	lw	$2,1048($sp)
	nop
	beq	$2,$0,$L16
	addu	$19,$16,$2

	move	$17,$16
$L15:
	lbu	$4,0($17)
	jal	toupper
	addiu	$17,$17,1

	bne	$19,$17,$L15
	sb	$2,-1($17)

$L16:
	lui	$4,%hi($LC9)
	addiu	$4,$4,%lo($LC9)
	li	$6,10			# 0xa
	jal	strtol
	move	$5,$0

	lui	$4,%hi($LC10)
	li	$6,16			# 0x10
	move	$5,$0
	addiu	$4,$4,%lo($LC10)
	sll	$17,$18,3
	move	$19,$2
	jal	strtoul
	subu	$17,$17,$18

	lui	$4,%hi($LC11)
	addu	$17,$17,$2
	jal	atoi
	addiu	$4,$4,%lo($LC11)

	addu	$17,$17,$19
	lw	$5,1048($sp)
	lui	$4,%hi($LC12)
	move	$7,$16
	addu	$6,$2,$17
	jal	printf
	addiu	$4,$4,%lo($LC12)

	lw	$31,1092($sp)
	lw	$fp,1088($sp)
	lw	$22,1084($sp)
	lw	$21,1080($sp)
	lw	$20,1076($sp)
	lw	$19,1072($sp)
	lw	$18,1068($sp)
	lw	$17,1064($sp)
	lw	$16,1060($sp)
	move	$2,$0
	jr	$31
	addiu	$sp,$sp,1096

$L20:
	b	$L12
	li	$17,5			# 0x5

$L21:
	b	$L13
	li	$18,9			# 0x9

	.set	macro
	.set	reorder
	.end	main
	.size	main, .-main
	.section	.rodata.str1.4
	.align	2
$LC13:
	.ascii	"execution\000"
	.align	2
$LC14:
	.ascii	"witness\000"
	.align	2
$LC15:
	.ascii	"regenerate\000"
	.align	2
$LC16:
	.ascii	"schema\000"
	.align	2
$LC17:
	.ascii	"trace\000"
	.align	2
$LC18:
	.ascii	"event\000"
	.rdata
	.align	2
	.type	words.0, @object
	.size	words.0, 32
words.0:
	.word	$LC0
	.word	$LC13
	.word	$LC14
	.word	$LC4
	.word	$LC15
	.word	$LC16
	.word	$LC17
	.word	$LC18
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
