/* lines.c — getline and getdelim over lines short and long (past the first buffer and its
 * doublings), a last line without its newline, other delimiters and a caller's buffer;
 * nanosleep, sleep and usleep's results; _Exit, which flushes nothing: the line printed
 * before it and not flushed is lost, and the status is _Exit's. The output is identical on
 * every guest ISA and on the host. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static uint32_t sum(const char *s, size_t n)
{
	uint32_t h = 5381;

	for (size_t i = 0; i < n; i++)
		h = h * 33 + (unsigned char)s[i];
	return h;
}

int main(void)
{
	FILE *f = tmpfile();
	char *line = NULL, *mine;
	size_t n = 0, cap = 8;
	ssize_t len;
	struct timespec ts = { 0, 1000000 }, rem = { 7, 7 }, bad = { 0, 1000000000 };

	if (!f)
		return 1;
	for (int i = 0; i < 12; i++) {
		for (int k = 0; k < i * i * 7; k++)
			fputc('a' + (k * 7 + i) % 26, f);
		fputs(i % 3 ? "\n" : ",x,\n", f);
	}
	fputs("last line, no newline", f);
	rewind(f);
	while ((len = getline(&line, &n, f)) != -1)
		printf("line of %ld bytes, sum %lu, ends %s\n", (long)len, (unsigned long)sum(line, (size_t)len),
		       line[len - 1] == '\n' ? "with a newline" : "without");
	printf("at the end: %ld, eof %d\n", (long)getline(&line, &n, f), feof(f));
	rewind(f);
	mine = malloc(cap);
	for (int i = 0; i < 6 && (len = getdelim(&mine, &cap, ',', f)) != -1; i++)
		printf("field of %ld bytes, sum %lu, strlen %lu\n", (long)len, (unsigned long)sum(mine, (size_t)len),
		       (unsigned long)strlen(mine));
	free(mine);
	free(line);
	errno = 0;
	len = getline(NULL, &n, f);
	printf("getline(NULL): %ld, errno EINVAL %d\n", (long)len, errno == EINVAL);
	fclose(f);

	printf("nanosleep: %d, rem %ld.%09ld\n", nanosleep(&ts, &rem), (long)rem.tv_sec,
	       rem.tv_nsec);
	errno = 0;
	len = nanosleep(&bad, NULL);
	printf("nanosleep of 10^9 ns: %ld, errno EINVAL %d\n", (long)len, errno == EINVAL);
	printf("sleep(0): %u, usleep(2000): %d\n", sleep(0), usleep(2000));
	fflush(stdout);
	printf("lost: _Exit flushes nothing\n");
	_Exit(3);
}
