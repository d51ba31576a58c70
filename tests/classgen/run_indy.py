#!/usr/bin/env python3
"""Writes the invokedynamic corpus of indy.py and runs each case on wwvm (and, with --java, on
the JDK, which proves the expectation right): acceptance cases must print what they expect,
refusal cases must exit with status 1, no signal, naming the expected error and message."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "harness"))
import indy  # noqa: E402
import procrun  # noqa: E402
import run_verify  # noqa: E402
from verdict import run_cases  # noqa: E402


def check_case(case: indy.IndyCase, config: argparse.Namespace,
               reporter: procrun.Reporter) -> None:
    run_verify.check_case(case, config, reporter, family="indy")


def describe(case: indy.IndyCase) -> str:
    what = case.error.rsplit(".", 1)[1] if case.refusal else "accept"
    where = "" if case.on_java else " (wwvm only)"
    return f"{case.name:28} {what + where:34} {case.rule}"


DESCRIPTION = (
    "Write the invokedynamic call sites of indy.py (LambdaMetafactory and StringConcatFactory "
    "bootstraps with arguments javac writes and arguments it never writes) into --out/CASE and "
    "run each main class. An acceptance case passes when its stdout is as expected; a refusal "
    "case when the VM exits with status 1, no signal, naming the expected error and message "
    "text on stderr. With --java the JDK must agree on every case but those marked wwvm only; "
    "--java-only checks the corpus against the JDK alone.")


def main(argv: list[str]) -> int:
    config = run_verify.parse_args(argv, "run_indy.py", DESCRIPTION)
    if config.list:
        for case in indy.corpus():
            print(describe(case))
        return 0
    cases = [c for c in indy.write_corpus(config.out)
             if (not config.filter or config.filter in c.name) and (config.wwvm or c.on_java)]
    return run_cases(cases, check_case, config, config.jobs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
