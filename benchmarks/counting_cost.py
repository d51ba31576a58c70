#!/usr/bin/env python3
"""What counting costs: each kernel run with counters on (wwvm's default) and with
-Xprofile:off on one binary, alternated (on, off, on, off, ...), wall-time medians with
start-up included; and, with --callgrind, the host instructions of each (valgrind's
callgrind, deterministic) on a smaller size. Prints a Markdown table with the geometric mean
of the on/off ratios.

  benchmarks/counting_cost.py --wwvm build-release/bin/wwvm \\
      --classes build-release/benchmarks/kernels --examples build-release/examples \\
      --runs 7 --callgrind

With --suites, the host instructions (callgrind) of every program of the benchmark suites
(benchmarks/*/suite.json) at its tiny size instead, on and off, less those of the start-up
program, so that the ratio is the counters' cost on the program's own work:

  benchmarks/counting_cost.py --wwvm build-release/bin/wwvm --suites build-release/benchmarks/suites

--suites compares any two configurations the same way: --a and --b give each one's VM
options (default: none, and -Xprofile:off), --b-wwvm another binary for B. "Off" against
counting compiled out, and superinstructions on against off:

  benchmarks/counting_cost.py --wwvm build-release/bin/wwvm --suites build-release/benchmarks/suites \
      --a=-Xprofile:off --b-wwvm build-nocount/bin/wwvm --b=
  benchmarks/counting_cost.py --wwvm build-release/bin/wwvm --suites build-release/benchmarks/suites \
      --a= --b=-XX:-Superinstructions
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (label, main class, argument for timing, argument for callgrind, from --examples, VM options)
KERNELS = [
    ("Sieve", "Sieve", "10000000", "1000000", True, []),
    ("recursive fib", "Fib", "30", "24", False, []),
    ("int array loops", "ArrayLoops", "20000", "1000", False, []),
    ("StringBuilder appends", "StringBuilding", "100000", "5000", False, []),
    ("binary trees", "BinaryTrees", "2000000000", "50000000", False, ["-Xmx32m"]),
    ("1,000 threads", "ThreadCrowd", "1000", "100", False, []),
]


def run(cmd: list[str]) -> float:
    start = time.perf_counter()
    result = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(cmd)}\n{result.stderr}")
    return elapsed


def instructions(cmd: list[str]) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + cmd,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            sys.exit(f"callgrind failed: {' '.join(cmd)}\n{result.stderr[-2000:]}")
        match = re.search(r"Collected\s*:\s*(\d+)", result.stderr)
        if not match:
            sys.exit("callgrind printed no instruction count:\n" + result.stderr[-2000:])
        return int(match.group(1))


def geomean(xs: list[float]) -> float:
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def suites_cost(config_a: list[str], config_b: list[str], classes: str) -> int:
    """Host instructions of configurations A and B (commands up to the class path) for each
    suite program at its tiny size, net of start-up.

    Instruction counts are exact, so one run each suffices; two run at a time."""
    jobs = [("startup", "Startup", [], "start-up")]
    for suite in ("caffeine", "olden", "grande"):
        with open(os.path.join(REPO, "benchmarks", suite, "suite.json"), encoding="utf-8") as f:
            for b in json.load(f)["benchmarks"]:
                jobs.append((suite, b.get("class", b["name"]), b["quick"], b["name"]))

    def measure(job):
        suite, main_class, args, _ = job
        cmd = ["-cp", os.path.join(classes, suite), main_class] + args
        return instructions(config_a + cmd), instructions(config_b + cmd)

    with ThreadPoolExecutor(2) as pool:
        counts = list(pool.map(measure, jobs))
    base_on, base_off = counts[0]
    print(f"A: {' '.join(config_a)}\nB: {' '.join(config_b)}\n")
    print(f"Start-up program: {base_on:,} instructions A, {base_off:,} B (subtracted below).\n")
    print("| program | tiny size | instructions A | B | net A / B |")
    print("| --- | --- | ---: | ---: | ---: |")
    ratios: dict[str, list[float]] = {}
    for (suite, _, args, name), (on, off) in zip(jobs[1:], counts[1:]):
        ratio = (on - base_on) / (off - base_off)
        ratios.setdefault(suite, []).append(ratio)
        print(f"| {suite}/{name} | {' '.join(args)} | {on:,} | {off:,} | {ratio:.4f} |")
    for suite, values in ratios.items():
        print(f"| {suite}: geometric mean | | | | {geomean(values):.4f} |")
    return 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--wwvm", required=True)
    p.add_argument("--classes", help="compiled benchmarks/kernels")
    p.add_argument("--examples", help="compiled examples (Sieve)")
    p.add_argument("--suites", metavar="DIR",
                   help="compiled benchmark suites (<build>/benchmarks/suites): count their instructions")
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--callgrind", action="store_true", help="also count host instructions")
    p.add_argument("--only", nargs="*", metavar="CLASS")
    p.add_argument("--tiny", action="store_true", help="one run of each at the callgrind size (CI)")
    p.add_argument("--a", default="", metavar="OPTIONS", help="--suites: VM options of A (default none)")
    p.add_argument("--b", default="-Xprofile:off", metavar="OPTIONS",
                   help="--suites: VM options of B (default -Xprofile:off)")
    p.add_argument("--b-wwvm", metavar="PATH", help="--suites: B's binary (default --wwvm)")
    args = p.parse_args()
    if args.suites:
        return suites_cost([args.wwvm] + args.a.split(), [args.b_wwvm or args.wwvm] + args.b.split(), args.suites)
    if not args.classes or not args.examples:
        p.error("--classes and --examples are needed (or --suites)")
    header = "| program | on (ms) | off (ms) | on / off"
    if args.callgrind:
        header += " | instructions on | off | on / off"
    print(header + " |")
    print("| --- " * (header.count("|")) + "|")
    wall_ratios, ir_ratios = [], []
    for label, main_class, arg, small, is_example, options in KERNELS:
        if args.only and main_class not in args.only:
            continue
        cp = args.examples if is_example else args.classes
        size = small if args.tiny else arg
        on = [args.wwvm] + options + ["-cp", cp, main_class, size]
        off = [args.wwvm, "-Xprofile:off"] + options + ["-cp", cp, main_class, size]
        times = {"on": [], "off": []}
        for _ in range(1 if args.tiny else args.runs):
            times["on"].append(run(on))
            times["off"].append(run(off))
        t_on, t_off = statistics.median(times["on"]), statistics.median(times["off"])
        wall_ratios.append(t_on / t_off)
        row = f"| {label} {size} | {t_on * 1000:.0f} | {t_off * 1000:.0f} | {t_on / t_off:.3f}"
        if args.callgrind:
            ir_on = instructions([args.wwvm] + options + ["-cp", cp, main_class, small])
            ir_off = instructions([args.wwvm, "-Xprofile:off"] + options + ["-cp", cp, main_class, small])
            ir_ratios.append(ir_on / ir_off)
            row += f" | {ir_on:,} | {ir_off:,} | {ir_on / ir_off:.3f}"
        print(row + " |", flush=True)

    summary = f"| geometric mean | | | {geomean(wall_ratios):.3f}"
    if args.callgrind:
        summary += f" | | | {geomean(ir_ratios):.3f}"
    print(summary + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
