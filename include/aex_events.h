/* aex_events.h — the event trace (the papers' ae.out): what a traced program writes, read by
 * the regenerator. docs/event-format.md. Kept assembler-friendly (defines only above the C
 * part) so the per-ISA tracing runtime can use the same constants. */
#ifndef AEX_EVENTS_H
#define AEX_EVENTS_H

/* The descriptor the traced program writes events to; `aex run` opens it (a pipe to its own
 * writer of the stored trace, or a file for a run whose events are discarded). */
#define AEX_EVENTS_FD 1000

/* The descriptor through which a forking program hands `aex run` the read end of each
 * child's event pipe (docs/processes.md): a Unix seqpacket socket. Before a fork the runtime
 * sends one message: a word, its own pid, with the read end of a new pipe (SCM_RIGHTS); the
 * child makes the write end its AEX_EVENTS_FD. When the events are discarded it is /dev/null
 * (not a socket), and children write into the parent's descriptor, /dev/null too. */
#define AEX_EVENTS_SOCKET_FD 1002

/* The two streams of events: stream 0, the event bytes (witnesses, system-call markers,
 * values of 1 and 2 bytes); stream 1, the value words (every value of 4 bytes, word by word).
 * The program writes both into AEX_EVENTS_FD in chunks: a 4-byte chunk header in the
 * program's byte order, then its data bytes.
 *
 *   chunk header:   31   |   30    | 29 ............................................ 0
 *                 stream | control | data bytes that follow: 1 .. AEX_EVENTS_CHUNK_MAX,
 *                        |         | a multiple of 4 in stream 1
 *
 * A control chunk (bit 30 set, bit 31 clear) is a record for `aex run`, not events: 4 to
 * AEX_EVENTS_CONTROL_MAX bytes, words in the program's byte order, the first its kind:
 *   AEX_EVENTS_CONTROL_FORK   pid, child pid    the process forked here (its events so far
 *                                               precede the chunk)
 *   AEX_EVENTS_CONTROL_CRASH  signal, pc        a fatal signal (the crash record)
 *   AEX_EVENTS_CONTROL_EXIT   status            the process exits (exit or exit_group)
 *   AEX_EVENTS_CONTROL_SIGNAL pc                a handler of the program runs here, at the
 *                                               event store at pc (traced ELF): a signal
 *                                               delivered between system calls; both
 *                                               buffers are out before it, its events follow
 *   AEX_EVENTS_CONTROL_SIGNAL_END               that handler returned (both buffers out)
 */
#define AEX_EVENTS_STREAM_BYTES 0
#define AEX_EVENTS_STREAM_WORDS 1
#define AEX_EVENTS_STREAMS 2
#define AEX_EVENTS_STREAM_BIT 0x80000000
#define AEX_EVENTS_CHUNK_HEADER 4
#define AEX_EVENTS_CHUNK_MAX (1 << 20)
#define AEX_EVENTS_CONTROL_BIT 0x40000000
#define AEX_EVENTS_CONTROL_MAX 16
#define AEX_EVENTS_CONTROL_FORK 1
#define AEX_EVENTS_CONTROL_CRASH 2
#define AEX_EVENTS_CONTROL_EXIT 3
#define AEX_EVENTS_CONTROL_SIGNAL 4
#define AEX_EVENTS_CONTROL_SIGNAL_END 5
#define AEX_EVENTS_CRASH_SIZE 12

#define AEX_EVENTS_MAGIC "AEXEVENT"
#define AEX_EVENTS_VERSION 5
#define AEX_EVENTS_HEADER_SIZE 64
#define AEX_EVENTS_OFF_CRC 60        /* u32: CRC-32 of the header's bytes 0..59 */

/* Frames (docs/event-format.md): a 32-byte frame header, then the payload. A data frame holds
 * bytes of one stream (its header's byte 1). */
#define AEX_EVENTS_FRAME_HEADER 32
#define AEX_EVENTS_FRAME_RAW 65536     /* bytes per data frame (a stream's last may have fewer) */
#define AEX_EVENTS_FRAME_RAW_MAX (1u << 20)   /* what a reader accepts */
#define AEX_EVENTS_KIND_RAW 'R'
#define AEX_EVENTS_KIND_ZSTD 'Z'
#define AEX_EVENTS_KIND_END 'E'
/* A signal frame: where a handler's events begin or end among the streams' (payload: u32 0
 * begin or 1 end, u32 the pc of a begin, u64 the event bytes and u64 the value words before
 * it; frame header: stream 0, its stream offset the event bytes', 0 bytes of its stream). */
#define AEX_EVENTS_KIND_SIGNAL 'S'
#define AEX_EVENTS_SIGNAL_SIZE 24
/* A sync frame: each stream's compression starts afresh after it, so that a reader can start
 * there (payload: u64 the event bytes, u64 the value words, u64 the data frames and u64 the
 * signal frames before it; frame header: stream 0, its stream offset the event bytes', 0 bytes
 * of its stream). Written before a data frame once AEX_EVENTS_SYNC_EVERY bytes of both
 * streams have gone out since the last (aex run --sync-every). */
#define AEX_EVENTS_KIND_SYNC 'P'
#define AEX_EVENTS_SYNC_SIZE 32
#define AEX_EVENTS_SYNC_EVERY (8u << 20)
/* The index frame, just before the end frame: u64 the sync frames, then for each its file
 * offset and its payload (AEX_EVENTS_INDEX_ENTRY bytes); frame header as a sync frame's. */
#define AEX_EVENTS_KIND_INDEX 'X'
#define AEX_EVENTS_INDEX_ENTRY 40
#define AEX_EVENTS_END_SIZE 32         /* the end frame's payload (its last u64: the index
					* frame's file offset) */
#define AEX_EVENTS_HOW_EXITED 0
#define AEX_EVENTS_HOW_KILLED 1

/* The 1-byte event written before every system call instruction. A fork's is written by the
 * runtime once the fork is done, in the parent only: FORK when it made a child (whose events
 * are in a trace of its own), OTHER when it failed. */
#define AEX_EVENTS_SYSCALL_OTHER 0
#define AEX_EVENTS_SYSCALL_EXIT 1
#define AEX_EVENTS_SYSCALL_FORK 2
/* The 1-byte event written after every system call instruction that returns: 0 (OTHER) when
 * the program goes on; before it, SIGNAL for each handler of the program that ran as the
 * system call returned, followed by three value words (the handler, its stack pointer, the
 * address its return goes to: the sigreturn path) and the handler's own events
 * (docs/processes.md, "Signals"). */
#define AEX_EVENTS_SYSCALL_SIGNAL 3

#ifndef __ASSEMBLER__
#include <stdint.h>

/* All fields little-endian. */
struct aex_events_header {
	char magic[8];         /* AEX_EVENTS_MAGIC */
	uint16_t version;
	uint16_t header_size;
	uint8_t big_endian;    /* byte order of the program, of its values and chunk headers */
	uint8_t reserved0[3];  /* 0 */
	char isa[8];           /* lower-case letters and digits, NUL-padded */
	uint64_t build;        /* FNV-1a 64 of the plain ELF */
	uint64_t traced;       /* FNV-1a 64 of the traced ELF that wrote it; 0: not recorded */
	uint8_t reserved1[20]; /* 0 */
	uint32_t crc;          /* CRC-32 (zlib) of the bytes before it */
};

_Static_assert(sizeof(struct aex_events_header) == AEX_EVENTS_HEADER_SIZE, "header layout");
#endif

#endif
