/* atomic.c — compiled with -march=rv32ima, gcc uses the A extension (amoadd.w), outside
 * RV32IM: the ISA check must reject the resulting RV32 ELF and name the function. */
int bump(int *p);

int bump(int *p)
{
	return __atomic_fetch_add(p, 1, __ATOMIC_RELAXED);
}

int main(void)
{
	int n = 1;

	return bump(&n);
}
