	.file	1 "recursion.c"
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
	.ent	insert
	.type	insert, @function
insert:
	.frame	$sp,32,$31		# vars= 0, regs= 3/0, args= 16, gp= 0
	.mask	0x80030000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-32
	sw	$17,24($sp)
	sw	$31,28($sp)
	sw	$16,20($sp)
	beq	$4,$0,$L8
	move	$17,$5

	lw	$2,8($4)
	nop
	slt	$2,$5,$2
	beq	$2,$0,$L4
	move	$16,$4

	lw	$4,0($4)
	jal	insert
	nop

	sw	$2,0($16)
$L5:
	move	$2,$16
$L1:
	lw	$31,28($sp)
	lw	$17,24($sp)
	lw	$16,20($sp)
	jr	$31
	addiu	$sp,$sp,32

$L4:
	lw	$4,4($4)
	jal	insert
	nop

	b	$L5
	sw	$2,4($16)

$L8:
	li	$5,12			# 0xc
	jal	calloc
	li	$4,1			# 0x1

	b	$L1
	sw	$17,8($2)

	.set	macro
	.set	reorder
	.end	insert
	.size	insert, .-insert
	.align	2
	.set	nomips16
	.set	nomicromips
	.ent	ack
	.type	ack, @function
ack:
	.frame	$sp,64,$31		# vars= 8, regs= 9/0, args= 16, gp= 0
	.mask	0xc07f0000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	beq	$4,$0,$L174
	nop

	addiu	$sp,$sp,-64
	sw	$18,36($sp)
	sw	$31,60($sp)
	sw	$fp,56($sp)
	sw	$22,52($sp)
	sw	$21,48($sp)
	sw	$20,44($sp)
	sw	$19,40($sp)
	sw	$17,32($sp)
	sw	$16,28($sp)
	bne	$5,$0,$L173
	move	$18,$4

	addiu	$21,$18,-1
	beq	$21,$0,$L10
	li	$5,1			# 0x1

$L189:
	bne	$5,$0,$L66
	nop

	addiu	$18,$18,-2
	beq	$18,$0,$L10
	li	$5,1			# 0x1

$L173:
	addiu	$5,$5,-1
	bne	$5,$0,$L175
	addiu	$21,$18,-1

	beq	$21,$0,$L176
	move	$16,$21

$L70:
	move	$22,$16
$L197:
	addiu	$16,$16,-1
	beq	$16,$0,$L22
	li	$3,1			# 0x1

$L76:
	move	$fp,$16
$L196:
	addiu	$16,$16,-1
	beq	$16,$0,$L29
	li	$2,1			# 0x1

$L79:
	move	$7,$16
$L195:
	addiu	$16,$16,-1
	beq	$16,$0,$L36
	li	$3,1			# 0x1

$L82:
	move	$6,$16
$L194:
	addiu	$16,$16,-1
	beq	$16,$0,$L43
	li	$2,1			# 0x1

$L85:
	move	$20,$16
$L193:
	addiu	$16,$16,-1
	beq	$16,$0,$L50
	li	$3,1			# 0x1

$L88:
	move	$19,$16
$L192:
	addiu	$16,$16,-1
	beq	$16,$0,$L57
	li	$2,1			# 0x1

$L58:
	addiu	$2,$2,-1
$L60:
	move	$17,$16
$L62:
	move	$4,$17
	bne	$2,$0,$L181
	addiu	$17,$17,-1

	li	$2,1			# 0x1
$L64:
	bne	$17,$0,$L62
	addiu	$3,$16,-1

	beq	$3,$0,$L57
	addiu	$2,$2,1

	bne	$2,$0,$L182
	nop

	addiu	$16,$16,-2
	bne	$16,$0,$L58
	li	$2,1			# 0x1

$L57:
	addiu	$16,$19,-1
	beq	$16,$0,$L50
	addiu	$3,$2,1

	bne	$3,$0,$L183
	nop

	addiu	$16,$19,-2
	bne	$16,$0,$L192
	move	$19,$16

	li	$3,1			# 0x1
$L50:
	addiu	$16,$20,-1
	beq	$16,$0,$L43
	addiu	$2,$3,1

	bne	$2,$0,$L184
	nop

	addiu	$16,$20,-2
	bne	$16,$0,$L85
	li	$2,1			# 0x1

$L43:
	addiu	$16,$6,-1
	beq	$16,$0,$L36
	addiu	$3,$2,1

	bne	$3,$0,$L185
	nop

	addiu	$16,$6,-2
	bne	$16,$0,$L82
	li	$3,1			# 0x1

$L36:
	addiu	$16,$7,-1
	beq	$16,$0,$L29
	addiu	$2,$3,1

	bne	$2,$0,$L186
	nop

	addiu	$16,$7,-2
	bne	$16,$0,$L79
	li	$2,1			# 0x1

$L29:
	addiu	$16,$fp,-1
	beq	$16,$0,$L22
	addiu	$3,$2,1

	bne	$3,$0,$L187
	nop

	addiu	$16,$fp,-2
	bne	$16,$0,$L76
	li	$3,1			# 0x1

$L22:
	addiu	$16,$22,-1
	beq	$16,$0,$L15
	addiu	$5,$3,1

	bne	$5,$0,$L188
	nop

	addiu	$16,$22,-2
	bne	$16,$0,$L70
	li	$5,1			# 0x1

$L15:
	addiu	$5,$5,1
$L191:
	bne	$21,$0,$L189
	nop

$L10:
	lw	$31,60($sp)
	lw	$fp,56($sp)
	lw	$22,52($sp)
	lw	$21,48($sp)
	lw	$20,44($sp)
	lw	$19,40($sp)
	lw	$18,36($sp)
	lw	$17,32($sp)
	lw	$16,28($sp)
	addiu	$2,$5,1
	jr	$31
	addiu	$sp,$sp,64

$L184:
	beq	$3,$0,$L193
	move	$20,$16

	addiu	$3,$3,-1
$L56:
	beq	$3,$0,$L88
	move	$19,$16

	b	$L60
	addiu	$2,$3,-1

$L185:
	beq	$2,$0,$L194
	move	$6,$16

	addiu	$2,$2,-1
$L49:
	beq	$2,$0,$L85
	addiu	$3,$2,-1

	b	$L56
	move	$20,$16

$L183:
	beq	$2,$0,$L88
	move	$19,$16

	b	$L60
	addiu	$2,$2,-1

$L186:
	beq	$3,$0,$L195
	move	$7,$16

	addiu	$3,$3,-1
$L42:
	beq	$3,$0,$L82
	addiu	$2,$3,-1

	b	$L49
	move	$6,$16

$L187:
	beq	$2,$0,$L196
	move	$fp,$16

	addiu	$2,$2,-1
$L35:
	beq	$2,$0,$L79
	addiu	$3,$2,-1

	b	$L42
	move	$7,$16

$L188:
	beq	$3,$0,$L197
	move	$22,$16

	addiu	$3,$3,-1
$L28:
	beq	$3,$0,$L76
	addiu	$2,$3,-1

	b	$L35
	move	$fp,$16

$L181:
	addiu	$5,$2,-1
	sw	$7,20($sp)
	jal	ack
	sw	$6,16($sp)

	lw	$6,16($sp)
	lw	$7,20($sp)
	b	$L64
	nop

$L175:
	addiu	$2,$5,-1
	bne	$2,$0,$L190
	addiu	$3,$5,-2

	move	$16,$18
	addiu	$16,$16,-1
	move	$22,$18
	bne	$16,$0,$L76
	addiu	$21,$18,-1

	b	$L22
	li	$3,1			# 0x1

$L174:
	jr	$31
	addiu	$2,$5,1

$L176:
	li	$5,1			# 0x1
	b	$L191
	addiu	$5,$5,1

$L66:
	b	$L173
	move	$18,$21

$L182:
	move	$16,$3
	b	$L60
	addiu	$2,$2,-1

$L190:
	move	$22,$18
	move	$16,$18
	b	$L28
	addiu	$21,$18,-1

	.set	macro
	.set	reorder
	.end	ack
	.size	ack, .-ack
	.align	2
	.set	nomips16
	.set	nomicromips
	.ent	walk
	.type	walk, @function
walk:
	.frame	$sp,128,$31		# vars= 72, regs= 9/0, args= 16, gp= 0
	.mask	0xc07f0000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-128
	sw	$31,124($sp)
	sw	$fp,120($sp)
	sw	$22,116($sp)
	sw	$21,112($sp)
	sw	$20,108($sp)
	sw	$19,104($sp)
	sw	$18,100($sp)
	sw	$17,96($sp)
	beq	$4,$0,$L247
	sw	$16,92($sp)

	move	$17,$4
	move	$9,$6
	move	$21,$0
	move	$16,$5
$L199:
	lw	$2,0($9)
	nop
	sltu	$2,$2,$16
	beq	$2,$0,$L200
	nop

	sw	$16,0($9)
$L200:
	lw	$19,0($17)
	nop
	beq	$19,$0,$L248
	addiu	$16,$16,1

	move	$22,$16
	move	$4,$21
	move	$18,$16
	move	$fp,$0
	move	$21,$17
	move	$16,$9
$L201:
	lw	$2,0($16)
	nop
	sltu	$2,$2,$22
	beq	$2,$0,$L203
	nop

	sw	$22,0($16)
$L203:
	lw	$17,0($19)
	nop
	beq	$17,$0,$L249
	addiu	$22,$22,1

	move	$2,$0
	sw	$21,128($sp)
	move	$21,$2
	lw	$2,128($sp)
	move	$7,$4
	sw	$22,32($sp)
	move	$4,$fp
	move	$6,$19
	move	$fp,$18
	move	$18,$22
$L204:
	lw	$3,0($16)
	nop
	sltu	$3,$3,$18
	beq	$3,$0,$L206
	nop

	sw	$18,0($16)
$L206:
	lw	$19,0($17)
	nop
	beq	$19,$0,$L250
	addiu	$18,$18,1

	move	$3,$0
	move	$22,$18
	move	$8,$4
	sw	$18,36($sp)
	move	$4,$2
	move	$18,$3
	move	$2,$fp
	move	$3,$17
$L207:
	lw	$10,0($16)
	nop
	sltu	$10,$10,$22
	beq	$10,$0,$L209
	nop

	sw	$22,0($16)
$L209:
	lw	$17,0($19)
	nop
	beq	$17,$0,$L251
	addiu	$22,$22,1

	move	$15,$8
	move	$9,$18
	move	$12,$7
	move	$18,$17
	move	$7,$22
	move	$17,$22
	move	$fp,$0
	sw	$6,40($sp)
	move	$13,$3
	move	$8,$19
	move	$22,$21
	move	$11,$4
	move	$10,$2
$L210:
	lw	$2,0($16)
	nop
	sltu	$2,$2,$17
	beq	$2,$0,$L212
	nop

	sw	$17,0($16)
$L212:
	lw	$19,0($18)
	nop
	beq	$19,$0,$L252
	addiu	$17,$17,1

	move	$21,$17
	move	$20,$0
$L213:
	lw	$2,0($16)
	nop
	sltu	$2,$2,$21
	beq	$2,$0,$L215
	nop

	sw	$21,0($16)
$L215:
	lw	$2,0($19)
	nop
	beq	$2,$0,$L220
	addiu	$21,$21,1

	sw	$15,16($sp)
	sw	$13,20($sp)
	move	$15,$2
	move	$24,$0
	sw	$8,24($sp)
	move	$2,$7
	move	$13,$21
$L216:
	lw	$3,0($16)
	nop
	sltu	$3,$3,$13
	beq	$3,$0,$L218
	nop

	sw	$13,0($16)
$L218:
	lw	$3,0($15)
	nop
	beq	$3,$0,$L223
	addiu	$13,$13,1

	sw	$9,28($sp)
	move	$7,$13
	move	$8,$0
	move	$9,$2
$L219:
	lw	$4,0($16)
	nop
	sltu	$4,$4,$7
	beq	$4,$0,$L221
	nop

	sw	$7,0($16)
$L221:
	lw	$14,0($3)
	nop
	beq	$14,$0,$L253
	addiu	$7,$7,1

	move	$5,$7
	move	$25,$0
$L222:
	lw	$2,0($16)
	nop
	sltu	$2,$2,$5
	beq	$2,$0,$L224
	move	$6,$16

	sw	$5,0($16)
$L224:
	lw	$4,0($14)
	addiu	$5,$5,1
	sw	$10,132($sp)
	sw	$11,128($sp)
	sw	$12,84($sp)
	sw	$25,80($sp)
	sw	$8,76($sp)
	sw	$3,72($sp)
	sw	$7,68($sp)
	sw	$24,64($sp)
	sw	$13,60($sp)
	sw	$15,56($sp)
	sw	$9,52($sp)
	sw	$14,48($sp)
	jal	walk
	sw	$5,44($sp)

	lw	$14,48($sp)
	sll	$4,$2,1
	lw	$6,8($14)
	lw	$25,80($sp)
	addu	$2,$4,$2
	lw	$14,4($14)
	addu	$2,$2,$6
	lw	$5,44($sp)
	lw	$9,52($sp)
	lw	$15,56($sp)
	lw	$13,60($sp)
	lw	$24,64($sp)
	lw	$7,68($sp)
	lw	$3,72($sp)
	lw	$8,76($sp)
	lw	$12,84($sp)
	lw	$11,128($sp)
	lw	$10,132($sp)
	bne	$14,$0,$L222
	addu	$25,$25,$2

	sll	$5,$25,1
	addu	$5,$5,$25
$L225:
	lw	$4,8($3)
	lw	$3,4($3)
	addu	$4,$5,$4
	bne	$3,$0,$L219
	addu	$8,$8,$4

	move	$2,$9
	sll	$3,$8,1
	lw	$9,28($sp)
	addu	$3,$3,$8
$L223:
	lw	$7,8($15)
	lw	$15,4($15)
	addu	$3,$3,$7
	bne	$15,$0,$L216
	addu	$24,$24,$3

	move	$7,$2
	lw	$15,16($sp)
	sll	$2,$24,1
	lw	$13,20($sp)
	lw	$8,24($sp)
	addu	$2,$2,$24
$L220:
	lw	$5,8($19)
	lw	$19,4($19)
	addu	$2,$2,$5
	bne	$19,$0,$L213
	addu	$20,$20,$2

	sll	$2,$20,1
	addu	$2,$2,$20
$L217:
	lw	$3,8($18)
	lw	$18,4($18)
	addu	$2,$2,$3
	bne	$18,$0,$L210
	addu	$fp,$fp,$2

	move	$2,$10
	lw	$6,40($sp)
	sll	$10,$fp,1
	move	$21,$22
	move	$19,$8
	move	$22,$7
	move	$3,$13
	move	$8,$15
	move	$18,$9
	move	$7,$12
	move	$4,$11
	addu	$10,$10,$fp
$L214:
	lw	$11,8($19)
	lw	$19,4($19)
	addu	$10,$10,$11
	bne	$19,$0,$L207
	addu	$18,$18,$10

	move	$17,$3
	move	$3,$18
	move	$fp,$2
	lw	$18,36($sp)
	move	$2,$4
	move	$4,$8
	sll	$8,$3,1
	addu	$3,$8,$3
$L211:
	lw	$8,8($17)
	lw	$17,4($17)
	addu	$3,$3,$8
	bne	$17,$0,$L204
	addu	$21,$21,$3

	sw	$2,128($sp)
	move	$2,$21
	sll	$3,$2,1
	lw	$22,32($sp)
	lw	$21,128($sp)
	move	$18,$fp
	move	$19,$6
	move	$fp,$4
	addu	$2,$3,$2
	move	$4,$7
$L208:
	lw	$3,8($19)
	lw	$19,4($19)
	addu	$2,$2,$3
	bne	$19,$0,$L201
	addu	$fp,$fp,$2

	sll	$2,$fp,1
	move	$17,$21
	move	$9,$16
	move	$21,$4
	move	$16,$18
	addu	$2,$2,$fp
$L205:
	lw	$3,8($17)
	lw	$17,4($17)
	addu	$2,$2,$3
	bne	$17,$0,$L199
	addu	$21,$21,$2

$L198:
	lw	$31,124($sp)
	lw	$fp,120($sp)
	lw	$22,116($sp)
	lw	$20,108($sp)
	lw	$19,104($sp)
	lw	$18,100($sp)
	lw	$17,96($sp)
	lw	$16,92($sp)
	move	$2,$21
	lw	$21,112($sp)
	jr	$31
	addiu	$sp,$sp,128

$L253:
	b	$L225
	move	$5,$0

$L252:
	b	$L217
	move	$2,$0

$L251:
	b	$L214
	move	$10,$0

$L250:
	b	$L211
	move	$3,$0

$L249:
	b	$L208
	move	$2,$0

$L248:
	b	$L205
	move	$2,$0

$L247:
	b	$L198
	move	$21,$0

	.set	macro
	.set	reorder
	.end	walk
	.size	walk, .-walk
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
$LC0:
	.ascii	"recursion ack %u walk %u depth %u\012\000"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.set	nomips16
	.set	nomicromips
	.ent	main
	.type	main, @function
main:
	.frame	$sp,56,$31		# vars= 8, regs= 7/0, args= 16, gp= 0
	.mask	0x803f0000,-4
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	addiu	$sp,$sp,-56
	sw	$21,48($sp)
	sw	$20,44($sp)
	sw	$19,40($sp)
	sw	$18,36($sp)
	sw	$17,32($sp)
	sw	$16,28($sp)
	sw	$31,52($sp)
	sw	$0,16($sp)
	move	$16,$0
	move	$18,$0
	li	$21,-3			# 0xfffffffffffffffd
	li	$17,-3			# 0xfffffffffffffffd
	li	$20,400			# 0x190
	li	$19,7			# 0x7
$L260:
	beq	$18,$0,$L263
	li	$5,12			# 0xc

	lw	$2,8($18)
	nop
	slt	$2,$17,$2
	beq	$2,$0,$L257
	nop

$L264:
	lw	$4,0($18)
	jal	insert
	move	$5,$17

	sw	$2,0($18)
$L258:
	addiu	$16,$16,1
	move	$17,$21
	beq	$16,$20,$L259
	addiu	$21,$21,5

$L265:
	div	$0,$16,$19
	mfhi	$2
	bne	$2,$0,$L260
	addiu	$17,$17,8

	lw	$2,8($18)
	move	$17,$21
	slt	$2,$17,$2
	bne	$2,$0,$L264
	nop

$L257:
	lw	$4,4($18)
	jal	insert
	move	$5,$17

	b	$L258
	sw	$2,4($18)

$L263:
	jal	calloc
	li	$4,1			# 0x1

	addiu	$16,$16,1
	sw	$17,8($2)
	move	$18,$2
	move	$17,$21
	bne	$16,$20,$L265
	addiu	$21,$21,5

$L259:
	addiu	$6,$sp,16
	move	$4,$18
	jal	walk
	li	$5,1			# 0x1

	li	$5,60			# 0x3c
	li	$4,2			# 0x2
	jal	ack
	move	$8,$2

	lw	$7,16($sp)
	lui	$4,%hi($LC0)
	move	$6,$8
	move	$5,$2
	jal	printf
	addiu	$4,$4,%lo($LC0)

	lw	$31,52($sp)
	lw	$21,48($sp)
	lw	$20,44($sp)
	lw	$19,40($sp)
	lw	$18,36($sp)
	lw	$17,32($sp)
	lw	$16,28($sp)
	move	$2,$0
	jr	$31
	addiu	$sp,$sp,56

	.set	macro
	.set	reorder
	.end	main
	.size	main, .-main
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
