/* sparc-parse.c — reads SPARC V8 assembly as gcc -S emits it (and hand-written files in the
 * same style) into the IR: every line verbatim, the functions, and each instruction's facts. */
#include "sparc/sparc.h"
#include "util.h"

#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Numeric local labels (1:, 1f, 1b) become LOCAL_PREFIX<n>: gas keeps .L names out of the
 * symbol table, as it does with gcc's own .L labels. */
#define LOCAL_PREFIX ".L__aex_L"

/* ---- characters (ASCII, whatever the host's locale) ---------------------------------- */

static bool is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

static bool is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static bool is_alpha(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool is_sym_start(int c)
{
	return is_alpha(c) || c == '_' || c == '.' || c == '$';
}

static bool is_sym_char(int c)
{
	return is_sym_start(c) || is_digit(c);
}

static const char *skip_ws(const char *s)
{
	while (is_space((unsigned char)*s))
		s++;
	return s;
}

static size_t sym_len(const char *s)
{
	size_t n = 0;

	while (is_sym_char((unsigned char)s[n]))
		n++;
	return n;
}

static bool all_digits(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!is_digit((unsigned char)s[i]))
			return false;
	return n > 0;
}

static bool word_is(const char *s, size_t n, const char *w)
{
	return strlen(w) == n && memcmp(s, w, n) == 0;
}

/* Length of the label a line defines at s ("name:" or "12:"), or 0. */
static size_t label_len(const char *s)
{
	size_t n = is_sym_char((unsigned char)*s) ? sym_len(s) : 0;

	if (is_digit((unsigned char)*s) && !all_digits(s, n))
		return 0;
	return n && s[n] == ':' ? n : 0;
}

/* Skips a string literal starting at s[0] == '"'; returns the position after it. */
static const char *skip_string(const char *s)
{
	for (s++; *s && *s != '"'; s++)
		if (*s == '\\' && s[1])
			s++;
	return *s ? s + 1 : s;
}

/* A copy of line with every comment (! to the end, # first on the line, block comments,
 * which *in_comment carries across lines) replaced by blanks, so that offsets into it are
 * offsets into the line. */
static char *blank_comments(const char *line, bool *in_comment)
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
		} else if (*s == '!' || (*s == '#' && first)) {
			memset(s, ' ', strlen(s));
		} else if (*s == '"') {
			s = (char *)skip_string(s);
			first = false;
		} else if (s[0] == '/' && s[1] == '*') {
			*in_comment = true;
			*s++ = ' ';
			*s++ = ' ';
		} else {
			if (!is_space((unsigned char)*s))
				first = false;
			s++;
		}
	}
	return c;
}

/* ---- a string → int map ---------------------------------------------------------------- */

struct map {
	char **keys;
	int *vals;
	size_t cap, n;
};

static size_t map_slot(const struct map *m, const char *k, size_t len)
{
	uint32_t h = 2166136261u;

	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)k[i]) * 16777619u;
	for (size_t i = h & (m->cap - 1);; i = (i + 1) & (m->cap - 1))
		if (!m->keys[i] || (strlen(m->keys[i]) == len && memcmp(m->keys[i], k, len) == 0))
			return i;
}

static int map_get(const struct map *m, const char *k, size_t len)
{
	size_t i;

	if (!m->cap)
		return -1;
	i = map_slot(m, k, len);
	return m->keys[i] ? m->vals[i] : -1;
}

static void map_put(struct map *m, const char *k, size_t len, int val)
{
	size_t i;

	if (2 * (m->n + 1) > m->cap) {
		struct map old = *m;

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

static void map_free(struct map *m)
{
	for (size_t i = 0; i < m->cap; i++)
		free(m->keys[i]);
	free(m->keys);
	free(m->vals);
}

/* ---- the parser's state ---------------------------------------------------------------- */

/* The definitions of one numeric local label ("1"), in file order. */
struct numlabel {
	char **names;
	int n, cap;
	int seen;      /* definitions at or before the line being renamed */
};

struct parser {
	const char *path;
	struct ir_file *f;
	char **code;              /* each line with its comments blanked */
	bool *in_comment;         /* a block comment is open where the line starts */
	struct map labels;        /* named labels: name → line index */
	struct map funcs;         /* names announced by .type NAME, #function */
	struct map globals;       /* names made global by .global or .globl */
	struct map numbers;       /* numeric label → index into nums */
	struct numlabel *nums;
	int nnums, nums_cap;
	int *numdefs;             /* numeric definitions in file order (index into nums) */
	int nnumdefs, numdefs_cap;
	int cur;                  /* the open function, or -1 */
	int funcs_cap, insns_cap, labels_cap;
};

static int error(struct parser *p, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int error(struct parser *p, int line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s:%d: error: ", p->path, line + 1);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return -1;
}

static void *grow(void *v, int n, int *cap, size_t size)
{
	if (n < *cap)
		return v;
	*cap = *cap ? 2 * *cap : 16;
	return util_xrealloc(v, (size_t)*cap * size);
}

/* ---- registers ----------------------------------------------------------------------- */

/* The number of a register name after its '%' (s[0..n): "o0", "sp", "r17", "y"), or -1. */
int sparc_reg_number(const char *s, size_t n)
{
	static const char banks[] = "goli";

	if (n == 2 && s[0] && strchr(banks, s[0]) && s[1] >= '0' && s[1] <= '7')
		return 8 * (int)(strchr(banks, s[0]) - banks) + s[1] - '0';
	if (word_is(s, n, "sp"))
		return SPARC_REG_SP;
	if (word_is(s, n, "fp"))
		return SPARC_REG_FP;
	if (word_is(s, n, "y"))
		return SPARC_REG_Y;
	if (n >= 2 && s[0] == 'r' && all_digits(s + 1, n - 1) && n <= 3 && (n == 2 || s[1] != '0')) {
		int r = n == 2 ? s[1] - '0' : (s[1] - '0') * 10 + s[2] - '0';
		return r < 32 ? r : -1;
	}
	return -1;
}

/* Whether s[0..n) is name followed by a number (f12, c3, asr17). */
static bool numbered(const char *s, size_t n, const char *name)
{
	size_t k = strlen(name);

	return n > k && memcmp(s, name, k) == 0 && all_digits(s + k, n - k);
}

/* Whether s starts with a register operand: '%' and a name not followed by '(' (a
 * relocation operator such as %hi(...)). */
static bool at_register(const char *s)
{
	return s[0] == '%' && is_sym_start((unsigned char)s[1]) &&
	       *skip_ws(s + 1 + sym_len(s + 1)) != '(';
}

/* Refuses an instruction (mnemonic mn) whose operands name a register aex cannot handle:
 * one of floating point, a coprocessor, a privileged or ancillary
 * state register, or a V9 one. */
static int check_registers(struct parser *p, int i, const char *mn, int mnlen, const char *ops)
{
	static const char *const v9[] = { "icc", "xcc", "fcc0", "fcc1", "fcc2", "fcc3", "ccr",
					  "asi", "pc", "npc", "tick", "fprs", "gsr", "softint",
					  "pstate", "tl", "pil", "cwp", "tba", "tt", "tpc", "tnpc",
					  "tstate", "canrestore", "cansave", "cleanwin",
					  "otherwin", "wstate", "ver", "stick" };

	for (const char *s = ops; *s; s++) {
		const char *name = s + 1;
		size_t n;

		if (*s == '"') {
			s = skip_string(s) - 1;
			continue;
		}
		if (!at_register(s))
			continue;
		n = sym_len(name);
		if (numbered(name, n, "f") || word_is(name, n, "fsr") || word_is(name, n, "fq"))
			return error(p, i, "floating point is not supported ('%.*s')", mnlen, mn);
		if (numbered(name, n, "c") || word_is(name, n, "csr") || word_is(name, n, "cq"))
			return error(p, i, "coprocessor register %%%.*s is not supported", (int)n, name);
		if (word_is(name, n, "psr") || word_is(name, n, "wim") || word_is(name, n, "tbr"))
			return error(p, i, "privileged register %%%.*s is not supported", (int)n, name);
		if (numbered(name, n, "asr"))
			return error(p, i, "ancillary state register %%%.*s is not supported", (int)n,
				     name);
		for (size_t k = 0; k < sizeof v9 / sizeof v9[0]; k++)
			if (word_is(name, n, v9[k]))
				return error(p, i, "%%%.*s is SPARC V9 (only V8 is supported)", (int)n,
					     name);
		s += n;
	}
	return 0;
}

/* ---- operands ------------------------------------------------------------------------ */

/* An immediate: a number, or sym + number, under a relocation operator. */
struct expr {
	const char *sym;   /* NULL for a plain number */
	size_t symlen;
	int64_t value;     /* the number, or the addend */
	uint8_t reloc;
};

/* The result of matching one row's operand format against the operand text. */
struct match {
	uint32_t word;          /* the row's match with the operand fields filled in */
	struct expr val;        /* the immediate (simm13, sethi's value, trap number) */
	bool has_val;
	bool has_index;         /* the address has a second register */
	const char *target;     /* branch or call target */
	size_t targetlen;
	const char *err_at;     /* where the match failed */
	char err[160];
};

static int fail(struct match *m, const char *at, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int fail(struct match *m, const char *at, const char *fmt, ...)
{
	va_list ap;

	m->err_at = at;
	va_start(ap, fmt);
	vsnprintf(m->err, sizeof m->err, fmt, ap);
	va_end(ap);
	return -1;
}

/* Length of the operand token at s, for messages. */
static int tok_len(const char *s)
{
	size_t n = strcspn(s, ",[]+");

	while (n && is_space((unsigned char)s[n - 1]))
		n--;
	return n ? (int)n : (int)strnlen(s, 1);
}

/* A register operand: any of r0-r31 (general) or only %y (y). */
static int parse_reg(struct match *m, const char **sp, bool y)
{
	const char *s = skip_ws(*sp);
	size_t n = *s == '%' ? sym_len(s + 1) : 0;
	int r = n ? sparc_reg_number(s + 1, n) : -1;

	if (!*s)
		return fail(m, s, "missing operand");
	if (*s != '%')
		return fail(m, s, "expected a register, found '%.*s'", tok_len(s), s);
	if (r < 0)
		return fail(m, s, "unknown register '%.*s'", (int)n + 1, s);
	if (y != (r == SPARC_REG_Y))
		return fail(m, s, y ? "expected %%y, found '%.*s'" : "expected a general register, "
			    "found '%.*s'", (int)n + 1, s);
	*sp = s + 1 + n;
	return r;
}

/* A number: decimal, 0x hexadecimal or 0 octal, at most 32 bits. */
static int parse_number(struct match *m, const char **sp, int64_t *v)
{
	const char *s = *sp, *start = s;
	unsigned base = 10;
	uint64_t x = 0;
	int digits = 0;

	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		s += 2;
	} else if (s[0] == '0' && is_digit((unsigned char)s[1])) {
		base = 8;
		s++;
	}
	for (;; s++, digits++) {
		int c = (unsigned char)*s, d;

		if (is_digit(c))
			d = c - '0';
		else if (base == 16 && c >= 'a' && c <= 'f')
			d = c - 'a' + 10;
		else if (base == 16 && c >= 'A' && c <= 'F')
			d = c - 'A' + 10;
		else
			break;
		if ((unsigned)d >= base)
			return fail(m, start, "bad number '%.*s'", tok_len(start), start);
		x = x * base + (unsigned)d;
		if (x > 0xffffffffu)
			return fail(m, start, "number '%.*s' does not fit 32 bits", tok_len(start),
				    start);
	}
	if (!digits || is_sym_char((unsigned char)*s))
		return fail(m, start, "bad number '%.*s'", tok_len(start), start);
	*v = (int64_t)x;
	*sp = s;
	return 0;
}

/* A sum of numbers and at most one symbol (added, not subtracted). Stops before "+ %reg". */
static int parse_sum(struct match *m, const char **sp, struct expr *e)
{
	const char *s = skip_ws(*sp);
	bool neg = false;

	e->sym = NULL;
	e->symlen = 0;
	e->value = 0;
	if (*s == '-' || *s == '+') {
		neg = *s == '-';
		s = skip_ws(s + 1);
	}
	for (;;) {
		int64_t v = 0;
		const char *next;

		if (!*s)
			return fail(m, s, "missing operand");
		if (is_digit((unsigned char)*s)) {
			if (parse_number(m, &s, &v) < 0)
				return -1;
			e->value += neg ? -v : v;
			if (e->value > 0xffffffffll || e->value < -0xffffffffll)
				return fail(m, *sp, "value does not fit 32 bits");
		} else if (is_sym_start((unsigned char)*s)) {
			size_t n = sym_len(s);

			if (e->sym || neg)
				return fail(m, s, "unsupported expression: only symbol + number "
					    "is allowed");
			e->sym = s;
			e->symlen = n;
			s += n;
		} else if (at_register(s)) {
			return fail(m, s, "expected an immediate, found register '%.*s'",
				    (int)sym_len(s + 1) + 1, s);
		} else {
			return fail(m, s, "expected a number or a symbol, found '%.*s'",
				    tok_len(s), s);
		}
		s = skip_ws(s);
		if (*s != '+' && *s != '-')
			break;
		next = skip_ws(s + 1);
		if (*s == '+' && at_register(next))
			break;
		neg = *s == '-';
		s = next;
	}
	*sp = s;
	return 0;
}

/* An immediate: a sum, or %hi(sum) / %lo(sum). */
static int parse_expr(struct match *m, const char **sp, struct expr *e)
{
	const char *s = skip_ws(*sp), *op = s;
	size_t n;

	if (*s != '%') {
		e->reloc = SPARC_RELOC_NONE;
		return parse_sum(m, sp, e);
	}
	n = sym_len(s + 1);
	if (word_is(s + 1, n, "hi"))
		e->reloc = SPARC_RELOC_HI;
	else if (word_is(s + 1, n, "lo"))
		e->reloc = SPARC_RELOC_LO;
	else if (at_register(s))
		return fail(m, s, "expected an immediate, found register '%.*s'", (int)n + 1, s);
	else
		return fail(m, s, "relocation operator '%%%.*s' is not supported", (int)n, s + 1);
	s = skip_ws(s + 1 + n);
	if (*s != '(')
		return fail(m, s, "expected '(' after '%.*s'", (int)n + 1, op);
	s++;
	if (parse_sum(m, &s, e) < 0)
		return -1;
	if (*s != ')')
		return fail(m, s, "expected ')', found '%.*s'", tok_len(s), s);
	*sp = s + 1;
	return 0;
}

/* A number between lo and hi. */
static int parse_bounded(struct match *m, const char **sp, int64_t lo, int64_t hi, int64_t *v)
{
	const char *s = skip_ws(*sp);
	struct expr e;

	if (parse_sum(m, &s, &e) < 0)
		return -1;
	if (e.sym)
		return fail(m, e.sym, "expected a number, found '%.*s'", (int)e.symlen, e.sym);
	if (e.value < lo || e.value > hi)
		return fail(m, skip_ws(*sp), "%lld is out of range (%lld..%lld)", (long long)e.value,
			    (long long)lo, (long long)hi);
	*v = e.value;
	*sp = s;
	return 0;
}

/* A simm13 immediate, -4096..4095 or %lo(expr), into the word (i = 1). */
static int parse_simm13(struct match *m, const char **sp)
{
	const char *s = skip_ws(*sp);
	struct expr *e = &m->val;

	if (parse_expr(m, sp, e) < 0)
		return -1;
	if (e->reloc == SPARC_RELOC_HI)
		return fail(m, s, "%%hi() goes only with sethi");
	if (e->reloc == SPARC_RELOC_NONE && e->sym)
		return fail(m, s, "symbol '%.*s' must be written %%lo(%.*s)", (int)e->symlen,
			    e->sym, (int)e->symlen, e->sym);
	if (e->reloc == SPARC_RELOC_NONE && (e->value < -4096 || e->value > 4095))
		return fail(m, s, "%lld is out of range (-4096..4095)", (long long)e->value);
	m->has_val = true;
	m->word = SPARC_PUT(m->word, 1, SPARC_POS_I, SPARC_SIZE_I);
	if (e->reloc == SPARC_RELOC_NONE)
		m->word = SPARC_PUT(m->word, (uint32_t)e->value, SPARC_POS_SIMM13, SPARC_SIZE_SIMM13);
	return 0;
}

/* A register in rs2 (i = 0), or an immediate: simm13, or a shift count 0..31 (shift). */
static int parse_reg_or_imm(struct match *m, const char **sp, bool shift)
{
	const char *s = skip_ws(*sp);
	int64_t v;
	int r;

	if (at_register(s)) {
		if ((r = parse_reg(m, sp, false)) < 0)
			return -1;
		m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS2, SPARC_SIZE_RS2);
		return 0;
	}
	if (!shift)
		return parse_simm13(m, sp);
	if (parse_bounded(m, sp, 0, 31, &v) < 0)
		return -1;
	m->val = (struct expr){ .value = v };
	m->has_val = true;
	m->word = SPARC_PUT(m->word, 1, SPARC_POS_I, SPARC_SIZE_I);
	m->word = SPARC_PUT(m->word, (uint32_t)v, SPARC_POS_SIMM13, SPARC_SIZE_SIMM13);
	return 0;
}

/* An address: rs1, rs1+rs2, rs1+simm13, rs1-n, simm13, simm13+rs1 (without brackets). */
static int parse_address(struct match *m, const char **sp)
{
	const char *s = skip_ws(*sp);
	int r;

	if (!*s)
		return fail(m, s, "missing operand");
	if (at_register(s)) {
		if ((r = parse_reg(m, &s, false)) < 0)
			return -1;
		m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS1, SPARC_SIZE_RS1);
		s = skip_ws(s);
		if (*s == '+') {
			const char *t = skip_ws(s + 1);

			if (at_register(t)) {
				if ((r = parse_reg(m, &t, false)) < 0)
					return -1;
				m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS2,
						    SPARC_SIZE_RS2);
				m->has_index = true;
			} else if (parse_simm13(m, &t) < 0) {
				return -1;
			}
			s = t;
		} else if (*s == '-' && parse_simm13(m, &s) < 0) {
			return -1;
		}
	} else {
		if (parse_simm13(m, &s) < 0)
			return -1;
		s = skip_ws(s);
		if (*s == '+' && at_register(skip_ws(s + 1))) {
			s = skip_ws(s + 1);
			if ((r = parse_reg(m, &s, false)) < 0)
				return -1;
			m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS1, SPARC_SIZE_RS1);
		}
	}
	*sp = s;
	return 0;
}

/* sethi's operand: %hi(expr), or 0..0x3fffff (the register gets it << 10). */
static int parse_sethi(struct match *m, const char **sp)
{
	const char *s = skip_ws(*sp);
	struct expr *e = &m->val;

	if (parse_expr(m, sp, e) < 0)
		return -1;
	if (e->reloc == SPARC_RELOC_LO)
		return fail(m, s, "%%lo() does not go with sethi");
	if (e->reloc == SPARC_RELOC_NONE && e->sym)
		return fail(m, s, "symbol '%.*s' must be written %%hi(%.*s)", (int)e->symlen,
			    e->sym, (int)e->symlen, e->sym);
	if (e->reloc == SPARC_RELOC_NONE) {
		if (e->value < 0 || e->value > 0x3fffff)
			return fail(m, s, "%lld is out of range (0..4194303)", (long long)e->value);
		m->word = SPARC_PUT(m->word, (uint32_t)e->value, SPARC_POS_IMM22, SPARC_SIZE_IMM22);
		e->value = (int32_t)((uint32_t)e->value << 10);
	}
	m->has_val = true;
	return 0;
}

/* The trap number of ta: 0..127, or %g0 + that. */
static int parse_trap(struct match *m, const char **sp)
{
	const char *s = skip_ws(*sp);
	int64_t v;
	int r;

	if (at_register(s)) {
		if ((r = parse_reg(m, &s, false)) < 0)
			return -1;
		if (r != SPARC_REG_G0)
			return fail(m, skip_ws(*sp), "a trap number in a register is not supported");
		s = skip_ws(s);
		if (*s != '+')
			return fail(m, s, "a trap number in a register is not supported");
		s++;
	}
	if (parse_bounded(m, &s, 0, 127, &v) < 0)
		return -1;
	m->val = (struct expr){ .value = v };
	m->has_val = true;
	m->word = SPARC_PUT(m->word, (uint32_t)v, SPARC_POS_SIMM13, SPARC_SIZE_SIMM13);
	*sp = s;
	return 0;
}

static int parse_target(struct match *m, const char **sp)
{
	const char *s = skip_ws(*sp);
	size_t n = is_sym_start((unsigned char)*s) ? sym_len(s) : 0;

	if (!*s)
		return fail(m, s, "missing operand");
	if (at_register(s))
		return fail(m, s, "expected a label, found register '%.*s'", (int)sym_len(s + 1) + 1,
			    s);
	if (!n)
		return fail(m, s, "expected a label, found '%.*s'", tok_len(s), s);
	m->target = s;
	m->targetlen = n;
	*sp = s + n;
	return 0;
}

static int expect(struct match *m, const char **sp, char c)
{
	const char *s = skip_ws(*sp);

	if (*s != c)
		return *s ? fail(m, s, "expected '%c', found '%.*s'", c, tok_len(s), s)
			  : fail(m, s, "expected '%c' before the end of the line", c);
	*sp = s + 1;
	return 0;
}

/* Matches the operand text s against the format of op; fills m. Returns 0 or -1. */
static int match_row(const struct sparc_opcode *op, const char *s, struct match *m)
{
	int64_t v;
	int r;

	memset(m, 0, sizeof *m);
	m->word = op->match;
	for (const char *a = op->args; *a; a++) {
		s = skip_ws(s);
		switch (*a) {
		case ' ':
			break;
		case ',':
		case '+':
			if (expect(m, &s, *a) < 0)
				return -1;
			break;
		case 'd':
		case '1':
		case '2':
		case 'r':
		case 'R':
		case 'D': {
			const char *at = s;

			if ((r = parse_reg(m, &s, false)) < 0)
				return -1;
			if (*a == 'D' && r % 2)
				return fail(m, at, "the first register of a pair must be even, not "
					    "'%.*s'", (int)(s - at), at);
			if (*a == 'd' || *a == 'D' || *a == 'r' || *a == 'R')
				m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RD, SPARC_SIZE_RD);
			if (*a == '1' || *a == 'r')
				m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS1,
						    SPARC_SIZE_RS1);
			if (*a == '2' || *a == 'R')
				m->word = SPARC_PUT(m->word, (uint32_t)r, SPARC_POS_RS2,
						    SPARC_SIZE_RS2);
			break;
		}
		case 'y':
			if (parse_reg(m, &s, true) < 0)
				return -1;
			break;
		case 'x':
		case 's':
			if (parse_reg_or_imm(m, &s, *a == 's') < 0)
				return -1;
			break;
		case 'i':
			if (parse_simm13(m, &s) < 0)
				return -1;
			break;
		case 'A':
			if (expect(m, &s, '[') < 0 || parse_address(m, &s) < 0 ||
			    expect(m, &s, ']') < 0)
				return -1;
			break;
		case 'J':
			if (parse_address(m, &s) < 0)
				return -1;
			break;
		case 'T':
			if (parse_trap(m, &s) < 0)
				return -1;
			break;
		case 'h':
			if (parse_sethi(m, &s) < 0)
				return -1;
			break;
		case 'n':
			if (parse_bounded(m, &s, 0, 0x3fffff, &v) < 0)
				return -1;
			m->word |= (uint32_t)v;   /* unimp's const22 */
			break;
		case 'c':
			if (parse_bounded(m, &s, 0, 0xffffffffll, &v) < 0)
				return -1;
			break;
		case 'l':
		case 'L':
			if (parse_target(m, &s) < 0)
				return -1;
			break;
		default:
			/* f g e a S Z: only refused rows have them, and those are never matched */
			assert(!"operand letter of a refused row");
		}
	}
	s = skip_ws(s);
	if (*s)
		return fail(m, s, "unexpected '%.40s'", s);
	return 0;
}

/* ---- instructions ---------------------------------------------------------------------- */

static char *dup_sym(const char *s, size_t n)
{
	return s ? util_xasprintf("%.*s", (int)n, s) : NULL;
}

static struct ir_imm make_imm(const struct expr *e)
{
	return (struct ir_imm){ dup_sym(e->sym, e->symlen), (int32_t)(uint32_t)e->value, e->reloc };
}

static void add_reg(ir_regset *set, unsigned r)
{
	if (r != SPARC_REG_G0)
		ir_regset_add(set, r);
}

static void add_set(ir_regset *set, uint64_t bits)
{
	set->w[0] |= bits;
}

/* Fills in the IR facts of an instruction that matched row op. Returns NULL, or why the
 * instruction is refused. */
static const char *derive(const struct sparc_opcode *op, const struct match *m,
			  struct ir_insn *in)
{
	uint32_t fl = op->flags, w = m->word;
	unsigned rd = SPARC_RD(w), rs1 = SPARC_RS1(w), rs2 = SPARC_RS2(w);
	bool imm = SPARC_OP(w) >= 2 && SPARC_I(w);   /* format 3 with simm13 */
	struct expr val = m->val;

	if (!m->has_val)
		val = (struct expr){ .value = imm ? SPARC_SIMM13(w) : 0 };
	in->size = 4;
	in->ctl_reg = in->base = in->index = in->dst = in->dst2 = in->src1 = in->src2 = IR_REG_NONE;
	in->target_flags = (uint16_t)(op - sparc_opcodes);

	if (fl & SPARC_RD_1)
		add_reg(&in->reads, rs1);
	if ((fl & SPARC_RD_2) && !imm)
		add_reg(&in->reads, rs2);
	if (fl & SPARC_RD_D)
		add_reg(&in->reads, rd);
	if (fl & SPARC_RD_D2)
		add_reg(&in->reads, rd + 1);
	if (fl & SPARC_RD_Y)
		add_reg(&in->reads, SPARC_REG_Y);
	if (fl & SPARC_WR_D)
		add_reg(&in->writes, rd);
	if (fl & SPARC_WR_D2)
		add_reg(&in->writes, rd + 1);
	if (fl & SPARC_WR_Y)
		add_reg(&in->writes, SPARC_REG_Y);

	if (fl & (SPARC_LOAD | SPARC_STORE)) {
		in->mem = (fl & SPARC_LOAD) && (fl & SPARC_STORE) ? IR_MEM_LOADSTORE
			: fl & SPARC_LOAD ? IR_MEM_LOAD : IR_MEM_STORE;
		in->mem_size = fl & SPARC_BYTE ? 1 : fl & SPARC_HALF ? 2 : fl & SPARC_WORD ? 4 : 8;
		in->mem_signed = fl & SPARC_SIGNED;
		in->base = (uint8_t)rs1;
		if (m->has_index)
			in->index = (uint8_t)rs2;
		if (imm)
			in->disp = make_imm(&val);
	}

	if (fl & (SPARC_SAVE | SPARC_RESTORE)) {
		in->window = 1 + (fl & SPARC_SAVE ? SPARC_WINDOW_SAVE : SPARC_WINDOW_RESTORE);
		add_set(&in->writes, SPARC_SET_WINDOW);
	}

	if (fl & (SPARC_CBRANCH | SPARC_BA)) {
		in->ctl = fl & SPARC_BA ? IR_CTL_JUMP : IR_CTL_CBRANCH;
		in->delay = !(fl & SPARC_ANNUL) ? IR_DELAY_ALWAYS
			  : fl & SPARC_BA ? IR_DELAY_NONE : IR_DELAY_ANNUL_UNTAKEN;
		in->target = dup_sym(m->target, m->targetlen);
	} else if (fl & SPARC_CALL) {
		in->ctl = IR_CTL_CALL;
		in->delay = IR_DELAY_ALWAYS;
		in->target = dup_sym(m->target, m->targetlen);
		add_set(&in->reads, SPARC_SET_CALL_ARGS);
		add_set(&in->writes, SPARC_SET_CALL_CLOBBERED);
	} else if (fl & SPARC_JMPL) {
		/* the address is a register alone (or plus %g0) */
		bool plain = !imm && (!m->has_index || rs2 == SPARC_REG_G0);

		in->delay = IR_DELAY_ALWAYS;
		if (rd == SPARC_REG_G0 && imm && !val.sym && !val.reloc &&
		    (rs1 == SPARC_REG_I7 || rs1 == SPARC_REG_O7) && (val.value == 8 || val.value == 12)) {
			in->ctl = IR_CTL_RET;
			add_set(&in->reads, SPARC_SET_RETURN);
		} else if (rd == SPARC_REG_G0 && plain) {
			in->ctl = IR_CTL_IJUMP;
			in->ctl_reg = (uint8_t)rs1;
			add_set(&in->reads, SPARC_SET_TAIL_CALL);
		} else if (rd == SPARC_REG_O7 && plain) {
			in->ctl = IR_CTL_ICALL;
			in->ctl_reg = (uint8_t)rs1;
			add_set(&in->reads, SPARC_SET_CALL_ARGS);
			add_set(&in->writes, SPARC_SET_CALL_CLOBBERED);
		} else if (rd == SPARC_REG_G0 || rd == SPARC_REG_O7) {
			return "an indirect jump or call must go through a register alone (jmp %reg, "
			       "call %reg), or return to %i7+8 or %o7+8";
		} else {
			return "jmpl may only link into %o7 (a call) or %g0 (a jump)";
		}
	} else if (fl & SPARC_TRAP) {
		in->ctl = val.value == SPARC_TRAP_SYSCALL ? IR_CTL_SYSCALL
			: val.value == SPARC_TRAP_FLUSH_WINDOWS ? IR_CTL_NONE : IR_CTL_TRAP;
		if (in->ctl == IR_CTL_SYSCALL) {
			add_set(&in->reads, SPARC_SET_SYSCALL_ARGS);
			add_set(&in->writes, SPARC_SET_SYSCALL_RESULTS);
		}
	} else if (fl & SPARC_UNIMP) {
		in->ctl = IR_CTL_TRAP;
		in->imm.addend = (int32_t)(w & 0x3fffff);   /* its number, which fix_calls reads */
	}

	in->op = op->op;
	if (in->op == IR_OP_NONE)
		return NULL;
	if (fl & SPARC_WR_D) {
		if (rd == SPARC_REG_G0) {
			in->op = IR_OP_NONE;
			return NULL;
		}
		in->dst = (uint8_t)rd;
		if (fl & SPARC_WR_D2)
			in->dst2 = (uint8_t)(rd + 1);
		else if (fl & SPARC_WR_Y)
			in->dst2 = SPARC_REG_Y;
	} else {
		assert(fl & SPARC_WR_Y);
		in->dst = SPARC_REG_Y;
	}
	/* xnor with a zero operand is not: ~rs1, which IR_OP_NOR computes */
	if (in->op == IR_OP_OPAQUE && !strncmp(op->name, "xnor", 4) &&
	    (imm ? !val.sym && !val.reloc && val.value == 0 : rs2 == SPARC_REG_G0))
		in->op = IR_OP_NOR;
	switch (in->op) {
	case IR_OP_OPAQUE:
		break;
	case IR_OP_CONST:
		if (m->has_val)
			in->imm = make_imm(&val);   /* sethi; clr is 0 */
		break;
	case IR_OP_MOVE:
		if (fl & SPARC_RD_Y) {
			in->src1 = SPARC_REG_Y;
		} else if (imm) {
			in->op = IR_OP_CONST;
			in->imm = make_imm(&val);
		} else {
			in->src1 = (uint8_t)rs2;
		}
		break;
	default:
		in->src1 = (uint8_t)rs1;
		if (imm)
			in->imm = make_imm(&val);
		else
			in->src2 = (uint8_t)rs2;
		break;
	}
	return NULL;
}

/* Parses the instruction at s (line i) into in. */
static int parse_insn(struct parser *p, int i, const char *s, struct ir_insn *in)
{
	const char *mn = s, *ops, *why;
	size_t n = 0;
	const struct sparc_name *name;
	const struct sparc_opcode *op;
	struct match m, best;

	while (is_alpha((unsigned char)s[n]) || is_digit((unsigned char)s[n]) || s[n] == '.' ||
	       s[n] == '_' || s[n] == ',')
		n++;
	if (!n || !is_alpha((unsigned char)*s) || (s[n] && !is_space((unsigned char)s[n])))
		return error(p, i, "malformed instruction '%.*s'", tok_len(s), s);
	ops = skip_ws(s + n);
	name = sparc_lookup(mn, n);
	if (!name) {
		const char *comma = memchr(mn, ',', n);

		if (comma && (!strncmp(comma, ",pt", 3) || !strncmp(comma, ",pn", 3) ||
			      !strncmp(comma, ",a,p", 4)))
			return error(p, i, "branch prediction ('%.*s') is SPARC V9 (only V8 is "
				     "supported)", (int)n, mn);
		if (check_registers(p, i, mn, (int)n, ops) < 0)
			return -1;
		return error(p, i, "unknown SPARC V8 instruction '%.*s'", (int)n, mn);
	}
	op = &sparc_opcodes[name->first];
	if (op->flags & SPARC_FP)
		return error(p, i, "floating point is not supported ('%s')", op->name);
	if (op->flags & SPARC_COP)
		return error(p, i, "coprocessor instruction '%s' is not supported", op->name);
	if (op->flags & SPARC_PRIV)
		return error(p, i, "privileged instruction '%s' is not supported", op->name);
	if (op->flags & SPARC_V9)
		return error(p, i, "'%s' is SPARC V9 (only V8 is supported)", op->name);
	if (op->flags & SPARC_CTRAP)
		return error(p, i, "conditional trap '%s' is not supported", op->name);
	if (op->flags & SPARC_MACRO)
		return error(p, i, "'%s' may assemble to two instructions (write sethi and or)",
			     op->name);
	if ((op->flags & SPARC_BN) && (op->flags & SPARC_ANNUL))
		return error(p, i, "'%s' is not supported (it skips the next instruction)",
			     op->name);
	if (check_registers(p, i, mn, (int)n, ops) < 0)
		return -1;

	/* The reported error is the one of the row that got furthest into the operands; of
	 * rows failing at the same place, the one expecting more operands. */
	best.err_at = NULL;
	for (int k = 0, best_args = 0; k < name->count; k++, op++) {
		if (match_row(op, ops, &m) == 0) {
			in->line = i + 1;
			if ((why = derive(op, &m, in)) != NULL) {
				size_t len = strlen(ops);

				while (len && is_space((unsigned char)ops[len - 1]))
					len--;
				return error(p, i, "'%s %.*s': %s", name->name, (int)len, ops, why);
			}
			return 0;
		}
		if (!best.err_at || m.err_at > best.err_at ||
		    (m.err_at == best.err_at && (int)strlen(op->args) > best_args)) {
			best = m;
			best_args = (int)strlen(op->args);
		}
	}
	return error(p, i, "bad operands for '%s': %s", name->name, best.err);
}

/* ---- functions and labels ------------------------------------------------------------ */

static void open_func(struct parser *p, int i, const char *name)
{
	struct ir_file *f = p->f;
	struct ir_func *fn;

	f->funcs = grow(f->funcs, f->nfuncs, &p->funcs_cap, sizeof *f->funcs);
	fn = &f->funcs[f->nfuncs];
	memset(fn, 0, sizeof *fn);
	fn->name = util_xstrdup(name);
	fn->global = map_get(&p->globals, name, strlen(name)) >= 0;
	fn->first_line = i + 1;
	p->cur = f->nfuncs++;
	p->insns_cap = p->labels_cap = 0;
}

/* Whether label lies in function fi. */
static bool label_in(struct parser *p, const char *label, int fi)
{
	int at = map_get(&p->labels, label, strlen(label));

	return at >= 0 && p->f->lines[at].func == fi;
}

/* The facts that depend on the next instruction: calls that are tail calls (the delay slot
 * restores the window, or puts the caller's return address back in %o7), and the struct
 * size word after a call's delay slot. */
static void fix_calls(struct ir_func *fn)
{
	for (int k = 0; k + 1 < fn->ninsns; k++) {
		struct ir_insn *in = &fn->insns[k];
		const struct ir_insn *slot = &fn->insns[k + 1];

		if ((in->ctl != IR_CTL_CALL && in->ctl != IR_CTL_ICALL) ||
		    (slot->window != 1 + SPARC_WINDOW_RESTORE &&
		     !ir_regset_has(&slot->writes, SPARC_REG_O7)))
			continue;
		in->ctl = in->ctl == IR_CTL_CALL ? IR_CTL_JUMP : IR_CTL_IJUMP;
		add_set(&in->reads, SPARC_SET_TAIL_CALL);
		in->writes = (ir_regset){ { SPARC_BIT(SPARC_REG_O7), 0 } };
	}
	for (int k = 2; k < fn->ninsns; k++) {
		struct ir_insn *in = &fn->insns[k];

		/* unimp 0 after a call that does not return is a real trap (crt0) */
		if ((sparc_opcodes[in->target_flags].flags & SPARC_UNIMP) && in->imm.addend != 0 &&
		    (fn->insns[k - 2].ctl == IR_CTL_CALL || fn->insns[k - 2].ctl == IR_CTL_ICALL)) {
			in->ctl = IR_CTL_NONE;
			in->skipped = true;
		}
	}
}

/* Closes the open function at line `last` (1-based) and checks its branch targets. */
static int close_func(struct parser *p, int last)
{
	struct ir_func *fn = &p->f->funcs[p->cur];

	fn->last_line = last;
	fix_calls(fn);
	for (int k = 0; k < fn->ninsns; k++) {
		struct ir_insn *in = &fn->insns[k];
		const struct sparc_opcode *op = &sparc_opcodes[in->target_flags];

		if (!in->target || !strchr(op->args, 'l') || label_in(p, in->target, p->cur))
			continue;
		if (map_get(&p->labels, in->target, strlen(in->target)) < 0)
			return error(p, in->line - 1, "branch to undefined label '%s'", in->target);
		return error(p, in->line - 1, "branch to '%s', which is outside function '%s'",
			     in->target, fn->name);
	}
	p->cur = -1;
	return 0;
}

/* A label at line i: may open a function; belongs to the open one. */
static int on_label(struct parser *p, int i, const char *name)
{
	struct ir_func *fn;

	if (map_get(&p->funcs, name, strlen(name)) >= 0 &&
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

/* Directives that emit data or switch sections: inside a function they would move the
 * instructions that follow away from the positions the IR gives them. */
static const char *const body_breakers[] = {
	".align", ".balign", ".p2align", ".byte", ".half", ".hword", ".short", ".word", ".int",
	".long", ".nword", ".xword", ".uahalf", ".uaword", ".uaxword", ".dword", ".quad",
	".2byte", ".4byte", ".8byte", ".ascii", ".asciz", ".string", ".space", ".skip", ".zero",
	".fill", ".float", ".double", ".single", ".org", ".incbin", ".section", ".seg", ".text",
	".data", ".bss", ".previous", ".pushsection", ".popsection", ".subsection",
};

/* The symbol a directive names first (".size NAME, ..."), as (s, *n). */
static const char *first_name(const char *args, size_t *n)
{
	args = skip_ws(args);
	*n = is_sym_start((unsigned char)*args) ? sym_len(args) : 0;
	return args;
}

/* Whether ".type NAME, KIND" says function. */
static bool type_is_function(const char *args)
{
	size_t n;
	const char *s = first_name(args, &n);

	s = skip_ws(s + n);
	if (*s != ',')
		return false;
	s = skip_ws(s + 1);
	return !strncmp(s, "#function", 9) || !strncmp(s, "@function", 9) ||
	       !strncmp(s, "%function", 9) || !strncmp(s, "\"function\"", 10) ||
	       !strncmp(s, "STT_FUNC", 8);
}

/* First pass over a directive: function announcements and globals. */
static void scan_directive(struct parser *p, const char *d, size_t dn, const char *args)
{
	size_t n;
	const char *s = first_name(args, &n);

	if (word_is(d, dn, ".type") && type_is_function(args) && n) {
		map_put(&p->funcs, s, n, 1);
	} else if (word_is(d, dn, ".globl") || word_is(d, dn, ".global")) {
		while (n) {
			map_put(&p->globals, s, n, 1);
			s = skip_ws(s + n);
			if (*s != ',')
				break;
			s = first_name(s + 1, &n);
		}
	}
}

/* Main pass over a directive d (dn bytes) at line i. */
static int directive(struct parser *p, int i, const char *d, size_t dn, const char *args)
{
	size_t n;
	const char *s = first_name(args, &n);
	const char *cur = p->cur >= 0 ? p->f->funcs[p->cur].name : NULL;

	if (!cur)
		return 0;
	if (word_is(d, dn, ".size") && word_is(s, n, cur))
		return close_func(p, i + 1);
	if (word_is(d, dn, ".type") && type_is_function(args) && n && !word_is(s, n, cur)) {
		/* the next function is announced: the open one ends on the line before */
		p->f->lines[i].func = -1;
		return close_func(p, i);
	}
	for (size_t k = 0; k < sizeof body_breakers / sizeof body_breakers[0]; k++)
		if (word_is(d, dn, body_breakers[k]))
			return error(p, i, "'%.*s' inside function '%s' is not supported", (int)dn,
				     d, cur);
	return 0;
}

/* ---- numeric local labels -------------------------------------------------------------- */

static struct numlabel *numlabel(struct parser *p, const char *digits, size_t n, bool create)
{
	int k = map_get(&p->numbers, digits, n);

	if (k >= 0 || !create)
		return k >= 0 ? &p->nums[k] : NULL;
	p->nums = grow(p->nums, p->nnums, &p->nums_cap, sizeof *p->nums);
	memset(&p->nums[p->nnums], 0, sizeof *p->nums);
	map_put(&p->numbers, digits, n, p->nnums);
	return &p->nums[p->nnums++];
}

/* Replaces numeric label definitions and references (1:, 1f, 1b) on line i with the unique
 * names; the line's text and code are rewritten. */
static int rename_numeric(struct parser *p, int i)
{
	struct ir_line *L = &p->f->lines[i];
	const char *c = p->code[i], *def = skip_ws(c);
	size_t len = strlen(L->text), cap = len + 1, out = 0, from = 0;
	char *text = NULL;
	bool in_comment = p->in_comment[i];

	for (const char *s = c; *s;) {
		const char *name = NULL;
		size_t n;

		if (*s == '"') {
			s = skip_string(s);
			continue;
		}
		if (!is_sym_char((unsigned char)*s) || (s > c && (is_sym_char((unsigned char)s[-1]) ||
								 s[-1] == '%'))) {
			s++;
			continue;
		}
		n = sym_len(s);
		if (s == def && all_digits(s, n) && s[n] == ':') {
			struct numlabel *nl = numlabel(p, s, n, false);

			name = nl->names[nl->seen++];
			map_put(&p->labels, name, strlen(name), i);
		} else if (n > 1 && all_digits(s, n - 1) && (s[n - 1] == 'f' || s[n - 1] == 'b')) {
			struct numlabel *nl = numlabel(p, s, n - 1, false);
			int k = nl ? (s[n - 1] == 'b' ? nl->seen - 1 : nl->seen) : -1;

			if (k < 0 || k >= nl->n) {
				free(text);
				return error(p, i, "undefined local label '%.*s'", (int)n, s);
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
	p->code[i] = blank_comments(text, &in_comment);
	return 0;
}

/* ---- the passes ------------------------------------------------------------------------ */

static void split_lines(struct parser *p, const char *text)
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
		p->code[f->nlines] = blank_comments(L->text, &in_comment);
		s += len;
		if (*s)
			s++;
	}
}

/* Pass 1: labels (named and numeric), function announcements, globals. */
static int scan(struct parser *p)
{
	for (int i = 0; i < p->f->nlines; i++) {
		const char *s = skip_ws(p->code[i]);
		size_t n = label_len(s);

		if (n && is_digit((unsigned char)*s)) {
			struct numlabel *nl = numlabel(p, s, n, true);

			nl->names = grow(nl->names, nl->n, &nl->cap, sizeof *nl->names);
			nl->names[nl->n++] = NULL;
			p->numdefs = grow(p->numdefs, p->nnumdefs, &p->numdefs_cap,
					  sizeof *p->numdefs);
			p->numdefs[p->nnumdefs++] = (int)(nl - p->nums);
		} else if (n) {
			int at = map_get(&p->labels, s, n);

			if (at >= 0)
				return error(p, i, "label '%.*s' is already defined on line %d",
					     (int)n, s, at + 1);
			map_put(&p->labels, s, n, i);
		}
		if (n) {
			s = skip_ws(s + n + 1);
			if (label_len(s))
				return error(p, i, "more than one label on a line is not supported");
		}
		if (*s == '.') {
			n = sym_len(s);
			scan_directive(p, s, n, s + n);
		}
	}
	return 0;
}

/* Gives every numeric label definition its unique name, in file order. */
static void name_numeric(struct parser *p)
{
	int next = 1;

	for (int k = 0; k < p->nnumdefs; k++) {
		struct numlabel *nl = &p->nums[p->numdefs[k]];
		char *name;

		for (;;) {
			name = util_xasprintf(LOCAL_PREFIX "%d", next++);
			if (map_get(&p->labels, name, strlen(name)) < 0)
				break;
			free(name);
		}
		for (int j = 0; j < nl->n; j++) {
			if (!nl->names[j]) {
				nl->names[j] = name;
				break;
			}
		}
		map_put(&p->labels, name, strlen(name), -1);   /* its line comes with the renaming */
	}
}

/* Whether the code of a line holds a statement separator outside strings. */
static bool has_separator(const char *c)
{
	for (const char *s = c; *s;) {
		if (*s == '"')
			s = skip_string(s);
		else if (*s++ == ';')
			return true;
	}
	return false;
}

/* Pass 3: functions and instructions. */
static int build(struct parser *p)
{
	struct ir_file *f = p->f;

	for (int i = 0; i < f->nlines; i++) {
		struct ir_line *L = &f->lines[i];
		const char *s = skip_ws(p->code[i]);
		size_t n = label_len(s);

		if (has_separator(s))
			return error(p, i, "several statements on one line are not supported");
		if (n) {
			L->kind = IR_LINE_LABEL;
			L->label = util_xasprintf("%.*s", (int)n, s);
			map_put(&p->labels, s, n, i);
			if (on_label(p, i, L->label) < 0)
				return -1;
			s = skip_ws(s + n + 1);
		}
		L->func = p->cur;
		if (!*s)
			continue;
		if (*s == '.') {
			n = sym_len(s);
			if (directive(p, i, s, n, s + n) < 0)
				return -1;
		} else if (is_sym_start((unsigned char)*s) && *skip_ws(s + sym_len(s)) == '=') {
			continue;       /* symbol assignment */
		} else {
			struct ir_func *fn;
			struct ir_insn in = { 0 };

			if (p->cur < 0)
				return error(p, i, "instruction outside a function");
			if (parse_insn(p, i, s, &in) < 0) {
				free((char *)in.target);
				free((char *)in.imm.sym);
				free((char *)in.disp.sym);
				return -1;
			}
			fn = &f->funcs[p->cur];
			fn->insns = grow(fn->insns, fn->ninsns, &p->insns_cap, sizeof *fn->insns);
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

int sparc_parse(const char *path, const char *text, struct ir_file *f)
{
	struct parser p = { .path = path, .f = f, .cur = -1 };
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
	map_free(&p.labels);
	map_free(&p.funcs);
	map_free(&p.globals);
	map_free(&p.numbers);
	if (rc < 0)
		ir_file_free(f);
	return rc;
}
