/* builtins.c — the builtin functions of li, each taking the list of its evaluated arguments:
 * list operations, predicates, 32-bit integer arithmetic, output, apply, property lists and GC. */
#include <stdint.h>

#include "li.h"

static LVAL boolean(int b)
{
	return b ? li_t : NULL;
}

/* Takes the next argument off *args. */
static LVAL next_arg(LVAL *args)
{
	LVAL a;

	if (!li_consp(*args))
		li_error("too few arguments");
	a = li_car(*args);
	*args = li_cdr(*args);
	return a;
}

static void no_more_args(LVAL args)
{
	if (args)
		li_error("too many arguments");
}

static LVAL only_arg(LVAL args)
{
	LVAL a = next_arg(&args);

	no_more_args(args);
	return a;
}

static int32_t int_arg(LVAL *args)
{
	LVAL a = next_arg(args);

	if (!li_typep(a, LI_FIXNUM))
		li_error_obj("bad argument type", a);
	return a->u.fixnum;
}

static LVAL list_arg(LVAL *args)
{
	LVAL a = next_arg(args);

	if (a && a->type != LI_CONS)
		li_error_obj("bad argument type", a);
	return a;
}

static LVAL cons_arg(LVAL *args)
{
	LVAL a = next_arg(args);

	if (!li_consp(a))
		li_error_obj("bad argument type", a);
	return a;
}

/* Fixnums are boxed, so eq compares them by value like eql. */
static int eql(LVAL a, LVAL b)
{
	if (a == b)
		return 1;
	return li_typep(a, LI_FIXNUM) && li_typep(b, LI_FIXNUM) && a->u.fixnum == b->u.fixnum;
}

static int equal(LVAL a, LVAL b)
{
	for (;;) {
		if (eql(a, b))
			return 1;
		if (!a || !b || a->type != b->type)
			return 0;
		if (a->type == LI_STRING) {
			int32_t i;

			if (a->u.str.len != b->u.str.len)
				return 0;
			for (i = 0; i < a->u.str.len; i++) {
				if (a->u.str.text[i] != b->u.str.text[i])
					return 0;
			}
			return 1;
		}
		if (a->type != LI_CONS || !equal(li_car(a), li_car(b)))
			return 0;
		a = li_cdr(a);
		b = li_cdr(b);
	}
}

static LVAL bi_car(LVAL args)
{
	LVAL a = only_arg(args);

	if (a && a->type != LI_CONS)
		li_error_obj("bad argument type", a);
	return a ? li_car(a) : NULL;
}

static LVAL bi_cdr(LVAL args)
{
	LVAL a = only_arg(args);

	if (a && a->type != LI_CONS)
		li_error_obj("bad argument type", a);
	return a ? li_cdr(a) : NULL;
}

static LVAL bi_cons(LVAL args)
{
	LVAL a = next_arg(&args);
	LVAL d = next_arg(&args);

	no_more_args(args);
	return li_cons(a, d);
}

static LVAL bi_setcar(LVAL args)
{
	LVAL c = cons_arg(&args);
	LVAL v = next_arg(&args);

	no_more_args(args);
	li_car(c) = v;
	return c;
}

static LVAL bi_setcdr(LVAL args)
{
	LVAL c = cons_arg(&args);
	LVAL v = next_arg(&args);

	no_more_args(args);
	li_cdr(c) = v;
	return c;
}

/* A fresh copy of list, ending in tail. */
static LVAL copy_onto(LVAL list, LVAL tail)
{
	LVAL head = NULL;
	LVAL last = NULL;
	LVAL cell;

	if (!list)
		return tail;
	li_protect(&head);
	li_protect(&tail);
	for (; li_consp(list); list = li_cdr(list)) {
		cell = li_cons(li_car(list), NULL);
		if (last)
			li_cdr(last) = cell;
		else
			head = cell;
		last = cell;
	}
	if (list)
		li_error_obj("bad argument type", list);
	li_cdr(last) = tail;
	li_unprotect(2);
	return head;
}

static LVAL bi_list(LVAL args)
{
	return copy_onto(args, NULL);
}

static LVAL bi_append(LVAL args)
{
	LVAL result;

	if (!args)
		return NULL;
	if (!li_cdr(args))
		return li_car(args);
	result = bi_append(li_cdr(args));
	return copy_onto(li_car(args), result);
}

static LVAL bi_reverse(LVAL args)
{
	LVAL list = list_arg(&args);
	LVAL result = NULL;

	no_more_args(args);
	li_protect(&result);
	for (; li_consp(list); list = li_cdr(list))
		result = li_cons(li_car(list), result);
	if (list)
		li_error_obj("bad argument type", list);
	li_unprotect(1);
	return result;
}

static LVAL bi_length(LVAL args)
{
	LVAL list = list_arg(&args);
	int32_t n = 0;

	no_more_args(args);
	for (; li_consp(list); list = li_cdr(list))
		n++;
	if (list)
		li_error_obj("bad argument type", list);
	return li_mkfixnum(n);
}

static LVAL nthcdr(LVAL *args)
{
	int32_t n = int_arg(args);
	LVAL list = list_arg(args);

	no_more_args(*args);
	if (n < 0)
		li_error("bad index");
	while (n-- > 0 && li_consp(list))
		list = li_cdr(list);
	return list;
}

static LVAL bi_nthcdr(LVAL args)
{
	return nthcdr(&args);
}

static LVAL bi_nth(LVAL args)
{
	LVAL list = nthcdr(&args);

	return li_consp(list) ? li_car(list) : NULL;
}

static LVAL bi_last(LVAL args)
{
	LVAL list = list_arg(&args);

	no_more_args(args);
	while (li_consp(list) && li_consp(li_cdr(list)))
		list = li_cdr(list);
	return list;
}

static LVAL bi_member(LVAL args)
{
	LVAL x = next_arg(&args);
	LVAL list = list_arg(&args);

	no_more_args(args);
	for (; li_consp(list); list = li_cdr(list)) {
		if (eql(x, li_car(list)))
			return list;
	}
	return NULL;
}

static LVAL bi_assoc(LVAL args)
{
	LVAL x = next_arg(&args);
	LVAL list = list_arg(&args);

	no_more_args(args);
	for (; li_consp(list); list = li_cdr(list)) {
		if (li_consp(li_car(list)) && eql(x, li_car(li_car(list))))
			return li_car(list);
	}
	return NULL;
}

static LVAL bi_eq(LVAL args)
{
	LVAL a = next_arg(&args);
	LVAL b = next_arg(&args);

	no_more_args(args);
	return boolean(eql(a, b));
}

static LVAL bi_equal(LVAL args)
{
	LVAL a = next_arg(&args);
	LVAL b = next_arg(&args);

	no_more_args(args);
	return boolean(equal(a, b));
}

static LVAL bi_null(LVAL args)
{
	return boolean(!only_arg(args));
}

static LVAL bi_atom(LVAL args)
{
	return boolean(!li_consp(only_arg(args)));
}

static LVAL bi_consp(LVAL args)
{
	return boolean(li_consp(only_arg(args)));
}

static LVAL bi_listp(LVAL args)
{
	LVAL a = only_arg(args);

	return boolean(!a || a->type == LI_CONS);
}

static LVAL bi_numberp(LVAL args)
{
	return boolean(li_typep(only_arg(args), LI_FIXNUM));
}

static LVAL bi_symbolp(LVAL args)
{
	LVAL a = only_arg(args);

	return boolean(!a || a->type == LI_SYMBOL);
}

static LVAL bi_stringp(LVAL args)
{
	return boolean(li_typep(only_arg(args), LI_STRING));
}

/* Integer arithmetic wraps modulo 2^32 on every platform: sums and products are computed
 * unsigned, and the quotient of INT32_MIN by -1 is INT32_MIN. */
static LVAL bi_add(LVAL args)
{
	uint32_t sum = 0;

	while (args)
		sum += (uint32_t)int_arg(&args);
	return li_mkfixnum((int32_t)sum);
}

static LVAL bi_sub(LVAL args)
{
	uint32_t r = (uint32_t)int_arg(&args);

	if (!args)
		return li_mkfixnum((int32_t)-r);
	while (args)
		r -= (uint32_t)int_arg(&args);
	return li_mkfixnum((int32_t)r);
}

static LVAL bi_mul(LVAL args)
{
	uint32_t product = 1;

	while (args)
		product *= (uint32_t)int_arg(&args);
	return li_mkfixnum((int32_t)product);
}

static int32_t divide(int32_t n, int32_t d, int remainder)
{
	if (d == 0)
		li_error("division by zero");
	if (d == -1)
		return remainder ? 0 : (int32_t)-(uint32_t)n;
	return remainder ? n % d : n / d;
}

static LVAL bi_div(LVAL args)
{
	int32_t q = int_arg(&args);

	while (args)
		q = divide(q, int_arg(&args), 0);
	return li_mkfixnum(q);
}

static LVAL bi_rem(LVAL args)
{
	int32_t n = int_arg(&args);
	int32_t d = int_arg(&args);

	no_more_args(args);
	return li_mkfixnum(divide(n, d, 1));
}

static LVAL bi_add1(LVAL args)
{
	int32_t n = int_arg(&args);

	no_more_args(args);
	return li_mkfixnum((int32_t)((uint32_t)n + 1));
}

static LVAL bi_sub1(LVAL args)
{
	int32_t n = int_arg(&args);

	no_more_args(args);
	return li_mkfixnum((int32_t)((uint32_t)n - 1));
}

static LVAL bi_abs(LVAL args)
{
	int32_t n = int_arg(&args);

	no_more_args(args);
	return li_mkfixnum(n < 0 ? (int32_t)-(uint32_t)n : n);
}

static LVAL bi_min(LVAL args)
{
	int32_t m = int_arg(&args);
	int32_t n;

	while (args) {
		n = int_arg(&args);
		if (n < m)
			m = n;
	}
	return li_mkfixnum(m);
}

static LVAL bi_max(LVAL args)
{
	int32_t m = int_arg(&args);
	int32_t n;

	while (args) {
		n = int_arg(&args);
		if (n > m)
			m = n;
	}
	return li_mkfixnum(m);
}

enum compare_op { LT, GT, LE, GE, EQ };

/* True when op holds between every two neighbouring arguments. */
static LVAL compare(LVAL args, enum compare_op op)
{
	int32_t a = int_arg(&args);
	int32_t b;
	int holds = 1;

	while (args) {
		b = int_arg(&args);
		switch (op) {
		case LT:
			holds &= a < b;
			break;
		case GT:
			holds &= a > b;
			break;
		case LE:
			holds &= a <= b;
			break;
		case GE:
			holds &= a >= b;
			break;
		case EQ:
			holds &= a == b;
			break;
		}
		a = b;
	}
	return boolean(holds);
}

static LVAL bi_lt(LVAL args)
{
	return compare(args, LT);
}

static LVAL bi_gt(LVAL args)
{
	return compare(args, GT);
}

static LVAL bi_le(LVAL args)
{
	return compare(args, LE);
}

static LVAL bi_ge(LVAL args)
{
	return compare(args, GE);
}

static LVAL bi_numeq(LVAL args)
{
	return compare(args, EQ);
}

static int32_t only_int(LVAL args)
{
	int32_t n = int_arg(&args);

	no_more_args(args);
	return n;
}

static LVAL bi_zerop(LVAL args)
{
	return boolean(only_int(args) == 0);
}

static LVAL bi_minusp(LVAL args)
{
	return boolean(only_int(args) < 0);
}

static LVAL bi_plusp(LVAL args)
{
	return boolean(only_int(args) > 0);
}

static LVAL bi_evenp(LVAL args)
{
	return boolean((only_int(args) & 1) == 0);
}

static LVAL bi_oddp(LVAL args)
{
	return boolean((only_int(args) & 1) != 0);
}

static LVAL bi_print(LVAL args)
{
	LVAL a = only_arg(args);

	li_print(a, 1);
	putchar('\n');
	return a;
}

static LVAL bi_prin1(LVAL args)
{
	LVAL a = only_arg(args);

	li_print(a, 1);
	return a;
}

static LVAL bi_princ(LVAL args)
{
	LVAL a = only_arg(args);

	li_print(a, 0);
	return a;
}

static LVAL bi_terpri(LVAL args)
{
	no_more_args(args);
	putchar('\n');
	return NULL;
}

static LVAL bi_eval(LVAL args)
{
	return li_eval(only_arg(args), NULL);
}

static LVAL bi_apply(LVAL args)
{
	LVAL fn = next_arg(&args);
	LVAL list = list_arg(&args);

	no_more_args(args);
	return li_apply(fn, list);
}

static LVAL bi_funcall(LVAL args)
{
	LVAL fn = next_arg(&args);

	return li_apply(fn, args);
}

static LVAL bi_mapcar(LVAL args)
{
	LVAL fn = next_arg(&args);
	LVAL list = list_arg(&args);
	LVAL head = NULL;
	LVAL tail = NULL;
	LVAL cell;

	no_more_args(args);
	li_protect(&head);
	for (; li_consp(list); list = li_cdr(list)) {
		cell = li_cons(li_apply(fn, li_cons(li_car(list), NULL)), NULL);
		if (tail)
			li_cdr(tail) = cell;
		else
			head = cell;
		tail = cell;
	}
	li_unprotect(1);
	return head;
}

static LVAL symbol_arg(LVAL *args)
{
	LVAL a = next_arg(args);

	if (!li_typep(a, LI_SYMBOL))
		li_error_obj("bad argument type", a);
	return a;
}

/* A property list alternates indicators and values. */
static LVAL bi_get(LVAL args)
{
	LVAL sym = symbol_arg(&args);
	LVAL ind = next_arg(&args);
	LVAL p;

	no_more_args(args);
	for (p = li_symplist(sym); li_consp(p) && li_consp(li_cdr(p)); p = li_cdr(li_cdr(p))) {
		if (li_car(p) == ind)
			return li_car(li_cdr(p));
	}
	return NULL;
}

static LVAL bi_putprop(LVAL args)
{
	LVAL sym = symbol_arg(&args);
	LVAL val = next_arg(&args);
	LVAL ind = next_arg(&args);
	LVAL p;

	no_more_args(args);
	for (p = li_symplist(sym); li_consp(p) && li_consp(li_cdr(p)); p = li_cdr(li_cdr(p))) {
		if (li_car(p) == ind) {
			li_car(li_cdr(p)) = val;
			return val;
		}
	}
	li_symplist(sym) = li_cons(ind, li_cons(val, li_symplist(sym)));
	return val;
}

static LVAL bi_error(LVAL args)
{
	LVAL msg = next_arg(&args);

	if (!li_typep(msg, LI_STRING))
		li_error_obj("bad argument type", msg);
	if (!args)
		li_error(msg->u.str.text);
	li_error_obj(msg->u.str.text, only_arg(args));
}

static LVAL bi_gc(LVAL args)
{
	no_more_args(args);
	li_gc();
	return NULL;
}

/* (collections nodes free-nodes) */
static LVAL bi_room(LVAL args)
{
	int32_t collections;
	int32_t nodes;
	int32_t free_nodes;
	LVAL result = NULL;

	no_more_args(args);
	li_gc_stats(&collections, &nodes, &free_nodes);
	li_protect(&result);
	result = li_cons(li_mkfixnum(free_nodes), NULL);
	result = li_cons(li_mkfixnum(nodes), result);
	result = li_cons(li_mkfixnum(collections), result);
	li_unprotect(1);
	return result;
}

const struct li_subr li_subrs[] = {
	{ "car", bi_car },
	{ "cdr", bi_cdr },
	{ "cons", bi_cons },
	{ "setcar", bi_setcar },
	{ "setcdr", bi_setcdr },
	{ "list", bi_list },
	{ "append", bi_append },
	{ "reverse", bi_reverse },
	{ "length", bi_length },
	{ "nth", bi_nth },
	{ "nthcdr", bi_nthcdr },
	{ "last", bi_last },
	{ "member", bi_member },
	{ "assoc", bi_assoc },
	{ "eq", bi_eq },
	{ "equal", bi_equal },
	{ "null", bi_null },
	{ "not", bi_null },
	{ "atom", bi_atom },
	{ "consp", bi_consp },
	{ "listp", bi_listp },
	{ "numberp", bi_numberp },
	{ "symbolp", bi_symbolp },
	{ "stringp", bi_stringp },
	{ "+", bi_add },
	{ "-", bi_sub },
	{ "*", bi_mul },
	{ "/", bi_div },
	{ "rem", bi_rem },
	{ "1+", bi_add1 },
	{ "1-", bi_sub1 },
	{ "abs", bi_abs },
	{ "min", bi_min },
	{ "max", bi_max },
	{ "<", bi_lt },
	{ ">", bi_gt },
	{ "<=", bi_le },
	{ ">=", bi_ge },
	{ "=", bi_numeq },
	{ "zerop", bi_zerop },
	{ "minusp", bi_minusp },
	{ "plusp", bi_plusp },
	{ "evenp", bi_evenp },
	{ "oddp", bi_oddp },
	{ "print", bi_print },
	{ "prin1", bi_prin1 },
	{ "princ", bi_princ },
	{ "terpri", bi_terpri },
	{ "eval", bi_eval },
	{ "apply", bi_apply },
	{ "funcall", bi_funcall },
	{ "mapcar", bi_mapcar },
	{ "get", bi_get },
	{ "putprop", bi_putprop },
	{ "error", bi_error },
	{ "gc", bi_gc },
	{ "room", bi_room },
	{ NULL, NULL },
};

void li_builtins_init(void)
{
	int32_t i;

	for (i = 0; li_subrs[i].name; i++)
		li_symvalue(li_intern(li_subrs[i].name)) = li_mkbuiltin(LI_SUBR, i);
}
