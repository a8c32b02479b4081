	.file	"alias.c"
	.section	".text"
	.align 4
	.type	push_a, #function
	.proc	020
push_a:
	ld	[%o0], %g2
	ld	[%o0+4], %g1
	cmp	%g2, %g1
	be,a	.L7
	 cmp	%g2, 0
	and	%g2, 63, %g1
	add	%g1, 2, %g1
	sll	%g1, 2, %g1
	add	%o0, %g1, %g1
	st	%o1, [%g1+4]
	add	%g2, 1, %g2
	ld	[%o0+8], %g1
	smul	%g2, %o1, %o1
	st	%g2, [%o0]
	add	%g1, %o1, %g1
	jmp	%o7+8
	 st	%g1, [%o0+8]
.L7:
	be	.L3
	 mov	4, %g1
	add	%g2, %g2, %g1
.L3:
	st	%g1, [%o0+4]
	and	%g2, 63, %g1
	add	%g1, 2, %g1
	sll	%g1, 2, %g1
	add	%o0, %g1, %g1
	st	%o1, [%g1+4]
	add	%g2, 1, %g2
	ld	[%o0+8], %g1
	smul	%g2, %o1, %o1
	st	%g2, [%o0]
	add	%g1, %o1, %g1
	jmp	%o7+8
	 st	%g1, [%o0+8]
	.size	push_a, .-push_a
	push_b = push_a
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC0:
	.asciz	"alias %u %u %u %u %u %u\n"
	.section	.text.startup,"ax",@progbits
	.align 4
	.global main
	.type	main, #function
	.proc	04
main:
	save	%sp, -104, %sp
	sethi	%hi(c.0), %l0
	sethi	%hi(a.2), %i2
	sethi	%hi(b.1), %i1
	mov	0, %i3
	mov	5, %i4
	mov	1, %i5
	mov	0, %l1
	or	%i2, %lo(a.2), %i2
	or	%i1, %lo(b.1), %i1
	b	.L11
	 or	%l0, %lo(c.0), %i0
.L14:
	call	push_b, 0
	 add	%l1, 1, %l1
	add	%i5, 7, %i5
	add	%i4, 13, %i4
	cmp	%l1, 500
	be	.L13
	 add	%i3, 3, %i3
.L11:
	mov	%i5, %o1
	call	push_a, 0
	 mov	%i2, %o0
	mov	%i4, %o1
	call	push_b, 0
	 mov	%i1, %o0
	and	%l1, 63, %g2
	and	%i3, 63, %g1
	add	%g2, 2, %g2
	add	%g1, 2, %g1
	sll	%g2, 2, %g2
	sll	%g1, 2, %g1
	add	%i2, %g2, %g2
	add	%i1, %g1, %g1
	ld	[%g2+4], %o1
	ld	[%g1+4], %g1
	andcc	%l1, 1, %g0
	mov	%i0, %o0
	bne	.L14
	 xor	%o1, %g1, %o1
	call	push_a, 0
	 add	%l1, 1, %l1
	add	%i5, 7, %i5
	add	%i4, 13, %i4
	cmp	%l1, 500
	bne	.L11
	 add	%i3, 3, %i3
.L13:
	ld	[%l0+%lo(c.0)], %g1
	mov	0, %i0
	st	%g1, [%sp+92]
	or	%l0, %lo(c.0), %l0
	ld	[%i1+4], %o4
	ld	[%l0+8], %o5
	ld	[%i1+8], %o3
	ld	[%i2+4], %o2
	ld	[%i2+8], %o1
	sethi	%hi(.LC0), %o0
	call	printf, 0
	 or	%o0, %lo(.LC0), %o0
	jmp	%i7+8
	 restore
	.size	main, .-main
	.local	c.0
	.common	c.0,268,4
	.local	b.1
	.common	b.1,268,4
	.local	a.2
	.common	a.2,268,4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
