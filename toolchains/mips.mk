# MIPS I (R2000/R3000), big-endian, o32 ABI, run by qemu-mips.

MIPS_CC = mips-linux-gnu-gcc
MIPS_OBJDUMP = mips-linux-gnu-objdump
MIPS_AR = mips-linux-gnu-ar
# The archiver's object format, named so that it does not load the linker plugins of
# lib/bfd-plugins (LLVM's among them: 0.1-0.2 s an archive); the archive is the same.
MIPS_AR_TARGET = elf32-tradbigmips
MIPS_OBJDUMP_ARCH = mips:3000
MIPS_QEMU = qemu-mips
MIPS_CFLAGS = -march=mips1 -mfp32 -mhard-float -mno-abicalls -fno-pic -G0 -mno-check-zero-division
MIPS_ASFLAGS = -march=mips1 -mfp32 -mhard-float -mno-abicalls -fno-pic -G0 -Wa,--fatal-warnings
# Register strategies (aex build --strategy; rt is built once for each, in build/mips/rt and
# build/mips/rt-steal). reserved (the default): $23 is the tracing runtime's event-buffer
# pointer, so gcc must never allocate it (-ffixed-23, as AE reserved R23) and the hand-written
# rt assembly leaves it alone (AEX_STRATEGY_RESERVED). steal: every register is allocatable;
# the instrumenter takes two and keeps the program's values of them in shadow words.
MIPS_RESERVED_CFLAGS = -ffixed-23
MIPS_RESERVED_ASFLAGS = -DAEX_STRATEGY_RESERVED
MIPS_STEAL_CFLAGS =
MIPS_STEAL_ASFLAGS = -DAEX_STRATEGY_STEAL
# The tracing runtime's ISA-neutral part (targets/trace-core.c) is linked after trace.S.
MIPS_TRACE_CORE = yes
MIPS_ELF_MACHINE = 8
# e_flags & MASK must equal FLAGS: EF_MIPS_ARCH = E_MIPS_ARCH_1 (MIPS I).
MIPS_ELF_FLAGS_MASK = 0xf0000000
MIPS_ELF_FLAGS = 0x00000000

# ISA conformance (aex build checks every guest ELF): objdump -m $(MIPS_OBJDUMP_ARCH) shows
# words outside MIPS I as MIPS_ISA_INVALID; MIPS_ISA_DENY lists MIPS I mnemonics user code
# never contains (privileged coprocessor 0); MIPS_OBJDUMP_ANY_ARCH names what a bad word is.
MIPS_ISA_INVALID = .word
MIPS_ISA_DENY = mfc0 mtc0 rfe tlbr tlbwi tlbwr tlbp eret deret cache wait
MIPS_OBJDUMP_ANY_ARCH = mips:isa64r2

# rt/src modules this ISA does not build: softfp (its floating point is in hardware, so gcc
# never calls those helpers), softquad and softquad_sparc (long double is double on o32).
MIPS_RT_OMIT = softfp softquad softquad_sparc
