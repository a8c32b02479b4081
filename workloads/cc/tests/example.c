/* example.c — a fixed program using every feature of cc's C subset; `cc example.c` in this
 * directory writes example.s. Linked with a write(), main() prints a column of checksums. */

# 1 "example.c"
typedef unsigned int size_t;
typedef struct node Node;
typedef int (*binop)(int, int);

extern int write(int fd, const char *buf, int n);

enum color { RED, GREEN = 5, BLUE, LAST = BLUE + 10 };

struct pair {
	short lo;
	unsigned char flag;
	int hi;
};

struct node {
	int key;
	char name[6];
	struct pair pr;
	Node *next;
};

union word {
	int i;
	unsigned char b[4];
};

int table[8] = { 1, 1, 2, 3, 5, 8, 13 };
char banner[] = "cc\t\"ok\"\n";
const char *words[] = { "alpha", "beta", "gamma", 0 };
struct pair origin = { -1, 200, 77 };
Node nodes[4];
Node *head = &nodes[0];
static unsigned seed = 12345;
int *tail_ptr = &table[7];
unsigned long total;
short shorts[3] = { -2, 300 };
char letters[2][3] = { { 'a', 'b', 'c' }, "de" };

static char obuf[16];

static void put_num(int v)
{
	char *p = obuf + sizeof(obuf) - 1;
	int neg = v < 0;
	unsigned u = neg ? -(unsigned)v : (unsigned)v;

	*p = '\n';
	do {
		*--p = (char)('0' + u % 10);
		u /= 10;
	} while (u != 0);
	if (neg)
		*--p = '-';
	write(1, p, (int)(obuf + sizeof(obuf) - p));
}

static int put_str(const char *s)
{
	static int calls;
	const char *e = s;

	while (*e)
		e++;
	calls++;
	return write(1, s, e - s) + calls;
}

/* An old-style definition. */
int scale(x, k)
	int x;
	char k;
{
	return x * k;
}

static int next_rand(void)
{
	seed = seed * 1103515245 + 12345;
	return (seed >> 16) & 0x7fff;
}

int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }
int mul(int a, int b) { return a * b; }

int apply(binop f, int a, int b)
{
	return (*f)(a, b) + f(b, a);
}

int fib(int n)
{
	return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

unsigned bits(unsigned u, int n)
{
	unsigned r = 0;
	register int i;

	for (i = 0; i < n; i++) {
		r = (r << 1) | (u & 1);
		u >>= 1;
	}
	return r ^ ~0u >> 28;
}

int classify(int c)
{
	switch (c) {
	case 'a': case 'e': case 'i': case 'o': case 'u':
		return 1;
	case '0': case '1': case '2': case '3': case '4':
	case '5': case '6': case '7': case '8': case '9':
		return 2;
	case ' ':
	case '\n':
		return 3;
	default:
		return 0;
	}
}

int sparse(int v)
{
	switch (v) {
	case -1000: return 1;
	case -7: return 2;
	case 0: return 3;
	case 12: return 4;
	case 99: return 5;
	case 1000: return 6;
	case 40000: return 7;
	case 123456: return 8;
	}
	return 0;
}

int list_sum(Node *n)
{
	int s = 0;

	for (; n; n = n->next) {
		if (n->key < 0)
			continue;
		s += n->key + n->pr.hi - n->pr.lo;
		if (s > 100000)
			break;
	}
	return s;
}

void build(void)
{
	int i;
	Node *p;

	for (i = 0, p = nodes; p < nodes + 4; p++, i++) {
		p->key = i * i - 1;
		p->name[0] = (char)('A' + i);
		p->name[1] = '\0';
		p->pr = origin;
		p->pr.lo += (short)i;
		p->next = i < 3 ? p + 1 : (Node *)0;
	}
}

int strings(void)
{
	char buf[12] = "hey";
	const char **w;
	char *d = buf + 3;
	int n = 0;

	for (w = words; *w; w++)
		n += (*w)[0] - 'a' + (int)sizeof(**w);
	*d++ = '!';
	*d = 0;
	n += buf[3] == '!' && !buf[4];
	return n * 10 + (d - buf);
}

int compound(int x)
{
	int y = 7;
	unsigned u = 0xdeadbeefu;
	char c = 100;
	short s = -300;

	y += x;
	y -= 2;
	y *= 3;
	y /= 2;
	y %= 1000;
	y <<= 2;
	y >>= 1;
	y &= 0x7ff;
	y |= 0x1000;
	y ^= 0x55;
	u >>= 4;
	u /= 3u;
	c += 50;
	s *= 2;
	return y + (int)(u & 0xffff) + c + s;
}

int logic(int a, int b)
{
	int r = 0;

	if (a && b)
		r |= 1;
	if (a || b)
		r |= 2;
	if (!a)
		r |= 4;
	if (a > b || (a == b && b != 0))
		r |= 8;
	if (a <= b && !(b < 0))
		r |= 16;
	r += (a >= 0) + (b >= 0) * 2;
	return r;
}

int unsigned_cmp(unsigned a, unsigned b, unsigned char c)
{
	return (a < b) * 4 + (a >= b) * 2 + (c > 128) + (c < 3u);
}

int jumps(int n)
{
	auto int i = 0, acc = 0;
	volatile int limit = 50;

again:
	acc += i;
	if (++i < n)
		goto again;
	while (1) {
		if (acc > limit)
			break;
		acc += 7;
	}
	do
		acc--;
	while (acc % 3);
	return acc;
}

int pointers(void)
{
	int a[5];
	int *p = a, *q = &a[4];
	union word w;
	int i;

	for (i = 0; i < 5; i++)
		*p++ = i * 3;
	p = a;
	w.i = 0x01020304;
	return (int)(q - p) + *(q - 1) + p[2] + w.b[0] + w.b[3] + (int)sizeof(w) + (int)(&a[3] - a);
}

int conversions(int x)
{
	char c = (char)x;
	unsigned char uc = (unsigned char)x;
	short s = (short)(x * 300);
	unsigned short us = (unsigned short)s;
	int back = (signed char)uc;
	void *vp = &x;
	int *ip = (int *)vp;

	return c + uc + s + us + back + (*ip == x) + (int)(size_t)sizeof(short);
}

int side_effects(void)
{
	int i = 5, j, k;

	j = i++;
	j += ++i;
	k = (i--, --i, i * 2);
	j = j > k ? j - k : k - j;
	return j + (i ? 1 : 0) + (k = 3, k + 1);
}

int main(void)
{
	int sum = 0;
	int i;
	struct pair local = { 3, 4, 5 };
	binop ops[3];

	put_str(banner);
	build();
	ops[0] = add;
	ops[1] = sub;
	ops[2] = &mul;
	for (i = 0; i < 3; i++)
		sum += apply(ops[i], i + 2, 7);
	put_num(sum);
	put_num(fib(12));
	put_num((int)bits(0x12345678u, 12));
	for (i = 0, sum = 0; banner[i]; i++)
		sum = sum * 3 + classify(banner[i]) + classify("aeiou 09"[i % 8]);
	put_num(sum);
	put_num(sparse(-7) + sparse(40000) * 10 + sparse(5) * 100 + sparse(123456) * 1000);
	put_num(list_sum(head));
	put_num(strings());
	put_num(compound(123));
	put_num(logic(0, 5) * 100 + logic(3, 3));
	put_num(unsigned_cmp(1u, 0xffffffffu, 200));
	put_num(jumps(6));
	put_num(pointers());
	put_num(conversions(200) + conversions(-3));
	put_num(side_effects());
	put_num(scale(7, 6) + table[6] + *tail_ptr + shorts[1] + letters[1][1]);
	put_num(local.lo + local.flag + local.hi + origin.flag + LAST + GREEN);
	for (i = 0, sum = 0; i < 10; i++)
		sum ^= next_rand();
	total += (unsigned long)sum;
	put_num((int)total);
	return 0;
}
