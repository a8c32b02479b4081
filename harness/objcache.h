/* objcache.h — assembled objects reused by content (the assembler's command and the text): a
 * traced build's rt files are mostly the same text in every build of one configuration, and
 * a program's plain texts the same under every placement and strategy. */
#ifndef AEX_OBJCACHE_H
#define AEX_OBJCACHE_H

#include "strbuf.h"
#include "util.h"

#include <stddef.h>

/* The environment variable naming the cache's directory ("off" for none; default
 * build/objcache in the aex tree). */
#define OBJCACHE_ENV "AEX_OBJ_CACHE"

/* The environment variable bounding the cache's size (bytes, with k, M or G; default 1G):
 * past it, the entries used longest ago go. */
#define OBJCACHE_MAX_ENV "AEX_OBJ_CACHE_MAX"

/* What cmd made of text before (*value, NUL-terminated, caller frees; *vlen bytes). 0, or -1
 * when there is none. */
int objcache_get_buf(const struct util_argv *cmd, const char *text, size_t len, char **value,
		     size_t *vlen);
/* Keeps value as what cmd makes of text. */
void objcache_put_buf(const struct util_argv *cmd, const char *text, size_t len,
		      const char *value, size_t vlen);
/* Removes the entries used longest ago until the cache is within 90 % of its bound (a put
 * does it about once in 64). */
void objcache_trim(void);
/* Writes to obj the object that cmd made of text before. 0, or -1 when there is none (or the
 * cache is off or unreadable: the caller assembles). */
int objcache_get(const struct util_argv *cmd, const char *text, size_t len, const char *obj);
/* Keeps obj, just made by cmd of text (silently nothing when the cache cannot be written). */
void objcache_put(const struct util_argv *cmd, const char *text, size_t len, const char *obj);

#endif
