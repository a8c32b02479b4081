/* getopt.c — command-line options as glibc's getopt parses them (short options; its
 * permutation of argv, its orderings and its messages), so that a program's course is the
 * same under rt as on the host. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "rt.h"

char *optarg;
int optind = 1, opterr = 1, optopt = '?';

enum ordering { PERMUTE, REQUIRE_ORDER, RETURN_IN_ORDER };

static struct {
	bool initialized;
	enum ordering ordering;
	char *next;                  /* the rest of the option group being read */
	int first_nonopt, last_nonopt;   /* the operands skipped, [first, last) */
} st;

/* The operands [first_nonopt, last_nonopt) moved after the options [last_nonopt, optind). */
static void exchange(char **argv)
{
	int bottom = st.first_nonopt, middle = st.last_nonopt, top = optind;

	while (top > middle && middle > bottom) {
		if (top - middle > middle - bottom) {
			int len = middle - bottom;

			for (int i = 0; i < len; i++) {
				char *t = argv[bottom + i];

				argv[bottom + i] = argv[top - len + i];
				argv[top - len + i] = t;
			}
			top -= len;
		} else {
			int len = top - middle;

			for (int i = 0; i < len; i++) {
				char *t = argv[bottom + i];

				argv[bottom + i] = argv[middle + i];
				argv[middle + i] = t;
			}
			bottom += len;
		}
	}
	st.first_nonopt += optind - st.last_nonopt;
	st.last_nonopt = optind;
}

static const char *initialize(const char *optstring)
{
	if (optind == 0)
		optind = 1;
	st.first_nonopt = st.last_nonopt = optind;
	st.next = NULL;
	if (optstring[0] == '-') {
		st.ordering = RETURN_IN_ORDER;
		optstring++;
	} else if (optstring[0] == '+') {
		st.ordering = REQUIRE_ORDER;
		optstring++;
	} else {
		st.ordering = getenv("POSIXLY_CORRECT") ? REQUIRE_ORDER : PERMUTE;
	}
	st.initialized = true;
	return optstring;
}

/* The next element of argv: -1 at the end of the options (optind at the first operand), 1
 * for an operand returned in order, else 0 with st.next at its option characters. */
static int advance(int argc, char **argv)
{
#define OPERAND(i) (argv[i][0] != '-' || argv[i][1] == '\0')
	if (st.last_nonopt > optind)
		st.last_nonopt = optind;
	if (st.first_nonopt > optind)
		st.first_nonopt = optind;
	if (st.ordering == PERMUTE) {
		if (st.first_nonopt != st.last_nonopt && st.last_nonopt != optind)
			exchange(argv);
		else if (st.last_nonopt != optind)
			st.first_nonopt = optind;
		while (optind < argc && OPERAND(optind))
			optind++;
		st.last_nonopt = optind;
	}
	if (optind != argc && strcmp(argv[optind], "--") == 0) {
		optind++;
		if (st.first_nonopt != st.last_nonopt && st.last_nonopt != optind)
			exchange(argv);
		else if (st.first_nonopt == st.last_nonopt)
			st.first_nonopt = optind;
		st.last_nonopt = argc;
		optind = argc;
	}
	if (optind == argc) {
		if (st.first_nonopt != st.last_nonopt)
			optind = st.first_nonopt;
		return -1;
	}
	if (OPERAND(optind)) {
		if (st.ordering == REQUIRE_ORDER)
			return -1;
		optarg = argv[optind++];
		return 1;
	}
	st.next = argv[optind] + 1;
	return 0;
#undef OPERAND
}

RT_WEAK(getopt, __rt_getopt);
int __rt_getopt(int argc, char *const argv_[], const char *optstring)
{
	char **argv = (char **)argv_, c;
	const char *opt;
	bool messages;

	if (argc < 1)
		return -1;
	optarg = NULL;
	if (optind == 0 || !st.initialized)
		optstring = initialize(optstring);
	else if (optstring[0] == '-' || optstring[0] == '+')
		optstring++;
	messages = opterr && optstring[0] != ':';
	if (!st.next || !*st.next) {
		int r = advance(argc, argv);

		if (r)
			return r;
	}
	c = *st.next++;
	opt = strchr(optstring, c);
	if (!*st.next)
		optind++;
	if (!opt || c == ':' || c == ';') {
		if (messages)
			fprintf(stderr, "%s: invalid option -- '%c'\n", argv[0], c);
		optopt = c;
		return '?';
	}
	if (opt[1] == ':') {
		if (*st.next) {
			optarg = st.next;
			optind++;
		} else if (opt[2] == ':') {
			optarg = NULL;
		} else if (optind == argc) {
			if (messages)
				fprintf(stderr, "%s: option requires an argument -- '%c'\n", argv[0],
					c);
			optopt = c;
			c = optstring[0] == ':' ? ':' : '?';
		} else {
			optarg = argv[optind++];
		}
		st.next = NULL;
	}
	return c;
}
