/* string.c — the memory and string functions of <string.h> and <strings.h>.
 * Byte-at-a-time except memcpy, memmove and memset, which move whole words when they can. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "rt.h"

/* Keep the compiler from turning the loops below into calls of memcpy or memset, which
 * would make those functions call themselves. */
#pragma GCC optimize("no-tree-loop-distribute-patterns")

typedef unsigned long __attribute__((may_alias)) word_t;
#define WSIZE sizeof(word_t)
#define WMASK (WSIZE - 1)

/* Copies forwards, which is also right for overlapping buffers when dst is below src. */
static void copy_forward(unsigned char *d, const unsigned char *s, size_t n)
{
	if ((((uintptr_t)d ^ (uintptr_t)s) & WMASK) == 0) {
		for (; n && ((uintptr_t)d & WMASK); n--)
			*d++ = *s++;
		for (; n >= WSIZE; n -= WSIZE, d += WSIZE, s += WSIZE)
			*(word_t *)d = *(const word_t *)s;
	}
	for (; n; n--)
		*d++ = *s++;
}

RT_WEAK(memcpy, __rt_memcpy);
void *__rt_memcpy(void *restrict dst, const void *restrict src, size_t n)
{
	copy_forward(dst, src, n);
	return dst;
}

RT_WEAK(memmove, __rt_memmove);
void *__rt_memmove(void *dst, const void *src, size_t n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;

	if ((uintptr_t)d - (uintptr_t)s >= n) {
		copy_forward(d, s, n);
		return dst;
	}
	/* dst overlaps the end of src: copy backwards. */
	d += n;
	s += n;
	if ((((uintptr_t)d ^ (uintptr_t)s) & WMASK) == 0) {
		for (; n && ((uintptr_t)d & WMASK); n--)
			*--d = *--s;
		for (; n >= WSIZE; n -= WSIZE) {
			d -= WSIZE;
			s -= WSIZE;
			*(word_t *)d = *(const word_t *)s;
		}
	}
	for (; n; n--)
		*--d = *--s;
	return dst;
}

RT_WEAK(memset, __rt_memset);
void *__rt_memset(void *dst, int c, size_t n)
{
	unsigned char *d = dst;
	word_t w = (word_t)-1 / 255 * (unsigned char)c;

	for (; n && ((uintptr_t)d & WMASK); n--)
		*d++ = (unsigned char)c;
	for (; n >= WSIZE; n -= WSIZE, d += WSIZE)
		*(word_t *)d = w;
	for (; n; n--)
		*d++ = (unsigned char)c;
	return dst;
}

RT_WEAK(memcmp, __rt_memcmp);
int __rt_memcmp(const void *a, const void *b, size_t n)
{
	const unsigned char *p = a, *q = b;

	for (; n; n--, p++, q++)
		if (*p != *q)
			return *p - *q;
	return 0;
}

RT_WEAK(memchr, __rt_memchr);
void *__rt_memchr(const void *s, int c, size_t n)
{
	const unsigned char *p = s;

	for (; n; n--, p++)
		if (*p == (unsigned char)c)
			return (void *)p;
	return NULL;
}

RT_WEAK(memrchr, __rt_memrchr);
void *__rt_memrchr(const void *s, int c, size_t n)
{
	const unsigned char *p = (const unsigned char *)s + n;

	while (n--)
		if (*--p == (unsigned char)c)
			return (void *)p;
	return NULL;
}

RT_WEAK(strlen, __rt_strlen);
size_t __rt_strlen(const char *s)
{
	const char *p = s;

	while (*p)
		p++;
	return (size_t)(p - s);
}

RT_WEAK(strnlen, __rt_strnlen);
size_t __rt_strnlen(const char *s, size_t max)
{
	size_t n = 0;

	while (n < max && s[n])
		n++;
	return n;
}

RT_WEAK(stpcpy, __rt_stpcpy);
char *__rt_stpcpy(char *restrict dst, const char *restrict src)
{
	while ((*dst = *src++))
		dst++;
	return dst;
}

RT_WEAK(strcpy, __rt_strcpy);
char *__rt_strcpy(char *restrict dst, const char *restrict src)
{
	__rt_stpcpy(dst, src);
	return dst;
}

RT_WEAK(strncpy, __rt_strncpy);
char *__rt_strncpy(char *restrict dst, const char *restrict src, size_t n)
{
	char *d = dst;

	for (; n && *src; n--)
		*d++ = *src++;
	for (; n; n--)
		*d++ = '\0';
	return dst;
}

RT_WEAK(strcat, __rt_strcat);
char *__rt_strcat(char *restrict dst, const char *restrict src)
{
	__rt_stpcpy(dst + __rt_strlen(dst), src);
	return dst;
}

RT_WEAK(strncat, __rt_strncat);
char *__rt_strncat(char *restrict dst, const char *restrict src, size_t n)
{
	char *d = dst + __rt_strlen(dst);

	for (; n && *src; n--)
		*d++ = *src++;
	*d = '\0';
	return dst;
}

RT_WEAK(strcmp, __rt_strcmp);
int __rt_strcmp(const char *a, const char *b)
{
	const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;

	while (*p && *p == *q)
		p++, q++;
	return *p - *q;
}

RT_WEAK(strncmp, __rt_strncmp);
int __rt_strncmp(const char *a, const char *b, size_t n)
{
	const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;

	for (; n; n--, p++, q++)
		if (*p != *q || !*p)
			return *p - *q;
	return 0;
}

RT_WEAK(strcoll, __rt_strcoll);
int __rt_strcoll(const char *a, const char *b)
{
	return __rt_strcmp(a, b);
}

RT_WEAK(strxfrm, __rt_strxfrm);
size_t __rt_strxfrm(char *restrict dst, const char *restrict src, size_t n)
{
	size_t len = __rt_strlen(src);

	if (len < n)
		__rt_memcpy(dst, src, len + 1);
	return len;
}

RT_WEAK(strchr, __rt_strchr);
char *__rt_strchr(const char *s, int c)
{
	for (;; s++) {
		if (*s == (char)c)
			return (char *)s;
		if (!*s)
			return NULL;
	}
}

RT_WEAK(strrchr, __rt_strrchr);
char *__rt_strrchr(const char *s, int c)
{
	const char *last = NULL;

	for (;; s++) {
		if (*s == (char)c)
			last = s;
		if (!*s)
			return (char *)last;
	}
}

RT_WEAK(strstr, __rt_strstr);
char *__rt_strstr(const char *haystack, const char *needle)
{
	size_t n = __rt_strlen(needle);

	if (n == 0)
		return (char *)haystack;
	for (; (haystack = __rt_strchr(haystack, *needle)); haystack++)
		if (__rt_strncmp(haystack, needle, n) == 0)
			return (char *)haystack;
	return NULL;
}

RT_WEAK(strspn, __rt_strspn);
size_t __rt_strspn(const char *s, const char *accept)
{
	const char *p = s;

	while (*p && __rt_strchr(accept, *p))
		p++;
	return (size_t)(p - s);
}

RT_WEAK(strcspn, __rt_strcspn);
size_t __rt_strcspn(const char *s, const char *reject)
{
	const char *p = s;

	while (*p && !__rt_strchr(reject, *p))
		p++;
	return (size_t)(p - s);
}

RT_WEAK(strpbrk, __rt_strpbrk);
char *__rt_strpbrk(const char *s, const char *accept)
{
	s += __rt_strcspn(s, accept);
	return *s ? (char *)s : NULL;
}

RT_WEAK(strtok_r, __rt_strtok_r);
char *__rt_strtok_r(char *restrict s, const char *restrict delim, char **restrict save)
{
	char *tok;

	if (!s)
		s = *save;
	s += __rt_strspn(s, delim);
	if (!*s) {
		*save = s;
		return NULL;
	}
	tok = s;
	s += __rt_strcspn(s, delim);
	if (*s)
		*s++ = '\0';
	*save = s;
	return tok;
}

RT_WEAK(strtok, __rt_strtok);
char *__rt_strtok(char *restrict s, const char *restrict delim)
{
	static char *save = "";

	return __rt_strtok_r(s, delim, &save);
}

RT_WEAK(strndup, __rt_strndup);
char *__rt_strndup(const char *s, size_t max)
{
	size_t n = __rt_strnlen(s, max);
	char *d = malloc(n + 1);

	if (d) {
		__rt_memcpy(d, s, n);
		d[n] = '\0';
	}
	return d;
}

RT_WEAK(strdup, __rt_strdup);
char *__rt_strdup(const char *s)
{
	return __rt_strndup(s, (size_t)-1);
}

/* The messages of the GNU C library, so traces read the same as natively built programs. */
static const char *const messages[] = {
	[0] = "Success",
	[EPERM] = "Operation not permitted",
	[ENOENT] = "No such file or directory",
	[ESRCH] = "No such process",
	[EINTR] = "Interrupted system call",
	[EIO] = "Input/output error",
	[ENXIO] = "No such device or address",
	[E2BIG] = "Argument list too long",
	[ENOEXEC] = "Exec format error",
	[EBADF] = "Bad file descriptor",
	[ECHILD] = "No child processes",
	[EAGAIN] = "Resource temporarily unavailable",
	[ENOMEM] = "Cannot allocate memory",
	[EACCES] = "Permission denied",
	[EFAULT] = "Bad address",
	[ENOTBLK] = "Block device required",
	[EBUSY] = "Device or resource busy",
	[EEXIST] = "File exists",
	[EXDEV] = "Invalid cross-device link",
	[ENODEV] = "No such device",
	[ENOTDIR] = "Not a directory",
	[EISDIR] = "Is a directory",
	[EINVAL] = "Invalid argument",
	[ENFILE] = "Too many open files in system",
	[EMFILE] = "Too many open files",
	[ENOTTY] = "Inappropriate ioctl for device",
	[ETXTBSY] = "Text file busy",
	[EFBIG] = "File too large",
	[ENOSPC] = "No space left on device",
	[ESPIPE] = "Illegal seek",
	[EROFS] = "Read-only file system",
	[EMLINK] = "Too many links",
	[EPIPE] = "Broken pipe",
	[EDOM] = "Numerical argument out of domain",
	[ERANGE] = "Numerical result out of range",
	[ENOMSG] = "No message of desired type",
	[EDEADLK] = "Resource deadlock avoided",
	[ENAMETOOLONG] = "File name too long",
	[EOVERFLOW] = "Value too large for defined data type",
	[ENOSYS] = "Function not implemented",
	[ENOTEMPTY] = "Directory not empty",
	[ELOOP] = "Too many levels of symbolic links",
	[ENOTSUP] = "Operation not supported",
	[EILSEQ] = "Invalid or incomplete multibyte or wide character",
};

RT_WEAK(strerror, __rt_strerror);
char *__rt_strerror(int err)
{
	static const char prefix[] = "Unknown error ";
	static char buf[sizeof(prefix) + 11];
	char digits[10], *p;
	unsigned int u = err < 0 ? 0u - (unsigned int)err : (unsigned int)err;
	int n = 0;

	if (err >= 0 && (size_t)err < sizeof(messages) / sizeof(messages[0]) && messages[err])
		return (char *)messages[err];
	do {
		digits[n++] = (char)('0' + u % 10);
		u /= 10;
	} while (u);
	p = __rt_stpcpy(buf, prefix);
	if (err < 0)
		*p++ = '-';
	while (n)
		*p++ = digits[--n];
	*p = '\0';
	return buf;
}

static int fold(unsigned char c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

RT_WEAK(strcasecmp, __rt_strcasecmp);
int __rt_strcasecmp(const char *a, const char *b)
{
	const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;

	while (*p && fold(*p) == fold(*q))
		p++, q++;
	return fold(*p) - fold(*q);
}

RT_WEAK(strncasecmp, __rt_strncasecmp);
int __rt_strncasecmp(const char *a, const char *b, size_t n)
{
	const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;

	for (; n; n--, p++, q++)
		if (fold(*p) != fold(*q) || !*p)
			return fold(*p) - fold(*q);
	return 0;
}

RT_WEAK(bzero, __rt_bzero);
void __rt_bzero(void *dst, size_t n)
{
	__rt_memset(dst, 0, n);
}

RT_WEAK(bcmp, __rt_bcmp);
int __rt_bcmp(const void *a, const void *b, size_t n)
{
	return __rt_memcmp(a, b, n);
}

RT_WEAK(ffs, __rt_ffs);
int __rt_ffs(int x)
{
	unsigned int u = (unsigned int)x;
	int n = 1;

	if (!u)
		return 0;
	while (!(u & 1)) {
		u >>= 1;
		n++;
	}
	return n;
}
