/* evframe.h — the stored event trace (docs/event-format.md): a checked header, then the
 * program's two streams (event bytes, value words) in checked frames (raw or zstd-compressed),
 * then an end frame that says how the program ended; and the split of the program's event
 * pipe into the streams. Written by the host side of `aex run` while the program runs, read by
 * every regenerator (this file is compiled into each) and by aex itself. Self-contained: zlib
 * (crc32) and zstd only. */
#ifndef AEX_EVFRAME_H
#define AEX_EVFRAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "aex_events.h"

struct ZSTD_CCtx_s;
struct ZSTD_DCtx_s;

/* How the program ended (the end frame's payload). */
struct evf_end {
	uint32_t how;           /* AEX_EVENTS_HOW_EXITED or AEX_EVENTS_HOW_KILLED */
	uint32_t code;          /* the exit status, or the host's number of the killing signal */
	uint32_t crash;         /* 1: the program's own crash record follows */
	uint32_t signal;        /* the crash record: the signal, in the program's numbering */
	uint32_t pc;            /* the crash record: the faulting instruction (traced ELF) */
};

/* The header's fields. */
struct evf_header {
	bool big_endian;
	char isa[9];
	uint64_t build;         /* FNV-1a 64 of the plain ELF */
	uint64_t traced;        /* of the traced ELF that wrote it; 0: not recorded */
};

/* A sync frame (docs/event-format.md): where it is and what came before it. */
struct evf_sync {
	uint64_t file_off;      /* its frame header's */
	uint64_t off[AEX_EVENTS_STREAMS];       /* each stream's bytes before it */
	uint64_t frames;        /* data frames before it */
	uint64_t signals;       /* signal frames before it */
};

struct evf_writer {
	int fd;
	bool compress;
	struct ZSTD_CCtx_s *cx[AEX_EVENTS_STREAMS];   /* one zstd stream per stream */
	uint8_t *raw[AEX_EVENTS_STREAMS];   /* each stream's bytes of the round not yet written */
	size_t nraw[AEX_EVENTS_STREAMS], rawcap[AEX_EVENTS_STREAMS];
	size_t frame;           /* bytes per data frame */
	uint8_t *out;
	size_t outcap;
	uint64_t raw_off[AEX_EVENTS_STREAMS];   /* each stream's bytes in the frames written */
	uint64_t stored;        /* bytes written to fd so far */
	uint64_t frames, signals;       /* data and signal frames written */
	uint64_t sync_every;    /* stream bytes between sync frames (0: none); set after open */
	uint64_t since_sync;    /* stream bytes written since the last (or the start) */
	struct evf_sync *syncs; /* those written, for the index frame */
	size_t nsyncs, sync_cap;
	int err;                /* errno of the first failed write (then nothing more is written) */
};

/* Writes the header; level 0 keeps the frames raw, else zstd at that level; frame bytes per
 * data frame (0: AEX_EVENTS_FRAME_RAW; at most AEX_EVENTS_FRAME_RAW_MAX); a sync frame every
 * AEX_EVENTS_SYNC_EVERY stream bytes unless w->sync_every is set after. 0 or -1 (err). */
int evf_writer_open(struct evf_writer *w, int fd, const struct evf_header *h, int level,
		    size_t frame);
/* Appends bytes to a stream (AEX_EVENTS_STREAM_BYTES or _WORDS) of the current round: kept
 * until the round ends. 0 or -1. */
int evf_write(struct evf_writer *w, int stream, const void *p, size_t n);
/* Ends the round: its bytes go out as data frames of at most frame bytes, the two streams
 * interleaved in proportion (the frame of the stream furthest behind in its share of the
 * round goes next), so that a file cut inside a round holds about the same share of both.
 * 0 or -1. */
int evf_round(struct evf_writer *w);
/* A chunk of the program's pipe ended: the round ends when both streams have bytes in it
 * (the program writes both buffers out together, docs/event-format.md), or one has more than
 * a chunk. 0 or -1. */
int evf_chunk_end(struct evf_writer *w);
/* A handler of the program begins (end false: at the event store at pc) or ends here: the
 * round so far goes out, then the signal frame. 0 or -1. */
int evf_signal(struct evf_writer *w, bool end, uint32_t pc);
/* The last round, the index frame and the end frame. 0 or -1. */
int evf_finish(struct evf_writer *w, const struct evf_end *end);
void evf_writer_free(struct evf_writer *w);

enum evf_status {
	EVF_DATA,       /* *stream, *data, *len: the next bytes of a stream */
	EVF_SIGNAL,     /* a signal frame, checked: r->sig */
	EVF_END,        /* the end frame, checked, and nothing after it: r->end */
	EVF_TRUNCATED,  /* the file ends before its end frame (r->message says where) */
	EVF_CORRUPT,    /* a damaged or inconsistent frame, or bytes after the end (message) */
};

/* A signal frame: a handler's events begin or end at these offsets of the two streams. */
struct evf_signal {
	bool end;
	uint32_t pc;            /* a begin's: the event store it interrupted (traced ELF) */
	uint64_t off[AEX_EVENTS_STREAMS];
};

struct evf_reader {
	int fd;
	struct evf_header h;
	struct ZSTD_DCtx_s *dx[AEX_EVENTS_STREAMS];
	uint8_t *in, *raw;      /* a frame as stored, and its bytes */
	size_t incap;
	uint64_t file_off;      /* file offset of the next frame */
	uint64_t raw_off[AEX_EVENTS_STREAMS];   /* each stream's bytes delivered so far */
	uint64_t frames;        /* data frames delivered so far */
	uint64_t signals;       /* signal frames delivered so far */
	/* the sync frames read (from the sync_base-th on: those before a seek are not) */
	struct evf_sync *syncs;
	size_t nsyncs, sync_base, sync_cap;
	uint64_t index_off;     /* the index frame's file offset, once read (the end is next) */
	bool seeked;            /* evf_seek moved it: a sync frame is next */
	bool done;
	struct evf_end end;
	struct evf_signal sig;  /* the last signal frame */
	char message[256];
};

/* Reads and checks the header (every field, reserved bytes and checksum included). 0, or -1
 * with r->message ("event trace file byte N: ..."). */
int evf_reader_open(struct evf_reader *r, int fd);
/* Before the first evf_next: moves the reader to the last sync frame before which each stream
 * s has at most off[s] bytes and no signal frame came, found through the index frame at the
 * end of the file. 1 moved (r->raw_off are its offsets; evf_next reads and checks it first);
 * 0 none such, or no index to find it by (a file cut short, or not a regular file): the
 * reader stays at the start; -1 the end frame is there but the index frame is damaged
 * (r->message says where). */
int evf_seek(struct evf_reader *r, const uint64_t off[AEX_EVENTS_STREAMS]);
/* The next frame: its stream and bytes. Data stays valid until the next call. */
enum evf_status evf_next(struct evf_reader *r, int *stream, const uint8_t **data, size_t *len);
void evf_reader_free(struct evf_reader *r);

/* Both streams of a stored event trace, in memory. */
struct evf_events {
	uint8_t *data[AEX_EVENTS_STREAMS];
	size_t len[AEX_EVENTS_STREAMS];
};

/* A whole stored event trace into memory: its header, both streams (evf_events_free) and
 * end. 0; 1 when the file is truncated (the bytes before the damage are returned); -1 corrupt
 * or unreadable (message filled; the bytes before the damage returned). */
int evf_read_all(const char *path, struct evf_header *h, struct evf_events *ev,
		 struct evf_end *end, char *message, size_t msize);
void evf_events_free(struct evf_events *ev);

/* The program's event pipe (docs/event-format.md, "The pipe") split into its two streams:
 * chunks, each a chunk header in the program's byte order and its data. Reads of the pipe
 * may split it anywhere, chunk headers included. */
struct evf_demux {
	bool big_endian;
	uint8_t head[AEX_EVENTS_CHUNK_HEADER];  /* the chunk header being read */
	size_t nhead;
	int stream;             /* the current chunk's stream, or EVF_CONTROL */
	uint32_t left;          /* its data bytes still to come; 0: a chunk header is next */
	uint8_t ctl[AEX_EVENTS_CONTROL_MAX];    /* a control chunk's data, gathered */
	size_t nctl;
	uint64_t off;           /* pipe bytes taken (at a malformed header: where it starts) */
	bool bad;               /* a malformed chunk header at pipe byte off: nothing more taken */
};

/* Receives a piece of a stream's data, or with stream EVF_CONTROL a whole control chunk's
 * data (its kind first); 0, or -1 to stop. */
typedef int (*evf_put_fn)(void *ctx, int stream, const uint8_t *p, size_t n);
#define EVF_CONTROL (-1)

void evf_demux_init(struct evf_demux *d, bool big_endian);
/* Takes the next n bytes of the pipe, handing the chunks' data to put in pieces, as they
 * come, and each control chunk whole. 0; -1 at a malformed chunk header (a length of 0 or
 * above AEX_EVENTS_CHUNK_MAX, a stream 1 chunk not a multiple of 4, a control chunk not 4 ..
 * AEX_EVENTS_CONTROL_MAX bytes in words or with the stream bit: d->bad, d->off) or when put
 * stops. */
int evf_demux(struct evf_demux *d, const void *p, size_t n, evf_put_fn put, void *ctx);
/* The usual put of evf_demux: ctx is a struct evf_pipe; the chunk's bytes go to the writer's
 * stream, and the writer's round ends where the chunk ends (evf_chunk_end); control chunks
 * go to control (ignored when NULL). */
struct evf_pipe {
	struct evf_writer *w;
	struct evf_demux dm;
	int (*control)(void *ctx, const uint8_t *p, size_t n);
	void *control_ctx;
};
int evf_pipe_put(void *ctx, int stream, const uint8_t *p, size_t n);

#endif
