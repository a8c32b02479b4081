/* wctype.c — <wctype.h> in the "C" locale, as glibc's "C" locale has it: the ASCII classes
 * of <ctype.h> (no wide character above 0x7f is in any class) and case mappings of the
 * letters A-Z and a-z only; wctype and wctrans know the names C99 lists. */
#include <string.h>
#include <wctype.h>
#include "rt.h"

enum { ALNUM = 1, ALPHA, BLANK, CNTRL, DIGIT, GRAPH, LOWER, PRINT, PUNCT, SPACE, UPPER, XDIGIT };

static const char *const class_name[] = { "alnum", "alpha", "blank", "cntrl", "digit", "graph",
					  "lower", "print", "punct", "space", "upper",
					  "xdigit" };

static int is_lower(wint_t c)
{
	return c >= 'a' && c <= 'z';
}

static int is_upper(wint_t c)
{
	return c >= 'A' && c <= 'Z';
}

static int is_digit(wint_t c)
{
	return c >= '0' && c <= '9';
}

static int in_class(wint_t c, wctype_t desc)
{
	switch (desc) {
	case ALNUM:
		return is_lower(c) || is_upper(c) || is_digit(c);
	case ALPHA:
		return is_lower(c) || is_upper(c);
	case BLANK:
		return c == ' ' || c == '\t';
	case CNTRL:
		return c < 0x20 || c == 0x7f;
	case DIGIT:
		return is_digit(c);
	case GRAPH:
		return c > 0x20 && c < 0x7f;
	case LOWER:
		return is_lower(c);
	case PRINT:
		return c >= 0x20 && c < 0x7f;
	case PUNCT:
		return c > 0x20 && c < 0x7f && !is_lower(c) && !is_upper(c) && !is_digit(c);
	case SPACE:
		return c == ' ' || (c >= '\t' && c <= '\r');
	case UPPER:
		return is_upper(c);
	case XDIGIT:
		return is_digit(c) || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f');
	}
	return 0;
}

RT_WEAK(iswalnum, __rt_iswalnum);
int __rt_iswalnum(wint_t wc)
{
	return in_class(wc, ALNUM);
}

RT_WEAK(iswalpha, __rt_iswalpha);
int __rt_iswalpha(wint_t wc)
{
	return in_class(wc, ALPHA);
}

RT_WEAK(iswblank, __rt_iswblank);
int __rt_iswblank(wint_t wc)
{
	return in_class(wc, BLANK);
}

RT_WEAK(iswcntrl, __rt_iswcntrl);
int __rt_iswcntrl(wint_t wc)
{
	return in_class(wc, CNTRL);
}

RT_WEAK(iswdigit, __rt_iswdigit);
int __rt_iswdigit(wint_t wc)
{
	return in_class(wc, DIGIT);
}

RT_WEAK(iswgraph, __rt_iswgraph);
int __rt_iswgraph(wint_t wc)
{
	return in_class(wc, GRAPH);
}

RT_WEAK(iswlower, __rt_iswlower);
int __rt_iswlower(wint_t wc)
{
	return in_class(wc, LOWER);
}

RT_WEAK(iswprint, __rt_iswprint);
int __rt_iswprint(wint_t wc)
{
	return in_class(wc, PRINT);
}

RT_WEAK(iswpunct, __rt_iswpunct);
int __rt_iswpunct(wint_t wc)
{
	return in_class(wc, PUNCT);
}

RT_WEAK(iswspace, __rt_iswspace);
int __rt_iswspace(wint_t wc)
{
	return in_class(wc, SPACE);
}

RT_WEAK(iswupper, __rt_iswupper);
int __rt_iswupper(wint_t wc)
{
	return in_class(wc, UPPER);
}

RT_WEAK(iswxdigit, __rt_iswxdigit);
int __rt_iswxdigit(wint_t wc)
{
	return in_class(wc, XDIGIT);
}

RT_WEAK(iswctype, __rt_iswctype);
int __rt_iswctype(wint_t wc, wctype_t desc)
{
	return in_class(wc, desc);
}

RT_WEAK(wctype, __rt_wctype);
wctype_t __rt_wctype(const char *name)
{
	for (wctype_t i = 0; i < sizeof class_name / sizeof class_name[0]; i++)
		if (strcmp(name, class_name[i]) == 0)
			return i + 1;
	return 0;
}

RT_WEAK(towlower, __rt_towlower);
wint_t __rt_towlower(wint_t wc)
{
	return is_upper(wc) ? wc + ('a' - 'A') : wc;
}

RT_WEAK(towupper, __rt_towupper);
wint_t __rt_towupper(wint_t wc)
{
	return is_lower(wc) ? wc - ('a' - 'A') : wc;
}

static const int to_lower = 1, to_upper = 2;

/* A mapping unknown (0 included) leaves wc as it is. */
RT_WEAK(towctrans, __rt_towctrans);
wint_t __rt_towctrans(wint_t wc, wctrans_t desc)
{
	if (desc == &to_lower)
		return __rt_towlower(wc);
	if (desc == &to_upper)
		return __rt_towupper(wc);
	return wc;
}

RT_WEAK(wctrans, __rt_wctrans);
wctrans_t __rt_wctrans(const char *name)
{
	if (strcmp(name, "tolower") == 0)
		return &to_lower;
	if (strcmp(name, "toupper") == 0)
		return &to_upper;
	return NULL;
}
