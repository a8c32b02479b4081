/* stdio.c — FILE streams for aex guest programs: buffering over read/write/lseek, the three
 * standard streams and the unformatted stream functions (formatting is in printf.c). */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "rt.h"
#include "stdio_impl.h"

/* used before its definition */
__typeof(fflush) __rt_fflush;

static unsigned char stdin_buf[BUFSIZ];
static unsigned char stdout_buf[BUFSIZ];

static FILE std_err = {
	.fd = STDERR_FILENO, .flags = F_WRITE, .mode = _IONBF, .ungot = EOF,
	.buf = &std_err.one, .size = 1,
};
static FILE std_out = {
	.fd = STDOUT_FILENO, .flags = F_WRITE | F_STDBUF, .mode = _IOFBF, .ungot = EOF,
	.buf = stdout_buf, .size = BUFSIZ, .next = &std_err,
};
static FILE std_in = {
	.fd = STDIN_FILENO, .flags = F_READ | F_STDBUF, .mode = _IOFBF, .ungot = EOF,
	.buf = stdin_buf, .size = BUFSIZ, .next = &std_out,
};

FILE *stdin = &std_in;
FILE *stdout = &std_out;
FILE *stderr = &std_err;

static FILE *streams = &std_in;

static int write_all(int fd, const unsigned char *p, size_t n)
{
	ssize_t r;

	while (n > 0) {
		r = __rt_write(fd, p, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return EOF;
		p += r;
		n -= (size_t)r;
	}
	return 0;
}

/* Writes out the buffered output; on failure it is dropped and the error indicator set. */
static int flush_out(FILE *f)
{
	size_t n = f->wlen;

	f->wlen = 0;
	if (n && write_all(f->fd, f->buf, n) < 0) {
		f->flags |= F_ERR;
		return EOF;
	}
	return 0;
}

static int flush_each(int line_only)
{
	FILE *f;
	int r = 0;

	for (f = streams; f; f = f->next)
		if (f->wlen && (!line_only || f->mode == _IOLBF) && flush_out(f) < 0)
			r = EOF;
	return r;
}

static void flush_at_exit(void)
{
	flush_each(0);
}

/* Gives back what was read ahead: moves the descriptor back to the stream's position and
 * empties the buffer. On failure (a pipe, say) the buffer is kept. */
static int unread(FILE *f)
{
	off_t back = (off_t)(f->rend - f->rpos) + (f->ungot != EOF);

	if (back && __rt_lseek(f->fd, -back, SEEK_CUR) < 0)
		return EOF;
	f->rpos = f->rend = 0;
	f->ungot = EOF;
	f->nwungot = 0;
	return 0;
}

static void set_buf(FILE *f)
{
	if (f->buf)
		return;
	if (f->mode != _IONBF) {
		f->buf = malloc(BUFSIZ);
		if (f->buf) {
			f->size = BUFSIZ;
			f->flags |= F_OWNBUF;
			return;
		}
		f->mode = _IONBF;
	}
	f->buf = &f->one;
	f->size = 1;
}

static int to_write(FILE *f)
{
	if (!(f->flags & F_WRITE)) {
		f->flags |= F_ERR;
		errno = EBADF;
		return EOF;
	}
	if (!f->orient)
		f->orient = -1;
	if ((f->rend || f->ungot != EOF) && unread(f) < 0) {
		f->flags |= F_ERR;
		return EOF;
	}
	set_buf(f);
	return 0;
}

static int to_read(FILE *f)
{
	if (!(f->flags & F_READ)) {
		f->flags |= F_ERR;
		errno = EBADF;
		return EOF;
	}
	if (!f->orient)
		f->orient = -1;
	if (f->wlen && flush_out(f) < 0)
		return EOF;
	set_buf(f);
	return 0;
}

/* Appends n bytes to the stream's output: buffered, or written at once when they do not
 * fit an empty buffer. Returns n, or 0 on failure. */
static size_t put(FILE *f, const void *p, size_t n)
{
	if (to_write(f) < 0)
		return 0;
	if (n > f->size - f->wlen) {
		if (flush_out(f) < 0)
			return 0;
		if (n >= f->size) {
			if (write_all(f->fd, p, n) < 0) {
				f->flags |= F_ERR;
				return 0;
			}
			return n;
		}
	}
	memcpy(f->buf + f->wlen, p, n);
	f->wlen += n;
	if (f->mode == _IONBF || (f->mode == _IOLBF && memchr(p, '\n', n)))
		return flush_out(f) < 0 ? 0 : n;
	__rt_stdio_flush_hook = flush_at_exit;
	return n;
}

/* One read(2) into dst; sets the end-of-file or error indicator when it yields nothing.
 * Reading from a line-buffered or unbuffered stream first flushes line-buffered output. */
static ssize_t read_some(FILE *f, unsigned char *dst, size_t n)
{
	ssize_t r;

	if (f->flags & F_EOF)
		return EOF;
	if (f->mode != _IOFBF)
		flush_each(1);
	do
		r = __rt_read(f->fd, dst, n);
	while (r < 0 && errno == EINTR);
	if (r <= 0) {
		f->flags |= r ? F_ERR : F_EOF;
		return EOF;
	}
	return r;
}

static int fill(FILE *f)
{
	ssize_t r = read_some(f, f->buf, f->size);

	f->rpos = 0;
	f->rend = r < 0 ? 0 : (size_t)r;
	return r < 0 ? EOF : 0;
}

static int parse_mode(const char *mode, int *oflags)
{
	int fl, o;

	if (*mode == 'r') {
		fl = F_READ;
		o = O_RDONLY;
	} else if (*mode == 'w') {
		fl = F_WRITE;
		o = O_WRONLY | O_CREAT | O_TRUNC;
	} else if (*mode == 'a') {
		fl = F_WRITE | F_APPEND;
		o = O_WRONLY | O_CREAT | O_APPEND;
	} else {
		errno = EINVAL;
		return 0;
	}
	for (mode++; *mode; mode++) {
		if (*mode == '+') {
			fl |= F_READ | F_WRITE;
			o = (o & ~O_WRONLY) | O_RDWR;
		} else if (*mode == 'x') {
			o |= O_EXCL;
		} else if (*mode == 'e') {
			o |= O_CLOEXEC;
		}
	}
	*oflags = o;
	return fl;
}

static FILE *new_stream(int fd, int flags)
{
	FILE *f = malloc(sizeof(*f));

	if (!f)
		return NULL;
	memset(f, 0, sizeof(*f));
	f->fd = fd;
	f->flags = flags | F_OWNFILE;
	f->mode = _IOFBF;
	f->ungot = EOF;
	f->next = streams;
	streams = f;
	return f;
}

RT_WEAK(fopen, __rt_fopen);
FILE *__rt_fopen(const char *path, const char *mode)
{
	int oflags, flags = parse_mode(mode, &oflags), fd, e;
	FILE *f;

	if (!flags)
		return NULL;
	fd = __rt_open(path, oflags, 0666);
	if (fd < 0)
		return NULL;
	f = new_stream(fd, flags);
	if (!f) {
		e = errno;
		__rt_close(fd);
		errno = e;
	}
	return f;
}

/* The descriptor keeps its own open flags: the mode only says which directions the stream
 * allows (and, with 'a', that ftell() must flush first). */
RT_WEAK(fdopen, __rt_fdopen);
FILE *__rt_fdopen(int fd, const char *mode)
{
	int oflags, flags = parse_mode(mode, &oflags);

	if (!flags)
		return NULL;
	if (fd < 0) {
		errno = EBADF;
		return NULL;
	}
	return new_stream(fd, flags);
}

RT_WEAK(fclose, __rt_fclose);
int __rt_fclose(FILE *f)
{
	int r = __rt_fflush(f);
	FILE **p;

	if (__rt_close(f->fd) < 0)
		r = EOF;
	for (p = &streams; *p; p = &(*p)->next) {
		if (*p == f) {
			*p = f->next;
			break;
		}
	}
	if (f->flags & F_OWNBUF)
		free(f->buf);
	if (f->flags & F_OWNFILE) {
		free(f);
		return r;
	}
	f->flags = 0;
	f->buf = NULL;
	f->rpos = f->rend = f->wlen = 0;
	f->ungot = EOF;
	f->orient = f->nwungot = 0;
	return r;
}

/* fflush(NULL) writes out every output stream. On an input stream, the descriptor is moved
 * back to the stream's position (left alone where it cannot seek). */
RT_WEAK(fflush, __rt_fflush);
int __rt_fflush(FILE *f)
{
	if (!f)
		return flush_each(0);
	if (f->wlen)
		return flush_out(f);
	if ((f->rend || f->ungot != EOF) && unread(f) < 0 && errno != ESPIPE) {
		f->flags |= F_ERR;
		return EOF;
	}
	return 0;
}

/* Also allowed after I/O has started: pending output is written first, but input read
 * ahead that cannot be given back (from a pipe) makes it fail. Without a buffer of its own,
 * a buffered stream keeps the one it has from stdio, or gets one at its next read or write. */
RT_WEAK(setvbuf, __rt_setvbuf);
int __rt_setvbuf(FILE *f, char *buf, int mode, size_t size)
{
	int keep = f->buf && f->buf != &f->one && (f->flags & (F_OWNBUF | F_STDBUF));

	if (mode != _IOFBF && mode != _IOLBF && mode != _IONBF) {
		errno = EINVAL;
		return EOF;
	}
	if (__rt_fflush(f) < 0 || f->rend)
		return EOF;
	f->mode = mode;
	if (mode != _IONBF && !buf && keep)
		return 0;
	if (f->flags & F_OWNBUF)
		free(f->buf);
	f->flags &= ~(F_OWNBUF | F_STDBUF);
	f->buf = NULL;
	f->size = 0;
	if (mode == _IONBF) {
		f->buf = &f->one;
		f->size = 1;
	} else if (buf && size) {
		f->buf = (unsigned char *)buf;
		f->size = size;
	}
	return 0;
}

RT_WEAK(setbuf, __rt_setbuf);
void __rt_setbuf(FILE *f, char *buf)
{
	__rt_setvbuf(f, buf, buf ? _IOFBF : _IONBF, BUFSIZ);
}

RT_WEAK(fwrite, __rt_fwrite);
size_t __rt_fwrite(const void *ptr, size_t size, size_t nmemb, FILE *f)
{
	if (!size || !nmemb)
		return 0;
	if (nmemb > SIZE_MAX / size) {
		f->flags |= F_ERR;
		errno = EINVAL;
		return 0;
	}
	return put(f, ptr, size * nmemb) ? nmemb : 0;
}

RT_WEAK(fputc, __rt_fputc);
int __rt_fputc(int c, FILE *f)
{
	unsigned char ch = (unsigned char)c;

	if (f->wlen && f->wlen < f->size && (ch != '\n' || f->mode == _IOFBF)) {
		f->buf[f->wlen++] = ch;
		return ch;
	}
	return put(f, &ch, 1) ? ch : EOF;
}

RT_WEAK(putc, __rt_putc);
int __rt_putc(int c, FILE *f)
{
	return __rt_fputc(c, f);
}

RT_WEAK(putchar, __rt_putchar);
int __rt_putchar(int c)
{
	return __rt_fputc(c, stdout);
}

RT_WEAK(fputs, __rt_fputs);
int __rt_fputs(const char *s, FILE *f)
{
	size_t n = strlen(s);

	if (!n)
		return to_write(f);
	return put(f, s, n) ? 0 : EOF;
}

RT_WEAK(puts, __rt_puts);
int __rt_puts(const char *s)
{
	return __rt_fputs(s, stdout) < 0 || __rt_fputc('\n', stdout) < 0 ? EOF : 0;
}

RT_WEAK(fgetc, __rt_fgetc);
int __rt_fgetc(FILE *f)
{
	int c = f->ungot;

	if (c != EOF) {
		f->ungot = EOF;
		return c;
	}
	if (f->rpos < f->rend)
		return f->buf[f->rpos++];
	if (to_read(f) < 0 || fill(f) < 0)
		return EOF;
	return f->buf[f->rpos++];
}

RT_WEAK(getc, __rt_getc);
int __rt_getc(FILE *f)
{
	return __rt_fgetc(f);
}

RT_WEAK(getchar, __rt_getchar);
int __rt_getchar(void)
{
	return __rt_fgetc(stdin);
}

/* Requests of a buffer or more bypass the buffer once it is empty. */
RT_WEAK(fread, __rt_fread);
size_t __rt_fread(void *ptr, size_t size, size_t nmemb, FILE *f)
{
	unsigned char *p = ptr;
	size_t want, left, n;
	ssize_t r;

	if (!size || !nmemb || to_read(f) < 0)
		return 0;
	if (nmemb > SIZE_MAX / size) {
		errno = EINVAL;
		return 0;
	}
	want = left = size * nmemb;
	if (f->ungot != EOF) {
		*p++ = (unsigned char)f->ungot;
		f->ungot = EOF;
		left--;
	}
	while (left) {
		n = f->rend - f->rpos;
		if (n) {
			n = n < left ? n : left;
			memcpy(p, f->buf + f->rpos, n);
			f->rpos += n;
		} else if (left >= f->size) {
			r = read_some(f, p, left);
			if (r < 0)
				break;
			n = (size_t)r;
		} else if (fill(f) < 0) {
			break;
		}
		p += n;
		left -= n;
	}
	return (want - left) / size;
}

/* C99's gets: a line of stdin without its newline, unbounded; NULL at end of file with
 * nothing read, or after a read error (s then undefined, as C99 says). */
char *gets(char *s);
RT_WEAK(gets, __rt_gets);
char *__rt_gets(char *s)
{
	size_t i = 0;
	int c;

	while ((c = getc(stdin)) != EOF && c != '\n')
		s[i++] = (char)c;
	if (c == EOF && (i == 0 || ferror(stdin)))
		return NULL;
	s[i] = '\0';
	return s;
}

RT_WEAK(fgets, __rt_fgets);
char *__rt_fgets(char *s, int n, FILE *f)
{
	size_t i = 0, max, k;
	unsigned char *start, *nl;

	if (n <= 0) {
		errno = EINVAL;
		return NULL;
	}
	max = (size_t)n - 1;
	if (max && to_read(f) < 0)
		return NULL;
	if (max && f->ungot != EOF) {
		s[i++] = (char)f->ungot;
		f->ungot = EOF;
		if (s[0] == '\n')
			max = i;
	}
	while (i < max) {
		if (f->rpos == f->rend && fill(f) < 0) {
			if (!i || (f->flags & F_ERR))
				return NULL;
			break;
		}
		start = f->buf + f->rpos;
		k = f->rend - f->rpos < max - i ? f->rend - f->rpos : max - i;
		nl = memchr(start, '\n', k);
		if (nl)
			k = (size_t)(nl - start) + 1;
		memcpy(s + i, start, k);
		f->rpos += k;
		i += k;
		if (nl)
			break;
	}
	s[i] = '\0';
	return s;
}

/* One character of push-back, as the C standard guarantees. */
RT_WEAK(getdelim, __rt_getdelim);
ssize_t __rt_getdelim(char **restrict line, size_t *restrict n, int delim, FILE *restrict f)
{
	size_t len = 0;
	int c;

	if (!line || !n) {
		errno = EINVAL;
		return -1;
	}
	if (!*line || !*n) {
		char *p = realloc(*line, 120);

		if (!p)
			return -1;
		*line = p;
		*n = 120;
	}
	while ((c = __rt_fgetc(f)) != EOF) {
		if (len + 2 > *n) {
			size_t want = *n * 2;
			char *p = realloc(*line, want);

			if (!p) {
				f->flags |= F_ERR;
				return -1;
			}
			*line = p;
			*n = want;
		}
		(*line)[len++] = (char)c;
		if (c == delim)
			break;
	}
	(*line)[len] = '\0';
	return len ? (ssize_t)len : -1;
}

RT_WEAK(getline, __rt_getline);
ssize_t __rt_getline(char **restrict line, size_t *restrict n, FILE *restrict f)
{
	return __rt_getdelim(line, n, '\n', f);
}

RT_WEAK(ungetc, __rt_ungetc);
int __rt_ungetc(int c, FILE *f)
{
	if (c == EOF || f->ungot != EOF || to_read(f) < 0)
		return EOF;
	f->ungot = (unsigned char)c;
	f->flags &= ~F_EOF;
	return f->ungot;
}

RT_WEAK(feof, __rt_feof);
int __rt_feof(FILE *f)
{
	return (f->flags & F_EOF) != 0;
}

RT_WEAK(ferror, __rt_ferror);
int __rt_ferror(FILE *f)
{
	return (f->flags & F_ERR) != 0;
}

RT_WEAK(clearerr, __rt_clearerr);
void __rt_clearerr(FILE *f)
{
	f->flags &= ~(F_EOF | F_ERR);
}

RT_WEAK(fileno, __rt_fileno);
int __rt_fileno(FILE *f)
{
	if (!(f->flags & (F_READ | F_WRITE))) {
		errno = EBADF;
		return -1;
	}
	return f->fd;
}

RT_WEAK(fseek, __rt_fseek);
int __rt_fseek(FILE *f, long off, int whence)
{
	if (f->wlen && flush_out(f) < 0)
		return -1;
	if (whence == SEEK_CUR)
		off -= (long)(f->rend - f->rpos) + (f->ungot != EOF);
	if (__rt_lseek(f->fd, off, whence) < 0)
		return -1;
	f->rpos = f->rend = 0;
	f->ungot = EOF;
	f->nwungot = 0;
	f->flags &= ~F_EOF;
	return 0;
}

RT_WEAK(ftell, __rt_ftell);
long __rt_ftell(FILE *f)
{
	off_t pos;

	if (f->wlen && (f->flags & F_APPEND) && flush_out(f) < 0)
		return -1;
	pos = __rt_lseek(f->fd, 0, SEEK_CUR);
	if (pos < 0)
		return -1;
	return pos + (long)f->wlen - (long)(f->rend - f->rpos) - (f->ungot != EOF);
}

RT_WEAK(rewind, __rt_rewind);
void __rt_rewind(FILE *f)
{
	__rt_fseek(f, 0, SEEK_SET);
	f->flags &= ~F_ERR;
}

RT_WEAK(fgetpos, __rt_fgetpos);
int __rt_fgetpos(FILE *restrict f, fpos_t *restrict pos)
{
	long at = __rt_ftell(f);

	if (at < 0)
		return -1;
	pos->__pos = at;
	return 0;
}

RT_WEAK(fsetpos, __rt_fsetpos);
int __rt_fsetpos(FILE *f, const fpos_t *pos)
{
	return __rt_fseek(f, pos->__pos, SEEK_SET);
}

/* The stream on another file (path), or in another mode on its own (path NULL: the
 * descriptor stays, only the directions the stream allows change). The stream keeps its
 * identity and its buffer; the old descriptor is closed whatever becomes of the new. */
RT_WEAK(freopen, __rt_freopen);
FILE *__rt_freopen(const char *restrict path, const char *restrict mode, FILE *restrict f)
{
	int oflags, flags = parse_mode(mode, &oflags), fd;

	__rt_fflush(f);
	if (!flags) {
		__rt_fclose(f);
		return NULL;
	}
	if (path) {
		__rt_close(f->fd);
		fd = __rt_open(path, oflags, 0666);
		if (fd < 0) {
			int e = errno;

			f->fd = -1;
			__rt_fclose(f);
			errno = e;
			return NULL;
		}
		f->fd = fd;
	}
	f->flags = flags | (f->flags & (F_OWNBUF | F_STDBUF | F_OWNFILE));
	f->rpos = f->rend = f->wlen = 0;
	f->ungot = EOF;
	f->orient = f->nwungot = 0;
	return f;
}

/* A name for tmpnam and tmpfile: /tmp/aex followed by seven characters from the process id
 * and a count, L_tmpnam - 1 characters in all. */
static void temp_name(char *s, unsigned long k)
{
	static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
	unsigned long v = (unsigned long)__rt_getpid() * 238329ul + k;

	memcpy(s, "/tmp/aex", 8);
	for (int i = 0; i < 7; i++, v /= 36)
		s[8 + i] = digits[v % 36];
	s[15] = '\0';
}

static unsigned long temp_count;

RT_WEAK(tmpnam, __rt_tmpnam);
char *__rt_tmpnam(char *s)
{
	static char name[L_tmpnam];

	if (!s)
		s = name;
	for (int tries = 0; tries < TMP_MAX; tries++) {
		int fd;

		temp_name(s, temp_count++ % TMP_MAX);
		fd = __rt_open(s, O_RDONLY, 0);
		if (fd < 0 && errno == ENOENT)
			return s;
		if (fd >= 0)
			__rt_close(fd);
	}
	return NULL;
}

/* A file no one else can name: created, then unlinked, open for update. */
RT_WEAK(tmpfile, __rt_tmpfile);
FILE *__rt_tmpfile(void)
{
	char name[L_tmpnam];

	for (int tries = 0; tries < TMP_MAX; tries++) {
		int fd;
		FILE *f;

		temp_name(name, temp_count++ % TMP_MAX);
		fd = __rt_open(name, O_RDWR | O_CREAT | O_EXCL, 0600);
		if (fd < 0 && errno == EEXIST)
			continue;
		if (fd < 0)
			return NULL;
		__rt_unlink(name);
		f = new_stream(fd, F_READ | F_WRITE);
		if (!f)
			__rt_close(fd);
		return f;
	}
	errno = EEXIST;
	return NULL;
}

RT_WEAK(remove, __rt_remove);
int __rt_remove(const char *path)
{
	return unlink(path);
}

RT_WEAK(perror, __rt_perror);
void __rt_perror(const char *s)
{
	const char *msg = strerror(errno);

	if (s && *s)
		fprintf(stderr, "%s: %s\n", s, msg);
	else
		fprintf(stderr, "%s\n", msg);
}
