/* gc.c — node memory of li: segments of nodes with a free list, the protection stack of roots
 * and a mark-and-sweep collector (pointer-reversal marking) run whenever the free list is empty. */
#include <stdlib.h>
#include <string.h>

#include "li.h"

#define SEGMENT_NODES 2000
#define INITIAL_SEGMENTS 2
#define MAX_SEGMENTS 250

/* Mark bits: MARK, the node is reachable; LEFT, marking is inside its car, which meanwhile
 * holds the way back. */
#define MARK 1
#define LEFT 2

struct segment {
	struct segment *next;
	struct li_node nodes[SEGMENT_NODES];
};

LVAL *li_stack[LI_STACK_SIZE];
int li_sp;

static struct segment *segments;
static int32_t nsegments;
static LVAL free_list;
static int32_t nfree;
static int32_t collections;

static int add_segment(void)
{
	struct segment *s = malloc(sizeof(*s));
	int i;

	if (!s)
		return 0;
	for (i = SEGMENT_NODES - 1; i >= 0; i--) {
		LVAL n = &s->nodes[i];

		n->type = LI_FREE;
		n->mark = 0;
		li_car(n) = NULL;
		li_cdr(n) = free_list;
		free_list = n;
	}
	nfree += SEGMENT_NODES;
	s->next = segments;
	segments = s;
	nsegments++;
	return 1;
}

void li_gc_init(void)
{
	int i;

	for (i = 0; i < INITIAL_SEGMENTS; i++) {
		if (!add_segment()) {
			fprintf(stderr, "li: cannot allocate the node segments\n");
			exit(1);
		}
	}
}

void li_stack_overflow(void)
{
	li_error("evaluation stack overflow");
}

static int has_pointers(LVAL v)
{
	return v->type == LI_CONS || v->type == LI_SYMBOL || v->type == LI_CLOSURE;
}

/* Marks everything reachable from root without recursion (Deutsch-Schorr-Waite): on the way
 * down, the car or cdr just followed holds the parent; on the way back it is restored. */
static void mark(LVAL root)
{
	LVAL this = root;
	LVAL prev = NULL;
	LVAL tmp;

	for (;;) {
		while (this && !this->mark) {
			this->mark = MARK;
			if (!has_pointers(this))
				break;
			if (li_car(this)) {
				this->mark |= LEFT;
				tmp = li_car(this);
				li_car(this) = prev;
			} else if (li_cdr(this)) {
				tmp = li_cdr(this);
				li_cdr(this) = prev;
			} else {
				break;
			}
			prev = this;
			this = tmp;
		}
		for (;;) {
			if (!prev)
				return;
			if (prev->mark & LEFT) {
				prev->mark = MARK;
				tmp = li_car(prev);
				li_car(prev) = this;
				if (li_cdr(prev)) {
					this = li_cdr(prev);
					li_cdr(prev) = tmp;
					break;
				}
			} else {
				tmp = li_cdr(prev);
				li_cdr(prev) = this;
			}
			this = prev;
			prev = tmp;
		}
	}
}

static void sweep(void)
{
	struct segment *s;
	int i;

	free_list = NULL;
	nfree = 0;
	for (s = segments; s; s = s->next) {
		for (i = SEGMENT_NODES - 1; i >= 0; i--) {
			LVAL n = &s->nodes[i];

			if (n->mark) {
				n->mark = 0;
				continue;
			}
			if (n->type == LI_STRING)
				free(n->u.str.text);
			n->type = LI_FREE;
			li_car(n) = NULL;
			li_cdr(n) = free_list;
			free_list = n;
			nfree++;
		}
	}
}

/* Collects, and adds a segment when less than a quarter of the nodes is left free. */
void li_gc(void)
{
	int i;

	li_sym_mark(mark);
	for (i = 0; i < li_sp; i++)
		mark(*li_stack[i]);
	sweep();
	collections++;
	if (nfree < nsegments * SEGMENT_NODES / 4 && nsegments < MAX_SEGMENTS)
		add_segment();
}

void li_gc_stats(int32_t *ncollections, int32_t *nodes, int32_t *free_nodes)
{
	*ncollections = collections;
	*nodes = nsegments * SEGMENT_NODES;
	*free_nodes = nfree;
}

/* Makes sure that the free list has a node; the caller has protected whatever it holds. */
static void need_node(void)
{
	if (!free_list) {
		li_gc();
		if (!free_list)
			li_error("out of memory");
	}
}

/* Takes a node off the free list, which need_node() has filled. */
static LVAL take(enum li_type type)
{
	LVAL n = free_list;

	free_list = li_cdr(n);
	nfree--;
	n->type = type;
	return n;
}

LVAL li_cons(LVAL car, LVAL cdr)
{
	LVAL n;

	if (!free_list) {
		li_protect(&car);
		li_protect(&cdr);
		need_node();
		li_unprotect(2);
	}
	n = take(LI_CONS);
	li_car(n) = car;
	li_cdr(n) = cdr;
	return n;
}

LVAL li_mkfixnum(int32_t value)
{
	LVAL n;

	need_node();
	n = take(LI_FIXNUM);
	n->u.fixnum = value;
	return n;
}

LVAL li_mkstring(const char *text, int32_t len)
{
	LVAL n;

	need_node();
	n = take(LI_STRING);
	n->u.str.len = len;
	n->u.str.text = malloc((size_t)len + 1);
	if (!n->u.str.text)
		li_error("out of memory");
	memcpy(n->u.str.text, text, (size_t)len);
	n->u.str.text[len] = '\0';
	return n;
}

LVAL li_mkbuiltin(enum li_type type, int32_t index)
{
	LVAL n;

	need_node();
	n = take(type);
	n->u.index = index;
	return n;
}

LVAL li_mkclosure(LVAL lambda, LVAL env)
{
	LVAL n = li_cons(lambda, env);

	n->type = LI_CLOSURE;
	return n;
}

LVAL li_mksymbol(LVAL pname)
{
	LVAL info = li_cons(pname, NULL);
	LVAL n = li_cons(li_unbound, info);

	n->type = LI_SYMBOL;
	return n;
}
