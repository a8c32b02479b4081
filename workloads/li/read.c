/* read.c — the reader of li: lists and dotted pairs, integers, symbols (folded to lower case),
 * strings, the quote shorthand ' and comments from ; to the end of the line. */
#include <ctype.h>
#include <string.h>

#include "li.h"

#define TOKEN_MAX 256

static LVAL read_object(FILE *f, int c);

/* Returns the next character that is neither white space nor part of a comment. */
static int skip_space(FILE *f)
{
	int c;

	for (;;) {
		c = getc(f);
		if (c == ';') {
			while (c != '\n' && c != EOF)
				c = getc(f);
		}
		if (c == EOF || !isspace(c))
			return c;
	}
}

static int delimiter(int c)
{
	return c == EOF || isspace(c) || c == '(' || c == ')' || c == '\'' || c == ';' || c == '"';
}

static LVAL read_list(FILE *f)
{
	LVAL head = NULL;
	LVAL tail = NULL;
	LVAL item = NULL;
	int c;

	li_protect(&head);
	li_protect(&item);
	for (;;) {
		c = skip_space(f);
		if (c == EOF)
			li_error("end of file inside a list");
		if (c == ')')
			break;
		if (c == '.') {
			int next = getc(f);

			ungetc(next, f);
			if (delimiter(next)) {
				if (!tail)
					li_error("dot at the start of a list");
				c = skip_space(f);
				if (c == EOF || c == ')')
					li_error("nothing after a dot");
				item = read_object(f, c);
				li_cdr(tail) = item;
				if (skip_space(f) != ')')
					li_error("more than one object after a dot");
				break;
			}
		}
		item = read_object(f, c);
		item = li_cons(item, NULL);
		if (tail)
			li_cdr(tail) = item;
		else
			head = item;
		tail = item;
	}
	li_unprotect(2);
	return head;
}

static LVAL read_string(FILE *f)
{
	char buf[TOKEN_MAX];
	int32_t len = 0;
	int c;

	for (;;) {
		c = getc(f);
		if (c == EOF)
			li_error("end of file inside a string");
		if (c == '"')
			break;
		if (c == '\\') {
			c = getc(f);
			if (c == 'n')
				c = '\n';
			else if (c == 't')
				c = '\t';
			else if (c == EOF)
				li_error("end of file inside a string");
		}
		if (len == TOKEN_MAX)
			li_error("string too long");
		buf[len++] = (char)c;
	}
	return li_mkstring(buf, len);
}

/* An optional sign and at least one decimal digit, taken modulo 2^32 like all arithmetic. */
static int parse_fixnum(const char *s, int32_t *value)
{
	uint32_t v = 0;
	int negative = 0;

	if (*s == '+' || *s == '-')
		negative = *s++ == '-';
	if (!*s)
		return 0;
	for (; *s; s++) {
		if (!isdigit((unsigned char)*s))
			return 0;
		v = v * 10 + (uint32_t)(*s - '0');
	}
	*value = (int32_t)(negative ? -v : v);
	return 1;
}

static LVAL read_atom(FILE *f, int c)
{
	char buf[TOKEN_MAX + 1];
	int len = 0;
	int32_t value;

	while (!delimiter(c)) {
		if (len == TOKEN_MAX)
			li_error("symbol too long");
		buf[len++] = (char)tolower(c);
		c = getc(f);
	}
	ungetc(c, f);
	buf[len] = '\0';
	if (parse_fixnum(buf, &value))
		return li_mkfixnum(value);
	if (strcmp(buf, "nil") == 0)
		return NULL;
	return li_intern(buf);
}

/* Reads the object whose first character, already consumed, is c. */
static LVAL read_object(FILE *f, int c)
{
	LVAL v;

	switch (c) {
	case '(':
		return read_list(f);
	case ')':
		li_error("unbalanced )");
	case '\'':
		c = skip_space(f);
		if (c == EOF)
			li_error("end of file after a quote");
		v = li_cons(read_object(f, c), NULL);
		return li_cons(li_quote, v);
	case '"':
		return read_string(f);
	default:
		return read_atom(f, c);
	}
}

int li_read(FILE *f, LVAL *result)
{
	int c = skip_space(f);

	if (c == EOF)
		return 0;
	*result = read_object(f, c);
	return 1;
}
