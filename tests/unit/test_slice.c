/* test_slice.c — data slices on hand-built IR with MIPS-like registers: the Larus example's
 * sub() (argument recorded at entry, pointer increment recomputed), loaded and returned
 * pointers (recorded where defined), HI/LO through mult (recomputed) and div (recorded);
 * records moved where they weigh less: stack slots (spilled and reloaded words) and narrow
 * computed values (a table-driven CRC's index). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "slice.h"

enum { R0 = 0, V0 = 2, V1 = 3, A0 = 4, A1 = 5, A2 = 6, T0 = 8, T1 = 9, T2 = 10, T3 = 11,
       S0 = 16, SP = 29, RA = 31, HI = 32, LO = 33, NREGS = 34 };

static const char *names[NREGS];
static struct target tgt;

static void target_init(void)
{
	static char buf[NREGS][16];

	memset(&tgt, 0, sizeof tgt);
	for (int r = 0; r < NREGS; r++) {
		snprintf(buf[r], sizeof buf[r], "$%d", r);
		names[r] = buf[r];
		if (r > 0 && r < 32)
			ir_regset_add(&tgt.recordable, (unsigned)r);
	}
	tgt.name = "test";
	tgt.nregs = NREGS;
	tgt.reg_names = names;
	tgt.zero_reg = R0;
	tgt.sp_reg = SP;
	tgt.frame_reg = SP;
}

struct fb {
	struct ir_func f;
	struct ir_insn insns[64];
	char *labels[16];
	int label_insn[16];
};

static void fb_init(struct fb *b)
{
	memset(b, 0, sizeof *b);
	b->f.name = "f";
	b->f.insns = b->insns;
	b->f.labels = b->labels;
	b->f.label_insn = b->label_insn;
	target_init();
}

static void label(struct fb *b, const char *name)
{
	b->labels[b->f.nlabels] = (char *)name;
	b->label_insn[b->f.nlabels++] = b->f.ninsns;
}

static struct ir_insn *emit(struct fb *b)
{
	struct ir_insn *in = &b->insns[b->f.ninsns];

	memset(in, 0, sizeof *in);
	in->line = 100 + b->f.ninsns;
	in->pos = (uint32_t)b->f.ninsns++;
	in->size = 4;
	in->base = in->index = in->dst = in->dst2 = in->src1 = in->src2 = in->ctl_reg = IR_REG_NONE;
	in->store_reg = IR_REG_NONE;
	return in;
}

static struct ir_insn *alu(struct fb *b, enum ir_op op, int dst, int s1, int s2, int32_t imm)
{
	struct ir_insn *in = emit(b);

	in->op = op;
	in->dst = (uint8_t)dst;
	in->src1 = (uint8_t)s1;
	in->src2 = (uint8_t)s2;
	in->imm.addend = imm;
	ir_regset_add(&in->writes, (unsigned)dst);
	if (s1 != IR_REG_NONE)
		ir_regset_add(&in->reads, (unsigned)s1);
	if (s2 != IR_REG_NONE)
		ir_regset_add(&in->reads, (unsigned)s2);
	return in;
}

static struct ir_insn *mem(struct fb *b, enum ir_mem kind, int reg, int base, int32_t disp)
{
	struct ir_insn *in = emit(b);

	in->mem = kind;
	in->mem_size = 4;
	in->base = (uint8_t)base;
	in->disp.addend = disp;
	ir_regset_add(&in->reads, (unsigned)base);
	if (kind == IR_MEM_LOAD) {
		in->op = IR_OP_OPAQUE;
		in->dst = (uint8_t)reg;
		ir_regset_add(&in->writes, (unsigned)reg);
	} else {
		in->store_reg = (uint8_t)reg;
		ir_regset_add(&in->reads, (unsigned)reg);
	}
	return in;
}

static struct ir_insn *ctl(struct fb *b, enum ir_ctl c, const char *target)
{
	struct ir_insn *in = emit(b);

	in->ctl = c;
	in->delay = IR_DELAY_ALWAYS;
	in->target = target;
	if (c == IR_CTL_CALL) {
		for (int r = 1; r < 16; r++)
			ir_regset_add(&in->writes, (unsigned)r);
		ir_regset_add(&in->writes, RA);
		ir_regset_add(&in->writes, HI);
		ir_regset_add(&in->writes, LO);
	}
	return in;
}

static void nop(struct fb *b)
{
	emit(b);
}

static void analyse(struct fb *b, struct cfg *g, struct slice *s)
{
	cr_assert_eq(cfg_build("t.s", &b->f, g), 0);
	cr_assert_eq(slice_function(&tgt, "t.s", &b->f, g, false, NULL, false, NULL, s), 0);
}

/* sub(x, i): for (j = 0; j < 100; j++) x[j] = i + j;  (Larus Figure 2), up to its loop test,
 * which comes next (instruction 8). */
static void sub_body(struct fb *b)
{
	alu(b, IR_OP_CONST, V1, IR_REG_NONE, IR_REG_NONE, 0);        /* 0 ori r3,0 */
	alu(b, IR_OP_CONST, 6, IR_REG_NONE, IR_REG_NONE, 99);        /* 1 ori r6,99 */
	ctl(b, IR_CTL_JUMP, "L7");                                  /* 2 j L7 */
	nop(b);                                                     /* 3 */
	label(b, "L10");
	alu(b, IR_OP_ADD, V0, A1, V1, 0);                            /* 4 addu r2,r5,r3 */
	mem(b, IR_MEM_STORE, V0, A0, 0);                             /* 5 sw r2,0(r4) */
	alu(b, IR_OP_ADD, A0, A0, IR_REG_NONE, 4);                   /* 6 addiu r4,r4,4 */
	alu(b, IR_OP_ADD, V1, V1, IR_REG_NONE, 1);                   /* 7 addiu r3,r3,1 */
	label(b, "L7");
}

/* sub(x, i): for (j = 0; j < 100; j++) x[j] = i + j;  (Larus Figure 2) */
Test(slice, larus_sub)
{
	struct fb b;
	struct cfg g;
	struct slice s;

	fb_init(&b);
	sub_body(&b);
	ctl(&b, IR_CTL_CBRANCH, "L10");                              /* 8 ble */
	nop(&b);                                                     /* 9 */
	ctl(&b, IR_CTL_RET, NULL);                                   /* 10 */
	nop(&b);
	analyse(&b, &g, &s);
	cr_expect(ir_regset_has(&s.record_entry, A0), "x is an incoming argument: recorded");
	cr_expect(!ir_regset_has(&s.record_entry, A1), "i is not an address");
	cr_expect(s.compute[6], "x++ is recomputed");
	cr_expect(!s.compute[4] && !s.compute[7] && !s.compute[0], "values, not addresses");
	cr_expect_eq(s.nrecords, 1);
	for (int i = 0; i < b.f.ninsns; i++)
		cr_expect(!ir_regset_has(&s.record_after[i], A0));
	slice_free(&s);
	cfg_free(&g);
}

/* p = *q; *p = 0; r = f(); *r = 0; sp-relative accesses need only the caller's sp. */
Test(slice, loads_and_calls)
{
	struct fb b;
	struct cfg g;
	struct slice s;

	fb_init(&b);
	alu(&b, IR_OP_ADD, SP, SP, IR_REG_NONE, -32);    /* 0 addiu sp,sp,-32 */
	mem(&b, IR_MEM_STORE, RA, SP, 28);               /* 1 sw ra,28(sp) */
	mem(&b, IR_MEM_LOAD, T0, A0, 0);                 /* 2 lw t0,0(a0) */
	nop(&b);                                         /* 3 */
	mem(&b, IR_MEM_STORE, R0, T0, 0);                /* 4 sw zero,0(t0) */
	ctl(&b, IR_CTL_CALL, "g");                       /* 5 jal g */
	alu(&b, IR_OP_MOVE, A0, S0, IR_REG_NONE, 0);     /* 6 move a0,s0 (slot) */
	mem(&b, IR_MEM_STORE, R0, V0, 4);                /* 7 sw zero,4(v0) */
	mem(&b, IR_MEM_LOAD, RA, SP, 28);                /* 8 lw ra,28(sp) */
	ctl(&b, IR_CTL_RET, NULL);                       /* 9 jr ra */
	alu(&b, IR_OP_ADD, SP, SP, IR_REG_NONE, 32);     /* 10 (slot) */
	analyse(&b, &g, &s);
	cr_expect(s.sp_from_caller);
	cr_expect(s.compute[0], "the frame allocation is recomputed");
	cr_expect(!s.compute[10], "the slot's sp is not used after");
	cr_expect(ir_regset_has(&s.record_entry, A0), "a0 reaches the load from entry");
	cr_expect(ir_regset_has(&s.record_after[2], T0), "loaded pointer recorded at the load");
	cr_expect(ir_regset_has(&s.record_after[5], V0), "returned pointer recorded at the call");
	cr_expect(!ir_regset_has(&s.record_entry, S0), "the slot's a0 is not an address");
	cr_expect_eq(s.nrecords, 3);
	slice_free(&s);
	cfg_free(&g);
}

/* a = i * 8 through mult/mflo is recomputed; through div/mflo the result is recorded. */
Test(slice, hilo)
{
	struct fb b;
	struct cfg g;
	struct slice s;
	struct ir_insn *m;

	fb_init(&b);
	alu(&b, IR_OP_CONST, T0, IR_REG_NONE, IR_REG_NONE, 8);   /* 0 li t0,8 */
	m = alu(&b, IR_OP_MULT, LO, A1, T0, 0);                   /* 1 mult a1,t0 */
	m->dst2 = HI;
	ir_regset_add(&m->writes, HI);
	alu(&b, IR_OP_MOVE, V0, LO, IR_REG_NONE, 0);             /* 2 mflo v0 */
	alu(&b, IR_OP_ADD, V0, V0, A0, 0);                       /* 3 addu v0,v0,a0 */
	mem(&b, IR_MEM_STORE, R0, V0, 0);                        /* 4 sw zero,0(v0) */
	m = alu(&b, IR_OP_DIV, LO, A1, T0, 0);                    /* 5 div a1,t0 */
	m->dst2 = HI;
	ir_regset_add(&m->writes, HI);
	alu(&b, IR_OP_MOVE, V1, LO, IR_REG_NONE, 0);             /* 6 mflo v1 */
	mem(&b, IR_MEM_STORE, R0, V1, 0);                        /* 7 sw zero,0(v1) */
	ctl(&b, IR_CTL_RET, NULL);
	nop(&b);
	analyse(&b, &g, &s);
	cr_expect(s.compute[0] && s.compute[1] && s.compute[2] && s.compute[3]);
	cr_expect(ir_regset_has(&s.record_entry, A1) && ir_regset_has(&s.record_entry, A0));
	cr_expect(!s.compute[5] && !s.compute[6], "division is not recomputed");
	cr_expect(ir_regset_has(&s.record_after[6], V1), "the quotient is recorded at mflo");
	slice_free(&s);
	cfg_free(&g);
}

static void analyse_decide(struct fb *b, struct cfg *g, struct slice *s)
{
	cr_assert_eq(cfg_build("t.s", &b->f, g), 0);
	cr_assert_eq(slice_function(&tgt, "t.s", &b->f, g, false, NULL, true, NULL, s), 0);
}

/* Larus's sub() again: its loop test j != 99 compares values the regenerator can compute
 * (constants and j++), so it is decided, and nothing more is recorded for it. */
Test(slice, decide_counted_loop)
{
	struct fb b;
	struct cfg g;
	struct slice s;
	struct ir_insn *br;

	fb_init(&b);
	sub_body(&b);
	br = ctl(&b, IR_CTL_CBRANCH, "L10");                         /* 8 bne r3,r6 */
	br->cond = IR_COND_NE;
	br->src1 = V1;
	br->src2 = 6;
	ir_regset_add(&br->reads, V1);
	ir_regset_add(&br->reads, 6);
	nop(&b);                                                     /* 9 */
	ctl(&b, IR_CTL_RET, NULL);                                   /* 10 */
	nop(&b);
	analyse_decide(&b, &g, &s);
	cr_expect(s.decided[8], "the loop test is decided");
	cr_expect(s.compute[0] && s.compute[1] && s.compute[7], "j and 99 are recomputed");
	cr_expect(ir_regset_has(&s.used, V1) && ir_regset_has(&s.used, 6));
	cr_expect_eq(s.nrecords, 1, "still only x at entry");
	slice_free(&s);
	cfg_free(&g);
	/* without decide: not decided, and j is not computed */
	analyse(&b, &g, &s);
	cr_expect(!s.decided[8] && !s.compute[7]);
	slice_free(&s);
	cfg_free(&g);
}

/* if (*q == 0) ...: the loaded value is no address, so deciding the branch would record it:
 * the branch keeps its witnesses and nothing is recorded. */
Test(slice, decide_refuses_a_new_record)
{
	struct fb b;
	struct cfg g;
	struct slice s;
	struct ir_insn *br;

	fb_init(&b);
	mem(&b, IR_MEM_LOAD, T0, A0, 0);                              /* 0 lw t0,0(a0) */
	nop(&b);                                                     /* 1 */
	br = ctl(&b, IR_CTL_CBRANCH, "L4");                          /* 2 beq t0,$0,L4 */
	br->cond = IR_COND_EQ;
	br->src1 = T0;
	br->src2 = R0;
	ir_regset_add(&br->reads, T0);
	nop(&b);                                                     /* 3 */
	label(&b, "L4");
	ctl(&b, IR_CTL_RET, NULL);                                   /* 4 */
	nop(&b);
	analyse_decide(&b, &g, &s);
	cr_expect(!s.decided[2], "deciding would record the loaded value");
	cr_expect(!ir_regset_has(&s.record_after[0], T0), "nothing recorded at the load");
	cr_expect(!s.compute[0]);
	cr_expect_eq(s.nrecords, 1, "only a0 at entry");
	slice_free(&s);
	cfg_free(&g);
}

static void analyse_flags(struct fb *b, struct cfg *g, struct slice *s, unsigned flags)
{
	cr_assert_eq(cfg_build("t.s", &b->f, g), 0);
	cr_assert_eq(slice_function(&tgt, "t.s", &b->f, g, false, NULL, flags, NULL, s), 0);
}

/* p = *q; spilled to 20(sp); a loop calls g and reloads p as an address. off: the spill's
 * offset; esc: the frame's address escapes (a2 = sp + 24). */
static void spill_body(struct fb *b, int32_t off, bool esc)
{
	fb_init(b);
	b->f.frame_known = true;
	b->f.frame_keep_lo = 16;                         /* args= 16 */
	b->f.frame_keep_hi = INT32_MAX;
	alu(b, IR_OP_ADD, SP, SP, IR_REG_NONE, -32);     /* 0 addiu sp,sp,-32 */
	mem(b, IR_MEM_LOAD, V0, A0, 0);                  /* 1 lw v0,0(a0) */
	if (esc)
		alu(b, IR_OP_ADD, A2, SP, IR_REG_NONE, 24); /* 2 addiu a2,sp,24 */
	else
		nop(b);                                  /* 2 */
	mem(b, IR_MEM_STORE, V0, SP, off);               /* 3 sw v0,off(sp) */
	label(b, "L");
	ctl(b, IR_CTL_CALL, "g");                        /* 4 jal g */
	nop(b);                                          /* 5 */
	mem(b, IR_MEM_LOAD, A1, SP, off);                /* 6 lw a1,off(sp) */
	nop(b);                                          /* 7 */
	mem(b, IR_MEM_STORE, R0, A1, 0);                 /* 8 sw zero,0(a1) */
	ctl(b, IR_CTL_CBRANCH, "L");                     /* 9 */
	nop(b);                                          /* 10 */
	ctl(b, IR_CTL_RET, NULL);                        /* 11 jr ra */
	alu(b, IR_OP_ADD, SP, SP, IR_REG_NONE, 32);      /* 12 */
}

/* The reload in the loop is the stored word: p is recorded once, where it was loaded. */
Test(slice, slots_spill_reload)
{
	struct fb b;
	struct cfg g;
	struct slice s;

	spill_body(&b, 20, false);
	analyse_flags(&b, &g, &s, SLICE_SLOTS);
	cr_assert(s.slot, "the function has stack slots");
	cr_expect_geq(s.slot[6], NREGS, "the reload reads a slot");
	cr_expect_eq(s.slot[3], s.slot[6], "the spill writes the same slot");
	cr_expect(s.compute[6] && s.compute[3], "reload and spill are recomputed");
	cr_expect(!ir_regset_has(&s.record_after[6], A1), "the reload is not recorded");
	cr_expect(ir_regset_has(&s.record_after[1], V0), "p is recorded where it was loaded");
	cr_expect(ir_regset_has(&s.used, s.slot[6]), "the slot is a variable of the regenerator");
	slice_free(&s);
	cfg_free(&g);
	/* without the technique: recorded at the reload, as before */
	analyse_flags(&b, &g, &s, 0);
	cr_expect(!s.slot);
	cr_expect(ir_regset_has(&s.record_after[6], A1));
	cr_expect(!ir_regset_has(&s.record_after[1], V0));
	slice_free(&s);
	cfg_free(&g);
}

/* A slot in the outgoing arguments (8 < args= 16) is the callee's to write: the call
 * overwrites it, and the reload stays recorded. So it does when the frame's size of
 * arguments is unknown, and when the frame's address escapes. */
Test(slice, slots_overwritten_or_escaping)
{
	struct fb b;
	struct cfg g;
	struct slice s;

	spill_body(&b, 8, false);
	analyse_flags(&b, &g, &s, SLICE_SLOTS);
	cr_expect(ir_regset_has(&s.record_after[6], A1), "the call may write 8(sp)");
	cr_expect(!s.compute[6]);
	slice_free(&s);
	cfg_free(&g);
	spill_body(&b, 20, false);
	b.f.frame_known = false;
	analyse_flags(&b, &g, &s, SLICE_SLOTS);
	cr_expect(ir_regset_has(&s.record_after[6], A1), "without .frame a call writes any slot");
	slice_free(&s);
	cfg_free(&g);
	spill_body(&b, 20, true);
	analyse_flags(&b, &g, &s, SLICE_SLOTS);
	cr_expect(!s.slot, "a pointer into the frame: no slots");
	cr_expect(ir_regset_has(&s.record_after[6], A1));
	slice_free(&s);
	cfg_free(&g);
}

/* crc = table[(crc ^ *p++) & 0xff] ^ (crc >> 8): the 8-bit index is recorded (1 byte), not
 * the loaded byte and the table entry it is computed from (5 bytes). */
Test(slice, cut_crc_index)
{
	struct fb b;
	struct cfg g;
	struct slice s;
	bool sign;

	fb_init(&b);
	nop(&b);                                                  /* 0 */
	label(&b, "L");
	mem(&b, IR_MEM_LOAD, T1, A1, 0)->mem_size = 1;           /* 1 lbu t1,0(a1) */
	alu(&b, IR_OP_ADD, A1, A1, IR_REG_NONE, 1);              /* 2 addiu a1,a1,1 */
	alu(&b, IR_OP_XOR, T1, T1, T2, 0);                       /* 3 xor t1,t1,t2 */
	alu(&b, IR_OP_AND, T1, T1, IR_REG_NONE, 0xff);           /* 4 andi t1,t1,0xff */
	alu(&b, IR_OP_SLL, T1, T1, IR_REG_NONE, 2);              /* 5 sll t1,t1,2 */
	alu(&b, IR_OP_ADD, T1, A2, T1, 0);                       /* 6 addu t1,a2,t1 */
	mem(&b, IR_MEM_LOAD, T1, T1, 0);                         /* 7 lw t1,0(t1) */
	alu(&b, IR_OP_SRL, T2, T2, IR_REG_NONE, 8);              /* 8 srl t2,t2,8 */
	ctl(&b, IR_CTL_CBRANCH, "L");                            /* 9 */
	alu(&b, IR_OP_XOR, T2, T1, T2, 0);                       /* 10 xor t2,t1,t2 */
	ctl(&b, IR_CTL_RET, NULL);                               /* 11 */
	nop(&b);
	analyse_flags(&b, &g, &s, SLICE_NARROW | SLICE_CUT);
	cr_expect(ir_regset_has(&s.record_after[4], T1), "the index is recorded");
	cr_expect_eq(slice_value_width(&b.insns[4], T1, SLICE_CUT, &sign), 1);
	cr_expect(!sign);
	cr_expect(!ir_regset_has(&s.record_after[7], T1), "the table entry is not");
	cr_expect(!ir_regset_has(&s.record_after[1], T1), "nor the byte");
	cr_expect(!s.compute[4] && s.compute[5] && s.compute[6]);
	slice_free(&s);
	cfg_free(&g);
	analyse_flags(&b, &g, &s, SLICE_NARROW);
	cr_expect(ir_regset_has(&s.record_after[7], T1) && ir_regset_has(&s.record_after[1], T1),
		  "without cut: the entry and the byte");
	cr_expect(s.compute[4] && !ir_regset_has(&s.record_after[4], T1));
	slice_free(&s);
	cfg_free(&g);
}

/* x[(base + i) & 0xff] = 0 with base loaded once before the loop: computing the index costs
 * one record outside the loop, less than recording it in the loop. */
Test(slice, cut_undone_where_computing_weighs_less)
{
	struct fb b;
	struct cfg g;
	struct slice s;

	fb_init(&b);
	mem(&b, IR_MEM_LOAD, T2, A0, 0);                         /* 0 lw t2,0(a0) */
	alu(&b, IR_OP_CONST, T3, IR_REG_NONE, IR_REG_NONE, 0);   /* 1 li t3,0 */
	label(&b, "L");
	alu(&b, IR_OP_ADD, T1, T2, T3, 0);                       /* 2 addu t1,t2,t3 */
	alu(&b, IR_OP_AND, T1, T1, IR_REG_NONE, 0xff);           /* 3 andi t1,t1,0xff */
	alu(&b, IR_OP_ADD, T1, A2, T1, 0);                       /* 4 addu t1,a2,t1 */
	mem(&b, IR_MEM_STORE, R0, T1, 0);                        /* 5 sb zero,0(t1) */
	alu(&b, IR_OP_ADD, T3, T3, IR_REG_NONE, 1);              /* 6 addiu t3,t3,1 */
	ctl(&b, IR_CTL_CBRANCH, "L");                            /* 7 */
	nop(&b);                                                 /* 8 */
	ctl(&b, IR_CTL_RET, NULL);                               /* 9 */
	nop(&b);
	analyse_flags(&b, &g, &s, SLICE_CUT);
	cr_expect(s.compute[3], "the masked index is recomputed");
	cr_expect(!ir_regset_has(&s.record_after[3], T1));
	cr_expect(ir_regset_has(&s.record_after[0], T2), "base is recorded once");
	cr_expect(s.compute[6] && s.compute[1]);
	slice_free(&s);
	cfg_free(&g);
}
