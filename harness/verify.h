/* verify.h — a workload's guest run checked against its host build (aex exec --verify). */
#ifndef AEX_VERIFY_H
#define AEX_VERIFY_H

#include "guest.h"
#include "run.h"

/* Runs the workload t on the guest with o (its stdout is taken) and its host build the same
 * way; compares outputs and statuses (and a micro program's output with its .expected).
 * Prints the verdict under label. Returns 0 when all agree, 1 when not. */
int verify_against_host(struct guest *t, struct run_opts *o, const char *label);

#endif
