/* test_stdio.c — unit tests of rt's FILE streams on the host: files in /tmp written and read
 * back, open modes, buffering modes, flushing, EOF and error indicators, the standard streams. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <criterion/criterion.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "rt_host_stdio.h"

/* A per-process scratch file name in /tmp. */
static const char *tmp_path(const char *name)
{
	static char path[4][256];
	static int next;
	char *p = path[next++ % 4];

	snprintf(p, sizeof(path[0]), "/tmp/aex_stdio_%d_%s", (int)getpid(), name);
	return p;
}

static long file_size(const char *path)
{
	struct stat st;

	cr_assert_eq(stat(path, &st), 0, "stat %s", path);
	return (long)st.st_size;
}

/* The whole file, NUL-terminated, read with the host's system calls; free() it. */
static char *contents(const char *path)
{
	long n = file_size(path);
	char *buf = malloc((size_t)n + 1);
	int fd = open(path, O_RDONLY);

	cr_assert(buf && fd >= 0);
	cr_assert_eq(read(fd, buf, (size_t)n), n);
	buf[n] = '\0';
	close(fd);
	return buf;
}

static void expect_contents(const char *path, const char *want)
{
	char *got = contents(path);

	cr_expect_str_eq(got, want, "%s holds \"%s\", want \"%s\"", path, got, want);
	free(got);
}

static void make_file(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);

	cr_assert_geq(fd, 0);
	cr_assert_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
}

static const char sample[] = "line 1\nsecond line\nthird\nx\n";

static const char *make_sample(void)
{
	const char *path = tmp_path("sample");

	make_file(path, sample);
	return path;
}

Test(stdio_file, write_with_every_output_function)
{
	const char *path = tmp_path("write");
	rt_FILE *f = rt_fopen(path, "w");

	cr_assert_not_null(f);
	cr_expect_eq(rt_fprintf(f, "line %d\n", 1), 7);
	cr_expect_geq(rt_fputs("second line\n", f), 0);
	cr_expect_eq(rt_fwrite("third\n", 1, 6, f), 6);
	cr_expect_eq(rt_fputc('x', f), 'x');
	cr_expect_eq(rt_putc('\n', f), '\n');
	cr_expect_eq(rt_fwrite("", 1, 0, f), 0);
	cr_expect_eq(rt_fclose(f), 0);
	expect_contents(path, sample);
	unlink(path);
}

Test(stdio_file, read_with_every_input_function)
{
	const char *path = make_sample();
	rt_FILE *f = rt_fopen(path, "r");
	char buf[64];

	cr_assert_not_null(f);
	cr_expect_str_eq(rt_fgets(buf, sizeof(buf), f), "line 1\n");
	cr_expect_eq(rt_fgetc(f), 's');
	cr_expect_eq(rt_ungetc('S', f), 'S');
	cr_expect_str_eq(rt_fgets(buf, sizeof(buf), f), "Second line\n");
	cr_expect_eq(rt_fread(buf, 1, 6, f), 6);
	cr_expect_arr_eq(buf, "third\n", 6);
	cr_expect_eq(rt_getc(f), 'x');
	cr_expect_eq(rt_fgetc(f), '\n');
	cr_expect_eq(rt_feof(f), 0);
	cr_expect_eq(rt_fgetc(f), RT_EOF);
	cr_expect_neq(rt_feof(f), 0);
	cr_expect_eq(rt_ferror(f), 0);
	cr_expect_null(rt_fgets(buf, sizeof(buf), f));
	cr_expect_eq(rt_fread(buf, 1, 1, f), 0);
	cr_expect_eq(rt_fclose(f), 0);
	unlink(path);
}

Test(stdio_file, fgets_edges)
{
	const char *path = tmp_path("fgets");
	char buf[8];
	rt_FILE *f;

	make_file(path, "abcdefghij\nlast");
	f = rt_fopen(path, "r");
	cr_assert_not_null(f);
	memset(buf, '#', sizeof(buf));
	cr_expect_eq(rt_fgets(buf, 1, f), buf);
	cr_expect_eq(buf[0], '\0');
	cr_expect_null(rt_fgets(buf, 0, f));
	cr_expect_str_eq(rt_fgets(buf, 5, f), "abcd");
	cr_expect_str_eq(rt_fgets(buf, sizeof(buf), f), "efghij\n");
	cr_expect_eq(rt_ungetc('\n', f), '\n');
	cr_expect_str_eq(rt_fgets(buf, sizeof(buf), f), "\n");
	cr_expect_str_eq(rt_fgets(buf, sizeof(buf), f), "last");
	cr_expect_neq(rt_feof(f), 0);
	cr_expect_null(rt_fgets(buf, sizeof(buf), f));
	rt_fclose(f);
	unlink(path);
}

Test(stdio_file, fread_in_pieces_and_whole_elements)
{
	const char *path = tmp_path("fread");
	static char data[10000], got[10000];
	size_t i;
	rt_FILE *f;
	int fd;

	for (i = 0; i < sizeof(data); i++)
		data[i] = (char)(i * 7 + i / 256);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	cr_assert_eq(write(fd, data, sizeof(data)), (ssize_t)sizeof(data));
	close(fd);
	f = rt_fopen(path, "r");
	cr_assert_not_null(f);
	cr_expect_eq(rt_fread(got, 1, 1, f), 1);
	cr_expect_eq(rt_fread(got + 1, 100, 1, f), 1);
	cr_expect_eq(rt_fread(got + 101, 1, 5000, f), 5000);
	cr_expect_eq(rt_fread(got + 5101, 3, 2000, f), 1633);
	cr_expect_neq(rt_feof(f), 0);
	cr_expect_arr_eq(got, data, sizeof(data));
	rt_fclose(f);
	unlink(path);
}

Test(stdio_file, seek_and_tell)
{
	const char *path = make_sample();
	rt_FILE *f = rt_fopen(path, "r");
	long end = (long)strlen(sample);
	char buf[64];

	cr_assert_not_null(f);
	cr_expect_eq(rt_ftell(f), 0);
	cr_expect_eq(rt_fseek(f, 7, RT_SEEK_SET), 0);
	cr_expect_eq(rt_ftell(f), 7);
	cr_expect_eq(rt_fgetc(f), 's');
	cr_expect_eq(rt_ftell(f), 8);
	cr_expect_eq(rt_fseek(f, -2, RT_SEEK_CUR), 0);
	cr_expect_eq(rt_ftell(f), 6);
	cr_expect_eq(rt_fgetc(f), '\n');
	cr_expect_eq(rt_ungetc('Q', f), 'Q');
	cr_expect_eq(rt_ftell(f), 6);
	cr_expect_eq(rt_fseek(f, 1, RT_SEEK_CUR), 0);
	cr_expect_eq(rt_fgetc(f), 's');
	cr_expect_eq(rt_fseek(f, -8, RT_SEEK_END), 0);
	cr_expect_eq(rt_ftell(f), end - 8);
	cr_expect_str_eq(rt_fgets(buf, sizeof(buf), f), "third\n");
	while (rt_fgetc(f) != RT_EOF)
		;
	cr_expect_neq(rt_feof(f), 0);
	cr_expect_eq(rt_ftell(f), end);
	rt_rewind(f);
	cr_expect_eq(rt_feof(f), 0);
	cr_expect_eq(rt_fgetc(f), 'l');
	cr_expect_eq(rt_fseek(f, 0, 42), -1);
	cr_expect_eq(rt_errno, EINVAL);
	cr_expect_eq(rt_fgetc(f), 'i');
	rt_fclose(f);
	unlink(path);
}

Test(stdio_file, tell_counts_pending_output)
{
	const char *path = tmp_path("tell");
	rt_FILE *f = rt_fopen(path, "w");

	cr_assert_not_null(f);
	rt_fputs("abc", f);
	cr_expect_eq(rt_ftell(f), 3);
	cr_expect_eq(file_size(path), 0);
	rt_fclose(f);
	f = rt_fopen(path, "a");
	cr_assert_not_null(f);
	rt_fputs("de", f);
	cr_expect_eq(rt_ftell(f), 5);
	rt_fclose(f);
	expect_contents(path, "abcde");
	unlink(path);
}

Test(stdio_modes, read_missing_file_fails)
{
	cr_expect_null(rt_fopen(tmp_path("missing"), "r"));
	cr_expect_eq(rt_errno, ENOENT);
	cr_expect_null(rt_fopen(tmp_path("missing"), "r+"));
	cr_expect_null(rt_fopen(tmp_path("badmode"), "q"));
	cr_expect_eq(rt_errno, EINVAL);
}

Test(stdio_modes, w_truncates)
{
	const char *path = tmp_path("trunc");
	rt_FILE *f;

	make_file(path, "old and long contents");
	f = rt_fopen(path, "w");
	cr_assert_not_null(f);
	cr_expect_eq(file_size(path), 0);
	rt_fputs("new", f);
	rt_fclose(f);
	expect_contents(path, "new");
	unlink(path);
}

Test(stdio_modes, a_appends_even_after_seek)
{
	const char *path = tmp_path("append");
	rt_FILE *f;

	make_file(path, "abc");
	f = rt_fopen(path, "a");
	cr_assert_not_null(f);
	rt_fputs("def", f);
	cr_expect_eq(rt_fseek(f, 0, RT_SEEK_SET), 0);
	rt_fputs("ghi", f);
	cr_expect_eq(rt_fclose(f), 0);
	expect_contents(path, "abcdefghi");
	unlink(path);
}

Test(stdio_modes, r_plus_reads_and_overwrites)
{
	const char *path = tmp_path("rplus");
	char buf[16];
	rt_FILE *f;

	make_file(path, "hello world");
	f = rt_fopen(path, "r+");
	cr_assert_not_null(f);
	cr_expect_eq(rt_fread(buf, 1, 5, f), 5);
	cr_expect_eq(rt_fseek(f, 0, RT_SEEK_CUR), 0);
	cr_expect_eq(rt_fputc('_', f), '_');
	cr_expect_eq(rt_fseek(f, 0, RT_SEEK_SET), 0);
	memset(buf, 0, sizeof(buf));
	cr_expect_eq(rt_fread(buf, 1, sizeof(buf), f), 11);
	cr_expect_str_eq(buf, "hello_world");
	cr_expect_eq(rt_fclose(f), 0);
	expect_contents(path, "hello_world");
	unlink(path);
}

Test(stdio_modes, w_plus_writes_then_reads)
{
	const char *path = tmp_path("wplus");
	char buf[16];
	rt_FILE *f;

	make_file(path, "previous contents");
	f = rt_fopen(path, "w+");
	cr_assert_not_null(f);
	cr_expect_eq(rt_fprintf(f, "%s %d", "abc", 123), 7);
	rt_rewind(f);
	cr_expect_str_eq(rt_fgets(buf, sizeof(buf), f), "abc 123");
	cr_expect_eq(rt_fgetc(f), RT_EOF);
	cr_expect_eq(rt_fclose(f), 0);
	expect_contents(path, "abc 123");
	unlink(path);
}

Test(stdio_modes, a_plus_reads_from_start_appends_at_end)
{
	const char *path = tmp_path("aplus");
	char buf[16];
	rt_FILE *f;

	make_file(path, "one\n");
	f = rt_fopen(path, "a+");
	cr_assert_not_null(f);
	rt_fputs("two\n", f);
	rt_rewind(f);
	cr_expect_str_eq(rt_fgets(buf, sizeof(buf), f), "one\n");
	cr_expect_eq(rt_fseek(f, 0, RT_SEEK_CUR), 0);
	rt_fputs("three\n", f);
	rt_fclose(f);
	expect_contents(path, "one\ntwo\nthree\n");
	unlink(path);
}

Test(stdio_modes, wrong_direction_sets_error)
{
	const char *path = make_sample();
	rt_FILE *r = rt_fopen(path, "r");
	rt_FILE *w = rt_fopen(tmp_path("wonly"), "w");

	cr_assert(r && w);
	cr_expect_eq(rt_fputc('z', r), RT_EOF);
	cr_expect_eq(rt_errno, EBADF);
	cr_expect_neq(rt_ferror(r), 0);
	cr_expect_eq(rt_feof(r), 0);
	rt_clearerr(r);
	cr_expect_eq(rt_ferror(r), 0);
	cr_expect_eq(rt_fgetc(r), 'l');
	cr_expect_eq(rt_fgetc(w), RT_EOF);
	cr_expect_neq(rt_ferror(w), 0);
	cr_expect_eq(rt_fclose(r), 0);
	cr_expect_eq(rt_fclose(w), 0);
	expect_contents(path, sample);
	unlink(path);
	unlink(tmp_path("wonly"));
}

Test(stdio_flags, eof_is_sticky_until_cleared)
{
	const char *path = tmp_path("sticky");
	rt_FILE *f;
	int fd;

	make_file(path, "a");
	f = rt_fopen(path, "r");
	cr_assert_not_null(f);
	cr_expect_eq(rt_fgetc(f), 'a');
	cr_expect_eq(rt_fgetc(f), RT_EOF);
	cr_expect_neq(rt_feof(f), 0);
	fd = open(path, O_WRONLY | O_APPEND);
	cr_assert_eq(write(fd, "b", 1), 1);
	close(fd);
	cr_expect_eq(rt_fgetc(f), RT_EOF);
	rt_clearerr(f);
	cr_expect_eq(rt_feof(f), 0);
	cr_expect_eq(rt_fgetc(f), 'b');
	cr_expect_eq(rt_fgetc(f), RT_EOF);
	rt_fclose(f);
	unlink(path);
}

Test(stdio_flags, ungetc_clears_eof_and_holds_one)
{
	const char *path = tmp_path("ungetc");
	rt_FILE *f;

	make_file(path, "z");
	f = rt_fopen(path, "r");
	cr_assert_not_null(f);
	cr_expect_eq(rt_fgetc(f), 'z');
	cr_expect_eq(rt_fgetc(f), RT_EOF);
	cr_expect_eq(rt_ungetc(RT_EOF, f), RT_EOF);
	cr_expect_eq(rt_ungetc(0x1ff, f), 0xff);
	cr_expect_eq(rt_feof(f), 0);
	cr_expect_eq(rt_ungetc('y', f), RT_EOF);
	cr_expect_eq(rt_fgetc(f), 0xff);
	cr_expect_eq(rt_fgetc(f), RT_EOF);
	rt_fclose(f);
	unlink(path);
}

Test(stdio_flags, read_error_sets_error)
{
	int fd = open("/tmp", O_RDONLY);
	rt_FILE *f;

	cr_assert_geq(fd, 0);
	f = rt_fdopen(fd, "r");
	cr_assert_not_null(f);
	cr_expect_eq(rt_fgetc(f), RT_EOF);
	cr_expect_neq(rt_ferror(f), 0);
	cr_expect_eq(rt_feof(f), 0);
	cr_expect_eq(rt_errno, EISDIR);
	rt_fclose(f);
}

Test(stdio_buffering, full_buffering_waits_for_flush)
{
	const char *path = tmp_path("full");
	static char big[5000];
	rt_FILE *f = rt_fopen(path, "w");
	int i;

	cr_assert_not_null(f);
	rt_fputs("abc", f);
	cr_expect_eq(file_size(path), 0);
	cr_expect_eq(rt_fflush(f), 0);
	cr_expect_eq(file_size(path), 3);
	memset(big, 'b', sizeof(big));
	cr_expect_eq(rt_fwrite(big, 1, sizeof(big), f), sizeof(big));
	cr_expect_eq(file_size(path), 5003);
	for (i = 0; i < RT_BUFSIZ; i++)
		rt_fputc('c', f);
	cr_expect_eq(file_size(path), 5003);
	rt_fputc('d', f);
	cr_expect_eq(file_size(path), 5003 + RT_BUFSIZ);
	cr_expect_eq(rt_fclose(f), 0);
	cr_expect_eq(file_size(path), 5004 + RT_BUFSIZ);
	unlink(path);
}

Test(stdio_buffering, line_buffering_flushes_at_newline)
{
	const char *path = tmp_path("line");
	rt_FILE *f = rt_fopen(path, "w");

	cr_assert_not_null(f);
	cr_expect_eq(rt_setvbuf(f, NULL, RT_IOLBF, 0), 0);
	rt_fputs("abc", f);
	cr_expect_eq(file_size(path), 0);
	rt_fputc('\n', f);
	cr_expect_eq(file_size(path), 4);
	rt_fprintf(f, "d\ne");
	cr_expect_eq(file_size(path), 7);
	rt_fputs("f", f);
	cr_expect_eq(file_size(path), 7);
	rt_fclose(f);
	expect_contents(path, "abc\nd\nef");
	unlink(path);
}

Test(stdio_buffering, unbuffered_writes_at_once)
{
	const char *path = tmp_path("unbuf");
	rt_FILE *f = rt_fopen(path, "w");

	cr_assert_not_null(f);
	rt_setbuf(f, NULL);
	rt_fputc('a', f);
	cr_expect_eq(file_size(path), 1);
	rt_fprintf(f, "%d", 12345);
	cr_expect_eq(file_size(path), 6);
	rt_fwrite("xyz", 1, 3, f);
	cr_expect_eq(file_size(path), 9);
	rt_fclose(f);
	expect_contents(path, "a12345xyz");
	unlink(path);
}

Test(stdio_buffering, caller_supplied_buffer)
{
	const char *path = tmp_path("userbuf");
	char ubuf[16];
	rt_FILE *f = rt_fopen(path, "w");

	cr_assert_not_null(f);
	cr_expect_eq(rt_setvbuf(f, ubuf, RT_IOFBF, sizeof(ubuf)), 0);
	rt_fputs("0123456789", f);
	cr_expect_eq(file_size(path), 0);
	cr_expect_arr_eq(ubuf, "0123456789", 10);
	rt_fputs("abcdefghij", f);
	cr_expect_eq(file_size(path), 10);
	rt_fclose(f);
	expect_contents(path, "0123456789abcdefghij");
	unlink(path);
}

Test(stdio_buffering, setvbuf_rejects_bad_mode)
{
	rt_FILE *f = rt_fopen(tmp_path("badvbuf"), "w");

	cr_assert_not_null(f);
	cr_expect_neq(rt_setvbuf(f, NULL, 7, 0), 0);
	cr_expect_eq(rt_errno, EINVAL);
	rt_fclose(f);
	unlink(tmp_path("badvbuf"));
}

Test(stdio_buffering, close_and_exit_hook_push_data)
{
	const char *p1 = tmp_path("hook1"), *p2 = tmp_path("hook2");
	rt_FILE *f1, *f2;

	cr_expect_null(rt___rt_stdio_flush_hook);
	f1 = rt_fopen(p1, "w");
	f2 = rt_fopen(p2, "w");
	cr_assert(f1 && f2);
	rt_fputs("first", f1);
	cr_expect_not_null(rt___rt_stdio_flush_hook);
	rt_fputs("second", f2);
	cr_expect_eq(file_size(p1), 0);
	cr_assert_not_null(rt___rt_stdio_flush_hook);
	rt___rt_stdio_flush_hook();
	expect_contents(p1, "first");
	expect_contents(p2, "second");
	rt_fputs("+more", f1);
	cr_expect_eq(rt_fclose(f1), 0);
	expect_contents(p1, "first+more");
	rt_fputs("+more", f2);
	cr_expect_eq(rt_fflush(NULL), 0);
	expect_contents(p2, "second+more");
	rt_fclose(f2);
	unlink(p1);
	unlink(p2);
}

/* Points descriptor fd at path for the duration of a test; returns the saved descriptor. */
static int redirect(int fd, const char *path, int flags)
{
	int saved = dup(fd), to = open(path, flags, 0644);

	cr_assert(saved >= 0 && to >= 0);
	cr_assert_eq(dup2(to, fd), fd);
	close(to);
	return saved;
}

static void restore(int fd, int saved)
{
	dup2(saved, fd);
	close(saved);
}

Test(stdio_std, stdout_is_fully_buffered)
{
	const char *path = tmp_path("stdout");
	int saved = redirect(1, path, O_WRONLY | O_CREAT | O_TRUNC);

	cr_expect_eq(rt_printf("hello %d\n", 5), 8);
	cr_expect_geq(rt_puts("world"), 0);
	cr_expect_eq(rt_putchar('!'), '!');
	cr_expect_eq(file_size(path), 0);
	cr_expect_eq(rt_fflush(rt_stdout), 0);
	restore(1, saved);
	expect_contents(path, "hello 5\nworld\n!");
	cr_expect_eq(rt_fileno(rt_stdout), 1);
	unlink(path);
}

Test(stdio_std, stderr_is_unbuffered)
{
	const char *path = tmp_path("stderr");
	int saved = redirect(2, path, O_WRONLY | O_CREAT | O_TRUNC);
	char *got;

	cr_expect_eq(rt_fprintf(rt_stderr, "err %s\n", "x"), 6);
	cr_expect_eq(file_size(path), 6);
	rt_fputc('y', rt_stderr);
	cr_expect_eq(file_size(path), 7);
	rt_errno = ENOENT;
	rt_perror("open");
	rt_errno = ENOENT;
	rt_perror(NULL);
	restore(2, saved);
	got = contents(path);
	cr_expect_str_eq(got, "err x\nyopen: No such file or directory\nNo such file or directory\n");
	free(got);
	cr_expect_eq(rt_fileno(rt_stderr), 2);
	unlink(path);
}

Test(stdio_std, stdin_reads_descriptor_0)
{
	const char *path = tmp_path("stdin");
	char buf[16];
	int saved;

	make_file(path, "first\nsecond\n");
	saved = redirect(0, path, O_RDONLY);
	cr_expect_eq(rt_getchar(), 'f');
	cr_expect_str_eq(rt_fgets(buf, sizeof(buf), rt_stdin), "irst\n");
	cr_expect_str_eq(rt_fgets(buf, sizeof(buf), rt_stdin), "second\n");
	cr_expect_eq(rt_getchar(), RT_EOF);
	cr_expect_neq(rt_feof(rt_stdin), 0);
	restore(0, saved);
	unlink(path);
}

Test(stdio_pipe, fdopen_both_ends)
{
	int fds[2];
	rt_FILE *r, *w;
	char buf[16];

	cr_assert_eq(pipe(fds), 0);
	w = rt_fdopen(fds[1], "w");
	r = rt_fdopen(fds[0], "r");
	cr_assert(r && w);
	cr_expect_eq(rt_fileno(w), fds[1]);
	rt_fprintf(w, "a\nbc\n");
	cr_expect_eq(rt_fflush(w), 0);
	cr_expect_eq(rt_fgetc(r), 'a');
	cr_expect_eq(rt_fflush(r), 0);
	cr_expect_eq(rt_fgetc(r), '\n');
	cr_expect_eq(rt_fseek(r, 0, RT_SEEK_SET), -1);
	cr_expect_eq(rt_errno, ESPIPE);
	rt_fputs("tail", w);
	cr_expect_eq(rt_fclose(w), 0);
	cr_expect_str_eq(rt_fgets(buf, sizeof(buf), r), "bc\n");
	cr_expect_str_eq(rt_fgets(buf, sizeof(buf), r), "tail");
	cr_expect_eq(rt_fgetc(r), RT_EOF);
	cr_expect_neq(rt_feof(r), 0);
	cr_expect_eq(rt_fclose(r), 0);
	cr_expect_null(rt_fdopen(-1, "r"));
}

Test(stdio_file, remove_deletes)
{
	const char *path = tmp_path("remove");

	make_file(path, "x");
	cr_expect_eq(rt_remove(path), 0);
	cr_expect_neq(access(path, F_OK), 0);
	cr_expect_eq(rt_remove(path), -1);
	cr_expect_eq(rt_errno, ENOENT);
}
