/* strings.h — the BSD string functions for aex guest programs (rt).
 * Implemented in rt/src/string.c; case folding is ASCII. */
#ifndef RT_STRINGS_H
#define RT_STRINGS_H

#include <stddef.h>

int strcasecmp(const char *a, const char *b);
int strncasecmp(const char *a, const char *b, size_t n);
void bzero(void *dst, size_t n);
int bcmp(const void *a, const void *b, size_t n);
int ffs(int x);

#endif
