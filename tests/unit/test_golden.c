/* test_golden.c — the golden trace: exact record sequences for hand-written assembly
 * (tests/golden/<isa>_access.S against .expect), the Larus and zero() examples, determinism,
 * independence from unused text, the trace reader's error handling, and `aex diff` finding
 * injected changes in a large trace in constant memory. */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "elf.h"
#include "trace.h"
#include "testutil.h"
#include "util.h"


struct isa_param {
	char isa[16];
};

/* Builds SRC for isa into build/tests/golden/<isa>/<tag> and logs its golden trace there;
 * the program must exit with status. */
static char *build_and_trace_status(const char *isa, const char *src, const char *tag,
				    const char *cflags, int status)
{
	char *dir = util_xasprintf("%s/build/tests/golden/%s/%s", AEX_SRCDIR, isa, tag);
	char *cmd = util_xasprintf("%s build --placement none -i %s -o %s %s%s%s %s/%s >%s.log 2>&1 && "
				   "%s golden -q %s >/dev/null 2>>%s.log",
				   AEX_BIN, isa, dir, cflags ? "--cflags '" : "",
				   cflags ? cflags : "", cflags ? "'" : "", AEX_SRCDIR, src, dir,
				   AEX_BIN, dir, dir);
	int rc;

	cr_assert_eq(util_mkdirs(dir), 0);
	rc = test_sh(cmd, NULL);
	cr_assert_eq(rc, status, "%s exited %d; see %s.log", cmd, rc, dir);
	free(cmd);
	return dir;
}

static char *build_and_trace(const char *isa, const char *src, const char *tag, const char *cflags)
{
	return build_and_trace_status(isa, src, tag, cflags, 0);
}

static uint32_t sym_addr(const struct elf_symtab *t, const char *name)
{
	for (int i = 0; i < t->n; i++)
		if (strcmp(t->syms[i].name, name) == 0)
			return t->syms[i].addr;
	cr_assert_fail("no symbol %s", name);
	return 0;
}

static const struct elf_symbol *sym(const struct elf_symtab *t, const char *name)
{
	for (int i = 0; i < t->n; i++)
		if (strcmp(t->syms[i].name, name) == 0)
			return &t->syms[i];
	cr_assert_fail("no symbol %s", name);
	return NULL;
}

/* "name" or "name+off" */
static uint32_t resolve(const struct elf_symtab *t, char *expr)
{
	char *plus = strchr(expr, '+');
	uint32_t off = 0;

	if (plus) {
		*plus = '\0';
		off = (uint32_t)strtoul(plus + 1, NULL, 0);
	}
	return sym_addr(t, expr) + off;
}

static int kind_of(const char *w)
{
	if (strcmp(w, "fetch") == 0)
		return AEX_TK_FETCH;
	if (strcmp(w, "read") == 0)
		return AEX_TK_READ;
	if (strcmp(w, "write") == 0)
		return AEX_TK_WRITE;
	cr_assert_fail("bad kind %s", w);
	return -1;
}

ParameterizedTestParameters(golden, access)
{
	static struct isa_param p[] = { { "mips" }, { "sparc" }, { "riscv32" } };
	return cr_make_param_array(struct isa_param, p, 3);
}

ParameterizedTest(struct isa_param *p, golden, access, .timeout = 120)
{
	char *src = util_xasprintf("tests/golden/%s_access.S", p->isa);
	char *dir = build_and_trace(p->isa, src, "access", NULL);
	char *elf = util_xasprintf("%s/plain", dir), *tpath = util_xasprintf("%s/golden.trace", dir);
	char *epath = util_xasprintf("%s/tests/golden/%s_access.expect", AEX_SRCDIR, p->isa);
	FILE *ef = fopen(epath, "r");
	struct elf_symtab syms;
	struct trace_reader r;
	struct trace_record rec;
	uint32_t begin;
	char line[256];
	int n = 0;

	cr_assert_not_null(ef);
	cr_assert_eq(elf_load_symbols(elf, &syms), 0);
	cr_assert_eq(trace_open(&r, tpath), 0);
	begin = sym_addr(&syms, "t_begin");
	do {
		cr_assert_eq(trace_next(&r, &rec), TRACE_RECORD, "t_begin never executed");
	} while (!(rec.kind == AEX_TK_FETCH && rec.addr == begin));
	while (fgets(line, sizeof line, ef)) {
		char kw[16], where[128];
		unsigned size;
		uint32_t want;

		if (line[0] == '#' || line[0] == '\n')
			continue;
		cr_assert_eq(sscanf(line, "%15s %u %127s", kw, &size, where), 3, "bad line %s", line);
		want = resolve(&syms, where);
		if (n++ > 0)
			cr_assert_eq(trace_next(&r, &rec), TRACE_RECORD, "trace ends before: %s", line);
		cr_expect(rec.kind == kind_of(kw) && rec.size == size && rec.addr == want,
			  "%s expectation %d (%s): got %s %u 0x%08x, want %s %u 0x%08x", p->isa, n,
			  line, trace_kind_name(rec.kind), rec.size, rec.addr, kw, size, want);
		if (!(rec.kind == kind_of(kw) && rec.size == size && rec.addr == want))
			break;
	}
	cr_expect_gt(n, 20);
	fclose(ef);
	trace_close(&r);
	elf_free_symbols(&syms);
	free(epath);
	free(tpath);
	free(elf);
	free(dir);
	free(src);
}

/* Visits the stores made while executing function fn to [lo, hi). */
struct stores {
	uint32_t addr[20000];
	uint8_t size[20000];
	int n, outside;
};

static void collect(const char *isa, const char *prog, const char *fn, const char *object,
		    struct stores *st)
{
	char *src = util_xasprintf("workloads/micro/%s.c", prog);
	char *dir = build_and_trace(isa, src, prog, NULL);
	char *elf = util_xasprintf("%s/plain", dir), *tpath = util_xasprintf("%s/golden.trace", dir);
	const struct elf_symbol *f, *obj;
	struct elf_symtab syms;
	struct trace_reader r;
	struct trace_record rec;
	uint32_t pc = 0;
	enum trace_status s;

	cr_assert_eq(elf_load_symbols(elf, &syms), 0);
	f = sym(&syms, fn);
	obj = sym(&syms, object);
	cr_assert_gt(f->size, 0);
	cr_assert_gt(obj->size, 0);
	cr_assert_eq(trace_open(&r, tpath), 0);
	memset(st, 0, sizeof *st);
	while ((s = trace_next(&r, &rec)) == TRACE_RECORD) {
		bool in_fn = pc >= f->addr && pc < f->addr + f->size;
		bool in_obj = rec.addr >= obj->addr && rec.addr < obj->addr + obj->size;

		if (rec.kind == AEX_TK_FETCH) {
			pc = rec.addr;
			continue;
		}
		if (rec.kind != AEX_TK_WRITE || !in_obj)
			continue;
		if (!in_fn) {
			st->outside++;
			continue;
		}
		cr_assert_lt(st->n, 20000);
		st->addr[st->n] = rec.addr - obj->addr;
		st->size[st->n++] = rec.size;
	}
	cr_assert_eq(s, TRACE_END, "trace incomplete");
	trace_close(&r);
	elf_free_symbols(&syms);
	free(tpath);
	free(elf);
	free(dir);
	free(src);
}

ParameterizedTestParameters(golden, larus_example)
{
	static struct isa_param p[] = { { "mips" }, { "sparc" }, { "riscv32" } };
	return cr_make_param_array(struct isa_param, p, 3);
}

ParameterizedTest(struct isa_param *p, golden, larus_example, .timeout = 120)
{
	struct stores *st = malloc(sizeof *st);

	collect(p->isa, "larus", "sub", "a", st);
	cr_assert_eq(st->n, 10000, "%s: %d stores to a[][] in sub, want 10000", p->isa, st->n);
	for (int k = 0; k < 10000; k++)
		cr_assert(st->addr[k] == 4u * (uint32_t)k && st->size[k] == 4,
			  "%s: store %d is %u bytes at a+%u", p->isa, k, st->size[k], st->addr[k]);
	cr_expect_eq(st->outside, 0);
	free(st);
}

ParameterizedTestParameters(golden, zero_example)
{
	static struct isa_param p[] = { { "mips" }, { "sparc" }, { "riscv32" } };
	return cr_make_param_array(struct isa_param, p, 3);
}

ParameterizedTest(struct isa_param *p, golden, zero_example, .timeout = 120)
{
	struct stores *st = malloc(sizeof *st);

	collect(p->isa, "zero", "zero", "scratch", st);
	cr_assert_eq(st->n, 32, "%s: %d stores to scratch in zero(), want 32", p->isa, st->n);
	for (int k = 0; k < 32; k++)
		cr_assert(st->addr[k] == 31u - (uint32_t)k && st->size[k] == 1,
			  "%s: store %d is %u bytes at scratch+%u", p->isa, k, st->size[k],
			  st->addr[k]);
	free(st);
}

ParameterizedTestParameters(golden, deterministic)
{
	static struct isa_param p[] = { { "mips" }, { "sparc" }, { "riscv32" } };
	return cr_make_param_array(struct isa_param, p, 3);
}

/* Two runs are byte-identical; a build with extra unused text differs only in fetch addresses. */
ParameterizedTest(struct isa_param *p, golden, deterministic, .timeout = 120)
{
	char *a = build_and_trace(p->isa, "tests/guest/layout.c", "layout", NULL);
	char *b = build_and_trace(p->isa, "tests/guest/layout.c", "layout-pad", "-DPAD");
	char *cmd = util_xasprintf("cp %s/golden.trace %s/first.trace && %s golden -q %s "
				   ">/dev/null && cmp %s/golden.trace %s/first.trace", a, a,
				   AEX_BIN, a, a, a);
	char *ta = util_xasprintf("%s/golden.trace", a), *tb = util_xasprintf("%s/golden.trace", b);
	struct trace_reader ra, rb;
	struct trace_record x, y;
	enum trace_status sa, sb;
	uint64_t fetch_diffs = 0;

	cr_assert_eq(test_sh(cmd, NULL), 0, "two golden runs differ");
	cr_assert_eq(trace_open(&ra, ta), 0);
	cr_assert_eq(trace_open(&rb, tb), 0);
	for (;;) {
		sa = trace_next(&ra, &x);
		sb = trace_next(&rb, &y);
		cr_assert_eq(sa, sb, "traces end differently at record %llu",
			     (unsigned long long)ra.index);
		if (sa != TRACE_RECORD)
			break;
		cr_assert(x.kind == y.kind && x.size == y.size,
			  "record %llu: kinds or sizes differ", (unsigned long long)ra.index);
		if (x.kind == AEX_TK_FETCH)
			fetch_diffs += x.addr != y.addr;
		else
			cr_assert_eq(x.addr, y.addr, "record %llu: data address moved",
				     (unsigned long long)ra.index);
	}
	cr_expect_gt(fetch_diffs, 0, "the padded build should move some code");
	trace_close(&ra);
	trace_close(&rb);
	free(ta);
	free(tb);
	free(cmd);
	free(a);
	free(b);
}

/* ---- the reader refuses malformed traces with the byte offset --------------------------- */

static char *write_file(const char *name, const void *data, size_t n)
{
	char *path = util_xasprintf("%s/build/tests/%s", AEX_SRCDIR, name);
	FILE *f;

	cr_assert_eq(util_mkdirs(AEX_SRCDIR "/build/tests"), 0);
	f = fopen(path, "wb");
	cr_assert_not_null(f);
	cr_assert_eq(fwrite(data, 1, n, f), n);
	fclose(f);
	return path;
}

Test(trace, reader_errors)
{
	struct aex_trace_header h;
	uint8_t img[256];
	struct trace_reader r;
	struct trace_record rec;
	struct aex_trace_state st = { 0 };
	size_t n;
	char *path, *out = NULL, *cmd;

	aex_trace_header_init(&h, "mips", 1, "test", 42, "0");
	memcpy(img, &h, sizeof h);
	n = sizeof h;
	n += (size_t)aex_trace_encode(&st, img + n, AEX_TK_FETCH, 4, 0x400000);
	n += (size_t)aex_trace_encode(&st, img + n, AEX_TK_READ, 4, 0x10000000);

	/* truncated inside a record: the ABS read needs 5 bytes */
	path = write_file("t-cut.trace", img, n - 2);
	cr_assert_eq(trace_open(&r, path), 0);
	cr_assert_eq(trace_next(&r, &rec), TRACE_RECORD);
	cr_assert_eq(trace_next(&r, &rec), TRACE_ERROR);
	trace_close(&r);
	cmd = util_xasprintf("%s stat %s 2>&1", AEX_BIN, path);
	cr_assert_eq(test_sh(cmd, &out), 2);
	cr_expect(strstr(out, "byte 69") != NULL, "offset not reported: %s", out);
	free(out);
	free(cmd);
	free(path);

	/* a clean prefix without END is truncated, not an error */
	path = write_file("t-prefix.trace", img, n);
	cr_assert_eq(trace_open(&r, path), 0);
	cr_assert_eq(trace_next(&r, &rec), TRACE_RECORD);
	cr_assert_eq(trace_next(&r, &rec), TRACE_RECORD);
	cr_assert_eq(rec.addr, 0x10000000);
	cr_assert_eq(trace_next(&r, &rec), TRACE_TRUNCATED);
	trace_close(&r);
	free(path);

	/* bad magic, short header, bad mode, END with wrong counts, garbage after padding */
	img[0] = 'X';
	path = write_file("t-magic.trace", img, n);
	cr_assert_eq(trace_open(&r, path), -1);
	free(path);
	img[0] = 'A';
	path = write_file("t-short.trace", img, 30);
	cr_assert_eq(trace_open(&r, path), -1);
	free(path);
	img[n] = AEX_TAG(AEX_TK_READ, 4, 7);
	path = write_file("t-mode.trace", img, n + 1);
	cr_assert_eq(trace_open(&r, path), 0);
	trace_next(&r, &rec);
	trace_next(&r, &rec);
	cr_assert_eq(trace_next(&r, &rec), TRACE_ERROR);
	trace_close(&r);
	free(path);
	aex_trace_encode_end(img + n, 1, 2, 0);
	path = write_file("t-end.trace", img, n + AEX_TRACE_END_SIZE);
	cr_assert_eq(trace_open(&r, path), 0);
	trace_next(&r, &rec);
	trace_next(&r, &rec);
	cr_assert_eq(trace_next(&r, &rec), TRACE_ERROR, "END counts 1/2/0 accepted for 1/1/0");
	trace_close(&r);
	free(path);
	memset(img + n, 0, 40);
	img[n + 30] = 7;
	path = write_file("t-pad.trace", img, n + 40);
	cr_assert_eq(trace_open(&r, path), 0);
	trace_next(&r, &rec);
	trace_next(&r, &rec);
	cr_assert_eq(trace_next(&r, &rec), TRACE_ERROR, "garbage in padding accepted");
	trace_close(&r);
	free(path);
}

/* ---- diff: injected changes in a large trace --------------------------------------------- */

enum mutation { MUT_NONE, MUT_ALTER, MUT_DROP, MUT_INSERT };

/* A synthetic trace of n records shaped like a program's; one mutation at index at. */
static char *make_trace(const char *name, uint64_t n, enum mutation m, uint64_t at)
{
	char *path = util_xasprintf("%s/build/tests/%s", AEX_SRCDIR, name);
	struct aex_trace_header h;
	struct trace_writer w;
	uint32_t pc = 0x400000, x = 12345;
	int fd;

	cr_assert_eq(util_mkdirs(AEX_SRCDIR "/build/tests"), 0);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	cr_assert_geq(fd, 0);
	aex_trace_header_init(&h, "mips", 1, "test", 7, "0");
	trace_writer_open(&w, fd, &h);
	for (uint64_t i = 0; i < n; i++) {
		int kind;
		uint32_t addr;

		x = x * 1103515245u + 12345u;
		if (i % 3 != 2) {
			kind = AEX_TK_FETCH;
			pc = (x >> 28) == 0 ? 0x400000 + ((x >> 8) & 0xfffc) : pc + 4;
			addr = pc;
		} else {
			kind = (x >> 27) & 1 ? AEX_TK_READ : AEX_TK_WRITE;
			addr = 0x10000000 + ((x >> 6) & 0xfffc);
		}
		if (i == at && m == MUT_DROP)
			continue;
		if (i == at && m == MUT_INSERT)
			trace_writer_put(&w, AEX_TK_READ, 4, 0x12345678);
		if (i == at && m == MUT_ALTER)
			addr ^= 0x40;
		trace_writer_put(&w, kind, 4, addr);
	}
	cr_assert_eq(trace_writer_finish(&w, true), 0);
	close(fd);
	return path;
}

Test(diff, finds_injected_changes, .timeout = 300)
{
	const uint64_t n = 30000000, at = 17654321;
	char *base = make_trace("d-base.trace", n, MUT_NONE, 0);
	static const struct {
		enum mutation m;
		const char *name;
	} cases[] = {
		{ MUT_NONE, "d-same.trace" },
		{ MUT_ALTER, "d-alter.trace" },
		{ MUT_DROP, "d-drop.trace" },
		{ MUT_INSERT, "d-insert.trace" },
	};

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *other = make_trace(cases[i].name, n, cases[i].m, at);
		char *cmd = util_xasprintf("%s diff -C 3 %s %s", AEX_BIN, base, other);
		char *out = NULL, *want = util_xasprintf("first divergence at record %llu",
							  (unsigned long long)at);
		struct rusage ru;
		int rc = test_sh(cmd, &out);

		getrusage(RUSAGE_CHILDREN, &ru);
		if (cases[i].m == MUT_NONE) {
			cr_expect_eq(rc, 0, "identical traces reported different:\n%s", out);
			cr_expect(strstr(out, "identical: 30000000 records") != NULL, "%s", out);
		} else {
			cr_expect_eq(rc, 1, "%s: status %d", cases[i].name, rc);
			cr_expect(strstr(out, want) != NULL, "%s: wrong place:\n%s", cases[i].name, out);
			cr_expect(strstr(out, "expected") && strstr(out, "actual"), "%s", out);
		}
		/* constant memory: a 30M-record diff stays far below the traces' size */
		cr_expect_lt(ru.ru_maxrss, 64 * 1024, "diff used %ld KB", ru.ru_maxrss);
		unlink(other);
		free(want);
		free(out);
		free(cmd);
		free(other);
	}
	unlink(base);
	free(base);
}

/* ---- processes, symbolised divergences, din ------------------------------------------- */

ParameterizedTestParameters(golden, fork)
{
	static struct isa_param p[] = { { "mips" }, { "sparc" }, { "riscv32" } };
	return cr_make_param_array(struct isa_param, p, 3);
}

/* tests/guest/process.c forks twice (the second child dies of SIGTERM): three traces, each
 * complete and named by its process path. */
ParameterizedTest(struct isa_param *p, golden, fork, .timeout = 120)
{
	char *dir = build_and_trace_status(p->isa, "tests/guest/process.c", "process", NULL, 7);
	static const char *const suffix[] = { "", ".1", ".2" };
	static const char *const process[] = { "0", "0.1", "0.2" };

	for (int i = 0; i < 3; i++) {
		char *path = util_xasprintf("%s/golden.trace%s", dir, suffix[i]);
		struct trace_reader r;
		struct trace_record rec;
		enum trace_status st;

		cr_assert_eq(trace_open(&r, path), 0, "%s missing", path);
		cr_expect_str_eq(r.header.process, process[i]);
		while ((st = trace_next(&r, &rec)) == TRACE_RECORD)
			;
		cr_expect_eq(st, TRACE_END, "%s is not complete", path);
		cr_expect_gt(r.counts[0], 50, "%s: only %llu fetches", path,
			     (unsigned long long)r.counts[0]);
		trace_close(&r);
		free(path);
	}
	free(dir);
}

/* Copies a trace, altering the address of record `at`. */
static void mutate_copy(const char *from, const char *to, uint64_t at)
{
	struct trace_reader r;
	struct trace_record rec;
	struct trace_writer w;
	int fd = open(to, O_WRONLY | O_CREAT | O_TRUNC, 0644);

	cr_assert_geq(fd, 0);
	cr_assert_eq(trace_open(&r, from), 0);
	trace_writer_open(&w, fd, &r.header);
	while (trace_next(&r, &rec) == TRACE_RECORD)
		trace_writer_put(&w, rec.kind, rec.size, r.index - 1 == at ? rec.addr + 8 : rec.addr);
	cr_assert_eq(trace_writer_finish(&w, true), 0);
	trace_close(&r);
	close(fd);
}

ParameterizedTestParameters(golden, diff_names_pc)
{
	static struct isa_param p[] = { { "mips" }, { "sparc" }, { "riscv32" } };
	return cr_make_param_array(struct isa_param, p, 3);
}

/* A divergence in the Larus example's stores is reported inside sub(), disassembled. */
ParameterizedTest(struct isa_param *p, golden, diff_names_pc, .timeout = 120)
{
	char *dir = build_and_trace(p->isa, "workloads/micro/larus.c", "larus-diff", NULL);
	char *gold = util_xasprintf("%s/golden.trace", dir), *bad = util_xasprintf("%s/bad", dir);
	char *cmd = util_xasprintf("%s diff %s %s", AEX_BIN, gold, bad), *out = NULL;
	struct elf_symtab syms;
	struct trace_reader r;
	struct trace_record rec;
	const struct elf_symbol *sub;
	uint32_t pc = 0;
	uint64_t at = 0;
	char *elf = util_xasprintf("%s/plain", dir), *want;

	/* the 5000th store made by sub() */
	cr_assert_eq(elf_load_symbols(elf, &syms), 0);
	sub = sym(&syms, "sub");
	cr_assert_eq(trace_open(&r, gold), 0);
	for (int stores = 0; trace_next(&r, &rec) == TRACE_RECORD;) {
		if (rec.kind == AEX_TK_FETCH)
			pc = rec.addr;
		else if (rec.kind == AEX_TK_WRITE && pc >= sub->addr && pc < sub->addr + sub->size &&
			 ++stores == 5000) {
			at = r.index - 1;
			break;
		}
	}
	trace_close(&r);
	cr_assert_gt(at, 0);
	mutate_copy(gold, bad, at);
	cr_assert_eq(test_sh(cmd, &out), 1);
	want = util_xasprintf("first divergence at record %llu", (unsigned long long)at);
	cr_expect(strstr(out, want) != NULL, "%s", out);
	cr_expect(strstr(out, "<sub+0x") != NULL, "pc not named in sub:\n%s", out);
	cr_expect(strstr(out, p->isa[0] == 's' ? "st" : "sw") != NULL, "no store shown:\n%s", out);
	elf_free_symbols(&syms);
	free(want);
	free(out);
	free(cmd);
	free(elf);
	free(bad);
	free(gold);
	free(dir);
}

Test(golden, din, .timeout = 120)
{
	char *dir = build_and_trace("mips", "workloads/micro/zero.c", "zero-din", NULL);
	char *cmd = util_xasprintf("%s convert %s/golden.trace --to din -o %s/golden.din && "
				   "%s stat %s/golden.trace | awk '/^(fetch|read|write) / { print $2 }' "
				   "&& awk '{ n[$1]++ } END { print n[2]; print n[0]; print n[1] }' "
				   "%s/golden.din && head -1 %s/golden.din && grep -cv '^[012] [0-9a-f]*$' "
				   "%s/golden.din", AEX_BIN, dir, dir, AEX_BIN, dir, dir, dir, dir);
	char *out = NULL;
	unsigned long s[3], d[3];

	test_sh(cmd, &out);
	cr_assert_eq(sscanf(out, "%lu %lu %lu %lu %lu %lu", &s[0], &s[1], &s[2], &d[0], &d[1], &d[2]),
		     6, "%s", out);
	for (int i = 0; i < 3; i++)
		cr_expect_eq(s[i], d[i], "kind %d: stat %lu, din %lu", i, s[i], d[i]);
	cr_expect(strstr(out, "\n2 4000") != NULL, "first line is not a fetch in text:\n%s", out);
	cr_expect(util_has_suffix(out, "\n0\n"), "malformed din lines:\n%s", out);
	free(out);
	free(cmd);
	free(dir);
}

/* --out - streams the trace through a pipe, byte-identical to the file, with the guest's
 * stdout moved to stderr. */
Test(golden, pipe, .timeout = 120)
{
	char *dir = build_and_trace("sparc", "workloads/micro/larus.c", "larus-pipe", NULL);
	char *cmd = util_xasprintf("%s golden -q -o - %s 2>%s/guest.out | cmp - %s/golden.trace && "
				   "grep -c '^larus ' %s/guest.out", AEX_BIN, dir, dir, dir, dir);
	char *out = NULL;

	cr_expect_eq(test_sh(cmd, &out), 0, "piped trace differs: %s", out);
	cr_expect_str_eq(out, "1\n");
	free(out);
	free(cmd);
	free(dir);
}

/* A save or restore that overflows or underflows the register windows is run twice by qemu
 * (the window is spilled or filled in between, inside the emulator): the golden trace logs it
 * once, and the exact instruction count agrees with the trace. Deep recursion makes many such
 * traps. */
Test(golden, sparc_window_traps_logged_once, .timeout = 120)
{
	char *dir = build_and_trace("sparc", "workloads/micro/recursion.c", "windows", NULL);
	char *cmd = util_xasprintf("%s convert %s/golden.trace --to din -o %s/golden.din && "
				   "awk '$1 == 2 && $0 == prev { d++ } { prev = $0 } END { print d + 0 }' "
				   "%s/golden.din && %s stat %s/golden.trace | awk '/^fetch / { print $2 }' "
				   "&& %s golden --count-only %s/plain 2>&1 >/dev/null", AEX_BIN, dir, dir,
				   dir, AEX_BIN, dir, AEX_BIN, dir);
	char *out = NULL;
	unsigned long dups = 99, fetches = 0;
	char *count;

	cr_assert_eq(test_sh(cmd, &out), 0, "%s\n%s", cmd, out);
	cr_assert_eq(sscanf(out, "%lu %lu", &dups, &fetches), 2, "%s", out);
	cr_expect_eq(dups, 0, "%lu repeated fetches in a row", dups);
	count = util_xasprintf("%lu", fetches);
	cr_expect(fetches > 100000 && strstr(out, count) != NULL,
		  "the exact count does not match the trace's %lu fetches:\n%s", fetches, out);
	free(count);
	free(out);
	free(cmd);
	free(dir);
}

/* aex golden --from-traced (docs/golden.md, "From the traced run"): the golden trace logged
 * while the traced ELF runs, each original instruction at its plain address and the tracing's
 * own instructions and event stores left out, equals the plain run's golden trace, record for
 * record, every process's, for deterministic programs (testutil.h's test_golden_from_traced:
 * calls through pointers, longjmp, byte and halfword accesses, MIPS's multi-word FP-to-integer
 * macros, forks and signal handlers, SPARC's restorer made by the runtime), on the three ISAs
 * under every placement. check::small compares them on its own builds; this test builds and
 * compares the configurations it leaves to bench::quick. */
Test(golden, from_traced_equals_plain, .timeout = 900)
{
	static const char *const isas[] = { "mips", "sparc", "riscv32" };
	static const char *const placements[] = { "blocks", "cbranch", "tree" };
	int n = 0;

	for (size_t i = 0; i < sizeof isas / sizeof isas[0]; i++)
		for (int k = 0; test_golden_from_traced[k]; k++)
			for (int p = 0; p < 3; p++) {
				const char *prog = test_golden_from_traced[k];
				char *dir, *cmd, *cmp, *out = NULL;

				if (!test_in_bench_plan(isas[i], prog, placements[p], "reserved"))
					continue;
				dir = util_xasprintf("%s/build/tests/golden/from-traced/%s-%s-%s",
						     AEX_SRCDIR, isas[i], prog, placements[p]);
				cmp = test_from_traced_cmd(dir);
				cmd = util_xasprintf("%s build -i %s %s --placement %s -o %s "
						     "%s/workloads/micro/%s.c >/dev/null 2>&1 && %s",
						     AEX_BIN, isas[i], test_regen(), placements[p], dir,
						     AEX_SRCDIR, prog, cmp);
				cr_expect_eq(test_sh(cmd, &out), 0, "%s %s %s: %s", isas[i], prog,
					     placements[p], out);
				cr_expect(strstr(out, "identical") != NULL && !strstr(out, "differ") &&
						  !strstr(out, "divergence"), "%s", out);
				if (strcmp(prog, "forkpipe") == 0)
					cr_expect(strstr(strstr(out, "identical") + 1, "identical"),
						  "the child's traces: %s", out);
				n++;
				free(out);
				free(cmd);
				free(cmp);
				free(dir);
			}
	cr_log_info("%d configurations built here, the others checked by check::small", n);
}

/* The golden trace of the traced run with busy registers stolen on MIPS (docs/golden.md): the
 * instrumenter moves rewritten delay slots in front of their branches and copies others onto
 * the edges they run on; the map says which (AEX_PCMAP_AFTER, AEX_PCMAP_SILENT), the plugin
 * logs a moved slot after its branch and a copy in the slot's stead, and the trace equals the
 * plain run's, record for record. The maps must have both kinds of slot, or the check proves
 * nothing. */
Test(golden, from_traced_steal_slots, .timeout = 900)
{
	static const char *const progs[] = { "larus", "longjmp", "indirect", "access", "strings",
					     "switch" };
	static const char *const forced[][2] = { { "cbranch", "$16,$17" }, { "blocks", "$8,$9" } };
	unsigned long after = 0, silent = 0;

	for (int k = 0; k < 6; k++)
		for (int p = 0; p < 2; p++) {
			char *dir = util_xasprintf("%s/build/tests/golden/steal-slots/%s-%s",
						   AEX_SRCDIR, progs[k], forced[p][0]);
			char *cmd = util_xasprintf(
				"%s build -i mips %s --strategy steal --steal-regs '%s' --placement %s "
				"-o %s %s/workloads/micro/%s.c >/dev/null 2>&1 && %s golden -q -o "
				"%s/plain.trace %s >/dev/null 2>&1 && %s golden -q --from-traced -o "
				"%s/traced.trace %s >/dev/null 2>&1 && %s diff %s/plain.trace "
				"%s/traced.trace 2>&1 && %s/regen --pcmap %s/pcmap 2>&1",
				AEX_BIN, test_regen(), forced[p][1], forced[p][0], dir, AEX_SRCDIR, progs[k], AEX_BIN,
				dir, dir, AEX_BIN, dir, dir, AEX_BIN, dir, dir, dir, dir);
			char *out = NULL, *map = util_xasprintf("%s/pcmap", dir);
			FILE *f;
			uint32_t pair[2];

			cr_expect_eq(test_sh(cmd, &out), 0, "%s %s: %s", progs[k], forced[p][0], out);
			cr_expect(out && strstr(out, "identical") && !strstr(out, "divergence"),
				  "%s %s: %s", progs[k], forced[p][0], out);
			f = fopen(map, "rb");
			while (f && fread(pair, sizeof pair, 1, f) == 1) {
				after += (pair[1] & 1) != 0;
				silent += (pair[1] & 2) != 0;
			}
			if (f)
				fclose(f);
			free(map);
			free(out);
			free(cmd);
			free(dir);
		}
	cr_expect(after > 0, "no delay slot moved in front of its branch: nothing was checked");
	cr_expect(silent > 0, "no delay slot copied onto its edges: nothing was checked");
}
