small: -p -r 1 prog.c errs.c prog.c
paper: -p -r 7 prog.c errs.c prog.c prog.c
