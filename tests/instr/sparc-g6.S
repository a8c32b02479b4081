/* sparc-g6.S — a routine that uses %g6 and %g7, as some BSD libc routines did: the SPARC ABI
 * reserves them for the system, and the tracing runtime uses them. */
	.section ".text"
	.align	4

/* int mix(const int *a, int n): the sum of a[i] ^ i, with %g6 as the index and %g7 as a
 * temporary */
	.global	mix
	.type	mix, #function
mix:
	mov	0, %g6
	mov	0, %o2
	cmp	%o1, 0
	ble	2f
	 nop
1:	sll	%g6, 2, %g7
	ld	[%o0+%g7], %g7
	xor	%g7, %g6, %g7
	add	%o2, %g7, %o2
	add	%g6, 1, %g6
	cmp	%g6, %o1
	bl	1b
	 nop
2:	retl
	 mov	%o2, %o0
	.size	mix, .-mix

	.section .note.GNU-stack,"",@progbits
