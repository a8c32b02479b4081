 .text
 .set noreorder
 .set nomacro
 .globl __rt_syscall
 .ent __rt_syscall
 .type __rt_syscall, @function
__rt_syscall:
 addiu $sp,$sp,-32
 move $2,$4
 move $4,$5
 move $5,$6
 move $6,$7
 lw $7,48($sp)
 lw $8,52($sp)
 lw $9,56($sp)
 sw $8,16($sp)
 sw $9,20($sp)
 syscall
 beq $7,$0,1f
 nop
 subu $2,$0,$2
1: jr $31
 addiu $sp,$sp,32
 .end __rt_syscall
 .size __rt_syscall, .-__rt_syscall
 .globl __rt_fork
 .ent __rt_fork
 .type __rt_fork, @function
__rt_fork:
 li $2,4002
 syscall
 beq $7,$0,1f
 nop
 subu $2,$0,$2
1: jr $31
 nop
 .end __rt_fork
 .size __rt_fork, .-__rt_fork
 .section .note.GNU-stack,"",@progbits
