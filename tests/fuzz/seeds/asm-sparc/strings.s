	.file	"strings.c"
	.section	".text"
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC0:
	.asciz	"abstract"
	.align 8
.LC1:
	.asciz	","
	.align 8
.LC2:
	.asciz	" "
	.align 8
.LC3:
	.asciz	" ,"
	.align 8
.LC4:
	.asciz	"slice"
	.align 8
.LC5:
	.asciz	"sch"
	.align 8
.LC6:
	.asciz	"schema,trace"
	.align 8
.LC7:
	.asciz	"slice witness"
	.align 8
.LC8:
	.asciz	"abcdefghijklmnopqrstuvwxyz"
	.align 8
.LC9:
	.asciz	"-12345"
	.align 8
.LC10:
	.asciz	"ff"
	.align 8
.LC11:
	.asciz	"  77x"
	.align 8
.LC12:
	.asciz	"strings %zu %u %.20s\n"
	.section	.text.startup,"ax",@progbits
	.align 4
	.global main
	.type	main, #function
	.proc	04
main:
	save	%sp, -1128, %sp
	sethi	%hi(words.0), %i0
	sethi	%hi(.LC1), %i3
	or	%i0, %lo(words.0), %i0
	sethi	%hi(.LC0), %o1
	sethi	%hi(.LC2), %l1
	stb	%g0, [%fp-1024]
	mov	%i0, %l0
	mov	24, %i2
	or	%o1, %lo(.LC0), %o1
	add	%fp, -1024, %i4
	or	%l1, %lo(.LC2), %l1
	or	%i3, %lo(.LC1), %l2
.L2:
	andcc	%i2, 1, %g0
	be	.L6
	 mov	%l1, %i1
	mov	%l2, %i1
.L6:
	b	.L7
	 add	%i2, -21, %i5
.L3:
	add	%i5, 3, %i5
	sll	%g1, 2, %g1
	ld	[%i0+%g1], %o1
.L7:
	call	strcat, 0
	 mov	%i4, %o0
	mov	%i1, %o1
	call	strcat, 0
	 mov	%i4, %o0
	cmp	%i5, %i2
	bne	.L3
	 and	%i5, 7, %g1
	add	%i2, 1, %i2
	cmp	%i2, 30
	be	.L4
	 add	%l0, 4, %l0
	b	.L2
	 ld	[%l0], %o1
.L4:
	call	strlen, 0
	 mov	%i4, %o0
	mov	%i4, %o1
	mov	%o0, %l1
	call	strcpy, 0
	 add	%fp, -512, %o0
	sethi	%hi(.LC3), %i1
	add	%fp, -1028, %o2
	or	%i1, %lo(.LC3), %o1
	add	%fp, -512, %o0
	call	strtok_r, 0
	 mov	0, %i5
	cmp	%o0, 0
	be	.L8
	 mov	%o0, %i2
	sethi	%hi(.LC4), %l0
	sethi	%hi(.LC5), %i0
	or	%l0, %lo(.LC4), %l0
	or	%i0, %lo(.LC5), %i0
	or	%i1, %lo(.LC3), %i1
.L11:
	call	strlen, 0
	 mov	%i2, %o0
	mov	%l0, %o1
	mov	%o0, %l4
	call	strcmp, 0
	 mov	%i2, %o0
	mov	3, %o2
	mov	%o0, %l2
	mov	%i0, %o1
	call	strncmp, 0
	 mov	%i2, %o0
	cmp	%g0, %o0
	sll	%i5, 5, %l3
	mov	101, %o1
	sub	%l3, %i5, %l3
	mov	%i2, %o0
	sra	%l2, 31, %i5
	sub	%i5, %l2, %i5
	mov	99, %l2
	srl	%i5, 31, %i5
	call	strchr, 0
	 subx	%i5, -1, %i5
	add	%i5, %l4, %i5
	cmp	%o0, 0
	be	.L9
	 add	%i5, %l3, %i5
	mov	101, %o1
	call	strchr, 0
	 mov	%i2, %o0
	sub	%o0, %i2, %l2
.L9:
	mov	116, %o1
	call	strrchr, 0
	 mov	%i2, %o0
	cmp	%o0, 0
	be	.L10
	 mov	1232, %g1
	mov	116, %o1
	call	strrchr, 0
	 mov	%i2, %o0
	sub	%o0, %i2, %g1
	sll	%g1, 4, %g1
.L10:
	xor	%l2, %g1, %l2
	add	%fp, -1028, %o2
	mov	%i1, %o1
	mov	0, %o0
	call	strtok_r, 0
	 xor	%l2, %i5, %i5
	orcc	%o0, 0, %i2
	bne	.L11
	 nop
.L8:
	mov	%i4, %o0
	sethi	%hi(.LC6), %o1
	call	strstr, 0
	 or	%o1, %lo(.LC6), %o1
	cmp	%o0, 0
	be	.L12
	 mov	5, %g1
	sub	%o0, %i4, %g1
.L12:
	add	%g1, %i5, %i5
	mov	%i4, %o0
	sethi	%hi(.LC7), %o1
	call	strstr, 0
	 or	%o1, %lo(.LC7), %o1
	cmp	%o0, 0
	be	.L13
	 mov	9, %g1
	sub	%o0, %i4, %g2
	add	%g2, %g2, %g1
	add	%g1, %g2, %g1
.L13:
	add	%g1, %i5, %i5
	mov	%i4, %o0
	sethi	%hi(.LC8), %o1
	call	strspn, 0
	 or	%o1, %lo(.LC8), %o1
	or	%i3, %lo(.LC1), %o1
	add	%i5, %o0, %i3
	call	strcspn, 0
	 mov	%i4, %o0
	mov	%i4, %i5
	add	%i3, %o0, %i3
	cmp	%l1, 0
	be	.L16
	 add	%i4, %l1, %i2
.L15:
	call	toupper, 0
	 ldub	[%i5], %o0
	stb	%o0, [%i5]
	add	%i5, 1, %i5
	cmp	%i2, %i5
	bne	.L15
	 nop
.L16:
	mov	10, %o2
	mov	0, %o1
	sethi	%hi(.LC9), %o0
	call	strtol, 0
	 or	%o0, %lo(.LC9), %o0
	mov	16, %o2
	mov	%o0, %i2
	mov	0, %o1
	sethi	%hi(.LC10), %o0
	call	strtoul, 0
	 or	%o0, %lo(.LC10), %o0
	mov	%o0, %g1
	sll	%i3, 3, %i5
	sethi	%hi(.LC11), %o0
	sub	%i5, %i3, %i5
	or	%o0, %lo(.LC11), %o0
	call	atoi, 0
	 add	%i5, %g1, %i5
	add	%i5, %i2, %i5
	mov	%i4, %o3
	add	%o0, %i5, %o2
	mov	%l1, %o1
	sethi	%hi(.LC12), %o0
	mov	0, %i0
	call	printf, 0
	 or	%o0, %lo(.LC12), %o0
	jmp	%i7+8
	 restore
	.size	main, .-main
	.section	.rodata.str1.8
	.align 8
.LC13:
	.asciz	"execution"
	.align 8
.LC14:
	.asciz	"witness"
	.align 8
.LC15:
	.asciz	"regenerate"
	.align 8
.LC16:
	.asciz	"schema"
	.align 8
.LC17:
	.asciz	"trace"
	.align 8
.LC18:
	.asciz	"event"
	.section	".rodata"
	.align 4
	.type	words.0, #object
	.size	words.0, 32
words.0:
	.long	.LC0
	.long	.LC13
	.long	.LC14
	.long	.LC4
	.long	.LC15
	.long	.LC16
	.long	.LC17
	.long	.LC18
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
