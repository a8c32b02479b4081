/* files.c — open/read/write/lseek/close/unlink and stdio streams on a real file, argv and
 * the environment as the deterministic runner sets them. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	char path[64], line[128];
	const char *home = getenv("HOME");
	FILE *f;
	int fd, count = 0;
	long total = 0;

	printf("argc %d:", argc);
	for (int i = 1; i < argc; i++)
		printf(" [%s]", argv[i]);
	printf("\nHOME %s LANG %s NOPE %s\n", home ? home : "-", getenv("LANG") ? getenv("LANG") : "-",
	       getenv("NOPE") ? "set" : "unset");

	snprintf(path, sizeof path, "/tmp/aex-files-%d.txt", (int)getpid());
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0)
		return 1;
	for (int i = 0; i < 100; i++) {
		int n = snprintf(line, sizeof line, "line %03d %s\n", i, i % 3 ? "abc" : "xyzzy");
		if (write(fd, line, (size_t)n) != n)
			return 2;
	}
	printf("size %ld\n", (long)lseek(fd, 0, SEEK_END));
	close(fd);

	f = fopen(path, "r");
	if (!f)
		return 3;
	while (fgets(line, sizeof line, f)) {
		count++;
		total += (long)strlen(line);
		if (strstr(line, "xyzzy") && count % 20 == 1)
			fputs(line, stdout);
	}
	printf("lines %d bytes %ld eof %d\n", count, total, feof(f) != 0);
	fseek(f, 9 * 13, SEEK_SET);
	fd = fgetc(f);
	printf("char at 117: '%c'", fd);
	printf(" then %d\n", fgetc(f));
	fclose(f);

	f = fopen(path, "a");
	fprintf(f, "appended %d\n", 1);
	fclose(f);
	f = fopen(path, "r");
	fseek(f, -11, SEEK_END);
	fgets(line, sizeof line, f);
	printf("last: %s", line);
	fclose(f);
	fd = unlink(path);
	printf("unlink %d", fd);
	fd = unlink(path);
	printf(", again %d errno ENOENT %d\n", fd, errno == ENOENT);
	printf("open missing: %d\n", open("/nonexistent/aex", O_RDONLY));
	return 0;
}
