/* test_string.c — unit tests of rt's <string.h> and <strings.h> (rt/src/string.c): each
 * function against the host C library, over every alignment and overlap and generated strings. */
#include <criterion/criterion.h>
#include <criterion/logging.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "rt_host_stdlib.h"

#define BUF 256
#define MAX_LEN 80
#define MAX_OFF 16

static uint32_t rng_state = 0x2545f491;

static uint32_t rng(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 17;
	rng_state ^= rng_state << 5;
	return rng_state;
}

static int sign(int x)
{
	return (x > 0) - (x < 0);
}

static void fill_random(unsigned char *p, size_t n)
{
	while (n--)
		*p++ = (unsigned char)rng();
}

/* A NUL-terminated string of n characters drawn from alphabet. */
static void random_string(char *s, size_t n, const char *alphabet)
{
	size_t k = strlen(alphabet);

	while (n--)
		*s++ = alphabet[rng() % k];
	*s = '\0';
}

Test(string, memcpy_every_alignment)
{
	unsigned char src[BUF], want[BUF], got[BUF];
	size_t so, d, n;

	fill_random(src, sizeof(src));
	for (so = 0; so < MAX_OFF; so++) {
		for (d = 0; d < MAX_OFF; d++) {
			for (n = 0; n <= MAX_LEN; n++) {
				memset(want, 0xa5, sizeof(want));
				memset(got, 0xa5, sizeof(got));
				memcpy(want + d, src + so, n);
				cr_assert_eq(rt_memcpy(got + d, src + so, n), got + d);
				cr_assert_arr_eq(got, want, sizeof(got), "memcpy src+%zu dst+%zu n=%zu",
						 so, d, n);
			}
		}
	}
}

Test(string, memmove_every_overlap)
{
	unsigned char init[BUF], want[BUF], got[BUF];
	size_t s, d, n;

	fill_random(init, sizeof(init));
	for (s = 0; s < 40; s++) {
		for (d = 0; d < 40; d++) {
			for (n = 0; n <= MAX_LEN; n++) {
				memcpy(want, init, sizeof(init));
				memcpy(got, init, sizeof(init));
				memmove(want + d, want + s, n);
				cr_assert_eq(rt_memmove(got + d, got + s, n), got + d);
				cr_assert_arr_eq(got, want, sizeof(got), "memmove src+%zu dst+%zu n=%zu",
						 s, d, n);
			}
		}
	}
}

Test(string, memset_every_alignment)
{
	unsigned char want[BUF], got[BUF];
	size_t d, n;
	int c;

	for (c = -1; c <= 256; c += 257 / 3) {
		for (d = 0; d < MAX_OFF; d++) {
			for (n = 0; n <= MAX_LEN; n++) {
				memset(want, 0x5a, sizeof(want));
				memset(got, 0x5a, sizeof(got));
				memset(want + d, c, n);
				cr_assert_eq(rt_memset(got + d, c, n), got + d);
				cr_assert_arr_eq(got, want, sizeof(got), "memset c=%d dst+%zu n=%zu", c, d,
						 n);
			}
		}
	}
	memset(want, 0x5a, sizeof(want));
	memset(got, 0x5a, sizeof(got));
	memset(want + 3, 0, 100);
	rt_bzero(got + 3, 100);
	cr_assert_arr_eq(got, want, sizeof(got));
}

Test(string, memcmp_memchr_memrchr)
{
	unsigned char a[BUF], b[BUF];
	size_t i, n;
	int c;

	for (i = 0; i < 2000; i++) {
		n = rng() % 64;
		fill_random(a, n + 1);
		memcpy(b, a, n + 1);
		if (n && rng() % 2)
			b[rng() % n] = (unsigned char)rng();
		cr_assert_eq(sign(rt_memcmp(a, b, n)), sign(memcmp(a, b, n)));
		cr_assert_eq(sign(rt_bcmp(a, b, n)) != 0, memcmp(a, b, n) != 0);
		c = (int)(rng() % 512) - 128;
		cr_assert_eq(rt_memchr(a, c, n), memchr(a, c, n));
		cr_assert_eq(rt_memrchr(a, c, n), memrchr(a, c, n));
		c = a[rng() % (n + 1)];
		cr_assert_eq(rt_memchr(a, c, n), memchr(a, c, n));
		cr_assert_eq(rt_memrchr(a, c, n), memrchr(a, c, n));
	}
	/* Bytes compare as unsigned char. */
	cr_assert_gt(rt_memcmp("\x80", "\x7f", 1), 0);
	cr_assert_lt(rt_memcmp("a\x01", "a\xff", 2), 0);
	cr_assert_eq(rt_memcmp("abc", "abd", 0), 0);
}

/* Truncating copies are what strncpy and strncat are tested for here. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wstringop-truncation"
Test(string, length_and_copies)
{
	char src[BUF], want[BUF], got[BUF];
	size_t n, k;

	for (n = 0; n < 70; n++) {
		random_string(src, n, "abcXYZ \x80\xff");
		cr_assert_eq(rt_strlen(src), n);
		for (k = 0; k < 75; k += 3)
			cr_assert_eq(rt_strnlen(src, k), strnlen(src, k));

		memset(want, 1, sizeof(want));
		memset(got, 1, sizeof(got));
		cr_assert_eq(rt_strcpy(got + 1, src), got + 1);
		strcpy(want + 1, src);
		cr_assert_arr_eq(got, want, sizeof(got));
		cr_assert_eq(rt_stpcpy(got + 5, src), got + 5 + n);

		for (k = 0; k < 75; k += 4) {
			memset(want, 1, sizeof(want));
			memset(got, 1, sizeof(got));
			cr_assert_eq(rt_strncpy(got, src, k), got);
			strncpy(want, src, k);
			cr_assert_arr_eq(got, want, sizeof(got), "strncpy n=%zu k=%zu", n, k);

			strcpy(want, "prefix-");
			strcpy(got, "prefix-");
			cr_assert_eq(rt_strncat(got, src, k), got);
			strncat(want, src, k);
			cr_assert_arr_eq(got, want, sizeof(got), "strncat n=%zu k=%zu", n, k);
		}
		strcpy(want, "head:");
		strcpy(got, "head:");
		cr_assert_eq(rt_strcat(got, src), got);
		strcat(want, src);
		cr_assert_arr_eq(got, want, sizeof(got));
	}
}
#pragma GCC diagnostic pop

Test(string, comparisons)
{
	char a[64], b[64];
	size_t i, n;

	for (i = 0; i < 5000; i++) {
		random_string(a, rng() % 12, "aAbB\x80\xfe");
		if (rng() % 3) {
			strcpy(b, a);
			if (*b && rng() % 2)
				b[rng() % strlen(b)] = "aAbB\x80"[rng() % 5];
			if (rng() % 4 == 0)
				b[rng() % (strlen(b) + 1)] = '\0';
		} else {
			random_string(b, rng() % 12, "aAbB\x80\xfe");
		}
		n = rng() % 14;
		cr_assert_eq(sign(rt_strcmp(a, b)), sign(strcmp(a, b)), "strcmp(\"%s\", \"%s\")", a, b);
		cr_assert_eq(sign(rt_strcoll(a, b)), sign(strcmp(a, b)));
		cr_assert_eq(sign(rt_strncmp(a, b, n)), sign(strncmp(a, b, n)));
		cr_assert_eq(sign(rt_strcasecmp(a, b)), sign(strcasecmp(a, b)),
			     "strcasecmp(\"%s\", \"%s\")", a, b);
		cr_assert_eq(sign(rt_strncasecmp(a, b, n)), sign(strncasecmp(a, b, n)));
	}
	cr_assert_eq(rt_strcasecmp("Hello, World", "hELLO, wORLD"), 0);
	cr_assert_lt(rt_strcasecmp("[", "a"), 0);	/* '[' is below 'a', above 'A' */
	cr_assert_eq(rt_strncasecmp("abcX", "ABCy", 3), 0);
}

Test(string, searches)
{
	char s[64], set[8];
	size_t i;
	int c;

	for (i = 0; i < 5000; i++) {
		random_string(s, rng() % 30, "abcde\xe9");
		random_string(set, rng() % 4, "abcdef\xe9");
		c = "abcdz\xe9"[rng() % 6];
		if (rng() % 8 == 0)
			c = 0;
		else if (rng() % 8 == 0)
			c += 256;
		cr_assert_eq(rt_strchr(s, c), strchr(s, c), "strchr(\"%s\", %d)", s, c);
		cr_assert_eq(rt_strrchr(s, c), strrchr(s, c), "strrchr(\"%s\", %d)", s, c);
		cr_assert_eq(rt_strspn(s, set), strspn(s, set));
		cr_assert_eq(rt_strcspn(s, set), strcspn(s, set));
		cr_assert_eq(rt_strpbrk(s, set), strpbrk(s, set));
		cr_assert_eq(rt_strstr(s, set), strstr(s, set), "strstr(\"%s\", \"%s\")", s, set);
	}
	strcpy(s, "aaaaaaaaab");
	cr_assert_eq(rt_strstr(s, "aaab"), s + 6);
	cr_assert_eq(rt_strstr(s, ""), s);
	cr_assert_null(rt_strstr(s, "aaaaaaaaaab"));
	cr_assert_null(rt_strstr("", "a"));
}

Test(string, strtok_like_host)
{
	static const char *const inputs[] = {
		"", ",", ",,,", "a", "a,b", ",a,,b,", "  leading and  trailing  ", "one;two, three;;",
	};
	char want[64], got[64], got_r[64], *w, *g, *gr, *save = NULL;
	size_t i;

	for (i = 0; i < sizeof(inputs) / sizeof(inputs[0]); i++) {
		strcpy(want, inputs[i]);
		strcpy(got, inputs[i]);
		strcpy(got_r, inputs[i]);
		w = strtok(want, ", ;");
		g = rt_strtok(got, ", ;");
		gr = rt_strtok_r(got_r, ", ;", &save);
		for (;;) {
			if (!w) {
				cr_assert_null(g);
				cr_assert_null(gr);
				break;
			}
			cr_assert_not_null(g);
			cr_assert_not_null(gr);
			cr_assert_str_eq(g, w);
			cr_assert_eq(g - got, w - want);
			cr_assert_eq(gr - got_r, w - want);
			w = strtok(NULL, ", ;");
			g = rt_strtok(NULL, ", ;");
			gr = rt_strtok_r(NULL, ", ;", &save);
		}
		/* Once exhausted, the tokenizers keep answering NULL. */
		cr_assert_null(rt_strtok(NULL, ", ;"));
		cr_assert_null(rt_strtok_r(NULL, ", ;", &save));
	}
}

Test(string, duplicates)
{
	char *d;

	d = rt_strdup("duplicate me");
	cr_assert_not_null(d);
	cr_assert_str_eq(d, "duplicate me");
	rt_free(d);
	d = rt_strdup("");
	cr_assert_str_eq(d, "");
	rt_free(d);
	d = rt_strndup("abcdef", 3);
	cr_assert_str_eq(d, "abc");
	rt_free(d);
	d = rt_strndup("ab", 10);
	cr_assert_str_eq(d, "ab");
	rt_free(d);
	cr_assert_eq(rt___rt_malloc_check(), 0);
}

Test(string, strxfrm_is_a_bounded_copy)
{
	char buf[8];

	memset(buf, 'x', sizeof(buf));
	cr_assert_eq(rt_strxfrm(buf, "abc", sizeof(buf)), 3);
	cr_assert_str_eq(buf, "abc");
	memset(buf, 'x', sizeof(buf));
	cr_assert_eq(rt_strxfrm(buf, "abcdefgh", sizeof(buf)), 8);
	cr_assert_eq(buf[0], 'x');
	cr_assert_eq(rt_strxfrm(NULL, "abcdef", 0), 6);
}

/* rt carries the messages of every errno value rt/include/errno.h names; the host's numbers
 * are the x86-64 ones of tests/host/include/bits/errno.h, which the host rt is built with. */
Test(string, strerror_messages)
{
	static const int known[] = {
		0, EPERM, ENOENT, ESRCH, EINTR, EIO, ENXIO, E2BIG, ENOEXEC, EBADF, ECHILD, EAGAIN,
		ENOMEM, EACCES, EFAULT, ENOTBLK, EBUSY, EEXIST, EXDEV, ENODEV, ENOTDIR, EISDIR,
		EINVAL, ENFILE, EMFILE, ENOTTY, ETXTBSY, EFBIG, ENOSPC, ESPIPE, EROFS, EMLINK, EPIPE,
		EDOM, ERANGE, ENOMSG, EDEADLK, ENAMETOOLONG, EOVERFLOW, ENOSYS, ENOTEMPTY, ELOOP,
		ENOTSUP,
	};
	static const int unknown[] = { -1, -42, 4095, 1000000, INT_MAX, INT_MIN };
	char want[64];
	size_t i;

	for (i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		cr_assert_str_eq(rt_strerror(known[i]), strerror(known[i]), "errno %d", known[i]);
	for (i = 0; i < sizeof(unknown) / sizeof(unknown[0]); i++) {
		snprintf(want, sizeof(want), "Unknown error %d", unknown[i]);
		cr_assert_str_eq(rt_strerror(unknown[i]), want);
		cr_assert_str_eq(strerror(unknown[i]), want);
	}
	/* An errno value the host knows but rt does not name. */
	cr_assert_str_eq(rt_strerror(ENETDOWN), "Unknown error 100");
}

Test(string, ffs_like_host)
{
	int i, x;

	cr_assert_eq(rt_ffs(0), 0);
	cr_assert_eq(rt_ffs(INT_MIN), 32);
	for (i = 0; i < 10000; i++) {
		x = (int)rng() >> (rng() % 32);
		cr_assert_eq(rt_ffs(x), ffs(x), "ffs(%#x)", x);
	}
}
