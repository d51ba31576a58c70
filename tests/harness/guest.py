#!/usr/bin/env python3
"""Guest test runner: compiles each tests/guest category in one javac call, runs every test on
wwvm and on the reference java, and checks them against the expectations in the test's comments.

Also checks opcode coverage from the counts files wwvm writes (--check-coverage).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import re
import shlex
import shutil
import sys
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import procrun  # noqa: E402

DEFAULT_GUEST_ROOT = Path(__file__).resolve().parent.parent / "guest"
DEFAULT_WWJAVAC = Path(__file__).resolve().parents[2] / "tools" / "wwjavac"
COMPILE_TIMEOUT = 600.0
JAVA_OPTIONS = ["-Dfile.encoding=UTF-8", "-XX:-ShowCodeDetailsInExceptionMessages",
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto"]
LAST_JVMS_OPCODE = 201
LONG_OPTION = "-Dwwtest.long=true"
LONG_TIMEOUT_FACTOR = 100

USAGE_EPILOG = """\
expectation markers (each on its own line of the test's .java file):
  // expect: TEXT            one per stdout line, in order ("// expect:" alone = empty line)
  // exit: N                 expected exit status (default 0)
  // stderr-first-line: TEXT first line of stderr (after normalisation)
  // stderr-contains: TEXT   some line of stderr (after normalisation) contains TEXT; repeatable,
                            each must be found (for output java cannot give, e.g. a thread dump)
  // args: a b "c d"         program arguments (shell-like quoting)
  // stdin: TEXT             one line of standard input each (none: empty stdin)
  // wwvm-args: ...          extra options for wwvm only
  // java-args: ...          extra options for the reference java only
                            (in args, wwvm-args and java-args, ${NAME} is replaced by the
                            environment variable NAME, e.g. ${WW_NATIVE_DIR}, the folder of
                            the JNI test library; an unset variable fails the test)
  // wwvm-only               do not run on java
  // order-independent       compare stdout as a sorted multiset of lines
  // same-as-java            stdout must equal the reference java's stdout (instead of expect
                            lines): for differential tests whose output is too long to write
                            down; without a java run (--no-java) stdout is not compared
  // timeout: SECONDS        per-run timeout (default 60)
  // gc-stress-interval: N   with --gc-stress, collect at every N-th allocation (default 1);
                            for tests too slow to collect at every one
A test needs at least one of expect, same-as-java, exit, stderr-first-line or stderr-contains.

--long sets the system property wwtest.long=true for both VMs and gives each run 100 times its
timeout: differential tests read it (Boolean.getBoolean("wwtest.long")) and try 100 times as
many inputs.

A category folder holding a file javac.args (one line of javac arguments) is compiled with
plain `javac <args> -encoding UTF-8` instead of wwjavac. A folder changed/ inside a category
holds later versions of some of its classes: they are compiled after the category, against its
classes, and replace them; changed/removed lists classes to delete (linkage-error tests). A
folder lib/ holds sources compiled with the category that are not tests (library classes).

examples:
  guest.py --wwvm build/bin/wwvm --classlib build/classlib --out /tmp/g tests/guest/arith
  guest.py --wwvm build/bin/wwvm --classlib build/classlib --out /tmp/g --no-java \\
           --counts-dir /tmp/counts --filter int_
  guest.py --check-coverage /tmp/counts --exclude-opcode 186
"""


# ---------------------------------------------------------------- test descriptions

@dataclass
class Expectation:
    """What one test expects, read from its marker comments."""
    stdout: list[str] = field(default_factory=list)
    exit_status: int = 0
    stderr_first_line: str | None = None
    stderr_contains: list[str] = field(default_factory=list)
    args: list[str] = field(default_factory=list)
    stdin_lines: list[str] = field(default_factory=list)
    wwvm_args: list[str] = field(default_factory=list)
    java_args: list[str] = field(default_factory=list)
    wwvm_only: bool = False
    order_independent: bool = False
    same_as_java: bool = False
    timeout: float = 60.0
    gc_stress_interval: int = 1

    @property
    def stdin(self) -> str:
        return "".join(line + "\n" for line in self.stdin_lines)


@dataclass
class GuestTest:
    category: str
    name: str            # the main class: the file's stem
    path: Path
    expect: Expectation
    error: str | None    # set when the markers themselves are wrong

    @property
    def full_name(self) -> str:
        return f"{self.category}/{self.name}"


_MARKER = re.compile(r"^\s*//\s*(expect|exit|stderr-first-line|stderr-contains|args|stdin|wwvm-args|"
                     r"java-args|timeout|gc-stress-interval):(.*?)\r?$")
_FLAG = re.compile(r"^\s*//\s*(wwvm-only|order-independent|same-as-java)\s*$")
_SINGLE_VALUED = {"exit", "stderr-first-line", "args", "wwvm-args", "java-args", "timeout",
                  "gc-stress-interval"}


def parse_test(path: Path, category: str) -> GuestTest:
    """Read the markers of one test file; problems with them become the test's error."""
    expect = Expectation()
    seen: set[str] = set()
    has_check = False
    try:
        text = path.read_text(encoding="utf-8")
        for number, line in enumerate(text.split("\n"), 1):
            flag = _FLAG.match(line)
            if flag:
                setattr(expect, flag.group(1).replace("-", "_"), True)
                has_check |= flag.group(1) == "same-as-java"
                continue
            marker = _MARKER.match(line)
            if not marker:
                continue
            kind, value = marker.group(1), marker.group(2)
            if kind in _SINGLE_VALUED and kind in seen:
                raise ValueError(f"line {number}: second '// {kind}:' marker")
            seen.add(kind)
            has_check |= kind in ("expect", "exit", "stderr-first-line", "stderr-contains")
            _apply_marker(expect, kind, value, number)
        if not has_check:
            raise ValueError("no '// expect:', '// same-as-java', '// exit:', "
                             "'// stderr-first-line:' or '// stderr-contains:' marker")
        if expect.same_as_java and (expect.stdout or expect.wwvm_only):
            raise ValueError("'// same-as-java' takes its stdout from java: no '// expect:' "
                             "lines, not '// wwvm-only'")
        error = None
    except (ValueError, OSError, UnicodeDecodeError) as e:
        error = f"bad test markers: {e}"
    return GuestTest(category, path.stem, path, expect, error)


def _apply_marker(expect: Expectation, kind: str, value: str, number: int) -> None:
    try:
        if kind == "expect":
            # Exactly one space separates the marker from the text, so that expected
            # output may itself start with spaces.
            expect.stdout.append(value[1:] if value.startswith(" ") else value)
        elif kind == "stdin":
            expect.stdin_lines.append(value[1:] if value.startswith(" ") else value)
        elif kind == "exit":
            expect.exit_status = int(value.strip())
        elif kind == "stderr-first-line":
            expect.stderr_first_line = value.strip()
        elif kind == "stderr-contains":
            if not value.strip():
                raise ValueError("empty text")
            expect.stderr_contains.append(value.strip())
        elif kind == "timeout":
            expect.timeout = float(value.strip())
        elif kind == "gc-stress-interval":
            expect.gc_stress_interval = int(value.strip())
            if expect.gc_stress_interval < 1:
                raise ValueError("must be 1 or more")
        else:
            words = [expand_environment(w) for w in shlex.split(value)]
            setattr(expect, kind.replace("-", "_"), words)
    except ValueError as e:
        raise ValueError(f"line {number}: bad '// {kind}:' value {value.strip()!r} ({e})")


_ENV_REFERENCE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")


def expand_environment(word: str) -> str:
    """Replace each ${NAME} of a command-line marker's word by the environment variable NAME:
    tests name files the build puts in places only the build knows (the JNI test library)."""
    def value(reference: re.Match) -> str:
        name = reference.group(1)
        if name not in os.environ:
            raise ValueError(f"environment variable {name} is not set")
        return os.environ[name]
    return _ENV_REFERENCE.sub(value, word)


def tests_of_category(directory: Path, name_filter: str | None) -> list[GuestTest]:
    category = directory.name
    tests = [parse_test(p, category) for p in sorted(directory.glob("*.java"))]
    if name_filter:
        tests = [t for t in tests if name_filter in t.full_name]
    return tests


# ---------------------------------------------------------------- compiling

@dataclass
class Category:
    """One compiled test folder: where its classes (and jars) went, or why it failed."""
    name: str
    directory: Path
    out: Path
    compile_error: list[str] | None = None

    @property
    def classes(self) -> Path:
        return self.out / "classes"

    @property
    def jars(self) -> Path:
        return self.out / "jars"


def compile_category(directory: Path, out_root: Path, config: argparse.Namespace) -> Category:
    """Compile every .java file of the folder in one compiler call (a javac start is costly)."""
    category = Category(directory.name, directory, (out_root / directory.name).resolve())
    for stale in (category.classes, category.jars):
        shutil.rmtree(stale, ignore_errors=True)
    category.classes.mkdir(parents=True)
    sources = [str(p.resolve()) for p in sorted(directory.glob("*.java")) + sorted(directory.glob("lib/**/*.java"))]
    try:
        cmd = compiler_command(directory, category.classes, config) + sources
    except ValueError as e:
        category.compile_error = [str(e)]
        return category
    category.compile_error = run_compiler(cmd)
    changed = directory / "changed"
    if category.compile_error is None and changed.is_dir():
        category.compile_error = apply_changes(changed, category, config)
    return category


def run_compiler(cmd: list[str]) -> list[str] | None:
    """Run one compiler command; None, or the lines that say why it failed."""
    result = procrun.run(cmd, timeout=COMPILE_TIMEOUT, env=procrun.guest_env())
    if result.returncode == 0:
        return None
    ending = result.abnormal_end() or f"exit status {result.returncode}"
    return ([f"compiler {ending}; its output:"] + procrun.head(result.stdout + result.stderr, 60) +
            ["reproduce: " + procrun.reproduce_line(cmd)])


def apply_changes(changed: Path, category: Category, config: argparse.Namespace) -> list[str] | None:
    """Separate compilation: the sources of changed/ are compiled after the category, against
    its classes, and replace the classes they define; the classes listed in changed/removed
    (one binary name a line) are deleted. Tests then link against class files that no longer
    agree, as when a library changes under a program compiled against its old version."""
    sources = [str(p.resolve()) for p in sorted(changed.glob("*.java"))]
    if sources:
        cmd = compiler_command(category.directory, category.classes, config)
        error = run_compiler(cmd + ["-cp", str(category.classes)] + sources)
        if error:
            return error
    removed = changed / "removed"
    if removed.exists():
        for name in removed.read_text(encoding="utf-8").split():
            target = category.classes / (name.replace(".", "/") + ".class")
            if not target.exists():
                return [f"{removed}: no class file {target} to remove"]
            target.unlink()
    return None


def compiler_command(directory: Path, classes: Path, config: argparse.Namespace) -> list[str]:
    """wwjavac, or plain javac when the folder holds a javac.args override."""
    override = directory / "javac.args"
    if override.exists():
        lines = [l for l in override.read_text(encoding="utf-8").splitlines() if l.strip()]
        args = shlex.split(lines[0]) if lines else []
        return [config.javac, *args, "-encoding", "UTF-8", "-d", str(classes)]
    if not config.classlib:
        raise ValueError(f"--classlib is needed to compile {directory} with wwjavac")
    return [sys.executable, str(config.wwjavac), "--classlib", str(config.classlib),
            "-d", str(classes)]


def write_test_jar(category: Category, main_class: str) -> Path:
    """Pack all classes of the category into <out>/<cat>/jars/<Main>.jar, Main-Class set."""
    category.jars.mkdir(parents=True, exist_ok=True)
    jar = category.jars / f"{main_class}.jar"
    with zipfile.ZipFile(jar, "w", compression=zipfile.ZIP_DEFLATED) as z:
        z.writestr("META-INF/MANIFEST.MF", manifest_text(main_class))
        for cls in sorted(category.classes.rglob("*.class")):
            z.write(cls, cls.relative_to(category.classes).as_posix())
    return jar


def manifest_text(main_class: str) -> str:
    """A jar manifest; lines longer than 72 bytes continue on lines starting with a space."""
    def wrap(line: str) -> str:
        data, parts = line.encode("utf-8"), []
        while len(data) > 72:
            cut = 72 if not parts else 71
            while cut > 0 and (data[cut] & 0xC0) == 0x80:  # never split a UTF-8 sequence
                cut -= 1
            parts.append(data[:cut].decode("utf-8"))
            data = data[cut:]
        parts.append(data.decode("utf-8"))
        return "\r\n ".join(parts)
    lines = ["Manifest-Version: 1.0", f"Main-Class: {main_class}",
             "Created-By: wwvm guest harness"]
    return "".join(wrap(l) + "\r\n" for l in lines) + "\r\n"


# ---------------------------------------------------------------- running and checking

def normalise_stderr(text: str) -> list[str]:
    """Stderr as compared between VMs: no `java.base/` module prefixes, no frames of JDK
    classes (the class libraries differ inside), no `... N more`, no trailing blanks."""
    lines = []
    for line in procrun.output_lines(text.replace("java.base/", "")):
        if _JDK_FRAME.match(line) or _MORE_FRAMES.match(line):
            continue
        lines.append(line.rstrip())
    while lines and lines[-1] == "":
        lines.pop()
    return lines


_JDK_FRAME = re.compile(r"^\s*at (java|javax|jdk|sun)\.")
_MORE_FRAMES = re.compile(r"^\s*\.\.\. \d+ more$")


def wwvm_command(test: GuestTest, category: Category, config: argparse.Namespace) -> list[str]:
    cmd = [*config.wwvm, *config.wwvm_arg, *test.expect.wwvm_args]
    if config.long:
        cmd.append(LONG_OPTION)
    if config.gc_stress:
        cmd.append(f"-Xgc:stress={test.expect.gc_stress_interval}")
    if config.counts_dir:
        counts = config.counts_dir / f"{test.category}.{test.name}.counts"
        cmd.append(f"-XX:OpcodeCountsOut={counts}")
    if config.jar:
        cmd += ["-jar", str(write_test_jar(category, test.name))]
    else:
        cmd += ["-cp", str(category.classes), test.name]
    return cmd + test.expect.args


def java_command(test: GuestTest, category: Category, config: argparse.Namespace) -> list[str]:
    long = [LONG_OPTION] if config.long else []
    return [config.java, *JAVA_OPTIONS, *long, *test.expect.java_args,
            "-cp", str(category.classes), test.name, *test.expect.args]


def check_run(result: procrun.RunResult, expect: Expectation, who: str,
              problems: list[str], details: list[str],
              wanted_stdout: list[str] | None = None, compare_stdout: bool = True) -> None:
    """Compare one run with the expectation, appending what is wrong. wanted_stdout replaces
    the expect lines (a same-as-java test's java output); compare_stdout=False skips stdout."""
    ending = result.abnormal_end()
    if ending:
        problems.append(f"{who} {ending}")
    actual = procrun.output_lines(result.stdout)
    wanted = expect.stdout if wanted_stdout is None else wanted_stdout
    same = (sorted(actual) == sorted(wanted)) if expect.order_independent else actual == wanted
    if compare_stdout and not same and not result.timed_out:
        how = " (as a multiset)" if expect.order_independent else ""
        problems.append(f"{who} stdout differs{how}")
        if expect.order_independent:
            actual, wanted = sorted(actual), sorted(wanted)
        source = "java stdout" if wanted_stdout is not None else "expected stdout"
        details += procrun.short_diff(wanted, actual, source, f"{who} stdout")
    if not ending and result.returncode != expect.exit_status:
        problems.append(f"{who} exit status {result.returncode}, expected {expect.exit_status}")
    if expect.stderr_first_line is not None and not result.timed_out:
        err = normalise_stderr(result.stderr)
        first = err[0] if err else ""
        if first != expect.stderr_first_line:
            problems.append(f"{who} stderr first line is {first!r}, "
                            f"expected {expect.stderr_first_line!r}")
    if expect.stderr_contains and not result.timed_out:
        err = normalise_stderr(result.stderr)
        for text in expect.stderr_contains:
            if not any(text in line for line in err):
                problems.append(f"{who} stderr has no line containing {text!r}")
    if problems and result.stderr.strip():
        details += [f"{who} stderr:"] + ["  " + l for l in procrun.head(result.stderr)]


def run_test(test: GuestTest, category: Category, config: argparse.Namespace,
             reporter: procrun.Reporter) -> None:
    if test.error:
        reporter.result(test.full_name, [test.error])
        return
    expect, env = test.expect, procrun.guest_env()
    timeout = expect.timeout * (LONG_TIMEOUT_FACTOR if config.long else 1)
    problems: list[str] = []
    details: list[str] = []
    wwvm_cmd = wwvm_command(test, category, config)
    ww = procrun.run(wwvm_cmd, timeout=timeout, stdin_text=expect.stdin, env=env)
    repro = ["reproduce: " + procrun.reproduce_line(wwvm_cmd, expect.stdin)]
    if not config.java or expect.wwvm_only:
        check_run(ww, expect, "wwvm", problems, details, compare_stdout=not expect.same_as_java)
        reporter.result(test.full_name, problems, details + (repro if problems else []))
        return
    java_cmd = java_command(test, category, config)
    jv = procrun.run(java_cmd, timeout=timeout, stdin_text=expect.stdin, env=env)
    java_stdout = procrun.output_lines(jv.stdout) if expect.same_as_java else None
    check_run(ww, expect, "wwvm", problems, details, wanted_stdout=java_stdout)
    java_problems: list[str] = []
    check_run(jv, expect, "java", java_problems, details, compare_stdout=not expect.same_as_java)
    if java_problems:
        problems.append("bad test, the JDK fails it too: " + "; ".join(java_problems))
        repro.append("reproduce java: " + procrun.reproduce_line(java_cmd, expect.stdin))
    elif not ww.timed_out:
        compare_stderrs(ww, jv, problems, details)
    reporter.result(test.full_name, problems, details + (repro if problems else []))


def report_compile_failure(category: Category, tests: list[GuestTest],
                           reporter: procrun.Reporter) -> None:
    """Fail every test of a category that did not compile, showing the output once."""
    first = tests[0].full_name
    reporter.result(first, ["category failed to compile"], category.compile_error)
    for test in tests[1:]:
        reporter.result(test.full_name, [f"category failed to compile (output shown with {first})"])


def compare_stderrs(ww: procrun.RunResult, jv: procrun.RunResult,
                    problems: list[str], details: list[str]) -> None:
    ww_err, java_err = normalise_stderr(ww.stderr), normalise_stderr(jv.stderr)
    if ww_err != java_err:
        problems.append("wwvm stderr differs from java's (normalised)")
        details += procrun.short_diff(java_err, ww_err, "java stderr", "wwvm stderr")


# ---------------------------------------------------------------- opcode coverage

def check_coverage(counts_dir: Path, excluded: set[int]) -> int:
    """Sum every *.counts file of the folder; fail naming each JVMS opcode never executed."""
    files = sorted(counts_dir.glob("*.counts"))
    if not files:
        print(f"FAIL coverage: no *.counts files in {counts_dir}")
        return 1
    totals, names = [0] * 256, ["-"] * 256
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            fields = line.split()
            if not fields:
                continue
            try:
                opcode, name, count = int(fields[0]), fields[1], int(fields[2])
                if len(fields) != 3 or not 0 <= opcode <= 255 or count < 0:
                    raise ValueError
            except (ValueError, IndexError):
                print(f"FAIL coverage: {path}:{number}: expected 'OPCODE NAME COUNT', "
                      f"got {line!r}")
                return 1
            totals[opcode] += count
            if name != "-":
                names[opcode] = name
    print(f"read {len(files)} counts files from {counts_dir}")
    missing = [op for op in range(LAST_JVMS_OPCODE + 1)
               if totals[op] == 0 and op not in excluded]
    for op in missing:
        print(f"never executed: {op} {names[op]}")
    if missing:
        print(f"FAIL coverage: {len(missing)} opcodes of 0..{LAST_JVMS_OPCODE} never executed")
        return 1
    skipped = "".join(f" {op} {names[op]}," for op in sorted(excluded)).rstrip(",")
    print(f"PASS coverage: every opcode 0..{LAST_JVMS_OPCODE} executed"
          + (f" (excluded:{skipped})" if excluded else ""))
    return 0


# ---------------------------------------------------------------- driver

def category_dirs(config: argparse.Namespace) -> list[Path]:
    if config.categories:
        return [Path(c) for c in config.categories]
    root = config.guest_root
    if not root.is_dir():
        return [root]  # reported as a missing folder by the caller
    return sorted(d for d in root.iterdir() if d.is_dir() and any(d.glob("*.java")))


def run_suite(config: argparse.Namespace) -> int:
    dirs = category_dirs(config)
    for d in dirs:
        if not d.is_dir():
            print(f"guest.py: no such category folder: {d}", file=sys.stderr)
            return 2
    names = [d.name for d in dirs]
    if len(set(names)) != len(names):
        print("guest.py: two category folders share a name", file=sys.stderr)
        return 2
    if config.counts_dir:
        config.counts_dir = config.counts_dir.resolve()
        config.counts_dir.mkdir(parents=True, exist_ok=True)
    reporter = procrun.Reporter()
    work = [(d, tests_of_category(d, config.filter)) for d in dirs]
    work = [(d, tests) for d, tests in work if tests]
    if not work:
        by_filter = f" by --filter {config.filter!r}" if config.filter else ""
        reporter.note("no tests selected" + by_filter)
    with concurrent.futures.ThreadPoolExecutor(max_workers=config.jobs) as pool:
        compiled = list(pool.map(lambda w: compile_category(w[0], config.out, config), work))
        runs = []
        for category, (_, tests) in zip(compiled, work):
            if category.compile_error:
                report_compile_failure(category, tests, reporter)
            else:
                runs += [pool.submit(run_test, t, category, config, reporter) for t in tests]
        for future in runs:
            future.result()  # re-raise a harness bug instead of losing it
    return reporter.finish()


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="guest.py", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Compile and run wwvm guest tests (tests/guest/<category>/*.java),\n"
                    "comparing wwvm with the expectations in each test and with the JDK.\n"
                    "Prints PASS/FAIL per test, then 'N passed, N failed'; exits 0 only if "
                    "nothing failed.",
        epilog=USAGE_EPILOG)
    p.add_argument("categories", nargs="*", metavar="CATEGORY_DIR",
                   help="test folders to run (default: every folder of --guest-root "
                        "holding .java files)")
    p.add_argument("--wwvm", type=shlex.split, metavar="PATH",
                   help="the wwvm launcher (split like a shell command, so 'java -Xint' "
                        "also works for trying the harness out)")
    p.add_argument("--wwjavac", type=Path, default=DEFAULT_WWJAVAC, metavar="PATH",
                   help="the wwjavac script, run with this Python (default: %(default)s)")
    p.add_argument("--classlib", type=Path, metavar="DIR",
                   help="wwvm's compiled class library, given to wwjavac")
    p.add_argument("--javac", default="javac", metavar="PATH",
                   help="javac for folders holding javac.args (default: %(default)s)")
    p.add_argument("--out", type=Path, metavar="DIR",
                   help="where compiled classes and jars go (<out>/<category>/...)")
    java = p.add_mutually_exclusive_group()
    java.add_argument("--java", default="java", metavar="PATH",
                      help="reference JVM run on every test not marked wwvm-only "
                           "(default: %(default)s)")
    java.add_argument("--no-java", dest="java", action="store_const", const=None,
                      help="run on wwvm only")
    p.add_argument("--jobs", type=int, default=2, metavar="N",
                   help="tests run at once (default: %(default)s)")
    p.add_argument("--jar", action="store_true",
                   help="run wwvm with -jar on a per-test jar instead of -cp")
    p.add_argument("--counts-dir", type=Path, metavar="DIR",
                   help="give wwvm -XX:OpcodeCountsOut=DIR/<category>.<Test>.counts")
    p.add_argument("--gc-stress", action="store_true",
                   help="run wwvm with -Xgc:stress (each test's gc-stress-interval, default 1)")
    p.add_argument("--wwvm-arg", action="append", default=[], metavar="ARG",
                   help="extra option for every wwvm run (repeatable); write it as "
                        "--wwvm-arg=-Xss1m since the value starts with '-'")
    p.add_argument("--long", action="store_true",
                   help="differential tests try 100 times as many inputs: sets "
                        f"{LONG_OPTION} for both VMs, timeouts x{LONG_TIMEOUT_FACTOR}")
    p.add_argument("--filter", metavar="SUBSTRING",
                   help="run only tests whose '<category>/<Test>' contains SUBSTRING")
    p.add_argument("--guest-root", type=Path, default=DEFAULT_GUEST_ROOT, metavar="DIR",
                   help="where categories are found when none is given (default: %(default)s)")
    p.add_argument("--check-coverage", type=Path, metavar="COUNTS_DIR",
                   help="instead of running tests: sum COUNTS_DIR/*.counts and fail if an "
                        f"opcode 0..{LAST_JVMS_OPCODE} was never executed")
    p.add_argument("--exclude-opcode", type=int, action="append", default=[], metavar="N",
                   help="opcode --check-coverage does not require (repeatable), e.g. 186")
    config = p.parse_args(argv)
    if config.check_coverage is None:
        for needed in ("wwvm", "out"):
            if not getattr(config, needed):
                p.error(f"--{needed} is required (unless --check-coverage)")
        if config.jobs < 1:
            p.error("--jobs must be at least 1")
    return config


def main(argv: list[str]) -> int:
    config = parse_args(argv)
    if config.check_coverage is not None:
        return check_coverage(config.check_coverage, set(config.exclude_opcode))
    return run_suite(config)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
