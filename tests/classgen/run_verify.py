#!/usr/bin/env python3
"""Writes the verification and access-control corpus of verify.py and runs each case on wwvm
(and, with --java, on the JDK, which proves the corpus right): refusal cases must be refused
with the expected error, a VerifyError naming the class, method and bytecode offset; acceptance
cases must run and print what they should."""

from __future__ import annotations

import argparse
import re
import shlex
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "harness"))
import procrun  # noqa: E402
import verify  # noqa: E402
from run_programs import check_run  # noqa: E402
from verdict import output_block, refusal_problems, run_cases  # noqa: E402

RUN_TIMEOUT = 20.0


def location_patterns(where: verify.Location, who: str, verifier: str) -> list[str]:
    """The ways a VerifyError message may name where the fault is; any one will do.

    wwvm:  "<reason> in method pkg.C.name(desc)R at pc N", or for a state that does not
           match the stack map frame it reaches, "<reason> (from pc N)... in method ..."
    JDK, type checking (version 50+):  "Location:\\n    pkg/C.name(desc) @N: opcode"
    JDK, type inference (version 49-):  "(class: pkg/C, method: name signature: desc)",
    which gives no offset, so it is taken from the JDK only."""
    cls, method, pc = re.escape(where.cls), re.escape(where.method), where.pc
    dotted = re.escape(where.cls.replace("/", "."))
    patterns = [rf"in method {dotted}\.{method}\([^\n]* at pc {pc}(?!\d)",
                rf"\(from pc {pc}\)[^\n]* in method {dotted}\.{method}\(",
                rf"Location:\s*\n\s*{cls}\.{method}\([^\n]* @{pc}:"]
    if who == "java" and verifier == "49":
        patterns.append(rf"\(class: {cls}, method: {method} signature: "
                        rf"{re.escape(where.descriptor)}\)")
    return patterns


def location_problems(stderr: str, where: verify.Location, who: str, verifier: str) -> list[str]:
    if any(re.search(p, stderr) for p in location_patterns(where, who, verifier)):
        return []
    return [f"{who} message does not name {where.cls}.{where.method}{where.descriptor} "
            f"at pc {where.pc}"]


def judge(case: verify.Case, result: procrun.RunResult, who: str,
          details: list[str]) -> list[str]:
    """Problems with one VM's run of a case (empty: it did what the case asks)."""
    if not case.refusal:
        problems: list[str] = []
        check_run(result, case.expected, who, problems, details)
        return problems
    problems = refusal_problems(result, case.error, who)
    if not problems and case.where:
        problems += location_problems(result.stderr, case.where, who, case.verifier)
    if not problems and case.message and case.message not in result.stderr:
        problems.append(f"{who} message lacks: {case.message}")
    if problems:
        details += output_block(who, result)
    return problems


def check_case(case: verify.Case, config: argparse.Namespace,
               reporter: procrun.Reporter, family: str = "verify") -> None:
    """Runs one case on wwvm and (unless the case says it is wwvm's alone, on_java False)
    on the JDK; reports it as <family>/<name>."""
    directory = str((config.out / case.name).resolve())
    env = procrun.guest_env()
    main = case.main.replace("/", ".")
    details = [f"rule: {case.rule}"]
    problems: list[str] = []
    if config.wwvm:
        cmd = [*config.wwvm, "-cp", directory, main]
        problems += judge(case, procrun.run(cmd, timeout=config.timeout, env=env), "wwvm",
                          details)
        if problems:
            details.append("reproduce: " + procrun.reproduce_line(cmd))
    if config.java and getattr(case, "on_java", True):
        cmd = [*config.java, "-cp", directory, main]
        java_problems = judge(case, procrun.run(cmd, timeout=config.timeout, env=env),
                              "java", details)
        if java_problems:
            problems.append("bad case, the JDK disagrees: " + "; ".join(java_problems))
            details.append("reproduce java: " + procrun.reproduce_line(cmd))
    reporter.result(f"{family}/{case.name}", problems, details)


def describe(case: verify.Case) -> str:
    if not case.refusal:
        what = "accept"
    elif case.where:
        what = f"{case.error.rsplit('.', 1)[1]} at {case.where.method} pc {case.where.pc}"
    else:
        what = case.error.rsplit(".", 1)[1]
    version = f"v{case.verifier}" if case.verifier else "-"
    return f"{case.name:36} {version:4} {what:36} {case.rule}"


VERIFY_DESCRIPTION = (
    "Write the crafted classes of verify.py (one or more per verifier rule, for class-file "
    "versions 52 and 49, plus access-control and final-field cases and valid code that must "
    "run) into --out/CASE and run each main class. A refusal case passes when the VM exits "
    "with status 1 and names the expected error on stderr (for a VerifyError, also the class, "
    "method and bytecode offset); an acceptance case passes when its stdout is as expected. "
    "With --java the JDK must agree on every case; --java-only checks the corpus against the "
    "JDK alone.")


def parse_args(argv: list[str], prog: str = "run_verify.py",
               description: str = VERIFY_DESCRIPTION) -> argparse.Namespace:
    """The command line of a classgen corpus runner (run_verify.py, run_indy.py)."""
    p = argparse.ArgumentParser(
        prog=prog, description=description,
        epilog=f"example: {prog} --wwvm build/bin/wwvm --java java --out /tmp/corpus")
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
        for case in verify.corpus():
            print(describe(case))
        return 0
    cases = [c for c in verify.write_corpus(config.out)
             if not config.filter or config.filter in c.name]
    return run_cases(cases, check_case, config, config.jobs)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
