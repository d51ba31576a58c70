"""How the classgen runners judge a refusal: shared by run_malformed.py and run_verify.py so
that both hold a VM to the same standard (exit status 1, the exact error class named on
stderr, no signal, no timeout) and show failures the same way."""

from __future__ import annotations

import concurrent.futures
import re
import sys
from pathlib import Path
from typing import Callable, Sequence, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "harness"))
import procrun  # noqa: E402


def names_error(stderr: str, error: str) -> bool:
    """stderr names exactly `error`: a subclass (UnsupportedClassVersionError is a
    ClassFormatError) or a longer name must not count as a match."""
    return re.search(re.escape(error) + r"(?![\w$])", stderr) is not None


def refusal_problems(result: procrun.RunResult, error: str, who: str) -> list[str]:
    """Why this run is not a clean refusal with `error` (empty list: it is)."""
    ending = result.abnormal_end()
    if ending:
        return [f"{who} {ending}"]
    problems = []
    if result.returncode != 1:
        problems.append(f"{who} exit status {result.returncode}, expected 1")
    if not names_error(result.stderr, error):
        problems.append(f"{who} stderr does not name {error}")
    return problems


def output_block(who: str, result: procrun.RunResult) -> list[str]:
    """The head of a run's stdout and stderr, for a failure report."""
    lines = procrun.head(result.stdout + result.stderr)
    return [f"{who} stdout/stderr:"] + (["  " + l for l in lines] or ["  (none)"])


Case = TypeVar("Case")


def run_cases(cases: Sequence[Case], check_case: Callable[[Case, object, procrun.Reporter], None],
              config: object, jobs: int) -> int:
    """Checks every case on `jobs` workers and returns the exit status of the run."""
    reporter = procrun.Reporter()
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for future in [pool.submit(check_case, c, config, reporter) for c in cases]:
            future.result()
    return reporter.finish()
