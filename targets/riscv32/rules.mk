# targets/riscv32/rules.mk — generated host sources of the RV32IM target, included by the Makefile:
# the mnemonic lookup, a gperf perfect hash over the names of the instruction table (riscv32-opc.c).

# Pattern rules only, so that none of them becomes make's default goal.

GEN_SRCS += $(B)/gen/riscv32-lookup.c

$(B)/gen/riscv32-%.c: $(B)/gen/riscv32-%.gperf | deps
	gperf --output-file=$@ $<

$(B)/gen/riscv32-%.gperf: $(B)/gen/riscv32-gen-%
	$< > $@

$(B)/gen/riscv32-gen-%: targets/riscv32/gen/%.c targets/riscv32/riscv32-opc.c targets/riscv32/riscv32.h targets/opcode.h instr/ir.h
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $< targets/riscv32/riscv32-opc.c
