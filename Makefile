# aex — build, test and benchmark. `make` builds everything, `make check` runs the tests,
# `make bench` runs the benchmark. Every target first makes sure the Debian packages are there.

# Every core unless the command line says otherwise (make -jN).
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(shell nproc)
endif

include toolchains/common.mk
include toolchains/mips.mk
include toolchains/sparc.mk
include toolchains/riscv32.mk

ISAS := mips sparc riscv32
B := build
SRCDIR := $(abspath .)

# ---- host tools --------------------------------------------------------------------------
HOST_CC ?= gcc
HOST_WARN := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Werror
HOST_DIRS := lib instr regen sim targets harness cli
HOST_INC := -Iinclude $(addprefix -I,$(HOST_DIRS))
HOST_CFLAGS := -std=gnu11 -O2 -g $(HOST_WARN) -D_GNU_SOURCE $(HOST_INC)
SAN_FLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all

# Host code of the tool, in layers (README, Layout): lib/ (utilities, ELF, full traces,
# toolchains, guest processes) under the ISA-neutral instrumenter (instr/) and regenerator
# (regen/) and the targets' host side (targets/<isa>/*.c; their guest side is
# targets/<isa>/rt/); harness/ (build, check, bench, report) above them; cli/ (bin/aex's
# argument parsing) on top. Each target may add generated sources (gperf tables) to GEN_SRCS
# in targets/<isa>/rules.mk.
GEN_SRCS :=
# A target's mnemonic lookup, a gperf perfect hash over the names of its instruction table:
# $(call lookup_rules,ISA,TABLE-SOURCE,ROWS,NROWS,LOOKUP) in targets/<isa>/rules.mk.
define lookup_rules
GEN_SRCS += $(B)/gen/$(1)-lookup.c
$(B)/gen/$(1)-lookup.c: $(B)/gen/$(1)-lookup.gperf | deps
	gperf --output-file=$$@ $$<
$(B)/gen/$(1)-lookup.gperf: $(B)/gen/$(1)-gen-lookup
	$$< > $$@
$(B)/gen/$(1)-gen-lookup: targets/gen-lookup.c targets/$(1)/$(2) targets/$(1)/$(1).h targets/opcode.h instr/ir.h
	@mkdir -p $$(@D)
	$(HOST_CC) $(HOST_CFLAGS) -DISA=$(1) -DROWS=$(3) -DNROWS=$(4) -DLOOKUP=$(5) -o $$@ $$< targets/$(1)/$(2)
endef
-include $(wildcard targets/*/rules.mk)
# (targets/gen-lookup.c is a build-time generator, targets/trace-core.c and
# targets/replay-core.c guest code, not parts of the tool)
CLI_SRCS := $(filter-out targets/gen-lookup.c targets/trace-core.c targets/replay-core.c,$(wildcard $(addsuffix /*.c,$(HOST_DIRS)) targets/*/*.c))
CLI_LIB_SRCS := $(filter-out cli/aex.c,$(CLI_SRCS))
CLI_HDRS := $(wildcard include/*.h $(addsuffix /*.h,$(HOST_DIRS)) targets/*/*.h)

.PHONY: all deps check check-full check-paper bench clean unit fuzz fuzz-cc
.DELETE_ON_ERROR:
# rt's compiler output is kept: it is what the instrumenter reads.
.SECONDARY:

all: deps bin/aex rt $(B)/golden/golden.so $(B)/host/libaexsim.a $(B)/host/libaexregen.a

deps:
	@ci/deps.sh

HOST_LIBS := -lzstd -lz -lm

bin/aex: $(patsubst %.c,$(B)/host/%.o,$(CLI_SRCS) $(GEN_SRCS)) | deps
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) -o $@ $^ $(HOST_LIBS)

$(B)/host/%.o: %.c $(CLI_HDRS) | deps
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) -c $< -o $@

$(B)/host-san/%.o: %.c $(CLI_HDRS) | deps
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) $(SAN_FLAGS) -c $< -o $@

# Generated sources (already under $(B)) compile into the same trees.
$(B)/host/$(B)/%.o: $(B)/%.c $(CLI_HDRS)
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) -c $< -o $@

$(B)/host-san/$(B)/%.o: $(B)/%.c $(CLI_HDRS)
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) $(SAN_FLAGS) -c $< -o $@

# aex sim's cache model, linked into every regenerator (--format sim)
$(B)/host/libaexsim.a: $(patsubst %.c,$(B)/host/%.o,$(wildcard sim/*.c))
	rm -f $@
	ar rcs $@ $^

# The regenerator's runtime (its main, the event trace reader, the sinks) compiled once, by
# gcc -O2, for the regenerators tcc compiles (aex build --regen-cc tcc): tcc's own code for
# it runs at half the rate. gcc's regenerators compile it with the generated C instead.
REGEN_RT_SRCS := regen/runtime/lib.c regen/runtime/main.c lib/evframe.c
$(B)/regen-rt/%.o: %.c $(wildcard regen/runtime/*.h include/*.h lib/evframe.h sim/*.h) | deps
	@mkdir -p $(@D)
	$(HOST_CC) -std=gnu11 -w -O2 -fstrict-aliasing -Iregen/runtime -Iinclude -Ilib -Isim \
		-c $< -o $@

$(B)/host/libaexregen.a: $(patsubst %.c,$(B)/regen-rt/%.o,$(REGEN_RT_SRCS))
	rm -f $@
	ar rcs $@ $^

# ---- golden: the QEMU TCG plugin that logs the golden trace -------------------------------
$(B)/golden/golden.so: golden/golden.c golden/qemu_plugin_api.h include/aex_trace.h include/aex_regen.h \
		targets/replay-core.h | deps
	@mkdir -p $(@D)
	$(HOST_CC) -std=gnu11 -O2 -g $(HOST_WARN) -D_GNU_SOURCE -Iinclude -Itargets -shared -fPIC \
		-fvisibility=hidden -o $@ golden/golden.c -lpthread

# ---- rt, the guest C library, once per ISA ----------------------------------------------
RT_SRCS := $(wildcard rt/src/*.c)
RT_HDRS := $(wildcard rt/include/*.h rt/include/sys/*.h rt/src/*.h)

# $(1) = isa, $(2) = ISA prefix used in toolchains/<isa>.mk
# rt for ISA $(1) (make prefix $(2)) and register strategy $(3) (flags $(2)_$(3)_CFLAGS and
# _ASFLAGS) in $(B)/$(1)/$(4); the rt/src modules the ISA never needs ($(2)_RT_OMIT) left out.
define rt_rules
RT_$(1)_$(3)_ASM := $$(patsubst rt/src/%.c,$(B)/$(1)/$(4)/%.s,\
	$$(filter-out $$(patsubst %,rt/src/%.c,$$($(2)_RT_OMIT)),$$(RT_SRCS)))
RT_$(1)_$(3)_OBJS := $$(RT_$(1)_$(3)_ASM:.s=.o) \
	$$(patsubst targets/$(1)/rt/%.S,$(B)/$(1)/$(4)/%.o,$$(filter-out %/crt0.S,$$(wildcard targets/$(1)/rt/*.S)))
RT_$(1)_INC := -Irt/include -Itargets/$(1)/rt/include

$(B)/$(1)/$(4)/%.s: rt/src/%.c $$(RT_HDRS) $$(wildcard targets/$(1)/rt/include/bits/*.h) \
		toolchains/common.mk toolchains/$(1).mk | deps
	@mkdir -p $$(@D)
	$$($(2)_CC) $$(GUEST_CFLAGS) $$($(2)_CFLAGS) $$($(2)_$(3)_CFLAGS) $$(GUEST_WARN) -Werror $$(RT_$(1)_INC) -S $$< -o $$@

$(B)/$(1)/$(4)/%.o: $(B)/$(1)/$(4)/%.s
	$$($(2)_CC) $$($(2)_ASFLAGS) $$($(2)_$(3)_ASFLAGS) -c $$< -o $$@

$(B)/$(1)/$(4)/%.o: targets/$(1)/rt/%.S toolchains/$(1).mk | deps
	@mkdir -p $$(@D)
	$$($(2)_CC) $$($(2)_ASFLAGS) $$($(2)_$(3)_ASFLAGS) $$(RT_$(1)_INC) -c $$< -o $$@

# The hand-written assembly preprocessed, for the instrumenter.
$(B)/$(1)/$(4)/%.s: targets/$(1)/rt/%.S toolchains/$(1).mk | deps
	@mkdir -p $$(@D)
	$$($(2)_CC) $$($(2)_ASFLAGS) $$($(2)_$(3)_ASFLAGS) $$(RT_$(1)_INC) -E -P -x assembler-with-cpp $$< -o $$@

RT_$(1)_$(3)_SASM := $$(patsubst targets/$(1)/rt/%.S,$(B)/$(1)/$(4)/%.s,$$(wildcard targets/$(1)/rt/*.S))

$(B)/$(1)/$(4)/librt.a: $$(RT_$(1)_$(3)_OBJS)
	rm -f $$@
	$$($(2)_AR) --target=$$($(2)_AR_TARGET) rcs $$@ $$^

# A replay build's rt (docs/replay.md): librt.a with syscall.o assembled -DAEX_REPLAY, the
# member replaced in its place, so that the link lays out the program's code as the plain's.
$(B)/$(1)/$(4)/replay/syscall.o: targets/$(1)/rt/syscall.S toolchains/$(1).mk | deps
	@mkdir -p $$(@D)
	$$($(2)_CC) $$($(2)_ASFLAGS) $$($(2)_$(3)_ASFLAGS) -DAEX_REPLAY $$(RT_$(1)_INC) -c $$< -o $$@

$(B)/$(1)/$(4)/librt-replay.a: $(B)/$(1)/$(4)/librt.a $(B)/$(1)/$(4)/replay/syscall.o
	cp $$< $$@.tmp
	$$($(2)_AR) --target=$$($(2)_AR_TARGET) r $$@.tmp $(B)/$(1)/$(4)/replay/syscall.o
	mv $$@.tmp $$@

rt: $(B)/$(1)/$(4)/librt.a $(B)/$(1)/$(4)/librt-replay.a $(B)/$(1)/$(4)/crt0.o $$(RT_$(1)_$(3)_ASM) $$(RT_$(1)_$(3)_SASM)
endef

# The tracing runtime, linked into traced ELFs only (the reserved strategy's; under steal
# aex build assembles it with the buffer register it chose), and its ISA-neutral part in C
# for a target whose toolchain file says <ISA>_TRACE_CORE = yes: all its code must be in
# .text.aex and its data in .aex_rodata, and it may call nothing but the target's __aex_*.
define trace_rules
$(B)/$(1)/trace.o: $$(wildcard targets/$(1)/trace.S) targets/trace-core.h include/aex_events.h \
		toolchains/$(1).mk | deps
	@mkdir -p $$(@D)
	$$($(2)_CC) $$($(2)_ASFLAGS) $$($(2)_RESERVED_ASFLAGS) -Iinclude -Itargets -c $$< -o $$@

$(B)/$(1)/trace-core.o: targets/trace-core.c targets/trace-core.h include/aex_events.h \
		$$(RT_HDRS) $$(wildcard targets/$(1)/rt/include/bits/*.h) toolchains/common.mk \
		toolchains/$(1).mk | deps
	@mkdir -p $$(@D)
	$$($(2)_CC) $$(GUEST_CFLAGS) $$($(2)_CFLAGS) $$(GUEST_WARN) -Werror -Iinclude -Itargets \
		$$(RT_$(1)_INC) -c $$< -o $$@.tmp
	$$($(2)_OBJDUMP) -ht $$@.tmp | awk '/^ +[0-9]+ / && $$$$3 !~ /^0+$$$$/ && \
		$$$$2 !~ /^[.](text[.]aex|aex_rodata|comment|note|riscv|MIPS|reginfo|pdr|gnu|mdebug)/ \
		{ print "$$@: section " $$$$2 " outside the runtime"; bad = 1 } \
		/[*]UND[*]/ && $$$$NF !~ /^(__aex_|$$$$)/ { print "$$@: calls " $$$$NF; bad = 1 } \
		END { exit bad }'
	mv $$@.tmp $$@

# The recording layer of replay builds (docs/replay.md), linked after all of the program's
# code: its code in .aex_replay, its data in .aex_rodata, calling nothing but __aex_replay_*.
$(B)/$(1)/replay.o: targets/$(1)/replay.S targets/replay-core.h toolchains/$(1).mk | deps
	@mkdir -p $$(@D)
	$$($(2)_CC) $$($(2)_ASFLAGS) -Itargets -c $$< -o $$@

$(B)/$(1)/replay-core.o: targets/replay-core.c targets/replay-core.h include/aex_events.h \
		$$(RT_HDRS) $$(wildcard targets/$(1)/rt/include/bits/*.h) toolchains/common.mk \
		toolchains/$(1).mk | deps
	@mkdir -p $$(@D)
	$$($(2)_CC) $$(GUEST_CFLAGS) $$($(2)_CFLAGS) $$(GUEST_WARN) -Werror -Iinclude -Itargets \
		$$(RT_$(1)_INC) -c $$< -o $$@.tmp
	$$($(2)_OBJDUMP) -ht $$@.tmp | awk '/^ +[0-9]+ / && $$$$3 !~ /^0+$$$$/ && \
		$$$$2 !~ /^[.](aex_replay|aex_rodata|comment|note|riscv|MIPS|reginfo|pdr|gnu|mdebug)/ \
		{ print "$$@: section " $$$$2 " outside the layer"; bad = 1 } \
		/[*]UND[*]/ && $$$$NF !~ /^(__aex_replay_|$$$$)/ { print "$$@: calls " $$$$NF; bad = 1 } \
		END { exit bad }'
	mv $$@.tmp $$@

rt: $(B)/$(1)/replay.o $(B)/$(1)/replay-core.o
rt: $$(if $$(wildcard targets/$(1)/trace.S),$(B)/$(1)/trace.o) \
	$$(if $$(filter yes,$$($(2)_TRACE_CORE)),$(B)/$(1)/trace-core.o)
endef
$(eval $(call rt_rules,mips,MIPS,RESERVED,rt))
$(eval $(call rt_rules,mips,MIPS,STEAL,rt-steal))
$(eval $(call rt_rules,sparc,SPARC,RESERVED,rt))
$(eval $(call rt_rules,riscv32,RISCV32,RESERVED,rt))
$(eval $(call rt_rules,riscv32,RISCV32,STEAL,rt-steal))
$(eval $(call trace_rules,mips,MIPS))
$(eval $(call trace_rules,sparc,SPARC))
$(eval $(call trace_rules,riscv32,RISCV32))

.PHONY: rt

# ---- unit tests (Criterion, host) --------------------------------------------------------
# rt's portable code compiled for the host, every symbol prefixed rt_ so it cannot clash
# with the host C library; tests/host/hostsys.c supplies the per-ISA primitives. start.c is
# left out: it calls the guest's main; so is sigjmp.c: it calls the ISA's longjmp.
RT_HOST_CFLAGS := -std=gnu11 -O2 -ffreestanding -fno-builtin -nostdinc -fno-stack-protector \
	-fno-pic -fno-asynchronous-unwind-tables $(GUEST_WARN) -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes -Werror -Irt/include -Itests/host/include
RT_HOST_OBJS := $(patsubst rt/src/%.c,$(B)/host/rt/%.o,$(filter-out rt/src/start.c \
	rt/src/sigjmp.c,$(RT_SRCS)))

$(B)/host/rt/%.o: rt/src/%.c $(RT_HDRS) $(wildcard tests/host/include/bits/*.h) | deps
	@mkdir -p $(@D)
	$(HOST_CC) $(RT_HOST_CFLAGS) -c $< -o $@

$(B)/host/rt-prefixed.o: $(RT_HOST_OBJS)
	ld -r -o $(B)/host/rt-all.o $^
	objcopy --prefix-symbols=rt_ $(B)/host/rt-all.o $@

TEST_SRCS := $(wildcard tests/unit/*.c)
TEST_CFLAGS := -std=gnu11 -O1 -g -Wall -Wextra -Werror -D_GNU_SOURCE $(HOST_INC) -Itests/unit \
	-DAEX_SRCDIR='"$(SRCDIR)"' -DAEX_BIN='"$(SRCDIR)/$(B)/tests/aex"' \
	-DAEX_PLAIN_BIN='"$(SRCDIR)/bin/aex"' $(SAN_FLAGS)

# The tests run this sanitized build of bin/aex (AEX_ROOT tells it where the tree is).
$(B)/tests/aex: $(patsubst %.c,$(B)/host-san/%.o,$(CLI_SRCS) $(GEN_SRCS))
	@mkdir -p $(@D)
	$(HOST_CC) $(HOST_CFLAGS) $(SAN_FLAGS) -o $@ $^ $(HOST_LIBS)

# Each suite compiled on its own, so that make builds them side by side.
TEST_OBJS := $(patsubst tests/unit/%.c,$(B)/tests/obj/%.o,$(TEST_SRCS))
$(B)/tests/obj/%.o: tests/unit/%.c $(wildcard tests/unit/*.h) $(CLI_HDRS) | deps
	@mkdir -p $(@D)
	$(HOST_CC) $(TEST_CFLAGS) -c $< -o $@

$(B)/tests/unit: $(TEST_OBJS) tests/host/hostsys.c $(B)/host/rt-prefixed.o \
		$(patsubst %.c,$(B)/host-san/%.o,$(CLI_LIB_SRCS) $(GEN_SRCS)) | deps
	@mkdir -p $(@D)
	$(HOST_CC) $(TEST_CFLAGS) -no-pie -o $@ $(filter %.c %.o,$^) -lcriterion $(HOST_LIBS)

unit: $(B)/tests/unit

# ---- check, bench ------------------------------------------------------------------------
# make check's budget (docs/testing.md): it ends with its duration and its five slowest tests.
# Regenerators are compiled by tcc (AEX_TEST_REGEN; make check-full: gcc -O1); AEX_TEST_FULL=1
# (make check-full) adds the tests and configurations the gate leaves out (docs/testing.md).
MAKE_START := $(shell date +%s)
AEX_TEST_REGEN ?= tcc
AEX_TEST_FULL ?= 0
# Three suites at a time on two cores: a check waits on its pipes and processes part of the
# time, and a third keeps both cores busy (docs/testing.md).
TEST_JOBS ?= 3
TEST_ENV = LSAN_OPTIONS=suppressions=$(SRCDIR)/tests/lsan.supp AEX_TEST_REGEN='$(AEX_TEST_REGEN)' \
	AEX_TEST_FULL=$(AEX_TEST_FULL)
check: all $(B)/tests/unit $(B)/tests/aex
	@suites=$$(date +%s); rc=0; \
	$(TEST_ENV) $(B)/tests/unit --jobs=$(TEST_JOBS) --short-filename --xml=$(B)/tests/report.xml </dev/null || rc=$$?; \
	python3 ci/test-times.py $(B)/tests/report.xml $(MAKE_START) $$suites; exit $$rc

# The workloads at paper size on every ISA, each checked against the host build.
PAPER_WORKLOADS ?= li cc egrep egrep-match
check-paper: all
	@set -e; for w in $(PAPER_WORKLOADS); do for i in $(ISAS); do \
		bin/aex exec -i $$i -w $$w -s paper --verify; done; done

# Everything make check runs, with every regenerator of the suites built as aex build builds
# them by default (gcc -O1) instead of by tcc; then check-paper; then the papers' workloads
# traced at paper size under tree on every ISA, and a middle window and the last 1 % of each
# (docs/testing.md gives the duration).
PAPER_TRACED ?= li cc egrep
# The ablation's variants of the workloads aex bench --quick leaves out of table 7 (make check
# runs egrep's), each checked identical and transparent.
ABLATION_FULL ?= li cc
ABLATION_VARIANTS ?= none no-narrow no-decide no-pass no-hoist
# ... and the tree trained on each size's input (aex check --train; make check trains egrep's
# and compress's on the small one).
ABLATION_TRAIN ?= small paper
# Every workload with the tree and the techniques weighed by its own small run's counts.
PROFILE_FULL ?= li cc egrep compress polyd sgefa pdp
check-full: all $(B)/tests/unit $(B)/tests/aex
	$(MAKE) --no-print-directory check AEX_TEST_REGEN='gcc -O1' AEX_TEST_FULL=1
	$(MAKE) --no-print-directory check-paper
	@set -e; for w in $(PAPER_TRACED); do for i in $(ISAS); do \
		n=$$(bin/aex check -i $$i -w $$w -s paper --placement tree --reps 1 --json | \
			sed -n 's/.*"identical": true.*"golden_insns": \([0-9]*\),.*/\1/p'); \
		test -n "$$n" || { echo "check-full: $$i $$w at paper size failed"; exit 1; }; \
		for s in $$((n / 2)) $$((n - n / 100)); do \
			bin/aex check -i $$i -w $$w -s paper --placement tree --reps 1 --reuse-build \
				-o build/workloads/$$w/$$i-reserved-tree --skip-insns $$s --insns $$((n / 100)) \
				>/dev/null || { echo "check-full: $$i $$w window $$s failed"; exit 1; }; \
		done; echo "check-full: $$i $$w at paper size, a middle window and the last 1 % identical"; \
	done; done
	@set -e; for w in $(ABLATION_FULL); do for i in $(ISAS); do for t in $(ABLATION_VARIANTS); do \
		bin/aex check -i $$i -w $$w --placement tree --techniques $$t --reps 1 >/dev/null \
		|| { echo "check-full: $$i $$w --techniques $$t failed"; exit 1; }; done; \
		for t in $(ABLATION_TRAIN); do \
		bin/aex check -i $$i -w $$w --placement tree --train $$t --reps 1 >/dev/null \
		|| { echo "check-full: $$i $$w --train $$t failed"; exit 1; }; done; done; done
	@echo "check-full: the ablation of $(ABLATION_FULL) traced identically"
	@set -e; for w in $(PROFILE_FULL); do for i in $(ISAS); do \
		bin/aex check -i $$i -w $$w --placement tree --train small --reps 1 >/dev/null \
		|| { echo "check-full: $$i $$w --train small failed"; exit 1; }; done; done
	@echo "check-full: $(PROFILE_FULL) trained on their small input traced identically"
	$(MAKE) --no-print-directory fuzz FUZZ_SECONDS=$(FUZZ_SHORT_SECONDS)

# Fuzzing (libFuzzer, clang; docs/testing.md): the stored event trace through a real
# regenerator (larus's, one per ISA), the canonical full-trace reader, the schema compiler and
# each target's assembly parser with the instrumenter behind it. make fuzz runs each harness
# FUZZ_SECONDS from its committed seeds (tests/fuzz/seeds) into $(B)/fuzz/corpus-*; a crash
# leaves its input in $(B)/fuzz and fails the target.
FUZZ_SECONDS ?= 600
# make check-full's short run of every harness.
FUZZ_SHORT_SECONDS ?= 60
FUZZ_CC ?= clang
FUZZ_CFLAGS := -std=gnu11 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	-D_GNU_SOURCE
FUZZ_ISAS := mips sparc riscv32
FUZZERS := $(addprefix $(B)/fuzz/events-,$(FUZZ_ISAS)) $(B)/fuzz/trace $(B)/fuzz/schema \
	$(addprefix $(B)/fuzz/asm-,$(FUZZ_ISAS)) $(B)/fuzz/profile
# The tool's own sources the schema and assembly harnesses link (its CLI and harness aside).
FUZZ_TOOL_SRCS := $(filter lib/% instr/% regen/% targets/%,$(CLI_LIB_SRCS)) $(GEN_SRCS)

fuzz-cc:
	@if [ "$(FUZZ_CC)" = clang ]; then ci/deps.sh --fuzz; fi
	@command -v $(FUZZ_CC) >/dev/null || { echo "make fuzz: needs $(FUZZ_CC) with libFuzzer" \
		"(Debian: apt-get install clang libclang-rt-dev)"; exit 2; }

$(B)/fuzz/larus-%/regen.c: bin/aex workloads/micro/larus.c | rt
	bin/aex build -i $* --placement tree --regen-opt 0 -o $(@D) workloads/micro/larus.c >/dev/null

$(B)/fuzz/events-%: tests/fuzz/events.c $(B)/fuzz/larus-%/regen.c regen/runtime/lib.c \
		lib/evframe.c regen/runtime/rg.h lib/evframe.h include/aex_events.h
	$(FUZZ_CC) $(FUZZ_CFLAGS) -Iregen/runtime -Iinclude -Ilib -o $@ tests/fuzz/events.c \
		$(B)/fuzz/larus-$*/regen.c regen/runtime/lib.c lib/evframe.c -lzstd -lz

$(B)/fuzz/trace: tests/fuzz/trace.c lib/trace.c lib/util.c lib/trace.h lib/util.h include/aex_trace.h
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -Iinclude -Ilib -o $@ tests/fuzz/trace.c lib/trace.c lib/util.c

$(B)/fuzz/schema: tests/fuzz/schema.c $(FUZZ_TOOL_SRCS) $(CLI_HDRS) \
		$(addprefix $(B)/fuzz/larus-,$(addsuffix /regen.c,$(FUZZ_ISAS)))
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(HOST_INC) -DFUZZ_PROGRAMS='"$(abspath $(B)/fuzz)"' -o $@ \
		tests/fuzz/schema.c $(FUZZ_TOOL_SRCS) $(HOST_LIBS)

$(B)/fuzz/profile: tests/fuzz/profile.c instr/profile.c instr/ir.c instr/profile.h instr/cfg.h \
		lib/strbuf.c lib/util.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(HOST_INC) -o $@ tests/fuzz/profile.c instr/profile.c instr/ir.c \
		lib/strbuf.c lib/util.c

$(B)/fuzz/asm-%: tests/fuzz/asm.c $(FUZZ_TOOL_SRCS) $(CLI_HDRS)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(HOST_INC) -DFUZZ_ISA='"$*"' -o $@ tests/fuzz/asm.c \
		$(FUZZ_TOOL_SRCS) $(HOST_LIBS)

$(FUZZERS): | fuzz-cc

fuzz: fuzz-cc $(FUZZERS)
	@set -e; for f in $(FUZZERS); do n=$$(basename $$f); mkdir -p $(B)/fuzz/corpus-$$n; \
		echo "fuzz: $$n for $(FUZZ_SECONDS) s (log: $(B)/fuzz/$$n.log)"; \
		( cd $(B)/fuzz && ./$$n -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=2048 \
			-close_fd_mask=2 -print_final_stats=1 corpus-$$n $(CURDIR)/tests/fuzz/seeds/$$n \
			>$$n.log 2>&1 ) \
		|| { tail -40 $(B)/fuzz/$$n.log; echo "fuzz: $$n failed"; exit 1; }; \
		grep -E '^stat::number_of_executed_units|^Done' $(B)/fuzz/$$n.log; done

# The benchmark: every table of bench/results/REPORT.md (docs/bench.md). BENCH_ARGS selects,
# e.g. make bench BENCH_ARGS=--quick, or BENCH_ARGS='-i mips -w li -s paper'.
BENCH_ARGS ?=
bench: all
	bin/aex bench $(BENCH_ARGS)

clean:
	rm -rf $(B) bin
