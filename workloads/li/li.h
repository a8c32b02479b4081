/* li.h — shared definitions of li, a small Lisp interpreter in the xlisp tradition: the node
 * layout, the interpreter's global state and the interfaces between its modules. */
#ifndef LI_H
#define LI_H

#include <stdint.h>
#include <stdio.h>

/* Node types. A free node sits on the allocator's free list, chained through its cdr. */
enum li_type {
	LI_FREE,
	LI_CONS,
	LI_FIXNUM,
	LI_SYMBOL,
	LI_STRING,
	LI_SUBR,	/* builtin function: evaluated arguments, index into li_subrs */
	LI_FSUBR,	/* special form: unevaluated arguments, index into li_fsubrs */
	LI_CLOSURE,	/* car: (params . body), cdr: the environment of its definition */
};

/* Every Lisp object is a node of one size, allocated from the segments of gc.c; nil is the
 * null pointer. A symbol keeps its global value in car and (pname . plist) in cdr. */
typedef struct li_node *LVAL;

struct li_node {
	uint8_t type;
	uint8_t mark;
	union {
		struct {
			LVAL car;
			LVAL cdr;
		} cons;
		int32_t fixnum;
		struct {
			char *text;
			int32_t len;
		} str;
		int32_t index;
	} u;
};

static inline int li_consp(LVAL v)
{
	return v && v->type == LI_CONS;
}

static inline int li_typep(LVAL v, enum li_type t)
{
	return v && v->type == t;
}

#define li_car(v) ((v)->u.cons.car)
#define li_cdr(v) ((v)->u.cons.cdr)
#define li_symvalue(s) ((s)->u.cons.car)
#define li_sympname(s) ((s)->u.cons.cdr->u.cons.car)
#define li_symplist(s) ((s)->u.cons.cdr->u.cons.cdr)

/* gc.c: node allocation, the protection stack and the mark-and-sweep collector. Every node
 * a C function holds across an allocation must be reachable from a root: the symbol table
 * or a variable registered on the protection stack with li_protect(). */
#define LI_STACK_SIZE 65536

extern LVAL *li_stack[LI_STACK_SIZE];
extern int li_sp;

void li_stack_overflow(void) __attribute__((noreturn));

static inline void li_protect(LVAL *p)
{
	if (li_sp >= LI_STACK_SIZE)
		li_stack_overflow();
	li_stack[li_sp++] = p;
}

static inline void li_unprotect(int n)
{
	li_sp -= n;
}

void li_gc_init(void);
void li_gc(void);
void li_gc_stats(int32_t *collections, int32_t *nodes, int32_t *free_nodes);
LVAL li_cons(LVAL car, LVAL cdr);
LVAL li_mkfixnum(int32_t n);
LVAL li_mkstring(const char *text, int32_t len);
LVAL li_mkbuiltin(enum li_type type, int32_t index);
LVAL li_mksymbol(LVAL pname);
LVAL li_mkclosure(LVAL lambda, LVAL env);

/* sym.c: the symbol table, hashed on symbol names. */
void li_sym_init(void);
LVAL li_intern(const char *name);
void li_sym_mark(void (*mark)(LVAL));

extern LVAL li_t;		/* t, whose value is itself */
extern LVAL li_unbound;		/* the value of a symbol without one */
extern LVAL li_quote;		/* quote, for the reader's ' */
extern LVAL li_rest;		/* &rest in a parameter list */

/* read.c: the reader. Returns 0 at the end of the input, else stores the object read. */
int li_read(FILE *f, LVAL *result);

/* print.c: the printer, on stdout. With escape, strings are printed in quotes. */
void li_print(LVAL v, int escape);

/* eval.c: the evaluator and the special forms. */
struct li_fsubr {
	const char *name;
	LVAL (*fn)(LVAL args, LVAL env);
};

extern const struct li_fsubr li_fsubrs[];
extern int li_depth;

LVAL li_eval(LVAL form, LVAL env);
LVAL li_apply(LVAL fn, LVAL args);
void li_eval_init(void);

/* builtins.c: the builtin functions, dispatched through li_subrs. */
struct li_subr {
	const char *name;
	LVAL (*fn)(LVAL args);
};

extern const struct li_subr li_subrs[];

void li_builtins_init(void);

/* main.c: error reporting, which returns to the top level of the interpreter. */
void li_error(const char *msg) __attribute__((noreturn));
void li_error_obj(const char *msg, LVAL obj) __attribute__((noreturn));

#endif
