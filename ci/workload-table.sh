#!/bin/sh
# Measures every workload with the golden plugin (exact counts) and prints the markdown table
# of workloads/README.md: guest instructions and data references per ISA and size.
# Usage: ci/workload-table.sh [WORKLOAD...]   (default: all but the micro programs)
set -eu
cd "$(dirname "$0")/.."
aex=bin/aex
if [ $# -eq 0 ]; then
	for d in workloads/*/; do
		name=$(basename "$d")
		[ -f "$d/args" ] || continue
		set -- "$@" "$name"
		for v in "$d"args.*; do
			[ -f "$v" ] && set -- "$@" "$name-${v##*/args.}"
		done
	done
fi
echo "| workload | size | ISA | instructions | reads | writes | data references |"
echo "|---|---|---|---:|---:|---:|---:|"
for w in "$@"; do
	for size in small paper; do
		for isa in mips sparc; do
			line=$($aex golden -o /dev/null -i "$isa" -w "$w" -s "$size" 2>&1 >/dev/null |
				sed -n 's/.*: \([0-9]*\) insns, \([0-9]*\) reads, \([0-9]*\) writes.*/\1 \2 \3/p')
			set -- $line
			printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$w" "$size" "$isa" \
				"$(printf %d "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta')" \
				"$(printf %d "$2" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta')" \
				"$(printf %d "$3" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta')" \
				"$(printf %d "$(($2 + $3))" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta')"
		done
	done
done
