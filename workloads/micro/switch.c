/* switch.c — a switch-heavy state machine (a tokenizer for a small language), compiled
 * without jump tables into chains of conditional branches; prints a checksum. */
#include <stdio.h>
#include <string.h>

enum state { S_START, S_IDENT, S_NUMBER, S_STRING, S_ESCAPE, S_COMMENT, S_OP };

static const char text[] =
	"let x1 = 42 + y * (z - 7); /* comment */ print \"a\\\"b\" ; if x1 >= 10 then "
	"loop { a = a << 2 | b & 0x1f; } else { s = \"done\\n\"; } // end\n";

int main(void)
{
	unsigned counts[7] = { 0 }, sum = 0;
	enum state st = S_START;

	for (int pass = 0; pass < 60; pass++) {
		for (size_t i = 0; i < sizeof text - 1; i++) {
			char c = text[i];

			switch (st) {
			case S_START:
				if ((c >= 'a' && c <= 'z') || c == '_')
					st = S_IDENT;
				else if (c >= '0' && c <= '9')
					st = S_NUMBER;
				else if (c == '"')
					st = S_STRING;
				else if (c == '/' && text[i + 1] == '*')
					st = S_COMMENT;
				else if (c != ' ' && c != '\n')
					st = S_OP;
				break;
			case S_IDENT:
			case S_NUMBER:
				if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
				      c == 'x'))
					st = S_START;
				break;
			case S_STRING:
				if (c == '\\')
					st = S_ESCAPE;
				else if (c == '"')
					st = S_START;
				break;
			case S_ESCAPE:
				st = S_STRING;
				break;
			case S_COMMENT:
				if (c == '/' && text[i - 1] == '*')
					st = S_START;
				break;
			case S_OP:
				switch (c) {
				case '=': case '<': case '>': case '|': case '&': case '/':
					break;
				default:
					st = S_START;
					break;
				}
				break;
			}
			counts[st]++;
			sum = sum * 17 + (unsigned)st + (unsigned)(unsigned char)c;
		}
	}
	printf("switch %u", sum);
	for (int i = 0; i < 7; i++)
		printf(" %u", counts[i]);
	printf("\n");
	return 0;
}
