#!/usr/bin/env python3
"""Writes the malformed class-file corpus of malformed.py and checks that wwvm refuses each
file at load time with the expected error (and, with --java, that the JDK does too)."""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "harness"))
import malformed  # noqa: E402
import procrun  # noqa: E402
from verdict import output_block, refusal_problems, run_cases  # noqa: E402

RUN_TIMEOUT = 10.0


def check_case(case: malformed.Malformed, config: argparse.Namespace,
               reporter: procrun.Reporter) -> None:
    directory = str(config.out.resolve())
    env = procrun.guest_env()
    details = [f"rule: {case.rule}"]
    wwvm_cmd = [*config.wwvm, "-cp", directory, case.name]
    ww = procrun.run(wwvm_cmd, timeout=config.timeout, env=env)
    problems = refusal_problems(ww, case.error, "wwvm")
    if problems:
        details += output_block("wwvm", ww)
        details.append("reproduce: " + procrun.reproduce_line(wwvm_cmd))
    if config.java and not case.wwvm_only:
        java_cmd = [*config.java, "-cp", directory, case.name]
        jv = procrun.run(java_cmd, timeout=config.timeout, env=env)
        java_problems = refusal_problems(jv, case.error, "java")
        if java_problems:
            problems.append("bad case, the JDK does not refuse it so: " + "; ".join(java_problems))
            details += output_block("java", jv)
    reporter.result(f"malformed/{case.name}", problems, details)


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="run_malformed.py",
        description="Write a corpus of malformed class files (one or more per JVMS 4.8 format "
                    "check) into --out and run `wwvm -cp OUT Name` on each. A case passes when "
                    "wwvm exits with status 1, names the expected error "
                    "(java.lang.ClassFormatError or java.lang.UnsupportedClassVersionError) "
                    "on stderr, and is not killed by a signal or the timeout. With --java, the "
                    "JDK must refuse each case the same way (cases listed in "
                    "malformed.WWVM_ONLY are not given to the JDK).",
        epilog="example: run_malformed.py --wwvm build/bin/wwvm --java java --out /tmp/bad")
    p.add_argument("--wwvm", type=shlex.split, metavar="CMD",
                   help="wwvm command (split like a shell command)")
    p.add_argument("--java", type=shlex.split, metavar="CMD", help="reference JVM command")
    p.add_argument("--out", type=Path, metavar="DIR",
                   help="where the corpus is written")
    p.add_argument("--jobs", type=int, default=2, metavar="N", help="runs at once (default 2)")
    p.add_argument("--timeout", type=float, default=RUN_TIMEOUT, metavar="SECONDS",
                   help="per-run timeout (default %(default)s)")
    p.add_argument("--filter", metavar="SUBSTRING", help="run only cases whose name has it")
    p.add_argument("--list", action="store_true", help="list the cases and exit")
    config = p.parse_args(argv)
    if not config.list and not (config.wwvm and config.out):
        p.error("--wwvm and --out are required (unless --list)")
    return config


def main(argv: list[str]) -> int:
    config = parse_args(argv)
    if config.list:
        for case in malformed.corpus():
            extra = f"  [wwvm only: {case.wwvm_only}]" if case.wwvm_only else ""
            print(f"{case.name:40} {case.error:40} {case.rule}{extra}")
        return 0
    cases = [c for c in malformed.write_corpus(config.out)
             if not config.filter or config.filter in c.name]
    return run_cases(cases, check_case, config, config.jobs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
