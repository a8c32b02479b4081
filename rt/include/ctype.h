/* ctype.h — character classes of the C locale (ASCII) for aex guest programs (rt).
 * Functions in rt/src/ctype.c; the is* macros are single lookups in the same table. */
#ifndef RT_CTYPE_H
#define RT_CTYPE_H

#define __RT_CT_UPPER 0x001
#define __RT_CT_LOWER 0x002
#define __RT_CT_DIGIT 0x004
#define __RT_CT_XDIGIT 0x008
#define __RT_CT_SPACE 0x010
#define __RT_CT_BLANK 0x020
#define __RT_CT_CNTRL 0x040
#define __RT_CT_PUNCT 0x080
#define __RT_CT_SP 0x100	/* ' ': printing but not graphic */

/* Classes of -128..255, indexed by c + 128: EOF (-1) and negative plain chars have none. */
extern const unsigned short __rt_ctype[384];

int isalnum(int c);
int isalpha(int c);
int isblank(int c);
int iscntrl(int c);
int isdigit(int c);
int isgraph(int c);
int islower(int c);
int isprint(int c);
int ispunct(int c);
int isspace(int c);
int isupper(int c);
int isxdigit(int c);
int tolower(int c);
int toupper(int c);

#define __RT_CT(c, m) ((int)((__rt_ctype + 128)[(c)] & (m)))
#define isalnum(c) __RT_CT(c, __RT_CT_UPPER | __RT_CT_LOWER | __RT_CT_DIGIT)
#define isalpha(c) __RT_CT(c, __RT_CT_UPPER | __RT_CT_LOWER)
#define isblank(c) __RT_CT(c, __RT_CT_BLANK)
#define iscntrl(c) __RT_CT(c, __RT_CT_CNTRL)
#define isdigit(c) __RT_CT(c, __RT_CT_DIGIT)
#define isgraph(c) __RT_CT(c, __RT_CT_UPPER | __RT_CT_LOWER | __RT_CT_DIGIT | __RT_CT_PUNCT)
#define islower(c) __RT_CT(c, __RT_CT_LOWER)
#define isprint(c) \
	__RT_CT(c, __RT_CT_UPPER | __RT_CT_LOWER | __RT_CT_DIGIT | __RT_CT_PUNCT | __RT_CT_SP)
#define ispunct(c) __RT_CT(c, __RT_CT_PUNCT)
#define isspace(c) __RT_CT(c, __RT_CT_SPACE)
#define isupper(c) __RT_CT(c, __RT_CT_UPPER)
#define isxdigit(c) __RT_CT(c, __RT_CT_XDIGIT)

#endif
