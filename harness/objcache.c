/* objcache.c — build outputs reused by content: the objects the assembler makes of a build's
 * texts (a traced build assembles each file twice; most of rt's texts are the same in every
 * build of one ISA, strategy, placement and technique set, and a program's plain texts under
 * every placement and strategy), and the assembly gcc makes of a
 * preprocessed C source (with its messages). Each entry is kept under the hash of the
 * command and the input text, with the command and the text themselves, and a lookup gives
 * the value back only when both match byte for byte (a hash collision is a miss, never a
 * wrong object). An entry is one file, written under a temporary name and renamed, so builds
 * running side by side never see half of one. A hit marks its entry used; past
 * AEX_OBJ_CACHE_MAX (default 1 GiB) the entries used longest ago go.
 *
 * Entry layout: "aex-objcache 1\n", the key's length as 16 hex digits and "\n", the key (the
 * command's words each ended by '\0', then the text), then the value's bytes. */
#include "objcache.h"
#include "toolchain.h"
#include "util.h"
#include "aex_trace.h"

#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#define MAGIC "aex-objcache 1\n"

/* The cache's directory: $AEX_OBJ_CACHE, "off" (or empty) for none, else build/objcache. */
static const char *cache_dir(void)
{
	static char *dir;
	static bool known;
	const char *env = getenv(OBJCACHE_ENV);

	if (known)
		return dir;
	known = true;
	if (env && (!*env || strcmp(env, "off") == 0))
		dir = NULL;
	else if (env)
		dir = util_xstrdup(env);
	else
		dir = util_xasprintf("%s/objcache", toolchain_build_dir());
	return dir;
}

static void key_make(struct strbuf *key, const struct util_argv *cmd, const char *text,
		     size_t len)
{
	for (int i = 0; i < cmd->n; i++)
		strbuf_add(key, cmd->v[i], strlen(cmd->v[i]) + 1);
	strbuf_add(key, text, len);
}

static char *entry_path(const char *dir, const struct strbuf *key)
{
	/* FNV-1a 64 spreads the entries; equality is decided by the stored key */
	return util_xasprintf("%s/%016llx", dir,
			      (unsigned long long)aex_fnv1a64(AEX_FNV1A64_INIT, key->s, key->len));
}

static int write_all(FILE *f, const void *p, size_t n)
{
	return n == 0 || fwrite(p, 1, n, f) == n ? 0 : -1;
}

int objcache_get_buf(const struct util_argv *cmd, const char *text, size_t len, char **value,
		     size_t *vlen)
{
	const char *dir = cache_dir();
	struct strbuf key = { 0 };
	char *path, *data = NULL, *end;
	size_t n = 0, hdr = strlen(MAGIC) + 17, klen;
	int rc = -1;

	if (!dir)
		return -1;
	key_make(&key, cmd, text, len);
	path = entry_path(dir, &key);
	data = util_read_file(path, &n);
	if (data && n >= hdr && memcmp(data, MAGIC, strlen(MAGIC)) == 0) {
		klen = (size_t)strtoull(data + strlen(MAGIC), &end, 16);
		if (end == data + hdr - 1 && *end == '\n' && klen == key.len &&
		    n - hdr >= klen && memcmp(data + hdr, key.s, klen) == 0) {
			*vlen = n - hdr - klen;
			*value = util_xmalloc(*vlen + 1);
			memcpy(*value, data + hdr + klen, *vlen);
			(*value)[*vlen] = '\0';
			utime(path, NULL);   /* used: the trimming keeps it longer */
			rc = 0;
		}
	}
	free(data);
	free(path);
	strbuf_free(&key);
	return rc;
}

struct entry {
	char *path;
	long long mtime;
	unsigned long long size;
};

static int older_first(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;

	return (x->mtime > y->mtime) - (x->mtime < y->mtime);
}

/* The entries of dir, oldest first, removed until they hold at most 90 % of max bytes. */
static void trim_dir(const char *dir, unsigned long long max)
{
	struct entry *e = NULL;
	size_t n = 0, cap = 0;
	unsigned long long total = 0;
	DIR *d = opendir(dir);
	struct dirent *de;

	while (d && (de = readdir(d))) {
		struct stat st;
		char *p;

		if (de->d_name[0] == '.')
			continue;
		p = util_xasprintf("%s/%s", dir, de->d_name);
		if (stat(p, &st) < 0 || !S_ISREG(st.st_mode)) {
			free(p);
			continue;
		}
		if (n == cap)
			e = util_xrealloc(e, sizeof *e * (cap = cap ? 2 * cap : 256));
		e[n++] = (struct entry){ p, (long long)st.st_mtim.tv_sec * 1000000000LL +
						   st.st_mtim.tv_nsec,
					 (unsigned long long)st.st_size };
		total += (unsigned long long)st.st_size;
	}
	if (d)
		closedir(d);
	if (total > max) {
		qsort(e, n, sizeof *e, older_first);
		for (size_t i = 0; i < n && total > max / 10 * 9; i++)
			if (remove(e[i].path) == 0)
				total -= e[i].size;
	}
	for (size_t i = 0; i < n; i++)
		free(e[i].path);
	free(e);
}

/* The cache's size bound (bytes): $AEX_OBJ_CACHE_MAX (with k, M, G), default 1 GiB. */
static unsigned long long cache_max(void)
{
	const char *v = getenv(OBJCACHE_MAX_ENV);
	char *end;
	unsigned long long m;

	if (!v || !*v)
		return 1ull << 30;
	m = strtoull(v, &end, 10);
	if (*end == 'k' || *end == 'K')
		m <<= 10;
	else if (*end == 'm' || *end == 'M')
		m <<= 20;
	else if (*end == 'g' || *end == 'G')
		m <<= 30;
	return m ? m : 1ull << 30;
}

void objcache_put_buf(const struct util_argv *cmd, const char *text, size_t len,
		      const char *value, size_t vlen)
{
	const char *dir = cache_dir();
	struct strbuf key = { 0 };
	char *path, *tmp;
	uint64_t h;
	FILE *f;
	int ok;

	if (!dir || util_mkdirs(dir) < 0)
		return;
	key_make(&key, cmd, text, len);
	h = aex_fnv1a64(AEX_FNV1A64_INIT, key.s, key.len);
	path = entry_path(dir, &key);
	tmp = util_xasprintf("%s.%ld.tmp", path, (long)getpid());
	f = fopen(tmp, "wb");
	ok = f && fprintf(f, "%s%016llx\n", MAGIC, (unsigned long long)key.len) > 0 &&
	     write_all(f, key.s, key.len) == 0 && write_all(f, value, vlen) == 0;
	if (f && fclose(f) != 0)
		ok = 0;
	if (!ok || rename(tmp, path) < 0)
		remove(tmp);
	/* about one put in 64 looks at the cache's size */
	if ((h >> 58) == 0)
		trim_dir(dir, cache_max());
	free(path);
	free(tmp);
	strbuf_free(&key);
}

int objcache_get(const struct util_argv *cmd, const char *text, size_t len, const char *obj)
{
	char *value = NULL;
	size_t n = 0;
	FILE *f;
	int rc = -1;

	if (objcache_get_buf(cmd, text, len, &value, &n) == 0 && (f = fopen(obj, "wb")) != NULL) {
		rc = write_all(f, value, n);
		if (fclose(f) != 0 || rc < 0) {
			remove(obj);
			rc = -1;
		}
	}
	free(value);
	return rc;
}

void objcache_put(const struct util_argv *cmd, const char *text, size_t len, const char *obj)
{
	size_t n = 0;
	char *data = util_read_file(obj, &n);

	if (data)
		objcache_put_buf(cmd, text, len, data, n);
	free(data);
}

void objcache_trim(void)
{
	const char *dir = cache_dir();

	if (dir)
		trim_dir(dir, cache_max());
}
