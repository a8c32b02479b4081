/* regalloc.c — the register allocator for variables: weighs the uses of each local scalar by
 * loop nesting and gives the heaviest ones the callee-saved registers d4-d7 and a2-a5. */
#include "cc.h"

#define MIN_WEIGHT 3
#define REGISTER_BONUS 64
#define MAX_SHIFT 12

/* The registers the allocator hands out; the others are for temporaries. */
static const int data_regs[] = { 7, 6, 5, 4 };
static const int addr_regs[] = { 13, 12, 11, 10 };

static int is_candidate(const struct sym *s)
{
	return (s->sclass == SC_AUTO || s->sclass == SC_REGISTER || s->sclass == SC_PARAM) &&
	       !s->addr_taken && type_is_scalar(s->type) && s->type->kind != TY_ERROR;
}

static void count(const struct node *n, int depth)
{
	int shift = depth * 3 > MAX_SHIFT ? MAX_SHIFT : depth * 3;

	for (; n; n = n->next) {
		if (n->op == N_VAR && n->sym->level > 0) {
			n->sym->weight += 1u << shift;
		} else if (n->op == S_DECL) {
			const struct init *in;

			for (in = n->init; in; in = in->next)
				count(in->expr, depth);
			if (n->init)
				n->sym->weight += 1u << shift;
		}
		if (n->op == S_WHILE || n->op == S_DO || n->op == S_FOR) {
			count(n->a, depth + 1);
			count(n->b, depth + 1);
			count(n->c, depth + 1);
			count(n->d, depth + 1);
		} else {
			count(n->a, depth);
			count(n->b, depth);
			count(n->c, depth);
			count(n->d, depth);
		}
	}
}

/* The heaviest unallocated candidate of a register class; ties go to the first declared. */
static struct sym *heaviest(struct sym *locals, int pointers)
{
	struct sym *s, *best = NULL;

	for (s = locals; s; s = s->list_next)
		if (s->reg < 0 && is_candidate(s) && (s->type->kind == TY_PTR) == pointers &&
		    s->weight >= MIN_WEIGHT && (!best || s->weight > best->weight))
			best = s;
	return best;
}

void ra_function(struct node *body, struct sym *locals)
{
	struct sym *s;
	int i;

	for (s = locals; s; s = s->list_next) {
		s->weight = s->sclass == SC_REGISTER ? REGISTER_BONUS : 0;
		s->reg = -1;
	}
	count(body, 0);
	for (i = 0; i < 4; i++) {
		s = heaviest(locals, 0);
		if (s)
			s->reg = data_regs[i];
		s = heaviest(locals, 1);
		if (s)
			s->reg = addr_regs[i];
	}
}
