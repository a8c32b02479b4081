/* eval.c — the evaluator of li: eval and apply over lexical environments (lists of frames of
 * (symbol . value) bindings, then the global values), closures and the special forms. */
#include "li.h"

/* Nesting limit of eval, well within the C stack of every host and guest. */
#define MAX_DEPTH 4000

int li_depth;

static LVAL binding(LVAL sym, LVAL env)
{
	LVAL frame;

	for (; env; env = li_cdr(env)) {
		for (frame = li_car(env); frame; frame = li_cdr(frame)) {
			if (li_car(li_car(frame)) == sym)
				return li_car(frame);
		}
	}
	return NULL;
}

static LVAL symbol_value(LVAL sym, LVAL env)
{
	LVAL b = binding(sym, env);

	if (b)
		return li_cdr(b);
	if (li_symvalue(sym) == li_unbound)
		li_error_obj("unbound variable", sym);
	return li_symvalue(sym);
}

/* The list of the values of the forms in list. */
static LVAL evlist(LVAL list, LVAL env)
{
	LVAL head = NULL;
	LVAL tail = NULL;
	LVAL cell;

	li_protect(&head);
	for (; li_consp(list); list = li_cdr(list)) {
		cell = li_cons(li_eval(li_car(list), env), NULL);
		if (tail)
			li_cdr(tail) = cell;
		else
			head = cell;
		tail = cell;
	}
	li_unprotect(1);
	return head;
}

static LVAL progn(LVAL body, LVAL env)
{
	LVAL val = NULL;

	for (; li_consp(body); body = li_cdr(body))
		val = li_eval(li_car(body), env);
	return val;
}

/* Extends env by a frame binding the parameters of a closure to args. */
static LVAL bind_params(LVAL params, LVAL args, LVAL env)
{
	LVAL frame = NULL;
	LVAL sym;

	li_protect(&frame);
	for (; li_consp(params); params = li_cdr(params)) {
		sym = li_car(params);
		if (sym == li_rest) {
			params = li_cdr(params);
			if (!li_consp(params) || !li_typep(li_car(params), LI_SYMBOL))
				li_error("bad &rest parameter");
			frame = li_cons(li_cons(li_car(params), args), frame);
			args = NULL;
			break;
		}
		if (!li_consp(args))
			li_error("too few arguments");
		frame = li_cons(li_cons(sym, li_car(args)), frame);
		args = li_cdr(args);
	}
	if (args)
		li_error("too many arguments");
	env = li_cons(frame, env);
	li_unprotect(1);
	return env;
}

static LVAL apply_closure(LVAL fn, LVAL args)
{
	LVAL env = NULL;
	LVAL val;

	li_protect(&env);
	env = bind_params(li_car(li_car(fn)), args, li_cdr(fn));
	val = progn(li_cdr(li_car(fn)), env);
	li_unprotect(1);
	return val;
}

LVAL li_apply(LVAL fn, LVAL args)
{
	LVAL val;

	/* A symbol stands for its global value, as in (funcall 'f x). */
	if (li_typep(fn, LI_SYMBOL) && li_symvalue(fn) != li_unbound)
		fn = li_symvalue(fn);
	li_protect(&fn);
	li_protect(&args);
	if (li_typep(fn, LI_SUBR))
		val = li_subrs[fn->u.index].fn(args);
	else if (li_typep(fn, LI_CLOSURE))
		val = apply_closure(fn, args);
	else
		li_error_obj("bad function", fn);
	li_unprotect(2);
	return val;
}

LVAL li_eval(LVAL form, LVAL env)
{
	LVAL fn = NULL;
	LVAL args = NULL;
	LVAL val;

	if (!form)
		return NULL;
	if (form->type == LI_SYMBOL)
		return symbol_value(form, env);
	if (form->type != LI_CONS)
		return form;
	if (++li_depth > MAX_DEPTH)
		li_error("stack overflow");
	li_protect(&form);
	li_protect(&env);
	li_protect(&fn);
	li_protect(&args);
	fn = li_car(form);
	if (li_typep(fn, LI_SYMBOL))
		fn = symbol_value(fn, env);
	else
		fn = li_eval(fn, env);
	if (li_typep(fn, LI_FSUBR)) {
		val = li_fsubrs[fn->u.index].fn(li_cdr(form), env);
	} else if (li_typep(fn, LI_SUBR)) {
		args = evlist(li_cdr(form), env);
		val = li_subrs[fn->u.index].fn(args);
	} else if (li_typep(fn, LI_CLOSURE)) {
		args = evlist(li_cdr(form), env);
		val = apply_closure(fn, args);
	} else {
		li_error_obj("bad function", li_car(form));
	}
	li_unprotect(4);
	li_depth--;
	return val;
}

static LVAL sf_quote(LVAL args, LVAL env)
{
	(void)env;
	if (!li_consp(args) || li_cdr(args))
		li_error("bad quote");
	return li_car(args);
}

static LVAL sf_if(LVAL args, LVAL env)
{
	LVAL rest;

	if (!li_consp(args) || !li_consp(li_cdr(args)))
		li_error("bad if");
	rest = li_cdr(args);
	if (li_eval(li_car(args), env))
		return li_eval(li_car(rest), env);
	return li_consp(li_cdr(rest)) ? li_eval(li_car(li_cdr(rest)), env) : NULL;
}

static LVAL sf_cond(LVAL args, LVAL env)
{
	LVAL clause;
	LVAL val;

	for (; li_consp(args); args = li_cdr(args)) {
		clause = li_car(args);
		if (!li_consp(clause))
			li_error_obj("bad cond clause", clause);
		val = li_eval(li_car(clause), env);
		if (val)
			return li_cdr(clause) ? progn(li_cdr(clause), env) : val;
	}
	return NULL;
}

/* let binds in parallel, each value evaluated outside the new frame; let* in sequence. */
static LVAL let_form(LVAL args, LVAL env, int sequential)
{
	LVAL frame = NULL;
	LVAL newenv = NULL;
	LVAL val = NULL;
	LVAL specs;
	LVAL spec;
	LVAL sym;

	if (!li_consp(args))
		li_error("bad let");
	li_protect(&frame);
	li_protect(&newenv);
	li_protect(&val);
	if (sequential)
		newenv = li_cons(NULL, env);
	for (specs = li_car(args); li_consp(specs); specs = li_cdr(specs)) {
		spec = li_car(specs);
		if (li_typep(spec, LI_SYMBOL)) {
			sym = spec;
			val = NULL;
		} else if (li_consp(spec) && li_typep(li_car(spec), LI_SYMBOL)) {
			sym = li_car(spec);
			val = li_consp(li_cdr(spec)) ?
				li_eval(li_car(li_cdr(spec)), sequential ? newenv : env) : NULL;
		} else {
			li_error_obj("bad let binding", spec);
		}
		if (sequential)
			li_car(newenv) = li_cons(li_cons(sym, val), li_car(newenv));
		else
			frame = li_cons(li_cons(sym, val), frame);
	}
	if (!sequential)
		newenv = li_cons(frame, env);
	val = progn(li_cdr(args), newenv);
	li_unprotect(3);
	return val;
}

static LVAL sf_let(LVAL args, LVAL env)
{
	return let_form(args, env, 0);
}

static LVAL sf_let_star(LVAL args, LVAL env)
{
	return let_form(args, env, 1);
}

/* Assigns the innermost binding of each symbol, or its global value when it has none. */
static LVAL sf_setq(LVAL args, LVAL env)
{
	LVAL val = NULL;
	LVAL sym;
	LVAL b;

	li_protect(&val);
	for (; li_consp(args); args = li_cdr(li_cdr(args))) {
		sym = li_car(args);
		if (!li_typep(sym, LI_SYMBOL) || sym == li_t || !li_consp(li_cdr(args)))
			li_error_obj("bad setq", sym);
		val = li_eval(li_car(li_cdr(args)), env);
		b = binding(sym, env);
		if (b)
			li_cdr(b) = val;
		else
			li_symvalue(sym) = val;
	}
	li_unprotect(1);
	return val;
}

static LVAL sf_defun(LVAL args, LVAL env)
{
	LVAL name;

	if (!li_consp(args) || !li_typep(li_car(args), LI_SYMBOL) || !li_consp(li_cdr(args)))
		li_error("bad defun");
	name = li_car(args);
	li_symvalue(name) = li_mkclosure(li_cdr(args), env);
	return name;
}

static LVAL sf_lambda(LVAL args, LVAL env)
{
	if (!li_consp(args))
		li_error("bad lambda");
	return li_mkclosure(args, env);
}

static LVAL sf_progn(LVAL args, LVAL env)
{
	return progn(args, env);
}

static LVAL sf_while(LVAL args, LVAL env)
{
	if (!li_consp(args))
		li_error("bad while");
	while (li_eval(li_car(args), env))
		progn(li_cdr(args), env);
	return NULL;
}

static LVAL sf_and(LVAL args, LVAL env)
{
	LVAL val = li_t;

	for (; li_consp(args); args = li_cdr(args)) {
		val = li_eval(li_car(args), env);
		if (!val)
			break;
	}
	return val;
}

static LVAL sf_or(LVAL args, LVAL env)
{
	LVAL val = NULL;

	for (; li_consp(args); args = li_cdr(args)) {
		val = li_eval(li_car(args), env);
		if (val)
			break;
	}
	return val;
}

const struct li_fsubr li_fsubrs[] = {
	{ "quote", sf_quote },
	{ "if", sf_if },
	{ "cond", sf_cond },
	{ "let", sf_let },
	{ "let*", sf_let_star },
	{ "setq", sf_setq },
	{ "defun", sf_defun },
	{ "lambda", sf_lambda },
	{ "progn", sf_progn },
	{ "while", sf_while },
	{ "and", sf_and },
	{ "or", sf_or },
	{ NULL, NULL },
};

void li_eval_init(void)
{
	int32_t i;

	for (i = 0; li_fsubrs[i].name; i++)
		li_symvalue(li_intern(li_fsubrs[i].name)) = li_mkbuiltin(LI_FSUBR, i);
}
