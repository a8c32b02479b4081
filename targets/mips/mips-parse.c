/* mips-parse.c — reads MIPS I assembly as gcc -S emits it (and hand-written files in the same
 * style) into the IR: every line verbatim, the functions, and each instruction's facts. */
#include "mips/mips.h"
#include "util.h"

#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Numeric local labels (1:, 1f, 1b) become LOCAL_PREFIX<n>: gas keeps $-names out of the
 * symbol table, as it does with gcc's own $L labels. */
#define LOCAL_PREFIX "$__aex_L"
#define SET_DEPTH 16

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

/* A copy of line with every comment (# to the end, block comments, which *in_comment carries
 * across lines) replaced by blanks, so that offsets into it are offsets into the line. */
static char *blank_comments(const char *line, bool *in_comment)
{
	char *c = util_xstrdup(line);

	for (char *s = c; *s;) {
		if (*in_comment) {
			if (s[0] == '*' && s[1] == '/') {
				*in_comment = false;
				*s++ = ' ';
			}
			*s++ = ' ';
		} else if (*s == '"') {
			s = (char *)skip_string(s);
		} else if (*s == '#') {
			memset(s, ' ', strlen(s));
		} else if (s[0] == '/' && s[1] == '*') {
			*in_comment = true;
			*s++ = ' ';
			*s++ = ' ';
		} else {
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

struct mode {
	bool reorder, macro;   /* .set reorder / .set macro in force */
};

struct parser {
	const char *path;
	struct ir_file *f;
	char **code;              /* each line with its comments blanked */
	bool *in_comment;         /* a block comment is open where the line starts */
	struct map labels;        /* named labels: name → line index */
	struct map funcs;         /* names announced by .ent or .type @function */
	struct map globals;       /* names made global by .globl */
	struct map numbers;       /* numeric label → index into nums */
	struct numlabel *nums;
	int nnums, nums_cap;
	int *numdefs;             /* numeric definitions in file order (index into nums) */
	int nnumdefs, numdefs_cap;
	struct mode mode[SET_DEPTH];
	int depth;
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

static const char *const reg_alias[32] = {
	"zero", "at", "v0", "v1", "a0", "a1", "a2", "a3", "t0", "t1", "t2", "t3", "t4", "t5",
	"t6", "t7", "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "t8", "t9", "k0", "k1",
	"gp", "sp", "fp", "ra",
};

/* The number of the register named s[0..n) ("$4", "$sp", "$s8"), or -1. */
int mips_reg_number(const char *s, size_t n)
{
	if (n < 2 || s[0] != '$')
		return -1;
	s++;
	n--;
	if (all_digits(s, n)) {
		if (n > 2 || (n == 2 && s[0] == '0'))
			return -1;
		int r = n == 1 ? s[0] - '0' : (s[0] - '0') * 10 + s[1] - '0';
		return r < 32 ? r : -1;
	}
	if (word_is(s, n, "s8"))
		return 30;
	for (int r = 0; r < 32; r++)
		if (word_is(s, n, reg_alias[r]))
			return r;
	return -1;
}

/* Whether s names a floating-point register ($f0..$f31). */
static bool has_fp_reg(const char *s)
{
	for (; *s; s++)
		if (s[0] == '$' && s[1] == 'f' && is_digit((unsigned char)s[2]))
			return true;
	return false;
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
	uint32_t word;          /* the row's match with the register fields filled in */
	struct expr val;        /* the immediate, offset or shift amount */
	const char *target;     /* branch or jump target */
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
	size_t n = strcspn(s, ",()");

	while (n && is_space((unsigned char)s[n - 1]))
		n--;
	return n ? (int)n : (int)strnlen(s, 1);
}

static int parse_reg(struct match *m, const char **sp)
{
	const char *s = skip_ws(*sp);
	size_t n = *s == '$' ? 1 + sym_len(s + 1) : 0;
	int r = mips_reg_number(s, n);

	if (!*s)
		return fail(m, s, "missing operand");
	if (r < 0)
		return *s == '$' ? fail(m, s, "unknown register '%.*s'", (int)n, s)
				 : fail(m, s, "expected a register, found '%.*s'", tok_len(s), s);
	*sp = s + n;
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

/* A sum of numbers and at most one symbol (added, not subtracted). */
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

			if (mips_reg_number(s, n) >= 0)
				return fail(m, s, "expected an immediate, found register '%.*s'",
					    (int)n, s);
			if (e->sym || neg)
				return fail(m, s, "unsupported expression: only symbol + number "
					    "is allowed");
			e->sym = s;
			e->symlen = n;
			s += n;
		} else {
			return fail(m, s, "expected a number or a symbol, found '%.*s'",
				    tok_len(s), s);
		}
		s = skip_ws(s);
		if (*s != '+' && *s != '-')
			break;
		neg = *s == '-';
		s = skip_ws(s + 1);
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
		e->reloc = MIPS_RELOC_NONE;
		return parse_sum(m, sp, e);
	}
	n = sym_len(s + 1);
	if (word_is(s + 1, n, "hi"))
		e->reloc = MIPS_RELOC_HI;
	else if (word_is(s + 1, n, "lo"))
		e->reloc = MIPS_RELOC_LO;
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

/* A 16-bit immediate ('j', 'o': signed; 'i': unsigned) or %lo(). */
static int parse_imm16(struct match *m, const char **sp, bool is_signed, struct expr *e)
{
	const char *s = skip_ws(*sp);

	if (parse_expr(m, sp, e) < 0)
		return -1;
	if (e->reloc == MIPS_RELOC_HI)
		return fail(m, s, "%%hi() goes only with lui");
	if (e->reloc == MIPS_RELOC_LO) {
		if (!is_signed)
			e->reloc = MIPS_RELOC_LOU;
		return 0;
	}
	if (e->sym)
		return fail(m, s, "symbol '%.*s' must be written %%lo(%.*s)", (int)e->symlen,
			    e->sym, (int)e->symlen, e->sym);
	if (is_signed && (e->value < -32768 || e->value > 32767))
		return fail(m, s, "%lld is out of range (-32768..32767)", (long long)e->value);
	if (!is_signed && (e->value < 0 || e->value > 0xffff))
		return fail(m, s, "%lld is out of range (0..65535)", (long long)e->value);
	return 0;
}

/* lui's operand: 0..0xffff (the register gets it << 16) or %hi(). */
static int parse_upper(struct match *m, const char **sp, struct expr *e)
{
	const char *s = skip_ws(*sp);

	if (parse_expr(m, sp, e) < 0)
		return -1;
	if (e->reloc == MIPS_RELOC_HI)
		return 0;
	if (e->reloc == MIPS_RELOC_LO)
		return fail(m, s, "%%lo() does not go with lui");
	if (e->sym)
		return fail(m, s, "symbol '%.*s' must be written %%hi(%.*s)", (int)e->symlen,
			    e->sym, (int)e->symlen, e->sym);
	if (e->value < 0 || e->value > 0xffff)
		return fail(m, s, "%lld is out of range (0..65535)", (long long)e->value);
	e->value = (int32_t)((uint32_t)e->value << 16);
	return 0;
}

/* li's constant, which one machine word must load ('J', 'K', 'I'). */
static int parse_li(struct match *m, const char **sp, char kind, struct expr *e)
{
	const char *s = skip_ws(*sp);
	int64_t v;
	uint32_t u;
	bool fits;

	if (parse_bounded(m, sp, -0x80000000ll, 0xffffffffll, &v) < 0)
		return -1;
	u = (uint32_t)v;
	fits = kind == 'J' ? (int32_t)u >= -32768 && (int32_t)u <= 32767
	     : kind == 'K' ? u <= 0xffff : (u & 0xffff) == 0;
	if (!fits)
		return fail(m, s, "'%.*s' takes more than one instruction to load", tok_len(s), s);
	e->sym = NULL;
	e->value = (int32_t)u;
	e->reloc = MIPS_RELOC_NONE;
	return 0;
}

static int parse_target(struct match *m, const char **sp)
{
	const char *s = skip_ws(*sp);
	size_t n = is_sym_start((unsigned char)*s) ? sym_len(s) : 0;

	if (!*s)
		return fail(m, s, "missing operand");
	if (!n)
		return fail(m, s, "expected a label, found '%.*s'", tok_len(s), s);
	if (mips_reg_number(s, n) >= 0)
		return fail(m, s, "expected a label, found register '%.*s'", (int)n, s);
	m->target = s;
	m->targetlen = n;
	*sp = s + n;
	return 0;
}

/* Matches the operand text s against the format of op; fills m. Returns 0 or -1. */
static int match_row(const struct mips_opcode *op, const char *s, struct match *m)
{
	int64_t v;
	int r;

	memset(m, 0, sizeof *m);
	m->word = op->match;
	for (const char *a = op->args; *a; a++) {
		s = skip_ws(s);
		switch (*a) {
		case ',':
		case '(':
		case ')':
			if (*s != *a)
				return *s ? fail(m, s, "expected '%c', found '%.*s'", *a, tok_len(s), s)
					  : fail(m, s, "expected '%c' before the end of the line", *a);
			s++;
			break;
		case 'd':
		case 's':
		case 'b':
		case 't':
		case 'z':
			if ((r = parse_reg(m, &s)) < 0)
				return -1;
			if (*a == 'z' && r != 0)
				return fail(m, s, "the first operand must be $0 (the three-register "
					    "form is a macro)");
			if (*a == 'd')
				m->word = MIPS_PUT(m->word, r, MIPS_POS_RD, MIPS_SIZE_RD);
			else if (*a == 't')
				m->word = MIPS_PUT(m->word, r, MIPS_POS_RT, MIPS_SIZE_RT);
			else if (*a != 'z')
				m->word = MIPS_PUT(m->word, r, MIPS_POS_RS, MIPS_SIZE_RS);
			break;
		case '<':
			if (parse_bounded(m, &s, 0, 31, &v) < 0)
				return -1;
			m->val.value = v;
			break;
		case 'j':
		case 'i':
			if (parse_imm16(m, &s, *a == 'j', &m->val) < 0)
				return -1;
			break;
		case 'o':
			if (*s != '(' && parse_imm16(m, &s, true, &m->val) < 0)
				return -1;
			break;
		case 'u':
			if (parse_upper(m, &s, &m->val) < 0)
				return -1;
			break;
		case 'J':
		case 'K':
		case 'I':
			if (parse_li(m, &s, *a, &m->val) < 0)
				return -1;
			break;
		case 'p':
		case 'a':
			if (parse_target(m, &s) < 0)
				return -1;
			break;
		case 'c':
		case 'q':
			if (parse_bounded(m, &s, 0, 1023, &v) < 0)
				return -1;
			break;
		case 'B':
			if (parse_bounded(m, &s, 0, 0xfffff, &v) < 0)
				return -1;
			break;
		default:
			/* S T D G E C: only refused rows have them, and those are never matched */
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
	if (r != MIPS_REG_ZERO)
		ir_regset_add(set, r);
}

static void add_set(ir_regset *set, uint64_t bits)
{
	set->w[0] |= bits;
}

/* Fills in the IR facts of an instruction that matched row op. */
static void derive(const struct mips_opcode *op, const struct match *m, struct ir_insn *in)
{
	uint32_t fl = op->flags;
	unsigned rs = MIPS_RS(m->word), rt = MIPS_RT(m->word), rd = MIPS_RD(m->word);
	unsigned defs[4], ndefs = 0;

	in->size = 4;
	in->ctl_reg = in->base = in->index = in->dst = in->dst2 = in->src1 = in->src2 = IR_REG_NONE;
	in->target_flags = (uint16_t)(op - mips_opcodes);

	if (fl & MIPS_RD_S)
		add_reg(&in->reads, rs);
	if (fl & MIPS_RD_T)
		add_reg(&in->reads, rt);
	if (fl & MIPS_RD_HI)
		add_reg(&in->reads, MIPS_REG_HI);
	if (fl & MIPS_RD_LO)
		add_reg(&in->reads, MIPS_REG_LO);
	if (fl & MIPS_WR_D)
		add_reg(&in->writes, defs[ndefs++] = rd);
	if (fl & MIPS_WR_T)
		add_reg(&in->writes, defs[ndefs++] = rt);
	if (fl & MIPS_WR_31)
		add_reg(&in->writes, MIPS_REG_RA);
	if (fl & MIPS_WR_LO)
		add_reg(&in->writes, defs[ndefs++] = MIPS_REG_LO);
	if (fl & MIPS_WR_HI)
		add_reg(&in->writes, defs[ndefs++] = MIPS_REG_HI);

	if (fl & (MIPS_LOAD | MIPS_STORE)) {
		if (fl & MIPS_LOAD)
			in->mem = fl & MIPS_LEFT ? IR_MEM_LOAD_LEFT
				: fl & MIPS_RIGHT ? IR_MEM_LOAD_RIGHT : IR_MEM_LOAD;
		else
			in->mem = fl & MIPS_LEFT ? IR_MEM_STORE_LEFT
				: fl & MIPS_RIGHT ? IR_MEM_STORE_RIGHT : IR_MEM_STORE;
		in->mem_size = fl & MIPS_BYTE ? 1 : fl & MIPS_HALF ? 2 : 4;
		in->mem_signed = fl & MIPS_SIGNED;
		in->base = (uint8_t)rs;
		in->disp = make_imm(&m->val);
	}

	if (fl & (MIPS_CBRANCH | MIPS_JUMP | MIPS_CALL))
		in->delay = IR_DELAY_ALWAYS;
	in->target = dup_sym(m->target, m->targetlen);
	if (fl & MIPS_CBRANCH) {
		in->ctl = IR_CTL_CBRANCH;
	} else if (fl & MIPS_JUMP) {
		if (m->target) {
			in->ctl = IR_CTL_JUMP;
		} else {
			in->ctl = rs == MIPS_REG_RA ? IR_CTL_RET : IR_CTL_IJUMP;
			in->ctl_reg = (uint8_t)rs;
			add_set(&in->reads, rs == MIPS_REG_RA ? MIPS_SET_RETURN : MIPS_SET_TAIL_CALL);
		}
	} else if (fl & MIPS_CALL) {
		in->ctl = m->target ? IR_CTL_CALL : IR_CTL_ICALL;
		if (!m->target)
			in->ctl_reg = (uint8_t)rs;
		add_set(&in->reads, MIPS_SET_CALL_ARGS);
		add_set(&in->writes, MIPS_SET_CALL_CLOBBERED);
	} else if (fl & MIPS_SYSCALL) {
		in->ctl = IR_CTL_SYSCALL;
		add_set(&in->reads, MIPS_SET_SYSCALL_ARGS);
		add_set(&in->writes, MIPS_SET_SYSCALL_RESULTS);
	} else if (fl & MIPS_TRAP) {
		in->ctl = IR_CTL_TRAP;
	}

	in->op = op->op;
	if (in->op == IR_OP_NONE)
		return;
	assert(ndefs > 0);
	if (defs[0] == MIPS_REG_ZERO) {
		in->op = IR_OP_NONE;
		return;
	}
	in->dst = (uint8_t)defs[0];
	if (ndefs > 1)
		in->dst2 = (uint8_t)defs[1];
	switch (in->op) {
	case IR_OP_CONST:
	case IR_OP_OPAQUE:
		break;
	case IR_OP_MOVE:
		in->src1 = fl & MIPS_RD_S ? rs : fl & MIPS_RD_HI ? MIPS_REG_HI : MIPS_REG_LO;
		break;
	case IR_OP_SLL:
	case IR_OP_SRL:
	case IR_OP_SRA:
		in->src1 = (uint8_t)rt;
		if (fl & MIPS_RD_S)
			in->src2 = (uint8_t)rs;
		break;
	default:
		in->src1 = (uint8_t)rs;
		if (fl & MIPS_RD_T)
			in->src2 = (uint8_t)rt;
		break;
	}
	if (in->src2 == IR_REG_NONE && in->op != IR_OP_MOVE && in->op != IR_OP_OPAQUE)
		in->imm = make_imm(&m->val);
}

/* Parses the instruction at s (line i) into in. */
static int parse_insn(struct parser *p, int i, const char *s, struct ir_insn *in)
{
	const char *mn = s, *ops;
	size_t n = 0;
	const struct mips_name *name;
	const struct mips_opcode *op;
	struct match m, best;

	while (is_alpha((unsigned char)s[n]) || is_digit((unsigned char)s[n]) || s[n] == '.' ||
	       s[n] == '_')
		n++;
	if (!n || (s[n] && !is_space((unsigned char)s[n])))
		return error(p, i, "malformed instruction '%.*s'", tok_len(s), s);
	ops = skip_ws(s + n);
	name = mips_lookup(mn, n);
	if (!name) {
		if (has_fp_reg(ops))
			return error(p, i, "floating point is not supported ('%.*s')", (int)n, mn);
		return error(p, i, "unknown MIPS I instruction '%.*s'", (int)n, mn);
	}
	op = &mips_opcodes[name->first];
	if ((op->flags & MIPS_FP) || has_fp_reg(ops))
		return error(p, i, "floating point is not supported ('%s')", op->name);
	if (op->flags & MIPS_COP)
		return error(p, i, "coprocessor instruction '%s' is not supported", op->name);
	if ((op->flags & MIPS_CBRANCH) && (op->flags & MIPS_CALL))
		return error(p, i, "conditional call '%s' is not supported", op->name);

	/* The reported error is the one of the row that got furthest into the operands; of
	 * rows failing at the same place, the one expecting more operands. */
	best.err_at = NULL;
	for (int k = 0, best_args = 0; k < name->count; k++, op++) {
		if (match_row(op, ops, &m) == 0) {
			in->line = i + 1;
			derive(op, &m, in);
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

/* Closes the open function at line `last` (1-based) and checks its branch targets. */
static int close_func(struct parser *p, int last)
{
	struct ir_func *fn = &p->f->funcs[p->cur];

	fn->last_line = last;
	for (int k = 0; k < fn->ninsns; k++) {
		struct ir_insn *in = &fn->insns[k];
		const struct mips_opcode *op = &mips_opcodes[in->target_flags];

		if (!in->target || in->ctl == IR_CTL_CALL || label_in(p, in->target, p->cur))
			continue;
		if (strchr(op->args, 'p')) {
			if (map_get(&p->labels, in->target, strlen(in->target)) < 0)
				return error(p, in->line - 1, "branch to undefined label '%s'",
					     in->target);
			return error(p, in->line - 1, "branch to '%s', which is outside function "
				     "'%s'", in->target, fn->name);
		}
		/* j to another function: a tail call */
		add_set(&in->reads, MIPS_SET_TAIL_CALL);
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
	".long", ".dword", ".quad", ".2byte", ".4byte", ".8byte", ".ascii", ".asciz", ".string",
	".space", ".skip", ".zero", ".fill", ".float", ".double", ".single", ".org", ".gpword",
	".gpdword", ".incbin", ".section", ".text", ".data", ".rdata", ".sdata", ".bss", ".sbss",
	".previous", ".pushsection", ".popsection", ".subsection",
};

/* Directives that emit PIC code. */
static const char *const pic[] = {
	".cpload", ".cprestore", ".cpsetup", ".cplocal", ".cpreturn", ".cpadd",
};

/* The symbol a directive names first (".ent NAME", ".size NAME, ..."), as (s, *n). */
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
	return !strncmp(s, "@function", 9) || !strncmp(s, "%function", 9) ||
	       !strncmp(s, "\"function\"", 10) || !strncmp(s, "STT_FUNC", 8);
}

/* First pass over a directive: function announcements and globals. */
static void scan_directive(struct parser *p, const char *d, size_t dn, const char *args)
{
	size_t n;
	const char *s = first_name(args, &n);

	if ((word_is(d, dn, ".ent") || (word_is(d, dn, ".type") && type_is_function(args))) && n) {
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

static int set_option(struct parser *p, int i, const char *args)
{
	size_t n;
	const char *s = first_name(args, &n);
	struct mode *md = &p->mode[p->depth];

	if (word_is(s, n, "noreorder")) {
		md->reorder = false;
	} else if (word_is(s, n, "reorder")) {
		md->reorder = true;
	} else if (word_is(s, n, "nomacro")) {
		md->macro = false;
	} else if (word_is(s, n, "macro")) {
		md->macro = true;
	} else if (word_is(s, n, "push")) {
		if (p->depth + 1 == SET_DEPTH)
			return error(p, i, ".set push nested more than %d deep", SET_DEPTH - 1);
		p->mode[p->depth + 1] = *md;
		p->depth++;
	} else if (word_is(s, n, "pop")) {
		if (p->depth == 0)
			return error(p, i, ".set pop without .set push");
		p->depth--;
	} else if (word_is(s, n, "mips16") || word_is(s, n, "micromips")) {
		return error(p, i, "MIPS16 and microMIPS code is not supported");
	}
	return 0;
}

/* Main pass over a directive d (dn bytes) at line i. */
static int directive(struct parser *p, int i, const char *d, size_t dn, const char *args)
{
	size_t n;
	const char *s = first_name(args, &n);
	const char *cur = p->cur >= 0 ? p->f->funcs[p->cur].name : NULL;

	if (word_is(d, dn, ".set"))
		return set_option(p, i, args);
	for (size_t k = 0; k < sizeof pic / sizeof pic[0]; k++)
		if (word_is(d, dn, pic[k]))
			return error(p, i, "'%s' is not supported (PIC code)", pic[k]);
	if (!cur)
		return 0;
	if ((word_is(d, dn, ".end") && (!n || word_is(s, n, cur))) ||
	    (word_is(d, dn, ".size") && word_is(s, n, cur)))
		return close_func(p, i + 1);
	if ((word_is(d, dn, ".ent") || (word_is(d, dn, ".type") && type_is_function(args))) &&
	    n && !word_is(s, n, cur)) {
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
		if (!is_sym_char((unsigned char)*s) || (s > c && is_sym_char((unsigned char)s[-1]))) {
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

/* Pass 3: functions, instructions, modes. */
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
			if (p->mode[p->depth].reorder)
				return error(p, i, "instruction in a .set reorder region (the "
					     "assembler could move it; use .set noreorder)");
			if (p->mode[p->depth].macro)
				return error(p, i, "instruction in a .set macro region (use .set "
					     "nomacro)");
			if (parse_insn(p, i, s, &in) < 0)
				return -1;
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

int mips_parse(const char *path, const char *text, struct ir_file *f)
{
	struct parser p = { .path = path, .f = f, .cur = -1 };
	int rc;

	memset(f, 0, sizeof *f);
	f->path = util_xstrdup(path);
	p.mode[0] = (struct mode){ .reorder = true, .macro = true };
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
