	.file	"strtod.c"
	.section	".text"
	.align 4
	.type	parse, #function
	.proc	017
parse:
	save	%sp, -112, %sp
	st	%g0, [%fp-8]
	st	%g0, [%fp-4]
	ldub	[%i0], %g1
	sethi	%hi(__rt_ctype), %g2
	add	%g1, 128, %g1
	or	%g2, %lo(__rt_ctype), %g2
	add	%g1, %g1, %g1
	lduh	[%g2+%g1], %g1
	andcc	%g1, 16, %g0
	be	.L2
	 mov	%i0, %i5
	add	%i5, 1, %i5
.L20:
	ldub	[%i5], %g1
	add	%g1, 128, %g1
	add	%g1, %g1, %g1
	lduh	[%g2+%g1], %g1
	andcc	%g1, 16, %g0
	bne,a	.L20
	 add	%i5, 1, %i5
.L2:
	add	%fp, -12, %o4
	add	%fp, -8, %o3
	mov	%i2, %o2
	mov	-1, %o1
	call	__rt_fp_parse, 0
	 mov	%i5, %o0
	cmp	%i1, 0
	be	.L4
	 cmp	%o0, 0
	bne,a	.L5
	 add	%i5, %o0, %i0
.L5:
	st	%i0, [%i1]
.L4:
	ld	[%fp-12], %g1
	cmp	%g1, 0
	be,a	.L21
	 ldd	[%fp-8], %i0
	sethi	%hi(errno), %g1
	mov	34, %g2
	st	%g2, [%g1+%lo(errno)]
	ldd	[%fp-8], %i0
.L21:
	jmp	%i7+8
	 restore
	.size	parse, .-parse
	.align 4
	.global strtod
	.type	strtod, #function
	.proc	07
strtod:
	save	%sp, -112, %sp
	mov	0, %o2
	mov	%i1, %o1
	call	parse, 0
	 mov	%i0, %o0
	mov	8, %o2
	std	%o0, [%fp-16]
	add	%fp, -16, %o1
	call	memcpy, 0
	 add	%fp, -8, %o0
	ldd	[%fp-8], %f0
	jmp	%i7+8
	 restore
	.size	strtod, .-strtod
	.align 4
	.global strtof
	.type	strtof, #function
	.proc	06
strtof:
	save	%sp, -104, %sp
	mov	1, %o2
	mov	%i1, %o1
	call	parse, 0
	 mov	%i0, %o0
	mov	4, %o2
	st	%o1, [%fp-8]
	add	%fp, -4, %o0
	call	memcpy, 0
	 add	%fp, -8, %o1
	ld	[%fp-4], %f0
	jmp	%i7+8
	 restore
	.size	strtof, .-strtof
	.align 4
	.global atof
	.type	atof, #function
	.proc	07
atof:
	save	%sp, -112, %sp
	mov	0, %o2
	mov	%i0, %o0
	call	parse, 0
	 mov	0, %o1
	mov	8, %o2
	std	%o0, [%fp-16]
	add	%fp, -16, %o1
	call	memcpy, 0
	 add	%fp, -8, %o0
	ldd	[%fp-8], %f0
	jmp	%i7+8
	 restore
	.size	atof, .-atof
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
