 .text
 .globl setjmp
 .globl _setjmp
 .type setjmp, #function
setjmp:
_setjmp:
 st %sp, [%o0+0]
 st %fp, [%o0+4]
 st %o7, [%o0+8]
 jmp %o7+8
  mov 0, %o0
 .size setjmp, .-setjmp
 .globl longjmp
 .globl _longjmp
 .type longjmp, #function
longjmp:
_longjmp:
 save %sp, -96, %sp
 ta 3
 ld [%i0+0], %fp
 ld [%i0+8], %i7
 orcc %i1, %g0, %i0
 be,a 1f
  mov 1, %i0
1: restore
 jmp %o7+8
  nop
 .size longjmp, .-longjmp
 .section .note.GNU-stack,"",@progbits
