# Flags shared by every guest build, whatever the ISA.
# This file, with toolchains/<isa>.mk, is the single source of compiler, assembler and linker
# settings: make includes it and `aex build` reads it (simple `NAME = value` lines, `$(NAME)`
# references to names defined earlier; nothing else).

GUEST_CFLAGS = -O2 -ffreestanding -fno-builtin -nostdlib -nostdinc -static -fno-pie -no-pie -fno-stack-protector -fno-asynchronous-unwind-tables -fno-jump-tables -fno-tree-switch-conversion -fno-common -std=gnu11
GUEST_WARN = -Wall -Wextra -Wno-unused-parameter
GUEST_LDFLAGS = -nostdlib -static -no-pie -Wl,--no-dynamic-linker -Wl,-z,norelro -Wl,--build-id=none
