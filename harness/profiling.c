/* profiling.c — edge counts from a golden trace. The build's plain assembly (dir/plain.d,
 * the files the instrumenter wrote: the same code, with each function's first and end
 * address in .aex_syms) gives every function's CFG at its addresses; the fetches of the
 * trace then walk those CFGs. A fetch of a block's first instruction right after one of the
 * block that leads to it in the same activation of the function counts that edge; a
 * function left by its return counts its edge to EXIT. Activations are a stack: a fetch of
 * a function's first instruction is a call (or a tail call, or a handler's entry), one in a
 * function lower on the stack a return to it (or a longjmp, or a handler's return), anything
 * else starts over (nothing counted for it). */
#include "profiling.h"
#include "compile.h"
#include "elf.h"
#include "goldrun.h"
#include "guest.h"
#include "run.h"
#include "target.h"
#include "trace.h"
#include "traced.h"
#include "util.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

struct pfn {
	const struct ir_func *f;
	const char *stem;
	struct cfg g;
	uint32_t start, end;
	uint32_t *iaddr;       /* [ninsns + 1]: each instruction's address, then end */
	uint64_t *count;       /* [nedges] */
};

struct frame {
	int fn, block, insn;
};

struct profiling {
	struct ir_file *files;
	char **stems;
	int nfiles;
	struct pfn *fn;        /* sorted by start */
	int nfn, capfn;
	struct frame *st;
	int n, cap;
	int last;              /* the function of the last fetch, or -1 */
	uint64_t build;        /* the plain ELF's identity (elf_build_id) */
};

static int cmp_pfn(const void *a, const void *b)
{
	const struct pfn *x = a, *y = b;

	return x->start < y->start ? -1 : x->start > y->start;
}

/* The function holding addr, or -1. */
static int func_at(const struct profiling *k, uint32_t addr)
{
	int lo = 0, hi = k->nfn - 1;

	if (k->last >= 0 && addr >= k->fn[k->last].start && addr < k->fn[k->last].end)
		return k->last;
	while (lo <= hi) {
		int mid = (lo + hi) / 2;

		if (addr < k->fn[mid].start)
			hi = mid - 1;
		else if (addr >= k->fn[mid].end)
			lo = mid + 1;
		else
			return mid;
	}
	return -1;
}

/* The instruction of F at addr (a word of it), from hint (the last one) on. */
static int insn_at(const struct pfn *F, uint32_t addr, int hint)
{
	int lo = 0, hi = F->f->ninsns - 1;

	if (hint >= 0 && hint + 1 < F->f->ninsns && F->iaddr[hint + 1] == addr)
		return hint + 1;
	while (lo < hi) {
		int mid = (lo + hi + 1) / 2;

		if (F->iaddr[mid] <= addr)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

/* Instruction i of F calls: a call, or a call's delay slot. */
static bool call_site(const struct pfn *F, int i)
{
	const struct ir_insn *in = &F->f->insns[i];

	if (in->ctl == IR_CTL_CALL || in->ctl == IR_CTL_ICALL)
		return true;
	return i > 0 && (F->f->insns[i - 1].ctl == IR_CTL_CALL ||
			 F->f->insns[i - 1].ctl == IR_CTL_ICALL) &&
	       F->f->insns[i - 1].delay != IR_DELAY_NONE;
}

/* The edge from block p to dst (g->exit for EXIT), or -1. */
static int edge_to(const struct cfg *g, int p, int dst)
{
	for (int k = 0; k < g->blocks[p].nsucc; k++)
		if (g->edges[g->blocks[p].succ[k]].dst == dst)
			return g->blocks[p].succ[k];
	return -1;
}

/* Frame fr has just run the last instruction of a block that leaves the function (next: the
 * address fetched after it: its branch's delay slot, if that, is still to run). */
static bool leaving(const struct profiling *k, const struct frame *fr, uint32_t next)
{
	const struct pfn *F = &k->fn[fr->fn];
	const struct cfg_block *bl = &F->g.blocks[fr->block];

	if (edge_to(&F->g, fr->block, F->g.exit) < 0)
		return false;
	if (fr->insn == bl->slot)
		return true;
	return fr->insn == bl->branch && !(bl->slot >= 0 && next == F->iaddr[bl->slot]);
}

/* The top frame ends (its edge to EXIT counted when it left by one). */
static void pop(struct profiling *k, uint32_t next)
{
	const struct frame *fr = &k->st[k->n - 1];

	if (leaving(k, fr, next)) {
		struct pfn *F = &k->fn[fr->fn];

		F->count[edge_to(&F->g, fr->block, F->g.exit)]++;
	}
	k->n--;
}

static void push(struct profiling *k, int fn, int block, int insn)
{
	if (k->n == k->cap) {
		k->cap = k->cap ? 2 * k->cap : 256;
		k->st = util_xrealloc(k->st, (size_t)k->cap * sizeof *k->st);
	}
	k->st[k->n++] = (struct frame){ fn, block, insn };
}

/* Frame fr goes on at instruction i of block b. */
static void go_on(struct profiling *k, struct frame *fr, int b, int i)
{
	struct pfn *F = &k->fn[fr->fn];
	uint32_t first = F->iaddr[F->g.blocks[b].first];

	if (F->iaddr[i] == first && i == F->g.blocks[b].first && (b != fr->block || i <= fr->insn)) {
		int e = edge_to(&F->g, fr->block, b);

		if (e >= 0)
			F->count[e]++;
	}
	fr->block = b;
	fr->insn = i;
}

static void fetch(struct profiling *k, uint32_t addr)
{
	int fn = func_at(k, addr), i, b, j;
	struct frame *top;

	k->last = fn;
	if (fn < 0) {
		k->n = 0;   /* code the build did not instrument: start over after it */
		return;
	}
	top = k->n ? &k->st[k->n - 1] : NULL;
	i = insn_at(&k->fn[fn], addr, top && top->fn == fn ? top->insn : -1);
	b = k->fn[fn].g.block_of[i];
	if (top && leaving(k, top, addr)) {
		pop(k, addr);
		top = k->n ? &k->st[k->n - 1] : NULL;
	}
	if (top && top->fn == fn && !(i == 0 && call_site(&k->fn[fn], top->insn))) {
		go_on(k, top, b, i);
		return;
	}
	if (i == 0 && addr == k->fn[fn].start) {
		push(k, fn, b, i);
		return;
	}
	for (j = k->n - 1; j >= 0 && k->st[j].fn != fn; j--)
		;
	if (j < 0) {
		push(k, fn, b, i);
		return;
	}
	while (k->n > j + 1)
		pop(k, addr);
	go_on(k, &k->st[j], b, i);
}

/* Function j of file index's plain assembly at its addresses; 0, or -1 after a message. */
static int add_function(struct profiling *k, const char *path, const struct regen_syms *syms,
			int index, int j, const struct ir_func *f, const char *stem)
{
	struct pfn *F;
	uint32_t a;

	if (index < 0 || index >= syms->nfiles || !syms->words[index] || syms->count[index] < 2 * j + 2)
		return 0;   /* not linked */
	if (k->nfn == k->capfn) {
		k->capfn = k->capfn ? 2 * k->capfn : 256;
		k->fn = util_xrealloc(k->fn, (size_t)k->capfn * sizeof *k->fn);
	}
	F = &k->fn[k->nfn];
	memset(F, 0, sizeof *F);
	F->f = f;
	F->stem = stem;
	F->start = syms->words[index][2 * j];
	F->end = syms->words[index][2 * j + 1];
	if (cfg_build(path, f, &F->g) < 0)
		return -1;
	F->iaddr = util_xmalloc(((size_t)f->ninsns + 1) * sizeof *F->iaddr);
	a = F->start;
	for (int i = 0; i < f->ninsns; i++) {
		F->iaddr[i] = a;
		a += f->insns[i].size;
	}
	F->iaddr[f->ninsns] = a;
	if (a != F->end) {
		util_error("%s: function %s is %u bytes in the plain ELF, %u in its assembly: not "
			   "this build's", path, f->name, F->end - F->start, a - F->start);
		cfg_free(&F->g);
		free(F->iaddr);
		return -1;
	}
	F->count = util_xmalloc(((size_t)F->g.nedges + 1) * sizeof *F->count);
	memset(F->count, 0, ((size_t)F->g.nedges + 1) * sizeof *F->count);
	k->nfn++;
	return 0;
}

/* The instrumenter's input from its plain output: the end label it adds after each function
 * ("$Laex3_end7:", 3 the file's number in the program) taken out again (its .aex_syms section
 * is data to the parser). Returns the file's number, or -1 when it has no such label. */
static int drop_end_labels(const struct target *t, char *text)
{
	int index = -1;

	size_t np = strlen(t->local_label_prefix);
	char *w = text;

	for (char *r = text; *r;) {
		char *nl = strchr(r, '\n');
		size_t len = nl ? (size_t)(nl - r + 1) : strlen(r);
		const char *q = r + np;
		bool end = strncmp(r, t->local_label_prefix, np) == 0 && strncmp(q, "aex", 3) == 0;

		if (end) {
			int k = atoi(q + 3);

			q += 3 + strspn(q + 3, "0123456789");
			end = strncmp(q, "_end", 4) == 0;
			q += 4 + strspn(q + 4, "0123456789");
			end = end && q[0] == ':' && (q[1] == '\n' || q[1] == '\0');
			index = end ? k : index;
		}
		if (!end) {
			memmove(w, r, len);
			w += len;
		}
		r += len;
	}
	*w = '\0';
	return index;
}

/* One file of dir/plain.d ("NN-STEM.s"): parsed, its functions added. */
static int add_file(struct profiling *k, const struct target *t, const char *path,
		    const char *name, const struct regen_syms *syms)
{
	int index, nf = 0, rc = 0;
	const char *dash = strchr(name, '-');
	char *text = util_read_file(path, NULL);
	struct ir_file *file;

	if (!text) {
		util_error("%s: %s", path, strerror(errno));
		return -1;
	}
	k->files = util_xrealloc(k->files, (size_t)(k->nfiles + 1) * sizeof *k->files);
	k->stems = util_xrealloc(k->stems, (size_t)(k->nfiles + 1) * sizeof *k->stems);
	file = &k->files[k->nfiles];
	memset(file, 0, sizeof *file);
	index = drop_end_labels(t, text);
	k->stems[k->nfiles] = util_xasprintf("%.*s", (int)strlen(dash + 1) - 2, dash + 1);
	if (t->parse(path, text, file) < 0) {
		free(text);
		free(k->stems[k->nfiles]);
		return -1;
	}
	free(text);
	for (int fi = 0; fi < file->nfuncs && rc == 0; fi++)
		if (file->funcs[fi].ninsns > 0)
			rc = add_function(k, path, syms, index, nf++, &file->funcs[fi],
					  k->stems[k->nfiles]);
	k->nfiles++;
	return rc;
}

/* Every function of dir's plain assembly at its address in dir/plain. */
static int load_build(struct profiling *k, const struct target *t, const char *dir)
{
	char *elf = util_xasprintf("%s/plain", dir), *pd = util_xasprintf("%s/plain.d", dir);
	struct regen_syms syms;
	struct dirent **names = NULL;
	int n = -1, rc = 0;

	if (elf_build_id(elf, &k->build) < 0 || regen_read_syms(elf, ".aex_syms", &syms) < 0) {
		util_error("%s: not the plain ELF of a traced build (aex build --placement ...)", elf);
		rc = -1;
	} else if ((n = scandir(pd, &names, NULL, alphasort)) < 0) {
		util_error("%s: %s", pd, strerror(errno));
		rc = -1;
	}
	for (int i = 0; i < n; i++) {
		const char *nm = names[i]->d_name;

		if (rc == 0 && isdigit((unsigned char)nm[0]) && strchr(nm, '-') &&
		    util_has_suffix(nm, ".s")) {
			char *path = util_xasprintf("%s/%s", pd, nm);

			rc = add_file(k, t, path, nm, &syms);
			free(path);
		}
		free(names[i]);
	}
	free(names);
	if (n >= 0)
		regen_syms_free(&syms);
	if (rc == 0 && k->nfn == 0) {
		util_error("%s: no instrumented files", pd);
		rc = -1;
	}
	qsort(k->fn, (size_t)k->nfn, sizeof *k->fn, cmp_pfn);
	free(elf);
	free(pd);
	return rc;
}

/* The fetches of one process's trace walked; 0, or 1 after a message. */
static int walk(struct profiling *k, const char *path)
{
	struct trace_reader r;
	struct trace_record rec;
	enum trace_status st;
	unsigned long long outside = 0, fetches = 0;

	if (trace_open(&r, path) < 0)
		return 1;
	if (r.header.build != k->build) {
		util_error("%s: a trace of another ELF (its identity %016llx, this build's plain ELF "
			   "%016llx)", path, (unsigned long long)r.header.build,
			   (unsigned long long)k->build);
		trace_close(&r);
		return 1;
	}
	k->n = 0;
	k->last = -1;
	while ((st = trace_next(&r, &rec)) == TRACE_RECORD)
		if (rec.kind == AEX_TK_FETCH) {
			fetch(k, rec.addr);
			fetches++;
			outside += k->last < 0;
		}
	trace_close(&r);
	if (st == TRACE_ERROR)
		return 1;
	if (fetches && outside * 100 > fetches) {
		util_error("%s: %llu of its %llu fetches are outside the build's functions: not a "
			   "trace of this build", path, outside, fetches);
		return 1;
	}
	return 0;
}

struct profiling *profiling_open(const struct toolchain *tc, const char *dir)
{
	const struct target *t = target_get(tc->isa);
	struct profiling *k;

	if (!t) {
		util_error("%s: aex cannot trace this ISA", tc->isa);
		return NULL;
	}
	k = util_xmalloc(sizeof *k);
	memset(k, 0, sizeof *k);
	k->last = -1;
	if (load_build(k, t, dir) < 0) {
		profiling_close(k);
		return NULL;
	}
	return k;
}

int profiling_walk(struct profiling *k, const char *trace)
{
	return walk(k, trace);
}

void profiling_result(const struct profiling *k, struct instr_profile *out)
{
	memset(out, 0, sizeof *out);
	for (int i = 0; i < k->nfn; i++)
		instr_profile_add(out, k->fn[i].stem, k->fn[i].f->name, &k->fn[i].g, k->fn[i].count);
}

void profiling_close(struct profiling *k)
{
	if (!k)
		return;
	for (int i = 0; i < k->nfn; i++) {
		cfg_free(&k->fn[i].g);
		free(k->fn[i].iaddr);
		free(k->fn[i].count);
	}
	for (int i = 0; i < k->nfiles; i++) {
		ir_file_free(&k->files[i]);
		free(k->stems[i]);
	}
	free(k->fn);
	free(k->files);
	free(k->stems);
	free(k->st);
	free(k);
}

int profiling_write(const struct profiling *k, const char *path)
{
	struct instr_profile p;
	struct strbuf text = { 0 };
	int rc;

	profiling_result(k, &p);
	instr_profile_format(&p, &text);
	rc = strbuf_write_file(&text, path);
	strbuf_free(&text);
	instr_profile_free(&p);
	return rc;
}

/* The training run's child: the golden trace of dir/plain, run as workload w runs at size,
 * into the FIFO fifo (its children's beside it). Does not return. */
static void train_child(const struct toolchain *tc, const char *dir, const char *workload,
			const char *size, const char *fifo, bool verbose)
{
	struct guest t;
	struct golden_opts g = { .size = size, .out = fifo, .quiet = true };
	struct run_opts o = { .verbose = verbose };
	int rc = guest_resolve(&t, tc->isa, NULL, workload, size, NULL, 0, verbose);

	int fd;

	if (rc == 0) {
		/* what it prints is not this command's output (aex check --json prints JSON) */
		int dn = open("/dev/null", O_WRONLY | O_CLOEXEC);

		if (dn >= 0) {
			dup2(dn, STDOUT_FILENO);
			close(dn);
		}
		free(t.binary);
		t.binary = util_xasprintf("%s/plain", dir);
		run_set_stdin("/dev/null");
		rc = golden_run(&t, &g, &o);
	}
	guest_free(&t);
	/* a run that never opened the FIFO leaves the reader waiting in its open: an empty
	 * trace ends it */
	fd = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd >= 0)
		close(fd);
	_exit(rc);
}

int profiling_train(const struct toolchain *tc, const char *dir, const char *workload,
		    const char *size, const char *out, bool verbose)
{
	char tmpl[] = "/tmp/aex-train.XXXXXX";
	char *fifo = NULL;
	struct profiling *k = profiling_open(tc, dir);
	struct util_argv sfx = { 0 }, paths = { 0 };
	int rc = 1, st;
	pid_t pid;

	if (!k)
		return 2;
	if (!mkdtemp(tmpl)) {
		util_error("mkdtemp: %s", strerror(errno));
		profiling_close(k);
		return 1;
	}
	fifo = util_xasprintf("%s/golden.trace", tmpl);
	if (mkfifo(fifo, 0600) < 0) {
		util_error("mkfifo: %s", strerror(errno));
	} else if ((pid = fork()) < 0) {
		util_error("fork: %s", strerror(errno));
	} else if (pid == 0) {
		train_child(tc, dir, workload, size, fifo, verbose);
	} else {
		/* the program's exit status is its own: what counts is its trace */
		rc = walk(k, fifo);
		if (rc != 0)
			kill(pid, SIGTERM);
		while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
			;
		if (rc != 0)
			util_error("the training run of %s at size %s gave no trace (status %d)",
				   workload, size, util_wait_status(st));
		traced_all_process_files(fifo, &sfx, &paths);
		for (int i = 1; i < paths.n && rc == 0; i++)
			rc = walk(k, paths.v[i]);
		if (rc == 0 && profiling_write(k, out) < 0)
			rc = 1;
	}
	util_remove_tree(tmpl);
	util_argv_free(&sfx);
	util_argv_free(&paths);
	free(fifo);
	profiling_close(k);
	return rc;
}
