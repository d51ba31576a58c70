#!/usr/bin/env python3
"""What a trivial native call costs: kernels/JniCallCost run on wwvm (counters on), wwvm
-Xprofile:off, `java -Xint` and `java` (JIT), the configurations alternated run by run.
Each run already alternates its variants round by round and reports their medians (ns per
call, loop included); this prints, per configuration and variant, the median over the runs,
and the JNI call's cost above the built-in native and above a Java static call. Markdown.

  benchmarks/jni_cost.py --wwvm build-release/bin/wwvm \\
      --classes build-release/benchmarks/kernels --native build-release/lib/native --runs 5
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import sys

VARIANTS = ["java static call", "built-in native", "JNI native (float)int", "JNI native ()V"]
LINE = re.compile(r"^(.*): ([0-9.]+) ns/call$")


def run(cmd: list[str]) -> dict[str, float]:
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(cmd)}\n{result.stdout}{result.stderr}")
    figures = {}
    for line in result.stdout.splitlines():
        m = LINE.match(line)
        if m:
            figures[m.group(1)] = float(m.group(2))
    if set(figures) != set(VARIANTS):
        sys.exit(f"unexpected output from {' '.join(cmd)}:\n{result.stdout}")
    return figures


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--wwvm", required=True)
    p.add_argument("--classes", required=True, help="the compiled benchmark kernels")
    p.add_argument("--native", required=True, help="the directory of libwwjnicost.so")
    p.add_argument("--java", default=shutil.which("java") or "java")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--calls", type=int, default=2000000)
    p.add_argument("--rounds", type=int, default=7)
    args = p.parse_args()

    program = [f"-Djava.library.path={args.native}", "-cp", args.classes, "JniCallCost",
               str(args.calls), str(args.rounds)]
    configs = {
        "wwvm": [args.wwvm] + program,
        "wwvm -Xprofile:off": [args.wwvm, "-Xprofile:off"] + program,
        "java -Xint": [args.java, "-Xint", "-XX:+UseSerialGC"] + program,
        "java": [args.java, "-XX:+UseSerialGC"] + program,
    }
    results: dict[str, list[dict[str, float]]] = {name: [] for name in configs}
    for r in range(args.runs):
        for name, cmd in configs.items():
            print(f"run {r + 1}/{args.runs}: {name}", file=sys.stderr)
            results[name].append(run(cmd))

    print(f"{args.calls} calls x {args.rounds} rounds per run, {args.runs} runs alternated; "
          "ns per call (loop included), median over runs\n")
    print("| configuration | " + " | ".join(VARIANTS) + " | JNI - built-in | JNI - Java call |")
    print("|---" * (len(VARIANTS) + 3) + "|")
    for name, runs in results.items():
        med = {v: statistics.median(run[v] for run in runs) for v in VARIANTS}
        cells = [f"{med[v]:.1f}" for v in VARIANTS]
        jni = med["JNI native (float)int"]
        cells.append(f"{jni - med['built-in native']:+.1f}")
        cells.append(f"{jni - med['java static call']:+.1f}")
        print(f"| {name} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
