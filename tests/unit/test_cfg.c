/* test_cfg.c — blocks, edges, dominators and loops on hand-built IR: the zero() function of
 * Mazières & Smith (Figure 6) with a delay-slot loop, a diamond, and refused shapes. */
#include <criterion/criterion.h>
#include <string.h>

#include "cfg.h"

/* A tiny IR builder: one instruction per call. */
struct fb {
	struct ir_func f;
	struct ir_insn insns[64];
	char *labels[16];
	int label_insn[16];
};

static void fb_init(struct fb *b, const char *name)
{
	memset(b, 0, sizeof *b);
	b->f.name = (char *)name;
	b->f.insns = b->insns;
	b->f.labels = b->labels;
	b->f.label_insn = b->label_insn;
}

static void label(struct fb *b, const char *name)
{
	b->labels[b->f.nlabels] = (char *)name;
	b->label_insn[b->f.nlabels++] = b->f.ninsns;
}

static struct ir_insn *insn(struct fb *b, enum ir_ctl ctl, enum ir_delay delay, const char *target)
{
	struct ir_insn *in = &b->insns[b->f.ninsns];

	memset(in, 0, sizeof *in);
	in->line = 10 + b->f.ninsns;
	in->pos = (uint32_t)b->f.ninsns++;
	in->index = IR_REG_NONE;
	in->size = 4;
	in->ctl = ctl;
	in->delay = delay;
	in->target = target;
	in->base = in->dst = in->dst2 = in->src1 = in->src2 = in->ctl_reg = IR_REG_NONE;
	return in;
}

#define PLAIN(b) insn(b, IR_CTL_NONE, IR_DELAY_NONE, NULL)

/* zero(p, i): while (i >= 0) p[i--] = 0;  as SPARC compiles it:
 *   0: cmp; bl .L6,a? (here: b<cc> .L6 with slot)   block 0
 *   1: .L3: add; cmp; bne .L3 (slot: stb)           block 1 (loop)
 *   2: .L6: jmp %o7+8 (slot nop)                     block 2 */
Test(cfg, zero_loop)
{
	struct fb b;
	struct cfg g;

	fb_init(&b, "zero");
	PLAIN(&b);                                            /* 0 cmp */
	insn(&b, IR_CTL_CBRANCH, IR_DELAY_ALWAYS, ".L6");     /* 1 bl .L6 */
	PLAIN(&b);                                            /* 2 slot */
	label(&b, ".L3");
	PLAIN(&b);                                            /* 3 add */
	PLAIN(&b);                                            /* 4 cmp */
	insn(&b, IR_CTL_CBRANCH, IR_DELAY_ALWAYS, ".L3");     /* 5 bne .L3 */
	PLAIN(&b);                                            /* 6 stb (slot) */
	label(&b, ".L6");
	insn(&b, IR_CTL_RET, IR_DELAY_ALWAYS, NULL);          /* 7 ret */
	PLAIN(&b);                                            /* 8 slot */

	cr_assert_eq(cfg_build("zero.s", &b.f, &g), 0);
	cr_assert_eq(g.nblocks, 3);
	cr_expect_eq(g.blocks[0].first, 0);
	cr_expect_eq(g.blocks[0].last, 2);
	cr_expect_eq(g.blocks[0].branch, 1);
	cr_expect_eq(g.blocks[0].slot, 2);
	cr_expect_eq(g.blocks[1].first, 3);
	cr_expect_eq(g.blocks[1].last, 6);
	cr_expect_eq(g.blocks[2].first, 7);
	cr_expect_eq(g.blocks[0].end, CFG_END_CBRANCH);
	cr_expect_eq(g.blocks[2].end, CFG_END_RET);
	/* edges: 0->1 (fall), 0->2 (taken), 1->2 (fall), 1->1 (taken, back), 2->EXIT */
	cr_assert_eq(g.nedges, 5);
	cr_expect_eq(g.edges[g.blocks[0].succ[0]].dst, 1);
	cr_expect_eq(g.edges[g.blocks[0].succ[1]].dst, 2);
	cr_expect(g.edges[g.blocks[0].succ[1]].taken);
	cr_expect_eq(g.edges[g.blocks[1].succ[1]].dst, 1);
	cr_expect(g.edges[g.blocks[1].succ[1]].back);
	cr_expect(!g.edges[g.blocks[1].succ[0]].back);
	cr_expect_eq(g.edges[g.blocks[2].succ[0]].dst, g.exit);
	cr_expect_eq(g.blocks[1].loop_depth, 1);
	cr_expect_eq(g.blocks[1].loop_header, 1);
	cr_expect_eq(g.blocks[0].loop_depth, 0);
	cr_expect_eq(g.blocks[2].loop_depth, 0);
	cr_expect_eq(g.blocks[2].idom, 0);
	cr_expect_eq(g.blocks[1].idom, 0);
	cr_expect(cfg_dominates(&g, 0, 2));
	cr_expect(!cfg_dominates(&g, 1, 2));
	cr_expect_eq(g.nloops, 1);
	cfg_free(&g);
}

/* A diamond inside a loop, a tail call and a call that ends the function. */
Test(cfg, diamond_in_loop)
{
	struct fb b;
	struct cfg g;

	fb_init(&b, "f");
	label(&b, "top");
	insn(&b, IR_CTL_CBRANCH, IR_DELAY_ALWAYS, "else");    /* b0: 0,1 */
	PLAIN(&b);
	PLAIN(&b);                                            /* b1: 2,3,4 */
	insn(&b, IR_CTL_JUMP, IR_DELAY_ALWAYS, "join");
	PLAIN(&b);
	label(&b, "else");
	PLAIN(&b);                                            /* b2: 5 */
	label(&b, "join");
	PLAIN(&b);                                            /* b3: 6,7,8 */
	insn(&b, IR_CTL_CBRANCH, IR_DELAY_ALWAYS, "top");
	PLAIN(&b);
	insn(&b, IR_CTL_JUMP, IR_DELAY_ALWAYS, "other_function");  /* b4: 9,10 tail call */
	PLAIN(&b);

	cr_assert_eq(cfg_build("f.s", &b.f, &g), 0);
	cr_assert_eq(g.nblocks, 5);
	cr_expect_eq(g.blocks[3].idom, 0);
	cr_expect_eq(g.blocks[1].idom, 0);
	cr_expect_eq(g.blocks[4].idom, 3);
	for (int k = 0; k < 4; k++)
		cr_expect_eq(g.blocks[k].loop_depth, 1, "block %d", k);
	cr_expect_eq(g.blocks[4].loop_depth, 0);
	cr_expect_eq(g.blocks[4].end, CFG_END_TAILCALL);
	cr_expect_eq(g.edges[g.blocks[4].succ[0]].dst, g.exit);
	cr_expect(g.edges[g.blocks[3].succ[1]].back);
	cfg_free(&g);
}

Test(cfg, refuses_branch_into_slot)
{
	struct fb b;
	struct cfg g;

	fb_init(&b, "g");
	insn(&b, IR_CTL_CBRANCH, IR_DELAY_ALWAYS, "slot");
	label(&b, "slot");
	PLAIN(&b);
	insn(&b, IR_CTL_RET, IR_DELAY_ALWAYS, NULL);
	PLAIN(&b);
	cr_expect_eq(cfg_build("g.s", &b.f, &g), -1);
}

Test(cfg, refuses_cbranch_outside)
{
	struct fb b;
	struct cfg g;

	fb_init(&b, "h");
	insn(&b, IR_CTL_CBRANCH, IR_DELAY_ALWAYS, "elsewhere");
	PLAIN(&b);
	insn(&b, IR_CTL_RET, IR_DELAY_ALWAYS, NULL);
	PLAIN(&b);
	cr_expect_eq(cfg_build("h.s", &b.f, &g), -1);
}
