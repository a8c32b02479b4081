# targets/mips/rules.mk — generated host sources of the MIPS target, included by the Makefile:
# the mnemonic lookup of the instruction table (mips-opc.c).
$(eval $(call lookup_rules,mips,mips-opc.c,mips_opcodes,mips_nopcodes,mips_lookup))
