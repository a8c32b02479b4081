/* lex.c — the lexer: turns preprocessed C text into tokens, with line markers, numeric,
 * character and string constants, keywords through the gperf table, and one token of lookahead. */
#include <string.h>
#include "cc.h"

struct token lex_tok;
const char *lex_filename;

static const char *p;		/* the next character */
static const char *end;
static int line;
static int at_bol;		/* only white space since the start of the line */
static struct token ahead;
static int have_ahead;

static const char *const spellings[T_COUNT] = {
	[T_EOF] = "end of input", [T_IDENT] = "identifier", [T_NUM] = "number",
	[T_CHARCON] = "character constant", [T_STRING] = "string constant",
	[K_AUTO] = "auto", [K_BREAK] = "break", [K_CASE] = "case", [K_CHAR] = "char",
	[K_CONST] = "const", [K_CONTINUE] = "continue", [K_DEFAULT] = "default", [K_DO] = "do",
	[K_DOUBLE] = "double", [K_ELSE] = "else", [K_ENUM] = "enum", [K_EXTERN] = "extern",
	[K_FLOAT] = "float", [K_FOR] = "for", [K_GOTO] = "goto", [K_IF] = "if", [K_INT] = "int",
	[K_LONG] = "long", [K_REGISTER] = "register", [K_RETURN] = "return",
	[K_SHORT] = "short", [K_SIGNED] = "signed", [K_SIZEOF] = "sizeof",
	[K_STATIC] = "static", [K_STRUCT] = "struct", [K_SWITCH] = "switch",
	[K_TYPEDEF] = "typedef", [K_UNION] = "union", [K_UNSIGNED] = "unsigned",
	[K_VOID] = "void", [K_VOLATILE] = "volatile", [K_WHILE] = "while",
	[P_LPAREN] = "(", [P_RPAREN] = ")", [P_LBRACK] = "[", [P_RBRACK] = "]",
	[P_LBRACE] = "{", [P_RBRACE] = "}", [P_SEMI] = ";", [P_COMMA] = ",", [P_COLON] = ":",
	[P_QUEST] = "?", [P_DOT] = ".", [P_ARROW] = "->", [P_ELLIPSIS] = "...",
	[P_PLUS] = "+", [P_MINUS] = "-", [P_STAR] = "*", [P_SLASH] = "/", [P_PERCENT] = "%",
	[P_AMP] = "&", [P_PIPE] = "|", [P_CARET] = "^", [P_TILDE] = "~", [P_BANG] = "!",
	[P_ASSIGN] = "=", [P_LT] = "<", [P_GT] = ">", [P_LE] = "<=", [P_GE] = ">=",
	[P_EQ] = "==", [P_NE] = "!=", [P_SHL] = "<<", [P_SHR] = ">>", [P_ANDAND] = "&&",
	[P_OROR] = "||", [P_INC] = "++", [P_DEC] = "--", [P_PLUSEQ] = "+=",
	[P_MINUSEQ] = "-=", [P_STAREQ] = "*=", [P_SLASHEQ] = "/=", [P_PERCENTEQ] = "%=",
	[P_AMPEQ] = "&=", [P_PIPEEQ] = "|=", [P_CARETEQ] = "^=", [P_SHLEQ] = "<<=",
	[P_SHREQ] = ">>=",
};

const char *lex_spelling(int kind)
{
	return spellings[kind];
}

void lex_init(const char *filename, const char *text, size_t len)
{
	lex_filename = filename;
	p = text;
	end = text + len;
	line = 1;
	at_bol = 1;
	have_ahead = 0;
	lex_next();
}

static int is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int is_idchar(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || is_digit(c);
}

static int hex_value(int c)
{
	if (is_digit(c))
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* A line marker "# 12 "file.c" 2" or "#line 12 "file.c"": the next line is line 12 of
 * file.c. Other directives (#pragma, #ident) are ignored. p is just after the '#'. */
static void line_marker(void)
{
	int n = 0;
	int have_num = 0;

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (end - p >= 4 && !strncmp(p, "line", 4))
		p += 4;
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	while (p < end && is_digit(*p)) {
		n = n * 10 + (*p++ - '0');
		have_num = 1;
	}
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (have_num && p < end && *p == '"') {
		const char *s = ++p;

		while (p < end && *p != '"' && *p != '\n')
			p++;
		if ((size_t)(p - s) != strlen(lex_filename) ||
		    strncmp(s, lex_filename, (size_t)(p - s)))
			lex_filename = mem_strdup(&mem_file, s, (size_t)(p - s));
	}
	while (p < end && *p != '\n')
		p++;
	if (have_num)
		line = n - 1;
}

/* Skips white space, comments and line markers. */
static void skip_space(void)
{
	while (p < end) {
		if (*p == '\n') {
			line++;
			p++;
			at_bol = 1;
		} else if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' || *p == '\v') {
			p++;
		} else if (*p == '#' && at_bol) {
			p++;
			line_marker();
		} else if (*p == '/' && p + 1 < end && p[1] == '*') {
			int start = line;

			p += 2;
			while (p < end && !(*p == '*' && p + 1 < end && p[1] == '/')) {
				if (*p == '\n')
					line++;
				p++;
			}
			if (p >= end)
				diag_error(start, "unterminated comment");
			else
				p += 2;
		} else if (*p == '/' && p + 1 < end && p[1] == '/') {
			while (p < end && *p != '\n')
				p++;
		} else {
			return;
		}
	}
}

/* One character of a character or string constant, escapes resolved. */
static int escape_char(void)
{
	int c = (unsigned char)*p++;
	int n, d;

	if (c != '\\' || p >= end)
		return c;
	c = (unsigned char)*p++;
	switch (c) {
	case 'n':
		return '\n';
	case 't':
		return '\t';
	case 'r':
		return '\r';
	case 'b':
		return '\b';
	case 'f':
		return '\f';
	case 'v':
		return '\v';
	case 'a':
		return 7;
	case 'x':
		n = 0;
		if (p >= end || hex_value(*p) < 0)
			diag_error(line, "\\x used with no following hex digits");
		while (p < end && (d = hex_value(*p)) >= 0) {
			n = (n * 16 + d) & 0xfff;
			p++;
		}
		if (n > 255)
			diag_warning(line, "hex escape sequence out of range");
		return n & 255;
	case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
		n = c - '0';
		for (d = 0; d < 2 && p < end && *p >= '0' && *p <= '7'; d++)
			n = n * 8 + (*p++ - '0');
		return n & 255;
	case '\\': case '\'': case '"': case '?':
		return c;
	default:
		diag_warning(line, "unknown escape sequence '\\%c'", c);
		return c;
	}
}

static void scan_number(struct token *t)
{
	uint32_t v = 0;
	int base = 10;
	int overflow = 0;
	int usuffix = 0;
	int d;

	t->kind = T_NUM;
	if (*p == '0' && p + 1 < end && (p[1] == 'x' || p[1] == 'X')) {
		base = 16;
		p += 2;
	} else if (*p == '0') {
		base = 8;
	}
	while (p < end && (d = hex_value(*p)) >= 0 && d < base) {
		if (v > (UINT32_MAX - (uint32_t)d) / (uint32_t)base)
			overflow = 1;
		v = v * (uint32_t)base + (uint32_t)d;
		p++;
	}
	if (p < end && (*p == '.' || ((*p == 'e' || *p == 'E') && base != 16))) {
		diag_error(line, "floating-point constants are not supported");
		while (p < end && (is_idchar(*p) || *p == '.'))
			p++;
		t->val = 0;
		t->uns = 0;
		return;
	}
	if (p < end && is_digit(*p)) {
		diag_error(line, "invalid digit '%c' in octal constant", *p);
		while (p < end && is_digit(*p))
			p++;
	}
	while (p < end && (*p == 'u' || *p == 'U' || *p == 'l' || *p == 'L')) {
		if (*p == 'u' || *p == 'U')
			usuffix = 1;
		p++;
	}
	if (overflow)
		diag_warning(line, "integer constant is too large for its type");
	t->val = (int32_t)v;
	t->uns = usuffix || v > INT32_MAX;
}

static void scan_charcon(struct token *t)
{
	int c;

	t->kind = T_CHARCON;
	p++;
	if (p >= end || *p == '\'' || *p == '\n') {
		diag_error(line, "empty character constant");
		t->val = 0;
	} else {
		c = escape_char();
		t->val = c >= 128 ? c - 256 : c;
	}
	if (p < end && *p != '\'' && *p != '\n') {
		diag_warning(line, "multi-character character constant");
		while (p < end && *p != '\'' && *p != '\n')
			escape_char();
	}
	if (p < end && *p == '\'')
		p++;
	else
		diag_error(line, "missing terminating ' character");
}

static void scan_string(struct token *t)
{
	const char *s = ++p;
	char *q;
	int n = 0;

	t->kind = T_STRING;
	while (s < end && *s != '"' && *s != '\n') {
		if (*s == '\\' && s + 1 < end)
			s++;
		s++;
		n++;
	}
	q = t->str = mem_alloc(&mem_tree, (size_t)n + 1);
	while (p < end && *p != '"' && *p != '\n')
		*q++ = (char)escape_char();
	*q = '\0';
	t->len = (int)(q - t->str);
	if (p < end && *p == '"')
		p++;
	else
		diag_error(line, "missing terminating \" character");
}

/* The punctuator at p, longest match first. */
static int scan_punct(void)
{
	int c = *p++;
	int c1 = p < end ? *p : 0;
	int c2 = p + 1 < end ? p[1] : 0;

#define TWO(ch, kind)	do { if (c1 == (ch)) { p++; return (kind); } } while (0)
	switch (c) {
	case '(': return P_LPAREN;
	case ')': return P_RPAREN;
	case '[': return P_LBRACK;
	case ']': return P_RBRACK;
	case '{': return P_LBRACE;
	case '}': return P_RBRACE;
	case ';': return P_SEMI;
	case ',': return P_COMMA;
	case ':': return P_COLON;
	case '?': return P_QUEST;
	case '~': return P_TILDE;
	case '.':
		if (c1 == '.' && c2 == '.') {
			p += 2;
			return P_ELLIPSIS;
		}
		return P_DOT;
	case '+':
		TWO('+', P_INC);
		TWO('=', P_PLUSEQ);
		return P_PLUS;
	case '-':
		TWO('-', P_DEC);
		TWO('=', P_MINUSEQ);
		TWO('>', P_ARROW);
		return P_MINUS;
	case '*':
		TWO('=', P_STAREQ);
		return P_STAR;
	case '/':
		TWO('=', P_SLASHEQ);
		return P_SLASH;
	case '%':
		TWO('=', P_PERCENTEQ);
		return P_PERCENT;
	case '&':
		TWO('&', P_ANDAND);
		TWO('=', P_AMPEQ);
		return P_AMP;
	case '|':
		TWO('|', P_OROR);
		TWO('=', P_PIPEEQ);
		return P_PIPE;
	case '^':
		TWO('=', P_CARETEQ);
		return P_CARET;
	case '!':
		TWO('=', P_NE);
		return P_BANG;
	case '=':
		TWO('=', P_EQ);
		return P_ASSIGN;
	case '<':
		if (c1 == '<' && c2 == '=') {
			p += 2;
			return P_SHLEQ;
		}
		TWO('<', P_SHL);
		TWO('=', P_LE);
		return P_LT;
	case '>':
		if (c1 == '>' && c2 == '=') {
			p += 2;
			return P_SHREQ;
		}
		TWO('>', P_SHR);
		TWO('=', P_GE);
		return P_GT;
	}
#undef TWO
	return -1;
}

static void scan(struct token *t)
{
	for (;;) {
		skip_space();
		at_bol = 0;
		t->line = line;
		if (p >= end) {
			t->kind = T_EOF;
			return;
		}
		if (is_idchar(*p) && !is_digit(*p)) {
			const char *s = p;
			const struct keyword *kw;

			while (p < end && is_idchar(*p))
				p++;
			kw = kw_lookup(s, (size_t)(p - s));
			if (kw) {
				t->kind = kw->tok;
			} else {
				t->kind = T_IDENT;
				t->name = sym_intern(s, (int)(p - s));
			}
			return;
		}
		if (is_digit(*p)) {
			scan_number(t);
			return;
		}
		if (*p == '\'') {
			scan_charcon(t);
			return;
		}
		if (*p == '"') {
			scan_string(t);
			return;
		}
		t->kind = scan_punct();
		if (t->kind >= 0)
			return;
		diag_error(line, "stray '%c' in program", p[-1]);
	}
}

void lex_next(void)
{
	if (have_ahead) {
		lex_tok = ahead;
		have_ahead = 0;
	} else {
		scan(&lex_tok);
	}
}

const struct token *lex_peek(void)
{
	if (!have_ahead) {
		scan(&ahead);
		have_ahead = 1;
	}
	return &ahead;
}
