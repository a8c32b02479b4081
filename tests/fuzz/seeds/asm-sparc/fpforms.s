	.file	"fpforms.c"
	.section	".text"
	.align 4
	.type	twice, #function
	.proc	07
twice:
	add	%sp, -80, %sp
	std	%o0, [%sp+72]
	ldd	[%sp+72], %f8
	add	%sp, 80, %sp
	jmp	%o7+8
	 faddd	%f8, %f8, %f0
	.size	twice, .-twice
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC0:
	.long	1071644672
	.long	0
	.section	".text"
	.align 4
	.type	half, #function
	.proc	07
half:
	add	%sp, -80, %sp
	sethi	%hi(.LC0), %g1
	std	%o0, [%sp+72]
	ldd	[%g1+%lo(.LC0)], %f0
	ldd	[%sp+72], %f8
	add	%sp, 80, %sp
	jmp	%o7+8
	 fmuld	%f8, %f0, %f0
	.size	half, .-half
	.align 4
	.type	compare, #function
	.proc	016
compare:
	add	%sp, -80, %sp
	std	%o0, [%sp+72]
	ldd	[%sp+72], %f10
	std	%o2, [%sp+72]
	ldd	[%sp+72], %f8
	fcmped	%f10, %f8
	nop
	fbl	.L5
	 mov	1, %g2
	mov	0, %g2
.L5:
	fcmped	%f10, %f8
	nop
	fbge	.L6
	 mov	1, %o0
	mov	0, %o0
.L6:
	fcmped	%f10, %f8
	nop
	fbg	.L7
	 mov	1, %g1
	mov	0, %g1
.L7:
	sll	%g1, 2, %g1
	fcmped	%f10, %f8
	nop
	fble	.L8
	 mov	1, %g3
	mov	0, %g3
.L8:
	add	%g3, %g3, %g3
	and	%g2, 0xff, %g4
	or	%g1, %g3, %g1
	fcmpd	%f10, %f8
	or	%g1, %g4, %g1
	and	%o0, 0xff, %g3
	mov	1, %g4
	sll	%g3, 3, %g3
	nop
	fbe	.L9
	 or	%g1, %g3, %g1
	mov	0, %g4
.L9:
	sll	%g4, 4, %g4
	mov	1, %g3
	fcmpd	%f10, %f8
	nop
	fbne	.L10
	 or	%g1, %g4, %g1
	mov	0, %g3
.L10:
	sll	%g3, 5, %g3
	xor	%g2, 1, %g2
	or	%g1, %g3, %g1
	and	%g2, 0xff, %g2
	xor	%o0, 1, %o0
	sll	%g2, 6, %g2
	and	%o0, 0xff, %o0
	or	%g1, %g2, %g1
	sll	%o0, 7, %o0
	add	%sp, 80, %sp
	jmp	%o7+8
	 or	%g1, %o0, %o0
	.size	compare, .-compare
	.align 4
	.type	bits_of, #function
	.proc	016
bits_of:
	save	%sp, -112, %sp
	mov	8, %o2
	std	%i0, [%fp-16]
	add	%fp, -16, %o1
	call	memcpy, 0
	 add	%fp, -8, %o0
	ld	[%fp-4], %g1
	ld	[%fp-8], %i0
	xor	%i0, %g1, %i0
	jmp	%i7+8
	 restore
	.size	bits_of, .-bits_of
	.global __fixdfdi
	.global __floatdidf
	.global __floatdisf
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC23:
	.asciz	"fpforms %lld %lld %u %lld %llu\n"
	.align 8
.LC26:
	.asciz	"fpforms %d %d %u\n"
	.section	.rodata.cst4,"aM",@progbits,4
	.align 4
.LC2:
	.long	1077936128
	.section	.rodata.cst8
	.align 8
.LC3:
	.long	1069547520
	.long	0
	.align 8
.LC4:
	.long	1072168960
	.long	0
	.align 8
.LC5:
	.long	1073741824
	.long	0
	.align 8
.LC6:
	.long	1072693248
	.long	0
	.section	.rodata.cst4
	.align 4
.LC7:
	.long	1069547520
	.section	.rodata.cst8
	.align 8
.LC8:
	.long	1070596096
	.long	0
	.align 8
.LC9:
	.long	1073217536
	.long	0
	.align 8
.LC10:
	.long	1065646817
	.long	1202590843
	.align 8
.LC11:
	.long	1062232653
	.long	-755914244
	.align 8
.LC12:
	.long	1075838976
	.long	0
	.align 8
.LC13:
	.long	1077936128
	.long	0
	.section	.rodata.cst4
	.align 4
.LC14:
	.long	1056964608
	.align 4
.LC15:
	.long	1073741824
	.align 4
.LC16:
	.long	1028443341
	.section	.rodata.cst8
	.align 8
.LC17:
	.long	1083129856
	.long	0
	.align 8
.LC18:
	.long	1104006501
	.long	0
	.section	.rodata.cst4
	.align 4
.LC19:
	.long	1287568416
	.align 4
.LC20:
	.long	1325029098
	.align 4
.LC21:
	.long	1325400064
	.section	.rodata.cst8
	.align 8
.LC22:
	.long	1106247680
	.long	0
	.section	.rodata.cst4
	.align 4
.LC24:
	.long	1232348160
	.section	.rodata.cst8
	.align 8
.LC25:
	.long	1093567616
	.long	0
	.section	.text.startup,"ax",@progbits
	.align 4
	.global main
	.type	main, #function
	.proc	04
main:
	save	%sp, -208, %sp
	sethi	%hi(.LC4), %g4
	sethi	%hi(zero), %g2
	ldd	[%g4+%lo(.LC4)], %f20
	sethi	%hi(.LC5), %g4
	ldd	[%g2+%lo(zero)], %f10
	ldd	[%g4+%lo(.LC5)], %f18
	ldd	[%g2+%lo(zero)], %f8
	sethi	%hi(.LC6), %g4
	fdivd	%f10, %f8, %f8
	sethi	%hi(half), %g2
	or	%g2, %lo(half), %g2
	sethi	%hi(twice), %g1
	sethi	%hi(p.2), %l2
	or	%g1, %lo(twice), %g1
	or	%l2, %lo(p.2), %l2
	st	%g2, [%fp-4]
	std	%f8, [%fp-88]
	st	%g0, [%fp-40]
	st	%g0, [%fp-36]
	ldd	[%g4+%lo(.LC6)], %f16
	st	%g1, [%fp-8]
	sethi	%hi(.LC7), %g4
	mov	%l2, %g2
	mov	0, %g3
	ldd	[%fp-40], %f8
	ld	[%g4+%lo(.LC7)], %f14
.L13:
	mov	%g3, %g4
	fmuld	%f8, %f20, %f8
	add	%g3, 1, %g3
	fsubd	%f8, %f18, %f10
	st	%g3, [%fp-40]
	std	%f10, [%g2]
	ld	[%fp-40], %f8
	st	%g4, [%g2+20]
	fitod	%f8, %f8
	st	%g4, [%fp-40]
	fdivd	%f16, %f8, %f12
	ld	[%fp-40], %f10
	std	%f12, [%g2+8]
	fitos	%f10, %f10
	fmuls	%f10, %f14, %f10
	st	%f10, [%g2+16]
	cmp	%g3, 8
	bne	.L13
	 add	%g2, 24, %g2
	sethi	%hi(.LC2), %g2
	ld	[%g2+%lo(.LC2)], %f8
	sethi	%hi(.LC3), %l1
	st	%f8, [%fp-68]
	ldd	[%l1+%lo(.LC3)], %f8
	sethi	%hi(.LC8), %g3
	std	%f8, [%fp-80]
	ldd	[%g3+%lo(.LC8)], %f8
	sethi	%hi(table), %g2
	sethi	%hi(.LC9), %g3
	std	%f8, [%fp-48]
	ldd	[%g3+%lo(.LC9)], %f8
	sethi	%hi(p.2+192), %i4
	sethi	%hi(.LC11), %i1
	sethi	%hi(.LC12), %i2
	sethi	%hi(.LC13), %i3
	or	%g2, %lo(table), %l6
	sethi	%hi(.LC14), %l5
	sethi	%hi(.LC15), %l4
	sethi	%hi(.LC16), %l3
	or	%l1, %lo(.LC3), %g2
	sethi	%hi(fa.0), %i0
	std	%f8, [%fp-56]
	sethi	%hi(.LC10), %g3
	or	%i4, %lo(p.2+192), %i4
	ldd	[%g3+%lo(.LC10)], %f8
	mov	0, %i5
	or	%i1, %lo(.LC11), %i1
	or	%i2, %lo(.LC12), %i2
	or	%i3, %lo(.LC13), %i3
	or	%l5, %lo(.LC14), %l5
	or	%l4, %lo(.LC15), %l4
	or	%l3, %lo(.LC16), %l3
	st	%g2, [%fp-72]
	or	%i0, %lo(fa.0), %i0
	std	%f8, [%fp-64]
.L14:
	add	%i5, 1, %l0
	mov	%l2, %l1
	b	.L17
	 mov	%l0, %l7
.L15:
	and	%l7, 1, %g1
	add	%l7, 1, %l7
	sll	%g1, 2, %g1
	add	%fp, %g1, %g1
	ld	[%g1-8], %g1
.L17:
	ldd	[%fp-64], %f14
	ldd	[%l1], %f10
	ldd	[%l1+8], %f12
	ldd	[%fp-48], %f8
	fmuld	%f12, %f14, %f12
	fmuld	%f10, %f8, %f8
	ldd	[%fp-56], %f14
	fsubd	%f14, %f8, %f8
	fmuld	%f8, %f12, %f8
	faddd	%f8, %f10, %f8
	ldd	[%l1+8], %o0
	call	%g1, 0
	 std	%f8, [%l1]
	ld	[%l1+16], %f10
	ldd	[%i1], %f14
	fstod	%f10, %f10
	fmuld	%f10, %f14, %f10
	ldd	[%l1], %f8
	ld	[%l1+20], %o7
	faddd	%f10, %f0, %f0
	ldd	[%i2], %f12
	std	%f0, [%l1+8]
	fmuld	%f8, %f12, %f8
	ldd	[%i3], %f10
	add	%o7, 1, %o7
	faddd	%f8, %f10, %f8
	fdtoi	%f8, %f8
	st	%f8, [%fp-40]
	ld	[%fp-40], %g1
	and	%g1, 63, %g1
	sll	%g1, 2, %g1
	ld	[%l6+%g1], %o5
	add	%o7, %o5, %o7
	add	%l1, 24, %l1
	cmp	%i4, %l1
	bne	.L15
	 st	%o7, [%l6+%g1]
	sethi	%hi(p.2), %g1
	or	%g1, %lo(p.2), %o1
	sethi	%hi(q.1), %g1
	mov	192, %o2
	call	memcpy, 0
	 or	%g1, %lo(q.1), %o0
	ldd	[%fp-48], %f8
	ld	[%l4], %f12
	ldd	[%fp-80], %f14
	ld	[%fp-68], %f16
	fmuld	%f14, %f8, %f10
	ld	[%l3], %f9
	ld	[%l5], %f8
	fmuls	%f16, %f8, %f8
	fsubs	%f8, %f12, %f8
	ldd	[%fp-56], %f12
	fmuls	%f8, %f9, %f8
	fsubd	%f12, %f10, %f10
	fsubs	%f16, %f8, %f16
	and	%i5, 31, %i5
	ld	[%fp-72], %g1
	sll	%i5, 2, %i5
	ldd	[%g1], %f12
	st	%f16, [%fp-68]
	fmuld	%f10, %f12, %f10
	faddd	%f14, %f10, %f8
	std	%f8, [%fp-80]
	fdtos	%f8, %f8
	fmuls	%f8, %f16, %f8
	st	%f8, [%i0+%i5]
	cmp	%l0, 40
	be	.L16
	 mov	%l0, %i5
	and	%l0, 1, %g1
	sll	%g1, 2, %g1
	add	%fp, %g1, %g1
	b	.L14
	 ld	[%g1-8], %g1
.L16:
	sethi	%hi(q.1), %g1
	sethi	%hi(-2128831488), %l4
	or	%g1, %lo(q.1), %i2
	sethi	%hi(.LC17), %i4
	sethi	%hi(16777216), %i1
	add	%i2, 192, %i3
	or	%l4, 453, %l4
	or	%i4, %lo(.LC17), %i4
	or	%i1, 403, %i1
.L18:
	ldd	[%i2], %f8
	mov	8, %o2
	add	%fp, -24, %o1
	std	%f8, [%fp-24]
	call	memcpy, 0
	 add	%fp, -16, %o0
	ldd	[%i2+8], %f8
	ld	[%fp-12], %g1
	std	%f8, [%fp-24]
	ld	[%fp-16], %i5
	mov	8, %o2
	xor	%i5, %g1, %i5
	add	%fp, -24, %o1
	call	memcpy, 0
	 add	%fp, -16, %o0
	ldd	[%i4], %f10
	ldd	[%i2], %f8
	fmuld	%f8, %f10, %f8
	fdtoi	%f8, %f8
	st	%f8, [%fp-40]
	xor	%i5, %l4, %i5
	add	%i2, 24, %i2
	smul	%i5, %i1, %i5
	ld	[%fp-16], %g1
	ld	[%fp-12], %g3
	ld	[%fp-40], %l4
	xor	%g1, %g3, %g1
	cmp	%i2, %i3
	xor	%g1, %i5, %g1
	smul	%g1, %i1, %g1
	xor	%l4, %g1, %l4
	bne	.L18
	 smul	%l4, %i1, %l4
	ldd	[%fp-88], %o0
	mov	%o0, %o2
	call	compare, 0
	 mov	%o1, %o3
	sethi	%hi(.LC18), %g1
	ldd	[%g1+%lo(.LC18)], %f8
	sethi	%hi(.LC19), %g1
	std	%f8, [%fp-64]
	ld	[%g1+%lo(.LC19)], %f8
	sethi	%hi(.LC20), %g1
	st	%f8, [%fp-72]
	ld	[%g1+%lo(.LC20)], %f8
	sethi	%hi(16777216), %l0
	st	%f8, [%fp-92]
	sethi	%hi(.LC21), %g1
	sll	%o0, 24, %l1
	ld	[%g1+%lo(.LC21)], %f8
	add	%i0, 128, %l2
	mov	0, %i1
	mov	0, %i2
	mov	0, %i3
	st	%f8, [%fp-56]
	sethi	%hi(-2147483648), %l3
	b	.L27
	 or	%l0, 403, %l0
.L35:
	fstoi	%f9, %f9
	st	%f9, [%fp-40]
	fstoi	%f8, %f8
	ld	[%fp-40], %g3
	st	%f8, [%fp-40]
	smul	%i5, %l0, %i5
	ld	[%fp-40], %g1
	add	%i0, 4, %i0
	xor	%g1, %i5, %g1
	add	%i1, %g3, %i1
	cmp	%i0, %l2
	be	.L34
	 smul	%g1, %l0, %l4
.L27:
	ld	[%i0], %f8
	fstod	%f8, %f10
	st	%f8, [%fp-48]
	std	%f10, [%fp-40]
	ldd	[%fp-80], %o2
	ldd	[%fp-40], %i4
	mov	%i5, %o1
	call	compare, 0
	 mov	%i4, %o0
	ldd	[%fp-88], %o2
	mov	%o0, %l5
	mov	%i5, %o1
	call	compare, 0
	 mov	%i4, %o0
	ld	[%fp-68], %f9
	ld	[%fp-48], %f8
	mov	1, %g1
	fcmpes	%f8, %f9
	nop
	fbg	.L36
	 mov	%o0, %g3
	mov	0, %g1
	ld	[%fp-68], %f9
.L36:
	sll	%g1, 2, %g1
	fcmpes	%f8, %f9
	nop
	fble	.L20
	 mov	1, %g4
	mov	0, %g4
.L20:
	add	%g4, %g4, %g4
	ld	[%fp-68], %f9
	mov	1, %o7
	fcmpes	%f8, %f9
	nop
	fbl	.L37
	 or	%g1, %g4, %g1
	mov	0, %o7
	ld	[%fp-68], %f9
.L37:
	or	%g1, %o7, %g1
	fcmpes	%f8, %f9
	nop
	fbge	.L22
	 mov	1, %g4
	mov	0, %g4
.L22:
	sll	%g4, 3, %o7
	ld	[%fp-68], %f9
	mov	1, %g4
	fcmps	%f8, %f9
	nop
	fbe	.L23
	 or	%g1, %o7, %g1
	mov	0, %g4
.L23:
	sll	%g4, 4, %o7
	ld	[%fp-68], %f9
	mov	1, %g4
	fcmps	%f8, %f9
	nop
	fbne	.L24
	 or	%g1, %o7, %g1
	mov	0, %g4
.L24:
	std	%i4, [%fp-40]
	ldd	[%fp-64], %f10
	st	%f8, [%fp-48]
	sll	%g4, 5, %g4
	ldd	[%fp-40], %f8
	or	%g1, %g4, %g1
	fmuld	%f8, %f10, %f8
	sll	%g1, 8, %g1
	sll	%g3, 16, %g3
	or	%l5, %l1, %l5
	or	%g3, %l5, %g3
	std	%f8, [%fp-40]
	or	%g1, %g3, %i5
	call	__fixdfdi, 0
	 ldd	[%fp-40], %o0
	ld	[%fp-92], %f10
	ld	[%fp-72], %f9
	ld	[%fp-48], %f8
	addcc	%i3, %o1, %i3
	fmuls	%f8, %f9, %f9
	xor	%i5, %l4, %i5
	fadds	%f9, %f10, %f9
	ld	[%fp-56], %f10
	fcmpes	%f9, %f10
	nop
	fbul	.L35
	 addx	%i2, %o0, %i2
	ld	[%fp-56], %f10
	fsubs	%f9, %f10, %f9
	fstoi	%f9, %f9
	st	%f9, [%fp-40]
	fstoi	%f8, %f8
	ld	[%fp-40], %g3
	st	%f8, [%fp-40]
	xor	%g3, %l3, %g3
	ld	[%fp-40], %g1
	smul	%i5, %l0, %i5
	add	%i0, 4, %i0
	xor	%g1, %i5, %g1
	add	%i1, %g3, %i1
	cmp	%i0, %l2
	bne	.L27
	 smul	%g1, %l0, %l4
.L34:
	sethi	%hi(16777216), %g3
	mov	%l6, %g2
	add	%l6, 256, %g4
	or	%g3, 403, %g3
.L28:
	ld	[%g2], %g1
	add	%g2, 4, %g2
	xor	%l4, %g1, %g1
	cmp	%g2, %g4
	bne	.L28
	 smul	%g1, %g3, %l4
	mov	%i2, %o0
	call	__floatdidf, 0
	 mov	%i3, %o1
	std	%f0, [%fp-40]
	ldd	[%fp-40], %i4
	st	%i1, [%fp-40]
	ld	[%fp-40], %f8
	fitod	%f8, %f10
	cmp	%i1, 0
	bge	.L29
	 std	%f10, [%fp-40]
	sethi	%hi(.LC22), %g1
	ldd	[%g1+%lo(.LC22)], %f8
	faddd	%f10, %f8, %f8
	std	%f8, [%fp-40]
.L29:
	mov	%i2, %o0
	call	__floatdisf, 0
	 mov	%i3, %o1
	mov	%i5, %o1
	st	%f0, [%fp-48]
	call	bits_of, 0
	 mov	%i4, %o0
	mov	%o0, %i0
	call	bits_of, 0
	 ldd	[%fp-40], %o0
	ld	[%fp-48], %f0
	mov	%o0, %g1
	fstod	%f0, %f8
	xor	%i0, %l4, %i0
	std	%f8, [%fp-40]
	sethi	%hi(16777216), %l0
	ldd	[%fp-40], %o0
	or	%l0, 403, %l0
	smul	%i0, %l0, %i0
	call	bits_of, 0
	 xor	%i0, %g1, %i0
	mov	%o0, %g1
	smul	%i0, %l0, %i0
	mov	%i4, %o0
	xor	%i0, %g1, %i0
	call	__fixdfdi, 0
	 mov	%i5, %o1
	sethi	%hi(-1779105792), %g1
	st	%g1, [%sp+104]
	sethi	%hi(4190208), %g1
	or	%g1, 743, %g1
	st	%g1, [%sp+100]
	sethi	%hi(-2096128), %g1
	or	%g1, 652, %g1
	sethi	%hi(889552896), %g2
	st	%g1, [%fp-32]
	sethi	%hi(-2096128), %g1
	or	%g1, 652, %g1
	mov	%o1, %o4
	mov	%o0, %o3
	mov	%i2, %o1
	mov	%i3, %o2
	st	%g1, [%sp+92]
	mov	%i1, %o5
	st	%g2, [%fp-28]
	st	%g2, [%sp+96]
	sethi	%hi(.LC23), %o0
	call	printf, 0
	 or	%o0, %lo(.LC23), %o0
	sethi	%hi(.LC24), %g1
	ld	[%fp-68], %f9
	ld	[%g1+%lo(.LC24)], %f8
	fmuls	%f9, %f8, %f8
	fstoi	%f8, %f8
	sethi	%hi(.LC25), %g1
	st	%f8, [%fp-40]
	ldd	[%g1+%lo(.LC25)], %f10
	ldd	[%fp-80], %f12
	fmuld	%f12, %f10, %f10
	fdtoi	%f10, %f8
	smul	%i0, %l0, %o3
	ld	[%fp-40], %o2
	mov	0, %i0
	st	%f8, [%fp-40]
	sethi	%hi(.LC26), %o0
	ld	[%fp-40], %o1
	call	printf, 0
	 or	%o0, %lo(.LC26), %o0
	jmp	%i7+8
	 restore
	.size	main, .-main
	.local	fa.0
	.common	fa.0,128,4
	.local	q.1
	.common	q.1,192,8
	.local	p.2
	.common	p.2,192,8
	.local	zero
	.common	zero,8,8
	.local	table
	.common	table,256,4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
