#!/usr/bin/env python3
"""test-times.py — the gate's budget, printed at the end of make check: how long it took and
its slowest tests, from Criterion's XML report.

usage: ci/test-times.py REPORT.xml START SUITES_START [N]
  START, SUITES_START: when make began and when the suites began (seconds since the epoch)
  N: how many of the slowest tests to name (default 5)

Sample output:
  make check: 835 tests (0 failed) in 540 s: build 62 s, suites 478 s (1,301 s of test time)
  the 5 slowest: bench::quick 310.2 s, golden::from_traced_equals_plain 95.1 s, ...
A parameterized test's instances share a name; each is timed on its own and named with its
position among them (check::small#17).
"""
import re
import sys
import time
import xml.etree.ElementTree as ET


def main():
    if len(sys.argv) not in (4, 5):
        sys.stderr.write(__doc__.split("\n\n")[1] + "\n")
        return 2
    path, start, suites_start = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
    n = int(sys.argv[4]) if len(sys.argv) == 5 else 5
    now = time.time()
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        # Criterion writes a failure's message without escaping '&' (e.g. "flags & 0xf0")
        text = re.sub(r"&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)", "&amp;", text)
        root = ET.fromstring(text)
    except (OSError, ET.ParseError) as e:
        print(f"make check: {now - start:.0f} s; no test report ({path}: {e})")
        return 1
    times, failed, total = [], 0, 0.0
    for suite in root.iter("testsuite"):
        seen = {}
        for case in suite.iter("testcase"):
            if case.get("status") == "SKIPPED":
                continue
            name = f"{suite.get('name')}::{case.get('name')}"
            seen[name] = seen.get(name, 0) + 1
            t = float(case.get("time", "0"))
            total += t
            failed += case.get("status") not in ("PASSED",)
            times.append((t, name, seen[name]))
    counts = {}
    for _, name, _ in times:
        counts[name] = counts.get(name, 0) + 1
    times.sort(reverse=True)
    slow = ", ".join(f"{name}{'#%d' % k if counts[name] > 1 else ''} {t:.1f} s"
                     for t, name, k in times[:n])
    print(f"make check: {len(times)} tests ({failed} failed) in {now - start:.0f} s: "
          f"build {suites_start - start:.0f} s, suites {now - suites_start:.0f} s "
          f"({total:,.0f} s of test time)")
    print(f"make check: the {min(n, len(times))} slowest: {slow}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
