#!/bin/sh
# Traces every workload on every ISA the instrumenter supports with `aex check --json` and writes
# the metrics as a markdown table (bench/results/tracing.md) and CSV (bench/results/tracing.csv):
# li, cc and egrep at small size under each placement, every workload at paper size under tree
# (and Larus's four at small size under tree). Every run must be identical.
# Usage: ci/bench-trace.sh [--quick]   (--quick: small sizes only)
set -eu
cd "$(dirname "$0")/.."
aex=bin/aex
quick=${1:-}
mkdir -p bench/results
csv=bench/results/tracing.csv
md=bench/results/tracing.md
fields="isa workload size placement identical golden_insns golden_reads golden_writes event_bytes event_bytes_zstd bytes_per_ref bytes_per_addr insn_ratio wall_ratio regen_addrs_per_s golden_s"
echo "$fields" | tr ' ' ',' > "$csv"
runs=""
for isa in mips sparc; do
	for w in li cc egrep; do
		for p in blocks cbranch tree; do runs="$runs $isa:$w:small:$p"; done
	done
	for w in compress polyd sgefa pdp; do runs="$runs $isa:$w:small:tree"; done
	if [ "$quick" != --quick ]; then
		for w in li cc egrep compress polyd sgefa pdp; do runs="$runs $isa:$w:paper:tree"; done
	fi
done
total=$(echo $runs | wc -w)
n=0
failed=0
start=$(date +%s)
for r in $runs; do
	n=$((n + 1))
	IFS=: read -r isa w size p <<EOF2
$r
EOF2
	printf '[%d/%d, %ds] %s %s %s %s\n' "$n" "$total" "$(($(date +%s) - start))" "$isa" "$w" "$size" "$p" >&2
	reps=3
	[ "$size" = paper ] && reps=1
	json=$($aex check -i "$isa" -w "$w" -s "$size" --placement "$p" --reps $reps --json 2>/dev/null) || failed=1
	echo "$json" | python3 -c '
import json, sys
d = json.load(sys.stdin)
print(",".join(str(d[k]).lower() if isinstance(d[k], bool) else str(d[k]) for k in sys.argv[1].split()))
' "$fields" >> "$csv"
done
python3 - "$csv" "$md" <<'EOF2'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
with open(sys.argv[2], "w") as f:
    f.write("# Tracing: aex check on every workload\n\n")
    f.write("| ISA | workload | size | placement | identical | addresses | event bytes | bytes/ref | bytes/addr | insn ratio | wall ratio | regen M addr/s |\n")
    f.write("|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n")
    for r in rows:
        addrs = int(r["golden_insns"]) + int(r["golden_reads"]) + int(r["golden_writes"])
        f.write("| %s | %s | %s | %s | %s | %d | %s | %.3f | %.3f | %.2f | %.2f | %.1f |\n" % (
            r["isa"], r["workload"], r["size"], r["placement"], r["identical"], addrs,
            r["event_bytes"], float(r["bytes_per_ref"]), float(r["bytes_per_addr"]),
            float(r["insn_ratio"]), float(r["wall_ratio"]), float(r["regen_addrs_per_s"]) / 1e6))
EOF2
cat "$md"
[ $failed -eq 0 ] || { echo "aex: error: some traces were not identical" >&2; exit 1; }
