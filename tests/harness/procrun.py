"""Runs one guest process with a timeout, describes how it ended, and reports PASS/FAIL lines.

Shared by guest.py and the tests/classgen runners so that every runner treats timeouts,
signals, output decoding and the final `N passed, N failed` line the same way.
"""

from __future__ import annotations

import difflib
import os
import shlex
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass

# Variables the JDK launcher reads and announces on stderr ("Picked up ..."); inherited ones
# would make java's stderr differ from wwvm's, so guest runs never see them.
_JDK_ENV_OPTIONS = ("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS")


def guest_env() -> dict[str, str]:
    """The environment every guest run gets: ours, with a fixed UTF-8 locale."""
    env = {k: v for k, v in os.environ.items() if k not in _JDK_ENV_OPTIONS}
    env["LC_ALL"] = "C.UTF-8"
    return env


@dataclass
class RunResult:
    """How one process ended. returncode is None when it was killed for its timeout."""
    cmd: list[str]
    returncode: int | None
    stdout: str
    stderr: str
    timeout: float
    seconds: float

    @property
    def timed_out(self) -> bool:
        return self.returncode is None

    def abnormal_end(self) -> str | None:
        """'timed out ...' or 'killed by signal ...' when the run did not exit by itself."""
        if self.timed_out:
            return f"timed out after {self.timeout:g} s (killed)"
        if self.returncode < 0:
            return f"killed by signal {signal_name(-self.returncode)}"
        return None


def signal_name(number: int) -> str:
    try:
        return f"{signal.Signals(number).name} ({number})"
    except ValueError:
        return str(number)


def run(cmd: list[str], *, timeout: float, stdin_text: str = "",
        env: dict[str, str] | None = None, cwd: str | None = None) -> RunResult:
    """Run cmd to completion or until timeout seconds pass, then kill its process group.

    The child gets its own session so that a timeout also ends anything it started.
    Output is decoded as UTF-8; undecodable bytes become U+FFFD (and so never match).
    """
    start = time.monotonic()
    try:
        proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=env, cwd=cwd,
                                start_new_session=True)
    except OSError as e:
        return RunResult(cmd, 127, "", f"cannot start {cmd[0]}: {e}\n", timeout, 0.0)
    try:
        out, err = proc.communicate(stdin_text.encode("utf-8"), timeout=timeout)
        code: int | None = proc.returncode
    except subprocess.TimeoutExpired:
        _kill_group(proc)
        out, err = proc.communicate()
        code = None
    return RunResult(cmd, code, _decode(out), _decode(err), timeout, time.monotonic() - start)


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _decode(data: bytes) -> str:
    return data.decode("utf-8", errors="replace")


def output_lines(text: str) -> list[str]:
    """Split process output into lines; a final newline does not start an extra line."""
    if text == "":
        return []
    if text.endswith("\n"):
        text = text[:-1]
    return text.split("\n")


def short_diff(expected: list[str], actual: list[str], expected_name: str,
               actual_name: str, limit: int = 40) -> list[str]:
    """A unified diff of two line lists, cut to `limit` lines."""
    diff = list(difflib.unified_diff(expected, actual, expected_name, actual_name,
                                     lineterm="", n=2))
    if len(diff) > limit:
        diff = diff[:limit] + [f"... ({len(diff) - limit} more diff lines)"]
    return diff


def reproduce_line(cmd: list[str], stdin_text: str = "", cwd: str | None = None) -> str:
    """A shell command that repeats a run exactly as the runner did it."""
    line = "LC_ALL=C.UTF-8 " + shlex.join(cmd)
    if stdin_text:
        line = f"printf %s {shlex.quote(stdin_text)} | {line}"
    else:
        line += " </dev/null"
    if cwd:
        line = f"cd {shlex.quote(cwd)} && {line}"
    return line


def head(text: str, lines: int = 12) -> list[str]:
    """The first lines of text, with a note when some were cut."""
    all_lines = output_lines(text)
    if len(all_lines) > lines:
        return all_lines[:lines] + [f"... ({len(all_lines) - lines} more lines)"]
    return all_lines


class Reporter:
    """Prints one PASS/FAIL block per test as results arrive (from any thread), then the
    summary line `N passed, N failed` that CTest-watching tools read."""

    def __init__(self, stream=None, quiet_passes: bool = False) -> None:
        """quiet_passes: count passing tests without a line each (for thousands of runs)."""
        self._stream = stream or sys.stdout
        self._quiet_passes = quiet_passes
        self._lock = threading.Lock()
        self.passed = 0
        self.failed = 0

    def result(self, name: str, problems: list[str], details: list[str] = ()) -> None:
        """Report a test: it passed when `problems` is empty; details are printed indented."""
        with self._lock:
            if problems:
                self.failed += 1
                lines = [f"FAIL {name}: {'; '.join(problems)}"]
                lines += ["    " + d for d in details]
            else:
                self.passed += 1
                if self._quiet_passes:
                    return
                lines = [f"PASS {name}"]
            self._stream.write("\n".join(lines) + "\n")
            self._stream.flush()

    def note(self, text: str) -> None:
        with self._lock:
            self._stream.write(text + "\n")
            self._stream.flush()

    def finish(self) -> int:
        """Print the summary line and return the process exit status (0: nothing failed)."""
        with self._lock:
            self._stream.write(f"{self.passed} passed, {self.failed} failed\n")
            self._stream.flush()
        if self.failed == 0 and self.passed == 0:
            return 1  # nothing ran: a filter typo or an empty corpus must not look green
        return 0 if self.failed == 0 else 1
