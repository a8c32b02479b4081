/* gen.c — writes the input of the egrep workload: `gen SIZE DIR` makes DIR/text, English-like
 * prose (Zipf-distributed words, sentences, numbers, paragraphs) filled to 60-80 columns. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The runs. args: the papers' case, a pattern that no line contains, so egrep reads the whole
 * file through the DFA (two loads a byte), prints nothing and exits 1; 5 MB for paper.
 * args.match: a pattern that about 4% of the lines match, printed. Neither uses -c. The
 * vocabulary has neither "zebra" nor "quartz", which keeps the first pattern unmatched. */
#define SMALL_BYTES 200000L
#define PAPER_BYTES 5000000L

/* Common English words, roughly most frequent first: word k is drawn with weight 1/(k+3). */
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
	"nothing", "night", "end", "why", "called", "didn't", "eyes", "find", "going",
	"look", "asked", "later", "knew", "point", "next", "program", "city", "business",
	"give", "group", "toward", "young", "days", "let", "room", "president", "side",
	"social", "present", "given", "several", "order", "national", "second", "possible",
	"rather", "per", "face", "among", "form", "important", "often", "things", "looked",
	"early", "white", "case", "story", "become", "large", "big", "need", "four",
	"within", "felt", "along", "children", "saw", "best", "church", "ever", "least",
	"power", "development", "light", "thing", "seemed", "family", "interest", "want",
	"members", "mind", "country", "area", "others", "done", "turned", "although",
	"open", "god", "service", "certain", "kind", "problem", "began", "different",
	"door", "thus", "help", "sense", "means", "whole", "matter", "perhaps", "itself",
	"yes", "times", "law", "human", "line", "above", "name", "example", "action",
	"company", "hands", "local", "show", "whether", "five", "history", "gave", "today",
	"either", "act", "feet", "across", "taken", "past", "quite", "anything", "seen",
	"having", "death", "week", "experience", "body", "word", "half", "really",
	"field", "am", "car", "words", "already", "themselves", "information", "tell",
	"college", "shall", "money", "period", "held", "keep", "sure", "free", "seems",
	"political", "real", "behind", "cannot", "miss", "question", "air", "office",
	"making", "brought", "whose", "special", "major", "heard", "problems", "federal",
	"became", "study", "ago", "moment", "known", "result", "street", "economic",
	"boy", "position", "reason", "change", "south", "board", "individual", "job",
	"society", "areas", "west", "close", "turn", "love", "community", "true", "court",
	"force", "full", "seem", "wife", "future", "age", "wanted", "department", "voice",
	"center", "woman", "control", "common", "necessary", "following", "front",
	"sometimes", "six", "girl", "clear", "further", "land", "run", "students",
	"provide", "feel", "party", "able", "mother", "music", "education", "university",
	"child", "effect", "level", "stood", "military", "town", "short", "morning",
	"total", "outside", "rate", "figure", "class", "art", "century", "washington",
	"north", "usually", "leave", "therefore", "evidence", "plan", "million", "sound",
	"top", "black", "strong", "hard", "various", "says", "believe", "type", "value",
	"play", "surface", "soon", "mean", "near", "lines", "table", "peace", "modern",
	"tax", "road", "red", "book", "personal", "process", "situation", "minutes",
	"increase", "schools", "idea", "english", "alone", "women", "gone", "nor",
	"river", "garden", "harbour", "mountain", "letter", "window", "lamp", "bridge",
	"winter", "summer", "evening", "journey", "station", "village",
	"captain", "doctor", "stranger", "silence", "candle", "orchard", "valley",
};
#define NVOCAB ((int)(sizeof vocab / sizeof vocab[0]))

/* Names that start a sentence or follow a preposition now and then. */
static const char *const names[] = {
	"London", "Paris", "Mary", "Thomas", "Elizabeth", "Boston", "Edward", "Anne",
	"Chicago", "Henry", "Margaret", "Oxford", "Charles", "Lucy", "Vienna", "Arthur",
};
#define NNAMES ((int)(sizeof names / sizeof names[0]))

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

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

/* The line being filled, and where finished lines go. */
static FILE *out;
static char line[128];
static int line_len;
static int line_width;
static long written;

static void line_flush(void)
{
	line[line_len++] = '\n';
	fwrite(line, 1, (size_t)line_len, out);
	written += line_len;
	line_len = 0;
	line_width = 60 + rng_below(21);
}

/* Appends one token, separated by a space unless it starts the line. */
static void emit(const char *tok)
{
	int n = (int)strlen(tok);

	if (line_len && line_len + 1 + n > line_width)
		line_flush();
	if (line_len)
		line[line_len++] = ' ';
	memcpy(line + line_len, tok, (size_t)n);
	line_len += n;
}

/* A number: a year, a count, a time of day or a percentage. */
static void number(char *buf, size_t size)
{
	switch (rng_below(4)) {
	case 0:
		snprintf(buf, size, "%d", 1700 + rng_below(330));
		break;
	case 1:
		snprintf(buf, size, "%d", 2 + rng_below(98));
		break;
	case 2:
		snprintf(buf, size, "%d:%02d", 1 + rng_below(12), rng_below(60));
		break;
	default:
		snprintf(buf, size, "%d%%", 1 + rng_below(99));
		break;
	}
}

static void sentence(void)
{
	int words = 4 + rng_below(10) + rng_below(10);
	char tok[64];

	for (int i = 0; i < words; i++) {
		int r = rng_below(1000);

		if (r < 8)
			number(tok, sizeof tok);
		else if (r < 22)
			snprintf(tok, sizeof tok, "%s", names[rng_below(NNAMES)]);
		else if (r < 28)
			snprintf(tok, sizeof tok, "%s-%s", zipf_word(), zipf_word());
		else
			snprintf(tok, sizeof tok, "%s", zipf_word());
		if (i == 0 && tok[0] >= 'a' && tok[0] <= 'z')
			tok[0] = (char)(tok[0] - 'a' + 'A');
		if (i == words - 1)
			strcat(tok, rng_below(6) < 4 ? "." : rng_below(2) ? "?" : "!");
		else if (rng_below(100) < 7)
			strcat(tok, rng_below(5) ? "," : ";");
		emit(tok);
	}
}

int main(int argc, char **argv)
{
	long size;
	char path[4096];

	if (argc != 3 || (strcmp(argv[1], "small") && strcmp(argv[1], "paper"))) {
		fprintf(stderr, "usage: gen small|paper DIR\n");
		return 2;
	}
	size = strcmp(argv[1], "small") ? PAPER_BYTES : SMALL_BYTES;
	snprintf(path, sizeof path, "%s/text", argv[2]);
	out = fopen(path, "w");
	if (!out) {
		fprintf(stderr, "gen: %s: %s\n", path, strerror(errno));
		return 2;
	}
	zipf_init();
	line_width = 60 + rng_below(21);
	while (written < size) {
		int sentences = 2 + rng_below(7);

		for (int i = 0; i < sentences && written < size; i++)
			sentence();
		if (line_len)
			line_flush();
		if (written < size)
			line_flush();
	}
	if (fclose(out)) {
		fprintf(stderr, "gen: %s: %s\n", path, strerror(errno));
		return 2;
	}
	return 0;
}
