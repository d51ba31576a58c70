#!/usr/bin/env python3
"""Two class libraries side by side on the same wwvm: for each program, wall time (runs
alternated A, B, A, B, ..., medians, start-up included) and the bytecodes executed (exact, from
-XX:OpcodeCountsOut), so a class-library change can be judged by what it costs guest programs.

  benchmarks/classlib_ab.py --wwvm build-release/bin/wwvm \\
      --before OLD/build-release/lib/classes --after build-release/lib/classes \\
      --classes DIR_WITH_COMPILED_PROGRAMS --runs 7 TreeBench GraphBench TextBench NumericBench

OLD is a worktree of the earlier commit with its class library built
(`git worktree add OLD REV && cmake --preset release -S OLD && cmake --build OLD/build-release
--target ww_classlib`); the programs are compiled once with tools/wwjavac against either library.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import tempfile
import time
from pathlib import Path


def run(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def bytecodes(cmd_prefix: list[str], rest: list[str]) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "counts"
        subprocess.run([*cmd_prefix, f"-XX:OpcodeCountsOut={out}", *rest], stdout=subprocess.DEVNULL, check=True)
        return sum(int(line.split()[-1]) for line in out.read_text().splitlines() if line.strip())


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--wwvm", required=True)
    p.add_argument("--before", required=True, help="the earlier class library (classes directory)")
    p.add_argument("--after", required=True, help="the class library under test")
    p.add_argument("--classes", required=True, help="class path of the programs")
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("programs", nargs="+")
    a = p.parse_args()
    sides = {"before": [a.wwvm, f"-Xbootclasspath:{a.before}"], "after": [a.wwvm, f"-Xbootclasspath:{a.after}"]}
    print("| program | before | after | after/before | bytecodes before | bytecodes after | ratio |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for prog in a.programs:
        rest = ["-cp", a.classes, prog]
        times: dict[str, list[float]] = {k: [] for k in sides}
        for _ in range(a.runs):
            for k, prefix in sides.items():
                times[k].append(run([*prefix, *rest]))
        med = {k: statistics.median(v) for k, v in times.items()}
        ops = {k: bytecodes(prefix, rest) for k, prefix in sides.items()}
        print(f"| {prog} | {med['before'] * 1000:.0f} ms | {med['after'] * 1000:.0f} ms | "
              f"{med['after'] / med['before']:.3f} | {ops['before']:,} | {ops['after']:,} | "
              f"{ops['after'] / ops['before']:.3f} |")


if __name__ == "__main__":
    main()
