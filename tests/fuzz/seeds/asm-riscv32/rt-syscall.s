 .text
 .globl __rt_syscall
 .type __rt_syscall, @function
__rt_syscall:
 mv t0,a0
 mv a0,a1
 mv a1,a2
 mv a2,a3
 mv a3,a4
 mv a4,a5
 mv a5,a6
 mv a7,t0
 ecall
 ret
 .size __rt_syscall, .-__rt_syscall
 .globl __rt_fork
 .type __rt_fork, @function
__rt_fork:
 li a7,220
 li a0,17
 mv a1,zero
 mv a2,zero
 mv a3,zero
 mv a4,zero
 ecall
 ret
 .size __rt_fork, .-__rt_fork
 .section .note.GNU-stack,"",@progbits
