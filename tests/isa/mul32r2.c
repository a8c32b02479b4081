/* mul32r2.c — conforming C that, compiled with -march=mips32r2, uses the MIPS32 `mul`
 * instruction: the ISA check must reject the resulting MIPS ELF and name `scale` and `mul`. */
int scale(int a, int b);

int scale(int a, int b)
{
	return a * b;
}

int main(void)
{
	return scale(6, 7) == 42 ? 0 : 1;
}
