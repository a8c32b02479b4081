/* asmtext.c — the assembly-text layer of the targets' parsers (asmtext.h): gas syntax, the
 * passes over a file (labels and function announcements; numeric local labels renamed;
 * functions, labels and instructions), with each ISA's syntax and hooks. */
#include "asmtext.h"
#include "strbuf.h"
#include "util.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- characters and tokens ---------------------------------------------------------------- */

bool asm_is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

bool asm_is_digit(int c)
{
	return c >= '0' && c <= '9';
}

bool asm_is_alpha(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool asm_is_sym_start(int c)
{
	return asm_is_alpha(c) || c == '_' || c == '.' || c == '$';
}

bool asm_is_sym_char(int c)
{
	return asm_is_sym_start(c) || asm_is_digit(c);
}

void asm_add_named_reg(void *arg, int r, const char *s, size_t n)
{
	(void)s;
	(void)n;
	ir_regset_add(arg, (unsigned)r);
}

void asm_rename_reg(void *arg, int r, const char *s, size_t n)
{
	struct asm_rename *rn = arg;

	if ((unsigned)r != rn->from)
		return;
	strbuf_add(&rn->out, rn->done, (size_t)(s - rn->done));
	strbuf_puts(&rn->out, rn->to);
	rn->done = s + n;
}

char *asm_rename_end(struct asm_rename *rn)
{
	strbuf_puts(&rn->out, rn->done);
	return rn->out.s;
}

const char *asm_skip_ws(const char *s)
{
	while (asm_is_space((unsigned char)*s))
		s++;
	return s;
}

size_t asm_sym_len(const char *s)
{
	size_t n = 0;

	while (asm_is_sym_char((unsigned char)s[n]))
		n++;
	return n;
}

bool asm_all_digits(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!asm_is_digit((unsigned char)s[i]))
			return false;
	return n > 0;
}

bool asm_word_is(const char *s, size_t n, const char *w)
{
	return strlen(w) == n && memcmp(s, w, n) == 0;
}

/* Length of the label a line defines at s ("name:" or "12:"), or 0. */
static size_t label_len(const char *s)
{
	size_t n = asm_is_sym_char((unsigned char)*s) ? asm_sym_len(s) : 0;

	if (asm_is_digit((unsigned char)*s) && !asm_all_digits(s, n))
		return 0;
	return n && s[n] == ':' ? n : 0;
}

/* Skips a string literal starting at s[0] == '"'; returns the position after it. */
const char *asm_skip_string(const char *s)
{
	for (s++; *s && *s != '"'; s++)
		if (*s == '\\' && s[1])
			s++;
	return *s ? s + 1 : s;
}

int asm_tok_len(const char *s, const char *delims)
{
	size_t n = strcspn(s, delims);

	while (n && asm_is_space((unsigned char)s[n - 1]))
		n--;
	return n ? (int)n : (int)strnlen(s, 1);
}

int asm_parse_number(const char **sp, int64_t *v)
{
	const char *s = *sp;
	unsigned base = 10;
	uint64_t x = 0;
	int digits = 0;

	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		s += 2;
	} else if (s[0] == '0' && asm_is_digit((unsigned char)s[1])) {
		base = 8;
		s++;
	}
	for (;; s++, digits++) {
		int c = (unsigned char)*s, d;

		if (asm_is_digit(c))
			d = c - '0';
		else if (base == 16 && c >= 'a' && c <= 'f')
			d = c - 'a' + 10;
		else if (base == 16 && c >= 'A' && c <= 'F')
			d = c - 'A' + 10;
		else
			break;
		if ((unsigned)d >= base)
			return -1;
		x = x * base + (unsigned)d;
		if (x > 0xffffffffu)
			return -2;
	}
	if (!digits || asm_is_sym_char((unsigned char)*s))
		return -1;
	*v = (int64_t)x;
	*sp = s;
	return 0;
}

/* A copy of line with every comment (a line_comment character to the end, a first_comment
 * character first on the line to the end, block comments, which *in_comment carries across
 * lines) replaced by blanks, so that offsets into it are offsets into the line. */
static char *blank_comments(const struct asm_syntax *syn, const char *line, bool *in_comment)
{
	char *c = util_xstrdup(line);
	bool first = true;   /* nothing but blanks before s */

	for (char *s = c; *s;) {
		if (*in_comment) {
			if (s[0] == '*' && s[1] == '/') {
				*in_comment = false;
				*s++ = ' ';
			}
			*s++ = ' ';
		} else if (strchr(syn->line_comment, *s) ||
			   (first && strchr(syn->first_comment, *s))) {
			memset(s, ' ', strlen(s));
		} else if (*s == '"') {
			s = (char *)asm_skip_string(s);
			first = false;
		} else if (s[0] == '/' && s[1] == '*') {
			*in_comment = true;
			*s++ = ' ';
			*s++ = ' ';
		} else {
			if (!asm_is_space((unsigned char)*s))
				first = false;
			s++;
		}
	}
	return c;
}

/* ---- operands ------------------------------------------------------------------------ */

int asm_vfail(struct asm_fault *f, const char *at, const char *fmt, va_list ap)
{
	f->at = at;
	vsnprintf(f->msg, sizeof f->msg, fmt, ap);
	return -1;
}

int asm_fail(struct asm_fault *f, const char *at, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	asm_vfail(f, at, fmt, ap);
	va_end(ap);
	return -1;
}

int asm_number(struct asm_fault *f, const char **sp, int64_t *v, const char *delims)
{
	const char *start = *sp;
	int rc = asm_parse_number(sp, v);

	if (rc == -2)
		return asm_fail(f, start, "number '%.*s' does not fit 32 bits",
				asm_tok_len(start, delims), start);
	if (rc < 0)
		return asm_fail(f, start, "bad number '%.*s'", asm_tok_len(start, delims), start);
	return 0;
}

int asm_sum(struct asm_fault *f, const char **sp, struct asm_expr *e,
	    const struct asm_operands *ops)
{
	const char *s = asm_skip_ws(*sp);
	bool neg = false;

	e->sym = NULL;
	e->symlen = 0;
	e->value = 0;
	if (*s == '-' || *s == '+') {
		neg = *s == '-';
		s = asm_skip_ws(s + 1);
	}
	for (;;) {
		int64_t v = 0;
		const char *next;
		size_t n;

		if (!*s)
			return asm_fail(f, s, "missing operand");
		if (asm_is_digit((unsigned char)*s)) {
			if (asm_number(f, &s, &v, ops->delims) < 0)
				return -1;
			e->value += neg ? -v : v;
			if (e->value > 0xffffffffll || e->value < -0xffffffffll)
				return asm_fail(f, *sp, "value does not fit 32 bits");
		} else if ((n = ops->reg_len(s)) > 0) {
			return asm_fail(f, s, "expected an immediate, found register '%.*s'", (int)n,
					s);
		} else if (asm_is_sym_start((unsigned char)*s)) {
			n = asm_sym_len(s);
			if (e->sym || neg)
				return asm_fail(f, s, "unsupported expression: only symbol + number is "
						"allowed");
			e->sym = s;
			e->symlen = n;
			s += n;
		} else {
			return asm_fail(f, s, "expected a number or a symbol, found '%.*s'",
					asm_tok_len(s, ops->delims), s);
		}
		s = asm_skip_ws(s);
		if (*s != '+' && *s != '-')
			break;
		next = asm_skip_ws(s + 1);
		if (*s == '+' && ops->stop_before_reg && ops->reg_len(next) > 0)
			break;
		neg = *s == '-';
		s = next;
	}
	*sp = s;
	return 0;
}

int asm_expr(struct asm_fault *f, const char **sp, struct asm_expr *e,
	     const struct asm_operands *ops)
{
	const char *s = asm_skip_ws(*sp), *op = s;
	size_t n;
	int k;

	if (*s != '%') {
		e->reloc = 0;
		return asm_sum(f, sp, e, ops);
	}
	n = asm_sym_len(s + 1);
	for (k = 1; ops->relocs[k] && !asm_word_is(s + 1, n, ops->relocs[k]); k++)
		;
	if (!ops->relocs[k] && ops->reg_len(s) > 0)
		return asm_fail(f, s, "expected an immediate, found register '%.*s'", (int)n + 1, s);
	if (!ops->relocs[k])
		return asm_fail(f, s, "relocation operator '%%%.*s' is not supported", (int)n, s + 1);
	e->reloc = (uint8_t)k;
	s = asm_skip_ws(s + 1 + n);
	if (*s != '(')
		return asm_fail(f, s, "expected '(' after '%.*s'", (int)n + 1, op);
	s++;
	if (asm_sum(f, &s, e, ops) < 0)
		return -1;
	if (*s != ')')
		return asm_fail(f, s, "expected ')', found '%.*s'", asm_tok_len(s, ops->delims), s);
	*sp = s + 1;
	return 0;
}

int asm_bounded(struct asm_fault *f, const char **sp, int64_t lo, int64_t hi, int64_t *v,
		const struct asm_operands *ops)
{
	const char *s = asm_skip_ws(*sp);
	struct asm_expr e;

	if (asm_sum(f, &s, &e, ops) < 0)
		return -1;
	if (e.sym)
		return asm_fail(f, e.sym, "expected a number, found '%.*s'", (int)e.symlen, e.sym);
	if (e.value < lo || e.value > hi)
		return asm_fail(f, asm_skip_ws(*sp), "%lld is out of range (%lld..%lld)",
				(long long)e.value, (long long)lo, (long long)hi);
	*v = e.value;
	*sp = s;
	return 0;
}

char *asm_dup_sym(const char *s, size_t n)
{
	return s ? util_xasprintf("%.*s", (int)n, s) : NULL;
}

struct ir_imm asm_make_imm(const struct asm_expr *e)
{
	return (struct ir_imm){ asm_dup_sym(e->sym, e->symlen), (int32_t)(uint32_t)e->value,
				e->reloc };
}

void asm_add_bits(ir_regset *set, uint64_t bits)
{
	set->w[0] |= bits;
}

/* ---- a string → int map ---------------------------------------------------------------- */

static size_t map_slot(const struct asm_map *m, const char *k, size_t len)
{
	uint32_t h = 2166136261u;

	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)k[i]) * 16777619u;
	for (size_t i = h & (m->cap - 1);; i = (i + 1) & (m->cap - 1))
		if (!m->keys[i] || (strlen(m->keys[i]) == len && memcmp(m->keys[i], k, len) == 0))
			return i;
}

int asm_map_get(const struct asm_map *m, const char *k, size_t len)
{
	size_t i;

	if (!m->cap)
		return -1;
	i = map_slot(m, k, len);
	return m->keys[i] ? m->vals[i] : -1;
}

void asm_map_put(struct asm_map *m, const char *k, size_t len, int val)
{
	size_t i;

	if (2 * (m->n + 1) > m->cap) {
		struct asm_map old = *m;

		m->cap = m->cap ? 2 * m->cap : 64;
		m->keys = calloc(m->cap, sizeof *m->keys);
		m->vals = util_xmalloc(m->cap * sizeof *m->vals);
		if (!m->keys)
			util_die(UTIL_EXIT_FAIL, "out of memory");
		for (size_t j = 0; j < old.cap; j++) {
			if (old.keys[j]) {
				i = map_slot(m, old.keys[j], strlen(old.keys[j]));
				m->keys[i] = old.keys[j];
				m->vals[i] = old.vals[j];
			}
		}
		free(old.keys);
		free(old.vals);
	}
	i = map_slot(m, k, len);
	if (!m->keys[i]) {
		m->keys[i] = util_xasprintf("%.*s", (int)len, k);
		m->n++;
	}
	m->vals[i] = val;
}

void asm_map_free(struct asm_map *m)
{
	for (size_t i = 0; i < m->cap; i++)
		free(m->keys[i]);
	free(m->keys);
	free(m->vals);
}

/* ---- errors, arrays ------------------------------------------------------------------- */

int asm_error(struct asm_parser *p, int i, const char *fmt, ...)
{
	va_list ap;

	if (p->quiet)
		return -1;
	fprintf(stderr, "%s:%d: error: ", p->path, i + 1);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return -1;
}

void *asm_grow(void *v, int n, int *cap, size_t size)
{
	if (n < *cap)
		return v;
	*cap = *cap ? 2 * *cap : 16;
	return util_xrealloc(v, (size_t)*cap * size);
}

/* ---- functions and labels ------------------------------------------------------------ */

static void open_func(struct asm_parser *p, int i, const char *name)
{
	struct ir_file *f = p->f;
	struct ir_func *fn;

	f->funcs = asm_grow(f->funcs, f->nfuncs, &p->funcs_cap, sizeof *f->funcs);
	fn = &f->funcs[f->nfuncs];
	memset(fn, 0, sizeof *fn);
	fn->name = util_xstrdup(name);
	fn->global = asm_map_get(&p->globals, name, strlen(name)) >= 0;
	fn->first_line = i + 1;
	p->cur = f->nfuncs++;
	p->insns_cap = p->labels_cap = 0;
}

/* Whether label lies in function fi. */
static bool label_in(struct asm_parser *p, const char *label, int fi)
{
	int at = asm_map_get(&p->labels, label, strlen(label));

	return at >= 0 && p->f->lines[at].func == fi;
}

/* Closes the open function at line `last` (1-based) and checks its branch targets. */
static int close_func(struct asm_parser *p, int last)
{
	struct ir_func *fn = &p->f->funcs[p->cur];

	fn->last_line = last;
	if (p->syn->finish_func)
		p->syn->finish_func(fn);
	for (int k = 0; k < fn->ninsns; k++) {
		struct ir_insn *in = &fn->insns[k];

		if (!in->target || label_in(p, in->target, p->cur) || !p->syn->outside_target(in))
			continue;
		if (asm_map_get(&p->labels, in->target, strlen(in->target)) < 0)
			return asm_error(p, in->line - 1, "branch to undefined label '%s'", in->target);
		return asm_error(p, in->line - 1, "branch to '%s', which is outside function '%s'",
				 in->target, fn->name);
	}
	p->cur = -1;
	return 0;
}

/* A label at line i: may open a function; belongs to the open one. */
static int on_label(struct asm_parser *p, int i, const char *name)
{
	struct ir_func *fn;

	if (asm_map_get(&p->funcs, name, strlen(name)) >= 0 &&
	    (p->cur < 0 || p->f->funcs[p->cur].ninsns > 0)) {
		if (p->cur >= 0 && close_func(p, i) < 0)
			return -1;
		open_func(p, i, name);
	}
	if (p->cur < 0)
		return 0;
	fn = &p->f->funcs[p->cur];
	if (fn->nlabels == p->labels_cap) {
		p->labels_cap = p->labels_cap ? 2 * p->labels_cap : 16;
		fn->labels = util_xrealloc(fn->labels, (size_t)p->labels_cap * sizeof *fn->labels);
		fn->label_insn = util_xrealloc(fn->label_insn,
					       (size_t)p->labels_cap * sizeof *fn->label_insn);
	}
	fn->labels[fn->nlabels] = util_xstrdup(name);
	fn->label_insn[fn->nlabels++] = fn->ninsns;
	return 0;
}

/* ---- directives ---------------------------------------------------------------------- */

const char *asm_first_name(const char *args, size_t *n)
{
	args = asm_skip_ws(args);
	*n = asm_is_sym_start((unsigned char)*args) ? asm_sym_len(args) : 0;
	return args;
}

/* Whether ".type NAME, KIND" says function. */
static bool type_is_function(const struct asm_syntax *syn, const char *args)
{
	size_t n;
	const char *s = asm_first_name(args, &n);

	s = asm_skip_ws(s + n);
	if (*s != ',')
		return false;
	s = asm_skip_ws(s + 1);
	for (const char *const *k = syn->function_kinds; *k; k++)
		if (!strncmp(s, *k, strlen(*k)))
			return true;
	return false;
}

/* Whether directive d (dn bytes) announces a function: .type NAME, function (or .ent). */
static bool announces_function(const struct asm_syntax *syn, const char *d, size_t dn,
			       const char *args)
{
	return (syn->ent_end && asm_word_is(d, dn, ".ent")) ||
	       (asm_word_is(d, dn, ".type") && type_is_function(syn, args));
}

/* First pass over a directive: function announcements and globals. */
static void scan_directive(struct asm_parser *p, const char *d, size_t dn, const char *args)
{
	size_t n;
	const char *s = asm_first_name(args, &n);

	if (announces_function(p->syn, d, dn, args) && n) {
		asm_map_put(&p->funcs, s, n, 1);
	} else if (asm_word_is(d, dn, ".globl") || asm_word_is(d, dn, ".global")) {
		while (n) {
			asm_map_put(&p->globals, s, n, 1);
			s = asm_skip_ws(s + n);
			if (*s != ',')
				break;
			s = asm_first_name(s + 1, &n);
		}
	}
}

/* Main pass over a directive d (dn bytes) at line i. */
static int directive(struct asm_parser *p, int i, const char *d, size_t dn, const char *args)
{
	const struct asm_syntax *syn = p->syn;
	size_t n;
	const char *s = asm_first_name(args, &n);
	const char *cur = p->cur >= 0 ? p->f->funcs[p->cur].name : NULL;
	int rc = syn->directive ? syn->directive(p, i, d, dn, args) : 0;

	if (rc)
		return rc < 0 ? -1 : 0;
	if (!cur)
		return 0;
	if ((syn->ent_end && asm_word_is(d, dn, ".end") && (!n || asm_word_is(s, n, cur))) ||
	    (asm_word_is(d, dn, ".size") && asm_word_is(s, n, cur)))
		return close_func(p, i + 1);
	if (announces_function(syn, d, dn, args) && n && !asm_word_is(s, n, cur)) {
		/* the next function is announced: the open one ends on the line before */
		if (p->f->funcs[p->cur].first_line > i)
			return asm_error(p, i, "'%.*s' announces '%.*s' on the line of label '%s', "
					 "which opens a function: that function would have no lines",
					 (int)dn, d, (int)n, s, cur);
		p->f->lines[i].func = -1;
		return close_func(p, i);
	}
	for (const char *const *k = syn->body_breakers; *k; k++)
		if (asm_word_is(d, dn, *k))
			return asm_error(p, i, "'%.*s' inside function '%s' is not supported",
					 (int)dn, d, cur);
	return 0;
}

/* ---- numeric local labels -------------------------------------------------------------- */

static struct asm_numlabel *numlabel(struct asm_parser *p, const char *digits, size_t n,
				      bool create)
{
	int k = asm_map_get(&p->numbers, digits, n);

	if (k >= 0 || !create)
		return k >= 0 ? &p->nums[k] : NULL;
	p->nums = asm_grow(p->nums, p->nnums, &p->nums_cap, sizeof *p->nums);
	memset(&p->nums[p->nnums], 0, sizeof *p->nums);
	asm_map_put(&p->numbers, digits, n, p->nnums);
	return &p->nums[p->nnums++];
}

/* Replaces numeric label definitions and references (1:, 1f, 1b) on line i with the unique
 * names; the line's text and code are rewritten. */
static int rename_numeric(struct asm_parser *p, int i)
{
	struct ir_line *L = &p->f->lines[i];
	const char *c = p->code[i], *def = asm_skip_ws(c);
	size_t len = strlen(L->text), cap = len + 1, out = 0, from = 0;
	char *text = NULL;
	bool in_comment = p->in_comment[i];

	for (const char *s = c; *s;) {
		const char *name = NULL;
		size_t n;

		if (*s == '"') {
			s = asm_skip_string(s);
			continue;
		}
		if (!asm_is_sym_char((unsigned char)*s) ||
		    (s > c && (asm_is_sym_char((unsigned char)s[-1]) ||
			       (p->syn->reg_prefix && s[-1] == p->syn->reg_prefix)))) {
			s++;
			continue;
		}
		n = asm_sym_len(s);
		if (s == def && asm_all_digits(s, n) && s[n] == ':') {
			struct asm_numlabel *nl = numlabel(p, s, n, false);

			name = nl->names[nl->seen++];
			asm_map_put(&p->labels, name, strlen(name), i);
		} else if (n > 1 && asm_all_digits(s, n - 1) && (s[n - 1] == 'f' || s[n - 1] == 'b')) {
			struct asm_numlabel *nl = numlabel(p, s, n - 1, false);
			int k = nl ? (s[n - 1] == 'b' ? nl->seen - 1 : nl->seen) : -1;

			if (k < 0 || k >= nl->n) {
				free(text);
				return asm_error(p, i, "undefined local label '%.*s'", (int)n, s);
			}
			name = nl->names[k];
		}
		if (name) {
			size_t at = (size_t)(s - c), nn = strlen(name);

			cap += nn;
			text = util_xrealloc(text, cap);
			memcpy(text + out, L->text + from, at - from);
			out += at - from;
			memcpy(text + out, name, nn);
			out += nn;
			from = at + n;
		}
		s += n;
	}
	if (!text)
		return 0;
	memcpy(text + out, L->text + from, len - from + 1);
	free(L->text);
	L->text = text;
	free(p->code[i]);
	p->code[i] = blank_comments(p->syn, text, &in_comment);
	return 0;
}

/* ---- the passes ------------------------------------------------------------------------ */

static void split_lines(struct asm_parser *p, const char *text)
{
	struct ir_file *f = p->f;
	bool in_comment = false;
	int n = 0;

	for (const char *s = text; *s; s++)
		if (*s == '\n')
			n++;
	if (*text && text[strlen(text) - 1] != '\n')
		n++;
	f->lines = calloc((size_t)n + 1, sizeof *f->lines);
	p->code = calloc((size_t)n + 1, sizeof *p->code);
	p->in_comment = calloc((size_t)n + 1, sizeof *p->in_comment);
	if (!f->lines || !p->code || !p->in_comment)
		util_die(UTIL_EXIT_FAIL, "out of memory");
	for (const char *s = text; *s; f->nlines++) {
		size_t len = strcspn(s, "\n");
		struct ir_line *L = &f->lines[f->nlines];

		L->text = util_xasprintf("%.*s", (int)len, s);
		L->insn = -1;
		L->func = -1;
		p->in_comment[f->nlines] = in_comment;
		p->code[f->nlines] = blank_comments(p->syn, L->text, &in_comment);
		s += len;
		if (*s)
			s++;
	}
}

/* Pass 1: labels (named and numeric), function announcements, globals. */
static int scan(struct asm_parser *p)
{
	for (int i = 0; i < p->f->nlines; i++) {
		const char *s = asm_skip_ws(p->code[i]);
		size_t n = label_len(s);

		if (n && asm_is_digit((unsigned char)*s)) {
			struct asm_numlabel *nl = numlabel(p, s, n, true);

			nl->names = asm_grow(nl->names, nl->n, &nl->cap, sizeof *nl->names);
			nl->names[nl->n++] = NULL;
			p->numdefs = asm_grow(p->numdefs, p->nnumdefs, &p->numdefs_cap,
					  sizeof *p->numdefs);
			p->numdefs[p->nnumdefs++] = (int)(nl - p->nums);
		} else if (n) {
			int at = asm_map_get(&p->labels, s, n);

			if (at >= 0)
				return asm_error(p, i, "label '%.*s' is already defined on line %d",
					     (int)n, s, at + 1);
			asm_map_put(&p->labels, s, n, i);
		}
		if (n) {
			s = asm_skip_ws(s + n + 1);
			if (label_len(s))
				return asm_error(p, i, "more than one label on a line is not supported");
		}
		if (*s == '.') {
			n = asm_sym_len(s);
			scan_directive(p, s, n, s + n);
		}
	}
	return 0;
}

/* Gives every numeric label definition its unique name, in file order. */
static void name_numeric(struct asm_parser *p)
{
	int next = 1;

	for (int k = 0; k < p->nnumdefs; k++) {
		struct asm_numlabel *nl = &p->nums[p->numdefs[k]];
		char *name;

		for (;;) {
			name = util_xasprintf("%s%d", p->syn->local_prefix, next++);
			if (asm_map_get(&p->labels, name, strlen(name)) < 0)
				break;
			free(name);
		}
		for (int j = 0; j < nl->n; j++) {
			if (!nl->names[j]) {
				nl->names[j] = name;
				break;
			}
		}
		asm_map_put(&p->labels, name, strlen(name), -1);   /* its line comes with the renaming */
	}
}

/* Whether the code of a line holds a statement separator outside strings. */
static bool has_separator(const char *c)
{
	for (const char *s = c; *s;) {
		if (*s == '"')
			s = asm_skip_string(s);
		else if (*s++ == ';')
			return true;
	}
	return false;
}

/* Pass 3: functions and instructions. */
static int build(struct asm_parser *p)
{
	struct ir_file *f = p->f;

	for (int i = 0; i < f->nlines; i++) {
		struct ir_line *L = &f->lines[i];
		const char *s = asm_skip_ws(p->code[i]);
		size_t n = label_len(s);

		if (has_separator(s))
			return asm_error(p, i, "several statements on one line are not supported");
		if (n) {
			L->kind = IR_LINE_LABEL;
			L->label = util_xasprintf("%.*s", (int)n, s);
			asm_map_put(&p->labels, s, n, i);
			if (on_label(p, i, L->label) < 0)
				return -1;
			s = asm_skip_ws(s + n + 1);
		}
		L->func = p->cur;
		if (!*s)
			continue;
		if (*s == '.') {
			n = asm_sym_len(s);
			if (directive(p, i, s, n, s + n) < 0)
				return -1;
		} else if (asm_is_sym_start((unsigned char)*s) && *asm_skip_ws(s + asm_sym_len(s)) == '=') {
			continue;       /* symbol assignment */
		} else {
			struct ir_func *fn;
			struct ir_insn in = { 0 };

			if (p->cur < 0)
				return asm_error(p, i, "instruction outside a function");
			if (p->syn->before_insn && p->syn->before_insn(p, i) < 0)
				return -1;
			if (p->syn->insn(p, i, s, &in) < 0) {
				free((char *)in.target);
				free((char *)in.imm.sym);
				free((char *)in.disp.sym);
				return -1;
			}
			fn = &f->funcs[p->cur];
			fn->insns = asm_grow(fn->insns, fn->ninsns, &p->insns_cap, sizeof *fn->insns);
			in.pos = (uint32_t)fn->ninsns;
			fn->insns[fn->ninsns] = in;
			L->kind = IR_LINE_INSN;
			L->insn = fn->ninsns++;
		}
	}
	if (p->cur >= 0)
		return close_func(p, f->nlines);
	return 0;
}

/* asm_parse, saying nothing of errors when quiet. */
static int parse_file(const struct asm_syntax *syn, void *isa, const char *path, const char *text,
		      struct ir_file *f, bool quiet)
{
	struct asm_parser p = { .syn = syn, .isa = isa, .path = path, .f = f, .cur = -1,
				.quiet = quiet };
	int rc;

	memset(f, 0, sizeof *f);
	f->path = util_xstrdup(path);
	split_lines(&p, text);
	rc = scan(&p);
	if (rc == 0) {
		name_numeric(&p);
		for (int i = 0; i < f->nlines && rc == 0; i++)
			rc = rename_numeric(&p, i);
	}
	if (rc == 0)
		rc = build(&p);

	for (int i = 0; i < f->nlines; i++)
		free(p.code[i]);
	free(p.code);
	free(p.in_comment);
	for (int k = 0; k < p.nnums; k++) {
		for (int j = 0; j < p.nums[k].n; j++)
			free(p.nums[k].names[j]);
		free(p.nums[k].names);
	}
	free(p.nums);
	free(p.numdefs);
	asm_map_free(&p.labels);
	asm_map_free(&p.funcs);
	asm_map_free(&p.globals);
	asm_map_free(&p.numbers);
	if (rc < 0)
		ir_file_free(f);
	return rc;
}

int asm_expect(struct asm_fault *f, const char **sp, char c, const char *delims)
{
	const char *s = asm_skip_ws(*sp);

	if (*s != c)
		return *s ? asm_fail(f, s, "expected '%c', found '%.*s'", c, asm_tok_len(s, delims), s)
			  : asm_fail(f, s, "expected '%c' before the end of the line", c);
	*sp = s + 1;
	return 0;
}

int asm_match_rows(struct asm_parser *p, int i, const struct opcode_row *rows, int n,
		   const char *ops, int (*match)(const struct opcode_row *, const char *, void *),
		   void *m)
{
	struct asm_fault best = { NULL, "" };
	int best_args = 0;

	for (int k = 0; k < n; k++) {
		const struct asm_fault *f = m;

		if (match(&rows[k], ops, m) == 0)
			return k;
		if (!best.at || f->at > best.at ||
		    (f->at == best.at && (int)strlen(rows[k].args) > best_args)) {
			best = *f;
			best_args = (int)strlen(rows[k].args);
		}
	}
	return asm_error(p, i, "bad operands for '%s': %s", rows[0].name, best.msg);
}

/* Marks in far[] (one flag per instruction, function after function) the branches of f beyond
 * their reach; returns how many. */
static int mark_far(const struct ir_file *f, const struct asm_reach *r, bool *far)
{
	int nfar = 0, base = 0;

	for (int k = 0; k < f->nfuncs; base += f->funcs[k++].ninsns) {
		const struct ir_func *fn = &f->funcs[k];
		int32_t *off = ir_xcalloc((size_t)fn->ninsns + 1, sizeof *off);

		for (int j = 0; j < fn->ninsns; j++)
			off[j + 1] = off[j] + fn->insns[j].size;
		for (int j = 0; j < fn->ninsns; j++) {
			const struct ir_insn *in = &fn->insns[j];

			for (int l = 0; in->ctl == IR_CTL_CBRANCH && in->target && l < fn->nlabels; l++) {
				int32_t d = off[fn->label_insn[l]] - off[j];

				if (strcmp(fn->labels[l], in->target) == 0 && (d < r->lo || d > r->hi)) {
					far[base + j] = true;
					nfar++;
				}
			}
		}
		free(off);
	}
	return nfar;
}

static int count_insns(const struct ir_file *f)
{
	int n = 0;

	for (int k = 0; k < f->nfuncs; k++)
		n += f->funcs[k].ninsns;
	return n;
}

int asm_far_branch(const struct ir_file *f, const struct asm_reach *r, int *fn, int *j)
{
	bool *far = ir_xcalloc((size_t)count_insns(f) + 1, sizeof *far);
	int line = 0;

	if (mark_far(f, r, far))
		for (int k = 0, base = 0; k < f->nfuncs && !line; base += f->funcs[k++].ninsns)
			for (int i = 0; i < f->funcs[k].ninsns && !line; i++)
				if (far[base + i]) {
					*fn = k;
					*j = i;
					line = f->funcs[k].insns[i].line;
				}
	free(far);
	return line;
}

char *asm_write_far_branches(const struct asm_syntax *syn, const char *path, const char *text,
			     const struct asm_reach *r, bool *err)
{
	char *cur = NULL;
	int serial = 0;

	*err = false;
	for (int round = 0; round < 64; round++) {
		struct ir_file f = { 0 };
		struct strbuf b = { 0 };
		bool *far;
		int *first;

		if (parse_file(syn, NULL, path, cur ? cur : text, &f, true) < 0) {
			/* what the parser refuses it says when the program is instrumented */
			free(cur);
			return NULL;
		}
		far = ir_xcalloc((size_t)count_insns(&f) + 1, sizeof *far);
		if (mark_far(&f, r, far) == 0) {
			free(far);
			ir_file_free(&f);
			return cur;
		}
		first = ir_xcalloc((size_t)f.nfuncs + 1, sizeof *first);
		for (int k = 1; k < f.nfuncs; k++)
			first[k] = first[k - 1] + f.funcs[k - 1].ninsns;
		for (int L = 0; L < f.nlines; L++) {
			const struct ir_line *ln = &f.lines[L];
			const char *s = ln->text, *inv = NULL, *comma;
			size_t n;

			if (ln->kind != IR_LINE_INSN || ln->insn < 0 || !far[first[ln->func] + ln->insn]) {
				strbuf_addf(&b, "%s\n", ln->text);
				continue;
			}
			if (ln->label) {
				strbuf_addf(&b, "%s:\n", ln->label);
				s = strchr(s, ':') + 1;
			}
			s = asm_skip_ws(s);
			n = strcspn(s, " \t");
			for (int k = 0; k < r->npairs && !inv; k++)
				for (int w = 0; w < 2; w++)
					if (asm_word_is(s, n, r->pairs[k][w]))
						inv = r->pairs[k][1 - w];
			comma = strrchr(s, ',');
			if (!inv || !comma) {
				asm_error(&(struct asm_parser){ .path = path }, L,
					  "a far branch '%.*s' this target cannot reverse", (int)n, s);
				*err = true;
				break;
			}
			strbuf_addf(&b, "\t%s\t%.*s,.L__aex_far%d\n\t%s\t%s\n.L__aex_far%d:\n", inv,
				    (int)(comma - asm_skip_ws(s + n)), asm_skip_ws(s + n), serial, r->jump,
				    f.funcs[ln->func].insns[ln->insn].target, serial);
			serial++;
		}
		free(first);
		free(far);
		ir_file_free(&f);
		free(cur);
		cur = b.s;
		if (*err)
			break;
	}
	if (!*err && cur)
		fprintf(stderr, "%s: error: the far branches do not settle\n", path);
	*err = true;
	free(cur);
	return NULL;
}

int asm_parse(const struct asm_syntax *syn, void *isa, const char *path, const char *text,
	      struct ir_file *f)
{
	return parse_file(syn, isa, path, text, f, false);
}
