# targets/mips/rules.mk — generated host sources of the MIPS target, included by the Makefile:
# the mnemonic lookup, a gperf perfect hash over the names of the instruction table (mips-opc.c).

# Pattern rules only, so that none of them becomes make's default goal.

GEN_SRCS += $(B)/gen/mips-lookup.c

$(B)/gen/mips-%.c: $(B)/gen/mips-%.gperf | deps
	gperf --output-file=$@ $<

$(B)/gen/mips-%.gperf: $(B)/gen/mips-gen-%
	$< > $@

$(B)/gen/mips-gen-%: targets/mips/gen/%.c targets/mips/mips-opc.c targets/mips/mips.h targets/opcode.h instr/ir.h
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $< targets/mips/mips-opc.c
