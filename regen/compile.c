/* compile.c — schema to C. Each function of the program becomes a C function that replays it:
 * registers in an address slice are C variables, every instruction issues its fetch at its
 * plain address, loads and stores issue their computed addresses, impossible values and
 * witnesses are read from the event trace, conditional branches follow the witnesses, calls
 * call, and the program's setjmp/longjmp become the regenerator's own. No dynamic memory:
 * the C call stack mirrors the program's. */
#include "compile.h"
#include "aex_regen.h"
#include "aex_schema.h"
#include "elf.h"
#include "place.h"
#include "util.h"

#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct s_imm {
	int sym;               /* -1: a plain number */
	int32_t addend;
	int reloc;
};

enum { CTL_NONE, CTL_CALL, CTL_ICALL, CTL_SYS, CTL_TAIL };

/* How many registers a call can pass its callee: struct rg's pass[]; and the registers a
 * callee can return known, by number: its ret[] (regen/runtime/rg.h). */
#define RG_PASS AEX_SCHEMA_PASS
#define RG_RETS AEX_SCHEMA_RETS

struct s_insn {
	int size, words;
	int mem;               /* enum aex_mem; -1: a word the schema does not have */
	int msize, base, index;
	struct s_imm disp;
	int window;            /* 0, or 1 + the target's register-window operation */
	int op;                /* enum aex_op; -1 when not computed (no c= field) */
	int dst, dst2, src1, src2;
	struct s_imm imm;
	uint8_t v[8];
	uint8_t vw[8];         /* bytes recorded of each (1, 2, 4) */
	bool vs[8];            /* sign-extended */
	int nv;
	int treg;              /* recorded indirect target register, or -1 */
	int cond;              /* a conditional branch the regenerator decides: enum aex_cond;
				* AEX_COND_NONE for none */
	int bs1, bs2;          /* the registers it compares (-1: zero) */
	int ctl;
	bool dslot;            /* a call followed by its delay slot */
	bool skip;             /* never executed: control passes over it */
	char *callee;
};

struct s_block {
	int first, last, slot, sot, sof, bw, succ[2], nsucc;
	int end;               /* enum aex_end; -1: a word the schema does not have */
};

struct s_edge {
	int src, dst, taken, ew;
};

struct s_func {
	int k, fi, rank;
	int line;                 /* of its func line, for messages */
	char *name;
	bool global;
	int ninsns, nblocks, nedges, width;
	bool sp_caller;
	uint8_t entry[16], used[80], pass[RG_PASS], rets[RG_RETS];
	int npass, nrets;
	int nentry, nused;
	struct s_block *blocks;
	struct s_edge *edges;
	struct s_insn *insns;
	uint32_t plain, traced;   /* addresses */
	bool linked;
};

struct s_file {
	int k, nsyms;
	int last_fi;                /* of its latest func line (they increase) */
	char *path;
	char **syms;
	int nfuncs;
	char **alias, **alias_of;   /* other names of the file's functions */
	int naliases;
};

struct schema {
	char isa[16], placement[16];
	struct s_file *files;
	int nfiles;
	struct s_func *funcs;
	int nfuncs;
};

/* ---- .aex_syms ------------------------------------------------------------------------ */

int regen_read_syms(const char *elf, const char *section, struct regen_syms *syms)
{
	uint8_t *data;
	size_t len, pos = 0;
	bool be;

	memset(syms, 0, sizeof *syms);
	if (elf_read_section(elf, section, &data, &len, &be) < 0)
		return -1;
	while (pos + 8 <= len) {
		uint32_t k = elf_word(data + pos, be), n = elf_word(data + pos + 4, be);

		pos += 8;
		if (k > 100000 || n > (len - pos) / 4) {
			util_error("%s: malformed %s section at byte %zu", elf, section, pos - 8);
			free(data);
			regen_syms_free(syms);
			return -1;
		}
		if ((int)k >= syms->nfiles) {
			int nf = (int)k + 1;
			syms->words = util_xrealloc(syms->words, (size_t)nf * sizeof *syms->words);
			syms->count = util_xrealloc(syms->count, (size_t)nf * sizeof *syms->count);
			for (int i = syms->nfiles; i < nf; i++) {
				syms->words[i] = NULL;
				syms->count[i] = 0;
			}
			syms->nfiles = nf;
		}
		syms->words[k] = util_xmalloc(n * sizeof(uint32_t) + 1);
		syms->count[k] = (int)n;
		for (uint32_t i = 0; i < n; i++)
			syms->words[k][i] = elf_word(data + pos + 4 * i, be);
		pos += 4 * n;
	}
	free(data);
	return 0;
}

void regen_syms_free(struct regen_syms *syms)
{
	for (int i = 0; i < syms->nfiles; i++)
		free(syms->words[i]);
	free(syms->words);
	free(syms->count);
	memset(syms, 0, sizeof *syms);
}

/* ---- schema parsing ------------------------------------------------------------------- */

struct parser {
	const char *path;
	int line;
	bool bad;
};

static void perr(struct parser *p, const char *what)
{
	if (!p->bad)
		fprintf(stderr, "%s:%d: error: %s\n", p->path, p->line, what);
	p->bad = true;
}

/* The branch conditions of br= (enum ir_cond) and how the regenerator evaluates each: a C
 * expression of the two compared registers, the flags ones of a flags register in the first
 * (N bit 3, Z bit 2, V bit 1, C bit 0). */
#define F_N "(%1$s >> 3 & 1u)"
#define F_Z "(%1$s >> 2 & 1u)"
#define F_V "(%1$s >> 1 & 1u)"
#define F_C "(%1$s & 1u)"
static const char *const cond_fmt[AEX_CONDS] = {
	[AEX_COND_EQ] = "%1$s == %2$s", [AEX_COND_NE] = "%1$s != %2$s",
	[AEX_COND_LEZ] = "(int32_t)%1$s <= 0", [AEX_COND_GTZ] = "(int32_t)%1$s > 0",
	[AEX_COND_LTZ] = "(int32_t)%1$s < 0", [AEX_COND_GEZ] = "(int32_t)%1$s >= 0",
	[AEX_COND_FZ] = F_Z, [AEX_COND_FNZ] = "!" F_Z,
	[AEX_COND_FGT] = "!(" F_Z " | (" F_N " ^ " F_V "))",
	[AEX_COND_FLE] = "(" F_Z " | (" F_N " ^ " F_V "))",
	[AEX_COND_FGE] = "!(" F_N " ^ " F_V ")", [AEX_COND_FLT] = "(" F_N " ^ " F_V ")",
	[AEX_COND_FGTU] = "!(" F_C " | " F_Z ")", [AEX_COND_FLEU] = "(" F_C " | " F_Z ")",
	[AEX_COND_FGEU] = "!" F_C, [AEX_COND_FLTU] = F_C, [AEX_COND_FPOS] = "!" F_N,
	[AEX_COND_FNEG] = F_N, [AEX_COND_FVC] = "!" F_V, [AEX_COND_FVS] = F_V,
};

static int parse_reg(const char *s)
{
	return strcmp(s, "-") == 0 ? -1 : atoi(s);
}

static void parse_imm(const char *s, struct s_imm *imm)
{
	int sym, addend, reloc;

	if (sscanf(s, "%d:%d:%d", &sym, &addend, &reloc) == 3) {
		imm->sym = sym;
		imm->addend = addend;
		imm->reloc = reloc;
	} else {
		imm->sym = -1;
		imm->addend = (int32_t)strtol(s, NULL, 10);
		imm->reloc = 0;
	}
}

/* Splits s at ch into at most max fields (in place). */
static int split(char *s, char ch, char **f, int max)
{
	int n = 0;

	while (n < max) {
		f[n++] = s;
		s = strchr(s, ch);
		if (!s)
			break;
		*s++ = '\0';
	}
	return n;
}

static void parse_insn(struct parser *p, struct s_func *fn, char *rest)
{
	char *tok, *save = NULL, *f[8];
	int idx;
	struct s_insn *in;

	tok = strtok_r(rest, " ", &save);
	if (!tok || (idx = atoi(tok)) < 0 || idx >= fn->ninsns) {
		perr(p, "bad instruction index");
		return;
	}
	in = &fn->insns[idx];
	while ((tok = strtok_r(NULL, " ", &save))) {
		if (strncmp(tok, "size=", 5) == 0) {
			in->size = atoi(tok + 5);
		} else if (strncmp(tok, "words=", 6) == 0) {
			in->words = atoi(tok + 6);
			if (in->words < 1 || in->words > 64) {
				perr(p, "bad words= field");
				return;
			}
		} else if (strncmp(tok, "m=", 2) == 0) {
			if (split(tok + 2, ',', f, 4) != 4) {
				perr(p, "bad m= field");
				return;
			}
			in->mem = aex_schema_word(f[0], aex_mem_word, AEX_MEMS);
			in->msize = atoi(f[1]);
			in->base = parse_reg(f[2]);
			parse_imm(f[3], &in->disp);
		} else if (strncmp(tok, "c=", 2) == 0) {
			if (split(tok + 2, ',', f, 6) != 6) {
				perr(p, "bad c= field");
				return;
			}
			in->op = aex_schema_word(f[0], aex_op_word, AEX_OPS);
			if (in->op < 0) {
				perr(p, "unknown operation in c=");
				return;
			}
			in->dst = parse_reg(f[1]);
			in->dst2 = parse_reg(f[2]);
			in->src1 = parse_reg(f[3]);
			in->src2 = parse_reg(f[4]);
			parse_imm(f[5], &in->imm);
		} else if (strncmp(tok, "v=", 2) == 0) {
			int n = split(tok + 2, ',', f, 8);
			for (int i = 0; i < n && in->nv < 8; i++) {
				char *w = strchr(f[i], ':');

				in->vw[in->nv] = 4;
				in->vs[in->nv] = false;
				if (w) {
					in->vw[in->nv] = (uint8_t)atoi(w + 1);
					in->vs[in->nv] = strchr(w, 's') != NULL;
					if (in->vw[in->nv] != 1 && in->vw[in->nv] != 2) {
						perr(p, "bad value width in v=");
						return;
					}
				}
				if (atoi(f[i]) < 0 || atoi(f[i]) >= IR_MAX_REGS) {
					perr(p, "bad register in v=");
					return;
				}
				in->v[in->nv++] = (uint8_t)atoi(f[i]);
			}
		} else if (strncmp(tok, "x=", 2) == 0) {
			in->index = atoi(tok + 2);
		} else if (strncmp(tok, "w=", 2) == 0) {
			in->window = atoi(tok + 2);
		} else if (strncmp(tok, "t=", 2) == 0) {
			in->treg = atoi(tok + 2);
		} else if (strncmp(tok, "br=", 3) == 0) {
			if (split(tok + 3, ',', f, 3) != 3) {
				perr(p, "bad br= field");
				return;
			}
			in->cond = aex_schema_word(f[0], aex_cond_word, AEX_CONDS);
			if (in->cond <= AEX_COND_NONE) {
				perr(p, "unknown branch condition in br=");
				return;
			}
			in->bs1 = parse_reg(f[1]);
			in->bs2 = parse_reg(f[2]);
		} else if (strncmp(tok, "call=", 5) == 0 || strncmp(tok, "tail=", 5) == 0) {
			in->ctl = tok[0] == 'c' ? CTL_CALL : CTL_TAIL;
			free(in->callee);
			in->callee = util_xstrdup(tok + 5);
		} else if (strcmp(tok, "d") == 0) {
			in->dslot = true;
		} else if (strcmp(tok, "skip") == 0) {
			in->skip = true;
		} else if (strcmp(tok, "icall") == 0) {
			in->ctl = CTL_ICALL;
		} else if (strcmp(tok, "sys") == 0) {
			in->ctl = CTL_SYS;
		} else {
			perr(p, "unknown instruction field");
			return;
		}
	}
}

/* The registers of an entry, pass or used line; false when there are more than max or one
 * is not a register number. */
static bool regs_line(char *rest, uint8_t *regs, int *n, int max)
{
	char *save = NULL;

	for (char *t = strtok_r(rest, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
		int r = atoi(t);

		if (*n == max || r < 0 || r >= IR_MAX_REGS)
			return false;
		regs[(*n)++] = (uint8_t)r;
	}
	return true;
}

/* Instructions, blocks or edges of a function, symbols of a file: more is a damaged schema
 * (refused, never allocated); and all of them together in one schema. */
#define SCHEMA_MAX (1 << 20)
#define SCHEMA_TOTAL_MAX (1 << 22)

/* A function's name as the regenerator's C quotes it: an assembler symbol's characters. */
static bool name_ok(const char *name)
{
	for (const char *c = name; *c; c++)
		if (!isalnum((unsigned char)*c) && *c != '_' && *c != '.' && *c != '$')
			return false;
	return *name != '\0';
}

static bool reg_ok(int r)
{
	return r >= -1 && r < IR_MAX_REGS;
}

static bool imm_ok(const struct s_imm *imm, const struct s_file *f)
{
	return imm->sym >= -1 && imm->sym < f->nsyms && imm->reloc >= 0;
}

/* What code generation relies on, checked once the whole schema is read: every index in
 * range, every field one the instrumenter writes. A schema that fails is damaged. */
static void check_func(struct parser *p, const struct schema *s, const struct s_func *fn)
{
	const struct s_file *f = NULL;
	const char *what = NULL;
	int at = 0;

	for (int i = 0; i < s->nfiles; i++)
		if (s->files[i].k == fn->k)
			f = &s->files[i];
	for (int b = 0; b < fn->nblocks && !what; b++) {
		const struct s_block *bl = &fn->blocks[b];
		/* the successors its end needs */
		int need = bl->end < 0 || bl->end >= AEX_ENDS	  ? -1
			   : bl->end == AEX_END_CBRANCH			  ? 2
			   : bl->end == AEX_END_FALL || bl->end == AEX_END_JUMP ? 1
									  : 0;

		if (need < 0 || bl->nsucc < need)
			what = "a block's end or successors";
		else if (bl->first < 0 || bl->first > bl->last || bl->last >= fn->ninsns ||
			 (bl->slot != -1 && (bl->slot <= bl->first || bl->slot > bl->last)))
			what = "a block's instructions";
		for (int k = 0; k < bl->nsucc; k++)
			if (bl->succ[k] < 0 || bl->succ[k] >= fn->nedges)
				what = "a block's successor edge";
		if (!what && (need == 1 && fn->edges[bl->succ[0]].dst < 0 &&
			      fn->edges[bl->succ[0]].src >= 0))
			what = "a fall-through or jump to no block";
		at = b;
	}
	for (int e = 0; e < fn->nedges && !what; e++) {
		const struct s_edge *ed = &fn->edges[e];

		if (ed->src < 0 || ed->src >= fn->nblocks || ed->dst < -1 || ed->dst >= fn->nblocks ||
		    ed->ew < -1)
			what = "an edge";
		at = e;
	}
	for (int i = 0; i < fn->ninsns && !what; i++) {
		const struct s_insn *in = &fn->insns[i];
		bool mem = in->mem >= 0 && in->mem < AEX_MEMS;

		at = i;
		if (in->size < 1 || in->size > 1024 || in->size % in->words)
			what = "an instruction's size";
		else if (!mem || (in->mem != AEX_MEM_NONE && (in->msize < 1 || in->msize > 8)))
			what = "an instruction's access";
		else if (!reg_ok(in->base) || !reg_ok(in->index) || !reg_ok(in->dst) ||
			 !reg_ok(in->dst2) || !reg_ok(in->src1) || !reg_ok(in->src2) ||
			 !reg_ok(in->bs1) || !reg_ok(in->bs2) || !reg_ok(in->treg))
			what = "an instruction's registers";
		else if (!f || !imm_ok(&in->imm, f) || !imm_ok(&in->disp, f))
			what = "an instruction's immediate";
		else if (in->window < 0 || ((in->ctl == CTL_CALL || in->ctl == CTL_TAIL) != !!in->callee))
			what = "an instruction's control";
	}
	for (int k = 0; k < fn->nblocks && !what; k++)
		if (fn->blocks[k].end == AEX_END_TAILCALL &&
		    fn->insns[fn->blocks[k].slot >= 0 ? fn->blocks[k].slot - 1 : fn->blocks[k].last]
				    .ctl != CTL_TAIL)
			what = "a tail call's block", at = k;
	if (what) {
		if (!p->bad)
			fprintf(stderr, "%s:%d: error: function %s: %s (%d) out of range\n", p->path,
				fn->line, fn->name, what, at);
		p->bad = true;
	}
}

/* Reading a schema: where it is, what it has read so far. */
struct reader {
	struct parser p;
	struct schema *s;
	struct s_func *fn;     /* the function whose lines come, or NULL */
	int fcap, filecap;
	long total;            /* instructions, blocks, edges and symbols so far */
};

/* `file K PATH NSYMS` */
static void read_file_line(struct reader *r, const char *rest)
{
	struct schema *s = r->s;
	struct s_file *f;
	char fpath[4096];

	if (s->nfiles == r->filecap) {
		r->filecap = r->filecap ? 2 * r->filecap : 64;
		s->files = util_xrealloc(s->files, (size_t)r->filecap * sizeof *s->files);
	}
	f = &s->files[s->nfiles++];
	memset(f, 0, sizeof *f);
	if (sscanf(rest, "%d %4095s %d", &f->k, fpath, &f->nsyms) != 3 || f->k < 0 ||
	    f->nsyms < 0 || f->nsyms > SCHEMA_MAX || (r->total += f->nsyms) > SCHEMA_TOTAL_MAX) {
		memset(f, 0, sizeof *f);
		perr(&r->p, "bad file line");
		return;
	}
	for (int i = 0; i < s->nfiles - 1; i++)
		if (s->files[i].k == f->k) {
			memset(f, 0, sizeof *f);
			perr(&r->p, "a file number given twice");
			return;
		}
	f->path = util_xstrdup(fpath);
	f->last_fi = -1;
	f->syms = util_xmalloc((size_t)(f->nsyms + 1) * sizeof *f->syms);
	for (int j = 0; j < f->nsyms; j++)
		f->syms[j] = NULL;
}

/* `alias NAME OF` and `sym J NAME` of the latest file */
static void read_name_line(struct reader *r, const char *kw, const char *rest)
{
	struct s_file *f = r->s->nfiles ? &r->s->files[r->s->nfiles - 1] : NULL;
	char a[1024], b[1024];
	int j;

	if (kw[0] == 'a') {
		if (!f || sscanf(rest, "%1023s %1023s", a, b) != 2) {
			perr(&r->p, "bad alias line");
			return;
		}
		f->alias = util_xrealloc(f->alias, (size_t)(f->naliases + 1) * sizeof *f->alias);
		f->alias_of = util_xrealloc(f->alias_of,
					    (size_t)(f->naliases + 1) * sizeof *f->alias_of);
		f->alias[f->naliases] = util_xstrdup(a);
		f->alias_of[f->naliases++] = util_xstrdup(b);
		return;
	}
	if (!f || sscanf(rest, "%d %1023s", &j, a) != 2 || j < 0 || j >= f->nsyms || f->syms[j]) {
		perr(&r->p, "bad sym line");
		return;
	}
	f->syms[j] = util_xstrdup(a);
}

/* A new function's arrays, every instruction with the fields it has when the schema says
 * nothing of them. */
static void func_alloc(struct s_func *fn)
{
	fn->blocks = util_xmalloc((size_t)fn->nblocks * sizeof *fn->blocks);
	memset(fn->blocks, 0, (size_t)fn->nblocks * sizeof *fn->blocks);
	fn->edges = util_xmalloc((size_t)(fn->nedges + 1) * sizeof *fn->edges);
	for (int e = 0; e <= fn->nedges; e++)   /* an edge line never given: refused */
		fn->edges[e] = (struct s_edge){ .src = -1, .dst = -1, .ew = -1 };
	fn->insns = util_xmalloc((size_t)fn->ninsns * sizeof *fn->insns);
	memset(fn->insns, 0, (size_t)fn->ninsns * sizeof *fn->insns);
	for (int i = 0; i < fn->ninsns; i++) {
		fn->insns[i].size = 4;
		fn->insns[i].words = 1;
		fn->insns[i].mem = AEX_MEM_NONE;
		fn->insns[i].op = -1;
		fn->insns[i].treg = -1;
		fn->insns[i].index = -1;
		fn->insns[i].imm.sym = fn->insns[i].disp.sym = -1;
	}
}

/* `func K FI NAME VIS NINSNS NBLOCKS NEDGES WIDTH`: the function whose lines follow */
static void read_func_line(struct reader *r, const char *rest)
{
	struct schema *s = r->s;
	struct s_func *fn;
	char name[1024], vis[16];

	if (s->nfuncs == r->fcap) {
		r->fcap = r->fcap ? 2 * r->fcap : 256;
		s->funcs = util_xrealloc(s->funcs, (size_t)r->fcap * sizeof *s->funcs);
	}
	fn = r->fn = &s->funcs[s->nfuncs++];
	memset(fn, 0, sizeof *fn);
	if (sscanf(rest, "%d %d %1023s %15s %d %d %d %d", &fn->k, &fn->fi, name, vis, &fn->ninsns,
		   &fn->nblocks, &fn->nedges, &fn->width) != 8 ||
	    fn->ninsns <= 0 || fn->nblocks <= 0 || fn->nedges < 0 || fn->ninsns > SCHEMA_MAX ||
	    fn->nblocks > SCHEMA_MAX || fn->nedges > SCHEMA_MAX ||
	    (fn->width != 1 && fn->width != 2) || !s->nfiles ||
	    s->files[s->nfiles - 1].k != fn->k || fn->fi <= s->files[s->nfiles - 1].last_fi ||
	    !name_ok(name) ||
	    (r->total += (long)fn->ninsns + fn->nblocks + fn->nedges) > SCHEMA_TOTAL_MAX) {
		memset(fn, 0, sizeof *fn);   /* nothing of it allocated */
		perr(&r->p, "bad func line");
		return;
	}
	fn->name = util_xstrdup(name);
	fn->line = r->p.line;
	fn->global = strcmp(vis, "global") == 0;
	fn->rank = s->files[s->nfiles - 1].nfuncs++;
	s->files[s->nfiles - 1].last_fi = fn->fi;
	func_alloc(fn);
}

/* `block B FIRST LAST END SLOT SOT SOF BW SUCC...` */
static void read_block_line(struct reader *r, const char *rest)
{
	struct s_block b = { 0 };
	char end[8], *e;
	const char *q;
	int idx, c;

	if (sscanf(rest, "%d %d %d %7s %d %d %d %d%n", &idx, &b.first, &b.last, end, &b.slot,
		   &b.sot, &b.sof, &b.bw, &c) != 8 || idx < 0 || idx >= r->fn->nblocks) {
		perr(&r->p, "bad block line");
		return;
	}
	b.end = aex_schema_word(end, aex_end_word, AEX_ENDS);
	for (q = rest + c; b.nsucc < 2; q = e) {
		long v = strtol(q, &e, 10);

		if (e == q)
			break;
		b.succ[b.nsucc++] = (int)v;
	}
	r->fn->blocks[idx] = b;
}

/* `edge E SRC DST TAKEN EW` */
static void read_edge_line(struct reader *r, const char *rest)
{
	struct s_edge e;
	int idx;

	if (sscanf(rest, "%d %d %d %d %d", &idx, &e.src, &e.dst, &e.taken, &e.ew) != 5 || idx < 0 ||
	    idx >= r->fn->nedges) {
		perr(&r->p, "bad edge line");
		return;
	}
	r->fn->edges[idx] = e;
}

/* A line of the function r->fn (keyword kw, the rest after it). */
static void read_func_part(struct reader *r, const char *kw, char *rest)
{
	struct s_func *fn = r->fn;

	if (strcmp(kw, "sp") == 0) {
		fn->sp_caller = strstr(rest, "caller") != NULL;
	} else if (strcmp(kw, "entry") == 0) {
		if (!regs_line(rest, fn->entry, &fn->nentry, 16))
			perr(&r->p, "bad entry line");
	} else if (strcmp(kw, "pass") == 0) {
		if (!regs_line(rest, fn->pass, &fn->npass, RG_PASS))
			perr(&r->p, "bad pass line");
	} else if (strcmp(kw, "rets") == 0) {
		if (!regs_line(rest, fn->rets, &fn->nrets, RG_RETS))
			perr(&r->p, "bad rets line");
		for (int k = 0; k < fn->nrets; k++)
			if (fn->rets[k] >= RG_RETS)
				perr(&r->p, "a rets register out of range");
	} else if (strcmp(kw, "used") == 0) {
		if (!regs_line(rest, fn->used, &fn->nused, 80))
			perr(&r->p, "bad used line");
	} else if (strcmp(kw, "block") == 0) {
		read_block_line(r, rest);
	} else if (strcmp(kw, "edge") == 0) {
		read_edge_line(r, rest);
	} else if (strcmp(kw, "i") == 0) {
		parse_insn(&r->p, fn, rest);
	} else if (strcmp(kw, "end") == 0) {
		r->fn = NULL;
	} else {
		perr(&r->p, "unknown line");
	}
}

/* One line of the schema (keyword kw, the rest after it). */
static void read_line(struct reader *r, const char *kw, char *rest)
{
	if (strcmp(kw, "aex-schema") == 0) {
		if (atoi(rest) != 4)
			perr(&r->p, "unsupported schema version (this aex reads version 4: rebuild "
				    "the program)");
	} else if (strcmp(kw, "techniques") == 0) {
		/* informational: the values' widths say what the regenerator reads */
	} else if (strcmp(kw, "isa") == 0) {
		sscanf(rest, "%15s", r->s->isa);
	} else if (strcmp(kw, "placement") == 0) {
		sscanf(rest, "%15s", r->s->placement);
	} else if (strcmp(kw, "file") == 0) {
		read_file_line(r, rest);
	} else if (strcmp(kw, "alias") == 0 || strcmp(kw, "sym") == 0) {
		read_name_line(r, kw, rest);
	} else if (strcmp(kw, "func") == 0) {
		read_func_line(r, rest);
	} else if (!r->fn) {
		perr(&r->p, "unknown line outside a function");
	} else {
		read_func_part(r, kw, rest);
	}
}

static int parse_schema(const char *path, const char *text, struct schema *s)
{
	struct reader r = { .p = { .path = path }, .s = s };
	char *copy = util_xstrdup(text), *save = NULL;

	memset(s, 0, sizeof *s);
	for (char *line = strtok_r(copy, "\n", &save); line && !r.p.bad;
	     line = strtok_r(NULL, "\n", &save)) {
		char kw[16];
		int n;

		r.p.line++;
		if (sscanf(line, " %15s%n", kw, &n) == 1)
			read_line(&r, kw, line + n);
	}
	free(copy);
	for (int i = 0; i < s->nfuncs && !r.p.bad; i++)
		check_func(&r.p, s, &s->funcs[i]);
	return r.p.bad ? -1 : 0;
}

static void schema_free(struct schema *s)
{
	for (int i = 0; i < s->nfiles; i++) {
		for (int j = 0; j < s->files[i].nsyms; j++)
			free(s->files[i].syms[j]);
		free(s->files[i].syms);
		free(s->files[i].path);
		for (int j = 0; j < s->files[i].naliases; j++) {
			free(s->files[i].alias[j]);
			free(s->files[i].alias_of[j]);
		}
		free(s->files[i].alias);
		free(s->files[i].alias_of);
	}
	for (int i = 0; i < s->nfuncs; i++) {
		struct s_func *fn = &s->funcs[i];

		for (int j = 0; j < fn->ninsns; j++)
			free(fn->insns[j].callee);
		free(fn->insns);
		free(fn->blocks);
		free(fn->edges);
		free(fn->name);
	}
	free(s->files);
	free(s->funcs);
	memset(s, 0, sizeof *s);
}

/* ---- code generation ------------------------------------------------------------------ */

struct gen {
	const struct target *t;
	const struct schema *s;
	bool blocks;           /* blocks placement: successors tell themselves by their witness */
	const struct regen_syms *plain;
	struct strbuf *out;
	bool bad;
	int ncalls;            /* the current function's call sites so far (resumable points) */
	int fid;               /* the current function's index among the schema's */
	bool setjmps[4096];    /* its call sites that call setjmp (bounded: none beyond) */
};

/* Before a call: where a resumed frame calls its callee again (K<k>). */
static void gen_call_label(struct gen *g)
{
	strbuf_addf(g->out, "K%d:\n", g->ncalls);
}

/* After a call: a frame of a capture waiting for its outer frames records itself here
 * (rg_capture), and resumes here (K<k>_p) when it was not the capture's. */
static void gen_call_hook(struct gen *g)
{
	strbuf_addf(g->out, "\tif (RG_UNLIKELY(rg->capturing)) { site_ = %d; goto CAP_; }\nK%d_p: ;\n",
		    -(g->ncalls + 1), g->ncalls);
	g->ncalls++;
}

static const struct s_file *file_of(const struct schema *s, int k)
{
	for (int i = 0; i < s->nfiles; i++)
		if (s->files[i].k == k)
			return &s->files[i];
	return NULL;
}

static uint32_t sym_value(struct gen *g, int k, int j)
{
	const struct s_file *f = file_of(g->s, k);

	return g->plain->words[k][2 * f->nfuncs + j];
}

/* The C expression of an immediate (a constant). */
static void put_imm(struct gen *g, int k, const struct s_imm *imm)
{
	if (imm->sym < 0) {
		strbuf_addf(g->out, "0x%xu", (uint32_t)imm->addend);
		return;
	}
	{
		uint32_t v = sym_value(g, k, imm->sym) + (uint32_t)imm->addend;
		const char *tmpl;

		assert(imm->reloc < g->t->nrelocs);
		tmpl = g->t->reloc_c_exprs[imm->reloc];

		strbuf_puts(g->out, "(uint32_t)(");
		for (const char *c = tmpl; *c; c++) {
			if (*c == 'V' && (c == tmpl || !isalnum((unsigned char)c[-1])) &&
			    !isalnum((unsigned char)c[1]))
				strbuf_addf(g->out, "0x%xu", v);
			else
				strbuf_add(g->out, c, 1);
		}
		strbuf_puts(g->out, ")");
	}
}

static void put_src(struct gen *g, int r)
{
	if (r < 0 || r == g->t->zero_reg)
		strbuf_puts(g->out, "0u");
	else
		strbuf_addf(g->out, "r%d", r);
}

/* src2 if present, else the immediate. */
static void put_operand2(struct gen *g, int k, const struct s_insn *in)
{
	if (in->src2 >= 0)
		put_src(g, in->src2);
	else
		put_imm(g, k, &in->imm);
}

/* The condition-code operations: the operator, and how V and C come out (0 when absent). */
static const struct cc_op {
	const char *bin, *vc;
} cc_ops[AEX_OPS] = {
	[AEX_OP_ADDCC] = { "+", " | ((~(a_ ^ b_) & (a_ ^ v_)) >> 31) << 1 | (uint32_t)(v_ < a_)" },
	[AEX_OP_SUBCC] = { "-", " | (((a_ ^ b_) & (a_ ^ v_)) >> 31) << 1 | (uint32_t)(a_ < b_)" },
	[AEX_OP_ANDCC] = { "&", "" },
	[AEX_OP_ORCC] = { "|", "" },
	[AEX_OP_XORCC] = { "^", "" },
};

/* The C operator of the operations that are one. */
static const char *const binops[AEX_OPS] = {
	[AEX_OP_ADD] = "+", [AEX_OP_SUB] = "-", [AEX_OP_AND] = "&", [AEX_OP_OR] = "|",
	[AEX_OP_XOR] = "^",
};

/* `rD = <prefix>src1<mid>operand2<suffix>;` */
static void gen_binary(struct gen *g, int k, const struct s_insn *in, const char *prefix,
		       const char *mid, const char *suffix)
{
	strbuf_addf(g->out, "\tr%d = %s", in->dst, prefix);
	put_src(g, in->src1);
	strbuf_puts(g->out, mid);
	put_operand2(g, k, in);
	strbuf_addf(g->out, "%s;\n", suffix);
}

/* A 32 x 32 -> 64 bit product: dst the low word, dst2 the high word. */
static void gen_product(struct gen *g, int k, const struct s_insn *in)
{
	struct strbuf *o = g->out;
	bool sgn = in->op == AEX_OP_MULT || in->op == AEX_OP_MUL32;
	const char *cast = sgn ? "(int64_t)(int32_t)" : "(uint64_t)";

	strbuf_addf(o, "\t{ uint64_t p_ = (uint64_t)(%s", cast);
	put_src(g, in->src1);
	strbuf_addf(o, " * %s", cast);
	put_operand2(g, k, in);
	strbuf_puts(o, ");");
	if (in->dst >= 0)
		strbuf_addf(o, " r%d = (uint32_t)p_;", in->dst);
	if (in->dst2 >= 0)
		strbuf_addf(o, " r%d = (uint32_t)(p_ >> 32);", in->dst2);
	strbuf_puts(o, " }\n");
}

/* The result and its condition codes (include/aex_schema.h, AEX_SCHEMA_OPS). */
static void gen_cc(struct gen *g, int k, const struct s_insn *in)
{
	struct strbuf *o = g->out;
	const struct cc_op *cc = &cc_ops[in->op];

	strbuf_puts(o, "\t{ uint32_t a_ = ");
	put_src(g, in->src1);
	strbuf_puts(o, ", b_ = ");
	put_operand2(g, k, in);
	strbuf_addf(o, ", v_ = a_ %s b_;", cc->bin);
	if (in->dst >= 0)
		strbuf_addf(o, " r%d = v_;", in->dst);
	if (in->dst2 >= 0)
		strbuf_addf(o, " r%d = (v_ >> 31) << 3 | (uint32_t)(v_ == 0) << 2%s;", in->dst2,
			    cc->vc);
	strbuf_puts(o, " }\n");
}

static void gen_compute(struct gen *g, int k, const struct s_insn *in)
{
	struct strbuf *o = g->out;
	char mid[8];

	if (in->dst == g->t->zero_reg)
		return;
	switch (in->op) {
	case AEX_OP_ADD: case AEX_OP_SUB: case AEX_OP_AND: case AEX_OP_OR: case AEX_OP_XOR:
		snprintf(mid, sizeof mid, " %s ", binops[in->op]);
		gen_binary(g, k, in, "", mid, "");
		break;
	case AEX_OP_MOVE:
		strbuf_addf(o, "\tr%d = ", in->dst);
		put_src(g, in->src1);
		strbuf_puts(o, ";\n");
		break;
	case AEX_OP_CONST:
		strbuf_addf(o, "\tr%d = ", in->dst);
		put_imm(g, k, &in->imm);
		strbuf_puts(o, ";\n");
		break;
	case AEX_OP_NOR:
		gen_binary(g, k, in, "~(", " | ", ")");
		break;
	case AEX_OP_SLL: case AEX_OP_SRL:
		gen_binary(g, k, in, "", in->op == AEX_OP_SLL ? " << (" : " >> (", " & 31u)");
		break;
	case AEX_OP_SRA:
		gen_binary(g, k, in, "(uint32_t)((int32_t)", " >> (", " & 31u))");
		break;
	case AEX_OP_SLT:
		gen_binary(g, k, in, "(int32_t)", " < (int32_t)", "");
		break;
	case AEX_OP_SLTU:
		gen_binary(g, k, in, "", " < ", "");
		break;
	case AEX_OP_MULT: case AEX_OP_MULTU: case AEX_OP_MUL32: case AEX_OP_UMUL32:
		gen_product(g, k, in);
		break;
	case AEX_OP_ADDCC: case AEX_OP_SUBCC: case AEX_OP_ANDCC: case AEX_OP_ORCC:
	case AEX_OP_XORCC:
		gen_cc(g, k, in);
		break;
	default:
		fprintf(stderr, "aex: error: schema: operation '%s' cannot be recomputed\n",
			aex_op_word(in->op));
		g->bad = true;
	}
}

/* Does the access read memory (a load, a swap, an unaligned load's part)? */
static bool mem_reads(const struct s_insn *in)
{
	return in->mem == AEX_MEM_LOAD || in->mem == AEX_MEM_LOADSTORE ||
	       in->mem == AEX_MEM_LOAD_LEFT || in->mem == AEX_MEM_LOAD_RIGHT;
}

/* The records of one instruction: fetch, then its data accesses. */
static void gen_access(struct gen *g, int k, uint32_t pc, const struct s_insn *in)
{
	struct strbuf *o = g->out;

	if (in->words > 1)      /* a macro: its words one after the other */
		for (int w = 0; w < in->words; w++)
			strbuf_addf(o, "\tRG_FS(rg, %d, 0x%xu);\n", in->size / in->words,
				    pc + (uint32_t)(w * (in->size / in->words)));
	else if (in->size == 4)
		strbuf_addf(o, "\tRG_F(rg, 0x%xu);\n", pc);
	else
		strbuf_addf(o, "\tRG_FS(rg, %d, 0x%xu);\n", in->size, pc);
	if (in->mem == AEX_MEM_NONE)
		return;
	strbuf_puts(o, "\t{ uint32_t a_ = ");
	put_src(g, in->base);
	strbuf_puts(o, " + ");
	if (in->index >= 0) {
		put_src(g, in->index);
		strbuf_puts(o, " + ");
	}
	put_imm(g, k, &in->disp);
	strbuf_puts(o, ";");
	if (in->mem == AEX_MEM_LOAD)
		strbuf_addf(o, " RG_RD(rg, %d, a_);", in->msize);
	else if (in->mem == AEX_MEM_STORE)
		strbuf_addf(o, " RG_WR(rg, %d, a_);", in->msize);
	else if (in->mem == AEX_MEM_LOADSTORE)
		strbuf_addf(o, " RG_RD(rg, %d, a_); RG_WR(rg, %d, a_);", in->msize, in->msize);
	else if (in->mem == AEX_MEM_LOAD_LEFT || in->mem == AEX_MEM_STORE_LEFT)   /* A .. A|3 */
		strbuf_addf(o, " RG_%s(rg, 4 - (a_ & 3u), a_);", mem_reads(in) ? "RD" : "WR");
	else                          /* bytes A&~3 .. A */
		strbuf_addf(o, " RG_%s(rg, (a_ & 3u) + 1, a_ & ~3u);", mem_reads(in) ? "RD" : "WR");
	strbuf_puts(o, " }\n");
}

/* The values recorded after in, read with their widths, counted by kind. */
static void gen_values(struct gen *g, const struct s_insn *in)
{
	const char *kind = in->ctl == CTL_CALL || in->ctl == CTL_ICALL ? "AEX_VALUE_CALL"
			   : in->ctl == CTL_SYS				   ? "AEX_VALUE_SYSCALL"
			   : mem_reads(in)				   ? "AEX_VALUE_LOAD"
									   : "AEX_VALUE_OTHER";

	for (int i = 0; i < in->nv; i++) {
		if (in->vs[i])
			strbuf_addf(g->out, "\tr%d = (uint32_t)(int32_t)(int%d_t)rg_value(rg, %d, %s);\n",
				    in->v[i], 8 * in->vw[i], in->vw[i], kind);
		else
			strbuf_addf(g->out, "\tr%d = rg_value(rg, %d, %s);\n", in->v[i], in->vw[i],
				    kind);
	}
}

static const struct s_func *find_func(const struct schema *s, int k, const char *name);

/* The function a call of name from file k reaches: a function of that name (the caller's
 * file's, else a global one), else another name of a function (in the caller's file first).
 * A function beats an alias: rt's public names are weak aliases, which a program's own
 * function of the same name overrides (docs/rt.md, "Names"). */
static const struct s_func *find_callee(const struct schema *s, int k, const char *name)
{
	const struct s_func *fn = find_func(s, k, name);

	if (fn)
		return fn;
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < s->nfiles; i++) {
			const struct s_file *f = &s->files[i];

			if ((pass == 0) != (f->k == k))
				continue;
			for (int j = 0; j < f->naliases; j++)
				if (strcmp(f->alias[j], name) == 0)
					return find_func(s, f->k, f->alias_of[j]);
		}
	return NULL;
}

static const struct s_func *find_func(const struct schema *s, int k, const char *name)
{
	const struct s_func *global = NULL;

	for (int i = 0; i < s->nfuncs; i++) {
		const struct s_func *f = &s->funcs[i];
		if (strcmp(f->name, name) != 0 || !f->linked)
			continue;
		if (f->k == k)
			return f;
		if (f->global)
			global = f;
	}
	return global;
}

static bool is_setjmp(const char *name)
{
	return strcmp(name, "setjmp") == 0 || strcmp(name, "_setjmp") == 0;
}

static bool is_longjmp(const char *name)
{
	return strcmp(name, "longjmp") == 0 || strcmp(name, "_longjmp") == 0;
}

static int first_access(const struct s_func *fn)
{
	for (int i = 0; i < fn->ninsns; i++)
		if (fn->insns[i].mem != AEX_MEM_NONE)
			return i;
	return -1;
}

/* The register holding a jmp_buf in setjmp/longjmp: the base of their first access. */
static int jmpbuf_reg(const struct s_func *fn)
{
	int i = first_access(fn);

	return i < 0 ? -1 : fn->insns[i].base;
}

static uint32_t pc_of(const struct s_func *fn, int i)
{
	uint32_t pc = fn->plain;

	for (int j = 0; j < i; j++)
		pc += (uint32_t)fn->insns[j].size;
	return pc;
}

static bool is_used(const struct s_func *fn, int r)
{
	for (int k = 0; k < fn->nused; k++)
		if (fn->used[k] == r)
			return true;
	return false;
}

/* A register-window operation: the result from the old window's sources, the window's moves
 * (all at once), then the result into dst in the new window. Moves between registers the
 * function does not keep are left out: nothing reads them. */
static void gen_window(struct gen *g, const struct s_func *fn, const struct s_insn *in)
{
	struct strbuf *o = g->out;
	const struct target_window *w;
	bool dst = in->op >= 0 && in->dst >= 0 && in->dst != g->t->zero_reg;

	if (in->window < 1 || in->window > g->t->nwindows) {
		fprintf(stderr, "aex: error: schema: %s has an unknown register-window operation %d\n",
			fn->name, in->window);
		g->bad = true;
		return;
	}
	w = &g->t->windows[in->window - 1];
	strbuf_puts(o, "\t{\n");
	for (int k = 0; k < w->nmoves; k++)
		if (is_used(fn, w->to[k]) && is_used(fn, w->from[k]))
			strbuf_addf(o, "\tuint32_t m%d_ = r%d;\n", k, w->from[k]);
	if (in->op >= 0)
		gen_compute(g, fn->k, in);
	if (dst)
		strbuf_addf(o, "\tuint32_t d_ = r%d;\n", in->dst);
	for (int k = 0; k < w->nmoves; k++)
		if (is_used(fn, w->to[k]) && is_used(fn, w->from[k]))
			strbuf_addf(o, "\tr%d = m%d_;\n", w->to[k], k);
	if (dst)
		strbuf_addf(o, "\tr%d = d_;\n", in->dst);
	strbuf_puts(o, "\t}\n");
}

/* The records of instruction i without anything else. */
static void gen_plain_insn(struct gen *g, const struct s_func *fn, int i)
{
	const struct s_insn *in = &fn->insns[i];

	if (in->skip)
		return;
	/* setjmp and longjmp name their jmp_buf by the base of their first access */
	if ((is_setjmp(fn->name) || is_longjmp(fn->name)) && in->mem != AEX_MEM_NONE &&
	    jmpbuf_reg(fn) >= 0 && &fn->insns[first_access(fn)] == in)
		strbuf_addf(g->out, "\trg->jmp_env = r%d;\n", jmpbuf_reg(fn));
	gen_access(g, fn->k, pc_of(fn, i), in);
	if (in->window)
		gen_window(g, fn, in);
	else if (in->op >= 0)
		gen_compute(g, fn->k, in);
}

/* Maximum records of instructions [from, to]: a fetch per word (a macro has several), and
 * their accesses. */
static int records_of(const struct s_func *fn, int from, int to)
{
	int n = 0;

	for (int i = from; i <= to; i++)
		n += (fn->insns[i].words > 1 ? fn->insns[i].words : 1) +
		     (fn->insns[i].mem != AEX_MEM_NONE) + (fn->insns[i].mem == AEX_MEM_LOADSTORE);
	return n;
}

static void gen_call(struct gen *g, const struct s_func *fn, const struct s_insn *in,
		     bool calls_setjmp, const char *sp)
{
	struct strbuf *o = g->out;
	const struct s_func *callee;

	if (in->ctl == CTL_ICALL) {
		gen_call_label(g);
		strbuf_addf(o, "\trg_icall(rg, t_, %s);\n", sp);
		gen_call_hook(g);
		return;
	}
	callee = find_callee(g->s, fn->k, in->callee);
	if (!callee) {
		fprintf(stderr, "aex: error: %s calls %s, which has no schema in this build\n",
			fn->name, in->callee);
		g->bad = true;
		return;
	}
	gen_call_label(g);
	for (int r = 0; r < callee->npass; r++)
		strbuf_addf(o, "\trg->pass[%d] = r%d;\n", r, callee->pass[r]);
	strbuf_addf(o, "\tF%d_%d(rg, %s);\n", callee->k, callee->fi, sp);
	if (!(calls_setjmp && is_setjmp(callee->name)))
		gen_call_hook(g);
	for (int r = 0; r < callee->nrets; r++)
		if (is_used(fn, callee->rets[r]))
			strbuf_addf(o, "\tr%d = rg->ret[%d];\n", callee->rets[r], callee->rets[r]);
	if (calls_setjmp && is_setjmp(callee->name)) {
		/* The program's setjmp returns again when longjmp is called: so does ours, with
		 * the callee-saved registers as they were here (kept in the slot, with the frame and
		 * the place that set it: a resumed frame sets it again at SJ<k>, docs/...). */
		strbuf_addf(o, "\tj_ = rg_setjmp_slot(rg, rg->jmp_env);\n\tj_->fid = %d;\n"
			       "\tj_->site = %d;\n\tj_->anchor = (uintptr_t)&anchor_;\n", g->fid,
			    g->ncalls);
		for (int r = 0; r < fn->nused; r++)
			if (ir_regset_has(&g->t->callee_saved, fn->used[r]))
				strbuf_addf(o, "\tj_->s[%d] = r%d;\n", fn->used[r], fn->used[r]);
		if (g->ncalls < 4096)
			g->setjmps[g->ncalls] = true;
		strbuf_addf(o, "SJ%d:\n\tif (setjmp(j_->jb)) {\n"
			       "\t\tconst struct rg_jmp *c_ = rg->jmp_cur;\n", g->ncalls);
		for (int r = 0; r < fn->nused; r++)
			if (ir_regset_has(&g->t->callee_saved, fn->used[r]))
				strbuf_addf(o, "\t\tr%d = c_->s[%d];\n", fn->used[r], fn->used[r]);
		strbuf_puts(o, "\t} else if (RG_UNLIKELY(rearm_)) {\n\t\tgoto RS_;\n\t}\n");
		gen_call_hook(g);
	}
}

/* A decided branch: its condition on the registers as the branch reads them (before its
 * delay slot), into d_. */
static void gen_decide(struct gen *g, const struct s_insn *in)
{
	char a[16], b[16];

	snprintf(a, sizeof a, in->bs1 < 0 || in->bs1 == g->t->zero_reg ? "0u" : "r%d", in->bs1);
	snprintf(b, sizeof b, in->bs2 < 0 || in->bs2 == g->t->zero_reg ? "0u" : "r%d", in->bs2);
	if (in->cond > AEX_COND_NONE && in->cond < AEX_CONDS) {
		strbuf_puts(g->out, "\td_ = ");
		strbuf_addf(g->out, cond_fmt[in->cond], a, b);
		strbuf_puts(g->out, ";\n");
	}
}

/* Does block b write events of its own (anything but its branch slot's values)? */
static bool block_events(const struct s_func *fn, const struct s_block *bl)
{
	for (int i = bl->first; i <= bl->last; i++) {
		const struct s_insn *in = &fn->insns[i];

		/* a slot's values come after its branch's edge witness, which a decided branch
		 * does not have */
		if (i == bl->slot && !(in->nv && fn->insns[i - 1].cond != AEX_COND_NONE))
			continue;
		if ((in->nv && in->ctl != CTL_NONE) || in->nv || in->treg >= 0 || in->ctl != CTL_NONE)
			return true;
	}
	return false;
}

/* The witnesses that can come first after taking edge e (tree placement): its own, or those
 * of the edges a path without witnesses leads to, in depth-first order. Returns false when
 * such a path reaches EXIT or other events first: the placement cannot tell this branch's
 * way. seen has a flag per block; vals and the work stack `stack` room for 2 * nblocks + 2
 * entries (an edge, then at most two per block visited once). */
/* The plain address of instruction i of fn. */
static uint32_t insn_pc(const struct s_func *fn, int i)
{
	uint32_t pc = fn->plain;

	for (int j = 0; j < i; j++)
		pc += (uint32_t)fn->insns[j].size;
	return pc;
}

static bool first_witnesses(const struct s_func *fn, int e, bool *seen, int *stack, int *vals,
			    int *n)
{
	int depth = 0;

	stack[depth++] = e;
	while (depth > 0) {
		const struct s_edge *ed = &fn->edges[stack[--depth]];
		const struct s_block *bl;

		if (ed->ew >= 0) {
			vals[(*n)++] = ed->ew;
			continue;
		}
		if (ed->dst < 0)
			return false;
		if (seen[ed->dst])
			continue;
		seen[ed->dst] = true;
		bl = &fn->blocks[ed->dst];
		if (block_events(fn, bl))
			return false;
		for (int k = bl->nsucc - 1; k >= 0; k--)
			stack[depth++] = bl->succ[k];
	}
	return true;
}

/* One function being generated: where its code goes and what every block of it needs. */
struct fgen {
	struct gen *g;
	const struct s_func *fn;
	bool calls_setjmp;     /* its registers are volatile across the regenerator's setjmp */
	char sp[16];           /* its stack pointer's variable */
};

/* `if the next witness is not ew, the trace is not this program's` */
static void gen_witness_check(const struct fgen *f, int ew)
{
	strbuf_addf(f->g->out, "\tif (rg_witness(rg, %d) != %du) rg_bad_witness(rg, \"%s\", %du);\n",
		    f->fn->width, ew, f->fn->name, ew);
}

/* The C function's head: its registers, and what it takes from its caller and the trace. */
static void gen_prologue(const struct fgen *f)
{
	struct strbuf *o = f->g->out;
	const struct s_func *fn = f->fn;
	const struct target *t = f->g->t;
	const char *vol = f->calls_setjmp ? "volatile " : "";

	strbuf_addf(o, "\n/* %s (file %d) */\nstatic void F%d_%d(struct rg *rg, uint32_t sp)\n{\n",
		    fn->name, fn->k, fn->k, fn->fi);
	for (int r = 0; r < fn->nused; r++)
		if (fn->used[r] != t->zero_reg)
			strbuf_addf(o, "\t%suint32_t r%d = 0;\n", vol, fn->used[r]);
	strbuf_addf(o, "\t%suint32_t t_ = 0, d_ = 0;\n\t(void)sp;\n\t(void)t_;\n\t(void)d_;\n",
		    vol);
	strbuf_puts(o, "\tint site_ = 0, rearm_ = 0;\n\tchar anchor_ = 0;\n"
		       "\tstruct rg_jmp *j_ = NULL;\n\t(void)j_;\n\t(void)rearm_;\n"
		       "\tif (RG_UNLIKELY(rg->resume != NULL)) goto RES_;\n");
	if (fn->sp_caller)
		strbuf_addf(o, "\tr%d = sp;\n", t->sp_reg);
	for (int r = 0; r < fn->npass; r++)
		strbuf_addf(o, "\tr%d = rg->pass[%d];\n", fn->pass[r], r);
	for (int r = 0; r < fn->nentry; r++)
		strbuf_addf(o, "\tr%d = rg_value(rg, 4, AEX_VALUE_ENTRY);\n", fn->entry[r]);
}

/* A system call: the marker says whether it ends the process or forked it. */
static void gen_syscall(const struct fgen *f, const struct s_block *bl, int i)
{
	struct strbuf *o = f->g->out;

	strbuf_puts(o, "\t{ uint32_t m_ = rg_marker(rg);\n");
	gen_plain_insn(f->g, f->fn, i);
	strbuf_puts(o, "\t  if (m_ == 1) { rg_exit(rg); return; }\n"
		       "\t  if (m_ == 2) rg_fork(rg);\n"
		       "\t  else if (m_ != 0) rg_bad_witness(rg, \"system call\", m_); }\n"
		       "\trg_after_syscall(rg);\n");
	gen_values(f->g, &f->fn->insns[i]);
	strbuf_addf(o, "\tRG_RESERVE(rg, %d);\n", records_of(f->fn, i, bl->last));
}

/* A call at i (and its delay slot, which runs before the callee); returns the last
 * instruction it took. */
static int gen_block_call(const struct fgen *f, const struct s_block *bl, int i)
{
	const struct s_func *fn = f->fn;
	const struct s_insn *in = &fn->insns[i];

	if (in->dslot && i + 1 <= bl->last) {
		gen_plain_insn(f->g, fn, i + 1);
		gen_call(f->g, fn, in, f->calls_setjmp, f->sp);
		gen_values(f->g, in);
		gen_values(f->g, &fn->insns[i + 1]);
		i++;
	} else {
		gen_call(f->g, fn, in, f->calls_setjmp, f->sp);
		gen_values(f->g, in);
	}
	strbuf_addf(f->g->out, "\tRG_RESERVE(rg, %d);\n",
		    i + 1 <= bl->last ? records_of(fn, i + 1, bl->last) : 0);
	return i;
}

/* A block's instructions up to its branch (branch: its index, or -1; stop: the last one to
 * run before the end). */
static void gen_block_body(const struct fgen *f, const struct s_block *bl, int branch, int stop)
{
	const struct s_func *fn = f->fn;

	strbuf_addf(f->g->out, "\tRG_RESERVE_AT(rg, %d, %d);\nB%d_r: ;\n",
		    records_of(fn, bl->first, bl->last), (int)(bl - fn->blocks),
		    (int)(bl - fn->blocks));
	for (int i = bl->first; i <= stop; i++) {
		const struct s_insn *in = &fn->insns[i];

		if (in->treg >= 0)
			strbuf_addf(f->g->out, "\tt_ = rg_value(rg, 4, AEX_VALUE_TARGET);\n");
		if (in->ctl == CTL_SYS) {
			gen_syscall(f, bl, i);
			continue;
		}
		if (i == branch && bl->nsucc == 1 && fn->edges[bl->succ[0]].dst < 0 &&
		    fn->edges[bl->succ[0]].ew >= 0)
			gen_witness_check(f, fn->edges[bl->succ[0]].ew);
		gen_plain_insn(f->g, fn, i);
		if (i == branch) {
			if (in->cond != AEX_COND_NONE)
				gen_decide(f->g, in);
			break;
		}
		if (in->ctl == CTL_CALL || in->ctl == CTL_ICALL)
			i = gen_block_call(f, bl, i);
		else
			gen_values(f->g, in);
	}
}

/* A conditional branch with a witness on both edges: the edge's witness, peeked; a slot that
 * runs on this edge only ran before the program stored it (where a handler may have run). */
static void gen_cbranch_peek(const struct fgen *f, const struct s_block *bl)
{
	struct strbuf *o = f->g->out;
	const struct s_func *fn = f->fn;

	strbuf_addf(o, "\t{ uint32_t w_ = rg_peek(rg, %d);\n", fn->width);
	for (int k = 0; k < 2; k++) {
		const struct s_edge *e = &fn->edges[bl->succ[k]];
		bool slot_here = bl->slot >= 0 && (e->taken ? bl->sot : bl->sof);

		strbuf_addf(o, "\t  if (w_ == %du) {\n", e->ew);
		if (slot_here && !(bl->sot && bl->sof)) {
			strbuf_puts(o, "\tRG_RESERVE(rg, 2);\n");
			gen_plain_insn(f->g, fn, bl->slot);
		}
		strbuf_addf(o, "\t\trg_witness(rg, %d);\n", fn->width);
		if (slot_here)
			gen_values(f->g, &fn->insns[bl->slot]);
		strbuf_addf(o, "\t\tgoto B%d;\n\t  }\n", e->dst);
	}
	strbuf_addf(o, "\t  rg_bad_witness(rg, \"%s\", w_); }\n", fn->name);
}

/* Blocks placement: the successor's witness says where control went; a decided branch: its
 * condition (no witness on either edge). A slot that runs on one edge only runs, with its
 * values, once the edge is known (values there force edge witnesses unless the branch is
 * decided). */
static void gen_cbranch_known(const struct fgen *f, const struct s_block *bl, bool decided)
{
	struct strbuf *o = f->g->out;
	const struct s_func *fn = f->fn;
	bool one = bl->slot >= 0 && !(bl->sot && bl->sof);

	if (bl->slot >= 0 && !one)
		gen_values(f->g, &fn->insns[bl->slot]);
	if (decided)
		strbuf_puts(o, "\tif (d_) {\n");
	else
		strbuf_addf(o, "\tif (rg_peek(rg, %d) == %du) {\n", fn->width,
			    fn->edges[bl->succ[1]].dst);
	for (int k = 1; k >= 0; k--) {
		const struct s_edge *e = &fn->edges[bl->succ[k]];

		if (one && (e->taken ? bl->sot : bl->sof)) {
			strbuf_puts(o, "\tRG_RESERVE(rg, 2);\n");
			gen_plain_insn(f->g, fn, bl->slot);
			gen_values(f->g, &fn->insns[bl->slot]);
		}
		strbuf_addf(o, "\tgoto B%d;\n", e->dst);
		if (k)
			strbuf_puts(o, "\t}\n");
	}
}

/* A fault on a way before its first witness (the program wrote none: docs/processes.md,
 * "Faults"): the way whose blocks (seen) hold the faulting instruction; into faults. */
static void gen_fault_way(const struct fgen *f, const bool *seen, int b, int k,
			  struct strbuf *faults)
{
	const struct s_func *fn = f->fn;
	bool any = false;

	strbuf_puts(faults, "\t\tif (");
	for (int q = 0; q < fn->nblocks; q++) {
		const struct s_block *qb = &fn->blocks[q];

		if (!seen[q])
			continue;
		strbuf_addf(faults, "%s(f_ >= 0x%xu && f_ < 0x%xu)", any ? " || " : "",
			    insn_pc(fn, qb->first),
			    insn_pc(fn, qb->last) + (uint32_t)fn->insns[qb->last].size);
		any = true;
	}
	if (!any)
		strbuf_puts(faults, "0");
	strbuf_addf(faults, ") { fl_ = 1; goto FE%d_%d; }\n", b, k);
}

/* The witnesses that can come first on way k of block b's branch, checked against the other
 * way's (other, nother: way 0's, collected); its case of the switch. */
static void gen_tree_way(const struct fgen *f, int b, int k, int *other, int *nother,
			 int *stack, size_t room, struct strbuf *faults)
{
	struct gen *g = f->g;
	struct strbuf *o = g->out;
	const struct s_func *fn = f->fn;
	const struct s_block *bl = &fn->blocks[b];
	const struct s_edge *e = &fn->edges[bl->succ[k]];
	bool *seen = util_xmalloc((size_t)fn->nblocks + 1);
	int *vals = util_xmalloc(sizeof *vals * room);
	int nv = 0;

	memset(seen, 0, (size_t)fn->nblocks + 1);
	if (!first_witnesses(fn, bl->succ[k], seen, stack, vals, &nv) || !nv) {
		fprintf(stderr, "aex: error: %s, block %d: the placement leaves this branch "
			"undecidable\n", fn->name, b);
		g->bad = true;
	}
	for (int i = 0; i < nv; i++) {
		for (int j = 0; k == 1 && j < *nother; j++)
			if (other[j] == vals[i]) {
				fprintf(stderr, "aex: error: %s, block %d: witness %d follows both "
					"ways\n", fn->name, b, vals[i]);
				g->bad = true;
			}
		if (k == 0)
			other[(*nother)++] = vals[i];
	}
	for (int i = 0; i < nv; i++)
		strbuf_addf(o, "\tcase %du:\n", vals[i]);
	strbuf_addf(o, "\tFE%d_%d: {\n", b, k);
	if (e->ew < 0)
		gen_fault_way(f, seen, b, k, faults);
	/* a slot that runs on this edge only ran before the program stored the edge's witness
	 * (where a handler may have run) */
	if (bl->slot >= 0 && (e->taken ? bl->sot : bl->sof) && !(bl->sot && bl->sof)) {
		strbuf_puts(o, "\tRG_RESERVE(rg, 2);\n");
		gen_plain_insn(g, fn, bl->slot);
	}
	if (e->ew >= 0)
		strbuf_addf(o, "\t\tif (!fl_) rg_witness(rg, %d);\n", fn->width);
	if (bl->slot >= 0 && (e->taken ? bl->sot : bl->sof))
		gen_values(g, &fn->insns[bl->slot]);
	strbuf_addf(o, "\t\tgoto B%d;\n\t}\n", e->dst);
	free(seen);
	free(vals);
}

/* Tree placement: the next witness lies on exactly one way (the witness sets of the two
 * edges are disjoint). */
static void gen_cbranch_tree(const struct fgen *f, int b)
{
	struct strbuf *o = f->g->out;
	const struct s_func *fn = f->fn;
	size_t room = 2 * (size_t)fn->nblocks + 2;
	int *other = util_xmalloc(sizeof *other * room);
	int *stack = util_xmalloc(sizeof *stack * room);
	int nother = 0;
	struct strbuf faults = { 0 };

	strbuf_addf(o, "\t{ int fl_ = 0;\n\tswitch (rg_peek(rg, %d)) {\n", fn->width);
	for (int k = 0; k < 2; k++)
		gen_tree_way(f, b, k, other, &nother, stack, room, &faults);
	strbuf_addf(o, "\tdefault: {\n\t\tuint32_t f_;\n"
		       "\t\tif (rg_fault_here(rg, &f_)) {\n%s"
		       "\t\t\trg_fault(rg);\n\t\t}\n"
		       "\t\trg_bad_witness(rg, \"%s\", rg_peek(rg, %d)); }\n"
		       "\t} }\n", faults.s ? faults.s : "", fn->name, fn->width);
	strbuf_free(&faults);
	free(other);
	free(stack);
}

/* The end of block b, a conditional branch at branch. */
static void gen_cbranch(const struct fgen *f, int b, int branch)
{
	const struct s_func *fn = f->fn;
	const struct s_block *bl = &fn->blocks[b];
	bool witnessed = fn->edges[bl->succ[0]].ew >= 0 && fn->edges[bl->succ[1]].ew >= 0;
	bool decided = fn->insns[branch].cond != AEX_COND_NONE;

	strbuf_puts(f->g->out, "\trg->cbranches++;\n");
	if (bl->slot >= 0 && bl->sot && bl->sof)
		gen_plain_insn(f->g, fn, bl->slot);
	if (witnessed && !decided)
		gen_cbranch_peek(f, bl);
	else if (f->g->blocks || decided)
		gen_cbranch_known(f, bl, decided);
	else
		gen_cbranch_tree(f, b);
}

/* A tail call at branch: the callee's passed registers, then the callee. */
static void gen_tail(const struct fgen *f, int branch)
{
	const struct s_insn *in = &f->fn->insns[branch];
	const struct s_func *callee = find_callee(f->g->s, f->fn->k, in->callee);

	if (!callee) {
		fprintf(stderr, "aex: error: %s jumps to %s, which has no schema in this build\n",
			f->fn->name, in->callee);
		f->g->bad = true;
		return;
	}
	gen_call_label(f->g);
	for (int r = 0; r < callee->npass; r++)
		strbuf_addf(f->g->out, "\trg->pass[%d] = r%d;\n", r, callee->pass[r]);
	strbuf_addf(f->g->out, "\tF%d_%d(rg, %s);\n", callee->k, callee->fi, f->sp);
	gen_call_hook(f->g);
	strbuf_puts(f->g->out, "\treturn;\n");
}

/* The end of a block that jumps, returns, tail-calls, jumps indirectly or traps: the slot (if
 * any) runs; on a jump's edge its witness comes before the slot's values. */
static void gen_leave(const struct fgen *f, const struct s_block *bl, int branch)
{
	struct strbuf *o = f->g->out;
	const struct s_func *fn = f->fn;

	if (bl->slot >= 0)
		gen_plain_insn(f->g, fn, bl->slot);
	if (bl->end == AEX_END_JUMP && fn->edges[bl->succ[0]].ew >= 0)
		gen_witness_check(f, fn->edges[bl->succ[0]].ew);
	if (bl->slot >= 0)
		gen_values(f->g, &fn->insns[bl->slot]);
	if (bl->end == AEX_END_JUMP) {
		strbuf_addf(o, "\tgoto B%d;\n", fn->edges[bl->succ[0]].dst);
	} else if (bl->end == AEX_END_RET && is_longjmp(fn->name)) {
		strbuf_puts(o, "\trg_longjmp(rg, rg->jmp_env, 0);\n\treturn;\n");
	} else if (bl->end == AEX_END_RET) {
		for (int r = 0; r < fn->nrets; r++)
			strbuf_addf(o, "\trg->ret[%d] = r%d;\n", fn->rets[r], fn->rets[r]);
		strbuf_puts(o, "\tRG_PAST_FAULT(rg);\n\treturn;\n");
	} else if (bl->end == AEX_END_TAILCALL) {
		gen_tail(f, branch);
	} else if (bl->end == AEX_END_IJUMP) {
		gen_call_label(f->g);
		strbuf_addf(o, "\trg_icall(rg, t_, %s);\n", f->sp);
		gen_call_hook(f->g);
		strbuf_puts(o, "\treturn;\n");
	} else {
		strbuf_puts(o, "\trg_trap(rg);\n");
	}
}

/* Block b: its witness, its instructions, its end. */
static void gen_block(const struct fgen *f, int b)
{
	struct strbuf *o = f->g->out;
	const struct s_func *fn = f->fn;
	const struct s_block *bl = &fn->blocks[b];
	int branch = -1, stop = bl->last;

	strbuf_addf(o, "B%d:\n", b);
	if (bl->bw >= 0)
		gen_witness_check(f, bl->bw);
	if (bl->slot >= 0) {
		branch = bl->slot - 1;
		stop = branch;
	} else if (bl->end != AEX_END_FALL && bl->end != AEX_END_OFF) {
		branch = bl->last;
		stop = branch;
	}
	gen_block_body(f, bl, branch, stop);
	if (bl->nsucc == 1 && fn->edges[bl->succ[0]].ew >= 0 && bl->end == AEX_END_FALL)
		gen_witness_check(f, fn->edges[bl->succ[0]].ew);
	if (bl->end == AEX_END_FALL) {
		if (b + 1 < fn->nblocks && fn->edges[bl->succ[0]].dst != b + 1)
			strbuf_addf(o, "\tgoto B%d;\n", fn->edges[bl->succ[0]].dst);
	} else if (bl->end == AEX_END_OFF) {
		strbuf_addf(o, "\trg_fail(rg, \"control fell off the end of %s\");\n", fn->name);
	} else if (bl->end == AEX_END_CBRANCH) {
		gen_cbranch(f, b, branch);
	} else {
		gen_leave(f, bl, branch);
	}
}

/* A checkpoint's frame holds registers 0 .. RG_NREGS - 1 (regen/runtime/rg.h: 128). */
_Static_assert(IR_MAX_REGS <= 128, "a register number beyond what a checkpoint's frame holds");

/* The locals of a frame to or from an rg_frame f_ (dir: "f_->r[%d] = r%d;" or the other
 * way). */
static void gen_frame_locals(const struct fgen *f, bool save)
{
	const struct s_func *fn = f->fn;

	for (int r = 0; r < fn->nused; r++) {
		int k = fn->used[r];

		if (k == f->g->t->zero_reg)
			continue;
		if (save)
			strbuf_addf(f->g->out, "\t  f_->r[%d] = r%d;\n", k, k);
		else
			strbuf_addf(f->g->out, "\t  r%d = f_->r[%d];\n", k, k);
	}
	strbuf_puts(f->g->out, save ? "\t  f_->t = t_;\n\t  f_->d = d_;\n"
				    : "\t  t_ = f_->t;\n\t  d_ = f_->d;\n");
}

/* The function's points of resumption (docs/...): CAP_ records the frame into the checkpoint
 * being captured and goes back to where it came from (a block's entry, or after a call);
 * RES_ loads a frame of the checkpoint being resumed and goes to its block, or calls its
 * callee again. */
static void gen_resume_sections(const struct fgen *f, int fid)
{
	struct strbuf *o = f->g->out;
	const struct s_func *fn = f->fn;

	strbuf_addf(o, "CAP_:\n\t{ struct rg_frame *f_;\n\t  while ((f_ = rg_capture(rg, %d, site_, "
		       "sp, (uintptr_t)&anchor_)) != NULL) {\n", fid);
	gen_frame_locals(f, true);
	strbuf_puts(o, "\t  }\n\t  if (rg->unwinding) {\n\t\tif (rg->unwind_to && rg->unwind_to->anchor == "
		       "(uintptr_t)&anchor_)\n\t\t\trg_unwound(rg);\n\t\treturn;\n\t  }\n\t}\n"
		       "\tswitch (site_) {\n");
	for (int b = 0; b < fn->nblocks; b++)
		strbuf_addf(o, "\tcase %d: goto B%d_r;\n", b, b);
	for (int k = 0; k < f->g->ncalls; k++)
		strbuf_addf(o, "\tcase %d: goto K%d_p;\n", -(k + 1), k);
	strbuf_puts(o, "\t}\n\trg_fail(rg, \"no such point to resume\");\n");
	strbuf_addf(o, "RES_:\n\t{ const struct rg_frame *f_ = rg_resume_frame(rg, %d);\n", fid);
	gen_frame_locals(f, false);
	strbuf_puts(o, "\t  site_ = f_->site;\n\t}\n");
	if (f->calls_setjmp) {
		/* the slots this frame had set, set again where it set them */
		strbuf_puts(o, "RS_:\n\tif ((j_ = rg_resume_jmp(rg)) != NULL) {\n\t\trearm_ = 1;\n"
			       "\t\tswitch (j_->site) {\n");
		for (int k = 0; k < f->g->ncalls && k < 4096; k++)
			if (f->g->setjmps[k])
				strbuf_addf(o, "\t\tcase %d: goto SJ%d;\n", k, k);
		strbuf_puts(o, "\t\t}\n\t\trg_fail(rg, \"no such setjmp to set again\");\n\t}\n"
			       "\trearm_ = 0;\n");
	}
	strbuf_puts(o, "\tswitch (site_) {\n");
	for (int b = 0; b < fn->nblocks; b++)
		strbuf_addf(o, "\tcase %d: goto B%d_r;\n", b, b);
	for (int k = 0; k < f->g->ncalls; k++)
		strbuf_addf(o, "\tcase %d: goto K%d;\n", -(k + 1), k);
	strbuf_puts(o, "\t}\n\trg_fail(rg, \"no such point to resume\");\n");
}

static void gen_function(struct gen *g, const struct s_func *fn)
{
	struct fgen f = { .g = g, .fn = fn };

	for (int i = 0; i < fn->ninsns; i++)
		if (fn->insns[i].ctl == CTL_CALL && is_setjmp(fn->insns[i].callee))
			f.calls_setjmp = true;
	snprintf(f.sp, sizeof f.sp, "r%d", g->t->sp_reg);
	g->ncalls = 0;
	g->fid = (int)(fn - g->s->funcs);
	memset(g->setjmps, 0, sizeof g->setjmps);
	gen_prologue(&f);
	for (int b = 0; b < fn->nblocks; b++)
		gen_block(&f, b);
	gen_resume_sections(&f, (int)(fn - g->s->funcs));
	strbuf_puts(g->out, "}\n");
}

static int cmp_traced(const void *a, const void *b)
{
	const struct s_func *x = *(const struct s_func *const *)a;
	const struct s_func *y = *(const struct s_func *const *)b;

	return (x->traced > y->traced) - (x->traced < y->traced);
}

struct pcpair {
	uint32_t traced, plain;
};

static int cmp_pair(const void *a, const void *b)
{
	const struct pcpair *x = a, *y = b;

	return (x->traced > y->traced) - (x->traced < y->traced);
}

/* Every immediate's relocation one the target has; -1 with a message when not. */
static int check_relocs(const struct target *t, const char *path, const struct schema *s)
{
	for (int i = 0; i < s->nfuncs; i++)
		for (int j = 0; j < s->funcs[i].ninsns; j++)
			if (s->funcs[i].insns[j].imm.reloc >= t->nrelocs ||
			    s->funcs[i].insns[j].disp.reloc >= t->nrelocs) {
				util_error("%s:%d: function %s: instruction %d has an unknown relocation",
					   path, s->funcs[i].line, s->funcs[i].name, j);
				return -1;
			}
	return 0;
}

/* Each function's addresses in the two ELFs; files that were not linked (unused rt members)
 * drop out. The program's entry into *entry; the number linked, or -1 with a message. */
static int link_functions(const struct target *t, const char *path, struct schema *s,
			  const struct regen_syms *plain, const struct regen_syms *traced,
			  const struct s_func **entry)
{
	int nlinked = 0;

	for (int i = 0; i < s->nfuncs; i++) {
		struct s_func *fn = &s->funcs[i];
		const struct s_file *f = file_of(s, fn->k);
		int k = fn->k, need = 2 * f->nfuncs + f->nsyms;
		uint32_t size = 0;

		if (k >= plain->nfiles || !plain->words[k])
			continue;
		if (plain->count[k] != need || k >= traced->nfiles || !traced->words[k] ||
		    traced->count[k] != need) {
			util_error("%s: the ELFs' symbol tables do not match the schema (file %s)", path,
				   f->path);
			return -1;
		}
		fn->linked = true;
		fn->plain = plain->words[k][2 * fn->rank];
		fn->traced = traced->words[k][2 * fn->rank];
		for (int j = 0; j < fn->ninsns; j++)
			size += (uint32_t)fn->insns[j].size;
		if (plain->words[k][2 * fn->rank + 1] - fn->plain != size) {
			util_error("%s: function %s is %u bytes in the plain ELF but has %d instructions "
				   "(%u bytes): an assembly line is not one instruction", f->path,
				   fn->name, plain->words[k][2 * fn->rank + 1] - fn->plain, fn->ninsns,
				   size);
			return -1;
		}
		if (strcmp(fn->name, t->entry_symbol) == 0 && fn->global)
			*entry = fn;
		nlinked++;
	}
	if (!*entry) {
		util_error("%s: the program entry %s has no schema", path, t->entry_symbol);
		return -1;
	}
	return nlinked;
}

/* The pairs of the map from traced to plain addresses. */
struct pcmap {
	struct pcpair *pairs;
	size_t n, cap;
};

static void pcmap_add(struct pcmap *m, uint32_t traced, uint32_t plain)
{
	if (m->n == m->cap) {
		m->cap = m->cap ? 2 * m->cap : 1024;
		m->pairs = util_xrealloc(m->pairs, m->cap * sizeof *m->pairs);
	}
	m->pairs[m->n].traced = traced;
	m->pairs[m->n++].plain = plain;
}

/* Every original instruction of function i (each word of a macro; first: the index of its
 * first instruction in its file) at its traced address (.aex_pcs) and its plain one, with a
 * moved or copied delay slot's flag in both. */
static void pcmap_function(struct pcmap *m, const struct s_func *fn, int first,
			   const struct regen_syms *traced_pcs)
{
	uint32_t pc = fn->plain;

	if (!fn->linked || fn->k >= traced_pcs->nfiles || !traced_pcs->words[fn->k] ||
	    first + fn->ninsns > traced_pcs->count[fn->k])
		return;
	for (int j = 0; j < fn->ninsns; j++) {
		int nw = fn->insns[j].words > 1 ? fn->insns[j].words : 1;
		uint32_t step = (uint32_t)(fn->insns[j].size / nw);
		uint32_t word = traced_pcs->words[fn->k][first + j];

		for (int w = 0; w < nw; w++)
			pcmap_add(m, (word & ~AEX_PCMAP_FLAGS) + (uint32_t)w * step,
				  (pc + (uint32_t)w * step) | (word & AEX_PCMAP_FLAGS));
		pc += (uint32_t)fn->insns[j].size;
	}
}

/* .aex_pcx: where the runtime does a system call for the program, that system call's plain
 * address (docs/golden.md). */
static void pcmap_syscalls(struct pcmap *m, const struct s_func *fn, int first,
			   const struct regen_syms *traced_pcx)
{
	if (!traced_pcx || !fn->linked || fn->k >= traced_pcx->nfiles || !traced_pcx->words[fn->k])
		return;
	for (int e = 0; e + 1 < traced_pcx->count[fn->k]; e += 2) {
		int ord = (int)traced_pcx->words[fn->k][e + 1] - first;
		uint32_t pc = fn->plain;

		if (ord < 0 || ord >= fn->ninsns)
			continue;
		for (int j = 0; j < ord; j++)
			pc += (uint32_t)fn->insns[j].size;
		pcmap_add(m, traced_pcx->words[fn->k][e], pc);
	}
}

/* Traced address of every original instruction (each word of a macro) -> plain address:
 * crash positions, a handler's return path, the golden plugin's map= (regen --pcmap). */
static void gen_pcmap(const struct schema *s, const struct regen_syms *traced_pcs,
		      const struct regen_syms *traced_pcx, const uint32_t (*extra)[2],
		      size_t nextra, struct strbuf *out)
{
	struct pcmap m = { 0 };
	int *first = util_xmalloc(sizeof *first * (size_t)(s->nfuncs + 1));

	for (int i = 0, k = -1, off = 0; i < s->nfuncs; i++) {
		if (s->funcs[i].k != k) {
			k = s->funcs[i].k;
			off = 0;
		}
		first[i] = off;
		off += s->funcs[i].ninsns;
	}
	for (int i = 0; i < s->nfuncs; i++)
		pcmap_function(&m, &s->funcs[i], first[i], traced_pcs);
	for (int i = 0; i < s->nfuncs; i++)
		pcmap_syscalls(&m, &s->funcs[i], first[i], traced_pcx);
	for (size_t e = 0; e < nextra; e++)
		pcmap_add(&m, extra[e][0], extra[e][1]);
	if (m.n)
		qsort(m.pairs, m.n, sizeof *m.pairs, cmp_pair);
	strbuf_puts(out, "\nstatic const uint32_t pcmap[][2] = {\n");
	for (size_t i = 0; i < m.n; i++)
		strbuf_addf(out, "\t{ 0x%xu, 0x%xu },\n", m.pairs[i].traced, m.pairs[i].plain);
	strbuf_addf(out, "\t{ 0, 0 }\n};\n#define NPCMAP %zu\n", m.n);
	free(m.pairs);
	free(first);
}

/* The table of the linked functions by traced address, and the program's description. */
static void gen_program(const struct target *t, const struct schema *s, int nlinked,
		       const struct s_func *entry, uint64_t build, uint64_t traced_id,
		       struct strbuf *out)
{
	const struct s_func **order = util_xmalloc((size_t)nlinked * sizeof *order + 1);
	int n = 0;

	for (int i = 0; i < s->nfuncs; i++)
		if (s->funcs[i].linked)
			order[n++] = &s->funcs[i];
	qsort(order, (size_t)n, sizeof *order, cmp_traced);
	strbuf_addf(out, "\nconst rg_fn rg_resume_fns[] = {\n");
	for (int i = 0; i < s->nfuncs; i++)
		if (s->funcs[i].linked)
			strbuf_addf(out, "\t[%d] = F%d_%d,\n", i, s->funcs[i].k, s->funcs[i].fi);
	strbuf_addf(out, "};\nconst int rg_nresume_fns = %d;\n", s->nfuncs);
	strbuf_puts(out, "\nstatic const struct rg_func funcs[] = {\n");
	for (int i = 0; i < n; i++)
		strbuf_addf(out, "\t{ 0x%xu, F%d_%d, \"%s\" },\n", order[i]->traced, order[i]->k,
			    order[i]->fi, order[i]->name);
	strbuf_addf(out, "};\n\nconst struct rg_program rg_program = {\n\t\"%s\", %d, 0x%016llxull, "
			 "0x%016llxull, F%d_%d, funcs, %d, pcmap, NPCMAP,\n};\n", s->isa,
		    t->big_endian, (unsigned long long)build, (unsigned long long)traced_id, entry->k,
		    entry->fi, n);
	free(order);
}

int regen_compile(const struct target *t, const char *path, const char *text,
		  const struct regen_syms *plain, const struct regen_syms *traced,
		  const struct regen_syms *traced_pcs, const struct regen_syms *traced_pcx,
		  const uint32_t (*extra)[2], size_t nextra, uint64_t build, uint64_t traced_id,
		  struct strbuf *out)
{
	struct schema s;
	struct gen g = { .t = t, .s = &s, .plain = plain, .out = out };
	const struct s_func *entry = NULL;
	enum place_kind placement;
	int nlinked = -1;

	if (parse_schema(path, text, &s) < 0)
		goto out;
	g.blocks = place_parse(s.placement, &placement) == 0 && placement == PLACE_BLOCKS;
	if (strcmp(s.isa, t->name) != 0) {
		util_error("%s: schema for %s, not %s", path, s.isa, t->name);
		goto out;
	}
	if (check_relocs(t, path, &s) < 0 ||
	    (nlinked = link_functions(t, path, &s, plain, traced, &entry)) < 0)
		goto out;
	strbuf_addf(out, "/* Regenerator of a %s program (placement %s), generated by aex from %s. */\n"
			 "#include \"rg.h\"\n\n", s.isa, s.placement, path);
	for (int i = 0; i < s.nfuncs; i++)
		if (s.funcs[i].linked)
			strbuf_addf(out, "static void F%d_%d(struct rg *rg, uint32_t sp);\n",
				    s.funcs[i].k, s.funcs[i].fi);
	for (int i = 0; i < s.nfuncs && !g.bad; i++)
		if (s.funcs[i].linked)
			gen_function(&g, &s.funcs[i]);
	gen_pcmap(&s, traced_pcs, traced_pcx, extra, nextra, out);
	gen_program(t, &s, nlinked, entry, build, traced_id, out);
out:
	schema_free(&s);
	return nlinked < 0 || g.bad ? -1 : 0;
}
