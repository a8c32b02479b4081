/* mips_access.S — golden-trace expectations for MIPS: delay slots (taken, not taken, a store
 * in the slot), every load/store width and signedness, and lwl/lwr/swl/swr as one record with
 * the architectural address and size. mips_access.expect lists the records between t_begin
 * and t_end. */
	.text
	.set	noreorder
	.set	nomacro
	.globl	main
	.ent	main
	.type	main, @function
main:
	move	$24,$31
	lui	$8,%hi(buf)
	addiu	$8,$8,%lo(buf)
	li	$9,1
	.globl	t_begin
t_begin:
	beq	$9,$9,1f
	sw	$9,0($8)
	sw	$9,4($8)
1:	bne	$9,$9,2f
	sw	$9,8($8)
	sh	$9,12($8)
2:	lwl	$10,17($8)
	lwr	$10,18($8)
	swl	$10,21($8)
	swr	$10,22($8)
	lwl	$10,24($8)
	lwr	$10,27($8)
	lb	$11,3($8)
	lbu	$12,3($8)
	lh	$13,2($8)
	lhu	$14,2($8)
	lw	$15,0($8)
	sb	$11,29($8)
	jal	leaf
	nop
	.globl	t_end
t_end:
	jr	$24
	move	$2,$0
	.end	main
	.size	main, .-main

	.ent	leaf
	.type	leaf, @function
leaf:
	jr	$31
	sw	$31,32($8)
	.end	leaf
	.size	leaf, .-leaf

	.data
	.align	3
	.globl	buf
buf:
	.space	64

	.section .note.GNU-stack,"",@progbits
