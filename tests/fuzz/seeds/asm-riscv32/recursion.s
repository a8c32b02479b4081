	.file	"recursion.c"
	.option nopic
	.option norelax
	.attribute arch, "rv32i2p1_m2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	2
	.type	insert, @function
insert:
	addi	sp,sp,-16
	sw	s1,4(sp)
	sw	ra,12(sp)
	sw	s0,8(sp)
	mv	s1,a1
	beq	a0,zero,.L8
	lw	a5,8(a0)
	mv	s0,a0
	ble	a5,a1,.L4
	lw	a0,0(a0)
	call	insert
	sw	a0,0(s0)
.L5:
	mv	a0,s0
.L1:
	lw	ra,12(sp)
	lw	s0,8(sp)
	lw	s1,4(sp)
	addi	sp,sp,16
	jr	ra
.L4:
	lw	a0,4(a0)
	call	insert
	sw	a0,4(s0)
	j	.L5
.L8:
	li	a1,12
	li	a0,1
	call	calloc
	sw	s1,8(a0)
	j	.L1
	.size	insert, .-insert
	.align	2
	.type	ack, @function
ack:
	beq	a0,zero,.L188
	addi	sp,sp,-48
	sw	s2,32(sp)
	sw	ra,44(sp)
	sw	s0,40(sp)
	sw	s1,36(sp)
	sw	s3,28(sp)
	sw	s4,24(sp)
	sw	s5,20(sp)
	sw	s6,16(sp)
	sw	s7,12(sp)
	sw	s8,8(sp)
	sw	s9,4(sp)
	mv	s2,a0
	bne	a1,zero,.L187
	addi	s6,s2,-1
	li	a1,1
	beq	s6,zero,.L10
.L198:
	bne	a1,zero,.L66
	addi	s2,s2,-2
	li	a1,1
	beq	s2,zero,.L10
.L187:
	addi	a1,a1,-1
	bne	a1,zero,.L189
	addi	s6,s2,-1
	mv	s0,s6
	li	a1,1
	beq	s6,zero,.L15
.L70:
	mv	s7,s0
.L18:
	addi	s0,s0,-1
	li	a5,1
	beq	s0,zero,.L22
.L73:
	mv	s8,s0
.L25:
	addi	s0,s0,-1
	li	a4,1
	beq	s0,zero,.L29
.L75:
	mv	s9,s0
.L32:
	addi	s0,s0,-1
	li	a5,1
	beq	s0,zero,.L36
.L78:
	mv	s5,s0
.L39:
	addi	s0,s0,-1
	li	a4,1
	beq	s0,zero,.L43
.L81:
	mv	s4,s0
.L46:
	addi	s0,s0,-1
	li	a5,1
	beq	s0,zero,.L50
.L84:
	mv	s3,s0
.L53:
	addi	s0,s0,-1
	li	a1,1
	beq	s0,zero,.L57
.L58:
	addi	a1,a1,-1
.L60:
	mv	s1,s0
.L62:
	mv	a0,s1
	addi	s1,s1,-1
	bne	a1,zero,.L190
	li	a1,1
	bne	s1,zero,.L62
.L199:
	addi	a5,s0,-1
	addi	a1,a1,1
	beq	a5,zero,.L57
	bne	a1,zero,.L191
	addi	s0,s0,-2
	li	a1,1
	bne	s0,zero,.L58
.L57:
	addi	s0,s3,-1
	addi	a5,a1,1
	beq	s0,zero,.L50
	bne	a5,zero,.L192
	addi	s0,s3,-2
	li	a5,1
	bne	s0,zero,.L84
.L50:
	addi	s0,s4,-1
	addi	a4,a5,1
	beq	s0,zero,.L43
	bne	a4,zero,.L193
	addi	s0,s4,-2
	li	a4,1
	bne	s0,zero,.L81
.L43:
	addi	s0,s5,-1
	addi	a5,a4,1
	beq	s0,zero,.L36
	bne	a5,zero,.L194
	addi	s0,s5,-2
	li	a5,1
	bne	s0,zero,.L78
.L36:
	addi	s0,s9,-1
	addi	a4,a5,1
	beq	s0,zero,.L29
	bne	a4,zero,.L195
	addi	s0,s9,-2
	li	a4,1
	bne	s0,zero,.L75
.L29:
	addi	s0,s8,-1
	addi	a5,a4,1
	beq	s0,zero,.L22
	bne	a5,zero,.L196
	addi	s0,s8,-2
	li	a5,1
	bne	s0,zero,.L73
.L22:
	addi	s0,s7,-1
	addi	a1,a5,1
	beq	s0,zero,.L15
	bne	a1,zero,.L197
	addi	s0,s7,-2
	li	a1,1
	bne	s0,zero,.L70
.L15:
	addi	a1,a1,1
	bne	s6,zero,.L198
.L10:
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
	lw	s9,4(sp)
	addi	a0,a1,1
	addi	sp,sp,48
	jr	ra
.L193:
	beq	a5,zero,.L81
	addi	a5,a5,-1
	mv	s4,s0
.L56:
	mv	s3,s0
	beq	a5,zero,.L53
	addi	a1,a5,-1
	j	.L60
.L194:
	beq	a4,zero,.L78
	addi	a4,a4,-1
	mv	s5,s0
.L49:
	mv	s4,s0
	addi	a5,a4,-1
	beq	a4,zero,.L46
	j	.L56
.L192:
	beq	a1,zero,.L84
	addi	a1,a1,-1
	mv	s3,s0
	j	.L60
.L195:
	beq	a5,zero,.L75
	addi	a5,a5,-1
	mv	s9,s0
.L42:
	mv	s5,s0
	addi	a4,a5,-1
	beq	a5,zero,.L39
	j	.L49
.L196:
	beq	a4,zero,.L73
	addi	a4,a4,-1
	mv	s8,s0
.L35:
	mv	s9,s0
	addi	a5,a4,-1
	beq	a4,zero,.L32
	j	.L42
.L197:
	beq	a5,zero,.L70
	addi	a5,a5,-1
	mv	s7,s0
.L28:
	mv	s8,s0
	addi	a4,a5,-1
	beq	a5,zero,.L25
	j	.L35
.L190:
	addi	a1,a1,-1
	call	ack
	mv	a1,a0
	bne	s1,zero,.L62
	j	.L199
.L189:
	addi	a5,a1,-1
	bne	a5,zero,.L200
	mv	s7,s2
	mv	s0,s2
	addi	s6,s2,-1
	j	.L18
.L188:
	addi	a0,a1,1
	ret
.L66:
	mv	s2,s6
	j	.L187
.L191:
	mv	s0,a5
	addi	a1,a1,-1
	j	.L60
.L200:
	addi	a5,a1,-2
	mv	s7,s2
	mv	s0,s2
	addi	s6,s2,-1
	j	.L28
	.size	ack, .-ack
	.align	2
	.type	walk, @function
walk:
	addi	sp,sp,-128
	sw	s4,104(sp)
	sw	ra,124(sp)
	sw	s0,120(sp)
	sw	s1,116(sp)
	sw	s2,112(sp)
	sw	s3,108(sp)
	sw	s5,100(sp)
	sw	s6,96(sp)
	sw	s7,92(sp)
	sw	s8,88(sp)
	sw	s9,84(sp)
	sw	s10,80(sp)
	sw	s11,76(sp)
	li	s4,0
	beq	a0,zero,.L201
	mv	s2,a0
	mv	s3,a1
	mv	s11,a2
	mv	s0,s4
.L202:
	lw	a5,0(s11)
	bgeu	a5,s3,.L203
	sw	s3,0(s11)
.L203:
	lw	s1,0(s2)
	addi	s3,s3,1
	mv	s4,s3
	li	s5,0
	beq	s1,zero,.L267
	mv	s6,s2
	mv	s9,s0
	mv	s2,s3
.L204:
	lw	a5,0(s11)
	bgeu	a5,s4,.L206
	sw	s4,0(s11)
.L206:
	lw	s0,0(s1)
	addi	s4,s4,1
	mv	s3,s4
	li	s7,0
	beq	s0,zero,.L268
	sw	s1,16(sp)
	mv	s1,s6
.L207:
	lw	a4,0(s11)
	bgeu	a4,s3,.L209
	sw	s3,0(s11)
.L209:
	lw	s6,0(s0)
	addi	s3,s3,1
	mv	s8,s3
	li	s10,0
	beq	s6,zero,.L269
	mv	a5,s5
	mv	a3,s3
	mv	s5,s2
	mv	a4,s0
	mv	s2,s4
.L210:
	lw	a1,0(s11)
	bgeu	a1,s8,.L212
	sw	s8,0(s11)
.L212:
	lw	s0,0(s6)
	addi	s8,s8,1
	mv	s4,s8
	li	s3,0
	beq	s0,zero,.L270
	mv	t3,a5
	mv	t1,a3
	mv	a7,a4
	mv	a5,s9
	mv	a4,s1
	mv	s9,s6
	mv	a3,s5
	mv	s6,s8
	mv	s8,s2
	mv	s2,s3
.L213:
	lw	a2,0(s11)
	bgeu	a2,s4,.L215
	sw	s4,0(s11)
.L215:
	lw	s1,0(s0)
	addi	s4,s4,1
	mv	s3,s4
	li	s5,0
	mv	t4,t3
	beq	s1,zero,.L271
.L216:
	lw	a2,0(s11)
	bgeu	a2,s3,.L218
	sw	s3,0(s11)
.L218:
	lw	t0,0(s1)
	addi	s3,s3,1
	mv	t2,s3
	li	t3,0
	beq	t0,zero,.L272
	sw	t1,0(sp)
	sw	a7,4(sp)
	mv	t1,a5
.L219:
	lw	a5,0(s11)
	bgeu	a5,t2,.L221
	sw	t2,0(s11)
.L221:
	lw	a5,0(t0)
	addi	t2,t2,1
	mv	a6,t2
	li	a7,0
	beq	a5,zero,.L226
	sw	t4,8(sp)
	mv	t5,s5
	mv	t4,s3
	mv	s5,s2
	sw	t0,12(sp)
	mv	s3,s0
	mv	s2,s1
.L222:
	lw	a2,0(s11)
	bgeu	a2,a6,.L224
	sw	a6,0(s11)
.L224:
	lw	s0,0(a5)
	addi	a6,a6,1
	mv	a1,a6
	li	s1,0
	beq	s0,zero,.L273
.L225:
	lw	a0,0(s11)
	mv	a2,s11
	bgeu	a0,a1,.L227
	sw	a1,0(s11)
.L227:
	lw	a0,0(s0)
	addi	a1,a1,1
	sw	a3,60(sp)
	sw	a4,56(sp)
	sw	t1,52(sp)
	sw	a7,48(sp)
	sw	a5,44(sp)
	sw	a6,40(sp)
	sw	t3,36(sp)
	sw	t2,32(sp)
	sw	t5,28(sp)
	sw	t4,24(sp)
	sw	a1,20(sp)
	call	walk
	lw	t0,8(s0)
	slli	a2,a0,1
	lw	s0,4(s0)
	add	a2,a2,a0
	add	a2,a2,t0
	lw	a1,20(sp)
	lw	t4,24(sp)
	lw	t5,28(sp)
	lw	t2,32(sp)
	lw	t3,36(sp)
	lw	a6,40(sp)
	lw	a5,44(sp)
	lw	a7,48(sp)
	lw	t1,52(sp)
	lw	a4,56(sp)
	lw	a3,60(sp)
	add	s1,s1,a2
	bne	s0,zero,.L225
	slli	a1,s1,1
	add	a1,a1,s1
.L228:
	lw	a2,8(a5)
	lw	a5,4(a5)
	add	a2,a1,a2
	add	a7,a7,a2
	bne	a5,zero,.L222
	mv	s0,s3
	lw	t0,12(sp)
	mv	s3,t4
	lw	t4,8(sp)
	slli	a5,a7,1
	mv	s1,s2
	add	a5,a5,a7
	mv	s2,s5
	mv	s5,t5
.L226:
	lw	a1,8(t0)
	lw	t0,4(t0)
	add	a5,a5,a1
	add	t3,t3,a5
	bne	t0,zero,.L219
	mv	a5,t1
	lw	a7,4(sp)
	lw	t1,0(sp)
	slli	a2,t3,1
	add	a2,a2,t3
.L223:
	lw	a1,8(s1)
	lw	s1,4(s1)
	add	a2,a2,a1
	add	s5,s5,a2
	bne	s1,zero,.L216
	slli	a2,s5,1
	mv	t3,t4
	add	a2,a2,s5
.L220:
	lw	a1,8(s0)
	lw	s0,4(s0)
	add	a2,a2,a1
	add	s2,s2,a2
	bne	s0,zero,.L213
	mv	s3,s2
	slli	a1,s3,1
	mv	s2,s8
	mv	s1,a4
	mv	s8,s6
	mv	s5,a3
	mv	s6,s9
	mv	a4,a7
	mv	s9,a5
	mv	a3,t1
	mv	a5,t3
	add	a1,a1,s3
.L217:
	lw	a6,8(s6)
	lw	s6,4(s6)
	add	a1,a1,a6
	add	s10,s10,a1
	bne	s6,zero,.L210
	mv	s0,a4
	slli	a4,s10,1
	mv	s4,s2
	mv	s3,a3
	mv	s2,s5
	add	a4,a4,s10
	mv	s5,a5
.L214:
	lw	a3,8(s0)
	lw	s0,4(s0)
	add	a4,a4,a3
	add	s7,s7,a4
	bne	s0,zero,.L207
	mv	s6,s1
	lw	s1,16(sp)
	slli	a5,s7,1
	add	a5,a5,s7
.L211:
	lw	a4,8(s1)
	lw	s1,4(s1)
	add	a5,a5,a4
	add	s5,s5,a5
	bne	s1,zero,.L204
	slli	a5,s5,1
	mv	s3,s2
	mv	s0,s9
	mv	s2,s6
	add	a5,a5,s5
.L208:
	lw	a4,8(s2)
	lw	s2,4(s2)
	add	a5,a5,a4
	add	s0,s0,a5
	bne	s2,zero,.L202
	mv	s4,s0
.L201:
	lw	ra,124(sp)
	lw	s0,120(sp)
	lw	s1,116(sp)
	lw	s2,112(sp)
	lw	s3,108(sp)
	lw	s5,100(sp)
	lw	s6,96(sp)
	lw	s7,92(sp)
	lw	s8,88(sp)
	lw	s9,84(sp)
	lw	s10,80(sp)
	lw	s11,76(sp)
	mv	a0,s4
	lw	s4,104(sp)
	addi	sp,sp,128
	jr	ra
.L272:
	li	a2,0
	j	.L223
.L273:
	li	a1,0
	j	.L228
.L271:
	li	a2,0
	j	.L220
.L270:
	li	a1,0
	j	.L217
.L269:
	li	a4,0
	j	.L214
.L268:
	li	a5,0
	j	.L211
.L267:
	li	a5,0
	j	.L208
	.size	walk, .-walk
	.section	.rodata.str1.4,"aMS",@progbits,1
	.align	2
.LC0:
	.string	"recursion ack %u walk %u depth %u\n"
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.type	main, @function
main:
	addi	sp,sp,-48
	sw	s0,40(sp)
	sw	s1,36(sp)
	sw	s2,32(sp)
	sw	s3,28(sp)
	sw	s4,24(sp)
	sw	s5,20(sp)
	sw	ra,44(sp)
	sw	zero,12(sp)
	li	s1,0
	li	s2,0
	li	s3,-3
	li	s0,-3
	li	s4,400
	li	s5,7
.L280:
	beq	s2,zero,.L283
	lw	a5,8(s2)
	ble	a5,s0,.L277
.L284:
	lw	a0,0(s2)
	mv	a1,s0
	call	insert
	sw	a0,0(s2)
.L278:
	addi	s1,s1,1
	mv	s0,s3
	addi	s3,s3,5
	beq	s1,s4,.L279
.L285:
	rem	a5,s1,s5
	addi	s0,s0,8
	bne	a5,zero,.L280
	lw	a5,8(s2)
	mv	s0,s3
	bgt	a5,s0,.L284
.L277:
	lw	a0,4(s2)
	mv	a1,s0
	call	insert
	sw	a0,4(s2)
	j	.L278
.L283:
	li	a1,12
	li	a0,1
	call	calloc
	sw	s0,8(a0)
	addi	s1,s1,1
	mv	s0,s3
	mv	s2,a0
	addi	s3,s3,5
	bne	s1,s4,.L285
.L279:
	addi	a2,sp,12
	li	a1,1
	mv	a0,s2
	call	walk
	mv	s0,a0
	li	a1,60
	li	a0,2
	call	ack
	lw	a3,12(sp)
	mv	a1,a0
	lui	a0,%hi(.LC0)
	mv	a2,s0
	addi	a0,a0,%lo(.LC0)
	call	printf
	lw	ra,44(sp)
	lw	s0,40(sp)
	lw	s1,36(sp)
	lw	s2,32(sp)
	lw	s3,28(sp)
	lw	s4,24(sp)
	lw	s5,20(sp)
	li	a0,0
	addi	sp,sp,48
	jr	ra
	.size	main, .-main
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
