/* strings.c — the string functions programs lean on: copy, concatenate, compare, search,
 * tokenize, convert; prints a checksum. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
	static const char *const words[] = { "abstract", "execution", "witness", "slice",
					     "regenerate", "schema", "trace", "event" };
	char buf[512], tok[512], *save, *p;
	unsigned sum = 0;
	size_t len = 0;

	buf[0] = '\0';
	for (int r = 0; r < 6; r++)
		for (int i = 0; i < 8; i++) {
			strcat(buf, words[(i * 3 + r) % 8]);
			strcat(buf, r % 2 ? "," : " ");
		}
	len = strlen(buf);
	strcpy(tok, buf);
	for (p = strtok_r(tok, " ,", &save); p; p = strtok_r(NULL, " ,", &save)) {
		sum = sum * 31 + (unsigned)strlen(p);
		sum += (unsigned)(strcmp(p, "slice") > 0) + (unsigned)(strncmp(p, "sch", 3) == 0);
		sum ^= (unsigned)(strchr(p, 'e') ? strchr(p, 'e') - p : 99);
		sum ^= (unsigned)(strrchr(p, 't') ? strrchr(p, 't') - p : 77) << 4;
	}
	p = strstr(buf, "schema,trace");
	sum += p ? (unsigned)(p - buf) : 5u;
	p = strstr(buf, "slice witness");
	sum += p ? (unsigned)(p - buf) * 3u : 9u;
	sum += (unsigned)strspn(buf, "abcdefghijklmnopqrstuvwxyz");
	sum += (unsigned)strcspn(buf, ",");
	for (size_t i = 0; i < len; i++)
		buf[i] = (char)toupper((unsigned char)buf[i]);
	sum = sum * 7 + (unsigned)strtol("-12345", NULL, 10) + (unsigned)strtoul("ff", NULL, 16) +
	      (unsigned)atoi("  77x");
	printf("strings %zu %u %.20s\n", len, sum, buf);
	return 0;
}
