/* main.c — egrep: prints the lines of a file that match an extended regular expression, or
 * counts them (-c); exits 0 if some line was selected, 1 if none was, 2 on an error. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dfa.h"
#include "nfa.h"
#include "re.h"
#include "search.h"

static void usage(void)
{
	fputs("usage: egrep [-civ] PATTERN [FILE]\n", stderr);
	exit(2);
}

int main(int argc, char **argv)
{
	struct search_opts opts = { .count = false, .invert = false };
	bool icase = false;
	const char *path, *name, *err;
	struct re re;
	struct nfa nfa;
	struct dfa *d;
	long selected;
	int i, fd;

	for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
		if (!strcmp(argv[i], "--")) {
			i++;
			break;
		}
		for (const char *o = argv[i] + 1; *o; o++) {
			if (*o == 'c')
				opts.count = true;
			else if (*o == 'i')
				icase = true;
			else if (*o == 'v')
				opts.invert = true;
			else
				usage();
		}
	}
	if (argc - i < 1 || argc - i > 2)
		usage();
	path = argc - i == 2 && strcmp(argv[i + 1], "-") ? argv[i + 1] : NULL;

	err = re_parse(&re, argv[i], icase);
	if (!err) {
		err = nfa_compile(&nfa, &re);
		re_free(&re);
	}
	if (err) {
		fprintf(stderr, "egrep: %s\n", err);
		return 2;
	}
	d = dfa_new(&nfa);
	if (!d) {
		fputs("egrep: out of memory\n", stderr);
		return 2;
	}

	name = path ? path : "(standard input)";
	fd = path ? open(path, O_RDONLY) : STDIN_FILENO;
	selected = fd < 0 ? -1 : search_fd(d, fd, &opts);
	if (selected < 0)
		fprintf(stderr, "egrep: %s: %s\n", name, strerror(errno));
	else if (opts.count)
		printf("%ld\n", selected);
	if (path && fd >= 0)
		close(fd);
	dfa_free(d);
	nfa_free(&nfa);
	if (fflush(stdout) == EOF) {
		fputs("egrep: write error\n", stderr);
		return 2;
	}
	return selected < 0 ? 2 : selected > 0 ? 0 : 1;
}
