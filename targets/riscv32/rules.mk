# targets/riscv32/rules.mk — generated host sources of the RV32IM target, included by the Makefile:
# the mnemonic lookup of the instruction table (riscv32-opc.c).
$(eval $(call lookup_rules,riscv32,riscv32-opc.c,rv_opcodes,rv_nopcodes,rv_lookup))
