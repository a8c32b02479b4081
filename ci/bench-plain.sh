#!/bin/sh
# Runs every workload plainly on every ISA: checks its output against the host build and
# reports the exact guest instruction count and the wall time under qemu. This is what
# `make bench` does until the tracing benchmark exists. Writes bench/results/plain.txt.
# Usage: ci/bench-plain.sh [SIZE]   (default paper)
set -eu
cd "$(dirname "$0")/.."
size=${1:-paper}
aex=bin/aex
out=bench/results/plain.txt
mkdir -p bench/results

workloads=""
for d in workloads/*/; do
	name=$(basename "$d")
	[ "$name" = micro ] && continue
	[ -f "$d/args" ] || continue
	workloads="$workloads $name"
	for v in "$d"args.*; do
		[ -f "$v" ] && workloads="$workloads $name-${v##*/args.}"
	done
done
for f in workloads/micro/*.c; do
	workloads="$workloads $(basename "$f" .c)"
done

{
	echo "aex plain runs, size $size, $(date -u +%Y-%m-%d), $(uname -m), $(qemu-mips --version | head -1)"
	printf '%-14s %-6s %14s %9s  %s\n' workload isa guest_insns wall_s output
} | tee "$out"
n=0
total=$(echo $workloads | wc -w)
for w in $workloads; do
	for isa in mips sparc; do
		n=$((n + 1))
		printf '[%d/%d] %s %s\n' "$n" "$((total * 2))" "$w" "$isa" >&2
		if $aex exec -i "$isa" -w "$w" -s "$size" --verify 2>/dev/null; then
			verdict="same as host"
		else
			verdict="DIFFERS from host"
		fi
		line=$($aex golden --count-only -i "$isa" -w "$w" -s "$size" 2>&1 >/dev/null |
			sed -n 's/.*: \([0-9]*\) insns (count only).*/\1/p')
		start=$(date +%s.%N)
		$aex exec -i "$isa" -w "$w" -s "$size" >/dev/null 2>&1 || true
		end=$(date +%s.%N)
		printf '%-14s %-6s %14s %9.3f  %s\n' "$w" "$isa" "${line:-?}" \
			"$(awk "BEGIN { print $end - $start }")" "$verdict" | tee -a "$out"
	done
done
