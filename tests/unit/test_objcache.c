/* test_objcache.c — the cache of assembled objects (harness/objcache.c): an object comes back
 * only for the same command and the same text, byte for byte; a different text or command, an
 * entry whose stored key differs (what a hash collision looks like) or a damaged entry is a
 * miss, never another object; "off" disables it. */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "objcache.h"
#include "util.h"

/* dir holds the objects; the cache is dir/cache */
static char dir[] = "/tmp/aex-objcache-test.XXXXXX";
static char *cache;

static void setup(void)
{
	cr_assert_not_null(mkdtemp(dir));
	cache = util_xasprintf("%s/cache", dir);
	cr_assert_eq(setenv(OBJCACHE_ENV, cache, 1), 0);
}

static void teardown(void)
{
	char *cmd = util_xasprintf("rm -rf '%s'", dir);

	cr_assert_eq(system(cmd), 0);
	free(cmd);
	free(cache);
}

static void write_file(const char *path, const char *s, size_t n)
{
	FILE *f = fopen(path, "wb");

	cr_assert_not_null(f);
	cr_assert_eq(fwrite(s, 1, n, f), n);
	cr_assert_eq(fclose(f), 0);
}

/* The one entry of the cache's directory (its path; the caller frees). */
static char *only_entry(void)
{
	DIR *d = opendir(cache);
	struct dirent *e;
	char *path = NULL;
	int n = 0;

	cr_assert_not_null(d);
	while ((e = readdir(d)))
		if (e->d_name[0] != '.') {
			free(path);
			path = util_xasprintf("%s/%s", cache, e->d_name);
			n++;
		}
	closedir(d);
	cr_assert_eq(n, 1, "%d entries", n);
	return path;
}

static const char text[] = "\t.text\nf:\n\tnop\n";
static const char object[] = "OBJ\0with\0zero bytes\n";

static void cmd_of(struct util_argv *a, const char *flag)
{
	util_argv_push(a, "/usr/bin/as");
	util_argv_push(a, flag);
}

static char *put_one(struct util_argv *cmd)
{
	char *obj = util_xasprintf("%s/made.o", dir);

	cmd_of(cmd, "-EB");
	write_file(obj, object, sizeof object);
	objcache_put(cmd, text, strlen(text), obj);
	return obj;
}

TestSuite(objcache, .init = setup, .fini = teardown);

Test(objcache, same_command_and_text_hit)
{
	struct util_argv cmd = { 0 };
	char *obj = put_one(&cmd), *out = util_xasprintf("%s/out.o", dir), *got;
	size_t n = 0;

	cr_assert_eq(objcache_get(&cmd, text, strlen(text), out), 0);
	got = util_read_file(out, &n);
	cr_assert_eq(n, sizeof object);
	cr_assert_eq(memcmp(got, object, n), 0);
	free(got);
	free(obj);
	free(out);
	util_argv_free(&cmd);
}

Test(objcache, another_text_or_command_misses)
{
	struct util_argv cmd = { 0 }, other = { 0 };
	char *obj = put_one(&cmd), *out = util_xasprintf("%s/out.o", dir);
	static const char text2[] = "\t.text\nf:\n\tnop \n";

	cr_assert_eq(objcache_get(&cmd, text2, strlen(text2), out), -1);
	cr_assert_eq(objcache_get(&cmd, text, strlen(text) - 1, out), -1);
	cmd_of(&other, "-EL");
	cr_assert_eq(objcache_get(&other, text, strlen(text), out), -1);
	cr_assert_not(util_file_exists(out));
	free(obj);
	free(out);
	util_argv_free(&cmd);
	util_argv_free(&other);
}

/* An entry under the right name whose stored key is another text: what a collision of the
 * hash looks like. Then an entry cut short, and one whose header is damaged. */
Test(objcache, foreign_or_damaged_entry_misses)
{
	struct util_argv cmd = { 0 };
	char *obj = put_one(&cmd), *out = util_xasprintf("%s/out.o", dir), *entry = only_entry();
	size_t n = 0;
	char *data = util_read_file(entry, &n);
	char *key = memmem(data, n, "nop\n", 4);

	cr_assert_not_null(key);
	key[3] = ';';
	write_file(entry, data, n);
	cr_assert_eq(objcache_get(&cmd, text, strlen(text), out), -1);
	key[3] = '\n';
	write_file(entry, data, n);
	cr_assert_eq(objcache_get(&cmd, text, strlen(text), out), 0);
	write_file(entry, data, (size_t)(key - data));
	cr_assert_eq(objcache_get(&cmd, text, strlen(text), out), -1);
	data[0] = 'x';
	write_file(entry, data, n);
	cr_assert_eq(objcache_get(&cmd, text, strlen(text), out), -1);
	free(data);
	free(entry);
	free(obj);
	free(out);
	util_argv_free(&cmd);
}

Test(objcache, off_keeps_nothing)
{
	struct util_argv cmd = { 0 };
	char *obj, *out = util_xasprintf("%s/out.o", dir);
	DIR *d;
	struct dirent *e;
	int n = 0;

	cr_assert_eq(setenv(OBJCACHE_ENV, "off", 1), 0);
	obj = put_one(&cmd);
	cr_assert_eq(objcache_get(&cmd, text, strlen(text), out), -1);
	d = opendir(dir);
	while ((e = readdir(d)))
		n += e->d_name[0] != '.';
	closedir(d);
	cr_assert_eq(n, 1, "only made.o: %d files", n);
	cr_assert_not(util_is_dir(cache));
	free(obj);
	free(out);
	util_argv_free(&cmd);
}

/* Past AEX_OBJ_CACHE_MAX, the entries used longest ago go: 400 entries of 10 kB under a
 * bound of 200 kB do not all stay (puts trim now and then), and a trim leaves at most 90 %
 * of the bound. */
Test(objcache, trimmed_to_its_bound)
{
	static char value[10000];
	struct util_argv cmd = { 0 };
	DIR *d;
	struct dirent *e;
	int n = 0;

	cr_assert_eq(setenv(OBJCACHE_MAX_ENV, "200k", 1), 0);
	cmd_of(&cmd, "-EB");
	memset(value, 'v', sizeof value);
	for (int i = 0; i < 400; i++) {
		char text[32];

		snprintf(text, sizeof text, "\tnop # %d\n", i);
		objcache_put_buf(&cmd, text, strlen(text), value, sizeof value);
	}
	d = opendir(cache);
	cr_assert_not_null(d);
	while ((e = readdir(d)))
		n += e->d_name[0] != '.';
	closedir(d);
	cr_expect_lt(n, 400, "%d entries left of 400 (bound: 200 kB, 10 kB each)", n);
	/* a trim leaves at most 90 % of the bound: 18 entries of 10 kB and their keys */
	objcache_trim();
	n = 0;
	d = opendir(cache);
	while ((e = readdir(d)))
		n += e->d_name[0] != '.';
	closedir(d);
	cr_expect(n > 0 && n <= 18, "%d entries left after a trim", n);
	util_argv_free(&cmd);
}
