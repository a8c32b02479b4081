/* aex_events.h — the event trace (the papers' ae.out): what a traced program writes, read by
 * the regenerator. docs/event-format.md. Kept assembler-friendly (defines only above the C
 * part) so the per-ISA tracing runtime can use the same constants. */
#ifndef AEX_EVENTS_H
#define AEX_EVENTS_H

/* The descriptor the traced program writes events to; `aex run` opens it. */
#define AEX_EVENTS_FD 1000

#define AEX_EVENTS_MAGIC "AEXEVENT"
#define AEX_EVENTS_VERSION 2
#define AEX_EVENTS_HEADER_SIZE 64

/* Header fields written by the traced program itself when it dies of a signal (in its own
 * byte order), if the event trace is a seekable file. */
#define AEX_EVENTS_OFF_END 32      /* u32: 0 not written, 2 killed by a signal */
#define AEX_EVENTS_OFF_SIGNAL 36   /* u32: the signal */
#define AEX_EVENTS_OFF_PC 40       /* u32: the faulting instruction's address (traced ELF) */
#define AEX_EVENTS_END_SIGNAL 2

/* The 1-byte event written before every system call instruction. */
#define AEX_EVENTS_SYSCALL_OTHER 0
#define AEX_EVENTS_SYSCALL_EXIT 1

#ifndef __ASSEMBLER__
#include <stdint.h>

struct aex_events_header {
	char magic[8];         /* AEX_EVENTS_MAGIC */
	uint16_t version;      /* little-endian */
	uint16_t header_size;
	uint8_t big_endian;    /* byte order of the program, of its value events and of the
				* fields below */
	uint8_t reserved0[3];
	char isa[8];
	uint64_t build;        /* little-endian: FNV-1a 64 of the plain ELF */
	uint32_t end;          /* AEX_EVENTS_OFF_END ... */
	uint32_t signal;
	uint32_t pc;
	uint8_t reserved1[20];
};

_Static_assert(sizeof(struct aex_events_header) == AEX_EVENTS_HEADER_SIZE, "header layout");
#endif

#endif
