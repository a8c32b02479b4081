/* ctype.c — character classification and case mapping in the C locale (ASCII).
 * One table serves the functions here and the macros of <ctype.h>. */
#include <ctype.h>

#define U __RT_CT_UPPER
#define L __RT_CT_LOWER
#define D __RT_CT_DIGIT
#define X __RT_CT_XDIGIT
#define S __RT_CT_SPACE
#define B __RT_CT_BLANK
#define C __RT_CT_CNTRL
#define P __RT_CT_PUNCT

/* Entries not listed (negative values, 128..255) have no class. */
const unsigned short __rt_ctype[384] = {
	[128 + 0 ... 128 + 8] = C,
	[128 + '\t'] = C | S | B,
	[128 + '\n' ... 128 + '\r'] = C | S,
	[128 + 14 ... 128 + 31] = C,
	[128 + ' '] = S | B | __RT_CT_SP,
	[128 + '!' ... 128 + '/'] = P,
	[128 + '0' ... 128 + '9'] = D | X,
	[128 + ':' ... 128 + '@'] = P,
	[128 + 'A' ... 128 + 'F'] = U | X,
	[128 + 'G' ... 128 + 'Z'] = U,
	[128 + '[' ... 128 + '`'] = P,
	[128 + 'a' ... 128 + 'f'] = L | X,
	[128 + 'g' ... 128 + 'z'] = L,
	[128 + '{' ... 128 + '~'] = P,
	[128 + 127] = C,
};

/* The functions accept any int: values outside -128..255 have no class. */
static int classes(int c, int mask)
{
	if (c < -128 || c > 255)
		return 0;
	return __RT_CT(c, mask);
}

int (isalnum)(int c)
{
	return classes(c, U | L | D);
}

int (isalpha)(int c)
{
	return classes(c, U | L);
}

int (isblank)(int c)
{
	return classes(c, B);
}

int (iscntrl)(int c)
{
	return classes(c, C);
}

int (isdigit)(int c)
{
	return classes(c, D);
}

int (isgraph)(int c)
{
	return classes(c, U | L | D | P);
}

int (islower)(int c)
{
	return classes(c, L);
}

int (isprint)(int c)
{
	return classes(c, U | L | D | P | __RT_CT_SP);
}

int (ispunct)(int c)
{
	return classes(c, P);
}

int (isspace)(int c)
{
	return classes(c, S);
}

int (isupper)(int c)
{
	return classes(c, U);
}

int (isxdigit)(int c)
{
	return classes(c, X);
}

int tolower(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

int toupper(int c)
{
	return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c;
}
