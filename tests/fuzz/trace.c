/* trace.c — libFuzzer harness: the canonical full-trace reader that aex diff, stat and convert
 * use (lib/trace.c), over a whole input, and a repair of it. Every input must end as a
 * trace, a truncated trace or an error: never a crash, a hang or a sanitizer report. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "trace.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int fd = memfd_create("trace", MFD_CLOEXEC);
	char path[64];
	struct trace_reader r;
	struct trace_record rec;
	enum trace_status st = TRACE_ERROR;
	uint64_t counts[3];
	bool repaired;

	if (fd < 0 || write(fd, data, size) != (ssize_t)size)
		abort();
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	if (trace_open(&r, path) == 0) {
		while ((st = trace_next(&r, &rec)) == TRACE_RECORD)
			if (rec.kind < 1 || rec.kind > 3 || rec.size < 1 || rec.size > 8)
				abort();
		trace_close(&r);
	}
	if (st != TRACE_END && st != TRACE_TRUNCATED && st != TRACE_ERROR)
		abort();
	trace_repair(path, counts, &repaired);
	close(fd);
	return 0;
}
