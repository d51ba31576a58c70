#!/usr/bin/env python3
"""First look at interpreter speed: wall time of the kernels in benchmarks/kernels (and the
Sieve example) on wwvm with counting, wwvm with -Xprofile:off, and `java -Xint`, run
alternately (A, B, C, A, B, C, ...) and reported as medians, start-up included.

  benchmarks/first_look.py --wwvm build-release/bin/wwvm \\
      --classes build-release/benchmarks/kernels --examples build-release/examples --runs 5

The benchmark runner of the benchmarks issue (tools/wwbench) supersedes this script; it stays
as the way the figures in benchmarks/RESULTS.md were measured.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

KERNELS = [  # (label, main class, argument, uses --examples instead of --classes, options for all)
    ("Sieve 10,000,000", "Sieve", "10000000", True, []),
    ("recursive fib(30)", "Fib", "30", False, []),
    ("int array loops, 20,000 x 1024", "ArrayLoops", "20000", False, []),
    ("StringBuilder 100,000 x 50 appends", "StringBuilding", "100000", False, []),
    ("binary trees, 2 GB allocated, -Xmx32m", "BinaryTrees", "2000000000", False, ["-Xmx32m"]),
    ("1,000 threads: sleep, 100 rounds of synchronized adds", "ThreadCrowd", "1000", False, []),
]


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    result = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(cmd)}\n{result.stderr}")
    return elapsed


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--wwvm", required=True, help="the wwvm launcher (a release build)")
    p.add_argument("--classes", required=True, help="compiled benchmarks/kernels")
    p.add_argument("--examples", required=True, help="compiled examples (for Sieve)")
    p.add_argument("--java", default="java")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--only", nargs="*", metavar="CLASS", help="run only these kernels (main class names)")
    args = p.parse_args()
    configs = {
        "wwvm": [args.wwvm],
        "wwvm -Xprofile:off": [args.wwvm, "-Xprofile:off"],
        "java -Xint": [args.java, "-Xint", "-XX:+UseSerialGC"],
    }
    print("| program | " + " | ".join(configs) + " | wwvm / java -Xint | counting on / off |")
    print("| --- |" + " --- |" * (len(configs) + 2))
    for label, main_class, arg, is_example, options in KERNELS:
        cp = args.examples if is_example else args.classes
        times: dict[str, list[float]] = {c: [] for c in configs}
        if args.only and main_class not in args.only:
            continue
        for _ in range(args.runs):
            for name, prefix in configs.items():
                times[name].append(timed(prefix + options + ["-cp", cp, main_class, arg]))
        med = {c: statistics.median(v) for c, v in times.items()}
        cells = " | ".join(f"{med[c] * 1000:.0f} ms" for c in configs)
        print(f"| {label} | {cells} | {med['wwvm'] / med['java -Xint']:.2f} | "
              f"{med['wwvm'] / med['wwvm -Xprofile:off']:.3f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
