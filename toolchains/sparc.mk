# SPARC V8, big-endian, 32-bit ABI, run by qemu-sparc.

SPARC_CC = sparc64-linux-gnu-gcc
SPARC_OBJDUMP = sparc64-linux-gnu-objdump
SPARC_AR = sparc64-linux-gnu-ar
# The archiver's object format, named so that it does not load the linker plugins of
# lib/bfd-plugins (LLVM's among them: 0.1-0.2 s an archive); the archive is the same.
SPARC_AR_TARGET = elf32-sparc
SPARC_OBJDUMP_ARCH = sparc
SPARC_QEMU = qemu-sparc
SPARC_CFLAGS = -m32 -mcpu=v8 -fno-pic
SPARC_ASFLAGS = -m32 -mcpu=v8 -fno-pic -fno-pie -Wa,--fatal-warnings
# The one register strategy: the ABI reserves %g5-%g7 for the system and 32-bit gcc never
# uses them; the tracing runtime takes them (a function that does use them is instrumented by
# stealing, automatically).
SPARC_RESERVED_CFLAGS =
SPARC_RESERVED_ASFLAGS = -DAEX_STRATEGY_RESERVED
SPARC_ELF_MACHINE = 2
# e_flags & MASK must equal FLAGS (EM_SPARC, not EM_SPARC32PLUS, already says V8).
SPARC_ELF_FLAGS_MASK = 0
SPARC_ELF_FLAGS = 0

# ISA conformance (aex build checks every guest ELF): objdump -m $(SPARC_OBJDUMP_ARCH) shows
# words outside SPARC V8 as SPARC_ISA_INVALID; SPARC_ISA_DENY lists V8 mnemonics user code
# never contains (privileged; V9's `return` shares rett's encoding); SPARC_OBJDUMP_ANY_ARCH
# names what a bad word is.
SPARC_ISA_INVALID = unknown
SPARC_ISA_DENY = rett rdpsr wrpsr rdwim wrwim rdtbr wrtbr sta lda stba lduba stha lduha stda ldda
SPARC_OBJDUMP_ANY_ARCH = sparc:v9b

# rt/src modules this ISA does not build: softfp (float and double are in hardware, so gcc
# never calls those helpers). Quad long double is software (softquad, reached through the
# ABI's _Q_ routines in softquad_sparc).
SPARC_RT_OMIT = softfp
