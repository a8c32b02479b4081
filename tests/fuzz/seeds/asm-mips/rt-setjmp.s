 .text
 .set noreorder
 .set nomacro
 .globl setjmp
 .globl _setjmp
 .ent setjmp
 .type setjmp, @function
setjmp:
_setjmp:
 sw $16,0($4)
 sw $17,4($4)
 sw $18,8($4)
 sw $19,12($4)
 sw $20,16($4)
 sw $21,20($4)
 sw $22,24($4)
 sw $29,32($4)
 sw $30,36($4)
 sw $31,40($4)
 jr $31
 move $2,$0
 .end setjmp
 .size setjmp, .-setjmp
 .globl longjmp
 .globl _longjmp
 .ent longjmp
 .type longjmp, @function
longjmp:
_longjmp:
 lw $16,0($4)
 lw $17,4($4)
 lw $18,8($4)
 lw $19,12($4)
 lw $20,16($4)
 lw $21,20($4)
 lw $22,24($4)
 lw $29,32($4)
 lw $30,36($4)
 lw $31,40($4)
 bne $5,$0,1f
 move $2,$5
 li $2,1
1: jr $31
 nop
 .end longjmp
 .size longjmp, .-longjmp
 .section .note.GNU-stack,"",@progbits
