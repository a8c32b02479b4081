/* cmd_trace.c — commands over canonical full traces: `aex diff` (first divergence, streaming,
 * constant memory), `aex stat` (counts, sizes, unique PCs, address ranges) and `aex convert`
 * (Dinero IV din text).
 *
 *   $ aex diff golden.trace regen.trace --elf out/plain
 *   aex diff: first divergence at record 1734 (instruction 1201)
 *     expected  read  4 0x10000020
 *     actual    read  4 0x10000024
 *     at pc 0x004001c8 <sum+0x28>: lw v0,0(v1)
 *   ... */
#include "commands.h"
#include "tracediff.h"
#include "disasm.h"
#include "elf.h"
#include "trace.h"
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- diff ------------------------------------------------------------------------------ */

static void diff_usage(FILE *f)
{
	fprintf(f,
		"usage: aex diff [options] EXPECTED ACTUAL\n"
		"\n"
		"Compares two canonical full traces record by record, streaming, in constant memory.\n"
		"Exit status 0 when identical (same ISA, build, process and records), 1 when they\n"
		"differ (the first divergence is shown with context), 2 on unreadable input.\n"
		"The producer field of the headers is not compared.\n"
		"\n"
		"options:\n"
		"  -e, --elf FILE       name PCs with symbol+offset and the instruction from FILE\n"
		"                       (default: 'plain' beside EXPECTED when its build matches)\n"
		"  -C, --context N      records of context on each side (default 5, max %d)\n"
		"  -q, --quiet          no output, only the exit status\n"
		"  -h, --help           this text\n"
		"\n"
		"example:\n"
		"  aex golden out && aex regen out out/events -o r.trace &&\n"
		"  aex diff out/golden.trace r.trace\n", DIFF_MAX_CONTEXT);
}

int cmd_diff(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "elf", required_argument, NULL, 'e' },
		{ "context", required_argument, NULL, 'C' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *elf = NULL;
	int c, context = 5;
	bool quiet = false;

	while ((c = getopt_long(argc, argv, "e:C:qh", longopts, NULL)) != -1) {
		switch (c) {
		case 'e': elf = optarg; break;
		case 'C':
			context = atoi(optarg);
			if (context < 0 || context > DIFF_MAX_CONTEXT)
				util_die(UTIL_EXIT_USAGE, "--context wants 0..%d", DIFF_MAX_CONTEXT);
			break;
		case 'q': quiet = true; break;
		case 'h': diff_usage(stdout); return UTIL_EXIT_OK;
		default: return cmd_usage_hint();
		}
	}
	if (argc - optind != 2)
		return cmd_usage_error("give two traces, the expected one and the actual one (%d "
				       "given)", argc - optind);
	return diff_traces(argv[optind], argv[optind + 1], elf, context, quiet, NULL);
}

/* ---- stat ------------------------------------------------------------------------------ */

/* An open-addressing set of 32-bit PCs (0 is stored separately). */
struct pcset {
	uint32_t *slots;
	size_t cap, n;
	bool has_zero;
};

static void pcset_add(struct pcset *s, uint32_t pc)
{
	size_t i;

	if (pc == 0) {
		s->n += !s->has_zero;
		s->has_zero = true;
		return;
	}
	if (2 * (s->n + 1) > s->cap) {
		struct pcset t = { 0 };

		t.cap = s->cap ? 2 * s->cap : 1 << 14;
		t.slots = calloc(t.cap, sizeof *t.slots);
		if (!t.slots)
			util_die(UTIL_EXIT_FAIL, "out of memory");
		for (size_t k = 0; k < s->cap; k++)
			if (s->slots[k])
				pcset_add(&t, s->slots[k]);
		t.n += s->has_zero;
		t.has_zero = s->has_zero;
		free(s->slots);
		*s = t;
	}
	for (i = (pc * 2654435761u) & (s->cap - 1); s->slots[i]; i = (i + 1) & (s->cap - 1))
		if (s->slots[i] == pc)
			return;
	s->slots[i] = pc;
	s->n++;
}

static void stat_usage(FILE *f)
{
	fprintf(f,
		"usage: aex stat TRACE\n"
		"       aex stat EVENTS.run\n"
		"\n"
		"Prints the header, the record counts by kind and size, the number of unique\n"
		"instruction addresses, the address range of each kind and the bytes per record.\n"
		"Given the run record of a program that forked (aex run's EVENTS.run,\n"
		"docs/processes.md), prints its process tree: each process, its pid, where in its\n"
		"parent's event trace it was forked, its event trace and how it ended.\n"
		"Exit status 0 (a truncated trace too: its status line says so), 2 for a file that\n"
		"is neither a trace nor a run record.\n"
		"\n"
		"options:\n"
		"  -h, --help           this text\n"
		"\n"
		"example:\n"
		"  aex stat out/golden.trace\n");
}

/* The run record as a tree, a process under its parent. Exit status 2 when it is not one. */
static int stat_run(const char *path, const char *text)
{
	const char *line = strchr(text, '\n');
	int n = 0;

	if (strncmp(text, "aex-run 1\n", 10) != 0) {
		fprintf(stderr, "%s:1: error: not a run record of version 1\n", path);
		return UTIL_EXIT_USAGE;
	}
	printf("run record %s\n", path);
	for (int ln = 2; line && line[1]; ln++) {
		char name[64], pid[16], rest[512] = "";
		const char *p = line + 1, *end = strchr(p, '\n'), *dot;
		int depth = 0;

		if (!end || (size_t)(end - p) >= sizeof rest ||
		    sscanf(p, "process %63s pid %15s %511[^\n]", name, pid, rest) < 2) {
			fprintf(stderr, "%s:%d: error: not a process line\n", path, ln);
			return UTIL_EXIT_USAGE;
		}
		for (dot = strchr(name, '.'); dot; dot = strchr(dot + 1, '.'))
			depth++;
		printf("%*s%-*s pid %-7s %s\n", 2 * depth, "", 12 - 2 * depth > 1 ? 12 - 2 * depth : 1,
		       name, pid, rest);
		n++;
		line = end;
	}
	printf("processes  %d\n", n);
	return UTIL_EXIT_OK;
}

int cmd_stat(int argc, char **argv)
{
	uint64_t by_size[4][9] = { { 0 } };
	uint32_t lo[4] = { 0, UINT32_MAX, UINT32_MAX, UINT32_MAX }, hi[4] = { 0, 0, 0, 0 };
	struct pcset pcs = { 0 };
	struct trace_reader r;
	struct trace_record rec;
	enum trace_status st;
	uint64_t total;

	if (argc == 2 && (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)) {
		stat_usage(stdout);
		return UTIL_EXIT_OK;
	}
	if (argc != 2)
		return cmd_usage_error("give one trace (%d given)", argc - 1);
	{
		/* a run record is text that says so on its first line */
		char head[8] = "";
		FILE *f = fopen(argv[1], "rb");

		if (f && fread(head, 1, sizeof head, f) == sizeof head &&
		    memcmp(head, "aex-run ", 8) == 0) {
			size_t len;
			char *text;
			int rc;

			fclose(f);
			text = util_read_file(argv[1], &len);
			if (!text || strlen(text) != len) {
				util_error("%s: cannot read it as text", argv[1]);
				free(text);
				return UTIL_EXIT_USAGE;
			}
			rc = stat_run(argv[1], text);
			free(text);
			return rc;
		}
		if (f)
			fclose(f);
	}
	if (trace_open(&r, argv[1]) < 0)
		return UTIL_EXIT_USAGE;
	while ((st = trace_next(&r, &rec)) == TRACE_RECORD) {
		by_size[rec.kind][rec.size]++;
		if (rec.addr < lo[rec.kind])
			lo[rec.kind] = rec.addr;
		if (rec.addr > hi[rec.kind])
			hi[rec.kind] = rec.addr;
		if (rec.kind == AEX_TK_FETCH)
			pcset_add(&pcs, rec.addr);
	}
	if (st == TRACE_ERROR) {
		trace_close(&r);
		free(pcs.slots);
		return UTIL_EXIT_USAGE;
	}
	total = r.index;
	printf("trace      %s\n", argv[1]);
	printf("isa        %s (%s-endian)\n", r.header.isa, r.header.big_endian ? "big" : "little");
	printf("producer   %s\n", r.header.producer);
	printf("build      %016llx\n", (unsigned long long)r.header.build);
	printf("process    %s\n", r.header.process);
	printf("status     %s\n", st == TRACE_END ? "complete"
				   : r.padded ? "truncated (the writer stopped; zero padding follows)"
					      : "truncated (no END record)");
	printf("records    %llu\n", (unsigned long long)total);
	for (int k = AEX_TK_FETCH; k <= AEX_TK_WRITE; k++) {
		printf("%-10s %llu", trace_kind_name(k), (unsigned long long)r.counts[k - 1]);
		for (int s = 1; s <= 8; s++)
			if (by_size[k][s])
				printf("  [%d bytes: %llu]", s, (unsigned long long)by_size[k][s]);
		if (r.counts[k - 1])
			printf("  range 0x%08x-0x%08x", lo[k], hi[k]);
		printf("\n");
	}
	printf("unique pcs %zu\n", pcs.n);
	printf("bytes      %llu (%.3f per record; the 5-byte baseline would be %llu)\n",
	       (unsigned long long)trace_offset(&r), total ? (double)trace_offset(&r) / (double)total
							   : 0.0,
	       (unsigned long long)(5 * total));
	trace_close(&r);
	free(pcs.slots);
	return UTIL_EXIT_OK;
}

/* ---- convert --------------------------------------------------------------------------- */

static void convert_usage(FILE *f)
{
	fprintf(f,
		"usage: aex convert TRACE --to din [-o OUT]\n"
		"\n"
		"Writes the trace in Dinero IV's traditional din format: one 'label hexaddr' line\n"
		"per record, label 0 read, 1 write, 2 instruction fetch. OUT defaults to standard\n"
		"output. A truncated trace converts its prefix and exits 1.\n"
		"\n"
		"options:\n"
		"  -t, --to FORMAT      din (the only one)\n"
		"  -o, --out OUT        the output file (default: standard output)\n"
		"  -h, --help           this text\n"
		"\n"
		"example:\n"
		"  aex convert out/golden.trace --to din -o golden.din\n");
}

int cmd_convert(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "to", required_argument, NULL, 't' },
		{ "out", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	static const char label[4] = { '?', '2', '0', '1' };
	const char *to = NULL, *out = NULL;
	struct trace_reader r;
	struct trace_record rec;
	enum trace_status st;
	char *buf;
	size_t len = 0;
	int c, fd = STDOUT_FILENO, rc = UTIL_EXIT_OK;

	while ((c = getopt_long(argc, argv, "t:o:h", longopts, NULL)) != -1) {
		switch (c) {
		case 't': to = optarg; break;
		case 'o': out = optarg; break;
		case 'h': convert_usage(stdout); return UTIL_EXIT_OK;
		default: return cmd_usage_hint();
		}
	}
	if (argc - optind != 1)
		return cmd_usage_error("give one trace (%d given)", argc - optind);
	if (!to)
		return cmd_usage_error("say what to convert to: --to din");
	if (strcmp(to, "din") != 0)
		util_die(UTIL_EXIT_USAGE, "unknown format '%s' (known: din)", to);
	if (trace_open(&r, argv[optind]) < 0)
		return UTIL_EXIT_USAGE;
	if (out) {
		fd = open(out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
		if (fd < 0) {
			util_error("%s: %s", out, strerror(errno));
			trace_close(&r);
			return UTIL_EXIT_USAGE;
		}
	}
	buf = util_xmalloc(1 << 20);
	while ((st = trace_next(&r, &rec)) == TRACE_RECORD) {
		static const char hex[] = "0123456789abcdef";
		char tmp[8];
		int n = 0;
		uint32_t a = rec.addr;

		do {
			tmp[n++] = hex[a & 15];
			a >>= 4;
		} while (a);
		buf[len++] = label[rec.kind];
		buf[len++] = ' ';
		while (n)
			buf[len++] = tmp[--n];
		buf[len++] = '\n';
		if (len > (1 << 20) - 16) {
			if (write(fd, buf, len) != (ssize_t)len) {
				util_error("writing %s: %s", out ? out : "stdout", strerror(errno));
				rc = UTIL_EXIT_FAIL;
				break;
			}
			len = 0;
		}
	}
	if (rc == UTIL_EXIT_OK && len && write(fd, buf, len) != (ssize_t)len) {
		util_error("writing %s: %s", out ? out : "stdout", strerror(errno));
		rc = UTIL_EXIT_FAIL;
	}
	if (st == TRACE_ERROR)
		rc = UTIL_EXIT_USAGE;
	else if (st == TRACE_TRUNCATED && rc == UTIL_EXIT_OK) {
		util_warn("%s is truncated: converted its %llu records", argv[optind],
			  (unsigned long long)r.index);
		rc = UTIL_EXIT_FAIL;
	}
	if (out)
		close(fd);
	free(buf);
	trace_close(&r);
	return rc;
}
