	.file	"longjmp.c"
	.section	".text"
	.align 4
	.type	dive.constprop.0.isra.0, #function
	.proc	020
dive.constprop.0.isra.0:
	save	%sp, -112, %sp
	sethi	%hi(trail), %i5
	ld	[%i5+%lo(trail)], %g2
	sll	%g2, 5, %g1
	sub	%g1, %g2, %g1
	mov	7, %g2
	st	%g0, [%fp-16]
	st	%g2, [%fp-8]
	st	%g0, [%fp-12]
	mov	11, %g2
	st	%g1, [%i5+%lo(trail)]
	cmp	%i0, 0
	be	.L6
	 st	%g2, [%fp-4]
	mov	3, %g4
	mov	0, %o1
	or	%i5, %lo(trail), %i5
	mov	7, %i3
	b	.L3
	 mov	11, %i4
.L8:
	be	.L2
	 add	%g4, 3, %g4
.L3:
	add	%o1, 1, %o1
	ld	[%i5], %g3
	st	%o1, [%fp-16]
	st	%g4, [%fp-12]
	st	%i3, [%fp-8]
	st	%i4, [%fp-4]
	and	%o1, 3, %g2
	sll	%g3, 5, %g1
	sll	%g2, 2, %g2
	sub	%g1, %g3, %g1
	add	%fp, %g2, %g2
	ld	[%g2-16], %g2
	add	%g1, %g2, %g1
	st	%g1, [%i5]
	cmp	%o1, 1001
	bne	.L8
	 cmp	%i0, %o1
	jmp	%i7+8
	 restore
.L6:
	mov	0, %o1
.L2:
	add	%o1, 1, %o1
	call	longjmp, 0
	 mov	%i1, %o0
	nop
	.size	dive.constprop.0.isra.0, .-dive.constprop.0.isra.0
	.align 4
	.type	guarded, #function
	.proc	04
guarded:
	save	%sp, -112, %sp
	sethi	%hi(inner), %o0
	st	%i0, [%fp-12]
	st	%g0, [%fp-4]
	call	setjmp, 0
	 or	%o0, %lo(inner), %o0
	cmp	%o0, 0
	be,a	.L14
	 ld	[%fp-12], %o0
	st	%o0, [%fp-4]
	ld	[%fp-4], %i0
	jmp	%i7+8
	 restore
.L14:
	sethi	%hi(inner), %o1
	call	dive.constprop.0.isra.0, 0
	 or	%o1, %lo(inner), %o1
	ld	[%fp-4], %i0
	jmp	%i7+8
	 restore
	.size	guarded, .-guarded
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC0:
	.asciz	"longjmp %u %u\n"
	.section	.text.startup,"ax",@progbits
	.align 4
	.global main
	.type	main, #function
	.proc	04
main:
	save	%sp, -104, %sp
	st	%g0, [%fp-8]
	st	%g0, [%fp-4]
.L16:
	ld	[%fp-4], %g1
	cmp	%g1, 19
	ble	.L23
	 sethi	%hi(trail), %g1
	ld	[%fp-8], %o1
	mov	0, %i0
	ld	[%g1+%lo(trail)], %o2
	sethi	%hi(.LC0), %o0
	call	printf, 0
	 or	%o0, %lo(.LC0), %o0
	jmp	%i7+8
	 restore
.L23:
	sethi	%hi(outer), %o0
	call	setjmp, 0
	 or	%o0, %lo(outer), %o0
	cmp	%o0, 0
	be	.L24
	 nop
	ld	[%fp-8], %g1
	smul	%o0, 1000, %o0
	add	%o0, %g1, %o0
	st	%o0, [%fp-8]
.L21:
	ld	[%fp-4], %g1
	add	%g1, 1, %g1
	st	%g1, [%fp-4]
	b,a	.L16
.L24:
	ld	[%fp-4], %o0
	call	guarded, 0
	 add	%o0, 3, %o0
	ld	[%fp-8], %g1
	add	%o0, %g1, %o0
	st	%o0, [%fp-8]
	ld	[%fp-4], %g1
	sethi	%hi(-2147483648), %g2
	or	%g2, 3, %g2
	and	%g1, %g2, %g1
	cmp	%g1, 3
	bne	.L21
	 nop
	ld	[%fp-4], %o0
	sethi	%hi(outer), %o1
	call	dive.constprop.0.isra.0, 0
	 or	%o1, %lo(outer), %o1
	b,a	.L21
	.size	main, .-main
	.local	trail
	.common	trail,4,4
	.local	inner
	.common	inner,64,4
	.local	outer
	.common	outer,64,4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
