	.file	"switch.c"
	.section	".text"
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC0:
	.asciz	"switch %u"
	.align 8
.LC1:
	.asciz	" %u"
	.align 8
.LC2:
	.asciz	"\n"
	.section	.text.startup,"ax",@progbits
	.align 4
	.global main
	.type	main, #function
	.proc	04
main:
	save	%sp, -128, %sp
	sethi	%hi(text+1), %i1
	sethi	%hi(29360128), %i3
	or	%i1, %lo(text+1), %i1
	st	%g0, [%fp-28]
	st	%g0, [%fp-24]
	st	%g0, [%fp-20]
	st	%g0, [%fp-16]
	st	%g0, [%fp-12]
	st	%g0, [%fp-8]
	st	%g0, [%fp-4]
	mov	60, %i2
	mov	0, %g1
	mov	0, %o1
	add	%i1, 134, %i4
	or	%i3, 513, %i3
	mov	%i1, %i5
.L50:
	b	.L17
	 mov	108, %g3
.L45:
	cmp	%g1, 3
	bne	.L43
	 cmp	%g1, 0
	sll	%g3, 24, %g2
	sra	%g2, 24, %g2
	cmp	%g2, 92
	be	.L3
	 mov	4, %g1
	xor	%g2, 34, %g2
	cmp	%g0, %g2
	subx	%g0, 0, %g1
	and	%g1, 3, %g1
.L3:
	sll	%g1, 2, %g2
.L49:
	add	%fp, %g2, %g2
	ld	[%g2-28], %g4
	add	%g4, 1, %g4
	st	%g4, [%g2-28]
	and	%g3, 0xff, %g3
	sll	%o1, 4, %g2
	add	%g3, %g1, %g3
	add	%g2, %o1, %g2
	cmp	%i4, %i5
	be	.L44
	 add	%g3, %g2, %o1
.L15:
	ldub	[%i5], %g3
	add	%i5, 1, %i5
.L17:
	cmp	%g1, 4
	be,a	.L3
	 mov	3, %g1
	bleu	.L45
	 cmp	%g1, 5
	be	.L46
	 sll	%g3, 24, %g2
	sra	%g2, 24, %g2
	cmp	%g2, 62
	bg	.L14
	 cmp	%g2, 37
	ble	.L3
	 mov	0, %g1
	add	%g3, -38, %g1
	srl	%i3, %g1, %g1
	and	%g1, 1, %g1
	sub	%g0, %g1, %g1
	and	%g1, 6, %g1
	sll	%g1, 2, %g2
	add	%fp, %g2, %g2
	ld	[%g2-28], %g4
	add	%g4, 1, %g4
	st	%g4, [%g2-28]
	and	%g3, 0xff, %g3
	sll	%o1, 4, %g2
	add	%g3, %g1, %g3
	add	%g2, %o1, %g2
	cmp	%i4, %i5
	bne	.L15
	 add	%g3, %g2, %o1
.L44:
	addcc	%i2, -1, %i2
	bne	.L50
	 mov	%i1, %i5
	sethi	%hi(.LC0), %o0
	sethi	%hi(.LC1), %i4
	or	%o0, %lo(.LC0), %o0
	add	%fp, -28, %i5
	call	printf, 0
	 mov	%fp, %i3
	or	%i4, %lo(.LC1), %i4
	ld	[%i5], %o1
.L51:
	call	printf, 0
	 mov	%i4, %o0
	add	%i5, 4, %i5
	cmp	%i3, %i5
	bne,a	.L51
	 ld	[%i5], %o1
	mov	0, %i0
	sethi	%hi(.LC2), %o0
	call	printf, 0
	 or	%o0, %lo(.LC2), %o0
	jmp	%i7+8
	 restore
.L43:
	bne	.L47
	 add	%g3, -97, %g2
	and	%g2, 0xff, %g2
	cmp	%g2, 25
	bleu	.L20
	 sll	%g3, 24, %g2
	sra	%g2, 24, %g2
	cmp	%g2, 95
	be	.L20
	 add	%g3, -48, %g4
	and	%g4, 0xff, %g4
	cmp	%g4, 9
	bleu,a	.L3
	 mov	2, %g1
	cmp	%g2, 34
	be	.L22
	 cmp	%g2, 47
	be	.L48
	 cmp	%g2, 32
	be	.L3
	 cmp	%g2, 10
	bne,a	.L3
	 mov	6, %g1
	b	.L49
	 sll	%g1, 2, %g2
.L22:
	b	.L3
	 mov	3, %g1
.L14:
	xor	%g2, 124, %g2
	cmp	%g0, %g2
	addx	%g0, -1, %g1
	b	.L3
	 and	%g1, 6, %g1
.L46:
	sra	%g2, 24, %g2
	cmp	%g2, 47
	bne	.L49
	 sll	%g1, 2, %g2
	ldsb	[%i5-2], %g1
	xor	%g1, 42, %g1
	cmp	%g0, %g1
	subx	%g0, 0, %g1
	b	.L3
	 and	%g1, 5, %g1
.L47:
	and	%g2, 0xff, %g2
	cmp	%g2, 25
	bgu	.L12
	 mov	1, %g4
	mov	0, %g4
.L12:
	add	%g3, -48, %g2
	and	%g2, 0xff, %g2
	cmp	%g2, 9
	bgu	.L13
	 mov	1, %i0
	mov	0, %i0
.L13:
	and	%g4, %i0, %g4
	andcc	%g4, 1, %g0
	be	.L3
	 sll	%g3, 24, %g2
	sra	%g2, 24, %g2
	xor	%g2, 95, %g2
	cmp	%g0, %g2
	addx	%g0, -1, %g2
	b	.L3
	 and	%g1, %g2, %g1
.L20:
	b	.L3
	 mov	1, %g1
.L48:
	ldsb	[%i5], %g1
	xor	%g1, 42, %g1
	cmp	%g0, %g1
	addx	%g0, 0, %g1
	b	.L3
	 add	%g1, 5, %g1
	.size	main, .-main
	.section	".rodata"
	.align 8
	.type	text, #object
	.size	text, 136
text:
	.asciz	"let x1 = 42 + y * (z - 7); /* comment */ print \"a\\\"b\" ; if x1 >= 10 then loop { a = a << 2 | b & 0x1f; } else { s = \"done\\n\"; } // end\n"
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
