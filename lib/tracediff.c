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

int diff_traces(const char *path_a, const char *path_b, const char *elf, int context,
		bool quiet, struct diff_result *result)
{
	struct ctx_rec ring[DIFF_MAX_CONTEXT];
	struct trace_reader a, b;
	struct trace_record ra, rb;
	enum trace_status sa, sb;
	struct namer namer = { 0 };
	char *elf_alloc = NULL, where[256];
	int rc = UTIL_EXIT_OK;
	uint64_t fetches = 0;
	uint32_t last_pc = 0;

	if (result)
		memset(result, 0, sizeof *result);
	namer.elf = elf;
	if (context < 0 || context > DIFF_MAX_CONTEXT)
		context = DIFF_MAX_CONTEXT;
	if (trace_open(&a, path_a) < 0)
		return UTIL_EXIT_USAGE;
	if (trace_open(&b, path_b) < 0) {
		trace_close(&a);
		return UTIL_EXIT_USAGE;
	}
	if (strcmp(a.header.isa, b.header.isa) != 0 || a.header.build != b.header.build ||
	    strcmp(a.header.process, b.header.process) != 0 ||
	    a.header.big_endian != b.header.big_endian) {
		if (!quiet)
			printf("aex diff: headers differ: %s build %016llx process %s vs %s build "
			       "%016llx process %s\n", a.header.isa,
			       (unsigned long long)a.header.build, a.header.process, b.header.isa,
			       (unsigned long long)b.header.build, b.header.process);
		trace_close(&a);
		trace_close(&b);
		return UTIL_EXIT_FAIL;
	}
	if (!namer.elf && !quiet)
		namer.elf = elf_alloc = default_elf(path_a, a.header.build);
	for (;;) {
		sa = trace_next(&a, &ra);
		sb = trace_next(&b, &rb);
		if (sa == TRACE_ERROR || sb == TRACE_ERROR) {
			rc = UTIL_EXIT_USAGE;
			break;
		}
		if (sa == TRACE_RECORD && sb == TRACE_RECORD && ra.kind == rb.kind &&
		    ra.size == rb.size && ra.addr == rb.addr) {
			if (ra.kind == AEX_TK_FETCH) {
				fetches++;
				last_pc = ra.addr;
			}
			if (context) {
				ring[a.index % (uint64_t)context].rec = ra;
				ring[a.index % (uint64_t)context].index = a.index - 1;
			}
			continue;
		}
		if (sa != TRACE_RECORD && sa == sb)
			break;
		rc = UTIL_EXIT_FAIL;
		if (quiet)
			break;
		{
			uint64_t idx = (sa == TRACE_RECORD ? a.index : b.index) - 1;
			uint64_t first = idx > (uint64_t)context ? idx - (uint64_t)context : 0;

			printf("aex diff: first divergence at record %llu (instruction %llu)\n",
			       (unsigned long long)idx,
			       (unsigned long long)(fetches + (sa == TRACE_RECORD &&
							       ra.kind == AEX_TK_FETCH)));
			for (uint64_t i = first; i < idx; i++)
				print_rec("", &ring[(i + 1) % (uint64_t)context].rec, i);
			if (sa == TRACE_RECORD)
				print_rec("expected", &ra, idx);
			else
				printf("  expected  %s after %llu records\n", status_word(sa),
				       (unsigned long long)a.index);
			if (sb == TRACE_RECORD)
				print_rec("actual", &rb, idx);
			else
				printf("  actual    %s after %llu records\n", status_word(sb),
				       (unsigned long long)b.index);
			if (sa == TRACE_RECORD && ra.kind == AEX_TK_FETCH)
				name_pc(&namer, ra.addr, where, sizeof where);
			else if (fetches)
				name_pc(&namer, last_pc, where, sizeof where);
			else
				snprintf(where, sizeof where, "(before the first instruction)");
			printf("  at pc %s\n", where);
			if (sb == TRACE_RECORD && rb.kind == AEX_TK_FETCH && (sa != TRACE_RECORD ||
			    ra.kind != AEX_TK_FETCH || ra.addr != rb.addr)) {
				name_pc(&namer, rb.addr, where, sizeof where);
				printf("  actual pc %s\n", where);
			}
			for (int k = 0; k < context; k++) {
				enum trace_status na = sa == TRACE_RECORD ? trace_next(&a, &ra) : sa;
				enum trace_status nb = sb == TRACE_RECORD ? trace_next(&b, &rb) : sb;

				if (na == TRACE_RECORD && nb == TRACE_RECORD && ra.kind == rb.kind &&
				    ra.size == rb.size && ra.addr == rb.addr) {
					print_rec("", &ra, a.index - 1);
				} else {
					if (na == TRACE_RECORD)
						print_rec("expected", &ra, a.index - 1);
					if (nb == TRACE_RECORD)
						print_rec("actual", &rb, b.index - 1);
				}
				sa = na;
				sb = nb;
				if (na != TRACE_RECORD && nb != TRACE_RECORD)
					break;
			}
		}
		break;
	}
	if (rc == UTIL_EXIT_OK && !quiet) {
		printf("aex diff: identical: %llu records (%llu fetches, %llu reads, %llu writes)%s\n",
		       (unsigned long long)a.index, (unsigned long long)a.counts[0],
		       (unsigned long long)a.counts[1], (unsigned long long)a.counts[2],
		       sa == TRACE_TRUNCATED ? ", both truncated at the same record" : "");
	}
	if (result) {
		result->records_a = a.index;
		result->records_b = b.index;
		result->status_a = sa;
		result->status_b = sb;
		memcpy(result->counts, a.counts, sizeof result->counts);
	}
	elf_free_symbols(&namer.syms);
	free(elf_alloc);
	trace_close(&a);
	trace_close(&b);
	return rc;
}
