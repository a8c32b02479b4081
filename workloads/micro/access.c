/* access.c — loads and stores of every width and signedness (byte, halfword, word,
 * doubleword), aligned at every offset they allow, through arrays and structs; prints a
 * checksum. */
#include <stdint.h>
#include <stdio.h>

struct mix {
	int8_t b;
	uint8_t ub;
	int16_t h;
	uint16_t uh;
	int32_t w;
	uint32_t uw;
	int64_t d;
};

static struct mix recs[32];
static uint8_t bytes[256];
static int16_t halves[64];
static uint64_t dwords[16];

int main(void)
{
	uint32_t sum = 0;
	int64_t acc = 0;

	for (int i = 0; i < 256; i++)
		bytes[i] = (uint8_t)(i * 37 + 11);
	for (int i = 0; i < 32; i++) {
		recs[i].b = (int8_t)bytes[i * 7 % 256];
		recs[i].ub = bytes[i * 11 % 256];
		recs[i].h = (int16_t)(bytes[i] << 8 | bytes[i + 1]);
		recs[i].uh = (uint16_t)(recs[i].h * 3);
		recs[i].w = recs[i].h * recs[i].b - i;
		recs[i].uw = (uint32_t)recs[i].w ^ 0xdeadbeefu;
		recs[i].d = (int64_t)recs[i].w * -977 + recs[i].uh;
	}
	for (int i = 0; i < 64; i++)
		halves[i] = (int16_t)(recs[i % 32].h - i * 1000);
	for (int i = 0; i < 16; i++)
		dwords[i] = (uint64_t)recs[i].d * 0x100000001ull + (uint64_t)halves[i * 4];
	for (int i = 0; i < 32; i++) {
		sum = sum * 31 + (uint32_t)recs[i].b + recs[i].ub;
		sum = sum * 31 + (uint32_t)recs[i].h + recs[i].uh;
		sum = sum * 31 + (uint32_t)recs[i].w + recs[i].uw;
		acc += recs[i].d;
	}
	for (int i = 0; i < 64; i++)
		sum += (uint32_t)(int32_t)halves[i] * (uint32_t)(i + 1);
	for (int i = 0; i < 16; i++)
		acc ^= (int64_t)dwords[i];
	for (int i = 0; i < 256; i += 3)
		sum ^= (uint32_t)(int8_t)bytes[i] << (i % 24);
	printf("access %u %lld\n", sum, (long long)acc);
	return 0;
}
