/* stdlib.h — general utilities for aex guest programs (rt): memory, number conversion,
 * sorting and searching, integer arithmetic, pseudo-random numbers and process exit. */
#ifndef RT_STDLIB_H
#define RT_STDLIB_H

#include <stddef.h>

#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 0x7fffffff
#define MB_CUR_MAX 1

typedef struct {
	int quot;
	int rem;
} div_t;

typedef struct {
	long quot;
	long rem;
} ldiv_t;

typedef struct {
	long long quot;
	long long rem;
} lldiv_t;

/* rt/src/malloc.c. malloc(0) and realloc(p, 0) return a unique minimal block, so NULL
 * always means failure (errno ENOMEM), and realloc leaves the old block intact then. */
void *malloc(size_t n);
void *calloc(size_t count, size_t size);
void *realloc(void *p, size_t n);
void free(void *p);

/* rt/src/stdlib.c. */
int atoi(const char *s);
long atol(const char *s);
long long atoll(const char *s);
long strtol(const char *restrict s, char **restrict end, int base);
unsigned long strtoul(const char *restrict s, char **restrict end, int base);
long long strtoll(const char *restrict s, char **restrict end, int base);
unsigned long long strtoull(const char *restrict s, char **restrict end, int base);

/* rt/src/strtod.c: correctly rounded (ties to even), decimal and hexadecimal constants,
 * inf, infinity, nan, nan(...); ERANGE on overflow (HUGE_VAL) and underflow. */
double strtod(const char *restrict s, char **restrict end);
float strtof(const char *restrict s, char **restrict end);
/* Correctly rounded to long double: binary128 on SPARC and RV32, double on MIPS. */
long double strtold(const char *restrict s, char **restrict end);
double atof(const char *s);

/* rt/src/wchar.c: multibyte characters in the "C" locale (MB_CUR_MAX 1): bytes 0..0x7f are
 * the wide characters 0..0x7f, anything else is an encoding error (-1, errno EILSEQ). */
int mblen(const char *s, size_t n);
int mbtowc(wchar_t *restrict pwc, const char *restrict s, size_t n);
int wctomb(char *s, wchar_t wc);
size_t mbstowcs(wchar_t *restrict dst, const char *restrict src, size_t n);
size_t wcstombs(char *restrict dst, const wchar_t *restrict src, size_t n);

void qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *));
void *bsearch(const void *key, const void *base, size_t n, size_t size,
	      int (*cmp)(const void *, const void *));

int abs(int x);
long labs(long x);
long long llabs(long long x);
div_t div(int num, int den);
ldiv_t ldiv(long num, long den);
lldiv_t lldiv(long long num, long long den);

/* A deterministic generator: the same sequence on every ISA for the same seed. */
int rand(void);
void srand(unsigned int seed);

/* rt/src/start.c. */
void exit(int status) __attribute__((noreturn));
int atexit(void (*fn)(void));
char *getenv(const char *name);
/* No command processor (rt has no execve): system(NULL) is 0; system(cmd) fails with -1,
 * ENOSYS and a line on stderr. */
int system(const char *cmd);

/* rt/src/signal.c. */
void abort(void) __attribute__((noreturn));
/* Ends the process at once: no atexit functions, no streams flushed (as _exit). */
void _Exit(int status) __attribute__((noreturn));

#endif
