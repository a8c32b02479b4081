/* main.c — the driver of cc: compiles each C file named on the command line, optionally
 * several times over, and writes the diagnostics and the 68000 assembly on standard output.
 * With -p it works as make does: one process per file, forked, waited for before the next. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "cc.h"

/* Exit statuses. */
#define EXIT_OK 0
#define EXIT_ERRORS 1	/* some input had errors */
#define EXIT_USAGE 2

static void usage(void)
{
	fputs("usage: cc [-p] [-r N] FILE.c...\n"
	      "Compiles each preprocessed C file to 68000 assembly on standard output, after its\n"
	      "diagnostics; a file with errors gives diagnostics only. -r N compiles each file\n"
	      "N times, checking that every pass writes the same text. -p compiles each file in\n"
	      "a process of its own, one after the other, as make runs its commands.\n"
	      "Exit status: 0, or 1 if some file had errors, 2 on a usage or input error.\n",
	      stderr);
	exit(EXIT_USAGE);
}

static void read_file(const char *path, struct buf *text)
{
	FILE *f = fopen(path, "r");
	char chunk[4096];
	size_t n;

	if (!f)
		diag_fatal("cannot open %s", path);
	text->len = 0;
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0)
		buf_put(text, chunk, n);
	if (ferror(f))
		diag_fatal("cannot read %s", path);
	fclose(f);
}

/* One compilation of a file; leaves the diagnostics and then the assembly in out. */
static void compile(const char *path, const struct buf *text, struct buf *out)
{
	mem_release(&mem_tree);
	mem_release(&mem_file);
	diag_text.len = 0;
	diag_errors = 0;
	type_init();
	sym_init();
	gen_init();
	emit_init();
	buf_printf(&emit_out, "\t.file \"%s\"\n", path);
	lex_init(path, text->p ? text->p : "", text->len);
	parse_unit();
	out->len = 0;
	buf_put(out, diag_text.p ? diag_text.p : "", diag_text.len);
	if (!diag_errors)
		buf_put(out, emit_out.p, emit_out.len);
}

/* -p: compile argv[i] in a child; its exit status (EXIT_OK or EXIT_ERRORS), or EXIT_USAGE
 * when it ended otherwise. */
static int in_child(int i, char **argv, int passes);

int main(int argc, char **argv)
{
	struct buf text = { 0 }, first = { 0 }, again = { 0 };
	int passes = 1, processes = 0;
	int status = EXIT_OK;
	int i, pass;

	for (i = 1; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "-r") && i + 1 < argc) {
			passes = atoi(argv[++i]);
			if (passes < 1)
				usage();
		} else if (!strcmp(argv[i], "-p")) {
			processes = 1;
		} else {
			usage();
		}
	}
	if (i == argc)
		usage();
	for (; i < argc; i++) {
		if (processes) {
			int st = in_child(i, argv, passes);

			if (st > status)
				status = st;
			continue;
		}
		read_file(argv[i], &text);
		compile(argv[i], &text, &first);
		if (diag_errors)
			status = EXIT_ERRORS;
		for (pass = 1; pass < passes; pass++) {
			compile(argv[i], &text, &again);
			if (again.len != first.len || memcmp(again.p, first.p, first.len))
				diag_fatal("pass %d over %s gave different output", pass + 1,
					   argv[i]);
		}
		fwrite(first.p, 1, first.len, stdout);
	}
	mem_release(&mem_tree);
	mem_release(&mem_file);
	buf_free(&text);
	buf_free(&first);
	buf_free(&again);
	return status;
}

static int in_child(int i, char **argv, int passes)
{
	int st;
	pid_t pid;

	fflush(stdout);
	pid = fork();
	if (pid < 0)
		diag_fatal("cannot fork for %s", argv[i]);
	if (pid == 0) {
		/* the child compiles argv[i] alone */
		char *args[5];
		char n[16];

		snprintf(n, sizeof n, "%d", passes);
		args[0] = argv[0];
		args[1] = "-r";
		args[2] = n;
		args[3] = argv[i];
		args[4] = NULL;
		exit(main(4, args));
	}
	if (waitpid(pid, &st, 0) != pid)
		diag_fatal("cannot wait for the compilation of %s", argv[i]);
	return WIFEXITED(st) && WEXITSTATUS(st) <= EXIT_ERRORS ? WEXITSTATUS(st) : EXIT_USAGE;
}
