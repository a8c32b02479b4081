/* stdio_impl.h — the inside of rt's FILE, shared by stdio.c (byte streams) and wstdio.c (wide
 * streams). */
#ifndef RT_STDIO_IMPL_H
#define RT_STDIO_IMPL_H

#include <stddef.h>

#define F_READ 0x01	/* opened for reading */
#define F_WRITE 0x02	/* opened for writing */
#define F_APPEND 0x04	/* every write goes to the end of the file */
#define F_EOF 0x08	/* end-of-file indicator */
#define F_ERR 0x10	/* error indicator */
#define F_OWNBUF 0x20	/* buf came from malloc() */
#define F_STDBUF 0x40	/* buf is a standard stream's static buffer */
#define F_OWNFILE 0x80	/* the FILE itself came from malloc() */

/* A stream is either reading (rend > 0: buf[rpos..rend) read ahead from fd) or writing
 * (wlen > 0: buf[0..wlen) not yet written), never both. */
struct __rt_file {
	int fd;
	int flags;
	int mode;		/* _IOFBF, _IOLBF or _IONBF */
	int ungot;		/* the character pushed back by ungetc(), or EOF */
	unsigned char *buf;	/* NULL until the first read or write needs it */
	size_t size;
	size_t rpos;
	size_t rend;
	size_t wlen;
	unsigned char one;	/* the buffer of an unbuffered stream */
	int orient;		/* fwide(): 0 until the first I/O, then -1 bytes or 1 wide */
	int nwungot;		/* wide characters pushed back by ungetwc(), */
	unsigned int wungot[4];	/* the last one on top (wstdio.c) */
	struct __rt_file *next;	/* the list of open streams */
};

#endif
