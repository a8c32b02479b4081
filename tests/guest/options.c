/* options.c — getopt over command lines of every kind (bundled options, arguments attached
 * and apart, optional arguments, operands among the options, "--", "-", unknown options,
 * missing arguments; the orderings '+' and '-', and ':'), each parsed from the start
 * (optind = 0): the options, their arguments, optind, optopt and argv's final order. The
 * output is identical on every guest ISA and on the host; the messages go to stderr. */
#include <stdio.h>
#include <unistd.h>

static void parse(const char *optstring, int quiet, char **argv)
{
	int argc = 0, c;

	while (argv[argc])
		argc++;
	optind = 0;
	opterr = !quiet;
	printf("%-10s", optstring);
	while ((c = getopt(argc, argv, optstring)) != -1) {
		if (c == '?' || c == ':')
			printf(" %c(%c)", c, optopt);
		else if (c == 1)
			printf(" operand(%s)", optarg);
		else
			printf(" %c%s%s", c, optarg ? "=" : "", optarg ? optarg : "");
	}
	printf(" | optind %d:", optind);
	for (int i = 0; i < argc; i++)
		printf(" %s", argv[i]);
	printf("\n");
}

int main(void)
{
	static const char *const optstrings[] = { "ab:c::v", "+ab:c::v", "-ab:c::v", ":ab:c::v" };
	static char *lines[][9] = {
		{ "prog", "-a", "-b", "x", "file", "-vc", NULL },
		{ "prog", "file1", "-ab7", "file2", "-cz", "--", "-a", NULL },
		{ "prog", "-", "-q", "-b", NULL },
		{ "prog", "-vvv", "op", "-c", "later", "-b", NULL },
		{ "prog", "x", "y", "-a", "z", "-bq", "w", NULL },
		{ "prog", "--", NULL },
		{ "prog", "-a-b", "-:", NULL },
	};
	char *copy[9];

	for (unsigned o = 0; o < sizeof optstrings / sizeof optstrings[0]; o++) {
		for (unsigned l = 0; l < sizeof lines / sizeof lines[0]; l++) {
			for (int i = 0; i < 9; i++)
				copy[i] = lines[l][i];
			parse(optstrings[o], l % 2, copy);
		}
	}
	return 0;
}
