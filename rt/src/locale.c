/* locale.c — the "C" locale, the only one rt has: setlocale and localeconv. */
#include <limits.h>
#include <locale.h>
#include <string.h>
#include "rt.h"

RT_WEAK(setlocale, __rt_setlocale);
char *__rt_setlocale(int category, const char *locale)
{
	static char c[] = "C";

	if (category < LC_CTYPE || category > LC_ALL)
		return NULL;
	if (!locale || !*locale || strcmp(locale, "C") == 0 || strcmp(locale, "POSIX") == 0)
		return c;
	return NULL;
}

RT_WEAK(localeconv, __rt_localeconv);
struct lconv *__rt_localeconv(void)
{
	static char point[] = ".", empty[] = "";
	static struct lconv lc = {
		point, empty, empty, empty, empty, empty, empty, empty, empty, empty,
		CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
		CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
	};

	return &lc;
}
