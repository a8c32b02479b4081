/* ctype.c — character classification and case mapping in the C locale (ASCII).
 * One table serves the functions here and the macros of <ctype.h>. */
#include <ctype.h>
#include "rt.h"

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

RT_WEAK(isalnum, __rt_isalnum);
int __rt_isalnum(int c)
{
	return classes(c, U | L | D);
}

RT_WEAK(isalpha, __rt_isalpha);
int __rt_isalpha(int c)
{
	return classes(c, U | L);
}

RT_WEAK(isblank, __rt_isblank);
int __rt_isblank(int c)
{
	return classes(c, B);
}

RT_WEAK(iscntrl, __rt_iscntrl);
int __rt_iscntrl(int c)
{
	return classes(c, C);
}

RT_WEAK(isdigit, __rt_isdigit);
int __rt_isdigit(int c)
{
	return classes(c, D);
}

RT_WEAK(isgraph, __rt_isgraph);
int __rt_isgraph(int c)
{
	return classes(c, U | L | D | P);
}

RT_WEAK(islower, __rt_islower);
int __rt_islower(int c)
{
	return classes(c, L);
}

RT_WEAK(isprint, __rt_isprint);
int __rt_isprint(int c)
{
	return classes(c, U | L | D | P | __RT_CT_SP);
}

RT_WEAK(ispunct, __rt_ispunct);
int __rt_ispunct(int c)
{
	return classes(c, P);
}

RT_WEAK(isspace, __rt_isspace);
int __rt_isspace(int c)
{
	return classes(c, S);
}

RT_WEAK(isupper, __rt_isupper);
int __rt_isupper(int c)
{
	return classes(c, U);
}

RT_WEAK(isxdigit, __rt_isxdigit);
int __rt_isxdigit(int c)
{
	return classes(c, X);
}

RT_WEAK(tolower, __rt_tolower);
int __rt_tolower(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

RT_WEAK(toupper, __rt_toupper);
int __rt_toupper(int c)
{
	return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c;
}
