"""Unit tests of guest.py's parts that need no VM: marker parsing, stderr normalisation, jar
manifests and the opcode-coverage check. Run: python3 -m unittest tests/harness/test_guest.py"""

import contextlib
import io
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import guest  # noqa: E402
import procrun  # noqa: E402


def parse(source: str) -> guest.GuestTest:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "T.java"
        path.write_text(source, encoding="utf-8")
        return guest.parse_test(path, "cat")


class MarkerTest(unittest.TestCase):
    def test_all_markers(self):
        t = parse("// expect: a\n//expect:\n  // expect:   b  \n// exit: 3\n"
                  "// stderr-first-line: Exception in thread \"main\" X\n"
                  "// args: x \"y z\"\n// stdin: one\n// stdin:\n// wwvm-args: -Xss256k\n"
                  "// java-args: -Da=b\n// wwvm-only\n// order-independent\n// timeout: 2.5\r\n")
        self.assertIsNone(t.error)
        e = t.expect
        self.assertEqual(e.stdout, ["a", "", "  b  "])
        self.assertEqual(e.exit_status, 3)
        self.assertEqual(e.stderr_first_line, 'Exception in thread "main" X')
        self.assertEqual(e.args, ["x", "y z"])
        self.assertEqual(e.stdin, "one\n\n")
        self.assertEqual((e.wwvm_args, e.java_args), (["-Xss256k"], ["-Da=b"]))
        self.assertTrue(e.wwvm_only and e.order_independent)
        self.assertEqual(e.timeout, 2.5)
        self.assertEqual(t.full_name, "cat/T")

    def test_marker_after_code_is_not_a_marker(self):
        t = parse("int x; // expect: 1\n// exit: 0\n")
        self.assertEqual(t.expect.stdout, [])

    def test_no_check_is_an_error(self):
        self.assertIn("no '// expect:'", parse("// args: a\nclass T {}\n").error)

    def test_stderr_contains_is_repeatable_and_a_check(self):
        t = parse('// stderr-contains:  "alpha" #\n// stderr-contains: held by "beta"\n')
        self.assertIsNone(t.error)
        self.assertEqual(t.expect.stderr_contains, ['"alpha" #', 'held by "beta"'])
        self.assertIn("empty", parse("// stderr-contains:\n").error)

    def test_stderr_contains_checks_every_text(self):
        expect = guest.Expectation(exit_status=1, stderr_contains=["alpha", "beta", "gamma"])
        result = procrun.RunResult(["x"], 1, "", "dump\n\"alpha\" BLOCKED\n\"beta\"\n", 1.0, 0.0)
        problems: list[str] = []
        guest.check_run(result, expect, "wwvm", problems, [])
        self.assertEqual(problems, ["wwvm stderr has no line containing 'gamma'"])

    def test_same_as_java_is_a_check_alone(self):
        t = parse("// same-as-java\n// timeout: 9\n")
        self.assertIsNone(t.error)
        self.assertTrue(t.expect.same_as_java)
        self.assertIn("no '// expect:' lines", parse("// same-as-java\n// expect: 1\n").error)
        self.assertIn("wwvm-only", parse("// same-as-java\n// wwvm-only\n").error)

    def test_same_as_java_compares_with_java_stdout(self):
        expect = guest.Expectation(same_as_java=True)
        result = procrun.RunResult(["x"], 0, "1\n2\n", "", 1.0, 0.0)
        problems: list[str] = []
        guest.check_run(result, expect, "wwvm", problems, [], wanted_stdout=["1", "2"])
        self.assertEqual(problems, [])
        guest.check_run(result, expect, "wwvm", problems, [], wanted_stdout=["1", "3"])
        self.assertEqual(problems, ["wwvm stdout differs"])
        problems.clear()
        guest.check_run(result, expect, "wwvm", problems, [], compare_stdout=False)
        self.assertEqual(problems, [])

    def test_bad_values_are_errors(self):
        self.assertIn("line 1", parse("// exit: x\n").error)
        self.assertIn("second", parse("// exit: 1\n// exit: 2\n").error)
        self.assertIn("args", parse("// args: \"open\n// exit: 0\n").error)


class StderrTest(unittest.TestCase):
    def test_normalisation(self):
        java = ('Exception in thread "main" java.lang.NumberFormatException: For input string: "x"\n'
                "\tat java.base/java.lang.NumberFormatException.forInputString(NumberFormatException.java:67)\n"
                "\tat T.f(T.java:2)  \n"
                "\tat jdk.internal.reflect.X.y(X.java:1)\n"
                "Caused by: java.lang.Error\n\t... 3 more\n\n")
        self.assertEqual(guest.normalise_stderr(java), [
            'Exception in thread "main" java.lang.NumberFormatException: For input string: "x"',
            "\tat T.f(T.java:2)", "Caused by: java.lang.Error"])


class ManifestTest(unittest.TestCase):
    def test_long_lines_continue(self):
        text = guest.manifest_text("p/" + "a" * 100)
        lines = text.split("\r\n")
        self.assertTrue(all(len(l.encode()) <= 72 for l in lines))
        self.assertEqual(lines[1][:12], "Main-Class: ")
        self.assertTrue(lines[2].startswith(" "))
        self.assertTrue(text.endswith("\r\n\r\n"))
        joined = text.replace("\r\n ", "")
        self.assertIn("Main-Class: p/" + "a" * 100 + "\r\n", joined)


class CoverageTest(unittest.TestCase):
    def write_counts(self, directory: Path, name: str, zero: set) -> None:
        lines = [f"{op} op{op} {0 if op in zero else 1}" for op in range(256)]
        (directory / f"{name}.counts").write_text("\n".join(lines) + "\n")

    def check(self, directory: Path, excluded=()) -> tuple[int, str]:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = guest.check_coverage(directory, set(excluded))
        return status, out.getvalue()

    def test_coverage(self):
        with tempfile.TemporaryDirectory() as d:
            directory = Path(d)
            status, text = self.check(directory)
            self.assertEqual(status, 1)
            self.assertIn("no *.counts", text)
            self.write_counts(directory, "a.T", {5, 186, 210})
            self.write_counts(directory, "b.T", {186, 210})
            status, text = self.check(directory)
            self.assertEqual(status, 1)
            self.assertIn("read 2 counts files", text)
            self.assertIn("never executed: 186 op186", text)
            self.assertNotIn("never executed: 5 ", text)   # b.T ran it
            self.assertNotIn("210", text)                     # not a JVMS opcode
            self.assertEqual(self.check(directory, [186])[0], 0)

    def test_malformed_counts_file(self):
        with tempfile.TemporaryDirectory() as d:
            (Path(d) / "x.counts").write_text("1 nop\n")
            status, text = self.check(Path(d))
            self.assertEqual(status, 1)
            self.assertIn("x.counts:1", text)


class ProcrunTest(unittest.TestCase):
    def test_output_lines(self):
        self.assertEqual(procrun.output_lines(""), [])
        self.assertEqual(procrun.output_lines("a\n"), ["a"])
        self.assertEqual(procrun.output_lines("a\n\n"), ["a", ""])
        self.assertEqual(procrun.output_lines("a"), ["a"])

    def test_timeout_and_signal(self):
        r = procrun.run([sys.executable, "-c", "import time; time.sleep(30)"], timeout=0.5)
        self.assertTrue(r.timed_out)
        self.assertIn("timed out", r.abnormal_end())
        r = procrun.run([sys.executable, "-c", "import os, signal; os.kill(os.getpid(), 11)"],
                        timeout=10)
        self.assertEqual(r.abnormal_end(), "killed by signal SIGSEGV (11)")

    def test_stdin_and_env(self):
        r = procrun.run([sys.executable, "-c",
                         "import os, sys; print(sys.stdin.read().upper() + os.environ['LC_ALL'])"],
                        timeout=10, stdin_text="é\n", env=procrun.guest_env())
        self.assertEqual(r.stdout, "É\nC.UTF-8\n")


if __name__ == "__main__":
    unittest.main()
