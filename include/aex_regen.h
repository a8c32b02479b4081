/* aex_regen.h — the regenerator's consumer interface: a generated regenerator turns an event
 * trace back into the full trace and hands it, in batches, to a sink (the modern form of AE's
 * ae_recreate(file, func)). Link a consumer with a build's regenerator library to use it. */
#ifndef AEX_REGEN_H
#define AEX_REGEN_H

#include <stddef.h>
#include <stdint.h>

/* One record of the full trace, packed: address in the low 32 bits, size (1..8) in bits
 * 32..39, kind (AEX_TK_FETCH, AEX_TK_READ, AEX_TK_WRITE of aex_trace.h) in bits 40..47. */
typedef uint64_t aex_record;

#define AEX_RECORD_ADDR(r) ((uint32_t)(r))
#define AEX_RECORD_SIZE(r) ((unsigned)((r) >> 32) & 0xff)
#define AEX_RECORD_KIND(r) ((unsigned)((r) >> 40) & 0xff)
#define AEX_RECORD(kind, size, addr) \
	(((uint64_t)(kind) << 40) | ((uint64_t)(size) << 32) | (uint64_t)(uint32_t)(addr))

struct aex_sink {
	/* Receives the records in order; returns 0, or nonzero to stop. */
	int (*records)(void *ctx, const aex_record *recs, size_t n);
	void *ctx;
};

/* What a recorded value is (docs/event-format.md), for the accounting of event bytes. */
enum aex_value_kind {
	AEX_VALUE_LOAD = 0,       /* the result of a load */
	AEX_VALUE_CALL,           /* a call's result, recorded at its return point */
	AEX_VALUE_ENTRY,          /* a register live into a function */
	AEX_VALUE_TARGET,         /* an indirect call's or jump's target */
	AEX_VALUE_SYSCALL,        /* a system call's result */
	AEX_VALUE_OTHER,          /* any other definition the regenerator cannot repeat */
	AEX_VALUE_KINDS
};

/* How a regeneration ended. */
enum aex_regen_status {
	AEX_REGEN_COMPLETE = 0,   /* the program exited; every record was produced */
	AEX_REGEN_TRUNCATED = 1,  /* the event trace stops early: an exact prefix was produced */
	AEX_REGEN_ERROR = 2,      /* a trace from another build, a corrupt trace, a sink error */
};

struct aex_regen_result {
	enum aex_regen_status status;
	uint64_t records;         /* records produced */
	uint64_t fetches, reads, writes;
	uint64_t event_offset;    /* bytes of the event trace's stream 0 consumed (event bytes) */
	uint64_t value_offset;    /* bytes of its stream 1 consumed (value words) */
	uint64_t value_bytes;     /* of both, recorded values (the rest: witnesses and markers) */
	uint64_t value_bytes_by_kind[AEX_VALUE_KINDS];
	uint64_t marker_bytes;    /* of which system-call markers */
	uint64_t cbranches;       /* conditional branches executed */
	int crashed;              /* truncated because the program died of a signal, and the
				   * records end with the instruction that faulted: the whole
				   * trace of the process, as the golden trace has it */
	char message[256];        /* why it stopped, for truncated and error results */
};

/* Regenerates from the event trace readable on fd. */
void aex_regen(int fd, const struct aex_sink *sink, struct aex_regen_result *result);

#endif
