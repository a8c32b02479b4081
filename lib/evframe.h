/* evframe.h — the stored event trace (docs/event-format.md): a checked header, then the
 * program's event bytes in checked frames (raw or zstd-compressed), then an end frame that says
 * how the program ended. Written by the host side of `aex run` while the program runs, read by
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
	uint64_t build;
};

struct evf_writer {
	int fd;
	bool compress;
	struct ZSTD_CCtx_s *cx;
	uint8_t *raw;           /* the frame being filled */
	size_t nraw, frame;     /* its bytes, and the event bytes per data frame */
	uint8_t *out;
	size_t outcap;
	uint64_t raw_off;       /* event bytes in the frames written so far */
	uint64_t stored;        /* bytes written to fd so far */
	int err;                /* errno of the first failed write (then nothing more is written) */
};

/* Writes the header; level 0 keeps the frames raw, else zstd at that level; frame event bytes
 * per data frame (0: AEX_EVENTS_FRAME_RAW; at most AEX_EVENTS_FRAME_RAW_MAX). 0 or -1 (err). */
int evf_writer_open(struct evf_writer *w, int fd, const struct evf_header *h, int level,
		    size_t frame);
/* Appends event bytes (a data frame goes out every frame bytes). 0 or -1. */
int evf_write(struct evf_writer *w, const void *p, size_t n);
/* The last data frame and the end frame. 0 or -1. */
int evf_finish(struct evf_writer *w, const struct evf_end *end);
void evf_writer_free(struct evf_writer *w);

enum evf_status {
	EVF_DATA,       /* *data, *len: the next event bytes */
	EVF_END,        /* the end frame, checked, and nothing after it: r->end */
	EVF_TRUNCATED,  /* the file ends before its end frame (r->message says where) */
	EVF_CORRUPT,    /* a damaged or inconsistent frame, or bytes after the end (message) */
};

struct evf_reader {
	int fd;
	struct evf_header h;
	struct ZSTD_DCtx_s *dx;
	uint8_t *in, *raw;      /* a frame as stored, and its events */
	uint64_t file_off;      /* file offset of the next frame */
	uint64_t raw_off;       /* event bytes delivered so far */
	uint64_t frames;        /* data frames delivered so far */
	bool done;
	struct evf_end end;
	char message[256];
};

/* Reads and checks the header (every field, reserved bytes and checksum included). 0, or -1
 * with r->message ("event trace file byte N: ..."). */
int evf_reader_open(struct evf_reader *r, int fd);
/* The next frame. Data stays valid until the next call. */
enum evf_status evf_next(struct evf_reader *r, const uint8_t **data, size_t *len);
void evf_reader_free(struct evf_reader *r);

/* A whole stored event trace into memory: its header, events (caller frees) and end. 0; 1
 * when the file is truncated (the events before the damage are returned); -1 corrupt or
 * unreadable (message filled; events before the damage returned). */
int evf_read_all(const char *path, struct evf_header *h, uint8_t **events, size_t *len,
		 struct evf_end *end, char *message, size_t msize);

#endif
