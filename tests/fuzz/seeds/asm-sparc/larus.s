	.file	"larus.c"
	.section	".text"
	.align 4
	.global sub
	.type	sub, #function
	.proc	020
sub:
	add	%o1, 100, %g1
.L2:
	st	%o1, [%o0]
	add	%o1, 1, %o1
	cmp	%o1, %g1
	bne	.L2
	 add	%o0, 4, %o0
	jmp	%o7+8
	 nop
	.size	sub, .-sub
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC0:
	.asciz	"larus %u\n"
	.section	.text.startup,"ax",@progbits
	.align 4
	.global main
	.type	main, #function
	.proc	04
main:
	save	%sp, -96, %sp
	sethi	%hi(a), %i3
	mov	0, %i5
	or	%i3, %lo(a), %i3
	mov	%i3, %i4
.L6:
	mov	%i5, %o1
	call	sub, 0
	 mov	%i4, %o0
	add	%i5, 1, %i5
	cmp	%i5, 100
	bne	.L6
	 add	%i4, 400, %i4
	sethi	%hi(39936), %g1
	add	%i3, 400, %g4
	or	%g1, 464, %g1
	mov	0, %o1
	add	%i3, %g1, %i5
	add	%g4, -400, %g1
.L8:
	ld	[%g1], %g2
	sll	%o1, 5, %g3
	add	%g1, 4, %g1
	sub	%g3, %o1, %o1
	cmp	%g1, %g4
	bne	.L8
	 add	%o1, %g2, %o1
	add	%g1, 400, %g4
	cmp	%g4, %i5
	bne	.L8
	 add	%g4, -400, %g1
	mov	0, %i0
	sethi	%hi(.LC0), %o0
	call	printf, 0
	 or	%o0, %lo(.LC0), %o0
	jmp	%i7+8
	 restore
	.size	main, .-main
	.global a
	.section	".bss"
	.align 4
	.type	a, #object
	.size	a, 40000
a:
	.skip	40000
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
