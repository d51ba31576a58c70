#!/usr/bin/env python3
"""Generates the hand-assembled programs of programs.py, runs each on wwvm (and on the JDK when
given, which proves the programs valid) and compares stdout with the expected output."""

from __future__ import annotations

import argparse
import concurrent.futures
import shlex
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "harness"))
import procrun  # noqa: E402
import programs  # noqa: E402

RUN_TIMEOUT = 60.0


def check_run(result: procrun.RunResult, expected: list[str], who: str,
              problems: list[str], details: list[str]) -> None:
    ending = result.abnormal_end()
    if ending:
        problems.append(f"{who} {ending}")
    actual = procrun.output_lines(result.stdout)
    if actual != expected and not result.timed_out:
        problems.append(f"{who} stdout differs")
        details += procrun.short_diff(expected, actual, "expected stdout", f"{who} stdout")
    if not ending and result.returncode != 0:
        problems.append(f"{who} exit status {result.returncode}")
    if problems and result.stderr.strip():
        details += [f"{who} stderr:"] + ["  " + l for l in procrun.head(result.stderr)]


def run_program(program: programs.Program, config: argparse.Namespace,
                reporter: procrun.Reporter) -> None:
    classes = str(config.out.resolve())
    env = procrun.guest_env()
    wwvm_cmd = [*config.wwvm]
    if config.counts_dir:
        wwvm_cmd.append(f"-XX:OpcodeCountsOut={config.counts_dir}/classgen.{program.name}.counts")
    wwvm_cmd += ["-cp", classes, program.name]
    problems: list[str] = []
    details: list[str] = [f"program: {program.about}"]
    ww = procrun.run(wwvm_cmd, timeout=config.timeout, env=env)
    check_run(ww, program.expected, "wwvm", problems, details)
    repro = ["reproduce: " + procrun.reproduce_line(wwvm_cmd)]
    if config.java:
        java_cmd = [*config.java, "-Dfile.encoding=UTF-8", "-cp", classes, program.name]
        java_problems: list[str] = []
        check_run(procrun.run(java_cmd, timeout=config.timeout, env=env),
                  program.expected, "java", java_problems, details)
        if java_problems:
            problems.append("bad program, the JDK fails it too: " + "; ".join(java_problems))
            repro.append("reproduce java: " + procrun.reproduce_line(java_cmd))
    reporter.result(f"classgen/{program.name}", problems, details + repro)


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="run_programs.py",
        description="Write the hand-assembled class files of programs.py (jsr/ret, wide "
                    "forms, stack shuffles, switch edges, class versions 45.3..61) into "
                    "--out and run each on wwvm, comparing stdout with what the generator "
                    "expects. With --java, the JDK must produce the same output.",
        epilog="example: run_programs.py --wwvm build/bin/wwvm --java java --out /tmp/cg")
    p.add_argument("--wwvm", type=shlex.split, required=True, metavar="CMD",
                   help="wwvm command (split like a shell command)")
    p.add_argument("--java", type=shlex.split, metavar="CMD",
                   help="reference JVM command; -Dfile.encoding=UTF-8 is added")
    p.add_argument("--counts-dir", type=Path, metavar="DIR",
                   help="give wwvm -XX:OpcodeCountsOut=DIR/classgen.<Program>.counts")
    p.add_argument("--out", type=Path, required=True, metavar="DIR",
                   help="where the class files are written")
    p.add_argument("--jobs", type=int, default=2, metavar="N", help="runs at once (default 2)")
    p.add_argument("--timeout", type=float, default=RUN_TIMEOUT, metavar="SECONDS",
                   help="per-run timeout (default %(default)s)")
    p.add_argument("--filter", metavar="SUBSTRING", help="run only programs whose name has it")
    return p.parse_args(argv)


def main(argv: list[str]) -> int:
    config = parse_args(argv)
    if config.counts_dir:
        config.counts_dir = config.counts_dir.resolve()
        config.counts_dir.mkdir(parents=True, exist_ok=True)
    selected = [p for p in programs.write_programs(config.out)
                if not config.filter or config.filter in p.name]
    reporter = procrun.Reporter()
    with concurrent.futures.ThreadPoolExecutor(max_workers=config.jobs) as pool:
        for future in [pool.submit(run_program, p, config, reporter) for p in selected]:
            future.result()
    return reporter.finish()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
