/* crc.c — CRC-32 (polynomial 0xedb88320, reflected), table driven; the table is built on
 * first use. */
#include "compress.h"

static uint32_t table[256];
static int table_ready;

static void make_table(void)
{
	for (uint32_t n = 0; n < 256; n++) {
		uint32_t c = n;

		for (int k = 0; k < 8; k++)
			c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
		table[n] = c;
	}
	table_ready = 1;
}

uint32_t crc32_update(uint32_t crc, const uint8_t *p, size_t n)
{
	if (!table_ready)
		make_table();
	crc = ~crc;
	while (n--)
		crc = table[(crc ^ *p++) & 0xff] ^ (crc >> 8);
	return ~crc;
}
