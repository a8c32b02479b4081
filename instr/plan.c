/* plan.c — the whole-program pass before instrumentation (technique pass,
 * docs/techniques.md): which values live into a function its callers can pass to the
 * regenerator instead of the traced program recording them at its entry, and which results
 * it can return known instead of its callers recording them.
 *
 * A function f may take register r passed when
 *   - every call of f is a direct call: f's name appears nowhere but in direct calls and its
 *     own definition (its address is never taken, it is never tail-called), f is not the
 *     program's entry, not setjmp or longjmp, and its name resolves to it alone;
 *   - f's slices use r live into f (for its own addresses, or to pass it on);
 *   - at every call site, putting r into the caller's slices records nothing more, counting
 *     what the caller itself takes passed as known.
 * And a function may return register r known to its direct callers (which then do not record
 * the call's result) when every return of it can put r into its slices at no extra record,
 * every function it tail-calls returns r known, and some direct caller takes it.
 * These depend on the other functions' choices: the rounds below find the greatest choice
 * that satisfies them all. */
#include "plan.h"
#include "cfg.h"
#include "slice.h"
#include "target.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* At most this many rounds (each slices the program once); then the choice stands as it is. */
#define PLAN_ROUNDS 8

struct pfunc {
	bool eligible, called, built;
	ir_regset pass;        /* what its callers pass it */
	ir_regset rets;        /* what it returns known to its direct callers */
	ir_regset acc, used;   /* a round's: what every call site supplied, what it used */
	ir_regset gave;        /* a round's: what every return gave */
	ir_regset taken;       /* a round's: what its direct callers took of its rets */
	ir_regset *supply;     /* per instruction: what a direct call passes its callee */
	ir_regset *returned;   /* per instruction: what a direct call's callee returns known */
	int ninsns;
};

struct pfile {
	bool parsed;
	struct ir_file ir;
	struct cfg *cfgs;
	struct pfunc *funcs;
	int nfuncs;
};

struct instr_plan {
	struct pfile *files;
	int nfiles;
};

/* A name and the function it defines, for lookups. */
struct pname {
	const char *name;
	int k, fi;
	bool alias;       /* another name of function fi ("A = B"), which a function A beats */
	bool ambiguous;   /* defined twice: nobody's */
};

static int cmp_pname(const void *a, const void *b)
{
	return strcmp(((const struct pname *)a)->name, ((const struct pname *)b)->name);
}

/* The function a name means in file k: its own function of that name, else the one global
 * definition; NULL when none or ambiguous. */
struct resolver {
	struct pname *globals;   /* sorted; a name defined twice is marked ambiguous */
	int nglobals;
	char **aliases;          /* the names of the aliases among globals, owned */
	int naliases;
	struct pname **locals;   /* per file, sorted */
	int *nlocals;
};

static const struct pname *lookup(const struct pname *v, int n, const char *name)
{
	struct pname key = { name, 0, 0, false, false };

	return n ? bsearch(&key, v, (size_t)n, sizeof *v, cmp_pname) : NULL;
}

static const struct pname *resolve(const struct resolver *r, int k, const char *name)
{
	const struct pname *p = lookup(r->locals[k], r->nlocals[k], name);

	if (!p)
		p = lookup(r->globals, r->nglobals, name);
	return p && !p->ambiguous ? p : NULL;
}

/* Marks every function a name may mean in file k as not eligible (a direct call of an
 * ambiguous name reaches one of them, unknown to the plan, and passes nothing). */
static void mark_candidates(struct instr_plan *p, const struct resolver *r, int k,
			    const char *name)
{
	const struct pname *v[2] = { r->locals[k], r->globals };
	int n[2] = { r->nlocals[k], r->nglobals };

	for (int t = 0; t < 2; t++) {
		const struct pname *hit = lookup(v[t], n[t], name), *q;

		if (!hit)
			continue;
		for (q = hit; q > v[t] && strcmp(q[-1].name, name) == 0; q--)
			;
		for (; q < v[t] + n[t] && strcmp(q->name, name) == 0; q++)
			p->files[q->k].funcs[q->fi].eligible = false;
	}
}

/* Whether line is "A = B" or ".set A, B" with B a function of file f (the alias's
 * function index in *fi, its name copied into a, of size n). */
static bool alias_line(const struct ir_file *f, const char *line, char *a, size_t n, int *fi)
{
	char b[256], rest[2], fmt[64];

	if (n < 2)
		return false;
	snprintf(fmt, sizeof fmt, " .set %%%zu[^, \t] , %%255[^ \t] %%1s", n - 1);
	if (sscanf(line, fmt, a, b, rest) != 2) {
		snprintf(fmt, sizeof fmt, " %%%zu[A-Za-z0-9_.$] = %%255[A-Za-z0-9_.$] %%1s", n - 1);
		if (sscanf(line, fmt, a, b, rest) != 2)
			return false;
	}
	for (int i = 0; i < f->nfuncs; i++)
		if (f->funcs[i].ninsns > 0 && strcmp(f->funcs[i].name, b) == 0) {
			*fi = i;
			return true;
		}
	return false;
}

static void resolver_make(struct resolver *r, const struct instr_plan *p)
{
	int total = 0;

	for (int k = 0; k < p->nfiles; k++) {
		total += p->files[k].nfuncs;
		for (int L = 0; L < p->files[k].ir.nlines; L++)
			total += p->files[k].ir.lines[L].kind == IR_LINE_OTHER;
	}
	r->aliases = ir_xcalloc((size_t)total + 1, sizeof *r->aliases);
	r->naliases = 0;
	r->globals = ir_xcalloc((size_t)total, sizeof *r->globals);
	r->locals = ir_xcalloc((size_t)p->nfiles, sizeof *r->locals);
	r->nlocals = ir_xcalloc((size_t)p->nfiles, sizeof *r->nlocals);
	r->nglobals = 0;
	for (int k = 0; k < p->nfiles; k++) {
		const struct ir_file *f = &p->files[k].ir;

		r->locals[k] = ir_xcalloc((size_t)f->nfuncs, sizeof *r->locals[k]);
		for (int fi = 0; fi < f->nfuncs; fi++) {
			struct pname e = { f->funcs[fi].name, k, fi, false, false };

			r->locals[k][r->nlocals[k]++] = e;
			if (f->funcs[fi].global)
				r->globals[r->nglobals++] = e;
		}
		/* another name of a function (a weak alias NAME = __rt_NAME of rt's, or gcc's
		 * identical-code folding): resolves to it unless defined elsewhere too */
		for (int L = 0; L < f->nlines; L++) {
			char a[256];
			int fi;

			if (f->lines[L].kind == IR_LINE_OTHER &&
			    alias_line(f, f->lines[L].text, a, sizeof a, &fi)) {
				struct pname e = { NULL, 0, 0, true, false };

				r->aliases[r->naliases] = ir_xcalloc(strlen(a) + 1, 1);
				memcpy(r->aliases[r->naliases], a, strlen(a) + 1);
				e.name = r->aliases[r->naliases++];
				e.k = k;
				e.fi = fi;
				r->globals[r->nglobals++] = e;
			}
		}
		qsort(r->locals[k], (size_t)r->nlocals[k], sizeof *r->locals[k], cmp_pname);
		/* a name defined twice in one file is nobody's */
		for (int i = 1; i < r->nlocals[k]; i++)
			if (strcmp(r->locals[k][i].name, r->locals[k][i - 1].name) == 0)
				r->locals[k][i].ambiguous = r->locals[k][i - 1].ambiguous = true;
	}
	qsort(r->globals, (size_t)r->nglobals, sizeof *r->globals, cmp_pname);
	/* a function beats an alias of the same name (rt's public names are weak aliases a
	 * program's function overrides, docs/rt.md), as the linker and the regenerator decide */
	{
		int out = 0;

		for (int i = 0; i < r->nglobals;) {
			int j = i, funcs = 0;

			while (j < r->nglobals && strcmp(r->globals[j].name, r->globals[i].name) == 0)
				funcs += !r->globals[j++].alias;
			for (; i < j; i++)
				if (!funcs || !r->globals[i].alias)
					r->globals[out++] = r->globals[i];
		}
		r->nglobals = out;
	}
	for (int i = 1; i < r->nglobals; i++)
		if (strcmp(r->globals[i].name, r->globals[i - 1].name) == 0)
			r->globals[i].ambiguous = r->globals[i - 1].ambiguous = true;
}

static void resolver_free(struct resolver *r, int nfiles)
{
	for (int k = 0; k < nfiles; k++)
		free(r->locals[k]);
	free(r->locals);
	free(r->nlocals);
	free(r->globals);
	for (int i = 0; i < r->naliases; i++)
		free(r->aliases[i]);
	free(r->aliases);
}

/* Directives that name a function without taking its address. */
static bool naming_directive(const char *s)
{
	static const char *const dirs[] = { ".globl", ".global", ".type", ".size", ".ent",
					    ".end", ".local", ".hidden", ".proc", ".aent",
					    ".frame", ".mask", ".fmask", ".weak" };

	s += strspn(s, " \t");
	for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
		size_t n = strlen(dirs[i]);

		if (strncmp(s, dirs[i], n) == 0 && (s[n] == ' ' || s[n] == '\t' || !s[n]))
			return true;
	}
	return false;
}

static bool ident_start(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '.' ||
	       c == '$';
}

static bool ident_char(int c)
{
	return ident_start(c) || (c >= '0' && c <= '9');
}

/* Marks every function a line of file k names other than as the target of a direct call
 * (skip, when not NULL) as not eligible. */
static void mark_named(struct instr_plan *p, const struct resolver *r, int k, const char *line,
		       const char *skip)
{
	bool skipped = false;

	for (const char *s = line; *s;) {
		const char *e;
		char name[256];
		size_t n;

		if (!ident_start((unsigned char)*s) || (s > line && ident_char((unsigned char)s[-1]))) {
			s++;
			continue;
		}
		for (e = s; ident_char((unsigned char)*e); e++)
			;
		n = (size_t)(e - s);
		if (n < sizeof name) {
			const struct pname *fn;

			memcpy(name, s, n);
			name[n] = '\0';
			if (skip && !skipped && strcmp(name, skip) == 0) {
				skipped = true;
				/* a direct call of an ambiguous name: whichever it reaches */
				if (!resolve(r, k, name))
					mark_candidates(p, r, k, name);
			} else if ((fn = resolve(r, k, name)) != NULL) {
				p->files[fn->k].funcs[fn->fi].eligible = false;
			} else {
				/* an ambiguous global: every candidate; a name resolving to nothing
				 * here may still be another file's local: leave those alone, they
				 * cannot be reached by name */
				mark_candidates(p, r, k, name);
			}
		}
		s = e;
	}
}

/* The function a direct call or a tail jump at instruction i goes to, by name, or NULL. */
static const char *callee_name(const struct ir_func *f, const struct cfg *g, int i)
{
	const struct ir_insn *in = &f->insns[i];

	if (!in->target)
		return NULL;
	if (in->ctl == IR_CTL_CALL)
		return in->target;
	if (in->ctl == IR_CTL_JUMP && g->blocks[g->block_of[i]].end == CFG_END_TAILCALL)
		return in->target;
	return NULL;
}

static bool is_jmp_name(const char *n)
{
	return !strcmp(n, "setjmp") || !strcmp(n, "_setjmp") || !strcmp(n, "longjmp") ||
	       !strcmp(n, "_longjmp");
}

/* The registers a call or tail jump at instruction i can pass its callee: all but those the
 * transfer itself writes without reading (the link register), and those its delay slot
 * defines in a way the regenerator does not repeat (a load): a value recorded in the slot
 * is read after the callee returns, too late to pass. */
static ir_regset call_keeps(const struct target *t, const struct ir_func *f, int i)
{
	const struct ir_insn *in = &f->insns[i];
	const struct ir_insn *slot = in->delay != IR_DELAY_NONE && i + 1 < f->ninsns ?
				     &f->insns[i + 1] : NULL;
	ir_regset keep = { { 0 } };

	for (unsigned reg = 0; reg < t->nregs; reg++) {
		bool moved = false;

		if (ir_regset_has(&in->writes, reg) && !ir_regset_has(&in->reads, reg))
			continue;
		if (slot && slot->window) {
			const struct target_window *w = &t->windows[slot->window - 1];

			for (int k = 0; k < w->nmoves; k++)
				moved |= w->to[k] == reg;
		}
		if (slot && ir_regset_has(&slot->writes, reg) && !moved &&
		    !(slot->op >= IR_OP_MOVE && slot->op != IR_OP_DIV && slot->op != IR_OP_DIVU &&
		      slot->mem == IR_MEM_NONE && (slot->dst == reg || slot->dst2 == reg)))
			continue;
		ir_regset_add(&keep, reg);
	}
	return keep;
}

static void regset_and(ir_regset *a, const ir_regset *b)
{
	for (size_t w = 0; w < sizeof a->w / sizeof a->w[0]; w++)
		a->w[w] &= b->w[w];
}

static bool regset_empty(const ir_regset *a)
{
	for (size_t w = 0; w < sizeof a->w / sizeof a->w[0]; w++)
		if (a->w[w])
			return false;
	return true;
}

/* Frees what only the planning needs: the parsed file and its CFGs. */
static void drop_ir(struct pfile *pf)
{
	for (int fi = 0; fi < pf->nfuncs && pf->cfgs; fi++)
		if (pf->funcs[fi].built)
			cfg_free(&pf->cfgs[fi]);
	free(pf->cfgs);
	pf->cfgs = NULL;
	if (pf->parsed)
		ir_file_free(&pf->ir);
	pf->parsed = false;
}

/* The plan being made: the program, its files' functions, and how names resolve. */
struct planner {
	const struct target *t;
	unsigned flags;              /* the slicer's */
	int n;
	const char *const *paths;
	struct instr_plan *p;
	struct resolver r;
};

/* Each function's CFG, and which may take values passed at all. Returns 0, or -1 after
 * path:line errors. */
static int plan_parse(struct planner *pl, const char *const *texts)
{
	const struct target *t = pl->t;

	for (int k = 0; k < pl->n; k++) {
		struct pfile *pf = &pl->p->files[k];

		if (t->parse(pl->paths[k], texts[k], &pf->ir) < 0)
			return -1;
		pf->parsed = true;
		pf->nfuncs = pf->ir.nfuncs;
		pf->funcs = ir_xcalloc((size_t)pf->nfuncs, sizeof *pf->funcs);
		pf->cfgs = ir_xcalloc((size_t)pf->nfuncs, sizeof *pf->cfgs);
		for (int fi = 0; fi < pf->nfuncs; fi++) {
			const struct ir_func *f = &pf->ir.funcs[fi];
			struct pfunc *pfn = &pf->funcs[fi];

			pfn->ninsns = f->ninsns;
			if (f->ninsns == 0)
				continue;
			if (cfg_build(pl->paths[k], f, &pf->cfgs[fi]) < 0)
				return -1;
			pfn->built = true;
			pfn->eligible = strcmp(f->name, t->entry_symbol) != 0 && !is_jmp_name(f->name);
		}
	}
	return 0;
}

/* An instruction line's operands: what follows its label ("L: ") and its mnemonic, which is no
 * name of a function even when it is spelt as one (a subtraction spelt `sub`). */
static const char *operands(const char *line)
{
	const char *s = line + strspn(line, " \t"), *colon;

	colon = strchr(s, ':');
	if (colon && colon < s + strcspn(s, " \t\""))
		s = colon + 1 + strspn(colon + 1, " \t");
	s += strcspn(s, " \t");
	return s;
}

/* Who may take values passed: never named but in direct calls, never tail-called. */
static void plan_names(struct planner *pl)
{
	struct instr_plan *p = pl->p;

	for (int k = 0; k < pl->n; k++) {
		const struct ir_file *irf = &p->files[k].ir;

		for (int L = 0; L < irf->nlines; L++) {
			const struct ir_line *ln = &irf->lines[L];
			const char *skip = NULL;
			char a[256];
			int afi;

			/* (an alias names its function without taking its address) */
			if (ln->kind == IR_LINE_LABEL ||
			    (ln->kind == IR_LINE_OTHER && (naming_directive(ln->text) ||
							   alias_line(irf, ln->text, a, sizeof a, &afi))))
				continue;
			if (ln->kind == IR_LINE_INSN && ln->func >= 0 && ln->insn >= 0 &&
			    p->files[k].funcs[ln->func].built)
				skip = callee_name(&irf->funcs[ln->func], &p->files[k].cfgs[ln->func],
						   ln->insn);
			mark_named(p, &pl->r, k,
				   ln->kind == IR_LINE_INSN ? operands(ln->text) : ln->text, skip);
		}
	}
}

/* The start of the rounds. Every eligible function takes every recordable register passed,
 * and every function returns every one known (but the stack pointer, which goes its own way,
 * and the runtime's registers, which only their own function may record). */
static void plan_start(struct planner *pl)
{
	const struct target *t = pl->t;
	ir_regset all = t->recordable;

	ir_regset_del(&all, t->sp_reg);
	for (unsigned reg = 0; reg < t->nregs; reg++)
		if (ir_regset_has(&t->reserved_set, reg) || ir_regset_has(&t->instr_temps, reg))
			ir_regset_del(&all, reg);
	for (int k = 0; k < pl->n; k++)
		for (int fi = 0; fi < pl->p->files[k].nfuncs; fi++) {
			struct pfunc *pfn = &pl->p->files[k].funcs[fi];
			const struct ir_func *f = &pl->p->files[k].ir.funcs[fi];

			if (pfn->eligible)
				pfn->pass = all;
			if (!pfn->built || strcmp(f->name, t->entry_symbol) == 0 ||
			    is_jmp_name(f->name))
				continue;
			pfn->rets = all;
			for (int i = 0; i < f->ninsns; i++)
				if (f->insns[i].ctl == IR_CTL_RET || f->insns[i].ctl == IR_CTL_IJUMP) {
					ir_regset keep = call_keeps(t, f, i);

					regset_and(&pfn->rets, &keep);
				}
		}
}

/* After function f's slicing (callee: each instruction's direct callee, or NULL): what it
 * returns known. A tail jump returns what its callee returns; an indirect one, nothing
 * known. */
static void plan_gave(struct pfunc *pfn, const struct ir_func *f, const struct cfg *g,
		      struct pfunc **callee)
{
	for (int i = 0; i < f->ninsns; i++) {
		const struct ir_insn *in = &f->insns[i];

		if (in->ctl == IR_CTL_IJUMP ||
		    (in->ctl == IR_CTL_JUMP && g->blocks[g->block_of[i]].end == CFG_END_TAILCALL &&
		     !callee[i]))
			memset(&pfn->gave, 0, sizeof pfn->gave);
		else if (in->ctl == IR_CTL_JUMP && callee[i])
			regset_and(&pfn->gave, &callee[i]->rets);
	}
}

/* One round's slicing of function fi of file k: it takes passed what the plan says and
 * counts what its callees return as known; tries at each direct call what the callee takes;
 * keeps what it uses, what each call site supplied and what its returns gave. Returns 0, or
 * -1 after path:line errors. */
static int plan_slice(struct planner *pl, int k, int fi)
{
	const struct target *t = pl->t;
	struct pfile *pf = &pl->p->files[k];
	const struct ir_func *f = &pf->ir.funcs[fi];
	struct pfunc *pfn = &pf->funcs[fi];
	ir_regset *want = ir_xcalloc((size_t)f->ninsns, sizeof *want);
	ir_regset *returned = ir_xcalloc((size_t)f->ninsns, sizeof *returned);
	struct slice_calls calls = { .passed = pfn->pass, .try_supply = want, .returned = returned,
				     .ret_try = pfn->rets };
	struct pfunc **callee = ir_xcalloc((size_t)f->ninsns, sizeof *callee);
	struct slice s;
	int rc = 0;

	for (int i = 0; i < f->ninsns; i++) {
		const char *name = callee_name(f, &pf->cfgs[fi], i);
		const struct pname *c;
		ir_regset keep;

		if (!name || !(c = resolve(&pl->r, k, name)))
			continue;
		callee[i] = &pl->p->files[c->k].funcs[c->fi];
		if (f->insns[i].ctl == IR_CTL_CALL)
			returned[i] = callee[i]->rets;
		if (!callee[i]->eligible)
			continue;
		keep = call_keeps(t, f, i);
		want[i] = callee[i]->pass;
		regset_and(&want[i], &keep);
	}
	if (slice_function(t, pl->paths[k], f, &pf->cfgs[fi], strcmp(f->name, t->entry_symbol) == 0,
			   &calls, pl->flags, NULL, &s) < 0)
		rc = -1;
	for (int i = 0; rc == 0 && i < f->ninsns; i++) {
		if (callee[i] && f->insns[i].ctl == IR_CTL_CALL)
			for (size_t w = 0; w < sizeof s.took[i].w / sizeof s.took[i].w[0]; w++)
				callee[i]->taken.w[w] |= s.took[i].w[w];
		if (callee[i] && callee[i]->eligible) {
			regset_and(&callee[i]->acc, &s.supplied[i]);
			callee[i]->called = true;
		}
	}
	if (rc == 0) {
		pfn->used = s.entry_passed;
		pfn->gave = s.ret_known;
		plan_gave(pfn, f, &pf->cfgs[fi], callee);
		slice_free(&s);
	}
	free(callee);
	free(returned);
	free(want);
	return rc;
}

/* One round: every function sliced with the choices so far, then each keeps only what it
 * used and every call site supplied, and what every return gave. Returns 1 when a choice
 * changed, 0 when none did, -1 after path:line errors. */
static int plan_round(struct planner *pl)
{
	struct instr_plan *p = pl->p;
	bool changed = false;

	for (int k = 0; k < pl->n; k++)
		for (int fi = 0; fi < p->files[k].nfuncs; fi++) {
			struct pfunc *pfn = &p->files[k].funcs[fi];

			memset(&pfn->acc, 0xff, sizeof pfn->acc);
			memset(&pfn->used, 0, sizeof pfn->used);
			memset(&pfn->gave, 0, sizeof pfn->gave);
			memset(&pfn->taken, 0, sizeof pfn->taken);
			pfn->called = false;
		}
	for (int k = 0; k < pl->n; k++)
		for (int fi = 0; fi < p->files[k].nfuncs; fi++)
			if (p->files[k].funcs[fi].built && plan_slice(pl, k, fi) < 0)
				return -1;
	for (int k = 0; k < pl->n; k++)
		for (int fi = 0; fi < p->files[k].nfuncs; fi++) {
			struct pfunc *pfn = &p->files[k].funcs[fi];
			ir_regset now = pfn->pass, rets = pfn->rets;

			if (!pfn->called)
				memset(&now, 0, sizeof now);
			regset_and(&now, &pfn->acc);
			regset_and(&now, &pfn->used);
			regset_and(&rets, &pfn->gave);
			changed |= memcmp(&now, &pfn->pass, sizeof now) != 0 ||
				   memcmp(&rets, &pfn->rets, sizeof rets) != 0;
			pfn->pass = now;
			pfn->rets = rets;
		}
	return changed;
}

/* What a function's direct callers take of its rets, it takes of the rets of each function
 * it tail-calls (their returns are its own): carried along chains of tail calls until
 * nothing changes, so that a function reached only by tail jumps keeps returning what its
 * tail callers' callers take. */
static void plan_tail_taken(struct planner *pl)
{
	struct instr_plan *p = pl->p;
	bool changed = true;

	for (int round = 0; changed && round < 64; round++) {
		changed = false;
		for (int k = 0; k < pl->n; k++) {
			struct pfile *pf = &p->files[k];

			for (int fi = 0; fi < pf->nfuncs; fi++) {
				const struct ir_func *f = &pf->ir.funcs[fi];
				const struct cfg *g = &pf->cfgs[fi];
				struct pfunc *pfn = &pf->funcs[fi];

				for (int i = 0; pfn->built && i < f->ninsns; i++) {
					const char *name;
					const struct pname *c;
					struct pfunc *callee;

					if (f->insns[i].ctl != IR_CTL_JUMP ||
					    g->blocks[g->block_of[i]].end != CFG_END_TAILCALL ||
					    !(name = callee_name(f, g, i)) ||
					    !(c = resolve(&pl->r, k, name)))
						continue;
					callee = &p->files[c->k].funcs[c->fi];
					for (size_t w = 0; w < sizeof callee->taken.w /
								 sizeof callee->taken.w[0]; w++) {
						uint64_t add = pfn->taken.w[w] & ~callee->taken.w[w];

						callee->taken.w[w] |= add;
						changed |= add != 0;
					}
				}
			}
		}
	}
}

/* Each call site supplies what its callee takes, and takes what it returns. */
static void plan_sites(struct planner *pl)
{
	struct instr_plan *p = pl->p;

	for (int k = 0; k < pl->n; k++) {
		struct pfile *pf = &p->files[k];

		for (int fi = 0; fi < pf->nfuncs; fi++) {
			const struct ir_func *f = &pf->ir.funcs[fi];
			struct pfunc *pfn = &pf->funcs[fi];

			for (int i = 0; i < f->ninsns; i++) {
				const char *name = pfn->built ? callee_name(f, &pf->cfgs[fi], i) : NULL;
				const struct pname *c;
				const struct pfunc *callee;

				if (!name || !(c = resolve(&pl->r, k, name)))
					continue;
				callee = &p->files[c->k].funcs[c->fi];
				if (f->insns[i].ctl == IR_CTL_CALL && !regset_empty(&callee->rets)) {
					if (!pfn->returned)
						pfn->returned = ir_xcalloc((size_t)f->ninsns,
									   sizeof *pfn->returned);
					pfn->returned[i] = callee->rets;
				}
				if (regset_empty(&callee->pass))
					continue;
				if (!pfn->supply)
					pfn->supply = ir_xcalloc((size_t)f->ninsns, sizeof *pfn->supply);
				pfn->supply[i] = callee->pass;
			}
		}
	}
}

struct instr_plan *instr_plan_make(const struct target *t, unsigned flags, int n,
				   const char *const *paths, const char *const *texts)
{
	struct planner pl = { .t = t, .flags = flags, .n = n, .paths = paths };
	int rc;

	pl.p = ir_xcalloc(1, sizeof *pl.p);
	pl.p->files = ir_xcalloc((size_t)n, sizeof *pl.p->files);
	pl.p->nfiles = n;
	if (plan_parse(&pl, texts) < 0) {
		instr_plan_free(pl.p);
		return NULL;
	}
	resolver_make(&pl.r, pl.p);
	plan_names(&pl);
	/* The rounds: a round slices each function with what it takes passed and what its
	 * callees return counted as known, and keeps for each function what it uses and every
	 * call site supplied, and what every return gave (and every function it tail-calls
	 * returns). Nothing is kept that a caller or a return could not supply without
	 * recording it, so the registers only shrink, to the greatest consistent choice (a
	 * choice that is not is still correct: the side that must supply a register computes
	 * it, recording what it must). */
	plan_start(&pl);
	rc = 1;
	for (int round = 0; round < PLAN_ROUNDS && rc == 1; round++)
		rc = plan_round(&pl);
	/* A function returns known only what some direct caller takes (taken in the last
	 * round, with these very choices), or a caller of a function that tail-calls it. */
	if (rc >= 0)
		plan_tail_taken(&pl);
	for (int k = 0; k < n; k++)
		for (int fi = 0; fi < pl.p->files[k].nfuncs; fi++)
			regset_and(&pl.p->files[k].funcs[fi].rets, &pl.p->files[k].funcs[fi].taken);
	if (rc >= 0)
		plan_sites(&pl);
	resolver_free(&pl.r, n);
	for (int k = 0; k < n; k++)
		drop_ir(&pl.p->files[k]);
	if (rc < 0) {
		instr_plan_free(pl.p);
		return NULL;
	}
	return pl.p;
}

void instr_plan_free(struct instr_plan *p)
{
	if (!p)
		return;
	for (int k = 0; k < p->nfiles; k++) {
		for (int fi = 0; fi < p->files[k].nfuncs; fi++) {
			free(p->files[k].funcs[fi].supply);
			free(p->files[k].funcs[fi].returned);
		}
		drop_ir(&p->files[k]);
		free(p->files[k].funcs);
	}
	free(p->files);
	free(p);
}

bool instr_plan_function(const struct instr_plan *p, int k, int fi, int ninsns,
			 struct plan_facts *out)
{
	const struct pfunc *pfn;

	memset(out, 0, sizeof *out);
	if (!p || k < 0 || k >= p->nfiles || fi < 0 || fi >= p->files[k].nfuncs)
		return false;
	pfn = &p->files[k].funcs[fi];
	if (pfn->ninsns != ninsns)
		return false;
	out->passed = pfn->pass;
	out->rets = pfn->rets;
	out->supply = pfn->supply;
	out->returned = pfn->returned;
	return true;
}
