/* files.c — file status and directories: stat, lstat and fstat from the kernel's statx (one
 * layout on every ISA, 64-bit times), mkdir and rmdir (RV32: mkdirat, unlinkat), and
 * opendir, readdir, rewinddir, closedir from getdents64 (one layout on every ISA). */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <bits/sysnum.h>
#include "rt.h"

/* The same on every Linux ISA */
#ifndef AT_FDCWD
#define AT_FDCWD (-100)
#endif
#define AT_SYMLINK_NOFOLLOW 0x100
#define AT_REMOVEDIR 0x200
#define AT_EMPTY_PATH 0x1000
#define STATX_BASIC_STATS 0x7ffu
#define OPEN_DIRECTORY 0x10000

/* struct statx's fields used here, by byte offset (the kernel's layout, in the program's byte
 * order) */
static uint32_t u32_at(const unsigned char *b, int at)
{
	uint32_t v;

	memcpy(&v, b + at, sizeof v);
	return v;
}

static uint64_t u64_at(const unsigned char *b, int at)
{
	uint64_t v;

	memcpy(&v, b + at, sizeof v);
	return v;
}

static dev_t make_dev(uint32_t major, uint32_t minor)
{
	return ((dev_t)(major & 0xfffff000u) << 32) | ((dev_t)(major & 0xfffu) << 8) |
	       ((dev_t)(minor & 0xffffff00u) << 12) | (minor & 0xffu);
}

static void timestamp(const unsigned char *b, int at, struct timespec *ts)
{
	ts->tv_sec = (time_t)(int64_t)u64_at(b, at);
	ts->tv_nsec = (long)u32_at(b, at + 8);
}

static int do_statx(int dirfd_, const char *path, int flags, struct stat *st)
{
	uint64_t buf[32];   /* struct statx: 256 bytes, 8-aligned */
	const unsigned char *b = (const unsigned char *)buf;
	uint64_t size;

	if (__rt_ret(RT_SYS5(SYS_statx, dirfd_, path, flags, STATX_BASIC_STATS, buf)) < 0)
		return -1;
	size = u64_at(b, 40);
	if ((uint64_t)(off_t)size != size || (off_t)size < 0) {
		errno = EOVERFLOW;
		return -1;
	}
	st->st_dev = make_dev(u32_at(b, 136), u32_at(b, 140));
	st->st_ino = u64_at(b, 32);
	{
		uint16_t mode;   /* a u16, then 16 bits of padding */

		memcpy(&mode, b + 28, sizeof mode);
		st->st_mode = mode;
	}
	st->st_nlink = u32_at(b, 16);
	st->st_uid = u32_at(b, 20);
	st->st_gid = u32_at(b, 24);
	st->st_rdev = make_dev(u32_at(b, 128), u32_at(b, 132));
	st->st_size = (off_t)size;
	st->st_blksize = (blksize_t)u32_at(b, 4);
	st->st_blocks = (blkcnt_t)u64_at(b, 48);
	timestamp(b, 64, &st->st_atim);
	timestamp(b, 96, &st->st_ctim);
	timestamp(b, 112, &st->st_mtim);
	return 0;
}

RT_WEAK(stat, __rt_stat);
int __rt_stat(const char *restrict path, struct stat *restrict st)
{
	return do_statx(AT_FDCWD, path, 0, st);
}

RT_WEAK(lstat, __rt_lstat);
int __rt_lstat(const char *restrict path, struct stat *restrict st)
{
	return do_statx(AT_FDCWD, path, AT_SYMLINK_NOFOLLOW, st);
}

RT_WEAK(fstat, __rt_fstat);
int __rt_fstat(int fd, struct stat *st)
{
	return do_statx(fd, "", AT_EMPTY_PATH, st);
}

RT_WEAK(mkdir, __rt_mkdir);
int __rt_mkdir(const char *path, mode_t mode)
{
#ifdef SYS_mkdir
	return (int)__rt_ret(RT_SYS2(SYS_mkdir, path, mode));
#else
	return (int)__rt_ret(RT_SYS3(SYS_mkdirat, AT_FDCWD, path, mode));
#endif
}

RT_WEAK(rmdir, __rt_rmdir);
int __rt_rmdir(const char *path)
{
#ifdef SYS_rmdir
	return (int)__rt_ret(RT_SYS1(SYS_rmdir, path));
#else
	return (int)__rt_ret(RT_SYS3(SYS_unlinkat, AT_FDCWD, path, AT_REMOVEDIR));
#endif
}

/* ---- directories ------------------------------------------------------------------------- */

struct __rt_dir {
	int fd;
	size_t pos, end;          /* the entries not yet returned, [pos, end) of buf */
	struct dirent ent;
	uint64_t buf[512];        /* linux_dirent64 records, 8-aligned */
};

RT_WEAK(fdopendir, __rt_fdopendir);
DIR *__rt_fdopendir(int fd)
{
	DIR *d = malloc(sizeof *d);

	if (!d) {
		errno = ENOMEM;
		return NULL;
	}
	d->fd = fd;
	d->pos = d->end = 0;
	return d;
}

RT_WEAK(opendir, __rt_opendir);
DIR *__rt_opendir(const char *path)
{
	int fd = __rt_open(path, O_RDONLY | OPEN_DIRECTORY | O_CLOEXEC, 0);
	DIR *d;

	if (fd < 0)
		return NULL;
	d = __rt_fdopendir(fd);
	if (!d)
		__rt_close(fd);
	return d;
}

/* The next entry; NULL at the end (errno unchanged) or on an error (errno set). */
RT_WEAK(readdir, __rt_readdir);
struct dirent *__rt_readdir(DIR *d)
{
	const unsigned char *r;
	unsigned short len;
	size_t n;

	if (d->pos >= d->end) {
		long got = RT_SYS3(SYS_getdents64, d->fd, d->buf, sizeof d->buf);

		if (got <= 0) {
			if (got < 0)
				errno = (int)-got;
			return NULL;
		}
		d->pos = 0;
		d->end = (size_t)got;
	}
	/* linux_dirent64: u64 ino, s64 off, u16 reclen, u8 type, the name */
	r = (const unsigned char *)d->buf + d->pos;
	memcpy(&len, r + 16, sizeof len);
	d->ent.d_ino = u64_at(r, 0);
	d->ent.d_off = (off_t)(int64_t)u64_at(r, 8);
	d->ent.d_reclen = len;
	d->ent.d_type = r[18];
	n = strnlen((const char *)r + 19, sizeof d->ent.d_name - 1);
	memcpy(d->ent.d_name, r + 19, n);
	d->ent.d_name[n] = '\0';
	d->pos += len;
	return &d->ent;
}

RT_WEAK(rewinddir, __rt_rewinddir);
void __rt_rewinddir(DIR *d)
{
	__rt_lseek(d->fd, 0, SEEK_SET);
	d->pos = d->end = 0;
}

RT_WEAK(closedir, __rt_closedir);
int __rt_closedir(DIR *d)
{
	int r = __rt_close(d->fd);

	free(d);
	return r;
}

RT_WEAK(dirfd, __rt_dirfd);
int __rt_dirfd(DIR *d)
{
	return d->fd;
}
