/* recursion.c — deep recursion (hundreds of frames, far more than 50) with live values in
 * every frame: Ackermann, a recursive tree build and walk; prints a checksum. */
#include <stdio.h>
#include <stdlib.h>

struct node {
	struct node *left, *right;
	int key;
};

static unsigned ack(unsigned m, unsigned n)
{
	if (m == 0)
		return n + 1;
	if (n == 0)
		return ack(m - 1, 1);
	return ack(m - 1, ack(m, n - 1));
}

static struct node *insert(struct node *t, int key)
{
	if (!t) {
		t = calloc(1, sizeof *t);
		t->key = key;
		return t;
	}
	if (key < t->key)
		t->left = insert(t->left, key);
	else
		t->right = insert(t->right, key);
	return t;
}

static unsigned walk(const struct node *t, unsigned depth, unsigned *maxdepth)
{
	if (!t)
		return 0;
	if (depth > *maxdepth)
		*maxdepth = depth;
	return walk(t->left, depth + 1, maxdepth) * 3u + (unsigned)t->key +
	       walk(t->right, depth + 1, maxdepth);
}

int main(void)
{
	struct node *root = NULL;
	unsigned maxdepth = 0, w;

	/* keys mostly increasing: a deep, list-like tree */
	for (int i = 0; i < 400; i++)
		root = insert(root, i * 5 + (i % 7 == 0 ? -3 : 0));
	w = walk(root, 1, &maxdepth);
	printf("recursion ack %u walk %u depth %u\n", ack(2, 60), w, maxdepth);
	return 0;
}
