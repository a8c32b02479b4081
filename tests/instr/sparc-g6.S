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

/* int walk(const int *a, int n): n steps of i = a[i] & 7 from i = 0, returning the number of
 * steps plus the last index, plus 100 unless it is 2. %g5 is the address (computed from a
 * loaded value, so recorded), %g6 the index, %g7 the count; delay slots name them: an
 * annulled one (runs on the taken edge only), one writing a register of the compare before
 * the branch, and a return's. */
	.global	walk
	.type	walk, #function
walk:
	mov	%o0, %g5
	mov	0, %g7
	cmp	%o1, 0
	ble	3f
	 mov	0, %g6
1:	ld	[%g5], %g6
	and	%g6, 7, %g6
	sll	%g6, 2, %g6
	add	%g7, 1, %g7
	cmp	%g7, %o1
	bl,a	1b
	 add	%o0, %g6, %g5
	srl	%g6, 2, %g6
	cmp	%g6, 2
	be	2f
	 add	%g7, %g6, %g7
	add	%g7, 100, %g7
2:	std	%o0, [%sp+64]
	ldd	[%sp+64], %g2
3:	retl
	 mov	%g7, %o0
	.size	walk, .-walk

	.section .note.GNU-stack,"",@progbits
