#!/usr/bin/env python3
"""Writes the invokedynamic corpus of indy.py and runs each case on wwvm (and, with --java, on
the JDK, which proves the expectation right): acceptance cases must print what they expect,
refusal cases must exit with status 1, no signal, naming the expected error and message."""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "harness"))
import indy  # noqa: E402
import procrun  # noqa: E402
from run_verify import judge  # noqa: E402
from verdict import run_cases  # noqa: E402

RUN_TIMEOUT = 20.0


def check_case(case: indy.IndyCase, config: argparse.Namespace,
               reporter: procrun.Reporter) -> None:
    directory = str((config.out / case.name).resolve())
    env = procrun.guest_env()
    details = [f"rule: {case.rule}"]
    problems: list[str] = []
    if config.wwvm:
        cmd = [*config.wwvm, "-cp", directory, case.main]
        problems += judge(case, procrun.run(cmd, timeout=config.timeout, env=env), "wwvm",
                          details)
        if problems:
            details.append("reproduce: " + procrun.reproduce_line(cmd))
    if config.java and case.on_java:
        cmd = [*config.java, "-cp", directory, case.main]
        java_problems = judge(case, procrun.run(cmd, timeout=config.timeout, env=env),
                              "java", details)
        if java_problems:
            problems.append("bad case, the JDK disagrees: " + "; ".join(java_problems))
            details.append("reproduce java: " + procrun.reproduce_line(cmd))
    reporter.result(f"indy/{case.name}", problems, details)


def describe(case: indy.IndyCase) -> str:
    what = case.error.rsplit(".", 1)[1] if case.refusal else "accept"
    where = "" if case.on_java else " (wwvm only)"
    return f"{case.name:28} {what + where:34} {case.rule}"


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="run_indy.py",
        description="Write the invokedynamic call sites of indy.py (LambdaMetafactory and "
                    "StringConcatFactory bootstraps with arguments javac writes and arguments "
                    "it never writes) into --out/CASE and run each main class. An acceptance "
                    "case passes when its stdout is as expected; a refusal case when the VM "
                    "exits with status 1, no signal, naming the expected error and message "
                    "text on stderr. With --java the JDK must agree on every case but those "
                    "marked wwvm only; --java-only checks the corpus against the JDK alone.",
        epilog="example: run_indy.py --wwvm build/bin/wwvm --java java --out /tmp/indy")
    p.add_argument("--wwvm", type=shlex.split, metavar="CMD",
                   help="wwvm command (split like a shell command)")
    p.add_argument("--java", type=shlex.split, metavar="CMD", help="reference JVM command")
    p.add_argument("--java-only", action="store_true",
                   help="run the JDK alone (default command `java` unless --java is given)")
    p.add_argument("--out", type=Path, metavar="DIR", help="where the corpus is written")
    p.add_argument("--jobs", type=int, default=2, metavar="N", help="runs at once (default 2)")
    p.add_argument("--timeout", type=float, default=RUN_TIMEOUT, metavar="SECONDS",
                   help="per-run timeout (default %(default)s)")
    p.add_argument("--filter", metavar="SUBSTRING", help="run only cases whose name has it")
    p.add_argument("--list", action="store_true", help="list the cases and exit")
    config = p.parse_args(argv)
    if config.java_only:
        config.wwvm = None
        config.java = config.java or ["java"]
    if not config.list and not config.out:
        p.error("--out is required (unless --list)")
    if not config.list and not (config.wwvm or config.java):
        p.error("give --wwvm, --java or --java-only")
    return config


def main(argv: list[str]) -> int:
    config = parse_args(argv)
    if config.list:
        for case in indy.corpus():
            print(describe(case))
        return 0
    cases = [c for c in indy.write_corpus(config.out)
             if (not config.filter or config.filter in c.name) and (config.wwvm or c.on_java)]
    return run_cases(cases, check_case, config, config.jobs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
