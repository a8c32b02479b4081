/* tracediff.c — comparing two canonical full traces record by record, streaming, in constant
 * memory: the first divergence with context, its PC named from the plain ELF (symbol+offset
 * and the instruction). Used by `aex diff` and `aex check`. */
#include "tracediff.h"
#include "disasm.h"
#include "elf.h"
#include "toolchain.h"
#include "trace.h"
#include "util.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>


struct ctx_rec {
	struct trace_record rec;
	uint64_t index;
};

struct namer {
	const char *elf;
	const struct toolchain *tc;
	struct elf_symtab syms;
	bool loaded;
};

static void name_pc(struct namer *n, uint32_t pc, char *out, size_t outsz)
{
	const struct elf_symbol *s;
	char *dis = NULL;

	if (!n->elf) {
		snprintf(out, outsz, "0x%08x", pc);
		return;
	}
	if (!n->loaded) {
		struct elf_info info;

		n->loaded = true;
		if (elf_load_symbols(n->elf, &n->syms) < 0 || elf_read_info(n->elf, &info) < 0)
			n->elf = NULL;
		else
			n->tc = toolchain_by_machine(info.machine);
		if (!n->elf) {
			snprintf(out, outsz, "0x%08x", pc);
			return;
		}
	}
	s = elf_lookup(&n->syms, pc);
	if (n->tc)
		dis = disasm_one(n->tc, n->elf, pc, false);
	if (s)
		snprintf(out, outsz, "0x%08x <%s+0x%x>%s%s", pc, s->name, pc - s->addr,
			 dis ? ": " : "", dis ? dis : "");
	else
		snprintf(out, outsz, "0x%08x%s%s", pc, dis ? ": " : "", dis ? dis : "");
	free(dis);
}

static void print_rec(const char *label, const struct trace_record *r, uint64_t index)
{
	printf("  %-9s #%-10llu %-5s %u 0x%08x\n", label, (unsigned long long)index,
	       trace_kind_name(r->kind), r->size, r->addr);
}

static const char *status_word(enum trace_status st)
{
	return st == TRACE_END ? "ends (complete)" : st == TRACE_TRUNCATED ? "ends (truncated)"
								      : "has an error";
}

static char *default_elf(const char *trace, uint64_t build)
{
	char *dir = util_xstrdup(trace), *slash = strrchr(dir, '/'), *elf;
	uint64_t id;

	if (slash)
		*slash = '\0';
	elf = util_xasprintf("%s/plain", slash ? dir : ".");
	free(dir);
	if (util_file_exists(elf)) {
		int saved = dup(STDERR_FILENO), null = open("/dev/null", O_WRONLY);
		int ok;

		/* A missing or unreadable ELF only means no symbols: keep quiet about it. */
		dup2(null, STDERR_FILENO);
		ok = elf_build_id(elf, &id) == 0 && id == build;
		dup2(saved, STDERR_FILENO);
		close(saved);
		close(null);
		if (ok)
			return elf;
	}
	free(elf);
	return NULL;
}

/* A comparison in progress: the two traces, their latest records, the context before. */
struct differ {
	struct trace_reader a, b;
	struct trace_record ra, rb;
	enum trace_status sa, sb;
	struct ctx_rec ring[DIFF_MAX_CONTEXT];
	int context;
	uint64_t fetches;            /* identical fetches so far */
	uint32_t last_pc;            /* the latest of them */
	struct namer namer;
};

static bool same_record(const struct trace_record *x, const struct trace_record *y)
{
	return x->kind == y->kind && x->size == y->size && x->addr == y->addr;
}

/* Do the headers say the same program, process and byte order? (When not, says so.) */
static bool headers_match(const struct differ *d, bool quiet)
{
	const struct aex_trace_header *x = &d->a.header, *y = &d->b.header;

	if (strcmp(x->isa, y->isa) == 0 && x->build == y->build &&
	    strcmp(x->process, y->process) == 0 && x->big_endian == y->big_endian)
		return true;
	if (!quiet)
		printf("aex diff: headers differ: %s build %016llx process %s vs %s build %016llx "
		       "process %s\n", x->isa, (unsigned long long)x->build, x->process, y->isa,
		       (unsigned long long)y->build, y->process);
	return false;
}

/* Where the divergence is: the fetch that differs, else the latest identical one. */
static void divergence_pcs(struct differ *d)
{
	char where[256];

	if (d->sa == TRACE_RECORD && d->ra.kind == AEX_TK_FETCH)
		name_pc(&d->namer, d->ra.addr, where, sizeof where);
	else if (d->fetches)
		name_pc(&d->namer, d->last_pc, where, sizeof where);
	else
		snprintf(where, sizeof where, "(before the first instruction)");
	printf("  at pc %s\n", where);
	if (d->sb == TRACE_RECORD && d->rb.kind == AEX_TK_FETCH &&
	    (d->sa != TRACE_RECORD || d->ra.kind != AEX_TK_FETCH || d->ra.addr != d->rb.addr)) {
		name_pc(&d->namer, d->rb.addr, where, sizeof where);
		printf("  actual pc %s\n", where);
	}
}

/* The records after the divergence, the same ones once, the others side by side. */
static void context_after(struct differ *d)
{
	for (int k = 0; k < d->context; k++) {
		enum trace_status na = d->sa == TRACE_RECORD ? trace_next(&d->a, &d->ra) : d->sa;
		enum trace_status nb = d->sb == TRACE_RECORD ? trace_next(&d->b, &d->rb) : d->sb;

		if (na == TRACE_RECORD && nb == TRACE_RECORD && same_record(&d->ra, &d->rb)) {
			print_rec("", &d->ra, d->a.index - 1);
		} else {
			if (na == TRACE_RECORD)
				print_rec("expected", &d->ra, d->a.index - 1);
			if (nb == TRACE_RECORD)
				print_rec("actual", &d->rb, d->b.index - 1);
		}
		d->sa = na;
		d->sb = nb;
		if (na != TRACE_RECORD && nb != TRACE_RECORD)
			break;
	}
}

/* The first divergence, with the context before and after it and its pc named. */
static void report_divergence(struct differ *d)
{
	/* the record where they differ; when both have ended, the position after the last */
	uint64_t idx = d->sa == TRACE_RECORD ? d->a.index - 1
		       : d->sb == TRACE_RECORD ? d->b.index - 1 : d->a.index;
	uint64_t first = idx > (uint64_t)d->context ? idx - (uint64_t)d->context : 0;

	printf("aex diff: first divergence at record %llu (instruction %llu)\n",
	       (unsigned long long)idx,
	       (unsigned long long)(d->fetches + (d->sa == TRACE_RECORD &&
						  d->ra.kind == AEX_TK_FETCH)));
	for (uint64_t i = first; i < idx; i++)
		print_rec("", &d->ring[(i + 1) % (uint64_t)d->context].rec, i);
	if (d->sa == TRACE_RECORD)
		print_rec("expected", &d->ra, idx);
	else
		printf("  expected  %s after %llu records\n", status_word(d->sa),
		       (unsigned long long)d->a.index);
	if (d->sb == TRACE_RECORD)
		print_rec("actual", &d->rb, idx);
	else
		printf("  actual    %s after %llu records\n", status_word(d->sb),
		       (unsigned long long)d->b.index);
	divergence_pcs(d);
	context_after(d);
}

/* Reads both traces to their first difference or their ends: UTIL_EXIT_OK when they end
 * alike, UTIL_EXIT_FAIL at a difference (said unless quiet), UTIL_EXIT_USAGE when one cannot
 * be read. */
/* An identical record of both traces (d->ra), counted and kept for the context. */
static void alike(struct differ *d)
{
	if (d->ra.kind == AEX_TK_FETCH) {
		d->fetches++;
		d->last_pc = d->ra.addr;
	}
	if (d->context) {
		d->ring[d->a.index % (uint64_t)d->context].rec = d->ra;
		d->ring[d->a.index % (uint64_t)d->context].index = d->a.index - 1;
	}
}

/* The records that lie in the bytes both traces hold alike, decoded once (from a: every
 * check of trace_next made) and followed by b, up to the last END record's length of those
 * bytes or a control record: those go one by one. Returns the bytes passed; -1 when a's
 * records cannot be read. */
static long long alike_run(struct differ *d)
{
	size_t common = trace_alike(&d->a, &d->b), start = d->a.pos;
	uint64_t stop;

	if (common <= AEX_TRACE_END_SIZE)
		return 0;
	stop = trace_offset(&d->a) + common - AEX_TRACE_END_SIZE;
	while (trace_offset(&d->a) < stop &&
	       AEX_TAG_KIND(d->a.buf[d->a.pos]) != AEX_TK_CONTROL) {
		if (trace_next(&d->a, &d->ra) != TRACE_RECORD)
			return -1;
		alike(d);
	}
	trace_follow(&d->b, &d->a, d->a.pos - start);
	return (long long)(d->a.pos - start);
}

static int compare(struct differ *d, bool quiet)
{
	for (;;) {
		long long run = alike_run(d);

		if (run < 0)
			return UTIL_EXIT_USAGE;
		if (run > 0)
			continue;
		d->sa = trace_next(&d->a, &d->ra);
		d->sb = trace_next(&d->b, &d->rb);
		if (d->sa == TRACE_ERROR || d->sb == TRACE_ERROR)
			return UTIL_EXIT_USAGE;
		if (d->sa == TRACE_RECORD && d->sb == TRACE_RECORD && same_record(&d->ra, &d->rb)) {
			alike(d);
			continue;
		}
		if (d->sa != TRACE_RECORD && d->sa == d->sb)
			return UTIL_EXIT_OK;
		if (!quiet)
			report_divergence(d);
		return UTIL_EXIT_FAIL;
	}
}

int diff_traces(const char *path_a, const char *path_b, const char *elf, int context,
		bool quiet, struct diff_result *result)
{
	struct differ *d = util_xmalloc(sizeof *d);
	char *elf_alloc = NULL;
	int rc;

	memset(d, 0, sizeof *d);
	if (result)
		memset(result, 0, sizeof *result);
	d->namer.elf = elf;
	d->context = context < 0 || context > DIFF_MAX_CONTEXT ? DIFF_MAX_CONTEXT : context;
	if (trace_open(&d->a, path_a) < 0) {
		free(d);
		return UTIL_EXIT_USAGE;
	}
	if (trace_open(&d->b, path_b) < 0) {
		trace_close(&d->a);
		free(d);
		return UTIL_EXIT_USAGE;
	}
	if (!headers_match(d, quiet)) {
		rc = UTIL_EXIT_FAIL;
		goto out;
	}
	if (!d->namer.elf && !quiet)
		d->namer.elf = elf_alloc = default_elf(path_a, d->a.header.build);
	rc = compare(d, quiet);
	if (rc == UTIL_EXIT_OK && !quiet)
		printf("aex diff: identical: %llu records (%llu fetches, %llu reads, %llu writes)%s\n",
		       (unsigned long long)d->a.index, (unsigned long long)d->a.counts[0],
		       (unsigned long long)d->a.counts[1], (unsigned long long)d->a.counts[2],
		       d->sa == TRACE_TRUNCATED ? ", both truncated at the same record" : "");
	if (result) {
		result->records_a = d->a.index;
		result->records_b = d->b.index;
		result->status_a = d->sa;
		result->status_b = d->sb;
		memcpy(result->counts, d->a.counts, sizeof result->counts);
	}
out:
	elf_free_symbols(&d->namer.syms);
	free(elf_alloc);
	trace_close(&d->a);
	trace_close(&d->b);
	free(d);
	return rc;
}
