 .text
 .globl __rt_syscall
 .type __rt_syscall, #function
__rt_syscall:
 mov %o0, %g1
 mov %o1, %o0
 mov %o2, %o1
 mov %o3, %o2
 mov %o4, %o3
 mov %o5, %o4
 ld [%sp+92], %o5
 ta 0x10
 bcc 1f
  nop
 sub %g0, %o0, %o0
1: jmp %o7+8
  nop
 .size __rt_syscall, .-__rt_syscall
 .globl __rt_fork
 .type __rt_fork, #function
__rt_fork:
 mov 2, %g1
 ta 0x10
 bcc 1f
  nop
 jmp %o7+8
  sub %g0, %o0, %o0
1: cmp %o1, 0
 bne,a 2f
  mov 0, %o0
2: jmp %o7+8
  nop
 .size __rt_fork, .-__rt_fork
 .globl __rt_sigreturn_stub
 .type __rt_sigreturn_stub, #function
__rt_sigreturn_stub:
 mov 216, %g1
 ta 0x10
 unimp 0
 .size __rt_sigreturn_stub, .-__rt_sigreturn_stub
 .section .note.GNU-stack,"",@progbits
