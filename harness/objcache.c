/* objcache.c — assembled objects reused by content. A traced build assembles every file of rt
 * twice (its plain and its traced twin), and most of those texts are the same in every build of
 * one ISA, strategy, placement and technique set: the cache keeps each object under the hash of
 * the assembler's command and the text, with the command and the text themselves, and a lookup
 * gives the object back only when both match byte for byte (a hash collision is a miss, never a
 * wrong object). An entry is one file, written under a temporary name and renamed, so builds
 * running side by side never see half of one.
 *
 * Entry layout: "aex-objcache 1\n", the key's length as 16 hex digits and "\n", the key (the
 * command's words each ended by '\0', then the text), then the object's bytes. */
#include "objcache.h"
#include "toolchain.h"
#include "util.h"
#include "aex_trace.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

int objcache_get(const struct util_argv *cmd, const char *text, size_t len, const char *obj)
{
	const char *dir = cache_dir();
	struct strbuf key = { 0 };
	char *path, *data = NULL, *end;
	size_t n = 0, hdr = strlen(MAGIC) + 17, klen;
	int rc = -1;
	FILE *f;

	if (!dir)
		return -1;
	key_make(&key, cmd, text, len);
	path = entry_path(dir, &key);
	data = util_read_file(path, &n);
	if (data && n >= hdr && memcmp(data, MAGIC, strlen(MAGIC)) == 0) {
		klen = (size_t)strtoull(data + strlen(MAGIC), &end, 16);
		if (end == data + hdr - 1 && *end == '\n' && klen == key.len &&
		    n - hdr >= klen && memcmp(data + hdr, key.s, klen) == 0 &&
		    (f = fopen(obj, "wb")) != NULL) {
			rc = write_all(f, data + hdr + klen, n - hdr - klen);
			if (fclose(f) != 0 || rc < 0) {
				remove(obj);
				rc = -1;
			}
		}
	}
	free(data);
	free(path);
	strbuf_free(&key);
	return rc;
}

void objcache_put(const struct util_argv *cmd, const char *text, size_t len, const char *obj)
{
	const char *dir = cache_dir();
	struct strbuf key = { 0 };
	char *path, *tmp = NULL, *data = NULL;
	size_t n = 0;
	FILE *f = NULL;
	int ok;

	if (!dir || util_mkdirs(dir) < 0 || !(data = util_read_file(obj, &n)))
		goto out;
	key_make(&key, cmd, text, len);
	path = entry_path(dir, &key);
	tmp = util_xasprintf("%s.%ld.tmp", path, (long)getpid());
	f = fopen(tmp, "wb");
	ok = f && fprintf(f, "%s%016llx\n", MAGIC, (unsigned long long)key.len) > 0 &&
	     write_all(f, key.s, key.len) == 0 && write_all(f, data, n) == 0;
	if (f && fclose(f) != 0)
		ok = 0;
	if (!ok || rename(tmp, path) < 0)
		remove(tmp);
	free(path);
out:
	free(tmp);
	free(data);
	strbuf_free(&key);
}
