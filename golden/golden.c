/* golden.c — QEMU 7.2 TCG plugin (API v1) that logs the golden full trace of a guest: every
 * instruction fetch and every data access of user code, in execution order, exactly once, in
 * the canonical format of include/aex_trace.h.
 *
 *   qemu-mips -plugin golden.so,out=t.trace,build=0123456789abcdef,stats=t.stats prog
 *   $ cat t.stats
 *   insns 1048580
 *   reads 201337
 *   writes 99812
 *   wall_s 0.412803
 *
 * Options (key=value; an unknown key refuses to load):
 *   out=PATH     trace file; a forked child's trace goes to PATH.<n> (its process path)
 *   fd=N         write the first process's trace to descriptor N instead (children still
 *                use out=PATH as their prefix)
 *   build=HEX    build identity (FNV-1a 64 of the plain ELF) for the header
 *   stats=PATH   write the counts at a normal exit (a child's: PATH.<n>); a trace whose
 *                stats file is missing ended with a signal and has no END record; with
 *                trace=off the instruction count of such a process is in PATH.insns
 *                (PATH.<n>.insns), 8 bytes in the host's order
 *   trace=on|off off: count instructions only (exact inline counter), no trace
 *   count=on|off with trace=off, off: no instrumentation at all; the stats file then gives
 *                only the process's wall time (what `aex check` times processes with)
 *   map=PATH     the golden trace of a traced ELF's run, as its plain ELF's would be
 *                (docs/golden.md): PATH holds {traced, plain} address pairs of the original
 *                instructions, sorted (regen --pcmap); an instruction at an address in the
 *   drop=LO-HI   range drop= gives (hex, the traced ELF's text) is logged at its plain
 *                address when it is an original one, and not at all (nor its accesses)
 *                otherwise: the tracing runtime, the instrumentation, the event stores;
 *                a delay slot the instrumenter moved in front of its branch
 *                (AEX_PCMAP_AFTER) is held back and logged after the branch's fetch, and
 *                the nop in the place of a slot copied onto the edges (AEX_PCMAP_SILENT) is
 *                not logged: the copy that runs is
 *                drop= without map=: an instruction in the range is not logged, nor its
 *                accesses (a replay ELF's recording layer, docs/replay.md)
 *   signals=record@HEX, signals=replay@HEX
 *                (with drop= alone) count the instructions of the blocks outside the range
 *                into the recording layer's words at HEX, and on replay send the signal
 *                the layer asks for when the count reaches the one it gives (on_block_start)
 *   trap=HEX     the bytes of a system call's instruction: a block that ends with one has
 *                the signal sent after the call (before it when the layer's pc is the call's)
 *
 * Special accesses (docs/trace-format.md): an annulled SPARC delay slot does not execute and is
 * absent; ldd/std are one 8-byte access; ldstub/swap a read then a write. MIPS lwl/lwr/swl/swr
 * are one record each with the architectural address and size (qemu performs them as a byte
 * probe plus a word, or byte by byte: its first access gives the address, the rest are dropped).
 * A faulting instruction's fetch is logged, its access is not. Register-window spills and fills
 * happen inside qemu and are never logged.
 * Limits: one vCPU (guest threads are not supported); execve ends the trace. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "aex_regen.h"
#include "aex_trace.h"
#include "qemu_plugin_api.h"
#include "replay-core.h"

QEMU_PLUGIN_EXPORT int qemu_plugin_version = 1;

/* Special access rules, chosen at translation time (the instruction's udata). */
enum special {
	SP_NONE = 0,
	SP_LWL,  /* read [A, A|3] */
	SP_LWR,  /* read [A&~3, A] */
	SP_SWL,  /* write [A, A|3] */
	SP_SWR,  /* write [A&~3, A] */
	SP_WINDOW, /* SPARC save/restore: a window trap makes qemu run it a second time */
};

/* Records go into buf. For a regular file, buf is a MAP_SHARED window of the file itself, so
 * what was logged survives the process being killed by a signal (qemu runs no exit hook
 * then): the file holds every record, then zero padding, which readers recognise and
 * `aex golden` trims. For a pipe, buf is memory written out when full. */
#define WINDOW (32u << 20)
#define PIPE_BUF_SIZE (1u << 20)
#define HIGH_FD 900

static uint8_t *buf;
static size_t buf_len, buf_cap;
static int mapped;
static off_t win_off;
static long page_size;
static struct aex_trace_state enc;
static uint64_t n_insns, n_reads, n_writes;
/* The inline instruction counter of trace=off. With stats=PATH it lives in a shared mapping
 * of PATH.insns (a child's: PATH.N.insns), so that a process killed by a signal, which runs
 * no exit hook, leaves its count there; a normal exit writes the stats file and removes it. */
static uint64_t count_fallback, *icount = &count_fallback;
static int pending;              /* special access awaiting its first memory callback */

static int out_fd = -1;
static char *out_path, *stats_path;
static char process[24] = "0";
static unsigned children;
static uint64_t build_id;
static const char *isa_name;
static int big_endian;
static int tracing = 1;
static int counting = 1;
static uint32_t (*pcmap)[2];     /* map=: {traced, plain}, sorted */
static size_t npcmap;
static uint64_t drop_lo, drop_hi; /* drop=: the traced text */
static double t_start;           /* when this process began (plugin load or fork) */
static int write_failed;

static void die(const char *msg)
{
	char line[512];

	snprintf(line, sizeof line, "aex golden plugin: error: %s\n", msg);
	if (write(STDERR_FILENO, line, strlen(line)) < 0)
		_exit(1);
	_exit(1);
}

static void write_all(const uint8_t *p, size_t n)
{
	while (n > 0 && !write_failed) {
		ssize_t w = write(out_fd, p, n);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			char msg[128];
			snprintf(msg, sizeof msg, "writing the trace: %s", strerror(errno));
			write_failed = 1;
			die(msg);
		}
		p += w;
		n -= (size_t)w;
	}
}

static void map_window(off_t off)
{
	void *p;

	if (ftruncate(out_fd, off + (off_t)WINDOW) < 0)
		die("cannot extend the trace file");
	p = mmap(NULL, WINDOW, PROT_READ | PROT_WRITE, MAP_SHARED, out_fd, off);
	if (p == MAP_FAILED)
		die("cannot map the trace file");
	buf = p;
	buf_cap = WINDOW;
	win_off = off;
}

/* Moves the window forward by whole pages, keeping the partial last page mapped. */
static void advance(void)
{
	size_t keep = buf_len % (size_t)page_size;
	off_t next = win_off + (off_t)(buf_len - keep);

	munmap(buf, buf_cap);
	map_window(next);
	buf_len = keep;
}

/* Writes out (pipe) or commits (file) everything logged so far. */
static void flush(void)
{
	if (out_fd < 0)
		return;
	if (mapped) {
		if (buf_len > buf_cap - 4096)
			advance();
	} else {
		write_all(buf, buf_len);
		buf_len = 0;
	}
}

static inline void room(void)
{
	if (buf_len > buf_cap - 64)
		flush();
}

/* Ends the file at the last record and drops the mapping (normal exit). */
static void finish_output(void)
{
	if (out_fd < 0)
		return;
	if (mapped) {
		munmap(buf, buf_cap);
		if (ftruncate(out_fd, win_off + (off_t)buf_len) < 0)
			die("cannot set the trace file's length");
		buf = NULL;
	} else {
		flush();
	}
	close(out_fd);
	out_fd = -1;
}

/* Points the output at fd: mapped when it is a regular file, buffered otherwise. */
static void attach_output(int fd)
{
	struct stat st;

	out_fd = fd;
	mapped = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
	buf_len = 0;
	if (mapped) {
		map_window(0);
	} else {
		static uint8_t membuf[PIPE_BUF_SIZE];
		buf = membuf;
		buf_cap = sizeof membuf;
	}
}

/* A window (skip=N, insns=M): only the records of instructions N to N+M-1 are written, as
 * the fetches written count them; w_counts: the records written, by kind (the END record's). */
static int windowed, w_in = 1;
static uint64_t w_skip, w_end = UINT64_MAX, w_fetches, w_counts[4];

static inline void emit_now(int kind, uint32_t size, uint32_t addr)
{
	if (windowed) {
		if (kind == AEX_TK_FETCH) {
			w_in = w_fetches >= w_skip && w_fetches < w_end;
			w_fetches++;
		}
		if (!w_in)
			return;
	}
	w_counts[kind & 3]++;
	room();
	buf_len += (size_t)aex_trace_encode(&enc, buf + buf_len, kind, size, addr);
}

/* The records of a moved delay slot (map=, AEX_PCMAP_AFTER), held back until the next logged
 * instruction (its branch) has been fetched. */
static struct held {
	int kind;
	uint32_t size, addr;
} held[8];
static int nheld, holding;

static inline void emit(int kind, uint32_t size, uint32_t addr)
{
	if (!holding) {
		emit_now(kind, size, addr);
		return;
	}
	if (nheld == (int)(sizeof held / sizeof held[0]))
		die("a moved delay slot with more accesses than the plugin holds");
	held[nheld++] = (struct held){ kind, size, addr };
}

/* An instruction's fetch: the held records of a moved delay slot come after it. */
static inline void emit_fetch(uint32_t size, uint32_t addr)
{
	int n = nheld;

	holding = 0;
	emit_now(AEX_TK_FETCH, size, addr);
	nheld = 0;
	for (int i = 0; i < n; i++)
		emit_now(held[i].kind, held[i].size, held[i].addr);
}

/* The last register-window instruction logged, and the instruction count after it: when a
 * save or restore overflows or underflows the register windows, qemu stops before it, spills or
 * fills a window inside the emulator (never logged) and runs the instruction again; the first
 * attempt's callback has fired already. A window instruction seen again with no instruction in
 * between is that second attempt, not a second execution, and is not logged or counted. */
static uint64_t window_pc = UINT64_MAX, window_n;

static void on_window_insn(unsigned int vcpu, void *udata)
{
	uintptr_t u = (uintptr_t)udata;

	(void)vcpu;
	if ((uint32_t)u == window_pc && n_insns == window_n)
		return;
	n_insns++;
	emit_fetch((uint32_t)(u >> 32) & 0xff, (uint32_t)u);
	window_pc = (uint32_t)u;
	window_n = n_insns;
}

/* The same in counting mode (trace=off), where every other instruction is counted inline. */
static void on_window_count(unsigned int vcpu, void *udata)
{
	uintptr_t u = (uintptr_t)udata;

	(void)vcpu;
	if ((uint32_t)u == window_pc && *icount == window_n)
		return;
	(*icount)++;
	window_pc = (uint32_t)u;
	window_n = *icount;
}

/* udata of an instruction: vaddr in the low 32 bits, size in bits 32..39, special 40..43. */
static void on_insn(unsigned int vcpu, void *udata)
{
	uintptr_t u = (uintptr_t)udata;

	(void)vcpu;
	n_insns++;
	emit_fetch((uint32_t)(u >> 32) & 0xff, (uint32_t)u);
	pending = (int)(u >> 40) & 0xf;
}

/* A delay slot moved in front of its branch (map=, AEX_PCMAP_AFTER): its fetch and accesses
 * wait for the branch's fetch. */
static void on_insn_after(unsigned int vcpu, void *udata)
{
	uintptr_t u = (uintptr_t)udata;

	(void)vcpu;
	n_insns++;
	holding = 0;
	for (int i = 0; i < nheld; i++)   /* (none: a branch comes between two moved slots) */
		emit_now(held[i].kind, held[i].size, held[i].addr);
	nheld = 0;
	holding = 1;
	held[nheld++] = (struct held){ AEX_TK_FETCH, (uint32_t)(u >> 32) & 0xff, (uint32_t)u };
	pending = (int)(u >> 40) & 0xf;
}

static void on_mem(unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr, void *udata)
{
	uint32_t size = 1u << qemu_plugin_mem_size_shift(info);

	(void)vcpu;
	(void)udata;
	if (qemu_plugin_mem_is_store(info)) {
		n_writes++;
		emit(AEX_TK_WRITE, size, (uint32_t)vaddr);
	} else {
		n_reads++;
		emit(AEX_TK_READ, size, (uint32_t)vaddr);
	}
}

static void on_mem_special(unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr,
			   void *udata)
{
	uint32_t a = (uint32_t)vaddr, off = a & 3;

	(void)vcpu;
	(void)info;
	(void)udata;
	if (!pending)
		return;
	/* Big-endian MIPS: lwl/swl touch A..A|3, lwr/swr touch A&~3..A. */
	if (pending == SP_LWL) {
		n_reads++;
		emit(AEX_TK_READ, 4 - off, a);
	} else if (pending == SP_LWR) {
		n_reads++;
		emit(AEX_TK_READ, off + 1, a & ~3u);
	} else if (pending == SP_SWL) {
		n_writes++;
		emit(AEX_TK_WRITE, 4 - off, a);
	} else {
		n_writes++;
		emit(AEX_TK_WRITE, off + 1, a & ~3u);
	}
	pending = SP_NONE;
}

/* The special rule of an instruction word, for targets that need one. */
static enum special classify(const uint8_t *p, size_t size)
{
	uint32_t w, op;

	if (size != 4)
		return SP_NONE;
	w = big_endian ? (uint32_t)p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3]
		       : (uint32_t)p[3] << 24 | p[2] << 16 | p[1] << 8 | p[0];
	if (strcmp(isa_name, "sparc") == 0) {
		/* format 3, op 2, op3 0x3c (save) or 0x3d (restore) */
		return w >> 30 == 2 && ((w >> 19) & 0x3e) == 0x3c ? SP_WINDOW : SP_NONE;
	}
	if (strcmp(isa_name, "mips") != 0)
		return SP_NONE;
	op = w >> 26;
	if (op == 0x22)
		return SP_LWL;
	if (op == 0x26)
		return SP_LWR;
	if (op == 0x2a)
		return SP_SWL;
	if (op == 0x2e)
		return SP_SWR;
	return SP_NONE;
}

/* The address an instruction is logged at: itself, or with map= its plain address, and the
 * map's AEX_PCMAP_AFTER in *flags (false: not logged, an instruction of the tracing's own or
 * a nop in the place of a copied delay slot). */
static int mapped_pc(uint64_t vaddr, uint64_t *out, unsigned *flags)
{
	size_t lo = 0, hi = npcmap;

	*out = vaddr;
	*flags = 0;
	if (vaddr < drop_lo || vaddr >= drop_hi)
		return 1;
	if (!pcmap)
		return 0;   /* drop= alone: a replay ELF's recording layer */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (pcmap[mid][0] == vaddr) {
			*out = pcmap[mid][1] & ~AEX_PCMAP_FLAGS;
			*flags = pcmap[mid][1] & AEX_PCMAP_FLAGS;
			return !(*flags & AEX_PCMAP_SILENT);
		}
		if (pcmap[mid][0] < vaddr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

static void load_map(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	struct stat st;

	if (fd < 0 || fstat(fd, &st) < 0 || st.st_size % 8 != 0)
		die("cannot read the map= file (pairs of 32-bit words)");
	pcmap = malloc((size_t)st.st_size + 8);
	if (!pcmap)
		die("out of memory");
	npcmap = (size_t)st.st_size / 8;
	if (read(fd, pcmap, (size_t)st.st_size) != st.st_size)
		die("cannot read the map= file");
	close(fd);
	for (size_t i = 1; i < npcmap; i++)
		if (pcmap[i][0] <= pcmap[i - 1][0])
			die("the map= file is not sorted by traced address");
}

/* signals=record@HEX, signals=replay@HEX (docs/replay.md, "Asynchronous signals"): the
 * words of a replay ELF's recording layer at guest address HEX (targets/replay-core.h's SW_*,
 * in the host's order): the instructions of the translation blocks outside drop= that began
 * (counted as each begins: qemu lets a signal in only between blocks, so a signal's place is
 * this count and its pc); (replay) the count after which to send the host signal, which the
 * layer sets and the plugin clears as it sends it; the plugin's mark (the layer knows it
 * counts); the layer's (count from now on); the pc the recorded run had the signal at. */
static int sig_mode;            /* 1 record, 2 replay */
static int sig_counting;        /* since the layer asked (the program's first handler) */
static uint64_t sig_addr;
static uint64_t *sig_words;     /* their host address */

#define SIG_COUNT	(SW_COUNT / 2)   /* the 8-byte words (targets/replay-core.h) */
#define SIG_TARGET	(SW_TARGET / 2)

/* The 4-byte word k (SW_*) of them. */
static uint32_t sig_word(int k)
{
	uint32_t v;

	memcpy(&v, (uint8_t *)sig_words + 4 * k, 4);
	return v;
}

static uint8_t trap[4];            /* trap=: a system call's instruction (bytes) */
static size_t trap_len;
static int sig_due;                /* the count was reached by a block a system call ends */
static uint64_t sig_sent;          /* the count it was last sent at */

/* A signal sent that the layer has not taken after this many more instructions (it keeps
 * the signal's number until it does): sent again, and the layer, finding the count past
 * the log's, stops the replay instead of letting the program wait for it for ever. */
#define SIG_PATIENCE	(1ull << 24)

static void send_signal(void)
{
	uint32_t host = sig_word(SW_HOST);

	sig_words[SIG_TARGET] = UINT64_MAX;
	sig_sent = sig_words[SIG_COUNT];
	if (host > 0 && host < 32) {
		sigset_t set;

		/* qemu keeps a signal's host mask as the guest's only when it lets signals in:
		 * after a handler's return the host may still hold back one the guest takes
		 * now. qemu's handler queues it for the guest (which lets it in before the
		 * next block, or keeps it pending while its own mask holds it) and holds the
		 * host's signals back again until it has. */
		sigemptyset(&set);
		sigaddset(&set, (int)host);
		pthread_sigmask(SIG_UNBLOCK, &set, NULL);
		raise((int)host);
	}
}

/* At a block's start (the count is the block's end's): a signal due at its end is sent now,
 * so that qemu lets it in as the block ends, or, when an instruction of the block faults,
 * with the fault's signal, as the recorded run had it. */
static void on_block_start(unsigned int vcpu, void *udata)
{
	(void)vcpu;
	(void)udata;
	if (sig_words[SIG_COUNT] >= sig_words[SIG_TARGET]) {
		send_signal();
	} else if (sig_words[SIG_TARGET] == UINT64_MAX &&
		   sig_words[SIG_COUNT] - sig_sent > SIG_PATIENCE) {
		if (sig_word(SW_HOST))
			send_signal();
	}
}

/* A block ends with a system call (a signal handler's return: qemu's trampoline, rt's): the
 * signal goes after the call, where the recorded run had it (sent before it, qemu would
 * make the return again after the signal's handler, one more instruction) — unless the
 * recorded run had it at the call itself (its pc, which the layer gives at +28: a signal
 * that came as the return was made, which qemu makes again after it): then now. */
static void on_trap_block_end(unsigned int vcpu, void *udata)
{
	(void)vcpu;
	if (sig_words[SIG_COUNT] < sig_words[SIG_TARGET])
		return;
	if (sig_word(SW_PC) == (uint32_t)(uintptr_t)udata)
		send_signal();
	else
		sig_due = 1;
}

static void on_syscall_ret(qemu_plugin_id_t id, unsigned int vcpu, int64_t num, int64_t ret)
{
	(void)id;
	(void)vcpu;
	(void)num;
	(void)ret;
	if (sig_due) {
		sig_due = 0;
		send_signal();
	}
}

static void signals_block(struct qemu_plugin_tb *tb, size_t n)
{
	struct qemu_plugin_insn *first = qemu_plugin_tb_get_insn(tb, 0);
	uint64_t vaddr = qemu_plugin_insn_vaddr(first);

	if (!sig_words) {   /* the first block: the guest's memory is where qemu put it */
		uint8_t *host = qemu_plugin_insn_haddr(first);
		uint32_t mark = 1;

		if (!host)
			die("signals=: no host address of the guest's code");
		sig_words = (uint64_t *)(void *)(host - vaddr + sig_addr);
		sig_words[SIG_TARGET] = UINT64_MAX;
		memcpy((uint8_t *)sig_words + 4 * SW_MARK, &mark, 4);
	}
	if ((vaddr >= drop_lo && vaddr < drop_hi) || !sig_counting)
		return;   /* the layer's own, or nothing to count yet */
	if (qemu_plugin_insn_size(first) == trap_len &&
	    memcmp(qemu_plugin_insn_data(first), trap, trap_len) == 0)
		return;   /* a handler's return made again (qemu restarts it when a signal is
			   * pending as it is made: one run's and not the other's) */
	qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64,
						 &sig_words[SIG_COUNT], n);
	if (sig_mode == 2) {
		struct qemu_plugin_insn *last = qemu_plugin_tb_get_insn(tb, n - 1);
		int ends_trap = qemu_plugin_insn_size(last) == trap_len &&
				memcmp(qemu_plugin_insn_data(last), trap, trap_len) == 0;

		if (ends_trap)
			qemu_plugin_register_vcpu_insn_exec_cb(
				last, on_trap_block_end, QEMU_PLUGIN_CB_NO_REGS,
				(void *)(uintptr_t)qemu_plugin_insn_vaddr(last));
		else
			qemu_plugin_register_vcpu_insn_exec_cb(first, on_block_start,
							       QEMU_PLUGIN_CB_NO_REGS, NULL);
	}
}

static void on_tb_trans(qemu_plugin_id_t id, struct qemu_plugin_tb *tb);
static void on_exit_cb(qemu_plugin_id_t id, void *udata);

static void register_callbacks(qemu_plugin_id_t id);

/* Counting costs recording time: it begins when the layer asks (its mark at +24, set as the
 * program installs its first handler the layer keeps, at the same call when recording and
 * when replaying), the blocks translated before flushed, so that every block after it is
 * counted, on both runs alike. */
static void on_reset(qemu_plugin_id_t id)
{
	register_callbacks(id);
}

static void on_syscall(qemu_plugin_id_t id, unsigned int vcpu, int64_t num, uint64_t a1,
		       uint64_t a2, uint64_t a3, uint64_t a4, uint64_t a5, uint64_t a6,
		       uint64_t a7, uint64_t a8)
{
	(void)vcpu, (void)num, (void)a1, (void)a2, (void)a3, (void)a4, (void)a5, (void)a6;
	(void)a7, (void)a8;
	if (sig_counting || !sig_words)
		return;
	if (sig_word(SW_WANT)) {
		sig_counting = 1;
		qemu_plugin_reset(id, on_reset);
	}
}

static void on_tb_trans(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
	size_t n = qemu_plugin_tb_n_insns(tb);

	(void)id;
	if (sig_mode && n > 0)
		signals_block(tb, n);
	for (size_t i = 0; i < n && counting; i++) {
		struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
		uint64_t vaddr = qemu_plugin_insn_vaddr(insn);
		size_t size = qemu_plugin_insn_size(insn);
		enum special sp;
		unsigned flags;
		void *udata;

		if (!mapped_pc(vaddr, &vaddr, &flags))
			continue;
		sp = classify(qemu_plugin_insn_data(insn), size);
		udata = (void *)(uintptr_t)((vaddr & 0xffffffffu) | (uint64_t)size << 32 |
					    (uint64_t)(sp == SP_WINDOW ? SP_NONE : sp) << 40);
		if (!tracing) {
			if (sp == SP_WINDOW)
				qemu_plugin_register_vcpu_insn_exec_cb(insn, on_window_count,
								       QEMU_PLUGIN_CB_NO_REGS, udata);
			else
				qemu_plugin_register_vcpu_insn_exec_inline(
					insn, QEMU_PLUGIN_INLINE_ADD_U64, icount, 1);
			continue;
		}
		qemu_plugin_register_vcpu_insn_exec_cb(insn, sp == SP_WINDOW ? on_window_insn
						       : flags & AEX_PCMAP_AFTER ? on_insn_after
										 : on_insn,
						       QEMU_PLUGIN_CB_NO_REGS, udata);
		qemu_plugin_register_vcpu_mem_cb(insn,
						 sp && sp != SP_WINDOW ? on_mem_special : on_mem,
						 QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_MEM_RW, NULL);
	}
}

/* Opens path for writing on a high descriptor, so the guest's own descriptors are unchanged. */
static int open_high(const char *path)
{
	struct stat st;
	/* A regular file is mapped (read-write); a FIFO is written only, so that a reader going
	 * away ends the writer instead of blocking it. */
	int flags = stat(path, &st) == 0 && !S_ISREG(st.st_mode) ? O_WRONLY
								   : O_RDWR | O_CREAT | O_TRUNC;
	int fd = open(path, flags | O_CLOEXEC, 0644), high;

	if (fd < 0)
		return -1;
	high = fcntl(fd, F_DUPFD_CLOEXEC, HIGH_FD);
	close(fd);
	return high;
}

static char *suffixed(const char *path)
{
	const char *dot = strchr(process, '.');
	size_t n = strlen(path) + strlen(process) + 1;
	char *s = malloc(n);

	if (!s)
		die("out of memory");
	/* /dev/null stays itself (a discarded trace: the children's are discarded too) */
	snprintf(s, n, "%s%s", path, dot && strcmp(path, "/dev/null") != 0 ? dot : "");
	return s;
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void start_trace(void)
{
	struct aex_trace_header h;

	t_start = now();

	memset(&enc, 0, sizeof enc);
	pending = SP_NONE;
	n_insns = n_reads = n_writes = *icount = 0;
	w_fetches = 0;
	w_in = !windowed;
	memset(w_counts, 0, sizeof w_counts);
	if (!tracing)
		return;
	aex_trace_header_init(&h, isa_name, big_endian, "golden", build_id, process);
	memcpy(buf, &h, sizeof h);
	buf_len = sizeof h;
}

/* PATH.insns of this process's stats file (caller frees). */
static char *counter_path(void)
{
	char *base = suffixed(stats_path), *p = malloc(strlen(base) + sizeof ".insns");

	if (!p)
		die("out of memory");
	sprintf(p, "%s.insns", base);
	free(base);
	return p;
}

/* Counting with stats=PATH: the inline counter moves into a shared mapping of PATH.insns; in
 * a forked child, a new file is mapped at the same address (the translated code adds to it),
 * so that the parent's count stays the parent's. */
static void map_counter(void)
{
	char *path;
	void *m;
	int fd;

	if (tracing || !counting || !stats_path || strcmp(stats_path, "/dev/null") == 0)
		return;
	path = counter_path();
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0 || ftruncate(fd, sizeof(uint64_t)) < 0)
		die("cannot create the instruction counter's file");
	m = mmap(icount == &count_fallback ? NULL : (void *)icount, sizeof(uint64_t),
		 PROT_READ | PROT_WRITE,
		 MAP_SHARED | (icount == &count_fallback ? 0 : MAP_FIXED), fd, 0);
	close(fd);
	free(path);
	if (m == MAP_FAILED)
		die("cannot map the instruction counter");
	icount = m;
}

static void write_stats(void)
{
	char *path, text[160];
	double wall = now() - t_start;
	int fd, n;

	if (!stats_path)
		return;
	path = suffixed(stats_path);
	fd = path ? open_high(path) : -1;
	if (fd < 0)
		die("cannot write the stats file");
	if (counting)
		n = snprintf(text, sizeof text, "insns %llu\nreads %llu\nwrites %llu\nwall_s %.6f\n",
			     (unsigned long long)(tracing ? n_insns : *icount),
			     (unsigned long long)n_reads, (unsigned long long)n_writes, wall);
	else
		n = snprintf(text, sizeof text, "wall_s %.6f\n", wall);
	if (write(fd, text, (size_t)n) != n)
		die("cannot write the stats file");
	close(fd);
	if (icount != &count_fallback) {
		char *live = counter_path();

		unlink(live);
		free(live);
	}
	free(path);
}

static void on_exit_cb(qemu_plugin_id_t id, void *udata)
{
	(void)id;
	(void)udata;
	if (tracing) {
		room();
		buf_len += (size_t)aex_trace_encode_end(buf + buf_len, w_counts[AEX_TK_FETCH],
							w_counts[AEX_TK_READ], w_counts[AEX_TK_WRITE]);
		finish_output();
	}
	write_stats();
}

static void before_fork(void)
{
	if (!mapped)
		flush();
	children++;
}

/* In a forked child: a new process path, a new trace file, fresh counts. */
static void in_child(void)
{
	char *path;

	snprintf(process + strlen(process), sizeof process - strlen(process), ".%u", children);
	children = 0;
	/* Let go of the parent's file without touching it. */
	if (mapped && buf)
		munmap(buf, buf_cap);
	if (out_fd >= 0)
		close(out_fd);
	out_fd = -1;
	buf = NULL;
	if (tracing) {
		int fd;

		if (!out_path)
			die("a forked child needs out=PATH for its trace");
		path = suffixed(out_path);
		fd = open_high(path);
		if (fd < 0)
			die("cannot create a child's trace file");
		free(path);
		attach_output(fd);
	}
	map_counter();
	start_trace();
}

static int parse_hex64(const char *s, uint64_t *v)
{
	char *end;

	errno = 0;
	*v = strtoull(s, &end, 16);
	return *s && !*end && !errno ? 0 : -1;
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info,
					   int argc, char **argv)
{
	int fd = -1;

	isa_name = info->target_name;
	big_endian = strcmp(isa_name, "mips") == 0 || strcmp(isa_name, "sparc") == 0;
	for (int i = 0; i < argc; i++) {
		const char *eq = strchr(argv[i], '=');
		const char *v = eq ? eq + 1 : "";
		size_t k = eq ? (size_t)(eq - argv[i]) : strlen(argv[i]);
		char msg[256];

		if (k == 3 && strncmp(argv[i], "out", 3) == 0) {
			out_path = strdup(v);
		} else if (k == 2 && strncmp(argv[i], "fd", 2) == 0) {
			char *end;
			fd = (int)strtol(v, &end, 10);
			if (!*v || *end || fd < 0) {
				snprintf(msg, sizeof msg, "bad fd=%s", v);
				die(msg);
			}
		} else if (k == 5 && strncmp(argv[i], "build", 5) == 0) {
			if (parse_hex64(v, &build_id) < 0) {
				snprintf(msg, sizeof msg, "bad build=%s (want hex)", v);
				die(msg);
			}
		} else if (k == 5 && strncmp(argv[i], "stats", 5) == 0) {
			stats_path = strdup(v);
		} else if (k == 5 && strncmp(argv[i], "trace", 5) == 0 &&
			   (strcmp(v, "on") == 0 || strcmp(v, "off") == 0)) {
			tracing = strcmp(v, "on") == 0;
		} else if (k == 3 && strncmp(argv[i], "map", 3) == 0) {
			load_map(v);
		} else if (k == 4 && strncmp(argv[i], "drop", 4) == 0) {
			char *end;

			drop_lo = strtoull(v, &end, 16);
			drop_hi = *end == '-' ? strtoull(end + 1, &end, 16) : 0;
			if (!*v || *end || drop_hi <= drop_lo) {
				snprintf(msg, sizeof msg, "bad drop=%s (want LO-HI in hex)", v);
				die(msg);
			}
		} else if ((k == 4 && strncmp(argv[i], "skip", 4) == 0) ||
			   (k == 5 && strncmp(argv[i], "insns", 5) == 0)) {
			char *end;
			uint64_t n;

			errno = 0;
			n = strtoull(v, &end, 10);
			if (!*v || *end || *v == '-' || errno || n > INT64_MAX) {
				snprintf(msg, sizeof msg, "bad %s (want a number of instructions)",
					 argv[i]);
				die(msg);
			}
			windowed = 1;
			if (k == 4)
				w_skip = n;
			else
				w_end = n;   /* a length until every option is read */
		} else if (k == 5 && strncmp(argv[i], "count", 5) == 0 &&
			   (strcmp(v, "on") == 0 || strcmp(v, "off") == 0)) {
			counting = strcmp(v, "on") == 0;
		} else if (k == 7 && strncmp(argv[i], "signals", 7) == 0 &&
			   (strncmp(v, "record@", 7) == 0 || strncmp(v, "replay@", 7) == 0)) {
			sig_mode = v[2] == 'c' ? 1 : 2;
			if (parse_hex64(v + 7, &sig_addr) < 0 || sig_addr % 8) {
				snprintf(msg, sizeof msg, "bad signals=%s (want record@HEX or "
					 "replay@HEX, 8-aligned)", v);
				die(msg);
			}
		} else if (k == 4 && strncmp(argv[i], "trap", 4) == 0) {
			size_t len = strlen(v);

			trap_len = len / 2;
			for (size_t b = 0; b < trap_len && len % 2 == 0 && len <= 8; b++) {
				unsigned x;

				if (sscanf(v + 2 * b, "%2x", &x) != 1)
					len = 1;
				trap[b] = (uint8_t)x;
			}
			if (!len || len % 2 || len > 8) {
				snprintf(msg, sizeof msg, "bad trap=%s (want 1 to 4 bytes in hex)", v);
				die(msg);
			}
		} else {
			fprintf(stderr, "aex golden plugin: error: unknown option '%s' (known: out=PATH "
				"fd=N build=HEX stats=PATH trace=on|off count=on|off map=PATH drop=LO-HI skip=N "
				"insns=M signals=record@HEX|replay@HEX trap=HEX)\n", argv[i]);
			return -1;
		}
	}
	if (windowed)   /* insns=0 or none: to the end */
		w_end = w_end && w_end != UINT64_MAX ? w_skip + w_end : UINT64_MAX;
	if (pcmap && !drop_hi) {
		fprintf(stderr, "aex golden plugin: error: map= needs drop=LO-HI\n");
		return -1;
	}
	if (sig_mode == 2 && !trap_len) {
		fprintf(stderr, "aex golden plugin: error: signals=replay@HEX needs trap=HEX\n");
		return -1;
	}
	if (sig_mode && (!drop_hi || pcmap)) {
		fprintf(stderr, "aex golden plugin: error: signals= needs drop=LO-HI (a replay "
			"ELF's recording layer) and no map=\n");
		return -1;
	}
	if (tracing && !counting) {
		fprintf(stderr, "aex golden plugin: error: count=off needs trace=off\n");
		return -1;
	}
	if (info->system_emulation) {
		fprintf(stderr, "aex golden plugin: error: user-mode emulation only\n");
		return -1;
	}
	page_size = sysconf(_SC_PAGESIZE);
	{
		/* Hold a descriptor past HIGH_FD for good: growing the descriptor table later, in
		 * a process with threads (qemu has one), waits for an RCU grace period,
		 * milliseconds that a parent waiting for its child would count as its own; a
		 * forked child's table is as large as its highest open descriptor. */
		int nfd = open("/dev/null", O_RDONLY | O_CLOEXEC);

		if (nfd >= 0 && fcntl(nfd, F_DUPFD_CLOEXEC, HIGH_FD + 64) >= 0)
			close(nfd);
	}
	if (tracing) {
		if (fd >= 0) {
			attach_output(fd);
		} else if (out_path) {
			fd = open_high(out_path);
			if (fd >= 0)
				attach_output(fd);
			if (fd < 0) {
				fprintf(stderr, "aex golden plugin: error: %s: %s\n", out_path,
					strerror(errno));
				return -1;
			}
		} else {
			fprintf(stderr, "aex golden plugin: error: no out=PATH or fd=N given\n");
			return -1;
		}
	}
	map_counter();
	start_trace();
	pthread_atfork(before_fork, NULL, in_child);
	register_callbacks(id);
	return 0;
}

static void register_callbacks(qemu_plugin_id_t id)
{
	if (counting || sig_mode)
		qemu_plugin_register_vcpu_tb_trans_cb(id, on_tb_trans);
	if (sig_mode == 2)
		qemu_plugin_register_vcpu_syscall_ret_cb(id, on_syscall_ret);
	if (sig_mode && !sig_counting)
		qemu_plugin_register_vcpu_syscall_cb(id, on_syscall);
	qemu_plugin_register_atexit_cb(id, on_exit_cb, NULL);
}
