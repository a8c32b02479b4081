/* scanning.c — the scanf family on a stream: fscanf through a temporary file of numbers in
 * every base and spelling, floating constants (decimal, hexadecimal, inf, nan, partial
 * items such as "2.5e+" and "0xg"), words, scansets and literals; each call's result, what it
 * stored and the next character left in the stream, as glibc leaves it; then scanf on
 * standard input reopened on a file of the same text. The files' names follow the process id:
 * check it against the golden trace of its traced run (aex check --golden traced). */
#include <stdio.h>
#include <string.h>

static const char *const text =
	"  42 -17 0x1f 017 +8 2147483647 0xg 3.25 -1e-3 2.5e+ 0x1.8p3 inf nan infinity\n"
	"word=value; [bracket] 1e5x 0x.8 .5 - 7 % 12abc (nil) 0x end\n";

/* A format and what its conversion stores: i int, u unsigned, d double, f float, p pointer,
 * s two strings, n nothing. */
static const struct {
	const char *fmt;
	char kind;
} steps[] = {
	{ "%d", 'i' }, { "%i", 'i' }, { "%x", 'u' }, { "%o", 'u' }, { "%u", 'u' },
	{ "%d", 'i' }, { "%x", 'u' }, { "%f", 'f' }, { "%lf", 'd' }, { "%lg", 'd' },
	{ "%la", 'd' }, { "%f", 'f' }, { "%f", 'f' }, { "%lf", 'd' }, { "%lf", 'd' },
	{ " %[a-z]=%[^;];", 's' }, { " [%[^]]]", 's' }, { "%le", 'd' }, { "%f", 'f' },
	{ "%lf", 'd' }, { "%lf", 'd' }, { "%d", 'i' }, { " %%", 'n' }, { "%2d%s", 's' },
	{ "%p", 'p' }, { "%i", 'i' }, { "%s", 's' },
};

static void run(FILE *f, int on_stdin)
{
	for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
		int iv = 0, r, next;
		unsigned uv = 0;
		double dv = 0;
		float fv = 0;
		void *pv = &iv;
		char a[64] = "", b[64] = "";
		const char *fmt = steps[i].fmt;

		switch (steps[i].kind) {
		case 'i': r = on_stdin ? scanf(fmt, &iv) : fscanf(f, fmt, &iv); break;
		case 'u': r = on_stdin ? scanf(fmt, &uv) : fscanf(f, fmt, &uv); break;
		case 'd': r = on_stdin ? scanf(fmt, &dv) : fscanf(f, fmt, &dv); break;
		case 'f': r = on_stdin ? scanf(fmt, &fv) : fscanf(f, fmt, &fv); break;
		case 'p': r = on_stdin ? scanf(fmt, &pv) : fscanf(f, fmt, &pv); break;
		case 's':
			if (fmt[1] == '2')
				r = on_stdin ? scanf(fmt, &iv, a) : fscanf(f, fmt, &iv, a);
			else
				r = on_stdin ? scanf(fmt, a, b) : fscanf(f, fmt, a, b);
			break;
		default: r = on_stdin ? scanf(fmt) : fscanf(f, fmt); break;
		}
		next = fgetc(f);
		if (next != EOF)
			ungetc(next, f);
		printf("%-16s %2d  %d %u %.17g %.9g %s \"%s\" \"%s\" next %d\n", fmt, r, iv, uv, dv,
		       (double)fv, pv ? (pv == &iv ? "-" : "set") : "null", a, b, next);
		if (r == 0 && next != EOF)
			fgetc(f);   /* past what stopped it */
	}
	printf("at the end: %d\n", on_stdin ? scanf("%d", &(int){ 0 }) : fscanf(f, "%d",
										 &(int){ 0 }));
}

int main(void)
{
	FILE *f = tmpfile();
	char name[L_tmpnam];

	if (!f)
		return 1;
	fputs(text, f);
	rewind(f);
	run(f, 0);
	fclose(f);
	/* standard input from a file of the same text */
	if (!tmpnam(name) || !(f = fopen(name, "w")))
		return 2;
	fputs(text, f);
	fclose(f);
	if (!freopen(name, "r", stdin))
		return 3;
	run(stdin, 1);
	remove(name);
	return 0;
}
