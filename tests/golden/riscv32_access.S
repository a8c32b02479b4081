/* riscv32_access.S — golden-trace expectations for RV32IM: every load/store width and
 * signedness (little-endian: one record each, of the access's size), branches taken and not,
 * the two words of call and li, and a return. riscv32_access.expect lists the records between
 * t_begin and t_end. */
	.text
	.globl	main
	.type	main, @function
main:
	mv	t2,ra
	lui	t0,%hi(buf)
	addi	t0,t0,%lo(buf)
	li	t1,1
	.globl	t_begin
t_begin:
	beq	t1,t1,1f
	sw	t1,0(t0)
1:	bne	t1,t1,2f
	sw	t1,8(t0)
	sh	t1,12(t0)
2:	lb	a1,3(t0)
	lbu	a2,3(t0)
	lh	a3,2(t0)
	lhu	a4,2(t0)
	lw	a5,0(t0)
	sb	a1,29(t0)
	li	a6,0x12345678
	call	leaf
	.globl	t_end
t_end:
	mv	ra,t2
	li	a0,0
	ret
	.size	main, .-main

	.type	leaf, @function
leaf:
	sw	ra,32(t0)
	ret
	.size	leaf, .-leaf

	.data
	.align	3
	.globl	buf
buf:
	.space	64

	.section .note.GNU-stack,"",@progbits
