/* rt_host_stdlib.h — rt's stdlib, string, ctype, malloc and libgcc functions as the host unit
 * tests see them: every rt symbol carries the rt_ prefix; rt's size_t and long are 64-bit here. */
#ifndef AEX_RT_HOST_STDLIB_H
#define AEX_RT_HOST_STDLIB_H

#include <stddef.h>

/* Values of rt/include/stdlib.h and rt/include/errno.h. */
#define RT_RAND_MAX 0x7fffffff
#define RT_ENOMEM 12
#define RT_EINVAL 22
#define RT_ERANGE 34

struct rt_div { int quot, rem; };
struct rt_ldiv { long quot, rem; };
struct rt_lldiv { long long quot, rem; };
struct rt_imaxdiv { long quot, rem; };

extern int rt_errno;

/* <stdlib.h> */
void *rt_malloc(size_t n);
void *rt_calloc(size_t count, size_t size);
void *rt_realloc(void *p, size_t n);
void rt_free(void *p);
int rt___rt_malloc_check(void);
void *rt_sbrk(long incr);

int rt_atoi(const char *s);
int rt_system(const char *cmd);
void *rt_popen(const char *cmd, const char *mode);
int rt_pclose(void *f);
long rt_atol(const char *s);
long long rt_atoll(const char *s);
long rt_strtol(const char *s, char **end, int base);
unsigned long rt_strtoul(const char *s, char **end, int base);
long long rt_strtoll(const char *s, char **end, int base);
unsigned long long rt_strtoull(const char *s, char **end, int base);
long rt_strtoimax(const char *s, char **end, int base);
unsigned long rt_strtoumax(const char *s, char **end, int base);

void rt_qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *));
void *rt_bsearch(const void *key, const void *base, size_t n, size_t size,
		 int (*cmp)(const void *, const void *));

int rt_abs(int x);
long rt_labs(long x);
long long rt_llabs(long long x);
long rt_imaxabs(long x);
struct rt_div rt_div(int num, int den);
struct rt_ldiv rt_ldiv(long num, long den);
struct rt_lldiv rt_lldiv(long long num, long long den);
struct rt_imaxdiv rt_imaxdiv(long num, long den);
int rt_rand(void);
void rt_srand(unsigned int seed);

/* <string.h> and <strings.h> */
void *rt_memcpy(void *dst, const void *src, size_t n);
void *rt_memmove(void *dst, const void *src, size_t n);
void *rt_memset(void *dst, int c, size_t n);
int rt_memcmp(const void *a, const void *b, size_t n);
void *rt_memchr(const void *s, int c, size_t n);
void *rt_memrchr(const void *s, int c, size_t n);
size_t rt_strlen(const char *s);
size_t rt_strnlen(const char *s, size_t max);
char *rt_strcpy(char *dst, const char *src);
char *rt_strncpy(char *dst, const char *src, size_t n);
char *rt_stpcpy(char *dst, const char *src);
char *rt_strcat(char *dst, const char *src);
char *rt_strncat(char *dst, const char *src, size_t n);
int rt_strcmp(const char *a, const char *b);
int rt_strncmp(const char *a, const char *b, size_t n);
int rt_strcoll(const char *a, const char *b);
size_t rt_strxfrm(char *dst, const char *src, size_t n);
char *rt_strchr(const char *s, int c);
char *rt_strrchr(const char *s, int c);
char *rt_strstr(const char *haystack, const char *needle);
size_t rt_strspn(const char *s, const char *accept);
size_t rt_strcspn(const char *s, const char *reject);
char *rt_strpbrk(const char *s, const char *accept);
char *rt_strtok(char *s, const char *delim);
char *rt_strtok_r(char *s, const char *delim, char **save);
char *rt_strdup(const char *s);
char *rt_strndup(const char *s, size_t max);
char *rt_strerror(int err);
int rt_strcasecmp(const char *a, const char *b);
int rt_strncasecmp(const char *a, const char *b, size_t n);
void rt_bzero(void *dst, size_t n);
int rt_bcmp(const void *a, const void *b, size_t n);
int rt_ffs(int x);

/* <ctype.h> */
int rt_isalnum(int c);
int rt_isalpha(int c);
int rt_isblank(int c);
int rt_iscntrl(int c);
int rt_isdigit(int c);
int rt_isgraph(int c);
int rt_islower(int c);
int rt_isprint(int c);
int rt_ispunct(int c);
int rt_isspace(int c);
int rt_isupper(int c);
int rt_isxdigit(int c);
int rt_tolower(int c);
int rt_toupper(int c);

/* The classes of rt/include/ctype.h, and its table indexed by c + 128. */
#define RT_CT_UPPER 0x001
#define RT_CT_LOWER 0x002
#define RT_CT_DIGIT 0x004
#define RT_CT_XDIGIT 0x008
#define RT_CT_SPACE 0x010
#define RT_CT_BLANK 0x020
#define RT_CT_CNTRL 0x040
#define RT_CT_PUNCT 0x080
#define RT_CT_SP 0x100
extern const unsigned short rt___rt_ctype[384];

/* rt/src/libgcc.c */
long long rt___muldi3(long long a, long long b);
double rt___floatdidf(long long a);
double rt___floatundidf(unsigned long long a);
float rt___floatdisf(long long a);
float rt___floatundisf(unsigned long long a);
long long rt___fixdfdi(double a);
unsigned long long rt___fixunsdfdi(double a);
long long rt___fixsfdi(float a);
unsigned long long rt___fixunssfdi(float a);
long long rt___divdi3(long long a, long long b);
long long rt___moddi3(long long a, long long b);
long long rt___divmoddi4(long long a, long long b, long long *rem);
unsigned long long rt___udivdi3(unsigned long long a, unsigned long long b);
unsigned long long rt___umoddi3(unsigned long long a, unsigned long long b);
unsigned long long rt___udivmoddi4(unsigned long long a, unsigned long long b,
				   unsigned long long *rem);
long long rt___ashldi3(long long a, int b);
long long rt___ashrdi3(long long a, int b);
long long rt___lshrdi3(long long a, int b);
int rt___cmpdi2(long long a, long long b);
int rt___ucmpdi2(unsigned long long a, unsigned long long b);
long long rt___negdi2(long long a);
int rt___clzsi2(unsigned int a);
int rt___ctzsi2(unsigned int a);
int rt___ffssi2(unsigned int a);
int rt___popcountsi2(unsigned int a);
int rt___paritysi2(unsigned int a);
int rt___bswapsi2(int a);
int rt___clzdi2(unsigned long long a);
int rt___ctzdi2(unsigned long long a);
int rt___ffsdi2(long long a);
int rt___popcountdi2(unsigned long long a);
int rt___paritydi2(unsigned long long a);
long long rt___bswapdi2(long long a);

#endif
