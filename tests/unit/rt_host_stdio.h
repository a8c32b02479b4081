/* rt_host_stdio.h — the rt stdio and printf functions as the host unit tests see them: every
 * rt symbol carries the rt_ prefix, and rt's FILE is opaque. Only host-safe types appear. */
#ifndef AEX_RT_HOST_STDIO_H
#define AEX_RT_HOST_STDIO_H

#include <stdarg.h>

/* Values of rt/include/stdio.h. */
#define RT_EOF (-1)
#define RT_BUFSIZ 4096
#define RT_IOFBF 0
#define RT_IOLBF 1
#define RT_IONBF 2
#define RT_SEEK_SET 0
#define RT_SEEK_CUR 1
#define RT_SEEK_END 2

typedef struct rt_FILE rt_FILE;

extern int rt_errno;
extern rt_FILE *rt_stdin;
extern rt_FILE *rt_stdout;
extern rt_FILE *rt_stderr;
extern void (*rt___rt_stdio_flush_hook)(void);

rt_FILE *rt_fopen(const char *path, const char *mode);
rt_FILE *rt_fdopen(int fd, const char *mode);
int rt_fclose(rt_FILE *f);
int rt_fflush(rt_FILE *f);
int rt_setvbuf(rt_FILE *f, char *buf, int mode, unsigned long size);
void rt_setbuf(rt_FILE *f, char *buf);

unsigned long rt_fread(void *ptr, unsigned long size, unsigned long nmemb, rt_FILE *f);
unsigned long rt_fwrite(const void *ptr, unsigned long size, unsigned long nmemb, rt_FILE *f);
int rt_fgetc(rt_FILE *f);
int rt_getc(rt_FILE *f);
char *rt_fgets(char *s, int n, rt_FILE *f);
int rt_ungetc(int c, rt_FILE *f);
int rt_fputc(int c, rt_FILE *f);
int rt_putc(int c, rt_FILE *f);
int rt_fputs(const char *s, rt_FILE *f);
int rt_getchar(void);
int rt_putchar(int c);
int rt_puts(const char *s);

int rt_feof(rt_FILE *f);
int rt_ferror(rt_FILE *f);
void rt_clearerr(rt_FILE *f);
int rt_fileno(rt_FILE *f);
int rt_fseek(rt_FILE *f, long off, int whence);
long rt_ftell(rt_FILE *f);
void rt_rewind(rt_FILE *f);
int rt_remove(const char *path);
void rt_perror(const char *s);

int rt_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int rt_fprintf(rt_FILE *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int rt_dprintf(int fd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int rt_sprintf(char *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int rt_snprintf(char *s, unsigned long n, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int rt_vsnprintf(char *s, unsigned long n, const char *fmt, va_list ap)
	__attribute__((format(printf, 3, 0)));
int rt_vfprintf(rt_FILE *f, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
int rt_sscanf(const char *s, const char *fmt, ...) __attribute__((format(scanf, 2, 3)));
int rt_fscanf(rt_FILE *f, const char *fmt, ...) __attribute__((format(scanf, 2, 3)));
int rt_vfscanf(rt_FILE *f, const char *fmt, va_list ap);
int rt_vsscanf(const char *s, const char *fmt, va_list ap);

#endif
