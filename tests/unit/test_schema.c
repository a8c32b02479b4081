/* test_schema.c — the schema compiler's reader (regen/compile.c): a small schema of one
 * function compiles, and every damaged form of it (an index out of range, a field the
 * instrumenter never writes, a line given twice) is refused with an error, never compiled.
 * make fuzz goes further (tests/fuzz/schema.c); these are the cases it found, and their
 * neighbours. */
#include <criterion/criterion.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "compile.h"
#include "strbuf.h"
#include "target.h"

/* __start: a constant into $2 (symbol 0, buf), a load through it, a trap. */
static const char *const good_lines[] = {
	"aex-schema 4",
	"isa mips",
	"placement tree",
	"techniques narrow,decide,pass,cut,slots",
	"file 0 t.s 1",
	"sym 0 buf",
	"func 0 0 __start global 3 1 1 1",
	" sp -",
	" entry",
	" pass",
	" rets",
	" used 2 4",
	" block 0 0 2 trap -1 0 0 -1 0",
	" edge 0 0 -1 1 0",
	" i 0 c=const,2,-,-,-,0:0:0",
	" i 1 m=r,4,2,0",
	"end",
	NULL,
};

/* A line of the schema replaced (at), or one added after it (add). */
static const struct damage {
	int at;
	bool add;
	const char *line;
} damages[] = {
	{ 4, true, "file 0 u.s 0" },                          /* a file number twice */
	{ 5, true, "sym 0 other" },                           /* a symbol twice */
	{ 4, false, "file -1 t.s 1" },
	{ 4, false, "file 0 t.s 99999999" },
	{ 6, false, "func 0 0 __start global 3 1 1 3" },      /* width */
	{ 6, false, "func 0 0 __start global 99999999 1 1 1" },
	{ 6, false, "func 0 0 __start global 3 1 99999999 1" },
	{ 11, false, " used 2 4 300" },
	{ 9, false, " pass -1" },
	{ 12, false, " block 0 0 5 trap -1 0 0 -1 0" },       /* past the instructions */
	{ 12, false, " block 0 2 1 trap -1 0 0 -1 0" },
	{ 12, false, " block 0 0 2 trap 0 0 0 -1 0" },        /* a slot that is the first */
	{ 12, false, " block 0 0 2 cbranch -1 0 0 -1 0" },    /* one successor */
	{ 12, false, " block 0 0 2 fall -1 0 0 -1" },         /* none */
	{ 12, false, " block 0 0 2 trap -1 0 0 -1 7" },       /* an edge that is not there */
	{ 12, false, " block 0 0 2 sideways -1 0 0 -1 0" },
	{ 12, false, " block 0 0 2 tail -1 0 0 -1 0" },       /* no tail call at its end */
	{ 12, false, " block 0 0 2 fall -1 0 0 -1 0" },       /* falls to no block */
	{ 13, false, " " },                                    /* an edge never given */
	{ 6, false, "func 0 -1 __start global 3 1 1 1" },
	{ 6, false, "func 0 0 __st\"art global 3 1 1 1" },     /* not a symbol's name */
	{ 13, false, " edge 0 0 9 1 0" },
	{ 13, false, " edge 0 3 -1 1 0" },
	{ 13, false, " edge 0 0 -1 1 -5" },
	{ 14, false, " i 0 c=const,2,-,-,-,5:0:0" },          /* symbol 5 of 1 */
	{ 14, false, " i 0 c=const,2,-,-,-,0:0:99" },         /* relocation 99 */
	{ 14, false, " i 0 c=const,2,-,-,-,0:0:-1" },
	{ 14, false, " i 0 c=const,200,-,-,-,0" },
	{ 14, false, " i 0 c=const,2,-,-,-,0 v=250" },
	{ 14, false, " i 0 c=const,2,-,-,-,0 size=0" },
	{ 14, false, " i 0 c=const,2,-,-,-,0 size=6 words=4" },
	{ 14, false, " i 0 c=const,2,-,-,-,0 t=99" },
	{ 14, false, " i 0 c=const,2,-,-,-,0 x=-7" },
	{ 14, false, " i 0 c=const,2,-,-,-,0 w=-1" },
	{ 14, false, " i 0 c=const,2,-,-,-,0 call=f call=g" },   /* f has no schema */
	{ 15, false, " i 1 m=q,4,2,0" },
	{ 15, false, " i 1 m=r,9,2,0" },
	{ 15, false, " i 1 m=r,4,200,0" },
	{ 15, false, " i 7 m=r,4,2,0" },
};

static int compile(const char *text, struct strbuf *out)
{
	static uint32_t plain0[3] = { 0x400000, 0x40000c, 0x410000 };
	static uint32_t traced0[3] = { 0x500000, 0x500020, 0x410000 };
	static uint32_t pcs0[3] = { 0x500000, 0x500008, 0x500010 };
	uint32_t *pw[1] = { plain0 }, *tw[1] = { traced0 }, *cw[1] = { pcs0 };
	int n3[1] = { 3 };
	struct regen_syms plain = { pw, n3, 1 }, traced = { tw, n3, 1 }, pcs = { cw, n3, 1 };

	return regen_compile(target_get("mips"), "t.schema", text, &plain, &traced, &pcs, NULL,
			     NULL, 0, 1, 0, out);
}

static char *schema_with(const struct damage *d)
{
	struct strbuf s = { 0 };

	for (int i = 0; good_lines[i]; i++) {
		if (!d || d->at != i || d->add)
			strbuf_addf(&s, "%s\n", good_lines[i]);
		if (d && d->at == i)
			strbuf_addf(&s, "%s\n", d->line);
	}
	return s.s;   /* the caller frees it */
}

Test(schema, good_compiles)
{
	struct strbuf out = { 0 };
	char *text = schema_with(NULL);

	cr_assert_eq(compile(text, &out), 0);
	cr_assert(strstr(out.s, "F0_0") && strstr(out.s, "0x410000u"), "%s", out.s);
	strbuf_free(&out);
	free(text);
}

Test(schema, damaged_refused)
{
	int devnull = open("/dev/null", O_WRONLY), saved;

	fflush(stderr);
	saved = dup(2);
	dup2(devnull, 2);
	for (size_t k = 0; k < sizeof damages / sizeof damages[0]; k++) {
		struct strbuf out = { 0 };
		char *text = schema_with(&damages[k]);
		int rc = compile(text, &out);

		fflush(stderr);
		dup2(saved, 2);
		cr_expect_eq(rc, -1, "damage %zu (\"%s\") was compiled", k, damages[k].line);
		dup2(devnull, 2);
		strbuf_free(&out);
		free(text);
	}
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	close(devnull);
}
