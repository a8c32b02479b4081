/* sparc_access.S — golden-trace expectations for SPARC: annulled branches (taken, not taken,
 * ba,a, bn,a), plain branches with stores in their slots, ldd/std (one 8-byte access each),
 * ldstub and swap (a read then a write). sparc_access.expect lists the records between
 * t_begin and t_end. */
	.text
	.globl	main
	.type	main, #function
main:
	save	%sp, -96, %sp
	sethi	%hi(buf), %l0
	or	%l0, %lo(buf), %l0
	mov	1, %l1
	cmp	%l1, 1
	.globl	t_begin
t_begin:
	be,a	1f
	 st	%l1, [%l0]
	st	%l1, [%l0+4]
1:	bne,a	2f
	 st	%l1, [%l0+8]
	sth	%l1, [%l0+12]
2:	ba,a	3f
	 st	%l1, [%l0+16]
3:	bn,a	4f
	 st	%l1, [%l0+20]
4:	bn	5f
	 st	%l1, [%l0+24]
5:	be	6f
	 stb	%l1, [%l0+28]
6:	ldd	[%l0+32], %l2
	std	%l2, [%l0+40]
	ldstub	[%l0+48], %l4
	swap	[%l0+52], %l5
	ldsb	[%l0+3], %l6
	ldub	[%l0+3], %l6
	ldsh	[%l0+2], %l6
	lduh	[%l0+2], %l6
	.globl	t_end
t_end:
	ret
	 restore %g0, 0, %o0
	.size	main, .-main

	.data
	.align	8
	.globl	buf
buf:
	.skip	64

	.section .note.GNU-stack,"",@progbits
