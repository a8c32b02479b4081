/* main.c — the compress workload: compresses each file named on the command line in memory,
 * decompresses the result and checks that it gives the file back. Prints the sizes, the ratio,
 * the table statistics and CRC-32 checksums. `-b BITS` sets the widest code for the
 * files after it (9..16, default 16); `-C` turns block mode off for them.
 *
 *   mixed: 26023 bytes, crc 550d8a50
 *     compressed -b 12: 17962 bytes, 30.97% saved, 12442 codes, 1 clears, hsize 35023, 4033
 *       probes, 12 bits, crc 19704918          (one line)
 *     decompressed: 26023 bytes, crc 550d8a50, identical
 *   1 files, all round trips identical
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compress.h"

/* "56.05" for the saving of out against in, in hundredths of a percent, sign included. */
static void format_saving(char *s, size_t size, long in, long out)
{
	long long h = in ? ((long long)(in - out) * 10000) / in : 0;
	long long a = h < 0 ? -h : h;

	snprintf(s, size, "%s%lld.%02lld", h < 0 ? "-" : "", a / 100, a % 100);
}

static void report(const char *what, int maxbits, const struct lzw_stats *st, uint32_t crc)
{
	char saved[32];

	format_saving(saved, sizeof saved, st->in_bytes, st->out_bytes);
	printf("  %s -b %d: %ld bytes, %s%% saved, %ld codes, %d clears, hsize %d, %ld probes, "
	       "%d bits, crc %08x\n", what, maxbits, st->out_bytes, saved, st->codes, st->clears,
	       st->hsize, st->probes, st->final_bits, (unsigned)crc);
}

/* Compresses, decompresses and compares one file; returns 0 when the round trip holds. */
static int round_trip(const char *path, int maxbits, int block)
{
	struct buf in, z, back;
	struct lzw_stats st;
	uint32_t crc_in, crc_z, crc_back;
	int rc = 0, smaller;

	if (buf_read_file(&in, path) < 0)
		return 1;
	crc_in = crc32_update(0, in.data, in.len);
	printf("%s: %ld bytes, crc %08x\n", path, (long)in.len, (unsigned)crc_in);

	buf_init(&z, in.len / 2 + 64);
	smaller = lzw_compress(&in, &z, maxbits, block, &st) == 0;
	crc_z = crc32_update(0, z.data, z.len);
	report("compressed", maxbits, &st, crc_z);
	if (!smaller)
		printf("  compressed: not smaller, compress would keep the file\n");

	buf_init(&back, in.len + 64);
	if (lzw_decompress(&z, &back) < 0) {
		rc = 1;
	} else {
		crc_back = crc32_update(0, back.data, back.len);
		if (back.len == in.len && memcmp(back.data, in.data, in.len) == 0) {
			printf("  decompressed: %ld bytes, crc %08x, identical\n", (long)back.len,
			       (unsigned)crc_back);
		} else {
			size_t i = 0;

			while (i < back.len && i < in.len && back.data[i] == in.data[i])
				i++;
			printf("  decompressed: %ld bytes, crc %08x, DIFFERENT from byte %ld\n",
			       (long)back.len, (unsigned)crc_back, (long)i);
			rc = 1;
		}
	}

	buf_free(&back);
	buf_free(&z);
	buf_free(&in);
	return rc;
}

static void usage(void)
{
	fprintf(stderr, "usage: compress [-C] [-b BITS] FILE...\n");
	exit(2);
}

int main(int argc, char **argv)
{
	int maxbits = BITS, block = 1, files = 0, failed = 0;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-b") == 0) {
			char *end;

			if (++i == argc)
				usage();
			maxbits = (int)strtol(argv[i], &end, 10);
			if (*end || maxbits < INIT_BITS || maxbits > BITS) {
				fprintf(stderr, "compress: -b %s: bits must be %d..%d\n", argv[i],
					INIT_BITS, BITS);
				return 2;
			}
		} else if (strcmp(argv[i], "-C") == 0) {
			block = 0;
		} else if (argv[i][0] == '-') {
			usage();
		} else {
			failed |= round_trip(argv[i], maxbits, block);
			files++;
		}
	}
	if (!files)
		usage();
	printf("%d files, %s\n", files, failed ? "FAILED" : "all round trips identical");
	return failed;
}
