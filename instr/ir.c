/* ir.c — what the IR itself provides beyond its declarations (ir.h): releasing a parsed file.
 * Every string an ir_file points to is its own allocation, owned by the file. */
#include "ir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *ir_xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size);

	if (!p) {
		fprintf(stderr, "aex: error: out of memory\n");
		exit(1);
	}
	return p;
}

void ir_file_free(struct ir_file *f)
{
	for (int i = 0; i < f->nlines; i++) {
		free(f->lines[i].text);
		free(f->lines[i].label);
	}
	for (int i = 0; i < f->nfuncs; i++) {
		struct ir_func *fn = &f->funcs[i];

		for (int k = 0; k < fn->ninsns; k++) {
			free((char *)fn->insns[k].target);
			free((char *)fn->insns[k].imm.sym);
			free((char *)fn->insns[k].disp.sym);
		}
		for (int k = 0; k < fn->nlabels; k++)
			free(fn->labels[k]);
		free(fn->name);
		free(fn->insns);
		free(fn->labels);
		free(fn->label_insn);
	}
	free(f->lines);
	free(f->funcs);
	free(f->path);
	memset(f, 0, sizeof *f);
}
