/* sparc-ops.S — SPARC V8 forms compiled C rarely or never shows, for the abstract-execution
 * tests (sparc-main.c calls each; `aex check` must regenerate the exact trace under every
 * placement): ldd/std (one 8-byte access), ldstub and swap (a read then a write), umul/smul
 * with %y, udiv after wr %y, [reg+reg] addresses, annulled branches with memory operations
 * and loaded values in their slots (the zero loop of Mazieres and Smith), ba,a, save/restore
 * with the restore computing, tail calls from a window (call; restore) and from a leaf
 * (mov %o7; call; mov %o7), and the window flush trap. */
	.section ".text"
	.align	4

/* int sum_words(const int *a, int n) — a leaf */
	.global	sum_words
	.type	sum_words, #function
sum_words:
	mov	0, %o2
	cmp	%o1, 0
	ble	2f
	 nop
1:	ld	[%o0], %o3
	add	%o2, %o3, %o2
	subcc	%o1, 1, %o1
	bne	1b
	 add	%o0, 4, %o0
2:	retl
	 mov	%o2, %o0
	.size	sum_words, .-sum_words

/* int sum_pairs(const long long *p, int n) — both words of each element, by ldd */
	.global	sum_pairs
	.type	sum_pairs, #function
sum_pairs:
	mov	0, %o2
	cmp	%o1, 0
	ble	2f
	 nop
1:	ldd	[%o0], %o4
	add	%o2, %o5, %o2
	add	%o2, %o4, %o2
	subcc	%o1, 1, %o1
	bne	1b
	 add	%o0, 8, %o0
2:	jmp	%o7+8
	 mov	%o2, %o0
	.size	sum_pairs, .-sum_pairs

/* void copy_pairs(long long *dst, const long long *src, int n) — ldd/std, [reg+reg] */
	.global	copy_pairs
	.type	copy_pairs, #function
copy_pairs:
	mov	0, %g1
	cmp	%o2, 0
	ble	2f
	 sll	%o2, 3, %o2
1:	ldd	[%o1+%g1], %o4
	std	%o4, [%o0+%g1]
	add	%g1, 8, %g1
	cmp	%g1, %o2
	bl	1b
	 nop
2:	retl
	 nop
	.size	copy_pairs, .-copy_pairs

/* int take_lock(unsigned char *lock) — ldstub in a return's delay slot */
	.global	take_lock
	.type	take_lock, #function
take_lock:
	retl
	 ldstub	[%o0], %o0
	.size	take_lock, .-take_lock

/* int exchange(int *p, int v) — swap */
	.global	exchange
	.type	exchange, #function
exchange:
	swap	[%o0], %o1
	retl
	 mov	%o1, %o0
	.size	exchange, .-exchange

/* int mul_index(const int *a, int i, int j) — a[(i*j + high word) & 7] through umul and %y,
 * then a[(i*j) & 3] through smul */
	.global	mul_index
	.type	mul_index, #function
mul_index:
	umul	%o1, %o2, %o3
	rd	%y, %o4
	add	%o3, %o4, %o3
	and	%o3, 7, %o3
	sll	%o3, 2, %o3
	ld	[%o0+%o3], %o5
	smul	%o1, %o2, %o3
	and	%o3, 3, %o3
	sll	%o3, 2, %o3
	ld	[%o0+%o3], %o3
	retl
	 add	%o5, %o3, %o0
	.size	mul_index, .-mul_index

/* int div_index(const int *a, unsigned x, unsigned d) — a[(x / d) & 7] */
	.global	div_index
	.type	div_index, #function
div_index:
	wr	%g0, 0, %y
	nop
	nop
	nop
	udiv	%o1, %o2, %o3
	and	%o3, 7, %o3
	sll	%o3, 2, %o3
	retl
	 ld	[%o0+%o3], %o0
	.size	div_index, .-div_index

/* void zero_bytes(char *p, int n) — the zero loop: clears p[n-1] .. p[0]; the store runs in
 * the annulled slot, only when the branch is taken */
	.global	zero_bytes
	.type	zero_bytes, #function
zero_bytes:
1:	subcc	%o1, 1, %o1
	bpos,a	1b
	 clrb	[%o0+%o1]
	retl
	 nop
	.size	zero_bytes, .-zero_bytes

/* int deref_if(int **p, int c) — c ? **p : 0; the slot loading *p runs only when taken */
	.global	deref_if
	.type	deref_if, #function
deref_if:
	cmp	%o1, 0
	bne,a	1f
	 ld	[%o0], %o0
	retl
	 mov	0, %o0
1:	retl
	 ld	[%o0], %o0
	.size	deref_if, .-deref_if

/* int pick(int c, const int *a, const int *b) — c == 0 ? *a : *b, by be,a and ba,a */
	.global	pick
	.type	pick, #function
pick:
	cmp	%o0, 0
	be,a	1f
	 mov	%o1, %o2
	ba,a	1f
	 nop
1:	retl
	 ld	[%o2], %o0
	.size	pick, .-pick

/* int win_sum(int *a, int n) — a window of its own, a frame slot, a call */
	.global	win_sum
	.type	win_sum, #function
win_sum:
	save	%sp, -104, %sp
	st	%i1, [%fp-4]
	ld	[%i0], %l0
	mov	%i0, %o0
	call	sum_words, 0
	 ld	[%fp-4], %o1
	add	%o0, %l0, %i0
	ret
	 restore
	.size	win_sum, .-win_sum

/* int tail_sum(int *a, int n) — sum_words(a, n) as a tail call from a window, the second
 * argument computed by the restore */
	.global	tail_sum
	.type	tail_sum, #function
tail_sum:
	save	%sp, -104, %sp
	st	%i1, [%fp-8]
	ld	[%fp-8], %l1
	call	sum_words, 0
	 restore %g0, %l1, %o1
	.size	tail_sum, .-tail_sum

/* int leaf_tail(int *a, int n) — sum_words(a, n) as a tail call from a leaf */
	.global	leaf_tail
	.type	leaf_tail, #function
leaf_tail:
	mov	%o7, %g1
	call	sum_words, 0
	 mov	%g1, %o7
	.size	leaf_tail, .-leaf_tail

/* int *elem_ptr(int *a, int i) — &a[i], computed by the restore */
	.global	elem_ptr
	.type	elem_ptr, #function
elem_ptr:
	save	%sp, -96, %sp
	sll	%i1, 2, %i1
	ta	3
	ret
	 restore %i0, %i1, %o0
	.size	elem_ptr, .-elem_ptr

/* int frame_walk(int depth, int *a) — recursion deep enough to spill and fill windows, each
 * level touching its own frame through %fp and the array through an argument */
	.global	frame_walk
	.type	frame_walk, #function
frame_walk:
	save	%sp, -104, %sp
	st	%i0, [%fp-4]
	cmp	%i0, 0
	be	1f
	 mov	0, %l0
	sub	%i0, 1, %o0
	call	frame_walk, 0
	 mov	%i1, %o1
	mov	%o0, %l0
1:	ld	[%fp-4], %l1
	and	%l1, 7, %l1
	sll	%l1, 2, %l1
	ld	[%i1+%l1], %l2
	add	%l0, %l2, %i0
	ret
	 restore
	.size	frame_walk, .-frame_walk

	.section .note.GNU-stack,"",@progbits
