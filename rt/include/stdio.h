/* stdio.h — buffered streams and integer-only formatted I/O for aex guest programs (rt).
 * Streams: rt/src/stdio.c; the printf and sscanf families: rt/src/printf.c. */
#ifndef RT_STDIO_H
#define RT_STDIO_H

#include <stdarg.h>
#include <stddef.h>
#include <sys/types.h>

/* Buffering. No descriptor is a terminal in rt (isatty() is always 0), so stdin and stdout
 * are fully buffered and stderr is unbuffered unless setvbuf() says otherwise; a stream
 * from fopen() or fdopen() is fully buffered, its BUFSIZ buffer allocated at its first
 * read or write. exit() flushes every open stream.
 *
 * printf family: flags "-+ #0", field width and precision (also as `*`), length modifiers
 * hh h l ll z t j, and the conversions d i u o x X c s p n %. As in glibc, %p prints like
 * %#lx and a null pointer as "(nil)", and %s prints a null pointer as "(null)" (nothing
 * when the precision is below 6). The floating conversions a A e E f F g G write a double,
 * and with L a long double (binary128 on SPARC and RV32), exactly as glibc does; for unknown
 * length modifiers or conversions, the specification is copied to the output as written. No
 * wide characters: l on c and s is ignored. A result longer than INT_MAX characters fails
 * with EOVERFLOW.
 *
 * scanf family (sscanf, fscanf, scanf and their v forms): whitespace, literal characters
 * and the conversions d i u o x X p c s [...] n % a A e E f F g G, with assignment
 * suppression `*`, maximum field width and the same length modifiers (L: long double, read
 * as strtold reads it); an integer out of range of its type keeps the low-order bits. Each
 * conversion reads the longest prefix of its kind of item, one character of lookahead, as
 * glibc does: a stream is left where glibc leaves it. */

#define BUFSIZ 4096
#define EOF (-1)
#define FILENAME_MAX 4096
#define FOPEN_MAX 16
/* tmpnam: names of L_tmpnam - 1 characters at most, TMP_MAX of them different (glibc's) */
#define L_tmpnam 20
#define TMP_MAX 238328

#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif

/* Buffering modes for setvbuf(). */
#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2

typedef struct __rt_file FILE;

/* A stream's position for fgetpos and fsetpos. */
typedef struct {
	long __pos;
} fpos_t;

extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;

FILE *fopen(const char *path, const char *mode);
FILE *fdopen(int fd, const char *mode);
int fclose(FILE *f);
int fflush(FILE *f);
int setvbuf(FILE *f, char *buf, int mode, size_t size);
void setbuf(FILE *f, char *buf);

size_t fread(void *ptr, size_t size, size_t nmemb, FILE *f);
size_t fwrite(const void *ptr, size_t size, size_t nmemb, FILE *f);
int fgetc(FILE *f);
int getc(FILE *f);
int getchar(void);
char *fgets(char *s, int n, FILE *f);
#if !defined(__STDC_VERSION__) || __STDC_VERSION__ < 201112L
/* C99's gets (C11 removed it: declared, as glibc's, only before C11). */
char *gets(char *s);
#endif
/* The next line (up to and with delim, or '\n'), its length; *line (of *n bytes, or NULL)
 * grown with realloc as needed, NUL-terminated; -1 at the end of the file or on an error. */
ssize_t getdelim(char **restrict line, size_t *restrict n, int delim, FILE *restrict f);
ssize_t getline(char **restrict line, size_t *restrict n, FILE *restrict f);
int ungetc(int c, FILE *f);
int fputc(int c, FILE *f);
int putc(int c, FILE *f);
int putchar(int c);
int fputs(const char *s, FILE *f);
int puts(const char *s);

int feof(FILE *f);
int ferror(FILE *f);
void clearerr(FILE *f);
int fileno(FILE *f);
int fseek(FILE *f, long off, int whence);
long ftell(FILE *f);
void rewind(FILE *f);

int fgetpos(FILE *restrict f, fpos_t *restrict pos);
int fsetpos(FILE *f, const fpos_t *pos);
FILE *freopen(const char *restrict path, const char *restrict mode, FILE *restrict f);
FILE *tmpfile(void);
char *tmpnam(char *s);

int remove(const char *path);
int rename(const char *from, const char *to);
void perror(const char *s);

int printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int fprintf(FILE *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int dprintf(int fd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int sprintf(char *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int snprintf(char *s, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
int vprintf(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));
int vfprintf(FILE *f, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
int vdprintf(int fd, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
int vsprintf(char *s, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
int vsnprintf(char *s, size_t n, const char *fmt, va_list ap) __attribute__((format(printf, 3, 0)));

int sscanf(const char *s, const char *fmt, ...) __attribute__((format(scanf, 2, 3)));
int fscanf(FILE *f, const char *fmt, ...) __attribute__((format(scanf, 2, 3)));
/* No command processor (rt has no execve): popen fails with ENOSYS and a line on stderr. */
FILE *popen(const char *cmd, const char *mode);
int pclose(FILE *f);
int scanf(const char *fmt, ...) __attribute__((format(scanf, 1, 2)));
int vfscanf(FILE *f, const char *fmt, va_list ap) __attribute__((format(scanf, 2, 0)));
int vscanf(const char *fmt, va_list ap) __attribute__((format(scanf, 1, 0)));
int vsscanf(const char *s, const char *fmt, va_list ap) __attribute__((format(scanf, 2, 0)));

#endif
