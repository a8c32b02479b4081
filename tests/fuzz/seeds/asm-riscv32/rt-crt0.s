 .section .text.start,"ax",@progbits
 .globl _start
 .type _start, @function
_start:
 lw a0,0(sp)
 addi a1,sp,4
 slli a2,a0,2
 add a2,a2,a1
 addi a2,a2,4
 mv a3,sp
 mv ra,zero
 call __rt_start
 ebreak
 .size _start, .-_start
 .section .note.GNU-stack,"",@progbits
