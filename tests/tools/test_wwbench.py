"""Tests of tools/wwbench against stand-in VMs whose behaviour each test chooses.

The stand-ins are small Python scripts installed as <build>/bin/wwvm and as `java`. They
answer -version with a chosen build line, log every run (configuration and class) so the
order of runs can be checked, and act by the class they are asked to run: print a good
report, print a checksum that depends on the configuration, fail validation, crash. So the
runner's own logic is tested: alternation, medians and ratios, checksum agreement with and
without the floating-point tolerance, failure reports, the refusal of a checked build, and
the files it writes. The real suites run under CTest (bench.wwbench.quick, bench.olden.*).
With WW_RUNSTAT set to a built ww_runstat, every run goes through it, as in a real build.

Run: python3 -m unittest tests/tools/test_wwbench.py"""

import csv
import json
import os
import stat
import subprocess
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TOOL = REPO / "tools" / "wwbench"

FAKE_VM = textwrap.dedent('''\
    #!{python}
    import os, signal, sys
    args = sys.argv[1:]
    if args == ["-version"] or args[-1:] == ["-version"]:
        print({version!r}, file=sys.stderr)
        sys.exit(0)
    config = {kind!r}
    if "-Xprofile:off" in args:
        config += "-off"
    if "-Xint" in args:
        config += "-int"
    cls = args[args.index("-cp") + 2]
    with open({log!r}, "a") as f:
        f.write(config + " " + cls + "\\n")
    fast = config.endswith("-off") or config.endswith("-int")
    if cls == "Startup":
        import time
        time.sleep(0.1)
        print("started")
    elif cls == "Good":
        print("Good: one line about the run")
        print("checksum 42")
        print("time %.3f ms" % (10.0 if fast else 20.0))
    elif cls == "Scored":
        print("checksum 7")
        print("time %.3f ms" % (10.0 if fast else 20.0))
        print("score %d" % (2000 if fast else 1000))
    elif cls == "Floaty":
        print("checksum " + ("1.0000000000001" if fast else "1.0"))
        print("time 5.000 ms")
    elif cls == "Wrong":
        print("checksum " + ("2" if fast else "1"))
        print("time 5.000 ms")
    elif cls == "Invalid":
        print("Invalid: validation failed: 3 is not 4", file=sys.stderr)
        sys.exit(1)
    elif cls == "Silent":
        print("nothing to see")
    elif cls == "Crash":
        os.kill(os.getpid(), signal.SIGSEGV)
    ''')


def install(path: Path, kind: str, version: str, log: Path):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(FAKE_VM.format(python=sys.executable, version=version, kind=kind, log=str(log)))
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


class Bench(unittest.TestCase):
    def setUp(self):
        self.dir = Path(tempfile.mkdtemp(prefix="wwbench-test-"))
        self.log = self.dir / "runs.log"
        self.build = self.dir / "build"
        self.nocount = self.dir / "nocount"
        self.java = self.dir / "jdk" / "java"
        install(self.build / "bin" / "wwvm", "wwvm",
                "wwvm build: checks off, counting compiled in, threaded dispatch", self.log)
        install(self.nocount / "bin" / "wwvm", "nocount",
                "wwvm build: checks off, counting compiled out, threaded dispatch", self.log)
        install(self.java, "java", "OpenJDK 64-Bit Server VM (stand-in)", self.log)
        # With the build's ww_runstat (CTest names it), every run goes through it as in a
        # real build: exit statuses and signals must come through unchanged.
        runstat = os.environ.get("WW_RUNSTAT")
        if runstat:
            (self.build / "bin" / "ww_runstat").symlink_to(runstat)
        self.classes = self.dir / "classes"
        for suite in ("olden", "startup"):
            (self.classes / suite).mkdir(parents=True)

    def suite(self, *entries):
        (self.dir / "suites" / "olden").mkdir(parents=True, exist_ok=True)
        benchmarks = []
        for e in entries:
            name, _, rest = e.partition(":")
            entry = {"name": name, "args": ["9"], "quick": ["1"], "checksum": "exact"}
            if rest == "float":
                entry["checksum"] = "float"
            if rest == "score":
                entry["score"] = True
            benchmarks.append(entry)
        (self.dir / "suites" / "olden" / "suite.json").write_text(
            json.dumps({"suite": "olden", "benchmarks": benchmarks}))

    def run_tool(self, *args):
        cmd = [sys.executable, str(TOOL), "--suite", "olden", "--suites-dir", str(self.dir / "suites"),
               "--build", str(self.build), "--nocount-build", str(self.nocount),
               "--classes", str(self.classes), "--java", str(self.java), "--no-plot"] + list(args)
        return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=120)

    def logged(self):
        return self.log.read_text().split("\n")[:-1] if self.log.exists() else []

    def test_quick_runs_each_benchmark_once_on_wwvm_and_wwvm_off(self):
        self.suite("Good", "Scored:score", "Floaty:float")
        done = self.run_tool("--quick", "--no-startup")
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(self.logged(), ["wwvm Good", "wwvm-off Good", "wwvm Scored", "wwvm-off Scored",
                                         "wwvm Floaty", "wwvm-off Floaty"])
        self.assertIn("olden: score (higher is better)", done.stdout)
        # Good and Scored take twice the time with counters, Floaty the same: 2^(2/3).
        self.assertIn("counters on vs off: olden time x1.587 (+58.74%)", done.stdout)

    def test_runs_alternate_and_figures_are_medians_with_ratios(self):
        self.suite("Good", "Scored:score")
        out = self.dir / "out"
        done = self.run_tool("--config", "wwvm,wwvm-off,java-int", "--runs", "2", "--out", str(out))
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(self.logged()[:6], ["wwvm Good", "wwvm-off Good", "java-int Good"] * 2)
        self.assertEqual(self.logged()[-6:], ["wwvm Startup", "wwvm-off Startup", "java-int Startup"] * 2)
        data = json.loads((out / "wwbench.json").read_text())
        self.assertEqual(data["baseline"], "java-int")
        good = data["results"]["olden/Good"]["configs"]
        self.assertEqual(good["wwvm"]["time_ms"], {"median": 20.0, "min": 20.0, "max": 20.0})
        self.assertAlmostEqual(good["wwvm"]["time_ratio"], 2.0)
        self.assertAlmostEqual(good["java-int"]["time_ratio"], 1.0)
        scored = data["results"]["olden/Scored"]["configs"]
        self.assertAlmostEqual(scored["wwvm"]["score_ratio"], 0.5)
        self.assertEqual(len(data["results"]["olden/Good"]["runs"]["wwvm-off"]), 2)
        self.assertIn("wwvm", data["startup"]["figures"])
        self.assertGreater(data["startup"]["figures"]["wwvm"]["peak_rss_kb"]["median"], 0)
        self.assertIn("by ww_runstat" if os.environ.get("WW_RUNSTAT") else "os.wait4", data["peak_rss"])
        self.assertIn("by ww_runstat" if os.environ.get("WW_RUNSTAT") else "as Python sees it", data["wall"])
        # The stand-in's start-up sleeps 100 ms.
        wall = data["startup"]["figures"]["wwvm"]["wall_ms"]["median"]
        self.assertTrue(100 <= wall < 2000, wall)
        with open(out / "wwbench.csv", newline="") as f:
            rows = list(csv.DictReader(f))
        self.assertEqual(len(rows), 6)
        self.assertEqual({r["config"] for r in rows}, {"wwvm", "wwvm-off", "java-int"})
        self.assertIn("| Good |", (out / "wwbench.md").read_text())
        self.assertIn("run 2/2", done.stderr)  # progress lines

    def test_float_checksums_agree_within_tolerance_exact_ones_must_match(self):
        self.suite("Floaty:float")
        self.assertEqual(self.run_tool("--quick", "--no-startup").returncode, 0)
        self.suite("Floaty")
        done = self.run_tool("--quick", "--no-startup")
        self.assertEqual(done.returncode, 1)
        self.assertIn("checksum 1.0000000000001 differs from 1.0 (wwvm run 1)", done.stderr)

    def test_checksum_that_differs_between_configurations_fails(self):
        self.suite("Wrong")
        done = self.run_tool("--quick", "--no-startup")
        self.assertEqual(done.returncode, 1)
        self.assertIn("olden/Wrong on wwvm-off, run 1: checksum 2 differs from 1", done.stderr)
        self.assertIn("FAILED", done.stdout)

    def test_failed_validation_crash_and_missing_report_are_failures(self):
        self.suite("Invalid", "Crash", "Silent", "Good")
        done = self.run_tool("--quick", "--no-startup")
        self.assertEqual(done.returncode, 1)
        self.assertIn("olden/Invalid on wwvm, run 1: did not validate: exit status 1", done.stderr)
        self.assertIn("validation failed: 3 is not 4", done.stderr)
        self.assertIn("olden/Crash on wwvm, run 1: killed by signal SIGSEGV", done.stderr)
        self.assertIn("olden/Silent on wwvm, run 1: no checksum line and no time line", done.stderr)
        self.assertNotIn("olden/Good on", done.stderr)
        self.assertEqual(self.logged()[-2:], ["wwvm Good", "wwvm-off Good"])  # goes on after failures

    def test_refuses_a_checked_build_unless_quick(self):
        self.suite("Good")
        install(self.build / "bin" / "wwvm", "wwvm",
                "wwvm build: checks on, counting compiled in, threaded dispatch", self.log)
        done = self.run_tool("--config", "wwvm,wwvm-off")
        self.assertEqual(done.returncode, 2)
        self.assertIn("is built with checks on", done.stderr)
        self.assertEqual(self.logged(), [])
        self.assertEqual(self.run_tool("--quick", "--no-startup").returncode, 0)

    def test_nocount_configuration_needs_counting_compiled_out(self):
        self.suite("Good")
        done = self.run_tool("--quick", "--no-startup", "--config", "wwvm-nocount,wwvm")
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(self.logged(), ["nocount Good", "wwvm Good"])
        install(self.nocount / "bin" / "wwvm", "nocount",
                "wwvm build: checks off, counting compiled in, threaded dispatch", self.log)
        done = self.run_tool("--quick", "--config", "wwvm-nocount")
        self.assertEqual(done.returncode, 2)
        self.assertIn("has counting compiled in", done.stderr)

    def test_bad_choices_are_clear_errors(self):
        self.suite("Good")
        for args, message in ((["--config", "wwvm,kvm"], "unknown configuration 'kvm'"),
                              (["--bench", "Nope"], "no benchmark 'Nope'"),
                              (["--baseline", "java", "--config", "wwvm"], "baseline 'java' is not among"),
                              (["--suite", "spec"], "unknown suite 'spec'")):
            done = self.run_tool("--quick", *args)
            self.assertEqual(done.returncode, 2, args)
            self.assertIn(message, done.stderr)
        (self.dir / "suites" / "olden" / "suite.json").write_text('{"benchmarks": [{"name": "X"}]}')
        done = self.run_tool("--quick")
        self.assertEqual(done.returncode, 2)
        self.assertIn('X needs "args" (list)', done.stderr)


class RealSuites(unittest.TestCase):
    def test_every_suite_lists_its_benchmarks(self):
        done = subprocess.run([sys.executable, str(TOOL), "--list"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr)
        for name in ("caffeine/Sieve", "olden/BH", "olden/Voronoi", "grande/Crypt", "grande/Arith"):
            self.assertIn(name, done.stdout)



@unittest.skipUnless(os.environ.get("WW_RUNSTAT"), "needs WW_RUNSTAT, a built ww_runstat")
class RunStat(unittest.TestCase):
    """ww_runstat itself: the figures it writes and the exit status it passes on."""

    def run_stat(self, *cmd):
        with tempfile.NamedTemporaryFile("r", prefix="runstat-test-") as report:
            done = subprocess.run([os.environ["WW_RUNSTAT"], report.name] + list(cmd), timeout=60)
            words = report.read().split()
        return done.returncode, dict(zip(words[::2], words[1::2]))

    def test_reports_peak_rss_and_the_commands_own_wall_time(self):
        # A command that touches 64 MB and sleeps 300 ms.
        status, figures = self.run_stat(sys.executable, "-c",
                                        "import time; b = bytearray(64 << 20); time.sleep(0.3)")
        self.assertEqual(status, 0)
        self.assertEqual(sorted(figures), ["maxrss_kb", "wall_ns"])
        self.assertGreater(int(figures["maxrss_kb"]), 64 << 10)
        self.assertTrue(300e6 <= int(figures["wall_ns"]) < 10e9, figures["wall_ns"])

    def test_passes_the_exit_status_on(self):
        status, figures = self.run_stat(sys.executable, "-c", "import sys; sys.exit(3)")
        self.assertEqual(status, 3)
        self.assertIn("wall_ns", figures)


if __name__ == "__main__":
    unittest.main()
