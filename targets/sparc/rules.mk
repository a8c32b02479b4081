# targets/sparc/rules.mk — generated host sources of the SPARC target, included by the Makefile:
# the mnemonic lookup of the instruction table (sparc-opc.c).
$(eval $(call lookup_rules,sparc,sparc-opc.c,sparc_opcodes,sparc_nopcodes,sparc_lookup))
