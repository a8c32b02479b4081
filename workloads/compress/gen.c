/* gen.c — writes the inputs of the compress workload: `gen SIZE DIR` makes DIR/prose,
 * English-like text (Zipf-distributed words, sentences, paragraphs), and DIR/mixed, a file
 * whose character changes: prose, a table of numbers, C-like source, then pseudo-random
 * bytes and prose again, so that the ratio check of block mode empties the table. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bytes per file and size. Compressed with -b 12, mixed fills the code table and meets a
 * ratio check (every 10000 bytes) after its noise section, which empties the table. */
struct size {
	const char *name;
	long prose;
	long mixed;
};

static const struct size sizes[] = {
	{ "small", 6000, 26000 },
	{ "paper", 120000, 30000 },
};

static const char *const vocab[] = {
	"the", "of", "and", "to", "a", "in", "that", "is", "was", "he", "for", "it", "with",
	"as", "his", "on", "be", "at", "by", "had", "not", "are", "but", "from", "or",
	"have", "an", "they", "which", "one", "you", "were", "her", "all", "she", "there",
	"would", "their", "we", "him", "been", "has", "when", "who", "will", "more", "no",
	"if", "out", "so", "said", "what", "up", "its", "about", "into", "than", "them",
	"can", "only", "other", "new", "some", "could", "time", "these", "two", "may",
	"then", "do", "first", "any", "my", "now", "such", "like", "our", "over", "man",
	"me", "even", "most", "made", "after", "also", "did", "many", "before", "must",
	"through", "back", "years", "where", "much", "your", "way", "well", "down",
	"should", "because", "each", "just", "those", "people", "how", "too", "little",
	"state", "good", "very", "make", "world", "still", "own", "see", "men", "work",
	"long", "get", "here", "between", "both", "life", "being", "under", "never", "day",
	"same", "another", "know", "while", "last", "might", "us", "great", "old", "year",
	"off", "come", "since", "against", "go", "came", "right", "used", "take", "three",
	"himself", "few", "house", "use", "during", "without", "again", "place", "around",
	"however", "home", "small", "found", "thought", "went", "say", "part", "once",
	"general", "high", "upon", "school", "every", "does", "got", "united", "left",
	"number", "course", "war", "until", "always", "away", "something", "fact",
	"though", "water", "less", "public", "put", "think", "almost", "hand", "enough",
	"far", "took", "head", "yet", "government", "system", "better", "set", "told",
	"nothing", "night", "end", "why", "called", "eyes", "find", "going", "look",
	"asked", "later", "knew", "point", "next", "program", "city", "business", "give",
	"group", "toward", "young", "days", "let", "room", "president", "side", "social",
	"present", "given", "several", "order", "national", "second", "possible", "rather",
	"face", "among", "form", "important", "often", "things", "looked", "early", "white",
	"case", "story", "become", "large", "big", "need", "four", "within", "felt",
	"along", "children", "saw", "best", "church", "ever", "least", "power", "light",
	"thing", "seemed", "family", "interest", "want", "members", "mind", "country",
	"area", "others", "done", "turned", "although", "open", "service", "certain",
	"kind", "problem", "began", "different", "door", "thus", "help", "sense", "means",
	"whole", "matter", "perhaps", "itself", "times", "law", "human", "line", "above",
	"name", "example", "action", "company", "hands", "local", "show", "whether",
	"river", "garden", "harbour", "mountain", "letter", "window", "lamp", "bridge",
	"winter", "summer", "evening", "journey", "station", "village", "captain",
	"doctor", "stranger", "silence", "candle", "orchard", "valley",
};
#define NVOCAB ((int)(sizeof vocab / sizeof vocab[0]))

/* Identifiers and keywords of the C-like section. */
static const char *const idents[] = {
	"count", "buf", "len", "next", "prev", "node", "table", "hash", "code", "ent",
	"offset", "bits", "mask", "state", "result", "index", "limit", "flags", "error",
	"line", "value", "key", "size", "head", "tail", "list", "entry", "total",
};
#define NIDENTS ((int)(sizeof idents / sizeof idents[0]))

static uint64_t rng_state = 0x2545f4914f6cdd1dULL;

/* xorshift64*: the same sequence on every host. */
static uint32_t rng(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return (uint32_t)((rng_state * 0x2545f4914f6cdd1dULL) >> 32);
}

static int rng_below(int n)
{
	return (int)(rng() % (uint32_t)n);
}

static uint32_t cumulative[NVOCAB];

static void zipf_init(void)
{
	uint32_t sum = 0;

	for (int k = 0; k < NVOCAB; k++) {
		sum += 1000000u / (uint32_t)(k + 3);
		cumulative[k] = sum;
	}
}

static const char *zipf_word(void)
{
	uint32_t r = rng() % cumulative[NVOCAB - 1];
	int lo = 0, hi = NVOCAB - 1;

	while (lo < hi) {
		int mid = (lo + hi) / 2;

		if (cumulative[mid] > r)
			hi = mid;
		else
			lo = mid + 1;
	}
	return vocab[lo];
}

/* The file being written and its length so far. */
static FILE *out;
static long written;

static void put(const char *s)
{
	size_t n = strlen(s);

	fwrite(s, 1, n, out);
	written += (long)n;
}

/* Prose filled to 60-72 columns, in paragraphs, until the file reaches end bytes. */
static void prose(long end)
{
	int col = 0, width = 60 + rng_below(13);

	while (written < end) {
		int words = 5 + rng_below(14);

		for (int i = 0; i < words; i++) {
			char tok[64];
			const char *w = zipf_word();

			snprintf(tok, sizeof tok, "%s", w);
			if (i == 0)
				tok[0] = (char)(tok[0] - 'a' + 'A');
			if (i == words - 1)
				strcat(tok, rng_below(5) ? "." : "?");
			else if (rng_below(100) < 8)
				strcat(tok, ",");
			if (col && col + 1 + (int)strlen(tok) > width) {
				put("\n");
				col = 0;
				width = 60 + rng_below(13);
			}
			if (col) {
				put(" ");
				col++;
			}
			put(tok);
			col += (int)strlen(tok);
		}
		if (rng_below(6) == 0) {
			put("\n\n");
			col = 0;
		}
	}
	put("\n");
}

/* A table of measurements: right-aligned numbers in columns. */
static void numbers(long end)
{
	char line[128];
	long row = 1;

	while (written < end) {
		snprintf(line, sizeof line, "%6ld %8d %8d %5d.%02d %c\n", row++,
			 rng_below(100000), 1000 + rng_below(9000), rng_below(1000),
			 rng_below(100), "ABCD"[rng_below(4)]);
		put(line);
	}
}

/* Source code: short functions of assignments, loops and calls. */
static void source(long end)
{
	char line[160];
	int fn = 0;

	while (written < end) {
		int stmts = 3 + rng_below(8);

		snprintf(line, sizeof line, "\nstatic int %s_%d(struct %s *%s, int %s)\n{\n",
			 idents[rng_below(NIDENTS)], fn++, idents[rng_below(NIDENTS)],
			 idents[rng_below(NIDENTS)], idents[rng_below(NIDENTS)]);
		put(line);
		for (int i = 0; i < stmts; i++) {
			const char *a = idents[rng_below(NIDENTS)], *b = idents[rng_below(NIDENTS)];

			switch (rng_below(4)) {
			case 0:
				snprintf(line, sizeof line, "\t%s = %s + %d;\n", a, b, rng_below(64));
				break;
			case 1:
				snprintf(line, sizeof line, "\tfor (i = 0; i < %s; i++)\n\t\t%s[i] = %s;\n",
					 a, b, a);
				break;
			case 2:
				snprintf(line, sizeof line, "\tif (%s->%s == NULL)\n\t\treturn -1;\n", a,
					 b);
				break;
			default:
				snprintf(line, sizeof line, "\t%s(%s, %s);\n", a, b, idents[rng_below(NIDENTS)]);
				break;
			}
			put(line);
		}
		put("\treturn 0;\n}\n");
	}
}

/* Bytes with little redundancy: what compress meets in an archive of binaries. */
static void noise(long end)
{
	while (written < end) {
		fputc((int)(rng() >> 24), out);
		written++;
	}
}

static FILE *create(const char *dir, const char *name)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "gen: %s: %s\n", path, strerror(errno));
		exit(2);
	}
	written = 0;
	return f;
}

static void finish(void)
{
	if (fclose(out)) {
		fprintf(stderr, "gen: write error: %s\n", strerror(errno));
		exit(2);
	}
}

int main(int argc, char **argv)
{
	const struct size *s = NULL;
	long m;

	for (size_t i = 0; argc == 3 && i < sizeof sizes / sizeof sizes[0]; i++)
		if (strcmp(argv[1], sizes[i].name) == 0)
			s = &sizes[i];
	if (!s) {
		fprintf(stderr, "usage: gen small|paper DIR\n");
		return 2;
	}
	zipf_init();

	out = create(argv[2], "prose");
	prose(s->prose);
	finish();

	/* mixed: 35% prose, 20% numbers, 20% source, 10% noise, 15% prose. */
	m = s->mixed;
	out = create(argv[2], "mixed");
	prose(m * 35 / 100);
	numbers(m * 55 / 100);
	source(m * 75 / 100);
	noise(m * 85 / 100);
	prose(m);
	finish();
	return 0;
}
