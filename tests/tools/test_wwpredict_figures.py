"""Tests of tools/wwpredict-figures on a real wwvm: the tool's --quick run (30 and 300
iterations for k = 1, 5 and 10) writes CSV files whose columns, predictions and errors
follow from the paper's definitions, worked out here again from the measurements alone:

- no action predicts before its first run, so iteration 1 has no prediction anywhere and
  every error there is exactly 100;
- a strategy without interpolation predicts in a cell (n's interval: (n - 10) * k // 10
  of the range [10..20]) exactly when an earlier iteration fell in that cell, and its
  value is the paper's Fig. 3 applied to the cell's measurements so far: OS the last one,
  AS and LPF halving or keeping 0.8 of the old prediction from the second measurement on,
  GA their mean; with k = 1 there is one cell, so iteration 2 is predicted by every
  strategy, from iteration 1's measurement;
- GA with interpolation gives GA's prediction wherever GA has one;
- the error is 100 * |p - m| / m (100 without a prediction) and the averages are the means;
- one seed draws the same sequence, so a short run is the start of the long one, and equal
  n gives varying cost (each iteration draws a new graph).

The wwvm and the compiled examples come from the environment (WW_WWVM, WW_EXAMPLES); the
tests that run them are skipped when those are not set.

Run: WW_WWVM=build/bin/wwvm WW_EXAMPLES=build/examples \\
     python3 -m unittest tests/tools/test_wwpredict_figures.py"""

import csv
import math
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TOOL = REPO / "tools" / "wwpredict-figures"
WWVM = os.environ.get("WW_WWVM")
EXAMPLES = os.environ.get("WW_EXAMPLES")
HAVE_VM = bool(WWVM and EXAMPLES and os.access(WWVM, os.X_OK) and os.path.isdir(EXAMPLES))
NEEDS_VM = unittest.skipUnless(HAVE_VM, "set WW_WWVM and WW_EXAMPLES to a built wwvm and build/examples")

KS = (1, 5, 10)
SHORT, LONG = 30, 300  # --quick
STRATEGIES = ("os", "as", "lpf", "ga", "gai")
HEADER = ["iteration", "n", "measured"] + list(STRATEGIES)
NO_MATPLOTLIB = "install python3-matplotlib with tools/install-deps to get plots"


def run_tool(*args, env=None):
    return subprocess.run([sys.executable, str(TOOL)] + list(args), capture_output=True, text=True,
                          encoding="utf-8", env=env)


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    return rows[0], rows[1:]


def experiment(path):
    """The experiment's rows: iteration, n and measured as ints, predictions as floats or None."""
    header, rows = read_csv(path)
    out = []
    for r in rows:
        row = {"iteration": int(r[0]), "n": int(r[1]), "measured": int(r[2])}
        row.update({s: float(v) if v else None for s, v in zip(STRATEGIES, r[3:])})
        out.append(row)
    return header, out


def cell(n, k):
    return (n - 10) * k // 10


def fig3_predictions(rows, k):
    """What OS, AS, LPF and GA must predict before each iteration, from the measurements
    alone (None where the cell has no measurement yet)."""
    state = {}  # cell -> {strategy: prediction}, count
    expected = []
    for row in rows:
        c = cell(row["n"], k)
        before = state.get(c)
        expected.append(None if before is None else dict(before[0]))
        m = row["measured"]
        if before is None:
            state[c] = ({"os": m, "as": m, "lpf": m, "ga": m}, 1)
        else:
            p, count = before
            count += 1
            state[c] = ({"os": m, "as": (p["as"] + m) / 2, "lpf": 0.8 * p["lpf"] + 0.2 * m,
                         "ga": (p["ga"] * (count - 1) + m) / count}, count)
    return expected


class CommandLineTest(unittest.TestCase):
    def test_help(self):
        result = run_tool("--help")
        self.assertEqual(result.returncode, 0, result.stderr)
        for option in ("--wwvm", "--examples", "--out", "--quick", "--no-plot", "--markdown",
                       "--plot-only"):
            self.assertIn(option, result.stdout)

    def test_missing_wwvm(self):
        with tempfile.TemporaryDirectory() as d:
            result = run_tool("--wwvm", os.path.join(d, "no-such-wwvm"), "--out", d, "--quick")
        self.assertEqual(result.returncode, 2)
        self.assertIn("no wwvm at", result.stderr)

    def test_bad_iterations(self):
        self.assertEqual(run_tool("--short", "0").returncode, 2)
        self.assertEqual(run_tool("--short", "300", "--long", "300").returncode, 2)


@NEEDS_VM
class QuickRunTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.TemporaryDirectory()
        cls.out = os.path.join(cls.dir.name, "figures")
        cls.markdown = os.path.join(cls.dir.name, "results.md")
        cls.result = run_tool("--wwvm", WWVM, "--examples", EXAMPLES, "--out", cls.out, "--quick",
                              "--no-plot", "--markdown", cls.markdown)
        cls.runs = {}
        if cls.result.returncode == 0:
            for k in KS:
                for length in ("short", "long"):
                    path = os.path.join(cls.out, "experiment-k%d-%s.csv" % (k, length))
                    cls.runs[(k, length)] = experiment(path)

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def setUp(self):
        self.assertEqual(self.result.returncode, 0, self.result.stderr)

    def each_run(self):
        """(k, "short" or "long", header, rows) of every run; failures name k and the run."""
        return [(k, length, header, rows) for (k, length), (header, rows) in sorted(self.runs.items())]

    def test_files_and_columns(self):
        names = sorted(os.listdir(self.out))
        expected = ["averages.csv"] + ["%s-k%d-%s.csv" % (kind, k, length)
                                       for kind in ("errors", "experiment")
                                       for k in KS for length in ("long", "short")]
        self.assertEqual(names, sorted(expected))  # --no-plot: no figures
        for k, length, header, rows in self.each_run():
            with self.subTest(k=k, run=length):
                self.assertEqual(header, HEADER)
                iterations = SHORT if length == "short" else LONG
                self.assertEqual([r["iteration"] for r in rows], list(range(1, iterations + 1)))
                for r in rows:
                    self.assertTrue(10 <= r["n"] <= 15, r)
                    self.assertGreater(r["measured"], 0)
                err_header, _ = read_csv(os.path.join(self.out, "errors-k%d-%s.csv" % (k, length)))
                self.assertEqual(err_header, HEADER)

    def test_first_iteration_has_no_prediction(self):
        for k, length, _, rows in self.each_run():
            with self.subTest(k=k, run=length):
                self.assertEqual([rows[0][s] for s in STRATEGIES], [None] * len(STRATEGIES))
                _, errors = read_csv(os.path.join(self.out, "errors-k%d-%s.csv" % (k, length)))
                self.assertEqual([float(e) for e in errors[0][3:]], [100.0] * len(STRATEGIES))

    def test_one_interval_predicts_from_the_second_iteration(self):
        _, rows = self.runs[(1, "long")]
        first = rows[0]["measured"]
        self.assertEqual([rows[1][s] for s in STRATEGIES], [first] * len(STRATEGIES))
        for r in rows[1:]:
            for s in STRATEGIES:
                self.assertIsNotNone(r[s], r)

    def test_predictions_follow_fig3(self):
        for k, length, _, rows in self.each_run():
            with self.subTest(k=k, run=length):
                for row, expected in zip(rows, fig3_predictions(rows, k)):
                    for s in ("os", "as", "lpf", "ga"):
                        if expected is None:
                            self.assertIsNone(row[s], (s, row))
                        else:
                            self.assertIsNotNone(row[s], (s, row))
                            self.assertTrue(math.isclose(row[s], expected[s], rel_tol=1e-9),
                                            (s, row, expected[s]))

    def test_overwrite_repeats_the_cells_last_measurement(self):
        # Stated on its own, as the paper does: p(i+1) = rpm(i) when both fall in one cell.
        for k, length, _, rows in self.each_run():
            with self.subTest(k=k, run=length):
                for before, row in zip(rows, rows[1:]):
                    if cell(before["n"], k) == cell(row["n"], k):
                        self.assertEqual(row["os"], before["measured"], row)

    def test_interpolation_changes_nothing_where_ga_predicts(self):
        for k, length, _, rows in self.each_run():
            with self.subTest(k=k, run=length):
                for row in rows:
                    if row["ga"] is not None:
                        self.assertTrue(math.isclose(row["gai"], row["ga"], rel_tol=1e-9), row)
                    elif row["gai"] is not None:
                        self.assertGreaterEqual(row["gai"], 0, row)  # extrapolation stops at 0
                    if k == 1:
                        self.assertEqual(row["gai"] is None, row["ga"] is None, row)

    def test_errors_are_the_papers(self):
        for k, length, _, rows in self.each_run():
            with self.subTest(k=k, run=length):
                _, errors = read_csv(os.path.join(self.out, "errors-k%d-%s.csv" % (k, length)))
                self.assertEqual(len(errors), len(rows))
                for row, e in zip(rows, errors):
                    self.assertEqual([int(e[0]), int(e[1]), int(e[2])],
                                     [row["iteration"], row["n"], row["measured"]])
                    for s, text in zip(STRATEGIES, e[3:]):
                        error = float(text)
                        self.assertGreaterEqual(error, 0)
                        if row[s] is None:
                            self.assertEqual(error, 100.0)
                        else:
                            want = 100 * abs(row[s] - row["measured"]) / row["measured"]
                            self.assertAlmostEqual(error, want, delta=1e-4)

    def test_averages(self):
        header, rows = read_csv(os.path.join(self.out, "averages.csv"))
        self.assertEqual(header, ["k", "iterations"] + list(STRATEGIES))
        self.assertEqual([(int(r[0]), int(r[1])) for r in rows],
                         [(k, its) for k in KS for its in (SHORT, LONG)])
        for r in rows:
            k, its = int(r[0]), int(r[1])
            length = "short" if its == SHORT else "long"
            _, errors = read_csv(os.path.join(self.out, "errors-k%d-%s.csv" % (k, length)))
            for i, s in enumerate(STRATEGIES):
                mean = sum(float(e[3 + i]) for e in errors) / len(errors)
                self.assertAlmostEqual(float(r[2 + i]), mean, delta=1e-3, msg=(k, its, s))

    def test_the_short_run_is_the_start_of_the_long_one(self):
        for k in KS:
            self.assertEqual(self.runs[(k, "short")][1], self.runs[(k, "long")][1][:SHORT])

    def test_equal_n_gives_varying_cost(self):
        _, rows = self.runs[(10, "long")]
        costs = {}
        for r in rows:
            costs.setdefault(r["n"], set()).add(r["measured"])
        self.assertEqual(sorted(costs), list(range(10, 16)))  # 300 draws reach every n
        for n, seen in costs.items():
            self.assertGreater(len(seen), 1, "n=%d always cost the same" % n)
        # and the cost grows with n
        means = [sum(costs[n]) / len(costs[n]) for n in range(10, 16)]
        self.assertEqual(means, sorted(means))

    def test_markdown(self):
        with open(self.markdown, encoding="utf-8") as f:
            text = f.read()
        for value in ("27.24%", "23.19%", "21.75%", "21.13%", "4.77%", "4.38%", "4.35%", "4.32%"):
            self.assertIn(value, text)
        self.assertIn("tools/wwpredict-figures --wwvm", text)
        self.assertIn("--quick", text)
        _, averages = read_csv(os.path.join(self.out, "averages.csv"))
        ga_k10_long = [r for r in averages if r[0] == "10" and r[1] == str(LONG)][0][5]
        self.assertIn("| 10 | Global average (GA) | %.2f%% | 4.32%% |" % float(ga_k10_long), text)


@NEEDS_VM
class PlotTest(unittest.TestCase):
    def test_figures_or_advice(self):
        """PNGs where matplotlib can be had (here or in /usr/bin/python3), the advice otherwise;
        the CSV files in either case."""
        with tempfile.TemporaryDirectory() as d:
            result = run_tool("--wwvm", WWVM, "--examples", EXAMPLES, "--out", d, "--quick")
            self.assertEqual(result.returncode, 0, result.stderr)
            self.assertTrue(os.path.exists(os.path.join(d, "averages.csv")))
            figures = ("fig9-errors-k5.png", "fig10-os-ga.png", "fig11-averages.png")
            if NO_MATPLOTLIB in result.stdout:
                self.assertFalse(any(os.path.exists(os.path.join(d, f)) for f in figures))
            else:
                for name in figures:
                    with open(os.path.join(d, name), "rb") as f:
                        self.assertEqual(f.read(8), b"\x89PNG\r\n\x1a\n", name)

    def test_advice_without_matplotlib(self):
        try:
            import matplotlib  # noqa: F401
            self.skipTest("this Python has matplotlib")
        except ImportError:
            pass
        # As if this were the re-run under /usr/bin/python3 already: no second try.
        env = dict(os.environ, WWPREDICT_FIGURES_REEXECUTED="1")
        with tempfile.TemporaryDirectory() as d:
            result = run_tool("--wwvm", WWVM, "--examples", EXAMPLES, "--out", d, "--quick", env=env)
            self.assertEqual(result.returncode, 0, result.stderr)
            self.assertIn(NO_MATPLOTLIB, result.stdout)
            self.assertTrue(os.path.exists(os.path.join(d, "errors-k5-short.csv")))
            result = run_tool("--plot-only", "--out", d, env=env)
            self.assertEqual(result.returncode, 2)
            self.assertIn(NO_MATPLOTLIB, result.stdout)


if __name__ == "__main__":
    unittest.main()
