/* aex_trace.h — the canonical full-trace format (version 1), shared by every producer (the
 * golden plugin, the regenerator) and consumer (diff, stat, convert). docs/trace-format.md.
 *
 * A trace is a 64-byte header followed by records. Each record is one tag byte
 *
 *     bit 7..6  kind: 0 control, 1 instruction fetch, 2 data read, 3 data write
 *     bit 5..3  size - 1 (1..8 bytes)
 *     bit 2..0  address mode (AEX_TM_*), saying which address bytes follow
 *
 * then 0, 1, 2 or 4 little-endian address bytes. Fetches are relative to the previous
 * fetch, data accesses to the previous data access. The encoder always picks the first mode
 * in AEX_TM_* order that represents the address exactly, so equal record sequences have equal
 * bytes. Control tags (kind 0): AEX_TC_END closes a complete trace and is followed by three
 * little-endian u64 counts (fetches, reads, writes); a zero byte (AEX_TC_PAD) is never written:
 * it marks where a writer that died stopped (the rest of the file is zero padding). */
#ifndef AEX_TRACE_H
#define AEX_TRACE_H

#include <stdint.h>
#include <string.h>

#define AEX_TRACE_MAGIC "AEXTRACE"
#define AEX_TRACE_VERSION 1
#define AEX_TRACE_HEADER_SIZE 64

enum aex_trace_kind {
	AEX_TK_CONTROL = 0,
	AEX_TK_FETCH = 1,
	AEX_TK_READ = 2,
	AEX_TK_WRITE = 3,
};

/* Address modes, in the encoder's order of preference. */
enum aex_trace_mode {
	AEX_TM_NEXT = 0,   /* fetch: previous fetch + its size; data: previous data + its size */
	AEX_TM_SAME = 1,   /* the previous address of the same class (fetch or data) */
	AEX_TM_D8 = 2,     /* previous address + signed 8-bit delta (1 byte follows) */
	AEX_TM_D16 = 3,    /* previous address + signed 16-bit delta (2 bytes follow) */
	AEX_TM_ABS = 4,    /* absolute 32-bit address (4 bytes follow) */
};

/* Control records (kind 0, size field 1); the mode field says which. */
enum aex_trace_control {
	AEX_TC_PAD = 0,    /* tag 0x00: not a record; only zero bytes may follow */
	AEX_TC_END = 1,    /* end of a complete trace; 24 bytes of counts follow */
};

#define AEX_TAG(kind, size, mode) ((uint8_t)(((kind) << 6) | (((size) - 1) << 3) | (mode)))
#define AEX_TAG_KIND(t) ((t) >> 6)
#define AEX_TAG_SIZE(t) ((((t) >> 3) & 7) + 1)
#define AEX_TAG_MODE(t) ((t) & 7)
#define AEX_TRACE_MAX_RECORD 5  /* bytes of the longest access record */
#define AEX_TRACE_END_SIZE 25   /* bytes of the END record */

/* The file header; every multi-byte field little-endian. */
struct aex_trace_header {
	char magic[8];          /* AEX_TRACE_MAGIC, not NUL-terminated */
	uint16_t version;       /* AEX_TRACE_VERSION */
	uint16_t header_size;   /* AEX_TRACE_HEADER_SIZE */
	uint8_t big_endian;     /* guest byte order: 1 big, 0 little */
	uint8_t reserved[3];    /* zero */
	char isa[8];            /* "mips", "sparc": NUL-padded */
	char producer[8];       /* "golden", "regen": NUL-padded (not part of the comparison) */
	uint64_t build;         /* identity of the plain ELF: FNV-1a 64 of its bytes */
	char process[24];       /* process path: "0" the first process, "0.2" its second child */
};

_Static_assert(sizeof(struct aex_trace_header) == AEX_TRACE_HEADER_SIZE, "header layout");
#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "aex_trace.h writes its header as a little-endian struct: port the header I/O first"
#endif

/* The encoder's state: the last fetch and the last data access. */
struct aex_trace_state {
	uint32_t fetch_addr, fetch_size;
	uint32_t data_addr, data_size;
};

/* Encodes one record at p after a record of its class at last, of size last_size; returns
 * its length (at most AEX_TRACE_MAX_RECORD). */
static inline int aex_trace_encode_after(uint8_t *p, int kind, uint32_t size, uint32_t addr,
					 uint32_t last, uint32_t last_size)
{
	int32_t d = (int32_t)(addr - last);

	if (addr == last + last_size) {
		p[0] = AEX_TAG(kind, size, AEX_TM_NEXT);
		return 1;
	}
	if (d == 0) {
		p[0] = AEX_TAG(kind, size, AEX_TM_SAME);
		return 1;
	}
	if (d >= -128 && d <= 127) {
		p[0] = AEX_TAG(kind, size, AEX_TM_D8);
		p[1] = (uint8_t)d;
		return 2;
	}
	if (d >= -32768 && d <= 32767) {
		p[0] = AEX_TAG(kind, size, AEX_TM_D16);
		p[1] = (uint8_t)d;
		p[2] = (uint8_t)(d >> 8);
		return 3;
	}
	p[0] = AEX_TAG(kind, size, AEX_TM_ABS);
	p[1] = (uint8_t)addr;
	p[2] = (uint8_t)(addr >> 8);
	p[3] = (uint8_t)(addr >> 16);
	p[4] = (uint8_t)(addr >> 24);
	return 5;
}

/* Encodes one access record at p; returns its length. Updates the state. */
static inline int aex_trace_encode(struct aex_trace_state *s, uint8_t *p, int kind,
				   uint32_t size, uint32_t addr)
{
	uint32_t *last = kind == AEX_TK_FETCH ? &s->fetch_addr : &s->data_addr;
	uint32_t *last_size = kind == AEX_TK_FETCH ? &s->fetch_size : &s->data_size;
	int n = aex_trace_encode_after(p, kind, size, addr, *last, *last_size);

	*last = addr;
	*last_size = size;
	return n;
}

static inline void aex_trace_put_u64(uint8_t *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static inline uint64_t aex_trace_get_u64(const uint8_t *p)
{
	uint64_t v = 0;

	for (int i = 0; i < 8; i++)
		v |= (uint64_t)p[i] << (8 * i);
	return v;
}

/* Encodes the END record; returns its length (AEX_TRACE_END_SIZE). */
static inline int aex_trace_encode_end(uint8_t *p, uint64_t fetches, uint64_t reads,
				       uint64_t writes)
{
	p[0] = AEX_TAG(AEX_TK_CONTROL, 1, AEX_TC_END);
	aex_trace_put_u64(p + 1, fetches);
	aex_trace_put_u64(p + 9, reads);
	aex_trace_put_u64(p + 17, writes);
	return AEX_TRACE_END_SIZE;
}

static inline size_t aex_trace_strlen(const char *s, size_t max)
{
	size_t n = 0;

	while (n < max && s[n])
		n++;
	return n;
}

/* Fills a header (host is little-endian; the struct is written as is). */
static inline void aex_trace_header_init(struct aex_trace_header *h, const char *isa,
					 int big_endian, const char *producer, uint64_t build,
					 const char *process)
{
	memset(h, 0, sizeof *h);
	memcpy(h->magic, AEX_TRACE_MAGIC, 8);
	h->version = AEX_TRACE_VERSION;
	h->header_size = AEX_TRACE_HEADER_SIZE;
	h->big_endian = (uint8_t)(big_endian != 0);
	memcpy(h->isa, isa, aex_trace_strlen(isa, sizeof h->isa));
	memcpy(h->producer, producer, aex_trace_strlen(producer, sizeof h->producer));
	h->build = build;
	memcpy(h->process, process, aex_trace_strlen(process, sizeof h->process - 1));
}

/* FNV-1a 64, the build identity hash. */
static inline uint64_t aex_fnv1a64(uint64_t h, const void *data, size_t n)
{
	const uint8_t *p = data;

	for (size_t i = 0; i < n; i++) {
		h ^= p[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}
#define AEX_FNV1A64_INIT 0xcbf29ce484222325ULL

#endif
