# RISC-V RV32IM, little-endian, ilp32 ABI (integer registers only: floating point is rt's
# software, rt/src/softfp.c), run by qemu-riscv32. Debian's riscv64 cross compiler builds it;
# no linker relaxation and no small-data sections, so no code is gp-relative: gp and tp are
# free for tracing.

RISCV32_CC = riscv64-linux-gnu-gcc
RISCV32_OBJDUMP = riscv64-linux-gnu-objdump
RISCV32_AR = riscv64-linux-gnu-ar
# The archiver's object format, named so that it does not load the linker plugins of
# lib/bfd-plugins (LLVM's among them: 0.1-0.2 s an archive); the archive is the same.
RISCV32_AR_TARGET = elf32-littleriscv
RISCV32_OBJDUMP_ARCH = riscv:rv32
RISCV32_QEMU = qemu-riscv32
RISCV32_CFLAGS = -march=rv32im -mabi=ilp32 -mno-relax -msmall-data-limit=0 -mcmodel=medlow -fno-pic
RISCV32_ASFLAGS = -march=rv32im -mabi=ilp32 -mno-relax -fno-pic -fno-pie -Wa,--fatal-warnings
# Register strategies (rt is built once for each, in build/riscv32/rt and rt-steal).
# reserved (the default): t6 is the tracing runtime's event-buffer pointer (-ffixed-t6); gp
# (the value buffer's) and tp (the temporary) no code built without relaxation or threads
# uses. steal: t6 is allocatable too; the instrumenter takes two registers and keeps the
# program's values of them in shadow words.
RISCV32_RESERVED_CFLAGS = -ffixed-t6
RISCV32_RESERVED_ASFLAGS = -DAEX_STRATEGY_RESERVED
RISCV32_STEAL_CFLAGS =
RISCV32_STEAL_ASFLAGS = -DAEX_STRATEGY_STEAL
# The tracing runtime's ISA-neutral part (targets/trace-core.c) is linked after trace.S.
RISCV32_TRACE_CORE = yes
RISCV32_ELF_MACHINE = 243
# e_flags & MASK must equal FLAGS: EF_RISCV_RVC (no compressed instructions) and the float
# ABI (soft) clear.
RISCV32_ELF_FLAGS_MASK = 0x7
RISCV32_ELF_FLAGS = 0

# ISA conformance (aex build checks every guest ELF): objdump shows a word outside the
# ELF's architecture as RISCV32_ISA_INVALID; RISCV32_ISA_DENY lists what RV32IM code never
# contains (the A, F and D extensions' instructions, system instructions), in case a part
# of the program declared them; RISCV32_OBJDUMP_ANY_ARCH names what a bad word is.
RISCV32_ISA_INVALID = .word
RISCV32_ISA_DENY = lr.w sc.w amoswap.w amoadd.w amoxor.w amoand.w amoor.w amomin.w amomax.w amominu.w amomaxu.w flw fsw fld fsd fadd.s fsub.s fmul.s fdiv.s fsqrt.s fadd.d fsub.d fmul.d fdiv.d fsqrt.d fmadd.s fmadd.d fcvt.w.s fcvt.s.w fcvt.w.d fcvt.d.w fcvt.s.d fcvt.d.s fmv.x.w fmv.w.x feq.s feq.d flt.s flt.d fle.s fle.d csrrw csrrs csrrc csrrwi csrrsi csrrci mret sret wfi
RISCV32_OBJDUMP_ANY_ARCH = riscv:rv32

# rt/src modules this ISA does not build: softquad_sparc (SPARC's _Q_ routines; gcc calls
# softquad's libgcc-named helpers here).
RISCV32_RT_OMIT = softquad_sparc
