/* objcache.h — assembled objects reused by content (the assembler's command and the text): a
 * traced build's rt files are mostly the same text in every build of one configuration. */
#ifndef AEX_OBJCACHE_H
#define AEX_OBJCACHE_H

#include "strbuf.h"
#include "util.h"

#include <stddef.h>

/* The environment variable naming the cache's directory ("off" for none; default
 * build/objcache in the aex tree). */
#define OBJCACHE_ENV "AEX_OBJ_CACHE"

/* Writes to obj the object that cmd made of text before. 0, or -1 when there is none (or the
 * cache is off or unreadable: the caller assembles). */
int objcache_get(const struct util_argv *cmd, const char *text, size_t len, const char *obj);
/* Keeps obj, just made by cmd of text (silently nothing when the cache cannot be written). */
void objcache_put(const struct util_argv *cmd, const char *text, size_t len, const char *obj);

#endif
