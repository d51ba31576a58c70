#!/usr/bin/env python3
"""Repeatable time: the same multi-threaded program run twice under -Xclock:virtual must give
byte-identical stdout and stderr, the same exit status and identical -XX:OpcodeCountsOut files.

The program (default tests/guest/threads/repeatable_run.java) sleeps, waits with timeouts,
yields and races on shared state; given the argument "verbose" it prints raw nanoTime readings,
its interleaving trace and each thread's opcode total, all of which differ between runs unless
the scheduler and the clock depend on executed bytecodes alone.

    python3 tests/harness/repeatable_run.py --wwvm build/bin/wwvm --classlib build/lib/classes \\
        --out /tmp/repeat [--program FILE.java] [--runs N]
"""

from __future__ import annotations

import argparse
import difflib
import shlex
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import procrun  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_PROGRAM = ROOT / "tests" / "guest" / "threads" / "repeatable_run.java"
VM_OPTIONS = ["-Xclock:virtual", "-XX:+WhiteBox"]


def compile_program(config: argparse.Namespace, classes: Path) -> list[str] | None:
    classes.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, str(config.wwjavac), "--classlib", str(config.classlib),
           "-d", str(classes), str(config.program)]
    result = procrun.run(cmd, timeout=600, env=procrun.guest_env())
    if result.returncode == 0:
        return None
    return ["compiling failed:"] + procrun.head(result.stdout + result.stderr, 40)


def run_once(config: argparse.Namespace, classes: Path, number: int) -> tuple[list[str], dict]:
    counts = config.out / f"run{number}.counts"
    counts.unlink(missing_ok=True)
    cmd = [*config.wwvm, *VM_OPTIONS, f"-XX:OpcodeCountsOut={counts}", "-cp", str(classes),
           config.program.stem, "verbose"]
    result = procrun.run(cmd, timeout=config.timeout, env=procrun.guest_env())
    problems = []
    ending = result.abnormal_end()
    if ending:
        problems.append(f"run {number} {ending}; reproduce: {procrun.reproduce_line(cmd)}")
    elif not counts.exists():
        problems.append(f"run {number} wrote no {counts}")
    observed = {
        "exit status": [str(result.returncode)],
        "stdout": result.stdout.split("\n"),
        "stderr": result.stderr.split("\n"),
        "opcode counts": counts.read_text(encoding="utf-8").split("\n") if counts.exists() else [],
    }
    return problems, observed


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--wwvm", required=True, type=shlex.split, metavar="PATH")
    p.add_argument("--wwjavac", type=Path, default=ROOT / "tools" / "wwjavac", metavar="PATH")
    p.add_argument("--classlib", required=True, type=Path, metavar="DIR")
    p.add_argument("--out", required=True, type=Path, metavar="DIR")
    p.add_argument("--program", type=Path, default=DEFAULT_PROGRAM, metavar="FILE.java")
    p.add_argument("--runs", type=int, default=2, metavar="N")
    p.add_argument("--timeout", type=float, default=120.0, metavar="SECONDS")
    config = p.parse_args(argv)
    config.out = config.out.resolve()
    classes = config.out / "classes"
    error = compile_program(config, classes)
    if error:
        print("\n".join(["FAIL repeatable_run"] + error))
        return 1
    problems: list[str] = []
    first = None
    for number in range(1, config.runs + 1):
        run_problems, observed = run_once(config, classes, number)
        problems += run_problems
        if run_problems:
            break
        if first is None:
            first = observed
            if observed["exit status"] != ["0"]:
                problems.append(f"run 1 exit status {observed['exit status'][0]}")
            if not any("opcodes" in line for line in observed["stdout"]):
                problems.append("run 1 printed no per-thread opcode totals (not run verbose?)")
            continue
        for what, lines in observed.items():
            if lines != first[what]:
                problems.append(f"run {number} {what} differs from run 1's")
                diff = difflib.unified_diff(first[what], lines, "run 1", f"run {number}", lineterm="", n=1)
                problems += ["  " + l for l in list(diff)[:40]]
    name = f"repeatable_run ({config.program.name}, {config.runs} runs under -Xclock:virtual)"
    if problems:
        print("\n".join([f"FAIL {name}"] + problems))
        return 1
    print(f"PASS {name}: same output, exit status and opcode counts")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
