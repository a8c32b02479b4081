/* dirs.c — mkdir, stat, lstat, fstat, opendir, readdir, rewinddir, closedir, rmdir in a
 * directory of its own under /tmp (named by tmpnam): types, sizes, the owner's mode bits (the
 * others follow the umask) and link counts, the entries sorted by name with their types, the
 * errors of a missing file and of removing a directory that is not empty. The output is
 * identical on every guest ISA and on the host. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char dir[L_tmpnam];

static char *in(const char *name)
{
	static char path[2][64];
	static int k;

	k ^= 1;
	snprintf(path[k], sizeof path[k], "%s/%s", dir, name);
	return path[k];
}

static void show(const char *name)
{
	struct stat st;

	if (stat(in(name), &st) < 0) {
		printf("%-8s stat: -1, %s\n", name, errno == ENOENT ? "ENOENT" : "another error");
		return;
	}
	printf("%-8s %s size %ld mode %03o links %u\n", name,
	       S_ISREG(st.st_mode) ? "file" : S_ISDIR(st.st_mode) ? "dir " : "other",
	       S_ISREG(st.st_mode) ? (long)st.st_size : 0L, (unsigned)(st.st_mode & 0700),
	       S_ISREG(st.st_mode) ? (unsigned)st.st_nlink : 0u);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(void)
{
	char *names[16];
	int n = 0, fd, r;
	struct dirent *e;
	struct stat st;
	FILE *f;
	DIR *d;

	if (!tmpnam(dir) || mkdir(dir, 0755) < 0)
		return 1;
	f = fopen(in("b.txt"), "w");
	fputs("hello", f);
	fclose(f);
	fclose(fopen(in("a.txt"), "w"));
	r = mkdir(in("c"), 0700);
	printf("mkdir c: %d\n", r);
	r = mkdir(in("c"), 0700);
	printf("mkdir c again: %d, EEXIST %d\n", r, errno == EEXIST);
	show("a.txt");
	show("b.txt");
	show("c");
	show("missing");
	fd = open(in("b.txt"), O_RDONLY);
	r = fstat(fd, &st);
	printf("fstat: %d, size %ld", r, (long)st.st_size);
	r = lstat(in("b.txt"), &st);
	printf("; lstat: %d\n", r);
	close(fd);

	d = opendir(dir);
	if (!d)
		return 2;
	for (int pass = 0; pass < 2; pass++) {
		n = 0;
		while ((e = readdir(d)) != NULL && n < 16) {
			char *s = malloc(strlen(e->d_name) + 4);

			sprintf(s, "%s:%c", e->d_name, e->d_type == DT_DIR ? 'd' :
						       e->d_type == DT_REG ? 'f' : '?');
			names[n++] = s;
		}
		qsort(names, (size_t)n, sizeof names[0], by_name);
		printf("pass %d:", pass);
		for (int i = 0; i < n; i++) {
			printf(" %s", names[i]);
			free(names[i]);
		}
		printf("\n");
		rewinddir(d);
	}
	printf("closedir: %d\n", closedir(d));
	printf("opendir of a file: %s\n", opendir(in("b.txt")) ? "opened" : "NULL");

	r = rmdir(dir);
	printf("rmdir of a full directory: %d, ENOTEMPTY %d\n", r, errno == ENOTEMPTY);
	remove(in("a.txt"));
	remove(in("b.txt"));
	r = rmdir(in("c"));
	printf("rmdir c: %d", r);
	r = rmdir(dir);
	printf(", rmdir: %d\n", r);
	r = stat(dir, &st);
	printf("stat after: %d, ENOENT %d\n", r, errno == ENOENT);
	return 0;
}
