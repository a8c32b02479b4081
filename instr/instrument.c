/* instrument.c — per file: parse (target), then per function CFG, slices and witness placement,
 * then the plain and traced assembly and the schema. Events are emitted where the values they
 * carry are defined: after an instruction, at a call's return point, at function entry, on a
 * CFG edge (a fall-through edge inline after the delay slot, a taken edge in an out-of-line
 * stub the branch is retargeted to). */
#include "instrument.h"
#include "cfg.h"
#include "plan.h"
#include "slice.h"
#include "aex_events.h"
#include "aex_regen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What the two output texts put around one line of the input file. */
struct line_out {
	struct strbuf pre_plain, post_plain;   /* the plain text: before / after it */
	struct strbuf pre, post;     /* the traced text: before / after it */
	struct strbuf entry;         /* the entry's events, before even a label on it */
	struct strbuf after;         /* code right after it, before post */
	char *repl;                  /* replacement text (retargeted branches), or NULL */
	unsigned char p_flags;       /* AEX_PCMAP_AFTER: its _p label went with its moved delay
				      * slot; AEX_PCMAP_SILENT: a nop stands in the place of its
				      * copied delay slot (.aex_pcs) */
};

struct fctx {
	const struct target *t;
	const struct ir_file *file;
	const struct ir_func *f;
	int k, fi;                   /* file and function numbers */
	struct cfg g;
	struct slice s;
	ir_regset passed;            /* technique pass: the registers its callers pass it */
	ir_regset rets;              /* ... and those it returns known to its direct callers */
	struct slice_calls calls;    /* what the plan tells its slicing */
	struct placement p;
	int *line_of;                /* instruction -> line index */
	struct line_out *lines;      /* per line: what the outputs put around it */
	struct strbuf stubs;         /* out-of-line code of the function */
	struct instr_stats *stats;
	double *weights;             /* [nedges]: the profile's counts of its edges, or NULL */
	unsigned techniques;         /* enum instr_technique */
	int nid;                     /* label counter */
	/* strategy steal */
	const uint8_t *stolen;       /* the stolen registers (target order), or NULL */
	struct strbuf *rw_pre, *rw_post;  /* per instruction: a rewrite's code before / after */
	char **rw_text;              /* per instruction: its rewritten text, or NULL */
	int *slot_mode;              /* per instruction: what became of a rewritten delay slot */
	struct strbuf *pcx;          /* the file's .aex_pcx entries: "LABEL LINE" lines */
};

enum slot_mode {
	SLOT_IN_PLACE = 0,   /* not rewritten, or never executed */
	SLOT_MOVED,          /* rewritten in front of its branch, a nop in its place */
	SLOT_COPIED,         /* rewritten onto each edge it runs on, a nop in its place */
};

/* One function's line of the placement report: its edges with witnesses and their cost. */
static void report_function(const struct fctx *c, struct strbuf *report)
{
	double cost = 0, all = 0;
	int n = 0;

	for (int e = 0; e < c->g.nedges; e++) {
		double w = c->weights ? c->weights[e] : place_edge_weight(&c->g, e);

		all += w;
		if (c->p.edge_witness[e] >= 0) {
			cost += w;
			n++;
		}
	}
	for (int b = 0; b < c->g.nblocks; b++)
		if (c->p.block_witness[b] >= 0) {
			for (int k = 0; k < c->g.blocks[b].npred; k++) {
				int e = c->g.blocks[b].pred[k];

				cost += c->weights ? c->weights[e] : place_edge_weight(&c->g, e);
			}
			cost += b == 0;
			n++;
		}
	strbuf_addf(report, "%-28s %5d blocks %5d edges %5d witness sites  %s cost %9.1f"
				  " (of %.1f)", c->f->name, c->g.nblocks, c->g.nedges, n,
		    c->weights ? "measured" : "static", cost, all);
	for (int e = 0; e < c->g.nedges && c->p.kind != PLACE_BLOCKS; e++)
		if (c->p.edge_witness[e] >= 0) {
			const struct cfg_edge *ed = &c->g.edges[e];
			if (ed->dst == c->g.exit)
				strbuf_addf(report, " %d->EXIT", ed->src);
			else
				strbuf_addf(report, " %d->%d", ed->src, ed->dst);
		}
	strbuf_puts(report, "\n");
}


/* Symbols referenced by the immediates the regenerator evaluates, per file. */
struct symtab {
	char **names;
	int n, cap;
};

static char *xstrdup(const char *s)
{
	char *d = strdup(s);

	if (!d) {
		fprintf(stderr, "aex: error: out of memory\n");
		exit(1);
	}
	return d;
}

/* A copy of a branch or jump line whose target operand `from` is replaced by `to`: its last
 * occurrence before the comment that follows the line's start, a blank or a comma and is
 * followed by the line's end or one of the target's operand_ends. NULL when there is none. */
static char *retarget(const struct target *t, const char *line, const char *from, const char *to)
{
	size_t n = strlen(from), code = strcspn(line, t->line_comment);
	const char *hit = NULL;
	size_t pre, tl, rest;
	char *s;

	for (const char *p = line; p + n <= line + code; p++) {
		bool left = p == line || p[-1] == ',' || p[-1] == ' ' || p[-1] == '\t';

		if (left && (p[n] == '\0' || strchr(t->operand_ends, p[n])) &&
		    strncmp(p, from, n) == 0)
			hit = p;
	}
	if (!hit)
		return NULL;
	pre = (size_t)(hit - line);
	tl = strlen(to);
	rest = strlen(hit + n);
	s = ir_xcalloc(pre + tl + rest + 1, 1);
	memcpy(s, line, pre);
	memcpy(s + pre, to, tl);
	memcpy(s + pre + tl, hit + n, rest + 1);
	return s;
}

static int sym_index(struct symtab *st, const char *name)
{
	for (int i = 0; i < st->n; i++)
		if (strcmp(st->names[i], name) == 0)
			return i;
	if (st->n == st->cap) {
		st->cap = st->cap ? 2 * st->cap : 16;
		st->names = realloc(st->names, (size_t)st->cap * sizeof *st->names);
		if (!st->names) {
			fprintf(stderr, "aex: error: out of memory\n");
			exit(1);
		}
	}
	st->names[st->n] = xstrdup(name);
	return st->n++;
}

void instr_schema_header(const struct target *t, const struct instr_opts *o,
			 struct strbuf *schema)
{
	strbuf_addf(schema, "aex-schema 4\nisa %s\nplacement %s\ntechniques %s\n", t->name,
		    place_name(o->placement), instr_techniques_name(o->techniques));
}

static void put_reg(struct strbuf *b, uint8_t r)
{
	if (r == IR_REG_NONE)
		strbuf_puts(b, "-");
	else
		strbuf_addf(b, "%u", r);
}

static void put_imm(struct strbuf *b, struct symtab *st, const struct ir_imm *imm)
{
	if (imm->sym)
		strbuf_addf(b, "%d:%d:%u", sym_index(st, imm->sym), imm->addend, imm->reloc);
	else
		strbuf_addf(b, "%d", imm->addend);
}

static bool is_call(const struct ir_insn *in)
{
	return in->ctl == IR_CTL_CALL || in->ctl == IR_CTL_ICALL;
}

/* The bytes of a value event for r defined by instruction i (-1: at entry): with
 * INSTR_NARROW, a byte or halfword load into r leaves the regenerator only its loaded bits to
 * learn (it zero- or sign-extends them as the load did), with INSTR_CUT a narrow computed
 * value only its low bytes; *sign says which (slice_value_width). */
static int value_width(const struct fctx *c, int i, unsigned r, bool *sign)
{
	return slice_value_width(i >= 0 ? &c->f->insns[i] : NULL, r,
				 instr_slice_flags(c->techniques, PLACE_TREE), sign);
}

/* Appends value events for the registers in set, defined by instruction i (-1: live into the
 * function), in register order. */
static int value_events(const struct fctx *c, const ir_regset *set, int i,
			struct target_event *ev, int n)
{
	for (unsigned r = 0; r < c->t->nregs; r++)
		if (ir_regset_has(set, r)) {
			bool sign;
			int size = value_width(c, i, r, &sign);

			ev[n++] = (struct target_event){ .kind = TARGET_EV_VALUE, .reg = (uint8_t)r,
							 .size = (uint8_t)size };
		}
	return n;
}

static int group_bytes(const struct target_event *ev, int n)
{
	int bytes = 0;

	for (int i = 0; i < n; i++)
		bytes += ev[i].size;
	return bytes;
}

static void emit_group(struct fctx *c, struct strbuf *out, const struct target_event *ev, int n,
		       bool after_load)
{
	char id[64];

	if (n == 0)
		return;
	snprintf(id, sizeof id, "%saex%d_%d_%d", c->t->local_label_prefix, c->k, c->fi, c->nid++);
	c->t->emit_events(out, &c->stubs, id, ev, n, group_bytes(ev, n), after_load,
			  c->stolen);
	for (int i = 0; i < n; i++) {
		if (ev[i].kind == TARGET_EV_VALUE)
			c->stats->values++;
		else
			c->stats->witnesses++;
	}
}

/* A delay slot that runs on one edge of a conditional branch only needs witnesses on both
 * edges when it records values (the regenerator must know the edge before the values) or when
 * both edges lead to the same block (nothing after the branch tells them apart), unless the
 * regenerator decides the branch itself. */
static void force_slot_witnesses(struct fctx *c)
{
	for (int b = 0; b < c->g.nblocks; b++) {
		const struct cfg_block *bl = &c->g.blocks[b];

		if (bl->end != CFG_END_CBRANCH || bl->slot < 0 || c->s.decided[bl->branch] ||
		    bl->slot_on_taken == bl->slot_on_fall ||
		    !(c->s.record_after[bl->slot].w[0] || c->s.record_after[bl->slot].w[1] ||
		      c->g.edges[bl->succ[0]].dst == c->g.edges[bl->succ[1]].dst))
			continue;
		for (int k = 0; k < bl->nsucc; k++) {
			int e = bl->succ[k];
			if (c->p.edge_witness[e] < 0) {
				c->p.edge_witness[e] = place_edge_witness_value(&c->g, e);
				c->p.nwitnesses++;
			}
		}
	}
}

/* The events of edge e: its witness first (the regenerator knows the edge before it reads
 * anything that depends on it), then the delay slot's recorded values when the slot runs
 * on e. */
static int edge_events(struct fctx *c, int e, struct target_event *ev)
{
	const struct cfg_edge *ed = &c->g.edges[e];
	const struct cfg_block *bl = &c->g.blocks[ed->src];
	bool slot_here = bl->slot >= 0 && (ed->taken ? bl->slot_on_taken : bl->slot_on_fall);
	int n = 0, w = c->p.edge_witness[e];

	if (w >= 0)
		ev[n++] = (struct target_event){ .kind = TARGET_EV_WITNESS, .value = (uint32_t)w,
						 .size = (uint8_t)c->p.width };
	if (slot_here)
		n = value_events(c, &c->s.record_after[bl->slot], bl->slot, ev, n);
	return n;
}

/* A rewritten instruction as one piece: its code before, its _p label when given, its new
 * text, its code after. */
/* The label of a copy of the delay slot on line Ls, on edge e (-1: the fall-through), named in
 * .aex_pcx as that slot: the golden trace of the traced run logs the copy that runs in the
 * slot's stead (docs/golden.md). Valid until the next call. */
static const char *copy_label(struct fctx *c, int Ls, int e)
{
	static char label[64];

	snprintf(label, sizeof label, "%saex%d_c%d_%d", c->t->local_label_prefix, c->k, Ls,
		 e + 1);
	strbuf_addf(c->pcx, "%s %d\n", label, Ls);
	return label;
}

static void slot_code(struct fctx *c, struct strbuf *out, int i, const char *plabel)
{
	strbuf_add(out, c->rw_pre[i].s ? c->rw_pre[i].s : "", c->rw_pre[i].len);
	if (plabel)
		strbuf_addf(out, "%s:\n", plabel);
	strbuf_addf(out, "%s\n", c->rw_text[i]);
	strbuf_add(out, c->rw_post[i].s ? c->rw_post[i].s : "", c->rw_post[i].len);
}

/* Strategy steal, before the events: rewrites every instruction that names a stolen register
 * (the target's hook) and decides what becomes of a rewritten delay slot. Code cannot follow
 * a control transfer before its slot, so a slot that always runs moves in front of its
 * branch when that changes nothing the branch sees (it writes no register the branch reads,
 * and reads no link register a call writes); a conditional branch's slot that writes what
 * the branch reads, or runs on one edge only, is copied onto the edges it runs on (the
 * taken one through a stub). The slot's own place keeps a nop, so plain positions in the
 * schema do not change. */
static int steal_prepare(struct fctx *c, const char *path)
{
	const struct ir_func *f = c->f;
	const struct target *t = c->t;

	c->rw_pre = ir_xcalloc((size_t)f->ninsns, sizeof *c->rw_pre);
	c->rw_post = ir_xcalloc((size_t)f->ninsns, sizeof *c->rw_post);
	c->rw_text = ir_xcalloc((size_t)f->ninsns, sizeof *c->rw_text);
	c->slot_mode = ir_xcalloc((size_t)f->ninsns, sizeof *c->slot_mode);
	for (int i = 0; i < f->ninsns; i++) {
		const struct ir_insn *in = &f->insns[i];
		char *text = NULL;
		int r;

		if (in->skipped)
			continue;
		r = t->rewrite(in, c->file->lines[c->line_of[i]].text, c->stolen, &c->rw_pre[i],
			       &text, &c->rw_post[i]);
		if (r < 0) {
			fprintf(stderr, "%s:%d: error: %s (strategy steal)\n", path, in->line,
				text ? text : "cannot rewrite this instruction");
			free(text);
			return -1;
		}
		if (r > 0) {
			c->rw_text[i] = text;
			c->stats->rewritten++;
		}
	}
	for (int s = 1; s < f->ninsns; s++) {
		const struct ir_insn *br = &f->insns[s - 1], *sl = &f->insns[s];
		const struct cfg_block *bl = &c->g.blocks[c->g.block_of[s - 1]];
		ir_regset bn = { { 0, 0 } };
		bool conflict = false, link, on_taken = true, on_fall = true;
		bool cbranch = br->ctl == IR_CTL_CBRANCH;
		int Ls = c->line_of[s];

		if (!c->rw_text[s] || br->delay == IR_DELAY_NONE)
			continue;
		if (bl->branch == s - 1 && bl->slot == s) {
			on_taken = bl->slot_on_taken;
			on_fall = bl->slot_on_fall;
		}
		if (!on_taken && !on_fall) {
			/* never executed: left as it is */
			free(c->rw_text[s]);
			c->rw_text[s] = NULL;
			strbuf_free(&c->rw_pre[s]);
			strbuf_free(&c->rw_post[s]);
			continue;
		}
		if (c->file->lines[Ls].label) {
			fprintf(stderr, "%s:%d: error: a delay slot with a label cannot be rewritten "
				"(strategy steal)\n", path, sl->line);
			return -1;
		}
		/* what the transfer itself reads: all a conditional branch reads, the named
		 * operands of a call or jump (their other reads happen after the slot) */
		t->named_regs(c->file->lines[c->line_of[s - 1]].text, &bn);
		for (unsigned r = 0; r < t->nregs; r++)
			conflict |= ir_regset_has(&sl->writes, r) &&
				    (cbranch ? ir_regset_has(&br->reads, r)
					     : ir_regset_has(&bn, r) &&
						       (ir_regset_has(&br->reads, r) ||
							br->ctl_reg == r));
		conflict |= (cbranch && t->cbranch_hidden_reads) || sl->window;
		link = is_call(br) && ir_regset_has(&sl->reads, t->link_reg);
		if (cbranch && (conflict || !on_taken || !on_fall)) {
			c->slot_mode[s] = SLOT_COPIED;
		} else if (conflict || link || !on_taken || !on_fall) {
			fprintf(stderr, "%s:%d: error: this delay slot cannot be rewritten: it %s "
				"(strategy steal)\n", path, sl->line,
				link ? "reads the link register its call writes"
				     : sl->window ? "changes the register window"
				     : conflict ? "writes a register its jump reads"
						: "runs on one path of an unconditional transfer");
			return -1;
		} else {
			c->slot_mode[s] = SLOT_MOVED;
		}
		free(c->lines[Ls].repl);
		c->lines[Ls].repl = xstrdup(t->nop_line);
	}
	for (int i = 0; i < f->ninsns; i++) {
		int L = c->line_of[i];

		if (c->rw_text[i] && !c->slot_mode[i]) {
			free(c->lines[L].repl);
			c->lines[L].repl = xstrdup(c->rw_text[i]);
		}
	}
	return 0;
}

/* Refuses a function naming a register the instrumentation always uses; under the reserved
 * strategy, a function naming one of its registers is either instrumented by stealing them
 * (c->stolen set, with a note) or refused. */
static int check_names(struct fctx *c, const char *path, const uint8_t *stolen)
{
	const struct target *t = c->t;
	ir_regset none = { { 0, 0 } };
	const ir_regset *reserved = stolen ? &none : &t->reserved_set;
	int first = -1;

	for (int i = 0; i < c->f->ninsns; i++) {
		ir_regset named = { { 0, 0 } };

		if (!t->named_regs)
			break;
		t->named_regs(c->file->lines[c->line_of[i]].text, &named);
		for (unsigned r = 0; r < t->nregs; r++) {
			if (ir_regset_has(&named, r) && ir_regset_has(&t->instr_temps, r)) {
				fprintf(stderr, "%s:%d: error: %s is the instrumentation's own register: "
					"code that uses it cannot be traced\n", path, c->f->insns[i].line,
					t->reg_names[r]);
				return -1;
			}
			if (ir_regset_has(&named, r) && ir_regset_has(reserved, r) &&
			    !t->reserved_stolen) {
				fprintf(stderr, "%s:%d: error: %s is reserved for tracing (%s): "
					"build with --strategy steal\n", path, c->f->insns[i].line,
					t->reg_names[r], t->reserved_regs);
				return -1;
			}
			if (ir_regset_has(&named, r) && ir_regset_has(reserved, r) && first < 0)
				first = i;
		}
	}
	if (first >= 0) {
		ir_regset named = { { 0, 0 } };
		const char *sep = "";

		for (int i = 0; i < c->f->ninsns; i++)
			t->named_regs(c->file->lines[c->line_of[i]].text, &named);
		fprintf(stderr, "%s:%d: note: %s uses ", path, c->f->insns[first].line, c->f->name);
		for (unsigned r = 0; r < t->nregs; r++)
			if (ir_regset_has(&named, r) && ir_regset_has(reserved, r)) {
				fprintf(stderr, "%s%s", sep, t->reg_names[r]);
				sep = ", ";
			}
		fprintf(stderr, ", which tracing reserves: instrumented by stealing them (the "
			"program's values kept in shadow words)\n");
		c->stolen = t->reserved_stolen;
	}
	return 0;
}

/* Strategy steal, after the events: the rewrites' code goes in, after the events of the
 * same place (which read the shadow words themselves). */
static void steal_finish(struct fctx *c)
{
	const struct ir_func *f = c->f;

	for (int i = 0; i < f->ninsns; i++) {
		int L = c->line_of[i];
		int s = i + 1, Ls = s < f->ninsns ? c->line_of[s] : -1;

		if (s < f->ninsns && c->slot_mode[s] == SLOT_MOVED) {
			char plabel[64];

			snprintf(plabel, sizeof plabel, "%saex%d_p%d", c->t->local_label_prefix, c->k,
				 Ls);
			slot_code(c, &c->lines[L].pre, s, plabel);
			c->lines[Ls].p_flags |= AEX_PCMAP_AFTER;
		} else if (s < f->ninsns && c->slot_mode[s] == SLOT_COPIED) {
			const struct cfg_block *bl = &c->g.blocks[c->g.block_of[i]];

			c->lines[Ls].p_flags |= AEX_PCMAP_SILENT;
			if (bl->slot_on_fall)
				slot_code(c, &c->lines[Ls].after, s, copy_label(c, Ls, -1));
		}
		if (c->rw_text[i] && !c->slot_mode[i]) {
			strbuf_add(&c->lines[L].pre, c->rw_pre[i].s ? c->rw_pre[i].s : "",
				   c->rw_pre[i].len);
			strbuf_add(&c->lines[L].after, c->rw_post[i].s ? c->rw_post[i].s : "",
				   c->rw_post[i].len);
		}
	}
}

static void steal_free(struct fctx *c)
{
	for (int i = 0; c->rw_text && i < c->f->ninsns; i++) {
		strbuf_free(&c->rw_pre[i]);
		strbuf_free(&c->rw_post[i]);
		free(c->rw_text[i]);
	}
	free(c->rw_pre);
	free(c->rw_post);
	free(c->rw_text);
	free(c->slot_mode);
}

/* Entry: values live into the function, before any internal label at the first insn. */
static void instr_entry(struct fctx *c)
{
	const struct ir_func *f = c->f;
	struct target_event ev[IR_MAX_REGS + 2];
	int entry_line = c->line_of[0], n;

	while (entry_line > 0 && c->file->lines[entry_line - 1].kind == IR_LINE_LABEL &&
	       c->file->lines[entry_line - 1].func == c->fi &&
	       strcmp(c->file->lines[entry_line - 1].label, f->name) != 0)
		entry_line--;
	n = value_events(c, &c->s.record_entry, -1, ev, 0);
	emit_group(c, &c->lines[entry_line].entry, ev, n, false);
}

/* A system call at line L: the target's hook (its labels into .aex_pcx), then where a fork or
 * a sigaction done by the runtime goes on, and the event after the system call: 0, after a
 * SIGNAL event for each handler of the program that ran as it returned (docs/processes.md). */
static void instr_syscall(struct fctx *c, int L)
{
	const struct target *t = c->t;
	struct target_event ev;
	char id[64];
	int ns;

	snprintf(id, sizeof id, "%saex%d_%d_%d", t->local_label_prefix, c->k, c->fi, c->nid++);
	ns = t->emit_syscall_hook(&c->lines[L].pre, &c->stubs, id, c->stolen);
	for (int k = 0; k < ns; k++)
		strbuf_addf(c->pcx, "%s_s%d %d\n", id, k, L);
	strbuf_addf(&c->lines[L].post, "%s_a:\n", id);
	ev = (struct target_event){ .kind = TARGET_EV_WITNESS, .size = 1,
				    .value = AEX_EVENTS_SYSCALL_OTHER };
	emit_group(c, &c->lines[L].post, &ev, 1, false);
}

/* Instruction i of block bl: its recorded target, its system call, the values it defines.
 * Returns 0, or -1 after a path:line error. */
static int instr_insn(struct fctx *c, const char *path, const struct cfg_block *bl, int i)
{
	const struct ir_func *f = c->f;
	const struct ir_insn *in = &f->insns[i];
	struct target_event ev[IR_MAX_REGS + 2];
	int L = c->line_of[i], n;

	if (c->s.record_target[i]) {
		ev[0] = (struct target_event){ .kind = TARGET_EV_VALUE, .reg = in->ctl_reg,
					       .size = 4 };
		emit_group(c, &c->lines[L].pre, ev, 1,
			   i > 0 && f->insns[i - 1].late && f->insns[i - 1].dst == in->ctl_reg);
	}
	if (in->ctl == IR_CTL_SYSCALL)
		instr_syscall(c, L);
	/* Values defined in a branch's delay slot are recorded on its edges; after the slot of
	 * a return nothing in this function can use them. */
	if (i == bl->slot || !(n = value_events(c, &c->s.record_after[i], i, ev, 0)))
		return 0;
	if (is_call(in) && in->delay != IR_DELAY_NONE) {
		if (i + 1 > bl->last) {
			fprintf(stderr, "%s:%d: error: call without its delay slot\n", path, in->line);
			return -1;
		}
		emit_group(c, &c->lines[c->line_of[i + 1]].post, ev, n, false);
	} else if (in->ctl != IR_CTL_NONE && !is_call(in) && in->ctl != IR_CTL_SYSCALL) {
		fprintf(stderr, "%s:%d: error: a control transfer defines an address register\n",
			path, in->line);
		return -1;
	} else {
		emit_group(c, &c->lines[L].post, ev, n, in->late);
	}
	return 0;
}

/* A taken edge e of block bl with events (ev, n; copy: a copied delay slot runs on it): the
 * branch retargeted to a stub of label, events, jump — one piece, whose own out-of-line code
 * goes to the stubs before it. Returns 0, or -1 after a path:line error. */
static int instr_taken_edge(struct fctx *c, const char *path, const struct cfg_block *bl, int e,
			    const struct target_event *ev, int n, bool copy)
{
	const struct target *t = c->t;
	const struct ir_func *f = c->f;
	const struct ir_insn *br = &f->insns[bl->branch];
	struct strbuf edge = { 0 };
	int BL = c->line_of[bl->branch];
	char label[64];
	const char *text = c->lines[BL].repl ? c->lines[BL].repl : c->file->lines[BL].text;
	char *nt;

	snprintf(label, sizeof label, "%saex%d_%d_e%d", t->local_label_prefix, c->k, c->fi, e);
	nt = retarget(t, text, br->target, label);
	if (!nt) {
		fprintf(stderr, "%s:%d: error: cannot retarget this branch\n", path, br->line);
		return -1;
	}
	free(c->lines[BL].repl);
	c->lines[BL].repl = nt;
	strbuf_addf(&edge, "%s:\n", label);
	if (copy)
		slot_code(c, &edge, bl->slot, copy_label(c, c->line_of[bl->slot], e));
	emit_group(c, &edge, ev, n, bl->slot >= 0 && f->insns[bl->slot].late);
	strbuf_addf(&edge, t->jump_format, br->target);
	strbuf_add(&c->stubs, edge.s, edge.len);
	strbuf_free(&edge);
	return 0;
}

/* The events of block bl's k-th edge. Returns 0, or -1 after a path:line error. */
static int instr_edge(struct fctx *c, const char *path, const struct cfg_block *bl, int k)
{
	const struct ir_func *f = c->f;
	struct target_event ev[IR_MAX_REGS + 2];
	int e = bl->succ[k], L = c->line_of[bl->last];
	const struct cfg_edge *ed = &c->g.edges[e];
	bool copy = c->slot_mode && bl->slot >= 0 && c->slot_mode[bl->slot] == SLOT_COPIED &&
		    ed->taken && bl->slot_on_taken;
	int n = edge_events(c, e, ev);

	if (!n && !copy)
		return 0;
	if (ed->dst == c->g.exit && ed->taken)
		/* a return or tail jump: before it (no delay-slot values reach EXIT) */
		emit_group(c, &c->lines[c->line_of[bl->branch]].pre, ev, n, false);
	else if (!ed->taken)
		emit_group(c, &c->lines[L].post, ev, n, bl->slot >= 0 && f->insns[bl->slot].late);
	else
		return instr_taken_edge(c, path, bl, e, ev, n, copy);
	return 0;
}

/* Block b: its witness, its instructions' events, its edges'. Returns 0, or -1 after a
 * path:line error. */
static int instr_block(struct fctx *c, const char *path, int b)
{
	const struct ir_func *f = c->f;
	const struct cfg_block *bl = &c->g.blocks[b];
	struct target_event ev[IR_MAX_REGS + 2];

	if (c->p.block_witness[b] >= 0) {
		ev[0] = (struct target_event){ .kind = TARGET_EV_WITNESS,
					       .value = (uint32_t)c->p.block_witness[b],
					       .size = (uint8_t)c->p.width };
		emit_group(c, &c->lines[c->line_of[bl->first]].pre, ev, 1, false);
	}
	for (int i = bl->first; i <= bl->last; i++)
		if (instr_insn(c, path, bl, i) < 0)
			return -1;
	if (bl->slot >= 0 && bl->end != CFG_END_CBRANCH && bl->end != CFG_END_JUMP &&
	    value_events(c, &c->s.record_after[bl->slot], bl->slot, ev, 0)) {
		fprintf(stderr, "%s:%d: error: a value defined in the delay slot of a return or tail "
			"call is needed\n", path, f->insns[bl->slot].line);
		return -1;
	}
	for (int k = 0; k < bl->nsucc; k++)
		if (instr_edge(c, path, bl, k) < 0)
			return -1;
	return 0;
}

/* Code after the instruction before a skipped word goes after that word: control comes back
 * past it. Returns 0, or -1 after a path:line error. */
static int move_past_skipped(struct fctx *c, const char *path)
{
	const struct ir_func *f = c->f;

	for (int i = 1; i < f->ninsns; i++) {
		struct strbuf *before = &c->lines[c->line_of[i - 1]].post;
		struct strbuf *at = &c->lines[c->line_of[i]].post;

		if (!f->insns[i].skipped)
			continue;
		if (c->lines[c->line_of[i]].pre.len || c->lines[c->line_of[i]].entry.len) {
			fprintf(stderr, "%s:%d: error: events would be written before a word that never "
				"executes\n", path, f->insns[i].line);
			return -1;
		}
		if (before->len) {
			struct strbuf moved = { 0 };

			strbuf_add(&moved, before->s, before->len);
			strbuf_add(&moved, at->s ? at->s : "", at->len);
			strbuf_free(before);
			strbuf_free(at);
			*at = moved;
		}
	}
	return 0;
}

static int instrument_function(struct fctx *c, const char *path)
{
	instr_entry(c);
	for (int b = 0; b < c->g.nblocks; b++)
		if (instr_block(c, path, b) < 0)
			return -1;
	return move_past_skipped(c, path);
}

/* "NAME = FUNC" (or ".set NAME, FUNC"): another name of a function of the file, which calls
 * may use (gcc's identical-code folding writes these). One "alias" schema line each. */
static void schema_aliases(const struct ir_file *file, struct strbuf *schema)
{
	for (int L = 0; L < file->nlines; L++) {
		const char *p = file->lines[L].text;
		char a[256], b[256], rest[2];
		int n = 0;

		if (file->lines[L].kind != IR_LINE_OTHER)
			continue;
		if (sscanf(p, " .set %255[^, \t] , %255[^ \t] %1s", a, b, rest) != 2 &&
		    sscanf(p, " %255[A-Za-z0-9_.$] = %255[A-Za-z0-9_.$] %1s", a, b, rest) != 2)
			continue;
		for (int fi = 0; fi < file->nfuncs; fi++)
			n += file->funcs[fi].ninsns > 0 && strcmp(file->funcs[fi].name, b) == 0;
		if (n)
			strbuf_addf(schema, "alias %s %s\n", a, b);
	}
}

static void schema_function(struct fctx *c, struct symtab *st, struct strbuf *schema)
{
	const struct ir_func *f = c->f;
	const struct cfg *g = &c->g;

	strbuf_addf(schema, "func %d %d %s %s %d %d %d %d\n", c->k, c->fi, f->name,
		    f->global ? "global" : "local", f->ninsns, g->nblocks, g->nedges, c->p.width);
	strbuf_addf(schema, " sp %s\n", c->s.sp_from_caller ? "caller" : "-");
	strbuf_puts(schema, " entry");
	for (unsigned r = 0; r < c->t->nregs; r++)
		if (ir_regset_has(&c->s.record_entry, r))
			strbuf_addf(schema, " %u", r);
	strbuf_puts(schema, "\n pass");
	for (unsigned r = 0; r < c->t->nregs; r++)
		if (ir_regset_has(&c->passed, r))
			strbuf_addf(schema, " %u", r);
	strbuf_puts(schema, "\n rets");
	for (unsigned r = 0; r < c->t->nregs; r++)
		if (ir_regset_has(&c->rets, r))
			strbuf_addf(schema, " %u", r);
	strbuf_puts(schema, "\n used");
	for (unsigned r = 0; r < IR_MAX_REGS; r++)
		if (ir_regset_has(&c->s.used, r) || ir_regset_has(&c->passed, r) ||
		    ir_regset_has(&c->rets, r))
			strbuf_addf(schema, " %u", r);
	strbuf_puts(schema, "\n");
	for (int b = 0; b < g->nblocks; b++) {
		const struct cfg_block *bl = &g->blocks[b];

		strbuf_addf(schema, " block %d %d %d %s %d %d %d %d", b, bl->first, bl->last,
			    aex_end_word(bl->end), bl->slot, bl->slot_on_taken, bl->slot_on_fall,
			    c->p.block_witness[b]);
		for (int k = 0; k < bl->nsucc; k++)
			strbuf_addf(schema, " %d", bl->succ[k]);
		strbuf_puts(schema, "\n");
	}
	for (int e = 0; e < g->nedges; e++) {
		const struct cfg_edge *ed = &g->edges[e];

		strbuf_addf(schema, " edge %d %d %d %d %d\n", e, ed->src,
			    ed->dst == g->exit ? -1 : ed->dst, ed->taken, c->p.edge_witness[e]);
	}
	for (int i = 0; i < f->ninsns; i++) {
		const struct ir_insn *in = &f->insns[i];
		struct strbuf line = { 0 };

		if (in->size != 4)
			strbuf_addf(&line, " size=%u", in->size);
		if (in->words > 1)
			strbuf_addf(&line, " words=%u", in->words);
		if (in->mem != IR_MEM_NONE) {
			strbuf_addf(&line, " m=%s,%u,", aex_mem_word(in->mem), in->mem_size);
			put_reg(&line, in->base == c->t->zero_reg ? IR_REG_NONE : in->base);
			strbuf_puts(&line, ",");
			put_imm(&line, st, &in->disp);
			if (in->index != IR_REG_NONE && in->index != c->t->zero_reg)
				strbuf_addf(&line, " x=%u", in->index);
		}
		if (in->window)
			strbuf_addf(&line, " w=%u", in->window);
		if (c->s.compute[i] && c->s.slot && c->s.slot[i] != IR_REG_NONE) {
			/* a stack slot's word: loaded from it, or stored to it */
			bool load = in->mem == IR_MEM_LOAD;

			strbuf_addf(&line, " c=move,%u,-,%u,-,0", load ? in->dst : c->s.slot[i],
				    load ? c->s.slot[i] : in->store_reg);
		} else if (c->s.compute[i]) {
			strbuf_addf(&line, " c=%s,", aex_op_word(in->op));
			put_reg(&line, in->dst);
			strbuf_puts(&line, ",");
			put_reg(&line, in->dst2);
			strbuf_puts(&line, ",");
			put_reg(&line, in->src1);
			strbuf_puts(&line, ",");
			put_reg(&line, in->src2);
			strbuf_puts(&line, ",");
			put_imm(&line, st, &in->imm);
		}
		if (c->s.record_after[i].w[0] || c->s.record_after[i].w[1]) {
			const char *sep = " v=";
			for (unsigned r = 0; r < c->t->nregs; r++)
				if (ir_regset_has(&c->s.record_after[i], r)) {
					bool sign;
					int w = value_width(c, i, r, &sign);

					strbuf_addf(&line, "%s%u", sep, r);
					if (w != 4)
						strbuf_addf(&line, ":%d%s", w, sign ? "s" : "");
					sep = ",";
				}
		}
		if (c->s.record_target[i])
			strbuf_addf(&line, " t=%u", in->ctl_reg);
		if (c->s.decided[i]) {
			strbuf_addf(&line, " br=%s,", aex_cond_word(in->cond));
			put_reg(&line, in->src1 == c->t->zero_reg ? IR_REG_NONE : in->src1);
			strbuf_puts(&line, ",");
			put_reg(&line, in->src2 == c->t->zero_reg ? IR_REG_NONE : in->src2);
		}
		if (in->skipped)
			strbuf_puts(&line, " skip");
		if (in->ctl == IR_CTL_CALL)
			strbuf_addf(&line, " call=%s", in->target ? in->target : "?");
		else if (in->ctl == IR_CTL_ICALL)
			strbuf_puts(&line, " icall");
		if (is_call(in) && in->delay != IR_DELAY_NONE)
			strbuf_puts(&line, " d");
		else if (in->ctl == IR_CTL_SYSCALL)
			strbuf_puts(&line, " sys");
		else if (in->ctl == IR_CTL_JUMP && g->blocks[g->block_of[i]].end == CFG_END_TAILCALL)
			strbuf_addf(&line, " tail=%s", in->target);
		if (line.len)
			strbuf_addf(schema, " i %d%s\n", i, line.s);
		strbuf_free(&line);
	}
	strbuf_puts(schema, "end\n");
}

/* An instruction taking the address of a label of its own function feeds an indirect jump
 * inside it (a computed goto or a jump table): its targets cannot be known. */
static int computed_goto(const char *path, const struct ir_func *f)
{
	for (int i = 0; i < f->ninsns; i++) {
		const struct ir_insn *in = &f->insns[i];
		const char *syms[2] = { in->imm.sym, in->disp.sym };

		for (int k = 0; k < 2; k++)
			for (int l = 0; syms[k] && l < f->nlabels; l++)
				if (strcmp(syms[k], f->labels[l]) == 0) {
					fprintf(stderr, "%s:%d: error: the address of label %s of %s is "
						"taken: a computed goto or jump table cannot be traced\n",
						path, in->line, f->labels[l], f->name);
					return -1;
				}
	}
	return 0;
}

static bool is_data_directive(const char *line)
{
	static const char *const dirs[] = { ".word", ".long", ".int", ".4byte", ".gpword",
					    ".dword", ".quad", ".8byte", ".half", ".short",
					    ".2byte", ".uaword", ".xword" };

	for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
		size_t n = strlen(dirs[i]);
		if (strncmp(line, dirs[i], n) == 0 && (line[n] == ' ' || line[n] == '\t'))
			return true;
	}
	return false;
}

/* A label inside a function whose address is stored as data is the target of an indirect jump
 * (a jump table, a computed goto's table): refused like a computed goto. */
static int label_in_data(const char *path, const struct ir_file *file)
{
	for (int L = 0; L < file->nlines; L++) {
		const char *line = file->lines[L].text;

		if (file->lines[L].kind != IR_LINE_OTHER)
			continue;
		line += strspn(line, " \t");
		if (!is_data_directive(line))
			continue;
		for (int fi = 0; fi < file->nfuncs; fi++) {
			const struct ir_func *f = &file->funcs[fi];

			for (int l = 0; l < f->nlabels; l++) {
				const char *p = strstr(line, f->labels[l]);
				size_t n = strlen(f->labels[l]);

				if (p && strcmp(f->labels[l], f->name) != 0 &&
				    (p == line || strchr(" \t,", p[-1])) &&
				    (p[n] == '\0' || strchr(" \t,+-", p[n]))) {
					fprintf(stderr, "%s:%d: error: the address of label %s of %s is "
						"stored as data: a jump table or computed goto cannot be "
						"traced\n", path, L + 1, f->labels[l], f->name);
					return -1;
				}
			}
		}
	}
	return 0;
}

/* One file being instrumented: its input, what the outputs put around each of its lines,
 * the schema's symbols and function lines so far. */
struct file_ctx {
	const struct target *t;
	const struct instr_opts *o;
	int index;                   /* its file number in the program */
	const char *path;
	struct ir_file file;
	struct line_out *lines;      /* [file.nlines + 1] */
	struct symtab st;
	struct strbuf fschema;       /* the schema's lines of its functions */
	struct strbuf pcx;           /* its .aex_pcx entries */
	struct instr_stats *stats;
};

/* Function fi's context: the file's, and which line each of its instructions is. */
static void fctx_init(struct file_ctx *x, int fi, struct fctx *c)
{
	const struct ir_func *f = &x->file.funcs[fi];

	memset(c, 0, sizeof *c);
	c->t = x->t;
	c->file = &x->file;
	c->f = f;
	c->k = x->index;
	c->fi = fi;
	c->lines = x->lines;
	c->pcx = &x->pcx;
	c->stats = x->stats;
	c->techniques = x->o->techniques;
	c->stolen = x->o->stolen;   /* (or, per function, t->reserved_stolen: check_names) */
	c->line_of = ir_xcalloc((size_t)f->ninsns, sizeof *c->line_of);
	for (int L = 0; L < x->file.nlines; L++)
		if (x->file.lines[L].kind == IR_LINE_INSN && x->file.lines[L].func == fi &&
		    x->file.lines[L].insn >= 0 && x->file.lines[L].insn < f->ninsns)
			c->line_of[x->file.lines[L].insn] = L;
}

/* How often each block ran in the training run whose edge counts weigh the function (c->weights),
 * into freq[nblocks]: the counts of the edges into it, the entry's of the edges out of it.
 * False (freq untouched) without a profile, or when the function never ran in it. */
static bool block_freq(const struct fctx *c, double *freq)
{
	const struct cfg *g = &c->g;
	double total = 0;

	if (!c->weights)
		return false;
	for (int b = 0; b < g->nblocks; b++)
		freq[b] = 0;
	for (int e = 0; e < g->nedges; e++) {
		if (g->edges[e].dst != g->exit)
			freq[g->edges[e].dst] += c->weights[e];
		if (g->edges[e].src == 0)
			total += c->weights[e];
	}
	freq[0] = total > freq[0] ? total : freq[0];
	return total > 0;
}

/* The function's slices (budget: struct slice_weights's decide_budget, or NULL), weighed by
 * the profile's counts where it has them. */
static int slice_of(struct file_ctx *x, struct fctx *c, const double *budget)
{
	double *freq = ir_xcalloc((size_t)c->g.nblocks + 1, sizeof *freq);
	struct slice_weights w = { .decide_budget = budget };
	int rc;

	if (block_freq(c, freq))
		w.block_freq = freq;
	rc = slice_function(x->t, x->path, c->f, &c->g, strcmp(c->f->name, x->t->entry_symbol) == 0,
			    &c->calls, instr_slice_flags(x->o->techniques, x->o->placement), &w,
			    &c->s);
	free(freq);
	return rc;
}

/* The CFG, what the plan says of the function, its slices. Returns 0, or -1 after path:line
 * errors (then nothing of it is left to free but line_of). */
static int analyse_function(struct file_ctx *x, struct fctx *c)
{
	const struct ir_func *f = c->f;
	struct plan_facts pf = { 0 };

	if (computed_goto(x->path, f) < 0 || cfg_build(x->path, f, &c->g) < 0)
		return -1;
	if (x->o->techniques & INSTR_PASS)
		instr_plan_function(x->o->plan, x->index, c->fi, f->ninsns, &pf);
	c->passed = pf.passed;
	c->rets = pf.rets;
	c->calls.passed = pf.passed;
	c->calls.supply = pf.supply;
	c->calls.returned = pf.returned;
	c->calls.ret_need = pf.rets;
	if (slice_of(x, c, NULL) < 0) {
		cfg_free(&c->g);
		return -1;
	}
	return 0;
}

/* The witness placement, told which blocks write events of their own, which edges must have
 * witnesses (a delay slot's values on them) and which branches the regenerator decides. */
static void place_witnesses(struct fctx *c, enum place_kind placement)
{
	const struct ir_func *f = c->f;
	bool *event_block = ir_xcalloc((size_t)c->g.nblocks, sizeof *event_block);
	bool *force_edge = ir_xcalloc((size_t)c->g.nedges + 1, sizeof *force_edge);
	bool *decided = ir_xcalloc((size_t)c->g.nblocks, sizeof *decided);

	for (int i = 0; i < f->ninsns; i++) {
		const struct ir_insn *in = &f->insns[i];
		const struct cfg_block *bl = &c->g.blocks[c->g.block_of[i]];
		bool rec = c->s.record_after[i].w[0] || c->s.record_after[i].w[1];

		if (i == bl->slot) {
			/* (see force_slot_witnesses) A decided branch needs no witness to say
			 * where its slot ran; its slot's values are events a branch before it
			 * cannot peek past. */
			bool same = bl->nsucc == 2 && bl->slot_on_taken != bl->slot_on_fall &&
				    c->g.edges[bl->succ[0]].dst == c->g.edges[bl->succ[1]].dst;
			bool dec = bl->end == CFG_END_CBRANCH && c->s.decided[bl->branch];

			for (int k = 0; (rec || same) && !dec && k < bl->nsucc; k++)
				force_edge[bl->succ[k]] = true;
			if (rec && dec)
				event_block[c->g.block_of[i]] = true;
			continue;
		}
		if (rec || c->s.record_target[i] || is_call(in) || in->ctl == IR_CTL_SYSCALL)
			event_block[c->g.block_of[i]] = true;
	}
	for (int b = 0; b < c->g.nblocks; b++) {
		const struct cfg_block *bl = &c->g.blocks[b];

		decided[b] = bl->end == CFG_END_CBRANCH && c->s.decided[bl->branch];
	}
	place_function(placement, &c->g, event_block, force_edge, decided, c->weights, &c->p);
	free(event_block);
	free(force_edge);
	free(decided);
}

/* How often edge e runs by the static estimate: the tree's weight, but a loop's back edge is
 * taken as often as the loop iterates (10 per level), not on half of its branch's runs. */
static double static_weight(const struct cfg *g, int e)
{
	return g->edges[e].back ? place_depth_weight(g->blocks[g->edges[e].src].loop_depth)
				: place_edge_weight(g, e);
}

/* hoist (docs/techniques.md): the branches the placement left with witnesses are tried again,
 * each allowed recorded values that weigh less than its witnesses (bytes times the weight of
 * their edges, static or the profile's counts, as the slicer weighs values); when one was
 * worth trying, the slices and the placement are made again. Returns 0, or -1 after
 * path:line errors. */
static int hoist(struct file_ctx *x, struct fctx *c)
{
	const struct cfg *g = &c->g;
	double *budget;
	bool any = false;
	int rc = 0;

	if (!(instr_slice_flags(x->o->techniques, x->o->placement) & SLICE_HOIST))
		return 0;
	budget = ir_xcalloc((size_t)c->f->ninsns, sizeof *budget);
	for (int b = 0; b < g->nblocks; b++) {
		const struct cfg_block *bl = &g->blocks[b];
		double w = 0;

		if (bl->end != CFG_END_CBRANCH || c->s.decided[bl->branch])
			continue;
		for (int k = 0; k < bl->nsucc; k++)
			if (c->p.edge_witness[bl->succ[k]] >= 0)
				w += (c->weights ? c->weights[bl->succ[k]]
						  : static_weight(g, bl->succ[k])) * c->p.width;
		budget[bl->branch] = w;
		any |= w > 0;
	}
	if (any) {
		slice_free(&c->s);
		place_free(&c->p);
		rc = slice_of(x, c, budget);
		if (rc == 0)
			place_witnesses(c, x->o->placement);
	}
	free(budget);
	return rc;
}

/* Function fi: analysed, placed, instrumented (stealing registers where it must), its end
 * label and stubs, its schema lines. Returns 0, or -1 after path:line errors. */
static int instr_one_function(struct file_ctx *x, int fi)
{
	const struct target *t = x->t;
	const struct ir_func *f = &x->file.funcs[fi];
	struct fctx c;
	int rc, last;

	fctx_init(x, fi, &c);
	if (analyse_function(x, &c) < 0) {
		free(c.line_of);
		return -1;
	}
	if (x->o->profile && x->o->placement == PLACE_TREE) {
		c.weights = ir_xcalloc((size_t)c.g.nedges + 1, sizeof *c.weights);
		if (instr_profile_weights(x->o->profile, x->o->profile_stem, f->name, &c.g,
					  c.weights)) {
			x->stats->profiled++;
		} else {
			free(c.weights);
			c.weights = NULL;
		}
	}
	place_witnesses(&c, x->o->placement);
	if (hoist(x, &c) < 0) {
		cfg_free(&c.g);
		free(c.weights);
		free(c.line_of);
		return -1;
	}
	force_slot_witnesses(&c);
	if (x->o->report)
		report_function(&c, x->o->report);
	rc = check_names(&c, x->path, x->o->stolen);
	if (rc == 0 && c.stolen && !x->o->stolen)
		x->stats->stolen_functions++;
	rc = rc == 0 && c.stolen ? steal_prepare(&c, x->path) : rc;
	if (rc == 0)
		rc = instrument_function(&c, x->path);
	if (rc == 0 && c.stolen)
		steal_finish(&c);
	steal_free(&c);
	last = c.line_of[f->ninsns - 1];
	/* The function's end, for checking one line is one instruction; then its stubs. */
	strbuf_addf(&x->lines[last].post_plain, "%saex%d_end%d:\n", t->local_label_prefix,
		    x->index, fi);
	strbuf_addf(&x->lines[last].post, "%saex%d_end%d:\n", t->local_label_prefix, x->index, fi);
	if (c.stubs.len)
		strbuf_add(&x->lines[last].post, c.stubs.s, c.stubs.len);
	if (rc == 0)
		schema_function(&c, &x->st, &x->fschema);
	x->stats->functions++;
	x->stats->blocks += c.g.nblocks;
	x->stats->insns += f->ninsns;
	strbuf_free(&c.stubs);
	place_free(&c.p);
	slice_free(&c.s);
	cfg_free(&c.g);
	free(c.weights);
	free(c.line_of);
	return rc;
}

/* The symbol-value table both texts end with: file number, count, then start and end of each
 * function, then each symbol (docs/schema.md). */
static void emit_syms(const struct file_ctx *x, struct strbuf *syms)
{
	const struct target *t = x->t;
	int nfuncs = 0;

	for (int fi = 0; fi < x->file.nfuncs; fi++)
		nfuncs += x->file.funcs[fi].ninsns > 0;
	strbuf_puts(syms, "\t");
	strbuf_addf(syms, t->nonalloc_section, ".aex_syms");
	strbuf_puts(syms, "\n\t.align\t2\n");
	strbuf_addf(syms, "\t%s\t%d\n\t%s\t%d\n", t->word_directive, x->index, t->word_directive,
		    2 * nfuncs + x->st.n);
	for (int fi = 0; fi < x->file.nfuncs; fi++)
		if (x->file.funcs[fi].ninsns > 0)
			strbuf_addf(syms, "\t%s\t%s\n\t%s\t%saex%d_end%d\n", t->word_directive,
				    x->file.funcs[fi].name, t->word_directive, t->local_label_prefix,
				    x->index, fi);
	for (int j = 0; j < x->st.n; j++)
		strbuf_addf(syms, "\t%s\t%s\n", t->word_directive, x->st.names[j]);
}

/* Line L of the traced text, with what goes around it. */
static void emit_traced_line(const struct file_ctx *x, int L, struct strbuf *traced)
{
	const struct ir_line *line = &x->file.lines[L];
	const struct line_out *lo = &x->lines[L];
	const char *tline = lo->repl ? lo->repl : line->text;

	strbuf_add(traced, lo->entry.s ? lo->entry.s : "", lo->entry.len);
	if (lo->pre.len && line->kind == IR_LINE_INSN && line->label) {
		/* "label: insn": code inserted before the instruction goes after the label, or a
		 * branch to the label would skip it */
		const char *colon = strchr(tline, ':');

		if (colon) {
			strbuf_add(traced, tline, (size_t)(colon - tline + 1));
			strbuf_puts(traced, "\n");
			tline = colon + 1;
		}
	}
	strbuf_add(traced, lo->pre.s ? lo->pre.s : "", lo->pre.len);
	if (line->kind == IR_LINE_INSN && line->func >= 0 && !(lo->p_flags & AEX_PCMAP_AFTER))
		strbuf_addf(traced, "%saex%d_p%d:\n", x->t->local_label_prefix, x->index, L);
	strbuf_addf(traced, "%s\n", tline);
	strbuf_add(traced, lo->after.s ? lo->after.s : "", lo->after.len);
	strbuf_add(traced, lo->post.s ? lo->post.s : "", lo->post.len);
}

/* Is line L an instruction of a function with instructions (one that has a _p label)? */
static bool counted_insn(const struct ir_file *file, int L)
{
	return file->lines[L].kind == IR_LINE_INSN && file->lines[L].func >= 0 &&
	       file->funcs[file->lines[L].func].ninsns > 0;
}

/* The traced address of every original instruction, function by function (in the schema's
 * order), for mapping a crashing instruction back to the plain program; a moved or copied
 * delay slot's adds AEX_PCMAP_AFTER or AEX_PCMAP_SILENT. */
static void emit_pcs(const struct file_ctx *x, struct strbuf *traced)
{
	const struct target *t = x->t;
	const struct ir_file *file = &x->file;
	int count = 0;

	for (int L = 0; L < file->nlines; L++)
		count += counted_insn(file, L);
	strbuf_puts(traced, "\t");
	strbuf_addf(traced, t->nonalloc_section, ".aex_pcs");
	strbuf_addf(traced, "\n\t.align\t2\n\t%s\t%d\n\t%s\t%d\n", t->word_directive, x->index,
		    t->word_directive, count);
	for (int fi = 0; fi < file->nfuncs; fi++)
		for (int L = 0; L < file->nlines && file->funcs[fi].ninsns > 0; L++)
			if (file->lines[L].kind == IR_LINE_INSN && file->lines[L].func == fi)
				strbuf_addf(traced, "\t%s\t%saex%d_p%d%s\n", t->word_directive,
					    t->local_label_prefix, x->index, L,
					    x->lines[L].p_flags == AEX_PCMAP_AFTER    ? "+1"
					    : x->lines[L].p_flags == AEX_PCMAP_SILENT ? "+2"
										      : "");
}

/* Where the runtime does a system call for the program: a label on the path that runs only
 * then, and the system call's place in the list of emit_pcs (docs/golden.md). */
static void emit_pcx(const struct file_ctx *x, struct strbuf *traced)
{
	const struct target *t = x->t;
	const struct ir_file *file = &x->file;
	int *ord = ir_xcalloc((size_t)file->nlines + 1, sizeof *ord), n = 0, count = 0;

	for (int fi = 0; fi < file->nfuncs; fi++)
		for (int L = 0; L < file->nlines && file->funcs[fi].ninsns > 0; L++)
			if (file->lines[L].kind == IR_LINE_INSN && file->lines[L].func == fi)
				ord[L] = n++;
	for (const char *q = x->pcx.s; q && *q; q = strchr(q, '\n') + 1)
		count++;
	strbuf_puts(traced, "\t");
	strbuf_addf(traced, t->nonalloc_section, ".aex_pcx");
	strbuf_addf(traced, "\n\t.align\t2\n\t%s\t%d\n\t%s\t%d\n", t->word_directive, x->index,
		    t->word_directive, 2 * count);
	for (const char *q = x->pcx.s; q && *q; q = strchr(q, '\n') + 1) {
		char label[96];
		int L;

		if (sscanf(q, "%95s %d", label, &L) == 2)
			strbuf_addf(traced, "\t%s\t%s\n\t%s\t%d\n", t->word_directive, label,
				    t->word_directive, ord[L]);
	}
	free(ord);
}

/* The file's part of the schema, and its two texts with their tables. */
static void emit_file(const struct file_ctx *x, struct strbuf *plain, struct strbuf *traced,
		      struct strbuf *schema)
{
	struct strbuf syms = { 0 };

	strbuf_addf(schema, "file %d %s %d\n", x->index, x->path, x->st.n);
	for (int j = 0; j < x->st.n; j++)
		strbuf_addf(schema, "sym %d %s\n", j, x->st.names[j]);
	schema_aliases(&x->file, schema);
	strbuf_add(schema, x->fschema.s ? x->fschema.s : "", x->fschema.len);
	emit_syms(x, &syms);
	for (int L = 0; L < x->file.nlines; L++) {
		const struct line_out *lo = &x->lines[L];

		strbuf_add(plain, lo->pre_plain.s ? lo->pre_plain.s : "", lo->pre_plain.len);
		strbuf_addf(plain, "%s\n", x->file.lines[L].text);
		strbuf_add(plain, lo->post_plain.s ? lo->post_plain.s : "", lo->post_plain.len);
		emit_traced_line(x, L, traced);
	}
	strbuf_add(plain, syms.s, syms.len);
	strbuf_add(traced, syms.s, syms.len);
	strbuf_free(&syms);
	emit_pcs(x, traced);
	emit_pcx(x, traced);
}

static void file_ctx_free(struct file_ctx *x)
{
	for (int L = 0; L < x->file.nlines; L++) {
		struct line_out *lo = &x->lines[L];

		strbuf_free(&lo->pre_plain);
		strbuf_free(&lo->post_plain);
		strbuf_free(&lo->pre);
		strbuf_free(&lo->entry);
		strbuf_free(&lo->post);
		strbuf_free(&lo->after);
		free(lo->repl);
	}
	free(x->lines);
	for (int j = 0; j < x->st.n; j++)
		free(x->st.names[j]);
	free(x->st.names);
	strbuf_free(&x->fschema);
	strbuf_free(&x->pcx);
	ir_file_free(&x->file);
}

int instr_file(const struct target *t, const struct instr_opts *o, int index, const char *path,
	       const char *text, struct strbuf *plain, struct strbuf *traced,
	       struct strbuf *schema, struct instr_stats *stats)
{
	struct file_ctx x = { .t = t, .o = o, .index = index, .path = path, .stats = stats };
	int rc = 0;

	if (t->parse(path, text, &x.file) < 0)
		return -1;
	if (label_in_data(path, &x.file) < 0) {
		ir_file_free(&x.file);
		return -1;
	}
	x.lines = ir_xcalloc((size_t)x.file.nlines + 1, sizeof *x.lines);
	for (int fi = 0; fi < x.file.nfuncs && rc == 0; fi++)
		if (x.file.funcs[fi].ninsns > 0)
			rc = instr_one_function(&x, fi);
	if (rc == 0)
		emit_file(&x, plain, traced, schema);
	file_ctx_free(&x);
	return rc;
}

int instr_weigh_file(const struct target *t, const char *path, const char *text,
		     double cost[IR_MAX_REGS])
{
	struct ir_file file = { 0 };
	int rc = 0;

	if (t->parse(path, text, &file) < 0)
		return -1;
	for (int fi = 0; fi < file.nfuncs && rc == 0; fi++) {
		const struct ir_func *f = &file.funcs[fi];
		struct cfg g;
		int *line_of;

		if (f->ninsns == 0)
			continue;
		if (cfg_build(path, f, &g) < 0) {
			rc = -1;
			break;
		}
		line_of = ir_xcalloc((size_t)f->ninsns, sizeof *line_of);
		for (int L = 0; L < file.nlines; L++)
			if (file.lines[L].kind == IR_LINE_INSN && file.lines[L].func == fi &&
			    file.lines[L].insn >= 0 && file.lines[L].insn < f->ninsns)
				line_of[file.lines[L].insn] = L;
		for (int i = 0; i < f->ninsns; i++) {
			ir_regset named = { { 0, 0 } };
			int depth = g.blocks[g.block_of[i]].loop_depth;
			double w = 1;

			for (int d = 0; d < depth && d < 12; d++)
				w *= 10;
			t->named_regs(file.lines[line_of[i]].text, &named);
			for (unsigned r = 0; r < t->nregs && r < IR_MAX_REGS; r++)
				if (ir_regset_has(&named, r))
					cost[r] += w;
		}
		free(line_of);
		cfg_free(&g);
	}
	ir_file_free(&file);
	return rc;
}

int instr_choose_stolen(const struct target *t, const double cost[IR_MAX_REGS],
			uint8_t *stolen)
{
	ir_regset taken = { { 0, 0 } };

	if (t->nsteal == 0 || !t->rewrite)
		return -1;
	for (int k = 0; k < t->nsteal; k++) {
		int best = -1;

		for (int r = (int)t->nregs - 1; r >= 0; r--)
			if (ir_regset_has(&t->stealable, (unsigned)r) &&
			    !ir_regset_has(&taken, (unsigned)r) && (best < 0 || cost[r] < cost[best]))
				best = r;
		if (best < 0)
			return -1;
		ir_regset_add(&taken, (unsigned)best);
		stolen[k] = (uint8_t)best;
	}
	return 0;
}
