/* locale.h — locales for aex guest programs (rt): the "C" locale only (docs/rt.md). */
#ifndef RT_LOCALE_H
#define RT_LOCALE_H

#ifndef NULL
#define NULL ((void *)0)
#endif

/* glibc's numbers */
#define LC_CTYPE 0
#define LC_NUMERIC 1
#define LC_TIME 2
#define LC_COLLATE 3
#define LC_MONETARY 4
#define LC_MESSAGES 5
#define LC_ALL 6

/* C99 7.11.1, in glibc's order */
struct lconv {
	char *decimal_point;
	char *thousands_sep;
	char *grouping;
	char *int_curr_symbol;
	char *currency_symbol;
	char *mon_decimal_point;
	char *mon_thousands_sep;
	char *mon_grouping;
	char *positive_sign;
	char *negative_sign;
	char int_frac_digits;
	char frac_digits;
	char p_cs_precedes;
	char p_sep_by_space;
	char n_cs_precedes;
	char n_sep_by_space;
	char p_sign_posn;
	char n_sign_posn;
	char int_p_cs_precedes;
	char int_p_sep_by_space;
	char int_n_cs_precedes;
	char int_n_sep_by_space;
	char int_p_sign_posn;
	char int_n_sign_posn;
};

/* "C" for a query (locale NULL) and for "", "C" and "POSIX"; NULL for any other locale or
 * an unknown category. */
char *setlocale(int category, const char *locale);
/* The "C" locale's conventions: "." and otherwise empty strings and CHAR_MAX. */
struct lconv *localeconv(void);

#endif
