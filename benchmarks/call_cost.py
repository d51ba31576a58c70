#!/usr/bin/env python3
"""What one kind of call costs, from a kernel that times its own variants: the kernel (e.g.
kernels/LambdaCallCost) alternates its variants round by round and prints one line
"<variant>: <ns> ns/call" each (median over its rounds); this runs it on wwvm (counters on),
wwvm -Xprofile:off, `java -Xint` and `java` (JIT), the configurations alternated run by run,
and prints per configuration and variant the median over the runs, then each variant's cost
above the first one. Markdown.

  benchmarks/call_cost.py --wwvm build-release/bin/wwvm \\
      --classes build-release/benchmarks/kernels --kernel LambdaCallCost --runs 5
  benchmarks/call_cost.py --wwvm build-release/bin/wwvm \\
      --classes build-release/benchmarks/kernels --kernel JniCallCost \\
      --native build-release/lib/native --runs 5
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import sys

LINE = re.compile(r"^(.*): ([0-9.]+) ns/call$")


def run(cmd: list[str]) -> dict[str, float]:
    """The kernel's figures by variant, in the order it prints them."""
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(cmd)}\n{result.stdout}{result.stderr}")
    figures = {}
    for line in result.stdout.splitlines():
        m = LINE.match(line)
        if m:
            figures[m.group(1)] = float(m.group(2))
    if not figures:
        sys.exit(f"no '<variant>: <ns> ns/call' lines from {' '.join(cmd)}:\n{result.stdout}")
    return figures


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--wwvm", required=True)
    p.add_argument("--classes", required=True, help="the compiled benchmark kernels")
    p.add_argument("--kernel", required=True, help="the kernel's main class")
    p.add_argument("--native", help="java.library.path for kernels with JNI natives (JniCallCost)")
    p.add_argument("--java", default=shutil.which("java") or "java")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--calls", type=int, default=2000000)
    p.add_argument("--rounds", type=int, default=7)
    args = p.parse_args()

    program = ["-cp", args.classes, args.kernel, str(args.calls), str(args.rounds)]
    if args.native:
        program = [f"-Djava.library.path={args.native}"] + program
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

    variants = list(results["wwvm"][0])
    first = variants[0]
    print(f"{args.kernel}: {args.calls} calls x {args.rounds} rounds per run, {args.runs} runs "
          "alternated; ns per call (loop included), median over runs\n")
    print("| configuration | " + " | ".join(variants) + " | " +
          " | ".join(f"{v} − {first}" for v in variants[1:]) + " |")
    print("|---" + "|---:" * (2 * len(variants) - 1) + "|")
    for name, runs in results.items():
        med = {v: statistics.median(run[v] for run in runs) for v in variants}
        cells = [f"{med[v]:.1f}" for v in variants] + [f"{med[v] - med[first]:+.1f}" for v in variants[1:]]
        print(f"| {name} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
