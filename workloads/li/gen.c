/* gen.c — input generator of the li workload (a host program): `gen SIZE DIR` writes
 * DIR/queens.lsp, Lisp that solves N-queens by list backtracking and checks the interpreter. */
#include <stdio.h>
#include <string.h>

/* Each board size from first to last is solved `times` times. */
struct size {
	const char *name;
	int first;
	int last;
	int times;
};

static const struct size sizes[] = {
	{ "small", 6, 6, 1 },
	{ "paper", 4, 8, 2 },
};

/* The checks and the definitions, before the call that solves the boards. */
static const char *program[] = {
	"; queens.lsp -- N-queens by backtracking over lists, for the li interpreter.",
	"; A placement lists the rows of the queens placed so far, the latest first.",
	"",
	"; A few checks of the interpreter itself.",
	"(print '(a (b . c) \"str\" -12))",
	"(defun fact (n) (if (< n 2) 1 (* n (fact (1- n)))))",
	"(print (list (fact 12) (fact 13) (/ -7 2) (rem -7 2) (- 5)))",
	"(defun make-counter ()",
	"  (let ((n 0))",
	"    (lambda () (setq n (1+ n)))))",
	"(setq counter (make-counter))",
	"(funcall counter)",
	"(print (funcall counter))",
	"(print (let* ((a 3) (b (* a a))) (mapcar (lambda (x) (+ x b)) (list a b))))",
	"(car 5)                                 ; an error, reported at the top level",
	"(print 'recovered)",
	"",
	"(defun iota (n)                         ; (1 2 ... n)",
	"  (let ((l nil))",
	"    (while (> n 0)",
	"      (setq l (cons n l))",
	"      (setq n (1- n)))",
	"    l))",
	"",
	"(defun filter (pred l)                  ; the elements of l that satisfy pred",
	"  (cond ((null l) nil)",
	"        ((funcall pred (car l)) (cons (car l) (filter pred (cdr l))))",
	"        (t (filter pred (cdr l)))))",
	"",
	"(defun safe (row placed dist)           ; no queen of placed attacks row",
	"  (cond ((null placed) t)",
	"        ((= row (car placed)) nil)",
	"        ((= (abs (- row (car placed))) dist) nil)",
	"        (t (safe row (cdr placed) (1+ dist)))))",
	"",
	"(defun extend (n rows placed)           ; every solution that extends placed",
	"  (if (= (length placed) n)",
	"      (list placed)",
	"      (extend-each n rows placed",
	"                   (filter (lambda (row) (safe row placed 1)) rows))))",
	"",
	"(defun extend-each (n rows placed cands)",
	"  (if (null cands)",
	"      nil",
	"      (append (extend n rows (cons (car cands) placed))",
	"              (extend-each n rows placed (cdr cands)))))",
	"",
	"(defun queens (n) (extend n (iota n) nil))",
	"",
	"(defun valid (sol)                      ; checks a solution afresh",
	"  (or (null sol)",
	"      (and (safe (car sol) (cdr sol) 1)",
	"           (valid (cdr sol)))))",
	"",
	"(defun checksum (sols)",
	"  (let ((sum 0) (k 1))",
	"    (while sols",
	"      (setq sum (+ (* sum 31)",
	"                   (apply + (mapcar (lambda (r) (* r k)) (car sols)))))",
	"      (setq k (1+ k))",
	"      (setq sols (cdr sols)))",
	"    sum))",
	"",
	"(defun report (n sols)",
	"  (princ n) (princ \" queens: \") (princ (length sols))",
	"  (princ \" solutions, \") (princ (length (filter valid sols)))",
	"  (princ \" valid, checksum \") (princ (checksum sols)) (terpri)",
	"  (princ \"  first \") (print (car sols))",
	"  (princ \"  last \") (print (car (last sols))))",
	"",
	"(defun solve (n times)                  ; one board size, again and again",
	"  (let ((sols nil))",
	"    (while (> times 0)",
	"      (setq sols (queens n))",
	"      (setq times (1- times)))",
	"    (report n sols)))",
	"",
	"(defun solve-boards (n upto times)      ; each board size from n up to upto",
	"  (while (<= n upto)",
	"    (solve n times)",
	"    (setq n (1+ n))))",
	"",
	NULL,
};

/* After the boards: deep recursion, then recursion without end. */
static const char *epilogue[] = {
	"",
	"(defun build (n) (if (= n 0) nil (cons n (build (1- n)))))",
	"(print (length (build 1000)))",
	"(defun forever (n) (1+ (forever n)))",
	"(forever 0)                             ; an error too: out of stack",
	"(print 'done)",
	NULL,
};

int main(int argc, char **argv)
{
	const struct size *s = NULL;
	char path[4096];
	FILE *f;
	size_t i;

	if (argc != 3) {
		fprintf(stderr, "usage: gen small|paper DIR\n");
		return 2;
	}
	for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		if (strcmp(argv[1], sizes[i].name) == 0)
			s = &sizes[i];
	}
	if (!s) {
		fprintf(stderr, "gen: unknown size %s\n", argv[1]);
		return 2;
	}
	snprintf(path, sizeof(path), "%s/queens.lsp", argv[2]);
	f = fopen(path, "w");
	if (!f) {
		perror(path);
		return 1;
	}
	for (i = 0; program[i]; i++)
		fprintf(f, "%s\n", program[i]);
	fprintf(f, "(solve-boards %d %d %d)\n", s->first, s->last, s->times);
	for (i = 0; epilogue[i]; i++)
		fprintf(f, "%s\n", epilogue[i]);
	if (fclose(f) != 0) {
		perror(path);
		return 1;
	}
	return 0;
}
