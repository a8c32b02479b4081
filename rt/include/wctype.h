/* wctype.h — wide character classes and case mappings for aex guest programs (rt), in the
 * "C" locale: the ASCII classes of <ctype.h>, nothing above 0x7f in any class, and case
 * mappings of A-Z and a-z only, as glibc's "C" locale (rt/src/wctype.c). */
#ifndef RT_WCTYPE_H
#define RT_WCTYPE_H

#ifndef RT_WINT_T
#define RT_WINT_T
typedef __WINT_TYPE__ wint_t;
#endif
#ifndef WEOF
#define WEOF ((wint_t)-1)
#endif

/* 0 is no class and no mapping (what wctype and wctrans return for an unknown name). */
typedef unsigned long wctype_t;
typedef const int *wctrans_t;

int iswalnum(wint_t wc);
int iswalpha(wint_t wc);
int iswblank(wint_t wc);
int iswcntrl(wint_t wc);
int iswdigit(wint_t wc);
int iswgraph(wint_t wc);
int iswlower(wint_t wc);
int iswprint(wint_t wc);
int iswpunct(wint_t wc);
int iswspace(wint_t wc);
int iswupper(wint_t wc);
int iswxdigit(wint_t wc);
int iswctype(wint_t wc, wctype_t desc);
wctype_t wctype(const char *name);
wint_t towlower(wint_t wc);
wint_t towupper(wint_t wc);
wint_t towctrans(wint_t wc, wctrans_t desc);
wctrans_t wctrans(const char *name);

#endif
