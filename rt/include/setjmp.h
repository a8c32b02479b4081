/* setjmp.h — non-local jumps for aex guest programs (rt); implemented per ISA in
 * targets/<isa>/rt/setjmp.S. The buffer is large enough for every supported ISA. */
#ifndef RT_SETJMP_H
#define RT_SETJMP_H

typedef long jmp_buf[18];

int setjmp(jmp_buf env) __attribute__((returns_twice));
void longjmp(jmp_buf env, int val) __attribute__((noreturn));
int _setjmp(jmp_buf env) __attribute__((returns_twice));
void _longjmp(jmp_buf env, int val) __attribute__((noreturn));

/* POSIX's jumps that can restore the signal mask (rt/src/signal.c): sigsetjmp keeps the mask
 * when save is nonzero, then is setjmp — a macro, so that setjmp returns into the caller's
 * frame; siglongjmp sets the kept mask again, if any, then longjmps. */
typedef struct {
	jmp_buf __env;
	int __saved;
	unsigned int __mask[4];   /* a sigset_t */
} sigjmp_buf[1];

void __rt_sigsave(sigjmp_buf env, int save);
#define sigsetjmp(env, save) (__rt_sigsave((env), (save)), setjmp((env)->__env))
void siglongjmp(sigjmp_buf env, int val) __attribute__((noreturn));

#endif
