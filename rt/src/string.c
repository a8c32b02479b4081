/* string.c — the memory and string functions of <string.h> and <strings.h>.
 * Byte-at-a-time except memcpy, memmove and memset, which move whole words when they can. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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

void *memcpy(void *restrict dst, const void *restrict src, size_t n)
{
	copy_forward(dst, src, n);
	return dst;
}

void *memmove(void *dst, const void *src, size_t n)
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

void *memset(void *dst, int c, size_t n)
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

int memcmp(const void *a, const void *b, size_t n)
{
	const unsigned char *p = a, *q = b;

	for (; n; n--, p++, q++)
		if (*p != *q)
			return *p - *q;
	return 0;
}

void *memchr(const void *s, int c, size_t n)
{
	const unsigned char *p = s;

	for (; n; n--, p++)
		if (*p == (unsigned char)c)
			return (void *)p;
	return NULL;
}

void *memrchr(const void *s, int c, size_t n)
{
	const unsigned char *p = (const unsigned char *)s + n;

	while (n--)
		if (*--p == (unsigned char)c)
			return (void *)p;
	return NULL;
}

size_t strlen(const char *s)
{
	const char *p = s;

	while (*p)
		p++;
	return (size_t)(p - s);
}

size_t strnlen(const char *s, size_t max)
{
	size_t n = 0;

	while (n < max && s[n])
		n++;
	return n;
}

char *stpcpy(char *restrict dst, const char *restrict src)
{
	while ((*dst = *src++))
		dst++;
	return dst;
}

char *strcpy(char *restrict dst, const char *restrict src)
{
	stpcpy(dst, src);
	return dst;
}

char *strncpy(char *restrict dst, const char *restrict src, size_t n)
{
	char *d = dst;

	for (; n && *src; n--)
		*d++ = *src++;
	for (; n; n--)
		*d++ = '\0';
	return dst;
}

char *strcat(char *restrict dst, const char *restrict src)
{
	stpcpy(dst + strlen(dst), src);
	return dst;
}

char *strncat(char *restrict dst, const char *restrict src, size_t n)
{
	char *d = dst + strlen(dst);

	for (; n && *src; n--)
		*d++ = *src++;
	*d = '\0';
	return dst;
}

int strcmp(const char *a, const char *b)
{
	const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;

	while (*p && *p == *q)
		p++, q++;
	return *p - *q;
}

int strncmp(const char *a, const char *b, size_t n)
{
	const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;

	for (; n; n--, p++, q++)
		if (*p != *q || !*p)
			return *p - *q;
	return 0;
}

int strcoll(const char *a, const char *b)
{
	return strcmp(a, b);
}

size_t strxfrm(char *restrict dst, const char *restrict src, size_t n)
{
	size_t len = strlen(src);

	if (len < n)
		memcpy(dst, src, len + 1);
	return len;
}

char *strchr(const char *s, int c)
{
	for (;; s++) {
		if (*s == (char)c)
			return (char *)s;
		if (!*s)
			return NULL;
	}
}

char *strrchr(const char *s, int c)
{
	const char *last = NULL;

	for (;; s++) {
		if (*s == (char)c)
			last = s;
		if (!*s)
			return (char *)last;
	}
}

char *strstr(const char *haystack, const char *needle)
{
	size_t n = strlen(needle);

	if (n == 0)
		return (char *)haystack;
	for (; (haystack = strchr(haystack, *needle)); haystack++)
		if (strncmp(haystack, needle, n) == 0)
			return (char *)haystack;
	return NULL;
}

size_t strspn(const char *s, const char *accept)
{
	const char *p = s;

	while (*p && strchr(accept, *p))
		p++;
	return (size_t)(p - s);
}

size_t strcspn(const char *s, const char *reject)
{
	const char *p = s;

	while (*p && !strchr(reject, *p))
		p++;
	return (size_t)(p - s);
}

char *strpbrk(const char *s, const char *accept)
{
	s += strcspn(s, accept);
	return *s ? (char *)s : NULL;
}

char *strtok_r(char *restrict s, const char *restrict delim, char **restrict save)
{
	char *tok;

	if (!s)
		s = *save;
	s += strspn(s, delim);
	if (!*s) {
		*save = s;
		return NULL;
	}
	tok = s;
	s += strcspn(s, delim);
	if (*s)
		*s++ = '\0';
	*save = s;
	return tok;
}

char *strtok(char *restrict s, const char *restrict delim)
{
	static char *save = "";

	return strtok_r(s, delim, &save);
}

char *strndup(const char *s, size_t max)
{
	size_t n = strnlen(s, max);
	char *d = malloc(n + 1);

	if (d) {
		memcpy(d, s, n);
		d[n] = '\0';
	}
	return d;
}

char *strdup(const char *s)
{
	return strndup(s, (size_t)-1);
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
};

char *strerror(int err)
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
	p = stpcpy(buf, prefix);
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

int strcasecmp(const char *a, const char *b)
{
	const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;

	while (*p && fold(*p) == fold(*q))
		p++, q++;
	return fold(*p) - fold(*q);
}

int strncasecmp(const char *a, const char *b, size_t n)
{
	const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;

	for (; n; n--, p++, q++)
		if (fold(*p) != fold(*q) || !*p)
			return fold(*p) - fold(*q);
	return 0;
}

void bzero(void *dst, size_t n)
{
	memset(dst, 0, n);
}

int bcmp(const void *a, const void *b, size_t n)
{
	return memcmp(a, b, n);
}

int ffs(int x)
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
