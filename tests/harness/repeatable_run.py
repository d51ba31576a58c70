#!/usr/bin/env python3
"""Repeatable time: the same multi-threaded program run twice under -Xclock:virtual must give
byte-identical stdout and stderr, the same exit status and identical -XX:OpcodeCountsOut files.

The program (default tests/guest/threads/repeatable_run.java) sleeps, waits with timeouts,
yields and races on shared state; given the argument "verbose" it prints raw nanoTime readings,
its interleaving trace and each thread's opcode total, all of which differ between runs unless
the scheduler and the clock depend on executed bytecodes alone.

--second-options adds VM options to every even-numbered run, so that the same comparison shows
that an option changes no output and no count (-XX:-Superinstructions: fused pairs of
instructions count and behave as the instructions run one by one). --program may be given
several times; each program is compiled and compared on its own.

    python3 tests/harness/repeatable_run.py --wwvm build/bin/wwvm --classlib build/lib/classes \\
        --out /tmp/repeat [--program FILE.java ...] [--runs N] [--args "A B"] \\
        [--second-options "-XX:-Superinstructions"]
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


def compile_program(config: argparse.Namespace, program: Path, classes: Path) -> list[str] | None:
    classes.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, str(config.wwjavac), "--classlib", str(config.classlib),
           "-d", str(classes), str(program)]
    result = procrun.run(cmd, timeout=600, env=procrun.guest_env())
    if result.returncode == 0:
        return None
    return ["compiling failed:"] + procrun.head(result.stdout + result.stderr, 40)


def options_of_run(config: argparse.Namespace, number: int) -> list[str]:
    """The VM options beyond VM_OPTIONS that run `number` (from 1) gets."""
    return config.second_options if number % 2 == 0 else []


def run_once(config: argparse.Namespace, program: Path, work: Path, number: int) -> tuple[list[str], dict]:
    counts = work / f"run{number}.counts"
    counts.unlink(missing_ok=True)
    cmd = [*config.wwvm, *VM_OPTIONS, *options_of_run(config, number), f"-XX:OpcodeCountsOut={counts}",
           "-cp", str(work / "classes"), program.stem, *config.args]
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


def check_program(config: argparse.Namespace, program: Path, work: Path) -> bool:
    """Compiles and runs `program` config.runs times; prints its PASS or FAIL line."""
    error = compile_program(config, program, work / "classes")
    if error:
        print("\n".join([f"FAIL repeatable_run ({program.name})"] + error))
        return False
    problems: list[str] = []
    first = None
    for number in range(1, config.runs + 1):
        run_problems, observed = run_once(config, program, work, number)
        problems += run_problems
        if run_problems:
            break
        if first is None:
            first = observed
            if observed["exit status"] != ["0"]:
                problems.append(f"run 1 exit status {observed['exit status'][0]}")
            # Only the default program prints them, when run verbose.
            if program == DEFAULT_PROGRAM and not any("opcodes" in line for line in observed["stdout"]):
                problems.append("run 1 printed no per-thread opcode totals (not run verbose?)")
            continue
        options = options_of_run(config, number)
        label = f"run {number} (with {shlex.join(options)})" if options else f"run {number}"
        for what, lines in observed.items():
            if lines != first[what]:
                problems.append(f"{label} {what} differs from run 1's")
                diff = difflib.unified_diff(first[what], lines, "run 1", f"run {number}", lineterm="", n=1)
                problems += ["  " + l for l in list(diff)[:40]]
    name = f"repeatable_run ({program.name}, {config.runs} runs under -Xclock:virtual"
    if config.second_options:
        name += f", even ones with {shlex.join(config.second_options)}"
    name += ")"
    if problems:
        print("\n".join([f"FAIL {name}"] + problems))
        return False
    print(f"PASS {name}: same output, exit status and opcode counts")
    return True


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--wwvm", required=True, type=shlex.split, metavar="PATH")
    p.add_argument("--wwjavac", type=Path, default=ROOT / "tools" / "wwjavac", metavar="PATH")
    p.add_argument("--classlib", required=True, type=Path, metavar="DIR")
    p.add_argument("--out", required=True, type=Path, metavar="DIR")
    p.add_argument("--program", type=Path, action="append", metavar="FILE.java",
                   help=f"the program to run (repeatable; default {DEFAULT_PROGRAM.relative_to(ROOT)})")
    p.add_argument("--runs", type=int, default=2, metavar="N")
    p.add_argument("--args", type=shlex.split, default=["verbose"], metavar="ARGS",
                   help="the programs' arguments, shell-quoted (default: verbose)")
    p.add_argument("--second-options", type=shlex.split, default=[], metavar="OPTIONS",
                   help="VM options added to every even-numbered run, shell-quoted")
    p.add_argument("--timeout", type=float, default=120.0, metavar="SECONDS")
    # argparse takes a separate value that starts with '-' for an option: join it to its flag.
    joined: list[str] = []
    for arg in argv:
        if joined and joined[-1] in ("--second-options", "--args"):
            joined[-1] += "=" + arg
        else:
            joined.append(arg)
    config = p.parse_args(joined)
    config.out = config.out.resolve()
    programs = [program.resolve() for program in config.program or [DEFAULT_PROGRAM]]
    # One program keeps its files directly in --out; several get a folder each.
    failed = 0
    for program in programs:
        work = config.out if len(programs) == 1 else config.out / program.stem
        if not check_program(config, program, work):
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
