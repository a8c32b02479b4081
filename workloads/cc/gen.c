/* gen.c — the input generator of the cc workload: `gen SIZE DIR` writes DIR/prog.c, compiler-like
 * preprocessed C (110 KB for paper), and DIR/errs.c with deliberate errors, from a fixed seed. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_STRUCTS 16
#define MAX_FIELDS 10
#define MAX_VARS 256
#define MAX_FUNCS 1024
#define MAX_PARAMS 4
#define NAME_LEN 40
#define NELEMS(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* ---- random numbers and text ---- */

static uint32_t rng = 0x2545f491;

static uint32_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 17;
	rng ^= rng << 5;
	return rng;
}

static int pick(int n)
{
	return (int)(rnd() % (uint32_t)n);
}

static int chance(int percent)
{
	return pick(100) < percent;
}

struct text {
	char *p;
	size_t len;
	size_t cap;
};

static struct text hdr, glb, fns, protos;
static struct text *out = &hdr;

static void put(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void put(const char *fmt, ...)
{
	va_list ap;
	int n;

	for (;;) {
		va_start(ap, fmt);
		n = vsnprintf(out->p + out->len, out->cap - out->len, fmt, ap);
		va_end(ap);
		if (n >= 0 && (size_t)n < out->cap - out->len)
			break;
		out->cap = out->cap ? out->cap * 2 : 65536;
		out->p = realloc(out->p, out->cap);
		if (!out->p) {
			fputs("gen: out of memory\n", stderr);
			exit(1);
		}
	}
	out->len += (size_t)n;
}

static void indent(int depth)
{
	put("%*s", depth * 2, "");
}

/* ---- the types of the generated program ---- */

enum kind {
	K_INT, K_UNS, K_CHAR, K_SHORT, K_PCHAR, K_PINT, K_PSTRUCT, K_ARRINT, K_ARRCHAR, K_STRUCT,
	K_VOID
};

struct ty {
	int k;
	int s;		/* K_PSTRUCT, K_STRUCT: the struct */
	int n;		/* arrays: the length */
};

struct field {
	char name[NAME_LEN];
	struct ty t;
};

struct gstruct {
	char name[NAME_LEN];
	char tdef[NAME_LEN];	/* the typedef name of a pointer to it, or "" */
	int nf;
	struct field f[MAX_FIELDS];
	int table;		/* a global array of these exists, named <name>_table */
};

struct var {
	char name[NAME_LEN];
	struct ty t;
	int reg;		/* declared register: no address may be taken */
};

struct func {
	char name[NAME_LEN];
	struct ty ret;
	int np;
	struct ty p[MAX_PARAMS];
	int variadic;
	int lib;		/* a library function, declared extern */
	int defined;
	int is_static;
	int kr;			/* defined with an identifier list */
};

struct genum {
	char name[NAME_LEN];
	int n;
	int first;		/* index of its first constant in enum_names */
};

static struct gstruct structs[MAX_STRUCTS];
static int nstructs;
static struct var vars[MAX_VARS];
static int nvars;
static int nglobal_vars;	/* vars[0 .. nglobal_vars - 1] are the globals */
static struct func funcs[MAX_FUNCS];
static int nfuncs;
static struct genum enums[4];
static int nenums;
static char enum_names[160][NAME_LEN];
static int nenum_names;

static const struct ty t_int = { K_INT, 0, 0 }, t_uns = { K_UNS, 0, 0 };
static const struct ty t_char = { K_CHAR, 0, 0 }, t_pchar = { K_PCHAR, 0, 0 };
static const struct ty t_pint = { K_PINT, 0, 0 }, t_void = { K_VOID, 0, 0 };

static struct ty t_pstruct(int s)
{
	struct ty t = { K_PSTRUCT, s, 0 };

	return t;
}

static const char *const struct_names[] = {
	"rtx_def", "tree_node", "nesting", "case_node", "goto_fixup", "label_chain",
	"stack_level", "cond_info", "loop_info", "sequence", "var_refs", "emit_status",
	"reg_info", "func_state", "jump_table", "block_scope",
};
static const char *const typedef_names[] = {
	"rtx", "tree", "nest_ptr", "case_ptr", "fixup_ptr", "", "", "cond_ptr", "loop_ptr",
	"seq_ptr", "", "", "reg_ptr", "", "", "",
};
static const char *const field_names[] = {
	"code", "mode", "flags", "count", "size", "line", "value", "depth", "index", "offset",
	"kind", "used", "align", "regno", "uid", "volatil", "unchanging", "in_struct", "jump",
	"call", "integrated", "frame_related", "low", "high", "level", "n_uses", "cost",
	"exit_label", "cont_label", "start_label", "saved", "target", "before", "after",
};
static const char *const local_ints[] = {
	"i", "j", "k", "n", "len", "count", "regno", "old_regno", "num", "val", "total", "size",
	"offset", "depth", "level", "flag", "result", "nargs", "first", "last", "lo", "hi",
};
static const char *const local_ptrs[] = {
	"p", "q", "s", "str", "name", "buf", "cp", "end", "fmt", "label",
};
static const char *const verbs[] = {
	"expand", "emit", "fixup", "find", "record", "mark", "start", "end", "push", "pop",
	"check", "init", "output", "scan", "rebuild", "assign", "walk", "compute", "note",
	"clear", "move", "lookup", "preserve", "convert",
};
static const char *const nouns[] = {
	"block", "loop", "cond", "case", "label", "goto", "stack", "decl", "insn", "expr",
	"return", "cleanups", "vars", "parms", "temp_slots", "jump", "exit", "function",
	"sequence", "nesting", "fixups", "asm", "reg", "frame", "line_note", "switch",
};
static const char *const words[] = {
	"cannot", "jump", "into", "scope", "of", "identifier", "with", "variable", "size",
	"label", "used", "before", "containing", "binding", "contour", "duplicate", "case",
	"value", "unreachable", "code", "after", "return", "register", "asm", "operand",
	"invalid", "%d", "%s", "\\n", "\\t", "'", "\\\"",
};

static int name_used(const char *name)
{
	int i;

	for (i = 0; i < nfuncs; i++)
		if (!strcmp(funcs[i].name, name))
			return 1;
	for (i = 0; i < nvars; i++)
		if (!strcmp(vars[i].name, name))
			return 1;
	return 0;
}

/* ---- printing types ---- */

static void put_type(struct ty t)
{
	switch (t.k) {
	case K_INT:
		put("int ");
		break;
	case K_UNS:
		put(chance(50) ? "unsigned " : "unsigned int ");
		break;
	case K_CHAR:
		put("char ");
		break;
	case K_SHORT:
		put("short ");
		break;
	case K_PCHAR:
		put("char *");
		break;
	case K_PINT:
		put("int *");
		break;
	case K_PSTRUCT:
		if (structs[t.s].tdef[0] && chance(70))
			put("%s ", structs[t.s].tdef);
		else
			put("struct %s *", structs[t.s].name);
		break;
	case K_STRUCT:
		put("struct %s ", structs[t.s].name);
		break;
	default:
		put("void ");
		break;
	}
}

/* A declaration of name with type t, arrays included. */
static void put_decl(struct ty t, const char *name)
{
	if (t.k == K_ARRINT)
		put("int %s[%d]", name, t.n);
	else if (t.k == K_ARRCHAR)
		put("char %s[%d]", name, t.n);
	else {
		put_type(t);
		put("%s", name);
	}
}

/* ---- the declarations at the top of the file ---- */

static struct ty field_type(int s)
{
	struct ty t = { K_INT, 0, 0 };

	switch (pick(14)) {
	case 0: case 1: case 2: t.k = K_INT; break;
	case 3: t.k = K_UNS; break;
	case 4: t.k = K_SHORT; break;
	case 5: t.k = K_CHAR; break;
	case 6: t.k = K_PCHAR; break;
	case 7: t.k = K_PINT; break;
	case 8: case 9: t.k = K_PSTRUCT; t.s = pick(MAX_STRUCTS); break;
	case 10: t.k = K_ARRCHAR; t.n = 8 + pick(5) * 4; break;
	case 11: t.k = K_ARRINT; t.n = 2 + pick(6); break;
	case 12:
		if (s > 0) {
			t.k = K_STRUCT;
			t.s = pick(s);
		}
		break;
	default: t.k = K_INT; break;
	}
	return t;
}

static void make_structs(void)
{
	int s, i, j;

	nstructs = MAX_STRUCTS;
	for (s = 0; s < nstructs; s++) {
		struct gstruct *g = &structs[s];

		snprintf(g->name, NAME_LEN, "%s", struct_names[s]);
		snprintf(g->tdef, NAME_LEN, "%s", typedef_names[s]);
		g->nf = 4 + pick(MAX_FIELDS - 4);
		g->table = chance(50);
		/* Every struct has an int code and a link to its own kind. */
		snprintf(g->f[0].name, NAME_LEN, "code");
		g->f[0].t = t_int;
		snprintf(g->f[1].name, NAME_LEN, "next");
		g->f[1].t = t_pstruct(s);
		for (i = 2; i < g->nf; i++) {
			const char *base;
			int dup;

			do {
				base = field_names[pick(NELEMS(field_names))];
				dup = 0;
				for (j = 0; j < i; j++)
					dup |= !strcmp(g->f[j].name, base);
			} while (dup);
			snprintf(g->f[i].name, NAME_LEN, "%s", base);
			g->f[i].t = field_type(s);
		}
	}
}

static void put_structs(void)
{
	int s, i;

	for (s = 0; s < nstructs; s++)
		put("struct %s;\n", structs[s].name);
	for (s = 0; s < nstructs; s++)
		if (structs[s].tdef[0])
			put("typedef struct %s *%s;\n", structs[s].name, structs[s].tdef);
	put("\n");
	for (s = 0; s < nstructs; s++) {
		put("struct %s\n{\n", structs[s].name);
		for (i = 0; i < structs[s].nf; i++) {
			put("  ");
			put_decl(structs[s].f[i].t, structs[s].f[i].name);
			put(";\n");
		}
		put("};\n\n");
	}
}

static void make_enums(void)
{
	static const char *const enum_tags[] = {
		"rtx_code", "machine_mode", "tree_code", "insn_kind",
	};
	static const char *const stems[] = {
		"REG", "MEM", "PLUS", "MINUS", "MULT", "DIV", "SET", "USE", "CLOBBER", "CALL",
		"RETURN", "LABEL", "INSN", "JUMP", "NOTE", "BARRIER", "CODE", "CONST", "SYMBOL",
		"SUBREG", "COMPARE", "IF_THEN", "ASM", "SEQ", "ADDR", "NEG", "NOT", "AND", "IOR",
		"XOR", "ASHIFT", "LSHIFT", "ROTATE", "EQ", "NE", "LT", "GT", "LE", "GE", "CC0",
	};
	static const char *const prefixes[] = { "", "MODE_", "T_", "K_" };
	int e, i;

	nenums = 4;
	for (e = 0; e < nenums; e++) {
		enums[e].first = nenum_names;
		enums[e].n = 10 + pick(24);
		snprintf(enums[e].name, NAME_LEN, "%s", enum_tags[e]);
		for (i = 0; i < enums[e].n; i++)
			snprintf(enum_names[nenum_names++], NAME_LEN, "%s%s", prefixes[e],
				 stems[(i + e * 7) % 40]);
	}
}

static void put_enums(void)
{
	int e, i;

	for (e = 0; e < nenums; e++) {
		put("enum %s {", enums[e].name);
		for (i = 0; i < enums[e].n; i++) {
			put("%s%s", i ? ", " : "", enum_names[enums[e].first + i]);
			if (i == 5)
				put(" = %d", 10 + e);
			if (i % 6 == 5)
				put("\n ");
		}
		put(", LAST_%s };\n\n", enums[e].name);
	}
}

static void add_lib(const char *name, struct ty ret, int np, const struct ty *p, int variadic)
{
	struct func *f = &funcs[nfuncs++];

	snprintf(f->name, NAME_LEN, "%s", name);
	f->ret = ret;
	f->np = np;
	memcpy(f->p, p, sizeof(*p) * (size_t)np);
	f->variadic = variadic;
	f->lib = 1;
}

static void make_library(void)
{
	struct ty pc[2] = { t_pchar, t_pchar }, pi[2] = { t_pchar, t_int }, i1[1] = { t_int };
	struct ty ii[3] = { t_int, t_int, t_int };

	add_lib("strlen", t_uns, 1, pc, 0);
	add_lib("strcmp", t_int, 2, pc, 0);
	add_lib("strcpy", t_pchar, 2, pc, 0);
	add_lib("strchr", t_pchar, 2, pi, 0);
	add_lib("xmalloc", t_pchar, 1, i1, 0);
	add_lib("error", t_void, 1, pc, 1);
	add_lib("warning", t_void, 1, pc, 1);
	add_lib("sprintf", t_int, 2, pc, 1);
	add_lib("abort", t_void, 0, pc, 0);
	add_lib("exact_log2", t_int, 1, i1, 0);
	add_lib("gen_label_rtx", t_pstruct(0), 0, pc, 0);
	add_lib("gen_rtx", t_pstruct(0), 3, ii, 1);
	add_lib("build_int", t_pstruct(1), 2, ii, 0);
}

static void put_lib_type(struct ty t, int is_const)
{
	if (t.k == K_PCHAR && is_const)
		put("const char *");
	else
		put_type(t);
}

static void put_library(void)
{
	int i, j;

	for (i = 0; i < nfuncs; i++) {
		struct func *f = &funcs[i];

		put("extern ");
		put_type(f->ret);
		put("%s (", f->name);
		for (j = 0; j < f->np; j++) {
			put_lib_type(f->p[j], strcmp(f->name, "strcpy") || j > 0);
			if (j < f->np - 1 || f->variadic)
				put(", ");
		}
		if (f->variadic)
			put("...");
		else if (!f->np)
			put("void");
		put(");\n");
	}
	put("\n");
}

/* ---- variables ---- */

static struct var *add_var(const char *name, struct ty t)
{
	struct var *v = &vars[nvars++];

	snprintf(v->name, NAME_LEN, "%s", name);
	v->t = t;
	v->reg = 0;
	return v;
}

/* A variable of a type, most often a parameter or local; NULL if there is none. */
static struct var *find_var(int k, int s)
{
	int i, n = 0, nlocal = 0;
	struct var *found[MAX_VARS];

	for (i = nvars - 1; i >= 0; i--) {
		if (vars[i].t.k == k && (k != K_PSTRUCT && k != K_STRUCT ? 1 : vars[i].t.s == s)) {
			found[n++] = &vars[i];
			nlocal += i >= nglobal_vars;
		}
	}
	if (nlocal && chance(75))
		return found[pick(nlocal)];
	return n ? found[pick(n)] : NULL;
}

/* A field of a struct with a kind; -1 if there is none. */
static int find_field(int s, int k)
{
	int i, n = 0, found[MAX_FIELDS];

	for (i = 0; i < structs[s].nf; i++)
		if (structs[s].f[i].t.k == k)
			found[n++] = i;
	return n ? found[pick(n)] : -1;
}

static void put_string(void)
{
	int i, n = 1 + pick(6);

	put("\"");
	for (i = 0; i < n; i++)
		put("%s%s", i ? " " : "", words[pick(NELEMS(words))]);
	put("\"");
}

static void put_number(void)
{
	switch (pick(8)) {
	case 0:
		put("0x%x", pick(65536));
		break;
	case 1:
		put("%d", pick(100000));
		break;
	case 2:
		put("'%c'", 'a' + pick(26));
		break;
	case 3:
		put("%s", enum_names[pick(nenum_names)]);
		break;
	default:
		put("%d", pick(16));
		break;
	}
}

static void expr(struct ty t, int depth);

/* An array index: mostly a variable or a small constant. */
static void index_expr(int depth)
{
	struct var *v = find_var(K_INT, 0);

	if (v && chance(60)) {
		put("%s", v->name);
		if (chance(25))
			put(" + %d", 1 + pick(3));
	} else if (depth > 0 && chance(40)) {
		put("(");
		expr(t_int, depth - 1);
		put(") & %d", 7 + pick(2) * 8);
	} else {
		put("%d", pick(16));
	}
}

/* An lvalue of kind k through a struct pointer variable: sp->field or sp->next->field. */
static int struct_access(int k)
{
	int tries;

	for (tries = 0; tries < 4; tries++) {
		int s = pick(nstructs);
		struct var *v = find_var(K_PSTRUCT, s);
		int f = find_field(s, k);

		if (!v || f < 0)
			continue;
		if (chance(20))
			put("%s->next->%s", v->name, structs[s].f[f].name);
		else
			put("%s->%s", v->name, structs[s].f[f].name);
		return 1;
	}
	return 0;
}

static void call(struct ty ret, int depth)
{
	int i, n = 0, found[MAX_FUNCS];
	struct func *f;

	for (i = 0; i < nfuncs; i++)
		if (funcs[i].ret.k == ret.k && (ret.k != K_PSTRUCT || funcs[i].ret.s == ret.s))
			found[n++] = i;
	if (!n) {
		put("0");
		return;
	}
	f = &funcs[found[pick(n)]];
	put("%s (", f->name);
	for (i = 0; i < f->np; i++) {
		if (i)
			put(", ");
		expr(f->p[i], depth - 1);
	}
	if (f->variadic)
		for (i = pick(3); i > 0; i--) {
			put(", ");
			expr(t_int, depth - 1);
		}
	put(")");
}

static void int_expr(int depth)
{
	static const char *const ops[] = { "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>" };
	static const char *const cmps[] = { "==", "!=", "<", ">", "<=", ">=" };
	struct var *v;
	int k;

	if (depth <= 0 || chance(25)) {
		switch (pick(7)) {
		case 0:
		case 1:
			put_number();
			return;
		case 2:
			if (struct_access(K_INT))
				return;
			break;
		case 3:
			if ((v = find_var(K_ARRINT, 0))) {
				put("%s[", v->name);
				index_expr(depth - 1);
				put("]");
				return;
			}
			break;
		case 4:
			put("sizeof (struct %s)", structs[pick(nstructs)].name);
			return;
		default:
			break;
		}
		if ((v = find_var(K_INT, 0)) || (v = find_var(K_CHAR, 0))) {
			put("%s", v->name);
			return;
		}
		put("%d", pick(10));
		return;
	}
	switch (pick(16)) {
	case 0: case 1: case 2: case 3:
		k = pick(10);
		put("(");
		expr(t_int, depth - 1);
		put(" %s ", ops[k]);
		if ((k >= 8 || k == 3 || k == 4) && chance(70)) {
			put("%d", 1 + pick(12));
		} else if (k >= 8 || k == 3 || k == 4) {
			put("(");
			expr(t_int, depth - 1);
			put(k >= 8 ? " & 15)" : " | 1)");
		} else {
			expr(t_int, depth - 1);
		}
		put(")");
		return;
	case 4: case 5:
		put("(");
		if (chance(70)) {
			expr(t_int, depth - 1);
			put(" %s ", cmps[pick(6)]);
			expr(t_int, depth - 1);
		} else {
			struct ty p = chance(50) ? t_pchar : t_pstruct(pick(nstructs));

			expr(p, depth - 1);
			put(" %s ", pick(2) ? "==" : "!=");
			if (chance(50))
				put("0");
			else
				expr(p, depth - 1);
		}
		put(")");
		return;
	case 6:
		put("(");
		expr(t_int, depth - 1);
		put(" %s ", pick(2) ? "&&" : "||");
		expr(t_int, depth - 1);
		put(")");
		return;
	case 7:
		put("%s(", pick(3) ? "-" : pick(2) ? "~" : "!");
		expr(t_int, depth - 1);
		put(")");
		return;
	case 8:
		put("(");
		expr(t_int, depth - 1);
		put(" ? ");
		expr(t_int, depth - 1);
		put(" : ");
		expr(t_int, depth - 1);
		put(")");
		return;
	case 9: case 10:
		call(t_int, depth);
		return;
	case 11:
		put("(int) ");
		expr(t_uns, depth - 1);
		return;
	case 12:
		if ((v = find_var(K_INT, 0)) && chance(50)) {
			put("(%s %s ", v->name, pick(2) ? "=" : "+=");
			expr(t_int, depth - 1);
			put(")");
			return;
		}
		if (v) {
			put(pick(2) ? "%s++" : "--%s", v->name);
			return;
		}
		break;
	case 13:
		put("(");
		expr(t_pchar, depth - 1);
		put(" - ");
		expr(t_pchar, depth - 1);
		put(")");
		return;
	case 14:
		put("*");
		expr(t_pint, depth - 1);
		return;
	default:
		expr(t_char, depth - 1);
		return;
	}
	put_number();
}

static void uns_expr(int depth)
{
	static const char *const ops[] = { "+", "-", "*", "/", "&", "|", "^", ">>" };
	struct var *v;
	int k;

	if (depth <= 0 || chance(30)) {
		if (chance(40) && struct_access(K_UNS))
			return;
		if ((v = find_var(K_UNS, 0))) {
			put("%s", v->name);
			return;
		}
		put("%uu", (unsigned)pick(4096));
		return;
	}
	switch (pick(5)) {
	case 0: case 1:
		k = pick(8);
		put("(");
		expr(t_uns, depth - 1);
		put(" %s ", ops[k]);
		if (k == 7 || k == 3)
			put("%d", 1 + pick(20));
		else
			expr(pick(2) ? t_uns : t_int, depth - 1);
		put(")");
		return;
	case 2:
		put("(unsigned) ");
		expr(t_int, depth - 1);
		return;
	case 3:
		put("strlen (");
		expr(t_pchar, depth - 1);
		put(")");
		return;
	default:
		call(t_uns, depth);
		return;
	}
}

static void char_expr(int depth)
{
	struct var *v;

	switch (pick(6)) {
	case 0:
		if ((v = find_var(K_PCHAR, 0))) {
			put("*%s", v->name);
			return;
		}
		break;
	case 1:
		if ((v = find_var(K_ARRCHAR, 0))) {
			put("%s[", v->name);
			index_expr(depth - 1);
			put("]");
			return;
		}
		break;
	case 2:
		if (struct_access(K_CHAR))
			return;
		break;
	case 3:
		if (depth > 0) {
			put("(char) ");
			expr(t_int, depth - 1);
			return;
		}
		break;
	case 4:
		if ((v = find_var(K_PCHAR, 0)) && depth > 0) {
			put("%s[", v->name);
			index_expr(depth - 1);
			put("]");
			return;
		}
		break;
	default:
		break;
	}
	if ((v = find_var(K_CHAR, 0)) && chance(60))
		put("%s", v->name);
	else
		put("'%c'", "abcxyz0_ "[pick(9)]);
}

static void pchar_expr(int depth)
{
	struct var *v;

	if (depth <= 0 || chance(30)) {
		if ((v = find_var(K_PCHAR, 0)) && chance(70)) {
			put("%s", v->name);
			return;
		}
		if ((v = find_var(K_ARRCHAR, 0)) && chance(50)) {
			put("%s", v->name);
			return;
		}
		put_string();
		return;
	}
	switch (pick(7)) {
	case 0:
		put("(");
		expr(t_pchar, depth - 1);
		put(" + ");
		expr(t_int, depth - 1);
		put(")");
		return;
	case 1:
		if (struct_access(K_PCHAR) || struct_access(K_ARRCHAR))
			return;
		break;
	case 2:
		if ((v = find_var(K_ARRCHAR, 0))) {
			put("&%s[", v->name);
			index_expr(depth - 1);
			put("]");
			return;
		}
		break;
	case 3:
		put("(");
		expr(t_int, depth - 1);
		put(" ? ");
		expr(t_pchar, depth - 1);
		put(" : ");
		expr(t_pchar, depth - 1);
		put(")");
		return;
	case 4:
		call(t_pchar, depth);
		return;
	case 5:
		if ((v = find_var(K_PCHAR, 0))) {
			put("%s%s", v->name, pick(2) ? "++" : "--");
			return;
		}
		break;
	default:
		break;
	}
	put_string();
}

static void pint_expr(int depth)
{
	struct var *v;

	if ((v = find_var(K_PINT, 0)) && chance(50)) {
		put("%s", v->name);
		return;
	}
	if ((v = find_var(K_ARRINT, 0)) && chance(50)) {
		if (depth > 0 && chance(50)) {
			put("&%s[", v->name);
			index_expr(depth - 1);
			put("]");
		} else {
			put("%s", v->name);
		}
		return;
	}
	if (chance(50)) {
		size_t mark = out->len;

		put("&");
		if (struct_access(K_INT))
			return;
		out->len = mark;
	}
	if ((v = find_var(K_INT, 0)) && !v->reg) {
		put("&%s", v->name);
		return;
	}
	put("(int *) xmalloc (");
	expr(t_int, depth - 1);
	put(")");
}

static void pstruct_expr(int s, int depth)
{
	struct var *v = find_var(K_PSTRUCT, s);
	int i, n = 0, found[MAX_STRUCTS * MAX_FIELDS];

	if (v && (depth <= 0 || chance(40))) {
		put("%s", v->name);
		return;
	}
	switch (pick(5)) {
	case 0:
		/* A field of this type in a struct we can reach. */
		for (i = 0; i < nstructs * MAX_FIELDS; i++) {
			int t = i / MAX_FIELDS, f = i % MAX_FIELDS;

			if (f < structs[t].nf && structs[t].f[f].t.k == K_PSTRUCT &&
			    structs[t].f[f].t.s == s && find_var(K_PSTRUCT, t))
				found[n++] = i;
		}
		if (n) {
			i = found[pick(n)];
			put("%s->%s", find_var(K_PSTRUCT, i / MAX_FIELDS)->name,
			    structs[i / MAX_FIELDS].f[i % MAX_FIELDS].name);
			return;
		}
		break;
	case 1:
		if (structs[s].table) {
			put("&%s_table[", structs[s].name);
			index_expr(depth - 1);
			put("]");
			return;
		}
		break;
	case 2:
		call(t_pstruct(s), depth);
		return;
	case 3:
		put("(struct %s *) xmalloc (sizeof (struct %s))", structs[s].name, structs[s].name);
		return;
	default:
		if ((v = find_var(K_STRUCT, s))) {
			put("&%s", v->name);
			return;
		}
		v = find_var(K_PSTRUCT, s);
		break;
	}
	if (v)
		put("%s", v->name);
	else
		put("(struct %s *) 0", structs[s].name);
}

static void expr(struct ty t, int depth)
{
	switch (t.k) {
	case K_INT:
		int_expr(depth);
		break;
	case K_UNS:
		uns_expr(depth);
		break;
	case K_CHAR:
	case K_SHORT:
		char_expr(depth);
		break;
	case K_PCHAR:
		pchar_expr(depth);
		break;
	case K_PINT:
		pint_expr(depth);
		break;
	case K_PSTRUCT:
		pstruct_expr(t.s, depth);
		break;
	default:
		put("0");
		break;
	}
}

/* ---- statements ---- */

struct fstate {
	struct func *f;
	int loops;		/* enclosing loops */
	int label;		/* the label of this function, if it has one */
	int label_placed;
	int stmts;		/* statements still to write */
};

static void stmt(struct fstate *fs, int depth);

static void cond(int depth)
{
	struct var *v;

	switch (pick(6)) {
	case 0:
		if (struct_access(K_INT)) {
			put(" == %s", enum_names[pick(nenum_names)]);
			return;
		}
		break;
	case 1:
		if ((v = find_var(K_PCHAR, 0))) {
			put("*%s", v->name);
			return;
		}
		break;
	case 2:
		if ((v = find_var(K_PSTRUCT, pick(nstructs)))) {
			put("%s %s 0", v->name, pick(2) ? "!=" : "==");
			return;
		}
		break;
	default:
		break;
	}
	expr(t_int, depth);
}

static void assign_stmt(int depth)
{
	static const char *const ops[] = {
		"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
	};
	struct var *v = &vars[pick(nvars)];
	int k = v->t.k;

	if (k == K_ARRINT) {
		put("%s[", v->name);
		index_expr(1);
		put("] = ");
		expr(t_int, depth);
	} else if (k == K_ARRCHAR) {
		put("%s[", v->name);
		index_expr(1);
		put("] = ");
		expr(t_char, depth);
	} else if (k == K_STRUCT) {
		struct var *w = find_var(K_PSTRUCT, v->t.s);

		if (w)
			put("%s = *%s", v->name, w->name);
		else
			put("%s.code = %d", v->name, pick(9));
	} else if ((k == K_INT || k == K_UNS || k == K_CHAR) && chance(40)) {
		int op = pick(k == K_CHAR ? 3 : 10);

		put("%s %s ", v->name, ops[op]);
		if (op >= 8 || op == 3 || op == 4)
			put("%d", 1 + pick(8));
		else
			expr(k == K_UNS ? t_uns : t_int, depth);
	} else if (k == K_PCHAR && chance(30)) {
		put("*%s++ = ", v->name);
		expr(t_char, depth);
	} else if (k == K_PSTRUCT && chance(60)) {
		int f = 2 + pick(structs[v->t.s].nf - 2);
		struct ty ft = structs[v->t.s].f[f].t;

		if (ft.k == K_ARRINT || ft.k == K_ARRCHAR || ft.k == K_STRUCT)
			ft.k = K_INT, f = 0;
		put("%s->%s = ", v->name, structs[v->t.s].f[f].name);
		expr(ft, depth);
	} else {
		put("%s = ", v->name);
		expr(v->t, depth);
	}
	put(";\n");
}

static void block(struct fstate *fs, int depth, int locals);

static void switch_stmt(struct fstate *fs, int depth)
{
	int e = pick(nenums), n = 3 + pick(10), i, used[64] = { 0 };
	int dense = chance(60);

	indent(depth);
	put("switch (");
	if (!dense || !struct_access(K_INT))
		expr(t_int, 2);
	put(")\n");
	indent(depth);
	put("  {\n");
	for (i = 0; i < n; i++) {
		int c;

		indent(depth);
		if (dense) {
			do
				c = pick(enums[e].n);
			while (used[c]);
			used[c] = 1;
			put("  case %s:\n", enum_names[enums[e].first + c]);
		} else {
			do
				c = pick(64);
			while (used[c]);
			used[c] = 1;
			put("  case %d:\n", c * 37 - 500);
		}
		if (i < n - 1 && chance(25))
			continue;
		stmt(fs, depth + 2);
		if (chance(80)) {
			indent(depth + 2);
			put("break;\n");
		}
	}
	if (chance(70)) {
		indent(depth);
		put("  default:\n");
		stmt(fs, depth + 2);
	}
	indent(depth);
	put("  }\n");
}

static void loop_body(struct fstate *fs, int depth)
{
	fs->loops++;
	if (chance(70))
		block(fs, depth + 1, chance(30));
	else
		stmt(fs, depth + 1);
	fs->loops--;
}

static void stmt(struct fstate *fs, int depth)
{
	struct var *v;
	int k = fs->stmts > 0 && depth < 10 ? pick(20) : 0;

	fs->stmts--;
	switch (k) {
	case 0: case 1: case 2: case 3: case 4: case 5:
		indent(depth);
		assign_stmt(2 + pick(3));
		return;
	case 6:
		indent(depth);
		call(t_void, 3);
		put(";\n");
		return;
	case 7: case 8:
		indent(depth);
		put("if (");
		cond(3);
		put(")\n");
		if (chance(50))
			block(fs, depth + 1, chance(20));
		else
			stmt(fs, depth + 1);
		if (chance(40)) {
			indent(depth);
			put("else\n");
			if (chance(30)) {
				stmt(fs, depth + 1);
			} else {
				block(fs, depth + 1, 0);
			}
		}
		return;
	case 9: case 10:
		if ((v = find_var(K_INT, 0))) {
			indent(depth);
			put("for (%s = 0; %s < ", v->name, v->name);
			expr(t_int, 1);
			put("; %s++)\n", v->name);
			loop_body(fs, depth);
			return;
		}
		break;
	case 11:
		indent(depth);
		put("while (");
		cond(2);
		put(")\n");
		loop_body(fs, depth);
		return;
	case 12:
		indent(depth);
		put("do\n");
		loop_body(fs, depth);
		indent(depth);
		put("while (");
		cond(2);
		put(");\n");
		return;
	case 13:
		switch_stmt(fs, depth);
		return;
	case 14:
		if (fs->loops) {
			indent(depth);
			put("if (");
			cond(2);
			put(")\n");
			indent(depth + 1);
			put(chance(60) ? "break;\n" : "continue;\n");
			return;
		}
		break;
	case 15:
		if (fs->f->ret.k != K_VOID) {
			indent(depth);
			put("if (");
			cond(2);
			put(")\n");
			indent(depth + 1);
			put("return ");
			expr(fs->f->ret, 2);
			put(";\n");
			return;
		}
		break;
	case 16:
		if (fs->label && !fs->label_placed) {
			put("L%d:\n", fs->label);
			fs->label_placed = 1;
			indent(depth);
			assign_stmt(2);
			return;
		}
		if (fs->label) {
			indent(depth);
			put("goto L%d;\n", fs->label);
			return;
		}
		break;
	case 17:
		block(fs, depth, 1);
		return;
	default:
		break;
	}
	indent(depth);
	assign_stmt(2);
}

static const char *local_name(struct ty t)
{
	static char name[NAME_LEN];
	int tries;

	for (tries = 0;; tries++) {
		if (t.k == K_PCHAR || t.k == K_ARRCHAR || t.k == K_PINT)
			snprintf(name, NAME_LEN, "%s", local_ptrs[pick(NELEMS(local_ptrs))]);
		else if (t.k == K_PSTRUCT)
			snprintf(name, NAME_LEN, "this_%s", nouns[t.s]);
		else if (t.k == K_STRUCT)
			snprintf(name, NAME_LEN, "tmp_%s", struct_names[t.s]);
		else
			snprintf(name, NAME_LEN, "%s", local_ints[pick(NELEMS(local_ints))]);
		if (tries > 3)
			snprintf(name + strlen(name), NAME_LEN - strlen(name), "%d", tries);
		if (!name_used(name))
			return name;
	}
}

static struct ty local_type(void)
{
	struct ty t = t_int;

	switch (pick(12)) {
	case 0: case 1: case 2: case 3: t = t_int; break;
	case 4: t = t_uns; break;
	case 5: t = t_char; break;
	case 6: case 7: t = t_pchar; break;
	case 8: case 9: t = t_pstruct(pick(nstructs)); break;
	case 10: t.k = K_ARRCHAR; t.n = 16 + pick(4) * 16; break;
	default:
		if (chance(50)) {
			t.k = K_ARRINT;
			t.n = 4 + pick(12);
		} else {
			t.k = K_STRUCT;
			t.s = pick(nstructs);
		}
		break;
	}
	return t;
}

/* Declarations of n locals, some initialized. */
static void locals(int depth, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		struct ty t = local_type();
		struct var *v = add_var(local_name(t), t);

		indent(depth);
		if ((t.k == K_INT || t.k == K_PCHAR) && chance(25)) {
			put("register ");
			v->reg = 1;
		}
		put_decl(t, v->name);
		if ((t.k == K_INT || t.k == K_PCHAR || t.k == K_PSTRUCT || t.k == K_UNS) &&
		    chance(40)) {
			put(" = ");
			nvars--;
			expr(t, 1);
			nvars++;
		} else if (t.k == K_ARRCHAR && chance(30)) {
			put(" = \"%s\"", words[pick(20)]);
		}
		put(";\n");
	}
}

static void block(struct fstate *fs, int depth, int with_locals)
{
	int saved = nvars;
	int n = 1 + pick(4);

	indent(depth);
	put("{\n");
	if (with_locals)
		locals(depth + 1, 1 + pick(3));
	while (n-- > 0 && fs->stmts > 0)
		stmt(fs, depth + 1);
	if (n >= 0)
		stmt(fs, depth + 1);
	nvars = saved;
	indent(depth);
	put("}\n");
}

/* ---- functions ---- */

static struct ty param_type(int kr)
{
	switch (pick(kr ? 8 : 9)) {
	case 0: case 1: case 2: return t_int;
	case 3: return t_uns;
	case 4: case 5: return t_pchar;
	case 6: case 7: return t_pstruct(pick(nstructs));
	default: return t_char;
	}
}

static struct func *new_signature(void)
{
	struct func *f = &funcs[nfuncs];
	char name[NAME_LEN];
	int i;

	do
		snprintf(name, NAME_LEN, "%s_%s%s", verbs[pick(NELEMS(verbs))],
			 nouns[pick(NELEMS(nouns))],
			 chance(20) ? "_1" : "");
	while (name_used(name));
	nfuncs++;
	snprintf(f->name, NAME_LEN, "%s", name);
	switch (pick(20)) {
	case 0: case 1: case 2: case 3: case 4: case 5: case 6: case 7: f->ret = t_int; break;
	case 8: case 9: case 10: case 11: case 12: f->ret = t_void; break;
	case 13: case 14: f->ret = t_pchar; break;
	case 15: f->ret = t_uns; break;
	default: f->ret = t_pstruct(pick(3)); break;
	}
	f->kr = chance(40);
	f->np = pick(MAX_PARAMS + 1);
	for (i = 0; i < f->np; i++)
		f->p[i] = param_type(f->kr);
	return f;
}

/* Parameter names by position, the second of each pair for struct pointers. */
static const char *const param_names[] = { "x", "y", "op", "arg", "decl", "target", "mode", "exp" };

static const char *param_name(const struct func *f, int i)
{
	return param_names[i * 2 + (f->p[i].k == K_PSTRUCT)];
}

static void put_params(struct func *f, int names)
{
	int i;

	if (!f->np) {
		put(names && f->kr ? "()" : "(void)");
		return;
	}
	put("(");
	for (i = 0; i < f->np; i++) {
		if (i)
			put(", ");
		if (names && f->kr) {
			put("%s", param_name(f, i));
			continue;
		}
		put_type(f->p[i]);
		if (names)
			put("%s", param_name(f, i));
	}
	put(")");
}

static void function(struct func *f, int size)
{
	struct fstate fs = { f, 0, 0, 0, size };
	int saved = nvars;
	int i;

	out = &fns;
	f->defined = 1;
	f->is_static = chance(30);
	if (chance(15))
		fs.label = 1 + pick(99);
	put("\n%s", f->is_static ? "static " : "");
	put_type(f->ret);
	if (out->p[out->len - 1] == ' ')
		out->len--;
	put("\n%s ", f->name);
	put_params(f, 1);
	put("\n");
	for (i = 0; i < f->np; i++) {
		struct var *v = add_var(param_name(f, i), f->p[i]);

		if (f->kr) {
			put("     ");
			put_decl(v->t, v->name);
			put(";\n");
		}
	}
	put("{\n");
	locals(1, 1 + pick(6));
	put("\n");
	while (fs.stmts > 0)
		stmt(&fs, 1);
	if (fs.label && !fs.label_placed)
		put("L%d:\n  ;\n", fs.label);
	if (f->ret.k != K_VOID) {
		put("  return ");
		expr(f->ret, 2);
		put(";\n");
	}
	put("}\n");
	nvars = saved;
}

/* ---- globals ---- */

static void global_init(struct ty t)
{
	int i;

	switch (t.k) {
	case K_ARRINT:
		put("{");
		for (i = 0; i < t.n; i++)
			put("%s%d", i ? ", " : " ", pick(1000) - 100);
		put(" }");
		break;
	case K_ARRCHAR: {
		const char *w;

		do
			w = words[pick(20)];
		while ((int)strlen(w) >= t.n);
		put("\"%s\"", w);
		break;
	}
	case K_PCHAR:
		if (chance(70))
			put_string();
		else
			put("0");
		break;
	case K_STRUCT: {
		const struct gstruct *g = &structs[t.s];

		put("{ ");
		for (i = 0; i < g->nf; i++) {
			if (i)
				put(", ");
			global_init(g->f[i].t);
		}
		put(" }");
		break;
	}
	case K_PSTRUCT:
	case K_PINT:
		put("0");
		break;
	default:
		put("%d", pick(200));
		break;
	}
}

static void globals(void)
{
	static const char *const flags[] = {
		"optimize", "obey_regdecls", "flag_defer_pop", "flag_omit_frame_pointer",
		"flag_no_function_cse", "flag_volatile", "flag_writable_strings", "flag_pedantic",
		"expr_stmts_for_value", "do_pending_stack_adjust", "current_function_returns_pcc",
		"current_function_calls_alloca", "frame_pointer_needed", "function_call_count",
		"emit_lineno", "this_is_asm_operands", "cse_not_expected", "reload_completed",
	};
	static const char *const ptrs[] = {
		"current_function_name", "main_input_filename", "asm_file_name", "dump_base",
		"last_linenum_file",
	};
	int i, s;

	out = &glb;
	put("\n# 22 \"stmt.c\" 2\n\n");
	for (i = 0; i < 18; i++) {
		struct ty t = i % 5 == 4 ? t_uns : t_int;

		add_var(flags[i], t);
		if (i < 6)
			put("extern ");
		else if (i % 3 == 0)
			put("static ");
		put_type(t);
		put("%s", flags[i]);
		if (i >= 6 && chance(40))
			put(" = %d", pick(3));
		put(";\n");
	}
	for (i = 0; i < 5; i++) {
		add_var(ptrs[i], t_pchar);
		put("%schar *%s", i < 2 ? "extern " : "", ptrs[i]);
		if (i >= 2 && chance(60)) {
			put(" = ");
			put_string();
		}
		put(";\n");
	}
	put("\nint reg_n_refs[64];\nstatic short insn_lengths[16] = { 2, 4, 6, 2, 0, 8 };\n");
	add_var("reg_n_refs", (struct ty){ K_ARRINT, 0, 64 });
	put("char *mode_name[] = { \"VOID\", \"QI\", \"HI\", \"SI\", \"DI\", \"SF\", \"DF\", "
	    "\"BLK\", 0 };\n");
	put("static char label_buffer[256];\n");
	add_var("label_buffer", (struct ty){ K_ARRCHAR, 0, 256 });
	for (s = 0; s < nstructs; s++) {
		if (structs[s].table)
			put("struct %s %s_table[%d];\n", structs[s].name, structs[s].name,
			    8 + pick(24));
		if (chance(50)) {
			char name[NAME_LEN];

			snprintf(name, sizeof(name), "%s_stack", struct_names[s]);
			add_var(name, t_pstruct(s));
			put("%sstruct %s *%s;\n", chance(30) ? "static " : "", structs[s].name,
			    name);
		}
		if (chance(25)) {
			put("static struct %s default_%s = ", structs[s].name, structs[s].name);
			global_init((struct ty){ K_STRUCT, s, 0 });
			put(";\n");
		}
	}
	nglobal_vars = nvars;
}

static void write_file(const char *dir, const char *name, const struct text *parts[], int n)
{
	char path[4096];
	FILE *f;
	int i;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "w");
	if (!f) {
		perror(path);
		exit(1);
	}
	for (i = 0; i < n; i++)
		fwrite(parts[i]->p, 1, parts[i]->len, f);
	if (fclose(f)) {
		perror(path);
		exit(1);
	}
}

static void program(const char *dir, size_t target)
{
	const struct text *parts[4] = { &hdr, &glb, &protos, &fns };
	int next = 0, i;

	out = &hdr;
	put("# 1 \"stmt.c\"\n# 1 \"config.h\" 1\n\n");
	put("typedef unsigned int size_t;\ntypedef int HOST_WIDE_INT;\n\n");
	put("# 20 \"stmt.c\" 2\n# 1 \"rtl.h\" 1\n\n");
	make_structs();
	make_enums();
	put_structs();
	put_enums();
	put("# 21 \"stmt.c\" 2\n# 1 \"tree.h\" 1\n\n");
	make_library();
	put_library();
	globals();
	while (hdr.len + glb.len + fns.len < target) {
		while (nfuncs < next + 6 && nfuncs < MAX_FUNCS)
			new_signature();
		if (next >= nfuncs)
			break;
		if (!funcs[next].lib)
			function(&funcs[next], 4 + pick(22));
		next++;
	}
	out = &protos;
	put("\n");
	for (i = 0; i < nfuncs; i++) {
		struct func *f = &funcs[i];

		if (f->lib)
			continue;
		put("%s", f->defined ? f->is_static ? "static " : "" : "extern ");
		put_type(f->ret);
		put("%s ", f->name);
		put_params(f, 0);
		put(";\n");
	}
	write_file(dir, "prog.c", parts, 4);
}

/* The file with deliberate errors: each line marked ERR has one. */
static const char errs_text[] =
	"struct sym { int kind; char *name; struct sym *next; };\n"
	"struct sym *table[16];\n"
	"extern int lookup (char *name, int kind);\n"
	"int count;\n"
	"\n"
	"int\n"
	"hash (char *s)\n"
	"{\n"
	"  unsigned h = 0;\n"
	"  while (*s)\n"
	"    h = h * 31 + *s++;\n"
	"  return h % 16;\n"
	"}\n"
	"\n"
	"struct sym *\n"
	"insert (char *name, int kind)\n"
	"{\n"
	"  struct sym *p;\n"
	"  int h = hash (name);\n"
	"  p->kind = kind;\n"
	"  p->nmae = name;\n"				/* ERR: no member */
	"  p->next = table[h];\n"
	"  table[h] = p->kind;\n"			/* warning: pointer from integer */
	"  count = p;\n"				/* warning: integer from pointer */
	"  return p;\n"
	"}\n"
	"\n"
	"int\n"
	"walk (int depth)\n"
	"{\n"
	"  int i, total = 0;\n"
	"  for (i = 0; i < 16; i++)\n"
	"    {\n"
	"      struct sym *p = table[i];\n"
	"      if (p == 0)\n"
	"        continue;\n"
	"      total += p->kind + lookup (p->name);\n"	/* ERR: too few arguments */
	"      total += undefined_counter;\n"		/* ERR: undeclared */
	"      total += *p;\n"				/* ERR: struct where int expected */
	"    }\n"
	"  switch (depth)\n"
	"    {\n"
	"    case 1: total++; break;\n"
	"    case 2: total--; break;\n"
	"    case 1: total = 0; break;\n"		/* ERR: duplicate case */
	"    }\n"
	"  depth = total / 0;\n"			/* warning: division by zero */
	"  5 = depth;\n"				/* ERR: lvalue required */
	"  break;\n"					/* ERR: break outside loop */
	"  return depth\n"				/* ERR: missing semicolon */
	"}\n"
	"\n"
	"void\n"
	"finish (void)\n"
	"{\n"
	"  char buf[4] = \"overflow\";\n"		/* warning: string too long */
	"  count = finish ();\n"			/* ERR: void value */
	"  return count;\n"				/* ERR: return value in void function */
	"}\n"
	"\n"
	"int hash (char *s, int n);\n";			/* ERR: conflicting types */

int main(int argc, char **argv)
{
	const struct text *parts[1] = { &hdr };
	size_t target;

	if (argc != 3 || (strcmp(argv[1], "small") && strcmp(argv[1], "paper"))) {
		fputs("usage: gen small|paper DIR\n", stderr);
		return 2;
	}
	target = !strcmp(argv[1], "paper") ? 110000 : 16000;
	program(argv[2], target);
	hdr.len = 0;
	out = &hdr;
	put("%s", errs_text);
	write_file(argv[2], "errs.c", parts, 1);
	return 0;
}
