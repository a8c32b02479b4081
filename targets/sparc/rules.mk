# targets/sparc/rules.mk — generated host sources of the SPARC target, included by the Makefile:
# the mnemonic lookup, a gperf perfect hash over the names of the instruction table (sparc-opc.c).

# Pattern rules only, so that none of them becomes make's default goal.

GEN_SRCS += $(B)/gen/sparc-lookup.c

$(B)/gen/sparc-%.c: $(B)/gen/sparc-%.gperf | deps
	gperf --output-file=$@ $<

$(B)/gen/sparc-%.gperf: $(B)/gen/sparc-gen-%
	$< > $@

$(B)/gen/sparc-gen-%: targets/sparc/gen/%.c targets/sparc/sparc-opc.c targets/sparc/sparc.h \
		targets/opcode.h instr/ir.h
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $< targets/sparc/sparc-opc.c
