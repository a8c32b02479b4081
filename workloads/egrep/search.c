/* search.c — the scanner: follows cached DFA transitions byte by byte, two loads a byte, and
 * leaves the inner loop only at line ends, at the end of the data and for uncached steps. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "search.h"

/* Moves the keep bytes of the partial line at line to the front of the buffer, grows the
 * buffer if a block would not fit behind them (with room for a sentinel), and reads the
 * next block there. Returns the bytes read, 0 at the end of the file, or -1. */
static long fill(int fd, unsigned char **bufp, size_t *capp, const unsigned char *line,
		 size_t keep)
{
	unsigned char *buf = *bufp;
	long n;

	memmove(buf, line, keep);
	if (keep + SEARCH_BLOCK + 1 > *capp) {
		buf = realloc(buf, 2 * *capp);
		if (!buf)
			return -1;
		*bufp = buf;
		*capp *= 2;
	}
	do {
		n = read(fd, buf + keep, SEARCH_BLOCK);
	} while (n < 0 && errno == EINTR);
	return n;
}

long search_fd(struct dfa *d, int fd, const struct search_opts *opts)
{
	struct dfa_state *start = dfa_start(d), *s = start, *t;
	size_t cap = 2 * SEARCH_BLOCK + 1;
	unsigned char *buf = malloc(cap);
	unsigned char *line, *p, *end;	/* the current line, the next byte, the end of the data */
	bool matched = false;		/* the line matches; only its end is still to be found */
	bool eof = false;
	long selected = 0;

	if (!buf)
		return -1;
	line = p = end = buf;
	*end = '\n';	/* the sentinel: the end of the data looks like a line end */
	for (;;) {
		if (!matched) {
			while ((t = s->next[*p]) != NULL) {
				s = t;
				p++;
			}
			if (s->accept) {
				matched = true;
			} else if (*p != '\n') {
				s = dfa_step(d, s, *p++);
				continue;
			}
		}
		if (*p != '\n')
			p = memchr(p, '\n', (size_t)(end - p) + 1);
		if (p == end && !eof) {
			size_t keep = (size_t)(end - line);
			long n = fill(fd, &buf, &cap, line, keep);

			if (n < 0) {
				int err = errno;

				free(buf);
				errno = err;
				return -1;
			}
			eof = n == 0;
			line = buf;
			p = buf + keep;
			end = p + n;
			*end = '\n';
			continue;
		}
		if (p == end && line == end)
			break;
		if (s->accept_eol != opts->invert) {
			selected++;
			if (!opts->count)
				fwrite(line, 1, (size_t)(p - line) + 1, stdout);
		}
		if (p == end)
			break;
		line = ++p;
		s = start;
		matched = false;
	}
	free(buf);
	return selected;
}
