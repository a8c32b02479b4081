/* stdiomore.c — the "C" locale (setlocale, localeconv) and the stdio functions that name or
 * move files and positions: tmpnam, tmpfile, rename, freopen, fgetpos, fsetpos; gets. The output is
 * identical on every guest ISA and on the host. */
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

/* C99's gets: C11 removed it, and <stdio.h> declares it only before C11, as glibc's does */
char *gets(char *s);

static const char *show(const char *s)
{
	return s ? s : "(null)";
}

static int c(char v)
{
	return v == CHAR_MAX ? -1 : v;
}

static void slurp(const char *path)
{
	char b[64] = "";
	FILE *f = fopen(path, "r");

	if (!f) {
		printf("  %s: cannot open\n", path == NULL ? "?" : "the file");
		return;
	}
	if (!fgets(b, sizeof b, f))
		b[0] = '\0';
	fclose(f);
	printf("  the file holds \"%s\"\n", b);
}

int main(void)
{
	char a[L_tmpnam], b[L_tmpnam], buf[32];
	struct lconv *lc = localeconv();
	fpos_t pos;
	FILE *f;

	printf("L_tmpnam %d TMP_MAX %d FOPEN_MAX %d\n", L_tmpnam, TMP_MAX, FOPEN_MAX);
	printf("setlocale: %s %s %s %s %s %s\n", show(setlocale(LC_ALL, NULL)),
	       show(setlocale(LC_ALL, "")), show(setlocale(LC_NUMERIC, "C")),
	       show(setlocale(LC_ALL, "POSIX")), show(setlocale(LC_ALL, "xx_YY.nowhere")),
	       show(setlocale(LC_ALL, NULL)));
	printf("localeconv: \"%s\" \"%s\" \"%s\" \"%s\" \"%s\" \"%s\" \"%s\" \"%s\" \"%s\" \"%s\"",
	       lc->decimal_point, lc->thousands_sep, lc->grouping, lc->int_curr_symbol,
	       lc->currency_symbol, lc->mon_decimal_point, lc->mon_thousands_sep,
	       lc->mon_grouping, lc->positive_sign, lc->negative_sign);
	printf(" %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", c(lc->int_frac_digits),
	       c(lc->frac_digits), c(lc->p_cs_precedes), c(lc->p_sep_by_space),
	       c(lc->n_cs_precedes), c(lc->n_sep_by_space), c(lc->p_sign_posn),
	       c(lc->n_sign_posn), c(lc->int_p_cs_precedes), c(lc->int_p_sep_by_space),
	       c(lc->int_n_cs_precedes), c(lc->int_n_sep_by_space), c(lc->int_p_sign_posn),
	       c(lc->int_n_sign_posn));

	/* two names, neither a file yet; one made, renamed to the other */
	if (!tmpnam(a) || !tmpnam(b))
		return 1;
	printf("tmpnam: %s, %s, short enough %d %d\n", strcmp(a, b) ? "different" : "the same",
	       fopen(a, "r") ? "a file" : "no file", strlen(a) < L_tmpnam, strlen(b) < L_tmpnam);
	f = fopen(a, "w");
	fputs("renamed", f);
	fclose(f);
	printf("rename: %d", rename(a, b));
	printf(", the old name %s\n", fopen(a, "r") ? "is still there" : "is gone");
	slurp(b);
	printf("rename of a missing file: %d\n", rename(a, b));

	/* freopen onto the second name */
	f = fopen(a, "w");
	fputs("first", f);
	f = freopen(b, "w", f);
	printf("freopen: %s\n", f ? "ok" : "failed");
	fputs("second", f);
	fclose(f);
	slurp(a);
	slurp(b);
	printf("freopen of a missing file for reading: %s\n",
	       freopen("/nonexistent/x", "r", fopen(a, "r")) ? "opened" : "NULL");
	remove(a);
	remove(b);

	/* a temporary file: written, a position kept, written over, read back */
	f = tmpfile();
	if (!f)
		return 2;
	fputs("hello, ", f);
	printf("fgetpos: %d", fgetpos(f, &pos));
	fputs("world", f);
	printf(", fsetpos: %d", fsetpos(f, &pos));
	fputs("there", f);
	rewind(f);
	memset(buf, 0, sizeof buf);
	printf(", read back: \"%s\"\n", fgets(buf, sizeof buf, f));
	fclose(f);

	/* gets: stdin reopened on a file of three lines, the last without its newline */
	f = fopen(a, "w");
	fputs("one\n\nthree", f);
	fclose(f);
	if (!freopen(a, "r", stdin))
		return 3;
	for (int i = 0; i < 4; i++) {
		char *r = gets(buf);

		printf("gets: %s%s%s\n", r ? "\"" : "", r ? buf : "NULL", r ? "\"" : "");
	}
	remove(a);
	return 0;
}
