/* events.c — libFuzzer harness: a stored event trace through a real regenerator (the one
 * make fuzz builds for a program, linked in), its records into a sink that stops after
 * FUZZ_MAX_RECORDS. The first input byte chooses what the rest is: even, a stored file as it
 * is (the frame reader's checks); odd, what the program writes into its event pipe (chunks of
 * its two streams, docs/event-format.md), split into the streams as aex run splits it (up to
 * a malformed chunk header) and framed here with valid checksums (the regenerator's own
 * checks), compressed if its bit 1 is set, with a sync frame every 512 bytes if its bit 3
 * is set (docs/event-format.md); its bit 2 sets a small bound on pending records
 * (--max-pending). Every input must end as complete, truncated or refused: never a crash, a
 * hang or a sanitizer report. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "aex_regen.h"
#include "evframe.h"
#include "rg.h"

#define FUZZ_MAX_RECORDS (1u << 22)

static size_t seen;

static int sink_records(void *ctx, const aex_record *r, size_t n)
{
	(void)ctx;
	(void)r;
	seen += n;
	return seen > FUZZ_MAX_RECORDS;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct aex_sink sink = { sink_records, NULL };
	struct aex_regen_result res;
	int fd;

	if (size < 1)
		return 0;
	fd = memfd_create("events", MFD_CLOEXEC);
	if (fd < 0)
		abort();
	if (data[0] & 1) {
		struct evf_header h = { rg_program.big_endian, "", rg_program.build, rg_program.traced };
		struct evf_end end = { AEX_EVENTS_HOW_EXITED, 0, 0, 0, 0 };
		struct evf_writer w;
		struct evf_pipe pp = { &w, { 0 } };

		for (int i = 0; i < 8 && rg_program.isa[i]; i++)
			h.isa[i] = rg_program.isa[i];
		evf_demux_init(&pp.dm, rg_program.big_endian);
		if (evf_writer_open(&w, fd, &h, (data[0] >> 1) & 1 ? 1 : 0, 256) < 0)
			abort();
		w.sync_every = (data[0] >> 3) & 1 ? 512 : 0;
		if ((evf_demux(&pp.dm, data + 1, size - 1, evf_pipe_put, &pp) < 0 && !pp.dm.bad) ||
		    evf_finish(&w, &end) < 0)
			abort();
		evf_writer_free(&w);
	} else if (write(fd, data + 1, size - 1) != (ssize_t)(size - 1)) {
		abort();
	}
	if (lseek(fd, 0, SEEK_SET) != 0)
		abort();
	seen = 0;
	/* Records pending before they go on unconfirmed: a few thousand when the first byte's
	 * bit 2 is set (that path, and less memory to fault in per input), 2^18 otherwise. */
	rg_uncommitted_max = (data[0] >> 2) & 1 ? 1u << 12 : 1u << 18;
	aex_regen(fd, &sink, &res);
	if (res.status != AEX_REGEN_COMPLETE && res.status != AEX_REGEN_TRUNCATED &&
	    res.status != AEX_REGEN_ERROR)
		abort();
	close(fd);
	return 0;
}
