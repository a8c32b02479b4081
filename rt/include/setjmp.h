/* setjmp.h — non-local jumps for aex guest programs (rt); implemented per ISA in
 * targets/<isa>/rt/setjmp.S. The buffer is large enough for every supported ISA. */
#ifndef RT_SETJMP_H
#define RT_SETJMP_H

typedef long jmp_buf[18];

int setjmp(jmp_buf env) __attribute__((returns_twice));
void longjmp(jmp_buf env, int val) __attribute__((noreturn));
int _setjmp(jmp_buf env) __attribute__((returns_twice));
void _longjmp(jmp_buf env, int val) __attribute__((noreturn));

#endif
