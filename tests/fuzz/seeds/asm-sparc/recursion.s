	.file	"recursion.c"
	.section	".text"
	.align 4
	.type	insert, #function
	.proc	0110
insert:
	save	%sp, -96, %sp
	cmp	%i0, 0
	be,a	.L7
	 mov	12, %o1
	ld	[%i0+8], %g1
	cmp	%g1, %i1
	ble	.L4
	 mov	%i1, %o1
	call	insert, 0
	 ld	[%i0], %o0
	st	%o0, [%i0]
	jmp	%i7+8
	 restore
.L4:
	call	insert, 0
	 ld	[%i0+4], %o0
	st	%o0, [%i0+4]
	jmp	%i7+8
	 restore
.L7:
	call	calloc, 0
	 mov	1, %o0
	st	%i1, [%o0+8]
	jmp	%i7+8
	 restore %g0, %o0, %o0
	.size	insert, .-insert
	.align 4
	.type	ack, #function
	.proc	016
ack:
	save	%sp, -96, %sp
	cmp	%i0, 0
	be	.L9
	 cmp	%i1, 0
	bne,a	.L187
	 add	%i1, -1, %i1
	add	%i0, -1, %l0
	cmp	%l0, 0
	be	.L9
	 mov	1, %i1
.L185:
	cmp	%i1, 0
	bne,a	.L176
	 mov	%l0, %i0
	addcc	%i0, -2, %i0
	be	.L9
	 mov	1, %i1
.L176:
	add	%i1, -1, %i1
.L187:
	cmp	%i1, 0
	bne	.L177
	 add	%i0, -1, %l0
	orcc	%l0, 0, %i5
	be	.L14
	 mov	1, %o1
.L15:
	cmp	%o1, 1
.L194:
	bne	.L178
	 mov	%i5, %i1
.L17:
	addcc	%i5, -1, %i5
	be	.L21
	 mov	1, %o1
.L22:
	cmp	%o1, 1
.L193:
	bne	.L179
	 mov	%i5, %l1
.L24:
	addcc	%i5, -1, %i5
	be	.L28
	 mov	1, %o1
.L29:
	cmp	%o1, 1
.L192:
	bne	.L180
	 mov	%i5, %l3
.L31:
	addcc	%i5, -1, %i5
	be	.L35
	 mov	1, %o1
.L36:
	cmp	%o1, 1
.L191:
	bne	.L181
	 mov	%i5, %l2
.L38:
	addcc	%i5, -1, %i5
	be	.L42
	 mov	1, %o1
.L43:
	cmp	%o1, 1
.L190:
	bne	.L182
	 mov	%i5, %i2
.L45:
	addcc	%i5, -1, %i5
	be	.L49
	 mov	1, %o1
.L83:
	mov	%i5, %i3
.L52:
	addcc	%i5, -1, %i5
	be	.L56
	 mov	1, %o1
.L175:
	add	%o1, -1, %o1
.L59:
	mov	%i5, %i4
	mov	%i4, %o0
.L188:
	cmp	%o1, 0
	bne	.L183
	 add	%i4, -1, %i4
	mov	1, %o1
.L63:
	cmp	%i4, 0
	bne,a	.L188
	 mov	%i4, %o0
	addcc	%i5, -1, %g1
	be	.L56
	 add	%o1, 1, %o1
	cmp	%o1, 0
	bne,a	.L184
	 mov	%g1, %i5
	addcc	%i5, -2, %i5
	bne	.L175
	 mov	1, %o1
.L56:
	addcc	%i3, -1, %i5
	be	.L49
	 add	%o1, 1, %o1
	cmp	%o1, 0
	bne	.L189
	 cmp	%o1, 1
	addcc	%i3, -2, %i5
	be	.L49
	 mov	1, %o1
	cmp	%o1, 1
.L189:
	be	.L83
	 mov	%i5, %i3
	b	.L59
	 add	%o1, -2, %o1
.L49:
	addcc	%i2, -1, %i5
	be	.L42
	 add	%o1, 1, %o1
	cmp	%o1, 0
	bne	.L190
	 cmp	%o1, 1
	addcc	%i2, -2, %i5
	bne	.L43
	 mov	1, %o1
.L42:
	addcc	%l2, -1, %i5
	be	.L35
	 add	%o1, 1, %o1
	cmp	%o1, 0
	bne	.L191
	 cmp	%o1, 1
	addcc	%l2, -2, %i5
	bne	.L36
	 mov	1, %o1
.L35:
	addcc	%l3, -1, %i5
	be	.L28
	 add	%o1, 1, %o1
	cmp	%o1, 0
	bne	.L192
	 cmp	%o1, 1
	addcc	%l3, -2, %i5
	bne	.L29
	 mov	1, %o1
.L28:
	addcc	%l1, -1, %i5
	be	.L21
	 add	%o1, 1, %o1
	cmp	%o1, 0
	bne	.L193
	 cmp	%o1, 1
	addcc	%l1, -2, %i5
	bne	.L22
	 mov	1, %o1
.L21:
	addcc	%i1, -1, %i5
	be	.L14
	 add	%o1, 1, %o1
	cmp	%o1, 0
	bne	.L194
	 cmp	%o1, 1
	addcc	%i1, -2, %i5
	bne	.L15
	 mov	1, %o1
.L14:
	cmp	%l0, 0
	bne	.L185
	 add	%o1, 1, %i1
.L9:
	jmp	%i7+8
	 restore %i1, 1, %o0
.L183:
	call	ack, 0
	 add	%o1, -1, %o1
	b	.L63
	 mov	%o0, %o1
.L182:
	add	%o1, -2, %o1
.L55:
	cmp	%o1, 0
	be	.L52
	 mov	%i5, %i3
	b	.L59
	 add	%o1, -1, %o1
.L181:
	add	%o1, -2, %o1
.L48:
	cmp	%o1, 0
	be	.L45
	 mov	%i5, %i2
	b	.L55
	 add	%o1, -1, %o1
.L180:
	add	%o1, -2, %o1
.L41:
	cmp	%o1, 0
	be	.L38
	 mov	%i5, %l2
	b	.L48
	 add	%o1, -1, %o1
.L179:
	add	%o1, -2, %o1
.L34:
	cmp	%o1, 0
	be	.L31
	 mov	%i5, %l3
	b	.L41
	 add	%o1, -1, %o1
.L177:
	cmp	%i1, 1
	bne,a	.L186
	 add	%i1, -2, %o1
	mov	%i0, %i1
	mov	%i0, %i5
	b	.L17
	 add	%i0, -1, %l0
.L178:
	add	%o1, -2, %o1
.L27:
	cmp	%o1, 0
	be	.L24
	 mov	%i5, %l1
	b	.L34
	 add	%o1, -1, %o1
.L184:
	b	.L59
	 add	%o1, -1, %o1
.L186:
	mov	%i0, %i5
	mov	%i0, %i1
	b	.L27
	 add	%i0, -1, %l0
	.size	ack, .-ack
	.align 4
	.type	walk, #function
	.proc	016
walk:
	save	%sp, -152, %sp
	mov	0, %l0
	cmp	%i0, 0
	be	.L195
	 mov	%i2, %l5
	mov	%l0, %i5
.L196:
	ld	[%l5], %g1
	cmp	%g1, %i1
	blu,a	.L197
	 st	%i1, [%l5]
.L197:
	ld	[%i0], %i4
	add	%i1, 1, %i1
	mov	0, %l0
	cmp	%i4, 0
	be	.L260
	 mov	%i1, %i2
	mov	%i0, %l2
	mov	%l0, %i3
	mov	%i5, %l3
	mov	%i1, %i0
.L198:
	ld	[%l5], %g1
	cmp	%g1, %i2
	blu,a	.L200
	 st	%i2, [%l5]
.L200:
	ld	[%i4], %i5
	add	%i2, 1, %i2
	mov	0, %l0
	cmp	%i5, 0
	be	.L261
	 mov	%i2, %i1
	st	%i2, [%fp-20]
	st	%i4, [%fp-24]
	mov	%i3, %l4
	mov	%l3, %l1
	mov	%l2, %i2
	mov	%i0, %i4
.L201:
	ld	[%l5], %g1
	cmp	%g1, %i1
	blu,a	.L203
	 st	%i1, [%l5]
.L203:
	add	%i1, 1, %i1
	ld	[%i5], %i0
	mov	0, %l2
	mov	%i1, %l3
	mov	%i1, %l7
	cmp	%i0, 0
	be	.L262
	 mov	%i5, %l6
.L204:
	ld	[%l5], %g3
	cmp	%g3, %l3
	blu,a	.L206
	 st	%l3, [%l5]
.L206:
	ld	[%i0], %i5
	add	%l3, 1, %l3
	mov	0, %i3
	cmp	%i5, 0
	be	.L263
	 mov	%l3, %i1
	mov	%l0, %g1
	mov	%l4, %g4
	mov	%l7, %g2
	mov	%l6, %g3
	mov	%i3, %l0
.L207:
	ld	[%l5], %i3
	cmp	%i3, %i1
	blu,a	.L209
	 st	%i1, [%l5]
.L209:
	ld	[%i5], %l4
	add	%i1, 1, %i1
	mov	0, %l6
	mov	%i1, %l7
	cmp	%l4, 0
	be	.L264
	 mov	%g4, %i3
.L210:
	ld	[%l5], %g4
	cmp	%g4, %l7
	blu,a	.L212
	 st	%l7, [%l5]
.L212:
	ld	[%l4], %o2
	add	%l7, 1, %l7
	cmp	%o2, 0
	be	.L265
	 mov	0, %o5
	mov	%o2, %o3
	st	%g3, [%fp-4]
	st	%g1, [%fp-8]
	mov	%g2, %o2
	mov	%l7, %g4
.L213:
	ld	[%l5], %g1
	cmp	%g1, %g4
	blu,a	.L215
	 st	%g4, [%l5]
.L215:
	ld	[%o3], %g1
	add	%g4, 1, %g4
	mov	0, %g3
	cmp	%g1, 0
	be	.L220
	 mov	%g4, %g2
	st	%o3, [%fp-12]
	st	%g4, [%fp-16]
	mov	%i2, %o4
	mov	%o2, %g4
	mov	%i5, %i2
	mov	%i4, %o3
.L216:
	ld	[%l5], %i5
	cmp	%i5, %g2
	blu,a	.L218
	 st	%g2, [%l5]
.L218:
	ld	[%g1], %i5
	add	%g2, 1, %g2
	mov	0, %i4
	cmp	%i5, 0
	be	.L222
	 mov	%g2, %o1
.L219:
	ld	[%l5], %o7
	cmp	%o7, %o1
	bgeu	.L221
	 mov	%l5, %o2
	st	%o1, [%l5]
.L221:
	add	%o1, 1, %o1
	st	%o3, [%fp-56]
	st	%o4, [%fp-52]
	st	%g3, [%fp-48]
	st	%g1, [%fp-44]
	st	%g2, [%fp-40]
	st	%o5, [%fp-36]
	st	%g4, [%fp-32]
	ld	[%i5], %o0
	call	walk, 0
	 st	%o1, [%fp-28]
	ld	[%i5+8], %o2
	sll	%o0, 1, %o7
	ld	[%i5+4], %i5
	add	%o7, %o0, %o7
	cmp	%i5, 0
	add	%o7, %o2, %o7
	ld	[%fp-28], %o1
	add	%i4, %o7, %i4
	ld	[%fp-32], %g4
	ld	[%fp-36], %o5
	ld	[%fp-40], %g2
	ld	[%fp-44], %g1
	ld	[%fp-48], %g3
	ld	[%fp-52], %o4
	bne	.L219
	 ld	[%fp-56], %o3
	add	%i4, %i4, %i5
	add	%i5, %i4, %i4
.L222:
	ld	[%g1+8], %i5
	ld	[%g1+4], %g1
	add	%i4, %i5, %i5
	cmp	%g1, 0
	bne	.L216
	 add	%g3, %i5, %g3
	mov	%g4, %o2
	mov	%i2, %i5
	mov	%o3, %i4
	add	%g3, %g3, %g1
	ld	[%fp-16], %g4
	mov	%o4, %i2
	ld	[%fp-12], %o3
	add	%g1, %g3, %g1
.L220:
	ld	[%o3+8], %g2
	ld	[%o3+4], %o3
	add	%g1, %g2, %g1
	cmp	%o3, 0
	bne	.L213
	 add	%o5, %g1, %o5
	add	%o5, %o5, %g4
	mov	%o2, %g2
	ld	[%fp-4], %g3
	ld	[%fp-8], %g1
	add	%g4, %o5, %g4
.L217:
	ld	[%l4+8], %o7
	ld	[%l4+4], %l4
	add	%g4, %o7, %g4
	cmp	%l4, 0
	bne	.L210
	 add	%l6, %g4, %l6
	mov	%i3, %g4
	add	%l6, %l6, %i3
	add	%i3, %l6, %i3
.L214:
	ld	[%i5+8], %o7
	ld	[%i5+4], %i5
	add	%i3, %o7, %i3
	cmp	%i5, 0
	bne	.L207
	 add	%l0, %i3, %l0
	mov	%l0, %i3
	mov	%g3, %l6
	mov	%g4, %l4
	add	%i3, %i3, %g3
	mov	%g2, %l7
	mov	%g1, %l0
	add	%g3, %i3, %g3
.L211:
	ld	[%i0+8], %g4
	ld	[%i0+4], %i0
	add	%g3, %g4, %g3
	cmp	%i0, 0
	bne	.L204
	 add	%l2, %g3, %l2
	add	%l2, %l2, %g1
	mov	%l7, %i1
	mov	%l6, %i5
	add	%g1, %l2, %g1
.L208:
	ld	[%i5+8], %g2
	ld	[%i5+4], %i5
	add	%g1, %g2, %g1
	cmp	%i5, 0
	bne	.L201
	 add	%l0, %g1, %l0
	mov	%i2, %l2
	mov	%i4, %i0
	add	%l0, %l0, %g1
	mov	%l4, %i3
	mov	%l1, %l3
	ld	[%fp-20], %i2
	ld	[%fp-24], %i4
	add	%g1, %l0, %g1
.L205:
	ld	[%i4+8], %g2
	ld	[%i4+4], %i4
	add	%g1, %g2, %g1
	cmp	%i4, 0
	bne	.L198
	 add	%i3, %g1, %i3
	mov	%i0, %i1
	add	%i3, %i3, %g1
	mov	%l3, %i5
	mov	%l2, %i0
	add	%g1, %i3, %g1
.L202:
	ld	[%i0+8], %g2
	ld	[%i0+4], %i0
	add	%g1, %g2, %g1
	cmp	%i0, 0
	bne	.L196
	 add	%i5, %g1, %i5
	mov	%i5, %l0
.L195:
	jmp	%i7+8
	 restore %g0, %l0, %o0
.L265:
	b	.L217
	 mov	0, %g4
.L264:
	b	.L214
	 mov	0, %i3
.L263:
	b	.L211
	 mov	0, %g3
.L262:
	b	.L208
	 mov	0, %g1
.L261:
	b	.L205
	 mov	0, %g1
.L260:
	b	.L202
	 mov	0, %g1
	.size	walk, .-walk
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC0:
	.asciz	"recursion ack %u walk %u depth %u\n"
	.section	.text.startup,"ax",@progbits
	.align 4
	.global main
	.type	main, #function
	.proc	04
main:
	save	%sp, -104, %sp
	sethi	%hi(-1227133952), %i0
	sethi	%hi(613566464), %i1
	st	%g0, [%fp-4]
	mov	0, %i5
	mov	0, %i4
	mov	-3, %i2
	mov	-3, %i3
	or	%i0, 439, %i0
	or	%i1, 292, %i1
.L272:
	cmp	%i4, 0
	be,a	.L274
	 mov	12, %o1
	ld	[%i4+8], %g1
	cmp	%g1, %i3
	ble	.L269
	 mov	%i3, %o1
.L275:
	call	insert, 0
	 ld	[%i4], %o0
	st	%o0, [%i4]
.L270:
	mov	%i2, %g2
	add	%i5, 1, %i5
	cmp	%i5, 400
	be	.L271
	 add	%i2, 5, %i2
.L276:
	smul	%i5, %i0, %g1
	cmp	%g1, %i1
	bgu	.L272
	 add	%g2, 8, %i3
	mov	%i2, %i3
	ld	[%i4+8], %g1
	cmp	%g1, %i3
	bg	.L275
	 mov	%i3, %o1
.L269:
	call	insert, 0
	 ld	[%i4+4], %o0
	b	.L270
	 st	%o0, [%i4+4]
.L274:
	call	calloc, 0
	 mov	1, %o0
	st	%i3, [%o0+8]
	mov	%i2, %g2
	add	%i5, 1, %i5
	mov	%o0, %i4
	cmp	%i5, 400
	bne	.L276
	 add	%i2, 5, %i2
.L271:
	add	%fp, -4, %o2
	mov	1, %o1
	call	walk, 0
	 mov	%i4, %o0
	mov	60, %o1
	mov	%o0, %i5
	call	ack, 0
	 mov	2, %o0
	mov	0, %i0
	mov	%o0, %o1
	ld	[%fp-4], %o3
	mov	%i5, %o2
	sethi	%hi(.LC0), %o0
	call	printf, 0
	 or	%o0, %lo(.LC0), %o0
	jmp	%i7+8
	 restore
	.size	main, .-main
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
