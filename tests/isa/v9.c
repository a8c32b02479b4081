/* v9.c — compiled with -mcpu=v9, gcc uses V9-only instructions (conditional moves, `return`):
 * the ISA check must reject the resulting SPARC ELF and name the function. */
int pick(int a, int b, int c);

int pick(int a, int b, int c)
{
	return a < b ? c : a + pick(a - 1, b, c);
}

int main(void)
{
	return pick(3, 1, 2);
}
